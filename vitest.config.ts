import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The rules library's tests: pure modules (no I/O, no mocks, no global state), so they may share them. */
const RULES = ['src/engine/**/*.test.ts', 'src/geometry/**/*.test.ts', 'src/games/**/*.test.ts'];

/**
 * The files that took close to a minute or more on CI's 2 cores, longest first. A fresh clone has no timings, so
 * Vitest queues its files project by project (product, rules, web), and the long browser files started near the
 * end and set the run's length (the paced Pillards test took 194 s there; started first, the run took 15 minutes
 * instead of 16).
 */
const SLOW = [
  'test/browser/pillards-paced.test.ts',
  'src/games/pillards/test/conformance-1.test.ts',
  'src/games/osoi/test/conformance-sc3.test.ts',
  'src/games/osoi/test/conformance.test.ts',
  'test/browser/rules-pages.test.ts',
  'test/browser/spark-ball.test.ts',
  'src/games/osoi/test/conformance-sc2.test.ts',
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = SLOW.findIndex((s) => f.moduleId.endsWith(s));
      return i < 0 ? SLOW.length : i;
    };
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 60_000,
    sequence: { sequencer: SlowFirst },
    // Vitest's default (cores − 1) gives one worker on CI's 2 cores, and CI took about 20 minutes with it; a
    // browser test mostly waits on Chromium and its server, so two workers keep both cores busy. Three made the
    // paced browser tests miss their moments on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Importing the rules afresh for each of their 150 files took a quarter of the run; the files of a
        // worker share one import instead (the same files passed both ways).
        test: { name: 'rules', include: RULES, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'product',
          // Shared imports here too: the server, its store and every game imported once a worker instead of once
          // a file (82 s of imports in 45 server, CLI and lab files became 15 s). Every test builds its own server
          // and store; none mocks a module.
          isolate: false,
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...RULES],
        },
      },
      {
        extends: true,
        // The web app's tests keep a module each: they import the web app's i18next instance, whose language
        // some of them change (a shared instance made another file's French come out in English on CI).
        test: { name: 'web', include: ['test/**/*.test.ts'] },
      },
    ],
  },
});
