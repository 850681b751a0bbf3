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
};

/** The migrations of the store, in name order. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
