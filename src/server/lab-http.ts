/**
 * Lab batches on the server (docs/protocol.md, "Lab batches"; docs/lab.md): a signed-in account asks for a grid of
 * option variants played by bots, the server plays it on its own lab worker pool (one thread by default, so that
 * matches and their bots keep the other cores), one batch at a time, the others waiting in order of arrival.
 * An account has at most one batch queued or running and sees only its own (another account's batch is 404, as
 * if it did not exist). The request, status, progress, partial result and rows are saved every few seconds; a
 * batch the server stopped (a restart, a crash) is `interrupted` and keeps what it had.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnyRules } from '../engine/types.ts';
import { matchesCsv } from '../cli/lab.ts';
import { summaryCsv } from '../lab/csv.ts';
import { LabError, MAX_CONFIGURATIONS, parseGrid } from '../lab/grid.ts';
import { planLab, poolRunner, resultOf, runLab, type LabPlan, type LabRunner } from '../lab/run.ts';
import { Accumulator } from '../lab/summary.ts';
import type { GridAxis, LabResult, LabSpec, MatchRow } from '../lab/types.ts';
import { signedOut, type Accounts } from './accounts.ts';
import { accountOf } from './accounts-http.ts';
import { MAX_MESSAGE_BYTES, matchId, refusal, zodRefusal, type Refusal } from './protocol.ts';
import type { Store } from './store/index.ts';
import { ACTIVE_LAB, LabStore, type LabBatchRow, type LabStatus } from './store/lab.ts';

/** The bots the server's lab plays: the search levels take minutes a game, for `arbitre lab` on one's own machine. */
export const LAB_BOTS = ['random', 'greedy'] as const;

/** Batches an account may have queued or running at once. */
export const MAX_ACTIVE_PER_ACCOUNT = 1;

/** The lab's limits on a server (`ServerDeps.lab`). */
export interface LabLimits {
  /** Games per configuration. */
  gamesPerConfig: number;
  /** Games per batch (configurations × games per configuration). */
  gamesPerBatch: number;
  /** Worker threads of the lab's pool. */
  threads: number;
  /** Batches waiting for the pool, all accounts together. */
  queue: number;
  /** Batches an account keeps (the oldest are deleted by their owner). */
  kept: number;
  /** How often a running batch's partial result and rows are saved, in ms. */
  saveMs: number;
}

/** 2,000 games a configuration, 20,000 a batch, 1 thread, 20 waiting, 50 kept, saved every 2 s. */
export const DEFAULT_LAB_LIMITS: LabLimits = {
  gamesPerConfig: 2_000,
  gamesPerBatch: 20_000,
  threads: 1,
  queue: 20,
  kept: 50,
  saveMs: 2_000,
};

/** `ServerDeps.lab`: limits, and a runner in place of the worker pool (tests). */
export type LabOptions = Partial<LabLimits> & { runner?: LabRunner };

/** With several instances on one PostgreSQL store, a batch not saved for this long was left by a dead instance. */
const STALE_MS = 60_000;

const axisObject = z.strictObject({
  key: z
    .string()
    .max(64)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an option name (letters, digits, _)'),
  values: z.array(z.unknown()).min(1).max(32),
});

/** Body of `POST /api/lab`. */
export const labBody = z.strictObject({
  game: z.string().min(1).max(64),
  /** Axes as `{ key, values }` or as the CLI's `key=v1,v2`. */
  grid: z
    .array(z.union([z.string().min(1).max(2000), axisObject]))
    .max(8)
    .default([]),
  bots: z.array(z.string().min(1).max(40)).min(1).max(8),
  /** Games per configuration (the server's limit is checked after, and named in its refusal). */
  games: z.number().int().min(1),
  seed: z.string().min(1).max(64).optional(),
  players: z.number().int().min(1).max(16).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
});

