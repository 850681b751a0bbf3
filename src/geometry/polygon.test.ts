import { describe, expect, it } from 'vitest';
import {
  comparePointPolygonDist,
  compareSegmentPolygonDist,
  sweptDiscPolygonContact,
  pointInPolygon,
  pointPolygonDistance,
  pointStrictlyInside,
  segmentCrossesInterior,
  segmentTouchesPolygon,
} from './polygon.ts';

// OSOI in millimetres: ε = 0.001 mm (OS-GEN-8); tests also use ε = 0 and ε = 1 where it matters.
const E = 0.001;
const SQUARE = [0, 0, 10_000, 0, 10_000, 10_000, 0, 10_000];
const SQUARE_CW = [0, 0, 0, 10_000, 10_000, 10_000, 10_000, 0];
// A U open at the top: the notch is 10 000 < x < 20 000, y > 10 000.
const U = [
  0, 0, 30_000, 0, 30_000, 30_000, 20_000, 30_000, 20_000, 10_000, 10_000, 10_000, 10_000, 30_000, 0, 30_000,
];

describe('point in polygon (OS-TERR-1: the boundary counts as inside)', () => {
  it('answers inside, outside, on an edge and on a vertex, whatever the winding', () => {
    for (const poly of [SQUARE, SQUARE_CW]) {
      expect(pointInPolygon(5000, 5000, poly, E)).toBe(true);
      expect(pointInPolygon(10_000, 5000, poly, E)).toBe(true); // edge
      expect(pointInPolygon(0, 0, poly, E)).toBe(true); // vertex
      expect(pointInPolygon(10_001, 5000, poly, E)).toBe(false);
      expect(pointInPolygon(-1, 10_000, poly, E)).toBe(false);
      expect(pointStrictlyInside(10_000, 5000, poly, E)).toBe(false);
      expect(pointStrictlyInside(9999, 5000, poly, E)).toBe(true);
    }
  });

  it('uses ε: a point 1 mm out is inside with ε = 1 mm', () => {
    expect(pointInPolygon(10_001, 5000, SQUARE, 1)).toBe(true);
    expect(pointInPolygon(10_002, 5000, SQUARE, 1)).toBe(false);
  });

  it('handles a concave polygon: the notch of a U is outside, its arms inside', () => {
    expect(pointInPolygon(15_000, 20_000, U, E)).toBe(false);
    expect(pointInPolygon(5000, 20_000, U, E)).toBe(true);
    expect(pointInPolygon(25_000, 29_999, U, E)).toBe(true);
    expect(pointInPolygon(15_000, 10_000, U, E)).toBe(true); // the notch's floor is boundary
    expect(pointInPolygon(15_000, 5000, U, E)).toBe(true);
    expect(pointInPolygon(15_000, 30_000, U, E)).toBe(false); // between the tips of the arms
  });

  it('measures the distance to a feature (OS-TERR-2): 0 inside, else to the nearest edge', () => {
    expect(pointPolygonDistance(5000, 5000, SQUARE)).toBe(0);
    expect(pointPolygonDistance(13_000, 14_000, SQUARE)).toBe(5000);
    expect(pointPolygonDistance(15_000, 20_000, U)).toBe(5000);
  });
});

describe('a path touching a feature (OS-MOVE-3: boundary included)', () => {
  it('counts an end point on the boundary, a crossing, and a path wholly inside', () => {
    expect(segmentTouchesPolygon(-5000, 5000, 0, 5000, SQUARE, E)).toBe(true);
    expect(segmentTouchesPolygon(-5000, 5000, 15_000, 5000, SQUARE, E)).toBe(true);
    expect(segmentTouchesPolygon(1000, 1000, 2000, 2000, SQUARE, E)).toBe(true);
    expect(segmentTouchesPolygon(-5000, -1, 15_000, -1, SQUARE, E)).toBe(false);
    expect(segmentTouchesPolygon(-5000, -1, 15_000, -1, SQUARE, 1)).toBe(true); // within ε = 1 mm
    expect(segmentTouchesPolygon(15_000, 20_000, 15_000, 25_000, U, E)).toBe(false); // inside the notch
  });
});

