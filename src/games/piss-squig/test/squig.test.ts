import { describe, expect, it } from 'vitest';
import type { PSAction } from '../actions.ts';
import { Table } from '../testing.ts';

/** dir(k), k = 1..8 (index k−1): NW, N, NE, E, SE, S, SW, W (section 1.4). */
const DIRS: [number, number][] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
];
const sq = (x: number, y: number) => y * 13 + x;
const on = (x: number, y: number) => x >= 0 && y >= 0 && x <= 12 && y <= 12;

/** Two goblins far from (x, y), so the Squig can be put there. */
function far(x: number, _y: number): { at: [number, number] }[] {
  return x < 6 ? [{ at: [11, 11] }, { at: [11, 1] }] : [{ at: [1, 11] }, { at: [1, 1] }];
}

/** The Squig designations offered to side 0 with the Squig on (x, y). */
function designations(
  x: number,
  y: number,
  squigEdgeRule: 'edge' | 'functional' = 'edge',
): [number, number][] {
  const t = Table.of({ goblins: far(x, y), squig: [x, y], options: { squigEdgeRule } });
  return t
    .legal(0)
    .filter((a): a is Extract<PSAction, { type: 'squig' }> => a.type === 'squig')
    .map((a) => [a.x, a.y]);
}

describe('the Squig', () => {
  it('PS-SQUIG-1 any of the 8 neighbours may be designated, occupied or not; nothing farther', () => {
    const t = Table.of({ goblins: [{ at: [2, 2] }, { at: [6, 5] }], squig: [6, 6] });
    expect(designations(6, 6)).toEqual([
      [5, 5],
      [6, 5],
      [7, 5],
      [7, 6],
      [7, 7],
      [6, 7],
      [5, 7],
      [5, 6],
    ]);
    expect(t.legal(0)).toContainEqual({ type: 'squig', x: 6, y: 5 }); // goblin 1 stands there
    expect(t.refuse(0, { type: 'squig', x: 6, y: 4 })).toMatchObject({
      code: 'squig.notAdjacent',
      rule: 'PS-SQUIG-1',
    });
    expect(t.refuse(0, { type: 'squig', x: 6, y: 6 })).toMatchObject({ code: 'squig.notAdjacent' });
    t.act(0, { type: 'squig', x: 7, y: 7 });
    expect(t.ofType('action')).toEqual([{ type: 'action', rule: 'PS-TURN-1', side: 0, action: 'squig' }]);
    expect(t.ofType('squigDesignated')).toEqual([
      { type: 'squigDesignated', rule: 'PS-SQUIG-1', at: sq(7, 7), step: 1 },
    ]);
  });

  it('PS-SQUIG-2 PS-R-10 on an edge square only non-edge squares: 3 along a side, 2 next to a corner, 1 in a corner', () => {
    expect(designations(6, 0)).toEqual([
      [7, 1],
      [6, 1],
      [5, 1],
    ]);
    expect(designations(12, 6)).toEqual([
      [11, 5],
      [11, 7],
      [11, 6],
    ]);
    expect(designations(0, 1)).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect(designations(11, 12)).toEqual([
      [10, 11],
      [11, 11],
    ]);
    expect(designations(0, 0)).toEqual([[1, 1]]);
    expect(designations(12, 12)).toEqual([[11, 11]]);
    // one square off the fence, every neighbour may be designated, edge squares included
    expect(designations(1, 1)).toHaveLength(8);
    const t = Table.of({ goblins: far(6, 0), squig: [6, 0] });
    expect(t.refuse(0, { type: 'squig', x: 5, y: 0 })).toMatchObject({
      code: 'squig.edge',
      rule: 'PS-SQUIG-2',
    });
  });

  it('PS-SQUIG-2 PS-R-10 variant squigEdgeRule functional: from (0,1) (1,0) may also be designated', () => {
    expect(designations(0, 1, 'functional')).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
    expect(designations(6, 0, 'functional')).toEqual(designations(6, 0));
    expect(designations(0, 0, 'functional')).toEqual([[1, 1]]);
    // designating (1,0) from (0,1): 1–2 deviates to (0,0), on the board
    const t = Table.of({ goblins: far(0, 1), squig: [0, 1], options: { squigEdgeRule: 'functional' } });
    t.act(0, { type: 'squig', x: 1, y: 0 });
    t.roll(1);
    expect(t.squig()).toEqual([0, 0]);
  });

  it('PS-SQUIG-2 PS-R-10 on all 169 squares both rules keep the three outcomes on the board; they differ on 8 squares', () => {
    let differ = 0;
    for (let y = 0; y <= 12; y++) {
      for (let x = 0; x <= 12; x++) {
        const edge = designations(x, y, 'edge');
        const functional = designations(x, y, 'functional');
        if (JSON.stringify(edge) !== JSON.stringify(functional)) differ++;
        for (const [dx, dy] of [...edge, ...functional]) {
          const k = DIRS.findIndex(([a, b]) => a === dx - x && b === dy - y);
          expect(k).toBeGreaterThanOrEqual(0);
          for (const j of [(k + 7) % 8, k, (k + 1) % 8]) {
            expect(on(x + DIRS[j]![0], y + DIRS[j]![1])).toBe(true);
          }
        }
        // the edge rule is the reference's: no edge square from an edge square
        const onEdge = x === 0 || y === 0 || x === 12 || y === 12;
        const expected = DIRS.map(([a, b]) => [x + a, y + b] as [number, number]).filter(
          ([a, b]) => on(a, b) && !(onEdge && (a === 0 || b === 0 || a === 12 || b === 12)),
        );
        expect(edge).toEqual(expected);
      }
    }
    expect(differ).toBe(8);
  });

  const north: [number, [number, number], string][] = [
    [1, [5, 5], 'left'],
    [2, [5, 5], 'left'],
    [3, [6, 5], 'designated'],
    [4, [6, 5], 'designated'],
    [5, [7, 5], 'right'],
    [6, [7, 5], 'right'],
  ];
  it.each(north)(
    'PS-SQUIG-3 PS-R-41 from (6,6) designating N (6,5), a %i sends the Squig to %j',
    (face, to, result) => {
      const t = Table.of({ goblins: [{ at: [1, 1] }, { at: [11, 11] }], squig: [6, 6], side: 1 });
      t.act(1, { type: 'squig', x: 6, y: 5 });
      expect(t.pending()).toEqual({
        kind: 'chance',
        request: {
          rule: 'PS-SQUIG-3',
          dice: '1d6',
          roller: 1,
          label: 'ps.roll.squig',
          params: { x: 6, y: 5 },
        },
      });
      t.roll(face);
      expect(t.rolls()).toEqual([
        {
          type: 'roll',
          rule: 'PS-SQUIG-3',
          player: 1,
          dice: '1d6',
          faces: [face],
          total: face,
          result,
          reroll: false,
          to: sq(...to),
        },
      ]);
      expect(t.ofType('squigMoved')).toEqual([
        { type: 'squigMoved', rule: 'PS-SQUIG-3', from: sq(6, 6), to: sq(...to) },
      ]);
      expect(t.squig()).toEqual(to);
      expect(t.s.side).toBe(0);
    },
  );

  const northEast: [number, [number, number]][] = [
    [1, [6, 5]],
    [2, [6, 5]],
    [3, [7, 5]],
    [4, [7, 5]],
    [5, [7, 6]],
    [6, [7, 6]],
  ];
  it.each(northEast)(
    'PS-SQUIG-3 PS-R-41 from (6,6) designating NE (7,5), a %i sends the Squig to %j',
    (face, to) => {
      const t = Table.of({ goblins: [{ at: [1, 1] }, { at: [11, 11] }], squig: [6, 6] });
      t.act(0, { type: 'squig', x: 7, y: 5 });
      t.roll(face);
      expect(t.squig()).toEqual(to);
    },
  );

  it('PS-SQUIG-3 PS-R-41 from an edge square the deviation stays a neighbour: (6,0) designating SW (5,1), 5 → (5,0)', () => {
    const t = Table.of({ goblins: far(6, 0), squig: [6, 0] });
    t.act(0, { type: 'squig', x: 5, y: 1 });
    t.roll(5);
    expect(t.squig()).toEqual([5, 0]);
    const u = Table.of({ goblins: far(6, 0), squig: [6, 0] });
    u.act(0, { type: 'squig', x: 5, y: 1 });
    u.roll(2);
    expect(u.squig()).toEqual([6, 1]);
  });

  it('PS-SQUIG-4 the Squig moves only by activation: no step into its square; other actions leave it in place', () => {
    const t = Table.of({ goblins: [{ at: [6, 4] }, { at: [11, 11] }], squig: [6, 5] });
    t.act(0, { type: 'move' });
    expect(t.legal(0)).not.toContainEqual({ type: 'step', x: 6, y: 5 });
    expect(t.refuse(0, { type: 'step', x: 6, y: 5 })).toMatchObject({
      code: 'move.occupied',
      rule: 'PS-MOVE-2',
    });
    t.act(0, { type: 'step', x: 5, y: 3 });
    t.roll(6); // dodge out of the Squig's TZ
    t.act(0, { type: 'end' });
    t.act(1, { type: 'pass' });
    expect(t.squig()).toEqual([6, 5]);
    expect(t.ofType('squigMoved')).toEqual([]);
  });

  it('PS-SQUIG-4 PS-R-13 the Squig is never a push square and cannot be blocked', () => {
    // goblin 0 blocks goblin 1 towards the Squig: straight on is the Squig, so only the two diagonals remain
    const t = Table.of({ goblins: [{ at: [4, 6] }, { at: [5, 6] }], squig: [6, 6] });
    expect(t.legal(0).filter((a) => a.type === 'block')).toEqual([{ type: 'block', target: 1 }]);
    t.act(0, { type: 'block', target: 1 });
    t.roll(3);
    expect(t.legal(0)).toEqual([
      { type: 'push', x: 6, y: 5 },
      { type: 'push', x: 6, y: 7 },
    ]);
    expect(t.refuse(0, { type: 'push', x: 6, y: 6 })).toMatchObject({ code: 'push.square' });
    t.act(0, { type: 'push', x: 6, y: 7 });
    t.act(0, { type: 'stay' });
    expect(t.at(1)).toEqual([6, 7]);
    expect(t.squig()).toEqual([6, 6]);
    expect(t.status(1)).toBe('standing');
    expect(t.ofType('emasculated')).toEqual([]);
  });
});
