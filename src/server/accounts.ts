/**
 * Lightweight accounts (docs/protocol.md, "Accounts and sessions"): a unique name and a password hashed with
 * scrypt (random salt, parameters kept with the hash, compared in constant time), and sessions whose random
 * token travels in an httpOnly cookie and is stored only as its SHA-256, with an expiry. Leagues need an
 * account; casual matches do not.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Result } from '../engine/types.ts';
import { refusal, type Refusal } from './protocol.ts';
import type { Store } from './store/index.ts';
import { AccountStore, type AccountRef } from './store/accounts.ts';

/** The session cookie's name. */
export const SESSION_COOKIE = 'arbitre_session';
/** How long a session lasts: 30 days. */
export const SESSION_DAYS = 30;
/** The shortest password accepted. */
export const MIN_PASSWORD = 8;

/** scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, tens of milliseconds), 64-byte key. */
const COST = { N: 1 << 15, r: 8, p: 1 };
const KEY_BYTES = 64;

function scryptAsync(password: string, salt: Buffer, keylen: number, o: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, { ...o, maxmem: 128 * o.N! * o.r! * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes a password: `scrypt$N$r$p$salt$hash` with a random 16-byte salt (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored` (parameters read from it; constant-time comparison). */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The SHA-256 of a session token, as stored. */
export const sessionHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Names compare without case or surrounding spaces (unique index). */
export const accountKey = (s: string): string => s.trim().toLocaleLowerCase('fr');

const now = (): Date => new Date();

/** The refusal of a wrong name or a wrong password: the same for both. */
export const signInRefused = (): Refusal =>
  refusal('session.refused', 'Nom ou mot de passe incorrect.', 'Wrong name or password.');

/** The refusal of a request that needs a signed-in account; `fr`/`en` say what for. */
export const signedOut = (fr = 'continuer', en = 'continue'): Refusal =>
  refusal('session.none', `Connectez-vous pour ${fr}.`, `Sign in to ${en}.`);

/** A new session: its token (for the cookie only) and its expiry. */
export interface NewSession {
  account: AccountRef;
  token: string;
  expires: Date;
}

/** Accounts and sessions of one server. */
export class Accounts {
  readonly store: AccountStore;
  /** A hash to compare against when the name is unknown, so both refusals take as long. */
  private readonly dummy: Promise<string>;

  constructor(store: Store) {
    this.store = new AccountStore(store.db);
    this.dummy = hashPassword(randomBytes(12).toString('base64url'));
  }

  /** Creates an account (name unique without case, password of 8 characters or more) and signs it in. */
  async signUp(name: string, password: string): Promise<Result<NewSession, Refusal & { status: number }>> {
    const clean = name.trim();
    if (password.length < MIN_PASSWORD) {
      return {
        ok: false,
        error: {
          ...refusal(
            'account.password',
            `Mot de passe trop court : au moins ${MIN_PASSWORD} caractères.`,
            `Password too short: at least ${MIN_PASSWORD} characters.`,
          ),
          status: 400,
        },
      };
    }
    const taken = (): Result<NewSession, Refusal & { status: number }> => ({
      ok: false,
      error: {
        ...refusal(
          'account.name',
          `Le nom « ${clean} » est déjà pris : choisissez-en un autre.`,
          `The name "${clean}" is taken: choose another.`,
        ),
        status: 409,
      },
    });
    if ((await this.store.byName(accountKey(clean))) !== undefined) return taken();
    const account = {
      id: randomBytes(9).toString('base64url'),
      name: clean,
      password: await hashPassword(password),
      createdAt: now().toISOString(),
    };
    try {
      await this.store.insertAccount(account, accountKey(clean));
    } catch (e) {
      // The same name signed up at the same moment: the unique index refused the second one.
      if ((await this.store.byName(accountKey(clean))) !== undefined) return taken();
      throw e;
    }
    return { ok: true, value: await this.open({ id: account.id, name: account.name }) };
  }

  /** Signs in: the same refusal whether the name is unknown or the password wrong. */
  async signIn(name: string, password: string): Promise<Result<NewSession, Refusal>> {
    const account = await this.store.byName(accountKey(name));
    const good = await checkPassword(password, account?.password ?? (await this.dummy));
    if (account === undefined || !good) return { ok: false, error: signInRefused() };
    return { ok: true, value: await this.open({ id: account.id, name: account.name }) };
  }

  /** Ends a session on the server: its token no longer signs anyone in. */
  async signOut(token: string | undefined): Promise<void> {
    if (token !== undefined && token !== '') await this.store.deleteSession(sessionHash(token));
  }

  /** The account of a session token, if the session exists and has not expired. */
  async whoami(token: string | undefined): Promise<AccountRef | undefined> {
    if (token === undefined || token === '' || token.length > 200) return undefined;
    return this.store.sessionAccount(sessionHash(token), now().toISOString());
  }

  private async open(account: AccountRef): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const expires = new Date(at.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
    await this.store.deleteExpired(at.toISOString());
    await this.store.insertSession(sessionHash(token), account.id, at.toISOString(), expires.toISOString());
    return { account, token, expires };
  }
}
