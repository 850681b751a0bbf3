/**
 * Risk before commitment (DESIGN.md, engine/previews.ts): the rolls each legal input starts at once, with their
 * exact odds, played through the real rules. A pick-up, a shot's aim then power, a pass's throw, a catch, an
 * interception, a Parry's catch, a defence and a reroll are walked by the engine (`previewInputs`). A charge, a
 * tackle and a massacre start with a difficulty roll, so their tests are previewed here over every face of it:
 * the difficulty's distribution, then the test's chance (for a charge, once per defence the defender may
 * choose, each with `when`; a massacre's chance of an injury roll; a tackle's tests and outcome, with the
 * rerolls of ARB-SB-85, by `chainOutcomes`). A shot's power gets its joint odds with the aim (ARB-SB-86).
 * Moves, leaps and standing up start no roll
 * of their own (a tackle on them is the opponent's choice): null. Direction dice (360,000 faces, or 8 / 12)
 * are never enumerated: the rules seen by the walk report no outcomes for a roll of more than 36.
 */
import { parseDice } from '../../engine/dice.ts';
import { Fraction } from '../../engine/odds.ts';
import { previewInputs } from '../../engine/previews.ts';
import type { GameEvent, RollPreview, Rules } from '../../engine/types.ts';
import type { SBAction } from './actions.ts';
import { chanceRequest } from './pending.ts';
import { get, P_PREROLL, P_PRONE, P_UNBAL, type SBState } from './state.ts';
import { tackleModifier } from './tackle.ts';

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

/**
 * The chance that the targeted roll pending in `s` succeeds, with its request; null if none is pending. `s` is
 * the caller's to give away: its last face is applied to it (one clone saved).
 */
function testChance(rules: SBRules, s: SBState): { p: Fraction; preview: RollPreview } | null {
  const req = chanceRequest(s);
  const outcomes = rules.chanceOutcomes(s);
  if (req === null || req.target === undefined || outcomes === null) return null;
  let p = Fraction.zero;
  outcomes.forEach((o, i) => {
    const b = i + 1 < outcomes.length ? rules.clone(s) : s;
    const r = rules.applyChance(b, o.faces);
    if (r.ok && rollOf(r.value)?.success === true) p = p.add(fractionOf(o.p));
  });
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
    } else if (a.type !== 'tackle') {
      const t = testChance(rules, b);
      if (t !== null) add('test', f.mul(t.p), t.preview);
    }
  }
  head.results = {};
  for (const [k, v] of totals) head.results[k] = v.toString();
  const out: RollPreview[] = [head];
  if (a.type === 'tackle') {
    const rest = tackleTests(rules, cur, player);
    return rest === null ? null : [head, ...rest];
  }
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
  for (const { p, preview } of tests.values()) out.push({ ...preview, success: p.toString() });
  return out;
}

/** The classes of a chain's end (a tackle's `clear` / `unbalanced` / `down`), with their chances. */
type Outcomes = Map<string, Fraction>;

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
 * A chain of rolls followed to its end through the rules: `inside` holds while one of its rolls or a reroll
 * offer of one is pending, `classify` names the end reached, `answer` answers a reroll offer (D-26 / D-27)
 * given the outcomes of both answers.
 */
interface Chain {
  inside(s: SBState): boolean;
  classify(s: SBState): string;
  /** The difficulty a roll pending in `s` is tested against, when it is kept in the state (else 0). */
  difficulty(s: SBState): number;
  answer(s: SBState, coach: number, reroll: () => Outcomes, keep: () => Outcomes): 'reroll' | 'noReroll';
}

const fractions = new Map<number, Fraction>();
function fractionOf(p: number): Fraction {
  let f = fractions.get(p);
  if (f === undefined) {
    f = Fraction.fromProbability(p);
    fractions.set(p, f);
  }
  return f;
}

function addTo(into: Outcomes, from: Outcomes, q: Fraction): void {
  for (const [k, v] of from) into.set(k, (into.get(k) ?? Fraction.zero).add(v.mul(q)));
}

/**
 * The outcomes of `chain` from `start` (one of its rolls pending), over every face of each roll; `offered`
 * when a reroll offer was met on the way. A state is evaluated once however it is reached (the same difficulty
 * after different faces, a reroll declined). Its key is all that a chain's rolls and reroll answers change
 * while it stays inside (the stack with its frames, the team rerolls and their use, the player-reroll bits,
 * the difficulty a pending test is read against); the rest of every state inside is `start`'s. Exact, unlike a 32-bit hash, and
 * cheaper.
 */
