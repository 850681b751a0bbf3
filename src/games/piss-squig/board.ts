/**
 * The 13x13 pit (PS-SETUP-1): squares, the 8 directions, posts, and precomputed neighbour tables.
 * A square is one integer `y * 13 + x`; -1 means "off the board".
 */

export const SIZE = 13;
export const SQUARES = SIZE * SIZE;
/** The Squig's starting square (6,6) (PS-SETUP-1). */
export const CENTRE = 6 * SIZE + 6;
export const OFF = -1;

/** dir(k) for k = 1..8, clockwise from north-west (reference section 1.4); index 0 unused. */
export const DIR_X = [0, -1, 0, 1, 1, 1, 0, -1, -1] as const;
export const DIR_Y = [0, -1, -1, -1, 0, 1, 1, 1, 0] as const;

/** Direction names, for logs. */
export const DIR_NAMES = ['', 'NW', 'N', 'NE', 'E', 'SE', 'S', 'SW', 'W'] as const;

/** left(k) = k-1, cyclic (45° counter-clockwise). */
export function left(k: number): number {
  return k === 1 ? 8 : k - 1;
}

/** right(k) = k+1, cyclic (45° clockwise). */
export function right(k: number): number {
  return k === 8 ? 1 : k + 1;
}

/** The square index of (x, y), or OFF when outside the pit. */
export function sq(x: number, y: number): number {
  return x < 0 || y < 0 || x >= SIZE || y >= SIZE ? OFF : y * SIZE + x;
}

/** Column of a square. */
export function xOf(s: number): number {
  return s % SIZE;
}

/** Row of a square. */
export function yOf(s: number): number {
  return (s / SIZE) | 0;
}

/** Chebyshev distance (reference section 1.4). */
export function distance(a: number, b: number): number {
  return Math.max(Math.abs(xOf(a) - xOf(b)), Math.abs(yOf(a) - yOf(b)));
}

/** Edge squares «le long du grillage»: x or y is 0 or 12. */
export function isEdge(s: number): boolean {
  const x = xOf(s);
  const y = yOf(s);
  return x === 0 || y === 0 || x === SIZE - 1 || y === SIZE - 1;
}

/** STEP[s * 9 + k]: the neighbour of s in direction k, or OFF. Precomputed once. */
export const STEP = new Int16Array(SQUARES * 9).fill(OFF);
for (let s = 0; s < SQUARES; s++) {
  for (let k = 1; k <= 8; k++) STEP[s * 9 + k] = sq(xOf(s) + DIR_X[k]!, yOf(s) + DIR_Y[k]!);
}

/** The neighbour of `s` in direction `k` (1..8), or OFF. */
export function step(s: number, k: number): number {
  return STEP[s * 9 + k]!;
}

/** The direction k with `to = from + dir(k)`, or 0 when they are not adjacent. */
export function directionTo(from: number, to: number): number {
  const dx = xOf(to) - xOf(from);
  const dy = yOf(to) - yOf(from);
  for (let k = 1; k <= 8; k++) if (DIR_X[k] === dx && DIR_Y[k] === dy) return k;
  return 0;
}

/** Post k (1..8) is the edge square (6,6) + 6·dir(k) (PS-R-30). Index 0 unused. */
export const POST_SQUARE: readonly number[] = [
  OFF,
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => sq(6 + 6 * DIR_X[k]!, 6 + 6 * DIR_Y[k]!)),
];

/** The post number on square s, or 0. */
export function postAt(s: number): number {
  const k = POST_SQUARE.indexOf(s);
  return k > 0 ? k : 0;
}

/**
 * Scatter reading of a D8 (PS-SCATTER-1, PS-R-06): with `posts` numbering the face is the direction of
 * post k; with the Blood Bowl template (1 2 3 / 4 · 5 / 6 7 8) the face maps to a direction here.
 */
export const BB_TEMPLATE_DIR = [0, 1, 2, 3, 8, 4, 7, 6, 5] as const;

/** "(x,y)" for logs and messages. */
export function label(s: number): string {
  return s === OFF ? '—' : `(${xOf(s)},${yOf(s)})`;
}
