/**
 * Ball deviations (SB-BALL-2..8): a scatter roll (the D6s, then the direction), the straight path, wall
 * contacts with up to `wall.maxBounces` bounces (ROLL-WALL, SB-BALL-5, SB-R-16) and SB-BALL-8's rest point.
 * Every deviation uses it (kick-offs, drops, failed pick-ups, receptions and catches, shots): RW-REBOUND may open
 * on a leg (SB-REACT-10), and a goal mouth is open while a goal can be scored (SB-BALL-7), else a wall.
 */
import {
  bounceDirection,
  restOutsideBase,
  roundHalfEven,
  traceToWalls,
  trace,
  unitVector,
  vec,
} from '../../geometry/index.ts';
import type { GameEvent } from '../../engine/types.ts';
import { deviationInches, directionOf, discarded, extraDistanceDie, isHit } from './dice.ts';
import { passDeviation } from './pass.ts';
import { openRebound } from './rebound.ts';
import { resume } from './resume.ts';
import { crossesGoal, deviateTarget } from './shoot.ts';
import { offerTeamReroll } from './rerolls.ts';
import {
  Ball,
  CENTRE,
  EPS,
  get,
  onPitch,
  P_X,
  P_Y,
  PER_INCH,
  PITCH,
  type Frame,
  type SBState,
  type ScatterRoll,
} from './state.ts';

const u = vec();
const out = trace();
const rest = vec();

/** The number of D6 of a scatter roll: the scatter face, the distance dice, and the events' extra die. */
export function scatterD6(s: SBState, roll: ScatterRoll): number {
  // SB-EVENT-11: the 1-in pick-up deviation has no distance dice, so no extra die either.
  if (roll === 'ROLL-PICKUP-DEV') return 1;
  const distance = roll === 'ROLL-KICKOFF' ? 2 : 1;
  return 1 + distance + (extraDistanceDie(s.event) ? 1 : 0);
}

/** The rule each scatter roll applies. */
const SCATTER_RULE: Record<ScatterRoll, string> = {
  'ROLL-KICKOFF': 'SB-SETUP-6',
  'ROLL-WALL': 'SB-BALL-5',
  'ROLL-PICKUP-DEV': 'SB-R-34',
  'ROLL-DROP': 'SB-BALL-9',
  'ROLL-PASS-DEV': 'SB-PASS-5',
  'ROLL-RECEIVE-DEV': 'SB-PASS-8',
  'ROLL-SHOT-DEV': 'SB-BALL-4',
  'ROLL-BALL-HIT-DEV': 'SB-SHOT-7',
  'ROLL-REPEL-DEV': 'SB-SHOT-10',
  'ROLL-PARRY-CATCH-DEV': 'SB-R-20',
};

/** The deviations that need no direction on a HIT (C-7: the ball or the aimed point does not move). */
const NO_DIRECTION_ON_HIT = new Set<ScatterRoll>([
  'ROLL-PICKUP-DEV',
  'ROLL-SHOT-DEV',
  'ROLL-BALL-HIT-DEV',
  'ROLL-REPEL-DEV',
  'ROLL-PARRY-CATCH-DEV',
]);

/** The rule of a scatter roll, for requests and events. */
export function scatterRule(roll: ScatterRoll): string {
  return SCATTER_RULE[roll];
}

/** SB-SETUP-6: the ball is placed on the centre spot and ROLL-KICKOFF is rolled. */
export function startKickoff(s: SBState, events: GameEvent[]): void {
  s.ball = Ball.Loose;
  s.holder = -1;
  s.ballX = CENTRE.x;
  s.ballY = CENTRE.y;
  events.push({ type: 'ballPlaced', rule: 'SB-SETUP-6', x: CENTRE.x / PER_INCH, y: CENTRE.y / PER_INCH });
  s.stack.push({ id: 'ROLL-KICKOFF', bounces: 0, walls: 0, reroll: false });
}

/**
 * First part of a scatter roll: the D6s are kept until the direction is rolled. A HIT on the pick-up
 * deviation needs no direction (C-7: the ball does not move), so the roll is complete at once.
 */
export function applyScatterDice(s: SBState, faces: number[], events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: ScatterRoll }>;
  // C-7: a failed throw's HIT arrives at the receiver, so its direction does not matter either.
  if ((NO_DIRECTION_ON_HIT.has(f.id) || f.id === 'ROLL-PASS-DEV') && isHit(faces[0]!, s.o)) {
    scatterRolled(s, f.id, faces, 0, f.bounces, f.walls, f.reroll, events);
    return;
  }
  s.stack.push({
    id: 'SCATTER-DIR',
    roll: f.id,
    faces: faces.slice(),
    bounces: f.bounces,
    walls: f.walls,
    reroll: f.reroll,
  });
}

/** Second part: the direction completes the roll. */
export function applyDirection(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'SCATTER-DIR' }>;
  scatterRolled(s, f.roll, f.faces, face, f.bounces, f.walls, f.reroll, events);
}

