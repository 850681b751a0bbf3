import { afterAll, beforeAll, expect, it } from 'vitest';
import { http, testServer, testStore } from './testing.ts';
import type { Store } from './store/index.ts';

let store: Store;
let dispose: () => Promise<void>;
let server: Awaited<ReturnType<typeof testServer>>;
const MAX = 3;

beforeAll(async () => {
  ({ store, dispose } = await testStore('sqlite'));
  server = await testServer(store, undefined, {
    rateLimits: {
      create: { max: MAX, timeWindow: 60_000 },
      join: { max: MAX, timeWindow: 60_000 },
      bot: { max: MAX, timeWindow: 60_000 },
    },
  });
});
afterAll(async () => {
  await server.app.close();
  await dispose();
});

const body = { game: 'piss-squig', seats: [{ kind: 'human' }, { kind: 'open' }] };

it('answers the N+1-th match creation from one address with 429 and a bilingual refusal', async () => {
  const ids: string[] = [];
  for (let i = 0; i < MAX; i++) {
    const r = await http(server.base, 'POST', '/api/matches', body);
    expect(r.status).toBe(201);
    ids.push(r.json.id);
  }
  const res = await fetch(`${server.base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const json = (await res.json()) as { code: string; message: string; en: string };
  expect(Object.keys(json).sort()).toEqual(['code', 'en', 'message']);
  expect(json.code).toBe('rate');
  expect(json.message).toMatch(/au plus 3 .*réessayez dans \d+ s/);
  expect(json.en).toMatch(/at most 3 .*try again in \d+ s/);
  // Other routes are not limited by the creations: the lobby still answers, and joining has its own count.
  expect((await http(server.base, 'GET', '/api/matches')).status).toBe(200);
  for (let i = 0; i < MAX; i++) {
    const r = await http(server.base, 'POST', `/api/matches/${ids[i]}/join`, { seat: 1, name: `J${i}` });
    expect(r.status).toBe(200);
  }
  const join = await http(server.base, 'POST', `/api/matches/${ids[0]}/join`, { seat: 1, name: 'Encore' });
  expect(join.status).toBe(429);
  expect(join.json.code).toBe('rate');
});
