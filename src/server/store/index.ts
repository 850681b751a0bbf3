/**
 * The store: matches, their input journals and held sealed orders, in SQLite (a file, the default) or
 * PostgreSQL (a `postgres://` URL), through one kysely schema migrated at start-up.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Outcome } from '../../engine/types.ts';
import type { RecordInput } from '../../engine/record.ts';
import { migrationProvider } from './migrations.ts';
import type { Database } from './schema.ts';

/** A seat as stored: who sits there and the SHA-256 of its token (null for bots and open seats). */
export interface StoredSeat {
  name: string;
  kind: 'human' | 'bot' | 'open';
  level?: string;
  tokenHash: string | null;
}

/** Where a match stands ('expired': abandoned, see `expirable`; it takes no more inputs). */
export type MatchStatus = 'open' | 'active' | 'finished' | 'expired';

/** A match row, decoded. */
export interface MatchRow {
  id: string;
  game: string;
  rulesVersion: string;
  options: unknown;
  seats: StoredSeat[];
  diceMode: string;
  /** The generator of the server's rolls ('hmac-sha256/1'; 'xoroshiro128+' for matches stored before it). */
  diceGenerator: string;
  casual: boolean;
  seed: string;
  seedCommitment: string;
  refereeTokenHash: string | null;
  status: MatchStatus;
  createdAt: string;
  updatedAt: string;
  finalHash: string | null;
  outcome: Outcome | null;
}

/** One journal line: an input of the record, an undo of the last input by `seat`, or the match's expiry. */
export type JournalEntry =
  RecordInput | { undo: number } | { expired: { reason: 'open' | 'idle'; at: string } };

/** What changes on the match row together with an appended input. */
export interface MatchPatch {
  status?: MatchStatus;
  finalHash?: string | null;
  outcome?: Outcome | null;
}

/** Where the store lives: a SQLite file path or a PostgreSQL URL; `schema` isolates PostgreSQL tests. */
export interface StoreConfig {
  db: string;
  schema?: string;
}

/** True when `db` names a PostgreSQL database. */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(ql)?:\/\//.test(db);
}

const now = (): string => new Date().toISOString();

function decode(r: Database['matches']): MatchRow {
  return {
    id: r.id,
    game: r.game,
    rulesVersion: r.rules_version,
    options: JSON.parse(r.options) as unknown,
    seats: JSON.parse(r.seats) as StoredSeat[],
    diceMode: r.dice_mode,
    diceGenerator: r.dice_generator,
    casual: Number(r.casual) === 1,
    seed: r.seed,
    seedCommitment: r.seed_commitment,
    refereeTokenHash: r.referee_token_hash,
    status: r.status as MatchStatus,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    finalHash: r.final_hash,
    outcome: r.outcome === null ? null : (JSON.parse(r.outcome) as Outcome),
  };
}

/** The matches and their journals. */
export class Store {
  /** The kysely handle (tests and migrations). */
  readonly db: Kysely<Database>;
  /** 'sqlite' or 'postgres'. */
  readonly engine: 'sqlite' | 'postgres';
  private readonly schema: string | undefined;

  private constructor(db: Kysely<Database>, engine: 'sqlite' | 'postgres', schema?: string) {
    this.db = db;
    this.engine = engine;
    this.schema = schema;
  }

