/**
 * Activations (SB-PHASE-1, SB-ACT-1..2, D-10 / D-11): activate a player or pass, then steps declared one at a
 * time: StandUp, Move, Leap, PickUp (pickup.ts), EndActivation. A Move or a Leap is declared through tackle.ts
 * (RW-TACKLE opens before it is applied); Charge (charge.ts), Massacre (massacre.ts), Pass (pass.ts) and Shoot
 * (shoot.ts) are regular actions, one per activation (`act.regular`, SB-ACT-2).
 */
import type { GameEvent } from '../../engine/types.ts';
import type { CheckedPath } from './movement.ts';
import { roundedUsed } from './movement.ts';
import { get, P_PRONE, P_UNBAL, P_X, P_Y, PER_INCH, set, type SBState } from './state.ts';
import { endPhase, markDone } from './turn.ts';

/** D-10 activate (SB-PHASE-1): the activation starts; D-11 follows. */
export function activate(s: SBState, p: number, events: GameEvent[]): void {
  s.stack.pop();
  s.act.actor = p;
  s.act.used = 0;
  s.act.lastMove = false;
  s.act.leapt = false;
  s.act.stoodUp = false;
  s.act.pickedUp = false;
  s.act.steps = 0;
  s.act.regular = false;
  events.push({ type: 'activated', rule: 'SB-PHASE-1', side: s.info[p]!.side, player: s.info[p]!.id });
  s.stack.push({ id: 'D-11', coach: s.info[p]!.side });
}

/**
 * D-10 pass (SB-PHASE-1, SB-R-13): nobody is spent; the phase is empty (SB-PHASE-5). Under
 * `turn.passRequiresPlayer` the named player (`p` ≥ 0) becomes Done, and the phase is still empty (ARB-SB-72).
 */
export function pass(s: SBState, coach: number, events: GameEvent[], p = -1): void {
  s.stack.pop();
  if (p >= 0) {
    markDone(s, p);
    events.push({ type: 'passedWithPlayer', rule: 'SB-R-13', side: coach, player: s.info[p]!.id });
  } else {
    events.push({ type: 'passed', rule: 'SB-R-13', side: coach });
  }
  endPhase(s, true, events);
}

/** StandUp (SB-STATE-4, SB-R-08): standing, Unbalanced +1, MV −2 this phase. */
export function standUp(s: SBState, events: GameEvent[]): void {
  const p = s.act.actor;
  set(s, p, P_PRONE, 0);
  set(s, p, P_UNBAL, get(s, p, P_UNBAL) + 1);
  s.act.stoodUp = true;
  s.act.lastMove = false;
  s.act.steps++;
  events.push({ type: 'stoodUp', rule: 'SB-STATE-4', player: s.info[p]!.id, unbalanced: get(s, p, P_UNBAL) });
}

/** Puts the actor at the path's last point; a holder carries the ball (SB-MOVE-9). */
function moveTo(s: SBState, path: CheckedPath): void {
  const p = s.act.actor;
  const n = path.points.length;
  set(s, p, P_X, path.points[n - 2]!);
  set(s, p, P_Y, path.points[n - 1]!);
  if (s.holder === p) {
    s.ballX = path.points[n - 2]!;
    s.ballY = path.points[n - 1]!;
  }
}

function pointsInInches(path: CheckedPath): number[][] {
  const list: number[][] = [];
  for (let i = 0; i < path.points.length; i += 2) {
    list.push([path.points[i]! / PER_INCH, path.points[i + 1]! / PER_INCH]);
  }
  return list;
}

/** Move (SB-MOVE-2): the validated path; its length is added to the movement used. */
export function move(s: SBState, path: CheckedPath, events: GameEvent[]): void {
  const p = s.act.actor;
  moveTo(s, path);
  s.act.used += path.length;
  s.act.lastMove = true;
  s.act.steps++;
  events.push({
    type: 'moved',
    rule: 'SB-MOVE-2',
    player: s.info[p]!.id,
    path: pointsInInches(path),
    length: path.length / PER_INCH,
    used: s.act.used / PER_INCH,
  });
}

/** SB-MOVE-3: a step other than a Move after a Move rounds the movement used up to a whole inch. */
export function roundMovement(s: SBState, events: GameEvent[]): void {
  if (!s.act.lastMove) return;
  s.act.lastMove = false;
  const rounded = roundedUsed(s.act.used);
  if (rounded === s.act.used) return;
  events.push({
    type: 'movementRounded',
    rule: 'SB-MOVE-3',
    player: s.info[s.act.actor]!.id,
    from: s.act.used / PER_INCH,
    to: rounded / PER_INCH,
  });
  s.act.used = rounded;
}

/** Leap (SB-MOVE-4, SB-R-33): SB-MOVE-3 rounding, the straight jump, Unbalanced +1; no MV is used. */
export function leap(s: SBState, path: CheckedPath, events: GameEvent[]): void {
  const p = s.act.actor;
  roundMovement(s, events);
  moveTo(s, path);
  set(s, p, P_UNBAL, get(s, p, P_UNBAL) + 1);
  s.act.leapt = true;
  s.act.steps++;
  events.push({
    type: 'leapt',
    rule: 'SB-MOVE-4',
    player: s.info[p]!.id,
    to: pointsInInches(path)[0],
    length: path.length / PER_INCH,
    unbalanced: get(s, p, P_UNBAL),
  });
}

/**
 * EndActivation, chosen or forced (`rule` SB-ACT-3): the D-11 stop is removed, the player is Done
 * (SB-PHASE-7) and the phase ends, empty if no step was taken (SB-PHASE-5).
 */
export function endActivation(s: SBState, events: GameEvent[], rule = 'SB-PHASE-7'): void {
  s.stack.pop();
  const p = s.act.actor;
  markDone(s, p);
  events.push({ type: 'activationEnded', rule, player: s.info[p]!.id, steps: s.act.steps });
  const empty = s.act.steps === 0;
  s.act.actor = -1;
  endPhase(s, empty, events);
}
