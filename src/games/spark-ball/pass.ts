/**
 * Pass (SB-PASS-1..8, SB-R-35, SB-R-60): the ball holder's regular action towards a standing team-mate. SB-MOVE-3
 * rounding, the throw test (ROLL-PASS-AG, edge-to-edge distance, +1 Nuit obscure, Vision du jeu +1), RW-PASS-THROW
 * (intercept.ts), on a failure the deviation from the receiver's centre (ROLL-PASS-DEV: HIT arrives; 1–2 in the
 * receiver may leap, D-24; else the ball lands with RW-REBOUND), the reception test (ROLL-RECEIVE, 6 − MS),
 * RW-PASS-RECEIVE, and on a failed reception ROLL-RECEIVE-DEV. A failed pass ends nothing (SB-ACT-4) unless
 * `activation.endOnFailedPassOrShot`. The pass is a lob: nothing under it blocks or reacts (SB-PASS-2).
 */
import {
  edgeDistance,
  overlaps,
  roundHalfEven,
  trace,
  traceToWalls,
  unitVector,
  vec,
} from '../../geometry/index.ts';
import type { GameEvent } from '../../engine/types.ts';
import { roundMovement } from './activation.ts';
import { moveBall } from './ball.ts';
import { interceptPlacement, openIntercept } from './intercept.ts';
import { leapLength } from './movement.ts';
import { baseOnPitch, closedZoneAt, inGoalZone } from './pitch.ts';
import { offerRerolls } from './rerolls.ts';
import { measuredDifficulty, measureLog } from './table.ts';
import { resume } from './resume.ts';
import {
  Ball,
  EPS,
  get,
  noPass,
  onPitch,
  P_PRONE,
  P_UNBAL,
  P_X,
  P_Y,
  PER_INCH,
  PITCH,
  set,
  TRAITS,
  type Frame,
  type PassRoll,
  type SBState,
} from './state.ts';
import { distanceDifficulty, resolveTest, testEvent } from './tests.ts';

/** The base difficulty of the reception and of an interception (SB-PASS-6, SB-REACT-7). */
export const PASS_BASE = 6;
/** Nuit obscure (SB-EVENT-4) and Clarté aveuglante (SB-EVENT-8): the match event totals. */
const NUIT_OBSCURE = 4;
const CLARTE_AVEUGLANTE = 10;

/** SB-PASS-1: `target` is a standing team-mate of the actor on the pitch, other than himself. */
export function passTargetOk(s: SBState, target: number): boolean {
  const p = s.act.actor;
  return (
    target >= 0 &&
    target !== p &&
    s.info[target]!.side === s.info[p]!.side &&
    onPitch(s, target) &&
    get(s, target, P_PRONE) === 0
  );
}

/** Why the actor may not pass now, or null (SB-PASS-1, SB-ACT-2). */
export function passProblem(s: SBState): { fr: string; en: string } | null {
  if (get(s, s.act.actor, P_PRONE) === 1) return { fr: 'le joueur est au sol', en: 'the player is prone' };
  if (s.act.regular) {
    return {
      fr: 'il a déjà fait son action régulière dans cette activation',
      en: 'he has already taken his regular action in this activation',
    };
  }
  if (s.holder !== s.act.actor) return { fr: 'il ne tient pas la balle', en: 'he does not hold the ball' };
  return null;
}

/** The players the actor may pass to (SB-PASS-1), for `legal`. */
export function passTargets(s: SBState): number[] {
  if (passProblem(s) !== null) return [];
  const list: number[] = [];
  for (let q = 0; q < s.info.length; q++) if (passTargetOk(s, q)) list.push(q);
  return list;
}

/** D-11 Pass: SB-MOVE-3 rounding, the regular action is spent, ROLL-PASS-AG follows (SB-PASS-3). */
export function beginPass(s: SBState, receiver: number, events: GameEvent[]): void {
  const p = s.act.actor;
  roundMovement(s, events);
  s.act.regular = true;
  s.act.steps++;
  s.pass = noPass();
  s.pass.thrower = p;
  s.pass.receiver = receiver;
  events.push({
    type: 'passDeclared',
    rule: 'SB-PASS-1',
    player: s.info[p]!.id,
    target: s.info[receiver]!.id,
    difficulty: throwDifficulty(s),
  });
  s.stack.push({ id: 'ROLL-PASS-AG', coach: s.info[p]!.side, reroll: false });
}

