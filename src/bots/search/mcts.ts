/**
 * Monte Carlo tree search over the rules contract (docs/bots.md): UCT with explicit chance nodes, max-n backup for
 * any number of seats, decoupled UCT at simultaneous orders, progressive widening over long or continuous
 * candidate lists, and information-set search (a new determinisation every iteration) for games whose views hide
 * something. It knows no game: everything comes from a `SearchSupport` and the rules object inside it.
 *
 * Each iteration: copy (or determinise) the root state; walk down the tree choosing at each decision the child
 * with the best upper confidence bound for the seat that decides, at each chance step an outcome of the pending
 * roll (enumerated outcomes in proportion to their probability, the others sampled); on reaching a node visited
 * for the first time, play a short playout and score the position (`evaluate`, or the outcome when the match is
 * over); add that vector of shares, one per seat, to every node on the path.
 */
import { SeededRng } from '../../engine/rng.ts';
import type { SearchSupport } from '../../engine/search.ts';
import { SeededDice } from '../../engine/sources.ts';
import type { ChanceOutcome, Outcome, Pending } from '../../engine/types.ts';

/** How long a decision may search: iterations (reproducible), milliseconds (not), or both (the first reached). */
export interface Budget {
  iterations?: number;
  ms?: number;
}

export interface SearchOptions {
  budget: Budget;
  /** UCB's exploration constant (rewards are shares in [0, 1]). */
  exploration?: number;
  /** Progressive widening: a decision node with n visits considers ⌈widening · (n + 1)^alpha⌉ inputs. */
  widening?: number;
  wideningAlpha?: number;
  /** Lists this long or shorter are opened whole (no widening). */
  wideningFrom?: number;
  /**
   * Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant, 2014): every node also keeps the
   * evaluation of its best line (max for the seat deciding, expectation over rolls), and a decision weighs its
   * inputs by (1 − minimax) · mean + minimax · that value. Means lag behind a long sequence of one seat's
   * decisions (a Move's steps); the minimax value does not. 0: plain UCT.
   */
  minimax?: number;
  /** Chance steps with at most this many outcomes are enumerated (a child per outcome, visited in proportion). */
  enumerateUpTo?: number;
  /**
   * Share nodes between equal states (by `rules.hash`; never for information-set search). Off by default: on
   * Piss' Squig it halved the iterations a second (a hash per new node) and lost strength (docs/bots.md).
   */
  transpositions?: boolean;
}

/** What a search found: the input chosen and the statistics behind it. */
export interface SearchResult<A> {
  action: A;
  iterations: number;
  /** Per root input: visits and mean share for the seat deciding. */
  stats: { action: A; visits: number; value: number }[];
}

/** Tree steps an iteration may take before it plays out from where it is (see `iterate`). */
const MAX_DEPTH = 400;

const DEFAULTS = {
  exploration: 0.7,
  widening: 2,
  wideningAlpha: 0.5,
  wideningFrom: 12,
  enumerateUpTo: 64,
  minimax: 0,
  priorWeight: 1,
};

/** A uniform number in [0, 1) from a seeded generator. */
function uniform(rng: SeededRng): number {
  return rng.int(0, 0x3fffffff) / 0x40000000;
}

/**
 * Each seat's share of a finished match: 1 for a sole winner, 0 for the last, ties shared (two seats: win 1,
 * draw ½, loss 0; more: the fraction of the others ranked below, ties counting half).
 */
export function outcomeShares(o: Outcome, seats: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < seats; i++) {
    if (seats < 2) {
      out.push(o.winners.includes(i) ? 1 : 0);
      continue;
    }
    let v = 0;
    const ri = o.ranks[i] ?? seats;
    for (let j = 0; j < seats; j++) {
      if (j === i) continue;
      const rj = o.ranks[j] ?? seats;
      v += ri < rj ? 1 : ri === rj ? 0.5 : 0;
    }
    out.push(v / (seats - 1));
  }
  return out;
}

