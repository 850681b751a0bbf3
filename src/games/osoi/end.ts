/**
 * The end of a battle and its score (OS-END-1..6, section 5): elimination, the round limit, concession, and
 * victory points — every enemy unit destroyed scores its cost, one at half health or less half its cost,
 * plus the scenario's objective points.
 */
import type { GameEvent } from '../../engine/types.ts';
import { intactObjectPoints } from './objects.ts';
import {
  G_OVER,
  G_SVP0,
  G_SVP1,
  onTable,
  U_DEPLOYED,
  U_H,
  U_REMOVED,
  uget,
  unitsOf,
  type OSState,
} from './state.ts';

export type EndReason = 'elimination' | 'roundLimit' | 'concession' | 'scenario';

/** OS-END-1: the side left with no unit on the table once both have deployed, or null. */
export function eliminated(s: OSState): number | null {
  // Asked after every step: plain loops over the units (no lists).
  const n = s.info.length;
  for (let u = 0; u < n; u++) if (uget(s, u, U_DEPLOYED) === 0) return null;
  for (let side = 0; side < 2; side++) {
    let left = false;
    for (let u = 0; u < n && !left; u++) left = s.info[u]!.side === side && onTable(s, u);
    if (!left) return side;
  }
  return null;
}

/** OS-END-5: the victory points `side` scores from the enemy's units, plus its scenario points. */
export function victoryPoints(s: OSState, side: number): number {
  let vp = s.w[side === 0 ? G_SVP0 : G_SVP1]!;
  for (const u of unitsOf(s, 1 - side)) {
    const info = s.info[u]!;
    if (uget(s, u, U_REMOVED) === 1) vp += info.cost;
    else if (uget(s, u, U_H) <= Math.floor(info.h0 / 2)) vp += Math.floor(info.cost / 2);
  }
  return vp;
}

/** OS-END-1..6: the battle ends; the winner by elimination or concession whatever the score, else on VP. */
export function endBattle(s: OSState, reason: EndReason, events: GameEvent[], loser?: number): void {
  intactObjectPoints(s, events);
  const scores = [victoryPoints(s, 0), victoryPoints(s, 1)];
  let winners: number[];
  if (reason === 'elimination') {
    const out = loser ?? eliminatedSide(s);
    winners = [1 - out];
  } else if (reason === 'concession') {
    winners = [1 - loser!];
  } else {
    winners = scores[0]! > scores[1]! ? [0] : scores[1]! > scores[0]! ? [1] : [0, 1];
  }
  const ranks = [0, 1].map((p) => (winners.includes(p) ? 1 : 2));
  s.outcome = { scores, ranks, winners };
  s.w[G_OVER] = 1;
  s.stack.length = 0;
  const rule = {
    elimination: 'OS-END-1',
    roundLimit: 'OS-END-6',
    concession: 'OS-END-4',
    scenario: 'OS-END-3',
  }[reason];
  events.push({ type: 'battleEnd', rule, reason, vp: scores, winners });
}

function eliminatedSide(s: OSState): number {
  return eliminated(s) ?? 0;
}
