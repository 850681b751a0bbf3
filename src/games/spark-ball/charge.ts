/**
 * Charge (SB-CHARGE-1..10, SB-R-06, SB-R-28..31, D-14, D-21): the active player's regular action against a
 * standing opponent within 2 in (only a Defender may charge the ball holder; a keeper's contact position stays
 * in his zone). SB-MOVE-3 rounds the movement first; the charger moves straight into base contact (no MV, no
 * tackle, SB-MOVE-8; an obstructed line makes the charge illegal); RW-CHARGE lets the reacting coach Intercept
 * player (SB-REACT-9); ROLL-CHARGE sets D (1D6 + F, +1 Charge féroce, +1 Tête brûlée, −1 per Unbalanced cause);
 * the defender's coach chooses Dodge, Parry or Repel (D-21; an interceptor Parry or Repel) and tests against D
 * (ROLL-DEFENCE). A failed defence knocks the defender down and pushes him away from the charger (injury if
 * MF > AR or a natural 1), and the charger goes on; a Dodge makes the charger test AG against 6
 * (ROLL-CHARGER-AG: a failure knocks him down, no push, and ends his activation); a Parry ends the activation;
 * a Repel knocks the charger down, pushed back along the reverse of the charge (injury if MS > his AR or a
 * natural 6), and ends it.
 */
import {
  approachContact,
  aroundPath,
  clearsPath,
  dist,
  nearestOnCircle,
  placement,
  roundHalfEven,
  shortestAround,
  vec,
  withinReach,
} from '../../geometry/index.ts';
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import type { SBAction } from './actions.ts';
import { endActivation, roundMovement } from './activation.ts';
import { knockDown } from './knockdown.ts';
import {
  closedZoneAt,
  closedZoneOnStep,
  closedZonesFor,
  depthInZone,
  inches,
  inGoalZone,
  keeperDisc,
  measureWords,
  zoneExtent,
  zoneName,
} from './pitch.ts';
import { canReact, reachBonus, reactionBox } from './rebound.ts';
import { offerRerolls } from './rerolls.ts';
import {
  EPS,
  get,
  hasEquipment,
  indexOf,
  onPitch,
  P_DONE,
  P_PRONE,
  P_UNBAL,
  P_X,
  P_Y,
  PER_INCH,
  set,
  sideRange,
  TRAITS,
  noCharge,
  type ChargeRoll,
  type Frame,
  type SBState,
} from './state.ts';
import { tackleOptions } from './tackle.ts';
import { difficultyEvent, resolveTest, testEvent } from './tests.ts';

/** The reach of a charge, and of Intercept player to the charged team-mate (SB-CHARGE-1, SB-REACT-3). */
export const CHARGE_REACH = 2 * PER_INCH;
/** The longest approach around bases under `charge.pathing = shortestAround` (SB-R-28), in quanta. */
export const AROUND_LIMIT = 3 * PER_INCH;
/** The charger's AG test after a successful Dodge (SB-CHARGE-7). */
export const CHARGER_AG_DIFFICULTY = 6;

/** The defences of D-21, coded in `ChargeState.defence` (1..3). */
export const DEFENCES = ['dodge', 'parry', 'repel'] as const;
export type Defence = (typeof DEFENCES)[number];

const contact = vec();
const spot = placement();

/** p is his team's captain with the Tête brûlée trait (section 4.3: +1 to charge and massacre rolls). */
export function teteBrulee(s: SBState, p: number): boolean {
  const side = s.info[p]!.side;
  return s.captain[side] === p && TRAITS[s.trait[side]!] === 'teteBrulee';
}

/** The Unbalanced causes counted on a difficulty-setting roll (SB-R-09, `unbalanced.affectsDifficultyRolls`). */
export function difficultyUnbalanced(s: SBState, p: number): number {
  return s.o.unbalanced.affectsDifficultyRolls ? get(s, p, P_UNBAL) : 0;
}

/**
 * The contact position of a straight approach from a's centre into base contact with v (SB-CHARGE-2,
 * SB-MASSACRE-1, SB-R-28), on the grid, or null when another base stands in the way or a keeper's contact
 * position would leave his zone (SB-MOVE-10).
 */
