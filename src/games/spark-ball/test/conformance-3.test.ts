import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { sparkBall } from '../index.ts';
import { options } from './conformance-options.ts';

/**
 * A third batch, seeded apart: with the two halves (conformance.test.ts, conformance-2.test.ts) and the option
 * runs (geometry, charge, kick-off, variants: 316 matches), `npm test` plays over 1,000 seeded matches.
 */
const GAMES = Number(process.env.ARBITRE_CONFORMANCE_GAMES ?? 200);

describe('Spark Ball conformance, third batch', () => {
  it(`plays ${GAMES} seeded random matches within the contract`, () => {
    const stats = runConformance(sparkBall, { games: GAMES, seed: 'spark-ball-3', options, legalSample: 12 });
    expect(stats.games).toBe(GAMES);
    expect(stats.decisions).toBeGreaterThan(GAMES * 10);
  });
});
