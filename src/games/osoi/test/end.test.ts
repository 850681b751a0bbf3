import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { wound } from '../damage.ts';
import { victoryPoints } from '../end.ts';
import { osoi } from '../index.ts';
import { settle } from '../round.ts';
import { G_ROUND, U_H, unitIndex, uset, type OSState } from '../state.ts';
import { act, activateWith, battle, refusal, withArmies } from '../testing.ts';

// Costs (OS-CAT-1): Soldier 27, Sniper 36, Brute 35 (H0 6), Rifle grunts of 4: 22.
const armies = withArmies(
  [{ catalogue: 'SOLDIER' }, { catalogue: 'BRUTE' }],
  [{ catalogue: 'SNIPER' }, { catalogue: 'GRUNT_RIFLES', size: 4 }],
);

const hit = (s: OSState, id: string, k: number, events: GameEvent[] = []) =>
  wound(s, unitIndex(s, id), k, [], 'OS-SHOOT-7', events);

describe('OSOI end of battle', () => {
  it('OS-END-5 destroyed units score their cost, units at H ≤ ⌊H0/2⌋ half of it (rounded down), others 0', () => {
    const s = battle(armies, {}, 0);
    expect([victoryPoints(s, 0), victoryPoints(s, 1)]).toEqual([0, 0]);
    // Soldier H 5 → 3: above ⌊5/2⌋ = 2, nothing; → 2: ⌊27/2⌋ = 13.
    hit(s, 'A1', 2);
    expect(victoryPoints(s, 1)).toBe(0);
    hit(s, 'A1', 1);
    expect(victoryPoints(s, 1)).toBe(13);
    // Brute H0 6: H 3 is half health: ⌊35/2⌋ = 17.
    hit(s, 'A2', 3);
    expect(victoryPoints(s, 1)).toBe(30);
    // Destroyed Soldier: its full 27.
    hit(s, 'A1', 2);
    expect(victoryPoints(s, 1)).toBe(44);
    // Grunts of 4 (cost 22) down to 2 figures (the casualties are forced: all exposed).
    const b2 = unitIndex(s, 'B2');
    wound(s, b2, 2, [s.info[b2]!.firstFigure, s.info[b2]!.firstFigure + 1], 'OS-SHOOT-7', []);
    expect(victoryPoints(s, 0)).toBe(11);
    expect(osoi.view(s, 0).vp).toEqual([11, 44]);
  });

  it('OS-END-1 OS-R-48 the side with no unit left loses at once, whatever the VP, mid-round', () => {
    const s = battle(armies, {}, 0);
    hit(s, 'B1', 4); // Sniper at 1: 18 VP for A
    activateWith(s, 'A1', { move: 1 });
    const events: GameEvent[] = [];
    hit(s, 'A1', 5, events);
    hit(s, 'A2', 6, events);
    settle(s, events);
    expect(events.at(-1)).toEqual({
      type: 'battleEnd',
      rule: 'OS-END-1',
      reason: 'elimination',
      vp: [18, 62],
      winners: [1],
    });
    expect(s.outcome).toEqual({ scores: [18, 62], ranks: [2, 1], winners: [1] });
    expect(osoi.pending(s).kind).toBe('over');
    expect(refusal(s, 0, { type: 'end' }).code).toBe('over');
  });

  it('OS-END-1 elimination wins even with fewer VP', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SNIPER' }, { catalogue: 'SOLDIER' }]),
      {},
      0,
    );
    hit(s, 'B1', 5); // A scores 36
    const events: GameEvent[] = [];
    hit(s, 'A1', 5, events); // B scores 27
    settle(s, events);
    expect(events.at(-1)).toMatchObject({ reason: 'elimination', vp: [36, 27], winners: [1] });
  });

  it('OS-END-4 a player concedes at his own decision point and the other side wins', () => {
    const s = battle(armies, {}, 0);
    expect(refusal(s, 1, { type: 'concede' }).code).toBe('turn');
    const events = act(s, 0, { type: 'concede' });
    expect(events).toEqual([
      { type: 'conceded', rule: 'OS-END-4', player: 0 },
      { type: 'battleEnd', rule: 'OS-END-4', reason: 'concession', vp: [0, 0], winners: [1] },
    ]);
    expect(s.outcome?.ranks).toEqual([2, 1]);
  });

  it('OS-END-2 OS-END-6 after the last round the side with more VP wins; equal VP is a draw', () => {
    const play = (damage: number) => {
      const s = battle({ ...armies, roundLimit: 1 }, {}, 0);
      if (damage > 0) hit(s, 'B1', damage);
      const events: GameEvent[] = [];
      for (const id of ['A1', 'B1', 'A2', 'B2']) events.push(...activateWith(s, id, {}));
      expect(s.w[G_ROUND]).toBe(1);
      return events.at(-1);
    };
    expect(play(0)).toEqual({
      type: 'battleEnd',
      rule: 'OS-END-6',
      reason: 'roundLimit',
      vp: [0, 0],
      winners: [0, 1],
    });
    expect(play(3)).toEqual({
      type: 'battleEnd',
      rule: 'OS-END-6',
      reason: 'roundLimit',
      vp: [18, 0],
      winners: [0],
    });
  });

  it('OS-END-6 one VP ahead wins at the round limit (half-health units on both sides)', () => {
    const s = battle({ ...armies, roundLimit: 1 }, {}, 0);
    uset(s, unitIndex(s, 'A1'), U_H, 2); // B: ⌊27/2⌋ = 13
    uset(s, unitIndex(s, 'B1'), U_H, 2); // A: ⌊36/2⌋ = 18
    uset(s, unitIndex(s, 'A2'), U_H, 3); // B: 13 + ⌊35/2⌋ = 30
    const b2 = unitIndex(s, 'B2');
    wound(s, b2, 2, [s.info[b2]!.firstFigure, s.info[b2]!.firstFigure + 1], 'OS-SHOOT-7', []); // A: 18 + 11 = 29
    expect([victoryPoints(s, 0), victoryPoints(s, 1)]).toEqual([29, 30]);
    for (const id of ['A1', 'B1', 'A2', 'B2']) activateWith(s, id, {});
    expect(s.outcome).toEqual({ scores: [29, 30], ranks: [2, 1], winners: [1] });
  });

  it('OS-END-6 a draw ranks both players first', () => {
    const s = battle({ ...armies, roundLimit: 1 }, {}, 0);
    for (const id of ['A1', 'B1', 'A2', 'B2']) activateWith(s, id, {});
    expect(s.outcome).toEqual({ scores: [0, 0], ranks: [1, 1], winners: [0, 1] });
  });
});
