/**
 * DP-08's Move candidates (section 4.3's discretisation, DP-08): the inputs `legal` offers for the Move action.
 * The rules take any point; these are the reference's suggested set, kept only when `validate` would accept them.
 * Playouts and searches ask for this list at nearly every activation, so it is built for speed: a whole-unit
 * translation is offered in 4.3's `translate` form (one small object, not a path per figure), and a candidate far
 * from everything is accepted by a cheap test that can only say "certainly legal"; anything near an obstacle, a
 * base or the table's edge goes through `pathsFault`, the very check `validate` runs.
 */
import { dist, roundHalfEven, unitVector, vec } from '../../geometry/index.ts';
import type { OSAction, Point } from './actions.ts';
import { figureId } from './damage.ts';
import { coherencyComponents, coherencyLabels } from './geometry.ts';
import type { Battlefield } from './map.ts';
import {
  around,
  B,
  boxOf,
  contactPoint,
  FRIEND,
  impassableOf,
  METRES_PER_DIE,
  OK,
  overlapFault,
  pathsFault,
  type Impassable,
  type MovePath,
} from './movement.ts';
import {
  EPS,
  F_ALIVE,
  F_X,
  F_Y,
  fget,
  figuresOf,
  G_MOVE,
  G_UNIT,
  MM,
  onTable,
  type OSState,
} from './state.ts';

/** 16 directions, 22.5° apart, as unit vectors (tables, no trigonometry). */
const DIRECTIONS: [number, number][] = Array.from({ length: 16 }, (_, k) => {
  const v = unitVector(k * 22_500, vec());
  return [v.x, v.y];
});

/** A group's figure alone moves in 8 of them (every other one, 45° apart): flat [dx, dy, …]. */
const STEPS: readonly number[] = DIRECTIONS.filter((_, d) => d % 2 === 0).flat();

/**
 * The translations of the candidate set for an allowance of `a` mm: 16 directions × a/4, a/2, 3a/4, a, without
 * the null vector and the repeats that rounding makes (flat [dx, dy, …], computed once per allowance).
 */
const translationCache = new Map<number, Int32Array>();
/** The `translate` inputs of those vectors (metres), made once per allowance and frozen: shared by every list. */
const translateInputs = new Map<number, readonly OSAction[]>();
function translations(a: number): Int32Array {
  let out = translationCache.get(a);
  if (!out) {
    const list: number[] = [];
    for (const [dx, dy] of DIRECTIONS) {
      for (const q of [0.25, 0.5, 0.75, 1]) {
        const x = roundHalfEven(dx * a * q);
        const y = roundHalfEven(dy * a * q);
        if (!(x === 0 && y === 0) && !hasVector(list, list.length, x, y)) list.push(x, y);
      }
    }
    out = Int32Array.from(list);
    translationCache.set(a, out);
    const inputs: OSAction[] = [];
    for (let i = 0; i < list.length; i += 2)
      inputs.push(
        Object.freeze({ type: 'move', translate: Object.freeze({ x: list[i]! / MM, y: list[i + 1]! / MM }) }),
      );
    translateInputs.set(a, inputs);
  }
  return out;
}

/** Whether the first `n` numbers of flat `list` hold the vector (x, y). */
function hasVector(list: ArrayLike<number>, n: number, x: number, y: number): boolean {
  for (let i = 0; i < n; i += 2) if (list[i] === x && list[i + 1] === y) return true;
  return false;
}

/**
 * A millimetre of slack on every comparison of the quick test: a candidate that comes within it of a limit is
 * left to `pathsFault`, so the quick test never has to agree with its rounding or its ≤ and <.
 */
const SLACK = 1;

