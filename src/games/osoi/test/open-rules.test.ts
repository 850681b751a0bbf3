import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { osoi } from '../index.ts';
import { SCENARIOS } from '../scenarios.ts';
import { G_ROLE, U_H, U_S, uget, unitIndex, uset, type OSState } from '../state.ts';
import { measure } from '../view.ts';
import { act, activateWith, battle, roll, scenarioBattle, withArmies } from '../testing.ts';

// MAP-1: grove x 12–20 × y 14–22 (cover 1), low wall x 22–32 × y 16.8–17.2 (cover 2), building x 44–50 ×
// y 24–30 (blocks LOS). SOLDIER: Tir 3, Contact 2, Agilité 2, Spécial 1, rifle (24 m, +1 die).

const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);
const h = (s: OSState, id: string) => uget(s, unitIndex(s, id), U_H);
const soldiers = withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]);
const fighter = (equipment: string[], contact = 3) => ({
  custom: {
    kind: 'character' as const,
    profile: { tir: 2, contact, physique: 2, agilite: 2, special: 1 },
    equipment,
    abilities: [],
  },
});

describe('OSOI open information and measuring (OS-GEN-5, OS-R-51, OS-R-55)', () => {
  it('OS-GEN-5 OS-R-51 both seats see every position and may measure any distance, even on the other’s decision', () => {
    // A1 at (6, 6), B1 at (6, 30) north of the building's west edge; B1 behind the building from A2 at (47, 20).
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]),
      {
        A1: [[6, 6]],
        A2: [[47, 20]],
        B1: [[47, 34]],
      },
    );
    for (const viewer of [0, 1, null]) {
      const units = osoi.view(s, viewer).units;
      expect(units.map((u) => u.figures.map((f) => [f.id, f.x, f.y]))).toEqual([
        [['A1.1', 6, 6]],
        [['A2.1', 47, 20]],
        [['B1.1', 47, 34]],
      ]);
    }
    // Seat 0 is deciding (DP-06); the measure is the same for whoever asks, and it changes nothing.
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 0 });
    const hash = osoi.hash(s);
    // Centres 41 × 28 m apart: √(41² + 28²) = 49.649 m, minus two radii of 0.5 m.
    expect(measure(s, 'A1', 'B1')!.distance).toBeCloseTo(48.649, 3);
    expect(measure(s, 'A1', 'B1')!.los).toBe(true);
    // Through the building (44–50 × 24–30): 13 m between centres, 12 m edge to edge, no LOS.
    expect(measure(s, 'A2.1', 'B1.1')).toEqual({ distance: 13, los: false });
    expect(measure(s, 'A2', 'B1')).toEqual({ distance: 13, los: false });
    expect(osoi.hash(s)).toBe(hash);
    // During the defender's decision (DP-11) too.
    activateWith(s, 'A1', { shoot: 1 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 1, label: 'DP-11' });
    expect(measure(s, 'B1', 'A1')!.distance).toBeCloseTo(48.649, 3);
    expect(measure(s, 'A1', 'Z9')).toBeNull();
  });

  it('OS-R-55 at DP-11 the defender sees the attacker’s dice and both difficulties before anyone rolls', () => {
    // B1 in the grove (cover 1), 23 m from A1 edge to edge (rifle band 0).
    const s = battle(soldiers, { A1: [[19, 40 - 1.5 - 23 - 15]], B1: [[19, 20]] });
    activateWith(s, 'A1', { shoot: 2 });
    const declared = act(s, 0, { type: 'shoot', target: 'B1' });
    expect(declared.some((e) => e.type === 'roll')).toBe(false);
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 1, label: 'DP-11' });
    const shot = osoi.view(s, 1).shot!;
    // Attacker: 2 pool dice + rifle; difficulty band 0 + cover 1. Defender returning fire: band 0, A1 in the
    // open (0); evading: 0. Bound: min(A 5, Tir 3).
    expect(shot).toMatchObject({
      attackDice: 3,
      difficulty: 1,
      returnDifficulty: 0,
      evadeDifficulty: 0,
      maxDice: 3,
      defence: null,
    });
    expect(osoi.view(s, 0).shot).toEqual(shot);
  });

  it('OS-R-55 at DP-13 the defender sees the attacker’s dice and both difficulties before anyone rolls', () => {
    const s = battle(withArmies([fighter(['BLADE'])], [fighter(['ARMOUR'], 2)]), {
      A1: [[6, 6]],
      B1: [[8, 6]],
    });
    activateWith(s, 'A1', { melee: 2 });
    const declared = act(s, 0, { type: 'melee', target: 'B1' });
    expect(declared.some((e) => e.type === 'roll')).toBe(false);
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 1, label: 'DP-13' });
    expect(osoi.view(s, 1).melee).toEqual({
      attacker: 'A1',
      target: 'B1',
      difficulty: 0,
      attackDice: 3,
      surprised: false,
      maxDice: 2,
      defenderDifficulty: 0,
      defenderExtra: 1,
      defence: null,
    });
  });
});

