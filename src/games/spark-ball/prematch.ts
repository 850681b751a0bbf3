/**
 * The top-level machine of section 5.1 from PreMatch to the first TurnStart: line-ups (D-01), captains (D-02),
 * captain traits (ROLL-TRAIT), the deployment roll-off (ROLL-ROLLOFF, D-03), deployment (D-04), the match
 * event (ROLL-EVENT), the opening kick-off (ROLL-KICKOFF, ball.ts) and the first-turn roll-off.
 * Each stage pushes its stops on the stack; when the stack is empty, `advance` enters the next stage.
 */
import { quantise } from '../../geometry/index.ts';
import type { GameEvent } from '../../engine/types.ts';
import type { Placement } from './actions.ts';
import { applyCareers } from './availability.ts';
import { startKickoff } from './ball.ts';
import { pushNextPlacement } from './deployment.ts';
import { fillSlot } from './slots.ts';
import type { Position } from './teams/types.ts';
import { nextKickoffStop } from './kickoff-after-goal.ts';
import { rollOffWinner } from './dice.ts';
import {
  AWAY,
  get,
  HOME,
  indexOf,
  KICK_ENTERING,
  P_DISABLED,
  P_KICK,
  P_X,
  P_Y,
  P_WHERE,
  PER_INCH,
  set,
  sideRange,
  Stage,
  TRAITS,
  Where,
  type SBState,
} from './state.ts';
import { startTurn } from './turn.ts';

/** Starts the match: each coach picks his line-up and captain, Home first (SB-SETUP-1). */
export function startMatch(s: SBState): void {
  s.stage = Stage.PreMatch;
  s.stack.push({ id: 'D-02', coach: AWAY }, { id: 'D-01', coach: AWAY });
  s.stack.push({ id: 'D-02', coach: HOME }, { id: 'D-01', coach: HOME });
  // SB-SETUP-1: unavailability from earlier matches, and the coma rolls before the line-ups (SB-POST-2..4).
  applyCareers(s);
}

/** Enters the next stage while nothing is pending (section 5.1). */
export function advance(s: SBState, events: GameEvent[]): void {
  while (s.stack.length === 0 && s.stage !== Stage.Over && s.stage !== Stage.Turn) {
    switch (s.stage) {
      case Stage.PreMatch:
        // SB-SETUP-2: captain traits are rolled before deployment (SB-R-58: no other random bonus exists).
        s.stage = Stage.CaptainTraits;
        s.stack.push({ id: 'ROLL-TRAIT', coach: AWAY }, { id: 'ROLL-TRAIT', coach: HOME });
        break;
      case Stage.CaptainTraits:
        s.stage = Stage.DeployRollOff;
        s.stack.push({ id: 'ROLL-ROLLOFF', coach: HOME, purpose: 'deploy', home: 0 });
        break;
      case Stage.DeployRollOff:
        s.stage = Stage.Deploy;
        // deploy.alternate (ARB-SB-65): one player at a time, the first coach first.
        if (s.o.deploy.alternate) pushNextPlacement(s);
        else s.stack.push({ id: 'D-04', coach: 1 - s.deployFirst }, { id: 'D-04', coach: s.deployFirst });
        break;
      case Stage.Deploy:
        s.stage = Stage.MatchEvent;
        s.stack.push({ id: 'ROLL-EVENT' });
        break;
      case Stage.MatchEvent:
        s.stage = Stage.OpeningKickoff;
        startKickoff(s, events);
        break;
      case Stage.OpeningKickoff:
        s.stage = Stage.FirstTurnRollOff;
        s.stack.push({ id: 'ROLL-ROLLOFF', coach: HOME, purpose: 'firstTurn', home: 0 });
        break;
      case Stage.FirstTurnRollOff:
        throw new Error('the first-turn roll-off starts turn 1 itself');
      case Stage.KickoffAfterGoal:
        nextKickoffStop(s, events);
        break;
    }
  }
}

/**
 * D-01: the chosen players go on the pitch (SB-TEAM-3); the Keeper slot has Gardien (SB-TEAM-4). A player in
 * another position's slot (`lineup.anyPositionFillsSlot`) counts as that position for the match (ARB-SB-66).
 */
