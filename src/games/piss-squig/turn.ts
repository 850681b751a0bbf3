/**
 * Turns and rounds: upkeep at the start of a turn, the order of play, the end of the match and the score.
 */
import type { GameEvent, Outcome } from '../../engine/types.ts';
import { OFF, POST_SQUARE, step } from './board.ts';

import { actingGoblin, hasConceded, inPlay, isFree, place, sideInPlay } from './pit.ts';
import { beginPostMatch } from './postmatch.ts';
import { Phase, Status, type PSState } from './state.ts';

/** Empty neighbours of a goblin's post, where he may re-enter when the post is taken (PS-ENTRY-2). */
export function entrySquares(s: PSState, post: number): number[] {
  const p = POST_SQUARE[post]!;
  const out: number[] = [];
  for (let k = 1; k <= 8; k++) {
    const n = step(p, k);
    if (isFree(s, n)) out.push(n);
  }
  return out;
}

/**
 * Start of a side's turn (PS-TURN-3): a stunned goblin turns over (PS-DOWN-4), a goblin outside re-enters
 * (PS-ENTRY-1/2); either makes the turn restricted (PS-TURN-2), as does having no goblin in play (PS-END-2).
 */
export function startTurn(s: PSState, events: GameEvent[]): void {
  const side = s.side;
  const gi = actingGoblin(s, side);
  s.actor = gi;
  s.restricted = false;
  s.phase = Phase.Action;
  events.push({ type: 'turnStarted', rule: 'PS-TURN-3', side, round: s.round, goblin: gi });
  if (gi < 0) {
    s.restricted = true;
    events.push({ type: 'ghostTurn', rule: 'PS-END-2', side });
    return;
  }
  const g = s.goblins[gi]!;
  if (g.status === Status.Stunned) {
    g.status = Status.Prone;
    s.restricted = true;
    events.push({ type: 'turnedOver', rule: 'PS-DOWN-4', goblin: gi });
  } else if (g.status === Status.Outside) {
    s.restricted = true;
    const post = POST_SQUARE[g.post]!;
    if (isFree(s, post)) {
      enter(s, gi, post, 'PS-ENTRY-1', events);
    } else {
      const squares = entrySquares(s, g.post);
      if (squares.length === 0) {
        events.push({ type: 'entryBlocked', rule: 'PS-ENTRY-2', goblin: gi });
      } else if (squares.length === 1) {
        enter(s, gi, squares[0]!, 'PS-ENTRY-2', events);
      } else {
        s.phase = Phase.Entry;
      }
    }
  }
}

/** Places a goblin that was outside, standing, on `square` (PS-ENTRY-1/2). */
export function enter(s: PSState, gi: number, square: number, rule: string, events: GameEvent[]): void {
  const g = s.goblins[gi]!;
  g.status = Status.Standing;
  place(s, gi, square);
  events.push({ type: 'entered', rule, goblin: gi, to: square });
  s.phase = Phase.Action;
}

/** A side that takes no more turns: it conceded, or (variant `endWhenOneSideLeft`) it is eliminated. */
function skipsTurns(s: PSState, side: number): boolean {
  if (hasConceded(s, side)) return true;
  return s.o.lastSurvivor === 'endWhenOneSideLeft' && !sideInPlay(s, side);
}

/** The next side after `side` in the order of play that still plays (PS-SETUP-6), or -1. */
export function nextSide(s: PSState, side: number): number {
  for (let i = 1; i <= s.sides; i++) {
    const n = (side + i) % s.sides;
    if (!skipsTurns(s, n) && n !== side) return n;
  }
  return -1;
}

/**
 * End of the turn (PS-TURN-5, PS-END-3): play passes to increasing seat index from the first side; a round
 * ends when play comes back to the first side; after round `maxRounds` the match is over.
 */
