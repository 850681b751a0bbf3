import { describe, expect, it } from 'vitest';
import { sq } from '../board.ts';
import { Table } from '../testing.ts';

// Goblin 0 at (3,3) next to the standing goblin 1 at (4,4): any step away needs a dodge. The Squig far away.
const tackled = (options = {}) =>
  Table.of({
    goblins: [{ at: [3, 3] }, { at: [4, 4] }],
    squig: [9, 9],
    options,
  });

/** Goblin 0 fails a dodge from (3,3) to (2,2), declines Esquive: the armour roll is pending. */
function tackle(options = {}): Table {
  const t = tackled(options);
  t.act(0, { type: 'move' });
  t.act(0, { type: 'step', x: 2, y: 2 });
  t.roll(1);
  t.act(0, { type: 'noReroll' });
  return t;
}

describe('falls', () => {
  it('PS-DOWN-1 PS-R-01 armour 2D6 by an opponent: 8 → stunned («sur le ventre»)', () => {
    const t = tackle();
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-DOWN-1',
        dice: '2d6',
        roller: 1,
        target: 8,
        modifier: 0,
        label: 'ps.roll.armour',
        params: { goblin: 0 },
      },
    });
    t.roll(5, 3);
    expect(t.rolls().at(-1)).toEqual({
      type: 'roll',
      rule: 'PS-DOWN-1',
      player: 1,
      dice: '2d6',
      faces: [5, 3],
      total: 8,
      result: 'stunned',
      reroll: false,
      target: 8,
      success: true,
      goblin: 0,
    });
    expect(t.status(0)).toBe('stunned');
    expect(t.at(0)).toEqual([2, 2]);
  });

  it('PS-DOWN-1 PS-R-01 PS-R-02 armour 7 → prone («sur le dos»)', () => {
    const t = tackle();
    t.roll(6, 1);
    expect(t.rolls().at(-1)).toMatchObject({
      rule: 'PS-DOWN-1',
      faces: [6, 1],
      total: 7,
      result: 'prone',
      success: false,
    });
    expect(t.status(0)).toBe('prone');
  });

  it('PS-R-01 variant armourTarget 7: 7 → stunned, 6 → prone', () => {
    const t = tackle({ armourTarget: 7 });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DOWN-1', target: 7, modifier: 0 },
    });
    t.roll(4, 3);
    expect(t.rolls().at(-1)).toMatchObject({ total: 7, result: 'stunned', target: 7, success: true });
    expect(t.status(0)).toBe('stunned');
    const u = tackle({ armourTarget: 7 });
    u.roll(3, 3);
    expect(u.rolls().at(-1)).toMatchObject({ total: 6, result: 'prone', target: 7, success: false });
    expect(u.status(0)).toBe('prone');
  });

  it('PS-DOWN-1 the armour is rolled by the next side in play order after the fallen goblin', () => {
    // 3 players, side 2 acts: goblin 2 at (3,3) next to goblin 1 (4,4) fails a dodge: side 0 rolls the armour.
    const t = Table.of({
      goblins: [{ at: [10, 10] }, { at: [4, 4] }, { at: [3, 3] }],
      squig: [9, 2],
      side: 2,
    });
    t.act(2, { type: 'move' });
    t.act(2, { type: 'step', x: 2, y: 3 });
    t.roll(2);
    t.act(2, { type: 'noReroll' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', roller: 0 } });
    t.roll(2, 2);
    expect(t.rolls().at(-1)).toMatchObject({ rule: 'PS-DOWN-1', player: 0, goblin: 2, result: 'prone' });
    expect(t.s.side).toBe(0);
  });

  it('PS-DOWN-2 where a goblin falls: failed dodge → destination; failed slippery test → the slippery square; failed climb → his post', () => {
    const dodge = tackle();
    expect(dodge.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-DODGE-2', goblin: 0, at: sq(2, 2) },
    ]);
    const slip = Table.of({ goblins: [{ at: [3, 3] }, { at: [10, 10] }], squig: [9, 2], slippery: [[3, 3]] });
    slip.act(0, { type: 'move' });
    slip.act(0, { type: 'step', x: 2, y: 2 });
    slip.roll(1);
    expect(slip.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-SLIP-2', goblin: 0, at: sq(3, 3) },
    ]);
    expect(slip.at(0)).toEqual([3, 3]);
    const climb = Table.of({ goblins: [{ at: [1, 1], point: true }, { at: [10, 10] }], squig: [9, 2] });
    climb.act(0, { type: 'move' });
    climb.act(0, { type: 'step', x: 0, y: 0 });
    climb.roll(1);
    expect(climb.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-CLIMB-2', goblin: 0, at: sq(0, 0) },
    ]);
    expect(climb.at(0)).toEqual([0, 0]);
  });

  it('PS-DOWN-3 PS-R-43 a down goblin keeps its Point and Piss markers, has no TZ, cannot be blocked, cannot piss', () => {
    const t = Table.of({
      goblins: [{ at: [3, 3], point: true, pissMarkers: 2 }, { at: [4, 4] }],
      squig: [9, 9],
    });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 4, y: 3 });
    t.roll(2);
    t.act(0, { type: 'noReroll' });
    t.roll(2, 3);
    expect(t.status(0)).toBe('prone');
    expect(t.s.goblins[0]).toMatchObject({ point: true, pissMarkers: 2 });
    // Goblin 1's turn: goblin 0 (prone, adjacent at (4,3)) cannot be blocked and has no TZ.
    expect(t.s.side).toBe(1);
    expect(t.legal(1).filter((a) => a.type === 'block')).toEqual([]);
    expect(t.refuse(1, { type: 'block', target: 0 })).toMatchObject({
      code: 'block.target',
      rule: 'PS-BLOCK-1',
    });
    t.act(1, { type: 'move' });
    t.act(1, { type: 'step', x: 5, y: 5 });
    expect(t.rolls()).toHaveLength(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-DOWN-3 PS-R-45 a prone goblin in range and in contact may move (stand up), move the Squig or pass, never piss or block', () => {
    // Goblin 0 prone at (6,4), 2 squares from the Squig (6,6), next to the standing goblin 1 (7,4).
    const t = Table.of({ goblins: [{ at: [6, 4], status: 'prone' }, { at: [7, 4] }], squig: [6, 6] });
    const types = t.legal(0).map((a) => a.type);
    expect(types.filter((x) => x !== 'squig')).toEqual(['move', 'pass', 'concede']);
    expect(types.filter((x) => x === 'squig')).toHaveLength(8);
    expect(t.refuse(0, { type: 'piss' })).toMatchObject({ code: 'piss.down', rule: 'PS-PISS-1' });
    expect(t.refuse(0, { type: 'block', target: 1 })).toMatchObject({
      code: 'block.target',
      rule: 'PS-BLOCK-1',
    });
  });

  it('PS-DOWN-4 PS-R-03 a stunned goblin turns over at the start of its next turn: restricted (Squig, pass, concede)', () => {
    const t = tackle();
    t.roll(4, 4);
    expect(t.status(0)).toBe('stunned');
    t.act(1, { type: 'pass' });
    expect(t.ofType('turnedOver')).toEqual([{ type: 'turnedOver', rule: 'PS-DOWN-4', goblin: 0 }]);
    expect(t.status(0)).toBe('prone');
    expect(t.s.side).toBe(0);
    expect(t.s.restricted).toBe(true);
    expect(t.legal(0).filter((a) => a.type !== 'squig')).toEqual([{ type: 'pass' }, { type: 'concede' }]);
    expect(t.legal(0).filter((a) => a.type === 'squig')).toHaveLength(8);
    expect(t.refuse(0, { type: 'move' })).toMatchObject({ code: 'action.restricted', rule: 'PS-TURN-2' });
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    // The turn after: a normal turn, he may stand up.
    expect(t.s.restricted).toBe(false);
    expect(t.ofType('turnedOver')).toHaveLength(1);
    t.act(0, { type: 'move' });
    expect(t.status(0)).toBe('standing');
    expect(t.s.mp).toBe(3);
  });

  it('PS-DOWN-4 a prone goblin is not turned over and its turn is not restricted', () => {
    const t = tackle();
    t.roll(1, 2);
    t.act(1, { type: 'pass' });
    expect(t.ofType('turnedOver')).toEqual([]);
    expect(t.s.restricted).toBe(false);
    expect(t.legal(0)[0]).toEqual({ type: 'move' });
  });

  it('PS-DOWN-5 PS-R-45 standing up costs 3 MP with no roll; 3 steps remain; then the Move ends', () => {
    const t = Table.of({ goblins: [{ at: [3, 3], status: 'prone' }, { at: [10, 10] }], squig: [9, 2] });
    t.act(0, { type: 'move' });
    expect(t.ofType('stoodUp')).toEqual([{ type: 'stoodUp', rule: 'PS-DOWN-5', goblin: 0, mp: 3 }]);
    expect(t.status(0)).toBe('standing');
    // Only steps and end: no Piss or Block after standing up.
    expect(new Set(t.legal(0).map((a) => a.type))).toEqual(new Set(['step', 'end']));
    t.act(0, { type: 'step', x: 3, y: 4 });
    t.act(0, { type: 'step', x: 3, y: 5 });
    t.act(0, { type: 'step', x: 3, y: 6 });
    expect(t.ofType('moveEnded')).toEqual([{ type: 'moveEnded', rule: 'PS-MOVE-1', goblin: 0, mp: 0 }]);
    expect(t.at(0)).toEqual([3, 6]);
    expect(t.rolls()).toEqual([]);
    expect(t.s.side).toBe(1);
  });

  it('PS-DOWN-5 PS-R-45 standing up and not stepping is a legal Move action, even next to the Squig', () => {
    const t = Table.of({ goblins: [{ at: [5, 5], status: 'prone' }, { at: [4, 4] }], squig: [6, 6] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'end' });
    expect(t.status(0)).toBe('standing');
    expect(t.at(0)).toEqual([5, 5]);
    expect(t.rolls()).toEqual([]);
    expect(t.ofType('moveEnded')).toEqual([{ type: 'moveEnded', rule: 'PS-MOVE-1', goblin: 0, mp: 3 }]);
    expect(t.s.side).toBe(1);
  });

  it('PS-TURN-4 PS-R-42 a knock-down of the acting goblin ends its action and turn after the armour roll, MP left or not', () => {
    const t = tackle();
    expect(t.s.mp).toBe(5);
    expect(t.s.side).toBe(0);
    expect(t.legal(0)).toEqual([]);
    expect(t.refuse(0, { type: 'step', x: 1, y: 1 })).toMatchObject({
      code: 'turn.chance',
      rule: 'PS-DOWN-1',
    });
    t.roll(2, 2);
    expect(t.s.side).toBe(1);
    expect(t.ofType('turnStarted').at(-1)).toEqual({
      type: 'turnStarted',
      rule: 'PS-TURN-3',
      side: 1,
      round: 1,
      goblin: 1,
    });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(t.ofType('moveEnded')).toEqual([]);
  });

  it('PS-TURN-4 PS-R-42 a failed slippery test and a failed climb also end the turn', () => {
    const slip = Table.of({ goblins: [{ at: [3, 3] }, { at: [10, 10] }], squig: [9, 2], slippery: [[3, 3]] });
    slip.act(0, { type: 'move' });
    slip.act(0, { type: 'step', x: 3, y: 4 });
    slip.roll(1);
    slip.roll(1, 1);
    expect(slip.s.side).toBe(1);
    const climb = Table.of({ goblins: [{ at: [0, 0], point: true }, { at: [10, 10] }], squig: [9, 2] });
    climb.act(0, { type: 'move' });
    climb.act(0, { type: 'climb' });
    climb.roll(1);
    climb.roll(6, 6);
    expect(climb.status(0)).toBe('stunned');
    expect(climb.s.side).toBe(1);
  });
});
