/**
 * Knock-downs (section 5.2's Knockdown sub-machine, SB-INJ-1..2, SB-INJ-4, SB-STATE-4..6, SB-BALL-9): the
 * player becomes prone; a knock-down that pushes pushes him (push.ts, SB-MOVE-7, D-25 for blockers); if the
 * injury check is met he makes ROLL-INJURY (2D6: 2–7 stunned, 8–9 KO, 10–11 light injury, 12 serious injury
 * with ROLL-SERIOUS and, on 3 or 4, the coach's choice D-35);
 * an Out player is removed; a holder drops the ball (ROLL-DROP, scatter + 1D6 from his last centre; HIT: at
 * his base edge in the direction rolled), or at his feet with `ball.dropOnKnockdown` = `atFeet`. The caller
 * pushes its own continuation (a RESUME frame) before calling `knockDown`.
 */
import type { GameEvent } from '../../engine/types.ts';
import { startPush } from './push.ts';
import { offerTeamReroll } from './rerolls.ts';
import { resume } from './resume.ts';
import {
  Ball,
  get,
  OutReason,
  P_LOSS,
  P_OUT,
  P_PRONE,
  P_SERIOUS,
  P_STUN,
  P_WHERE,
  P_X,
  P_Y,
  PER_INCH,
  set,
  Where,
  type Frame,
  type SBState,
} from './state.ts';

/** The characteristics a serious injury may take (SB-INJ-4 results 3 and 4), coded for `P_LOSS` (1..4). */
export const LOSS_STATS = ['mv', 'ag', 'f', 'r'] as const;
export type LossStat = (typeof LOSS_STATS)[number];

type InjuryFrame = Extract<Frame, { id: 'ROLL-INJURY' | 'ROLL-SERIOUS' }>;

/** SB-INJ-1's result for a 2D6 total. */
export function injuryResult(total: number): 'stunned' | 'ko' | 'light' | 'serious' {
  if (total <= 7) return 'stunned';
  if (total <= 9) return 'ko';
  return total <= 11 ? 'light' : 'serious';
}

/**
 * Knockdown(player, push?) in SB-INJ-2's order: prone, the push along `push` (a direction in quanta) when the
 * rule pushes, then the injury roll when `injury`, Out, and the drop.
 */
export function knockDown(
  s: SBState,
  p: number,
  injury: boolean,
  rule: string,
  events: GameEvent[],
  push?: { dx: number; dy: number },
): void {
  set(s, p, P_PRONE, 1);
  events.push({ type: 'knockedDown', rule, player: s.info[p]!.id, injury, ...(push ? { push: true } : {}) });
  if (push) {
    startPush(s, p, push.dx, push.dy, injury, events);
    return;
  }
  afterPush(s, p, injury, events);
}

/** SB-INJ-2 steps 3–5 once the player is prone and pushed: the injury roll when `injury`, else the drop. */
export function afterPush(s: SBState, p: number, injury: boolean, events: GameEvent[]): void {
  if (injury) {
    s.stack.push({ id: 'ROLL-INJURY', coach: s.info[p]!.side, player: p, reroll: false });
    return;
  }
  dropIfHolder(s, p, events);
}

/** ROLL-INJURY (SB-INJ-1): a result worse than Stunned may be rerolled by that coach's team reroll. */
export function applyInjuryRoll(s: SBState, faces: number[], events: GameEvent[]): void {
  const f = s.stack.pop() as InjuryFrame;
  const total = faces[0]! + faces[1]!;
  // SB-MASSACRE-4: the last injury roll of the massacre's victim is the one the ejection check reads.
  if (s.mass.aggressor >= 0 && f.player === s.mass.victim) {
    s.mass.inj0 = faces[0]!;
    s.mass.inj1 = faces[1]!;
  }
  events.push({
    type: 'roll',
    rule: 'SB-INJ-1',
    roll: 'ROLL-INJURY',
    player: f.coach,
    dice: '2d6',
    faces: faces.slice(),
    total,
    result: injuryResult(total),
    by: s.info[f.player]!.id,
    reroll: f.reroll,
  });
  if (total >= 8 && offerTeamReroll(s, f.coach, f.reroll, 'ROLL-INJURY', faces, 0, 0, f.player)) return;
  resolveInjury(s, f.player, total, events);
}

/** Removes p from the pitch with `reason` (SB-STATE-6, SB-INJ-2 step 4). */
export function putOut(s: SBState, p: number, reason: number, events: GameEvent[]): void {
  set(s, p, P_WHERE, Where.Out);
  set(s, p, P_OUT, reason);
  events.push({ type: 'playerOut', rule: 'SB-STATE-6', player: s.info[p]!.id, reason });
}

