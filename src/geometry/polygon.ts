/**
 * Simple polygons (OSOI terrain features, OS-TERR-1) as flat coordinate lists `[x0, y0, x1, y1, …]`, closed
 * implicitly. Boundary convention (OS-TERR-1): a point on the boundary, or within ε of it, is inside.
 * Line of sight (OS-TERR-3) is blocked only by a segment passing through the interior: touching the boundary,
 * running along an edge or through a vertex does not block. Exact for integer coordinates except where noted.
 */
import { compareSegmentDist, compareSegmentsDist, orient, pointSegmentDistSq } from './distance.ts';
import { rayCapsule } from './step-aside.ts';
import type { Interval } from './swept.ts';

/** A polygon as a flat list of vertex coordinates. */
export type Polygon = ArrayLike<number>;

/** True when P is inside the polygon, on its boundary, or within ε of the boundary (OS-TERR-1). */
export function pointInPolygon(px: number, py: number, poly: Polygon, eps: number): boolean {
  return comparePointPolygonDist(px, py, poly, eps) <= 0;
}

/** True when P is inside and farther than ε from the boundary (the open interior, with the tolerance). */
export function pointStrictlyInside(px: number, py: number, poly: Polygon, eps: number): boolean {
  return boundarySign(px, py, poly, eps) > 0 && crossingInside(px, py, poly);
}

/** The sign of (distance from P to the polygon's boundary) − t. */
function boundarySign(px: number, py: number, poly: Polygon, t: number): number {
  const n = poly.length >> 1;
  let sign = 1;
  for (let i = 0, j = n - 1; i < n && sign > -1; j = i++) {
    sign = Math.min(
      sign,
      compareSegmentDist(px, py, poly[2 * j]!, poly[2 * j + 1]!, poly[2 * i]!, poly[2 * i + 1]!, t),
    );
  }
  return sign;
}

/**
 * The sign of dist(P, polygon) − t, where the distance is 0 inside: exact for integers. With t = r + 1 m + ε
 * it is OS-TERR-4's "T's edge distance to F is at most 1 m"; with t = r − ε and `< 0`, a base overlapping a
 * feature (OS-MOVE-6).
 */
export function comparePointPolygonDist(px: number, py: number, poly: Polygon, t: number): number {
  if (crossingInside(px, py, poly)) return t > 0 ? -1 : t === 0 ? 0 : 1;
  return boundarySign(px, py, poly, t);
}

/**
 * The sign of dist(AB, polygon) − t, where the distance is 0 when the segment meets the polygon: exact for
 * integers. With t = ε it is OS-MOVE-3's "a path touches a feature"; with t = r − ε and `< 0`, a swept base
 * crossing an impassable feature (OS-MOVE-6, 4.3 step 3).
 */
export function compareSegmentPolygonDist(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  poly: Polygon,
  t: number,
): number {
  if (crossingInside(ax, ay, poly) || crossingInside(bx, by, poly)) return t > 0 ? -1 : t === 0 ? 0 : 1;
  const n = poly.length >> 1;
  let sign = 1;
  for (let i = 0, j = n - 1; i < n && sign > -1; j = i++) {
    sign = Math.min(
      sign,
      compareSegmentsDist(ax, ay, bx, by, poly[2 * j]!, poly[2 * j + 1]!, poly[2 * i]!, poly[2 * i + 1]!, t),
    );
  }
  return sign;
}

/**
 * The crossing-number test with a half-open rule on y and exact orientation signs (a point off the boundary
 * gets the right answer; the callers settle boundary points first with exact distance signs).
 */
function crossingInside(px: number, py: number, poly: Polygon): boolean {
  const n = poly.length >> 1;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = poly[2 * i]!;
    const yi = poly[2 * i + 1]!;
    const xj = poly[2 * j]!;
    const yj = poly[2 * j + 1]!;
    if (yi <= py && py < yj) {
      // Upward edge i → j: the crossing is right of P when P is left of the edge.
      if (orient(xi, yi, xj, yj, px, py) > 0) inside = !inside;
    } else if (yj <= py && py < yi) {
      if (orient(xj, yj, xi, yi, px, py) > 0) inside = !inside;
    }
  }
  return inside;
}

/**
 * Distance from P to the polygon: 0 inside or on the boundary, else the distance to the nearest edge
 * (OS-TERR-2's `dist(centre, polygon)`).
 */
