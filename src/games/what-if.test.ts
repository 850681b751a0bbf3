/**
 * Odds of anything (issue 13, engine/what-if.ts) in each game, against exact values computed by hand from the
 * rules references (../shared/rules/<game>.md): a Piss' Squig dodge by a goblin with Esquive and Pro, a Pillards
 * combat round, a Spark Ball shot and an OSOI opposed test. Where a game previews its rolls, the first roll's
 * figures are the preview's.
 */
import { describe, expect, it } from 'vitest';
import { botFactory } from '../bots/index.ts';
import type { AnyRules } from '../engine/types.ts';
import {
  whatIf,
  type WhatIf,
  type WhatIfLeaf,
  type WhatIfOptions,
  type WhatIfRoll,
} from '../engine/what-if.ts';
import { pissSquig } from './piss-squig/index.ts';
import { position } from './piss-squig/testing.ts';
import { pillards } from './pillards/index.ts';
import { Campaign } from './pillards/testing.ts';
import { sparkBall } from './spark-ball/index.ts';
import { Ball, get, P_WHERE, P_X, P_Y, PER_INCH, set, Where } from './spark-ball/state.ts';
import { roster, Table, testOptions } from './spark-ball/testing.ts';
import { osoi } from './osoi/index.ts';
import { opposedDistribution } from './osoi/odds.ts';
import { act, activateWith, battle, withArmies } from './osoi/testing.ts';

