import { describe, expect, it } from 'vitest';
import { pissSquig } from '../index.ts';
import { parseOptions } from '../options.ts';
import { Table, type GoblinSpec } from '../testing.ts';

const sq = (x: number, y: number) => y * 13 + x;
/** The 8 neighbours of (x, y) in direction order k = 1..8, as Squig designations. */
const around = (x: number, y: number) =>
  [
    [-1, -1],
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
  ].map(([dx, dy]) => ({ type: 'squig', x: x + dx!, y: y + dy! }));
const restricted = (x: number, y: number) => [...around(x, y), { type: 'pass' }, { type: 'concede' }];

/** A doubles match of two teams: team 0 (goblins 0, 1) on post 1 (0,0), team 1 (goblins 2, 3) on post 5 (12,12). */
function doubles(g0: GoblinSpec, g2: GoblinSpec = { at: [9, 9] }, extra: object = {}): Table {
  return Table.of({
    options: { mode: 'doubles' },
    goblins: [g0, { at: null, status: 'reserve' }, g2, { at: null, status: 'reserve' }],
    squig: [6, 6],
    ...extra,
  });
}

/** Four-player goblins on their posts (PS-FOUR-1), with some replaced. */
function fourGoblins(changes: Record<number, GoblinSpec>): GoblinSpec[] {
  const posts: [number, number][] = [
    [0, 0],
    [12, 12],
    [12, 0],
    [0, 12],
    [6, 0],
    [6, 12],
    [12, 6],
    [0, 6],
  ];
  return posts.map((at, i) => changes[i] ?? { at });
}

/** Plays `pass` (or what `act` says) until `n` turns have started; returns the goblins of those turns. */
function turnGoblins(t: Table, n: number): (number | string)[] {
  const out: (number | string)[] = [];
  for (let i = 0; i < n; i++) {
    const p = t.pending();
    if (p.kind !== 'decision') throw new Error('expected a decision');
    const evs = t.act(p.player, { type: 'pass' });
    for (const e of evs) {
      if (e.type === 'roundStarted') out.push(`round ${e.round as number}`);
      if (e.type === 'turnStarted')
        out.push(`${e.side as number}:${e.goblin as number}:${e.figure as number}`);
    }
  }
  return out;
}

