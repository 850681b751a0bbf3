/**
 * The HTTP routes of docs/protocol.md: games, lobby, create, join, hand a seat to a bot, records.
 * Bodies are checked with zod; every error is `{ code, rule?, message, en }`, never a stack trace.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { parseRecord, verify } from '../engine/record.ts';
import type { AnyRules } from '../engine/types.ts';
import { botLevels } from '../bots/index.ts';
import type { MatchManager } from './matches.ts';
import {
  MAX_MESSAGE_BYTES,
  MAX_SEAT,
  createMatchBody,
  joinBody,
  lobbyQuery,
  matchId,
  refusal,
  replaceBody,
  seatParam,
  zodRefusal,
  type Refusal,
} from './protocol.ts';

/** The largest record accepted by `POST /api/records/verify`. */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** Game names shown in the lobby. */
const NAMES: Record<string, string> = {
  'piss-squig': "Piss' Squig 2 Le Retour",
  pillards: "Les Pillards de l'Estrange",
};

function parse<T extends z.ZodType>(schema: T, value: unknown, reply: FastifyReply): z.infer<T> | undefined {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  void reply.code(400).send(zodRefusal('invalid', r.error));
  return undefined;
}

const notFound = (id: string): Refusal =>
  refusal('match.unknown', `Aucune partie « ${id} ».`, `No match "${id}".`);

/**
 * The default options of a game: what its setup fills in from `{}` — the parsed options every game keeps in
 * its state as `o` (else those its spectator view shows).
 */
function defaultsOf(rules: AnyRules): Record<string, unknown> {
  const s = rules.setup({});
  if (!s.ok) return {};
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const o = isRecord(s.value) ? s.value.o : undefined;
  if (isRecord(o)) return structuredClone(o);
  const view = rules.view(s.value, null);
  const shown = isRecord(view) ? view.options : undefined;
  return isRecord(shown) ? shown : {};
}

/** At most `max` requests per address in `timeWindow` ms (@fastify/rate-limit's route config). */
export interface RouteLimit {
  max: number;
  timeWindow: number;
}

/** Per-address limits of the routes that create or change matches. */
export interface HttpRateLimits {
  /** `POST /api/matches`. */
  create: RouteLimit;
  /** `POST /api/matches/:id/join`. */
  join: RouteLimit;
  /** `POST /api/matches/:id/seats/:seat/bot`. */
  bot: RouteLimit;
}

/** The protocol's limits per address: 30 creations, 60 joins and 60 seats handed to bots a minute. */
export const DEFAULT_RATE_LIMITS: HttpRateLimits = {
  create: { max: 30, timeWindow: 60_000 },
  join: { max: 60, timeWindow: 60_000 },
  bot: { max: 60, timeWindow: 60_000 },
};

/** Registers the `/api` routes (with @fastify/rate-limit registered on `app`, `global: false`). */
export function registerHttp(
  app: FastifyInstance,
  manager: MatchManager,
  games: Record<string, AnyRules>,
  limits: HttpRateLimits = DEFAULT_RATE_LIMITS,
): void {
  const gameList = Object.values(games).map((r) => ({
    id: r.id,
    name: NAMES[r.id] ?? r.id,
    version: r.version,
    players: r.players,
    bots: botLevels(r.id),
    options: defaultsOf(r),
  }));

  app.get('/api/games', () => gameList);

  app.post(
    '/api/matches',
    { bodyLimit: MAX_MESSAGE_BYTES, config: { rateLimit: { ...limits.create } } },
    async (req, reply) => {
      const body = parse(createMatchBody, req.body, reply);
      if (body === undefined) return reply;
      const r = await manager.create(body);
      if (!r.ok) return reply.code(400).send(r.error);
      return reply.code(201).send(r.value);
    },
  );

  app.get('/api/matches', async (req, reply) => {
    const q = parse(lobbyQuery, req.query, reply);
    if (q === undefined) return reply;
    return manager.list(q.status);
  });

  app.get<{ Params: { id: string } }>('/api/matches/:id', async (req, reply) => {
    const id = parse(matchId, req.params.id, reply);
    if (id === undefined) return reply;
    const s = await manager.summary(id);
    return s ?? reply.code(404).send(notFound(id));
  });

  app.post<{ Params: { id: string } }>(
    '/api/matches/:id/join',
    { bodyLimit: MAX_MESSAGE_BYTES, config: { rateLimit: { ...limits.join } } },
    async (req, reply) => {
      const id = parse(matchId, req.params.id, reply);
      const body = id === undefined ? undefined : parse(joinBody, req.body, reply);
      if (id === undefined || body === undefined) return reply;
      const r = await manager.join(id, body.seat, body.name);
      if (r.ok) return r.value;
      return reply.code(r.error.code === 'match.unknown' ? 404 : 409).send(r.error);
    },
  );

  app.post<{ Params: { id: string; seat: string } }>(
    '/api/matches/:id/seats/:seat/bot',
    { bodyLimit: MAX_MESSAGE_BYTES, config: { rateLimit: { ...limits.bot } } },
    async (req, reply) => {
      const id = parse(matchId, req.params.id, reply);
      const body = id === undefined ? undefined : parse(replaceBody, req.body, reply);
      if (id === undefined || body === undefined) return reply;
      const seat = seatParam.safeParse(req.params.seat);
      if (!seat.success) {
        const shown = JSON.stringify(req.params.seat);
        return reply
          .code(400)
          .send(
            refusal(
              'seat.invalid',
              `Siège ${shown} invalide : un numéro de siège s'écrit 0, 1, 2… (chiffres décimaux sans zéro initial), de 0 à ${MAX_SEAT}.`,
              `Invalid seat ${shown}: a seat number is written 0, 1, 2… (decimal digits, no leading zero), 0 to ${MAX_SEAT}.`,
            ),
          );
      }
      const r = await manager.replaceWithBot(id, seat.data, body.token, body.level);
      if (r.ok) return r.value;
      const code = r.error.code;
      return reply.code(code === 'match.unknown' ? 404 : code === 'token' ? 403 : 409).send(r.error);
    },
  );

  app.get<{ Params: { id: string } }>('/api/matches/:id/record', async (req, reply) => {
    const id = parse(matchId, req.params.id, reply);
    if (id === undefined) return reply;
    const record = await manager.record(id);
    if (record === undefined) return reply.code(404).send(notFound(id));
    return reply.header('content-disposition', `attachment; filename="${id}.json"`).send(record);
  });

  app.post('/api/records/verify', { bodyLimit: MAX_RECORD_BYTES }, (req, reply) => {
    const parsed = parseRecord(req.body);
    if (!parsed.ok) return reply.code(400).send({ ok: false, index: -1, error: parsed.error });
    const rules = games[parsed.value.game];
    if (rules === undefined) {
      const e = refusal(
        'record.game',
        `Jeu inconnu « ${parsed.value.game} ».`,
        `Unknown game "${parsed.value.game}".`,
      );
      return reply.send({ ok: false, index: -1, error: e });
    }
    const v = verify(rules, parsed.value);
    if (v.ok) return reply.send({ ok: true, hash: v.value.hash, outcome: v.value.outcome });
    return reply.send({ ok: false, index: v.error.index, error: v.error.error });
  });
}
