import { describe, expect, it } from 'vitest';
import { P_PRONE, set } from '../state.ts';
import { roster, Table, testOptions } from '../testing.ts';

const deg = (d: number) => d * 1000 + 1;

/** Turn 1, Home first: h7 fails a pick-up next to the ball (Home's reroll declined or absent). */
function failedPickUp(options = testOptions()): Table {
  const t = Table.atTurn1(0, options);
  t.act(0, { type: 'activate', player: 'h7' });
  t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
  t.act(0, { type: 'pickUp' });
  t.roll(2);
  return t;
}

describe('reroll timing and scope', () => {
  it('SB-REROLL-5 the reroll decision comes right after the roll, before anything depends on it', () => {
    const t = failedPickUp();
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    expect(t.ofType('pickUpFailed')).toEqual([]);
  });

  it('SB-REROLL-6 roll-offs and captain-trait rolls cannot be rerolled', () => {
    const t = Table.deployed();
    expect(t.s.rerolls).toEqual([2, 2]);
    expect(t.events.some((e) => e.type === 'teamReroll')).toBe(false);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-EVENT-1' } });
  });

  it('SB-R-42 a neutral roll in Home\u2019s phase is offered to Home only', () => {
    const t = failedPickUp();
    t.act(0, { type: 'noReroll' });
    t.roll(4);
    t.roll(deg(180));
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-26' });
    expect(t.legal(1)).toEqual([]);
  });

  it('SB-BALL-2 a rerolled deviation rolls all its dice again, scatter face and direction', () => {
    const t = failedPickUp();
    t.act(0, { type: 'noReroll' });
    t.roll(4);
    t.roll(deg(180));
    t.act(0, { type: 'reroll' });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'SB-R-34', dice: '1d6', reroll: true },
    });
    t.roll(5);
    t.roll(deg(270));
    expect(t.rolls().at(-1)).toMatchObject({
      roll: 'ROLL-PICKUP-DEV',
      faces: [5],
      direction: 270_000,
      reroll: true,
    });
    t.act(1, { type: 'decline' });
    expect(t.ball()).toEqual([7.5, 10.5]);
  });

  it('SB-R-43 a roll is rerolled once at most: the second result is final', () => {
    const t = failedPickUp();
    t.act(0, { type: 'reroll' });
    t.roll(1);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'SB-R-34' } });
    expect(t.s.rerolls).toEqual([1, 2]);
  });
});

describe('reaction windows', () => {
  /** h7 fails his pick-up (no rerolls) and the ball deviates 1 in north: RW-REBOUND may open for Away. */
  const noRerolls = () => testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 }));

  it('SB-REACT-12 RW-REBOUND opens once the leg is computed, before the ball is placed', () => {
    const t = failedPickUp(noRerolls());
    t.roll(4);
    t.roll(deg(0));
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-20' });
    expect(t.ball()).toEqual([8.5, 10.5]);
    expect(t.ofType('ballMoved')).toHaveLength(1); // the kick-off's only
  });

  it('SB-BALL-4 only deviations that move the ball open RW-REBOUND: a pick-up HIT opens none', () => {
    const t = failedPickUp(noRerolls());
    t.roll(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('SB-R-08 a prone player makes no reaction', () => {
    const t = failedPickUp(noRerolls());
    set(t.s, t.index('a6'), P_PRONE, 1);
    t.roll(4);
    t.roll(deg(0));
    expect(t.legal(1).filter((a) => a.type === 'catchRebound')).toEqual([
      { type: 'catchRebound', player: 'a7', leap: true },
    ]);
  });

  it('SB-REACT-1 Catch rebound is a regular reaction; the active coach\u2019s players never make one', () => {
    const t = failedPickUp(noRerolls());
    t.roll(4);
    t.roll(deg(0));
    expect(t.refuse(0, { type: 'catchRebound', player: 'h6', leap: true }).code).toBe('decision.notYourTurn');
    expect(t.refuse(1, { type: 'catchRebound', player: 'h6', leap: true }).code).toBe('rebound.unable');
  });
});
