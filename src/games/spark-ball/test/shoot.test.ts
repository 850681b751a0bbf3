import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import {
  Ball,
  get,
  P_DONE,
  P_PRONE,
  P_UNBAL,
  P_WHERE,
  P_X,
  P_Y,
  PER_INCH,
  set,
  Where,
  type SBState,
} from '../state.ts';
import { catalogue, describe as describeEvent } from '../i18n.ts';
import { roster, Table, testOptions } from '../testing.ts';
import type { RosterPlayer } from '../teams/types.ts';

const noRerolls = (more: Record<string, unknown> = {}, home = roster('h', { teamRerolls: 0 })) =>
  testOptions(more, home, roster('a', { teamRerolls: 0 }));

/** A Home roster whose player `id` has `over` (abilities, stats…). */
function homeWith(id: string, over: Partial<RosterPlayer>) {
  const r = roster('h', { teamRerolls: 0 });
  r.players = r.players.map((p) => (p.id === id ? { ...p, ...over } : p));
  return r;
}

function place(s: SBState, t: Table, id: string, x: number, y: number): void {
  const p = t.index(id);
  set(s, p, P_X, Math.round(x * PER_INCH));
  set(s, p, P_Y, Math.round(y * PER_INCH));
}

/**
 * Turn 1, Home's phase: only the players of `keep` stay on the pitch, at the given centres (inches); the
 * others go to the reserve. `holder` (default h6) holds the ball and is activated.
 */
function scene(keep: Record<string, [number, number]>, options: unknown = noRerolls(), holder = 'h6'): Table {
  const t = Table.atTurn1(0, options);
  const s = t.s;
  for (let p = 0; p < s.info.length; p++) {
    const id = s.info[p]!.id;
    const at = keep[id];
    if (at) place(s, t, id, at[0], at[1]);
    else if (get(s, p, P_WHERE) === Where.Pitch) set(s, p, P_WHERE, Where.Reserve);
  }
  const h = t.index(holder);
  s.ball = Ball.Held;
  s.holder = h;
  s.ballX = get(s, h, P_X);
  s.ballY = get(s, h, P_Y);
  t.act(0, { type: 'activate', player: holder });
  return t;
}

const req = (t: Table) => {
  const p = t.pending();
  if (p.kind !== 'chance') throw new Error(`expected a roll, got ${JSON.stringify(p)}`);
  return p.request;
};

const decision = (t: Table) => t.pending();

