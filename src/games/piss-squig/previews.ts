/**
 * Risk before commitment (issue 9): the rolls each legal input starts at once, with their exact odds — a
 * dodge (and a slippery square's test before it), a Lucidité step, a Saut, the climb out, a piss (at each
 * range, with its adjacent opponents and skills), a block (the D6 table), a Squig designation (ROLL-SQUIG),
 * a Pisse rapide — computed by the engine's walk over the real rules (engine/previews.ts), rerolls included
 * (Esquive, Prostate dilatée, Pro) when the goblin still has them.
 */
import { previewInputs } from '../../engine/previews.ts';
import type { Rules, RollPreview } from '../../engine/types.ts';
import type { PSAction } from './actions.ts';
import type { PSState } from './state.ts';

/** Inputs that can start a roll at once; the others (move, end, pass, concede, push ...) are not walked. */
const ROLLING = new Set<PSAction['type']>([
  'step',
  'jump',
  'climb',
  'piss',
  'block',
  'squig',
  'quickPiss',
  'dive',
  'shadow',
  'enter',
  'sidestep',
  'follow',
]);

/** The `previews` hook of the Piss' Squig rules. */
export function psPreviews(
  rules: Rules<PSState, PSAction, unknown>,
  s: PSState,
  player: number,
  legal: PSAction[],
): (RollPreview[] | null)[] {
  return previewInputs(rules, s, player, legal, (a) => ROLLING.has(a.type));
}
