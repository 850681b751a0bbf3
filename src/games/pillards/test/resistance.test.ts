import { describe, expect, it } from 'vitest';
import type { Force } from '../forces.ts';
import type { RaidType } from '../state.ts';
import { Campaign } from '../testing.ts';
import { hit, home, resist, save, sideOf } from './raidSteps.ts';

/** Player 0 raids player 1's pen with `force`; player 1 keeps `guard` in the pen and `reserve` in reserve. */
function cattleRaid(
  force: Partial<Force>,
  guard: Partial<Force> = {},
  reserve: Partial<Force> = {},
  opts = {},
) {
  const c = Campaign.start(opts);
  c.orders({ 0: { raid: { target: 1, type: 'cattle', force } }, 1: home('pen', guard, reserve) });
  return c;
}

describe('resistance roll (PIL-RAID-1, PIL-R-21, PIL-R-22)', () => {
  it.each<[string, Partial<Force>, number]>([
    ['5 men-at-arms: no modifier', { menAtArms: 5 }, 0],
    ['3 cavalry and 2 men-at-arms: 5 figures, not all cavalry', { cavalry: 3, menAtArms: 2 }, 0],
    ['4 men-at-arms: −1', { menAtArms: 4 }, -1],
    ['2 archers and 2 cavalry: −1 only', { archers: 2, cavalry: 2 }, -1],
    ['1 man-at-arms: −1', { menAtArms: 1 }, -1],
    ['3 cavalry: −2', { cavalry: 3 }, -2],
    ['1 cavalryman: −2', { cavalry: 1 }, -2],
  ])('PIL-RAID-1 %s', (_name, force, mod) => {
    const c = cattleRaid(force);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-RAID-1', dice: '1d6', roller: 0, modifier: mod },
    });
    c.roll(5);
    expect(c.rolls().at(-1)).toMatchObject({ rule: 'PIL-RAID-1', faces: [5], modifier: mod, total: 5 + mod });
    expect(c.s.raid!.result).toBe(5 + mod);
  });

  it('PIL-R-22 the two modifiers add up: 3 cavalry rolling 3 get 1 and come home empty-handed', () => {
    const c = cattleRaid({ cavalry: 3 });
    c.roll(3);
    expect(c.rolls().at(-1)).toMatchObject({ modifier: -2, total: 1, result: 'emptyHanded' });
    expect(c.s.log).toEqual([
      expect.objectContaining({ attacker: 0, target: 1, result: 1, end: 'emptyHanded' }),
    ]);
    expect(c.ofType('poolCalled')).toEqual([]);
    expect(c.ofType('roundStarted')).toEqual([]);
    expect(c.s.turn).toBe(2);
  });

  it.each([1, 2])(
    'PIL-R-21 a modified result below 0 counts as 0: 2 cavalry rolling %i slip through',
    (face) => {
      const c = cattleRaid({ cavalry: 2 }, { menAtArms: 8 });
      c.roll(face);
      expect(c.rolls().at(-1)).toMatchObject({
        faces: [face],
        modifier: -2,
        total: face - 2,
        result: 'slippedThrough',
      });
      expect(c.s.raid!.result).toBe(0);
      // No combat even with a guard at the pen: the loot roll comes at once.
      expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', roller: 0 } });
      expect(c.s.raid!.sides).toEqual([[], []]);
    },
  );
});

