/**
 * Risk before commitment: for each legal input, the rolls it starts at once (before anyone's next decision),
 * with their exact odds, computed by playing every face through the game's own rules (`applyChance`) and
 * reading the roll events they produce — never by a formula of its own.
 *
 * A game opts in with the `previews` hook of its rules (types.ts); `previewInputs` is the generic walk most
 * games can use as it is. It clones the state a few times per input (one clone per face of each roll, a few
 * more for a reroll), so it stays cheap for the small legal lists of a turn.
 */
import { Fraction } from './odds.ts';
import type { GameEvent, RollPreview, Rules } from './types.ts';

export type { RollPreview } from './types.ts';

/** Rolls with more outcomes than this (big pools) are not previewed. */
const MAX_OUTCOMES = 36;
/** At most this many rolls in a row are previewed for one input. */
const MAX_ROLLS = 4;
/** A reaction of another seat is followed when it has at most this many answers (yes or no). */
const MAX_ANSWERS = 3;

const fractions = new Map<number, Fraction>();
function fractionOf(p: number): Fraction {
  let f = fractions.get(p);
  if (f === undefined) {
    f = Fraction.fromProbability(p);
    fractions.set(p, f);
  }
  return f;
}

interface RollLike {
  type: string;
  rule?: string;
  success?: unknown;
  result?: unknown;
  successes?: unknown;
  reroll?: unknown;
}

function rollEvent(events: GameEvent[], rule: string): RollLike | undefined {
  for (const e of events) if (e.type === 'roll' && e.rule === rule) return e as RollLike;
  return undefined;
}

/**
 * The probability that the roll `rule` succeeds from state `s`, where it (or a roll deciding whether it is
 * rolled again, such as a one-die Pro roll) is pending; null when no such roll is pending.
 */
function successFrom<S, A>(rules: Rules<S, A, unknown>, s: S, rule: string, depth: number): Fraction | null {
  const p = rules.pending(s);
  if (p.kind !== 'chance') return null;
  const outcomes = rules.chanceOutcomes(s);
  if (outcomes === null) return null;
  // Only the roll itself, or a single die deciding it (a gate), leads to it; anything else (an armour roll
  // after a declined reroll) is the failure standing.
  if (p.request.rule !== rule && (depth <= 0 || outcomes.length > 6)) return null;
  let sum = Fraction.zero;
  for (const o of outcomes) {
    const b = rules.clone(s);
    const r = rules.applyChance(b, o.faces);
    if (!r.ok) return null;
    if (p.request.rule === rule) {
      if (rollEvent(r.value, rule)?.success === true) sum = sum.add(fractionOf(o.p));
    } else {
      const q = successFrom(rules, b, rule, depth - 1);
      if (q !== null) sum = sum.add(fractionOf(o.p).mul(q));
    }
  }
  return sum;
}

/**
 * The best chance that a failed roll `rule` still succeeds, when `player` decides right after the failure
 * (a reroll offered: Esquive, Pro ...); null when no input there rolls it again.
 */
function rerolled<S, A>(rules: Rules<S, A, unknown>, s: S, rule: string, player: number): Fraction | null {
  const p = rules.pending(s);
  if (p.kind !== 'decision' || p.player !== player) return null;
  const legal = rules.legal(s, player);
  if (legal.length > 4) return null;
  let best: Fraction | null = null;
  for (const a of legal) {
    const b = rules.clone(s);
    rules.apply(b, player, a);
    const q = successFrom(rules, b, rule, 1);
    if (q !== null && q.numerator > 0 && (best === null || q.value() > best.value())) best = q;
  }
  return best;
}

