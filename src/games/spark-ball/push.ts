/**
 * Pushes (SB-MOVE-7, SB-R-26, C-6, D-25): a knocked-down player "projeté" 2 in along a direction. The pushed
 * base moves in a straight line and stops when it touches a wall. Each base its swept disc would overlap is a
 * blocker, taken in the order the swept disc meets them (ARB-SB-20): the blocker's coach picks a direction θ
 * (D-25) and the blocker moves the minimum distance along u(θ) that clears the swept disc, every other base and
 * the walls (`src/geometry/step-aside.ts`). Only directions with a legal result are offered; when none of the
 * 16 candidate directions is legal, or with `push.blockerMode` = `stopAtBlocker`, the pushed player stops in
 * contact with the blocker. A blocker moved aside is not knocked down, keeps the ball and triggers nothing
 * (SB-MOVE-8). The knock-down then goes on (knockdown.ts `afterPush`: injury, Out, drop; SB-INJ-2).
 */
import {
  clearsPath,
  degreesToAngle,
  interval,
  roundHalfEven,
  stepAsideDistance,
  sweptDiscContact,
  unitVector,
  vec,
  type Rect,
} from '../../geometry/index.ts';
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import type { SBAction } from './actions.ts';
import { afterPush } from './knockdown.ts';
import { EPS, get, onPitch, P_X, P_Y, PER_INCH, PITCH, set, type SBState } from './state.ts';

/** The length of a push (SB-MOVE-7). */
export const PUSH_LENGTH = 2 * PER_INCH;

/** Step-aside candidates (C-6): 16 directions, every 22.5°, in millidegrees. */
export const STEP_ASIDE_DIRECTIONS = 16;

const iv = interval();
const u = vec();

/** Where p's centre may stand: the pitch shrunk by his radius (SB 1.4). */
function pitchBox(s: SBState, p: number): Rect {
  const r = s.info[p]!.radius;
  return { minX: r, minY: r, maxX: PITCH.maxX - r, maxY: PITCH.maxY - r };
}

/** How far along the unit vector (ux, uy) the centre (x, y) may go inside `box`, up to `length`. */
function wallLimit(x: number, y: number, ux: number, uy: number, length: number, box: Rect): number {
  let t = length;
  if (ux > 0) t = Math.min(t, (box.maxX - x) / ux);
  else if (ux < 0) t = Math.min(t, (box.minX - x) / ux);
  if (uy > 0) t = Math.min(t, (box.maxY - y) / uy);
  else if (uy < 0) t = Math.min(t, (box.minY - y) / uy);
  return Math.max(0, t);
}

/**
 * Starts pushing p along (dx, dy) (any non-zero vector in quanta): the wall-limited end point is planned, then
 * the blockers are resolved one by one; `injury` is carried to the knock-down's next step.
 */
export function startPush(
  s: SBState,
  p: number,
  dx: number,
  dy: number,
  injury: boolean,
  events: GameEvent[],
): void {
  const len = Math.sqrt(dx * dx + dy * dy);
  const ux = len === 0 ? 0 : dx / len;
  const uy = len === 0 ? 0 : dy / len;
  const ax = get(s, p, P_X);
  const ay = get(s, p, P_Y);
  const t = wallLimit(ax, ay, ux, uy, PUSH_LENGTH, pitchBox(s, p));
  s.push = {
    player: p,
    ax,
    ay,
    bx: roundHalfEven(ax + t * ux),
    by: roundHalfEven(ay + t * uy),
    injury,
  };
  if (t < PUSH_LENGTH - EPS) {
    events.push({
      type: 'pushWall',
      rule: 'SB-MOVE-7',
      player: s.info[p]!.id,
      at: [s.push.bx / PER_INCH, s.push.by / PER_INCH],
    });
  }
  continuePush(s, events);
}

