import { describe, expect, it } from 'vitest';
import { osoi } from '../index.ts';
import { rect } from '../map.ts';
import {
  F_X,
  F_Y,
  fget,
  G_DONE,
  G_UNIT,
  U_ORDER,
  U_REMOVED,
  U_S,
  uget,
  unitIndex,
  uset,
  type OSState,
} from '../state.ts';
import { act, activateWith, battle, refusal, roll, scenarioBattle, withArmies } from '../testing.ts';
import { victoryPoints } from '../end.ts';
import { moveCandidates } from '../move-candidates.ts';
import { translatedPaths } from '../movement.ts';
import type { OSAction, Point } from '../actions.ts';
import { unresolved } from '../round.ts';
import { SeededRng } from '../../../engine/rng.ts';
import { SeededDice } from '../../../engine/sources.ts';
import { figureIndex } from '../damage.ts';
import { unitsEngaged } from '../geometry.ts';

/**
 * A 60 × 40 m table: a swamp (difficult, 0, mud) next to a ford (difficult, 1, water), a building
 * (impassable), a grove (not difficult) and a grove the players agreed to call difficult (OS-TERR-8).
 */
const MAP = {
  name: 'test',
  width: 60,
  depth: 40,
  features: [
    { type: 'swamp', polygon: rect(20, 30, 10, 20) },
    { type: 'ford', polygon: rect(30, 34, 10, 20) },
    { type: 'building', name: 'Ferme', polygon: rect(40, 44, 10, 14) },
    { type: 'grove', polygon: rect(5, 10, 20, 25) },
    { type: 'grove', name: 'Ronces', polygon: rect(50, 55, 20, 25), difficult: true, moveDifficulty: 2 },
  ],
};

const RAIN = { name: 'pluie torrentielle', testKinds: ['move'], featureTags: ['mud'], difficulty: 1 };

function opts(a: unknown[], b: unknown[], more: Record<string, unknown> = {}) {
  return withArmies(a as never, b as never, { map: MAP, ...more });
}

/** Centre of a figure, in metres. */
function pos(s: OSState, id: string): [number, number] {
  const f = figureIndex(s, id);
  return [fget(s, f, F_X) / 1000, fget(s, f, F_Y) / 1000];
}

/** Where a Move input leaves each moving figure (either form: paths, or 4.3's translate). */
function moveEnds(s: OSState, a: Extract<OSAction, { type: 'move' }>): Point[] {
  const paths = a.translate ? translatedPaths(s, a.translate) : a.paths;
  return Object.values(paths).map((p) => p.at(-1)!);
}

const SOLDIER = { catalogue: 'SOLDIER' };
const GRUNTS = (size: number) => ({ catalogue: 'GRUNT_THUGS', size });

/** A soldier (Agilité 2) of side A against a soldier of side B far away. */
function soldierAt(x: number, y: number, enemy: [number, number] = [50, 35], more = {}): OSState {
  return battle(opts([SOLDIER], [SOLDIER], more), { A1: [[x, y]], B1: [enemy] });
}

