/**
 * Movement (SB-MOVE-1..4, SB-MOVE-10, C-2, C-3): the allowance, path validation with precise refusals, and the
 * candidate destinations offered to bots (a polar grid, section 5.5). `validate` accepts any path of 1–8
 * waypoints; `legal` offers straight moves only.
 */
import { clearsPath, dist, quantise, roundHalfEven, unitVector, vec } from '../../geometry/index.ts';
import { err, ok, type Result } from '../../engine/types.ts';
import type { Point } from './actions.ts';
import {
  baseOnPitch,
  closedZoneAt,
  closedZoneOnStep,
  depthInZone,
  inches,
  inGoalZone,
  zoneExtent,
  zoneName,
} from './pitch.ts';
import { leapOf } from './abilities.ts';
import { EPS, get, onPitch, P_X, P_Y, PER_INCH, type SBState } from './state.ts';

/** The most waypoints a Move step takes (C-2). */
export const MAX_WAYPOINTS = 8;

/** The Move allowance in quanta: MV, −2 in after standing up this phase (SB-MOVE-1, SB-STATE-4). */
export function allowance(s: SBState, p: number): number {
  const mv = s.info[p]!.mv - (s.act.stoodUp ? 2 * PER_INCH : 0);
  return Math.max(0, mv);
}

/** Leap distance L in quanta: 2 in, 1 with Massif, +1 with Réacteurs dorsaux EQ-3 (SB-MOVE-4, SB-R-33), as data. */
export function leapLength(s: SBState, p: number): number {
  return leapOf(s, p);
}

/** SB-MOVE-3 (→ SB-R-04): movement used, rounded up to the next whole inch, `ceil(used − ε)`. */
export function roundedUsed(used: number): number {
  return Math.ceil((used - EPS) / PER_INCH) * PER_INCH;
}

/** A validated path: the waypoints in quanta and the length in quanta (rounded onto the grid). */
export interface CheckedPath {
  points: number[];
  length: number;
}

/**
 * The quantised waypoints and length of a path `validate` or `legal` already accepted (as `checkPath` would
 * return them, without checking the path again): `apply` trusts its input (the rules contract).
 */
export function acceptedPath(s: SBState, p: number, raw: readonly Point[]): CheckedPath {
  let ax = get(s, p, P_X);
  let ay = get(s, p, P_Y);
  const points: number[] = [];
  let length = 0;
  for (let i = 0; i < raw.length; i++) {
    const bx = quantise(raw[i]!.x, PER_INCH);
    const by = quantise(raw[i]!.y, PER_INCH);
    length += dist(ax, ay, bx, by);
    points.push(bx, by);
    ax = bx;
    ay = by;
  }
  return { points, length: roundHalfEven(length) };
}

function isPoint(v: unknown): v is Point {
  if (typeof v !== 'object' || v === null) return false;
  const { x, y } = v as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y);
}

/**
 * C-2 / C-3: every waypoint is a legal position (whole base on the pitch, SB-MOVE-6; a keeper's centre in his
 * zone if he is in it, SB-MOVE-10), every segment's swept base clears every other base, standing or prone
 * (SB-MOVE-2), and the length fits `budget` (quanta) within ε.
 */