describe('resistance table (PIL-RAID-2)', () => {
  it('PIL-RAID-2 result 0: no combat, loot roll with the whole force', () => {
    const c = cattleRaid({ menAtArms: 4 }, { menAtArms: 4 });
    c.roll(1);
    expect(c.s.raid!.result).toBe(0);
    expect(c.ofType('poolCalled')).toEqual([]);
    expect(c.ofType('defenders')).toEqual([]);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', modifier: -1 } });
  });

  it('PIL-RAID-2 result 1: no combat, no loot, the raid ends empty-handed', () => {
    const c = cattleRaid({ menAtArms: 5 }, { menAtArms: 4 });
    c.roll(1);
    expect(c.s.log.at(-1)).toMatchObject({ result: 1, end: 'emptyHanded' });
    expect(c.rolls().map((r) => r.rule)).toEqual(['PIL-RAID-1']);
    expect(c.s.lords[1]!.cattle).toBe(20);
    expect(c.s.turn).toBe(2);
  });

  // Player 1: 2 men-at-arms at the pen, 5 men-at-arms in reserve (N = 5), the rest in the village.
  it.each<[number, number, string[]]>([
    [2, 0, ['1/pen/menAtArms:2']],
    [3, 0, ['1/pen/menAtArms:2']],
    [4, 2, ['1/pen/menAtArms:2', '1/reserve/menAtArms:2']],
    [5, 3, ['1/pen/menAtArms:2', '1/reserve/menAtArms:3']],
    [6, 5, ['1/pen/menAtArms:2', '1/reserve/menAtArms:5']],
  ])('PIL-RAID-2 result %i: the local guard and k = %i of the pool of 5 fight', (result, k, defenders) => {
    const c = cattleRaid({ menAtArms: 5 }, { menAtArms: 2 }, { menAtArms: 5 });
    c.roll(result);
    expect(c.ofType('poolCalled')).toEqual([expect.objectContaining({ pool: 5, k, result })]);
    expect(sideOf(c, 1)).toEqual(defenders);
    expect(sideOf(c, 0)).toEqual(['0/raid/menAtArms:5']);
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 }); // D-RETREAT, round 1
    expect(c.s.phase).toBe('retreat');
  });

  it('PIL-RAID-2 PIL-R-23 result 6: victory without loot roll, the defenders still die', () => {
    const c = cattleRaid({ menAtArms: 5 }, { menAtArms: 1 });
    c.roll(6);
    expect(c.ofType('poolCalled')).toEqual([expect.objectContaining({ pool: 0, k: 0 })]);
    c.act(0, { type: 'fight' });
    hit(c, 0, 'menAtArms', 5, 5, 5, 5, 5);
    hit(c, 1, 'menAtArms', 1);
    save(c, 1, 'menAtArms', 1);
    expect(c.ofType('victory')).toHaveLength(1);
    expect(c.s.log.at(-1)).toMatchObject({ result: 6, end: 'victory' });
    expect(c.rolls().some((r) => r.rule === 'PIL-LOOT-1')).toBe(false);
    expect(c.s.lords[1]!.cattle).toBe(20);
    expect(c.s.lords[0]!.vp).toBe(0);
    expect(c.s.lords[1]!.posts.reserve).toEqual({ archers: 4, menAtArms: 7, cavalry: 3 }); // back home, one dead
    expect(c.s.turn).toBe(2);
  });

  it('PIL-R-23 variant lootOnResistance6: a victory on 6 leads to the loot roll', () => {
    const c = cattleRaid({ menAtArms: 5 }, { menAtArms: 1 }, {}, { lootOnResistance6: true });
    c.roll(6);
    c.act(0, { type: 'fight' });
    hit(c, 0, 'menAtArms', 5, 5, 5, 5, 5);
    hit(c, 1, 'menAtArms', 1);
    save(c, 1, 'menAtArms', 1);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', roller: 0 } });
    c.roll(4); // row 4: 2d6 cattle
    c.roll(3, 4);
    expect(c.s.lords[1]!.cattle).toBe(13);
    expect(c.s.log.at(-1)).toMatchObject({ result: 6, end: 'loot' });
  });

  it('PIL-R-23 result 6 against an empty fief: immediate victory, no loot', () => {
    const c = cattleRaid({ menAtArms: 5 });
    c.roll(6);
    expect(c.ofType('noDefenders')).toHaveLength(1);
    expect(c.s.log.at(-1)).toMatchObject({ result: 6, end: 'victory' });
    expect(c.rolls().map((r) => r.rule)).toEqual(['PIL-RAID-1']);
  });
});

