/**
 * Agents for tests: a fixed script of inputs, and the first legal input.
 */
import type { Agent } from '../runner.ts';

/** An agent that plays `script` in order (shared by all the seats it is given to); throws when it runs dry. */
export function scriptedAgent(script: unknown[]): Agent {
  let next = 0;
  return {
    choose(_view, _legal, player) {
      if (next >= script.length) throw new Error(`scriptedAgent ran dry (player ${player})`);
      return script[next++];
    },
  };
}

/** An agent that always plays the first legal input. */
export const firstLegal: Agent = {
  usesView: false,
  choose(_view, legal) {
    return legal[0];
  },
};
