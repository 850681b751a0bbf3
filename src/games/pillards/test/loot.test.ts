import { describe, expect, it } from 'vitest';
import type { Force } from '../forces.ts';
import type { RaidType } from '../state.ts';
import { Campaign } from '../testing.ts';

/** Five men-at-arms: no resistance modifier, no loot modifier. */
const FIVE = { menAtArms: 5 };

/**
 * Orders the raid of `attacker` on `target` (every other sheet is the default one: all figures in the
 * reserve, so the target's guard post is empty) and rolls the resistance face that gives a modified 2: combat
 * against the empty local guard and no pool figure, an immediate victory. The loot roll is then pending.
 */
function raid(c: Campaign, type: RaidType, force: Partial<Force> = FIVE, attacker = 0, target = 1): void {
  c.orders({ [attacker]: { raid: { target, type, force } } });
  toLoot(c);
}

/** Rolls resistance to a modified 2 against an empty guard: the loot roll is then pending. */
function toLoot(c: Campaign): void {
  const p = c.pending();
  if (p.kind !== 'chance' || p.request.rule !== 'PIL-RAID-1') throw new Error('resistance expected');
  c.roll(2 - p.request.modifier!);
  expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1' } });
}

/** The loot roll of the raid in progress, then the quantity dice if asked for. */
function loot(c: Campaign, face: number, ...qty: number[]): void {
  c.roll(face);
  if (qty.length > 0) c.roll(...qty);
}

const lastLoot = (c: Campaign) =>
  c
    .rolls()
    .filter((r) => r.rule === 'PIL-LOOT-1')
    .at(-1);

