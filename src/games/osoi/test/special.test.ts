import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { runConformance } from '../../../engine/conformance.ts';
import { unitCost } from '../army.ts';
import { CATALOGUE } from '../catalogue.ts';
import { osoi } from '../index.ts';
import { specialKinds } from '../round.ts';
import {
  available,
  F_ALIVE,
  F_X,
  F_Y,
  fget,
  figuresOf,
  fset,
  U_H,
  U_LOS_LO,
  U_ORDER,
  U_S,
  uget,
  unitIndex,
  uset,
  type OSState,
} from '../state.ts';
import { act, activateWith, battle, refusal, roll, scenarioBattle, withArmies } from '../testing.ts';

// MAP-1: grove x 12–20 × y 14–22, low wall x 22–32 × y 16.8–17.2, building x 44–50 × y 24–30 (blocks LOS).
// Bases have a 0.5 m radius: centres 1.2 m apart are 0.2 m apart edge to edge.

const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);
const id = (s: OSState, unit: string) => unitIndex(s, unit);
const h = (s: OSState, unit: string) => uget(s, id(s, unit), U_H);
const dice = (s: OSState) => {
  const p = osoi.pending(s);
  if (p.kind !== 'chance') throw new Error(`no roll pending: ${JSON.stringify(p)}`);
  return p.request.dice;
};
const decision = (s: OSState) => {
  const p = osoi.pending(s);
  return p.kind === 'decision' ? p.label : p.kind;
};
const specials = (s: OSState, player: number) =>
  osoi
    .legal(s, player)
    .filter((a) => a.type === 'special')
    .map((a) => (a as { target: string }).target);