/** The distance of a scatter roll in inches (SB-SETUP-6, SB-BALL-5, SB-MOVE-5, SB-EVENT-11). */
function scatterInches(s: SBState, roll: ScatterRoll, faces: readonly number[]): number {
  const hit = isHit(faces[0]!, s.o);
  // SB-MOVE-5: exactly 1 in, none on a HIT.
  if (roll === 'ROLL-PICKUP-DEV') return hit ? 0 : 1;
  // SB-BALL-9: a dropped ball on a HIT goes only to the dropper's base edge.
  if (roll === 'ROLL-DROP' && hit) return 0;
  // SB-PASS-5 / SB-PASS-8: a HIT does not deviate (the failed reception's ball goes to the receiver's edge).
  if ((roll === 'ROLL-PASS-DEV' || roll === 'ROLL-RECEIVE-DEV') && hit) return 0;
  // SB-R-01: elsewhere a HIT is no deviation (the shot's deviations, SB-SHOT-2/7/9/10).
  if (hit && NO_DIRECTION_ON_HIT.has(roll)) return 0;
  // SB-SETUP-6: a kick-off HIT moves the highest die; a wall bounce ignores HIT (SB-BALL-5).
  return deviationInches(faces.slice(1), s.event, roll === 'ROLL-KICKOFF' && hit);
}

/**
 * A complete scatter roll (`dirFace` 0 when no direction was rolled): its roll event, then the active coach's
 * team reroll offer when he may use one (SB-REROLL-2: neutral rolls in his own phase; none at the opening
 * kick-off), else the ball moves.
 */
function scatterRolled(
  s: SBState,
  roll: ScatterRoll,
  faces: number[],
  dirFace: number,
  bounces: number,
  walls: number,
  reroll: boolean,
  events: GameEvent[],
): void {
  const hit = isHit(faces[0]!, s.o);
  const distanceDice = faces.slice(1);
  const skip = roll === 'ROLL-PICKUP-DEV' ? -1 : discarded(distanceDice, s.event);
  events.push({
    type: 'roll',
    rule: SCATTER_RULE[roll],
    roll,
    player: s.active >= 0 ? s.active : 0,
    neutral: true,
    dice: distanceDice.length > 0 ? `scatter+${distanceDice.length}d6` : 'scatter',
    faces: faces.slice(),
    result: hit ? 'hit' : 'arrow',
    ...(dirFace > 0 ? { direction: directionOf(dirFace, s.o), directionFace: dirFace } : {}),
    distance: scatterInches(s, roll, faces),
    ...(skip >= 0
      ? { discarded: distanceDice[skip]!, eventRule: s.event === 5 ? 'SB-EVENT-5' : 'SB-EVENT-7' }
      : {}),
    reroll,
  });
  const all = dirFace > 0 ? [...faces, dirFace] : faces.slice();
  if (offerTeamReroll(s, s.active, reroll, roll, all, bounces, walls)) return;
  resolveScatter(s, roll, all, bounces, walls, events);
}

/** The ball moves as the scatter roll says (faces: the D6s, then the direction face when one was rolled). */
export function resolveScatter(
  s: SBState,
  roll: ScatterRoll,
  all: readonly number[],
  bounces: number,
  walls: number,
  events: GameEvent[],
): void {
  const n = scatterD6(s, roll);
  const faces = all.slice(0, n);
  const inches = scatterInches(s, roll, faces);
  if (roll === 'ROLL-PASS-DEV') {
    passDeviation(s, inches, all.length > n ? directionOf(all[n]!, s.o) : -1, events);
    return;
  }
  if (roll === 'ROLL-SHOT-DEV') {
    // SB-SHOT-2: the aimed point deviates, not the ball; the power test follows.
    deviateTarget(s, n, all, events);
    return;
  }
  if (all.length === n) {
    // No direction: a pick-up HIT, the ball stays where it is.
    finishDeviation(s, events);
    return;
  }
  unitVector(directionOf(all[n]!, s.o), u);
  if (roll === 'ROLL-DROP' && inches === 0) {
    // SB-BALL-9: on a HIT the ball is placed against the dropper's base edge in the direction rolled.
    const r = s.info[s.dropper]!.radius;
    s.ballX = roundHalfEven(s.ballX + u.x * r);
    s.ballY = roundHalfEven(s.ballY + u.y * r);
    s.dropper = -1;
    finishDeviation(s, events);
    return;
  }
  if (roll === 'ROLL-RECEIVE-DEV' && inches === 0) {
    // SB-BALL-8, 1.6: a failed reception's HIT puts the ball against the receiver's edge in direction θ.
    const r = s.info[s.devFrom]!.radius;
    s.ballX = roundHalfEven(s.ballX + u.x * r);
    s.ballY = roundHalfEven(s.ballY + u.y * r);
    s.devFrom = -1;
    finishDeviation(s, events);
    return;
  }
  if (roll === 'ROLL-DROP') s.dropper = -1;
  if (roll === 'ROLL-WALL') {
    // SB-BALL-5: reversed (or mirrored) when it points out through the wall the ball lies on.
    bounceDirection(u.x, u.y, walls, s.o.wall.bounceMode, u);
  }
  moveBall(s, u.x, u.y, inches * PER_INCH, bounces, SCATTER_RULE[roll], events);
}

