import { describe, expect, it } from 'vitest';
import { pillards } from '../index.ts';
import { Campaign } from '../testing.ts';

const NONE = { archers: 0, menAtArms: 0, cavalry: 0 };
const ALL = { archers: 4, menAtArms: 8, cavalry: 3 };

describe('turn structure', () => {
  it('PIL-TURN-1 the campaign lasts exactly 6 turns, also for a player left without figures, who can still be raided', () => {
    const c = Campaign.start();
    // Turn 1: player 0 raids with all 15 figures and is wiped out by player 1's pen guard.
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: ALL } },
      1: { posts: { pen: ALL } },
    });
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-RAID-1', modifier: 0 } });
    c.roll(2); // combat against the local guard
    c.act(0, { type: 'fight' });
    c.rollAll(1); // volley: raiders' archers miss
    c.rollAll(1); // defenders' archers miss
    for (let g = 0; g < 3; g++) c.rollAll(1); // melee: every raider misses
    for (let g = 0; g < 3; g++) c.rollAll(6); // every defender hits: 15 hits on 15 raiders
    for (let g = 0; g < 3; g++) c.rollAll(1); // every save fails
    expect(c.s.log.at(-1)).toMatchObject({ turn: 1, attacker: 0, end: 'destroyed' });
    expect(c.s.turn).toBe(2);
    expect(pillards.view(c.s, 1).fiefs[0]!.figures).toEqual(NONE);
    // Turn 2: player 0 still writes a (necessarily empty) sheet and is raided.
    expect(c.pending()).toEqual({ kind: 'simultaneous', players: [0, 1] });
    c.orders({ 1: { raid: { target: 0, type: 'burn', force: { cavalry: 1 } } } });
    expect(c.s.sheets[0]).toEqual({
      raid: null,
      posts: { pen: NONE, village: NONE, orchard: NONE, reserve: NONE },
      pledges: [],
      reinforcements: null,
    });
    c.roll(4); // 4 − 2 = 2: guard, but nobody defends
    expect(c.ofType('noDefenders').at(-1)).toMatchObject({ rule: 'PIL-COMBAT-2' });
    c.roll(6); // loot 6 − 1 = 5: one tree
    expect(c.s.lords[0]!.trees).toBe(5);
    expect(c.s.turn).toBe(3);
    c.skipTurns(4);
    expect(c.s.phase).toBe('over');
    expect(c.ofType('turnEnded').map((e) => e.turn)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(c.ofType('turnStarted').map((e) => e.turn)).toEqual([2, 3, 4, 5, 6]); // turn 1 started at setup
    expect(c.ofType('campaignOver')).toEqual([
      { type: 'campaignOver', rule: 'PIL-VP-3', scores: [-5, 0], ranks: [2, 1], winners: [1] },
    ]);
    expect(c.pending()).toEqual({ kind: 'over', outcome: { scores: [-5, 0], ranks: [2, 1], winners: [1] } });
    expect(c.refuse(0, c.sheet(0))).toMatchObject({ code: 'campaign.over', rule: 'PIL-TURN-1' });
    expect(c.legal(1)).toEqual([]);
  });

  it('PIL-TURN-2 phases in order: negotiation, orders, reveal, initiative, raids, end of turn', () => {
    const c = Campaign.start({ players: 3, humans: [0] });
    const setup = pillards.setup({ players: 3, humans: [0] });
    expect(setup.ok && setup.value.phase).toBe('negotiation');
    expect(c.s.turn).toBe(1);
    c.act(0, { type: 'ready' });
    c.orders({
      1: { raid: { target: 0, type: 'burn', force: { cavalry: 2 } } },
      2: { raid: { target: 0, type: 'humiliate', force: { cavalry: 2 } } },
    });
    c.roll(3); // player 1
    c.roll(4); // player 2
    c.roll(2); // raid of 1: 2 − 2 = 0, slipped through
    c.roll(1); // loot 1 − 1 → 1: nothing
    c.roll(3); // raid of 2: 3 − 2 = 1, home empty-handed
    expect(c.events.map((e) => e.type)).toEqual([
      'ready',
      'negotiationEnded',
      'ordersOpen',
      'ordersRevealed',
      'roll',
      'roll',
      'raidOrder',
      'raidStarted',
      'roll',
      'roll',
      'treesBurned',
      'raidEnded',
      'raidStarted',
      'roll',
      'raidEnded',
      'turnEnded',
      'turnStarted',
      'negotiationStarted',
    ]);
    expect(c.s).toMatchObject({ turn: 2, phase: 'negotiation' });
    expect(c.rolls().map((r) => [r.rule, r.player, r.faces])).toEqual([
      ['PIL-INIT-1', 1, [3]],
      ['PIL-INIT-1', 2, [4]],
      ['PIL-RAID-1', 1, [2]],
      ['PIL-LOOT-1', 1, [1]],
      ['PIL-RAID-1', 2, [3]],
    ]);
  });

  it('PIL-TURN-3 PIL-R-19 orders are fixed for the turn; raids are resolved one by one and later raids see earlier effects', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 2, type: 'burn', force: { cavalry: 3 } }, posts: { pen: { menAtArms: 8 } } },
      1: { raid: { target: 2, type: 'burn', force: { cavalry: 1, archers: 1 } } },
      2: { posts: { village: { archers: 4 } } },
    });
    // Every figure holds its post from the reveal; the raiders are away all turn.
    expect(c.s.lords[0]!.posts).toEqual({
      pen: { archers: 0, menAtArms: 8, cavalry: 0 },
      village: NONE,
      orchard: NONE,
      reserve: { archers: 4, menAtArms: 0, cavalry: 0 },
    });
    expect(c.s.lords[0]!.raid).toEqual({ archers: 0, menAtArms: 0, cavalry: 3 });
    expect(c.s.lords[2]!.posts.village).toEqual({ archers: 4, menAtArms: 0, cavalry: 0 });
    const sheets = JSON.stringify(c.s.sheets);
    c.roll(1); // player 0: lowest
    c.roll(4); // player 1
    expect(c.s.queue).toEqual([0, 1]);
    c.roll(2); // raid of 0 (all cavalry, 3 figures: −2): 0, slipped through
    c.roll(6); // loot 6 − 1 = 5: one tree
    expect(c.s.lords[2]!.trees).toBe(5); // applied at once
    expect(c.s.raid).toMatchObject({ no: 2, attacker: 1, target: 2 });
    expect(JSON.stringify(c.s.sheets)).toBe(sheets); // orders unchanged during resolution
    c.roll(2); // raid of 1 (2 figures: −1): 1, empty-handed
    c.skipTurns(0);
    expect(c.s.log.map((l) => [l.no, l.attacker, l.end])).toEqual([
      [1, 0, 'loot'],
      [2, 1, 'emptyHanded'],
    ]);
    expect(c.s.lords[2]!.trees).toBe(5);
  });

  it('PIL-TURN-3 PIL-R-14 raiders stay away all turn, even after their own raid; a raid by every figure leaves an empty fief', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 1, type: 'humiliate', force: ALL } },
      2: { raid: { target: 0, type: 'cattle', force: { cavalry: 3 } } },
    });
    c.roll(1); // seat 0 starts
    c.roll(5);
    c.roll(1); // raid of 0 (15 figures, no modifier): 1, home empty-handed
    expect(c.s.log.at(-1)).toMatchObject({ attacker: 0, end: 'emptyHanded' });
    expect(c.s.lords[0]!.raid).toEqual(ALL); // not back before the end of the turn
    c.roll(6); // raid of 2: 6 − 2 = 4, guard and 30 % of an empty pool
    expect(c.ofType('poolCalled').at(-1)).toMatchObject({ pool: 0, k: 0 });
    expect(c.ofType('defenders').at(-1)).toEqual({
      type: 'defenders',
      rule: 'PIL-RAID-3',
      no: 2,
      figures: [],
    });
    expect(c.ofType('noDefenders')).toEqual([{ type: 'noDefenders', rule: 'PIL-COMBAT-2', no: 2 }]);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', roller: 2 } });
  });

  it('PIL-TURN-4 at the end of the turn raiders return home, posts, raids and pledges expire', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { cavalry: 1 } }, posts: { orchard: { archers: 2 } } },
      2: { posts: { pen: { menAtArms: 3 } }, pledges: [1] },
    });
    expect(c.s.sheets[2]!.pledges).toEqual([1]);
    c.roll(2); // 2 − 2 = 0
    c.roll(1); // loot: nothing
    expect(c.ofType('turnEnded')).toEqual([{ type: 'turnEnded', rule: 'PIL-TURN-4', turn: 1 }]);
    expect(c.s.sheets).toEqual([null, null, null]);
    for (const l of c.s.lords) {
      expect(l.raid).toEqual(NONE);
      expect(l.posts).toEqual({ pen: NONE, village: NONE, orchard: NONE, reserve: ALL });
    }
    expect(c.s).toMatchObject({ turn: 2, phase: 'orders', queue: [], raid: null });
    // The next sheet assigns every figure afresh: the pledge of turn 1 is gone.
    c.orders({ 0: { raid: { target: 1, type: 'cattle', force: { cavalry: 1 } } } });
    expect(c.s.sheets[2]!.pledges).toEqual([]);
  });
});
