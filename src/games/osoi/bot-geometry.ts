/**
 * The greedy bot's view of the battlefield, in metres from the view (never the state): gaps between units, line
 * of sight through blocksLOS features (OS-TERR-3) and the cover a unit would enjoy against a shooting unit
 * (OS-TERR-4/5). Floating-point estimates, good enough to rank candidates; the rules decide the real values.
 */
import type { Point } from './actions.ts';
import type { OSUnitView, OSView } from './view.ts';

type Feature = OSView['map']['features'][number];

export const live = (u: OSUnitView) => u.figures.filter((f) => f.alive);
export const onTable = (u: OSUnitView) => u.deployed && !u.removed && live(u).length > 0;

const points = new WeakMap<OSUnitView, Point[]>();

/** The points of a unit's live figures, moved where `moved` says (unmoved: worked out once per view). */
export function pointsOf(u: OSUnitView, moved?: Map<string, Point>): Point[] {
  if (moved) return live(u).map((f) => moved.get(f.id) ?? f);
  let p = points.get(u);
  if (!p) points.set(u, (p = live(u)));
  return p;
}

/** The smallest edge distance between two sets of figure centres (metres, never below 0). */
export function gapOf(a: readonly Point[], ra: number, b: readonly Point[], rb: number): number {
  let best = Infinity;
  for (const p of a)
    for (const q of b) best = Math.min(best, Math.max(0, Math.hypot(p.x - q.x, p.y - q.y) - ra - rb));
  return best;
}

export function inside(p: Point, poly: readonly [number, number][]): boolean {
  const [x0, y0, x1, y1] = box(poly);
  if (p.x < x0 || p.x > x1 || p.y < y0 || p.y > y1) return false;
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

const cross = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

function segmentsMeet(p: Point, q: Point, a: [number, number], b: [number, number]): boolean {
  const d1 = cross(p.x, p.y, q.x, q.y, a[0], a[1]);
  const d2 = cross(p.x, p.y, q.x, q.y, b[0], b[1]);
  const d3 = cross(a[0], a[1], b[0], b[1], p.x, p.y);
  const d4 = cross(a[0], a[1], b[0], b[1], q.x, q.y);
  return d1 * d2 <= 0 && d3 * d4 <= 0;
}

/** Bounding boxes of the polygons, worked out once per polygon (views of one battle share no arrays, so cheap). */
const boxes = new WeakMap<readonly [number, number][], [number, number, number, number]>();
function box(poly: readonly [number, number][]): [number, number, number, number] {
  let b = boxes.get(poly);
  if (!b) {
    b = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of poly)
      b = [Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)];
    boxes.set(poly, b);
  }
  return b;
}

/** The segment meets the polygon (an end inside, or an edge crossed or touched). */
export function segmentMeets(p: Point, q: Point, poly: readonly [number, number][]): boolean {
  const [x0, y0, x1, y1] = box(poly);
  if (
    Math.max(p.x, q.x) < x0 ||
    Math.min(p.x, q.x) > x1 ||
    Math.max(p.y, q.y) < y0 ||
    Math.min(p.y, q.y) > y1
  )
    return false;
  if (inside(p, poly) || inside(q, poly)) return true;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    if (segmentsMeet(p, q, poly[j]!, poly[i]!)) return true;
  return false;
}

function pointSegment(p: Point, a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l = dx * dx + dy * dy;
  const t = l === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a[0]) * dx + (p.y - a[1]) * dy) / l));
  return Math.hypot(p.x - a[0] - t * dx, p.y - a[1] - t * dy);
}

/** Distance from a point to a polygon (0 inside). */
export function pointPolygon(p: Point, poly: readonly [number, number][]): number {
  if (inside(p, poly)) return 0;
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    best = Math.min(best, pointSegment(p, poly[j]!, poly[i]!));
  return best;
}

/** OS-TERR-3 (estimate): no blocksLOS feature on the segment between two centres. */
export function clearLine(features: readonly Feature[], p: Point, q: Point): boolean {
  for (const f of features) if (f.blocksLOS && segmentMeets(p, q, f.polygon)) return false;
  return true;
}

/** Some figure of one set sees some figure of the other. */
export function sees(features: readonly Feature[], a: readonly Point[], b: readonly Point[]): boolean {
  for (const p of a) for (const q of b) if (clearLine(features, p, q)) return true;
  return false;
}

/** OS-TERR-4 (estimate): the cover of a figure at t (radius r) against a shooter at sh. */
function figureCover(features: readonly Feature[], sh: Point, t: Point, r: number): number {
  let best = 0;
  for (const f of features) {
    if (f.cover <= best) continue;
    if (
      inside(t, f.polygon) ||
      (segmentMeets(sh, t, f.polygon) && !inside(sh, f.polygon) && pointPolygon(t, f.polygon) <= r + 1)
    )
      best = f.cover;
  }
  return best;
}

/**
 * OS-TERR-5 (estimate): the cover of figures `targets` against shooters `shooters`: per visible target its
 * lowest cover, then the value at least half of them enjoy. −1 when no shooter sees any target (better than cover).
 */
export function coverAgainst(
  features: readonly Feature[],
  shooters: readonly Point[],
  targets: readonly Point[],
  r: number,
): number {
  const covers: number[] = [];
  for (const t of targets) {
    let c = Infinity;
    for (const sh of shooters) {
      if (c === 0) break;
      if (clearLine(features, sh, t)) c = Math.min(c, figureCover(features, sh, t, r));
    }
    if (c !== Infinity) covers.push(c);
  }
  if (covers.length === 0) return -1;
  covers.sort((a, b) => b - a);
  return covers[Math.ceil(covers.length / 2) - 1]!;
}

/** OS-SHOOT-2: the range band of distance d for range R (0 up to R, 1 up to 2R…). */
export function band(d: number, range: number): number {
  return Math.max(0, Math.ceil((d - 1e-6) / range) - 1);
}
