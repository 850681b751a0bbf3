import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { osoi } from '../index.ts';
import { SCENARIOS, type ScenarioDef } from '../scenarios.ts';
import { G_ROLE, U_H, U_ORDER, U_S, uget, unitIndex, uset, type OSState } from '../state.ts';
import { act, activateWith, battle, refusal, roll, scenarioBattle, withArmies } from '../testing.ts';
import { describe as describeEvent } from '../i18n.ts';

// MAP-1: grove x 12–20 × y 14–22 (cover 1, tag wood), building x 44–50 × y 24–30 (blocks LOS, impassable).
// Bases of radius 0.5 m: centres 2 m apart are 1 m edge to edge, the engagement distance.

const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);
const h = (s: OSState, id: string) => uget(s, unitIndex(s, id), U_H);
const spent = (s: OSState, id: string) => uget(s, unitIndex(s, id), U_S);
const dice = (s: OSState) => {
  const p = osoi.pending(s);
  if (p.kind !== 'chance') throw new Error(`no roll pending: ${JSON.stringify(p)}`);
  return p.request.dice;
};
const fighter = (equipment: string[], contact = 3, abilities: string[] = [], agilite = 2) => ({
  custom: {
    kind: 'character' as const,
    profile: { tir: 1, contact, physique: 2, agilite, special: 1 },
    equipment,
    abilities,
  },
});
const legalTypes = (s: OSState, player: number) => osoi.legal(s, player).map((a) => JSON.stringify(a));

/** A1 (blade, Melee 3) and B1 (bare hands, Melee 2) 1 m apart edge to edge, in the open. */
const duel = (more: Record<string, unknown> = {}) =>
  battle(withArmies([fighter(['BLADE'])], [fighter([], 2)], more), { A1: [[6, 6]], B1: [[8, 6]] });

/** The same battle with another scenario's windows and conditions (SC-2 and SC-3 are not playable from options yet). */
const withScenario = (s: OSState, patch: Partial<ScenarioDef>) => {
  s.scenario = { ...SCENARIOS['SC-2'], ...patch };
  s.w[G_ROLE] = 0;
  return s;
};

