/**
 * A state rebuilt from a view. Piss' Squig hides nothing, so the view carries the whole state as plain JSON
 * (`PSView.internal`); bots see only views and search on the state rebuilt here with the rules object.
 *
 * Nothing here names a field: the view holds the state's own clone (every field, which the conformance test
 * checks), so a field added to the state reaches the bots without touching this file.
 */
import { copyOutcome } from '../../engine/options.ts';
import { cloneState, type PSState } from './state.ts';
import type { PSView } from './view.ts';

/** A deep copy of plain data as JSON would keep it: undefined fields are dropped, arrays and objects copied. */
export function plainCopy<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) return x.map((v: unknown) => plainCopy(v)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) if (v !== undefined) out[k] = plainCopy(v);
  return out as T;
}

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