export function checkPath(
  s: SBState,
  p: number,
  raw: unknown,
  budget: number,
  rule: string,
  what: { fr: string; en: string },
): Result<CheckedPath> {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_WAYPOINTS || !raw.every(isPoint)) {
    return err(
      'move.path',
      rule,
      `${what.fr} : le chemin doit être une liste de 1 à ${MAX_WAYPOINTS} points { x, y } en pouces.`,
      `${what.en}: the path must be a list of 1 to ${MAX_WAYPOINTS} points { x, y } in inches.`,
    );
  }
  const info = s.info[p]!;
  const r = info.radius;
  const keeperInZone = info.position === 'keeper' && inGoalZone(s, info.side, get(s, p, P_X), get(s, p, P_Y));
  let ax = get(s, p, P_X);
  let ay = get(s, p, P_Y);
  const points: number[] = [];
  let length = 0;
  for (let i = 0; i < raw.length; i++) {
    const bx = quantise(raw[i]!.x, PER_INCH);
    const by = quantise(raw[i]!.y, PER_INCH);
    // Worded only for a refusal: a legal path builds no string.
    const at = () => `(${inches(bx)}, ${inches(by)})`;
    if (!baseOnPitch(bx, by, r)) {
      return err(
        'move.offPitch',
        'SB-MOVE-6',
        `${what.fr} : au point ${i + 1} ${at()}, le socle sortirait du terrain ; le centre doit rester entre ${inches(r)} et ${inches(13000 - r)} en x et entre ${inches(r)} et ${inches(21000 - r)} en y.`,
        `${what.en}: at point ${i + 1} ${at()} the base would leave the pitch; the centre must stay within ${inches(r)}–${inches(13000 - r)} in x and ${inches(r)}–${inches(21000 - r)} in y.`,
      );
    }
    if (keeperInZone && !inGoalZone(s, info.side, bx, by)) {
      return err(
        'move.keeperZone',
        'SB-MOVE-10',
        `${what.fr} : au point ${i + 1} ${at()}, le gardien sortirait de sa zone de but (${zoneExtent(s, info.side).fr}).`,
        `${what.en}: at point ${i + 1} ${at()} the keeper would leave his goal zone (${zoneExtent(s, info.side).en}).`,
      );
    }
    const closed = closedZoneOnStep(s, p, ax, ay, bx, by);
    if (closed >= 0) return closedZoneRefusal(s, p, closed, i, bx, by, what);
    for (let j = 0; j < s.info.length; j++) {
      if (j === p || !onPitch(s, j)) continue;
      const other = s.info[j]!;
      if (!clearsPath(ax, ay, bx, by, r, get(s, j, P_X), get(s, j, P_Y), other.radius, EPS)) {
        return err(
          'move.blocked',
          'SB-MOVE-2',
          `${what.fr} : le segment ${i + 1} vers ${at()} traverse le socle de ${other.name} (n° ${other.number}) ; un joueur ne peut pas traverser un autre joueur.`,
          `${what.en}: segment ${i + 1} to ${at()} goes through ${other.name} (#${other.number})'s base; a player cannot pass through another player.`,
        );
      }
    }
    length += dist(ax, ay, bx, by);
    points.push(bx, by);
    ax = bx;
    ay = by;
  }
  if (length > budget + EPS) {
    return err(
      'move.tooLong',
      rule,
      `${what.fr} : ${inches(roundHalfEven(length))} ps, il reste ${inches(budget)} ps.`,
      `${what.en}: ${inches(roundHalfEven(length))} in, ${inches(budget)} in left.`,
    );
  }
  if (length === 0) {
    return err(
      'move.empty',
      rule,
      `${what.fr} : le chemin ne déplace pas le joueur.`,
      `${what.en}: the path does not move the player.`,
    );
  }
  return ok({ points, length: roundHalfEven(length) });
}

/** `goalZone.excludeOthers` (SB-R-07, ARB-SB-62): the step enters a goal zone closed to p. */
function closedZoneRefusal(
  s: SBState,
  p: number,
  side: number,
  i: number,
  bx: number,
  by: number,
  what: { fr: string; en: string },
): Result<CheckedPath> {
  const zone = zoneName(side);
  const name = s.info[p]!.name;
  const at = `(${inches(bx)}, ${inches(by)})`;
  const inside = closedZoneAt(s, p, bx, by) === side;
  const deep = inches(Math.max(0, depthInZone(s, side, bx, by)));
  return err(
    'move.closedZone',
    'SB-R-07',
    inside
      ? `${what.fr} : au point ${i + 1} ${at}, ${name} serait à ${deep} ps à l'intérieur de ${zone.fr} ; avec goalZone.excludeOthers, seul son gardien peut y entrer (le bord est permis).`
      : `${what.fr} : le segment ${i + 1} vers ${at} traverse ${zone.fr} ; avec goalZone.excludeOthers, seul son gardien peut y entrer (le bord est permis).`,
    inside
      ? `${what.en}: at point ${i + 1} ${at}, ${name} would be ${deep} in inside ${zone.en}; with goalZone.excludeOthers only its keeper may enter it (its edge is allowed).`
      : `${what.en}: segment ${i + 1} to ${at} crosses ${zone.en}; with goalZone.excludeOthers only its keeper may enter it (its edge is allowed).`,
  );
}

