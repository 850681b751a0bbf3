/**
 * Lab batches across restarts (SQLite, and PostgreSQL when DATABASE_URL is set): a server that closes marks its
 * running batch `interrupted` and keeps its rows; one that crashed left batches `running` or `queued`, which the
 * next start marks `interrupted` with their last save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LabStore } from './store/lab.ts';
import type { Store } from './store/index.ts';
import { ENGINES, testServer, testStore } from './testing.ts';
import { Coach } from './testing-accounts.ts';
import { SLOW, SMALL, download, waitFor } from './testing-lab.ts';

describe.each(ENGINES)('lab batches across restarts (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
  });
  afterAll(() => dispose());

  it('a server that closes marks its running batch interrupted and keeps its rows; the next one shows them', async () => {
    const first = await testServer(store, undefined, { lab: { saveMs: 200 } });
    const coach = await Coach.signUp(first.base, 'Insomniaque');
    const made = await coach.req(first.base, 'POST', '/api/lab', SLOW);
    const id = made.json.id as string;
    await waitFor(first.base, coach, id, (b) => b.done >= 2);
    await first.app.close();

    const second = await testServer(store, undefined, { lab: { saveMs: 200 } });
    try {
      const b = await coach.req(second.base, 'GET', `/api/lab/${id}`);
      expect(b.json.status).toBe('interrupted');
      expect(b.json.done).toBeGreaterThanOrEqual(2);
      expect(b.json.done).toBeLessThan(100);
      expect(b.json.result.totalGames).toBe(b.json.done);
      const csv = await download(second.base, coach, `/api/lab/${id}/matches.csv`);
      expect(csv.text.trim().split('\r\n')).toHaveLength(b.json.done + 1);
      // The account may run another batch at once.
      const next = await coach.req(second.base, 'POST', '/api/lab', SMALL);
      expect(next.status).toBe(201);
      await waitFor(second.base, coach, next.json.id, (x) => x.status === 'done');
    } finally {
      await second.app.close();
    }
  });

  it('a server that crashed left batches running or queued: the next start marks them interrupted, rows kept', async () => {
    const server = await testServer(store);
    const coach = await Coach.signUp(server.base, 'Survivant');
    const late = await Coach.signUp(server.base, 'Retardataire');
    const idOf = async (c: Coach) =>
      (await c.req(server.base, 'GET', '/api/session')).json.account.id as string;
    const [me, them] = [await idOf(coach), await idOf(late)];
    await server.app.close();
    // What a crash leaves: a running batch with its last save, and a queued one.
    const labs = new LabStore(store.db, store.engine);
    const at = new Date().toISOString();
    const row = { game: 'piss-squig', spec: { ...SMALL, grid: [] }, total: 20, createdAt: at };
    expect(await labs.insert({ ...row, id: 'crashed', ownerId: me, status: 'queued' }, 50)).toBe('ok');
    expect(await labs.insert({ ...row, id: 'waiting', ownerId: them, status: 'queued' }, 50)).toBe('ok');
    await labs.update('crashed', {
      status: 'running',
      done: 5,
      seconds: 1.5,
      result: { totalGames: 5 },
      matchesCsv: 'config\r\n',
    });

    const again = await testServer(store);
    try {
      const b = await coach.req(again.base, 'GET', '/api/lab/crashed');
      expect(b.json).toMatchObject({
        status: 'interrupted',
        done: 5,
        seconds: 1.5,
        result: { totalGames: 5 },
      });
      const csv = await download(again.base, coach, '/api/lab/crashed/matches.csv');
      expect(csv.text).toBe('config\r\n');
      const w = await late.req(again.base, 'GET', '/api/lab/waiting');
      expect(w.json).toMatchObject({ status: 'interrupted', done: 0, result: null });
      // Another account still sees neither.
      expect((await late.req(again.base, 'GET', '/api/lab/crashed')).status).toBe(404);
    } finally {
      await again.app.close();
    }
  });
});
