import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The rules library's tests: pure modules (no I/O, no mocks, no global state), so they may share them. */
const RULES = ['src/engine/**/*.test.ts', 'src/geometry/**/*.test.ts', 'src/games/**/*.test.ts'];

/**
 * The server's, bots', CLI's and browser tests. Sharing their imports (isolate off) saved 4 to 6 s a file, but
 * three of them failed that way in two full runs out of two (verify.test.ts's 16 MiB verification timed out,
 * pillards-paced and spark-ball's drag), never isolated: they stay isolated until that is understood.
 */
const SERVER = [
  'src/server/**/*.test.ts',
  'src/bots/**/*.test.ts',
  'src/cli/**/*.test.ts',
  'test/browser/**/*.test.ts',
];

/**
 * Seconds the longest files took on the 2-core machine (a full run, 2026-12-02, under load). They start first,
 * longest first, so that the run does not end with one worker alone on a minute-long file; the others follow in
 * vitest's order (cached durations, else file sizes), each project's files together so that they share imports.
 * A file missing here only starts later: update the figures when a file grows past 15 s.
 */
const LONGEST: Record<string, number> = {
  'src/games/osoi/test/conformance.test.ts': 113,
  'src/games/osoi/test/conformance-sc2.test.ts': 104,
  'src/games/osoi/test/conformance-sc3.test.ts': 97,
  'test/soak.test.ts': 89,
  'test/browser/rules-pages.test.ts': 86,
  'src/games/piss-squig/conformance.test.ts': 70,
  'test/browser/event-player.test.ts': 56,
  'src/games/pillards/test/conformance-2.test.ts': 56,
  'test/browser/spark-ball.test.ts': 52,
  'src/server/crash.test.ts': 52,
  'test/browser/league.test.ts': 51,
  'test/browser/sb-table-mode.test.ts': 42,
  'test/browser/sb-board-input.test.ts': 39,
  'src/games/piss-squig/test/bot.test.ts': 39,
  'test/browser/osoi-editor.test.ts': 39,
  'test/browser/pillards.test.ts': 38,
  'src/games/pillards/test/conformance-1.test.ts': 37,
  'test/browser/sb-actions.test.ts': 37,
  'src/games/pillards/bot.test.ts': 36,
  'src/server/sb-table-mode.test.ts': 36,
  'test/browser/piss-squig.test.ts': 31,
  'src/server/accounts.test.ts': 31,
  'test/browser/piss-squig-modes.test.ts': 31,
  'src/games/spark-ball/test/conformance-3.test.ts': 29,
  'src/games/spark-ball/test/conformance.test.ts': 28,
  'test/browser/sb-league.test.ts': 28,
  'src/server/server.test.ts': 26,
  'test/browser/pillards-turn.test.ts': 25,
  'src/games/spark-ball/test/conformance-geo.test.ts': 24,
  'test/browser/osoi-table.test.ts': 24,
  'test/browser/table-safety.test.ts': 23,
  'test/browser/sb-board-static.test.ts': 23,
  'src/server/leagues.test.ts': 22,
  'src/server/match-dice.test.ts': 21,
  'src/games/spark-ball/test/conformance-2.test.ts': 20,
  'src/server/spark-ball.test.ts': 20,
  'test/browser/pillards-paced.test.ts': 19,
  'test/browser/league-games.test.ts': 17,
  'test/browser/piss-squig-paths.test.ts': 17,
  'test/browser/sb-decisions-static.test.ts': 17,
  'test/browser/sb-deploy-alternate.test.ts': 16,
  'src/games/piss-squig/test/season.test.ts': 16,
  'src/server/osoi.test.ts': 15,
  'test/browser/sb-league-hire.test.ts': 15,
  'src/server/verify.test.ts': 15,
};

/** The longest files first (LONGEST), then the others in vitest's order within each project. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (f: TestSpecification): number =>
      LONGEST[relative(f.project.config.root, f.moduleId).replaceAll('\\', '/')] ?? 0;
    const long = sorted.filter((f) => seconds(f) > 0).sort((a, b) => seconds(b) - seconds(a));
    // The rest project by project (a worker shares a project's imports from one file to the next), the rules'
    // files of a few milliseconds last, so that both workers finish together.
    const rank = (f: TestSpecification): number => ['server', 'product', 'rules'].indexOf(f.project.name);
    const rest = sorted.filter((f) => seconds(f) === 0).sort((a, b) => rank(a) - rank(b));
    return [...long, ...rest];
  }
}

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Vitest's default (cores − 1) gives one worker on CI's 2 cores, and CI took about 20 minutes with it; a
    // browser test mostly waits on Chromium and its server, so two workers keep both cores busy. Three made the
    // paced browser tests miss their moments on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        // Importing the rules afresh for each of their 150 files took a quarter of the run; the files of a
        // worker share one import instead (the same files passed both ways).
        test: { name: 'rules', include: RULES, isolate: false },
      },
      {
        extends: true,
        test: { name: 'server', include: SERVER },
      },
      {
        extends: true,
        // The web app's modules (i18n's language, the account cache) and the soak: a fresh import per file.
        test: {
          name: 'product',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...RULES, ...SERVER],
        },
      },
    ],
  },
});
