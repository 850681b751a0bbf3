import { describe, expect, it } from 'vitest';
import { pissSquig } from '../games/piss-squig/index.ts';
import { Client, http, pick, suiteServer, type Msg } from './testing.ts';
import { Verifier } from './verifier.ts';
import { MAX_DEPTH, nestingDepth } from './verify-task.ts';

const avoidResign = (a: unknown): boolean => pissSquig.resigns?.(a as never) === true;

/** A record's text with `n` copies of `input` (its game's first input is a decision: replay fails at 0). */
function bigRecord(n: number, input = '{"faces":[1,1]}'): string {
  const head =
    '{"format":"arbitre-record/1","game":"piss-squig","rulesVersion":"1","options":{"players":2},' +
    '"seats":[{"name":"a","kind":"human"},{"name":"b","kind":"human"}],"dice":{"source":"seeded"},"inputs":[';
  return head + new Array<string>(n).fill(input).join(',') + ']}';
}

describe('POST /api/records/verify: off the main thread, with limits', () => {
  const suite = suiteServer();

  it("answers another match's inputs over the WebSocket while it verifies a 16 MiB record", async () => {
    const created = await http(suite.server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const tokens = (created.json.seats as { token: string }[]).map((s) => s.token);
    const seats: { c: Client; last: Msg }[] = [];
    for (const token of tokens) {
      const c = await Client.open(suite.server.ws);
      suite.clients.push(c);
      seats.push({ c, last: await c.hello(created.json.id as string, token) });
    }
    const body = bigRecord(930_000, '{"faces":[1,1,1]}');
    expect(body.length).toBeGreaterThan(15.9 * 1024 * 1024);
    expect(body.length).toBeLessThan(16 * 1024 * 1024);

    // Told when the server has the whole body and hands it to the pool.
    let started!: () => void;
    const handedOver = new Promise<void>((resolve) => (started = resolve));
    const verifier = suite.server.verifier;
    const real = verifier.verify.bind(verifier);
    verifier.verify = (bytes: Buffer) => {
      started();
      return real(bytes);
    };
    const order: string[] = [];
    const verifying = fetch(`${suite.server.base}/api/records/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then(async (res) => {
      order.push('verify');
      return { status: res.status, json: (await res.json()) as Msg };
    });
    await handedOver;
    for (let k = 0; k < 3; k++) {
      const mover = seats.find((s) => s.last.legal.length > 0)!;
      const inputs = mover.last.inputs as number;
      mover.c.send({ t: 'act', inputs, input: pick(mover.last.legal as unknown[], avoidResign) });
      const answer = await mover.c.next((m) => m.t === 'refused' || (m.t === 'update' && m.inputs > inputs));
      expect(answer.t).toBe('update');
      order.push('ws');
      for (const s of seats)
        s.last = s === mover ? answer : await s.c.next((m) => m.t === 'update' && m.inputs === answer.inputs);
    }
    const verified = await verifying;
    verifier.verify = real;
    expect(order).toEqual(['ws', 'ws', 'ws', 'verify']);
    // The whole record was read and checked in the worker: its first input is not a decision.
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ ok: false, verdict: 'failed', index: 0 });
  }, 60_000);

  it('refuses 13 MiB of nested brackets with a clear depth refusal', async () => {
    const body = '['.repeat(13 * 1024 * 1024);
    const r = await http(suite.server.base, 'POST', '/api/records/verify', body);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'verify.depth' });
    expect(r.json.message).toMatch(/imbriqués sur plus de 64 niveaux/);
    expect(r.json.en).toMatch(/nested more than 64 levels/);
  }, 30_000);

  it('refuses a body over 16 MiB with 413', async () => {
    const r = await http(suite.server.base, 'POST', '/api/records/verify', 'x'.repeat(16 * 1024 * 1024 + 1));
    expect(r.status).toBe(413);
    expect(r.json).toMatchObject({ code: 'size' });
  }, 30_000);

  it('never looks a game up on Object.prototype', async () => {
    for (const game of ['constructor', '__proto__', 'toString']) {
      const record = JSON.parse(bigRecord(0)) as Record<string, unknown>;
      record.game = game;
      const r = await http(suite.server.base, 'POST', '/api/records/verify', record);
      expect(r.json).toMatchObject({
        ok: false,
        verdict: 'failed',
        index: -1,
        error: { code: 'record.game' },
      });
    }
  });

  it('refuses unreadable JSON and a record of too many inputs', async () => {
    const bad = await http(suite.server.base, 'POST', '/api/records/verify', '{"format": ');
    expect(bad).toMatchObject({ status: 400, json: { code: 'json' } });
    const many = await http(
      suite.server.base,
      'POST',
      '/api/records/verify',
      bigRecord(1_000_001, '{"faces":[]}'),
    );
    expect(many).toMatchObject({ status: 400, json: { code: 'verify.inputs' } });
  }, 30_000);
});

describe('Verifier', () => {
  it('answers verify.busy beyond its threads and queue, and verify.timeout when out of time', async () => {
    const v = new Verifier({ threads: 1, queue: 0, timeoutMs: 1 });
    try {
      const body = Buffer.from(bigRecord(1));
      const first = v.verify(body);
      const second = await v.verify(Buffer.from(bigRecord(1)));
      expect(second).toMatchObject({ status: 503, body: { code: 'verify.busy' } });
      expect((second.body as { en: string }).en).toMatch(/retry/);
      // A cold worker cannot even start within 1 ms: the task is aborted.
      expect(await first).toMatchObject({ status: 422, body: { code: 'verify.timeout' } });
    } finally {
      await v.close();
    }
  });

  it('scans nesting depth linearly, ignoring brackets in strings', () => {
    const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
    expect(nestingDepth(enc('{"a":[[1]],"b":"[[[[\\"[["}'), MAX_DEPTH)).toBe(3);
    expect(nestingDepth(enc('['.repeat(1000)), MAX_DEPTH)).toBe(MAX_DEPTH + 1);
  });
});
