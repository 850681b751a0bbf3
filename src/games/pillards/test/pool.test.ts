import { describe, expect, it } from 'vitest';
import { poolShare } from '../raid.ts';
import { owned } from '../state.ts';
import { Campaign } from '../testing.ts';
import { hit, home, resist, save, sideOf } from './raidSteps.ts';

const N = Array.from({ length: 16 }, (_, n) => n);

describe('share of the pool (PIL-RAID-5, PIL-R-26)', () => {
  it.each([
    // The reference's table for halfUp, and the floor / ceil variants computed by hand.
    [
      'halfUp',
      [0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5],
      [0, 1, 1, 2, 2, 3, 4, 4, 5, 5, 6, 7, 7, 8, 8, 9],
    ],
    [
      'floor',
      [0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4],
      [0, 0, 1, 1, 2, 3, 3, 4, 4, 5, 6, 6, 7, 7, 8, 9],
    ],
    [
      'ceil',
      [0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5],
      [0, 1, 2, 2, 3, 3, 4, 5, 5, 6, 6, 7, 8, 8, 9, 9],
    ],
  ] as const)('PIL-RAID-5 PIL-R-26 %s: 30 %% and 60 %% for N = 0..15', (rounding, p30, p60) => {
    expect(N.map((n) => poolShare(4, n, rounding))).toEqual(p30);
    expect(N.map((n) => poolShare(5, n, rounding))).toEqual(p60);
    expect(N.map((n) => poolShare(2, n, rounding))).toEqual(N.map(() => 0));
    expect(N.map((n) => poolShare(3, n, rounding))).toEqual(N.map(() => 0));
    expect(N.map((n) => poolShare(6, n, rounding))).toEqual(N);
  });

  it.each([
    [5, 4, 'halfUp', 2],
    [5, 4, 'floor', 1],
    [5, 4, 'ceil', 2],
    [7, 5, 'halfUp', 4],
    [7, 5, 'floor', 4],
    [7, 5, 'ceil', 5],
  ] as const)('PIL-R-26 PIL-RAID-5 in play: N = %i, result %i, %s → k = %i', (n, result, rounding, k) => {
    const c = Campaign.start({ reserveRounding: rounding });
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { menAtArms: 5 } } },
      1: home('pen', {}, { menAtArms: n }),
    });
    resist(c, result);
    expect(c.ofType('poolCalled')).toEqual([expect.objectContaining({ rule: 'PIL-RAID-5', pool: n, k })]);
    // One owner/type group: nothing to choose, the k figures fight at once.
    expect(sideOf(c, 1)).toEqual([`1/reserve/menAtArms:${k}`]);
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
  });
});

