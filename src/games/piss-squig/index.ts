/**
 * Piss' Squig 2 Le Retour (free-for-all, doubles, four-player): the Rules object (see ../shared/rules/piss-squig.md).
 */
import { facesForRequest, uniformOutcomes } from '../../engine/dice.ts';
import { ok, type GameEvent, type Result, type Rules } from '../../engine/types.ts';
import type { PSAction } from './actions.ts';
import { applyBlock, beginBlock, decideFollow } from './block.ts';
import { OFF } from './board.ts';
import { applyArmour } from './falls.ts';
import { legalActions, squareOf } from './legal.ts';
import {
  applyClimb,
  applyDodge,
  applyGfi,
  applyJump,
  applySlip,
  beginClimb,
  beginMove,
  stepTo,
} from './movement.ts';
import { parseOptions } from './options.ts';
import { psPreviews } from './previews.ts';
import { chanceRequest, pendingOf } from './pending.ts';
import { applyPiss, applyScatter, beginPiss } from './piss.ts';
import { applyAdvance, applyInjury, decideAdvance, decideCare } from './postmatch.ts';
import { applyShadowSlip, decideDive, decideQuick, decideShadow } from './reactions.ts';
import { applyPro, decideReroll } from './rerolls.ts';
import { choosePush } from './push.ts';
import { applyRollOff, startMatch } from './rolloff.ts';
import { applyGnak, applySquigRoll, beginSquig, chooseSidestep, decideSecondStep } from './squig.ts';
import { cloneState, createState, hashState, Phase, StepKind, type PSState } from './state.ts';
import { afterEntry, concede, endTurn, enter } from './turn.ts';
import { turnsPerRound } from './modes.ts';
import { validateAction } from './validate.ts';
import { viewOf, type PSView } from './view.ts';

export type { PSAction } from './actions.ts';
export type { PSState } from './state.ts';
export type { PSView } from './view.ts';
export type { CareerReport } from './career.ts';
export { careerReport, levelOf } from './career.ts';

/**
 * The D-ACTION event of a goblin's action; in four-player `perPlayer` the action names the goblin, who becomes
 * the actor (PS-R-25).
 */
function goblinAction(s: PSState, player: number, a: PSAction & { goblin?: number }): GameEvent {
  if (a.goblin === undefined) return { type: 'action', rule: 'PS-TURN-1', side: player, action: a.type };
  s.actor = a.goblin;
  return { type: 'action', rule: 'PS-R-25', side: player, action: a.type, goblin: a.goblin };
}

/** Applies a validated decision of `player`. */
function applyAction(s: PSState, player: number, a: PSAction): GameEvent[] {
  const events: GameEvent[] = [];
  switch (a.type) {
    case 'move':
      events.push(goblinAction(s, player, a));
      beginMove(s, events);
      break;
    case 'piss':
      events.push(goblinAction(s, player, a));
      beginPiss(s, a.target ?? -1, events);
      break;
    case 'block':
      events.push(goblinAction(s, player, a));
      beginBlock(s, a.target, events);
      break;
    case 'squig':
      if (s.phase === Phase.Squig2) decideSecondStep(s, squareOf(a), events);
      else {
        events.push({ type: 'action', rule: 'PS-TURN-1', side: player, action: 'squig' });
        beginSquig(s, squareOf(a), events);
      }
      break;
    case 'stop':
      decideSecondStep(s, OFF, events);
      break;
    case 'pass':
      events.push({ type: 'action', rule: 'PS-TURN-1', side: player, action: 'pass' });
      endTurn(s, events);
      break;
    case 'concede':
      concede(s, player, events);
      break;
    case 'step':
      stepTo(s, squareOf(a), a.gfi ? StepKind.Gfi : StepKind.Step, events);
      break;
    case 'jump':
      stepTo(s, squareOf(a), StepKind.Jump, events);
      break;
    case 'climb':
      beginClimb(s, events);
      break;
    case 'end':
      events.push({ type: 'moveEnded', rule: 'PS-MOVE-1', goblin: s.actor, mp: s.mp });
      endTurn(s, events);
      break;
    case 'reroll':
    case 'pro':
    case 'noReroll':
      decideReroll(s, a.type, events);
      break;
    case 'dive':
      decideDive(s, true, events);
      break;
    case 'shadow':
      decideShadow(s, true, events);
      break;
    case 'quickPiss':
      decideQuick(s, true, events);
      break;
    case 'decline':
      if (s.phase === Phase.Dive) decideDive(s, false, events);
      else if (s.phase === Phase.Shadow) decideShadow(s, false, events);
      else decideQuick(s, false, events);
      break;
    case 'push':
      choosePush(s, squareOf(a), events);
      break;
    case 'follow':
    case 'stay':
      decideFollow(s, a.type === 'follow', events);
      break;
    case 'enter': {
      const gi = s.actor;
      enter(s, gi, squareOf(a), 'PS-ENTRY-2', events);
      afterEntry(s, gi, events);
      break;
    }
    case 'sidestep':
      chooseSidestep(s, squareOf(a), events);
      break;
    case 'care':
    case 'retire':
      decideCare(s, a.type === 'care', events);
      break;
    case 'advance':
      decideAdvance(s, a.skill, events);
      break;
  }
  return events;
}

