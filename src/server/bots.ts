/**
 * Bots on the server: a piscina worker pool runs the bot registry off the main thread.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { BotTask } from './bot-task.ts';

/** Picks bots' inputs in worker threads. */
export class BotPool {
  private readonly pool: Piscina<BotTask, unknown>;

  /** A pool of at most `maxThreads` workers (default: half the cores, 1 to 4). */
  constructor(maxThreads = Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)))) {
    this.pool = new Piscina({
      filename: new URL('./bot-worker.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads,
      idleTimeout: 60_000,
    });
  }

  /** The bot's input for `task`. */
  choose(task: BotTask): Promise<unknown> {
    return this.pool.run(task);
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
