import { describe, expect, it } from 'vitest';
import { Campaign } from '../testing.ts';

describe('raid resolution', () => {
  it('PIL-RAID-1 PIL-RAID-2 a small raid rolls resistance −1 and slips through on 1: loot with the whole force', () => {
    const c = Campaign.start();
    c.orders({ 0: { raid: { target: 1, type: 'burn', force: { cavalry: 1, menAtArms: 1 } } } });
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-RAID-1', dice: '1d6', roller: 0, modifier: -1 },
    });
    c.roll(1);
    expect(c.rolls().at(-1)).toMatchObject({
      rule: 'PIL-RAID-1',
      faces: [1],
      modifier: -1,
      total: 0,
      result: 'slippedThrough',
    });
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1', modifier: -1 } });
    c.roll(6); // 6 − 1 = 5: one tree burned
    expect(c.s.lords[1]!.trees).toBe(5);
    expect(c.s.lords[1]!.vp).toBe(-5);
    expect(c.s.turn).toBe(2);
  });
});
