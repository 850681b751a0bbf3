/**
 * Spark Ball: the Rules object (see ../shared/rules/spark-ball.md). Two coaches, Home (seat 0) and Away
 * (seat 1). This version plays the pre-match, deployment, the match event, the opening kick-off and turns of
 * phases with StandUp, Move, Leap, PickUp and EndActivation, team rerolls (D-26), Catch rebound (RW-REBOUND),
 * Tackle (RW-TACKLE) and knock-downs with injuries. Pushes, the regular actions (Charge, Shoot, Pass,
 * Massacre), goals and the kick-off after a goal come next; nothing offers them before they exist.
 */
import { facesForRequest, uniformOutcomes } from '../../engine/dice.ts';
import { ok, type GameEvent, type Result, type Rules } from '../../engine/types.ts';
import type { SBAction } from './actions.ts';
import { activate, endActivation, pass, standUp } from './activation.ts';
import { applyTackleRoll, declareStep, declineTackle, tackle } from './tackle.ts';
import { applyDirection, applyScatterDice } from './ball.ts';
import { applyInjuryRoll, applySeriousRoll, chooseLoss } from './knockdown.ts';
import { legalActions } from './legal.ts';
import { applyPickUpRoll, beginPickUp } from './pickup.ts';
import { applyReboundRoll, catchRebound, declineRebound } from './rebound.ts';
import { decideReroll } from './rerolls.ts';
import { allowance, checkPath, leapLength } from './movement.ts';
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
import { checkMeasured } from './table.ts';
import { announceReturn, endIfStuck } from './keeper.ts';
import { concede } from './turn.ts';
import { top, validateAction } from './validate.ts';
import { viewOf, type SBView } from './view.ts';

export type { SBAction } from './actions.ts';
export type { SBState } from './state.ts';
export type { SBView } from './view.ts';

const NO_TEXT = { fr: '', en: '' };

/** Applies a validated decision of `coach`. */
function applyAction(s: SBState, coach: number, a: SBAction): GameEvent[] {
  const events: GameEvent[] = [];
  switch (a.type) {
    case 'concede':
      concede(s, coach, events);
      break;
    case 'lineup':
      applyLineup(s, coach, a.players, events);
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
    case 'disableEquipment':
      applyDisable(s, coach, a.player, events);
      break;
    case 'activate':
      activate(s, indexOf(s, coach, a.player), events);
      announceReturn(s, s.act.actor, events);
      endIfStuck(s, events);
      break;
    case 'pass':
      pass(s, coach, events);
      break;
    case 'standUp':
      standUp(s, events);
      endIfStuck(s, events);
      break;
    case 'move': {
      const p = s.act.actor;
      const path = checkPath(s, p, a.path, allowance(s, p) - s.act.used, 'SB-MOVE-1', NO_TEXT);
      if (!path.ok) throw new Error(`move not validated: ${path.error.en}`);
      declareStep(s, path.value, false, events);
      endIfStuck(s, events);
      break;
    }
    case 'leap': {
      const p = s.act.actor;
      const path = checkPath(s, p, [a.to], leapLength(s, p), 'SB-MOVE-4', NO_TEXT);
      if (!path.ok) throw new Error(`leap not validated: ${path.error.en}`);
      declareStep(s, path.value, true, events);
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
  }
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
    s.measured = -1;
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
    // covers it. A keeper's return (SB-ACT-5) is made of the same Move and Leap steps.
    const turns = (s.o.match.maxTurns ?? 100) + s.o.match.suddenDeathTurns;
    return 200 + turns * 2000;
  },
};
