/**
 * RW-REBOUND, Catch rebound (SB-REACT-10, SB-R-37), the first reaction window: once a deviation leg is
 * computed and before the ball is placed, the reacting coach may name one of his Ready, standing, unstunned
 * players whose base touches the leg (reach 0, +1 Réflexes, +1 Instinct, + L with a leap; SB-REACT-3). He is
 * placed on the leg at the legal point nearest his centre, becomes Done, and tests AG against 7
 * (ROLL-REBOUND): success, he holds the ball; failure, the ball carries on.
 */
import {
  nearestOnSegment,
  onTrajectory,
  placement,
  snapPlacement,
  vec,
  type Rect,
} from '../../geometry/index.ts';
import type { GameEvent } from '../../engine/types.ts';
import { finishLeg } from './ball.ts';
import { reachOf } from './abilities.ts';
import { leapLength } from './movement.ts';
import type { RegularReaction } from './teams/types.ts';
import { closedZonesFor, goalZone, inGoalZone, keeperDisc } from './pitch.ts';
import { offerRerolls } from './rerolls.ts';
import { resume } from './resume.ts';
import {
  Ball,
  EPS,
  get,
  onPitch,
  P_DONE,
  P_PRONE,
  P_UNBAL,
  P_X,
  P_Y,
  PER_INCH,
  PITCH,
  set,
  sideRange,
  stunned,
  type Frame,
  type SBState,
} from './state.ts';
import { resolveTest, testEvent } from './tests.ts';

/** The difficulty of Catch rebound (SB-REACT-10). */
export const REBOUND_DIFFICULTY = 7;

/** A player may make a regular reaction for `coach` (SB-REACT-2, SB-REACT-5). */
export function canReact(s: SBState, p: number, coach: number): boolean {
  const info = s.info[p]!;
  if (info.side !== coach || !onPitch(s, p) || get(s, p, P_DONE) === 1 || stunned(s, p)) return false;
  if (get(s, p, P_PRONE) === 1) return false;
  return info.position !== 'keeper' || inGoalZone(s, coach, get(s, p, P_X), get(s, p, P_Y));
}

/**
 * A regular reaction is made (SB-REACT-2, SB-REACT-4): the reacting coach's one reaction of the phase is spent,
 * the reactor is Done, and a leap makes him Unbalanced for the rest of the phase.
 */
export function spendReaction(s: SBState, coach: number, p: number, leap: boolean): void {
  s.reactionUsed[coach] = true;
  set(s, p, P_DONE, 1);
  if (leap) set(s, p, P_UNBAL, get(s, p, P_UNBAL) + 1);
}

/** Réflexes and the captain's Instinct each add 1 in to a regular reaction's reach (SB-REACT-3, 4.3), as data. */
export function reachBonus(s: SBState, p: number, reaction: RegularReaction = 'catchRebound'): number {
  return reachOf(s, p, reaction);
}

/** 1 when p's base reaches the leg, 2 when only a leap makes it reach, 0 when it does not (SB-REACT-3). */
export function reboundReach(s: SBState, p: number): 0 | 1 | 2 {
  // SB-BALL-10 (→ SB-R-37): not the player from whose base the deviation starts.
  if (p === s.leg.origin) return 0;
  const { ax, ay, bx, by } = s.leg;
  const x = get(s, p, P_X);
  const y = get(s, p, P_Y);
  const r = s.info[p]!.radius;
  const base = reachBonus(s, p);
  if (onTrajectory(x, y, r, ax, ay, bx, by, EPS, base)) return 1;
  // SB-R-05 variant `reactions.leapExtendsReach` = false: a leap adds no reach.
  if (!s.o.reactions.leapExtendsReach) return 0;
  return onTrajectory(x, y, r, ax, ay, bx, by, EPS, base + leapLength(s, p)) ? 2 : 0;
}

const spot = placement();
const snapped = vec();

/** Where a reactor's centre may be placed: the pitch shrunk by his radius, a keeper's goal zone (SB-REACT-5). */
export function reactionBox(s: SBState, p: number): Rect {
  const info = s.info[p]!;
  const r = info.radius;
  const box: Rect = { minX: r, minY: r, maxX: PITCH.maxX - r, maxY: PITCH.maxY - r };
  if (info.position !== 'keeper') return box;
  const z = goalZone(s, info.side);
  return {
    minX: Math.max(box.minX, z.minX),
    minY: Math.max(box.minY, z.minY),
    maxX: Math.min(box.maxX, z.maxX),
    maxY: Math.min(box.maxY, z.maxY),
  };
}

/**
 * The catcher's centre on the leg: the legal point nearest his centre (section 5.5), a keeper's inside his
 * zone (SB-REACT-5), on the grid; null when there is none (the reaction is not offered).
 */
