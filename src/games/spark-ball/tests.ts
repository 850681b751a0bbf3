/**
 * Tests and difficulty-setting rolls (SB-GEN-3..8, section 1.5): `1D6 + characteristic + modifiers` against a
 * difficulty fixed before the roll. Each roll is one `roll` event of DESIGN.md's shape: `total` is the faces
 * plus `modifier` (the characteristic and every modifier), `target` the difficulty.
 */
import { ceilSteps } from '../../geometry/index.ts';
import type { RollEvent } from '../../engine/types.ts';
import { EPS, PER_INCH } from './state.ts';

/** The outcome of a test (SB-GEN-3/4/5). */
export interface TestOutcome {
  die: number;
  total: number;
  success: boolean;
  /** Margin of success, ≥ 0, 0 on a failure (SB-GEN-5). */
  ms: number;
  /** Margin of failure, ≥ 0, 0 on a success (SB-GEN-5). */
  mf: number;
}

/**
 * A test: success on a natural 6, or on a total ≥ D unless the die is a natural 1 (SB-GEN-4, SB-R-02);
 * MS = max(0, total − D) on a success, MF = max(0, D − total) on a failure (SB-GEN-5).
 */
export function resolveTest(die: number, modifier: number, difficulty: number): TestOutcome {
  const total = die + modifier;
  const success = die === 6 || (die !== 1 && total >= difficulty);
  return {
    die,
    total,
    success,
    ms: success ? Math.max(0, total - difficulty) : 0,
    mf: success ? 0 : Math.max(0, difficulty - total),
  };
}

/** The roll event of a test; `parts` lists the characteristic and modifiers (names → values) for the log. */
export function testEvent(
  rule: string,
  roll: string,
  player: number,
  face: number,
  modifier: number,
  difficulty: number,
  extra?: Record<string, unknown>,
): RollEvent {
  const t = resolveTest(face, modifier, difficulty);
  return {
    type: 'roll',
    rule,
    roll,
    player,
    dice: '1d6',
    faces: [face],
    target: difficulty,
    modifier,
    total: t.total,
    success: t.success,
    ms: t.ms,
    mf: t.mf,
    reroll: false,
    ...extra,
  };
}

/**
 * A difficulty-setting roll (SB-GEN-8, SB-R-09): the total sets a difficulty; no natural 1/6 rule, no success
 * or failure, so the event has no `target` and no `success`.
 */
export function difficultyEvent(
  rule: string,
  roll: string,
  player: number,
  dice: string,
  faces: number[],
  modifier: number,
  extra?: Record<string, unknown>,
): RollEvent {
  let sum = 0;
  for (const f of faces) sum += f;
  return {
    type: 'roll',
    rule,
    roll,
    player,
    dice,
    faces,
    modifier,
    total: sum + modifier,
    result: 'difficulty',
    reroll: false,
    ...extra,
  };
}

/**
 * A distance-based difficulty between two bases (SB-GEN-6, SB-R-04): `ceil(d − ε)` inches for the edge
 * distance d, decided exactly on the grid; an event modifier is added by the caller after rounding.
 */
export function distanceDifficulty(
  x1: number,
  y1: number,
  r1: number,
  x2: number,
  y2: number,
  r2: number,
): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  return ceilSteps(dx * dx + dy * dy, r1 + r2 + EPS, PER_INCH);
}
