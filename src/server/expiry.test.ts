import { expect, it } from 'vitest';
import { verify, type MatchRecord } from '../engine/record.ts';
import { games } from '../games/registry.ts';
import { buildServer } from './server.ts';
import { Client, http, suiteServer } from './testing.ts';

const suite = suiteServer({
  matchTimes: { openMs: 1000, idleMs: 2000, sweepMs: 50 },
});

it('a match with a seat never claimed expires: update, record, refusals, lobby', async () => {
  const created = await http(suite.server.base, 'POST', '/api/matches', {
    game: 'piss-squig',
    seats: [{ kind: 'human' }, { kind: 'open' }],
  });
  expect(created.status).toBe(201);
  const { id } = created.json;
  const c = await Client.open(suite.server.ws);
  suite.clients.push(c);
  const welcome = await c.hello(id, created.json.seats[0].token);
  expect(welcome.expired).toBeUndefined();
  // The sweep expires it; the connection hears of it.
  const update = await c.next((m) => m.t === 'update' && m.expired !== undefined);
  expect(update.expired.reason).toBe('open');
  expect(Date.parse(update.expired.at)).not.toBeNaN();

  // Acting, joining or handing a seat to a bot is refused with a clear code.
  c.send({ t: 'act', inputs: update.inputs, input: welcome.legal[0] ?? {} });
  const refused = await c.next((m) => m.t === 'refused');
  expect(refused.code).toBe('match.expired');
  expect(refused.en).toContain('expired');
  const join = await http(suite.server.base, 'POST', `/api/matches/${id}/join`, { seat: 1, name: 'Tard' });
  expect(join.status).toBe(409);
  expect(join.json.code).toBe('match.expired');

  // The record ends with the expiry (no outcome), reveals the seed, and verifies.
  const rec = await http(suite.server.base, 'GET', `/api/matches/${id}/record`);
  expect(rec.status).toBe(200);
  const record = rec.json as MatchRecord;
  expect(record.final).toEqual({ hash: update.hash, outcome: null, expired: update.expired });
  expect(record.dice).toHaveProperty('seed');
  expect(verify(games['piss-squig']!, record).ok).toBe(true);

  // Another server over the same store rebuilds it from its journal, expired.
  const again = await buildServer({ store: suite.store, logger: false, webRoot: null });
  try {
    expect((await again.manager.summary(id))?.status).toBe('expired');
    const reread = await again.manager.record(id);
    expect(reread?.ok && reread.value.final).toEqual(record.final);
  } finally {
    await again.app.close();
  }

  // The lobby lists it as expired; its summary says so.
  const lobby = await http(suite.server.base, 'GET', '/api/matches?status=expired');
  expect(lobby.json.map((m: { id: string }) => m.id)).toContain(id);
  expect((await http(suite.server.base, 'GET', `/api/matches/${id}`)).json.status).toBe('expired');
});

it('a match nobody plays expires as idle; a late hello still sees it, expired', async () => {
  const created = await http(suite.server.base, 'POST', '/api/matches', {
    game: 'piss-squig',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const { id } = created.json;
  let summary = (await http(suite.server.base, 'GET', `/api/matches/${id}`)).json;
  expect(summary.status).toBe('active');
  while (summary.status === 'active') {
    await new Promise((r) => setTimeout(r, 100));
    summary = (await http(suite.server.base, 'GET', `/api/matches/${id}`)).json;
  }
  expect(summary.status).toBe('expired');
  const c = await Client.open(suite.server.ws);
  suite.clients.push(c);
  const welcome = await c.hello(id, created.json.seats[1].token);
  expect(welcome.expired.reason).toBe('idle');
  const bot = await http(suite.server.base, 'POST', `/api/matches/${id}/seats/0/bot`, {
    token: created.json.seats[0].token,
  });
  expect(bot.status).toBe(409);
  expect(bot.json.code).toBe('match.expired');
});
