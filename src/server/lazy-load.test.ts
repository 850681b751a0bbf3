import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { seedCommitment } from '../engine/rng.ts';
import { buildServer, type Server } from './server.ts';
import { hashToken } from './matches.ts';
import { Client, testStore } from './testing.ts';
import type { Store } from './store/index.ts';

let store: Store;
let dispose: () => Promise<void>;
let server: Server;
const MATCHES = 3000;
const RESUME_MAX = 5;
const token = 'jeton-du-siege-0-de-la-partie-cible';

beforeAll(async () => {
  ({ store, dispose } = await testStore('sqlite'));
  // 3,000 unfinished matches straight into the store, half of them with a bot seat (to resume).
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  const rows = Array.from({ length: MATCHES }, (_, i) => {
    // Fixed seeds: who moves first depends on them, and the last assertion needs a resumed match waiting on its
    // bot (with random seeds all five could be waiting on the person, and the sweep then frees them all).
    const seed = createHash('sha256').update(`lazy-seed-${i}`).digest('hex');
    const bot = i % 2 === 1;
    return {
      id: `lazy${i}`,
      game: 'piss-squig',
      rules_version: '1',
      options: JSON.stringify({ players: 2 }),
      seats: JSON.stringify([
        { name: 'Joueur 1', kind: 'human', tokenHash: i === 0 ? hashToken(token) : hashToken(`t${i}`) },
        bot
          ? { name: 'Bot 2', kind: 'bot', level: 'random', tokenHash: null }
          : { name: 'Joueur 2', kind: 'human', tokenHash: hashToken(`u${i}`) },
      ]),
      dice_mode: 'seeded',
      dice_generator: 'hmac-sha256/1',
      casual: 0,
      seed,
      seed_commitment: seedCommitment(seed),
      referee_token_hash: null,
      status: 'active',
      created_at: at,
      updated_at: new Date(Date.parse(at) + i * 1000).toISOString(),
      final_hash: null,
      outcome: null,
    };
  });
  await store.db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insertInto('matches')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  });
});
afterAll(async () => {
  await server.app.close();
  await dispose();
});

it('builds the server without reading a journal, resumes a bounded few, loads the rest on demand', async () => {
  const journal = vi.spyOn(store, 'journal');
  const journalFrom = vi.spyOn(store, 'journalFrom');
  // A bot runner that never answers: resumed bot matches just wait (no CPU spent on them here).
  server = await buildServer({
    store,
    logger: false,
    webRoot: null,
    bots: { choose: () => new Promise<unknown>(() => undefined) },
    // Nothing expires here (the rows are months old); anything idle may be evicted at the next sweep.
    matchTimes: { resumeMax: RESUME_MAX, resumeBatch: 2, evictMs: 0, openMs: 1e12, idleMs: 1e12 },
  });
  // Start-up did no work per match.
  expect(journal).not.toHaveBeenCalled();
  expect(journalFrom).not.toHaveBeenCalled();
  expect(server.manager.liveCount).toBe(0);

  // Resumption (run in the background after listening) is bounded: the most recently updated bot matches.
  expect(await server.manager.resume()).toBe(RESUME_MAX);
  expect(journal).toHaveBeenCalledTimes(RESUME_MAX);
  expect(journal.mock.calls.map((c) => c[0])).toEqual(
    Array.from({ length: RESUME_MAX }, (_, i) => `lazy${MATCHES - 1 - 2 * i}`),
  );
  expect(server.manager.liveCount).toBe(RESUME_MAX);

  // A match nobody resumed is loaded when asked for, and is playable.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const url = `ws://127.0.0.1:${port}/ws`;
  const [a, b] = [await Client.open(url), await Client.open(url)];
  const [wa, wb] = [await a.hello('lazy0', token), await b.hello('lazy0', 'u0')];
  expect([wa.seat, wb.seat]).toEqual([0, 1]);
  expect(journal.mock.calls.filter((x) => x[0] === 'lazy0')).toHaveLength(1);
  // Whoever's turn it is acts; both hear of it.
  const [c, m] = wa.legal.length > 0 ? [a, wa] : [b, wb];
  expect(m.legal.length).toBeGreaterThan(0);
  c.send({ t: 'act', inputs: m.inputs, input: m.legal[0] });
  const after = await c.next((x) => x.t === 'update' || x.t === 'refused');
  expect(after.t).toBe('update');
  expect(after.inputs).toBeGreaterThan(m.inputs);
  a.close();
  b.close();

  // Nobody follows it any more: a sweep frees its memory (it would load again when asked for).
  while (server.manager.isLive('lazy0')) {
    await new Promise((r) => setTimeout(r, 20));
    await server.manager.sweep();
  }
  // The resumed matches waiting on their (silent) bot stay: their input may still come back.
  expect(server.manager.liveCount).toBeGreaterThan(0);
  expect(server.manager.liveCount).toBeLessThanOrEqual(RESUME_MAX);
});
