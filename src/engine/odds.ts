/**
 * Exact odds: every chance step is expanded with `chanceOutcomes`, decisions follow a policy, and the
 * probability of each class of end state is summed as an exact fraction.
 *
 * Exactness: `ChanceOutcome.p` is a number, so each `p` is read back as the simplest fraction within a
 * few ulps of it (continued fractions, denominator at most 2^24). Dice probabilities are small rationals
 * (a D6 face is 1/6, a 2D6 total of 7 is 1/6, an ordered 4D6 roll is 1/1296), so this recovers them
 * exactly; each roll's fractions must then add up to exactly 1, or enumeration throws.
 */
import { describeError } from './refusal.ts';
import type { Rules, Bilingual } from './types.ts';

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

function safe(x: number, what: string): number {
  if (!Number.isSafeInteger(x)) throw new Error(`Fraction overflow in ${what}: ${x} is not a safe integer.`);
  return x;
}

/** An exact rational number, always reduced, with a positive denominator. */
export class Fraction {
  /** The reduced numerator (sign carried here). */
  readonly numerator: number;
  /** The reduced denominator, > 0. */
  readonly denominator: number;

  private constructor(numerator: number, denominator: number) {
    this.numerator = numerator;
    this.denominator = denominator;
  }

  /** numerator/denominator, reduced; both must be safe integers and the denominator non-zero. */
  static of(numerator: number, denominator = 1): Fraction {
    safe(numerator, 'Fraction.of');
    safe(denominator, 'Fraction.of');
    if (denominator === 0) throw new Error('Fraction with a zero denominator.');
    const g = gcd(numerator, denominator) || 1;
    const sign = denominator < 0 ? -1 : 1;
    return new Fraction((sign * numerator) / g || 0, (sign * denominator) / g);
  }

  /** 0. */
  static readonly zero = new Fraction(0, 1);
  /** 1. */
  static readonly one = new Fraction(1, 1);

  /** The simplest fraction within a few ulps of probability `p` (see the module note); throws if none. */
  static fromProbability(p: number): Fraction {
    if (!Number.isFinite(p) || p < 0 || p > 1) throw new Error(`Not a probability: ${p}.`);
    let h0 = 0;
    let h1 = 1;
    let k0 = 1;
    let k1 = 0;
    let x = p;
    const tolerance = 16 * Number.EPSILON * p;
    for (let i = 0; i < 64; i++) {
      const a = Math.floor(x);
      const h2 = a * h1 + h0;
      const k2 = a * k1 + k0;
      if (k2 > 2 ** 24) break;
      if (Math.abs(h2 / k2 - p) <= tolerance) return Fraction.of(h2, k2);
      const rest = x - a;
      if (rest === 0) break;
      x = 1 / rest;
      h0 = h1;
      h1 = h2;
      k0 = k1;
      k1 = k2;
    }
    throw new Error(`Probability ${p} is not a small exact fraction.`);
  }

  /** this + other. */
  add(other: Fraction): Fraction {
    const g = gcd(this.denominator, other.denominator);
    const n = this.numerator * (other.denominator / g) + other.numerator * (this.denominator / g);
    return Fraction.of(safe(n, 'add'), safe(this.denominator * (other.denominator / g), 'add'));
  }

  /** this - other. */
  sub(other: Fraction): Fraction {
    return this.add(new Fraction(-other.numerator, other.denominator));
  }

  /** this × other. */
  mul(other: Fraction): Fraction {
    const g1 = gcd(this.numerator, other.denominator) || 1;
    const g2 = gcd(other.numerator, this.denominator) || 1;
    const n = (this.numerator / g1) * (other.numerator / g2);
    const d = (this.denominator / g2) * (other.denominator / g1);
    return Fraction.of(safe(n, 'mul'), safe(d, 'mul'));
  }

  /** Exact equality. */
  equals(other: Fraction): boolean {
    return this.numerator === other.numerator && this.denominator === other.denominator;
  }

  /** The nearest floating-point number. */
  value(): number {
    return this.numerator / this.denominator;
  }

  /** '8/9', or '1' and '0' for whole numbers. */
  toString(): string {
    return this.denominator === 1 ? String(this.numerator) : `${this.numerator}/${this.denominator}`;
  }
}

