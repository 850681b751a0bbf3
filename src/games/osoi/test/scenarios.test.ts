import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { endBattle, victoryPoints } from '../end.ts';
import { osoi } from '../index.ts';
import { damageObject, destroyObject, objectHealth, objectIndex } from '../objects.ts';
import { parseOptions } from '../options.ts';
import { SCENARIOS } from '../scenarios.ts';
import {
  G_OVER,
  G_ROLE,
  G_ROUND,
  G_SOUTH,
  G_SVP0,
  G_SVP1,
  U_H,
  uget,
  unitIndex,
  type OSState,
} from '../state.ts';
import { act, activateWith, battle, refusal, roll, withArmies } from '../testing.ts';

const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);
const setup = (options: Record<string, unknown>): OSState => {
  const r = osoi.setup(options);
  if (!r.ok) throw new Error(r.error.en);
  return r.value;
};
/** Set up, seat `winner` wins the roll-off (6 against 1): DP-04 is his. */
const toRoles = (options: Record<string, unknown>, winner = 0): OSState => {
  const s = setup(options);
  roll(s, [winner === 0 ? 6 : 1]);
  roll(s, [winner === 0 ? 1 : 6]);
  return s;
};
const one = (catalogue: string) => ({ catalogue });
// 27 (soldier) against 27 + 36 + 32 + 24 = 119 and 27 + 36 + 32 + 24 + 20 = 139.
const duel = withArmies([one('SOLDIER')], [one('SOLDIER')]);
const top = (s: OSState) => s.stack.at(-1);