describe('doubles (§4.4)', () => {
  it('PS-DUO-1 PS-R-24 PS-SETUP-3 PS-SETUP-4 teams of two: one side and one post per team, figure 1 on the post, figure 2 in the reserve', () => {
    const r = pissSquig.setup({ mode: 'doubles', players: 3, firstPlayer: 0 });
    if (!r.ok) throw new Error(r.error.en);
    const s = r.value;
    expect(s.sides).toBe(3);
    expect(s.goblins.map((g) => [g.side, g.post, g.sq, g.status])).toEqual([
      [0, 1, sq(0, 0), 0],
      [0, 1, -1, 10],
      [1, 3, sq(12, 0), 0],
      [1, 3, -1, 10],
      [2, 6, sq(6, 12), 0],
      [2, 6, -1, 10],
    ]);
    expect(s.gnak).toEqual([0, 0, 0]);
    const v = pissSquig.view(s, null);
    expect(v.mode).toBe('doubles');
    expect(v.goblins.map((g) => [g.id, g.side, g.figure, g.reserve, g.status, g.square])).toEqual([
      [0, 0, 1, false, 'standing', { x: 0, y: 0 }],
      [1, 0, 2, true, 'reserve', null],
      [2, 1, 1, false, 'standing', { x: 12, y: 0 }],
      [3, 1, 2, true, 'reserve', null],
      [4, 2, 1, false, 'standing', { x: 6, y: 12 }],
      [5, 2, 2, true, 'reserve', null],
    ]);
    // one turn per team and per round (PS-TURN-5), played with the goblin on the board
    const t = new Table(s);
    expect(turnGoblins(t, 4)).toEqual([
      '1:2:undefined',
      '2:4:undefined',
      'round 2',
      '0:0:undefined',
      '1:2:undefined',
    ]);
    // the host's post list gives one post per team
    const hand = pissSquig.setup({ mode: 'doubles', players: 2, posts: [4, 8], firstPlayer: 0 });
    expect(hand.ok && hand.value.goblins.map((g) => g.post)).toEqual([4, 4, 8, 8]);
  });

  it('PS-R-24 refusals: 5 teams, a goblins list without two entries per team, a post list of the wrong length', () => {
    expect(parseOptions({ mode: 'doubles', players: 5 })).toMatchObject({
      ok: false,
      error: {
        code: 'options.players',
        rule: 'PS-R-24',
        en: 'In doubles, players counts the teams: 2 to 4 teams of two goblins (8 figures at most); got 5.',
      },
    });
    expect(parseOptions({ mode: 'doubles', players: 3, goblins: [{}, {}, {}] })).toMatchObject({
      ok: false,
      error: {
        code: 'options.goblins',
        en: 'goblins must have 6 entries (two per seat in doubles mode (3 seats × 2 figures, figure 1 then 2 of each seat)); got 3.',
      },
    });
    expect(parseOptions({ mode: 'doubles', players: 2, posts: [1, 3, 5, 7] })).toMatchObject({
      ok: false,
      error: {
        code: 'options.posts',
        en: 'posts must list 2 distinct posts (1 to 8), one per team (partners share their post); got [1,3,5,7].',
      },
    });
  });

  it('PS-DUO-1 a goblin in the reserve never acts: naming him is refused', () => {
    const t = doubles({ at: [2, 2] });
    expect(t.legal(0)).toEqual([{ type: 'move' }, ...restricted(6, 6)]);
    expect(t.refuse(0, { type: 'move', goblin: 1 })).toMatchObject({
      code: 'goblin.reserve',
      rule: 'PS-DUO-1',
      en: 'Goblin 1 is in the reserve: one figure per team is in the pit (here goblin 0); he enters only when his partner climbs out or is emasculated (PS-DUO-2/3).',
    });
    // the goblin on the board is not named either in doubles: the team's goblin is the one on the board
    expect(t.refuse(0, { type: 'move', goblin: 0 })).toMatchObject({ code: 'action.extraField' });
  });

  it('PS-DUO-2 the scorer goes to the reserve and his partner is placed at once on the post; he acts from the next turn, and relays back', () => {
    const t = doubles({ at: [1, 1], point: true });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 0, y: 0 });
    const evs = t.roll(4);
    expect(evs.slice(1, 3)).toEqual([
      { type: 'climbedOut', rule: 'PS-CLIMB-2', goblin: 0, side: 0, validated: 1 },
      { type: 'relayed', rule: 'PS-DUO-2', goblin: 0, partner: 1, side: 0, to: sq(0, 0) },
    ]);
    expect([t.status(0), t.at(0), t.status(1), t.at(1)]).toEqual(['reserve', null, 'standing', [0, 0]]);
    expect(t.s.side).toBe(1);
    t.act(1, { type: 'pass' });
    // the team's next turn: the partner acts normally (not restricted)
    expect(t.ofType('turnStarted').at(-1)).toEqual({
      type: 'turnStarted',
      rule: 'PS-TURN-3',
      side: 0,
      round: 2,
      goblin: 1,
    });
    expect(t.s.restricted).toBe(false);
    expect(t.legal(0)).toEqual([{ type: 'move' }, ...restricted(6, 6)]);
    // he scores in turn and relays back to goblin 0
    t.s.goblins[1]!.point = true;
    t.act(0, { type: 'move' });
    t.act(0, { type: 'climb' });
    t.roll(2);
    expect(t.ofType('relayed').at(-1)).toEqual({
      type: 'relayed',
      rule: 'PS-DUO-2',
      goblin: 1,
      partner: 0,
      side: 0,
      to: sq(0, 0),
    });
    expect([t.status(0), t.at(0), t.status(1)]).toEqual(['standing', [0, 0], 'reserve']);
    // PS-END-1: the team's score sums both goblins
    expect(pissSquig.view(t.s, 0).scores).toEqual([2, 0]);
  });

  it('PS-DUO-3 PS-GNAK-5 the partner of an emasculated goblin enters on the post at the start of the team’s next turn, which is restricted', () => {
    const t = doubles({ at: [6, 5] }, { at: [9, 9] }, { side: 1 });
    t.act(1, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    const evs = t.roll(3); // GNAK 3: emasculated
    expect(evs.map((e) => e.type)).toEqual([
      'roll',
      'emasculated',
      'gnak',
      'squigMoved',
      'roundStarted',
      'turnStarted',
      'partnerEntered',
    ]);
    expect(evs.at(-1)).toEqual({
      type: 'partnerEntered',
      rule: 'PS-DUO-3',
      goblin: 1,
      side: 0,
      to: sq(0, 0),
    });
    expect(t.s.gnak).toEqual([0, 1]);
    expect([t.status(1), t.at(1), t.s.actor, t.s.restricted]).toEqual(['standing', [0, 0], 1, true]);
    expect(t.legal(0)).toEqual(restricted(6, 5));
    expect(t.refuse(0, { type: 'move' })).toMatchObject({ code: 'action.restricted', rule: 'PS-TURN-2' });
    // from then on PS-ENTRY-1 applies to him: no partner left to relay, he climbs out and re-enters himself
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    expect(t.s.restricted).toBe(false);
    t.s.goblins[1]!.point = true;
    t.act(0, { type: 'move' });
    t.act(0, { type: 'climb' });
    t.roll(6);
    expect(t.ofType('relayed')).toEqual([]);
    expect(t.status(1)).toBe('outside');
    t.act(1, { type: 'pass' });
    expect(t.ofType('entered')).toEqual([{ type: 'entered', rule: 'PS-ENTRY-1', goblin: 1, to: sq(0, 0) }]);
    expect(t.s.restricted).toBe(true);
  });

  it('PS-DUO-3 PS-ENTRY-2 the post is taken: the team chooses an empty neighbour (D-ENTRY)', () => {
    const t = doubles({ at: null, status: 'emasculated' }, { at: [0, 0] }, { side: 1 });
    t.act(1, { type: 'pass' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.legal(0)).toEqual([
      { type: 'enter', x: 1, y: 0 },
      { type: 'enter', x: 1, y: 1 },
      { type: 'enter', x: 0, y: 1 },
    ]);
    t.act(0, { type: 'enter', x: 1, y: 1 });
    expect(t.ofType('partnerEntered')).toEqual([
      { type: 'partnerEntered', rule: 'PS-ENTRY-2', goblin: 1, side: 0, to: sq(1, 1) },
    ]);
    expect([t.status(1), t.at(1), t.s.restricted]).toEqual(['standing', [1, 1], true]);
    expect(t.legal(0)).toEqual(restricted(6, 6));
  });

  it('PS-DUO-3 PS-END-2 with both partners emasculated the team is a ghost', () => {
    const t = doubles({ at: [6, 5] }, { at: [9, 9] }, { side: 1 });
    t.s.goblins[1]!.status = 4; // the partner was emasculated earlier
    t.act(1, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    t.roll(1);
    expect(t.ofType('matchOver')).toEqual([]);
    expect(t.ofType('ghostTurn')).toEqual([{ type: 'ghostTurn', rule: 'PS-END-2', side: 0 }]);
    expect([t.s.side, t.s.actor, t.s.restricted]).toEqual([0, -1, true]);
    expect(t.legal(0)).toEqual(restricted(6, 5));
  });

  it('PS-END-5 a team that concedes takes both partners out of the match, the reserve included', () => {
    const t = doubles({ at: [3, 3] });
    t.act(0, { type: 'concede' });
    expect([t.status(0), t.status(1), t.status(2), t.status(3)]).toEqual([
      'conceded',
      'conceded',
      'standing',
      'reserve',
    ]);
    expect(t.pending()).toMatchObject({ kind: 'over', outcome: { ranks: [2, 1], winners: [1] } });
  });
});

describe('four-player (§4.5)', () => {
  it('PS-FOUR-1 PS-R-30 four players of two goblins: posts 1 and 5, 3 and 7, 2 and 6, 4 and 8, all on the board', () => {
    const r = pissSquig.setup({ mode: 'four', players: 4, firstPlayer: 0 });
    if (!r.ok) throw new Error(r.error.en);
    const s = r.value;
    expect(s.goblins.map((g) => [g.side, g.post, g.status])).toEqual([
      [0, 1, 0],
      [0, 5, 0],
      [1, 3, 0],
      [1, 7, 0],
      [2, 2, 0],
      [2, 6, 0],
      [3, 4, 0],
      [3, 8, 0],
    ]);
    const v = pissSquig.view(s, 2);
    expect([v.mode, v.fourPlayerTurns]).toEqual(['four', 'perGoblin']);
    expect(v.goblins.map((g) => [g.side, g.figure, g.reserve, g.square])).toEqual([
      [0, 1, false, { x: 0, y: 0 }],
      [0, 2, false, { x: 12, y: 12 }],
      [1, 1, false, { x: 12, y: 0 }],
      [1, 2, false, { x: 0, y: 12 }],
      [2, 1, false, { x: 6, y: 0 }],
      [2, 2, false, { x: 6, y: 12 }],
      [3, 1, false, { x: 12, y: 6 }],
      [3, 2, false, { x: 0, y: 6 }],
    ]);
    expect(v.scores).toEqual([0, 0, 0, 0]);
  });

  it('PS-FOUR-1 refusals: not exactly 4 players; goblins needs 8 entries; the post list names 8 posts, one per goblin', () => {
    expect(parseOptions({ mode: 'four', players: 3 })).toMatchObject({
      ok: false,
      error: {
        code: 'options.players',
        rule: 'PS-FOUR-1',
        en: 'Four-player mode takes exactly 4 players of two goblins each; got players = 3.',
      },
    });
    expect(parseOptions({ mode: 'four', players: 4, goblins: [{}, {}, {}, {}] })).toMatchObject({
      ok: false,
      error: {
        code: 'options.goblins',
        en: 'goblins must have 8 entries (two per seat in four mode (4 seats × 2 figures, figure 1 then 2 of each seat)); got 4.',
      },
    });
    const skills = parseOptions({
      mode: 'four',
      players: 4,
      goblins: [{}, {}, {}, { skills: ['bond', 'bond'] }, {}, {}, {}, {}],
    });
    expect(skills).toMatchObject({
      ok: false,
      error: {
        code: 'options.goblins.3.skills',
        en: 'The goblin 3 (seat 1, figure 2) cannot have the same skill or trait twice: ["bond","bond"].',
      },
    });
    expect(parseOptions({ mode: 'four', players: 4, posts: [1, 5, 3, 7] })).toMatchObject({
      ok: false,
      error: { code: 'options.posts', rule: 'PS-SETUP-3' },
    });
  });

  it('PS-FOUR-2 PS-R-25 PS-TURN-5 perGoblin: figure 1 of every player in play order from the first, then figure 2 (8 turns a round)', () => {
    const r = pissSquig.setup({ mode: 'four', players: 4, firstPlayer: 2 });
    if (!r.ok) throw new Error(r.error.en);
    const t = new Table(r.value);
    expect([t.s.side, t.s.actor, t.s.figure]).toEqual([2, 4, 0]);
    expect(turnGoblins(t, 9)).toEqual([
      '3:6:1',
      '0:0:1',
      '1:2:1',
      '2:5:2',
      '3:7:2',
      '0:1:2',
      '1:3:2',
      'round 2',
      '2:4:1',
      '3:6:1',
    ]);
  });

  it('PS-END-2 PS-FOUR-2 an emasculated goblin’s turn stays as a ghost turn of its player; its Gnak scores for him', () => {
    const t = Table.of({
      options: { mode: 'four' },
      goblins: fourGoblins({ 1: { at: null, status: 'emasculated' }, 2: { at: [6, 5] } }),
      squig: [6, 6],
      side: 3,
    });
    expect(t.s.actor).toBe(6);
    t.act(3, { type: 'pass' });
    expect(t.ofType('turnStarted').at(-1)).toEqual({
      type: 'turnStarted',
      rule: 'PS-TURN-3',
      side: 0,
      round: 1,
      goblin: -1,
      figure: 2,
    });
    expect(t.ofType('ghostGoblinTurn')).toEqual([
      { type: 'ghostGoblinTurn', rule: 'PS-END-2', side: 0, goblin: 1 },
    ]);
    expect([t.s.side, t.s.actor, t.s.restricted]).toEqual([0, -1, true]);
    expect(pissSquig.view(t.s, null)).toMatchObject({ side: 0, turnFigure: 2, actor: -1, restricted: true });
    expect(t.legal(0)).toEqual(restricted(6, 6));
    expect(t.refuse(0, { type: 'move' })).toMatchObject({ code: 'action.restricted' });
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    t.roll(2); // goblin 2 (seat 1) fails his GNAK roll
    expect(t.status(2)).toBe('emasculated');
    expect(t.s.gnak).toEqual([1, 0, 0, 0]);
    expect(t.s.goblins.map((g) => g.gnaks)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    // seat 1's figure 2 still plays his own turn
    expect([t.s.side, t.s.actor, t.s.restricted]).toEqual([1, 3, false]);
  });

  it('PS-TURN-6 PS-R-29 four-player friends: no dodge out of a friend’s TZ, no piss modifier, no block of a friend', () => {
    const t = Table.of({
      options: { mode: 'four' },
      goblins: fourGoblins({ 0: { at: [5, 4] }, 1: { at: [6, 4] } }),
      squig: [6, 7],
    });
    expect(t.legal(0)).toEqual([{ type: 'move' }, { type: 'piss' }, ...restricted(6, 7)]);
    expect(t.refuse(0, { type: 'block', target: 1 })).toMatchObject({
      code: 'block.friend',
      rule: 'PS-TURN-6',
      en: 'Goblin 1 is a friend (same side, seat 0): a friend is never blocked. Allowed: {"type":"move"}, {"type":"piss"}, {"type":"squig","x":5,"y":6}, {"type":"squig","x":6,"y":6}, {"type":"squig","x":7,"y":6}, {"type":"squig","x":7,"y":7}, {"type":"squig","x":7,"y":8}, {"type":"squig","x":6,"y":8}, {"type":"squig","x":5,"y":8}, {"type":"squig","x":5,"y":7}, {"type":"pass"}, {"type":"concede"}.',
    });
    t.act(0, { type: 'piss' });
    // range 3 (longue, −1) and no −1 for the friend standing next to him
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-PISS-2', modifier: -1 } });
    t.roll(6);
    expect(t.s.goblins[0]!.point).toBe(true);
    // goblin 1's own turn comes later; his friend's TZ needs no dodge
    const u = Table.of({
      options: { mode: 'four' },
      goblins: fourGoblins({ 0: { at: [5, 4] }, 1: { at: [6, 4] } }),
      squig: [10, 10],
    });
    u.act(0, { type: 'move' });
    u.act(0, { type: 'step', x: 4, y: 4 });
    expect(u.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(u.rolls()).toEqual([]);
    expect(u.at(0)).toEqual([4, 4]);
  });

  it('PS-TURN-6 PS-R-14 four-player opponents still hinder, and the armour of a fallen goblin is rolled by an opposing side', () => {
    const t = Table.of({
      options: { mode: 'four' },
      goblins: fourGoblins({ 0: { at: [5, 4] }, 1: { at: [4, 4] }, 2: { at: [6, 4] } }),
      squig: [10, 10],
    });
    expect(t.legal(0).filter((a) => a.type === 'block')).toEqual([{ type: 'block', target: 2 }]);
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 5, y: 3 });
    t.roll(2);
    t.act(0, { type: 'noReroll' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', roller: 1 } });
  });

  it('PS-R-25 perPlayer: upkeep turns over a stunned goblin, then the player names the goblin that acts', () => {
    const t = Table.of({
      options: { mode: 'four', fourPlayerTurns: 'perPlayer' },
      goblins: fourGoblins({ 0: { at: [3, 3], status: 'stunned' }, 1: { at: [9, 9] } }),
      squig: [6, 6],
    });
    expect(t.ofType('turnedOver')).toEqual([]);
    expect(t.status(0)).toBe('prone');
    expect([t.s.actor, t.s.restricted, t.s.upkept]).toEqual([-1, false, 1]);
    expect(t.legal(0)).toEqual([
      { type: 'move', goblin: 1 },
      { type: 'piss', goblin: 1 },
      ...restricted(6, 6),
    ]);
    expect(t.refuse(0, { type: 'move' })).toMatchObject({
      code: 'action.goblinMissing',
      rule: 'PS-R-25',
      en: expect.stringContaining(
        '"move" must name the acting goblin, e.g. {"type":"move","goblin":1}. Goblins that may act: 1;',
      ),
    });
    expect(t.refuse(0, { type: 'move', goblin: 0 })).toMatchObject({
      code: 'goblin.restricted',
      rule: 'PS-TURN-2',
    });
    expect(t.refuse(0, { type: 'move', goblin: 2 })).toMatchObject({
      code: 'goblin.notYours',
      en: 'Goblin 2 plays for seat 1, not for you (seat 0): your goblins are 0 and 1.',
    });
    expect(t.refuse(0, { type: 'piss', goblin: 8 })).toMatchObject({ code: 'goblin.unknown' });
    expect(t.refuse(0, { type: 'piss', goblin: '1' })).toMatchObject({ code: 'goblin.unknown' });
    const evs = t.act(0, { type: 'piss', goblin: 1 });
    expect(evs[0]).toEqual({ type: 'action', rule: 'PS-R-25', side: 0, action: 'piss', goblin: 1 });
    expect(t.s.actor).toBe(1);
    t.roll(6); // 6 − 1 (longue) = 5: a Point
    expect(t.s.goblins[1]!.point).toBe(true);
    // one turn per player: 4 turns a round
    expect(turnGoblins(t, 4)).toEqual([
      '2:-1:undefined',
      '3:-1:undefined',
      'round 2',
      '0:-1:undefined',
      '1:-1:undefined',
    ]);
  });

  it('PS-R-25 perPlayer: upkeep applies to both goblins; with none left to act the turn is restricted', () => {
    const t = Table.of({
      options: { mode: 'four', fourPlayerTurns: 'perPlayer' },
      goblins: fourGoblins({ 0: { at: [3, 3], status: 'stunned' }, 1: { at: null } }),
      squig: [6, 6],
      side: 3,
    });
    const evs = t.act(3, { type: 'pass' });
    expect(evs.slice(-3)).toEqual([
      { type: 'turnStarted', rule: 'PS-TURN-3', side: 0, round: 2, goblin: -1 },
      { type: 'turnedOver', rule: 'PS-DOWN-4', goblin: 0 },
      { type: 'entered', rule: 'PS-ENTRY-1', goblin: 1, to: sq(12, 12) },
    ]);
    expect([t.s.restricted, t.s.upkept]).toEqual([true, 3]);
    expect(t.legal(0)).toEqual(restricted(6, 6));
  });

  it('PS-R-25 PS-ENTRY-2 perPlayer: both goblins re-enter on taken posts, one D-ENTRY each, figure 1 first', () => {
    const t = Table.of({
      options: { mode: 'four', fourPlayerTurns: 'perPlayer' },
      goblins: fourGoblins({ 0: { at: null }, 1: { at: null }, 2: { at: [0, 0] }, 3: { at: [12, 12] } }),
      squig: [6, 6],
      side: 3,
    });
    t.act(3, { type: 'pass' });
    expect([t.s.phase, t.s.actor]).toEqual([1, 0]);
    t.act(0, { type: 'enter', x: 1, y: 1 });
    expect([t.s.phase, t.s.actor]).toEqual([1, 1]);
    expect(t.legal(0)).toEqual([
      { type: 'enter', x: 11, y: 11 },
      { type: 'enter', x: 12, y: 11 },
      { type: 'enter', x: 11, y: 12 },
    ]);
    t.act(0, { type: 'enter', x: 11, y: 12 });
    expect([t.at(0), t.at(1), t.s.phase, t.s.actor, t.s.restricted]).toEqual([[1, 1], [11, 12], 2, -1, true]);
  });

  it('PS-R-25 the goblin field belongs to perPlayer only: refused in free-for-all and in perGoblin', () => {
    const ffa = Table.of({ goblins: [{ at: [3, 3] }, { at: [9, 9] }], squig: [6, 6] });
    expect(ffa.refuse(0, { type: 'move', goblin: 0 })).toMatchObject({ code: 'action.extraField' });
    const four = Table.of({ options: { mode: 'four' }, goblins: fourGoblins({}), squig: [6, 6] });
    expect(four.refuse(0, { type: 'move', goblin: 0 })).toMatchObject({ code: 'action.extraField' });
  });
});

describe('modes: gnak, blocks and rulings', () => {
  it('PS-GNAK-5 four-player: no Gnak marker for biting one’s own second goblin', () => {
    const t = Table.of({
      options: { mode: 'four' },
      goblins: fourGoblins({ 1: { at: [6, 5] } }),
      squig: [6, 6],
    });
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    t.roll(1);
    expect(t.status(1)).toBe('emasculated');
    expect(t.ofType('gnak')).toEqual([]);
    expect(t.s.gnak).toEqual([0, 0, 0, 0]);
  });

  it('PS-TURN-6 PS-R-25 perPlayer: a block names the blocker; a friend is never a target', () => {
    const t = Table.of({
      options: { mode: 'four', fourPlayerTurns: 'perPlayer' },
      goblins: fourGoblins({ 0: { at: [3, 3] }, 1: { at: [4, 3] }, 2: { at: [3, 4] } }),
      squig: [10, 2],
    });
    expect(t.legal(0).filter((a) => a.type === 'block')).toEqual([
      { type: 'block', goblin: 0, target: 2 },
      { type: 'block', goblin: 1, target: 2 },
    ]);
    expect(t.refuse(0, { type: 'block', goblin: 0, target: 1 })).toMatchObject({
      code: 'block.friend',
      rule: 'PS-TURN-6',
    });
    expect(t.refuse(0, { type: 'block', target: 2 })).toMatchObject({ code: 'action.goblinMissing' });
    const evs = t.act(0, { type: 'block', goblin: 1, target: 2 });
    expect(evs).toEqual([
      { type: 'action', rule: 'PS-R-25', side: 0, action: 'block', goblin: 1 },
      { type: 'blockDeclared', rule: 'PS-BLOCK-1', goblin: 1, target: 2 },
    ]);
  });

  it('ARB-PS-20 a doubles team starts with its figure 1: the order of its two goblins entries picks the starter', () => {
    const r = pissSquig.setup({
      mode: 'doubles',
      players: 2,
      firstPlayer: 0,
      goblins: [{ skills: ['bond'] }, { skills: ['tacle'] }, { skills: [] }, { skills: ['squigador'] }],
    });
    if (!r.ok) throw new Error(r.error.en);
    const v = pissSquig.view(r.value, null);
    expect(v.goblins.map((g) => [g.figure, g.status, g.skills])).toEqual([
      [1, 'standing', ['bond']],
      [2, 'reserve', ['tacle']],
      [1, 'standing', []],
      [2, 'reserve', ['squigador']],
    ]);
  });

  it('ARB-PS-21 perPlayer: a Squig activation is the player’s; its Gnak scores for his side, credited to no goblin', () => {
    const t = Table.of({
      options: { mode: 'four', fourPlayerTurns: 'perPlayer' },
      goblins: fourGoblins({ 2: { at: [6, 5] } }),
      squig: [6, 6],
    });
    const evs = t.act(0, { type: 'squig', x: 6, y: 5 });
    expect(evs[0]).toEqual({ type: 'action', rule: 'PS-TURN-1', side: 0, action: 'squig' });
    t.roll(3);
    t.roll(3);
    expect(t.status(2)).toBe('emasculated');
    expect(t.s.gnak).toEqual([1, 0, 0, 0]);
    expect(t.s.goblins.map((g) => g.gnaks)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(pissSquig.view(t.s, null).scores).toEqual([1, 0, 0, 0]);
  });

  it('ARB-PS-22 perPlayer: the turn is restricted only when no goblin of the player is left for the action', () => {
    // goblin 0 turned over, goblin 1 emasculated: nothing left to act
    const t = Table.of({
      options: { mode: 'four', fourPlayerTurns: 'perPlayer' },
      goblins: fourGoblins({ 0: { at: [3, 3], status: 'stunned' }, 1: { at: null, status: 'emasculated' } }),
      squig: [6, 6],
    });
    expect([t.s.restricted, t.s.upkept]).toEqual([true, 1]);
    expect(t.refuse(0, { type: 'move', goblin: 1 })).toMatchObject({ code: 'goblin.offBoard' });
    // goblin 0 prone (not stunned): he may stand up and move
    const u = Table.of({
      options: { mode: 'four', fourPlayerTurns: 'perPlayer' },
      goblins: fourGoblins({ 0: { at: [2, 2], status: 'prone' }, 1: { at: null, status: 'emasculated' } }),
      squig: [6, 6],
    });
    expect(u.s.restricted).toBe(false);
    expect(u.legal(0)[0]).toEqual({ type: 'move', goblin: 0 });
  });

  it('ARB-PS-23 a reserve partner who finds his post and its neighbours taken stays in the reserve and tries again', () => {
    const t = Table.of({
      options: { mode: 'doubles' },
      goblins: [
        { at: null, status: 'emasculated' },
        { at: null, status: 'reserve' },
        { at: [0, 0] },
        { at: null, status: 'reserve' },
        { at: [1, 0] },
        { at: null, status: 'reserve' },
        { at: [0, 1] },
        { at: null, status: 'reserve' },
      ],
      squig: [1, 1],
      side: 3,
    });
    const evs = t.act(3, { type: 'pass' });
    expect(evs.slice(-1)).toEqual([{ type: 'entryBlocked', rule: 'PS-ENTRY-2', goblin: 1 }]);
    expect([t.status(1), t.s.actor, t.s.restricted]).toEqual(['reserve', 1, true]);
    expect(t.legal(0)).toEqual(restricted(1, 1));
    expect(pissSquig.view(t.s, null).goblins[1]).toMatchObject({ reserve: true, status: 'reserve' });
  });

  it('ARB-PS-24 four-player posts by hand: 8 distinct posts, one per goblin in goblin order', () => {
    const r = pissSquig.setup({ mode: 'four', players: 4, posts: [2, 6, 4, 8, 1, 5, 3, 7] });
    expect(r.ok && r.value.goblins.map((g) => g.post)).toEqual([2, 6, 4, 8, 1, 5, 3, 7]);
    expect(parseOptions({ mode: 'four', players: 4, posts: [1, 5, 3, 7] })).toMatchObject({
      ok: false,
      error: {
        en: 'posts must list 8 distinct posts (1 to 8), one per goblin, figure 1 then 2 of each seat; got [1,5,3,7].',
      },
    });
  });
});
