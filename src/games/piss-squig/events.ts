/**
 * Event builders: every roll is one `roll` event of DESIGN.md's shape; every other event names its rule.
 */
import type { GameEvent, RollEvent } from '../../engine/types.ts';

/** A roll with a target: total = sum of faces + modifier, success when it reaches the target. */
export function targetRoll(
  rule: string,
  player: number,
  dice: string,
  faces: number[],
  target: number,
  modifier: number,
  success: boolean,
  reroll: boolean,
  extra?: Record<string, unknown>,
): RollEvent {
  let sum = 0;
  for (const f of faces) sum += f;
  return {
    type: 'roll',
    rule,
    player,
    dice,
    faces,
    target,
    modifier,
    total: sum + modifier,
    success,
    reroll,
    ...extra,
  };
}

/** A roll read on a table: `result` names the row. */
export function tableRoll(
  rule: string,
  player: number,
  dice: string,
  faces: number[],
  result: string,
  extra?: Record<string, unknown>,
): RollEvent {
  let sum = 0;
  for (const f of faces) sum += f;
  return { type: 'roll', rule, player, dice, faces, total: sum, result, reroll: false, ...extra };
}

/** Any other event. */
export function ev(type: string, rule: string, data?: Record<string, unknown>): GameEvent {
  return { type, rule, ...data };
}
