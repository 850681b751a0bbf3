/**
 * What the search bots need of Spark Ball (src/engine/search.ts): the state rebuilt from a view (the game hides
 * nothing), the greedy bot's heuristics turned into shares of the match (with the loose ball valued by who
 * reaches it first, search-eval.ts) and read after a short greedy playout, the greedy choice opened first by
 * progressive widening over the long candidate lists of a continuous pitch and favoured by the PUCT prior, and
 * nearby points to refine moves, leaps, shots and step-asides around the best ones. docs/bots.md has the
 * measured numbers.
 */
import { parseDice } from '../../engine/dice.ts';
import { SeededRng } from '../../engine/rng.ts';
import type { SearchSupport } from '../../engine/search.ts';
import type { Point, SBAction } from './actions.ts';
import { SparkBallGreedyAgent } from './bot.ts';
import { searchValues } from './search-eval.ts';
import { sparkBall } from './index.ts';
import { chanceRequest } from './pending.ts';
import { stateFromView } from './rebuild.ts';
import type { Rules } from '../../engine/types.ts';
import { get, P_X, P_Y, PER_INCH, type SBState } from './state.ts';
import { publicView, type SBView } from './view.ts';

/**
 * Evaluation points (a goal is 1) worth a 1-to-e odds between the two sides: each side's share is the logistic
 * of the difference of their `sideValues` over this scale.
 */
export const SHARE_SCALE = 0.5;

/** Each side's share of the match, from the greedy bot's heuristics (`sideValues`). */
export function sideShares(s: SBState): number[] {
  const [a, b] = searchValues(publicView(s, null));
  const home = 1 / (1 + Math.exp((b - a) / SHARE_SCALE));
  return [home, 1 - home];
}

/** The greedy bot's generator for `orderInputs`: always the same state, so the order is the same every time. */
const ORDER_RNG = new SeededRng('spark-ball/search-order').state();

/** Moves and leaps a playout's greedy decision weighs at most (see `greedyRollout`). */
export const ROLLOUT_MOVES = 24;

/**
 * A playout's decision: the greedy bot's, its ties drawn with the search's generator. Long lists of moves and
 * leaps are thinned to about `ROLLOUT_MOVES` evenly spread ones first (the greedy bot weighs the shot odds from
 * every destination, which made most of a playout's time); every other input is kept.
 */
export function greedyRollout(s: SBState, player: number, legal: SBAction[], rng: SeededRng): SBAction {
  let list = legal;
  if (legal.length > 2 * ROLLOUT_MOVES) {
    let moves = 0;
    for (const a of legal) if (a.type === 'move' || a.type === 'leap') moves++;
    const every = Math.ceil(moves / ROLLOUT_MOVES);
    if (every > 1) {
      const offset = rng.int(0, every - 1);
      let k = 0;
      list = legal.filter((a) => (a.type !== 'move' && a.type !== 'leap') || k++ % every === offset);
    }
  }
  return new SparkBallGreedyAgent(rng).choose(publicView(s, player), list, player) as SBAction;
}

/** The destination of a move or a leap, else null. */
function destination(a: SBAction): Point | null {
  if (a.type === 'move') return a.path[a.path.length - 1] ?? null;
  if (a.type === 'leap') return a.to;
  return null;
}

/**
 * The legal inputs, most promising first: the greedy bot's choice (its own seeded generator, so the order is
 * the same every time), then everything but moves and leaps in the rules' order (ends, pick-ups, charges,
 * shots, passes: few and decisive), then moves and leaps nearest the greedy destination first (the actor's
 * own spot when greedy does not move), so widening opens the neighbourhood of the greedy step before far ones.
 */
export function orderInputs(s: SBState, player: number, legal: SBAction[]): SBAction[] {
  if (legal.length <= 1) return legal;
  const greedy = new SparkBallGreedyAgent(SeededRng.fromState(ORDER_RNG));
  const pick = greedy.choose(publicView(s, player), legal, player) as SBAction;
  const first = legal.indexOf(pick);
  const rest: SBAction[] = [];
  const moves: [SBAction, number][] = [];
  const anchor =
    destination(pick) ??
    (s.act.actor >= 0
      ? { x: get(s, s.act.actor, P_X) / PER_INCH, y: get(s, s.act.actor, P_Y) / PER_INCH }
      : null);
  for (let i = 0; i < legal.length; i++) {
    if (i === first) continue;
    const a = legal[i]!;
    const q = destination(a);
    if (q === null || anchor === null) rest.push(a);
    else moves.push([a, Math.hypot(q.x - anchor.x, q.y - anchor.y) + (a.type === 'leap' ? 0.75 : 0)]);
  }
  moves.sort((x, y) => x[1] - y[1]);
  const out = first >= 0 ? [legal[first]!] : [];
  return out.concat(
    rest,
    moves.map((m) => m[0]),
  );
}

