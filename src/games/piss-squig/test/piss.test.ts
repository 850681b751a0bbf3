import { describe, expect, it } from 'vitest';
import { sq } from '../board.ts';
import { pissSquig } from '../index.ts';
import { Table, type GoblinSpec } from '../testing.ts';

/** The Slippery squares of the public view, as [x, y]. */
const slippery = (t: Table) => pissSquig.view(t.s, null).slippery.map(({ x, y }) => [x, y]);

/** Goblin 0 (seat 0, to act) on `at`, the Squig on (6,6), goblin 1 far away on (12,12) unless others are given. */
const pisser = (at: [number, number], others: GoblinSpec[] = [{ at: [12, 12] }], hits = 0, markers = 0) =>
  Table.of({ goblins: [{ at, pissMarkers: markers }, ...others], squig: [6, 6], hits });

/** The ROLL-PISS event of seat 0's goblin 0. */
const pissRoll = (face: number, modifier: number, result: 'hit' | 'miss' | 'selfPiss') => ({
  type: 'roll',
  rule: 'PS-PISS-2',
  player: 0,
  dice: '1d6',
  faces: [face],
  target: 4,
  modifier,
  total: face + modifier,
  success: result === 'hit',
  reroll: false,
  goblin: 0,
  result,
});

describe('piss', () => {
  it.each([
    { at: [5, 5], d: 1, range: 'eclair', mod: 1 },
    { at: [7, 6], d: 1, range: 'eclair', mod: 1 },
    { at: [4, 8], d: 2, range: 'courte', mod: 0 },
    { at: [8, 6], d: 2, range: 'courte', mod: 0 },
    { at: [9, 3], d: 3, range: 'longue', mod: -1 },
    { at: [6, 9], d: 3, range: 'longue', mod: -1 },
  ] as const)(
    'PS-PISS-1 PS-R-05 PS-PISS-4 from $at (Chebyshev $d) the range modifier is $mod; a total of exactly 4 takes a Point',
    ({ at, d, range, mod }) => {
      const t = pisser([at[0], at[1]], [{ at: [12, 12] }], 3);
      expect(t.legal(0)).toContainEqual({ type: 'piss' });
      t.act(0, { type: 'piss' });
      expect(t.ofType('pissDeclared')).toEqual([
        { type: 'pissDeclared', rule: 'PS-PISS-1', goblin: 0, range, distance: d },
      ]);
      expect(t.pending()).toEqual({
        kind: 'chance',
        request: {
          rule: 'PS-PISS-2',
          dice: '1d6',
          roller: 0,
          target: 4,
          modifier: mod,
          label: 'ps.roll.piss',
          params: { goblin: 0 },
          reroll: false,
        },
      });
      t.roll(4 - mod);
      expect(t.rolls()).toEqual([pissRoll(4 - mod, mod, 'hit')]);
      expect(t.s.goblins[0]!.point).toBe(true);
      expect(t.s.goblins[0]!.pissMarkers).toBe(0);
      expect(t.s.hits).toBe(4);
      expect(t.ofType('pointTaken')).toEqual([{ type: 'pointTaken', rule: 'PS-PISS-4', goblin: 0, hits: 4 }]);
      expect(slippery(t)).toEqual([]);
      expect(t.s.side).toBe(1);
      expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    },
  );

  it('PS-PISS-1 PS-R-05 at distance 4 the piss is refused (piss.range); diagonal distance counts as Chebyshev', () => {
    for (const at of [
      [2, 6],
      [10, 10],
      [6, 2],
      [9, 2],
    ] as [number, number][]) {
      const t = pisser(at);
      expect(t.legal(0)).not.toContainEqual({ type: 'piss' });
      const e = t.refuse(0, { type: 'piss' });
      expect(e.code).toBe('piss.range');
      expect(e.rule).toBe('PS-PISS-1');
      expect(t.s.side).toBe(0);
    }
  });

  it('PS-PISS-1 PS-R-05 no line of sight: a prone goblin between the pisser and the Squig neither blocks nor counts', () => {
    const t = pisser([4, 6], [{ at: [5, 6], status: 'prone' }]);
    t.act(0, { type: 'piss' });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-PISS-2', modifier: 0, target: 4 },
    });
    t.roll(4);
    expect(t.rolls()).toEqual([pissRoll(4, 0, 'hit')]);
    expect(t.s.goblins[0]!.point).toBe(true);
  });

  it('PS-PISS-1 a down goblin cannot piss (piss.down)', () => {
    const t = Table.of({ goblins: [{ at: [5, 5], status: 'prone' }, { at: [12, 12] }], squig: [6, 6] });
    expect(t.legal(0)).not.toContainEqual({ type: 'piss' });
    expect(t.refuse(0, { type: 'piss' })).toMatchObject({ code: 'piss.down', rule: 'PS-PISS-1' });
  });

  it('PS-PISS-2 PS-R-29 −1 per standing adjacent opponent: two of them at short range give −2, the prone one nothing', () => {
    const t = pisser(
      [4, 6],
      [{ at: [3, 5] }, { at: [4, 7] }, { at: [3, 7], status: 'prone' }, { at: [12, 12] }],
    );
    t.act(0, { type: 'piss' });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-PISS-2', dice: '1d6', roller: 0, target: 4, modifier: -2 },
    });
    t.roll(6);
    expect(t.rolls()).toEqual([pissRoll(6, -2, 'hit')]);
    expect(t.s.hits).toBe(1);
  });

  it('PS-PISS-2 PS-R-29 a prone adjacent opponent gives no modifier', () => {
    const t = pisser([4, 6], [{ at: [3, 6], status: 'prone' }]);
    t.act(0, { type: 'piss' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { modifier: 0 } });
  });

  it("PS-PISS-2 PS-R-29 the Squig's TZ gives no modifier: at distance 1 only the +1 of the range", () => {
    const t = pisser([6, 5]);
    t.act(0, { type: 'piss' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-PISS-2', modifier: 1 } });
  });

  it('PS-PISS-3 PS-R-08 a natural 1 is a self-piss even with +1 (total 2): a Piss marker, no scatter, the turn ends', () => {
    const t = pisser([5, 6], [{ at: [12, 12] }], 0, 2);
    t.act(0, { type: 'piss' });
    t.roll(1);
    expect(t.rolls()).toEqual([pissRoll(1, 1, 'selfPiss')]);
    expect(t.ofType('selfPiss')).toEqual([
      { type: 'selfPiss', rule: 'PS-PISS-3', goblin: 0, pissMarkers: 3 },
    ]);
    expect(t.s.goblins[0]!.pissMarkers).toBe(3);
    expect(t.s.goblins[0]!.point).toBe(false);
    expect(t.s.hits).toBe(0);
    expect(t.ofType('missed')).toEqual([]);
    expect(slippery(t)).toEqual([]);
    expect(t.s.side).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it.each([
    { face: 2, total: 0 },
    { face: 3, total: 1 },
  ])(
    'PS-PISS-3 PS-R-08 a total of $total (a $face at long range next to an opponent) is a self-piss',
    ({ face }) => {
      const t = pisser([6, 3], [{ at: [5, 2] }]);
      t.act(0, { type: 'piss' });
      expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-PISS-2', modifier: -2 } });
      t.roll(face);
      expect(t.rolls()).toEqual([pissRoll(face, -2, 'selfPiss')]);
      expect(t.s.goblins[0]!.pissMarkers).toBe(1);
      expect(t.s.goblins[1]!.pissMarkers).toBe(0);
      expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    },
  );

  it('PS-PISS-5 a total of 2 (a 4 at long range next to an opponent) misses and scatters', () => {
    const t = pisser([6, 3], [{ at: [5, 2] }]);
    t.act(0, { type: 'piss' });
    t.roll(4);
    expect(t.rolls()).toEqual([pissRoll(4, -2, 'miss')]);
    expect(t.ofType('missed')).toEqual([{ type: 'missed', rule: 'PS-PISS-5', goblin: 0 }]);
    expect(t.s.goblins[0]!.pissMarkers).toBe(0);
    expect(t.s.hits).toBe(0);
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: { rule: 'PS-SCATTER-1', dice: 'scatter', roller: 0, label: 'ps.roll.scatter', params: {} },
    });
  });

  it('PS-PISS-5 PS-PISS-4 a total of 3 misses (a 3 at short range), the target is 4', () => {
    const t = pisser([4, 4]);
    t.act(0, { type: 'piss' });
    t.roll(3);
    expect(t.rolls()).toEqual([pissRoll(3, 0, 'miss')]);
    expect(t.s.goblins[0]!.point).toBe(false);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SCATTER-1', roller: 0 } });
  });

  it('PS-PISS-4 PS-R-08 no automatic success on a 6: long range with three adjacent opponents totals 2, a miss', () => {
    const t = pisser([6, 3], [{ at: [5, 2] }, { at: [7, 2] }, { at: [7, 4] }]);
    t.act(0, { type: 'piss' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { modifier: -4 } });
    t.roll(6);
    expect(t.rolls()).toEqual([pissRoll(6, -4, 'miss')]);
    expect(t.s.goblins[0]!.point).toBe(false);
    expect(t.s.hits).toBe(0);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SCATTER-1' } });
  });

  it('PS-PISS-6 PS-R-37 a goblin carrying a Point cannot piss (piss.carrying)', () => {
    const t = Table.of({ goblins: [{ at: [5, 5], point: true }, { at: [12, 12] }], squig: [6, 6] });
    expect(t.legal(0)).not.toContainEqual({ type: 'piss' });
    expect(t.refuse(0, { type: 'piss' })).toMatchObject({ code: 'piss.carrying', rule: 'PS-PISS-6' });
  });

  it('PS-PISS-6 PS-R-37 at most one Point: after a hit the next turn may not piss; after a miss it may retry', () => {
    const t = Table.of({ goblins: [{ at: [5, 5] }, { at: [7, 7] }], squig: [6, 6] });
    t.act(0, { type: 'piss' });
    t.roll(5); // 5 + 1: hit
    t.act(1, { type: 'piss' });
    t.roll(2); // 2 + 1 = 3: miss
    t.roll(1); // scatter NW onto goblin 0
    expect(t.s.goblins[0]!.pissMarkers).toBe(1);
    expect(t.s.goblins[0]!.point).toBe(true);
    expect(t.refuse(0, { type: 'piss' })).toMatchObject({ code: 'piss.carrying', rule: 'PS-PISS-6' });
    t.act(0, { type: 'pass' });
    expect(t.legal(1)).toContainEqual({ type: 'piss' });
    t.act(1, { type: 'piss' });
    t.roll(3);
    expect(t.s.goblins[1]!.point).toBe(true);
    expect(t.s.hits).toBe(2);
  });

  it('PS-PISS-6 pissing on a goblin is forbidden: no piss action targets a goblin, next to an opponent out of range', () => {
    const t = Table.of({ goblins: [{ at: [1, 6] }, { at: [2, 6] }], squig: [6, 6] });
    expect(t.legal(0)).toEqual([
      { type: 'move' },
      { type: 'block', target: 1 },
      ...t.legal(0).filter((a) => a.type === 'squig'),
      { type: 'pass' },
      { type: 'concede' },
    ]);
    expect(t.refuse(0, { type: 'piss', target: 1 })).toMatchObject({
      code: 'piss.goblin',
      rule: 'PS-PISS-6',
    });
    expect(t.refuse(0, { type: 'piss' })).toMatchObject({ code: 'piss.range', rule: 'PS-PISS-1' });
  });

  it('PS-PISS-7 PS-R-07 markers give −1 each to the climb and are all removed when he climbs out', () => {
    const t = Table.of({
      goblins: [{ at: [1, 1], point: true, pissMarkers: 2 }, { at: [12, 12] }],
      squig: [6, 6],
    });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 0, y: 0 });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-CLIMB-2', dice: '1d6', roller: 0, target: 2, modifier: -2 },
    });
    t.roll(4);
    expect(t.rolls()).toEqual([
      {
        type: 'roll',
        rule: 'PS-CLIMB-2',
        player: 0,
        dice: '1d6',
        faces: [4],
        target: 2,
        modifier: -2,
        total: 2,
        success: true,
        reroll: false,
        goblin: 0,
      },
    ]);
    expect(t.status(0)).toBe('outside');
    expect(t.s.goblins[0]!.pissMarkers).toBe(0);
    expect(t.s.goblins[0]!.validated).toBe(1);
  });

  it('PS-PISS-7 PS-R-07 markers survive a fall from the post: 3 − 2 = 1 falls, keeping markers and Point', () => {
    const t = Table.of({
      goblins: [{ at: [1, 1], point: true, pissMarkers: 2 }, { at: [12, 12] }],
      squig: [6, 6],
    });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 0, y: 0 });
    t.roll(3);
    expect(t.rolls()[0]).toMatchObject({ rule: 'PS-CLIMB-2', total: 1, success: false });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', roller: 1 } });
    t.roll(5, 4);
    expect(t.status(0)).toBe('stunned');
    expect(t.at(0)).toEqual([0, 0]);
    expect(t.s.goblins[0]!.pissMarkers).toBe(2);
    expect(t.s.goblins[0]!.point).toBe(true);
  });

  it('PS-PISS-7 PS-R-07 markers accumulate on the goblin, not on a square: they follow him when he moves', () => {
    const t = pisser([5, 6], [{ at: [12, 12] }], 0, 1);
    t.act(0, { type: 'piss' });
    t.roll(1);
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 4, y: 6 });
    t.roll(3); // dodge out of the Squig's TZ
    t.act(0, { type: 'end' });
    expect(t.s.goblins[0]!.pissMarkers).toBe(2);
    expect(pissSquig.view(t.s, null).goblins[0]).toMatchObject({ square: { x: 4, y: 6 }, pissMarkers: 2 });
    expect(slippery(t)).toEqual([]);
    expect(sq(4, 6)).toBe(t.s.goblins[0]!.sq);
  });
});
