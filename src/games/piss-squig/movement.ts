/**
 * The Move action: standing up, steps, slippery ground, dodges with Esquive, and climbing out by the post.
 */
import type { GameEvent } from '../../engine/types.ts';
import { distance, OFF, POST_SQUARE, step } from './board.ts';
import { targetRoll } from './events.ts';
import { knockDown, resolveFalls } from './falls.ts';
import { relay } from './modes.ts';
import { inOpposingTZ, isFree, isSlippery, place } from './pit.ts';
import { Skill } from './skills.ts';
import { Phase, Status, type PSState } from './state.ts';
import { endTurn } from './turn.ts';

/** Movement points of a Move action (PS-MOVE-1); standing up costs 3 (PS-DOWN-5). */
export const MOVE_MP = 6;
export const STAND_UP_MP = 3;
/** Targets of the movement tests. */
export const DODGE_TARGET = 3;
export const SLIP_TARGET = 2;
export const CLIMB_TARGET = 2;

/** Starts a Move action: a prone goblin first stands up, for 3 MP (Bond: 0, PS-SK-11) and no roll (PS-DOWN-5). */
export function beginMove(s: PSState, events: GameEvent[]): void {
  const gi = s.actor;
  const g = s.goblins[gi]!;
  s.dodgeRerollUsed = false;
  s.mp = MOVE_MP;
  events.push({ type: 'moveStarted', rule: 'PS-MOVE-1', goblin: gi });
  if (g.status === Status.Prone) {
    g.status = Status.Standing;
    if (g.skills & Skill.bond) {
      // PS-SK-11 Bond: standing up costs 0 MP
      events.push({ type: 'stoodUp', rule: 'PS-DOWN-5', goblin: gi, mp: s.mp, skills: ['PS-SK-11'] });
    } else {
      s.mp -= STAND_UP_MP;
      events.push({ type: 'stoodUp', rule: 'PS-DOWN-5', goblin: gi, mp: s.mp });
    }
  }
  nextStep(s, events);
}

/** True when the goblin stands on his own post with a Point and may (or must) climb (PS-CLIMB-1). */
export function canClimb(s: PSState, gi: number): boolean {
  const g = s.goblins[gi]!;
  return g.point && g.status === Status.Standing && g.sq === POST_SQUARE[g.post];
}

/** True when some step is possible: MP left and a free neighbour (PS-MOVE-1, PS-MOVE-2). */
export function canStep(s: PSState, gi: number): boolean {
  if (s.mp < 1) return false;
  const from = s.goblins[gi]!.sq;
  for (let k = 1; k <= 8; k++) if (isFree(s, step(from, k))) return true;
  return false;
}

/** Back to D-STEP, or the Move ends by itself when ending it is the only choice left. */
export function nextStep(s: PSState, events: GameEvent[]): void {
  if (canStep(s, s.actor) || canClimb(s, s.actor)) {
    s.phase = Phase.Step;
  } else {
    events.push({ type: 'moveEnded', rule: 'PS-MOVE-1', goblin: s.actor, mp: s.mp });
    endTurn(s, events);
  }
}

/** A step to the neighbour `to` (PS-MOVE-5): slippery test first, if the goblin stands on a Slippery square. */
export function stepTo(s: PSState, to: number, events: GameEvent[]): void {
  const g = s.goblins[s.actor]!;
  s.from = g.sq;
  s.to = to;
  s.mp -= 1;
  if (isSlippery(s, s.from)) {
    s.phase = Phase.Slip;
    s.reroll = false;
    return;
  }
  performStep(s, events);
}

/** ROLL-SLIP (PS-SLIP-2): 1D6, 2+; failure: knocked down on the slippery square, the action ends. */
export function applySlip(s: PSState, faces: number[], events: GameEvent[]): void {
  const face = faces[0]!;
  const success = face >= SLIP_TARGET;
  events.push(
    targetRoll('PS-SLIP-2', s.side, '1d6', faces, SLIP_TARGET, 0, success, s.reroll, { goblin: s.actor }),
  );
  s.reroll = false;
  if (success) performStep(s, events);
  else {
    knockDown(s, s.actor, 'PS-SLIP-2', -1, events);
    resolveFalls(s, events);
  }
}

/** Places the goblin in the destination, then dodges if the origin lay in an opposing TZ (PS-DODGE-1). */
function performStep(s: PSState, events: GameEvent[]): void {
  const gi = s.actor;
  const side = s.goblins[gi]!.side;
  const dodge = inOpposingTZ(s, s.from, side);
  place(s, gi, s.to);
  events.push({ type: 'moved', rule: 'PS-MOVE-1', goblin: gi, from: s.from, to: s.to, mp: s.mp });
  if (dodge) {
    s.phase = Phase.Dodge;
    s.reroll = false;
  } else afterStep(s, events);
}

