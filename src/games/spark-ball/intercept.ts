/**
 * Intercept pass (SB-REACT-7, SB-R-36): RW-PASS-THROW opens after the throw test and its rerolls, RW-PASS-RECEIVE
 * after the reception test and its rerolls. The reacting coach may name one of his Ready, standing, unstunned
 * players within reach of the thrower's base (or the receiver's, where he receives): 2 in, +1 Réflexes, +1
 * Instinct, + L with a leap (SB-REACT-3). He becomes Done, Unbalanced if he leaps, and tests AG against 6 − MF
 * or 6 + MS of the test just made (ROLL-INTERCEPT-PASS, −1 Passe feintée, −1 Clarté aveuglante). On a success he
 * is placed on the pass segment at the legal point nearest his centre and holds the ball (pass.ts).
 */
import { nearestOnSegment, placement, snapPlacement, vec, withinReach } from '../../geometry/index.ts';
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import type { SBAction } from './actions.ts';
import { leapLength } from './movement.ts';
import { continueAfterWindow } from './pass.ts';
import { closedZonesFor, inches, keeperDisc } from './pitch.ts';
import { canReact, reachBonus, reactionBox, spendReaction } from './rebound.ts';
import { EPS, get, indexOf, onPitch, P_X, P_Y, PER_INCH, sideRange, type SBState } from './state.ts';

/** The base reach of Intercept pass (SB-REACT-3). */
export const INTERCEPT_REACH = 2 * PER_INCH;

export type PassWindow = 'RW-PASS-THROW' | 'RW-PASS-RECEIVE';

/** The interceptor's reach in quanta, with or without a leap (SB-REACT-3, `reactions.leapExtendsReach`). */
export function interceptReach(s: SBState, p: number, withLeap: boolean): number {
  const leapBonus = withLeap && s.o.reactions.leapExtendsReach ? leapLength(s, p) : 0;
  return INTERCEPT_REACH + reachBonus(s, p) + leapBonus;
}

/** The player the window's reach is measured to: the thrower (RW-PASS-THROW) or the receiver where he is. */
function reachTarget(s: SBState): number {
  return s.pass.window === 0 ? s.pass.thrower : s.pass.receiver;
}

/** 1 when p reaches the window's target, 2 when only a leap makes him reach, 0 when he does not. */
export function interceptReachable(s: SBState, p: number): 0 | 1 | 2 {
  const q = reachTarget(s);
  const x = get(s, p, P_X);
  const y = get(s, p, P_Y);
  const r = s.info[p]!.measureRadius;
  const reached = (withLeap: boolean) =>
    withinReach(
      x,
      y,
      r,
      get(s, q, P_X),
      get(s, q, P_Y),
      s.info[q]!.measureRadius,
      interceptReach(s, p, withLeap),
      EPS,
    );
  if (reached(false)) return 1;
  return s.o.reactions.leapExtendsReach && reached(true) ? 2 : 0;
}

const spot = placement();
const snapped = vec();

/**
 * The interceptor's centre on the pass segment (thrower's centre to the receiver's current centre): the legal
 * point nearest his centre (section 5.5), a keeper's inside his zone (SB-REACT-5); null when there is none.
 */
export function interceptPlacement(s: SBState, p: number): { x: number; y: number } | null {
  const r = s.info[p]!.radius;
  const box = reactionBox(s, p);
  const obstacles: number[] = [];
  for (let j = 0; j < s.info.length; j++) {
    if (j !== p && onPitch(s, j)) obstacles.push(get(s, j, P_X), get(s, j, P_Y), r + s.info[j]!.radius);
  }
  const avoid = closedZonesFor(s, p, obstacles);
  const a = s.pass.thrower;
  const b = s.pass.receiver;
  const found = nearestOnSegment(
    get(s, p, P_X),
    get(s, p, P_Y),
    get(s, a, P_X),
    get(s, a, P_Y),
    get(s, b, P_X),
    get(s, b, P_Y),
    box,
    obstacles,
    spot,
    keeperDisc(s, p),
    avoid,
  );
  if (!found || !snapPlacement(spot.x, spot.y, box, obstacles, EPS, snapped)) return null;
  return { x: snapped.x, y: snapped.y };
}

