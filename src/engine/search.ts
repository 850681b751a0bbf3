/**
 * What a game gives the search bots (src/bots/search, docs/bots.md). Types only: each game implements
 * `SearchSupport` in its own folder (its evaluation lives with its rules), the bots consume it and know no game.
 *
 * The search never sees a state it was not given by `determinize`: a bot receives a view and the legal inputs,
 * asks the game for a full state consistent with that view (hidden parts sampled, never read), and plays on
 * copies of it with the rules object.
 */
import type { SeededRng } from './rng.ts';
import type { Rules } from './types.ts';

export interface SearchSupport<S, A, V = unknown> {
  rules: Rules<S, A, V>;
  /**
   * True when a seat's view hides part of the state (other seats' secret orders, private messages): the search
   * then samples a new determinisation every iteration and shares statistics between them (information-set
   * search). False: `determinize` rebuilds the one state the view carries, once per decision.
   */
  hidden: boolean;
  /**
   * A whole state consistent with what `seat` sees in `view`. Hidden parts are drawn with `rng` from what the
   * seat may believe, never copied from anywhere else. Perfect-information games rebuild the view's state.
   */
  determinize(view: V, seat: number, rng: SeededRng): S;
  /**
   * Each seat's expected share of the match in [0, 1] (1: a sure win; the shares of a two-seat match add up to
   * about 1), from the game's evaluation, for a state that is not over. Finished states are scored from their
   * outcome by the search itself.
   */
  evaluate(s: S): number[];
  /** The number of seats of the match the state belongs to. */
  seats(s: S): number;
  /**
   * Decisions a playout plays after a new leaf before `evaluate` is asked (random legal inputs, concessions
   * aside, or `rollout` when given; dice from the search's own seeded generator). 0: the leaf is evaluated.
   */
  rolloutDecisions: number;
  /**
   * Whether a playout may stop and be evaluated here (default: anywhere). Pillards plays a turn's raids out
   * with its rollout policy and evaluates at the next order sheets, where its evaluation means something.
   */
  settled?(s: S): boolean;
  /** The playouts' policy (default: a uniform legal input that does not concede). */
  rollout?(s: S, player: number, legal: readonly A[], rng: SeededRng): A;
  /**
   * The legal inputs, most promising first: progressive widening opens them in this order when there are many
   * (at decisions and at each seat's sealed orders). Default: the order of `legal`. Where `legal` is only a
   * representative set (Pillards' order sheets), it may add the game's own proposals; the search keeps an added
   * input only when `rules.validate` accepts it. `searcher` is the seat whose search this is (`player` may be
   * another seat, inside the tree): a game may search its own seat's inputs only and model the others'.
   */
  order?(s: S, player: number, legal: A[], searcher: number): A[];
  /**
   * Continuous inputs (Spark Ball, OSOI): inputs near `a`, which `legal`'s finite candidate set may not list.
   * Progressive widening asks for them around the best input once every listed one has been tried; each is
   * checked by `rules.validate` before it enters the tree.
   */
  refine?(s: S, player: number, a: A, rng: SeededRng): A[];
  /**
   * UCB's exploration constant for this game's shares (the search's default is 0.7): the smaller the differences
   * `evaluate` makes between good and bad inputs, the smaller it must be for the search to follow them.
   */
  exploration?: number;
  /**
   * Progressive widening for this game (the search's `SearchOptions.widening` and `wideningAlpha`, defaults 2
   * and 0.5): a node with n visits considers ⌈widening · (n + 1)^alpha⌉ of its inputs. Narrower where outcomes
   * are noisy and the first inputs of `order` are good (Pillards).
   */
  widening?: number;
  wideningAlpha?: number;
  /** The weight of implicit minimax backups for this game (the search's `SearchOptions.minimax`; default 0). */
  minimax?: number;
  /**
   * Prior odds of a decision's inputs (PUCT, as in AlphaZero): one weight ≥ 0 per input of `actions` (the search
   * normalises them), or null for none at this node. With a prior, a decision chooses by mean + `priorWeight` ·
   * P · √N / (1 + n) instead of UCB, and need not try every input once: the game's own judgement (its greedy
   * bot's scores) says where to look, and the search leaves it only where its playouts disagree. Asked once per
   * decision node, when its inputs are listed; `root` says whether it is the searching seat's decision, for
   * games whose prior is too dear for every node.
   */
  prior?(s: S, player: number, actions: readonly A[], root: boolean): number[] | null;
  /** The PUCT constant (`prior`): how far the prior's favourite is trusted before the means overrule it. */
  priorWeight?: number;
  /** A stable text key of an input (default: JSON): information-set search matches inputs across determinisations by it. */
  key?(a: A): string;
}

/** Any game's search support, for drivers that do not know the game. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySearchSupport = SearchSupport<any, any, any>;