describe('OSOI rulings on gaps (OS-R-18, OS-R-50, OS-R-52)', () => {
  it('OS-R-18 abilities are tags without a rating: an ability with a number is refused', () => {
    const rated = (abilities: unknown[]) =>
      osoi.setup(
        withArmies(
          [
            {
              custom: {
                kind: 'character',
                profile: { tir: 2, contact: 2, physique: 2, agilite: 2, special: 2 },
                equipment: [],
                abilities: abilities as string[],
              },
            },
          ],
          [{ catalogue: 'SOLDIER' }],
        ),
      );
    const named = rated(['AB_TOUGH 2']);
    expect(named.ok).toBe(false);
    if (!named.ok) expect(JSON.stringify(named.error)).toContain('army.ability');
    const object = rated([{ id: 'AB_TOUGH', rating: 2 }]);
    expect(object.ok).toBe(false);
    expect(rated(['AB_TOUGH']).ok).toBe(true);
  });

  it('OS-R-50 no morale: a unit at 1 health keeps every action, and a wound to 1 triggers nothing else', () => {
    const s = battle(withArmies([fighter(['RIFLE'])], [{ catalogue: 'SOLDIER' }]), {
      A1: [[6, 6]],
      B1: [[8, 6]],
    });
    uset(s, unitIndex(s, 'A1'), U_H, 1);
    act(s, 0, { type: 'activate', unit: 'A1' });
    const allocations = osoi.legal(s, 0).filter((a) => a.type === 'allocate');
    for (const kind of ['move', 'shoot', 'melee'] as const)
      expect(allocations.some((a) => a.type === 'allocate' && a[kind] === 1)).toBe(true);
    // The unit fights on at H 1: melee 1 die, wins, deals damage.
    act(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 1, special: 0 });
    act(s, 0, { type: 'melee', target: 'B1' });
    act(s, 1, { type: 'defendMelee', dice: 0 });
    const events = roll(s, [6]);
    expect(ev(events, 'meleeResult')).toMatchObject({ winner: 'A1', damage: 1 });
    // B1 takes 4 wounds to H 1 (with its 1 pool die left, available first): wound only, no morale check.
    const t = battle(soldiers, { A1: [[19, 10]], B1: [[19, 30]] });
    uset(t, unitIndex(t, 'B1'), U_H, 5);
    activateWith(t, 'A1', { shoot: 3 });
    act(t, 0, { type: 'shoot', target: 'B1' });
    act(t, 1, { type: 'defend', dice: 0, returnFire: false });
    const shot = roll(t, [6, 6, 6, 6]);
    expect(shot.map((e) => e.type)).toEqual(['roll', 'noDice', 'shotResult', 'wound', 'activationEnd']);
    expect(h(t, 'B1')).toBe(1);
    expect(uget(t, unitIndex(t, 'B1'), U_S)).toBe(0);
    // B1 activates as usual and shoots back with its last die.
    activateWith(t, 'B1', { shoot: 1 });
    expect(ev(act(t, 1, { type: 'shoot', target: 'A1' }), 'shot')).toMatchObject({
      unit: 'B1',
      target: 'A1',
    });
  });

  it('OS-R-52 the difficulties the source leaves out come from OS-R-27 (cover) and OS-R-44 (table, scale)', () => {
    const s = battle(soldiers, {});
    expect([s.o.map.width, s.o.map.depth, s.o.mmPerMetre, s.o.deploymentDepth]).toEqual([60, 40, 18, 8]);
    // « voir plus bas »: range bands (OS-SHOOT-2) + cover (OS-R-27, here the low wall's 2) at 25 m: band 1 + 2.
    const t = battle(soldiers, { A1: [[27, 17.2 + 0.5 + 0.3 - 26]], B1: [[27, 17.2 + 0.5 + 0.3]] });
    activateWith(t, 'A1', { shoot: 1 });
    expect(ev(act(t, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      band: 1,
      cover: 2,
      coverTerm: 2,
      difficulty: 3,
    });
  });
});

describe('OSOI unopposed attacks (OS-TEST-8)', () => {
  it('OS-TEST-8 a surprised target and an object take exactly the attacker’s margin', () => {
    // SC-2 window: seat 0 ambushes in round 1 (shooting). Margin 2 (3 successes − band 0 − no cover).
    const s = battle(soldiers, { A1: [[24, 25]], B1: [[24, 10]] });
    s.scenario = SCENARIOS['SC-2'];
    s.w[G_ROLE] = 0;
    activateWith(s, 'A1', { shoot: 3 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    // 3 pool + rifle = 4 dice, no difficulty: margin 3.
    const events = roll(s, [6, 5, 4, 1]);
    expect(ev(events, 'shotResult')).toMatchObject({ attackerMargin: 3, damage: 3 });
    expect(ev(events, 'wound')).toMatchObject({ unit: 'B1', damage: 3, lost: 3 });
    expect(h(s, 'B1')).toBe(2);
    // SC-3: the crate (health 3) takes the margin 2 of an unopposed shot.
    const t = scenarioBattle('SC-3', soldiers, { A1: [[30, 10]], B1: [[5, 35]] });
    activateWith(t, 'A1', { shoot: 2 });
    act(t, 0, { type: 'shoot', target: 'CRATE' });
    const shot = roll(t, [6, 4, 2]);
    expect(ev(shot, 'shotResult')).toMatchObject({ attackerMargin: 2, damage: 2 });
    expect(ev(shot, 'objectDamaged')).toMatchObject({ object: 'CRATE', damage: 2, health: 1 });
  });
});
