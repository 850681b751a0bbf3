/**
 * The league routes of docs/protocol.md ("Leagues"): leagues, their goblins and standings, goblin sheets and
 * league matches. Bodies are checked with zod; every error is `{ code, rule?, message, en }`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Leagues, LeagueRefusal } from './leagues.ts';
import {
  MAX_MESSAGE_BYTES,
  goblinBody,
  leagueBody,
  leagueId,
  leagueMatchBody,
  zodRefusal,
} from './protocol.ts';
import type { Result } from '../engine/types.ts';

function parse<T extends z.ZodType>(schema: T, value: unknown, reply: FastifyReply): z.infer<T> | undefined {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  void reply.code(400).send(zodRefusal('invalid', r.error));
  return undefined;
}

/** Sends an answer, or its refusal with its status (the status itself is not sent). */
function answer<T>(reply: FastifyReply, r: Result<T, LeagueRefusal>, status = 200): FastifyReply {
  if (r.ok) return reply.code(status).send(r.value);
  const { status: code, ...refusal } = r.error;
  return reply.code(code).send(refusal);
}

type Params = { Params: { id: string; goblin: string } };

/** Registers the `/api/leagues` routes. */
export function registerLeagueHttp(app: FastifyInstance, leagues: Leagues): void {
  app.get('/api/leagues', () => leagues.list());

  app.post('/api/leagues', { bodyLimit: MAX_MESSAGE_BYTES }, async (req, reply) => {
    const body = parse(leagueBody, req.body, reply);
    if (body === undefined) return reply;
    return reply.code(201).send(await leagues.create(body.name));
  });

  app.get<Params>('/api/leagues/:id', async (req, reply) => {
    const id = parse(leagueId, req.params.id, reply);
    if (id === undefined) return reply;
    return answer(reply, await leagues.detail(id));
  });

  app.post<Params>('/api/leagues/:id/goblins', { bodyLimit: MAX_MESSAGE_BYTES }, async (req, reply) => {
    const id = parse(leagueId, req.params.id, reply);
    const body = id === undefined ? undefined : parse(goblinBody, req.body, reply);
    if (id === undefined || body === undefined) return reply;
    return answer(reply, await leagues.addGoblin(id, body.name), 201);
  });

  app.get<Params>('/api/leagues/:id/goblins/:goblin', async (req, reply) => {
    const id = parse(leagueId, req.params.id, reply);
    const goblin = id === undefined ? undefined : parse(leagueId, req.params.goblin, reply);
    if (id === undefined || goblin === undefined) return reply;
    return answer(reply, await leagues.sheet(id, goblin));
  });

  app.post<Params>('/api/leagues/:id/matches', { bodyLimit: MAX_MESSAGE_BYTES }, async (req, reply) => {
    const id = parse(leagueId, req.params.id, reply);
    const body = id === undefined ? undefined : parse(leagueMatchBody, req.body, reply);
    if (id === undefined || body === undefined) return reply;
    return answer(reply, await leagues.startMatch(id, body), 201);
  });
}
