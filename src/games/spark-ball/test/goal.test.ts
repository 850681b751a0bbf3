import { describe, expect, it } from 'vitest';
import { scoreGoal } from '../goal.ts';
import { Ball, P_STUN, set, Stage } from '../state.ts';
import { Table, testOptions } from '../testing.ts';

/** Turn 1, Home first, h5 activated and moved; `scorer` (Home h5 by default) scores for `side`. */
function goal(side = 0, scorer = 'h5', options: unknown = testOptions(), ownGoal = false): Table {
  const t = Table.atTurn1(0, options);
  t.act(0, { type: 'activate', player: 'h5' });
  t.act(0, { type: 'move', path: [{ x: 3.5, y: 9.5 }] });
  scoreGoal(t.s, side, ownGoal, t.index(scorer), t.events);
  return t;
}

describe('goals (SB-BALL-7, SB-ACT-3, SB-TURN-5c, SB-END-1)', () => {
  it('SB-BALL-7 the scoring team gets one goal and the goal event names the scorer', () => {
    const t = goal();
    expect(t.s.score).toEqual([1, 0]);
    expect(t.ofType('goal')).toEqual([
      { type: 'goal', rule: 'SB-BALL-7', side: 0, ownGoal: false, player: 'h5' },
    ]);
    expect(t.s.ball).toBe(Ball.None);
    expect(t.s.holder).toBe(-1);
  });

  it('SB-BALL-7 an own goal scores for the team that does not defend that goal', () => {
    const t = goal(1, 'h5', testOptions(), true);
    expect(t.s.score).toEqual([0, 1]);
    expect(t.ofType('goal')).toEqual([
      { type: 'goal', rule: 'SB-BALL-7', side: 1, ownGoal: true, player: 'h5' },
    ]);
    // Home conceded: after the redeployment (Away first) Home gives the ball.
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-32' });
  });

  it('SB-ACT-3 a goal ends the activation at once: its stops are dropped and the player is Done', () => {
    const t = goal();
    expect(t.s.stack.some((f) => f.id === 'D-11' || f.id === 'D-10')).toBe(false);
    expect(t.s.act.actor).toBe(-1);
    expect(t.ofType('activationEnded')).toEqual([
      { type: 'activationEnded', rule: 'SB-ACT-3', player: 'h5', steps: 1 },
    ]);
  });

  it('SB-TURN-5 a goal ends the turn (c), and SB-TURN-6 checks the stun timers', () => {
    const t = Table.atTurn1(0);
    set(t.s, t.index('a2'), P_STUN, 1);
    t.act(0, { type: 'activate', player: 'h5' });
    scoreGoal(t.s, 0, false, t.index('h5'), t.events);
    const types = t.events.map((e) => e.type);
    expect(types.slice(types.indexOf('goal'))).toEqual([
      'goal',
      'activationEnded',
      'turnEnded',
      'stunOver',
      'kickoffAfterGoal',
      'playersReset',
    ]);
    expect(t.ofType('turnEnded')).toEqual([{ type: 'turnEnded', rule: 'SB-TURN-5', turn: 1 }]);
    expect(t.s.stage).toBe(Stage.KickoffAfterGoal);
    expect(t.s.active).toBe(-1);
  });

  it('SB-KICK-1 after a goal the turn ends and, below 3 goals, a kick-off follows', () => {
    const t = goal();
    expect(t.ofType('kickoffAfterGoal')).toEqual([
      { type: 'kickoffAfterGoal', rule: 'SB-KICK-1', side: 1, turn: 2 },
    ]);
    expect(t.ofType('matchOver')).toEqual([]);
  });

  it('SB-END-1 the first team to reach 3 goals wins at once', () => {
    const t = Table.atTurn1(0);
    t.s.score = [2, 1];
    t.act(0, { type: 'activate', player: 'h5' });
    scoreGoal(t.s, 0, false, t.index('h5'), t.events);
    expect(t.ofType('matchOver')).toEqual([
      { type: 'matchOver', rule: 'SB-END-1', winner: 0, score: [3, 1] },
    ]);
    expect(t.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [3, 1], ranks: [1, 2], winners: [0] },
    });
    expect(t.ofType('kickoffAfterGoal')).toEqual([]);
    expect(t.events[t.events.length - 1]!.type).toBe('postMatch');
  });

  it('SB-END-1 `match.goalsToWin` sets the goals that win', () => {
    const t = goal(1, 'a5', testOptions({ match: { goalsToWin: 1 } }));
    expect(t.ofType('matchOver')).toEqual([
      { type: 'matchOver', rule: 'SB-END-1', winner: 1, score: [0, 1] },
    ]);
  });

  it('SB-END-2 a goal in turn maxTurns that makes a leader wins the match', () => {
    const t = goal(0, 'h5', testOptions({ match: { maxTurns: 1 } }));
    expect(t.ofType('matchOver')).toEqual([
      { type: 'matchOver', rule: 'SB-END-2', winner: 0, score: [1, 0] },
    ]);
  });

  it('SB-END-2 an equaliser in turn maxTurns starts sudden death, with the kick-off', () => {
    const t = Table.atTurn1(0, testOptions({ match: { maxTurns: 1, suddenDeathTurns: 2 } }));
    t.s.score = [1, 0];
    t.act(0, { type: 'activate', player: 'h5' });
    scoreGoal(t.s, 1, false, t.index('a5'), t.events);
    expect(t.ofType('suddenDeath')).toEqual([{ type: 'suddenDeath', rule: 'SB-END-2', turns: 2 }]);
    expect(t.s.stage).toBe(Stage.KickoffAfterGoal);
  });

  it('SB-END-2 a sudden-death goal wins the match', () => {
    const t = Table.atTurn1(
      0,
      testOptions({ match: { maxTurns: 1, suddenDeathTurns: 2 }, turn: { emptyPhaseLimit: 2 } }),
    );
    t.act(0, { type: 'pass' });
    t.act(1, { type: 'pass' });
    expect(t.s.turn).toBe(2);
    expect(t.s.suddenDeathFrom).toBe(2);
    t.act(1, { type: 'activate', player: 'a5' });
    scoreGoal(t.s, 1, false, t.index('a5'), t.events);
    expect(t.ofType('matchOver')).toEqual([
      { type: 'matchOver', rule: 'SB-END-2', winner: 1, score: [0, 1] },
    ]);
  });
});
