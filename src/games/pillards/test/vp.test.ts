import { describe, expect, it } from 'vitest';
import { owned } from '../state.ts';
import { pillards } from '../index.ts';
import { Campaign } from '../testing.ts';

const FIVE = { menAtArms: 5 };
const CALL = { pen: 0, village: 0, orchard: 0, reserve: 5, raid: 0 };

/** Rolls resistance to a modified 2 (the local guard only): with an empty guard the loot roll is next. */
function resist2(c: Campaign): void {
  const p = c.pending();
  if (p.kind !== 'chance' || p.request.rule !== 'PIL-RAID-1') throw new Error('resistance expected');
  c.roll(2 - p.request.modifier!);
}

describe('victory points (PIL-VP-1..4, PIL-R-41, PIL-R-42)', () => {
  it('PIL-VP-1 the ledger records turn, raid, reason and VP of every scoring event; totals may be negative', () => {
    const c = Campaign.start();
    // Turn 1: cattle row 6, 3d6 = 12, and the pig.
    c.orders({ 0: { raid: { target: 1, type: 'cattle', force: FIVE } } });
    resist2(c);
    c.roll(6);
    c.roll(3, 4, 5);
    // Turn 2: the idiot (peasant). Turn 3: the chief (notable).
    c.orders({ 0: { raid: { target: 1, type: 'humiliate', force: FIVE } } });
    resist2(c);
    c.roll(2);
    c.orders({ 0: { raid: { target: 1, type: 'humiliate', force: FIVE } } });
    resist2(c);
    c.roll(4);
    // Turn 4: player 1 calls reinforcements (booked at the reveal, no raid); two trees burn.
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: FIVE } },
      1: { reinforcements: CALL },
    });
    resist2(c);
    c.roll(6);
    expect(c.s.lords[0]!.ledger).toEqual([
      { turn: 1, raid: 1, reason: 'cattleStolen', vp: 12 },
      { turn: 1, raid: 1, reason: 'pigStolen', vp: 5 },
    ]);
    expect(c.s.lords[1]!.ledger).toEqual([
      { turn: 2, raid: 2, reason: 'peasantHumiliated', vp: -2 },
      { turn: 3, raid: 3, reason: 'notableHumiliated', vp: -3 },
      { turn: 4, raid: null, reason: 'reinforcements', vp: -5 },
      { turn: 4, raid: 4, reason: 'treeBurned', vp: -5 },
      { turn: 4, raid: 4, reason: 'treeBurned', vp: -5 },
    ]);
    expect(c.s.lords[0]!.vp).toBe(17);
    expect(c.s.lords[1]!.vp).toBe(-20);
    for (const l of c.s.lords) expect(l.vp).toBe(l.ledger.reduce((a, e) => a + e.vp, 0));
    // Every booking is also announced as a public 'vp' event with the running total.
    expect(c.ofType('vp').map((e) => [e.player, e.vp, e.total])).toEqual([
      [0, 12, 12],
      [0, 5, 17],
      [1, -2, -2],
      [1, -3, -5],
      [1, -5, -10],
      [1, -5, -15],
      [1, -5, -20],
    ]);
    c.skipTurns(2);
    expect(c.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [17, -20], ranks: [1, 2], winners: [0] },
    });
  });

  it('PIL-VP-2 killing or losing figures scores nothing; losing cattle costs the victim nothing', () => {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: FIVE } },
      1: { posts: { pen: { menAtArms: 2 } } },
    });
    c.roll(2);
    c.act(0, { type: 'fight' });
    c.roll(5, 5, 1, 1, 1); // two hits on the guard
    c.roll(5, 1); // one hit on the raiders
    c.roll(1); // a raider dies
    c.roll(1, 1); // both guards die
    expect(c.ofType('casualties')).toHaveLength(2);
    c.roll(3); // four survivors: 3 − 1 = row 2
    c.roll(6); // 6 head
    expect(c.s.lords[0]!.ledger).toEqual([{ turn: 1, raid: 1, reason: 'cattleStolen', vp: 6 }]);
    expect(c.s.lords[1]!.ledger).toEqual([]);
    expect(c.s.lords[1]!.vp).toBe(0);
  });

  it('PIL-VP-2 a raid destroyed to the last figure scores nothing for either side', () => {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: { cavalry: 1 } } },
      1: { posts: { orchard: { cavalry: 3 } } },
    });
    c.roll(4); // 4 − 2 = 2
    c.act(0, { type: 'fight' });
    c.roll(4); // the raider hits
    c.roll(4, 4, 1); // two hits on the lone raider: one is lost (PIL-R-31)
    c.roll(1); // the raider dies
    c.roll(1); // a defender dies
    expect(c.s.log.at(-1)).toMatchObject({ end: 'destroyed' });
    expect(c.s.lords.map((l) => l.ledger)).toEqual([[], []]);
  });

  it('PIL-VP-3 after the raids of turn 6 the game ends; ties for the highest total share the victory', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({ 0: { raid: { target: 1, type: 'cattle', force: FIVE } } });
    resist2(c);
    c.roll(2);
    c.roll(4);
    c.orders({ 2: { raid: { target: 1, type: 'cattle', force: FIVE } } });
    resist2(c);
    c.roll(3);
    c.roll(4);
    c.skipTurns(3);
    expect(c.s.turn).toBe(6);
    expect(c.pending()).toMatchObject({ kind: 'simultaneous' });
    c.skipTurns(1);
    expect(c.s.phase).toBe('over');
    expect(c.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [4, 0, 4], ranks: [1, 3, 1], winners: [0, 2] },
    });
    expect(c.ofType('campaignOver')).toEqual([
      expect.objectContaining({ rule: 'PIL-VP-3', winners: [0, 2], scores: [4, 0, 4] }),
    ]);
    // Nothing more can be ordered.
    expect(pillards.validate(c.s, 0, c.sheet(0)).ok).toBe(false);
  });

  it('PIL-VP-3 a campaign where everyone scores 0 is a victory shared by all', () => {
    const c = Campaign.start({ players: 4 });
    c.skipTurns(6);
    expect(c.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [0, 0, 0, 0], ranks: [1, 1, 1, 1], winners: [0, 1, 2, 3] },
    });
  });

  it('PIL-VP-4 every running total and ledger is public to every seat and spectators, in every reveal mode', () => {
    for (const revealMode of ['open', 'referee'] as const) {
      const c = Campaign.start({ players: 3, revealMode });
      c.orders({ 0: { raid: { target: 1, type: 'burn', force: FIVE } } });
      resist2(c);
      c.roll(5);
      for (const viewer of [0, 1, 2, null]) {
        const v = pillards.view(c.s, viewer);
        expect(v.fiefs.map((f) => f.vp)).toEqual([0, -5, 0]);
        expect(v.fiefs[1]!.ledger).toEqual([{ turn: 1, raid: 1, reason: 'treeBurned', vp: -5 }]);
      }
    }
  });

  it('PIL-R-41 literal scoring: the thief scores cattle, the burner and the humiliator score nothing', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({
      0: { raid: { target: 2, type: 'cattle', force: FIVE } },
      1: { raid: { target: 2, type: 'humiliate', force: FIVE } },
      2: { raid: { target: 0, type: 'burn', force: FIVE } },
    });
    c.roll(1); // player 0 starts
    c.roll(2);
    c.roll(3);
    expect(c.s.queue).toEqual([0, 1, 2]);
    resist2(c);
    c.roll(2);
    c.roll(5); // 5 head from player 2
    resist2(c);
    c.roll(5); // player 2's priest
    resist2(c);
    c.roll(4); // one of player 0's trees
    expect(c.s.lords.map((l) => l.vp)).toEqual([5 - 5, 0, -3]);
    expect(c.s.lords[1]!.ledger).toEqual([]);
    expect(c.s.lords[2]!.ledger).toEqual([{ turn: 1, raid: 2, reason: 'notableHumiliated', vp: -3 }]);
  });

  it('PIL-R-42 highest total wins even when negative; full ranking with shared places', () => {
    const c = Campaign.start({ players: 3 });
    c.skipTurns(3);
    // Turn 4: players 0 and 2 call reinforcements (−5); player 0 burns two of player 1's trees (−10).
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: FIVE }, reinforcements: CALL },
      2: { reinforcements: CALL },
    });
    resist2(c);
    c.roll(6);
    c.skipTurns(2);
    expect(c.pending()).toEqual({
      kind: 'over',
      outcome: { scores: [-5, -10, -5], ranks: [1, 3, 1], winners: [0, 2] },
    });
  });
});

