import { describe, expect, it } from 'vitest';
import { runMatch } from '../../engine/runner.ts';
import { SeededDice } from '../../engine/sources.ts';
import type { RollEvent } from '../../engine/types.ts';
import { RandomAgent } from '../../bots/random.ts';
import { SeededRng } from '../../engine/rng.ts';
import type { Agent } from '../../engine/runner.ts';
import { pissSquig, type PSAction } from './index.ts';
import { Table, type PositionSpec } from './testing.ts';

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

/**
 * `n` trials of one action from a hand-built position, with seeded dice and a fixed policy (the first legal
 * action whose type is listed in `prefer`, in that order): the number of trials `success` accepts once the
 * acting side has nothing left to roll or decide in the action (`done`).
 */
function trials(
  n: number,
  seed: string,
  spec: PositionSpec,
  start: (t: Table) => void,
  prefer: string[],
  done: (t: Table) => boolean,
  success: (t: Table) => boolean,
): number {
  const dice = new SeededDice(seed);
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const t = Table.of(spec);
    start(t);
    while (!done(t)) {
      const p = t.pending();
      if (p.kind === 'chance') t.roll(...dice.roll(p.request));
      else if (p.kind === 'decision') {
        const legal = t.legal(p.player);
        const a = prefer.map((type) => legal.find((l) => l.type === type)).find((l) => l !== undefined);
        t.act(p.player, a ?? legal[0]!);
      } else break;
    }
    if (success(t)) hits++;
  }
  return hits;
}

describe('Piss’ Squig statistics of skill-modified rolls', () => {
  const N = 3000;
  // Goblin 0 steps from (4,4) to (3,3), out of goblin 1's TZ (5,4); the move is over (step or fall) when
  // side 0 is back at D-STEP or the armour roll comes.
  const dodgeOut = (t: Table) => {
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 3, y: 3 });
  };
  const moveDone = (t: Table) => t.s.phase === 3 || t.s.phase === 8;
  const stillUp = (t: Table) => t.status(0) === 'standing';

  it('PS-SK-7 a dodge against a diving tackle that always dives, with Esquive: 1/3 + 2/3 · 1/3 = 5/9', () => {
    const spec: PositionSpec = {
      goblins: [{ at: [4, 4] }, { at: [5, 4], skills: ['taclePlongeant'] }],
      squig: [10, 10],
    };
    const hits = trials(N, 'dive-esquive', spec, dodgeOut, ['dive', 'reroll'], moveDone, stillUp);
    expectBinomial(hits, N, 5 / 9);
  });

  it('PS-SK-7 PS-DODGE-5 the same dodge with Esquive cancelled by a Tacle goblin: only a 5 or a 6 passes, 1/3', () => {
    const spec: PositionSpec = {
      goblins: [
        { at: [4, 4] },
        { at: [5, 4], skills: ['taclePlongeant'] },
        { at: [3, 5], skills: ['tacle'] },
      ],
      squig: [10, 10],
    };
    const hits = trials(N, 'dive-tacle', spec, dodgeOut, ['dive', 'reroll'], moveDone, stillUp);
    expectBinomial(hits, N, 1 / 3);
  });

  it('PS-SK-4 Pro on a failed dodge (no Esquive): 2/3 + 1/3 · 1/2 · 2/3 = 7/9', () => {
    const spec: PositionSpec = {
      goblins: [
        { at: [4, 4], skills: ['pro'] },
        { at: [5, 4], skills: ['tacle'] },
      ],
      squig: [10, 10],
    };
    const hits = trials(N, 'pro-dodge', spec, dodgeOut, ['pro'], moveDone, stillUp);
    expectBinomial(hits, N, 7 / 9);
  });

  it('PS-SK-10 a Pisse courte with Décalottage hits on 3+ (2/3) and self-pisses on a natural 1 (1/6)', () => {
    const spec: PositionSpec = {
      goblins: [{ at: [8, 6], skills: ['decalottage'] }, { at: [12, 12] }],
      squig: [6, 6],
    };
    const piss = (t: Table) => t.act(0, { type: 'piss' });
    const rolled = (t: Table) => t.s.phase !== 9;
    expectBinomial(
      trials(N, 'decalottage', spec, piss, [], rolled, (t) => t.s.goblins[0]!.point),
      N,
      2 / 3,
    );
    expectBinomial(
      trials(N, 'decalottage-1', spec, piss, [], rolled, (t) => t.s.goblins[0]!.pissMarkers === 1),
      N,
      1 / 6,
    );
  });
});
