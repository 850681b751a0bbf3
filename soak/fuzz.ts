/**
 * Part 1, fuzz: fuzzed WebSocket frames and HTTP requests against a live server (in this process, on
 * 127.0.0.1, over a fresh store). Every frame must get a clear answer — a refusal `{ t: 'refused', code,
 * message, en }` or a valid message — and every HTTP request a 2xx or a 4xx `{ code, message, en }`; never
 * a 5xx, an `internal` refusal, a silence or a dead server (a health request answers throughout).
 */
import fc from 'fast-check';
import { Coach } from '../src/server/testing-accounts.ts';
import { testServer, testStore, Client, type Msg } from '../src/server/testing.ts';
import {
  Counts,
  Failures,
  isRefusal,
  progress,
  request,
  result,
  sleep,
  type PartOptions,
  type PartResult,
} from './common.ts';

/** What a fuzz run is given besides its size: the store engine and the share of HTTP requests. */
export interface FuzzOptions extends PartOptions {
  engine?: 'sqlite' | 'postgres';
  /** Share of the messages sent as HTTP requests (default 0.2). */
  httpShare?: number;
  /** WebSocket connections working in parallel (default 16). */
  connections?: number;
  /** fast-check seed (default: random, printed in the notes). */
  seed?: number;
}

/** A WebSocket frame to send: text, or binary bytes. */
export type Frame = string | { binary: Uint8Array };

/** Ids and tokens the arbitraries may use, so that some messages reach real matches. */
export interface FuzzContext {
  matches: string[];
  tokens: string[];
  leagues: string[];
  goblins: string[];
  /** The league owner's session cookie (`name=value`): half the HTTP requests carry it. */
  cookie: string;
}

const ODD = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '1e0',
  '0x1',
  '-0',
  '0',
  '',
  ' ',
  '%20',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../..',
  '\u0000',
  '\u202e',
  '🦀',
  'é',
];

/** Junk of every JSON type, some of it nested. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(), // NaN and ±Infinity become null in JSON
  fc.constantFrom(
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 53,
    -0,
    0.5,
    1e-320,
  ),
  fc.constantFrom(...ODD),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.integer({ min: -10, max: 1000 }), { maxLength: 250 }),
  fc.object({ maxDepth: 2, maxKeys: 5 }),
);

/** A field: usually the right type, sometimes junk. */
const field = <T>(good: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: junk, weight: 1 });

/** A message object of the protocol with some fields right and some wrong, sometimes missing or extra. */
function shapedMsg(ctx: FuzzContext): fc.Arbitrary<Record<string, unknown>> {
  const count = fc.oneof(fc.nat({ max: 400 }), fc.constantFrom(-1, 0.5, 2 ** 53, 1e21));
  const matchId = fc.oneof(
    { arbitrary: fc.constantFrom(...ctx.matches), weight: 3 },
    { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), weight: 1 },
    { arbitrary: fc.constantFrom(...ODD), weight: 1 },
  );
  const tokenArb = fc.oneof(
    fc.constantFrom(...ctx.tokens),
    fc.constantFrom(...ctx.tokens).map((t) => t.slice(0, Math.max(1, t.length - 3))),
    fc.string({ maxLength: 210 }),
  );
  const action = fc.oneof(
    junk,
    fc.record({
      type: fc.constantFrom('move', 'piss', 'endTurn', 'message', 'ready', 'endNegotiation', 'concede', 'x'),
      to: field(fc.constantFrom('all', [0], [1], [5], [-1])),
      text: field(fc.string({ maxLength: 1100 })),
      from: field(fc.nat(40)),
      dest: field(fc.nat(40)),
      figures: field(fc.array(fc.record({ kind: fc.string(), count: fc.integer() }), { maxLength: 3 })),
    }),
  );
  const kinds = {
    hello: fc.record(
      { t: fc.constant('hello'), match: field(matchId), token: field(tokenArb), since: field(fc.integer()) },
      { requiredKeys: ['t'] },
    ),
    act: fc.record({ t: fc.constant('act'), inputs: field(count), input: action }, { requiredKeys: ['t'] }),
    withdraw: fc.record({ t: fc.constant('withdraw'), inputs: field(count) }, { requiredKeys: ['t'] }),
    dice: fc.record(
      {
        t: fc.constant('dice'),
        inputs: field(count),
        faces: field(fc.array(fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double()), { maxLength: 210 })),
      },
      { requiredKeys: ['t'] },
    ),
    undo: fc.record({ t: fc.constant('undo'), inputs: field(count) }, { requiredKeys: ['t'] }),
    ping: fc.record({ t: fc.constant('ping') }),
  };
  return fc
    .tuple(
      fc.oneof(...Object.values(kinds), fc.record({ t: junk })),
      fc.option(fc.dictionary(fc.constantFrom('extra', 'seat', 'role', 'x', 'constructor'), junk), {
        nil: undefined,
      }),
    )
    .map(([m, extra]) => (extra === undefined ? m : { ...extra, ...m }));
}

