/**
 * Turns and phases (SB-TURN, SB-PHASE, SB-END-2): TurnStart resets, phases alternating between the coaches
 * who have a player able to act, the empty-phase counter, PhaseEnd and TurnEnd with stun timers and the turn
 * limit with sudden death.
 */
import type { GameEvent } from '../../engine/types.ts';
import { postMatchEvent } from './postmatch.ts';
import { clearPhaseRerolls, clearTurnRerolls } from './player-rerolls.ts';
import {
  ableToAct,
  get,
  onPitch,
  P_DONE,
  P_STUN,
  P_UNBAL,
  set,
  sideCanAct,
  Stage,
  type SBState,
} from './state.ts';

/**
 * TurnStart(n) (SB-TURN-3): every on-pitch unstunned player is Ready, reroll flags and the counter reset.
 * `keepRerollFlags`: after a kick-off whose KO-return rerolls count for this turn (SB-REROLL-7).
 */
export function startTurn(s: SBState, first: number, events: GameEvent[], keepRerollFlags = false): void {
  s.turn++;
  s.firstCoach = first;
  for (let p = 0; p < s.info.length; p++) {
    if (onPitch(s, p) && get(s, p, P_STUN) < s.turn) set(s, p, P_DONE, 0);
  }
  if (!keepRerollFlags) {
    s.rerollUsed[0] = false;
    s.rerollUsed[1] = false;
  }
  s.emptyPhases = 0;
  clearTurnRerolls(s);
  events.push({ type: 'turnStarted', rule: 'SB-TURN-3', turn: s.turn, first });
  startPhase(s, first, events);
}

/**
 * PhaseStart(c) (SB-PHASE-4, SB-R-12): a coach with no player able to act is skipped; if neither has one the
 * turn ends (SB-TURN-5a). The other coach's regular reaction is available again (section 5.1).
 */
export function startPhase(s: SBState, coach: number, events: GameEvent[]): void {
  if (!sideCanAct(s, coach)) {
    if (!sideCanAct(s, 1 - coach)) {
      endTurn(s, 'SB-TURN-5', events);
      return;
    }
    coach = 1 - coach;
  }
  s.active = coach;
  s.reactionUsed[1 - coach] = false;
  s.stack.push({ id: 'D-10', coach });
}

/**
 * PhaseEnd: Unbalanced is cleared (SB-PHASE-6); an empty phase adds 1 to the counter, any other resets it
 * (SB-PHASE-5, SB-R-11); at the limit the turn ends; otherwise the next phase goes to the other coach
 * (SB-PHASE-4).
 */
export function endPhase(s: SBState, empty: boolean, events: GameEvent[]): void {
  for (let p = 0; p < s.info.length; p++) set(s, p, P_UNBAL, 0);
  clearPhaseRerolls(s);
  if (s.o.reroll.teamScope === 'perPhase') {
    // SB-R-41 variant: one team reroll per phase instead of per turn.
    s.rerollUsed[0] = false;
    s.rerollUsed[1] = false;
  }
  s.emptyPhases = empty ? s.emptyPhases + 1 : 0;
  const coach = s.active;
  s.active = -1;
  events.push({ type: 'phaseEnded', rule: 'SB-PHASE-5', side: coach, empty, emptyPhases: s.emptyPhases });
  if (s.emptyPhases >= s.o.turn.emptyPhaseLimit) {
    endTurn(s, 'SB-PHASE-5', events);
    return;
  }
  startPhase(s, 1 - coach, events);
}

/** The player is Done for the rest of the turn (SB-PHASE-7, SB-R-10). */
export function markDone(s: SBState, p: number): void {
  set(s, p, P_DONE, 1);
}

/**
 * TurnEnd (SB-TURN-6): stun timers (SB-STATE-5: a player stunned through this turn is an ordinary prone
 * player from the next), then the turn limit (SB-END-2), else the next turn with alternation (SB-TURN-2) or
 * a roll-off (`turn.firstPlayer` = rollEachTurn).
 */
