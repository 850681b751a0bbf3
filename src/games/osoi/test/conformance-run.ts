import { expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { osoi } from '../index.ts';

/**
 * Issue 11's conformance: 1,000 seeded random battles on each scenario, one file per scenario
 * (conformance.test.ts SC-1, conformance-sc2.test.ts, conformance-sc3.test.ts) so that they run side by side,
 * each in tests of at most CHUNK battles (within the test timeout on a loaded machine).
 * ARBITRE_CONFORMANCE_GAMES sets the number per scenario.
 */
export const GAMES = Number(process.env.ARBITRE_CONFORMANCE_GAMES ?? 1000);
const CHUNK = 100;

/** `total` battles on `scenario` as tests of at most CHUNK battles, seeded `${seed}` then `${seed}/k`. */
export function battles(scenario: string, total: number, seed: string): void {
  for (let k = 0; k * CHUNK < total; k++) {
    const games = Math.min(CHUNK, total - k * CHUNK);
    it(`plays ${games} seeded random battles on ${scenario} within the contract (${k * CHUNK + 1}–${k * CHUNK + games} of ${total})`, () => {
      const stats = runConformance(osoi, {
        games,
        seed: k === 0 ? seed : `${seed}/${k}`,
        options: () => (scenario === 'SC-1' ? {} : { scenario }),
        // Move candidates run to a hundred points (section 4.3): a seeded sample of each list is validated.
        legalSample: 12,
      });
      expect(stats.games).toBe(games);
      expect(stats.decisions).toBeGreaterThan(games * 20);
    });
  }
}
