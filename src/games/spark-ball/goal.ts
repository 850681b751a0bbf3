/**
 * A goal (SB-BALL-7, SB-ACT-3, SB-TURN-5c, SB-TURN-6, SB-END-1, SB-KICK-1): the score, the activation ends at
 * once, the turn ends, then the match ends (the goals to win, a sudden-death goal, a leader after turn
 * `maxTurns`) or the kick-off after a goal starts. The shot calls it when the ball crosses a goal line.
 */
import type { GameEvent } from '../../engine/types.ts';
import { startKickoffAfterGoal } from './kickoff-after-goal.ts';
import { Ball, type SBState } from './state.ts';
import { checkTurnLimit, closeTurn, finish, markDone } from './turn.ts';

/** `scoringSide` scores (an own goal when `ownGoal`; `scorer` is the shooter's index, or -1). */
export function scoreGoal(
  s: SBState,
  scoringSide: number,
  ownGoal: boolean,
  scorer: number,
  events: GameEvent[],
): void {
  s.score[scoringSide] = s.score[scoringSide]! + 1;
  // The shooter, or nobody when no shot carried the ball (`goal.source` = anyBall, ARB-SB-28).
  const player = scorer >= 0 ? s.info[scorer]!.id : null;
  events.push({ type: 'goal', rule: 'SB-BALL-7', side: scoringSide, ownGoal, player });
  // SB-ACT-3: the activation ends at once; every stop of it (rolls, windows, continuations) is dropped.
  s.stack.length = 0;
  const actor = s.act.actor;
  if (actor >= 0) {
    markDone(s, actor);
    events.push({ type: 'activationEnded', rule: 'SB-ACT-3', player: s.info[actor]!.id, steps: s.act.steps });
    s.act.actor = -1;
  }
  s.ball = Ball.None;
  s.holder = -1;
  s.dropper = -1;
  s.tackler = -1;
  s.step = [];
  s.leg.catcher = -1;
  // SB-TURN-5c and SB-TURN-6, then SB-END-1 and SB-END-2 (a sudden-death goal makes a leader).
  closeTurn(s, 'SB-TURN-5', events);
  if (s.score[scoringSide]! >= s.o.match.goalsToWin) {
    finish(s, scoringSide, 'SB-END-1', events);
    return;
  }
  if (checkTurnLimit(s, events)) return;
  startKickoffAfterGoal(s, 1 - scoringSide, events);
}