export function applyLineup(
  s: SBState,
  coach: number,
  ids: string[],
  slots: Position[] | undefined,
  events: GameEvent[],
): void {
  s.stack.pop();
  let moved = false;
  for (let i = 0; i < ids.length; i++) {
    const p = indexOf(s, coach, ids[i]);
    set(s, p, P_WHERE, Where.Pitch);
    const slot = slots?.[i];
    if (slot !== undefined && slot !== s.info[p]!.position) {
      fillSlot(s, p, slot);
      moved = true;
    }
  }
  events.push({
    type: 'lineup',
    rule: moved ? 'SB-R-53' : 'SB-TEAM-3',
    side: coach,
    players: ids.slice(),
    ...(moved ? { slots: slots!.slice() } : {}),
  });
  advance(s, events);
}

/** D-02: the captain for the whole match (SB-TEAM-9). */
export function applyCaptain(s: SBState, coach: number, id: string, events: GameEvent[]): void {
  s.stack.pop();
  s.captain[coach] = indexOf(s, coach, id);
  events.push({ type: 'captain', rule: 'SB-TEAM-9', side: coach, player: id });
  advance(s, events);
}

/**
 * ROLL-TRAIT (SB-CAPT-1, table 4.3): the trait is stored; Meneur's extra team reroll is granted now (its
 * "only while the captain is on the pitch" condition is checked when rerolls are used, SB-CAPT-2).
 */
export function applyTrait(s: SBState, coach: number, face: number, events: GameEvent[]): void {
  s.stack.pop();
  s.trait[coach] = face - 1;
  const trait = TRAITS[face - 1]!;
  events.push({
    type: 'roll',
    rule: 'SB-CAPT-1',
    roll: 'ROLL-TRAIT',
    player: coach,
    dice: '1d6',
    faces: [face],
    total: face,
    result: trait,
    captain: s.info[s.captain[coach]!]!.id,
    reroll: false,
  });
  if (trait === 'meneur') {
    s.rerolls[coach] = s.rerolls[coach]! + 1;
    events.push({
      type: 'rerollsGained',
      rule: 'SB-CAPT-1',
      side: coach,
      count: 1,
      rerolls: s.rerolls[coach],
    });
  }
  advance(s, events);
}

/** ROLL-ROLLOFF (SB-GEN-9): Home rolls, then Away; ties roll again. */
export function applyRollOff(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack[s.stack.length - 1]!;
  if (f.id !== 'ROLL-ROLLOFF') throw new Error('no roll-off pending');
  const rule = f.purpose === 'deploy' ? 'SB-SETUP-3' : 'SB-SETUP-7';
  events.push({
    type: 'roll',
    rule,
    roll: 'ROLL-ROLLOFF',
    player: f.coach,
    dice: '1d6',
    faces: [face],
    total: face,
    result: 'rolled',
    reroll: false,
  });
  if (f.coach === HOME) {
    f.coach = AWAY;
    f.home = face;
    return;
  }
  const winner = rollOffWinner(f.home, face);
  if (winner < 0) {
    events.push({ type: 'rollOffTie', rule: 'SB-GEN-9', total: face });
    f.coach = HOME;
    f.home = 0;
    return;
  }
  s.stack.pop();
  events.push({ type: 'rollOffWon', rule, side: winner, purpose: f.purpose });
  if (f.purpose === 'deploy') {
    s.stack.push({ id: 'D-03', coach: winner });
    return;
  }
  // SB-SETUP-7 (turn 1) or `turn.firstPlayer` = rollEachTurn: the winner plays first.
  s.stage = Stage.Turn;
  startTurn(s, winner, events);
}

/** D-03: the roll-off winner deploys first or second (SB-SETUP-3). */
export function applyDeployOrder(s: SBState, coach: number, first: boolean, events: GameEvent[]): void {
  s.stack.pop();
  s.deployFirst = first ? coach : 1 - coach;
  events.push({ type: 'deployOrder', rule: 'SB-SETUP-3', side: coach, deploysFirst: s.deployFirst });
  advance(s, events);
}

/** D-04: the validated positions (C-1) are quantised onto the grid and the team stands there (SB-SETUP-4). */
export function applyDeploy(s: SBState, coach: number, positions: Placement[], events: GameEvent[]): void {
  s.stack.pop();
  const placed: { player: string; x: number; y: number }[] = [];
  for (const q of positions) {
    const p = indexOf(s, coach, q.player);
    const x = quantise(q.x, PER_INCH);
    const y = quantise(q.y, PER_INCH);
    set(s, p, P_X, x);
    set(s, p, P_Y, y);
    // A player who came on at a kick-off has his place now (ARB-SB-71).
    set(s, p, P_KICK, get(s, p, P_KICK) & ~KICK_ENTERING);
    placed.push({ player: q.player, x: x / PER_INCH, y: y / PER_INCH });
  }
  // D-32 at a kick-off after a goal is the same decision (SB-KICK-4).
  const rule = s.stage === Stage.KickoffAfterGoal ? 'SB-KICK-4' : 'SB-SETUP-4';
  events.push({ type: 'deployed', rule, side: coach, positions: placed });
  advance(s, events);
}

