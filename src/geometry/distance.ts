/**
 * Points and segments: squared distances, point-to-segment distance and exact comparisons with a threshold.
 * Everything takes plain numbers (no objects, no allocation) and uses only + − × ÷ and Math.sqrt.
 * The `compare*` functions are exact for integer coordinates within ±EXACT_LIMIT and an integer threshold.
 */
import { signMinusSquare, signProductDiff } from './exact.ts';

/** Squared distance between (ax, ay) and (bx, by): an exact integer for integer coordinates. */
export function distSq(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  return dx * dx + dy * dy;
}

/** Euclidean distance (Math.sqrt is correctly rounded; Math.hypot is not, so it is never used). */
export function dist(ax: number, ay: number, bx: number, by: number): number {
  return Math.sqrt(distSq(ax, ay, bx, by));
}

/** The sign of |AB| − t, for t ≥ 0: −1 nearer than t, 0 exactly at t, 1 farther. */
export function compareDist(ax: number, ay: number, bx: number, by: number, t: number): number {
  if (t < 0) return 1;
  return signMinusSquare(distSq(ax, ay, bx, by), t);
}

/** The parameter in [0, 1] of the point of segment AB nearest to P (0 for a degenerate segment). */
export function segmentParam(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const abx = bx - ax;
  const aby = by - ay;
  const len2 = abx * abx + aby * aby;
  if (len2 === 0) return 0;
  const dot = (px - ax) * abx + (py - ay) * aby;
  if (dot <= 0) return 0;
  if (dot >= len2) return 1;
  return dot / len2;
}

/** Squared distance from P to segment AB. */
export function pointSegmentDistSq(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const t = segmentParam(px, py, ax, ay, bx, by);
  const qx = ax + t * (bx - ax);
  const qy = ay + t * (by - ay);
  return distSq(px, py, qx, qy);
}

/** Distance from P to segment AB (SB 1.4 `dist(p, S)`). */
export function pointSegmentDist(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  return Math.sqrt(pointSegmentDistSq(px, py, ax, ay, bx, by));
}

/**
 * The sign of dist(P, AB) − t, for t ≥ 0. For integer inputs it is exact: the endpoint cases compare integer
 * squared distances, the interior case compares cross² with t²·|AB|² (cross = AP × AB).
 */
export function compareSegmentDist(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  t: number,
): number {
  if (t < 0) return 1;
  const abx = bx - ax;
  const aby = by - ay;
  const apx = px - ax;
  const apy = py - ay;
  const len2 = abx * abx + aby * aby;
  const dot = apx * abx + apy * aby;
  if (len2 === 0 || dot <= 0) return signMinusSquare(apx * apx + apy * apy, t);
  if (dot >= len2) return signMinusSquare(distSq(px, py, bx, by), t);
  const cross = apx * aby - apy * abx;
  return signProductDiff(cross, cross, t * t, len2);
}

/** The sign of the turn A → B → C: 1 counter-clockwise (left, with y up), −1 clockwise, 0 collinear. Exact for integers. */
export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return signProductDiff(bx - ax, cy - ay, by - ay, cx - ax);
}

/** True when segments AB and CD share at least one point (touching and collinear overlap included). Exact for integers. */
export function segmentsIntersect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  if (o1 === 0 && inBox(cx, cy, ax, ay, bx, by)) return true;
  if (o2 === 0 && inBox(dx, dy, ax, ay, bx, by)) return true;
  if (o3 === 0 && inBox(ax, ay, cx, cy, dx, dy)) return true;
  if (o4 === 0 && inBox(bx, by, cx, cy, dx, dy)) return true;
  return false;
}

/** P inside the bounding box of AB (used once P is known to be collinear with AB). */
function inBox(px: number, py: number, ax: number, ay: number, bx: number, by: number): boolean {
  return px >= Math.min(ax, bx) && px <= Math.max(ax, bx) && py >= Math.min(ay, by) && py <= Math.max(ay, by);
}

/** The sign of dist(AB, CD) − t: the segments' distance is 0 if they meet, else the least endpoint-to-segment distance. */
export function compareSegmentsDist(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
  t: number,
): number {
  if (segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) return t > 0 ? -1 : t === 0 ? 0 : 1;
  return Math.min(
    compareSegmentDist(ax, ay, cx, cy, dx, dy, t),
    compareSegmentDist(bx, by, cx, cy, dx, dy, t),
    compareSegmentDist(cx, cy, ax, ay, bx, by, t),
    compareSegmentDist(dx, dy, ax, ay, bx, by, t),
  );
}

/**
 * The smallest integer k ≥ 0 with √d2 ≤ offset + k·step (step > 0), exact for integers. With d2 the squared
 * centre distance, offset = r_i + r_j + ε and step = one unit, it is SB-R-04's `D = ceil(d − ε)` for the edge
 * distance d (4.0005 in → 4, 4.002 in → 5, 0 → 0).
 */
export function ceilSteps(d2: number, offset: number, step: number): number {
  if (!(step > 0) || !Number.isFinite(d2) || !Number.isFinite(offset)) {
    throw new RangeError(`ceilSteps needs finite values and a positive step, got ${d2}, ${offset}, ${step}.`);
  }
  let k = Math.max(0, Math.ceil((Math.sqrt(d2) - offset) / step));
  // The float guess may be off by one either way near a boundary: settle it with exact comparisons.
  while (k > 0 && fits(d2, offset + (k - 1) * step)) k--;
  while (!fits(d2, offset + k * step)) k++;
  return k;
}

function fits(d2: number, t: number): boolean {
  return t >= 0 && signMinusSquare(d2, t) <= 0;
}
