/**
 * Runs a lab batch (docs/lab.md): the grid's configurations, each cut into chunks of games, played by a runner
 * (this thread, a pool of worker threads, or a Redis queue and any number of `arbitre worker`s), the rows filed
 * by configuration and index, and a summary per configuration with its effects against the baseline.
 */
import { setMaxListeners } from 'node:events';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { botLevels } from '../bots/index.ts';
import { isSearchLevel, parseBotSpec } from '../cli/arena-game.ts';
import type { AnyRules } from '../engine/types.ts';
import { baselineOf, configurations, LabError } from './grid.ts';
import { playChunk } from './play.ts';
import { SEASON_GAMES } from './season.ts';
import { Accumulator, effects } from './summary.ts';
import type { Configuration, LabChunk, LabResult, LabSpec, MatchRow } from './types.ts';

/** Most games a configuration may have. */
export const MAX_GAMES = 1_000_000;
/** Most matches a career season may have. */
export const MAX_SEASON = 40;

/** Plays chunks somewhere and hands back each chunk's rows, in any order. */
export interface LabRunner {
  /** Threads or processes playing (for the summary). */
  readonly workers: number;
  run(
    chunks: readonly LabChunk[],
    done: (chunk: number, rows: MatchRow[]) => void,
    signal?: AbortSignal,
  ): Promise<void>;
  close(): Promise<void>;
}

