import { describe, expect, it } from 'vitest';
import { snapPlacement } from './nearest.ts';
import { rayCapsule, stepAsideDistance } from './step-aside.ts';
import { interval } from './swept.ts';
import { vec } from './direction.ts';
import type { Rect } from './walls.ts';

const BOX: Rect = { minX: 500, minY: 500, maxX: 12_500, maxY: 20_500 };

describe('the swept disc as a capsule', () => {
  it('gives the interval of a line across it', () => {
    const out = interval();
    // Capsule around (2000, 5000)–(2000, 9000), S = 1000. A horizontal line through y = 7000 from x = 0.
    expect(rayCapsule(0, 7000, 1, 0, 2000, 5000, 2000, 9000, 1000, out)).toBe(true);
    expect([out.t0, out.t1]).toEqual([1000, 3000]);
    // Through the end disc: y = 9600 cuts the disc around (2000, 9000) over ±800.
    expect(rayCapsule(0, 9600, 1, 0, 2000, 5000, 2000, 9000, 1000, out)).toBe(true);
    expect([out.t0, out.t1]).toEqual([1200, 2800]);
    expect(rayCapsule(0, 10_001, 1, 0, 2000, 5000, 2000, 9000, 1000, out)).toBe(false);
    // Along the axis: from below the capsule, through both discs.
    expect(rayCapsule(2000, 0, 0, 1, 2000, 5000, 2000, 9000, 1000, out)).toBe(true);
    expect([out.t0, out.t1]).toEqual([4000, 10_000]);
  });
});

describe('step-aside distance (SB-MOVE-7, SB-R-26, C-6)', () => {
  // A player pushed 2 in from (6000, 5000) to (6000, 7000); a blocker (r = 500) at (6300, 6500).
  it('moves the blocker the minimum distance out of the swept disc along the chosen direction', () => {
    // East: clear when x − 6000 ≥ 1000, so 700.
    expect(stepAsideDistance(6300, 6500, 1, 0, 6000, 5000, 6000, 7000, 1000, BOX, [])).toBeCloseTo(700, 9);
    // West: through the swept disc to x = 5000, 1300.
    expect(stepAsideDistance(6300, 6500, -1, 0, 6000, 5000, 6000, 7000, 1000, BOX, [])).toBeCloseTo(1300, 9);
    // A blocker already clear does not move.
    expect(stepAsideDistance(7000, 6500, 1, 0, 6000, 5000, 6000, 7000, 1000, BOX, [])).toBe(0);
  });

  it('skips past another base, and refuses a direction into the wall', () => {
    // Another base at (7600, 6500) forbids 6600..8600 on that line: the blocker goes on to x = 8600.
    expect(
      stepAsideDistance(6300, 6500, 1, 0, 6000, 5000, 6000, 7000, 1000, BOX, [7600, 6500, 1000]),
    ).toBeCloseTo(2300, 9);
    // Near the east wall: clearing needs x ≥ 13000 − 500 … beyond the box, no legal move.
    expect(stepAsideDistance(12_300, 6500, 1, 0, 12_000, 5000, 12_000, 7000, 1000, BOX, [])).toBe(-1);
  });
});

describe('snapping a placement onto the grid', () => {
  it('ARB-OS-01 takes the nearest grid point that overlaps nothing, exactly', () => {
    const out = vec();
    // Tangent to a base at (0, 0) with S = 1000: (600.4, 800.3) is 1000.26 away; the nearest grid point (600, 800)
    // is exactly 1000, legal even with ε = 0.
    expect(
      snapPlacement(600.4, 800.3, { minX: -1e4, minY: -1e4, maxX: 1e4, maxY: 1e4 }, [0, 0, 1000], 0, out),
    ).toBe(true);
    expect(out).toEqual({ x: 600, y: 800 });
    // (707.2, 707.2) is 1000.15 away; (707, 707) is 999.85: illegal with ε = 0.001, so (707, 708) (1000.56).
    expect(
      snapPlacement(707.2, 707.2, { minX: -1e4, minY: -1e4, maxX: 1e4, maxY: 1e4 }, [0, 0, 1000], 0.001, out),
    ).toBe(true);
    expect(out).toEqual({ x: 707, y: 708 });
    // With Spark Ball's ε = 1 quantum, plain rounding is legal.
    expect(
      snapPlacement(707.2, 707.2, { minX: -1e4, minY: -1e4, maxX: 1e4, maxY: 1e4 }, [0, 0, 1000], 1, out),
    ).toBe(true);
    expect(out).toEqual({ x: 707, y: 707 });
  });
});
