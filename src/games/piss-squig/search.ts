/**
 * What the search bots need of Piss' Squig (src/engine/search.ts): the state rebuilt from a view (the game hides
 * nothing), and the greedy bot's evaluation turned into shares of the match.
 */
import type { SearchSupport } from '../../engine/search.ts';
import type { PSAction } from './actions.ts';
import { sideValues } from './bot.ts';
import { pissSquig } from './index.ts';
import { stateFromView } from './rebuild.ts';
import type { PSState } from './state.ts';
import type { PSView } from './view.ts';

/**
 * Evaluation points (a validated point is 1) worth a 1-to-e odds between two sides: the share of side i against
 * side j is the logistic of their difference over this scale.
 */
export const SHARE_SCALE = 1;

/**
 * Each side's share: its mean chance, over the other sides, of finishing above that side, each read from the
 * evaluation's difference (two sides: the shares add up to 1). A side that conceded is out of the match.
 */
export function sideShares(s: PSState): number[] {
  const v = sideValues(s);
  const n = v.length;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    if (n < 2) {
      out.push(0.5);
      continue;
    }
    let share = 0;
    for (let j = 0; j < n; j++) if (j !== i) share += 1 / (1 + Math.exp((v[j]! - v[i]!) / SHARE_SCALE));
    out.push(share / (n - 1));
  }
  return out;
}

export const pissSquigSearch: SearchSupport<PSState, PSAction, PSView> = {
  rules: pissSquig,
  hidden: false,
  determinize: (view) => stateFromView(view),
  evaluate: sideShares,
  seats: (s) => s.sides,
  // Random playouts wander (a goblin walking into the Squig): the evaluation is read at the leaf instead. Its
  // shares differ by a few hundredths between sensible inputs, hence the small exploration constant (measured
  // against greedy: docs/bots.md).
  rolloutDecisions: 0,
  exploration: 0.05,
  // A Move is a run of one side's steps: plain means lag behind it, the best line's evaluation does not.
  minimax: 0.3,
};
