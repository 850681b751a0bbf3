import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { removeUnit, wound } from '../damage.ts';
import { osoi } from '../index.ts';
import { settle } from '../round.ts';
import {
  available,
  G_ACTIVE,
  G_ROUND,
  G_UNIT,
  U_ACTIVATED,
  U_H,
  U_ORDER,
  U_S,
  uget,
  unitIndex,
  uset,
  type OSState,
} from '../state.ts';
import { act, activateWith, battle, refusal, roll, withArmies } from '../testing.ts';

const top = (s: OSState) => s.stack.at(-1)!;
const spent = (s: OSState, id: string) => uget(s, unitIndex(s, id), U_S);
const none = { move: 0, shoot: 0, melee: 0, special: 0 };

/** Activates `id` with nothing allocated: the activation ends at once (nothing resolvable, OS-ACT-8). */
function idle(s: OSState, id: string): GameEvent[] {
  return activateWith(s, id, {});
}

const duelOpen = withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]);

const threeVsOne = withArmies(
  [{ catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }, { catalogue: 'SOLDIER' }],
  [{ catalogue: 'SOLDIER' }],
);

describe('OSOI rounds and activation order', () => {
  it('OS-ROUND-1 OS-ROUND-2 round 1 starts with the first player, every unit unactivated with S = 0', () => {
    const s = battle(threeVsOne, {}, 1);
    expect(s.w[G_ROUND]).toBe(1);
    expect(top(s)).toEqual({ id: 'DP-06', player: 1 });
    expect(osoi.view(s, 0).roundLimit).toBe(6);
  });

  it('OS-ROUND-3 the other player activates if he can, else the same player continues', () => {
    const s = battle(threeVsOne, {}, 0);
    const seq: string[] = [];
    const play = (id: string) => {
      seq.push(id);
      idle(s, id);
    };
    play('A1');
    expect(top(s)).toEqual({ id: 'DP-06', player: 1 });
    play('B1');
    // B has nothing left: A activates its remaining units one after the other.
    expect(top(s)).toEqual({ id: 'DP-06', player: 0 });
    play('A2');
    expect(top(s)).toEqual({ id: 'DP-06', player: 0 });
    expect(s.w[G_ACTIVE]).toBe(0);
    play('A3');
    expect(seq).toEqual(['A1', 'B1', 'A2', 'A3']);
  });

  it('OS-ROUND-6 OS-R-38 the round ends when every unit has been activated, and round 2 starts', () => {
    const s = battle(threeVsOne, {}, 0);
    idle(s, 'A1');
    idle(s, 'B1');
    idle(s, 'A2');
    const events = idle(s, 'A3');
    const kinds = events.map((e) => e.type);
    expect(kinds.slice(-3)).toEqual(['activationEnd', 'roundEnd', 'roundStart']);
    expect(events.find((e) => e.type === 'roundEnd')).toMatchObject({ round: 1, rule: 'OS-ROUND-6' });
    expect(s.w[G_ROUND]).toBe(2);
    expect(top(s)).toEqual({ id: 'DP-06', player: 0 });
  });

  it('OS-ROUND-2 OS-POOL-3 OS-R-01 a new round resets S, activations and order dice; lost health stays lost', () => {
    const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {}, 0);
    const a1 = unitIndex(s, 'A1');
    activateWith(s, 'A1', { move: 1 });
    expect(spent(s, 'A1')).toBe(1);
    act(s, 0, { type: 'end' });
    uset(s, a1, U_ORDER, 2);
    s.w[s.uBase + a1 * 8] = 4; // H 5 → 4 (a wound)
    idle(s, 'B1');
    expect(s.w[G_ROUND]).toBe(2);
    expect(spent(s, 'A1')).toBe(0);
    expect(uget(s, a1, U_ACTIVATED)).toBe(0);
    expect(uget(s, a1, U_ORDER)).toBe(0);
    expect(available(s, a1)).toBe(4);
  });

  it('OS-R-39 firstPlayerPolicy alternate: the roll-off loser starts the even rounds', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], { firstPlayerPolicy: 'alternate' }),
      {},
      0,
    );
    idle(s, 'A1');
    const events = idle(s, 'B1');
    expect(events.find((e) => e.type === 'roundStart')).toMatchObject({ round: 2, first: 1 });
    expect(top(s)).toEqual({ id: 'DP-06', player: 1 });
  });

  it('OS-R-39 ARB-OS-63 firstPlayerPolicy rolloff: from round 2 a roll-off (ties repeat, announced) picks the round first player', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }], { firstPlayerPolicy: 'rolloff' }),
      {},
      0,
    );
    expect(top(s)).toEqual({ id: 'DP-06', player: 0 });
    idle(s, 'A1');
    idle(s, 'B1');
    expect(top(s)).toEqual({ id: 'DS-ROLLOFF', roller: 0, round: true });
    roll(s, [3]);
    expect(roll(s, [3])).toEqual([
      { type: 'roll', rule: 'OS-R-39', player: 1, dice: '1d6', faces: [3], total: 3, reroll: false },
      { type: 'rollOffTie', rule: 'OS-R-39', face: 3 },
    ]);
    expect(top(s)).toEqual({ id: 'DS-ROLLOFF', roller: 0, round: true });
    roll(s, [2]);
    const events = roll(s, [5]);
    expect(events.find((e) => e.type === 'roundFirstPlayer')).toMatchObject({ player: 1 });
    expect(top(s)).toEqual({ id: 'DP-06', player: 1 });
  });

  it('OS-ROUND-4 OS-R-07 there is no passing: at DP-06 only activate (or concede) is accepted', () => {
    const s = battle(threeVsOne, {}, 0);
    const r = refusal(s, 0, { type: 'end' });
    expect(r.code).toBe('input.type');
    expect(r.en).toBe('"end" is not expected now (DP-06); expected: activate, concede.');
    expect(
      osoi
        .legal(s, 0)
        .map((a) => a.type)
        .filter((t) => t !== 'concede'),
    ).toEqual(['activate', 'activate', 'activate']);
    // Allocating zero dice is allowed: every die stays for defence (OS-ACT-9).
    const events = idle(s, 'A1');
    expect(events.find((e) => e.type === 'activationEnd')).toMatchObject({ unit: 'A1', forfeited: [] });
    expect(spent(s, 'A1')).toBe(0);
  });

  it('OS-ROUND-5 a unit is activated once per round, and a removed unit is skipped', () => {
    const s = battle(threeVsOne, {}, 0);
    idle(s, 'A1');
    idle(s, 'B1');
    const r = refusal(s, 0, { type: 'activate', unit: 'A1' });
    expect(r.code).toBe('activate.unit');
    expect(r.en).toBe('"A1" cannot be activated; left to activate: A2, A3.');
    removeUnit(s, unitIndex(s, 'A2'), []);
    expect(refusal(s, 0, { type: 'activate', unit: 'A2' }).en).toBe(
      '"A2" cannot be activated; left to activate: A3.',
    );
    idle(s, 'A3');
    expect(s.w[G_ROUND]).toBe(2);
  });
});

