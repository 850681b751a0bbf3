/**
 * A state rebuilt from a view. Piss' Squig hides nothing, so the view carries the whole state as plain JSON
 * (`PSView.internal`); bots see only views and search on the state rebuilt here with the rules object.
 *
 * Nothing here names a field: the view holds the state's own clone (every field, which the conformance test
 * checks), so a field added to the state reaches the bots without touching this file.
 */
import { plainCopy } from '../../engine/json.ts';
import { copyOutcome } from '../../engine/options.ts';
import { cloneState, type PSState } from './state.ts';
import type { PSView } from './view.ts';

/** The whole state as plain JSON, for the view: a clone (the options, never mutated, are shared). */
export function internalOf(s: PSState): PSState {
  const c = cloneState(s);
  c.outcome = copyOutcome(s.outcome);
  return c;
}

/** The state a view was made of, sharing nothing with the view (the caller may mutate it). */
export function stateFromView(v: PSView): PSState {
  return plainCopy(v.internal);
}