export function contactPosition(s: SBState, a: number, v: number): { x: number; y: number } | null {
  const ax = get(s, a, P_X);
  const ay = get(s, a, P_Y);
  const r = s.info[a]!.radius;
  approachContact(ax, ay, get(s, v, P_X), get(s, v, P_Y), r + s.info[v]!.radius, contact);
  const x = roundHalfEven(contact.x);
  const y = roundHalfEven(contact.y);
  for (let j = 0; j < s.info.length; j++) {
    if (j === a || j === v || !onPitch(s, j)) continue;
    if (!clearsPath(ax, ay, x, y, r, get(s, j, P_X), get(s, j, P_Y), s.info[j]!.radius, EPS)) return null;
  }
  const info = s.info[a]!;
  if (info.position === 'keeper' && !inGoalZone(s, info.side, x, y)) return null;
  // `goalZone.excludeOthers` (ARB-SB-62): the contact move may not enter a goal zone closed to him.
  if (closedZoneOnStep(s, a, ax, ay, x, y) >= 0) return null;
  return { x, y };
}

/**
 * The charger's approach into contact with v (SB-CHARGE-2, SB-R-28, `charge.pathing`, ARB-SB-75): its waypoints
 * after a's centre on the grid (the contact position last) and its length in quanta. `straight`: the straight
 * line, null when a base blocks it or a keeper's contact position leaves his zone. `shortestAround`: the
 * shortest path around the other bases (standing or prone) inside the pitch, `geometry/around.ts`; `length`
 * is the shortest length found (Infinity when no path reaches v) and `points` is empty when it exceeds
 * `budget` (3 in, less what an interrupted approach already travelled); null for a keeper's zone.
 */
export function chargeApproach(
  s: SBState,
  a: number,
  v: number,
  budget = AROUND_LIMIT,
): { points: number[]; length: number } | null {
  if (s.o.charge.pathing === 'straight') {
    const at = contactPosition(s, a, v);
    if (at === null) return null;
    return { points: [at.x, at.y], length: dist(get(s, a, P_X), get(s, a, P_Y), at.x, at.y) };
  }
  const r = s.info[a]!.radius;
  const obstacles: number[] = [];
  for (let j = 0; j < s.info.length; j++) {
    if (j === a || j === v || !onPitch(s, j)) continue;
    obstacles.push(get(s, j, P_X), get(s, j, P_Y), r + s.info[j]!.radius);
  }
  const box = { minX: r, minY: r, maxX: 13 * PER_INCH - r, maxY: 21 * PER_INCH - r };
  const ax = get(s, a, P_X);
  const ay = get(s, a, P_Y);
  const length = shortestAround(
    ax,
    ay,
    get(s, v, P_X),
    get(s, v, P_Y),
    r + s.info[v]!.radius,
    obstacles,
    box,
    budget,
    around,
  );
  if (length > budget + EPS) return { points: [], length };
  // On the grid: a point rounds at most 0.71 quanta off a path built at exact clearance, within ε (C-2).
  const points: number[] = [];
  let lx = ax;
  let ly = ay;
  for (let i = 0; i < around.points.length; i += 2) {
    const x = roundHalfEven(around.points[i]!);
    const y = roundHalfEven(around.points[i + 1]!);
    if (x === lx && y === ly) continue;
    points.push(x, y);
    lx = x;
    ly = y;
  }
  if (points.length === 0) points.push(ax, ay);
  const info = s.info[a]!;
  if (info.position === 'keeper' && !inGoalZone(s, info.side, points.at(-2)!, points.at(-1)!)) return null;
  return { points, length };
}

const around = aroundPath();

/**
 * The refusal of a charge's or a massacre's contact move into a goal zone closed to a (`goalZone.excludeOthers`,
 * ARB-SB-62): which zone and how deep the contact position lies in it; null when the move enters none.
 */
export function closedZoneProblem(
  s: SBState,
  a: number,
  v: number,
  code: string,
): { code: string; rule: string; fr: string; en: string } | null {
  const ax = get(s, a, P_X);
  const ay = get(s, a, P_Y);
  approachContact(ax, ay, get(s, v, P_X), get(s, v, P_Y), s.info[a]!.radius + s.info[v]!.radius, contact);
  const x = roundHalfEven(contact.x);
  const y = roundHalfEven(contact.y);
  const side = closedZoneOnStep(s, a, ax, ay, x, y);
  if (side < 0) return null;
  const zone = zoneName(side);
  const at = `(${inches(x)}, ${inches(y)})`;
  const deep = closedZoneAt(s, a, x, y) === side ? inches(Math.max(0, depthInZone(s, side, x, y))) : null;
  const name = s.info[a]!.name;
  const other = s.info[v]!.name;
  return {
    code,
    rule: 'SB-R-07',
    fr: `au contact de ${other} ${at}, ${name} ${deep === null ? 'traverserait' : `entrerait de ${deep.replace('.', ',')} ps dans`} ${zone.fr}, fermée aux autres joueurs (goalZone.excludeOthers) ; seul son gardien peut y entrer`,
    en: `in contact with ${other} ${at}, ${name} would ${deep === null ? 'cross' : `be ${deep} in inside`} ${zone.en}, closed to other players (goalZone.excludeOthers); only its keeper may enter it`,
  };
}