/**
 * The reacting coach's players who may intercept now, with their reach (1, or 2 = leap needed); with `first`,
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
    const reach = interceptReachable(s, p);
    if (reach !== 0 && interceptPlacement(s, p) !== null) list.push([p, reach]);
  }
  return list;
}

/**
 * Opens the intercept window when it can open (SB-REACT-12): the reacting coach has his regular reaction and an
 * eligible player. Returns true when D-20 is pending.
 */
export function openIntercept(s: SBState, window: PassWindow): boolean {
  if (s.active < 0) return false;
  const coach = 1 - s.active;
  if (s.reactionUsed[coach] || interceptCandidates(s, coach, true).length === 0) return false;
  s.stack.push({ id: 'D-20', coach, window });
  return true;
}

/** D-20 declined: the pass goes on. */
export function declineIntercept(s: SBState, coach: number, window: PassWindow, events: GameEvent[]): void {
  s.stack.pop();
  events.push({ type: 'reactionDeclined', rule: 'SB-REACT-7', side: coach, window });
  continueAfterWindow(s, events);
}

/**
 * D-20 Intercept pass: the regular reaction is spent, the interceptor is Done (SB-REACT-2), Unbalanced if he
 * leaps (SB-REACT-4); ROLL-INTERCEPT-PASS follows. He is placed only if the test succeeds.
 */
export function interceptPass(
  s: SBState,
  coach: number,
  p: number,
  leap: boolean,
  events: GameEvent[],
): void {
  const f = s.stack.pop() as { window: PassWindow };
  spendReaction(s, coach, p, leap);
  s.pass.interceptor = p;
  events.push({
    type: 'interceptPass',
    rule: 'SB-REACT-7',
    side: coach,
    player: s.info[p]!.id,
    leap,
    window: f.window,
  });
  s.stack.push({ id: 'ROLL-INTERCEPT-PASS', coach, reroll: false });
}

/** D-20 in RW-PASS-THROW / RW-PASS-RECEIVE: the interceptor and the leap, with precise refusals. */
export function checkIntercept(s: SBState, coach: number, act: Record<string, unknown>): Result<SBAction> {
  const p = indexOf(s, coach, act.player);
  const leap = act.leap === true;
  if (p < 0 || !canReact(s, p, coach)) {
    return err(
      'intercept.unable',
      'SB-REACT-2',
      `${JSON.stringify(act.player)} ne peut pas intercepter : il faut un joueur de votre équipe Opérationnel, debout et non sonné (un gardien dans sa zone).`,
      `${JSON.stringify(act.player)} cannot intercept: name a Ready, standing, unstunned player of your team (a keeper inside his zone).`,
    );
  }
  const reach = interceptReachable(s, p);
  if (reach === 0 || (reach === 2 && !leap)) {
    const q = reachTarget(s);
    const gap = Math.max(
      0,
      Math.sqrt((get(s, p, P_X) - get(s, q, P_X)) ** 2 + (get(s, p, P_Y) - get(s, q, P_Y)) ** 2) -
        s.info[p]!.measureRadius -
        s.info[q]!.measureRadius,
    );
    const whoFr = s.pass.window === 0 ? 'du lanceur' : 'du receveur';
    const whoEn = s.pass.window === 0 ? "thrower's" : "receiver's";
    const r = inches(interceptReach(s, p, leap));
    return err(
      'intercept.outOfReach',
      'SB-REACT-3',
      `${s.info[p]!.name} est à ${inches(Math.round(gap))} ps du socle ${whoFr} : portée ${r} ps${leap ? ' avec le bond' : ' sans bond'}${reach === 2 ? ' (il lui faut un bond)' : ''}.`,
      `${s.info[p]!.name} is ${inches(Math.round(gap))} in from the ${whoEn} base: reach ${r} in${leap ? ' with the leap' : ' without a leap'}${reach === 2 ? ' (he needs a leap)' : ''}.`,
    );
  }
  if (interceptPlacement(s, p) === null) {
    return err(
      'intercept.noSpot',
      'SB-REACT-7',
      `Aucune place libre pour ${s.info[p]!.name} sur la trajectoire de la passe.`,
      `No free spot for ${s.info[p]!.name} on the pass's path.`,
    );
  }
  return ok({ type: 'interceptPass', player: s.info[p]!.id, leap });
}
