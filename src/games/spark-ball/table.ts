/**
 * Table mode (SB-R-63, C-7, `input.tableMode`): a referee at a real table types what he measured and read.
 * - A distance-based difficulty roll's request carries `measure: { rule, computed }` (inches) when the option
 *   is on; the faces may then come with a `measured` distance (inches), which the roll uses instead of the
 *   computed one (`distanceDifficulty`) and logs beside it, with a warning above 0.25 in. DESIGN.md's
 *   `applyChance(s, faces)` could not carry a typed value: the engine's extension is an optional third
 *   argument, `applyChance(s, faces, measured)`, recorded as `{ faces, measured }` (docs/spark-ball.md).
 * - The scatter die is typed as HIT or ARROW with the distance dice, and its direction as degrees, a clock
 *   hour or a compass point; `tableFaces` converts them exactly into the faces of the two requests (the
 *   direction die's face is θ in millidegrees + 1, or the D8 / D12 index under `scatter.directions`), so a
 *   record holds faces only and no trigonometry enters the state.
 */
import {
  clockAngle,
  COMPASS,
  compassAngle,
  degreesToAngle,
  quantise,
  type CompassPoint,
} from '../../geometry/index.ts';
import { err, ok, type ChanceRequest, type Result } from '../../engine/types.ts';
import { scatterD6 } from './ball.ts';
import { throwDistance } from './pass.ts';
import { shotDistance } from './shoot.ts';
import { EPS, PER_INCH, type FrameId, type SBState, type ScatterRoll } from './state.ts';

/** The pitch's diagonal, rounded up: no measured distance on the pitch is longer (13 × 21 in). */
export const MAX_MEASURED = 25;
/** SB-R-63: a measured distance further than this from the computed one is flagged in the log. */
export const MEASURE_WARNING = 250;

/**
 * The rolls whose difficulty is a distance (SB 1.4 "rounding of distance-based difficulties", section 5.6): for
 * each, the rule and the distance the engine computes now, in quanta: the shot's aim and power (to the aimed
 * point or player, SB-SHOT-2/3) and the pass's throw (thrower to receiver, SB-PASS-3). Their difficulties read
 * `measuredDifficulty` and their roll events `measureLog`.
 */
export const DISTANCE_ROLLS: Partial<Record<FrameId, (s: SBState) => { rule: string; computed: number }>> = {
  'ROLL-SHOT-AG': (s) => ({ rule: 'SB-SHOT-2', computed: shotDistance(s) }),
  'ROLL-SHOT-F': (s) => ({ rule: 'SB-SHOT-3', computed: shotDistance(s) }),
  'ROLL-PASS-AG': (s) => ({ rule: 'SB-PASS-3', computed: throwDistance(s) }),
};

/**
 * A distance-based difficulty before event modifiers: `exact` (the engine's exact ceil(d − ε) from the
 * positions) unless a distance was typed at the table for the roll in progress (SB-R-63).
 */
export function measuredDifficulty(s: SBState, exact: number): number {
  return s.measured >= 0 ? Math.max(0, Math.ceil((s.measured - EPS) / PER_INCH)) : exact;
}

/** The roll event's fields of a typed distance (`measured`, `computed`, `warning`), or none. */
export function measureLog(s: SBState, computed: number): Record<string, unknown> {
  return distanceDifficulty(s, computed).log;
}

/**
 * After each step: a typed distance lives while its roll is in progress: applied, then offered to a reroll
 * (D-26 / D-27 pending) or rerolled (its frame pending again, ARB-SB-56: the measurement stands unless the
 * referee types another). Otherwise it is cleared, so -1 between rolls.
 */
export function settleMeasured(s: SBState): void {
  if (s.measured < 0) return;
  const f = s.stack[s.stack.length - 1];
  const keep =
    f !== undefined &&
    (f.id === 'D-26' || f.id === 'D-27'
      ? DISTANCE_ROLLS[f.roll as FrameId] !== undefined
      : DISTANCE_ROLLS[f.id] !== undefined && 'reroll' in f && f.reroll);
  if (!keep) s.measured = -1;
}

/** The request's `measure` field in table mode (the computed distance in inches), or undefined. */
export function measureOf(s: SBState): ChanceRequest['measure'] {
  const f = s.stack[s.stack.length - 1];
  const get = f === undefined || !s.o.input.tableMode ? undefined : DISTANCE_ROLLS[f.id];
  if (get === undefined) return undefined;
  const { rule, computed } = get(s);
  return { rule, computed: computed / PER_INCH };
}

