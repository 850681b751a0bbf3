import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { replay, verify, type MatchRecord } from '../engine/record.ts';
import { games } from '../games/registry.ts';
import { Client, http, pick, type Msg } from './testing.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'arbitre-crash-'));
const db = join(dir, 'arbitre.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a !== null ? a.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** `node bin/arbitre serve --port P --db FILE`, resolved once it prints its URL. */
function serve(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/arbitre', 'serve', '--port', String(port), '--db', db], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('Arbitre : http')) resolve(child);
    });
    child.stderr!.on('data', (d: Buffer) => (err += String(d)));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${err.slice(-2000)}`)));
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Lives of the server: it is killed at the end of every one but the last, which plays both matches out. */
const LAST = 3;

const hashAt = (game: string, record: MatchRecord, inputs: number): string => {
  const rules = games[game]!;
  const r = replay(rules, { ...record, inputs: record.inputs.slice(0, inputs) });
  if (!r.ok) throw new Error(`replay failed at ${r.error.index}: ${r.error.error.en}`);
  return rules.hash(r.value.state);
};

it('crash safety: SIGKILL at random points, restart, every acknowledged input is there with the same hash', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child = await serve(port);
  const matches: { id: string; game: string; token: string }[] = [];
  for (const game of ['piss-squig', 'pillards']) {
    const created = await http(base, 'POST', '/api/matches', {
      game,
      seats: [
        { kind: 'human' },
        { kind: 'bot' },
        ...(game === 'pillards' ? [{ kind: 'bot', level: 'greedy' }] : []),
      ],
    });
    expect(created.status).toBe(201);
    matches.push({ id: created.json.id, game, token: created.json.seats[0].token });
  }
  /** The last acknowledged update of each match: its input count and hash. */
  const acked = new Map<string, { inputs: number; hash: string; eventSeq: number }>();
  const avoid = (a: unknown): boolean => games['piss-squig']!.resigns?.(a) === true;
  let kills = 0;
  for (let life = 0; life <= LAST; life++) {
    const clients = new Map<string, Client>();
    const latest = new Map<string, Msg>();
    for (const m of matches) {
      const c = await Client.open(`ws://127.0.0.1:${port}/ws`);
      const since = acked.get(m.id)?.eventSeq;
      const w = await c.hello(m.id, m.token, since);
      const ack = acked.get(m.id);
      if (ack !== undefined) {
        // Everything acknowledged before the crash is there, and the events resume right after `since`.
        expect(w.inputs).toBeGreaterThanOrEqual(ack.inputs);
        const record = (await http(base, 'GET', `/api/matches/${m.id}/record`)).json as MatchRecord;
        expect(record.inputs.length).toBe(w.inputs);
        expect(hashAt(m.game, record, ack.inputs)).toBe(ack.hash);
        expect(hashAt(m.game, record, w.inputs)).toBe(w.hash);
        if (w.events.length > 0) expect(w.events[0].eventSeq).toBe(ack.eventSeq + 1);
      }
      clients.set(m.id, c);
      latest.set(m.id, w);
      acked.set(m.id, { inputs: w.inputs, hash: w.hash, eventSeq: w.events.at(-1)?.eventSeq ?? since ?? -1 });
    }
    // Play a random number of inputs, then kill the server, sometimes with an input in flight.
    const steps = life === LAST ? Infinity : 2 + Math.floor(Math.random() * 12);
    for (let k = 0; k < steps; k++) {
      const open = matches.filter((m) => latest.get(m.id)!.pending.kind !== 'over');
      if (open.length === 0) break;
      const m = open[k % open.length]!;
      const c = clients.get(m.id)!;
      let w = latest.get(m.id)!;
      if (w.legal.length === 0) {
        w = await c.next(
          (x) => x.t === 'update' && (x.legal.length > 0 || x.pending.kind === 'over'),
          30_000,
        );
      } else {
        // The child server keeps the protocol's rate limit (20 messages a second).
        await new Promise((r) => setTimeout(r, 55));
        c.send({ t: 'act', inputs: w.inputs, input: pick(w.legal, avoid) });
        if (life < LAST && k === steps - 1 && Math.random() < 0.5) break; // killed before the answer
        const before = w.inputs as number;
        // The answer to this input: more inputs, or this seat's sealed orders held.
        w = await c.next(
          (x) => x.t === 'refused' || (x.t === 'update' && (x.inputs > before || x.ordered.includes(0))),
          30_000,
        );
        expect(w.t === 'refused' ? `${w.code}: ${w.en}` : w.t).toBe('update');
      }
      latest.set(m.id, w);
      const last = acked.get(m.id)!;
      acked.set(m.id, {
        inputs: w.inputs,
        hash: w.hash,
        eventSeq: w.events.at(-1)?.eventSeq ?? last.eventSeq,
      });
    }
    for (const c of clients.values()) c.close();
    if (life === LAST) break;
    await kill(child);
    kills++;
    child = await serve(port);
  }
  expect(kills).toBe(LAST);
  for (const m of matches) {
    const record = (await http(base, 'GET', `/api/matches/${m.id}/record`)).json as MatchRecord;
    expect(record.final, `${m.game} finished`).toBeDefined();
    expect(verify(games[m.game]!, record).ok).toBe(true);
  }
  child.kill('SIGTERM');
});
