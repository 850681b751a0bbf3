/**
 * Search bots on the server, over real HTTP and WebSocket on loopback (SQLite): a Piss' Squig seat played by
 * the `search` level (at creation, handed over, in a league), the level each seat is played by in every
 * welcome and update, two matches with search bots progressing side by side, and a search that fails giving
 * way to the random bot so its match still ends.
 */
import { describe, expect, it } from 'vitest';
import { botLevels } from '../bots/index.ts';
import { BotPool } from './bots.ts';
import type { BotRunner } from './matches.ts';
import { Client, http, pick, suiteServer, type Msg } from './testing.ts';
import { Coach } from './testing-accounts.ts';

/** The decisions of seat `seat` in a match's record so far (the spectator's record: decisions are public). */
async function decisionsOf(base: string, id: string, seat: number): Promise<number> {
  const r = await http(base, 'GET', `/api/matches/${id}/record`);
  expect(r.status).toBe(200);
  return (r.json.inputs as { player?: number }[]).filter((x) => x.player === seat).length;
}

const notConcede = (a: unknown) => (a as { type?: string }).type === 'concede';

describe("search bots in Piss' Squig matches", () => {
  const ctx = suiteServer();

  it('offers the search levels for Piss’ Squig in the games list, and only where a game has them', async () => {
    const list = await http(ctx.server.base, 'GET', '/api/games');
    for (const g of list.json as { id: string; bots: string[] }[]) expect(g.bots).toEqual(botLevels(g.id));
    const ps = (list.json as { id: string; bots: string[] }[]).find((g) => g.id === 'piss-squig');
    expect(ps?.bots).toEqual(['random', 'greedy', 'search', 'search-strong']);
  });

  it('plays a search seat against a person: the welcome names each seat’s level, the bot decides in turn', async () => {
    const { base, ws } = ctx.server;
    const created = await http(base, 'POST', '/api/matches', {
      game: 'piss-squig',
      options: {},
      seats: [
        { kind: 'human', name: 'Snotlik' },
        { kind: 'bot', level: 'search' },
      ],
    });
    expect(created.status).toBe(201);
    const id: string = created.json.id;
    expect(created.json.seats.map((s: { kind: string }) => s.kind)).toEqual(['human', 'bot:search']);
    const c = await Client.open(ws);
    ctx.clients.push(c);
    let m: Msg = await c.hello(id, created.json.seats[0].token);
    expect(m.seats).toEqual([
      { seat: 0, name: 'Snotlik', kind: 'human' },
      { seat: 1, name: expect.any(String), kind: 'bot:search' },
    ]);
    // The person plays any input but conceding; the search bot answers on its turns.
    const acted = new Set<number>();
    while ((await decisionsOf(base, id, 1)) < 3) {
      expect(m.pending.kind).not.toBe('over');
      if (m.legal.length > 0 && !acted.has(m.inputs)) {
        acted.add(m.inputs);
        c.send({ t: 'act', inputs: m.inputs, input: pick(m.legal, notConcede) });
      }
      m = await c.next((x) => x.t === 'update' || x.t === 'refused', 30_000);
      if (m.t === 'refused') throw new Error(`refused: ${m.en}`);
      expect(m.seats[1].kind).toBe('bot:search');
    }
    const summary = await http(base, 'GET', `/api/matches/${id}`);
    expect(summary.json.seats[1]).toMatchObject({ kind: 'bot:search', claimed: true });
  }, 60_000);

  it('hands a seat to a search bot: the answer, every table’s next update and the stored seat say its level', async () => {
    const { base, ws } = ctx.server;
    const created = await http(base, 'POST', '/api/matches', {
      game: 'piss-squig',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id: string = created.json.id;
    const c = await Client.open(ws);
    ctx.clients.push(c);
    const welcome = await c.hello(id, created.json.seats[0].token);
    expect(welcome.seats.map((s: { kind: string }) => s.kind)).toEqual(['human', 'human']);
    const unknown = await http(base, 'POST', `/api/matches/${id}/seats/1/bot`, {
      token: created.json.seats[1].token,
      level: 'mcts',
    });
    expect(unknown.status).toBe(400);
    const handed = await http(base, 'POST', `/api/matches/${id}/seats/1/bot`, {
      token: created.json.seats[1].token,
      level: 'search-strong',
    });
    expect(handed).toEqual({ status: 200, json: { seat: 1, kind: 'bot:search-strong' } });
    const update = await c.next((x) => x.t === 'update');
    expect(update.seats[1].kind).toBe('bot:search-strong');
    expect((await ctx.store.getMatch(id))?.seats[1]).toMatchObject({ kind: 'bot', level: 'search-strong' });
    expect((await http(base, 'GET', `/api/matches/${id}`)).json.seats[1].kind).toBe('bot:search-strong');
  });

  it('refuses a level that does not exist at match creation, naming the levels there are', async () => {
    // Every game offers every level now (a game without search support would be refused 'search' with the
    // code seats.level); a made-up level is refused by the message's schema.
    const r = await http(ctx.server.base, 'POST', '/api/matches', {
      game: 'osoi',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'search-ultra' }],
    });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('invalid');
    expect(r.json.en).toContain('seats.1.level');
    for (const level of botLevels('osoi')) expect(r.json.en).toContain(`"${level}"`);
  });

  it('starts a league match with a search bot seat and stores its level', async () => {
    const base = ctx.server.base;
    const owner = await Coach.signUp(base, 'Gnarla');
    const league = await owner.req(base, 'POST', '/api/leagues', { name: 'Ligue des Chercheurs' });
    expect(league.status).toBe(201);
    const goblins: string[] = [];
    for (const name of ['Zog', 'Grib']) {
      const g = await owner.req(base, 'POST', `/api/leagues/${league.json.id}/goblins`, { name });
      expect(g.status).toBe(201);
      goblins.push(g.json.id);
    }
    const started = await owner.req(base, 'POST', `/api/leagues/${league.json.id}/matches`, {
      seats: [
        { goblins: [goblins[0]], kind: 'human' },
        { goblins: [goblins[1]], kind: 'bot', level: 'search' },
      ],
    });
    expect(started.status).toBe(201);
    expect(started.json.seats[1]).toMatchObject({ name: 'Grib', kind: 'bot:search' });
    expect((await ctx.store.getMatch(started.json.id))?.seats[1]).toMatchObject({
      kind: 'bot',
      level: 'search',
    });
  });

  // Last in this block: its matches of bots play on until the server closes.
  it('plays two matches with search bots side by side: each moves on while the other is still running', async () => {
    const { base } = ctx.server;
    const ids: string[] = [];
    for (const seats of [
      [
        { kind: 'bot', level: 'search' },
        { kind: 'bot', level: 'random' },
      ],
      [
        { kind: 'bot', level: 'greedy' },
        { kind: 'bot', level: 'search' },
      ],
    ]) {
      const r = await http(base, 'POST', '/api/matches', { game: 'piss-squig', options: {}, seats });
      expect(r.status).toBe(201);
      ids.push(r.json.id);
    }
    const searchSeat = [0, 1];
    let counts = [0, 0];
    for (let i = 0; i < 600 && counts.some((n) => n < 3); i++) {
      await new Promise((r) => setTimeout(r, 50));
      counts = await Promise.all(ids.map((id, k) => decisionsOf(base, id, searchSeat[k]!)));
    }
    expect(counts.every((n) => n >= 3)).toBe(true);
    // Neither waited for the other to end: both are still being played.
    for (const id of ids) expect((await http(base, 'GET', `/api/matches/${id}`)).json.status).toBe('active');
  }, 60_000);

  it('plays a Pillards search seat in referee reveal: its sealed sheet goes in, and the person never sees it', async () => {
    const { base, ws } = ctx.server;
    const created = await http(base, 'POST', '/api/matches', {
      game: 'pillards',
      options: { players: 2, revealMode: 'referee' },
      seats: [
        { kind: 'human', name: 'Gerold' },
        { kind: 'bot', level: 'search' },
      ],
    });
    expect(created.status).toBe(201);
    const id: string = created.json.id;
    const c = await Client.open(ws);
    ctx.clients.push(c);
    let m: Msg = await c.hello(id, created.json.seats[0].token);
    expect(m.seats[1].kind).toBe('bot:search');
    // The person sends a sheet; the turn moves on once the bot's sheet is in (both are needed for the reveal).
    const acted = new Set<number>();
    while (m.view.turn === 1 && m.view.phase === 'orders') {
      if (m.legal.length > 0 && !acted.has(m.inputs)) {
        acted.add(m.inputs);
        c.send({ t: 'act', inputs: m.inputs, input: pick(m.legal) });
      }
      m = await c.next((x) => x.t === 'update' || x.t === 'refused', 30_000);
      if (m.t === 'refused') throw new Error(`refused: ${m.en}`);
    }
    // Referee reveal (PIL-R-16): the bot's sheet is in no field of the person's view, its own state included.
    expect(m.view.sheets[1]).toBeNull();
    expect(m.view.internal.sheets[1]).toBeNull();
    expect(m.view.internal.lords[1].raid).toEqual({ archers: 0, menAtArms: 0, cavalry: 0 });
  }, 60_000);
});

