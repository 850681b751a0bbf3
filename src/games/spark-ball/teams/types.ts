/**
 * The vocabulary of Spark Ball teams (rules reference sections 1.2, 2.2 and 4), shared by the team builder
 * (`teams/`) and the match rules. House content (templates, costs, traits, equipment, special characters) is
 * data of these shapes, so that it can be replaced without touching the engine (SB-SKILL-9, SB-R-46..51).
 */

/** A roster player's fixed position (SB-TEAM-2). */
export type Position = 'attacker' | 'defender' | 'keeper';

/** A team's alignment (SB-TEAM-6, SB-R-51): it decides match events 3 and 11 and special characters. */
export type Alignment = 'chaos' | 'order' | 'neutral';

/** MV in inches, F, R, AG added to 1D6 in tests, AR compared with margins (SB-TEAM-5, scale in 4.1). */
export interface Characteristics {
  mv: number;
  f: number;
  r: number;
  ag: number;
  ar: number;
}

/** The special abilities of the reference (SB-SKILL-1..8), by their French names as identifiers. */
export type Ability =
  'brute' | 'catapulte' | 'chargeFeroce' | 'gardien' | 'massif' | 'passeFeintee' | 'reflexes' | 'souplesse';

/** Equipment items of section 4.5 (SB-EQUIP-1): EQ-1..EQ-6. */
export type EquipmentId = 'EQ-1' | 'EQ-2' | 'EQ-3' | 'EQ-4' | 'EQ-5' | 'EQ-6';

/** Captain traits of section 4.3 (ROLL-TRAIT, D6 face 1..6 in this order). */
export type CaptainTrait = 'meneur' | 'sangFroid' | 'teteBrulee' | 'visionDuJeu' | 'increvable' | 'instinct';

/** A player of a roster, as it is carried from match to match. */
export interface RosterPlayer {
  /** Stable within the roster (a league keeps it across matches). */
  id: string;
  name: string;
  /** Shirt number shown on the base. */
  number: number;
  position: Position;
  /** The template line or special character the player was bought as (e.g. "T1.attacker", "varkus"). */
  profile: string;
  stats: Characteristics;
  abilities: Ability[];
  equipment: EquipmentId | null;
  /** Base radius in inches (SB-R-03: 0.5 by default). */
  baseRadius: number;
  special: boolean;
  /** Injuries carried from earlier matches (SB-POST); absent for a fit player. */
  career?: PlayerCareer;
}

