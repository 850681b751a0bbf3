import { describe, expect, it } from 'vitest';
import type { Force } from '../forces.ts';
import { owned } from '../state.ts';
import { Campaign } from '../testing.ts';
import { hit, home, missAll, resist, save, sideOf } from './raidSteps.ts';

/**
 * Player 0 raids player 1's pen with `force`; player 1 keeps only `guard` at the pen and nothing in reserve;
 * resistance 2 (the local guard alone); the attacker fights round 1.
 */
function fight(force: Partial<Force>, guard: Partial<Force>, opts: Record<string, unknown> = {}): Campaign {
  const c = Campaign.start(opts);
  c.orders({ 0: { raid: { target: 1, type: 'cattle', force } }, 1: home('pen', guard) });
  resist(c, 2);
  c.act(0, { type: 'fight' });
  return c;
}

const alloc = (hits: { owner: number; origin: string; figureType: string; count: number }[]) => ({
  type: 'allocate',
  hits,
});

describe('sides and control (PIL-COMBAT-1, PIL-COMBAT-13)', () => {
  /** 3 players: 0 raids 1, player 2 pledges 1 cavalryman, committed on a 6. */
  function allied(): Campaign {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { menAtArms: 5 } } },
      1: home('pen', { menAtArms: 1 }),
      2: home('pen', {}, { cavalry: 1 }, { pledges: [1] }),
    });
    resist(c, 6);
    c.act(0, { type: 'fight' });
    return c;
  }

  it('PIL-COMBAT-1 the target rolls, allocates and saves for the whole defending side, pledged figures included', () => {
    const c = allied();
    expect(sideOf(c, 0)).toEqual(['0/raid/menAtArms:5']);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:1', '2/reserve/cavalry:1']);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { roller: 0, params: { side: 0 } } });
    hit(c, 0, 'menAtArms', 5, 1, 1, 1, 1);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { roller: 1, params: { owner: 1 } } });
    hit(c, 1, 'menAtArms', 1);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { roller: 1, params: { owner: 2 } } });
    hit(c, 1, 'cavalry', 1);
    // 1 hit on 2 figures of two groups: the target chooses, not the ally, not the attacker.
    expect(c.pending()).toEqual({ kind: 'decision', player: 1 });
    const onAlly = alloc([{ owner: 2, origin: 'reserve', figureType: 'cavalry', count: 1 }]);
    expect(c.refuse(2, onAlly).code).toBe('turn.notYours');
    expect(c.refuse(0, onAlly).code).toBe('turn.notYours');
    c.act(1, onAlly);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-8', roller: 1, dice: '1d6', params: { owner: 2, figureType: 'cavalry' } },
    });
  });

  it('PIL-COMBAT-13 a pledged ally’s figure killed defending the target is lost for good', () => {
    const c = allied();
    hit(c, 0, 'menAtArms', 5, 1, 1, 1, 1);
    hit(c, 1, 'menAtArms', 1);
    hit(c, 1, 'cavalry', 1);
    c.act(1, alloc([{ owner: 2, origin: 'reserve', figureType: 'cavalry', count: 1 }]));
    save(c, 1, 'cavalry', 3);
    expect(c.ofType('casualties')).toEqual([
      expect.objectContaining({
        rule: 'PIL-COMBAT-13',
        side: 1,
        owner: 2,
        origin: 'reserve',
        figureType: 'cavalry',
        dead: 1,
      }),
    ]);
    expect(c.s.lords[2]!.posts.reserve.cavalry).toBe(0);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:1']);
    c.act(0, { type: 'retreat' });
    expect(c.s.turn).toBe(2);
    expect(owned(c.s.lords[2]!)).toEqual({ archers: 4, menAtArms: 8, cavalry: 2 });
    expect(owned(c.s.lords[1]!)).toEqual({ archers: 4, menAtArms: 8, cavalry: 3 });
    c.orders();
    expect(owned(c.s.lords[2]!)).toEqual({ archers: 4, menAtArms: 8, cavalry: 2 });
  });
});

