import { describe, expect, it } from 'vitest';
import { Table } from '../testing.ts';

/** The 8 neighbours of (x, y) in direction order k = 1..8 (NW, N, NE, E, SE, S, SW, W), as Squig designations. */
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
const around = (x: number, y: number) => DIRS.map(([dx, dy]) => ({ type: 'squig', x: x + dx, y: y + dy }));
const restricted = (x: number, y: number) => [...around(x, y), { type: 'pass' }, { type: 'concede' }];
const sq = (x: number, y: number) => y * 13 + x;

describe('turns and rounds', () => {
  it('PS-TURN-1 PS-R-04 one action per turn: Move, Piss, Block, Squig, Pass or Concede; after it the turn passes', () => {
    const t = Table.of({ goblins: [{ at: [6, 4] }, { at: [7, 4] }, { at: [10, 10] }], squig: [6, 6] });
    expect(t.s.restricted).toBe(false);
    expect(t.legal(0)).toEqual([
      { type: 'move' },
      { type: 'piss' },
      { type: 'block', target: 1 },
      ...restricted(6, 6),
    ]);
    expect(t.legal(1)).toEqual([]);
    t.act(0, { type: 'piss' });
    t.roll(5); // 5 + 0 (courte) − 1 (goblin 1 adjacent) = 4: a Point
    expect(t.s.goblins[0]!.point).toBe(true);
    expect(t.ofType('action')).toEqual([{ type: 'action', rule: 'PS-TURN-1', side: 0, action: 'piss' }]);
    // the action was the turn: no Squig move on top of it
    expect(t.s.side).toBe(1);
    expect(t.squig()).toEqual([6, 6]);
    expect(t.refuse(0, { type: 'squig', x: 6, y: 5 })).toMatchObject({ code: 'turn.notYours' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-TURN-1 PS-R-04 passing is an action: nothing happens and the turn passes', () => {
    const t = Table.of({ goblins: [{ at: [6, 4] }, { at: [7, 4] }], squig: [6, 6] });
    const evs = t.act(0, { type: 'pass' });
    expect(evs.map((e) => e.type)).toEqual(['action', 'turnStarted']);
    expect(evs[1]).toEqual({ type: 'turnStarted', rule: 'PS-TURN-3', side: 1, round: 1, goblin: 1 });
    expect([t.at(0), t.at(1), t.squig()]).toEqual([
      [6, 4],
      [7, 4],
      [6, 6],
    ]);
  });

  it('PS-TURN-2 PS-TURN-3 PS-R-03 a stunned goblin is turned over at the start of its turn, which is restricted', () => {
    const t = Table.of({
      goblins: [{ at: [3, 3], status: 'stunned' }, { at: [9, 9] }],
      squig: [6, 6],
      side: 1,
    });
    t.act(1, { type: 'pass' });
    expect(t.ofType('turnedOver')).toEqual([{ type: 'turnedOver', rule: 'PS-DOWN-4', goblin: 0 }]);
    expect(t.status(0)).toBe('prone');
    expect(t.s.restricted).toBe(true);
    expect(t.legal(0)).toEqual(restricted(6, 6));
    expect(t.refuse(0, { type: 'move' })).toMatchObject({ code: 'action.restricted', rule: 'PS-TURN-2' });
    // PS-SQUIG-1: the Squig may be moved in a restricted turn
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    expect(t.squig()).toEqual([6, 5]);
    expect(t.status(0)).toBe('prone');
    t.act(1, { type: 'pass' });
    // the turn after: a normal turn, the prone goblin may stand up (Move) but not piss or block
    expect(t.s.restricted).toBe(false);
    expect(t.legal(0)).toEqual([{ type: 'move' }, ...restricted(6, 5)]);
  });

  it('PS-TURN-2 PS-TURN-3 PS-R-15 a goblin outside re-enters on his post at the start of the turn, which is restricted', () => {
    const t = Table.of({ goblins: [{ at: null }, { at: [9, 9] }], squig: [6, 6], side: 1 });
    expect(t.status(0)).toBe('outside');
    t.act(1, { type: 'pass' });
    expect(t.ofType('entered')).toEqual([{ type: 'entered', rule: 'PS-ENTRY-1', goblin: 0, to: sq(0, 0) }]);
    expect(t.at(0)).toEqual([0, 0]);
    expect(t.status(0)).toBe('standing');
    expect(t.s.restricted).toBe(true);
    expect(t.legal(0)).toEqual(restricted(6, 6));
    expect(t.refuse(0, { type: 'move' })).toMatchObject({ code: 'action.restricted', rule: 'PS-TURN-2' });
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    expect(t.s.restricted).toBe(false);
    expect(t.legal(0)[0]).toEqual({ type: 'move' });
  });

  it('PS-TURN-2 PS-R-15 post taken: the side chooses an empty neighbour (D-ENTRY), then the turn is restricted', () => {
    const t = Table.of({
      goblins: [{ at: null }, { at: [0, 0] }],
      squig: [6, 6],
      side: 1,
      options: { posts: [1, 5] },
    });
    t.act(1, { type: 'pass' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0)).toEqual([
      { type: 'enter', x: 1, y: 0 },
      { type: 'enter', x: 1, y: 1 },
      { type: 'enter', x: 0, y: 1 },
    ]);
    t.act(0, { type: 'enter', x: 1, y: 1 });
    expect(t.at(0)).toEqual([1, 1]);
    expect(t.s.restricted).toBe(true);
    expect(t.legal(0)).toEqual(restricted(6, 6));
  });

  it('PS-TURN-2 PS-R-15 a goblin who cannot re-enter stays outside, the turn is restricted, he tries again next turn', () => {
    // post 1 (0,0) taken by goblin 1, its neighbours by goblins 2, 3 and the Squig
    const t = Table.of({
      goblins: [{ at: null }, { at: [0, 0] }, { at: [1, 0] }, { at: [0, 1] }],
      squig: [1, 1],
      side: 3,
    });
    t.act(3, { type: 'pass' });
    expect(t.ofType('entryBlocked')).toEqual([{ type: 'entryBlocked', rule: 'PS-ENTRY-2', goblin: 0 }]);
    expect(t.status(0)).toBe('outside');
    expect(t.s.side).toBe(0);
    expect(t.s.restricted).toBe(true);
    expect(t.legal(0)).toEqual(restricted(1, 1));
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    t.act(2, { type: 'pass' });
    t.act(3, { type: 'pass' });
    expect(t.ofType('entryBlocked')).toHaveLength(2);
    expect(t.s.restricted).toBe(true);
  });

  it('PS-TURN-2 PS-END-2 a ghost side keeps its turn, restricted to the Squig, Pass or Concede', () => {
    const t = Table.of({
      goblins: [{ at: null, status: 'emasculated' }, { at: [3, 3] }, { at: [9, 9] }],
      squig: [6, 6],
      side: 2,
    });
    t.act(2, { type: 'pass' });
    expect(t.ofType('ghostTurn')).toEqual([{ type: 'ghostTurn', rule: 'PS-END-2', side: 0 }]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.s.restricted).toBe(true);
    expect(t.legal(0)).toEqual(restricted(6, 6));
    expect(t.refuse(0, { type: 'piss' })).toMatchObject({ code: 'action.restricted', rule: 'PS-TURN-2' });
  });

  it('PS-TURN-5 a round is one turn per side, ghosts included; the counter increases when play returns to the first side', () => {
    const t = Table.of({
      goblins: [{ at: [3, 3] }, { at: [9, 9] }, { at: null, status: 'emasculated' }],
      squig: [6, 6],
      first: 1,
      side: 1,
    });
    expect(t.s.round).toBe(1);
    for (let i = 0; i < 4; i++) t.act(t.s.side, { type: 'pass' });
    expect(t.ofType('turnStarted').map((e) => [e.side, e.round])).toEqual([
      [2, 1],
      [0, 1],
      [1, 2],
      [2, 2],
    ]);
    expect(t.ofType('roundStarted')).toEqual([{ type: 'roundStarted', rule: 'PS-TURN-5', round: 2 }]);
    expect(t.s.round).toBe(2);
  });

  it('PS-TURN-6 free-for-all: every other goblin is an opponent: each standing one adjacent gives −1 to a piss', () => {
    const t = Table.of({
      goblins: [{ at: [6, 3] }, { at: [5, 3] }, { at: [7, 3] }, { at: [6, 2], status: 'prone' }],
      squig: [6, 6],
    });
    // any standing goblin of another seat may be blocked, not a down one
    const blocks = t.legal(0).filter((a) => a.type === 'block');
    expect(blocks.sort((a, b) => a.target - b.target)).toEqual([
      { type: 'block', target: 1 },
      { type: 'block', target: 2 },
    ]);
    t.act(0, { type: 'piss' });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-PISS-2', target: 4, modifier: -3 }, // longue −1, two standing opponents −2
    });
    t.roll(6);
    expect(t.rolls()[0]).toMatchObject({ total: 3, success: false, result: 'miss' });
  });

  it('PS-TURN-6 the Squig is everyone’s opponent: leaving its TZ needs a dodge (its TZ gives no piss modifier)', () => {
    const t = Table.of({ goblins: [{ at: [6, 5] }, { at: [11, 11] }], squig: [6, 6] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 6, y: 4 });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DODGE-1', target: 3, roller: 0 },
    });
    const u = Table.of({ goblins: [{ at: [6, 5] }, { at: [11, 11] }], squig: [6, 6] });
    u.act(0, { type: 'piss' });
    expect(u.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-PISS-2', modifier: 1 } });
  });

  it('PS-SETUP-1 the fence: no square beyond 0..12', () => {
    const t = Table.of({ goblins: [{ at: [0, 6] }, { at: [11, 11] }], squig: [6, 6] });
    t.act(0, { type: 'move' });
    expect(t.legal(0)).toEqual([
      { type: 'step', x: 0, y: 5 },
      { type: 'step', x: 1, y: 5 },
      { type: 'step', x: 1, y: 6 },
      { type: 'step', x: 1, y: 7 },
      { type: 'step', x: 0, y: 7 },
      { type: 'end' },
    ]);
    expect(t.refuse(0, { type: 'step', x: -1, y: 6 })).toMatchObject({ code: 'square.off' });
  });
});
