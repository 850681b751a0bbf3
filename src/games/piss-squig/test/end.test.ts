import { describe, expect, it } from 'vitest';
import { Table } from '../testing.ts';

describe('end of match and score', () => {
  it('PS-END-3 PS-R-16 PS-END-2 the last emasculation ends the match at once (no goblin in play); a ghost’s Gnak scores', () => {
    const t = Table.of({
      goblins: [
        { at: [6, 5], point: true },
        { at: null, status: 'emasculated' },
      ],
      squig: [6, 6],
      side: 1,
      gnak: [0, 1],
    });
    t.act(1, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    t.roll(3);
    const outcome = { scores: [0, 2], ranks: [2, 1], winners: [1] };
    expect(t.ofType('matchOver')).toEqual([
      { type: 'matchOver', rule: 'PS-END-3', reason: 'noGoblinInPlay', ...outcome },
    ]);
    expect(t.pending()).toEqual({ kind: 'over', outcome });
    expect(t.refuse(0, { type: 'pass' })).toMatchObject({ code: 'match.over', rule: 'PS-END-3' });
    expect(t.legal(0)).toEqual([]);
    expect(t.legal(1)).toEqual([]);
  });

  it('PS-R-16 default ghosts: with one side left in play the match goes on and the ghosts keep their turns', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2] }, { at: [6, 5] }, { at: null, status: 'emasculated' }],
      squig: [6, 6],
    });
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    t.roll(1);
    expect(t.status(1)).toBe('emasculated');
    expect(t.ofType('matchOver')).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    t.act(1, { type: 'pass' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 2 });
    t.act(2, { type: 'pass' });
    expect([t.s.side, t.s.round]).toEqual([0, 2]);
  });

  it('PS-R-16 variant lastSurvivor endWhenOneSideLeft: the match ends when one side alone has goblins in play', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2] }, { at: [6, 5] }, { at: null, status: 'emasculated' }],
      squig: [6, 6],
      gnak: [0, 0, 1],
      options: { lastSurvivor: 'endWhenOneSideLeft' },
    });
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    t.roll(1);
    const outcome = { scores: [1, 0, 1], ranks: [1, 3, 1], winners: [0, 2] };
    expect(t.ofType('matchOver')).toEqual([
      { type: 'matchOver', rule: 'PS-END-3', reason: 'oneSideLeft', ...outcome },
    ]);
    expect(t.pending()).toEqual({ kind: 'over', outcome });
  });

  it('PS-R-16 variant endWhenOneSideLeft: eliminated sides stop playing while two sides remain', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2] }, { at: null, status: 'emasculated' }, { at: [9, 9] }],
      squig: [6, 6],
      options: { lastSurvivor: 'endWhenOneSideLeft' },
    });
    t.act(0, { type: 'pass' });
    expect(t.s.side).toBe(2);
    t.act(2, { type: 'pass' });
    expect([t.s.side, t.s.round]).toEqual([0, 2]);
    expect(t.ofType('turnStarted').map((e) => e.side)).toEqual([2, 0]);
  });

  it('PS-END-3 PS-R-18 the match ends at the end of round maxRounds, not before; carried Points are lost', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2], point: true }, { at: [9, 9] }, { at: [9, 2] }],
      squig: [6, 6],
      options: { maxRounds: 5 },
      round: 4,
      side: 2,
      gnak: [0, 0, 1],
    });
    t.act(2, { type: 'pass' });
    expect([t.s.side, t.s.round]).toEqual([0, 5]);
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 2 });
    t.act(2, { type: 'pass' });
    const outcome = { scores: [0, 0, 1], ranks: [2, 2, 1], winners: [2] };
    expect(t.ofType('matchOver')).toEqual([
      { type: 'matchOver', rule: 'PS-END-3', reason: 'maxRounds', ...outcome },
    ]);
    expect(t.pending()).toEqual({ kind: 'over', outcome });
    expect(t.s.round).toBe(5);
    expect(t.ofType('roundStarted')).toEqual([{ type: 'roundStarted', rule: 'PS-TURN-5', round: 5 }]);
  });

  it('PS-R-18 maxRounds defaults to 40 and is bounded 5..200', () => {
    const t = Table.of({ goblins: [{ at: [2, 2] }, { at: [9, 9] }], squig: [6, 6], round: 40, side: 1 });
    expect(t.s.o.maxRounds).toBe(40);
    t.act(1, { type: 'pass' });
    expect(t.pending()).toMatchObject({ kind: 'over' });
    expect(() =>
      Table.of({ goblins: [{ at: [2, 2] }, { at: [9, 9] }], options: { maxRounds: 4 } }),
    ).toThrow();
    expect(() =>
      Table.of({ goblins: [{ at: [2, 2] }, { at: [9, 9] }], options: { maxRounds: 201 } }),
    ).toThrow();
  });

  it('PS-END-1 PS-END-4 PS-R-17 score = validated points + Gnak markers; carried Points score nothing; highest wins', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2] }, { at: [9, 9], point: true }, { at: [9, 2] }],
      squig: [6, 6],
      options: { maxRounds: 5 },
      round: 5,
      side: 2,
      gnak: [1, 2, 0],
    });
    t.s.goblins[0]!.validated = 2;
    t.s.goblins[2]!.validated = 1;
    t.act(2, { type: 'pass' });
    expect(t.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [3, 2, 1], ranks: [1, 2, 3], winners: [0] },
    });
  });

  it('PS-END-4 PS-R-17 equal highest scores share the victory', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2] }, { at: [9, 9] }, { at: [9, 2] }],
      squig: [6, 6],
      options: { maxRounds: 5 },
      round: 5,
      side: 2,
      gnak: [0, 2, 1],
    });
    t.s.goblins[0]!.validated = 2;
    t.act(2, { type: 'pass' });
    expect(t.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [2, 2, 1], ranks: [1, 1, 3], winners: [0, 1] },
    });
  });

  it('PS-END-4 PS-R-17 variant tieBreak validatedPoints: validated points break a tie of the highest score, then shared', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2] }, { at: [9, 9] }, { at: [9, 2] }, { at: [2, 9] }],
      squig: [6, 6],
      options: { maxRounds: 5, tieBreak: 'validatedPoints' },
      round: 5,
      side: 3,
      gnak: [0, 2, 1, 0],
    });
    t.s.goblins[0]!.validated = 2;
    t.s.goblins[2]!.validated = 1;
    t.s.goblins[3]!.validated = 2;
    t.act(3, { type: 'pass' });
    // scores 2 (2 validated), 2 (0 validated), 2 (1 validated), 2 (2 validated)
    expect(t.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [2, 2, 2, 2], ranks: [1, 4, 3, 1], winners: [0, 3] },
    });
  });

  it('PS-END-5 a side concedes in its turn: its goblin leaves (no Gnak), play goes on, its turns are skipped, it ranks last', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2], point: true }, { at: [9, 9] }, { at: [9, 2] }],
      squig: [6, 6],
      gnak: [3, 0, 0],
      options: { maxRounds: 5 },
      round: 4,
    });
    expect(t.legal(0)).toContainEqual({ type: 'concede' });
    t.act(0, { type: 'concede' });
    expect(t.ofType('conceded')).toEqual([{ type: 'conceded', rule: 'PS-END-5', side: 0 }]);
    expect(t.status(0)).toBe('conceded');
    expect(t.at(0)).toBeNull();
    expect(t.s.goblins[0]!.point).toBe(false);
    expect(t.ofType('emasculated')).toEqual([]);
    expect(t.s.gnak).toEqual([3, 0, 0]);
    expect(t.s.side).toBe(1);
    t.act(1, { type: 'pass' });
    t.act(2, { type: 'pass' });
    // round 5 starts without side 0's turn
    expect([t.s.side, t.s.round]).toEqual([1, 5]);
    expect(t.ofType('turnStarted').map((e) => [e.side, e.round])).toEqual([
      [1, 4],
      [2, 4],
      [1, 5],
    ]);
    t.act(1, { type: 'pass' });
    t.act(2, { type: 'pass' });
    expect(t.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [3, 0, 0], ranks: [3, 1, 1], winners: [1, 2] },
    });
  });

  it('PS-END-5 only the side whose turn it is may concede', () => {
    const t = Table.of({ goblins: [{ at: [2, 2] }, { at: [9, 9] }, { at: [9, 2] }], squig: [6, 6] });
    expect(t.refuse(1, { type: 'concede' })).toMatchObject({ code: 'turn.notYours' });
    t.act(0, { type: 'move' });
    expect(t.refuse(0, { type: 'concede' })).toMatchObject({ code: 'action.phase' });
  });

  it('ARB-PS-01 the match also ends when fewer than two sides remain that have not conceded', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2] }, { at: [9, 9] }, { at: [9, 2] }],
      squig: [6, 6],
      gnak: [0, 0, 1],
    });
    t.act(0, { type: 'concede' });
    expect(t.ofType('matchOver')).toEqual([]);
    t.act(1, { type: 'concede' });
    const outcome = { scores: [0, 0, 1], ranks: [2, 2, 1], winners: [2] };
    expect(t.ofType('matchOver')).toEqual([
      { type: 'matchOver', rule: 'PS-END-3', reason: 'oneSideNotConceded', ...outcome },
    ]);
    expect(t.pending()).toEqual({ kind: 'over', outcome });
  });

  it('ARB-PS-01 in a two-player match a concession ends it; the other side wins even with a lower score', () => {
    const t = Table.of({ goblins: [{ at: [2, 2] }, { at: [9, 9] }], squig: [6, 6], gnak: [2, 0] });
    t.act(0, { type: 'concede' });
    expect(t.pending()).toEqual({ kind: 'over', outcome: { scores: [2, 0], ranks: [2, 1], winners: [1] } });
  });
});
