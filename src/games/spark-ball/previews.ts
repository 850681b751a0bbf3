/**
 * Risk before commitment (DESIGN.md, engine/previews.ts): the rolls each legal input starts at once, with their
 * exact odds, played through the real rules. A pick-up, a shot's aim then power, a pass's throw, a catch, an
 * interception, a Parry's catch, a defence and a reroll are walked by the engine (`previewInputs`). A charge, a
 * tackle and a massacre start with a difficulty roll, so their tests are previewed here over every face of it:
 * the difficulty's distribution, then the test's chance (for a charge, once per defence the defender may
 * choose, each with `when`; a massacre's chance of an injury roll). Moves, leaps and standing up start no roll
 * of their own (a tackle on them is the opponent's choice): null. Direction dice (360,000 faces, or 8 / 12)
 * are never enumerated: the rules seen by the walk report no outcomes for a roll of more than 36.
 */
import { parseDice } from '../../engine/dice.ts';
import { Fraction } from '../../engine/odds.ts';
import { previewInputs } from '../../engine/previews.ts';
import type { GameEvent, RollPreview, Rules } from '../../engine/types.ts';
import type { SBAction } from './actions.ts';
import { chanceRequest } from './pending.ts';
import type { SBState } from './state.ts';

type SBRules = Rules<SBState, SBAction, unknown>;

/** Inputs that start a roll at once (or whose answer does: a defence, a Parry's catch, a reroll). */
const ROLLING = new Set<SBAction['type']>([
  'pickUp',
  'shoot',
  'passBall',
  'catchRebound',
  'interceptPass',
  'interceptShot',
  'defend',
  'parryCatch',
  'reroll',
  'noReroll',
  'koReturn',
]);

/** Inputs previewed here: a difficulty roll first, then the test it sets. */
const DIFFICULTY_FIRST = new Set<SBAction['type']>(['charge', 'tackle', 'massacre']);

/** The largest roll the preview enumerates (engine/previews.ts skips bigger ones too). */
const MAX_FACES = 36;

/** The rules with `chanceOutcomes` null for a roll of more than 36 outcomes: the walk stops before it. */
function bounded(rules: SBRules): SBRules {
  return {
    ...rules,
    chanceOutcomes(s: SBState) {
      const r = chanceRequest(s);
      if (r === null) return null;
      const d = parseDice(r.dice);
      if (!d.ok || d.value.sides ** d.value.count > MAX_FACES) return null;
      return rules.chanceOutcomes(s);
    },
  };
}

function rollOf(events: GameEvent[]): (GameEvent & { total?: number; success?: boolean }) | undefined {
  return events.find((e) => e.type === 'roll');
}

/** Declines a reroll of a difficulty roll (D-26 / D-27): its figures are read as rolled. Returns the events. */
function keep(rules: SBRules, s: SBState): GameEvent[] {
  const events: GameEvent[] = [];
  for (let k = 0; k < 2; k++) {
    const p = rules.pending(s);
    const f = s.stack[s.stack.length - 1];
    if (p.kind !== 'decision' || (f?.id !== 'D-26' && f?.id !== 'D-27')) break;
    events.push(...rules.apply(s, p.player, { type: 'noReroll' }));
  }
  return events;
}

/** The chance that the targeted roll pending in `s` succeeds, with its request; null if none is pending. */
function testChance(rules: SBRules, s: SBState): { p: Fraction; preview: RollPreview } | null {
  const req = chanceRequest(s);
  const outcomes = rules.chanceOutcomes(s);
  if (req === null || req.target === undefined || outcomes === null) return null;
  let p = Fraction.zero;
  for (const o of outcomes) {
    const b = rules.clone(s);
    const r = rules.applyChance(b, o.faces);
    if (r.ok && rollOf(r.value)?.success === true) p = p.add(Fraction.fromProbability(o.p));
  }
  const preview: RollPreview = { rule: req.rule, dice: req.dice, roller: req.roller };
  if (req.modifier !== undefined) preview.modifier = req.modifier;
  return { p, preview };
}

/**
 * A charge, a tackle or a massacre: the difficulty roll's distribution (`results` by total), then the test
 * it sets, its chance summed over the difficulty's faces (a charge: once per defence, with `when`; a
 * massacre: the chance of an injury roll).
 */