describe('the pool (PIL-RAID-4, PIL-R-27)', () => {
  it('PIL-RAID-4 PIL-R-27 own reserve plus pledged reserves, never the attacker’s, not transitive', () => {
    const c = Campaign.start({ players: 4 });
    c.orders({
      // The attacker pledged to his own target: his reserve (4 archers, 3 men-at-arms, 3 cavalry) stays out.
      0: { raid: { target: 1, type: 'cattle', force: { menAtArms: 5 } }, pledges: [1] },
      1: home('pen', {}, { archers: 3 }),
      2: home('pen', {}, { cavalry: 2 }, { pledges: [1] }),
      3: home('pen', {}, { menAtArms: 4 }, { pledges: [2] }), // pledged to 2 only: not in 1's pool
    });
    resist(c, 6);
    expect(c.ofType('poolCalled')).toEqual([expect.objectContaining({ pool: 5, k: 5 })]);
    expect(sideOf(c, 1)).toEqual(['1/reserve/archers:3', '2/reserve/cavalry:2']);
    expect(c.s.lords[0]!.posts.reserve).toEqual({ archers: 4, menAtArms: 3, cavalry: 3 });
  });

  it('PIL-R-27 a pledged reserve defends its owner’s fief and serves several allies in the same turn', () => {
    const c = Campaign.start({ players: 4 });
    c.orders({
      0: home('pen', {}, {}, { raid: { target: 1, type: 'cattle', force: { menAtArms: 5 } } }),
      1: home('pen', {}, {}, { raid: { target: 0, type: 'cattle', force: { menAtArms: 5 } } }),
      2: home('pen', {}, {}, { raid: { target: 3, type: 'cattle', force: { menAtArms: 5 } } }),
      3: home('pen', {}, { menAtArms: 1 }, { pledges: [0, 1] }),
    });
    c.roll(1); // initiative: 0, 1, 2 roll; 0 is lowest
    c.roll(2);
    c.roll(3);
    expect(c.s.queue).toEqual([0, 1, 2]);
    for (const [attacker, target] of [
      [0, 1],
      [1, 0],
      [2, 3],
    ] as const) {
      resist(c, 6);
      expect(c.s.raid).toMatchObject({ attacker, target, k: 1 });
      expect(sideOf(c, 1)).toEqual(['3/reserve/menAtArms:1']);
      c.act(attacker, { type: 'retreat' }); // a man-at-arms makes no parting attack
    }
    expect(c.ofType('poolCalled').map((e) => [e.pool, e.k])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    expect(c.s.log.map((l) => l.end)).toEqual(['retreated', 'retreated', 'retreated']);
  });
});

describe('commitment of the pool (PIL-RAID-6, PIL-R-25)', () => {
  /** Player 1 has 3 archers in reserve, player 2 pledges 2 cavalry: N = 5, two owners, two types. */
  function mixedPool(result: number): Campaign {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { menAtArms: 5 } } },
      1: home('pen', { menAtArms: 1 }, { archers: 3 }),
      2: home('pen', {}, { cavalry: 2 }, { pledges: [1] }),
    });
    resist(c, result);
    return c;
  }

  it('PIL-R-25 PIL-RAID-6 0 < k < N with several groups: the target picks exactly k figures', () => {
    const c = mixedPool(4); // k = 30 % of 5 = 2
    expect(c.s.phase).toBe('reserve');
    expect(c.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(c.legal(0)).toEqual([]);
    expect(c.legal(2)).toEqual([]);
    const legal = c.legal(1);
    expect(legal.length).toBeGreaterThan(1);
    for (const a of legal) {
      expect(a).toMatchObject({ type: 'commit' });
      const figures = (a as { figures: { count: number }[] }).figures;
      expect(figures.reduce((x, f) => x + f.count, 0)).toBe(2);
    }
    const commit = (figures: unknown[]) => ({ type: 'commit', figures });
    expect(c.refuse(0, commit([{ owner: 1, figureType: 'archers', count: 2 }])).code).toBe('turn.notYours');
    expect(c.refuse(2, commit([{ owner: 2, figureType: 'cavalry', count: 2 }])).code).toBe('turn.notYours');
    expect(c.refuse(1, commit([{ owner: 1, figureType: 'archers', count: 1 }])).code).toBe('reserve.choice');
    expect(c.refuse(1, commit([{ owner: 1, figureType: 'archers', count: 3 }])).code).toBe('reserve.choice');
    expect(
      c.refuse(
        1,
        commit([
          { owner: 1, figureType: 'archers', count: 2 },
          { owner: 2, figureType: 'cavalry', count: 1 },
        ]),
      ).code,
    ).toBe('reserve.choice');
    expect(c.refuse(1, commit([{ owner: 0, figureType: 'menAtArms', count: 2 }])).code).toBe(
      'reserve.choice',
    );
    expect(c.refuse(1, commit([{ owner: 1, figureType: 'cavalry', count: 2 }])).code).toBe('reserve.choice');
    expect(c.refuse(1, commit([])).code).toBe('reserve.choice');
    c.act(
      1,
      commit([
        { owner: 1, figureType: 'archers', count: 1 },
        { owner: 2, figureType: 'cavalry', count: 1 },
      ]),
    );
    expect(c.ofType('reserveCommitted')).toEqual([
      expect.objectContaining({
        player: 1,
        figures: [
          { owner: 1, figureType: 'archers', count: 1 },
          { owner: 2, figureType: 'cavalry', count: 1 },
        ],
      }),
    ]);
    expect(sideOf(c, 1)).toEqual(['1/pen/menAtArms:1', '1/reserve/archers:1', '2/reserve/cavalry:1']);
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
  });

  it.each([
    [2, 0, ['1/pen/menAtArms:1']],
    [3, 0, ['1/pen/menAtArms:1']],
    [6, 5, ['1/pen/menAtArms:1', '1/reserve/archers:3', '2/reserve/cavalry:2']],
  ])('PIL-RAID-6 result %i (k = %i): no choice asked with several groups', (result, k, defenders) => {
    const c = mixedPool(result);
    expect(c.s.raid!.k).toBe(k);
    expect(c.ofType('reserveCommitted')).toEqual([]);
    expect(sideOf(c, 1)).toEqual(defenders);
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
  });

  it('PIL-RAID-6 k < N from a single group: no choice asked', () => {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { menAtArms: 5 } } },
      1: home('pen', {}, { cavalry: 3 }),
    });
    resist(c, 5); // 60 % of 3 = 2
    expect(sideOf(c, 1)).toEqual(['1/reserve/cavalry:2']);
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
  });
});