/** Statistics every node keeps: visits and, per seat, the sum of the shares backed up through it. */
class Stats {
  n = 0;
  readonly w: Float64Array;
  constructor(seats: number) {
    this.w = new Float64Array(seats);
  }
  add(r: readonly number[]): void {
    this.n++;
    for (let i = 0; i < this.w.length; i++) this.w[i]! += r[i] ?? 0;
  }
  mean(seat: number): number {
    return this.n === 0 ? 0 : this.w[seat]! / this.n;
  }
}

type Node<A> = DecisionNode<A> | ChanceNode<A> | OrdersNode<A>;

/** A decision: the seat that decides, its candidate inputs (in the order widening opens them) and their children. */
class DecisionNode<A> {
  readonly kind = 'decision';
  readonly stats: Stats;
  /** Implicit minimax: the heuristic value backed up by max (decisions) and expectation (rolls). */
  h: number[] | null = null;
  /** The child whose value `h` is (implicit minimax), −1 before any. */
  best = -1;
  /** Information-set search: how many visits each input was available in (for its confidence bound). */
  readonly avail: number[] = [];
  readonly children: (Node<A> | undefined)[] = [];
  readonly childStats: Stats[] = [];
  /** Keys of `actions` (information-set search only), to find an input of another determinisation's list. */
  readonly keys = new Map<string, number>();
  /** Inputs already refined around (continuous games). */
  readonly refined = new Set<number>();
  /** The game's prior odds of `actions` (`SearchSupport.prior`, normalised), null for UCB. */
  prior: number[] | null = null;
  /**
   * A root that answers sealed orders with other seats (Pillards' sheets): their candidates and statistics
   * (decoupled UCT, as at an `OrdersNode`), and a child per joint choice.
   */
  others: OrdersNode<A> | null = null;
  readonly joint = new Map<string, Node<A>>();
  constructor(
    seats: number,
    readonly player: number,
    readonly actions: A[],
    /** False until the inputs are listed: a new node is often a leaf, and listing them may cost (Pillards' sheets). */
    public filled = true,
  ) {
    this.stats = new Stats(seats);
  }
}

/** A roll: its outcomes (when enumerated: a child each, visited in proportion to its probability). */
class ChanceNode<A> {
  readonly kind = 'chance';
  readonly stats: Stats;
  /** Implicit minimax: the heuristic value backed up by max (decisions) and expectation (rolls). */
  h: number[] | null = null;
  /** Implicit minimax: each child's value as last added to `sum`, with its weight's total. */
  readonly shares = new Map<number | string, number[]>();
  sum: number[] | null = null;
  weight = 0;
  /** By outcome index; by faces (text) when the game enumerates nothing and faces are drawn. */
  readonly children = new Map<number | string, Node<A>>();
  readonly visits: number[] = [];
  /** Outcomes chosen so far (the enumerated ones' shares are measured against it). */
  drawn = 0;
  readonly cumulative: number[] = [];
  constructor(
    seats: number,
    readonly outcomes: ChanceOutcome[],
    readonly enumerated: boolean,
  ) {
    this.stats = new Stats(seats);
    let c = 0;
    for (const o of outcomes) {
      c += o.p;
      this.cumulative.push(c);
      this.visits.push(0);
    }
  }
}

/** Sealed simultaneous orders: each seat's own candidates and statistics (decoupled UCT), a child per joint choice. */
class OrdersNode<A> {
  readonly kind = 'orders';
  readonly stats: Stats;
  /** Implicit minimax: the heuristic value backed up by max (decisions) and expectation (rolls). */
  h: number[] | null = null;
  /** Implicit minimax: each child's value as last added to `sum`, with its weight's total. */
  readonly shares = new Map<number | string, number[]>();
  sum: number[] | null = null;
  weight = 0;
  readonly children = new Map<string, Node<A>>();
  /** Each seat's candidates and statistics, listed at the first visit (see `DecisionNode.filled`). */
  actions: A[][] = [];
  seatStats: { n: number[]; w: number[] }[] = [];
  filled = false;
  constructor(
    seats: number,
    readonly players: number[],
  ) {
    this.stats = new Stats(seats);
  }
  fill(actions: A[][]): void {
    this.actions = actions;
    this.seatStats = actions.map((list) => ({ n: list.map(() => 0), w: list.map(() => 0) }));
    this.filled = true;
  }
}

