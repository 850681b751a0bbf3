import { describe, expect, it } from 'vitest';
import { sq } from '../board.ts';
import { pissSquig } from '../index.ts';
import { Table } from '../testing.ts';

/** Goblin 0 on (3,3) next to goblin 1 on (4,3), east of it; the Squig far away. */
const facing = () => Table.of({ goblins: [{ at: [3, 3] }, { at: [4, 3] }], squig: [9, 9] });

/** The ROLL-BLOCK event. */
const blockRoll = (player: number, face: number, result: string, goblin: number, target: number) => ({
  type: 'roll',
  rule: 'PS-BLOCK-1',
  player,
  dice: '1d6',
  faces: [face],
  total: face,
  result,
  reroll: false,
  goblin,
  target,
});

/** The ROLL-ARMOUR event. */
const armourRoll = (player: number, faces: [number, number], goblin: number) => ({
  type: 'roll',
  rule: 'PS-DOWN-1',
  player,
  dice: '2d6',
  faces,
  total: faces[0] + faces[1],
  result: faces[0] + faces[1] >= 8 ? 'stunned' : 'prone',
  reroll: false,
  target: 8,
  success: faces[0] + faces[1] >= 8,
  goblin,
});

/** The pending armour roll of `goblin`, rolled by `roller`. */
const armourPending = (goblin: number, roller: number) => ({
  kind: 'chance',
  request: { rule: 'PS-DOWN-1', dice: '2d6', roller, target: 8, modifier: 0, params: { goblin } },
});

