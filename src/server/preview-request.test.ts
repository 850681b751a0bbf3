/**
 * The `preview` request (docs/protocol.md): the exact odds of ONE input the seat may send now, validated like
 * `act` and applied to nothing; refused for another seat's decision, a spectator, malformed or stale input,
 * and rate-limited on its own.
 */
import { describe, expect, it } from 'vitest';
import { Client, http, suiteServer, type Msg } from './testing.ts';
import { PREVIEW_LIMITS } from './ws.ts';

describe('preview requests', () => {
  const suite = suiteServer();

  /** A two-human Piss' Squig match: both seats' clients and their welcomes, the seat to act first. */
  async function twoSeats(): Promise<{ id: string; c: Client[]; w: Msg[]; turn: number }> {
    const created = await http(suite.server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      options: { players: 2 },
      seats: [
        { kind: 'human', name: 'Snotlik' },
        { kind: 'human', name: 'Grotbag' },
      ],
    });
    expect(created.status).toBe(201);
    const { id } = created.json;
    const c = [await Client.open(suite.server.ws), await Client.open(suite.server.ws)];
    suite.clients.push(...c);
    const w = [
      await c[0]!.hello(id, created.json.seats[0].token),
      await c[1]!.hello(id, created.json.seats[1].token),
    ];
    const turn = w[0].legal.length > 0 ? 0 : 1;
    expect(w[turn].legal.length).toBeGreaterThan(0);
    return { id, c, w, turn };
  }

  it('answers a legal input with the same odds as the snapshot’s previews, and applies nothing', async () => {
    const { c, w, turn } = await twoSeats();
    const me = c[turn]!;
    const legal: unknown[] = w[turn].legal;
    // prefer an input that rolls, when the first decision has one
    const i = Math.max(
      0,
      (w[turn].previews as unknown[]).findIndex((p) => p !== null),
    );
    me.send({ t: 'preview', inputs: w[turn].inputs, input: legal[i] });
    const answer = await me.next((m) => m.t === 'preview' || m.t === 'refused');
    expect(answer).toEqual({
      t: 'preview',
      inputs: w[turn].inputs,
      input: legal[i],
      previews: w[turn].previews[i],
    });
    // nothing was applied: a ping still comes back before any update, and the seat can still act
    me.send({ t: 'ping' });
    expect((await me.next((m) => m.t === 'pong' || m.t === 'update')).t).toBe('pong');
    me.send({ t: 'act', inputs: w[turn].inputs, input: legal[i] });
    const u = await me.next((m) => m.t === 'update' || m.t === 'refused');
    expect(u.t).toBe('update');
    expect(u.inputs).toBeGreaterThan(w[turn].inputs);
  });

  it('refuses another seat’s decision, a spectator, malformed input and a stale count, in both languages', async () => {
    const { id, c, w, turn } = await twoSeats();
    const other = c[1 - turn]!;
    const legal: unknown[] = w[turn].legal;
    // the other seat asks about the seat to act's input
    other.send({ t: 'preview', inputs: w[turn].inputs, input: legal[0] });
    const notTurn = await other.next((m) => m.t === 'preview' || m.t === 'refused');
    expect(notTurn).toMatchObject({ t: 'refused', code: 'turn' });
    expect(notTurn.message).toContain('siège');
    expect(notTurn.en).toContain('seat');
    // a spectator
    const watcher = await Client.open(suite.server.ws);
    suite.clients.push(watcher);
    await watcher.hello(id);
    watcher.send({ t: 'preview', inputs: w[turn].inputs, input: legal[0] });
    expect(await watcher.next((m) => m.t === 'preview' || m.t === 'refused')).toMatchObject({ code: 'role' });
    // malformed input: the game's own refusal, as `act` would give it
    const me = c[turn]!;
    me.send({ t: 'preview', inputs: w[turn].inputs, input: { type: 'teleport', to: 'moon' } });
    const bad = await me.next((m) => m.t === 'preview' || m.t === 'refused');
    expect(bad.t).toBe('refused');
    expect(bad.message.length).toBeGreaterThan(0);
    expect(bad.en.length).toBeGreaterThan(0);
    // a malformed message (no input count)
    me.send({ t: 'preview', input: legal[0] });
    expect(await me.next((m) => m.t === 'preview' || m.t === 'refused')).toMatchObject({ code: 'invalid' });
    // a stale count
    me.send({ t: 'preview', inputs: w[turn].inputs + 5, input: legal[0] });
    expect(await me.next((m) => m.t === 'preview' || m.t === 'refused')).toMatchObject({ code: 'stale' });
  });

  it('limits preview requests on their own: a flood is refused beyond the burst, acting still works', async () => {
    const { c, w, turn } = await twoSeats();
    const me = c[turn]!;
    const legal: unknown[] = w[turn].legal;
    const n = PREVIEW_LIMITS.burst + 6;
    for (let k = 0; k < n; k++) me.send({ t: 'preview', inputs: w[turn].inputs, input: legal[0] });
    const answers: Msg[] = [];
    while (answers.length < n) answers.push(await me.next((m) => m.t === 'preview' || m.t === 'refused'));
    const limited = answers.filter((m) => m.t === 'refused' && m.code === 'preview.rate');
    // at least the requests beyond the burst and what refilled meanwhile
    expect(limited.length).toBeGreaterThanOrEqual(3);
    expect(answers.filter((m) => m.t === 'preview').length).toBeGreaterThanOrEqual(PREVIEW_LIMITS.burst);
    expect(limited[0].message).toMatch(/au plus 4 par seconde/);
    expect(limited[0].en).toMatch(/at most 4 a second/);
    // the connection stays open and decisions are not limited by previews
    me.send({ t: 'act', inputs: w[turn].inputs, input: legal[0] });
    expect((await me.next((m) => m.t === 'update' || m.t === 'refused')).t).toBe('update');
  });
});