/** How to walk the tree of futures from a state. */
export interface EnumerateOptions<S, A> {
  /** The input `player` makes at a decision (or a simultaneous order); it is validated before use. */
  policy(s: S, player: number, legal: A[]): A;
  /** True where a branch ends and is classified (the end of the game always ends a branch). */
  stop?(s: S): boolean;
  /** The class of an end state, e.g. 'success', 'knockedDown', 'winner 0'. */
  classify(s: S): string;
  /** Maximum steps along one branch (default 10,000); beyond it enumeration throws. */
  maxDepth?: number;
}

/**
 * The exact probability of each class of end state reachable from `state`, expanding every chance step
 * and following `policy` at decisions. `state` is not modified. Probabilities sum to 1.
 */
export function enumerate<S, A>(
  rules: Rules<S, A, unknown>,
  state: S,
  options: EnumerateOptions<S, A>,
): Map<string, Fraction> {
  const { policy, stop, classify } = options;
  const maxDepth = options.maxDepth ?? 10_000;
  const result = new Map<string, Fraction>();
  const found = (s: S, prob: Fraction): void => {
    const key = classify(s);
    result.set(key, (result.get(key) ?? Fraction.zero).add(prob));
  };
  const decide = (s: S, player: number): A => {
    const chosen = policy(s, player, rules.legal(s, player));
    const v = rules.validate(s, player, chosen);
    if (!v.ok)
      throw new Error(
        `enumerate: the policy's input for player ${player} was refused: ${describeError(v.error)}`,
      );
    return v.value;
  };

  const walk = (s: S, prob: Fraction, depth: number): void => {
    for (;;) {
      if (stop?.(s) === true) return found(s, prob);
      const p = rules.pending(s);
      if (p.kind === 'over') return found(s, prob);
      if (depth >= maxDepth)
        throw new Error(`enumerate: a branch is longer than maxDepth (${maxDepth}) steps.`);
      depth++;
      if (p.kind === 'decision') {
        rules.apply(s, p.player, decide(s, p.player));
      } else if (p.kind === 'simultaneous') {
        const orders = new Map<number, A>();
        for (const player of p.players) orders.set(player, decide(s, player));
        rules.applyOrders(s, orders);
      } else {
        const outcomes = rules.chanceOutcomes(s);
        if (outcomes === null)
          throw new Error(`enumerate: ${p.request.rule} is pending but chanceOutcomes is null.`);
        const fractions = outcomes.map((o) => Fraction.fromProbability(o.p));
        const total = fractions.reduce((a, b) => a.add(b), Fraction.zero);
        if (!total.equals(Fraction.one)) {
          throw new Error(
            `enumerate: the outcomes of ${p.request.rule} (${p.request.dice}) sum to ${total}, not 1.`,
          );
        }
        const last = outcomes.length - 1;
        for (let i = 0; i <= last; i++) {
          const f = fractions[i]!;
          if (f.numerator === 0) continue;
          // The last branch may consume `s`: every earlier one started from its own clone.
          const branch = i === last ? s : rules.clone(s);
          const r = rules.applyChance(branch, outcomes[i]!.faces);
          if (!r.ok) throw new Error(`enumerate: chance outcome refused: ${describeError(r.error)}`);
          walk(branch, prob.mul(f), depth);
        }
        return;
      }
    }
  };

  walk(rules.clone(state), Fraction.one, 0);
  return result;
}

/** The odds of an action: clones `state`, applies `action` for `player` (validated), then enumerates. */
export function oddsOfAction<S, A>(
  rules: Rules<S, A, unknown>,
  state: S,
  player: number,
  action: unknown,
  options: EnumerateOptions<S, A>,
): Map<string, Fraction> {
  const s = rules.clone(state);
  const v = rules.validate(s, player, action);
  if (!v.ok) throw new Error(`oddsOfAction: ${describeError(v.error)}`);
  rules.apply(s, player, v.value);
  return enumerate(rules, s, options);
}

/** A numeric parameter of an odds scenario. */
export interface OddsParam {
  min: number;
  max: number;
  default: number;
  text: Bilingual;
}

/** A question a game can answer exactly: a small position, one action, the probability of each result. */
export interface OddsScenario {
  /** The rule whose roll the scenario is about. */
  rule: string;
  text: Bilingual;
  params: Record<string, OddsParam>;
  run(params: Record<string, number>): Map<string, Fraction>;
}
