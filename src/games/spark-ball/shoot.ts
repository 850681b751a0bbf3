/**
 * Shoot (SB-SHOT-1..13, SB-R-17..24, SB-R-64, section 5.2's Shoot sub-machine): the ball holder's regular
 * action at a point of the closed pitch or a player (D-15). SB-MOVE-3 rounding → ROLL-SHOT-AG (against the edge
 * distance to the aimed point, +1 Nuit obscure; Vision du jeu +1) → on a failure ROLL-SHOT-DEV moves the target
 * point (no RW-REBOUND) → ROLL-SHOT-F (R_F recorded; Catapulte +1; a failure stops the ball MF inches before T,
 * never inside the shooter's base) → RW-SHOT (Intercept shot, SB-REACT-8) → the travel (shotpath.ts): each
 * standing player on the path in order reacts (D-22, ROLL-PATH-REACT against D_p), the continuation
 * (ROLL-SHOT-CONT), walls and goals. The shot's resolution (SB-SHOT-13) lasts until the ball rests or is held:
 * while it lasts, a goal mouth is open to an Attacker's shot (SB-BALL-7, `goal.source`).
 */
import {
  nearestOnSegment,
  onTrajectory,
  placement,
  quantise,
  roundHalfEven,
  snapPlacement,
  traceToWalls,
  trace,
  unitVector,
  vec,
  WALL_BOTTOM,
  WALL_TOP,
  edgeDistance,
  pointEdgeDistance,
} from '../../geometry/index.ts';
import type { ChanceRequest, GameEvent, Result } from '../../engine/types.ts';
import { err, ok } from '../../engine/types.ts';
import type { Point, SBAction } from './actions.ts';
import { roundMovement } from './activation.ts';
import { deviationInches, directionOf, isHit } from './dice.ts';
import { leapLength } from './movement.ts';
import { closedZonesFor, inches, keeperDisc } from './pitch.ts';
import { canReact, reachBonus, reactionBox, spendReaction } from './rebound.ts';
import { offerRerolls, offerTeamReroll } from './rerolls.ts';
import { measuredDifficulty, measureLog } from './table.ts';
import { scoreGoal } from './goal.ts';
import { resolvePathRoll, startTravel } from './shotpath.ts';
import {
  EPS,
  get,
  HOME,
  indexOf,
  noShot,
  onPitch,
  P_UNBAL,
  P_X,
  P_Y,
  PER_INCH,
  PITCH,
  set,
  sideRange,
  Stage,
  TRAITS,
  type Frame,
  type SBState,
  type ShotRoll,
} from './state.ts';
import { distanceDifficulty, resolveTest, testEvent } from './tests.ts';

/** The base reach of Intercept shot (SB-REACT-3). */
export const INTERCEPT_REACH = 2 * PER_INCH;

/** The roll rule of each shot roll (the log line is keyed by it). */
export const SHOT_ROLL_RULE: Record<ShotRoll, string> = {
  'ROLL-SHOT-AG': 'SB-SHOT-2',
  'ROLL-SHOT-F': 'SB-SHOT-3',
  'ROLL-PATH-REACT': 'SB-SHOT-6',
  'ROLL-PARRY-CATCH': 'SB-SHOT-9',
  'ROLL-SHOT-CONT': 'SB-SHOT-11',
};

const SHOT_ROLLS = new Set<string>(Object.keys(SHOT_ROLL_RULE));

/** `roll` is one of the shot's own rolls (not a deviation). */
export function isShotRoll(roll: string): roll is ShotRoll {
  return SHOT_ROLLS.has(roll);
}

/** Nuit obscure: +1 in to the distances of passes and shots (SB-EVENT-4; not to D_p). */
function nightBonus(s: SBState): number {
  return s.event === 4 ? 1 : 0;
}

/** The edge distance difficulty from the shooter to the target player's base, or to the point T (SB-GEN-6). */
function distanceTo(s: SBState, target: number, tx: number, ty: number): number {
  const p = s.shot.shooter;
  const r = s.info[p]!.measureRadius;
  const x = get(s, p, P_X);
  const y = get(s, p, P_Y);
  if (target >= 0)
    return distanceDifficulty(
      x,
      y,
      r,
      get(s, target, P_X),
      get(s, target, P_Y),
      s.info[target]!.measureRadius,
    );
  return distanceDifficulty(x, y, r, tx, ty, 0);
}

