/**
 * Team rerolls (SB-REROLL-1, SB-REROLL-2, SB-REROLL-4, SB-REROLL-5): right after a roll its owner, or the
 * active coach for a neutral roll in his phase, may spend one team reroll (D-26), at most one per turn
 * (`reroll.teamScope`); the reroll replaces all the dice and its result stands. Player rerolls (D-27,
 * SB-REROLL-3, player-rerolls.ts) are offered first by `offerRerolls`; Meneur's extra reroll waits for the
 * captain to be on the pitch (ARB-SB-57).
 */
import type { GameEvent } from '../../engine/types.ts';
import { resolveScatter } from './ball.ts';
import { resolveInjury, resolveSerious } from './knockdown.ts';
import { resolveKoReturn } from './kickoff-after-goal.ts';
import { resolvePickup } from './pickup.ts';
import { resolveRebound } from './rebound.ts';
import { effectsOf } from './abilities.ts';
import { resolveChargeRoll } from './charge.ts';
import { resolveMassacreRoll } from './massacre.ts';
import { resolvePassRoll } from './pass.ts';
import { markPlayerReroll, usablePlayerReroll } from './player-rerolls.ts';
import { isShotRoll, resolveShotRoll } from './shoot.ts';
import { onPitch, TRAITS } from './state.ts';
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
import type { Defence } from './teams/types.ts';

/** The tests of a pass (pass.ts). */
const PASS_ROLLS: readonly RerollableRoll[] = ['ROLL-PASS-AG', 'ROLL-RECEIVE', 'ROLL-INTERCEPT-PASS'];

/**
 * `coach` may spend a team reroll now (SB-REROLL-1: one left, none used this turn or phase). Meneur's extra
 * reroll (4.3) is usable only while the captain is on the pitch; the team spends its other rerolls first, so
 * it is the last one left (ARB-SB-57): with the captain off the pitch one reroll is held back.
 */