describe('loot roll modifiers (PIL-LOOT-1, PIL-R-36)', () => {
  it('PIL-LOOT-1 −1 for 4 raiders or fewer, 0 for 5 to 10, +1 for 11 or more', () => {
    const cases: [Partial<Force>, number][] = [
      [{ cavalry: 1 }, -1],
      [{ menAtArms: 4 }, -1],
      [{ menAtArms: 3, archers: 1, cavalry: 1 }, 0],
      [{ menAtArms: 8, archers: 2 }, 0],
      [{ menAtArms: 8, archers: 3 }, 1],
      [{ menAtArms: 8, archers: 4, cavalry: 3 }, 1],
    ];
    for (const [force, mod] of cases) {
      const c = Campaign.start();
      raid(c, 'burn', force);
      expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', modifier: mod } });
      c.roll(3);
      expect(lastLoot(c)).toMatchObject({ faces: [3], modifier: mod, total: 3 + mod });
    }
  });

  it('PIL-LOOT-1 the modified loot result is clamped to 1…6 (0 counts as 1, 7 as 6)', () => {
    const low = Campaign.start();
    raid(low, 'cattle', { menAtArms: 2 });
    low.roll(1);
    expect(lastLoot(low)).toMatchObject({ faces: [1], modifier: -1, total: 0, row: 1, result: 'cattle:1' });
    expect(low.ofType('nothingStolen')).toHaveLength(1);

    const high = Campaign.start();
    raid(high, 'burn', { menAtArms: 8, archers: 3 });
    high.roll(6);
    expect(lastLoot(high)).toMatchObject({ faces: [6], modifier: 1, total: 7, row: 6, result: 'burn:6' });
    expect(high.s.lords[1]!.trees).toBe(4);
  });

  it('PIL-LOOT-1 a result-0 raid loots with the whole force: resistance 1 − 1 = 0, then loot −1', () => {
    const c = Campaign.start();
    c.orders({ 0: { raid: { target: 1, type: 'humiliate', force: { archers: 2, cavalry: 1 } } } });
    c.roll(1);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', modifier: -1 } });
    expect(c.ofType('roundStarted')).toHaveLength(0); // no combat
    c.roll(3); // 3 − 1 = row 2: the idiot
    expect(c.s.lords[1]!.village).toMatchObject({ idiot: true, peasants: 1 });
  });

  /**
   * Five men-at-arms against one man-at-arms at the pen: each side hits once and fails its save, so one
   * raider dies with the last defender. Four raiders survive.
   */
  function costlyVictory(options: Record<string, unknown>): Campaign {
    const c = Campaign.start(options);
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: FIVE } },
      1: { posts: { pen: { menAtArms: 1 } } },
    });
    c.roll(2); // 2: the local guard only
    c.act(0, { type: 'fight' });
    c.roll(5, 1, 1, 1, 1); // raiders: one hit
    c.roll(5); // guard: one hit
    c.roll(1); // raider's save fails
    c.roll(1); // defender's save fails
    expect(c.ofType('casualties')).toHaveLength(2);
    expect(c.s.lords[0]!.raid.menAtArms).toBe(4);
    return c;
  }

  it('PIL-R-36 default lootForceSize = survivors: 5 raiders of whom 4 survive loot at −1', () => {
    const c = costlyVictory({});
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', modifier: -1 } });
    c.roll(5); // row 4: 2d6
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-2', dice: '2d6' } });
  });

  it('PIL-R-36 lootForceSize = initial: the force as designated (5) counts, modifier 0', () => {
    const c = costlyVictory({ lootForceSize: 'initial' });
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', modifier: 0 } });
    c.roll(5); // row 5: 3d6
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-2', dice: '3d6' } });
  });

  it('PIL-R-36 survivors: 11 raiders losing one loot at 0, while initial keeps +1', () => {
    for (const [lootForceSize, mod] of [
      ['survivors', 0],
      ['initial', 1],
    ] as const) {
      const c = Campaign.start({ lootForceSize });
      c.orders({
        0: { raid: { target: 1, type: 'burn', force: { menAtArms: 8, cavalry: 3 } } },
        1: { posts: { orchard: { menAtArms: 1 } } },
      });
      c.roll(2);
      c.act(0, { type: 'fight' });
      c.roll(5, 1, 1, 1, 1, 1, 1, 1); // raiders' men-at-arms: one hit
      c.roll(1, 1, 1); // raiders' cavalry: none
      c.roll(6); // the guard hits
      // The raiders have two groups and one hit: they choose which figure takes it (D-ALLOC).
      c.act(0, { type: 'allocate', hits: [{ owner: 0, origin: 'raid', figureType: 'menAtArms', count: 1 }] });
      c.roll(1); // the raider dies
      c.roll(1); // the defender dies
      expect(c.s.lords[0]!.raid).toEqual({ archers: 0, menAtArms: 7, cavalry: 3 });
      expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', modifier: mod } });
    }
  });
});

