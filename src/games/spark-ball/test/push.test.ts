import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { Ball, get, P_PRONE, P_X, P_Y, PER_INCH, set } from '../state.ts';
import { roster, Table, testOptions } from '../testing.ts';

const noRerolls = (more: Record<string, unknown> = {}) =>
  testOptions(more, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

function put(t: Table, id: string, x: number, y: number): void {
  const p = t.index(id);
  set(t.s, p, P_X, Math.round(x * PER_INCH));
  set(t.s, p, P_Y, Math.round(y * PER_INCH));
}

/**
 * h6 at (8.5, 10) charges a6 at (10, 10) (contact at (9, 10)); a7, a team-mate of a6, stands at (11.8, 10.2)
 * in the way of a6's push along +x. RW-CHARGE is declined, D = 7, a6 parries with a 2 (MF 2: injury roll).
 */
function pushedIntoA7(options: unknown = noRerolls()): Table {
  const t = Table.atTurn1(0, options);
  put(t, 'h6', 8.5, 10);
  put(t, 'a6', 10, 10);
  put(t, 'a7', 11.8, 10.2);
  t.act(0, { type: 'activate', player: 'h6' });
  t.act(0, { type: 'charge', target: 'a6' });
  t.act(1, { type: 'decline' });
  t.roll(4);
  t.act(1, { type: 'defend', defence: 'parry' });
  t.roll(2);
  return t;
}

describe('pushes (SB-MOVE-7, SB-R-26, C-6, D-25)', () => {
  it('SB-MOVE-7 the pushed base moves 2 in and stops when it touches the wall, with no further effect', () => {
    const t = Table.atTurn1(0, noRerolls());
    put(t, 'h6', 10.5, 10);
    put(t, 'a6', 12, 10);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'charge', target: 'a6' });
    t.roll(4);
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(3); // MF 1: no injury roll
    expect(t.at('h6')).toEqual([11, 10]);
    expect(t.at('a6')).toEqual([12.5, 10]);
    expect(t.ofType('pushWall')).toEqual([
      { type: 'pushWall', rule: 'SB-MOVE-7', player: 'a6', at: [12.5, 10] },
    ]);
    expect(t.ofType('pushed')).toEqual([
      { type: 'pushed', rule: 'SB-MOVE-7', player: 'a6', from: [12, 10], to: [12.5, 10] },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-MOVE-7 a blocker’s coach picks a direction among the legal ones; the blocker moves the minimum distance (D-25)', () => {
    const t = pushedIntoA7();
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-25' });
    expect(sparkBall.view(t.s, 1).push).toEqual({ player: 'a6', from: [10, 10], to: [12, 10] });
    const c = sparkBall.clone(t.s);
    expect(sparkBall.hash(c)).toBe(sparkBall.hash(t.s));
    c.push.by += 1;
    expect(sparkBall.hash(c)).not.toBe(sparkBall.hash(t.s));
    // 0°: 0.8 in clears the swept disc (y ≥ 11); 180°: 1.2 in; east is the wall.
    const legal = t.legal(1).filter((a) => a.type !== 'concede');
    expect(legal[0]).toEqual({ type: 'stepAside', angle: 0 });
    expect(legal).toContainEqual({ type: 'stepAside', angle: 180 });
    expect(legal).not.toContainEqual({ type: 'stepAside', angle: 90 });
    for (const a of legal) expect(sparkBall.validate(t.s, 1, a).ok).toBe(true);
    t.act(1, { type: 'stepAside', angle: 0 });
    expect(t.at('a7')).toEqual([11.8, 11]);
    expect(t.at('a6')).toEqual([12, 10]);
    expect(t.ofType('steppedAside')).toEqual([
      {
        type: 'steppedAside',
        rule: 'SB-MOVE-7',
        side: 1,
        player: 'a7',
        direction: 0,
        from: [11.8, 10.2],
        to: [11.8, 11],
      },
    ]);
  });

  it('C-6 validate accepts any angle with a legal result and refuses one without, naming the legal directions', () => {
    const t = pushedIntoA7();
    expect(sparkBall.validate(t.s, 1, { type: 'stepAside', angle: 10 }).ok).toBe(true);
    const refusal = t.refuse(1, { type: 'stepAside', angle: 90 });
    expect(refusal).toMatchObject({ code: 'stepAside.blocked', rule: 'SB-MOVE-7' });
    expect(refusal.en).toMatch(
      /^a7 cannot step aside at 90°: no position along that direction clears the pushed player's path without overlapping another base or leaving the pitch\. Legal among the 16: 0, .*180, .*°\.$/,
    );
    expect(t.refuse(1, { type: 'stepAside' }).code).toBe('stepAside.angle');
    t.act(1, { type: 'stepAside', angle: 10 });
    // along 10°, the blocker clears y ≥ 11 after 0.8 / cos 10° ≈ 0.812 in
    const [x, y] = t.at('a7');
    expect(x).toBeCloseTo(11.8 + 0.8 * Math.tan((10 * Math.PI) / 180), 2);
    expect(y).toBeCloseTo(11, 2);
  });

  it('SB-R-26 the knock-down goes on in SB-INJ-2 order: prone, push (blockers aside), injury roll', () => {
    const t = pushedIntoA7();
    t.act(1, { type: 'stepAside', angle: 180 });
    expect(t.at('a7')).toEqual([11.8, 9]);
    const types = t.events.map((e) => (e.type === 'roll' ? `roll:${String(e.roll)}` : e.type));
    const from = types.indexOf('knockedDown');
    expect(types.slice(from)).toEqual(['knockedDown', 'steppedAside', 'pushed']);
    expect(get(t.s, t.index('a6'), P_PRONE)).toBe(1);
    expect(get(t.s, t.index('a7'), P_PRONE)).toBe(0);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-INJ-1', roller: 1 });
  });

  it('SB-MOVE-7 a displaced holder keeps the ball and is not knocked down', () => {
    const t = pushedIntoA7();
    const a7 = t.index('a7');
    t.s.ball = Ball.Held;
    t.s.holder = a7;
    t.s.ballX = get(t.s, a7, P_X);
    t.s.ballY = get(t.s, a7, P_Y);
    t.act(1, { type: 'stepAside', angle: 0 });
    expect(t.s.holder).toBe(a7);
    expect(t.ball()).toEqual([11.8, 11]);
    expect(t.ofType('ballDropped')).toEqual([]);
  });

  it('SB-R-26 push.blockerMode = stopAtBlocker: the pushed player stops in contact with the blocker', () => {
    const t = pushedIntoA7(noRerolls({ push: { blockerMode: 'stopAtBlocker' } }));
    expect(t.at('a7')).toEqual([11.8, 10.2]);
    // first contact: (11.8 − x)² + 0.2² = 1 → x = 11.8 − √0.96
    const x = Math.round((11.8 - Math.sqrt(0.96)) * 1000) / 1000;
    expect(t.at('a6')).toEqual([x, 10]);
    expect(t.ofType('pushBlocked')).toEqual([
      { type: 'pushBlocked', rule: 'SB-R-26', player: 'a6', blocker: 'a7', at: [x, 10] },
    ]);
  });

  it('ARB-SB-20 blockers are resolved in the order the swept disc meets them, each by his own coach', () => {
    const t = Table.atTurn1(0, noRerolls());
    put(t, 'h6', 8.5, 10);
    put(t, 'a6', 10, 10);
    put(t, 'a7', 11.8, 10.2);
    put(t, 'h7', 10.9, 9.2);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'charge', target: 'a6' });
    t.act(1, { type: 'decline' });
    t.roll(4);
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(3);
    // h7 is met after 0.3 in, a7 after 0.82 in: Home moves h7 first
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-25' });
    expect(t.s.stack.at(-1)).toMatchObject({ player: t.index('h7') });
    t.act(0, { type: 'stepAside', angle: 180 });
    expect(t.at('h7')).toEqual([10.9, 9]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-25' });
    t.act(1, { type: 'stepAside', angle: 0 });
    expect(t.at('a7')).toEqual([11.8, 11]);
    expect(t.at('a6')).toEqual([12, 10]);
    expect(t.ofType('steppedAside').map((e) => e.player)).toEqual(['h7', 'a7']);
  });

  it('SB-MOVE-7 no legal direction: the pushed player stops in base contact with the blocker', () => {
    // Big bases (radii set on the match's player data): a7 (3 in) blocks a6 (0.6 in), pushed 2 in along +y from
    // (6.5, 15.6) by h6 (3 in) at (6.5, 12). a7's centre can only be in [3, 10] × [3, 18]; a6's swept disc
    // (3.6 in) covers that box for y ≥ 14.76, h6 (6 in) covers it around y = 12, and h2 and h3 (3 in, at
    // (3, 5) and (9, 5)) cover the rest: none of the 16 directions has a legal result.
    const t = Table.atTurn1(0, noRerolls());
    const radius = (id: string, r: number) =>
      Object.assign(t.s.info[t.index(id)]!, { radius: r * PER_INCH, measureRadius: r * PER_INCH });
    radius('h6', 3);
    radius('h2', 3);
    radius('h3', 3);
    radius('a7', 3);
    radius('a6', 0.6);
    const at: [string, number, number][] = [
      ['h2', 3, 5],
      ['h3', 9, 5],
      ['h6', 6.5, 12],
      ['h4', 0.5, 8],
      ['h5', 12.5, 8],
      ['h7', 0.5, 20.5],
      ['a6', 6.5, 15.6],
      ['a7', 9.5, 18],
      ['a1', 4, 20],
      ['a2', 0.5, 0.5],
      ['a3', 12.5, 0.5],
      ['a4', 0.5, 12],
      ['a5', 12.5, 12],
    ];
    for (const [id, x, y] of at) put(t, id, x, y);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'charge', target: 'a6' });
    t.act(1, { type: 'decline' });
    t.roll(4);
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(2);
    // first contact: (2.4 − t)² + 3² = 3.6², t = 2.4 − √3.96
    expect(t.ofType('steppedAside')).toEqual([]);
    expect(t.ofType('pushBlocked')).toEqual([
      { type: 'pushBlocked', rule: 'SB-MOVE-7', player: 'a6', blocker: 'a7', at: [6.5, 16.01] },
    ]);
    expect(t.at('a6')).toEqual([6.5, 16.01]);
    expect(t.at('a7')).toEqual([9.5, 18]);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-INJ-1' });
  });
});
