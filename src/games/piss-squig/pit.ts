/**
 * Questions about the pit asked by every rule: who stands where, tackle zones, who is in play.
 */
import { distance, OFF } from './board.ts';
import { Status, type Goblin, type PSState } from './state.ts';

/** Standing goblins project a tackle zone (PS-MOVE-3); down goblins and goblins off the board do not. */
export function isStanding(g: Goblin): boolean {
  return g.status === Status.Standing;
}

/** Down = prone or stunned (PS-DOWN-3). */
export function isDown(g: Goblin): boolean {
  return g.status === Status.Prone || g.status === Status.Stunned;
}

/** In play = not emasculated and not conceded (glossary). */
export function inPlay(g: Goblin): boolean {
  return g.status !== Status.Emasculated && g.status !== Status.Conceded;
}

/** A square a goblin may step, be pushed or be placed into: on the board, no goblin, no Squig (PS-MOVE-2). */
export function isFree(s: PSState, square: number): boolean {
  return square !== OFF && square !== s.squig && occupant(s, square) < 0;
}

/** The goblin on `square`, or -1. A scan of at most 8 goblins is cheaper than cloning an occupancy table. */
export function occupant(s: PSState, square: number): number {
  if (square === OFF) return -1;
  const gs = s.goblins;
  for (let i = 0; i < gs.length; i++) if (gs[i]!.sq === square) return i;
  return -1;
}

/** True when a «Sol glissant» marker lies on `square` (PS-SLIP-1). Slippery squares are a 169-bit set. */
export function isSlippery(s: PSState, square: number): boolean {
  return (s.slippery[square >> 5]! & (1 << (square & 31))) !== 0;
}

/** Puts a Slippery marker on `square`; a square never holds more than one (PS-SLIP-1). */
export function makeSlippery(s: PSState, square: number): void {
  s.slippery[square >> 5]! |= 1 << (square & 31);
}

/**
 * True when `square` lies in the TZ of the Squig or of a standing goblin of another side than `side`
 * (PS-DODGE-1, PS-MOVE-3, PS-TURN-6: friends never hinder each other).
 */
export function inOpposingTZ(s: PSState, square: number, side: number): boolean {
  if (s.squig !== OFF && distance(square, s.squig) === 1) return true;
  for (const g of s.goblins) {
    if (g.side !== side && g.status === Status.Standing && distance(square, g.sq) === 1) return true;
  }
  return false;
}

/** Standing opposing goblins adjacent to `square`; the Squig's TZ does not count (PS-PISS-2, PS-R-29). */
export function opposingTZCount(s: PSState, square: number, side: number): number {
  let n = 0;
  for (const g of s.goblins) {
    if (g.side !== side && g.status === Status.Standing && distance(square, g.sq) === 1) n++;
  }
  return n;
}

/**
 * The goblin a side plays this turn, or -1 when it has none in play (a ghost, PS-END-2). Free-for-all: its only
 * goblin. Doubles (PS-DUO-1/3): the partner not in the reserve, else the one in the reserve, who enters.
 * Four-player `perGoblin` (PS-FOUR-2): the figure whose turn it is, -1 once he is out (a ghost turn).
 */
export function actingGoblin(s: PSState, side: number): number {
  if (s.o.mode === 'ffa') {
    const g = s.goblins[side];
    return g !== undefined && inPlay(g) ? side : -1;
  }
  const first = 2 * side;
  if (s.o.mode === 'four') return inPlay(s.goblins[first + s.figure]!) ? first + s.figure : -1;
  for (let gi = first; gi < first + 2; gi++) {
    const g = s.goblins[gi]!;
    if (inPlay(g) && g.status !== Status.Reserve) return gi;
  }
  for (let gi = first; gi < first + 2; gi++) if (s.goblins[gi]!.status === Status.Reserve) return gi;
  return -1;
}

/** True when the side still has a goblin in play. */
export function sideInPlay(s: PSState, side: number): boolean {
  for (const g of s.goblins) if (g.side === side && inPlay(g)) return true;
  return false;
}

/** True when side `side` has conceded (PS-END-5). */
export function hasConceded(s: PSState, side: number): boolean {
  return (s.conceded & (1 << side)) !== 0;
}

/** Moves goblin `gi` to `to` (OFF removes it from the board). */
export function place(s: PSState, gi: number, to: number): void {
  s.goblins[gi]!.sq = to;
}