describe('start of combat (PIL-COMBAT-2)', () => {
  it('PIL-COMBAT-2 an empty defending side: immediate victory, no round, no retreat decision, no dice', () => {
    const c = Campaign.start();
    // Player 1 keeps everything in reserve: result 2 calls none of it and the orchard is empty.
    c.orders({ 0: { raid: { target: 1, type: 'burn', force: { menAtArms: 5 } } } });
    resist(c, 2);
    expect(c.ofType('noDefenders')).toEqual([expect.objectContaining({ rule: 'PIL-COMBAT-2' })]);
    expect(c.ofType('victory')).toHaveLength(1);
    expect(c.ofType('roundStarted')).toEqual([]);
    expect(c.ofType('stepStarted')).toEqual([]);
    expect(c.rolls().map((r) => r.rule)).toEqual(['PIL-RAID-1']);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1' } });
  });
});

describe('rounds (PIL-COMBAT-3)', () => {
  it('PIL-COMBAT-3 round 1: retreat decision, volley, melee; round 2: retreat decision, melee only', () => {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { archers: 1, menAtArms: 4 } } },
      1: home('pen', { archers: 1, menAtArms: 2 }),
    });
    resist(c, 2);
    // The decision comes before any hit roll.
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(c.s.raid).toMatchObject({ round: 1, step: null });
    expect(c.legal(0)).toEqual([{ type: 'fight' }, { type: 'retreat' }]);
    expect(c.legal(1)).toEqual([]);
    c.act(0, { type: 'fight' });
    expect(missAll(c)).toEqual([
      [0, 'archers', '1d6'],
      [1, 'archers', '1d6'],
    ]);
    // After the volley's end check, straight into the melee: no second decision in the round.
    expect(missAll(c)).toEqual([
      [0, 'archers', '1d6'],
      [0, 'menAtArms', '4d6'],
      [1, 'archers', '1d6'],
      [1, 'menAtArms', '2d6'],
    ]);
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(c.s.raid!.round).toBe(2);
    c.act(0, { type: 'fight' });
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-COMBAT-6' } });
    expect(missAll(c)).toHaveLength(4);
    expect(
      c.events
        .filter((e) => ['roundStarted', 'fight', 'stepStarted'].includes(e.type))
        .map((e) => [e.type, e.round, e.step]),
    ).toEqual([
      ['roundStarted', 1, undefined],
      ['fight', 1, undefined],
      ['stepStarted', 1, 'volley'],
      ['stepStarted', 1, 'melee'],
      ['roundStarted', 2, undefined],
      ['fight', 2, undefined],
      ['stepStarted', 2, 'melee'],
      ['roundStarted', 3, undefined],
    ]);
  });

  it('PIL-COMBAT-3 PIL-R-35 no round limit: 12 rounds of misses and the combat goes on', () => {
    const c = fight({ menAtArms: 5 }, { menAtArms: 3 });
    for (let round = 1; round <= 12; round++) {
      expect(c.s.raid!.round).toBe(round);
      expect(missAll(c)).toHaveLength(2);
      c.act(0, { type: 'fight' });
    }
    expect(c.s.raid!.round).toBe(13);
    expect(c.s.log).toEqual([]);
  });
});

describe('to-hit rolls (PIL-COMBAT-4)', () => {
  it('PIL-COMBAT-4 archers and men-at-arms hit on 5+, cavalry on 4+, no modifiers', () => {
    const c = fight({ archers: 1, menAtArms: 1, cavalry: 3 }, { archers: 1, menAtArms: 1, cavalry: 1 });
    hit(c, 0, 'archers', 4); // volley
    hit(c, 1, 'archers', 4);
    expect(
      c
        .rolls()
        .slice(-2)
        .map((r) => [r.target, r.total, r.successes]),
    ).toEqual([
      [5, 4, 0],
      [5, 4, 0],
    ]);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-6', target: 5, modifier: 0 },
    });
    hit(c, 0, 'archers', 5);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { target: 5 } });
    hit(c, 0, 'menAtArms', 4);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { target: 4 } });
    hit(c, 0, 'cavalry', 4, 3, 6);
    hit(c, 1, 'archers', 4);
    hit(c, 1, 'menAtArms', 5);
    hit(c, 1, 'cavalry', 4);
    expect(
      c
        .rolls()
        .slice(-6)
        .map((r) => [r.figureType, r.target, r.successes]),
    ).toEqual([
      ['archers', 5, 1],
      ['menAtArms', 5, 0],
      ['cavalry', 4, 2],
      ['archers', 5, 0],
      ['menAtArms', 5, 1],
      ['cavalry', 4, 1],
    ]);
    expect(c.s.raid!.hits).toEqual([2, 3]); // against the raiders, against the defenders
  });
});

