import { describe, expect, it } from 'vitest';
import { sq } from '../board.ts';
import { Table } from '../testing.ts';
import { score } from '../turn.ts';

// Two players: goblin 0 owns post 1 = (0,0), goblin 1 post 5 = (12,12).

/** Goblin 0 standing on his post (0,0) with a Point and `markers` Piss markers; Move then climb: ROLL-CLIMB pending. */
function climbing(markers = 0, options = {}): Table {
  const t = Table.of({
    goblins: [{ at: [0, 0], point: true, pissMarkers: markers }, { at: [10, 10] }],
    squig: [9, 2],
    options,
  });
  t.act(0, { type: 'move' });
  t.act(0, { type: 'climb' });
  return t;
}

describe('climbing out', () => {
  it('PS-CLIMB-1 PS-R-38 a goblin with a Point entering his own post must climb at once, even with no MP left', () => {
    const t = Table.of({ goblins: [{ at: [6, 6], point: true }, { at: [12, 12] }], squig: [9, 2] });
    t.act(0, { type: 'move' });
    for (const d of [5, 4, 3, 2, 1]) t.act(0, { type: 'step', x: d, y: d });
    expect(t.s.mp).toBe(1);
    t.act(0, { type: 'step', x: 0, y: 0 });
    expect(t.s.mp).toBe(0);
    expect(t.ofType('climbAttempt')).toEqual([{ type: 'climbAttempt', rule: 'PS-CLIMB-1', goblin: 0 }]);
    expect(t.ofType('moveEnded')).toEqual([]);
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-CLIMB-2',
        dice: '1d6',
        roller: 0,
        target: 2,
        modifier: 0,
        label: 'ps.roll.climb',
        params: { goblin: 0 },
        reroll: false,
      },
    });
    t.roll(2);
    expect(t.rolls()).toEqual([
      {
        type: 'roll',
        rule: 'PS-CLIMB-2',
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
    expect(t.ofType('climbedOut')).toEqual([
      { type: 'climbedOut', rule: 'PS-CLIMB-2', goblin: 0, side: 0, validated: 1 },
    ]);
    expect(t.status(0)).toBe('outside');
    expect(t.at(0)).toBeNull();
    expect(t.s.goblins[0]).toMatchObject({ point: false, pissMarkers: 0, validated: 1 });
    expect(score(t.s, 0)).toBe(1);
    expect(t.s.side).toBe(1);
  });

  it('PS-CLIMB-1 a goblin already on his post with a Point may climb as his Move action; the climb ends the turn', () => {
    const t = Table.of({ goblins: [{ at: [0, 0], point: true }, { at: [10, 10] }], squig: [9, 2] });
    t.act(0, { type: 'move' });
    expect(t.legal(0)).toEqual([
      { type: 'step', x: 1, y: 0 },
      { type: 'step', x: 1, y: 1 },
      { type: 'step', x: 0, y: 1 },
      { type: 'climb' },
      { type: 'end' },
    ]);
    t.act(0, { type: 'climb' });
    expect(t.s.mp).toBe(6);
    t.roll(6);
    expect(t.status(0)).toBe('outside');
    expect(t.s.side).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-CLIMB-1 PS-DOWN-5 a prone goblin on his post with a Point stands up (3 MP) and climbs for 0 MP', () => {
    const t = Table.of({
      goblins: [{ at: [0, 0], status: 'prone', point: true }, { at: [10, 10] }],
      squig: [9, 2],
    });
    t.act(0, { type: 'move' });
    expect(t.s.mp).toBe(3);
    expect(t.legal(0)).toContainEqual({ type: 'climb' });
    t.act(0, { type: 'climb' });
    expect(t.s.mp).toBe(3);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-CLIMB-2', target: 2, modifier: 0 },
    });
    t.roll(3);
    expect(t.s.goblins[0]!.validated).toBe(1);
  });

  it('PS-CLIMB-2 with 2 Piss markers: a 3 (total 1) fails and he falls on his post keeping Point and markers', () => {
    const t = climbing(2);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-CLIMB-2', target: 2, modifier: -2 },
    });
    t.roll(3);
    expect(t.rolls()[0]).toEqual({
      type: 'roll',
      rule: 'PS-CLIMB-2',
      player: 0,
      dice: '1d6',
      faces: [3],
      target: 2,
      modifier: -2,
      total: 1,
      success: false,
      reroll: false,
      goblin: 0,
    });
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-CLIMB-2', goblin: 0, at: sq(0, 0) },
    ]);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DOWN-1', dice: '2d6', roller: 1, target: 8 },
    });
    t.roll(3, 3);
    expect(t.status(0)).toBe('prone');
    expect(t.at(0)).toEqual([0, 0]);
    expect(t.s.goblins[0]).toMatchObject({ point: true, pissMarkers: 2, validated: 0 });
    expect(t.s.side).toBe(1);
  });

  it('PS-CLIMB-2 PS-R-47 with 2 Piss markers a 4 (total 2) climbs out and the markers go', () => {
    const t = climbing(2);
    t.roll(4);
    expect(t.rolls()[0]).toMatchObject({ faces: [4], modifier: -2, total: 2, success: true });
    expect(t.s.goblins[0]).toMatchObject({ point: false, pissMarkers: 0, validated: 1 });
    expect(t.status(0)).toBe('outside');
  });

  it('PS-CLIMB-2 PS-R-08 a natural 1 fails with no marker', () => {
    const t = climbing(0);
    t.roll(1);
    expect(t.rolls()[0]).toMatchObject({ faces: [1], modifier: 0, total: 1, success: false });
    expect(t.status(0)).toBe('prone');
    expect(t.s.goblins[0]!.point).toBe(true);
  });

  it('PS-R-47 −1 per marker: 5 Piss markers never climb (6 → 1), 4 markers climb on a 6', () => {
    const five = climbing(5);
    expect(five.pending()).toMatchObject({ kind: 'chance', request: { modifier: -5 } });
    five.roll(6);
    expect(five.rolls()[0]).toMatchObject({ faces: [6], modifier: -5, total: 1, success: false });
    expect(five.at(0)).toEqual([0, 0]);
    expect(five.s.goblins[0]).toMatchObject({ point: true, pissMarkers: 5 });
    const four = climbing(4);
    four.roll(6);
    expect(four.rolls()[0]).toMatchObject({ faces: [6], modifier: -4, total: 2, success: true });
    expect(four.status(0)).toBe('outside');
  });

  it('PS-R-38 after a fall from his post he tries again: stand up and climb the next turn', () => {
    const t = climbing(0);
    t.roll(1);
    t.roll(1, 2);
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'climb' });
    t.roll(2);
    expect(t.s.goblins[0]!.validated).toBe(1);
    expect(t.rolls().map((r) => [r.rule, r.success])).toEqual([
      ['PS-CLIMB-2', false],
      ['PS-DOWN-1', false],
      ['PS-CLIMB-2', true],
    ]);
  });

  it('PS-CLIMB-3 PS-R-38 no Point, no climb: stepping onto his post rolls nothing and climb is refused', () => {
    const t = Table.of({ goblins: [{ at: [1, 1] }, { at: [10, 10] }], squig: [9, 2] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 0, y: 0 });
    expect(t.rolls()).toEqual([]);
    expect(t.ofType('climbAttempt')).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0).map((a) => a.type)).not.toContain('climb');
    expect(t.refuse(0, { type: 'climb' })).toMatchObject({ code: 'climb.noPoint', rule: 'PS-CLIMB-3' });
  });

  it("PS-CLIMB-3 only by his own post: a goblin with a Point on another goblin's post does not climb", () => {
    // Goblin 0 (post 1) carries a Point and walks onto post 5 (12,12), goblin 1's, who stands at (6,0).
    const t = Table.of({ goblins: [{ at: [11, 11], point: true }, { at: [6, 0] }], squig: [9, 2] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 12, y: 12 });
    expect(t.rolls()).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0)).toEqual([
      { type: 'step', x: 11, y: 11 },
      { type: 'step', x: 12, y: 11 },
      { type: 'step', x: 11, y: 12 },
      { type: 'end' },
    ]);
  });

  it('PS-CLIMB-3 PS-R-46 a Slippery marker on the post does not affect the climb (entering or climbing from it)', () => {
    const enter = Table.of({
      goblins: [{ at: [1, 1], point: true, pissMarkers: 1 }, { at: [10, 10] }],
      squig: [9, 2],
      slippery: [[0, 0]],
    });
    enter.act(0, { type: 'move' });
    enter.act(0, { type: 'step', x: 0, y: 0 });
    expect(enter.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-CLIMB-2', target: 2, modifier: -1 },
    });
    enter.roll(3);
    expect(enter.rolls().map((r) => [r.rule, r.total, r.success])).toEqual([['PS-CLIMB-2', 2, true]]);
    const standing = Table.of({
      goblins: [{ at: [0, 0], point: true }, { at: [10, 10] }],
      squig: [9, 2],
      slippery: [[0, 0]],
    });
    standing.act(0, { type: 'move' });
    standing.act(0, { type: 'climb' });
    expect(standing.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-CLIMB-2', modifier: 0 },
    });
  });
});

