import { describe, expect, it } from 'vitest';
import { budgetOf, parseBotSpec } from './arena-game.ts';
import { fitElo, quantile, wilson } from './arena-stats.ts';
import { roundRobin, seating, type ArenaSummary } from './arena.ts';
import { run } from './main.ts';

class Sink {
  text = '';
  isTTY = false;
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const code = await run(argv, { stdout, stderr });
  return { code, out: stdout.text, err: stderr.text };
}

/** The summary without what depends on the clock or the pool. */
function results(s: ArenaSummary): unknown {
  return {
    ...s,
    workers: 0,
    seconds: 0,
    gamesPerSecond: 0,
    standings: s.standings.map((b) => ({ ...b, msMean: 0, msP99: 0 })),
  };
}

describe('arena statistics', () => {
  it("Wilson's interval matches Newcombe (1998, method 3) to 4 decimals, and is [0, 1] without games", () => {
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [k, n, lo, hi] of cases) {
      const [a, b] = wilson(k, n);
      expect(a).toBeCloseTo(lo, 4);
      expect(b).toBeCloseTo(hi, 4);
    }
    expect(wilson(0, 0)).toEqual([0, 1]);
    expect(wilson(20, 20)[1]).toBe(1);
  });

  it('the p99 is the nearest-rank quantile', () => {
    const hundred = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(hundred, 0.99)).toBe(99);
    expect(quantile([5], 0.99)).toBe(5);
    expect(quantile([], 0.99)).toBe(0);
  });

  it('Elo of two bots is the closed form 400·log10(s / (n − s)) with the virtual draw; the anchor is 0', () => {
    const r = fitElo(2, [{ i: 0, j: 1, games: 100, points: 25 }], { anchor: 0 });
    expect(r[0]).toBe(0);
    expect(r[1]).toBeCloseTo(400 * Math.log10(75.5 / 25.5), 6);
    const sweep = fitElo(2, [{ i: 0, j: 1, games: 10, points: 10 }], { anchor: 1 });
    expect(sweep[1]).toBe(0);
    expect(sweep[0]).toBeCloseTo(400 * Math.log10(10.5 / 0.5), 6);
  });

  it('Elo orders a synthetic round robin a > b > c > d and the expected points match the actual points', () => {
    const n = 40;
    const table = [
      { i: 0, j: 1, games: n, points: 26 },
      { i: 0, j: 2, games: n, points: 32 },
      { i: 0, j: 3, games: n, points: 38 },
      { i: 1, j: 2, games: n, points: 25 },
      { i: 1, j: 3, games: n, points: 33.5 },
      { i: 2, j: 3, games: n, points: 27 },
    ];
    const r = fitElo(4, table, { anchor: 3 });
    expect(r[3]).toBe(0);
    expect(r[0]!).toBeGreaterThan(r[1]!);
    expect(r[1]!).toBeGreaterThan(r[2]!);
    expect(r[2]!).toBeGreaterThan(0);
    // At the maximum of the likelihood each bot's expected points equal its points (with the virtual draws).
    for (let bot = 0; bot < 4; bot++) {
      let actual = 0;
      let expected = 0;
      for (const t of table) {
        if (t.i !== bot && t.j !== bot) continue;
        const other = t.i === bot ? t.j : t.i;
        actual += (t.i === bot ? t.points : n - t.points) + 0.5;
        expected += (n + 1) / (1 + Math.pow(10, (r[other]! - r[bot]!) / 400));
      }
      expect(expected).toBeCloseTo(actual, 6);
    }
  });
});

