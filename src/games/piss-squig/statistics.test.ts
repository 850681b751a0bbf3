import { describe, expect, it } from 'vitest';
import { runMatch } from '../../engine/runner.ts';
import { SeededDice } from '../../engine/sources.ts';
import type { RollEvent } from '../../engine/types.ts';
import { RandomAgent } from '../../bots/random.ts';
import { SeededRng } from '../../engine/rng.ts';
import type { Agent } from '../../engine/runner.ts';
import { pissSquig, type PSAction } from './index.ts';

/**
 * A restless random player: never passes, never ends a move early and always uses Esquive, so that the
 * simulated games are full of dodges, blocks, pisses and falls to count.
 */
class RestlessAgent implements Agent {
  readonly usesView = false;
  private readonly rng: SeededRng;
  constructor(seed: string) {
    this.rng = new SeededRng(seed);
  }
  choose(_view: unknown, legal: unknown[]): unknown {
    const busy = (legal as PSAction[]).filter(
      (a) => !['pass', 'end', 'concede', 'stop', 'noReroll'].includes(a.type),
    );
    const pool = busy.length > 0 ? busy : legal;
    return pool[this.rng.int(0, pool.length - 1)];
  }
}

/** Every roll event of `games` seeded random matches of 2 to 8 players. */
function simulatedRolls(games: number): RollEvent[] {
  const rolls: RollEvent[] = [];
  for (let g = 0; g < games; g++) {
    const players = 2 + (g % 7);
    // Seat 0 plays the random bot, the others restless players.
    const agents: Agent[] = Array.from({ length: players }, (_, i) =>
      i === 0
        ? new RandomAgent(`stats:${g}:${i}`, `Bot ${i}`, pissSquig.resigns)
        : new RestlessAgent(`stats:${g}:${i}`),
    );
    runMatch(
      pissSquig,
      { players, maxRounds: 20 },
      {
        agents,
        dice: new SeededDice(`stats:${g}`),
        onEvent: (e) => {
          if (e.type === 'roll') rolls.push(e as RollEvent);
        },
      },
    );
  }
  return rolls;
}

/**
 * Asserts that `hits` successes in `n` trials agree with probability `p`: |hits − np| ≤ z·sqrt(np(1−p)).
 * z = 4.5 makes a false alarm rarer than 1 in 100 000 runs, while the seeded runs are reproducible anyway.
 */
function expectBinomial(hits: number, n: number, p: number, z = 4.5): void {
  const sd = Math.sqrt(n * p * (1 - p));
  expect(n).toBeGreaterThan(1000);
  expect(Math.abs(hits - n * p), `${hits}/${n} vs p=${p} (±${(z * sd).toFixed(1)})`).toBeLessThanOrEqual(
    z * sd,
  );
}

describe('Piss’ Squig statistics over simulated games', () => {
  const rolls = simulatedRolls(3000);

  it('dice faces are uniform: each D6 face and each D8 face within binomial bounds', () => {
    for (const [dice, sides] of [
      ['1d6', 6],
      ['2d6', 6],
      ['scatter', 8],
    ] as const) {
      const faces = rolls.filter((r) => r.dice === dice).flatMap((r) => r.faces);
      for (let f = 1; f <= sides; f++)
        expectBinomial(faces.filter((x) => x === f).length, faces.length, 1 / sides);
    }
  });

  it('PS-DOWN-1 armour breaks (2D6 8+) with probability 15/36', () => {
    const armour = rolls.filter((r) => r.rule === 'PS-DOWN-1');
    expectBinomial(armour.filter((r) => r.success).length, armour.length, 15 / 36);
  });

  it('PS-DODGE-1 a first dodge roll (3+) succeeds with probability 2/3', () => {
    const dodges = rolls.filter((r) => r.rule === 'PS-DODGE-1' && !r.reroll);
    expectBinomial(dodges.filter((r) => r.success).length, dodges.length, 2 / 3);
  });

  it('PS-DODGE-3 a dodge with its Esquive reroll succeeds with probability 8/9', () => {
    // A dodge sequence is a first roll, and a reroll when it failed and the player used Esquive.
    const dodges = rolls.filter((r) => r.rule === 'PS-DODGE-1');
    let sequences = 0;
    let saved = 0;
    for (let i = 0; i < dodges.length; i++) {
      const first = dodges[i]!;
      if (first.reroll || first.success) continue;
      const next = dodges[i + 1];
      if (next?.reroll) {
        sequences++;
        if (next.success) saved++;
      }
    }
    // The reroll after a failed first roll succeeds 2/3, so a dodge with Esquive succeeds 2/3 + 1/3 · 2/3 = 8/9.
    expectBinomial(saved, sequences, 2 / 3);
  });
});