/** The first base the pushed player's swept disc would overlap, in the order it meets them, or -1. */
export function firstBlocker(s: SBState): number {
  const { player: p, ax, ay, bx, by } = s.push;
  const r = s.info[p]!.radius;
  let best = -1;
  let bestT = Infinity;
  for (let j = 0; j < s.info.length; j++) {
    if (j === p || !onPitch(s, j)) continue;
    const cx = get(s, j, P_X);
    const cy = get(s, j, P_Y);
    const rj = s.info[j]!.radius;
    if (clearsPath(ax, ay, bx, by, r, cx, cy, rj, EPS)) continue;
    const t = sweptDiscContact(ax, ay, bx, by, r, cx, cy, rj, iv);
    if (t < bestT) {
      bestT = t;
      best = j;
    }
  }
  return best;
}

/**
 * How far blocker b must move along θ (millidegrees) to clear the push's swept disc, every other base and the
 * walls (C-6), in quanta; -1 when no move along θ is legal.
 */
export function stepAsideLength(s: SBState, b: number, angle: number): number {
  const { player: p, ax, ay, bx, by } = s.push;
  const rb = s.info[b]!.radius;
  const obstacles: number[] = [];
  for (let j = 0; j < s.info.length; j++) {
    if (j === b || j === p || !onPitch(s, j)) continue;
    obstacles.push(get(s, j, P_X), get(s, j, P_Y), rb + s.info[j]!.radius);
  }
  unitVector(angle, u);
  const d = stepAsideDistance(
    get(s, b, P_X),
    get(s, b, P_Y),
    u.x,
    u.y,
    ax,
    ay,
    bx,
    by,
    s.info[p]!.radius + rb,
    pitchBox(s, b),
    obstacles,
  );
  return d;
}

/**
 * The legal candidate directions of blocker b (C-6), in millidegrees: of the 16 directions, those with a legal
 * result, the smallest displacement first, then the direction closest to perpendicular to the push, then
 * clockwise from 0° (the bot's pick is the first).
 */
export function stepAsideOptions(s: SBState, b: number): number[] {
  const { ax, ay, bx, by } = s.push;
  const len = Math.sqrt((bx - ax) ** 2 + (by - ay) ** 2);
  const list: { angle: number; d: number; along: number }[] = [];
  for (let k = 0; k < STEP_ASIDE_DIRECTIONS; k++) {
    const angle = k * 22_500;
    const d = stepAsideLength(s, b, angle);
    if (d < 0) continue;
    unitVector(angle, u);
    const along = len === 0 ? 0 : Math.abs((u.x * (bx - ax) + u.y * (by - ay)) / len);
    list.push({ angle, d: roundHalfEven(d), along: Math.round(along * 1e6) });
  }
  list.sort((a, b2) => a.d - b2.d || a.along - b2.along || a.angle - b2.angle);
  return list.map((o) => o.angle);
}

/**
 * Resolves the next blocker: a D-25 decision for its coach, or (no legal direction, `stopAtBlocker`) the
 * pushed player stops in contact with it; with no blocker left the push ends.
 */
function continuePush(s: SBState, events: GameEvent[]): void {
  const b = firstBlocker(s);
  if (b < 0) {
    finishPush(s, events);
    return;
  }
  if (s.o.push.blockerMode === 'stepAside' && stepAsideOptions(s, b).length > 0) {
    s.stack.push({ id: 'D-25', coach: s.info[b]!.side, player: b });
    return;
  }
  // SB-MOVE-7: the pushed player stops in base contact with the blocker.
  const { player: p, ax, ay, bx, by } = s.push;
  const t = Math.max(
    0,
    sweptDiscContact(
      ax,
      ay,
      bx,
      by,
      s.info[p]!.radius,
      get(s, b, P_X),
      get(s, b, P_Y),
      s.info[b]!.radius,
      iv,
    ),
  );
  s.push.bx = roundHalfEven(ax + t * (bx - ax));
  s.push.by = roundHalfEven(ay + t * (by - ay));
  events.push({
    type: 'pushBlocked',
    rule: s.o.push.blockerMode === 'stepAside' ? 'SB-MOVE-7' : 'SB-R-26',
    player: s.info[p]!.id,
    blocker: s.info[b]!.id,
    at: [s.push.bx / PER_INCH, s.push.by / PER_INCH],
  });
  finishPush(s, events);
}