function difficultyFirst(rules: SBRules, s: SBState, player: number, a: SBAction): RollPreview[] | null {
  const cur = rules.clone(s);
  rules.apply(cur, player, a);
  const req = chanceRequest(cur);
  const outcomes = rules.chanceOutcomes(cur);
  // The defence chosen before the charge roll (ARB-SB-79): each defence, then the roll and the test.
  if (req === null && a.type === 'charge' && cur.stack.at(-1)?.id === 'D-21') return defenceFirst(rules, cur);
  // An RW-CHARGE window first: its answer is the opponent's, so the charge is not previewed.
  if (req === null || outcomes === null) return null;
  const head: RollPreview = { rule: req.rule, dice: req.dice, roller: req.roller };
  if (req.modifier !== undefined) head.modifier = req.modifier;
  const totals = new Map<string, Fraction>();
  const tests = new Map<string, { p: Fraction; preview: RollPreview }>();
  const add = (key: string, q: Fraction, preview: RollPreview): void => {
    const t = tests.get(key);
    if (t === undefined) tests.set(key, { p: q, preview });
    else t.p = t.p.add(q);
  };
  for (const o of outcomes) {
    const f = Fraction.fromProbability(o.p);
    const b = rules.clone(cur);
    const r = rules.applyChance(b, o.faces);
    if (!r.ok) return null;
    const total = String(rollOf(r.value)?.total ?? '');
    totals.set(total, (totals.get(total) ?? Fraction.zero).add(f));
    keep(rules, b);
    const p = rules.pending(b);
    if (a.type === 'massacre') {
      // The victim's D3, then SB-MASSACRE-3's verdict.
      for (const d of rules.chanceOutcomes(b) ?? []) {
        const c = rules.clone(b);
        const v = rules.applyChance(c, d.faces);
        if (!v.ok) return null;
        const verdict = [...v.value, ...keep(rules, c)].find((e) => e.type === 'massacreResult') as
          { injury?: boolean } | undefined;
        const q = f.mul(Fraction.fromProbability(d.p));
        const k = verdict?.injury === true ? 'injury' : 'noInjury';
        add(k, q, { rule: 'SB-MASSACRE-3', dice: '1d3', roller: 1 - player });
      }
    } else if (p.kind === 'decision' && a.type === 'charge') {
      for (const answer of rules.legal(b, p.player)) {
        const c = rules.clone(b);
        rules.apply(c, p.player, answer);
        const t = testChance(rules, c);
        if (t === null) continue;
        add(JSON.stringify(answer), f.mul(t.p), { ...t.preview, when: { seat: p.player, input: answer } });
      }
    } else {
      const t = testChance(rules, b);
      if (t !== null) add('test', f.mul(t.p), t.preview);
      if (a.type === 'tackle') {
        const second = forceStage(rules, b);
        if (second !== null) {
          add('failed', f.mul(second.failed), second.preview);
          add('force', f.mul(second.force), second.preview);
        }
      }
    }
  }
  head.results = {};
  for (const [k, v] of totals) head.results[k] = v.toString();
  const out: RollPreview[] = [head];
  if (a.type === 'massacre') {
    const injury = tests.get('injury')?.p ?? Fraction.zero;
    const none = tests.get('noInjury')?.p ?? Fraction.zero;
    out.push({
      rule: 'SB-MASSACRE-3',
      dice: '1d3',
      roller: 1 - player,
      results: { injury: injury.toString(), noInjury: none.toString() },
    });
    return out;
  }
  for (const [key, { p, preview }] of tests) {
    if (key !== 'failed' && key !== 'force') out.push({ ...preview, success: p.toString() });
  }
  // A tackle's Force test, reached when the AG test fails: its chance given that.
  const failed = tests.get('failed');
  const force = tests.get('force');
  if (failed !== undefined && force !== undefined && failed.p.numerator > 0) {
    const given = Fraction.of(
      force.p.numerator * failed.p.denominator,
      force.p.denominator * failed.p.numerator,
    );
    out.push({ ...failed.preview, success: given.toString() });
  }
  return out;
}

/**
 * A charge whose defence is chosen before its roll (`charge.defenceChoice = beforeRoll`, ARB-SB-79), D-21
 * pending in `s`: the charge roll's distribution, then each defence's chance over every face of it, with `when`.
 */