/** Inches between a refined point and the one it refines, and the directions around it. */
const NEAR = 0.3;
const AROUND = 8;

/** Points around q (thousandths of an inch, as the rules quantise them). */
function around(q: Point, r: number, rng: SeededRng): Point[] {
  // A random turn of the ring, so that refining twice around close points does not probe the same spots.
  const turn = rng.int(0, 359) / 360;
  const out: Point[] = [];
  for (let k = 0; k < AROUND; k++) {
    const t = ((k + turn) / AROUND) * 2 * Math.PI;
    out.push({ x: round3(q.x + r * Math.cos(t)), y: round3(q.y + r * Math.sin(t)) });
  }
  return out;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Inputs near `a` for continuous choices (checked by the search with `rules.validate`); [] for the others. */
export function refineInput(_s: SBState, _player: number, a: SBAction, rng: SeededRng): SBAction[] {
  switch (a.type) {
    case 'move':
      return around(a.path[a.path.length - 1]!, NEAR, rng).map((q) => ({ type: 'move', path: [q] }));
    case 'leap':
      return around(a.to, NEAR, rng).map((q) => ({ type: 'leap', to: q }));
    case 'shoot':
      if (!('to' in a)) return [];
      return [-0.5, -0.25, 0.25, 0.5].map((dx) => ({
        type: 'shoot',
        to: { x: round3(a.to.x + dx), y: a.to.y },
      }));
    case 'stepAside':
      return [-10, -5, 5, 10].map((d) => ({ type: 'stepAside', angle: (a.angle + d + 360) % 360 }));
    case 'deployOne':
      return around(a, NEAR, rng).map((q) => ({ type: 'deployOne', player: a.player, x: q.x, y: q.y }));
    default:
      return [];
  }
}

/** Rolls with more outcomes than this are drawn by the search rather than listed (see `searchRules`). */
export const LISTED_OUTCOMES = 216;

/**
 * The rules as the search plays them: the same, except that a roll with very many outcomes (a scatter
 * direction is 1d360000, a kick-off's scatter 4D6) lists none, so the search draws its faces (a child per faces
 * drawn) instead of building a node over every outcome: listing 360,000 directions took most of its time.
 */
export const searchRules: Rules<SBState, SBAction, SBView> = {
  ...sparkBall,
  chanceOutcomes(s) {
    const request = chanceRequest(s);
    if (!request) return null;
    const spec = parseDice(request.dice);
    if (spec.ok && Math.pow(spec.value.sides, spec.value.count) > LISTED_OUTCOMES) return [];
    return sparkBall.chanceOutcomes(s);
  },
};

/** Prior mass of the greedy choice (the first of `orderInputs`). */
export const PRIOR_GREEDY = 0.5;
/** The others' prior: 1 / (1 + PRIOR_DECAY · their rank in `orderInputs`), sharing the rest of the mass. */
export const PRIOR_DECAY = 0.1;

/**
 * PUCT prior: the greedy choice (first of `orderInputs`) gets `PRIOR_GREEDY` of the mass, the others share the
 * rest, decreasing with their rank in the order (moves nearest the greedy destination first).
 */
export function orderPrior(_s: SBState, _player: number, actions: readonly SBAction[]): number[] | null {
  const n = actions.length;
  if (n < 2) return null;
  const rest: number[] = [];
  let total = 0;
  for (let i = 1; i < n; i++) {
    const w = 1 / (1 + PRIOR_DECAY * (i - 1));
    rest.push(w);
    total += w;
  }
  return [PRIOR_GREEDY, ...rest.map((w) => ((1 - PRIOR_GREEDY) * w) / total)];
}

export const sparkBallSearch: SearchSupport<SBState, SBAction, SBView> = {
  rules: searchRules,
  hidden: false,
  determinize: (view) => stateFromView(view),
  evaluate: sideShares,
  seats: () => 2,
  // Playouts follow the greedy bot for a few decisions (an activation's steps, the replies to them) before the
  // evaluation is read: a leaf just after "activate X" or a first step tells little by itself. Random
  // playouts would wander (players walking about, passes thrown away).
  rolloutDecisions: 6,
  rollout: greedyRollout,
  order: orderInputs,
  refine: refineInput,
  exploration: 0.1,
  minimax: 0.3,
  // PUCT from the greedy choice: 8 wins, 0 draws, 2 losses in 10 games against greedy where UCB won 4 of 10.
  prior: orderPrior,
  priorWeight: 0.3,
};
