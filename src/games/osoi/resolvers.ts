/**
 * Which module resolves each pool roll (section 4.2): the continuation called with the roll's successes and
 * margin. Each action module adds its steps here.
 */
import type { GameEvent } from '../../engine/types.ts';
import { resolveShootAttack, resolveShootDefence } from './shooting.ts';
import { resolveMoveRoll } from './movement.ts';
import { resolveMeleeAttack, resolveMeleeDefence, resolveObjectMelee } from './melee.ts';
import { resolveSpecial } from './special.ts';
import { resolveObjectShot } from './object-shots.ts';
import type { OSState } from './state.ts';
import type { PoolRoll, PoolStep, Resolve } from './tests.ts';

const RESOLVERS: Partial<Record<PoolStep, Resolve>> = {
  // A shot at an object (OS-SURP-4) waits in an OBJECT_SHOT frame under its roll.
  'DS-SHOOT-ATT': (s, r, successes, margin, events) =>
    s.stack.at(-1)?.id === 'OBJECT_SHOT'
      ? resolveObjectShot(s, margin, events)
      : resolveShootAttack(s, r, successes, margin, events),
  'DS-SHOOT-DEF': resolveShootDefence,
  'DS-MOVE': resolveMoveRoll,
  'DS-MELEE-ATT': (s, r, successes, margin, events) =>
    s.stack.at(-1)?.id === 'OBJECT_MELEE'
      ? resolveObjectMelee(s, margin, events)
      : resolveMeleeAttack(s, r, successes, margin, events),
  'DS-MELEE-DEF': resolveMeleeDefence,
  'DS-SPECIAL': resolveSpecial,
};

/** The continuation of a pool roll. */
export function resolveRoll(
  s: OSState,
  r: PoolRoll,
  successes: number,
  margin: number,
  events: GameEvent[],
): void {
  const resolve = RESOLVERS[r.step];
  if (!resolve) throw new Error(`OSOI: no resolver for ${r.step}`);
  resolve(s, r, successes, margin, events);
}