describe('block', () => {
  it('PS-BLOCK-1 PS-R-32 a standing goblin blocks an adjacent standing opponent: one 1D6, no target, no modifier', () => {
    const t = facing();
    expect(t.legal(0)).toContainEqual({ type: 'block', target: 1 });
    t.act(0, { type: 'block', target: 1 });
    expect(t.ofType('blockDeclared')).toEqual([
      { type: 'blockDeclared', rule: 'PS-BLOCK-1', goblin: 0, target: 1 },
    ]);
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-BLOCK-1',
        dice: '1d6',
        roller: 0,
        label: 'ps.roll.block',
        params: { goblin: 0, target: 1 },
        reroll: false,
      },
    });
  });

  it('PS-BLOCK-1 PS-R-32 block against a prone or a non-adjacent goblin is refused (block.target)', () => {
    const prone = Table.of({ goblins: [{ at: [3, 3] }, { at: [4, 3], status: 'prone' }], squig: [9, 9] });
    expect(prone.legal(0).filter((a) => a.type === 'block')).toEqual([]);
    expect(prone.refuse(0, { type: 'block', target: 1 })).toMatchObject({
      code: 'block.target',
      rule: 'PS-BLOCK-1',
    });

    const far = Table.of({ goblins: [{ at: [3, 3] }, { at: [5, 3] }, { at: [4, 4] }], squig: [9, 9] });
    expect(far.legal(0).filter((a) => a.type === 'block')).toEqual([{ type: 'block', target: 2 }]);
    expect(far.refuse(0, { type: 'block', target: 1 })).toMatchObject({
      code: 'block.target',
      rule: 'PS-BLOCK-1',
    });
    expect(far.refuse(0, { type: 'block', target: 0 })).toMatchObject({
      code: 'block.target',
      rule: 'PS-BLOCK-1',
    });
  });

  it('PS-BLOCK-1 PS-R-32 a prone goblin cannot block, and nobody can block after moving', () => {
    const t = Table.of({ goblins: [{ at: [3, 3], status: 'prone' }, { at: [4, 3] }], squig: [9, 9] });
    expect(t.legal(0).filter((a) => a.type === 'block')).toEqual([]);
    expect(t.refuse(0, { type: 'block', target: 1 })).toMatchObject({
      code: 'block.target',
      rule: 'PS-BLOCK-1',
    });
    t.act(0, { type: 'move' }); // stands up: 3 MP left
    expect(t.refuse(0, { type: 'block', target: 1 })).toMatchObject({ rule: 'PS-BLOCK-1' });

    const moved = Table.of({ goblins: [{ at: [2, 3] }, { at: [4, 3] }], squig: [9, 9] });
    moved.act(0, { type: 'move' });
    moved.act(0, { type: 'step', x: 3, y: 3 });
    expect(moved.legal(0).some((a) => a.type === 'block')).toBe(false);
    expect(moved.refuse(0, { type: 'block', target: 1 })).toMatchObject({ rule: 'PS-BLOCK-1' });
  });

  it('PS-BLOCK-2 result 1: the blocker is knocked down in his square; armour by the defender (PS-R-14); turn over', () => {
    const t = facing();
    t.act(0, { type: 'block', target: 1 });
    t.roll(1);
    expect(t.status(0)).toBe('prone');
    expect(t.status(1)).toBe('standing');
    expect(t.at(0)).toEqual([3, 3]);
    expect(t.at(1)).toEqual([4, 3]);
    expect(t.pending()).toMatchObject(armourPending(0, 1));
    t.roll(4, 4);
    expect(t.rolls()).toEqual([blockRoll(0, 1, 'attackerDown', 0, 1), armourRoll(1, [4, 4], 0)]);
    expect(t.status(0)).toBe('stunned');
    expect(t.s.side).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it("PS-BLOCK-2 result 2: both down in place, the blocker's armour first, each rolled by the other party", () => {
    const t = facing();
    t.act(0, { type: 'block', target: 1 });
    t.roll(2);
    expect([t.status(0), t.status(1)]).toEqual(['prone', 'prone']);
    expect(t.pending()).toMatchObject(armourPending(0, 1));
    t.roll(6, 2);
    expect(t.pending()).toMatchObject(armourPending(1, 0));
    t.roll(3, 4);
    expect(t.rolls()).toEqual([
      blockRoll(0, 2, 'bothDown', 0, 1),
      armourRoll(1, [6, 2], 0),
      armourRoll(0, [3, 4], 1),
    ]);
    expect([t.status(0), t.status(1)]).toEqual(['stunned', 'prone']);
    expect([t.at(0), t.at(1)]).toEqual([
      [3, 3],
      [4, 3],
    ]);
    expect(t.ofType('followedUp')).toEqual([]);
    expect(t.s.side).toBe(1);
    // side 1's turn starts: goblin 1 is prone (not stunned), not turned over
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it.each([
    { face: 3, result: 'pushed' },
    { face: 4, result: 'pushed' },
    { face: 5, result: 'stumble' },
  ])('PS-BLOCK-2 result $face ($result): pushed only, the defender stays standing', ({ face, result }) => {
    const t = facing();
    t.act(0, { type: 'block', target: 1 });
    t.roll(face);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0)).toEqual([
      { type: 'push', x: 5, y: 3 },
      { type: 'push', x: 5, y: 2 },
      { type: 'push', x: 5, y: 4 },
    ]);
    t.act(0, { type: 'push', x: 5, y: 4 });
    expect(t.at(1)).toEqual([5, 4]);
    expect(t.legal(0)).toEqual([{ type: 'follow' }, { type: 'stay' }]);
    t.act(0, { type: 'stay' });
    expect(t.rolls()).toEqual([blockRoll(0, face, result, 0, 1)]);
    expect(t.ofType('pushed')).toEqual([
      { type: 'pushed', rule: 'PS-PUSH-1', goblin: 1, from: sq(4, 3), to: sq(5, 4) },
    ]);
    expect(t.ofType('knockedDown')).toEqual([]);
    expect([t.status(0), t.status(1)]).toEqual(['standing', 'standing']);
    expect(t.at(0)).toEqual([3, 3]);
    expect(t.s.side).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-BLOCK-2 PS-BLOCK-3 result 6: push, then follow-up, then the defender is knocked down where he ends', () => {
    const t = facing();
    t.act(0, { type: 'block', target: 1 });
    t.roll(6);
    t.act(0, { type: 'push', x: 5, y: 3 });
    // the knock-down waits for the follow-up decision
    expect(t.status(1)).toBe('standing');
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    t.act(0, { type: 'follow' });
    expect(t.status(1)).toBe('prone');
    expect(t.pending()).toMatchObject(armourPending(1, 0));
    t.roll(2, 5);
    expect(t.rolls()).toEqual([blockRoll(0, 6, 'defenderDown', 0, 1), armourRoll(0, [2, 5], 1)]);
    expect(t.events.filter((e) => ['pushed', 'followedUp', 'knockedDown'].includes(e.type))).toEqual([
      { type: 'pushed', rule: 'PS-PUSH-1', goblin: 1, from: sq(4, 3), to: sq(5, 3) },
      { type: 'followedUp', rule: 'PS-BLOCK-4', goblin: 0, from: sq(3, 3), to: sq(4, 3) },
      { type: 'knockedDown', rule: 'PS-BLOCK-2', goblin: 1, at: sq(5, 3) },
    ]);
    expect([t.at(0), t.at(1)]).toEqual([
      [4, 3],
      [5, 3],
    ]);
    expect([t.status(0), t.status(1)]).toEqual(['standing', 'prone']);
    expect(t.s.side).toBe(1);
  });

  it('PS-R-14 armour rollers: result 1 → the defender, result 2 → each for the other, result 6 → the blocker', () => {
    // four seats; seat 1 blocks seat 3: the "next side in play order" would be 2 or 0, never the other party
    const four = () =>
      Table.of({
        goblins: [{ at: [12, 12] }, { at: [3, 3] }, { at: [12, 0] }, { at: [3, 4] }],
        squig: [9, 9],
        side: 1,
      });
    const one = four();
    one.act(1, { type: 'block', target: 3 });
    one.roll(1);
    expect(one.pending()).toMatchObject(armourPending(1, 3));

    const two = four();
    two.act(1, { type: 'block', target: 3 });
    two.roll(2);
    expect(two.pending()).toMatchObject(armourPending(1, 3));
    two.roll(1, 1);
    expect(two.pending()).toMatchObject(armourPending(3, 1));
    two.roll(1, 1);
    expect(two.rolls().map((r) => [r.rule, r.player, r.goblin])).toEqual([
      ['PS-BLOCK-1', 1, 1],
      ['PS-DOWN-1', 3, 1],
      ['PS-DOWN-1', 1, 3],
    ]);
    expect(two.s.side).toBe(2);

    const six = four();
    six.act(1, { type: 'block', target: 3 });
    six.roll(6);
    six.act(1, { type: 'push', x: 3, y: 5 });
    six.act(1, { type: 'stay' });
    expect(six.pending()).toMatchObject(armourPending(3, 1));
    six.roll(6, 6);
    expect(six.status(3)).toBe('stunned');
    expect(six.s.side).toBe(2);
  });

  it('PS-BLOCK-4 PS-PUSH-5 follow-up onto his own post with a Point, Slippery and in a TZ: no MP, no roll, no climb', () => {
    // goblin 0 owns post 8 (0,6) and carries a Point; goblin 1 stands on that post, on a Slippery square
    const t = Table.of({
      goblins: [{ at: [0, 7], point: true, post: 8 }, { at: [0, 6] }],
      squig: [9, 9],
      slippery: [[0, 6]],
    });
    t.act(0, { type: 'block', target: 1 });
    t.roll(3);
    expect(t.legal(0)).toEqual([
      { type: 'push', x: 0, y: 5 },
      { type: 'push', x: 1, y: 5 },
    ]);
    t.act(0, { type: 'push', x: 0, y: 5 });
    t.act(0, { type: 'follow' });
    expect(t.at(0)).toEqual([0, 6]);
    expect(t.status(0)).toBe('standing');
    expect(t.s.goblins[0]!.point).toBe(true);
    expect(t.s.goblins[0]!.validated).toBe(0);
    expect(t.ofType('climbAttempt')).toEqual([]);
    expect(t.rolls().map((r) => r.rule)).toEqual(['PS-BLOCK-1']);
    expect(t.ofType('followedUp')).toEqual([
      { type: 'followedUp', rule: 'PS-BLOCK-4', goblin: 0, from: sq(0, 7), to: sq(0, 6) },
    ]);
    expect(pissSquig.view(t.s, null).slippery).toEqual([{ x: 0, y: 6 }]);
    expect(t.s.side).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-BLOCK-4 staying: the blocker keeps his square and the square left stays empty', () => {
    const t = facing();
    t.act(0, { type: 'block', target: 1 });
    t.roll(4);
    t.act(0, { type: 'push', x: 5, y: 2 });
    t.act(0, { type: 'stay' });
    expect(t.at(0)).toEqual([3, 3]);
    expect(t.at(1)).toEqual([5, 2]);
    expect(t.ofType('followedUp')).toEqual([]);
    expect(t.s.goblins.some((g) => g.sq === sq(4, 3))).toBe(false);
  });
});
