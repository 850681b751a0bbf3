/**
 * Turns and rounds: upkeep at the start of a turn, the order of play, the end of the match and the score.
 */
import type { GameEvent, Outcome } from '../../engine/types.ts';
import { OFF, POST_SQUARE, step } from './board.ts';

import { perGoblin, perPlayer, turnsPerRound } from './modes.ts';
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
 * (PS-ENTRY-1/2), a doubles partner enters from the reserve (PS-DUO-3); either makes the turn restricted
 * (PS-TURN-2), as does having no goblin in play (PS-END-2). Four-player `perPlayer` (PS-R-25): upkeep applies
 * to both goblins, and only those it spared may act.
 */
export function startTurn(s: PSState, events: GameEvent[]): void {
  const side = s.side;
  s.restricted = false;
  s.upkept = 0;
  s.phase = Phase.Action;
  s.used.fill(0); // skills used "once per turn" count again (PS-R-22: any side's turn)
  if (perPlayer(s)) {
    s.actor = -1;
    events.push({ type: 'turnStarted', rule: 'PS-TURN-3', side, round: s.round, goblin: -1 });
    if (!sideInPlay(s, side)) ghost(s, side, -1, events);
    else upkeepFrom(s, 2 * side, events);
    return;
  }
  const gi = actingGoblin(s, side);
  s.actor = gi;
  const started: GameEvent = { type: 'turnStarted', rule: 'PS-TURN-3', side, round: s.round, goblin: gi };
  if (perGoblin(s)) started.figure = s.figure + 1; // PS-FOUR-2: whose goblin turn, even a ghost's
  events.push(started);
  if (gi < 0) {
    ghost(s, side, perGoblin(s) ? 2 * side + s.figure : -1, events);
    return;
  }
  upkeep(s, gi, events);
}

/** A ghost turn (PS-END-2): restricted; four-player `perGoblin` names the emasculated goblin whose turn it is. */
function ghost(s: PSState, side: number, goblin: number, events: GameEvent[]): void {
  s.restricted = true;
  events.push(
    goblin >= 0
      ? { type: 'ghostGoblinTurn', rule: 'PS-END-2', side, goblin }
      : { type: 'ghostTurn', rule: 'PS-END-2', side },
  );
}

/**
 * Upkeep of one goblin (PS-TURN-3): turn-over or (re-)entry, each restricting the turn (for that goblin only in
 * four-player `perPlayer`). Returns true when D-ENTRY must be asked first.
 */
function upkeep(s: PSState, gi: number, events: GameEvent[]): boolean {
  const g = s.goblins[gi]!;
  if (g.status === Status.Stunned) {
    g.status = Status.Prone;
    restrict(s, gi);
    events.push({ type: 'turnedOver', rule: 'PS-DOWN-4', goblin: gi });
  } else if (g.status === Status.Outside || g.status === Status.Reserve) {
    restrict(s, gi);
    const post = POST_SQUARE[g.post]!;
    if (isFree(s, post)) {
      enter(s, gi, post, g.status === Status.Reserve ? 'PS-DUO-3' : 'PS-ENTRY-1', events);
    } else {
      const squares = entrySquares(s, g.post);
      if (squares.length === 0) {
        events.push({ type: 'entryBlocked', rule: 'PS-ENTRY-2', goblin: gi });
      } else if (squares.length === 1) {
        enter(s, gi, squares[0]!, 'PS-ENTRY-2', events);
      } else {
        s.actor = gi;
        s.phase = Phase.Entry;
        return true;
      }
    }
  }
  return false;
}

/** Upkeep happened to goblin `gi`: the turn is restricted (in `perPlayer`, only for that goblin, PS-R-25). */
function restrict(s: PSState, gi: number): void {
  if (perPlayer(s)) s.upkept |= 1 << gi;
  else s.restricted = true;
}

/**
 * Four-player `perPlayer` upkeep of the side's goblins from goblin `gi` on (PS-R-25); once done, the turn is
 * restricted when no goblin of the side may act (none standing or prone that upkeep spared).
 */
function upkeepFrom(s: PSState, gi: number, events: GameEvent[]): void {
  for (let i = gi; i < 2 * s.side + 2; i++) {
    if (inPlay(s.goblins[i]!) && upkeep(s, i, events)) return;
  }
  s.actor = -1;
  s.phase = Phase.Action;
  s.restricted = freeGoblins(s, s.side).length === 0;
}

/** Four-player `perPlayer`: the side's goblins that may take the turn's action (on the board, spared by upkeep). */
export function freeGoblins(s: PSState, side: number): number[] {
  const out: number[] = [];
  for (const gi of [2 * side, 2 * side + 1]) {
    const g = s.goblins[gi]!;
    if ((g.status === Status.Standing || g.status === Status.Prone) && (s.upkept & (1 << gi)) === 0)
      out.push(gi);
  }
  return out;
}

/** Places a goblin that was outside or in the reserve, standing, on `square` (PS-ENTRY-1/2, PS-DUO-3). */
export function enter(s: PSState, gi: number, square: number, rule: string, events: GameEvent[]): void {
  const g = s.goblins[gi]!;
  const fromReserve = g.status === Status.Reserve;
  g.status = Status.Standing;
  place(s, gi, square);
  events.push(
    fromReserve
      ? { type: 'partnerEntered', rule, goblin: gi, side: g.side, to: square }
      : { type: 'entered', rule, goblin: gi, to: square },
  );
  s.phase = Phase.Action;
}

/** D-ENTRY was answered: four-player `perPlayer` goes on with the upkeep of the next goblin (PS-R-25). */
export function afterEntry(s: PSState, gi: number, events: GameEvent[]): void {
  if (perPlayer(s)) upkeepFrom(s, gi + 1, events);
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
  s.vacated = OFF;
  s.shadower = -1;
  s.pisser = -1;
  s.pissTarget = -1;
  s.dodgeMod = 0;
  s.stepKind = 0;
  s.react.length = 0;
  // PS-FOUR-2: in four-player `perGoblin` a round is figure 1 of every side, then figure 2 (8 turns)
  const turns = turnsPerRound(s);
  let pos = ((s.side - s.first + s.sides) % s.sides) + s.figure * s.sides;
  for (let i = 0; i < turns; i++) {
    pos++;
    if (pos === turns) {
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
      s.figure = pos >= s.sides ? 1 : 0;
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
