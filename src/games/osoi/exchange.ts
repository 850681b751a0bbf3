/**
 * The opposed exchange shared by shooting and melee (OS-TEST-6, section 4.4 Shoot / Melee): the exchange waits
 * in its frame (SHOT or MELEE) under the attacker's roll, then under the defender's; the strictly greater margin
 * wins the difference, if the winner's side may deal damage at all; the loser is wounded with its exposed
 * figures first (OS-SHOOT-9, OS-MELEE-6). An unopposed attack (a surprised target) wounds by the attacker's
 * margin (OS-TEST-8). Also the small facts both exchanges read: armour dice and the conditions of a roll.
 */
import type { GameEvent } from '../../engine/types.ts';
import { pointInPolygon } from '../../geometry/index.ts';
import { ITEMS } from './catalogue.ts';
import { wound } from './damage.ts';
import type { Frame } from './frames.ts';
import { conditionsOf } from './movement.ts';
import { resolveRoll } from './resolvers.ts';
import type { ActionKind } from './scenarios.ts';
import { EPS, F_X, F_Y, fget, figuresOf, type OSState } from './state.ts';
import { opposed, startRoll, type PoolRoll } from './tests.ts';

/** The figures of `loser` that must go first when it is wounded by `winner` (OS-R-20). */
export type Exposure = (s: OSState, loser: number, winner: number) => number[];

/** OS-EQ-5: the armour dice of a defence roll. */
export function armourDice(s: OSState, u: number): number {
  let n = 0;
  for (const id of s.info[u]!.equipment) if (ITEMS[id]?.slot === 'armour') n += ITEMS[id]!.dice;
  return n;
}

/** A figure of unit u stands inside a feature with one of these tags. */
function insideTagged(s: OSState, u: number, tags: readonly string[]): boolean {
  for (const feature of s.map.features) {
    if (!feature.tags.some((t) => tags.includes(t))) continue;
    for (const f of figuresOf(s, u))
      if (pointInPolygon(fget(s, f, F_X), fget(s, f, F_Y), feature.poly, EPS)) return true;
  }
  return false;
}

/**
 * OS-TERR-6: the conditions of a `kind` roll by unit u: those without tags, and those with tags when a figure
 * of u stands inside a feature with one of them.
 */
export function rollConditions(s: OSState, u: number, kind: ActionKind): number {
  let d = 0;
  // ARB-OS-13: the conditions agreed in the options apply on top of the scenario's, to every kind of test.
  for (const c of conditionsOf(s)) {
    if (!c.testKinds.includes(kind)) continue;
    if (!c.featureTags || c.featureTags.length === 0 || insideTagged(s, u, c.featureTags)) d += c.difficulty;
  }
  return d;
}

/** The exchange frame goes on the stack and the attacker rolls (its DP-14 first, ARB-OS-21). */
export function openExchange(s: OSState, frame: Frame, attack: PoolRoll, events: GameEvent[]): void {
  s.stack.push(frame);
  startRoll(s, attack, events, resolveRoll);
}

/** The attacker has rolled: the exchange frame keeps its margin, and the defender rolls (its DP-14 first). */
export function rollDefence(s: OSState, frame: Frame, defence: PoolRoll, events: GameEvent[]): void {
  s.stack[s.stack.length - 1] = frame;
  startRoll(s, defence, events, resolveRoll);
}

/** The exchange frame on top of the stack, checked. */
export function currentExchange<K extends 'SHOT' | 'MELEE'>(s: OSState, id: K): Extract<Frame, { id: K }> {
  const f = s.stack.at(-1);
  if (f?.id !== id) throw new Error(`OSOI: no ${id} exchange pending`);
  return f as Extract<Frame, { id: K }>;
}

/** OS-TEST-6 step 3: the winner (0 attacker, 1 defender, −1 none), the difference, and the damage it deals. */
export interface ExchangeResult {
  winner: number;
  diff: number;
  /** The difference when the winner's side deals damage (`deals`), else 0. */
  damage: number;
}

/** OS-TEST-6: the strictly greater margin wins the difference; `deals[side]` says whether that side's win wounds. */
export function exchangeResult(
  attackerMargin: number,
  defenderMargin: number,
  deals: readonly [boolean, boolean],
): ExchangeResult {
  const [winner, diff] = opposed(attackerMargin, defenderMargin);
  return { winner, diff, damage: winner >= 0 && deals[winner] ? diff : 0 };
}

/** The loser of the exchange between u (attacker) and v takes the damage, its exposed figures first. */
export function woundLoser(
  s: OSState,
  u: number,
  v: number,
  result: ExchangeResult,
  exposure: Exposure,
  rule: string,
  events: GameEvent[],
): void {
  if (result.damage === 0) return;
  const [loser, winner] = result.winner === 0 ? [v, u] : [u, v];
  wound(s, loser, result.damage, exposure(s, loser, winner), rule, events, winner);
}

/** OS-TEST-8: an unopposed attack of u wounds its target v by `damage` (the margin), exposed figures first. */
export function woundUnopposed(
  s: OSState,
  u: number,
  v: number,
  damage: number,
  exposure: Exposure,
  rule: string,
  events: GameEvent[],
): void {
  if (damage > 0) wound(s, v, damage, exposure(s, v, u), rule, events, u);
}