describe('Shoot: declaration, aim and power (SB-SHOT-1..4)', () => {
  it('SB-SHOT-1 only the holder shoots, once per activation; a point of the closed pitch or a player', () => {
    const t = scene({ h6: [6.5, 10], h5: [3, 10], a6: [9, 11] });
    expect(t.legal(0).filter((a) => a.type === 'shoot').length).toBeGreaterThan(8);
    expect(sparkBall.validate(t.s, 0, { type: 'shoot', to: { x: 6.5, y: 21 } }).ok).toBe(true);
    expect(sparkBall.validate(t.s, 0, { type: 'shoot', target: 'a6' }).ok).toBe(true);
    expect(sparkBall.validate(t.s, 0, { type: 'shoot', target: 'h5' }).ok).toBe(true);
    expect(t.refuse(0, { type: 'shoot', target: 'h6' }).code).toBe('shoot.target');
    expect(t.refuse(0, { type: 'shoot', target: 'a2' }).code).toBe('shoot.target');
    expect(t.refuse(0, { type: 'shoot' }).code).toBe('shoot.shape');
    // a player without the ball
    const u = scene({ h6: [6.5, 10], h5: [3, 10] }, noRerolls(), 'h6');
    u.s.holder = u.index('h5');
    expect(u.refuse(0, { type: 'shoot', to: { x: 6.5, y: 21 } })).toMatchObject({
      code: 'shoot.unable',
      rule: 'SB-SHOT-1',
      en: 'No shot: he does not hold the ball.',
    });
  });

  it('SB-SHOT-1 C-4: legal offers the goal-line points, points clear of the keeper, team-mates, opponents within 6 in and own-half corners', () => {
    const t = scene({ h6: [6.5, 12], h5: [3, 10], a1: [6.5, 19.5], a6: [9, 14], a5: [1, 20] });
    const shots = t.legal(0).filter((a) => a.type === 'shoot');
    const points = shots.flatMap((a) => ('to' in a ? [[a.to.x, a.to.y]] : []));
    const targets = shots.flatMap((a) => ('target' in a ? [a.target] : []));
    for (let x = 3; x <= 10; x++) expect(points).toContainEqual([x, 21]);
    // the keeper at (6.5, 19.5): the two clearest points of the line, at least 2 in from his base
    expect(points).toContainEqual([3, 21]);
    expect(points).toContainEqual([10, 21]);
    for (const c of [
      [0, 0],
      [13, 0],
      [0, 10.5],
      [13, 10.5],
    ])
      expect(points).toContainEqual(c);
    expect(targets.sort()).toEqual(['a6', 'h5']);
    for (const a of shots) expect(sparkBall.validate(t.s, 0, a).ok).toBe(true);
  });

  it('SB-R-64 the declared point lies in the closed pitch rectangle, goal lines included', () => {
    const t = scene({ h6: [6.5, 10] });
    expect(sparkBall.validate(t.s, 0, { type: 'shoot', to: { x: 13, y: 21 } }).ok).toBe(true);
    expect(t.refuse(0, { type: 'shoot', to: { x: 6.5, y: 21.2 } })).toMatchObject({
      code: 'shoot.offPitch',
      rule: 'SB-R-64',
      en: 'The aimed point (6.5, 21.2) is 0.2 in off the pitch: it must be within 0 ≤ x ≤ 13, 0 ≤ y ≤ 21 (lines included).',
    });
  });

  it('ARB-SB-25 a point under the shooter’s own base is refused: the ball would have no direction', () => {
    const t = scene({ h6: [6.5, 10] });
    expect(t.refuse(0, { type: 'shoot', to: { x: 6.7, y: 10.2 } })).toMatchObject({
      code: 'shoot.ownBase',
      rule: 'ARB-SB-25',
    });
  });

  it('SB-SHOT-2 aim: AG against ceil(d − ε) to the point; success leaves T = T0', () => {
    const t = scene({ h6: [6.5, 10] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
    expect(t.ofType('shotDeclared')).toEqual([
      { type: 'shotDeclared', rule: 'SB-SHOT-1', player: 'h6', target: null, at: [6.5, 14.5] },
    ]);
    // edge to point: 4.5 − 0.5 = 4 in → D 4
    expect(req(t)).toMatchObject({
      rule: 'SB-SHOT-2',
      roller: 0,
      target: 4,
      modifier: 3,
      label: 'sb.roll.shotAg',
    });
    t.roll(1);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-SHOT-AG', by: 'h6', total: 4, success: false });
    // a natural 1 fails: the target point deviates
    expect(req(t)).toMatchObject({ rule: 'SB-BALL-4', dice: '2d6' });
    const u = scene({ h6: [6.5, 10] });
    u.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
    u.roll(2);
    expect(req(u)).toMatchObject({ rule: 'SB-SHOT-3', target: 4, modifier: 3 });
    expect(u.s.shot.tx).toBe(6500);
    expect(u.s.shot.ty).toBe(14500);
  });

  it('SB-SHOT-2 a failed aim moves T by scatter + 1D6 (no RW-REBOUND); a HIT leaves T0', () => {
    const t = scene({ h6: [6.5, 10], a6: [9, 14] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
    const before = t.ofType('ballMoved').length;
    t.roll(1);
    t.roll(3, 2); // ARROW, 2 in
    t.roll(90_001); // east
    expect(t.ofType('shotTargetDeviated')).toEqual([
      { type: 'shotTargetDeviated', rule: 'SB-SHOT-2', from: [6.5, 14.5], to: [8.5, 14.5], target: null },
    ]);
    expect(t.ofType('ballMoved').length).toBe(before);
    expect(t.s.stack.some((f) => f.id === 'D-20')).toBe(false);
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-3' });
    const u = scene({ h6: [6.5, 10] });
    u.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
    u.roll(1);
    u.roll(2, 6); // HIT: no direction asked
    expect(u.ofType('shotTargetDeviated').at(-1)).toMatchObject({ from: [6.5, 14.5], to: [6.5, 14.5] });
    expect(req(u)).toMatchObject({ rule: 'SB-SHOT-3' });
  });

  it('SB-SHOT-2 a target player: distances to his base edge, T his centre until a deviation', () => {
    const t = scene({ h6: [6.5, 10], h5: [6.5, 15] });
    t.act(0, { type: 'shoot', target: 'h5' });
    // 5 − 0.5 − 0.5 = 4 in
    expect(req(t)).toMatchObject({ target: 4 });
    t.roll(4);
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-3', target: 4 });
  });

  it('SB-SHOT-3 power: F against the distance to T; R_F is recorded; success travels towards T', () => {
    const t = scene({ h6: [6.5, 10] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
    t.roll(4);
    t.roll(3);
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-SHOT-F',
      total: 6,
      rf: 6,
      target: 4,
      success: true,
    });
    expect(t.s.shot.rf).toBe(6);
    expect(t.s.ball).toBe(Ball.Loose);
    expect(t.s.holder).toBe(-1);
    // nobody on the path: the ball reaches T and ROLL-SHOT-CONT follows
    expect(t.ball()).toEqual([6.5, 14.5]);
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-11', dice: '1d6', roller: 0 });
  });

  it('SB-R-22 a failed power test stops the ball MF inches before T, never inside the shooter’s base', () => {
    const t = scene({ h6: [6.5, 10] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6); // D 7: natural 6
    t.roll(2); // 5 against 7: MF 2
    expect(t.ofType('shotStops')).toEqual([
      { type: 'shotStops', rule: 'SB-R-22', player: 'h6', mf: 2, at: [6.5, 15] },
    ]);
    expect(t.ball()).toEqual([6.5, 15]);
    expect(t.ofType('ballRests').at(-1)).toMatchObject({ at: [6.5, 15] });
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
    expect(t.s.shot.shooter).toBe(-1);
    // MF larger than the distance: the ball stops at his base edge
    const u = scene({ h6: [6.5, 10] });
    u.act(0, { type: 'shoot', to: { x: 6.5, y: 12 } });
    u.roll(6);
    u.roll(1); // 4 against 2, natural 1: MF 0, stops at T exactly, no continuation
    expect(u.ball()).toEqual([6.5, 12]);
    const v = scene(
      { h6: [6.5, 10] },
      noRerolls({}, homeWith('h6', { stats: { mv: 6, f: 1, r: 3, ag: 3, ar: 1 } })),
    );
    v.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    v.roll(6);
    v.roll(2); // 3 against 7: MF 4 would stop at 3 in; base edge 0.5 is nearer, 3 in is kept
    expect(v.ball()).toEqual([6.5, 13]);
  });

  it('SB-ACT-4 / SB-R-60 after a failed shot the shooter may go on with free actions, but no second regular action', () => {
    const t = scene({ h6: [6.5, 10] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(2);
    expect(t.s.act.regular).toBe(true);
    expect(t.legal(0).some((a) => a.type === 'move')).toBe(true);
    expect(t.legal(0).some((a) => a.type === 'shoot')).toBe(false);
  });

  it('SB-MOVE-3 a shot after a Move rounds the movement used up to a whole inch', () => {
    const t = scene({ h6: [6.5, 10] });
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 10.3 }] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
    expect(t.ofType('movementRounded')).toEqual([
      { type: 'movementRounded', rule: 'SB-MOVE-3', player: 'h6', from: 0.3, to: 1 },
    ]);
  });
});

describe('RW-SHOT and Intercept shot (SB-SHOT-4, SB-REACT-8, SB-R-24)', () => {
  it('SB-SHOT-4 RW-SHOT opens after the power test on the segment to the stop point', () => {
    // a6 is 1.5 in from the line x = 6.5 at y = 14: within reach of the planned trajectory to (6.5, 15)
    const t = scene({ h6: [6.5, 10], a6: [8.5, 14] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(2); // stops at (6.5, 15)
    expect(decision(t)).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    expect(t.legal(1).filter((a) => a.type !== 'concede')).toEqual([
      { type: 'decline' },
      { type: 'interceptShot', player: 'a6', leap: false },
    ]);
    // stopping at (6.5, 12) instead, a6 is 2.33 in from the segment's end: out of reach without a leap
    const u = scene(
      { h6: [6.5, 10], a6: [8.5, 14] },
      noRerolls({}, homeWith('h6', { stats: { mv: 6, f: 1, r: 3, ag: 3, ar: 1 } })),
    );
    u.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    u.roll(6);
    u.roll(1); // natural 1: MF 5, stop 2 in along, at (6.5, 12)
    expect(u.legal(1).filter((a) => a.type === 'interceptShot')).toEqual([
      { type: 'interceptShot', player: 'a6', leap: true },
    ]);
    expect(u.refuse(1, { type: 'interceptShot', player: 'a6', leap: false })).toMatchObject({
      code: 'interceptShot.reach',
      rule: 'SB-REACT-8',
    });
  });

  it('SB-REACT-8 the interceptor is placed on the trajectory at the legal point nearest his centre, Done, and reacts', () => {
    const t = scene({ h6: [6.5, 10], a6: [8.5, 13] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(2);
    t.act(1, { type: 'interceptShot', player: 'a6', leap: false });
    expect(t.ofType('interceptShot')).toEqual([
      { type: 'interceptShot', rule: 'SB-REACT-8', side: 1, player: 'a6', leap: false, at: [6.5, 13] },
    ]);
    const a6 = t.index('a6');
    expect(get(t.s, a6, P_DONE)).toBe(1);
    expect(t.s.reactionUsed[1]).toBe(true);
    // first contact at 2.5 in from S: t = 2 in, D_p = R_F 5 − 1 = 4
    expect(t.ofType('shotReaches')).toEqual([
      { type: 'shotReaches', rule: 'SB-SHOT-5', player: 'a6', at: [6.5, 12.5], travel: 2, difficulty: 4 },
    ]);
    expect(decision(t)).toEqual({ kind: 'decision', player: 1, label: 'D-22' });
  });

  it('SB-SKILL-6 Passe feintée: −1 to the interceptor’s roll, and the leap’s Unbalanced −1 (SB-R-24)', () => {
    const t = scene(
      { h6: [6.5, 10], a6: [9.2, 13] },
      noRerolls({}, homeWith('h6', { abilities: ['passeFeintee'] })),
    );
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(2);
    t.act(1, { type: 'interceptShot', player: 'a6', leap: true });
    expect(get(t.s, t.index('a6'), P_UNBAL)).toBe(1);
    t.act(1, { type: 'defend', defence: 'parry' });
    // R 3 − 1 (leap) − 1 (Passe feintée)
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-6', roller: 1, modifier: 1, target: 4 });
  });

  it('SB-SKILL-6 Passe feintée does not touch players simply on the path', () => {
    const t = scene(
      { h6: [6.5, 10], a6: [6.5, 13] },
      noRerolls({}, homeWith('h6', { abilities: ['passeFeintee'] })),
    );
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(2);
    t.act(1, { type: 'defend', defence: 'parry' });
    expect(req(t)).toMatchObject({ modifier: 3 });
  });

  it('SB-R-24 players already on the trajectory are not offered Intercept shot', () => {
    const t = scene({ h6: [6.5, 10], a6: [6.9, 13], a5: [8.5, 14] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(2);
    expect(t.legal(1).filter((a) => a.type === 'interceptShot')).toEqual([
      { type: 'interceptShot', player: 'a5', leap: false },
    ]);
    expect(t.refuse(1, { type: 'interceptShot', player: 'a6', leap: false }).code).toBe(
      'interceptShot.reach',
    );
  });
});

describe('The path (SB-SHOT-5..11, SB-R-18..23)', () => {
  /** h6 at (6.5, 10) shoots at (6.5, 17) with R_F 6 (power 3 + F 3 against 7 − natural 6… success). */
  function shot(keep: Record<string, [number, number]>, options: unknown = noRerolls()): Table {
    const t = scene({ h6: [6.5, 10], ...keep }, options);
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6); // aim: natural 6
    t.roll(6); // power: natural 6, R_F 9
    if (t.pending().kind === 'decision' && t.s.stack.at(-1)?.id === 'D-20') t.act(1, { type: 'decline' });
    return t;
  }

  it('SB-SHOT-5 every standing player on the path reacts in order of first contact, team-mates included', () => {
    const t = shot({ a6: [6.8, 14], h5: [6.2, 12] });
    expect(t.ofType('shotReaches').map((e) => e.player)).toEqual(['h5']);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-22' });
    t.act(0, { type: 'defend', defence: 'dodge' });
    t.roll(6);
    expect(t.ofType('shotDodged')).toEqual([{ type: 'shotDodged', rule: 'SB-SHOT-8', player: 'h5' }]);
    expect(t.ofType('shotReaches').map((e) => e.player)).toEqual(['h5', 'a6']);
    expect(decision(t)).toEqual({ kind: 'decision', player: 1, label: 'D-22' });
  });

  it('SB-REACT-11 prone players are ignored: the ball flies over them', () => {
    const t = scene({ h6: [6.5, 10], a6: [6.5, 13] });
    set(t.s, t.index('a6'), P_PRONE, 1);
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(6);
    expect(t.ofType('shotReaches')).toEqual([]);
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-11' });
  });

  it('SB-SHOT-6 / SB-R-21 D_p = R_F − floor((t + ε)/2): 1.2 in → 0, 2.1 in → −1, 3.9 in → −1, 6.5 in → −3', () => {
    const cases: [number, number][] = [
      [1.2, 9],
      [2.1, 8],
      [3.9, 8],
      [6.5, 6],
    ];
    for (const [travel, dp] of cases) {
      // the first contact is at 0.5 (shooter's radius) + travel from S; the player's centre 0.5 further
      const t = scene({ h6: [6.5, 10], a6: [6.5, 10 + 0.5 + travel + 0.5] });
      t.act(0, { type: 'shoot', to: { x: 6.5, y: 19 } });
      t.roll(6);
      t.roll(6);
      expect(t.ofType('shotReaches').at(-1)).toMatchObject({ travel, difficulty: dp });
    }
  });

  it('SB-R-21 variant shot.travelRounding = ceilThenHalve: 1.2 in already gives −1', () => {
    const t = scene(
      { h6: [6.5, 10], a6: [6.5, 12.2] },
      noRerolls({ shot: { travelRounding: 'ceilThenHalve' } }),
    );
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 19 } });
    t.roll(6);
    t.roll(6);
    expect(t.ofType('shotReaches').at(-1)).toMatchObject({ travel: 1.2, difficulty: 8 });
  });

  it('SB-SHOT-7 a failed reaction: prone without push, injury on MF > AR, then the ball deviates from the impact point', () => {
    const t = shot({ a6: [6.5, 13] });
    // D_p = 9 − 1 = 8; AG 3 + 2 = 5: MF 3 > AR 1
    t.act(1, { type: 'defend', defence: 'dodge' });
    t.roll(2);
    expect(t.ofType('shotHits')).toEqual([
      { type: 'shotHits', rule: 'SB-SHOT-7', player: 'a6', defence: 'dodge' },
    ]);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'SB-SHOT-7', player: 'a6', injury: true },
    ]);
    expect(t.at('a6')).toEqual([6.5, 13]);
    expect(req(t)).toMatchObject({ rule: 'SB-INJ-1', roller: 1 });
    t.roll(1, 2);
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-7', dice: '2d6' });
    t.roll(4, 3); // ARROW 3 in
    t.roll(90_001); // east, from the impact point (6.5, 12.5)
    expect(t.ofType('ballMoved').at(-1)).toMatchObject({
      rule: 'SB-SHOT-7',
      from: [6.5, 12.5],
      to: [9.5, 12.5],
    });
    expect(t.ball()).toEqual([9.5, 12.5]);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-R-19 the ball after a hit: shot.afterHit = stop leaves it at the impact point', () => {
    const t = shot({ a6: [6.5, 13] }, noRerolls({ shot: { afterHit: 'stop' } }));
    t.act(1, { type: 'defend', defence: 'dodge' });
    t.roll(3); // MF 2 > 1: injury
    t.roll(1, 2);
    expect(t.ball()).toEqual([6.5, 12.5]);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
    const u = shot({ a6: [6.5, 13], a5: [6.5, 15] }, noRerolls({ shot: { afterHit: 'continue' } }));
    u.act(1, { type: 'defend', defence: 'dodge' });
    u.roll(2);
    u.roll(1, 2);
    expect(u.ofType('shotReaches').map((e) => e.player)).toEqual(['a6', 'a5']);
    expect(decision(u)).toEqual({ kind: 'decision', player: 1, label: 'D-22' });
  });

  it('SB-SHOT-8 a Dodge lets the ball go on; it does not count as touching (SB-R-23: the continuation follows)', () => {
    const t = shot({ a6: [6.5, 13] });
    t.act(1, { type: 'defend', defence: 'dodge' });
    t.roll(5); // AG 3 + 5 = 8 against 8
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-11' });
    expect(t.ball()).toEqual([6.5, 17]);
  });

  it('SB-SHOT-9 a Parry stops the ball at the impact point; the catch is tested against the same D_p', () => {
    const t = shot({ a6: [6.5, 13] });
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(5);
    expect(t.ofType('shotParried')).toEqual([{ type: 'shotParried', rule: 'SB-SHOT-9', player: 'a6' }]);
    expect(t.ball()).toEqual([6.5, 12.5]);
    expect(decision(t)).toEqual({ kind: 'decision', player: 1, label: 'D-23' });
    t.act(1, { type: 'parryCatch', attempt: true });
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-9', target: 8, modifier: 3, roller: 1 });
    t.roll(6);
    expect(t.s.holder).toBe(t.index('a6'));
    expect(t.ball()).toEqual([6.5, 13]);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-R-20 a failed catch deviates from the impact point; a declined one rests there', () => {
    const t = shot({ a6: [6.5, 13] });
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(5);
    t.act(1, { type: 'parryCatch', attempt: true });
    t.roll(2);
    expect(t.ofType('parryCatchMissed')).toEqual([
      { type: 'parryCatchMissed', rule: 'SB-R-20', player: 'a6' },
    ]);
    expect(req(t)).toMatchObject({ rule: 'SB-R-20' });
    t.roll(1, 4); // HIT: no direction, the ball stays
    expect(t.ball()).toEqual([6.5, 12.5]);
    const u = shot({ a6: [6.5, 13] });
    u.act(1, { type: 'defend', defence: 'parry' });
    u.roll(5);
    u.act(1, { type: 'parryCatch', attempt: false });
    expect(u.ofType('parryCatchDeclined')).toEqual([
      { type: 'parryCatchDeclined', rule: 'SB-R-20', player: 'a6' },
    ]);
    expect(u.ball()).toEqual([6.5, 12.5]);
    expect(decision(u)).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
    const v = shot({ a6: [6.5, 13] }, noRerolls({ shot: { parryCatchFail: 'restAtImpact' } }));
    v.act(1, { type: 'defend', defence: 'parry' });
    v.roll(5);
    v.act(1, { type: 'parryCatch', attempt: true });
    v.roll(2);
    expect(v.ball()).toEqual([6.5, 12.5]);
    expect(decision(v)).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-SHOT-10 a Repel deviates the ball from the impact point instead of letting it continue', () => {
    const t = shot({ a6: [6.5, 13] });
    t.act(1, { type: 'defend', defence: 'repel' });
    t.roll(5);
    expect(t.ofType('shotRepelled')).toEqual([{ type: 'shotRepelled', rule: 'SB-SHOT-10', player: 'a6' }]);
    expect(t.at('a6')).toEqual([6.5, 13]);
    expect(get(t.s, t.index('a6'), P_PRONE)).toBe(0);
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-10' });
    t.roll(3, 2);
    t.roll(270_001); // west
    expect(t.ball()).toEqual([4.5, 12.5]);
  });

  it('SB-SKILL-4 a keeper adds 1 to Parry and Repel against the ball, not to Dodge', () => {
    const t = shot({ a1: [6.5, 13] });
    t.act(1, { type: 'defend', defence: 'repel' });
    expect(req(t)).toMatchObject({ modifier: 4 });
    const u = shot({ a1: [6.5, 13] });
    u.act(1, { type: 'defend', defence: 'dodge' });
    expect(req(u)).toMatchObject({ modifier: 3 });
  });

  it('SB-SHOT-11 reaching T untouched after a successful power test: 1D6 further, a plain D6 (no event die)', () => {
    const t = shot({}, noRerolls());
    t.s.event = 5; // Vent magnétique: no extra die on the continuation
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-11', dice: '1d6' });
    t.roll(2);
    expect(t.ofType('shotContinues')).toEqual([{ type: 'shotContinues', rule: 'SB-SHOT-11', distance: 2 }]);
    expect(t.ball()).toEqual([6.5, 19]);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-R-23 players on the continuation react, and the travel keeps its count', () => {
    const t = shot({ a6: [6.5, 18.5] });
    t.roll(3);
    // first contact at 8 in from S: t = 7.5 in, −3
    expect(t.ofType('shotReaches')).toEqual([
      { type: 'shotReaches', rule: 'SB-SHOT-5', player: 'a6', at: [6.5, 18], travel: 7.5, difficulty: 6 },
    ]);
  });

  it('SB-R-22 no continuation after a failed power test', () => {
    const t = scene({ h6: [6.5, 10] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(1);
    expect(t.ofType('shotContinues')).toEqual([]);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-R-18 exact ties: the smaller centre-to-line distance first, then the active coach orders them (D-28)', () => {
    const t = shot({ a5: [6.2, 13], a6: [6.8, 13], h5: [6.5, 11.8] });
    // h5 touches first; a5 and a6 are mirror images about the line: D-28 for Home, before the travel goes on
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-28' });
    expect(t.legal(0).filter((a) => a.type === 'pathOrder')).toEqual([
      { type: 'pathOrder', players: ['a5', 'a6'] },
      { type: 'pathOrder', players: ['a6', 'a5'] },
    ]);
    expect(t.refuse(0, { type: 'pathOrder', players: ['a6'] }).code).toBe('pathOrder.players');
    t.act(0, { type: 'pathOrder', players: ['a6', 'a5'] });
    expect(t.ofType('pathOrdered')).toEqual([
      { type: 'pathOrdered', rule: 'SB-R-18', side: 0, players: ['a6', 'a5'] },
    ]);
    expect(t.ofType('shotReaches').at(-1)).toMatchObject({ player: 'h5' });
    t.act(0, { type: 'defend', defence: 'dodge' });
    t.roll(6);
    expect(t.ofType('shotReaches').at(-1)).toMatchObject({ player: 'a6' });
    t.act(1, { type: 'defend', defence: 'dodge' });
    t.roll(6);
    expect(t.ofType('shotReaches').at(-1)).toMatchObject({ player: 'a5' });
  });
});

describe('Walls and goals (SB-SHOT-12, SB-SHOT-13, SB-BALL-6, SB-BALL-7, SB-R-17)', () => {
  it('SB-SHOT-12 a wall met during the travel: the rest is lost and the ball bounces', () => {
    const t = scene({ h6: [6.5, 10] });
    t.act(0, { type: 'shoot', to: { x: 13, y: 10 } });
    t.roll(6);
    t.roll(6);
    expect(t.ofType('wallContact')).toEqual([
      { type: 'wallContact', rule: 'SB-BALL-5', at: [13, 10], bounce: 1 },
    ]);
    expect(req(t)).toMatchObject({ rule: 'SB-BALL-5' });
  });

  it('SB-BALL-7 an Attacker’s shot crossing the opposing goal line scores', () => {
    const t = scene({ h6: [6.5, 15] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 21 } });
    t.roll(6);
    t.roll(6);
    expect(t.ofType('goalLineCrossed')).toEqual([
      { type: 'goalLineCrossed', rule: 'SB-BALL-6', at: [6.5, 21] },
    ]);
    expect(t.ofType('goal')).toEqual([
      { type: 'goal', rule: 'SB-BALL-7', side: 0, ownGoal: false, player: 'h6' },
    ]);
    expect(t.s.score).toEqual([1, 0]);
    expect(t.ofType('turnEnded').at(-1)).toMatchObject({ turn: 1 });
  });

  it('SB-R-17 a Defender’s shot cannot score: the goal mouth is a wall', () => {
    const t = scene({ h2: [6.5, 15] }, noRerolls(), 'h2');
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 21 } });
    t.roll(6);
    t.roll(6);
    expect(t.ofType('goal')).toEqual([]);
    expect(t.ofType('wallContact')).toEqual([
      { type: 'wallContact', rule: 'SB-BALL-5', at: [6.5, 21], bounce: 1 },
    ]);
  });

  it('SB-BALL-6 the posts are part of the mouth; beyond them is wall', () => {
    const t = scene({ h6: [6.5, 15] });
    t.act(0, { type: 'shoot', to: { x: 10, y: 21 } });
    t.roll(6);
    t.roll(6);
    expect(t.s.score).toEqual([1, 0]);
    const u = scene({ h6: [6.5, 15] });
    u.act(0, { type: 'shoot', to: { x: 10.2, y: 21 } });
    u.roll(6);
    u.roll(6);
    expect(u.s.score).toEqual([0, 0]);
  });

  it('SB-SHOT-13 a deviation during the shot’s resolution can score: a repel into the goal counts', () => {
    const t = scene({ h6: [6.5, 15], a1: [6.5, 19] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 21 } });
    t.roll(6);
    t.roll(6);
    t.act(1, { type: 'defend', defence: 'repel' });
    t.roll(6);
    t.roll(3, 4);
    t.roll(1); // north: from (6.5, 18.5) into the goal
    expect(t.ofType('goal')).toEqual([
      { type: 'goal', rule: 'SB-BALL-7', side: 0, ownGoal: false, player: 'h6' },
    ]);
  });

  it('SB-BALL-7 own goals count for the other team', () => {
    const t = scene({ h6: [6.5, 5] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 0 } });
    t.roll(6);
    t.roll(6);
    expect(t.ofType('goal')).toEqual([
      { type: 'goal', rule: 'SB-BALL-7', side: 1, ownGoal: true, player: 'h6' },
    ]);
    expect(t.s.score).toEqual([0, 1]);
  });

  it('SB-R-17 outside a shot the goal mouth stays a wall (a failed pick-up deviating into the goal)', () => {
    const t = scene({ h6: [6.5, 19.5] });
    t.s.ball = Ball.Loose;
    t.s.holder = -1;
    t.s.ballX = 6500;
    t.s.ballY = 20600;
    t.act(0, { type: 'pickUp' });
    t.roll(1);
    t.roll(3); // ARROW, 1 in
    t.roll(1); // north
    expect(t.ofType('wallContact')).toEqual([
      { type: 'wallContact', rule: 'SB-BALL-5', at: [6.5, 21], bounce: 1 },
    ]);
    expect(t.s.score).toEqual([0, 0]);
  });

  it('SB-R-17 variant goal.source = anyBall: any ball crossing a goal line scores', () => {
    const t = scene({ h6: [6.5, 19.5] }, noRerolls({ goal: { source: 'anyBall' } }));
    t.s.ball = Ball.Loose;
    t.s.holder = -1;
    t.s.ballX = 6500;
    t.s.ballY = 20600;
    t.act(0, { type: 'pickUp' });
    t.roll(1);
    t.roll(3);
    t.roll(1);
    expect(t.ofType('goal')).toEqual([
      { type: 'goal', rule: 'SB-BALL-7', side: 0, ownGoal: false, player: null },
    ]);
  });

  it('SB-R-17 variant goal.source = attackerShotOrOwnGoal: a Defender may score only into his own goal', () => {
    const t = scene({ h2: [6.5, 5] }, noRerolls({ goal: { source: 'attackerShotOrOwnGoal' } }), 'h2');
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 0 } });
    t.roll(6);
    t.roll(6);
    expect(t.ofType('goal')).toEqual([
      { type: 'goal', rule: 'SB-BALL-7', side: 1, ownGoal: true, player: 'h2' },
    ]);
    const u = scene({ h2: [6.5, 16] }, noRerolls({ goal: { source: 'attackerShotOrOwnGoal' } }), 'h2');
    u.act(0, { type: 'shoot', to: { x: 6.5, y: 21 } });
    u.roll(6);
    u.roll(6);
    expect(u.ofType('goal')).toEqual([]);
  });
});

