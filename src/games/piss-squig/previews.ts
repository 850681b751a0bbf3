/**
 * Risk before commitment (issue 9): the rolls each legal input starts at once, with their exact odds — a
 * dodge (and a slippery square's test before it), a Lucidité step, a Saut, the climb out, a piss (at each
 * range, with its adjacent opponents and skills), a block (the D6 table), a Squig designation (ROLL-SQUIG),
 * a Pisse rapide, a reroll, the armour roll after a failure kept — computed by the engine's walk over the
 * real rules (engine/previews.ts), rerolls included (Esquive, Prostate dilatée, Pro) when the goblin still
 * has them.
 */
import { enumerate, Fraction } from '../../engine/odds.ts';
import { previewInputs } from '../../engine/previews.ts';
import type { Rules, RollPreview } from '../../engine/types.ts';
import type { PSAction } from './actions.ts';
import { DIVE_MODIFIER } from './movement.ts';
import { diversOf } from './reactions.ts';
import { Phase, Status, type PSState } from './state.ts';

/**
 * Inputs not walked: they end the turn or the match (what follows is another seat's turn, not a risk this
 * input takes). Every other input is walked, sub-decisions included: a reroll (the roll again, or ROLL-PRO
 * then the roll), keeping a failed roll (the armour roll that follows), declining a reaction (the dodge that
 * follows), a follow-up or a push (the falls), a post-match care (the advance roll).
 */
const TURN_ENDS = new Set<PSAction['type']>(['pass', 'end', 'concede', 'stop']);

/** The phases of a dodge in progress: the die, a dive offered after it, a reroll offered, ROLL-PRO. */
const DODGING = new Set<number>([Phase.Dodge, Phase.Dive, Phase.DodgeReroll, Phase.Pro, Phase.ProReroll]);

/**
 * The exact chance that the dodge pending in `s` leaves the mover standing, when the diver's side always
 * answers `answer` and the mover keeps (`reroll` false) or rerolls (Esquive first, else Pro) a failure.
 */
function dodgeChance(
  rules: Rules<PSState, PSAction, unknown>,
  s: PSState,
  answer: 'dive' | 'decline',
  reroll: boolean,
): Fraction {
  const mover = s.actor;
  const odds = enumerate(rules, s, {
    policy: (t, _p, legal) => {
      if (t.phase === Phase.Dive) return legal.find((a) => a.type === answer)!;
      if (!reroll) return legal.find((a) => a.type === 'noReroll') ?? legal[0]!;
      return legal.find((a) => a.type === 'reroll') ?? legal.find((a) => a.type === 'pro') ?? legal[0]!;
    },
    stop: (t) => !DODGING.has(t.phase),
    classify: (t) =>
      t.goblins[mover]!.status === Status.Standing && t.phase !== Phase.Armour ? 'on' : 'down',
  });
  return odds.get('on') ?? Fraction.zero;
}

/**
 * A step whose dodge a Tacle plongeant may follow (PS-SK-7: after the die, −2): the dodge's figures depend on
 * the diver's answer, so the dodge is previewed once per answer, each with `when` (the diving seat's input).
 */
function withDives(
  rules: Rules<PSState, PSAction, unknown>,
  s: PSState,
  player: number,
  a: PSAction,
  rolls: RollPreview[] | null,
): RollPreview[] | null {
  if (rolls === null || (a.type !== 'step' && a.type !== 'jump')) return rolls;
  const i = rolls.findIndex((r) => r.rule === 'PS-DODGE-1');
  if (i < 0) return rolls;
  let t = rules.clone(s);
  rules.apply(t, player, a);
  // the rolls before the dodge (a slippery test) succeed: a 6 passes them
  for (let k = 0; k < 4 && t.phase !== Phase.Dodge && rules.pending(t).kind === 'chance'; k++) {
    const b = rules.clone(t);
    if (!rules.applyChance(b, [6]).ok) break;
    t = b;
  }
  if (t.phase !== Phase.Dodge) return rolls;
  const divers = diversOf(t);
  if (divers.length === 0) return rolls;
  const seat = t.goblins[divers[0]!]!.side;
  const dodge = rolls[i]!;
  const out = rolls.slice(0, i);
  for (const answer of ['dive', 'decline'] as const) {
    const p = dodgeChance(rules, t, answer, false);
    const q = dodgeChance(rules, t, answer, true);
    const r: RollPreview = { ...dodge, success: p.toString(), when: { seat, input: { type: answer } } };
    if (answer === 'dive') r.modifier = (dodge.modifier ?? 0) + DIVE_MODIFIER;
    delete r.withReroll;
    if (q.toString() !== p.toString()) r.withReroll = q.toString();
    out.push(r);
  }
  return out;
}

/** The `previews` hook of the Piss' Squig rules. */
export function psPreviews(
  rules: Rules<PSState, PSAction, unknown>,
  s: PSState,
  player: number,
  legal: PSAction[],
): (RollPreview[] | null)[] {
  const previews = previewInputs(rules, s, player, legal, {
    worth: (a) => !TURN_ENDS.has(a.type),
    // Tacle plongeant, Poursuite, Pisse rapide: offered to another seat at once, yes or no
    reaction: (t) => t.phase === Phase.Dive || t.phase === Phase.Shadow || t.phase === Phase.Quick,
  });
  return previews.map((rolls, i) => withDives(rules, s, player, legal[i]!, rolls));
}
