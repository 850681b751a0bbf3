/**
 * The accounts' part of the store: accounts (name and scrypt password hash) and sessions (SHA-256 of their
 * token, with an expiry), in the same database and kysely schema as the matches.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** An account row. */
export interface AccountRow {
  id: string;
  name: string;
  /** `scrypt$N$r$p$salt$hash`: never the password itself. */
  password: string;
  createdAt: string;
}

/** An account as others see it. */
export interface AccountRef {
  id: string;
  name: string;
}

function accountOf(r: Database['accounts']): AccountRow {
  return { id: r.id, name: r.name, password: r.password, createdAt: r.created_at };
}

/** Accounts and sessions over the store's kysely handle. */
export class AccountStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts an account; fails if `nameKey` (its name without case) is taken (unique index). */
  async insertAccount(a: AccountRow, nameKey: string): Promise<void> {
    await this.db
      .insertInto('accounts')
      .values({ id: a.id, name: a.name, name_key: nameKey, password: a.password, created_at: a.createdAt })
      .execute();
  }

  /** The account of a name (compared without case), if any. */
  async byName(nameKey: string): Promise<AccountRow | undefined> {
    const r = await this.db
      .selectFrom('accounts')
      .selectAll()
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
    return r === undefined ? undefined : accountOf(r);
  }

  /** Names of the given accounts, by id. */
  async names(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('accounts').select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async insertSession(tokenHash: string, accountId: string, createdAt: string, expiresAt: string) {
    await this.db
      .insertInto('sessions')
      .values({ token_hash: tokenHash, account_id: accountId, created_at: createdAt, expires_at: expiresAt })
      .execute();
  }

  /** The account of an unexpired session, if any. */
  async sessionAccount(tokenHash: string, now: string): Promise<AccountRef | undefined> {
    const r = await this.db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select(['a.id', 'a.name'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
    return r === undefined ? undefined : { id: r.id, name: r.name };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Drops expired sessions. */
  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
