/**
 * Spark Ball: the Rules object (see ../shared/rules/spark-ball.md). Two coaches, Home (seat 0) and Away
 * (seat 1). It plays a whole match: the pre-match, deployment, the match event, the kick-offs, turns of phases
 * with StandUp, Move, Leap, PickUp, Charge, Massacre, Pass and Shoot, every reaction window, knock-downs,
 * injuries and pushes, goals and the kick-off after a goal, team and player rerolls (D-26, D-27), the keeper's
 * return, table mode, risk previews and the post-match sequence. docs/spark-ball.md maps the modules.
 */
import { facesForRequest, uniformOutcomes } from '../../engine/dice.ts';
import { ok, type GameEvent, type Result, type Rules } from '../../engine/types.ts';
import type { SBAction } from './actions.ts';
import { activate, endActivation, pass, standUp } from './activation.ts';
import { applyTackleRoll, declareStep, declineTackle, tackle } from './tackle.ts';
import { applyChargeRoll, declareCharge, declinePlayerIntercept, defend, interceptPlayer } from './charge.ts';
import { applyMassacreRoll, declareMassacre } from './massacre.ts';
import { stepAside } from './push.ts';
import { applyDirection, applyScatterDice } from './ball.ts';
import { applyInjuryRoll, applySeriousRoll, chooseLoss } from './knockdown.ts';
import { legalActions } from './legal.ts';
import { applyPickUpRoll, beginPickUp } from './pickup.ts';
import { applyReboundRoll, catchRebound, declineRebound } from './rebound.ts';
import { decideReroll } from './rerolls.ts';
import { applyPassRoll, beginPass, receiverLeap } from './pass.ts';
import { declineIntercept, interceptPass } from './intercept.ts';
import { acceptedPath } from './movement.ts';
import { parseOptions } from './options.ts';
import { chanceRequest, pendingOf } from './pending.ts';
import {
  applyCaptain,
  applyDeploy,
  applyDeployOrder,
  applyDisable,
  applyEvent,
  applyLineup,
  applyRollOff,
  applyTrait,
  startMatch,
} from './prematch.ts';
import { cloneState, createState, hashState, indexOf, PER_INCH, type SBState } from './state.ts';
import { checkMeasured, settleMeasured } from './table.ts';
import { sbPreviews } from './previews.ts';
import { announceReturn, endIfStuck } from './keeper.ts';
import { concede, lastTurn, suddenDeathLength } from './turn.ts';
import { top, validateAction } from './validate.ts';
import { viewOf, type SBView } from './view.ts';
import { applyComaRoll } from './availability.ts';
import { applyDeployOne } from './deployment.ts';
import {
  applyKoReturnRoll,
  decideKoReturn,
  endSwaps,
  giveBall,
  placeBall,
  playFirst,
  substitute,
  swap,
} from './kickoff-after-goal.ts';
import { applyShotRoll, beginShot, declineInterceptShot, interceptShot } from './shoot.ts';
import { defend as defendShot, orderPath, parryCatch } from './shotpath.ts';

export type { SBAction } from './actions.ts';
export type { SBState } from './state.ts';
export type { SBView } from './view.ts';