describe('cattle raids (PIL-LOOT-2, PIL-LOOT-3)', () => {
  it.each([
    [2, '1d6', [4], 4],
    [3, '1d6', [6], 6],
    [4, '2d6', [6, 5], 11],
    [5, '3d6', [1, 2, 3], 6],
    [6, '3d6', [2, 2, 2], 6],
  ] as const)('PIL-LOOT-2 row %i: ROLL-QTY %s, the sum is stolen', (row, dice, qty, sum) => {
    const c = Campaign.start();
    raid(c, 'cattle');
    c.roll(row);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-LOOT-2', dice, roller: 0 },
    });
    c.roll(...qty);
    expect(c.rolls().at(-1)).toMatchObject({ rule: 'PIL-LOOT-2', dice, faces: qty, total: sum });
    expect(c.ofType('cattleStolen')).toEqual([
      expect.objectContaining({ no: 1, thief: 0, target: 1, cattle: sum }),
    ]);
    expect(c.s.lords[1]!.cattle).toBe(20 - sum);
    expect(c.s.lords[0]!.booty).toEqual({ cattle: sum, pigs: row === 6 ? 1 : 0 });
    expect(c.s.lords[1]!.pigs).toBe(row === 6 ? 0 : 1);
    expect(c.s.lords[0]!.vp).toBe(sum + (row === 6 ? 5 : 0));
    expect(c.ofType('pigStolen')).toHaveLength(row === 6 ? 1 : 0);
    expect(c.s.log.at(-1)).toMatchObject({ end: 'loot', raidType: 'cattle' });
  });

  it('PIL-LOOT-2 row 1: nothing stolen, no ROLL-QTY, the raid ends', () => {
    const c = Campaign.start();
    raid(c, 'cattle');
    c.roll(1);
    expect(c.ofType('nothingStolen')).toHaveLength(1);
    expect(c.rolls().filter((r) => r.rule === 'PIL-LOOT-2')).toHaveLength(0);
    expect(c.s.lords[1]!.cattle).toBe(20);
    expect(c.s.lords[0]!.vp).toBe(0);
    expect(c.s.turn).toBe(2);
    expect(c.pending()).toMatchObject({ kind: 'simultaneous' });
  });

  it('PIL-LOOT-2 stolen = min(dice total, cattle left): 18 rolled from a pen of 5 steals 5', () => {
    const c = Campaign.start({ startingCattle: 5 });
    raid(c, 'cattle');
    loot(c, 5, 6, 6, 6);
    expect(c.ofType('cattleStolen')).toEqual([expect.objectContaining({ cattle: 5 })]);
    expect(c.s.lords[1]!.cattle).toBe(0);
    expect(c.s.lords[0]!.vp).toBe(5);
  });

  it('PIL-LOOT-2 an empty pen skips ROLL-QTY on rows 2–5; row 6 still takes the pig', () => {
    const c = Campaign.start({ startingCattle: 0 });
    for (const row of [2, 3, 4, 5]) {
      raid(c, 'cattle');
      c.roll(row);
      expect(c.pending()).toMatchObject({ kind: 'simultaneous' }); // next turn's orders, no ROLL-QTY
    }
    expect(c.ofType('penEmpty')).toHaveLength(4);
    raid(c, 'cattle');
    c.roll(6);
    expect(c.rolls().filter((r) => r.rule === 'PIL-LOOT-2')).toHaveLength(0);
    expect(c.ofType('pigStolen')).toHaveLength(1);
    expect(c.s.lords[1]!.pigs).toBe(0);
    expect(c.s.lords[0]!.booty).toEqual({ cattle: 0, pigs: 1 });
    expect(c.s.lords[0]!.vp).toBe(5);
  });

  it('PIL-LOOT-2 one pig per fief: a second row 6 takes only the cattle', () => {
    const c = Campaign.start();
    raid(c, 'cattle');
    loot(c, 6, 1, 1, 1);
    raid(c, 'cattle');
    loot(c, 6, 1, 1, 2);
    expect(c.ofType('pigStolen')).toHaveLength(1);
    expect(c.ofType('noPig')).toHaveLength(1);
    expect(c.s.lords[0]!.booty).toEqual({ cattle: 7, pigs: 1 });
    expect(c.s.lords[0]!.vp).toBe(3 + 5 + 4);
    expect(c.s.lords[1]!.cattle).toBe(13);
  });

  it('PIL-LOOT-3 by default stolen animals stay out of play: not in the thief’s pen, never stolen back', () => {
    const c = Campaign.start();
    raid(c, 'cattle');
    loot(c, 6, 6, 6, 6);
    expect(c.s.lords[0]).toMatchObject({ cattle: 20, pigs: 1, booty: { cattle: 18, pigs: 1 } });
    // Player 1 strikes back twice on row 6: the first takes player 0's own pig, the second finds none.
    raid(c, 'cattle', FIVE, 1, 0);
    loot(c, 6, 1, 1, 1);
    raid(c, 'cattle', FIVE, 1, 0);
    loot(c, 6, 1, 1, 1);
    expect(c.s.lords[0]).toMatchObject({ cattle: 20 - 3 - 3, pigs: 0, booty: { cattle: 18, pigs: 1 } });
    expect(c.s.lords[1]).toMatchObject({ cattle: 2, pigs: 0, booty: { cattle: 6, pigs: 1 } });
    expect(c.ofType('noPig')).toHaveLength(1);
    expect(c.s.lords[0]!.vp).toBe(23);
    expect(c.s.lords[1]!.vp).toBe(3 + 5 + 3);
  });

  it('PIL-LOOT-3 stolenAnimalsJoinPen: cattle and pig join the thief’s pen and can be stolen again; VP stay', () => {
    const c = Campaign.start({ stolenAnimalsJoinPen: true });
    raid(c, 'cattle');
    loot(c, 6, 6, 6, 6);
    expect(c.s.lords[0]).toMatchObject({ cattle: 38, pigs: 2, booty: { cattle: 18, pigs: 1 } });
    expect(c.s.lords[1]).toMatchObject({ cattle: 2, pigs: 0 });
    raid(c, 'cattle', FIVE, 1, 0);
    loot(c, 6, 6, 6, 6);
    raid(c, 'cattle', FIVE, 1, 0);
    loot(c, 6, 1, 1, 1);
    // Two pigs in player 0's pen: both row-6 results take one.
    expect(c.ofType('pigStolen')).toHaveLength(3);
    expect(c.s.lords[0]).toMatchObject({ cattle: 38 - 21, pigs: 0, vp: 23 });
    expect(c.s.lords[1]).toMatchObject({ cattle: 2 + 21, pigs: 2, vp: 21 + 10 });
  });

  it('PIL-LOOT-3 stolenAnimalsJoinPen with an unlimited thief pen: stays unlimited', () => {
    const c = Campaign.start({ stolenAnimalsJoinPen: true, startingCattle: 'unlimited' });
    raid(c, 'cattle');
    loot(c, 4, 3, 3);
    expect(c.s.lords[0]).toMatchObject({ cattle: null, booty: { cattle: 6, pigs: 0 }, vp: 6 });
    expect(c.s.lords[1]!.cattle).toBeNull();
  });
});

