/**
 * "What if…?" from the table (issue 13; docs/protocol.md, `whatIf`): the exact outcome tree of one input of the
 * seat whose decision is pending (engine `whatIf`), asked by any connection of a game whose views hide nothing,
 * and only by the deciding seat, about its own decision, in a game whose views hide something (Pillards).
 *
 * Hidden information: the tree is computed on the server's true state. In a game whose views hide part of it
 * (another lord's sheet, a pool's size, posts not engaged), the tree of another seat's decision would show what
 * those hidden parts do to the dice, and even the deciding seat's own tree, expanded up to the next decision,
 * would run past what it may know (a retreat's resistance roll then a combat against the hidden local guard; the
 * end of a raid then the next raid of a hidden sheet). So there the deciding seat gets no more than its
 * `previews` already tell it: the rolls they list, and no stop, offer or roll beyond them (every path ends as
 * `horizon`); everyone else is refused with `whatIf.hidden`.
 *
 * Bounds: the work runs on the server's main thread, in the match's queue like `preview`; it is capped in
 * paths, in dice too fine to enumerate (Spark Ball's continuous direction ends a path as `horizon`), in time per
 * request (`whatIf.time`) and in time per second over every match (`whatIf.busy`).
 */
import { botFactory, searchSupport } from '../bots/index.ts';
import { Fraction } from '../engine/odds.ts';
import type { AnyRules, Result } from '../engine/types.ts';
import {
  whatIf,
  type WhatIf,
  type WhatIfLeaf,
  type WhatIfNode,
  type WhatIfOptions,
  type WhatIfPolicy,
  type WhatIfStep,
  type WhatIfStop,
} from '../engine/what-if.ts';
import { refusal, type Refusal } from './protocol.ts';

/** The caps of one request. */
export interface WhatIfCaps {
  /** Paths expanded before merging (the engine's `maxPaths`). */
  maxPaths: number;
  /** Steps along one path (the engine's `maxDepth`). */
  maxDepth: number;
  /** Faces per die beyond which a roll is not enumerated (the engine's `maxFaces`: 1d360000 is not). */
  maxFaces: number;
  /** Milliseconds one request may compute before it is stopped (`whatIf.time`). */
  budgetMs: number;
}

/** The protocol's caps (docs/protocol.md). */
export const WHAT_IF_CAPS: WhatIfCaps = { maxPaths: 5_000, maxDepth: 1_000, maxFaces: 1_296, budgetMs: 150 };

/** Milliseconds of what-if computation the server allows itself per second, over every match (`whatIf.busy`). */
export const WHAT_IF_SHARE_MS = 400;

/** The answer's content: the deciding seat's legal inputs (no input asked about), or the tree of one input. */
export type WhatIfAnswer =
  | { seat: number; legal: unknown[] }
  | {
      /** The seat whose input it is (null: the pending roll's tree, asked without input). */
      seat: number | null;
      input: unknown;
      result: WhatIf;
      /** True when the tree stops at what the seat's previews tell (a game that hides information). */
      hidden?: true;
    };

/** Whether a game's views hide part of its state from some connections. */
export function hidesInformation(rules: AnyRules): boolean {
  return rules.secrets !== undefined || searchSupport[rules.id]?.hidden === true;
}

/** Thrown by the timed rules when a request outruns its budget. */
class OutOfTime extends Error {}

/** `rules`, checking the clock before every clone and every face applied. */
function timed(rules: AnyRules, deadline: number, now: () => number): AnyRules {
  const check = (): void => {
    if (now() > deadline) throw new OutOfTime('what-if budget spent');
  };
  const out = Object.create(rules) as AnyRules;
  out.clone = (s: unknown) => {
    check();
    return rules.clone(s);
  };
  out.applyChance = (s: unknown, faces: number[], measured?: number) => {
    check();
    return rules.applyChance(s, faces, measured);
  };
  return out;
}

/**
 * A token bucket of computing time shared by every what-if request of a server: each one may start while the
 * bucket holds time, and is charged what it took.
 */
export class WhatIfShare {
  private ms: number;
  private last: number;
  constructor(
    private readonly perSecond = WHAT_IF_SHARE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.ms = perSecond;
    this.last = now();
  }