/** Why the active player may not charge player t now, or null when he may (SB-CHARGE-1, SB-R-06, SB-ACT-2). */
export function chargeProblem(
  s: SBState,
  t: number,
): { code: string; rule: string; fr: string; en: string } | null {
  const c = s.act.actor;
  if (s.act.regular) {
    return {
      code: 'charge.regularDone',
      rule: 'SB-ACT-2',
      fr: 'une seule action régulière par activation',
      en: 'one regular action per activation',
    };
  }
  if (t < 0 || !onPitch(s, t) || get(s, t, P_PRONE) === 1) {
    return {
      code: 'charge.target',
      rule: 'SB-CHARGE-1',
      fr: 'la cible doit être un adversaire debout sur le terrain',
      en: 'the target must be a standing opponent on the pitch',
    };
  }
  const name = s.info[t]!.name;
  if (!inContactReach(s, c, t, CHARGE_REACH)) {
    const gap = edgeGap(s, c, t);
    return {
      code: 'charge.reach',
      rule: 'SB-CHARGE-1',
      fr: `${name} est à ${gap.replace('.', ',')} ps (${measureWords(s).fr}) ; on ne charge qu’à 2 ps au plus`,
      en: `${name} is ${gap} in away (${measureWords(s).en}); a charge reaches 2 in at most`,
    };
  }
  const defenderOnly = s.o.charge.restriction === 'defendersOnly' || s.holder === t;
  if (defenderOnly && s.info[c]!.position !== 'defender') {
    return s.holder === t
      ? {
          code: 'charge.carrier',
          rule: 'SB-R-06',
          fr: `seul un défenseur peut charger le porteur de balle (${name})`,
          en: `only a Defender may charge the ball holder (${name})`,
        }
      : {
          code: 'charge.defendersOnly',
          rule: 'SB-R-06',
          fr: 'avec charge.restriction = defendersOnly, seuls les défenseurs chargent',
          en: 'with charge.restriction = defendersOnly, only Defenders charge',
        };
  }
  const ap = chargeApproach(s, c, t);
  if (ap !== null && ap.points.length === 0) {
    const found = String(Math.round(ap.length) / PER_INCH);
    return ap.length === Infinity
      ? {
          code: 'charge.noPath',
          rule: 'SB-R-28',
          fr: `aucun chemin autour des socles ne mène au contact de ${name}`,
          en: `no path around the bases leads into contact with ${name}`,
        }
      : {
          code: 'charge.tooLong',
          rule: 'SB-R-28',
          fr: `le plus court chemin autour des socles jusqu’au contact de ${name} mesure ${found.replace('.', ',')} ps ; l’approche d’une charge fait 3 ps au plus`,
          en: `the shortest path around the bases into contact with ${name} is ${found} in; a charge's approach is 3 in at most`,
        };
  }
  if (ap === null) {
    const closed = closedZoneProblem(s, c, t, 'charge.closedZone');
    if (closed !== null) return closed;
    const keeper = s.info[c]!.position === 'keeper';
    return keeper && (s.o.charge.pathing !== 'straight' || straightLineClear(s, c, t))
      ? {
          code: 'charge.keeperZone',
          rule: 'SB-MOVE-10',
          fr: `au contact de ${name}, le gardien sortirait de sa zone de but (${zoneExtent(s, s.info[c]!.side).fr})`,
          en: `in contact with ${name} the keeper would leave his goal zone (${zoneExtent(s, s.info[c]!.side).en})`,
        }
      : {
          code: 'charge.blocked',
          rule: 'SB-R-28',
          fr: `un autre socle barre la ligne droite vers ${name}`,
          en: `another base blocks the straight line to ${name}`,
        };
  }
  return null;
}

