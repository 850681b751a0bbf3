import { describe, expect, it } from 'vitest';
import { sq } from '../board.ts';
import { Table, type PositionSpec } from '../testing.ts';

/** Seat 0 blocks goblin 1 and gets `face` on the block die. */
const blocked = (spec: PositionSpec, face: number) => {
  const t = Table.of(spec);
  t.act(0, { type: 'block', target: 1 });
  t.roll(face);
  return t;
};

const push = (x: number, y: number) => ({ type: 'push', x, y });

describe('push', () => {
  it('PS-PUSH-1 orthogonal push (east): straight on and both diagonals beside it', () => {
    const t = blocked({ goblins: [{ at: [3, 6] }, { at: [4, 6] }], squig: [9, 9] }, 3);
    expect(t.legal(0)).toEqual([push(5, 6), push(5, 5), push(5, 7)]);
  });

  it('PS-PUSH-1 orthogonal push (north): (6,7), (5,7), (7,7)', () => {
    const t = blocked({ goblins: [{ at: [6, 9] }, { at: [6, 8] }], squig: [1, 1] }, 4);
    expect(t.legal(0)).toEqual([push(6, 7), push(5, 7), push(7, 7)]);
  });

  it('PS-PUSH-1 diagonal push (south-east): the diagonal and both orthogonal squares', () => {
    const t = blocked({ goblins: [{ at: [3, 3] }, { at: [4, 4] }], squig: [9, 9] }, 3);
    expect(t.legal(0)).toEqual([push(5, 5), push(5, 4), push(4, 5)]);
    t.act(0, push(4, 5));
    expect(t.at(1)).toEqual([4, 5]);
    expect(t.ofType('pushed')).toEqual([
      { type: 'pushed', rule: 'PS-PUSH-1', goblin: 1, from: sq(4, 4), to: sq(4, 5) },
    ]);
  });

  it('PS-PUSH-2 an empty candidate must be chosen: the occupied one is refused (push.square)', () => {
    const t = blocked(
      { goblins: [{ at: [3, 6] }, { at: [4, 6] }, { at: [5, 6], status: 'prone' }], squig: [9, 9] },
      3,
    );
    expect(t.legal(0)).toEqual([push(5, 5), push(5, 7)]);
    expect(t.refuse(0, push(5, 6))).toMatchObject({ code: 'push.square', rule: 'PS-PUSH-2' });
    expect(t.refuse(0, push(3, 6))).toMatchObject({ code: 'push.square', rule: 'PS-PUSH-2' });
    t.act(0, push(5, 7));
    expect(t.at(1)).toEqual([5, 7]);
    expect(t.at(2)).toEqual([5, 6]);
  });

  it('PS-PUSH-2 a single empty candidate is taken at once (no D-PUSH), the follow-up is offered', () => {
    const t = blocked(
      { goblins: [{ at: [3, 6] }, { at: [4, 6] }, { at: [5, 6] }, { at: [5, 5] }], squig: [9, 9] },
      3,
    );
    expect(t.at(1)).toEqual([5, 7]);
    expect(t.legal(0)).toEqual([{ type: 'follow' }, { type: 'stay' }]);
  });

  it('PS-PUSH-2 PS-PUSH-3 PS-R-13 chain push: the blocker chooses each link, never the Squig; down goblins stay down', () => {
    // goblin 0 blocks goblin 1 east; the three candidates hold goblins 2, 3 (prone) and 4; the Squig on (6,6)
    const t = blocked(
      {
        goblins: [
          { at: [3, 6] },
          { at: [4, 6] },
          { at: [5, 5] },
          { at: [5, 6], status: 'prone', pissMarkers: 1 },
          { at: [5, 7] },
        ],
        squig: [6, 6],
      },
      6,
    );
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0)).toEqual([push(5, 6), push(5, 5), push(5, 7)]);
    t.act(0, push(5, 6));
    expect(t.ofType('chainPush')).toEqual([
      { type: 'chainPush', rule: 'PS-PUSH-2', goblin: 3, at: sq(5, 6) },
    ]);
    // goblin 3 is pushed east from (5,6): (6,6) is the Squig; the blocker (seat 0) still chooses
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(3)).toEqual([]);
    expect(t.legal(0)).toEqual([push(6, 5), push(6, 7)]);
    expect(t.refuse(0, push(6, 6))).toMatchObject({ code: 'push.square', rule: 'PS-PUSH-2' });
    t.act(0, push(6, 7));
    expect(t.ofType('pushed')).toEqual([
      { type: 'pushed', rule: 'PS-PUSH-2', goblin: 3, from: sq(5, 6), to: sq(6, 7) },
      { type: 'pushed', rule: 'PS-PUSH-1', goblin: 1, from: sq(4, 6), to: sq(5, 6) },
    ]);
    t.act(0, { type: 'follow' });
    // only the blocked goblin is knocked down by the block result
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-BLOCK-2', goblin: 1, at: sq(5, 6) },
    ]);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DOWN-1', roller: 0, params: { goblin: 1 } },
    });
    t.roll(1, 2);
    expect(t.rolls().map((r) => r.rule)).toEqual(['PS-BLOCK-1', 'PS-DOWN-1']);
    expect([t.at(0), t.at(1), t.at(2), t.at(3), t.at(4)]).toEqual([
      [4, 6],
      [5, 6],
      [5, 5],
      [6, 7],
      [5, 7],
    ]);
    expect([t.status(1), t.status(2), t.status(3), t.status(4)]).toEqual([
      'prone',
      'standing',
      'prone',
      'standing',
    ]);
    expect(t.s.goblins[3]!.pissMarkers).toBe(1);
    expect(t.squig()).toEqual([6, 6]);
    expect(t.ofType('squigMoved')).toEqual([]);
    expect(t.s.side).toBe(1);
  });

  it('PS-PUSH-2 a chain link with a single empty candidate is applied at once', () => {
    // goblin 1 pushed east; (5,6), (5,5), (5,7) occupied; goblin 2 on (5,6) pushed east can only go to (6,5)
    const t = blocked(
      {
        goblins: [
          { at: [3, 6] },
          { at: [4, 6] },
          { at: [5, 6] },
          { at: [5, 5] },
          { at: [5, 7] },
          { at: [6, 7] },
        ],
        squig: [6, 6],
      },
      3,
    );
    t.act(0, push(5, 6));
    expect(t.at(2)).toEqual([6, 5]);
    expect(t.at(1)).toEqual([5, 6]);
    expect(t.legal(0)).toEqual([{ type: 'follow' }, { type: 'stay' }]);
  });

  it("PS-R-13 the Squig's square is never a candidate: straight on is the Squig, the two others are offered", () => {
    const t = blocked({ goblins: [{ at: [4, 6] }, { at: [5, 6] }], squig: [6, 6] }, 3);
    expect(t.legal(0)).toEqual([push(6, 5), push(6, 7)]);
    expect(t.refuse(0, push(6, 6))).toMatchObject({ code: 'push.square', rule: 'PS-PUSH-2' });
  });

  it('PS-PUSH-4 PS-R-12 pinned against the fence (result 3): not moved, no follow-up, turn over', () => {
    const t = blocked({ goblins: [{ at: [1, 6] }, { at: [0, 6] }], squig: [9, 9] }, 3);
    expect(t.ofType('pinned')).toEqual([{ type: 'pinned', rule: 'PS-PUSH-4', goblin: 1 }]);
    expect(t.ofType('pushed')).toEqual([]);
    expect([t.at(0), t.at(1)]).toEqual([
      [1, 6],
      [0, 6],
    ]);
    expect(t.status(1)).toBe('standing');
    expect(t.s.side).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-PUSH-4 PS-R-12 pinned in a corner, result 6: knocked down in place, armour by the blocker, no follow-up', () => {
    const t = blocked({ goblins: [{ at: [1, 1] }, { at: [0, 0] }], squig: [9, 9] }, 6);
    expect(t.status(1)).toBe('prone');
    expect(t.at(1)).toEqual([0, 0]);
    expect(t.ofType('followedUp')).toEqual([]);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DOWN-1', dice: '2d6', roller: 0, target: 8, modifier: 0, params: { goblin: 1 } },
    });
    t.roll(5, 3);
    expect(t.rolls()[1]).toMatchObject({
      rule: 'PS-DOWN-1',
      player: 0,
      total: 8,
      result: 'stunned',
      goblin: 1,
    });
    // seat 1's turn starts: the stunned goblin is turned over where he fell
    expect(t.ofType('turnedOver')).toEqual([{ type: 'turnedOver', rule: 'PS-DOWN-4', goblin: 1 }]);
    expect(t.at(1)).toEqual([0, 0]);
    expect(t.at(0)).toEqual([1, 1]);
    expect(t.s.side).toBe(1);
  });

  it('PS-PUSH-4 PS-R-12 off-board squares are never candidates: along the fence only the square on the board', () => {
    // goblin 1 on (0,5) pushed north-west from (1,6): (-1,4) and (-1,5) are off, (0,4) is taken at once
    const t = blocked({ goblins: [{ at: [1, 6] }, { at: [0, 5] }], squig: [9, 9] }, 3);
    expect(t.at(1)).toEqual([0, 4]);
    expect(t.legal(0)).toEqual([{ type: 'follow' }, { type: 'stay' }]);
  });

  it('PS-PUSH-4 PS-R-13 the Squig can pin a goblin against the fence', () => {
    // goblin 1 on (0,6) pushed south-west from (1,5): only (0,7) is on the board, and the Squig is there
    const t = blocked({ goblins: [{ at: [1, 5] }, { at: [0, 6] }], squig: [0, 7] }, 4);
    expect(t.ofType('pinned')).toEqual([{ type: 'pinned', rule: 'PS-PUSH-4', goblin: 1 }]);
    expect(t.at(1)).toEqual([0, 6]);
    expect(t.squig()).toEqual([0, 7]);
    expect(t.status(1)).toBe('standing');
    expect(t.s.side).toBe(1);
  });

  it('PS-PUSH-4 a goblin whose candidates all hold unpushable goblins is pinned', () => {
    // goblin 1 in the corner (0,0) cannot move; goblin 2 on (1,0) pushed from (2,0) west: (0,0) is taken and
    // (0,-1) off, (0,1) holds goblin 3 who, pushed south-west, finds (-1,2) off, (0,2) the Squig, (-1,1) off
    const t = blocked(
      {
        goblins: [{ at: [2, 0] }, { at: [1, 0] }, { at: [0, 0] }, { at: [0, 1] }],
        squig: [0, 2],
      },
      3,
    );
    // (0,0) pushed west from (1,0): all off the board
    expect(t.ofType('pinned')).toEqual([{ type: 'pinned', rule: 'PS-PUSH-4', goblin: 1 }]);
    expect([t.at(1), t.at(2), t.at(3)]).toEqual([
      [1, 0],
      [0, 0],
      [0, 1],
    ]);
    expect(t.s.side).toBe(1);
  });

  it.each([3, 4, 5])(
    'PS-PUSH-4 PS-R-12 variant fenceSlam: pinned by result %i → knocked down in place, armour by the blocker',
    (face) => {
      const t = blocked(
        { goblins: [{ at: [1, 6] }, { at: [0, 6] }], squig: [9, 9], options: { fenceSlam: true } },
        face,
      );
      expect(t.ofType('pinned')).toEqual([{ type: 'pinned', rule: 'PS-PUSH-4', goblin: 1 }]);
      expect(t.ofType('knockedDown')).toEqual([
        { type: 'knockedDown', rule: 'PS-BLOCK-2', goblin: 1, at: sq(0, 6) },
      ]);
      expect(t.status(1)).toBe('prone');
      expect(t.at(1)).toEqual([0, 6]);
      expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', roller: 0 } });
      t.roll(2, 2);
      expect(t.status(1)).toBe('prone');
      expect(t.s.side).toBe(1);
    },
  );

  it('PS-R-12 variant fenceSlam: a goblin that is not pinned is only pushed by result 3', () => {
    const t = blocked(
      { goblins: [{ at: [2, 6] }, { at: [1, 6] }], squig: [9, 9], options: { fenceSlam: true } },
      3,
    );
    t.act(0, push(0, 6));
    t.act(0, { type: 'stay' });
    expect(t.status(1)).toBe('standing');
    expect(t.ofType('knockedDown')).toEqual([]);
    expect(t.s.side).toBe(1);
  });

  it('PS-R-12 variant fenceSlam off (default): pinned by result 5 stays standing', () => {
    const t = blocked({ goblins: [{ at: [1, 6] }, { at: [0, 6] }], squig: [9, 9] }, 5);
    expect(t.status(1)).toBe('standing');
    expect(t.ofType('knockedDown')).toEqual([]);
  });

  it('PS-PUSH-5 PS-PISS-7 PS-R-07 pushed onto his own post with a Point: no climb, no roll, markers and Point kept', () => {
    // goblin 1 owns post 5 (12,12), carries a Point and two Piss markers, stands on a Slippery square
    const t = blocked(
      {
        goblins: [{ at: [10, 12] }, { at: [11, 12], point: true, pissMarkers: 2 }],
        squig: [12, 10],
        slippery: [[11, 12]],
      },
      3,
    );
    expect(t.s.goblins[1]!.post).toBe(5);
    expect(t.legal(0)).toEqual([push(12, 12), push(12, 11)]);
    t.act(0, push(12, 12));
    t.act(0, { type: 'stay' });
    expect(t.at(1)).toEqual([12, 12]);
    expect(t.status(1)).toBe('standing');
    expect(t.s.goblins[1]!.point).toBe(true);
    expect(t.s.goblins[1]!.pissMarkers).toBe(2);
    expect(t.s.goblins[1]!.validated).toBe(0);
    expect(t.ofType('climbAttempt')).toEqual([]);
    expect(t.rolls().map((r) => r.rule)).toEqual(['PS-BLOCK-1']);
    expect(t.s.side).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-PUSH-5 PS-R-43 a goblin knocked down by the push keeps his Point and Piss markers', () => {
    const t = blocked(
      { goblins: [{ at: [3, 3] }, { at: [4, 3], point: true, pissMarkers: 3 }], squig: [9, 9] },
      6,
    );
    t.act(0, push(5, 3));
    t.act(0, { type: 'stay' });
    t.roll(6, 6);
    expect(t.rolls()[1]).toMatchObject({ rule: 'PS-DOWN-1', result: 'stunned', goblin: 1 });
    expect(t.at(1)).toEqual([5, 3]);
    expect(t.s.goblins[1]!.point).toBe(true);
    expect(t.s.goblins[1]!.pissMarkers).toBe(3);
  });
});