/**
 * One search from the view of `seat`, who must choose among `legal` (the list the rules gave it, in their order).
 * Reproducible for a seed and an iteration budget.
 */
export class Mcts<S, A, V> {
  private readonly o: typeof DEFAULTS;
  private readonly rng: SeededRng;
  private readonly dice: SeededDice;
  private readonly key: (a: A) => string;
  private seatCount = 2;
  /** Nodes by state hash (perfect information), null when the tree is one of paths. */
  private readonly table: Map<string, Node<A>> | null;
  /** The root of the search under way. */
  private root: DecisionNode<A> | null = null;
  /** Whether the last `nodeFor` made a new node. */
  private created = false;
  /** The seat whose search is under way (the games' `order` may treat its inputs apart). */
  private searcher = -1;

  constructor(
    private readonly game: SearchSupport<S, A, V>,
    private readonly options: SearchOptions,
    seed: string,
  ) {
    this.o = {
      ...DEFAULTS,
      ...(game.exploration === undefined ? {} : { exploration: game.exploration }),
      ...(game.minimax === undefined ? {} : { minimax: game.minimax }),
      ...(game.widening === undefined ? {} : { widening: game.widening }),
      ...(game.wideningAlpha === undefined ? {} : { wideningAlpha: game.wideningAlpha }),
      ...(game.priorWeight === undefined ? {} : { priorWeight: game.priorWeight }),
      ...stripUndefined(options),
    };
    this.rng = new SeededRng(`${seed}/tree`);
    this.dice = new SeededDice(`${seed}/dice`);
    this.key = game.key ?? ((a) => JSON.stringify(a));
    this.table = game.hidden || options.transpositions !== true ? null : new Map();
  }

  /** Searches and returns the most visited of `legal` (ties: the best mean, then the first listed). */
  search(view: V, seat: number, legal: readonly A[]): SearchResult<A> {
    if (legal.length === 0) throw new Error(`${this.game.rules.id} search: no legal input for seat ${seat}.`);
    // The budget counts from here: rebuilding the state and ordering the root's inputs are part of the decision.
    const budget = this.options.budget;
    const until = budget.ms === undefined ? Infinity : performance.now() + budget.ms;
    const rules = this.game.rules;
    const hidden = this.game.hidden;
    this.searcher = seat;
    const first = this.game.determinize(view, seat, this.rng);
    this.seatCount = this.game.seats(first);
    // The root's inputs: the legal list the seat was given, in the game's order (see `ordered`).
    const root = new DecisionNode<A>(this.seatCount, seat, this.ordered(first, seat, legal.slice()));
    this.root = root;
    this.setPrior(root, first, true);
    const most = budget.iterations ?? (budget.ms === undefined ? 1000 : Infinity);
    let iterations = 0;
    if (root.actions.length > 1) {
      while (iterations < most) {
        // Every iteration: some games play a turn out in one (Pillards), so a check every few would overrun.
        if (performance.now() >= until) break;
        // Information-set search: a new determinisation each time (the first one aside); else a copy of the one.
        const s = hidden && iterations > 0 ? this.game.determinize(view, seat, this.rng) : rules.clone(first);
        this.iterate(root, s);
        iterations++;
      }
    }
    const stats = root.actions.map((action, i) => ({
      action,
      visits: root.childStats[i]?.n ?? 0,
      value: root.childStats[i]?.mean(seat) ?? 0,
    }));
    let best = 0;
    for (let i = 1; i < stats.length; i++) {
      const a = stats[i]!;
      const b = stats[best]!;
      if (a.visits > b.visits || (a.visits === b.visits && a.value > b.value)) best = i;
    }
    return { action: stats[best]!.action, iterations, stats };
  }