describe('archers’ volley (PIL-COMBAT-5, PIL-R-29)', () => {
  it('PIL-R-29 PIL-COMBAT-5 archers of both sides shoot first; volley casualties are gone before the melee', () => {
    const c = fight({ archers: 2, menAtArms: 3 }, { archers: 1, menAtArms: 2 });
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-5', params: { step: 'volley' } },
    });
    hit(c, 0, 'archers', 5, 5);
    hit(c, 1, 'archers', 6);
    // 2 hits on 3 defenders, 1 on 5 raiders, several groups each: both choose, sealed together.
    expect(c.pending()).toEqual({ kind: 'simultaneous', players: [0, 1] });
    c.sealed({
      0: alloc([{ owner: 0, origin: 'raid', figureType: 'archers', count: 1 }]),
      1: alloc([
        { owner: 1, origin: 'pen', figureType: 'archers', count: 1 },
        { owner: 1, origin: 'pen', figureType: 'menAtArms', count: 1 },
      ]),
    });
    save(c, 0, 'archers', 2);
    save(c, 1, 'archers', 5); // archers save on 6 only
    save(c, 1, 'menAtArms', 5);
    expect(sideOf(c, 0)).toEqual(['0/raid/archers:1', '0/raid/menAtArms:3']);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:2']);
    // The surviving archer fights in the melee too; the dead one does not.
    expect(missAll(c)).toEqual([
      [0, 'archers', '1d6'],
      [0, 'menAtArms', '3d6'],
      [1, 'menAtArms', '2d6'],
    ]);
    // No volley in round 2.
    c.act(0, { type: 'fight' });
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-6', params: { round: 2, step: 'melee' } },
    });
  });

  it('PIL-COMBAT-5 only one side has archers: only that side shoots', () => {
    const c = fight({ menAtArms: 5 }, { archers: 2, menAtArms: 1 });
    hit(c, 1, 'archers', 5, 1);
    expect(c.rolls().filter((r) => r.rule === 'PIL-COMBAT-5')).toHaveLength(1);
    save(c, 0, 'menAtArms', 6);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-6', params: { side: 0 } },
    });
  });

  it('PIL-COMBAT-5 no archer on either side: no volley, the melee starts at once', () => {
    const c = fight({ menAtArms: 5 }, { menAtArms: 2, cavalry: 1 });
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-6', params: { round: 1, step: 'melee' } },
    });
    expect(c.ofType('stepStarted').map((e) => e.step)).toEqual(['melee']);
  });
});

describe('melee (PIL-COMBAT-6)', () => {
  it('PIL-COMBAT-6 every living figure of both sides rolls, archers included', () => {
    const c = fight({ archers: 1, menAtArms: 2, cavalry: 2 }, { archers: 1, menAtArms: 1, cavalry: 1 });
    expect(missAll(c)).toHaveLength(2); // volley
    expect(missAll(c)).toEqual([
      [0, 'archers', '1d6'],
      [0, 'menAtArms', '2d6'],
      [0, 'cavalry', '2d6'],
      [1, 'archers', '1d6'],
      [1, 'menAtArms', '1d6'],
      [1, 'cavalry', '1d6'],
    ]);
  });
});

