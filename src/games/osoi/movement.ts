/**
 * Movement (OS-MOVE-1..10, OS-TERR-6/7/8, OS-UNIT-9, OS-R-21/23/24, section 4.3): the Move action at DP-08
 * takes a polyline per moving figure, validated in 4.3's order with its error codes. A move whose paths touch
 * no difficult feature is automatic (each figure ends at the end of its path); otherwise it is one DS-MOVE test
 * for the whole unit, each figure advances up to 2 × margin m along its path, stops at the last legal point
 * before anything it would overlap, and its owner may then stop figures earlier (DP-09).
 * Paths are kept in millimetres as flat polylines, start first; only quantised points enter the state.
 */
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import {
  compareSegmentDist,
  compareSegmentPolygonDist,
  dist,
  interval,
  lineCircle,
  quantise,
  roundHalfEven,
  segmentTouchesPolygon,
} from '../../geometry/index.ts';
import type { OSAction, Point } from './actions.ts';
import { figureId, figureIndex } from './damage.ts';
import { declaredMoveProblem, isDeclared, placed, UNPLACED, type DeclaredMove } from './declared.ts';
import { baseOnTable, basesOverlap, coherencyComponents } from './geometry.ts';
import { resolveRoll } from './resolvers.ts';
import { markDone, unresolved } from './round.ts';
import type { Battlefield, Feature } from './map.ts';
import { objectHealth } from './objects.ts';
import type { Condition } from './scenarios.ts';
import {
  EPS,
  F_ALIVE,
  F_X,
  F_Y,
  fget,
  figuresOf,
  fset,
  G_MOVE,
  G_UNIT,
  MM,
  onTable,
  type OSState,
  U_H,
  U_REMOVED,
  uset,
} from './state.ts';
import { startRoll, type PoolRoll } from './tests.ts';

/** OS-MOVE-1: each Move die gives 2 m. */
export const METRES_PER_DIE = 2;

/** Most waypoints in one path (a bound on the input, not a rule). */
const MAX_WAYPOINTS = 32;

/** One figure's declared path: its polyline in millimetres, its current centre first ([x0, y0, x1, y1, …]). */
export interface MovePath {
  f: number;
  pts: number[];
}

/** What 4.3 step 6 decides before the roll: whether the move is a test, and at what difficulty. */
export interface MoveTest {
  tested: boolean;
  difficulty: number;
  /** Names of the difficult features touched, and of the conditions that apply (OS-TERR-6). */
  features: string[];
  conditions: string[];
}

/** OS-TERR-6: the conditions in force: the scenario's, then those agreed in the options (`conditions`). */
export function conditionsOf(s: OSState): Condition[] {
  const agreed = s.o.conditions as Condition[];
  return agreed.length === 0 ? s.scenario.conditions : [...s.scenario.conditions, ...agreed];
}

/** OS-MOVE-2: the length of a polyline (mm). */
export function pathLength(pts: readonly number[]): number {
  let len = 0;
  for (let i = 2; i + 1 < pts.length; i += 2) len += dist(pts[i - 2]!, pts[i - 1]!, pts[i]!, pts[i + 1]!);
  return len;
}

/** The point `d` mm along a polyline, quantised to the grid (the end point beyond its length). */
function pointAt(pts: readonly number[], d: number): [number, number] {
  let left = d;
  for (let i = 2; i + 1 < pts.length; i += 2) {
    const ax = pts[i - 2]!;
    const ay = pts[i - 1]!;
    const bx = pts[i]!;
    const by = pts[i + 1]!;
    const len = dist(ax, ay, bx, by);
    if (left <= len) {
      if (len === 0) return [bx, by];
      const t = left / len;
      return [roundHalfEven(ax + t * (bx - ax)), roundHalfEven(ay + t * (by - ay))];
    }
    left -= len;
  }
  return [pts[pts.length - 2]!, pts[pts.length - 1]!];
}

/** The part of a polyline travelled up to `d` mm (start, waypoints passed, stopping point), in metres. */
function travelled(pts: readonly number[], d: number): [number, number][] {
  const out: [number, number][] = [[pts[0]! / MM, pts[1]! / MM]];
  let done = 0;
  for (let i = 2; i + 1 < pts.length; i += 2) {
    const len = dist(pts[i - 2]!, pts[i - 1]!, pts[i]!, pts[i + 1]!);
    if (done + len >= d) break;
    done += len;
    out.push([pts[i]! / MM, pts[i + 1]! / MM]);
  }
  const [x, y] = pointAt(pts, d);
  const last = out[out.length - 1]!;
  if (last[0] !== x / MM || last[1] !== y / MM) out.push([x / MM, y / MM]);
  return out;
}

const fail = (code: string, rule: string, fr: string, en: string) => err(code, rule, fr, en);
const m = (mm: number): string => String(Math.round(mm) / MM);
/** An excess in metres, rounded up to the millimetre (never shown as 0). */
const over = (mm: number): string => String(Math.max(1, Math.ceil(mm - EPS)) / MM);
const at = (x: number, y: number): string => `(${m(x)}, ${m(y)})`;

const isPoint = (v: unknown): v is Point =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Point).x === 'number' &&
  typeof (v as Point).y === 'number' &&
  Number.isFinite((v as Point).x) &&
  Number.isFinite((v as Point).y) &&
  Math.abs((v as Point).x) < 1e4 &&
  Math.abs((v as Point).y) < 1e4;

/**
 * The paths of a Move input in its canonical form (figure id → waypoints in metres), expanding the convenience
 * forms of 4.3: `moveTo` (a one-figure unit, straight line) and `translate` (every figure by one vector).
 */
