/**
 * What happens when a chain of stops is done (a deviation came to rest, a reroll was declined): a pending
 * continuation frame runs, or the top-level machine enters its next stage.
 */
import type { GameEvent } from '../../engine/types.ts';
import { endActivation } from './activation.ts';
import { ejectionCheck } from './massacre.ts';
import { advance } from './prematch.ts';
import { resumeShot } from './shotpath.ts';
import { noShot, type SBState } from './state.ts';

/** Runs the continuation on top of the stack, or advances the stage when the stack is empty. */
export function resume(s: SBState, events: GameEvent[]): void {
  const f = s.stack[s.stack.length - 1];
  if (f?.id === 'RESUME' && f.then === 'shotOver') {
    // SB-SHOT-13: the ball is at rest or held, the shot's resolution is over.
    s.stack.pop();
    s.shot = noShot();
    resume(s, events);
    return;
  }
  if (f?.id === 'RESUME' && (f.then === 'shotTravel' || f.then === 'shotRests')) {
    s.stack.pop();
    resumeShot(s, f.then, events);
    return;
  }
  if (f?.id === 'RESUME') {
    s.stack.pop();
    if (f.then === 'massacreEjection') {
      ejectionCheck(s, events);
      return;
    }
    // SB-ACT-3: a failed pick-up ends the activation once the ball has deviated.
    endActivation(s, events, 'SB-ACT-3');
    return;
  }
  if (f === undefined) advance(s, events);
}