/** A batch this server holds: queued, or running with its accumulators and rows. */
interface Job {
  id: string;
  ownerId: string;
  plan: LabPlan;
  total: number;
  done: number;
  status: 'queued' | 'running';
  acc: Accumulator[];
  rows: MatchRow[];
  /** performance.now() when it started to play. */
  started: number;
  controller: AbortController;
  /** Why it was stopped, once it was. */
  stop: 'cancelled' | 'interrupted' | null;
  /** The last partial result computed, and at how many games. */
  cache: { done: number; result: LabResult } | null;
  /** Saves of this batch, one after the other. */
  saving: Promise<unknown>;
  /** Resolves once the batch is over and saved. */
  finished: Promise<void>;
  finish: () => void;
}

const now = (): string => new Date().toISOString();
const newId = (): string => randomBytes(9).toString('base64url');
const fmt = (n: number, lang: 'fr' | 'en'): string =>
  n.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB').replace(/\u202f|\u00a0/g, ' ');

/** A refusal that carries its HTTP status. */
type Refused = Refusal & { status: number };
const refused = (status: number, r: Refusal): Refused => ({ ...r, status });

function labRefusal(e: LabError): Refused {
  return refused(400, refusal('lab.invalid', `Lot refusé : ${e.fr}.`, `Batch refused: ${e.en}.`));
}

/** The axes of a request: the CLI's strings read by `parseGrid`, each key once. */
function axesOf(grid: z.infer<typeof labBody>['grid']): GridAxis[] {
  const axes: GridAxis[] = [];
  for (const item of grid) {
    const axis = typeof item === 'string' ? parseGrid([item])[0]! : { key: item.key, values: item.values };
    if (axes.some((a) => a.key === axis.key)) {
      throw new LabError(
        `l'option ${axis.key} apparaît deux fois dans la grille : donnez toutes ses valeurs en une fois`,
        `option ${axis.key} appears twice in the grid: give all its values at once`,
      );
    }
    const seen = new Set(axis.values.map((v) => JSON.stringify(v)));
    if (seen.size !== axis.values.length) {
      throw new LabError(`grille ${axis.key} : valeur répétée`, `grid ${axis.key}: a value is repeated`);
    }
    axes.push(axis);
  }
  return axes;
}

/** Games per chunk: small enough that the plots fill in often, at most 20 games. */
function chunkSizeOf(total: number): number {
  return Math.max(1, Math.min(20, Math.ceil(total / 100)));
}

/** Checks a request against the games, the bots and the server's limits; the plan, or the refusal. */
export function checkLab(
  body: z.infer<typeof labBody>,
  games: Record<string, AnyRules>,
  limits: LabLimits,
): LabPlan | Refused {
  const ids = Object.keys(games);
  if (!Object.hasOwn(games, body.game)) {
    return refused(
      400,
      refusal(
        'lab.game',
        `Jeu inconnu « ${body.game} » : ${ids.join(', ')}.`,
        `Unknown game "${body.game}": ${ids.join(', ')}.`,
      ),
    );
  }
  const rules = games[body.game]!;
  const other = body.bots.find((b) => !(LAB_BOTS as readonly string[]).includes(b));
  if (other !== undefined) {
    return refused(
      400,
      refusal(
        'lab.bots',
        `Bot « ${other} » refusé : le labo du serveur fait jouer ${LAB_BOTS.join(' et ')} ; les bots de recherche ` +
          `(search, des minutes par partie) se lancent avec arbitre lab sur votre machine.`,
        `Bot "${other}" refused: the server's lab plays ${LAB_BOTS.join(' and ')}; the search bots (minutes a ` +
          `game) run with arbitre lab on your own machine.`,
      ),
    );
  }
  if (body.games > limits.gamesPerConfig) {
    return refused(
      400,
      refusal(
        'lab.games',
        `${fmt(body.games, 'fr')} parties par configuration demandées : au plus ${fmt(limits.gamesPerConfig, 'fr')} ` +
          `sur ce serveur (davantage avec arbitre lab sur votre machine).`,
        `${fmt(body.games, 'en')} games per configuration asked for: at most ${fmt(limits.gamesPerConfig, 'en')} ` +
          `on this server (more with arbitre lab on your own machine).`,
      ),
    );
  }
  let plan: LabPlan;
  try {
    const spec: LabSpec = {
      game: rules.id,
      grid: axesOf(body.grid),
      bots: body.bots,
      games: body.games,
      seed: body.seed ?? newId(),
      ...(body.players === undefined ? {} : { players: body.players }),
      ...(body.options === undefined ? {} : { options: body.options }),
    };
    plan = planLab(rules, spec, limits.threads, 1);
  } catch (e) {
    if (e instanceof LabError) return labRefusal(e);
    throw e;
  }
  const configs = plan.configs.length;
  const total = configs * body.games;
  if (total > limits.gamesPerBatch) {
    return refused(
      400,
      refusal(
        'lab.total',
        `${configs} configurations × ${fmt(body.games, 'fr')} parties = ${fmt(total, 'fr')} parties : au plus ` +
          `${fmt(limits.gamesPerBatch, 'fr')} par lot sur ce serveur (moins de valeurs ou de parties).`,
        `${configs} configurations × ${fmt(body.games, 'en')} games = ${fmt(total, 'en')} games: at most ` +
          `${fmt(limits.gamesPerBatch, 'en')} a batch on this server (fewer values or games).`,
      ),
    );
  }
  // Re-cut in small chunks: each one that comes back shows in the plots.
  return planLab(rules, plan.spec, limits.threads, chunkSizeOf(total));
}

