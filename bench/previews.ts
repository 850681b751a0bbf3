/**
 * The cost of `previews` (issue 9), which the server runs for the seat whose turn it is on every update:
 * measured on every decision of random Piss' Squig playouts (2 to 8 players, every goblin with the skills
 * that add rolls and rerolls: Saut, Lucidité, Pro, Prostate dilatée), and on a crowded worst case.
 * Not a test: nothing here asserts a timing.
 */
import { SeededRng } from '../src/engine/rng.ts';
import { pissSquig, type PSState } from '../src/games/piss-squig/index.ts';
import { position } from '../src/games/piss-squig/testing.ts';

const SKILLS = ['saut', 'lucidite', 'pro', 'prostateDilatee'];

/** Mean and 99th-percentile time of `previews` per decision, in microseconds (the maximum is a GC pause). */
export function previewsCost(
  games: number,
  seed: string,
): { decisions: number; meanUs: number; p99Us: number } {
  const rng = new SeededRng(seed);
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const players = 2 + (g % 7);
    const setup = pissSquig.setup({
      players,
      goblins: Array.from({ length: players }, () => ({ skills: SKILLS })),
    });
    if (!setup.ok) throw new Error(setup.error.en);
    const s = setup.value;
    for (;;) {
      const p = pissSquig.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        const o = pissSquig.chanceOutcomes(s)!;
        pissSquig.applyChance(s, o[rng.int(0, o.length - 1)]!.faces);
        continue;
      }
      if (p.kind !== 'decision') throw new Error('no sealed orders in Piss’ Squig');
      const legal = pissSquig.legal(s, p.player);
      const t0 = performance.now();
      pissSquig.previews!(s, p.player, legal);
      times.push((performance.now() - t0) * 1000);
      let a = legal[rng.int(0, legal.length - 1)]!;
      if (a.type === 'concede' && legal.length > 1) a = legal[0]!;
      pissSquig.apply(s, p.player, a);
    }
  }
  const total = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  return {
    decisions: times.length,
    meanUs: total / times.length,
    p99Us: times[Math.floor(times.length * 0.99)]!,
  };
}

/** A move among seven opponents, with every skill that adds rolls and rerolls: the heaviest step list. */
export function crowdedStep(): PSState {
  const s = position({
    goblins: [
      { at: [6, 6], skills: ['saut', 'lucidite', 'pro'] as never },
      { at: [5, 5] },
      { at: [6, 5] },
      { at: [7, 5] },
      { at: [5, 6] },
      { at: [7, 7] },
      { at: [6, 7] },
      { at: [5, 7] },
    ],
    squig: [1, 1],
  });
  pissSquig.apply(s, 0, { type: 'move' });
  return s;
}

/** Lines for `npm run bench`. */
export function previewsLines(): string[] {
  previewsCost(20, 'warm-up');
  const c = previewsCost(100, 'bench');
  const s = crowdedStep();
  const legal = pissSquig.legal(s, 0);
  for (let i = 0; i < 200; i++) pissSquig.previews!(s, 0, legal);
  const n = 2000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) pissSquig.previews!(s, 0, legal);
  const crowded = ((performance.now() - t0) * 1000) / n;
  return [
    "Piss' Squig previews (issue 9: run for the deciding seat on every update), one core:",
    `  per decision     ${c.meanUs.toFixed(0)} µs mean, ${c.p99Us.toFixed(0)} µs at the 99th percentile (${c.decisions} decisions of random playouts, skilled goblins)`,
    `  crowded step     ${crowded.toFixed(0)} µs (a skilled mover among 7 opponents: ${legal.length} inputs)`,
  ];
}
