/**
 * Careers between matches (SB-POST, section 6.3): what a league does to its stored roster with the changes a
 * match wrote for one team (`TeamChanges`). Pure; applying a match only once is the league store's job.
 */
import { STAT_FLOOR } from './rules.ts';
import type { Characteristics, PlayerCareer, Roster, RosterPlayer, TeamChanges } from './types.ts';

const STATS: readonly (keyof Characteristics)[] = ['mv', 'f', 'r', 'ag', 'ar'];

/**
 * A player's stats after permanent losses (SB-POST-6): each negative delta applied, but never below the floor
 * (SB-R-57: MV, F, R and AG never drop below 1); a stat already at or under the floor keeps its value.
 */
export function withLosses(
  stats: Characteristics,
  losses: Partial<Characteristics> | undefined,
  floor: Record<keyof Characteristics, number> = STAT_FLOOR,
): Characteristics {
  const out = { ...stats };
  for (const k of STATS) {
    const d = losses?.[k];
    if (d === undefined || d >= 0 || !Number.isFinite(d)) continue;
    out[k] = Math.max(Math.min(stats[k], floor[k]), stats[k] + d);
  }
  return out;
}

/** The career kept when it says nothing (a fit player carries no `career` key). */
function careerOrNone(c: PlayerCareer): PlayerCareer | undefined {
  const kept: PlayerCareer = {};
  if (c.sprainNextMatch === true) kept.sprainNextMatch = true;
  if (c.missNextMatch === true) kept.missNextMatch = true;
  if (c.comaAttempts !== undefined) kept.comaAttempts = c.comaAttempts;
  return Object.keys(kept).length === 0 ? undefined : kept;
}

/**
 * The roster after one match's changes for this team:
 * - SB-POST-5: a dead player is removed from the roster;
 * - SB-POST-6: permanent losses stay with the player (floor of SB-R-57);
 * - a listed player's career is replaced by the match's one. A player the match does not list has used up his
 *   one-match effects (sprain, missed match: SB-R-57 "used up even if he does not play"), while a coma goes on
 *   (its failed attempts kept) until a match reports him back (ARB-SB-46).
 * Team rerolls, treasury and everything else are unchanged (extra rerolls, disabled items and captain traits
 * end with the match, SB-POST-6).
 */
export function applyTeamChanges(roster: Roster, changes: TeamChanges): Roster {
  const byPlayer = new Map(changes.players.map((c) => [c.player, c]));
  const players: RosterPlayer[] = [];
  for (const p of roster.players) {
    const c = byPlayer.get(p.id);
    if (c?.dead === true) continue;
    const { career: before, ...rest } = p;
    const next: RosterPlayer = { ...rest, stats: withLosses(p.stats, c?.losses) };
    const career =
      c !== undefined
        ? careerOrNone(c.career)
        : before?.comaAttempts !== undefined
          ? { comaAttempts: before.comaAttempts }
          : undefined;
    if (career !== undefined) next.career = career;
    players.push(next);
  }
  return { ...roster, players };
}
