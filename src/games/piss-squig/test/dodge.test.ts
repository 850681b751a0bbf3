import { describe, expect, it } from 'vitest';
import { Table } from '../testing.ts';

// Goblin 0 at (3,3) next to the standing goblin 1 at (4,4); the Squig far away.
const tackled = () =>
  Table.of({
    goblins: [{ at: [3, 3] }, { at: [4, 4] }],
    squig: [9, 9],
  });

describe('dodge', () => {
  it('PS-DODGE-1 a step out of an opposing TZ rolls 1D6 3+ after the goblin is placed', () => {
    const t = tackled();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 2, y: 2 });
    expect(t.at(0)).toEqual([2, 2]);
    const p = t.pending();
    expect(p).toMatchObject({ kind: 'chance', request: { rule: 'PS-DODGE-1', dice: '1d6', target: 3, modifier: 0 } });
    t.roll(3);
    expect(t.rolls()).toEqual([
      { type: 'roll', rule: 'PS-DODGE-1', player: 0, dice: '1d6', faces: [3], target: 3, modifier: 0, total: 3, success: true, reroll: false, goblin: 0 },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.s.mp).toBe(5);
  });

  it('PS-DODGE-2 PS-DODGE-3 a failed dodge rerolled with Esquive and failed again: down in the destination, armour, turn over', () => {
    const t = tackled();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 2, y: 2 });
    t.roll(2);
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'noReroll' }]);
    t.act(0, { type: 'reroll' });
    t.roll(1);
    expect(t.rolls().map((r) => [r.faces[0], r.reroll])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', dice: '2d6', roller: 1 } });
    t.roll(4, 4);
    expect(t.status(0)).toBe('stunned');
    expect(t.at(0)).toEqual([2, 2]);
    expect(t.s.side).toBe(1);
  });
});
