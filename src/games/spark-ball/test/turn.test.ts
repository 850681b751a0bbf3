import { describe, expect, it } from 'vitest';
import { get, P_DONE, P_PRONE, P_STUN, P_UNBAL, set } from '../state.ts';
import { Table, testOptions } from '../testing.ts';

const homeIds = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'];
const awayIds = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'];

/** Activates `id` and ends at once (an empty phase that spends the player). */
function spend(t: Table, coach: number, id: string): void {
  t.act(coach, { type: 'activate', player: id });
  t.act(coach, { type: 'end' });
}

describe('turns and phases (SB-TURN, SB-PHASE)', () => {
  it('SB-PHASE-1 the active coach activates one player able to act, or passes', () => {
    const t = Table.atTurn1(0);
    const legal = t.legal(0);
    expect(legal.filter((a) => a.type === 'activate').map((a) => (a as { player: string }).player)).toEqual(
      homeIds,
    );
    expect(legal).toContainEqual({ type: 'pass' });
    expect(t.legal(1)).toEqual([]);
    expect(t.refuse(0, { type: 'activate', player: 'a1' }).code).toBe('activate.unable');
  });

  it('SB-PHASE-4 phases alternate between the coaches', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'pass' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
    t.act(1, { type: 'pass' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-10' });
  });

  it('SB-PHASE-4 a coach with no player able to act is skipped: the other plays consecutive phases', () => {
    const t = Table.atTurn1(0);
    for (const id of awayIds) set(t.s, t.index(id), P_DONE, 1);
    t.act(0, { type: 'activate', player: 'h2' });
    t.act(0, { type: 'move', path: [{ x: 3.5, y: 5 }] });
    t.act(0, { type: 'end' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-10' });
  });

  it('SB-PHASE-5 four consecutive empty phases end the turn (a pass, or an activation with no step)', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    spend(t, 0, 'h2');
    expect(t.s.emptyPhases).toBe(3);
    expect(get(t.s, t.index('h2'), P_DONE)).toBe(1);
    t.act(1, { type: 'pass' });
    expect(t.ofType('turnEnded')).toEqual([{ type: 'turnEnded', rule: 'SB-PHASE-5', turn: 1 }]);
    expect(t.s.turn).toBe(2);
  });

  it('SB-R-11 a phase with a step resets the empty-phase counter', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'activate', player: 'h2' });
    t.act(0, { type: 'move', path: [{ x: 3.5, y: 5 }] });
    t.act(0, { type: 'end' });
    expect(t.s.emptyPhases).toBe(0);
  });

  it('SB-R-11 turn.emptyPhaseLimit changes the limit', () => {
    const t = Table.atTurn1(0, testOptions({ turn: { emptyPhaseLimit: 2 } }));
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    expect(t.s.turn).toBe(2);
  });

  it('SB-PHASE-6 Unbalanced is cleared at the end of the phase', () => {
    const t = Table.atTurn1(0);
    const h2 = t.index('h2');
    set(t.s, h2, P_PRONE, 1);
    t.act(0, { type: 'activate', player: 'h2' });
    t.act(0, { type: 'standUp' });
    expect(get(t.s, h2, P_UNBAL)).toBe(1);
    t.act(0, { type: 'end' });
    expect(get(t.s, h2, P_UNBAL)).toBe(0);
  });

  it('SB-PHASE-7 a player who acted is Done for the rest of the turn', () => {
    const t = Table.atTurn1(0);
    spend(t, 0, 'h3');
    t.act(1, { type: 'pass' });
    expect(t.refuse(0, { type: 'activate', player: 'h3' }).rule).toBe('SB-ACT-1');
  });

  it('SB-TURN-5 the turn ends when no player of either team is able to act', () => {
    const t = Table.atTurn1(0);
    for (let i = 0; i < 7; i++) {
      t.act(0, { type: 'activate', player: homeIds[i] });
      t.act(0, { type: 'move', path: [{ x: t.at(homeIds[i]!)[0], y: t.at(homeIds[i]!)[1] + 0.5 }] });
      t.act(0, { type: 'end' });
      t.act(1, { type: 'activate', player: awayIds[i] });
      t.act(1, { type: 'move', path: [{ x: t.at(awayIds[i]!)[0], y: t.at(awayIds[i]!)[1] - 0.5 }] });
      t.act(1, { type: 'end' });
    }
    expect(t.ofType('turnEnded')).toEqual([{ type: 'turnEnded', rule: 'SB-TURN-5', turn: 1 }]);
  });

  it('SB-TURN-2 the coach who played first in turn n plays second in turn n+1', () => {
    const t = Table.atTurn1(1);
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'pass' });
    expect(t.ofType('turnStarted').map((e) => [e.turn, e.first])).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  it('SB-TURN-3 at the start of a turn every unstunned player is Ready and the counter is 0', () => {
    const t = Table.atTurn1(0);
    spend(t, 0, 'h2');
    spend(t, 1, 'a2');
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    expect(t.s.turn).toBe(2);
    expect(get(t.s, t.index('h2'), P_DONE)).toBe(0);
    expect(get(t.s, t.index('a2'), P_DONE)).toBe(0);
    expect(t.s.emptyPhases).toBe(0);
  });

  it('SB-TURN-1 turns are numbered 1, 2, 3…', () => {
    const t = Table.atTurn1(0, testOptions({ turn: { emptyPhaseLimit: 1 } }));
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    expect(t.ofType('turnStarted').map((e) => e.turn)).toEqual([1, 2, 3]);
  });

  it('SB-R-12 turn.firstPlayer = rollEachTurn rolls off for the first player of every turn', () => {
    const t = Table.atTurn1(0, testOptions({ turn: { firstPlayer: 'rollEachTurn', emptyPhaseLimit: 1 } }));
    t.act(0, { type: 'pass' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-SETUP-7', roller: 0 } });
    t.roll(1);
    t.roll(4);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });
});

describe('player states (SB-STATE, SB-ACT)', () => {
  it('SB-STATE-5 a stunned player cannot act during his stun; from the turn after it he is an ordinary prone player', () => {
    const t = Table.atTurn1(0, testOptions({ turn: { emptyPhaseLimit: 2 } }));
    const h2 = t.index('h2');
    set(t.s, h2, P_PRONE, 1);
    set(t.s, h2, P_STUN, 2);
    expect(t.refuse(0, { type: 'activate', player: 'h2' }).code).toBe('activate.unable');
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    expect(t.s.turn).toBe(2);
    expect(t.refuse(0, { type: 'activate', player: 'h2' }).code).toBe('decision.notYourTurn');
    t.act(1, { type: 'pass' });
    expect(t.refuse(0, { type: 'activate', player: 'h2' }).code).toBe('activate.unable');
    t.act(0, { type: 'pass' });
    expect(t.ofType('stunOver')).toEqual([{ type: 'stunOver', rule: 'SB-STATE-5', player: 'h2' }]);
    expect(t.s.turn).toBe(3);
    t.act(0, { type: 'activate', player: 'h2' });
    expect(t.legal(0)).toEqual([{ type: 'standUp' }, { type: 'concede' }]);
  });

  it('SB-ACT-2 a prone player must stand up first', () => {
    const t = Table.atTurn1(0);
    set(t.s, t.index('h2'), P_PRONE, 1);
    t.act(0, { type: 'activate', player: 'h2' });
    expect(t.refuse(0, { type: 'move', path: [{ x: 3.5, y: 5 }] }).code).toBe('step.standUpFirst');
    t.act(0, { type: 'standUp' });
    expect(get(t.s, t.index('h2'), P_PRONE)).toBe(0);
    expect(t.refuse(0, { type: 'standUp' }).code).toBe('step.standing');
  });

  it('SB-STATE-4 standing up reduces the movement allowance by 2 for the phase', () => {
    const t = Table.atTurn1(0);
    set(t.s, t.index('h2'), P_PRONE, 1);
    t.act(0, { type: 'activate', player: 'h2' });
    t.act(0, { type: 'standUp' });
    const e = t.refuse(0, {
      type: 'move',
      path: [
        { x: 1.5, y: 4 },
        { x: 1.5, y: 6.002 },
      ],
    });
    expect(e.code).toBe('move.tooLong');
    expect(e.en).toBe('Move refused: 4.002 in, 4 in left.');
    // within ε (SB-R-04)
    t.act(0, {
      type: 'move',
      path: [
        { x: 1.5, y: 4 },
        { x: 1.5, y: 6.001 },
      ],
    });
    expect(t.at('h2')).toEqual([1.5, 6.001]);
  });

  it('SB-ACT-1 a Done player is not able to act', () => {
    const t = Table.atTurn1(0);
    set(t.s, t.index('h4'), P_DONE, 1);
    expect(t.legal(0).some((a) => a.type === 'activate' && a.player === 'h4')).toBe(false);
  });
});

describe('match length (SB-END)', () => {
  it('SB-END-2 after turn maxTurns a tie goes to sudden death, and a tie after it is a draw', () => {
    const t = Table.atTurn1(
      0,
      testOptions({ match: { maxTurns: 1, suddenDeathTurns: 1 }, turn: { emptyPhaseLimit: 1 } }),
    );
    t.act(0, { type: 'pass' });
    expect(t.ofType('suddenDeath')).toEqual([{ type: 'suddenDeath', rule: 'SB-END-2', turns: 1 }]);
    t.act(1, { type: 'pass' });
    expect(t.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [0, 0], ranks: [1, 1], winners: [0, 1] },
    });
  });

  it('SB-END-2 after turn maxTurns the leader wins', () => {
    const t = Table.atTurn1(0, testOptions({ match: { maxTurns: 1 }, turn: { emptyPhaseLimit: 1 } }));
    t.s.score = [0, 1];
    t.act(0, { type: 'pass' });
    expect(t.pending()).toEqual({ kind: 'over', outcome: { scores: [0, 1], ranks: [2, 1], winners: [1] } });
    expect(t.ofType('matchOver')).toEqual([
      { type: 'matchOver', rule: 'SB-END-2', winner: 1, score: [0, 1] },
    ]);
  });

  it('SB-END-3 a coach may concede at any decision, and the opponent wins', () => {
    const t = Table.setup();
    t.act(0, { type: 'concede' });
    expect(t.pending()).toEqual({ kind: 'over', outcome: { scores: [0, 0], ranks: [2, 1], winners: [1] } });
  });
});