describe('Abilities, events and rerolls on the shot', () => {
  it('SB-EVENT-4 Nuit obscure: +1 in to the aim and power distances, not to D_p', () => {
    const t = scene({ h6: [6.5, 10], a6: [6.5, 13] });
    t.s.event = 4;
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
    expect(req(t)).toMatchObject({ target: 5 });
    t.roll(6);
    expect(req(t)).toMatchObject({ target: 5 });
    t.roll(6);
    expect(t.ofType('shotReaches').at(-1)).toMatchObject({ difficulty: 8 });
  });

  it('SB-SKILL-2 Catapulte: +1 to the power test, and to R_F', () => {
    const t = scene({ h6: [6.5, 10] }, noRerolls({}, homeWith('h6', { abilities: ['catapulte'] })));
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
    t.roll(4);
    expect(req(t)).toMatchObject({ modifier: 4 });
    t.roll(3);
    expect(t.s.shot.rf).toBe(7);
  });

  it('SB-SHOT-2 Vision du jeu: +1 to the captain’s aim only', () => {
    const t = Table.atTurn1(0, noRerolls());
    t.s.trait[0] = 3; // visionDuJeu
    t.s.captain[0] = t.index('h6');
    const h6 = t.index('h6');
    t.s.ball = Ball.Held;
    t.s.holder = h6;
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 21 } });
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-2', modifier: 4 });
    t.roll(6);
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-3', modifier: 3 });
  });

  it('SB-REROLL-1 a failed aim, power or path roll may be rerolled by its coach’s team reroll', () => {
    const t = scene({ h6: [6.5, 10], a6: [6.5, 13] }, testOptions());
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(1);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    t.act(0, { type: 'reroll' });
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-2', reroll: true });
    t.roll(6);
    t.roll(6);
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(1);
    expect(decision(t)).toEqual({ kind: 'decision', player: 1, label: 'D-26' });
    t.act(1, { type: 'noReroll' });
    expect(t.ofType('shotHits').length).toBe(1);
  });

  it('SB-REROLL-2 the continuation is neutral: only the active coach may reroll it', () => {
    const t = scene({ h6: [6.5, 10] }, testOptions());
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
    t.roll(6);
    t.roll(6);
    t.roll(1);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    t.act(0, { type: 'reroll' });
    expect(req(t)).toMatchObject({ rule: 'SB-SHOT-11', reroll: true });
    t.roll(3);
    expect(t.ball()).toEqual([6.5, 17.5]);
  });
});

