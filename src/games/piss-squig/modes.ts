/**
 * Doubles and four-player (§4.4, §4.5, PS-DUO-1..3, PS-FOUR-1/2, PS-R-24/25): who plays a side's turn, the
 * order of goblin turns, and the relay of doubles partners. Goblins are numbered seat-major: in these modes
 * goblins 2i (figure 1) and 2i+1 (figure 2) belong to side i.
 */
import type { GameEvent } from '../../engine/types.ts';
import { POST_SQUARE } from './board.ts';
import { place } from './pit.ts';
import { Status, type PSState } from './state.ts';

/** Four-player with one turn per goblin (PS-FOUR-2, default of PS-R-25). */
export function perGoblin(s: PSState): boolean {
  return s.o.mode === 'four' && s.o.fourPlayerTurns === 'perGoblin';
}

/** Four-player with one turn per player, a goblin of his choice acting (variant of PS-R-25). */
export function perPlayer(s: PSState): boolean {
  return s.o.mode === 'four' && s.o.fourPlayerTurns === 'perPlayer';
}

/** Turns in a round (PS-TURN-5): one per side, or one per goblin in four-player `perGoblin` (8). */
export function turnsPerRound(s: PSState): number {
  return perGoblin(s) ? 2 * s.sides : s.sides;
}

/** Figure number of goblin `gi` (1 or 2); always 1 in free-for-all. */
export function figureOf(s: PSState, gi: number): number {
  return s.o.mode === 'ffa' ? 1 : (gi & 1) + 1;
}

/** The goblins of a side, figure 1 first. */
export function goblinsOf(s: PSState, side: number): number[] {
  return s.o.mode === 'ffa' ? [side] : [2 * side, 2 * side + 1];
}

/** The doubles partner (or four-player friend) of goblin `gi`. */
export function partnerOf(gi: number): number {
  return gi ^ 1;
}

/**
 * Doubles relay (PS-DUO-2): the goblin who climbed out goes to the reserve and his partner, if he is in the
 * reserve, is placed at once standing on the team's post (the scorer has just left it, so it is free).
 * Returns false when there is no partner to relay (he was emasculated or conceded): PS-ENTRY-1 then applies.
 */
export function relay(s: PSState, gi: number, events: GameEvent[]): boolean {
  if (s.o.mode !== 'doubles') return false;
  const pi = partnerOf(gi);
  const p = s.goblins[pi]!;
  if (p.status !== Status.Reserve) return false;
  const g = s.goblins[gi]!;
  g.status = Status.Reserve;
  p.status = Status.Standing;
  place(s, pi, POST_SQUARE[p.post]!);
  events.push({ type: 'relayed', rule: 'PS-DUO-2', goblin: gi, partner: pi, side: g.side, to: p.sq });
  return true;
}
