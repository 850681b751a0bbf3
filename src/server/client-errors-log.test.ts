import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, http, testServer, testStore } from './testing.ts';
import type { Store } from './store/index.ts';

let store: Store;
let dispose: () => Promise<void>;
let server: Awaited<ReturnType<typeof testServer>>;
/** Every log line the server wrote, parsed. */
const lines: { level: number; msg?: string; [k: string]: unknown }[] = [];

beforeAll(async () => {
  ({ store, dispose } = await testStore('sqlite'));
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l.trim() !== '') lines.push(JSON.parse(l));
      done();
    },
  });
  server = await testServer(store, undefined, {
    logger: { level: 'info', stream },
    rateLimits: { create: { max: 3, timeWindow: 60_000 } },
  });
});
afterAll(async () => {
  await server.app.close();
  await dispose();
});

it('logs client-caused refusals at info, without a stack; nothing at warn or error', async () => {
  // A WebSocket frame over the 1 MiB transport limit.
  const big = await Client.open(server.ws);
  big.send('x'.repeat(1024 * 1024 + 16));
  const closed = await big.whenClosed();
  expect([1006, 1009]).toContain(closed.code);
  // HTTP: bad JSON, a body too large, an unknown game, then the rate limit (3 creations), a bad seat.
  expect((await http(server.base, 'POST', '/api/matches', '{"game":')).status).toBe(400);
  expect((await http(server.base, 'POST', '/api/matches', 'x'.repeat(70 * 1024))).status).toBe(413);
  const seats = [{ kind: 'human' }, { kind: 'human' }];
  expect((await http(server.base, 'POST', '/api/matches', { game: 'toString', seats })).status).toBe(400);
  expect((await http(server.base, 'POST', '/api/matches', { game: 'piss-squig', seats })).status).toBe(429);
  expect((await http(server.base, 'POST', '/api/matches/abc/seats/0x1/bot', { token: 't' })).status).toBe(
    400,
  );

  // A path that does not decode, an unknown route.
  expect((await http(server.base, 'GET', '/api/matches/%E0%A4%A')).status).toBe(400);
  expect((await http(server.base, 'GET', '/api/nothing')).status).toBe(404);

  const text = JSON.stringify(lines);
  expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  expect(text).not.toContain('"stack"');
  expect(text).not.toMatch(/at [\w.<>]+ \(/);
  const ws = lines.find((l) => l.msg === 'websocket closed on a client error');
  expect(ws).toMatchObject({ level: 30, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
  const refused = lines.filter((l) => l.msg === 'request refused').map((l) => l.status);
  expect(refused).toEqual(expect.arrayContaining([400, 413, 429]));
});
