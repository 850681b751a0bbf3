/**
 * Spark Ball teams: the house tables of section 4 as data, the roster builder and its validation, the line-up
 * and captain checks, and the effect readers the match rules use.
 */
export * from './types.ts';
export { ABILITIES, ALL_REGULAR_REACTIONS } from './abilities.ts';
export { EQUIPMENT } from './equipment.ts';
export { SPECIAL_CHARACTERS } from './specials.ts';
export { TEMPLATES } from './templates.ts';
export { CAPTAIN_TRAITS, traitDef, traitForFace } from './traits.ts';
export {
  DEFAULT_TEAM_RULES,
  LIMITS,
  POSITIONS,
  SCALE,
  STAT_FLOOR,
  teamRules,
  type Range,
  type Scale,
  type TeamLimits,
  type TeamRules,
} from './rules.ts';
export {
  buildRoster,
  quickPlay,
  rosterCost,
  rosterProblems,
  rosterRefusal,
  validateRoster,
  type PlayerOrder,
  type RosterCost,
  type TeamOptions,
  type TeamOrder,
} from './build.ts';
export {
  checkCaptain,
  checkLineup,
  defaultLineup,
  sharedSpecialCharacters,
  SLOTS,
  slotAbilities,
  type Lineup,
  type LineupOptions,
} from './lineup.ts';
export {
  boundToGoalZone,
  countOf,
  leapDistance,
  matchStats,
  playerEffects,
  playerRerolls,
  reachBonus,
  rollBonus,
  rollModifiers,
  type EffectContext,
  type RollQuery,
  type SourcedEffect,
} from './effects.ts';
export { applyTeamChanges, withLosses } from './career.ts';
export { firePlayer, hirePlayer, type HireOrder, type RosterChange } from './hire.ts';
