import { describe, expect, it } from 'vitest';
import type { PilAction } from '../index.ts';
import { pillards } from '../index.ts';
import { parseOptions } from '../options.ts';
import { raidTargets } from '../sheet.ts';
import type { PilState } from '../state.ts';
import { Campaign } from '../testing.ts';

const START = { archers: 4, menAtArms: 8, cavalry: 3 };
const NONE = { archers: 0, menAtArms: 0, cavalry: 0 };

function setupError(options: Record<string, unknown>) {
  const r = pillards.setup(options);
  if (r.ok) throw new Error(`expected a refusal for ${JSON.stringify(options)}`);
  return r.error;
}

describe('setup', () => {
  it('PIL-SETUP-1 PIL-R-01 2 to maxPlayers players (default 6, up to 8), seats 0…n−1', () => {
    for (let n = 2; n <= 6; n++) {
      const c = Campaign.start({ players: n });
      expect(c.s.n).toBe(n);
      expect(c.s.lords).toHaveLength(n);
      expect(pillards.view(c.s, null).fiefs.map((f) => f.seat)).toEqual(
        Array.from({ length: n }, (_, i) => i),
      );
    }
    expect(setupError({ players: 7 })).toMatchObject({ code: 'options.players', rule: 'PIL-SETUP-1' });
    expect(Campaign.start({ players: 8, maxPlayers: 8 }).s.n).toBe(8);
    expect(Campaign.start({ players: 7, maxPlayers: 8 }).s.n).toBe(7);
    expect(setupError({ players: 9, maxPlayers: 9 })).toMatchObject({
      code: 'options.invalid',
      rule: 'PIL-SETUP-6',
    });
    expect(setupError({ players: 1 })).toMatchObject({ code: 'options.invalid', rule: 'PIL-SETUP-6' });
    expect(setupError({ players: 4, maxPlayers: 3 })).toMatchObject({
      code: 'options.players',
      rule: 'PIL-SETUP-1',
    });
  });

  it('PIL-SETUP-1 PIL-R-01 clockwise is increasing seat index, wrapping from n−1 to 0', () => {
    const c = Campaign.start({ players: 5, raidTargets: 'adjacent' });
    expect(raidTargets(c.s, 0)).toEqual([1, 4]);
    expect(raidTargets(c.s, 4)).toEqual([0, 3]);
    expect(raidTargets(c.s, 2)).toEqual([1, 3]);
    // Initiative order goes clockwise from the start player, wrapping (PIL-INIT-3).
    c.orders({
      1: { raid: { target: 0, type: 'burn', force: { cavalry: 1 } } },
      3: { raid: { target: 4, type: 'burn', force: { cavalry: 1 } } },
      4: { raid: { target: 0, type: 'burn', force: { cavalry: 1 } } },
    });
    c.roll(5); // seat 1
    c.roll(2); // seat 3: lowest
    c.roll(6); // seat 4
    expect(c.ofType('raidOrder').at(-1)).toMatchObject({ start: 3, queue: [3, 4, 1] });
  });

  it('PIL-SETUP-2 PIL-R-02 PIL-R-04 PIL-R-06 PIL-R-08 each fief: 20 cattle, one prize pig, 6 trees, an untouched village', () => {
    const c = Campaign.start({ players: 3 });
    for (const l of c.s.lords) {
      expect(l.cattle).toBe(20);
      expect(l.pigs).toBe(1);
      expect(l.trees).toBe(6);
      expect(l.village).toEqual({
        idiot: false,
        blacksmith: false,
        chief: false,
        priest: false,
        cousins: 0,
        peasants: 0,
        notables: 0,
      });
      expect(l.booty).toEqual({ cattle: 0, pigs: 0 });
    }
    expect(c.s.o.cousins).toBe('unlimited');
    const u = Campaign.start({ startingCattle: 'unlimited', startingTrees: 'unlimited', cousins: 2 });
    expect(u.s.lords[0]).toMatchObject({ cattle: null, trees: null, pigs: 1 });
    expect(u.s.o.cousins).toBe(2);
    const z = Campaign.start({ startingCattle: 0, startingTrees: 0 });
    expect(z.s.lords[1]).toMatchObject({ cattle: 0, trees: 0 });
  });

  it('PIL-SETUP-2 PIL-R-10 the manor has no rules effect and cannot be raided', () => {
    const c = Campaign.start();
    const e = c.refuse(0, { ...c.sheet(0), raid: { target: 1, type: 'manor', force: { cavalry: 1 } } });
    expect(e).toMatchObject({ code: 'sheet.invalid', rule: 'PIL-ORDER-7' });
    expect(e.details!.map((d) => [d.code, d.rule])).toEqual([
      ['raid.type', 'PIL-ORDER-2'],
      ['sheet.totals', 'PIL-ORDER-4'],
    ]);
    expect(Object.keys(c.s.lords[0]!)).not.toContain('manor');
    const posts = c.refuse(0, { posts: { manor: START } });
    expect(posts.details!.map((d) => d.code)).toEqual([
      'posts.unknown',
      'sheet.totals',
      'sheet.totals',
      'sheet.totals',
    ]);
  });

  it('PIL-SETUP-3 each player starts with 8 men-at-arms, 4 archers and 3 cavalry, all at home', () => {
    const c = Campaign.start({ players: 4 });
    for (const l of c.s.lords) {
      expect(l.posts).toEqual({ pen: NONE, village: NONE, orchard: NONE, reserve: START });
      expect(l.raid).toEqual(NONE);
      expect(l.reinforced).toBe(false);
    }
    for (let p = 0; p < 4; p++) expect(pillards.view(c.s, p).fiefs[p]!.figures).toEqual(START);
  });

  it('PIL-SETUP-4 every player starts at 0 VP with an empty ledger; VP may become negative', () => {
    const c = Campaign.start();
    expect(c.s.lords.map((l) => [l.vp, l.ledger.length])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    c.orders({ 0: { raid: { target: 1, type: 'burn', force: { cavalry: 2 } } } });
    c.roll(1); // 1 − 2 → 0: slipped through
    c.roll(6); // loot 6 − 1 = 5: one tree
    expect(c.s.lords[1]!.vp).toBe(-5);
    expect(c.s.lords[1]!.ledger).toEqual([{ turn: 1, raid: 1, reason: 'treeBurned', vp: -5 }]);
    expect(pillards.view(c.s, 0).fiefs[1]!.vp).toBe(-5);
  });

  it('PIL-SETUP-5 PIL-R-43 every roll of a campaign is a pool of six-sided dice; faces outside 1…6 are refused', () => {
    const seen = new Set<string>();
    for (let game = 0; game < 12; game++) {
      const r = pillards.setup({ players: 3, excessHits: game % 2 ? 'reallocate' : 'discard' });
      if (!r.ok) throw new Error(r.error.en);
      const s: PilState = r.value;
      let step = 0;
      for (;;) {
        const p = pillards.pending(s);
        if (p.kind === 'over') break;
        step++;
        if (p.kind === 'chance') {
          expect(p.request.dice).toMatch(/^[1-9][0-9]*d6$/);
          seen.add(p.request.rule);
          const n = Number(p.request.dice.split('d')[0]);
          const bad = pillards.applyChance(s, new Array<number>(n).fill(7));
          expect(bad).toMatchObject({ ok: false, error: { code: 'dice.face', rule: p.request.rule } });
          const faces = Array.from({ length: n }, (_, i) => ((step * 7 + i * 3 + game) % 6) + 1);
          const a = pillards.applyChance(s, faces);
          if (!a.ok) throw new Error(a.error.en);
        } else if (p.kind === 'simultaneous') {
          const m = new Map<number, PilAction>();
          for (const q of p.players) {
            const legal = pillards.legal(s, q);
            m.set(q, legal[(step * 5 + q * 11 + game) % legal.length]!);
          }
          pillards.applyOrders(s, m);
        } else {
          const legal = pillards.legal(s, p.player);
          pillards.apply(s, p.player, legal[(step + game) % legal.length]!);
        }
      }
    }
    for (const rule of ['PIL-INIT-1', 'PIL-RAID-1', 'PIL-COMBAT-6', 'PIL-COMBAT-8', 'PIL-LOOT-1']) {
      expect(seen).toContain(rule);
    }
  });

  it('PIL-SETUP-6 the configuration is validated, complete with defaults, fixed for the campaign and shown to all', () => {
    const o = parseOptions({ players: 3 });
    expect(o).toMatchObject({
      ok: true,
      value: {
        players: 3,
        maxPlayers: 6,
        humans: [],
        startingCattle: 20,
        startingTrees: 6,
        villageModel: 'namedRoster',
        cousins: 'unlimited',
        stolenAnimalsJoinPen: false,
        raidTargets: 'any',
        revealMode: 'open',
        orderSeconds: 'none',
        negotiationSeconds: 300,
        initiativeRollers: 'raiders',
        lootOnResistance6: false,
        reserveRounding: 'halfUp',
        reserveReuse: 'available',
        excessHits: 'discard',
        lootForceSize: 'survivors',
        reinforcementWindow: 'turn4',
        reinforcementArrival: 'sameTurnDefensiveOnly',
        diceMode: 'engine',
      },
    });
    expect(setupError({ raidTargets: 'far' })).toMatchObject({
      code: 'options.invalid',
      rule: 'PIL-SETUP-6',
    });
    expect(setupError({ turns: 8 })).toMatchObject({ code: 'options.invalid', rule: 'PIL-SETUP-6' });
    expect(setupError({ humans: [2] })).toMatchObject({ code: 'options.humans', rule: 'PIL-NEGO-2' });
    expect(setupError({ humans: [1, 1] })).toMatchObject({ code: 'options.humans', rule: 'PIL-NEGO-2' });
    const c = Campaign.start({ players: 3, humans: [1], diceMode: 'physical', revealMode: 'referee' });
    for (const viewer of [0, 1, 2, null]) {
      const v = pillards.view(c.s, viewer);
      expect(v.options).toEqual(c.s.o);
      expect(v.options).toMatchObject({ humans: [1], diceMode: 'physical', revealMode: 'referee' });
    }
    // The options object is shared by every copy of the state and never changes during the campaign.
    const before = JSON.stringify(c.s.o);
    for (let t = 1; t <= 6; t++) {
      c.act(1, { type: 'ready' });
      c.orders();
    }
    expect(c.s.phase).toBe('over');
    expect(JSON.stringify(c.s.o)).toBe(before);
  });
});