/** The straight approach from a to v touches no other base (for the refusal's wording only). */
function straightLineClear(s: SBState, a: number, v: number): boolean {
  const ax = get(s, a, P_X);
  const ay = get(s, a, P_Y);
  const r = s.info[a]!.radius;
  approachContact(ax, ay, get(s, v, P_X), get(s, v, P_Y), r + s.info[v]!.radius, contact);
  const x = roundHalfEven(contact.x);
  const y = roundHalfEven(contact.y);
  for (let j = 0; j < s.info.length; j++) {
    if (j === a || j === v || !onPitch(s, j)) continue;
    if (!clearsPath(ax, ay, x, y, r, get(s, j, P_X), get(s, j, P_Y), s.info[j]!.radius, EPS)) return false;
  }
  return true;
}

/** `t` is within `reach` quanta of `a`, edge to edge (centre to centre, SB-R-03): a charge's or a massacre's 2 in (SB-CHARGE-1, SB-MASSACRE-1). */
export function inContactReach(s: SBState, a: number, t: number, reach: number): boolean {
  const ai = s.info[a]!;
  const ti = s.info[t]!;
  return withinReach(
    get(s, a, P_X),
    get(s, a, P_Y),
    ai.measureRadius,
    get(s, t, P_X),
    get(s, t, P_Y),
    ti.measureRadius,
    reach,
    EPS,
  );
}

/** The gap between `a` and `t` as `measure.mode` measures it (SB-R-03), in inches, to the thousandth, for a refusal. */
export function edgeGap(s: SBState, a: number, t: number): string {
  const centres = Math.sqrt((get(s, t, P_X) - get(s, a, P_X)) ** 2 + (get(s, t, P_Y) - get(s, a, P_Y)) ** 2);
  return String(
    Math.round(Math.max(0, centres - s.info[a]!.measureRadius - s.info[t]!.measureRadius)) / PER_INCH,
  );
}

/** D-14: the players the active player may charge now. */
export function chargeTargets(s: SBState): number[] {
  const c = s.act.actor;
  if (s.act.regular || get(s, c, P_PRONE) === 1) return [];
  const list: number[] = [];
  const [from, to] = sideRange(s, 1 - s.info[c]!.side);
  for (let t = from; t < to; t++) {
    // Most opponents are out of reach: skip them before `chargeProblem` words its refusal.
    if (!onPitch(s, t) || get(s, t, P_PRONE) === 1 || !inContactReach(s, c, t, CHARGE_REACH)) continue;
    if (chargeProblem(s, t) === null) list.push(t);
  }
  return list;
}

/**
 * D-11 Charge (validated): rounding, then the approach. With `charge.contactMoveTriggersTackle` the approach is
 * declared like a Move step and RW-TACKLE may open on it (ARB-SB-77; the target is no tackler, ARB-SB-78);
 * otherwise the charger moves into contact at once.
 */
export function declareCharge(s: SBState, t: number, events: GameEvent[]): void {
  const c = s.act.actor;
  roundMovement(s, events);
  s.act.regular = true;
  s.act.steps++;
  s.act.lastMove = false;
  const ap = chargeApproach(s, c, t)!;
  s.charge = { ...noCharge(), charger: c, target: t, defender: t };
  const coach = 1 - s.info[c]!.side;
  if (s.o.charge.contactMoveTriggersTackle) {
    s.charge.approach = 0;
    s.step = [get(s, c, P_X), get(s, c, P_Y), ...ap.points];
    s.stepLeap = false;
    if (!s.reactionUsed[coach] && tackleOptions(s, coach).length > 0) {
      events.push({
        type: 'stepDeclared',
        rule: 'ARB-SB-77',
        player: s.info[c]!.id,
        leap: false,
        charge: s.info[t]!.id,
        path: inInches(ap.points),
      });
      s.stack.push({ id: 'D-20', coach, window: 'RW-TACKLE' });
      return;
    }
    s.step = [];
  }
  reachContact(s, ap.points, ap.length, events);
}

function inInches(points: readonly number[]): number[][] {
  const list: number[][] = [];
  for (let i = 0; i < points.length; i += 2) list.push([points[i]! / PER_INCH, points[i + 1]! / PER_INCH]);
  return list;
}

/**
 * The contact move along `points` (SB-CHARGE-2): the charger at the contact position, the charge direction set,
 * then RW-CHARGE, or what follows it.
 */
