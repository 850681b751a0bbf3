/**
 * Measuring on the battlefield (OS-TERR-2, OS-TERR-3, OS-MELEE-1, OS-UNIT-9, OS-GEN-8): edge distances between
 * figures and units, line of sight, engagement and coherency, in millimetres on the state's grid. Built on
 * src/geometry (docs/geometry.md).
 */
import { comparePointPolygonDist, dist, segmentCrossesInterior } from '../../geometry/index.ts';
import { EPS, F_ALIVE, F_X, F_Y, fget, MM, type OSState } from './state.ts';
import type { Battlefield, Feature } from './map.ts';
import { LastMemo } from './memo.ts';

/** OS-TERR-2: centre distance minus both radii (may be negative when bases overlap). */
export function figureGap(s: OSState, f: number, g: number): number {
  const rf = s.info[s.figureUnit[f]!]!.radius;
  const rg = s.info[s.figureUnit[g]!]!.radius;
  return dist(fget(s, f, F_X), fget(s, f, F_Y), fget(s, g, F_X), fget(s, g, F_Y)) - rf - rg;
}

/** OS-TERR-3: no blocksLOS feature's interior on the segment joining the two centres (figures never block). */
export function segmentClear(s: OSState, ax: number, ay: number, bx: number, by: number): boolean {
  const memo = clearMemo.of(s.map);
  const known = memo.get(ax, ay, bx, by, 0);
  if (known >= 0) return known === 1;
  let clear = true;
  const { features, boxes } = blockersOf(s.map);
  const minX = (ax < bx ? ax : bx) - 1;
  const maxX = (ax < bx ? bx : ax) + 1;
  const minY = (ay < by ? ay : by) - 1;
  const maxY = (ay < by ? by : ay) + 1;
  for (let j = 0; j < features.length; j++) {
    // Broad phase (segmentNearBox's, with its 1-mm margin): boxes apart, no crossing.
    if (
      minX > boxes[4 * j + 2]! ||
      maxX < boxes[4 * j]! ||
      minY > boxes[4 * j + 3]! ||
      maxY < boxes[4 * j + 1]!
    )
      continue;
    if (segmentCrossesInterior(ax, ay, bx, by, features[j]!.poly, EPS)) {
      clear = false;
      break;
    }
  }
  memo.set(ax, ay, bx, by, 0, clear ? 1 : 0);
  return clear;
}

/** The features of a map that block line of sight, with their boxes (4 numbers each): the last map's kept. */
let blockersMap: Battlefield | null = null;
let blockers: { features: Feature[]; boxes: Int32Array } = { features: [], boxes: new Int32Array(0) };
function blockersOf(map: Battlefield): { features: Feature[]; boxes: Int32Array } {
  if (map !== blockersMap) {
    const features = map.features.filter((f) => f.blocksLOS);
    const boxes = new Int32Array(4 * features.length);
    features.forEach((f, j) => boxes.set(featureBox(f), 4 * j));
    blockers = { features, boxes };
    blockersMap = map;
  }
  return blockers;
}

/** `segmentClear`'s answers per map (memo.ts): a function of the map and the two points only. */
const clearMemo = new LastMemo();

/** A feature's bounding box [minX, minY, maxX, maxY] (mm), computed once per feature. */
const boxes = new WeakMap<Feature, Int32Array>();
export function featureBox(feature: Feature): Int32Array {
  let box = boxes.get(feature);
  if (!box) {
    const p = feature.poly;
    box = Int32Array.of(p[0]!, p[1]!, p[0]!, p[1]!);
    for (let i = 2; i + 1 < p.length; i += 2) {
      if (p[i]! < box[0]!) box[0] = p[i]!;
      if (p[i + 1]! < box[1]!) box[1] = p[i + 1]!;
      if (p[i]! > box[2]!) box[2] = p[i]!;
      if (p[i + 1]! > box[3]!) box[3] = p[i + 1]!;
    }
    boxes.set(feature, box);
  }
  return box;
}

/**
 * Broad phase: whether segment AB's bounding box, grown by `margin` (mm), meets the feature's. False means no
 * point of the segment is within `margin` of the feature (exact: a cheap test before the exact ones).
 */
export function segmentNearBox(
  feature: Feature,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  margin: number,
): boolean {
  const box = featureBox(feature);
  return (
    (ax < bx ? ax : bx) - margin <= box[2]! &&
    (ax < bx ? bx : ax) + margin >= box[0]! &&
    (ay < by ? ay : by) - margin <= box[3]! &&
    (ay < by ? by : ay) + margin >= box[1]!
  );
}

/** OS-TERR-3: figure f sees figure g (symmetric); under OS-R-26's variant, no other base in between. */
export function figureLOS(s: OSState, f: number, g: number): boolean {
  const clear = segmentClear(s, fget(s, f, F_X), fget(s, f, F_Y), fget(s, g, F_X), fget(s, g, F_Y));
  return clear && (!s.o.figuresBlockLOS || figureBetween(s, f, g) < 0);
}

/**
 * OS-R-26 (`cfg.figuresBlockLOS`): the first figure on the table, other than f and g, whose base interior the
 * segment joining their centres passes through (distance to its centre < its radius − ε), or −1. ARB-OS-83.
 */
export function figureBetween(s: OSState, f: number, g: number): number {
  const ax = fget(s, f, F_X);
  const ay = fget(s, f, F_Y);
  const dx = fget(s, g, F_X) - ax;
  const dy = fget(s, g, F_Y) - ay;
  const len2 = dx * dx + dy * dy;
  for (let h = 0; h < s.figureUnit.length; h++) {
    if (h === f || h === g || fget(s, h, F_ALIVE) !== 1) continue;
    const px = fget(s, h, F_X) - ax;
    const py = fget(s, h, F_Y) - ay;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
    const r = s.info[s.figureUnit[h]!]!.radius - EPS;
    if (Math.hypot(px - t * dx, py - t * dy) < r) return h;
  }
  return -1;
}