describe('a search bot that fails', () => {
  // Every search overruns its limit at once: the server plays the random bot's input instead.
  const pool = new BotPool({ threads: 1, searchLimitMs: () => 0 });
  const failed: string[] = [];
  const bots: BotRunner = {
    choose: (task) =>
      pool.choose(task).catch((e: unknown) => {
        failed.push(task.level);
        throw e;
      }),
  };
  const ctx = suiteServer({ bots });

  it('gives way to the random bot, and its match plays to the end', async () => {
    const { base } = ctx.server;
    const r = await http(base, 'POST', '/api/matches', {
      game: 'piss-squig',
      options: { maxRounds: 5 },
      seats: [
        { kind: 'bot', level: 'search' },
        { kind: 'bot', level: 'search-strong' },
      ],
    });
    expect(r.status).toBe(201);
    let status = '';
    for (let i = 0; i < 600 && status !== 'finished'; i++) {
      await new Promise((res) => setTimeout(res, 50));
      status = (await http(base, 'GET', `/api/matches/${r.json.id}`)).json.status;
    }
    expect(status).toBe('finished');
    expect(await decisionsOf(base, r.json.id, 0)).toBeGreaterThan(2);
    // Every decision was a failed search followed by the random bot's input.
    expect(new Set(failed)).toEqual(new Set(['search', 'search-strong']));
    expect(failed.length).toBe(
      (await decisionsOf(base, r.json.id, 0)) + (await decisionsOf(base, r.json.id, 1)),
    );
    await pool.close();
  }, 60_000);
});