/** The edge distance in quanta from the shooter to the target player's base or to T (table mode's `computed`). */
export function shotDistance(s: SBState): number {
  const h = s.shot;
  const p = h.shooter;
  const x = get(s, p, P_X);
  const y = get(s, p, P_Y);
  const r = s.info[p]!.measureRadius;
  const d =
    h.target >= 0
      ? edgeDistance(x, y, r, get(s, h.target, P_X), get(s, h.target, P_Y), s.info[h.target]!.measureRadius)
      : pointEdgeDistance(x, y, r, h.tx, h.ty);
  // Whole quanta: it is shown and logged, never used for a difficulty (`distanceTo` is exact).
  return Math.round(d);
}

/**
 * ROLL-SHOT-AG's difficulty: the distance to the aimed point or player (a distance typed at the table while
 * the roll is in progress, SB-R-63), +1 Nuit obscure (SB-SHOT-2).
 */
export function aimDifficulty(s: SBState): number {
  return measuredDifficulty(s, distanceTo(s, s.shot.target, s.shot.tx, s.shot.ty)) + nightBonus(s);
}

/** ROLL-SHOT-F's difficulty: the distance to T (to the player's base while T is still his), +1 Nuit obscure. */
export function powerDifficulty(s: SBState): number {
  return measuredDifficulty(s, distanceTo(s, s.shot.target, s.shot.tx, s.shot.ty)) + nightBonus(s);
}

/** Vision du jeu: +1 to the captain's aim (4.3, SB-CAPT-1: while he is on the pitch, which a shooter is). */
function visionBonus(s: SBState, p: number): number {
  const side = s.info[p]!.side;
  return s.captain[side] === p && TRAITS[s.trait[side]!] === 'visionDuJeu' ? 1 : 0;
}

/** A keeper (Gardien, SB-SKILL-4) adds 1 to Parry and Repel against the ball. */
export function hasGardien(s: SBState, p: number): boolean {
  return s.info[p]!.position === 'keeper' || s.info[p]!.abilities.includes('gardien');
}

/** The defence of D-22 by its code in `Shot.defence`. */
export const DEFENCES = ['dodge', 'parry', 'repel'] as const;
export type Defence = (typeof DEFENCES)[number];

/** The modifier of each shot roll (SB-GEN-7 Unbalanced; section 5.6's ability and trait modifiers). */
export function shotModifier(s: SBState, roll: ShotRoll): number {
  const h = s.shot;
  switch (roll) {
    case 'ROLL-SHOT-AG': {
      const p = h.shooter;
      return s.info[p]!.ag + visionBonus(s, p) - get(s, p, P_UNBAL);
    }
    case 'ROLL-SHOT-F': {
      const p = h.shooter;
      // SB-SKILL-2 Catapulte: +1 to the power test, and so to R_F.
      const catapulte = s.info[p]!.abilities.includes('catapulte') ? 1 : 0;
      return s.info[p]!.f + catapulte - get(s, p, P_UNBAL);
    }
    case 'ROLL-PATH-REACT': {
      const p = h.reactor;
      const info = s.info[p]!;
      const d = DEFENCES[h.defence - 1]!;
      let m = d === 'dodge' ? info.ag : d === 'parry' ? info.r : info.f;
      // SB-SKILL-4: +1 to Parry and Repel against the ball.
      if (d !== 'dodge' && hasGardien(s, p)) m += 1;
      // SB-SKILL-6: −1 to whoever intercepts a Passe feintée shooter's shot, not to players simply on the path.
      if (p === h.interceptor && s.info[h.shooter]!.abilities.includes('passeFeintee')) m -= 1;
      return m - get(s, p, P_UNBAL);
    }
    case 'ROLL-PARRY-CATCH':
      return s.info[h.reactor]!.ag - get(s, h.reactor, P_UNBAL);
    case 'ROLL-SHOT-CONT':
      return 0;
  }
}

