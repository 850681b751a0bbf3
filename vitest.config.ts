import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** The rules library's tests: pure modules (no I/O, no mocks, no global state), so they may share them. */
const RULES = ['src/engine/**/*.test.ts', 'src/geometry/**/*.test.ts', 'src/games/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 60_000,
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
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...RULES],
        },
      },
    ],
  },
});
