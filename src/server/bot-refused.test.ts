/**
 * A bot whose input is refused must not stall its match: the server logs it and plays the seat's first legal
 * input instead.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from './server.ts';
import type { BotRunner } from './matches.ts';
import { http, testStore } from './testing.ts';
import type { Store } from './store/index.ts';

let store: Store;
let dispose: () => Promise<void>;
let server: Awaited<ReturnType<typeof buildServer>>;
let base = '';
let asked = 0;

/** A broken bot: every answer is an input no game accepts. */
const broken: BotRunner = {
  choose: () => {
    asked++;
    return Promise.resolve({ type: 'nonsense' });
  },
};

beforeAll(async () => {
  ({ store, dispose } = await testStore('sqlite'));
  server = await buildServer({ store, logger: false, webRoot: null, bots: broken });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
});

afterAll(async () => {
  await server.app.close();
  await dispose();
});

it("a bot's refused input is replaced by its first legal input, and the match plays to its end", async () => {
  const created = await http(base, 'POST', '/api/matches', {
    game: 'piss-squig',
    options: { maxRounds: 5 },
    seats: [{ kind: 'bot' }, { kind: 'bot' }],
  });
  expect(created.status).toBe(201);
  let status = '';
  for (let i = 0; i < 200 && status !== 'finished'; i++) {
    await new Promise((r) => setTimeout(r, 50));
    status = (await http(base, 'GET', `/api/matches/${created.json.id}`)).json.status;
  }
  expect(status).toBe('finished');
  expect(asked).toBeGreaterThan(4);
});