describe('Rulings on the shot (ARB-SB-25..29)', () => {
  it('ARB-SB-25 a final target on the shooter’s centre keeps T0; a T under his base stops the ball at its edge', () => {
    const t = scene({ h6: [6.5, 10] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 12 } });
    t.roll(1);
    t.roll(3, 2);
    t.roll(180_001); // south 2 in: exactly the shooter's centre
    expect(t.ofType('shotTargetDeviated').at(-1)).toMatchObject({ from: [6.5, 12], to: [6.5, 12] });
    // five Unbalanced causes: power total −1 against 1, MF 2, more than the 1.5 in to T
    const u = scene({ h6: [6.5, 10] });
    set(u.s, u.index('h6'), P_UNBAL, 5);
    u.act(0, { type: 'shoot', to: { x: 6.5, y: 11.5 } });
    u.roll(6);
    u.roll(1);
    expect(u.ofType('shotStops').at(-1)).toMatchObject({ mf: 2, at: [6.5, 10.5] });
    expect(u.ball()).toEqual([6.5, 10.5]);
    expect(u.s.shot.shooter).toBe(-1);
  });

  it('ARB-SB-26 a HIT on a shot’s impact deviation moves nothing and asks no direction', () => {
    const t = scene({ h6: [6.5, 10], a6: [6.5, 13] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(6);
    t.act(1, { type: 'defend', defence: 'repel' });
    t.roll(6);
    t.roll(2, 5); // HIT
    expect(t.rolls().at(-1)).toMatchObject({ rule: 'SB-SHOT-10', result: 'hit', distance: 0 });
    expect(t.ball()).toEqual([6.5, 12.5]);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('ARB-SB-26 the continuation is offered to the active coach’s team reroll whatever it shows', () => {
    const t = scene({ h6: [6.5, 10] }, testOptions());
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 14.5 } });
    t.roll(6);
    t.roll(6);
    t.roll(6);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
  });

  it('ARB-SB-27 the repelling player may not Catch rebound the ball he deflects, a team-mate may', () => {
    const t = scene({ h6: [6.5, 10], a6: [6.5, 13], a5: [8.5, 13] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(6);
    t.act(1, { type: 'decline' });
    t.act(1, { type: 'defend', defence: 'repel' });
    t.roll(6);
    t.roll(3, 3);
    t.roll(90_001); // east from (6.5, 12.5) to (9.5, 12.5): through a5's base, along a6's edge
    expect(decision(t)).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    expect(t.legal(1).filter((a) => a.type === 'catchRebound')).toEqual([
      { type: 'catchRebound', player: 'a5', leap: false },
    ]);
    expect(t.refuse(1, { type: 'catchRebound', player: 'a6', leap: false }).code).toBe('rebound.unable');
  });

  it('ARB-SB-28 goal.source variants: the goal event names the shooter, or nobody outside a shot', () => {
    const t = scene({ h6: [6.5, 15] }, noRerolls({ goal: { source: 'anyBall' } }));
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 21 } });
    t.roll(6);
    t.roll(6);
    expect(t.ofType('goal')).toEqual([
      { type: 'goal', rule: 'SB-BALL-7', side: 0, ownGoal: false, player: 'h6' },
    ]);
  });

  it('ARB-SB-29 a deviated T beyond the goal line: RW-SHOT and the travel stop at the boundary, which scores', () => {
    const t = scene({ h6: [6.5, 18], a6: [8.6, 20.4] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 20 } });
    t.roll(1);
    t.roll(3, 4);
    t.roll(1); // north 4 in: T (6.5, 24), off the pitch (SB-R-64)
    expect(t.s.shot.ty).toBe(24000);
    t.roll(6); // power: distance to T, 5.5 in → 6
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-SHOT-F', target: 6 });
    // a6 is 2.1 − 0.5 = 1.6 in from the trajectory cut at (6.5, 21)
    expect(decision(t)).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    t.act(1, { type: 'decline' });
    expect(t.s.score).toEqual([1, 0]);
  });

  it('SB-SHOT-4 the view shows the shot: T, R_F once rolled, the reacting player and his D_p', () => {
    const t = scene({ h6: [6.5, 10], a6: [6.5, 13] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    expect(sparkBall.view(t.s, 0).shot).toEqual({
      shooter: 'h6',
      from: [6.5, 10],
      target: [6.5, 17],
      rf: null,
      reactor: null,
      difficulty: null,
    });
    t.roll(6);
    t.roll(6);
    expect(sparkBall.view(t.s, 1).shot).toMatchObject({ rf: 9, reactor: 'a6', difficulty: 8 });
  });
});