/** `measured` (any JSON) checked against the pending request: the distance in quanta, or a precise refusal. */
export function checkMeasured(s: SBState, request: ChanceRequest, measured: unknown): Result<number> {
  if (!s.o.input.tableMode) {
    return err(
      'chance.measured',
      'SB-R-63',
      'Une distance mesurée ne se saisit qu’en mode table (input.tableMode = true).',
      'A measured distance is typed only in table mode (input.tableMode = true).',
    );
  }
  if (request.measure === undefined) {
    const roll = String(request.params?.roll ?? request.rule);
    return err(
      'chance.measured',
      'SB-R-63',
      `Le jet ${roll} n’a pas de difficulté fondée sur une distance : donnez seulement les faces.`,
      `The roll ${roll} has no distance-based difficulty: give the faces only.`,
    );
  }
  if (typeof measured !== 'number' || !Number.isFinite(measured) || measured < 0 || measured > MAX_MEASURED) {
    return err(
      'chance.measured',
      'SB-R-63',
      `Distance mesurée ${JSON.stringify(measured)} : un nombre de pouces entre 0 et ${MAX_MEASURED} (calculée : ${request.measure.computed} ps).`,
      `Measured distance ${JSON.stringify(measured)}: a number of inches from 0 to ${MAX_MEASURED} (computed: ${request.measure.computed} in).`,
    );
  }
  return ok(quantise(measured, PER_INCH));
}

/**
 * A distance-based difficulty D = ceil(d − ε) (SB 1.4), from the distance typed at the table while a roll is
 * applied (`s.measured`), else from `computed` (quanta); `log` goes into the roll event (SB-R-63: both values,
 * and `warning` when they differ by more than 0.25 in).
 */
export function distanceDifficulty(
  s: SBState,
  computed: number,
): { difficulty: number; log: { measured?: number; computed?: number; warning?: boolean } } {
  const d = s.measured >= 0 ? s.measured : computed;
  const difficulty = Math.max(0, Math.ceil((d - EPS) / PER_INCH));
  if (s.measured < 0) return { difficulty, log: {} };
  return {
    difficulty,
    log: {
      measured: s.measured / PER_INCH,
      computed: computed / PER_INCH,
      warning: Math.abs(s.measured - computed) > MEASURE_WARNING,
    },
  };
}

const FRENCH_COMPASS: Record<string, CompassPoint> = { O: 'W', SO: 'SW', NO: 'NW' };

/**
 * C-7: a direction typed at the table, in millidegrees clockwise from +y (towards the Away goal): a number or
 * `{ degrees }` (0–360), `{ clock }` (1–12), `{ compass }` ('N', 'NE', … or French 'O', 'SO', 'NO'), or the
 * same as text: '37.5', '37.5°', '3h', 'NE'.
 */
export function tableDirection(entry: unknown): Result<number> {
  let v: unknown = entry;
  if (typeof v === 'string') {
    const t = v.trim().toUpperCase();
    const clock = /^(\d{1,2})\s*H$/.exec(t);
    const degrees = /^(\d+(?:[.,]\d+)?)\s*°?$/.exec(t);
    if (clock) v = { clock: Number(clock[1]) };
    else if (degrees) v = { degrees: Number(degrees[1]!.replace(',', '.')) };
    else v = { compass: t };
  }
  if (typeof v === 'number') v = { degrees: v };
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    if (typeof o.degrees === 'number' && Number.isFinite(o.degrees) && o.degrees >= 0 && o.degrees <= 360)
      return ok(degreesToAngle(o.degrees));
    if (typeof o.clock === 'number' && Number.isInteger(o.clock) && o.clock >= 1 && o.clock <= 12)
      return ok(clockAngle(o.clock));
    if (typeof o.compass === 'string') {
      const c = o.compass.trim().toUpperCase();
      const point = FRENCH_COMPASS[c] ?? c;
      if ((COMPASS as readonly string[]).includes(point)) return ok(compassAngle(point as CompassPoint));
    }
  }
  return err(
    'table.direction',
    'C-7',
    `Direction ${JSON.stringify(entry)} : des degrés de 0 à 360 (0° = vers le but Extérieur, sens horaire), une heure de 1 à 12 (« 3h ») ou un point cardinal (N, NE, E, SE, S, SO, O, NO).`,
    `Direction ${JSON.stringify(entry)}: degrees from 0 to 360 (0° = towards the Away goal, clockwise), a clock hour from 1 to 12 ("3h") or a compass point (N, NE, E, SE, S, SW, W, NW).`,
  );
}

/** The direction die's face for an angle (millidegrees) under `scatter.directions`, or a refusal. */
function directionFace(s: SBState, angle: number): Result<number> {
  return directionFaceIn(s.o.scatter.directions, angle);
}