/** The target of each test roll (none for the continuation). */
function shotTarget(s: SBState, roll: ShotRoll): number | undefined {
  if (roll === 'ROLL-SHOT-AG') return aimDifficulty(s);
  if (roll === 'ROLL-SHOT-F') return powerDifficulty(s);
  if (roll === 'ROLL-SHOT-CONT') return undefined;
  return s.shot.dp;
}

const LABEL: Record<ShotRoll, string> = {
  'ROLL-SHOT-AG': 'sb.roll.shotAg',
  'ROLL-SHOT-F': 'sb.roll.shotF',
  'ROLL-PATH-REACT': 'sb.roll.pathReact',
  'ROLL-PARRY-CATCH': 'sb.roll.parryCatch',
  'ROLL-SHOT-CONT': 'sb.roll.shotCont',
};

/** The player a shot roll is made for. */
function rollPlayer(s: SBState, roll: ShotRoll): number {
  return roll === 'ROLL-PATH-REACT' || roll === 'ROLL-PARRY-CATCH' ? s.shot.reactor : s.shot.shooter;
}

/** The chance request of a shot roll frame. */
export function shotRequest(s: SBState, f: Extract<Frame, { id: ShotRoll }>): ChanceRequest {
  const target = shotTarget(s, f.id);
  return {
    rule: SHOT_ROLL_RULE[f.id],
    dice: '1d6',
    roller: f.coach,
    ...(target === undefined ? {} : { target }),
    modifier: shotModifier(s, f.id),
    label: LABEL[f.id],
    params: { roll: f.id, player: s.info[rollPlayer(s, f.id)]!.id },
    reroll: f.reroll,
  };
}

/** The actor may shoot now: he holds the ball and has not taken his regular action (SB-SHOT-1, SB-ACT-2). */
export function shootProblem(s: SBState): { fr: string; en: string } | null {
  if (s.holder !== s.act.actor) return { fr: 'il ne tient pas la balle', en: 'he does not hold the ball' };
  if (s.act.regular) {
    return {
      fr: 'il a déjà fait son action régulière de l’activation',
      en: 'he has already taken the regular action of this activation',
    };
  }
  return null;
}

/**
 * D-11 + D-15 (SB-SHOT-1, SB-R-64, C-4): a player on the pitch other than the shooter, or a point of the closed
 * pitch rectangle outside the shooter's own base (ARB-SB-25: the ball would have no direction).
 */
export function checkShoot(s: SBState, act: Record<string, unknown>): Result<SBAction> {
  const why = shootProblem(s);
  if (why) return err('shoot.unable', 'SB-SHOT-1', `Tir impossible : ${why.fr}.`, `No shot: ${why.en}.`);
  const p = s.act.actor;
  if (act.target !== undefined) {
    const side = s.info[p]!.side;
    let t = indexOf(s, side, act.target);
    if (t < 0) t = indexOf(s, 1 - side, act.target);
    if (t < 0 || t === p || !onPitch(s, t)) {
      return err(
        'shoot.target',
        'SB-SHOT-1',
        `Cible ${JSON.stringify(act.target)} invalide : un joueur sur le terrain autre que le tireur, ou un point (to).`,
        `Target ${JSON.stringify(act.target)} is not valid: name a player on the pitch other than the shooter, or a point (to).`,
      );
    }
    return ok({ type: 'shoot', target: s.info[t]!.id });
  }
  const to = act.to as Record<string, unknown> | undefined;
  if (
    typeof to !== 'object' ||
    to === null ||
    typeof to.x !== 'number' ||
    typeof to.y !== 'number' ||
    !Number.isFinite(to.x) ||
    !Number.isFinite(to.y)
  ) {
    return err(
      'shoot.shape',
      'SB-SHOT-1',
      'Tir : indiquez une cible, un joueur (target) ou un point { x, y } en pouces (to).',
      'Shot: give a target, a player (target) or a point { x, y } in inches (to).',
    );
  }
  const x = quantise(to.x, PER_INCH);
  const y = quantise(to.y, PER_INCH);
  if (x < PITCH.minX || x > PITCH.maxX || y < PITCH.minY || y > PITCH.maxY) {
    const dx = Math.max(PITCH.minX - x, x - PITCH.maxX, 0);
    const dy = Math.max(PITCH.minY - y, y - PITCH.maxY, 0);
    return err(
      'shoot.offPitch',
      'SB-R-64',
      `Le point visé (${inches(x)}, ${inches(y)}) est hors du terrain de ${inches(Math.max(dx, dy))} ps : il doit être dans 0 ≤ x ≤ 13, 0 ≤ y ≤ 21 (lignes comprises).`,
      `The aimed point (${inches(x)}, ${inches(y)}) is ${inches(Math.max(dx, dy))} in off the pitch: it must be within 0 ≤ x ≤ 13, 0 ≤ y ≤ 21 (lines included).`,
    );
  }
  const r = s.info[p]!.radius;
  const ex = x - get(s, p, P_X);
  const ey = y - get(s, p, P_Y);
  if (ex * ex + ey * ey <= r * r) {
    return err(
      'shoot.ownBase',
      'ARB-SB-25',
      `Le point visé (${inches(x)}, ${inches(y)}) est sous le socle du tireur : visez au-delà de son bord (${inches(r)} ps de son centre).`,
      `The aimed point (${inches(x)}, ${inches(y)}) is under the shooter's base: aim beyond its edge (${inches(r)} in from his centre).`,
    );
  }
  return ok({ type: 'shoot', to: { x: to.x, y: to.y } });
}

