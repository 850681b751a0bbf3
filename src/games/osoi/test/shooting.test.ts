import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { osoi } from '../index.ts';
import { SCENARIOS } from '../scenarios.ts';
import { rangeBand } from '../shooting.ts';
import {
  G_DONE,
  G_ROLE,
  G_ROUND,
  G_SHOOT,
  G_UNIT,
  U_H,
  U_ORDER,
  U_S,
  uget,
  unitIndex,
  uset,
  type OSState,
} from '../state.ts';
import { act, activateWith, battle, refusal, roll, withArmies } from '../testing.ts';

// MAP-1: grove x 12–20 × y 14–22 (cover 1), low wall x 22–32 × y 16.8–17.2 (cover 2), building x 44–50 ×
// y 24–30 (blocks LOS). Rifle 24 m, pistol 8 m, sniper rifle 48 m.

const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);
const h = (s: OSState, id: string) => uget(s, unitIndex(s, id), U_H);
const spent = (s: OSState, id: string) => uget(s, unitIndex(s, id), U_S);
const dice = (s: OSState) => {
  const p = osoi.pending(s);
  if (p.kind !== 'chance') throw new Error(`no roll pending: ${JSON.stringify(p)}`);
  return p.request.dice;
};
const custom = (equipment: string[], tir = 3) => ({
  custom: {
    kind: 'character' as const,
    profile: { tir, contact: 2, physique: 2, agilite: 2, special: 1 },
    equipment,
    abilities: [],
  },
});

const duel = withArmies(
  [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
  [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
);

describe('OSOI shooting: the rulebook example', () => {
  it('OS-SHOOT-13 the character in the grove wins the firefight by 2 and two grunts fall (H 5 → 3)', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'GRUNT_RIFLES', size: 5 }]), {
      // Inside MAP-1's grove, 4 m edge to edge from the nearest grunt, the grunts in the open.
      A1: [[19, 20]],
      B1: [
        [24, 20],
        [25.5, 20],
        [27, 20],
        [28.5, 20],
        [30, 20],
      ],
    });
    // The example allocates {shoot: 2, move: 2, melee: 1}; this test allocates Shoot only.
    activateWith(s, 'A1', { shoot: 2 });
    const declared = act(s, 0, { type: 'shoot', target: 'B1' });
    expect(ev(declared, 'shot')).toMatchObject({
      rule: 'OS-SHOOT-3',
      distance: 4,
      band: 0,
      cover: 0,
      difficulty: 0,
      surprised: false,
      returnDifficulty: 1,
      evadeDifficulty: 0,
    });
    // OS-SHOOT-4: opposed, the grunts' player decides (DP-11) before any roll.
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-11' });
    act(s, 1, { type: 'defend', dice: 1, returnFire: true });
    expect(spent(s, 'B1')).toBe(1);
    // 2 + 1 (rifle) = 3 dice at d = 0: 2 successes, margin 2.
    expect(dice(s)).toBe('3d6');
    expect(ev(roll(s, [5, 4, 2]), 'roll')).toMatchObject({ step: 'DS-SHOOT-ATT', difficulty: 0, margin: 2 });
    // 1 + 1 (rifle) = 2 dice at d = 1 (the grove): 1 success, margin 0.
    expect(dice(s)).toBe('2d6');
    const resolved = roll(s, [6, 1]);
    expect(ev(resolved, 'roll')).toMatchObject({
      step: 'DS-SHOOT-DEF',
      difficulty: 1,
      successes: 1,
      margin: 0,
    });
    expect(ev(resolved, 'shotResult')).toMatchObject({
      winner: 'A1',
      attackerMargin: 2,
      defenderMargin: 0,
      damage: 2,
    });
    expect(ev(resolved, 'wound')).toMatchObject({ rule: 'OS-SHOOT-9', unit: 'B1', lost: 2, health: 3 });
    // Every grunt sees the character: the owner picks any two (DP-15).
    expect(s.stack.at(-1)).toMatchObject({ id: 'DP-15', player: 1, count: 2 });
    act(s, 1, { type: 'casualties', figures: ['B1.4', 'B1.5'] });
    expect(h(s, 'B1')).toBe(3);
    expect(
      osoi
        .view(s, 0)
        .units.find((u) => u.id === 'B1')!
        .figures.filter((f) => f.alive),
    ).toHaveLength(3);
  });
});

