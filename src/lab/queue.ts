/**
 * Lab batches on several machines (docs/deploy.md): `queueRunner` puts a batch's chunks on a Redis-backed BullMQ
 * queue and gathers their rows; `startLabWorker` (`arbitre worker`) takes chunks from the queue on any machine
 * and plays them. A chunk's rows depend on its configuration, indices and seed only (play.ts), so whichever
 * worker plays a chunk, and however often a dead worker's chunk is played again, the batch's totals are those of
 * a run on one machine with the same seed.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { Queue, QueueEvents, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { Piscina } from 'piscina';
import { z } from 'zod';
import type { AnyRules } from '../engine/types.ts';
import { games as registry } from '../games/registry.ts';
import { LabError } from './grid.ts';
import { playChunk } from './play.ts';
import { checkBots, MAX_GAMES, MAX_SEASON, type LabRunner } from './run.ts';
import { SEASON_GAMES } from './season.ts';
import type { LabChunk, MatchRow } from './types.ts';

/** The queue's name when none is given (`--queue-name`). */
export const DEFAULT_QUEUE = 'arbitre-lab';
/** Most games one job may ask for (planLab cuts chunks of at most 500). */
export const MAX_JOB_GAMES = 10_000;
/** How long to wait for Redis to answer before giving up with a clear message. */
const CONNECT_MS = 10_000;
/** With no news for this long, the runner asks Redis how its jobs are (a missed event, a job removed). */
const SWEEP_MS = 5_000;
/** Jobs asked about per sweep (the oldest first: jobs are taken in order). */
const SWEEP_JOBS = 200;
/** BullMQ's key prefix (its default, written out: the runner reads the events stream's key itself). */
const PREFIX = 'bull';
/** Attempts of a job that throws (a worker that dies is handled apart: the job stalls and is taken again). */
const ATTEMPTS = 2;

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The URL without its password, for messages. */
function shown(url: URL): string {
  const u = new URL(url.href);
  if (u.password !== '') u.password = '***';
  return u.href;
}

/** BullMQ connection options for a `redis://` or `rediss://` URL (ioredis reads host, port, db, user, TLS). */
export function redisConnection(url: string): { url: string; maxRetriesPerRequest: null } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    parsed = new URL('invalid:');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new LabError(
      `--queue : une URL redis://hôte:port[/base] est attendue, pas « ${url} »`,
      `--queue: a redis://host:port[/db] URL is expected, not "${url}"`,
    );
  }
  // Workers block on Redis: BullMQ requires commands to wait for a reconnection rather than fail.
  return { url, maxRetriesPerRequest: null };
}

/** Checks a queue name (BullMQ forbids `:`, which separates its keys). */
function queueName(name: string | undefined): string {
  const q = name ?? DEFAULT_QUEUE;
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(q)) {
    throw new LabError(
      `--queue-name : lettres, chiffres, « _ . - » (100 au plus), pas « ${q} »`,
      `--queue-name: letters, digits, "_ . -" (at most 100), not "${q}"`,
    );
  }
  return q;
}

/** Resolves `p`, or rejects with a bilingual "Redis unreachable" after CONNECT_MS. */
async function reachable<T>(p: Promise<T>, url: URL, last: () => unknown): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const why = last();
      const detail = why === undefined ? '' : ` (${why instanceof Error ? why.message : String(why)})`;
      reject(
        new LabError(
          `Redis injoignable à ${shown(url)} après ${CONNECT_MS / 1000} s${detail}`,
          `Redis unreachable at ${shown(url)} after ${CONNECT_MS / 1000} s${detail}`,
        ),
      );
    }, CONNECT_MS);
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

const json: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]),
);
const count = z.number().int().min(0);