export function reboundPlacement(s: SBState, p: number): { x: number; y: number } | null {
  const r = s.info[p]!.radius;
  const box = reactionBox(s, p);
  const obstacles: number[] = [];
  for (let j = 0; j < s.info.length; j++) {
    if (j !== p && onPitch(s, j)) obstacles.push(get(s, j, P_X), get(s, j, P_Y), r + s.info[j]!.radius);
  }
  const avoid = closedZonesFor(s, p, obstacles);
  const { ax, ay, bx, by } = s.leg;
  if (
    !nearestOnSegment(
      get(s, p, P_X),
      get(s, p, P_Y),
      ax,
      ay,
      bx,
      by,
      box,
      obstacles,
      spot,
      keeperDisc(s, p),
      avoid,
    )
  )
    return null;
  if (!snapPlacement(spot.x, spot.y, box, obstacles, EPS, snapped)) return null;
  return { x: snapped.x, y: snapped.y };
}

/** The reacting coach's players who may try to catch the leg, with their reach (1, or 2 = leap needed). */
export function reboundCandidates(s: SBState, coach: number): [player: number, reach: 1 | 2][] {
  const list: [number, 1 | 2][] = [];
  const [from, to] = sideRange(s, coach);
  for (let p = from; p < to; p++) {
    if (!canReact(s, p, coach)) continue;
    // SB-BALL-10: not the player from whose base a shot's deviation starts (before any bounce).
    if (p === s.shot.reactor && s.leg.bounces === 0) continue;
    const reach = reboundReach(s, p);
    if (reach !== 0 && reboundPlacement(s, p) !== null) list.push([p, reach]);
  }
  return list;
}

/**
 * Opens RW-REBOUND on the current leg when it can open (SB-REACT-12): in a phase, the reacting coach has his
 * regular reaction and an eligible player. Returns true when D-20 is pending.
 */
export function openRebound(s: SBState): boolean {
  if (s.active < 0) return false;
  const coach = 1 - s.active;
  if (s.reactionUsed[coach] || reboundCandidates(s, coach).length === 0) return false;
  s.stack.push({ id: 'D-20', coach, window: 'RW-REBOUND' });
  return true;
}

/** D-20 declined: the ball goes on to the end of its leg. */
export function declineRebound(s: SBState, coach: number, events: GameEvent[]): void {
  s.stack.pop();
  events.push({ type: 'reactionDeclined', rule: 'SB-REACT-10', side: coach, window: 'RW-REBOUND' });
  finishLeg(s, events);
}

/**
 * D-20 Catch rebound: the regular reaction is spent, the catcher is Done (SB-REACT-2), Unbalanced if he
 * leaps (SB-REACT-4), placed on the leg, and ROLL-REBOUND follows.
 */
export function catchRebound(s: SBState, coach: number, p: number, leap: boolean, events: GameEvent[]): void {
  s.stack.pop();
  const at = reboundPlacement(s, p)!;
  spendReaction(s, coach, p, leap);
  set(s, p, P_X, at.x);
  set(s, p, P_Y, at.y);
  s.leg.catcher = p;
  events.push({
    type: 'catchRebound',
    rule: 'SB-REACT-10',
    side: coach,
    player: s.info[p]!.id,
    leap,
    at: [at.x / PER_INCH, at.y / PER_INCH],
  });
  s.stack.push({ id: 'ROLL-REBOUND', coach, reroll: false });
}

/** The Catch rebound test's modifier: AG, −1 per Unbalanced cause (SB-GEN-7). */
export function reboundModifier(s: SBState, p: number): number {
  return s.info[p]!.ag - get(s, p, P_UNBAL);
}

/** ROLL-REBOUND: the test's event; a failure may be rerolled by EQ-1 (D-27) or the reacting coach's team reroll. */
export function applyReboundRoll(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'ROLL-REBOUND' }>;
  const p = s.leg.catcher;
  const modifier = reboundModifier(s, p);
  events.push(
    testEvent('SB-REACT-10', 'ROLL-REBOUND', f.coach, face, modifier, REBOUND_DIFFICULTY, {
      by: s.info[p]!.id,
      reroll: f.reroll,
    }),
  );
  const failed = !resolveTest(face, modifier, REBOUND_DIFFICULTY).success;
  if (failed && offerRerolls(s, f.coach, f.reroll, 'ROLL-REBOUND', [face], 0, 0, -1, p, true)) return;
  resolveRebound(s, face, events);
}

/** The catch's result: the catcher holds the ball and the deviation stops, or the ball carries on. */
export function resolveRebound(s: SBState, face: number, events: GameEvent[]): void {
  const p = s.leg.catcher;
  if (resolveTest(face, reboundModifier(s, p), REBOUND_DIFFICULTY).success) {
    s.ball = Ball.Held;
    s.holder = p;
    s.ballX = get(s, p, P_X);
    s.ballY = get(s, p, P_Y);
    events.push({ type: 'reboundCaught', rule: 'SB-REACT-10', player: s.info[p]!.id });
    resume(s, events);
    return;
  }
  events.push({ type: 'reboundMissed', rule: 'SB-R-37', player: s.info[p]!.id });
  finishLeg(s, events);
}