function pathsOf(s: OSState, u: number, a: Record<string, unknown>): Result<Record<string, Point[]>> {
  const info = s.info[u]!;
  const figures = figuresOf(s, u);
  const forms = ['paths', 'moveTo', 'translate', 'moveIntoContact'].filter((k) => a[k] !== undefined);
  if (forms.length !== 1) {
    return fail(
      'move.input',
      'OS-MOVE-2',
      'Un déplacement donne exactement un de : paths (figurine → liste de points), moveTo (un point, pour une unité d’une figurine), translate (un vecteur, pour toutes les figurines) ou moveIntoContact (une figurine ennemie, pour une unité d’une figurine).',
      'A move gives exactly one of: paths (figure → list of points), moveTo (a point, for a one-figure unit), translate (a vector, for every figure) or moveIntoContact (an enemy figure, for a one-figure unit).',
    );
  }
  if (a.moveTo !== undefined) {
    if (!isPoint(a.moveTo) || figures.length !== 1) {
      return fail(
        'move.moveTo',
        'OS-MOVE-2',
        `moveTo est un point { x, y } en mètres, pour une unité d’une seule figurine ; ${info.id} en a ${figures.length}.`,
        `moveTo is a point { x, y } in metres, for a unit of one figure; ${info.id} has ${figures.length}.`,
      );
    }
    return ok({ [figureId(s, figures[0]!)]: [{ x: a.moveTo.x, y: a.moveTo.y }] });
  }
  if (a.moveIntoContact !== undefined) {
    const g = typeof a.moveIntoContact === 'string' ? figureIndex(s, a.moveIntoContact) : -1;
    const enemy =
      g >= 0 && fget(s, g, F_ALIVE) === 1 && s.info[s.figureUnit[g]!]!.side !== info.side ? g : -1;
    if (enemy < 0 || figures.length !== 1) {
      return fail(
        'move.moveIntoContact',
        'OS-MOVE-2',
        `moveIntoContact nomme une figurine ennemie sur la table (« B2.1 »), pour une unité d’une seule figurine ; ${info.id} en a ${figures.length}.`,
        `moveIntoContact names an enemy figure on the table ("B2.1"), for a unit of one figure; ${info.id} has ${figures.length}.`,
      );
    }
    const [x, y] = contactPoint(s, figures[0]!, enemy);
    return ok({ [figureId(s, figures[0]!)]: [{ x: x / MM, y: y / MM }] });
  }
  if (a.translate !== undefined) {
    const v = a.translate;
    if (!isPoint(v)) {
      return fail(
        'move.translate',
        'OS-MOVE-2',
        'translate est un vecteur { x, y } en mètres.',
        'translate is a vector { x, y } in metres.',
      );
    }
    return ok(translatedPaths(s, v));
  }
  const paths = a.paths;
  const ids = figures.map((f) => figureId(s, f)).join(', ');
  if (typeof paths !== 'object' || paths === null || Array.isArray(paths)) {
    return fail(
      'move.paths',
      'OS-MOVE-2',
      `paths associe à des figurines de ${info.id} (${ids}) une liste de points { x, y } en mètres.`,
      `paths maps figures of ${info.id} (${ids}) to lists of points { x, y } in metres.`,
    );
  }
  const out: Record<string, Point[]> = {};
  for (const [id, list] of Object.entries(paths as Record<string, unknown>)) {
    const f = figureIndex(s, id);
    if (f < 0 || s.figureUnit[f] !== u || fget(s, f, F_ALIVE) !== 1) {
      return fail(
        'move.figure',
        'OS-MOVE-2',
        `« ${id} » n'est pas une figurine de ${info.id} sur la table ; les siennes : ${ids}.`,
        `"${id}" is not a figure of ${info.id} on the table; its figures: ${ids}.`,
      );
    }
    if (!Array.isArray(list) || list.length > MAX_WAYPOINTS || !list.every(isPoint)) {
      return fail(
        'move.paths',
        'OS-MOVE-2',
        `Le chemin de ${id} est une liste d'au plus ${MAX_WAYPOINTS} points { x, y } en mètres, après son centre.`,
        `The path of ${id} is a list of at most ${MAX_WAYPOINTS} points { x, y } in metres, after its centre.`,
      );
    }
    out[id] = list.map((q) => ({ x: q.x, y: q.y }));
  }
  return ok(out);
}

/**
 * 4.3's `translate` form as the state's paths (mm, figures in order): the same numbers as its expansion into
 * metres (`translatedPaths`) quantised back, without the figure ids and points in between (apply's fast path).
 */
export function translatedMillimetres(s: OSState, v: Point): MovePath[] {
  const out: MovePath[] = [];
  for (const f of figuresOf(s, s.w[G_UNIT]!)) {
    const x = fget(s, f, F_X);
    const y = fget(s, f, F_Y);
    out.push({ f, pts: [x, y, quantise(x / MM + v.x, MM), quantise(y / MM + v.y, MM)] });
  }
  return out;
}

/** 4.3's `translate` form expanded: every figure of the active unit on the table, one straight path by v (m). */
export function translatedPaths(s: OSState, v: Point): Record<string, Point[]> {
  const out: Record<string, Point[]> = {};
  for (const f of figuresOf(s, s.w[G_UNIT]!)) {
    out[figureId(s, f)] = [{ x: fget(s, f, F_X) / MM + v.x, y: fget(s, f, F_Y) / MM + v.y }];
  }
  return out;
}

/** The declared paths in millimetres, figures in index order; empty lists (the figure stays) are left out. */
function toMillimetres(s: OSState, paths: Record<string, Point[]>): MovePath[] {
  const out: MovePath[] = [];
  for (const [id, list] of Object.entries(paths)) {
    if (list.length === 0) continue;
    const f = figureIndex(s, id);
    const pts = [fget(s, f, F_X), fget(s, f, F_Y)];
    for (const q of list) pts.push(quantise(q.x, MM), quantise(q.y, MM));
    out.push({ f, pts });
  }
  return out.sort((a, b) => a.f - b.f);
}

/** A feature's bounding box [minX, minY, maxX, maxY] (mm), cached: a cheap test before the exact ones. */
const boxes = new WeakMap<Feature, number[]>();
export function boxOf(feature: Feature): number[] {
  let box = boxes.get(feature);
  if (!box) {
    box = [Infinity, Infinity, -Infinity, -Infinity];
    const p = feature.poly;
    for (let i = 0; i + 1 < p.length; i += 2) {
      box[0] = Math.min(box[0]!, p[i]!);
      box[1] = Math.min(box[1]!, p[i + 1]!);
      box[2] = Math.max(box[2]!, p[i]!);
      box[3] = Math.max(box[3]!, p[i + 1]!);
    }
    boxes.set(feature, box);
  }
  return box;
}

/** False when segment AB, inflated by `margin`, cannot come near the feature (bounding boxes apart). */
function near(feature: Feature, ax: number, ay: number, bx: number, by: number, margin: number): boolean {
  const box = boxOf(feature);
  return (
    Math.min(ax, bx) - margin <= box[2]! &&
    Math.max(ax, bx) + margin >= box[0]! &&
    Math.min(ay, by) - margin <= box[3]! &&
    Math.max(ay, by) + margin >= box[1]!
  );
}

