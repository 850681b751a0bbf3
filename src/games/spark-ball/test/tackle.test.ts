import { describe, expect, it } from 'vitest';
import { sparkBall } from '../index.ts';
import { Ball, get, P_DONE, P_PRONE, P_STUN, P_UNBAL, P_X, P_Y, PER_INCH, set } from '../state.ts';
import { roster, Table, testOptions } from '../testing.ts';

const noRerolls = (more: Record<string, unknown> = {}) =>
  testOptions(more, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

/**
 * Turn 1, Home first; h6 (6.5, 8.5) declares a Move to (6.5, 10.5), towards a6 (6.5, 12.5): a6's reach of 2 in
 * touches h6's base from 0.999 in along the step (centres 3.001 in apart, ε included).
 */
function declared(options: unknown = noRerolls()): Table {
  const t = Table.atTurn1(0, options);
  t.declineTackles = false;
  t.act(0, { type: 'activate', player: 'h6' });
  t.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
  return t;
}

/** As `declared`, then a6 tackles without a leap at Q = 1.5 in along the step, (6.5, 10). */
function tackled(options: unknown = noRerolls()): Table {
  const t = declared(options);
  t.act(1, { type: 'tackle', player: 'a6', leap: false, at: 1.5 });
  return t;
}

describe('RW-TACKLE and the Tackle reaction (SB-REACT-6, SB-R-32, C-5)', () => {
  it('SB-REACT-12 RW-TACKLE opens after the step is declared, before it is applied', () => {
    const t = declared();
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    expect(t.at('h6')).toEqual([6.5, 8.5]);
    expect(sparkBall.view(t.s, 1).declaredStep).toEqual({
      leap: false,
      path: [
        [6.5, 8.5],
        [6.5, 10.5],
      ],
    });
    expect(t.ofType('stepDeclared')).toEqual([
      { type: 'stepDeclared', rule: 'SB-REACT-6', player: 'h6', leap: false, path: [[6.5, 10.5]] },
    ]);
  });

  it('SB-REACT-3 legal offers each eligible tackler with the earliest Q, without and with a leap (reach 2, + L)', () => {
    const t = declared();
    const legal = t.legal(1).filter((a) => a.type !== 'concede');
    expect(legal.map((a) => (a.type === 'tackle' ? [a.player, a.leap] : a.type))).toEqual([
      'decline',
      ['a5', true],
      ['a6', false],
      ['a6', true],
      ['a7', true],
    ]);
    const a6 = legal.find((a) => a.type === 'tackle' && a.player === 'a6' && !a.leap);
    expect(a6?.type === 'tackle' && a6.at).toBeCloseTo(0.999, 9);
    for (const a of legal) expect(sparkBall.validate(t.s, 1, a).ok).toBe(true);
  });

  it('C-5 / ARB-SB-19 validate accepts any Q in the eligible intervals and says which intervals when Q is outside', () => {
    const t = declared();
    expect(sparkBall.validate(t.s, 1, { type: 'tackle', player: 'a6', leap: false, at: 2 }).ok).toBe(true);
    expect(t.refuse(1, { type: 'tackle', player: 'a6', leap: false, at: 0.5 })).toMatchObject({
      code: 'tackle.point',
      rule: 'SB-REACT-6',
      en: "Q at 0.5 in is out of a6's reach: choose it within [0.999–2] in.",
    });
    expect(t.refuse(1, { type: 'tackle', player: 'a3', leap: false, at: 1 })).toMatchObject({
      code: 'tackle.outOfReach',
      en: "a3 never reaches the moving player's base on this step (reach 2 in, without a leap).",
    });
    expect(t.refuse(1, { type: 'tackle', player: 'a6', leap: false })).toMatchObject({ code: 'tackle.at' });
    expect(t.refuse(1, { type: 'tackle', player: 'h5', leap: false, at: 1 }).code).toBe('tackle.unable');
    expect(t.refuse(1, { type: 'catchRebound', player: 'a6', leap: false }).code).toBe('decision.wrongKind');
  });

  it('SB-R-32 tackle.pointChoice = earliest: Q is the first point reached', () => {
    const t = declared(noRerolls({ tackle: { pointChoice: 'earliest' } }));
    expect(t.refuse(1, { type: 'tackle', player: 'a6', leap: false, at: 1.5 })).toMatchObject({
      code: 'tackle.earliest',
      en: 'With tackle.pointChoice = earliest, Q is the first point reached: 0.999 in.',
    });
  });

  it('SB-REACT-2 a Done or prone player cannot tackle', () => {
    const t = Table.atTurn1(0, noRerolls());
    t.declineTackles = false;
    set(t.s, t.index('a6'), P_DONE, 1);
    set(t.s, t.index('a5'), P_PRONE, 1);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
    const legal = t.legal(1).filter((a) => a.type === 'tackle');
    expect(legal.map((a) => a.type === 'tackle' && a.player)).toEqual(['a7']);
    expect(t.refuse(1, { type: 'tackle', player: 'a6', leap: true, at: 1 }).code).toBe('tackle.unable');
  });

  it('D-20 declined: the whole step is applied and the reaction is kept', () => {
    const t = declared();
    t.act(1, { type: 'decline' });
    expect(t.at('h6')).toEqual([6.5, 10.5]);
    expect(t.s.reactionUsed[1]).toBe(false);
    expect(t.ofType('reactionDeclined').at(-1)).toMatchObject({ window: 'RW-TACKLE', rule: 'SB-REACT-6' });
    // the next step opens the window again
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 10 }] });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
  });

  it('SB-REACT-6 the mover stops at Q with the distance counted exactly; the tackler is in contact, prone and Done', () => {
    const t = tackled();
    expect(t.at('h6')).toEqual([6.5, 10]);
    expect(t.s.act.used).toBe(1500);
    expect(t.at('a6')).toEqual([6.5, 11]);
    const a6 = t.index('a6');
    expect(get(t.s, a6, P_PRONE)).toBe(1);
    expect(get(t.s, a6, P_DONE)).toBe(1);
    expect(t.s.reactionUsed[1]).toBe(true);
    expect(t.ofType('tackle')).toEqual([
      {
        type: 'tackle',
        rule: 'SB-REACT-6',
        side: 1,
        player: 'a6',
        mover: 'h6',
        leap: false,
        at: [6.5, 10],
        to: [6.5, 11],
      },
    ]);
  });

  it('SB-REACT-6 Agility: D1 = AG + 1D6 by the tackler’s coach; the mover passing may go on', () => {
    const t = tackled();
    let p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-REACT-6', roller: 1, modifier: 3 });
    expect(p.kind === 'chance' && p.request).not.toHaveProperty('target');
    t.roll(4);
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-TACKLE-AG-DIFF',
      by: 'a6',
      total: 7,
      result: 'difficulty',
    });
    p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ roller: 0, target: 7, modifier: 3 });
    t.roll(4);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-TACKLE-AG', by: 'h6', total: 7, success: true });
    expect(t.ofType('tackleResisted')).toEqual([
      { type: 'tackleResisted', rule: 'SB-REACT-6', player: 'h6', test: 'ag', unbalanced: 0 },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 9 }] });
    expect(t.at('h6')).toEqual([6.5, 9]);
  });

  it('SB-STATE-3 Force: on an Agility failure D2 = F + 1D6; passing leaves the mover Unbalanced', () => {
    const t = tackled();
    t.roll(4);
    t.roll(3);
    t.roll(2);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-TACKLE-F-DIFF', by: 'a6', total: 5 });
    t.roll(2);
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-TACKLE-F',
      by: 'h6',
      total: 5,
      target: 5,
      success: true,
    });
    expect(get(t.s, t.index('h6'), P_UNBAL)).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-REACT-6 failing the Force test with MF > AR: knocked down, injury roll, activation ends', () => {
    const t = tackled();
    t.roll(4);
    t.roll(3);
    t.roll(6);
    t.roll(3);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'SB-REACT-6', player: 'h6', injury: true },
    ]);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-INJ-1', roller: 0 });
    t.roll(2, 3);
    const h6 = t.index('h6');
    expect(get(t.s, h6, P_PRONE)).toBe(1);
    expect(get(t.s, h6, P_STUN)).toBe(2);
    expect(t.ofType('activationEnded').at(-1)).toMatchObject({ rule: 'SB-ACT-3', player: 'h6' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-REACT-6 MF ≤ AR: no injury roll; a natural 1 on the Force test makes one', () => {
    const t = tackled();
    t.roll(4);
    t.roll(3);
    t.roll(4);
    t.roll(3);
    expect(t.ofType('knockedDown').at(-1)).toMatchObject({ injury: false });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
    const u = tackled();
    u.roll(4);
    u.roll(3);
    u.roll(1);
    u.roll(1);
    expect(u.rolls().at(-1)).toMatchObject({ total: 4, target: 4, success: false, mf: 0 });
    expect(u.ofType('knockedDown').at(-1)).toMatchObject({ injury: true });
  });

  it('SB-STATE-7 a tackled holder drops the ball (SB-BALL-9)', () => {
    const t = Table.atTurn1(0, noRerolls());
    t.declineTackles = false;
    t.act(0, { type: 'activate', player: 'h6' });
    const h6 = t.index('h6');
    t.s.ball = Ball.Held;
    t.s.holder = h6;
    t.s.ballX = get(t.s, h6, P_X);
    t.s.ballY = get(t.s, h6, P_Y);
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
    t.act(1, { type: 'tackle', player: 'a6', leap: false, at: 1 });
    expect(t.ball()).toEqual([6.5, 9.5]);
    t.roll(4);
    t.roll(3);
    t.roll(4);
    t.roll(3);
    expect(t.ofType('ballDropped')).toHaveLength(1);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-BALL-9' });
  });

  it('SB-REACT-4 a tackler who leaps is Unbalanced: −1 on his difficulty rolls', () => {
    const t = declared();
    t.act(1, { type: 'tackle', player: 'a5', leap: true, at: 0 });
    const a5 = t.index('a5');
    expect(get(t.s, a5, P_UNBAL)).toBe(1);
    expect(t.at('h6')).toEqual([6.5, 8.5]);
    expect(t.at('a5')).toEqual([5.9, 9.3]);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ roller: 1, modifier: 2 });
  });

  it('SB-R-09 Unbalanced counts on difficulty rolls; with unbalanced.affectsDifficultyRolls = false only the leap −1 stays', () => {
    const t = declared();
    const a6 = t.index('a6');
    set(t.s, a6, P_UNBAL, 1);
    t.act(1, { type: 'tackle', player: 'a6', leap: false, at: 1.5 });
    let p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ modifier: 2 });
    const u = declared(noRerolls({ unbalanced: { affectsDifficultyRolls: false } }));
    set(u.s, u.index('a6'), P_UNBAL, 1);
    u.act(1, { type: 'tackle', player: 'a6', leap: true, at: 1.5 });
    p = u.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ modifier: 2 });
    expect(get(u.s, u.index('a6'), P_UNBAL)).toBe(2);
  });

  it('SB-REACT-5 a keeper outside his goal zone cannot tackle', () => {
    const t = Table.atTurn1(0, noRerolls());
    t.declineTackles = false;
    // a1 comes out of his zone to (6.5, 13.5), 3 in from h6's end point
    set(t.s, t.index('a1'), P_Y, 13_500);
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'move', path: [{ x: 6.5, y: 10.5 }] });
    expect(t.refuse(1, { type: 'tackle', player: 'a1', leap: true, at: 2 }).code).toBe('tackle.unable');
    expect(t.legal(1).some((a) => a.type === 'tackle' && a.player === 'a1')).toBe(false);
  });

  it('SB-REROLL-2 each coach may reroll his own tackle rolls: the difficulty (tackler), a failed test (mover)', () => {
    const t = tackled(testOptions());
    t.roll(3);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-26' });
    t.act(1, { type: 'noReroll' });
    t.roll(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    t.act(0, { type: 'reroll' });
    t.roll(5);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-TACKLE-AG', reroll: true, success: true });
    expect(t.s.act.used).toBe(1.5 * PER_INCH);
  });
});
