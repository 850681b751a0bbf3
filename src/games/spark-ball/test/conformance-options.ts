/** The options of the seeded random matches of the conformance tests (conformance*.test.ts). */
import { roster, rosterPlayer, testOptions } from '../testing.ts';

/**
 * Game i: short matches (2–5 turns) with the variants this version plays spread over the games. The
 * continuous scatter direction (a 360000-face die) is left out: conformance enumerates every outcome of every
 * roll, so the discrete 8- and 12-direction dice stand in for it.
 */
export function options(i: number): Record<string, unknown> {
  const extra =
    i % 3 === 0
      ? [rosterPlayer('r8', 'attacker', { baseRadius: 0.75, stats: { mv: 4, f: 4, r: 4, ag: 2, ar: 2 } })]
      : [];
  // Items with player rerolls (D-27): Home's h7 EQ-1 (pick-up), Away's a6 EQ-4 (tackle tests), a7 EQ-1 (rebound).
  const home = roster('h', { alignment: i % 2 === 0 ? 'chaos' : 'order' }, extra);
  home.players[6] = rosterPlayer('h7', 'attacker', { equipment: 'EQ-1' });
  // Brute and Souplesse (D-27 on ROLL-CHARGE, ROLL-MASS-ATK, a failed Dodge); the keepers have Gardien.
  home.players[5] = rosterPlayer('h6', 'attacker', { abilities: ['brute', 'souplesse'] });
  const away = roster('a', { alignment: i % 4 === 2 ? 'chaos' : 'neutral' }, [
    // Careers from an earlier match: a coma (ROLL-COMA before the line-ups) or a sprain (SB-POST-2..4).
    rosterPlayer('r9', 'defender', {
      equipment: 'EQ-3',
      career: i % 2 === 0 ? { comaAttempts: i % 5 } : { sprainNextMatch: true },
    }),
  ]);
  away.players[5] = rosterPlayer('a6', 'attacker', { equipment: 'EQ-4' });
  away.players[6] = rosterPlayer('a7', 'attacker', { equipment: 'EQ-1' });
  return testOptions(
    {
      scatter: { directions: i % 2 === 0 ? '8' : '12', hitFaces: i % 5 === 0 ? 1 : 2 },
      match: { maxTurns: 2 + (i % 4), suddenDeathTurns: i % 3 },
      turn: { emptyPhaseLimit: 2 + (i % 4), firstPlayer: i % 4 === 1 ? 'rollEachTurn' : 'alternate' },
      wall: { bounceMode: i % 2 === 0 ? 'reverse' : 'mirror', maxBounces: 1 + (i % 3) },
      deploy: { strictPositions: i % 6 === 5 },
      push: { blockerMode: i % 7 === 3 ? 'stopAtBlocker' : 'stepAside' },
      charge: { restriction: i % 5 === 2 ? 'defendersOnly' : 'carrierDefendersOnly' },
      massacre: { ejectionDice: i % 4 === 3 ? 'd3Only' : 'd3AndInjury', contactMove: i % 6 !== 4 },
      skills: { chargeFeroceIgnoresParry: i % 3 === 1 },
    },
    home,
    away,
  );
}

/** Game i with the three charge variants on (ARB-SB-75..79): the approach around bases, tackled, defence first. */
export function chargeVariantOptions(i: number): Record<string, unknown> {
  const o = options(i) as { charge: Record<string, unknown> };
  o.charge = {
    ...o.charge,
    pathing: 'shortestAround',
    contactMoveTriggersTackle: true,
    defenceChoice: 'beforeRoll',
  };
  return o;
}
