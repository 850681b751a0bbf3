/**
 * Reading the effects of a player (SB-SKILL-9, SB-R-55): his abilities, his item unless an event disabled it
 * (SB-EQUIP-2), and his captain trait while he is on the pitch (SB-CAPT-2). The match rules ask these helpers
 * for a roll's modifier, a reach, a leap distance or the player rerolls on offer, never for ability names.
 */
import { ABILITIES } from './abilities.ts';
import { EQUIPMENT } from './equipment.ts';
import { CAPTAIN_TRAITS, traitDef } from './traits.ts';
import type {
  Ability,
  AbilityDef,
  CaptainTrait,
  Characteristics,
  Defence,
  Effect,
  EquipmentId,
  EquipmentItem,
  RegularReaction,
  RollId,
  TraitDef,
} from './types.ts';

/** An effect with where it comes from, for the roll's list of modifiers in the log (SB-GEN-10). */
export interface SourcedEffect {
  effect: Effect;
  /** An ability id, an item id or a captain trait id. */
  source: string;
  kind: 'ability' | 'equipment' | 'trait';
}

export interface EffectContext {
  abilities: readonly Ability[];
  equipment: EquipmentId | null;
  /** SB-EQUIP-2: the item was named by Malédiction du Warp or Colère divine. */
  equipmentDisabled?: boolean;
  /** The captain's trait, if this player is the captain. */
  trait?: CaptainTrait | null;
  /** Whether the player is on the pitch (the trait is suspended while he is Out, SB-CAPT-2). */
  onPitch?: boolean;
  tables?: {
    abilities?: Record<string, AbilityDef>;
    equipment?: Record<string, EquipmentItem>;
    traits?: readonly TraitDef[];
  };
}

/** Every effect a player has now. */
export function playerEffects(c: EffectContext): SourcedEffect[] {
  const abilities = c.tables?.abilities ?? ABILITIES;
  const equipment = c.tables?.equipment ?? EQUIPMENT;
  const out: SourcedEffect[] = [];
  for (const a of c.abilities) {
    for (const effect of abilities[a]?.effects ?? []) out.push({ effect, source: a, kind: 'ability' });
  }
  if (c.equipment !== null && !c.equipmentDisabled) {
    for (const effect of equipment[c.equipment]?.effects ?? []) {
      out.push({ effect, source: c.equipment, kind: 'equipment' });
    }
  }
  if (c.trait) {
    const onPitch = c.onPitch ?? true;
    for (const effect of traitDef(c.trait, c.tables?.traits ?? CAPTAIN_TRAITS).effects) {
      const offPitchOk = effect.kind === 'modifier' && effect.whileOut === true;
      if (onPitch || offPitchOk) out.push({ effect, source: c.trait, kind: 'trait' });
    }
  }
  return out;
}

export interface RollQuery {
  defence?: Defence;
  /**
   * `self` (default): the player's own roll. `interceptor`: the roll of an opponent intercepting this
   * player's pass or shot (Passe feintée reads the thrower's or shooter's effects).
   */
  as?: 'self' | 'interceptor';
}

/** The modifiers of the listed rolls that apply to one roll, with their sources. */
export function rollModifiers(
  effects: readonly SourcedEffect[],
  roll: RollId,
  q: RollQuery = {},
): SourcedEffect[] {
  return effects.filter(({ effect: e }) => {
    if (e.kind !== 'modifier' || !e.rolls.includes(roll)) return false;
    if ((e.on ?? 'self') !== (q.as ?? 'self')) return false;
    return e.defences === undefined || (q.defence !== undefined && e.defences.includes(q.defence));
  });
}

/** The sum of `rollModifiers`. */
export function rollBonus(effects: readonly SourcedEffect[], roll: RollId, q: RollQuery = {}): number {
  return rollModifiers(effects, roll, q).reduce(
    (s, x) => s + (x.effect.kind === 'modifier' ? x.effect.value : 0),
    0,
  );
}

/** The player rerolls that may apply to a roll (SB-REROLL-3); `failed` is whether the roll failed. */
export function playerRerolls(
  effects: readonly SourcedEffect[],
  roll: RollId,
  q: { defence?: Defence; failed: boolean },
): SourcedEffect[] {
  return effects.filter(({ effect: e }) => {
    if (e.kind !== 'reroll' || !e.rolls.includes(roll)) return false;
    if (e.failedOnly && !q.failed) return false;
    return e.defences === undefined || (q.defence !== undefined && e.defences.includes(q.defence));
  });
}

/** The leap distance L in inches (SB-MOVE-4): 2, or the lowest `leapBase` (Massif: 1), plus `leap` bonuses. */
export function leapDistance(effects: readonly SourcedEffect[], base = 2): number {
  let l = base;
  for (const { effect: e } of effects) if (e.kind === 'leapBase') l = Math.min(l, e.value);
  for (const { effect: e } of effects) if (e.kind === 'leap') l += e.value;
  return l;
}

/** Inches added to the base reach of a regular reaction (SB-REACT-3). */
export function reachBonus(effects: readonly SourcedEffect[], reaction: RegularReaction): number {
  let b = 0;
  for (const { effect: e } of effects) if (e.kind === 'reach' && e.reactions.includes(reaction)) b += e.value;
  return b;
}

/** The characteristics for the match: the roster's plus `stat` effects (Plastron renforcé, Increvable). */
export function matchStats(stats: Characteristics, effects: readonly SourcedEffect[]): Characteristics {
  const out = { ...stats };
  for (const { effect: e } of effects) if (e.kind === 'stat') out[e.stat] += e.value;
  return out;
}

/** Extra team rerolls for this match (Meneur), and Unbalanced causes ignored per phase (Sang-froid). */
export function countOf(effects: readonly SourcedEffect[], kind: 'teamRerolls' | 'ignoreUnbalanced'): number {
  let n = 0;
  for (const { effect: e } of effects) if (e.kind === kind) n += e.value;
  return n;
}

/** True when the player must stay in his goal zone (Gardien, SB-MOVE-10). */
export function boundToGoalZone(effects: readonly SourcedEffect[]): boolean {
  return effects.some(({ effect: e }) => e.kind === 'goalZone');
}
