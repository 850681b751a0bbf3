import { describe, expect, it } from 'vitest';
import { aroundPath, clockwiseAngle, shortestAround } from './around.ts';

const OPEN = { minX: -1e6, minY: -1e6, maxX: 1e6, maxY: 1e6 };

describe('shortestAround (tangent segments and arcs among discs)', () => {
  it('clockwiseAngle matches the true angle within 1e-13 rad over the whole turn, with only + − × ÷ sqrt', () => {
    for (let k = 0; k < 3600; k++) {
      const t = (k * Math.PI) / 1800 + 1e-7;
      expect(Math.abs(clockwiseAngle(Math.cos(t), Math.sin(t)) - t)).toBeLessThan(1e-13);
    }
    expect(clockwiseAngle(1, 0)).toBe(0);
    expect(Math.abs(clockwiseAngle(-1, 0) - Math.PI)).toBeLessThan(1e-13);
  });

  it('with nothing in the way it is the straight approach', () => {
    const out = aroundPath();
    expect(shortestAround(0, 0, 0, 3000, 1000, [], OPEN, 3000, out)).toBe(2000);
    expect(out.points).toEqual([0, 2000]);
  });

  it('around one disc: tangent, arc, then straight at the target centre, against the closed form', () => {
    const out = aroundPath();
    const len = shortestAround(0, 0, 0, 3000, 1000, [0, 1500, 1000], OPEN, 3000, out);
    // Tangent from A (length √(1.5² − 1²)), the arc between the two tangent points (2·atan2(2/3, √5/3) of radius
    // 1), then the departure to the goal circle (the same tangent length, less its radius).
    const h = Math.sqrt(1500 * 1500 - 1000 * 1000);
    const expected = h + 1000 * 2 * Math.atan2(1000 * (1000 / 1500), h * (1000 / 1500)) + (h - 1000);
    expect(Math.abs(len - expected)).toBeLessThan(1e-6);
    // Every waypoint stays outside the obstacle (the circumscribed polygon) and the end touches the goal.
    for (let i = 0; i < out.points.length; i += 2)
      expect(Math.hypot(out.points[i]!, out.points[i + 1]! - 1500)).toBeGreaterThanOrEqual(1000 - 1e-6);
    expect(Math.hypot(out.endX, out.endY - 3000)).toBeCloseTo(1000, 6);
    let poly = 0;
    let x = 0;
    let y = 0;
    for (let i = 0; i < out.points.length; i += 2) {
      poly += Math.hypot(out.points[i]! - x, out.points[i + 1]! - y);
      x = out.points[i]!;
      y = out.points[i + 1]!;
    }
    // The polygon is longer than the arc by R·θ·φ²/12 < 0.5 quantum (φ ≤ 0.05 rad), below ε.
    expect(poly - len).toBeGreaterThanOrEqual(0);
    expect(poly - len).toBeLessThan(0.5);
  });

  it('a gap exactly one diameter wide lets the disc through; a closed ring or the box does not', () => {
    const out = aroundPath();
    // Two obstacles whose inflated circles touch at x = 0: the straight line through the touching point.
    expect(shortestAround(0, 0, 0, 3000, 1000, [-1000, 1500, 1000, 1000, 1500, 1000], OPEN, 3000, out)).toBe(
      2000,
    );
    // The box: the centre may not go below x = −100, so the way round the left is closed and the right
    // is taken.
    const boxed = { minX: -100, minY: -1e6, maxX: 1e6, maxY: 1e6 };
    shortestAround(0, 0, 0, 3000, 1000, [0, 1500, 1000], boxed, 3000, out);
    expect(out.endX).toBeGreaterThan(0);
    for (let i = 0; i < out.points.length; i += 2) expect(out.points[i]!).toBeGreaterThanOrEqual(-100);
    // Six discs around the target close every contact point.
    const ring: number[] = [];
    for (let k = 0; k < 6; k++)
      ring.push(Math.sin((k * Math.PI) / 3) * 1000, 3000 + Math.cos((k * Math.PI) / 3) * 1000, 1000);
    expect(shortestAround(0, 0, 0, 3000, 1000, ring, OPEN, 3000, out)).toBe(Infinity);
  });

  it('is deterministic: the same inputs give the same bits', () => {
    const a = aroundPath();
    const b = aroundPath();
    const obstacles = [300, 1200, 1000, -900, 2100, 1000];
    shortestAround(0, 0, 200, 3100, 1000, obstacles, OPEN, 3000, a);
    shortestAround(0, 0, 200, 3100, 1000, obstacles, OPEN, 3000, b);
    expect(b).toEqual(a);
    expect(a.length).toBeLessThan(Infinity);
  });
});
