/**
 * RW-TACKLE and the Tackle reaction (SB-REACT-6, SB-R-32, C-5). Once a Move or Leap step is declared and
 * validated, before it is applied, the reacting coach may name one of his Ready, standing, unstunned players
 * whose reach (2 in, +1 Réflexes, +1 Instinct, + L with a leap; SB-REACT-3) touches the mover's base at some
 * point of the step, and an interruption point Q in the eligible intervals (`tackle.pointChoice`). The mover
 * stops at Q (the distance to Q counted exactly), the tackler is placed in contact at the legal point nearest
 * his centre and becomes prone and Done; then ROLL-TACKLE-AG-DIFF → ROLL-TACKLE-AG, and on a failure
 * ROLL-TACKLE-F-DIFF → ROLL-TACKLE-F: passing the Force test leaves the mover Unbalanced, failing it knocks him
 * down without push (injury roll if MF > AR or a natural 1) and ends his activation.
 */
import {
  dist,
  nearestOnCircle,
  placement,
  roundHalfEven,
  segmentCircle,
  interval,
} from '../../geometry/index.ts';
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import type { SBAction } from './actions.ts';
import { closedZonesFor, inches, keeperDisc } from './pitch.ts';
import { leap, move } from './activation.ts';
import { declineApproachTackle, dropApproach, resumeApproach, stopApproachAt } from './charge.ts';
import { knockDown } from './knockdown.ts';
import type { CheckedPath } from './movement.ts';
import { leapLength } from './movement.ts';
import { canReact, reachBonus, reactionBox, spendReaction } from './rebound.ts';
import { offerRerolls } from './rerolls.ts';
import {
  EPS,
  get,
  indexOf,
  onPitch,
  P_PRONE,
  P_UNBAL,
  P_X,
  P_Y,
  PER_INCH,
  set,
  sideRange,
  type Frame,
  type SBState,
  type TackleRoll,
} from './state.ts';
import { difficultyEvent, resolveTest, testEvent } from './tests.ts';

/** The base reach of a tackle (SB-REACT-3). */
export const TACKLE_REACH = 2 * PER_INCH;

const iv = interval();
const spot = placement();

/** The tackler's reach in quanta, with or without a leap (SB-REACT-3, SB-R-05 `reactions.leapExtendsReach`). */
export function tackleReach(s: SBState, p: number, withLeap: boolean): number {
  const leapBonus = withLeap && s.o.reactions.leapExtendsReach ? leapLength(s, p) : 0;
  return TACKLE_REACH + reachBonus(s, p, 'tackle') + leapBonus;
}

/** The declared step's start and waypoints (flat x, y in quanta). */
function stepPoints(s: SBState): number[] {
  return s.step;
}

/**
 * C-5: the parameters along the declared step (quanta from its start, [0, length]) where p's reach touches the
 * mover's base, as merged intervals [t0, t1, t0, t1, …]; empty when it never does.
 */
export function tackleIntervals(s: SBState, p: number, withLeap: boolean): number[] {
  const pts = stepPoints(s);
  const mover = s.act.actor;
  const touch = s.info[mover]!.measureRadius + s.info[p]!.measureRadius + tackleReach(s, p, withLeap) + EPS;
  const tx = get(s, p, P_X);
  const ty = get(s, p, P_Y);
  const out: number[] = [];
  let cum = 0;
  for (let i = 0; i + 3 < pts.length; i += 2) {
    const ax = pts[i]!;
    const ay = pts[i + 1]!;
    const bx = pts[i + 2]!;
    const by = pts[i + 3]!;
    const len = dist(ax, ay, bx, by);
    if (segmentCircle(ax, ay, bx, by, tx, ty, touch, iv)) {
      const t0 = cum + iv.t0 * len;
      const t1 = cum + iv.t1 * len;
      // Intervals meeting at a waypoint are one.
      if (out.length > 0 && t0 <= out[out.length - 1]! + 1e-9)
        out[out.length - 1] = Math.max(t1, out.at(-1)!);
      else out.push(t0, t1);
    }
    cum += len;
  }
  return out;
}

