/**
 * OSOI on the server: listed with its bots and defaults, a whole short battle (2 rounds) between a human seat
 * driven over WebSocket and the greedy bot, on each store engine, whose record then verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify, type MatchRecord } from '../engine/record.ts';
import { games } from '../games/registry.ts';
import { Client, ENGINES, http, pick, playSeat, testServer, testStore } from './testing.ts';
import type { Store } from './store/index.ts';

const notConcede = (a: unknown): boolean => (a as { type?: string }).type === 'concede';

describe.each(ENGINES)('OSOI over HTTP and WebSocket (%s)', (engine) => {
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

  it('is listed as « OSOI » with its bots and defaults, and refuses bad options in both languages', async () => {
    const list = await http(server.base, 'GET', '/api/games');
    const os = (
      list.json as { id: string; name: string; bots: string[]; options: { roundLimit: number } }[]
    ).find((g) => g.id === 'osoi');
    expect(os?.name).toBe('OSOI');
    expect(os?.bots).toEqual(['random', 'greedy', 'search', 'search-strong']);
    expect(os?.options.roundLimit).toBe(6);
    const bad = await http(server.base, 'POST', '/api/matches', {
      game: 'osoi',
      options: { roundLimit: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBeTruthy();
    expect(bad.json.en).toBeTruthy();
  });

  it('plays a whole 2-round battle: a human seat against the greedy bot, then its record verifies', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'osoi',
      options: { roundLimit: 2 },
      seats: [
        { kind: 'human', name: 'Général' },
        { kind: 'bot', level: 'greedy' },
      ],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { id } = created.json;
    const c = await Client.open(server.ws);
    clients.push(c);
    const welcome = await c.hello(id, created.json.seats[0].token);
    expect(welcome).toMatchObject({ t: 'welcome', match: id, seat: 0, role: 'player' });
    expect(welcome.view).toMatchObject({ scenario: 'SC-1', roundLimit: 2 });
    const last = await playSeat(c, welcome, (legal) => pick(legal, notConcede));
    expect(last.pending.kind).toBe('over');
    expect(last.view.round).toBe(2);
    const record = (await http(server.base, 'GET', `/api/matches/${id}/record`)).json as MatchRecord;
    expect(record.seats.map((s) => s.kind)).toEqual(['human', 'bot:greedy']);
    expect(verify(games.osoi!, record).ok).toBe(true);
    const checked = await http(server.base, 'POST', '/api/records/verify', record);
    expect(checked.json).toMatchObject({ ok: true, verdict: 'proven' });
  });
});
