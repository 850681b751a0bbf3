/**
 * `lineup.anyPositionFillsSlot` (SB-R-53, SB-R-40, ARB-SB-66): any available player may fill a slot of the
 * line-up, and for the match he counts as the slot's position (a non-keeper in the Keeper slot is the keeper,
 * with Gardien, SB-TEAM-4). The match position is his `PlayerInfo.position`, so that every rule reads it as
 * it reads a roster position; his roster position stays in `rosterPosition` and in the options.
 */
import type { Position } from './teams/types.ts';
import type { SBState } from './state.ts';

/** The match position codes hashed for each player under the variant (the roster never changes in a match). */
const CODE: Record<Position, number> = { attacker: 1, defender: 2, keeper: 3 };

/**
 * Player p fills a slot of `pos` (his roster position again when he leaves the pitch for the reserve) for the
 * rest of the match: a new `info` array, since clones share the old one.
 */
export function fillSlot(s: SBState, p: number, pos: Position): void {
  const info = s.info[p]!;
  if (info.position === pos) return;
  const roster = info.rosterPosition ?? info.position;
  const next = s.info.slice();
  const { rosterPosition: _, ...rest } = info;
  next[p] = roster === pos ? { ...rest, position: pos } : { ...rest, position: pos, rosterPosition: roster };
  s.info = next;
}

/** The players' match positions as hash words (empty without the variant, where they are the roster's). */
export function slotWords(s: SBState): number[] {
  if (!s.o.lineup.anyPositionFillsSlot) return [];
  return s.info.map((info) => CODE[info.position]);
}
