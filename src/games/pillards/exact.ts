/**
 * Exact odds of Pillards, as rationals in BigInt arithmetic: the modified resistance result of a raid
 * (PIL-RAID-1/2) and the probability that a raiding force wins a combat (PIL-COMBAT-1..10), for the odds shown
 * by the product and for the statistics tests.
 */
import { Fraction } from '../../engine/odds.ts';
import { STATS, TYPES, type FigureType, type Force } from './forces.ts';

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** An exact rational number with BigInt parts, always reduced, denominator > 0. */
export class Rational {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  /** num/den, reduced. */
  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new Error('Rational with a zero denominator.');
    if (d < 0n) [n, d] = [-n, -d];
    const g = gcd(n, d) || 1n;
    return new Rational(n / g, d / g);
  }

  static readonly zero = Rational.of(0);
  static readonly one = Rational.of(1);

  add(o: Rational): Rational {
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  sub(o: Rational): Rational {
    return Rational.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }
  mul(o: Rational): Rational {
    return Rational.of(this.num * o.num, this.den * o.den);
  }
  div(o: Rational): Rational {
    return Rational.of(this.num * o.den, this.den * o.num);
  }
  equals(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }
  /** The nearest floating-point number. */
  value(): number {
    // Scale down huge parts first so that both fit a double.
    const shift = BigInt(Math.max(0, this.den.toString(2).length - 1000));
    return Number(this.num >> shift) / Number(this.den >> shift);
  }
  /** The engine's Fraction, when both parts are safe integers (throws otherwise). */
  toFraction(): Fraction {
    return Fraction.of(Number(this.num), Number(this.den));
  }
  toString(): string {
    return this.den === 1n ? String(this.num) : `${this.num}/${this.den}`;
  }
}

/** Probability that one d6 reaches `target` (x+). */
const reach = (target: number): Rational => Rational.of(7 - target, 6);

/** Probability that one figure of each type hits (PIL-COMBAT-4): archer 1/3, man-at-arms 1/3, cavalry 1/2. */
export const HIT_P: Record<FigureType, Rational> = {
  archers: reach(STATS.archers.hit),
  menAtArms: reach(STATS.menAtArms.hit),
  cavalry: reach(STATS.cavalry.hit),
};
/** Probability that one figure of each type saves (PIL-COMBAT-8): archer 1/6, man-at-arms 1/3, cavalry 1/2. */
export const SAVE_P: Record<FigureType, Rational> = {
  archers: reach(STATS.archers.save),
  menAtArms: reach(STATS.menAtArms.save),
  cavalry: reach(STATS.cavalry.save),
};

/** The resistance modifier of a force as designated (PIL-RAID-1, PIL-R-22): −1 if ≤ 4 figures, −1 if all cavalry. */
export function resistanceModifierOf(force: Force): number {
  const n = force.archers + force.menAtArms + force.cavalry;
  const allCavalry = force.cavalry > 0 && force.archers === 0 && force.menAtArms === 0;
  return (n <= 4 ? -1 : 0) + (allCavalry ? -1 : 0);
}

/** Exact distribution of the modified resistance result 0…6 of a raid by `force` (PIL-RAID-1, PIL-R-21). */
export function resistanceDistribution(force: Force): Rational[] {
  const mod = resistanceModifierOf(force);
  const out = Array.from({ length: 7 }, () => Rational.zero);
  for (let face = 1; face <= 6; face++) {
    const r = Math.max(0, face + mod);
    out[r] = out[r]!.add(Rational.of(1, 6));
  }
  return out;
}

/** A discrete distribution over keys. */
type Dist<K> = Map<K, Rational>;

function addTo<K>(d: Dist<K>, k: K, p: Rational): void {
  const old = d.get(k);
  d.set(k, old ? old.add(p) : p);
}

function binomialDist(n: number, p: Rational): Rational[] {
  const q = Rational.one.sub(p);
  const out: Rational[] = [];
  let c = 1n;
  for (let k = 0; k <= n; k++) {
    if (k > 0) c = (c * BigInt(n - k + 1)) / BigInt(k);
    let term = Rational.of(c);
    for (let i = 0; i < k; i++) term = term.mul(p);
    for (let i = 0; i < n - k; i++) term = term.mul(q);
    out.push(term);
  }
  return out;
}

function convolve(a: Rational[], b: Rational[]): Rational[] {
  const out = Array.from({ length: a.length + b.length - 1 }, () => Rational.zero);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = out[i + j]!.add(x.mul(y)))));
  return out;
}

/** Counts per type in TYPES order: [archers, menAtArms, cavalry]. */
type Counts = [number, number, number];

const total = (c: Counts): number => c[0] + c[1] + c[2];

/** Distribution of the hits a side scores in a step: archers only in the volley, everyone in a melee. */
function hitsDist(c: Counts, step: 'volley' | 'melee'): Rational[] {
  let d = [Rational.one];
  TYPES.forEach((t, i) => {
    if (step === 'volley' && !STATS[t].volley) return;
    d = convolve(d, binomialDist(c[i]!, HIT_P[t]));
  });
  return d;
}

