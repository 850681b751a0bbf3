import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { sparkBall } from '../index.ts';
import { options } from './conformance-options.ts';

/**
 * The second 250 of the 500 conformance matches (see conformance.test.ts), seeded apart.
 */
const GAMES = Number(process.env.ARBITRE_CONFORMANCE_GAMES ?? 250);

describe('Spark Ball conformance, second half', () => {
  it(`plays ${GAMES} seeded random matches within the contract`, () => {
    const stats = runConformance(sparkBall, { games: GAMES, seed: 'spark-ball-2', options, legalSample: 12 });
    expect(stats.games).toBe(GAMES);
    expect(stats.decisions).toBeGreaterThan(GAMES * 10);
  });
});
