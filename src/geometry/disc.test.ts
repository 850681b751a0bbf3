import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approachContact,
  clearsPath,
  discInRect,
  edgeDistance,
  inContact,
  onTrajectory,
  overlaps,
  pointEdgeDistance,
  pointWithinReach,
  segmentEdgeDistance,
  withinReach,
} from './disc.ts';
import {
  ceilSteps,
  compareDist,
  compareSegmentDist,
  distSq,
  pointSegmentDist,
  segmentsIntersect,
} from './distance.ts';

// Spark Ball in quanta (thousandths of an inch): r = 500 (0.5 in), ε = 1.
const R = 500;
const EPS = 1;

describe('edge-to-edge distances (SB 1.4, SB-R-03)', () => {
  it('subtracts both radii and never goes below 0', () => {
    expect(edgeDistance(0, 0, R, 0, 3000, R)).toBe(2000);
    expect(edgeDistance(0, 0, R, 600, 800, R)).toBe(0); // 3-4-5: centres 1000 apart, touching
    expect(edgeDistance(0, 0, R, 300, 400, R)).toBe(0); // overlapping
    expect(pointEdgeDistance(0, 0, R, 0, 1500)).toBe(1000);
    expect(segmentEdgeDistance(0, 2000, R, -5000, 0, 5000, 0)).toBe(1500);
    expect(segmentEdgeDistance(7000, 0, R, -5000, 0, 5000, 0)).toBe(1500); // past the end: to the end point
  });

  it('point to segment: perpendicular inside, end points outside', () => {
    expect(pointSegmentDist(3, 4, 0, 0, 10, 0)).toBe(4);
    expect(pointSegmentDist(-3, 4, 0, 0, 10, 0)).toBe(5);
    expect(pointSegmentDist(13, -4, 0, 0, 10, 0)).toBe(5);
    expect(pointSegmentDist(1, 1, 2, 2, 2, 2)).toBe(Math.SQRT2); // a degenerate segment is a point
  });
});

describe('contact and overlap at the ε boundaries (SB 1.4, C-2)', () => {
  it('contact means |p_i − p_j| ≤ r_i + r_j + ε: 1000 and 1001 touch, 1002 does not', () => {
    expect(inContact(0, 0, R, 1000, 0, R, EPS)).toBe(true);
    expect(inContact(0, 0, R, 1001, 0, R, EPS)).toBe(true);
    expect(inContact(0, 0, R, 1002, 0, R, EPS)).toBe(false);
  });

  it('is exact on oblique lines: (600, 801) is inside 1001, (601, 801) outside', () => {
    // 600² + 801² = 1001601 ≤ 1001² = 1002001; 601² + 801² = 1002802 > 1002001.
    expect(inContact(0, 0, R, 600, 801, R, EPS)).toBe(true);
    expect(inContact(0, 0, R, 601, 801, R, EPS)).toBe(false);
    // 3-4-5 scaled: (600.6, 800.8) is exactly 1001 away.
    expect(compareDist(0, 0, 6006, 8008, 10010)).toBe(0);
  });

  it('bases overlap only when nearer than r_i + r_j − ε: touching and 1 quantum in are legal', () => {
    expect(overlaps(0, 0, R, 1000, 0, R, EPS)).toBe(false);
    expect(overlaps(0, 0, R, 999, 0, R, EPS)).toBe(false);
    expect(overlaps(0, 0, R, 998, 0, R, EPS)).toBe(true);
  });

  it('reach "within 2 in" is ≤ 2 + ε and never rounded (SB-R-04)', () => {
    expect(withinReach(0, 0, R, 3001, 0, R, 2000, EPS)).toBe(true); // edge 2.001 in
    expect(withinReach(0, 0, R, 3002, 0, R, 2000, EPS)).toBe(false); // edge 2.002 in
    expect(pointWithinReach(0, 0, R, 0, 1501, 1000, EPS)).toBe(true); // pick-up: ball 1.001 in from the edge
    expect(pointWithinReach(0, 0, R, 0, 1502, 1000, EPS)).toBe(false);
  });

  it('legal position: the whole base on the pitch, within ε', () => {
    expect(discInRect(500, 500, R, 0, 0, 13000, 21000, EPS)).toBe(true);
    expect(discInRect(499, 500, R, 0, 0, 13000, 21000, EPS)).toBe(true);
    expect(discInRect(498, 500, R, 0, 0, 13000, 21000, EPS)).toBe(false);
    expect(discInRect(12501, 20500, R, 0, 0, 13000, 21000, EPS)).toBe(true);
    expect(discInRect(12502, 20500, R, 0, 0, 13000, 21000, EPS)).toBe(false);
  });
});