describe('humiliation raids (PIL-LOOT-4)', () => {
  it.each([
    [1, 'nobody', null, 0],
    [2, 'idiot', 'peasant', -2],
    [3, 'blacksmith', 'peasant', -2],
    [4, 'chief', 'notable', -3],
    [5, 'priest', 'notable', -3],
    [6, 'cousin', 'notable', -3],
  ] as const)('PIL-LOOT-4 row %i: %s', (row, victim, cls, vp) => {
    const c = Campaign.start();
    raid(c, 'humiliate');
    c.roll(row);
    if (cls === null) {
      expect(c.ofType('noHumiliation')).toEqual([
        expect.objectContaining({ rule: 'PIL-LOOT-4', victim: 'nobody' }),
      ]);
    } else {
      expect(c.ofType('humiliated')).toEqual([
        expect.objectContaining({ no: 1, target: 1, victim, class: cls }),
      ]);
    }
    const v = c.s.lords[1]!.village;
    expect(v.peasants).toBe(cls === 'peasant' ? 1 : 0);
    expect(v.notables).toBe(cls === 'notable' ? 1 : 0);
    expect(v.cousins).toBe(row === 6 ? 1 : 0);
    if (row >= 2 && row <= 5) expect(v[victim as 'idiot']).toBe(true);
    expect(c.s.lords[1]!.vp).toBe(vp);
    expect(c.s.lords[0]!.vp).toBe(0); // nothing for the attacker (PIL-VP-2)
  });

  it('PIL-LOOT-4 effects apply at once, before the next raid of the turn (three players)', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 2, type: 'humiliate', force: FIVE } },
      1: { raid: { target: 2, type: 'humiliate', force: FIVE } },
    });
    c.roll(1); // player 0 starts
    c.roll(4);
    toLoot(c);
    c.roll(2); // the idiot
    expect(c.s.lords[2]!.village).toMatchObject({ idiot: true, peasants: 1 });
    expect(c.s.lords[2]!.vp).toBe(-2);
    toLoot(c); // player 1's raid
    c.roll(2); // the idiot again: no effect
    expect(c.ofType('noHumiliation')).toEqual([
      expect.objectContaining({ rule: 'PIL-R-07', victim: 'idiot' }),
    ]);
    expect(c.s.lords[2]!.vp).toBe(-2);
  });
});

