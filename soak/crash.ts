/**
 * Part 3, crash: `arbitre serve` as a child process over SQLite or PostgreSQL, live matches against bots,
 * kill -9 at an arbitrary moment while they play, restart on the same store. Every input the server
 * acknowledged (every `welcome` and `update` received: its `inputs` count and `hash`) must be in the served
 * record with the same state hash at that count; then the matches are played out and their finished
 * records must verify.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay, verify, type MatchRecord } from '../src/engine/record.ts';
import { games } from '../src/games/registry.ts';
import { Client, type Msg } from '../src/server/testing.ts';
import {
  Counts,
  Failures,
  freePort,
  freshDatabase,
  hashesAlong,
  kill9,
  progress,
  request,
  result,
  serve,
  sleep,
  stop,
  type PartOptions,
  type PartResult,
} from './common.ts';

/** Crash part options: the store engine, how many kills, and when they happen. */
export interface CrashOptions extends PartOptions {
  engine: 'sqlite' | 'postgres';
  /** PostgreSQL server URL (default `DATABASE_URL`); a fresh database is created on it and dropped after. */
  databaseUrl?: string;
  /** How many times the server is killed (default 1). */
  kills?: number;
  /** The kill comes at a random moment in this window after play starts (ms; default 1,000–6,000), or as soon as a quarter of the matches is over. */
  killWindow?: [number, number];
  /** One match in this many is Pillards (human and two bots); the others Piss' Squig (default 5). */
  pillardsEvery?: number;
}

interface Live {
  id: string;
  game: string;
  token: string;
  /** Every (inputs, hash) the server sent this seat. */
  acks: Map<number, string>;
  over: boolean;
}

/** The child server keeps the protocol's rate limit (20 messages a second a connection): act at most this often. */
const ACT_SPACING_MS = 60;

const avoidResign = (game: string, legal: unknown[]): unknown[] => {
  const kept = legal.filter((a) => games[game]!.resigns?.(a) !== true);
  return kept.length > 0 ? kept : legal;
};

/**
 * Plays one seat with random legal inputs until the match is over, the connection closes or `stopAt`
 * (epoch ms) passes, recording every acknowledged count and hash. Answers how it ended.
 */
async function play(
  base: string,
  m: Live,
  stopAt: number,
  failures: Failures,
): Promise<'over' | 'closed' | 'time' | 'stuck'> {
  let c: Client;
  try {
    c = await Client.open(base.replace('http', 'ws') + '/ws');
  } catch {
    return 'closed';
  }
  let closed = false;
  c.socket.on('close', () => (closed = true));
  c.socket.on('error', () => (closed = true));
  try {
    c.send({ t: 'hello', match: m.id, token: m.token });
    const acted = new Set<number>();
    let seen = 0;
    let lastProgress = Date.now();
    let lastAct = 0;
    for (;;) {
      // Record every welcome and update received so far.
      let latest: Msg | undefined;
      for (; seen < c.msgs.length; seen++) {
        const x = c.msgs[seen];
        if (x.t === 'welcome' || x.t === 'update') {
          const had = m.acks.get(x.inputs);
          if (had !== undefined && had !== x.hash)
            failures.add(`${m.id}: two hashes for ${x.inputs} inputs (${had}, ${x.hash})`);
          m.acks.set(x.inputs, x.hash);
          latest = x;
          lastProgress = Date.now();
        } else if (x.t === 'refused' && x.code !== 'stale') {
          if (x.code === 'rate') continue; // paced below; a burst after a restart is no failure
          failures.add(`${m.id}: refused ${x.code} ${x.en}`);
        }
      }
      latest ??= c.msgs.findLast((x: Msg) => x.t === 'welcome' || x.t === 'update');
      if (latest?.pending.kind === 'over') {
        m.over = true;
        return 'over';
      }
      if (closed) return 'closed';
      if (Date.now() > stopAt) return 'time';
      if (Date.now() - lastProgress > 90_000) return 'stuck';
      if (latest !== undefined && latest.legal.length > 0 && !acted.has(latest.inputs)) {
        const wait = lastAct + ACT_SPACING_MS - Date.now();
        if (wait > 0) await sleep(wait);
        const legal = avoidResign(m.game, latest.legal);
        acted.add(latest.inputs);
        lastAct = Date.now();
        c.send({ t: 'act', inputs: latest.inputs, input: legal[Math.floor(Math.random() * legal.length)] });
      }
      await sleep(5);
    }
  } finally {
    c.close();
  }
}

