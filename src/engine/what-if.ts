/**
 * Odds of anything: the exact probability of each outcome of one input in any position, every chance step
 * that follows expanded (`chanceOutcomes`, exact fractions) until the next ordinary decision or the end of the
 * match, with the offers met on the way (rerolls, optional skills, yes-or-no reactions) answered by a policy.
 *
 * What counts as an offer (and what stops the expansion) is decided here, for every game alike, from the rules
 * contract alone (docs/odds.md):
 *
 * - The expansion stops at a sealed round of orders, at the end of the match, and at any decision that is not
 *   an offer: "the next decision", whose seat (and label, when the game gives one) the leaf names.
 * - A decision is an offer only when it comes right after a roll (nothing but rolls and other offers between
 *   them) and has 2 to `MAX_OFFER_INPUTS` legal inputs (inputs that concede, `rules.resigns`, are left out and
 *   never played), and either
 *   1. (`reroll`) some of its inputs roll that roll again and some do not: after the input the same roll (rule
 *      ID) is pending flagged as a reroll (`ChanceRequest.reroll`), or a roll of at most 6 outcomes is pending
 *      some face of which makes it so (ROLL-PRO's gate); taking = rolling again; or, when none does,
 *   2. (`reaction`) it is decided out of turn — by a seat other than the actor, the one whose input is expanded
 *      (the roller, when the expansion starts from a pending roll) — it has exactly two inputs, one of which
 *      leads to a roll (one is pending right after it, or an offer is) and the other not, and the other one
 *      hands the play back: after it
 *      a roll is pending, or a decision of the actor, or another such window whose answer without a roll does
 *      (at most `MAX_WINDOWS` in a row); taking = the one that rolls.
 *   A new round's decision of the actor (Pillards' fight or retreat), a push, a follow-up, a choice among three
 *   defences, another seat's turn are therefore next decisions, not offers.
 * - `always` takes the first taking input in the rules' legal order (Piss' Squig lists Esquive before Pro),
 *   `never` the first other one, `greedy` asks the caller's function (a greedy bot choosing from the seat's view).
 *
 * Rolls are grouped by their roll event (`result`, else `successes`, else `success`, else `total`, else the
 * faces): outcomes with the same label are merged, and their futures merged recursively by label, probabilities
 * summed exactly. The result is JSON: fractions written 'n/d' ('1', '0' for whole numbers).
 */
import { parseDice } from './dice.ts';
import { Fraction } from './odds.ts';
import {
  err,
  ok,
  type ChanceRequest,
  type GameEvent,
  type Result,
  type RuleError,
  type Rules,
} from './types.ts';

/** How offers met during the expansion are answered. */
export type WhatIfPolicy = 'always' | 'never' | 'greedy';

/** The policies, in the order they are listed to people. */
export const WHAT_IF_POLICIES: readonly WhatIfPolicy[] = ['always', 'never', 'greedy'];

/** A decision with more legal inputs than this is never an offer. */
export const MAX_OFFER_INPUTS = 4;

/** What to expand, and how. */
export interface WhatIfOptions<S, A> {
  policy: WhatIfPolicy;
  /** `greedy`: the input `player` chooses at an offer, from `legal` (validated before use). */
  choose?(s: S, player: number, legal: A[]): unknown;
  /** Most paths (leaves before merging) expanded; beyond it the answer is a refusal (default 200,000). */
  maxPaths?: number;
  /** Most steps along one path; beyond it the answer is a refusal (default 1,000). */
  maxDepth?: number;
  /**
   * A horizon: at most this many rolls expanded along one path; the next one ends the path unexpanded (a
   * `horizon` leaf naming it). Default: none, every roll up to the next decision.
   */
  maxRolls?: number;
  /**
   * A roll whose dice have more faces per die than this (Spark Ball's continuous direction, '1d360000') ends the
   * path unexpanded, as a `horizon` leaf naming it, before its outcomes are enumerated. Default: none.
   */
  maxFaces?: number;
  /** Legal inputs quoted as examples when an input is refused (default 3). */
  examples?: number;
}