/** Shoot (D-15): SB-MOVE-3 rounding, the regular action spent, the aim at T0, then ROLL-SHOT-AG. */
export function beginShot(s: SBState, a: Extract<SBAction, { type: 'shoot' }>, events: GameEvent[]): void {
  const p = s.act.actor;
  roundMovement(s, events);
  s.act.regular = true;
  s.act.steps++;
  const h = noShot();
  h.shooter = p;
  h.sx = get(s, p, P_X);
  h.sy = get(s, p, P_Y);
  if ('target' in a) {
    const side = s.info[p]!.side;
    let t = indexOf(s, side, a.target);
    if (t < 0) t = indexOf(s, 1 - side, a.target);
    h.target = t;
    h.tx = get(s, t, P_X);
    h.ty = get(s, t, P_Y);
  } else {
    h.tx = quantise(a.to.x, PER_INCH);
    h.ty = quantise(a.to.y, PER_INCH);
  }
  s.shot = h;
  events.push({
    type: 'shotDeclared',
    rule: 'SB-SHOT-1',
    player: s.info[p]!.id,
    target: h.target >= 0 ? s.info[h.target]!.id : null,
    at: [h.tx / PER_INCH, h.ty / PER_INCH],
  });
  s.stack.push({ id: 'ROLL-SHOT-AG', coach: s.info[p]!.side, reroll: false });
}

/** A shot roll's faces: its event, a team reroll offer (D-26) when it may help its roller, then its result. */
export function applyShotRoll(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: ShotRoll }>;
  const by = s.info[rollPlayer(s, f.id)]!.id;
  if (f.id === 'ROLL-SHOT-CONT') {
    events.push({
      type: 'roll',
      rule: 'SB-SHOT-11',
      roll: f.id,
      player: f.coach,
      neutral: true,
      dice: '1d6',
      faces: [face],
      total: face,
      result: 'distance',
      reroll: f.reroll,
    });
    // SB-REROLL-2: a neutral roll, which only the active coach may reroll.
    if (offerTeamReroll(s, f.coach, f.reroll, f.id, [face], 0, 0)) return;
    resolveShotRoll(s, f.id, face, events);
    return;
  }
  const modifier = shotModifier(s, f.id);
  const target = shotTarget(s, f.id)!;
  const extra: Record<string, unknown> = { by, reroll: f.reroll };
  if (f.id === 'ROLL-SHOT-F') extra.rf = face + modifier;
  if (f.id === 'ROLL-PATH-REACT') extra.defence = DEFENCES[s.shot.defence - 1];
  // SB-R-63: a distance typed at the table is logged beside the computed one.
  if (f.id === 'ROLL-SHOT-AG' || f.id === 'ROLL-SHOT-F') Object.assign(extra, measureLog(s, shotDistance(s)));
  events.push(testEvent(SHOT_ROLL_RULE[f.id], f.id, f.coach, face, modifier, target, extra));
  const failed = !resolveTest(face, modifier, target).success;
  // Player rerolls first (D-27): Souplesse on a failed Dodge, Gardien and EQ-1 on a failed Parry catch.
  const dfc = f.id === 'ROLL-PATH-REACT' ? DEFENCES[s.shot.defence - 1]! : null;
  const rolled = rollPlayer(s, f.id);
  if (failed && offerRerolls(s, f.coach, f.reroll, f.id, [face], 0, 0, -1, rolled, true, dfc)) return;
  resolveShotRoll(s, f.id, face, events);
}