function must(r: ReturnType<typeof whatIf>): WhatIf {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.en}`);
  return r.value;
}

/** The value of a fraction written 'n/d'. */
function num(p: string): number {
  const [n, d] = p.split('/').map(Number);
  return d === undefined ? n! : n! / d;
}

/** Each leaf as "step > step > … = p", a step being "RULE label" (a reroll "RULE* label") or the input played. */
function leaves(w: WhatIf): string[] {
  return w.leaves.map((l: WhatIfLeaf) => `${pathOf(l)} = ${l.p}`);
}

function pathOf(l: WhatIfLeaf): string {
  const steps = l.path.map((s) =>
    s.kind === 'roll' ? `${s.rule}${s.reroll ? '*' : ''} ${s.label}` : JSON.stringify(s.input),
  );
  const stop = l.stop;
  const end =
    stop.reason === 'decision'
      ? `p${stop.player} ${stop.label ?? ''}`.trim()
      : stop.reason === 'orders'
        ? 'orders'
        : stop.reason === 'over'
          ? `over ${stop.winners?.join(',')}`
          : `horizon ${stop.rule}`;
  return [...steps, `→ ${end}`].join(' > ');
}

/** The ends as "where = p". */
function ends(w: WhatIf): string[] {
  return w.ends.map((e) => `${pathOf(e).slice(2)} = ${e.p}`);
}

/** The greedy bot of `rules`' game, answering offers from the seat's view. */
function greedy<S, A>(rules: AnyRules): WhatIfOptions<S, A> {
  const agent = botFactory(rules.id, 'greedy')!('what-if', 'greedy', rules);
  return {
    policy: 'greedy',
    choose: (s, player, legal) => agent.choose(rules.view(s, player), legal, player),
  };
}

describe("Piss' Squig: a dodge by a goblin with Esquive and Pro", () => {
  /** Goblin 0 (Pro) at (3,3) next to goblin 1 at (4,4), moving: a step to (2,2) leaves his zone. */
  function dodge(esquiveUsed = false) {
    const s = position({ goblins: [{ at: [3, 3], skills: ['pro'] }, { at: [4, 4] }], squig: [9, 9] });
    pissSquig.apply(s, 0, { type: 'move' });
    s.dodgeRerollUsed = esquiveUsed;
    return s;
  }
  const step = { type: 'step', x: 2, y: 2 };

  // PS-DODGE-1: 1D6, 3+ → 2/3. PS-DODGE-2: a failure (after any reroll) knocks him down in (2,2), the action and
  // the turn end. PS-DOWN-1: an opponent rolls armour, 2D6 8+ stunned (15/36 = 5/12), else prone (21/36 = 7/12);
  // then goblin 1's side decides (its turn). PS-DODGE-3: Esquive rerolls a failed dodge once per Move action;
  // PS-SK-4: Pro, once per turn, ROLL-PRO 4+ (1/2) rerolls; PS-SK-15: a roll is rerolled at most once.
  it('PS-DODGE-1 PS-DODGE-3 PS-SK-15 always: Esquive (listed before Pro) rerolls the failure, 2/3 + 1/3 × 2/3 = 8/9', () => {
    const w = must(whatIf(pissSquig, dodge(), 0, step, { policy: 'always' }));
    expect(leaves(w)).toEqual([
      // 1/3 × 1/3 × 7/12 = 7/108 and × 5/12 = 5/108
      'PS-DODGE-1 failure > {"type":"reroll"} > PS-DODGE-1* failure > PS-DOWN-1 prone > → p1 = 7/108',
      'PS-DODGE-1 failure > {"type":"reroll"} > PS-DODGE-1* failure > PS-DOWN-1 stunned > → p1 = 5/108',
      'PS-DODGE-1 failure > {"type":"reroll"} > PS-DODGE-1* success > → p0 = 2/9', // 1/3 × 2/3
      'PS-DODGE-1 success > → p0 = 2/3',
    ]);
    expect(ends(w)).toEqual(['p0 = 8/9', 'p1 = 1/9']);
    expect(w.tree[0]).toMatchObject({ kind: 'roll', rule: 'PS-DODGE-1', dice: '1d6', target: 3, roller: 0 });
  });

  it('PS-DODGE-2 PS-DOWN-1 never: the failure stands, 2/3 on his feet, 1/3 × 5/12 = 5/36 stunned', () => {
    const w = must(whatIf(pissSquig, dodge(), 0, step, { policy: 'never' }));
    expect(leaves(w)).toEqual([
      'PS-DODGE-1 failure > {"type":"noReroll"} > PS-DOWN-1 prone > → p1 = 7/36', // 1/3 × 7/12
      'PS-DODGE-1 failure > {"type":"noReroll"} > PS-DOWN-1 stunned > → p1 = 5/36', // 1/3 × 5/12
      'PS-DODGE-1 success > → p0 = 2/3',
    ]);
    expect(ends(w)).toEqual(['p0 = 2/3', 'p1 = 1/3']);
  });

  it('PS-SK-4 Esquive already used this move: always takes Pro, 2/3 + 1/3 × 1/2 × 2/3 = 7/9', () => {
    const w = must(whatIf(pissSquig, dodge(true), 0, step, { policy: 'always' }));
    expect(leaves(w)).toEqual([
      'PS-DODGE-1 failure > {"type":"pro"} > PS-SK-4 failure > PS-DOWN-1 prone > → p1 = 7/72', // 1/3 × 1/2 × 7/12
      'PS-DODGE-1 failure > {"type":"pro"} > PS-SK-4 failure > PS-DOWN-1 stunned > → p1 = 5/72',
      'PS-DODGE-1 failure > {"type":"pro"} > PS-SK-4 success > PS-DODGE-1* failure > PS-DOWN-1 prone > → p1 = 7/216',
      'PS-DODGE-1 failure > {"type":"pro"} > PS-SK-4 success > PS-DODGE-1* failure > PS-DOWN-1 stunned > → p1 = 5/216',
      'PS-DODGE-1 failure > {"type":"pro"} > PS-SK-4 success > PS-DODGE-1* success > → p0 = 1/9', // 1/3 × 1/2 × 2/3
      'PS-DODGE-1 success > → p0 = 2/3',
    ]);
    expect(ends(w)).toEqual(['p0 = 7/9', 'p1 = 2/9']);
  });

  it('greedy: the greedy bot answers the offer from goblin 0’s view (Esquive, 8/9)', () => {
    const w = must(whatIf(pissSquig, dodge(), 0, step, greedy(pissSquig)));
    expect(w.leaves[2]!.path[1]).toEqual({
      kind: 'offer',
      player: 0,
      input: { type: 'reroll' },
      taken: true,
    });
    expect(ends(w)).toEqual(['p0 = 8/9', 'p1 = 1/9']);
  });

  it('the first roll is the preview’s: success 2/3, and 8/9 with the reroll (always)', () => {
    const s = dodge();
    const legal = pissSquig.legal(s, 0);
    const i = legal.findIndex((a) => a.type === 'step' && a.x === 2 && a.y === 2);
    const preview = pissSquig.previews!(s, 0, legal)[i]![0]!;
    const w = must(whatIf(pissSquig, s, 0, step, { policy: 'always' }));
    const first = w.tree[0] as WhatIfRoll;
    expect(first.branches.find((b) => b.label === 'success')!.p).toBe(preview.success);
    expect(preview).toMatchObject({
      rule: first.rule,
      target: first.target,
      success: '2/3',
      withReroll: '8/9',
    });
    expect(w.ends[0]!.p).toBe(preview.withReroll);
  });
});

describe('Pillards: a combat round', () => {
  /**
   * Player 0 burns player 1's orchard with one cavalryman; player 1 guards it with one man-at-arms (every other
   * figure at the village); the resistance roll gives 2 (combat against the local guard, no pool: PIL-RAID-2):
   * round 1's D-RETREAT is awaited.
   */
  function combat() {
    const c = Campaign.start();
    c.orders({
      0: { raid: { target: 1, type: 'burn', force: { cavalry: 1 } } },
      1: { posts: { orchard: { menAtArms: 1 }, village: { archers: 4, menAtArms: 7, cavalry: 3 } } },
    });
    // PIL-RAID-1: 1 figure (−1) and cavalry only (−1): a face of 4 gives 2.
    c.roll(4);
    expect(c.pending()).toEqual({ kind: 'decision', player: 0 });
    return c.s;
  }

  // Fight (PIL-COMBAT-3; no archer, no volley): the melee (PIL-COMBAT-6) rolls the attacker's cavalryman (4+,
  // 1/2) then the defender's man-at-arms (5+, 1/3) (PIL-COMBAT-4); hits are allocated one per figure
  // (PIL-COMBAT-7), saves rolled attacker first (PIL-COMBAT-8: cavalry 4+ 1/2, man-at-arms 5+ 1/3), casualties
  // removed together (PIL-COMBAT-9). End check (PIL-COMBAT-10): no raider left = destroyed (mutual destruction
  // too), the turn ends and sealed orders follow; no defender = victory, loot (PIL-LOOT-1: 1D6 − 1 for ≤ 4
  // raiders, clamped to 1–6: faces 1–2 row 1, 3–6 rows 2–5; PIL-LOOT-5: rows 4–5 burn one tree); both standing =
  // round 2, the attacker's D-RETREAT.
  it('PIL-COMBAT-6 PIL-COMBAT-8 PIL-COMBAT-10 PIL-LOOT-1 fight: round 2 5/9, destroyed 1/6, victory 5/18', () => {
    const w = must(whatIf(pillards, combat(), 0, { type: 'fight' }, { policy: 'always' }));
    const hit = 'PIL-COMBAT-6 successes';
    const save = 'PIL-COMBAT-8 successes';
    expect(leaves(w)).toEqual([
      `${hit}:0 > ${hit}:0 > → p0 = 1/3`, // 1/2 × 2/3
      `${hit}:0 > ${hit}:1 > ${save}:1 > → p0 = 1/12`, // 1/2 × 1/3 × 1/2
      `${hit}:0 > ${hit}:1 > ${save}:0 > → orders = 1/12`,
      `${hit}:1 > ${hit}:0 > ${save}:1 > → p0 = 1/9`, // 1/2 × 2/3 × 1/3
      `${hit}:1 > ${hit}:0 > ${save}:0 > PIL-LOOT-1 burn:1 > → orders = 2/27`, // 1/2 × 2/3 × 2/3 × 2/6
      `${hit}:1 > ${hit}:0 > ${save}:0 > PIL-LOOT-1 burn:2 > → orders = 1/27`, // … × 1/6
      `${hit}:1 > ${hit}:0 > ${save}:0 > PIL-LOOT-1 burn:3 > → orders = 1/27`,
      `${hit}:1 > ${hit}:0 > ${save}:0 > PIL-LOOT-1 burn:4 > → orders = 1/27`,
      `${hit}:1 > ${hit}:0 > ${save}:0 > PIL-LOOT-1 burn:5 > → orders = 1/27`,
      `${hit}:1 > ${hit}:1 > ${save}:1 > ${save}:1 > → p0 = 1/36`, // 1/2 × 1/3 × 1/2 × 1/3
      `${hit}:1 > ${hit}:1 > ${save}:1 > ${save}:0 > PIL-LOOT-1 burn:1 > → orders = 1/54`, // 1/12 × 2/3 × 1/3
      `${hit}:1 > ${hit}:1 > ${save}:1 > ${save}:0 > PIL-LOOT-1 burn:2 > → orders = 1/108`,
      `${hit}:1 > ${hit}:1 > ${save}:1 > ${save}:0 > PIL-LOOT-1 burn:3 > → orders = 1/108`,
      `${hit}:1 > ${hit}:1 > ${save}:1 > ${save}:0 > PIL-LOOT-1 burn:4 > → orders = 1/108`,
      `${hit}:1 > ${hit}:1 > ${save}:1 > ${save}:0 > PIL-LOOT-1 burn:5 > → orders = 1/108`,
      `${hit}:1 > ${hit}:1 > ${save}:0 > ${save}:1 > → orders = 1/36`, // 1/12 × 1/2 × 1/3
      `${hit}:1 > ${hit}:1 > ${save}:0 > ${save}:0 > → orders = 1/18`, // 1/12 × 1/2 × 2/3: both die
    ]);
    // Round 2: 1/3 + 1/12 + 1/9 + 1/36 = 5/9; the raid over: 1/6 destroyed + 5/18 victory = 4/9.
    expect(ends(w)).toEqual(['p0 = 5/9', 'orders = 4/9']);
    const lootRows = (rows: string[]) =>
      w.leaves.filter((l) => rows.some((r) => pathOf(l).includes(`PIL-LOOT-1 burn:${r} `)));
    const sum = (ls: WhatIfLeaf[]) => ls.reduce((a, l) => a + num(l.p), 0);
    // One tree burned (rows 4–5) after a victory: 5/18 × 2/6 = 5/54.
    expect(sum(lootRows(['4', '5']))).toBeCloseTo(5 / 54, 12);
  });

  it('no offer in a combat round: always, never and greedy agree', () => {
    const a = must(whatIf(pillards, combat(), 0, { type: 'fight' }, { policy: 'always' }));
    const n = must(whatIf(pillards, combat(), 0, { type: 'fight' }, { policy: 'never' }));
    const g = must(whatIf(pillards, combat(), 0, { type: 'fight' }, greedy(pillards)));
    expect(n.tree).toEqual(a.tree);
    expect(g.tree).toEqual(a.tree);
  });

  it('the first roll is the preview’s: the cavalryman hits with 1/2', () => {
    const s = combat();
    const legal = pillards.legal(s, 0);
    const preview = pillards.previews!(s, 0, legal)[
      legal.findIndex((a) => 'type' in a && a.type === 'fight')
    ]![0]!;
    const first = must(whatIf(pillards, s, 0, { type: 'fight' }, { policy: 'always' })).tree[0] as WhatIfRoll;
    expect(preview.successes).toEqual({ '0': '1/2', '1': '1/2' });
    expect(first.rule).toBe(preview.rule);
    for (const [k, p] of Object.entries(preview.successes!))
      expect(first.branches.find((b) => b.label === `successes:${k}`)!.p).toBe(p);
  });
});

describe('Spark Ball: a shot at the goal', () => {
  /**
   * Turn 1, Home's phase (8-direction scatter die), only Home's h6 (AG 3, F 3, base 0.5 in) at (6.5, 12.5) with
   * the ball, activated, and Away's keeper a1 on the goal line at (6.5, 20.5); Home has one team reroll.
   */
  function shot() {
    const options = testOptions(
      { scatter: { directions: '8' } },
      roster('h', { teamRerolls: 1 }),
      roster('a', { teamRerolls: 0 }),
    );
    const t = Table.deployed(options);
    t.roll(3, 4); // the match event: 7, nothing
    t.roll(3, 1, 1); // the kick-off: ARROW, 1 + 1 in
    t.roll(3); // east
    t.roll(6); // the roll-off for the first turn, won by Home
    t.roll(1);
    const keep: Record<string, [number, number]> = { h6: [6.5, 12.5], a1: [6.5, 20.5] };
    const s = t.s;
    for (let p = 0; p < s.info.length; p++) {
      const at = keep[s.info[p]!.id];
      if (at) {
        set(s, p, P_X, Math.round(at[0] * PER_INCH));
        set(s, p, P_Y, Math.round(at[1] * PER_INCH));
      } else if (get(s, p, P_WHERE) === Where.Pitch) set(s, p, P_WHERE, Where.Reserve);
    }
    const h = t.index('h6');
    s.ball = Ball.Held;
    s.holder = h;
    s.ballX = get(s, h, P_X);
    s.ballY = get(s, h, P_Y);
    t.act(0, { type: 'activate', player: 'h6' });
    return s;
  }
  const shoot = { type: 'shoot', to: { x: 6.5, y: 21 } };
  // A failed aim deviates the target point (ROLL-SHOT-DEV), and a ball that then runs into a wall bounces up to
  // three times (SB-BALL-5), 48 outcomes a bounce: far too many paths to reach the next decision. A horizon of
  // three rolls keeps every path of an aim and a power test whole (a reroll counts as a roll).
  const horizon = 3;

  // SB-SHOT-2: AG test (1D6 + 3) against D = ceil(8 − ε) = 8 (the base edge is 8 in from the target point):
  // faces 5–6, 1/3 (SB-GEN-4: a natural 6 succeeds, a natural 1 fails). SB-SHOT-3: F test (1D6 + 3) against
  // ceil(8) = 8: 1/3. Then the ball flies to the goal line and meets the keeper on it (SB-SHOT-5): Away's coach
  // picks his defence (D-22), the next decision. SB-REROLL-1: one team reroll a turn, offered after a failure
  // (D-26); SB-REROLL-4: once per roll.
  it('SB-SHOT-2 SB-SHOT-3 SB-REROLL-1 always: aim and power both succeed with 1/3 × 5/9 + 2/9 × 1/3 = 7/27', () => {
    const w = must(whatIf(sparkBall, shot(), 0, shoot, { policy: 'always', maxRolls: horizon }));
    const succeeded = leaves(w).filter(
      (l) => l.includes('SB-SHOT-3 success') || l.includes('SB-SHOT-3* success'),
    );
    expect(succeeded).toEqual([
      // aim failed, rerolled (the turn's reroll spent), then power: 2/3 × 1/3 × 1/3
      'SB-SHOT-2 failure > {"type":"reroll"} > SB-SHOT-2* success > SB-SHOT-3 success > → p1 D-22 = 2/27',
      // aim, power failed and rerolled: 1/3 × 2/3 × 1/3
      'SB-SHOT-2 success > SB-SHOT-3 failure > {"type":"reroll"} > SB-SHOT-3* success > → p1 D-22 = 2/27',
      'SB-SHOT-2 success > SB-SHOT-3 success > → p1 D-22 = 1/9', // 1/3 × 1/3
    ]);
    const root = w.tree[0] as WhatIfRoll;
    expect(root).toMatchObject({ rule: 'SB-SHOT-2', dice: '1d6', target: 8, modifier: 3, roller: 0 });
    expect(root.branches.map((b) => [b.label, b.p])).toEqual([
      ['failure', '2/3'],
      ['success', '1/3'],
    ]);
  });

  it('SB-SHOT-2 SB-SHOT-3 never: the reroll kept, aim and power 1/3 × 1/3 = 1/9', () => {
    const w = must(whatIf(sparkBall, shot(), 0, shoot, { policy: 'never', maxRolls: horizon }));
    const succeeded = leaves(w).filter((l) => l.includes('SB-SHOT-3 success'));
    expect(succeeded).toContain('SB-SHOT-2 success > SB-SHOT-3 success > → p1 D-22 = 1/9');
    expect(w.leaves.some((l) => l.path.some((s) => s.kind === 'offer' && s.taken))).toBe(false);
  });

  it('the first rolls are the preview’s: aim 1/3, 5/9 with the reroll (always), aim and power 1/9 (never)', () => {
    const s = shot();
    const v = sparkBall.validate(s, 0, shoot);
    if (!v.ok) throw new Error(v.error.en);
    const [aim, power] = sparkBall.previews!(s, 0, [v.value])[0]!;
    expect(aim).toMatchObject({ rule: 'SB-SHOT-2', success: '1/3', withReroll: '5/9' });
    expect(power).toMatchObject({ rule: 'SB-SHOT-3', success: '1/3', joint: '1/9' });
    const always = must(whatIf(sparkBall, s, 0, shoot, { policy: 'always', maxRolls: horizon }));
    const root = always.tree[0] as WhatIfRoll;
    expect(root.branches.find((b) => b.label === 'success')!.p).toBe(aim!.success);
    // The aim succeeds at once (1/3) or on its reroll (2/3 × 1/3): 5/9.
    const aimed = always.leaves
      .filter((l) => l.path.some((x) => x.kind === 'roll' && x.rule === 'SB-SHOT-2' && x.label === 'success'))
      .reduce((a, l) => a + num(l.p), 0);
    expect(aimed).toBeCloseTo(5 / 9, 12);
  });
});

describe('OSOI: an opposed test (a melee)', () => {
  const fighter = (equipment: string[], contact: number) => ({
    custom: {
      kind: 'character' as const,
      profile: { tir: 1, contact, physique: 2, agilite: 2, special: 1 },
      equipment,
      abilities: [],
    },
  });

  /** A1 (blade, Melee 3) attacks B1 (bare hands, Melee 2), engaged, with 1 Melee die: B1's DP-13 is awaited. */
  function melee() {
    const s = battle(withArmies([fighter(['BLADE'], 3)], [fighter([], 2)]), { A1: [[6, 6]], B1: [[8, 6]] });
    activateWith(s, 'A1', { melee: 1 });
    act(s, 0, { type: 'melee', target: 'B1' });
    expect(osoi.pending(s)).toEqual({ kind: 'decision', player: 1, label: 'DP-13' });
    return s;
  }

  // B1 defends with 1 die (OS-MELEE-3: no weapon, no armour: 1 die). A1 rolls 1 pool die + 1 for the blade
  // (OS-MELEE-2): 2 dice. Each die succeeds on 4+ (OS-TEST-2), 1/2 (OS-GEN-3): A1 0/1/2 successes with
  // 1/4, 1/2, 1/4; B1 0/1 with 1/2 each. No difficulty in melee (OS-MELEE-2/3): margin = successes (OS-TEST-4).
  // OS-TEST-6 / OS-MELEE-4: the greater margin deals the difference, the bare-handed defender too (OS-EQ-7).
  // A1's only action is done: the activation ends and B1's side picks its next unit (DP-06).
  it('OS-TEST-6 OS-MELEE-4 a 2-dice attack against a 1-die defence: A deals 1 3/8, 2 1/8, none 3/8, B deals 1 1/8', () => {
    const w = must(whatIf(osoi, melee(), 1, { type: 'defendMelee', dice: 1 }, { policy: 'always' }));
    expect(leaves(w)).toEqual([
      'OS-MELEE-2 successes:0 > OS-MELEE-3 successes:0 > → p1 DP-06 = 1/8', // 1/4 × 1/2
      'OS-MELEE-2 successes:0 > OS-MELEE-3 successes:1 > → p1 DP-06 = 1/8',
      'OS-MELEE-2 successes:1 > OS-MELEE-3 successes:0 > → p1 DP-06 = 1/4', // 1/2 × 1/2
      'OS-MELEE-2 successes:1 > OS-MELEE-3 successes:1 > → p1 DP-06 = 1/4',
      'OS-MELEE-2 successes:2 > OS-MELEE-3 successes:0 > → p1 DP-06 = 1/8',
      'OS-MELEE-2 successes:2 > OS-MELEE-3 successes:1 > → p1 DP-06 = 1/8',
    ]);
    // The damage of each leaf: the difference of the margins.
    const damage = new Map<string, number>();
    for (const l of w.leaves) {
      const [a, d] = l.path.map((x) => (x.kind === 'roll' ? Number(x.label.split(':')[1]) : 0));
      const key = a! > d! ? `A ${a! - d!}` : d! > a! ? `D ${d! - a!}` : 'none';
      damage.set(key, (damage.get(key) ?? 0) + num(l.p));
    }
    expect(Object.fromEntries(damage)).toEqual({ none: 3 / 8, 'D 1': 1 / 8, 'A 1': 3 / 8, 'A 2': 1 / 8 });
    // The same distribution as the odds scenario's formula (odds.ts).
    const formula = opposedDistribution(
      { pool: 1, equipment: 1, difficulty: 0 },
      { pool: 1, equipment: 0, difficulty: 0 },
      true,
    );
    expect(Object.fromEntries([...formula].map(([k, f]) => [k, f.toString()]))).toEqual({
      'A 1': '3/8',
      'A 2': '1/8',
      none: '3/8',
      'D 1': '1/8',
    });
  });

  it('OS-TEST-7 a defender committing no die: A1 deals its margin, 0 1/4, 1 1/2, 2 1/4', () => {
    const w = must(whatIf(osoi, melee(), 1, { type: 'defendMelee', dice: 0 }, { policy: 'never' }));
    expect(leaves(w)).toEqual([
      'OS-MELEE-2 successes:0 > → p1 DP-06 = 1/4',
      'OS-MELEE-2 successes:1 > → p1 DP-06 = 1/2',
      'OS-MELEE-2 successes:2 > → p1 DP-06 = 1/4',
    ]);
  });
});