const medicArmy = withArmies(
  [{ catalogue: 'MEDIC' }, { catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
  [{ catalogue: 'SOLDIER' }],
);

describe('OSOI special actions: HEAL', () => {
  it('OS-SPECIAL-3 a medic heals a friendly unit within 1 m by the margin at difficulty 1, with its medkit die', () => {
    const s = battle(medicArmy, { A1: [[5, 5]], A2: [[6.2, 5]], A3: [[9, 5]], B1: [[5, 35]] });
    uset(s, id(s, 'A2'), U_H, 1);
    uset(s, id(s, 'A3'), U_H, 1);
    activateWith(s, 'A1', { special: 3, specialKind: 'HEAL' });
    // The medic itself and A2 (0.2 m away) may be healed; A3 is 3 m away, B1 is an enemy.
    expect(specials(s, 0)).toEqual(['A1', 'A2']);
    const declared = act(s, 0, { type: 'special', target: 'A2' });
    expect(ev(declared, 'special')).toMatchObject({ kind: 'HEAL', target: 'A2', difficulty: 1, kit: 1 });
    expect(dice(s)).toBe('4d6');
    const events = roll(s, [6, 5, 4, 1]);
    expect(ev(events, 'roll')).toMatchObject({ step: 'DS-SPECIAL', successes: 3, difficulty: 1, margin: 2 });
    expect(ev(events, 'healed')).toMatchObject({ rule: 'OS-SPECIAL-3', target: 'A2', healed: 2, health: 3 });
    expect(h(s, 'A2')).toBe(3);
  });

  it('OS-SPECIAL-3 a unit more than 1 m away, or an enemy, is refused with the possible targets', () => {
    const s = battle(medicArmy, { A1: [[5, 5]], A2: [[6.2, 5]], A3: [[7.01, 5]], B1: [[5, 6.5]] });
    activateWith(s, 'A1', { special: 1, specialKind: 'HEAL' });
    // A3 is 1.01 m away edge to edge.
    expect(refusal(s, 0, { type: 'special', target: 'A3' })).toMatchObject({
      code: 'special.target',
      rule: 'OS-SPECIAL-3',
    });
    const enemy = refusal(s, 0, { type: 'special', target: 'B1' });
    expect(enemy.en).toContain('possible targets: A1, A2');
    expect(refusal(s, 0, { type: 'special' }).code).toBe('special.target');
  });

  it('OS-POOL-7 healing stops at H0 (a margin of 3 on H 4 gives H 5)', () => {
    const s = battle(medicArmy, { A1: [[5, 5]], A2: [[6.2, 5]], A3: [[9, 5]], B1: [[5, 35]] });
    uset(s, id(s, 'A2'), U_H, 4);
    activateWith(s, 'A1', { special: 3, specialKind: 'HEAL' });
    act(s, 0, { type: 'special', target: 'A2' });
    const events = roll(s, [6, 6, 6, 6]);
    expect(ev(events, 'healed')).toMatchObject({ margin: 3, healed: 1, health: 5 });
    expect(h(s, 'A2')).toBe(5);
  });

  it('OS-R-53 rulebook example: a medic heals itself: H 2 → 4 with S 2 unchanged, so A goes from 0 to 2 (OS-R-35 self included)', () => {
    const s = battle(medicArmy, { A1: [[5, 5]], B1: [[5, 35]] });
    const u = id(s, 'A1');
    uset(s, u, U_H, 2);
    activateWith(s, 'A1', { special: 2, specialKind: 'HEAL' });
    expect(available(s, u)).toBe(0);
    act(s, 0, { type: 'special', target: 'A1' });
    expect(dice(s)).toBe('3d6');
    roll(s, [4, 5, 6]);
    expect(uget(s, u, U_H)).toBe(4);
    expect(uget(s, u, U_S)).toBe(2);
    expect(available(s, u)).toBe(2);
  });

  it('OS-R-35 healDifficulty 0 (variant): every success heals', () => {
    const s = battle({ ...medicArmy, healDifficulty: 0 }, { A1: [[5, 5]], A2: [[6.2, 5]], B1: [[5, 35]] });
    uset(s, id(s, 'A2'), U_H, 1);
    activateWith(s, 'A1', { special: 3, specialKind: 'HEAL' });
    act(s, 0, { type: 'special', target: 'A2' });
    const events = roll(s, [6, 5, 1, 1]);
    expect(ev(events, 'healed')).toMatchObject({ margin: 2, health: 3 });
  });

  it('OS-SPECIAL-2 a margin of 0 heals nothing, and the allocated dice stay spent', () => {
    const s = battle(medicArmy, { A1: [[5, 5]], A2: [[6.2, 5]], B1: [[5, 35]] });
    uset(s, id(s, 'A2'), U_H, 1);
    activateWith(s, 'A1', { special: 3, specialKind: 'HEAL' });
    act(s, 0, { type: 'special', target: 'A2' });
    const events = roll(s, [6, 1, 1, 1]);
    expect(ev(events, 'roll')).toMatchObject({ successes: 1, margin: 0, success: false });
    expect(ev(events, 'healed')).toMatchObject({ healed: 0, health: 1 });
    expect(uget(s, id(s, 'A1'), U_S)).toBe(3);
    // The activation ended: its only action is resolved.
    expect(ev(events, 'activationEnd')).toBeTruthy();
  });
});

describe('OSOI special actions: healing a grunt group', () => {
  const gruntArmy = (more: Record<string, unknown> = {}) =>
    withArmies(
      [{ catalogue: 'MEDIC' }, { catalogue: 'GRUNT_RIFLES', size: 4 }],
      [{ catalogue: 'SOLDIER' }],
      more,
    );
  const grunts: [number, number][] = [
    [6.2, 5],
    [7.7, 5],
    [9.2, 5],
    [10.7, 5],
  ];
  /** A battle where the group lost its 3rd and 4th figures, and the medic rolled a margin of 2. */
  const healedGroup = (more: Record<string, unknown> = {}, enemy: [number, number] = [5, 35]) => {
    const s = battle(gruntArmy(more), { A1: [[5, 5]], A2: grunts, B1: [enemy] });
    const g = id(s, 'A2');
    const [, , third, fourth] = figuresOf(s, g);
    fset(s, third!, F_ALIVE, 0);
    fset(s, fourth!, F_ALIVE, 0);
    uset(s, g, U_H, 2);
    activateWith(s, 'A1', { special: 3, specialKind: 'HEAL' });
    act(s, 0, { type: 'special', target: 'A2' });
    roll(s, [6, 6, 5, 1]);
    return s;
  };

  it('OS-SPECIAL-4 the owner places min(margin, H0 − H) restored figures (DP-17); H counts the figures', () => {
    const s = healedGroup();
    expect(decision(s)).toBe('DP-17');
    expect(osoi.view(s, 0).restore).toEqual({ unit: 'A2', count: 2, near: ['A2.1', 'A2.2'] });
    const events = act(s, 0, {
      type: 'restore',
      positions: [
        { x: 7.7, y: 6.5 },
        { x: 9.2, y: 5 },
      ],
    });
    expect(ev(events, 'restored')).toMatchObject({
      rule: 'OS-SPECIAL-4',
      figures: ['A2.3', 'A2.4'],
      notRestored: 0,
      health: 4,
    });
    const g = id(s, 'A2');
    expect(h(s, 'A2')).toBe(4);
    const third = figuresOf(s, g)[2]!;
    expect([fget(s, third, F_X), fget(s, third, F_Y)]).toEqual([7700, 6500]);
  });

  it('OS-UNIT-11 restored figures are the only way back; a figure that cannot be placed is not restored', () => {
    const s = healedGroup();
    const events = act(s, 0, { type: 'restore', positions: [{ x: 7.7, y: 6.5 }] });
    expect(ev(events, 'restored')).toMatchObject({ figures: ['A2.3'], notRestored: 1, health: 3 });
    expect(h(s, 'A2')).toBe(3);
  });

  it('OS-SPECIAL-4 a figure too far from the group, overlapping, off the table or near an enemy is refused', () => {
    const s = healedGroup({}, [9.2, 8.1]);
    // 3.1 m from the nearest figure of the group (edge 2.1 m).
    expect(refusal(s, 0, { type: 'restore', positions: [{ x: 7.7, y: 8.1 }] }).en).toContain('more than 2 m');
    expect(refusal(s, 0, { type: 'restore', positions: [{ x: 7.7, y: 5.5 }] }).en).toContain('overlaps A2.2');
    expect(
      refusal(s, 0, {
        type: 'restore',
        positions: [
          { x: 7.7, y: 3.6 },
          { x: 7.9, y: 3.6 },
        ],
      }).en,
    ).toContain('overlaps a restored figure');
    // The enemy at (9.2, 8.1): a figure at (9.2, 6.5) is 0.6 m from it edge to edge.
    const near = refusal(s, 0, { type: 'restore', positions: [{ x: 9.2, y: 6.5 }] });
    expect(near).toMatchObject({ code: 'restore.place', rule: 'OS-SPECIAL-4' });
    expect(near.en).toContain('within 1 m of B1.1');
    expect(refusal(s, 0, { type: 'restore', positions: [{ x: 6.2, y: 0.3 }] }).en).toContain('off the table');
    expect(
      refusal(s, 0, {
        type: 'restore',
        positions: [
          { x: 1, y: 1 },
          { x: 1, y: 2 },
          { x: 1, y: 3 },
        ],
      }).code,
    ).toBe('restore.positions');
  });

  it('OS-SPECIAL-4 the legal candidates are none restored, then a greedy placement of 1 and 2 figures', () => {
    const s = healedGroup();
    const candidates = osoi.legal(s, 0).filter((a) => a.type === 'restore');
    expect(candidates.map((a) => (a as { positions: unknown[] }).positions.length)).toEqual([0, 1, 2]);
    for (const c of candidates) expect(osoi.validate(s, 0, c).ok).toBe(true);
    // The first: 1.5 m (three radii) east of A2.1, free since A2.2 stands at 1.5 m east too — so north-east.
    expect((candidates[1] as { positions: unknown[] }).positions).toEqual([{ x: 7.261, y: 6.061 }]);
  });

  it('OS-R-35 healRestoresGrunts = false (variant): a grunt group is not a HEAL target', () => {
    const s = battle(gruntArmy({ healRestoresGrunts: false }), { A1: [[5, 5]], A2: grunts, B1: [[5, 35]] });
    activateWith(s, 'A1', { special: 1, specialKind: 'HEAL' });
    expect(specials(s, 0)).toEqual(['A1']);
    expect(refusal(s, 0, { type: 'special', target: 'A2' }).code).toBe('special.target');
  });
});

describe('OSOI special actions: ORDER and order dice', () => {
  const officerArmy = withArmies(
    [{ catalogue: 'OFFICER' }, { catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
    [{ catalogue: 'SOLDIER' }],
  );

  it('OS-SPECIAL-5 ORDER targets another friendly unit within 12 m with LOS, at difficulty 0', () => {
    // A2 12 m away edge to edge (13 m between centres); A3 is behind the building.
    const s = battle(officerArmy, { A1: [[30, 27]], A2: [[30, 14]], A3: [[54, 27]], B1: [[5, 35]] });
    activateWith(s, 'A1', { special: 3, specialKind: 'ORDER' });
    expect(specials(s, 0)).toEqual(['A2']);
    expect(refusal(s, 0, { type: 'special', target: 'A1' }).rule).toBe('OS-SPECIAL-5');
    expect(refusal(s, 0, { type: 'special', target: 'A3' }).en).toContain('within 12 m, in line of sight');
    const declared = act(s, 0, { type: 'special', target: 'A2' });
    expect(ev(declared, 'special')).toMatchObject({ difficulty: 0, kit: 0 });
    expect(dice(s)).toBe('3d6');
    const events = roll(s, [4, 1, 1]);
    expect(ev(events, 'ordered')).toMatchObject({
      rule: 'OS-SPECIAL-5',
      target: 'A2',
      margin: 1,
      orderDice: 1,
    });
    expect(uget(s, id(s, 'A2'), U_ORDER)).toBe(1);
  });

  it('OS-SPECIAL-5 held order dice become min(2, held + margin)', () => {
    const s = battle(officerArmy, { A1: [[5, 5]], A2: [[8, 5]], B1: [[5, 35]] });
    uset(s, id(s, 'A2'), U_ORDER, 1);
    activateWith(s, 'A1', { special: 3, specialKind: 'ORDER' });
    act(s, 0, { type: 'special', target: 'A2' });
    roll(s, [6, 6, 6]);
    expect(uget(s, id(s, 'A2'), U_ORDER)).toBe(2);
  });

  it('OS-ABIL-2 the ordered unit adds all its order dice to its next roll (DP-14), then holds none', () => {
    const s = battle(officerArmy, { A1: [[5, 5]], A2: [[8, 5]], B1: [[8, 20]] });
    activateWith(s, 'A1', { special: 3, specialKind: 'ORDER' });
    act(s, 0, { type: 'special', target: 'A2' });
    roll(s, [6, 5, 1]);
    expect(uget(s, id(s, 'A2'), U_ORDER)).toBe(2);
    // B1 takes its turn, then A2 shoots B1 with 2 pool dice, its rifle's die and the 2 order dice.
    activateWith(s, 'B1', {});
    activateWith(s, 'A2', { shoot: 2 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 0, returnFire: false });
    expect(decision(s)).toBe('DP-14');
    const used = act(s, 0, { type: 'orderDice', use: true });
    expect(ev(used, 'orderDice')).toMatchObject({ rule: 'OS-ABIL-2', used: true, dice: 2 });
    expect(dice(s)).toBe('5d6');
    expect(uget(s, id(s, 'A2'), U_ORDER)).toBe(0);
  });

  it('OS-ABIL-2 order dice are discarded at the start of the next round', () => {
    const s = battle(officerArmy, { A1: [[5, 5]], A2: [[8, 5]], A3: [[11, 5]], B1: [[5, 35]] });
    activateWith(s, 'A1', { special: 3, specialKind: 'ORDER' });
    act(s, 0, { type: 'special', target: 'A2' });
    roll(s, [6, 1, 1]);
    activateWith(s, 'B1', {});
    activateWith(s, 'A2', {});
    expect(uget(s, id(s, 'A2'), U_ORDER)).toBe(1);
    activateWith(s, 'A3', {});
    expect(uget(s, id(s, 'A2'), U_ORDER)).toBe(0);
  });
});

describe('OSOI special actions: REGENERATE', () => {
  const wolfArmy = withArmies([{ catalogue: 'WEREWOLF' }], [{ catalogue: 'SOLDIER' }]);

  it('OS-SPECIAL-6 REGENERATE is capped by Physique (4), heals itself at difficulty 1', () => {
    const s = battle(wolfArmy, { A1: [[5, 5]], B1: [[5, 35]] });
    const u = id(s, 'A1');
    uset(s, u, U_H, 1);
    uset(s, u, U_S, -4); // 5 dice available, to try one over the cap
    act(s, 0, { type: 'activate', unit: 'A1' });
    expect(
      refusal(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 5, specialKind: 'REGENERATE' }),
    ).toMatchObject({ code: 'allocate.cap', rule: 'OS-ACT-3' });
    act(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 4, specialKind: 'REGENERATE' });
    expect(specials(s, 0)).toEqual(['A1']);
    // REGENERATE needs no target: itself.
    const declared = act(s, 0, { type: 'special' });
    expect(ev(declared, 'special')).toMatchObject({ kind: 'REGENERATE', target: 'A1', difficulty: 1 });
    expect(refusal(battleAt(), 0, { type: 'special', target: 'B1' }).rule).toBe('OS-SPECIAL-6');
    expect(dice(s)).toBe('4d6');
    const events = roll(s, [6, 5, 4, 1]);
    expect(ev(events, 'healed')).toMatchObject({ rule: 'OS-SPECIAL-6', margin: 2, health: 3 });
  });

  function battleAt(): OSState {
    const s = battle(wolfArmy, { A1: [[5, 5]], B1: [[5, 8]] });
    activateWith(s, 'A1', { special: 1, specialKind: 'REGENERATE' });
    return s;
  }
});

describe('OSOI special actions: scenario actions (SC-3 PLANT_CHARGE)', () => {
  const sabotage = withArmies(
    [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
    [{ catalogue: 'SOLDIER' }],
  );

  it('OS-SPECIAL-7 progress is cumulative: margin 1 then margin 1 reach 2 and destroy the crate (OS-R-37)', () => {
    // A1 0.1 m from the crate (30, 20, radius 0.5) edge to edge: engaged.
    const s = scenarioBattle('SC-3', sabotage, { A1: [[30, 18.9]], A2: [[5, 5]], B1: [[5, 35]] });
    expect(specialKinds(s, id(s, 'A1'))).toEqual(['PLANT_CHARGE']);
    expect(specialKinds(s, id(s, 'B1'))).toEqual([]);
    activateWith(s, 'A1', { special: 1, specialKind: 'PLANT_CHARGE' });
    expect(specials(s, 0)).toEqual(['CRATE']);
    const declared = act(s, 0, { type: 'special' });
    expect(ev(declared, 'special')).toMatchObject({ kind: 'PLANT_CHARGE', target: 'CRATE', difficulty: 0 });
    const first = roll(s, [5]);
    expect(ev(first, 'progress')).toMatchObject({
      rule: 'OS-SPECIAL-7',
      margin: 1,
      progress: 1,
      required: 2,
    });
    expect(ev(first, 'objectDestroyed')).toBeUndefined();
    expect(s.w[s.pBase]).toBe(1);
    activateWith(s, 'B1', {});
    activateWith(s, 'A2', {});
    // Round 2.
    activateWith(s, 'A1', { special: 1, specialKind: 'PLANT_CHARGE' });
    act(s, 0, { type: 'special', target: 'CRATE' });
    const second = roll(s, [4]);
    expect(ev(second, 'progress')).toMatchObject({ progress: 2 });
    expect(ev(second, 'objectDestroyed')).toMatchObject({ rule: 'OS-SURP-4', object: 'CRATE' });
    expect(s.w[s.oBase]).toBe(0);
    expect(osoi.view(s, 0).progress).toEqual([{ id: 'PLANT_CHARGE', progress: 2, required: 2 }]);
  });

  it('OS-SPECIAL-1 a scenario action needs its requirement: not engaged with the crate, nothing to resolve', () => {
    // 2 m from the crate edge to edge.
    const s = scenarioBattle('SC-3', sabotage, { A1: [[33, 20]], B1: [[5, 35]] });
    const events = activateWith(s, 'A1', { special: 1, specialKind: 'PLANT_CHARGE' });
    // OS-ACT-8: the engine ends the activation; the special action is forfeited.
    expect(ev(events, 'activationEnd')).toMatchObject({ rule: 'OS-R-09', forfeited: ['special'] });
  });
});

describe('OSOI abilities', () => {
  it('OS-ABIL-6 Medic, Officer and Regeneration give HEAL, ORDER and REGENERATE; OS-ABIL-1 passives give none', () => {
    const s = battle(
      withArmies(
        [{ catalogue: 'MEDIC' }, { catalogue: 'OFFICER' }, { catalogue: 'WEREWOLF' }],
        [{ catalogue: 'SCOUT' }, { catalogue: 'SNIPER' }],
      ),
      {},
    );
    expect(['A1', 'A2', 'A3', 'B1', 'B2'].map((u) => specialKinds(s, id(s, u)))).toEqual([
      ['HEAL'],
      ['ORDER'],
      ['REGENERATE'],
      [],
      [],
    ]);
    act(s, 0, { type: 'activate', unit: 'A2' });
    expect(
      refusal(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 1, specialKind: 'HEAL' }).code,
    ).toBe('allocate.specialKind');
  });

  it('OS-ABIL-5 Tough gives H0 6 and costs 2 plus the extra health die (the Brute)', () => {
    const s = battle(withArmies([{ catalogue: 'BRUTE' }], [{ catalogue: 'SOLDIER' }]), {});
    expect(s.info[id(s, 'A1')]!.h0).toBe(6);
    expect(h(s, 'A1')).toBe(6);
    const b = CATALOGUE.BRUTE!;
    expect(unitCost(b.profile, b.equipment, ['AB_TOUGH'], 6) - unitCost(b.profile, b.equipment, [], 5)).toBe(
      4,
    );
  });

  it('OS-ABIL-4 Marksman costs 4 (OS-R-36); its shooting effect is played by the shooting module', () => {
    const sn = CATALOGUE.SNIPER!;
    expect(
      unitCost(sn.profile, sn.equipment, ['AB_MARKSMAN'], 5) - unitCost(sn.profile, sn.equipment, [], 5),
    ).toBe(4);
  });

  it('OS-ABIL-3 Stealthy: the enemy units that see the scout are recorded when it allocates', () => {
    // B1 sees the scout; B2 stands behind the building.
    const s = battle(
      withArmies([{ catalogue: 'SCOUT' }], [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }]),
      { A1: [[40, 27]], B1: [[40, 35]], B2: [[54, 27]] },
    );
    activateWith(s, 'A1', { move: 1 });
    expect(uget(s, id(s, 'A1'), U_LOS_LO)).toBe(1 << id(s, 'B1'));
  });
});

describe('OSOI special actions within the contract', () => {
  it('OS-SPECIAL-1 seeded random battles with a medic, an officer, a werewolf and grunts keep the contract', () => {
    const army = {
      name: 'Spéciale',
      units: [
        { catalogue: 'OFFICER' },
        { catalogue: 'WEREWOLF' },
        { catalogue: 'MEDIC' },
        { catalogue: 'GRUNT_RIFLES', size: 5 },
      ],
    };
    const stats = runConformance(osoi, {
      games: 12,
      seed: 'osoi-special',
      options: () => ({ armies: [army, army], budget: 400 }),
      legalSample: 12,
    });
    expect(stats.games).toBe(12);
  });
});

describe('OSOI special actions: rulings', () => {
  it('ARB-OS-40 an agreed condition on special tests adds to HEAL’s difficulty (1 + 1)', () => {
    const s = battle(
      {
        ...medicArmy,
        conditions: [{ name: 'nuit', testKinds: ['special'], difficulty: 1 }],
      },
      { A1: [[5, 5]], A2: [[6.2, 5]], B1: [[5, 35]] },
    );
    uset(s, id(s, 'A2'), U_H, 1);
    activateWith(s, 'A1', { special: 3, specialKind: 'HEAL' });
    const declared = act(s, 0, { type: 'special', target: 'A2' });
    expect(ev(declared, 'special')).toMatchObject({ difficulty: 2 });
    const events = roll(s, [6, 6, 6, 1]);
    expect(ev(events, 'healed')).toMatchObject({ margin: 1, health: 2 });
  });

  it('ARB-OS-42 a destroyed crate cannot be engaged: PLANT_CHARGE has no target any more', () => {
    const s = scenarioBattle('SC-3', withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[30, 18.9]],
      B1: [[5, 35]],
    });
    s.w[s.oBase] = 0;
    const events = activateWith(s, 'A1', { special: 1, specialKind: 'PLANT_CHARGE' });
    expect(ev(events, 'activationEnd')).toMatchObject({ forfeited: ['special'] });
  });

  it('ARB-OS-45 ORDER on a unit already activated: its order dice join its defence roll', () => {
    const s = battle(
      withArmies(
        [{ catalogue: 'OFFICER' }, { catalogue: 'SOLDIER' }],
        [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
      ),
      { A1: [[5, 5]], A2: [[8, 5]], B1: [[8, 20]], B2: [[20, 35]] },
    );
    activateWith(s, 'A2', {});
    activateWith(s, 'B2', {});
    activateWith(s, 'A1', { special: 3, specialKind: 'ORDER' });
    act(s, 0, { type: 'special', target: 'A2' });
    roll(s, [6, 1, 1]);
    expect(uget(s, id(s, 'A2'), U_ORDER)).toBe(1);
    // Same round: B1 shoots A2, which returns fire with 1 die and adds its order die.
    activateWith(s, 'B1', { shoot: 1 });
    act(s, 1, { type: 'shoot', target: 'A2' });
    act(s, 0, { type: 'defend', dice: 1, returnFire: true });
    roll(s, [1, 1]);
    expect(decision(s)).toBe('DP-14');
    act(s, 0, { type: 'orderDice', use: true });
    // 1 pool die, the rifle's die and the order die.
    expect(dice(s)).toBe('3d6');
  });
});

