/**
 * The league routes of docs/protocol.md ("Leagues"): leagues of a game, their goblins and standings, goblin sheets and
 * league matches. Bodies are checked with zod; every error is `{ code, rule?, message, en }`.
 * Reading is public; every change needs the signed-in account of the league's owner or of one of its
 * coaches (session cookie, `accounts-http.ts`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Accounts } from './accounts.ts';
import { LIMITED, accountOf } from './accounts-http.ts';
import type { Leagues, LeagueRefusal } from './leagues.ts';
import { hashToken } from './matches.ts';
import {
  MAX_MESSAGE_BYTES,
  goblinBody,
  leagueBody,
  leagueId,
  leagueMatchBody,
  matchId,
  memberBody,
  pieceBody,
  refusal,
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
type PieceParams = { Params: { id: string; piece: string } };
type SeatParams = { Params: { id: string; match: string; seat: string } };

/** Registers the `/api/leagues` routes, and keeps league seats from the casual join and bot routes. */
export function registerLeagueHttp(app: FastifyInstance, leagues: Leagues, accounts: Accounts): void {
  guardLeagueSeats(app, leagues);

  app.get('/api/leagues', () => leagues.list());

  // The games leagues may be created for (a static route: Fastify tries it before `/api/leagues/:id`).
  app.get('/api/leagues/games', () => leagues.gameList());

  app.post('/api/leagues', { bodyLimit: MAX_MESSAGE_BYTES, config: LIMITED }, async (req, reply) => {
    const body = parse(leagueBody, req.body, reply);
    if (body === undefined) return reply;
    return answer(reply, await leagues.create(body.name, body.game, await accountOf(req, accounts)), 201);
  });

  app.post<Params>('/api/leagues/:id/members', { bodyLimit: MAX_MESSAGE_BYTES }, async (req, reply) => {
    const id = parse(leagueId, req.params.id, reply);
    const body = id === undefined ? undefined : parse(memberBody, req.body, reply);
    if (id === undefined || body === undefined) return reply;
    return answer(reply, await leagues.invite(id, body.name, await accountOf(req, accounts)), 201);
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
    return answer(reply, await leagues.addGoblin(id, body.name, await accountOf(req, accounts)), 201);
  });

  app.get<Params>('/api/leagues/:id/goblins/:goblin', async (req, reply) => {
    const id = parse(leagueId, req.params.id, reply);
    const goblin = id === undefined ? undefined : parse(leagueId, req.params.goblin, reply);
    if (id === undefined || goblin === undefined) return reply;
    return answer(reply, await leagues.sheet(id, goblin));
  });

  // The game-neutral routes of a league's pieces (goblins, Spark Ball teams): `/goblins` stays as an alias.
  app.post<Params>('/api/leagues/:id/pieces', { bodyLimit: MAX_MESSAGE_BYTES }, async (req, reply) => {
    const id = parse(leagueId, req.params.id, reply);
    const body = id === undefined ? undefined : parse(pieceBody, req.body, reply);
    if (id === undefined || body === undefined) return reply;
    const account = await accountOf(req, accounts);
    return answer(reply, await leagues.addGoblin(id, body.name, account, body), 201);
  });

  const pieceOf = (req: { params: { id: string; piece: string } }, reply: FastifyReply) => {
    const id = parse(leagueId, req.params.id, reply);
    const piece = id === undefined ? undefined : parse(leagueId, req.params.piece, reply);
    return id === undefined || piece === undefined ? undefined : { id, piece };
  };

  app.get<PieceParams>('/api/leagues/:id/pieces/:piece', async (req, reply) => {
    const p = pieceOf(req, reply);
    if (p === undefined) return reply;
    return answer(reply, await leagues.sheet(p.id, p.piece));
  });

  app.put<PieceParams>(
    '/api/leagues/:id/pieces/:piece',
    { bodyLimit: MAX_MESSAGE_BYTES },
    async (req, reply) => {
      const p = pieceOf(req, reply);
      const body = p === undefined ? undefined : parse(pieceBody, req.body, reply);
      if (p === undefined || body === undefined) return reply;
      const account = await accountOf(req, accounts);
      return answer(reply, await leagues.editPiece(p.id, p.piece, body.name, body, account));
    },
  );

  app.delete<PieceParams>('/api/leagues/:id/pieces/:piece', async (req, reply) => {
    const p = pieceOf(req, reply);
    if (p === undefined) return reply;
    return answer(reply, await leagues.deletePiece(p.id, p.piece, await accountOf(req, accounts)));
  });

  // Between matches (ARB-SB-80): a team's coach hires a player with the treasury, or fires one (no refund).
  for (const action of ['hire', 'fire'] as const) {
    app.post<PieceParams>(
      `/api/leagues/:id/pieces/:piece/${action}`,
      { bodyLimit: MAX_MESSAGE_BYTES },
      async (req, reply) => {
        const p = pieceOf(req, reply);
        if (p === undefined) return reply;
        const account = await accountOf(req, accounts);
        return answer(reply, await leagues.changeBetween(p.id, p.piece, action, req.body, account));
      },
    );
  }

  app.post<Params>('/api/leagues/:id/matches', { bodyLimit: MAX_MESSAGE_BYTES }, async (req, reply) => {
    const id = parse(leagueId, req.params.id, reply);
    const body = id === undefined ? undefined : parse(leagueMatchBody, req.body, reply);
    if (id === undefined || body === undefined) return reply;
    return answer(reply, await leagues.startMatch(id, body, await accountOf(req, accounts)), 201);
  });

  for (const action of ['claim', 'decline'] as const) {
    app.post<SeatParams>(
      `/api/leagues/:id/matches/:match/seats/:seat/${action}`,
      { bodyLimit: MAX_MESSAGE_BYTES },
      async (req, reply) => {
        const id = parse(leagueId, req.params.id, reply);
        const match = id === undefined ? undefined : parse(matchId, req.params.match, reply);
        if (id === undefined || match === undefined) return reply;
        const seat = Number(req.params.seat);
        if (!Number.isInteger(seat) || seat < 0 || seat > 15) {
          return reply.code(400).send(refusal('invalid', 'Siège invalide.', 'Invalid seat.'));
        }
        const account = await accountOf(req, accounts);
        if (action === 'claim') return answer(reply, await leagues.claim(id, match, seat, account));
        return answer(reply, await leagues.decline(id, match, seat, account));
      },
    );
  }
}

