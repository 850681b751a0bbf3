/**
 * The Move action: standing up, steps, Lucidité steps (PS-SK-1), jumps (PS-SK-5), slippery ground, dodges with
 * Esquive and Tacle plongeant, climbing out by the post, and the Poursuite window after each step.
 */
import type { GameEvent } from '../../engine/types.ts';
import { distance, OFF, POST_SQUARE, step } from './board.ts';
import { targetRoll } from './events.ts';
import { knockDown, resolveFalls } from './falls.ts';
import { relay } from './modes.ts';
import { inOpposingTZ, isFree, isSlippery, place } from './pit.ts';
import { diversOf, openShadow } from './reactions.ts';
import { offerReroll } from './rerolls.ts';
import { Skill } from './skills.ts';
import { Phase, Status, StepKind, type PSState } from './state.ts';
import { endTurn } from './turn.ts';

/** Movement points of a Move action (PS-MOVE-1); standing up costs 3 (PS-DOWN-5). */
export const MOVE_MP = 6;
export const STAND_UP_MP = 3;
/** Targets of the movement tests. */
export const DODGE_TARGET = 3;
export const SLIP_TARGET = 2;
export const CLIMB_TARGET = 2;
/** Lucidité (PS-SK-1, PS-R-20): two steps beyond the MP per Move action, each 2+. */
export const MAX_GFI = 2;
export const GFI_TARGET = 2;
/** Saut (PS-SK-5, PS-R-23): 2 MP, 4+ with no modifier. */
export const JUMP_MP = 2;
export const JUMP_TARGET = 4;
/** Tacle plongeant (PS-SK-7): −2 to the dodge, rerolls included. */
export const DIVE_MODIFIER = -2;