describe('OSOI scenario data and map (OS-SCEN-1, OS-SCEN-4, OS-SETUP-1/2/6, OS-R-49)', () => {
  it('OS-SCEN-4 MAP-1 is 60 × 40 m with its six features at their rectangles and OS-TERR-9 properties', () => {
    const v = osoi.view(setup({}), null);
    expect([v.map.name, v.map.width, v.map.depth]).toEqual(['MAP-1', 60, 40]);
    const box = (p: [number, number][]) => [
      Math.min(...p.map((q) => q[0])),
      Math.max(...p.map((q) => q[0])),
      Math.min(...p.map((q) => q[1])),
      Math.max(...p.map((q) => q[1])),
    ];
    expect(
      v.map.features.map((f) => [
        f.type,
        box(f.polygon),
        f.cover,
        f.difficult,
        f.moveDifficulty,
        f.blocksLOS,
        f.impassable,
        f.tags,
      ]),
    ).toEqual([
      ['grove', [12, 20, 14, 22], 1, false, 0, false, false, ['wood']],
      ['lowWall', [22, 32, 16.8, 17.2], 2, false, 0, false, false, ['linear']],
      ['swamp', [26, 34, 22, 30], 0, true, 0, false, false, ['mud']],
      ['ruins', [36, 44, 10, 16], 2, true, 0, false, false, ['rubble']],
      ['building', [44, 50, 24, 30], 0, false, 0, true, true, ['solid']],
      ['hedge', [4, 12, 27.8, 28.2], 1, false, 0, false, false, ['linear']],
    ]);
    expect(v.map.features.every((f) => f.polygon.length === 4)).toBe(true);
  });

  it('OS-R-49 SC-1 is the default scenario; SC-2 and SC-3 are playable from options', () => {
    expect(osoi.view(setup({}), null).scenario).toBe('SC-1');
    expect(osoi.view(setup({ scenario: 'SC-2' }), null).scenario).toBe('SC-2');
    expect(osoi.view(setup({ scenario: 'SC-3' }), null).scenario).toBe('SC-3');
    const r = parseOptions({ scenario: 'SC-4' });
    expect(r.ok).toBe(false);
  });

  it('OS-SCEN-1 SC-1: no roles, no surprise window, no conditions, no objects; DP-04 is a zone', () => {
    const sc = SCENARIOS['SC-1'];
    expect([sc.roles, sc.roleBudgets, sc.deployment, sc.surprise, sc.conditions, sc.objects]).toEqual([
      null,
      null,
      null,
      [],
      [],
      [],
    ]);
    const s = toRoles({});
    expect(osoi.legal(s, 0)).toEqual([
      { type: 'chooseZone', zone: 'south' },
      { type: 'chooseZone', zone: 'north' },
      { type: 'concede' },
    ]);
    expect(refusal(s, 0, { type: 'chooseRole', role: 0 }).code).toBe('role.scenario');
  });

  it('OS-SETUP-6 the scenarios declare their surprise windows, objects, actions and scoring as data', () => {
    expect(SCENARIOS['SC-2'].surprise).toEqual([{ role: 0, rounds: [1], actionKinds: ['shoot'] }]);
    expect(SCENARIOS['SC-2'].roleBudgets).toEqual([120, 150]);
    expect(SCENARIOS['SC-2'].firstEveryRound).toBe(0);
    expect(SCENARIOS['SC-3'].objects).toEqual([
      {
        id: 'CRATE',
        fr: "Caisse d'explosifs",
        en: 'Crate of explosives',
        x: 30,
        y: 20,
        radius: 0.5,
        health: 3,
        cover: 0,
        attackableBy: [0],
        destroyedVP: { role: 0, vp: 50 },
        intactVP: { role: 1, vp: 50 },
      },
    ]);
    expect(
      SCENARIOS['SC-3'].actions.map((a) => [a.id, a.roles, a.cap, a.difficulty, a.progressRequired]),
    ).toEqual([['PLANT_CHARGE', [0], 'special', 0, 2]]);
  });

  it('OS-SETUP-2 the map, conditions and objects are fixed before the roll-off and unchanged by play', () => {
    const s = setup({ ...duel, scenario: 'SC-3' });
    expect(osoi.pending(s)).toMatchObject({ kind: 'chance' });
    const before = osoi.view(s, null);
    expect(before.objects).toEqual([
      {
        id: 'CRATE',
        fr: "Caisse d'explosifs",
        en: 'Crate of explosives',
        x: 30,
        y: 20,
        radius: 0.5,
        health: 3,
      },
    ]);
    roll(s, [6]);
    roll(s, [1]);
    act(s, 0, { type: 'chooseRole', role: 0 });
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 30, y: 36 }] });
    act(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 30, y: 4 }] });
    const after = osoi.view(s, null);
    expect(after.map).toEqual(before.map);
    expect(after.objects).toEqual(before.objects);
  });

  it('OS-SETUP-1 an army over the battle budget is refused at setup, in SC-2 against the larger role budget', () => {
    const big = [one('SOLDIER'), one('SNIPER'), one('MEDIC'), { catalogue: 'GRUNT_RIFLES', size: 5 }];
    // 119 points: within 150 (the ambushed budget), refused with a budget of 100.
    expect(osoi.setup({ ...withArmies(big, big), scenario: 'SC-2' }).ok).toBe(true);
    const r = osoi.setup({ ...withArmies(big, big), scenario: 'SC-2', budget: 100 });
    expect(!r.ok && r.error.code).toBe('options.army');
  });
});