describe('orchard raids (PIL-LOOT-5)', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 1],
    [5, 1],
    [6, 2],
  ] as const)('PIL-LOOT-5 row %i burns %i tree(s), −5 VP each to the target', (row, burned) => {
    const c = Campaign.start();
    raid(c, 'burn');
    c.roll(row);
    expect(c.ofType('treesBurned')).toEqual([expect.objectContaining({ no: 1, target: 1, trees: burned })]);
    expect(c.s.lords[1]!.trees).toBe(6 - burned);
    expect(c.s.lords[1]!.vp).toBe(burned === 0 ? 0 : -5 * burned);
    expect(c.s.lords[1]!.ledger).toHaveLength(burned);
    expect(c.s.lords[0]!.vp).toBe(0);
  });
});

describe('PIL-LOOT-6 loot effects apply immediately', () => {
  it('PIL-LOOT-6 the second cattle raid of a turn finds the pen emptied by the first and skips ROLL-QTY', () => {
    const c = Campaign.start({ players: 3, startingCattle: 10 });
    c.orders({
      0: { raid: { target: 2, type: 'cattle', force: FIVE } },
      1: { raid: { target: 2, type: 'cattle', force: FIVE } },
    });
    c.roll(2); // player 0
    c.roll(1); // player 1 is the single lowest: he starts
    expect(c.s.queue).toEqual([1, 0]);
    toLoot(c);
    loot(c, 5, 6, 5, 4);
    expect(c.s.lords[2]!.cattle).toBe(0);
    expect(c.s.lords[2]!.pigs).toBe(1);
    expect(c.s.raid).toMatchObject({ attacker: 0, no: 2 });
    toLoot(c);
    c.roll(6); // row 6: pen empty, no ROLL-QTY, the pig is still there
    expect(c.s.lords[1]).toMatchObject({ vp: 10, booty: { cattle: 10, pigs: 0 } });
    expect(c.s.lords[0]).toMatchObject({ vp: 5, booty: { cattle: 0, pigs: 1 } });
    expect(c.rolls().filter((r) => r.rule === 'PIL-LOOT-2')).toHaveLength(1);
  });
});

