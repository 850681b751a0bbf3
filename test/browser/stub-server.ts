/**
 * A small stand-in for the Arbitre server, speaking docs/protocol.md over real HTTP and WebSocket: enough
 * for browser tests of the web app (create, join, play against bots with seeded dice, watch, record) while
 * the real server (`src/server`) is not there. It serves the built web app from `web/dist`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { botFactory } from '../../src/bots/index.ts';
import { RECORD_FORMAT, type MatchRecord, type RecordInput } from '../../src/engine/record.ts';
import { seedCommitment } from '../../src/engine/rng.ts';
import { SeededDice } from '../../src/engine/sources.ts';
import type { Agent } from '../../src/engine/runner.ts';
import type { AnyRules, GameEvent } from '../../src/engine/types.ts';
import { games } from '../../src/games/registry.ts';
import { optionsSchema as pilSchema } from '../../src/games/pillards/options.ts';
import { optionsSchema as psSchema } from '../../src/games/piss-squig/options.ts';

interface StubSeat {
  kind: string;
  name: string;
  token: string | null;
  claimed: boolean;
  agent: Agent | null;
}

interface StubMatch {
  id: string;
  rules: AnyRules;
  options: unknown;
  state: unknown;
  seats: StubSeat[];
  inputs: RecordInput[];
  events: { eventSeq: number; event: GameEvent }[];
  seed: string;
  dice: SeededDice;
  orders: Map<number, unknown>;
  conns: Set<{ ws: WebSocket; seat: number | null; since: number }>;
  createdAt: string;
}

const defaults: Record<string, () => unknown> = {
  'piss-squig': () => psSchema.parse({}),
  pillards: () => pilSchema.parse({}),
};
const defaultOptions = (game: string) => defaults[game]?.() ?? {};

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const token = () => randomBytes(12).toString('hex');

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function body(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? JSON.parse(text) : null;
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startStubServer(dist: string): Promise<{ url: string; close: () => Promise<void> }> {
  const matches = new Map<string, StubMatch>();

  const status = (m: StubMatch) =>
    m.rules.pending(m.state).kind === 'over'
      ? 'finished'
      : m.seats.some((s) => s.kind === 'human' && !s.claimed)
        ? 'open'
        : 'active';
  const summary = (m: StubMatch) => ({
    id: m.id,
    game: m.rules.id,
    status: status(m),
    dice: 'seeded',
    casual: false,
    inputs: m.inputs.length,
    seats: m.seats.map((s, seat) => ({ seat, name: s.name, kind: s.kind, claimed: s.claimed })),
    createdAt: m.createdAt,
  });
  const snapshot = (m: StubMatch, seat: number | null, since: number) => {
    const pending = m.rules.pending(m.state);
    const legal =
      seat === null
        ? []
        : pending.kind === 'decision' && pending.player === seat
          ? m.rules.legal(m.state, seat)
          : pending.kind === 'simultaneous' && pending.players.includes(seat) && !m.orders.has(seat)
            ? m.rules.legal(m.state, seat)
            : [];
    const odds = pending.kind === 'chance' ? m.rules.chanceOutcomes(m.state) : null;
    return {
      inputs: m.inputs.length,
      events: m.events.filter(
        (e) =>
          e.eventSeq > since && (!e.event.visibleTo || (seat !== null && e.event.visibleTo.includes(seat))),
      ),
      view: m.rules.view(m.state, seat),
      legal,
      pending: odds ? { ...pending, odds } : pending,
      ordered: [...m.orders.keys()],
    };
  };
  const broadcast = (m: StubMatch) => {
    for (const c of m.conns) {
      const snap = snapshot(m, c.seat, c.since);
      for (const e of snap.events) c.since = Math.max(c.since, e.eventSeq);
      c.ws.send(JSON.stringify({ t: 'update', ...snap }));
    }
  };
  const push = (m: StubMatch, evs: GameEvent[]) => {
    for (const event of evs) m.events.push({ eventSeq: m.events.length, event });
  };
  /** Plays dice and bots until a person must act. */
  const advance = (m: StubMatch) => {
    for (let guard = 0; guard < 100_000; guard++) {
      const p = m.rules.pending(m.state);
      if (p.kind === 'chance') {
        const faces = m.dice.roll(p.request);
        const r = m.rules.applyChance(m.state, faces);
        if (!r.ok) throw new Error(r.error.en);
        m.inputs.push({ faces });
        push(m, r.value);
      } else if (p.kind === 'decision' && m.seats[p.player]!.agent) {
        const a = m.seats[p.player]!.agent!.choose(
          m.rules.view(m.state, p.player),
          m.rules.legal(m.state, p.player),
          p.player,
        );
        const v = m.rules.validate(m.state, p.player, a);
        if (!v.ok) throw new Error(v.error.en);
        m.inputs.push({ player: p.player, action: a });
        push(m, m.rules.apply(m.state, p.player, v.value));
      } else if (p.kind === 'simultaneous') {
        for (const pl of p.players) {
          const agent = m.seats[pl]!.agent;
          if (agent && !m.orders.has(pl))
            m.orders.set(pl, agent.choose(m.rules.view(m.state, pl), m.rules.legal(m.state, pl), pl));
        }
        if (!p.players.every((pl) => m.orders.has(pl))) return;
        const valid = new Map<number, unknown>();
        const record: Record<string, unknown> = {};
        for (const pl of p.players) {
          const v = m.rules.validate(m.state, pl, m.orders.get(pl));
          if (!v.ok) throw new Error(v.error.en);
          valid.set(pl, v.value);
          record[String(pl)] = m.orders.get(pl);
        }
        m.orders.clear();
        m.inputs.push({ orders: record });
        push(m, m.rules.applyOrders(m.state, valid));
      } else return;
    }
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      try {
        if (path === '/api/games') {
          return send(
            res,
            200,
            Object.values(games).map((r) => ({
              id: r.id,
              name: r.id,
              players: r.players,
              options: defaultOptions(r.id),
            })),
          );
        }
        if (path === '/api/matches' && req.method === 'POST') {
          const b = (await body(req)) as {
            game: string;
            options: unknown;
            seats: { kind: string; level?: string; name?: string }[];
          };
          const rules = games[b.game];
          if (!rules) return send(res, 400, { code: 'game', message: 'Jeu inconnu', en: 'Unknown game' });
          const s = rules.setup(b.options);
          if (!s.ok) return send(res, 400, s.error);
          const id = randomBytes(4).toString('hex');
          const seed = token();
          const m: StubMatch = {
            id,
            rules,
            options: b.options,
            state: s.value,
            seats: b.seats.map((x, i) => {
              const bot = x.kind === 'bot' ? botFactory(rules.id, x.level ?? 'random') : undefined;
              return {
                kind: bot ? `bot:${x.level ?? 'random'}` : 'human',
                name: x.name ?? (bot ? `Bot ${i}` : `Joueur ${i}`),
                token: bot ? null : token(),
                claimed: x.kind === 'human',
                agent: bot ? bot(`${seed}/${i}`, `Bot ${i}`, rules) : null,
              };
            }),
            inputs: [],
            events: [],
            seed,
            dice: new SeededDice(seed),
            orders: new Map(),
            conns: new Set(),
            createdAt: new Date().toISOString(),
          };
          matches.set(id, m);
          advance(m);
          return send(res, 201, {
            id,
            seats: m.seats.map((x, seat) => ({
              seat,
              name: x.name,
              kind: x.kind,
              ...(x.token ? { token: x.token, link: `/match/${id}?token=${x.token}` } : {}),
            })),
            spectate: `/match/${id}`,
          });
        }
        if (path === '/api/matches') {
          const want = url.searchParams.get('status');
          return send(
            res,
            200,
            [...matches.values()].map(summary).filter((x) => !want || x.status === want),
          );
        }
        const mm = /^\/api\/matches\/([^/]+)(\/join|\/record)?$/.exec(path);
        if (mm) {
          const m = matches.get(mm[1]!);
          if (!m)
            return send(res, 404, { code: 'match.unknown', message: 'Partie inconnue', en: 'Unknown match' });
          if (!mm[2]) return send(res, 200, summary(m));
          if (mm[2] === '/join') {
            const b = (await body(req)) as { seat: number; name: string };
            const seat = m.seats[b.seat];
            if (!seat || seat.claimed || !seat.token)
              return send(res, 409, { code: 'seat.taken', message: 'Siège pris', en: 'Seat taken' });
            seat.claimed = true;
            seat.name = b.name;
            return send(res, 200, { token: seat.token, link: `/match/${m.id}?token=${seat.token}` });
          }
          const over = m.rules.pending(m.state);
          const record: MatchRecord = {
            format: RECORD_FORMAT,
            game: m.rules.id,
            rulesVersion: m.rules.version,
            options: m.options,
            seats: m.seats.map((x) => ({ name: x.name, kind: x.kind })),
            dice: {
              source: 'seeded',
              seedCommitment: seedCommitment(m.seed),
              ...(over.kind === 'over' ? { seed: m.seed } : {}),
            },
            inputs: m.inputs,
            ...(over.kind === 'over'
              ? { final: { hash: m.rules.hash(m.state), outcome: over.outcome } }
              : {}),
          };
          return send(res, 200, record);
        }
        // The web app: files, and index.html for every page route.
        let file = join(dist, path);
        if (!file.startsWith(dist) || !existsSync(file) || path === '/' || !extname(path))
          file = join(dist, 'index.html');
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(readFileSync(file));
      } catch (e) {
        send(res, 500, { code: 'internal', message: 'Erreur interne', en: String(e) });
      }
    })();
  });

  const wss = new WebSocketServer({ server, path: '/ws' });
  wss.on('connection', (ws) => {
    let conn: { ws: WebSocket; seat: number | null; since: number } | null = null;
    let match: StubMatch | null = null;
    const refuse = (code: string, fr: string, en: string) =>
      ws.send(JSON.stringify({ t: 'refused', code, message: fr, en }));
    ws.on('close', () => conn && match?.conns.delete(conn));
    ws.on('message', (data) => {
      let msg: {
        t: string;
        match?: string;
        token?: string;
        since?: number;
        inputs?: number;
        input?: unknown;
      };
      try {
        msg = JSON.parse(String(data));
      } catch {
        return refuse('json', 'JSON invalide', 'Invalid JSON');
      }
      if (msg.t === 'ping') return ws.send(JSON.stringify({ t: 'pong' }));
      if (msg.t === 'hello') {
        match = matches.get(msg.match ?? '') ?? null;
        if (!match) return refuse('match.unknown', 'Partie inconnue', 'Unknown match');
        const seat = msg.token ? match.seats.findIndex((s) => s.token === msg.token) : -1;
        if (msg.token && seat < 0) return refuse('token', 'Jeton inconnu', 'Unknown token');
        conn = { ws, seat: seat >= 0 ? seat : null, since: msg.since ?? -1 };
        match.conns.add(conn);
        const snap = snapshot(match, conn.seat, conn.since);
        for (const e of snap.events) conn.since = Math.max(conn.since, e.eventSeq);
        return ws.send(
          JSON.stringify({
            t: 'welcome',
            match: match.id,
            seat: conn.seat,
            role: conn.seat === null ? 'spectator' : 'player',
            ...snap,
          }),
        );
      }
      if (!match || !conn) return refuse('hello', 'Dites bonjour d’abord', 'Say hello first');
      if (msg.t === 'act') {
        if (conn.seat === null) return refuse('spectator', 'Spectateur', 'Spectators do not play');
        if (msg.inputs !== match.inputs.length)
          return refuse('stale', 'Numéro périmé', `Stale inputs count ${msg.inputs}`);
        const p = match.rules.pending(match.state);
        const v = match.rules.validate(match.state, conn.seat, msg.input);
        if (!v.ok) return ws.send(JSON.stringify({ t: 'refused', ...v.error }));
        if (p.kind === 'simultaneous') {
          match.orders.set(conn.seat, msg.input);
          for (const c of match.conns)
            c.ws.send(JSON.stringify({ t: 'ordered', seats: [...match.orders.keys()] }));
        } else {
          match.inputs.push({ player: conn.seat, action: msg.input });
          push(match, match.rules.apply(match.state, conn.seat, v.value));
        }
        advance(match);
        return broadcast(match);
      }
      if (msg.t === 'withdraw' && conn.seat !== null) {
        match.orders.delete(conn.seat);
        return broadcast(match);
      }
      return refuse('type', 'Message non pris en charge', `Unsupported message ${msg.t}`);
    });
  });

  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.close(() => ok());
      }),
  };
}