/** A whole team: its players, rerolls, treasury and alignment (SB-TEAM-*, 4.1). */
export interface Roster {
  name: string;
  /** The template it was built from ("T1".."T4"). */
  template: string;
  alignment: Alignment;
  players: RosterPlayer[];
  teamRerolls: number;
  /** Unspent credits (4.1). */
  treasury: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Added by the team builder: the shapes of the house tables (section 4) and of their effects as data (SB-SKILL-9,
// SB-R-55), so that the match rules read abilities, traits and items without knowing their names.

/** A name in both languages of the product; French first. */
export interface Names {
  fr: string;
  en: string;
}

/** The roll IDs of the dice catalogue (5.6) that an effect can modify or reroll. */
export type RollId =
  | 'ROLL-PICKUP'
  | 'ROLL-TACKLE-AG-DIFF'
  | 'ROLL-TACKLE-AG'
  | 'ROLL-TACKLE-F-DIFF'
  | 'ROLL-TACKLE-F'
  | 'ROLL-CHARGE'
  | 'ROLL-DEFENCE'
  | 'ROLL-CHARGER-AG'
  | 'ROLL-SHOT-AG'
  | 'ROLL-SHOT-F'
  | 'ROLL-PATH-REACT'
  | 'ROLL-PARRY-CATCH'
  | 'ROLL-PASS-AG'
  | 'ROLL-RECEIVE'
  | 'ROLL-INTERCEPT-PASS'
  | 'ROLL-REBOUND'
  | 'ROLL-MASS-ATK'
  | 'ROLL-MASS-DEF'
  | 'ROLL-KO-RETURN';

/** The three defences against a charge (ROLL-DEFENCE) or a ball on the path (ROLL-PATH-REACT), SB-CHARGE-5. */
export type Defence = 'dodge' | 'parry' | 'repel';

/** The regular reactions whose reach can be extended (SB-REACT-3). */
export type RegularReaction =
  'tackle' | 'interceptPass' | 'interceptShot' | 'interceptPlayer' | 'catchRebound';

/**
 * One effect of an ability, a captain trait or an item, as data the match rules read (SB-SKILL-9, SB-R-55).
 * - `modifier`: `value` added to the listed rolls; `defences` narrows ROLL-DEFENCE / ROLL-PATH-REACT to those
 *   defences; `on: 'interceptor'` means the roll of an opponent who intercepts this player's pass or shot
 *   (Passe feintée), otherwise the player's own roll.
 * - `stat`: `value` added to a characteristic for the match (not written on the roster).
 * - `reach`: inches added to the reach of the listed regular reactions.
 * - `leapBase`: the leap distance L before bonuses (Massif: 1 instead of 2); `leap`: inches added to L.
 * - `reroll`: a player reroll (SB-REROLL-3) of the listed rolls; `failedOnly` when only a failure may be
 *   rerolled; `limit: 'turn'` once per turn on top of the one-per-phase limit, `null` for no limit of its own.
 * - `teamRerolls`: extra team rerolls for this match (SB-REROLL-1 limit still applies).
 * - `ignoreUnbalanced`: that many Unbalanced causes ignored per phase.
 * - `goalZone`: must stay in and return to the goal zone (SB-MOVE-10, SB-ACT-5).
 */
export type Effect =
  | {
      kind: 'modifier';
      rolls: RollId[];
      value: number;
      defences?: Defence[];
      on?: 'self' | 'interceptor';
      /** Also while the player is Out: a captain's KO return is rolled off the pitch (Increvable, 4.3). */
      whileOut?: boolean;
    }
  | { kind: 'stat'; stat: keyof Characteristics; value: number }
  | { kind: 'reach'; value: number; reactions: RegularReaction[] }
  | { kind: 'leapBase'; value: number }
  | { kind: 'leap'; value: number }
  | { kind: 'reroll'; rolls: RollId[]; defences?: Defence[]; failedOnly: boolean; limit: 'turn' | null }
  | { kind: 'teamRerolls'; value: number }
  | { kind: 'ignoreUnbalanced'; value: number }
  | { kind: 'goalZone' };

/** A special ability (SB-SKILL-1..8) as data. */
export interface AbilityDef {
  id: Ability;
  /** The rule that defines it. */
  rule: string;
  names: Names;
  effects: Effect[];
}

/** One line of a team template (4.2): what a player bought at that position costs and starts with. */
export interface PositionLine {
  position: Position;
  names: Names;
  cost: number;
  stats: Characteristics;
  abilities: Ability[];
}

/** A quick-play roster of 4.2: how many players per line, team rerolls, and items on the first players. */
export interface QuickPlay {
  players: Record<Position, number>;
  rerolls: number;
  /** Items given to the first players of a line, in line order (e.g. one Defender's Plastron renforcé). */
  equipment: { position: Position; item: EquipmentId; count: number }[];
  /** The reference's total, checked by the tests. */
  cost: number;
}

/** A team template of 4.2 (config `teams.templates`). */
export interface TeamTemplate {
  id: string;
  names: Names;
  alignment: Alignment;
  /** Price of one team reroll at creation (SB-TEAM-7, SB-R-50). */
  rerollCost: number;
  lines: Record<Position, PositionLine>;
  quickPlay: QuickPlay;
}

/** A special character of 4.4 (config `specialCharacters`, SB-TEAM-8, SB-R-48). */
export interface SpecialCharacter {
  id: string;
  names: Names;
  position: Position;
  cost: number;
  stats: Characteristics;
  abilities: Ability[];
  /** The alignments of the teams he may join. */
  mayJoin: Alignment[];
}

/** An item of 4.5 (config `equipment`, SB-EQUIP-1, SB-R-49). */
export interface EquipmentItem {
  id: EquipmentId;
  names: Names;
  cost: number;
  /** Weapons are forbidden (SB-TEAM-10): a replaced table that lists one is refused by the builder. */
  weapon: boolean;
  effects: Effect[];
}

/** A captain trait of 4.3 (config `captain.traits`), rolled on 1D6 (ROLL-TRAIT, SB-CAPT-1). */
export interface TraitDef {
  id: CaptainTrait;
  /** The D6 face that gives it. */
  face: number;
  names: Names;
  /** The effects apply only while the captain is on the pitch (SB-CAPT-1, SB-CAPT-2). */
  effects: Effect[];
}

// ---------------------------------------------------------------------------------------------------------------
// Careers (SB-POST, section 6.3): what a match carries to the team's next match. The match writes a
// `TeamChanges` per side when it ends (the post-match sequence is part of its record); a league applies them to
// its stored roster in one idempotent transaction.

/** A roster player's state between matches (all absent for a fit player). */
export interface PlayerCareer {
  /** Sprain (SB-INJ-4 face 1, SB-POST-2): −1 MV and −1 to AG rolls during the team's next match only. */
  sprainNextMatch?: boolean;
  /** Dislocation or a fresh coma (SB-POST-3, SB-POST-4): unavailable for the team's next match. */
  missNextMatch?: boolean;
  /** In a coma (SB-POST-4): the number of return attempts (ROLL-COMA) already failed; absent when not in one. */
  comaAttempts?: number;
}

/** What one match changed for one roster player. */
export interface PlayerChange {
  player: string;
  /** Died (SB-INJ-4 face 6, SB-POST-5): removed from the roster. */
  dead?: boolean;
  /** Permanent characteristic losses (SB-INJ-4 faces 3 and 4, SB-POST-6), as negative deltas. */
  losses?: Partial<Characteristics>;
  /** His career state for the team's next match (replaces the previous one). */
  career: PlayerCareer;
}

/** Everything one match changes in one team (Home = side 0, Away = side 1). */
export interface TeamChanges {
  side: number;
  players: PlayerChange[];
}
