import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { reboundReach } from '../rebound.ts';
import { Ball, get, P_WHERE, P_X, P_Y, PER_INCH, set, Where } from '../state.ts';
import { roster, Table, testOptions } from '../testing.ts';

const opts = (mode: 'edge' | 'centre') =>
  testOptions({ measure: { mode } }, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

/**
 * Turn 1, Home's phase: only the players of `keep` stay on the pitch, at the given centres (inches). `holder`
 * holds the ball (none: the ball lies at `ball`), `actor` is activated.
 */
function scene(
  mode: 'edge' | 'centre',
  keep: Record<string, [number, number]>,
  actor: string,
  holder: string | null = actor,
  ball: [number, number] = [0.1, 10.5],
): Table {
  const t = Table.atTurn1(0, opts(mode));
  const s = t.s;
  for (let p = 0; p < s.info.length; p++) {
    const at = keep[s.info[p]!.id];
    if (at) {
      set(s, p, P_X, Math.round(at[0] * PER_INCH));
      set(s, p, P_Y, Math.round(at[1] * PER_INCH));
    } else if (get(s, p, P_WHERE) === Where.Pitch) set(s, p, P_WHERE, Where.Reserve);
  }
  if (holder !== null) {
    const h = t.index(holder);
    s.ball = Ball.Held;
    s.holder = h;
    s.ballX = get(s, h, P_X);
    s.ballY = get(s, h, P_Y);
  } else {
    s.ball = Ball.Loose;
    s.holder = -1;
    s.ballX = Math.round(ball[0] * PER_INCH);
    s.ballY = Math.round(ball[1] * PER_INCH);
  }
  t.act(0, { type: 'activate', player: actor });
  return t;
}

const request = (t: Table) => {
  const p = t.pending();
  return p.kind === 'chance' ? p.request : null;
};

describe('measure.mode = centre (SB-R-03, ARB-SB-60)', () => {
  it('SB-R-03 the throw’s difficulty is ceil(centre distance − ε): 3.2 in gives 4 (edge to edge: 2.2 gives 3)', () => {
    for (const [mode, d] of [
      ['edge', 3],
      ['centre', 4],
    ] as const) {
      const t = scene(mode, { h6: [6.5, 10], h5: [6.5, 13.2] }, 'h6');
      t.s.reactionUsed[1] = true;
      t.act(0, { type: 'passBall', target: 'h5' });
      expect(t.ofType('passDeclared')).toEqual([
        { type: 'passDeclared', rule: 'SB-PASS-1', player: 'h6', target: 'h5', difficulty: d },
      ]);
      expect(request(t)).toMatchObject({ rule: 'SB-PASS-3', target: d, modifier: 3 });
    }
  });

  it('SB-R-03 a shot’s aim and power are measured from the shooter’s centre: 4.5 in to the point gives 5 (edge: 4)', () => {
    for (const [mode, d] of [
      ['edge', 4],
      ['centre', 5],
    ] as const) {
      const t = scene(mode, { h6: [6.5, 10] }, 'h6');
      t.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
      expect(request(t)).toMatchObject({ rule: 'SB-SHOT-2', target: d });
      t.roll(6);
      expect(request(t)).toMatchObject({ rule: 'SB-SHOT-3', target: d });
    }
  });

  it('SB-R-03 a shot’s travel t counts from the shooter’s centre: first contact 2.2 in from S gives −1 (edge: 1.7 in, 0)', () => {
    for (const [mode, travel, dp] of [
      ['edge', 1.7, 9],
      ['centre', 2.2, 8],
    ] as const) {
      // the reacting player's base is first met 2.2 in from S: his centre is 0.5 further
      const t = scene(mode, { h6: [6.5, 10], a6: [6.5, 12.7] }, 'h6');
      t.s.reactionUsed[1] = true;
      t.act(0, { type: 'shoot', to: { x: 6.5, y: 19 } });
      t.roll(6); // aim
      t.roll(6); // power: R_F 9
      expect(t.ofType('shotReaches').at(-1)).toMatchObject({ player: 'a6', travel, difficulty: dp });
    }
  });

  it('SB-R-03 a charge reaches 2 in centre to centre: 2.6 in apart is refused, and the refusal says how it measures', () => {
    const keep: Record<string, [number, number]> = { h2: [6.5, 10], a6: [6.5, 12.6] };
    const edge = scene('edge', keep, 'h2', null);
    expect(sparkBall.validate(edge.s, 0, { type: 'charge', target: 'a6' }).ok).toBe(true);
    const t = scene('centre', keep, 'h2', null);
    const e = t.refuse(0, { type: 'charge', target: 'a6' });
    expect(e.code).toBe('charge.reach');
    expect(e.en).toBe(
      'No charge on "a6": a6 is 2.6 in away (centre to centre); a charge reaches 2 in at most.',
    );
    expect(e.message).toContain('a6 est à 2,6 ps (de centre à centre)');
    expect(t.legal(0).some((a) => a.type === 'charge')).toBe(false);
    // At 2 in centre to centre he charges, and still ends in base contact (1 in apart: contact stays physical).
    const u = scene('centre', { h2: [6.5, 10], a6: [6.5, 12] }, 'h2', null);
    u.act(0, { type: 'charge', target: 'a6' });
    expect(u.at('h2')).toEqual([6.5, 11]);
  });

  it('SB-R-03 a pick-up needs the ball within 1 in of the centre: 1.3 in away is refused (edge: 0.8 in, allowed)', () => {
    const edge = scene('edge', { h7: [6.5, 10] }, 'h7', null, [6.5, 11.3]);
    expect(edge.legal(0)).toContainEqual({ type: 'pickUp' });
    const t = scene('centre', { h7: [6.5, 10] }, 'h7', null, [6.5, 11.3]);
    expect(t.legal(0)).not.toContainEqual({ type: 'pickUp' });
    expect(t.refuse(0, { type: 'pickUp' }).en).toBe(
      'No pick-up: the ball is more than 1 in from his centre (measure.mode = centre).',
    );
    const u = scene('centre', { h7: [6.5, 10] }, 'h7', null, [6.5, 11]);
    expect(u.legal(0)).toContainEqual({ type: 'pickUp' });
  });

  it('SB-R-03 Intercept pass reaches 2 in from the thrower’s centre: 2.8 in apart needs a leap (edge: 1.8 in, no leap)', () => {
    for (const [mode, leap] of [
      ['edge', false],
      ['centre', true],
    ] as const) {
      const t = scene(mode, { h6: [6.5, 10], h5: [3.5, 10], a6: [6.5, 12.8] }, 'h6');
      t.act(0, { type: 'passBall', target: 'h5' });
      t.roll(4);
      expect(t.legal(1).filter((a) => a.type === 'interceptPass')).toEqual([
        { type: 'interceptPass', player: 'a6', leap },
      ]);
    }
  });

  it('SB-R-03 a tackle reaches 2 in (+ L with a leap) between centres: an opponent 4.5 in from the path opens no window (edge: 3.5 in, with a leap)', () => {
    for (const [mode, window] of [
      ['edge', true],
      ['centre', false],
    ] as const) {
      const t = scene(mode, { h6: [6.5, 10], a6: [11, 12] }, 'h6');
      t.declineTackles = false;
      t.act(0, { type: 'move', path: [{ x: 6.5, y: 12 }] });
      const top = t.s.stack.at(-1);
      expect(top?.id === 'D-20' && top.window === 'RW-TACKLE').toBe(window);
      if (window)
        expect(
          t
            .legal(1)
            .filter((a) => a.type === 'tackle')
            .every((a) => a.type === 'tackle' && a.leap),
        ).toBe(true);
    }
    // 3.9 in from the path, centre to centre: within 2 + 2 with the leap.
    const t = scene('centre', { h6: [6.5, 10], a6: [10.4, 12] }, 'h6');
    t.declineTackles = false;
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 12 }] });
    const tackles = t.legal(1).filter((a) => a.type === 'tackle');
    expect(tackles.length).toBeGreaterThan(0);
    expect(tackles.every((a) => a.type === 'tackle' && a.leap)).toBe(true);
  });

  it('ARB-SB-60 Catch rebound stays a contact notion: a base touching the deviation path reaches it in centre mode too', () => {
    for (const mode of ['edge', 'centre'] as const) {
      const t = scene(mode, { h6: [6.5, 10], a6: [6.9, 14] }, 'h6');
      const a6 = t.index('a6');
      // the leg passes 0.4 in from a6's centre: his base (0.5 in) touches it
      t.s.leg = { ...t.s.leg, ax: 6500, ay: 12000, bx: 6500, by: 16000, origin: -1 };
      expect(reboundReach(t.s, a6)).toBe(1);
    }
  });
});
