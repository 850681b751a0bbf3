/**
 * Directions without Math.sin, Math.cos or Math.atan2 (their precision is not specified by ECMAScript, so they
 * may differ between Node versions and machines). An angle is an integer number of **millidegrees**,
 * measured clockwise from +y as in SB 1.3 (0° = towards the Away goal, 90° = +x); `u(θ) = (sin θ, cos θ)`.
 *
 * u(θ) comes from tables of correctly rounded binary64 constants (generated with mpmath at 60 digits and
 * printed with 17 significant digits; docs/geometry.md): sin of whole degrees 0..90, and sin/cos of
 * 0.1°, 0.01° and 0.001° steps 0..9. θ = whole degrees + three fine steps, combined by three exact-formula
 * rotations (only + and ×), then moved to its quadrant by swapping and negating (exact). The components are
 * within 4·10⁻¹⁶ of the true sine and cosine, and multiples of 90° are exact.
 */

import { roundHalfEven } from './quantise.ts';

/** A full turn in millidegrees. */
export const TURN = 360_000;

const SIN_DEG: readonly number[] = [
  0.0, 0.01745240643728351, 0.03489949670250097, 0.052335956242943835, 0.0697564737441253,
  0.08715574274765818, 0.10452846326765347, 0.12186934340514748, 0.13917310096006544, 0.15643446504023087,
  0.17364817766693036, 0.1908089953765448, 0.20791169081775934, 0.224951054343865, 0.24192189559966773,
  0.25881904510252074, 0.27563735581699916, 0.2923717047227367, 0.30901699437494745, 0.32556815445715664,
  0.3420201433256687, 0.35836794954530027, 0.374606593415912, 0.39073112848927377, 0.4067366430758002,
  0.42261826174069944, 0.4383711467890774, 0.4539904997395468, 0.46947156278589075, 0.484809620246337, 0.5,
  0.5150380749100542, 0.5299192642332049, 0.5446390350150271, 0.5591929034707468, 0.573576436351046,
  0.5877852522924731, 0.6018150231520483, 0.6156614753256583, 0.6293203910498375, 0.6427876096865394,
  0.6560590289905073, 0.6691306063588582, 0.6819983600624985, 0.6946583704589973, 0.7071067811865476,
  0.7193398003386512, 0.7313537016191705, 0.7431448254773942, 0.754709580222772, 0.766044443118978,
  0.7771459614569709, 0.7880107536067219, 0.7986355100472928, 0.8090169943749475, 0.8191520442889918,
  0.8290375725550417, 0.838670567945424, 0.848048096156426, 0.8571673007021123, 0.8660254037844386,
  0.8746197071393959, 0.882947592858927, 0.8910065241883679, 0.898794046299167, 0.9063077870366499,
  0.9135454576426009, 0.9205048534524404, 0.9271838545667874, 0.9335804264972017, 0.9396926207859084,
  0.9455185755993168, 0.9510565162951535, 0.9563047559630354, 0.9612616959383189, 0.9659258262890683,
  0.9702957262759965, 0.9743700647852352, 0.9781476007338057, 0.981627183447664, 0.984807753012208,
  0.9876883405951378, 0.9902680687415704, 0.992546151641322, 0.9945218953682733, 0.9961946980917455,
  0.9975640502598242, 0.9986295347545738, 0.9993908270190958, 0.9998476951563913, 1.0,
];

const TENTHS_SIN: readonly number[] = [
  0.0, 0.0017453283658983088, 0.003490651415223732, 0.0052359638314195805, 0.0069812602979615525,
  0.008726535498373935, 0.010471784116245794, 0.012217000835247169, 0.013962180339145272,
  0.015707317311820675,
];

const TENTHS_COS: readonly number[] = [
  1.0, 0.9999984769132877, 0.9999939076577904, 0.9999862922474267, 0.9999756307053947, 0.9999619230641713,
  0.9999451693655121, 0.999925369660452, 0.9999025240093042, 0.9998766324816606,
];

const HUNDREDTHS_SIN: readonly number[] = [
  0.0, 0.0001745329243133368, 0.0003490658433100967, 0.000523598751673703, 0.0006981316440875792,
  0.0008726645152351496, 0.0010471973597998385, 0.001221730172465072, 0.0013962629479142763,
  0.0015707956808308787,
];

const HUNDREDTHS_COS: readonly number[] = [
  1.0, 0.9999999847691291, 0.9999999390765166, 0.9999998629221643, 0.9999997563060741, 0.9999996192282494,
  0.9999994516886945, 0.9999992536874144, 0.9999990252244151, 0.9999987662997035,
];

const THOUSANDTHS_SIN: readonly number[] = [
  0.0, 1.74532925190572e-5, 3.490658503279782e-5, 5.235987753590529e-5, 6.981317002306303e-5,
  8.726646248895446e-5, 0.00010471975492826301, 0.00012217304733567208, 0.00013962633970586514,
  0.00015707963203352558,
];