export function endTurn(s: PSState, events: GameEvent[]): void {
  if (s.outcome !== null) return; // decided (a career match may be in its post-match sequence)
  s.actor = -1;
  s.reroll = false;
  let pos = (s.side - s.first + s.sides) % s.sides;
  for (let i = 0; i < s.sides; i++) {
    pos++;
    if (pos === s.sides) {
      pos = 0;
      if (s.round >= s.o.maxRounds) {
        finish(s, 'maxRounds', events);
        return;
      }
      s.round++;
      events.push({ type: 'roundStarted', rule: 'PS-TURN-5', round: s.round });
    }
    const side = (s.first + pos) % s.sides;
    if (!skipsTurns(s, side)) {
      s.side = side;
      startTurn(s, events);
      return;
    }
  }
  finish(s, 'noSideLeft', events);
}

/**
 * The end check (PS-END-3, PS-R-16, ARB-PS-01): no goblin in play; or, with `endWhenOneSideLeft`, at most one
 * side with goblins in play; or fewer than two sides that have not conceded. Returns true when over.
 */
export function checkEnd(s: PSState, events: GameEvent[]): boolean {
  if (s.outcome !== null) return true;
  let inPlaySides = 0;
  let active = 0;
  for (let side = 0; side < s.sides; side++) {
    if (sideInPlay(s, side)) inPlaySides++;
    if (!hasConceded(s, side)) active++;
  }
  if (inPlaySides === 0) {
    finish(s, 'noGoblinInPlay', events);
    return true;
  }
  if (s.o.lastSurvivor === 'endWhenOneSideLeft' && inPlaySides <= 1) {
    finish(s, 'oneSideLeft', events);
    return true;
  }
  if (active < 2) {
    finish(s, 'oneSideNotConceded', events);
    return true;
  }
  return false;
}

/** A side's score: validated points + Gnak markers (PS-END-1). */
export function score(s: PSState, side: number): number {
  let n = s.gnak[side]!;
  for (const g of s.goblins) if (g.side === side) n += g.validated;
  return n;
}

function validatedPoints(s: PSState, side: number): number {
  let n = 0;
  for (const g of s.goblins) if (g.side === side) n += g.validated;
  return n;
}

/**
 * Final placings (PS-END-4, PS-END-5, PS-R-17): sides that conceded rank below all others; then the highest
 * score; with `tieBreak = validatedPoints`, validated points break ties of the highest score; equal sides share.
 */
export function outcomeOf(s: PSState): Outcome {
  const scores: number[] = [];
  const keys: number[][] = [];
  for (let side = 0; side < s.sides; side++) {
    const sc = score(s, side);
    scores.push(sc);
    keys.push([
      hasConceded(s, side) ? 0 : 1,
      sc,
      s.o.tieBreak === 'validatedPoints' ? validatedPoints(s, side) : 0,
    ]);
  }
  const greater = (a: number[], b: number[]): boolean => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
    return false;
  };
  const ranks = keys.map((k) => 1 + keys.filter((o) => greater(o, k)).length);
  const winners: number[] = [];
  for (let side = 0; side < s.sides; side++) if (ranks[side] === 1) winners.push(side);
  return { scores, ranks, winners };
}

/**
 * Ends the match: carried Points are lost (PS-R-18); the outcome is fixed. A career match goes on with its
 * post-match sequence (PS-CAMP-9) and is over only after it.
 */
export function finish(s: PSState, reason: string, events: GameEvent[]): void {
  s.phase = Phase.Over;
  s.outcome = outcomeOf(s);
  events.push({ type: 'matchOver', rule: 'PS-END-3', reason, ...s.outcome });
  if (s.o.campaign !== 'off') beginPostMatch(s, events);
}

/** A side concedes (PS-END-5): its goblins leave the match, not emasculated; play goes on without it. */
export function concede(s: PSState, side: number, events: GameEvent[]): void {
  s.conceded |= 1 << side;
  s.goblins.forEach((g, gi) => {
    if (g.side === side && inPlay(g)) {
      place(s, gi, OFF);
      g.status = Status.Conceded;
      g.point = false;
    }
  });
  events.push({ type: 'conceded', rule: 'PS-END-5', side });
  if (!checkEnd(s, events)) endTurn(s, events);
}
