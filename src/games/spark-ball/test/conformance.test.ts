import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { sparkBall } from '../index.ts';
import { options } from './conformance-options.ts';

/**
 * 500 matches in `npm test` (2,000 in `npm run soak`), in two files of 250 (this one and conformance-2.test.ts, another seed) so that
 * both halves run side by side; ARBITRE_CONFORMANCE_GAMES sets the size of each half.
 */
const GAMES = Number(process.env.ARBITRE_CONFORMANCE_GAMES ?? 250);

describe('Spark Ball conformance', () => {
  it(`plays ${GAMES} seeded random matches within the contract`, () => {
    const stats = runConformance(sparkBall, { games: GAMES, seed: 'spark-ball', options, legalSample: 12 });
    expect(stats.games).toBe(GAMES);
    expect(stats.decisions).toBeGreaterThan(GAMES * 10);
  });
});