/** A chunk as a job carries it: everything a worker is told is checked before a game is set up. */
const chunkSchema = z
  .object({
    game: z.string().min(1).max(64),
    config: count.max(10_000),
    options: z.record(z.string(), json),
    players: z.number().int().min(1).max(64),
    bots: z.array(z.string().min(1).max(64)).min(1).max(64),
    seed: z.string().max(200),
    from: count.max(MAX_GAMES),
    to: count.max(MAX_GAMES),
    season: z.number().int().min(1).max(MAX_SEASON).optional(),
  })
  .strict()
  .refine((c) => c.from < c.to && c.to - c.from <= MAX_JOB_GAMES, {
    message: `from < to, at most ${MAX_JOB_GAMES} games a job`,
  });

/** A job's data. */
const jobSchema = z.object({ batch: z.string().max(100), chunk: count, lab: chunkSchema }).strict();
type JobData = z.infer<typeof jobSchema>;

const seasonPoint = z.object({
  match: z.number(),
  xp: z.number(),
  level: z.number(),
  gold: z.number(),
  skills: z.number(),
  injuries: z.number(),
  deaths: z.number(),
  retirements: z.number(),
  recruits: z.number(),
});
const rowSchema = z.object({
  config: count,
  index: count,
  bots: z.array(z.string()),
  winners: z.array(count),
  ranks: z.array(z.number()),
  scores: z.array(z.number()),
  decisions: count,
  chance: count,
  rules: z.record(z.string(), count),
  progress: z.array(seasonPoint).optional(),
});

/** What a job returns: its rows, gzipped JSON in base64 (a job's result is also copied into the event stream). */
async function packRows(rows: MatchRow[]): Promise<string> {
  return (await gzipAsync(JSON.stringify(rows))).toString('base64');
}