describe('hit allocation (PIL-COMBAT-7, PIL-R-30, PIL-R-31)', () => {
  it('PIL-COMBAT-7 PIL-R-31 at most one hit per figure: 5 hits on 3 figures give 3 saves, the excess is lost', () => {
    const c = fight({ menAtArms: 5 }, { menAtArms: 2, cavalry: 1 });
    hit(c, 0, 'menAtArms', 5, 5, 5, 5, 5);
    hit(c, 1, 'menAtArms', 1, 1);
    hit(c, 1, 'cavalry', 1);
    expect(c.ofType('hitsAllocated')).toEqual([]); // no choice: every figure takes one
    save(c, 1, 'menAtArms', 1, 6);
    save(c, 1, 'cavalry', 4);
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:1', '1/pen/cavalry:1']);
  });

  it('PIL-COMBAT-7 fewer hits than figures in one group: no question asked', () => {
    const c = fight({ menAtArms: 5 }, { menAtArms: 3 });
    hit(c, 0, 'menAtArms', 5, 6, 1, 1, 1);
    hit(c, 1, 'menAtArms', 1, 1, 1);
    save(c, 1, 'menAtArms', 1, 1);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:1']);
  });

  it('PIL-COMBAT-7 PIL-R-30 fewer hits than figures in several groups: the receiving side chooses exactly', () => {
    const c = fight({ menAtArms: 5 }, { menAtArms: 2, cavalry: 1 });
    hit(c, 0, 'menAtArms', 5, 5, 1, 1, 1);
    hit(c, 1, 'menAtArms', 1, 1);
    hit(c, 1, 'cavalry', 1);
    expect(c.pending()).toEqual({ kind: 'decision', player: 1 });
    for (const a of c.legal(1)) {
      const hits = (a as { hits: { count: number }[] }).hits;
      expect(hits.reduce((x, h) => x + h.count, 0)).toBe(2);
    }
    const refused = (hits: Parameters<typeof alloc>[0]) => c.refuse(1, alloc(hits)).code;
    expect(refused([{ owner: 1, origin: 'pen', figureType: 'menAtArms', count: 1 }])).toBe('alloc.choice');
    expect(refused([{ owner: 1, origin: 'pen', figureType: 'menAtArms', count: 3 }])).toBe('alloc.choice');
    expect(refused([{ owner: 1, origin: 'pen', figureType: 'cavalry', count: 2 }])).toBe('alloc.choice');
    expect(refused([{ owner: 1, origin: 'reserve', figureType: 'menAtArms', count: 2 }])).toBe(
      'alloc.choice',
    );
    expect(c.refuse(0, alloc([{ owner: 1, origin: 'pen', figureType: 'menAtArms', count: 2 }])).code).toBe(
      'turn.notYours',
    );
    c.act(
      1,
      alloc([
        { owner: 1, origin: 'pen', figureType: 'menAtArms', count: 1 },
        { owner: 1, origin: 'pen', figureType: 'cavalry', count: 1 },
      ]),
    );
    expect(c.ofType('hitsAllocated')).toEqual([expect.objectContaining({ side: 1, player: 1 })]);
    save(c, 1, 'menAtArms', 4);
    save(c, 1, 'cavalry', 3);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:1']);
  });

  it('PIL-R-30 PIL-COMBAT-7 the attacker allocates hits on the raiders; both choices sealed together', () => {
    const c = fight({ menAtArms: 3, cavalry: 2 }, { menAtArms: 2, cavalry: 1 });
    hit(c, 0, 'menAtArms', 5, 1, 1);
    hit(c, 0, 'cavalry', 1, 1);
    hit(c, 1, 'menAtArms', 5, 1);
    hit(c, 1, 'cavalry', 4);
    expect(c.pending()).toEqual({ kind: 'simultaneous', players: [0, 1] });
    expect(c.s.raid!.allocPending).toEqual([true, true]);
    c.sealed({
      0: alloc([{ owner: 0, origin: 'raid', figureType: 'cavalry', count: 2 }]),
      1: alloc([{ owner: 1, origin: 'pen', figureType: 'cavalry', count: 1 }]),
    });
    expect(c.ofType('hitsAllocated').map((e) => [e.side, e.player])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    save(c, 0, 'cavalry', 1, 4);
    save(c, 1, 'cavalry', 1);
    expect(sideOf(c, 0)).toEqual(['0/raid/menAtArms:3', '0/raid/cavalry:1']);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:2']);
  });

  it('PIL-R-31 PIL-COMBAT-7 variant reallocate: 5 hits on 3 figures, two figures save twice and die on any failure', () => {
    const c = fight({ menAtArms: 5 }, { menAtArms: 3 }, { excessHits: 'reallocate' });
    hit(c, 0, 'menAtArms', 5, 5, 5, 5, 5);
    hit(c, 1, 'menAtArms', 1, 1, 1);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-8', dice: '4d6', params: { figures: 2, hitsPerFigure: 2 } },
    });
    c.roll(6, 1, 5, 6); // first figure fails its second save, second saves both
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { dice: '1d6', params: { figures: 1, hitsPerFigure: 1 } },
    });
    c.roll(5);
    expect(c.ofType('casualties')).toEqual([expect.objectContaining({ side: 1, dead: 1 })]);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:2']);
  });

  it('PIL-COMBAT-7 variant reallocate with several groups: the second hits are chosen, the first are not', () => {
    const c = fight({ menAtArms: 5 }, { menAtArms: 2, cavalry: 1 }, { excessHits: 'reallocate' });
    hit(c, 0, 'menAtArms', 5, 5, 5, 5, 1);
    hit(c, 1, 'menAtArms', 1, 1);
    hit(c, 1, 'cavalry', 1);
    expect(c.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(c.refuse(1, alloc([{ owner: 1, origin: 'pen', figureType: 'menAtArms', count: 2 }])).code).toBe(
      'alloc.choice',
    );
    c.act(1, alloc([{ owner: 1, origin: 'pen', figureType: 'cavalry', count: 1 }]));
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { dice: '2d6', params: { figureType: 'menAtArms', hitsPerFigure: 1 } },
    });
    c.roll(6, 6);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { dice: '2d6', params: { figureType: 'cavalry', hitsPerFigure: 2 } },
    });
    c.roll(4, 3);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:2']);
  });

  it('PIL-COMBAT-7 variant reallocate: hits an exact multiple of the figures need no choice', () => {
    const c = fight({ menAtArms: 6 }, { menAtArms: 2, cavalry: 1 }, { excessHits: 'reallocate' });
    hit(c, 0, 'menAtArms', 5, 5, 5, 5, 5, 5);
    hit(c, 1, 'menAtArms', 1, 1);
    hit(c, 1, 'cavalry', 1);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { dice: '4d6', params: { figureType: 'menAtArms', hitsPerFigure: 2 } },
    });
    c.roll(5, 5, 6, 6);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { dice: '2d6', params: { figureType: 'cavalry', hitsPerFigure: 2 } },
    });
  });
});

