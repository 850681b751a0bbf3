/**
 * A state rebuilt from a view. Spark Ball hides nothing from a coach (view.ts, SB-SETUP-4: no secret orders,
 * hands or deployments), so the view carries the whole state as plain JSON (`SBView.internal`); the search bots
 * see only views and search on the state rebuilt here with the rules object.
 *
 * Only the per-player Int32Array is named here: the rest is the state's own clone (`cloneState`, kept with the
 * state), and the conformance test checks that the rebuilt state equals the true one field by field.
 */
import { cloneState, type SBState } from './state.ts';

/** The state as JSON keeps it: the per-player Int32Array as a plain array of numbers. */
export type SBInternal = Omit<SBState, 'pl'> & { pl: number[] };

/** The whole state as plain JSON, for the view: a clone (the options and rosters, never mutated, are shared). */
export function internalOf(s: SBState): SBInternal {
  return { ...cloneState(s), pl: Array.from(s.pl) };
}

/**
 * The state a view was made of, sharing nothing mutable with the view (the caller may mutate it; the options
 * and rosters, which no rule mutates, may be shared).
 */
export function stateFromView(v: { internal: SBInternal }): SBState {
  return cloneState({ ...v.internal, pl: Int32Array.from(v.internal.pl) });
}