/** Where a path stopped. */
export interface WhatIfStop {
  kind: 'stop';
  /** A decision that is no offer, a sealed round of orders, the end of the match, or a roll past the horizon. */
  reason: 'decision' | 'orders' | 'over' | 'horizon';
  /** The seat that decides next (`decision`). */
  player?: number;
  /** The game's name for that decision (Spark Ball 'D-11', OSOI 'DP-06'), when it gives one. */
  label?: string;
  /** The seats whose sealed orders are awaited (`orders`). */
  players?: number[];
  /** The winners (`over`). */
  winners?: number[];
  /** The roll left unexpanded (`horizon`). */
  rule?: string;
  /** Probability of reaching it, from the input. */
  p: string;
}

/** A roll met on the way, its outcomes grouped by label. */
export interface WhatIfRoll {
  kind: 'roll';
  rule: string;
  dice: string;
  roller: number;
  target?: number;
  modifier?: number;
  /** True when it replaces an earlier roll. */
  reroll: boolean;
  /** Probability of reaching it, from the input. */
  p: string;
  branches: WhatIfBranch[];
}

/** One group of a roll's outcomes: its label and what follows. */
export interface WhatIfBranch {
  /** A table row ('stunned'), 'successes:2' (a pool), 'success', 'failure', 'total:7' or 'faces:1,3'. */
  label: string;
  /** Probability of this outcome, from the input (the roll's own chance is p / the roll's p). */
  p: string;
  next: WhatIfNode[];
}

/** An offer answered by the policy. */
export interface WhatIfOffer {
  kind: 'offer';
  offer: 'reroll' | 'reaction';
  player: number;
  label?: string;
  /** The input played. */
  input: unknown;
  /** Whether that input takes the offer (rolls again, or reacts). */
  taken: boolean;
  /** The legal inputs there were. */
  choices: number;
  p: string;
  next: WhatIfNode[];
}

/** A node of the outcome tree. */
export type WhatIfNode = WhatIfRoll | WhatIfOffer | WhatIfStop;

/** One step of a leaf's path. */
export type WhatIfStep =
  | { kind: 'roll'; rule: string; reroll: boolean; label: string }
  | { kind: 'offer'; player: number; input: unknown; taken: boolean };

/** A leaf of the tree: the way to it, where it stopped, and its exact probability. */
export interface WhatIfLeaf {
  path: WhatIfStep[];
  stop: WhatIfStop;
  p: string;
  /** 100 × p, for people (not exact). */
  percent: number;
}

