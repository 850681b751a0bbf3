import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { sparkBall } from '../index.ts';
import { options } from './conformance-options.ts';

/**
 * Seeded random matches with the measurement and goal-zone variants on (SB-R-03 `measure.mode` = centre,
 * SB-R-07 `goalZone.shape` = semicircle and `goalZone.excludeOthers`), over the variants of the main runs.
 */
const GAMES = Number(process.env.ARBITRE_CONFORMANCE_GEO_GAMES ?? 50);

const variant = (more: (i: number) => Record<string, unknown>) => (i: number) => ({
  ...options(i),
  ...more(i),
});

describe('Spark Ball conformance, measurement and goal-zone variants', () => {
  it(`SB-R-03 measure.mode = centre: ${GAMES} seeded random matches within the contract`, () => {
    const stats = runConformance(sparkBall, {
      games: GAMES,
      seed: 'spark-ball-centre',
      options: variant(() => ({ measure: { mode: 'centre' } })),
      legalSample: 12,
    });
    expect(stats.games).toBe(GAMES);
    expect(stats.decisions).toBeGreaterThan(GAMES * 10);
  });

  it(`SB-R-07 goalZone.shape = semicircle: ${GAMES} seeded random matches within the contract`, () => {
    const stats = runConformance(sparkBall, {
      games: GAMES,
      seed: 'spark-ball-semicircle',
      options: variant((i) => ({ goalZone: { shape: 'semicircle', depth: 2.5 + (i % 3) * 0.5 } })),
      legalSample: 12,
    });
    expect(stats.games).toBe(GAMES);
    expect(stats.decisions).toBeGreaterThan(GAMES * 10);
  });

  it(`SB-R-07 goalZone.excludeOthers: ${GAMES} seeded random matches within the contract (either shape)`, () => {
    const stats = runConformance(sparkBall, {
      games: GAMES,
      seed: 'spark-ball-exclude',
      options: variant((i) => ({
        goalZone: { excludeOthers: true, shape: i % 2 === 0 ? 'rect' : 'semicircle' },
        measure: { mode: i % 3 === 0 ? 'centre' : 'edge' },
      })),
      legalSample: 12,
    });
    expect(stats.games).toBe(GAMES);
    expect(stats.decisions).toBeGreaterThan(GAMES * 10);
  });
});
