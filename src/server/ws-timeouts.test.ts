import { afterAll, beforeAll, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { Client, http, testServer, testStore } from './testing.ts';
import type { Store } from './store/index.ts';

let store: Store;
let dispose: () => Promise<void>;
let server: Awaited<ReturnType<typeof testServer>>;
const clients: Client[] = [];
const open = async (options?: WebSocket.ClientOptions): Promise<Client> => {
  const c = await Client.open(server.ws, options);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  ({ store, dispose } = await testStore('sqlite'));
  server = await testServer(store, undefined, { wsTimeouts: { helloMs: 800, heartbeatMs: 300 } });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server.app.close();
  await dispose();
});

it('closes a connection that never says hello, with a refusal and a close reason', async () => {
  const idle = await open();
  const closed = await idle.whenClosed();
  expect(closed.code).toBe(1008);
  expect(closed.reason).toMatch(/no hello within/);
  expect(idle.msgs.at(-1)).toMatchObject({ t: 'refused', code: 'hello.timeout' });
  expect(idle.msgs.at(-1).en).toContain('No subscription within');
});

it('terminates a client that stops answering pings, keeps one that answers', async () => {
  const created = await http(server.base, 'POST', '/api/matches', {
    game: 'piss-squig',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  expect(created.status).toBe(201);
  const id: string = created.json.id;
  const deaf = await open({ autoPong: false });
  await deaf.hello(id);
  const normal = await open();
  await normal.hello(id, created.json.seats[0].token);
  // The heartbeat drops the deaf client (no pong to its first ping by the second one) …
  const closed = await deaf.whenClosed();
  expect(closed.code).toBe(1006); // terminated: no close frame
  // … while the one that answers stays, subscribed past its hello deadline and several pings.
  let pings = 0;
  normal.socket.on('ping', () => pings++);
  while (pings < 3) await new Promise((r) => setTimeout(r, 100));
  normal.send({ t: 'ping' });
  expect(await normal.next((m) => m.t === 'pong' || m.t === 'refused')).toEqual({ t: 'pong' });
  expect(normal.closedWith).toBeNull();
});

it('refuses a deeply nested frame (the fuzz once took the server down with one) and keeps serving', async () => {
  const c = await open();
  // A message type nested 5,000 deep: once, building its refusal overflowed the stack in the handler.
  c.send('{"t":'.repeat(5000) + '1' + '}'.repeat(5000));
  expect(await c.next((m) => m.t === 'refused')).toMatchObject({ code: 'depth' });
  // A shallow but unknown type is named in the refusal, cut short.
  c.send({ t: 'x'.repeat(1000) });
  const unknown = await c.next((m) => m.t === 'refused');
  expect(unknown.code).toBe('unknown');
  expect(unknown.en.length).toBeLessThan(200);
  c.send({ t: 'ping' });
  expect(await c.next((m) => m.t === 'pong' || m.t === 'refused')).toEqual({ t: 'pong' });
  expect((await http(server.base, 'GET', '/api/games')).status).toBe(200);
});
