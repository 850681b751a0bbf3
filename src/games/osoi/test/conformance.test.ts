import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { osoi } from '../index.ts';

/** Seeded random battles checked step by step against the rules contract (ARBITRE_CONFORMANCE_GAMES sizes it). */
const GAMES = Number(process.env.ARBITRE_CONFORMANCE_GAMES ?? 200);

describe('OSOI conformance', () => {
  it(`plays ${GAMES} seeded random battles on SC-1 within the contract`, () => {
    const stats = runConformance(osoi, {
      games: GAMES,
      seed: 'osoi',
      options: () => ({}),
      // Move candidates run to a hundred points (section 4.3): a seeded sample of each list is validated.
      legalSample: 12,
    });
    expect(stats.games).toBe(GAMES);
    expect(stats.decisions).toBeGreaterThan(GAMES * 20);
  });

  // OS-SCEN-2/3: roles, deployment by roles (SC-2's 12 m from the enemy), the ambusher first every round.
  for (const scenario of ['SC-2', 'SC-3']) {
    it(`plays ${Math.ceil(GAMES / 8)} seeded random battles on ${scenario} within the contract`, () => {
      const games = Math.ceil(GAMES / 8);
      const stats = runConformance(osoi, {
        games,
        seed: `osoi-${scenario}`,
        options: () => ({ scenario }),
        legalSample: 12,
      });
      expect(stats.games).toBe(games);
      expect(stats.decisions).toBeGreaterThan(games * 20);
    });
  }
});