describe('OSOI shooting: targets (OS-SHOOT-1, OS-TERR-3, OS-ACT-8)', () => {
  it('OS-SHOOT-1 only enemy units in line of sight are targets: friendly, hidden and unknown ones are refused', () => {
    // A1 west of the building; B1 east of it (hidden), B2 north-west in the open.
    const s = battle(duel, { A1: [[42.5, 27]], A2: [[40, 20]], B1: [[51, 27]], B2: [[42.5, 36.5]] });
    activateWith(s, 'A1', { shoot: 1 });
    expect(osoi.legal(s, 0)).toEqual([{ type: 'end' }, { type: 'shoot', target: 'B2' }, { type: 'concede' }]);
    expect(refusal(s, 0, { type: 'shoot', target: 'B1' })).toMatchObject({
      code: 'shoot.los',
      rule: 'OS-TERR-3',
    });
    expect(refusal(s, 0, { type: 'shoot', target: 'A2' })).toMatchObject({
      code: 'shoot.friendly',
      rule: 'OS-SHOOT-1',
    });
    const unknown = refusal(s, 0, { type: 'shoot', target: 'Z9' });
    expect(unknown).toMatchObject({ code: 'shoot.target' });
    expect(unknown.en).toContain('possible targets: B2');
    expect(unknown.message).toContain('cibles possibles : B2');
  });

  it('OS-ACT-1 a Shoot action already resolved cannot be resolved again; the view follows the shot', () => {
    const s = battle(duel, { A1: [[55, 5]], B1: [[55, 20]] });
    activateWith(s, 'A1', { shoot: 1 });
    expect(osoi.view(s, 0).shot).toBeNull();
    act(s, 0, { type: 'shoot', target: 'B1' });
    expect(osoi.view(s, 1).shot).toMatchObject({ attacker: 'A1', target: 'B1', distance: 14, defence: null });
    act(s, 1, { type: 'defend', dice: 1, returnFire: false });
    expect(osoi.view(s, 0).shot).toMatchObject({ defence: { dice: 1, returnFire: false } });
    // The exchange under its rolls: DP-08 is back only once both are in; the Shoot action is already done.
    expect(osoi.view(s, 0).activation!.unresolved).toEqual([]);
    roll(s, [1, 1]);
    roll(s, [1]);
    expect(osoi.view(s, 0).shot).toBeNull();
    // Put DP-08 back by hand with the Shoot action marked done: refused.
    s.stack.push({ id: 'DP-08', player: 0 });
    s.w[G_UNIT] = unitIndex(s, 'A1');
    s.w[G_SHOOT] = 1;
    s.w[G_DONE] = 2;
    expect(refusal(s, 0, { type: 'shoot', target: 'B1' })).toMatchObject({
      code: 'shoot.action',
      rule: 'OS-ACT-1',
    });
  });

  it('OS-R-30 / OS-EQ-6 a unit with no ranged weapon cannot allocate to Shoot', () => {
    const s = battle(withArmies([{ catalogue: 'GRUNT_THUGS', size: 3 }], [{ catalogue: 'SOLDIER' }]), {});
    act(s, 0, { type: 'activate', unit: 'A1' });
    expect(refusal(s, 0, { type: 'allocate', move: 0, shoot: 1, melee: 0, special: 0 })).toMatchObject({
      code: 'allocate.unarmed',
    });
  });

  it('OS-ACT-8 a Shoot action with no enemy in sight is forfeited at once (OS-R-09)', () => {
    // A1 north of the building, the only enemy right behind it.
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[47, 32]],
      B1: [[47, 22]],
    });
    const events = activateWith(s, 'A1', { shoot: 2 });
    expect(ev(events, 'activationEnd')).toMatchObject({ rule: 'OS-R-09', forfeited: ['shoot'] });
    expect(spent(s, 'A1')).toBe(2);
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-06' });
  });
});

