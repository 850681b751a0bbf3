/**
 * Quantisation: every coordinate, length or radius that enters a game state is an integer number of
 * quanta, so a state hash never depends on the last bit of a float (docs/geometry.md).
 *
 * A grid names the quantum: `perUnit` quanta per reference unit and the reference's tolerance ε in quanta.
 * - Spark Ball: 1000 quanta per inch (a quantum is the reference's ε = 0.001 in, SB-R-04), ε = 1 quantum.
 * - OSOI: 1000 quanta per metre (millimetres); its ε is 1e-6 m (OS-GEN-8) = 0.001 quantum, see the note on
 *   OSOI in docs/geometry.md (a quantum coarser than ε).
 */

/** A quantisation grid: quanta per reference unit, and the reference's ε expressed in quanta. */
export interface Grid {
  readonly perUnit: number;
  readonly epsilon: number;
}

/** Spark Ball: thousandths of an inch; ε = 0.001 in = 1 quantum (section 1.4, SB-R-04). */
export const SPARK_BALL_GRID: Grid = { perUnit: 1000, epsilon: 1 };

/** OSOI: millimetres; ε = 1e-6 m = 0.001 mm (OS-GEN-8). */
export const OSOI_GRID: Grid = { perUnit: 1000, epsilon: 0.001 };

/**
 * The largest magnitude of a quantised coordinate for which the integer predicates are exact (2^25):
 * differences then stay below 2^26 and every product of two differences below 2^52.
 */
export const EXACT_LIMIT = 33_554_432;

/**
 * Rounds to the nearest integer, ties to even (1.5 → 2, 2.5 → 2, −2.5 → −2). Ties to even is unbiased, symmetric
 * under negation, and under a mirror about any even integer: Spark Ball's axes of symmetry x = 6.5 in and
 * y = 10.5 in are 6500 and 10500 quanta, so mirrored positions quantise to mirrored integers. Never returns −0.
 */
export function roundHalfEven(v: number): number {
  const f = Math.floor(v);
  const d = v - f; // exact: v and floor(v) share their exponent range
  let r: number;
  if (d < 0.5) r = f;
  else if (d > 0.5) r = f + 1;
  else r = f % 2 === 0 ? f : f + 1;
  return r + 0; // −0 + 0 = +0
}

/**
 * A length or coordinate in reference units (inches, metres) as an integer number of quanta:
 * `roundHalfEven(v × perUnit)`. The product is one correctly rounded multiplication, so a decimal input that is
 * exactly half a quantum (2.0005 in) rounds by its binary value; inputs snapped to 0.1 in never meet that case.
 * Throws on a non-finite value or one outside ±2^52 quanta.
 */
export function quantise(v: number, perUnit: number): number {
  const q = v * perUnit;
  if (!Number.isFinite(q) || Math.abs(q) > 4_503_599_627_370_496) {
    throw new RangeError(`Cannot quantise ${v} × ${perUnit}: not a finite value within ±2^52 quanta.`);
  }
  return roundHalfEven(q);
}

/** A quantity computed in quanta (a float from sqrt or a division) rounded back onto the grid. */
export function snap(q: number): number {
  return quantise(q, 1);
}

/** Quanta back to reference units, for display only: never feed the result back into a state. */
export function toUnits(q: number, perUnit: number): number {
  return q / perUnit;
}