/** Moves p to (x, y); a holder carries the ball (SB-MOVE-9). */
function place(s: SBState, p: number, x: number, y: number): void {
  set(s, p, P_X, x);
  set(s, p, P_Y, y);
  if (s.holder === p) {
    s.ballX = x;
    s.ballY = y;
  }
}

/** D-25 answered: the blocker steps aside along `degrees` (validated), then the push goes on. */
export function stepAside(s: SBState, degrees: number, events: GameEvent[]): void {
  const f = s.stack.pop() as { id: 'D-25'; coach: number; player: number };
  const b = f.player;
  const angle = degreesToAngle(degrees);
  const d = stepAsideLength(s, b, angle);
  const fromX = get(s, b, P_X);
  const fromY = get(s, b, P_Y);
  unitVector(angle, u);
  place(s, b, roundHalfEven(fromX + d * u.x), roundHalfEven(fromY + d * u.y));
  events.push({
    type: 'steppedAside',
    rule: 'SB-MOVE-7',
    side: f.coach,
    player: s.info[b]!.id,
    direction: angle,
    from: [fromX / PER_INCH, fromY / PER_INCH],
    to: [get(s, b, P_X) / PER_INCH, get(s, b, P_Y) / PER_INCH],
  });
  continuePush(s, events);
}

/** The pushed player reaches the end point; the knock-down goes on (injury, Out, drop). */
function finishPush(s: SBState, events: GameEvent[]): void {
  const { player: p, ax, ay, bx, by, injury } = s.push;
  place(s, p, bx, by);
  events.push({
    type: 'pushed',
    rule: 'SB-MOVE-7',
    player: s.info[p]!.id,
    from: [ax / PER_INCH, ay / PER_INCH],
    to: [bx / PER_INCH, by / PER_INCH],
  });
  s.push = { player: -1, ax: 0, ay: 0, bx: 0, by: 0, injury: false };
  afterPush(s, p, injury, events);
}

/** D-25: any angle in degrees whose step-aside is legal (C-6), with a refusal naming the legal candidates. */
export function checkStepAside(s: SBState, b: number, act: Record<string, unknown>): Result<SBAction> {
  const legal = stepAsideOptions(s, b)
    .slice()
    .sort((x, y) => x - y)
    .map((a) => String(a / 1000));
  const name = s.info[b]!.name;
  if (typeof act.angle !== 'number' || !Number.isFinite(act.angle)) {
    return err(
      'stepAside.angle',
      'SB-MOVE-7',
      `Indiquez la direction dans laquelle ${name} s’écarte : un angle en degrés (angle), 0° vers le but Extérieur, dans le sens horaire ; directions possibles parmi les 16 : ${legal.join(', ')}°.`,
      `Give the direction ${name} steps aside in: an angle in degrees (angle), 0° towards the Away goal, clockwise; legal among the 16: ${legal.join(', ')}°.`,
    );
  }
  const angle = degreesToAngle(act.angle);
  if (stepAsideLength(s, b, angle) < 0) {
    const deg = angle / 1000;
    return err(
      'stepAside.blocked',
      'SB-MOVE-7',
      `${name} ne peut pas s’écarter à ${String(deg).replace('.', ',')}° : aucune position le long de cette direction ne dégage le passage du joueur projeté sans chevaucher un autre socle ni sortir du terrain. Directions possibles parmi les 16 : ${legal.join(', ')}°.`,
      `${name} cannot step aside at ${deg}°: no position along that direction clears the pushed player's path without overlapping another base or leaving the pitch. Legal among the 16: ${legal.join(', ')}°.`,
    );
  }
  return ok({ type: 'stepAside', angle: act.angle });
}
