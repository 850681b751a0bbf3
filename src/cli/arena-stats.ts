/**
 * The arena's statistics (docs/bots.md, "Arena"): Wilson intervals for win rates, percentiles of decision times,
 * and Elo ratings fitted to a round robin's results by maximum likelihood.
 */

/** The normal quantile of 97.5 %: a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/**
 * Wilson's score interval for a proportion of `k` successes in `n` trials (95 % by default): unlike p ± z·σ it
 * stays inside [0, 1] and is honest at 0 or n successes, which a bot sweeping its opponent often reaches.
 */
export function wilson(k: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile (0..1) of `sorted` (ascending), by the nearest-rank method; 0 for an empty list. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** The games two bots played against each other: `points` is `i`'s (a win 1, a draw ½). */
export interface PairResult {
  i: number;
  j: number;
  games: number;
  points: number;
}

/** How ratings are fitted. */
export interface EloOptions {
  /** The bot whose rating is fixed at 0 (its index). */
  anchor: number;
  /** Draws added to every pairing, so a clean sweep still has a finite rating (default 1). */
  virtualDraws?: number;
}

const LOG10_400 = Math.LN10 / 400;

/**
 * Elo ratings of `count` bots: the maximum-likelihood fit of the logistic model
 * P(i beats j) = 1 / (1 + 10^((Rj − Ri) / 400)), draws counting half a win, with `virtualDraws` added to each
 * pairing; solved by Newton steps on one rating at a time until every bot's expected points equal its actual
 * points, then shifted so that the anchor is 0.
 */
export function fitElo(count: number, results: readonly PairResult[], o: EloOptions): number[] {
  const extra = o.virtualDraws ?? 1;
  const games: number[][] = Array.from({ length: count }, () => new Array<number>(count).fill(0));
  const points: number[][] = Array.from({ length: count }, () => new Array<number>(count).fill(0));
  for (const r of results) {
    games[r.i]![r.j]! += r.games;
    games[r.j]![r.i]! += r.games;
    points[r.i]![r.j]! += r.points;
    points[r.j]![r.i]! += r.games - r.points;
  }
  for (let i = 0; i < count; i++) {
    for (let j = 0; j < count; j++) {
      if (i === j || games[i]![j] === 0) continue;
      games[i]![j]! += extra;
      points[i]![j]! += extra / 2;
    }
  }
  const ratings = new Array<number>(count).fill(0);
  for (let sweep = 0; sweep < 10_000; sweep++) {
    let moved = 0;
    for (let i = 0; i < count; i++) {
      let gradient = 0;
      let curvature = 0;
      for (let j = 0; j < count; j++) {
        const n = games[i]![j]!;
        if (i === j || n === 0) continue;
        const p = 1 / (1 + Math.pow(10, (ratings[j]! - ratings[i]!) / 400));
        gradient += points[i]![j]! - n * p;
        curvature += n * p * (1 - p) * LOG10_400;
      }
      if (curvature === 0) continue;
      // Far from the fit the curvature is small and a full Newton step could overshoot: at most 400 points a step.
      const step = Math.max(-400, Math.min(400, gradient / curvature));
      ratings[i]! += step;
      moved = Math.max(moved, Math.abs(step));
    }
    if (moved < 1e-9) break;
  }
  const shift = ratings[o.anchor] ?? 0;
  return ratings.map((r) => r - shift);
}
