/**
 * Pushes and chain pushes (PS-PUSH-1..5), shared by blocks and GNAK sidesteps (PS-GNAK-2).
 * `s.chain` lists the squares of the goblins being pushed, first to last; the last is pushed in `s.pushDir`.
 */
import type { GameEvent } from '../../engine/types.ts';
import { directionTo, left, OFF, right, step } from './board.ts';

import { occupant, place } from './pit.ts';
import { Phase, PushFor, type PSState } from './state.ts';
import { afterBlockPush, blockPinned } from './block.ts';
import { afterSidestep } from './squig.ts';

/** A square a pushed goblin may never enter: off the board, the Squig (PS-R-13), the chain, the blocker. */
function ineligible(s: PSState, c: number): boolean {
  if (c === OFF || c === s.squig || s.chain.includes(c)) return true;
  return s.pushFor === PushFor.Block && c === s.goblins[s.actor]!.sq;
}

/** Candidate squares of a goblin on `d` pushed in direction k: straight on and both sides (PS-PUSH-1). */
function candidates(d: number, k: number): [number, number, number] {
  return [step(d, k), step(d, left(k)), step(d, right(k))];
}

/** True when the goblin on `c`, pushed in direction k, can go somewhere, recursively (PS-PUSH-2). */
export function canBePushed(s: PSState, c: number, k: number): boolean {
  s.chain.push(c);
  let ok = false;
  const cs = candidates(c, k);
  for (const n of cs) if (!ineligible(s, n) && occupant(s, n) < 0) ok = true;
  if (!ok) for (const n of cs) if (!ineligible(s, n) && canBePushed(s, n, directionTo(c, n))) ok = true;
  s.chain.pop();
  return ok;
}

/** Usable squares for the last goblin of the chain: the empty candidates if any, else pushable occupied ones. */
export function pushOptions(s: PSState): number[] {
  const last = s.chain[s.chain.length - 1]!;
  const cs = candidates(last, s.pushDir);
  const empty = cs.filter((n) => !ineligible(s, n) && occupant(s, n) < 0);
  if (empty.length > 0) return empty;
  return cs.filter((n) => !ineligible(s, n) && canBePushed(s, n, directionTo(last, n)));
}

/** Offers D-PUSH, applies a forced square by itself, or reports a pinned goblin (PS-PUSH-4). */
export function continuePush(s: PSState, events: GameEvent[]): void {
  const options = pushOptions(s);
  if (options.length === 0) blockPinned(s, events);
  else if (options.length === 1) choosePush(s, options[0]!, events);
  else s.phase = Phase.Push;
}

/** D-PUSH: the chooser picks the square; an occupied one continues the chain from that goblin (PS-PUSH-2/3). */
export function choosePush(s: PSState, square: number, events: GameEvent[]): void {
  if (occupant(s, square) < 0) {
    executeChain(s, square, events);
    return;
  }
  const last = s.chain[s.chain.length - 1]!;
  s.pushDir = directionTo(last, square);
  s.chain.push(square);
  events.push({ type: 'chainPush', rule: 'PS-PUSH-2', goblin: occupant(s, square), at: square });
  continuePush(s, events);
}

/** Moves every goblin of the chain one link on, last first; pushed goblins roll nothing (PS-PUSH-5). */
export function executeChain(s: PSState, final: number, events: GameEvent[]): void {
  const chain = s.chain;
  for (let i = chain.length - 1; i >= 0; i--) {
    const from = chain[i]!;
    const to = i === chain.length - 1 ? final : chain[i + 1]!;
    const gi = occupant(s, from);
    place(s, gi, to);
    const rule =
      s.pushFor === PushFor.Sidestep && i === 0 ? 'PS-GNAK-2' : i === 0 ? 'PS-PUSH-1' : 'PS-PUSH-2';
    const type = s.pushFor === PushFor.Sidestep && i === 0 ? 'sidestepped' : 'pushed';
    events.push({ type, rule, goblin: gi, from, to });
  }
  s.from = chain[0]!;
  s.chain.length = 0;
  if (s.pushFor === PushFor.Block) afterBlockPush(s, events);
  else afterSidestep(s, events);
}