/** The answer: what was played, the tree that follows, its leaves, and where paths stopped in total. */
export interface WhatIf {
  game: string;
  /** The seat that played `input`; null when the expansion started from a pending roll. */
  seat: number | null;
  input: unknown;
  policy: WhatIfPolicy;
  /** What follows the input (alternatives whose probabilities sum to 1). */
  tree: WhatIfNode[];
  /** Every leaf of the tree, in its order. */
  leaves: WhatIfLeaf[];
  /** The leaves grouped by where they stopped (`path` empty), most likely first. */
  ends: WhatIfLeaf[];
  /** Paths expanded before merging. */
  paths: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The tree while it is built: fractions, and nodes found by key so that equal labels merge.

interface BuildStop {
  kind: 'stop';
  key: string;
  stop: Omit<WhatIfStop, 'p'>;
  p: Fraction;
}
interface BuildRoll {
  kind: 'roll';
  key: string;
  request: ChanceRequest;
  p: Fraction;
  branches: Map<string, { p: Fraction; next: BuildList }>;
}
interface BuildOffer {
  kind: 'offer';
  key: string;
  offer: 'reroll' | 'reaction';
  player: number;
  label?: string;
  input: unknown;
  taken: boolean;
  choices: number;
  p: Fraction;
  next: BuildList;
}
type BuildNode = BuildStop | BuildRoll | BuildOffer;
type BuildList = Map<string, BuildNode>;

/** A refusal of the expansion (not of an input): too many paths, too deep, fractions too large. */
class Cap extends Error {
  constructor(readonly error: RuleError) {
    super(error.en);
  }
}

interface RollLike {
  type: string;
  rule?: string;
  result?: unknown;
  success?: unknown;
  successes?: unknown;
  total?: unknown;
}

/** The label of a roll's outcome, read from its roll event. */
function outcomeLabel(events: GameEvent[], rule: string, faces: number[]): string {
  const e = events.find((x) => x.type === 'roll' && x.rule === rule) as RollLike | undefined;
  if (e !== undefined) {
    if (typeof e.result === 'string') return e.result;
    // A pool's count says more than whether it reached its target.
    if (typeof e.successes === 'number') return `successes:${e.successes}`;
    if (typeof e.success === 'boolean') return e.success ? 'success' : 'failure';
    if (typeof e.total === 'number') return `total:${e.total}`;
  }
  return `faces:${faces.join(',')}`;
}

function requestKey(r: ChanceRequest): string {
  return `roll|${r.rule}|${r.dice}|${r.roller}|${r.target ?? ''}|${r.modifier ?? ''}|${r.reroll === true}`;
}

/** The offer pending in `s` for `player` right after the roll `rule`, with its taking and other inputs. */
interface Offer<A> {
  kind: 'reroll' | 'reaction';
  legal: A[];
  take: A[];
  other: A[];
}

function findOffer<S, A>(
  rules: Rules<S, A, unknown>,
  s: S,
  player: number,
  rule: string,
  actor: number,
  nested = MAX_NESTED,
): Offer<A> | null {
  const legal = rules.legal(s, player).filter((a) => rules.resigns?.(a) !== true);
  if (legal.length < 2 || legal.length > MAX_OFFER_INPUTS) return null;
  const again: boolean[] = [];
  const rolls: boolean[] = [];
  for (const a of legal) {
    const b = rules.clone(s);
    rules.apply(b, player, a);
    const p = rules.pending(b);
    // An input leads to a roll when one is pending right after it, or an offer is (a reroll offered at once).
    rolls.push(
      p.kind === 'chance' ||
        (p.kind === 'decision' &&
          nested > 0 &&
          findOffer(rules, b, p.player, rule, actor, nested - 1) !== null),
    );
    again.push(p.kind === 'chance' && rollsAgain(rules, b, p.request, rule));
  }
  if (again.some((x) => x) && again.some((x) => !x)) {
    return {
      kind: 'reroll',
      legal,
      take: legal.filter((_, i) => again[i]),
      other: legal.filter((_, i) => !again[i]),
    };
  }
  if (player !== actor && legal.length === 2 && rolls[0] !== rolls[1]) {
    const decline = legal[rolls[0] ? 1 : 0]!;
    const b = rules.clone(s);
    rules.apply(b, player, decline);
    if (!handsBack(rules, b, actor, MAX_WINDOWS)) return null;
    return { kind: 'reaction', legal, take: [legal[rolls[0] ? 0 : 1]!], other: [decline] };
  }
  return null;
}

/** Offers looked through when asking whether an input leads to a roll. */
const MAX_NESTED = 2;

/** Reaction windows followed in a row when checking that declining hands the play back. */
const MAX_WINDOWS = 8;

/**
 * After a declined reaction: a roll is pending, or a decision of the actor, or another two-answer window of
 * another seat whose answer without a roll does so in turn.
 */
function handsBack<S, A>(rules: Rules<S, A, unknown>, s: S, actor: number, windows: number): boolean {
  const p = rules.pending(s);
  if (p.kind === 'chance') return true;
  if (p.kind !== 'decision') return false;
  if (p.player === actor) return true;
  if (windows <= 0) return false;
  const legal = rules.legal(s, p.player).filter((a) => rules.resigns?.(a) !== true);
  if (legal.length !== 2) return false;
  for (const a of legal) {
    const b = rules.clone(s);
    rules.apply(b, p.player, a);
    if (rules.pending(b).kind !== 'chance') return handsBack(rules, b, actor, windows - 1);
  }
  return false;
}

/** The roll `rule` is pending again in `b` (`request`), or a small gate roll is, some face of which makes it so. */
function rollsAgain<S, A>(rules: Rules<S, A, unknown>, b: S, request: ChanceRequest, rule: string): boolean {
  if (request.rule === rule) return request.reroll === true;
  const outcomes = rules.chanceOutcomes(b);
  if (outcomes === null || outcomes.length > 6) return false;
  for (const o of outcomes) {
    const c = rules.clone(b);
    if (!rules.applyChance(c, o.faces).ok) continue;
    const q = rules.pending(c);
    if (q.kind === 'chance' && q.request.rule === rule && q.request.reroll === true) return true;
  }
  return false;
}

const fractionCache = new Map<number, Fraction>();
function fractionOf(p: number): Fraction {
  let f = fractionCache.get(p);
  if (f === undefined) {
    f = Fraction.fromProbability(p);
    fractionCache.set(p, f);
  }
  return f;
}

/** 100 × f, rounded once. */
function percentOf(f: Fraction): number {
  return (f.numerator * 100) / f.denominator;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A few legal inputs as JSON, for a refusal: `a ; b ; c … (12)` (the count when some are left out). */
export function legalExamples(legal: unknown[], n = 3): string {
  const shown = legal.slice(0, n).map((a) => {
    const text = JSON.stringify(a) ?? String(a);
    return text.length > 160 ? `${text.slice(0, 157)}...` : text;
  });
  return `${shown.join(' ; ')}${legal.length > n ? ` … (${legal.length})` : ''}`;
}

/**
 * The exact outcomes of `seat`'s `input` in state `s` (not modified), or, with `input` undefined, of the roll
 * pending in `s`. A refusal (RuleError, French and English) says what is wrong and what is allowed: an input
 * the rules refuse (with their refusal and a few legal inputs), a position that awaits no decision of `seat`,
 * or an expansion past its caps.
 */
export function whatIf<S, A>(
  rules: Rules<S, A, unknown>,
  s: S,
  seat: number | undefined,
  input: unknown,
  options: WhatIfOptions<S, A>,
): Result<WhatIf> {
  const pending = rules.pending(s);
  const start = rules.clone(s);
  let played: A | undefined;
  let player: number | null = null;
  if (pending.kind === 'over') {
    return err(
      'whatif.over',
      undefined,
      'La partie est finie : plus aucune action à jouer.',
      'The match is over: no input is left to play.',
    );
  }
  if (pending.kind === 'simultaneous') {
    const who = pending.players.join(', ');
    return err(
      'whatif.orders',
      undefined,
      `La position attend les ordres scellés des joueurs ${who}, donnés ensemble : choisissez une position où un seul joueur décide.`,
      `The position awaits sealed orders from players ${who}, given together: choose a position where one player decides.`,
    );
  }
  if (pending.kind === 'chance') {
    const r = pending.request;
    if (input !== undefined) {
      return err(
        'whatif.roll',
        r.rule,
        `Un jet est attendu ici (${r.rule}, ${r.dice}), pas une décision : omettez l'action pour les probabilités de ce jet, ou choisissez une autre position.`,
        `A roll is pending here (${r.rule}, ${r.dice}), not a decision: leave the input out for this roll's odds, or choose another position.`,
      );
    }
  } else {
    const who = pending.player;
    if (seat !== undefined && seat !== who) {
      return err(
        'whatif.seat',
        undefined,
        `C'est au joueur ${who} de décider ici, pas au joueur ${seat}.`,
        `Player ${who} decides here, not player ${seat}.`,
      );
    }
    const legal = rules.legal(s, who);
    if (input === undefined) {
      const examples = legalExamples(legal, options.examples);
      return err(
        'whatif.input',
        undefined,
        `Le joueur ${who} doit décider : donnez son action, par exemple ${examples}.`,
        `Player ${who} must decide: give the input, for example ${examples}.`,
      );
    }
    const v = rules.validate(s, who, input);
    if (!v.ok) {
      const examples = legalExamples(legal, options.examples);
      const refused: RuleError = {
        ...v.error,
        message: `${v.error.message} Entrées permises, par exemple : ${examples}.`,
        en: `${v.error.en} Allowed inputs, for example: ${examples}.`,
      };
      return { ok: false, error: refused };
    }
    played = v.value;
    player = who;
    rules.apply(start, who, played);
  }
  if (options.policy === 'greedy' && options.choose === undefined) {
    throw new Error('whatIf: the greedy policy needs a choose function.');
  }
  try {
    const actor = player ?? (pending.kind === 'chance' ? pending.request.roller : -1);
    const { tree, paths } = expand(rules, start, actor, options);
    return ok(finish(rules.id, player, played === undefined ? null : played, options.policy, tree, paths));
  } catch (e) {
    if (e instanceof Cap) return { ok: false, error: e.error };
    if (e instanceof Error && e.message.startsWith('Fraction overflow')) {
      return err(
        'whatif.overflow',
        undefined,
        'Les fractions exactes de cet arbre dépassent les entiers sûrs : choisissez une position plus proche du jet.',
        'The exact fractions of this tree outgrow safe integers: choose a position closer to the roll.',
      );
    }
    throw e;
  }
}

function expand<S, A>(
  rules: Rules<S, A, unknown>,
  start: S,
  actor: number,
  options: WhatIfOptions<S, A>,
): { tree: BuildList; paths: number } {
  const maxPaths = options.maxPaths ?? 200_000;
  const maxDepth = options.maxDepth ?? 1_000;
  const maxRolls = options.maxRolls ?? Infinity;
  const maxFaces = options.maxFaces ?? Infinity;
  const tooFine = (dice: string): boolean => {
    const spec = parseDice(dice);
    return spec.ok && spec.value.sides > maxFaces;
  };
  let paths = 0;
  const root: BuildList = new Map();

  const stopAt = (into: BuildList, stop: Omit<WhatIfStop, 'p'>, prob: Fraction): void => {
    paths++;
    if (paths > maxPaths) {
      throw new Cap(
        err(
          'whatif.paths',
          undefined,
          `Plus de ${maxPaths} chemins à développer : choisissez une position plus proche du jet, une politique qui refuse les offres (never) ou un horizon (moins de jets).`,
          `More than ${maxPaths} paths to expand: choose a position closer to the roll, a policy that declines offers (never), or a horizon (fewer rolls).`,
        ).error,
      );
    }
    const key = `stop|${stop.reason}|${stop.player ?? ''}|${stop.label ?? ''}|${stop.players?.join(',') ?? ''}|${stop.winners?.join(',') ?? ''}|${stop.rule ?? ''}`;
    const node = into.get(key);
    if (node === undefined) into.set(key, { kind: 'stop', key, stop, p: prob });
    else node.p = node.p.add(prob);
  };

  const walk = (
    s: S,
    prob: Fraction,
    into: BuildList,
    last: string | null,
    depth: number,
    rolls: number,
  ): void => {
    for (;;) {
      if (depth >= maxDepth) {
        throw new Cap(
          err(
            'whatif.depth',
            undefined,
            `Un chemin dépasse ${maxDepth} étapes sans atteindre de décision : choisissez une autre position.`,
            `A path runs past ${maxDepth} steps without reaching a decision: choose another position.`,
          ).error,
        );
      }
      depth++;
      const p = rules.pending(s);
      if (p.kind === 'over')
        return stopAt(into, { kind: 'stop', reason: 'over', winners: p.outcome.winners }, prob);
      if (p.kind === 'simultaneous')
        return stopAt(into, { kind: 'stop', reason: 'orders', players: p.players.slice() }, prob);
      if (p.kind === 'decision') {
        const offer = last === null ? null : findOffer(rules, s, p.player, last, actor);
        if (offer === null) {
          const stop: Omit<WhatIfStop, 'p'> = { kind: 'stop', reason: 'decision', player: p.player };
          if (p.label !== undefined) stop.label = p.label;
          return stopAt(into, stop, prob);
        }
        let chosen: A;
        if (options.policy === 'always') chosen = offer.take[0]!;
        else if (options.policy === 'never') chosen = offer.other[0]!;
        else {
          const picked = options.choose!(rules.clone(s), p.player, offer.legal);
          const v = rules.validate(s, p.player, picked);
          if (!v.ok) throw new Error(`whatIf: the greedy choice was refused: ${v.error.en}`);
          chosen = v.value;
        }
        const taken = offer.take.some((a) => sameJson(a, chosen));
        const key = `offer|${p.player}|${JSON.stringify(chosen)}`;
        let node = into.get(key) as BuildOffer | undefined;
        if (node === undefined) {
          node = {
            kind: 'offer',
            key,
            offer: offer.kind,
            player: p.player,
            input: chosen,
            taken,
            choices: offer.legal.length,
            p: Fraction.zero,
            next: new Map(),
          };
          if (p.label !== undefined) node.label = p.label;
          into.set(key, node);
        }
        node.p = node.p.add(prob);
        rules.apply(s, p.player, chosen);
        into = node.next;
        continue;
      }
      const request = p.request;
      if (rolls >= maxRolls || tooFine(request.dice))
        return stopAt(into, { kind: 'stop', reason: 'horizon', rule: request.rule }, prob);
      const outcomes = rules.chanceOutcomes(s);
      if (outcomes === null)
        throw new Error(`whatIf: ${request.rule} is pending but chanceOutcomes is null.`);
      const fractions = outcomes.map((o) => fractionOf(o.p));
      const total = fractions.reduce((a, b) => a.add(b), Fraction.zero);
      if (!total.equals(Fraction.one))
        throw new Error(`whatIf: the outcomes of ${request.rule} (${request.dice}) sum to ${total}, not 1.`);
      const key = requestKey(request);
      let node = into.get(key) as BuildRoll | undefined;
      if (node === undefined) {
        node = { kind: 'roll', key, request: { ...request }, p: Fraction.zero, branches: new Map() };
        into.set(key, node);
      }
      node.p = node.p.add(prob);
      // Outcomes with the same label that leave equal states (same hash) have the same future: expanded once.
      const groups = new Map<string, { state: S; label: string; f: Fraction }>();
      const lastIndex = outcomes.length - 1;
      for (let i = 0; i <= lastIndex; i++) {
        const f = fractions[i]!;
        if (f.numerator === 0) continue;
        // The last outcome may consume `s`: every earlier one starts from its own clone.
        const b = i === lastIndex ? s : rules.clone(s);
        const r = rules.applyChance(b, outcomes[i]!.faces);
        if (!r.ok) throw new Error(`whatIf: chance outcome refused: ${r.error.en}`);
        const label = outcomeLabel(r.value, request.rule, outcomes[i]!.faces);
        const same = `${label}|${rules.hash(b)}`;
        const group = groups.get(same);
        if (group === undefined) groups.set(same, { state: b, label, f });
        else group.f = group.f.add(f);
      }
      for (const { state, label, f } of groups.values()) {
        let branch = node.branches.get(label);
        if (branch === undefined) {
          branch = { p: Fraction.zero, next: new Map() };
          node.branches.set(label, branch);
        }
        const q = prob.mul(f);
        branch.p = branch.p.add(q);
        walk(state, q, branch.next, request.rule, depth, rolls + 1);
      }
      return;
    }
  };

  walk(start, Fraction.one, root, null, 0, 0);
  return { tree: root, paths };
}

/** The JSON answer: the tree in the order it was met, its leaves, and the leaves grouped by where they stop. */
function finish(
  game: string,
  seat: number | null,
  input: unknown,
  policy: WhatIfPolicy,
  tree: BuildList,
  paths: number,
): WhatIf {
  const leaves: WhatIfLeaf[] = [];
  const ends = new Map<string, { stop: Omit<WhatIfStop, 'p'>; p: Fraction }>();
  const list = (nodes: BuildList, path: WhatIfStep[]): WhatIfNode[] =>
    [...nodes.values()].map((n) => node(n, path));
  const node = (n: BuildNode, path: WhatIfStep[]): WhatIfNode => {
    if (n.kind === 'stop') {
      const stop: WhatIfStop = { ...n.stop, p: n.p.toString() };
      leaves.push({ path, stop, p: stop.p, percent: percentOf(n.p) });
      const end = ends.get(n.key);
      if (end === undefined) ends.set(n.key, { stop: n.stop, p: n.p });
      else end.p = end.p.add(n.p);
      return stop;
    }
    if (n.kind === 'offer') {
      const step: WhatIfStep = { kind: 'offer', player: n.player, input: n.input, taken: n.taken };
      const out: WhatIfOffer = {
        kind: 'offer',
        offer: n.offer,
        player: n.player,
        input: n.input,
        taken: n.taken,
        choices: n.choices,
        p: n.p.toString(),
        next: [],
      };
      if (n.label !== undefined) out.label = n.label;
      out.next = list(n.next, [...path, step]);
      return out;
    }
    const r = n.request;
    const out: WhatIfRoll = {
      kind: 'roll',
      rule: r.rule,
      dice: r.dice,
      roller: r.roller,
      reroll: r.reroll === true,
      p: n.p.toString(),
      branches: [],
    };
    if (r.target !== undefined) out.target = r.target;
    if (r.modifier !== undefined) out.modifier = r.modifier;
    for (const [label, b] of n.branches) {
      const step: WhatIfStep = { kind: 'roll', rule: r.rule, reroll: out.reroll, label };
      out.branches.push({ label, p: b.p.toString(), next: list(b.next, [...path, step]) });
    }
    return out;
  };
  const out = list(tree, []);
  const grouped = [...ends.values()]
    .sort((a, b) => b.p.value() - a.p.value())
    .map(({ stop, p }) => ({
      path: [],
      stop: { ...stop, p: p.toString() },
      p: p.toString(),
      percent: percentOf(p),
    }));
  return { game, seat, input, policy, tree: out, leaves, ends: grouped, paths };
}