function defenceFirst(rules: SBRules, s: SBState): RollPreview[] | null {
  const p = rules.pending(s);
  if (p.kind !== 'decision') return null;
  let head: RollPreview | null = null;
  const totals = new Map<string, Fraction>();
  const out: RollPreview[] = [];
  for (const answer of rules.legal(s, p.player)) {
    if (answer.type !== 'defend') continue;
    const c = rules.clone(s);
    rules.apply(c, p.player, answer);
    const req = chanceRequest(c);
    const outcomes = rules.chanceOutcomes(c);
    if (req === null || outcomes === null) return null;
    const first = head === null;
    if (head === null) {
      head = { rule: req.rule, dice: req.dice, roller: req.roller };
      if (req.modifier !== undefined) head.modifier = req.modifier;
    }
    let q = Fraction.zero;
    let preview: RollPreview | null = null;
    for (const o of outcomes) {
      const f = Fraction.fromProbability(o.p);
      const b = rules.clone(c);
      const r = rules.applyChance(b, o.faces);
      if (!r.ok) return null;
      if (first) {
        const total = String(rollOf(r.value)?.total ?? '');
        totals.set(total, (totals.get(total) ?? Fraction.zero).add(f));
      }
      keep(rules, b);
      const t = testChance(rules, b);
      if (t === null) continue;
      preview ??= t.preview;
      q = q.add(f.mul(t.p));
    }
    if (preview !== null)
      out.push({ ...preview, when: { seat: p.player, input: answer }, success: q.toString() });
  }
  if (head === null) return null;
  head.results = {};
  for (const [k, v] of totals) head.results[k] = v.toString();
  return [head, ...out];
}

/**
 * From a tackle's AG test pending in `s`: the chance it fails, and that the Force test which then follows
 * passes (ROLL-TACKLE-F-DIFF then ROLL-TACKLE-F, SB-REACT-6), with the Force test's request; null if none
 * follows. A failed AG test's reroll offers are declined.
 */
function forceStage(
  rules: SBRules,
  s: SBState,
): { failed: Fraction; force: Fraction; preview: RollPreview } | null {
  let failed = Fraction.zero;
  let force = Fraction.zero;
  let preview: RollPreview | null = null;
  for (const o of rules.chanceOutcomes(s) ?? []) {
    const b = rules.clone(s);
    const r = rules.applyChance(b, o.faces);
    if (!r.ok || rollOf(r.value)?.success !== false) continue;
    const f = Fraction.fromProbability(o.p);
    failed = failed.add(f);
    keep(rules, b);
    for (const d of rules.chanceOutcomes(b) ?? []) {
      const c = rules.clone(b);
      const v = rules.applyChance(c, d.faces);
      if (!v.ok || rollOf(v.value)?.result !== 'difficulty') return null;
      keep(rules, c);
      const t = testChance(rules, c);
      if (t === null) return null;
      preview ??= t.preview;
      force = force.add(f.mul(Fraction.fromProbability(d.p)).mul(t.p));
    }
  }
  return preview === null ? null : { failed, force, preview };
}

/**
 * A pass's reception is tested against 6 − the throw's MS (SB-PASS-6), so the walk's figure (read after one
 * successful throw) is replaced by its exact chance given a successful throw, over every face of the throw;
 * its target varies with the MS and is left out. Dropped when a window may come between them.
 */
function exactReception(
  rules: SBRules,
  s: SBState,
  player: number,
  a: SBAction,
  rolls: RollPreview[] | null,
) {
  if (a.type !== 'passBall' || rolls === null) return rolls;
  const i = rolls.findIndex((r) => r.rule === 'SB-PASS-6');
  if (i < 0) return rolls;
  const cur = rules.clone(s);
  rules.apply(cur, player, a);
  const outcomes = rules.chanceOutcomes(cur);
  if (outcomes === null) return rolls.slice(0, i);
  let thrown = Fraction.zero;
  let caught = Fraction.zero;
  for (const o of outcomes) {
    const b = rules.clone(cur);
    const r = rules.applyChance(b, o.faces);
    if (!r.ok || rollOf(r.value)?.success !== true) continue;
    const f = Fraction.fromProbability(o.p);
    thrown = thrown.add(f);
    const c = testChance(rules, b);
    if (c === null || c.preview.rule !== 'SB-PASS-6') return rolls.slice(0, i);
    caught = caught.add(f.mul(c.p));
  }
  if (thrown.numerator === 0) return rolls.slice(0, i);
  const given = Fraction.of(caught.numerator * thrown.denominator, caught.denominator * thrown.numerator);
  const { target: _target, withReroll: _again, ...rest } = rolls[i]!;
  return [...rolls.slice(0, i), { ...rest, success: given.toString() }];
}

/** The `previews` hook of the Spark Ball rules. */
export function sbPreviews(
  rules: SBRules,
  s: SBState,
  player: number,
  legal: SBAction[],
): (RollPreview[] | null)[] {
  const b = bounded(rules);
  const walked = previewInputs(b, s, player, legal, { worth: (a) => ROLLING.has(a.type) });
  // A defence chosen before the charge roll (ARB-SB-79) starts with that roll, like a charge.
  const beforeRoll = s.stack.at(-1)?.id === 'D-21' && !s.charge.rolled;
  return legal.map((a, i) =>
    DIFFICULTY_FIRST.has(a.type) || (beforeRoll && a.type === 'defend')
      ? difficultyFirst(b, s, player, a)
      : exactReception(b, s, player, a, walked[i]!),
  );
}
