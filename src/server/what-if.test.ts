/**
 * "What if…?" from the table (issue 13) over the real protocol: any connection asks about an input of the seat
 * whose decision is pending and gets the engine's exact tree (the same as `whatIf` called on the match's state);
 * in Pillards, whose views hide information, only the deciding seat may ask, about its own decision, and its
 * tree stops at its previews' rolls; refusals (illegal, stale, rate, time) are precise and bilingual.
 */
import { describe, expect, it } from 'vitest';
import { botFactory } from '../bots/index.ts';
import type { MatchRecord } from '../engine/record.ts';
import type { AnyRules } from '../engine/types.ts';
import { whatIf, type WhatIf, type WhatIfNode, type WhatIfRoll } from '../engine/what-if.ts';
import { Campaign } from '../games/pillards/testing.ts';
import { games } from '../games/registry.ts';
import { Client, http, suiteServer, type Msg } from './testing.ts';
import { answerWhatIf, WHAT_IF_CAPS, WhatIfShare } from './what-if.ts';
import { WHAT_IF_LIMITS } from './ws.ts';

const pissSquig = games['piss-squig']!;

/** The match's state after its record's inputs. */
function stateOf(rules: AnyRules, record: MatchRecord): unknown {
  const setup = rules.setup(record.options);
  if (!setup.ok) throw new Error(setup.error.en);
  const s = setup.value;
  for (const input of record.inputs) {
    if ('faces' in input) {
      const r = rules.applyChance(s, input.faces);
      if (!r.ok) throw new Error(r.error.en);
    } else if ('player' in input) {
      const v = rules.validate(s, input.player, input.action);
      if (!v.ok) throw new Error(v.error.en);
      rules.apply(s, input.player, v.value);
    } else if ('orders' in input) {
      const orders = new Map<number, unknown>();
      for (const [k, a] of Object.entries(input.orders)) {
        const v = rules.validate(s, Number(k), a);
        if (!v.ok) throw new Error(v.error.en);
        orders.set(Number(k), v.value);
      }
      rules.applyOrders(s, orders);
    }
  }
  return s;
}

/** `whatIf` as the server calls it: its caps, and the greedy bot with its fixed seed. */
function direct(
  rules: AnyRules,
  s: unknown,
  seat: number,
  input: unknown,
  policy: 'always' | 'greedy',
): WhatIf {
  const agent = botFactory(rules.id, 'greedy')!('whatIf', 'greedy', rules);
  const r = whatIf(rules, s, seat, input, {
    policy,
    maxPaths: WHAT_IF_CAPS.maxPaths,
    maxDepth: WHAT_IF_CAPS.maxDepth,
    maxFaces: WHAT_IF_CAPS.maxFaces,
    choose: (st, player, legal) => agent.choose(rules.view(st, player), legal, player),
  });
  if (!r.ok) throw new Error(r.error.en);
  return r.value;
}

const answerOf = (c: Client) => c.next((m) => m.t === 'whatIf' || m.t === 'refused');

/** Every stop of a tree. */
function stops(nodes: WhatIfNode[]): WhatIfNode[] {
  return nodes.flatMap((n) =>
    n.kind === 'stop' ? [n] : n.kind === 'offer' ? stops(n.next) : n.branches.flatMap((b) => stops(b.next)),
  );
}

