import { describe, expect, it } from 'vitest';
import { SeededRng } from '../engine/rng.ts';
import { games } from '../games/registry.ts';
import { simulate } from '../cli/simulate.ts';
import { wilson } from '../cli/arena-stats.ts';
import { baselineOf, configurations, LabError, parseGrid } from './grid.ts';
import { inlineRunner, planLab, poolRunner, runLab, type LabRunner } from './run.ts';
import { distribution } from './summary.ts';
import { incompleteBeta, normalTwoSided, studentTwoSided, twoProportions, welch } from './tests.ts';
import type { LabResult, LabSpec, MatchRow } from './types.ts';

const ps = games['piss-squig']!;

async function batch(spec: LabSpec, runner: LabRunner): Promise<{ result: LabResult; rows: MatchRow[] }> {
  const rows: MatchRow[] = [];
  try {
    const plan = planLab(games[spec.game]!, spec, runner.workers);
    const result = await runLab(plan, runner, { rows: (r) => void rows.push(...r) });
    rows.sort((a, b) => a.config - b.config || a.index - b.index);
    return { result, rows };
  } finally {
    await runner.close();
  }
}

/** The parts of a result that must not depend on where and how fast it was played. */
function totals(r: LabResult): unknown {
  return r.configurations;
}

describe('lab batches', () => {
  const spec: LabSpec = {
    game: 'piss-squig',
    grid: parseGrid(['armourTarget=7,8']),
    bots: ['random'],
    games: 60,
    seed: 'lab-workers',
  };

  it('1 and 3 worker threads and this thread give identical totals and rows', async () => {
    const one = await batch(spec, poolRunner(1));
    const three = await batch(spec, poolRunner(3));
    const inline = await batch(spec, inlineRunner(games));
    expect(three.result.workers).toBe(3);
    expect(totals(three.result)).toEqual(totals(one.result));
    expect(totals(inline.result)).toEqual(totals(one.result));
    expect(three.rows).toEqual(one.rows);
    expect(one.rows).toHaveLength(120);
    // Chunking does not matter either: one game a chunk.
    const plan = planLab(ps, spec, 1, 1);
    expect(plan.chunks).toHaveLength(120);
    const fine = await runLab(plan, inlineRunner(games));
    expect(totals(fine)).toEqual(totals(one.result));
  }, 60_000);

  it('a 2×2 grid gives 4 summaries whose counts add up', async () => {
    const { result, rows } = await batch(
      {
        game: 'piss-squig',
        grid: parseGrid(['armourTarget=7,8', 'players=2,3']),
        bots: ['greedy', 'random'],
        games: 4,
        seed: 'lab-grid',
      },
      inlineRunner(games),
    );
    expect(result.configurations.map((c) => c.config.label)).toEqual([
      'armourTarget=7 players=2',
      'armourTarget=7 players=3',
      'armourTarget=8 players=2',
      'armourTarget=8 players=3',
    ]);
    // armourTarget 8 is the game's default; players has none, so its first value.
    expect(result.baseline).toBe(2);
    expect(result.totalGames).toBe(16);
    expect(rows).toHaveLength(16);
    for (const c of result.configurations) {
      const mine = rows.filter((r) => r.config === c.config.index);
      expect(c.games).toBe(4);
      expect(mine).toHaveLength(4);
      expect(c.seats).toHaveLength(c.config.players);
      // Every seat-game is some bot's: the bots' seat counts add up to games × seats, and their wins to the seats'.
      expect(c.bots.reduce((n, b) => n + b.of, 0)).toBe(4 * c.config.players);
      expect(c.bots.reduce((n, b) => n + b.count, 0)).toBe(c.seats.reduce((n, s) => n + s.count, 0));
      const winners = mine.reduce((n, r) => n + r.winners.length, 0);
      expect(c.seats.reduce((n, s) => n + s.count, 0)).toBe(winners);
      expect(c.length.histogram.reduce((n, b) => n + b.count, 0)).toBe(4);
      expect(c.score.histogram.reduce((n, b) => n + b.count, 0)).toBe(4 * c.config.players);
      for (const rule of c.rules) {
        expect(rule.events).toBe(mine.reduce((n, r) => n + (r.rules[rule.rule] ?? 0), 0));
        expect(rule.games).toBe(mine.filter((r) => (r.rules[rule.rule] ?? 0) > 0).length);
      }
      // Seats rotated: game i puts bots[(k + i) % 2] in seat k, so each bot sits each seat twice in 4 games.
      for (let k = 0; k < c.config.players; k++)
        expect(mine.filter((r) => r.bots[k] === 'greedy').length).toBe(2);
      if (c.config.index === result.baseline) expect(c.effects).toBeUndefined();
      else expect(c.effects?.map((e) => e.measure)).toContain('length');
    }
  }, 60_000);

  it('one configuration with one bot plays exactly the games of arbitre simulate (same seeds)', async () => {
    const { result } = await batch(
      { game: 'piss-squig', grid: [], bots: ['random'], games: 40, seed: 'lab-sim', players: 3 },
      inlineRunner(games),
    );
    const sim = simulate(ps, { games: 40, seed: 'lab-sim', players: 3 }, { write: () => true });
    const c = result.configurations[0]!;
    expect(c.seats.map((s) => s.count)).toEqual(sim.wins);
    expect(c.seats.map((s) => s.meanScore)).toEqual(sim.averageScores);
    expect(c.length.mean).toBeCloseTo(sim.averageSteps, 9);
  }, 30_000);

  it('a variant that changes the game is significant', async () => {
    const { result } = await batch(
      {
        game: 'piss-squig',
        grid: parseGrid(['maxRounds=40,20']),
        bots: ['random'],
        games: 40,
        seed: 'lab-effect',
      },
      inlineRunner(games),
    );
    const variant = result.configurations[1]!;
    const length = variant.effects!.find((e) => e.measure === 'length')!;
    expect(result.baseline).toBe(0);
    expect(length.difference).toBeLessThan(0);
    expect(length.significant).toBe(true);
    expect(length.p).toBeLessThan(1e-6);
  }, 30_000);
});

