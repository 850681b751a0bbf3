/**
 * The greedy Pillards bot: one-ply choices scored with a small model of the game, from the seat's view and
 * legal inputs only (never the state).
 *
 * The model. A side's fighting strength is Lanchester's square law, (Σ hit chance) × (Σ 1 / kill chance),
 * and a side of strength a beats one of strength d with probability a² / (a² + d²). A raid loots on a
 * resistance of 0, and on 2–5 when it beats the guard plus 0 / 0 / 30 / 60 % of the pool (never on 1 nor,
 * by default, on 6). Loot is worth its expected VP: cattle (and the pig) score for the raider; burned trees
 * (−5), humiliated notables (−3) and peasants (−2) cost the victim, which is worth as much to a rival in a
 * two-player campaign and less with more players (1 / (n − 1)).
 *
 * Orders: every raid (target × type × size × two ways of picking its figures) is scored as its expected
 * loot minus the expected loss of the fief it leaves behind; the fief's guards are placed figure by figure
 * where they cut the expected loss most, after setting aside a fifth of the home figures (at least one) as the
 * reserve.
 * Opponents' raids are guessed from the public log (their favourite raid types, their last raid's size).
 * Reinforcements are called when many figures are lost. In combat: commit the strongest pool figures,
 * give the hits to the figures whose loss costs least, retreat when clearly outmatched or when victory
 * brings no loot.
 */
import type { Seat } from '../../engine/record.ts';
import { SeededRng } from '../../engine/rng.ts';
import type { Agent } from '../../engine/runner.ts';
import type { AllocEntry, PilAction } from './decisions.ts';
import { none, size, STARTING_FORCE, STATS, TYPES, type FigureType, type Force } from './forces.ts';
import type { Commitment } from './raid.ts';
import { GUARD_POST, RAID_TYPES, type Post, type RaidType, type Sheet } from './state.ts';
import type { FiefView, PilView } from './view.ts';

/** Chance that one figure of a type hits (PIL-COMBAT-4), and that a hit on it kills (PIL-COMBAT-8). */
const HIT: Record<FigureType, number> = {
  archers: (7 - STATS.archers.hit) / 6,
  menAtArms: (7 - STATS.menAtArms.hit) / 6,
  cavalry: (7 - STATS.cavalry.hit) / 6,
};
const KILL: Record<FigureType, number> = {
  archers: (STATS.archers.save - 1) / 6,
  menAtArms: (STATS.menAtArms.save - 1) / 6,
  cavalry: (STATS.cavalry.save - 1) / 6,
};
/** What losing one figure of a type costs its side: its share of the square-law strength (hit / kill). */
const WORTH: Record<FigureType, number> = {
  archers: (HIT.archers * 1.5) / KILL.archers, // the round-1 volley and the parting attacks
  menAtArms: HIT.menAtArms / KILL.menAtArms,
  cavalry: HIT.cavalry / KILL.cavalry,
};
/** Types from the strongest figure to the weakest. */
const STRONG_FIRST: FigureType[] = TYPES.slice().sort((a, b) => WORTH[b] - WORTH[a]);
/** Share of the home figures kept in the reserve, which answers every post on results 4–6. */
const RESERVE_SHARE = 0.2;
/** Strength ratio under which the raiders retreat (PIL-COMBAT-11). */
const RETREAT_RATIO = 0.6;
/** Figures lost (of the 15 at the start) from which reinforcements are called (PIL-REINF-1). */
const REINFORCE_AFTER_LOSSES = 6;

/** A force with fractional counts: an estimate. */
type Est = Record<FigureType, number>;

/** Square-law strength of a force; `volley` counts the archers' free round-1 shots. */
export function strength(f: Est, volley = true): number {
  let p = 0;
  let d = 0;
  for (const t of TYPES) {
    p += f[t] * HIT[t] * (volley && t === 'archers' ? 2 : 1);
    d += f[t] / KILL[t];
  }
  return p * d;
}

/** Chance that a side of strength `a` destroys one of strength `d`. */
function winChance(a: number, d: number): number {
  if (d <= 0) return 1;
  if (a <= 0) return 0;
  return (a * a) / (a * a + d * d);
}