/** OS-TERR-3: some figure of u sees some figure of v (symmetric). */
export function unitLOS(s: OSState, u: number, v: number): boolean {
  const a = s.info[u]!;
  const b = s.info[v]!;
  for (let f = a.firstFigure; f < a.firstFigure + a.figures; f++) {
    if (fget(s, f, F_ALIVE) !== 1) continue;
    for (let g = b.firstFigure; g < b.firstFigure + b.figures; g++)
      if (fget(s, g, F_ALIVE) === 1 && figureLOS(s, f, g)) return true;
  }
  return false;
}

/**
 * OS-TERR-2: the smallest edge distance over pairs of figures of u and v (only pairs with LOS when `withLOS`,
 * for shooting), in millimetres, never below 0; Infinity when no pair counts.
 */
export function unitDistance(s: OSState, u: number, v: number, withLOS: boolean): number {
  let best = Infinity;
  const a = s.info[u]!;
  const b = s.info[v]!;
  for (let f = a.firstFigure; f < a.firstFigure + a.figures; f++) {
    if (fget(s, f, F_ALIVE) !== 1) continue;
    for (let g = b.firstFigure; g < b.firstFigure + b.figures; g++) {
      if (fget(s, g, F_ALIVE) !== 1 || (withLOS && !figureLOS(s, f, g))) continue;
      const d = Math.max(0, figureGap(s, f, g));
      if (d < best) best = d;
    }
  }
  return best;
}

/** OS-MELEE-1: figures f and g are engaged (edge distance ≤ engagement distance, not through a blocksLOS interior). */
export function figuresEngaged(s: OSState, f: number, g: number): boolean {
  return figureGap(s, f, g) <= s.o.engagementDistance * MM + EPS && figureLOS(s, f, g);
}

/** OS-MELEE-1: some pair of figures of u and v is engaged. */
export function unitsEngaged(s: OSState, u: number, v: number): boolean {
  // Broad phase: centres farther apart on one axis than both radii and the engagement distance (exact).
  const reach = s.info[u]!.radius + s.info[v]!.radius + s.o.engagementDistance * MM + 1;
  const a = s.info[u]!;
  const b = s.info[v]!;
  for (let f = a.firstFigure; f < a.firstFigure + a.figures; f++) {
    if (fget(s, f, F_ALIVE) !== 1) continue;
    const fx = fget(s, f, F_X);
    const fy = fget(s, f, F_Y);
    for (let g = b.firstFigure; g < b.firstFigure + b.figures; g++) {
      if (fget(s, g, F_ALIVE) !== 1) continue;
      const dx = fget(s, g, F_X) - fx;
      const dy = fget(s, g, F_Y) - fy;
      if (dx > reach || dx < -reach || dy > reach || dy < -reach) continue;
      if (figuresEngaged(s, f, g)) return true;
    }
  }
  return false;
}

/**
 * OS-UNIT-9: the number of connected components of figures at the given centres (flat [x, y, …], mm), two
 * figures being linked at edge distance ≤ the coherency distance. 1 means coherent.
 */
export function coherencyComponents(points: readonly number[], radius: number, coherency: number): number {
  return coherencyLabels(points, radius, coherency, null);
}

/**
 * `coherencyComponents`, and when `labels` is given, each figure's component there: equal numbers (in 0 .. n − 1)
 * for figures of one piece.
 */
export function coherencyLabels(
  points: readonly number[],
  radius: number,
  coherency: number,
  labels: number[] | null,
): number {
  const n = points.length >> 1;
  if (parent.length < n) parent = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) parent[i] = i;
  const reach = coherency * MM + EPS;
  let roots = n;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const gap = dist(points[2 * i]!, points[2 * i + 1]!, points[2 * j]!, points[2 * j + 1]!) - 2 * radius;
      if (gap > reach) continue;
      const a = root(i);
      const b = root(j);
      if (a !== b) {
        parent[a] = b;
        roots--;
      }
    }
  }
  if (labels) for (let i = 0; i < n; i++) labels.push(root(i));
  return roots;
}

/** Union-find scratch for `coherencyComponents` (no allocation per call). */
let parent = new Int32Array(64);
function root(i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]!]!;
    i = parent[i]!;
  }
  return i;
}

/** OS-GEN-8: two bases overlap when their centre distance is < r1 + r2 − ε. */
export function basesOverlap(
  ax: number,
  ay: number,
  ar: number,
  bx: number,
  by: number,
  br: number,
): boolean {
  return dist(ax, ay, bx, by) < ar + br - EPS;
}

/** OS-TERR-7 / OS-SETUP-5: a base of radius r at (x, y) overlaps an impassable feature (its name), or null. */
export function impassableAt(s: OSState, x: number, y: number, r: number): string | null {
  for (const feature of s.map.features) {
    if (
      feature.impassable &&
      segmentNearBox(feature, x, y, x, y, r) &&
      comparePointPolygonDist(x, y, feature.poly, r - EPS) < 0
    )
      return feature.name;
  }
  return null;
}

/** OS-MOVE-9 / OS-SETUP-5: the whole base on the table (within ε). */
export function baseOnTable(s: OSState, x: number, y: number, r: number): boolean {
  return x >= r - EPS && y >= r - EPS && x <= s.map.width - r + EPS && y <= s.map.depth - r + EPS;
}