/** A shot roll's result once no reroll is pending (also D-26's "no reroll"). */
export function resolveShotRoll(s: SBState, roll: ShotRoll, face: number, events: GameEvent[]): void {
  switch (roll) {
    case 'ROLL-SHOT-AG':
      resolveAim(s, face);
      return;
    case 'ROLL-SHOT-F':
      resolvePower(s, face, events);
      return;
    default:
      resolvePathRoll(s, roll, face, events);
  }
}

/** SB-SHOT-2: success, T = T0; failure, ROLL-SHOT-DEV moves the target point before the power test. */
function resolveAim(s: SBState, face: number): void {
  const coach = s.info[s.shot.shooter]!.side;
  s.stack.push({ id: 'ROLL-SHOT-F', coach, reroll: false });
  if (!resolveTest(face, shotModifier(s, 'ROLL-SHOT-AG'), aimDifficulty(s)).success) {
    s.stack.push({ id: 'ROLL-SHOT-DEV', bounces: 0, walls: 0, reroll: false });
  }
}

const u = vec();

/**
 * ROLL-SHOT-DEV's result (SB-SHOT-2, SB-BALL-4): HIT leaves T = T0; otherwise T moves the rolled distance in the
 * rolled direction and may leave the pitch (SB-R-64). No RW-REBOUND: no ball moves. T is then a point, no longer
 * a player. `all` holds the D6s and, unless HIT, the direction face last.
 */
export function deviateTarget(s: SBState, dice: number, all: readonly number[], events: GameEvent[]): void {
  const h = s.shot;
  const from = [h.tx / PER_INCH, h.ty / PER_INCH];
  if (!isHit(all[0]!, s.o) && all.length > dice) {
    const length = deviationInches(all.slice(1, dice), s.event, false);
    unitVector(directionOf(all[dice]!, s.o), u);
    const x = roundHalfEven(h.tx + u.x * length * PER_INCH);
    const y = roundHalfEven(h.ty + u.y * length * PER_INCH);
    // ARB-SB-25: a final target on the shooter's centre would give the ball no direction; T0 stays.
    if (x !== h.sx || y !== h.sy) {
      h.tx = x;
      h.ty = y;
      h.target = -1;
    }
  }
  events.push({
    type: 'shotTargetDeviated',
    rule: 'SB-SHOT-2',
    from,
    to: [h.tx / PER_INCH, h.ty / PER_INCH],
    target: h.target >= 0 ? s.info[h.target]!.id : null,
  });
}

/** |ST| in quanta (a float). */
export function lineLength(s: SBState): number {
  const h = s.shot;
  return Math.sqrt((h.tx - h.sx) * (h.tx - h.sx) + (h.ty - h.sy) * (h.ty - h.sy));
}

/**
 * SB-SHOT-3 (→ SB-R-22): R_F is recorded. Success: the ball will travel to T (and beyond). Failure: it stops MF
 * inches before T, never nearer the shooter than his base edge (so a shot whose T lies under his own base stops
 * at its edge, ARB-SB-25). Then RW-SHOT (SB-SHOT-4), or the travel.
 */
function resolvePower(s: SBState, face: number, events: GameEvent[]): void {
  const h = s.shot;
  const t = resolveTest(face, shotModifier(s, 'ROLL-SHOT-F'), powerDifficulty(s));
  h.rf = t.total;
  h.powerOk = t.success;
  const r = s.info[h.shooter]!.radius;
  const len = lineLength(s);
  h.end = roundHalfEven(Math.max(r, t.success ? len : len - t.mf * PER_INCH));
  if (!t.success) {
    const stop = pointAlong(s, h.end);
    events.push({
      type: 'shotStops',
      rule: 'SB-R-22',
      player: s.info[h.shooter]!.id,
      mf: t.mf,
      at: [stop.x / PER_INCH, stop.y / PER_INCH],
    });
  }
  if (openInterceptShot(s)) return;
  startTravel(s, events);
}