describe('OSOI shooting: range bands (OS-SHOOT-2, OS-R-28)', () => {
  it('OS-SHOOT-2 band = smallest k with D ≤ (k + 1) × R + ε: a multiple stays in the lower band', () => {
    expect(rangeBand(0, 24000)).toBe(0);
    expect(rangeBand(24000, 24000)).toBe(0);
    expect(rangeBand(24000.001, 24000)).toBe(0); // within ε
    expect(rangeBand(24001, 24000)).toBe(1);
    expect(rangeBand(48000, 24000)).toBe(1);
    expect(rangeBand(48001, 24000)).toBe(2);
    expect(rangeBand(30000, 8000)).toBe(3);
  });

  it('OS-SHOOT-2 a rifle shot at exactly 24 m is at band 0, at 24.001 m at band 1', () => {
    for (const [y, band] of [
      [30, 0],
      [30.001, 1],
    ] as const) {
      const s = battle(duel, { A1: [[55, 5]], B1: [[55, y]] });
      activateWith(s, 'A1', { shoot: 1 });
      expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
        band,
        difficulty: band,
      });
    }
  });

  it('OS-R-28 with maxRangeMultiple, a target beyond it is refused, and a defender beyond its own must evade', () => {
    const o = withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }, { catalogue: 'MEDIC' }], {
      maxRangeMultiple: 1,
    });
    // B1 at 24.001 m (beyond 1 × 24 m); the medic at 20 m: within the rifle's range, beyond its pistol's 8 m.
    const s = battle(o, { A1: [[55, 5]], B1: [[55, 30.001]], B2: [[34, 5]] });
    activateWith(s, 'A1', { shoot: 1 });
    expect(refusal(s, 0, { type: 'shoot', target: 'B1' })).toMatchObject({
      code: 'shoot.range',
      rule: 'OS-R-28',
    });
    act(s, 0, { type: 'shoot', target: 'B2' });
    expect(refusal(s, 1, { type: 'defend', dice: 1, returnFire: true })).toMatchObject({
      code: 'defend.unarmed',
      rule: 'OS-R-28',
    });
    expect(osoi.legal(s, 1).filter((a) => a.type === 'defend')).toEqual([
      { type: 'defend', dice: 0, returnFire: false },
      { type: 'defend', dice: 1, returnFire: false },
      { type: 'defend', dice: 2, returnFire: false },
    ]);
  });
});

