import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { figureIndex, wound } from '../damage.ts';
import { osoi } from '../index.ts';
import {
  available,
  F_ALIVE,
  fget,
  figuresOf,
  U_H,
  U_REMOVED,
  U_S,
  uget,
  unitIndex,
  uset,
  type OSState,
} from '../state.ts';
import { act, battle, refusal, withArmies } from '../testing.ts';

const top = (s: OSState) => s.stack.at(-1)!;
const fig = (s: OSState, id: string) => figureIndex(s, id);

const vsGrunts = (options: Record<string, unknown> = {}) =>
  battle(
    withArmies(
      [{ catalogue: 'SOLDIER' }],
      [{ catalogue: 'GRUNT_RIFLES', size: 5 }, { catalogue: 'SOLDIER' }],
      options,
    ),
    {},
    0,
  );

describe('OSOI pool: health, spent and available dice', () => {
  it('OS-POOL-1 OS-UNIT-4 H0 is 5 for a character, 6 with Tough, the figures for a grunt group', () => {
    const s = battle(
      withArmies([{ catalogue: 'SOLDIER' }, { catalogue: 'BRUTE' }], [{ catalogue: 'GRUNT_THUGS', size: 3 }]),
      {},
    );
    expect([0, 1, 2].map((u) => uget(s, u, U_H))).toEqual([5, 6, 3]);
    expect(figuresOf(s, 2)).toHaveLength(3);
  });

  it('OS-POOL-2 A = max(0, H − S)', () => {
    const s = vsGrunts();
    uset(s, 0, U_S, 3);
    expect(available(s, 0)).toBe(2);
    uset(s, 0, U_S, 7);
    expect(available(s, 0)).toBe(0);
  });

  it('OS-R-02 OS-POOL-5 rulebook example, availableFirst: H 5, S 2, wounded for 2 → H 3, S 2, A 1', () => {
    const s = vsGrunts();
    const a1 = unitIndex(s, 'A1');
    uset(s, a1, U_S, 2);
    const events: GameEvent[] = [];
    expect(wound(s, a1, 2, [], 'OS-SHOOT-7', events)).toBe(2);
    expect([uget(s, a1, U_H), uget(s, a1, U_S), available(s, a1)]).toEqual([3, 2, 1]);
    expect(events).toEqual([
      { type: 'wound', rule: 'OS-SHOOT-7', unit: 'A1', damage: 2, lost: 2, health: 3 },
    ]);
  });

  it('OS-R-02 spentFirst: H 5, S 2, wounded for 2 → H 3, S 0, A 3', () => {
    const s = vsGrunts({ woundOrder: 'spentFirst' });
    const a1 = unitIndex(s, 'A1');
    uset(s, a1, U_S, 2);
    wound(s, a1, 2, [], 'OS-SHOOT-7', []);
    expect([uget(s, a1, U_H), uget(s, a1, U_S), available(s, a1)]).toEqual([3, 0, 3]);
    // spentFirst with more damage than spent dice: S 1, wounded for 3 → S 0, H 2.
    uset(s, a1, U_S, 1);
    wound(s, a1, 3, [], 'OS-SHOOT-7', []);
    expect([uget(s, a1, U_H), uget(s, a1, U_S), available(s, a1)]).toEqual([0, 0, 0]);
  });

  it('OS-POOL-6 OS-R-54 at H = 0 the unit is removed at once and the excess is lost', () => {
    const s = vsGrunts();
    const a1 = unitIndex(s, 'A1');
    const events: GameEvent[] = [];
    expect(wound(s, a1, 8, [], 'OS-SHOOT-7', events)).toBe(5);
    expect(events).toEqual([
      { type: 'wound', rule: 'OS-SHOOT-7', unit: 'A1', damage: 8, lost: 5, health: 0 },
      { type: 'unitRemoved', rule: 'OS-POOL-6', unit: 'A1' },
    ]);
    expect(uget(s, a1, U_REMOVED)).toBe(1);
    expect(figuresOf(s, a1)).toEqual([]);
    // OS-UNIT-11: a removed unit takes no more damage and never comes back.
    expect(wound(s, a1, 2, [], 'OS-SHOOT-7', [])).toBe(0);
    expect(uget(s, a1, U_H)).toBe(0);
  });

  it('OS-R-54 a grunt group of 5 wounded for 7 loses its 5 figures and nothing more', () => {
    const s = vsGrunts();
    const b1 = unitIndex(s, 'B1');
    const b2 = unitIndex(s, 'B2');
    const events: GameEvent[] = [];
    expect(wound(s, b1, 7, [], 'OS-SHOOT-7', events)).toBe(5);
    expect(uget(s, b1, U_REMOVED)).toBe(1);
    expect(uget(s, b2, U_H)).toBe(5);
    expect(events.map((e) => e.type)).toEqual(['wound', 'unitRemoved']);
  });
});