/** Text of a JSON object with a raw `__proto__` key (JSON.stringify would drop it). */
const protoText = (m: Record<string, unknown>, inner: unknown, key: string): string => {
  const body = JSON.stringify(m);
  const raw = `"${key}":${JSON.stringify(inner) ?? 'null'}`;
  return body === '{}' ? `{${raw}}` : `{${raw},${body.slice(1)}`;
};

/** Every kind of frame: shaped messages, prototype keys, malformed text, deep nesting, big and binary. */
export function frameArb(ctx: FuzzContext): fc.Arbitrary<Frame> {
  const shaped = shapedMsg(ctx);
  return fc.oneof(
    { arbitrary: shaped.map((m) => JSON.stringify(m)), weight: 10 },
    {
      arbitrary: fc
        .tuple(shaped, junk, fc.constantFrom('__proto__', 'constructor', 'prototype'))
        .map(([m, inner, key]) => protoText(m, inner, key)),
      weight: 2,
    },
    {
      // Truncated or mangled JSON of a shaped message.
      arbitrary: fc
        .tuple(shaped, fc.nat(), fc.constantFrom('cut', 'quote', 'comma', 'bom'))
        .map(([m, n, how]) => {
          const text = JSON.stringify(m);
          if (how === 'cut') return text.slice(0, n % Math.max(1, text.length));
          if (how === 'quote') return text.replaceAll('"', "'");
          if (how === 'comma') return text.replace('}', ',}');
          return `\ufeff${text}`;
        }),
      weight: 2,
    },
    { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
    { arbitrary: junk.map((j) => JSON.stringify(j) ?? 'null'), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom('[', '{"t":'))
        .map(([depth, open]) =>
          open === '['
            ? '['.repeat(depth) + ']'.repeat(depth)
            : `${'{"t":'.repeat(depth)}1${'}'.repeat(depth)}`,
        ),
      weight: 1,
    },
    {
      // Big strings, just under and just over 64 KiB.
      arbitrary: fc
        .tuple(fc.integer({ min: 60_000, max: 70_000 }), fc.constantFrom('act', 'hello', 'ping'))
        .map(([n, t]) =>
          t === 'act'
            ? JSON.stringify({ t, inputs: 0, input: { type: 'message', to: 'all', text: 'x'.repeat(n) } })
            : JSON.stringify({ t, match: 'é'.repeat(n >> 1) }),
        ),
      weight: 1,
    },
    { arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => ({ binary: b })), weight: 1 },
    {
      arbitrary: shaped.map((m) => ({ binary: new TextEncoder().encode(JSON.stringify(m)) })),
      weight: 1,
    },
  );
}

/** An HTTP request to send. */
export interface HttpCase {
  method: string;
  path: string;
  contentType?: string;
  body?: string;
}