describe('saves (PIL-COMBAT-8)', () => {
  it.each([
    [[5], [5], [4], ['1/pen/menAtArms:1', '1/pen/cavalry:1']],
    [[6], [4], [3], ['1/pen/archers:1']],
  ])('PIL-COMBAT-8 archers save on 6+, men-at-arms 5+, cavalry 4+: %j %j %j', (a, m, k, left) => {
    const d = fight({ menAtArms: 5 }, { archers: 1, menAtArms: 1, cavalry: 1 });
    hit(d, 1, 'archers', 1); // volley: only the defenders have archers, and miss
    hit(d, 0, 'menAtArms', 5, 5, 5, 5, 5);
    hit(d, 1, 'archers', 1);
    hit(d, 1, 'menAtArms', 1);
    hit(d, 1, 'cavalry', 1);
    expect(d.pending()).toMatchObject({
      kind: 'chance',
      request: { target: 6, params: { figureType: 'archers' } },
    });
    d.roll(...a);
    expect(d.pending()).toMatchObject({
      kind: 'chance',
      request: { target: 5, params: { figureType: 'menAtArms' } },
    });
    d.roll(...m);
    expect(d.pending()).toMatchObject({
      kind: 'chance',
      request: { target: 4, params: { figureType: 'cavalry' } },
    });
    d.roll(...k);
    expect(sideOf(d, 1)).toEqual(left);
  });
});

