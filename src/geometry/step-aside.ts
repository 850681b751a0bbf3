/**
 * Step-aside (SB-MOVE-7, SB-R-26, C-6): a blocker moved along a chosen direction by the minimum distance that
 * clears the pushed player's swept disc, every other base and the walls. The swept disc of a base of radius r
 * moving along AB, seen by a blocker of radius r_b, is the capsule of points within S = r + r_b of AB.
 */
import { lineCircle, type Interval } from './swept.ts';
import { pointSegmentDistSq } from './distance.ts';
import type { Obstacles } from './nearest.ts';
import type { Rect } from './walls.ts';

const tmp: Interval = { t0: 0, t1: 0 };

/**
 * The interval of s where P + s·u (u a unit vector) is within S of segment AB (the capsule), written to `out`;
 * false if the line misses it. The capsule is convex, so this is one interval: the union of the line's
 * intervals in the two end discs and in the rectangle between them.
 */
export function rayCapsule(
  px: number,
  py: number,
  ux: number,
  uy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  s: number,
  out: Interval,
): boolean {
  let lo = Infinity;
  let hi = -Infinity;
  if (lineCircle(px, py, px + ux, py + uy, ax, ay, s, tmp)) {
    lo = tmp.t0;
    hi = tmp.t1;
  }
  if (lineCircle(px, py, px + ux, py + uy, bx, by, s, tmp)) {
    lo = Math.min(lo, tmp.t0);
    hi = Math.max(hi, tmp.t1);
  }
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len > 0) {
    // Coordinates along (e) and across (n) the segment: 0 ≤ a ≤ len and −S ≤ b ≤ S.
    const ex = dx / len;
    const ey = dy / len;
    const a0 = (px - ax) * ex + (py - ay) * ey;
    const b0 = (px - ax) * -ey + (py - ay) * ex;
    const da = ux * ex + uy * ey;
    const db = ux * -ey + uy * ex;
    let r0 = -Infinity;
    let r1 = Infinity;
    if (da === 0) {
      if (a0 < 0 || a0 > len) r0 = Infinity;
    } else {
      const s0 = (0 - a0) / da;
      const s1 = (len - a0) / da;
      r0 = Math.max(r0, Math.min(s0, s1));
      r1 = Math.min(r1, Math.max(s0, s1));
    }
    if (db === 0) {
      if (b0 < -s || b0 > s) r0 = Infinity;
    } else {
      const s0 = (-s - b0) / db;
      const s1 = (s - b0) / db;
      r0 = Math.max(r0, Math.min(s0, s1));
      r1 = Math.min(r1, Math.max(s0, s1));
    }
    if (r0 <= r1) {
      lo = Math.min(lo, r0);
      hi = Math.max(hi, r1);
    }
  }
  if (lo > hi) return false;
  out.t0 = lo;
  out.t1 = hi;
  return true;
}

/**
 * The minimum distance s ≥ 0 to move a blocker at P along the unit vector u so that its centre is inside `box`
 * (the pitch shrunk by its radius), at least S from segment AB (the pushed player's swept disc: S = r + r_b)
 * and at least S_j from every other base (`obstacles`, S_j = r_b + r_j). −1 when no finite move along u is legal
 * (C-6: the direction is then not offered). The answer is 0 or the far side of a forbidden region, whichever
 * comes first and is legal; the caller quantises the new centre.
 */
export function stepAsideDistance(
  px: number,
  py: number,
  ux: number,
  uy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  s: number,
  box: Rect,
  obstacles: Obstacles,
): number {
  const tol = 1e-9 * (Math.max(Math.abs(px), Math.abs(py), Math.abs(ax), Math.abs(ay)) + s + 1);
  let best = Infinity;
  const check = (c: number): void => {
    if (!(c >= 0) || c >= best) return;
    const x = px + c * ux;
    const y = py + c * uy;
    if (x < box.minX - tol || x > box.maxX + tol || y < box.minY - tol || y > box.maxY + tol) return;
    const sc = s - tol;
    if (sc > 0 && pointSegmentDistSq(x, y, ax, ay, bx, by) < sc * sc) return;
    for (let j = 0; j + 2 < obstacles.length; j += 3) {
      const dx = x - obstacles[j]!;
      const dy = y - obstacles[j + 1]!;
      const sj = obstacles[j + 2]! - tol;
      if (sj > 0 && dx * dx + dy * dy < sj * sj) return;
    }
    best = c;
  };
  check(0);
  if (rayCapsule(px, py, ux, uy, ax, ay, bx, by, s, tmp)) check(tmp.t1);
  for (let j = 0; j + 2 < obstacles.length; j += 3) {
    if (lineCircle(px, py, px + ux, py + uy, obstacles[j]!, obstacles[j + 1]!, obstacles[j + 2]!, tmp))
      check(tmp.t1);
  }
  return best === Infinity ? -1 : best;
}