describe('lab career seasons', () => {
  it("a season is a row: its places' match wins, and the roster after each match, averaged by match number", async () => {
    const { result, rows } = await batch(
      { game: 'piss-squig', grid: [], bots: ['random'], games: 3, seed: 'lab-season', players: 3, season: 4 },
      inlineRunner(games),
    );
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      // A place's score is its match wins: at most the season's 4 matches.
      expect(Math.max(...r.scores)).toBeLessThanOrEqual(4);
      expect(r.progress!.map((p) => p.match)).toEqual([1, 2, 3, 4]);
      // Every place is a recruit in the first match.
      expect(r.progress![0]!.recruits).toBe(3);
      expect(r.winners.every((w) => r.scores[w] === Math.max(...r.scores))).toBe(true);
    }
    const season = result.configurations[0]!.season!;
    expect(season).toHaveLength(4);
    // The mean is over the 3 seasons, match by match.
    for (const key of ['xp', 'gold', 'deaths', 'recruits'] as const)
      expect(season[1]![key]).toBeCloseTo(rows.reduce((x, r) => x + r.progress![1]![key], 0) / 3, 12);
    expect(season[0]!.gold).toBeGreaterThan(0);
  }, 30_000);

  it('refuses seasons where there are none, and bots other than random', () => {
    expect(() =>
      planLab(games.pillards!, {
        game: 'pillards',
        grid: [],
        bots: ['random'],
        games: 1,
        seed: 's',
        season: 3,
      }),
    ).toThrow(/career seasons for piss-squig only, not pillards/);
    expect(() =>
      planLab(ps, { game: 'piss-squig', grid: [], bots: ['greedy'], games: 1, seed: 's', season: 3 }),
    ).toThrow(/random bots/);
    expect(() =>
      planLab(ps, { game: 'piss-squig', grid: [], bots: ['random'], games: 1, seed: 's', season: 41 }),
    ).toThrow(/1 to 40 matches/);
  });
});