/**
 * The fast test `legal` uses for a straight step to (bx, by) in quanta, without building refusals: the same
 * checks as `checkPath` (bounds, keeper zone, clearance, length within `budget` + ε, non-zero).
 */
export function straightStepLegal(s: SBState, p: number, bx: number, by: number, budget: number): boolean {
  const info = s.info[p]!;
  const r = info.radius;
  const ax = get(s, p, P_X);
  const ay = get(s, p, P_Y);
  if (!baseOnPitch(bx, by, r)) return false;
  if (info.position === 'keeper' && inGoalZone(s, info.side, ax, ay) && !inGoalZone(s, info.side, bx, by))
    return false;
  const length = dist(ax, ay, bx, by);
  if (length === 0 || length > budget + EPS) return false;
  if (closedZoneOnStep(s, p, ax, ay, bx, by) >= 0) return false;
  for (let j = 0; j < s.info.length; j++) {
    if (j === p || !onPitch(s, j)) continue;
    if (!clearsPath(ax, ay, bx, by, r, get(s, j, P_X), get(s, j, P_Y), s.info[j]!.radius, EPS)) return false;
  }
  return true;
}

/** Directions of the polar grid (section 5.5, C-2/C-3): 16, every 22.5°. */
export const GRID_DIRECTIONS = 16;
const u = vec();

/**
 * Straight candidate destinations on the polar grid: 16 directions × steps of `step` quanta up to `max`,
 * each quantised.
 */
export function polarCandidates(s: SBState, p: number, max: number, step: number): Point[] {
  const x0 = get(s, p, P_X);
  const y0 = get(s, p, P_Y);
  const list: Point[] = [];
  for (let k = 0; k < GRID_DIRECTIONS; k++) {
    unitVector(k * 22_500, u);
    for (let d = step; d <= max + EPS; d += step) {
      list.push({ x: roundHalfEven(x0 + d * u.x) / PER_INCH, y: roundHalfEven(y0 + d * u.y) / PER_INCH });
    }
  }
  return list;
}

/** The other bases near the ray being scanned (centre and radius), reused between calls. */
let nearX = new Int32Array(32);
let nearY = new Int32Array(32);
let nearR = new Int32Array(32);
/** The other bases on the pitch (centre and radius) for one call, reused between calls. */
let baseX = new Int32Array(32);
let baseY = new Int32Array(32);
let baseR = new Int32Array(32);

/** The unit vectors of the 16 grid directions (from the direction tables, computed once). */
const GRID_UX = new Float64Array(16);
const GRID_UY = new Float64Array(16);
for (let k = 0; k < 16; k++) {
  unitVector(k * 22_500, u);
  GRID_UX[k] = u.x;
  GRID_UY[k] = u.y;
}

/**
 * The legal straight steps of the polar grid (`polarCandidates` filtered by `straightStepLegal`, the same
 * exact checks), fast enough for random playouts and search:
 * - each ray stops at its first refused point: the step to a farther point of the same ray sweeps the
 *   nearer one's path, leaves the pitch or a convex goal zone no later and is longer, so it would be
 *   refused too (up to a tangency within ε, which only drops a borderline candidate);
 * - a base farther than its clearance + 8 quanta from the whole ray (a floating-point prefilter, which only
 *   ever keeps too many) cannot block any step of it, since a quantised end point is within 1 quantum of
 *   the ray; the exact test runs against the others only.
 */
export function rayCandidates(s: SBState, p: number, budget: number, step: number): Point[] {
  const n = rayPoints(s, p, budget, step);
  const list: Point[] = new Array<Point>(n);
  for (let i = 0; i < n; i++) list[i] = { x: rayX[i]! / PER_INCH, y: rayY[i]! / PER_INCH };
  return list;
}