describe('OSOI melee: targets and engagement (OS-MELEE-1, OS-R-25)', () => {
  it('OS-MELEE-1 only an engaged enemy can be fought: 1 m edge to edge is engaged, 1.01 m is not', () => {
    const s = battle(withArmies([fighter(['BLADE'])], [fighter([]), fighter([])]), {
      A1: [[6, 6]],
      B1: [[8, 6]],
      B2: [[6, 8.01]],
    });
    activateWith(s, 'A1', { melee: 2 });
    expect(legalTypes(s, 0)).toContain(JSON.stringify({ type: 'melee', target: 'B1' }));
    expect(legalTypes(s, 0)).not.toContain(JSON.stringify({ type: 'melee', target: 'B2' }));
    const r = refusal(s, 0, { type: 'melee', target: 'B2' });
    expect(r).toMatchObject({ code: 'melee.engaged', rule: 'OS-MELEE-1' });
    expect(r.en).toContain('possible targets: B1');
    expect(refusal(s, 0, { type: 'melee', target: 'A1' }).code).toBe('melee.friendly');
    expect(refusal(s, 0, { type: 'melee', target: 'Z9' }).code).toBe('melee.target');
    expect(refusal(s, 0, { type: 'melee' }).code).toBe('melee.target');
  });

  it('OS-MELEE-1 a building between two bases 1 m apart blocks the engagement', () => {
    // Bases round the building's north-east corner (50, 30): 1.909 − 1 = 0.909 m edge to edge, but the segment
    // joining the centres (on x + y = 79.75) cuts through the building's interior below the corner.
    const s = battle(withArmies([fighter(['BLADE'])], [fighter([])]), {
      A1: [[49.2, 30.55]],
      B1: [[50.55, 29.2]],
    });
    activateWith(s, 'A1', { melee: 2, move: 1 });
    expect(refusal(s, 0, { type: 'melee', target: 'B1' })).toMatchObject({ code: 'melee.engaged' });
  });

  it('OS-R-25 engagement is checked at resolution: a Move resolved first brings the unit into contact', () => {
    const s = battle(withArmies([fighter(['BLADE'])], [fighter([])]), { A1: [[6, 6]], B1: [[11, 6]] });
    activateWith(s, 'A1', { move: 2, melee: 1 });
    expect(refusal(s, 0, { type: 'melee', target: 'B1' }).code).toBe('melee.engaged');
    act(s, 0, { type: 'move', moveTo: { x: 9.5, y: 6 } });
    const declared = act(s, 0, { type: 'melee', target: 'B1' });
    expect(ev(declared, 'melee')).toMatchObject({
      rule: 'OS-MELEE-2',
      unit: 'A1',
      target: 'B1',
      surprised: false,
    });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-13' });
  });

  it('OS-R-25 a Melee with no engaged enemy and nothing else to resolve is forfeited at once', () => {
    const s = battle(withArmies([fighter(['BLADE'])], [fighter([])]), { A1: [[6, 6]], B1: [[11, 6]] });
    const events = activateWith(s, 'A1', { melee: 2 });
    expect(ev(events, 'activationEnd')).toMatchObject({ rule: 'OS-R-09', forfeited: ['melee'] });
    expect(spent(s, 'A1')).toBe(2);
  });

  it('ARB-OS-34 a Melee waits while a Move is left, and is forfeited when the Move brings no engagement', () => {
    const s = battle(withArmies([fighter(['BLADE'])], [fighter([])]), { A1: [[6, 6]], B1: [[14, 6]] });
    activateWith(s, 'A1', { move: 2, melee: 1 });
    expect(osoi.legal(s, 0).some((a) => a.type === 'melee')).toBe(false);
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 0, label: 'DP-08' });
    const events = act(s, 0, { type: 'move', moveTo: { x: 10, y: 6 } });
    expect(ev(events, 'activationEnd')).toMatchObject({ rule: 'OS-R-09', forfeited: ['melee'] });
    expect(spent(s, 'A1')).toBe(3);
  });

  it('OS-MELEE-7 an engaged unit moves away freely and may shoot the enemy it is engaged with', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }]),
      { A1: [[6, 6]], B1: [[8, 6]], B2: [[30, 6]] },
    );
    activateWith(s, 'A1', { shoot: 1, move: 2 });
    // Shooting an enemy it is itself engaged with: no into-melee term (ARB-OS-22), no penalty.
    expect(ev(act(s, 0, { type: 'shoot', target: 'B1' }), 'shot')).toMatchObject({
      intoMelee: 0,
      difficulty: 0,
    });
    act(s, 1, { type: 'defend', dice: 0, returnFire: false });
    roll(s, [1, 1]);
    // Leaving the engagement: an automatic move, no test, no free attack.
    const moved = act(s, 0, { type: 'move', moveTo: { x: 4, y: 6 } });
    expect(ev(moved, 'moved')).toMatchObject({ rule: 'OS-MOVE-3', tested: false });
    expect(moved.map((e) => e.type)).not.toContain('melee');
    expect([h(s, 'A1'), h(s, 'B1')]).toEqual([5, 5]);
  });
});