function scaled(f: Est, k: number): Est {
  return { archers: f.archers * k, menAtArms: f.menAtArms * k, cavalry: f.cavalry * k };
}

function added(a: Est, b: Est): Est {
  return {
    archers: a.archers + b.archers,
    menAtArms: a.menAtArms + b.menAtArms,
    cavalry: a.cavalry + b.cavalry,
  };
}

/** Resistance modifier of a raiding force (PIL-RAID-1). */
function resistanceMod(f: Est): number {
  const n = f.archers + f.menAtArms + f.cavalry;
  return (n <= 4 ? -1 : 0) + (f.cavalry > 0 && f.archers === 0 && f.menAtArms === 0 ? -1 : 0);
}

/** Loot modifier (PIL-LOOT-1), with the force as designated. */
function lootMod(f: Est): number {
  const n = f.archers + f.menAtArms + f.cavalry;
  return n <= 4 ? -1 : n >= 11 ? 1 : 0;
}

/** Chance that a raid of `raiders` loots against `guard` and a pool of `pool` (PIL-RAID-2/5). */
export function lootChance(raiders: Est, guard: Est, pool: Est): number {
  const a = strength(raiders);
  if (a <= 0) return 0;
  const mod = resistanceMod(raiders);
  const g = strength(guard);
  let p = 0;
  for (let face = 1; face <= 6; face++) {
    const r = Math.max(0, face + mod);
    if (r === 0) p += 1;
    else if (r === 2 || r === 3) p += winChance(a, g);
    else if (r === 4) p += winChance(a, strength(added(guard, scaled(pool, 0.3))));
    else if (r === 5) p += winChance(a, strength(added(guard, scaled(pool, 0.6))));
  }
  return p / 6;
}

const CATTLE_MEAN = [0, 0, 3.5, 3.5, 7, 10.5, 10.5];

/** Expected VP a loot roll takes from `fief` for a raid of this type and loot modifier (PIL-LOOT-2/4/5). */
export function lootValue(fief: FiefView, type: RaidType, mod: number): { thief: number; victim: number } {
  let thief = 0;
  let victim = 0;
  for (let face = 1; face <= 6; face++) {
    const row = Math.min(6, Math.max(1, face + mod));
    if (type === 'cattle') {
      const left = fief.cattle ?? Infinity;
      thief += Math.min(CATTLE_MEAN[row]!, left) + (row === 6 ? 5 * Math.min(1, fief.pigs) : 0);
    } else if (type === 'burn') {
      const burned = row === 6 ? 2 : row >= 4 ? 1 : 0;
      victim += 5 * Math.min(burned, fief.trees ?? Infinity);
    } else {
      const v = fief.village;
      const named = [0, 0, v.idiot ? 0 : 2, v.blacksmith ? 0 : 2, v.chief ? 0 : 3, v.priest ? 0 : 3, 3];
      victim += named[row]!;
    }
  }
  return { thief: thief / 6, victim: victim / 6 };
}

function est(f: Force): Est {
  return { archers: f.archers, menAtArms: f.menAtArms, cavalry: f.cavalry };
}

/** A raid the bot might send: its order and the figures it leaves at home. */
interface Plan {
  raid: Sheet['raid'];
  home: Force;
  score: number;
}

/** What the bot expects of one opponent this turn. */
export interface Threat {
  /** Chance that this opponent raids the bot, by raid type. */
  type: Record<RaidType, number>;
  force: Est;
}