/** Some path (its start included) touches the feature. */
function pathsTouch(feature: Feature, paths: readonly MovePath[]): boolean {
  for (const { pts } of paths) {
    for (let i = 2; i + 1 < pts.length; i += 2) {
      const ax = pts[i - 2]!;
      const ay = pts[i - 1]!;
      const bx = pts[i]!;
      const by = pts[i + 1]!;
      if (near(feature, ax, ay, bx, by, 1) && segmentTouchesPolygon(ax, ay, bx, by, feature.poly, EPS))
        return true;
    }
  }
  return false;
}

/** OS-MOVE-3, OS-MOVE-4, OS-TERR-6, OS-R-23: a test when a path (its start included) touches a difficult feature. */
export function moveTest(s: OSState, paths: readonly MovePath[]): MoveTest {
  const touched: Feature[] = [];
  let tested = false;
  for (const feature of s.map.features) {
    if (pathsTouch(feature, paths)) {
      touched.push(feature);
      if (feature.difficult) tested = true;
    }
  }
  if (!tested) return { tested: false, difficulty: 0, features: [], conditions: [] };
  const difficult = touched.filter((f) => f.difficult);
  let difficulty = Math.max(...difficult.map((f) => f.moveDifficulty));
  const conditions: string[] = [];
  for (const c of conditionsOf(s)) {
    if (!c.testKinds.includes('move')) continue;
    if (c.featureTags && !touched.some((f) => f.tags.some((t) => c.featureTags!.includes(t)))) continue;
    difficulty += c.difficulty;
    conditions.push(c.name);
  }
  return { tested: true, difficulty, features: difficult.map((f) => f.name), conditions };
}

/** The centres of unit u's figures after the paths (flat [x, y, …], figures in order). */
function finalCentres(
  s: OSState,
  u: number,
  paths: readonly MovePath[],
  stops?: readonly number[],
): number[] {
  const out: number[] = [];
  for (const f of figuresOf(s, u)) {
    const k = paths.findIndex((p) => p.f === f);
    if (k < 0) out.push(fget(s, f, F_X), fget(s, f, F_Y));
    else {
      const pts = paths[k]!.pts;
      const [x, y] = stops ? pointAt(pts, stops[k]!) : [pts[pts.length - 2]!, pts[pts.length - 1]!];
      out.push(x, y);
    }
  }
  return out;
}

/** Stride of `around`: x, y, radius, figure (an object's index for an object), kind (FRIEND, ENEMY, OBJECT). */
export const B = 5;
export const FRIEND = 0;
const ENEMY = 1;
/** OS-SURP-4, ARB-OS-70: an intact scenario object, an impassable disc. */
const OBJECT = 2;

/**
 * Every figure of the other units on the table and every intact scenario object, flat [x, y, r, figure, kind,
 * …]: built once per check (or once per `legal` call for all the candidates).
 */
export function around(s: OSState, u: number, near?: Near): number[] {
  const out: number[] = [];
  const side = s.info[u]!.side;
  for (let v = 0; v < s.info.length; v++) {
    if (v === u || !onTable(s, v)) continue;
    const info = s.info[v]!;
    for (let g = info.firstFigure; g < info.firstFigure + info.figures; g++) {
      if (fget(s, g, F_ALIVE) !== 1) continue;
      const x = fget(s, g, F_X);
      const y = fget(s, g, F_Y);
      if (near && !isNear(near, x, y, info.radius)) continue;
      out.push(x, y, info.radius, g, info.side === side ? FRIEND : ENEMY);
    }
  }
  const objects = s.scenario.objects;
  for (let i = 0; i < objects.length; i++) {
    if (objectHealth(s, i) <= 0) continue;
    const ob = objects[i]!;
    const x = Math.round(ob.x * MM);
    const y = Math.round(ob.y * MM);
    const radius = Math.round(ob.radius * MM);
    if (near && !isNear(near, x, y, radius)) continue;
    out.push(x, y, radius, i, OBJECT);
  }
  return out;
}

/**
 * `around`'s optional filter for the Move candidates: only the bases a path of length ≤ reach − r from one of
 * the centres `at` can touch. A base whose centre is farther than reach + its radius (+ 1 mm) on one axis from
 * every centre is out of reach of any path that passes 4.3 step 2, so it cannot change steps 3–4 (exact).
 */
export interface Near {
  at: readonly number[];
  reach: number;
}

function isNear(near: Near, x: number, y: number, radius: number): boolean {
  const far = near.reach + radius + 1;
  const at = near.at;
  for (let k = 0; k < at.length; k += 2) {
    const dx = x - at[k]!;
    const dy = y - at[k + 1]!;
    if (dx < far && dx > -far && dy < far && dy > -far) return true;
  }
  return false;
}

/** The impassable features of a map and their bounding boxes (mm, 4 numbers each), computed once per map. */
export interface Impassable {
  features: Feature[];
  boxes: Float64Array;
}
const impassables = new WeakMap<Battlefield, Impassable>();
export function impassableOf(map: Battlefield): Impassable {
  let imp = impassables.get(map);
  if (!imp) {
    const features = map.features.filter((f) => f.impassable);
    const boxes = new Float64Array(4 * features.length);
    features.forEach((f, k) => boxes.set(boxOf(f), 4 * k));
    imp = { features, boxes };
    impassables.set(map, imp);
  }
  return imp;
}

// What `pathsFault` and `overlapFault` found (read by the messages): codes, and one scratch record (no allocation).
export const OK = 0;
const TOO_LONG = 1;
const TERRAIN = 2;
/** Through an enemy base or an object (`others[fault.b + 4]` says which). */
const BLOCKED = 3;
const OFF = 4;
const OVERLAP_OWN = 5;
const OVERLAP_OTHER = 6;
const COHERENCY = 7;
/** ARB-OS-71: leaving the table needs an automatic move. */
const LEAVING_TESTED = 8;
const fault = {
  f: 0,
  i: 0,
  j: 0,
  b: 0,
  len: 0,
  x: 0,
  y: 0,
  before: 0,
  after: 0,
  feature: null as Feature | null,
};

/** ARB-OS-71: the base at (x, y) is wholly off the table (touching the edge from outside counts as off). */
function baseOffTable(s: OSState, x: number, y: number, r: number): boolean {
  return x <= -r + EPS || y <= -r + EPS || x >= s.map.width + r - EPS || y >= s.map.depth + r - EPS;
}