describe('OSOI melee: the rolls (OS-MELEE-2, OS-MELEE-3, OS-EQ-7, OS-TERR-6)', () => {
  it('OS-MELEE-2 the attacker rolls its Melee dice plus its weapon, at difficulty 0 without conditions or cover', () => {
    // B1 stands inside the grove (cover 1): cover never applies in melee.
    const s = battle(withArmies([{ catalogue: 'BRUTE' }], [fighter([], 2)]), {
      A1: [[12, 18]],
      B1: [[14, 18]],
    });
    activateWith(s, 'A1', { melee: 3 });
    const declared = act(s, 0, { type: 'melee', target: 'B1' });
    expect(ev(declared, 'melee')).toMatchObject({ difficulty: 0, defenderDifficulty: 0, maxDice: 2 });
    expect(osoi.view(s, 1).melee).toMatchObject({ attackDice: 5, maxDice: 2, difficulty: 0, defence: null });
    act(s, 1, { type: 'defendMelee', dice: 0 });
    // 3 pool dice + 2 (heavy weapon).
    expect(dice(s)).toBe('5d6');
  });

  it('OS-TERR-6 melee conditions add to both sides; tagged ones only for a unit standing in the feature', () => {
    const s = battle(withArmies([fighter(['BLADE'])], [fighter([], 2)]), { A1: [[12, 18]], B1: [[14, 18]] });
    withScenario(s, {
      surprise: [],
      conditions: [
        { name: 'night', testKinds: ['melee', 'shoot'], difficulty: 1 },
        { name: 'mud', testKinds: ['melee'], featureTags: ['wood'], difficulty: 1 },
        { name: 'rain', testKinds: ['shoot', 'move'], difficulty: 2 },
      ],
    });
    // A1's centre is on the grove's west edge (inside, boundary included), B1 inside: both in the wood.
    activateWith(s, 'A1', { melee: 2 });
    expect(ev(act(s, 0, { type: 'melee', target: 'B1' }), 'melee')).toMatchObject({
      difficulty: 2,
      defenderDifficulty: 2,
    });
    const t = battle(withArmies([fighter(['BLADE'])], [fighter([], 2)]), {
      A1: [[10.5, 18]],
      B1: [[12.5, 18]],
    });
    withScenario(t, { surprise: [], conditions: s.scenario.conditions });
    activateWith(t, 'A1', { melee: 2 });
    // A1 outside the wood (night only), B1 inside it (night and mud).
    expect(ev(act(t, 0, { type: 'melee', target: 'B1' }), 'melee')).toMatchObject({
      difficulty: 1,
      defenderDifficulty: 2,
    });
  });

  it('OS-MELEE-3 the defender declares 0 to min(A, Melee) dice, spends them, and adds weapon and armour', () => {
    const s = battle(withArmies([fighter(['BLADE'])], [fighter(['BLADE', 'ARMOUR'], 3)]), {
      A1: [[6, 6]],
      B1: [[8, 6]],
    });
    uset(s, unitIndex(s, 'B1'), U_S, 3); // A = 2 < Melee 3.
    activateWith(s, 'A1', { melee: 2 });
    act(s, 0, { type: 'melee', target: 'B1' });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-13' });
    expect(osoi.legal(s, 1).filter((a) => a.type === 'defendMelee')).toEqual([
      { type: 'defendMelee', dice: 0 },
      { type: 'defendMelee', dice: 1 },
      { type: 'defendMelee', dice: 2 },
    ]);
    const r = refusal(s, 1, { type: 'defendMelee', dice: 3 });
    expect(r).toMatchObject({ code: 'defendMelee.dice', rule: 'OS-MELEE-3' });
    expect(r.en).toContain('0 to 2 dice');
    expect(refusal(s, 0, { type: 'defendMelee', dice: 0 }).code).toBe('turn');
    expect(ev(act(s, 1, { type: 'defendMelee', dice: 2 }), 'meleeDefence')).toMatchObject({
      rule: 'OS-MELEE-3',
      unit: 'B1',
      dice: 2,
    });
    expect(spent(s, 'B1')).toBe(5);
    expect(dice(s)).toBe('3d6');
    expect(ev(roll(s, [4, 4, 1]), 'roll')).toMatchObject({ step: 'DS-MELEE-ATT', margin: 2 });
    // 2 pool dice + 1 (blade) + 1 (armour).
    expect(dice(s)).toBe('4d6');
  });

  it('OS-TEST-7 a defender committing no dice rolls nothing, even with a weapon and armour', () => {
    const s = battle(withArmies([fighter(['BLADE'])], [fighter(['BLADE', 'ARMOUR'], 3)]), {
      A1: [[6, 6]],
      B1: [[8, 6]],
    });
    activateWith(s, 'A1', { melee: 1 });
    act(s, 0, { type: 'melee', target: 'B1' });
    act(s, 1, { type: 'defendMelee', dice: 0 });
    const events = roll(s, [5, 2]);
    expect(ev(events, 'noDice')).toMatchObject({ step: 'DS-MELEE-DEF', unit: 'B1' });
    expect(ev(events, 'meleeResult')).toMatchObject({ attackerMargin: 1, defenderMargin: 0, damage: 1 });
    expect(h(s, 'B1')).toBe(4);
  });
});

