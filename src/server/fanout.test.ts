/**
 * Two server instances in one process sharing one PostgreSQL store over Redis (`REDIS_URL`): a match
 * created on one is played from both, races on one journal line, bots. Skipped (with the reason) unless
 * `REDIS_URL` and `DATABASE_URL` are set and reachable.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify, type MatchRecord } from '../engine/record.ts';
import { games } from '../games/registry.ts';
import { pissSquig } from '../games/piss-squig/index.ts';
import { buildServer } from './server.ts';
import { Store, type JournalEntry } from './store/index.ts';
import { Client, http, pick, playSeat, testServer, type Msg } from './testing.ts';

const avoidResign = (a: unknown): boolean => pissSquig.resigns?.(a as never) === true;
const REDIS = process.env.REDIS_URL;
const DB = process.env.DATABASE_URL;

/** Why the tests cannot run here, or null. */
async function unavailable(): Promise<string | null> {
  if (!REDIS || !DB || !/^postgres/.test(DB))
    return 'REDIS_URL and DATABASE_URL (PostgreSQL) are not both set';
  const r = new Redis(REDIS, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    await r.ping();
  } catch (e) {
    return `Redis at ${REDIS} unreachable (${String(e)})`;
  } finally {
    r.disconnect();
  }
  const c = new pg.Client({ connectionString: DB, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
  } catch (e) {
    return `PostgreSQL unreachable (${String(e)})`;
  } finally {
    await c.end().catch(() => undefined);
  }
  return null;
}

const why = await unavailable();
if (why !== null) console.warn(`fanout.test.ts skipped: ${why}`);

/** Waits (up to 10 s) until `cond` holds. */
async function until(cond: () => boolean): Promise<void> {
  for (const end = Date.now() + 10_000; !cond();) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every eventSeq a client was sent, in order. */
const seqs = (c: Client): number[] =>
  c.msgs
    .filter((m: Msg) => m.t === 'welcome' || m.t === 'update')
    .flatMap((m: Msg) => m.events.map((e: { eventSeq: number }) => e.eventSeq));

describe.skipIf(why !== null)('several instances over Redis and one PostgreSQL store', () => {
  const schema = `arbitre_test_${randomBytes(6).toString('hex')}`;
  const channel = `arbitre:test:${randomBytes(6).toString('hex')}`;
  let storeA: Store;
  let storeB: Store;
  let A: Awaited<ReturnType<typeof testServer>>;
  let B: Awaited<ReturnType<typeof testServer>>;
  const clients: Client[] = [];
  const open = async (url: string): Promise<Client> => {
    const c = await Client.open(url);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    storeA = await Store.open({ db: DB!, schema });
    storeB = await Store.open({ db: DB!, schema });
    const extra = { redis: REDIS!, redisChannel: channel };
    A = await testServer(storeA, undefined, extra);
    B = await testServer(storeB, undefined, extra);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await A?.app.close();
    await B?.app.close();
    await storeA?.dropSchema();
    await storeA?.close();
    await storeB?.close();
  });

  it("creates on A, joins on B, plays a whole Piss' Squig match from both: every event once, one hash", async () => {
    const created = await http(A.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human', name: 'Snotlik' }, { kind: 'open' }],
    });
    expect(created.status).toBe(201);
    const { id } = created.json;
    const joined = await http(B.base, 'POST', `/api/matches/${id}/join`, { seat: 1, name: 'Grik' });
    expect(joined.status).toBe(200);
    const c0 = await open(A.ws);
    const c1 = await open(B.ws);
    const w0 = await c0.hello(id, created.json.seats[0].token);
    const w1 = await c1.hello(id, joined.json.token);
    expect(w1).toMatchObject({ seat: 1, role: 'player' });
    const [l0, l1] = await Promise.all([
      playSeat(c0, w0, (legal) => pick(legal, avoidResign)),
      playSeat(c1, w1, (legal) => pick(legal, avoidResign)),
    ]);
    expect(l0.pending.kind).toBe('over');
    expect(l1.hash).toBe(l0.hash);
    const record = (await http(B.base, 'GET', `/api/matches/${id}/record`)).json as MatchRecord;
    expect(record.final?.hash).toBe(l0.hash);
    expect(verify(games['piss-squig']!, record).ok).toBe(true);
    // Both seats played: inputs were committed on both instances.
    const players = new Set(record.inputs.flatMap((i) => ('player' in i ? [i.player] : [])));
    expect([...players].sort()).toEqual([0, 1]);
    // Every event exactly once, in order, on both instances.
    const s0 = seqs(c0);
    const s1 = seqs(c1);
    expect(s0).toEqual(Array.from({ length: s0.length }, (_, i) => i));
    expect(s1).toEqual(s0);
    expect((await http(A.base, 'GET', `/api/matches/${id}`)).json).toMatchObject({ status: 'finished' });
  });

  /** A two-human match and its seat tokens, with the seat the match waits for. */
  async function duel(): Promise<{ id: string; tokens: string[]; seat: number }> {
    const created = await http(A.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const { id } = created.json;
    const summary = (await http(A.base, 'GET', `/api/matches/${id}`)).json;
    expect(summary.status).toBe('active');
    const c = await open(A.ws);
    const w = await c.hello(id);
    expect(w.pending.kind).toBe('decision');
    c.close();
    return { id, tokens: created.json.seats.map((s: { token: string }) => s.token), seat: w.pending.player };
  }

  /** Sends the same input, on the same input count, from one seat connected to A and to B at once. */
  async function race(id: string, token: string): Promise<{ a: Client; b: Client; n: number }> {
    const a = await open(A.ws);
    const b = await open(B.ws);
    const wa = await a.hello(id, token);
    const wb = await b.hello(id, token);
    expect(wb.inputs).toBe(wa.inputs);
    expect(wa.legal.length).toBeGreaterThan(0);
    const input = pick(wa.legal, avoidResign);
    a.send({ t: 'act', inputs: wa.inputs, input });
    b.send({ t: 'act', inputs: wb.inputs, input });
    return { a, b, n: wa.inputs };
  }

  async function decisions(store: Store, id: string): Promise<JournalEntry[]> {
    return (await store.journal(id)).filter((e) => 'player' in e);
  }

  it('a race on one journal line: the same input sent to A and B at once is applied exactly once', async () => {
    const { id, tokens, seat } = await duel();
    const { a, b, n } = await race(id, tokens[seat]!);
    const update = (c: Client): Msg => c.msgs.find((m: Msg) => m.t === 'update' && m.inputs > n);
    const refusals = (): Msg[] => [...a.msgs, ...b.msgs].filter((m: Msg) => m.t === 'refused');
    await until(() => refusals().length > 0 && update(a) !== undefined && update(b) !== undefined);
    await new Promise((r) => setTimeout(r, 200));
    // One input applied, the other refused as stale; both connections end on the winner's state (the
    // other instance may show the winner's lines in more than one update).
    expect(refusals().map((m) => m.code)).toEqual(['stale']);
    const latest = (c: Client): Msg => c.msgs.filter((m: Msg) => m.t === 'update').at(-1);
    await until(() => latest(a).inputs === latest(b).inputs);
    expect(latest(b).hash).toBe(latest(a).hash);
    expect(await decisions(storeA, id)).toHaveLength(1);
  });

  it('a race lost in the store (B read the journal before A wrote): B catches up and answers stale', async () => {
    const { id, tokens, seat } = await duel();
    // B's reads of the journal miss A's line until B's own append collides with it, as if B had read the
    // journal just before A appended (the store's unique (match_id, seq) decides).
    const realFrom = storeB.journalFrom.bind(storeB);
    const realHas = storeB.hasLine.bind(storeB);
    let blind = false;
    let collided = 0;
    storeB.journalFrom = (match: string, seq: number) =>
      blind && match === id ? Promise.resolve([]) : realFrom(match, seq);
    storeB.hasLine = (match: string, seq: number) => {
      if (match === id) {
        collided++;
        blind = false;
      }
      return realHas(match, seq);
    };
    try {
      const a = await open(A.ws);
      const b = await open(B.ws);
      const wa = await a.hello(id, tokens[seat]);
      const wb = await b.hello(id, tokens[seat]);
      const input = pick(wa.legal, avoidResign);
      blind = true;
      a.send({ t: 'act', inputs: wa.inputs, input });
      await a.next((m) => m.t === 'update' && m.inputs > wa.inputs);
      b.send({ t: 'act', inputs: wb.inputs, input });
      const r = await b.next((m) => m.t === 'refused');
      expect(r.code).toBe('stale');
      expect(collided).toBe(1);
      // B's connection is updated with A's line (before the refusal: updates go out when the task ends).
      const ub = b.msgs.find((m: Msg) => m.t === 'update' && m.inputs > wb.inputs);
      const last = a.msgs.filter((m: Msg) => m.t === 'update').at(-1);
      expect(ub.hash).toBe(last.hash);
      expect(ub.events.map((e: { eventSeq: number }) => e.eventSeq)[0]).toBe(wb.events.length);
      expect(await decisions(storeA, id)).toHaveLength(1);
    } finally {
      storeB.journalFrom = realFrom;
      storeB.hasLine = realHas;
    }
  });

  it('a bot seat in a match created on A whose human plays on B', async () => {
    const created = await http(A.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    const { id } = created.json;
    const spectator = await open(A.ws);
    await spectator.hello(id);
    const c = await open(B.ws);
    const w = await c.hello(id, created.json.seats[0].token);
    const last = await playSeat(c, w, (legal) => pick(legal, avoidResign));
    expect(last.pending.kind).toBe('over');
    const seen = await spectator.next((m) => m.t === 'update' && m.pending.kind === 'over');
    expect(seen.hash).toBe(last.hash);
    const record = (await http(A.base, 'GET', `/api/matches/${id}/record`)).json as MatchRecord;
    expect(verify(games['piss-squig']!, record).ok).toBe(true);
    expect(record.inputs.some((i) => 'player' in i && i.player === 1)).toBe(true);
    const s = seqs(c);
    expect(s).toEqual(Array.from({ length: s.length }, (_, i) => i));
  });

  it('Pillards sealed orders: seat 0 orders on A, then seat 1 on B closes the round with both orders', async () => {
    const created = await http(A.base, 'POST', '/api/matches', {
      game: 'pillards',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const { id } = created.json;
    const c0 = await open(A.ws);
    const c1 = await open(B.ws);
    const w0 = await c0.hello(id, created.json.seats[0].token);
    const w1 = await c1.hello(id, created.json.seats[1].token);
    expect(w0.pending).toMatchObject({ kind: 'simultaneous', players: [0, 1] });
    const o0 = pick(w0.legal);
    c0.send({ t: 'act', inputs: w0.inputs, input: o0 });
    await c0.next((m) => m.t === 'ordered' && m.seats.includes(0));
    // B hears of the order held on A.
    await c1.next((m) => m.t === 'ordered' && m.seats.includes(0));
    const o1 = pick(w1.legal);
    c1.send({ t: 'act', inputs: w1.inputs, input: o1 });
    const u1 = await c1.next((m) => m.t === 'update' && m.inputs > w1.inputs);
    const u0 = await c0.next((m) => m.t === 'update' && m.inputs >= u1.inputs);
    expect(u0.hash).toBe(u1.hash);
    const round = (await storeA.journal(id)).find((e) => 'orders' in e) as {
      orders: Record<string, unknown>;
    };
    expect(Object.keys(round.orders).sort()).toEqual(['0', '1']);
    expect(await storeA.sealed(id)).toEqual(new Map());
  });

  it('Pillards sealed orders: an order held on A counts when the last order of the round arrives on B', async () => {
    const created = await http(A.base, 'POST', '/api/matches', {
      game: 'pillards',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'greedy' }],
    });
    const { id } = created.json;
    const c0 = await open(A.ws);
    const c1 = await open(B.ws);
    const w0 = await c0.hello(id, created.json.seats[0].token);
    const w1 = await c1.hello(id, created.json.seats[1].token);
    const [l0, l1] = await Promise.all([
      playSeat(c0, w0, (legal) => pick(legal)),
      playSeat(c1, w1, (legal) => pick(legal)),
    ]);
    expect(l0.pending.kind).toBe('over');
    expect(l1.hash).toBe(l0.hash);
    const record = (await http(B.base, 'GET', `/api/matches/${id}/record`)).json as MatchRecord;
    expect(verify(games.pillards!, record).ok).toBe(true);
    // The record replays: every round of sealed orders holds the order of every seat it waited for; and
    // rounds closed with orders from both instances' connections.
    const rounds = record.inputs.flatMap((i) => ('orders' in i ? [Object.keys(i.orders)] : []));
    expect(rounds.filter((seats) => seats.includes('0') && seats.includes('1')).length).toBeGreaterThan(0);
    for (const c of [c0, c1]) {
      const s = seqs(c);
      expect(s.every((x, i) => i === 0 || x > s[i - 1]!)).toBe(true);
    }
  });

  it('refuses REDIS_URL over a SQLite store, with the reason', async () => {
    const sqlite = await Store.open({ db: ':memory:' });
    try {
      await expect(
        buildServer({ store: sqlite, redis: REDIS!, logger: false, webRoot: null }),
      ).rejects.toThrow(/PostgreSQL/);
    } finally {
      await sqlite.close();
    }
  });
});