/**
 * SB-PASS-3: ceil(edge distance − ε) (or of a distance typed at the table while the throw is in progress,
 * SB-R-63), +1 under Nuit obscure (SB-EVENT-4, added after rounding, SB-GEN-6).
 */
export function throwDifficulty(s: SBState): number {
  const a = s.pass.thrower;
  const b = s.pass.receiver;
  const d = distanceDifficulty(
    get(s, a, P_X),
    get(s, a, P_Y),
    s.info[a]!.measureRadius,
    get(s, b, P_X),
    get(s, b, P_Y),
    s.info[b]!.measureRadius,
  );
  return measuredDifficulty(s, d) + (s.event === NUIT_OBSCURE ? 1 : 0);
}

/** The thrower's edge distance to the receiver in quanta (table mode's `computed`). */
export function throwDistance(s: SBState): number {
  const a = s.pass.thrower;
  const b = s.pass.receiver;
  // Whole quanta: it is shown and logged, never used for a difficulty.
  return Math.round(
    edgeDistance(
      get(s, a, P_X),
      get(s, a, P_Y),
      s.info[a]!.measureRadius,
      get(s, b, P_X),
      get(s, b, P_Y),
      s.info[b]!.measureRadius,
    ),
  );
}

/** Clarté aveuglante: −1 to receive or intercept a pass (SB-EVENT-8). */
export function clarte(s: SBState): number {
  return s.event === CLARTE_AVEUGLANTE ? 1 : 0;
}

/** The throw's modifier: AG, +1 Vision du jeu for the captain (4.3), −1 per Unbalanced cause (SB-GEN-7). */
export function throwModifier(s: SBState): number {
  const p = s.pass.thrower;
  const info = s.info[p]!;
  const vision = s.captain[info.side] === p && TRAITS[s.trait[info.side]!] === 'visionDuJeu' ? 1 : 0;
  return info.ag + vision - get(s, p, P_UNBAL);
}

/** The reception's modifier: AG, −1 Clarté aveuglante, −1 per Unbalanced cause (a leap included). */
export function receiveModifier(s: SBState): number {
  const p = s.pass.receiver;
  return s.info[p]!.ag - clarte(s) - get(s, p, P_UNBAL);
}

/** The reception's difficulty: 6 − the thrower's MS, 6 after a failed throw (SB-PASS-6, SB-R-35). */
export function receiveDifficulty(s: SBState): number {
  return PASS_BASE - s.pass.throwMs;
}

/** The interception's difficulty: 6 − MF or 6 + MS of the test that opened the window (SB-REACT-7, SB-R-36). */
export function interceptDifficulty(s: SBState): number {
  return PASS_BASE + s.pass.margin;
}

/** The interceptor's modifier: AG, −1 Passe feintée (SB-SKILL-6), −1 Clarté (SB-EVENT-8), −1 per Unbalanced cause. */
export function interceptModifier(s: SBState): number {
  const p = s.pass.interceptor;
  const feint = s.info[s.pass.thrower]!.abilities.includes('passeFeintee') ? 1 : 0;
  return s.info[p]!.ag - feint - clarte(s) - get(s, p, P_UNBAL);
}

/** Difficulty, modifier and roller of a pass test. */
export function passTest(
  s: SBState,
  roll: PassRoll,
): { rule: string; difficulty: number; modifier: number; player: number } {
  if (roll === 'ROLL-PASS-AG')
    return {
      rule: 'SB-PASS-3',
      difficulty: throwDifficulty(s),
      modifier: throwModifier(s),
      player: s.pass.thrower,
    };
  if (roll === 'ROLL-RECEIVE') {
    return {
      rule: 'SB-PASS-6',
      difficulty: receiveDifficulty(s),
      modifier: receiveModifier(s),
      player: s.pass.receiver,
    };
  }
  return {
    rule: 'SB-REACT-7',
    difficulty: interceptDifficulty(s),
    modifier: interceptModifier(s),
    player: s.pass.interceptor,
  };
}

/** A pass test: its event; a failure may be rerolled by its roller's team reroll (ARB-SB-12). */
export function applyPassRoll(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: PassRoll }>;
  const t = passTest(s, f.id);
  events.push(
    testEvent(t.rule, f.id, f.coach, face, t.modifier, t.difficulty, {
      by: s.info[t.player]!.id,
      reroll: f.reroll,
      // SB-R-63: a distance typed at the table is logged beside the computed one.
      ...(f.id === 'ROLL-PASS-AG' ? measureLog(s, throwDistance(s)) : {}),
    }),
  );
  const failed = !resolveTest(face, t.modifier, t.difficulty).success;
  // Player rerolls first (D-27): EQ-1 on a failed reception.
  if (failed && offerRerolls(s, f.coach, f.reroll, f.id, [face], 0, 0, -1, t.player, true)) return;
  resolvePassRoll(s, f.id, face, events);
}