/** A job's result back to rows, checked against its chunk. */
async function unpackRows(value: unknown, chunk: LabChunk): Promise<MatchRow[]> {
  if (typeof value !== 'string') throw new Error('result is not packed rows');
  const parsed = JSON.parse((await gunzipAsync(Buffer.from(value, 'base64'))).toString('utf8')) as unknown;
  const rows = z.array(rowSchema).parse(parsed) as MatchRow[];
  if (rows.length !== chunk.to - chunk.from)
    throw new Error(`${rows.length} rows for ${chunk.to - chunk.from} games`);
  rows.forEach((r, k) => {
    if (r.config !== chunk.config || r.index !== chunk.from + k)
      throw new Error(`row ${k} is not game ${chunk.from + k}`);
  });
  return rows;
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Options of a queue runner. */
export interface QueueRunnerOptions {
  /** The queue (default `arbitre-lab`): the workers' `--queue-name`. */
  queueName?: string;
  /** Give up when no chunk has finished for this long (default: wait for workers as long as it takes). */
  timeoutMs?: number;
}

/**
 * Runs a batch through a BullMQ queue at `url`: each chunk is a job (id `<batch>-<chunk>`, the batch a random
 * UUID), played by whatever `arbitre worker` takes it; rows come back as the jobs complete. Jobs that fail after
 * their attempts are listed in the error once every other chunk has come back (their rows are delivered: nothing
 * is lost). On abort or timeout the batch's waiting jobs are removed.
 */
export function queueRunner(url: string, options: QueueRunnerOptions = {}): LabRunner {
  const connection = redisConnection(url);
  const where = new URL(url);
  const name = queueName(options.queueName);
  let queue: Queue | undefined;
  let events: QueueEvents | undefined;
  let lastError: unknown;
  let workers = 0;

  /** The stream's newest event id now, so that the events reader starts there and misses nothing after it. */
  const lastEventId = async (): Promise<string> => {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      connectTimeout: CONNECT_MS,
    });
    probe.on('error', (e: unknown) => (lastError = e));
    try {
      await reachable(probe.connect(), where, () => lastError);
      const key = `${PREFIX}:${name}:events`;
      const last = (await probe.xrevrange(key, '+', '-', 'COUNT', 1))[0];
      return last?.[0] ?? '0-0';
    } catch (e) {
      if (e instanceof LabError) throw e;
      throw new LabError(
        `Redis injoignable à ${shown(where)} : ${messageOf(e)}`,
        `Redis unreachable at ${shown(where)}: ${messageOf(e)}`,
      );
    } finally {
      probe.disconnect();
    }
  };

  const open = async (): Promise<{ queue: Queue; events: QueueEvents }> => {
    if (queue === undefined || events === undefined) {
      const from = await lastEventId();
      queue = new Queue(name, { connection, prefix: PREFIX });
      queue.on('error', (e) => (lastError = e));
      events = new QueueEvents(name, { connection, prefix: PREFIX, lastEventId: from });
      events.on('error', (e) => (lastError = e));
    }
    await reachable(Promise.all([queue.waitUntilReady(), events.waitUntilReady()]), where, () => lastError);
    return { queue, events };
  };

  const countWorkers = async (q: Queue): Promise<void> => {
    try {
      workers = Math.max(workers, await q.getWorkersCount());
    } catch {
      // CLIENT LIST may be refused (managed Redis): the count stays unknown.
    }
  };

  return {
    get workers() {
      return workers;
    },
    async run(chunks, done, signal) {
      if (signal?.aborted) throw new LabError('lot annulé', 'batch cancelled');
      const { queue: q, events: ev } = await open();
      const batch = randomUUID();
      const idOf = (c: number): string => `${batch}-${c}`;
      /** Chunks not back yet, by job id. */
      const pending = new Map<string, number>(chunks.map((_, c) => [idOf(c), c]));
      const failures: { chunk: number; reason: string }[] = [];
      let lastNews = Date.now();
      /** Results being unpacked (the batch is not over before their rows are handed over). */
      let unpacking = 0;
      let settle!: (error?: Error) => void;
      const finished = new Promise<void>((resolve, reject) => {
        settle = (error) => (error === undefined ? resolve() : reject(error));
      });
      // It may fail while the jobs are still being added: handled when awaited below.
      finished.catch(() => undefined);
      let over = false;
      const end = (error?: Error): void => {
        if (over) return;
        over = true;
        settle(error);
      };
      const checkEnd = (): void => {
        if (pending.size > 0 || unpacking > 0 || over) return;
        if (failures.length === 0) return end();
        failures.sort((a, b) => a.chunk - b.chunk);
        const list = failures.map((f) => {
          const ch = chunks[f.chunk]!;
          return `#${f.chunk} (config ${ch.config}, ${ch.from}–${ch.to - 1}): ${f.reason}`;
        });
        end(
          new LabError(
            `${failures.length} tranche(s) sur ${chunks.length} en échec après ${ATTEMPTS} essais, les autres ont ` +
              `rendu leurs lignes (rien de perdu) : ${list.join(' ; ')}`,
            `${failures.length} chunk(s) of ${chunks.length} failed after ${ATTEMPTS} attempts, the others gave ` +
              `their rows (nothing lost): ${list.join('; ')}`,
          ),
        );
      };
      const fail = (id: string, reason: string): void => {
        const c = pending.get(id);
        if (c === undefined) return;
        pending.delete(id);
        lastNews = Date.now();
        failures.push({ chunk: c, reason });
        checkEnd();
      };
      const complete = async (id: string, value: unknown): Promise<void> => {
        const c = pending.get(id);
        if (c === undefined) return;
        pending.delete(id);
        lastNews = Date.now();
        let rows: MatchRow[] | undefined;
        unpacking++;
        try {
          rows = await unpackRows(value, chunks[c]!);
        } catch (e) {
          failures.push({ chunk: c, reason: `résultat illisible / unreadable result: ${messageOf(e)}` });
        }
        unpacking--;
        if (rows === undefined) return checkEnd();
        if (over) return;
        try {
          done(c, rows);
        } catch (e) {
          return end(e instanceof Error ? e : new Error(String(e)));
        }
        // Its rows are in hand: the job need not stay in Redis.
        q.remove(id).catch(() => undefined);
        checkEnd();
      };
      const onCompleted = (args: { jobId: string; returnvalue: unknown }): void => {
        if (pending.has(args.jobId)) void complete(args.jobId, args.returnvalue);
      };
      const onFailed = (args: { jobId: string; failedReason: string }): void => {
        if (pending.has(args.jobId)) fail(args.jobId, args.failedReason);
      };
      /** Removes the batch's jobs still waiting (a job being played finishes; its result expires). */
      const withdraw = async (): Promise<void> => {
        await Promise.all([...pending.keys()].map((id) => q.remove(id).catch(() => 0)));
      };
      const onAbort = (): void => {
        void withdraw().finally(() => end(new LabError('lot annulé', 'batch cancelled')));
      };
      /** Asks Redis about the oldest chunks not back (an event lost when the stream was trimmed, a job removed). */
      const sweep = async (): Promise<void> => {
        await countWorkers(q);
        if (over) return;
        if (options.timeoutMs !== undefined && Date.now() - lastNews > options.timeoutMs) {
          const left = [...pending.values()].sort((a, b) => a - b);
          const shownLeft = left.slice(0, 20).join(', ') + (left.length > 20 ? ', …' : '');
          await withdraw();
          return end(
            new LabError(
              `aucune tranche finie depuis ${options.timeoutMs / 1000} s (workers vus : ${workers}) ; ` +
                `${left.length} tranche(s) retirée(s) de la file : ${shownLeft}`,
              `no chunk finished for ${options.timeoutMs / 1000} s (workers seen: ${workers}); ` +
                `${left.length} chunk(s) withdrawn from the queue: ${shownLeft}`,
            ),
          );
        }
        if (Date.now() - lastNews < SWEEP_MS) return;
        const ids = [...pending.keys()].slice(0, SWEEP_JOBS);
        await Promise.all(
          ids.map(async (id) => {
            const state = await q.getJobState(id);
            if (state === 'completed') {
              const job = await q.getJob(id);
              if (job !== undefined) await complete(id, job.returnvalue);
            } else if (state === 'failed') {
              const job = await q.getJob(id);
              fail(id, job?.failedReason ?? 'failed');
            } else if (state === 'unknown') {
              fail(id, 'tâche disparue de la file / job vanished from the queue');
            }
          }),
        );
      };

      ev.on('completed', onCompleted);
      ev.on('failed', onFailed);
      signal?.addEventListener('abort', onAbort, { once: true });
      let sweeping = false;
      const timer = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        sweep()
          .catch((e: unknown) => (lastError = e))
          .finally(() => (sweeping = false));
      }, SWEEP_MS);
      try {
        await countWorkers(q);
        const jobs = chunks.map((lab, c) => ({
          name: 'chunk',
          data: { batch, chunk: c, lab } satisfies JobData,
          opts: {
            jobId: idOf(c),
            attempts: ATTEMPTS,
            // Results are read (and removed) as they arrive; leftovers of an abandoned batch expire.
            removeOnComplete: { age: 24 * 3600 },
            removeOnFail: { age: 7 * 24 * 3600 },
          },
        }));
        for (let k = 0; k < jobs.length && !over; k += 500) await q.addBulk(jobs.slice(k, k + 500));
        // Jobs added while an abort was withdrawing the others.
        if (signal?.aborted) await withdraw();
        if (chunks.length === 0) end();
        await finished;
      } finally {
        clearInterval(timer);
        ev.off('completed', onCompleted);
        ev.off('failed', onFailed);
        signal?.removeEventListener('abort', onAbort);
      }
    },
    async close() {
      await Promise.all([events?.close(), queue?.close()]);
    },
  };
}

