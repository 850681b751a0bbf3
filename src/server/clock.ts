/**
 * The clocks of Pillards phases (PIL-NEGO-1/2, PIL-ORDER-8, PIL-R-17/18, ARB-PIL-02): which phase of the
 * current state runs against a clock, and the inputs the server submits when that clock runs out. The rules
 * stay pure; the clock's acts reach them as ordinary inputs, journalled like any other.
 */
import { defaultSheet } from '../games/pillards/sheet.ts';
import type { PilState } from '../games/pillards/state.ts';

/** A phase with a clock: `key` names this phase of this turn (a new key means a new clock). */
export interface ClockSpec {
  key: string;
  seconds: number;
  phase: 'negotiation' | 'orders';
}

/** The games whose phases may run against a clock (their active matches resume after start-up). */
export const CLOCK_GAMES = ['pillards'];

/** The clock the state `state` of game `game` runs against now, or null. */
export function clockOf(game: string, state: unknown): ClockSpec | null {
  if (game !== 'pillards') return null;
  const s = state as PilState;
  if (s.phase === 'negotiation' && s.o.negotiationSeconds > 0) {
    return { key: `negotiation:${s.turn}`, seconds: s.o.negotiationSeconds, phase: 'negotiation' };
  }
  if (s.phase === 'orders' && typeof s.o.orderSeconds === 'number') {
    return { key: `orders:${s.turn}`, seconds: s.o.orderSeconds, phase: 'orders' };
  }
  return null;
}

/**
 * The complete round of sealed inputs submitted when the clock of `spec` runs out: the inputs already
 * sealed stay; the negotiation ends through the first awaited seat without one (ARB-PIL-02:
 * `{ type: 'endNegotiation' }`, also given to the other seats still silent, since a round needs an input from
 * every awaited seat); a player without sealed orders gets `defaultSheet` (PIL-ORDER-8, PIL-R-17).
 */
export function clockInputs(
  spec: ClockSpec,
  state: unknown,
  players: number[],
  sealed: ReadonlyMap<number, unknown>,
): Record<string, unknown> {
  const orders: Record<string, unknown> = {};
  for (const p of players) {
    orders[String(p)] = sealed.has(p)
      ? sealed.get(p)
      : spec.phase === 'negotiation'
        ? { type: 'endNegotiation' }
        : defaultSheet(state as PilState, p);
  }
  return orders;
}
