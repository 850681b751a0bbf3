import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Vitest's default (cores − 1) gives one worker on CI's 2 cores, and CI took about 20 minutes with it; a
    // browser test mostly waits on Chromium and its server, so two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
