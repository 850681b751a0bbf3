/**
 * Falls (PS-DOWN-1, PS-DOWN-2): a knocked-down goblin lies where its cause says and waits for its armour roll.
 */
import type { GameEvent } from '../../engine/types.ts';
import { tableRoll } from './events.ts';
import { OFF } from './board.ts';
import { continueMove } from './movement.ts';
import { openShadow } from './reactions.ts';
import { nextSide, endTurn } from './turn.ts';
import { Phase, Status, type PSState } from './state.ts';

/**
 * Knocks goblin `gi` down where it stands and queues its armour roll, rolled by `roller` (an opponent,
 * PS-R-14; -1 = the next side in play order). It keeps its Point and Piss markers (PS-R-43).
 */
export function knockDown(s: PSState, gi: number, rule: string, roller: number, events: GameEvent[]): void {
  const g = s.goblins[gi]!;
  g.status = Status.Prone;
  events.push({ type: 'knockedDown', rule, goblin: gi, at: g.sq });
  s.armourQueue.push(gi, roller >= 0 ? roller : armourRoller(s, g.side));
}

/** An opponent of `side` to roll the armour: the next side in play order (PS-R-14). */
function armourRoller(s: PSState, side: number): number {
  const n = nextSide(s, side);
  return n >= 0 ? n : (side + 1) % s.sides;
}

/**
 * Goes on after a knock-down: armour rolls if any are queued; then the Poursuite window of a step that vacated a
 * square, or the mover's action after a shadower's fall; else the turn ends (PS-TURN-4).
 */
export function resolveFalls(s: PSState, events: GameEvent[]): void {
  if (s.armourQueue.length > 0) s.phase = Phase.Armour;
  else if (s.vacated !== OFF) openShadow(s, events);
  else if (s.shadower >= 0) continueMove(s, events);
  else endTurn(s, events);
}

/** ROLL-ARMOUR (PS-DOWN-1, PS-R-01): 2D6, `armourTarget`+ (8) → stunned «sur le ventre», else prone «sur le dos». */
export function applyArmour(s: PSState, faces: number[], events: GameEvent[]): void {
  const gi = s.armourQueue[0]!;
  const roller = s.armourQueue[1]!;
  s.armourQueue.splice(0, 2);
  const g = s.goblins[gi]!;
  const total = faces[0]! + faces[1]!;
  const broken = total >= s.o.armourTarget;
  g.status = broken ? Status.Stunned : Status.Prone;
  events.push(
    tableRoll('PS-DOWN-1', roller, '2d6', faces, broken ? 'stunned' : 'prone', {
      target: s.o.armourTarget,
      success: broken,
      goblin: gi,
    }),
  );
  resolveFalls(s, events);
}
