/**
 * Risk before commitment (issue 9): the rolls each legal input starts at once, with their exact odds — a
 * dodge (and a slippery square's test before it), a Lucidité step, a Saut, the climb out, a piss (at each
 * range, with its adjacent opponents and skills), a block (the D6 table), a Squig designation (ROLL-SQUIG),
 * a Pisse rapide, a reroll, the armour roll after a failure kept — computed by the engine's walk over the
 * real rules (engine/previews.ts), rerolls included (Esquive, Prostate dilatée, Pro) when the goblin still
 * has them.
 */
import { previewInputs } from '../../engine/previews.ts';
import type { Rules, RollPreview } from '../../engine/types.ts';
import type { PSAction } from './actions.ts';
import type { PSState } from './state.ts';

/**
 * Inputs not walked: they end the turn or the match (what follows is another seat's turn, not a risk this
 * input takes). Every other input is walked, sub-decisions included: a reroll (the roll again, or ROLL-PRO
 * then the roll), keeping a failed roll (the armour roll that follows), declining a reaction (the dodge that
 * follows), a follow-up or a push (the falls), a post-match care (the advance roll).
 */
const TURN_ENDS = new Set<PSAction['type']>(['pass', 'end', 'concede', 'stop']);

/** The `previews` hook of the Piss' Squig rules. */
export function psPreviews(
  rules: Rules<PSState, PSAction, unknown>,
  s: PSState,
  player: number,
  legal: PSAction[],
): (RollPreview[] | null)[] {
  return previewInputs(rules, s, player, legal, (a) => !TURN_ENDS.has(a.type));
}
