import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { runConformance } from '../../../engine/conformance.ts';
import { osoi } from '../index.ts';
import { unitIndex, U_H, uget, type OSState } from '../state.ts';
import { measure } from '../view.ts';
import { act, activateWith, battle, refusal, roll, withArmies } from '../testing.ts';

// The variants of Appendix A that this file plays (each with scripted dice). SOLDIER: Tir 3, Contact 2, rifle
// (+1 die, 24 m). GRUNT_RIFLES: rifle. Bases of radius 0.5 m.

const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);
const h = (s: OSState, id: string) => uget(s, unitIndex(s, id), U_H);
const dice = (s: OSState) => {
  const p = osoi.pending(s);
  if (p.kind !== 'chance') throw new Error(`no roll pending: ${JSON.stringify(p)}`);
  return p.request.dice;
};
const fighter = (equipment: string[], contact = 2) => ({
  custom: {
    kind: 'character' as const,
    profile: { tir: 3, contact, physique: 2, agilite: 2, special: 1 },
    equipment,
    abilities: [],
  },
});
const row = (x0: number, y: number, n: number): [number, number][] =>
  Array.from({ length: n }, (_, k): [number, number] => [x0 + 1.5 * k, y]);

describe('OSOI variant equipmentCountsTowardCap (OS-R-15)', () => {
  it('OS-R-15 equipmentCountsTowardCap: pool dice ≤ characteristic − equipment dice, at least 1', () => {
    const options = withArmies(
      [{ catalogue: 'SOLDIER' }, fighter(['BLADE'], 1)],
      [fighter(['RIFLE', 'ARMOUR'])],
      {
        equipmentCountsTowardCap: true,
      },
    );
    const s = battle(options, { A1: [[5, 5]], A2: [[30, 5]], B1: [[5, 25]] });
    act(s, 0, { type: 'activate', unit: 'A1' });
    // Tir 3 − rifle 1 = 2.
    const r = refusal(s, 0, { type: 'allocate', move: 0, shoot: 3, melee: 0, special: 0 });
    expect(r).toMatchObject({ code: 'allocate.cap', rule: 'OS-R-15' });
    expect(r.en).toContain('at most 2');
    expect(osoi.legal(s, 0).some((a) => a.type === 'allocate' && a.shoot === 3)).toBe(false);
    act(s, 0, { type: 'allocate', move: 0, shoot: 2, melee: 0, special: 0 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    // B1 (Tir 3, rifle, armour): evading 3 − armour 1 = 2 dice; returning fire 3 − 2 = 1 die.
    expect(osoi.view(s, 1).shot).toMatchObject({ maxDice: 2, maxReturnDice: 1 });
    expect(refusal(s, 1, { type: 'defend', dice: 2, returnFire: true }).code).toBe('defend.dice');
    expect(osoi.legal(s, 1).filter((a) => a.type === 'defend')).toEqual([
      { type: 'defend', dice: 0, returnFire: true },
      { type: 'defend', dice: 0, returnFire: false },
      { type: 'defend', dice: 1, returnFire: true },
      { type: 'defend', dice: 1, returnFire: false },
      { type: 'defend', dice: 2, returnFire: false },
    ]);
    act(s, 1, { type: 'defend', dice: 2, returnFire: false });
    // The attacker rolls its 2 pool dice + rifle: 3 dice.
    expect(dice(s)).toBe('3d6');
    roll(s, [6, 6, 6]);
    expect(dice(s)).toBe('3d6');
    roll(s, [1, 1, 1]);
    act(s, 1, { type: 'activate', unit: 'B1' });
    act(s, 1, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 0 });
    // A2 (Contact 1, blade): 1 − 1 = 0, but at least 1 die.
    act(s, 0, { type: 'activate', unit: 'A2' });
    expect(refusal(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 2, special: 0 }).en).toContain(
      'at most 1',
    );
    act(s, 0, { type: 'allocate', move: 0, shoot: 0, melee: 1, special: 0 });
  });
});