export function endTurn(s: SBState, why: string, events: GameEvent[]): void {
  closeTurn(s, why, events);
  if (checkTurnLimit(s, events)) return;
  if (s.o.turn.firstPlayer === 'rollEachTurn') {
    s.stack.push({ id: 'ROLL-ROLLOFF', coach: 0, purpose: 'firstTurn', home: 0 });
    return;
  }
  startTurn(s, 1 - s.firstCoach, events);
}

/** TurnEnd's first part (SB-TURN-6): the turn's end and the stun timers (SB-STATE-5). */
export function closeTurn(s: SBState, why: string, events: GameEvent[]): void {
  s.active = -1;
  events.push({ type: 'turnEnded', rule: why, turn: s.turn });
  for (let p = 0; p < s.info.length; p++) {
    const stun = get(s, p, P_STUN);
    if (stun > 0 && stun <= s.turn) {
      set(s, p, P_STUN, 0);
      events.push({ type: 'stunOver', rule: 'SB-STATE-5', player: s.info[p]!.id });
    }
  }
}

/**
 * ARB-SB-55: the referee's limit on a match that the options leave unbounded. `maxTurns: null` ("no limit")
 * is played as 100 turns, the largest limit the options accept, and `allowDraw: false` ("sudden death goes
 * on with no limit") as 100 sudden-death turns; past them the match is a draw. A match always ends, so
 * `stepBound` stays finite.
 */
export const REFEREE_LIMIT = 100;

/** The last regular turn (SB-END-2, ARB-SB-55). */
export function lastTurn(s: SBState): number {
  return s.o.match.maxTurns ?? REFEREE_LIMIT;
}

/** The sudden-death turns after it: `suddenDeathTurns`, or ARB-SB-55's limit when draws are not allowed. */
export function suddenDeathLength(s: SBState): number {
  return s.o.match.allowDraw ? s.o.match.suddenDeathTurns : REFEREE_LIMIT;
}

/**
 * SB-END-2 (→ SB-R-44): after turn `maxTurns` the leader wins; a tie plays up to `suddenDeathTurns` more
 * turns, and a tie after them is a draw (ARB-SB-55 for the unbounded variants). Returns true when the match
 * is over.
 */
export function checkTurnLimit(s: SBState, events: GameEvent[]): boolean {
  const max = lastTurn(s);
  if (s.turn < max) return false;
  const [h, a] = s.score;
  const rule = s.o.match.maxTurns === null || !s.o.match.allowDraw ? 'ARB-SB-55' : 'SB-END-2';
  if (h !== a) {
    finish(s, h > a ? 0 : 1, rule, events);
    return true;
  }
  if (s.turn >= max + suddenDeathLength(s)) {
    finish(s, -1, rule, events);
    return true;
  }
  if (s.suddenDeathFrom === 0) {
    s.suddenDeathFrom = max + 1;
    events.push({ type: 'suddenDeath', rule: 'SB-END-2', turns: suddenDeathLength(s) });
  }
  return false;
}

/** The match is over: `winner` seat, or -1 for a draw. */
export function finish(s: SBState, winner: number, rule: string, events: GameEvent[]): void {
  s.stage = Stage.Over;
  s.stack.length = 0;
  s.active = -1;
  const scores = [s.score[0], s.score[1]];
  s.outcome =
    winner < 0
      ? { scores, ranks: [1, 1], winners: [0, 1] }
      : { scores, ranks: winner === 0 ? [1, 2] : [2, 1], winners: [winner] };
  events.push({ type: 'matchOver', rule, winner, score: scores });
  // SB-POST-1..6: the post-match sequence, however the match ended.
  events.push(postMatchEvent(s));
}

/** D-36 (SB-END-3): the coach concedes and the opponent wins. */
export function concede(s: SBState, coach: number, events: GameEvent[]): void {
  events.push({ type: 'conceded', rule: 'SB-END-3', side: coach });
  finish(s, 1 - coach, 'SB-END-3', events);
}

/** Whether player p may be activated now by `coach` (SB-PHASE-1, SB-ACT-1). */
export function canActivate(s: SBState, coach: number, p: number): boolean {
  return p >= 0 && s.info[p]!.side === coach && ableToAct(s, p);
}