/** The batches of one server: a FIFO queue in front of one running batch on the lab's worker pool. */
export class LabManager {
  readonly limits: LabLimits;
  private readonly jobs = new Map<string, Job>();
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private runner: LabRunner | null = null;
  private closing = false;
  /** The pool is this manager's (closed with it), not a runner handed in. */
  private readonly ownRunner: boolean;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    readonly store: LabStore,
    readonly games: Record<string, AnyRules>,
    options: LabOptions,
    private readonly log: FastifyInstance['log'],
    /** Several instances share the store: leftovers are only those no instance saved for a minute. */
    private readonly shared = false,
  ) {
    const { runner, ...limits } = options;
    this.limits = { ...DEFAULT_LAB_LIMITS, ...limits };
    if (runner !== undefined) this.runner = runner;
    this.ownRunner = runner === undefined;
  }

  /**
   * Batches left queued or running by a server that stopped become `interrupted` (their last save kept). With
   * several instances, those of live instances are saved every few seconds and left alone; this instance then
   * touches its queued batches and sweeps the stale ones regularly.
   */
  async recover(): Promise<number> {
    const n = await this.store.interruptLeftovers(
      this.shared ? new Date(Date.now() - STALE_MS).toISOString() : undefined,
    );
    if (this.shared) {
      const beat = setInterval(
        () => {
          void this.store
            .touch(this.queue.map((j) => j.id))
            .then(() => this.store.interruptLeftovers(new Date(Date.now() - STALE_MS).toISOString()))
            .catch((e: unknown) => this.log.error({ err: e }, 'lab: heartbeat failed'));
        },
        Math.min(STALE_MS / 4, Math.max(1000, this.limits.saveMs)),
      );
      beat.unref();
      this.timers.push(beat);
    }
    return n;
  }

  /** Batches waiting, all accounts together. */
  get waiting(): number {
    return this.queue.length;
  }

  /** The job of a batch this instance holds, if it is the owner's. */
  job(id: string, ownerId: string): Job | undefined {
    const j = this.jobs.get(id);
    return j !== undefined && j.ownerId === ownerId ? j : undefined;
  }

  /** Position in the queue (1: next), or null. */
  position(id: string): number | null {
    const i = this.queue.findIndex((j) => j.id === id);
    return i < 0 ? null : i + 1;
  }

  /** Queues a checked batch (stored `queued` already) and starts it when the pool is free. */
  submit(id: string, ownerId: string, plan: LabPlan): void {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const job: Job = {
      id,
      ownerId,
      plan,
      total: plan.configs.length * plan.spec.games,
      done: 0,
      status: 'queued',
      acc: [],
      rows: [],
      started: 0,
      controller: new AbortController(),
      stop: null,
      cache: null,
      saving: Promise.resolve(),
      finished,
      finish,
    };
    this.jobs.set(id, job);
    this.queue.push(job);
    this.pump();
  }

  private pump(): void {
    if (this.running !== null || this.closing) return;
    const next = this.queue.shift();
    if (next === undefined) return;
    this.running = next;
    this.play(next)
      .catch((e: unknown) => this.log.error({ err: e, batch: next.id }, 'lab: batch bookkeeping failed'))
      .finally(() => {
        this.jobs.delete(next.id);
        this.running = null;
        next.finish();
        this.pump();
      });
  }

  /** The partial (or final) result of a job's rows so far. */
  result(job: Job): LabResult {
    if (job.cache !== null && job.cache.done === job.done) return job.cache.result;
    const acc =
      job.acc.length > 0
        ? job.acc
        : job.plan.configs.map((c) => new Accumulator(c, job.plan.spec.games, job.plan.spec.bots));
    const result = resultOf(job.plan, acc, this.runner?.workers ?? this.limits.threads, this.seconds(job));
    job.cache = { done: job.done, result };
    return result;
  }

  /** Seconds a job has played. */
  seconds(job: Job): number {
    return job.status === 'running' ? (performance.now() - job.started) / 1000 : 0;
  }

  /** The rows so far as `matches.csv`. */
  csv(job: Job): string {
    return matchesCsv(this.result(job), job.rows);
  }

  /** Saves a running job's progress (one save at a time); a batch no longer running in the store is stopped. */
  private save(job: Job, status?: LabStatus, error?: Refusal): Promise<unknown> {
    job.saving = job.saving.then(async () => {
      const result = this.result(job);
      const final = status !== undefined;
      const ok = await this.store.update(
        job.id,
        {
          done: job.done,
          seconds: this.seconds(job),
          result,
          matchesCsv: matchesCsv(result, job.rows),
          ...(final ? { status, finishedAt: now() } : {}),
          ...(error === undefined ? {} : { error }),
        },
        ['running'],
      );
      // Cancelled through another instance (or deleted): stop playing.
      if (!ok && !final && job.stop === null) {
        job.stop = 'cancelled';
        job.controller.abort();
      }
    });
    return job.saving;
  }

  private async play(job: Job): Promise<void> {
    if (job.stop !== null) return;
    job.status = 'running';
    job.started = performance.now();
    job.acc = job.plan.configs.map((c) => new Accumulator(c, job.plan.spec.games, job.plan.spec.bots));
    await this.store.update(job.id, { status: 'running', startedAt: now() }, ['queued']);
    this.runner ??= poolRunner(this.limits.threads);
    const timer = setInterval(() => {
      this.save(job).catch((e: unknown) => this.log.error({ err: e, batch: job.id }, 'lab: save failed'));
    }, this.limits.saveMs);
    let over = false;
    let end: LabStatus = 'done';
    let error: Refusal | undefined;
    try {
      await runLab(job.plan, this.runner, {
        signal: job.controller.signal,
        rows: (rows) => {
          // A chunk that comes back after the batch was stopped is not counted.
          if (over) return;
          for (const row of rows) {
            job.acc[row.config]!.add(row);
            // The accumulators hold the rule counts; matches.csv needs the rest only.
            job.rows.push({ ...row, rules: {} });
          }
          job.done += rows.length;
        },
      });
    } catch (e) {
      if (job.stop !== null) end = job.stop;
      else {
        end = 'failed';
        const why = e instanceof Error ? e.message : String(e);
        error = refusal('lab.failed', `Le lot a échoué : ${why}`, `The batch failed: ${why}`);
        this.log.error({ err: e, batch: job.id }, 'lab: batch failed');
      }
    } finally {
      over = true;
      clearInterval(timer);
    }
    await this.save(job, end, error);
  }

  /**
   * Stops one of the owner's batches this instance holds (queued: at once; running: its rows so far are kept).
   * False when this instance does not hold it.
   */
  async cancel(id: string, ownerId: string): Promise<boolean> {
    const job = this.job(id, ownerId);
    if (job === undefined) return false;
    job.stop ??= 'cancelled';
    const i = this.queue.indexOf(job);
    if (i >= 0) {
      this.queue.splice(i, 1);
      this.jobs.delete(id);
      await this.store.update(id, { status: 'cancelled', finishedAt: now() }, ['queued']);
      job.finish();
      return true;
    }
    job.controller.abort();
    await job.finished;
    return true;
  }

  /** The server closes: queued batches and the running one become `interrupted` (what it had is saved). */
  async close(): Promise<void> {
    this.closing = true;
    for (const t of this.timers) clearInterval(t);
    for (const job of this.queue.splice(0)) {
      job.stop = 'interrupted';
      this.jobs.delete(job.id);
      await this.store
        .update(job.id, { status: 'interrupted', finishedAt: now() }, ['queued'])
        .catch((e: unknown) => this.log.error({ err: e }, 'lab: could not mark a queued batch'));
    }
    const run = this.running;
    if (run !== null) {
      run.stop ??= 'interrupted';
      run.controller.abort();
      await run.finished;
    }
    if (this.ownRunner) await this.runner?.close();
  }
}

