/**
 * The team-building rules as replaceable data (4.1, SB-TEAM-1/2/8/10/11, section 7 `teams.*`): the budget,
 * the limits, the characteristic scale, and the tables of templates, special characters, items and traits.
 * Every key defaults to the reference; a league may replace any of them (SB-R-46..51).
 */
import { EQUIPMENT } from './equipment.ts';
import { SPECIAL_CHARACTERS } from './specials.ts';
import { TEMPLATES } from './templates.ts';
import { CAPTAIN_TRAITS } from './traits.ts';
import type {
  Characteristics,
  EquipmentItem,
  Position,
  SpecialCharacter,
  TeamTemplate,
  TraitDef,
} from './types.ts';

export const POSITIONS: readonly Position[] = ['attacker', 'defender', 'keeper'];

/** A closed range of whole numbers. */
export interface Range {
  min: number;
  max: number;
}

/** The characteristic scale of 4.1 (SB-R-47). */
export type Scale = Record<keyof Characteristics, Range>;

export const SCALE: Scale = {
  mv: { min: 4, max: 7 },
  f: { min: 1, max: 6 },
  r: { min: 1, max: 6 },
  ag: { min: 1, max: 6 },
  ar: { min: 0, max: 4 },
};

/**
 * The floor of a characteristic after permanent losses (SB-R-57: MV, F, R and AG never below 1). A carried
 * roster is checked against it instead of the scale's minimum, since serious injuries may take MV below 4.
 */
export const STAT_FLOOR: Record<keyof Characteristics, number> = { mv: 1, f: 1, r: 1, ag: 1, ar: 0 };

/** The roster limits (SB-TEAM-1, SB-TEAM-2, SB-TEAM-8, SB-TEAM-10, 4.1). */
export interface TeamLimits {
  players: Range;
  positions: Record<Position, Range>;
  specialCharacters: number;
  rerolls: Range;
  itemsPerPlayer: number;
}

export const LIMITS: TeamLimits = {
  players: { min: 7, max: 20 },
  positions: { attacker: { min: 3, max: 9 }, defender: { min: 3, max: 9 }, keeper: { min: 1, max: 3 } },
  specialCharacters: 1,
  rerolls: { min: 0, max: 8 },
  itemsPerPlayer: 1,
};

/** Everything the builder and the validation read; the keys after section 7 in comments. */
export interface TeamRules {
  /** `teams.budget`: credits when the team is created (4.1, SB-R-50). */
  budget: number;
  /** `teams.templates` (4.2, SB-R-47). */
  templates: Record<string, TeamTemplate>;
  /** `specialCharacters` (4.4, SB-R-48). */
  specialCharacters: Record<string, SpecialCharacter>;
  /** `equipment` (4.5, SB-R-49). */
  equipment: Record<string, EquipmentItem>;
  /** `captain.traits` (4.3, SB-R-46). */
  traits: readonly TraitDef[];
  limits: TeamLimits;
  scale: Scale;
}

export const DEFAULT_TEAM_RULES: TeamRules = {
  budget: 1000,
  templates: TEMPLATES,
  specialCharacters: SPECIAL_CHARACTERS,
  equipment: EQUIPMENT,
  traits: CAPTAIN_TRAITS,
  limits: LIMITS,
  scale: SCALE,
};

/** The rules with some keys replaced (a league's data); the others keep the reference's defaults. */
export function teamRules(over: Partial<TeamRules> = {}): TeamRules {
  return { ...DEFAULT_TEAM_RULES, ...over };
}