/** Starts a Move action: a prone goblin first stands up, for 3 MP (Bond: 0, PS-SK-11) and no roll (PS-DOWN-5). */
export function beginMove(s: PSState, events: GameEvent[]): void {
  const gi = s.actor;
  const g = s.goblins[gi]!;
  s.dodgeRerollUsed = false;
  s.mp = MOVE_MP;
  s.gfi = 0;
  s.vacated = OFF;
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

/** Lucidité steps left in this Move action: two with the skill (PS-SK-1, PS-R-20), none without (PS-MOVE-4). */
export function gfiLeft(s: PSState, gi: number): number {
  return s.goblins[gi]!.skills & Skill.lucidite ? MAX_GFI - s.gfi : 0;
}

/** True when some step is possible: MP (or a Lucidité step) left and a free neighbour (PS-MOVE-1, PS-MOVE-2). */
export function canStep(s: PSState, gi: number): boolean {
  if (s.mp < 1 && gfiLeft(s, gi) === 0) return false;
  const from = s.goblins[gi]!.sq;
  for (let k = 1; k <= 8; k++) if (isFree(s, step(from, k))) return true;
  return false;
}

/**
 * Landing squares of a jump (PS-SK-5, PS-R-23): once per turn, 2 MP (never Lucidité steps), two squares along one
 * of the 8 directions, on the board and empty; the square jumped over may hold anything.
 */
export function jumpSquares(s: PSState, gi: number): number[] {
  const g = s.goblins[gi]!;
  const out: number[] = [];
  if (!(g.skills & Skill.saut) || s.used[gi]! & Skill.saut || s.mp < JUMP_MP) return out;
  for (let k = 1; k <= 8; k++) {
    const over = step(g.sq, k);
    const land = over === OFF ? OFF : step(over, k);
    if (isFree(s, land)) out.push(land);
  }
  return out;
}

/** Back to D-STEP, or the Move ends by itself when ending it is the only choice left. */
export function nextStep(s: PSState, events: GameEvent[]): void {
  if (canStep(s, s.actor) || canClimb(s, s.actor) || jumpSquares(s, s.actor).length > 0) {
    s.phase = Phase.Step;
  } else {
    events.push({ type: 'moveEnded', rule: 'PS-MOVE-1', goblin: s.actor, mp: s.mp });
    endTurn(s, events);
  }
}

/**
 * A step, Lucidité step or jump to `to` (PS-MOVE-5): it pays 1 MP, one of the two Lucidité steps, or 2 MP and
 * the turn's jump; slippery test first, if the goblin stands on a Slippery square.
 */
export function stepTo(s: PSState, to: number, kind: number, events: GameEvent[]): void {
  const g = s.goblins[s.actor]!;
  s.from = g.sq;
  s.to = to;
  s.stepKind = kind;
  s.dodgeMod = 0;
  if (kind === StepKind.Gfi) s.gfi++;
  else if (kind === StepKind.Jump) {
    s.mp -= JUMP_MP;
    s.used[s.actor]! |= Skill.saut;
    events.push({ type: 'jumpDeclared', rule: 'PS-SK-5', goblin: s.actor, from: s.from, to });
  } else s.mp -= 1;
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
  const wasReroll = s.reroll;
  s.reroll = false;
  if (success) performStep(s, events);
  else if (wasReroll || !offerReroll(s, Phase.Slip, face)) slipFailed(s, events);
}

/** A failed slippery test: knocked down on the slippery square, never having left it; the action ends. */
export function slipFailed(s: PSState, events: GameEvent[]): void {
  moverFalls(s, 'PS-SLIP-2', events);
}

/** The mover is knocked down where he stands (`rule` is the cause); armour, then the turn ends (PS-TURN-4). */
export function moverFalls(s: PSState, rule: string, events: GameEvent[]): void {
  knockDown(s, s.actor, rule, -1, events);
  resolveFalls(s, events);
}

/**
 * Places the goblin in the destination (the square left opens a Poursuite window once the step is resolved),
 * then ROLL-GFI for a Lucidité step, ROLL-JUMP for a jump, or a dodge if the origin lay in an opposing TZ.
 */
function performStep(s: PSState, events: GameEvent[]): void {
  const gi = s.actor;
  place(s, gi, s.to);
  s.vacated = s.from;
  s.reroll = false;
  if (s.stepKind === StepKind.Jump) {
    events.push({ type: 'jumped', rule: 'PS-SK-5', goblin: gi, from: s.from, to: s.to, mp: s.mp });
    s.phase = Phase.Jump;
    return;
  }
  if (s.stepKind === StepKind.Gfi) {
    events.push({ type: 'moved', rule: 'PS-SK-1', goblin: gi, from: s.from, to: s.to, mp: s.mp, gfi: s.gfi });
    s.phase = Phase.Gfi;
    return;
  }
  events.push({ type: 'moved', rule: 'PS-MOVE-1', goblin: gi, from: s.from, to: s.to, mp: s.mp });
  dodgeOrOn(s, events);
}

/** A dodge if the origin lay in the TZ of the Squig or of a standing opponent (PS-DODGE-1), else the step is done. */
function dodgeOrOn(s: PSState, events: GameEvent[]): void {
  if (inOpposingTZ(s, s.from, s.goblins[s.actor]!.side)) {
    s.phase = Phase.Dodge;
    s.reroll = false;
  } else afterStep(s, events);
}

/** ROLL-GFI (PS-SK-1): 1D6, 2+, after placing; then the dodge if any. Failure: knocked down in that square. */
export function applyGfi(s: PSState, faces: number[], events: GameEvent[]): void {
  const face = faces[0]!;
  const success = face >= GFI_TARGET;
  events.push(
    targetRoll('PS-SK-1', s.side, '1d6', faces, GFI_TARGET, 0, success, s.reroll, { goblin: s.actor }),
  );
  const wasReroll = s.reroll;
  s.reroll = false;
  if (success) dodgeOrOn(s, events);
  else if (wasReroll || !offerReroll(s, Phase.Gfi, face)) moverFalls(s, 'PS-SK-1', events);
}

/** ROLL-JUMP (PS-SK-5, PS-R-23): 1D6, 4+, no modifier, no dodge. Failure: knocked down on the landing square. */
export function applyJump(s: PSState, faces: number[], events: GameEvent[]): void {
  const face = faces[0]!;
  const success = face >= JUMP_TARGET;
  events.push(
    targetRoll('PS-SK-5', s.side, '1d6', faces, JUMP_TARGET, 0, success, s.reroll, { goblin: s.actor }),
  );
  const wasReroll = s.reroll;
  s.reroll = false;
  if (success) afterStep(s, events);
  else if (wasReroll || !offerReroll(s, Phase.Jump, face)) moverFalls(s, 'PS-SK-5', events);
}

/**
 * ROLL-DODGE (PS-DODGE-1/2): 1D6, 3+ (−2 after a Tacle plongeant, rerolls included), after the goblin is placed.
 * A first die of 4 or less opens D-DIVE for eligible divers (ARB-PS-10: a 5 or a 6 succeeds even at −2).
 */
export function applyDodge(s: PSState, faces: number[], events: GameEvent[]): void {
  const face = faces[0]!;
  const mod = s.dodgeMod;
  const success = face + mod >= DODGE_TARGET;
  events.push(
    targetRoll('PS-DODGE-1', s.side, '1d6', faces, DODGE_TARGET, mod, success, s.reroll, {
      goblin: s.actor,
      ...(mod !== 0 ? { skills: ['PS-SK-7'] } : {}),
    }),
  );
  const wasReroll = s.reroll;
  s.reroll = false;
  if (!wasReroll && mod === 0 && face + DIVE_MODIFIER < DODGE_TARGET) {
    const divers = diversOf(s);
    if (divers.length > 0) {
      s.react = divers;
      s.failedFace = face;
      s.phase = Phase.Dive;
      return;
    }
  }
  dodgeResult(s, face, wasReroll, events);
}

/** The dodge die `face` read with the dodge's modifier: on, a reroll offer, or tackled (PS-DODGE-2/3/5). */
export function dodgeResult(s: PSState, face: number, wasReroll: boolean, events: GameEvent[]): void {
  if (face + s.dodgeMod >= DODGE_TARGET) {
    afterStep(s, events);
    return;
  }
  if (wasReroll) {
    dodgeFailed(s, events);
    return;
  }
  const tackler = tacklerOf(s, s.from, s.goblins[s.actor]!.side);
  if (!s.dodgeRerollUsed && tackler >= 0) {
    // PS-DODGE-5 PS-SK-6 PS-R-48: no Esquive for a dodge out of a Tacle goblin's TZ
    events.push({
      type: 'esquiveCancelled',
      rule: 'PS-DODGE-5',
      goblin: s.actor,
      tackler,
      skills: ['PS-SK-6'],
    });
  }
  if (!offerReroll(s, Phase.Dodge, face)) dodgeFailed(s, events);
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

/** A failed dodge: tackled, knocked down in the destination square; the action and the turn end (PS-DODGE-2). */
export function dodgeFailed(s: PSState, events: GameEvent[]): void {
  moverFalls(s, 'PS-DODGE-2', events);
}

/** After a successful step: climb at once on his own post with a Point (PS-CLIMB-1), else Poursuite, then on. */
function afterStep(s: PSState, events: GameEvent[]): void {
  if (canClimb(s, s.actor)) beginClimb(s, events);
  else openShadow(s, events);
}

/**
 * After a step and its Poursuite window, or a shadower's fall: the Move goes on if the mover still stands on the
 * board, else the turn ends (a fall, PS-TURN-4, or a climb out).
 */
export function continueMove(s: PSState, events: GameEvent[]): void {
  s.shadower = -1;
  const g = s.goblins[s.actor]!;
  if (g.status === Status.Standing && g.sq !== OFF) nextStep(s, events);
  else endTurn(s, events);
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
  const wasReroll = s.reroll;
  s.reroll = false;
  if (!success) {
    if (wasReroll || !offerReroll(s, Phase.Climb, face)) climbFailed(s, events);
    return;
  }
  g.validated++;
  g.point = false;
  g.pissMarkers = 0;
  g.status = Status.Outside;
  place(s, gi, OFF);
  events.push({ type: 'climbedOut', rule: 'PS-CLIMB-2', goblin: gi, side: g.side, validated: g.validated });
  relay(s, gi, events); // PS-DUO-2: doubles, the partner in the reserve takes over at once
  openShadow(s, events);
}

/** A failed climb: he falls on his post, keeping his Point (PS-CLIMB-2). */
export function climbFailed(s: PSState, events: GameEvent[]): void {
  moverFalls(s, 'PS-CLIMB-2', events);
}
