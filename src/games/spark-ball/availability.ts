/**
 * Pre-match availability (section 5.1 PreMatch, SB-SETUP-1, SB-POST-2..4): what a roster's careers do to this
 * match. A player who must miss it (dislocation, fresh coma, `missNextMatch`) is Out as Unavailable; a player
 * in a coma rolls ROLL-COMA before the line-ups (a plain D6 needing 6, 5, 4, 3, then 2 from the 5th attempt,
 * never rerolled, SB-REROLL-6) and is available only on a success; a sprained player plays with MV and AG
 * lowered by 1 (ARB-SB-36).
 */
import type { GameEvent } from '../../engine/types.ts';
import {
  OutReason,
  P_COMA,
  P_OUT,
  P_WHERE,
  PER_INCH,
  set,
  sideRange,
  Where,
  type Frame,
  type PlayerInfo,
  type SBState,
} from './state.ts';
import type { PlayerCareer } from './teams/types.ts';

/** The career a roster player brings to this match. */
export function careerOf(s: SBState, p: number): PlayerCareer {
  const side = s.info[p]!.side;
  return s.o.teams[side]!.players[p - sideRange(s, side)[0]]!.career ?? {};
}

/** ROLL-COMA's target for a player who already failed `attempts` times (SB-POST-4): 6, 5, 4, 3, then 2. */
export function comaTarget(attempts: number): number {
  return Math.max(2, 6 - attempts);
}

/**
 * Called when the match starts, before D-01: sprains lower MV and AG for the match (ARB-SB-36), players who
 * miss it are Unavailable, and a ROLL-COMA is stacked for each coma player, Home's first, in roster order.
 */
export function applyCareers(s: SBState): void {
  s.info = s.info.map((info, p): PlayerInfo => {
    if (careerOf(s, p).sprainNextMatch !== true) return info;
    return { ...info, mv: Math.max(0, info.mv - PER_INCH), ag: info.ag - 1, sprain: true };
  });
  const rolls: Frame[] = [];
  for (let p = 0; p < s.info.length; p++) {
    const c = careerOf(s, p);
    if (c.missNextMatch !== true && c.comaAttempts === undefined) continue;
    set(s, p, P_WHERE, Where.Out);
    set(s, p, P_OUT, OutReason.Unavailable);
    if (c.missNextMatch !== true) rolls.push({ id: 'ROLL-COMA', coach: s.info[p]!.side, player: p });
  }
  // The stack's top is its end: the first roll goes last.
  for (let i = rolls.length - 1; i >= 0; i--) s.stack.push(rolls[i]!);
}

/** ROLL-COMA (SB-POST-4): on a success the player is available for this match (and recovered). */
export function applyComaRoll(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'ROLL-COMA' }>;
  const attempts = careerOf(s, f.player).comaAttempts ?? 0;
  const target = comaTarget(attempts);
  const success = face >= target;
  events.push({
    type: 'roll',
    rule: 'SB-POST-4',
    roll: 'ROLL-COMA',
    player: f.coach,
    dice: '1d6',
    faces: [face],
    total: face,
    target,
    success,
    by: s.info[f.player]!.id,
    attempt: attempts + 1,
    reroll: false,
  });
  set(s, f.player, P_COMA, success ? 2 : 1);
  if (success) {
    set(s, f.player, P_WHERE, Where.Reserve);
    set(s, f.player, P_OUT, OutReason.None);
  }
}
