/**
 * What the search bots need of Pillards (src/engine/search.ts): information-set search over determinisations of
 * the seat's view (determinize.ts), the greedy bot as the playouts' policy, first proposal, prior and model of
 * the other lords' sheets, and the VP race as shares.
 *
 * The search chooses the seat's order sheet: it plays the turn's raids out (the greedy bot deciding commitments,
 * retreats and hits for every lord, the search's own dice rolling) and evaluates at the next turn's sheets, with
 * each loot roll of the turn replaced by its expectation. Commitments, retreats and hits are the greedy bot's,
 * in the tree as at the seat's own decisions: searched, they were no better, and they made the turn's tree wide.
 * Sheets are many (`candidateSheets` is a representative set): the greedy bot's own sheet is proposed first, then
 * its neighbours, and the greedy bot's scores of all of them are the root's prior (PUCT), so the search leaves
 * the greedy sheet only where its playouts clearly disagree. The other lords are expected to write their greedy
 * sheets (from their public view).
 */
import type { SearchSupport } from '../../engine/search.ts';
import { lootValue, PillardsGreedyAgent } from './bot.ts';
import { TURNS } from './campaign.ts';
import type { PilAction } from './decisions.ts';
import { determinize } from './determinize.ts';
import { copy, none, size, TYPES, type Force } from './forces.ts';
import { pillards } from './index.ts';
import { sheetScores } from './prior.ts';
import { owned, RAID_TYPES, type PilState, type Sheet } from './state.ts';
import { viewOf, type PilView } from './view.ts';

/** VP worth a 1-to-e odds between two lords: the share of i against j is the logistic of their gap over it. */
export const SHARE_SCALE = 5;
/** What a living figure is worth, in VP per turn still to play (it raids and guards in each of them). */
export const FIGURE_VP_PER_TURN = 0.3;
/** The prior's temperature, in VP of the greedy bot's sheet scores: odds e to 1 for every such VP of difference. */
export const PRIOR_TEMPERATURE = 0.5;

const LOOT_REASONS = new Set([
  'cattleStolen',
  'pigStolen',
  'peasantHumiliated',
  'notableHumiliated',
  'treeBurned',
]);

/**
 * Each lord's VP with the loot rolls of the turn just played replaced by their expectation: a looting raid's
 * loot roll (and the cattle's quantity roll) is the noisiest die of a turn, and it says nothing of the sheets.
 * The expectation is the greedy bot's (`lootValue`), for the fief as it was before the raid (its village
 * aside: who was humiliated is not recorded) and the raid's designated size (its survivors are not recorded).
 */
export function expectedVp(s: PilState): number[] {
  const vp = s.lords.map((l) => l.vp);
  const turn = s.phase === 'orders' || s.phase === 'negotiation' ? s.turn - 1 : s.turn;
  for (const r of s.log) {
    if (r.turn !== turn || r.end !== 'loot') continue;
    const target = s.lords[r.target]!;
    // What this raid took, from the ledgers, and so the fief before it.
    let thiefGot = 0;
    let victimLost = 0;
    let cattle = 0;
    let pigs = 0;
    let trees = 0;
    for (const e of s.lords[r.attacker]!.ledger)
      if (e.raid === r.no && e.turn === turn && LOOT_REASONS.has(e.reason)) {
        thiefGot += e.vp;
        if (e.reason === 'cattleStolen') cattle += e.vp;
        else if (e.reason === 'pigStolen') pigs++;
      }
    for (const e of target.ledger)
      if (e.raid === r.no && e.turn === turn && LOOT_REASONS.has(e.reason)) {
        victimLost -= e.vp;
        if (e.reason === 'treeBurned') trees++;
      }
    const n = size(r.force);
    const mod = n <= 4 ? -1 : n >= 11 ? 1 : 0;
    const before = {
      cattle: target.cattle === null ? null : target.cattle + cattle,
      pigs: target.pigs + pigs,
      trees: target.trees === null ? null : target.trees + trees,
      village: target.village,
    };
    const e = lootValue(before as Parameters<typeof lootValue>[0], r.raidType, mod);
    vp[r.attacker]! += e.thief - thiefGot;
    vp[r.target]! += victimLost - e.victim;
  }
  return vp;
}

/** A lord's standing: his VP (`vp`) and what his living figures may still bring. */
function standing(s: PilState, q: number, vp: readonly number[]): number {
  const turnsLeft = Math.max(0, TURNS - s.turn + (s.phase === 'negotiation' || s.phase === 'orders' ? 1 : 0));
  return vp[q]! + FIGURE_VP_PER_TURN * turnsLeft * size(owned(s.lords[q]!));
}

/** Each lord's share: his mean chance, over the other lords, of finishing above that lord. */
export function lordShares(s: PilState): number[] {
  const vp = expectedVp(s);
  const v = s.lords.map((_, q) => standing(s, q, vp));
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

/**
 * The greedy sheet with its guards gathered on one post (the pen, the village and the orchard in turn), the
 * reserve and the raid unchanged: the defences that answer one raid type best.
 */
export function postVariants(g: Sheet): Sheet[] {
  const out: Sheet[] = [];
  const all = none();
  for (const p of ['pen', 'village', 'orchard'] as const) for (const t of TYPES) all[t] += g.posts[p][t];
  if (size(all) === 0) return out;
  for (const post of ['pen', 'village', 'orchard'] as const) {
    if (size(g.posts[post]) === size(all)) continue;
    out.push({
      ...g,
      posts: { ...g.posts, pen: none(), village: none(), orchard: none(), [post]: copy(all) },
    });
  }
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
  order(s, player, legal, searcher) {
    const first = greedy(s, player, legal, 'order');
    // Commitments, retreats, hits (and negotiation): the greedy bot's, at the root as in the tree.
    if (s.phase !== 'orders' || !('posts' in first)) return [first];
    // The other lords are expected to write their greedy sheets; only the searching lord's are searched.
    if (player !== searcher) return [first];
    const g = first as Sheet;
    return [g, ...postVariants(g), ...sheetVariants(g), ...legal];
  },
  prior(s, player, actions, root) {
    if (!root || s.phase !== 'orders' || !actions.every((a) => 'posts' in a)) return null;
    const scores = sheetScores(viewOf(s, player, false), player, actions as Sheet[]);
    const top = Math.max(...scores);
    return scores.map((x) => Math.exp((x - top) / PRIOR_TEMPERATURE));
  },
  priorWeight: 1,
  exploration: 0.3,
  // A turn's outcome is noisy: a few inputs well measured (the greedy sheet and its neighbours first) beat many
  // measured badly. At 1,000 visits a node considers 12 inputs.
  widening: 1.5,
  wideningAlpha: 0.3,
};