/** ROLL-DODGE (PS-DODGE-1/2): 1D6, 3+, after the goblin is placed; a failure may use Esquive (PS-DODGE-3). */
export function applyDodge(s: PSState, faces: number[], events: GameEvent[]): void {
  const face = faces[0]!;
  const success = face >= DODGE_TARGET;
  events.push(
    targetRoll('PS-DODGE-1', s.side, '1d6', faces, DODGE_TARGET, 0, success, s.reroll, { goblin: s.actor }),
  );
  const wasReroll = s.reroll;
  s.reroll = false;
  if (success) afterStep(s, events);
  else if (wasReroll || s.dodgeRerollUsed) dodgeFailed(s, events);
  else if (tacklerOf(s, s.from, s.goblins[s.actor]!.side) >= 0) {
    // PS-DODGE-5 PS-SK-6 PS-R-48: no Esquive for a dodge out of a Tacle goblin's TZ
    events.push({
      type: 'esquiveCancelled',
      rule: 'PS-DODGE-5',
      goblin: s.actor,
      tackler: tacklerOf(s, s.from, s.goblins[s.actor]!.side),
      skills: ['PS-SK-6'],
    });
    dodgeFailed(s, events);
  } else s.phase = Phase.DodgeReroll;
}

/**
 * The first standing opposing goblin with Tacle whose TZ holds `square`, or -1 (PS-DODGE-5, PS-SK-6, PS-R-48):
 * a dodge out of that square may not use Esquive.
 */
export function tacklerOf(s: PSState, square: number, side: number): number {
  for (let i = 0; i < s.goblins.length; i++) {
    const g = s.goblins[i]!;
    if (
      g.side !== side &&
      g.status === Status.Standing &&
      g.skills & Skill.tacle &&
      distance(square, g.sq) === 1
    )
      return i;
  }
  return -1;
}

/** D-REROLL for Esquive: once per Move action (PS-DODGE-3, PS-SK-15: optional). */
export function decideDodgeReroll(s: PSState, reroll: boolean, events: GameEvent[]): void {
  if (reroll) {
    s.dodgeRerollUsed = true;
    s.reroll = true;
    s.phase = Phase.Dodge;
    events.push({ type: 'rerollUsed', rule: 'PS-DODGE-3', goblin: s.actor, skill: 'esquive' });
  } else {
    events.push({ type: 'rerollDeclined', rule: 'PS-SK-15', goblin: s.actor });
    dodgeFailed(s, events);
  }
}

/** A failed dodge: tackled, knocked down in the destination square; the action and the turn end (PS-DODGE-2). */
function dodgeFailed(s: PSState, events: GameEvent[]): void {
  knockDown(s, s.actor, 'PS-DODGE-2', -1, events);
  resolveFalls(s, events);
}

/** After a successful step: climb at once on his own post with a Point (PS-CLIMB-1), else the move goes on. */
function afterStep(s: PSState, events: GameEvent[]): void {
  if (canClimb(s, s.actor)) beginClimb(s, events);
  else nextStep(s, events);
}

/** The climb roll is due (PS-CLIMB-1): on arrival, or as the rest of a Move action on the post. */
export function beginClimb(s: PSState, events: GameEvent[]): void {
  events.push({ type: 'climbAttempt', rule: 'PS-CLIMB-1', goblin: s.actor });
  s.phase = Phase.Climb;
  s.reroll = false;
}

/** The total modifier of a climb: −1 per Piss marker (PS-CLIMB-2, PS-PISS-7). */
export function climbModifier(s: PSState, gi: number): number {
  return 0 - s.goblins[gi]!.pissMarkers; // 0 − n, not −n: no −0 with no marker
}

/**
 * ROLL-CLIMB (PS-CLIMB-2, PS-R-08): 1D6 − Piss markers. Natural 1 or total ≤ 1: falls on his post, keeping the
 * Point. Otherwise he climbs out: +1 validated point, no marker left, off the board until he re-enters.
 */
export function applyClimb(s: PSState, faces: number[], events: GameEvent[]): void {
  const gi = s.actor;
  const g = s.goblins[gi]!;
  const face = faces[0]!;
  const mod = climbModifier(s, gi);
  const success = face !== 1 && face + mod >= CLIMB_TARGET;
  events.push(
    targetRoll('PS-CLIMB-2', s.side, '1d6', faces, CLIMB_TARGET, mod, success, s.reroll, { goblin: gi }),
  );
  s.reroll = false;
  if (!success) {
    knockDown(s, gi, 'PS-CLIMB-2', -1, events);
    resolveFalls(s, events);
    return;
  }
  g.validated++;
  g.point = false;
  g.pissMarkers = 0;
  g.status = Status.Outside;
  place(s, gi, OFF);
  events.push({ type: 'climbedOut', rule: 'PS-CLIMB-2', goblin: gi, side: g.side, validated: g.validated });
  relay(s, gi, events); // PS-DUO-2: doubles, the partner in the reserve takes over at once
  endTurn(s, events);
}