export function canUseTeamReroll(s: SBState, coach: number): boolean {
  if (coach < 0 || s.rerollUsed[coach]) return false;
  const captain = s.captain[coach]!;
  const held = TRAITS[s.trait[coach]!] === 'meneur' && !(captain >= 0 && onPitch(s, captain)) ? 1 : 0;
  return s.rerolls[coach]! > held;
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

/**
 * offerRerolls: THE call for every roll that a reroll may replace (SB-REROLL-3/4/5, 5.4's priority rule),
 * right after its roll event, before anything depends on it. Contract:
 * - `coach`: the coach who may spend a team reroll on it (the roll's owner, or the active coach for a neutral
 *   roll); `reroll`: the roll is already a reroll (its frame's flag), so nothing more is offered (SB-REROLL-4);
 * - `roll`, `faces`, `bounces`, `walls`, `player`: as `offerTeamReroll` (all the dice; a wall bounce's context;
 *   the injured player of an injury roll, else -1);
 * - `rolled`: the player the roll is made for, whose abilities, item and trait may give a player reroll
 *   (-1 for a neutral roll); `failed`: whether the roll failed, for `failedOnly` effects (false for a
 *   difficulty-setting roll, which cannot fail: only effects such as Brute's apply to it); `defence`: the
 *   defence of a ROLL-DEFENCE / ROLL-PATH-REACT.
 * The caller calls it only when a reroll is worth offering (ARB-SB-12, ARB-SB-16) and, when it returns false,
 * resolves the roll itself. When it returns true a decision is pending: D-27 to the rolled player's coach if
 * he has a usable player reroll (offered first), else D-26. Either answer ends in `rollAgain` (the roll's
 * frame pushed again with `reroll: true`) or in `resolveRoll` (its result applied): a new roll plugs in by
 * adding its roll ID to `RerollableRoll` and a case to each of those two functions.
 */
export function offerRerolls(
  s: SBState,
  coach: number,
  reroll: boolean,
  roll: RerollableRoll,
  faces: readonly number[],
  bounces: number,
  walls: number,
  player: number,
  rolled: number,
  failed: boolean,
  defence: Defence | null = null,
): boolean {
  if (reroll) return false;
  if (rolled >= 0) {
    const use = usablePlayerReroll(s, rolled, roll, failed, defence);
    if (use !== null) {
      const owner = s.info[rolled]!.side;
      s.stack.push({
        id: 'D-27',
        coach: owner,
        roll,
        faces: faces.slice(),
        bounces,
        walls,
        player,
        rolled,
        effect: use.effect,
        defence,
      });
      return true;
    }
  }
  return offerTeamReroll(s, coach, false, roll, faces, bounces, walls, player);
}

/** A roll's result once no reroll replaces it, by roll ID. */
export function resolveRoll(
  s: SBState,
  roll: RerollableRoll,
  faces: readonly number[],
  bounces: number,
  walls: number,
  player: number,
  events: GameEvent[],
): void {
  if (roll === 'ROLL-PICKUP') resolvePickup(s, faces[0]!, events);
  else if (roll === 'ROLL-REBOUND') resolveRebound(s, faces[0]!, events);
  else if (roll === 'ROLL-INJURY') resolveInjury(s, player, faces[0]! + faces[1]!, events);
  else if (roll === 'ROLL-SERIOUS') resolveSerious(s, player, faces[0]!, events);
  else if (roll.startsWith('ROLL-TACKLE')) resolveTackleRoll(s, roll as TackleRoll, faces[0]!, events);
  else if (PASS_ROLLS.includes(roll)) resolvePassRoll(s, roll as PassRoll, faces[0]!, events);
  else if (roll === 'ROLL-KO-RETURN') resolveKoReturn(s, player, faces[0]!, events);
  else if (isChargeRoll(roll)) resolveChargeRoll(s, roll, faces[0]!, events);
  else if (isMassacreRoll(roll)) resolveMassacreRoll(s, roll, faces[0]!, events);
  else if (isShotRoll(roll)) resolveShotRoll(s, roll, faces[0]!, events);
  else resolveScatter(s, roll as ScatterRoll, faces.slice(), bounces, walls, events);
}

/** The roll made again with all its dice (SB-REROLL-1), marked as a reroll so that nothing follows it. */
export function rollAgain(
  s: SBState,
  coach: number,
  roll: RerollableRoll,
  player: number,
  bounces: number,
  walls: number,
): void {
  if (roll === 'ROLL-PICKUP') s.stack.push({ id: 'ROLL-PICKUP', coach, reroll: true });
  else if (roll === 'ROLL-REBOUND') s.stack.push({ id: 'ROLL-REBOUND', coach, reroll: true });
  else if (roll === 'ROLL-INJURY' || roll === 'ROLL-SERIOUS') {
    s.stack.push({ id: roll, coach, player, reroll: true });
  } else if (roll.startsWith('ROLL-TACKLE')) {
    s.stack.push({ id: roll as TackleRoll, coach, reroll: true });
  } else if (PASS_ROLLS.includes(roll)) {
    s.stack.push({ id: roll as PassRoll, coach, reroll: true });
  } else if (roll === 'ROLL-KO-RETURN') {
    // SB-REROLL-7: spent at the kick-off, it is the following turn's team reroll (startTurn keeps the flag).
    s.stack.push({ id: 'ROLL-KO-RETURN', coach, player, reroll: true });
  } else if (isChargeRoll(roll) || isMassacreRoll(roll) || isShotRoll(roll)) {
    s.stack.push({ id: roll, coach, reroll: true });
  } else s.stack.push({ id: roll as ScatterRoll, bounces, walls, reroll: true });
}

/**
 * D-26 or D-27 answered. D-26: a team reroll is spent and the roll is made again, or its result is applied.
 * D-27: the player reroll is spent (SB-REROLL-3) and the roll is made again, after which no team reroll can
 * follow (SB-REROLL-4); declined, the team reroll is offered as after any roll (5.4's priority rule).
 */
export function decideReroll(s: SBState, use: boolean, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'D-26' | 'D-27' }>;
  if (f.id === 'D-27') {
    if (!use) {
      if (!offerTeamReroll(s, f.coach, false, f.roll, f.faces, f.bounces, f.walls, f.player))
        resolveRoll(s, f.roll, f.faces, f.bounces, f.walls, f.player, events);
      return;
    }
    const x = effectsOf(s, f.rolled)[f.effect]!;
    markPlayerReroll(s, f.rolled, x);
    events.push({
      type: 'playerReroll',
      rule: 'SB-REROLL-3',
      side: f.coach,
      player: s.info[f.rolled]!.id,
      roll: f.roll,
      source: x.source,
    });
    rollAgain(s, f.coach, f.roll, f.player, f.bounces, f.walls);
    return;
  }
  if (!use) {
    resolveRoll(s, f.roll, f.faces, f.bounces, f.walls, f.player, events);
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
  rollAgain(s, f.coach, f.roll, f.player, f.bounces, f.walls);
}

function isChargeRoll(roll: RerollableRoll): roll is ChargeRoll {
  return roll === 'ROLL-CHARGE' || roll === 'ROLL-DEFENCE' || roll === 'ROLL-CHARGER-AG';
}

function isMassacreRoll(roll: RerollableRoll): roll is MassacreRoll {
  return roll === 'ROLL-MASS-ATK' || roll === 'ROLL-MASS-DEF';
}
