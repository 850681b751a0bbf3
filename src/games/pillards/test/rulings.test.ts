import { describe, expect, it } from 'vitest';
import { pillards } from '../index.ts';
import { Campaign } from '../testing.ts';

describe('Arbitre rulings for Pillards (docs/rulings.md)', () => {
  it('ARB-PIL-02 the clock ends the negotiation through a seat it waits for, as a recorded input', () => {
    const c = Campaign.start({ players: 3, humans: [0, 2] });
    expect(c.pending()).toEqual({ kind: 'simultaneous', players: [0, 2] });
    c.sealed({ 2: { type: 'endNegotiation' } });
    expect(c.ofType('negotiationEnded')).toEqual([
      { type: 'negotiationEnded', rule: 'PIL-NEGO-2', turn: 1, byClock: true },
    ]);
    expect(c.pending()).toEqual({ kind: 'simultaneous', players: [0, 1, 2] });
  });

  it('ARB-PIL-03 a to-hit roll of 3 dice has 4 outcomes (0 to 3 hits) with binomial probabilities', () => {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { cavalry: 3 } } },
      1: { posts: { pen: { menAtArms: 2 } } },
    });
    c.roll(4); // 4 − 2 = 2: the local guard only
    c.act(0, { type: 'fight' });
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-6', dice: '3d6', target: 4 },
    });
    const outcomes = pillards.chanceOutcomes(c.s)!;
    expect(outcomes.map((o) => o.faces)).toEqual([
      [1, 1, 1],
      [4, 1, 1],
      [4, 4, 1],
      [4, 4, 4],
    ]);
    expect(outcomes.map((o) => o.p)).toEqual([1 / 8, 3 / 8, 3 / 8, 1 / 8]);
  });

  it('ARB-PIL-04 reinforcements sent on the raid are refused unless sameTurnAnyPost, and placed at 0 under nextTurn', () => {
    const c = Campaign.start();
    c.skipTurns(3);
    const sheet = c.sheet(0, {
      raid: { target: 1, type: 'cattle', force: { cavalry: 3 } },
      reinforcements: { pen: 0, village: 0, orchard: 0, reserve: 3, raid: 2 },
    });
    expect(c.refuse(0, sheet).details!.map((d) => d.code)).toEqual(['reinforce.raid']);
    const later = Campaign.start({ reinforcementArrival: 'nextTurn' });
    later.skipTurns(3);
    const placed = later.sheet(0, {
      reinforcements: { pen: 0, village: 0, orchard: 0, reserve: 5, raid: 0 },
    });
    expect(later.refuse(0, placed).details!.map((d) => d.code)).toEqual(['reinforce.nextTurn']);
  });

  it('ARB-PIL-05 with reallocate, 5 hits on 3 figures: everyone takes one, the side picks which 2 take a second', () => {
    const c = Campaign.start({ excessHits: 'reallocate' });
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { cavalry: 2, menAtArms: 1 } } },
      1: { posts: { pen: { cavalry: 3, menAtArms: 2 } } },
    });
    c.roll(4); // 4 − 1 = 3: the local guard only
    c.act(0, { type: 'fight' });
    c.rollAll(1); // raiders' cavalry: no hit
    c.rollAll(1); // raiders' man-at-arms: no hit
    c.rollAll(6); // defenders' men-at-arms: 2 hits
    c.rollAll(6); // defenders' cavalry: 3 hits
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(
      c.refuse(0, { type: 'allocate', hits: [{ owner: 0, origin: 'raid', figureType: 'cavalry', count: 3 }] })
        .code,
    ).toBe('alloc.choice');
    c.act(0, { type: 'allocate', hits: [{ owner: 0, origin: 'raid', figureType: 'cavalry', count: 2 }] });
    // Groups go in type order: the man-at-arms (one hit, one die) saves first, then the two cavalrymen.
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-8', dice: '1d6', target: 5 },
    });
    c.roll(5);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-8', dice: '4d6', target: 4 },
    });
    c.roll(6, 3, 5, 5); // the first cavalryman fails his second save and dies; the second saves both
    expect(c.s.lords[0]!.raid).toEqual({ archers: 0, menAtArms: 1, cavalry: 1 });
  });
});