function chainOutcomes(
  rules: SBRules,
  start: SBState,
  chain: Chain,
): { outcomes: Outcomes; offered: boolean } {
  const memo = new Map<string, Outcomes>();
  let offered = false;
  const base = start.stack.length - 1;
  const key = (s: SBState) => chainKey(s, base, chain.difficulty(s));
  const ends = new Map<string, Outcomes>();
  const after = (b: SBState): Outcomes => {
    if (chain.inside(b)) return value(b);
    const c = chain.classify(b);
    let o = ends.get(c);
    if (o === undefined) ends.set(c, (o = new Map([[c, Fraction.one]])));
    return o;
  };
  const value = (s: SBState): Outcomes => {
    const k = key(s);
    const known = memo.get(k);
    if (known !== undefined) return known;
    const out: Outcomes = new Map();
    const p = rules.pending(s);
    // `s` is this call's own (a clone, or the start's copy): its last use applies to it, one clone saved.
    if (p.kind === 'chance') {
      const outcomes = rules.chanceOutcomes(s) ?? [];
      outcomes.forEach((o, i) => {
        const b = i + 1 < outcomes.length ? rules.clone(s) : s;
        if (!rules.applyChance(b, o.faces).ok) throw new Error(`faces ${o.faces.join()} refused`);
        addTo(out, after(b), fractionOf(o.p));
      });
    } else if (p.kind === 'decision') {
      offered = true;
      const answers = new Map<string, Outcomes>();
      const answered =
        (type: 'reroll' | 'noReroll', own = false) =>
        (): Outcomes => {
          let o = answers.get(type);
          if (o === undefined) {
            const b = own ? s : rules.clone(s);
            rules.apply(b, p.player, { type });
            o = after(b);
            answers.set(type, o);
          }
          return o;
        };
      const choice = chain.answer(s, p.player, answered('reroll'), answered('noReroll'));
      addTo(out, answered(choice, true)(), Fraction.one);
    }
    memo.set(k, out);
    return out;
  };
  return { outcomes: value(rules.clone(start)), offered };
}

/**
 * What a chain's rolls and reroll answers change while it stays inside (the stack above `base`, the start's
 * top, with its frames; the team rerolls and their use; the player-reroll bits; the difficulty a pending test
 * reads): between states reached inside one chain, equal keys are equal states.
 */
function chainKey(s: SBState, base: number, difficulty: number): string {
  let k = `${difficulty}|${s.rerolls[0]},${s.rerolls[1]}|${+s.rerollUsed[0]}${+s.rerollUsed[1]}|`;
  for (let p = 0; p < s.info.length; p++) k += `${get(s, p, P_PREROLL)},`;
  k += s.stack.length;
  for (let i = base; i < s.stack.length; i++) k += JSON.stringify(s.stack[i]);
  return k;
}

const isOffer = (s: SBState, rolls: (id: string) => boolean): boolean => {
  const f = s.stack[s.stack.length - 1];
  if (f === undefined) return false;
  if (f.id === 'D-26' || f.id === 'D-27') return rolls(f.roll);
  return rolls(f.id);
};

/**
 * A tackle from ROLL-TACKLE-AG-DIFF on: the mover passes his AG test (`clear`), fails it and passes his F test
 * (`unbalanced`), or fails both (`down`, SB-REACT-6). With `rerolls`, the preview's reroll policy (ARB-SB-85):
 * the mover's coach rerolls every failed test he may reroll (his player reroll first, D-27, then the team
 * reroll, D-26); the tackler's coach rerolls a difficulty when that raises his chance of bringing the mover down
 * (on a tie he keeps it). Without, every offer is declined.
 */
function tackleChain(s: SBState, rerolls: boolean): Chain {
  const mover = s.act.actor;
  const side = s.info[mover]!.side;
  const unbalanced = get(s, mover, P_UNBAL);
  const down = (o: Outcomes) => o.get('down') ?? Fraction.zero;
  return {
    inside: (b) => isOffer(b, (id) => id.startsWith('ROLL-TACKLE')),
    classify: (b) =>
      get(b, mover, P_PRONE) === 1 ? 'down' : get(b, mover, P_UNBAL) > unbalanced ? 'unbalanced' : 'clear',
    // Read by the mover's tests only: a difficulty roll pending sets the next one (the D2 subtree is then shared
    // by every D1).
    difficulty: (b) =>
      isOffer(b, (id) => id === 'ROLL-TACKLE-AG' || id === 'ROLL-TACKLE-F') ? b.tackleDiff : 0,
    answer: (_b, coach, reroll, keep) => {
      if (!rerolls) return 'noReroll';
      if (coach === side) return 'reroll';
      return down(reroll()).value() > down(keep()).value() ? 'reroll' : 'noReroll';
    },
  };
}

const TACKLE_ENDS = ['clear', 'unbalanced', 'down'] as const;

