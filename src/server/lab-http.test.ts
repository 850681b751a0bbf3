/**
 * Lab batches over real HTTP (SQLite, and PostgreSQL when DATABASE_URL is set), on the server's real lab worker
 * pool (one thread): the owner runs a batch, follows it, lists it, downloads its CSV; hostile clients (another
 * account, anonymous, bad ids) see nothing and cancel nothing; bad requests are refused with what is allowed;
 * one batch at a time per account, other accounts' batches wait their turn; cancel keeps the rows so far
 * (restarts: lab-restart.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from './store/index.ts';
import { ENGINES, testServer, testStore } from './testing.ts';
import { Coach } from './testing-accounts.ts';
import { SLOW, SMALL, download, waitFor } from './testing-lab.ts';

type TestServer = Awaited<ReturnType<typeof testServer>>;

describe.each(ENGINES)('lab batches over HTTP (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let owner: Coach;
  let other: Coach;
  let third: Coach;
  const anonymous = new Coach('personne');

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store, undefined, { lab: { saveMs: 200 } });
    owner = await Coach.signUp(server.base, 'Chercheuse');
    other = await Coach.signUp(server.base, 'Curieux');
    third = await Coach.signUp(server.base, 'Patient');
  });
  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  it('runs a small batch: progress, the partial then final result, the list and the CSV files', async () => {
    const made = await owner.req(server.base, 'POST', '/api/lab', SMALL);
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ game: 'piss-squig', total: 40, spec: { seed: 'essai', games: 20 } });
    expect(['queued', 'running']).toContain(made.json.status);
    const id = made.json.id as string;
    const done = await waitFor(server.base, owner, id, (b) => b.status === 'done');
    expect(done).toMatchObject({ done: 40, total: 40, status: 'done' });
    expect(done.finishedAt).toEqual(expect.any(String));
    const r = done.result;
    expect(r.format).toBe('arbitre-lab/1');
    expect(r.totalGames).toBe(40);
    expect(r.configurations.map((c: { config: { label: string } }) => c.config.label)).toEqual([
      'armourTarget=7',
      'armourTarget=8',
    ]);
    for (const c of r.configurations) {
      expect(c.games).toBe(20);
      expect(c.seats).toHaveLength(2);
      expect(c.length.histogram.length).toBeGreaterThan(0);
      expect(c.rules.length).toBeGreaterThan(0);
    }
    const list = await owner.req(server.base, 'GET', '/api/lab');
    expect(list.status).toBe(200);
    expect(list.json[0]).toMatchObject({
      id,
      status: 'done',
      done: 40,
      spec: { grid: [{ key: 'armourTarget' }] },
    });
    expect(list.json[0].result).toBeUndefined();

    const matches = await download(server.base, owner, `/api/lab/${id}/matches.csv`);
    expect(matches.status).toBe(200);
    expect(matches.type).toMatch(/^text\/csv/);
    expect(matches.disposition).toBe(`attachment; filename="lab-piss-squig-${id}-matches.csv"`);
    const lines = matches.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'config,label,game,bot_0,bot_1,score_0,score_1,rank_0,rank_1,winners,decisions,chance',
    );
    expect(lines).toHaveLength(41);
    const summary = await download(server.base, owner, `/api/lab/${id}/summary.csv`);
    expect(summary.status).toBe(200);
    expect(summary.text.trim().split('\r\n')).toHaveLength(3);

    // The report, in the browser's tab: the HTML page of src/lab/report.ts, with a policy that forbids any script.
    for (const lang of ['fr', 'en']) {
      const report = await download(server.base, owner, `/api/lab/${id}/report.html?lang=${lang}`);
      expect(report.status).toBe(200);
      expect(report.type).toMatch(/^text\/html/);
      expect(report.disposition).toBe(`inline; filename="lab-piss-squig-${id}-report-${lang}.html"`);
      expect(report.csp).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      expect(report.text.startsWith(`<!doctype html>\n<html lang="${lang}">`)).toBe(true);
      expect(report.text).toContain('armourTarget=7');
      expect((report.text.match(/<svg /g) ?? []).length).toBeGreaterThan(4);
    }
    expect((await download(server.base, owner, `/api/lab/${id}/report.html`)).text).toContain(
      '<html lang="fr">',
    );
    const badLang = await owner.req(server.base, 'GET', `/api/lab/${id}/report.html?lang=<script>`);
    expect(badLang.status).toBe(400);
    expect(badLang.json).toMatchObject({ code: 'lab.lang', en: 'Unknown language "<script>": fr or en.' });
  });

  it('says its limits to anyone', async () => {
    const r = await anonymous.req(server.base, 'GET', '/api/lab/limits');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      gamesPerConfig: 2000,
      gamesPerBatch: 20000,
      configurations: 64,
      activePerAccount: 1,
      kept: 50,
      threads: 1,
      bots: ['random', 'greedy'],
    });
  });

  it('another account, a signed-out visitor and a bad id see, cancel, delete and download nothing', async () => {
    const list = await owner.req(server.base, 'GET', '/api/lab');
    const id = list.json[0].id as string;
    for (const [method, path] of [
      ['GET', `/api/lab/${id}`],
      ['POST', `/api/lab/${id}/cancel`],
      ['DELETE', `/api/lab/${id}`],
      ['GET', `/api/lab/${id}/matches.csv`],
      ['GET', `/api/lab/${id}/summary.csv`],
      ['GET', `/api/lab/${id}/report.html`],
    ] as const) {
      const r = await other.req(server.base, method, path);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.json).toMatchObject({ code: 'lab.unknown', en: `Batch "${id}" not found among yours.` });
      const a = await anonymous.req(server.base, method, path);
      expect(a.status, `${method} ${path}`).toBe(401);
      expect(a.json.code).toBe('session.none');
    }
    expect((await other.req(server.base, 'GET', '/api/lab')).json).toEqual([]);
    expect((await anonymous.req(server.base, 'GET', '/api/lab')).status).toBe(401);
    expect((await anonymous.req(server.base, 'POST', '/api/lab', SMALL)).status).toBe(401);
    const bad = await owner.req(server.base, 'GET', '/api/lab/..%2F..%2Fetc');
    expect(bad.status).toBe(400);
    // Still the owner's, untouched.
    expect((await owner.req(server.base, 'GET', `/api/lab/${id}`)).json.status).toBe('done');
  });

  it('refuses bad requests, saying what was wrong and what is allowed', async () => {
    const cases: [unknown, string, RegExp][] = [
      [
        { ...SMALL, grid: ['armourTarget=7,99'] },
        'lab.invalid',
        /piss-squig refuses armourTarget=99: .*armourTarget/,
      ],
      [{ ...SMALL, grid: ['armourTarget'] }, 'lab.invalid', /expected option=value1,value2/],
      [
        { ...SMALL, grid: ['armourTarget=7', { key: 'armourTarget', values: [8] }] },
        'lab.invalid',
        /option armourTarget appears twice/,
      ],
      [
        { ...SMALL, game: 'chess' },
        'lab.game',
        /Unknown game "chess": piss-squig, pillards, spark-ball, osoi/,
      ],
      [{ ...SMALL, game: '__proto__' }, 'lab.game', /Unknown game/],
      [{ ...SMALL, bots: ['random', 'search'] }, 'lab.bots', /plays random and greedy; the search bots/],
      [{ ...SMALL, bots: ['nobody'] }, 'lab.bots', /"nobody" refused/],
      [
        { ...SMALL, games: 2001 },
        'lab.games',
        /2,001 games per configuration asked for: at most 2,000 on this server/,
      ],
      [
        { ...SMALL, grid: ['armourTarget=7,8', 'players=2,3,4,5,6,7'], games: 2000 },
        'lab.total',
        /12 configurations × 2,000 games = 24,000 games: at most 20,000 a batch/,
      ],
      [{ ...SMALL, games: 0 }, 'invalid', /games/],
      [{ ...SMALL, evil: true }, 'invalid', /Invalid message/],
      [{ ...SMALL, grid: [{ key: 'a b', values: [1] }] }, 'invalid', /grid/],
    ];
    for (const [body, code, en] of cases) {
      const r = await owner.req(server.base, 'POST', '/api/lab', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.code, JSON.stringify(r.json)).toBe(code);
      expect(r.json.en).toMatch(en);
      expect(r.json.message.length).toBeGreaterThan(10);
    }
    // French says it too.
    const fr = await owner.req(server.base, 'POST', '/api/lab', { ...SMALL, games: 5000 });
    expect(fr.json.message).toBe(
      '5 000 parties par configuration demandées : au plus 2 000 sur ce serveur (davantage avec arbitre lab sur votre machine).',
    );
  });

  it('one batch at a time per account, the others wait in turn; cancel keeps the rows so far', async () => {
    const slow = await owner.req(server.base, 'POST', '/api/lab', SLOW);
    expect(slow.status, JSON.stringify(slow.json)).toBe(201);
    const id = slow.json.id as string;
    const again = await owner.req(server.base, 'POST', '/api/lab', SMALL);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('lab.busy');
    expect(again.json.en).toContain(`("${id}"): at most 1 at a time per account`);
    // Another account's batch waits for the pool.
    const waiting = await third.req(server.base, 'POST', '/api/lab', SMALL);
    expect(waiting.status).toBe(201);
    expect(waiting.json).toMatchObject({ status: 'queued', queuePosition: 1 });
    // Another account cannot cancel either.
    expect((await other.req(server.base, 'POST', `/api/lab/${id}/cancel`)).status).toBe(404);
    const partial = await waitFor(server.base, owner, id, (b) => b.done >= 2);
    expect(partial.status).toBe('running');
    expect(partial.result.totalGames).toBe(partial.done);
    // Its partial rows download while it runs.
    const live = await download(server.base, owner, `/api/lab/${id}/matches.csv`);
    expect(live.text.trim().split('\r\n').length).toBeGreaterThanOrEqual(3);
    const cancelled = await owner.req(server.base, 'POST', `/api/lab/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe('cancelled');
    const kept = await owner.req(server.base, 'GET', `/api/lab/${id}`);
    expect(kept.json.status).toBe('cancelled');
    expect(kept.json.done).toBeGreaterThanOrEqual(2);
    expect(kept.json.done).toBeLessThan(100);
    expect(kept.json.result.totalGames).toBe(kept.json.done);
    const csv = await download(server.base, owner, `/api/lab/${id}/matches.csv`);
    expect(csv.text.trim().split('\r\n')).toHaveLength(kept.json.done + 1);
    const twice = await owner.req(server.base, 'POST', `/api/lab/${id}/cancel`);
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('lab.over');
    // The waiting batch runs now, and the owner may start another.
    await waitFor(server.base, third, waiting.json.id, (b) => b.status === 'done');
    // A finished batch is deleted by its owner only.
    expect((await owner.req(server.base, 'DELETE', `/api/lab/${id}`)).status).toBe(204);
    expect((await owner.req(server.base, 'GET', `/api/lab/${id}`)).status).toBe(404);
  });

  it('a queued batch is cancelled at once; a running one cannot be deleted', async () => {
    const running = await owner.req(server.base, 'POST', '/api/lab', SLOW);
    const queued = await other.req(server.base, 'POST', '/api/lab', SMALL);
    expect(queued.json.status).toBe('queued');
    const del = await owner.req(server.base, 'DELETE', `/api/lab/${running.json.id}`);
    expect(del.status).toBe(409);
    expect(del.json.code).toBe('lab.active');
    const c = await other.req(server.base, 'POST', `/api/lab/${queued.json.id}/cancel`);
    expect(c.json).toMatchObject({ status: 'cancelled', done: 0 });
    const none = await download(server.base, other, `/api/lab/${queued.json.id}/matches.csv`);
    expect(none.status).toBe(409);
    expect(JSON.parse(none.text).code).toBe('lab.noResult');
    expect((await owner.req(server.base, 'POST', `/api/lab/${running.json.id}/cancel`)).json.status).toBe(
      'cancelled',
    );
  });
});
