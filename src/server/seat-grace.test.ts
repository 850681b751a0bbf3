import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, http, testServer, testStore } from './testing.ts';
import type { Store } from './store/index.ts';

let store: Store;
let dispose: () => Promise<void>;
let server: Awaited<ReturnType<typeof testServer>>;
const GRACE = 1500;

beforeAll(async () => {
  ({ store, dispose } = await testStore('sqlite'));
  server = await testServer(store, undefined, { matchTimes: { graceMs: GRACE } });
});
afterAll(async () => {
  await server.app.close();
  await dispose();
});

const create = async (dice?: string) => {
  const r = await http(server.base, 'POST', '/api/matches', {
    game: 'piss-squig',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    ...(dice === undefined ? {} : { dice }),
  });
  expect(r.status).toBe(201);
  return r.json as {
    id: string;
    seats: { token: string }[];
    referee?: { token: string };
  };
};

/** Connects seat `seat` and leaves: answers once the server has seen it go (the connection closed). */
const visit = async (id: string, token: string): Promise<void> => {
  const c = await Client.open(server.ws);
  await c.hello(id, token);
  c.close();
  await c.whenClosed();
};

it('an opponent who just disconnected keeps their seat for the grace period, then a bot may take it', async () => {
  const m = await create();
  const [me, them] = [m.seats[0]!.token, m.seats[1]!.token];
  // Connected: refused outright.
  const c = await Client.open(server.ws);
  await c.hello(m.id, them);
  const connected = await http(server.base, 'POST', `/api/matches/${m.id}/seats/1/bot`, { token: me });
  expect(connected.status).toBe(409);
  expect(connected.json.code).toBe('seat.connected');
  c.close();
  await c.whenClosed();
  // Just gone (once the server has seen the connection close): refused, saying how long remains.
  let r = await http(server.base, 'POST', `/api/matches/${m.id}/seats/1/bot`, { token: me });
  while (r.json.code === 'seat.connected') {
    r = await http(server.base, 'POST', `/api/matches/${m.id}/seats/1/bot`, { token: me });
  }
  expect(r.status).toBe(409);
  expect(r.json.code).toBe('seat.grace');
  expect(r.json.en).toMatch(/in \d+ s/);
  expect(r.json.message).toMatch(/dans \d+ s/);
  // After the grace period: allowed.
  while (r.status === 409 && r.json.code === 'seat.grace') {
    await new Promise((resolve) => setTimeout(resolve, GRACE / 4));
    r = await http(server.base, 'POST', `/api/matches/${m.id}/seats/1/bot`, { token: me });
  }
  expect(r.status).toBe(200);
  expect(r.json).toEqual({ seat: 1, kind: 'bot:random' });
});

it('a seat never connected since its claim counts from the claim', async () => {
  const m = await create();
  const r = await http(server.base, 'POST', `/api/matches/${m.id}/seats/1/bot`, { token: m.seats[0]!.token });
  expect(r.status).toBe(409);
  expect(r.json.code).toBe('seat.grace');
});

it("the referee's token and the seat's own token hand it over at once", async () => {
  const m = await create('referee');
  await visit(m.id, m.seats[1]!.token);
  const ref = await http(server.base, 'POST', `/api/matches/${m.id}/seats/1/bot`, {
    token: m.referee!.token,
  });
  expect(ref.status).toBe(200);
  await visit(m.id, m.seats[0]!.token);
  const own = await http(server.base, 'POST', `/api/matches/${m.id}/seats/0/bot`, {
    token: m.seats[0]!.token,
  });
  expect(own.status).toBe(200);
});
