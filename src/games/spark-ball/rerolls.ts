/**
 * Team rerolls (SB-REROLL-1, SB-REROLL-2, SB-REROLL-4, SB-REROLL-5): right after a roll its owner, or the
 * active coach for a neutral roll in his phase, may spend one team reroll (D-26), at most one per turn
 * (`reroll.teamScope`); the reroll replaces all the dice and its result stands. Player rerolls (D-27) and
 * Meneur's "only while the captain is on the pitch" condition join with the abilities.
 */
import type { GameEvent } from '../../engine/types.ts';
import { resolveScatter } from './ball.ts';
import { resolveInjury, resolveSerious } from './knockdown.ts';
import { resolvePickup } from './pickup.ts';
import { resolveRebound } from './rebound.ts';
import type { Frame, RerollableRoll, SBState, ScatterRoll, TackleRoll } from './state.ts';
import { resolveTackleRoll } from './tackle.ts';
import { isShotRoll, resolveShotRoll } from './shoot.ts';

/** `coach` may spend a team reroll now (SB-REROLL-1: one left, none used this turn or phase). */
export function canUseTeamReroll(s: SBState, coach: number): boolean {
  return coach >= 0 && s.rerolls[coach]! > 0 && !s.rerollUsed[coach];
}

/**
 * Offers D-26 to `coach` for the roll just made, unless it is already a reroll (SB-REROLL-4) or he cannot
 * use one; returns true when the decision is pending.
 */
export function offerTeamReroll(
  s: SBState,
  coach: number,
  reroll: boolean,
  roll: RerollableRoll,
  faces: readonly number[],
  bounces: number,
  walls: number,
  player = -1,
): boolean {
  if (reroll || !canUseTeamReroll(s, coach)) return false;
  s.stack.push({ id: 'D-26', coach, roll, faces: faces.slice(), bounces, walls, player });
  return true;
}

/** D-26 answered: the roll is made again with all its dice, or its result is applied. */
export function decideReroll(s: SBState, use: boolean, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'D-26' }>;
  if (!use) {
    if (f.roll === 'ROLL-PICKUP') resolvePickup(s, f.faces[0]!, events);
    else if (f.roll === 'ROLL-REBOUND') resolveRebound(s, f.faces[0]!, events);
    else if (f.roll === 'ROLL-INJURY') resolveInjury(s, f.player, f.faces[0]! + f.faces[1]!, events);
    else if (f.roll === 'ROLL-SERIOUS') resolveSerious(s, f.player, f.faces[0]!, events);
    else if (f.roll.startsWith('ROLL-TACKLE'))
      resolveTackleRoll(s, f.roll as TackleRoll, f.faces[0]!, events);
    else if (isShotRoll(f.roll)) resolveShotRoll(s, f.roll, f.faces[0]!, events);
    else resolveScatter(s, f.roll as ScatterRoll, f.faces, f.bounces, f.walls, events);
    return;
  }
  s.rerolls[f.coach] = s.rerolls[f.coach]! - 1;
  s.rerollUsed[f.coach] = true;
  events.push({
    type: 'teamReroll',
    rule: 'SB-REROLL-1',
    side: f.coach,
    roll: f.roll,
    rerolls: s.rerolls[f.coach],
  });
  if (f.roll === 'ROLL-PICKUP') s.stack.push({ id: 'ROLL-PICKUP', coach: f.coach, reroll: true });
  else if (f.roll === 'ROLL-REBOUND') s.stack.push({ id: 'ROLL-REBOUND', coach: f.coach, reroll: true });
  else if (f.roll === 'ROLL-INJURY' || f.roll === 'ROLL-SERIOUS') {
    s.stack.push({ id: f.roll, coach: f.coach, player: f.player, reroll: true });
  } else if (f.roll.startsWith('ROLL-TACKLE')) {
    s.stack.push({ id: f.roll as TackleRoll, coach: f.coach, reroll: true });
  } else if (isShotRoll(f.roll)) {
    s.stack.push({ id: f.roll, coach: f.coach, reroll: true });
  } else s.stack.push({ id: f.roll as ScatterRoll, bounces: f.bounces, walls: f.walls, reroll: true });
}