/** Each opponent's likely raid against `me`: their favourite types so far and their last raid's size. */
export function threatsOf(v: PilView, me: number): Threat[] {
  const n = v.fiefs.length;
  const out: Threat[] = [];
  for (const q of v.fiefs) {
    if (q.seat === me) continue;
    const count: Record<RaidType, number> = { cattle: 2, burn: 1, humiliate: 1 };
    let raids = 0;
    let onMe = 0;
    let last: Force | null = null;
    for (const e of v.log) {
      if (e.attacker !== q.seat) continue;
      count[e.raidType]++;
      raids++;
      if (e.target === me) onMe++;
      last = e.force;
    }
    // Chance they raid me: a raid a turn, spread over their targets, leaning on whom they raided before.
    const pMe = n === 2 ? 0.9 : (1 + onMe) / (n - 1 + raids);
    const sum = count.cattle + count.burn + count.humiliate;
    const force = last
      ? {
          archers: Math.min(last.archers, q.figures.archers),
          menAtArms: Math.min(last.menAtArms, q.figures.menAtArms),
          cavalry: Math.min(last.cavalry, q.figures.cavalry),
        }
      : scaled(est(q.figures), 0.5);
    out.push({
      type: {
        cattle: (pMe * count.cattle) / sum,
        burn: (pMe * count.burn) / sum,
        humiliate: (pMe * count.humiliate) / sum,
      },
      force,
    });
  }
  return out;
}

/** The greedy bot (level 'greedy'): deterministic; its seed only breaks ties. */
export class PillardsGreedyAgent implements Agent {
  readonly seat: Seat;
  private readonly rng: SeededRng;

  constructor(seed: string, name = 'Greedy') {
    this.rng = new SeededRng(seed);
    this.seat = { name, kind: 'bot:greedy' };
  }

  choose(view: unknown, legal: unknown[], player: number): unknown {
    if (legal.length === 0) throw new Error(`PillardsGreedyAgent: no legal input for player ${player}.`);
    const v = view as PilView;
    const acts = legal as PilAction[];
    switch (v.phase) {
      case 'negotiation':
        return acts.find((a) => 'type' in a && a.type === 'ready') ?? acts[0];
      case 'orders':
        return this.orders(v, acts as Sheet[], player);
      case 'reserve':
        return this.commit(v, player) ?? acts[0];
      case 'retreat':
        return { type: this.retreats(v, player) ? 'retreat' : 'fight' };
      case 'alloc':
        return this.allocate(v, acts, player) ?? acts[0];
      default:
        return acts[0];
    }
  }

  // ---------------------------------------------------------------- orders

  /** The bot's order sheet (D-RAID, D-POSTS, D-PLEDGE, D-REINF). */
  private orders(v: PilView, legal: Sheet[], me: number): Sheet {
    const fief = v.fiefs[me]!;
    const have = fief.figures;
    const n = v.fiefs.length;
    const rival = 1 / (n - 1);
    const threats = threatsOf(v, me);
    const targets = [...new Set(legal.filter((s) => s.raid).map((s) => s.raid!.target))];

    // Reinforcements (PIL-REINF-1): five men-at-arms for the defence once many figures are lost.
    const template = legal.find((s) => s.reinforcements)?.reinforcements ?? null;
    const lost = size(STARTING_FORCE) - size(have);
    const reinforce = template !== null && lost >= REINFORCE_AFTER_LOSSES;
    const placed = template ? Object.values(template).reduce((a, b) => a + b, 0) : 0;
    const extra = reinforce ? placed : 0; // 0 under `nextTurn`: they arrive at the turn's end

    const defenceMemo = new Map<string, { loss: number; posts: Record<Post, Force> }>();
    const defend = (home: Force) => {
      const key = `${home.archers},${home.menAtArms},${home.cavalry}`;
      let d = defenceMemo.get(key);
      if (!d) {
        d = this.defence(v, me, { ...home, menAtArms: home.menAtArms + extra }, threats, rival);
        defenceMemo.set(key, d);
      }
      return d;
    };

    let best: Plan = { raid: null, home: have, score: -defend(have).loss };
    const total = size(have);
    for (const target of targets) {
      const t = v.fiefs[target]!;
      // Their home: what they do not send raiding; a third of it guards the pen, a quarter the others.
      const theirHome = scaled(est(t.figures), 0.6);
      for (const type of RAID_TYPES) {
        const guard = scaled(theirHome, type === 'cattle' ? 0.35 : 0.25);
        const pool = scaled(theirHome, 0.2);
        for (let k = 1; k <= total; k++) {
          for (const force of [strongFirst(have, k), proportional(have, k)]) {
            const mod = lootMod(force);
            const value = lootValue(t, type, mod);
            const gain = value.thief + rival * value.victim;
            if (gain <= 0) continue;
            const home = minus(have, force);
            const score = gain * lootChance(force, guard, pool) - defend(home).loss;
            if (
              score > best.score + 1e-9 ||
              (Math.abs(score - best.score) <= 1e-9 && this.rng.int(0, 1) === 1)
            )
              best = { raid: { target, type, force }, home, score };
          }
        }
      }
    }

    const posts = defend(best.home).posts;
    let reinforcements: Sheet['reinforcements'] = null;
    if (reinforce && template) {
      if (extra === 0) reinforcements = { ...template };
      else {
        // The five new men-at-arms take men-at-arms' places on the posts (PIL-ORDER-6).
        reinforcements = { pen: 0, village: 0, orchard: 0, reserve: 0, raid: 0 };
        let left = extra;
        for (const p of ['pen', 'orchard', 'village', 'reserve'] as const) {
          const take = Math.min(left, posts[p].menAtArms);
          posts[p].menAtArms -= take;
          reinforcements[p] = take;
          left -= take;
        }
        reinforcements.reserve += left; // unreachable: the posts hold home + extra men-at-arms
      }
    }
    return { raid: best.raid, posts, pledges: [], reinforcements };
  }