describe('OSOI variant figuresBlockLOS (OS-R-26)', () => {
  it('OS-R-26 figuresBlockLOS: a base between two figures blocks their line of sight; one beside it does not', () => {
    const at = {
      A1: [[5, 10]] as [number, number][],
      B1: [[5, 30]] as [number, number][],
      B2: [[5, 20]] as [number, number][],
    };
    const army = withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }]);
    const open = battle(army, at);
    expect(measure(open, 'A1', 'B1')!.los).toBe(true);
    const s = battle({ ...army, figuresBlockLOS: true }, at);
    expect(measure(s, 'A1', 'B1')!.los).toBe(false);
    activateWith(s, 'A1', { shoot: 1 });
    expect(osoi.legal(s, 0).filter((a) => a.type === 'shoot')).toEqual([{ type: 'shoot', target: 'B2' }]);
    expect(refusal(s, 0, { type: 'shoot', target: 'B1' })).toMatchObject({ code: 'shoot.los' });
    // 1.1 m beside the line of fire (more than its radius 0.5 m): no block.
    const t = battle({ ...army, figuresBlockLOS: true }, { ...at, B2: [[6.1, 20]] });
    expect(measure(t, 'A1', 'B1')!.los).toBe(true);
  });
});

describe('OSOI variant casualtyRule nearestFirst (OS-R-20)', () => {
  it('OS-R-20 casualtyRule nearestFirst: the figures nearest the shooter fall, equal distances in figure order', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'GRUNT_RIFLES', size: 5 }], {
        casualtyRule: 'nearestFirst',
      }),
      { A1: [[5, 10]], B1: row(2, 30, 5) },
    );
    activateWith(s, 'A1', { shoot: 3 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 0, returnFire: false });
    const events = roll(s, [6, 6, 1, 1]);
    // B1.3 at (5, 30) is 19 m away; B1.2 (3.5) and B1.4 (6.5) tie at √(1.5² + 20²) − 1: B1.2 first.
    expect(ev(events, 'casualties')).toEqual({
      type: 'casualties',
      rule: 'OS-R-20',
      unit: 'B1',
      figures: ['B1.3', 'B1.2'],
    });
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 1, label: 'DP-06' });
    expect(h(s, 'B1')).toBe(3);
  });
});

describe('OSOI variant woundsStripCommittedDice (OS-R-05)', () => {
  const duel = (more: Record<string, unknown> = {}) =>
    battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], more), {
      A1: [[6, 6]],
      B1: [[8, 6]],
    });
  /** A1 (H 5) allocates move 1, shoot 2, melee 1 (A = 1 left), shoots B1, which returns fire and wins by 2. */
  const returnFire = (s: OSState) => {
    activateWith(s, 'A1', { move: 1, shoot: 2, melee: 1 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 3, returnFire: true });
    roll(s, [1, 1, 1]);
    return roll(s, [6, 6, 1, 1]);
  };

  it('OS-R-05 woundsStripCommittedDice: damage beyond the available dice strips committed dice, the owner choosing', () => {
    const s = duel({ woundsStripCommittedDice: true });
    const events = returnFire(s);
    // H 5 → 3 with 1 die available: 1 point beyond it, from move or melee.
    expect(ev(events, 'wound')).toMatchObject({ unit: 'A1', lost: 2, health: 3 });
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 0, label: 'STRIP_DICE' });
    expect(osoi.legal(s, 0).filter((a) => a.type === 'stripDice')).toEqual([
      { type: 'stripDice', from: { melee: 1 } },
      { type: 'stripDice', from: { move: 1 } },
    ]);
    const r = refusal(s, 0, { type: 'stripDice', from: { move: 1, melee: 1 } });
    expect(r).toMatchObject({ code: 'stripDice.from', rule: 'OS-R-05' });
    expect(r.en).toContain('Strip exactly 1 dice');
    expect(refusal(s, 0, { type: 'stripDice', from: { shoot: 1 } }).code).toBe('stripDice.from');
    const stripped = act(s, 0, { type: 'stripDice', from: { move: 1 } });
    expect(ev(stripped, 'diceStripped')).toEqual({
      type: 'diceStripped',
      rule: 'OS-R-05',
      unit: 'A1',
      from: { move: 1 },
    });
    expect(osoi.view(s, 0).activation).toMatchObject({ move: 0, melee: 1, unresolved: ['melee'] });
    // Without the variant (OS-POOL-8), the committed dice stay.
    const t = duel();
    returnFire(t);
    expect(osoi.pending(t)).toMatchObject({ kind: 'decision', player: 0, label: 'DP-08' });
    expect(osoi.view(t, 0).activation).toMatchObject({ unresolved: ['move', 'melee'] });
  });

  it('OS-R-05 woundsStripCommittedDice: with one action left, its dice go without a choice', () => {
    const s = duel({ woundsStripCommittedDice: true });
    activateWith(s, 'A1', { shoot: 2, melee: 2 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 3, returnFire: true });
    roll(s, [1, 1, 1]);
    // Margin 3: H 5 → 2, 1 die available, 2 beyond: both melee dice; nothing left to resolve.
    const events = roll(s, [6, 6, 6, 1]);
    expect(ev(events, 'diceStripped')).toMatchObject({ from: { melee: 2 } });
    expect(ev(events, 'activationEnd')).toMatchObject({ unit: 'A1', forfeited: [] });
  });
});