/** HTTP requests: the protocol's routes with odd path parameters, malformed bodies and content types. */
export function httpArb(ctx: FuzzContext): fc.Arbitrary<HttpCase> {
  const odd = fc.oneof(
    fc.constantFrom(
      ...ODD.map((o) => encodeURIComponent(o)),
      '%20',
      '%00',
      '%zz',
      '%',
      '..',
      '%2e%2e',
      'a'.repeat(300),
    ),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
    fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s)),
  );
  const id = fc.oneof(fc.constantFrom(...ctx.matches), odd);
  const league = fc.oneof(fc.constantFrom(...ctx.leagues), odd);
  const goblin = fc.oneof(fc.constantFrom(...ctx.goblins), odd);
  const seat = fc.oneof(
    fc.constantFrom('0', '1', '2', '15', '16', '-1', '1e0', '0x1', '-0', '1.5', '__proto__', '%20'),
    odd,
  );
  const path = fc.oneof(
    fc.constant('/api/matches'),
    fc.constantFrom(
      '/api/matches?status=open',
      '/api/matches?status=x',
      '/api/matches?status=open&x=1',
      '/api/matches?__proto__=1',
    ),
    id.map((i) => `/api/matches/${i}`),
    id.map((i) => `/api/matches/${i}/join`),
    fc.tuple(id, seat).map(([i, s]) => `/api/matches/${i}/seats/${s}/bot`),
    id.map((i) => `/api/matches/${i}/record`),
    fc.constant('/api/records/verify'),
    fc.constant('/api/leagues'),
    league.map((l) => `/api/leagues/${l}`),
    league.map((l) => `/api/leagues/${l}/goblins`),
    fc.tuple(league, goblin).map(([l, g]) => `/api/leagues/${l}/goblins/${g}`),
    league.map((l) => `/api/leagues/${l}/matches`),
    fc.constant('/api/games'),
    odd.map((o) => `/api/${o}`),
    fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)),
  );
  const seatReq = fc.record(
    {
      kind: field(fc.constantFrom('human', 'open')), // never a valid 'bot': no bot matches running behind
      level: field(fc.constantFrom('random', 'greedy', 'mcts')),
      name: field(fc.string({ maxLength: 45 })),
      goblins: field(fc.array(fc.constantFrom(...ctx.goblins), { maxLength: 3 })),
    },
    { requiredKeys: [] },
  );
  const shapedBody = fc.oneof(
    fc.record(
      {
        game: field(fc.constantFrom('piss-squig', 'pillards', 'chess', '__proto__')),
        options: field(
          fc.record(
            {
              maxRounds: field(fc.integer({ min: 0, max: 300 })),
              players: field(fc.integer({ min: -1, max: 9 })),
              revealMode: field(fc.constantFrom('open', 'referee')),
              campaign: junk,
            },
            { requiredKeys: [] },
          ),
        ),
        seats: field(fc.array(seatReq, { maxLength: 18 })),
        dice: field(fc.constantFrom('seeded', 'referee', 'players')),
        casual: field(fc.boolean()),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      { seat: field(fc.integer({ min: -1, max: 16 })), name: field(fc.string({ maxLength: 45 })) },
      { requiredKeys: [] },
    ),
    fc.record(
      { token: field(fc.constantFrom(...ctx.tokens)), level: field(fc.constantFrom('random', 'greedy')) },
      { requiredKeys: [] },
    ),
    fc.record({ name: field(fc.string({ maxLength: 90 })) }, { requiredKeys: [] }),
    fc.record(
      {
        format: field(fc.constant('arbitre-record/1')),
        game: field(fc.constantFrom('piss-squig', 'pillards', 'x')),
        rulesVersion: junk,
        options: junk,
        seats: field(
          fc.array(fc.record({ name: fc.string(), kind: fc.constant('human') }), { maxLength: 3 }),
        ),
        dice: field(fc.record({ source: fc.constantFrom('seeded', 'referee') }, { requiredKeys: [] })),
        inputs: field(
          fc.array(
            fc.oneof(
              fc.record({ player: fc.nat(3), action: junk }),
              fc.record({ faces: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 3 }) }),
            ),
            { maxLength: 30 },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
    junk,
  );
  const body = fc.oneof(
    { arbitrary: shapedBody.map((b) => JSON.stringify(b) ?? 'null'), weight: 8 },
    {
      arbitrary: fc
        .tuple(shapedBody, junk)
        .map(([b, j]) =>
          typeof b === 'object' && b !== null && !Array.isArray(b)
            ? protoText(b as Record<string, unknown>, j, '__proto__')
            : '{"__proto__":{"x":1}}',
        ),
      weight: 2,
    },
    { arbitrary: shapedBody.map((b) => (JSON.stringify(b) ?? 'null').slice(0, -1)), weight: 2 },
    { arbitrary: fc.string({ maxLength: 300 }), weight: 1 },
    {
      arbitrary: fc.integer({ min: 60_000, max: 80_000 }).map((n) => JSON.stringify({ name: 'x'.repeat(n) })),
      weight: 1,
    },
    { arbitrary: fc.integer({ min: 1, max: 5000 }).map((d) => '['.repeat(d) + ']'.repeat(d)), weight: 1 },
  );
  return fc.record(
    {
      method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
      path,
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/octet-stream',
        '',
      ),
      body,
    },
    { requiredKeys: ['method', 'path'] },
  );
}

/** The last welcome or update of a client. */
const latest = (c: Client): Msg | undefined =>
  c.msgs.findLast((m: Msg) => m.t === 'welcome' || m.t === 'update');

type Role = { kind: 'fresh' } | { kind: 'hello'; match: string; token?: string };

/** One WebSocket connection of the fuzz, reopened when the server closes it. */
class FuzzConn {
  c!: Client;
  closedCode: number | null = null;
  constructor(
    readonly url: string,
    readonly role: Role,
  ) {}

  async open(): Promise<void> {
    this.c = await Client.open(this.url);
    this.closedCode = null;
    this.c.socket.on('close', (code) => (this.closedCode = code));
    if (this.role.kind === 'hello') await this.c.hello(this.role.match, this.role.token);
  }

  /** Sends a frame; answers the first frame the server sends after it, 'closed', or 'timeout'. */
  async send(frame: Frame, crashes: () => number, timeoutMs = 10_000): Promise<Msg | 'closed' | 'timeout'> {
    const from = this.c.msgs.length;
    const crashed = crashes();
    const sentAt = Date.now();
    if (typeof frame === 'string') this.c.socket.send(frame);
    else this.c.socket.send(frame.binary, { binary: true });
    const deadline = Date.now() + timeoutMs;
    while (this.c.msgs.length === from) {
      if (this.closedCode !== null) return 'closed';
      if (Date.now() > deadline) return 'timeout';
      // An uncaught exception since this frame left: give up on its answer sooner.
      if (crashes() > crashed && Date.now() - sentAt > 1000) return 'timeout';
      await sleep(this.c.msgs.length === from ? 1 : 0);
    }
    return this.c.msgs[from];
  }

  /** After an accepted input: waits until the bots have answered (this seat may act again, or it is over). */
  async settle(timeoutMs = 10_000): Promise<boolean> {
    // Only a seat waits for its turn again (a spectator's or referee's legal list stays empty).
    if (this.c.msgs.findLast((m: Msg) => m.t === 'welcome')?.role !== 'player') return true;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const m = latest(this.c);
      if (m !== undefined && (m.legal.length > 0 || m.pending.kind === 'over')) {
        // And nothing more on the way for a little while.
        const n = this.c.msgs.length;
        await sleep(30);
        if (this.c.msgs.length === n) return true;
        continue;
      }
      if (Date.now() > deadline || this.closedCode !== null) return false;
      await sleep(5);
    }
  }
}