describe('OSOI melee: resolution (OS-MELEE-4, OS-EQ-7, OS-R-14)', () => {
  it('OS-MELEE-4 the attacker with the greater margin deals the difference', () => {
    const s = duel();
    activateWith(s, 'A1', { melee: 3 });
    act(s, 0, { type: 'melee', target: 'B1' });
    act(s, 1, { type: 'defendMelee', dice: 2 });
    roll(s, [6, 5, 4, 1]);
    const events = roll(s, [4, 2]);
    expect(ev(events, 'meleeResult')).toMatchObject({
      rule: 'OS-MELEE-4',
      winner: 'A1',
      attackerMargin: 3,
      defenderMargin: 1,
      damage: 2,
    });
    expect(ev(events, 'wound')).toMatchObject({ rule: 'OS-MELEE-6', unit: 'B1', lost: 2, health: 3 });
    expect(spent(s, 'B1')).toBe(2);
  });

  it('OS-EQ-7 a bare-handed defender that wins deals the difference to the attacker', () => {
    const s = duel();
    activateWith(s, 'A1', { melee: 1 });
    act(s, 0, { type: 'melee', target: 'B1' });
    act(s, 1, { type: 'defendMelee', dice: 2 });
    roll(s, [1, 2]);
    const events = roll(s, [6, 6]);
    expect(ev(events, 'meleeResult')).toMatchObject({
      winner: 'B1',
      attackerMargin: 0,
      defenderMargin: 2,
      damage: 2,
    });
    expect([h(s, 'A1'), h(s, 'B1')]).toEqual([3, 5]);
  });

  it('OS-TEST-6 equal margins deal nothing and the dice stay spent', () => {
    const s = duel();
    activateWith(s, 'A1', { melee: 2 });
    act(s, 0, { type: 'melee', target: 'B1' });
    act(s, 1, { type: 'defendMelee', dice: 1 });
    roll(s, [4, 1, 1]);
    expect(ev(roll(s, [6]), 'meleeResult')).toMatchObject({ winner: null, damage: 0 });
    expect([h(s, 'A1'), h(s, 'B1'), spent(s, 'A1'), spent(s, 'B1')]).toEqual([5, 5, 2, 1]);
  });

  it('OS-R-14 with unarmedMeleeDamage = false an unarmed winner deals nothing, an armed one still does', () => {
    const s = duel({ unarmedMeleeDamage: false });
    activateWith(s, 'A1', { melee: 1 });
    act(s, 0, { type: 'melee', target: 'B1' });
    act(s, 1, { type: 'defendMelee', dice: 2 });
    roll(s, [1, 2]);
    expect(ev(roll(s, [6, 6]), 'meleeResult')).toMatchObject({ rule: 'OS-R-14', winner: 'B1', damage: 0 });
    expect(h(s, 'A1')).toBe(5);
    const t = duel({ unarmedMeleeDamage: false });
    activateWith(t, 'A1', { melee: 1 });
    act(t, 0, { type: 'melee', target: 'B1' });
    act(t, 1, { type: 'defendMelee', dice: 1 });
    roll(t, [5, 5]);
    expect(ev(roll(t, [1]), 'meleeResult')).toMatchObject({ rule: 'OS-MELEE-4', winner: 'A1', damage: 2 });
  });

  it('ARB-OS-33 order dice: DP-13 first, then the attacker’s DP-14 and roll, then the defender’s', () => {
    const s = duel();
    uset(s, unitIndex(s, 'A1'), U_ORDER, 2);
    uset(s, unitIndex(s, 'B1'), U_ORDER, 1);
    activateWith(s, 'A1', { melee: 1 });
    act(s, 0, { type: 'melee', target: 'B1' });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-13' });
    act(s, 1, { type: 'defendMelee', dice: 1 });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 0, label: 'DP-14' });
    act(s, 0, { type: 'orderDice', use: true });
    // 1 + 1 (blade) + 2 order dice.
    expect(dice(s)).toBe('4d6');
    roll(s, [4, 4, 4, 1]);
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-14' });
    act(s, 1, { type: 'orderDice', use: false });
    expect(dice(s)).toBe('1d6');
    expect(ev(roll(s, [6]), 'meleeResult')).toMatchObject({ winner: 'A1', damage: 2 });
  });
});

