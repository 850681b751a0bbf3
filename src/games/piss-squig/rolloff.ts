/**
 * Who plays first (PS-SETUP-5, PS-R-31): each side rolls 2D6; the highest starts; tied highest sides roll again.
 */
import type { GameEvent } from '../../engine/types.ts';
import { tableRoll } from './events.ts';
import { Phase, type PSState } from './state.ts';
import { startTurn } from './turn.ts';

/** Starts the match: the host's choice of first side, or the roll-off. */
export function startMatch(s: PSState, events: GameEvent[]): void {
  if (typeof s.o.firstPlayer === 'number') {
    setFirst(s, s.o.firstPlayer, 'PS-SETUP-5', events);
    return;
  }
  s.rollers = [];
  for (let side = 0; side < s.sides; side++) s.rollers.push(side);
  s.rollIdx = 0;
  s.rollTotals = [];
  s.phase = Phase.RollOff;
}

/** ROLL-FIRST for the next roller; once all have rolled, the highest starts or the tied highest roll again. */
export function applyRollOff(s: PSState, faces: number[], events: GameEvent[]): void {
  const side = s.rollers[s.rollIdx]!;
  const total = faces[0]! + faces[1]!;
  events.push(tableRoll('PS-SETUP-5', side, '2d6', faces, String(total), { side }));
  s.rollTotals.push(total);
  s.rollIdx++;
  if (s.rollIdx < s.rollers.length) return;
  const best = Math.max(...s.rollTotals);
  const tied = s.rollers.filter((_, i) => s.rollTotals[i] === best);
  if (tied.length === 1) {
    setFirst(s, tied[0]!, 'PS-SETUP-5', events);
  } else {
    events.push({ type: 'rollOffTie', rule: 'PS-SETUP-5', sides: tied, total: best });
    s.rollers = tied;
    s.rollIdx = 0;
    s.rollTotals = [];
  }
}

function setFirst(s: PSState, side: number, rule: string, events: GameEvent[]): void {
  s.first = side;
  s.side = side;
  s.round = 1;
  s.rollers = [];
  s.rollTotals = [];
  s.rollIdx = 0;
  events.push({ type: 'firstPlayer', rule, side });
  events.push({ type: 'roundStarted', rule: 'PS-TURN-5', round: 1 });
  startTurn(s, events);
}