/**
 * OS-R-24's variant (`allowLeavingTable`, ARB-OS-71): the paths take the whole unit off the table, every figure
 * on the table now having a path whose end puts its base wholly off.
 */
function leavesTable(s: OSState, u: number, paths: readonly MovePath[], r: number): boolean {
  if (!s.o.allowLeavingTable || paths.length !== figuresOf(s, u).length) return false;
  for (const { pts } of paths)
    if (!baseOffTable(s, pts[pts.length - 2]!, pts[pts.length - 1]!, r)) return false;
  return true;
}

/**
 * 4.3 step 4's overlap for unit u's figures at `centres` (flat, figures in order, `own` their indices): no
 * overlap with any other base or object of `bases` (from `around`), nor between the unit's own figures. The
 * fault code (details in `fault`), or OK.
 */
export function overlapFault(
  own: readonly number[],
  r: number,
  centres: ArrayLike<number>,
  bases: readonly number[],
  ownApart = false,
): number {
  for (let i = 0; i < own.length; i++) {
    const x = centres[2 * i]!;
    const y = centres[2 * i + 1]!;
    // `ownApart`: the own figures are known not to overlap each other (a rigid move of separate bases).
    for (let j = ownApart ? own.length : i + 1; j < own.length; j++) {
      const dx = centres[2 * j]! - x;
      const dy = centres[2 * j + 1]! - y;
      // Broad phase: farther apart than 2r on one axis, no overlap (exact: the distance is at least that).
      if (dx >= 2 * r || dx <= -2 * r || dy >= 2 * r || dy <= -2 * r) continue;
      if (basesOverlap(x, y, r, centres[2 * j]!, centres[2 * j + 1]!, r)) {
        fault.i = i;
        fault.j = j;
        return OVERLAP_OWN;
      }
    }
    for (let b = 0; b < bases.length; b += B) {
      const reach = r + bases[b + 2]!;
      const dx = bases[b]! - x;
      const dy = bases[b + 1]! - y;
      if (dx >= reach || dx <= -reach || dy >= reach || dy <= -reach) continue;
      if (basesOverlap(x, y, r, bases[b]!, bases[b + 1]!, bases[b + 2]!)) {
        fault.i = i;
        fault.b = b;
        return OVERLAP_OTHER;
      }
    }
  }
  return OK;
}

/** The refusal for `overlapFault`'s code (figures `own` at `centres`). */
function overlapRefusal(
  s: OSState,
  code: number,
  own: readonly number[],
  centres: ArrayLike<number>,
  bases: readonly number[],
): Result<never> {
  const x = centres[2 * fault.i]!;
  const y = centres[2 * fault.i + 1]!;
  const fid = figureId(s, own[fault.i]!);
  if (code === OVERLAP_OWN) {
    const b = figureId(s, own[fault.j]!);
    const [bx, by] = [centres[2 * fault.j]!, centres[2 * fault.j + 1]!];
    return fail(
      'OVERLAP',
      'OS-MOVE-6',
      `${fid} en ${at(x, y)} et ${b} en ${at(bx, by)} se chevaucheraient à la fin du déplacement ; les socles peuvent se toucher, pas se chevaucher.`,
      `${fid} at ${at(x, y)} and ${b} at ${at(bx, by)} would overlap at the end of the move; bases may touch, not overlap.`,
    );
  }
  const g = bases[fault.b + 3]!;
  if (bases[fault.b + 4] === OBJECT) {
    const ob = s.scenario.objects[g]!;
    return fail(
      'OVERLAP',
      'OS-SURP-4',
      `${fid} en ${at(x, y)} chevaucherait l'objet ${ob.fr} (${ob.id}), infranchissable ; on peut le toucher, pas le chevaucher.`,
      `${fid} at ${at(x, y)} would overlap the object ${ob.en} (${ob.id}), which is impassable; bases may touch it, not overlap it.`,
    );
  }
  const name = s.info[s.figureUnit[g]!]!.name;
  return fail(
    'OVERLAP',
    'OS-MOVE-6',
    `${fid} en ${at(x, y)} chevaucherait ${name} (${figureId(s, g)}) ; les socles peuvent se toucher, pas se chevaucher.`,
    `${fid} at ${at(x, y)} would overlap ${name} (${figureId(s, g)}); bases may touch, not overlap.`,
  );
}

/**
 * 4.3 step 4 for unit u's figures at `centres` (flat, figures in order): no overlap with any other base or
 * object on the table, nor between the unit's own figures. Returns the refusal, or null.
 */
function overlapProblem(
  s: OSState,
  u: number,
  centres: readonly number[],
  bases: readonly number[],
): Result<never> | null {
  const own = figuresOf(s, u);
  const code = overlapFault(own, s.info[u]!.radius, centres, bases);
  return code === OK ? null : overlapRefusal(s, code, own, centres, bases);
}

/**
 * The Move input at DP-08 checked in section 4.3's order (steps 1–5); returns the paths (mm) and the test, or
 * the refusal with 4.3's error code.
 */
export function moveProblem(
  s: OSState,
  a: Record<string, unknown>,
): Result<{ paths: Record<string, Point[]>; declared?: DeclaredMove }> {
  const u = s.w[G_UNIT]!;
  // 1. The Move action is allocated and unresolved.
  if (u < 0 || s.stack.at(-1)?.id !== 'DP-08' || !unresolved(s).includes('move')) {
    return fail(
      'ACTION_NOT_AVAILABLE',
      'OS-ACT-6',
      "Pas d'action Déplacement à résoudre : il faut lui avoir alloué des dés et ne pas l'avoir déjà résolue.",
      'No Move action to resolve: it needs allocated dice and must not be resolved already.',
    );
  }
  // OS-GEN-7 (ARB-OS-89): the players type the distance and difficulty; paths are optional, checked as usual
  // when the unit has coordinates.
  if (isDeclared(s)) {
    const facts = declaredMoveProblem(a.declared, s.w[G_MOVE]!);
    if (!facts.ok) return facts;
    const noPaths =
      a.paths === undefined ||
      (typeof a.paths === 'object' && a.paths !== null && Object.keys(a.paths).length === 0);
    if (noPaths && a.moveTo === undefined && a.translate === undefined)
      return ok({ paths: {}, declared: facts.value });
    if (!placed(s, u)) {
      return fail(
        'declared.move.paths',
        'OS-GEN-7',
        `${s.info[u]!.id} n'a pas de coordonnées : un déplacement déclaré sans chemins, declared: { distance, difficulty }.`,
        `${s.info[u]!.id} has no coordinates: a declared move without paths, declared: { distance, difficulty }.`,
      );
    }
    const withPaths = moveProblem({ ...s, o: { ...s.o, geometryMode: 'computed' } }, a);
    return withPaths.ok ? ok({ ...withPaths.value, declared: facts.value }) : withPaths;
  }
  const declared = pathsOf(s, u, a);
  if (!declared.ok) return declared;
  const problem = pathsProblem(s, u, toMillimetres(s, declared.value), around(s, u));
  return problem ?? ok({ paths: declared.value });
}