const THOUSANDTHS_COS: readonly number[] = [
  1.0, 0.9999999998476913, 0.9999999993907651, 0.9999999986292216, 0.9999999975630607, 0.9999999961922823,
  0.9999999945168865, 0.9999999925368732, 0.9999999902522426, 0.9999999876629945,
];

/** An (x, y) pair written by the functions that return a vector or a point. */
export interface Vec {
  x: number;
  y: number;
}

/** A fresh vector to reuse as an out-parameter. */
export function vec(): Vec {
  return { x: 0, y: 0 };
}

/** An angle in millidegrees brought into [0, 360000); throws if it is not an integer. */
export function normaliseAngle(m: number): number {
  if (!Number.isInteger(m))
    throw new RangeError(`An angle must be an integer number of millidegrees, got ${m}.`);
  const r = m % TURN;
  return r < 0 ? r + TURN : r + 0;
}

/** Degrees typed at a table (C-7), e.g. 37.5, to millidegrees: rounded half to even, then normalised. */
export function degreesToAngle(degrees: number): number {
  return normaliseAngle(roundHalfEven(degrees * 1000));
}

/** A clock hour (1..12, relative to the pitch): θ = 30·h mod 360 (SB 1.3). */
export function clockAngle(hour: number): number {
  if (!Number.isInteger(hour) || hour < 1 || hour > 12) throw new RangeError(`Not a clock hour: ${hour}.`);
  return normaliseAngle(hour * 30_000);
}

/** The 8 compass points of SB 1.6 (N = 0°, NE = 45°, E = 90°, …), relative to the pitch. */
export const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS)[number];

/** A compass point's angle: 45° steps clockwise from N (+y). */
export function compassAngle(point: CompassPoint): number {
  return COMPASS.indexOf(point) * 45_000;
}

/** The k-th of n equally spaced directions (`scatter.directions` = 8 or 12: θ = k·45° or k·30°, SB-R-01). */
export function discreteAngle(k: number, n: 8 | 12): number {
  return normaliseAngle(k * (TURN / n));
}

/** Writes u(θ) = (sin θ, cos θ) for θ in millidegrees (any integer) to `out`, and returns it. */
export function unitVector(angle: number, out: Vec): Vec {
  const m = normaliseAngle(angle);
  const quadrant = Math.floor(m / 90_000);
  const a = m - quadrant * 90_000; // 0 ≤ a < 90000
  const deg = Math.floor(a / 1000);
  const rest = a - deg * 1000;
  const tenths = Math.floor(rest / 100);
  const hundredths = Math.floor((rest - tenths * 100) / 10);
  const thousandths = rest - tenths * 100 - hundredths * 10;
  let s = SIN_DEG[deg]!;
  let c = SIN_DEG[90 - deg]!;
  // sin(α + β) = sin α cos β + cos α sin β; cos(α + β) = cos α cos β − sin α sin β.
  if (tenths > 0) {
    const sb = TENTHS_SIN[tenths]!;
    const cb = TENTHS_COS[tenths]!;
    const s2 = s * cb + c * sb;
    c = c * cb - s * sb;
    s = s2;
  }
  if (hundredths > 0) {
    const sb = HUNDREDTHS_SIN[hundredths]!;
    const cb = HUNDREDTHS_COS[hundredths]!;
    const s2 = s * cb + c * sb;
    c = c * cb - s * sb;
    s = s2;
  }
  if (thousandths > 0) {
    const sb = THOUSANDTHS_SIN[thousandths]!;
    const cb = THOUSANDTHS_COS[thousandths]!;
    const s2 = s * cb + c * sb;
    c = c * cb - s * sb;
    s = s2;
  }
  // Rotating by whole quarter turns clockwise: (sin, cos) → (cos, −sin). `0 - v` never gives −0.
  switch (quadrant) {
    case 0:
      out.x = s;
      out.y = c;
      break;
    case 1:
      out.x = c;
      out.y = 0 - s;
      break;
    case 2:
      out.x = 0 - s;
      out.y = 0 - c;
      break;
    default:
      out.x = 0 - c;
      out.y = s;
  }
  return out;
}

/**
 * The end point of a move of `length` from (x, y) in direction θ, quantised: `snap(x + length·sin θ)`,
 * `snap(y + length·cos θ)` (SB 1.6 `A + L·u(θ)`). Inputs in quanta; the result is on the grid.
 */
export function moveAlong(x: number, y: number, angle: number, length: number, out: Vec): Vec {
  unitVector(angle, out);
  out.x = roundHalfEven(x + length * out.x);
  out.y = roundHalfEven(y + length * out.y);
  return out;
}
