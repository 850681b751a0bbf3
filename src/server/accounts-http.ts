/**
 * The account routes of docs/protocol.md ("Accounts and sessions"): sign up, sign in, sign out, who am I.
 * The session token travels only in an httpOnly, SameSite=Lax cookie (`Secure` over HTTPS).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type {} from '@fastify/rate-limit';
import { SESSION_COOKIE, type Accounts, type NewSession } from './accounts.ts';
import type { AccountRef } from './store/accounts.ts';
import { MAX_MESSAGE_BYTES, credentialsBody, zodRefusal } from './protocol.ts';

/** Sign-up, sign-in and league creation: at most 10 a minute per address (once rate limits are on). */
export const LIMITED = { rateLimit: { max: 10, timeWindow: '1 minute' } } as const;

/** The signed-in account of a request (its session cookie), if any. */
export function accountOf(req: FastifyRequest, accounts: Accounts): Promise<AccountRef | undefined> {
  return accounts.whoami(req.cookies[SESSION_COOKIE]);
}

/** Sets the new session's cookie; the session the request came with, if any, ends on the server. */
async function setSession(
  accounts: Accounts,
  req: FastifyRequest,
  reply: FastifyReply,
  s: NewSession,
): Promise<void> {
  await accounts.signOut(req.cookies[SESSION_COOKIE]);
  reply.setCookie(SESSION_COOKIE, s.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Over HTTPS, or behind a proxy that terminates it (the header can only make the cookie stricter).
    secure: req.protocol === 'https' || req.headers['x-forwarded-proto'] === 'https',
    expires: s.expires,
  });
}

/** Registers `/api/accounts` and `/api/session`. */
export function registerAccountHttp(app: FastifyInstance, accounts: Accounts): void {
  app.post('/api/accounts', { bodyLimit: MAX_MESSAGE_BYTES, config: LIMITED }, async (req, reply) => {
    const body = credentialsBody.safeParse(req.body);
    if (!body.success) return reply.code(400).send(zodRefusal('invalid', body.error));
    const r = await accounts.signUp(body.data.name, body.data.password);
    if (!r.ok) {
      const { status, ...refusal } = r.error;
      return reply.code(status).send(refusal);
    }
    await setSession(accounts, req, reply, r.value);
    return reply.code(201).send(r.value.account);
  });

  app.post('/api/session', { bodyLimit: MAX_MESSAGE_BYTES, config: LIMITED }, async (req, reply) => {
    const body = credentialsBody.safeParse(req.body);
    if (!body.success) return reply.code(400).send(zodRefusal('invalid', body.error));
    const r = await accounts.signIn(body.data.name, body.data.password);
    if (!r.ok) return reply.code(401).send(r.error);
    await setSession(accounts, req, reply, r.value);
    return reply.send(r.value.account);
  });

  app.delete('/api/session', async (req, reply) => {
    await accounts.signOut(req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    return reply.code(204).send();
  });

  app.get('/api/session', async (req) => ({ account: (await accountOf(req, accounts)) ?? null }));
}