/** Creates the fixtures the fuzz aims at: matches with their tokens, a league with goblins. */
async function fixtures(base: string): Promise<{
  ctx: FuzzContext;
  roles: Role[];
}> {
  const post = async (path: string, body: unknown): Promise<Msg> => {
    const r = await request(base, 'POST', path, {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    if (r.status !== 201) throw new Error(`fixture ${path}: ${r.status} ${r.text}`);
    return JSON.parse(r.text);
  };
  const ctx: FuzzContext = { matches: [], tokens: [], leagues: [], goblins: [], cookie: '' };
  const roles: Role[] = [];
  const ps = { game: 'piss-squig', options: { maxRounds: 5 } };
  // Matches the WebSocket connections follow, one each: seats against a bot, casual, referee dice, Pillards.
  const wsMatches = [
    { ...ps, seats: [{ kind: 'human' }, { kind: 'bot' }] },
    { ...ps, seats: [{ kind: 'human' }, { kind: 'bot' }], casual: true },
    { ...ps, seats: [{ kind: 'human' }, { kind: 'human' }], dice: 'referee' },
    {
      game: 'pillards',
      options: { negotiationSeconds: 0, revealMode: 'referee' },
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }],
    },
  ];
  for (const body of wsMatches) {
    const m = await post('/api/matches', body);
    ctx.matches.push(m.id);
    for (const s of m.seats) if (s.token) ctx.tokens.push(s.token);
    if (m.referee) ctx.tokens.push(m.referee.token);
  }
  // HTTP-only matches (their tokens may hand seats to bots: nobody follows them on a WebSocket).
  for (let i = 0; i < 2; i++) {
    const m = await post('/api/matches', { ...ps, seats: [{ kind: 'human' }, { kind: 'open' }] });
    ctx.matches.push(m.id);
    for (const s of m.seats) if (s.token) ctx.tokens.push(s.token);
  }
  // Leagues belong to accounts: the fuzz signs in as the league's owner (its cookie rides on half the requests).
  const owner = await Coach.signUp(base, `fuzz-${Date.now().toString(36)}`);
  ctx.cookie = owner.cookie;
  const owned = async (path: string, body: unknown): Promise<Msg> => {
    const r = await owner.req(base, 'POST', path, body);
    if (r.status !== 201) throw new Error(`fixture ${path}: ${r.status} ${JSON.stringify(r.json)}`);
    return r.json;
  };
  const league = await owned('/api/leagues', { name: 'Ligue du fuzz' });
  ctx.leagues.push(league.id);
  for (const name of ['Zob', 'Grignon', 'Pustule'])
    ctx.goblins.push((await owned(`/api/leagues/${league.id}/goblins`, { name })).id);
  roles.push({ kind: 'fresh' });
  return { ctx, roles };
}

