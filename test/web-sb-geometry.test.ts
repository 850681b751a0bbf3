/**
 * The Spark Ball pitch on screen (web/src/sbGeometry.ts): inches ↔ SVG units with each coach's own goal at the
 * bottom, the 0.1-in snap of pointer points, path lengths, and the Move plan built by drags and clicks.
 */
import { describe, expect, it } from 'vitest';
import {
  addWaypoint,
  clientToSvg,
  dragTo,
  EMPTY_PLAN,
  formatInches,
  fromSvg,
  MARGIN,
  pathLength,
  planPoints,
  semicircleZonePath,
  pointerToPitch,
  SCALE,
  snap,
  toSvg,
  VIEW_H,
  VIEW_W,
} from '../web/src/sbGeometry.ts';

describe('Spark Ball pitch geometry', () => {
  it('draws the 13 × 21 in pitch at true proportions', () => {
    expect((VIEW_W - 2 * MARGIN) / (VIEW_H - 2 * MARGIN)).toBeCloseTo(13 / 21, 12);
  });

  it('puts Home’s goal line (y = 0) at the bottom for Home and for spectators, at the bottom for Away turned half a turn', () => {
    // Home: x grows to the right, y grows upwards
    expect(toSvg({ x: 0, y: 0 }, 0)).toEqual({ x: MARGIN, y: MARGIN + 21 * SCALE });
    expect(toSvg({ x: 13, y: 21 }, 0)).toEqual({ x: MARGIN + 13 * SCALE, y: MARGIN });
    expect(toSvg({ x: 2, y: 3 }, null)).toEqual(toSvg({ x: 2, y: 3 }, 0));
    // Away: his goal line (y = 21) at the bottom, and Home's left is his right
    expect(toSvg({ x: 0, y: 21 }, 1)).toEqual({ x: MARGIN + 13 * SCALE, y: MARGIN + 21 * SCALE });
    expect(toSvg({ x: 13, y: 0 }, 1)).toEqual({ x: MARGIN, y: MARGIN });
    // The centre spot is the centre of the drawing for both
    expect(toSvg({ x: 6.5, y: 10.5 }, 0)).toEqual({ x: VIEW_W / 2, y: VIEW_H / 2 });
    expect(toSvg({ x: 6.5, y: 10.5 }, 1)).toEqual({ x: VIEW_W / 2, y: VIEW_H / 2 });
  });

  it('fromSvg inverts toSvg for both seats', () => {
    for (const seat of [0, 1]) {
      for (const p of [
        { x: 0.5, y: 1.5 },
        { x: 12.3, y: 20.1 },
        { x: 6.5, y: 10.5 },
      ]) {
        const back = fromSvg(toSvg(p, seat), seat);
        expect(back.x).toBeCloseTo(p.x, 10);
        expect(back.y).toBeCloseTo(p.y, 10);
      }
    }
  });

  it('maps a pointer on a scaled SVG to the pitch, snapped to 0.1 in', () => {
    // the drawing shown at half size, 100 px from the left and 50 from the top
    const rect = { left: 100, top: 50, width: VIEW_W / 2, height: VIEW_H / 2 };
    expect(clientToSvg({ x: 100 + VIEW_W / 4, y: 50 + VIEW_H / 4 }, rect)).toEqual({
      x: VIEW_W / 2,
      y: VIEW_H / 2,
    });
    // 3.04 in from Home's left touchline and 2.96 in from his goal line
    const svg = toSvg({ x: 3.04, y: 2.96 }, 0);
    const client = { x: 100 + svg.x / 2, y: 50 + svg.y / 2 };
    expect(pointerToPitch(client, rect, 0)).toEqual({ x: 3, y: 3 });
    const away = toSvg({ x: 3.04, y: 2.96 }, 1);
    expect(pointerToPitch({ x: 100 + away.x / 2, y: 50 + away.y / 2 }, rect, 1)).toEqual({ x: 3, y: 3 });
  });

  it('snaps without binary noise', () => {
    expect(snap(0.1 + 0.2)).toBe(0.3);
    expect(snap(2.449)).toBe(2.4);
    expect(snap(2.451)).toBe(2.5);
    expect(snap(-0.04)).toBe(-0);
  });

  it('measures a path through its waypoints and formats it per language', () => {
    expect(pathLength({ x: 0, y: 0 }, [])).toBe(0);
    expect(
      pathLength({ x: 1, y: 1 }, [
        { x: 4, y: 5 },
        { x: 4, y: 7 },
      ]),
    ).toBe(7);
    expect(formatInches(2.25, 'fr')).toBe('2,3');
    expect(formatInches(2.25, 'en')).toBe('2.3');
    expect(formatInches(6, 'en')).toBe('6');
  });

  it('builds a Move plan: a drag shows a snapped ghost, a release or a click adds a waypoint, at most 8', () => {
    let plan = dragTo(EMPTY_PLAN, { x: 3.52, y: 9.98 });
    expect(plan.drag).toEqual({ x: 3.5, y: 10 });
    expect(plan.path).toEqual([]);
    expect(planPoints(plan)).toEqual([{ x: 3.5, y: 10 }]);
    plan = addWaypoint(plan, plan.drag!, 8);
    expect(plan).toEqual({ path: [{ x: 3.5, y: 10 }], drag: null });
    // the same point again adds nothing
    expect(addWaypoint(plan, { x: 3.51, y: 10.02 }, 8).path).toHaveLength(1);
    for (let i = 1; i <= 9; i++) plan = addWaypoint(plan, { x: 3.5 + i / 10, y: 10 }, 8);
    expect(plan.path).toHaveLength(8);
    // each point past the eighth replaced the last one
    expect(plan.path[7]).toEqual({ x: 4.4, y: 10 });
    expect(plan.path[6]).toEqual({ x: 4.1, y: 10 });
  });
});

describe('the semicircular goal zone (SB-R-07 goalZone.shape = semicircle)', () => {
  it('is the half-disc on the mouth’s midpoint, bulging into the pitch for either seat', () => {
    // Home's zone seen by Home: the mouth at the bottom (y = 856), the arc bulging up (clockwise on screen).
    expect(semicircleZonePath(0, 3, 0)).toBe('M 156 856 A 120 120 0 0 1 396 856 Z');
    // Away's zone seen by Home: the mouth at the top (y = 16), the arc bulging down.
    expect(semicircleZonePath(1, 3, 0)).toBe('M 156 16 A 120 120 0 0 0 396 16 Z');
    // Home's zone seen by Away (the pitch turned half a turn): the mouth at the top, x mirrored.
    expect(semicircleZonePath(0, 2.5, 1)).toBe('M 376 16 A 100 100 0 0 1 176 16 Z');
  });
});