  /** One iteration from the root state `s` (the iteration's own copy). */
  private iterate(root: DecisionNode<A>, s: S): void {
    const rules = this.game.rules;
    const path: Stats[] = [root.stats];
    const nodes: Node<A>[] = [root];
    // The child each node of `nodes` was left by (an input's index, an outcome's index or faces, a joint choice).
    const taken: (number | string)[] = [];
    let scored = false;
    // Simultaneous orders met on the way, with each seat's choice: their seats' statistics get the reward too.
    const orders: [OrdersNode<A>, number[]][] = [];
    let node: Node<A> = root;
    let reward: number[];
    for (let depth = 0; ; depth++) {
      const p = rules.pending(s);
      // A game whose states can repeat makes the tree of transpositions a graph with cycles: stop and play out.
      if (depth > MAX_DEPTH && p.kind !== 'over') {
        reward = this.playout(s);
        break;
      }
      if (p.kind === 'over') {
        reward = outcomeShares(p.outcome, this.seatCount);
        scored = true;
        break;
      }
      let next: Node<A> | undefined;
      let fresh = false;
      if (node.kind === 'decision' && p.kind === 'decision' && p.player === node.player) {
        const i = this.selectDecision(node, s);
        if (i < 0) {
          reward = this.playout(s);
          break;
        }
        rules.apply(s, node.player, node.actions[i]!);
        path.push(node.childStats[i]!);
        taken.push(i);
        next = node.children[i];
        if (!next) {
          next = node.children[i] = this.nodeFor(s);
          fresh = this.created;
        }
      } else if (node === root && p.kind === 'simultaneous' && p.players.includes(root.player)) {
        // The seat's own sheet among sealed orders: its input by its confidence bound, the others' by theirs.
        const i = this.selectDecision(root, s);
        if (i < 0) {
          reward = this.playout(s);
          break;
        }
        const others = (root.others ??= this.ordersNode(p.players.filter((q) => q !== root.player)));
        if (!others.filled) this.fillOrders(others, s);
        const choice = others.players.map((_, k) => this.selectOrder(others, k));
        const sheet = new Map<number, A>([[root.player, root.actions[i]!]]);
        others.players.forEach((q, k) => sheet.set(q, others.actions[k]![choice[k]!]!));
        rules.applyOrders(s, sheet);
        path.push(root.childStats[i]!, others.stats);
        orders.push([others, choice]);
        const joint = `${i}|${choice.join(',')}`;
        taken.push(joint);
        next = root.joint.get(joint);
        if (!next) {
          next = this.nodeFor(s);
          root.joint.set(joint, next);
          fresh = this.created;
        }
      } else if (node.kind === 'chance' && p.kind === 'chance') {
        // No outcome list (the game enumerates none for this roll): faces drawn, a child per faces seen.
        const i = node.outcomes.length > 0 ? this.selectOutcome(node) : -1;
        const faces = i >= 0 ? node.outcomes[i]!.faces : this.dice.roll(p.request);
        const r = rules.applyChance(s, faces);
        if (!r.ok) throw new Error(`${rules.id} search: ${r.error.en}`);
        const key = i >= 0 ? i : faces.join(',');
        taken.push(key);
        next = node.children.get(key);
        if (!next) {
          next = this.nodeFor(s);
          node.children.set(key, next);
          fresh = this.created;
        }
      } else if (node.kind === 'orders' && p.kind === 'simultaneous') {
        if (!node.filled) this.fillOrders(node, s);
        const choice = node.players.map((_, k) => this.selectOrder(node as OrdersNode<A>, k));
        const sheet = new Map<number, A>();
        node.players.forEach((player, k) =>
          sheet.set(player, (node as OrdersNode<A>).actions[k]![choice[k]!]!),
        );
        rules.applyOrders(s, sheet);
        orders.push([node, choice]);
        const joint = choice.join(',');
        taken.push(joint);
        next = node.children.get(joint);
        if (!next) {
          next = this.nodeFor(s);
          node.children.set(joint, next);
          fresh = this.created;
        }
      } else {
        // Information-set search: this determinisation leads elsewhere than the node's first ones did.
        reward = this.playout(s);
        break;
      }
      node = next;
      path.push(node.stats);
      nodes.push(node);
      // A new roll is no leaf: its outcome is chosen by the node at once (so every visit of it is counted there).
      if (fresh && node.kind !== 'chance') {
        reward = this.playout(s);
        scored = true;
        break;
      }
    }
    for (const st of path) st.add(reward);
    if (this.o.minimax > 0) {
      if (scored) nodes[nodes.length - 1]!.h = reward;
      for (let k = nodes.length - 2; k >= 0; k--) this.backupH(nodes[k]!, taken[k]!, nodes[k + 1]!);
    }
    for (const [o, choice] of orders)
      o.players.forEach((player, k) => {
        const st = o.seatStats[k]!;
        st.n[choice[k]!]!++;
        st.w[choice[k]!]! += reward[player] ?? 0;
      });
  }

