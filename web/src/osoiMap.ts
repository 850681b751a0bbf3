/**
 * The OSOI battlefield editor's pure helpers (OsoiMapEditor.tsx): a map spec as the rules take it (metres,
 * MAP-1 or empty to start), pieces placed as rectangles or polygons, moved and deleted, the table resized,
 * every problem in words (the map schema, then `mapProblems`: OS-TERR-1, ARB-OS-93). The account's saved maps:
 * osoiSaved.ts.
 */
import {
  MAP_1,
  TERRAIN,
  type FeatureSpec,
  type MapSpec,
  type TerrainType,
} from '../../src/games/osoi/map.ts';
import { mapProblems } from '../../src/games/osoi/map-check.ts';
import { mapSchema } from '../../src/games/osoi/options.ts';

export type Pt = [number, number];

/** A problem in both languages. */
export interface Problem {
  code: string;
  rule: string | undefined;
  fr: string;
  en: string;
}

/** Coordinates are kept to the centimetre (the battle rounds them to the millimetre). */
export const snap = (v: number): number => Math.round(v * 100) / 100;

/** A new map: MAP-1 (a copy) or an empty table of the given size. */
export function startingMap(from: 'map1' | 'empty', width = 60, depth = 40): MapSpec {
  if (from === 'map1') return structuredClone(MAP_1);
  return { name: 'Nouvelle carte', width, depth, features: [] };
}

/** The rectangle between two corners (any order), counter-clockwise, or null when it is too thin. */
export function rectFrom(a: Pt, b: Pt, min = 0.2): Pt[] | null {
  const x1 = snap(Math.min(a[0], b[0]));
  const x2 = snap(Math.max(a[0], b[0]));
  const y1 = snap(Math.min(a[1], b[1]));
  const y2 = snap(Math.max(a[1], b[1]));
  if (x2 - x1 < min || y2 - y1 < min) return null;
  return [
    [x1, y1],
    [x2, y1],
    [x2, y2],
    [x1, y2],
  ];
}

/** A point clamped onto the table and snapped. */
export function onTable(map: MapSpec, p: Pt): Pt {
  return [snap(Math.max(0, Math.min(map.width, p[0]))), snap(Math.max(0, Math.min(map.depth, p[1])))];
}

export function addPiece(map: MapSpec, type: TerrainType, polygon: Pt[]): MapSpec {
  return { ...map, features: [...map.features, { type, polygon: polygon.map((p) => [p[0], p[1]]) }] };
}

export function deletePiece(map: MapSpec, i: number): MapSpec {
  return { ...map, features: map.features.filter((_, k) => k !== i) };
}

export function retypePiece(map: MapSpec, i: number, type: TerrainType): MapSpec {
  return { ...map, features: map.features.map((f, k) => (k === i ? { ...f, type } : f)) };
}

/**
 * A piece moved by (dx, dy) metres, kept on the table: the move is cut so that no vertex leaves it (a piece
 * already off the table moves freely).
 */
export function movePiece(map: MapSpec, i: number, dx: number, dy: number): MapSpec {
  const f = map.features[i];
  if (!f) return map;
  const xs = f.polygon.map((p) => p[0]);
  const ys = f.polygon.map((p) => p[1]);
  const inside = Math.min(...xs) >= 0 && Math.max(...xs) <= map.width;
  const insideY = Math.min(...ys) >= 0 && Math.max(...ys) <= map.depth;
  const cx = inside ? Math.max(-Math.min(...xs), Math.min(map.width - Math.max(...xs), dx)) : dx;
  const cy = insideY ? Math.max(-Math.min(...ys), Math.min(map.depth - Math.max(...ys), dy)) : dy;
  const moved: FeatureSpec = {
    ...f,
    polygon: f.polygon.map(([x, y]) => [snap(x + cx), snap(y + cy)]),
  };
  return { ...map, features: map.features.map((g, k) => (k === i ? moved : g)) };
}

/** The table resized (5 to 500 m, the map schema's bounds); pieces stay where they are. */
export function resizeTable(map: MapSpec, width: number, depth: number): MapSpec {
  const fit = (v: number) => Math.max(5, Math.min(500, snap(Number.isFinite(v) ? v : 5)));
  return { ...map, width: fit(width), depth: fit(depth) };
}

/** True when p is inside the polygon or on its boundary (even-odd rule). */
export function contains(poly: readonly Pt[], p: Pt): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The topmost piece under p (the last drawn), or -1. */
export function pieceAt(map: MapSpec, p: Pt): number {
  for (let i = map.features.length - 1; i >= 0; i--) {
    if (contains(map.features[i]!.polygon, p)) return i;
  }
  return -1;
}

/** Every problem of the map in words: the schema's first, then the pieces' (OS-TERR-1, ARB-OS-93). */
export function mapSummary(map: MapSpec): { problems: Problem[]; valid: boolean } {
  const parsed = mapSchema.safeParse(map);
  const problems: Problem[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 5)) {
      const where = issue.path.join('.');
      problems.push({
        code: 'map.schema',
        rule: 'OS-SETUP-2',
        fr: `${where || 'carte'} : ${schemaFr(issue.path)}`,
        en: `${where || 'map'}: ${issue.message}`,
      });
    }
  }
  for (const p of mapProblems(map)) {
    problems.push({ code: p.code, rule: p.rule, fr: p.message, en: p.en ?? p.message });
  }
  return { problems, valid: problems.length === 0 };
}

/** The schema's limits in French, by the field at fault. */
function schemaFr(path: PropertyKey[]): string {
  const last = String(path[path.length - 1] ?? '');
  if (last === 'name') return 'nom de 1 à 80 caractères';
  if (last === 'width' || last === 'depth') return 'de 5 à 500 m';
  if (last === 'features') return 'au plus 100 pièces';
  if (last === 'polygon') return 'de 3 à 64 sommets';
  return 'valeur refusée';
}

/** A terrain type's name and its properties (OS-TERR-9) in both languages, for the palette. */
export function terrainLabel(type: TerrainType, lang: 'fr' | 'en'): string {
  const t = TERRAIN[type];
  const yes = lang === 'en' ? 'yes' : 'oui';
  const bits = [
    `${lang === 'en' ? 'cover' : 'couvert'} ${t.cover}`,
    t.difficult ? (lang === 'en' ? 'difficult' : 'difficile') : '',
    t.moveDifficulty > 0 ? `${lang === 'en' ? 'difficulty' : 'difficulté'} ${t.moveDifficulty}` : '',
    t.blocksLOS ? (lang === 'en' ? `blocks LOS: ${yes}` : `bloque la vue : ${yes}`) : '',
    t.impassable ? (lang === 'en' ? 'impassable' : 'infranchissable') : '',
  ].filter((b) => b !== '');
  return `${lang === 'en' ? t.en : t.fr} (${bits.join(', ')})`;
}
