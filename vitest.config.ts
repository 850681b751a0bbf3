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