describe('losses persist (PIL-TURN-5, PIL-R-40)', () => {
  it('PIL-TURN-5 dead figures are gone for the rest of the campaign, on both sides', () => {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type: 'cattle', force: FIVE } },
      1: { posts: { pen: { menAtArms: 1, archers: 1 } } },
    });
    c.roll(2);
    c.act(0, { type: 'fight' });
    c.roll(1); // volley: the archer misses
    c.roll(5, 5, 1, 1, 1); // melee: the raiders hit twice
    c.roll(1); // the archer misses
    c.roll(5); // the man-at-arms hits
    c.roll(1); // a raider dies
    c.roll(1); // the archer dies
    c.roll(1); // the man-at-arms dies
    c.roll(1); // loot: nothing
    expect(c.s.turn).toBe(2);
    const start = { archers: 4, menAtArms: 8, cavalry: 3 };
    expect(owned(c.s.lords[0]!)).toEqual({ ...start, menAtArms: 7 });
    expect(owned(c.s.lords[1]!)).toEqual({ archers: 3, menAtArms: 7, cavalry: 3 });
    // A sheet for the 15 starting figures is refused: the dead are not replaced.
    const full = c.sheet(0);
    full.posts.reserve = { ...start };
    expect(pillards.validate(c.s, 0, full).ok).toBe(false);
    c.skipTurns(4);
    expect(c.s.turn).toBe(6);
    expect(owned(c.s.lords[0]!)).toEqual({ ...start, menAtArms: 7 });
    expect(owned(c.s.lords[1]!)).toEqual({ archers: 3, menAtArms: 7, cavalry: 3 });
  });

  it('PIL-R-40 retreated raiders that survive the parting attacks are home for the next turn', () => {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type: 'humiliate', force: { menAtArms: 3, cavalry: 2 } } },
      1: { posts: { village: { cavalry: 1, menAtArms: 2 } } },
    });
    c.roll(2);
    c.act(0, { type: 'retreat' });
    c.roll(6); // the defending cavalryman strikes (men-at-arms do not)
    c.act(0, { type: 'allocate', hits: [{ owner: 0, origin: 'raid', figureType: 'cavalry', count: 1 }] });
    c.roll(1); // the cavalryman dies
    expect(c.s.log.at(-1)).toMatchObject({ end: 'retreated' });
    expect(c.s.turn).toBe(2);
    expect(c.s.lords[0]!.raid).toEqual({ archers: 0, menAtArms: 0, cavalry: 0 });
    expect(c.s.lords[0]!.posts.reserve).toEqual({ archers: 4, menAtArms: 8, cavalry: 2 });
    // The survivors can raid again.
    c.orders({ 0: { raid: { target: 1, type: 'humiliate', force: { menAtArms: 8, cavalry: 2 } } } });
    expect(c.s.lords[0]!.raid).toEqual({ archers: 0, menAtArms: 8, cavalry: 2 });
  });
});
