/**
 * Ball deviations (SB-BALL-2..8): a scatter roll (the D6s, then the direction), the straight path, wall
 * contacts with up to `wall.maxBounces` bounces (ROLL-WALL, SB-BALL-5, SB-R-16) and SB-BALL-8's rest point.
 * Today the opening kick-off (SB-SETUP-6, SB-R-15) uses it: no reaction and no goal can happen there, and the
 * goal mouths are walls. RW-REBOUND and goal-line checks join when passes and shots arrive.
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
import { advance } from './prematch.ts';
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
  const distance = roll === 'ROLL-KICKOFF' ? 2 : 1;
  return 1 + distance + (extraDistanceDie(s.event) ? 1 : 0);
}

/** SB-SETUP-6: the ball is placed on the centre spot and ROLL-KICKOFF is rolled. */
export function startKickoff(s: SBState, events: GameEvent[]): void {
  s.ball = Ball.Loose;
  s.holder = -1;
  s.ballX = CENTRE.x;
  s.ballY = CENTRE.y;
  events.push({ type: 'ballPlaced', rule: 'SB-SETUP-6', x: CENTRE.x / PER_INCH, y: CENTRE.y / PER_INCH });
  s.stack.push({ id: 'ROLL-KICKOFF', bounces: 0, walls: 0 });
}

/** First part of a scatter roll: the D6s are kept until the direction is rolled. */
export function applyScatterDice(s: SBState, faces: number[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: ScatterRoll }>;
  s.stack.push({ id: 'SCATTER-DIR', roll: f.id, faces: faces.slice(), bounces: f.bounces, walls: f.walls });
}

/** Second part: the direction; the roll event, then the ball's movement. */
export function applyDirection(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'SCATTER-DIR' }>;
  const hit = isHit(f.faces[0]!, s.o);
  const distanceDice = f.faces.slice(1);
  const angle = directionOf(face, s.o);
  const kickoff = f.roll === 'ROLL-KICKOFF';
  // SB-SETUP-6: a kick-off HIT moves the highest die; a wall bounce ignores HIT (SB-BALL-5).
  const inches = deviationInches(distanceDice, s.event, kickoff && hit);
  const rule = kickoff ? 'SB-SETUP-6' : 'SB-BALL-5';
  const skip = discarded(distanceDice, s.event);
  events.push({
    type: 'roll',
    rule,
    roll: f.roll,
    player: s.active >= 0 ? s.active : 0,
    neutral: true,
    dice: `scatter+${distanceDice.length}d6`,
    faces: f.faces.slice(),
    result: hit ? 'hit' : 'arrow',
    direction: angle,
    directionFace: face,
    distance: inches,
    ...(skip >= 0
      ? { discarded: distanceDice[skip]!, eventRule: s.event === 5 ? 'SB-EVENT-5' : 'SB-EVENT-7' }
      : {}),
    reroll: false,
  });
  unitVector(angle, u);
  if (!kickoff) {
    // SB-BALL-5: reversed (or mirrored) when it points out through the wall the ball lies on.
    bounceDirection(u.x, u.y, f.walls, s.o.wall.bounceMode, u);
  }
  moveBall(s, u.x, u.y, inches * PER_INCH, f.bounces, rule, events);
}

/**
 * Moves the loose ball in a straight line along (ux, uy) for `length` quanta, stopping at the first wall
 * contact (SB-BALL-5): there a new ROLL-WALL is pushed, up to `wall.maxBounces` per ball movement, after which
 * the ball stays at the wall. A ball ending strictly inside a base follows SB-BALL-8.
 */
function moveBall(
  s: SBState,
  ux: number,
  uy: number,
  length: number,
  bounces: number,
  rule: string,
  events: GameEvent[],
): void {
  const ax = s.ballX;
  const ay = s.ballY;
  traceToWalls(ax, ay, ux, uy, length, PITCH, EPS, out);
  const bx = roundHalfEven(out.x);
  const by = roundHalfEven(out.y);
  s.ballX = bx;
  s.ballY = by;
  events.push({
    type: 'ballMoved',
    rule,
    from: [ax / PER_INCH, ay / PER_INCH],
    to: [bx / PER_INCH, by / PER_INCH],
  });
  if (out.walls !== 0) {
    if (bounces < s.o.wall.maxBounces) {
      events.push({
        type: 'wallContact',
        rule: 'SB-BALL-5',
        at: [bx / PER_INCH, by / PER_INCH],
        bounce: bounces + 1,
      });
      s.stack.push({ id: 'ROLL-WALL', bounces: bounces + 1, walls: out.walls });
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
function finishDeviation(s: SBState, events: GameEvent[]): void {
  events.push({ type: 'ballRests', rule: 'SB-BALL-3', at: [s.ballX / PER_INCH, s.ballY / PER_INCH] });
  advance(s, events);
}
