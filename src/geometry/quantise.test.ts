import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantise, roundHalfEven, snap, SPARK_BALL_GRID, toUnits } from './quantise.ts';

describe('roundHalfEven', () => {
  it('rounds ties to even and everything else to nearest', () => {
    expect([0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5].map(roundHalfEven)).toEqual([0, 2, 2, 4, 0, -2, -2]);
    expect([0.49, 0.51, 1.4999999, -1.51, 7].map(roundHalfEven)).toEqual([0, 1, 1, -2, 7]);
  });

  it('never returns −0', () => {
    expect(Object.is(roundHalfEven(-0.4), 0)).toBe(true);
    expect(Object.is(roundHalfEven(-0), 0)).toBe(true);
    expect(Object.is(roundHalfEven(-0.5), 0)).toBe(true);
  });

  it('commutes with negation and with a mirror about an even integer (the pitch axes 6500 and 10500)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (v) => {
        expect(roundHalfEven(-v)).toBe(roundHalfEven(v) === 0 ? 0 : -roundHalfEven(v));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13_000_000 }), fc.constantFrom(13_000, 21_000), (m, axis) => {
        // v on a 1/1000-quantum lattice, ties included; the mirror 2·axis − v is computed exactly.
        const v = m / 1000;
        const w = 2 * axis - v;
        expect(roundHalfEven(w)).toBe(2 * axis - roundHalfEven(v));
      }),
    );
  });
});

describe('quantise', () => {
  it('puts inches on the Spark Ball grid of thousandths (SB 1.4 ε = 0.001 in)', () => {
    const q = (v: number) => quantise(v, SPARK_BALL_GRID.perUnit);
    expect(q(6.5)).toBe(6500);
    expect(q(0.1 + 0.2)).toBe(300); // 300.00000000000006 before rounding
    expect(q(10.5)).toBe(10500);
    expect(q(0.0004)).toBe(0);
    expect(q(0.0006)).toBe(1);
    expect(q(-2.0006)).toBe(-2001);
    expect(toUnits(4501, 1000)).toBe(4.501);
  });

  it('refuses what cannot be an integer number of quanta', () => {
    expect(() => quantise(NaN, 1000)).toThrow(RangeError);
    expect(() => quantise(Infinity, 1000)).toThrow(RangeError);
    expect(() => quantise(1e13, 1000)).toThrow(RangeError);
  });

  it('is idempotent: a value on the grid stays where it is (quantise-then-compute is stable)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), (n) => {
        expect(quantise(toUnits(n, 1000), 1000)).toBe(n);
        expect(snap(n)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (v) => {
        const once = quantise(v, 1000);
        expect(quantise(toUnits(once, 1000), 1000)).toBe(once);
        expect(Math.abs(once - v * 1000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