  /**
   * The posts of the home figures and the expected VP lost to this turn's raids: a fifth in the reserve,
   * then each figure, strongest first, where it cuts the expected loss most.
   */
  private defence(
    v: PilView,
    me: number,
    home: Force,
    threats: Threat[],
    rival: number,
  ): { loss: number; posts: Record<Post, Force> } {
    const fief = v.fiefs[me]!;
    const posts: Record<Post, Force> = { pen: none(), village: none(), orchard: none(), reserve: none() };
    const left = { ...home };
    let keep = size(home) >= 3 ? Math.max(1, Math.round(size(home) * RESERVE_SHARE)) : 0;
    for (const t of ['menAtArms', 'archers', 'cavalry'] as const) {
      const take = Math.min(keep, left[t]);
      posts.reserve[t] += take;
      left[t] -= take;
      keep -= take;
    }
    const cost: Record<RaidType, number> = { cattle: 0, burn: 0, humiliate: 0 };
    for (const type of RAID_TYPES) {
      const value = lootValue(fief, type, 0);
      cost[type] = rival * value.thief + value.victim;
    }
    const lossAt = (type: RaidType, guard: Force): number => {
      let loss = 0;
      for (const th of threats) {
        if (th.type[type] > 0)
          loss += th.type[type] * cost[type] * lootChance(th.force, guard, posts.reserve);
      }
      return loss;
    };
    const guardOf = (type: RaidType) => posts[GUARD_POST[type]];
    const losses = RAID_TYPES.map((type) => lossAt(type, guardOf(type)));
    for (const t of STRONG_FIRST) {
      while (left[t] > 0) {
        let bestI = 0;
        let bestCut = -Infinity;
        let bestLoss = 0;
        RAID_TYPES.forEach((type, i) => {
          const g = { ...guardOf(type) };
          g[t]++;
          const l = lossAt(type, g);
          const cut = losses[i]! - l + 1e-6 * cost[type]; // ties: the costlier post
          if (cut > bestCut) {
            bestCut = cut;
            bestI = i;
            bestLoss = l;
          }
        });
        guardOf(RAID_TYPES[bestI]!)[t]++;
        losses[bestI] = bestLoss;
        left[t]--;
      }
    }
    return { loss: losses.reduce((a, b) => a + b, 0), posts };
  }

  // ---------------------------------------------------------------- combat