describe('Reactions and holding around the shot', () => {
  it('SB-BALL-10 the player from whose base a deviation starts may not catch it: the repeller is not offered RW-REBOUND', () => {
    const t = scene({ h6: [6.5, 10], a6: [6.5, 13] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(6);
    t.act(1, { type: 'defend', defence: 'repel' });
    t.roll(6);
    t.roll(3, 3);
    t.roll(90_001); // east, along a6's base edge: he alone could reach it
    expect(t.ofType('reactionDeclined')).toEqual([]);
    expect(t.ball()).toEqual([9.5, 12.5]);
    expect(decision(t)).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-R-59 a reaction on the path is automatic: no regular reaction spent, the player stays Ready', () => {
    const t = scene({ h6: [6.5, 10], a6: [6.5, 13] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(6);
    t.act(1, { type: 'defend', defence: 'dodge' });
    t.roll(6);
    expect(get(t.s, t.index('a6'), P_DONE)).toBe(0);
    expect(t.s.reactionUsed[1]).toBe(false);
  });

  it('SB-R-61 an interceptor who catches the parried ball keeps it though he is Done', () => {
    const t = scene({ h6: [6.5, 10], a6: [8.5, 13] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(6);
    t.act(1, { type: 'interceptShot', player: 'a6', leap: false });
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(6);
    t.act(1, { type: 'parryCatch', attempt: true });
    t.roll(6);
    const a6 = t.index('a6');
    expect(t.s.holder).toBe(a6);
    expect(get(t.s, a6, P_DONE)).toBe(1);
  });

  it('SB-MOVE-8 the interceptor’s placement triggers no reaction: the ball reaches him at once', () => {
    const t = scene({ h6: [6.5, 10], a6: [8.5, 13], h5: [9, 11] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(6);
    t.act(1, { type: 'interceptShot', player: 'a6', leap: false });
    expect(t.ofType('stepDeclared')).toEqual([]);
    expect(decision(t)).toEqual({ kind: 'decision', player: 1, label: 'D-22' });
  });

  it('SB-END-1 the third goal ends the match', () => {
    const t = scene({ h6: [6.5, 15] });
    t.s.score = [2, 0];
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 21 } });
    t.roll(6);
    t.roll(6);
    expect(t.pending()).toEqual({ kind: 'over', outcome: { scores: [3, 0], ranks: [1, 2], winners: [0] } });
  });
});

describe('Refusals of the shot’s decisions', () => {
  it('SB-SHOT-6 D-22 accepts dodge, parry or repel and says so; D-23 wants a boolean', () => {
    const t = scene({ h6: [6.5, 10], a6: [6.5, 13] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(6);
    expect(t.legal(1).filter((a) => a.type === 'defend')).toEqual([
      { type: 'defend', defence: 'dodge' },
      { type: 'defend', defence: 'parry' },
      { type: 'defend', defence: 'repel' },
    ]);
    expect(t.refuse(1, { type: 'defend', defence: 'block' })).toMatchObject({
      code: 'defend.choice',
      en: 'Defence: dodge (AG), parry (R) or repel (F) (got "block").',
    });
    expect(t.refuse(0, { type: 'defend', defence: 'dodge' }).code).toBe('decision.notYourTurn');
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(6);
    expect(t.refuse(1, { type: 'parryCatch', attempt: 'yes' }).code).toBe('parryCatch.shape');
    expect(t.refuse(1, { type: 'defend', defence: 'dodge' }).code).toBe('decision.wrongKind');
  });

  it('SB-REACT-2 Intercept shot needs a Ready, standing player of the reacting coach', () => {
    const t = scene({ h6: [6.5, 10], a6: [8.5, 13], a5: [4.5, 13] });
    set(t.s, t.index('a5'), P_DONE, 1);
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(6);
    expect(t.legal(1).filter((a) => a.type === 'interceptShot')).toEqual([
      { type: 'interceptShot', player: 'a6', leap: false },
    ]);
    expect(t.refuse(1, { type: 'interceptShot', player: 'a5', leap: false }).code).toBe(
      'interceptShot.unable',
    );
    expect(t.refuse(1, { type: 'interceptShot', player: 'h5', leap: false }).code).toBe(
      'interceptShot.unable',
    );
    expect(t.refuse(1, { type: 'catchRebound', player: 'a6', leap: false }).code).toBe('decision.wrongKind');
  });
});

describe('The shot in the state', () => {
  it('SB-SHOT-13 a clone during the path has the same hash and shares nothing; the shot’s fields are hashed', () => {
    const t = scene({ h6: [6.5, 10], h5: [6.5, 12], a6: [6.5, 14] });
    t.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    t.roll(6);
    t.roll(6);
    t.act(0, { type: 'defend', defence: 'dodge' });
    t.roll(6);
    const c = sparkBall.clone(t.s);
    const before = sparkBall.hash(t.s);
    expect(sparkBall.hash(c)).toBe(before);
    expect(c.shot.dodged).toEqual([t.index('h5')]);
    c.shot.dodged.push(3);
    c.shot.queue.push(4);
    expect(t.s.shot.dodged).toEqual([t.index('h5')]);
    expect(t.s.shot.queue).toEqual([]);
    expect(sparkBall.hash(c)).not.toBe(before);
    const d = sparkBall.clone(t.s);
    d.shot.dp += 1;
    expect(sparkBall.hash(d)).not.toBe(before);
    const e = sparkBall.clone(t.s);
    e.act.regular = false;
    expect(sparkBall.hash(e)).not.toBe(before);
  });
});

describe('Shot log lines', () => {
  it('SB-SHOT-13 every event and roll of a shot has a French and an English line, no placeholder left', () => {
    const tables: Table[] = [];
    // a shot through a dodge, a parry and a missed catch, with an aim deviation and an interception
    const t = scene({ h6: [6.5, 10], h5: [6.5, 12], a6: [8.5, 14], a5: [6.5, 16] }, testOptions());
    t.act(0, { type: 'shoot', target: 'a5' });
    t.roll(1);
    t.act(0, { type: 'noReroll' });
    t.roll(3, 1);
    t.roll(1);
    t.act(0, { type: 'noReroll' });
    t.roll(6);
    t.act(1, { type: 'interceptShot', player: 'a6', leap: false });
    t.act(0, { type: 'defend', defence: 'dodge' });
    t.roll(6);
    t.act(1, { type: 'defend', defence: 'parry' });
    t.roll(6);
    t.act(1, { type: 'parryCatch', attempt: true });
    t.roll(1);
    t.act(1, { type: 'noReroll' });
    t.roll(3, 2);
    t.roll(90_001);
    t.act(0, { type: 'noReroll' });
    expect(t.ball()).toEqual([8.5, 13.5]);
    tables.push(t);
    // a hit with an injury, a repel, a continuation, a tie, a goal
    const u = scene({ h6: [6.5, 10], a6: [6.5, 13] });
    u.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    u.roll(6);
    u.roll(6);
    u.act(1, { type: 'defend', defence: 'repel' });
    u.roll(1);
    u.roll(1, 2);
    u.roll(3, 1);
    u.roll(90_001);
    expect(u.ball()).toEqual([7.5, 12.5]);
    tables.push(u);
    const v = scene({ h6: [6.5, 10], a5: [6.2, 13], a6: [6.8, 13] });
    v.act(0, { type: 'shoot', to: { x: 6.5, y: 21 } });
    v.roll(6);
    v.roll(6);
    v.act(0, { type: 'pathOrder', players: ['a5', 'a6'] });
    v.act(1, { type: 'defend', defence: 'dodge' });
    v.roll(6);
    v.act(1, { type: 'defend', defence: 'dodge' });
    v.roll(6);
    expect(v.s.score).toEqual([1, 0]);
    tables.push(v);
    const y = scene({ h6: [6.5, 10], a6: [6.5, 13] });
    y.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    y.roll(6);
    y.roll(6);
    y.act(1, { type: 'defend', defence: 'repel' });
    y.roll(6);
    y.roll(3, 3);
    y.roll(1);
    tables.push(y);
    const w = scene({ h6: [6.5, 10], a6: [6.5, 13] });
    w.act(0, { type: 'shoot', to: { x: 6.5, y: 17 } });
    w.roll(6);
    w.roll(6);
    w.act(1, { type: 'defend', defence: 'parry' });
    w.roll(6);
    w.act(1, { type: 'parryCatch', attempt: false });
    tables.push(w);
    const x = scene({ h6: [6.5, 10] });
    x.act(0, { type: 'shoot', to: { x: 6.5, y: 14 } });
    x.roll(6);
    x.roll(6);
    x.roll(2);
    tables.push(x);
    const kinds = new Set<string>();
    for (const table of tables) {
      for (const e of table.events) {
        const key = e.type === 'roll' ? `roll.${e.rule}` : e.type;
        kinds.add(key);
        for (const lang of ['fr', 'en'] as const) {
          expect(catalogue[lang][key], `${lang} ${key}`).toBeDefined();
          const line = describeEvent(e, lang);
          expect(line, line).not.toMatch(/\{\{|undefined|NaN|null/);
        }
      }
    }
    for (const k of [
      'shotDeclared',
      'roll.SB-SHOT-2',
      'roll.SB-BALL-4',
      'shotTargetDeviated',
      'roll.SB-SHOT-3',
      'interceptShot',
      'shotReaches',
      'defenceChosen',
      'roll.SB-SHOT-6',
      'shotDodged',
      'shotParried',
      'roll.SB-SHOT-9',
      'parryCatchMissed',
      'roll.SB-R-20',
      'shotHits',
      'roll.SB-SHOT-7',
      'shotRepelled',
      'roll.SB-SHOT-10',
      'pathOrdered',
      'goalLineCrossed',
      'goal',
      'parryCatchDeclined',
      'roll.SB-SHOT-11',
      'shotContinues',
    ]) {
      expect(kinds.has(k), k).toBe(true);
    }
    for (const key of [
      'sb.roll.shotAg',
      'sb.roll.shotF',
      'sb.roll.pathReact',
      'sb.roll.parryCatch',
      'sb.roll.shotCont',
    ]) {
      expect(catalogue.fr[key]).toBeDefined();
      expect(catalogue.en[key]).toBeDefined();
    }
  });
});