describe('OSOI shooting: difficulties (OS-SHOOT-3, OS-SHOOT-6, OS-SHOOT-10, OS-TERR-6)', () => {
  const sniper = (more: Record<string, unknown> = {}) =>
    battle(
      withArmies([{ catalogue: 'SNIPER' }, { catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], more),
      // The sniper north of the wall, B1 right behind it (cover 2), A2 engaged with B1 (0.5 m apart).
      { A1: [[24, 25]], A2: [[28.5, 16]], B1: [[27, 16]] },
    );

  it('OS-SHOOT-3 band + cover term (Marksman −1) + conditions + shootIntoMeleeDifficulty; the defender’s own', () => {
    const s = sniper({ shootIntoMeleeDifficulty: 2 });
    s.scenario = {
      ...s.scenario,
      conditions: [
        { name: 'brume', testKinds: ['shoot'], difficulty: 1 },
        { name: 'fourrés', testKinds: ['shoot'], featureTags: ['wood'], difficulty: 3 },
        { name: 'pluie', testKinds: ['move'], difficulty: 5 },
      ],
    };
    activateWith(s, 'A1', { shoot: 2 });
    // 8.487 m: band 0 (48 m); cover 2 − 1 (Marksman); mist 1 (nobody in a wood); A2 engaged with B1: 2.
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      band: 0,
      cover: 2,
      coverTerm: 1,
      conditions: 1,
      intoMelee: 2,
      difficulty: 4,
      // B1 shooting back: band 0 (24 m), the sniper in the open, the mist.
      returnDifficulty: 1,
      evadeDifficulty: 1,
    });
    expect(osoi.view(s, 1).shot).toMatchObject({
      difficulty: 4,
      returnDifficulty: 1,
      evadeDifficulty: 1,
      maxDice: 3,
    });
  });

  it('OS-TERR-6 a tagged shooting condition applies to a roll by a unit with a figure inside such a feature', () => {
    const s = battle(duel, { A1: [[15, 18]], B1: [[15, 30]] });
    s.scenario = {
      ...s.scenario,
      conditions: [{ name: 'fourrés', testKinds: ['shoot'], featureTags: ['wood'], difficulty: 3 }],
    };
    activateWith(s, 'A1', { shoot: 1 });
    // A1 inside the grove: +3 on its shot; B1 in the open: none on its return fire (whose cover term is 1).
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      conditions: 3,
      difficulty: 3,
      returnDifficulty: 1,
      evadeDifficulty: 0,
    });
  });

  it('OS-TERR-6 ARB-OS-13 conditions agreed in the options count in a shot as the scenario’s do, for both sides', () => {
    const s = battle(
      { ...duel, conditions: [{ name: 'brouillard', testKinds: ['shoot'], difficulty: 2 }] },
      { A1: [[15, 18]], B1: [[15, 30]] },
    );
    activateWith(s, 'A1', { shoot: 1 });
    // A1 in the grove shoots B1 in the open: the fog's 2 on both rolls, the grove's cover 1 on B1's return fire.
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      conditions: 2,
      difficulty: 2,
      returnDifficulty: 3,
      evadeDifficulty: 2,
    });
  });

  it('OS-R-31 shootIntoMeleeDifficulty is added when the target is engaged with a unit friendly to the attacker', () => {
    const s = sniper({ shootIntoMeleeDifficulty: 2 });
    activateWith(s, 'A1', { shoot: 1 });
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      intoMelee: 2,
      difficulty: 3,
    });
  });

  it('OS-ABIL-4 Marksman lowers the cover term of its return fire too', () => {
    // The soldier right behind the wall shoots the sniper in the open; the sniper shoots back through the wall.
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SNIPER' }]), {
      A1: [[27, 16]],
      B1: [[24, 25]],
    });
    activateWith(s, 'A1', { shoot: 1 });
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      cover: 0,
      difficulty: 0,
      returnDifficulty: 1,
    });
    expect(s.stack.at(-1)).toMatchObject({ shot: { returnBand: 0, returnCover: 2, returnCoverTerm: 1 } });
  });

  it('OS-SHOOT-10 no penalty by default for shooting at an enemy engaged with a friend', () => {
    const s = sniper();
    activateWith(s, 'A1', { shoot: 1 });
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      intoMelee: 0,
      difficulty: 1,
    });
  });

  it('ARB-OS-22 an engaged unit shoots the enemy it is engaged with (OS-SHOOT-10), without shootIntoMeleeDifficulty', () => {
    // A1 2 m from B1 centre to centre (edge 1 m: engaged), across the low wall.
    const s = battle({ ...duel, shootIntoMeleeDifficulty: 2 }, { A1: [[27, 18]], B1: [[27, 16]] });
    activateWith(s, 'A1', { shoot: 1 });
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      distance: 1,
      cover: 2,
      intoMelee: 0,
      difficulty: 2,
    });
  });

  it('OS-R-29 the pistol-armed medic shot at from 30 m returns fire at difficulty 3, or evades at 0', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'MEDIC' }]), {
      A1: [[55, 2]],
      B1: [[55, 33]],
    });
    activateWith(s, 'A1', { shoot: 1 });
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      distance: 30,
      band: 1,
      difficulty: 1,
      returnDifficulty: 3,
      evadeDifficulty: 0,
    });
    act(s, 1, { type: 'defend', dice: 2, returnFire: false });
    roll(s, [1, 1]);
    // Evading: 2 pool dice, no pistol die, at difficulty 0.
    expect(dice(s)).toBe('2d6');
    expect(osoi.pending(s)).toMatchObject({
      request: { rule: 'OS-SHOOT-6', params: { difficulty: 0, extra: 0 } },
    });
  });
});

