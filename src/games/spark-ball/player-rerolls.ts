/**
 * Player rerolls (SB-REROLL-3, SB-SKILL-1/4/8, SB-EQUIP-1): which reroll effects of a player's abilities, item
 * and captain trait may replace a roll just made, read from the effects data (teams/effects.ts, SB-SKILL-9),
 * never from ability names. A player uses at most one player reroll per phase, whatever its source, and an
 * effect with `limit: 'turn'` (Souplesse, EQ-1, EQ-4) once per turn; both are bits of `P_PREROLL`.
 */
import { effectsOf } from './abilities.ts';
import { playerRerolls, type SourcedEffect } from './teams/effects.ts';
import type { Ability, Defence, RollId } from './teams/types.ts';
import { get, P_PREROLL, set, type SBState } from './state.ts';

/** `P_PREROLL` bit 0: a player reroll was used this phase. */
export const PHASE_BIT = 1;

/** The `P_PREROLL` bit that records a once-per-turn source as used (one per ability, one item, one trait). */
function turnBit(s: SBState, p: number, x: SourcedEffect): number {
  if (x.kind === 'equipment') return 1 << 20;
  if (x.kind === 'trait') return 1 << 21;
  const abilities = s.info[p]!.abilities;
  const k = abilities.indexOf(x.source as Ability);
  return 1 << (1 + (k < 0 ? abilities.length : k));
}

/** A usable player reroll: its index in `effectsOf(s, p)` and the effect itself. */
export interface UsableReroll {
  effect: number;
  sourced: SourcedEffect;
}

/**
 * The player reroll p may use on `roll` now, or null: an effect listing the roll (and the defence, for
 * ROLL-DEFENCE / ROLL-PATH-REACT), `failedOnly` only after a failure, none used by p this phase, and a
 * once-per-turn effect not used this turn. An effect without a turn limit is preferred, so that the limited
 * one stays available.
 */
export function usablePlayerReroll(
  s: SBState,
  p: number,
  roll: string,
  failed: boolean,
  defence: Defence | null = null,
): UsableReroll | null {
  const used = get(s, p, P_PREROLL);
  if ((used & PHASE_BIT) !== 0) return null;
  const all = effectsOf(s, p);
  const q = defence === null ? { failed } : { failed, defence };
  let best: UsableReroll | null = null;
  for (const x of playerRerolls(all, roll as RollId, q)) {
    if (x.effect.kind !== 'reroll') continue;
    const limited = x.effect.limit === 'turn';
    if (limited && (used & turnBit(s, p, x)) !== 0) continue;
    if (best === null || (!limited && best.sourced.effect.kind === 'reroll' && best.sourced.effect.limit)) {
      best = { effect: all.indexOf(x), sourced: x };
    }
  }
  return best;
}

/** Records that p used the reroll `x`: no other player reroll this phase, and its turn limit. */
export function markPlayerReroll(s: SBState, p: number, x: SourcedEffect): void {
  let bits = get(s, p, P_PREROLL) | PHASE_BIT;
  if (x.effect.kind === 'reroll' && x.effect.limit === 'turn') bits |= turnBit(s, p, x);
  set(s, p, P_PREROLL, bits);
}

/** PhaseEnd: every player may use a player reroll again (SB-REROLL-3). */
export function clearPhaseRerolls(s: SBState): void {
  for (let p = 0; p < s.info.length; p++) set(s, p, P_PREROLL, get(s, p, P_PREROLL) & ~PHASE_BIT);
}

/** TurnStart: once-per-turn sources are available again. */
export function clearTurnRerolls(s: SBState): void {
  for (let p = 0; p < s.info.length; p++) set(s, p, P_PREROLL, 0);
}