/** The rules of the ball movements, by `SBState.leg.rule`. */
const LEG_RULES = [
  'SB-SETUP-6',
  'SB-BALL-5',
  'SB-R-34',
  'SB-BALL-9',
  'SB-PASS-5',
  'SB-PASS-8',
  'SB-SHOT-5',
  'SB-SHOT-7',
  'SB-SHOT-10',
  'SB-R-20',
];

/** The index of a ball movement's rule in `SBState.leg.rule`. */
export function legRule(rule: string): number {
  return LEG_RULES.indexOf(rule);
}

/**
 * Moves the loose ball in a straight line along (ux, uy) for `length` quanta, stopping at the first wall
 * contact (SB-BALL-5). The leg is computed first; RW-REBOUND may open on it before the ball is placed
 * (SB-REACT-12); then `finishLeg` places it.
 */
export function moveBall(
  s: SBState,
  ux: number,
  uy: number,
  length: number,
  bounces: number,
  rule: string,
  events: GameEvent[],
): void {
  traceToWalls(s.ballX, s.ballY, ux, uy, length, PITCH, EPS, out);
  const leg = s.leg;
  leg.ax = s.ballX;
  leg.ay = s.ballY;
  leg.bx = roundHalfEven(out.x);
  leg.by = roundHalfEven(out.y);
  leg.walls = out.walls;
  leg.bounces = bounces;
  leg.rule = LEG_RULES.indexOf(rule);
  leg.catcher = -1;
  // SB-BALL-10: the player the deviation starts from may not catch it; a wall bounce starts from no one.
  leg.origin = s.devFrom;
  s.devFrom = -1;
  if (openRebound(s)) return;
  finishLeg(s, events);
}

/**
 * The leg's end: the ball reaches B. At a wall a new ROLL-WALL is pushed, up to `wall.maxBounces` per ball
 * movement, after which the ball stays at the wall; a ball ending strictly inside a base follows SB-BALL-8.
 */
export function finishLeg(s: SBState, events: GameEvent[]): void {
  const { ax, ay, bx, by, walls, bounces } = s.leg;
  const rule = LEG_RULES[s.leg.rule]!;
  s.ballX = bx;
  s.ballY = by;
  events.push({
    type: 'ballMoved',
    rule,
    from: [ax / PER_INCH, ay / PER_INCH],
    to: [bx / PER_INCH, by / PER_INCH],
  });
  // SB-BALL-7: a goal mouth is open while a goal can be scored; otherwise it is a wall.
  if (walls !== 0 && crossesGoal(s, bx, by, walls, events)) return;
  if (walls !== 0) {
    if (bounces < s.o.wall.maxBounces) {
      events.push({
        type: 'wallContact',
        rule: 'SB-BALL-5',
        at: [bx / PER_INCH, by / PER_INCH],
        bounce: bounces + 1,
      });
      s.stack.push({ id: 'ROLL-WALL', bounces: bounces + 1, walls, reroll: false });
      return;
    }
    events.push({ type: 'ballStopsAtWall', rule: 'SB-BALL-5', at: [bx / PER_INCH, by / PER_INCH] });
  }
  restBall(s, ax, ay, events);
  finishDeviation(s, events);
}

/** SB-BALL-8 (→ SB-R-25): a ball at rest strictly inside a base goes back to its entry point (or forward). */
function restBall(s: SBState, ax: number, ay: number, events: GameEvent[]): void {
  for (let p = 0; p < s.info.length; p++) {
    if (!onPitch(s, p)) continue;
    const r = s.info[p]!.radius;
    if (!restOutsideBase(ax, ay, s.ballX, s.ballY, get(s, p, P_X), get(s, p, P_Y), r, EPS, rest)) continue;
    const x = roundHalfEven(rest.x);
    const y = roundHalfEven(rest.y);
    events.push({
      type: 'ballRestsOnBase',
      rule: 'SB-BALL-8',
      player: s.info[p]!.id,
      from: [s.ballX / PER_INCH, s.ballY / PER_INCH],
      to: [x / PER_INCH, y / PER_INCH],
    });
    s.ballX = x;
    s.ballY = y;
    return;
  }
}

/** The ball is at rest: the stop below the deviation (or the next stage) takes over. */
export function finishDeviation(s: SBState, events: GameEvent[]): void {
  events.push({ type: 'ballRests', rule: 'SB-BALL-3', at: [s.ballX / PER_INCH, s.ballY / PER_INCH] });
  resume(s, events);
}
