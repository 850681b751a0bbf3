import { describe, expect, it } from 'vitest';
import { nearestOnCircle, nearestOnSegment, placement, pseudoAngle } from './nearest.ts';
import type { Rect } from './walls.ts';

// The pitch for centres of r = 500 bases (SB 1.4): 500 ≤ x ≤ 12500, 500 ≤ y ≤ 20500.
const BOX: Rect = { minX: 500, minY: 500, maxX: 12_500, maxY: 20_500 };
const NONE: number[] = [];

describe('nearest legal point on a segment (SB 5.5, SB-REACT-7/8/10)', () => {
  it('is the projection of the original centre when it is legal', () => {
    const p = placement();
    expect(nearestOnSegment(4000, 6000, 1000, 3000, 11_000, 3000, BOX, NONE, p)).toBe(true);
    expect(p).toEqual({ x: 4000, y: 3000, t: 0.3 });
  });

  it('ARB-SB-05 steps out of another base to the nearer side; a tie goes to the smaller parameter', () => {
    const p = placement();
    // A base at (4000, 3000): centres within 1000 of it are illegal, so 3000..5000 on the segment.
    expect(nearestOnSegment(4000, 6000, 1000, 3000, 11_000, 3000, BOX, [4000, 3000, 1000], p)).toBe(true);
    expect(p).toEqual({ x: 3000, y: 3000, t: 0.2 }); // 3000 and 5000 are equally near: the smaller t
    expect(nearestOnSegment(4000, 6000, 1000, 3000, 11_000, 3000, BOX, [3500, 3000, 1000], p)).toBe(true);
    expect(p).toEqual({ x: 4500, y: 3000, t: 0.35 });
  });

  it('keeps to the box (the pitch, or a keeper zone) and refuses when nothing is legal', () => {
    const p = placement();
    expect(nearestOnSegment(0, 6000, 0, 3000, 10_000, 3000, BOX, NONE, p)).toBe(true);
    expect([p.x, p.y]).toEqual([500, 3000]);
    // Every point of a short segment is within 1000 of a base in its middle.
    expect(nearestOnSegment(4000, 6000, 3500, 3000, 4500, 3000, BOX, [4000, 3000, 1000], p)).toBe(false);
    // A segment wholly off the box.
    expect(nearestOnSegment(0, 0, 100, 100, 400, 400, BOX, NONE, p)).toBe(false);
  });

  it('skips a point legal for one base but inside another', () => {
    const p = placement();
    // Forbidden 3000..5000 and 4800..6800: the nearest legal points to t* = 4000 are 3000 and 6800.
    const obstacles = [4000, 3000, 1000, 5800, 3000, 1000];
    expect(nearestOnSegment(4000, 6000, 1000, 3000, 11_000, 3000, BOX, obstacles, p)).toBe(true);
    expect([p.x, p.y]).toEqual([3000, 3000]);
  });
});

describe('nearest legal contact point on a circle (SB-REACT-6/9, SB-R-31)', () => {
  it('is towards the original centre when legal', () => {
    const p = placement();
    expect(nearestOnCircle(6000, 9000, 6000, 6000, 1000, BOX, NONE, p)).toBe(true);
    expect([p.x, p.y]).toEqual([6000, 7000]);
  });

  it('goes round a base in the way; a tie goes to the smaller angle clockwise from 0°', () => {
    const p = placement();
    // A base at (6000, 7000) forbids centres within 1000: the legal arc ends 60° either side of +y, at
    // (6000 ± 1000·sin 60°, 6000 + 1000·cos 60°) = (6866.03…, 6500) and (5133.97…, 6500), equally near.
    expect(nearestOnCircle(6000, 9000, 6000, 6000, 1000, BOX, [6000, 7000, 1000], p)).toBe(true);
    expect(p.x).toBeCloseTo(6000 + 500 * Math.sqrt(3), 9);
    expect(p.y).toBeCloseTo(6500, 9);
  });

  it('breaks the mirror tie below the circle the same way: 120° before 240°', () => {
    const p = placement();
    expect(nearestOnCircle(6000, 3000, 6000, 6000, 1000, BOX, [6000, 5000, 1000], p)).toBe(true);
    expect(p.x).toBeCloseTo(6000 + 500 * Math.sqrt(3), 9);
    expect(p.y).toBeCloseTo(5500, 9);
  });

  it('with the original centre on the circle centre, takes the legal point at the smallest angle', () => {
    const p = placement();
    expect(nearestOnCircle(6000, 6000, 6000, 6000, 1000, BOX, NONE, p)).toBe(true);
    expect([p.x, p.y]).toEqual([6000, 7000]);
  });

  it('is cut by the box: the pitch edge at y = 500', () => {
    const p = placement();
    // Charger at (6000, 600); the tackler comes from far below: the contact point straight down is off the
    // pitch, the box cuts the circle at y = 500, x = 6000 ± √(1000² − 100²); equally near, the smaller angle wins.
    expect(nearestOnCircle(6000, -2000, 6000, 600, 1000, BOX, NONE, p)).toBe(true);
    expect(p.x).toBeCloseTo(6000 + Math.sqrt(990_000), 9);
    expect(p.y).toBe(500);
  });

  it('refuses when the whole circle is covered', () => {
    const p = placement();
    expect(nearestOnCircle(6000, 9000, 6000, 6000, 1000, BOX, [6000, 6000, 2500], p)).toBe(false);
  });

  it('orders pseudo-angles clockwise from +y', () => {
    const dirs = [
      [0, 1],
      [1, 1],
      [1, 0],
      [1, -1],
      [0, -1],
      [-1, -1],
      [-1, 0],
      [-1, 1],
    ];
    const a = dirs.map(([x, y]) => pseudoAngle(x!, y!));
    expect(a).toEqual([...a].sort((p, q) => p - q));
    expect(a[0]).toBe(0);
  });
});