describe('OSOI allocation', () => {
  const mixed = withArmies(
    [{ catalogue: 'SOLDIER' }, { catalogue: 'GRUNT_THUGS', size: 3 }, { catalogue: 'MEDIC' }],
    [{ catalogue: 'SOLDIER' }],
  );

  it('OS-ACT-3 OS-UNIT-3 OS-R-06 the pool dice of each action are capped by its characteristic (Soldier: Agilité 2, Tir 3)', () => {
    const s = battle(mixed, {}, 0);
    act(s, 0, { type: 'activate', unit: 'A1' });
    const move = refusal(s, 0, { type: 'allocate', ...none, move: 3 });
    expect(move.code).toBe('allocate.cap');
    expect(move.en).toBe("3 dice on Move: at most 2 (Soldat's Agility).");
    expect(refusal(s, 0, { type: 'allocate', ...none, shoot: 4 }).en).toBe(
      "4 dice on Shoot: at most 3 (Soldat's Shooting).",
    );
    expect(osoi.validate(s, 0, { type: 'allocate', ...none, move: 2, shoot: 3 }).ok).toBe(true);
  });

  it('OS-ACT-4 the total is at most A, and other refusals: negative, not a number', () => {
    const s = battle(mixed, {}, 0);
    const a1 = unitIndex(s, 'A1');
    uset(s, a1, U_S, 1); // defended once with 1 die: A = 4
    act(s, 0, { type: 'activate', unit: 'A1' });
    const total = refusal(s, 0, { type: 'allocate', ...none, move: 2, shoot: 3 });
    expect(total.code).toBe('allocate.total');
    expect(total.en).toBe('5 dice allocated; Soldat (A1) has only 4 available.');
    expect(refusal(s, 0, { type: 'allocate', ...none, move: -1 }).code).toBe('allocate.value');
    expect(refusal(s, 0, { type: 'allocate', ...none, move: 1.5 }).code).toBe('allocate.value');
    expect(refusal(s, 0, { type: 'allocate', ...none, move: '1' }).code).toBe('allocate.value');
    expect(osoi.validate(s, 0, { type: 'allocate', ...none, move: 1, shoot: 3 }).ok).toBe(true);
  });

  it('OS-ACT-1 a special action the unit does not have is refused at allocation, with its own list', () => {
    const s = battle(mixed, {}, 0);
    act(s, 0, { type: 'activate', unit: 'A1' });
    const r = refusal(s, 0, { type: 'allocate', ...none, special: 1, specialKind: 'HEAL' });
    expect(r.code).toBe('allocate.specialKind');
    expect(r.en).toBe('Soldat (A1) does not have the special action HEAL; its own: none.');
  });

  it('OS-R-30 a unit with no ranged weapon cannot allocate to Shoot', () => {
    const s = battle(mixed, {}, 0);
    idle(s, 'A1');
    idle(s, 'B1');
    act(s, 0, { type: 'activate', unit: 'A2' });
    const r = refusal(s, 0, { type: 'allocate', ...none, shoot: 1 });
    expect(r.code).toBe('allocate.unarmed');
    expect(r.rule).toBe('OS-R-30');
    expect(r.en).toBe('Grunts cogneurs (A2) has no ranged weapon: no shooting.');
  });

  it('OS-ACT-5 OS-POOL-4 the dice are spent on declaration, and stay spent when the actions are forfeited', () => {
    const s = battle(mixed, {}, 0);
    const events = activateWith(s, 'A1', { move: 1, shoot: 2 });
    expect(events.find((e) => e.type === 'allocated')).toMatchObject({ move: 1, shoot: 2, melee: 0 });
    expect(spent(s, 'A1')).toBe(3);
    expect(available(s, unitIndex(s, 'A1'))).toBe(2);
    const end = act(s, 0, { type: 'end' });
    expect(end.find((e) => e.type === 'activationEnd')).toMatchObject({
      rule: 'OS-ACT-8',
      forfeited: ['move', 'shoot'],
    });
    expect(spent(s, 'A1')).toBe(3);
    expect(s.w[G_UNIT]).toBe(-1);
  });

  it('OS-ACT-10 OS-ACT-2 OS-R-04 the allocation is public and declared once: a second allocate is refused', () => {
    const s = battle(mixed, {}, 0);
    activateWith(s, 'A1', { move: 1 });
    expect(osoi.view(s, 1).activation).toMatchObject({ unit: 'A1', move: 1, shoot: 0, unresolved: ['move'] });
    expect(refusal(s, 0, { type: 'allocate', ...none, move: 2 }).code).toBe('input.type');
  });

  it('OS-POOL-6 OS-R-05 a unit removed during its own activation loses its activation', () => {
    const s = battle(mixed, {}, 0);
    activateWith(s, 'A1', { move: 1 });
    const events: GameEvent[] = [];
    removeUnit(s, unitIndex(s, 'A1'), events);
    settle(s, events);
    expect(events.map((e) => e.type)).toEqual(['unitRemoved', 'activationLost', 'activationEnd']);
    expect(events.at(-1)).toMatchObject({ rule: 'OS-R-09', forfeited: ['move'] });
    expect(top(s)).toEqual({ id: 'DP-06', player: 1 });
  });

  it('OS-POOL-8 OS-R-05 dice committed at allocation stay usable after a wound takes H below S', () => {
    const s = battle(mixed, { A1: [[10, 5]] }, 0);
    const a1 = unitIndex(s, 'A1');
    activateWith(s, 'A1', { move: 2, shoot: 3 });
    wound(s, a1, 3, [], 'OS-SHOOT-7', []);
    expect([uget(s, a1, U_H), spent(s, 'A1'), available(s, a1)]).toEqual([2, 5, 0]);
    expect(osoi.view(s, 0).activation!.unresolved).toEqual(['move', 'shoot']);
    const moved = act(s, 0, { type: 'move', moveTo: { x: 11, y: 5 } });
    expect(moved.find((e) => e.type === 'moved')).toMatchObject({ unit: 'A1' });
    expect(osoi.view(s, 0).activation!.unresolved).toEqual(['shoot']);
  });

  it('OS-ACT-6 OS-ACT-7 the allocated actions resolve in any order, targets chosen at resolution', () => {
    const s = battle(duelOpen, { A1: [[55, 5]], B1: [[55, 19]] }, 0);
    const events = activateWith(s, 'A1', { move: 1, shoot: 1 });
    // The allocation names no target and no path.
    expect(events.at(-1)).toEqual({
      type: 'allocated',
      rule: 'OS-ACT-2',
      player: 0,
      unit: 'A1',
      move: 1,
      shoot: 1,
      melee: 0,
      special: 0,
    });
    // Shoot first, then Move.
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 0, returnFire: false });
    roll(s, [1, 1]);
    expect(top(s)).toEqual({ id: 'DP-08', player: 0 });
    expect(osoi.view(s, 0).activation!.unresolved).toEqual(['move']);
    act(s, 0, { type: 'move', moveTo: { x: 54, y: 5 } });
    expect(top(s)).toEqual({ id: 'DP-06', player: 1 });
  });

  it('OS-R-03 OS-POOL-4 defence dice are spent: a unit that defended with 2 allocates at most A = 3', () => {
    const s = battle(duelOpen, { A1: [[55, 5]], B1: [[55, 19]] }, 0);
    activateWith(s, 'A1', { shoot: 1 });
    act(s, 0, { type: 'shoot', target: 'B1' });
    act(s, 1, { type: 'defend', dice: 2, returnFire: false });
    roll(s, [1, 1]);
    roll(s, [1, 1]);
    expect(spent(s, 'B1')).toBe(2);
    act(s, 1, { type: 'activate', unit: 'B1' });
    expect(refusal(s, 1, { type: 'allocate', ...none, move: 2, shoot: 2 }).en).toBe(
      '4 dice allocated; Soldat (B1) has only 3 available.',
    );
    act(s, 1, { type: 'allocate', ...none, move: 1, shoot: 2 });
    expect(spent(s, 'B1')).toBe(5);
  });

  it('OS-UNIT-7 a grunt group is one unit: one activation, one allocation for all its figures', () => {
    const s = battle(mixed, {}, 0);
    idle(s, 'A1');
    idle(s, 'B1');
    const events = activateWith(s, 'A2', { move: 1 });
    expect(events.map((e) => e.type)).toEqual(['allocated']);
    expect(spent(s, 'A2')).toBe(1);
    act(s, 0, { type: 'end' });
    expect(refusal(s, 0, { type: 'activate', unit: 'A2' }).code).toBe('activate.unit');
  });

  it('OS-R-08 each action type at most once per activation: a second Move is refused', () => {
    const s = battle(mixed, { A1: [[10, 5]] }, 0);
    activateWith(s, 'A1', { move: 1, shoot: 1 });
    act(s, 0, { type: 'move', moveTo: { x: 11, y: 5 } });
    expect(refusal(s, 0, { type: 'move', moveTo: { x: 12, y: 5 } }).code).toBe('ACTION_NOT_AVAILABLE');
    // More than one special action per activation is OS-R-08's variant (special.test.ts).
    expect(osoi.setup({ specialActionsPerActivation: 2 }).ok).toBe(true);
  });
});
