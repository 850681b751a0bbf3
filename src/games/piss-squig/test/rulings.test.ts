import { describe, expect, it } from 'vitest';
import { Table } from '../testing.ts';

describe('Arbitre rulings (docs/rulings.md)', () => {
  it('ARB-PS-02 moving the Squig is one input that designates the square, and the roll follows at once', () => {
    const t = Table.of({ goblins: [{ at: [0, 0] }, { at: [12, 12] }] });
    const squig = t.legal(0).filter((a) => a.type === 'squig');
    expect(squig).toHaveLength(8);
    t.act(0, { type: 'squig', x: 6, y: 5 });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-SQUIG-3', dice: '1d6', roller: 0 },
    });
    t.roll(3);
    expect(t.squig()).toEqual([6, 5]);
    expect(t.s.side).toBe(1);
  });

  it('ARB-PS-03 a push with a single usable square and a move with nothing left to do apply by themselves', () => {
    // Goblin 1 pushed east from (11,5): of the candidates (12,5), (12,4), (12,6) only (12,5) is empty.
    const t = Table.of({
      goblins: [{ at: [10, 5] }, { at: [11, 5] }, { at: [12, 4] }, { at: [12, 6] }],
    });
    t.act(0, { type: 'block', target: 1 });
    t.roll(3);
    expect(t.at(1)).toEqual([12, 5]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0)).toEqual([{ type: 'follow' }, { type: 'stay' }]);

    const m = Table.of({ goblins: [{ at: [2, 2], status: 'prone' }, { at: [10, 10] }] });
    m.act(0, { type: 'move' });
    m.act(0, { type: 'step', x: 3, y: 2 });
    m.act(0, { type: 'step', x: 4, y: 2 });
    m.act(0, { type: 'step', x: 5, y: 2 });
    expect(m.ofType('moveEnded')).toHaveLength(1);
    expect(m.s.side).toBe(1);
  });

  it('ARB-PS-04 after a failed dodge the next side in play order rolls the armour', () => {
    const t = Table.of({
      goblins: [{ at: [5, 5] }, { at: [11, 11] }, { at: [4, 4] }],
      squig: [9, 1],
      side: 2,
    });
    t.act(2, { type: 'move' });
    t.act(2, { type: 'step', x: 3, y: 3 });
    t.roll(1);
    t.act(2, { type: 'noReroll' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', roller: 0 } });
  });
});
