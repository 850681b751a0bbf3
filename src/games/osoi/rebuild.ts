/**
 * A state rebuilt from a view. OSOI hides nothing (OS-GEN-4, OS-R-51), so the view carries what the state is
 * made of as plain JSON (`OSView.internal`): the battle's options, the word array and the frame stack. What
 * never changes during a battle (map, scenario, units) is set up again from the options, as `setup` did, and
 * kept for the next views of the same battle: the rules' caches (lines of sight, cover, move candidates) are
 * keyed by those objects, so a search keeps them warm from one decision to the next.
 */
import { plainCopy } from '../../engine/json.ts';
import type { Outcome } from '../../engine/types.ts';
import { checkArmy, type UnitDef } from './army.ts';
import type { Frame } from './frames.ts';
import { buildBattlefield } from './map.ts';
import type { OSOptions } from './options.ts';
import { SCENARIOS } from './scenarios.ts';
import { cloneState, createState, type OSState } from './state.ts';
import type { OSView } from './view.ts';

/** What a view carries of the state: the options (shared with the state, never mutated) and what changes. */
export interface OSInternal {
  options: OSOptions;
  w: number[];
  stack: Frame[];
  outcome: Outcome | null;
}

/** The state's changing part for the view: copies of the words and frames; the options are shared. */
export function internalOf(s: OSState): OSInternal {
  return { options: s.o, w: s.w.slice(), stack: plainCopy(s.stack), outcome: plainCopy(s.outcome) };
}

/** The battle's fixed parts (a state with fresh words), from options already validated by `setup`. */
function templateOf(o: OSOptions): OSState {
  const armies = o.armies.map((a) => checkArmy(a, o).units) as [UnitDef[], UnitDef[]];
  return createState(o, buildBattlefield(o.map), SCENARIOS[o.scenario], armies);
}

/** Templates by the options object (views made in this process), then by their JSON (views sent as text). */
const byObject = new WeakMap<OSOptions, OSState>();
const byText = new Map<string, OSState>();
/** Battles remembered by text: a server's worker plays a few at once. */
const KEPT = 16;

function template(o: OSOptions): OSState {
  let t = byObject.get(o);
  if (t) return t;
  const text = JSON.stringify(o);
  t = byText.get(text);
  if (!t) {
    t = templateOf(o);
    if (byText.size >= KEPT) byText.delete(byText.keys().next().value!);
    byText.set(text, t);
  }
  byObject.set(o, t);
  return t;
}

/** The state a view was made of, sharing nothing mutable with the view (the caller may change it). */
export function stateFromView(v: OSView): OSState {
  const i = v.internal;
  const s = cloneState(template(i.options));
  if (s.w.length !== i.w.length) throw new Error('OSOI rebuild: the view does not match its options.');
  s.w = i.w.slice();
  s.stack = plainCopy(i.stack);
  s.outcome = plainCopy(i.outcome);
  return s;
}