describe('a semicircular keeper zone (SB-R-07 variant goalZone.shape = semicircle)', () => {
  // Home mouth midpoint (6500, 0), depth 3 in: the keeper's centre must stay within 3000 of it.
  const zone = { x: 6500, y: 0, r: 3000 };

  it('limits the segment to the zone: chord x = 6500 ± √(3000² − 2000²) at y = 2000', () => {
    const p = placement();
    expect(nearestOnSegment(10_000, 1000, 2000, 2000, 11_000, 2000, BOX, NONE, p, zone)).toBe(true);
    expect(p.x).toBeCloseTo(6500 + Math.sqrt(5e6), 9);
    expect(p.y).toBe(2000);
    expect(nearestOnSegment(10_000, 1000, 2000, 4000, 11_000, 4000, BOX, NONE, p, zone)).toBe(false);
  });

  it('limits the contact circle to the zone: the cuts at y = 2850, a tie won by the smaller angle', () => {
    const p = placement();
    // Charger at (6500, 2500), contact radius 1000, the keeper comes from (6500, 5000).
    expect(nearestOnCircle(6500, 5000, 6500, 2500, 1000, BOX, NONE, p, zone)).toBe(true);
    expect(p.x).toBeCloseTo(6500 + Math.sqrt(1e6 - 350 * 350), 9);
    expect(p.y).toBeCloseTo(2850, 9);
  });
});

describe('goal zones closed to a player (SB-R-07 variant goalZone.excludeOthers): avoided rectangles', () => {
  // The Away zone 3..10 × 18..21 in, closed to a Home player.
  const AVOID = [3000, 18_000, 10_000, 21_000];

  it('keeps the segment out of the rectangle’s interior: the projection inside gives way to the nearer side', () => {
    const p = placement();
    // The segment y = 19500 from x = 1000 to 12000; O at (8000, 17000): the projection (8000, 19500) is inside.
    expect(nearestOnSegment(8000, 17_000, 1000, 19_500, 12_000, 19_500, BOX, NONE, p, null, AVOID)).toBe(
      true,
    );
    expect([p.x, p.y]).toEqual([10_000, 19_500]);
    // Its boundary is legal: along y = 18000 the projection stands.
    expect(nearestOnSegment(8000, 17_000, 1000, 18_000, 12_000, 18_000, BOX, NONE, p, null, AVOID)).toBe(
      true,
    );
    expect([p.x, p.y]).toEqual([8000, 18_000]);
    // A segment wholly inside has no legal point.
    expect(nearestOnSegment(8000, 17_000, 4000, 19_500, 9000, 19_500, BOX, NONE, p, null, AVOID)).toBe(false);
  });

  it('keeps the contact circle out of it: the cuts with the side y = 18000', () => {
    const p = placement();
    // Contact circle of radius 1000 around (6500, 18500); O at (6500, 16000): the nearest point (6500, 17500) is
    // legal; from (6500, 21000) above, the nearest legal points are the cuts at y = 18000 (a tie, smaller angle).
    expect(nearestOnCircle(6500, 16_000, 6500, 18_500, 1000, BOX, NONE, p, null, AVOID)).toBe(true);
    expect([p.x, p.y]).toEqual([6500, 17_500]);
    expect(nearestOnCircle(6500, 20_500, 6500, 18_500, 1000, BOX, NONE, p, null, AVOID)).toBe(true);
    expect(p.x).toBeCloseTo(6500 + Math.sqrt(1e6 - 500 * 500), 9);
    expect(p.y).toBe(18_000);
  });
});