describe('fief contents and loot rulings (PIL-R-02..09)', () => {
  it('PIL-R-02 each pen starts with 20 cattle and the prize pig; a first 3d6 of 18 is never cut short', () => {
    const c = Campaign.start({ players: 4 });
    for (const l of c.s.lords) expect(l).toMatchObject({ cattle: 20, pigs: 1 });
    raid(c, 'cattle');
    loot(c, 5, 6, 6, 6);
    expect(c.s.lords[1]!.cattle).toBe(2);
    expect(c.s.lords[0]!.vp).toBe(18);
  });

  it('PIL-R-02 startingCattle: an integer, or unlimited (never runs out)', () => {
    expect(Campaign.start({ startingCattle: 7 }).s.lords[1]!.cattle).toBe(7);
    const c = Campaign.start({ startingCattle: 'unlimited' });
    expect(c.s.lords[1]!.cattle).toBeNull();
    for (let t = 0; t < 3; t++) {
      raid(c, 'cattle');
      loot(c, 6, 6, 6, 6);
    }
    expect(c.s.lords[1]!.cattle).toBeNull();
    expect(c.s.lords[0]).toMatchObject({ booty: { cattle: 54, pigs: 1 }, vp: 54 + 5 });
  });

  it('PIL-R-03 steal what is left; an empty pen gives no ROLL-QTY but row 6 still takes the pig', () => {
    const c = Campaign.start({ startingCattle: 4 });
    raid(c, 'cattle');
    loot(c, 4, 5, 6);
    expect(c.ofType('cattleStolen')).toEqual([expect.objectContaining({ cattle: 4 })]);
    raid(c, 'cattle');
    c.roll(6);
    expect(c.ofType('penEmpty')).toHaveLength(1);
    expect(c.ofType('pigStolen')).toHaveLength(1);
    expect(c.s.lords[0]!.vp).toBe(9);
  });

  it('PIL-R-04 each orchard starts with 6 trees; startingTrees: an integer, or unlimited', () => {
    for (const l of Campaign.start({ players: 3 }).s.lords) expect(l.trees).toBe(6);
    expect(Campaign.start({ startingTrees: 2 }).s.lords[0]!.trees).toBe(2);
    const c = Campaign.start({ startingTrees: 'unlimited' });
    for (let t = 0; t < 4; t++) {
      raid(c, 'burn');
      c.roll(6);
    }
    expect(c.s.lords[1]!.trees).toBeNull();
    expect(c.s.lords[1]!.vp).toBe(-40);
  });

  it('PIL-R-05 trees burned = min(result, trees left): row 6 on a last tree burns 1; then nothing', () => {
    const c = Campaign.start({ startingTrees: 1 });
    raid(c, 'burn');
    c.roll(6);
    expect(c.s.lords[1]).toMatchObject({ trees: 0, vp: -5 });
    raid(c, 'burn');
    c.roll(6);
    expect(c.ofType('treesBurned').map((e) => e.trees)).toEqual([1, 0]);
    expect(c.s.lords[1]).toMatchObject({ trees: 0, vp: -5 });
  });

  it('PIL-R-05 an empty orchard can still be raided: the combat is fought, nothing burns', () => {
    const c = Campaign.start({ startingTrees: 0 });
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: FIVE } },
      1: { posts: { orchard: { menAtArms: 1 } } },
    });
    c.roll(2);
    expect(c.pending()).toMatchObject({ kind: 'decision', player: 0 });
    c.act(0, { type: 'fight' });
    c.roll(5, 1, 1, 1, 1);
    c.roll(1);
    c.roll(1); // the guard dies
    expect(c.ofType('victory')).toHaveLength(1);
    c.roll(6);
    expect(c.ofType('treesBurned')).toEqual([expect.objectContaining({ trees: 0 })]);
    expect(c.s.lords[1]).toMatchObject({ trees: 0, vp: 0 });
    expect(c.s.lords[1]!.posts.reserve.menAtArms).toBe(7); // home again, one man-at-arms less
  });

  it('PIL-R-06 named roster: idiot, blacksmith, chief, priest once each; cousins without limit', () => {
    const c = Campaign.start();
    for (const row of [2, 3, 4, 5, 6, 6]) {
      raid(c, 'humiliate');
      c.roll(row);
    }
    expect(c.s.lords[1]!.village).toEqual({
      idiot: true,
      blacksmith: true,
      chief: true,
      priest: true,
      cousins: 2,
      peasants: 2,
      notables: 4,
    });
    expect(c.s.lords[1]!.vp).toBe(-2 * 2 - 3 * 4);
    expect(c.ofType('campaignOver')).toHaveLength(1);
  });

  it('PIL-R-06 unlimited cousins: every row 6 humiliates one more cousin', () => {
    const c = Campaign.start();
    for (let t = 0; t < 6; t++) {
      raid(c, 'humiliate');
      c.roll(6);
    }
    expect(c.s.lords[1]!.village).toMatchObject({ cousins: 6, notables: 6 });
    expect(c.s.lords[1]!.vp).toBe(-18);
  });

  it('PIL-R-06 cousins = 1: one cousin only, a second row 6 has no effect; cousins = 0: none', () => {
    const c = Campaign.start({ cousins: 1 });
    raid(c, 'humiliate');
    c.roll(6);
    raid(c, 'humiliate');
    c.roll(6);
    expect(c.s.lords[1]!.village).toMatchObject({ cousins: 1, notables: 1 });
    expect(c.s.lords[1]!.vp).toBe(-3);
    expect(c.ofType('noHumiliation')).toEqual([
      expect.objectContaining({ rule: 'PIL-R-07', victim: 'cousin' }),
    ]);

    const z = Campaign.start({ cousins: 0 });
    raid(z, 'humiliate');
    z.roll(6);
    expect(z.s.lords[1]!.village).toMatchObject({ cousins: 0, notables: 0 });
    expect(z.s.lords[1]!.vp).toBe(0);
  });

  it('PIL-R-06 villageModel = everyResultCounts: rows 2–3 a new peasant, rows 4–6 a new notable, every time', () => {
    const c = Campaign.start({ villageModel: 'everyResultCounts', cousins: 0 });
    for (const row of [2, 2, 3, 4, 5, 6]) {
      raid(c, 'humiliate');
      c.roll(row);
    }
    expect(c.s.lords[1]!.village).toMatchObject({ peasants: 3, notables: 3 });
    expect(c.s.lords[1]!.vp).toBe(-2 * 3 - 3 * 3);
    expect(c.ofType('humiliated')).toHaveLength(6);
    expect(c.ofType('noHumiliation')).toHaveLength(0);
  });

  it('PIL-R-07 a named villager already humiliated: no effect (like row 1), no VP', () => {
    const c = Campaign.start();
    for (const row of [2, 3, 4, 5]) {
      raid(c, 'humiliate');
      c.roll(row);
    }
    for (const row of [5, 2]) {
      raid(c, 'humiliate');
      c.roll(row);
    }
    expect(c.ofType('noHumiliation')).toEqual([
      expect.objectContaining({ rule: 'PIL-R-07', victim: 'priest' }),
      expect.objectContaining({ rule: 'PIL-R-07', victim: 'idiot' }),
    ]);
    expect(c.s.lords[1]!.village).toMatchObject({ peasants: 2, notables: 2, cousins: 0 });
    expect(c.s.lords[1]!.vp).toBe(-10);
  });

  it('PIL-R-08 one pig per fief, but a player may steal the pigs of several fiefs (+5 each)', () => {
    const c = Campaign.start({ players: 3 });
    raid(c, 'cattle', FIVE, 0, 1);
    loot(c, 6, 1, 1, 1);
    raid(c, 'cattle', FIVE, 0, 1);
    loot(c, 6, 1, 1, 1);
    raid(c, 'cattle', FIVE, 0, 2);
    loot(c, 6, 1, 1, 1);
    expect(c.s.lords.map((l) => l.pigs)).toEqual([1, 0, 0]);
    expect(c.s.lords[0]).toMatchObject({ booty: { cattle: 9, pigs: 2 }, vp: 9 + 10 });
    expect(c.s.lords[0]!.ledger.filter((e) => e.reason === 'pigStolen')).toHaveLength(2);
  });

  it('PIL-R-09 by default stolen cattle are the thief’s booty: his pen does not grow', () => {
    const c = Campaign.start();
    raid(c, 'cattle');
    loot(c, 4, 6, 6);
    expect(c.s.lords[0]).toMatchObject({ cattle: 20, booty: { cattle: 12, pigs: 0 }, vp: 12 });
    expect(c.s.lords[1]!.cattle).toBe(8);
  });

  it('PIL-R-09 stolenAnimalsJoinPen: the thief’s pen grows and the thief can be robbed of them', () => {
    const c = Campaign.start({ stolenAnimalsJoinPen: true, startingCattle: 3 });
    raid(c, 'cattle');
    loot(c, 5, 6, 6, 6); // 3 stolen
    expect(c.s.lords[0]!.cattle).toBe(6);
    raid(c, 'cattle', FIVE, 1, 0);
    loot(c, 5, 6, 6, 6); // all 6, 3 of them player 1's own
    expect(c.s.lords[0]).toMatchObject({ cattle: 0, vp: 3 });
    expect(c.s.lords[1]).toMatchObject({ cattle: 6, vp: 6, booty: { cattle: 6, pigs: 0 } });
  });
});
