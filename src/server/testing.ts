/**
 * Test helpers for the server: stores (SQLite in a temp file, PostgreSQL in a fresh schema when
 * `DATABASE_URL` is set), a server on 127.0.0.1 port 0, and a WebSocket client that keeps every frame.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { buildServer, type Server, type ServerDeps } from './server.ts';
import { Store } from './store/index.ts';
import { DEFAULT_LIMITS, type WsLimits } from './ws.ts';

/** The protocol's own limits, for the rate-limit test. */
export const PROTOCOL_LIMITS = DEFAULT_LIMITS;

/** The store engines to test: SQLite always, PostgreSQL when `DATABASE_URL` is set. */
export const ENGINES: ('sqlite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/** A store for one test run, and how to throw it away. */
export async function testStore(
  engine: 'sqlite' | 'postgres',
): Promise<{ store: Store; dispose(): Promise<void> }> {
  if (engine === 'postgres') {
    const schema = `arbitre_test_${randomBytes(6).toString('hex')}`;
    const store = await Store.open({ db: process.env.DATABASE_URL!, schema });
    return {
      store,
      async dispose() {
        await store.dropSchema();
        await store.close();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'arbitre-store-'));
  const store = await Store.open({ db: join(dir, 'arbitre.sqlite') });
  return {
    store,
    async dispose() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const LAX = { max: 1_000_000, timeWindow: 60_000 };

/** A server listening on 127.0.0.1 (port 0), without logs or web app; test clients may go fast. */
export async function testServer(
  store: Store,
  limits: WsLimits = { rate: 10_000, burst: 10_000 },
  extra: Partial<ServerDeps> = {},
): Promise<Server & { base: string; ws: string }> {
  // ARBITRE_TEST_LOG=debug shows the server's logs.
  const level = process.env.ARBITRE_TEST_LOG;
  const server = await buildServer({
    store,
    logger: level ? { level } : false,
    webRoot: null,
    limits,
    // Tests create many matches from 127.0.0.1: the rate-limit test sets its own small limits.
    rateLimits: { create: LAX, join: LAX, bot: LAX },
    ...extra,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { ...server, base: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}/ws` };
}

/** A test server with its store and the clients a suite opened on it. */
export interface SuiteServer {
  store: Store;
  server: Awaited<ReturnType<typeof testServer>>;
  /** Clients to close when the suite ends. */
  clients: Client[];
}

/**
 * A SQLite store and a test server for the enclosing file or `describe` block: started before its tests,
 * closed after them with the clients pushed on `clients`. Read the fields inside tests (set by `beforeAll`).
 */
export function suiteServer(extra: Partial<ServerDeps> = {}): SuiteServer {
  const ctx = { clients: [] } as unknown as SuiteServer;
  let dispose: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    ({ store: ctx.store, dispose } = await testStore('sqlite'));
    ctx.server = await testServer(ctx.store, undefined, extra);
  });
  afterAll(async () => {
    for (const c of ctx.clients) c.close();
    await ctx.server?.app.close();
    await dispose();
  });
  return ctx;
}

/** JSON over HTTP: the status and the parsed answer. */
export async function http(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; json: any }> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text === '' ? null : JSON.parse(text) };
}

/** A message from the server, loosely typed for tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Msg = any;

/** A WebSocket client that keeps every frame and waits for messages. */
export class Client {
  /** Every text frame received, in order. */
  readonly frames: string[] = [];
  /** Every message received, parsed. */
  readonly msgs: Msg[] = [];
  private cursor = 0;
  private wake: (() => void) | null = null;
  private closed = false;
  /** The close code and reason, once closed. */
  closedWith: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.frames.push(text);
      this.msgs.push(JSON.parse(text));
      this.wake?.();
    });
    socket.on('close', (code, reason) => {
      this.closed = true;
      this.closedWith = { code, reason: String(reason) };
      this.wake?.();
    });
  }

  /** Connects to `url` (with ws client options, say `autoPong: false`). */
  static open(url: string, options?: WebSocket.ClientOptions): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, options);
      socket.once('open', () => resolve(new Client(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends a message (an object as JSON, a string as is). */
  send(msg: unknown): void {
    this.socket.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The next message after the last one returned that satisfies `pred`. */
  async next(pred: (m: Msg) => boolean = () => true, timeoutMs = 20_000): Promise<Msg> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.msgs.length) {
        const m = this.msgs[this.cursor++];
        if (pred(m)) return m;
      }
      if (this.closed) throw new Error('connection closed while waiting');
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `timed out waiting; last messages: ${this.frames
            .slice(-3)
            .map((f) => f.slice(0, 600))
            .join('\n')}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Subscribes and answers the welcome (or throws the refusal). */
  async hello(match: string, token?: string, since?: number): Promise<Msg> {
    this.send({
      t: 'hello',
      match,
      ...(token === undefined ? {} : { token }),
      ...(since === undefined ? {} : { since }),
    });
    const m = await this.next((x) => x.t === 'welcome' || x.t === 'refused');
    if (m.t === 'refused') throw new Error(`hello refused: ${m.en}`);
    return m;
  }

  /** Closes the connection. */
  close(): void {
    this.socket.close();
  }

  /** Resolves once the connection is closed (by either side). */
  async whenClosed(): Promise<{ code: number; reason: string }> {
    while (this.closedWith === null) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
    return this.closedWith;
  }
}

/** A uniform random pick (tests only; reproducibility is not needed here). */
export function pick<T>(list: T[], avoid?: (x: T) => boolean): T {
  const kept = avoid === undefined ? list : list.filter((x) => !avoid(x));
  const from = kept.length > 0 ? kept : list;
  return from[Math.floor(Math.random() * from.length)]!;
}

/**
 * Plays a seat until the match is over, from `start` (its welcome) on: answers every update that offers
 * legal inputs (once per input count), fails on any refusal. Answers the last message.
 */
export async function playSeat(
  c: Client,
  start: Msg,
  choose: (legal: unknown[], m: Msg) => unknown,
): Promise<Msg> {
  const acted = new Set<number>();
  const wanted = (x: Msg): boolean =>
    x.t === 'refused' ||
    ((x.t === 'welcome' || x.t === 'update') &&
      (x.pending.kind === 'over' || (x.legal.length > 0 && !acted.has(x.inputs))));
  let first: Msg | null = wanted(start) ? start : null;
  for (;;) {
    const m =
      first ??
      (await c.next(
        (x) =>
          x.t === 'refused' ||
          ((x.t === 'welcome' || x.t === 'update') &&
            (x.pending.kind === 'over' || (x.legal.length > 0 && !acted.has(x.inputs)))),
        60_000,
      ));
    first = null;
    if (m.t === 'refused') throw new Error(`refused: ${m.code} ${m.en}`);
    if (m.pending.kind === 'over') return m;
    acted.add(m.inputs);
    c.send({ t: 'act', inputs: m.inputs, input: choose(m.legal, m) });
  }
}