  /** D-RESERVE: the `k` pool figures that make the defending side strongest; allies' figures on ties. */
  private commit(v: PilView, me: number): PilAction | null {
    const r = v.raid;
    if (!r?.pool || r.k < 0) return null;
    const own = v.sheets[me];
    const guard = own ? est(own.posts[GUARD_POST[r.type as RaidType]]) : none();
    const left = r.pool.map((g) => g.count);
    const taken = r.pool.map(() => 0);
    const side = { ...guard };
    for (let i = 0; i < r.k; i++) {
      let bestJ = -1;
      let bestS = -Infinity;
      r.pool.forEach((g, j) => {
        if (left[j]! <= 0) return;
        const f = { ...side };
        f[g.type]++;
        const s = strength(f) + (g.owner !== me ? 1e-6 : 0);
        if (s > bestS) {
          bestS = s;
          bestJ = j;
        }
      });
      if (bestJ < 0) return null;
      left[bestJ]!--;
      taken[bestJ]!++;
      side[r.pool[bestJ]!.type]++;
    }
    const figures: Commitment[] = r.pool
      .map((g, j) => ({ owner: g.owner, figureType: g.type, count: taken[j]! }))
      .filter((c) => c.count > 0);
    return { type: 'commit', figures };
  }

  /** D-RETREAT: retreat when clearly outmatched, or when a victory would bring no loot. */
  private retreats(v: PilView, me: number): boolean {
    const r = v.raid;
    if (!r || r.attacker !== me) return false;
    const force = (side: number) => {
      const f = none();
      for (const g of r.sides[side] ?? []) f[g.figureType as FigureType] += g.count;
      return f;
    };
    const volley = r.round === 1;
    const mine = strength(force(0), volley);
    const theirs = strength(force(1), volley);
    const target = v.fiefs[r.target]!;
    const value = lootValue(target, r.type as RaidType, lootMod(force(0)));
    const worthless = r.result === 6 || value.thief + value.victim <= 0;
    if (worthless) return mine < 3 * theirs;
    return mine < RETREAT_RATIO * theirs;
  }

  /** D-ALLOC: the hits go where a lost figure costs least (men-at-arms, archers, then cavalry; allies' first). */
  private allocate(v: PilView, legal: PilAction[], me: number): PilAction | null {
    const r = v.raid;
    const sample = legal.find(
      (a): a is { type: 'allocate'; hits: AllocEntry[] } => 'type' in a && a.type === 'allocate',
    );
    if (!r || !sample) return null;
    const k = sample.hits.reduce((a, h) => a + h.count, 0);
    const side = r.attacker === me ? 0 : 1;
    const groups = (r.sides[side] ?? []).filter((g) => g.count > 0);
    const costOf = (g: (typeof groups)[number]) =>
      KILL[g.figureType as FigureType] * WORTH[g.figureType as FigureType] * (g.owner === me ? 1 : 0.5);
    const order = groups.map((_, i) => i).sort((a, b) => costOf(groups[a]!) - costOf(groups[b]!));
    let left = k;
    const hits: AllocEntry[] = [];
    for (const i of order) {
      if (left === 0) break;
      const g = groups[i]!;
      const count = Math.min(left, g.count);
      hits.push({
        owner: g.owner,
        origin: g.origin as AllocEntry['origin'],
        figureType: g.figureType as FigureType,
        count,
      });
      left -= count;
    }
    return left === 0 ? { type: 'allocate', hits } : null;
  }
}

function minus(a: Force, b: Force): Force {
  return {
    archers: a.archers - b.archers,
    menAtArms: a.menAtArms - b.menAtArms,
    cavalry: a.cavalry - b.cavalry,
  };
}

/** `k` figures of `have`, strongest types first. */
function strongFirst(have: Force, k: number): Force {
  const f = none();
  let left = k;
  for (const t of STRONG_FIRST) {
    const take = Math.min(left, have[t]);
    f[t] = take;
    left -= take;
  }
  return f;
}

/** `k` figures of `have` in the proportions of `have` (largest remainder). */
function proportional(have: Force, k: number): Force {
  const total = size(have);
  const f = none();
  if (total === 0) return f;
  const rest: [FigureType, number][] = [];
  let used = 0;
  for (const t of TYPES) {
    const exact = (have[t] * k) / total;
    f[t] = Math.floor(exact);
    used += f[t];
    rest.push([t, exact - f[t]]);
  }
  rest.sort((a, b) => b[1] - a[1]);
  for (const [t] of rest) {
    if (used >= k) break;
    if (f[t] < have[t]) {
      f[t]++;
      used++;
    }
  }
  return f;
}
