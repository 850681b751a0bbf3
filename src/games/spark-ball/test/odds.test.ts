import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../engine/odds.ts';
import { oddsScenarios } from '../odds.ts';

/** The classes of a run as strings, and their sum. */
function run(name: string, params: Record<string, number>) {
  const r = oddsScenarios[name]!.run(params);
  const sum = [...r.values()].reduce((a, b) => a.add(b), Fraction.zero);
  return { odds: Object.fromEntries([...r].map(([k, v]) => [k, v.toString()])), sum: sum.toString() };
}

describe('odds scenarios for `arbitre odds spark-ball` (exact enumeration, 8 directions)', () => {
  it('SB-CHARGE-5 a charge of F 3 on F 3, Parry: the charge roll D = 1D6 + 3 against 1D6 + R 3 → target down 4/9', () => {
    // Failing the defence: D = 4..9 against 1D6 + 3 (naturals): 1 + 1 + 2 + 3 + 4 + 5 = 16 failures of 36.
    expect(run('charge', { defence: 2 })).toEqual({ odds: { targetDown: '4/9', nothing: '5/9' }, sum: '1' });
  });

  it('SB-CHARGE-7 Dodge: 5/9 dodged, then the charger’s AG 3 against 6 fails on 1–2: charger down 5/9 × 1/3 = 5/27', () => {
    expect(run('charge', { defence: 1 })).toEqual({
      odds: { targetDown: '4/9', chargerDown: '5/27', nothing: '10/27' },
      sum: '1',
    });
  });

  it('SB-CHARGE-9 Repel: a successful Repel (5/9) puts the charger down', () => {
    expect(run('charge', { defence: 3 })).toEqual({
      odds: { targetDown: '4/9', chargerDown: '5/9' },
      sum: '1',
    });
  });

  it('SB-REACT-7 a 5 in pass, the opponent intercepting at the throw: AG 3 against 6 + MS or 6 − MF → 16/36 = 4/9', () => {
    // Throw faces 1..6 (D 5): intercept targets 5, 6, 7, 8, 9, 10 → 5 + 4 + 3 + 2 + 1 + 1 successes of 36.
    const r = run('pass', { intercept: 1 });
    expect(r.sum).toBe('1');
    expect(r.odds.intercepted).toBe('4/9');
    expect(Object.keys(r.odds).sort()).toEqual(['caught', 'intercepted', 'loose']);
  });

  it('SB-PASS-6 without the interception: a throw of D 5 then the reception 6 − MS: at least 2/3 caught (a failed throw’s HIT adds 1/18)', () => {
    // Throw faces 2..6 give MS 0..4, receptions 4/6, 5/6, 5/6, 5/6, 5/6: 24/36; a failed throw (1/6) whose
    // deviation is a HIT (1/3) arrives at the receiver: 1/18 more.
    expect(run('pass', { intercept: 0 })).toEqual({ odds: { loose: '5/18', caught: '13/18' }, sum: '1' });
  });

  it('SB-SHOT-9 a shot from 8 in, the keeper on the line: every class sums to 1; Parry and Repel (R = F = 3) agree; the straight path alone saves 5/54', () => {
    const parry = run('shot', { defence: 2 });
    const repel = run('shot', { defence: 3 });
    expect(parry.sum).toBe('1');
    expect(repel).toEqual(parry);
    // Aim 5+ (1/3), power 5+ (1/3, R_F 8 or 9), D_p = R_F − 3 against R 3 + 1 (Gardien): 5/6 either way.
    const saved = parry.odds.saved!.split('/').map(Number);
    expect(saved[0]! / saved[1]!).toBeGreaterThanOrEqual(5 / 54);
    expect(Object.keys(parry.odds).sort()).toEqual(['goal', 'keeperHit', 'other', 'saved']);
    const dodge = run('shot', { defence: 1 });
    expect(dodge.sum).toBe('1');
    expect(dodge.odds.saved).toBeUndefined();
  });
});
