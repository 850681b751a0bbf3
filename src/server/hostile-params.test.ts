import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, http, testServer, testStore } from './testing.ts';
import type { Store } from './store/index.ts';

describe.each(ENGINES)('hostile names and numbers over HTTP (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store);
  });
  afterAll(async () => {
    await server.app.close();
    await dispose();
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'a match of game %j is refused as an unknown game (400), not a crash',
    async (game) => {
      const r = await http(server.base, 'POST', '/api/matches', {
        game,
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('game.unknown');
      expect(r.json.en).toContain('Unknown game');
    },
  );

  it('takes only canonical seat numbers in paths', async () => {
    const created = await http(server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(created.status).toBe(201);
    const { id } = created.json;
    const token = created.json.seats[0].token;
    for (const seat of [
      '%20',
      '',
      '1e0',
      '0x1',
      '01',
      '-0',
      '-1',
      '+1',
      '1.0',
      ' 1',
      '16',
      '99999999999',
      'NaN',
    ]) {
      const r = await http(server.base, 'POST', `/api/matches/${id}/seats/${seat}/bot`, { token });
      expect(r.status, `seat ${seat}`).toBe(400);
      expect(r.json.code, `seat ${seat}`).toBe('seat.invalid');
      expect(r.json.en).toContain('decimal digits');
    }
    // The canonical form still works: seat 0 handed to a bot by its own player.
    const ok = await http(server.base, 'POST', `/api/matches/${id}/seats/0/bot`, { token });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ seat: 0, kind: 'bot:random' });
  });

  it('answers a path it cannot decode or an over-long parameter with a refusal, not Fastify\u2019s own shape', async () => {
    for (const [path, status] of [
      ['/api/matches/%zz', 400],
      ['/api/matches/%', 400],
      [`/api/matches/${'a'.repeat(200)}`, 414],
    ] as const) {
      const r = await http(server.base, 'GET', path);
      expect(r.status, path).toBe(status);
      expect(Object.keys(r.json).sort(), path).toEqual(['code', 'en', 'message']);
    }
  });

  it.runIf(engine === 'sqlite')('runs SQLite with synchronous = FULL under WAL', async () => {
    const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(store.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(store.db);
    // 2 is FULL (0 OFF, 1 NORMAL, 3 EXTRA).
    expect(sync.rows[0]?.synchronous).toBe(2);
  });
});