describe('whatIf over the protocol', () => {
  const suite = suiteServer();

  /** A two-human Piss' Squig match, both seats, a spectator, the seat to act and its welcome. */
  async function pissSquigMatch() {
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
    const watcher = await Client.open(suite.server.ws);
    suite.clients.push(...c, watcher);
    const w = [
      await c[0]!.hello(id, created.json.seats[0].token),
      await c[1]!.hello(id, created.json.seats[1].token),
    ];
    await watcher.hello(id);
    const turn = w[0].legal.length > 0 ? 0 : 1;
    const me = w[turn] as Msg;
    // an input that rolls (a piss at the start)
    const i = (me.previews as unknown[]).findIndex((p) => p !== null);
    expect(i).toBeGreaterThanOrEqual(0);
    const record = (await http(suite.server.base, 'GET', `/api/matches/${id}/record`)).json as MatchRecord;
    return { id, c, watcher, turn, me, i, state: stateOf(pissSquig, record) };
  }

  it('a player asks about its own input: the exact tree of whatIf on the match state, its first roll the previews’', async () => {
    const { c, turn, me, i, state } = await pissSquigMatch();
    const input = me.legal[i];
    for (const policy of ['always', 'greedy'] as const) {
      c[turn]!.send({ t: 'whatIf', inputs: me.inputs, input, policy });
      const a = await answerOf(c[turn]!);
      expect(a).toEqual({
        t: 'whatIf',
        inputs: me.inputs,
        policy,
        seat: turn,
        input,
        result: direct(pissSquig, state, turn, input, policy),
      });
    }
    c[turn]!.send({ t: 'whatIf', inputs: me.inputs, input, policy: 'always' });
    const { result } = await answerOf(c[turn]!);
    const preview = me.previews[i][0];
    const first = result.tree[0] as WhatIfRoll;
    expect(first).toMatchObject({ kind: 'roll', rule: preview.rule, dice: preview.dice, p: '1' });
    if (preview.success !== undefined)
      expect(first.branches.find((b) => b.label === 'success')!.p).toBe(preview.success);
    for (const [label, p] of Object.entries((preview.results ?? {}) as Record<string, string>))
      expect(first.branches.find((b) => b.label === label)!.p).toBe(p);
    // the ends add up to 1
    expect(result.ends.reduce((s: number, e: { percent: number }) => s + e.percent, 0)).toBeCloseTo(100, 9);
    // nothing was applied
    c[turn]!.send({ t: 'ping' });
    expect((await c[turn]!.next((m) => m.t === 'pong' || m.t === 'update')).t).toBe('pong');
  });

  it('a spectator and the other seat ask on Piss’ Squig: the deciding seat’s legal inputs, then the same tree', async () => {
    const { c, watcher, turn, me, i } = await pissSquigMatch();
    const input = me.legal[i];
    c[turn]!.send({ t: 'whatIf', inputs: me.inputs, input, policy: 'never' });
    const mine = await answerOf(c[turn]!);
    for (const asker of [watcher, c[1 - turn]!]) {
      asker.send({ t: 'whatIf', inputs: me.inputs, policy: 'never' });
      expect(await answerOf(asker)).toEqual({
        t: 'whatIf',
        inputs: me.inputs,
        policy: 'never',
        seat: turn,
        legal: me.legal,
      });
      asker.send({ t: 'whatIf', inputs: me.inputs, input, policy: 'never' });
      expect(await answerOf(asker)).toEqual(mine);
    }
  });

  it('while a roll is pending (referee dice), a spectator asks without input: that roll’s tree', async () => {
    const created = await http(suite.server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      dice: 'referee',
    });
    const { id } = created.json;
    const [ref, watcher] = [await Client.open(suite.server.ws), await Client.open(suite.server.ws)];
    const c = [await Client.open(suite.server.ws), await Client.open(suite.server.ws)];
    suite.clients.push(ref, watcher, ...c);
    let m: Msg = await ref.hello(id, created.json.referee.token);
    await watcher.hello(id);
    await c[0]!.hello(id, created.json.seats[0].token);
    await c[1]!.hello(id, created.json.seats[1].token);
    // the roll-offs: high faces for seat 0, low for seat 1, until a seat decides
    while (m.pending.kind === 'chance') {
      const count = Number(/^(\d+)d/.exec(m.pending.request.dice)![1]);
      ref.send({
        t: 'dice',
        inputs: m.inputs,
        faces: Array.from({ length: count }, (_, k) => (m.pending.request.roller === 0 ? 6 - k : 1 + k)),
      });
      m = await ref.next((x) => (x.t === 'update' && x.inputs > m.inputs) || x.t === 'refused');
      expect(m.t).toBe('update');
    }
    const turn = m.pending.player as number;
    const mine = await c[turn]!.next((x) => x.t === 'update' && x.inputs === m.inputs && x.legal.length > 0);
    const i = (mine.previews as unknown[]).findIndex((p) => p !== null);
    c[turn]!.send({ t: 'act', inputs: m.inputs, input: mine.legal[i] });
    const w = await watcher.next((x) => x.t === 'update' && x.inputs > m.inputs);
    expect(w.pending.kind).toBe('chance');
    watcher.send({ t: 'whatIf', inputs: w.inputs, policy: 'always' });
    const a = await answerOf(watcher);
    expect(a).toMatchObject({ t: 'whatIf', seat: null, input: null });
    expect(a.result.tree[0]).toMatchObject({ kind: 'roll', rule: w.pending.request.rule, p: '1' });
    // an input while a roll is pending: the engine's refusal
    watcher.send({ t: 'whatIf', inputs: w.inputs, input: { type: 'pass' }, policy: 'always' });
    expect(await answerOf(watcher)).toMatchObject({ t: 'refused', code: 'whatif.roll' });
  });

  it('refuses an illegal input with the rules’ reason, a stale count and a malformed message', async () => {
    const { c, watcher, turn, me, state } = await pissSquigMatch();
    const bad = { type: 'teleport', to: 'moon' };
    const rules = pissSquig.validate(state, turn, bad);
    expect(rules.ok).toBe(false);
    for (const asker of [watcher, c[turn]!]) {
      asker.send({ t: 'whatIf', inputs: me.inputs, input: bad, policy: 'always' });
      const r = await answerOf(asker);
      expect(r.t).toBe('refused');
      if (rules.ok) return;
      expect(r.code).toBe(rules.error.code);
      expect(r.message).toContain(rules.error.message);
      expect(r.en).toContain(rules.error.en);
      expect(r.en).toContain('Allowed inputs, for example');
    }
    watcher.send({ t: 'whatIf', inputs: me.inputs + 3, input: me.legal[0], policy: 'always' });
    expect(await answerOf(watcher)).toMatchObject({ t: 'refused', code: 'stale' });
    watcher.send({ t: 'whatIf', inputs: me.inputs, input: me.legal[0], policy: 'sometimes' });
    expect(await answerOf(watcher)).toMatchObject({ t: 'refused', code: 'invalid' });
  });

  it('limits whatIf requests on their own: a flood is refused with whatIf.rate, acting still works', async () => {
    const { c, turn, me } = await pissSquigMatch();
    const n = WHAT_IF_LIMITS.burst + 6;
    for (let k = 0; k < n; k++) c[turn]!.send({ t: 'whatIf', inputs: me.inputs, policy: 'always' });
    const answers: Msg[] = [];
    while (answers.length < n) answers.push(await answerOf(c[turn]!));
    const limited = answers.filter((m) => m.t === 'refused' && m.code === 'whatIf.rate');
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(answers.filter((m) => m.t === 'whatIf').length).toBeGreaterThanOrEqual(WHAT_IF_LIMITS.burst);
    expect(limited[0].message).toMatch(/au plus 2 par seconde/);
    expect(limited[0].en).toMatch(/at most 2 a second/);
    c[turn]!.send({ t: 'act', inputs: me.inputs, input: me.legal[0] });
    expect((await c[turn]!.next((m) => m.t === 'update' || m.t === 'refused')).t).toBe('update');
  });

  it('Pillards hides information: only the deciding seat, about its own decision, no further than its previews', async () => {
    const created = await http(suite.server.base, 'POST', '/api/matches', {
      game: 'pillards',
      options: { players: 2, humans: [] },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      dice: 'referee',
    });
    expect(created.status).toBe(201);
    const { id } = created.json;
    const seats = [await Client.open(suite.server.ws), await Client.open(suite.server.ws)];
    const [watcher, ref] = [await Client.open(suite.server.ws), await Client.open(suite.server.ws)];
    suite.clients.push(...seats, watcher, ref);
    await seats[0]!.hello(id, created.json.seats[0].token);
    await seats[1]!.hello(id, created.json.seats[1].token);
    await watcher.hello(id);
    let m: Msg = await ref.hello(id, created.json.referee.token);
    // Player 0 burns player 1's orchard with one cavalryman; the orchard is guarded by one man-at-arms.
    const sheets = Campaign.start({ humans: [] });
    const sheet = [
      sheets.sheet(0, { raid: { target: 1, type: 'burn', force: { cavalry: 1 } } }),
      sheets.sheet(1, {
        posts: { orchard: { menAtArms: 1 }, village: { archers: 4, menAtArms: 7, cavalry: 3 } },
      }),
    ];
    expect(m.pending.kind).toBe('simultaneous');
    // sealed orders: refused by the engine as such, whoever asks
    watcher.send({ t: 'whatIf', inputs: m.inputs, policy: 'always' });
    expect(await answerOf(watcher)).toMatchObject({ t: 'refused', code: 'whatif.orders' });
    for (const p of [0, 1]) seats[p]!.send({ t: 'act', inputs: m.inputs, input: sheet[p] });
    // The referee types the dice up to the first decision: a 4 for the resistance roll gives 2 (PIL-RAID-1).
    for (;;) {
      m = await ref.next((x) => (x.t === 'update' && x.inputs > m.inputs) || x.t === 'refused');
      expect(m.t).toBe('update');
      if (m.pending.kind === 'decision') break;
      if (m.pending.kind === 'chance') {
        const count = Number(/^(\d+)d/.exec(m.pending.request.dice)![1]);
        ref.send({
          t: 'dice',
          inputs: m.inputs,
          faces: Array.from({ length: count }, () => 4),
        });
      }
    }
    expect(m.pending.player).toBe(0);
    const inputs = m.inputs as number;
    const fight = { type: 'fight' };
    // everyone but seat 0 is refused, whatever the input (seat 0's, seat 1's own kind, none)
    for (const [asker, input] of [
      [watcher, fight],
      [watcher, undefined],
      [ref, fight],
      [seats[1]!, fight],
      [seats[1]!, { type: 'retreat' }],
      [seats[1]!, { type: 'commit', figures: [] }],
      [seats[1]!, undefined],
    ] as const) {
      asker.send({ t: 'whatIf', inputs, policy: 'always', ...(input === undefined ? {} : { input }) });
      const r = await answerOf(asker);
      expect(r).toMatchObject({ t: 'refused', code: 'whatIf.hidden' });
      expect(r.message).toContain('siège 0');
      expect(r.en).toContain('seat 0');
      expect(JSON.stringify(r)).not.toContain('successes');
    }
    // seat 0: its legal inputs, then Fight cut at its previews' roll (the first hit pool, PIL-COMBAT-6)
    const me = seats[0]!;
    const mine = await me.next((x) => x.t === 'update' && x.inputs === inputs);
    me.send({ t: 'whatIf', inputs, policy: 'always' });
    expect(await answerOf(me)).toMatchObject({ t: 'whatIf', seat: 0, legal: mine.legal });
    for (const policy of ['always', 'never', 'greedy']) {
      me.send({ t: 'whatIf', inputs, input: fight, policy });
      const a = await answerOf(me);
      expect(a).toMatchObject({ t: 'whatIf', seat: 0, input: fight, hidden: true, policy });
      const preview = mine.previews[mine.legal.findIndex((x: Msg) => x.type === 'fight')];
      const tree = a.result.tree as WhatIfNode[];
      expect(tree).toHaveLength(1);
      const roll = tree[0] as WhatIfRoll;
      expect(roll.rule).toBe(preview[0].rule);
      expect(preview).toHaveLength(1);
      for (const [k, p] of Object.entries(preview[0].successes as Record<string, string>))
        expect(roll.branches.find((b) => b.label === `successes:${k}`)!.p).toBe(p);
      // nothing past the previews' roll: every path ends as a bare horizon, and so do the ends
      for (const b of roll.branches) expect(b.next).toEqual([{ kind: 'stop', reason: 'horizon', p: b.p }]);
      expect(stops(tree).every((s) => Object.keys(s).join() === 'kind,reason,p')).toBe(true);
      expect(a.result.ends).toEqual([
        { path: [], stop: { kind: 'stop', reason: 'horizon', p: '1' }, p: '1', percent: 100 },
      ]);
      expect(a.result.leaves).toHaveLength(roll.branches.length);
    }
    // an illegal input of its own: the rules' refusal
    me.send({ t: 'whatIf', inputs, input: { type: 'commit', figures: [] }, policy: 'always' });
    const bad = await answerOf(me);
    expect(bad.t).toBe('refused');
    expect(bad.code).not.toBe('whatIf.hidden');
  });
});