describe('OSOI shooting: the defence (OS-SHOOT-5, OS-SHOOT-6, OS-EQ-5, OS-EQ-6, OS-SHOOT-8)', () => {
  it('OS-SHOOT-5 the defender commits 0 to min(A, Tir) dice, S += n; every n × {return fire, evade} is legal', () => {
    const s = battle(duel, { A1: [[55, 5]], B1: [[55, 20]] });
    uset(s, unitIndex(s, 'B1'), U_S, 3); // A = 2 < Tir 3
    activateWith(s, 'A1', { shoot: 1 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    expect(refusal(s, 0, { type: 'defend', dice: 1, returnFire: true })).toMatchObject({ code: 'turn' });
    expect(refusal(s, 1, { type: 'defend', dice: 3, returnFire: true })).toMatchObject({
      code: 'defend.dice',
      rule: 'OS-SHOOT-5',
    });
    expect(refusal(s, 1, { type: 'defend', dice: 1 })).toMatchObject({ code: 'defend.returnFire' });
    expect(refusal(s, 1, { type: 'end' })).toMatchObject({ code: 'input.type' });
    expect(osoi.legal(s, 1)).toEqual([
      { type: 'defend', dice: 0, returnFire: true },
      { type: 'defend', dice: 0, returnFire: false },
      { type: 'defend', dice: 1, returnFire: true },
      { type: 'defend', dice: 1, returnFire: false },
      { type: 'defend', dice: 2, returnFire: true },
      { type: 'defend', dice: 2, returnFire: false },
      { type: 'concede' },
    ]);
    expect(ev(act(s, 1, { type: 'defend', dice: 2, returnFire: true }), 'defence')).toMatchObject({
      rule: 'OS-SHOOT-5',
      unit: 'B1',
      dice: 2,
      returnFire: true,
    });
    expect(spent(s, 'B1')).toBe(5);
  });

  it('OS-SHOOT-5 with defenderMayEvade = false an armed defender returns fire; an unarmed one still evades', () => {
    const o = withArmies(
      [{ catalogue: 'SOLDIER' }],
      [{ catalogue: 'SOLDIER' }, { catalogue: 'GRUNT_THUGS', size: 2 }],
      {
        defenderMayEvade: false,
      },
    );
    let s = battle(o, { A1: [[55, 5]], B1: [[55, 20]] });
    activateWith(s, 'A1', { shoot: 1 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    expect(refusal(s, 1, { type: 'defend', dice: 1, returnFire: false })).toMatchObject({
      code: 'defend.evade',
      rule: 'OS-R-29',
    });
    expect(
      osoi
        .legal(s, 1)
        .filter((a) => a.type === 'defend')
        .every((a) => a.type === 'defend' && a.returnFire),
    ).toBe(true);
    s = battle(o, {
      A1: [[55, 5]],
      B2: [
        [55, 20],
        [56.5, 20],
      ],
    });
    activateWith(s, 'A1', { shoot: 1 });
    act(s, 0, { type: 'shoot', target: 'B2' });
    // Thugs: Tir 1.
    expect(osoi.legal(s, 1).filter((a) => a.type === 'defend')).toEqual([
      { type: 'defend', dice: 0, returnFire: false },
      { type: 'defend', dice: 1, returnFire: false },
    ]);
  });

  it('OS-EQ-6 an unarmed defender always evades, and deals nothing when it wins', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'GRUNT_THUGS', size: 3 }]), {
      A1: [[55, 5]],
      B1: [
        [55, 20],
        [56.5, 20],
        [58, 20],
      ],
    });
    activateWith(s, 'A1', { shoot: 1 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    expect(refusal(s, 1, { type: 'defend', dice: 1, returnFire: true })).toMatchObject({
      code: 'defend.unarmed',
      rule: 'OS-EQ-6',
    });
    act(s, 1, { type: 'defend', dice: 1, returnFire: false }); // Tir 1
    roll(s, [1, 1]); // attacker margin 0
    expect(dice(s)).toBe('1d6'); // no weapon, no armour
    const events = roll(s, [6]);
    expect(ev(events, 'shotResult')).toMatchObject({
      rule: 'OS-SHOOT-7',
      winner: 'B1',
      defenderMargin: 1,
      damage: 0,
    });
    expect(ev(events, 'wound')).toBeUndefined();
    expect(h(s, 'A1')).toBe(5);
  });

  it('OS-EQ-5 the defender adds armour, and its ranged weapon only when returning fire; nothing with n = 0', () => {
    const o = withArmies([{ catalogue: 'SOLDIER' }], [custom(['RIFLE', 'ARMOUR'])]);
    const start = () => {
      const s = battle(o, { A1: [[55, 5]], B1: [[55, 20]] });
      activateWith(s, 'A1', { shoot: 1 });
      act(s, 0, { type: 'shoot', target: 'B1' });
      return s;
    };
    let s = start();
    act(s, 1, { type: 'defend', dice: 1, returnFire: true });
    roll(s, [1, 1]);
    expect(dice(s)).toBe('3d6'); // 1 + armour + rifle
    s = start();
    act(s, 1, { type: 'defend', dice: 1, returnFire: false });
    roll(s, [1, 1]);
    expect(dice(s)).toBe('2d6'); // 1 + armour
    s = start();
    act(s, 1, { type: 'defend', dice: 0, returnFire: true });
    const events = roll(s, [4, 1]); // the attacker's margin 1; the defender rolls nothing
    expect(ev(events, 'noDice')).toMatchObject({ rule: 'OS-TEST-7', step: 'DS-SHOOT-DEF', unit: 'B1' });
    expect(ev(events, 'shotResult')).toMatchObject({ defenderMargin: 0, damage: 1 });
    expect(h(s, 'B1')).toBe(4);
  });

  it('OS-SHOOT-8 a unit defends several times a round and still shoots with what is left', () => {
    const s = battle(duel, { A1: [[55, 5]], A2: [[50, 5]], B1: [[55, 20]], B2: [[5, 35]] });
    for (const [shooter, dummy] of [
      ['A1', 'B2'],
      ['A2', null],
    ] as const) {
      activateWith(s, shooter, { shoot: 1 });
      act(s, 0, { type: 'shoot', target: 'B1' });
      act(s, 1, { type: 'defend', dice: 1, returnFire: false });
      roll(s, [1, 1]);
      roll(s, [1]);
      if (dummy) activateWith(s, dummy, {});
    }
    expect(spent(s, 'B1')).toBe(2);
    act(s, 1, { type: 'activate', unit: 'B1' });
    expect(refusal(s, 1, { type: 'allocate', move: 0, shoot: 4, melee: 0, special: 0 })).toMatchObject({
      code: 'allocate.cap',
    });
    expect(
      ev(act(s, 1, { type: 'allocate', move: 0, shoot: 3, melee: 0, special: 0 }), 'allocated'),
    ).toMatchObject({
      shoot: 3,
    });
    expect(refusal(s, 1, { type: 'allocate', move: 0, shoot: 1, melee: 0, special: 0 }).code).toBe(
      'input.type',
    );
  });
});

describe('OSOI shooting: line of sight and weapons (OS-R-26, OS-SHOOT-12)', () => {
  it('OS-R-26 figures never block: a line of fire between two touching bases, and one through a base, is clear', () => {
    const s = battle(
      withArmies(
        [{ catalogue: 'SOLDIER' }, { catalogue: 'GRUNT_RIFLES', size: 2 }],
        [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
      ),
      // x = 55: A2's two grunts touch at (55, 8.5), B2 stands on the line at (55, 14); B1 at (55, 20).
      {
        A1: [[55, 5]],
        A2: [
          [54.5, 8.5],
          [55.5, 8.5],
        ],
        B1: [[55, 20]],
        B2: [[55, 14]],
      },
    );
    activateWith(s, 'A1', { shoot: 1 });
    expect(osoi.legal(s, 0)).toContainEqual({ type: 'shoot', target: 'B1' });
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      distance: 14,
      cover: 0,
      difficulty: 0,
    });
  });

  it('OS-SHOOT-12 one ranged weapon per roll: a machine gun adds its 2 dice, a group’s rifle is added once', () => {
    const s = battle(
      withArmies([custom(['MG']), { catalogue: 'GRUNT_RIFLES', size: 3 }], [{ catalogue: 'SOLDIER' }]),
      {
        A1: [[55, 5]],
        A2: [
          [50, 5],
          [51.5, 5],
          [53, 5],
        ],
        B1: [[55, 20]],
      },
    );
    activateWith(s, 'A1', { shoot: 2 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 0, returnFire: false });
    expect(dice(s)).toBe('4d6');
    roll(s, [1, 1, 1, 1]);
    activateWith(s, 'B1', {});
    activateWith(s, 'A2', { shoot: 2 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 0, returnFire: false });
    expect(dice(s)).toBe('3d6');
  });
});