describe('OSOI casualties (DP-15)', () => {
  it('OS-R-20 OS-POOL-5 exposed figures go first; the owner chooses among them and then among the others', () => {
    const s = vsGrunts();
    const b1 = unitIndex(s, 'B1');
    const exposed = [fig(s, 'B1.2'), fig(s, 'B1.4')];
    const events: GameEvent[] = [];
    expect(wound(s, b1, 3, exposed, 'OS-SHOOT-7', events)).toBe(3);
    expect(uget(s, b1, U_H)).toBe(2);
    expect(top(s)).toMatchObject({ id: 'DP-15', player: 1, count: 3, exposed });
    const r = refusal(s, 1, { type: 'casualties', figures: ['B1.1', 'B1.2', 'B1.3'] });
    expect(r.code).toBe('casualties.exposed');
    expect(r.en).toBe('Exposed figures go first: 2 among B1.2, B1.4.');
    expect(refusal(s, 1, { type: 'casualties', figures: ['B1.2', 'B1.4'] }).en).toBe(
      'Remove exactly 3 figure(s) of Grunts fusiliers (B1).',
    );
    expect(refusal(s, 1, { type: 'casualties', figures: ['B1.2', 'B1.4', 'B1.4'] }).code).toBe(
      'casualties.figure',
    );
    expect(refusal(s, 1, { type: 'casualties', figures: ['B1.2', 'B1.4', 'A1.1'] }).code).toBe(
      'casualties.figure',
    );
    const done = act(s, 1, { type: 'casualties', figures: ['B1.4', 'B1.5', 'B1.2'] });
    expect(done[0]).toEqual({
      type: 'casualties',
      rule: 'OS-R-20',
      unit: 'B1',
      figures: ['B1.4', 'B1.5', 'B1.2'],
    });
    expect(figuresOf(s, b1)).toEqual([fig(s, 'B1.1'), fig(s, 'B1.3')]);
    // OS-POOL-1: H is the number of figures on the table.
    expect(uget(s, b1, U_H)).toBe(figuresOf(s, b1).length);
  });

  it('OS-R-20 more exposed figures than casualties: the choice is among the exposed only', () => {
    const s = vsGrunts();
    const b1 = unitIndex(s, 'B1');
    wound(s, b1, 1, [fig(s, 'B1.1'), fig(s, 'B1.2'), fig(s, 'B1.3')], 'OS-SHOOT-7', []);
    expect(refusal(s, 1, { type: 'casualties', figures: ['B1.5'] }).code).toBe('casualties.exposed');
    act(s, 1, { type: 'casualties', figures: ['B1.3'] });
    expect(fget(s, fig(s, 'B1.3'), F_ALIVE)).toBe(0);
  });

  it('OS-R-20 ARB-OS-62 a forced choice is applied without asking: exactly the exposed, or all of them and all the rest', () => {
    const s = vsGrunts();
    const b1 = unitIndex(s, 'B1');
    const events: GameEvent[] = [];
    wound(s, b1, 2, [fig(s, 'B1.1'), fig(s, 'B1.5')], 'OS-SHOOT-7', events);
    expect(events.at(-1)).toEqual({
      type: 'casualties',
      rule: 'OS-POOL-5',
      unit: 'B1',
      figures: ['B1.1', 'B1.5'],
    });
    expect(top(s).id).toBe('DP-06');
    // 3 left, none exposed, 2 casualties: the owner chooses 2 of the 3.
    wound(s, b1, 2, [], 'OS-SHOOT-7', []);
    expect(top(s)).toMatchObject({ id: 'DP-15', count: 2, exposed: [] });
  });

  it('OS-R-20 casualtyRule ownerFree: any figures', () => {
    const s = vsGrunts({ casualtyRule: 'ownerFree' });
    const b1 = unitIndex(s, 'B1');
    wound(s, b1, 2, [fig(s, 'B1.1'), fig(s, 'B1.2')], 'OS-SHOOT-7', []);
    expect(top(s)).toMatchObject({ id: 'DP-15', count: 2 });
    act(s, 1, { type: 'casualties', figures: ['B1.4', 'B1.5'] });
    expect(figuresOf(s, b1)).toEqual([fig(s, 'B1.1'), fig(s, 'B1.2'), fig(s, 'B1.3')]);
    expect(osoi.setup({ casualtyRule: 'nearestFirst' }).ok).toBe(true);
  });
});
