import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, verify, type MatchRecord } from '../engine/record.ts';
import { games } from '../games/registry.ts';
import { pissSquig } from '../games/piss-squig/index.ts';
import {
  Client,
  ENGINES,
  PROTOCOL_LIMITS,
  http,
  pick,
  playSeat,
  testServer,
  testStore,
  type Msg,
} from './testing.ts';
import type { Store } from './store/index.ts';

const avoidResign = (a: unknown): boolean => pissSquig.resigns?.(a as never) === true;

describe.each(ENGINES)('server over HTTP and WebSocket (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  const clients: Client[] = [];
  const open = async (): Promise<Client> => {
    const c = await Client.open(server.ws);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.app.close();
    await dispose();
  });

  it('lists the games with their players, bot levels and default options', async () => {
    const { status, json } = await http(server.base, 'GET', '/api/games');
    expect(status).toBe(200);
    const ids = json.map((g: { id: string }) => g.id);
    expect(ids).toEqual(expect.arrayContaining(['piss-squig', 'pillards']));
    const pil = json.find((g: { id: string }) => g.id === 'pillards');
    expect(pil.bots).toContain('greedy');
    expect(pil.options.startingCattle).toBe(20);
    expect(pil.options).toMatchObject({ negotiationSeconds: 300, orderSeconds: 'none', humans: [] });
    // Every game reports its defaults: those its options parser fills in from {}.
    for (const g of json as { id: string; options: Record<string, unknown> }[]) {
      const setup = games[g.id]!.setup({});
      expect(setup.ok).toBe(true);
      expect(g.options).toEqual((setup as { value: { o: unknown } }).value.o);
    }
    const ps = json.find((g: { id: string }) => g.id === 'piss-squig');
    expect(ps.options).toMatchObject({ players: 2, mode: 'ffa', armourTarget: 8, maxRounds: 40 });
  });

  it('refuses bad creations with a code and both languages, never a stack trace', async () => {
    const unknown = await http(server.base, 'POST', '/api/matches', {
      game: 'chess',
      seats: [{ kind: 'bot' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.code).toBe('game.unknown');
    const badOptions = await http(server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      options: { armourTarget: 3 },
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
    });
    expect(badOptions.status).toBe(400);
    expect(badOptions.json).toMatchObject({ code: 'options.invalid', rule: 'PS-SETUP-1' });
    expect(typeof badOptions.json.en).toBe('string');
    const badBody = await http(server.base, 'POST', '/api/matches', { game: 'pillards', seats: 'two' });
    expect(badBody.json.code).toBe('invalid');
    const json = await http(server.base, 'POST', '/api/matches', '{"game": ');
    expect(json.status).toBe(400);
    expect(json.json.code).toBe('json');
    expect(JSON.stringify(json.json)).not.toMatch(/at .*\.(ts|js):\d+/);
    const seats = await http(server.base, 'POST', '/api/matches', {
      game: 'pillards',
      seats: [{ kind: 'bot' }],
    });
    expect(seats.json.code).toBe('seats.count');
    const missing = await http(server.base, 'GET', '/api/matches/nope');
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('match.unknown');
  });

  it('creates a match with an open seat, lists it in the lobby, and lets one player join it', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'pillards',
      seats: [{ kind: 'human', name: 'Ana' }, { kind: 'open' }, { kind: 'bot', level: 'greedy' }],
    });
    expect(created.status).toBe(201);
    const { id } = created.json;
    expect(created.json.seats[0].token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(created.json.seats[0].link).toBe(`/m/${id}#token=${created.json.seats[0].token}`);
    const lobby = await http(server.base, 'GET', '/api/matches?status=open');
    const listed = lobby.json.find((m: { id: string }) => m.id === id);
    expect(listed.seats.map((s: { claimed: boolean }) => s.claimed)).toEqual([true, false, true]);
    expect(JSON.stringify(lobby.json)).not.toContain(created.json.seats[0].token);
    const joined = await http(server.base, 'POST', `/api/matches/${id}/join`, { seat: 1, name: 'Bea' });
    expect(joined.status).toBe(200);
    expect(typeof joined.json.token).toBe('string');
    const again = await http(server.base, 'POST', `/api/matches/${id}/join`, { seat: 1, name: 'Cid' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('seat.taken');
    expect((await http(server.base, 'GET', `/api/matches/${id}`)).json.status).toBe('active');
  });

  it("plays a whole Piss' Squig match (a human seat driven by the test against a bot), then its record verifies", async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human', name: 'Snotlik' }, { kind: 'bot' }],
    });
    const { id } = created.json;
    const c = await open();
    const welcome = await c.hello(id, created.json.seats[0].token);
    expect(welcome).toMatchObject({ t: 'welcome', match: id, seat: 0, role: 'player' });
    const last = await playSeat(c, welcome, (legal) => pick(legal, avoidResign));
    expect(last.pending.kind).toBe('over');
    const record = (await http(server.base, 'GET', `/api/matches/${id}/record`)).json as MatchRecord;
    expect(record.dice.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(record.final?.hash).toBe(last.hash);
    const local = verify(games['piss-squig']!, record);
    expect(local.ok).toBe(true);
    // Piss' Squig hides no input: the seat's record (its token in the Authorization header) is the same.
    const mine = await fetch(`${server.base}/api/matches/${id}/record`, {
      headers: { authorization: `Bearer ${created.json.seats[0].token as string}` },
    });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.json()).toEqual(record);
    expect(record.partial).toBeUndefined();
    const checked = await http(server.base, 'POST', '/api/records/verify', record);
    expect(checked.json).toMatchObject({ ok: true, verdict: 'proven', hash: last.hash });
    expect(checked.json.checked.faces).toBe(record.inputs.filter((i) => 'faces' in i).length);
    expect(checked.json.message).toMatch(/^Prouvé/);
    // The seed removed, a face changed and the final hash recomputed: it replays, but nothing is proven.
    const forged = JSON.parse(JSON.stringify(record)) as MatchRecord;
    delete forged.dice.seed;
    let found = false;
    for (let f = forged.inputs.length - 1; f >= 0 && !found; f--) {
      const die = forged.inputs[f]!;
      if (!('faces' in die) || die.faces.length !== 1) continue;
      for (const face of [1, 2, 3, 4, 5, 6]) {
        if (face === die.faces[0]) continue;
        const tried = JSON.parse(JSON.stringify(forged)) as MatchRecord;
        (tried.inputs[f] as { faces: number[] }).faces = [face];
        const r = replay(games['piss-squig']!, tried);
        if (!r.ok) continue;
        const p = pissSquig.pending(r.value.state);
        tried.final = { hash: pissSquig.hash(r.value.state), outcome: p.kind === 'over' ? p.outcome : null };
        const answer = await http(server.base, 'POST', '/api/records/verify', tried);
        expect(answer.json).toMatchObject({ ok: false, verdict: 'unproven' });
        expect(answer.json.en).toMatch(/^Unproven/);
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
    record.inputs.pop();
    const broken = await http(server.base, 'POST', '/api/records/verify', record);
    expect(broken.json.ok).toBe(false);
    expect(typeof broken.json.index).toBe('number');
  });

  it('plays a whole Pillards campaign: a human seat, a greedy and a random bot', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'pillards',
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'greedy' }, { kind: 'bot', level: 'random' }],
    });
    expect(created.status).toBe(201);
    const { id } = created.json;
    const c = await open();
    const welcome = await c.hello(id, created.json.seats[0].token);
    const last = await playSeat(c, welcome, (legal) => pick(legal));
    expect(last.pending.kind).toBe('over');
    expect(last.pending.outcome.scores).toHaveLength(3);
    const record = (await http(server.base, 'GET', `/api/matches/${id}/record`)).json as MatchRecord;
    expect(verify(games.pillards!, record).ok).toBe(true);
    expect(record.seats.map((s) => s.kind)).toEqual(['human', 'bot:greedy', 'bot:random']);
  });

  it('resumes with since: no event missing or repeated across reconnections', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    const { id } = created.json;
    const token = created.json.seats[0].token as string;
    const seen: number[] = [];
    const record = (m: Msg): void => {
      for (const e of m.events) seen.push(e.eventSeq);
    };
    let c = await open();
    let m = await c.hello(id, token);
    record(m);
    let since = seen.at(-1) ?? -1;
    for (let round = 0; m.pending.kind !== 'over'; round++) {
      if (m.legal.length > 0) {
        c.send({ t: 'act', inputs: m.inputs, input: pick(m.legal, avoidResign) });
        m = await c.next((x) => x.t === 'update' || x.t === 'refused');
        expect(m.t).toBe('update');
        record(m);
        since = seen.at(-1) ?? since;
      } else {
        m = await c.next((x) => x.t === 'update');
        record(m);
        since = seen.at(-1) ?? since;
      }
      if (round % 7 === 3) {
        // Drop the connection; inputs may go on (the bot) while nobody listens.
        c.close();
        c = await open();
        m = await c.hello(id, token, since);
        record(m);
        since = seen.at(-1) ?? since;
      }
    }
    expect(seen).toEqual(Array.from({ length: seen.length }, (_, i) => i));
    const fresh = await open();
    const all = await fresh.hello(id, token);
    expect(all.events.map((e: { eventSeq: number }) => e.eventSeq)).toEqual(seen);
  });

  it('refuses stale inputs, illegal inputs and bad messages with codes, and keeps serving', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const { id } = created.json;
    const tokens = created.json.seats.map((s: { token: string }) => s.token) as string[];
    const c = await open();
    const refused = async (msg: unknown): Promise<Msg> => {
      c.send(msg);
      const r = await c.next((x) => x.t === 'refused');
      expect(typeof r.message).toBe('string');
      expect(typeof r.en).toBe('string');
      return r;
    };
    expect((await refused({ t: 'act', inputs: 0, input: {} })).code).toBe('hello.first');
    expect((await refused('{not json')).code).toBe('json');
    expect((await refused({ t: 'fly' })).code).toBe('unknown');
    expect((await refused({ t: 'hello', match: 42 })).code).toBe('invalid');
    expect((await refused({ t: 'hello', match: id, token: 'wrong' })).code).toBe('token');
    expect((await refused('x'.repeat(70 * 1024))).code).toBe('size');
    const w = await c.hello(id, tokens[0]);
    const mover = w.pending.kind === 'decision' ? (w.pending.player as number) : 0;
    let actor = c;
    let m = w;
    if (mover !== 0) {
      actor = await open();
      m = await actor.hello(id, tokens[mover]);
    }
    actor.send({ t: 'act', inputs: m.inputs + 5, input: m.legal[0] });
    const stale = await actor.next((x) => x.t === 'refused');
    expect(stale.code).toBe('stale');
    actor.send({ t: 'act', inputs: m.inputs, input: { type: 'teleport' } });
    const illegal = await actor.next((x) => x.t === 'refused');
    expect(illegal.code).not.toBe('stale');
    expect(typeof illegal.en).toBe('string');
    actor.send({ t: 'act', inputs: m.inputs, input: m.legal[0] });
    const applied = await actor.next((x) => x.t === 'update');
    expect(applied.inputs).toBeGreaterThan(m.inputs);
    // The same input again with the old count: stale, never applied twice.
    actor.send({ t: 'act', inputs: m.inputs, input: m.legal[0] });
    expect((await actor.next((x) => x.t === 'refused')).code).toBe('stale');
    const spectator = await open();
    await spectator.hello(id);
    expect(
      (
        await (async () => {
          spectator.send({ t: 'act', inputs: applied.inputs, input: {} });
          return spectator.next((x) => x.t === 'refused');
        })()
      ).code,
    ).toBe('role');
    c.send({ t: 'ping' });
    expect((await c.next((x) => x.t === 'pong' || x.t === 'refused')).t).toBe('pong');
  });

  it('refuses a flood of messages with rate, then closes the connection', async () => {
    const own = await testStore('sqlite');
    const limited = await testServer(own.store, PROTOCOL_LIMITS);
    try {
      const c = await Client.open(limited.ws);
      for (let i = 0; i < 150; i++) c.send({ t: 'ping' });
      const r = await c.next((x) => x.t === 'refused');
      expect(r.code).toBe('rate');
      expect(c.msgs.filter((x) => x.t === 'pong').length).toBeGreaterThanOrEqual(40);
      await expect(c.next(() => false, 10_000)).rejects.toThrow(/closed/);
    } finally {
      await limited.app.close();
      await own.dispose();
    }
  });

  it('referee mode: rolls are prompted with their request and odds; faces that do not fit are refused', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'pillards',
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
      dice: 'referee',
    });
    const { id, referee } = created.json;
    expect(typeof referee.token).toBe('string');
    const c = await open();
    let m = await c.hello(id, referee.token);
    expect(m.role).toBe('referee');
    const player = await open();
    await player.hello(id);
    for (let rolls = 0; rolls < 30 && m.pending.kind !== 'over'; rolls++) {
      while (m.pending.kind !== 'chance' && m.pending.kind !== 'over')
        m = await c.next((x) => x.t === 'update' && x.pending.kind !== 'simultaneous');
      if (m.pending.kind === 'over') break; // the campaign may end within the rolls typed here
      const { request, odds } = m.pending;
      expect(request.rule).toMatch(/^PIL-/);
      // Exact odds come with every roll small enough to list (pools of successes are always small).
      if (odds !== undefined || Number(/^(\d*)d/.exec(request.dice)?.[1] || 1) <= 4) {
        expect((odds as { p: number }[]).reduce((sum, o) => sum + o.p, 0)).toBeCloseTo(1, 9);
      }
      if (rolls === 0) {
        c.send({ t: 'dice', inputs: m.inputs, faces: [9] });
        const bad = await c.next((x) => x.t === 'refused');
        expect(bad.rule).toBe(request.rule);
        expect(bad.en.length).toBeGreaterThan(10);
        player.send({ t: 'dice', inputs: m.inputs, faces: [1] });
        expect((await player.next((x) => x.t === 'refused')).code).toBe('dice.forbidden');
      }
      const count = Number(/^(\d*)d/.exec(request.dice)?.[1] || 1);
      c.send({
        t: 'dice',
        inputs: m.inputs,
        faces: Array.from({ length: count }, () => 1 + Math.floor(Math.random() * 6)),
      });
      m = await c.next((x) => x.t === 'update' || x.t === 'refused');
      expect(m.t).toBe('update');
    }
  });

  it('sealed orders: others learn only who ordered; withdraw takes them back', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'pillards',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      options: { negotiationSeconds: 0 },
    });
    const { id } = created.json;
    const [a, b] = [await open(), await open()];
    const wa = await a.hello(id, created.json.seats[0].token);
    await b.hello(id, created.json.seats[1].token);
    expect(wa.pending).toEqual({ kind: 'simultaneous', players: [0, 1] });
    expect(wa.view.phase).toBe('orders');
    a.send({ t: 'withdraw', inputs: wa.inputs });
    expect((await a.next((x) => x.t === 'refused')).code).toBe('withdraw.none');
    a.send({ t: 'act', inputs: wa.inputs, input: wa.legal[0] });
    expect(await b.next((x) => x.t === 'ordered')).toEqual({ t: 'ordered', seats: [0] });
    const mine = await a.next((x) => x.t === 'update');
    expect(mine.legal).toEqual([]);
    expect(mine.ordered).toEqual([0]);
    a.send({ t: 'withdraw', inputs: wa.inputs });
    expect(await b.next((x) => x.t === 'ordered')).toEqual({ t: 'ordered', seats: [] });
    const back = await a.next((x) => x.t === 'update');
    expect(back.legal.length).toBeGreaterThan(0);
    expect(back.inputs).toBe(wa.inputs);
  });

  it("players dice mode: each roll is typed by its roller (or the referee), a bot's roll by the server", async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      dice: 'players',
    });
    const { id } = created.json;
    const cs = [await open(), await open()];
    const ws = [
      await cs[0]!.hello(id, created.json.seats[0].token),
      await cs[1]!.hello(id, created.json.seats[1].token),
    ];
    const m = ws[0];
    expect(m.pending.kind).toBe('chance');
    const roller = m.pending.request.roller as number;
    cs[1 - roller]!.send({ t: 'dice', inputs: m.inputs, faces: [3, 4] });
    const no = await cs[1 - roller]!.next((x) => x.t === 'refused');
    expect(no).toMatchObject({ code: 'dice.forbidden', rule: m.pending.request.rule });
    cs[roller]!.send({ t: 'dice', inputs: m.inputs, faces: [3, 4] });
    const yes = await cs[roller]!.next((x) => x.t === 'update' || x.t === 'refused');
    expect(yes.t).toBe('update');
    expect(yes.events[0].event).toMatchObject({ type: 'roll', faces: [3, 4] });
  });

  it('undo in casual matches only, and only before anything else happened', async () => {
    const create = async (casual: boolean): Promise<{ id: string; tokens: string[] }> => {
      const r = await http(server.base, 'POST', '/api/matches', {
        game: 'piss-squig',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        casual,
      });
      return { id: r.json.id, tokens: r.json.seats.map((s: { token: string }) => s.token) };
    };
    const serious = await create(false);
    const a = await open();
    const w = await a.hello(serious.id, serious.tokens[0]);
    a.send({ t: 'undo', inputs: w.inputs });
    expect((await a.next((x) => x.t === 'refused')).code).toBe('undo.casual');

    const casual = await create(true);
    let undone = false;
    for (let tries = 0; tries < 100 && !undone; tries++) {
      // Fresh connections each time: the welcome is the current state.
      const seats = [await open(), await open()];
      const welcomes = [
        await seats[0]!.hello(casual.id, casual.tokens[0]),
        await seats[1]!.hello(casual.id, casual.tokens[1]),
      ];
      const m = welcomes[0]!;
      if (m.pending.kind !== 'decision') break;
      const mover = m.pending.player as number;
      const c = seats[mover]!;
      const mine = welcomes[mover]!;
      c.send({ t: 'act', inputs: mine.inputs, input: pick(mine.legal, avoidResign) });
      const after = await c.next((x) => x.t === 'update' || x.t === 'refused');
      expect(after.t).toBe('update');
      const rec = (await http(server.base, 'GET', `/api/matches/${casual.id}/record`)).json as MatchRecord;
      expect(rec.inputs.length).toBe(after.inputs);
      const lastInput = rec.inputs.at(-1) as { player?: number } | undefined;
      c.send({ t: 'undo', inputs: after.inputs });
      const u = await c.next((x) => x.t === 'update' || x.t === 'refused');
      if (lastInput?.player === mover) {
        expect(u.t).toBe('update');
        expect(u.inputs).toBe(after.inputs - 1);
        expect(u.events.at(-1).event).toMatchObject({ type: 'undone', player: mover });
        const replayed = replay(pissSquig, { ...rec, inputs: rec.inputs.slice(0, -1) });
        expect(replayed.ok && pissSquig.hash(replayed.value.state)).toBe(u.hash);
        undone = true;
      } else {
        expect(u.code).toBe('undo.blocked');
      }
      for (const x of seats) x.close();
    }
    expect(undone).toBe(true);
  });

  it('hands a seat to a bot when its player leaves; the match goes on to the end', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'pillards',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const { id } = created.json;
    const [t0, t1] = created.json.seats.map((s: { token: string }) => s.token) as [string, string];
    const deny = await http(server.base, 'POST', `/api/matches/${id}/seats/1/bot`, { token: 'nope' });
    expect(deny.status).toBe(403);
    const byOwner = await http(server.base, 'POST', `/api/matches/${id}/seats/1/bot`, {
      token: t1,
      level: 'greedy',
    });
    expect(byOwner.json).toEqual({ seat: 1, kind: 'bot:greedy' });
    const c = await open();
    const welcome = await c.hello(id, t0);
    const last = await playSeat(c, welcome, (legal) => pick(legal));
    expect(last.pending.kind).toBe('over');
  });

  it('rebuilds unfinished matches from the store after a restart, to the same hash', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const { id } = created.json;
    const tokens = created.json.seats.map((s: { token: string }) => s.token) as string[];
    for (let i = 0; i < 10; i++) {
      const cs = [await open(), await open()];
      const ws = [await cs[0]!.hello(id, tokens[0]), await cs[1]!.hello(id, tokens[1])];
      if (ws[0].pending.kind !== 'decision') break;
      const p = ws[0].pending.player as number;
      cs[p]!.send({ t: 'act', inputs: ws[p].inputs, input: pick(ws[p].legal, avoidResign) });
      expect((await cs[p]!.next((x) => x.t === 'update' || x.t === 'refused')).t).toBe('update');
      for (const c of cs) c.close();
    }
    const before = (await http(server.base, 'GET', `/api/matches/${id}`)).json;
    await server.app.close();
    server = await testServer(store);
    const after = (await http(server.base, 'GET', `/api/matches/${id}`)).json;
    expect(after.inputs).toBe(before.inputs);
    expect(after.hash).toBe(before.hash);
  });
});
