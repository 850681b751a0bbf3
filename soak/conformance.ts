/**
 * The conformance runs at full size (`npm run soak -- --only conformance`). `npm test` plays each game's
 * conformance harness at a size that keeps CI within its budget (Piss' Squig 1,000 games, Pillards 1,000
 * campaigns, Spark Ball 700 matches plus 316 in its option runs); this part runs the same test files with ARBITRE_CONFORMANCE_GAMES raised,
 * one file after another in a Vitest child process, and counts the files that passed.
 */
import { spawn } from 'node:child_process';
import type { PartOptions, PartResult } from './common.ts';
import { Counts, Failures, ROOT } from './common.ts';

/** A conformance test file and its size at scale 1 (the env variable sets games per file). */
export interface ConformanceRun {
  file: string;
  games: number;
  /** The variable the file reads its size from. */
  env?: string;
}

/** Full size: ten times `npm test`'s runs (each Pillards file plays half of its `games`). */
export const RUNS: ConformanceRun[] = [
  { file: 'src/games/piss-squig/conformance.test.ts', games: 10_000 },
  { file: 'src/games/pillards/test/conformance-1.test.ts', games: 10_000 },
  { file: 'src/games/pillards/test/conformance-2.test.ts', games: 10_000 },
  { file: 'src/games/spark-ball/test/conformance.test.ts', games: 2_500 },
  { file: 'src/games/spark-ball/test/conformance-2.test.ts', games: 2_500 },
  { file: 'src/games/spark-ball/test/conformance-3.test.ts', games: 2_000 },
];

/** Runs one file with its size; resolves with Vitest's exit code (null when killed at the deadline). */
function runFile(run: ConformanceRun, games: number, msLeft: number): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', run.file, '--testTimeout', String(Math.max(msLeft, 1000))],
      {
        cwd: ROOT,
        env: { ...process.env, [run.env ?? 'ARBITRE_CONFORMANCE_GAMES']: String(games) },
        stdio: 'ignore',
      },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), msLeft + 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** `size` is the number of games of the first file; the others scale with it. */
export async function conformancePart(opts: PartOptions): Promise<PartResult> {
  const scale = opts.size / RUNS[0]!.games;
  const counts = new Counts();
  const failures = new Failures();
  const notes: string[] = [];
  const t0 = performance.now();
  let done = 0;
  for (const run of RUNS) {
    const msLeft = opts.timeMs - (performance.now() - t0);
    if (msLeft <= 0) {
      notes.push(`time cap reached before ${run.file}`);
      break;
    }
    const games = Math.max(1, Math.round(run.games * scale));
    opts.log(`  ${run.file}: ${games} games`);
    const code = await runFile(run, games, msLeft);
    if (code === 0) {
      counts.add('files passed');
      counts.add('games played', games);
      done++;
    } else failures.add(`${run.file} with ${games} games: vitest exit code ${String(code)}`);
  }
  counts.add('failures', failures.count);
  return {
    part: 'conformance',
    size: opts.size,
    done,
    ms: performance.now() - t0,
    counts: counts.map,
    failures: failures.list,
    notes,
  };
}