  /**
   * The node for the state `s` is in (its pending step): the one already in the tree for an equal state
   * (transposition: a Move's paths that meet, the faces of a roll with the same effect), else a new empty one
   * (`created` says which). Information-set search keeps a tree of paths instead: its determinisations differ in
   * what the seat cannot see, so equal states are rare and equal paths are what it shares.
   */
  private nodeFor(s: S): Node<A> {
    if (this.table) {
      const h = this.game.rules.hash(s);
      const known = this.table.get(h);
      if (known) {
        this.created = false;
        return known;
      }
      const node = this.newNode(s);
      this.table.set(h, node);
      this.created = true;
      return node;
    }
    this.created = true;
    return this.newNode(s);
  }

  private newNode(s: S): Node<A> {
    const rules = this.game.rules;
    const p: Pending = rules.pending(s);
    const seats = this.seatCount;
    if (p.kind === 'chance') {
      const outcomes = rules.chanceOutcomes(s) ?? [];
      return new ChanceNode<A>(seats, outcomes, outcomes.length <= this.o.enumerateUpTo);
    }
    if (p.kind === 'simultaneous') return this.ordersNode(p.players);
    // Information-set search lists a node's inputs at each visit (selectAvailable); else at the first one.
    const player = p.kind === 'decision' ? p.player : -1;
    return new DecisionNode<A>(seats, player, [], this.game.hidden || player < 0);
  }

  private ordersNode(players: number[]): OrdersNode<A> {
    return new OrdersNode<A>(this.seatCount, players);
  }

  private fillOrders(node: OrdersNode<A>, s: S): void {
    node.fill(node.players.map((player) => this.candidates(s, player)));
  }

  /** A seat's inputs for the tree: concessions left out unless nothing else is legal, in the game's order. */
  private candidates(s: S, player: number): A[] {
    return this.ordered(s, player, this.game.rules.legal(s, player));
  }

  /**
   * A legal list for the tree: concessions left out unless nothing else is legal, in the game's order; inputs
   * the game's order adds (its own proposal, where `legal` is only representative) are kept when the rules
   * accept them.
   */
  private ordered(s: S, player: number, legal: A[]): A[] {
    const rules = this.game.rules;
    const kept = rules.resigns ? legal.filter((a) => !rules.resigns!(a)) : legal;
    const list = kept.length > 0 ? kept : legal;
    if (!this.game.order) return list;
    const given = new Set(list.map((a) => this.key(a)));
    const out: A[] = [];
    const seen = new Set<string>();
    for (const a of this.game.order(s, player, list.slice(), this.searcher)) {
      const k = this.key(a);
      if (seen.has(k)) continue;
      if (!given.has(k)) {
        const checked = rules.validate(s, player, a);
        if (!checked.ok || this.key(checked.value) !== k) continue;
      }
      seen.add(k);
      out.push(a);
    }
    return out.length > 0 ? out : list;
  }

