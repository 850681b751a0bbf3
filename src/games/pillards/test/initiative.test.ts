import { describe, expect, it } from 'vitest';
import { pillards } from '../index.ts';
import { Campaign, type SheetSpec } from '../testing.ts';

/** A small raid of one cavalryman (resistance −2). */
const raid = (target: number): SheetSpec => ({ raid: { target, type: 'burn', force: { cavalry: 1 } } });

/** Resolves the pending raids quickly: resistance 3 − 2 = 1, home empty-handed. */
function finishRaids(c: Campaign): void {
  while (c.s.phase === 'resistance') c.roll(3);
}

describe('initiative', () => {
  it('PIL-INIT-1 PIL-R-20 no raid: no roll, the phase is skipped', () => {
    const c = Campaign.start({ players: 3 });
    const evs = c.orders();
    expect(evs.map((e) => e.type)).toEqual([
      'ordersRevealed',
      'noRaid',
      'turnEnded',
      'turnStarted',
      'negotiationSkipped',
      'ordersOpen',
    ]);
    expect(evs[1]).toEqual({ type: 'noRaid', rule: 'PIL-INIT-1', turn: 1 });
    expect(c.rolls()).toEqual([]);
    // Also under initiativeRollers = all.
    const all = Campaign.start({ players: 3, initiativeRollers: 'all' });
    all.orders();
    expect(all.rolls()).toEqual([]);
    expect(all.s.turn).toBe(2);
  });

  it('PIL-INIT-1 PIL-R-20 one raid: no roll, the raid is resolved at once', () => {
    for (const initiativeRollers of ['raiders', 'all']) {
      const c = Campaign.start({ players: 4, initiativeRollers });
      const evs = c.orders({ 2: raid(0) });
      expect(evs.find((e) => e.type === 'raidOrder')).toEqual({
        type: 'raidOrder',
        rule: 'PIL-INIT-1',
        queue: [2],
      });
      expect(c.pending()).toMatchObject({
        kind: 'chance',
        request: { rule: 'PIL-RAID-1', roller: 2, modifier: -2 },
      });
      expect(c.rolls()).toEqual([]);
    }
  });

  it('PIL-INIT-1 PIL-INIT-2 two raids or more: each raider rolls 1d6, the single lowest starts', () => {
    const c = Campaign.start({ players: 4 });
    c.orders({ 0: raid(1), 1: raid(2), 3: raid(0) });
    const expected = (roller: number) => ({
      kind: 'chance',
      request: {
        rule: 'PIL-INIT-1',
        dice: '1d6',
        roller,
        label: 'pil.roll.initiative',
        params: { turn: 1 },
        reroll: false,
      },
    });
    expect(c.pending()).toEqual(expected(0));
    c.roll(4);
    expect(c.pending()).toEqual(expected(1));
    c.roll(2);
    expect(c.pending()).toEqual(expected(3)); // seat 2 has no raid: it does not roll
    c.roll(5);
    expect(c.rolls()).toEqual([
      {
        type: 'roll',
        rule: 'PIL-INIT-1',
        player: 0,
        dice: '1d6',
        faces: [4],
        total: 4,
        result: '4',
        reroll: false,
      },
      {
        type: 'roll',
        rule: 'PIL-INIT-1',
        player: 1,
        dice: '1d6',
        faces: [2],
        total: 2,
        result: '2',
        reroll: false,
      },
      {
        type: 'roll',
        rule: 'PIL-INIT-1',
        player: 3,
        dice: '1d6',
        faces: [5],
        total: 5,
        result: '5',
        reroll: false,
      },
    ]);
    expect(c.ofType('raidOrder')).toEqual([
      { type: 'raidOrder', rule: 'PIL-INIT-3', start: 1, queue: [1, 3, 0] },
    ]);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-RAID-1', roller: 1 } });
  });

  it('PIL-INIT-2 tied lowest players alone roll again, until one is single lowest; the others’ first rolls do not matter', () => {
    const c = Campaign.start({ players: 5 });
    c.orders({ 0: raid(1), 1: raid(2), 2: raid(3), 3: raid(4), 4: raid(0) });
    c.roll(2); // 0
    c.roll(6); // 1
    c.roll(2); // 2
    c.roll(2); // 3
    c.roll(3); // 4
    expect(c.ofType('initiativeTie')).toEqual([
      { type: 'initiativeTie', rule: 'PIL-INIT-2', players: [0, 2, 3], face: 2 },
    ]);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-INIT-1', roller: 0, reroll: true },
    });
    c.roll(5); // 0
    c.roll(1); // 2
    c.roll(1); // 3
    expect(c.ofType('initiativeTie').at(-1)).toEqual({
      type: 'initiativeTie',
      rule: 'PIL-INIT-2',
      players: [2, 3],
      face: 1,
    });
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { roller: 2, reroll: true } });
    c.roll(6); // 2
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { roller: 3, reroll: true } });
    c.roll(4); // 3: single lowest now (player 4's 3 of the first roll-off no longer counts)
    expect(c.rolls().map((r) => [r.player, r.faces[0], r.reroll])).toEqual([
      [0, 2, false],
      [1, 6, false],
      [2, 2, false],
      [3, 2, false],
      [4, 3, false],
      [0, 5, true],
      [2, 1, true],
      [3, 1, true],
      [2, 6, true],
      [3, 4, true],
    ]);
    expect(c.ofType('raidOrder')).toEqual([
      { type: 'raidOrder', rule: 'PIL-INIT-3', start: 3, queue: [3, 4, 0, 1, 2] },
    ]);
  });

  it('PIL-INIT-3 resolution goes clockwise from the start player, skipping players without a raid', () => {
    const c = Campaign.start({ players: 6 });
    c.orders({ 0: raid(1), 2: raid(1), 3: raid(1), 5: raid(4) });
    for (const f of [5, 4, 1, 6]) c.roll(f); // seats 0, 2, 3, 5: seat 3 lowest
    expect(c.s.queue).toEqual([3, 5, 0, 2]);
    const attackers: number[] = [];
    while (c.s.phase === 'resistance') {
      attackers.push(c.s.raid!.attacker);
      c.roll(3);
    }
    expect(attackers).toEqual([3, 5, 0, 2]);
    expect(c.s.log.map((l) => [l.no, l.attacker])).toEqual([
      [1, 3],
      [2, 5],
      [3, 0],
      [4, 2],
    ]);
  });

  it('PIL-INIT-3 PIL-R-20 initiativeRollers = all: everyone rolls; a start player without a raid passes to the next raider clockwise', () => {
    const c = Campaign.start({ players: 4, initiativeRollers: 'all' });
    c.orders({ 1: raid(2), 3: raid(2) });
    for (const roller of [0, 1, 2, 3]) {
      expect(c.pending()).toMatchObject({
        kind: 'chance',
        request: { rule: 'PIL-INIT-1', roller, reroll: false },
      });
      c.roll([5, 3, 1, 4][roller]!);
    }
    expect(c.ofType('raidOrder')).toEqual([
      { type: 'raidOrder', rule: 'PIL-INIT-3', start: 2, queue: [3, 1] },
    ]);
    expect(c.s.raid).toMatchObject({ attacker: 3 });
    // Ties among non-raiders are re-rolled too: the start player must be single.
    const t = Campaign.start({ players: 3, initiativeRollers: 'all' });
    t.orders({ 0: raid(1), 2: raid(1) });
    t.roll(3);
    t.roll(1);
    t.roll(1);
    expect(t.ofType('initiativeTie')).toEqual([
      { type: 'initiativeTie', rule: 'PIL-INIT-2', players: [1, 2], face: 1 },
    ]);
    t.roll(2); // 1
    t.roll(5); // 2
    expect(t.ofType('raidOrder')).toEqual([
      { type: 'raidOrder', rule: 'PIL-INIT-3', start: 1, queue: [2, 0] },
    ]);
  });

  it('PIL-INIT-4 the initiative is rolled anew every turn', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({ 0: raid(1), 1: raid(2) });
    c.roll(1);
    c.roll(6);
    finishRaids(c);
    expect(c.s.turn).toBe(2);
    c.orders({ 0: raid(1), 1: raid(2) });
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-INIT-1', roller: 0, reroll: false },
    });
    c.roll(6);
    c.roll(1);
    expect(c.ofType('raidOrder').map((e) => [e.start, e.queue])).toEqual([
      [0, [0, 1]],
      [1, [1, 0]],
    ]);
    expect(c.rolls().filter((r) => r.rule === 'PIL-INIT-1')).toHaveLength(4);
    expect(pillards.view(c.s, 2).queue).toEqual([1, 0]);
  });
});