/** What the quick test needs, computed once per `moveCandidates` call (mm). */
interface Surroundings {
  /** The unit's base radius and its figures' centres now (flat). */
  r: number;
  at: number[];
  /** The box of the centres: minX, minY, maxX, maxY. */
  box: [number, number, number, number];
  /** The longest legal path (4.3 step 2). */
  max: number;
  imp: Impassable;
  /** Impassable features whose box some candidate's swept bases may reach (indices into `imp`). */
  features: number[];
  /** The bases and objects within reach (from `around`). */
  bases: number[];
  width: number;
  depth: number;
  /** The figures' bases do not overlap each other now (a rigid move keeps them apart). */
  apart: boolean;
  /**
   * Per figure k of a group (OS-MOVE-7): the pieces the others form without it, and each other figure's piece
   * among them (`pieceOf[k * n + j]`, in 0 .. n − 2; −1 for j = k). Empty for a character.
   */
  restPieces: number[];
  pieceOf: number[];
  /** The coherency distance as `coherencyComponents` measures it. */
  link: number;
  /** The group's pieces now (OS-MOVE-7), −1 for a character. */
  before: number;
  /** The boxes of the difficult features some candidate's path may come near (flat, 4 numbers each). */
  difficult: number[];
  /**
   * How far (mm, on each axis) the whole unit may be translated with every quick test passing: the least gap,
   * measured axis by axis from the unit's box, to a base or object (less both radii and the slack), to an
   * impassable feature's box (less the radius and the slack) and to the table's edges.
   */
  free: number;
}

/** Whether feature j's box meets the box [x0, y0, x1, y1] (mm). */
function featureMeets(b: Float64Array, j: number, x0: number, y0: number, x1: number, y1: number): boolean {
  return x0 <= b[4 * j + 2]! && x1 >= b[4 * j]! && y0 <= b[4 * j + 3]! && y1 >= b[4 * j + 1]!;
}

/**
 * The half of the quick test that does not look at the bases: paths no longer than the allowance (the same sum as
 * `pathLength`'s on the same integers, one straight segment: no slack needed), the final box [x0, y0, x1, y1]
 * wholly on the table and the swept box [sx0, sy0, sx1, sy1] clear of every impassable feature's box, both by
 * more than the slack (4.3 steps 2–4).
 */
function clearOfTerrain(
  c: Surroundings,
  len: number,
  sx0: number,
  sy0: number,
  sx1: number,
  sy1: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  const r = c.r;
  if (len > c.max + EPS) return false;
  if (x0 < r + SLACK || y0 < r + SLACK || x1 > c.width - r - SLACK || y1 > c.depth - r - SLACK) return false;
  const m = r + SLACK;
  for (const j of c.features)
    if (featureMeets(c.imp.boxes, j, sx0 - m, sy0 - m, sx1 + m, sy1 + m)) return false;
  return true;
}

/**
 * Certainly legal (4.3 steps 2–5, as `pathsFault` would find): the figures whose centres span the box
 * [x0, y0, x1, y1] after the move, swept from the box [sx0, sy0, sx1, sy1] (the centres' extent along the way),
 * by paths no longer than `len`, touch no impassable feature's box, no enemy base or object, stay on the table
 * and overlap no other base, all by more than the slack. False means "ask `pathsFault`", not "illegal".
 */
function clearOfEverything(
  c: Surroundings,
  len: number,
  sx0: number,
  sy0: number,
  sx1: number,
  sy1: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  if (!clearOfTerrain(c, len, sx0, sy0, sx1, sy1, x0, y0, x1, y1)) return false;
  const m = c.r + SLACK;
  const bases = c.bases;
  for (let b = 0; b < bases.length; b += B) {
    const reach = m + bases[b + 2]!;
    const px = bases[b]!;
    const py = bases[b + 1]!;
    // 3. An enemy base or an object anywhere near the swept box; 4. any base near the final box.
    if (
      bases[b + 4] !== FRIEND &&
      px > sx0 - reach &&
      px < sx1 + reach &&
      py > sy0 - reach &&
      py < sy1 + reach
    )
      return false;
    if (px > x0 - reach && px < x1 + reach && py > y0 - reach && py < y1 + reach) return false;
  }
  return true;
}