/** A pass test's final result. */
export function resolvePassRoll(s: SBState, roll: PassRoll, face: number, events: GameEvent[]): void {
  const t = passTest(s, roll);
  const r = resolveTest(face, t.modifier, t.difficulty);
  const margin = r.success ? r.ms : -r.mf;
  if (roll === 'ROLL-PASS-AG') {
    s.pass.throwFailed = !r.success;
    s.pass.throwMs = r.ms;
    s.pass.margin = margin;
    s.pass.window = 0;
    s.pass.windowOk = r.success;
    // SB-R-60 variant: a failed throw ends the activation once the pass is over.
    if (!r.success && s.o.activation.endOnFailedPassOrShot) {
      s.stack.push({ id: 'RESUME', then: 'endActivation' });
    }
    if (openIntercept(s, 'RW-PASS-THROW')) return;
    afterThrow(s, events);
    return;
  }
  if (roll === 'ROLL-RECEIVE') {
    s.pass.margin = margin;
    s.pass.window = 1;
    s.pass.windowOk = r.success;
    if (openIntercept(s, 'RW-PASS-RECEIVE')) return;
    afterReception(s, r.success, events);
    return;
  }
  resolveIntercept(s, r.success, events);
}

/** After RW-PASS-THROW: a good throw reaches the receiver; a failed one deviates from his centre (SB-PASS-5). */
export function afterThrow(s: SBState, events: GameEvent[]): void {
  const receiver = s.pass.receiver;
  // The ball leaves the thrower's hands.
  s.ball = Ball.Loose;
  s.holder = -1;
  s.ballX = get(s, receiver, P_X);
  s.ballY = get(s, receiver, P_Y);
  if (!s.pass.throwFailed) {
    beginReception(s, events);
    return;
  }
  s.devFrom = receiver;
  s.stack.push({ id: 'ROLL-PASS-DEV', bounces: 0, walls: 0, reroll: false });
}

/** The ball is at the receiver: ROLL-RECEIVE (SB-PASS-6). */
function beginReception(s: SBState, events: GameEvent[]): void {
  const receiver = s.pass.receiver;
  s.ballX = get(s, receiver, P_X);
  s.ballY = get(s, receiver, P_Y);
  s.devFrom = -1;
  events.push({ type: 'passArrives', rule: 'SB-PASS-6', player: s.info[receiver]!.id });
  s.stack.push({ id: 'ROLL-RECEIVE', coach: s.info[receiver]!.side, reroll: false });
}

const u = vec();
const out = trace();

/**
 * ROLL-PASS-DEV's result (`dir` in millidegrees, -1 on a HIT): HIT, the ball arrives; a 1–2 in deviation that
 * touches no wall, within the receiver's L, onto a legal centre for him: D-24; otherwise the ball lands along
 * the deviation with RW-REBOUND and SB-BALL-8 (SB-PASS-5, SB-R-35).
 */
export function passDeviation(s: SBState, inches: number, dir: number, events: GameEvent[]): void {
  const receiver = s.pass.receiver;
  if (inches === 0 || dir < 0) {
    events.push({ type: 'passOnTarget', rule: 'SB-PASS-5', player: s.info[receiver]!.id });
    beginReception(s, events);
    return;
  }
  const len = inches * PER_INCH;
  unitVector(dir, u);
  s.pass.devDir = dir;
  s.pass.devLen = len;
  traceToWalls(s.ballX, s.ballY, u.x, u.y, len, PITCH, EPS, out);
  if (inches < 3 && out.walls === 0 && len <= leapLength(s, receiver)) {
    const x = roundHalfEven(out.x);
    const y = roundHalfEven(out.y);
    if (landingLegal(s, receiver, x, y)) {
      s.pass.landX = x;
      s.pass.landY = y;
      s.stack.push({ id: 'D-24', coach: s.info[receiver]!.side });
      return;
    }
  }
  landPass(s, events);
}