/** The injury's effect: a stun timer (SB-STATE-5), or Out; 12 rolls on the serious-injury table. */
export function resolveInjury(s: SBState, p: number, total: number, events: GameEvent[]): void {
  const result = injuryResult(total);
  events.push({ type: 'injured', rule: 'SB-INJ-1', player: s.info[p]!.id, result });
  if (result === 'stunned') {
    // SB-STATE-5: a new stun keeps the later timer.
    set(s, p, P_STUN, Math.max(get(s, p, P_STUN), s.turn + 1));
    dropIfHolder(s, p, events);
    return;
  }
  if (result === 'serious') {
    s.stack.push({ id: 'ROLL-SERIOUS', coach: s.info[p]!.side, player: p, reroll: false });
    return;
  }
  putOut(s, p, result === 'ko' ? OutReason.KO : OutReason.Light, events);
  dropIfHolder(s, p, events);
}

/** ROLL-SERIOUS (SB-INJ-4): anything but a Sprain may be rerolled by that coach's team reroll. */
export function applySeriousRoll(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as InjuryFrame;
  events.push({
    type: 'roll',
    rule: 'SB-INJ-4',
    roll: 'ROLL-SERIOUS',
    player: f.coach,
    dice: '1d6',
    faces: [face],
    total: face,
    by: s.info[f.player]!.id,
    reroll: f.reroll,
  });
  if (face >= 2 && offerTeamReroll(s, f.coach, f.reroll, 'ROLL-SERIOUS', [face], 0, 0, f.player)) return;
  resolveSerious(s, f.player, face, events);
}

/** The characteristics a serious injury's face lets the coach lower, those still above 1 (SB-INJ-4). */
export function lossChoices(s: SBState, p: number, face: number): LossStat[] {
  const info = s.info[p]!;
  const pair: LossStat[] = face === 3 ? ['mv', 'ag'] : face === 4 ? ['f', 'r'] : [];
  // MV is kept in quanta: 1 in is 1000.
  // ARB-SB-36: a sprain lowers MV and AG for this match only; the floor reads the roster's values.
  const sprain = info.sprain === true ? 1 : 0;
  return pair.filter((k) =>
    k === 'mv' ? info.mv + sprain * 1000 > 1000 : info[k] + (k === 'ag' ? sprain : 0) > 1,
  );
}

/** The serious injury is recorded (the player is Out for the match); 3 and 4 ask the coach (D-35). */
export function resolveSerious(s: SBState, p: number, face: number, events: GameEvent[]): void {
  set(s, p, P_SERIOUS, face);
  events.push({ type: 'seriousInjury', rule: 'SB-INJ-4', player: s.info[p]!.id, face });
  const choices = lossChoices(s, p, face);
  if (choices.length > 1) {
    s.stack.push({ id: 'D-35', coach: s.info[p]!.side, player: p });
    return;
  }
  if (choices.length === 1) applyLoss(s, p, choices[0]!, events);
  else if (face === 3 || face === 4)
    events.push({ type: 'lossVoid', rule: 'SB-INJ-4', player: s.info[p]!.id });
  finishSerious(s, p, face, events);
}

/** The permanent loss, kept in `P_LOSS` for the post-match (the player is Out for the rest of this match). */
function applyLoss(s: SBState, p: number, stat: LossStat, events: GameEvent[]): void {
  set(s, p, P_LOSS, LOSS_STATS.indexOf(stat) + 1);
  events.push({ type: 'characteristicLost', rule: 'SB-INJ-4', player: s.info[p]!.id, stat });
}

/** D-35: the coach names the characteristic lost. */
export function chooseLoss(s: SBState, stat: LossStat, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'D-35' }>;
  applyLoss(s, f.player, stat, events);
  finishSerious(s, f.player, get(s, f.player, P_SERIOUS), events);
}

function finishSerious(s: SBState, p: number, face: number, events: GameEvent[]): void {
  putOut(s, p, face === 6 ? OutReason.Dead : OutReason.Serious, events);
  dropIfHolder(s, p, events);
}

/** SB-BALL-9 (SB-INJ-2 step 5): a holder drops the ball from his last centre; then the caller's continuation. */
export function dropIfHolder(s: SBState, p: number, events: GameEvent[]): void {
  if (s.holder !== p) {
    resume(s, events);
    return;
  }
  s.ball = Ball.Loose;
  s.holder = -1;
  s.ballX = get(s, p, P_X);
  s.ballY = get(s, p, P_Y);
  s.dropper = p;
  events.push({ type: 'ballDropped', rule: 'SB-BALL-9', player: s.info[p]!.id });
  if (s.o.ball.dropOnKnockdown === 'atFeet') {
    // SB-R-27 (c): the ball stays at his feet, his last centre.
    events.push({ type: 'ballRests', rule: 'SB-R-27', at: [s.ballX / PER_INCH, s.ballY / PER_INCH] });
    resume(s, events);
    return;
  }
  s.stack.push({ id: 'ROLL-DROP', bounces: 0, walls: 0, reroll: false });
}