describe('on a trajectory (SB 1.4: dist(p, S) ≤ r, tangency counts, with ε)', () => {
  it('ARB-SB-01 on an axis-parallel segment: 501 from the line is on it, 502 is not', () => {
    expect(onTrajectory(5000, 500, R, 0, 0, 10000, 0, EPS)).toBe(true); // tangent
    expect(onTrajectory(5000, 501, R, 0, 0, 10000, 0, EPS)).toBe(true); // tangent + ε
    expect(onTrajectory(5000, 502, R, 0, 0, 10000, 0, EPS)).toBe(false);
    expect(onTrajectory(10501, 0, R, 0, 0, 10000, 0, EPS)).toBe(true); // beyond the end, touching the end point + ε
    expect(onTrajectory(10502, 0, R, 0, 0, 10000, 0, EPS)).toBe(false);
  });

  it('is exact on an oblique segment: (1665, 1875) is exactly 501 from (0,0)–(4000,3000)', () => {
    // |3·1665 − 4·1875| / 5 = 2505 / 5 = 501 = r + ε; (1665, 1876) is 2509 / 5 = 501.8 away.
    expect(compareSegmentDist(1665, 1875, 0, 0, 4000, 3000, 501)).toBe(0);
    expect(onTrajectory(1665, 1875, R, 0, 0, 4000, 3000, EPS)).toBe(true);
    expect(onTrajectory(1665, 1876, R, 0, 0, 4000, 3000, EPS)).toBe(false);
    // (21, 642) is also exactly 501 away (|63 − 2568| / 5); the float distance says 501.00000000000006, so a
    // float comparison would put this base off the trajectory.
    expect(pointSegmentDist(21, 642, 0, 0, 4000, 3000)).toBeGreaterThan(501);
    expect(onTrajectory(21, 642, R, 0, 0, 4000, 3000, EPS)).toBe(true);
    // The reach of Intercept shot (SB-REACT-3): 2 in edge to the trajectory.
    expect(onTrajectory(1665, 1875 + 2500, R, 0, 0, 4000, 3000, EPS, 2000)).toBe(true);
  });

  it('a move clears a base at r_i + r_j − ε (SB-MOVE-2)', () => {
    expect(clearsPath(0, 0, 10000, 0, R, 5000, 999, R, EPS)).toBe(true);
    expect(clearsPath(0, 0, 10000, 0, R, 5000, 998, R, EPS)).toBe(false);
  });
});

describe('distance-based difficulties D = ceil(d − ε) (SB-R-04)', () => {
  // Shooter r = 500 at the origin, target point at distance d + 500: D is the smallest k with |pq| ≤ 501 + 1000k.
  const difficulty = (d2: number) => ceilSteps(d2, R + EPS, 1000);
  it('gives the reference examples: 4.0005 in → 4, 4.002 in → 5, 0 in → 0', () => {
    expect(difficulty(4500.5 * 4500.5)).toBe(4);
    expect(difficulty(distSq(0, 0, 0, 4502))).toBe(5);
    expect(difficulty(distSq(0, 0, 0, 500))).toBe(0);
    expect(difficulty(0)).toBe(0);
    expect(() => ceilSteps(1, 0, 0)).toThrow(RangeError);
  });

  it('is exact at the boundary: 4.001 in → 4, 4.000 → 4, 3.999 → 4, 3.001 → 3', () => {
    expect(difficulty(distSq(0, 0, 0, 4501))).toBe(4);
    expect(difficulty(distSq(0, 0, 0, 4500))).toBe(4);
    expect(difficulty(distSq(0, 0, 0, 4499))).toBe(4);
    expect(difficulty(distSq(0, 0, 0, 3501))).toBe(3);
    expect(difficulty(distSq(0, 0, 2700, 3600))).toBe(4); // 3-4-5: 4500 from the centre, edge 4.000 in
    expect(difficulty(distSq(0, 0, 2703, 3604))).toBe(5); // 4505 from the centre, edge 4.005 in
  });
});

describe('segments', () => {
  it('intersect when they cross, touch or overlap collinearly', () => {
    expect(segmentsIntersect(0, 0, 10, 10, 0, 10, 10, 0)).toBe(true);
    expect(segmentsIntersect(0, 0, 10, 0, 10, 0, 10, 5)).toBe(true); // end to end
    expect(segmentsIntersect(0, 0, 10, 0, 5, 0, 15, 0)).toBe(true); // collinear overlap
    expect(segmentsIntersect(0, 0, 10, 0, 11, 0, 15, 0)).toBe(false); // collinear, apart
    expect(segmentsIntersect(0, 0, 10, 0, 0, 1, 10, 1)).toBe(false); // parallel
  });
});

describe('exactness properties (the reason integer states hash the same everywhere)', () => {
  const coord = fc.integer({ min: -21_000, max: 21_000 });
  it('contact and trajectory decisions are symmetric and invariant under integer translations', () => {
    fc.assert(
      fc.property(
        coord,
        coord,
        coord,
        coord,
        coord,
        coord,
        fc.integer({ min: 0, max: 3000 }),
        (ax, ay, bx, by, px, py, t) => {
          const k = 1_000_003;
          expect(compareDist(ax, ay, bx, by, t)).toBe(compareDist(bx + k, by - k, ax + k, ay - k, t));
          const s = compareSegmentDist(px, py, ax, ay, bx, by, t);
          expect(compareSegmentDist(px + k, py + k, bx + k, by + k, ax + k, ay + k, t)).toBe(s);
          expect(compareSegmentDist(-px, py, -ax, ay, -bx, by, t)).toBe(s);
          // And they agree with the float distance wherever that is not within rounding of t.
          const d = pointSegmentDist(px, py, ax, ay, bx, by);
          if (Math.abs(d - t) > 1e-6) expect(s).toBe(Math.sign(d - t));
        },
      ),
    );
  });
});

describe('the contact move of a charge (SB-CHARGE-2, SB-R-28)', () => {
  it('moves straight towards the target until the bases touch', () => {
    const out = { x: 0, y: 0 };
    // Charger at (0, 0), target at (1200, 1600) (2000 away): stops 1000 short, at (600, 800).
    expect(approachContact(0, 0, 1200, 1600, 1000, out)).toBe(1000);
    expect(out).toEqual({ x: 600, y: 800 });
    expect(approachContact(0, 0, 600, 800, 1000, out)).toBe(0); // already touching
    expect(out).toEqual({ x: 0, y: 0 });
  });
});
