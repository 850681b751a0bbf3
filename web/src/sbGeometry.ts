/**
 * The Spark Ball pitch on screen: inches ↔ SVG units, each coach seeing his own goal at the bottom (Home's goal
 * line is y = 0, so Home's view flips y; Away's view flips x so the drawing is the pitch turned half a turn),
 * the 0.1-in snap of dragged points, and path lengths. Pure, so that the board's input can be tested in Node.
 */
import type { Point } from '../../src/games/spark-ball/actions.ts';

/** SVG units per inch. */
export const SCALE = 40;
/** The margin around the pitch, in SVG units. */
export const MARGIN = 16;
/** The pitch, 13 × 21 in (SB-GEN-11). */
export const PITCH_W = 13;
export const PITCH_H = 21;
/** The whole drawing, margins included. */
export const VIEW_W = PITCH_W * SCALE + 2 * MARGIN;
export const VIEW_H = PITCH_H * SCALE + 2 * MARGIN;

/** The pitch point `p` (inches) in SVG units, as `seat` sees it (a spectator sees Home's view). */
export function toSvg(p: Point, seat: number | null): Point {
  return seat === 1
    ? { x: MARGIN + (PITCH_W - p.x) * SCALE, y: MARGIN + p.y * SCALE }
    : { x: MARGIN + p.x * SCALE, y: MARGIN + (PITCH_H - p.y) * SCALE };
}

/** The inverse of `toSvg`: the pitch point (inches, unsnapped) under SVG point `q`. */
export function fromSvg(q: Point, seat: number | null): Point {
  const u = (q.x - MARGIN) / SCALE;
  const v = (q.y - MARGIN) / SCALE;
  return seat === 1 ? { x: PITCH_W - u, y: v } : { x: u, y: PITCH_H - v };
}

/** A length in inches as SVG units. */
export function svgLength(inches: number): number {
  return inches * SCALE;
}

/** Rounds to the nearest 0.1 in (the board's snap), without binary noise (0.30000000000000004 → 0.3). */
export function snap(v: number): number {
  return Math.round(v * 10) / 10;
}

/** A pitch point snapped to 0.1 in. */
export function snapPoint(p: Point): Point {
  return { x: snap(p.x), y: snap(p.y) };
}

/** A screen point (client pixels) in SVG units, for an SVG drawn in `rect` with the whole viewBox shown. */
export function clientToSvg(
  client: Point,
  rect: { left: number; top: number; width: number; height: number },
): Point {
  return {
    x: ((client.x - rect.left) * VIEW_W) / rect.width,
    y: ((client.y - rect.top) * VIEW_H) / rect.height,
  };
}

/** The pitch point under a pointer, snapped to 0.1 in. */
export function pointerToPitch(
  client: Point,
  rect: { left: number; top: number; width: number; height: number },
  seat: number | null,
): Point {
  return snapPoint(fromSvg(clientToSvg(client, rect), seat));
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The length of a path from `start` through `points` (inches). */
export function pathLength(start: Point, points: readonly Point[]): number {
  let total = 0;
  let from = start;
  for (const p of points) {
    total += distance(from, p);
    from = p;
  }
  return total;
}

/** A length for display: at most one decimal (SB lengths are typed to 0.1 in on the table). */
export function formatInches(v: number, lang: 'fr' | 'en'): string {
  const s = String(Math.round(v * 10) / 10);
  return lang === 'fr' ? s.replace('.', ',') : s;
}

/**
 * A planned Move: the waypoints so far and the point being dragged. `dragTo` gives the plan while the ghost
 * base is at `p` (snapped); `drop` keeps it as a waypoint. At most `max` waypoints (C-2); extra points replace
 * the last one so the plan never grows past what the rules take.
 */
export interface MovePlan {
  path: Point[];
  drag: Point | null;
}

export const EMPTY_PLAN: MovePlan = { path: [], drag: null };

export function dragTo(plan: MovePlan, p: Point): MovePlan {
  return { path: plan.path, drag: snapPoint(p) };
}

export function addWaypoint(plan: MovePlan, p: Point, max: number): MovePlan {
  const q = snapPoint(p);
  const last = plan.path[plan.path.length - 1];
  // A click on the last waypoint (or a drag released where it began) adds nothing.
  if (last && last.x === q.x && last.y === q.y) return { path: plan.path, drag: null };
  const path = plan.path.length >= max ? [...plan.path.slice(0, max - 1), q] : [...plan.path, q];
  return { path, drag: null };
}

/** The plan's points, the dragged one last. */
export function planPoints(plan: MovePlan): Point[] {
  return plan.drag ? [...plan.path, plan.drag] : plan.path;
}

/**
 * The SVG path of a semicircular goal zone (SB-R-07 `goalZone.shape` = semicircle): the half-disc of radius
 * `radius` inches on the mouth's midpoint (6.5, 0) for Home (side 0) or (6.5, 21) for Away, as `seat` sees it.
 */
export function semicircleZonePath(side: number, radius: number, seat: number | null): string {
  const line = side === 0 ? 0 : PITCH_H;
  const inward = side === 0 ? radius : -radius;
  const a = toSvg({ x: PITCH_W / 2 - radius, y: line }, seat);
  const b = toSvg({ x: PITCH_W / 2 + radius, y: line }, seat);
  const m = toSvg({ x: PITCH_W / 2, y: line + inward }, seat);
  // SVG's sweep flag 1 turns clockwise on screen (y down): the arc bulges on m's side of a→b.
  const cross = (b.x - a.x) * (m.y - a.y) - (b.y - a.y) * (m.x - a.x);
  const r = radius * SCALE;
  return `M ${a.x} ${a.y} A ${r} ${r} 0 0 ${cross < 0 ? 1 : 0} ${b.x} ${b.y} Z`;
}