describe('OSOI movement: automatic moves', () => {
  it('OS-MOVE-1 each Move die gives 2 m: 2 dice move exactly 4 m, not 4.002 m', () => {
    const s = soldierAt(10, 5);
    activateWith(s, 'A1', { move: 2 });
    const e = refusal(s, 0, { type: 'move', moveTo: { x: 10, y: 9.002 } });
    expect(e.code).toBe('PATH_TOO_LONG');
    expect(e.rule).toBe('OS-MOVE-2');
    expect(e.en).toBe('The path of A1.1 is 4.002 m long, 0.002 m too long: at most 4 m (2 dice × 2 m).');
    const events = act(s, 0, { type: 'move', moveTo: { x: 10, y: 9 } });
    expect(pos(s, 'A1.1')).toEqual([10, 9]);
    expect(events.find((x) => x.type === 'moved')).toEqual({
      type: 'moved',
      rule: 'OS-MOVE-3',
      rules: ['OS-MOVE-3'],
      unit: 'A1',
      tested: false,
      paths: {
        'A1.1': [
          [10, 5],
          [10, 9],
        ],
      },
    });
  });

  it('OS-MOVE-1 the Move allocation is capped by Agilité (3 dice for a soldier with Agilité 2 is refused)', () => {
    const s = soldierAt(10, 5);
    act(s, 0, { type: 'activate', unit: 'A1' });
    const e = refusal(s, 0, { type: 'allocate', move: 3, shoot: 0, melee: 0, special: 0 });
    expect(e.code).toBe('allocate.cap');
  });

  it('OS-MOVE-2 the translate form (4.3) is kept as given by validate and moves every figure of the group like the same paths', () => {
    const start = () => {
      const s = battle(opts([GRUNTS(3)], [SOLDIER]), {
        A1: [
          [10, 5],
          [12, 5],
          [14, 5],
        ],
        B1: [[50, 35]],
      });
      activateWith(s, 'A1', { move: 2 });
      return s;
    };
    const s = start();
    const v = osoi.validate(s, 0, { type: 'move', translate: { x: 1.5, y: 2.25 }, extra: 'ignored' });
    expect(v).toEqual({ ok: true, value: { type: 'move', translate: { x: 1.5, y: 2.25 } } });
    const events = act(s, 0, { type: 'move', translate: { x: 1.5, y: 2.25 } });
    expect([pos(s, 'A1.1'), pos(s, 'A1.2'), pos(s, 'A1.3')]).toEqual([
      [11.5, 7.25],
      [13.5, 7.25],
      [15.5, 7.25],
    ]);
    const t = start();
    const same = act(t, 0, {
      type: 'move',
      paths: {
        'A1.1': [{ x: 11.5, y: 7.25 }],
        'A1.2': [{ x: 13.5, y: 7.25 }],
        'A1.3': [{ x: 15.5, y: 7.25 }],
      },
    });
    expect(events).toEqual(same);
    expect(osoi.hash(s)).toBe(osoi.hash(t));
    // Too long for 2 dice (4 m): refused with 4.3's code, like the paths.
    expect(refusal(start(), 0, { type: 'move', translate: { x: 3, y: 3 } }).code).toBe('PATH_TOO_LONG');
  });

  it('OS-MOVE-2 a path is a polyline whose length is the sum of its legs; figures left out stay', () => {
    const s = battle(opts([GRUNTS(3)], [SOLDIER]), {
      A1: [
        [10, 5],
        [12, 5],
        [14, 5],
      ],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    // 3 m north then 1 m east: 4 m.
    const e = refusal(s, 0, {
      type: 'move',
      paths: {
        'A1.1': [
          { x: 10, y: 7 },
          { x: 12.001, y: 7 },
        ],
      },
    });
    expect(e.code).toBe('PATH_TOO_LONG');
    // 2 m + 2.000116 m: the excess is rounded up, never "0 m too long".
    expect(
      refusal(s, 0, {
        type: 'move',
        paths: {
          'A1.1': [
            { x: 10, y: 7 },
            { x: 10.6, y: 8.908 },
          ],
        },
      }).en,
    ).toBe('The path of A1.1 is 4 m long, 0.001 m too long: at most 4 m (2 dice × 2 m).');
    act(s, 0, {
      type: 'move',
      paths: {
        'A1.1': [
          { x: 10, y: 7 },
          { x: 12, y: 7 },
        ],
        'A1.2': [],
      },
    });
    expect(pos(s, 'A1.1')).toEqual([12, 7]);
    expect(pos(s, 'A1.2')).toEqual([12, 5]);
    expect(pos(s, 'A1.3')).toEqual([14, 5]);
    // The Move is resolved and nothing else was allocated: the activation is over.
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-06' });
  });

  it('OS-MOVE-2 a figure of another unit, or a malformed path, is refused with what is allowed', () => {
    const s = soldierAt(10, 5);
    activateWith(s, 'A1', { move: 2 });
    expect(refusal(s, 0, { type: 'move', paths: { 'B1.1': [{ x: 10, y: 6 }] } }).en).toBe(
      '"B1.1" is not a figure of A1 on the table; its figures: A1.1.',
    );
    expect(refusal(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 'a', y: 6 }] } }).code).toBe('move.paths');
    expect(refusal(s, 0, { type: 'move' }).code).toBe('move.input');
  });

  it('OS-MOVE-3 a path merely touching a difficult feature’s boundary makes the move a test; stopping 1 mm short does not', () => {
    const s = soldierAt(16, 15);
    activateWith(s, 'A1', { move: 2 });
    const auto = act(osoi.clone(s), 0, { type: 'move', moveTo: { x: 19.999, y: 15 } });
    expect(auto.find((x) => x.type === 'moved')?.tested).toBe(false);
    const tested = act(s, 0, { type: 'move', moveTo: { x: 20, y: 15 } });
    expect(tested.find((x) => x.type === 'moveTest')).toEqual({
      type: 'moveTest',
      rule: 'OS-MOVE-4',
      unit: 'A1',
      difficulty: 0,
      features: ['Marécage'],
      conditions: [],
    });
    expect(osoi.pending(s)).toMatchObject({ kind: 'chance', request: { rule: 'OS-MOVE-4', dice: '2d6' } });
    expect(pos(s, 'A1.1')).toEqual([16, 15]);
  });

  it('OS-MOVE-7 a coherent group must end its automatic move coherent (COHERENCY), a chain of 2 m gaps is coherent', () => {
    const s = battle(opts([GRUNTS(3)], [SOLDIER]), {
      A1: [
        [10, 5],
        [13, 5],
        [16, 5],
      ],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    const e = refusal(s, 0, { type: 'move', paths: { 'A1.3': [{ x: 16.001, y: 5 }] } });
    expect(e.code).toBe('COHERENCY');
    expect(e.rule).toBe('OS-MOVE-7');
    expect(e.en).toBe(
      'After this automatic move, Grunts cogneurs (A1) would be in 2 pieces (it had 1): every figure must stay within 2 m edge to edge of another of the group, as a chain.',
    );
    act(s, 0, { type: 'move', translate: { x: 0, y: 4 } });
    expect([pos(s, 'A1.1'), pos(s, 'A1.2'), pos(s, 'A1.3')]).toEqual([
      [10, 9],
      [13, 9],
      [16, 9],
    ]);
  });
});