function directionFaceIn(mode: string, angle: number): Result<number> {
  if (mode === 'continuous') return ok(angle + 1);
  const n = mode === '8' ? 8 : 12;
  const step = 360_000 / n;
  if (angle % step !== 0) {
    const deg = angle / 1000;
    return err(
      'table.direction',
      'C-7',
      `Avec scatter.directions = ${mode}, la direction est un multiple de ${step / 1000}° (reçu ${deg}°).`,
      `With scatter.directions = ${mode}, the direction is a multiple of ${step / 1000}° (got ${deg}°).`,
    );
  }
  return ok(angle / step + 1);
}

/** The scatter's D6 faces from `{ result, distance }` with `want` distance dice (HIT face 1, ARROW face 6). */
function scatterFaces(want: number, entry: unknown): Result<number[]> {
  const o = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  const distance = o.distance ?? [];
  if (
    (o.result !== 'HIT' && o.result !== 'ARROW') ||
    !Array.isArray(distance) ||
    distance.length !== want ||
    !distance.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)
  ) {
    return err(
      'table.scatter',
      'C-7',
      `Dé de déviation : { result: 'HIT' ou 'ARROW', distance: [${want} face(s) de D6] } (reçu ${JSON.stringify(entry)}).`,
      `Scatter die: { result: 'HIT' or 'ARROW', distance: [${want} D6 face(s)] } (got ${JSON.stringify(entry)}).`,
    );
  }
  return ok([o.result === 'HIT' ? 1 : 6, ...(distance as number[])]);
}

// Every scatter roll (state.ts's ScatterRoll), the pass's and the shot's deviations included.
const SCATTER_ROLLS = new Set<string>([
  'ROLL-KICKOFF',
  'ROLL-WALL',
  'ROLL-PICKUP-DEV',
  'ROLL-DROP',
  'ROLL-PASS-DEV',
  'ROLL-RECEIVE-DEV',
  'ROLL-SHOT-DEV',
  'ROLL-BALL-HIT-DEV',
  'ROLL-REPEL-DEV',
  'ROLL-PARRY-CATCH-DEV',
] satisfies ScatterRoll[]);

/**
 * C-7 / SB-R-63: the faces of the pending roll from what the referee typed. A scatter's first request takes
 * `{ result: 'HIT' | 'ARROW', distance: [D6 faces] }` (HIT is face 1, ARROW face 6: only the row matters);
 * its direction request takes a direction (`tableDirection`); any other roll takes its raw faces.
 */
export function tableFaces(s: SBState, entry: unknown): Result<number[]> {
  const f = s.stack[s.stack.length - 1];
  if (f !== undefined && f.id === 'SCATTER-DIR') {
    const angle = tableDirection(entry);
    if (!angle.ok) return angle;
    const face = directionFace(s, angle.value);
    return face.ok ? ok([face.value]) : face;
  }
  if (f !== undefined && SCATTER_ROLLS.has(f.id))
    return scatterFaces(scatterD6(s, f.id as ScatterRoll) - 1, entry);
  if (Array.isArray(entry) && entry.every((x) => typeof x === 'number')) return ok(entry as number[]);
  return err(
    'table.faces',
    'SB-R-63',
    `Faces attendues : une liste de nombres (reçu ${JSON.stringify(entry)}).`,
    `Faces expected: a list of numbers (got ${JSON.stringify(entry)}).`,
  );
}

/**
 * `tableFaces` from the pending request alone, as a client holds it (the web dice pad): a scatter's D6s
 * (`sb.roll.scatterDice`, 'Nd6': the scatter face and N − 1 distance dice) from `{ result, distance }`, its
 * direction (`sb.roll.direction`, '1d8', '1d12' or '1d360000') from degrees, a clock hour or a compass point;
 * null for any other roll, whose faces are typed as they are.
 */
export function requestTableFaces(request: ChanceRequest, entry: unknown): Result<number[]> | null {
  const n = /^(\d*)d(\d+)$/.exec(request.dice);
  if (n === null) return null;
  if (request.label === 'sb.roll.direction') {
    const angle = tableDirection(entry);
    if (!angle.ok) return angle;
    const mode = n[2] === '8' ? '8' : n[2] === '12' ? '12' : 'continuous';
    const face = directionFaceIn(mode, angle.value);
    return face.ok ? ok([face.value]) : face;
  }
  if (request.label === 'sb.roll.scatterDice') return scatterFaces(Number(n[1] || 1) - 1, entry);
  return null;
}