const scratchCentres: number[] = [];

/**
 * 4.3 steps 2–5 for unit u's declared paths (mm), `others` from `around`: the fault code (details in `fault`),
 * or OK. The one check behind both `validate` and the Move candidates of `legal`, so that a candidate is legal
 * exactly when `validate` accepts it. `before` is the group's number of pieces now when the caller knows it.
 */
export function pathsFault(
  s: OSState,
  u: number,
  paths: readonly MovePath[],
  others: readonly number[],
  before = -1,
  apart = false,
): number {
  const info = s.info[u]!;
  const r = info.radius;
  // 2. Every path within 2 m per die.
  const max = s.w[G_MOVE]! * METRES_PER_DIE * MM;
  for (let k = 0; k < paths.length; k++) {
    const len = pathLength(paths[k]!.pts);
    if (len > max + EPS) {
      fault.f = k;
      fault.len = len;
      return TOO_LONG;
    }
  }
  // 3. The swept base crosses no impassable feature, no enemy base and no intact object (friendly bases may be
  // passed over). Broad phase first: a feature's box or a base's centre farther than the reach from the
  // segment's box cannot come within the reach (exact).
  const imp = impassableOf(s.map);
  const nImp = imp.features.length;
  const boxes = imp.boxes;
  for (let k = 0; k < paths.length; k++) {
    const pts = paths[k]!.pts;
    for (let i = 2; i + 1 < pts.length; i += 2) {
      const ax = pts[i - 2]!;
      const ay = pts[i - 1]!;
      const bx = pts[i]!;
      const by = pts[i + 1]!;
      const minX = ax < bx ? ax : bx;
      const maxX = ax < bx ? bx : ax;
      const minY = ay < by ? ay : by;
      const maxY = ay < by ? by : ay;
      for (let j = 0; j < nImp; j++) {
        if (
          minX - r <= boxes[4 * j + 2]! &&
          maxX + r >= boxes[4 * j]! &&
          minY - r <= boxes[4 * j + 3]! &&
          maxY + r >= boxes[4 * j + 1]! &&
          compareSegmentPolygonDist(ax, ay, bx, by, imp.features[j]!.poly, r - EPS) < 0
        ) {
          fault.f = k;
          fault.i = i;
          fault.feature = imp.features[j]!;
          return TERRAIN;
        }
      }
      for (let b = 0; b < others.length; b += B) {
        if (others[b + 4] === FRIEND) continue;
        const reach = r + others[b + 2]!;
        const px = others[b]!;
        const py = others[b + 1]!;
        if (px < minX - reach || px > maxX + reach || py < minY - reach || py > maxY + reach) continue;
        if (compareSegmentDist(px, py, ax, ay, bx, by, reach - EPS) < 0) {
          fault.f = k;
          fault.i = i;
          fault.b = b;
          return BLOCKED;
        }
      }
    }
  }
  // 4. Bases wholly on the table at every waypoint (ARB-OS-10), no overlap at the end; or, with the variant,
  // the whole unit leaving the table by an automatic move (ARB-OS-71).
  const leaving = leavesTable(s, u, paths, r);
  for (let k = 0; k < paths.length; k++) {
    const pts = paths[k]!.pts;
    const last = leaving ? pts.length - 2 : pts.length;
    for (let i = 2; i + 1 < last; i += 2) {
      if (!baseOnTable(s, pts[i]!, pts[i + 1]!, r)) {
        fault.f = k;
        fault.i = i;
        return OFF;
      }
    }
  }
  if (leaving) return moveTest(s, paths).tested ? LEAVING_TESTED : OK;
  const own = figuresOf(s, u);
  const centres = scratchCentres;
  centres.length = 2 * own.length;
  for (let i = 0, k = 0; i < own.length; i++) {
    const f = own[i]!;
    if (k < paths.length && paths[k]!.f === f) {
      const pts = paths[k]!.pts;
      centres[2 * i] = pts[pts.length - 2]!;
      centres[2 * i + 1] = pts[pts.length - 1]!;
      while (k < paths.length && paths[k]!.f === f) k++;
    } else {
      centres[2 * i] = fget(s, f, F_X);
      centres[2 * i + 1] = fget(s, f, F_Y);
    }
  }
  // `apart` (the Move candidates): the figures' bases do not overlap each other now, so a rigid move keeps them
  // apart (the same integer differences between centres).
  const overlap = overlapFault(own, r, centres, others, apart && rigid(own, paths));
  if (overlap !== OK) return overlap;
  // 5. Coherency after a group's automatic move (OS-MOVE-7, OS-R-21); step 6 is declareMove's.
  if (info.kind === 'grunts' && paths.length > 0 && !rigid(own, paths)) {
    const after = coherencyComponents(centres, r, s.o.coherencyDistance);
    if (before < 0) before = coherencyComponents(finalCentres(s, u, []), r, s.o.coherencyDistance);
    if (after > before && !moveTest(s, paths).tested) {
      fault.before = before;
      fault.after = after;
      return COHERENCY;
    }
  }
  return OK;
}

/**
 * Every figure of the unit moved by one straight path of the same vector: the centres' differences are the
 * same integers after, so the group has as many pieces as before (OS-MOVE-7 cannot fail; exact).
 */
function rigid(own: readonly number[], paths: readonly MovePath[]): boolean {
  if (paths.length !== own.length) return false;
  const p0 = paths[0]!.pts;
  if (p0.length !== 4) return false;
  const dx = p0[2]! - p0[0]!;
  const dy = p0[3]! - p0[1]!;
  for (let k = 0; k < paths.length; k++) {
    const pts = paths[k]!.pts;
    if (paths[k]!.f !== own[k] || pts.length !== 4 || pts[2]! - pts[0]! !== dx || pts[3]! - pts[1]! !== dy)
      return false;
  }
  return true;
}