describe('OSOI melee: surprise (OS-MELEE-5, OS-ABIL-3, OS-SURP-3)', () => {
  // A1 waits north of the building, B1 east of it: the building hides each from the other. A1 then walks
  // round the corner (3.03 m, clear of the wall) to 0.6 m from B1, in sight.
  const ambush = (
    abilities: string[],
    b1: [number, number] = [51, 29],
    more: Record<string, unknown> = {},
  ) => {
    const s = battle(withArmies([fighter(['BLADE'], 3, abilities)], [fighter([], 2)], more), {
      A1: [[48, 31]],
      B1: [b1],
    });
    activateWith(s, 'A1', { move: 2, melee: 2 });
    act(s, 0, { type: 'move', moveTo: { x: 51, y: 30.6 } });
    return s;
  };

  it('OS-ABIL-3 a Stealthy unit unseen by the target at activation start attacks it unopposed', () => {
    const s = ambush(['AB_STEALTHY']);
    const declared = act(s, 0, { type: 'melee', target: 'B1' });
    expect(ev(declared, 'melee')).toMatchObject({ surprised: true });
    expect(ev(declared, 'surprised')).toMatchObject({ rule: 'OS-ABIL-3', unit: 'B1' });
    // OS-MELEE-5: no DP-13; 2 + 1 (blade) dice, the margin is the damage.
    expect(dice(s)).toBe('3d6');
    const events = roll(s, [6, 5, 1]);
    expect(ev(events, 'meleeResult')).toMatchObject({ rule: 'OS-MELEE-5', attackerMargin: 2, damage: 2 });
    expect([h(s, 'B1'), spent(s, 'B1')]).toEqual([3, 0]);
  });

  it('OS-MELEE-5 the same attack without Stealthy is opposed', () => {
    const s = ambush([]);
    expect(ev(act(s, 0, { type: 'melee', target: 'B1' }), 'melee')).toMatchObject({ surprised: false });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-13' });
  });

  it('OS-ABIL-3 a Stealthy unit the target saw at activation start is not a surprise', () => {
    // B1 a little further north sees A1 over the building's corner at the start; after the move they are engaged.
    const s = ambush(['AB_STEALTHY'], [51, 31.9]);
    expect(ev(act(s, 0, { type: 'melee', target: 'B1' }), 'melee')).toMatchObject({ surprised: false });
  });

  it('OS-SURP-3 a scenario window covering melee makes the attack unopposed; a shooting-only window does not', () => {
    const s = withScenario(duel(), {
      surprise: [{ role: 0, rounds: [1], actionKinds: ['melee'] }],
      conditions: [],
    });
    activateWith(s, 'A1', { melee: 1 });
    expect(ev(act(s, 0, { type: 'melee', target: 'B1' }), 'surprised')).toMatchObject({ rule: 'OS-SURP-3' });
    expect(ev(roll(s, [4, 4]), 'meleeResult')).toMatchObject({ rule: 'OS-MELEE-5', damage: 2 });
    const t = withScenario(duel(), { conditions: [] });
    activateWith(t, 'A1', { melee: 1 });
    act(t, 0, { type: 'melee', target: 'B1' });
    expect(osoi.pending(t)).toEqual({ kind: 'decision', player: 1, label: 'DP-13' });
  });

  it('OS-R-14 an unarmed surprise attacker deals nothing when unarmedMeleeDamage = false', () => {
    const s = battle(withArmies([fighter([])], [fighter([])], { unarmedMeleeDamage: false }), {
      A1: [[6, 6]],
      B1: [[8, 6]],
    });
    withScenario(s, { surprise: [{ role: 0, rounds: [1], actionKinds: ['melee'] }], conditions: [] });
    activateWith(s, 'A1', { melee: 2 });
    act(s, 0, { type: 'melee', target: 'B1' });
    expect(ev(roll(s, [6, 6]), 'meleeResult')).toMatchObject({ attackerMargin: 2, damage: 0 });
    expect(h(s, 'B1')).toBe(5);
  });
});