describe('OSOI movement: the tested move', () => {
  it('OS-MOVE-10 rulebook example: the werewolf in the swamp: 4 dice at d = 0 + 1 (pluie torrentielle), 3 successes, it advances 4 m', () => {
    const s = battle(opts([{ catalogue: 'WEREWOLF' }], [SOLDIER], { conditions: [RAIN] }), {
      A1: [[18, 15]],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 4 });
    const declared = act(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 26, y: 15 }] } });
    expect(declared.find((x) => x.type === 'moveTest')).toMatchObject({
      difficulty: 1,
      features: ['Marécage'],
      conditions: ['pluie torrentielle'],
    });
    expect(osoi.pending(s)).toMatchObject({
      kind: 'chance',
      request: { rule: 'OS-MOVE-4', dice: '4d6', params: { difficulty: 1 } },
    });
    const rolled = roll(s, [6, 5, 4, 2]);
    expect(rolled[0]).toMatchObject({
      type: 'roll',
      step: 'DS-MOVE',
      successes: 3,
      difficulty: 1,
      margin: 2,
    });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 0, label: 'DP-09' });
    const moved = act(s, 0, { type: 'stop', at: {} });
    expect(pos(s, 'A1.1')).toEqual([22, 15]);
    expect(moved.find((x) => x.type === 'moved')).toEqual({
      type: 'moved',
      rule: 'OS-MOVE-4',
      rules: ['OS-MOVE-4'],
      unit: 'A1',
      tested: true,
      allowance: 4,
      paths: {
        'A1.1': [
          [18, 15],
          [22, 15],
        ],
      },
    });
  });

  it('OS-MOVE-4 d is the highest moveDifficulty touched; a figure advances min(path, 2 × margin) and may stop earlier (DP-09)', () => {
    const s = battle(opts([{ catalogue: 'WEREWOLF' }], [SOLDIER]), { A1: [[27, 15]], B1: [[50, 35]] });
    activateWith(s, 'A1', { move: 4 });
    // Swamp (0) then ford (1): d = 1. A 5-m polyline.
    act(s, 0, {
      type: 'move',
      paths: {
        'A1.1': [
          { x: 31, y: 15 },
          { x: 31, y: 16 },
        ],
      },
    });
    expect(osoi.pending(s)).toMatchObject({ request: { params: { difficulty: 1 } } });
    roll(s, [6, 6, 6, 6]); // margin 3: allowance 6 m > 5 m
    const e = refusal(s, 0, { type: 'stop', at: { 'A1.1': 5.001 } });
    expect(e.en).toBe('A1.1 may stop from 0 to 5 m along its path; got 5.001.');
    const moved = act(s, 0, { type: 'stop', at: { 'A1.1': 4.5 } });
    expect(pos(s, 'A1.1')).toEqual([31, 15.5]);
    expect(moved.find((x) => x.type === 'moved')).toMatchObject({
      rules: ['OS-MOVE-4', 'DP-09'],
      paths: {
        'A1.1': [
          [27, 15],
          [31, 15],
          [31, 15.5],
        ],
      },
    });
  });

  it('OS-MOVE-4 the test uses the order dice held when the owner adds them (DP-14)', () => {
    const s = battle(opts([{ catalogue: 'WEREWOLF' }], [SOLDIER]), { A1: [[25, 15]], B1: [[50, 35]] });
    uset(s, unitIndex(s, 'A1'), U_ORDER, 1);
    activateWith(s, 'A1', { move: 1 });
    act(s, 0, { type: 'move', moveTo: { x: 25, y: 17 } });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 0, label: 'DP-14' });
    act(s, 0, { type: 'orderDice', use: true });
    expect(osoi.pending(s)).toMatchObject({ request: { dice: '2d6' } });
    roll(s, [4, 1]);
    act(s, 0, { type: 'stop', at: {} });
    expect(pos(s, 'A1.1')).toEqual([25, 17]);
  });

  it('OS-MOVE-5 with margin 0 no figure moves and the dice stay spent', () => {
    const s = battle(opts([{ catalogue: 'WEREWOLF' }], [SOLDIER]), { A1: [[32, 15]], B1: [[50, 35]] });
    activateWith(s, 'A1', { move: 3 });
    act(s, 0, { type: 'move', moveTo: { x: 32, y: 19 } });
    const events = roll(s, [4, 3, 2]); // 1 success − d 1 (ford) = 0
    expect(events.find((x) => x.type === 'moved')).toEqual({
      type: 'moved',
      rule: 'OS-MOVE-5',
      rules: ['OS-MOVE-5'],
      unit: 'A1',
      tested: true,
      paths: { 'A1.1': [[32, 15]] },
    });
    expect(pos(s, 'A1.1')).toEqual([32, 15]);
    expect(uget(s, unitIndex(s, 'A1'), U_S)).toBe(3);
    // Nothing else allocated: the activation is over, side B is to pick.
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-06' });
  });

  it('OS-MOVE-6 in a tested move a figure whose stop would overlap a friendly base stops at the last legal point before it', () => {
    const s = battle(opts([{ catalogue: 'WEREWOLF' }, SOLDIER], [SOLDIER]), {
      A1: [[22, 15]],
      A2: [[26, 15]],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 4 });
    // Over the friendly soldier (allowed) to 7.5 m east; the roll stops it at 4 m, on top of the soldier.
    act(s, 0, { type: 'move', moveTo: { x: 29.5, y: 15 } });
    roll(s, [6, 6, 1, 1]);
    const moved = act(s, 0, { type: 'stop', at: {} });
    expect(pos(s, 'A1.1')).toEqual([25, 15]);
    expect(moved.find((x) => x.type === 'moved')?.rules).toEqual(['OS-MOVE-4', 'OS-MOVE-6']);
  });

  it('OS-MOVE-6 the swept base may not cross an enemy base (PATH_BLOCKED_ENEMY) and must not end on a base (OVERLAP)', () => {
    const s = battle(opts([SOLDIER, SOLDIER], [SOLDIER]), {
      A1: [[10, 5]],
      A2: [[12, 5]],
      B1: [[10, 7]],
    });
    activateWith(s, 'A1', { move: 2 });
    const blocked = refusal(s, 0, { type: 'move', moveTo: { x: 10, y: 9 } });
    expect(blocked.code).toBe('PATH_BLOCKED_ENEMY');
    expect(blocked.en).toBe(
      'The path of A1.1 from (10, 5) to (10, 9) goes through the enemy base of Soldat (B1.1): bases pass over friends, not enemies.',
    );
    // Grazing the enemy base (centres exactly 1 m apart at the closest) is allowed.
    expect(
      osoi.validate(s, 0, {
        type: 'move',
        paths: {
          'A1.1': [
            { x: 9, y: 5 },
            { x: 9, y: 8 },
          ],
        },
      }).ok,
    ).toBe(true);
    const overlap = refusal(s, 0, { type: 'move', moveTo: { x: 12, y: 5.5 } });
    expect(overlap.code).toBe('OVERLAP');
    expect(overlap.en).toBe('A1.1 at (12, 5.5) would overlap Soldat (A2.1); bases may touch, not overlap.');
    // Over the friendly soldier to the far side: allowed.
    act(s, 0, { type: 'move', moveTo: { x: 13.5, y: 5 } });
    expect(pos(s, 'A1.1')).toEqual([13.5, 5]);
  });

  it('OS-MOVE-7 a tested move does not enforce coherency; one test, one allowance for the whole group', () => {
    const s = battle(opts([GRUNTS(2)], [SOLDIER]), {
      A1: [
        [24, 15],
        [26, 15],
      ],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    act(s, 0, {
      type: 'move',
      paths: { 'A1.1': [{ x: 24, y: 11 }], 'A1.2': [{ x: 26, y: 19 }] },
    });
    expect(osoi.pending(s)).toMatchObject({ request: { dice: '2d6' } });
    roll(s, [5, 5]);
    act(s, 0, { type: 'stop', at: {} });
    expect(pos(s, 'A1.1')).toEqual([24, 11]);
    expect(pos(s, 'A1.2')).toEqual([26, 19]);
  });

  it('OS-MOVE-8 leaving engagement has no effect: an engaged figure simply walks away', () => {
    const s = soldierAt(10, 5, [10, 6.5]);
    activateWith(s, 'A1', { move: 2 });
    act(s, 0, { type: 'move', moveTo: { x: 10, y: 1 } });
    expect(pos(s, 'A1.1')).toEqual([10, 1]);
  });

  it('OS-MOVE-2 moveIntoContact runs straight at an enemy figure and stops with the bases touching, 1 mm back if rounding overlaps', () => {
    const s = soldierAt(10, 5, [11, 7]);
    activateWith(s, 'A1', { move: 2 });
    // √5 m apart: the contact point rounds to (10.553, 6.106), 0.48 mm too close; 1 mm further back it is clear.
    const events = act(s, 0, { type: 'move', moveIntoContact: 'B1.1' });
    expect(pos(s, 'A1.1')).toEqual([10.552, 6.105]);
    expect(events.find((x) => x.type === 'moved')?.tested).toBe(false);
  });

  it('OS-R-25 moving into engagement is free: a soldier 4 m from an enemy moves 3.5 m into base contact and is engaged', () => {
    const s = soldierAt(10, 5, [10, 9.5]);
    activateWith(s, 'A1', { move: 2 });
    expect(unitsEngaged(s, unitIndex(s, 'A1'), unitIndex(s, 'B1'))).toBe(false);
    expect(refusal(s, 0, { type: 'move', moveIntoContact: 'A1.1' }).code).toBe('move.moveIntoContact');
    act(s, 0, { type: 'move', moveIntoContact: 'B1.1' });
    expect(pos(s, 'A1.1')).toEqual([10, 8.5]);
    expect(unitsEngaged(s, unitIndex(s, 'A1'), unitIndex(s, 'B1'))).toBe(true);
  });

  it('OS-MOVE-9 no part of a base may leave the table, at the end or on the way (OFF_TABLE)', () => {
    const s = soldierAt(1, 5);
    activateWith(s, 'A1', { move: 2 });
    const e = refusal(s, 0, { type: 'move', moveTo: { x: 0.499, y: 5 } });
    expect(e.code).toBe('OFF_TABLE');
    expect(e.en).toBe(
      "The base of A1.1 at (0.499, 5) would hang over the table's edge (60 × 40 m, base radius 0.5 m).",
    );
    expect(
      refusal(s, 0, {
        type: 'move',
        paths: {
          'A1.1': [
            { x: 0.4, y: 6 },
            { x: 1, y: 7 },
          ],
        },
      }).code,
    ).toBe('OFF_TABLE');
    act(s, 0, { type: 'move', moveTo: { x: 0.5, y: 5 } });
    expect(pos(s, 'A1.1')).toEqual([0.5, 5]);
  });

  it('ARB-OS-15 staying put (no path) resolves the Move; a Move already resolved is refused (ACTION_NOT_AVAILABLE)', () => {
    const s = soldierAt(10, 5);
    activateWith(s, 'A1', { move: 1 });
    const t = osoi.clone(s);
    t.w[G_DONE] = 1; // as if resolved while another action is still to come
    const e = refusal(t, 0, { type: 'move', paths: {} });
    expect(e.code).toBe('ACTION_NOT_AVAILABLE');
    expect(e.en).toBe('No Move action to resolve: it needs allocated dice and must not be resolved already.');
    act(s, 0, { type: 'move', paths: {} });
    expect(pos(s, 'A1.1')).toEqual([10, 5]);
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-06' });
  });
});

