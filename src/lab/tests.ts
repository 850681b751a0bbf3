/**
 * Significance tests for the lab's comparisons of a variant with its baseline: the two-proportion z test (win
 * rates) and Welch's t test (means of unequal variance: lengths), with exact-enough two-sided p-values (the
 * normal law by the complementary error function, Student's law by the regularised incomplete beta function).
 */

/** The complementary error function (Numerical Recipes' Chebyshev fit, relative error under 1.2e-7). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** P(|Z| ≥ |z|) for a standard normal Z. */
export function normalTwoSided(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/** ln Γ(x), Lanczos' approximation (x > 0). */
function logGamma(x: number): number {
  const g = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2,
    -0.5395239384953e-5,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.000000000190015;
  for (const c of g) ser += c / ++y;
  return -tmp + Math.log((2.5066282746310007 * ser) / x);
}

/** The continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-14) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(a, b, x)) / a
    : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(|T| ≥ |t|) for Student's law with `df` degrees of freedom (df may be fractional: Welch). */
export function studentTwoSided(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  if (!(df > 0)) return 1;
  return Math.min(1, incompleteBeta(df / (df + t * t), df / 2, 0.5));
}

/** Two-proportion z test of k1/n1 against k2/n2 (pooled variance): the statistic and two-sided p. */
export function twoProportions(k1: number, n1: number, k2: number, n2: number): { z: number; p: number } {
  if (n1 <= 0 || n2 <= 0) return { z: 0, p: 1 };
  const pooled = (k1 + k2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { z: 0, p: 1 };
  const z = (k2 / n2 - k1 / n1) / se;
  return { z, p: normalTwoSided(z) };
}

/** Welch's t test of two means from their sample sizes, means and standard deviations (n − 1 divisor). */
export function welch(
  a: { n: number; mean: number; sd: number },
  b: { n: number; mean: number; sd: number },
): { t: number; df: number; p: number } {
  if (a.n < 2 || b.n < 2) return { t: 0, df: 0, p: 1 };
  const va = (a.sd * a.sd) / a.n;
  const vb = (b.sd * b.sd) / b.n;
  const se = Math.sqrt(va + vb);
  if (se === 0) return { t: 0, df: a.n + b.n - 2, p: a.mean === b.mean ? 1 : 0 };
  const t = (b.mean - a.mean) / se;
  const df = (va + vb) ** 2 / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1));
  return { t, df, p: studentTwoSided(t, df) };
}