/** 4.3 steps 2–5 for unit u's declared paths (mm), `others` from `around`: the refusal, or null when legal. */
function pathsProblem(
  s: OSState,
  u: number,
  paths: readonly MovePath[],
  others: readonly number[],
): Result<never> | null {
  const code = pathsFault(s, u, paths, others);
  if (code === OK) return null;
  const info = s.info[u]!;
  const r = info.radius;
  const { f, pts } = paths[fault.f] ?? { f: -1, pts: [] };
  const [ax, ay, bx, by] = [pts[fault.i - 2]!, pts[fault.i - 1]!, pts[fault.i]!, pts[fault.i + 1]!];
  switch (code) {
    case TOO_LONG: {
      const dice = s.w[G_MOVE]!;
      const max = dice * METRES_PER_DIE * MM;
      const len = fault.len;
      return fail(
        'PATH_TOO_LONG',
        'OS-MOVE-2',
        `Le chemin de ${figureId(s, f)} mesure ${m(len)} m, ${over(len - max)} m de trop : au plus ${m(max)} m (${dice} dé(s) × 2 m).`,
        `The path of ${figureId(s, f)} is ${m(len)} m long, ${over(len - max)} m too long: at most ${m(max)} m (${dice} dice × 2 m).`,
      );
    }
    case TERRAIN: {
      const feature = fault.feature!;
      return fail(
        'PATH_BLOCKED_TERRAIN',
        'OS-TERR-7',
        `Le chemin de ${figureId(s, f)} de ${at(ax, ay)} à ${at(bx, by)} fait entrer son socle dans ${feature.name} (${feature.id}), infranchissable : contournez-le.`,
        `The path of ${figureId(s, f)} from ${at(ax, ay)} to ${at(bx, by)} takes its base into ${feature.name} (${feature.id}), which is impassable: go around it.`,
      );
    }
    case BLOCKED: {
      const g = others[fault.b + 3]!;
      if (others[fault.b + 4] === OBJECT) {
        const ob = s.scenario.objects[g]!;
        return fail(
          'PATH_BLOCKED_OBJECT',
          'OS-SURP-4',
          `Le chemin de ${figureId(s, f)} de ${at(ax, ay)} à ${at(bx, by)} fait passer son socle sur l'objet ${ob.fr} (${ob.id}), infranchissable : contournez-le.`,
          `The path of ${figureId(s, f)} from ${at(ax, ay)} to ${at(bx, by)} takes its base over the object ${ob.en} (${ob.id}), which is impassable: go around it.`,
        );
      }
      const name = s.info[s.figureUnit[g]!]!.name;
      return fail(
        'PATH_BLOCKED_ENEMY',
        'OS-MOVE-6',
        `Le chemin de ${figureId(s, f)} de ${at(ax, ay)} à ${at(bx, by)} traverse le socle ennemi de ${name} (${figureId(s, g)}) : on passe sur les socles amis, pas ennemis.`,
        `The path of ${figureId(s, f)} from ${at(ax, ay)} to ${at(bx, by)} goes through the enemy base of ${name} (${figureId(s, g)}): bases pass over friends, not enemies.`,
      );
    }
    case OFF: {
      const leave = s.o.allowLeavingTable
        ? {
            fr: ' Pour quitter la table (allowLeavingTable), toute l’unité doit finir hors de la table, socles entièrement dehors.',
            en: ' To leave the table (allowLeavingTable), the whole unit must end off the table, bases wholly outside.',
          }
        : { fr: '', en: '' };
      return fail(
        'OFF_TABLE',
        'OS-MOVE-9',
        `Le socle de ${figureId(s, f)} en ${at(bx, by)} dépasserait du bord de la table (${m(s.map.width)} × ${m(s.map.depth)} m, socle de ${m(r)} m de rayon).${leave.fr}`,
        `The base of ${figureId(s, f)} at ${at(bx, by)} would hang over the table's edge (${m(s.map.width)} × ${m(s.map.depth)} m, base radius ${m(r)} m).${leave.en}`,
      );
    }
    case LEAVING_TESTED:
      return fail(
        'LEAVING_TESTED',
        'OS-R-24',
        `${info.name} (${info.id}) ne peut quitter la table que par un déplacement automatique : ce chemin touche un terrain difficile (test de déplacement).`,
        `${info.name} (${info.id}) may leave the table only by an automatic move: these paths touch difficult terrain (a move test).`,
      );
    case COHERENCY:
      return fail(
        'COHERENCY',
        'OS-MOVE-7',
        `Après ce déplacement automatique, ${info.name} (${info.id}) serait en ${fault.after} morceaux (il en avait ${fault.before}) : chaque figurine doit rester à ${s.o.coherencyDistance} m bord à bord d'une autre du groupe, en chaîne.`,
        `After this automatic move, ${info.name} (${info.id}) would be in ${fault.after} pieces (it had ${fault.before}): every figure must stay within ${s.o.coherencyDistance} m edge to edge of another of the group, as a chain.`,
      );
    default:
      return overlapRefusal(s, code, figuresOf(s, u), scratchCentres, others);
  }
}

/** DP-08 `move` (validated): an automatic move is applied; a tested one is reported, then DS-MOVE (4.3 step 6). */
export function declareMove(
  s: OSState,
  player: number,
  paths: Record<string, Point[]> | MovePath[],
  events: GameEvent[],
  declared?: DeclaredMove,
): void {
  const u = s.w[G_UNIT]!;
  const mm = Array.isArray(paths) ? paths : toMillimetres(s, paths);
  const computed = mm.length > 0 || !declared ? moveTest(s, mm) : null;
  // OS-GEN-7: the declared difficulty decides the test; the computed one is logged beside it.
  const test = declared
    ? { tested: declared.difficulty > 0, difficulty: declared.difficulty, features: [], conditions: [] }
    : computed!;
  if (declared) {
    events.push({
      type: 'moveDeclared',
      rule: 'OS-GEN-7',
      unit: s.info[u]!.id,
      declared: { distance: declared.distance / MM, difficulty: declared.difficulty },
      ...(computed
        ? {
            computed: {
              distance: Math.max(0, ...mm.map((p) => pathLength(p.pts))) / MM,
              difficulty: computed.tested ? computed.difficulty : 0,
            },
          }
        : {}),
    });
    if (mm.length === 0 && !test.tested) {
      moveDeclared(s, u, declared.distance, false, events);
      return;
    }
  }
  if (!test.tested) {
    applyMove(
      s,
      u,
      mm,
      mm.map((p) => pathLength(p.pts)),
      { tested: false, rules: ['OS-MOVE-3'] },
      events,
    );
    return;
  }
  events.push({
    type: 'moveTest',
    rule: 'OS-MOVE-4',
    unit: s.info[u]!.id,
    difficulty: test.difficulty,
    features: test.features,
    conditions: test.conditions,
  });
  s.stack.push({
    id: 'MOVE',
    unit: u,
    owner: player,
    paths: mm,
    ...(declared && mm.length === 0 ? { declared: declared.distance } : {}),
  });
  const roll: PoolRoll = {
    step: 'DS-MOVE',
    rule: 'OS-MOVE-4',
    unit: u,
    roller: player,
    pool: s.w[G_MOVE]!,
    extra: 0,
    difficulty: test.difficulty,
  };
  startRoll(s, roll, events, resolveRoll);
}

