/**
 * A point or a disc moving along a segment against a disc: the parameter interval where they touch.
 * Used for the first point where a ball touches a base (SB-R-18, SB-SHOT-5/7), the entry and exit points of
 * SB-BALL-8, the swept disc of a moving base (SB-MOVE-2/7) and the tackle's eligible intervals (C-5).
 */
import { compareDist, compareSegmentDist } from './distance.ts';

/** A parameter interval [t0, t1] along a segment (0 at its start, 1 at its end); written by the functions below. */
export interface Interval {
  t0: number;
  t1: number;
}

/** A fresh interval to reuse as an out-parameter. */
export function interval(): Interval {
  return { t0: 0, t1: 0 };
}

/**
 * The parameters t (unbounded) where A + t·(B − A) is within S of C: the roots of
 * |A − C + t·D|² = S². Writes them to `out` and returns false when the line stays farther than S.
 * A degenerate segment (A = B) gives (−∞, +∞) when A is within S of C.
 */
export function lineCircle(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  s: number,
  out: Interval,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const fx = ax - cx;
  const fy = ay - cy;
  const a = dx * dx + dy * dy;
  const c = fx * fx + fy * fy - s * s;
  if (a === 0) {
    if (c > 0) return false;
    out.t0 = -Infinity;
    out.t1 = Infinity;
    return true;
  }
  const b = fx * dx + fy * dy;
  const disc = b * b - a * c;
  if (disc < 0) return false;
  const sq = Math.sqrt(disc);
  // The numerically stable pair of roots: q/a and c/q, with q of the same sign as −b.
  const q = b >= 0 ? -b - sq : -b + sq;
  if (q === 0) {
    out.t0 = 0;
    out.t1 = 0;
    return true;
  }
  const r1 = q / a;
  const r2 = c / q;
  out.t0 = Math.min(r1, r2);
  out.t1 = Math.max(r1, r2);
  return true;
}

/**
 * The sub-interval of [0, 1] where the point moving along AB is within S of C (tangency included).
 * Whether they touch at all is decided exactly (compareSegmentDist) for integer inputs; the bounds then come
 * from the quadratic (one sqrt) and are clamped to [0, 1].
 */
export function segmentCircle(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  s: number,
  out: Interval,
): boolean {
  if (compareSegmentDist(cx, cy, ax, ay, bx, by, s) > 0) return false;
  if (!lineCircle(ax, ay, bx, by, cx, cy, s, out)) {
    // Exactly tangent but the float discriminant came out a hair below 0: the tangent point is the projection.
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : ((cx - ax) * dx + (cy - ay) * dy) / len2;
    out.t0 = t;
    out.t1 = t;
  }
  out.t0 = Math.min(1, Math.max(0, out.t0));
  out.t1 = Math.min(1, Math.max(0, out.t1));
  return true;
}

/**
 * The first contact of a disc of radius r moving from A to B with a disc (cx, cy, rc): the smallest t in [0, 1]
 * with |A + t·(B − A) − C| ≤ r + rc, or −1 if they never touch. 0 when they already touch at A.
 * With r = 0 it is the first point where a ball touches a base (SB-R-18) and the entry point of SB-BALL-8.
 */
export function sweptDiscContact(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
  cx: number,
  cy: number,
  rc: number,
  out: Interval,
): number {
  return segmentCircle(ax, ay, bx, by, cx, cy, r + rc, out) ? out.t0 : -1;
}

/**
 * SB-BALL-8 (→ SB-R-25): a loose ball that would rest at B strictly inside a base (`|B − C| < r − ε`) after a
 * straight path from A. If the path entered the base from outside, the ball goes back to the entry point; if
 * it started inside (a ball leaving the player's own position), forward along A→B to the base's edge. Writes
 * the resting point to `out` and returns true when it moved. A = B inside the base is the HIT case, which has
 * no path: the caller places the ball at the edge in the HIT face's direction (`moveAlong(C, θ, r)`).
 */
export function restOutsideBase(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  r: number,
  eps: number,
  out: { x: number; y: number },
): boolean {
  out.x = bx;
  out.y = by;
  if (compareDist(bx, by, cx, cy, r - eps) >= 0) return false;
  if (ax === bx && ay === by) return false;
  if (!lineCircle(ax, ay, bx, by, cx, cy, r, scratch)) return false;
  const startedInside = compareDist(ax, ay, cx, cy, r - eps) < 0;
  const t = startedInside ? scratch.t1 : Math.max(0, scratch.t0);
  out.x = ax + t * (bx - ax);
  out.y = ay + t * (by - ay);
  return true;
}

const scratch: Interval = { t0: 0, t1: 0 };