/**
 * Distribution of a side's survivors after `h` hits (PIL-COMBAT-7/8, `excessHits = discard`): min(h, n)
 * figures take one hit each, chosen in the type order `policy`; each saves with its type's probability.
 */
function survivorsDist(c: Counts, h: number, policy: readonly FigureType[]): Dist<string> {
  const alloc: Counts = [0, 0, 0];
  let left = Math.min(h, total(c));
  for (const t of policy) {
    const i = TYPES.indexOf(t);
    const take = Math.min(left, c[i]!);
    alloc[i] = take;
    left -= take;
  }
  let d: Dist<string> = new Map([[c.join(','), Rational.one]]);
  TYPES.forEach((t, i) => {
    if (alloc[i] === 0) return;
    const deaths = binomialDist(alloc[i]!, Rational.one.sub(SAVE_P[t]));
    const next: Dist<string> = new Map();
    for (const [k, p] of d) {
      const cur = k.split(',').map(Number) as Counts;
      deaths.forEach((q, dead) => {
        const nc = cur.slice() as Counts;
        nc[i] = nc[i]! - dead;
        addTo(next, nc.join(','), p.mul(q));
      });
    }
    d = next;
  });
  return d;
}

/** One simultaneous step (PIL-COMBAT-9): both sides roll with the figures alive at its start. */
function stepDist(
  a: Counts,
  d: Counts,
  step: 'volley' | 'melee',
  policy: readonly FigureType[],
): Dist<string> {
  const hitsOnD = hitsDist(a, step);
  const hitsOnA = hitsDist(d, step);
  const out: Dist<string> = new Map();
  // Survivor distributions for each number of hits, computed once.
  const aAfter = hitsOnA.map((_, h) => survivorsDist(a, h, policy));
  const dAfter = hitsOnD.map((_, h) => survivorsDist(d, h, policy));
  hitsOnD.forEach((pd, hd) => {
    hitsOnA.forEach((pa, ha) => {
      const w = pd.mul(pa);
      for (const [ka, qa] of aAfter[ha]!)
        for (const [kd, qd] of dAfter[hd]!) addTo(out, `${ka}|${kd}`, w.mul(qa).mul(qd));
    });
  });
  return out;
}

const countsOf = (f: Force): Counts => [f.archers, f.menAtArms, f.cavalry];
const parse = (k: string): [Counts, Counts] =>
  k.split('|').map((x) => x.split(',').map(Number)) as [Counts, Counts];

/** Hits go to the cheapest figures first: men-at-arms, then archers, then cavalry. */
export const CHEAPEST_FIRST: readonly FigureType[] = ['menAtArms', 'archers', 'cavalry'];

/** Exact P(raiders `attackers` beat `defenders`): no retreat, round-1 volley, simultaneous steps, excess hits lost, hits on cheapest first (or `policy`). */
export function combatWinProbability(
  attackers: Force,
  defenders: Force,
  policy: readonly FigureType[] = CHEAPEST_FIRST,
): Rational {
  const memo = new Map<string, Rational>();
  // Value of the state reached after a step (PIL-COMBAT-10): raiders gone = loss, even if the defenders are gone too.
  const after = (a: Counts, d: Counts): Rational =>
    total(a) === 0 ? Rational.zero : total(d) === 0 ? Rational.one : melee(a, d);
  // Rounds 2+ (and round 1 without archers): melee after melee. A step where nobody dies loops to the same
  // state, so P(s) = Σ_{s'≠s} p(s→s') P(s') / (1 − p(s→s)); casualties only decrease counts, so this ends.
  function melee(a: Counts, d: Counts): Rational {
    const key = `${a.join(',')}|${d.join(',')}`;
    const known = memo.get(key);
    if (known) return known;
    let stay = Rational.zero;
    let sum = Rational.zero;
    for (const [k, p] of stepDist(a, d, 'melee', policy)) {
      if (k === key) stay = p;
      else {
        const [na, nd] = parse(k);
        sum = sum.add(p.mul(after(na, nd)));
      }
    }
    const v = sum.div(Rational.one.sub(stay));
    memo.set(key, v);
    return v;
  }
  const a = countsOf(attackers);
  const d = countsOf(defenders);
  if (total(a) === 0) return Rational.zero;
  if (total(d) === 0) return Rational.one; // PIL-COMBAT-2: no defender, immediate victory
  if (a[0] + d[0] === 0) return melee(a, d);
  // Round 1 with an archer on either side: the volley (PIL-COMBAT-5), its end check, then the melees.
  let v = Rational.zero;
  for (const [k, p] of stepDist(a, d, 'volley', policy)) {
    const [na, nd] = parse(k);
    v = v.add(p.mul(after(na, nd)));
  }
  return v;
}