/** The point of the declared step at parameter t (quanta from its start), on the grid. */
export function stepPointAt(s: SBState, t: number): { x: number; y: number; seg: number } {
  const pts = stepPoints(s);
  let cum = 0;
  for (let i = 0; i + 3 < pts.length; i += 2) {
    const ax = pts[i]!;
    const ay = pts[i + 1]!;
    const bx = pts[i + 2]!;
    const by = pts[i + 3]!;
    const len = dist(ax, ay, bx, by);
    if (t <= cum + len || i + 4 >= pts.length) {
      const f = len === 0 ? 0 : Math.min(1, Math.max(0, (t - cum) / len));
      return { x: roundHalfEven(ax + f * (bx - ax)), y: roundHalfEven(ay + f * (by - ay)), seg: i / 2 };
    }
    cum += len;
  }
  return { x: pts[0]!, y: pts[1]!, seg: 0 };
}

/** The tackler's centre in contact with the mover at Q, the legal point nearest his centre, or null. */
export function tacklerPlacement(
  s: SBState,
  p: number,
  qx: number,
  qy: number,
): { x: number; y: number } | null {
  const mover = s.act.actor;
  const obstacles: number[] = [];
  const r = s.info[p]!.radius;
  for (let j = 0; j < s.info.length; j++) {
    if (j !== p && j !== mover && onPitch(s, j))
      obstacles.push(get(s, j, P_X), get(s, j, P_Y), r + s.info[j]!.radius);
  }
  const avoid = closedZonesFor(s, p, obstacles);
  const box = reactionBox(s, p);
  const zone = keeperDisc(s, p);
  if (
    !nearestOnCircle(
      get(s, p, P_X),
      get(s, p, P_Y),
      qx,
      qy,
      r + s.info[mover]!.radius,
      box,
      obstacles,
      spot,
      zone,
      avoid,
    )
  )
    return null;
  const x = roundHalfEven(spot.x);
  const y = roundHalfEven(spot.y);
  return x >= box.minX - EPS && x <= box.maxX + EPS && y >= box.minY - EPS && y <= box.maxY + EPS
    ? { x, y }
    : null;
}

/** p may tackle for `coach`: a regular reactor, and not the target of the charge whose approach he would tackle (ARB-SB-78). */
function canTackle(s: SBState, p: number, coach: number): boolean {
  return canReact(s, p, coach) && !(s.charge.approach >= 0 && p === s.charge.target);
}

/** A tackler candidate: who, with a leap or not, and the earliest eligible Q (quanta along the step). */
export interface TackleOption {
  player: number;
  leap: boolean;
  at: number;
}

/**
 * The reacting coach's tackle options on the declared step: earliest Q, without and with a leap (C-5); only the
 * first one found with `firstOnly` (is there any?).
 */
export function tackleOptions(s: SBState, coach: number, firstOnly = false): TackleOption[] {
  const list: TackleOption[] = [];
  const [from, to] = sideRange(s, coach);
  for (let p = from; p < to; p++) {
    if (!canTackle(s, p, coach)) continue;
    for (let l = 0; l < 2; l++) {
      const withLeap = l === 1;
      const ivs = tackleIntervals(s, p, withLeap);
      if (ivs.length === 0) continue;
      const q = stepPointAt(s, ivs[0]!);
      if (tacklerPlacement(s, p, q.x, q.y) === null) continue;
      list.push({ player: p, leap: withLeap, at: ivs[0]! });
      if (firstOnly) return list;
    }
  }
  return list;
}

/**
 * A Move or Leap step is declared (SB-REACT-12): RW-TACKLE opens when the reacting coach has his regular
 * reaction and an eligible tackler; otherwise the step is applied at once.
 */
export function declareStep(s: SBState, path: CheckedPath, isLeap: boolean, events: GameEvent[]): void {
  const p = s.act.actor;
  s.step = [get(s, p, P_X), get(s, p, P_Y), ...path.points];
  s.stepLeap = isLeap;
  const coach = 1 - s.active;
  if (!s.reactionUsed[coach] && tackleOptions(s, coach, true).length > 0) {
    events.push({
      type: 'stepDeclared',
      rule: 'SB-REACT-6',
      player: s.info[p]!.id,
      leap: isLeap,
      path: pointsInInches(path.points),
    });
    s.stack.push({ id: 'D-20', coach, window: 'RW-TACKLE' });
    return;
  }
  applyStep(s, path, events);
}

