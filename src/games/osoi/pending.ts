/** What the battle waits for (section 4.4): the top frame as a decision, a dice request, or the end. */
import type { ChanceRequest, Pending } from '../../engine/types.ts';
import { G_ROUND, type OSState } from './state.ts';
import { poolRequest } from './tests.ts';

/** The dice request of the top frame, or null when it is not a dice step. */
export function chanceRequest(s: OSState): ChanceRequest | null {
  const f = s.stack.at(-1);
  if (!f) return null;
  switch (f.id) {
    case 'DS-ROLLOFF':
      return f.round
        ? {
            rule: 'OS-R-39',
            dice: '1d6',
            roller: f.roller,
            label: 'os.roll.roundRollOff',
            params: { round: s.w[G_ROUND]! },
          }
        : { rule: 'OS-SETUP-3', dice: '1d6', roller: f.roller, label: 'os.roll.rollOff' };
    case 'DS':
      return poolRequest(s, f.roll);
    default:
      return null;
  }
}

export function pendingOf(s: OSState): Pending {
  if (s.outcome) return { kind: 'over', outcome: s.outcome };
  const request = chanceRequest(s);
  if (request) return { kind: 'chance', request };
  const f = s.stack.at(-1);
  if (!f || !('player' in f)) throw new Error(`OSOI: nothing pending (${f?.id ?? 'empty stack'})`);
  return { kind: 'decision', player: f.player, label: f.id };
}
