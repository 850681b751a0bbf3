/**
 * Bases as discs (centre, radius) and the edge-to-edge measurements of SB 1.4 (→ SB-R-03) and OS-TERR-2.
 * Every predicate takes the reference's ε explicitly (Spark Ball: 1 quantum; OSOI: see docs/geometry.md).
 * With integer centres, radii and ε the predicates are exact.
 */
import { compareDist, compareSegmentDist, dist, pointSegmentDist } from './distance.ts';

/** Edge-to-edge distance between two bases: `max(0, |p_i − p_j| − r_i − r_j)` (SB 1.4, OS-TERR-2). */
export function edgeDistance(x1: number, y1: number, r1: number, x2: number, y2: number, r2: number): number {
  return Math.max(0, dist(x1, y1, x2, y2) - r1 - r2);
}

/** Distance from a base's edge to a point (the ball, a target point): `max(0, |p − q| − r)` (SB 1.4). */
export function pointEdgeDistance(x: number, y: number, r: number, qx: number, qy: number): number {
  return Math.max(0, dist(x, y, qx, qy) - r);
}

/** Distance from a base's edge to segment AB (a trajectory): `max(0, dist(p, S) − r)` (SB 1.4). */
export function segmentEdgeDistance(
  x: number,
  y: number,
  r: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  return Math.max(0, pointSegmentDist(x, y, ax, ay, bx, by) - r);
}

/** In contact (SB 1.4): `|p_i − p_j| ≤ r_i + r_j + ε`. */
export function inContact(
  x1: number,
  y1: number,
  r1: number,
  x2: number,
  y2: number,
  r2: number,
  eps: number,
): boolean {
  return compareDist(x1, y1, x2, y2, r1 + r2 + eps) <= 0;
}

/**
 * Two bases overlap (an illegal position) when `|p_i − p_j| < r_i + r_j − ε` (SB C-2, OS-GEN-8):
 * touching bases, and bases overlapping by at most ε, do not overlap.
 */
export function overlaps(
  x1: number,
  y1: number,
  r1: number,
  x2: number,
  y2: number,
  r2: number,
  eps: number,
): boolean {
  return compareDist(x1, y1, x2, y2, r1 + r2 - eps) < 0;
}

/** "Within `reach`" edge to edge (SB-R-04: within X means ≤ X + ε, never rounded): `|p_i − p_j| ≤ r_i + r_j + reach + ε`. */
export function withinReach(
  x1: number,
  y1: number,
  r1: number,
  x2: number,
  y2: number,
  r2: number,
  reach: number,
  eps: number,
): boolean {
  return compareDist(x1, y1, x2, y2, r1 + r2 + reach + eps) <= 0;
}

/** A base's edge within `reach` of a point (the ball for a pick-up, SB-MOVE-5): `|p − q| ≤ r + reach + ε`. */
export function pointWithinReach(
  x: number,
  y: number,
  r: number,
  qx: number,
  qy: number,
  reach: number,
  eps: number,
): boolean {
  return compareDist(x, y, qx, qy, r + reach + eps) <= 0;
}

/**
 * "On a trajectory" (SB 1.4): the base touches or straddles segment AB, `dist(p, S) ≤ r`, tangency included, with
 * the tolerance every geometric comparison takes (`≤ r + ε`). With `reach` > 0 it is the reach test to a
 * trajectory (Intercept shot, SB-REACT-3: edge distance ≤ reach + ε); Catch rebound's base reach is 0.
 */
export function onTrajectory(
  x: number,
  y: number,
  r: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  eps: number,
  reach = 0,
): boolean {
  return compareSegmentDist(x, y, ax, ay, bx, by, r + reach + eps) <= 0;
}

/**
 * A moving base of radius r along AB clears another base (cx, cy, rc) (SB-MOVE-2, C-2):
 * `dist(p_j, segment) ≥ r_i + r_j − ε`.
 */
export function clearsPath(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
  cx: number,
  cy: number,
  rc: number,
  eps: number,
): boolean {
  return compareSegmentDist(cx, cy, ax, ay, bx, by, r + rc - eps) >= 0;
}

/** The whole base inside the rectangle, with tolerance ε (SB 1.4 legal position: r ≤ x ≤ W − r, r ≤ y ≤ L − r). */
export function discInRect(
  x: number,
  y: number,
  r: number,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  eps: number,
): boolean {
  return x >= minX + r - eps && x <= maxX - r + eps && y >= minY + r - eps && y <= maxY - r + eps;
}

/**
 * The contact move of a charge or a massacre (SB-CHARGE-2, SB-MASSACRE-1, SB-R-28): from (ax, ay) straight
 * towards the target's centre (tx, ty) until the centres are `s` = r_c + r_t apart. Writes the end point to
 * `out` (a float: the caller quantises it) and returns the distance moved (0 if already within s).
 */
export function approachContact(
  ax: number,
  ay: number,
  tx: number,
  ty: number,
  s: number,
  out: { x: number; y: number },
): number {
  const dx = tx - ax;
  const dy = ty - ay;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d <= s) {
    out.x = ax;
    out.y = ay;
    return 0;
  }
  const k = (d - s) / d;
  out.x = ax + k * dx;
  out.y = ay + k * dy;
  return d - s;
}
