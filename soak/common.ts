/**
 * Shared pieces of the reliability suite (`npm run soak`, test/soak.test.ts): what a part reports, counters,
 * deadlines, a server child process (`arbitre serve`), a fresh PostgreSQL database, and hashes at counts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { MatchRecord } from '../src/engine/record.ts';
import type { AnyRules } from '../src/engine/types.ts';

/** The repository root (where `bin/arbitre` lives). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What every part is given: its size, its time cap and where its progress lines go. */
export interface PartOptions {
  /** How many messages, attempts or matches (the part's own unit). */
  size: number;
  /** The part stops starting new work after this many milliseconds (and says so in its notes). */
  timeMs: number;
  /** One progress line at a time. */
  log: (line: string) => void;
}

/** What a part reports: its figures, and every failed check (empty when it passed). */
export interface PartResult {
  part: string;
  /** The size asked for, and how much of it was done before the time cap. */
  size: number;
  done: number;
  ms: number;
  /** Counters: answers by code, checks made… */
  counts: Record<string, number>;
  /** Failed checks (at most 50 kept; `counts.failures` has the total). */
  failures: string[];
  notes: string[];
  skipped?: boolean;
}

/** Counters by name, kept in insertion order. */
export class Counts {
  readonly map: Record<string, number> = {};
  add(key: string, n = 1): void {
    this.map[key] = (this.map[key] ?? 0) + n;
  }
  get(key: string): number {
    return this.map[key] ?? 0;
  }
}

/** Failures of a part: counted, the first 50 kept. */
export class Failures {
  readonly list: string[] = [];
  count = 0;
  add(what: string): void {
    this.count++;
    if (this.list.length < 50) this.list.push(what);
  }
}

/** A part's result from its counters. */
export function result(
  part: string,
  opts: PartOptions,
  done: number,
  t0: number,
  counts: Counts,
  failures: Failures,
  notes: string[] = [],
): PartResult {
  const c = { ...counts.map };
  c.failures = failures.count;
  return {
    part,
    size: opts.size,
    done,
    ms: Math.round(performance.now() - t0),
    counts: c,
    failures: failures.list,
    notes,
  };
}

/** A progress printer that writes at most one line every `everyMs` (and always the last). */
export function progress(
  opts: PartOptions,
  part: string,
  everyMs = 2000,
): (done: number, extra?: string) => void {
  let last = 0;
  return (done, extra) => {
    const now = performance.now();
    if (now - last < everyMs && done < opts.size) return;
    last = now;
    opts.log(`[${part}] ${done}/${opts.size}${extra === undefined ? '' : ` ${extra}`}`);
  };
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
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

/** `node bin/arbitre serve --port P --db DB` on 127.0.0.1, resolved once it prints its URL. */
export function serve(port: number, db: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/arbitre', 'serve', '--port', String(port), '--db', db], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 60 s: ${err.slice(-2000)}`));
    }, 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('Arbitre : http')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr!.on('data', (d: Buffer) => {
      err += String(d);
      if (err.length > 100_000) err = err.slice(-20_000);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${err.slice(-2000)}`));
    });
  });
}

/** kill -9, resolved once the process is gone. */
export function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Stops a child server politely (SIGTERM, then SIGKILL after 10 s). */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A fresh PostgreSQL database next to the one `url` names (`arbitre serve` takes a URL, not a schema): its
 * URL, and how to drop it. `CREATE DATABASE` needs a role that may create databases (trust auth in CI).
 */
export async function freshDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `arbitre_soak_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * The state hash after each input of a record (index k: after k inputs), by one replay step by step: the
 * same steps as `replay` of src/engine/record.ts (which the callers also run on whole records), but linear
 * instead of one replay per count. Stops at the first input that does not replay (`error`).
 */
export function hashesAlong(
  rules: AnyRules,
  record: MatchRecord,
  each?: (k: number, state: unknown) => void,
): { hashes: string[]; error?: string } {
  const setup = rules.setup(record.options);
  if (!setup.ok) return { hashes: [], error: `setup: ${setup.error.en}` };
  const s = setup.value;
  const hashes = [rules.hash(s)];
  each?.(0, s);
  for (const [index, input] of record.inputs.entries()) {
    const p = rules.pending(s);
    if (p.kind === 'decision' && 'player' in input && input.player === p.player) {
      const v = rules.validate(s, p.player, input.action);
      if (!v.ok) return { hashes, error: `input ${index}: ${v.error.en}` };
      rules.apply(s, p.player, v.value);
    } else if (p.kind === 'chance' && 'faces' in input) {
      const r = rules.applyChance(s, input.faces);
      if (!r.ok) return { hashes, error: `input ${index}: ${r.error.en}` };
    } else if (p.kind === 'simultaneous' && 'orders' in input) {
      const orders = new Map<number, unknown>();
      for (const player of p.players) {
        const v = rules.validate(s, player, input.orders[String(player)]);
        if (!v.ok) return { hashes, error: `input ${index}: ${v.error.en}` };
        orders.set(player, v.value);
      }
      rules.applyOrders(s, orders);
    } else return { hashes, error: `input ${index}: does not fit the pending ${p.kind}` };
    hashes.push(rules.hash(s));
    each?.(index + 1, s);
  }
  return { hashes };
}

/** True for an object shaped like a refusal: `{ code, message, en }` with non-empty strings. */
export function isRefusal(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return (
    typeof r.code === 'string' &&
    r.code !== '' &&
    typeof r.message === 'string' &&
    r.message !== '' &&
    typeof r.en === 'string' &&
    r.en !== ''
  );
}

/** Fetch with a timeout; network errors come back as status 0. */
export async function request(
  base: string,
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; text: string; error?: string }> {
  try {
    const res = await fetch(base + path, {
      method,
      headers: init.headers ?? {},
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
    });
    return { status: res.status, text: await res.text() };
  } catch (e) {
    return { status: 0, text: '', error: e instanceof Error ? e.message : String(e) };
  }
}
