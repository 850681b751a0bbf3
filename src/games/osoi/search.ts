/**
 * What the search bots need of OSOI (src/engine/search.ts): the state rebuilt from a view (the game hides
 * nothing), the evaluation of a battle turned into shares of the match, the greedy bot's ranking of long
 * candidate lists (progressive widening opens its best inputs first), its scores as the prior odds of every
 * decision (PUCT) and inputs near a good one for the continuous parts of the game (moves and deployments).
 */
import type { SearchSupport } from '../../engine/search.ts';
import type { SeededRng } from '../../engine/rng.ts';
import type { OSAction, Point } from './actions.ts';
import { OsoiGreedyAgent } from './bot.ts';
import { sideValues } from './evaluation.ts';
import { osoi } from './index.ts';
import { stateFromView } from './rebuild.ts';
import type { OSState } from './state.ts';
import type { OSView } from './view.ts';

/**
 * Victory points worth a 1-to-e odds between the sides: side 0's share is the logistic of the difference of
 * the sides' values (evaluation.ts) over this scale (an army of the default lists costs 139).
 */
export const SHARE_SCALE = 15;

/** Each side's share of the battle from the evaluation (they add up to 1). */
export function sideShares(s: OSState): number[] {
  const [a, b] = sideValues(s);
  const p = 1 / (1 + Math.exp((b - a) / SHARE_SCALE));
  return [p, 1 - p];
}

/** Lists this long or shorter are opened whole by the search (its `wideningFrom`): no need to rank them. */
const RANKED_FROM = 12;

/** The greedy bot's scoring, without its random tie-break (it keeps no state between decisions). */
const ranker = new OsoiGreedyAgent('search-order');

/**
 * The greedy bot's scores of the last list scored, by input (the objects the search keeps): `order` scores a
 * node's long list just before `prior` asks for the same inputs' odds at the same state.
 */
let lastState: OSState | null = null;
let lastPlayer = -1;
let lastScores = new Map<OSAction, number>();

/**
 * The greedy bot's score of each input of a decision. `reuse`: the scores `order` just computed for this state
 * and seat, if it scored these inputs (used once: the search's state changes as it walks down).
 */
function greedyScores(s: OSState, player: number, actions: readonly OSAction[], reuse = false): number[] {
  if (reuse && s === lastState && player === lastPlayer && actions.every((a) => lastScores.has(a))) {
    const known = actions.map((a) => lastScores.get(a)!);
    lastState = null;
    return known;
  }
  const list = actions.slice();
  const scores = ranker.scores(osoi.view(s, player), list, player);
  lastState = s;
  lastPlayer = player;
  lastScores = new Map(list.map((a, i) => [a, scores[i]!]));
  return scores;
}

/** The inputs the greedy bot likes best first (ties: the rules' order). */
export function ranked(s: OSState, player: number, legal: OSAction[]): OSAction[] {
  if (legal.length <= RANKED_FROM) return legal;
  const scores = greedyScores(s, player, legal);
  return legal
    .map((a, i) => ({ a, i, x: scores[i]! }))
    .sort((p, q) => q.x - p.x || p.i - q.i)
    .map((p) => p.a);
}

/**
 * The playouts' policy: the greedy bot's choice, except where it is slow or aimless over a few decisions: no
 * move at DP-08 (the tree weighs moves; the playout resolves what the activation can do from where it stands),
 * and a uniform deployment.
 */
export function greedyRollout(s: OSState, player: number, legal: OSAction[], rng: SeededRng): OSAction {
  let options = legal.filter((a) => a.type !== 'concede');
  const frame = s.stack.at(-1)?.id;
  if (frame === 'DP-05' || options.length === 0) return options[rng.int(0, options.length - 1)] ?? legal[0]!;
  if (frame === 'DP-08') {
    const still = options.filter((a) => a.type !== 'move');
    if (still.length > 0) options = still;
  }
  if (options.length === 1) return options[0]!;
  const scores = ranker.scores(osoi.view(s, player), options, player);
  let best = 0;
  for (let i = 1; i < options.length; i++) if (scores[i]! > scores[best]!) best = i;
  return options[best]!;
}

/** Metres on the millimetre grid of the rules, so that equal points make equal keys. */
const mm = (x: number) => Math.round(x * 1000) / 1000;

/** A translation turned by `angle` (radians) and scaled by `k`. */
function turned(p: Point, angle: number, k: number): Point {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: mm(k * (p.x * c - p.y * s)), y: mm(k * (p.x * s + p.y * c)) };
}

/**
 * Inputs near `a`: a whole-unit move turned half-way to its neighbours in the candidate set (11.25°) and
 * lengthened or shortened by an eighth; a deployment shifted half a metre each way. The search validates them.
 */
export function nearby(a: OSAction, rng: SeededRng): OSAction[] {
  void rng;
  if (a.type === 'move' && a.translate) {
    const t = a.translate;
    const step = Math.PI / 16;
    return [
      turned(t, step, 1),
      turned(t, -step, 1),
      turned(t, 0, 0.875),
      turned(t, 0, 1.125),
      turned(t, step, 0.875),
      turned(t, -step, 0.875),
    ].map((translate) => ({ type: 'move', translate }));
  }
  if (a.type === 'deploy' && !a.declared) {
    const shifts: Point[] = [
      { x: 0.5, y: 0 },
      { x: -0.5, y: 0 },
      { x: 0, y: 0.5 },
      { x: 0, y: -0.5 },
    ];
    return shifts.map((d) => ({
      type: 'deploy',
      unit: a.unit,
      positions: a.positions.map((p) => ({ x: mm(p.x + d.x), y: mm(p.y + d.y) })),
    }));
  }
  return [];
}

/**
 * The prior's temperature, in victory points of the greedy bot's scores: an input scored 0.1 VP below the
 * favourite has 1/e of its odds. Sharp, because the search's own values are less trustworthy than the greedy
 * bot's one-ply exchange odds (docs/bots.md, OSOI: flatter priors, 1 VP, lost more often to greedy).
 */
export const PRIOR_TEMPERATURE = 0.1;

/**
 * The prior odds of a decision's inputs, at every decision node (not only the root: the tree then follows the
 * greedy bot's lines, and the scores of a long list are those `order` has just computed): a softmax of the
 * greedy bot's scores (victory points) at temperature PRIOR_TEMPERATURE.
 */
export function greedyPrior(
  s: OSState,
  player: number,
  actions: readonly OSAction[],
  root: boolean,
): number[] | null {
  void root;
  if (actions.length < 2) return null;
  const scores = greedyScores(s, player, actions, true);
  lastState = null;
  let top = -Infinity;
  for (const x of scores) if (x > top) top = x;
  if (!Number.isFinite(top)) return null;
  return scores.map((x) => Math.exp((x - top) / PRIOR_TEMPERATURE));
}

export const osoiSearch: SearchSupport<OSState, OSAction, OSView> = {
  rules: osoi,
  hidden: false,
  determinize: (view) => stateFromView(view),
  evaluate: sideShares,
  seats: () => 2,
  // A few decisions of the greedy bot's (no moves) resolve the exchange or action under way before the
  // evaluation: a shot is worth its expected damage only once defended and rolled. Random playouts scatter
  // units and waste dice.
  rolloutDecisions: 3,
  rollout: greedyRollout,
  order: ranked,
  refine: (_s, _player, a, rng) => nearby(a, rng),
  exploration: 0.1,
  minimax: 0.3,
  // PUCT from the greedy bot's judgement: the search keeps its choice unless the playouts clearly disagree.
  prior: greedyPrior,
  priorWeight: 2,
};