/** Applies the faces of the pending roll. */
function applyFaces(s: PSState, faces: unknown): Result<GameEvent[]> {
  const checked = facesForRequest(chanceRequest(s), faces);
  if (!checked.ok) return checked;
  const f = checked.value;
  const events: GameEvent[] = [];
  switch (s.phase) {
    case Phase.RollOff:
      applyRollOff(s, f, events);
      break;
    case Phase.Slip:
      applySlip(s, f, events);
      break;
    case Phase.Dodge:
      applyDodge(s, f, events);
      break;
    case Phase.Climb:
      applyClimb(s, f, events);
      break;
    case Phase.Armour:
      applyArmour(s, f, events);
      break;
    case Phase.Piss:
      applyPiss(s, f, events);
      break;
    case Phase.Scatter:
      applyScatter(s, f, events);
      break;
    case Phase.Block:
      applyBlock(s, f, events);
      break;
    case Phase.Squig:
      applySquigRoll(s, f, events);
      break;
    case Phase.Gnak:
      applyGnak(s, f, events);
      break;
    case Phase.Injury:
      applyInjury(s, f, events);
      break;
    case Phase.Advance:
      applyAdvance(s, f, events);
      break;
    case Phase.Gfi:
      applyGfi(s, f, events);
      break;
    case Phase.Jump:
      applyJump(s, f, events);
      break;
    case Phase.Pro:
      applyPro(s, f, events);
      break;
    case Phase.ShadowSlip:
      applyShadowSlip(s, f, events);
      break;
  }
  return ok(events);
}

/** The Piss' Squig rules object. */
export const pissSquig: Rules<PSState, PSAction, PSView> = {
  id: 'piss-squig',
  version: '1',
  players: { min: 2, max: 8 },
  setup(options) {
    const o = parseOptions(options);
    if (!o.ok) return o;
    const s = createState(o.value);
    startMatch(s, []);
    return ok(s);
  },
  pending: pendingOf,
  legal: legalActions,
  validate: validateAction,
  apply: applyAction,
  applyOrders() {
    throw new Error("Piss' Squig has no simultaneous orders");
  },
  applyChance: applyFaces,
  chanceOutcomes(s) {
    const request = chanceRequest(s);
    return request ? uniformOutcomes(request.dice) : null;
  },
  resigns: (a) => a.type === 'concede',
  previews: (s, player, legal) => psPreviews(pissSquig, s, player, legal),
  view: viewOf,
  clone: cloneState,
  hash: hashState,
  stepBound(s) {
    // Roll-off ties, then per turn at most: action, 6 steps × (slip, dodge, reroll decision, reroll), climb,
    // falls with armour, a furious Squig's two steps with GNAK and sidestep chains; skills add Lucidité steps,
    // a jump, Pro rolls and reaction windows: 150 covers it with margin.
    // A career match adds per goblin an injury roll, a care decision and four advances (roll and choice).
    return 500 + s.o.maxRounds * turnsPerRound(s) * 150 + (s.career.length > 0 ? s.goblins.length * 10 : 0);
  },
};