describe('OSOI shooting: one ranged slot (OS-R-32)', () => {
  it('OS-R-32 a unit with a rifle and a pistol is refused at setup, so a shot never has two weapons to choose from', () => {
    const r = osoi.setup(withArmies([custom(['RIFLE', 'PISTOL'])], [{ catalogue: 'SOLDIER' }]));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.details?.map((d) => d.code)).toEqual(['army.slot']);
  });
});

describe('OSOI shooting: resolution and damage (OS-SHOOT-7, OS-SHOOT-9, OS-TEST-6, OS-ABIL-2)', () => {
  const exchange = (def: { dice: number; returnFire: boolean }, att: number[], defence: number[]) => {
    const s = battle(duel, { A1: [[55, 5]], B1: [[55, 20]] });
    activateWith(s, 'A1', { shoot: 2 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', ...def });
    roll(s, att);
    return { s, events: roll(s, defence) };
  };

  it('OS-SHOOT-7 a defender returning fire that wins wounds the attacker by the difference', () => {
    const { s, events } = exchange({ dice: 2, returnFire: true }, [4, 1, 1], [5, 6, 6]);
    expect(ev(events, 'shotResult')).toMatchObject({
      rule: 'OS-TEST-6',
      attackerMargin: 1,
      defenderMargin: 3,
      winner: 'B1',
      damage: 2,
    });
    expect(ev(events, 'wound')).toMatchObject({ rule: 'OS-SHOOT-9', unit: 'A1', lost: 2 });
    expect([h(s, 'A1'), h(s, 'B1')]).toEqual([3, 5]);
  });

  it('OS-SHOOT-7 return fire can kill the attacker: removed at once, the excess lost, its activation over', () => {
    const s = battle(duel, { A1: [[55, 5]], B1: [[55, 20]] });
    uset(s, unitIndex(s, 'A1'), U_H, 2);
    activateWith(s, 'A1', { shoot: 1 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 2, returnFire: true });
    roll(s, [1, 1]);
    const events = roll(s, [4, 4, 4]);
    expect(ev(events, 'wound')).toMatchObject({ unit: 'A1', damage: 3, lost: 2, health: 0 });
    expect(ev(events, 'unitRemoved')).toMatchObject({ rule: 'OS-POOL-6', unit: 'A1' });
    expect(ev(events, 'activationLost')).toMatchObject({ unit: 'A1' });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-06' });
  });

  it('OS-SHOOT-7 a defender that evades and wins deals nothing', () => {
    const { s, events } = exchange({ dice: 2, returnFire: false }, [1, 2, 3], [5, 6]);
    expect(ev(events, 'shotResult')).toMatchObject({ rule: 'OS-SHOOT-7', winner: 'B1', damage: 0 });
    expect([h(s, 'A1'), h(s, 'B1')]).toEqual([5, 5]);
  });

  it('OS-TEST-6 equal margins: nothing happens, the dice stay spent', () => {
    const { s, events } = exchange({ dice: 2, returnFire: true }, [4, 5, 1], [6, 6, 1]);
    expect(ev(events, 'shotResult')).toMatchObject({ winner: null, damage: 0 });
    expect([h(s, 'A1'), h(s, 'B1'), spent(s, 'A1'), spent(s, 'B1')]).toEqual([5, 5, 2, 2]);
  });

  it('OS-SHOOT-9 an attacking group beaten by return fire loses the figures that saw the target first', () => {
    const s = battle(withArmies([{ catalogue: 'GRUNT_RIFLES', size: 3 }], [{ catalogue: 'SOLDIER' }]), {
      // B1 west of the building; grunt A1.1 east of it (hidden), A1.2 and A1.3 north-west, seen, 8.5 m away.
      B1: [[42.5, 27]],
      A1: [
        [51, 27],
        [42.5, 36.5],
        [40, 38],
      ],
    });
    activateWith(s, 'A1', { shoot: 1 });
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      distance: 8.5,
      difficulty: 0,
    });
    act(s, 1, { type: 'defend', dice: 2, returnFire: true });
    expect(dice(s)).toBe('2d6'); // the group's rifle is added once (OS-EQ-3)
    roll(s, [1, 1]);
    const events = roll(s, [4, 1, 1]);
    expect(ev(events, 'wound')).toMatchObject({ unit: 'A1', lost: 1 });
    const ids = (fs: number[]) =>
      fs.map((f) => osoi.view(s, 0).units[0]!.figures[f - s.info[0]!.firstFigure]!.id);
    const frame = s.stack.at(-1)!;
    expect(frame).toMatchObject({ id: 'DP-15', player: 0, count: 1 });
    expect(frame.id === 'DP-15' && ids(frame.exposed)).toEqual(['A1.2', 'A1.3']);
    expect(refusal(s, 0, { type: 'casualties', figures: ['A1.1'] })).toMatchObject({
      code: 'casualties.exposed',
    });
    act(s, 0, { type: 'casualties', figures: ['A1.3'] });
    expect(h(s, 'A1')).toBe(2);
  });

  it('ARB-OS-21 order dice: after DP-11, the attacker’s DP-14 before its roll, the defender’s before its own', () => {
    const s = battle(duel, { A1: [[55, 5]], B1: [[55, 20]] });
    uset(s, unitIndex(s, 'A1'), U_ORDER, 2);
    uset(s, unitIndex(s, 'B1'), U_ORDER, 1);
    activateWith(s, 'A1', { shoot: 1 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 1, returnFire: true });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 0, label: 'DP-14' });
    act(s, 0, { type: 'orderDice', use: true });
    expect(dice(s)).toBe('4d6'); // 1 + rifle + 2 order dice
    roll(s, [4, 4, 1, 1]);
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-14' });
    act(s, 1, { type: 'orderDice', use: false });
    expect(dice(s)).toBe('2d6');
    const events = roll(s, [1, 1]);
    expect(ev(events, 'shotResult')).toMatchObject({ attackerMargin: 2, defenderMargin: 0, damage: 2 });
    expect([uget(s, 0, U_ORDER), uget(s, unitIndex(s, 'B1'), U_ORDER)]).toEqual([0, 1]);
  });
});

