import { describe, expect, it } from 'vitest';
import {
  clockAngle,
  compassAngle,
  degreesToAngle,
  discreteAngle,
  moveAlong,
  normaliseAngle,
  unitVector,
  vec,
} from './direction.ts';

describe('angles (SB 1.3: clockwise from +y, in millidegrees)', () => {
  it('reads clock hours, compass points, degrees and discrete directions', () => {
    expect(clockAngle(12)).toBe(0);
    expect(clockAngle(3)).toBe(90_000);
    expect(clockAngle(7)).toBe(210_000);
    expect(compassAngle('N')).toBe(0);
    expect(compassAngle('NE')).toBe(45_000);
    expect(compassAngle('W')).toBe(270_000);
    expect(degreesToAngle(37.5)).toBe(37_500);
    expect(degreesToAngle(360)).toBe(0);
    expect(degreesToAngle(-90)).toBe(270_000);
    expect(degreesToAngle(12.3456)).toBe(12_346);
    expect(discreteAngle(3, 8)).toBe(135_000);
    expect(discreteAngle(11, 12)).toBe(330_000);
    expect(normaliseAngle(-1)).toBe(359_999);
    expect(() => normaliseAngle(0.5)).toThrow(RangeError);
    expect(() => clockAngle(0)).toThrow(RangeError);
  });
});

describe('unit vectors from the tables', () => {
  it('are exact at the quarter turns, with no −0', () => {
    const u = vec();
    const at = (m: number) => {
      unitVector(m, u);
      return [u.x, u.y];
    };
    expect(at(0)).toEqual([0, 1]);
    expect(at(90_000)).toEqual([1, 0]);
    expect(at(180_000)).toEqual([0, -1]);
    expect(at(270_000)).toEqual([-1, 0]);
    for (const m of [0, 90_000, 180_000, 270_000]) {
      unitVector(m, u);
      expect(Object.is(u.x, -0) || Object.is(u.y, -0)).toBe(false);
    }
  });

  it('give sin 30° = 0.5 exactly and equal components at 45°', () => {
    const u = unitVector(30_000, vec());
    expect(u.x).toBe(0.5);
    expect(u.y).toBe(0.8660254037844386); // √3/2 correctly rounded
    const v = unitVector(45_000, vec());
    expect(v.x).toBe(v.y);
    expect(v.x).toBe(0.7071067811865476);
  });

  it('are within 4e-16 of the true sine and cosine (references computed with mpmath at 50 digits)', () => {
    const cases: [number, number, number][] = [
      [12_345, 0.21379769029187878, 0.9768779594329364],
      [98_765, 0.9883216507882264, -0.1523821334121394],
      [200_001, -0.34203654400376465, -0.9396866512651761],
      [359_999, -1.74532925190572e-5, 0.9999999998476913],
      [123_456, 0.8343094333148066, -0.5512964442855824],
      [271_828, -0.999491090822577, 0.03189920635838938],
    ];
    const u = vec();
    for (const [m, s, c] of cases) {
      unitVector(m, u);
      expect(Math.abs(u.x - s)).toBeLessThan(4e-16);
      expect(Math.abs(u.y - c)).toBeLessThan(4e-16);
    }
  });

  it('agree with Math.sin and Math.cos (whose argument is itself rounded) and have unit length, all round the turn', () => {
    const u = vec();
    for (let m = 0; m < 360_000; m += 37) {
      unitVector(m, u);
      const rad = ((m / 1000) * Math.PI) / 180;
      expect(Math.abs(u.x - Math.sin(rad))).toBeLessThan(2e-15);
      expect(Math.abs(u.y - Math.cos(rad))).toBeLessThan(2e-15);
      expect(Math.abs(u.x * u.x + u.y * u.y - 1)).toBeLessThan(1e-15);
    }
  });

  it('move a point along θ and quantise it (SB 1.6: A + L·u(θ))', () => {
    const p = vec();
    expect(moveAlong(6500, 10500, 90_000, 3000, p)).toEqual({ x: 9500, y: 10500 });
    // 2 in at 30°: (6500 + 1000, 10500 + 1732.0508…) → (7500, 12232).
    expect(moveAlong(6500, 10500, 30_000, 2000, p)).toEqual({ x: 7500, y: 12232 });
    // 6 in at 225° (SW): 4242.64… back on each axis.
    expect(moveAlong(6500, 10500, 225_000, 6000, p)).toEqual({ x: 2257, y: 6257 });
  });
});
