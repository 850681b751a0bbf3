import { describe, expect, it } from 'vitest';
import { Ball, P_Y, set } from '../state.ts';
import { roster, Table, testOptions } from '../testing.ts';

const deg = (d: number) => d * 1000 + 1;

/** Turn 1, Home first; h7 (AG 3) has moved next to the loose ball at (8.5, 10.5). */
function nextToBall(options = testOptions()): Table {
  const t = Table.atTurn1(0, options);
  t.act(0, { type: 'activate', player: 'h7' });
  t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
  return t;
}

const noRerolls = () => testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

describe('pick-up (SB-MOVE-5, SB-R-34)', () => {
  it('SB-MOVE-5 AG against 6: on a success the player holds the ball and may go on acting', () => {
    const t = nextToBall();
    expect(t.legal(0)).toContainEqual({ type: 'pickUp' });
    t.act(0, { type: 'pickUp' });
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({
      rule: 'SB-MOVE-5',
      dice: '1d6',
      roller: 0,
      target: 6,
      modifier: 3,
    });
    t.roll(3);
    expect(t.rolls().at(-1)).toMatchObject({
      rule: 'SB-MOVE-5',
      roll: 'ROLL-PICKUP',
      by: 'h7',
      faces: [3],
      modifier: 3,
      total: 6,
      target: 6,
      success: true,
      ms: 0,
    });
    expect(t.s.ball).toBe(Ball.Held);
    expect(t.ball()).toEqual([9.5, 9.5]);
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 11 }] });
    expect(t.ball()).toEqual([9.5, 11]);
    expect(t.refuse(0, { type: 'pickUp' }).code).toBe('pickUp.unable');
  });

  it('SB-MOVE-5 on a failure the ball deviates exactly 1 in from its own position and the activation ends', () => {
    const t = nextToBall(noRerolls());
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    expect(t.ofType('pickUpFailed')).toEqual([{ type: 'pickUpFailed', rule: 'SB-MOVE-5', player: 'h7' }]);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-R-34', dice: '1d6' });
    t.roll(4);
    t.roll(deg(0));
    // a7 could leap onto the path (RW-REBOUND); Away declines
    t.act(1, { type: 'decline' });
    expect(t.ball()).toEqual([8.5, 11.5]);
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-PICKUP-DEV',
      dice: 'scatter',
      result: 'arrow',
      distance: 1,
    });
    expect(t.ofType('activationEnded').at(-1)).toMatchObject({ rule: 'SB-ACT-3', player: 'h7' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
    expect(t.s.emptyPhases).toBe(0);
  });

  it('SB-R-34 on a HIT the ball stays, and no direction is asked for', () => {
    const t = nextToBall(noRerolls());
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    t.roll(1);
    expect(t.ball()).toEqual([8.5, 10.5]);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-PICKUP-DEV', result: 'hit', distance: 0 });
    expect(t.rolls().at(-1)).not.toHaveProperty('direction');
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-MOVE-5 the ball must be within 1 in of the base', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h7' });
    const e = t.refuse(0, { type: 'pickUp' });
    expect(e).toMatchObject({ code: 'pickUp.unable', rule: 'SB-MOVE-5' });
    expect(e.en).toBe('No pick-up: the ball is more than 1 in from his base.');
    expect(t.legal(0)).not.toContainEqual({ type: 'pickUp' });
  });

  it('SB-STATE-3 a leap makes the pick-up test −1', () => {
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'leap', to: { x: 9.5, y: 9.5 } });
    t.act(0, { type: 'pickUp' });
    const p = t.pending();
    expect(p.kind === 'chance' && p.request.modifier).toBe(2);
  });

  it('SB-R-34 pickup.requiresMovement: a player who has not moved may not pick up', () => {
    const t = Table.atTurn1(0, testOptions({ pickup: { requiresMovement: true } }));
    set(t.s, t.index('h7'), P_Y, 9500);
    t.act(0, { type: 'activate', player: 'h7' });
    expect(t.refuse(0, { type: 'pickUp' }).en).toBe(
      'No pick-up: he must have moved (pickup.requiresMovement).',
    );
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.6 }] });
    t.act(0, { type: 'pickUp' });
  });

  it('SB-R-34 by default a player may pick up where he stands (a zero-length move)', () => {
    const t = Table.atTurn1(0);
    set(t.s, t.index('h7'), P_Y, 9500);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'pickUp' });
  });
});