/** Roles of the connections: each WebSocket fixture match gets its own seat connections and spectator. */
async function connRoles(base: string, n: number): Promise<Role[]> {
  const roles: Role[] = [];
  const post = async (body: unknown): Promise<Msg> => {
    const r = await request(base, 'POST', '/api/matches', {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    if (r.status !== 201) throw new Error(`fixture: ${r.status} ${r.text}`);
    return JSON.parse(r.text);
  };
  for (let i = 0; roles.length < n; i++) {
    switch (i % 5) {
      case 0:
        roles.push({ kind: 'fresh' });
        break;
      case 1:
      case 2: {
        const m = await post({
          game: 'piss-squig',
          options: { maxRounds: 5 },
          seats: [{ kind: 'human' }, { kind: 'bot' }],
          casual: i % 5 === 2,
        });
        roles.push({ kind: 'hello', match: m.id, token: m.seats[0].token });
        break;
      }
      case 3: {
        const m = await post({
          game: 'piss-squig',
          options: { maxRounds: 5 },
          seats: [{ kind: 'human' }, { kind: 'bot' }],
          dice: 'referee',
        });
        roles.push({ kind: 'hello', match: m.id, token: m.referee.token });
        break;
      }
      default: {
        const m = await post({
          game: 'pillards',
          options: { negotiationSeconds: 0 },
          seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }],
        });
        roles.push({ kind: 'hello', match: m.id, token: m.seats[0].token });
        // A spectator of a match nobody else plays on: nothing moves there unless the fuzz moves it.
        roles.push({ kind: 'hello', match: m.id });
      }
    }
  }
  return roles.slice(0, n);
}

/** A valid act for a connection that may act now (from its last legal list), or null. */
function validAct(c: Client): string | null {
  const m = latest(c);
  if (m === undefined || m.legal.length === 0) return null;
  // Never concede (Piss' Squig): the fixture would be over at once.
  const legal = (m.legal as { type?: string }[]).filter((a) => a?.type !== 'concede');
  if (legal.length === 0) return null;
  return JSON.stringify({
    t: 'act',
    inputs: m.inputs,
    input: legal[Math.floor(Math.random() * legal.length)],
  });
}

