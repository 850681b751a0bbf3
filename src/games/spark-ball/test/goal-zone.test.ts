import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { interceptPlacement } from '../intercept.ts';
import { returnPath } from '../keeper.ts';
import { closedZoneOnStep } from '../pitch.ts';
import { Ball, get, P_WHERE, P_X, P_Y, PER_INCH, set, Where } from '../state.ts';
import { formation, roster, Table, testOptions } from '../testing.ts';

type Zone = { shape?: 'rect' | 'semicircle'; excludeOthers?: boolean; depth?: number };

const opts = (goalZone: Zone) =>
  testOptions({ goalZone }, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

/** Line-ups, captains, traits, Home deploys first: Home's D-04 is pending. */
function atDeploy(goalZone: Zone): Table {
  const t = Table.setup(opts(goalZone));
  t.act(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'] });
  t.act(0, { type: 'captain', player: 'h1' });
  t.act(1, { type: 'lineup', players: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] });
  t.act(1, { type: 'captain', player: 'a1' });
  t.roll(2);
  t.roll(2);
  t.roll(5);
  t.roll(2);
  t.act(0, { type: 'deployOrder', first: true });
  return t;
}

/** Turn 1, Home's phase: only the players of `keep` on the pitch, at the given centres; `actor` activated. */
function scene(goalZone: Zone, keep: Record<string, [number, number]>, actor: string): Table {
  const t = Table.atTurn1(0, opts(goalZone));
  const s = t.s;
  for (let p = 0; p < s.info.length; p++) {
    const at = keep[s.info[p]!.id];
    if (at) {
      set(s, p, P_X, Math.round(at[0] * PER_INCH));
      set(s, p, P_Y, Math.round(at[1] * PER_INCH));
    } else if (get(s, p, P_WHERE) === Where.Pitch) set(s, p, P_WHERE, Where.Reserve);
  }
  t.act(0, { type: 'activate', player: actor });
  return t;
}

const deployWith = (id: string, x: number, y: number) => ({
  type: 'deploy',
  positions: formation(0).map((q) => (q.player === id ? { player: id, x, y } : q)),
});

const moves = (t: Table) =>
  t.legal(0).flatMap((a) => (a.type === 'move' ? [a.path.at(-1)!] : a.type === 'leap' ? [a.to] : []));

describe('goalZone.shape = semicircle (SB-R-07, ARB-SB-61)', () => {
  it('SB-R-07 the keeper deploys with his centre within depth of the mouth’s midpoint: (9.4, 1) is refused (the rectangle takes it)', () => {
    const rect = atDeploy({});
    rect.act(0, deployWith('h1', 9.4, 1));
    const t = atDeploy({ shape: 'semicircle' });
    const e = t.refuse(0, deployWith('h1', 9.4, 1));
    expect(e.code).toBe('deploy.keeperZone');
    expect(e.en).toBe(
      "h1 (#1) at (9.4, 1): the keeper's centre must be in his goal zone (centre within 3 in of (6.5, 0)).",
    );
    expect(e.message).toContain('(centre à 3 ps au plus de (6,5 ; 0))');
    t.act(0, deployWith('h1', 9, 1)); // 2.69 in from (6.5, 0)
  });

  it('SB-MOVE-10 a keeper may not leave the half-disc: (8.5, 2.5) is 3.2 in from the midpoint; his legal moves all end inside', () => {
    const rect = scene({}, { h1: [6.5, 1.5] }, 'h1');
    rect.act(0, { type: 'move', path: [{ x: 8.5, y: 2.5 }] });
    const t = scene({ shape: 'semicircle' }, { h1: [6.5, 1.5] }, 'h1');
    const e = t.refuse(0, { type: 'move', path: [{ x: 8.5, y: 2.5 }] });
    expect(e.code).toBe('move.keeperZone');
    expect(e.en).toBe(
      'Move refused: at point 1 (8.5, 2.5) the keeper would leave his goal zone (centre within 3 in of (6.5, 0)).',
    );
    const ends = moves(t);
    expect(ends.length).toBeGreaterThan(10);
    for (const q of ends) expect(Math.hypot(q.x - 6.5, q.y)).toBeLessThanOrEqual(3.001);
    // the rectangle's corner region is offered with the rectangle only
    expect(moves(rect).some((q) => Math.hypot(q.x - 6.5, q.y) > 3.001)).toBe(true);
  });

  it('SB-ACT-5 a keeper pushed out returns by the shortest path to the half-disc: from (10, 4) to its nearest point', () => {
    const t = scene({ shape: 'semicircle' }, { h1: [10, 4], h2: [2, 10] }, 'h2');
    const path = returnPath(t.s, t.index('h1'))!;
    // radial projection: (6.5, 0) + 3·(3.5, 4)/√28.25
    const l = Math.sqrt(28.25);
    expect(path.points).toEqual([Math.round(6500 + (3500 * 3) / l), Math.round((4000 * 3) / l)]);
    expect(path.length / PER_INCH).toBeCloseTo(l - 3, 2);
    // The rectangle's nearest point is its corner (10, 3): 1 in.
    const rect = scene({}, { h1: [10, 4], h2: [2, 10] }, 'h2');
    expect(returnPath(rect.s, rect.index('h1'))).toEqual({ points: [10000, 3000], length: 1000 });
  });

  it('SB-R-06 a keeper charges only if his contact position stays in the half-disc: (9.2, 1.5) is 3.09 in from (6.5, 0)', () => {
    const keep: Record<string, [number, number]> = { h1: [8.5, 1.5], a6: [10.2, 1.5] };
    const rect = scene({}, keep, 'h1');
    expect(rect.legal(0)).toContainEqual({ type: 'charge', target: 'a6' });
    const t = scene({ shape: 'semicircle' }, keep, 'h1');
    const e = t.refuse(0, { type: 'charge', target: 'a6' });
    expect(e).toMatchObject({ code: 'charge.keeperZone', rule: 'SB-MOVE-10' });
    expect(e.en).toBe(
      'No charge on "a6": in contact with a6 the keeper would leave his goal zone (centre within 3 in of (6.5, 0)).',
    );
    expect(t.legal(0).some((a) => a.type === 'charge')).toBe(false);
  });

  it('SB-REACT-5 a keeper’s reaction placement stays in the half-disc: his Intercept pass stands where the pass leaves it', () => {
    // h6 at (10, 18.5) passes to h5 at (3, 18.5), along y = 18.5; Away's keeper a1 at (9, 19.8) intercepts.
    const placed: [number, number][] = [];
    for (const shape of ['rect', 'semicircle'] as const) {
      const t = scene({ shape }, { h6: [10, 18.5], h5: [3, 18.5], a1: [9, 19.8] }, 'h6');
      const h6 = t.index('h6');
      t.s.ball = Ball.Held;
      t.s.holder = h6;
      t.s.ballX = get(t.s, h6, P_X);
      t.s.ballY = get(t.s, h6, P_Y);
      t.act(0, { type: 'passBall', target: 'h5' });
      t.roll(4);
      const q = interceptPlacement(t.s, t.index('a1'))!;
      placed.push([q.x, q.y]);
    }
    // the rectangle: straight below him; the half-disc of radius 3 meets y = 18.5 at x = 6.5 + √2.75
    expect(placed).toEqual([
      [9000, 18500],
      [Math.round(6500 + Math.sqrt(2.75) * 1000), 18500],
    ]);
  });

  it('SB-R-07 the view carries the zone’s shape for the board', () => {
    const t = scene({ shape: 'semicircle', depth: 2.5 }, { h6: [6.5, 10] }, 'h6');
    const v = sparkBall.view(t.s, null);
    expect(v.goalZone).toEqual({ width: 7, depth: 2.5, shape: 'semicircle', excludeOthers: false });
    expect(v.measure).toBe('edge');
  });
});

describe('goalZone.excludeOthers (SB-R-07, ARB-SB-62, ARB-SB-63)', () => {
  const closed = (shape: 'rect' | 'semicircle' = 'rect'): Zone => ({ excludeOthers: true, shape });

  it('SB-R-07 a Move may not end inside another goal zone: the refusal names the zone, the player and the depth', () => {
    const t = scene(closed(), { h5: [4, 15], a1: [6.5, 20.5] }, 'h5');
    const e = t.refuse(0, { type: 'move', path: [{ x: 4, y: 19 }] });
    expect(e).toMatchObject({ code: 'move.closedZone', rule: 'SB-R-07' });
    expect(e.en).toBe(
      'Move refused: at point 1 (4, 19), h5 would be 1 in inside the Away goal zone; with goalZone.excludeOthers only its keeper may enter it (its edge is allowed).',
    );
    expect(e.message).toContain('la zone de but Extérieur');
    // its edge is not inside
    t.act(0, { type: 'move', path: [{ x: 4, y: 18 }] });
    // without the variant he walks in
    const open = scene({}, { h5: [4, 15], a1: [6.5, 20.5] }, 'h5');
    open.act(0, { type: 'move', path: [{ x: 4, y: 19 }] });
  });

  it('SB-R-07 a Move may not cross another goal zone, even between two points outside it', () => {
    const t = scene(closed(), { h5: [2.5, 19.5], a1: [6.5, 20.5] }, 'h5');
    const e = t.refuse(0, { type: 'move', path: [{ x: 10.5, y: 19.5 }] });
    expect(e.en).toBe(
      'Move refused: segment 1 to (10.5, 19.5) crosses the Away goal zone; with goalZone.excludeOthers only its keeper may enter it (its edge is allowed).',
    );
    // round it along its edge
    t.act(0, {
      type: 'move',
      path: [
        { x: 3, y: 18 },
        { x: 7, y: 18 },
      ],
    });
  });

  it('SB-R-07 legal offers no step into or across a closed zone (either shape); the zone’s own keeper still moves in it', () => {
    for (const shape of ['rect', 'semicircle'] as const) {
      const t = scene(closed(shape), { h5: [6.5, 16], a1: [6.5, 20.5], h1: [6.5, 1.5] }, 'h5');
      const h5 = t.index('h5');
      const ends = moves(t);
      expect(ends.length).toBeGreaterThan(20);
      for (const q of ends) {
        expect(
          closedZoneOnStep(t.s, h5, 6500, 16000, Math.round(q.x * PER_INCH), Math.round(q.y * PER_INCH)),
        ).toBe(-1);
      }
      const k = scene(closed(shape), { h1: [6.5, 1.5] }, 'h1');
      expect(moves(k).length).toBeGreaterThan(10);
    }
  });

  it('SB-R-07 with the semicircle, (9.5, 19) is outside the Away zone (3.6 in from (6.5, 21)) and (6.5, 18.5) is 0.5 in inside', () => {
    const t = scene(closed('semicircle'), { h5: [9.5, 15], a1: [6.5, 20.5] }, 'h5');
    expect(t.refuse(0, { type: 'move', path: [{ x: 6.5, y: 18.5 }] }).en).toBe(
      'Move refused: at point 1 (6.5, 18.5), h5 would be 0.5 in inside the Away goal zone; with goalZone.excludeOthers only its keeper may enter it (its edge is allowed).',
    );
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 19 }] });
    const rect = scene(closed('rect'), { h5: [9.5, 15], a1: [6.5, 20.5] }, 'h5');
    expect(rect.refuse(0, { type: 'move', path: [{ x: 9.5, y: 19 }] }).code).toBe('move.closedZone');
  });

  it('SB-R-07 deployment: a Defender may not stand in his own goal zone', () => {
    const t = atDeploy(closed());
    const e = t.refuse(0, deployWith('h3', 6.5, 2));
    expect(e).toMatchObject({ code: 'deploy.closedZone', rule: 'SB-R-07' });
    expect(e.en).toBe(
      'h3 (#3) at (6.5, 2): the centre is 1 in inside the Home goal zone (3 ≤ x ≤ 10, 0 ≤ y ≤ 3); with goalZone.excludeOthers only its keeper may enter it (its edge is allowed).',
    );
    t.act(0, deployWith('h3', 6.5, 3));
  });

  it('ARB-SB-62 a charge whose contact move enters a closed zone is refused and not offered', () => {
    const t = scene(closed(), { h2: [6.5, 16.6], a1: [6.5, 19.5] }, 'h2');
    const e = t.refuse(0, { type: 'charge', target: 'a1' });
    expect(e).toMatchObject({ code: 'charge.closedZone', rule: 'SB-R-07' });
    expect(e.en).toBe(
      'No charge on "a1": in contact with a1 (6.5, 18.5), h2 would be 0.5 in inside the Away goal zone, closed to other players (goalZone.excludeOthers); only its keeper may enter it.',
    );
    expect(t.legal(0).some((a) => a.type === 'charge')).toBe(false);
    const open = scene({}, { h2: [6.5, 16.6], a1: [6.5, 19.5] }, 'h2');
    expect(open.legal(0)).toContainEqual({ type: 'charge', target: 'a1' });
  });

  it('ARB-SB-63 a player a push left inside a closed zone may walk out of it, but not end a step inside it', () => {
    const t = scene(closed(), { h5: [6.5, 19], a1: [4, 20.5] }, 'h5');
    expect(t.refuse(0, { type: 'move', path: [{ x: 8, y: 19.5 }] }).code).toBe('move.closedZone');
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 17 }] });
    expect(t.at('h5')).toEqual([6.5, 17]);
  });

  it('ARB-SB-63 a push may leave a player inside a closed zone: a failed Parry pushes a2 0.5 in into the Away zone', () => {
    const t = scene(closed(), { h2: [6.5, 14.4], a2: [6.5, 16.4], a1: [3, 20.5] }, 'h2');
    t.act(0, { type: 'charge', target: 'a2' });
    const top = t.s.stack.at(-1);
    if (top?.id === 'D-20') t.act(1, { type: 'decline' });
    t.roll(4); // D = 4 + F 3 = 7
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(2); // R 3 + 2 = 5: failed, MF 2
    // contact at (6.5, 15.4), pushed 2 in along +y from (6.5, 16.4)
    expect(t.at('h2')).toEqual([6.5, 15.4]);
    expect(t.at('a2')).toEqual([6.5, 18.4]);
  });
});
