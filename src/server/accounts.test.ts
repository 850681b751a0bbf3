/**
 * Accounts and sessions over real HTTP on loopback (SQLite, and PostgreSQL when DATABASE_URL is set):
 * sign up, sign in, who am I, sign out; passwords hashed with scrypt, session tokens stored hashed, the
 * cookie's attributes, and one refusal for a wrong name and a wrong password.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, sessionHash } from './accounts.ts';
import type { Store } from './store/index.ts';
import { ENGINES, http, testServer, testStore } from './testing.ts';
import { Coach } from './testing-accounts.ts';

describe('password hashes', () => {
  it('scrypt with a random salt and its parameters; only the right password matches', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
    expect(await checkPassword('correct horse', a)).toBe(true);
    expect(await checkPassword('correct horsE', a)).toBe(false);
    expect(await checkPassword('correct horse', 'plain')).toBe(false);
  });
});

describe.each(ENGINES)('accounts over HTTP (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
  });
  // A server per test over the one store: sign-up and sign-in are limited to 10 a minute per address (once
  // @fastify/rate-limit is registered), and these tests sign up more than that.
  beforeEach(async () => {
    server = await testServer(store);
  });
  afterEach(async () => {
    await server.app.close();
  });
  afterAll(async () => {
    await dispose();
  });

  it('signs up, signs in and says who is signed in; the cookie is httpOnly and SameSite', async () => {
    const c = new Coach('Gribouille', 'un mot de passe');
    expect((await c.req(server.base, 'GET', '/api/session')).json).toEqual({ account: null });
    const up = await c.req(server.base, 'POST', '/api/accounts', {
      name: ' Gribouille ',
      password: c.password,
    });
    expect(up.status).toBe(201);
    expect(up.json).toEqual({ id: expect.any(String), name: 'Gribouille' });
    expect(up.cookies).toHaveLength(1);
    const cookie = up.cookies[0]!;
    expect(cookie).toMatch(/^arbitre_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Expires=/i);
    expect(cookie).not.toMatch(/; Secure/i); // plain HTTP on loopback; Secure over HTTPS
    expect((await c.req(server.base, 'GET', '/api/session')).json).toEqual({ account: up.json });

    // Signing in again opens another session for the same account.
    const other = new Coach('gribouille', c.password);
    const inn = await other.req(server.base, 'POST', '/api/session', {
      name: 'GRIBOUILLE',
      password: c.password,
    });
    expect(inn.status).toBe(200);
    expect(inn.json).toEqual(up.json);
    expect(other.cookie).not.toBe(c.cookie);
    expect(inn.cookies[0]).toMatch(/; HttpOnly/i);
    expect(inn.cookies[0]).toMatch(/; SameSite=Lax/i);
    // Signing in again from the same browser replaces its session: the old one ends on the server.
    const before = other.cookie;
    await other.req(server.base, 'POST', '/api/session', { name: 'Gribouille', password: c.password });
    expect(other.cookie).not.toBe(before);
    const old = new Coach('old');
    old.cookie = before;
    expect((await old.req(server.base, 'GET', '/api/session')).json).toEqual({ account: null });
    expect((await other.req(server.base, 'GET', '/api/session')).json).toEqual({ account: up.json });
  });

  it('the cookie is Secure when the request came over HTTPS (a proxy in front)', async () => {
    const res = await fetch(server.base + '/api/accounts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ name: 'Chiffré', password: 'mot-de-passe' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure/i);
  });

  it('never stores a password or a session token in clear', async () => {
    const c = await Coach.signUp(server.base, 'Secrète');
    const row = await store.db
      .selectFrom('accounts')
      .selectAll()
      .where('name', '=', 'Secrète')
      .executeTakeFirstOrThrow();
    expect(row.password).not.toContain(c.password);
    expect(row.password.startsWith('scrypt$')).toBe(true);
    expect(await checkPassword(c.password, row.password)).toBe(true);
    const token = c.cookie.split('=')[1]!;
    const sessions = await store.db
      .selectFrom('sessions')
      .selectAll()
      .where('account_id', '=', row.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).toBe(sessionHash(token));
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('refuses a taken name (whatever its case), a short password and a bad body', async () => {
    await Coach.signUp(server.base, 'Unique');
    const taken = await http(server.base, 'POST', '/api/accounts', { name: 'uNIQUE', password: '12345678' });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'account.name', en: expect.stringContaining('taken') });
    expect(taken.json.message).toContain('déjà pris');
    const short = await http(server.base, 'POST', '/api/accounts', { name: 'Court', password: '1234567' });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ code: 'account.password' });
    expect(short.json.message).toContain('8 caractères');
    const bad = await http(server.base, 'POST', '/api/accounts', { name: '', password: 'x', admin: true });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('invalid');
    const racing = await Promise.all([
      http(server.base, 'POST', '/api/accounts', { name: 'Course', password: '12345678' }),
      http(server.base, 'POST', '/api/accounts', { name: 'COURSE', password: '12345678' }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('gives the same refusal for an unknown name and a wrong password, and no cookie', async () => {
    await Coach.signUp(server.base, 'Prudent');
    const wrong = new Coach('Prudent', 'pas le bon mot');
    const a = await wrong.req(server.base, 'POST', '/api/session', {
      name: 'Prudent',
      password: 'pas le bon mot',
    });
    const b = await wrong.req(server.base, 'POST', '/api/session', {
      name: 'Personne',
      password: 'pas le bon mot',
    });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.json).toEqual(b.json);
    expect(a.json).toEqual({
      code: 'session.refused',
      message: 'Nom ou mot de passe incorrect.',
      en: 'Wrong name or password.',
    });
    expect(a.cookies).toEqual([]);
    expect(wrong.cookie).toBe('');
  });

  it('signing out ends the session on the server: the old cookie no longer signs in', async () => {
    const c = await Coach.signUp(server.base, 'Sortant');
    const stolen = c.cookie;
    const out = await c.req(server.base, 'DELETE', '/api/session');
    expect(out.status).toBe(204);
    expect(out.cookies[0]).toMatch(/^arbitre_session=;/);
    expect(c.cookie).toBe('');
    // Someone who kept the cookie: the session is gone from the store, not just from the browser.
    const replay = new Coach('Sortant');
    replay.cookie = stolen;
    expect((await replay.req(server.base, 'GET', '/api/session')).json).toEqual({ account: null });
    const refused = await replay.req(server.base, 'POST', '/api/leagues', { name: 'Ligue volée' });
    expect(refused.status).toBe(401);
    expect(refused.json.code).toBe('session.none');
    // A made-up cookie signs nobody in either.
    replay.cookie = 'arbitre_session=' + 'A'.repeat(43);
    expect((await replay.req(server.base, 'GET', '/api/session')).json).toEqual({ account: null });
  });

  it('an expired session signs nobody in', async () => {
    const c = await Coach.signUp(server.base, 'Périmé');
    await store.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token_hash', '=', sessionHash(c.cookie.split('=')[1]!))
      .execute();
    expect((await c.req(server.base, 'GET', '/api/session')).json).toEqual({ account: null });
  });

  it('casual matches still need no account', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human' }, { kind: 'open' }],
    });
    expect(created.status).toBe(201);
    const joined = await http(server.base, 'POST', `/api/matches/${created.json.id}/join`, {
      seat: 1,
      name: 'Invité',
    });
    expect(joined.status).toBe(200);
    expect(joined.json.token).toEqual(expect.any(String));
  });
});
