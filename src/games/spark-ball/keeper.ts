/**
 * The keeper's return (SB-ACT-5, SB-R-56, SB-MOVE-10): a keeper whose centre is outside his goal zone when he
 * is activated must, after any StandUp, first Move and/or Leap back into it along the shortest legal path, and
 * may take no other step until he is inside; if he cannot get back, he moves as far as he can along that path
 * and the activation ends.
 *
 * The shortest legal path (`returnPath`) is found on a visibility graph (SB-R-56, C-2): its nodes are the
 * keeper's centre and the vertices of a 16-gon circumscribed about each other base inflated by r_i + r_j
 * (a polyline cannot follow an arc; ARB-SB-51), on the grid; an edge is a segment that clears every base and
 * stays on the pitch; the path ends at the nearest point of the zone (or at a vertex inside it). A submitted
 * step is on a shortest path when its length plus the shortest return from its end is within tolerance of the
 * shortest return from its start (`onReturnPath`).
 */
import {
  clearsPath,
  dist,
  roundHalfEven,
  unitVector,
  vec,
  type Vec,
  type Zone,
} from '../../geometry/index.ts';
import { err, type GameEvent, type Result } from '../../engine/types.ts';
import type { Point, SBAction } from './actions.ts';
import { endActivation } from './activation.ts';
import { allowance, checkPath, leapLength } from './movement.ts';
import { goalZone, goalZoneDisc, inches, inGoalZone } from './pitch.ts';
import { EPS, get, onPitch, P_PRONE, P_X, P_Y, PER_INCH, PITCH, type SBState } from './state.ts';

/** Vertices of the polygon that stands for each inflated base. */
const SIDES = 16;
/** Quanta added to the circumscribed radius so that rounding a vertex to the grid never cuts the base. */
const MARGIN = 2;

const u = vec();
/** cos(180° / SIDES): the circumscribed radius is R / cos. */
const COS_HALF = unitVector(180_000 / SIDES, u).y;
/** Unit vectors of the polygon's vertices, from the direction tables (no trigonometry at run time). */
const DIRS: readonly [number, number][] = Array.from({ length: SIDES }, (_, k) => {
  unitVector((k * 360_000) / SIDES, u);
  return [u.x, u.y] as [number, number];
});

/** p must return to his goal zone now: a keeper on the pitch whose centre is outside it (SB-ACT-5). */
export function mustReturn(s: SBState, p: number): boolean {
  const info = s.info[p]!;
  return (
    info.position === 'keeper' && onPitch(s, p) && !inGoalZone(s, info.side, get(s, p, P_X), get(s, p, P_Y))
  );
}

/** A return path: its waypoints after the start (flat x, y in quanta) and its length in quanta (unrounded). */
export interface ReturnPath {
  points: number[];
  length: number;
}

/**
 * The shortest legal path for keeper p from (x0, y0) (default: his centre) into his goal zone, or null when
 * no path exists. Length 0 and no points when (x0, y0) is already inside.
 */
