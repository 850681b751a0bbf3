import { describe, expect, it } from 'vitest';
import { pissSquig } from '../index.ts';
import { isSlippery } from '../pit.ts';
import type { PSState } from '../state.ts';
import { Table } from '../testing.ts';

/** A new match from options; fails the test if the options are refused. */
function setup(options: Record<string, unknown>): Table {
  const r = pissSquig.setup(options);
  if (!r.ok) throw new Error(r.error.en);
  return new Table(r.value);
}

/** The posts (section 1.4) as coordinates. */
const POST_XY: Record<number, [number, number]> = {
  1: [0, 0],
  2: [6, 0],
  3: [12, 0],
  4: [12, 6],
  5: [12, 12],
  6: [6, 12],
  7: [0, 12],
  8: [0, 6],
};

const goblins = (s: PSState) => s.goblins.map((g) => ({ side: g.side, post: g.post }));

describe('set-up', () => {
  it('PS-SETUP-1 PS-SETUP-4 13×13 pit, Squig on (6,6), not furious, 0 hits, no Slippery; goblins standing, no marker', () => {
    const t = setup({ players: 3 });
    expect(t.squig()).toEqual([6, 6]);
    expect(t.s.hits).toBe(0);
    expect(t.s.o.furyThreshold).toBe(10);
    expect(t.s.hits >= t.s.o.furyThreshold).toBe(false);
    expect(t.s.squigFurious).toBe(false);
    for (let q = 0; q < 169; q++) expect(isSlippery(t.s, q)).toBe(false);
    expect(t.s.gnak).toEqual([0, 0, 0]);
    expect(t.s.round).toBe(1);
    for (let i = 0; i < 3; i++) {
      expect(t.status(i)).toBe('standing');
      expect(t.s.goblins[i]).toMatchObject({
        point: false,
        pissMarkers: 0,
        validated: 0,
        pisses: 0,
        gnaks: 0,
      });
    }
    expect(t.at(0)).toEqual([0, 0]);
    expect(t.at(1)).toEqual([12, 0]);
    expect(t.at(2)).toEqual([6, 12]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SETUP-5', roller: 0 } });
  });

  const table: [number, number[]][] = [
    [2, [1, 5]],
    [3, [1, 3, 6]],
    [4, [1, 3, 5, 7]],
    [5, [1, 2, 4, 5, 7]],
    [6, [1, 2, 3, 5, 6, 7]],
    [7, [1, 2, 3, 4, 5, 6, 7]],
    [8, [1, 2, 3, 4, 5, 6, 7, 8]],
  ];
  it.each(table)(
    'PS-SETUP-3 PS-SETUP-2 PS-R-30 n=%i: seat i gets post ⌊8i/n⌋+1 = %j and starts on it',
    (n, posts) => {
      const t = setup({ players: n });
      expect(goblins(t.s)).toEqual(posts.map((post, side) => ({ side, post })));
      posts.forEach((post, i) => expect(t.at(i)).toEqual(POST_XY[post]));
    },
  );

  it('PS-SETUP-3 the host assigns distinct posts by hand', () => {
    const t = setup({ players: 3, posts: [4, 8, 2] });
    expect(goblins(t.s)).toEqual([
      { side: 0, post: 4 },
      { side: 1, post: 8 },
      { side: 2, post: 2 },
    ]);
    expect([t.at(0), t.at(1), t.at(2)]).toEqual([
      [12, 6],
      [0, 6],
      [6, 0],
    ]);
  });

  it('PS-SETUP-3 explicit posts must be distinct, one per seat, 1..8', () => {
    for (const posts of [
      [4, 4],
      [1, 2, 3],
      [0, 5],
      [1, 9],
    ]) {
      const r = pissSquig.setup({ players: 2, posts });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toMatch(/^options\./);
    }
    const r = pissSquig.setup({ players: 2, posts: [4, 4] });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'options.posts', rule: 'PS-SETUP-3' });
  });

  it('PS-SETUP-2 PS-R-15 a goblin on a hand-assigned post climbs out from it and re-enters on it', () => {
    const t = setup({ players: 2, posts: [4, 8], firstPlayer: 0 });
    t.s.goblins[0]!.point = true; // as after a successful piss
    expect(t.legal(0)).toContainEqual({ type: 'move' });
    t.act(0, { type: 'move' });
    expect(t.legal(0)).toContainEqual({ type: 'climb' });
    t.act(0, { type: 'climb' });
    t.roll(2);
    expect(t.status(0)).toBe('outside');
    expect(t.s.goblins[0]!.validated).toBe(1);
    expect(t.s.side).toBe(1);
    t.act(1, { type: 'pass' });
    // next turn of side 0: back on post 4 (12,6), restricted
    expect(t.s.side).toBe(0);
    expect(t.at(0)).toEqual([12, 6]);
    expect(t.status(0)).toBe('standing');
    expect(t.s.restricted).toBe(true);
    expect(t.ofType('entered')).toEqual([
      { type: 'entered', rule: 'PS-ENTRY-1', goblin: 0, to: 6 * 13 + 12 },
    ]);
  });

  it('PS-SETUP-5 PS-R-31 roll-off: 3-way tie at 11, only the tied sides reroll, then a 2-way tie, then the highest starts', () => {
    const t = setup({ players: 4 });
    const script: [number, [number, number]][] = [
      [0, [5, 6]],
      [1, [3, 3]],
      [2, [6, 5]],
      [3, [5, 6]],
      // tie 0, 2, 3 at 11
      [0, [4, 5]],
      [2, [6, 3]],
      [3, [2, 2]],
      // tie 0, 2 at 9
      [0, [1, 2]],
      [2, [6, 6]],
    ];
    for (const [roller, faces] of script) {
      expect(t.pending()).toEqual({
        kind: 'chance',
        request: {
          rule: 'PS-SETUP-5',
          dice: '2d6',
          roller,
          label: 'ps.roll.first',
          params: { side: roller },
        },
      });
      expect(t.refuse(roller, { type: 'pass' }).code).toBe('turn.chance');
      t.roll(...faces);
    }
    expect(t.rolls().map((r) => [r.player, r.faces, r.total, r.result, r.rule])).toEqual(
      script.map(([p, f]) => [p, f, f[0] + f[1], String(f[0] + f[1]), 'PS-SETUP-5']),
    );
    expect(t.ofType('rollOffTie')).toEqual([
      { type: 'rollOffTie', rule: 'PS-SETUP-5', sides: [0, 2, 3], total: 11 },
      { type: 'rollOffTie', rule: 'PS-SETUP-5', sides: [0, 2], total: 9 },
    ]);
    expect(t.ofType('firstPlayer')).toEqual([{ type: 'firstPlayer', rule: 'PS-SETUP-5', side: 2 }]);
    expect(t.s.first).toBe(2);
    expect(t.s.side).toBe(2);
    expect(t.s.round).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 2 });
  });

  it('PS-SETUP-5 a single highest total starts at once; wrong dice are refused', () => {
    const t = setup({ players: 2 });
    const r = pissSquig.applyChance(t.s, [7]);
    expect(r.ok).toBe(false);
    t.roll(2, 1);
    t.roll(1, 3);
    expect(t.ofType('rollOffTie')).toEqual([]);
    expect(t.s.first).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-SETUP-5 option firstPlayer: the host names the first side, no roll-off', () => {
    const t = setup({ players: 3, firstPlayer: 1 });
    expect(t.s.first).toBe(1);
    expect(t.s.side).toBe(1);
    expect(t.s.round).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    const bad = pissSquig.setup({ players: 3, firstPlayer: 3 });
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'options.firstPlayer', rule: 'PS-SETUP-5' });
  });

  it('PS-SETUP-6 PS-TURN-5 from the first side play passes to increasing seat index, wrapping round', () => {
    const t = setup({ players: 4, firstPlayer: 2 });
    const order: [number, number][] = [];
    for (let i = 0; i < 9; i++) {
      order.push([t.s.side, t.s.round]);
      t.act(t.s.side, { type: 'pass' });
    }
    expect(order).toEqual([
      [2, 1],
      [3, 1],
      [0, 1],
      [1, 1],
      [2, 2],
      [3, 2],
      [0, 2],
      [1, 2],
      [2, 3],
    ]);
    expect(t.ofType('roundStarted')).toEqual([
      { type: 'roundStarted', rule: 'PS-TURN-5', round: 2 },
      { type: 'roundStarted', rule: 'PS-TURN-5', round: 3 },
    ]);
  });
});