/** Plays every chunk in this thread, one after the other (tests, tiny batches). */
export function inlineRunner(games: Record<string, AnyRules>): LabRunner {
  return {
    workers: 1,
    async run(chunks, done, signal) {
      for (let c = 0; c < chunks.length; c++) {
        if (signal?.aborted) throw new LabError('lot annulé', 'batch cancelled');
        const chunk = chunks[c]!;
        done(c, playChunk(games[chunk.game]!, chunk));
        // Let progress and cancellation through between chunks.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async close() {},
  };
}

/** A pool of worker threads (piscina), `workers` of them (default: the machine's cores). */
export function poolRunner(workers = availableParallelism()): LabRunner {
  const pool = new Piscina({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 1000,
  });
  return {
    workers,
    async run(chunks, done, signal) {
      // Every task listens to the signal: thousands of chunks are not a leak.
      if (signal) setMaxListeners(0, signal);
      await Promise.all(
        chunks.map(async (chunk, c) => {
          const rows = (await pool.run(chunk, signal ? { signal } : {})) as MatchRow[];
          done(c, rows);
        }),
      );
    },
    async close() {
      await pool.destroy();
    },
  };
}

/** Checks the bots against the game: levels it offers, `search@N` budgets for the search levels only. */
export function checkBots(rules: AnyRules, bots: readonly string[]): void {
  const known = botLevels(rules.id);
  if (bots.length === 0) throw new LabError('--bots : au moins un bot', '--bots: at least one bot');
  for (const name of bots) {
    const spec = parseBotSpec(name);
    if (spec === undefined || !known.includes(spec.level as never)) {
      throw new LabError(
        `bot inconnu « ${name} » pour ${rules.id} (disponibles : ${known.join(', ')} ; budget : search@500)`,
        `unknown bot "${name}" for ${rules.id} (available: ${known.join(', ')}; budget: search@500)`,
      );
    }
    if (spec.budget !== undefined && !isSearchLevel(spec.level)) {
      throw new LabError(
        `« ${name} » : seuls les bots search prennent un budget`,
        `"${name}": only search bots take a budget`,
      );
    }
  }
}

/** A batch ready to run: its configurations, baseline and chunks. */
export interface LabPlan {
  spec: LabSpec;
  configs: Configuration[];
  baseline: number;
  chunks: LabChunk[];
}

/** Checks a request and cuts it into chunks of at most `chunkSize` games (default: about 8 a worker). */
export function planLab(rules: AnyRules, spec: LabSpec, workers = 1, chunkSize?: number): LabPlan {
  if (!Number.isSafeInteger(spec.games) || spec.games < 1 || spec.games > MAX_GAMES) {
    throw new LabError(`--games : de 1 à ${MAX_GAMES}`, `--games: 1 to ${MAX_GAMES}`);
  }
  checkBots(rules, spec.bots);
  if (spec.season !== undefined) {
    if (!SEASON_GAMES.includes(rules.id))
      throw new LabError(
        `--season : saisons de carrière pour ${SEASON_GAMES.join(', ')} seulement, pas ${rules.id}`,
        `--season: career seasons for ${SEASON_GAMES.join(', ')} only, not ${rules.id}`,
      );
    if (!Number.isSafeInteger(spec.season) || spec.season < 1 || spec.season > MAX_SEASON)
      throw new LabError(`--season : de 1 à ${MAX_SEASON} matchs`, `--season: 1 to ${MAX_SEASON} matches`);
    if (spec.bots.some((b) => b !== 'random'))
      throw new LabError(
        '--season : les saisons se jouent entre bots random (--bots random)',
        '--season: seasons are played by random bots (--bots random)',
      );
  }
  const configs = configurations(rules, spec.grid, spec.options ?? {}, spec.players);
  const baseline = baselineOf(rules, spec.grid, configs);
  const size =
    chunkSize ??
    Math.max(1, Math.min(500, Math.ceil((spec.games * configs.length) / (8 * Math.max(1, workers)))));
  const chunks: LabChunk[] = [];
  for (const c of configs) {
    for (let from = 0; from < spec.games; from += size) {
      chunks.push({
        game: rules.id,
        config: c.index,
        options: c.options,
        players: c.players,
        bots: spec.bots,
        seed: spec.seed,
        from,
        to: Math.min(spec.games, from + size),
        ...(spec.season === undefined ? {} : { season: spec.season }),
      });
    }
  }
  return { spec, configs, baseline, chunks };
}

/** What a batch reports while it runs. */
export interface LabHooks {
  /** After each chunk: games done and in all. */
  progress?(done: number, total: number): void;
  /** Each chunk's rows as they arrive (CSV, live plots). */
  rows?(rows: MatchRow[]): void;
  signal?: AbortSignal;
}

/** The batch's result from its accumulators (also for a batch still running: the rows so far). */
export function resultOf(
  plan: LabPlan,
  acc: readonly Accumulator[],
  workers: number,
  seconds: number,
): LabResult {
  const summaries = acc.map((a) => a.summary());
  const base = summaries[plan.baseline]!;
  for (const s of summaries) if (s !== base) s.effects = effects(base, s);
  const total = summaries.reduce((n, s) => n + s.games, 0);
  return {
    format: 'arbitre-lab/1',
    game: plan.chunks[0]?.game ?? plan.spec.game,
    spec: plan.spec,
    baseline: plan.baseline,
    configurations: summaries,
    totalGames: total,
    workers,
    seconds,
    gamesPerSecond: seconds > 0 ? total / seconds : 0,
  };
}

/** Runs a planned batch on `runner` and summarises it. */
export async function runLab(plan: LabPlan, runner: LabRunner, hooks: LabHooks = {}): Promise<LabResult> {
  const acc = plan.configs.map((c) => new Accumulator(c, plan.spec.games, plan.spec.bots));
  const total = plan.configs.length * plan.spec.games;
  let done = 0;
  const started = performance.now();
  hooks.progress?.(0, total);
  await runner.run(
    plan.chunks,
    (c, rows) => {
      const chunk = plan.chunks[c]!;
      if (rows.length !== chunk.to - chunk.from) throw new Error(`lab: chunk ${c} gave ${rows.length} rows`);
      for (const row of rows) acc[row.config]!.add(row);
      done += rows.length;
      hooks.rows?.(rows);
      hooks.progress?.(done, total);
    },
    hooks.signal,
  );
  return resultOf(plan, acc, runner.workers, (performance.now() - started) / 1000);
}