  /** The game's prior odds of a decision node's inputs, normalised (none when the game gives none here). */
  private setPrior(node: DecisionNode<A>, s: S, root: boolean): void {
    if (!this.game.prior || node.actions.length < 2) return;
    const w = this.game.prior(s, node.player, node.actions, root);
    if (!w || w.length !== node.actions.length) return;
    let total = 0;
    for (const x of w) total += Math.max(0, x);
    node.prior = w.map((x) => (total > 0 ? Math.max(0, x) / total : 1 / w.length));
  }

  /** How many of a node's inputs widening lets it consider after n visits. */
  private width(node: DecisionNode<A>): number {
    return this.widthOf(node.actions.length, node.stats.n);
  }

  /** How many of `total` inputs widening lets a node (or a seat's sealed order) consider after n visits. */
  private widthOf(total: number, n: number): number {
    // Widening opens inputs in the game's order: without one (or refinements) the first listed are no better.
    if (total <= this.o.wideningFrom || (!this.game.order && !this.game.refine)) return total;
    return Math.min(total, Math.max(1, Math.ceil(this.o.widening * Math.pow(n + 1, this.o.wideningAlpha))));
  }

  /**
   * The child to descend to at a decision: an input not tried yet (the first opened by widening), else the best
   * upper confidence bound for the seat deciding. Information-set search only considers the inputs legal in this
   * determinisation (adding the new ones) and counts availability. −1 when nothing is legal here.
   */
  private selectDecision(node: DecisionNode<A>, s: S): number {
    // The root's inputs are the ones the rules gave the seat: what it may do does not depend on what it cannot see.
    if (this.game.hidden && node !== this.root) return this.selectAvailable(node, s);
    if (!node.filled) {
      node.actions.push(...this.candidates(s, node.player));
      node.filled = true;
      this.setPrior(node, s, false);
    }
    let width = this.width(node);
    if (width >= node.actions.length && this.game.refine) width = this.widen(node, s, width);
    return this.ucb(node, width, null);
  }

  /**
   * Implicit minimax backup of a node after its child `key` (`child`) changed value (see
   * `SearchOptions.minimax`): a decision takes its best child's value, looking at all of them only when the
   * best one fell; a roll and sealed orders keep the weighted sum of their children's values and replace the
   * changed child's share of it. Constant work per node, so long paths cost no more than their length.
   */
  private backupH(node: Node<A>, key: number | string, child: Node<A>): void {
    const h = child.h;
    if (!h) return;
    if (node.kind === 'decision') {
      // A root answering sealed orders: its children are joint choices, its value is not used.
      if (typeof key === 'string') return;
      const p = node.player;
      const i = key as number;
      if (node.best < 0 || node.h === null) {
        node.best = i;
        node.h = h;
      } else if (i !== node.best) {
        if (h[p]! > node.h[p]!) {
          node.best = i;
          node.h = h;
        }
      } else if (h[p]! >= node.h[p]!) node.h = h;
      else {
        // The best line fell: the best of all children again.
        let best = i;
        let top = h;
        for (let j = 0; j < node.children.length; j++) {
          const c = node.children[j]?.h;
          if (c && c[p]! > top[p]!) {
            best = j;
            top = c;
          }
        }
        node.best = best;
        node.h = top;
      }
      return;
    }
    const w = node.kind === 'chance' && typeof key === 'number' ? node.outcomes[key]!.p : 1;
    const before = node.shares.get(key);
    if (!node.sum) node.sum = new Array<number>(h.length).fill(0);
    const sum = node.sum;
    if (before) for (let i = 0; i < sum.length; i++) sum[i]! -= w * (before[i] ?? 0);
    else node.weight += w;
    for (let i = 0; i < sum.length; i++) sum[i]! += w * (h[i] ?? 0);
    node.shares.set(key, h);
    node.h = sum.map((x) => x / node.weight);
  }