describe('local guard (PIL-RAID-3, PIL-R-24)', () => {
  it.each<[RaidType, string]>([
    ['cattle', '1/pen/menAtArms:1'],
    ['humiliate', '1/village/archers:2'],
    ['burn', '1/orchard/cavalry:3'],
  ])('PIL-R-24 PIL-RAID-3 a %s raid meets only %s', (type, guard) => {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type, force: { menAtArms: 5 } } },
      1: { posts: { pen: { menAtArms: 1 }, village: { archers: 2 }, orchard: { cavalry: 3 } } },
    });
    resist(c, 3);
    expect(c.ofType('poolCalled')).toEqual([expect.objectContaining({ pool: 9, k: 0 })]);
    expect(sideOf(c, 1)).toEqual([guard]);
    const [origin, count] = [guard.split('/')[1], Number(guard.split(':')[1])];
    expect(c.ofType('defenders')).toEqual([
      expect.objectContaining({
        rule: 'PIL-RAID-3',
        figures: [expect.objectContaining({ owner: 1, origin, count })],
      }),
    ]);
  });

  it('PIL-RAID-3 only living figures guard: a guard killed by an earlier raid no longer fights', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: { menAtArms: 5 } } },
      1: home('orchard', { menAtArms: 2 }),
      2: { raid: { target: 1, type: 'burn', force: { menAtArms: 5 } } },
    });
    c.roll(1); // initiative: 0 starts
    c.roll(2);
    resist(c, 2);
    c.act(0, { type: 'fight' });
    hit(c, 0, 'menAtArms', 5, 1, 1, 1, 1);
    hit(c, 1, 'menAtArms', 1, 1);
    save(c, 1, 'menAtArms', 4); // 1 hit on 2 figures of one group: no question, one dies
    c.act(0, { type: 'retreat' }); // men-at-arms make no parting attack
    expect(c.s.log.at(-1)).toMatchObject({ attacker: 0, end: 'retreated' });
    resist(c, 2);
    expect(sideOf(c, 1)).toEqual(['1/orchard/menAtArms:1']);
  });
});

describe('raid outcomes (PIL-RAID-8)', () => {
  it('PIL-RAID-8 loot, empty-handed, retreated, destroyed and victory: only loot rolls on a loot table', () => {
    const c = Campaign.start();
    // Turn 1: result 1.
    c.orders({ 0: { raid: { target: 1, type: 'burn', force: { menAtArms: 5 } } } });
    c.roll(1);
    // Turn 2: result 0, loot roll 1 − 1 → row 1.
    c.orders({ 0: { raid: { target: 1, type: 'burn', force: { menAtArms: 4 } } } });
    c.roll(1);
    c.roll(1);
    // Turn 3: combat, retreat against a lone man-at-arms (no parting attack).
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: { menAtArms: 5 } } },
      1: home('orchard', { menAtArms: 1 }),
    });
    resist(c, 2);
    c.act(0, { type: 'retreat' });
    // Turn 4: one man-at-arms destroyed.
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: { menAtArms: 1 } } },
      1: home('orchard', { menAtArms: 1 }),
    });
    resist(c, 2);
    c.act(0, { type: 'fight' });
    hit(c, 0, 'menAtArms', 1);
    hit(c, 1, 'menAtArms', 5);
    save(c, 0, 'menAtArms', 2);
    // Turn 5: result 6 against an empty orchard and an empty reserve.
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: { menAtArms: 5 } } },
      1: { posts: { pen: { archers: 4, menAtArms: 8, cavalry: 3 } } },
    });
    resist(c, 6);
    expect(c.s.log.map((l) => [l.turn, l.result, l.end])).toEqual([
      [1, 1, 'emptyHanded'],
      [2, 0, 'loot'],
      [3, 2, 'retreated'],
      [4, 2, 'destroyed'],
      [5, 6, 'victory'],
    ]);
    expect(c.rolls().filter((r) => r.rule === 'PIL-LOOT-1')).toHaveLength(1);
    expect(c.s.lords[1]!.trees).toBe(6);
    expect(c.s.lords[0]!.posts.reserve).toEqual({ archers: 4, menAtArms: 7, cavalry: 3 });
  });
});
