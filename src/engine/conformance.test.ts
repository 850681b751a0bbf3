import { describe, expect, it } from 'vitest';
import { runConformance } from './conformance.ts';
import { raceRules, type RaceAction, type RaceState, type RaceView } from './testing/toy.ts';
import { ok, type Rules } from './types.ts';

type Race = Rules<RaceState, RaceAction, RaceView>;

const optionsFor = (i: number) => ({
  players: 1 + (i % 4),
  sealedStart: i % 3 === 0,
  goal: 1 + (i % 6),
  maxTurns: 1 + (i % 25),
});

const conform = (rules: Race, games = 30) =>
  runConformance(rules, { games, seed: 'conformance', options: optionsFor });

describe('runConformance', () => {
  it('passes the toy game and reports what it played', () => {
    const progress: number[] = [];
    const stats = runConformance(raceRules, {
      games: 200,
      seed: 'toy',
      options: optionsFor,
      onProgress: (done, games) => {
        expect(games).toBe(200);
        progress.push(done);
      },
    });
    expect(stats.games).toBe(200);
    expect(stats.steps).toBe(stats.decisions + stats.chance);
    expect(stats.chance).toBeGreaterThan(0);
    expect(stats.maxLength).toBeGreaterThan(4);
    expect(progress).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('is deterministic', () => {
    expect(conform(raceRules, 20)).toEqual(conform(raceRules, 20));
  });

  it('catches a clone that shares an array with the original', () => {
    expect(() => conform({ ...raceRules, clone: (s) => ({ ...s }) })).toThrow(
      /conformance race: game \d+, step \d+: applying .* to a clone changed the original \(shared state\)/,
    );
  });

  it('catches a clone that loses part of the state', () => {
    expect(() =>
      conform({ ...raceRules, clone: (s) => ({ ...s, pos: s.pos.slice(), rerolled: false }) }),
    ).toThrow(/clone changes the hash/);
  });

  it('catches legal inputs offered to a seat that is not asked', () => {
    expect(() => conform({ ...raceRules, legal: (s) => raceRules.legal(s, s.active) })).toThrow(
      /legal\(s, \d\) has 2 input\(s\), but pending \(decision\) does not name seat/,
    );
  });

  it('catches a validate that throws on garbage, or accepts it', () => {
    const throwing: Race = {
      ...raceRules,
      validate: (s, p, a) => {
        if (a === null) throw new TypeError('boom');
        return raceRules.validate(s, p, a);
      },
    };
    expect(() => conform(throwing)).toThrow(/validate threw on garbage input null for seat 0: boom/);
    const lax: Race = {
      ...raceRules,
      validate: (s, p, a) => (a === null ? ok('pass') : raceRules.validate(s, p, a)),
    };
    expect(() => conform(lax)).toThrow(/garbage input null for seat 0 was accepted/);
  });

  it('catches a seat allowed to act out of turn', () => {
    const anyone: Race = { ...raceRules, validate: (s, _p, a) => raceRules.validate(s, s.active, a) };
    expect(() => conform(anyone)).toThrow(/from seat 1, which is not asked to act \(decision\) was accepted/);
  });

  it('catches a view that is not JSON-safe or shows a secret', () => {
    const undef: Race = {
      ...raceRules,
      view: (s, v) => ({ ...raceRules.view(s, v), extra: undefined }) as RaceView,
    };
    expect(() => conform(undef)).toThrow(
      /the view of the spectator is not JSON-safe \(\$\.extra is undefined\)/,
    );
    const leaky: Race = {
      ...raceRules,
      secrets: (s, viewer) => (viewer === 1 ? [`"turns":${s.turns}`] : []),
    };
    expect(() => conform(leaky)).toThrow(
      /game 1, step 0: the view of seat 1 shows a secret: "\\"turns\\":0"/,
    );
  });

  it('catches a game that outruns its step bound', () => {
    expect(() => conform({ ...raceRules, stepBound: () => 2 })).toThrow(
      /did not end within its step bound \(2\)/,
    );
  });

  it('catches chance outcomes that do not sum to 1', () => {
    const skewed: Race = {
      ...raceRules,
      chanceOutcomes: (s) => raceRules.chanceOutcomes(s)?.slice(1) ?? null,
    };
    expect(() => conform(skewed)).toThrow(/probabilities sum to 0\.83/);
  });

  it('catches a validate that rewrites legal inputs', () => {
    const rewriting: Race = {
      ...raceRules,
      validate: (s, p, a) => {
        const v = raceRules.validate(s, p, a);
        return v.ok && typeof v.value === 'object' ? ok({ start: 0 }) : v;
      },
    };
    expect(() => conform(rewriting)).toThrow(/validate changed legal input \{"start":1\} into \{"start":0\}/);
  });

  it('catches a record that does not replay (hidden state outside the rules)', () => {
    let calls = 0;
    const impure: Race = {
      ...raceRules,
      setup: (o) => {
        const r = raceRules.setup(o);
        if (r.ok && calls++ % 2 === 1) r.value.goal = 99;
        return r;
      },
    };
    expect(() => conform(impure)).toThrow(/the record does not replay/);
  });
});

describe('runConformance and resignations', () => {
  it('never picks an input the rules call a resignation while another is legal', () => {
    const stats = runConformance(
      { ...raceRules, resigns: (a) => a === 'pass' },
      { games: 20, seed: 'r', options: () => ({ players: 2 }) },
    );
    const plain = runConformance(raceRules, { games: 20, seed: 'r', options: () => ({ players: 2 }) });
    expect(stats.chance).toBeGreaterThan(plain.chance);
  });
});