/** Part 3: crash. `size` is the number of live matches. */
export async function crashPart(opts: CrashOptions): Promise<PartResult> {
  const t0 = performance.now();
  const counts = new Counts();
  const failures = new Failures();
  const notes: string[] = [];
  const deadline = Date.now() + opts.timeMs;
  const part = `crash/${opts.engine}`;
  let db: string;
  let cleanup: () => Promise<void>;
  if (opts.engine === 'postgres') {
    const url = opts.databaseUrl ?? process.env.DATABASE_URL;
    if (!url) throw new Error('crash/postgres needs DATABASE_URL');
    const fresh = await freshDatabase(url);
    db = fresh.url;
    cleanup = fresh.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'arbitre-soak-crash-'));
    db = join(dir, 'arbitre.sqlite');
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const tick = progress(opts, part);
  try {
    child = await serve(port, db);
    // The matches: Piss' Squig (a person against a bot, twelve rounds), and now and then Pillards.
    const live: Live[] = [];
    const every = opts.pillardsEvery ?? 5;
    for (let i = 0; i < opts.size; i++) {
      const game = every > 0 && i % every === every - 1 ? 'pillards' : 'piss-squig';
      const body =
        game === 'pillards'
          ? {
              game,
              options: { negotiationSeconds: 0 },
              seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }],
            }
          : { game, options: { maxRounds: 12 }, seats: [{ kind: 'human' }, { kind: 'bot' }] };
      for (;;) {
        const r = await request(base, 'POST', '/api/matches', {
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        // A rate limit on creation (server hardening): wait and try again.
        if (r.status === 429) {
          counts.add('create 429 (waited)');
          await sleep(2000);
          continue;
        }
        if (r.status !== 201) throw new Error(`create: ${r.status} ${r.text.slice(0, 300)}`);
        const created = JSON.parse(r.text);
        live.push({ id: created.id, game, token: created.seats[0].token, acks: new Map(), over: false });
        break;
      }
    }
    counts.add('matches', live.length);

    const kills = opts.kills ?? 1;
    const [lo, hi] = opts.killWindow ?? [1000, 6000];
    for (let k = 0; k < kills; k++) {
      // Play, and kill -9 at a random moment.
      const killAt = Date.now() + lo + Math.random() * (hi - lo);
      const playing = live.map((m) => play(base, m, killAt + 60_000, failures));
      // Kill while they play: at that moment, or as soon as a quarter of the matches is over.
      const quarter = Math.max(1, Math.ceil(live.length / 4));
      while (Date.now() < killAt && live.filter((m) => m.over).length < quarter) await sleep(10);
      const acked = live.reduce((n, m) => n + Math.max(-1, ...m.acks.keys()), 0);
      await kill9(child);
      child = null;
      counts.add('kills');
      const ended = await Promise.all(playing);
      counts.add('matches over before the kill', ended.filter((e) => e === 'over').length);
      opts.log(`[${part}] kill -9 #${k + 1}: ${acked} inputs acknowledged in ${live.length} matches`);
      child = await serve(port, db);
      counts.add('restarts');
      // Every acknowledged input is there, with the acknowledged hash at its count.
      for (const m of live) {
        const r = await request(base, 'GET', `/api/matches/${m.id}/record`, {
          headers: { authorization: `Bearer ${m.token}` },
        });
        if (r.status !== 200) {
          failures.add(`${m.id}: record ${r.status} after the restart`);
          continue;
        }
        const record = JSON.parse(r.text) as MatchRecord;
        const rules = games[m.game]!;
        const top = Math.max(0, ...m.acks.keys());
        counts.add('acknowledged inputs', top);
        if (record.inputs.length < top) {
          failures.add(`${m.id}: ${record.inputs.length} inputs after the restart, ${top} acknowledged`);
          counts.add('acknowledged inputs lost', top - record.inputs.length);
        }
        const along = hashesAlong(rules, record);
        if (along.error !== undefined) failures.add(`${m.id}: the record does not replay (${along.error})`);
        for (const [n, hash] of m.acks) {
          // Records by role: a reader with inputs withheld gets 'withheld' for a hash (none in these matches).
          if (hash === 'withheld') {
            counts.add('acknowledged hashes withheld');
            continue;
          }
          counts.add('acknowledged hashes checked');
          if (along.hashes[n] !== hash) {
            failures.add(`${m.id}: hash at ${n} inputs is ${along.hashes[n]}, acknowledged ${hash}`);
            counts.add('acknowledged hashes differing');
          }
        }
        // The record's own replay agrees at the last acknowledged count.
        const re = replay(rules, { ...record, inputs: record.inputs.slice(0, top) });
        if (m.acks.size === 0) failures.add(`${m.id}: nothing acknowledged before the kill`);
        else if (m.acks.get(top) === 'withheld') counts.add('acknowledged hashes withheld');
        else if (!re.ok || rules.hash(re.value.state) !== m.acks.get(top))
          failures.add(`${m.id}: replay of ${top} inputs does not give the acknowledged hash`);
      }
      tick(k + 1, `kill ${k + 1}/${kills} checked`);
    }

    // Play them out, then every finished record verifies.
    opts.log(`[${part}] playing ${live.filter((m) => !m.over).length} matches out`);
    const ends = await Promise.all(live.map((m) => (m.over ? 'over' : play(base, m, deadline, failures))));
    for (const [i, e] of ends.entries()) {
      const m = live[i]!;
      counts.add(`play-out ${e}`);
      if (e === 'stuck' || e === 'closed') failures.add(`${m.id}: play-out ended ${e}`);
      if (e === 'time') notes.push(`${m.id} unfinished at the time cap`);
      const r = await request(base, 'GET', `/api/matches/${m.id}/record`, {
        headers: { authorization: `Bearer ${m.token}` },
      });
      const record = JSON.parse(r.text) as MatchRecord;
      if (record.final === undefined) continue;
      const v = verify(games[m.game]!, record);
      if (v.ok) counts.add('finished records verified');
      else failures.add(`${m.id}: finished record does not verify (${v.error.index}: ${v.error.error.en})`);
    }
    counts.add(
      'inputs in the records',
      live.reduce((n, m) => n + Math.max(0, ...m.acks.keys()), 0),
    );
    tick(opts.size, 'played out');
    return result(part, opts, live.length, t0, counts, failures, notes);
  } finally {
    if (child !== null) await stop(child);
    await cleanup();
  }
}