describe('re-entry', () => {
  it('PS-ENTRY-1 PS-R-15 a goblin that climbed out is placed standing on his post at his next turn, which is restricted', () => {
    const t = climbing(0);
    t.roll(5);
    t.act(1, { type: 'pass' });
    expect(t.ofType('entered')).toEqual([{ type: 'entered', rule: 'PS-ENTRY-1', goblin: 0, to: sq(0, 0) }]);
    expect(t.status(0)).toBe('standing');
    expect(t.at(0)).toEqual([0, 0]);
    expect(t.s.side).toBe(0);
    expect(t.s.restricted).toBe(true);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0).filter((a) => a.type !== 'squig')).toEqual([{ type: 'pass' }, { type: 'concede' }]);
    expect(t.refuse(0, { type: 'move' })).toMatchObject({ code: 'action.restricted', rule: 'PS-TURN-2' });
    t.act(0, { type: 'squig', x: 8, y: 3 });
    t.roll(3);
    expect(t.squig()).toEqual([8, 3]);
    t.act(1, { type: 'pass' });
    // The turn after he acts normally.
    expect(t.s.restricted).toBe(false);
    expect(t.legal(0)[0]).toEqual({ type: 'move' });
  });

  it('PS-ENTRY-2 PS-R-15 his post taken: D-ENTRY offers the empty neighbours of the post; the turn is restricted', () => {
    // Goblin 1 stands on (0,0), goblin 0's post; goblin 0 is outside.
    const t = Table.of({ goblins: [{ at: null }, { at: [0, 0] }], squig: [9, 2], side: 1 });
    t.act(1, { type: 'pass' });
    expect(t.s.side).toBe(0);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0)).toEqual([
      { type: 'enter', x: 1, y: 0 },
      { type: 'enter', x: 1, y: 1 },
      { type: 'enter', x: 0, y: 1 },
    ]);
    expect(t.refuse(0, { type: 'enter', x: 2, y: 2 })).toMatchObject({
      code: 'entry.square',
      rule: 'PS-ENTRY-2',
    });
    expect(t.refuse(0, { type: 'pass' })).toMatchObject({ code: 'action.phase' });
    t.act(0, { type: 'enter', x: 1, y: 1 });
    expect(t.ofType('entered')).toEqual([{ type: 'entered', rule: 'PS-ENTRY-2', goblin: 0, to: sq(1, 1) }]);
    expect(t.status(0)).toBe('standing');
    expect(t.at(0)).toEqual([1, 1]);
    expect(t.s.restricted).toBe(true);
    expect(t.legal(0).filter((a) => a.type !== 'squig')).toEqual([{ type: 'pass' }, { type: 'concede' }]);
  });

  it('PS-ENTRY-2 ARB-PS-03 a single empty neighbour of the taken post is used by itself', () => {
    // 3 players: goblin 1 on (0,0), goblin 2 on (1,0), the Squig on (1,1): only (0,1) is left.
    const t = Table.of({ goblins: [{ at: null }, { at: [0, 0] }, { at: [1, 0] }], squig: [1, 1], side: 2 });
    t.act(2, { type: 'pass' });
    expect(t.ofType('entered')).toEqual([{ type: 'entered', rule: 'PS-ENTRY-2', goblin: 0, to: sq(0, 1) }]);
    expect(t.s.restricted).toBe(true);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
  });

  it('PS-ENTRY-2 PS-R-15 post and all its neighbours taken: he stays outside, the turn is restricted, he tries again next turn', () => {
    // 4 players: goblin 1 on (0,0), goblin 2 on (1,0), goblin 3 on (0,1), the Squig on (1,1).
    const t = Table.of({
      goblins: [{ at: null }, { at: [0, 0] }, { at: [1, 0] }, { at: [0, 1] }],
      squig: [1, 1],
      side: 3,
    });
    t.act(3, { type: 'pass' });
    expect(t.ofType('entryBlocked')).toEqual([{ type: 'entryBlocked', rule: 'PS-ENTRY-2', goblin: 0 }]);
    expect(t.s.side).toBe(0);
    expect(t.status(0)).toBe('outside');
    expect(t.at(0)).toBeNull();
    expect(t.s.restricted).toBe(true);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0).filter((a) => a.type !== 'squig')).toEqual([{ type: 'pass' }, { type: 'concede' }]);
    expect(t.legal(0).filter((a) => a.type === 'squig')).toHaveLength(8);
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    t.act(2, { type: 'pass' });
    // Goblin 3 leaves (0,1) (a dodge: next to goblin 1 and the Squig).
    t.act(3, { type: 'move' });
    t.act(3, { type: 'step', x: 0, y: 2 });
    t.roll(3);
    t.act(3, { type: 'end' });
    expect(t.ofType('entered')).toEqual([{ type: 'entered', rule: 'PS-ENTRY-2', goblin: 0, to: sq(0, 1) }]);
    expect(t.status(0)).toBe('standing');
    expect(t.s.restricted).toBe(true);
  });
});
