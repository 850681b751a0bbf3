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
  clearsPath,
  nearestOnCircle,
  placement,
  roundHalfEven,
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
  type ChargeRoll,
  type Frame,
  type SBState,
} from './state.ts';
import { difficultyEvent, resolveTest, testEvent } from './tests.ts';

/** The reach of a charge, and of Intercept player to the charged team-mate (SB-CHARGE-1, SB-REACT-3). */
export const CHARGE_REACH = 2 * PER_INCH;
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
  if (contactPosition(s, c, t) === null) {
    const closed = closedZoneProblem(s, c, t, 'charge.closedZone');
    if (closed !== null) return closed;
    return s.info[c]!.position === 'keeper' && straightLineClear(s, c, t)
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

/** D-11 Charge (validated): rounding, the contact move, then RW-CHARGE or the charge roll. */
export function declareCharge(s: SBState, t: number, events: GameEvent[]): void {
  const c = s.act.actor;
  roundMovement(s, events);
  s.act.regular = true;
  s.act.steps++;
  s.act.lastMove = false;
  const fromX = get(s, c, P_X);
  const fromY = get(s, c, P_Y);
  const at = contactPosition(s, c, t)!;
  set(s, c, P_X, at.x);
  set(s, c, P_Y, at.y);
  if (s.holder === c) {
    s.ballX = at.x;
    s.ballY = at.y;
  }
  s.charge = {
    charger: c,
    target: t,
    defender: t,
    dx: get(s, t, P_X) - at.x,
    dy: get(s, t, P_Y) - at.y,
    diff: 0,
    defence: 0,
  };
  events.push({
    type: 'charge',
    rule: 'SB-CHARGE-2',
    player: s.info[c]!.id,
    target: s.info[t]!.id,
    from: [fromX / PER_INCH, fromY / PER_INCH],
    to: [at.x / PER_INCH, at.y / PER_INCH],
  });
  const coach = 1 - s.info[c]!.side;
  if (!s.reactionUsed[coach] && interceptors(s, coach).length > 0) {
    s.stack.push({ id: 'D-20', coach, window: 'RW-CHARGE' });
    return;
  }
  s.stack.push({ id: 'ROLL-CHARGE', coach: s.info[c]!.side, reroll: false });
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
  s.stack.push({ id: 'ROLL-CHARGE', coach: s.info[s.charge.charger]!.side, reroll: false });
}

/** D-20 declined in RW-CHARGE: the charge roll follows. */
export function declinePlayerIntercept(s: SBState, coach: number, events: GameEvent[]): void {
  s.stack.pop();
  events.push({ type: 'reactionDeclined', rule: 'SB-CHARGE-3', side: coach, window: 'RW-CHARGE' });
  s.stack.push({ id: 'ROLL-CHARGE', coach: s.info[s.charge.charger]!.side, reroll: false });
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
    s.stack.push({ id: 'D-21', coach: s.info[s.charge.defender]!.side });
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
  s.charge = { charger: -1, target: -1, defender: -1, dx: 0, dy: 0, diff: 0, defence: 0 };
}

/** D-21 answered: the defence is chosen and tested (ROLL-DEFENCE, by the defender's coach). */
export function defend(s: SBState, defence: Defence, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'D-21' }>;
  s.charge.defence = DEFENCES.indexOf(defence) + 1;
  events.push({
    type: 'defence',
    rule: 'SB-CHARGE-5',
    side: f.coach,
    player: s.info[s.charge.defender]!.id,
    defence,
    target: s.charge.diff,
  });
  s.stack.push({ id: 'ROLL-DEFENCE', coach: f.coach, reroll: false });
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