describe('OSOI movement: terrain and conditions', () => {
  it('OS-TERR-6 a condition without tags adds to every move test, one with tags only when a path touches such a feature', () => {
    const flood = { name: 'crue', testKinds: ['move'], featureTags: ['water'], difficulty: 2 };
    const night = { name: 'nuit', testKinds: ['move', 'shoot'], difficulty: 1 };
    const mist = { name: 'brume', testKinds: ['shoot'], difficulty: 3 };
    const s = battle(opts([{ catalogue: 'WEREWOLF' }], [SOLDIER], { conditions: [flood, night, mist] }), {
      A1: [[25, 15]],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 3 });
    const swamp = act(osoi.clone(s), 0, { type: 'move', moveTo: { x: 25, y: 18 } });
    expect(swamp.find((x) => x.type === 'moveTest')).toMatchObject({ difficulty: 1, conditions: ['nuit'] });
    const ford = act(s, 0, { type: 'move', moveTo: { x: 30, y: 15 } });
    expect(ford.find((x) => x.type === 'moveTest')).toMatchObject({
      difficulty: 1 + 2 + 1,
      features: ['Marécage', 'Gué'],
      conditions: ['crue', 'nuit'],
    });
  });

  it('OS-TERR-6 conditions do not make an automatic move a test', () => {
    const night = { name: 'nuit', testKinds: ['move'], difficulty: 1 };
    const s = soldierAt(10, 5, [50, 35], { conditions: [night] });
    activateWith(s, 'A1', { move: 2 });
    const events = act(s, 0, { type: 'move', moveTo: { x: 10, y: 9 } });
    expect(events.find((x) => x.type === 'moved')?.tested).toBe(false);
  });

  it('OS-TERR-7 no part of a base may enter an impassable feature (PATH_BLOCKED_TERRAIN); going around is fine', () => {
    const s = soldierAt(42, 8);
    activateWith(s, 'A1', { move: 2 });
    const e = refusal(s, 0, { type: 'move', moveTo: { x: 42, y: 9.6 } });
    expect(e.code).toBe('PATH_BLOCKED_TERRAIN');
    expect(e.en).toBe(
      'The path of A1.1 from (42, 8) to (42, 9.6) takes its base into Ferme (F3), which is impassable: go around it.',
    );
    act(s, 0, {
      type: 'move',
      paths: {
        'A1.1': [
          { x: 42, y: 9.5 },
          { x: 39.5, y: 9.5 },
        ],
      },
    });
    expect(pos(s, 'A1.1')).toEqual([39.5, 9.5]);
  });

  it('OS-TERR-8 only the features agreed as difficult make a move a test: the default grove does not, the thorny one does', () => {
    const s = soldierAt(7, 18);
    activateWith(s, 'A1', { move: 2 });
    expect(act(s, 0, { type: 'move', moveTo: { x: 7, y: 22 } }).find((x) => x.type === 'moved')?.tested).toBe(
      false,
    );
    const t = soldierAt(52, 18);
    activateWith(t, 'A1', { move: 2 });
    expect(
      act(t, 0, { type: 'move', moveTo: { x: 52, y: 21 } }).find((x) => x.type === 'moveTest'),
    ).toMatchObject({
      difficulty: 2,
      features: ['Ronces'],
    });
  });

  it('OS-UNIT-9 coherency links figures at edge distance ≤ 2 m as a chain; a lone figure is coherent', () => {
    const s = battle(opts([GRUNTS(3)], [SOLDIER]), {
      A1: [
        [10, 5],
        [13, 5],
        [16, 5],
      ],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    // The chain A1.1 – A1.2 – A1.3 at 2 m gaps stays coherent when A1.1 swings round A1.2.
    expect(osoi.validate(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 11.2, y: 7.4 }] } }).ok).toBe(true);
    expect(refusal(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 11.2, y: 7.401 }] } }).code).toBe(
      'COHERENCY',
    );
    const one = battle(opts([GRUNTS(1)], [SOLDIER]), { A1: [[10, 5]], B1: [[50, 35]] });
    activateWith(one, 'A1', { move: 1 });
    act(one, 0, { type: 'move', moveTo: { x: 10, y: 7 } });
    expect(pos(one, 'A1.1')).toEqual([10, 7]);
  });

  it('OS-R-21 a group that starts incoherent may move, but never into more pieces than it had', () => {
    const s = battle(opts([GRUNTS(3)], [SOLDIER]), {
      A1: [
        [15, 5],
        [20, 5],
        [23, 5],
      ],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    // 2 pieces (A1.1 | A1.2 A1.3); A1.3 leaving A1.2 would make 3.
    expect(refusal(s, 0, { type: 'move', paths: { 'A1.3': [{ x: 23.001, y: 8 }] } }).code).toBe('COHERENCY');
    expect(osoi.validate(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 14, y: 5 }] } }).ok).toBe(true);
    act(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 17, y: 5 }] } }); // back together: 1 piece
    expect(pos(s, 'A1.1')).toEqual([17, 5]);
  });

  it('OS-R-23 starting inside difficult terrain counts as touching it; paths are fixed before the roll', () => {
    const s = battle(opts([{ catalogue: 'WEREWOLF' }], [SOLDIER]), { A1: [[21, 15]], B1: [[50, 35]] });
    activateWith(s, 'A1', { move: 1 });
    act(s, 0, { type: 'move', moveTo: { x: 19, y: 15 } }); // leaving the swamp
    expect(osoi.pending(s)).toMatchObject({ kind: 'chance', request: { rule: 'OS-MOVE-4' } });
    expect(refusal(s, 0, { type: 'move', moveTo: { x: 21, y: 17 } }).code).toBe('turn');
    roll(s, [5]);
    act(s, 0, { type: 'stop', at: {} });
    expect(pos(s, 'A1.1')).toEqual([19, 15]);
  });

  it('OS-R-24 a figure may move less than its allowance and pass over friends, but ends clear of every base', () => {
    const s = battle(opts([GRUNTS(2)], [SOLDIER]), {
      A1: [
        [10, 5],
        [11, 5],
      ],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    // Leapfrog: A1.1 passes over A1.2 and stops 1 m beyond it (1.5 m of 4 m).
    expect(refusal(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 11.5, y: 5 }] } }).en).toBe(
      'A1.1 at (11.5, 5) and A1.2 at (11, 5) would overlap at the end of the move; bases may touch, not overlap.',
    );
    act(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 12, y: 5 }] } });
    expect(pos(s, 'A1.1')).toEqual([12, 5]);
  });
});