export function returnPath(
  s: SBState,
  p: number,
  x0 = get(s, p, P_X),
  y0 = get(s, p, P_Y),
): ReturnPath | null {
  const info = s.info[p]!;
  const r = info.radius;
  if (inGoalZone(s, info.side, x0, y0)) return { points: [], length: 0 };
  const zone = goalZone(s, info.side);
  // The target: legal centres inside the zone (the base on the pitch).
  const tx0 = Math.max(zone.minX, r);
  const tx1 = Math.min(zone.maxX, PITCH.maxX - r);
  const ty0 = Math.max(zone.minY, r);
  const ty1 = Math.min(zone.maxY, PITCH.maxY - r);
  const disc = goalZoneDisc(s, info.side);
  const obstacles: number[] = [];
  for (let j = 0; j < s.info.length; j++) {
    if (j !== p && onPitch(s, j)) obstacles.push(get(s, j, P_X), get(s, j, P_Y), s.info[j]!.radius);
  }
  const free = (x: number, y: number) => {
    if (x < r - EPS || x > PITCH.maxX - r + EPS || y < r - EPS || y > PITCH.maxY - r + EPS) return false;
    for (let k = 0; k < obstacles.length; k += 3) {
      if (dist(x, y, obstacles[k]!, obstacles[k + 1]!) < r + obstacles[k + 2]! - EPS) return false;
    }
    return true;
  };
  const clear = (ax: number, ay: number, bx: number, by: number) => {
    for (let k = 0; k < obstacles.length; k += 3) {
      if (!clearsPath(ax, ay, bx, by, r, obstacles[k]!, obstacles[k + 1]!, obstacles[k + 2]!, EPS))
        return false;
    }
    return true;
  };
  const xs: number[] = [x0];
  const ys: number[] = [y0];
  for (let k = 0; k < obstacles.length; k += 3) {
    const radius = (r + obstacles[k + 2]!) / COS_HALF + MARGIN;
    for (const [dx, dy] of DIRS) {
      const vx = roundHalfEven(obstacles[k]! + radius * dx);
      const vy = roundHalfEven(obstacles[k + 1]! + radius * dy);
      if (free(vx, vy)) {
        xs.push(vx);
        ys.push(vy);
      }
    }
  }
  const n = xs.length;
  const best = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  best[0] = 0;
  let total = Infinity;
  let last = -1;
  let endX = 0;
  let endY = 0;
  for (;;) {
    let a = -1;
    for (let i = 0; i < n; i++) if (!done[i] && best[i]! < Infinity && (a < 0 || best[i]! < best[a]!)) a = i;
    if (a < 0 || best[a]! >= total) break;
    done[a] = 1;
    const ax = xs[a]!;
    const ay = ys[a]!;
    // The zone reached from a: a itself, or the nearest legal point of the zone in a straight line.
    let cx = Math.min(Math.max(ax, tx0), tx1);
    let cy = Math.min(Math.max(ay, ty0), ty1);
    if (disc !== null && !inGoalZone(s, info.side, ax, ay)) {
      nearestInDiscBox(ax, ay, disc, tx0, ty0, tx1, ty1, near);
      cx = roundHalfEven(near.x);
      cy = roundHalfEven(near.y);
    }
    const d = best[a]! + dist(ax, ay, cx, cy);
    if (d < total && free(cx, cy) && (d === best[a] || clear(ax, ay, cx, cy))) {
      total = d;
      last = a;
      endX = cx;
      endY = cy;
    }
    for (let b = 1; b < n; b++) {
      if (done[b]) continue;
      const nd = best[a]! + dist(ax, ay, xs[b]!, ys[b]!);
      if (nd < best[b]! && nd < total && clear(ax, ay, xs[b]!, ys[b]!)) {
        best[b] = nd;
        prev[b] = a;
      }
    }
  }
  if (last < 0) return null;
  const chain: number[] = [];
  for (let i = last; i > 0; i = prev[i]!) chain.unshift(i);
  const points: number[] = [];
  for (const i of chain) points.push(xs[i]!, ys[i]!);
  if (points.length === 0 || points[points.length - 2] !== endX || points[points.length - 1] !== endY)
    points.push(endX, endY);
  return { points, length: total };
}

const near = vec();

function sq(v: number): number {
  return v * v;
}

/**
 * The point of disc ∩ box nearest to A outside it (the semicircular zone, SB-R-07, with the base on the pitch):
 * the radial projection, a box side's foot, a side crossing the circle, or a corner, whichever is legal and
 * nearest (the set is convex, so its nearest point is one of those). A float: the caller rounds it.
 */
function nearestInDiscBox(
  ax: number,
  ay: number,
  d: Zone,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  out: Vec,
): void {
  let best = Infinity;
  // Float slack for points computed with a square root (far below a quantum).
  const tol = 1e-6;
  const inDisc = (x: number, y: number) => sq(x - d.x) + sq(y - d.y) <= sq(d.r + tol);
  const consider = (x: number, y: number) => {
    if (x < x0 - tol || x > x1 + tol || y < y0 - tol || y > y1 + tol || !inDisc(x, y)) return;
    const e = sq(x - ax) + sq(y - ay);
    if (e < best) {
      best = e;
      out.x = x;
      out.y = y;
    }
  };
  const vx = ax - d.x;
  const vy = ay - d.y;
  const l = Math.sqrt(vx * vx + vy * vy);
  if (l > 0) consider(d.x + (vx * d.r) / l, d.y + (vy * d.r) / l);
  for (const x of [x0, x1]) {
    consider(x, Math.min(Math.max(ay, y0), y1));
    const h2 = d.r * d.r - sq(x - d.x);
    if (h2 >= 0) for (const sgn of [-1, 1]) consider(x, d.y + sgn * Math.sqrt(h2));
  }
  for (const y of [y0, y1]) {
    consider(Math.min(Math.max(ax, x0), x1), y);
    const h2 = d.r * d.r - sq(y - d.y);
    if (h2 >= 0) for (const sgn of [-1, 1]) consider(d.x + sgn * Math.sqrt(h2), y);
  }
  for (const x of [x0, x1]) for (const y of [y0, y1]) consider(x, y);
}