/** Applies a validated decision of `coach`. */
function applyAction(s: SBState, coach: number, a: SBAction): GameEvent[] {
  const events: GameEvent[] = [];
  switch (a.type) {
    case 'concede':
      concede(s, coach, events);
      break;
    case 'lineup':
      applyLineup(s, coach, a.players, a.slots, events);
      break;
    case 'captain':
      applyCaptain(s, coach, a.player, events);
      break;
    case 'deployOrder':
      applyDeployOrder(s, coach, a.first, events);
      break;
    case 'deploy':
      applyDeploy(s, coach, a.positions, events);
      break;
    case 'deployOne':
      applyDeployOne(s, coach, a.player, a.x, a.y, events);
      break;
    case 'disableEquipment':
      applyDisable(s, coach, a.player, events);
      break;
    case 'activate':
      activate(s, indexOf(s, coach, a.player), events);
      announceReturn(s, s.act.actor, events);
      endIfStuck(s, events);
      break;
    case 'pass':
      pass(s, coach, events, 'player' in a ? indexOf(s, coach, a.player) : -1);
      break;
    case 'standUp':
      standUp(s, events);
      endIfStuck(s, events);
      break;
    case 'move': {
      declareStep(s, acceptedPath(s, s.act.actor, a.path), false, events);
      endIfStuck(s, events);
      break;
    }
    case 'leap': {
      declareStep(s, acceptedPath(s, s.act.actor, [a.to]), true, events);
      endIfStuck(s, events);
      break;
    }
    case 'end':
      endActivation(s, events);
      break;
    case 'pickUp':
      beginPickUp(s, events);
      break;
    case 'catchRebound':
      catchRebound(s, coach, indexOf(s, coach, a.player), a.leap, events);
      break;
    case 'tackle':
      tackle(s, coach, indexOf(s, coach, a.player), a.leap, a.at * PER_INCH, events);
      break;
    case 'decline': {
      const f = top(s);
      if (f?.id === 'D-20' && f.window === 'RW-TACKLE') declineTackle(s, coach, events);
      else if (f?.id === 'D-20' && (f.window === 'RW-PASS-THROW' || f.window === 'RW-PASS-RECEIVE'))
        declineIntercept(s, coach, f.window, events);
      else if (f?.id === 'D-20' && f.window === 'RW-CHARGE') declinePlayerIntercept(s, coach, events);
      else if (f?.id === 'D-20' && f.window === 'RW-SHOT') declineInterceptShot(s, coach, events);
      else declineRebound(s, coach, events);
      endIfStuck(s, events);
      break;
    }
    case 'loseCharacteristic':
      chooseLoss(s, a.stat, events);
      break;
    case 'reroll':
    case 'noReroll':
      decideReroll(s, a.type === 'reroll', events);
      break;
    case 'passBall':
      beginPass(s, indexOf(s, coach, a.target), events);
      break;
    case 'interceptPass':
      interceptPass(s, coach, indexOf(s, coach, a.player), a.leap, events);
      break;
    case 'receiverLeap':
      receiverLeap(s, a.leap, events);
      break;
    case 'koReturn':
      decideKoReturn(s, a.attempt, events);
      break;
    case 'substitute':
      substitute(s, a.reserve, events);
      break;
    case 'swap':
      swap(s, coach, a.out, a.reserve, events);
      break;
    case 'endSwaps':
      endSwaps(s, coach, events);
      break;
    case 'giveBall':
      giveBall(s, a.player, events);
      break;
    case 'placeBall':
      placeBall(s, a.at, events);
      break;
    case 'playFirst':
      playFirst(s, a.first, events);
      break;
    case 'charge':
      declareCharge(s, indexOf(s, 1 - coach, a.target), events);
      break;
    case 'massacre':
      declareMassacre(s, indexOf(s, 1 - coach, a.target), events);
      break;
    case 'interceptPlayer':
      interceptPlayer(s, coach, indexOf(s, coach, a.player), events);
      break;
    case 'shoot':
      beginShot(s, a, events);
      break;
    case 'interceptShot':
      interceptShot(s, coach, indexOf(s, coach, a.player), a.leap, events);
      break;
    case 'defend':
      // D-21 answers a charge (charge.ts), D-22 the ball on a shot's path (shotpath.ts).
      if (top(s)?.id === 'D-22') defendShot(s, a.defence, events);
      else defend(s, a.defence, events);
      break;
    case 'stepAside':
      stepAside(s, a.angle, events);
      break;
    case 'parryCatch':
      parryCatch(s, a.attempt, events);
      break;
    case 'pathOrder':
      orderPath(s, a.players, events);
      break;
  }
  // SB-R-63: a typed distance outlives its roll only through the roll's reroll offers (ARB-SB-56).
  settleMeasured(s);
  return events;
}

/** Applies the faces of the pending roll, with a distance measured at the table (SB-R-63) if one is typed. */
function applyFaces(s: SBState, faces: unknown, measured?: unknown): Result<GameEvent[]> {
  const request = chanceRequest(s);
  const checked = facesForRequest(request, faces);
  if (!checked.ok) return checked;
  if (measured !== undefined) {
    const m = checkMeasured(s, request!, measured);
    if (!m.ok) return m;
    s.measured = m.value;
  }
  try {
    return applyChecked(s, checked.value);
  } finally {
    settleMeasured(s);
  }
}

