/**
 * The lab's part of the store (`lab_batches`, migration 0009): each account's batches of simulated matches, with
 * their request, status, progress, result (`LabResult` as JSON) and rows (`matches.csv`). A running batch's
 * partial result is written every few seconds, so a crash loses little. Every read names the owner: another
 * account's batch is never found here.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Where a batch stands: waiting for the pool, playing, over (`done`), stopped by its owner (`cancelled`), stopped
 * by a restart or a shutdown of the server (`interrupted`), or broken (`failed`). The last four keep what they had.
 */
export type LabStatus = 'queued' | 'running' | 'done' | 'cancelled' | 'interrupted' | 'failed';

/** The statuses of a batch still to play or playing. */
export const ACTIVE_LAB: readonly LabStatus[] = ['queued', 'running'];

/** A batch, decoded (without its result and rows, which only `full` reads). */
export interface LabBatchRow {
  id: string;
  ownerId: string;
  game: string;
  /** The checked request (`LabSpec`). */
  spec: unknown;
  status: LabStatus;
  done: number;
  total: number;
  /** Seconds of play so far (at the last save, for a running batch). */
  seconds: number;
  /** Why it failed (`{ code, message, en }`), if it did. */
  error: unknown;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** A batch with its result (partial until it is over) and its rows as `matches.csv`. */
export interface LabBatchFull extends LabBatchRow {
  result: unknown;
  matchesCsv: string | null;
}

/** What a save changes. */
export interface LabPatch {
  status?: LabStatus;
  done?: number;
  seconds?: number;
  result?: unknown;
  matchesCsv?: string;
  error?: unknown;
  startedAt?: string;
  finishedAt?: string;
}

const BRIEF = [
  'id',
  'owner_id',
  'game',
  'spec',
  'status',
  'games_done',
  'games_total',
  'seconds',
  'error',
  'created_at',
  'updated_at',
  'started_at',
  'finished_at',
] as const;

type BriefRow = Pick<Database['lab_batches'], (typeof BRIEF)[number]>;

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

function decode(r: BriefRow): LabBatchRow {
  return {
    id: r.id,
    ownerId: r.owner_id,
    game: r.game,
    spec: parse(r.spec),
    status: r.status as LabStatus,
    done: Number(r.games_done),
    total: Number(r.games_total),
    seconds: Number(r.seconds),
    error: parse(r.error),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
  };
}

const now = (): string => new Date().toISOString();

/** Lab batches over the store's kysely handle. */
export class LabStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: 'sqlite' | 'postgres',
  ) {}

  /**
   * Inserts a queued batch unless its owner already has one queued or running (`'busy'`) or keeps `maxKept`
   * batches (`'full'`): the counts and the insert are one transaction, and on PostgreSQL the owner's account row
   * is locked first, so two requests at once cannot both pass (SQLite runs one transaction at a time).
   */
  async insert(
    row: Omit<LabBatchRow, 'updatedAt' | 'startedAt' | 'finishedAt' | 'error' | 'seconds' | 'done'>,
    maxKept: number,
  ): Promise<'ok' | 'busy' | 'full'> {
    return this.db.transaction().execute(async (tx) => {
      if (this.engine === 'postgres') {
        await tx.selectFrom('accounts').select('id').where('id', '=', row.ownerId).forUpdate().execute();
      }
      const counts = await tx
        .selectFrom('lab_batches')
        .select('status')
        .where('owner_id', '=', row.ownerId)
        .execute();
      if (counts.some((c) => ACTIVE_LAB.includes(c.status as LabStatus))) return 'busy';
      if (counts.length >= maxKept) return 'full';
      await tx
        .insertInto('lab_batches')
        .values({
          id: row.id,
          owner_id: row.ownerId,
          game: row.game,
          spec: JSON.stringify(row.spec),
          status: row.status,
          games_done: 0,
          games_total: row.total,
          seconds: 0,
          result: null,
          matches_csv: null,
          error: null,
          created_at: row.createdAt,
          updated_at: row.createdAt,
          started_at: null,
          finished_at: null,
        })
        .execute();
      return 'ok';
    });
  }

  /** An owner's batches, newest first (without results and rows). */
  async list(ownerId: string): Promise<LabBatchRow[]> {
    const rows = await this.db
      .selectFrom('lab_batches')
      .select(BRIEF)
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(decode);
  }

  /** One of an owner's batches without its result, or undefined (also when it is another account's). */
  async get(id: string, ownerId: string): Promise<LabBatchRow | undefined> {
    const r = await this.db
      .selectFrom('lab_batches')
      .select(BRIEF)
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return r === undefined ? undefined : decode(r);
  }

  /** One of an owner's batches with its result and rows, or undefined. */
  async full(id: string, ownerId: string): Promise<LabBatchFull | undefined> {
    const r = await this.db
      .selectFrom('lab_batches')
      .selectAll()
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (r === undefined) return undefined;
    return { ...decode(r), result: parse(r.result), matchesCsv: r.matches_csv };
  }

  /** Saves a batch's progress or end; `onlyIf` keeps a batch that left these statuses as it is. */
  async update(id: string, patch: LabPatch, onlyIf?: readonly LabStatus[]): Promise<boolean> {
    let q = this.db
      .updateTable('lab_batches')
      .set({
        updated_at: now(),
        ...(patch.status === undefined ? {} : { status: patch.status }),
        ...(patch.done === undefined ? {} : { games_done: patch.done }),
        ...(patch.seconds === undefined ? {} : { seconds: patch.seconds }),
        ...(patch.result === undefined ? {} : { result: JSON.stringify(patch.result) }),
        ...(patch.matchesCsv === undefined ? {} : { matches_csv: patch.matchesCsv }),
        ...(patch.error === undefined ? {} : { error: JSON.stringify(patch.error) }),
        ...(patch.startedAt === undefined ? {} : { started_at: patch.startedAt }),
        ...(patch.finishedAt === undefined ? {} : { finished_at: patch.finishedAt }),
      })
      .where('id', '=', id);
    if (onlyIf !== undefined) q = q.where('status', 'in', [...onlyIf]);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Deletes an owner's batch that is over; false when there is none (or it still runs). */
  async delete(id: string, ownerId: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('lab_batches')
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('status', 'not in', [...ACTIVE_LAB])
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /**
   * Marks the batches left queued or running by a server that stopped (crashed, or restarted) as
   * `interrupted`, keeping their last saved result and rows; with `before`, only those not saved since then
   * (another instance's batches keep being saved). Answers how many.
   */
  async interruptLeftovers(before?: string): Promise<number> {
    let q = this.db
      .updateTable('lab_batches')
      .set({ status: 'interrupted', updated_at: now(), finished_at: now() })
      .where('status', 'in', [...ACTIVE_LAB]);
    if (before !== undefined) q = q.where('updated_at', '<', before);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** Touches batches still held by this instance (queued ones are not saved otherwise). */
  async touch(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('lab_batches')
      .set({ updated_at: now() })
      .where('id', 'in', [...ids])
      .where('status', 'in', [...ACTIVE_LAB])
      .execute();
  }
}