/** The rolls `player`'s legal input `a` starts at once from `s`, or null when it starts none. */
export function previewInput<S, A>(
  rules: Rules<S, A, unknown>,
  s: S,
  player: number,
  a: A,
  options: PreviewOptions<S, A> = {},
): RollPreview[] | null {
  const cur = rules.clone(s);
  rules.apply(cur, player, a);
  const p = rules.pending(cur);
  // Another seat may react at once (a reaction offered out of turn: yes or no): each answer's rolls,
  // marked with the answer they hold for.
  if (p.kind === 'decision' && p.player !== player && options.reaction?.(cur) === true) {
    const answers = rules.legal(cur, p.player);
    if (answers.length === 0 || answers.length > MAX_ANSWERS) return null;
    const rolls: RollPreview[] = [];
    for (const answer of answers) {
      const b = rules.clone(cur);
      rules.apply(b, p.player, answer);
      for (const r of walk(rules, b)) rolls.push({ ...r, when: { seat: p.player, input: answer } });
    }
    return rolls.length > 0 ? rolls : null;
  }
  const rolls = walk(rules, cur);
  return rolls.length > 0 ? rolls : null;
}

/** The rolls pending from `cur` on, one after the other while each may succeed (consumes `cur`). */
function walk<S, A>(rules: Rules<S, A, unknown>, start: S): RollPreview[] {
  let cur = start;
  const rolls: RollPreview[] = [];
  for (let n = 0; n < MAX_ROLLS; n++) {
    const p = rules.pending(cur);
    if (p.kind !== 'chance') break;
    const outcomes = rules.chanceOutcomes(cur);
    if (outcomes === null || outcomes.length > MAX_OUTCOMES) break;
    const req = p.request;
    let success = Fraction.zero;
    let targeted = false;
    const results = new Map<string, Fraction>();
    const counts = new Map<string, Fraction>();
    let next: S | null = null;
    let failed: S | null = null;
    let readable = true;
    for (const o of outcomes) {
      const b = rules.clone(cur);
      const r = rules.applyChance(b, o.faces);
      const e = r.ok ? rollEvent(r.value, req.rule) : undefined;
      if (e === undefined) {
        readable = false;
        break;
      }
      const f = fractionOf(o.p);
      if (typeof e.success === 'boolean') {
        targeted = true;
        if (e.success) {
          success = success.add(f);
          next ??= b;
        } else failed ??= b;
      }
      if (typeof e.result === 'string')
        results.set(e.result, (results.get(e.result) ?? Fraction.zero).add(f));
      if (typeof e.successes === 'number') {
        const k = String(e.successes);
        counts.set(k, (counts.get(k) ?? Fraction.zero).add(f));
      }
    }
    if (!readable) break;
    const preview: RollPreview = { rule: req.rule, dice: req.dice, roller: req.roller };
    if (req.target !== undefined) preview.target = req.target;
    if (req.modifier !== undefined) preview.modifier = req.modifier;
    if (targeted) {
      preview.success = success.toString();
      const again = failed === null ? null : rerolled(rules, failed, req.rule, req.roller);
      if (again !== null) preview.withReroll = success.add(Fraction.one.sub(success).mul(again)).toString();
    }
    if (results.size > 0) {
      preview.results = {};
      for (const [k, v] of results) preview.results[k] = v.toString();
    }
    if (counts.size > 0) {
      preview.successes = {};
      const keys = [...counts.keys()].sort((a, b) => Number(a) - Number(b));
      for (const k of keys) preview.successes[k] = counts.get(k)!.toString();
    }
    rolls.push(preview);
    // a table roll, or a test that cannot succeed: what follows depends on the result
    if (!targeted || next === null) break;
    cur = next;
  }
  return rolls;
}

/** What a game tells the walk. */
export interface PreviewOptions<S, A> {
  /** False for an input that can start no roll (its entry is null, the clone is saved). */
  worth?(a: A): boolean;
  /**
   * True when the decision pending in `s`, right after the input and another seat's, is a reaction out of
   * turn whose answers are each followed (the rolls then carry `when`); absent: such a decision ends the walk.
   */
  reaction?(s: S): boolean;
}

/** `previewInput` for each input of `legal` (same order). */
export function previewInputs<S, A>(
  rules: Rules<S, A, unknown>,
  s: S,
  player: number,
  legal: A[],
  options: PreviewOptions<S, A> = {},
): (RollPreview[] | null)[] {
  return legal.map((a) =>
    options.worth === undefined || options.worth(a) ? previewInput(rules, s, player, a, options) : null,
  );
}
