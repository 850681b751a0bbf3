/**
 * What the search bots need of Pillards (src/engine/search.ts): information-set search over determinisations of
 * the seat's view (determinize.ts), the greedy bot as the playouts' policy and first proposal, and the VP race
 * as shares.
 *
 * A search from an order sheet plays the turn's raids out (the greedy bot deciding commitments, retreats and
 * hits, the search's own dice rolling) and evaluates at the next turn's sheets: mid-raid positions are too
 * uneven for an evaluation to mean much. Sheets are many (`candidateSheets` is a representative set): the
 * greedy bot's own sheet is proposed first, and progressive widening opens the others.
 */
import type { SearchSupport } from '../../engine/search.ts';
import { PillardsGreedyAgent } from './bot.ts';
import { TURNS } from './campaign.ts';
import type { PilAction } from './decisions.ts';
import { copy, size, TYPES, type Force } from './forces.ts';
import { determinize } from './determinize.ts';
import { pillards } from './index.ts';
import { owned, RAID_TYPES, type PilState, type Sheet } from './state.ts';
import { viewOf, type PilView } from './view.ts';

/** VP worth a 1-to-e odds between two lords: the share of i against j is the logistic of their gap over it. */
export const SHARE_SCALE = 5;
/** What a living figure is worth, in VP per turn still to play (it raids and guards in each of them). */
export const FIGURE_VP_PER_TURN = 0.3;

/** A lord's standing: his VP and what his living figures may still bring. */
function standing(s: PilState, q: number): number {
  const turnsLeft = Math.max(0, TURNS - s.turn + (s.phase === 'negotiation' || s.phase === 'orders' ? 1 : 0));
  return s.lords[q]!.vp + FIGURE_VP_PER_TURN * turnsLeft * size(owned(s.lords[q]!));
}

/** Each lord's share: his mean chance, over the other lords, of finishing above that lord. */
export function lordShares(s: PilState): number[] {
  const v = s.lords.map((_, q) => standing(s, q));
  return v.map((vi, i) => {
    let share = 0;
    v.forEach((vj, j) => {
      if (j !== i) share += 1 / (1 + Math.exp((vj - vi) / SHARE_SCALE));
    });
    return share / (v.length - 1);
  });
}

/** The greedy bot's input for `player` in `s`, from his public view (seeded: its seed only breaks ties). */
function greedy(s: PilState, player: number, legal: PilAction[], seed: string): PilAction {
  return new PillardsGreedyAgent(seed).choose(viewOf(s, player, false), legal, player) as PilAction;
}

/** A sheet with its raid force changed to `force` (the difference taken from or returned to the reserve), or null. */
function withForce(sh: Sheet, force: Force): Sheet | null {
  if (!sh.raid || size(force) === 0) return null;
  const reserve = copy(sh.posts.reserve);
  for (const t of TYPES) {
    reserve[t] -= force[t] - sh.raid.force[t];
    if (reserve[t] < 0) return null;
  }
  return { ...sh, raid: { ...sh.raid, force }, posts: { ...sh.posts, reserve } };
}

/**
 * Neighbours of the greedy sheet, the search's first alternatives: its raid a figure smaller or larger (from or
 * to the reserve), of another type on the same target, or no raid at all (the raiders staying in reserve).
 */
export function sheetVariants(g: Sheet): Sheet[] {
  const out: Sheet[] = [];
  if (!g.raid) return out;
  for (const t of TYPES) {
    const less = withForce(g, { ...g.raid.force, [t]: g.raid.force[t] - 1 });
    if (less && g.raid.force[t] > 0) out.push(less);
    const more = withForce(g, { ...g.raid.force, [t]: g.raid.force[t] + 1 });
    if (more) out.push(more);
  }
  for (const type of RAID_TYPES) if (type !== g.raid.type) out.push({ ...g, raid: { ...g.raid, type } });
  const reserve = copy(g.posts.reserve);
  for (const t of TYPES) reserve[t] += g.raid.force[t];
  out.push({ ...g, raid: null, posts: { ...g.posts, reserve } });
  return out;
}

export const pillardsSearch: SearchSupport<PilState, PilAction, PilView> = {
  rules: pillards,
  hidden: true,
  determinize,
  evaluate: lordShares,
  seats: (s) => s.n,
  rolloutDecisions: 0,
  settled: (s) => s.phase === 'orders' || s.phase === 'over',
  rollout: (s, player, legal, rng) => greedy(s, player, legal.slice(), String(rng.int(0, 1 << 30))),
  order(s, player, legal) {
    const first = greedy(s, player, legal, 'order');
    return s.phase === 'orders' && 'posts' in first
      ? [first, ...sheetVariants(first as Sheet), ...legal]
      : [first, ...legal];
  },
  exploration: 0.3,
  // A turn's outcome is noisy: a few inputs well measured (the greedy sheet and its neighbours first) beat many
  // measured badly. At 1,000 visits a node considers 12 inputs.
  widening: 1.5,
  wideningAlpha: 0.3,
};