describe('OSOI SC-2 ambush (OS-SCEN-2, OS-SURP-3)', () => {
  const light = [one('SOLDIER'), one('SNIPER')]; // 63 points
  const heavy = [
    one('SOLDIER'),
    one('SNIPER'),
    one('MEDIC'),
    { catalogue: 'GRUNT_RIFLES', size: 5 },
    { catalogue: 'GRUNT_THUGS', size: 5 },
  ]; // 139 points

  it('OS-SCEN-2 the roll-off winner picks a role at DP-04; G_ROLE holds the ambusher’s seat', () => {
    const s = toRoles({ ...duel, scenario: 'SC-2' }, 1);
    expect(top(s)).toEqual({ id: 'DP-04', player: 1 });
    expect(osoi.legal(s, 1)).toEqual([
      { type: 'chooseRole', role: 0 },
      { type: 'chooseRole', role: 1 },
      { type: 'concede' },
    ]);
    expect(refusal(s, 1, { type: 'chooseZone', zone: 'south' }).code).toBe('zone.scenario');
    expect(refusal(s, 1, { type: 'chooseRole', role: 2 }).code).toBe('role');
    const events = act(s, 1, { type: 'chooseRole', role: 1 });
    expect(ev(events, 'roleChosen')).toMatchObject({ rule: 'DP-04', player: 1, role: 1, roleHolder: 0 });
    expect(s.w[G_ROLE]).toBe(0);
    expect(osoi.view(s, null).role).toBe(0);
  });

  it('OS-SCEN-2 the ambusher has 120 points: a role putting a 139-point army there is refused (ARB-OS-50)', () => {
    const s = toRoles({ ...withArmies(heavy, light), scenario: 'SC-2' }, 0);
    const r = refusal(s, 0, { type: 'chooseRole', role: 0 });
    expect(r.code).toBe('role.budget');
    expect(r.en).toBe(
      "Role 0 refused: your army costs 139 points, more than the ambusher's budget of 120; take the other role.",
    );
    expect(osoi.legal(s, 0)).toEqual([{ type: 'chooseRole', role: 1 }, { type: 'concede' }]);
    // Seat 1 winning: being ambushed would make seat 0 (139) the ambusher.
    const t = toRoles({ ...withArmies(heavy, light), scenario: 'SC-2' }, 1);
    expect(refusal(t, 1, { type: 'chooseRole', role: 1 }).en).toBe(
      "Role 1 refused: the enemy's army costs 139 points, more than the ambusher's budget of 120; take the other role.",
    );
    act(t, 1, { type: 'chooseRole', role: 0 });
    expect(t.w[G_ROLE]).toBe(1);
  });

  it('OS-SCEN-2 two armies over 120 points cannot play SC-2: refused at setup; the budget scales (ARB-OS-50)', () => {
    const r = osoi.setup({ ...withArmies(heavy, heavy), scenario: 'SC-2' });
    expect(!r.ok && r.error.code).toBe('options.roleBudget');
    expect(!r.ok && r.error.en).toBe(
      'Ambush: one army must fit the ambusher budget (120 points); the armies cost 139 and 139 points.',
    );
    // Budget 200: the ambusher has ⌊200 × 120 / 150⌋ = 160.
    expect(osoi.setup({ ...withArmies(heavy, heavy), scenario: 'SC-2', budget: 200 }).ok).toBe(true);
  });

  it('OS-SCEN-2 without armies both sides play the light default army (107 points, ARB-OS-51)', () => {
    const s = setup({ scenario: 'SC-2' });
    const cost = (side: number) => s.info.filter((u) => u.side === side).reduce((n, u) => n + u.cost, 0);
    expect([cost(0), cost(1)]).toEqual([107, 107]);
    expect(
      setup({})
        .info.filter((u) => u.side === 0)
        .reduce((n, u) => n + u.cost, 0),
    ).toBe(139);
  });

  it('OS-SCEN-2 the ambushed side deploys all first in 16 ≤ y ≤ 24, then the ambusher in either strip 12 m away', () => {
    const s = toRoles(
      { ...withArmies(light, light), scenario: 'SC-2', deploymentOrder: 'alternateFirstFirst' },
      0,
    );
    act(s, 0, { type: 'chooseRole', role: 0 });
    // Seat 1 is ambushed: it deploys both its units before the ambusher deploys any.
    expect(top(s)).toEqual({ id: 'DP-05', player: 1 });
    const zone = refusal(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 30, y: 15.9 }] });
    expect([zone.code, zone.en]).toEqual([
      'deploy.zone',
      'Figure 1 of B1 at (30, 15.9) is outside your zone (y from 16 to 24 m).',
    ]);
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 30, y: 16 }] });
    expect(top(s)).toEqual({ id: 'DP-05', player: 1 });
    act(s, 1, { type: 'deploy', unit: 'B2', positions: [{ x: 10, y: 24 }] });
    expect(top(s)).toEqual({ id: 'DP-05', player: 0 });
    const strips = refusal(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 50, y: 20 }] });
    expect(strips.en).toBe(
      'Figure 1 of A1 at (50, 20) is outside your zone (y from 0 to 8 m or y from 32 to 40 m).',
    );
    // (30, 3.5) to B1 at (30, 16): 12.5 − 1 = 11.5 m edge to edge; (30, 3) is exactly 12 m.
    const gap = refusal(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 30, y: 3.5 }] });
    expect([gap.code, gap.rule, gap.en]).toEqual([
      'deploy.enemyGap',
      'OS-SCEN-2',
      'Figure 1 of A1 at (30, 3.5) is 11.50 m edge to edge from a figure of Soldat (B1); at least 12 m is required.',
    ]);
    act(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 30, y: 3 }] });
    // The north strip too: (10, 37) is 13 − 1 = 12 m from B2 at (10, 24).
    expect(refusal(s, 0, { type: 'deploy', unit: 'A2', positions: [{ x: 10, y: 36.9 }] }).code).toBe(
      'deploy.enemyGap',
    );
    const done = act(s, 0, { type: 'deploy', unit: 'A2', positions: [{ x: 10, y: 37 }] });
    expect(ev(done, 'deployed')).toBeDefined();
    expect(ev(done, 'roundStart')).toMatchObject({ rule: 'OS-SCEN-2', round: 1, first: 0 });
  });

  it('OS-SCEN-2 the legal deployments of the ambusher keep 12 m from every enemy figure', () => {
    const s = toRoles({ ...withArmies(light, light), scenario: 'SC-2' }, 1);
    act(s, 1, { type: 'chooseRole', role: 1 }); // seat 0 ambusher, seat 1 ambushed
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 30, y: 16 }] });
    act(s, 1, { type: 'deploy', unit: 'B2', positions: [{ x: 30, y: 24 }] });
    const legal = osoi.legal(s, 0).filter((a) => a.type === 'deploy');
    expect(legal.length).toBeGreaterThan(0);
    for (const a of legal) expect(osoi.validate(s, 0, a).ok).toBe(true);
    // Both strips are offered.
    const ys = new Set(legal.flatMap((a) => (a.type === 'deploy' ? a.positions.map((q) => q.y) : [])));
    expect([...ys].some((y) => y <= 8) && [...ys].some((y) => y >= 32)).toBe(true);
  });

  it('OS-SCEN-2 the ambusher is first player in every round, whatever cfg.firstPlayerPolicy', () => {
    const s = toRoles({ ...duel, scenario: 'SC-2', firstPlayerPolicy: 'alternate' }, 0);
    act(s, 0, { type: 'chooseRole', role: 1 }); // the roll-off winner is ambushed; seat 1 ambushes
    act(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 30, y: 20 }] });
    const started = act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 30, y: 36 }] });
    expect(ev(started, 'roundStart')).toMatchObject({ round: 1, first: 1 });
    expect(top(s)).toEqual({ id: 'DP-06', player: 1 });
    act(s, 1, { type: 'activate', unit: 'B1' });
    // Nothing allocated: the activation ends at once.
    act(s, 1, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 0 });
    act(s, 0, { type: 'activate', unit: 'A1' });
    const next = act(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 0 });
    // Round 2 would go to seat 0 under `alternate`; the ambusher (seat 1) starts again.
    expect(ev(next, 'roundStart')).toMatchObject({ rule: 'OS-SCEN-2', round: 2, first: 1 });
    expect(s.w[G_ROUND]).toBe(2);
  });

  it('OS-SURP-3 the ambusher’s round-1 shot, after a real SC-2 setup, is at a surprised target', () => {
    const s = toRoles({ ...duel, scenario: 'SC-2' }, 0);
    act(s, 0, { type: 'chooseRole', role: 0 });
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 30, y: 20 }] });
    act(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 30, y: 6 }] });
    activateWith(s, 'A1', { shoot: 2 });
    const declared = act(s, 0, { type: 'shoot', target: 'B1' });
    expect(ev(declared, 'surprised')).toMatchObject({ rule: 'OS-SURP-2', unit: 'B1' });
    // 2 + 1 (rifle) dice at difficulty 0 (13 m: band 0), no DP-11: margin 2 is the damage.
    const events = roll(s, [5, 5, 1]);
    expect(ev(events, 'shotResult')).toMatchObject({ attackerMargin: 2, damage: 2 });
    const b1 = unitIndex(s, 'B1');
    expect(uget(s, b1, U_H)).toBe(s.info[b1]!.h0 - 2);
  });
});