describe('pool figures over several raids (PIL-RAID-7, PIL-RAID-9, PIL-R-28)', () => {
  /** Players 0 then 2 raid player 1's pen; player 1 has 4 men-at-arms in reserve, nothing else at home in play. */
  function twoRaids(opts: Record<string, unknown> = {}): Campaign {
    const c = Campaign.start({ players: 3, ...opts });
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { menAtArms: 5 } } },
      1: home('pen', {}, { menAtArms: 4 }),
      2: { raid: { target: 1, type: 'cattle', force: { menAtArms: 5 } } },
    });
    c.roll(1);
    c.roll(3);
    // Raid 1: the whole pool fights, one of its men-at-arms dies, then the raiders retreat.
    resist(c, 6);
    expect(sideOf(c, 1)).toEqual(['1/reserve/menAtArms:4']);
    c.act(0, { type: 'fight' });
    hit(c, 0, 'menAtArms', 6, 1, 1, 1, 1);
    hit(c, 1, 'menAtArms', 1, 1, 1, 1);
    save(c, 1, 'menAtArms', 1);
    c.act(0, { type: 'retreat' });
    expect(c.s.log.at(-1)).toMatchObject({ attacker: 0, end: 'retreated' });
    expect(c.s.lords[1]!.posts.reserve.menAtArms).toBe(3);
    return c;
  }

  it('PIL-RAID-7 PIL-R-28 surviving pool figures fight again in a later raid; N is recounted', () => {
    const c = twoRaids();
    resist(c, 6);
    expect(c.s.raid).toMatchObject({ attacker: 2, target: 1 });
    expect(c.ofType('poolCalled').at(-1)).toMatchObject({ pool: 3, k: 3 });
    expect(sideOf(c, 1)).toEqual(['1/reserve/menAtArms:3']);
  });

  it('PIL-R-28 PIL-RAID-7 variant reserveReuse = exhausted: figures that fought are out of later pools this turn', () => {
    const c = twoRaids({ reserveReuse: 'exhausted' });
    resist(c, 6);
    expect(c.ofType('poolCalled').at(-1)).toMatchObject({ pool: 0, k: 0 });
    expect(c.ofType('noDefenders')).toHaveLength(1);
    expect(c.s.log.at(-1)).toMatchObject({ attacker: 2, result: 6, end: 'victory' });
    // Next turn they are available again.
    expect(c.s.turn).toBe(2);
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { menAtArms: 5 } } },
      1: { posts: { village: { archers: 4, cavalry: 3 } } },
    });
    resist(c, 6);
    expect(c.ofType('poolCalled').at(-1)).toMatchObject({ pool: 7, k: 7 });
  });

  it('PIL-RAID-9 two raids on the same pen: the second loots what the first left', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { menAtArms: 4 } } },
      2: { raid: { target: 1, type: 'cattle', force: { menAtArms: 4 } } },
    });
    c.roll(1);
    c.roll(2);
    resist(c, 0);
    c.roll(6); // 6 − 1: row 5, 3d6
    c.roll(6, 6, 6);
    expect(c.s.lords[1]!.cattle).toBe(2);
    resist(c, 0);
    expect(c.s.raid).toMatchObject({ attacker: 2, target: 1 });
    c.roll(6);
    c.roll(1, 1, 1); // 3 rolled, 2 left
    expect(c.s.lords[1]!.cattle).toBe(0);
    expect([c.s.lords[0]!.booty.cattle, c.s.lords[2]!.booty.cattle]).toEqual([18, 2]);
    expect([c.s.lords[0]!.vp, c.s.lords[2]!.vp]).toEqual([18, 2]);
  });

  it('PIL-RAID-9 PIL-RAID-7 a guard that fought defends its post again, as left by the previous raid', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: { menAtArms: 5 } } },
      1: home('orchard', { cavalry: 2 }),
      2: { raid: { target: 1, type: 'burn', force: { menAtArms: 5 } } },
    });
    c.roll(4);
    c.roll(2); // 2 starts: queue [2, 0]
    expect(c.s.queue).toEqual([2, 0]);
    resist(c, 2);
    expect(c.s.raid).toMatchObject({ attacker: 2 });
    c.act(2, { type: 'fight' });
    hit(c, 0, 'menAtArms', 5, 5, 1, 1, 1);
    hit(c, 1, 'cavalry', 1, 1);
    save(c, 1, 'cavalry', 1, 6); // 2 hits on 2 figures: one each
    c.act(2, { type: 'retreat' });
    hit(c, 1, 'cavalry', 3); // parting attack misses
    expect(c.s.log.at(-1)).toMatchObject({ attacker: 2, end: 'retreated' });
    resist(c, 2);
    expect(c.s.raid).toMatchObject({ attacker: 0 });
    expect(sideOf(c, 1)).toEqual(['1/orchard/cavalry:1']);
    c.act(0, { type: 'fight' });
    hit(c, 0, 'menAtArms', 5, 5, 5, 5, 5);
    hit(c, 1, 'cavalry', 1);
    save(c, 1, 'cavalry', 1);
    c.roll(6); // loot row 6: two trees
    expect(c.s.lords[1]!.trees).toBe(4);
    expect(owned(c.s.lords[1]!).cavalry).toBe(1);
  });
});