function applyChecked(s: SBState, f: number[]): Result<GameEvent[]> {
  const events: GameEvent[] = [];
  const frame = top(s)!;
  switch (frame.id) {
    case 'ROLL-TRAIT':
      applyTrait(s, frame.coach, f[0]!, events);
      break;
    case 'ROLL-ROLLOFF':
      applyRollOff(s, f[0]!, events);
      break;
    case 'ROLL-EVENT':
      applyEvent(s, f, events);
      break;
    case 'ROLL-KICKOFF':
    case 'ROLL-WALL':
    case 'ROLL-PICKUP-DEV':
    case 'ROLL-DROP':
    case 'ROLL-PASS-DEV':
    case 'ROLL-RECEIVE-DEV':
    case 'ROLL-SHOT-DEV':
    case 'ROLL-BALL-HIT-DEV':
    case 'ROLL-REPEL-DEV':
    case 'ROLL-PARRY-CATCH-DEV':
      applyScatterDice(s, f, events);
      break;
    case 'ROLL-PICKUP':
      applyPickUpRoll(s, f[0]!, events);
      break;
    case 'ROLL-REBOUND':
      applyReboundRoll(s, f[0]!, events);
      break;
    case 'ROLL-TACKLE-AG-DIFF':
    case 'ROLL-TACKLE-AG':
    case 'ROLL-TACKLE-F-DIFF':
    case 'ROLL-TACKLE-F':
      applyTackleRoll(s, f[0]!, events);
      break;
    case 'ROLL-INJURY':
      applyInjuryRoll(s, f, events);
      break;
    case 'ROLL-SERIOUS':
      applySeriousRoll(s, f[0]!, events);
      break;
    case 'SCATTER-DIR':
      applyDirection(s, f[0]!, events);
      break;
    case 'ROLL-PASS-AG':
    case 'ROLL-RECEIVE':
    case 'ROLL-INTERCEPT-PASS':
      applyPassRoll(s, f[0]!, events);
      break;
    case 'ROLL-KO-RETURN':
      applyKoReturnRoll(s, f[0]!, events);
      break;
    case 'ROLL-COMA':
      applyComaRoll(s, f[0]!, events);
      break;
    case 'ROLL-CHARGE':
    case 'ROLL-DEFENCE':
    case 'ROLL-CHARGER-AG':
      applyChargeRoll(s, f[0]!, events);
      break;
    case 'ROLL-MASS-ATK':
    case 'ROLL-MASS-DEF':
      applyMassacreRoll(s, f[0]!, events);
      break;
    case 'ROLL-SHOT-AG':
    case 'ROLL-SHOT-F':
    case 'ROLL-PATH-REACT':
    case 'ROLL-PARRY-CATCH':
    case 'ROLL-SHOT-CONT':
      applyShotRoll(s, f[0]!, events);
      break;
    default:
      throw new Error(`no roll at ${frame.id}`);
  }
  // A tackle chain may hand D-11 back to a returning keeper who cannot get closer (SB-ACT-5).
  endIfStuck(s, events);
  return ok(events);
}

/** The Spark Ball rules object. */
export const sparkBall: Rules<SBState, SBAction, SBView> = {
  id: 'spark-ball',
  version: '1',
  players: { min: 2, max: 2 },
  setup(options) {
    const o = parseOptions(options);
    if (!o.ok) return o;
    const s = createState(o.value);
    startMatch(s);
    return ok(s);
  },
  pending: pendingOf,
  legal: legalActions,
  validate: validateAction,
  apply: applyAction,
  applyOrders() {
    throw new Error('Spark Ball has no simultaneous orders');
  },
  applyChance: applyFaces,
  chanceOutcomes(s) {
    const request = chanceRequest(s);
    return request ? uniformOutcomes(request.dice) : null;
  },
  resigns: (a) => a.type === 'concede',
  previews: (s, player, legal) => sbPreviews(sparkBall, s, player, legal),
  view: viewOf,
  clone: cloneState,
  hash: hashState,
  stepBound(s) {
    // Pre-match and kick-off: 4 decisions, 2 traits, roll-offs (ties are rare; 50 is ample), deployment, event,
    // kick-off with 3 bounces (8 rolls). Per turn: at most 4 + 14 activations before everyone is Done, each
    // with at most 1 + 1 + steps: a Move step uses at least one quantum of MV and the legal moves at least
    // 0.5 in (MV ≤ 21 in: ≤ 45 steps per activation), passes between activations ≤ 3: 800 per turn. Each step
    // may add a declined RW-TACKLE (×2), and each phase one tackle chain (4 rolls, rerolls, injury, a drop with
    // its bounces and windows: < 40 stops, each roll with at most a D-27 and a D-26 after it): 2000 per turn
    // covers it. A keeper's return (SB-ACT-5) is made of the same Move and Leap steps. One pass per activation
    // (≤ 18 a turn), each < 40 stops (the throw, two windows, an interception, a deviation with D-24 or bounces
    // and rebounds, the reception, each with a reroll): 1000 more. Or a charge (RW-CHARGE, 3 rolls with their
    // D-26, D-21, a knock-down with a push asking D-25 of at most 13 blockers, an injury chain and a drop: < 60
    // stops) or a massacre (2 rolls, injury, ejection, drop: < 30): 1200 more. Or a shot (< 140 stops: aim,
    // target deviation and power with their rerolls (11), RW-SHOT, each of ≤ 13 players on the path (D-22, the
    // roll, D-26, its reroll), one D-28 per tie, the end of the path (a knock-down with its injury, a deviation
    // with 3 bounces and their windows, a parry's catch: < 45) and the continuation): 2600 more. A regular
    // action is one of these, so the largest counts: 2000 + 2600 = 4600 per turn.
    // ARB-SB-55: an unbounded match is played up to the referee's limit, so this count is finite.
    const turns = lastTurn(s) + suddenDeathLength(s);
    // Coma rolls (one per roster player, 40). Each kick-off after a goal (fewer than 2 × goalsToWin): per
    // roster player a return offer, its roll and reroll, a vacancy offer (4 × 40), two redeployments, the ball
    // or a centre scatter with its bounces, the first coach: 200; with `deploy.alternate` one placement per
    // player (14) and with `subs.freeAtKickoff` up to 7 swaps and an end per coach (16): 240.
    return 260 + turns * 4600 + 2 * s.o.match.goalsToWin * 240;
  },
};