/** Part 1: fuzz. `size` is the number of messages (WebSocket frames and HTTP requests together). */
export async function fuzzPart(opts: FuzzOptions): Promise<PartResult> {
  const t0 = performance.now();
  const counts = new Counts();
  const failures = new Failures();
  const seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
  const notes = [`fast-check seed ${seed}`];
  const { store, dispose } = await testStore(opts.engine ?? 'sqlite');
  // Generous message rates: the fuzz measures answers, not the rate limit (which has its own test).
  const server = await testServer(store, { rate: 1_000_000, burst: 1_000_000 });
  let stopHealth = false;
  // An exception nobody catches would end a server process: count it (and keep the run going, to find
  // every kind), with the frames in flight when it happened.
  const inFlight = new Map<number, string>();
  let crashCount = 0;
  const onCrash = (e: unknown): void => {
    crashCount++;
    const first = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    counts.add(`crash:${first.slice(0, 80)}`);
    const stack = e instanceof Error ? (e.stack ?? '').split('\n').slice(1, 4).join(' | ') : '';
    const frames = [...inFlight.values()].map((f) => f.slice(0, 60)).join(' ‖ ');
    failures.add(
      `crash (uncaught): ${first} at ${stack.slice(0, 300)}; frames in flight: ${frames.slice(0, 400)}`,
    );
  };
  process.on('unhandledRejection', onCrash);
  process.on('uncaughtException', onCrash);
  try {
    const { ctx } = await fixtures(server.base);
    const nConn = opts.connections ?? 16;
    const roles = await connRoles(server.base, nConn);
    for (const r of roles) if (r.kind === 'hello') ctx.matches.push(r.match);
    const httpTotal = Math.round(opts.size * (opts.httpShare ?? 0.2));
    const wsTotal = opts.size - httpTotal;
    const deadline = performance.now() + opts.timeMs;
    const tick = progress(opts, 'fuzz');
    let done = 0;
    let wsDone = 0;
    let httpDone = 0;

    // The health request: GET /api/games answers 200 throughout.
    const health = (async () => {
      while (!stopHealth) {
        const r = await request(server.base, 'GET', '/api/games', { timeoutMs: 10_000 });
        counts.add('health checks');
        if (r.status !== 200) failures.add(`health: ${r.status} ${r.error ?? r.text.slice(0, 200)}`);
        await sleep(250);
      }
    })();

    const wsWorker = async (k: number, share: number): Promise<void> => {
      const conn = new FuzzConn(server.ws, roles[k]!);
      await conn.open();
      const batch = 200;
      let sent = 0;
      for (let b = 0; sent < share; b++) {
        const frames = fc.sample(frameArb(ctx), {
          numRuns: Math.min(batch, share - sent),
          seed: seed + k * 100_003 + b,
        });
        for (const f of frames) {
          if (performance.now() > deadline) return;
          // One frame in twenty is a valid act when this connection may act: the answer is an update.
          const valid = Math.random() < 0.05 ? validAct(conn.c) : null;
          const frame = valid ?? f;
          inFlight.set(k, typeof frame === 'string' ? frame : '<binary>');
          const answer = await conn.send(frame, () => crashCount);
          inFlight.delete(k);
          sent++;
          done++;
          wsDone++;
          tick(done);
          if (answer === 'timeout') {
            failures.add(
              `ws: no answer to ${String(typeof frame === 'string' ? frame : '<binary>').slice(0, 200)}`,
            );
            counts.add('ws:timeout');
            conn.c.close();
            await conn.open();
          } else if (answer === 'closed') {
            // Closed by the server (a frame over 1 MiB, a rate limit, a hello timeout…): a clear answer.
            counts.add(`ws:closed:${conn.closedCode}`);
            await conn.open();
          } else if (answer.t === 'refused') {
            if (!isRefusal(answer))
              failures.add(`ws: unclear refusal ${JSON.stringify(answer).slice(0, 300)}`);
            counts.add(`ws:refused:${answer.code}`);
            if (answer.code === 'internal')
              failures.add(
                `ws: internal error for ${String(typeof frame === 'string' ? frame : '<binary>').slice(0, 300)}`,
              );
          } else if (['welcome', 'update', 'pong', 'ordered'].includes(answer.t)) {
            counts.add(`ws:answer:${answer.t}`);
            if (answer.t === 'update' || answer.t === 'ordered') {
              if (!(await conn.settle())) counts.add('ws:settle timeout');
            }
          } else {
            failures.add(`ws: unknown answer ${JSON.stringify(answer).slice(0, 300)}`);
          }
          if (valid !== null) counts.add('ws:valid acts sent');
        }
      }
      conn.c.close();
    };

    const httpWorker = async (k: number, share: number): Promise<void> => {
      let sent = 0;
      for (let b = 0; sent < share; b++) {
        const cases = fc.sample(httpArb(ctx), {
          numRuns: Math.min(200, share - sent),
          seed: seed + 7 + k * 1_000_003 + b,
        });
        for (const h of cases) {
          if (performance.now() > deadline) return;
          const hasBody = h.body !== undefined && !['GET', 'HEAD', 'OPTIONS'].includes(h.method);
          const headers: Record<string, string> =
            hasBody && h.contentType ? { 'content-type': h.contentType } : {};
          if (sent % 2 === 0) headers.cookie = ctx.cookie;
          const r = await request(server.base, h.method, h.path, {
            ...(hasBody ? { body: h.body } : {}),
            headers,
          });
          sent++;
          done++;
          httpDone++;
          tick(done);
          const what = `${h.method} ${h.path.slice(0, 100)} ${h.contentType ?? ''} ${(h.body ?? '').slice(0, 150)}`;
          // 503 verify.busy (records verified in a bounded worker pool) says to retry: a clear refusal.
          if (r.status === 503 && r.text.includes('"verify.busy"')) {
            counts.add('http:503:verify.busy');
            continue;
          }
          if (r.status === 0 || r.status >= 500) {
            failures.add(`http ${r.status} ${r.error ?? r.text.slice(0, 200)} for ${what}`);
            counts.add(`http:${r.status}`);
            continue;
          }
          if (r.status < 400) {
            counts.add(`http:${r.status}`);
            continue;
          }
          let body: unknown = null;
          try {
            body = r.text === '' ? null : JSON.parse(r.text);
          } catch {
            body = null;
          }
          // POST /api/records/verify refuses as { ok: false, index, error: refusal }.
          const refusal =
            typeof body === 'object' &&
            body !== null &&
            'error' in body &&
            (body as { ok?: unknown }).ok === false
              ? (body as { error: unknown }).error
              : body;
          const code = isRefusal(refusal) ? (refusal as { code: string }).code : '?';
          counts.add(h.method === 'HEAD' ? `http:HEAD:${r.status}` : `http:${r.status}:${code}`);
          // 429 (rate limits, after the hardening work): a clear refusal whatever its body.
          if (code === '?' && r.status !== 429 && h.method !== 'HEAD')
            failures.add(`http ${r.status} without a clear refusal (${r.text.slice(0, 200)}) for ${what}`);
        }
      }
    };

    const workers: Promise<void>[] = [];
    for (let k = 0; k < nConn; k++) {
      const share = Math.floor(wsTotal / nConn) + (k < wsTotal % nConn ? 1 : 0);
      workers.push(wsWorker(k, share).catch((e: unknown) => failures.add(`ws worker ${k}: ${String(e)}`)));
    }
    const nHttp = 4;
    for (let k = 0; k < nHttp; k++) {
      const share = Math.floor(httpTotal / nHttp) + (k < httpTotal % nHttp ? 1 : 0);
      workers.push(
        httpWorker(k, share).catch((e: unknown) => failures.add(`http worker ${k}: ${String(e)}`)),
      );
    }
    await Promise.all(workers);
    if (done < opts.size) notes.push(`time cap reached after ${done} of ${opts.size} messages`);
    stopHealth = true;
    await health;
    counts.add('ws frames', wsDone);
    counts.add('http requests', httpDone);
    return result('fuzz', opts, done, t0, counts, failures, notes);
  } finally {
    stopHealth = true;
    process.off('unhandledRejection', onCrash);
    process.off('uncaughtException', onCrash);
    await server.app.close();
    await dispose();
  }
}