describe('raiders are away all turn (PIL-RAID-10, PIL-R-14)', () => {
  it('PIL-RAID-10 a lord raiding with every figure leaves his fief empty even after his raid is over', () => {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { archers: 4, menAtArms: 8, cavalry: 3 } } },
      1: { raid: { target: 0, type: 'cattle', force: { menAtArms: 5 } } },
    });
    c.roll(1);
    c.roll(2);
    resist(c, 1); // 0's raid is over, empty-handed
    expect(c.s.raid).toMatchObject({ attacker: 1, target: 0 });
    expect(owned(c.s.lords[0]!)).toEqual({ archers: 4, menAtArms: 8, cavalry: 3 });
    expect(c.s.lords[0]!.raid).toEqual({ archers: 4, menAtArms: 8, cavalry: 3 });
    resist(c, 5);
    expect(c.ofType('poolCalled').at(-1)).toMatchObject({ pool: 0, k: 0 });
    expect(c.ofType('noDefenders')).toHaveLength(1);
    expect(c.ofType('roundStarted')).toEqual([]);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', roller: 1 } });
  });

  it.each([
    [4, 0, []],
    [5, 1, ['2/reserve/menAtArms:1']],
  ])(
    'PIL-RAID-10 an empty fief with a pledged ally: result %i commits %i pledged figure(s)',
    (result, k, defenders) => {
      const c = Campaign.start({ players: 3 });
      c.orders({
        0: { raid: { target: 1, type: 'cattle', force: { archers: 4, menAtArms: 8, cavalry: 3 } } },
        1: { raid: { target: 0, type: 'cattle', force: { menAtArms: 5 } } },
        2: home('pen', {}, { menAtArms: 1 }, { pledges: [0] }),
      });
      c.roll(1);
      c.roll(2);
      resist(c, 1);
      resist(c, result);
      expect(c.ofType('poolCalled').at(-1)).toMatchObject({ pool: 1, k });
      if (k === 0) {
        expect(c.ofType('noDefenders')).toHaveLength(1);
        expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1' } });
      } else {
        expect(sideOf(c, 1)).toEqual(defenders);
        expect(c.pending()).toEqual({ kind: 'decision', player: 1 });
      }
    },
  );
});