/** Squared distance from P to segment AB (floating point: used only with the slack). */
function segmentDistSq(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/**
 * One figure moved straight from A to B: certainly legal as far as the terrain, the other bases and objects and
 * the table go (`clearOfEverything` for one figure, with true distances to the bases instead of boxes, each
 * still a slack away from its limit).
 */
function clearFigure(c: Surroundings, len: number, ax: number, ay: number, bx: number, by: number): boolean {
  const sx0 = ax < bx ? ax : bx;
  const sy0 = ay < by ? ay : by;
  const sx1 = ax < bx ? bx : ax;
  const sy1 = ay < by ? by : ay;
  if (!clearOfTerrain(c, len, sx0, sy0, sx1, sy1, bx, by, bx, by)) return false;
  const m = c.r + SLACK;
  const bases = c.bases;
  for (let b = 0; b < bases.length; b += B) {
    const reach = m + bases[b + 2]!;
    const px = bases[b]!;
    const py = bases[b + 1]!;
    // 3. The swept base keeps clear of enemy bases and objects; 4. it ends clear of every base.
    if (
      bases[b + 4] !== FRIEND &&
      px > sx0 - reach &&
      px < sx1 + reach &&
      py > sy0 - reach &&
      py < sy1 + reach
    )
      if (segmentDistSq(px, py, ax, ay, bx, by) < reach * reach) return false;
    const ex = px - bx;
    const ey = py - by;
    if (ex < reach && ex > -reach && ey < reach && ey > -reach && ex * ex + ey * ey < reach * reach)
      return false;
  }
  return true;
}

/**
 * The whole unit moved by (dx, dy): certainly legal (see `clearOfEverything`). The box of all the figures first;
 * when something is near it (a group spans metres), each figure's own swept box.
 */
function clearTranslation(c: Surroundings, dx: number, dy: number): boolean {
  if (!c.apart) return false;
  const len = dist(0, 0, dx, dy);
  // Within the free room on both axes: every test below passes (one comparison for most candidates).
  if (dx < c.free && dx > -c.free && dy < c.free && dy > -c.free && len <= c.max + EPS) return true;
  const box = c.box;
  const x0 = box[0];
  const y0 = box[1];
  const x1 = box[2];
  const y1 = box[3];
  if (
    clearOfEverything(
      c,
      len,
      x0 + (dx < 0 ? dx : 0),
      y0 + (dy < 0 ? dy : 0),
      x1 + (dx > 0 ? dx : 0),
      y1 + (dy > 0 ? dy : 0),
      x0 + dx,
      y0 + dy,
      x1 + dx,
      y1 + dy,
    )
  )
    return true;
  const at = c.at;
  for (let k = 0; k < at.length; k += 2)
    if (!clearFigure(c, len, at[k]!, at[k + 1]!, at[k]! + dx, at[k + 1]! + dy)) return false;
  return true;
}

/**
 * The whole unit moved by (dx, dy): certainly refused — a figure would end with its base on another base or an
 * object by more than the slack (4.3 step 4's overlap, which the move cannot escape unless it leaves the table,
 * OS-R-24's variant: the caller asks only without it).
 */
function endsOnABase(c: Surroundings, dx: number, dy: number): boolean {
  const at = c.at;
  const bases = c.bases;
  for (let k = 0; k < at.length; k += 2) {
    const x = at[k]! + dx;
    const y = at[k + 1]! + dy;
    for (let b = 0; b < bases.length; b += B) {
      const reach = c.r + bases[b + 2]! - SLACK;
      const ex = bases[b]! - x;
      const ey = bases[b + 1]! - y;
      if (ex < reach && ex > -reach && ey < reach && ey > -reach && ex * ex + ey * ey < reach * reach)
        return true;
    }
  }
  return false;
}

/**
 * The pieces of figure k's group after it alone moves to (x, y) (OS-MOVE-7, as `coherencyComponents` counts
 * them): the others' pieces, plus k, less one for each of their pieces k ends linked to. −1 when some other figure
 * ends within the slack of the coherency distance (linked or not is `pathsFault`'s to say), or the group is too
 * large for the bit mask.
 */
function piecesAfter(c: Surroundings, k: number, x: number, y: number): number {
  const at = c.at;
  const n = at.length >> 1;
  if (n > 31) return -1;
  let after = c.restPieces[k]! + 1;
  let joined = 0;
  for (let j = 0; j < n; j++) {
    if (j === k) continue;
    const gap = dist(x, y, at[2 * j]!, at[2 * j + 1]!) - 2 * c.r;
    if (gap > c.link + SLACK) continue;
    if (gap > c.link - SLACK) return -1;
    const bit = 1 << c.pieceOf[k * n + j]!;
    if ((joined & bit) === 0) {
      joined |= bit;
      after--;
    }
  }
  return after;
}

/**
 * Figure k of a group alone moved to (x, y): certainly legal — clear of everything, of its own group's other
 * bases, and leaving the group in no more pieces than before (OS-MOVE-7).
 */
function clearStep(c: Surroundings, k: number, x: number, y: number): boolean {
  // The others keep their places: `pathsFault` checks them against each other too.
  if (!c.apart) return false;
  const at = c.at;
  for (let j = 0; j < at.length; j += 2) {
    if (j !== 2 * k && dist(x, y, at[j]!, at[j + 1]!) - 2 * c.r < SLACK) return false;
  }
  const after = piecesAfter(c, k, x, y);
  if (after < 0 || after > c.before) return false;
  return clearFigure(c, dist(at[2 * k]!, at[2 * k + 1]!, x, y), at[2 * k]!, at[2 * k + 1]!, x, y);
}

/**
 * Figure k of a group alone moved to (x, y): certainly illegal — its base ends on another of the group's, or the
 * group ends in more pieces than before while its path comes nowhere near a difficult feature (so the move is
 * automatic: OS-MOVE-7 refuses it, 4.3 step 5).
 */
function certainlyRefused(c: Surroundings, k: number, x: number, y: number): boolean {
  const at = c.at;
  // 4.3 step 4: its base would overlap another of the group's (bases may touch, not overlap).
  for (let j = 0; j < at.length; j += 2)
    if (j !== 2 * k && dist(x, y, at[j]!, at[j + 1]!) - 2 * c.r < -SLACK) return true;
  if (c.before < 1) return false;
  const after = piecesAfter(c, k, x, y);
  if (after < 0 || after <= c.before) return false;
  const x0 = at[2 * k]!;
  const y0 = at[2 * k + 1]!;
  const sx0 = Math.min(x0, x) - 2 * SLACK;
  const sy0 = Math.min(y0, y) - 2 * SLACK;
  const sx1 = Math.max(x0, x) + 2 * SLACK;
  const sy1 = Math.max(y0, y) + 2 * SLACK;
  const d = c.difficult;
  for (let i = 0; i < d.length; i += 4)
    if (sx0 <= d[i + 2]! && sx1 >= d[i]! && sy0 <= d[i + 3]! && sy1 >= d[i + 1]!) return false;
  return true;
}

/** The boxes of a map's difficult features (flat, 4 numbers each), computed once per map. */
const difficultCache = new WeakMap<Battlefield, number[]>();
function difficultBoxes(map: Battlefield): number[] {
  let out = difficultCache.get(map);
  if (!out) {
    out = map.features.filter((f) => f.difficult).flatMap((f) => boxOf(f));
    difficultCache.set(map, out);
  }
  return out;
}

function surroundings(s: OSState, u: number, figures: readonly number[], a: number): Surroundings {
  const r = s.info[u]!.radius;
  const at: number[] = [];
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of figures) {
    const x = fget(s, f, F_X);
    const y = fget(s, f, F_Y);
    at.push(x, y);
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  const imp = impassableOf(s.map);
  const reach = a + r + 2 * SLACK;
  const features: number[] = [];
  for (let j = 0; j < imp.features.length; j++) {
    if (featureMeets(imp.boxes, j, box[0] - reach, box[1] - reach, box[2] + reach, box[3] + reach))
      features.push(j);
  }
  const difficult: number[] = [];
  const boxes = difficultBoxes(s.map);
  for (let i = 0; i < boxes.length; i += 4) {
    if (boxes[i]! <= box[2] + reach && boxes[i + 2]! >= box[0] - reach)
      if (boxes[i + 1]! <= box[3] + reach && boxes[i + 3]! >= box[1] - reach)
        difficult.push(boxes[i]!, boxes[i + 1]!, boxes[i + 2]!, boxes[i + 3]!);
  }
  const n = figures.length;
  const grunts = s.info[u]!.kind === 'grunts';
  const restPieces: number[] = [];
  const pieceOf: number[] = [];
  if (grunts && n >= 2) {
    const rest: number[] = [];
    const labels: number[] = [];
    for (let k = 0; k < n; k++) {
      rest.length = 0;
      labels.length = 0;
      for (let i = 0; i < n; i++) if (i !== k) rest.push(at[2 * i]!, at[2 * i + 1]!);
      restPieces.push(coherencyLabels(rest, r, s.o.coherencyDistance, labels));
      for (let j = 0, i = 0; j < n; j++) pieceOf.push(j === k ? -1 : labels[i++]!);
    }
  }
  const bases = around(s, u, { at, reach: a + r + EPS });
  return {
    r,
    at,
    box,
    max: s.w[G_MOVE]! * METRES_PER_DIE * MM,
    imp,
    features,
    bases,
    width: s.map.width,
    depth: s.map.depth,
    apart: overlapFault(figures, r, at, []) === OK,
    restPieces,
    pieceOf,
    link: s.o.coherencyDistance * MM,
    before: s.info[u]!.kind === 'grunts' ? coherencyComponents(at, r, s.o.coherencyDistance) : -1,
    difficult,
    free: freeRoom(s, r, box, imp, features, bases),
  };
}

/** `Surroundings.free`: the Chebyshev gaps from the unit's box (see there). */
function freeRoom(
  s: OSState,
  r: number,
  box: readonly number[],
  imp: Impassable,
  features: readonly number[],
  bases: readonly number[],
): number {
  const [x0, y0, x1, y1] = box as [number, number, number, number];
  const m = r + SLACK;
  let free = Math.min(x0 - m, y0 - m, s.map.width - m - x1, s.map.depth - m - y1);
  for (let b = 0; b < bases.length; b += B) {
    const px = bases[b]!;
    const py = bases[b + 1]!;
    const gap = Math.max(x0 - px, px - x1, y0 - py, py - y1) - m - bases[b + 2]!;
    if (gap < free) free = gap;
  }
  const fb = imp.boxes;
  for (const j of features) {
    const gap = Math.max(fb[4 * j]! - x1, x0 - fb[4 * j + 2]!, fb[4 * j + 1]! - y1, y0 - fb[4 * j + 3]!) - m;
    if (gap < free) free = gap;
  }
  return free;
}

/**
 * DP-08 candidates for the Move action (4.3 discretisation): stay; the whole unit translated in 16 directions
 * by a/4, a/2, 3a/4 and a (a = 2 m per die); each figure of a group alone in 8 directions by a; and for every
 * enemy figure within a + the engagement distance, the translation bringing the unit's nearest figure into
 * base contact with it. Only those that `pathsFault` accepts are kept: the same check as `validate`'s (`all`:
 * every one, unchecked, for the test that the kept ones are exactly those `validate` accepts).
 */
export function moveCandidates(s: OSState, all = false): OSAction[] {
  const u = s.w[G_UNIT]!;
  const info = s.info[u]!;
  const a = s.w[G_MOVE]! * METRES_PER_DIE * MM;
  const figures = figuresOf(s, u);
  const n = figures.length;
  const r = info.radius;
  const c = surroundings(s, u, figures, a);
  const at0 = c.at;
  const bases = c.bases;
  const before = c.before;
  const fixed = translations(a);
  const inputs = translateInputs.get(a)!;
  const contacts: number[] = [];
  for (let v = 0; v < s.info.length; v++) {
    if (s.info[v]!.side === info.side || !onTable(s, v)) continue;
    const rv = s.info[v]!.radius;
    const first = s.info[v]!.firstFigure;
    for (let g = first; g < first + s.info[v]!.figures; g++) {
      if (fget(s, g, F_ALIVE) !== 1) continue;
      const gx = fget(s, g, F_X);
      const gy = fget(s, g, F_Y);
      let best = -1;
      let bestD = Infinity;
      for (let k = 0; k < n; k++) {
        const d = dist(at0[2 * k]!, at0[2 * k + 1]!, gx, gy);
        if (d < bestD) {
          best = figures[k]!;
          bestD = d;
        }
      }
      const gap = bestD - r - rv;
      if (best < 0 || gap <= 0 || gap > a + s.o.engagementDistance * MM + EPS) continue;
      const [x, y] = contactPoint(s, best, g);
      contacts.push(x - fget(s, best, F_X), y - fget(s, best, F_Y));
    }
  }
  const out: OSAction[] = [{ type: 'move', paths: {} }];
  // A cheap first cut: any end off the table fails step 4 anyway (not with the variant, where it may leave).
  const cut = !all && !s.o.allowLeavingTable;
  const minX = r - EPS;
  const maxX = s.map.width - r + EPS;
  const maxY = s.map.depth - r + EPS;
  // (Tests inline, not a closure: one less function made per call.)
  // Checked in millimetres on scratch paths, offered in metres: mm / 1000 quantises back exactly.
  let whole: MovePath[] | null = null;
  const box = c.box;
  const bx0 = box[0];
  const by0 = box[1];
  const bx1 = box[2];
  const by1 = box[3];
  const count = fixed.length + contacts.length;
  for (let v = 0; v < count; v += 2) {
    let dx: number;
    let dy: number;
    if (v < fixed.length) {
      dx = fixed[v]!;
      dy = fixed[v + 1]!;
    } else {
      // A contact vector already among the translations or the contacts before it is not offered twice.
      const k = v - fixed.length;
      dx = contacts[k]!;
      dy = contacts[k + 1]!;
      if ((dx === 0 && dy === 0) || hasVector(fixed, fixed.length, dx, dy) || hasVector(contacts, k, dx, dy))
        continue;
    }
    // The unit's extreme figures are the first to leave the table.
    if (cut && (bx0 + dx < minX || by0 + dy < minX || bx1 + dx > maxX || by1 + dy > maxY)) continue;
    if (!all && !clearTranslation(c, dx, dy)) {
      if (cut && endsOnABase(c, dx, dy)) continue;
      for (let k = 0; k < n; k++) {
        whole ??= figures.map((f, j) => ({ f, pts: [at0[2 * j]!, at0[2 * j + 1]!, 0, 0] }));
        const pts = whole[k]!.pts;
        pts[2] = at0[2 * k]! + dx;
        pts[3] = at0[2 * k + 1]! + dy;
      }
      if (pathsFault(s, u, whole!, bases, before, c.apart) !== OK) continue;
    }
    out.push(v < fixed.length ? inputs[v >> 1]! : { type: 'move', translate: { x: dx / MM, y: dy / MM } });
  }
  if (n > 1) {
    const ids: string[] = [];
    const one: MovePath[] = [{ f: 0, pts: [0, 0, 0, 0] }];
    for (let k = 0; k < n; k++) {
      const x0 = at0[2 * k]!;
      const y0 = at0[2 * k + 1]!;
      for (let d = 0; d < STEPS.length; d += 2) {
        const x = x0 + roundHalfEven(STEPS[d]! * a);
        const y = y0 + roundHalfEven(STEPS[d + 1]! * a);
        if (cut && (x < minX || y < minX || x > maxX || y > maxY)) continue;
        if (!all && certainlyRefused(c, k, x, y)) continue;
        if (!all && !clearStep(c, k, x, y)) {
          one[0] = { f: figures[k]!, pts: [x0, y0, x, y] };
          if (pathsFault(s, u, one, bases, before) !== OK) continue;
        }
        const path: Record<string, Point[]> = {};
        path[(ids[k] ??= figureId(s, figures[k]!))] = [{ x: x / MM, y: y / MM }];
        out.push({ type: 'move', paths: path });
      }
    }
  }
  return out;
}
