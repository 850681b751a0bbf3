/**
 * DP-05's candidates (section 4.1: bots sample points in the zone): for each unit still to deploy, its figures
 * in a tight row at a few places of its zone. A row's fate splits in two: whether it fits the table, the zone,
 * the terrain and the scenario's objects, which depends only on the unit, the map and the zone's bands (known
 * once, kept with the unit's info), and whether the figures already on the table leave room for it, checked at
 * each call. Both halves together are exactly `deployProblem`'s checks.
 */
import { quantise } from '../../geometry/index.ts';
import type { OSAction, Point } from './actions.ts';
import { basesOverlap } from './geometry.ts';
import { enemyGap, scenarioBands } from './scenario-setup.ts';
import { deployProblem, zoneOf } from './setup.ts';
import { cloneState, F_ALIVE, F_X, F_Y, fget, fset, MM, type OSState, type UnitInfo } from './state.ts';

/** The rows offered at each place: the first that fits is taken (a place is skipped when none does). */
interface Places {
  /** Per place, its rows in order of preference, each with whether it fits the empty table. */
  places: { row: Point[]; mm: number[]; fits: boolean }[][];
  /** The crowded zone's fallback: every row of the 1-m grid, in order (made when first needed). */
  grid: { row: Point[]; mm: number[]; fits: boolean }[] | null;
  /** The state the rows were checked on: no figure on the table. */
  empty: OSState;
}

/** Per unit (shared between clones, like its info) and zone bands: the rows and how they fit the empty table. */
const placesCache = new WeakMap<UnitInfo, { player: number; bands: [number, number][]; places: Places }[]>();

function sameBands(a: readonly [number, number][], b: readonly [number, number][]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]![0] !== b[i]![0] || a[i]![1] !== b[i]![1]) return false;
  return true;
}

function rowOf(row: Point[], empty: OSState, player: number, u: number) {
  const mm: number[] = [];
  for (const q of row) mm.push(quantise(q.x, MM), quantise(q.y, MM));
  // Shared by every call and clone: frozen, so that no holder of an input can change another's.
  row.forEach((q) => Object.freeze(q));
  return { row: Object.freeze(row) as Point[], mm, fits: deployProblem(empty, player, u, row).ok };
}

/** The 1-m grid of the zone's bands, row by row. */
function gridOf(
  p: Places,
  player: number,
  u: number,
  bands: [number, number][],
): NonNullable<Places['grid']> {
  const s = p.empty;
  const info = s.info[u]!;
  const width = s.map.width / MM;
  const grid: Places['grid'] = [];
  for (const [minY, maxY] of bands) {
    for (let gy = minY / MM + 0.5; gy <= maxY / MM - 0.5; gy += 1) {
      for (let gx = 0.5; gx <= width - 0.5; gx += 1) {
        const row = Array.from({ length: info.figures }, (_, k) => ({ x: gx + k * 1.5, y: gy }));
        grid.push(rowOf(row, s, player, u));
      }
    }
  }
  return grid;
}

/**
 * The rows of unit u: its figures 1.5 m apart (centres) at 7 places across the middle line of each band, else 2 m
 * nearer either edge of it (or, when the zone has several bands, 1 m inside them: a scenario's distance to the
 * enemy, SC-2); and the 1-m grid for a crowded zone.
 */
function placesOf(s: OSState, player: number, u: number, bands: [number, number][]): Places {
  const info = s.info[u]!;
  let known = placesCache.get(info);
  if (!known) placesCache.set(info, (known = []));
  // A unit meets one or two sets of bands in a battle: a short list compared number by number.
  for (const k of known) if (k.player === player && sameBands(k.bands, bands)) return k.places;
  // The same state with no figure on the table: only the checks that do not depend on the others remain.
  const empty = cloneState(s);
  for (let f = 0; f < s.figureUnit.length; f++) fset(empty, f, F_ALIVE, 0);
  const width = s.map.width / MM;
  const places: Places['places'] = [];
  for (const [minY, maxY] of bands) {
    const y = (minY + maxY) / 2 / MM;
    const ys = [0, -2, 2].map((dy) => y + dy);
    if (bands.length > 1) ys.push(minY / MM + 1, maxY / MM - 1);
    for (let i = 1; i <= 7; i++) {
      const cx = (width * i) / 8;
      places.push(
        ys.map((ry) => {
          const row: Point[] = [];
          for (let k = 0; k < info.figures; k++)
            row.push({ x: cx + (k - (info.figures - 1) / 2) * 1.5, y: ry });
          return rowOf(row, empty, player, u);
        }),
      );
    }
  }
  const p: Places = { places, grid: null, empty };
  known.push({ player, bands, places: p });
  return p;
}

/**
 * The figures on the table as unit u's placement sees them, flat [x, y, overlap reach, gap reach, …] (mm): bases
 * overlap within r + r' (OS-SETUP-5), and an enemy must stay `enemyGap` + r + r' away (OS-SCEN-2, 0: none).
 */
function crowdOf(s: OSState, u: number): number[] {
  const info = s.info[u]!;
  const gap = enemyGap(s, info.side);
  const out: number[] = [];
  for (let g = 0; g < s.figureUnit.length; g++) {
    if (fget(s, g, F_ALIVE) !== 1) continue;
    const other = s.info[s.figureUnit[g]!]!;
    const reach = info.radius + other.radius;
    out.push(
      fget(s, g, F_X),
      fget(s, g, F_Y),
      reach,
      gap > 0 && other.side !== info.side ? Math.round(gap * MM) + reach : 0,
    );
  }
  return out;
}

/**
 * The checks of `deployProblem` that depend on the figures on the table: no overlap with any of them and the
 * scenario's distance to enemies, with the same arithmetic (`crowd` from `crowdOf`, the row's centres in mm).
 */
function roomFor(s: OSState, u: number, crowd: readonly number[], mm: readonly number[]): boolean {
  const r = s.info[u]!.radius;
  for (let i = 0; i < crowd.length; i += 4) {
    const gx = crowd[i]!;
    const gy = crowd[i + 1]!;
    const reach = crowd[i + 2]!;
    const far = crowd[i + 3]!;
    for (let k = 0; k < mm.length; k += 2) {
      const dx = gx - mm[k]!;
      const dy = gy - mm[k + 1]!;
      if (
        dx < reach &&
        dx > -reach &&
        dy < reach &&
        dy > -reach &&
        basesOverlap(mm[k]!, mm[k + 1]!, r, gx, gy, reach - r)
      )
        return false;
      if (far > 0 && dx * dx + dy * dy < far * far) return false;
    }
  }
  return true;
}

/**
 * DP-05 candidates for unit u: at each place, the first of its rows that validates; when no place has one (a
 * crowded zone), the first row of the 1-m grid that does.
 */
export function deployments(s: OSState, player: number, u: number): OSAction[] {
  const info = s.info[u]!;
  const bands = scenarioBands(s, player) ?? [zoneOf(s, player)];
  const p = placesOf(s, player, u, bands);
  const crowd = crowdOf(s, u);
  const out: OSAction[] = [];
  for (const rows of p.places) {
    const first = rows.find((x) => x.fits && roomFor(s, u, crowd, x.mm));
    if (first) out.push({ type: 'deploy', unit: info.id, positions: first.row });
  }
  if (out.length === 0) {
    const first = (p.grid ??= gridOf(p, player, u, bands)).find((x) => x.fits && roomFor(s, u, crowd, x.mm));
    if (first) out.push({ type: 'deploy', unit: info.id, positions: first.row });
  }
  return out;
}
