/**
 * The lab's batch speed (issue 13): `arbitre lab piss-squig --games 100000 --bots random` on a pool of 1 and of 2
 * worker threads, the same batch (same seed) both times. `npm run bench -- --lab [--lab-games N]`.
 */
import os from 'node:os';
import { games } from '../src/games/registry.ts';
import { planLab, poolRunner, runLab } from '../src/lab/run.ts';
import type { LabResult } from '../src/lab/types.ts';

async function once(count: number, workers: number): Promise<{ result: LabResult; wall: number }> {
  const runner = poolRunner(workers);
  const t0 = performance.now();
  try {
    const plan = planLab(
      games['piss-squig']!,
      { game: 'piss-squig', grid: [], bots: ['random'], games: count, seed: 'bench-lab' },
      workers,
    );
    const result = await runLab(plan, runner);
    return { result, wall: (performance.now() - t0) / 1000 };
  } finally {
    await runner.close();
  }
}

export async function labLines(): Promise<string[]> {
  const at = process.argv.indexOf('--lab-games');
  const count = at > 0 ? Number(process.argv[at + 1]) : 100_000;
  const lines = [
    `Lab: arbitre lab piss-squig --games ${count} --bots random (seed bench-lab), ${os.cpus()[0]?.model ?? '?'}, ` +
      `${os.availableParallelism()} cores, Node ${process.version}`,
    '| workers | seconds (batch) | seconds (with the pool starting) | games/s | scaling |',
    '| ------- | --------------- | -------------------------------- | ------- | ------- |',
  ];
  let first = 0;
  let shared: unknown;
  for (const workers of [1, 2]) {
    const { result, wall } = await once(count, workers);
    if (workers === 1) {
      first = result.seconds;
      shared = result.configurations;
    } else if (JSON.stringify(shared) !== JSON.stringify(result.configurations)) {
      lines.push('(!) the two runs differ: the lab is not deterministic');
    }
    lines.push(
      `| ${workers} | ${result.seconds.toFixed(1)} | ${wall.toFixed(1)} | ${Math.round(result.gamesPerSecond)} | ` +
        `${(first / result.seconds).toFixed(2)}× |`,
    );
  }
  return lines;
}