/** The players of `side`'s roster whose equipment still works, by index (SB-EVENT-3/9 targets). */
export function equipped(s: SBState, side: number): number[] {
  const [from, to] = sideRange(s, side);
  const list: number[] = [];
  for (let p = from; p < to; p++)
    if (s.info[p]!.equipment !== null && get(s, p, P_DISABLED) === 0) list.push(p);
  return list;
}

/** D-05 (SB-EVENT-3, SB-EVENT-9, SB-EQUIP-2): the named opposing player's item is disabled for the match. */
export function applyDisable(s: SBState, coach: number, id: string, events: GameEvent[]): void {
  s.stack.pop();
  const p = indexOf(s, 1 - coach, id);
  set(s, p, P_DISABLED, 1);
  events.push({
    type: 'equipmentDisabled',
    rule: s.event === 3 ? 'SB-EVENT-3' : 'SB-EVENT-9',
    side: coach,
    player: id,
    item: s.info[p]!.equipment,
  });
  advance(s, events);
}

/** The events of the 2D6 table (SB-EVENT-2..10), by total. */
export const MATCH_EVENTS: Record<number, string> = {
  2: 'orageWarp',
  3: 'maledictionWarp',
  4: 'nuitObscure',
  5: 'ventMagnetique',
  6: 'rienASignaler',
  7: 'rienASignaler',
  8: 'rienASignaler',
  9: 'graviteImportante',
  10: 'clarteAveuglante',
  11: 'colereDivine',
  12: 'lumiereDivine',
};

const EVENT_RULE: Record<number, string> = {
  2: 'SB-EVENT-2',
  3: 'SB-EVENT-3',
  4: 'SB-EVENT-4',
  5: 'SB-EVENT-5',
  6: 'SB-EVENT-6',
  7: 'SB-EVENT-6',
  8: 'SB-EVENT-6',
  9: 'SB-EVENT-7',
  10: 'SB-EVENT-8',
  11: 'SB-EVENT-9',
  12: 'SB-EVENT-10',
};

/**
 * ROLL-EVENT (SB-SETUP-5, SB-EVENT-1): the total is stored for the whole match. Results 2 and 12 give each
 * Chaos (2) or Order (12) team 2 team rerolls now (SB-EVENT-12: Neutral teams are unaffected); 3 and 11 let
 * each Chaos (3) or Order (11) coach disable one opposing item (D-05); 5 and 9 act on every deviation
 * (dice.ts); 4 and 10 are for the pass and shot rolls.
 */
export function applyEvent(s: SBState, faces: number[], events: GameEvent[]): void {
  s.stack.pop();
  const total = faces[0]! + faces[1]!;
  s.event = total;
  events.push({
    type: 'roll',
    rule: 'SB-EVENT-1',
    roll: 'ROLL-EVENT',
    player: HOME,
    neutral: true,
    dice: '2d6',
    faces: faces.slice(),
    total,
    result: MATCH_EVENTS[total]!,
    reroll: false,
  });
  events.push({ type: 'matchEvent', rule: EVENT_RULE[total]!, event: MATCH_EVENTS[total]!, total });
  if (total === 3 || total === 11) {
    const alignment = total === 3 ? 'chaos' : 'order';
    // Away's choice is pushed first so that Home names his item first.
    for (let side = 1; side >= 0; side--) {
      if (s.o.teams[side]!.alignment !== alignment) continue;
      if (equipped(s, 1 - side).length === 0) {
        // SB-R-62: nothing to disable, the effect is void.
        events.push({ type: 'curseVoid', rule: 'SB-R-62', side });
        continue;
      }
      s.stack.push({ id: 'D-05', coach: side });
    }
  }
  if (total === 2 || total === 12) {
    const alignment = total === 2 ? 'chaos' : 'order';
    for (let side = 0; side < 2; side++) {
      if (s.o.teams[side]!.alignment !== alignment) continue;
      s.rerolls[side] = s.rerolls[side]! + 2;
      events.push({
        type: 'rerollsGained',
        rule: EVENT_RULE[total]!,
        side,
        count: 2,
        rerolls: s.rerolls[side],
      });
    }
  }
  advance(s, events);
}