  /** Whether a request may start now. */
  open(): boolean {
    const t = this.now();
    this.ms = Math.min(this.perSecond, this.ms + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    return this.ms > 0;
  }

  /** Charges what a request took. */
  spend(ms: number): void {
    this.ms -= ms;
  }
}

/** Who asks: the connection's seat (null for the referee and spectators). */
export interface Asker {
  seat: number | null;
}

/**
 * The answer to a `whatIf` message on `state` (not modified), or the refusal: `input` undefined asks for the
 * deciding seat's legal inputs (or, while a roll is pending, for that roll's tree).
 */
export function answerWhatIf(
  rules: AnyRules,
  state: unknown,
  asker: Asker,
  input: unknown,
  policy: WhatIfPolicy,
  share: WhatIfShare,
  caps: WhatIfCaps = WHAT_IF_CAPS,
  now: () => number = () => performance.now(),
): Result<WhatIfAnswer, Refusal> {
  const pending = rules.pending(state);
  const hidden = hidesInformation(rules);
  const deciding = pending.kind === 'decision' ? pending.player : null;
  const own = deciding !== null && asker.seat === deciding;
  // Sealed orders and the end of the match say nothing hidden: the engine's refusals name them.
  if (hidden && !own && pending.kind !== 'simultaneous' && pending.kind !== 'over') {
    return no(hiddenRefusal(deciding));
  }
  if (deciding !== null && input === undefined) {
    return { ok: true, value: { seat: deciding, legal: rules.legal(state, deciding) } };
  }
  const options: WhatIfOptions<unknown, unknown> = {
    policy,
    maxPaths: caps.maxPaths,
    maxDepth: caps.maxDepth,
    maxFaces: caps.maxFaces,
  };
  if (hidden && own) {
    // No further than the previews the seat receives: their rolls, nothing after them.
    const v = rules.validate(state, deciding, input);
    if (v.ok) options.maxRolls = rules.previews?.(state, deciding, [v.value])[0]?.length ?? 0;
  }
  if (policy === 'greedy') {
    const factory = botFactory(rules.id, 'greedy');
    if (factory === undefined) {
      return no(
        refusal(
          'whatIf.policy',
          `Ce jeu n'a pas de bot glouton : choisissez la politique « toujours » (always) ou « jamais » (never).`,
          `This game has no greedy bot: choose the policy "always" or "never".`,
        ),
      );
    }
    // A fixed seed: the same question gets the same answer.
    const agent = factory('whatIf', 'greedy', rules);
    options.choose = (s, player, legal) => agent.choose(rules.view(s, player), legal, player);
  }
  if (!share.open()) {
    return no(
      refusal(
        'whatIf.busy',
        'Le serveur calcule déjà beaucoup d’arbres « Et si… ? » : réessayez dans une seconde.',
        'The server is already computing many "What if…?" trees: try again in a second.',
      ),
    );
  }
  const start = now();
  let r: Result<WhatIf>;
  try {
    r = whatIf(timed(rules, start + caps.budgetMs, now), state, deciding ?? undefined, input, options);
  } catch (e) {
    if (!(e instanceof OutOfTime)) throw e;
    return no(
      refusal(
        'whatIf.time',
        `L'arbre de cette action demande plus de ${caps.budgetMs} ms de calcul : le serveur ne le développe pas. Essayez la politique « jamais » (moins d'offres suivies), ou l'outil « arbitre odds » sur l'enregistrement de la partie.`,
        `This input's tree takes more than ${caps.budgetMs} ms to compute: the server does not expand it. Try the policy "never" (fewer offers followed), or the "arbitre odds" tool on the match's record.`,
      ),
    );
  } finally {
    share.spend(now() - start);
  }
  if (!r.ok) return no(r.error);
  const result = hidden ? conceal(r.value) : r.value;
  return {
    ok: true,
    value: { seat: r.value.seat, input: r.value.input, result, ...(hidden ? { hidden: true as const } : {}) },
  };
}

function no(r: Refusal): Result<never, Refusal> {
  return { ok: false, error: r };
}

function hiddenRefusal(deciding: number | null): Refusal {
  const whose =
    deciding === null
      ? { fr: 'au siège dont la décision est attendue', en: 'to the seat whose decision is pending' }
      : {
          fr: `au siège ${deciding}, dont la décision est attendue`,
          en: `to seat ${deciding}, whose decision is pending`,
        };
  return refusal(
    'whatIf.hidden',
    `Ce jeu cache une partie de l'état (ordres d'un autre joueur, réserves, postes non engagés) : un arbre « Et si… ? » calculé sur l'état réel la trahirait. Il n'est donné qu'${whose.fr}, sur sa propre décision, et pas plus loin que les jets que ses aperçus annoncent déjà.`,
    `This game hides part of its state (another player's orders, reserves, posts not engaged): a "What if…?" tree computed on the true state would give it away. It is given only ${whose.en}, about its own decision, and no further than the rolls its previews already announce.`,
  );
}

function parse(p: string): Fraction {
  const [n, d] = p.split('/');
  return Fraction.of(Number(n), d === undefined ? 1 : Number(d));
}

/**
 * The tree with everything past its rolls taken out: each stop and offer becomes one `horizon` stop per list (no
 * next decider, winner, rule or offered input), the leaves and ends recomputed.
 */
export function conceal(w: WhatIf): WhatIf {
  const leaves: WhatIfLeaf[] = [];
  const list = (nodes: WhatIfNode[], path: WhatIfStep[]): WhatIfNode[] => {
    const out: WhatIfNode[] = [];
    let cut: Fraction | null = null;
    for (const n of nodes) {
      if (n.kind !== 'roll') {
        cut = (cut ?? Fraction.zero).add(parse(n.p));
        continue;
      }
      out.push({
        ...n,
        branches: n.branches.map((b) => ({
          ...b,
          next: list(b.next, [...path, { kind: 'roll', rule: n.rule, reroll: n.reroll, label: b.label }]),
        })),
      });
    }
    if (cut !== null) {
      const stop: WhatIfStop = { kind: 'stop', reason: 'horizon', p: cut.toString() };
      out.push(stop);
      leaves.push({ path, stop, p: stop.p, percent: (cut.numerator * 100) / cut.denominator });
    }
    return out;
  };
  const tree = list(w.tree, []);
  const total = leaves.reduce((a, l) => a.add(parse(l.p)), Fraction.zero);
  const end: WhatIfStop = { kind: 'stop', reason: 'horizon', p: total.toString() };
  return {
    ...w,
    tree,
    leaves,
    ends: [{ path: [], stop: end, p: end.p, percent: (total.numerator * 100) / total.denominator }],
  };
}
