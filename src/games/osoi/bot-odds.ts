/**
 * The greedy bot's arithmetic: opposed tests (OS-TEST-6) as plain numbers — the same binomials over 1/2 as
 * odds.ts, whose exact fractions are too slow for thousands of one-ply scores — and what damage is worth in
 * victory points (OS-END-5). Pure, cached by the dice counts.
 */

/** P(k successes) for n dice at 1/2 each (OS-GEN-3). */
const binomials: number[][] = [];
function binomial(n: number): number[] {
  let row = binomials[n];
  if (row) return row;
  row = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(row.length + 1).fill(0);
    row.forEach((p, k) => {
      next[k]! += p / 2;
      next[k + 1]! += p / 2;
    });
    row = next;
  }
  binomials[n] = row;
  return row;
}

/** The distribution of the margin max(0, k − d) of n dice at difficulty d (0 dice: margin 0, OS-TEST-7). */
export function margins(n: number, d: number): number[] {
  const out: number[] = [];
  binomial(Math.max(0, n)).forEach((p, k) => {
    const m = Math.max(0, k - d);
    out[m] = (out[m] ?? 0) + p;
  });
  return out;
}

/** The expected margin of n dice at difficulty d. */
export function expectedMargin(n: number, d: number): number {
  return margins(n, d).reduce((t, p, m) => t + p * m, 0);
}

/** An opposed exchange: the probability that the attacker deals k (`dealt[k]`) and that it takes k (`taken[k]`). */
export interface Exchange {
  dealt: number[];
  taken: number[];
}

const exchanges = new Map<string, Exchange>();

/**
 * OS-TEST-6: attacker dice `an` at difficulty `ad` against defender dice `dn` at `dd`; the defender deals damage
 * only when `deals` (return fire, melee; not when it evades).
 */
export function exchange(an: number, ad: number, dn: number, dd: number, deals: boolean): Exchange {
  const key = `${an},${ad},${dn},${dd},${deals ? 1 : 0}`;
  let e = exchanges.get(key);
  if (e) return e;
  const a = margins(an, ad);
  const d = margins(dn, dd);
  e = { dealt: [0], taken: [0] };
  a.forEach((pa, ma) =>
    d.forEach((pd, md) => {
      const p = pa * pd;
      if (ma > md) e!.dealt[ma - md] = (e!.dealt[ma - md] ?? 0) + p;
      else if (md > ma && deals) e!.taken[md - ma] = (e!.taken[md - ma] ?? 0) + p;
    }),
  );
  exchanges.set(key, e);
  return e;
}

/** What a unit's state is worth to the enemy (OS-END-5): its cost removed, half of it at H ≤ ⌊H0 / 2⌋. */
export function vpOf(h: number, h0: number, cost: number): number {
  if (h <= 0) return cost;
  return h <= Math.floor(h0 / 2) ? Math.floor(cost / 2) : 0;
}

/** How much of a point of damage counts as the linear share of the unit's cost, against the thresholds. */
export const LINEAR = 0.75;

/**
 * The expected worth of damage `dist` (probability of k points) to a unit at h/h0: half the victory points it
 * moves across the thresholds of OS-END-5, and 3/4 of the unit's cost per health point for every point taken,
 * since each point also costs the unit a pool die (OS-POOL-5) and brings the next threshold nearer.
 */
export function damageValue(dist: readonly number[], h: number, h0: number, cost: number): number {
  const base = vpOf(h, h0, cost);
  let v = 0;
  dist.forEach((p, k) => {
    if (!p || k === 0) return;
    const hit = Math.min(k, Math.max(0, h));
    v += p * (0.5 * (vpOf(h - hit, h0, cost) - base) + (LINEAR * hit * cost) / Math.max(1, h0));
  });
  return v;
}

/** The worth of healing `k` points (at most up to h0) of a unit at h/h0, on the same scale. */
export function healValue(k: number, h: number, h0: number, cost: number): number {
  const to = Math.min(h0, h + k);
  return 0.5 * (vpOf(h, h0, cost) - vpOf(to, h0, cost)) + (LINEAR * (to - h) * cost) / Math.max(1, h0);
}
