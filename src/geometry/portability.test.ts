/**
 * The portability argument as tests: a record of continuous inputs replays to byte-identical JSON and to a
 * fixed hash, because every value that enters the state is an integer on the grid and everything in between
 * uses only correctly rounded IEEE 754 operations (docs/geometry.md).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../engine/sha256.ts';
import { unitVector, vec } from './direction.ts';
import { onTrajectory } from './disc.ts';
import { roundHalfEven } from './quantise.ts';
import { interval, sweptDiscContact } from './swept.ts';
import { bounceDirection, trace, traceToWalls, type Rect } from './walls.ts';

const PITCH: Rect = { minX: 0, minY: 0, maxX: 13_000, maxY: 21_000 };
const EPS = 1;
const R = 500;

/** One ball movement of a toy Spark Ball record: a direction, a length, and the rolls for up to 3 bounces. */
interface Move {
  angle: number; // millidegrees
  length: number; // quanta
  bounces: { angle: number; length: number }[];
}

interface ToyState {
  ball: { x: number; y: number };
  bases: { x: number; y: number; r: number }[];
  log: { leg: number; x: number; y: number; walls: number; touched: number[]; firstContact: number[] }[];
}

function initial(): ToyState {
  return {
    ball: { x: 6500, y: 10_500 },
    bases: [
      { x: 6500, y: 13_000, r: R },
      { x: 4000, y: 8000, r: R },
      { x: 11_000, y: 15_500, r: R },
      { x: 1200, y: 19_000, r: R },
    ],
    log: [],
  };
}

const u = vec();
const d = vec();
const tr = trace();
const iv = interval();

/** Applies one move: legs up to the walls, bounces per SB-BALL-5, bases touched per leg; positions snapped. */
function applyMove(s: ToyState, m: Move): void {
  let angle = m.angle;
  let length = m.length;
  let bounce = 0;
  for (let leg = 0; ; leg++) {
    unitVector(angle, u);
    let ux = u.x;
    let uy = u.y;
    if (leg > 0) {
      bounceDirection(ux, uy, s.log[s.log.length - 1]!.walls, 'reverse', d);
      ux = d.x;
      uy = d.y;
    }
    traceToWalls(s.ball.x, s.ball.y, ux, uy, length, PITCH, EPS, tr);
    const x = roundHalfEven(tr.x);
    const y = roundHalfEven(tr.y);
    const touched: number[] = [];
    const firstContact: number[] = [];
    s.bases.forEach((b, i) => {
      if (onTrajectory(b.x, b.y, b.r, s.ball.x, s.ball.y, x, y, EPS)) {
        touched.push(i);
        // Where the ball first touches the base, as a parameter in millionths: an integer for the state.
        firstContact.push(
          roundHalfEven(sweptDiscContact(s.ball.x, s.ball.y, x, y, 0, b.x, b.y, b.r, iv) * 1e6),
        );
      }
    });
    s.ball.x = x;
    s.ball.y = y;
    s.log.push({ leg, x, y, walls: tr.walls, touched, firstContact });
    if (tr.walls === 0 || bounce === 3) break;
    const next = m.bounces[bounce++];
    if (next === undefined) break;
    angle = next.angle;
    length = next.length;
  }
}

function replay(moves: Move[], roundTrip: boolean): string {
  let s = initial();
  for (const m of moves) {
    applyMove(s, m);
    if (roundTrip) s = JSON.parse(JSON.stringify(s)) as ToyState;
  }
  return JSON.stringify(s);
}

const RECORD: Move[] = [
  { angle: 0, length: 6000, bounces: [] },
  { angle: 37_250, length: 12_000, bounces: [{ angle: 45_000, length: 4000 }] },
  { angle: 225_000, length: 30_000, bounces: [{ angle: 135_000, length: 2000 }] },
  {
    angle: 301_337,
    length: 17_321,
    bounces: [
      { angle: 90_000, length: 6000 },
      { angle: 12_345, length: 5000 },
    ],
  },
  {
    angle: 180_000,
    length: 25_000,
    bounces: [
      { angle: 170_000, length: 6000 },
      { angle: 359_999, length: 3000 },
      { angle: 200_000, length: 6000 },
    ],
  },
  { angle: 335_400, length: 8000, bounces: [] },
  { angle: 315_000, length: 40_000, bounces: [{ angle: 300_000, length: 6000 }] },
];

describe('a record of continuous inputs replays identically', () => {
  it('to a fixed hash, on any machine and Node version', () => {
    const json = replay(RECORD, false);
    // Computed once (Node 20, x86-64); any change in a quantised result changes it.
    expect(sha256(json)).toBe('359f48ef8eda78eb7bff8da48e4798f372701d8eb79a94e65c55b63d20b5fbbf');
  });

  it('with the state serialised and parsed between moves, byte for byte', () => {
    expect(replay(RECORD, true)).toBe(replay(RECORD, false));
  });

  it('for any record: integers only, and a JSON round trip changes nothing (property)', () => {
    const move = fc.record({
      angle: fc.integer({ min: 0, max: 359_999 }),
      length: fc.integer({ min: 0, max: 30_000 }),
      bounces: fc.array(
        fc.record({
          angle: fc.integer({ min: 0, max: 359_999 }),
          length: fc.integer({ min: 1000, max: 6000 }),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(fc.array(move, { minLength: 1, maxLength: 12 }), (moves) => {
        const direct = replay(moves, false);
        expect(replay(JSON.parse(JSON.stringify(moves)) as Move[], true)).toBe(direct);
        const s = JSON.parse(direct) as ToyState;
        for (const e of s.log) {
          for (const v of [e.x, e.y, ...e.firstContact]) expect(Number.isSafeInteger(v)).toBe(true);
          expect(e.x >= 0 && e.x <= 13_000 && e.y >= 0 && e.y <= 21_000).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * True when r is the correctly rounded square root of the integer n (0 < n < 2^53): n lies strictly between
 * the squares of the midpoints from r to its neighbours, (2M ± 1)·2^(E−1) for r = M·2^E, compared in BigInt.
 */
function isCorrectlyRoundedSqrt(n: number, r: number): boolean {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, r);
  const bits = view.getBigUint64(0);
  const m = (bits & ((1n << 52n) - 1n)) | (1n << 52n);
  const e = Number((bits >> 52n) & 0x7ffn) - 1075; // r = m · 2^e, e < 0 here
  const scaled = BigInt(n) << BigInt(2 - 2 * e);
  return (2n * m - 1n) ** 2n < scaled && scaled < (2n * m + 1n) ** 2n;
}

describe('the arithmetic the argument relies on', () => {
  it('Math.sqrt is correctly rounded on this machine (squared distances up to 2^53)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(isCorrectlyRoundedSqrt(n, Math.sqrt(n))).toBe(true);
      }),
      { numRuns: 5000 },
    );
    // Next to perfect squares, where a sloppy square root would slip.
    for (const k of [3, 1001, 94_906_265, 67_108_863]) {
      for (const n of [k * k - 1, k * k + 1]) expect(isCorrectlyRoundedSqrt(n, Math.sqrt(n))).toBe(true);
    }
    // The check itself can fail: the neighbours of the right answer are refused.
    const r = Math.sqrt(2);
    expect(isCorrectlyRoundedSqrt(2, r + Number.EPSILON)).toBe(false);
    expect(isCorrectlyRoundedSqrt(2, r - Number.EPSILON)).toBe(false);
  });
});
