import { describe, expect, it } from 'vitest';
import { interval, lineCircle, restOutsideBase, segmentCircle, sweptDiscContact } from './swept.ts';

describe('a ball (a point) meeting a base', () => {
  it('first touches at the entry point and leaves at the exit point (SB-R-18, SB-BALL-8)', () => {
    const out = interval();
    // Ball from (0, 0) to (0, 10000); base r = 500 at (0, 5000): entry y = 4500, exit y = 5500.
    expect(sweptDiscContact(0, 0, 0, 10000, 0, 0, 5000, 500, out)).toBe(0.45);
    expect(out.t1).toBe(0.55);
    // Off-centre by 300: the chord's half-length is √(500² − 300²) = 400.
    expect(sweptDiscContact(0, 0, 0, 10000, 0, 300, 5000, 500, out)).toBe(0.46);
    expect(out.t1).toBe(0.54);
  });

  it('counts tangency as contact and misses by one quantum', () => {
    const out = interval();
    expect(sweptDiscContact(0, 0, 0, 10000, 0, 500, 5000, 500, out)).toBe(0.5);
    expect(out.t1).toBe(0.5);
    expect(sweptDiscContact(0, 0, 0, 10000, 0, 501, 5000, 500, out)).toBe(-1);
  });

  it('is tangent exactly on an oblique path (3-4-5), where the float discriminant could miss', () => {
    const out = interval();
    // Path (0,0)–(8000,6000); base centre (1500, 5000): |3·1500 − 4·5000| / 5 = 3100, radius 3100.
    expect(segmentCircle(0, 0, 8000, 6000, 1500, 5000, 3100, out)).toBe(true);
    expect(out.t0).toBeCloseTo(out.t1, 6);
    expect(out.t0).toBeCloseTo((1500 * 8000 + 5000 * 6000) / 1e8, 9); // the projection, 0.42
    expect(segmentCircle(0, 0, 8000, 6000, 1500, 5000, 3099, out)).toBe(false);
  });
});

describe('the swept disc of a moving base (SB-MOVE-2, SB-MOVE-7)', () => {
  it('meets another base when the centres come within r + r_c', () => {
    const out = interval();
    // Base r = 500 from (0,0) to (0,10000); other base r = 500 at (800, 5000): contact when |y − 5000| = 600.
    expect(sweptDiscContact(0, 0, 0, 10000, 500, 800, 5000, 500, out)).toBe(0.44);
    expect(out.t1).toBe(0.56);
  });

  it('gives 0 when already touching at the start, and −1 when moving clear', () => {
    const out = interval();
    expect(sweptDiscContact(0, 0, 0, 10000, 500, 0, -1000, 500, out)).toBe(0);
    expect(sweptDiscContact(0, 0, 0, 10000, 500, 0, -1001, 500, out)).toBe(-1);
    expect(sweptDiscContact(0, 0, 0, 3000, 500, 0, 5000, 500, out)).toBe(-1); // stops 1 in short
  });

  it('treats a standing base (A = B) as a point', () => {
    const out = interval();
    expect(sweptDiscContact(0, 0, 0, 0, 500, 1000, 0, 500, out)).toBe(0);
    expect(sweptDiscContact(0, 0, 0, 0, 500, 1001, 0, 500, out)).toBe(-1);
  });

  it('gives the whole line interval for the tackle reach (C-5)', () => {
    const out = interval();
    // Mover from (0,0) to (0,10000); tackler at (2000, 5000), reach 2 in + both radii + ε = 3001.
    expect(lineCircle(0, 0, 0, 10000, 2000, 5000, 3001, out)).toBe(true);
    const half = Math.sqrt(3001 * 3001 - 2000 * 2000) / 10000;
    expect(out.t0).toBeCloseTo(0.5 - half, 12);
    expect(out.t1).toBeCloseTo(0.5 + half, 12);
  });
});

describe('a ball coming to rest inside a base (SB-BALL-8, SB-R-25)', () => {
  const out = { x: 0, y: 0 };
  it('goes back to the entry point when the path came from outside', () => {
    expect(restOutsideBase(0, 0, 0, 5200, 0, 5000, 500, 1, out)).toBe(true);
    expect(out).toEqual({ x: 0, y: 4500 });
  });

  it('goes forward to the edge when the path started inside (a drop from the player’s centre)', () => {
    expect(restOutsideBase(0, 5000, 0, 5300, 0, 5000, 500, 1, out)).toBe(true);
    expect(out).toEqual({ x: 0, y: 5500 });
    // Off-centre, along a 3-4-5 direction: from (300, 5000) towards (450, 5200), out where |p − C| = 500.
    expect(restOutsideBase(300, 5000, 450, 5200, 0, 5000, 500, 1, out)).toBe(true);
    expect(Math.hypot(out.x, out.y - 5000)).toBeCloseTo(500, 9);
    expect(out.x).toBeGreaterThan(300);
  });

  it('leaves a ball against the base, or 1 quantum inside it, where it is', () => {
    expect(restOutsideBase(0, 0, 0, 4500, 0, 5000, 500, 1, out)).toBe(false);
    expect(restOutsideBase(0, 0, 0, 4501, 0, 5000, 500, 1, out)).toBe(false);
    expect(out).toEqual({ x: 0, y: 4501 });
    expect(restOutsideBase(0, 0, 0, 4502, 0, 5000, 500, 1, out)).toBe(true);
  });
});
