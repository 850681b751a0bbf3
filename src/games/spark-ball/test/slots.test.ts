import { describe, expect, it } from 'vitest';
import { effectsOf } from '../abilities.ts';
import { scoreGoal } from '../goal.ts';
import { sparkBall } from '../index.ts';
import { hasGardien } from '../shoot.ts';
import { OutReason, P_OUT, P_WHERE, set, Where } from '../state.ts';
import type { SBView } from '../view.ts';
import { formation, roster, rosterPlayer, Table, testOptions } from '../testing.ts';

const ANY = { lineup: { anyPositionFillsSlot: true } };
/** h2 (a Defender) in the Keeper slot, h1 (the Keeper) in a Defender slot. */
const SWAPPED_KEEPER = {
  type: 'lineup',
  players: ['h2', 'h1', 'h3', 'h4', 'h5', 'h6', 'h7'],
  slots: ['keeper', 'defender', 'defender', 'defender', 'attacker', 'attacker', 'attacker'],
};

describe('lineup.anyPositionFillsSlot (SB-R-53, SB-R-40, ARB-SB-66)', () => {
  it('SB-R-53 / ARB-SB-66 a Defender in the Keeper slot is the keeper for the match, with Gardien', () => {
    const t = Table.setup(testOptions(ANY));
    t.act(0, SWAPPED_KEEPER);
    expect(t.ofType('lineup')).toEqual([
      {
        type: 'lineup',
        rule: 'SB-R-53',
        side: 0,
        players: SWAPPED_KEEPER.players,
        slots: SWAPPED_KEEPER.slots,
      },
    ]);
    const h1 = t.index('h1');
    const h2 = t.index('h2');
    expect(t.s.info[h2]).toMatchObject({ position: 'keeper', rosterPosition: 'defender' });
    expect(t.s.info[h1]).toMatchObject({ position: 'defender', rosterPosition: 'keeper' });
    expect(effectsOf(t.s, h2).some((e) => e.source === 'gardien')).toBe(true);
    expect(effectsOf(t.s, h1).some((e) => e.source === 'gardien')).toBe(false);
    expect([hasGardien(t.s, h2), hasGardien(t.s, h1)]).toEqual([true, false]);
    const v = sparkBall.view(t.s, 0) as SBView;
    expect(v.players[h2]).toMatchObject({ position: 'keeper', rosterPosition: 'defender' });
    expect(v.players[t.index('h3')]!.rosterPosition).toBeUndefined();
    // The options (the roster) keep his roster position.
    expect(t.s.o.teams[0].players[1]!.position).toBe('defender');
  });

  it('ARB-SB-66 the keeper slot binds deployment: h2 must stand in the goal zone, h1 may leave it', () => {
    const t = Table.setup(testOptions(ANY));
    t.act(0, SWAPPED_KEEPER);
    t.act(0, { type: 'captain', player: 'h1' });
    t.act(1, { type: 'lineup', players: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] });
    t.act(1, { type: 'captain', player: 'a1' });
    for (const f of [2, 2, 5, 2]) t.roll(f);
    t.act(0, { type: 'deployOrder', first: true });
    const swapped = (h2: [number, number], h1: [number, number]) =>
      formation(0).map((q) =>
        q.player === 'h2'
          ? { ...q, x: h2[0], y: h2[1] }
          : q.player === 'h1'
            ? { ...q, x: h1[0], y: h1[1] }
            : q,
      );
    expect(t.refuse(0, { type: 'deploy', positions: swapped([3.5, 4], [6.5, 1.5]) })).toMatchObject({
      code: 'deploy.keeperZone',
      en: "h2 (#2) at (3.5, 4): the keeper's centre must be in his goal zone (3 ≤ x ≤ 10, 0 ≤ y ≤ 3).",
    });
    t.act(0, { type: 'deploy', positions: swapped([6.5, 1.5], [3.5, 4]) });
    expect(t.at('h2')).toEqual([6.5, 1.5]);
    expect(t.at('h1')).toEqual([3.5, 4]);
  });

  it('SB-R-53 without the variant a player may fill only his own position’s slot', () => {
    const t = Table.setup(testOptions());
    expect(t.refuse(0, SWAPPED_KEEPER)).toMatchObject({
      code: 'lineup.slot',
      rule: 'SB-R-53',
      en: '"h2" is a Defender: he may fill only a Defender slot, not a Keeper slot (only with lineup.anyPositionFillsSlot).',
      message:
        '"h2" est défenseur : il ne peut occuper qu\'un poste de défenseur, pas de gardien (seulement avec lineup.anyPositionFillsSlot).',
    });
    // Slots equal to the roster positions are accepted, as no slots at all.
    t.act(0, {
      type: 'lineup',
      players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'],
      slots: ['keeper', 'defender', 'defender', 'defender', 'attacker', 'attacker', 'attacker'],
    });
    expect(t.ofType('lineup')[0]).toMatchObject({ rule: 'SB-TEAM-3' });
    expect(t.ofType('lineup')[0]!.slots).toBeUndefined();
  });

  it('ARB-SB-66 refusals: two players in the Keeper slot, a slot left empty, slots of the wrong length', () => {
    const t = Table.setup(testOptions(ANY, roster('h', {}, [rosterPlayer('h8', 'attacker')])));
    const ids = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'];
    expect(
      t.refuse(0, {
        type: 'lineup',
        players: ids,
        slots: ['keeper', 'keeper', 'defender', 'defender', 'attacker', 'attacker', 'attacker'],
      }),
    ).toMatchObject({ code: 'lineup.slots', en: 'The line-up puts 2 players in Keeper slots; there are 1.' });
    expect(
      t.refuse(0, {
        type: 'lineup',
        players: ids.slice(0, 6),
        slots: ['keeper', 'defender', 'defender', 'defender', 'attacker', 'attacker'],
      }),
    ).toMatchObject({
      code: 'lineup.size',
      rule: 'SB-R-53',
      en: 'The line-up has 6 player(s); 7 needed (7 slots, 8 available, any player may fill any slot).',
    });
    expect(t.refuse(0, { type: 'lineup', players: ids, slots: ['keeper'] })).toMatchObject({
      code: 'lineup.shape',
      rule: 'SB-R-53',
    });
    // Four Attackers are fine when one of them fills a Defender slot.
    t.act(0, {
      type: 'lineup',
      players: ['h1', 'h2', 'h3', 'h8', 'h5', 'h6', 'h7'],
      slots: ['keeper', 'defender', 'defender', 'defender', 'attacker', 'attacker', 'attacker'],
    });
    expect(t.s.info[t.index('h8')]).toMatchObject({ position: 'defender', rosterPosition: 'attacker' });
  });

  it('ARB-SB-66 the legal line-ups: the roster positions, and a non-keeper in the Keeper slot', () => {
    const t = Table.setup(testOptions(ANY));
    const legal = t.legal(0).filter((a) => a.type === 'lineup');
    expect(legal).toEqual([
      { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'] },
      {
        type: 'lineup',
        players: ['h2', 'h1', 'h3', 'h4', 'h5', 'h6', 'h7'],
        slots: ['keeper', 'defender', 'defender', 'defender', 'attacker', 'attacker', 'attacker'],
      },
    ]);
    expect(
      Table.setup(testOptions())
        .legal(0)
        .filter((a) => a.type === 'lineup'),
    ).toHaveLength(1);
  });

  it('ARB-SB-66 the match position is part of the state: two line-ups differing by a slot hash apart', () => {
    const a = Table.setup(testOptions(ANY));
    const b = Table.setup(testOptions(ANY));
    a.act(0, SWAPPED_KEEPER);
    b.act(0, {
      ...SWAPPED_KEEPER,
      slots: ['keeper', 'attacker', 'defender', 'defender', 'defender', 'attacker', 'attacker'],
    });
    expect(sparkBall.hash(a.s)).not.toBe(sparkBall.hash(b.s));
    const c = sparkBall.clone(a.s);
    expect(sparkBall.hash(c)).toBe(sparkBall.hash(a.s));
  });

  it('SB-R-40 / ARB-SB-66 a vacancy may be filled by a reserve of any position, who takes the slot’s position', () => {
    const home = roster('h', {}, [rosterPlayer('h8', 'defender')]);
    const t = Table.atTurn1(0, testOptions(ANY, home));
    const h5 = t.index('h5');
    set(t.s, h5, P_WHERE, Where.Out);
    set(t.s, h5, P_OUT, OutReason.Serious);
    scoreGoal(t.s, 1, false, t.index('a5'), t.events);
    // Home concedes: his vacancy (h5, an Attacker's slot) is offered with every available reserve.
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-31' });
    expect(t.legal(0)).toEqual([
      { type: 'substitute', out: 'h5', reserve: 'h8' },
      { type: 'substitute', out: 'h5', reserve: null },
      { type: 'concede' },
    ]);
    expect(t.refuse(0, { type: 'substitute', out: 'h5', reserve: 'h2' })).toMatchObject({
      code: 'substitute.reserve',
      rule: 'SB-R-53',
      en: '"h2" cannot replace h5: name an available reserve of any position (h8) or null.',
    });
    t.act(0, { type: 'substitute', out: 'h5', reserve: 'h8' });
    expect(t.ofType('substituted')).toEqual([
      { type: 'substituted', rule: 'SB-R-53', side: 0, out: 'h5', reserve: 'h8', slot: 'attacker' },
    ]);
    expect(t.s.info[t.index('h8')]).toMatchObject({ position: 'attacker', rosterPosition: 'defender' });
  });
});
