/**
 * Rerolls (PS-SK-15, PS-R-22): Esquive (PS-DODGE-3), Prostate dilatée (PS-SK-3) and Pro (PS-SK-4, ROLL-PRO),
 * offered by D-REROLL after a roll that may be rerolled; a roll is rerolled at most once whatever the source.
 */
import type { GameEvent } from '../../engine/types.ts';
import { blockResultStands } from './block.ts';
import { targetRoll } from './events.ts';
import { climbFailed, dodgeFailed, moverFalls, slipFailed, tacklerOf } from './movement.ts';
import { pissStands } from './piss.ts';
import { shadowSlipFailed } from './reactions.ts';
import { Skill } from './skills.ts';
import { gnakFailed } from './squig.ts';
import { Phase, type PSState } from './state.ts';

/** ROLL-PRO's target (PS-SK-4): 4+ allows the reroll. */
export const PRO_TARGET = 4;

/** The rule ID of each roll Pro may reroll, by phase. */
export const ROLL_RULE: Partial<Record<number, string>> = {
  [Phase.Dodge]: 'PS-DODGE-1',
  [Phase.Slip]: 'PS-SLIP-2',
  [Phase.ShadowSlip]: 'PS-SLIP-2',
  [Phase.Gfi]: 'PS-SK-1',
  [Phase.Jump]: 'PS-SK-5',
  [Phase.Climb]: 'PS-CLIMB-2',
  [Phase.Piss]: 'PS-PISS-2',
  [Phase.Gnak]: 'PS-GNAK-1',
  [Phase.Block]: 'PS-BLOCK-1',
};

/** The goblin whose roll the phase `phase` is: the mover, the shadower, the pisser or the bitten goblin. */
export function rolledBy(s: PSState, phase: number): number {
  if (phase === Phase.Piss) return s.pisser;
  if (phase === Phase.Gnak) return s.bitten;
  if (phase === Phase.ShadowSlip) return s.shadower;
  return s.actor;
}

/** Pro is his and not used yet this turn, whichever side's turn it is (PS-SK-4, PS-R-22). */
export function proAvailable(s: PSState, gi: number): boolean {
  return gi >= 0 && (s.goblins[gi]!.skills & Skill.pro) !== 0 && (s.used[gi]! & Skill.pro) === 0;
}

/** Esquive for the failed dodge in progress: once per Move action, not out of a Tacle TZ (PS-DODGE-3/5). */
export function esquiveAvailable(s: PSState): boolean {
  return !s.dodgeRerollUsed && tacklerOf(s, s.from, s.goblins[s.actor]!.side) < 0;
}

/** Prostate dilatée for the failed piss in progress: once per turn (PS-SK-3). */
export function prostateAvailable(s: PSState): boolean {
  const gi = s.pisser;
  return (s.goblins[gi]!.skills & Skill.prostateDilatee) !== 0 && (s.used[gi]! & Skill.prostateDilatee) === 0;
}

/**
 * After a first (not rerolled) failed test, or any block die: offers D-REROLL when some reroll is possible and
 * returns true; otherwise returns false and the caller applies the result. `face` is kept for later.
 */
export function offerReroll(s: PSState, phase: number, face: number): boolean {
  const gi = rolledBy(s, phase);
  let next: number;
  if (phase === Phase.Dodge && (esquiveAvailable(s) || proAvailable(s, gi))) next = Phase.DodgeReroll;
  else if (phase === Phase.Piss && (prostateAvailable(s) || proAvailable(s, gi))) next = Phase.PissReroll;
  else if (phase !== Phase.Dodge && phase !== Phase.Piss && proAvailable(s, gi)) next = Phase.ProReroll;
  else return false;
  s.rerollOf = phase;
  s.failedFace = face;
  s.phase = next as Phase;
  return true;
}

/** D-REROLL: Esquive or Prostate (`reroll`), Pro (`pro`, then ROLL-PRO), or the result stands (`noReroll`). */
export function decideReroll(s: PSState, choice: 'reroll' | 'pro' | 'noReroll', events: GameEvent[]): void {
  const gi = rolledBy(s, s.rerollOf);
  if (choice === 'pro') {
    s.used[gi]! |= Skill.pro;
    events.push({ type: 'proUsed', rule: 'PS-SK-4', goblin: gi, roll: ROLL_RULE[s.rerollOf] });
    s.phase = Phase.Pro;
    return;
  }
  if (choice === 'noReroll') {
    events.push({ type: 'rerollDeclined', rule: 'PS-SK-15', goblin: gi });
    rollStands(s, events);
    return;
  }
  if (s.rerollOf === Phase.Dodge) {
    s.dodgeRerollUsed = true;
    events.push({ type: 'rerollUsed', rule: 'PS-DODGE-3', goblin: gi, skill: 'esquive' });
  } else {
    s.used[gi]! |= Skill.prostateDilatee;
    events.push({ type: 'pissRerollUsed', rule: 'PS-SK-3', goblin: gi });
  }
  rerollNow(s);
}

/** The roll `rerollOf` is rolled again, flagged as a reroll; its new result is final (PS-SK-15). */
function rerollNow(s: PSState): void {
  s.phase = s.rerollOf as Phase;
  s.rerollOf = -1;
  s.failedFace = 0;
  s.reroll = true;
}

/** ROLL-PRO (PS-SK-4): 1D6, 4+ → the roll is rerolled; 1–3 → its result stands. */
export function applyPro(s: PSState, faces: number[], events: GameEvent[]): void {
  const gi = rolledBy(s, s.rerollOf);
  const success = faces[0]! >= PRO_TARGET;
  events.push(
    targetRoll('PS-SK-4', s.goblins[gi]!.side, '1d6', faces, PRO_TARGET, 0, success, false, {
      goblin: gi,
      roll: ROLL_RULE[s.rerollOf],
    }),
  );
  if (success) rerollNow(s);
  else rollStands(s, events);
}

/** The kept result of `rerollOf` applies: a failed test's consequences, or the block die's result. */
function rollStands(s: PSState, events: GameEvent[]): void {
  const phase = s.rerollOf;
  const face = s.failedFace;
  s.rerollOf = -1;
  s.failedFace = 0;
  switch (phase) {
    case Phase.Dodge:
      dodgeFailed(s, events);
      break;
    case Phase.Slip:
      slipFailed(s, events);
      break;
    case Phase.ShadowSlip:
      shadowSlipFailed(s, events);
      break;
    case Phase.Gfi:
      moverFalls(s, 'PS-SK-1', events);
      break;
    case Phase.Jump:
      moverFalls(s, 'PS-SK-5', events);
      break;
    case Phase.Climb:
      climbFailed(s, events);
      break;
    case Phase.Piss:
      pissStands(s, face, events);
      break;
    case Phase.Gnak:
      gnakFailed(s, events);
      break;
    case Phase.Block:
      blockResultStands(s, face, events);
      break;
  }
}
