/**
 * Abilities in play (SB-SKILL-1..9, SB-R-55): a player's effects read as data from teams/ (his abilities, the
 * keeper slot's Gardien, his item unless disabled, his captain trait while on the pitch). The match rules ask
 * these for a leap distance, a reach or a player reroll, never for an ability's name.
 */
import { leapDistance, playerEffects, reachBonus, type SourcedEffect } from './teams/effects.ts';
import type { Ability, RegularReaction } from './teams/types.ts';
import { get, onPitch, P_DISABLED, PER_INCH, TRAITS, type SBState } from './state.ts';

/**
 * Every effect player p has now: his abilities (the keeper slot's Gardien included, SB-TEAM-4, ARB-SB-09),
 * his item unless an event disabled it (SB-EQUIP-2), his captain trait while he is on the pitch (SB-CAPT-2).
 */
export function effectsOf(s: SBState, p: number): SourcedEffect[] {
  const info = s.info[p]!;
  const abilities: readonly Ability[] =
    info.position === 'keeper' && !info.abilities.includes('gardien')
      ? [...info.abilities, 'gardien']
      : info.abilities;
  const side = info.side;
  const trait = s.captain[side] === p && s.trait[side]! >= 0 ? TRAITS[s.trait[side]!]! : null;
  return playerEffects({
    abilities,
    equipment: info.equipment,
    equipmentDisabled: get(s, p, P_DISABLED) === 1,
    trait,
    onPitch: onPitch(s, p),
  });
}

/** Leap distance L in quanta (SB-MOVE-4, SB-R-33): 2 in, Massif 1 (SB-SKILL-5), + Réacteurs dorsaux (EQ-3). */
export function leapOf(s: SBState, p: number): number {
  return leapDistance(effectsOf(s, p)) * PER_INCH;
}

/** Quanta added to p's reach for a regular reaction (SB-REACT-3): Réflexes (SB-SKILL-7), Instinct. */
export function reachOf(s: SBState, p: number, reaction: RegularReaction): number {
  return reachBonus(effectsOf(s, p), reaction) * PER_INCH;
}
