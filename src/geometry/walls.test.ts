import { describe, expect, it } from 'vitest';
import { unitVector, vec } from './direction.ts';
import { roundHalfEven } from './quantise.ts';
import {
  bounceDirection,
  pointsOut,
  trace,
  traceToWalls,
  WALL_BOTTOM,
  WALL_LEFT,
  WALL_RIGHT,
  WALL_TOP,
  type Rect,
} from './walls.ts';

// The Spark Ball pitch in quanta (SB 1.3): 13 × 21 in.
const PITCH: Rect = { minX: 0, minY: 0, maxX: 13000, maxY: 21000 };
const EPS = 1;

describe('a ball movement up to the walls (SB-BALL-5)', () => {
  it('ends where it should when it stays on the pitch', () => {
    const t = traceToWalls(6500, 10500, 1, 0, 3000, PITCH, EPS, trace());
    expect(t).toEqual({ x: 9500, y: 10500, travel: 3000, walls: 0 });
  });

  it('stops at the contact point W and loses the rest of its movement', () => {
    const t = traceToWalls(6500, 10500, 1, 0, 10000, PITCH, EPS, trace());
    expect(t).toEqual({ x: 13000, y: 10500, travel: 6500, walls: WALL_RIGHT });
  });

  it('ARB-SB-03 counts reaching the wall exactly, and within ε, as contact', () => {
    expect(traceToWalls(6500, 10500, 1, 0, 6500, PITCH, EPS, trace()).walls).toBe(WALL_RIGHT);
    expect(traceToWalls(6500, 10500, 1, 0, 6499, PITCH, EPS, trace())).toEqual({
      x: 13000,
      y: 10500,
      travel: 6500,
      walls: WALL_RIGHT,
    });
    expect(traceToWalls(6500, 10500, 1, 0, 6498, PITCH, EPS, trace()).walls).toBe(0);
  });

  it('ARB-SB-04 reaches a goal line at a post: the caller sees x = 3000, part of the mouth (SB 1.3, SB-BALL-6)', () => {
    const u = unitVector(180_000, vec());
    const t = traceToWalls(3000, 1000, u.x, u.y, 4000, PITCH, EPS, trace());
    expect(t).toEqual({ x: 3000, y: 0, travel: 1000, walls: WALL_BOTTOM });
  });

  it('ARB-SB-02 puts a ball arriving at a corner, or within ε of it, on both walls (SB-R-16)', () => {
    const u = unitVector(225_000, vec()); // SW
    const t = traceToWalls(2000, 2000, u.x, u.y, 5000, PITCH, EPS, trace());
    expect(t.walls).toBe(WALL_LEFT | WALL_BOTTOM);
    expect([t.x, t.y]).toEqual([0, 0]);
    expect(t.travel).toBeCloseTo(2000 * Math.SQRT2, 9);
    // One quantum off the diagonal: it meets x = 0 at y = 1, within ε of the corner.
    const n = traceToWalls(2000, 2001, u.x, u.y, 5000, PITCH, EPS, trace());
    expect(n.walls).toBe(WALL_LEFT | WALL_BOTTOM);
    expect([n.x, n.y]).toEqual([0, 0]);
    // Two quanta off: a plain left wall contact at y = 2.
    const m = traceToWalls(2000, 2002, u.x, u.y, 5000, PITCH, EPS, trace());
    expect(m.walls).toBe(WALL_LEFT);
    expect([m.x, roundHalfEven(m.y)]).toEqual([0, 2]);
  });
});

describe('bounce directions (SB-BALL-5, SB-R-16)', () => {
  it('reverses a direction that points into the wall, keeps one parallel to it or pointing away', () => {
    expect(bounceDirection(0.6, 0.8, WALL_RIGHT, 'reverse', vec())).toEqual({ x: -0.6, y: -0.8 });
    expect(bounceDirection(0, 1, WALL_RIGHT, 'reverse', vec())).toEqual({ x: 0, y: 1 });
    expect(bounceDirection(-0.6, 0.8, WALL_RIGHT, 'reverse', vec())).toEqual({ x: -0.6, y: 0.8 });
  });

  it('mirror variant flips only the outward component', () => {
    expect(bounceDirection(0.6, -0.8, WALL_BOTTOM, 'mirror', vec())).toEqual({ x: 0.6, y: 0.8 });
    expect(bounceDirection(0.6, -0.8, WALL_BOTTOM, 'reverse', vec())).toEqual({ x: -0.6, y: 0.8 });
  });

  it('at a corner tests both walls and flips what still points out', () => {
    // At (0, 0), a roll of 135° (SE, (+, −)) points into the bottom wall: reversed to NW (−, +), which still
    // points out through the left wall, so x flips: NE.
    const se = unitVector(135_000, vec());
    const b = bounceDirection(se.x, se.y, WALL_LEFT | WALL_BOTTOM, 'reverse', vec());
    expect(b.x).toBe(se.x);
    expect(b.y).toBe(-se.y);
    expect(b.x).toBeGreaterThan(0);
    expect(b.y).toBeGreaterThan(0);
    expect(pointsOut(b.x, b.y, WALL_LEFT | WALL_BOTTOM)).toBe(false);
    // A roll of 270° (W) at that corner: reversed to E, which points in.
    expect(bounceDirection(-1, 0, WALL_LEFT | WALL_BOTTOM, 'reverse', vec())).toEqual({ x: 1, y: 0 });
    // At the top-right corner a roll of 45° (NE) becomes SW.
    const ne = unitVector(45_000, vec());
    expect(bounceDirection(ne.x, ne.y, WALL_RIGHT | WALL_TOP, 'reverse', vec())).toEqual({
      x: -ne.x,
      y: -ne.y,
    });
  });

  it('rebounds off a corner: SW into (0, 0), roll SE, 2 in out along NE to (1414, 1414)', () => {
    const u = unitVector(225_000, vec());
    const w = traceToWalls(2000, 2000, u.x, u.y, 6000, PITCH, EPS, trace());
    expect(w.walls).toBe(WALL_LEFT | WALL_BOTTOM);
    const roll = unitVector(135_000, vec());
    const d = bounceDirection(roll.x, roll.y, w.walls, 'reverse', vec());
    const leg = traceToWalls(w.x, w.y, d.x, d.y, 2000, PITCH, EPS, trace());
    expect(leg.walls).toBe(0);
    // 2000 · √2/2 = 1414.21…
    expect([roundHalfEven(leg.x), roundHalfEven(leg.y)]).toEqual([1414, 1414]);
  });

  it('a reversed direction along the wall after a corner stays on the pitch', () => {
    // At (13000, 21000), a roll of 0° (N) points out through the top: reversed to S, parallel to the right wall.
    const b = bounceDirection(0, 1, WALL_RIGHT | WALL_TOP, 'reverse', vec());
    expect(b).toEqual({ x: 0, y: -1 });
    const leg = traceToWalls(13000, 21000, b.x, b.y, 3000, PITCH, EPS, trace());
    expect(leg).toEqual({ x: 13000, y: 18000, travel: 3000, walls: 0 });
  });
});
