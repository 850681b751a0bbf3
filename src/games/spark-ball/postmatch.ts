/**
 * The post-match sequence (SB-POST-1..6, section 6.3): what the match hands to the team's next match, as one
 * `TeamChanges` per side. Deaths and permanent losses were recorded when they happened (knockdown.ts); here
 * they become roster changes, and each player's career for the next match is worked out: new sprains,
 * dislocations and comas, coma attempts counted (SB-POST-4), and the one-match flags of this match used up.
 * KO, Stunned, Light injury and Ejected carry nothing (SB-POST-1), unless `massacre.suspension` = 1.
 */
import type { GameEvent } from '../../engine/types.ts';
import { LOSS_STATS } from './knockdown.ts';
import { get, OutReason, P_COMA, P_LOSS, P_OUT, P_SERIOUS, sideRange, type SBState } from './state.ts';
import type { PlayerCareer, PlayerChange, TeamChanges } from './teams/types.ts';

/** Serious-injury faces with an after-match effect (SB-INJ-4). */
const SPRAIN = 1;
const DISLOCATION = 2;
const COMA = 5;

const isEmpty = (c: PlayerCareer | undefined): boolean =>
  c === undefined || (c.sprainNextMatch !== true && c.missNextMatch !== true && c.comaAttempts === undefined);

/** The career a player carries into the team's next match. */
function nextCareer(s: SBState, p: number, old: PlayerCareer): PlayerCareer {
  const career: PlayerCareer = {};
  // SB-POST-4 (ARB-SB-39): a coma goes on. The match missed by a fresh coma is no attempt (its rolls start after it);
  // otherwise this match's ROLL-COMA failed (one more attempt) or succeeded (recovered, nothing carried).
  if (old.comaAttempts !== undefined) {
    const coma = get(s, p, P_COMA);
    if (old.missNextMatch === true || coma === 0) career.comaAttempts = old.comaAttempts;
    else if (coma === 1) career.comaAttempts = old.comaAttempts + 1;
  }
  // Sprain and missNextMatch were for this match only (SB-POST-2/3): they are not copied. New injuries:
  const face = get(s, p, P_SERIOUS);
  if (face === SPRAIN) career.sprainNextMatch = true;
  if (face === DISLOCATION) career.missNextMatch = true;
  if (face === COMA) {
    career.missNextMatch = true;
    career.comaAttempts = 0;
  }
  // SB-R-38 variant: an ejected player misses the next match.
  if (s.o.massacre.suspension === 1 && get(s, p, P_OUT) === OutReason.Ejected) career.missNextMatch = true;
  return career;
}

/** SB-POST-1..6: the changes of each team, Home first; players whose record does not change are left out. */
export function postMatchChanges(s: SBState): TeamChanges[] {
  const teams: TeamChanges[] = [];
  for (let side = 0; side < 2; side++) {
    const [from, to] = sideRange(s, side);
    const players: PlayerChange[] = [];
    for (let p = from; p < to; p++) {
      const id = s.info[p]!.id;
      const old = s.o.teams[side]!.players[p - from]!.career ?? {};
      // SB-POST-5: the dead leave the roster.
      if (get(s, p, P_OUT) === OutReason.Dead) {
        players.push({ player: id, dead: true, career: {} });
        continue;
      }
      const change: PlayerChange = { player: id, career: nextCareer(s, p, old) };
      // SB-POST-6: permanent losses (D-35) stay with the player.
      const loss = get(s, p, P_LOSS);
      if (loss > 0) change.losses = { [LOSS_STATS[loss - 1]!]: -1 };
      if (change.losses || !isEmpty(change.career) || !isEmpty(old)) players.push(change);
    }
    teams.push({ side, players });
  }
  return teams;
}

/** The `postMatch` event (SB-POST-1): every change of both teams. */
export function postMatchEvent(s: SBState): GameEvent {
  return { type: 'postMatch', rule: 'SB-POST-1', teams: postMatchChanges(s) };
}
