/**
 * Lab batches through a Redis queue (BullMQ): the same totals and rows as worker threads on one machine, hostile
 * jobs refused without harm, failed chunks named, cancellation. Each test uses its own queue, obliterated at the
 * end. Skipped (with the reason) when Redis (`REDIS_URL`, else redis://127.0.0.1:6379) is unreachable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { games } from '../games/registry.ts';
import { LabError, parseGrid } from './grid.ts';
import { queueRunner, startLabWorker } from './queue.ts';
import { planLab, poolRunner, runLab, type LabRunner } from './run.ts';
import type { LabResult, LabSpec, MatchRow } from './types.ts';

const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ps = games['piss-squig']!;

/** Why the tests cannot run here, or null. */
async function unavailable(): Promise<string | null> {
  const r = new Redis(REDIS, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2000,
  });
  r.on('error', () => undefined);
  try {
    await r.connect();
    await r.ping();
    return null;
  } catch (e) {
    return `Redis at ${REDIS} unreachable (${String(e)})`;
  } finally {
    r.disconnect();
  }
}

const why = await unavailable();
if (why !== null) console.warn(`queue.test.ts skipped: ${why}`);

/** `arbitre worker` exists once the CLI wires it (src/cli/main.ts). */
const workerCommand = readFileSync(new URL('../cli/main.ts', import.meta.url), 'utf8').includes(
  ".command('worker')",
);

async function batch(spec: LabSpec, runner: LabRunner): Promise<{ result: LabResult; rows: MatchRow[] }> {
  const rows: MatchRow[] = [];
  try {
    const plan = planLab(games[spec.game]!, spec, runner.workers);
    const result = await runLab(plan, runner, { rows: (r) => void rows.push(...r) });
    rows.sort((a, b) => a.config - b.config || a.index - b.index);
    return { result, rows };
  } finally {
    await runner.close();
  }
}