/**
 * A league match's open seats are reserved to their goblins' coach, who claims them through the league
 * (`.../claim`): the lobby's `join` refuses them. Only a seat's own player may hand it to a bot there (not
 * another player nor the referee), so nobody but its coach decides for a goblin.
 */
function guardLeagueSeats(app: FastifyInstance, leagues: Leagues): void {
  app.addHook('preHandler', async (req, reply) => {
    const url = req.routeOptions.url;
    if (url !== '/api/matches/:id/join' && url !== '/api/matches/:id/seats/:seat/bot') return;
    const id = (req.params as { id?: unknown }).id;
    if (typeof id !== 'string' || !(await leagues.isLeagueMatch(id))) return;
    if (url === '/api/matches/:id/join') {
      return reply
        .code(403)
        .send(
          refusal(
            'league.reserved',
            "Les sièges d'une partie de ligue sont réservés aux coachs de leurs gobelins : chacun prend le sien depuis la page de la ligue.",
            "A league match's seats are reserved to their goblins' coaches: each claims theirs from the league page.",
          ),
        );
    }
    const seat = Number((req.params as { seat?: unknown }).seat);
    const token = (req.body as { token?: unknown } | null)?.token;
    const m = await leagues.seatOf(id, seat);
    if (typeof token === 'string' && m !== null && m === hashToken(token)) return;
    return reply
      .code(403)
      .send(
        refusal(
          'league.seat',
          "Dans une partie de ligue, seul le joueur d'un siège le confie à un bot.",
          'In a league match, only the player of a seat hands it to a bot.',
        ),
      );
  });
}