describe('OSOI shooting: order dice of a defender with no pool die (OS-ABIL-2)', () => {
  it('OS-ABIL-2 a defender putting no pool die in is not asked about its order dice, and keeps them', () => {
    const s = battle(duel, { A1: [[55, 5]], B1: [[55, 20]] });
    uset(s, unitIndex(s, 'B1'), U_ORDER, 2);
    activateWith(s, 'A1', { shoot: 1 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 0, returnFire: true });
    const events = roll(s, [1, 1]);
    expect(ev(events, 'noDice')).toMatchObject({ step: 'DS-SHOOT-DEF' });
    expect(ev(events, 'orderDice')).toBeUndefined();
    expect(uget(s, unitIndex(s, 'B1'), U_ORDER)).toBe(2);
  });
});

describe('OSOI shooting: surprise (OS-SURP-1, OS-SURP-2, OS-SHOOT-4, OS-SHOOT-11)', () => {
  /** An SC-2 ambush window with seat 0 as the ambusher (SC-2 is not playable from options yet). */
  const ambush = (more: Record<string, unknown> = {}, first = 0) => {
    const s = battle({ ...duel, ...more }, { A1: [[24, 25]], B1: [[27, 16]] }, first);
    s.scenario = SCENARIOS['SC-2'];
    s.w[G_ROLE] = 0;
    return s;
  };

  it('OS-SURP-2 the ambusher’s round-1 shot is unopposed, ignores cover, and its margin is the damage', () => {
    const s = ambush();
    activateWith(s, 'A1', { shoot: 2 });
    const declared = act(s, 0, { type: 'shoot', target: 'B1' });
    expect(ev(declared, 'shot')).toMatchObject({ surprised: true, cover: 2, coverTerm: 0, difficulty: 0 });
    expect(ev(declared, 'surprised')).toMatchObject({ rule: 'OS-SURP-2', unit: 'B1' });
    // OS-SHOOT-4: no DP-11; the attacker rolls at once.
    expect(dice(s)).toBe('3d6');
    const events = roll(s, [4, 5, 6]);
    expect(ev(events, 'shotResult')).toMatchObject({ rule: 'OS-SHOOT-11', attackerMargin: 3, damage: 3 });
    expect([h(s, 'B1'), spent(s, 'B1')]).toEqual([2, 0]);
  });

  it('OS-R-33 with coverAppliesToSurprised the cover term stays', () => {
    const s = ambush({ coverAppliesToSurprised: true });
    activateWith(s, 'A1', { shoot: 1 });
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      surprised: true,
      coverTerm: 2,
    });
  });

  it('OS-SURP-1 only the window’s side, in its rounds, surprises: the ambushed side and round 2 shots are opposed', () => {
    let s = ambush({}, 1);
    activateWith(s, 'B1', { shoot: 1 });
    expect(ev(act(s, 1, { type: 'shoot', target: 'A1' }), 'shot')).toMatchObject({ surprised: false });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 0, label: 'DP-11' });
    s = ambush();
    s.w[G_ROUND] = 2;
    activateWith(s, 'A1', { shoot: 1 });
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      surprised: false,
      coverTerm: 2,
    });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-11' });
  });
});
