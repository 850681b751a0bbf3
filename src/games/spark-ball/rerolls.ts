/**
 * Team rerolls (SB-REROLL-1, SB-REROLL-2, SB-REROLL-4, SB-REROLL-5): right after a roll its owner, or the
 * active coach for a neutral roll in his phase, may spend one team reroll (D-26), at most one per turn
 * (`reroll.teamScope`); the reroll replaces all the dice and its result stands. Player rerolls (D-27) and
 * Meneur's "only while the captain is on the pitch" condition join with the abilities.
 */
import type { GameEvent } from '../../engine/types.ts';
import { resolveScatter } from './ball.ts';
import { resolveInjury, resolveSerious } from './knockdown.ts';
import { resolveKoReturn } from './kickoff-after-goal.ts';
import { resolvePickup } from './pickup.ts';
import { resolveRebound } from './rebound.ts';
import { resolveChargeRoll } from './charge.ts';
import { resolveMassacreRoll } from './massacre.ts';
import { resolvePassRoll } from './pass.ts';
import type {
  ChargeRoll,
  Frame,
  MassacreRoll,
  PassRoll,
  RerollableRoll,
  SBState,
  ScatterRoll,
  TackleRoll,
} from './state.ts';
import { resolveTackleRoll } from './tackle.ts';
import { isShotRoll, resolveShotRoll } from './shoot.ts';

/** The tests of a pass (pass.ts). */
const PASS_ROLLS: readonly RerollableRoll[] = ['ROLL-PASS-AG', 'ROLL-RECEIVE', 'ROLL-INTERCEPT-PASS'];

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
    else if (PASS_ROLLS.includes(f.roll)) resolvePassRoll(s, f.roll as PassRoll, f.faces[0]!, events);
    else if (f.roll === 'ROLL-KO-RETURN') resolveKoReturn(s, f.player, f.faces[0]!, events);
    else if (isChargeRoll(f.roll)) resolveChargeRoll(s, f.roll, f.faces[0]!, events);
    else if (isMassacreRoll(f.roll)) resolveMassacreRoll(s, f.roll, f.faces[0]!, events);
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
  } else if (PASS_ROLLS.includes(f.roll)) {
    s.stack.push({ id: f.roll as PassRoll, coach: f.coach, reroll: true });
  } else if (f.roll === 'ROLL-KO-RETURN') {
    // SB-REROLL-7: spent at the kick-off, it is the following turn's team reroll (startTurn keeps the flag).
    s.stack.push({ id: 'ROLL-KO-RETURN', coach: f.coach, player: f.player, reroll: true });
  } else if (isChargeRoll(f.roll) || isMassacreRoll(f.roll) || isShotRoll(f.roll)) {
    s.stack.push({ id: f.roll, coach: f.coach, reroll: true });
  } else s.stack.push({ id: f.roll as ScatterRoll, bounces: f.bounces, walls: f.walls, reroll: true });
}

function isChargeRoll(roll: RerollableRoll): roll is ChargeRoll {
  return roll === 'ROLL-CHARGE' || roll === 'ROLL-DEFENCE' || roll === 'ROLL-CHARGER-AG';
}

function isMassacreRoll(roll: RerollableRoll): roll is MassacreRoll {
  return roll === 'ROLL-MASS-ATK' || roll === 'ROLL-MASS-DEF';
}
