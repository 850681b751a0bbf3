/**
 * A configuration's statistics, built from its rows. Rows are filed by their index, and every figure is read in
 * index order at the end, so the summary is the same whatever order the workers finish in.
 */
import { wilson } from '../cli/arena-stats.ts';
import { seatBots } from './play.ts';
import { twoProportions, welch } from './tests.ts';
import type {
  Bin,
  ConfigSummary,
  Configuration,
  Distribution,
  Effect,
  MatchRow,
  Rate,
  SeasonPoint,
} from './types.ts';

/** Bars of a histogram at most (integers are binned by 1 when they span fewer values). */
const MAX_BINS = 30;

function rate(count: number, of: number): Rate {
  return { count, of, rate: of > 0 ? count / of : 0, ci95: wilson(count, of) };
}

/** The value at quantile q (0..1) of sorted values, by the nearest rank. */
function nearestRank(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Mean, sd (n − 1), quantiles and a histogram of integer-width bins. */
export function distribution(values: Float64Array): Distribution {
  const n = values.length;
  if (n === 0) return { mean: 0, sd: 0, min: 0, max: 0, median: 0, p90: 0, histogram: [] };
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let sq = 0;
  for (const v of values) sq += (v - mean) ** 2;
  const sorted = Float64Array.from(values).sort();
  const min = sorted[0]!;
  const max = sorted[n - 1]!;
  const lo = Math.floor(min);
  const span = Math.floor(max) - lo + 1;
  const width = Math.max(1, Math.ceil(span / MAX_BINS));
  const bins = Math.ceil(span / width);
  const counts = new Array<number>(bins).fill(0);
  for (const v of sorted) counts[Math.min(bins - 1, Math.floor((Math.floor(v) - lo) / width))]!++;
  const histogram: Bin[] = counts.map((count, b) => ({
    from: lo + b * width,
    to: lo + (b + 1) * width - 1,
    count,
  }));
  return {
    mean,
    sd: n > 1 ? Math.sqrt(sq / (n - 1)) : 0,
    min,
    max,
    median: nearestRank(sorted, 0.5),
    p90: nearestRank(sorted, 0.9),
    histogram,
  };
}

/** A configuration's rows as they arrive, filed by index. */
export class Accumulator {
  private readonly filled: Uint8Array;
  private readonly length: Float64Array;
  private readonly score: Float64Array[];
  private readonly rank: Float64Array[];
  private readonly won: Uint8Array[];
  private readonly winners: Uint8Array;
  private readonly ruleEvents = new Map<string, number>();
  private readonly ruleGames = new Map<string, number>();
  /** Career seasons: each season's progress, by index. */
  private readonly progress: (SeasonPoint[] | undefined)[] = [];
  /** Rows received so far. */
  count = 0;

  constructor(
    readonly config: Configuration,
    readonly games: number,
    readonly bots: readonly string[],
  ) {
    const p = config.players;
    this.filled = new Uint8Array(games);
    this.length = new Float64Array(games);
    this.winners = new Uint8Array(games);
    this.score = Array.from({ length: p }, () => new Float64Array(games));
    this.rank = Array.from({ length: p }, () => new Float64Array(games));
    this.won = Array.from({ length: p }, () => new Uint8Array(games));
  }

  add(row: MatchRow): void {
    const i = row.index;
    if (i < 0 || i >= this.games || this.filled[i] === 1)
      throw new Error(`lab: row ${i} of ${this.config.label} twice`);
    this.filled[i] = 1;
    this.count++;
    this.length[i] = row.decisions + row.chance;
    this.winners[i] = row.winners.length;
    for (let k = 0; k < this.config.players; k++) {
      this.score[k]![i] = row.scores[k] ?? 0;
      this.rank[k]![i] = row.ranks[k] ?? this.config.players;
    }
    for (const w of row.winners) if (w < this.config.players) this.won[w]![i] = 1;
    if (row.progress) this.progress[i] = row.progress;
    // Integer counts: their totals do not depend on the order rows come in.
    for (const [rule, n] of Object.entries(row.rules)) {
      this.ruleEvents.set(rule, (this.ruleEvents.get(rule) ?? 0) + n);
      this.ruleGames.set(rule, (this.ruleGames.get(rule) ?? 0) + 1);
    }
  }

  /** The statistics of the rows received so far (all of them at the end of the batch). */
  summary(): ConfigSummary {
    const p = this.config.players;
    const games: number[] = [];
    for (let i = 0; i < this.games; i++) if (this.filled[i] === 1) games.push(i);
    const n = games.length;
    const pick = (a: Float64Array | Uint8Array): Float64Array => Float64Array.from(games, (i) => a[i]!);
    const seats = Array.from({ length: p }, (_, k) => {
      let wins = 0;
      let score = 0;
      for (const i of games) {
        wins += this.won[k]![i]!;
        score += this.score[k]![i]!;
      }
      return { seat: k, ...rate(wins, n), meanScore: n > 0 ? score / n : 0 };
    });
    const byBot = new Map<string, { wins: number; seats: number; rank: number }>();
    for (const b of this.bots) if (!byBot.has(b)) byBot.set(b, { wins: 0, seats: 0, rank: 0 });
    let shared = 0;
    const scores: number[] = [];
    for (const i of games) {
      if (this.winners[i]! > 1) shared++;
      const names = seatBots(this.bots, p, i);
      for (let k = 0; k < p; k++) {
        const t = byBot.get(names[k]!)!;
        t.seats++;
        t.wins += this.won[k]![i]!;
        t.rank += this.rank[k]![i]!;
        scores.push(this.score[k]![i]!);
      }
    }
    const rules = [...this.ruleEvents.keys()].sort().map((rule) => {
      const events = this.ruleEvents.get(rule)!;
      const g = this.ruleGames.get(rule)!;
      return { rule, events, perGame: n > 0 ? events / n : 0, games: g, share: n > 0 ? g / n : 0 };
    });
    const season = this.seasonMeans(games);
    return {
      ...(season === undefined ? {} : { season }),
      config: this.config,
      games: n,
      shared,
      seats,
      bots: [...byBot].map(([bot, t]) => ({
        bot,
        ...rate(t.wins, t.seats),
        meanRank: t.seats > 0 ? t.rank / t.seats : 0,
      })),
      score: distribution(Float64Array.from(scores)),
      length: distribution(pick(this.length)),
      rules,
    };
  }

  /** Each match of the season: its figures averaged over the seasons received (in index order). */
  private seasonMeans(games: readonly number[]): SeasonPoint[] | undefined {
    const lists = games.map((i) => this.progress[i]).filter((p): p is SeasonPoint[] => p !== undefined);
    if (lists.length === 0) return undefined;
    const keys = ['xp', 'level', 'gold', 'skills', 'injuries', 'deaths', 'retirements', 'recruits'] as const;
    return lists[0]!.map((_, m) => {
      const point: SeasonPoint = {
        match: m + 1,
        xp: 0,
        level: 0,
        gold: 0,
        skills: 0,
        injuries: 0,
        deaths: 0,
        retirements: 0,
        recruits: 0,
      };
      for (const k of keys) point[k] = lists.reduce((x, l) => x + (l[m]?.[k] ?? 0), 0) / lists.length;
      return point;
    });
  }
}

function proportionEffect(measure: string, a: Rate, b: Rate): Effect {
  const { z, p } = twoProportions(a.count, a.of, b.count, b.of);
  return {
    measure,
    baseline: a.rate,
    variant: b.rate,
    difference: b.rate - a.rate,
    test: 'two-proportion z',
    statistic: z,
    p,
    significant: p < 0.05,
  };
}

/**
 * A variant against the baseline: each seat's and each bot's win rate (two-proportion z tests) and the mean
 * length (Welch's t test). Seats and bots absent from either side are skipped.
 */
export function effects(baseline: ConfigSummary, variant: ConfigSummary): Effect[] {
  const out: Effect[] = [];
  for (const s of variant.seats) {
    const b = baseline.seats[s.seat];
    if (b) out.push(proportionEffect(`seat ${s.seat} wins`, b, s));
  }
  if (variant.bots.length > 1 || baseline.bots.length > 1)
    for (const s of variant.bots) {
      const b = baseline.bots.find((x) => x.bot === s.bot);
      if (b) out.push(proportionEffect(`${s.bot} wins`, b, s));
    }
  const a = baseline.length;
  const v = variant.length;
  const w = welch(
    { n: baseline.games, mean: a.mean, sd: a.sd },
    { n: variant.games, mean: v.mean, sd: v.sd },
  );
  out.push({
    measure: 'length',
    baseline: a.mean,
    variant: v.mean,
    difference: v.mean - a.mean,
    test: 'Welch t',
    statistic: w.t,
    p: w.p,
    significant: w.p < 0.05,
  });
  return out;
}