/** The points `rayPoints` found last (quanta), valid until its next call. */
export let rayX = new Int32Array(16 * 64);
export let rayY = new Int32Array(16 * 64);

/**
 * `rayCandidates`' points written to `rayX` / `rayY` (quanta) without allocating; returns how many. The legal
 * candidates build their actions from these directly.
 */
export function rayPoints(s: SBState, p: number, budget: number, step: number): number {
  const info = s.info[p]!;
  const r = info.radius;
  const ax = get(s, p, P_X);
  const ay = get(s, p, P_Y);
  const keeperInZone = info.position === 'keeper' && inGoalZone(s, info.side, ax, ay);
  const fenced = s.o.goalZone.excludeOthers;
  const players = s.info.length;
  if (nearX.length < players) {
    nearX = new Int32Array(players);
    nearY = new Int32Array(players);
    nearR = new Int32Array(players);
    baseX = new Int32Array(players);
    baseY = new Int32Array(players);
    baseR = new Int32Array(players);
  }
  const reach = budget + EPS;
  const perRay = Math.floor(reach / step) + 1;
  if (rayX.length < GRID_DIRECTIONS * perRay) {
    rayX = new Int32Array(GRID_DIRECTIONS * perRay);
    rayY = new Int32Array(GRID_DIRECTIONS * perRay);
  }
  // Only the bases within reach of some ray matter: one farther from A than the ray's length plus its
  // clearance (+ 8 quanta, as below) is at least that clearance from every ray.
  let bases = 0;
  for (let j = 0; j < players; j++) {
    if (j === p || !onPitch(s, j)) continue;
    const jx = get(s, j, P_X);
    const jy = get(s, j, P_Y);
    const rj = s.info[j]!.radius;
    const far = reach + r + rj + 8;
    if ((jx - ax) * (jx - ax) + (jy - ay) * (jy - ay) >= far * far) continue;
    baseX[bases] = jx;
    baseY[bases] = jy;
    baseR[bases++] = rj;
  }
  const reach2 = reach * reach;
  let count = 0;
  for (let k = 0; k < GRID_DIRECTIONS; k++) {
    const ux = GRID_UX[k]!;
    const uy = GRID_UY[k]!;
    // Bases within reach of the ray from A to A + budget·u.
    let n = 0;
    for (let j = 0; j < bases; j++) {
      const jx = baseX[j]!;
      const jy = baseY[j]!;
      const rj = baseR[j]!;
      const cx = jx - ax;
      const cy = jy - ay;
      const t = Math.min(Math.max(cx * ux + cy * uy, 0), reach);
      const dx = cx - t * ux;
      const dy = cy - t * uy;
      const clear = r + rj + 8;
      if (dx * dx + dy * dy >= clear * clear) continue;
      nearX[n] = jx;
      nearY[n] = jy;
      nearR[n++] = rj;
    }
    for (let d = step; d <= reach; d += step) {
      const bx = roundHalfEven(ax + d * ux);
      const by = roundHalfEven(ay + d * uy);
      if (!baseOnPitch(bx, by, r)) break;
      if (keeperInZone && !inGoalZone(s, info.side, bx, by)) break;
      // A farther point's step contains this one's: once a closed goal zone is entered, the ray is done.
      if (fenced && closedZoneOnStep(s, p, ax, ay, bx, by) >= 0) break;
      if (bx === ax && by === ay) continue;
      // |AB| > budget + ε, compared squared on integers (the same answer as `dist`, without its square root).
      const ex = bx - ax;
      const ey = by - ay;
      if (ex * ex + ey * ey > reach2) break;
      let clear = true;
      for (let i = 0; i < n && clear; i++)
        clear = clearsPath(ax, ay, bx, by, r, nearX[i]!, nearY[i]!, nearR[i]!, EPS);
      if (!clear) break;
      rayX[count] = bx;
      rayY[count++] = by;
    }
  }
  return count;
}
