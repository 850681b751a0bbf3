import { describe, expect, it } from 'vitest';
import type { RuleError } from '../../../engine/types.ts';
import { pillards } from '../index.ts';
import { defaultSheet, raidTargets, validateSheet } from '../sheet.ts';
import { Campaign } from '../testing.ts';

const NONE = { archers: 0, menAtArms: 0, cavalry: 0 };
const ALL = { archers: 4, menAtArms: 8, cavalry: 3 };
const RF_NONE = { pen: 0, village: 0, orchard: 0, reserve: 0, raid: 0 };

/** [code, rule] of every problem listed by a refusal. */
const problems = (e: RuleError) => e.details!.map((d) => [d.code, d.rule]);

describe('orders', () => {
  it('PIL-ORDER-1 each player writes one sheet: an offensive part (zero or one raid) and a defensive part', () => {
    const c = Campaign.start({ players: 3 });
    expect(c.ofType('ordersOpen')).toEqual([]); // opened at setup, before the fixture recorded events
    expect(c.pending()).toEqual({ kind: 'simultaneous', players: [0, 1, 2] });
    const v = pillards.validate(c.s, 1, {
      raid: null,
      posts: { pen: { menAtArms: 8 }, reserve: { archers: 4, cavalry: 3 } },
    });
    expect(v).toEqual({
      ok: true,
      value: {
        raid: null,
        posts: {
          pen: { archers: 0, menAtArms: 8, cavalry: 0 },
          village: NONE,
          orchard: NONE,
          reserve: { archers: 4, menAtArms: 0, cavalry: 3 },
        },
        pledges: [],
        reinforcements: null,
      },
    });
    expect(c.refuse(0, [])).toMatchObject({ code: 'sheet.shape', rule: 'PIL-ORDER-1' });
    expect(c.refuse(0, 'raid 1')).toMatchObject({ code: 'sheet.shape', rule: 'PIL-ORDER-1' });
    const extra = c.refuse(0, { ...c.sheet(0), orders: 'secret' });
    expect(problems(extra)).toEqual([['sheet.field', 'PIL-ORDER-1']]);
    c.orders();
    expect(c.ofType('ordersOpen')).toEqual([{ type: 'ordersOpen', rule: 'PIL-ORDER-1', turn: 2 }]);
  });

  it('PIL-ORDER-2 PIL-R-11 PIL-R-13 a raid names any other player, one of three types, and a force counted per type', () => {
    const c = Campaign.start({ players: 4 });
    expect(raidTargets(c.s, 2)).toEqual([0, 1, 3]);
    for (const type of ['cattle', 'humiliate', 'burn'] as const) {
      for (const target of [0, 1, 3]) {
        const v = pillards.validate(
          c.s,
          2,
          c.sheet(2, { raid: { target, type, force: { archers: 1, cavalry: 3 } } }),
        );
        expect(v).toMatchObject({
          ok: true,
          value: { raid: { target, type, force: { archers: 1, menAtArms: 0, cavalry: 3 } } },
        });
      }
    }
    // More figures of a type than owned: the per-type totals cannot match.
    const tooMany = c.refuse(2, {
      raid: { target: 0, type: 'cattle', force: { cavalry: 4 } },
      posts: { reserve: { archers: 4, menAtArms: 8 } },
    });
    expect(tooMany.details!.map((d) => d.en)).toEqual([
      'cavalry: 4 assigned for 3 owned; every figure goes to the raid or to exactly one post.',
    ]);
  });

  it('PIL-ORDER-2 PIL-R-11 raidTargets = adjacent: only the two neighbouring seats', () => {
    const c = Campaign.start({ players: 5, raidTargets: 'adjacent' });
    expect(raidTargets(c.s, 0)).toEqual([1, 4]);
    expect(raidTargets(c.s, 3)).toEqual([2, 4]);
    const e = c.refuse(0, c.sheet(0, { raid: { target: 2, type: 'burn', force: { cavalry: 1 } } }));
    expect(e).toMatchObject({ code: 'sheet.invalid', rule: 'PIL-ORDER-7' });
    expect(e.details).toEqual([
      {
        code: 'raid.adjacent',
        rule: 'PIL-R-11',
        message: 'Cible 2 non voisine : avec raidTargets = adjacent, seuls 1 et 4 sont permis.',
        en: 'Target 2 is not a neighbour: with raidTargets = adjacent only 1 and 4 are allowed.',
      },
    ]);
    c.orders({
      0: { raid: { target: 4, type: 'burn', force: { cavalry: 1 } } },
      4: { raid: { target: 0, type: 'burn', force: { cavalry: 1 } } },
    });
    expect(c.s.sheets[0]!.raid!.target).toBe(4);
    // With two players both seats are neighbours.
    const two = Campaign.start({ raidTargets: 'adjacent' });
    expect(raidTargets(two.s, 0)).toEqual([1]);
    expect(raidTargets(two.s, 1)).toEqual([0]);
    // With three, everyone is a neighbour.
    const three = Campaign.start({ players: 3, raidTargets: 'adjacent' });
    expect(raidTargets(three.s, 1)).toEqual([0, 2]);
  });

  it('PIL-ORDER-3 PIL-R-15 at most one raid of one own force; several players may raid the same target and location', () => {
    const c = Campaign.start({ players: 3 });
    const r = { target: 2, type: 'cattle', force: { cavalry: 1 } };
    const two = c.refuse(0, { ...c.sheet(0), raid: [r, r] });
    expect(problems(two)).toEqual([['raid.shape', 'PIL-ORDER-3']]);
    expect(two.details![0]!.en).toBe('At most one raid: an object { target, type, force } or null.');
    // A joint raid cannot be written: a force has no owner field.
    const joint = c.refuse(0, { ...c.sheet(0), raid: { ...r, with: 1 } });
    expect(problems(joint)).toEqual([
      ['raid.field', 'PIL-ORDER-2'],
      ['sheet.totals', 'PIL-ORDER-4'],
    ]);
    c.orders({
      0: { raid: { target: 2, type: 'cattle', force: { cavalry: 3 } } },
      1: { raid: { target: 2, type: 'cattle', force: { cavalry: 2 } } },
    });
    expect(c.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PIL-INIT-1', roller: 0 } });
    c.roll(6);
    c.roll(1);
    expect(c.s.queue).toEqual([1, 0]);
  });

  it('PIL-ORDER-4 PIL-R-12 every home figure holds exactly one post; any number of posts may be used', () => {
    const c = Campaign.start();
    const missing = c.refuse(0, { posts: { pen: { archers: 4, menAtArms: 8, cavalry: 2 } } });
    expect(missing.details).toEqual([
      {
        code: 'sheet.totals',
        rule: 'PIL-ORDER-4',
        message:
          'cavalry : 2 affecté(s) pour 3 possédé(s) ; chaque figurine va au raid ou à exactement un poste.',
        en: 'cavalry: 2 assigned for 3 owned; every figure goes to the raid or to exactly one post.',
      },
    ]);
    const twice = c.refuse(0, { posts: { pen: ALL, village: { cavalry: 1 } } });
    expect(problems(twice)).toEqual([['sheet.totals', 'PIL-ORDER-4']]);
    const bad = c.refuse(0, { posts: { pen: { archers: -1, horses: 2 }, armoury: {} } });
    expect(problems(bad)).toEqual([
      ['sheet.count', 'PIL-ORDER-4'],
      ['sheet.type', 'PIL-ORDER-4'],
      ['posts.unknown', 'PIL-ORDER-4'],
      ['sheet.totals', 'PIL-ORDER-4'],
      ['sheet.totals', 'PIL-ORDER-4'],
      ['sheet.totals', 'PIL-ORDER-4'],
    ]);
    for (const post of ['pen', 'village', 'orchard', 'reserve'] as const) {
      expect(pillards.validate(c.s, 0, { posts: { [post]: ALL } }).ok).toBe(true);
    }
    const spread = {
      pen: { archers: 1 },
      village: { menAtArms: 8 },
      orchard: { cavalry: 3 },
      reserve: { archers: 3 },
    };
    expect(pillards.validate(c.s, 1, { posts: spread }).ok).toBe(true);
  });

  it('PIL-ORDER-5 PIL-R-27 pledges list other players, one-way, without acceptance; duplicates collapse', () => {
    const c = Campaign.start({ players: 4 });
    const v = pillards.validate(c.s, 1, { ...c.sheet(1), pledges: [3, 0, 3] });
    expect(v).toMatchObject({ ok: true, value: { pledges: [0, 3] } });
    expect(problems(c.refuse(1, { ...c.sheet(1), pledges: [1] }))).toEqual([['pledge.self', 'PIL-ORDER-5']]);
    expect(problems(c.refuse(1, { ...c.sheet(1), pledges: [4, -1, 'x'] }))).toEqual([
      ['pledge.player', 'PIL-ORDER-5'],
      ['pledge.player', 'PIL-ORDER-5'],
      ['pledge.player', 'PIL-ORDER-5'],
    ]);
    expect(problems(c.refuse(1, { ...c.sheet(1), pledges: 2 }))).toEqual([['pledge.shape', 'PIL-ORDER-5']]);
    const evs = c.orders({ 1: { pledges: [0, 3] } });
    const sheets = evs.find((e) => e.type === 'ordersRevealed')!.sheets as { pledges: number[] }[];
    expect(sheets.map((s) => s.pledges)).toEqual([[], [0, 3], [], []]);
  });

  it('PIL-ORDER-7 every invalid case is refused with its own problem', () => {
    const c = Campaign.start({ players: 3 });
    const raid = (r: Record<string, unknown>) => ({ ...c.sheet(0), raid: r });
    const cases: [unknown, string, string][] = [
      [raid({ target: 0, type: 'cattle', force: { cavalry: 0 }, x: 1 }), 'raid.self', 'PIL-ORDER-2'],
      [raid({ target: 3, type: 'cattle', force: {} }), 'raid.target', 'PIL-ORDER-2'],
      [raid({ target: '1', type: 'cattle', force: {} }), 'raid.target', 'PIL-ORDER-2'],
      [raid({ target: 1, type: 'pigs', force: {} }), 'raid.type', 'PIL-ORDER-2'],
      [raid({ target: 1, type: 'burn', force: {} }), 'raid.empty', 'PIL-ORDER-2'],
      [raid({ target: 1, type: 'burn' }), 'raid.empty', 'PIL-ORDER-2'],
      [raid({ target: 1, type: 'burn', force: 3 }), 'sheet.force', 'PIL-ORDER-4'],
      [{ ...c.sheet(0), raid: 'twice' }, 'raid.shape', 'PIL-ORDER-3'],
      [{ posts: { reserve: { archers: 4, menAtArms: 8 } } }, 'sheet.totals', 'PIL-ORDER-4'],
      [{ posts: 'all home' }, 'posts.shape', 'PIL-ORDER-4'],
      [{ ...c.sheet(0), pledges: [0] }, 'pledge.self', 'PIL-ORDER-5'],
      [{ ...c.sheet(0), pledges: [7] }, 'pledge.player', 'PIL-ORDER-5'],
      [{ ...c.sheet(0), reinforcements: { ...RF_NONE, reserve: 5 } }, 'reinforce.window', 'PIL-REINF-1'],
    ];
    for (const [sheet, code, rule] of cases) {
      const e = c.refuse(0, sheet);
      expect(e).toMatchObject({ code: 'sheet.invalid', rule: 'PIL-ORDER-7' });
      expect(
        e
          .details!.map((d) => [d.code, d.rule])
          .filter(([k]) => k !== 'sheet.totals' || code === 'sheet.totals'),
      ).toContainEqual([code, rule]);
    }
    // Exact lists for the raid cases above (the extra raid field is reported too).
    expect(problems(c.refuse(0, cases[0]![0]))).toEqual([
      ['raid.self', 'PIL-ORDER-2'],
      ['raid.field', 'PIL-ORDER-2'],
      ['raid.empty', 'PIL-ORDER-2'],
    ]);
    expect(problems(c.refuse(0, cases[9]![0]))).toEqual([
      ['posts.shape', 'PIL-ORDER-4'],
      ['sheet.totals', 'PIL-ORDER-4'],
      ['sheet.totals', 'PIL-ORDER-4'],
      ['sheet.totals', 'PIL-ORDER-4'],
    ]);
  });

  it('PIL-ORDER-7 reinforcement problems: a second call, the raid, not exactly 5, anything placed under nextTurn', () => {
    const c = Campaign.start({ reinforcementWindow: 'turn4to6' });
    c.skipTurns(3);
    expect(c.s.turn).toBe(4);
    const call = (rf: Record<string, unknown>, spec = {}) => ({ ...c.sheet(0, spec), reinforcements: rf });
    const withRaid = { raid: { target: 1, type: 'burn' as const, force: { cavalry: 1 } } };
    expect(problems(c.refuse(0, call({ ...RF_NONE, reserve: 3, raid: 2 }, withRaid)))).toEqual([
      ['reinforce.raid', 'PIL-REINF-2'],
    ]);
    expect(problems(c.refuse(0, call({ ...RF_NONE, reserve: 4 })))).toEqual([
      ['reinforce.five', 'PIL-ORDER-7'],
    ]);
    expect(problems(c.refuse(0, call({ ...RF_NONE, pen: 6 })))).toEqual([['reinforce.five', 'PIL-ORDER-7']]);
    expect(problems(c.refuse(0, call(RF_NONE)))).toEqual([['reinforce.five', 'PIL-ORDER-7']]);
    expect(problems(c.refuse(0, call({ ...RF_NONE, tower: 5 })))).toEqual([
      ['reinforce.post', 'PIL-ORDER-6'],
      ['reinforce.five', 'PIL-ORDER-7'],
    ]);
    expect(problems(c.refuse(0, call({ ...RF_NONE, pen: 2.5, reserve: 2.5 })))).toEqual([
      ['reinforce.count', 'PIL-ORDER-6'],
      ['reinforce.count', 'PIL-ORDER-6'],
      ['reinforce.five', 'PIL-ORDER-7'],
    ]);
    expect(problems(c.refuse(0, { ...c.sheet(0), reinforcements: [5] }))).toEqual([
      ['reinforce.shape', 'PIL-ORDER-6'],
    ]);
    c.orders({ 0: { reinforcements: { ...RF_NONE, reserve: 5 } } });
    // Turn 5, still in the window, but the call was made: a second call is refused.
    expect(problems(c.refuse(0, call({ ...RF_NONE, reserve: 5 })))).toEqual([
      ['reinforce.twice', 'PIL-REINF-1'],
    ]);
    expect(c.refuse(0, call({ ...RF_NONE, reserve: 5 })).details![0]!.en).toBe(
      'Reinforcements may be called once per game only.',
    );
    const next = Campaign.start({ reinforcementArrival: 'nextTurn' });
    next.skipTurns(3);
    const e = next.refuse(1, { ...next.sheet(1), reinforcements: { ...RF_NONE, reserve: 5 } });
    expect(problems(e)).toEqual([['reinforce.nextTurn', 'PIL-REINF-2']]);
    expect(pillards.validate(next.s, 1, { ...next.sheet(1), reinforcements: RF_NONE }).ok).toBe(true);
  });

  it('PIL-ORDER-7 several problems at once are all listed, in French and English', () => {
    const c = Campaign.start({ players: 3 });
    const e = c.refuse(2, {
      raid: { target: 2, type: 'siege', force: { cavalry: 2, dragons: 1, archers: -2 } },
      posts: { pen: { menAtArms: 8 } },
      pledges: [2, 9],
      reinforcements: { ...RF_NONE, pen: 5 },
      note: 'ha',
    });
    expect(e.code).toBe('sheet.invalid');
    expect(e.rule).toBe('PIL-ORDER-7');
    expect(problems(e)).toEqual([
      ['sheet.field', 'PIL-ORDER-1'],
      ['raid.self', 'PIL-ORDER-2'],
      ['raid.type', 'PIL-ORDER-2'],
      ['sheet.type', 'PIL-ORDER-4'],
      ['sheet.count', 'PIL-ORDER-4'],
      ['reinforce.window', 'PIL-REINF-1'],
      ['sheet.totals', 'PIL-ORDER-4'],
      ['sheet.totals', 'PIL-ORDER-4'],
      ['pledge.self', 'PIL-ORDER-5'],
      ['pledge.player', 'PIL-ORDER-5'],
    ]);
    expect(e.details!.map((d) => d.en)).toEqual([
      'Unknown field "note" (raid, posts, pledges, reinforcements).',
      'You cannot raid your own fief.',
      'Unknown raid type "siege": cattle, humiliate or burn.',
      'raid.force: unknown figure type "dragons" (archers, menAtArms, cavalry).',
      'raid.force.archers: a non-negative integer is expected, got -2.',
      'Reinforcements may only be called on turn 4 (this is turn 1).',
      'archers: 0 assigned for 4 owned; every figure goes to the raid or to exactly one post.',
      'cavalry: 2 assigned for 3 owned; every figure goes to the raid or to exactly one post.',
      'You cannot pledge your reserve to yourself.',
      'Pledge to 9: not a player (0 to 2).',
    ]);
    expect(e.en.startsWith('Order sheet refused (10 problem(s)): 1. Unknown field "note"')).toBe(true);
    expect(
      e.message.startsWith('Feuille d’ordres refusée (10 problème(s)) : 1. Champ inconnu « note »'),
    ).toBe(true);
    for (const d of e.details!) expect(d.message).not.toBe(d.en);
  });

  it('PIL-ORDER-8 PIL-R-17 the default sheet: no raid, every living figure in the reserve, no pledge, no call', () => {
    const c = Campaign.start({ players: 3, reinforcementArrival: 'nextTurn' });
    expect(defaultSheet(c.s, 1)).toEqual({
      raid: null,
      posts: { pen: NONE, village: NONE, orchard: NONE, reserve: ALL },
      pledges: [],
      reinforcements: null,
    });
    expect(validateSheet(c.s, 1, defaultSheet(c.s, 1))).toEqual({ ok: true, value: defaultSheet(c.s, 1) });
    // Validating is pure: a player may withdraw and resubmit until the phase locks.
    const before = pillards.hash(c.s);
    pillards.validate(c.s, 0, c.sheet(0, { raid: { target: 1, type: 'burn', force: { cavalry: 2 } } }));
    expect(pillards.hash(c.s)).toBe(before);
    // Losses are reflected: player 0 loses 2 cavalry in a raid.
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: { cavalry: 2 } } },
      1: { posts: { orchard: { menAtArms: 1 } } },
    });
    c.roll(4); // 4 − 2 = 2: guard
    c.act(0, { type: 'fight' });
    c.rollAll(1); // raiders miss
    c.rollAll(5); // the man-at-arms hits: one hit on 2 cavalry of one group
    c.rollAll(1); // save failed
    c.act(0, { type: 'retreat' });
    expect(c.s.turn).toBe(2);
    const s0 = defaultSheet(c.s, 0);
    expect(s0.posts.reserve).toEqual({ archers: 4, menAtArms: 8, cavalry: 2 });
    expect(validateSheet(c.s, 0, s0).ok).toBe(true);
    // In the reinforcement window the default sheet calls nobody; next-turn arrivals are in the next default.
    c.skipTurns(2);
    expect(defaultSheet(c.s, 2).reinforcements).toBeNull();
    c.orders({ 2: { reinforcements: RF_NONE } });
    expect(defaultSheet(c.s, 2).posts.reserve).toEqual({ archers: 4, menAtArms: 13, cavalry: 3 });
    expect(validateSheet(c.s, 2, defaultSheet(c.s, 2)).ok).toBe(true);
    // The server applies it at the deadline: a turn of default sheets raids nobody.
    const m = new Map([0, 1, 2].map((p) => [p, defaultSheet(c.s, p)]));
    const evs = pillards.applyOrders(c.s, m);
    expect(evs.filter((e) => e.type === 'noRaid')).toEqual([{ type: 'noRaid', rule: 'PIL-INIT-1', turn: 5 }]);
  });

  it('PIL-ORDER-9 PIL-R-16 open: every sheet published at once at the reveal; referee: sheets kept hidden', () => {
    const open = Campaign.start({ players: 3 });
    const evs = open.orders({
      0: { raid: { target: 1, type: 'cattle', force: { cavalry: 1 } }, posts: { pen: { menAtArms: 2 } } },
      2: { pledges: [1] },
    });
    expect(evs[0]).toEqual({
      type: 'ordersRevealed',
      rule: 'PIL-ORDER-9',
      turn: 1,
      sheets: [open.s.sheets[0], open.s.sheets[1], open.s.sheets[2]],
    });
    expect((evs[0]!.sheets as unknown[])[2]).toMatchObject({ pledges: [1] });
    expect(evs[0]!.visibleTo).toBeUndefined();
    const ref = Campaign.start({ players: 3, revealMode: 'referee' });
    const evr = ref.orders({ 0: { raid: { target: 1, type: 'cattle', force: { cavalry: 1 } } } });
    expect(evr[0]).toEqual({ type: 'ordersLocked', rule: 'PIL-R-16', turn: 1 });
    expect(evr.some((e) => e.type === 'ordersRevealed')).toBe(false);
    expect(JSON.stringify(evr)).not.toContain('"posts"');
  });
});
