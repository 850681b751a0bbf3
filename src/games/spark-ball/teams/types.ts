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