describe('arena schedule', () => {
  it('pairs every two bots once, in the order of --bots', () => {
    expect(roundRobin(3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it('alternates seats with two players; with P seats two games give each bot every seat once', () => {
    expect([0, 1, 2, 3].map((j) => seating(0, 1, j, 2))).toEqual([
      [0, 1],
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    for (const players of [3, 4]) {
      for (let m = 0; m < players; m++) {
        const [x, y] = [seating(0, 1, 2 * m, players), seating(0, 1, 2 * m + 1, players)];
        for (let k = 0; k < players; k++) expect([x[k], y[k]].sort()).toEqual([0, 1]);
        expect(x.filter((b) => b === 0)).toHaveLength(1); // a alone, then b alone, in seat m
        expect(x[m]).toBe(0);
        expect(y[m]).toBe(1);
      }
    }
  });

  it('reads a bot with its own budget and scales the tournament budget for search-strong', () => {
    expect(parseBotSpec('search@500')).toEqual({
      name: 'search@500',
      level: 'search',
      budget: { iterations: 500 },
    });
    expect(parseBotSpec('search@20ms')?.budget).toEqual({ ms: 20 });
    expect(parseBotSpec('search@0')).toBeUndefined();
    expect(parseBotSpec('search@fast')).toBeUndefined();
    expect(budgetOf(parseBotSpec('search-strong')!, { iterations: 50 })).toEqual({ iterations: 200 });
    expect(budgetOf(parseBotSpec('search')!, { iterations: 50, ms: 10 })).toEqual({ iterations: 50, ms: 10 });
    expect(budgetOf(parseBotSpec('search@30')!, { iterations: 50 })).toEqual({ iterations: 30 });
    expect(budgetOf(parseBotSpec('greedy')!, { iterations: 50 })).toBeUndefined();
  });
});

describe('arbitre arena', () => {
  it('plays a seeded round robin in workers: totals add up, seats balanced, same results with 1 and 2 workers', async () => {
    const argv = ['arena', 'piss-squig', '--bots', 'random,greedy,search', '--iterations', '50'];
    const one = await cli(...argv, '--games', '4', '--seed', 't', '--workers', '1', '--json');
    expect(one.err).toBe('');
    expect(one.code).toBe(0);
    const s = JSON.parse(one.out) as ArenaSummary;
    expect(s).toMatchObject({
      game: 'piss-squig',
      players: 2,
      bots: ['random', 'greedy', 'search'],
      gamesPerPairing: 4,
      totalGames: 12,
      budget: { iterations: 50 },
      workers: 1,
      elo: { anchor: 'random', virtualDraws: 1 },
    });
    expect(s.pairings.map((p) => p.bots)).toEqual([
      ['random', 'greedy'],
      ['random', 'search'],
      ['greedy', 'search'],
    ]);
    for (const p of s.pairings) {
      const [x, y] = p.sides;
      expect(p.games).toBe(4);
      for (const side of p.sides) {
        expect(side.wins + side.draws + side.losses).toBe(4);
        expect(side.seats).toEqual([2, 2]);
        expect(side.winRate).toBe(side.wins / 4);
        expect(side.ci95).toEqual(wilson(side.wins, 4));
      }
      expect([x.wins, x.draws, x.losses]).toEqual([y.losses, y.draws, y.wins]);
      expect(x.scoreShare + y.scoreShare).toBeCloseTo(1, 9);
      expect(x.averageRank + y.averageRank).toBeGreaterThanOrEqual(2);
    }
    expect(s.standings.map((b) => b.games)).toEqual([8, 8, 8]);
    expect(s.standings.reduce((n, b) => n + b.games, 0)).toBe(2 * s.totalGames);
    const sum = (f: (b: (typeof s.standings)[number]) => number): number =>
      s.standings.reduce((n, b) => n + f(b), 0);
    expect(sum((b) => b.wins)).toBe(sum((b) => b.losses));
    for (const b of s.standings) {
      expect(b.wins + b.draws + b.losses).toBe(b.games);
      expect(b.seats).toEqual([4, 4]);
      const mine = s.pairings.flatMap((p) => p.sides.filter((side) => side.bot === b.bot));
      expect(b.wins).toBe(mine.reduce((n, side) => n + side.wins, 0));
      expect(b.decisions).toBeGreaterThan(0);
      expect(b.msP99).toBeGreaterThanOrEqual(0);
    }
    expect(s.standings[0]!.elo).toBe(0);
    // Greedy sweeps random at Piss' Squig (docs/benchmarks.md): its rating is above the anchor.
    expect(s.pairings[0]!.sides[1].wins).toBe(4);
    expect(s.standings[1]!.elo).toBeGreaterThan(0);

    const two = await cli(...argv, '--games', '4', '--seed', 't', '--workers', '2', '--json');
    expect(two.code).toBe(0);
    const t = JSON.parse(two.out) as ArenaSummary;
    expect(t.workers).toBe(2);
    expect(results(t)).toEqual(results(s));
  }, 120_000);

  it('with more seats, one bot alone against the other: ranks and points shares, seats balanced', async () => {
    const r = await cli(
      'arena',
      'piss-squig',
      '--bots',
      'random,greedy',
      '--players',
      '3',
      '--games',
      '2',
      '--options',
      '{"maxRounds":6}',
      '--json',
    );
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as ArenaSummary;
    expect(s.players).toBe(3);
    const [x, y] = s.pairings[0]!.sides;
    expect(x.seats).toEqual([1, 1, 1]); // alone in seat 0, then in seats 1 and 2 against b alone
    expect(y.seats).toEqual([1, 1, 1]);
    expect(x.scoreShare + y.scoreShare).toBeCloseTo(1, 9);
    for (const side of [x, y]) {
      expect(side.averageRank).toBeGreaterThanOrEqual(1);
      expect(side.averageRank).toBeLessThanOrEqual(3);
    }
    // Each bot alone in one game of two; its lone record and the other's field record in those games mirror.
    const [ax, ay] = s.pairings[0]!.alone!;
    expect([ax.bot, ay.bot]).toEqual(['random', 'greedy']);
    expect([ax.games, ay.games]).toEqual([1, 1]);
    expect(ax.seats).toEqual([1, 0, 0]);
    expect(ay.seats).toEqual([1, 0, 0]);
    // The lone games' wins, draws and losses add up to the pairing's.
    expect(ax.wins + ay.losses).toBe(x.wins);
    expect(ax.draws + ay.draws).toBe(x.draws);
    expect(ax.losses + ay.wins).toBe(x.losses);
  }, 120_000);

  it('with more seats the tables add each bot alone against the field of the other', async () => {
    const r = await cli(
      'arena',
      'piss-squig',
      '--bots',
      'random,greedy',
      '--players',
      '3',
      '--games',
      '2',
      '--options',
      '{"maxRounds":6}',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^seul \/ alone – champ \/ field +parties\/games/m);
    expect(r.out).toMatch(/^random – greedy ×2 +1 +\d+ +\d+ +\d+ /m);
    expect(r.out).toMatch(/^greedy – random ×2 +1 +\d+ +\d+ +\d+ /m);
  }, 120_000);

  it('prints French then English tables: pairings, then bots by Elo with decision times', async () => {
    const r = await cli('arena', 'piss-squig', '--bots', 'random,greedy', '--games', '2', '--seed', 'p');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe(
      'piss-squig : 2 bots, 2 sièges, 1 paire × 2 parties, germe « p » / 2 bots, 2 seats, 1 pairing × 2 games, seed "p"',
    );
    expect(r.out).toMatch(/^random – greedy +0 +0 +2 +0\.0 % +\[0\.0–65\.8\]$/m);
    const bots = lines.findIndex((l) => l.startsWith('bot '));
    expect(lines[bots]).toMatch(/Elo.*ms p99$/);
    expect(lines[bots + 1]).toMatch(/^greedy +\d+ +2 +2 +0 +0 +100\.0 %/);
    expect(lines[bots + 2]).toMatch(/^random +0 +2 +0 +0 +2 /);
    expect(r.out).toMatch(/random = 0, one virtual draw per pairing/);
  }, 60_000);

  it('refuses an unknown game or bot with the list of what exists (exit 2, one line)', async () => {
    const game = await cli('arena', 'chess', '--bots', 'random,greedy');
    expect(game.code).toBe(2);
    expect(game.err).toBe(
      'Jeu inconnu « chess » (jeux connus : piss-squig, pillards, spark-ball, osoi) / ' +
        'Unknown game "chess" (known games: piss-squig, pillards, spark-ball, osoi)\n',
    );
    const bot = await cli('arena', 'piss-squig', '--bots', 'random,mcts');
    expect(bot.code).toBe(2);
    expect(bot.err).toMatch(/^Bot inconnu « mcts » pour piss-squig \(disponibles : random, greedy, search/);
    expect(bot.err).toMatch(
      /Unknown bot "mcts" for piss-squig \(available: random, greedy, search, search-strong; search budget: search@500, search@200ms\)\n$/,
    );
    const budget = await cli('arena', 'piss-squig', '--bots', 'random,greedy@50');
    expect(budget.code).toBe(2);
    expect(budget.err).toMatch(/"greedy@50": only search and search-strong take a budget/);
    const alone = await cli('arena', 'piss-squig', '--bots', 'greedy');
    expect(alone.code).toBe(2);
    expect(alone.err).toMatch(/at least two different bots/);
    const twice = await cli('arena', 'piss-squig', '--bots', 'greedy,greedy');
    expect(twice.code).toBe(2);
    expect(twice.err).toMatch(/"greedy" twice/);
    const missing = await cli('arena', 'piss-squig');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/--bots/);
    for (const r of [game, bot, budget, alone, twice]) expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});
