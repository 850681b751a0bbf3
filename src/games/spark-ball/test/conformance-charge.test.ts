import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { sparkBall } from '../index.ts';
import { chargeVariantOptions } from './conformance-options.ts';

/**
 * The charge variants together (`charge.pathing = shortestAround`, `charge.contactMoveTriggersTackle`,
 * `charge.defenceChoice = beforeRoll`; ARB-SB-75..79): seeded random matches within the contract.
 */
const GAMES = Number(process.env.ARBITRE_CONFORMANCE_GAMES ?? 50);

describe('Spark Ball conformance, charge variants', () => {
  it(`plays ${GAMES} seeded random matches within the contract`, () => {
    const stats = runConformance(sparkBall, {
      games: GAMES,
      seed: 'spark-ball-charge',
      options: chargeVariantOptions,
      legalSample: 12,
    });
    expect(stats.games).toBe(GAMES);
    expect(stats.decisions).toBeGreaterThan(GAMES * 10);
  });
});
