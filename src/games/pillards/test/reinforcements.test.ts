import { describe, expect, it } from 'vitest';
import { pillards } from '../index.ts';
import { defaultSheet, mayReinforce } from '../sheet.ts';
import { Campaign } from '../testing.ts';

const RF = (p: Partial<Record<'pen' | 'village' | 'orchard' | 'reserve' | 'raid', number>>) => ({
  pen: 0,
  village: 0,
  orchard: 0,
  reserve: 0,
  raid: 0,
  ...p,
});

describe('reinforcements', () => {
  it('PIL-REINF-1 PIL-R-37 PIL-ORDER-6 the call is on the turn-4 sheet only, once per game', () => {
    const c = Campaign.start();
    for (let turn = 1; turn <= 3; turn++) {
      expect(mayReinforce(c.s, 0)).toBe(false);
      const e = c.refuse(0, { ...c.sheet(0), reinforcements: RF({ reserve: 5 }) });
      expect(e.details).toEqual([
        {
          code: 'reinforce.window',
          rule: 'PIL-REINF-1',
          message: `Les renforts ne s’appellent qu’au tour 4 (tour actuel : ${turn}).`,
          en: `Reinforcements may only be called on turn 4 (this is turn ${turn}).`,
        },
      ]);
      c.orders();
    }
    expect(mayReinforce(c.s, 0)).toBe(true);
    expect(c.legal(0).some((sh) => 'raid' in sh && sh.reinforcements !== null)).toBe(true);
    c.orders({ 1: { reinforcements: RF({ reserve: 5 }) } });
    expect(c.s.turn).toBe(5);
    // Player 0 did not call on turn 4: too late now; player 1 called: once only.
    expect(
      c.refuse(0, { ...c.sheet(0), reinforcements: RF({ reserve: 5 }) }).details!.map((d) => d.code),
    ).toEqual(['reinforce.window']);
    expect(
      c.refuse(1, { ...c.sheet(1), reinforcements: RF({ reserve: 5 }) }).details!.map((d) => d.code),
    ).toEqual(['reinforce.twice']);
    expect(c.legal(0).every((sh) => 'raid' in sh && sh.reinforcements === null)).toBe(true);
  });

  it('PIL-REINF-1 PIL-R-37 reinforcementWindow = turn4to6: turn 4, 5 or 6, still once per game', () => {
    const c = Campaign.start({ players: 3, reinforcementWindow: 'turn4to6' });
    c.skipTurns(2);
    expect(c.refuse(0, { ...c.sheet(0), reinforcements: RF({ pen: 5 }) }).details![0]!.en).toBe(
      'Reinforcements may only be called on turn 4, 5 or 6 (this is turn 3).',
    );
    c.orders();
    c.orders({ 0: { reinforcements: RF({ pen: 5 }) } }); // turn 4
    c.orders({ 1: { reinforcements: RF({ pen: 5 }) } }); // turn 5
    expect(c.refuse(0, { ...c.sheet(0), reinforcements: RF({ pen: 5 }) }).details![0]!.code).toBe(
      'reinforce.twice',
    );
    expect(c.refuse(1, { ...c.sheet(1), reinforcements: RF({ pen: 5 }) }).details![0]!.code).toBe(
      'reinforce.twice',
    );
    c.orders({ 2: { reinforcements: RF({ pen: 5 }) } }); // turn 6
    expect(c.s.phase).toBe('over');
    expect(c.ofType('reinforcementsCalled').map((e) => e.player)).toEqual([0, 1, 2]);
    expect(c.s.lords.map((l) => l.ledger.map((e) => [e.turn, e.vp]))).toEqual([
      [[4, -5]],
      [[5, -5]],
      [[6, -5]],
    ]);
  });

  it('PIL-REINF-2 PIL-R-38 PIL-ORDER-6 the 5 men-at-arms exist from the reveal and defend the posts chosen on the same sheet', () => {
    const c = Campaign.start();
    c.skipTurns(3);
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { cavalry: 3 } } },
      1: { posts: { pen: { archers: 1 } }, reinforcements: RF({ pen: 2, village: 1, reserve: 2 }) },
    });
    const l = c.s.lords[1]!;
    expect(l.posts).toEqual({
      pen: { archers: 1, menAtArms: 2, cavalry: 0 },
      village: { archers: 0, menAtArms: 1, cavalry: 0 },
      orchard: { archers: 0, menAtArms: 0, cavalry: 0 },
      reserve: { archers: 3, menAtArms: 10, cavalry: 3 },
    });
    expect(c.ofType('reinforcementsCalled')).toEqual([
      { type: 'reinforcementsCalled', rule: 'PIL-REINF-3', player: 1, arrival: 'sameTurnDefensiveOnly' },
    ]);
    c.roll(5); // 5 − 2 = 3: the local guard only, including the 2 new men-at-arms
    expect(c.ofType('defenders').at(-1)).toEqual({
      type: 'defenders',
      rule: 'PIL-RAID-3',
      no: 1,
      figures: [
        { owner: 1, origin: 'pen', figureType: 'archers', count: 1 },
        { owner: 1, origin: 'pen', figureType: 'menAtArms', count: 2 },
      ],
    });
    c.act(0, { type: 'retreat' });
    c.rollAll(1); // the archer's parting shot misses
    // From the next turn on they are ordinary men-at-arms, and may raid.
    expect(c.s.turn).toBe(5);
    expect(defaultSheet(c.s, 1).posts.reserve).toEqual({ archers: 4, menAtArms: 13, cavalry: 3 });
    c.orders({ 1: { raid: { target: 0, type: 'burn', force: { menAtArms: 13 } } } });
    expect(c.ofType('raidStarted').at(-1)).toMatchObject({
      attacker: 1,
      force: { archers: 0, menAtArms: 13, cavalry: 0 },
    });
  });

  it('PIL-REINF-2 PIL-R-38 sameTurnAnyPost: the new men-at-arms may also join the raid of the turn', () => {
    const c = Campaign.start({ reinforcementArrival: 'sameTurnAnyPost' });
    c.skipTurns(3);
    c.orders({
      0: {
        raid: { target: 1, type: 'burn', force: { cavalry: 1 } },
        reinforcements: RF({ raid: 4, orchard: 1 }),
      },
    });
    expect(c.s.lords[0]!.raid).toEqual({ archers: 0, menAtArms: 4, cavalry: 1 });
    expect(c.s.lords[0]!.posts.orchard).toEqual({ archers: 0, menAtArms: 1, cavalry: 0 });
    expect(c.ofType('raidStarted')).toEqual([
      {
        type: 'raidStarted',
        rule: 'PIL-RAID-1',
        no: 1,
        attacker: 0,
        target: 1,
        raidType: 'burn',
        force: { archers: 0, menAtArms: 4, cavalry: 1 },
      },
    ]);
    // Five figures: no −1 for a small force.
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-RAID-1', modifier: 0 } });
    // A raid made of the new men-at-arms alone is a raid of 5 figures.
    const d = Campaign.start({ reinforcementArrival: 'sameTurnAnyPost' });
    d.skipTurns(3);
    const v = pillards.validate(d.s, 1, {
      ...d.sheet(1),
      raid: { target: 0, type: 'cattle', force: {} },
      reinforcements: RF({ raid: 5 }),
    });
    expect(v.ok).toBe(true);
    const e = d.refuse(1, { ...d.sheet(1), reinforcements: RF({ raid: 5 }) });
    expect(e.details!.map((x) => x.code)).toEqual(['reinforce.noRaid']);
  });

  it('PIL-REINF-2 PIL-R-38 nextTurn: nothing is placed; the men-at-arms arrive at the end of the turn', () => {
    const c = Campaign.start({ reinforcementArrival: 'nextTurn' });
    c.skipTurns(3);
    c.orders({
      0: { reinforcements: RF({}) },
      1: { raid: { target: 0, type: 'cattle', force: { cavalry: 1 } } },
    });
    expect(c.s.lords[0]!.arriving).toBe(5);
    expect(c.s.lords[0]!.posts.reserve.menAtArms).toBe(8); // not there to defend this turn
    expect(c.s.lords[0]!.reinforced).toBe(true);
    expect(c.s.lords[0]!.vp).toBe(-5); // booked at the reveal
    expect(c.ofType('reinforcementsCalled')).toEqual([
      { type: 'reinforcementsCalled', rule: 'PIL-REINF-3', player: 0, arrival: 'nextTurn' },
    ]);
    c.roll(3); // 3 − 2 = 1: empty-handed
    expect(c.s.turn).toBe(5);
    expect(c.s.lords[0]!).toMatchObject({ arriving: 0, raid: { archers: 0, menAtArms: 0, cavalry: 0 } });
    expect(c.s.lords[0]!.posts.reserve).toEqual({ archers: 4, menAtArms: 13, cavalry: 3 });
    expect(pillards.view(c.s, 1).fiefs[0]!.figures).toEqual({ archers: 4, menAtArms: 13, cavalry: 3 });
  });

  it('PIL-REINF-3 PIL-R-39 the call needs no figure, costs 5 VP once, booked at the reveal, and is public', () => {
    const c = Campaign.start({ players: 3, revealMode: 'referee' });
    c.skipTurns(3);
    expect(pillards.view(c.s, 1).fiefs[2]!.reinforced).toBe(false);
    // Every one of the 15 figures keeps its post: nobody is sent as a messenger.
    const evs = c.orders({
      0: { raid: { target: 1, type: 'cattle', force: { cavalry: 1 } } },
      2: { posts: { pen: { archers: 4, menAtArms: 8, cavalry: 3 } }, reinforcements: RF({ village: 5 }) },
    });
    expect(evs.filter((e) => e.type === 'vp')).toEqual([
      { type: 'vp', rule: 'PIL-VP-1', player: 2, vp: -5, reason: 'reinforcements', total: -5, raid: null },
    ]);
    expect(c.s.lords[2]!.posts.pen).toEqual({ archers: 4, menAtArms: 8, cavalry: 3 });
    expect(c.s.lords[2]!.posts.village).toEqual({ archers: 0, menAtArms: 5, cavalry: 0 });
    for (const viewer of [0, 1, 2, null]) {
      const f = pillards.view(c.s, viewer).fiefs[2]!;
      expect(f).toMatchObject({
        reinforced: true,
        vp: -5,
        ledger: [{ turn: 4, raid: null, reason: 'reinforcements', vp: -5 }],
      });
    }
    c.roll(3); // the raid of 0: 3 − 2 = 1, empty-handed
    c.skipTurns(2);
    expect(c.s.phase).toBe('over');
    expect(c.s.lords[2]!.ledger).toEqual([{ turn: 4, raid: null, reason: 'reinforcements', vp: -5 }]);
    expect(c.s.outcome).toEqual({ scores: [0, 0, -5], ranks: [1, 1, 3], winners: [0, 1] });
  });
});