/** The point at `d` quanta along the shot's line from S, on the grid. */
export function pointAlong(s: SBState, d: number): { x: number; y: number } {
  const h = s.shot;
  const len = lineLength(s);
  return {
    x: roundHalfEven(h.sx + ((h.tx - h.sx) * d) / len),
    y: roundHalfEven(h.sy + ((h.ty - h.sy) * d) / len),
  };
}

const out = trace();

/** The planned trajectory of RW-SHOT (SB-SHOT-4): from S to T or the stop point, cut at the boundary. */
export function plannedEnd(s: SBState): { x: number; y: number } {
  const h = s.shot;
  const len = lineLength(s);
  traceToWalls(h.sx, h.sy, (h.tx - h.sx) / len, (h.ty - h.sy) / len, h.end, PITCH, EPS, out);
  if (out.walls !== 0) return { x: roundHalfEven(out.x), y: roundHalfEven(out.y) };
  return pointAlong(s, h.end);
}

/** 1 when p reaches the trajectory, 2 when only a leap makes him reach it, 0 otherwise (SB-REACT-3). */
export function interceptReach(s: SBState, p: number): 0 | 1 | 2 {
  const h = s.shot;
  const e = plannedEnd(s);
  const x = get(s, p, P_X);
  const y = get(s, p, P_Y);
  const r = s.info[p]!.radius;
  // SB-REACT-8 (→ SB-R-24): players already on the trajectory react there without an Intercept shot.
  if (onTrajectory(x, y, r, h.sx, h.sy, e.x, e.y, EPS)) return 0;
  // The reach is measured from the base edge, or from the centre under `measure.mode` = centre (SB-R-03).
  const m = s.info[p]!.measureRadius;
  const base = INTERCEPT_REACH + reachBonus(s, p);
  if (onTrajectory(x, y, m, h.sx, h.sy, e.x, e.y, EPS, base)) return 1;
  if (!s.o.reactions.leapExtendsReach) return 0;
  return onTrajectory(x, y, m, h.sx, h.sy, e.x, e.y, EPS, base + leapLength(s, p)) ? 2 : 0;
}

const spot = placement();
const snapped = vec();

/** The interceptor's centre: the legal point of the trajectory nearest his centre (SB-R-24, section 5.5). */
export function interceptPlacement(s: SBState, p: number): { x: number; y: number } | null {
  const h = s.shot;
  const e = plannedEnd(s);
  const r = s.info[p]!.radius;
  const box = reactionBox(s, p);
  const obstacles: number[] = [];
  for (let j = 0; j < s.info.length; j++) {
    if (j !== p && onPitch(s, j)) obstacles.push(get(s, j, P_X), get(s, j, P_Y), r + s.info[j]!.radius);
  }
  const avoid = closedZonesFor(s, p, obstacles);
  const zone = keeperDisc(s, p);
  if (
    !nearestOnSegment(get(s, p, P_X), get(s, p, P_Y), h.sx, h.sy, e.x, e.y, box, obstacles, spot, zone, avoid)
  )
    return null;
  if (!snapPlacement(spot.x, spot.y, box, obstacles, EPS, snapped)) return null;
  return { x: snapped.x, y: snapped.y };
}

/**
 * The reacting coach's Intercept shot candidates, with their reach (1, or 2 = a leap is needed); with `first`,
 * only the first one found (whether the window opens).
 */
export function interceptCandidates(
  s: SBState,
  coach: number,
  first = false,
): [player: number, reach: 1 | 2][] {
  const list: [number, 1 | 2][] = [];
  const [from, to] = sideRange(s, coach);
  for (let p = from; p < to && !(first && list.length > 0); p++) {
    if (!canReact(s, p, coach)) continue;
    const reach = interceptReach(s, p);
    if (reach !== 0 && interceptPlacement(s, p) !== null) list.push([p, reach]);
  }
  return list;
}