describe('OSOI movement: candidates', () => {
  it('OS-MOVE-2 legal moves: stay, translations in 16 directions, into contact with enemies in reach; all validate', () => {
    const s = soldierAt(10, 5, [10, 9.5]);
    activateWith(s, 'A1', { move: 2 });
    const moves = osoi.legal(s, 0).filter((a) => a.type === 'move');
    expect(moves[0]).toEqual({ type: 'move', paths: {} });
    for (const a of moves) expect(osoi.validate(s, 0, JSON.parse(JSON.stringify(a))).ok).toBe(true);
    // Straight north is blocked by the enemy at 4.5 m; contact is 3.5 m north.
    // Whole-unit translations are offered in 4.3's translate form (a vector in metres).
    expect(moves).toContainEqual({ type: 'move', translate: { x: 0, y: 3.5 } });
    expect(moves).toContainEqual({ type: 'move', translate: { x: 4, y: 0 } });
    expect(moves).not.toContainEqual({ type: 'move', translate: { x: 0, y: 4 } });
    expect(moves.length).toBeGreaterThan(50);
  });

  it('OS-MOVE-4 DP-09 candidates: no earlier stop, or a figure staying or stopping halfway', () => {
    const s = battle(opts([{ catalogue: 'WEREWOLF' }], [SOLDIER]), { A1: [[25, 15]], B1: [[50, 35]] });
    activateWith(s, 'A1', { move: 2 });
    act(s, 0, { type: 'move', moveTo: { x: 25, y: 19 } });
    roll(s, [6, 6]);
    expect(osoi.legal(s, 0)).toEqual([
      { type: 'stop', at: {} },
      { type: 'stop', at: { 'A1.1': 0 } },
      { type: 'stop', at: { 'A1.1': 2 } },
      { type: 'concede' },
    ]);
  });
});

