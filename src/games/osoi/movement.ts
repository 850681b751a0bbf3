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
  unitVector,
  vec,
} from '../../geometry/index.ts';
import type { OSAction, Point } from './actions.ts';
import { figureId, figureIndex } from './damage.ts';
import { baseOnTable, basesOverlap, coherencyComponents } from './geometry.ts';
import { resolveRoll } from './resolvers.ts';
import { markDone, unresolved } from './round.ts';
import type { Feature } from './map.ts';
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
    const out: Record<string, Point[]> = {};
    for (const f of figures) {
      out[figureId(s, f)] = [{ x: fget(s, f, F_X) / MM + v.x, y: fget(s, f, F_Y) / MM + v.y }];
    }
    return ok(out);
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
function boxOf(feature: Feature): number[] {
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

/** OS-MOVE-3, OS-MOVE-4, OS-TERR-6, OS-R-23: a test when a path (its start included) touches a difficult feature. */
export function moveTest(s: OSState, paths: readonly MovePath[]): MoveTest {
  const touched = s.map.features.filter((feature) =>
    paths.some(({ pts }) => {
      for (let i = 2; i + 1 < pts.length; i += 2) {
        const [ax, ay, bx, by] = [pts[i - 2]!, pts[i - 1]!, pts[i]!, pts[i + 1]!];
        if (near(feature, ax, ay, bx, by, 1) && segmentTouchesPolygon(ax, ay, bx, by, feature.poly, EPS))
          return true;
      }
      return false;
    }),
  );
  const difficult = touched.filter((f) => f.difficult);
  if (difficult.length === 0) return { tested: false, difficulty: 0, features: [], conditions: [] };
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

/** Stride of `around`: x, y, radius, figure, 1 for an enemy. */
const B = 5;

/** Every figure of the other units on the table, flat [x, y, r, figure, enemy, …]: built once per check. */
function around(s: OSState, u: number): number[] {
  const out: number[] = [];
  const side = s.info[u]!.side;
  for (let v = 0; v < s.info.length; v++) {
    if (v === u || !onTable(s, v)) continue;
    const info = s.info[v]!;
    for (const g of figuresOf(s, v)) {
      out.push(fget(s, g, F_X), fget(s, g, F_Y), info.radius, g, info.side === side ? 0 : 1);
    }
  }
  return out;
}

/**
 * 4.3 step 4 for unit u's figures at `centres` (flat, figures in order): no overlap with any other base on the
 * table, nor between the unit's own figures. Returns the refusal, or null.
 */
function overlapProblem(
  s: OSState,
  u: number,
  centres: readonly number[],
  bases: readonly number[],
): Result<never> | null {
  const own = figuresOf(s, u);
  const r = s.info[u]!.radius;
  for (let i = 0; i < own.length; i++) {
    const x = centres[2 * i]!;
    const y = centres[2 * i + 1]!;
    for (let j = i + 1; j < own.length; j++) {
      if (basesOverlap(x, y, r, centres[2 * j]!, centres[2 * j + 1]!, r)) {
        const [a, b] = [figureId(s, own[i]!), figureId(s, own[j]!)];
        return fail(
          'OVERLAP',
          'OS-MOVE-6',
          `${a} en ${at(x, y)} et ${b} en ${at(centres[2 * j]!, centres[2 * j + 1]!)} se chevaucheraient à la fin du déplacement ; les socles peuvent se toucher, pas se chevaucher.`,
          `${a} at ${at(x, y)} and ${b} at ${at(centres[2 * j]!, centres[2 * j + 1]!)} would overlap at the end of the move; bases may touch, not overlap.`,
        );
      }
    }
    for (let b = 0; b < bases.length; b += B) {
      if (basesOverlap(x, y, r, bases[b]!, bases[b + 1]!, bases[b + 2]!)) {
        const g = bases[b + 3]!;
        const name = s.info[s.figureUnit[g]!]!.name;
        return fail(
          'OVERLAP',
          'OS-MOVE-6',
          `${figureId(s, own[i]!)} en ${at(x, y)} chevaucherait ${name} (${figureId(s, g)}) ; les socles peuvent se toucher, pas se chevaucher.`,
          `${figureId(s, own[i]!)} at ${at(x, y)} would overlap ${name} (${figureId(s, g)}); bases may touch, not overlap.`,
        );
      }
    }
  }
  return null;
}

/**
 * The Move input at DP-08 checked in section 4.3's order (steps 1–5); returns the paths (mm) and the test, or
 * the refusal with 4.3's error code.
 */
export function moveProblem(
  s: OSState,
  a: Record<string, unknown>,
): Result<{ paths: Record<string, Point[]> }> {
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
  const declared = pathsOf(s, u, a);
  if (!declared.ok) return declared;
  const problem = pathsProblem(s, u, toMillimetres(s, declared.value), around(s, u));
  return problem ?? ok({ paths: declared.value });
}

/** 4.3 steps 2–5 for unit u's declared paths (mm), `others` from `around`: the refusal, or null when legal. */
function pathsProblem(
  s: OSState,
  u: number,
  paths: readonly MovePath[],
  others: readonly number[],
): Result<never> | null {
  const info = s.info[u]!;
  const dice = s.w[G_MOVE]!;
  const r = info.radius;
  // 2. Every path within 2 m per die.
  const max = dice * METRES_PER_DIE * MM;
  for (const { f, pts } of paths) {
    const len = pathLength(pts);
    if (len > max + EPS) {
      return fail(
        'PATH_TOO_LONG',
        'OS-MOVE-2',
        `Le chemin de ${figureId(s, f)} mesure ${m(len)} m, ${over(len - max)} m de trop : au plus ${m(max)} m (${dice} dé(s) × 2 m).`,
        `The path of ${figureId(s, f)} is ${m(len)} m long, ${over(len - max)} m too long: at most ${m(max)} m (${dice} dice × 2 m).`,
      );
    }
  }
  // 3. The swept base crosses no impassable feature and no enemy base (friendly bases may be passed over).
  for (const { f, pts } of paths) {
    for (let i = 2; i + 1 < pts.length; i += 2) {
      const [ax, ay, bx, by] = [pts[i - 2]!, pts[i - 1]!, pts[i]!, pts[i + 1]!];
      for (const feature of s.map.features) {
        if (
          feature.impassable &&
          near(feature, ax, ay, bx, by, r) &&
          compareSegmentPolygonDist(ax, ay, bx, by, feature.poly, r - EPS) < 0
        ) {
          return fail(
            'PATH_BLOCKED_TERRAIN',
            'OS-TERR-7',
            `Le chemin de ${figureId(s, f)} de ${at(ax, ay)} à ${at(bx, by)} fait entrer son socle dans ${feature.name} (${feature.id}), infranchissable : contournez-le.`,
            `The path of ${figureId(s, f)} from ${at(ax, ay)} to ${at(bx, by)} takes its base into ${feature.name} (${feature.id}), which is impassable: go around it.`,
          );
        }
      }
      for (let b = 0; b < others.length; b += B) {
        if (others[b + 4] !== 1) continue;
        if (compareSegmentDist(others[b]!, others[b + 1]!, ax, ay, bx, by, r + others[b + 2]! - EPS) < 0) {
          const g = others[b + 3]!;
          const name = s.info[s.figureUnit[g]!]!.name;
          return fail(
            'PATH_BLOCKED_ENEMY',
            'OS-MOVE-6',
            `Le chemin de ${figureId(s, f)} de ${at(ax, ay)} à ${at(bx, by)} traverse le socle ennemi de ${name} (${figureId(s, g)}) : on passe sur les socles amis, pas ennemis.`,
            `The path of ${figureId(s, f)} from ${at(ax, ay)} to ${at(bx, by)} goes through the enemy base of ${name} (${figureId(s, g)}): bases pass over friends, not enemies.`,
          );
        }
      }
    }
  }
  // 4. Bases wholly on the table at every waypoint (ARB-OS-10), no overlap at the end.
  for (const { f, pts } of paths) {
    for (let i = 2; i + 1 < pts.length; i += 2) {
      if (!baseOnTable(s, pts[i]!, pts[i + 1]!, r)) {
        return fail(
          'OFF_TABLE',
          'OS-MOVE-9',
          `Le socle de ${figureId(s, f)} en ${at(pts[i]!, pts[i + 1]!)} dépasserait du bord de la table (${m(s.map.width)} × ${m(s.map.depth)} m, socle de ${m(r)} m de rayon).`,
          `The base of ${figureId(s, f)} at ${at(pts[i]!, pts[i + 1]!)} would hang over the table's edge (${m(s.map.width)} × ${m(s.map.depth)} m, base radius ${m(r)} m).`,
        );
      }
    }
  }
  const centres = finalCentres(s, u, paths);
  const overlap = overlapProblem(s, u, centres, others);
  if (overlap) return overlap;
  // 5. Coherency after a group's automatic move (OS-MOVE-7, OS-R-21); step 6 is declareMove's.
  if (info.kind === 'grunts' && paths.length > 0 && !moveTest(s, paths).tested) {
    const start = finalCentres(s, u, []);
    const before = coherencyComponents(start, r, s.o.coherencyDistance);
    const after = coherencyComponents(centres, r, s.o.coherencyDistance);
    if (after > before) {
      return fail(
        'COHERENCY',
        'OS-MOVE-7',
        `Après ce déplacement automatique, ${info.name} (${info.id}) serait en ${after} morceaux (il en avait ${before}) : chaque figurine doit rester à ${s.o.coherencyDistance} m bord à bord d'une autre du groupe, en chaîne.`,
        `After this automatic move, ${info.name} (${info.id}) would be in ${after} pieces (it had ${before}): every figure must stay within ${s.o.coherencyDistance} m edge to edge of another of the group, as a chain.`,
      );
    }
  }
  return null;
}

/** DP-08 `move` (validated): an automatic move is applied; a tested one is reported, then DS-MOVE (4.3 step 6). */
export function declareMove(
  s: OSState,
  player: number,
  paths: Record<string, Point[]>,
  events: GameEvent[],
): void {
  const u = s.w[G_UNIT]!;
  const mm = toMillimetres(s, paths);
  const test = moveTest(s, mm);
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
  s.stack.push({ id: 'MOVE', unit: u, owner: player, paths: mm });
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
}

/**
 * 4.3 `moveIntoContact`: the end of the straight line from figure f toward figure g where the bases touch (edge
 * distance 0), a millimetre further back if rounding would make them overlap (mm).
 */
function contactPoint(s: OSState, f: number, g: number): [number, number] {
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

/** 16 directions, 22.5° apart, as unit vectors (tables, no trigonometry). */
const DIRECTIONS: [number, number][] = Array.from({ length: 16 }, (_, k) => {
  const v = unitVector(k * 22_500, vec());
  return [v.x, v.y];
});

/**
 * DP-08 candidates for the Move action (4.3 discretisation): stay; the whole unit translated in 16 directions
 * by a/4, a/2, 3a/4 and a (a = 2 m per die); each figure of a group alone in 8 directions by a; and for every
 * enemy figure within a + the engagement distance, the translation bringing the unit's nearest figure into
 * base contact with it. Only those that validate are kept.
 */
export function moveCandidates(s: OSState): OSAction[] {
  const u = s.w[G_UNIT]!;
  const a = s.w[G_MOVE]! * METRES_PER_DIE * MM;
  const figures = figuresOf(s, u);
  const r = s.info[u]!.radius;
  const bases = around(s, u);
  const at0 = figures.flatMap((f) => [fget(s, f, F_X), fget(s, f, F_Y)]);
  const vectors: [number, number][] = [];
  for (const [dx, dy] of DIRECTIONS) {
    for (const q of [0.25, 0.5, 0.75, 1])
      vectors.push([roundHalfEven(dx * a * q), roundHalfEven(dy * a * q)]);
  }
  for (let v = 0; v < s.info.length; v++) {
    if (s.info[v]!.side === s.info[u]!.side || !onTable(s, v)) continue;
    const rv = s.info[v]!.radius;
    for (const g of figuresOf(s, v)) {
      const gx = fget(s, g, F_X);
      const gy = fget(s, g, F_Y);
      let best = -1;
      let bestD = Infinity;
      for (const f of figures) {
        const d = dist(fget(s, f, F_X), fget(s, f, F_Y), gx, gy);
        if (d < bestD) [best, bestD] = [f, d];
      }
      const gap = bestD - r - rv;
      if (best < 0 || gap <= 0 || gap > a + s.o.engagementDistance * MM + EPS) continue;
      const [x, y] = contactPoint(s, best, g);
      vectors.push([x - fget(s, best, F_X), y - fget(s, best, F_Y)]);
    }
  }
  const out: OSAction[] = [{ type: 'move', paths: {} }];
  // Checked in millimetres (the same steps as moveProblem), offered in metres: mm / 1000 quantises back exactly.
  const keep = (paths: MovePath[]) => {
    // A cheap first cut (any end off the table fails step 4 anyway), then the steps in order.
    if (!paths.every(({ pts }) => baseOnTable(s, pts[2]!, pts[3]!, r)) || pathsProblem(s, u, paths, bases))
      return;
    const input: Record<string, Point[]> = {};
    for (const { f, pts } of paths) input[figureId(s, f)] = [{ x: pts[2]! / MM, y: pts[3]! / MM }];
    out.push({ type: 'move', paths: input });
  };
  const seen = new Set<number>();
  for (const [dx, dy] of vectors) {
    // Vectors are whole millimetres within ±2^20: one number per vector.
    const key = dx * 4_194_304 + dy;
    if ((dx === 0 && dy === 0) || seen.has(key)) continue;
    seen.add(key);
    keep(
      figures.map((f, k) => ({
        f,
        pts: [at0[2 * k]!, at0[2 * k + 1]!, at0[2 * k]! + dx, at0[2 * k + 1]! + dy],
      })),
    );
  }
  if (figures.length > 1) {
    for (const f of figures) {
      for (const [dx, dy] of DIRECTIONS.filter((_, k) => k % 2 === 0)) {
        const [x0, y0] = [fget(s, f, F_X), fget(s, f, F_Y)];
        keep([{ f, pts: [x0, y0, x0 + roundHalfEven(dx * a), y0 + roundHalfEven(dy * a)] }]);
      }
    }
  }
  return out;
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