function pointsInInches(points: readonly number[]): number[][] {
  const list: number[][] = [];
  for (let i = 0; i < points.length; i += 2) list.push([points[i]! / PER_INCH, points[i + 1]! / PER_INCH]);
  return list;
}

function applyStep(s: SBState, path: CheckedPath, events: GameEvent[]): void {
  const isLeap = s.stepLeap;
  s.step = [];
  s.stepLeap = false;
  if (isLeap) leap(s, path, events);
  else move(s, path, events);
}

/** D-20 declined: the whole step is applied. */
export function declineTackle(s: SBState, coach: number, events: GameEvent[]): void {
  s.stack.pop();
  events.push({ type: 'reactionDeclined', rule: 'SB-REACT-6', side: coach, window: 'RW-TACKLE' });
  if (s.charge.approach >= 0) {
    declineApproachTackle(s, events);
    return;
  }
  const points = s.step.slice(2);
  let length = 0;
  for (let i = 0; i + 3 < s.step.length; i += 2)
    length += dist(s.step[i]!, s.step[i + 1]!, s.step[i + 2]!, s.step[i + 3]!);
  applyStep(s, { points, length: roundHalfEven(length) }, events);
}

/**
 * D-20 Tackle at parameter `at` (quanta): the mover's step stops at Q, the tackler is placed in contact, prone
 * and Done, Unbalanced if he leapt; the reaction is spent; ROLL-TACKLE-AG-DIFF follows.
 */
export function tackle(
  s: SBState,
  coach: number,
  p: number,
  withLeap: boolean,
  at: number,
  events: GameEvent[],
): void {
  s.stack.pop();
  const q = stepPointAt(s, at);
  const spotAt = tacklerPlacement(s, p, q.x, q.y)!;
  // The truncated step: the full segments before Q's, then Q; the distance counted exactly (SB-REACT-6).
  const points = s.step.slice(2, 2 + q.seg * 2);
  points.push(q.x, q.y);
  let length = 0;
  let ax = s.step[0]!;
  let ay = s.step[1]!;
  for (let i = 0; i < points.length; i += 2) {
    length += dist(ax, ay, points[i]!, points[i + 1]!);
    ax = points[i]!;
    ay = points[i + 1]!;
  }
  spendReaction(s, coach, p, withLeap);
  events.push({
    type: 'tackle',
    rule: 'SB-REACT-6',
    side: coach,
    player: s.info[p]!.id,
    mover: s.info[s.act.actor]!.id,
    leap: withLeap,
    at: [q.x / PER_INCH, q.y / PER_INCH],
    to: [spotAt.x / PER_INCH, spotAt.y / PER_INCH],
  });
  // ARB-SB-77: a charge's approach uses no MV; the charger waits at Q.
  if (s.charge.approach >= 0) stopApproachAt(s, q.x, q.y, length);
  else if (length > 0) applyStep(s, { points, length: roundHalfEven(length) }, events);
  else {
    // Q at the step's start: nothing moves, but the step was taken (SB-PHASE-5) and a leap counts (SB-MOVE-4).
    if (s.stepLeap) applyStep(s, { points: [q.x, q.y], length: 0 }, events);
    else {
      s.act.steps++;
      s.act.lastMove = true;
    }
    s.step = [];
    s.stepLeap = false;
  }
  set(s, p, P_X, spotAt.x);
  set(s, p, P_Y, spotAt.y);
  set(s, p, P_PRONE, 1);
  s.tackler = p;
  s.tackleLeap = withLeap;
  s.stack.push({ id: 'ROLL-TACKLE-AG-DIFF', coach, reroll: false });
}

/** The modifier of each tackle roll: the tackler's AG or F, the mover's AG or F, minus Unbalanced (SB-GEN-7). */
export function tackleModifier(s: SBState, roll: TackleRoll): number {
  const diff = roll.endsWith('-DIFF');
  const p = diff ? s.tackler : s.act.actor;
  const stat = roll.startsWith('ROLL-TACKLE-AG') ? s.info[p]!.ag : s.info[p]!.f;
  // SB-R-09 variant: without Unbalanced on difficulty rolls, the tackle's own −1 for a leap stays.
  if (diff && !s.o.unbalanced.affectsDifficultyRolls) return stat - (s.tackleLeap ? 1 : 0);
  return stat - get(s, p, P_UNBAL);
}