describe('OSOI melee: casualties (OS-MELEE-6)', () => {
  const grunts = () =>
    battle(withArmies([{ catalogue: 'BRUTE' }], [{ catalogue: 'GRUNT_THUGS', size: 3 }]), {
      A1: [[10, 6]],
      // B1.1 and B1.2 are engaged with the brute (1 m and 0.8 m), B1.3 is 2.5 m behind.
      B1: [
        [12, 6],
        [10, 7.8],
        [14.5, 6],
      ],
    });

  it('OS-MELEE-6 the owner removes figures engaged with the attacker first', () => {
    const s = grunts();
    activateWith(s, 'A1', { melee: 1 });
    act(s, 0, { type: 'melee', target: 'B1' });
    act(s, 1, { type: 'defendMelee', dice: 0 });
    // 1 + 2 (heavy weapon) dice: margin 1.
    roll(s, [6, 1, 1]);
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-15' });
    expect(osoi.legal(s, 1).filter((a) => a.type === 'casualties')).toEqual([
      { type: 'casualties', figures: ['B1.1'] },
      { type: 'casualties', figures: ['B1.2'] },
    ]);
    expect(refusal(s, 1, { type: 'casualties', figures: ['B1.3'] }).code).toBe('casualties.exposed');
    act(s, 1, { type: 'casualties', figures: ['B1.2'] });
    expect(h(s, 'B1')).toBe(2);
  });

  it('OS-MELEE-6 an attacking group that loses gives up its figures engaged with the defender', () => {
    const s = battle(withArmies([{ catalogue: 'GRUNT_THUGS', size: 2 }], [{ catalogue: 'BRUTE' }]), {
      A1: [
        [10, 6],
        [10, 3.5],
      ],
      B1: [[12, 6]],
    });
    activateWith(s, 'A1', { melee: 1 });
    act(s, 0, { type: 'melee', target: 'B1' });
    act(s, 1, { type: 'defendMelee', dice: 1 });
    roll(s, [1, 1]);
    // 1 + 2 (heavy weapon) dice: margin 1; forced on the one engaged figure.
    const events = roll(s, [5, 1, 1]);
    expect(ev(events, 'casualties')).toMatchObject({ unit: 'A1', figures: ['A1.1'] });
  });
});

