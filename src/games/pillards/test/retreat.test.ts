import { describe, expect, it } from 'vitest';
import type { Force } from '../forces.ts';
import { owned } from '../state.ts';
import { Campaign } from '../testing.ts';
import { hit, home, missAll, resist, save, sideOf } from './raidSteps.ts';

/** Player 0 raids player 1's pen with `force` against `guard` alone (resistance 2); round 1 is awaited. */
function combat(force: Partial<Force>, guard: Partial<Force>): Campaign {
  const c = Campaign.start();
  c.orders({ 0: { raid: { target: 1, type: 'cattle', force } }, 1: home('pen', guard) });
  resist(c, 2);
  expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
  return c;
}

describe('retreat (PIL-COMBAT-11, PIL-R-33, PIL-R-34)', () => {
  it('PIL-COMBAT-11 PIL-R-33 PIL-R-34 retreat in round 1, before the volley: parting attacks by defending archers and cavalry only', () => {
    const c = combat({ archers: 2, menAtArms: 2, cavalry: 1 }, { archers: 2, menAtArms: 3, cavalry: 1 });
    c.act(0, { type: 'retreat' });
    expect(c.ofType('retreat')).toEqual([expect.objectContaining({ rule: 'PIL-COMBAT-11', round: 1 })]);
    expect(c.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PIL-COMBAT-11', roller: 1, target: 5, params: { step: 'parting', side: 1 } },
    });
    hit(c, 1, 'archers', 5, 6);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-COMBAT-11', target: 4 } });
    hit(c, 1, 'cavalry', 4);
    // 3 hits on 5 raiders of three groups: the attacker allocates, one per figure.
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(c.refuse(1, { type: 'allocate', hits: [] }).code).toBe('turn.notYours');
    c.act(0, {
      type: 'allocate',
      hits: [
        { owner: 0, origin: 'raid', figureType: 'archers', count: 1 },
        { owner: 0, origin: 'raid', figureType: 'menAtArms', count: 1 },
        { owner: 0, origin: 'raid', figureType: 'cavalry', count: 1 },
      ],
    });
    save(c, 0, 'archers', 5);
    save(c, 0, 'menAtArms', 5);
    save(c, 0, 'cavalry', 3);
    // No volley, no melee, no return fire: only the defenders rolled to hit.
    expect(c.ofType('stepStarted').map((e) => e.step)).toEqual(['parting']);
    expect(c.rolls().map((r) => [r.rule, r.side])).toEqual([
      ['PIL-RAID-1', undefined],
      ['PIL-COMBAT-11', 1],
      ['PIL-COMBAT-11', 1],
      ['PIL-COMBAT-8', 0],
      ['PIL-COMBAT-8', 0],
      ['PIL-COMBAT-8', 0],
    ]);
    expect(c.s.log).toEqual([expect.objectContaining({ result: 2, end: 'retreated' })]);
    expect(c.rolls().some((r) => r.rule === 'PIL-LOOT-1')).toBe(false);
    // Survivors are home for the next turn; the defenders lost nothing.
    expect(c.s.turn).toBe(2);
    expect(owned(c.s.lords[0]!)).toEqual({ archers: 3, menAtArms: 8, cavalry: 2 });
    expect(owned(c.s.lords[1]!)).toEqual({ archers: 4, menAtArms: 8, cavalry: 3 });
    expect(c.s.lords[1]!.cattle).toBe(20);
  });

  it('PIL-COMBAT-11 retreat at the start of round 2: as many parting hits as raiders, one save each', () => {
    const c = combat({ menAtArms: 3 }, { menAtArms: 2, cavalry: 3 });
    c.act(0, { type: 'fight' });
    expect(missAll(c)).toHaveLength(3);
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
    c.act(0, { type: 'retreat' });
    expect(c.ofType('retreat')).toEqual([expect.objectContaining({ round: 2 })]);
    hit(c, 1, 'cavalry', 4, 5, 6);
    save(c, 0, 'menAtArms', 1, 2, 5);
    expect(c.s.log).toEqual([expect.objectContaining({ end: 'retreated' })]);
    expect(owned(c.s.lords[0]!).menAtArms).toBe(6);
  });

  it('PIL-R-34 defending men-at-arms make no parting attack: no dice, the raid ends retreated', () => {
    const c = combat({ menAtArms: 5 }, { menAtArms: 8 });
    c.act(0, { type: 'retreat' });
    expect(c.rolls().map((r) => r.rule)).toEqual(['PIL-RAID-1']);
    expect(c.s.log).toEqual([expect.objectContaining({ end: 'retreated' })]);
    expect(owned(c.s.lords[0]!)).toEqual({ archers: 4, menAtArms: 8, cavalry: 3 });
  });

  it('PIL-R-33 the retreat is decided only at the start of a round, not between the volley and the melee', () => {
    const c = combat({ archers: 1, menAtArms: 4 }, { menAtArms: 2 });
    c.act(0, { type: 'fight' });
    hit(c, 0, 'archers', 1);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-COMBAT-6' } });
    expect(c.refuse(0, { type: 'retreat' }).code).toBe('turn.chance');
  });

  it('PIL-COMBAT-11 raiders all killed by the parting attacks: the raid still ends retreated, without loot', () => {
    // Section 4.3: PARTING → END(retreated). The outcome names differ, the effect (no loot) is the same.
    const c = combat({ cavalry: 1 }, { cavalry: 3 });
    c.act(0, { type: 'retreat' });
    hit(c, 1, 'cavalry', 6, 6, 6);
    save(c, 0, 'cavalry', 1);
    expect(c.s.log).toEqual([expect.objectContaining({ end: 'retreated' })]);
    expect(owned(c.s.lords[0]!).cavalry).toBe(2);
  });
});

describe('only the attacker retreats (PIL-COMBAT-12)', () => {
  it('PIL-COMBAT-12 the target has no retreat decision and cannot retreat', () => {
    const c = combat({ menAtArms: 5 }, { menAtArms: 1 });
    expect(c.legal(1)).toEqual([]);
    expect(c.refuse(1, { type: 'retreat' }).code).toBe('turn.notYours');
    c.act(0, { type: 'fight' });
    hit(c, 0, 'menAtArms', 1, 1, 1, 1, 1);
    hit(c, 1, 'menAtArms', 1);
    // Round 2: again only the attacker decides; a lone defender fights on until destroyed.
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(c.legal(1)).toEqual([]);
    c.act(0, { type: 'fight' });
    hit(c, 0, 'menAtArms', 5, 1, 1, 1, 1);
    hit(c, 1, 'menAtArms', 1);
    save(c, 1, 'menAtArms', 1);
    expect(sideOf(c, 1)).toEqual([]);
    expect(c.ofType('victory')).toHaveLength(1);
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-LOOT-1' } });
  });
});