/**
 * DS-MOVE resolved (OS-MOVE-4/5): allowance 2 × margin m; each figure's stop is the last legal point within it
 * (OS-MOVE-6, ARB-OS-12); then the owner may stop figures earlier (DP-09). Margin 0: nobody moves.
 */
export function resolveMoveRoll(
  s: OSState,
  r: PoolRoll,
  _successes: number,
  margin: number,
  events: GameEvent[],
): void {
  const f = s.stack.pop();
  if (f?.id !== 'MOVE') throw new Error('OSOI: no move pending');
  const allowance = margin * METRES_PER_DIE * MM;
  if (f.declared !== undefined) {
    // OS-GEN-7: the allowance caps the declared distance (OS-MOVE-4).
    moveDeclared(s, r.unit, Math.min(f.declared, allowance), true, events, allowance);
    return;
  }
  if (allowance === 0) {
    applyMove(
      s,
      r.unit,
      f.paths,
      f.paths.map(() => 0),
      { tested: true, rules: ['OS-MOVE-5'] },
      events,
    );
    return;
  }
  const stops = truncate(s, r.unit, f.paths, allowance);
  s.stack.push({ id: 'DP-09', player: f.owner, unit: r.unit, paths: f.paths, stops, allowance });
}

const scratchInterval = interval();

/**
 * OS-MOVE-6: the last point at or before `d` mm along the polyline where a base of radius r overlaps none of
 * `bases` (flat [x, y, r, …]), walking back from one base's entry point to the next; −1 when even the start
 * overlaps. The points are quantised, and a point that rounding put inside a base steps back 0.5 mm more.
 */
function lastLegal(pts: readonly number[], d: number, r: number, bases: readonly number[]): number {
  const cum = [0];
  for (let i = 2; i + 1 < pts.length; i += 2)
    cum.push(cum[cum.length - 1]! + dist(pts[i - 2]!, pts[i - 1]!, pts[i]!, pts[i + 1]!));
  for (let guard = 0; guard < 100_000; guard++) {
    const [x, y] = pointAt(pts, d);
    let hit = -1;
    for (let b = 0; b < bases.length; b += 3) {
      if (basesOverlap(x, y, r, bases[b]!, bases[b + 1]!, bases[b + 2]!)) {
        hit = b;
        break;
      }
    }
    if (hit < 0) return d;
    if (d <= 0) return -1;
    // The segment holding d (a point at a waypoint belongs to the segment before it).
    let k = 1;
    while (k < cum.length - 1 && cum[k]! < d) k++;
    const [ax, ay, bx, by] = [pts[2 * k - 2]!, pts[2 * k - 1]!, pts[2 * k]!, pts[2 * k + 1]!];
    let entry = cum[k - 1]!;
    if (lineCircle(ax, ay, bx, by, bases[hit]!, bases[hit + 1]!, r + bases[hit + 2]!, scratchInterval)) {
      entry = cum[k - 1]! + Math.max(0, scratchInterval.t0) * (cum[k]! - cum[k - 1]!);
    }
    d = Math.max(0, Math.min(d - 0.5, entry));
  }
  return 0;
}

/**
 * OS-MOVE-4/6, ARB-OS-12: each figure advances min(path, allowance), then back to the last point overlapping no
 * base: other units' figures, the group's figures that stay, those already settled (in figure order) at their
 * stops and the others at their targets. If some figure then has no legal point, the settling is redone with
 * the unsettled figures at their starting points, where every figure's start is legal.
 */
function truncate(s: OSState, u: number, paths: readonly MovePath[], allowance: number): number[] {
  const r = s.info[u]!.radius;
  const all = around(s, u);
  const fixed: number[] = [];
  for (let b = 0; b < all.length; b += B) fixed.push(all[b]!, all[b + 1]!, all[b + 2]!);
  for (const f of figuresOf(s, u)) {
    if (!paths.some((p) => p.f === f)) fixed.push(fget(s, f, F_X), fget(s, f, F_Y), r);
  }
  const targets = paths.map((p) => Math.min(pathLength(p.pts), allowance));
  for (const cautious of [false, true]) {
    const stops: number[] = [];
    let stuck = false;
    for (let i = 0; i < paths.length && !stuck; i++) {
      const bases = fixed.slice();
      for (let j = 0; j < paths.length; j++) {
        if (j === i) continue;
        const pts = paths[j]!.pts;
        const [x, y] =
          j < i ? pointAt(pts, stops[j]!) : cautious ? [pts[0]!, pts[1]!] : pointAt(pts, targets[j]!);
        bases.push(x, y, r);
      }
      const d = lastLegal(paths[i]!.pts, targets[i]!, r, bases);
      if (d < 0) stuck = true;
      else stops.push(d);
    }
    if (!stuck) return stops;
  }
  throw new Error('OSOI: a tested move found no legal stop');
}