function reachContact(s: SBState, points: readonly number[], length: number, events: GameEvent[]): void {
  const c = s.charge.charger;
  const t = s.charge.target;
  const fromX = get(s, c, P_X);
  const fromY = get(s, c, P_Y);
  const x = points[points.length - 2]!;
  const y = points[points.length - 1]!;
  set(s, c, P_X, x);
  set(s, c, P_Y, y);
  if (s.holder === c) {
    s.ballX = x;
    s.ballY = y;
  }
  s.charge.approach = -1;
  s.charge.dx = get(s, t, P_X) - x;
  s.charge.dy = get(s, t, P_Y) - y;
  const around = s.o.charge.pathing === 'shortestAround';
  events.push({
    type: 'charge',
    rule: around ? 'ARB-SB-75' : 'SB-CHARGE-2',
    player: s.info[c]!.id,
    target: s.info[t]!.id,
    from: [fromX / PER_INCH, fromY / PER_INCH],
    to: [x / PER_INCH, y / PER_INCH],
    ...(around ? { path: inInches(points), length: Math.round(length) / PER_INCH } : {}),
  });
  const coach = 1 - s.info[c]!.side;
  if (!s.reactionUsed[coach] && interceptors(s, coach).length > 0) {
    s.stack.push({ id: 'D-20', coach, window: 'RW-CHARGE' });
    return;
  }
  afterWindow(s);
}

/** After RW-CHARGE: the charge roll, or first the defence under `charge.defenceChoice = beforeRoll` (ARB-SB-79). */
function afterWindow(s: SBState): void {
  if (s.o.charge.defenceChoice === 'beforeRoll') {
    s.stack.push({ id: 'D-21', coach: s.info[s.charge.defender]!.side });
    return;
  }
  s.stack.push({ id: 'ROLL-CHARGE', coach: s.info[s.charge.charger]!.side, reroll: false });
}

/** RW-TACKLE on a charge's approach declined (ARB-SB-77): the charger completes it. */
export function declineApproachTackle(s: SBState, events: GameEvent[]): void {
  const points = s.step.slice(2);
  let length = 0;
  for (let i = 0; i + 3 < s.step.length; i += 2)
    length += dist(s.step[i]!, s.step[i + 1]!, s.step[i + 2]!, s.step[i + 3]!);
  s.step = [];
  s.stepLeap = false;
  reachContact(s, points, length, events);
}

/**
 * A tackle on a charge's approach (ARB-SB-77): the charger stops at Q, `travelled` quanta from where the charge
 * began, without using MV.
 */
export function stopApproachAt(s: SBState, qx: number, qy: number, travelled: number): void {
  const c = s.charge.charger;
  set(s, c, P_X, qx);
  set(s, c, P_Y, qy);
  if (s.holder === c) {
    s.ballX = qx;
    s.ballY = qy;
  }
  s.charge.approach = s.charge.approach + roundHalfEven(travelled);
  s.step = [];
  s.stepLeap = false;
}

/**
 * The tackle on the approach is over and the charger stands (ARB-SB-77): he resumes his approach from Q, by
 * the same pathing, around the tackler now prone beside him and within what is left of 3 in; when no approach
 * is left, the charge stops there (his regular action is spent, his activation goes on).
 */
export function resumeApproach(s: SBState, events: GameEvent[]): void {
  const c = s.charge.charger;
  const t = s.charge.target;
  const ap = chargeApproach(s, c, t, Math.max(0, AROUND_LIMIT - s.charge.approach));
  if (ap === null || ap.points.length === 0) {
    events.push({
      type: 'chargeStopped',
      rule: 'ARB-SB-77',
      player: s.info[c]!.id,
      target: s.info[t]!.id,
    });
    clearCharge(s);
    return;
  }
  reachContact(s, ap.points, ap.length, events);
}

/** The charger fell to a tackle on his approach: the charge is over (ARB-SB-77). */
export function dropApproach(s: SBState): void {
  clearCharge(s);
}

/**
 * The interceptor's centre in contact with the charger: the legal contact point nearest his centre (SB-R-31,
 * section 5.5), a keeper's inside his zone (SB-REACT-5), on the grid; null when there is none.
 */