describe('lab grid', () => {
  it('reads values as JSON where they parse, else as text, and keeps brackets whole', () => {
    expect(
      parseGrid(['armourTarget=7,8', 'mode=ffa,doubles', 'posts=[1,5],[2,6]', 'fenceSlam=true']),
    ).toEqual([
      { key: 'armourTarget', values: [7, 8] },
      { key: 'mode', values: ['ffa', 'doubles'] },
      {
        key: 'posts',
        values: [
          [1, 5],
          [2, 6],
        ],
      },
      { key: 'fenceSlam', values: [true] },
    ]);
  });

  it('refuses what it cannot read, saying what is allowed', () => {
    expect(() => parseGrid(['armourTarget'])).toThrow(/expected option=value1,value2/);
    expect(() => parseGrid(['a=1', 'a=2'])).toThrow(/appears twice/);
    expect(() => parseGrid(['a=1,,2'])).toThrow(/empty value/);
    expect(() => parseGrid(['a=1,1'])).toThrow(/repeated/);
    try {
      configurations(ps, parseGrid(['armourTarget=7,9']));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(LabError);
      // The game's own refusal, naming the option.
      expect((e as LabError).en).toMatch(/piss-squig refuses armourTarget=9: .*armourTarget/);
    }
    expect(() =>
      configurations(ps, parseGrid(['maxRounds=' + Array.from({ length: 65 }, (_, i) => i + 5).join(',')])),
    ).toThrow(/65 configurations; at most 64/);
    expect(() =>
      planLab(ps, { game: 'piss-squig', grid: [], bots: ['grumpy'], games: 1, seed: 's' }),
    ).toThrow(/unknown bot "grumpy" for piss-squig \(available: random, greedy/);
    expect(() =>
      planLab(ps, { game: 'piss-squig', grid: [], bots: ['greedy@10'], games: 1, seed: 's' }),
    ).toThrow(/only search bots take a budget/);
    expect(() =>
      planLab(ps, { game: 'piss-squig', grid: [], bots: ['random'], games: 0, seed: 's' }),
    ).toThrow(/--games/);
  });

  it('finds the default of each axis by setting the game up with and without it', () => {
    const axes = parseGrid(['furyThreshold=5,10,15', 'fenceSlam=true,false']);
    const configs = configurations(ps, axes);
    expect(configs[baselineOf(ps, axes, configs)]!.label).toBe('furyThreshold=10 fenceSlam=false');
    const none = parseGrid(['furyThreshold=5,15']);
    expect(baselineOf(ps, none, configurations(ps, none))).toBe(0);
  });
});

describe('lab statistics', () => {
  it('95 % Wilson intervals contain the true rate about 95 % of the time (synthetic draws)', () => {
    const rng = new SeededRng('lab-coverage');
    for (const [p, n] of [
      [0.3, 100],
      [0.5, 400],
      [0.9, 60],
    ] as const) {
      let inside = 0;
      const trials = 2000;
      for (let t = 0; t < trials; t++) {
        let k = 0;
        for (let i = 0; i < n; i++) if (rng.int(0, 999_999) < p * 1_000_000) k++;
        const [lo, hi] = wilson(k, n);
        if (lo <= p && p <= hi) inside++;
      }
      expect(inside / trials).toBeGreaterThan(0.93);
      expect(inside / trials).toBeLessThan(0.97);
    }
  });

  it('p-values match published tables', () => {
    // Normal: P(|Z| ≥ 1.96) = 0.0500; Student: P(|T| ≥ 2.228) with 10 df = 0.0500, P(|T| ≥ 2) with 10 df = 0.0734.
    expect(normalTwoSided(1.959964)).toBeCloseTo(0.05, 6);
    expect(studentTwoSided(2.228139, 10)).toBeCloseTo(0.05, 5);
    expect(studentTwoSided(2, 10)).toBeCloseTo(0.073388, 5);
    expect(studentTwoSided(1, 1)).toBeCloseTo(0.5, 9);
    expect(incompleteBeta(0.5, 2, 2)).toBeCloseTo(0.5, 12);
    // 45/100 against 60/100: pooled 0.525, se √(0.525 · 0.475 · 0.02) = 0.070622, z = 2.1240, p = 0.03367.
    const t = twoProportions(45, 100, 60, 100);
    expect(t.z).toBeCloseTo(2.124, 3);
    expect(t.p).toBeCloseTo(0.03367, 4);
    // Welch: means 10 and 12, sd 2 and 3, n 20 and 25: se √(0.2 + 0.36) = 0.74833, t = 2.6726, df = 0.56² / (0.2²/19 + 0.36²/24) = 41.78.
    const w = welch({ n: 20, mean: 10, sd: 2 }, { n: 25, mean: 12, sd: 3 });
    expect(w.t).toBeCloseTo(2.6726, 4);
    expect(w.df).toBeCloseTo(41.78, 1);
    expect(w.p).toBeGreaterThan(0.009);
    expect(w.p).toBeLessThan(0.012);
  });

  it('distributions: mean, sd, nearest-rank quantiles and a histogram that counts every value', () => {
    const d = distribution(Float64Array.from([3, 1, 2, 2, 10]));
    expect(d.mean).toBe(3.6);
    expect(d.sd).toBeCloseTo(Math.sqrt((0.36 + 6.76 + 2.56 + 2.56 + 40.96) / 4), 12);
    expect([d.min, d.median, d.p90, d.max]).toEqual([1, 2, 10, 10]);
    expect(d.histogram).toHaveLength(10);
    expect(d.histogram[1]).toEqual({ from: 2, to: 2, count: 2 });
    expect(d.histogram.reduce((n, b) => n + b.count, 0)).toBe(5);
    const wide = distribution(Float64Array.from({ length: 100 }, (_, i) => i * 7));
    expect(wide.histogram.length).toBeLessThanOrEqual(30);
    expect(wide.histogram.reduce((n, b) => n + b.count, 0)).toBe(100);
  });
});