describe('simultaneity and end checks (PIL-COMBAT-9, PIL-COMBAT-10, PIL-R-32, PIL-R-35)', () => {
  it('PIL-COMBAT-9 PIL-R-32 a figure killed in a step still strikes; casualties leave together after all saves', () => {
    const c = fight({ menAtArms: 5 }, { cavalry: 1 });
    hit(c, 0, 'menAtArms', 5, 5, 5, 5, 5);
    hit(c, 1, 'cavalry', 4);
    save(c, 0, 'menAtArms', 1);
    // The raider's death waits for the defenders' saves.
    expect(c.s.raid!.sides[0][0]).toMatchObject({ count: 5, dead: 1 });
    save(c, 1, 'cavalry', 1);
    expect(c.ofType('casualties').map((e) => [e.side, e.figureType, e.dead])).toEqual([
      [0, 'menAtArms', 1],
      [1, 'cavalry', 1],
    ]);
    expect(c.s.lords[0]!.raid.menAtArms).toBe(4);
    expect(c.s.lords[1]!.posts.pen.cavalry).toBe(0);
    expect(c.ofType('victory')).toHaveLength(1);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', modifier: -1 } }); // 4 left
  });

  it('PIL-R-32 the volley and the melee are separate steps: archers killed in the volley shot in it, not in the melee', () => {
    const c = fight({ archers: 2, menAtArms: 3 }, { archers: 2, menAtArms: 1 });
    hit(c, 0, 'archers', 5, 5);
    hit(c, 1, 'archers', 5, 1);
    c.sealed({
      0: alloc([{ owner: 0, origin: 'raid', figureType: 'menAtArms', count: 1 }]),
      1: alloc([{ owner: 1, origin: 'pen', figureType: 'archers', count: 2 }]),
    });
    save(c, 0, 'menAtArms', 1);
    save(c, 1, 'archers', 1, 1);
    // Both defending archers died in the volley, after their hit killed a raider.
    expect(sideOf(c, 0)).toEqual(['0/raid/archers:2', '0/raid/menAtArms:2']);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:1']);
    expect(missAll(c)).toEqual([
      [0, 'archers', '2d6'],
      [0, 'menAtArms', '2d6'],
      [1, 'menAtArms', '1d6'],
    ]);
  });

  it('PIL-R-35 PIL-COMBAT-10 both sides wiped out in one step: the raid is destroyed, no loot', () => {
    const c = fight({ menAtArms: 1 }, { menAtArms: 1 });
    hit(c, 0, 'menAtArms', 5);
    hit(c, 1, 'menAtArms', 6);
    save(c, 0, 'menAtArms', 4);
    save(c, 1, 'menAtArms', 1);
    expect(c.ofType('victory')).toEqual([]);
    expect(c.s.log).toEqual([expect.objectContaining({ end: 'destroyed' })]);
    expect(c.rolls().some((r) => r.rule === 'PIL-LOOT-1')).toBe(false);
    expect(owned(c.s.lords[0]!).menAtArms).toBe(7);
    expect(owned(c.s.lords[1]!).menAtArms).toBe(7);
    expect(c.s.lords[1]!.cattle).toBe(20);
  });

  it('PIL-COMBAT-10 the end check follows the volley: defenders shot down, victory without a melee', () => {
    const c = fight({ archers: 4, menAtArms: 1 }, { menAtArms: 1 });
    hit(c, 0, 'archers', 5, 1, 1, 1);
    save(c, 1, 'menAtArms', 4);
    expect(c.ofType('victory')).toHaveLength(1);
    expect(c.ofType('stepStarted').map((e) => e.step)).toEqual(['volley']);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1' } });
  });

  it('PIL-COMBAT-10 raiders shot down in the volley: destroyed without a melee', () => {
    const c = fight({ menAtArms: 1 }, { archers: 1, menAtArms: 3 });
    hit(c, 1, 'archers', 6);
    save(c, 0, 'menAtArms', 3);
    expect(c.s.log).toEqual([expect.objectContaining({ end: 'destroyed' })]);
    expect(c.ofType('stepStarted').map((e) => e.step)).toEqual(['volley']);
    expect(c.s.turn).toBe(2);
  });

  it('PIL-COMBAT-10 both sides still standing: combat continues with the next round', () => {
    const c = fight({ menAtArms: 5 }, { menAtArms: 2 });
    hit(c, 0, 'menAtArms', 5, 1, 1, 1, 1);
    hit(c, 1, 'menAtArms', 5, 1);
    save(c, 0, 'menAtArms', 1);
    save(c, 1, 'menAtArms', 1);
    expect(sideOf(c, 0)).toEqual(['0/raid/menAtArms:4']);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:1']);
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(c.s.raid!.round).toBe(2);
  });
});