export function interceptPlacement(s: SBState, p: number): { x: number; y: number } | null {
  const c = s.charge.charger;
  const r = s.info[p]!.radius;
  const obstacles: number[] = [];
  for (let j = 0; j < s.info.length; j++) {
    if (j !== p && j !== c && onPitch(s, j))
      obstacles.push(get(s, j, P_X), get(s, j, P_Y), r + s.info[j]!.radius);
  }
  const avoid = closedZonesFor(s, p, obstacles);
  const box = reactionBox(s, p);
  const cx = get(s, c, P_X);
  const cy = get(s, c, P_Y);
  const zone = keeperDisc(s, p);
  if (
    !nearestOnCircle(
      get(s, p, P_X),
      get(s, p, P_Y),
      cx,
      cy,
      r + s.info[c]!.radius,
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

/** p may Intercept player in RW-CHARGE for `coach` (SB-REACT-2/3/5/9): a team-mate within 2 (+1) in, no leap. */
export function canIntercept(s: SBState, coach: number, p: number): boolean {
  const t = s.charge.target;
  if (p < 0 || p === t || !canReact(s, p, coach)) return false;
  const reach = CHARGE_REACH + reachBonus(s, p);
  const near = withinReach(
    get(s, p, P_X),
    get(s, p, P_Y),
    s.info[p]!.measureRadius,
    get(s, t, P_X),
    get(s, t, P_Y),
    s.info[t]!.measureRadius,
    reach,
    EPS,
  );
  return near && interceptPlacement(s, p) !== null;
}

/** RW-CHARGE: the reacting coach's players who may Intercept player. */
export function interceptors(s: SBState, coach: number): number[] {
  const list: number[] = [];
  const [from, to] = sideRange(s, coach);
  for (let p = from; p < to; p++) if (canIntercept(s, coach, p)) list.push(p);
  return list;
}

/** D-20 Intercept player: placed in contact with the charger, Done; the charge is resolved against him. */
export function interceptPlayer(s: SBState, coach: number, p: number, events: GameEvent[]): void {
  s.stack.pop();
  const at = interceptPlacement(s, p)!;
  const fromX = get(s, p, P_X);
  const fromY = get(s, p, P_Y);
  set(s, p, P_X, at.x);
  set(s, p, P_Y, at.y);
  if (s.holder === p) {
    s.ballX = at.x;
    s.ballY = at.y;
  }
  set(s, p, P_DONE, 1);
  s.reactionUsed[coach] = true;
  s.charge.defender = p;
  events.push({
    type: 'interceptPlayer',
    rule: 'SB-REACT-9',
    side: coach,
    player: s.info[p]!.id,
    charger: s.info[s.charge.charger]!.id,
    from: [fromX / PER_INCH, fromY / PER_INCH],
    to: [at.x / PER_INCH, at.y / PER_INCH],
  });
  afterWindow(s);
}

/** D-20 declined in RW-CHARGE: the charge roll follows. */
export function declinePlayerIntercept(s: SBState, coach: number, events: GameEvent[]): void {
  s.stack.pop();
  events.push({ type: 'reactionDeclined', rule: 'SB-CHARGE-3', side: coach, window: 'RW-CHARGE' });
  afterWindow(s);
}

/** ROLL-CHARGE's modifier (SB-CHARGE-4, SB-SKILL-3): F, +1 Charge féroce, +1 Tête brûlée, −1 per Unbalanced cause. */
export function chargeModifier(s: SBState): number {
  const c = s.charge.charger;
  const info = s.info[c]!;
  return (
    info.f +
    (info.abilities.includes('chargeFeroce') ? 1 : 0) +
    (teteBrulee(s, c) ? 1 : 0) -
    difficultyUnbalanced(s, c)
  );
}

/** ROLL-DEFENCE's modifier: AG, R or F, +1 Parry with EQ-5 (4.5), −1 per Unbalanced cause. */
export function defenceModifier(s: SBState): number {
  const p = s.charge.defender;
  const info = s.info[p]!;
  const defence = DEFENCES[s.charge.defence - 1]!;
  const stat = defence === 'dodge' ? info.ag : defence === 'parry' ? info.r : info.f;
  return stat + (defence === 'parry' && hasEquipment(s, p, 'EQ-5') ? 1 : 0) - get(s, p, P_UNBAL);
}

/** ROLL-CHARGER-AG's modifier: the charger's AG, −1 per Unbalanced cause. */
export function chargerAgModifier(s: SBState): number {
  const c = s.charge.charger;
  return s.info[c]!.ag - get(s, c, P_UNBAL);
}

/** The modifier of a charge roll. */
export function chargeRollModifier(s: SBState, roll: ChargeRoll): number {
  if (roll === 'ROLL-CHARGE') return chargeModifier(s);
  return roll === 'ROLL-DEFENCE' ? defenceModifier(s) : chargerAgModifier(s);
}

/**
 * A charge roll. The charge roll is offered to the charger's team reroll unless its die is a 6 (ARB-SB-16);
 * the defence and the charger's AG test on a failure (ARB-SB-12).
 */
export function applyChargeRoll(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as { id: ChargeRoll; coach: number; reroll: boolean };
  const modifier = chargeRollModifier(s, f.id);
  if (f.id === 'ROLL-CHARGE') {
    events.push(
      difficultyEvent('SB-CHARGE-4', f.id, f.coach, '1d6', [face], modifier, {
        by: s.info[s.charge.charger]!.id,
        reroll: f.reroll,
      }),
    );
    // SB-SKILL-1: Brute's reroll is offered before the team reroll (D-27).
    const c = s.charge.charger;
    if (face < 6 && offerRerolls(s, f.coach, f.reroll, f.id, [face], 0, 0, -1, c, false)) return;
  } else {
    const defence = f.id === 'ROLL-DEFENCE';
    const target = defence ? s.charge.diff : CHARGER_AG_DIFFICULTY;
    events.push(
      testEvent(defence ? 'SB-CHARGE-5' : 'SB-CHARGE-7', f.id, f.coach, face, modifier, target, {
        by: s.info[defence ? s.charge.defender : s.charge.charger]!.id,
        ...(defence ? { defence: DEFENCES[s.charge.defence - 1] } : {}),
        reroll: f.reroll,
      }),
    );
    const failed = !resolveTest(face, modifier, target).success;
    // SB-SKILL-8: Souplesse may reroll a failed Dodge (D-27) before the team reroll.
    const rolled = defence ? s.charge.defender : s.charge.charger;
    const dfc = defence ? DEFENCES[s.charge.defence - 1]! : null;
    if (failed && offerRerolls(s, f.coach, f.reroll, f.id, [face], 0, 0, -1, rolled, true, dfc)) return;
  }
  resolveChargeRoll(s, f.id, face, events);
}

/** A charge roll's result: D and the defence choice, the outcome of the defence, or the charger's footing. */
export function resolveChargeRoll(s: SBState, roll: ChargeRoll, face: number, events: GameEvent[]): void {
  const modifier = chargeRollModifier(s, roll);
  if (roll === 'ROLL-CHARGE') {
    s.charge.diff = face + modifier;
    s.charge.rolled = true;
    const coach = s.info[s.charge.defender]!.side;
    // ARB-SB-79: a defence chosen before the roll is tested at once.
    if (s.charge.defence > 0) s.stack.push({ id: 'ROLL-DEFENCE', coach, reroll: false });
    else s.stack.push({ id: 'D-21', coach });
    return;
  }
  const { charger: c, defender: d } = s.charge;
  if (roll === 'ROLL-CHARGER-AG') {
    clearCharge(s);
    if (resolveTest(face, modifier, CHARGER_AG_DIFFICULTY).success) {
      events.push({ type: 'chargerSteady', rule: 'SB-CHARGE-7', player: s.info[c]!.id });
      return;
    }
    // SB-CHARGE-7: prone, no push, no injury roll; the drop, then the activation ends (SB-ACT-3).
    s.stack.push({ id: 'RESUME', then: 'endActivation' });
    knockDown(s, c, false, 'SB-CHARGE-7', events);
    return;
  }
  const t = resolveTest(face, modifier, s.charge.diff);
  const defence = DEFENCES[s.charge.defence - 1]!;
  if (!t.success) {
    // SB-CHARGE-6 / SB-REACT-9: pushed away from the charger, along the line between their centres.
    const dx = get(s, d, P_X) - get(s, c, P_X);
    const dy = get(s, d, P_Y) - get(s, c, P_Y);
    clearCharge(s);
    knockDown(s, d, t.mf > s.info[d]!.ar || face === 1, 'SB-CHARGE-6', events, { dx, dy });
    return;
  }
  if (defence === 'dodge') {
    events.push({ type: 'chargeDodged', rule: 'SB-CHARGE-7', player: s.info[d]!.id, charger: s.info[c]!.id });
    s.stack.push({ id: 'ROLL-CHARGER-AG', coach: s.info[c]!.side, reroll: false });
    return;
  }
  if (defence === 'parry') {
    clearCharge(s);
    const ignores = s.o.skills.chargeFeroceIgnoresParry && s.info[c]!.abilities.includes('chargeFeroce');
    events.push({
      type: 'chargeParried',
      rule: ignores ? 'SB-R-30' : 'SB-CHARGE-8',
      player: s.info[d]!.id,
      charger: s.info[c]!.id,
      ends: !ignores,
    });
    if (!ignores) endActivation(s, events, 'SB-ACT-3');
    return;
  }
  // SB-CHARGE-9: the charger is pushed back along the reverse of the original charge direction.
  const { dx, dy } = s.charge;
  clearCharge(s);
  events.push({ type: 'chargeRepelled', rule: 'SB-CHARGE-9', player: s.info[d]!.id, charger: s.info[c]!.id });
  s.stack.push({ id: 'RESUME', then: 'endActivation' });
  knockDown(s, c, t.ms > s.info[c]!.ar || face === 6, 'SB-CHARGE-9', events, { dx: -dx, dy: -dy });
}

function clearCharge(s: SBState): void {
  s.charge = noCharge();
}

/**
 * D-21 answered: the defence is chosen and tested (ROLL-DEFENCE, by the defender's coach); chosen before the
 * charge roll (`charge.defenceChoice = beforeRoll`, ARB-SB-79), the charge roll comes first.
 */
export function defend(s: SBState, defence: Defence, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'D-21' }>;
  s.charge.defence = DEFENCES.indexOf(defence) + 1;
  const rolled = s.charge.rolled;
  events.push({
    type: rolled ? 'defence' : 'defenceFirst',
    rule: rolled ? 'SB-CHARGE-5' : 'ARB-SB-79',
    side: f.coach,
    player: s.info[s.charge.defender]!.id,
    defence,
    ...(rolled ? { target: s.charge.diff } : {}),
  });
  if (rolled) s.stack.push({ id: 'ROLL-DEFENCE', coach: f.coach, reroll: false });
  else s.stack.push({ id: 'ROLL-CHARGE', coach: s.info[s.charge.charger]!.side, reroll: false });
}

/** The defences the defender may choose (SB-CHARGE-5: an interceptor only Parry or Repel). */
export function defenceChoices(s: SBState): Defence[] {
  return s.charge.defender === s.charge.target ? ['dodge', 'parry', 'repel'] : ['parry', 'repel'];
}

/** D-11 Charge: the target by roster id, with the reason it is refused. */
export function checkCharge(s: SBState, act: Record<string, unknown>): Result<SBAction> {
  const t = indexOf(s, 1 - s.info[s.act.actor]!.side, act.target);
  const why = chargeProblem(s, t);
  if (why) {
    const named = typeof act.target === 'string';
    const who = named ? JSON.stringify(act.target) : '(cible manquante)';
    const whoEn = named ? JSON.stringify(act.target) : '(missing target)';
    return err(
      why.code,
      why.rule,
      `Charge sur ${who} impossible : ${why.fr}.`,
      `No charge on ${whoEn}: ${why.en}.`,
    );
  }
  return ok({ type: 'charge', target: s.info[t]!.id });
}

/** D-21: one of the defences the defender may choose. */
export function checkDefend(s: SBState, act: Record<string, unknown>): Result<SBAction> {
  const choices = defenceChoices(s);
  if (!choices.includes(act.defence as Defence)) {
    const intercept = choices.length === 2;
    return err(
      'defend.choice',
      intercept ? 'SB-REACT-9' : 'SB-CHARGE-5',
      `Défense possible : ${choices.join(', ')}${intercept ? ' (un joueur qui intercepte ne peut pas esquiver)' : ''} ; reçu ${JSON.stringify(act.defence)}.`,
      `Defence allowed: ${choices.join(', ')}${intercept ? ' (an intercepting player cannot dodge)' : ''}; got ${JSON.stringify(act.defence)}.`,
    );
  }
  return ok({ type: 'defend', defence: act.defence as Defence });
}

/** D-20 in RW-CHARGE: Intercept player with a precise refusal. */
export function checkPlayerIntercept(
  s: SBState,
  coach: number,
  act: Record<string, unknown>,
): Result<SBAction> {
  const p = indexOf(s, coach, act.player);
  if (!canIntercept(s, coach, p)) {
    const target = s.info[s.charge.target]!.name;
    return err(
      'intercept.unable',
      'SB-REACT-9',
      `${JSON.stringify(act.player)} ne peut pas intercepter le joueur : il faut un coéquipier de ${target} Opérationnel, debout et non sonné, à 2 ps au plus de lui (+1 Réflexes, +1 Instinct, sans bond), avec une place libre au contact du chargeur (un gardien dans sa zone).`,
      `${JSON.stringify(act.player)} cannot intercept the player: name a Ready, standing, unstunned team-mate of ${target} within 2 in of him (+1 Réflexes, +1 Instinct, no leap) with a free spot in contact with the charger (a keeper inside his zone).`,
    );
  }
  return ok({ type: 'interceptPlayer', player: s.info[p]!.id });
}