  private ucb(node: DecisionNode<A>, width: number, allowed: boolean[] | null): number {
    if (node.prior && !allowed) return this.puct(node, width, node.prior);
    const c = this.o.exploration;
    const mix = this.o.minimax;
    const logN = Math.log(Math.max(1, node.stats.n));
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < width; i++) {
      if (allowed && !allowed[i]) continue;
      const st = node.childStats[i];
      if (!st || st.n === 0) {
        if (!st) node.childStats[i] = new Stats(this.seatCount);
        return i;
      }
      const n = allowed ? Math.max(1, node.avail[i]!) : Math.max(1, node.stats.n);
      const h = mix > 0 ? node.children[i]?.h : null;
      const mean = h ? (1 - mix) * st.mean(node.player) + mix * h[node.player]! : st.mean(node.player);
      const score = mean + c * Math.sqrt((allowed ? Math.log(n) : logN) / st.n);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }

  /**
   * PUCT (`SearchSupport.prior`): mean + priorWeight · P · √N / (1 + n). An input not tried yet is valued at its
   * node's mean (first-play urgency), so a poor input with a small prior may never be tried.
   */
  private puct(node: DecisionNode<A>, width: number, prior: number[]): number {
    const c = this.o.priorWeight;
    const mix = this.o.minimax;
    const root = Math.sqrt(Math.max(1, node.stats.n));
    const fpu = node.stats.n > 0 ? node.stats.mean(node.player) : 0.5;
    let best = 0;
    let bestScore = -Infinity;
    for (let i = 0; i < width; i++) {
      const st = node.childStats[i];
      const n = st ? st.n : 0;
      let mean = fpu;
      if (n > 0) {
        const h = mix > 0 ? node.children[i]?.h : null;
        mean = h ? (1 - mix) * st!.mean(node.player) + mix * h[node.player]! : st!.mean(node.player);
      }
      const score = mean + (c * (prior[i] ?? 0) * root) / (1 + n);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (!node.childStats[best]) node.childStats[best] = new Stats(this.seatCount);
    return best;
  }

  /** Information-set search: UCB over the inputs legal in this determinisation, with availability counts. */
  private selectAvailable(node: DecisionNode<A>, s: S): number {
    const legal = this.candidates(s, node.player);
    const allowed: boolean[] = new Array<boolean>(node.actions.length).fill(false);
    for (const a of legal) {
      const k = this.key(a);
      let i = node.keys.get(k);
      if (i === undefined) {
        i = node.actions.length;
        node.actions.push(a);
        node.keys.set(k, i);
      }
      allowed[i] = true;
      node.avail[i] = (node.avail[i] ?? 0) + 1;
    }
    if (legal.length === 0) return -1;
    return this.ucb(node, node.actions.length, allowed);
  }

  /**
   * Continuous inputs: every listed input has been opened and widening allows more, so the best one so far is
   * refined (the game's nearby inputs, each validated, new ones appended). Returns the new width.
   */
  private widen(node: DecisionNode<A>, s: S, width: number): number {
    let best = -1;
    let bestMean = -Infinity;
    for (let i = 0; i < node.actions.length; i++) {
      const st = node.childStats[i];
      if (st && st.n > 0 && !node.refined.has(i) && st.mean(node.player) > bestMean) {
        bestMean = st.mean(node.player);
        best = i;
      }
    }
    const wanted = Math.ceil(this.o.widening * Math.pow(node.stats.n + 1, this.o.wideningAlpha));
    if (best < 0 || wanted <= node.actions.length) return width;
    node.refined.add(best);
    const rules = this.game.rules;
    const seen = new Set(node.actions.map((a) => this.key(a)));
    for (const a of this.game.refine!(s, node.player, node.actions[best]!, this.rng)) {
      const checked = rules.validate(s, node.player, a);
      if (!checked.ok) continue;
      const k = this.key(checked.value);
      if (seen.has(k)) continue;
      seen.add(k);
      node.actions.push(checked.value);
      // A refinement inherits half its origin's prior: it is a variation of an input the game rated.
      if (node.prior) node.prior.push((node.prior[best] ?? 0) / 2);
    }
    return node.actions.length;
  }

  /** An outcome: enumerated ones, the one furthest behind its share of the visits; else drawn by probability. */
  private selectOutcome(node: ChanceNode<A>): number {
    const n = node.outcomes.length;
    if (n === 1) return 0;
    node.drawn++;
    if (node.enumerated) {
      const total = node.drawn;
      let best = 0;
      let bestGap = -Infinity;
      for (let i = 0; i < n; i++) {
        const gap = node.outcomes[i]!.p * total - node.visits[i]!;
        if (gap > bestGap) {
          bestGap = gap;
          best = i;
        }
      }
      node.visits[best]!++;
      return best;
    }
    const x = uniform(this.rng) * node.cumulative[n - 1]!;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (node.cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    node.visits[lo]!++;
    return lo;
  }

  /** Decoupled UCT: seat k's own choice among its candidates (widened in the game's order), by its own statistics. */
  private selectOrder(node: OrdersNode<A>, k: number): number {
    const st = node.seatStats[k]!;
    const list = node.actions[k]!;
    const c = this.o.exploration;
    const logN = Math.log(Math.max(1, node.stats.n));
    const width = this.widthOf(list.length, node.stats.n);
    let best = 0;
    let bestScore = -Infinity;
    for (let i = 0; i < width; i++) {
      if (st.n[i] === 0) return i;
      const score = st.w[i]! / st.n[i]! + c * Math.sqrt(logN / st.n[i]!);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }

  /** A playout of at most `rolloutDecisions` decisions from `s`, then the shares: the outcome's, or `evaluate`'s. */
  private playout(s: S): number[] {
    const rules = this.game.rules;
    let left = this.game.rolloutDecisions;
    for (;;) {
      const p = rules.pending(s);
      if (p.kind === 'over') return outcomeShares(p.outcome, this.seatCount);
      if (p.kind === 'chance') {
        const r = rules.applyChance(s, this.dice.roll(p.request));
        if (!r.ok) throw new Error(`${rules.id} playout: ${r.error.en}`);
        continue;
      }
      if (left <= 0 && (this.game.settled === undefined || this.game.settled(s)))
        return this.game.evaluate(s);
      left--;
      if (p.kind === 'decision') {
        rules.apply(s, p.player, this.pick(s, p.player));
      } else {
        const orders = new Map<number, A>();
        for (const player of p.players) orders.set(player, this.pick(s, player));
        rules.applyOrders(s, orders);
      }
    }
  }

  /** The playouts' input for a seat: the game's policy, else a uniform legal input that does not concede. */
  private pick(s: S, player: number): A {
    const rules = this.game.rules;
    const legal = rules.legal(s, player);
    if (this.game.rollout) return this.game.rollout(s, player, legal, this.rng);
    const a = legal[this.rng.int(0, legal.length - 1)]!;
    if (!rules.resigns?.(a)) return a;
    const kept = legal.filter((x) => !rules.resigns!(x));
    return kept.length > 0 ? kept[this.rng.int(0, kept.length - 1)]! : a;
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o))
    if (v !== undefined && k !== 'budget') (out as Record<string, unknown>)[k] = v;
  return out;
}
