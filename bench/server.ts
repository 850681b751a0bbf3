/**
 * Server bench (part of `npm run bench`): a real `arbitre serve` child process on loopback, 200 concurrent
 * WebSocket clients playing 100 two-player Piss' Squig matches (each client a human seat choosing random
 * legal decisions, the server rolling the dice). Reports validated inputs per second and the latency from
 * an `act` to the `update` that answers it (p50, p99). Not a test: nothing is asserted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

const CLIENTS = 200;
const SECONDS = 15;
/** Per connection the server allows 20 messages a second: stay just under it. */
const MIN_GAP_MS = 55;

interface Msg {
  t: string;
  inputs?: number;
  legal?: unknown[];
}

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(`${url}/api/games`);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error('the server did not start');
}

async function createMatch(url: string): Promise<{ id: string; tokens: string[] }> {
  const r = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'piss-squig',
      options: { players: 2, maxRounds: 200 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    }),
  });
  const body = (await r.json()) as { id: string; seats: { token: string }[] };
  return { id: body.id, tokens: body.seats.map((s) => s.token) };
}

/** One seat's client: answers every update that gives it something to decide, paced under the rate limit. */
function client(
  url: string,
  match: string,
  token: string,
  latencies: number[],
  counts: { acts: number; refused: number },
  seed: number,
) {
  let rnd = seed;
  const pick = (n: number) => {
    rnd = (rnd * 1103515245 + 12345) & 0x7fffffff;
    return rnd % n;
  };
  const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  let sentAt = 0;
  let last = 0;
  const decide = (m: Msg) => {
    const legal = (m.legal ?? []).filter((a) => (a as { type?: string }).type !== 'concede');
    if (legal.length === 0) return;
    const wait = Math.max(0, last + MIN_GAP_MS - performance.now());
    setTimeout(() => {
      if (ws.readyState !== WebSocket.OPEN) return;
      sentAt = performance.now();
      last = sentAt;
      ws.send(JSON.stringify({ t: 'act', inputs: m.inputs, input: legal[pick(legal.length)] }));
    }, wait);
  };
  ws.on('open', () => ws.send(JSON.stringify({ t: 'hello', match, token })));
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as Msg;
    if (m.t === 'update' && sentAt > 0) {
      latencies.push(performance.now() - sentAt);
      counts.acts++;
      sentAt = 0;
    }
    if (m.t === 'refused') counts.refused++;
    if (m.t === 'welcome' || m.t === 'update') decide(m);
  });
  return ws;
}

/** Runs the server bench and returns printable lines. */
export async function serverBench(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'arbitre-bench-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['bin/arbitre', 'serve', '--port', String(port), '--db', join(dir, 'bench.sqlite')],
    {
      stdio: 'ignore',
      env: { ...process.env, LOG_LEVEL: 'silent' },
    },
  );
  try {
    await waitForServer(url);
    const latencies: number[] = [];
    const counts = { acts: 0, refused: 0 };
    const sockets: WebSocket[] = [];
    for (let i = 0; i < CLIENTS / 2; i++) {
      const { id, tokens } = await createMatch(url);
      tokens.forEach((t, seat) => sockets.push(client(url, id, t, latencies, counts, i * 2 + seat + 1)));
    }
    const t0 = performance.now();
    await new Promise((res) => setTimeout(res, SECONDS * 1000));
    const seconds = (performance.now() - t0) / 1000;
    for (const ws of sockets) ws.close();
    latencies.sort((a, b) => a - b);
    const q = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
    return [
      `Server (arbitre serve child process, SQLite, ${CLIENTS} WebSocket clients on loopback, ${SECONDS} s):`,
      `  validated inputs/s  ${Math.round(counts.acts / seconds).toLocaleString('en-GB')} (${counts.acts} inputs, ${counts.refused} refused)`,
      `  act → update        p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms`,
    ];
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
