/**
 * Part 5, OSOI conformance at full size: seeded random battles on each scenario (SC-1, SC-2, SC-3), every step
 * checked against the rules contract by the conformance harness (src/engine/conformance.ts), as `npm test`'s
 * src/games/osoi/test/conformance*.test.ts do with issue 11's 1,000 per scenario. `size` is the number of battles
 * per scenario (5,000 at full size); battle g of scenario X is seeded `soak-osoi-X-g`.
 */
import { runConformance } from '../src/engine/conformance.ts';
import { osoi } from '../src/games/osoi/index.ts';
import { Counts, Failures, progress, result, type PartOptions, type PartResult } from './common.ts';

export const OSOI_SCENARIOS = ['SC-1', 'SC-2', 'SC-3'] as const;

export async function osoiPart(opts: PartOptions): Promise<PartResult> {
  const t0 = performance.now();
  const counts = new Counts();
  const failures = new Failures();
  const notes: string[] = [];
  const tick = progress(opts, 'osoi');
  const deadline = t0 + opts.timeMs;
  let done = 0;
  // Scenarios in turn, one battle each, so that a time cap leaves every scenario played about as much.
  outer: for (let g = 0; g < opts.size; g++) {
    for (const scenario of OSOI_SCENARIOS) {
      if (performance.now() > deadline) {
        notes.push(`time cap reached after ${done} of ${opts.size * OSOI_SCENARIOS.length} battles`);
        break outer;
      }
      try {
        const stats = runConformance(osoi, {
          games: 1,
          seed: `soak-osoi-${scenario}-${g}`,
          options: () => ({ scenario }),
          legalSample: 12,
        });
        counts.add(`battles ${scenario}`);
        counts.add(`decisions ${scenario}`, stats.decisions);
        counts.add(`chance steps ${scenario}`, stats.chance);
      } catch (e) {
        failures.add(`${scenario} battle ${g}: ${e instanceof Error ? e.message : String(e)}`);
      }
      done++;
    }
    tick(g + 1);
    // Let the event loop breathe between rounds of battles (progress lines, signals).
    await new Promise((r) => setImmediate(r));
  }
  return result('osoi', opts, done, t0, counts, failures, notes);
}
