/**
 * Risk before commitment (issue 9) in Pillards: the decisions taken alone during a raid start rolls at once —
 * Fight (the next combat step's hit pool, PIL-COMBAT-5/6), Retreat (the pursuit, PIL-COMBAT-11, or the
 * resistance roll, PIL-RAID-1), an allocation of hits (the saves, PIL-COMBAT-8). Each is previewed with the
 * exact probability of each result (number of hits, of figures killed, the resistance row), by the engine's
 * walk over the real rules (engine/previews.ts), the pools being enumerated by number of successes.
 * Sealed order sheets and negotiation messages start no roll at once: null.
 */
import { previewInputs } from '../../engine/previews.ts';
import type { RollPreview, Rules } from '../../engine/types.ts';
import type { PilAction } from './decisions.ts';
import type { PilState } from './state.ts';

const ROLLING = new Set(['fight', 'retreat', 'allocate']);

/** The `previews` hook of the Pillards rules. */
export function pilPreviews(
  rules: Rules<PilState, PilAction, unknown>,
  s: PilState,
  player: number,
  legal: PilAction[],
): (RollPreview[] | null)[] {
  const p = rules.pending(s);
  if (p.kind !== 'decision' || p.player !== player) return legal.map(() => null);
  return previewInputs(rules, s, player, legal, {
    worth: (a) => 'type' in a && ROLLING.has(a.type as string),
  });
}