/** The tolerance of "within ε of the shortest path" for a step of `waypoints` grid points (one ε each). */
function tolerance(waypoints: number): number {
  return EPS * (waypoints + 1);
}

/**
 * Whether the step from p's centre through `points` (flat, quanta; length `length`) stays on a shortest return:
 * its length plus the shortest return from its end is the shortest return from its start, within tolerance.
 * Returns the shortest return from the start and the excess in quanta (≤ 0 when accepted).
 */
export function onReturnPath(
  s: SBState,
  p: number,
  points: readonly number[],
  length: number,
): { shortest: ReturnPath | null; excess: number } {
  const shortest = returnPath(s, p);
  const n = points.length;
  const after = returnPath(s, p, points[n - 2]!, points[n - 1]!);
  if (shortest === null || after === null) return { shortest, excess: Infinity };
  const excess = length + after.length - shortest.length - tolerance(n / 2);
  return { shortest, excess };
}

/** The point at `t` quanta along a path from (x0, y0) through `points`, with the waypoints before it. */
function prefix(x0: number, y0: number, points: readonly number[], t: number): number[] {
  const out: number[] = [];
  let ax = x0;
  let ay = y0;
  let left = t;
  for (let i = 0; i < points.length; i += 2) {
    const bx = points[i]!;
    const by = points[i + 1]!;
    const len = dist(ax, ay, bx, by);
    if (len >= left) {
      const f = len === 0 ? 0 : left / len;
      out.push(roundHalfEven(ax + f * (bx - ax)), roundHalfEven(ay + f * (by - ay)));
      return out;
    }
    out.push(bx, by);
    left -= len;
    ax = bx;
    ay = by;
  }
  return out;
}

/**
 * The returning keeper's candidate steps (legal, section 5.5): a Move along the shortest path, as far as his
 * allowance goes (≤ 8 waypoints, C-2), and a Leap along its first segment if he has not leapt. Empty when he
 * is stuck.
 */
export function returnSteps(s: SBState, p: number): { move: number[] | null; leap: number[] | null } {
  const path = returnPath(s, p);
  if (path === null || path.points.length === 0) return { move: null, leap: null };
  const x0 = get(s, p, P_X);
  const y0 = get(s, p, P_Y);
  // One quantum short of the allowance, so that rounding the last point onto the grid cannot overrun it.
  const budget = allowance(s, p) - s.act.used - 1;
  let move: number[] | null = null;
  if (budget > 0) {
    move = prefix(x0, y0, path.points, Math.min(budget, path.length)).slice(0, 16);
    if (move[move.length - 2] === x0 && move[move.length - 1] === y0) move = null;
  }
  let leap: number[] | null = null;
  if (!s.act.leapt) {
    const first = dist(x0, y0, path.points[0]!, path.points[1]!);
    const l = Math.min(leapLength(s, p) - 1, first);
    if (l > 0) leap = prefix(x0, y0, path.points.slice(0, 2), l);
  }
  return { move, leap };
}

/** The returning keeper can make no more progress: no path, or neither allowance nor leap left. */
export function returnStuck(s: SBState, p: number): boolean {
  if (get(s, p, P_PRONE) === 1) return false;
  const { move, leap } = returnSteps(s, p);
  return move === null && leap === null;
}

/** At activation: the keeper outside his zone is told the shortest return (an event), SB-ACT-5. */
export function announceReturn(s: SBState, p: number, events: GameEvent[]): void {
  if (!mustReturn(s, p)) return;
  const path = returnPath(s, p);
  // With no way back at all, keeperShort follows at once (endIfStuck).
  if (path === null) return;
  events.push({
    type: 'keeperReturn',
    rule: 'SB-ACT-5',
    player: s.info[p]!.id,
    length: Math.ceil(path.length) / PER_INCH,
  });
}