describe('OSOI melee: scenario objects (OS-SURP-4, SC-3)', () => {
  // SC-3: the crate at (30, 20), radius 0.5 m, health 3, attackable by the attacker (role 0, seat 0 here).
  const sabotage = (more: Record<string, unknown> = {}) =>
    withArmies([fighter(['BLADE']), fighter([])], [fighter([])], more);

  it('OS-SURP-4 an engaged crate is a melee target, unopposed: the margin damages it, twice destroys it', () => {
    // A1 1 m from the crate edge to edge (centre at 30, 18): engaged; A2 far away.
    const s = scenarioBattle('SC-3', sabotage(), { A1: [[30, 18]], A2: [[5, 5]], B1: [[5, 35]] });
    activateWith(s, 'A1', { melee: 3 });
    expect(osoi.legal(s, 0)).toContainEqual({ type: 'melee', object: 'CRATE' });
    const declared = act(s, 0, { type: 'melee', object: 'CRATE' });
    expect(ev(declared, 'melee')).toMatchObject({
      rule: 'OS-SURP-4',
      unit: 'A1',
      object: 'CRATE',
      difficulty: 0,
      unopposed: true,
    });
    // No DP-13: the attacker rolls at once, 3 pool dice + blade.
    expect(dice(s)).toBe('4d6');
    const first = roll(s, [6, 5, 1, 1]);
    expect(ev(first, 'meleeResult')).toMatchObject({ rule: 'OS-SURP-4', attackerMargin: 2, damage: 2 });
    expect(ev(first, 'objectDamaged')).toMatchObject({ object: 'CRATE', damage: 2, health: 1 });
    expect(s.w[s.oBase]).toBe(1);
    expect(describeEvent(ev(first, 'meleeResult')!, 'en')).toContain('unopposed attack, margin 2, 2 damage');
    activateWith(s, 'B1', {});
    activateWith(s, 'A2', {});
    // Round 2: margin 1 ends it; the attacker scores 50 VP (OS-SCEN-3).
    activateWith(s, 'A1', { melee: 1 });
    act(s, 0, { type: 'melee', target: 'CRATE' });
    const second = roll(s, [4, 2]);
    expect(ev(second, 'objectDestroyed')).toMatchObject({ rule: 'OS-SURP-4', object: 'CRATE' });
    expect(ev(second, 'scenarioPoints')).toMatchObject({ player: 0, vp: 50, object: 'CRATE' });
  });

  it('OS-SURP-4 the crate must be engaged, intact and attackable by the unit’s role', () => {
    // A1 1.1 m from the crate: not engaged; B1 (defender) engaged but may not attack it.
    const s = scenarioBattle('SC-3', sabotage(), { A1: [[30, 17.9]], A2: [[5, 5]], B1: [[30, 22]] });
    activateWith(s, 'A1', { melee: 1, move: 1 });
    expect(osoi.legal(s, 0)).not.toContainEqual({ type: 'melee', object: 'CRATE' });
    const r = refusal(s, 0, { type: 'melee', object: 'CRATE' });
    expect(r).toMatchObject({ code: 'melee.object', rule: 'OS-SURP-4' });
    expect(r.en).toContain('possible targets: none');
    expect(refusal(s, 0, { type: 'melee', object: 'BARREL' }).code).toBe('melee.object');
    act(s, 0, { type: 'end' });
    activateWith(s, 'B1', { melee: 1 });
    // Nothing to fight for the defender: the engine ends its activation (OS-ACT-8).
    expect(osoi.pending(s)).toMatchObject({ player: 0, label: 'DP-06' });
  });

  it('OS-R-14 with unarmedMeleeDamage off, a bare-handed unit does not damage the crate', () => {
    const s = scenarioBattle('SC-3', sabotage({ unarmedMeleeDamage: false }), {
      A1: [[5, 5]],
      A2: [[30, 18]],
      B1: [[5, 35]],
    });
    activateWith(s, 'A2', { melee: 2 });
    act(s, 0, { type: 'melee', object: 'CRATE' });
    const events = roll(s, [6, 6]);
    expect(ev(events, 'meleeResult')).toMatchObject({ rule: 'OS-R-14', attackerMargin: 2, damage: 0 });
    expect(s.w[s.oBase]).toBe(3);
  });
});