describe('OSOI movement: rulings', () => {
  it('ARB-OS-10 the base stays on the table at every waypoint, not only at the end', () => {
    const s = soldierAt(1, 10);
    activateWith(s, 'A1', { move: 2 });
    const e = refusal(s, 0, {
      type: 'move',
      paths: {
        'A1.1': [
          { x: 0.3, y: 11 },
          { x: 1, y: 12 },
        ],
      },
    });
    expect(e.code).toBe('OFF_TABLE');
    expect(e.rule).toBe('OS-MOVE-9');
  });

  it('ARB-OS-11 a tested move is declared like an automatic one: its declared ends must not overlap (OVERLAP)', () => {
    const s = battle(opts([{ catalogue: 'WEREWOLF' }, SOLDIER], [SOLDIER]), {
      A1: [[22, 15]],
      A2: [[26, 15]],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    expect(refusal(s, 0, { type: 'move', moveTo: { x: 25.5, y: 15 } }).code).toBe('OVERLAP');
  });

  it('ARB-OS-12 figures settle in figure order: the first keeps its stop, the next stops short of it', () => {
    const s = battle(opts([GRUNTS(2), SOLDIER], [SOLDIER]), {
      A1: [
        [22, 15],
        [23, 15],
      ],
      A2: [[25, 15]],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    act(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 26, y: 15 }], 'A1.2': [{ x: 27, y: 15 }] } });
    roll(s, [6, 1]); // margin 1: 2 m each
    const stops = act(s, 0, { type: 'stop', at: {} });
    // A1.1 reaches 24 (touching the soldier at 25); A1.2's 2 m end on the soldier, then on A1.1: it stays.
    expect(pos(s, 'A1.1')).toEqual([24, 15]);
    expect(pos(s, 'A1.2')).toEqual([23, 15]);
    expect(stops.find((x) => x.type === 'moved')).toMatchObject({
      rules: ['OS-MOVE-4', 'OS-MOVE-6'],
      paths: {
        'A1.1': [
          [22, 15],
          [24, 15],
        ],
        'A1.2': [[23, 15]],
      },
    });
  });

  it('ARB-OS-12 when a later figure would find no legal point, the settling is redone with the others at their starts', () => {
    const s = battle(opts([GRUNTS(2), SOLDIER], [SOLDIER]), {
      A1: [
        [22, 15],
        [24, 15],
      ],
      A2: [[24, 16.5]],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    act(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 26, y: 15 }], 'A1.2': [{ x: 24, y: 18 }] } });
    roll(s, [6, 1]); // 2 m each
    // First pass: A1.1 would stop on A1.2's start, and A1.2, blocked by the soldier, could not even stay.
    // Second pass: A1.1 stops short of A1.2's start; A1.2 goes up to the soldier.
    act(s, 0, { type: 'stop', at: {} });
    expect([pos(s, 'A1.1'), pos(s, 'A1.2')]).toEqual([
      [23, 15],
      [24, 15.5],
    ]);
  });

  it('ARB-OS-13 conditions are agreed in the options (key conditions); a malformed one is refused at setup', () => {
    const bad = osoi.setup(
      opts([SOLDIER], [SOLDIER], { conditions: [{ name: 'vol', testKinds: ['fly'], difficulty: 1 }] }),
    );
    expect(!bad.ok && bad.error.code).toBe('options.invalid');
    const good = osoi.setup(opts([SOLDIER], [SOLDIER], { conditions: [RAIN] }));
    expect(good.ok && good.value.o.conditions).toEqual([RAIN]);
  });

  it('ARB-OS-16 an earlier stop must be a legal stopping point: a figure may not stop where another ends (OVERLAP)', () => {
    const s = battle(opts([GRUNTS(2)], [SOLDIER]), {
      A1: [
        [22, 15],
        [21, 15],
      ],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    act(s, 0, { type: 'move', paths: { 'A1.1': [{ x: 26, y: 15 }], 'A1.2': [{ x: 22, y: 15 }] } });
    roll(s, [6, 6]);
    const e = refusal(s, 0, { type: 'stop', at: { 'A1.1': 0 } });
    expect(e.code).toBe('OVERLAP');
    expect(e.en).toBe(
      'A1.1 at (22, 15) and A1.2 at (22, 15) would overlap at the end of the move; bases may touch, not overlap.',
    );
    act(s, 0, { type: 'stop', at: { 'A1.1': 1 } });
    expect([pos(s, 'A1.1'), pos(s, 'A1.2')]).toEqual([
      [23, 15],
      [22, 15],
    ]);
  });

  it('ARB-OS-17 only submitted paths count: a figure that stays in the swamp does not make its group’s move a test', () => {
    const s = battle(opts([GRUNTS(2)], [SOLDIER]), {
      A1: [
        [21, 15],
        [18, 15],
      ],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 2 });
    const events = act(s, 0, { type: 'move', paths: { 'A1.1': [], 'A1.2': [{ x: 19, y: 15 }] } });
    expect(events.find((x) => x.type === 'moved')).toMatchObject({ tested: false, rule: 'OS-MOVE-3' });
    expect(pos(s, 'A1.2')).toEqual([19, 15]);
  });
});

