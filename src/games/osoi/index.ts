/**
 * OSOI: the Rules object (see ../shared/rules/osoi.md). Two players, side A (seat 0) and side B (seat 1). It
 * plays the roll-off, the choice of zone, alternate deployment, rounds of alternate activation with the
 * allocation of pool dice, wounds and casualties, the end of the battle and its victory points.
 * docs/osoi.md maps the modules and says which parts are still to come.
 */
import { facesForRequest, uniformOutcomes } from '../../engine/dice.ts';
import { ok, type GameEvent, type Result, type Rules } from '../../engine/types.ts';
import type { OSAction } from './actions.ts';
import { checkArmy } from './army.ts';
import { casualtiesProblem, chooseCasualties, chooseStrip } from './damage.ts';
import { endBattle } from './end.ts';
import { legalActions } from './legal.ts';
import { applyStops, declareMove, stopProblem, translatedMillimetres } from './movement.ts';
import { buildBattlefield } from './map.ts';
import { parseOptions, type OSOptions } from './options.ts';
import { chanceRequest, pendingOf } from './pending.ts';
import { activate, allocate, declareDice, endActivation, settle } from './round.ts';
import { SCENARIOS } from './scenarios.ts';
import { applyRollOff, chooseZone, deploy } from './setup.ts';
import { chooseRole, roleBudgetsProblem } from './scenario-setup.ts';
import { declareObjectShot } from './object-shots.ts';
import { objectIndex } from './objects.ts';
import {
  cloneState,
  createState,
  G_ACTIVE,
  G_ROLLOFF0,
  G_STEPS,
  MM,
  hashState,
  unitIndex,
  type OSState,
} from './state.ts';
import { err } from '../../engine/types.ts';
import { validateAction } from './validate.ts';
import { applyPoolFaces, decideOrderDice, diceOf, poolOutcomes } from './tests.ts';
import { resolveRoll } from './resolvers.ts';
import { viewOf, type OSView } from './view.ts';
import type { RuleError } from '../../engine/types.ts';
import { selectUnit } from './round.ts';
import { declareShot, defend } from './shooting.ts';
import { declareMelee, declareObjectMelee, defendMelee } from './melee.ts';
import { declareSpecial, restore, restoreProblem } from './special.ts';

export type { OSAction } from './actions.ts';
export type { OSState } from './state.ts';
export type { OSView } from './view.ts';

/** Both armies checked against the battle's rules (OS-ARMY-7): every problem of each, or their units. */
function armiesOf(
  o: OSOptions,
): Result<[ReturnType<typeof checkArmy>['units'], ReturnType<typeof checkArmy>['units']]> {
  const rules = { ...o, equipmentEnabled: o.equipmentEnabled };
  const checked = o.armies.map((a) => checkArmy(a, rules));
  const details: RuleError[] = [];
  checked.forEach((c, side) =>
    c.problems.forEach((p) =>
      details.push({
        ...p,
        message: `Armée ${side === 0 ? 'A' : 'B'} : ${p.message}`,
        en: `Army ${side === 0 ? 'A' : 'B'}: ${p.en}`,
      }),
    ),
  );
  if (details.length > 0) {
    const e = err(
      'options.army',
      'OS-ARMY-7',
      `Armée non valable : ${details.map((d) => d.message).join(' ; ')}`,
      `Invalid army: ${details.map((d) => d.en).join('; ')}`,
    );
    e.error.details = details;
    return e;
  }
  return ok([checked[0]!.units, checked[1]!.units]);
}

function applyAction(s: OSState, player: number, a: OSAction): GameEvent[] {
  const events: GameEvent[] = [];
  s.w[G_STEPS] = s.w[G_STEPS]! + 1;
  // OS-R-04's variant: an action's declared dice are allocated as it is chosen.
  if ('dice' in a && a.dice !== undefined && a.type !== 'defend' && a.type !== 'defendMelee')
    declareDice(
      s,
      player,
      { kind: a.type, dice: a.dice, ...(a.specialKind ? { specialKind: a.specialKind } : {}) },
      events,
    );
  switch (a.type) {
    case 'concede':
      events.push({ type: 'conceded', rule: 'OS-END-4', player });
      endBattle(s, 'concession', events, player);
      break;
    case 'chooseZone':
      chooseZone(s, player, a.zone, events);
      break;
    case 'chooseRole':
      chooseRole(s, player, a.role, events);
      break;
    case 'deploy':
      deploy(s, player, unitIndex(s, a.unit), a.positions, events);
      break;
    case 'activate':
      activate(s, player, unitIndex(s, a.unit), events);
      break;
    case 'allocate':
      allocate(s, player, a, events);
      break;
    case 'end':
      endActivation(s, player, true, events);
      break;
    case 'orderDice':
      decideOrderDice(s, a.use, events, resolveRoll);
      break;
    case 'casualties': {
      const chosen = casualtiesProblem(s, a.figures);
      if (!chosen.ok) throw new Error(`casualties not validated: ${chosen.error.en}`);
      chooseCasualties(s, chosen.value, events);
      break;
    }
    case 'shoot':
      if (unitIndex(s, a.target) < 0)
        declareObjectShot(s, player, objectIndex(s, a.target), events, a.declared);
      else declareShot(s, player, unitIndex(s, a.target), events, a.declared);
      break;
    case 'defend':
      defend(s, player, a.dice, a.returnFire, events);
      break;
    case 'move':
      declareMove(
        s,
        player,
        a.translate ? translatedMillimetres(s, a.translate) : a.paths,
        events,
        a.declared && { distance: Math.round(a.declared.distance * MM), difficulty: a.declared.difficulty },
      );
      break;
    case 'stop': {
      const stops = stopProblem(s, a.at);
      if (!stops.ok) throw new Error(`stops not validated: ${stops.error.en}`);
      applyStops(s, stops.value, events);
      break;
    }
    case 'melee':
      if ('object' in a) declareObjectMelee(s, player, objectIndex(s, a.object), events);
      else declareMelee(s, player, unitIndex(s, a.target), events, a.declared);
      break;
    case 'defendMelee':
      defendMelee(s, player, a.dice, events);
      break;
    case 'special':
      declareSpecial(s, player, a.target!, events, a.kind, a.declared);
      break;
    case 'stripDice':
      chooseStrip(s, a.from, events);
      break;
    case 'restore': {
      const placed = restoreProblem(s, a.positions);
      if (!placed.ok) throw new Error(`restored figures not validated: ${placed.error.en}`);
      restore(s, placed.value, events);
      break;
    }
  }
  settle(s, events);
  return events;
}