/** SB-R-35 / SB-MOVE-8: the landing point is a legal centre for the receiver (the path is not checked). */
export function landingLegal(s: SBState, p: number, x: number, y: number): boolean {
  const info = s.info[p]!;
  if (!baseOnPitch(x, y, info.radius)) return false;
  if (info.position === 'keeper' && !inGoalZone(s, info.side, x, y)) return false;
  if (closedZoneAt(s, p, x, y) >= 0) return false;
  for (let j = 0; j < s.info.length; j++) {
    if (j === p || !onPitch(s, j)) continue;
    if (overlaps(x, y, info.radius, get(s, j, P_X), get(s, j, P_Y), s.info[j]!.radius, EPS)) return false;
  }
  return true;
}

/** The failed pass lands: the pass is over and the ball deviates from the receiver's centre (RW-REBOUND). */
function landPass(s: SBState, events: GameEvent[]): void {
  const receiver = s.pass.receiver;
  const { devDir, devLen } = s.pass;
  events.push({ type: 'passLands', rule: 'SB-PASS-5', player: s.info[receiver]!.id });
  s.pass = noPass();
  s.devFrom = receiver;
  unitVector(devDir, u);
  moveBall(s, u.x, u.y, devLen, 0, 'SB-PASS-5', events);
}

/** D-24: the receiver leaps onto the landing point, Unbalanced, and receives there; or the ball lands. */
export function receiverLeap(s: SBState, leap: boolean, events: GameEvent[]): void {
  s.stack.pop();
  const receiver = s.pass.receiver;
  if (!leap) {
    events.push({ type: 'receiverStays', rule: 'SB-PASS-5', player: s.info[receiver]!.id });
    landPass(s, events);
    return;
  }
  set(s, receiver, P_X, s.pass.landX);
  set(s, receiver, P_Y, s.pass.landY);
  set(s, receiver, P_UNBAL, get(s, receiver, P_UNBAL) + 1);
  events.push({
    type: 'receiverLeapt',
    rule: 'SB-PASS-5',
    player: s.info[receiver]!.id,
    to: [s.pass.landX / PER_INCH, s.pass.landY / PER_INCH],
    unbalanced: get(s, receiver, P_UNBAL),
  });
  beginReception(s, events);
}

/** After RW-PASS-RECEIVE: the receiver holds the ball, or it deviates from his centre (SB-PASS-8). */
export function afterReception(s: SBState, success: boolean, events: GameEvent[]): void {
  const receiver = s.pass.receiver;
  s.pass = noPass();
  if (success) {
    s.ball = Ball.Held;
    s.holder = receiver;
    s.ballX = get(s, receiver, P_X);
    s.ballY = get(s, receiver, P_Y);
    events.push({ type: 'passCaught', rule: 'SB-PASS-8', player: s.info[receiver]!.id });
    resume(s, events);
    return;
  }
  events.push({ type: 'passMissed', rule: 'SB-PASS-8', player: s.info[receiver]!.id });
  s.devFrom = receiver;
  s.stack.push({ id: 'ROLL-RECEIVE-DEV', bounces: 0, walls: 0, reroll: false });
}

/**
 * ROLL-INTERCEPT-PASS's result (SB-REACT-7, SB-R-36): success, the interceptor is placed on the pass segment and
 * holds the ball, and the pass is over; failure, the pass goes on from the window it was made in.
 */
function resolveIntercept(s: SBState, success: boolean, events: GameEvent[]): void {
  const p = s.pass.interceptor;
  if (success) {
    const at = interceptPlacement(s, p)!;
    set(s, p, P_X, at.x);
    set(s, p, P_Y, at.y);
    s.pass = noPass();
    s.devFrom = -1;
    s.ball = Ball.Held;
    s.holder = p;
    s.ballX = at.x;
    s.ballY = at.y;
    events.push({
      type: 'passIntercepted',
      rule: 'SB-REACT-7',
      player: s.info[p]!.id,
      at: [at.x / PER_INCH, at.y / PER_INCH],
    });
    resume(s, events);
    return;
  }
  events.push({ type: 'interceptMissed', rule: 'SB-REACT-7', player: s.info[p]!.id });
  s.pass.interceptor = -1;
  continueAfterWindow(s, events);
}

/** The pass goes on after its open window (declined, or a missed interception). */
export function continueAfterWindow(s: SBState, events: GameEvent[]): void {
  if (s.pass.window === 0) {
    afterThrow(s, events);
    return;
  }
  afterReception(s, s.pass.windowOk, events);
}