describe('OSOI movement: scenario objects and the table edge', () => {
  const PLAIN = { name: 'plain', width: 60, depth: 40, features: [] };
  /** SC-3's crate (radius 0.5 m at (30, 20)) with a soldier of side A at (x, y). */
  const crateBattle = (x: number, y: number) =>
    scenarioBattle('SC-3', withArmies([SOLDIER, SOLDIER], [SOLDIER], { map: PLAIN }), {
      A1: [[x, y]],
      A2: [[5, 5]],
      B1: [[5, 35]],
    });
  const moveTargets = (s: OSState) =>
    osoi
      .legal(s, 0)
      .flatMap((a) => (a.type === 'move' ? moveEnds(s, a) : []))
      .map((q) => [q.x, q.y]);

  it('OS-SURP-4 an intact object blocks a Move path like an enemy base (PATH_BLOCKED_OBJECT, ARB-OS-70); touching it is allowed', () => {
    const s = crateBattle(27, 20);
    activateWith(s, 'A1', { move: 2 });
    const e = refusal(s, 0, { type: 'move', moveTo: { x: 31, y: 20 } });
    expect(e.code).toBe('PATH_BLOCKED_OBJECT');
    expect(e.rule).toBe('OS-SURP-4');
    expect(e.en).toBe(
      'The path of A1.1 from (27, 20) to (31, 20) takes its base over the object Crate of explosives (CRATE), which is impassable: go around it.',
    );
    // 0.999 m between the centres: the bases would overlap by a millimetre.
    expect(refusal(s, 0, { type: 'move', moveTo: { x: 29.001, y: 20 } }).code).toBe('PATH_BLOCKED_OBJECT');
    // Cutting the corner toward (30, 21) comes 0.949 m from the crate's centre: blocked.
    expect(refusal(s, 0, { type: 'move', moveTo: { x: 30, y: 21 } }).code).toBe('PATH_BLOCKED_OBJECT');
    // Passing 1 m from its centre, the bases touch all along: legal.
    const t = crateBattle(27, 21);
    activateWith(t, 'A1', { move: 2 });
    expect(osoi.validate(t, 0, { type: 'move', moveTo: { x: 31, y: 21 } }).ok).toBe(true);
    // Legal: the 4 m move east (through the crate) is not offered; 1 m east (to contact) is.
    const targets = moveTargets(s);
    expect(targets).not.toContainEqual([31, 20]);
    expect(targets).toContainEqual([28, 20]);
    act(s, 0, { type: 'move', moveTo: { x: 29, y: 20 } });
    expect(pos(s, 'A1.1')).toEqual([29, 20]);
  });

  it('OS-SURP-4 a destroyed object blocks nothing (ARB-OS-70): the same 4 m move through its place is legal', () => {
    const s = crateBattle(27, 20);
    s.w[s.oBase] = 0;
    activateWith(s, 'A1', { move: 2 });
    expect(moveTargets(s)).toContainEqual([31, 20]);
    act(s, 0, { type: 'move', moveTo: { x: 31, y: 20 } });
    expect(pos(s, 'A1.1')).toEqual([31, 20]);
  });

  it('OS-R-24 allowLeavingTable: a unit moved wholly off the table leaves play and counts as destroyed (OS-END-5, ARB-OS-71)', () => {
    const more = { allowLeavingTable: true };
    const s = battle(opts([SOLDIER, SOLDIER], [SOLDIER], more), {
      A1: [[1, 5]],
      A2: [[20, 5]],
      B1: [[50, 35]],
    });
    activateWith(s, 'A1', { move: 1 });
    // Half over the edge: refused, saying what leaving needs.
    const e = refusal(s, 0, { type: 'move', moveTo: { x: 0, y: 5 } });
    expect(e.code).toBe('OFF_TABLE');
    expect(e.en).toBe(
      "The base of A1.1 at (0, 5) would hang over the table's edge (60 × 40 m, base radius 0.5 m). To leave the table (allowLeavingTable), the whole unit must end off the table, bases wholly outside.",
    );
    // The base just touching the edge from outside: off the table.
    const events = act(s, 0, { type: 'move', moveTo: { x: -0.5, y: 5 } });
    expect(events.find((x) => x.type === 'leftTable')).toEqual({
      type: 'leftTable',
      rule: 'OS-R-24',
      unit: 'A1',
    });
    const a1 = unitIndex(s, 'A1');
    expect(uget(s, a1, U_REMOVED)).toBe(1);
    expect(victoryPoints(s, 1)).toBe(s.info[a1]!.cost);
    // Its activation is over (it is no longer on the table): side B activates next.
    expect(s.stack.at(-1)).toMatchObject({ id: 'DP-06', player: 1 });
  });

  it('OS-R-24 allowLeavingTable: a group leaves only whole, by an automatic move (OFF_TABLE, LEAVING_TESTED, ARB-OS-71)', () => {
    const map = { ...MAP, features: [...MAP.features, { type: 'swamp', polygon: rect(0, 2, 30, 35) }] };
    const s = battle(
      withArmies([GRUNTS(2), SOLDIER] as never, [SOLDIER] as never, { map, allowLeavingTable: true }),
      {
        A1: [
          [1, 5],
          [1, 7],
        ],
        A2: [[1, 32]],
        B1: [[50, 35]],
      },
    );
    activateWith(s, 'A1', { move: 1 });
    // One figure off, the other still on: refused.
    expect(refusal(s, 0, { type: 'move', paths: { 'A1.1': [{ x: -0.5, y: 5 }] } }).code).toBe('OFF_TABLE');
    // The whole group off: accepted (and offered by legal).
    expect(osoi.validate(s, 0, { type: 'move', translate: { x: -1.5, y: 0 } }).ok).toBe(true);
    expect(osoi.legal(s, 0).some((a) => a.type === 'move' && moveEnds(s, a).every((p) => p.x <= -0.5))).toBe(
      true,
    );
    // Through difficult ground (a tested move): refused.
    const t = battle(
      withArmies([SOLDIER, SOLDIER] as never, [SOLDIER] as never, { map, allowLeavingTable: true }),
      {
        A1: [[1, 32]],
        A2: [[20, 5]],
        B1: [[50, 35]],
      },
    );
    activateWith(t, 'A1', { move: 1 });
    const e = refusal(t, 0, { type: 'move', moveTo: { x: -0.5, y: 32 } });
    expect(e.code).toBe('LEAVING_TESTED');
    expect(e.rule).toBe('OS-R-24');
  });
});