function applyFaces(s: OSState, faces: number[]): Result<GameEvent[]> {
  const request = chanceRequest(s);
  const checked = facesForRequest(request, faces);
  if (!checked.ok) return checked;
  const f = s.stack.at(-1)!;
  const events: GameEvent[] = [];
  s.w[G_STEPS] = s.w[G_STEPS]! + 1;
  switch (f.id) {
    case 'DS-ROLLOFF':
      if (f.round) applyRoundRollOff(s, f.roller, checked.value[0]!, events);
      else applyRollOff(s, f.roller, checked.value[0]!, events);
      break;
    case 'DS':
      applyPoolFaces(s, checked.value, events, resolveRoll);
      break;
    default:
      throw new Error(`no roll at ${f.id}`);
  }
  settle(s, events);
  return ok(events);
}

/** DS-ROUND-ROLLOFF (OS-R-39, `rolloff`): the round's first player; a tie repeats. */
function applyRoundRollOff(s: OSState, roller: number, face: number, events: GameEvent[]): void {
  s.stack.pop();
  events.push({
    type: 'roll',
    rule: 'OS-R-39',
    player: roller,
    dice: '1d6',
    faces: [face],
    total: face,
    reroll: false,
  });
  if (roller === 0) {
    s.w[G_ROLLOFF0] = face;
    s.stack.push({ id: 'DS-ROLLOFF', roller: 1, round: true });
    return;
  }
  const first = s.w[G_ROLLOFF0]!;
  s.w[G_ROLLOFF0] = 0;
  if (first === face) {
    // A tie is rolled again, as at the first roll-off (OS-R-40, ARB-OS-63).
    events.push({ type: 'rollOffTie', rule: 'OS-R-39', face });
    s.stack.push({ id: 'DS-ROLLOFF', roller: 0, round: true });
    return;
  }
  s.w[G_ACTIVE] = first > face ? 0 : 1;
  events.push({ type: 'roundFirstPlayer', rule: 'OS-R-39', player: s.w[G_ACTIVE] });
  selectUnit(s, events);
}

/** The OSOI rules object. */
export const osoi: Rules<OSState, OSAction, OSView> = {
  id: 'osoi',
  version: '1',
  players: { min: 2, max: 2 },
  setup(options) {
    const o = parseOptions(options);
    if (!o.ok) return o;
    const armies = armiesOf(o.value);
    if (!armies.ok) return armies;
    const costs = armies.value.map((units) => units.reduce((n, u) => n + u.cost, 0)) as [number, number];
    const budgets = roleBudgetsProblem(o.value, SCENARIOS[o.value.scenario], costs);
    if (!budgets.ok) return budgets;
    const s = createState(o.value, buildBattlefield(o.value.map), SCENARIOS[o.value.scenario], armies.value);
    s.stack.push({ id: 'DS-ROLLOFF', roller: 0, round: false });
    return ok(s);
  },
  pending: pendingOf,
  legal: legalActions,
  validate: validateAction,
  apply: applyAction,
  applyOrders() {
    throw new Error('OSOI has no simultaneous orders');
  },
  applyChance: applyFaces,
  chanceOutcomes(s) {
    const request = chanceRequest(s);
    if (!request) return null;
    // A pool roll matters only by its count of successes: one outcome per count (tests.ts).
    const f = s.stack.at(-1);
    return f?.id === 'DS' ? poolOutcomes(diceOf(f.roll)) : uniformOutcomes(request.dice);
  },
  resigns: (a) => a.type === 'concede',
  view: viewOf,
  clone: cloneState,
  hash: hashState,
  stepBound(s) {
    // Roll-offs (ties repeat; 100 is ample), a zone, one deployment per unit; per round a round roll-off and,
    // per unit, an activation, an allocation, at most 4 actions each with at most 12 steps (paths, stops, order
    // dice, defence, two rolls, casualties), and casualty choices of the other side's units.
    const units = s.info.length;
    return 100 + units + s.o.roundLimit * (100 + units * 60);
  },
};