describe('line of sight through a feature (OS-TERR-3: only the interior blocks)', () => {
  it('ARB-OS-02 is blocked through the interior, not along an edge, at a vertex or outside', () => {
    expect(segmentCrossesInterior(-5000, 5000, 15_000, 5000, SQUARE, E)).toBe(true);
    expect(segmentCrossesInterior(-5000, 0, 15_000, 0, SQUARE, E)).toBe(false); // along the bottom edge
    expect(segmentCrossesInterior(-5000, 5000, 5000, -5000, SQUARE, E)).toBe(false); // touches the vertex (0, 0)
    expect(segmentCrossesInterior(0, 0, 10_000, 10_000, SQUARE, E)).toBe(true); // the diagonal
    expect(segmentCrossesInterior(-5000, 12_000, 15_000, 12_000, SQUARE, E)).toBe(false);
    expect(segmentCrossesInterior(2000, 2000, 3000, 3000, SQUARE, E)).toBe(true); // both figures inside
  });

  it('on a concave feature: across the notch is clear, through the arms is blocked', () => {
    expect(segmentCrossesInterior(10_000, 20_000, 20_000, 20_000, U, E)).toBe(false); // wall to wall of the notch
    expect(segmentCrossesInterior(10_000, 30_000, 20_000, 30_000, U, E)).toBe(false); // tip to tip
    expect(segmentCrossesInterior(10_000, 10_000, 20_000, 10_000, U, E)).toBe(false); // along the notch floor
    expect(segmentCrossesInterior(5000, 20_000, 25_000, 20_000, U, E)).toBe(true);
    expect(segmentCrossesInterior(12_000, 35_000, 12_000, 15_000, U, E)).toBe(false); // down into the notch
    expect(segmentCrossesInterior(9000, 35_000, 12_000, 15_000, U, E)).toBe(true); // clips the left arm
  });

  it('is symmetric', () => {
    const cases = [
      [5000, 20_000, 25_000, 20_000],
      [9000, 35_000, 12_000, 15_000],
      [10_000, 30_000, 20_000, 30_000],
    ] as const;
    for (const [ax, ay, bx, by] of cases) {
      expect(segmentCrossesInterior(bx, by, ax, ay, U, E)).toBe(segmentCrossesInterior(ax, ay, bx, by, U, E));
    }
  });
});

describe('distances to a feature, exact (OS-TERR-4, OS-MOVE-6)', () => {
  it('compares a point with a distance: inside is 0, outside to the nearest edge or vertex', () => {
    expect(comparePointPolygonDist(5000, 5000, SQUARE, 0)).toBe(0);
    expect(comparePointPolygonDist(11_500, 5000, SQUARE, 1500)).toBe(0);
    expect(comparePointPolygonDist(11_500, 5000, SQUARE, 1499)).toBe(1);
    // Off a corner along a 3-4-5: (10600, 10800) is exactly 1000 from the vertex (10000, 10000).
    expect(comparePointPolygonDist(10_600, 10_800, SQUARE, 1000)).toBe(0);
    expect(comparePointPolygonDist(10_600, 10_801, SQUARE, 1000)).toBe(1);
    // Cover "behind" a feature (OS-TERR-4): a 500 mm base whose edge is 1 m from it.
    expect(comparePointPolygonDist(11_500, 5000, SQUARE, 500 + 1000 + E)).toBe(-1);
  });

  it('compares a segment: 0 when it meets the feature, else the nearest approach', () => {
    expect(compareSegmentPolygonDist(-5000, 5000, 15_000, 5000, SQUARE, 0)).toBe(0);
    expect(compareSegmentPolygonDist(-5000, -500, 15_000, -500, SQUARE, 500)).toBe(0); // a swept 500 base grazing
    expect(compareSegmentPolygonDist(-5000, -501, 15_000, -501, SQUARE, 500)).toBe(1);
    expect(compareSegmentPolygonDist(15_000, 20_000, 15_000, 25_000, U, 5000)).toBe(0); // the notch is 10 m wide
  });
});

describe('a moving base meeting a feature', () => {
  it('touches an edge head-on and a vertex side-on', () => {
    // r = 500 towards the left edge x = 0 from x = −2000: touches at x = −500, 1500 of 7000.
    expect(sweptDiscPolygonContact(-2000, 5000, 5000, 5000, 500, SQUARE)).toBeCloseTo(1500 / 7000, 12);
    // Along y = −300 under the square: touches the vertex (0, 0) at x = −400, 4600 of 10000.
    expect(sweptDiscPolygonContact(-5000, -300, 5000, -300, 500, SQUARE)).toBeCloseTo(0.46, 12);
    expect(sweptDiscPolygonContact(-5000, -501, 5000, -501, 500, SQUARE)).toBe(-1);
    expect(sweptDiscPolygonContact(-400, 5000, -5000, 5000, 500, SQUARE)).toBe(0); // already touching
    // Down the middle of the U's notch (10 m wide): clear of its walls, stops at its floor y = 10000 + 500.
    expect(sweptDiscPolygonContact(15_000, 29_000, 15_000, 5000, 500, U)).toBeCloseTo(18_500 / 24_000, 12);
    expect(sweptDiscPolygonContact(15_000, 29_000, 15_000, 10_501, 500, U)).toBe(-1);
  });
});