describe('OSOI variant allocationMode incremental (OS-R-04)', () => {
  it('OS-R-04 allocationMode incremental: each action declares its dice when chosen; undeclared dice stay available', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], { allocationMode: 'incremental' }),
      { A1: [[6, 6]], B1: [[6, 20]] },
    );
    act(s, 0, { type: 'activate', unit: 'A1' });
    // No DP-07: the actions are chosen at once, each with its dice.
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 0, label: 'DP-08' });
    expect(osoi.view(s, 0).activation).toMatchObject({ move: 0, shoot: 0, melee: 0, special: 0 });
    const legal = osoi.legal(s, 0);
    for (const dice of [1, 2, 3]) expect(legal).toContainEqual({ type: 'shoot', target: 'B1', dice });
    expect(legal).not.toContainEqual({ type: 'shoot', target: 'B1', dice: 4 });
    expect(refusal(s, 0, { type: 'shoot', target: 'B1' })).toMatchObject({
      code: 'declare.dice',
      rule: 'OS-R-04',
    });
    expect(refusal(s, 0, { type: 'shoot', target: 'B1', dice: 4 }).code).toBe('allocate.cap');
    expect(refusal(s, 0, { type: 'shoot', target: 'A1', dice: 1 }).code).toBe('shoot.friendly');
    const declared = act(s, 0, { type: 'shoot', target: 'B1', dice: 2 });
    expect(ev(declared, 'allocated')).toMatchObject({ rule: 'OS-R-04', unit: 'A1', shoot: 2, move: 0 });
    expect(ev(declared, 'shot')).toMatchObject({ unit: 'A1', target: 'B1' });
    expect(uget(s, unitIndex(s, 'A1'), 1)).toBe(2);
    act(s, 1, { type: 'defend', dice: 0, returnFire: false });
    expect(dice(s)).toBe('3d6');
    roll(s, [1, 1, 1]);
    // Back at DP-08 with 3 dice left: Shoot is done (once per type), Move and Melee stay open.
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 0, label: 'DP-08' });
    expect(refusal(s, 0, { type: 'shoot', target: 'B1', dice: 1 })).toMatchObject({ code: 'declare.done' });
    const ended = act(s, 0, { type: 'end' });
    expect(ev(ended, 'activationEnd')).toMatchObject({ forfeited: [] });
    // The undeclared dice defend: A1 has 3 available.
    expect(osoi.view(s, 1).units[0]).toMatchObject({ id: 'A1', s: 2, a: 3 });
  });
});

describe('OSOI variants within the contract', () => {
  it('OS-R-04 OS-R-05 OS-R-15 OS-R-20 OS-R-26 seeded random battles with every variant of this file keep the contract', () => {
    const stats = runConformance(osoi, {
      games: 4,
      seed: 'osoi-variants',
      options: (i: number) => ({
        allocationMode: 'incremental',
        woundsStripCommittedDice: true,
        equipmentCountsTowardCap: true,
        figuresBlockLOS: i % 2 === 0,
        casualtyRule: 'nearestFirst',
        ...(i % 3 === 0 ? { scenario: 'SC-3' } : {}),
      }),
      legalSample: 12,
    });
    expect(stats.games).toBe(4);
  });
});
