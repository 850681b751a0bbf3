import { describe, expect, it } from 'vitest';
import { enumerate, Fraction, oddsOfAction, type EnumerateOptions } from './odds.ts';
import { raceRules, type RaceAction, type RaceState } from './testing/toy.ts';
import type { Rules } from './types.ts';

const asStrings = (m: Map<string, Fraction>): Record<string, string> =>
  Object.fromEntries([...m].map(([k, v]) => [k, v.toString()]));

const start = (options: object): RaceState => {
  const s = raceRules.setup(options);
  if (!s.ok) throw new Error(s.error.en);
  return s.value;
};

const prefer =
  (...wanted: RaceAction[]) =>
  (_s: RaceState, _p: number, legal: RaceAction[]): RaceAction =>
    legal.find((a) => wanted.includes(a)) ?? legal[0]!;

describe('Fraction', () => {
  it('reduces and computes exactly', () => {
    expect(Fraction.of(2, 4).toString()).toBe('1/2');
    expect(Fraction.of(3, -6).toString()).toBe('-1/2');
    expect(Fraction.of(1, 6).add(Fraction.of(1, 3)).toString()).toBe('1/2');
    expect(Fraction.of(2, 3).mul(Fraction.of(3, 4)).toString()).toBe('1/2');
    expect(Fraction.one.sub(Fraction.of(1, 9)).toString()).toBe('8/9');
    expect(Fraction.of(6, 3).toString()).toBe('2');
    expect(Fraction.zero.toString()).toBe('0');
    expect(Fraction.of(8, 9).value()).toBeCloseTo(0.888888889, 9);
    expect(Fraction.of(1, 2).equals(Fraction.of(2, 4))).toBe(true);
    expect(() => Fraction.of(1, 0)).toThrow(/zero denominator/);
  });

  it('recovers dice probabilities exactly from floating point', () => {
    expect(Fraction.fromProbability(1 / 6).toString()).toBe('1/6');
    expect(Fraction.fromProbability(1 / 36 + 1 / 36 + 1 / 36 + 1 / 36 + 1 / 36).toString()).toBe('5/36');
    expect(Fraction.fromProbability(1 / 6 ** 8).toString()).toBe('1/1679616');
    expect(Fraction.fromProbability(0).toString()).toBe('0');
    expect(Fraction.fromProbability(1).toString()).toBe('1');
    expect(() => Fraction.fromProbability(Math.PI / 4)).toThrow(/not a small exact fraction/);
    expect(() => Fraction.fromProbability(1.5)).toThrow(/Not a probability/);
  });

  it('throws rather than lose precision', () => {
    expect(() => Fraction.of(1, 2 ** 40).mul(Fraction.of(1, 2 ** 40 - 1))).toThrow(/overflow/);
  });
});

describe('enumerate and oddsOfAction', () => {
  const oneTurn = (policy: EnumerateOptions<RaceState, RaceAction>['policy']) => ({
    policy,
    stop: (s: RaceState) => s.turns >= 1,
    classify: (s: RaceState) => (s.pos[0]! > 0 ? 'success' : 'failure'),
  });

  it('a 3+ roll with one reroll succeeds 8/9', () => {
    const s = start({ players: 1 });
    const odds = oddsOfAction(raceRules, s, 0, 'roll', oneTurn(prefer('reroll')));
    expect(asStrings(odds)).toEqual({ success: '8/9', failure: '1/9' });
    expect(raceRules.hash(s)).toBe(raceRules.hash(start({ players: 1 })));
  });

  it('a 3+ roll without the reroll succeeds 2/3', () => {
    const odds = oddsOfAction(raceRules, start({ players: 1 }), 0, 'roll', oneTurn(prefer('accept')));
    expect(asStrings(odds)).toEqual({ success: '2/3', failure: '1/3' });
  });

  it('enumerates a whole game to its outcomes, summing to 1', () => {
    const odds = enumerate(raceRules, start({ players: 2, goal: 1, maxTurns: 2 }), {
      policy: prefer('roll', 'reroll'),
      classify: (s) => {
        const p = raceRules.pending(s);
        return p.kind === 'over' ? p.outcome.winners.join(',') : 'unfinished';
      },
    });
    expect(asStrings(odds)).toEqual({ '0': '8/9', '1': '8/81', '0,1': '1/81' });
    expect([...odds.values()].reduce((a, b) => a.add(b), Fraction.zero).toString()).toBe('1');
  });

  it('enumerates simultaneous orders through the policy', () => {
    const odds = enumerate(raceRules, start({ players: 2, goal: 2, maxTurns: 1, sealedStart: true }), {
      policy: (s, player, legal): RaceAction =>
        s.phase === 'start' ? { start: player === 0 ? 1 : 0 } : prefer('roll')(s, player, legal),
      classify: (s) => s.pos.join(','),
    });
    expect(asStrings(odds)).toEqual({ '2,0': '8/9', '1,0': '1/9' });
  });

  it('refuses a policy input the rules refuse, a branch too long and inexact probabilities', () => {
    const s = start({ players: 1 });
    expect(() => enumerate(raceRules, s, { policy: () => 'fly' as RaceAction, classify: () => 'x' })).toThrow(
      /refused.*"fly"/,
    );
    expect(() =>
      enumerate(raceRules, s, { policy: prefer('pass'), classify: () => 'x', maxDepth: 5 }),
    ).toThrow(/maxDepth \(5\)/);
    const skewed: Rules<RaceState, RaceAction, unknown> = {
      ...raceRules,
      chanceOutcomes: (st) => raceRules.chanceOutcomes(st)?.map((o) => ({ ...o, p: 1 / 7 })) ?? null,
    };
    expect(() => oddsOfAction(skewed, s, 0, 'roll', oneTurn(prefer('accept')))).toThrow(/sum to 6\/7, not 1/);
    expect(() => oddsOfAction(raceRules, s, 0, 'reroll', oneTurn(prefer('accept')))).toThrow(
      /oddsOfAction: \[RACE-2\]/,
    );
  });
});