/**
 * After a step of the activation, once nothing else is pending above D-11: a keeper still outside his zone who
 * cannot get any closer ends his activation (SB-ACT-5, SB-R-56).
 */
export function endIfStuck(s: SBState, events: GameEvent[]): void {
  const p = s.act.actor;
  const f = s.stack[s.stack.length - 1];
  if (p < 0 || f?.id !== 'D-11' || !mustReturn(s, p) || !returnStuck(s, p)) return;
  events.push({ type: 'keeperShort', rule: 'SB-ACT-5', player: s.info[p]!.id });
  endActivation(s, events, 'SB-ACT-5');
}

/** D-11 candidates for a returning keeper (legal): his Move and Leap along the path, or 'end' when stuck. */
export function returnCandidates(s: SBState, p: number): SBAction[] {
  const { move, leap } = returnSteps(s, p);
  const list: SBAction[] = [];
  if (move !== null) list.push({ type: 'move', path: toPoints(move) });
  if (leap !== null) list.push({ type: 'leap', to: toPoints(leap)[0]! });
  if (list.length === 0) list.push({ type: 'end' });
  return list;
}

function toPoints(flat: readonly number[]): Point[] {
  const list: Point[] = [];
  for (let i = 0; i < flat.length; i += 2) list.push({ x: flat[i]! / PER_INCH, y: flat[i + 1]! / PER_INCH });
  return list;
}

/** A path's waypoints in a refusal: "(3, 2.5) (4, 3)". */
function pointsText(path: ReturnPath): string {
  const pts: string[] = [];
  for (let i = 0; i < path.points.length; i += 2)
    pts.push(`(${inches(path.points[i]!)}, ${inches(path.points[i + 1]!)})`);
  return pts.join(' ');
}

/**
 * validate's check of a returning keeper's step (SB-ACT-5, SB-R-56), or null when the step may go on to the
 * ordinary checks: no other step than Move and Leap while he can get closer ('end' only when he cannot), and a
 * Move or Leap (already legal by C-2 / C-3) only along a shortest path into the zone.
 */
export function returnRefusal(
  s: SBState,
  act: Record<string, unknown> & { type: string },
): Result<never> | null {
  const p = s.act.actor;
  if (get(s, p, P_PRONE) === 1 || !mustReturn(s, p) || act.type === 'concede') return null;
  const shortest = returnPath(s, p);
  const len = shortest === null ? null : inches(Math.ceil(shortest.length));
  const by = shortest === null ? '' : pointsText(shortest);
  if (act.type !== 'move' && act.type !== 'leap') {
    if (act.type === 'end' && returnStuck(s, p)) return null;
    return err(
      'keeper.return',
      'SB-ACT-5',
      `Le gardien est hors de sa zone de but : il doit d’abord y revenir (Move ou Leap) par le plus court chemin${len === null ? '' : ` (${len} ps, par ${by})`} avant toute autre étape.`,
      `The keeper is outside his goal zone: he must first get back into it (Move or Leap) by the shortest path${len === null ? '' : ` (${len} in, by ${by})`} before any other step.`,
    );
  }
  const raw = act.type === 'move' ? act.path : [act.to];
  const budget = act.type === 'move' ? allowance(s, p) - s.act.used : leapLength(s, p);
  const checked = checkPath(s, p, raw, budget, act.type === 'move' ? 'SB-MOVE-1' : 'SB-MOVE-4', {
    fr: 'Retour du gardien',
    en: 'Keeper’s return',
  });
  if (!checked.ok) return null;
  const { excess } = onReturnPath(s, p, checked.value.points, checked.value.length);
  if (excess <= 0) return null;
  const extra = Number.isFinite(excess) ? inches(Math.ceil(excess)) : null;
  return err(
    'keeper.path',
    'SB-R-56',
    `Le gardien doit revenir dans sa zone par le plus court chemin${len === null ? '' : ` (${len} ps, par ${by})`} : ce pas le rallonge${extra === null ? '' : ` de ${extra} ps`}.`,
    `The keeper must return to his zone by the shortest path${len === null ? '' : ` (${len} in, by ${by})`}: this step makes it longer${extra === null ? '' : ` by ${extra} in`}.`,
  );
}