/** Waits (up to 20 s) until `cond` holds. */
async function until(cond: () => Promise<boolean>): Promise<void> {
  for (const end = Date.now() + 20_000; !(await cond());) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const spec: LabSpec = {
  game: 'piss-squig',
  grid: parseGrid(['armourTarget=7,8']),
  bots: ['random'],
  games: 60,
  seed: 'lab-queue',
};

describe('lab queue settings', () => {
  it('refuses a URL that is not redis:// and a queue name BullMQ cannot take, in both languages', () => {
    for (const url of ['http://localhost:6379', 'postgres://db/x', 'localhost:6379', '']) {
      expect(() => queueRunner(url)).toThrow(LabError);
      expect(() => startLabWorker(url, games)).toThrow(/redis:\/\/host:port.*|URL redis/);
    }
    expect(() => queueRunner('redis://h:6379', { queueName: 'a:b' })).toThrow(/--queue-name/);
    expect(() => startLabWorker('redis://h:6379', games, { concurrency: 0 })).toThrow(/--concurrency/);
  });
});

describe.skipIf(why !== null)('lab batches through a Redis queue', () => {
  const base = `arbitre-lab-test-${randomBytes(6).toString('hex')}`;
  const used: string[] = [];
  const fresh = (): string => {
    const name = `${base}-${used.length}`;
    used.push(name);
    return name;
  };

  afterAll(async () => {
    for (const name of used) {
      const q = new Queue(name, { connection: { url: REDIS } });
      await q.obliterate({ force: true });
      await q.close();
    }
  });

  it('2 queue workers give the totals and rows of 1 and 3 worker threads', async () => {
    const queueName = fresh();
    const one = await batch(spec, poolRunner(1));
    const three = await batch(spec, poolRunner(3));
    const workers = [
      startLabWorker(REDIS, games, { queueName }),
      startLabWorker(REDIS, games, { queueName }),
    ];
    let queued;
    try {
      queued = await batch(spec, queueRunner(REDIS, { queueName }));
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
    expect(queued.result.workers).toBe(2);
    expect(queued.result.configurations).toEqual(one.result.configurations);
    expect(three.result.configurations).toEqual(one.result.configurations);
    expect(queued.rows).toEqual(one.rows);
    expect(queued.rows).toHaveLength(120);
    // Read rows are removed from Redis.
    const q = new Queue(queueName, { connection: { url: REDIS } });
    expect(await q.getCompletedCount()).toBe(0);
    await q.close();
  }, 120_000);

  it('a hostile job fails at once and the worker goes on; a failed chunk is named, the others delivered', async () => {
    const queueName = fresh();
    const lines: string[] = [];
    const worker = startLabWorker(REDIS, games, { queueName, log: (l) => lines.push(l) });
    const q = new Queue(queueName, { connection: { url: REDIS } });
    try {
      const good = planLab(ps, { ...spec, games: 4 }, 1, 2).chunks[0]!;
      const hostile: [string, unknown][] = [
        ['garbage', { hello: 'world' }],
        ['no-game', { batch: 'x', chunk: 0, lab: { ...good, game: 'chess' } }],
        ['proto', { batch: 'x', chunk: 0, lab: { ...good, game: '__proto__' } }],
        ['players', { batch: 'x', chunk: 0, lab: { ...good, players: 40 } }],
        ['huge', { batch: 'x', chunk: 0, lab: { ...good, from: 0, to: 1_000_000 } }],
        ['bot', { batch: 'x', chunk: 0, lab: { ...good, bots: ['skynet'] } }],
        ['extra', { batch: 'x', chunk: 0, lab: { ...good, code: 'process.exit()' } }],
      ];
      for (const [id, data] of hostile) await q.add('chunk', data, { jobId: id, attempts: 3 });
      await until(async () => (await q.getFailedCount()) === hostile.length);
      for (const [id] of hostile) {
        const job = (await q.getJob(id))!;
        expect(job.attemptsMade, id).toBe(1);
        expect(job.failedReason, id).toMatch(/invalid job|game unknown/);
      }
      expect((await q.getJob('no-game'))!.failedReason).toMatch(/« chess ».*"chess"/);
      expect(lines.some((l) => l.includes('échec/failed'))).toBe(true);

      // The same worker still plays; a chunk it refuses is named in the runner's error, the others delivered.
      const plan = planLab(ps, { ...spec, games: 6 }, 1, 2);
      const chunks = plan.chunks.map((c, k) => (k === 1 ? { ...c, game: 'chess' } : c));
      const delivered: number[] = [];
      const runner = queueRunner(REDIS, { queueName });
      try {
        const run = runner.run(chunks, (c, rows) => {
          expect(rows).toHaveLength(2);
          delivered.push(c);
        });
        await expect(run).rejects.toThrow(LabError);
        await expect(run).rejects.toThrow(
          /1 chunk\(s\) of 6 failed.*nothing lost.*#1 \(config 0, 2–3\).*"chess"/,
        );
      } finally {
        await runner.close();
      }
      expect(delivered.sort()).toEqual([0, 2, 3, 4, 5]);
    } finally {
      await q.close();
      await worker.close();
    }
  }, 60_000);

  it('abort withdraws the waiting jobs', async () => {
    const queueName = fresh();
    const q = new Queue(queueName, { connection: { url: REDIS } });
    const runner = queueRunner(REDIS, { queueName });
    try {
      const plan = planLab(ps, spec, 1, 10);
      const ac = new AbortController();
      // No worker: the jobs wait.
      const run = runner.run(plan.chunks, () => undefined, ac.signal);
      await until(async () => (await q.getWaitingCount()) === plan.chunks.length);
      expect(runner.workers).toBe(0);
      ac.abort();
      await expect(run).rejects.toThrow(/lot annulé \/ batch cancelled/);
      expect(await q.getWaitingCount()).toBe(0);
      await expect(runner.run(plan.chunks, () => undefined, ac.signal)).rejects.toThrow(/batch cancelled/);
    } finally {
      await runner.close();
      await q.close();
    }
  }, 60_000);

  it('no worker for too long: the batch gives up and withdraws its jobs', async () => {
    const queueName = fresh();
    const q = new Queue(queueName, { connection: { url: REDIS } });
    const runner = queueRunner(REDIS, { queueName, timeoutMs: 1 });
    try {
      const plan = planLab(ps, spec, 1, 30);
      await expect(runner.run(plan.chunks, () => undefined)).rejects.toThrow(
        /no chunk finished for 0.001 s \(workers seen: 0\); 4 chunk\(s\) withdrawn from the queue: 0, 1, 2, 3/,
      );
      expect(await q.getWaitingCount()).toBe(0);
    } finally {
      await runner.close();
      await q.close();
    }
  }, 60_000);

  it.skipIf(!workerCommand)(
    'a worker in another process (arbitre worker --queue URL --queue-name N --concurrency K) plays its share',
    async () => {
      const queueName = fresh();
      const one = await batch(spec, poolRunner(1));
      const bin = new URL('../../bin/arbitre', import.meta.url).pathname;
      const child: ChildProcess = spawn(
        process.execPath,
        [bin, 'worker', '--queue', REDIS, '--queue-name', queueName, '--concurrency', '1'],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      const local = startLabWorker(REDIS, games, { queueName });
      const q = new Queue(queueName, { connection: { url: REDIS } });
      try {
        await until(async () => (await q.getWorkersCount()) === 2);
        const queued = await batch(spec, queueRunner(REDIS, { queueName }));
        expect(queued.result.workers).toBe(2);
        expect(queued.result.configurations).toEqual(one.result.configurations);
        expect(queued.rows).toEqual(one.rows);
      } finally {
        await local.close();
        await q.close();
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      expect(child.exitCode ?? 0, stderr).toBe(0);
    },
    120_000,
  );
});
