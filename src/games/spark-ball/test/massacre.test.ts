import { describe, expect, it } from 'vitest';
import {
  Ball,
  get,
  OutReason,
  P_OUT,
  P_PRONE,
  P_WHERE,
  P_X,
  P_Y,
  PER_INCH,
  set,
  TRAITS,
  Where,
} from '../state.ts';
import { roster, Table, testOptions } from '../testing.ts';

const noRerolls = (more: Record<string, unknown> = {}) =>
  testOptions(more, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

function put(t: Table, id: string, x: number, y: number): void {
  const p = t.index(id);
  set(t.s, p, P_X, Math.round(x * PER_INCH));
  set(t.s, p, P_Y, Math.round(y * PER_INCH));
}

/** Turn 1, Home first: a6 prone at (6.5, 10.5), 1 in in front of h6 (6.5, 8.5); h6 is activated. */
function victim(options: unknown = noRerolls()): Table {
  const t = Table.atTurn1(0, options);
  put(t, 'a6', 6.5, 10.5);
  set(t.s, t.index('a6'), P_PRONE, 1);
  t.act(0, { type: 'activate', player: 'h6' });
  return t;
}

/** As `victim`, h6 massacres a6 with the aggressor's D6 `atk` and the victim's D3 `def`. */
function massacred(atk: number, def: number, options: unknown = noRerolls()): Table {
  const t = victim(options);
  t.act(0, { type: 'massacre', target: 'a6' });
  t.roll(atk);
  t.roll(def);
  return t;
}

describe('Massacre (SB-MASSACRE, SB-R-38)', () => {
  it('SB-MASSACRE-1 a prone opponent within 2 in: straight contact move, no MV, offered in legal', () => {
    const t = victim();
    expect(t.legal(0).filter((a) => a.type === 'massacre')).toEqual([{ type: 'massacre', target: 'a6' }]);
    expect(t.legal(0).some((a) => a.type === 'charge' && a.target === 'a6')).toBe(false);
    t.act(0, { type: 'massacre', target: 'a6' });
    expect(t.at('h6')).toEqual([6.5, 9.5]);
    expect(t.s.act.used).toBe(0);
    expect(t.ofType('massacre')).toEqual([
      {
        type: 'massacre',
        rule: 'SB-MASSACRE-1',
        player: 'h6',
        target: 'a6',
        from: [6.5, 8.5],
        to: [6.5, 9.5],
      },
    ]);
  });

  it('SB-MASSACRE-1 a standing or distant opponent is refused with the reason', () => {
    const t = victim();
    expect(t.refuse(0, { type: 'massacre', target: 'a5' })).toMatchObject({
      code: 'massacre.target',
      rule: 'SB-MASSACRE-1',
      en: 'No massacre of "a5": the victim must be a prone opponent on the pitch.',
    });
    put(t, 'a6', 6.5, 11.6);
    expect(t.refuse(0, { type: 'massacre', target: 'a6' }).code).toBe('massacre.reach');
  });

  it('SB-R-38 an obstructed straight line makes the massacre illegal; massacre.contactMove = false keeps him in place', () => {
    const t = Table.atTurn1(0, noRerolls());
    put(t, 'a6', 6.5, 11.5);
    set(t.s, t.index('a6'), P_PRONE, 1);
    put(t, 'h5', 7.3, 10);
    t.act(0, { type: 'activate', player: 'h6' });
    expect(t.refuse(0, { type: 'massacre', target: 'a6' }).code).toBe('massacre.blocked');
    const u = victim(noRerolls({ massacre: { contactMove: false } }));
    u.act(0, { type: 'massacre', target: 'a6' });
    expect(u.at('h6')).toEqual([6.5, 8.5]);
  });

  it('SB-MASSACRE-2 A = 1D6 + F by the aggressor’s coach, V = 1D3 + R by the victim’s (difficulty rolls)', () => {
    const t = victim();
    t.act(0, { type: 'massacre', target: 'a6' });
    let p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({
      rule: 'SB-MASSACRE-2',
      dice: '1d6',
      roller: 0,
      modifier: 3,
    });
    t.roll(4);
    p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({
      rule: 'SB-MASSACRE-2',
      dice: '1d3',
      roller: 1,
      modifier: 3,
    });
    t.roll(3);
    expect(t.rolls().slice(-2)).toMatchObject([
      { roll: 'ROLL-MASS-ATK', by: 'h6', faces: [4], total: 7, result: 'difficulty' },
      { roll: 'ROLL-MASS-DEF', by: 'a6', dice: '1d3', faces: [3], total: 6, result: 'difficulty' },
    ]);
  });

  it('SB-MASSACRE-2 Tête brûlée adds 1 to the aggressor’s roll', () => {
    const t = victim();
    t.s.captain[0] = t.index('h6');
    t.s.trait[0] = TRAITS.indexOf('teteBrulee');
    t.act(0, { type: 'massacre', target: 'a6' });
    const p = t.pending();
    expect(p.kind === 'chance' && p.request.modifier).toBe(4);
  });

  it('SB-MASSACRE-3 Net ≤ AR: no injury roll', () => {
    const t = massacred(3, 2); // 6 − 5 = 1 = AR
    expect(t.ofType('massacreResult')).toEqual([
      {
        type: 'massacreResult',
        rule: 'SB-MASSACRE-3',
        player: 'a6',
        attack: 6,
        resistance: 5,
        net: 1,
        armour: 1,
        injury: false,
      },
    ]);
    expect(t.rolls().some((r) => r.roll === 'ROLL-INJURY')).toBe(false);
  });

  it('SB-MASSACRE-3 / SB-MASSACRE-4 Net > AR: injury roll; the aggressor is ejected when his D6 equals an injury die', () => {
    const t = massacred(4, 1); // 7 − 4 = 3 > 1
    expect(t.ofType('massacreResult').at(-1)).toMatchObject({ net: 3, injury: true });
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-INJ-1', roller: 1 });
    t.roll(4, 5); // KO
    const a6 = t.index('a6');
    expect(get(t.s, a6, P_WHERE)).toBe(Where.Out);
    const h6 = t.index('h6');
    expect(get(t.s, h6, P_WHERE)).toBe(Where.Out);
    expect(get(t.s, h6, P_OUT)).toBe(OutReason.Ejected);
    expect(t.ofType('ejected')).toEqual([
      { type: 'ejected', rule: 'SB-MASSACRE-4', player: 'h6', die: 4, d3: 1, injuryDice: [4, 5] },
    ]);
    // the injury is fully resolved before the check (SB-INJ-2 step 6)
    const types = t.events.map((e) => e.type);
    expect(types.indexOf('playerOut')).toBeLessThan(types.indexOf('ejected'));
    expect(t.ofType('activationEnded').at(-1)).toMatchObject({ rule: 'SB-ACT-3', player: 'h6' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-R-38 ejection through the D3 even without an injury roll; massacre.ejectionDice = d3Only ignores the 2D6', () => {
    const t = massacred(2, 2); // 5 − 5 = 0: no injury; D6 2 = D3 2
    expect(t.ofType('ejected')).toEqual([
      { type: 'ejected', rule: 'SB-MASSACRE-4', player: 'h6', die: 2, d3: 2, injuryDice: [] },
    ]);
    const u = massacred(4, 1, noRerolls({ massacre: { ejectionDice: 'd3Only' } }));
    u.roll(4, 5);
    expect(u.ofType('ejected')).toEqual([]);
    expect(u.ofType('notEjected')).toEqual([
      { type: 'notEjected', rule: 'SB-MASSACRE-4', player: 'h6', die: 4, d3: 1, injuryDice: [] },
    ]);
  });

  it('SB-R-38 the final dice count: a rerolled injury roll replaces the first for the ejection check', () => {
    const t = massacred(6, 3, testOptions()); // best faces: no reroll offered; 9 − 6 = 3 > 1
    t.roll(6, 5); // light injury, with a 6: Away may reroll
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-26' });
    t.act(1, { type: 'reroll' });
    t.roll(2, 3); // stunned
    expect(t.ofType('notEjected')).toEqual([
      { type: 'notEjected', rule: 'SB-MASSACRE-4', player: 'h6', die: 6, d3: 3, injuryDice: [2, 3] },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-MASSACRE-5 no reaction window opens, even with opponents near', () => {
    const t = victim();
    t.declineTackles = false;
    put(t, 'a5', 7.5, 9.5);
    t.act(0, { type: 'massacre', target: 'a6' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-MASSACRE-2' } });
  });

  it('SB-ACT-4 / ARB-SB-22 the aggressor who is not ejected goes on with free actions; an ejected holder drops the ball', () => {
    const t = massacred(6, 1); // 9 − 4 = 5: injury
    t.roll(1, 2);
    expect(t.ofType('notEjected')).toHaveLength(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
    expect(t.legal(0).some((a) => a.type === 'massacre' || a.type === 'charge')).toBe(false);
    const u = victim();
    const h6 = u.index('h6');
    u.s.ball = Ball.Held;
    u.s.holder = h6;
    u.s.ballX = get(u.s, h6, P_X);
    u.s.ballY = get(u.s, h6, P_Y);
    u.act(0, { type: 'massacre', target: 'a6' });
    u.roll(2);
    u.roll(2);
    expect(u.ofType('ballDropped')).toEqual([{ type: 'ballDropped', rule: 'SB-BALL-9', player: 'h6' }]);
    const p = u.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-BALL-9' });
  });

  it('ARB-SB-21 ROLL-MASS-ATK and ROLL-MASS-DEF may be rerolled by their roller’s team reroll', () => {
    const t = victim(testOptions());
    t.act(0, { type: 'massacre', target: 'a6' });
    t.roll(3);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    t.act(0, { type: 'reroll' });
    t.roll(5);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-MASS-ATK', total: 8, reroll: true });
    t.roll(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-26' });
    t.act(1, { type: 'noReroll' });
    expect(t.ofType('massacreResult').at(-1)).toMatchObject({ attack: 8, resistance: 4, net: 4 });
  });
});
