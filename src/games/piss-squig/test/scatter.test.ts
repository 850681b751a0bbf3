import { describe, expect, it } from 'vitest';
import { OFF, POST_SQUARE, sq } from '../board.ts';
import { pissSquig } from '../index.ts';
import { Table, type PositionSpec } from '../testing.ts';

/** The Slippery squares of the public view, as [x, y]. */
const slippery = (t: Table) => pissSquig.view(t.s, null).slippery.map(({ x, y }) => [x, y]);

/** Goblin 0 misses from (6,3) at long range: a 4 − 1 = 3; the scatter is pending. */
const missed = (spec: Partial<PositionSpec> = {}) => {
  const t = Table.of({ goblins: [{ at: [6, 3] }, { at: [12, 12] }], squig: [6, 6], ...spec });
  t.act(0, { type: 'piss' });
  t.roll(4);
  expect(t.rolls()[0]).toMatchObject({ rule: 'PS-PISS-2', total: 3, result: 'miss' });
  expect(t.pending()).toEqual({
    kind: 'chance',
    request: { rule: 'PS-SCATTER-1', dice: 'scatter', roller: 0, label: 'ps.roll.scatter', params: {} },
  });
  return t;
};

/** The ROLL-SCATTER event of seat 0. */
const scatterRoll = (face: number, direction: number, square: number, result: string) => ({
  type: 'roll',
  rule: 'PS-SCATTER-1',
  player: 0,
  dice: 'scatter',
  faces: [face],
  total: face,
  result,
  direction,
  square,
  reroll: false,
});

