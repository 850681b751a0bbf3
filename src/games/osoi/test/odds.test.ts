import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../engine/odds.ts';
import { marginDistribution, oddsScenarios, opposedDistribution } from '../odds.ts';
import { margin, poolOutcomes, successes } from '../tests.ts';

const asText = (m: Map<string, { toString(): string }>) =>
  Object.fromEntries([...m].map(([k, f]) => [k, f.toString()]).sort(([a], [b]) => a!.localeCompare(b!)));

describe('OSOI odds (arbitre odds osoi opposed)', () => {
  it('OS-TEST-4 the margin of 3 dice against difficulty 1: max(0, successes − 1), binomial over 1/2', () => {
    // k = 0..3 successes with 1/8, 3/8, 3/8, 1/8; margins 0 (k ≤ 1), 1, 2.
    expect(marginDistribution(3, 0, 1).map(String)).toEqual(['1/2', '3/8', '1/8']);
  });

  it('OS-EQ-4 equipment dice join only a roll with a pool die: 0 pool dice and 3 equipment dice give margin 0', () => {
    expect(marginDistribution(0, 3, 0).map(String)).toEqual(['1']);
    expect(marginDistribution(1, 1, 0).map(String)).toEqual(['1/4', '1/2', '1/4']);
  });

  it('OS-TEST-6 3 dice at difficulty 0 against 2 dice at difficulty 1, by hand', () => {
    // A margins 0..3: 1/8 3/8 3/8 1/8; D margins 0: 3/4, 1: 1/4.
    expect(
      asText(oddsScenarios.opposed!.run({ att: 3, attEq: 0, attD: 0, def: 2, defEq: 0, defD: 1, ret: 1 })),
    ).toEqual({ 'A 1': '3/8', 'A 2': '5/16', 'A 3': '3/32', 'D 1': '1/32', none: '3/16' });
  });

  it('OS-SHOOT-7 an evading defender that wins deals nothing: its wins count as no damage', () => {
    const side = { pool: 1, equipment: 0, difficulty: 0 };
    expect(asText(opposedDistribution(side, side, true))).toEqual({
      'A 1': '1/4',
      'D 1': '1/4',
      none: '1/2',
    });
    expect(asText(opposedDistribution(side, side, false))).toEqual({ 'A 1': '1/4', none: '3/4' });
  });

  it('OS-TEST-7 a defender with no dice has margin 0: the attacker deals its whole margin', () => {
    const r = opposedDistribution(
      { pool: 2, equipment: 1, difficulty: 1 },
      { pool: 0, equipment: 2, difficulty: 0 },
      true,
    );
    // 3 dice, difficulty 1: margin 1 with C(3,2)/8, margin 2 with 1/8.
    expect(asText(r)).toEqual({ 'A 1': '3/8', 'A 2': '1/8', none: '1/2' });
  });

  it('the largest pools stay exact (2⁻³⁶ denominators) and sum to 1', () => {
    const r = opposedDistribution(
      { pool: 12, equipment: 6, difficulty: 0 },
      { pool: 12, equipment: 6, difficulty: 0 },
      true,
    );
    let total = 0;
    for (const f of r.values()) total += f.value();
    expect(total).toBeCloseTo(1, 12);
    expect(r.get('none')!.denominator).toBeLessThanOrEqual(2 ** 36);
  });

  it('OS-TEST-2 the odds agree with the rules’ own pool outcomes: successes counted on 4+, margins against d', () => {
    for (const [pool, d] of [
      [1, 0],
      [4, 1],
      [6, 3],
    ] as const) {
      const fromRules: Fraction[] = [];
      for (const o of poolOutcomes(pool)) {
        const m = margin(successes(o.faces), d);
        fromRules[m] = (fromRules[m] ?? Fraction.zero).add(Fraction.fromProbability(o.p));
      }
      expect(marginDistribution(pool, 0, d).map(String)).toEqual(fromRules.map(String));
    }
  });
});
