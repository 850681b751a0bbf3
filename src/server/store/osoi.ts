/**
 * The OSOI part of the store: army lists and battlefields saved by accounts (`osoi_armies`, `osoi_maps`), in
 * the same database and kysely schema as the matches. Every read and change names the owner: another
 * account's item is never found here.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The two tables of saved items. */
export type SavedKind = 'osoi_armies' | 'osoi_maps';

/** A saved item, decoded. */
export interface SavedRow {
  id: string;
  ownerId: string;
  name: string;
  body: unknown;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

function decode(r: Database['osoi_armies']): SavedRow {
  return {
    id: r.id,
    ownerId: r.owner_id,
    name: r.name,
    body: JSON.parse(r.body) as unknown,
    revision: Number(r.revision),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Saved armies and maps over the store's kysely handle. */
export class OsoiSavedStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: 'sqlite' | 'postgres',
  ) {}

  /** An owner's items, most recently changed first. */
  async list(kind: SavedKind, ownerId: string): Promise<SavedRow[]> {
    const rows = await this.db
      .selectFrom(kind)
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(decode);
  }

  /** One of an owner's items, or undefined (also when it is another account's). */
  async get(kind: SavedKind, id: string, ownerId: string): Promise<SavedRow | undefined> {
    const r = await this.db
      .selectFrom(kind)
      .selectAll()
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return r === undefined ? undefined : decode(r);
  }

  /**
   * Inserts an item unless its owner already has `max`: the count and the insert are one transaction, and on
   * PostgreSQL the owner's account row is locked first, so concurrent saves cannot pass the limit together
   * (SQLite runs one transaction at a time).
   */
  async insert(kind: SavedKind, row: SavedRow, max: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      if (this.engine === 'postgres') {
        await tx.selectFrom('accounts').select('id').where('id', '=', row.ownerId).forUpdate().execute();
      }
      const c = await tx
        .selectFrom(kind)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('owner_id', '=', row.ownerId)
        .executeTakeFirst();
      if (Number(c?.n ?? 0) >= max) return false;
      await tx
        .insertInto(kind)
        .values({
          id: row.id,
          owner_id: row.ownerId,
          name: row.name,
          body: JSON.stringify(row.body),
          revision: row.revision,
          created_at: row.createdAt,
          updated_at: row.updatedAt,
        })
        .execute();
      return true;
    });
  }

  /**
   * Replaces an owner's item, counting its revision up; with `revision`, only if the item is still at that
   * revision (one UPDATE: of two concurrent edits from the same revision, one wins). Answers the new row,
   * 'missing' (no such item of this owner) or 'stale' (changed since `revision`).
   */
  async update(
    kind: SavedKind,
    id: string,
    ownerId: string,
    name: string,
    body: unknown,
    at: string,
    revision?: number,
  ): Promise<SavedRow | 'missing' | 'stale'> {
    let q = this.db
      .updateTable(kind)
      .set((eb) => ({
        name,
        body: JSON.stringify(body),
        revision: eb('revision', '+', 1),
        updated_at: at,
      }))
      .where('id', '=', id)
      .where('owner_id', '=', ownerId);
    if (revision !== undefined) q = q.where('revision', '=', revision);
    const r = await q.executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) return (await this.get(kind, id, ownerId)) ?? 'missing';
    return (await this.get(kind, id, ownerId)) === undefined ? 'missing' : 'stale';
  }

  /** Deletes an owner's item; false when there was none. */
  async delete(kind: SavedKind, id: string, ownerId: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom(kind)
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }
}