/** Options of a queue worker (`arbitre worker`). */
export interface LabWorkerOptions {
  queueName?: string;
  /** Chunks played at once, each in its own thread (default 1). */
  concurrency?: number;
  /** One line per job and per error (default: silent). */
  log?: (line: string) => void;
}

/**
 * Takes chunks from the queue at `url` and plays them. Games of the registry are played in worker threads
 * (worker.mjs, as `poolRunner`), so this thread stays free to renew the jobs' locks however long a chunk takes:
 * only a worker that really died loses its job, which another worker then plays again. Other rules objects (tests)
 * are played in this thread. A job whose data is not a valid chunk of a game of `games` fails at once, without
 * retries; nothing a job carries can stop the worker.
 */
export function startLabWorker(
  url: string,
  games: Record<string, AnyRules>,
  options: LabWorkerOptions = {},
): { close(): Promise<void> } {
  const connection = redisConnection(url);
  const name = queueName(options.queueName);
  const concurrency = options.concurrency ?? 1;
  if (!Number.isSafeInteger(concurrency) || concurrency < 1 || concurrency > 256) {
    throw new LabError('--concurrency : de 1 à 256', '--concurrency: 1 to 256');
  }
  const log = options.log ?? (() => {});
  let pool: Piscina | undefined;
  const threads = (): Piscina =>
    (pool ??= new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: concurrency,
      idleTimeout: 60_000,
    }));

  const play = async (job: Job): Promise<string> => {
    const parsed = jobSchema.safeParse(job.data);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`)
        .join('; ');
      throw new UnrecoverableError(`tâche invalide / invalid job: ${issues}`);
    }
    const chunk = parsed.data.lab as LabChunk;
    const rules = Object.hasOwn(games, chunk.game) ? games[chunk.game] : undefined;
    if (rules === undefined) {
      throw new UnrecoverableError(
        `jeu inconnu de ce worker « ${chunk.game} » (connus : ${Object.keys(games).join(', ')}) / ` +
          `game unknown to this worker "${chunk.game}" (known: ${Object.keys(games).join(', ')})`,
      );
    }
    try {
      checkBots(rules, chunk.bots);
      if (chunk.players < rules.players.min || chunk.players > rules.players.max) {
        throw new LabError(
          `${chunk.game} se joue de ${rules.players.min} à ${rules.players.max}, pas ${chunk.players}`,
          `${chunk.game} takes ${rules.players.min} to ${rules.players.max} players, not ${chunk.players}`,
        );
      }
      if (
        chunk.season !== undefined &&
        (!SEASON_GAMES.includes(chunk.game) || chunk.bots.some((b) => b !== 'random'))
      ) {
        throw new LabError(
          `saisons : ${SEASON_GAMES.join(', ')} et bots random seulement`,
          `seasons: ${SEASON_GAMES.join(', ')} and random bots only`,
        );
      }
    } catch (e) {
      throw new UnrecoverableError(`tâche invalide / invalid job: ${messageOf(e)}`);
    }
    const rows =
      rules === registry[chunk.game] ? ((await threads().run(chunk)) as MatchRow[]) : playChunk(rules, chunk);
    return packRows(rows);
  };

  const worker = new Worker(name, play, {
    connection,
    prefix: PREFIX,
    concurrency,
    // Named workers show in `queue.getWorkers()` as such (the runner counts them).
    name: `${hostname().replace(/[^A-Za-z0-9_.-]/g, '_')}-${process.pid}`,
  });
  worker.on('error', (e) => log(`worker: erreur Redis / Redis error: ${messageOf(e)}`));
  worker.on('active', (job) => log(`tâche/job ${job.id ?? '?'} …`));
  worker.on('completed', (job) => log(`tâche/job ${job.id ?? '?'} ok`));
  worker.on('failed', (job, e) => log(`tâche/job ${job?.id ?? '?'} échec/failed: ${e.message}`));
  return {
    async close() {
      await worker.close();
      await pool?.destroy();
    },
  };
}