describe('scatter', () => {
  it.each([
    { face: 1, at: [5, 5] },
    { face: 2, at: [6, 5] },
    { face: 3, at: [7, 5] },
    { face: 4, at: [7, 6] },
    { face: 5, at: [7, 7] },
    { face: 6, at: [6, 7] },
    { face: 7, at: [5, 7] },
    { face: 8, at: [5, 6] },
  ] as const)(
    'PS-SCATTER-1 PS-R-06 PS-SLIP-1 face $face (posts numbering) lands on $at, towards post $face; empty: Slippery',
    ({ face, at }) => {
      const t = missed();
      t.roll(face);
      const square = sq(at[0], at[1]);
      // the square lies on the segment from the Squig (6,6) to post k
      const post = POST_SQUARE[face]!;
      expect([(post % 13) - 6, Math.floor(post / 13) - 6]).toEqual([6 * (at[0] - 6), 6 * (at[1] - 6)]);
      expect(t.rolls()[1]).toEqual(scatterRoll(face, face, square, 'slippery'));
      expect(t.ofType('slippery')).toEqual([{ type: 'slippery', rule: 'PS-SLIP-1', at: square }]);
      expect(slippery(t)).toEqual([[at[0], at[1]]]);
      expect(t.s.goblins.map((g) => g.pissMarkers)).toEqual([0, 0]);
      expect(t.s.hits).toBe(0);
      expect(t.s.side).toBe(1);
      expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    },
  );

  it.each([
    { face: 1, k: 1, at: [5, 5] },
    { face: 2, k: 2, at: [6, 5] },
    { face: 3, k: 3, at: [7, 5] },
    { face: 4, k: 8, at: [5, 6] },
    { face: 5, k: 4, at: [7, 6] },
    { face: 6, k: 7, at: [5, 7] },
    { face: 7, k: 6, at: [6, 7] },
    { face: 8, k: 5, at: [7, 7] },
  ] as const)(
    "PS-SCATTER-1 PS-R-06 variant scatterNumbering 'bbTemplate' (1 2 3 / 4 · 5 / 6 7 8): face $face lands on $at",
    ({ face, k, at }) => {
      const t = missed({ options: { scatterNumbering: 'bbTemplate' } });
      t.roll(face);
      expect(t.rolls()[1]).toEqual(scatterRoll(face, k, sq(at[0], at[1]), 'slippery'));
      expect(slippery(t)).toEqual([[at[0], at[1]]]);
    },
  );

  it.each(['standing', 'prone', 'stunned'] as const)(
    'PS-SCATTER-2 a scatter onto a %s goblin gives him one Piss marker and no Slippery marker',
    (status) => {
      // three seats: goblin 2 is not turned over at the start of seat 1's turn
      const t = missed({
        goblins: [{ at: [6, 3] }, { at: [12, 12] }, { at: [7, 5], status, pissMarkers: 1 }],
      });
      t.roll(3);
      expect(t.rolls()[1]).toEqual(scatterRoll(3, 3, sq(7, 5), 'goblin'));
      expect(t.ofType('pissMarker')).toEqual([
        { type: 'pissMarker', rule: 'PS-SCATTER-2', goblin: 2, at: sq(7, 5), pissMarkers: 2 },
      ]);
      expect(t.s.goblins.map((g) => g.pissMarkers)).toEqual([0, 0, 2]);
      expect(t.status(2)).toBe(status);
      expect(t.at(2)).toEqual([7, 5]);
      expect(slippery(t)).toEqual([]);
      expect(t.s.side).toBe(1);
    },
  );

  it('PS-SCATTER-2 PS-R-44 a scatter back onto the pisser himself gives him a Piss marker', () => {
    const t = Table.of({ goblins: [{ at: [5, 5] }, { at: [12, 12] }], squig: [6, 6] });
    t.act(0, { type: 'piss' });
    t.roll(2); // 2 + 1 = 3: miss
    t.roll(1); // NW: (5,5)
    expect(t.rolls()).toEqual([
      expect.objectContaining({ rule: 'PS-PISS-2', total: 3, result: 'miss' }),
      scatterRoll(1, 1, sq(5, 5), 'goblin'),
    ]);
    expect(t.s.goblins[0]!.pissMarkers).toBe(1);
    expect(t.s.goblins[0]!.point).toBe(false);
    expect(slippery(t)).toEqual([]);
  });

  it('PS-SCATTER-2 PS-SLIP-1 a square already Slippery stays one Slippery square', () => {
    const t = missed({ slippery: [[6, 5]] });
    t.roll(2);
    expect(t.rolls()[1]).toEqual(scatterRoll(2, 2, sq(6, 5), 'slippery'));
    expect(slippery(t)).toEqual([[6, 5]]);
    expect(t.s.goblins.map((g) => g.pissMarkers)).toEqual([0, 0]);
  });

  it.each([1, 2, 3])(
    'PS-SCATTER-2 PS-R-44 Squig on the north edge: face %i points off the board, nothing happens',
    (face) => {
      const t = Table.of({ goblins: [{ at: [6, 2] }, { at: [12, 12] }], squig: [6, 0] });
      t.act(0, { type: 'piss' });
      t.roll(3); // 3 + 0: miss
      t.roll(face);
      expect(t.rolls()[1]).toEqual(scatterRoll(face, face, OFF, 'fence'));
      expect(t.ofType('scatterLost')).toEqual([
        { type: 'scatterLost', rule: 'PS-SCATTER-2', direction: face },
      ]);
      expect(slippery(t)).toEqual([]);
      expect(t.s.goblins.map((g) => g.pissMarkers)).toEqual([0, 0]);
      expect(t.squig()).toEqual([6, 0]);
      expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    },
  );

  it('PS-SCATTER-1 PS-SCATTER-2 on the edge, a face pointing along the fence still lands on the board', () => {
    const t = Table.of({ goblins: [{ at: [6, 2] }, { at: [12, 12] }], squig: [6, 0] });
    t.act(0, { type: 'piss' });
    t.roll(3);
    t.roll(8); // W: (5,0)
    expect(t.rolls()[1]).toEqual(scatterRoll(8, 8, sq(5, 0), 'slippery'));
    expect(slippery(t)).toEqual([[5, 0]]);
  });
});
