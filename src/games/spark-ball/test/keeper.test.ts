import { describe, expect, it } from 'vitest';
import { describe as describeEvent } from '../i18n.ts';
import { returnPath } from '../keeper.ts';
import { Ball, get, P_PRONE, P_X, P_Y, PER_INCH, set } from '../state.ts';
import { Table } from '../testing.ts';

/** Turn 1, Home first, Home's keeper h1 pushed (by hand) to (x, y), outside his zone (x 3–10, y 0–3). */
function keeperAt(x: number, y: number, prone = false): Table {
  const t = Table.atTurn1(0);
  const h1 = t.index('h1');
  set(t.s, h1, P_X, x * PER_INCH);
  set(t.s, h1, P_Y, y * PER_INCH);
  if (prone) set(t.s, h1, P_PRONE, 1);
  return t;
}

const steps = (t: Table) => t.legal(0).filter((a) => a.type !== 'concede');

describe('the keeper’s return (SB-ACT-5, SB-R-56, SB-MOVE-10)', () => {
  it('SB-ACT-5 a keeper outside his zone must first move back by the shortest path: legal offers only that', () => {
    const t = keeperAt(2, 2);
    const evs = t.act(0, { type: 'activate', player: 'h1' });
    const announce = { type: 'keeperReturn', rule: 'SB-ACT-5', player: 'h1', length: 1 };
    expect(evs).toContainEqual(announce);
    expect(describeEvent(announce, 'fr')).toBe(
      'h1 doit revenir dans sa zone de but : 1 ps par le plus court chemin. [SB-ACT-5]',
    );
    expect(describeEvent(announce, 'en')).toBe(
      'h1 must return to his goal zone: 1 in by the shortest path. [SB-ACT-5]',
    );
    expect(steps(t)).toEqual([
      { type: 'move', path: [{ x: 3, y: 2 }] },
      { type: 'leap', to: { x: 3, y: 2 } },
    ]);
  });

  it('SB-ACT-5 validate refuses any other step, saying the shortest path', () => {
    const t = keeperAt(2, 2);
    t.act(0, { type: 'activate', player: 'h1' });
    const e = t.refuse(0, { type: 'end' });
    expect(e).toMatchObject({
      code: 'keeper.return',
      rule: 'SB-ACT-5',
      en: 'The keeper is outside his goal zone: he must first get back into it (Move or Leap) by the shortest path (1 in, by (3, 2)) before any other step.',
      message:
        'Le gardien est hors de sa zone de but : il doit d’abord y revenir (Move ou Leap) par le plus court chemin (1 ps, par (3, 2)) avant toute autre étape.',
    });
    expect(t.refuse(0, { type: 'pickUp' }).code).toBe('keeper.return');
  });

  it('SB-ACT-5 a returning keeper who holds the ball is offered no pass either (validate refuses one)', () => {
    const t = keeperAt(2, 2);
    const s = t.s;
    const h1 = t.index('h1');
    s.ball = Ball.Held;
    s.holder = h1;
    s.ballX = get(s, h1, P_X);
    s.ballY = get(s, h1, P_Y);
    t.act(0, { type: 'activate', player: 'h1' });
    expect(steps(t)).toEqual([
      { type: 'move', path: [{ x: 3, y: 2 }] },
      { type: 'leap', to: { x: 3, y: 2 } },
    ]);
    expect(t.refuse(0, { type: 'passBall', target: 'h2' }).code).toBe('keeper.return');
  });

  it('SB-R-56 a step off the shortest path is refused by how much it lengthens the return', () => {
    const t = keeperAt(2, 2);
    t.act(0, { type: 'activate', player: 'h1' });
    // Towards (2, 3): 1 in, then still 1 in from the zone: 1 in too long (less the tolerance of 2 quanta).
    expect(t.refuse(0, { type: 'move', path: [{ x: 2, y: 3 }] })).toMatchObject({
      code: 'keeper.path',
      rule: 'SB-R-56',
      en: 'The keeper must return to his zone by the shortest path (1 in, by (3, 2)): this step makes it longer by 0.998 in.',
    });
    // Past the edge of the zone: once in, the return is over, so no further waypoint on that step.
    expect(t.refuse(0, { type: 'move', path: [{ x: 4, y: 2 }] }).code).toBe('keeper.path');
    expect(t.refuse(0, { type: 'leap', to: { x: 2.5, y: 2.5 } }).code).toBe('keeper.path');
    // Along the path, part of the way, then the rest: accepted.
    t.act(0, { type: 'move', path: [{ x: 2.5, y: 2 }] });
    t.act(0, { type: 'move', path: [{ x: 3, y: 2 }] });
    expect(t.at('h1')).toEqual([3, 2]);
  });

  it('SB-MOVE-10 once back inside, the rest of the activation is free within the zone', () => {
    const t = keeperAt(2, 2);
    t.act(0, { type: 'activate', player: 'h1' });
    t.act(0, { type: 'leap', to: { x: 3, y: 2 } });
    t.act(0, { type: 'move', path: [{ x: 6, y: 1 }] });
    expect(t.at('h1')).toEqual([6, 1]);
    expect(t.refuse(0, { type: 'move', path: [{ x: 6, y: 3.5 }] }).code).toBe('move.keeperZone');
    t.act(0, { type: 'end' });
  });

  it('SB-ACT-5 a prone keeper stands up first, then returns', () => {
    const t = keeperAt(2, 2, true);
    t.act(0, { type: 'activate', player: 'h1' });
    expect(steps(t)).toEqual([{ type: 'standUp' }]);
    t.act(0, { type: 'standUp' });
    expect(steps(t).map((a) => a.type)).toEqual(['move', 'leap']);
  });

  it('ARB-SB-51 / SB-R-56 the shortest legal path goes around the bases (visibility graph of 16-gons), within 1% of the true curve', () => {
    // h3 (6.5, 4) is straight below (6.5, 6): the curve tangent to its inflated base, then down x = 7.5,
    // is √3 + π/6 + 1 = 3.256 in.
    const t = keeperAt(6.5, 6);
    const path = returnPath(t.s, t.index('h1'))!;
    expect(path.length).toBeGreaterThanOrEqual(3256);
    expect(path.length).toBeLessThan(3256 * 1.01);
    t.act(0, { type: 'activate', player: 'h1' });
    expect(t.refuse(0, { type: 'move', path: [{ x: 6.5, y: 3 }] }).code).toBe('move.blocked');
    expect(
      t.refuse(0, {
        type: 'move',
        path: [
          { x: 8.5, y: 6 },
          { x: 8, y: 3 },
        ],
      }).code,
    ).toBe('keeper.path');
    const move = steps(t)[0]!;
    expect(move.type).toBe('move');
    t.act(0, move);
    const [x, y] = t.at('h1');
    expect(x >= 3 && x <= 10 && y <= 3.001).toBe(true);
    // Back inside: free steps again.
    expect(steps(t)[0]).toEqual({ type: 'end' });
  });

  it('ARB-SB-52 / SB-ACT-5 if he cannot get back in this activation, he moves and leaps as far as he can and the activation ends', () => {
    const t = keeperAt(1, 11);
    const evs = t.act(0, { type: 'activate', player: 'h1' });
    const total = (evs.find((e) => e.type === 'keeperReturn')!.length as number) * PER_INCH;
    expect(total).toBeGreaterThan(8 * PER_INCH);
    t.act(
      0,
      steps(t).find((a) => a.type === 'move')!,
    );
    expect(t.s.act.used).toBeGreaterThan(5990);
    expect(t.s.act.used).toBeLessThanOrEqual(6001);
    const h1 = t.index('h1');
    // 6 in of Move along the path: 6 in nearer.
    const afterMove = returnPath(t.s, h1)!.length;
    expect(Math.abs(afterMove - (total - 6 * PER_INCH))).toBeLessThan(10);
    expect(steps(t).map((a) => a.type)).toEqual(['leap']);
    const last = t.act(0, steps(t)[0]!);
    expect(last.filter((e) => e.type === 'keeperShort' || e.type === 'activationEnded')).toEqual([
      { type: 'keeperShort', rule: 'SB-ACT-5', player: 'h1' },
      { type: 'activationEnded', rule: 'SB-ACT-5', player: 'h1', steps: 2 },
    ]);
    expect(returnPath(t.s, h1)!.length).toBeLessThan(afterMove - 100);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-ACT-5 a keeper with no way back ends his activation at once', () => {
    // Walled in by his own players: no legal path into the zone.
    const t = keeperAt(12, 20);
    const ring: [string, number, number][] = [
      ['h2', 11, 20],
      ['h3', 11.2, 19],
      ['h4', 12.2, 19],
    ];
    for (const [id, x, y] of ring) {
      set(t.s, t.index(id), P_X, x * PER_INCH);
      set(t.s, t.index(id), P_Y, y * PER_INCH);
    }
    expect(returnPath(t.s, t.index('h1'))).toBeNull();
    const evs = t.act(0, { type: 'activate', player: 'h1' });
    expect(evs.map((e) => e.type)).toEqual(['activated', 'keeperShort', 'activationEnded', 'phaseEnded']);
  });
});