/**
 * A tackle's tests from `cur` (ROLL-TACKLE-AG-DIFF pending): the mover's AG test over every difficulty, his F
 * test given a failed AG test (both as rolled, and `withReroll` under ARB-SB-85's policy when a reroll may be
 * offered), then the tackle's outcome (`results`, and `resultsWithReroll`). Null when the chain cannot be read.
 */
function tackleTests(rules: SBRules, cur: SBState, player: number): RollPreview[] | null {
  const mover = cur.act.actor;
  const side = cur.info[mover]!.side;
  const plain = chainOutcomes(rules, cur, tackleChain(cur, false));
  const policy = plain.offered ? chainOutcomes(rules, cur, tackleChain(cur, true)).outcomes : null;
  const of = (o: Outcomes, k: string) => o.get(k) ?? Fraction.zero;
  const test = (roll: 'ROLL-TACKLE-AG' | 'ROLL-TACKLE-F'): RollPreview => ({
    rule: 'SB-REACT-6',
    dice: '1d6',
    roller: side,
    modifier: tackleModifier(cur, roll),
  });
  const given = (o: Outcomes): Fraction | null => {
    const failed = of(o, 'unbalanced').add(of(o, 'down'));
    return failed.numerator === 0 ? null : ratio(of(o, 'unbalanced'), failed);
  };
  const ag: RollPreview = { ...test('ROLL-TACKLE-AG'), success: of(plain.outcomes, 'clear').toString() };
  if (policy !== null) ag.withReroll = of(policy, 'clear').toString();
  const out = [ag];
  const force = given(plain.outcomes);
  if (force !== null) {
    const f: RollPreview = { ...test('ROLL-TACKLE-F'), success: force.toString() };
    const again = policy === null ? null : given(policy);
    if (again !== null) f.withReroll = again.toString();
    out.push(f);
  }
  const end: RollPreview = { rule: 'SB-REACT-6', dice: '1d6', roller: player, results: {} };
  for (const k of TACKLE_ENDS) end.results![k] = of(plain.outcomes, k).toString();
  if (policy !== null) {
    end.resultsWithReroll = {};
    for (const k of TACKLE_ENDS) end.resultsWithReroll[k] = of(policy, k).toString();
  }
  out.push(end);
  return out;
}

/** a / b (b > 0). */
function ratio(a: Fraction, b: Fraction): Fraction {
  return Fraction.of(a.numerator * b.denominator, a.denominator * b.numerator);
}

/**
 * A shot's aim then power, to the end of the power test: `power` (enough), `short`, or `miss` (the aim failed:
 * the target deviates first), every reroll offer declined.
 */
const shotChain: Chain = {
  inside: (b) => isOffer(b, (id) => id === 'ROLL-SHOT-AG' || id === 'ROLL-SHOT-F'),
  classify: (b) =>
    b.stack[b.stack.length - 1]?.id === 'ROLL-SHOT-DEV' ? 'miss' : b.shot.powerOk ? 'power' : 'short',
  difficulty: () => 0,
  answer: () => 'noReroll',
};

/**
 * The shot's power entry with its joint odds: the aim and the power both succeed, rolled once (ARB-SB-86). When
 * every successful aim leads to one same state (the aim's margin is kept nowhere), the walk's power figure, read
 * from that state, times the aim's chance is exact: only the aim's faces are played again. Otherwise the chain
 * is followed to the power test's end.
 */
function jointShot(rules: SBRules, s: SBState, player: number, a: SBAction, rolls: RollPreview[] | null) {
  if (a.type !== 'shoot' || rolls === null) return rolls;
  const i = rolls.findIndex((r) => r.rule === 'SB-SHOT-3');
  const power = rolls[i];
  if (power?.success === undefined) return rolls;
  const cur = rules.clone(s);
  rules.apply(cur, player, a);
  const base = cur.stack.length - 1;
  let aim = Fraction.zero;
  let reached: string | null = null;
  let one = true;
  for (const o of rules.chanceOutcomes(cur) ?? []) {
    const b = rules.clone(cur);
    const r = rules.applyChance(b, o.faces);
    if (!r.ok || rollOf(r.value)?.success !== true) continue;
    aim = aim.add(fractionOf(o.p));
    const k = chainKey(b, base, 0);
    if (reached !== null && k !== reached) one = false;
    reached = k;
  }
  const joint = one
    ? aim.mul(parseFraction(power.success))
    : (chainOutcomes(rules, cur, shotChain).outcomes.get('power') ?? Fraction.zero);
  return [...rolls.slice(0, i), { ...power, joint: joint.toString() }, ...rolls.slice(i + 1)];
}

/** '3/4', '1' or '0' as a fraction. */
function parseFraction(x: string): Fraction {
  const [n, d] = x.split('/');
  return Fraction.of(Number(n), d === undefined ? 1 : Number(d));
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
      : jointShot(b, s, player, a, exactReception(b, s, player, a, walked[i]!)),
  );
}