/** DP-09: why these earlier stops (metres along each figure's path) are refused, or the stops in millimetres. */
export function stopProblem(s: OSState, at: unknown): Result<number[]> {
  const f = s.stack.at(-1);
  if (f?.id !== 'DP-09')
    return fail('stop.none', 'OS-MOVE-4', 'Aucun arrêt à choisir maintenant.', 'No stop to choose now.');
  const stops = f.stops.slice();
  const ids = f.paths.map((p) => figureId(s, p.f));
  if (typeof at !== 'object' || at === null || Array.isArray(at)) {
    return fail(
      'stop.input',
      'OS-MOVE-4',
      `at associe à des figurines (${ids.join(', ')}) une distance en mètres le long de leur chemin.`,
      `at maps figures (${ids.join(', ')}) to a distance in metres along their path.`,
    );
  }
  for (const [id, v] of Object.entries(at as Record<string, unknown>)) {
    const k = ids.indexOf(id);
    if (k < 0) {
      return fail(
        'stop.figure',
        'OS-MOVE-4',
        `« ${id} » n'a pas de chemin dans ce déplacement ; figurines qui avancent : ${ids.join(', ')}.`,
        `"${id}" has no path in this move; figures advancing: ${ids.join(', ')}.`,
      );
    }
    const most = f.stops[k]!;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v * MM > most + EPS) {
      return fail(
        'stop.distance',
        'OS-MOVE-4',
        `${id} peut s'arrêter de 0 à ${m(most)} m le long de son chemin ; reçu ${JSON.stringify(v)}.`,
        `${id} may stop from 0 to ${m(most)} m along its path; got ${JSON.stringify(v)}.`,
      );
    }
    stops[k] = Math.min(most, v * MM);
  }
  const overlap = overlapProblem(s, f.unit, finalCentres(s, f.unit, f.paths, stops), around(s, f.unit));
  return overlap ?? ok(stops);
}

/** DP-09 (validated): the figures stop where chosen and the tested move is applied. */
export function applyStops(s: OSState, stops: readonly number[], events: GameEvent[]): void {
  const f = s.stack.pop();
  if (f?.id !== 'DP-09') throw new Error('OSOI: no stop pending');
  const rules = ['OS-MOVE-4'];
  const targets = f.paths.map((p) => Math.min(pathLength(p.pts), f.allowance));
  if (f.stops.some((d, k) => d < targets[k]! - EPS)) rules.push('OS-MOVE-6');
  if (stops.some((d, k) => d < f.stops[k]! - EPS)) rules.push('DP-09');
  applyMove(s, f.unit, f.paths, stops, { tested: true, rules, allowance: f.allowance }, events);
}

/** The figures reach their stops; one `moved` event; the Move action is resolved. */
function applyMove(
  s: OSState,
  u: number,
  paths: readonly MovePath[],
  stops: readonly number[],
  how: { tested: boolean; rules: string[]; allowance?: number },
  events: GameEvent[],
): void {
  const moved: Record<string, [number, number][]> = {};
  paths.forEach(({ f, pts }, k) => {
    const [x, y] = pointAt(pts, stops[k]!);
    fset(s, f, F_X, x);
    fset(s, f, F_Y, y);
    moved[figureId(s, f)] = travelled(pts, stops[k]!);
  });
  markDone(s, 'move');
  events.push({
    type: 'moved',
    rule: how.rules[0],
    rules: how.rules,
    unit: s.info[u]!.id,
    tested: how.tested,
    ...(how.allowance !== undefined ? { allowance: how.allowance / MM } : {}),
    paths: moved,
  });
  // OS-R-24's variant, ARB-OS-71: a unit wholly off the table leaves play and counts as destroyed (OS-END-5);
  // `settle` then ends its activation, or the battle when its side has no unit left (OS-END-1).
  const r = s.info[u]!.radius;
  const own = figuresOf(s, u);
  if (s.o.allowLeavingTable && own.every((f) => baseOffTable(s, fget(s, f, F_X), fget(s, f, F_Y), r))) {
    for (const f of own) fset(s, f, F_ALIVE, 0);
    uset(s, u, U_H, 0);
    uset(s, u, U_REMOVED, 1);
    events.push({ type: 'leftTable', rule: 'OS-R-24', unit: s.info[u]!.id });
  }
}

/**
 * OS-GEN-7 (ARB-OS-89): a declared move without paths. The unit moved `distance` mm at the table, so its figures
 * lose their coordinates (unless it stayed put); one `moved` event with the distance; the Move action is resolved.
 */
function moveDeclared(
  s: OSState,
  u: number,
  distance: number,
  tested: boolean,
  events: GameEvent[],
  allowance?: number,
): void {
  if (distance > 0) {
    for (const f of figuresOf(s, u)) {
      fset(s, f, F_X, UNPLACED);
      fset(s, f, F_Y, UNPLACED);
    }
  }
  markDone(s, 'move');
  events.push({
    type: 'moved',
    rule: 'OS-GEN-7',
    rules: ['OS-GEN-7', tested ? 'OS-MOVE-4' : 'OS-MOVE-3'],
    unit: s.info[u]!.id,
    tested,
    ...(allowance !== undefined ? { allowance: allowance / MM } : {}),
    distance: distance / MM,
    declared: true,
    paths: {},
  });
}

/**
 * 4.3 `moveIntoContact`: the end of the straight line from figure f toward figure g where the bases touch (edge
 * distance 0), a millimetre further back if rounding would make them overlap (mm).
 */
export function contactPoint(s: OSState, f: number, g: number): [number, number] {
  const r = s.info[s.figureUnit[f]!]!.radius;
  const rg = s.info[s.figureUnit[g]!]!.radius;
  const [fx, fy, gx, gy] = [fget(s, f, F_X), fget(s, f, F_Y), fget(s, g, F_X), fget(s, g, F_Y)];
  const d = dist(fx, fy, gx, gy);
  for (const reach of [r + rg, r + rg + 1]) {
    if (d <= reach) break;
    const t = (d - reach) / d;
    const x = roundHalfEven(fx + t * (gx - fx));
    const y = roundHalfEven(fy + t * (gy - fy));
    if (!basesOverlap(x, y, r, gx, gy, rg)) return [x, y];
  }
  return [fx, fy];
}

/** DP-09 candidates: no earlier stop, and each advancing figure staying where it is or stopping halfway. */
export function stopCandidates(s: OSState): OSAction[] {
  const f = s.stack.at(-1);
  if (f?.id !== 'DP-09') return [];
  const out: OSAction[] = [{ type: 'stop', at: {} }];
  f.paths.forEach((p, k) => {
    const most = f.stops[k]!;
    if (most <= 0) return;
    for (const d of [0, Math.floor(most / 2) / MM]) {
      const at = { [figureId(s, p.f)]: d };
      if (stopProblem(s, at).ok) out.push({ type: 'stop', at });
    }
  });
  return out;
}
