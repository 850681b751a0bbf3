/**
 * The pitch's walls: where a ball movement first reaches the boundary, and the direction of a bounce.
 * Spark Ball's bounce is not a mirror reflection of the incoming path: the ball stops at the contact point W
 * and a new scatter roll gives the direction, which is reversed if it points towards the wall (SB-BALL-5,
 * SB-R-16, variant `wall.bounceMode`). The chaining of bounces (at most 3) follows the dice, so it belongs to
 * the game; these functions are one leg each.
 */
import type { Vec } from './direction.ts';

/** An axis-aligned rectangle, e.g. the pitch `0 ≤ x ≤ 13000`, `0 ≤ y ≤ 21000` in quanta (SB 1.3). */
export interface Rect {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Wall bits: which sides of the rectangle a point lies on (two at a corner). */
export const WALL_LEFT = 1; // x = minX, outward normal (−1, 0)
export const WALL_RIGHT = 2; // x = maxX, outward normal (+1, 0)
export const WALL_BOTTOM = 4; // y = minY, outward normal (0, −1): the Home goal line in Spark Ball
export const WALL_TOP = 8; // y = maxY, outward normal (0, +1): the Away goal line

/** Where a straight ball movement ends: the point, the distance travelled, and the walls it touches there (0 if none). */
export interface Trace {
  x: number;
  y: number;
  travel: number;
  walls: number;
}

/** A fresh trace to reuse as an out-parameter. */
export function trace(): Trace {
  return { x: 0, y: 0, travel: 0, walls: 0 };
}

/**
 * Moves a ball from (x, y) inside `rect` along the unit vector (ux, uy) for `length`, stopping at the first
 * boundary contact W ("the ball stops at W and the rest of its movement is lost", SB-BALL-5). Reaching the
 * boundary exactly counts as contact (SB-BALL-6), with the tolerance ε: a contact within `length + ε` stops
 * the ball. W lies on every wall whose line is within ε of it (so a ball arriving within ε of a corner is at the
 * corner, SB-R-16) and is put exactly on those lines. Whether a goal mouth on the bottom or top wall is open
 * (SB-BALL-7; posts count as part of the mouth, SB 1.3) is the caller's test on `out.x`.
 */
export function traceToWalls(
  x: number,
  y: number,
  ux: number,
  uy: number,
  length: number,
  rect: Rect,
  eps: number,
  out: Trace,
): Trace {
  let s = Infinity;
  if (ux < 0) s = (rect.minX - x) / ux;
  else if (ux > 0) s = (rect.maxX - x) / ux;
  if (uy < 0) s = Math.min(s, (rect.minY - y) / uy);
  else if (uy > 0) s = Math.min(s, (rect.maxY - y) / uy);
  if (!(s <= length + eps)) {
    out.x = x + length * ux;
    out.y = y + length * uy;
    out.travel = length;
    out.walls = 0;
    return out;
  }
  s = Math.max(0, s);
  let wx = x + s * ux;
  let wy = y + s * uy;
  let walls = 0;
  if (wx <= rect.minX + eps) {
    walls |= WALL_LEFT;
    wx = rect.minX;
  } else if (wx >= rect.maxX - eps) {
    walls |= WALL_RIGHT;
    wx = rect.maxX;
  }
  if (wy <= rect.minY + eps) {
    walls |= WALL_BOTTOM;
    wy = rect.minY;
  } else if (wy >= rect.maxY - eps) {
    walls |= WALL_TOP;
    wy = rect.maxY;
  }
  out.x = wx;
  out.y = wy;
  out.travel = s;
  out.walls = walls;
  return out;
}

/** How a bounce treats the rolled direction (SB-R-16 variant `wall.bounceMode`). */
export type BounceMode = 'reverse' | 'mirror';

/**
 * The direction of a bounce from a point on `walls` (bits), given the rolled direction (ux, uy) (SB-BALL-5):
 * - `reverse` (default): if u·n > 0 for any wall's outward normal n, reverse it (θ + 180°); then flip any
 *   component that still points out of the pitch (a corner). A direction exactly parallel to a wall is kept.
 * - `mirror`: flip only the outward components.
 * Only sign changes, so the result is exact.
 */
export function bounceDirection(ux: number, uy: number, walls: number, mode: BounceMode, out: Vec): Vec {
  let x = ux;
  let y = uy;
  if (mode === 'reverse' && pointsOut(x, y, walls)) {
    x = 0 - x;
    y = 0 - y;
  }
  if (((walls & WALL_LEFT) !== 0 && x < 0) || ((walls & WALL_RIGHT) !== 0 && x > 0)) x = 0 - x;
  if (((walls & WALL_BOTTOM) !== 0 && y < 0) || ((walls & WALL_TOP) !== 0 && y > 0)) y = 0 - y;
  out.x = x;
  out.y = y;
  return out;
}

/** u·n > 0 for the outward normal n of at least one of the walls. */
export function pointsOut(ux: number, uy: number, walls: number): boolean {
  return (((walls & WALL_LEFT) !== 0 && ux < 0) ||
    ((walls & WALL_RIGHT) !== 0 && ux > 0) ||
    ((walls & WALL_BOTTOM) !== 0 && uy < 0) ||
    ((walls & WALL_TOP) !== 0 && uy > 0)) as boolean;
}