describe('answerWhatIf’s bounds (a fake clock)', () => {
  /** A Piss' Squig start and an input of the deciding seat that rolls. */
  function start() {
    const setup = pissSquig.setup({ players: 2 });
    if (!setup.ok) throw new Error(setup.error.en);
    const s = setup.value;
    // a roll-off ties on equal faces: vary them
    for (let k = 0; pissSquig.pending(s).kind === 'chance'; k++) {
      const outcomes = pissSquig.chanceOutcomes(s)!;
      pissSquig.applyChance(s, outcomes[(k * 7) % outcomes.length]!.faces);
    }
    const p = pissSquig.pending(s);
    if (p.kind !== 'decision') throw new Error('no decision');
    const legal = pissSquig.legal(s, p.player);
    const previews = pissSquig.previews!(s, p.player, legal);
    return { s, input: legal[previews.findIndex((x) => x !== null)] };
  }

  it('a request past its time budget is stopped and refused with whatIf.time', () => {
    const { s, input } = start();
    let t = 0;
    // every reading of the clock moves it on by 100 ms: the budget (150 ms) is spent at the second clone
    const now = () => (t += 100);
    const r = answerWhatIf(
      pissSquig,
      s,
      { seat: null },
      input,
      'always',
      new WhatIfShare(400, now),
      undefined,
      now,
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'whatIf.time' } });
    if (r.ok) return;
    expect(r.error.message).toContain('150 ms');
    expect(r.error.en).toContain('150 ms');
  });

  it('the server’s share of time: spent, the next request is refused with whatIf.busy until it refills', () => {
    const { s, input } = start();
    let t = 0;
    const share = new WhatIfShare(400, () => t);
    share.spend(500);
    const r = answerWhatIf(pissSquig, s, { seat: null }, input, 'always', share);
    expect(r).toMatchObject({ ok: false, error: { code: 'whatIf.busy' } });
    t = 1000; // a second later: 400 ms back, 300 in the bucket
    expect(answerWhatIf(pissSquig, s, { seat: null }, input, 'always', share).ok).toBe(true);
  });
});
