/**
 * Schema migrations, applied in order at start-up by kysely's Migrator (same SQL types on both engines).
 */
import type { Kysely, Migration, MigrationProvider } from 'kysely';

const migrations: Record<string, Migration> = {
  '0001_matches_inputs_sealed': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('matches')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('game', 'varchar(64)', (c) => c.notNull())
        .addColumn('rules_version', 'varchar(32)', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seats', 'text', (c) => c.notNull())
        .addColumn('dice_mode', 'varchar(16)', (c) => c.notNull())
        .addColumn('casual', 'integer', (c) => c.notNull())
        .addColumn('seed', 'varchar(128)', (c) => c.notNull())
        .addColumn('seed_commitment', 'varchar(128)', (c) => c.notNull())
        .addColumn('referee_token_hash', 'varchar(128)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('final_hash', 'varchar(128)')
        .addColumn('outcome', 'text')
        .execute();
      await db.schema.createIndex('matches_status').on('matches').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('inputs')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('matches.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('input', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('inputs_pk', ['match_id', 'seq'])
        .execute();
      await db.schema
        .createTable('sealed')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('input', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('sealed_pk', ['match_id', 'seat'])
        .execute();
    },
  },
  '0002_leagues': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leagues')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('league_goblins')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('league_id', 'varchar(64)', (c) => c.notNull().references('leagues.id'))
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('name_key', 'varchar(40)', (c) => c.notNull())
        .addColumn('xp', 'integer', (c) => c.notNull())
        .addColumn('gold', 'integer', (c) => c.notNull())
        .addColumn('skills', 'text', (c) => c.notNull())
        .addColumn('injuries', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('league_goblins_name', ['league_id', 'name_key'])
        .execute();
      await db.schema
        .createTable('league_matches')
        .addColumn('match_id', 'varchar(64)', (c) => c.primaryKey().references('matches.id'))
        .addColumn('league_id', 'varchar(64)', (c) => c.notNull().references('leagues.id'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('applied_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('league_matches_league')
        .on('league_matches')
        .columns(['league_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('league_entries')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('league_matches.match_id'))
        .addColumn('goblin_id', 'varchar(64)', (c) => c.notNull().references('league_goblins.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('goblin_index', 'integer', (c) => c.notNull())
        .addColumn('placing', 'integer')
        .addColumn('score', 'integer')
        .addColumn('won', 'integer')
        .addColumn('points', 'integer')
        .addColumn('xp_gained', 'integer')
        .addColumn('gold_gained', 'integer')
        .addColumn('care_cost', 'integer')
        .addColumn('injury', 'text')
        .addColumn('skills_gained', 'text')
        .addColumn('status_after', 'varchar(16)')
        .addPrimaryKeyConstraint('league_entries_pk', ['match_id', 'goblin_id'])
        .execute();
      await db.schema
        .createIndex('league_entries_goblin')
        .on('league_entries')
        .columns(['goblin_id'])
        .execute();
    },
  },
  '0003_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('name_key', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('password', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'varchar(128)', (c) => c.primaryKey())
        .addColumn('account_id', 'varchar(64)', (c) => c.notNull().references('accounts.id'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_account').on('sessions').columns(['account_id']).execute();
      // Leagues created before accounts keep owner_id null: they are read-only.
      await db.schema.alterTable('leagues').addColumn('owner_id', 'varchar(64)').execute();
      await db.schema.alterTable('league_goblins').addColumn('coach_id', 'varchar(64)').execute();
      await db.schema.alterTable('league_matches').addColumn('declined_at', 'varchar(32)').execute();
      await db.schema
        .createTable('league_members')
        .addColumn('league_id', 'varchar(64)', (c) => c.notNull().references('leagues.id'))
        .addColumn('account_id', 'varchar(64)', (c) => c.notNull().references('accounts.id'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('league_members_pk', ['league_id', 'account_id'])
        .execute();
    },
  },
  // Matches stored before match dice drew their faces from xoroshiro128+: they keep that generator (an
  // unfinished one goes on with it and its record still verifies); new matches name 'hmac-sha256/1'.
  '0004_dice_generator': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('matches')
        .addColumn('dice_generator', 'varchar(32)', (c) => c.notNull().defaultTo('xoroshiro128+'))
        .execute();
    },
  },
  '0005_matches_updated': {
    async up(db: Kysely<unknown>) {
      // The expiry sweep looks for unfinished matches by their last change (`Store.expirable`).
      await db.schema
        .createIndex('matches_status_updated')
        .on('matches')
        .columns(['status', 'updated_at'])
        .execute();
    },
  },
  // Leagues are of one game (docs/protocol.md, "Leagues"); every league made before this was Piss' Squig.
  '0006_league_game': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leagues')
        .addColumn('game', 'varchar(64)', (c) => c.notNull().defaultTo('piss-squig'))
        .execute();
    },
  },
  // A piece that is one document (a Spark Ball team: its roster as JSON) and its line in a league match (what
  // the match did to it, as JSON); both null for goblins, whose career has its own columns.
  '0007_league_piece_doc': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('league_goblins').addColumn('doc', 'text').execute();
      await db.schema.alterTable('league_entries').addColumn('line', 'text').execute();
    },
  },
  // OSOI army lists and battlefields saved per account (docs/protocol.md, "OSOI saved armies and maps").
  '0008_osoi_saved': {
    async up(db: Kysely<unknown>) {
      for (const table of ['osoi_armies', 'osoi_maps']) {
        await db.schema
          .createTable(table)
          .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('owner_id', 'varchar(64)', (c) => c.notNull().references('accounts.id'))
          .addColumn('name', 'varchar(80)', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('revision', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex(`${table}_owner`).on(table).columns(['owner_id', 'updated_at']).execute();
      }
    },
  },
  // Lab batches kept per account (docs/protocol.md, "Lab batches"): the request, status, progress, the result
  // (partial while it runs, saved every few seconds) and the rows as matches.csv.
  '0009_lab_batches': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lab_batches')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('owner_id', 'varchar(64)', (c) => c.notNull().references('accounts.id'))
        .addColumn('game', 'varchar(64)', (c) => c.notNull())
        .addColumn('spec', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('games_done', 'integer', (c) => c.notNull())
        .addColumn('games_total', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'double precision', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('matches_csv', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(32)')
        .addColumn('finished_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('lab_batches_owner')
        .on('lab_batches')
        .columns(['owner_id', 'created_at'])
        .execute();
      await db.schema.createIndex('lab_batches_status').on('lab_batches').columns(['status']).execute();
    },
  },
};

/** The migrations of the store, in name order. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