export function pointPolygonDistance(px: number, py: number, poly: Polygon): number {
  if (crossingInside(px, py, poly)) return 0;
  const n = poly.length >> 1;
  let best = Infinity;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const d2 = pointSegmentDistSq(px, py, poly[2 * j]!, poly[2 * j + 1]!, poly[2 * i]!, poly[2 * i + 1]!);
    if (d2 < best) best = d2;
  }
  return Math.sqrt(best);
}

/**
 * True when segment AB meets the polygon, boundary included, within ε (OS-MOVE-3: a path "touches" a feature;
 * call it for each leg of the polyline).
 */
export function segmentTouchesPolygon(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  poly: Polygon,
  eps: number,
): boolean {
  return compareSegmentPolygonDist(ax, ay, bx, by, poly, eps) <= 0;
}

/**
 * The first parameter t in [0, 1] where a base of radius r moving from A to B comes within r of the polygon
 * (touching it), or −1 if it never does; 0 if it already does at A. With r − ε in place of r it gives where a
 * tested move must stop short of an impassable feature (OS-MOVE-6: the last legal point is just before).
 */
export function sweptDiscPolygonContact(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
  poly: Polygon,
): number {
  if (comparePointPolygonDist(ax, ay, poly, r) <= 0) return 0;
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len === 0) return -1;
  const ux = dx / len;
  const uy = dy / len;
  const n = poly.length >> 1;
  let best = Infinity;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    if (rayCapsule(ax, ay, ux, uy, poly[2 * j]!, poly[2 * j + 1]!, poly[2 * i]!, poly[2 * i + 1]!, r, hit)) {
      if (hit.t1 >= 0 && hit.t0 <= len && hit.t0 < best) best = Math.max(0, hit.t0);
    }
  }
  return best === Infinity ? -1 : best / len;
}

const hit: Interval = { t0: 0, t1: 0 };

// Scratch space for the crossing parameters of segmentCrossesInterior (grown when a polygon needs more).
let scratch = new Float64Array(64);

/**
 * True when segment AB passes through the interior of the polygon (OS-TERR-3: line of sight is blocked;
 * touching the boundary does not block). The segment is cut at every point where it meets an edge (a vertex,
 * a crossing, the ends of a collinear overlap); each piece lies wholly inside or outside, and a piece blocks
 * when its midpoint is inside and farther than ε from the boundary. The cut parameters are floats (a division),
 * so this answer is deterministic rather than exact.
 */
export function segmentCrossesInterior(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  poly: Polygon,
  eps: number,
): boolean {
  const n = poly.length >> 1;
  if (scratch.length < 2 * n + 2) scratch = new Float64Array(4 * n + 4);
  const ts = scratch;
  let k = 0;
  ts[k++] = 0;
  ts[k++] = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return pointStrictlyInside(ax, ay, poly, eps);
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const cx = poly[2 * j]!;
    const cy = poly[2 * j + 1]!;
    const ex = poly[2 * i]!;
    const ey = poly[2 * i + 1]!;
    const o1 = orient(ax, ay, bx, by, cx, cy);
    const o2 = orient(ax, ay, bx, by, ex, ey);
    if (o1 === 0 && o2 === 0) {
      // Collinear edge: cut at its ends.
      ts[k++] = ((cx - ax) * dx + (cy - ay) * dy) / len2;
      ts[k++] = ((ex - ax) * dx + (ey - ay) * dy) / len2;
      continue;
    }
    if (o1 * o2 > 0) continue;
    const o3 = orient(cx, cy, ex, ey, ax, ay);
    const o4 = orient(cx, cy, ex, ey, bx, by);
    if (o3 * o4 > 0) continue;
    // The line AB meets edge CE at one point: t = ((C − A) × (E − C)) / ((B − A) × (E − C)).
    const fx = ex - cx;
    const fy = ey - cy;
    const den = dx * fy - dy * fx;
    ts[k++] = ((cx - ax) * fy - (cy - ay) * fx) / den;
  }
  // Insertion sort: a handful of values.
  for (let i = 1; i < k; i++) {
    const v = ts[i]!;
    let j = i - 1;
    while (j >= 0 && ts[j]! > v) {
      ts[j + 1] = ts[j]!;
      j--;
    }
    ts[j + 1] = v;
  }
  for (let i = 0; i + 1 < k; i++) {
    const t0 = Math.max(0, ts[i]!);
    const t1 = Math.min(1, ts[i + 1]!);
    if (t1 <= t0) continue;
    const tm = (t0 + t1) / 2;
    if (pointStrictlyInside(ax + tm * dx, ay + tm * dy, poly, eps)) return true;
  }
  return false;
}
