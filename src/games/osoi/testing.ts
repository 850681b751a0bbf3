/**
 * Test helpers: battles set up with units placed where a test needs them (bypassing deployment), inputs that
 * must be accepted, and scripted dice. Not used by the rules.
 */
import type { GameEvent } from '../../engine/types.ts';
import { quantise } from '../../geometry/index.ts';
import type { ArmyUnit, UnitDef } from './army.ts';
import { SCENARIOS, type ScenarioDef } from './scenarios.ts';
import type { OSAction } from './actions.ts';
import { osoi } from './index.ts';
import { startRound } from './round.ts';
import {
  createState,
  F_ALIVE,
  G_ROLE,
  F_X,
  F_Y,
  fset,
  G_FIRST,
  G_SOUTH,
  MM,
  U_DEPLOYED,
  unitIndex,
  uset,
  type OSState,
} from './state.ts';

/** Options with these two armies (and any other keys). */
export function withArmies(
  a: ArmyUnit[],
  b: ArmyUnit[],
  more: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    armies: [
      { name: 'A', units: a },
      { name: 'B', units: b },
    ],
    ...more,
  };
}

/**
 * A battle at the start of round 1 with every unit placed at `at[unitId]` (metres, one point per figure; units
 * left out are placed in a row along their zone's edge), `first` the first player, seat 0 in the south.
 */
export function battle(
  options: Record<string, unknown>,
  at: Record<string, [number, number][]>,
  first = 0,
): OSState {
  const setup = osoi.setup(options);
  if (!setup.ok) throw new Error(setup.error.en);
  const s = setup.value;
  s.stack.length = 0;
  s.w[G_FIRST] = first;
  s.w[G_SOUTH] = 0;
  const spare = [1, 1];
  s.info.forEach((info, u) => {
    const points =
      at[info.id] ??
      Array.from({ length: info.figures }, (): [number, number] => [
        spare[info.side]!++ * 1.5,
        info.side === 0 ? 1 : s.map.depth / MM - 1,
      ]);
    if (points.length !== info.figures) throw new Error(`${info.id} has ${info.figures} figures`);
    points.forEach(([x, y], k) => {
      fset(s, info.firstFigure + k, F_X, quantise(x, MM));
      fset(s, info.firstFigure + k, F_Y, quantise(y, MM));
      fset(s, info.firstFigure + k, F_ALIVE, 1);
    });
    uset(s, u, U_DEPLOYED, 1);
  });
  startRound(s, []);
  return s;
}

/** Applies an input that must be valid; returns its events. */
export function act(s: OSState, player: number, input: unknown): GameEvent[] {
  const v = osoi.validate(s, player, input);
  if (!v.ok) throw new Error(`refused: ${v.error.en}`);
  return osoi.apply(s, player, v.value as OSAction);
}

/** The refusal of an input that must be refused. */
export function refusal(
  s: OSState,
  player: number,
  input: unknown,
): { code: string; message: string; en: string; rule?: string } {
  const v = osoi.validate(s, player, input);
  if (v.ok) throw new Error(`accepted: ${JSON.stringify(input)}`);
  return v.error;
}

/** Applies scripted faces to the pending roll. */
export function roll(s: OSState, faces: number[]): GameEvent[] {
  const r = osoi.applyChance(s, faces);
  if (!r.ok) throw new Error(r.error.en);
  return r.value;
}

/** Activates unit `id` and allocates. */
export function activateWith(
  s: OSState,
  id: string,
  alloc: Partial<Record<'move' | 'shoot' | 'melee' | 'special', number>> & { specialKind?: string },
): GameEvent[] {
  const u = unitIndex(s, id);
  const side = s.info[u]!.side;
  act(s, side, { type: 'activate', unit: id });
  return act(s, side, { type: 'allocate', move: 0, shoot: 0, melee: 0, special: 0, ...alloc });
}

/**
 * Like `battle`, in a scenario the options may still refuse (SC-3): the battle is set up in SC-1, then its
 * state rebuilt by `createState` with the scenario's objects and actions; `role` holds the scenario's first role.
 */
export function scenarioBattle(
  scenario: ScenarioDef['id'],
  options: Record<string, unknown>,
  at: Record<string, [number, number][]>,
  first = 0,
  role = 0,
): OSState {
  const s = battle(options, at, first);
  const armies: [UnitDef[], UnitDef[]] = [
    s.info.filter((u) => u.side === 0),
    s.info.filter((u) => u.side === 1),
  ];
  const t = createState({ ...s.o, scenario }, s.map, SCENARIOS[scenario], armies);
  // Same armies, same layout of the global, unit and figure words.
  for (let i = 0; i < s.oBase; i++) t.w[i] = s.w[i]!;
  t.w[G_ROLE] = role;
  t.stack = s.stack.slice();
  return t;
}