/** A batch as listed: its request, status and progress. */
function brief(row: LabBatchRow, manager: LabManager, job?: Job) {
  const live = job !== undefined;
  return {
    id: row.id,
    game: row.game,
    spec: row.spec,
    status: live ? job.status : row.status,
    done: live ? job.done : row.done,
    total: row.total,
    seconds: live ? manager.seconds(job) : row.seconds,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    ...(live && job.status === 'queued' ? { queuePosition: manager.position(job.id) } : {}),
    ...(row.error === null ? {} : { error: row.error }),
  };
}

const unknownBatch = (id: string): Refusal =>
  refusal(
    'lab.unknown',
    `Lot « ${id} » introuvable parmi les vôtres.`,
    `Batch "${id}" not found among yours.`,
  );

const noResult = (id: string): Refusal =>
  refusal(
    'lab.noResult',
    `Le lot « ${id} » n'a encore joué aucune partie : rien à télécharger.`,
    `Batch "${id}" has played no game yet: nothing to download.`,
  );

type IdParams = { Params: { id: string } };

/** Registers `/api/lab` and returns the manager (closed with the server). */
export async function registerLabHttp(
  app: FastifyInstance,
  store: Store,
  games: Record<string, AnyRules>,
  accounts: Accounts,
  options: LabOptions = {},
  shared = false,
): Promise<LabManager> {
  const labStore = new LabStore(store.db, store.engine);
  const manager = new LabManager(labStore, games, options, app.log, shared);
  const left = await manager.recover();
  if (left > 0) app.log.info({ batches: left }, 'lab batches left running by a stopped server: interrupted');
  app.addHook('onClose', () => manager.close());
  const limits = manager.limits;

  async function owner(req: FastifyRequest, reply: FastifyReply, fr: string, en: string) {
    const account = await accountOf(req, accounts);
    if (account === undefined) void reply.code(401).send(signedOut(fr, en));
    return account;
  }

  function idOf(raw: string, reply: FastifyReply): string | undefined {
    const r = matchId.safeParse(raw);
    if (r.success) return r.data;
    void reply.code(400).send(refusal('invalid', 'Identifiant de lot invalide.', 'Invalid batch id.'));
    return undefined;
  }

  /** The owner's batch (404 otherwise) and this instance's job of it, if any. */
  async function batchOf(req: FastifyRequest<IdParams>, reply: FastifyReply, fr: string, en: string) {
    const id = idOf(req.params.id, reply);
    if (id === undefined) return undefined;
    const account = await owner(req, reply, fr, en);
    if (account === undefined) return undefined;
    const row = await labStore.get(id, account.id);
    if (row === undefined) {
      void reply.code(404).send(unknownBatch(id));
      return undefined;
    }
    return { row, account, job: manager.job(id, account.id) };
  }

  app.post('/api/lab', { bodyLimit: MAX_MESSAGE_BYTES }, async (req, reply) => {
    const account = await owner(req, reply, 'lancer un lot', 'run a batch');
    if (account === undefined) return reply;
    const body = labBody.safeParse(req.body);
    if (!body.success) return reply.code(400).send(zodRefusal('invalid', body.error));
    const plan = checkLab(body.data, games, limits);
    if ('status' in plan) {
      const { status, ...r } = plan;
      return reply.code(status).send(r);
    }
    if (manager.waiting >= limits.queue) {
      return reply
        .code(503)
        .send(
          refusal(
            'lab.queueFull',
            `Le labo a déjà ${limits.queue} lots en attente : réessayez dans quelques minutes.`,
            `The lab already has ${limits.queue} batches waiting: try again in a few minutes.`,
          ),
        );
    }
    const row = {
      id: newId(),
      ownerId: account.id,
      game: plan.spec.game,
      spec: plan.spec,
      status: 'queued' as const,
      total: plan.configs.length * plan.spec.games,
      createdAt: now(),
    };
    const inserted = await labStore.insert(row, limits.kept);
    if (inserted === 'busy') {
      const active = (await labStore.list(account.id)).find((b) => ACTIVE_LAB.includes(b.status));
      return reply
        .code(409)
        .send(
          refusal(
            'lab.busy',
            `Vous avez déjà un lot en cours ou en attente${active ? ` (« ${active.id} »)` : ''} : au plus ` +
              `${MAX_ACTIVE_PER_ACCOUNT} à la fois par compte ; attendez sa fin ou annulez-le.`,
            `You already have a batch running or waiting${active ? ` ("${active.id}")` : ''}: at most ` +
              `${MAX_ACTIVE_PER_ACCOUNT} at a time per account; wait for it to end or cancel it.`,
          ),
        );
    }
    if (inserted === 'full') {
      return reply
        .code(409)
        .send(
          refusal(
            'lab.full',
            `Vous gardez déjà ${limits.kept} lots : supprimez-en un avant d'en lancer un autre.`,
            `You already keep ${limits.kept} batches: delete one before running another.`,
          ),
        );
    }
    manager.submit(row.id, account.id, plan);
    const stored = await labStore.get(row.id, account.id);
    return reply.code(201).send(brief(stored!, manager, manager.job(row.id, account.id)));
  });

  // What a request may ask for (no account needed: the Lab page says it before signing in).
  app.get('/api/lab/limits', () => ({
    gamesPerConfig: limits.gamesPerConfig,
    gamesPerBatch: limits.gamesPerBatch,
    configurations: MAX_CONFIGURATIONS,
    activePerAccount: MAX_ACTIVE_PER_ACCOUNT,
    kept: limits.kept,
    threads: limits.threads,
    bots: LAB_BOTS,
  }));

  app.get('/api/lab', async (req, reply) => {
    const account = await owner(req, reply, 'voir vos lots', 'see your batches');
    if (account === undefined) return reply;
    return (await labStore.list(account.id)).map((r) => brief(r, manager, manager.job(r.id, account.id)));
  });

  app.get<IdParams>('/api/lab/:id', async (req, reply) => {
    const b = await batchOf(req, reply, 'voir vos lots', 'see your batches');
    if (b === undefined) return reply;
    if (b.job !== undefined) {
      return {
        ...brief(b.row, manager, b.job),
        result: b.job.status === 'running' ? manager.result(b.job) : null,
      };
    }
    const full = await labStore.full(b.row.id, b.account.id);
    return { ...brief(full!, manager), result: full!.result };
  });

  app.post<IdParams>('/api/lab/:id/cancel', async (req, reply) => {
    const b = await batchOf(req, reply, 'annuler un lot', 'cancel a batch');
    if (b === undefined) return reply;
    if (!ACTIVE_LAB.includes(b.row.status) && b.job === undefined) {
      return reply
        .code(409)
        .send(
          refusal(
            'lab.over',
            `Le lot « ${b.row.id} » est déjà terminé (${b.row.status}) : rien à annuler.`,
            `Batch "${b.row.id}" is already over (${b.row.status}): nothing to cancel.`,
          ),
        );
    }
    // Held by another instance: marked here, that instance stops at its next save.
    if (!(await manager.cancel(b.row.id, b.account.id))) {
      await labStore.update(b.row.id, { status: 'cancelled', finishedAt: now() }, ACTIVE_LAB);
    }
    return brief((await labStore.get(b.row.id, b.account.id))!, manager);
  });

  app.delete<IdParams>('/api/lab/:id', async (req, reply) => {
    const b = await batchOf(req, reply, 'supprimer un lot', 'delete a batch');
    if (b === undefined) return reply;
    if (b.job !== undefined || !(await labStore.delete(b.row.id, b.account.id))) {
      return reply
        .code(409)
        .send(
          refusal(
            'lab.active',
            `Le lot « ${b.row.id} » n'est pas terminé : annulez-le avant de le supprimer.`,
            `Batch "${b.row.id}" is not over: cancel it before deleting it.`,
          ),
        );
    }
    return reply.code(204).send();
  });

  /** A download's headers: a file named after the game and the batch. */
  function file(reply: FastifyReply, row: LabBatchRow, name: string, type: string): FastifyReply {
    return reply
      .header('content-type', `${type}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="lab-${row.game}-${row.id}-${name}"`)
      .header('cache-control', 'no-store');
  }

  /** The result and rows of a batch, live or stored; undefined (409 sent) when it played nothing yet. */
  async function contentOf(
    b: NonNullable<Awaited<ReturnType<typeof batchOf>>>,
    reply: FastifyReply,
  ): Promise<{ result: LabResult; csv: () => string } | undefined> {
    if (b.job !== undefined && b.job.status === 'running') {
      const job = b.job;
      return { result: manager.result(job), csv: () => manager.csv(job) };
    }
    const full = await labStore.full(b.row.id, b.account.id);
    if (full?.result === null || full?.result === undefined) {
      void reply.code(409).send(noResult(b.row.id));
      return undefined;
    }
    return { result: full.result as LabResult, csv: () => full.matchesCsv ?? '' };
  }

  app.get<IdParams>('/api/lab/:id/matches.csv', async (req, reply) => {
    const b = await batchOf(req, reply, 'télécharger un lot', 'download a batch');
    if (b === undefined) return reply;
    const c = await contentOf(b, reply);
    if (c === undefined) return reply;
    return file(reply, b.row, 'matches.csv', 'text/csv').send(c.csv());
  });

  app.get<IdParams>('/api/lab/:id/summary.csv', async (req, reply) => {
    const b = await batchOf(req, reply, 'télécharger un lot', 'download a batch');
    if (b === undefined) return reply;
    const c = await contentOf(b, reply);
    if (c === undefined) return reply;
    return file(reply, b.row, 'summary.csv', 'text/csv').send(summaryCsv(c.result));
  });

  // The report opens in the browser (inline), from this origin: it has no script, and the policy forbids any.
  app.get<IdParams & { Querystring: { lang?: string } }>('/api/lab/:id/report.html', async (req, reply) => {
    const lang = req.query.lang ?? 'fr';
    if (lang !== 'fr' && lang !== 'en') {
      return reply
        .code(400)
        .send(
          refusal(
            'lab.lang',
            `Langue « ${lang.slice(0, 20)} » inconnue : fr ou en.`,
            `Unknown language "${lang.slice(0, 20)}": fr or en.`,
          ),
        );
    }
    const b = await batchOf(req, reply, 'télécharger un lot', 'download a batch');
    if (b === undefined) return reply;
    const c = await contentOf(b, reply);
    if (c === undefined) return reply;
    // Observable Plot and linkedom only once a report is asked for.
    const { renderReport } = await import('../lab/report.ts');
    return file(reply, b.row, `report-${lang}.html`, 'text/html')
      .header('content-disposition', `inline; filename="lab-${b.row.game}-${b.row.id}-report-${lang}.html"`)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .header('x-content-type-options', 'nosniff')
      .send(renderReport(c.result, { lang }));
  });

  return manager;
}
