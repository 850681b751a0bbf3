/**
 * Scoring a goal (SB-BALL-7, SB-ACT-3, SB-TURN-5c, SB-END-1). A minimal version for the shot: the score, the
 * goal event, the activation's stack cleared, and the match over at `match.goalsToWin`, else the turn ends.
 * The kick-off after a goal (D-30..D-34) replaces this module.
 */
import type { GameEvent } from '../../engine/types.ts';
import type { SBState } from './state.ts';
import { endTurn, finish, markDone } from './turn.ts';

/** `scoringSide` scores (an own goal when the ball went into the scorer's own team's goal). */
export function scoreGoal(
  s: SBState,
  scoringSide: number,
  ownGoal: boolean,
  scorer: number,
  events: GameEvent[],
): void {
  s.score[scoringSide] = s.score[scoringSide]! + 1;
  events.push({
    type: 'goal',
    rule: 'SB-BALL-7',
    side: scoringSide,
    ownGoal,
    player: scorer >= 0 ? s.info[scorer]!.id : null,
  });
  s.stack.length = 0;
  if (s.act.actor >= 0) markDone(s, s.act.actor);
  s.act.actor = -1;
  if (s.score[scoringSide]! >= s.o.match.goalsToWin) {
    finish(s, scoringSide, 'SB-END-1', events);
    return;
  }
  endTurn(s, 'SB-TURN-5', events);
}
