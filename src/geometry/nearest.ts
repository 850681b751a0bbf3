/**
 * The nearest-legal-point rule (SB 5.5; used by SB-REACT-6/7/8/9/10 and SB-R-24/31/36/37): among the legal
 * centres on a segment, or on a contact circle, take the one nearest to the player's original centre O.
 * Ties: the smaller parameter along the segment, or the smaller angle clockwise from 0° (+y) on a circle.
 * If no point is legal the reaction is not offered (the functions return false).
 *
 * Legal here means: the centre inside `box` (the pitch shrunk by the radius, intersected with a keeper's
 * rectangular goal zone by the caller; SB 1.4, SB-MOVE-10), inside the optional `zone` disc (a semicircular
 * goal zone), outside the optional `avoid` rectangles (goal zones closed to a player, SB-R-07 variant
 * `goalZone.excludeOthers`: their boundary is legal) and at least S_j from every obstacle j (S_j = r_i + r_j:
 * touching is legal). The legal set is
 * closed arcs or intervals, and the distance to O only grows away from O's projection, so the answer is the
 * projection if legal, else the end of a legal piece: the candidates are the projection and the cuts of the
 * box, the zone and each obstacle. The point found is a float: put it on the grid with `snapPlacement`
 * (plain rounding is enough when ε ≥ 0.71 quantum, as in Spark Ball).
 */
import { compareDist } from './distance.ts';
import { lineCircle, type Interval } from './swept.ts';
import type { Rect } from './walls.ts';
import type { Vec } from './direction.ts';

/** Obstacles as a flat list `[x0, y0, S0, x1, y1, S1, …]`: centre and forbidden radius S = r_i + r_j. */
export type Obstacles = ArrayLike<number>;

/**
 * A disc the centre must stay inside (radius ≥ 0), for a keeper's semicircular goal zone (SB-R-07 variant
 * `goalZone.shape = semicircle`: the disc of radius = depth on the mouth's midpoint, with the pitch as the box).
 */
