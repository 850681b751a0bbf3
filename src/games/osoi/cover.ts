/**
 * Cover (OS-TERR-4, OS-TERR-5, OS-R-27): the cover a target figure enjoys against a shooting figure, and the
 * cover of a target unit against a shooting unit — the value at least half of its visible figures enjoy.
 * Exact on the millimetre grid (integer coordinates, signs of squared distances; src/geometry/polygon.ts).
 */
import { comparePointPolygonDist, pointInPolygon, segmentTouchesPolygon } from '../../geometry/index.ts';
import { featureBox, figureLOS } from './geometry.ts';
import type { Battlefield, Feature } from './map.ts';
import { EPS, F_X, F_Y, fget, figuresOf, MM, type OSState } from './state.ts';

/** OS-TERR-4: how far behind a feature a figure still uses it ("at most 1 m"), in millimetres. */
const BEHIND = 1 * MM;

/**
 * OS-TERR-4: c(S, T), the highest cover among the features protecting target figure `t` against shooting
 * figure `sh`: T's centre inside F; or the line of fire meets F (its boundary included, ARB-OS-20: grazing a
 * corner counts), S's centre is not inside F and T's edge distance to F is at most 1 m. Covers never add up.
 */
export function figureCover(s: OSState, sh: number, t: number): number {
  const sx = fget(s, sh, F_X);
  const sy = fget(s, sh, F_Y);
  const tx = fget(s, t, F_X);
  const ty = fget(s, t, F_Y);
  const r = s.info[s.figureUnit[t]!]!.radius;
  let best = 0;
  const { features, boxes } = coversOf(s.map);
  const near = r + BEHIND + 1;
  const minX = (sx < tx ? sx : tx) - 1;
  const maxX = (sx < tx ? tx : sx) + 1;
  const minY = (sy < ty ? sy : ty) - 1;
  const maxY = (sy < ty ? ty : sy) + 1;
  for (let j = 0; j < features.length; j++) {
    const feature = features[j]!;
    // Both tests below need T within r + 1 m (+ EPS) of the feature and the line of fire within EPS of it:
    // box tests first (exact, T being the segment's end; `segmentNearBox`'s margins).
    const b0 = boxes[4 * j]!;
    const b1 = boxes[4 * j + 1]!;
    const b2 = boxes[4 * j + 2]!;
    const b3 = boxes[4 * j + 3]!;
    if (
      feature.cover <= best ||
      tx - near > b2 ||
      tx + near < b0 ||
      ty - near > b3 ||
      ty + near < b1 ||
      minX > b2 ||
      maxX < b0 ||
      minY > b3 ||
      maxY < b1
    )
      continue;
    const poly = feature.poly;
    if (
      pointInPolygon(tx, ty, poly, EPS) ||
      (segmentTouchesPolygon(sx, sy, tx, ty, poly, EPS) &&
        !pointInPolygon(sx, sy, poly, EPS) &&
        comparePointPolygonDist(tx, ty, poly, r + BEHIND + EPS) <= 0)
    ) {
      best = feature.cover;
    }
  }
  return best;
}

/** The features of a map that give cover, with their boxes (4 numbers each): the last map's kept. */
let coversMap: Battlefield | null = null;
let covers: { features: Feature[]; boxes: Int32Array } = { features: [], boxes: new Int32Array(0) };
function coversOf(map: Battlefield): { features: Feature[]; boxes: Int32Array } {
  if (map !== coversMap) {
    const features = map.features.filter((f) => f.cover > 0);
    const boxes = new Int32Array(4 * features.length);
    features.forEach((f, j) => boxes.set(featureBox(f), 4 * j));
    covers = { features, boxes };
    coversMap = map;
  }
  return covers;
}

/**
 * OS-TERR-5 step 1: for each figure of `v` that unit `u` sees, the smallest c(S, T) over the figures S of `u`
 * that see it (a target is only as safe as its most exposed angle); figures nobody sees are left out.
 */
export function visibleCovers(s: OSState, u: number, v: number): { figure: number; cover: number }[] {
  const shooters = figuresOf(s, u);
  const out: { figure: number; cover: number }[] = [];
  for (const t of figuresOf(s, v)) {
    let c = Infinity;
    for (const sh of shooters) {
      if (c === 0) break;
      if (figureLOS(s, sh, t)) c = Math.min(c, figureCover(s, sh, t));
    }
    if (c !== Infinity) out.push({ figure: t, cover: c });
  }
  return out;
}

/**
 * OS-TERR-5: the cover of unit `v` against shooting unit `u`: the visible figures' covers sorted in descending
 * order, the value at position ⌈n/2⌉ (the highest value at least half of them enjoy); 0 when none is visible.
 */
export function unitCover(s: OSState, u: number, v: number): number {
  return coverOfGroup(visibleCovers(s, u, v).map((c) => c.cover));
}

/** OS-TERR-5 steps 2–3 on a list of per-figure covers. */
export function coverOfGroup(covers: readonly number[]): number {
  if (covers.length === 0) return 0;
  const sorted = covers.slice().sort((a, b) => b - a);
  return sorted[Math.ceil(sorted.length / 2) - 1]!;
}