/** RW-SHOT opens after the power test when the reacting coach has his reaction and a candidate (SB-REACT-12). */
function openInterceptShot(s: SBState): boolean {
  const coach = 1 - s.active;
  // Whether one candidate exists is all the window needs (previews apply every power face: keep it cheap).
  if (s.active < 0 || s.reactionUsed[coach] || interceptCandidates(s, coach, true).length === 0) return false;
  s.stack.push({ id: 'D-20', coach, window: 'RW-SHOT' });
  return true;
}

/** D-20 in RW-SHOT declined: the ball travels. */
export function declineInterceptShot(s: SBState, coach: number, events: GameEvent[]): void {
  s.stack.pop();
  events.push({ type: 'reactionDeclined', rule: 'SB-REACT-8', side: coach, window: 'RW-SHOT' });
  startTravel(s, events);
}

/**
 * D-20 Intercept shot (SB-REACT-8, SB-R-24): the reaction is spent, the player is Done, Unbalanced if he
 * leaps, placed on the trajectory; he reacts there like any player on the path.
 */
export function interceptShot(
  s: SBState,
  coach: number,
  p: number,
  leap: boolean,
  events: GameEvent[],
): void {
  s.stack.pop();
  const at = interceptPlacement(s, p)!;
  spendReaction(s, coach, p, leap);
  set(s, p, P_X, at.x);
  set(s, p, P_Y, at.y);
  s.shot.interceptor = p;
  events.push({
    type: 'interceptShot',
    rule: 'SB-REACT-8',
    side: coach,
    player: s.info[p]!.id,
    leap,
    at: [at.x / PER_INCH, at.y / PER_INCH],
  });
  startTravel(s, events);
}

/** D-20 Intercept shot, with precise refusals. */
export function checkInterceptShot(
  s: SBState,
  coach: number,
  act: Record<string, unknown>,
): Result<SBAction> {
  const p = indexOf(s, coach, act.player);
  const leap = act.leap === true;
  const name = JSON.stringify(act.player);
  if (p < 0 || !canReact(s, p, coach)) {
    return err(
      'interceptShot.unable',
      'SB-REACT-2',
      `${name} ne peut pas intercepter : il faut un joueur de votre équipe Opérationnel, debout et non sonné (un gardien dans sa zone).`,
      `${name} cannot intercept: name a Ready, standing, unstunned player of your team (a keeper inside his zone).`,
    );
  }
  const reach = interceptReach(s, p);
  if (reach === 0 || (reach === 2 && !leap)) {
    const r = inches(INTERCEPT_REACH + reachBonus(s, p) + (leap ? leapLength(s, p) : 0));
    return err(
      'interceptShot.reach',
      'SB-REACT-8',
      `${s.info[p]!.name} ne peut pas intercepter ce tir : il est déjà sur la trajectoire, ou elle est hors de sa portée (${r} ps${leap ? ' avec le bond' : ', sans bond'}).`,
      `${s.info[p]!.name} cannot intercept this shot: he is already on the trajectory, or it is out of his reach (${r} in${leap ? ' with the leap' : ', without a leap'}).`,
    );
  }
  if (interceptPlacement(s, p) === null) {
    return err(
      'interceptShot.noSpot',
      'SB-R-24',
      `Aucune place libre sur la trajectoire pour ${s.info[p]!.name}.`,
      `No free spot on the trajectory for ${s.info[p]!.name}.`,
    );
  }
  return ok({ type: 'interceptShot', player: s.info[p]!.id, leap });
}

/**
 * SB-BALL-6/7 (→ SB-R-17, `goal.source`): a ball movement reaching the boundary at (x, y) on `walls` crosses a
 * goal line when it is on a mouth (3 ≤ x ≤ 10, posts included) and a goal can be scored now: during the
 * resolution of a shot by an Attacker (SB-SHOT-13) by default. Scores and returns true; false = a wall.
 */