  /** Opens (and creates) the store and applies every migration. */
  static async open(config: StoreConfig): Promise<Store> {
    let store: Store;
    if (isPostgresUrl(config.db)) {
      const schema = config.schema;
      if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
        throw new Error(`Invalid PostgreSQL schema name ${JSON.stringify(schema)}.`);
      }
      const pool = new pg.Pool({
        connectionString: config.db,
        max: 10,
        ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
      });
      store = new Store(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres', schema);
      if (schema !== undefined) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(store.db);
    } else {
      if (config.db !== ':memory:') mkdirSync(dirname(config.db), { recursive: true });
      const database = new SQLite(config.db);
      database.pragma('journal_mode = WAL');
      // FULL: an acknowledged input survives a power failure (NORMAL under WAL may lose the last ones).
      database.pragma('synchronous = FULL');
      database.pragma('foreign_keys = ON');
      store = new Store(new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), 'sqlite');
    }
    // With a schema, the migration tables live in it too: found by name alone, those of another schema
    // (say a server once run on `public`) would be taken for ours.
    const { error } = await new Migrator({
      db: store.db,
      provider: migrationProvider,
      ...(store.schema === undefined ? {} : { migrationTableSchema: store.schema }),
    }).migrateToLatest();
    if (error !== undefined) {
      await store.close();
      throw error instanceof Error ? error : new Error(String(error));
    }
    return store;
  }

  /** Stores a new match. */
  async insertMatch(m: MatchRow): Promise<void> {
    await this.db
      .insertInto('matches')
      .values({
        id: m.id,
        game: m.game,
        rules_version: m.rulesVersion,
        options: JSON.stringify(m.options ?? null),
        seats: JSON.stringify(m.seats),
        dice_mode: m.diceMode,
        dice_generator: m.diceGenerator,
        casual: m.casual ? 1 : 0,
        seed: m.seed,
        seed_commitment: m.seedCommitment,
        referee_token_hash: m.refereeTokenHash,
        status: m.status,
        created_at: m.createdAt,
        updated_at: m.updatedAt,
        final_hash: m.finalHash,
        outcome: m.outcome === null ? null : JSON.stringify(m.outcome),
      })
      .execute();
  }

  /** Replaces a match's seats (a join, a bot taking over) and maybe its status. */
  async updateSeats(id: string, seats: StoredSeat[], status?: MatchStatus): Promise<void> {
    await this.db
      .updateTable('matches')
      .set({ seats: JSON.stringify(seats), updated_at: now(), ...(status ? { status } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Appends journal line `seq` of match `id` in one transaction with the match row's changes; held
   * sealed orders are cleared when `clearSealed` (the round they belonged to is now in the journal).
   * Fails (and changes nothing) if line `seq` already exists.
   */
  async append(id: string, seq: number, entry: JournalEntry, patch: MatchPatch = {}, clearSealed = false) {
    const at = now();
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('inputs')
        .values({ match_id: id, seq, input: JSON.stringify(entry), created_at: at })
        .execute();
      if (clearSealed) await tx.deleteFrom('sealed').where('match_id', '=', id).execute();
      await tx
        .updateTable('matches')
        .set({
          updated_at: at,
          ...(patch.status === undefined ? {} : { status: patch.status }),
          ...(patch.finalHash === undefined ? {} : { final_hash: patch.finalHash }),
          ...(patch.outcome === undefined
            ? {}
            : { outcome: patch.outcome === null ? null : JSON.stringify(patch.outcome) }),
        })
        .where('id', '=', id)
        .execute();
    });
  }

  /** Holds (or replaces) a seat's sealed orders. */
  async putSealed(id: string, seat: number, input: unknown): Promise<void> {
    const row = { match_id: id, seat, input: JSON.stringify(input), created_at: now() };
    await this.db
      .insertInto('sealed')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['match_id', 'seat']).doUpdateSet({ input: row.input, created_at: row.created_at }),
      )
      .execute();
  }

  /** Drops a seat's held sealed orders. */
  async deleteSealed(id: string, seat: number): Promise<void> {
    await this.db.deleteFrom('sealed').where('match_id', '=', id).where('seat', '=', seat).execute();
  }

  /** A match, or undefined. */
  async getMatch(id: string): Promise<MatchRow | undefined> {
    const r = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
    return r === undefined ? undefined : decode(r);
  }

  /** Matches, newest first, optionally of one status. */
  async listMatches(status?: MatchStatus, limit = 100): Promise<MatchRow[]> {
    let q = this.db.selectFrom('matches').selectAll();
    if (status !== undefined) q = q.where('status', '=', status);
    const rows = await q.orderBy('created_at', 'desc').limit(limit).execute();
    return rows.map(decode);
  }

  /**
   * Ids of the unfinished matches that go on by themselves (a bot seat, or an active match of a game in
   * `clockGames`), most recently updated first, at most `limit`: resumed after start-up.
   */
  async resumable(limit: number, clockGames: string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom('matches')
      .select('id')
      .where('status', 'in', ['open', 'active'])
      .where((eb) =>
        eb.or([
          eb('seats', 'like', '%"kind":"bot"%'),
          ...(clockGames.length === 0
            ? []
            : [eb.and([eb('status', '=', 'active'), eb('game', 'in', clockGames)])]),
        ]),
      )
      .orderBy('updated_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Abandoned matches, at most `limit`: still `open` (a seat never claimed) and created before
   * `openBefore`, or unfinished with no change (input, seat) since `idleBefore` (ISO times).
   */
  async expirable(
    openBefore: string,
    idleBefore: string,
    limit: number,
  ): Promise<{ id: string; reason: 'open' | 'idle' }[]> {
    const rows = await this.db
      .selectFrom('matches')
      .select(['id', 'status', 'created_at', 'updated_at'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'open'), eb('created_at', '<', openBefore)]),
          eb.and([eb('status', 'in', ['open', 'active']), eb('updated_at', '<', idleBefore)]),
        ]),
      )
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      reason: r.status === 'open' && r.created_at < openBefore ? 'open' : 'idle',
    }));
  }

  /** A match's journal, in order. */
  async journal(id: string): Promise<JournalEntry[]> {
    const rows = await this.db
      .selectFrom('inputs')
      .select(['seq', 'input'])
      .where('match_id', '=', id)
      .orderBy('seq')
      .execute();
    return rows.map((r) => JSON.parse(r.input) as JournalEntry);
  }

  /** A match's journal lines from `seq` on, in order (another instance's new lines). */
  async journalFrom(id: string, seq: number): Promise<JournalEntry[]> {
    const rows = await this.db
      .selectFrom('inputs')
      .select(['seq', 'input'])
      .where('match_id', '=', id)
      .where('seq', '>=', seq)
      .orderBy('seq')
      .execute();
    return rows.map((r) => JSON.parse(r.input) as JournalEntry);
  }

  /** True when journal line `seq` of match `id` exists. */
  async hasLine(id: string, seq: number): Promise<boolean> {
    const r = await this.db
      .selectFrom('inputs')
      .select('seq')
      .where('match_id', '=', id)
      .where('seq', '=', seq)
      .executeTakeFirst();
    return r !== undefined;
  }

  /** A match's held sealed orders, by seat. */
  async sealed(id: string): Promise<Map<number, unknown>> {
    const rows = await this.db
      .selectFrom('sealed')
      .select(['seat', 'input'])
      .where('match_id', '=', id)
      .execute();
    return new Map(rows.map((r) => [Number(r.seat), JSON.parse(r.input) as unknown]));
  }

  /** Drops this store's PostgreSQL schema (test clean-up); a no-op for SQLite or without a schema. */
  async dropSchema(): Promise<void> {
    if (this.engine === 'postgres' && this.schema !== undefined) {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(this.schema)} CASCADE`.execute(this.db);
    }
  }

  /** Closes the connection(s). */
  async close(): Promise<void> {
    await this.db.destroy();
  }
}
