import { describe, expect, it } from 'vitest';
import { sq, SQUARES } from '../board.ts';
import { isSlippery } from '../pit.ts';
import { Table } from '../testing.ts';

const slipperySquares = (t: Table): number[] => {
  const out: number[] = [];
  for (let q = 0; q < SQUARES; q++) if (isSlippery(t.s, q)) out.push(q);
  return out;
};

// Goblin 0 on a slippery (3,3), nobody near, the Squig far away.
const onSlippery = (status: 'standing' | 'prone' = 'standing') =>
  Table.of({
    goblins: [{ at: [3, 3], status }, { at: [10, 10] }],
    squig: [9, 2],
    slippery: [[3, 3]],
  });

describe('slippery ground', () => {
  it('PS-SLIP-1 a scatter on an empty square makes it Slippery; a second scatter there leaves one marker; markers stay', () => {
    // Goblin 0 at (6,4), 2 squares from the Squig (6,6): a 2 is a miss, the D8 shows 4 (east): (7,6).
    const t = Table.of({ goblins: [{ at: [6, 4] }, { at: [10, 10] }], squig: [6, 6] });
    t.act(0, { type: 'piss' });
    t.roll(2);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SCATTER-1', dice: 'scatter' } });
    t.roll(4);
    expect(t.ofType('slippery')).toEqual([{ type: 'slippery', rule: 'PS-SLIP-1', at: sq(7, 6) }]);
    expect(slipperySquares(t)).toEqual([sq(7, 6)]);
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'piss' });
    t.roll(3);
    t.roll(4);
    expect(slipperySquares(t)).toEqual([sq(7, 6)]);
    // Still there after a goblin has walked over it.
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 7, y: 5 });
    t.act(0, { type: 'step', x: 7, y: 6 });
    t.roll(3); // dodge out of the Squig's TZ
    t.act(0, { type: 'step', x: 8, y: 7 });
    t.roll(2); // slippery test
    t.roll(3); // dodge
    expect(t.at(0)).toEqual([8, 7]);
    expect(
      t
        .rolls()
        .slice(-3)
        .map((r) => [r.rule, r.success]),
    ).toEqual([
      ['PS-DODGE-1', true],
      ['PS-SLIP-2', true],
      ['PS-DODGE-1', true],
    ]);
    expect(slipperySquares(t)).toEqual([sq(7, 6)]);
  });

  it('PS-SLIP-2 PS-R-09 leaving a Slippery square: 1D6 2+ first; a 2 passes and the step goes on', () => {
    const t = onSlippery();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 4, y: 3 });
    expect(t.at(0)).toEqual([3, 3]);
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-SLIP-2',
        dice: '1d6',
        roller: 0,
        target: 2,
        modifier: 0,
        label: 'ps.roll.slip',
        params: { goblin: 0 },
        reroll: false,
      },
    });
    t.roll(2);
    expect(t.rolls()).toEqual([
      {
        type: 'roll',
        rule: 'PS-SLIP-2',
        player: 0,
        dice: '1d6',
        faces: [2],
        target: 2,
        modifier: 0,
        total: 2,
        success: true,
        reroll: false,
        goblin: 0,
      },
    ]);
    expect(t.at(0)).toEqual([4, 3]);
    expect(t.s.mp).toBe(5);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    // Leaving a normal square: no test.
    t.act(0, { type: 'step', x: 5, y: 3 });
    expect(t.rolls()).toHaveLength(1);
  });

  it('PS-SLIP-2 PS-R-09 a 1 fails: knocked down on the slippery square (no Esquive), armour, turn over', () => {
    const t = onSlippery();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 4, y: 3 });
    t.roll(1);
    expect(t.rolls().at(-1)).toMatchObject({
      rule: 'PS-SLIP-2',
      faces: [1],
      total: 1,
      success: false,
      reroll: false,
    });
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-SLIP-2', goblin: 0, at: sq(3, 3) },
    ]);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DOWN-1', dice: '2d6', roller: 1, target: 8 },
    });
    t.roll(2, 5);
    expect(t.at(0)).toEqual([3, 3]);
    expect(t.status(0)).toBe('prone');
    expect(t.s.side).toBe(1);
    expect(slipperySquares(t)).toEqual([sq(3, 3)]);
  });

  it('PS-SLIP-2 entering a Slippery square needs no test; leaving it does, before the dodge', () => {
    // Goblin 1 standing at (5,5): (4,4) is slippery and in its TZ.
    const t = Table.of({ goblins: [{ at: [3, 3] }, { at: [5, 5] }], squig: [9, 2], slippery: [[4, 4]] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 4, y: 4 });
    expect(t.rolls()).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    t.act(0, { type: 'step', x: 4, y: 5 });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SLIP-2' } });
    t.roll(6);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DODGE-1' } });
    t.roll(4);
    expect(t.rolls().map((r) => r.rule)).toEqual(['PS-SLIP-2', 'PS-DODGE-1']);
    expect(t.at(0)).toEqual([4, 5]);
    expect(t.s.mp).toBe(4);
  });

  it('PS-SLIP-2 PS-R-09 standing up on a Slippery square needs no test, stepping off it then does', () => {
    const t = onSlippery('prone');
    t.act(0, { type: 'move' });
    expect(t.status(0)).toBe('standing');
    expect(t.rolls()).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    t.act(0, { type: 'step', x: 3, y: 4 });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SLIP-2', target: 2 } });
  });

  it('PS-SLIP-2 PS-R-09 a goblin pushed off a Slippery square rolls nothing', () => {
    // Goblin 1 on a slippery (4,3) is blocked by goblin 0 (3,3) and pushed east; (5,2) and (5,4) are taken.
    const t = Table.of({
      goblins: [
        { at: [3, 3] },
        { at: [4, 3] },
        { at: [5, 2], status: 'prone' },
        { at: [5, 4], status: 'prone' },
      ],
      squig: [9, 9],
      slippery: [[4, 3]],
    });
    t.act(0, { type: 'block', target: 1 });
    t.roll(4);
    expect(t.at(1)).toEqual([5, 3]);
    expect(t.rolls().map((r) => r.rule)).toEqual(['PS-BLOCK-1']);
    t.act(0, { type: 'stay' });
    expect(t.s.side).toBe(1);
  });
});
