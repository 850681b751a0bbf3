/**
 * The rulebook's worked examples, reproduced exactly where the reference quotes them (issue 11). The werewolf
 * in the swamp (OS-MOVE-10) is movement.test.ts's test of that name; the wound (OS-R-02) and heal (OS-R-53)
 * examples are pool.test.ts's and special.test.ts's; this file holds the others.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import type { UnitDef } from '../army.ts';
import { osoi } from '../index.ts';
import { SCENARIOS, type ScenarioDef } from '../scenarios.ts';
import {
  available,
  createState,
  F_X,
  F_Y,
  fget,
  G_ROLE,
  MM,
  U_H,
  U_S,
  uget,
  unitIndex,
  type OSState,
} from '../state.ts';
import { act, activateWith, battle, refusal, roll, withArmies } from '../testing.ts';

const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);
const h = (s: OSState, unit: string) => uget(s, unitIndex(s, unit), U_H);
const spent = (s: OSState, unit: string) => uget(s, unitIndex(s, unit), U_S);
const dice = (s: OSState) => {
  const p = osoi.pending(s);
  if (p.kind !== 'chance') throw new Error(`no roll pending: ${JSON.stringify(p)}`);
  return p.request.dice;
};
const at = (s: OSState, figure: number) => [fget(s, figure, F_X) / MM, fget(s, figure, F_Y) / MM];

describe('OSOI: the rulebook examples', () => {
  it('OS-SHOOT-13 OS-R-04 OS-R-22 rulebook example: the character in the grove allocates {shoot 2, move 2, melee 1}, wins by 2, moves 4 m into base contact and strikes', () => {
    // MAP-1's grove is x 12–20 × y 14–22 (cover 1, not difficult). The character stands inside it, 4 m edge to
    // edge (bases of radius 0.5 m) from the nearest of five rifle grunts in the open.
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'GRUNT_RIFLES', size: 5 }]), {
      A1: [[19, 20]],
      B1: [
        [24, 20],
        [25.5, 20],
        [27, 20],
        [28.5, 20],
        [30, 20],
      ],
    });
    // OS-R-04: « un tir à deux dés, deux dés de déplacement et un dé de contact », declared at once and spent.
    const allocated = activateWith(s, 'A1', { shoot: 2, move: 2, melee: 1 });
    expect(ev(allocated, 'allocated')).toMatchObject({
      rule: 'OS-ACT-2',
      move: 2,
      shoot: 2,
      melee: 1,
      special: 0,
    });
    expect(spent(s, 'A1')).toBe(5);
    const declared = act(s, 0, { type: 'shoot', target: 'B1' });
    expect(ev(declared, 'shot')).toMatchObject({
      distance: 4,
      band: 0,
      cover: 0,
      difficulty: 0,
      returnDifficulty: 1,
    });
    // « un dé et encore un pour leur arme »: the grunts return fire with one pool die.
    act(s, 1, { type: 'defend', dice: 1, returnFire: true });
    // 2 + 1 (rifle) = 3 dice at d = 0: 2 successes, margin 2.
    expect(dice(s)).toBe('3d6');
    expect(ev(roll(s, [5, 4, 2]), 'roll')).toMatchObject({ successes: 2, difficulty: 0, margin: 2 });
    // « Il obtient une réussite, mais [...] le bosquet offrait une difficulté de 1. Il n'a donc aucune réussite. »
    expect(dice(s)).toBe('2d6');
    const fight = roll(s, [6, 1]);
    expect(ev(fight, 'roll')).toMatchObject({ successes: 1, difficulty: 1, margin: 0 });
    // « Le personnage remporte la fusillade de deux réussites [...] Deux grunts roulent donc sur le sol. »
    expect(ev(fight, 'shotResult')).toMatchObject({
      winner: 'A1',
      attackerMargin: 2,
      defenderMargin: 0,
      damage: 2,
    });
    act(s, 1, { type: 'casualties', figures: ['B1.4', 'B1.5'] });
    expect(h(s, 'B1')).toBe(3);
    // OS-R-22: 2 Move dice carry it 4 m with no test; measured edge to edge, 4 m ends exactly in base contact
    // with B1.1 (centres 1 m apart, radius 0.5 each). One millimetre more would overlap the base.
    const further = refusal(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 23.001, y: 20 }] } });
    expect(further).toMatchObject({ code: 'PATH_TOO_LONG', rule: 'OS-MOVE-2' });
    expect(further.en).toBe(
      'The path of A1.1 is 4.001 m long, 0.001 m too long: at most 4 m (2 dice × 2 m).',
    );
    act(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 23, y: 20 }] } });
    expect(at(s, s.info[0]!.firstFigure)).toEqual([23, 20]);
    expect(osoi.view(s, 0).activation?.unresolved).toEqual(['melee']);
    // Its Melee die is then resolved against the engaged group (OS-MELEE-1).
    expect(osoi.legal(s, 0).filter((a) => a.type === 'melee')).toEqual([{ type: 'melee', target: 'B1' }]);
    act(s, 0, { type: 'melee', target: 'B1' });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-13' });
  });

  it('OS-R-02 rulebook example, played: H 5, defended with 2 (S = 2), wounded for 2 → H 3, A 1', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]),
      {
        // In the open, 2 m apart edge to edge.
        A1: [[20, 35]],
        B1: [[20, 32]],
      },
      1,
    );
    activateWith(s, 'B1', { shoot: 2 });
    act(s, 1, { type: 'shoot', target: 'A1' });
    act(s, 0, { type: 'defend', dice: 2, returnFire: true });
    expect([h(s, 'A1'), spent(s, 'A1'), available(s, unitIndex(s, 'A1'))]).toEqual([5, 2, 3]);
    // 2 + 1 (rifle) = 3 dice each at d = 0: 2 successes against none, so B1 wins by 2.
    expect(ev(roll(s, [6, 5, 1]), 'roll')).toMatchObject({ step: 'DS-SHOOT-ATT', difficulty: 0, margin: 2 });
    const fight = roll(s, [3, 2, 1]);
    expect(ev(fight, 'roll')).toMatchObject({ step: 'DS-SHOOT-DEF', difficulty: 0, margin: 0 });
    expect(ev(fight, 'shotResult')).toMatchObject({ winner: 'B1', damage: 2 });
    expect(ev(fight, 'wound')).toMatchObject({ unit: 'A1', lost: 2, health: 3 });
    // OS-R-02 (a): the wound takes available dice: H 3, S still 2, A = 3 − 2 = 1.
    expect([h(s, 'A1'), spent(s, 'A1'), available(s, unitIndex(s, 'A1'))]).toEqual([3, 2, 1]);
  });

  it('OS-R-18 rulebook example: the medic heals with at most its Spécial in pool dice, the medkit die on top', () => {
    const s = battle(withArmies([{ catalogue: 'MEDIC' }], [{ catalogue: 'SOLDIER' }]), {
      A1: [[5, 5]],
      B1: [[5, 35]],
    });
    // « au maximum égal à sa valeur dans la caractéristique "spécial" »: Spécial 3 caps HEAL at 3 pool dice.
    act(s, 0, { type: 'activate', unit: 'A1' });
    const over = refusal(s, 0, {
      type: 'allocate',
      move: 0,
      shoot: 0,
      melee: 0,
      special: 4,
      specialKind: 'HEAL',
    });
    expect(over).toMatchObject({ code: 'allocate.cap', rule: 'OS-ACT-3' });
    expect(over.en).toBe("4 dice on Special: at most 3 (Médecin's Special).");
    act(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 3, specialKind: 'HEAL' });
    act(s, 0, { type: 'special', target: 'A1' });
    // 3 pool dice + 1 medkit die.
    expect(dice(s)).toBe('4d6');
  });

  it('OS-R-37 rulebook example: « débloquer une porte », cap Physique, difficulty 1, progress 3, while engaged with the door', () => {
    const door: ScenarioDef = {
      ...SCENARIOS['SC-3'],
      objects: [
        {
          id: 'DOOR',
          fr: 'Porte',
          en: 'Door',
          x: 30,
          y: 20,
          radius: 0.5,
          health: 3,
          cover: 0,
          attackableBy: [],
          destroyedVP: null,
          intactVP: null,
        },
      ],
      actions: [
        {
          id: 'UNLOCK_DOOR',
          fr: 'Débloquer la porte',
          en: 'Unlock the door',
          roles: [0],
          cap: 'physique',
          difficulty: 1,
          engagedWith: 'DOOR',
          progressRequired: 3,
          destroys: 'DOOR',
        },
      ],
    };
    // A BRUTE (Physique 4, Spécial 1) 0.1 m from the door, edge to edge: engaged.
    const base = battle(
      withArmies([{ catalogue: 'BRUTE' }, { catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]),
      {
        A1: [[30, 18.9]],
        A2: [[5, 5]],
        B1: [[5, 35]],
      },
    );
    const armies: [UnitDef[], UnitDef[]] = [
      base.info.filter((u) => u.side === 0),
      base.info.filter((u) => u.side === 1),
    ];
    const s = createState({ ...base.o, scenario: 'SC-3' }, base.map, door, armies);
    for (let i = 0; i < base.oBase; i++) s.w[i] = base.w[i]!;
    s.w[G_ROLE] = 0;
    s.stack = base.stack.slice();
    // The cap is Physique (4), not Spécial (1).
    act(s, 0, { type: 'activate', unit: 'A1' });
    const over = refusal(s, 0, {
      type: 'allocate',
      move: 0,
      shoot: 0,
      melee: 0,
      special: 5,
      specialKind: 'UNLOCK_DOOR',
    });
    expect(over.en).toBe("5 dice on Special: at most 4 (Brute's Physique).");
    act(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 4, specialKind: 'UNLOCK_DOOR' });
    const declared = act(s, 0, { type: 'special' });
    expect(ev(declared, 'special')).toMatchObject({ kind: 'UNLOCK_DOOR', target: 'DOOR', difficulty: 1 });
    expect(dice(s)).toBe('4d6');
    // 3 successes − 1 = margin 2: progress 2 of 3, the door holds.
    const first = roll(s, [6, 5, 4, 1]);
    expect(ev(first, 'progress')).toMatchObject({ margin: 2, progress: 2, required: 3 });
    expect(ev(first, 'objectDestroyed')).toBeUndefined();
    activateWith(s, 'B1', {});
    activateWith(s, 'A2', {});
    // Round 2: 2 successes − 1 = margin 1: progress 3, the door is unlocked (removed).
    // (A new round: S = 0, so the Brute has its whole H = 6 available again.)
    expect(available(s, unitIndex(s, 'A1'))).toBe(6);
    activateWith(s, 'A1', { special: 2, specialKind: 'UNLOCK_DOOR' });
    act(s, 0, { type: 'special', target: 'DOOR' });
    const second = roll(s, [4, 6]);
    expect(ev(second, 'progress')).toMatchObject({ margin: 1, progress: 3, required: 3 });
    expect(ev(second, 'objectDestroyed')).toMatchObject({ object: 'DOOR' });
  });
});
