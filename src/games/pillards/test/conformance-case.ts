/**
 * The Pillards conformance case, shared by the two halves (two test files run in parallel).
 */
import { expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { pillards } from '../index.ts';

const GAMES = Number(process.env.ARBITRE_CONFORMANCE_GAMES ?? 1000);

/** Campaign i: 2 to 6 players, some human seats (negotiation), and the reference's variants spread over the games. */
export function conformanceOptions(i: number): Record<string, unknown> {
  const players = 2 + (i % 5);
  return {
    players,
    humans: i % 4 === 0 ? [0, players - 1] : [],
    startingCattle: i % 7 === 0 ? 'unlimited' : 20 - (i % 3) * 8,
    startingTrees: i % 11 === 0 ? 'unlimited' : 6,
    villageModel: i % 3 === 0 ? 'everyResultCounts' : 'namedRoster',
    cousins: i % 5 === 0 ? 1 : 'unlimited',
    stolenAnimalsJoinPen: i % 6 === 0,
    raidTargets: i % 4 === 1 ? 'adjacent' : 'any',
    revealMode: i % 2 === 0 ? 'referee' : 'open',
    initiativeRollers: i % 3 === 1 ? 'all' : 'raiders',
    lootOnResistance6: i % 8 === 0,
    reserveRounding: (['halfUp', 'floor', 'ceil'] as const)[i % 3],
    reserveReuse: i % 5 === 2 ? 'exhausted' : 'available',
    excessHits: i % 2 === 1 ? 'reallocate' : 'discard',
    lootForceSize: i % 7 === 3 ? 'initial' : 'survivors',
    reinforcementWindow: i % 3 === 2 ? 'turn4to6' : 'turn4',
    reinforcementArrival: (['sameTurnDefensiveOnly', 'sameTurnAnyPost', 'nextTurn'] as const)[i % 3],
  };
}

/** Runs one half of the campaigns (the two halves are two test files, so that they run in parallel). */
export function conformanceHalf(half: 0 | 1): void {
  const games = Math.ceil(GAMES / 2);
  const offset = half * games;
  it(`${games} seeded random campaigns (${offset} to ${offset + games - 1}), 2 to 6 players, every step checked, views never leak sealed orders`, () => {
    const stats = runConformance(pillards, {
      games,
      seed: `pil-conformance-${half}`,
      options: (i) => conformanceOptions(offset + i),
    });
    expect(stats.games).toBe(games);
    expect(stats.chance).toBeGreaterThan(games * 10);
  }, 900_000);
}
