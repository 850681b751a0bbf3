/**
 * Spark Ball table mode on the server (SB-R-63): in a referee-dice match with `input.tableMode`, a roll whose
 * difficulty is a distance carries `request.measure`; the referee's `dice` message may then carry `measured`
 * (inches), which reaches the rules and the record, so that the record verifies. Hostile values are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify, type MatchRecord } from '../engine/record.ts';
import { games } from '../games/registry.ts';
import { Client, ENGINES, http, testServer, testStore, type Msg } from './testing.ts';
import type { Store } from './store/index.ts';

/** Faces fitting `dice` ('2d6', '1d8', '1d360000'), from a small deterministic sequence. */
function facesFor(dice: string, k: number): number[] {
  const [, n, sides] = /^(\d*)d(\d+)$/.exec(dice)!;
  return Array.from({ length: Number(n || 1) }, (_, i) => 1 + ((k * 7 + i * 3) % Number(sides)));
}

describe.each(ENGINES)('Spark Ball table mode over the real protocol (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  const clients: Client[] = [];
  const open = async (): Promise<Client> => {
    const c = await Client.open(server.ws);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.app.close();
    await dispose();
  });

  it('SB-R-63 a measured distance goes with a distance roll only, is checked, reaches the rules and the record', async () => {
    // The greedy bots play both seats; a match may end before anyone throws or shoots: then another.
    let id = '';
    let ref: Client | null = null;
    let watcher: Client | null = null;
    let m: Msg = null;
    const start = async (): Promise<void> => {
      const created = await http(server.base, 'POST', '/api/matches', {
        game: 'spark-ball',
        options: {
          input: { tableMode: true },
          scatter: { directions: '8' },
          match: { maxTurns: 8, suddenDeathTurns: 0 },
        },
        seats: [
          { kind: 'bot', level: 'greedy' },
          { kind: 'bot', level: 'greedy' },
        ],
        dice: 'referee',
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      id = created.json.id;
      ref = await open();
      m = await ref.hello(id, created.json.referee.token);
      watcher = await open();
      await watcher.hello(id);
    };
    await start();

    const waitRoll = async (): Promise<Msg> => {
      while (m.pending.kind !== 'chance' && m.pending.kind !== 'over')
        m = await ref!.next((x) => x.t === 'update' && x.inputs > m.inputs);
      return m;
    };
    const send = async (msg: Record<string, unknown>): Promise<Msg> => {
      ref!.send({ t: 'dice', inputs: m.inputs, ...msg });
      return ref!.next((x) => x.t === 'refused' || (x.t === 'update' && x.inputs > m.inputs));
    };

    // The first roll has no distance-based difficulty: a measured value is refused, saying what is allowed.
    await waitRoll();
    expect(m.pending.request.measure).toBeUndefined();
    const first = m.pending.request;
    const none = await send({ faces: facesFor(first.dice, 0), measured: 5 });
    expect(none).toMatchObject({ t: 'refused', code: 'dice.measured', rule: first.rule });
    expect(none.en).toContain('takes no measured distance: send its faces only');
    expect(none.message).toContain('ne prend pas de distance mesurée');
    // A seat that may not roll (a spectator in referee mode) is refused before anything else.
    watcher!.send({ t: 'dice', inputs: m.inputs, faces: facesFor(first.dice, 0), measured: 5 });
    expect((await watcher!.next((x) => x.t === 'refused')).code).toBe('dice.forbidden');

    // Type faces until a distance roll (a pass's throw or a shot) comes up.
    let k = 1;
    for (let tries = 0; k < 20_000; k++) {
      await waitRoll();
      if (m.pending.kind === 'over' && tries++ < 5) await start();
      if (m.pending.kind !== 'chance') continue;
      if (m.pending.request.measure !== undefined) break;
      const r = await send({ faces: facesFor(m.pending.request.dice, k) });
      expect(r.t, JSON.stringify(r)).toBe('update');
      m = r;
    }
    expect(m.pending.kind).toBe('chance');
    const request = m.pending.request;
    expect(['SB-SHOT-2', 'SB-SHOT-3', 'SB-PASS-3']).toContain(request.measure.rule);
    expect(request.measure.computed).toBeGreaterThanOrEqual(0);
    const faces = facesFor(request.dice, k);

    // Hostile values: a wrong type, negative, huge, a string that looks like a number.
    const wrongType = await send({ faces, measured: 'far' });
    expect(wrongType).toMatchObject({ t: 'refused', code: 'invalid' });
    expect(wrongType.en).toContain('measured');
    const negative = await send({ faces, measured: -1 });
    expect(negative).toMatchObject({ t: 'refused', code: 'chance.measured', rule: 'SB-R-63' });
    expect(negative.en).toContain('a number of inches from 0 to 25');
    const huge = await send({ faces, measured: 1e308 });
    expect(huge).toMatchObject({ t: 'refused', code: 'chance.measured' });
    expect(huge.en).toContain(`computed: ${request.measure.computed} in`);
    const text = await send({ faces, measured: '7' });
    expect(text).toMatchObject({ t: 'refused', code: 'invalid' });
    // The server is still there and the roll still pending.
    const again = await http(server.base, 'GET', `/api/matches/${id}`);
    expect(again.status).toBe(200);

    // A fair measurement: applied, logged beside the computed distance, recorded.
    const measured = Math.round((request.measure.computed + 0.5) * 1000) / 1000;
    const ok = await send({ faces, measured });
    expect(ok.t, JSON.stringify(ok)).toBe('update');
    const roll = (ok.events as { event: { type: string; measured?: number } }[])
      .map((e) => e.event)
      .find((e) => e.type === 'roll' && e.measured !== undefined);
    expect(roll).toMatchObject({ measured, computed: request.measure.computed, warning: true });

    // Type the rest of the match (the later distance rolls at their computed distance) so that it ends.
    m = ok;
    for (; k < 40_000; k++) {
      await waitRoll();
      if (m.pending.kind === 'over') break;
      const req = m.pending.request;
      const r = await send({
        faces: facesFor(req.dice, k),
        ...(req.measure === undefined ? {} : { measured: req.measure.computed }),
      });
      expect(r.t, JSON.stringify(r)).toBe('update');
      m = r;
    }
    expect(m.pending.kind).toBe('over');
    const record = (await http(server.base, 'GET', `/api/matches/${id}/record`)).json as MatchRecord;
    expect(record.inputs).toContainEqual({ faces, measured });
    const v = verify(games['spark-ball']!, record);
    expect(v.ok, JSON.stringify(v).slice(0, 800)).toBe(true);
    // Another server on the same store replays the journal: the measured roll comes back as it was.
    const second = await testServer(store);
    try {
      const c2 = await Client.open(second.ws);
      clients.push(c2);
      const w = await c2.hello(id);
      const replayed = (w.events as { event: { type: string; measured?: number } }[])
        .map((e) => e.event)
        .filter((e) => e.type === 'roll' && e.measured !== undefined);
      expect(replayed[0]).toEqual(roll);
      expect(typeof w.hash).toBe('string');
      expect(w.hash).toBe(m.hash);
      c2.close();
    } finally {
      await second.app.close();
    }
    const checked = await http(server.base, 'POST', '/api/records/verify', record);
    expect(checked.json).toMatchObject({ ok: true, verdict: 'typed' });
  });
});
