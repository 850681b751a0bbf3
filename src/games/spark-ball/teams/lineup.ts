/**
 * From roster to match: the starting line-up (SB-TEAM-3, SB-R-53), the abilities of a player in his slot
 * (SB-TEAM-4) and the captain's choice (SB-TEAM-9). The match rules call these at setup.
 */
import { err, ok, type Result, type RuleError } from '../../../engine/types.ts';
import { POSITIONS } from './rules.ts';
import type { Ability, Position, Roster, RosterPlayer } from './types.ts';

/** The players a coach puts on the pitch, by slot: 3 Attackers, 3 Defenders, 1 Keeper (SB-TEAM-3). */
export type Lineup = Record<Position, string[]>;

/** Slots per position at kick-off (SB-TEAM-3). */
export const SLOTS: Record<Position, number> = { attacker: 3, defender: 3, keeper: 1 };

export interface LineupOptions {
  /** Ids of roster players who may not play this match (injuries carried over, coma, suspension). */
  unavailable?: readonly string[];
  /** `lineup.anyPositionFillsSlot` (SB-R-53): any available player may fill any slot. */
  anyPositionFillsSlot?: boolean;
}

const FR: Record<Position, string> = { attacker: 'attaquant', defender: 'défenseur', keeper: 'gardien' };
/** "de défenseur", "d’attaquant": the French elision. */
const DE: Record<Position, string> = {
  attacker: 'd’attaquant',
  defender: 'de défenseur',
  keeper: 'de gardien',
};
const EN: Record<Position, string> = { attacker: 'Attacker', defender: 'Defender', keeper: 'Keeper' };

/**
 * The abilities a player has in a slot: Gardien goes with the keeper slot (SB-TEAM-4, 4.2 notes). A non-keeper
 * in that slot gains it; with `lineup.anyPositionFillsSlot`, a Keeper in an outfield slot plays without it, or
 * the goal-zone constraint would pin him there (the reference is silent; our reading).
 */
export function slotAbilities(player: RosterPlayer, slot: Position): Ability[] {
  const own = player.abilities.filter((a) => a !== 'gardien');
  return slot === 'keeper' ? [...own, 'gardien'] : own;
}

/**
 * Special characters on both rosters of a match (SB-R-48): for each, the coach who loses a roll-off must leave
 * him out (add his id to that team's `unavailable`).
 */
export function sharedSpecialCharacters(a: Roster, b: Roster): string[] {
  const inB = new Set(b.players.filter((p) => p.special).map((p) => p.profile));
  return [...new Set(a.players.filter((p) => p.special && inB.has(p.profile)).map((p) => p.profile))];
}

/** The first available players of each position in roster order, slots left empty when there are none. */
export function defaultLineup(roster: Roster, options: LineupOptions = {}): Lineup {
  const out: Lineup = { attacker: [], defender: [], keeper: [] };
  const free = roster.players.filter((p) => !(options.unavailable ?? []).includes(p.id));
  const used = new Set<string>();
  for (const pos of POSITIONS) {
    for (const p of free) {
      if (out[pos].length < SLOTS[pos] && p.position === pos) {
        out[pos].push(p.id);
        used.add(p.id);
      }
    }
  }
  if (options.anyPositionFillsSlot) {
    for (const pos of POSITIONS) {
      for (const p of free) {
        if (out[pos].length < SLOTS[pos] && !used.has(p.id)) {
          out[pos].push(p.id);
          used.add(p.id);
        }
      }
    }
  }
  return out;
}

/**
 * Checks a coach's line-up (SB-TEAM-3, SB-R-53): roster players, available, each once, in a slot of their
 * position (unless `anyPositionFillsSlot`), at most 3/3/1, and a slot may stay empty only when no available
 * player could fill it. Returns every problem at once.
 */
export function checkLineup(roster: Roster, lineup: Lineup, options: LineupOptions = {}): Result<Lineup> {
  const problems: RuleError[] = [];
  const p = (code: string, fr: string, en: string) => problems.push(err(code, 'SB-TEAM-3', fr, en).error);
  const unavailable = new Set(options.unavailable ?? []);
  const seen = new Set<string>();
  for (const pos of POSITIONS) {
    const ids = lineup[pos] ?? [];
    if (ids.length > SLOTS[pos]) {
      p(
        'lineup.slots',
        `${ids.length} joueurs au poste ${DE[pos]} : ${SLOTS[pos]} au plus.`,
        `${ids.length} players in the ${EN[pos]} slots: at most ${SLOTS[pos]}.`,
      );
    }
    for (const id of ids) {
      const pl = roster.players.find((x) => x.id === id);
      if (!pl) {
        p(
          'lineup.unknown',
          `« ${id} » n’est pas un joueur de l’équipe.`,
          `"${id}" is not a player of the team.`,
        );
        continue;
      }
      const name = { fr: `« ${pl.name} » (n° ${pl.number})`, en: `"${pl.name}" (#${pl.number})` };
      if (seen.has(id))
        p('lineup.twice', `${name.fr} est aligné deux fois.`, `${name.en} is lined up twice.`);
      seen.add(id);
      if (unavailable.has(id))
        p(
          'lineup.unavailable',
          `${name.fr} n’est pas disponible pour ce match.`,
          `${name.en} is not available for this match.`,
        );
      if (!options.anyPositionFillsSlot && pl.position !== pos) {
        p(
          'lineup.position',
          `${name.fr} est ${FR[pl.position]} : il ne peut pas occuper une place ${DE[pos]}.`,
          `${name.en} is a ${EN[pl.position]}: he cannot fill a ${EN[pos]} slot.`,
        );
      }
    }
  }
  // An empty slot is allowed only when nobody available could fill it.
  const bench = roster.players.filter((x) => !seen.has(x.id) && !unavailable.has(x.id));
  for (const pos of POSITIONS) {
    const short = SLOTS[pos] - (lineup[pos] ?? []).length;
    if (short <= 0) continue;
    const could = bench.filter((x) => options.anyPositionFillsSlot || x.position === pos);
    if (could.length > 0) {
      const fr = could.map((x) => `« ${x.name} » (n° ${x.number})`).join(', ');
      const en = could.map((x) => `"${x.name}" (#${x.number})`).join(', ');
      p(
        'lineup.short',
        `Place ${DE[pos]} laissée vide alors que ${fr} ${could.length === 1 ? 'est disponible' : 'sont disponibles'}.`,
        `${EN[pos]} slot left empty while ${en} ${could.length === 1 ? 'is' : 'are'} available.`,
      );
    }
  }
  if (problems.length === 0) return ok(lineup);
  return {
    ok: false,
    error: {
      code: 'lineup.invalid',
      rule: 'SB-TEAM-3',
      message: `Composition refusée : ${problems.map((x) => x.message).join(' ')}`,
      en: `Line-up refused: ${problems.map((x) => x.en).join(' ')}`,
      details: problems,
    },
  };
}

/** The captain (SB-TEAM-9, SB-R-53): any roster player of any position, even a reserve, for the whole match. */
export function checkCaptain(roster: Roster, id: string): Result<RosterPlayer> {
  const pl = roster.players.find((x) => x.id === id);
  if (!pl) {
    return err(
      'captain.unknown',
      'SB-TEAM-9',
      `Le capitaine « ${id} » n’est pas un joueur de l’équipe.`,
      `The captain "${id}" is not a player of the team.`,
    );
  }
  return ok(pl);
}