describe('OSOI movement: the candidate set', () => {
  /** Seeded random battles; `check` runs at every DP-08 with the Move unresolved. */
  function playouts(
    options: Record<string, unknown>,
    games: number,
    seed: string,
    check: (s: OSState) => void,
  ) {
    const rng = new SeededRng(seed);
    const dice = new SeededDice(seed);
    for (let g = 0; g < games; g++) {
      const setup = osoi.setup(options);
      if (!setup.ok) throw new Error(setup.error.en);
      const s = setup.value;
      for (let step = 0; step < 2000; step++) {
        const p = osoi.pending(s);
        if (p.kind === 'over') break;
        if (p.kind === 'chance') {
          osoi.applyChance(s, dice.roll(p.request));
          continue;
        }
        if (p.kind !== 'decision') throw new Error('no simultaneous orders');
        if (s.stack.at(-1)?.id === 'DP-08' && unresolved(s).includes('move')) check(s);
        const legal = osoi.legal(s, p.player);
        osoi.apply(s, p.player, legal[rng.int(0, Math.max(0, legal.length - 2))]!);
      }
    }
  }

  it('4.3 the Move candidates of legal are exactly the candidate inputs validate accepts (seeded battles, SC-1 and SC-3, allowLeavingTable)', () => {
    let kept = 0;
    let dropped = 0;
    for (const [options, seed] of [
      [{}, 'move-sc1'],
      [{ scenario: 'SC-3' }, 'move-sc3'],
      [{ allowLeavingTable: true }, 'move-leave'],
    ] as const) {
      playouts(options, 1, seed, (s) => {
        const legal = new Set(moveCandidates(s).map((a) => JSON.stringify(a)));
        for (const a of moveCandidates(s, true)) {
          const ok = osoi.validate(s, s.info[s.w[G_UNIT]!]!.side, a).ok;
          expect(legal.has(JSON.stringify(a)), JSON.stringify(a)).toBe(ok);
          if (ok) kept++;
          else dropped++;
        }
      });
    }
    // Both kinds are well represented: the check is not vacuous.
    expect(kept).toBeGreaterThan(500);
    expect(dropped).toBeGreaterThan(100);
  });
});
