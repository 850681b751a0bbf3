import { describe, expect, it } from 'vitest';
import { knockDown } from '../knockdown.ts';
import {
  Ball,
  get,
  OutReason,
  P_LOSS,
  P_OUT,
  P_PRONE,
  P_SERIOUS,
  P_STUN,
  P_WHERE,
  P_X,
  P_Y,
  set,
  Where,
} from '../state.ts';
import { roster, Table, testOptions } from '../testing.ts';

const deg = (d: number) => d * 1000 + 1;
const noRerolls = (more: Record<string, unknown> = {}) =>
  testOptions(more, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

/** Turn 1, Home active with h5 activated; `id` is knocked down (with an injury roll when `injury`). */
function knocked(id: string, injury: boolean, options: unknown = testOptions()): Table {
  const t = Table.atTurn1(0, options);
  t.act(0, { type: 'activate', player: 'h5' });
  knockDown(t.s, t.index(id), injury, 'SB-REACT-6', t.events);
  return t;
}

/** As `knocked`, with `id` holding the ball first. */
function holderKnocked(id: string, injury: boolean, options: unknown = noRerolls()): Table {
  const t = Table.atTurn1(0, options);
  t.act(0, { type: 'activate', player: 'h5' });
  const p = t.index(id);
  t.s.ball = Ball.Held;
  t.s.holder = p;
  t.s.ballX = get(t.s, p, P_X);
  t.s.ballY = get(t.s, p, P_Y);
  knockDown(t.s, p, injury, 'SB-REACT-6', t.events);
  return t;
}

describe('knock-downs and injuries (section 5.2 Knockdown, SB-INJ)', () => {
  it('SB-STATE-4 a knock-down without injury check only makes the player prone', () => {
    const t = knocked('a5', false);
    expect(get(t.s, t.index('a5'), P_PRONE)).toBe(1);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'SB-REACT-6', player: 'a5', injury: false },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-INJ-1 2–7 stunned: prone, on the pitch, stunnedThroughTurn = turn + 1 (SB-STATE-5)', () => {
    const t = knocked('a5', true);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-INJ-1', dice: '2d6', roller: 1 });
    t.roll(3, 4);
    const a5 = t.index('a5');
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-INJURY', by: 'a5', total: 7, result: 'stunned' });
    expect(get(t.s, a5, P_STUN)).toBe(2);
    expect(get(t.s, a5, P_WHERE)).toBe(Where.Pitch);
    expect(get(t.s, a5, P_PRONE)).toBe(1);
    // a Stunned result is the best one: no reroll is offered
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-R-39 a new stun keeps the later timer (SB-STATE-5)', () => {
    const t = knocked('a5', true);
    const a5 = t.index('a5');
    set(t.s, a5, P_STUN, 5);
    t.roll(1, 1);
    expect(get(t.s, a5, P_STUN)).toBe(5);
  });

  it('SB-INJ-1 / ARB-SB-16 8–9 KO: Out with the reason KO (SB-STATE-6), after the coach declines a team reroll', () => {
    const t = knocked('a5', true);
    t.roll(4, 4);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-26' });
    t.act(1, { type: 'noReroll' });
    const a5 = t.index('a5');
    expect(get(t.s, a5, P_WHERE)).toBe(Where.Out);
    expect(get(t.s, a5, P_OUT)).toBe(OutReason.KO);
    expect(t.ofType('playerOut')).toEqual([
      { type: 'playerOut', rule: 'SB-STATE-6', player: 'a5', reason: OutReason.KO },
    ]);
  });

  it('SB-INJ-1 10–11 light injury: Out with the reason Light', () => {
    const t = knocked('a5', true, noRerolls());
    t.roll(5, 6);
    expect(get(t.s, t.index('a5'), P_OUT)).toBe(OutReason.Light);
  });

  it('SB-REROLL-4 the injured player’s coach rerolls the injury roll once; the second result stands', () => {
    const t = knocked('a5', true);
    t.roll(5, 5);
    t.act(1, { type: 'reroll' });
    expect(t.s.rerolls[1]).toBe(1);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-INJ-1', roller: 1, reroll: true });
    t.roll(4, 5);
    expect(get(t.s, t.index('a5'), P_OUT)).toBe(OutReason.KO);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-INJ-4 12 rolls ROLL-SERIOUS; 3 lets the coach choose MV or AG (D-35), applied and kept', () => {
    const t = knocked('a5', true, noRerolls());
    t.roll(6, 6);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-INJ-4', dice: '1d6', roller: 1 });
    t.roll(3);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-35' });
    expect(t.legal(1).filter((a) => a.type !== 'concede')).toEqual([
      { type: 'loseCharacteristic', stat: 'mv' },
      { type: 'loseCharacteristic', stat: 'ag' },
    ]);
    expect(t.refuse(1, { type: 'loseCharacteristic', stat: 'f' })).toMatchObject({
      code: 'loss.choice',
      en: 'Characteristic to lose: mv or ag (got "f").',
    });
    t.act(1, { type: 'loseCharacteristic', stat: 'ag' });
    const a5 = t.index('a5');
    expect(get(t.s, a5, P_SERIOUS)).toBe(3);
    expect(get(t.s, a5, P_LOSS)).toBe(2);
    expect(get(t.s, a5, P_OUT)).toBe(OutReason.Serious);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-R-57 / ARB-SB-17 a characteristic at 1 cannot drop (SB-INJ-4): the other is lost without a choice, both at 1 void', () => {
    const low = roster('a', { teamRerolls: 0 }, []);
    low.players[4] = { ...low.players[4]!, stats: { mv: 6, f: 1, r: 3, ag: 3, ar: 1 } };
    const t = knocked('a5', true, testOptions({}, roster('h', { teamRerolls: 0 }), low));
    t.roll(6, 6);
    t.roll(4);
    expect(t.ofType('characteristicLost')).toEqual([
      { type: 'characteristicLost', rule: 'SB-INJ-4', player: 'a5', stat: 'r' },
    ]);
    const none = roster('a', { teamRerolls: 0 }, []);
    none.players[4] = { ...none.players[4]!, stats: { mv: 6, f: 1, r: 1, ag: 3, ar: 1 } };
    const u = knocked('a5', true, testOptions({}, roster('h', { teamRerolls: 0 }), none));
    u.roll(6, 6);
    u.roll(4);
    expect(u.ofType('lossVoid')).toHaveLength(1);
    expect(get(u.s, u.index('a5'), P_LOSS)).toBe(0);
  });

  it('SB-STATE-6 a serious injury 6 is Dead', () => {
    const t = knocked('a5', true, noRerolls());
    t.roll(6, 6);
    t.roll(6);
    expect(get(t.s, t.index('a5'), P_OUT)).toBe(OutReason.Dead);
  });

  it('SB-BALL-9 a holder drops the ball: scatter + 1D6 from his centre (ROLL-DROP)', () => {
    const t = holderKnocked('h2', false);
    expect(t.s.ball).toBe(Ball.Loose);
    expect(t.s.holder).toBe(-1);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-BALL-9', dice: '2d6' });
    t.roll(4, 3);
    t.roll(deg(0));
    expect(t.ball()).toEqual([3.5, 7]);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-DROP', result: 'arrow', distance: 3 });
    expect(t.ofType('ballMoved').at(-1)).toMatchObject({ rule: 'SB-BALL-9', from: [3.5, 4], to: [3.5, 7] });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-BALL-9 / ARB-SB-18 on a HIT the ball is placed against his base edge in the direction rolled', () => {
    const t = holderKnocked('h2', false);
    t.roll(1, 5);
    t.roll(deg(90));
    expect(t.ball()).toEqual([4, 4]);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-DROP', result: 'hit', distance: 0 });
  });

  it('SB-R-27 with ball.dropOnKnockdown = atFeet the ball stays at his centre, no roll', () => {
    const t = holderKnocked('h2', false, noRerolls({ ball: { dropOnKnockdown: 'atFeet' } }));
    expect(t.ball()).toEqual([3.5, 4]);
    expect(t.s.ball).toBe(Ball.Loose);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-11' });
  });

  it('SB-INJ-2 the injury is resolved and an Out player removed before the ball drops from his last centre', () => {
    const t = holderKnocked('h2', true);
    t.roll(4, 5);
    const order = t.events
      .map((e) => e.type)
      .filter((x) => ['knockedDown', 'injured', 'playerOut', 'ballDropped'].includes(x));
    expect(order).toEqual(['knockedDown', 'injured', 'playerOut', 'ballDropped']);
    t.roll(4, 3);
    t.roll(deg(0));
    expect(t.ball()).toEqual([3.5, 7]);
  });

  it('SB-INJ-5 a stunned holder drops the ball too', () => {
    const t = holderKnocked('h2', true);
    t.roll(1, 2);
    expect(t.ofType('ballDropped')).toHaveLength(1);
  });

  it('SB-REROLL-2 the active coach may reroll the drop, a neutral roll in his phase', () => {
    const t = holderKnocked('h2', false, testOptions());
    t.roll(4, 3);
    t.roll(deg(0));
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
  });
});
