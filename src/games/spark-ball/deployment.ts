/**
 * `deploy.alternate` (SB-R-52, ARB-SB-65): the players are placed one at a time, alternately, the coach who
 * deploys first (D-03 at the start, the scoring coach at a kick-off after a goal, SB-KICK-4) placing first;
 * once a team has placed all of its players the other places the rest of his. Each placement is a D-04 (or
 * D-32) stop of its own, answered by `{ type: 'deployOne', player, x, y }` and checked as C-1 against every
 * base already placed. Who is placed is a bit of `P_KICK`, which is 0 at the start and cleared at each
 * kick-off after a goal.
 */
import { quantise } from '../../geometry/index.ts';
import type { GameEvent } from '../../engine/types.ts';
import { resume } from './resume.ts';
import {
  get,
  indexOf,
  onPitch,
  P_KICK,
  P_X,
  P_Y,
  PER_INCH,
  set,
  sideRange,
  Stage,
  type SBState,
} from './state.ts';

/** The `P_KICK` bit of a player placed in the deployment in progress. */
export const PLACED = 8;

/** Player p was placed in the deployment in progress (`deploy.alternate`). */
export function isPlaced(s: SBState, p: number): boolean {
  return (get(s, p, P_KICK) & PLACED) !== 0;
}

/** The on-pitch players of `side` not placed yet, in roster order. */
export function unplaced(s: SBState, side: number): number[] {
  const [from, to] = sideRange(s, side);
  const list: number[] = [];
  for (let p = from; p < to; p++) if (onPitch(s, p) && !isPlaced(s, p)) list.push(p);
  return list;
}

/**
 * The coach who places the next player, or -1 when everyone is placed: the first coach whenever both have
 * placed as many players, else the other; a coach with nobody left to place is skipped.
 */
export function nextDeployer(s: SBState): number {
  const first = s.deployFirst;
  const second = 1 - first;
  const left = [unplaced(s, first).length, unplaced(s, second).length];
  if (left[0] === 0 && left[1] === 0) return -1;
  if (left[0] === 0) return second;
  if (left[1] === 0) return first;
  const placed = (side: number) => {
    const [from, to] = sideRange(s, side);
    let n = 0;
    for (let p = from; p < to; p++) if (onPitch(s, p) && isPlaced(s, p)) n++;
    return n;
  };
  return placed(first) <= placed(second) ? first : second;
}

/** Pushes the next placement stop (D-04 before the match, D-32 at a kick-off); false when all are placed. */
export function pushNextPlacement(s: SBState): boolean {
  const coach = nextDeployer(s);
  if (coach < 0) return false;
  s.stack.push({ id: s.stage === Stage.KickoffAfterGoal ? 'D-32' : 'D-04', coach });
  return true;
}

/** `deployOne`: the validated position (C-1) is quantised, the player is placed, the next coach places. */
export function applyDeployOne(
  s: SBState,
  coach: number,
  player: string,
  x: number,
  y: number,
  events: GameEvent[],
): void {
  s.stack.pop();
  const p = indexOf(s, coach, player);
  const qx = quantise(x, PER_INCH);
  const qy = quantise(y, PER_INCH);
  set(s, p, P_X, qx);
  set(s, p, P_Y, qy);
  set(s, p, P_KICK, get(s, p, P_KICK) | PLACED);
  const rule = s.stage === Stage.KickoffAfterGoal ? 'SB-KICK-4' : 'SB-SETUP-4';
  events.push({
    type: 'deployed',
    rule,
    side: coach,
    positions: [{ player, x: qx / PER_INCH, y: qy / PER_INCH }],
    alternate: true,
  });
  if (!pushNextPlacement(s)) resume(s, events);
}