describe('OSOI SC-3 sabotage (OS-SCEN-3, OS-SURP-4, OS-END-3, OS-R-34, OS-R-41)', () => {
  const two = withArmies([one('SOLDIER'), one('SNIPER')], [one('SOLDIER'), one('SNIPER')]);

  it('OS-R-41 SC-3 overrides deployment: the defender all first in the north, then the attacker in the south', () => {
    const s = toRoles({ ...two, scenario: 'SC-3' }, 1);
    act(s, 1, { type: 'chooseRole', role: 0 }); // seat 1 attacks
    expect([s.w[G_ROLE], s.w[G_SOUTH]]).toEqual([1, 1]);
    expect(top(s)).toEqual({ id: 'DP-05', player: 0 });
    expect(refusal(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 30, y: 4 }] }).en).toBe(
      'Figure 1 of A1 at (30, 4) is outside your zone (y from 32 to 40 m).',
    );
    act(s, 0, { type: 'deploy', unit: 'A1', positions: [{ x: 30, y: 36 }] });
    expect(top(s)).toEqual({ id: 'DP-05', player: 0 });
    act(s, 0, { type: 'deploy', unit: 'A2', positions: [{ x: 20, y: 36 }] });
    expect(top(s)).toEqual({ id: 'DP-05', player: 1 });
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 30, y: 4 }] });
    const done = act(s, 1, { type: 'deploy', unit: 'B2', positions: [{ x: 20, y: 4 }] });
    // The first player is still the roll-off winner (seat 1) under the default policy.
    expect(ev(done, 'roundStart')).toMatchObject({ rule: 'OS-ROUND-2', round: 1, first: 1 });
  });

  it('OS-SURP-4 objects are impassable: a base overlapping the crate is refused at deployment', () => {
    const s = toRoles({ ...duel, scenario: 'SC-3', deploymentDepth: 20 }, 0);
    act(s, 0, { type: 'chooseRole', role: 0 }); // seat 1 defends in the north, y ≥ 20
    const r = refusal(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 30.8, y: 20.5 }] });
    expect([r.code, r.rule, r.en]).toEqual([
      'deploy.object',
      'OS-SURP-4',
      'Figure 1 of B1 at (30.8, 20.5) overlaps the object Crate of explosives (CRATE, radius 0.5 m at (30, 20)), which is impassable.',
    ]);
    // Touching is not overlapping: 1 m between centres.
    act(s, 1, { type: 'deploy', unit: 'B1', positions: [{ x: 31, y: 20 }] });
  });

  /** A battle in round 1 with seat 0 as the attacker. */
  const sabotage = () => {
    const s = battle({ ...duel, scenario: 'SC-3' }, { A1: [[30, 4]], B1: [[30, 36]] });
    s.w[G_ROLE] = 0;
    return s;
  };

  it('OS-R-34 damage to the crate lowers its health; at 0 it is destroyed and the attacker scores 50 VP', () => {
    const s = sabotage();
    const i = objectIndex(s, 'CRATE');
    expect([i, objectIndex(s, 'NOPE'), objectHealth(s, i)]).toEqual([0, -1, 3]);
    const hit: GameEvent[] = [];
    damageObject(s, i, 2, hit);
    expect(hit).toEqual([
      { type: 'objectDamaged', rule: 'OS-SURP-4', object: 'CRATE', damage: 2, health: 1 },
    ]);
    expect(osoi.view(s, null).objects[0]!.health).toBe(1);
    const killed: GameEvent[] = [];
    damageObject(s, i, 3, killed);
    expect(killed).toEqual([
      { type: 'objectDamaged', rule: 'OS-SURP-4', object: 'CRATE', damage: 1, health: 0 },
      { type: 'objectDestroyed', rule: 'OS-SURP-4', object: 'CRATE' },
      { type: 'scenarioPoints', rule: 'OS-SCEN-3', player: 0, vp: 50, object: 'CRATE' },
    ]);
    expect([s.w[G_SVP0], s.w[G_SVP1], victoryPoints(s, 0), victoryPoints(s, 1)]).toEqual([50, 0, 50, 0]);
    // Destroyed once: more damage or a second destruction scores nothing.
    const again: GameEvent[] = [];
    damageObject(s, i, 1, again);
    destroyObject(s, i, again);
    expect([again, s.w[G_SVP0]]).toEqual([[], 50]);
  });

  it('OS-END-3 destroying the crate does not end the battle; at the end an intact crate gives the defender 50 VP', () => {
    const s = sabotage();
    destroyObject(s, 0, []);
    expect([s.w[G_OVER], osoi.pending(s).kind]).toEqual([0, 'decision']);
    const end: GameEvent[] = [];
    endBattle(s, 'roundLimit', end);
    expect(ev(end, 'battleEnd')).toMatchObject({ vp: [50, 0], winners: [0] });
    const t = sabotage();
    const intact: GameEvent[] = [];
    endBattle(t, 'roundLimit', intact);
    expect(intact).toEqual([
      { type: 'scenarioPoints', rule: 'OS-SCEN-3', player: 1, vp: 50, object: 'CRATE' },
      { type: 'battleEnd', rule: 'OS-END-6', reason: 'roundLimit', vp: [0, 50], winners: [1] },
    ]);
  });

  it('OS-SCEN-3 played to the round limit with nobody acting: the defender wins 50 to 0', () => {
    const s = battle({ ...duel, scenario: 'SC-3', roundLimit: 1 }, { A1: [[30, 4]], B1: [[30, 36]] });
    s.w[G_ROLE] = 1; // seat 1 attacks, seat 0 defends
    activateWith(s, 'A1', {});
    const events = activateWith(s, 'B1', {});
    expect(ev(events, 'battleEnd')).toMatchObject({ reason: 'roundLimit', vp: [50, 0], winners: [0] });
    expect(s.outcome).toEqual({ scores: [50, 0], ranks: [1, 2], winners: [0] });
  });

  it('OS-SURP-4 the attacker shoots the crate unopposed: no DP-11, the margin is the damage', () => {
    const s = sabotage();
    s.w[G_ROLE] = 0;
    activateWith(s, 'A1', { shoot: 2 });
    expect(osoi.legal(s, 0)).toContainEqual({ type: 'shoot', target: 'CRATE' });
    const declared = act(s, 0, { type: 'shoot', target: 'CRATE' });
    // (30, 4) to (30, 20): 16 − 0.5 − 0.5 = 15 m, band 0; no cover on MAP-1 that close to the crate.
    expect(ev(declared, 'shot')).toMatchObject({
      object: 'CRATE',
      distance: 15,
      band: 0,
      cover: 0,
      difficulty: 0,
    });
    expect(osoi.pending(s)).toMatchObject({ kind: 'chance' });
    const events = roll(s, [5, 4, 2]);
    expect(ev(events, 'shotResult')).toMatchObject({ rule: 'OS-SURP-4', object: 'CRATE', damage: 2 });
    expect(objectHealth(s, 0)).toBe(1);
  });

  it('OS-SURP-4 the object’s cover is the higher of its own and the terrain’s, never their sum', () => {
    const map = {
      name: 'wall',
      width: 60,
      depth: 40,
      features: [
        {
          type: 'lowWall',
          polygon: [
            [28, 18.8],
            [32, 18.8],
            [32, 19.2],
            [28, 19.2],
          ],
        },
      ],
    };
    const s = battle({ ...duel, scenario: 'SC-3', map }, { A1: [[30, 4]], B1: [[30, 36]] });
    s.w[G_ROLE] = 0;
    activateWith(s, 'A1', { shoot: 2 });
    const declared = act(s, 0, { type: 'shoot', target: 'CRATE' });
    // The wall is 0.3 m from the crate's edge and on the line of fire: cover 2 (the crate's own is 0).
    expect(ev(declared, 'shot')).toMatchObject({ cover: 2, coverTerm: 2, difficulty: 2 });
  });

  it('OS-R-34 only the attacker’s side may target the crate; the defender is refused', () => {
    const s = battle({ ...duel, scenario: 'SC-3' }, { A1: [[30, 4]], B1: [[30, 36]] });
    s.w[G_ROLE] = 1; // seat 0 defends
    activateWith(s, 'A1', { shoot: 2 });
    expect(osoi.legal(s, 0)).not.toContainEqual({ type: 'shoot', target: 'CRATE' });
    expect(refusal(s, 0, { type: 'shoot', target: 'CRATE' }).code).toBe('shoot.object');
  });
});
