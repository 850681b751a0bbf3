/**
 * Bots on the server: piscina worker pools run the bot registry off the main thread.
 *
 * Two lanes, so that a search never holds up a quick bot: random and greedy bots answer in milliseconds,
 * while a search level thinks for its stated time (`SEARCH_MS`, up to 1 s) per decision. In one shared pool a
 * match's random bot would wait behind every search queued before it; in its own lane it waits only for other
 * quick bots. Searches queue among themselves (first come, first served), so matches with search bots take
 * turns on the search threads.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { isSearchLevel, SEARCH_MS } from '../bots/levels.ts';
import type { BotTask } from './bot-task.ts';

/** How to size and guard the pools. */
export interface BotPoolOptions {
  /** Threads of each lane (default: half the cores, 1 to 4). */
  threads?: number;
  /**
   * How long a search may run, from when a thread takes it, before its worker is stopped and the task fails
   * (the match then plays the random bot's input): by default three times its time plus 10 s (a worker's
   * start-up included), so only a search that ignores its budget is stopped.
   */
  searchLimitMs?: (ms: number) => number;
}

const defaultThreads = (): number => Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));

/**
 * One pool and its own first-come queue: a task is handed to piscina only when a thread is free, so that a
 * time limit counts from the task's start, never its wait.
 */
class Lane {
  private running = 0;
  private closed = false;
  private readonly waiting: { go: () => void; stop: (e: Error) => void }[] = [];

  constructor(
    private readonly pool: Piscina<BotTask, unknown>,
    private readonly threads: number,
  ) {}

  async run(task: BotTask, limitMs?: number): Promise<unknown> {
    if (this.closed) throw new Error('bot pool closed');
    if (this.running < this.threads) this.running++;
    // The slot is handed over by the task that ends (`running` stays counted), so none is taken twice.
    else await new Promise<void>((go, stop) => this.waiting.push({ go, stop }));
    try {
      return await this.pool.run(task, limitMs === undefined ? {} : { signal: AbortSignal.timeout(limitMs) });
    } finally {
      const next = this.waiting.shift();
      if (next) next.go();
      else this.running--;
    }
  }

  /** Fails the tasks still waiting and stops the workers. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.stop(new Error('bot pool closed'));
    await this.pool.destroy();
  }
}

/** Picks bots' inputs in worker threads: quick levels in one lane, search levels in another. */
export class BotPool {
  private readonly quick: Lane;
  private readonly search: Lane;
  private readonly searchLimitMs: (ms: number) => number;

  constructor({ threads = defaultThreads(), searchLimitMs = (ms) => 3 * ms + 10_000 }: BotPoolOptions = {}) {
    const pool = (minThreads: number) =>
      new Piscina<BotTask, unknown>({
        filename: new URL('./bot-worker.mjs', import.meta.url).href,
        minThreads,
        maxThreads: threads,
        idleTimeout: 60_000,
      });
    // The search lane starts its workers when a search bot first plays: a server without them pays nothing.
    this.quick = new Lane(pool(1), threads);
    this.search = new Lane(pool(0), threads);
    this.searchLimitMs = searchLimitMs;
  }

  /** The bot's input for `task`; rejects when the bot fails or a search overruns its limit. */
  choose(task: BotTask): Promise<unknown> {
    if (!isSearchLevel(task.level)) return this.quick.run(task);
    return this.search.run(task, this.searchLimitMs(SEARCH_MS[task.level]));
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all([this.quick.close(), this.search.close()]);
  }
}