export interface Zone {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** Rectangles the centre may not be strictly inside, as a flat list `[minX, minY, maxX, maxY, …]`. */
export type Avoid = ArrayLike<number>;

/** A nearest legal point: the point, and its parameter on the segment (or pseudo-angle on the circle). */
export interface Placement extends Vec {
  t: number;
}

/** A fresh placement to reuse as an out-parameter. */
export function placement(): Placement {
  return { x: 0, y: 0, t: 0 };
}

const tmp: Interval = { t0: 0, t1: 0 };

/** Float slack for candidates computed with a sqrt: 1e-9 of the scale, far below any ε in quanta. */
function slack(scale: number): number {
  return 1e-9 * (Math.abs(scale) + 1);
}

/**
 * A candidate at squared distance d beats the best so far (bestD) when it is nearer, or as near and first by
 * the tie rule. Candidates come out of sqrt and division, so two points the rule calls equally near may differ
 * in the last bits: distances within 1e-9 relative count as a tie.
 */
function better(d: number, bestD: number, firstByTieRule: boolean): boolean {
  if (bestD === Infinity) return true;
  const tol = 1e-9 * (bestD + 1);
  return d < bestD - tol || (d <= bestD + tol && firstByTieRule);
}

function legal(
  x: number,
  y: number,
  box: Rect,
  obstacles: Obstacles,
  tol: number,
  zone: Zone | null,
  avoid: Avoid | null,
): boolean {
  if (x < box.minX - tol || x > box.maxX + tol || y < box.minY - tol || y > box.maxY + tol) return false;
  if (avoid !== null) {
    for (let k = 0; k + 3 < avoid.length; k += 4) {
      if (
        x > avoid[k]! + tol &&
        x < avoid[k + 2]! - tol &&
        y > avoid[k + 1]! + tol &&
        y < avoid[k + 3]! - tol
      )
        return false;
    }
  }
  if (zone !== null) {
    const zx = x - zone.x;
    const zy = y - zone.y;
    const zr = zone.r + tol;
    if (zx * zx + zy * zy > zr * zr) return false;
  }
  for (let j = 0; j + 2 < obstacles.length; j += 3) {
    const dx = x - obstacles[j]!;
    const dy = y - obstacles[j + 1]!;
    const s = obstacles[j + 2]! - tol;
    if (s > 0 && dx * dx + dy * dy < s * s) return false;
  }
  return true;
}

// The search state of the two functions below, kept at module level so that a call allocates nothing
// (JavaScript runs one call at a time, and neither function calls back into the other).
let cBox: Rect = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
let cObstacles: Obstacles = [];
let cTol = 0;
let cZone: Zone | null = null;
let cAvoid: Avoid | null = null;
let cOx = 0;
let cOy = 0;
let cFound = false;
let cBestD = Infinity;
let cBestKey = 0;
let cBestX = 0;
let cBestY = 0;

function start(
  ox: number,
  oy: number,
  box: Rect,
  obstacles: Obstacles,
  tol: number,
  zone: Zone | null,
  avoid: Avoid | null,
): void {
  cBox = box;
  cZone = zone;
  cAvoid = avoid;
  cObstacles = obstacles;
  cTol = tol;
  cOx = ox;
  cOy = oy;
  cFound = false;
  cBestD = Infinity;
  cBestKey = 0;
}

/** Keeps (x, y) if it is legal and beats the best so far; `key` is the tie-break (parameter or pseudo-angle). */
function consider(x: number, y: number, key: number): void {
  if (!legal(x, y, cBox, cObstacles, cTol, cZone, cAvoid)) return;
  const ex = x - cOx;
  const ey = y - cOy;
  const d = ex * ex + ey * ey;
  if (better(d, cBestD, key < cBestKey)) {
    cFound = true;
    cBestD = d;
    cBestKey = key;
    cBestX = x;
    cBestY = y;
  }
}

/**
 * The legal point of segment AB nearest to O (SB-REACT-7/8/10: the interceptor's or catcher's centre on the
 * pass, shot or deviation segment). Writes it to `out` (with `t` in [0, 1]) and returns false if none is legal.
 */
export function nearestOnSegment(
  ox: number,
  oy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  box: Rect,
  obstacles: Obstacles,
  out: Placement,
  zone: Zone | null = null,
  avoid: Avoid | null = null,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const tol = slack(Math.max(Math.abs(ax), Math.abs(ay), Math.abs(bx), Math.abs(by)));
  // The part of the segment inside the box (Liang–Barsky).
  let lo = 0;
  let hi = 1;
  for (let side = 0; side < 4; side++) {
    // Liang–Barsky: the side keeps the points with pp·t ≤ qq.
    const pp = side === 0 ? -dx : side === 1 ? dx : side === 2 ? -dy : dy;
    const qq =
      side === 0 ? ax - box.minX : side === 1 ? box.maxX - ax : side === 2 ? ay - box.minY : box.maxY - ay;
    if (pp === 0) {
      if (qq < -tol) return false;
      continue;
    }
    const r = qq / pp;
    if (pp < 0) lo = Math.max(lo, r);
    else hi = Math.min(hi, r);
  }
  if (lo > hi) return false;
  const proj = len2 === 0 ? 0 : ((ox - ax) * dx + (oy - ay) * dy) / len2;
  start(ox, oy, box, obstacles, tol, zone, avoid);
  considerT(Math.min(hi, Math.max(lo, proj)), ax, ay, dx, dy, lo, hi);
  considerT(lo, ax, ay, dx, dy, lo, hi);
  considerT(hi, ax, ay, dx, dy, lo, hi);
  if (zone !== null && lineCircle(ax, ay, bx, by, zone.x, zone.y, zone.r, tmp)) {
    const t0 = tmp.t0;
    const t1 = tmp.t1;
    considerT(t0, ax, ay, dx, dy, lo, hi);
    considerT(t1, ax, ay, dx, dy, lo, hi);
  }
  for (let j = 0; j + 2 < obstacles.length; j += 3) {
    if (lineCircle(ax, ay, bx, by, obstacles[j]!, obstacles[j + 1]!, obstacles[j + 2]!, tmp)) {
      const t0 = tmp.t0;
      const t1 = tmp.t1;
      considerT(t0, ax, ay, dx, dy, lo, hi);
      considerT(t1, ax, ay, dx, dy, lo, hi);
    }
  }
  // Where the segment's line crosses each side of an avoided rectangle.
  if (avoid !== null) {
    for (let k = 0; k + 3 < avoid.length; k += 4) {
      if (dx !== 0) {
        considerT((avoid[k]! - ax) / dx, ax, ay, dx, dy, lo, hi);
        considerT((avoid[k + 2]! - ax) / dx, ax, ay, dx, dy, lo, hi);
      }
      if (dy !== 0) {
        considerT((avoid[k + 1]! - ay) / dy, ax, ay, dx, dy, lo, hi);
        considerT((avoid[k + 3]! - ay) / dy, ax, ay, dx, dy, lo, hi);
      }
    }
  }
  if (!cFound) return false;
  out.t = cBestKey;
  out.x = ax + cBestKey * dx;
  out.y = ay + cBestKey * dy;
  return true;
}

function considerT(t: number, ax: number, ay: number, dx: number, dy: number, lo: number, hi: number): void {
  if (t >= lo && t <= hi) consider(ax + t * dx, ay + t * dy, t);
}

/**
 * A pseudo-angle clockwise from +y, monotone in the true angle, in [0, 4): computed with one division, so ties
 * on a circle are broken without Math.atan2.
 */
export function pseudoAngle(dx: number, dy: number): number {
  // Clockwise from +y: quadrant by quadrant, t = |x| / (|x| + |y|) grows with the angle inside each.
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  const sum = ax + ay;
  if (sum === 0) return 0;
  if (dx >= 0 && dy > 0) return ax / sum; // [0°, 90°)
  if (dx > 0 && dy <= 0) return 1 + ay / sum; // [90°, 180°)
  if (dx <= 0 && dy < 0) return 2 + ax / sum; // [180°, 270°)
  return 3 + ay / sum; // [270°, 360°)
}

/**
 * The legal point on the circle of radius `radius` around C nearest to O (SB-REACT-6/9, SB-R-31: the legal
 * contact point nearest to the original centre; radius = r_i + r_j). Writes it to `out` (with `t` the
 * pseudo-angle) and returns false if no point of the circle is legal. When O is C every point is equally near and
 * the smallest angle clockwise from 0° wins.
 */
export function nearestOnCircle(
  ox: number,
  oy: number,
  cx: number,
  cy: number,
  radius: number,
  box: Rect,
  obstacles: Obstacles,
  out: Placement,
  zone: Zone | null = null,
  avoid: Avoid | null = null,
): boolean {
  start(ox, oy, box, obstacles, slack(Math.max(Math.abs(cx), Math.abs(cy)) + radius), zone, avoid);
  const vx = ox - cx;
  const vy = oy - cy;
  const vl = Math.sqrt(vx * vx + vy * vy);
  if (vl > 0) considerAround(cx + (vx * radius) / vl, cy + (vy * radius) / vl, cx, cy);
  else considerAround(cx, cy + radius, cx, cy); // angle 0: the first candidate when every point ties
  // The box's sides cut the circle where x or y equals a side.
  cutVertical(box.minX, cx, cy, radius);
  cutVertical(box.maxX, cx, cy, radius);
  cutHorizontal(box.minY, cx, cy, radius);
  cutHorizontal(box.maxY, cx, cy, radius);
  // Each obstacle's circle of radius S, and the zone's circle, cut the contact circle at up to two points.
  for (let j = 0; j + 2 < obstacles.length; j += 3) {
    cutCircle(obstacles[j]!, obstacles[j + 1]!, obstacles[j + 2]!, cx, cy, radius);
  }
  if (zone !== null) cutCircle(zone.x, zone.y, zone.r, cx, cy, radius);
  // An avoided rectangle's sides cut the circle like the box's.
  if (avoid !== null) {
    for (let k = 0; k + 3 < avoid.length; k += 4) {
      cutVertical(avoid[k]!, cx, cy, radius);
      cutVertical(avoid[k + 2]!, cx, cy, radius);
      cutHorizontal(avoid[k + 1]!, cx, cy, radius);
      cutHorizontal(avoid[k + 3]!, cx, cy, radius);
    }
  }
  if (!cFound) return false;
  out.x = cBestX;
  out.y = cBestY;
  out.t = cBestKey;
  return true;
}

function considerAround(x: number, y: number, cx: number, cy: number): void {
  consider(x, y, pseudoAngle(x - cx, y - cy));
}

function cutCircle(qx: number, qy: number, s: number, cx: number, cy: number, radius: number): void {
  const px = qx - cx;
  const py = qy - cy;
  const d2 = px * px + py * py;
  if (d2 === 0) return;
  const d = Math.sqrt(d2);
  if (d > radius + s || d < Math.abs(radius - s)) return;
  const along = (d2 + radius * radius - s * s) / (2 * d);
  const h = Math.sqrt(Math.max(0, radius * radius - along * along));
  const mx = cx + (px * along) / d;
  const my = cy + (py * along) / d;
  considerAround(mx + (py * h) / d, my - (px * h) / d, cx, cy);
  considerAround(mx - (py * h) / d, my + (px * h) / d, cx, cy);
}

function cutVertical(x: number, cx: number, cy: number, r: number): void {
  const dx = x - cx;
  const h2 = r * r - dx * dx;
  if (h2 < 0) return;
  const h = Math.sqrt(h2);
  considerAround(x, cy + h, cx, cy);
  considerAround(x, cy - h, cx, cy);
}

function cutHorizontal(y: number, cx: number, cy: number, r: number): void {
  const dy = y - cy;
  const h2 = r * r - dy * dy;
  if (h2 < 0) return;
  const h = Math.sqrt(h2);
  considerAround(cx + h, y, cx, cy);
  considerAround(cx - h, y, cx, cy);
}

/**
 * Puts a computed placement on the grid without making it illegal: of the (up to) four grid points around
 * (x, y), nearest first (ties: smaller x, then smaller y), the first inside `box` within ε and overlapping no
 * obstacle (`|p − c_j| ≥ S_j − ε`, SB C-2, OS-GEN-8), decided exactly on integers. Needed when a quantum is
 * coarser than ε/0.71 (OSOI on a millimetre grid); on Spark Ball's grid plain rounding always passes.
 * Returns false if none of the four is legal.
 */
export function snapPlacement(
  x: number,
  y: number,
  box: Rect,
  obstacles: Obstacles,
  eps: number,
  out: Vec,
): boolean {
  const fx = Math.floor(x);
  const fy = Math.floor(y);
  let bestD = Infinity;
  let found = false;
  for (let k = 0; k < 4; k++) {
    const gx = fx + (k >> 1);
    const gy = fy + (k & 1);
    const ex = gx - x;
    const ey = gy - y;
    const d = ex * ex + ey * ey;
    if (d >= bestD) continue; // k runs x-major from the smaller corner, so a tie keeps the earlier point
    if (!snappedLegal(gx, gy, box, obstacles, eps)) continue;
    bestD = d;
    found = true;
    out.x = gx + 0;
    out.y = gy + 0;
  }
  return found;
}

function snappedLegal(x: number, y: number, box: Rect, obstacles: Obstacles, eps: number): boolean {
  if (x < box.minX - eps || x > box.maxX + eps || y < box.minY - eps || y > box.maxY + eps) return false;
  for (let j = 0; j + 2 < obstacles.length; j += 3) {
    if (compareDist(x, y, obstacles[j]!, obstacles[j + 1]!, obstacles[j + 2]! - eps) < 0) return false;
  }
  return true;
}