/** The roller of each tackle roll: the tackler's coach sets the difficulty, the mover's coach tests. */
export function tackleRoller(s: SBState, roll: TackleRoll): number {
  return roll.endsWith('-DIFF') ? s.info[s.tackler]!.side : s.info[s.act.actor]!.side;
}

/**
 * A tackle roll. A team reroll is offered to its roller unless it already gave him the best result: a
 * difficulty below 6 on the die (the tackler's coach), a failed test (the mover's coach, ARB-SB-12); the
 * mover's EQ-4 reroll of a failed test is offered first (D-27).
 */
export function applyTackleRoll(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: TackleRoll }>;
  const modifier = tackleModifier(s, f.id);
  const diff = f.id.endsWith('-DIFF');
  const rolled = diff ? s.tackler : s.act.actor;
  const by = s.info[rolled]!.id;
  if (diff) {
    events.push(
      difficultyEvent('SB-REACT-6', f.id, f.coach, '1d6', [face], modifier, { by, reroll: f.reroll }),
    );
    if (face < 6 && offerRerolls(s, f.coach, f.reroll, f.id, [face], 0, 0, -1, rolled, false)) return;
  } else {
    events.push(
      testEvent('SB-REACT-6', f.id, f.coach, face, modifier, s.tackleDiff, { by, reroll: f.reroll }),
    );
    const failed = !resolveTest(face, modifier, s.tackleDiff).success;
    if (failed && offerRerolls(s, f.coach, f.reroll, f.id, [face], 0, 0, -1, rolled, true)) return;
  }
  resolveTackleRoll(s, f.id, face, events);
}

/** The tackle roll's result: a difficulty, the next roll, or the end of the tackle. */
export function resolveTackleRoll(s: SBState, roll: TackleRoll, face: number, events: GameEvent[]): void {
  const modifier = tackleModifier(s, roll);
  const mover = s.act.actor;
  const moverCoach = s.info[mover]!.side;
  if (roll === 'ROLL-TACKLE-AG-DIFF' || roll === 'ROLL-TACKLE-F-DIFF') {
    s.tackleDiff = face + modifier;
    const next = roll === 'ROLL-TACKLE-AG-DIFF' ? 'ROLL-TACKLE-AG' : 'ROLL-TACKLE-F';
    s.stack.push({ id: next, coach: moverCoach, reroll: false });
    return;
  }
  const t = resolveTest(face, modifier, s.tackleDiff);
  if (t.success) {
    if (roll === 'ROLL-TACKLE-F') set(s, mover, P_UNBAL, get(s, mover, P_UNBAL) + 1);
    events.push({
      type: 'tackleResisted',
      rule: 'SB-REACT-6',
      player: s.info[mover]!.id,
      test: roll === 'ROLL-TACKLE-AG' ? 'ag' : 'f',
      unbalanced: get(s, mover, P_UNBAL),
    });
    s.tackler = -1;
    s.tackleDiff = 0;
    s.tackleLeap = false;
    if (s.charge.approach >= 0) resumeApproach(s, events);
    return;
  }
  if (roll === 'ROLL-TACKLE-AG') {
    s.stack.push({ id: 'ROLL-TACKLE-F-DIFF', coach: s.info[s.tackler]!.side, reroll: false });
    return;
  }
  // The Force test failed: knocked down without push, injury if MF > AR or a natural 1; the activation ends.
  s.tackler = -1;
  s.tackleDiff = 0;
  s.tackleLeap = false;
  const injury = t.mf > s.info[mover]!.ar || face === 1;
  if (s.charge.approach >= 0) dropApproach(s);
  s.stack.push({ id: 'RESUME', then: 'endActivation' });
  knockDown(s, mover, injury, 'SB-REACT-6', events);
}