describe('team rerolls (SB-REROLL)', () => {
  it('SB-REROLL-1 after a failed pick-up the coach may spend a team reroll; all dice are rolled again', () => {
    const t = nextToBall();
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'noReroll' }, { type: 'concede' }]);
    t.act(0, { type: 'reroll' });
    expect(t.s.rerolls).toEqual([1, 2]);
    expect(t.ofType('teamReroll')).toEqual([
      { type: 'teamReroll', rule: 'SB-REROLL-1', side: 0, roll: 'ROLL-PICKUP', rerolls: 1 },
    ]);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({ rule: 'SB-MOVE-5', reroll: true });
    t.roll(5);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-PICKUP', faces: [5], success: true, reroll: true });
    expect(t.s.holder).toBe(t.index('h7'));
  });

  it('SB-REROLL-4 a rerolled roll is never offered again: the second result stands', () => {
    const t = nextToBall();
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    t.act(0, { type: 'reroll' });
    t.roll(1);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-R-34' } });
  });

  it('SB-REROLL-1 at most one team reroll per turn', () => {
    const t = nextToBall();
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    t.act(0, { type: 'reroll' });
    t.roll(2);
    t.roll(1); // ROLL-PICKUP-DEV: HIT; the Home coach has used his reroll for the turn
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-REROLL-2 / ARB-SB-12 the active coach may reroll a neutral deviation in his phase; declining applies it', () => {
    const t = nextToBall();
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    t.act(0, { type: 'noReroll' });
    t.roll(4);
    t.roll(deg(180));
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    expect(t.ball()).toEqual([8.5, 10.5]);
    t.act(0, { type: 'noReroll' });
    t.act(1, { type: 'decline' });
    expect(t.ball()).toEqual([8.5, 9.5]);
  });

  it('SB-REROLL-2 the opening kick-off cannot be rerolled', () => {
    const t = Table.deployed();
    t.roll(3, 4);
    t.roll(3, 1, 1);
    t.roll(deg(90));
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-SETUP-7' } });
  });

  it('SB-R-41 reroll.teamScope = perPhase allows one team reroll per phase', () => {
    const t = nextToBall(testOptions({ reroll: { teamScope: 'perPhase' } }));
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    t.act(0, { type: 'reroll' });
    t.roll(2);
    t.roll(1);
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'activate', player: 'h6' });
    t.act(0, { type: 'move', path: [{ x: 7.5, y: 9.5 }] });
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
  });
});

describe('Catch rebound (SB-REACT-10, SB-R-37, RW-REBOUND)', () => {
  /** h7 fails his pick-up without rerolls; the ball deviates 1 in due north, past a7 at (9.5, 12.5). */
  function reboundWindow(
    options = testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 })),
  ) {
    const t = nextToBall(options);
    t.act(0, { type: 'pickUp' });
    t.roll(2);
    t.roll(4);
    t.roll(deg(0));
    return t;
  }

  it('SB-REACT-10 the reacting coach may name a player who reaches the deviation path, here with a leap', () => {
    const t = reboundWindow();
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    // a6 (6.5, 12.5) and a7 (9.5, 12.5) are 1.736 in from the path's end (8.5, 11.5): a 2-in leap reaches it
    expect(t.legal(1)).toEqual([
      { type: 'decline' },
      { type: 'catchRebound', player: 'a6', leap: true },
      { type: 'catchRebound', player: 'a7', leap: true },
      { type: 'concede' },
    ]);
    expect(t.refuse(1, { type: 'catchRebound', player: 'a7', leap: false }).code).toBe('rebound.unable');
    expect(t.refuse(1, { type: 'catchRebound', player: 'a5', leap: true }).code).toBe('rebound.unable');
  });

  it('SB-REACT-10 / ARB-SB-14 the catcher is placed on the path nearest his centre, Done, Unbalanced by his leap; AG 7 catches', () => {
    const t = reboundWindow();
    t.act(1, { type: 'catchRebound', player: 'a7', leap: true });
    expect(t.at('a7')).toEqual([8.5, 11.5]);
    expect(t.s.reactionUsed[1]).toBe(true);
    const p = t.pending();
    expect(p.kind === 'chance' && p.request).toMatchObject({
      rule: 'SB-REACT-10',
      roller: 1,
      target: 7,
      modifier: 2,
    });
    t.roll(5);
    expect(t.rolls().at(-1)).toMatchObject({ roll: 'ROLL-REBOUND', by: 'a7', total: 7, success: true });
    expect(t.s.holder).toBe(t.index('a7'));
    expect(t.ball()).toEqual([8.5, 11.5]);
    // the pick-up's forced end follows, and Away, whose a7 is now Done, plays next
    expect(t.ofType('activationEnded').at(-1)).toMatchObject({ rule: 'SB-ACT-3', player: 'h7' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
    expect(t.refuse(1, { type: 'activate', player: 'a7' }).code).toBe('activate.unable');
  });

  it('SB-R-37 on a failure the ball carries on; here it ends on the catcher\u2019s base and goes back to its entry point', () => {
    const t = reboundWindow();
    t.act(1, { type: 'catchRebound', player: 'a7', leap: true });
    t.roll(4);
    expect(t.ofType('reboundMissed')).toEqual([{ type: 'reboundMissed', rule: 'SB-R-37', player: 'a7' }]);
    expect(t.ball()).toEqual([8.5, 11]);
    expect(t.s.ball).toBe(Ball.Loose);
  });

  it('SB-REACT-10 the reacting coach may spend a team reroll on a failed catch', () => {
    const t = reboundWindow(testOptions({}, roster('h', { teamRerolls: 0 })));
    t.act(1, { type: 'catchRebound', player: 'a7', leap: true });
    t.roll(4);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-26' });
    t.act(1, { type: 'reroll' });
    t.roll(6);
    expect(t.s.holder).toBe(t.index('a7'));
  });

  it('SB-R-05 with reactions.leapExtendsReach = false a leap gives no reach: no window opens', () => {
    const t = reboundWindow(
      testOptions(
        { reactions: { leapExtendsReach: false } },
        roster('h', { teamRerolls: 0 }),
        roster('a', { teamRerolls: 0 }),
      ),
    );
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });
});