export function crossesGoal(s: SBState, x: number, y: number, walls: number, events: GameEvent[]): boolean {
  if ((walls & (WALL_BOTTOM | WALL_TOP)) === 0) return false;
  if (x < 3 * PER_INCH - EPS || x > 10 * PER_INCH + EPS) return false;
  // The goal of the side defending that line: Home defends y = 0.
  const goalOf = (walls & WALL_BOTTOM) !== 0 ? HOME : 1 - HOME;
  const scoring = 1 - goalOf;
  const h = s.shot;
  const shooter = h.shooter >= 0 && h.travel ? h.shooter : -1;
  const source = s.o.goal.source;
  let open: boolean;
  if (source === 'anyBall') open = s.stage === Stage.Turn && s.active >= 0;
  else if (shooter < 0) open = false;
  else if (s.info[shooter]!.position === 'attacker') open = true;
  else open = source === 'attackerShotOrOwnGoal' && s.info[shooter]!.side === goalOf;
  if (!open) return false;
  const scorer = shooter;
  const ownGoal = scorer >= 0 && s.info[scorer]!.side !== scoring;
  events.push({
    type: 'goalLineCrossed',
    rule: 'SB-BALL-6',
    at: [x / PER_INCH, y / PER_INCH],
  });
  s.ballX = x;
  s.ballY = y;
  s.shot = noShot();
  scoreGoal(s, scoring, ownGoal, scorer, events);
  return true;
}

/** The Keeper's (or any player's) base edge distance to the segment S→(x, y), in quanta (for C-4's points). */
export function clearance(s: SBState, k: number, x: number, y: number): number {
  const p = s.act.actor;
  const ax = get(s, p, P_X);
  const ay = get(s, p, P_Y);
  const kx = get(s, k, P_X);
  const ky = get(s, k, P_Y);
  const dx = x - ax;
  const dy = y - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((kx - ax) * dx + (ky - ay) * dy) / len2));
  const ex = ax + t * dx - kx;
  const ey = ay + t * dy - ky;
  return Math.sqrt(ex * ex + ey * ey) - s.info[k]!.radius;
}

/**
 * C-4's candidates for bots: the 8 goal-line points x = 3..10 of the opposing line, the points of that line
 * that keep the trajectory at least r + 2 in clear of the opposing keeper (the two clearest of a 0.25-in scan),
 * team-mates, opponents within 6 in, and the corners of the shooter's own half.
 */
export function shotCandidates(s: SBState): SBAction[] {
  const p = s.act.actor;
  const side = s.info[p]!.side;
  const line = side === HOME ? 21 : 0;
  const list: SBAction[] = [];
  const seen = new Set<string>();
  const point = (x: number, y: number) => {
    const key = `${x},${y}`;
    if (seen.has(key)) return;
    const r = s.info[p]!.radius;
    const ex = x * PER_INCH - get(s, p, P_X);
    const ey = y * PER_INCH - get(s, p, P_Y);
    if (ex * ex + ey * ey <= r * r) return;
    seen.add(key);
    list.push({ type: 'shoot', to: { x, y } as Point });
  };
  for (let x = 3; x <= 10; x++) point(x, line);
  const [from, to] = sideRange(s, 1 - side);
  let keeper = -1;
  for (let k = from; k < to; k++) if (onPitch(s, k) && s.info[k]!.position === 'keeper') keeper = k;
  if (keeper >= 0) {
    const scan: [number, number][] = [];
    for (let i = 0; i <= 28; i++) {
      const x = 3 + i / 4;
      scan.push([x, clearance(s, keeper, x * PER_INCH, line * PER_INCH)]);
    }
    scan.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    for (const [x, c] of scan.slice(0, 2)) if (c >= 2 * PER_INCH) point(x, line);
  }
  for (let q = 0; q < s.info.length; q++) {
    if (q === p || !onPitch(s, q)) continue;
    const mate = s.info[q]!.side === side;
    const d = Math.sqrt((get(s, q, P_X) - get(s, p, P_X)) ** 2 + (get(s, q, P_Y) - get(s, p, P_Y)) ** 2);
    if (mate || d - s.info[q]!.radius - s.info[p]!.radius <= 6 * PER_INCH + EPS) {
      list.push({ type: 'shoot', target: s.info[q]!.id });
    }
  }
  const half = side === HOME ? [0, 10.5] : [21, 10.5];
  for (const y of half) for (const x of [0, 13]) point(x, y);
  return list;
}