/** The intervals in inches for a refusal: "[0.2–1.5], [3–4] in". */
function intervalsText(ivs: readonly number[], sep: string): string {
  const parts: string[] = [];
  for (let i = 0; i < ivs.length; i += 2) parts.push(`[${inches(ivs[i]!)}${sep}${inches(ivs[i + 1]!)}]`);
  return parts.join(', ');
}

/** D-20 in RW-TACKLE: the tackler, the leap and Q, with precise refusals (SB-REACT-2..6, C-5). */
export function checkTackle(s: SBState, coach: number, act: Record<string, unknown>): Result<SBAction> {
  const p = indexOf(s, coach, act.player);
  const withLeap = act.leap === true;
  if (p >= 0 && s.charge.approach >= 0 && p === s.charge.target) {
    return err(
      'tackle.chargeTarget',
      'ARB-SB-78',
      `${s.info[p]!.name} est la cible de la charge : il ne peut pas plaquer son chargeur (il se défendra) ; un coéquipier peut le faire.`,
      `${s.info[p]!.name} is the charge's target: he cannot tackle his charger (he will defend); a team-mate may.`,
    );
  }
  if (p < 0 || !canReact(s, p, coach)) {
    return err(
      'tackle.unable',
      'SB-REACT-2',
      `${JSON.stringify(act.player)} ne peut pas plaquer : il faut un joueur de votre équipe Opérationnel, debout et non sonné (un gardien dans sa zone).`,
      `${JSON.stringify(act.player)} cannot tackle: name a Ready, standing, unstunned player of your team (a keeper inside his zone).`,
    );
  }
  const ivs = tackleIntervals(s, p, withLeap);
  if (ivs.length === 0) {
    const reach = inches(tackleReach(s, p, withLeap));
    return err(
      'tackle.outOfReach',
      'SB-REACT-3',
      `${s.info[p]!.name} n’atteint à aucun moment le socle du joueur qui se déplace (portée ${reach} ps${withLeap ? ' avec le bond' : ', sans bond'}).`,
      `${s.info[p]!.name} never reaches the moving player's base on this step (reach ${reach} in${withLeap ? ' with the leap' : ', without a leap'}).`,
    );
  }
  const at = act.at;
  if (typeof at !== 'number' || !Number.isFinite(at)) {
    return err(
      'tackle.at',
      'SB-REACT-6',
      `Indiquez le point d’interruption Q en pouces depuis le début du pas (at), dans ${intervalsText(ivs, '–')} ps.`,
      `Give the interruption point Q in inches from the step's start (at), within ${intervalsText(ivs, '–')} in.`,
    );
  }
  const t = at * PER_INCH;
  let inside = false;
  for (let i = 0; i < ivs.length; i += 2) if (t >= ivs[i]! - 1e-6 && t <= ivs[i + 1]! + 1e-6) inside = true;
  if (!inside) {
    return err(
      'tackle.point',
      'SB-REACT-6',
      `Q à ${at} ps est hors de portée de ${s.info[p]!.name} : choisissez-le dans ${intervalsText(ivs, '–')} ps.`,
      `Q at ${at} in is out of ${s.info[p]!.name}'s reach: choose it within ${intervalsText(ivs, '–')} in.`,
    );
  }
  if (s.o.tackle.pointChoice === 'earliest' && Math.abs(t - ivs[0]!) > 1e-6) {
    return err(
      'tackle.earliest',
      'SB-R-32',
      `Avec tackle.pointChoice = earliest, Q est le premier point atteint : ${inches(ivs[0]!)} ps.`,
      `With tackle.pointChoice = earliest, Q is the first point reached: ${inches(ivs[0]!)} in.`,
    );
  }
  const q = stepPointAt(s, t);
  if (tacklerPlacement(s, p, q.x, q.y) === null) {
    return err(
      'tackle.noContact',
      'SB-REACT-6',
      `Aucune place libre au contact du joueur en Q (${inches(q.x)}, ${inches(q.y)}) pour ${s.info[p]!.name}.`,
      `No free spot in contact with the player at Q (${inches(q.x)}, ${inches(q.y)}) for ${s.info[p]!.name}.`,
    );
  }
  return ok({ type: 'tackle', player: s.info[p]!.id, leap: withLeap, at });
}
