/**
 * Pick-up (SB-MOVE-5, SB-R-34): a standing player within 1 in of the loose ball tries once per activation,
 * AG against 6 (ROLL-PICKUP). Success: he holds the ball. Failure: the ball deviates exactly 1 in from its own
 * position (ROLL-PICKUP-DEV; HIT: it stays) and the activation ends (SB-ACT-3). RW-REBOUND on that deviation
 * joins with the reactions.
 */
import { pointWithinReach } from '../../geometry/index.ts';
import type { GameEvent } from '../../engine/types.ts';
import { roundMovement } from './activation.ts';
import { offerRerolls } from './rerolls.ts';
import { Ball, EPS, get, P_PRONE, P_UNBAL, P_X, P_Y, PER_INCH, type Frame, type SBState } from './state.ts';
import { resolveTest, testEvent } from './tests.ts';

/** The difficulty of a pick-up (SB-MOVE-5). */
export const PICKUP_DIFFICULTY = 6;

/** Why the actor may not try a pick-up now, or null when he may (SB-MOVE-5, `pickup.requiresMovement`). */
export function pickUpProblem(s: SBState): { fr: string; en: string } | null {
  const p = s.act.actor;
  if (s.act.pickedUp) return { fr: 'une seule tentative par activation', en: 'one attempt per activation' };
  if (s.ball !== Ball.Loose) return { fr: 'la balle n’est pas libre', en: 'the ball is not loose' };
  if (get(s, p, P_PRONE) === 1) return { fr: 'le joueur est au sol', en: 'the player is prone' };
  if (s.o.pickup.requiresMovement && s.act.used === 0 && !s.act.leapt) {
    return {
      fr: 'il doit s’être déplacé (pickup.requiresMovement)',
      en: 'he must have moved (pickup.requiresMovement)',
    };
  }
  const r = s.info[p]!.measureRadius;
  if (!pointWithinReach(get(s, p, P_X), get(s, p, P_Y), r, s.ballX, s.ballY, PER_INCH, EPS)) {
    return s.o.measure.mode === 'centre'
      ? {
          fr: 'la balle est à plus de 1 ps de son centre (measure.mode = centre)',
          en: 'the ball is more than 1 in from his centre (measure.mode = centre)',
        }
      : { fr: 'la balle est à plus de 1 ps de son socle', en: 'the ball is more than 1 in from his base' };
  }
  return null;
}

/** The pick-up test's modifier: AG, −1 per Unbalanced cause (SB-GEN-7). */
export function pickUpModifier(s: SBState, p: number): number {
  return s.info[p]!.ag - get(s, p, P_UNBAL);
}

/** PickUp step: SB-MOVE-3 rounding, then ROLL-PICKUP. */
export function beginPickUp(s: SBState, events: GameEvent[]): void {
  roundMovement(s, events);
  s.act.pickedUp = true;
  s.act.steps++;
  s.stack.push({ id: 'ROLL-PICKUP', coach: s.info[s.act.actor]!.side, reroll: false });
}

/** ROLL-PICKUP: the test's event; a failure may be rerolled by EQ-1 (D-27) or a team reroll (D-26). */
export function applyPickUpRoll(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'ROLL-PICKUP' }>;
  const p = s.act.actor;
  const modifier = pickUpModifier(s, p);
  events.push(
    testEvent('SB-MOVE-5', 'ROLL-PICKUP', f.coach, face, modifier, PICKUP_DIFFICULTY, {
      by: s.info[p]!.id,
      reroll: f.reroll,
    }),
  );
  const failed = !resolveTest(face, modifier, PICKUP_DIFFICULTY).success;
  if (failed && offerRerolls(s, f.coach, f.reroll, 'ROLL-PICKUP', [face], 0, 0, -1, p, true)) return;
  resolvePickup(s, face, events);
}

/** The pick-up's result: the holder, or the 1-in deviation followed by the forced end of the activation. */
export function resolvePickup(s: SBState, face: number, events: GameEvent[]): void {
  const p = s.act.actor;
  if (resolveTest(face, pickUpModifier(s, p), PICKUP_DIFFICULTY).success) {
    s.ball = Ball.Held;
    s.holder = p;
    s.ballX = get(s, p, P_X);
    s.ballY = get(s, p, P_Y);
    events.push({ type: 'pickedUp', rule: 'SB-MOVE-5', player: s.info[p]!.id });
    return;
  }
  events.push({ type: 'pickUpFailed', rule: 'SB-MOVE-5', player: s.info[p]!.id });
  s.stack.push({ id: 'RESUME', then: 'endActivation' });
  s.stack.push({ id: 'ROLL-PICKUP-DEV', bounces: 0, walls: 0, reroll: false });
}