// OS-R-08's variant: a character with two special actions (Medic and Officer), Spécial 2, Physique 5 (A = 5).
const medicOfficer = {
  custom: {
    kind: 'character' as const,
    profile: { tir: 1, contact: 1, physique: 5, agilite: 2, special: 2 },
    equipment: [],
    abilities: ['AB_MEDIC', 'AB_OFFICER'],
  },
};
const twoSpecials = (more: Record<string, unknown> = { specialActionsPerActivation: 2 }) =>
  withArmies([medicOfficer, { catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], more);
const specialInputs = (s: OSState, player: number) =>
  osoi.legal(s, player).filter((a) => a.type === 'special');

describe('OSOI special actions: several per activation (OS-R-08 variant)', () => {
  it('OS-R-08 with specialActionsPerActivation 2 a unit allocates HEAL and ORDER, each capped by Spécial, and resolves both', () => {
    const s = battle(twoSpecials(), { A1: [[5, 5]], A2: [[6.2, 5]], B1: [[5, 35]] });
    uset(s, id(s, 'A2'), U_H, 1);
    act(s, 0, { type: 'activate', unit: 'A1' });
    // DP-07's candidates include both special actions together, and no kind twice.
    const multi = osoi.legal(s, 0).filter((a) => a.type === 'allocate' && a.specials !== undefined);
    expect(multi).toContainEqual({
      type: 'allocate',
      move: 0,
      shoot: 0,
      melee: 0,
      special: 0,
      specials: [
        { kind: 'HEAL', dice: 2 },
        { kind: 'ORDER', dice: 2 },
      ],
    });
    expect(
      multi.every((a) => a.type === 'allocate' && new Set(a.specials!.map((x) => x.kind)).size === 2),
    ).toBe(true);
    // ARB-OS-23: each special action has its own cap: 2 + 2 dice with Spécial 2.
    const allocated = act(s, 0, {
      type: 'allocate',
      move: 0,
      shoot: 0,
      melee: 0,
      special: 0,
      specials: [
        { kind: 'HEAL', dice: 2 },
        { kind: 'ORDER', dice: 2 },
      ],
    });
    expect(ev(allocated, 'allocated')).toMatchObject({
      special: 4,
      specials: [
        { kind: 'HEAL', dice: 2 },
        { kind: 'ORDER', dice: 2 },
      ],
    });
    expect(uget(s, id(s, 'A1'), U_S)).toBe(4);
    expect(osoi.view(s, 0).activation).toMatchObject({
      special: 2,
      specialKind: 'HEAL',
      specials: [
        { kind: 'HEAL', dice: 2, resolved: false },
        { kind: 'ORDER', dice: 2, resolved: false },
      ],
    });
    expect(specialInputs(s, 0)).toEqual([
      { type: 'special', target: 'A1', kind: 'HEAL' },
      { type: 'special', target: 'A2', kind: 'HEAL' },
      { type: 'special', target: 'A2', kind: 'ORDER' },
    ]);
    const which = refusal(s, 0, { type: 'special', target: 'A2' });
    expect(which).toMatchObject({ code: 'special.kind', rule: 'OS-R-08' });
    expect(which.en).toBe(
      `${s.info[0]!.name} (A1) has several special actions to resolve: give kind, one of HEAL, ORDER.`,
    );
    expect(refusal(s, 0, { type: 'special', kind: 'REGENERATE', target: 'A1' }).en).toContain(
      'left: HEAL, ORDER',
    );
    // HEAL first: 2 dice (no medkit) at difficulty 1.
    act(s, 0, { type: 'special', kind: 'HEAL', target: 'A2' });
    expect(dice(s)).toBe('2d6');
    const healed = roll(s, [6, 6]);
    expect(ev(healed, 'roll')).toMatchObject({ step: 'DS-SPECIAL', successes: 2, difficulty: 1, margin: 1 });
    expect(ev(healed, 'healed')).toMatchObject({ target: 'A2', healed: 1, health: 2 });
    expect(osoi.view(s, 0).activation?.specials).toEqual([
      { kind: 'HEAL', dice: 2, resolved: true },
      { kind: 'ORDER', dice: 2, resolved: false },
    ]);
    // Only ORDER is left: the input needs no kind now, and HEAL cannot be done twice.
    expect(specialInputs(s, 0)).toEqual([{ type: 'special', target: 'A2', kind: 'ORDER' }]);
    expect(refusal(s, 0, { type: 'special', kind: 'HEAL', target: 'A2' }).code).toBe('special.kind');
    act(s, 0, { type: 'special', target: 'A2' });
    expect(dice(s)).toBe('2d6');
    const ordered = roll(s, [5, 2]);
    expect(ev(ordered, 'roll')).toMatchObject({ successes: 1, difficulty: 0, margin: 1 });
    expect(ev(ordered, 'ordered')).toMatchObject({ target: 'A2', orderDice: 1 });
    expect(uget(s, id(s, 'A2'), U_ORDER)).toBe(1);
    // Both resolved: the activation ends by itself with nothing forfeited.
    expect(ev(ordered, 'activationEnd')).toMatchObject({ unit: 'A1', forfeited: [] });
    expect(osoi.view(s, 0).activation).toBeNull();
  });

  it('OS-R-08 with 3 per activation the third action resolves first; ending forfeits the other two and clears every slot', () => {
    const three = {
      custom: { ...medicOfficer.custom, abilities: ['AB_MEDIC', 'AB_OFFICER', 'AB_REGENERATION'] },
    };
    const s = battle(
      withArmies([three, { catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], {
        specialActionsPerActivation: 3,
      }),
      {
        A1: [[5, 5]],
        A2: [[6.2, 5]],
        B1: [[5, 35]],
      },
    );
    const a1 = id(s, 'A1');
    uset(s, a1, U_H, 4);
    act(s, 0, { type: 'activate', unit: 'A1' });
    act(s, 0, {
      type: 'allocate',
      move: 0,
      shoot: 0,
      melee: 0,
      special: 0,
      specials: [
        { kind: 'HEAL', dice: 1 },
        { kind: 'ORDER', dice: 1 },
        { kind: 'REGENERATE', dice: 2 },
      ],
    });
    expect(uget(s, a1, U_S)).toBe(4);
    // REGENERATE, the third slot: 2 dice (cap Physique 5) at difficulty 1: 2 successes, margin 1 (H 4 → 5).
    act(s, 0, { type: 'special', kind: 'REGENERATE' });
    expect(dice(s)).toBe('2d6');
    const regenerated = roll(s, [6, 4]);
    expect(ev(regenerated, 'healed')).toMatchObject({ rule: 'OS-SPECIAL-6', margin: 1, health: 5 });
    expect(osoi.view(s, 0).activation?.specials.map((x) => x.resolved)).toEqual([false, false, true]);
    expect(refusal(s, 0, { type: 'special', target: 'A2' }).en).toContain('give kind, one of HEAL, ORDER');
    const ended = act(s, 0, { type: 'end' });
    expect(ev(ended, 'activationEnd')).toMatchObject({ rule: 'OS-ACT-8', forfeited: ['special'] });
    // Slots 1 and 2 (after the progress words) are empty again: dice 0, kind −1.
    expect(s.w.slice(s.w.length - 4)).toEqual([0, -1, 0, -1]);
    expect(osoi.view(s, 0).activation).toBeNull();
  });

  it('OS-R-08 the specials allocation is refused when too many, a kind twice, both forms, over a cap or unowned', () => {
    const s = battle(twoSpecials(), { A1: [[5, 5]], A2: [[6.2, 5]], B1: [[5, 35]] });
    act(s, 0, { type: 'activate', unit: 'A1' });
    const alloc = (more: Record<string, unknown>) =>
      refusal(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 0, ...more });
    const three = alloc({
      specials: [
        { kind: 'HEAL', dice: 1 },
        { kind: 'ORDER', dice: 1 },
        { kind: 'REGENERATE', dice: 1 },
      ],
    });
    expect(three).toMatchObject({ code: 'allocate.specials', rule: 'OS-R-08' });
    expect(three.en).toBe(
      '3 special actions allocated: at most 2 per activation (specialActionsPerActivation = 2).',
    );
    const twice = alloc({
      specials: [
        { kind: 'HEAL', dice: 1 },
        { kind: 'HEAL', dice: 1 },
      ],
    });
    expect(twice.code).toBe('allocate.specials');
    expect(twice.en).toContain('HEAL is allocated twice');
    expect(alloc({ special: 1, specialKind: 'HEAL', specials: [{ kind: 'ORDER', dice: 1 }] }).en).toBe(
      'Give either special and specialKind (one special action) or specials (a list of { kind, dice }), not both.',
    );
    // ARB-OS-23: the cap is per action (Spécial 2 each), not shared.
    const cap = alloc({
      specials: [
        { kind: 'HEAL', dice: 3 },
        { kind: 'ORDER', dice: 1 },
      ],
    });
    expect(cap).toMatchObject({ code: 'allocate.cap', rule: 'OS-ACT-3' });
    expect(cap.en).toContain('3 dice on Special: at most 2');
    expect(alloc({ specials: [{ kind: 'REGENERATE', dice: 1 }] }).en).toContain('its own: HEAL, ORDER');
    expect(alloc({ specials: [{ kind: 'HEAL', dice: 0 }] }).code).toBe('allocate.value');
    expect(alloc({ specials: 'HEAL' }).code).toBe('allocate.specials');
    // The total still counts every special die: 2 + 2 + 2 (move) > A = 5.
    const total = alloc({
      move: 2,
      specials: [
        { kind: 'HEAL', dice: 2 },
        { kind: 'ORDER', dice: 2 },
      ],
    });
    expect(total.en).toBe('6 dice allocated; ' + s.info[0]!.name + ' (A1) has only 5 available.');
  });

  it('OS-R-08 by default one special action per activation: a second one is refused, a one-item specials list plays as the single form', () => {
    const s = battle(twoSpecials({}), { A1: [[5, 5]], A2: [[6.2, 5]], B1: [[5, 35]] });
    expect(s.w.length).toBe(s.pBase + s.scenario.actions.length);
    act(s, 0, { type: 'activate', unit: 'A1' });
    const both = refusal(s, 0, {
      type: 'allocate',
      move: 0,
      shoot: 0,
      melee: 0,
      special: 0,
      specials: [
        { kind: 'HEAL', dice: 1 },
        { kind: 'ORDER', dice: 1 },
      ],
    });
    expect(both.en).toBe(
      '2 special actions allocated: at most 1 per activation (specialActionsPerActivation = 1).',
    );
    const t = battle(twoSpecials({}), { A1: [[5, 5]], A2: [[6.2, 5]], B1: [[5, 35]] });
    act(t, 0, { type: 'activate', unit: 'A1' });
    act(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 2, specialKind: 'ORDER' });
    act(t, 0, {
      type: 'allocate',
      move: 0,
      shoot: 0,
      melee: 0,
      special: 0,
      specials: [{ kind: 'ORDER', dice: 2 }],
    });
    expect(osoi.hash(t)).toBe(osoi.hash(s));
    // The default candidates name no kind.
    expect(specialInputs(s, 0)).toEqual([{ type: 'special', target: 'A2' }]);
  });

  it('OS-R-08 the variant is played with upfront allocation and without stripped dice (ARB-OS-25)', () => {
    const incremental = osoi.setup({ specialActionsPerActivation: 2, allocationMode: 'incremental' });
    expect(incremental.ok).toBe(false);
    if (!incremental.ok)
      expect(incremental.error.en).toBe(
        'specialActionsPerActivation = 2 is played with allocationMode = "upfront", not "incremental".',
      );
    expect(osoi.setup({ specialActionsPerActivation: 2, woundsStripCommittedDice: true }).ok).toBe(false);
    expect(osoi.setup({ specialActionsPerActivation: 3 }).ok).toBe(true);
  });

  it('OS-R-08 seeded random battles with two special actions per activation keep the contract', () => {
    const army = {
      name: 'Deux actions',
      units: [medicOfficer, { catalogue: 'WEREWOLF' }, { catalogue: 'MEDIC' }, { catalogue: 'SOLDIER' }],
    };
    const stats = runConformance(osoi, {
      games: 6,
      seed: 'osoi-two-specials',
      options: () => ({ armies: [army, army], budget: 400, specialActionsPerActivation: 2 }),
      legalSample: 12,
    });
    expect(stats.games).toBe(6);
  });
});
