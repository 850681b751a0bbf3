/**
 * The geometry primitives (src/geometry) in calls per second on one core, on Spark Ball-sized inputs in
 * quanta (a 13000 × 21000 pitch, r = 500). `npm run bench -- --geometry` prints this section alone.
 */
import { SeededRng } from '../src/engine/rng.ts';
import {
  ceilSteps,
  distSq,
  inContact,
  interval,
  nearestOnCircle,
  nearestOnSegment,
  onTrajectory,
  placement,
  pointInPolygon,
  pointSegmentDist,
  quantise,
  segmentCrossesInterior,
  snapPlacement,
  stepAsideDistance,
  sweptDiscContact,
  trace,
  traceToWalls,
  unitVector,
  vec,
  bounceDirection,
  type Rect,
} from '../src/geometry/index.ts';

const N = 4096; // inputs cycled through, so nothing is constant
const PITCH: Rect = { minX: 0, minY: 0, maxX: 13_000, maxY: 21_000 };
const BOX: Rect = { minX: 500, minY: 500, maxX: 12_500, maxY: 20_500 };
const U = [0, 0, 30, 0, 30, 30, 20, 30, 20, 10, 10, 10, 10, 30, 0, 30].map((v) => v * 400);

/** Calls per second of `fn(i)` over `calls` calls, after a warm-up. */
function perSecond(calls: number, fn: (i: number) => number): number {
  let sink = 0;
  for (let i = 0; i < calls / 10; i++) sink += fn(i & (N - 1));
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) sink += fn(i & (N - 1));
  const ms = performance.now() - t0;
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return (calls / ms) * 1000;
}

export function geometryLines(): string[] {
  const rng = new SeededRng('geometry-bench');
  const xs = Int32Array.from({ length: N }, () => rng.int(500, 12_500));
  const ys = Int32Array.from({ length: N }, () => rng.int(500, 20_500));
  const angles = Int32Array.from({ length: N }, () => rng.int(0, 359_999));
  const lengths = Int32Array.from({ length: N }, () => rng.int(1000, 12_000));
  const reals = Float64Array.from({ length: N }, () => rng.int(0, 21_000_000) / 1_000_000 + 1e-7);
  const x = (i: number) => xs[i]!;
  const y = (i: number) => ys[i]!;
  const j = (i: number) => (i + 1) & (N - 1);
  const k = (i: number) => (i + 7) & (N - 1);
  const iv = interval();
  const u = vec();
  const d = vec();
  const tr = trace();
  const p = placement();
  const obstacles = [6000, 6000, 1000, 3000, 12_000, 1000, 9000, 15_000, 1000];
  const rows: [string, number, (i: number) => number][] = [
    ['quantise (in → quanta)', 5_000_000, (i) => quantise(reals[i]!, 1000)],
    ['distSq', 10_000_000, (i) => distSq(x(i), y(i), x(j(i)), y(j(i)))],
    ['inContact (exact)', 10_000_000, (i) => (inContact(x(i), y(i), 500, x(j(i)), y(j(i)), 500, 1) ? 1 : 0)],
    ['pointSegmentDist', 5_000_000, (i) => pointSegmentDist(x(k(i)), y(k(i)), x(i), y(i), x(j(i)), y(j(i)))],
    [
      'onTrajectory (exact)',
      5_000_000,
      (i) => (onTrajectory(x(k(i)), y(k(i)), 500, x(i), y(i), x(j(i)), y(j(i)), 1) ? 1 : 0),
    ],
    [
      'sweptDiscContact',
      5_000_000,
      (i) => sweptDiscContact(x(i), y(i), x(j(i)), y(j(i)), 500, x(k(i)), y(k(i)), 500, iv),
    ],
    ['ceilSteps (difficulty)', 5_000_000, (i) => ceilSteps(distSq(x(i), y(i), x(j(i)), y(j(i))), 1001, 1000)],
    ['unitVector (tables)', 5_000_000, (i) => unitVector(angles[i]!, u).x],
    [
      'traceToWalls + bounce',
      5_000_000,
      (i) => {
        unitVector(angles[i]!, u);
        traceToWalls(x(i), y(i), u.x, u.y, lengths[i]!, PITCH, 1, tr);
        return bounceDirection(u.x, u.y, tr.walls, 'reverse', d).x + tr.x;
      },
    ],
    ['pointInPolygon (8 vertices)', 2_000_000, (i) => (pointInPolygon(x(i), y(i), U, 1) ? 1 : 0)],
    [
      'segmentCrossesInterior (8)',
      1_000_000,
      (i) => (segmentCrossesInterior(x(i), y(i), x(j(i)), y(j(i)), U, 1) ? 1 : 0),
    ],
    [
      'nearestOnSegment (3 bases)',
      1_000_000,
      (i) => (nearestOnSegment(x(k(i)), y(k(i)), x(i), y(i), x(j(i)), y(j(i)), BOX, obstacles, p) ? p.x : 0),
    ],
    [
      'nearestOnCircle (3 bases)',
      1_000_000,
      (i) => (nearestOnCircle(x(k(i)), y(k(i)), x(i), y(i), 1000, BOX, obstacles, p) ? p.x : 0),
    ],
    [
      'stepAsideDistance (3 bases)',
      1_000_000,
      (i) => {
        unitVector(angles[i]!, u);
        return stepAsideDistance(
          x(k(i)),
          y(k(i)),
          u.x,
          u.y,
          x(i),
          y(i),
          x(j(i)),
          y(j(i)),
          1000,
          BOX,
          obstacles,
        );
      },
    ],
    [
      'snapPlacement (3 bases)',
      2_000_000,
      (i) => (snapPlacement(reals[i]! * 500, reals[j(i)]! * 900, BOX, obstacles, 1, d) ? d.x : 0),
    ],
  ];
  const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
  const lines = ['Geometry primitives (src/geometry, Spark Ball inputs in quanta), one core:'];
  for (const [name, calls, fn] of rows)
    lines.push(`  ${name.padEnd(30)} ${fmt(perSecond(calls, fn))} calls/s`);
  return lines;
}
