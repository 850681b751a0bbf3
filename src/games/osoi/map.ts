/**
 * Battlefields (OS-SETUP-2, OS-TERR-1, OS-TERR-9, OS-SCEN-4): the table size and terrain features as polygons
 * with their properties. A map names each feature's type; the type gives the default properties, which the
 * map may override. Coordinates are metres in maps and options, millimetres (integers) once set up.
 */
import { MM } from './state.ts';

export const TERRAIN_TYPES = [
  'grove',
  'denseWoods',
  'hedge',
  'lowWall',
  'ruins',
  'swamp',
  'ford',
  'building',
] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];

export interface TerrainProps {
  cover: number;
  difficult: boolean;
  moveDifficulty: number;
  blocksLOS: boolean;
  impassable: boolean;
  tags: string[];
}

/** OS-TERR-9: the default properties of each terrain type, with its French and English names. */
export const TERRAIN: Record<TerrainType, TerrainProps & { fr: string; en: string }> = {
  grove: {
    fr: 'Bosquet',
    en: 'Grove',
    cover: 1,
    difficult: false,
    moveDifficulty: 0,
    blocksLOS: false,
    impassable: false,
    tags: ['wood'],
  },
  denseWoods: {
    fr: 'Forêt dense',
    en: 'Dense woods',
    cover: 1,
    difficult: true,
    moveDifficulty: 0,
    blocksLOS: false,
    impassable: false,
    tags: ['wood'],
  },
  hedge: {
    fr: 'Haie',
    en: 'Hedge',
    cover: 1,
    difficult: false,
    moveDifficulty: 0,
    blocksLOS: false,
    impassable: false,
    tags: ['linear'],
  },
  lowWall: {
    fr: 'Muret',
    en: 'Low wall',
    cover: 2,
    difficult: false,
    moveDifficulty: 0,
    blocksLOS: false,
    impassable: false,
    tags: ['linear'],
  },
  ruins: {
    fr: 'Ruines',
    en: 'Ruins',
    cover: 2,
    difficult: true,
    moveDifficulty: 0,
    blocksLOS: false,
    impassable: false,
    tags: ['rubble'],
  },
  swamp: {
    fr: 'Marécage',
    en: 'Swamp',
    cover: 0,
    difficult: true,
    moveDifficulty: 0,
    blocksLOS: false,
    impassable: false,
    tags: ['mud'],
  },
  ford: {
    fr: 'Gué',
    en: 'Ford',
    cover: 0,
    difficult: true,
    moveDifficulty: 1,
    blocksLOS: false,
    impassable: false,
    tags: ['water'],
  },
  building: {
    fr: 'Bâtiment',
    en: 'Building',
    cover: 0,
    difficult: false,
    moveDifficulty: 0,
    blocksLOS: true,
    impassable: true,
    tags: ['solid'],
  },
};

/** A feature as a map gives it (metres). */
export interface FeatureSpec extends Partial<TerrainProps> {
  type: TerrainType;
  name?: string;
  /** Vertices [[x, y], …] in metres; a simple polygon, closed implicitly. */
  polygon: [number, number][];
}

/** A map as options give it (metres). */
export interface MapSpec {
  name: string;
  width: number;
  depth: number;
  features: FeatureSpec[];
}

/** A feature set up: its properties complete and its polygon flat, in millimetres. */
export interface Feature extends TerrainProps {
  id: string;
  type: TerrainType;
  name: string;
  poly: Int32Array;
}

export interface Battlefield {
  name: string;
  /** Table size in millimetres. */
  width: number;
  depth: number;
  features: Feature[];
}

/** A rectangle x1–x2 × y1–y2 as a polygon (counter-clockwise). */
export function rect(x1: number, x2: number, y1: number, y2: number): [number, number][] {
  return [
    [x1, y1],
    [x2, y1],
    [x2, y2],
    [x1, y2],
  ];
}

/** OS-SCEN-4: MAP-1, the default 60 × 40 m map. */
export const MAP_1: MapSpec = {
  name: 'MAP-1',
  width: 60,
  depth: 40,
  features: [
    { type: 'grove', polygon: rect(12, 20, 14, 22) },
    { type: 'lowWall', polygon: rect(22, 32, 16.8, 17.2) },
    { type: 'swamp', polygon: rect(26, 34, 22, 30) },
    { type: 'ruins', polygon: rect(36, 44, 10, 16) },
    { type: 'building', polygon: rect(44, 50, 24, 30) },
    { type: 'hedge', polygon: rect(4, 12, 27.8, 28.2) },
  ],
};

/** A map spec set up: type defaults filled in, coordinates in millimetres. */
export function buildBattlefield(spec: MapSpec): Battlefield {
  return {
    name: spec.name,
    width: Math.round(spec.width * MM),
    depth: Math.round(spec.depth * MM),
    features: spec.features.map((f, i) => {
      const t = TERRAIN[f.type];
      return {
        id: `F${i + 1}`,
        type: f.type,
        name: f.name ?? t.fr,
        cover: f.cover ?? t.cover,
        difficult: f.difficult ?? t.difficult,
        moveDifficulty: f.moveDifficulty ?? t.moveDifficulty,
        blocksLOS: f.blocksLOS ?? t.blocksLOS,
        impassable: f.impassable ?? t.impassable,
        tags: f.tags ?? t.tags,
        poly: Int32Array.from(f.polygon.flatMap(([x, y]) => [Math.round(x * MM), Math.round(y * MM)])),
      };
    }),
  };
}
