/**
 * Spark Ball on the server: created from the quick-play default, a whole short match (2 turns) between a human
 * seat driven over WebSocket and the greedy bot, on each store engine, whose record then verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify, type MatchRecord } from '../engine/record.ts';
import { games } from '../games/registry.ts';
import { Client, ENGINES, http, pick, playSeat, testServer, testStore } from './testing.ts';
import type { Store } from './store/index.ts';

const notConcede = (a: unknown): boolean => (a as { type?: string }).type === 'concede';

describe.each(ENGINES)('Spark Ball over HTTP and WebSocket (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  const clients: Client[] = [];

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.app.close();
    await dispose();
  });

  it('is listed with its bots and quick-play defaults, and refuses bad templates in both languages', async () => {
    const list = await http(server.base, 'GET', '/api/games');
    const sb = (
      list.json as { id: string; name: string; bots: string[]; options: { teams: { template: string }[] } }[]
    ).find((g) => g.id === 'spark-ball');
    expect(sb?.name).toBe('Spark Ball');
    expect(sb?.bots).toEqual(['random', 'greedy', 'search', 'search-strong']);
    expect(sb?.options.teams.map((t) => t.template)).toEqual(['T1', 'T2']);
    const bad = await http(server.base, 'POST', '/api/matches', {
      game: 'spark-ball',
      options: { quick: { home: 'T9' } },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'roster.template', rule: 'SB-TEAM-11' });
    expect(bad.json.en).toContain('"T9"');
  });

  it('plays a whole 2-turn match: a human seat against the greedy bot, then its record verifies', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'spark-ball',
      options: { quick: { home: 'T3', away: 'T4' }, match: { maxTurns: 2, suddenDeathTurns: 0 } },
      seats: [
        { kind: 'human', name: 'Coach' },
        { kind: 'bot', level: 'greedy' },
      ],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { id } = created.json;
    const c = await Client.open(server.ws);
    clients.push(c);
    const welcome = await c.hello(id, created.json.seats[0].token);
    expect(welcome).toMatchObject({ t: 'welcome', match: id, seat: 0, role: 'player' });
    expect(welcome.view).toMatchObject({ game: 'spark-ball', goalZone: { width: 7, depth: 3 } });
    const last = await playSeat(c, welcome, (legal) => pick(legal, notConcede));
    expect(last.pending.kind).toBe('over');
    expect(last.view.turn).toBe(2);
    const record = (await http(server.base, 'GET', `/api/matches/${id}/record`)).json as MatchRecord;
    expect(record.seats.map((s) => s.kind)).toEqual(['human', 'bot:greedy']);
    expect(verify(games['spark-ball']!, record).ok).toBe(true);
    const checked = await http(server.base, 'POST', '/api/records/verify', record);
    expect(checked.json).toMatchObject({ ok: true, verdict: 'proven' });
  });
});
