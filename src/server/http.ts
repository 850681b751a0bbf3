/**
 * The HTTP routes of docs/protocol.md: games, lobby, create, join, hand a seat to a bot, records.
 * Bodies are checked with zod; every error is `{ code, rule?, message, en }`, never a stack trace.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AnyRules } from '../engine/types.ts';
import { botLevels } from '../bots/index.ts';
import type { MatchManager } from './matches.ts';
import type { Verifier } from './verifier.ts';
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

/** The largest record accepted by `POST /api/records/verify` (16 MiB). */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** Game names shown in the lobby. */
const NAMES: Record<string, string> = {
  'piss-squig': "Piss' Squig 2 Le Retour",
  pillards: "Les Pillards de l'Estrange",
  'spark-ball': 'Spark Ball',
  osoi: 'OSOI',
};

function parse<T extends z.ZodType>(schema: T, value: unknown, reply: FastifyReply): z.infer<T> | undefined {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  void reply.code(400).send(zodRefusal('invalid', r.error));
  return undefined;
}

/** The token of an `Authorization: Bearer <token>` header: undefined without one, null when malformed. */
function bearer(header: string | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  const m = /^Bearer +(\S{1,512})$/i.exec(header.trim());
  return m === null ? null : m[1]!;
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
  verifier: Verifier,
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
    const token = bearer(req.headers.authorization);
    if (token === null) {
      return reply
        .code(400)
        .send(
          refusal(
            'invalid',
            "En-tête Authorization invalide : attendu « Bearer <jeton> » (ou aucun, pour l'enregistrement du spectateur).",
            'Invalid Authorization header: expected "Bearer <token>" (or none, for the spectator\'s record).',
          ),
        );
    }
    const record = await manager.record(id, token);
    if (record === undefined) return reply.code(404).send(notFound(id));
    if (!record.ok) return reply.code(403).send(record.error);
    // Each reader gets their own record: no shared cache may keep one reader's secrets for another.
    return reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'Authorization')
      .header('content-disposition', `attachment; filename="${id}.json"`)
      .send(record.value);
  });

  // Verification runs in the worker pool on the body's raw bytes: the main thread never parses, checks or
  // replays an untrusted record. The buffer parser is scoped to this route (an encapsulated plugin).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_RECORD_BYTES },
      (_req, body, done) => {
        done(null, body);
      },
    );
    scope.post(
      '/api/records/verify',
      {
        bodyLimit: MAX_RECORD_BYTES,
        // Inert until @fastify/rate-limit is registered (with `global: false`).
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (req, reply) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const answer = await verifier.verify(body);
        return reply.code(answer.status).send(answer.body);
      },
    );
  });
}
