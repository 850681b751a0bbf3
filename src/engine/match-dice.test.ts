import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../bots/random.ts';
import {
  LEGACY_DICE_GENERATOR,
  MATCH_DICE_GENERATOR,
  MatchDice,
  matchFaces,
  recordDice,
  seededDice,
} from './match-dice.ts';
import { parseRecord, verify, type MatchRecord } from './record.ts';
import { seedCommitment } from './rng.ts';
import { runMatch } from './runner.ts';
import { SeededDice } from './sources.ts';
import { raceRules } from './testing/toy.ts';
import type { ChanceRequest } from './types.ts';

const req = (dice: string): ChanceRequest => ({ rule: 'TEST-1', dice, roller: 0, label: 'test' });
const copy = (r: MatchRecord): MatchRecord => JSON.parse(JSON.stringify(r)) as MatchRecord;

describe('MatchDice', () => {
  it('is deterministic per seed, and different seeds roll differently', () => {
    const rolls = (seed: string) => {
      const dice = new MatchDice(seed);
      return Array.from({ length: 50 }, () => dice.roll(req('2d6')));
    };
    expect(rolls('seed-a')).toEqual(rolls('seed-a'));
    expect(rolls('seed-a')).not.toEqual(rolls('seed-b'));
    expect(new MatchDice('abc').roll(req('10d6'))).toEqual(matchFaces('abc', 0, 10, 6));
  });

  it('pins the construction: fixed vectors, and an independent HMAC (node:crypto) gives the same faces', () => {
    // A generator name is a promise: records already signed 'hmac-sha256/1' must keep verifying.
    expect(matchFaces('abc', 0, 10, 6)).toEqual([3, 1, 3, 1, 5, 5, 3, 3, 3, 6]);
    expect(matchFaces('abc', 7, 5, 8)).toEqual([8, 3, 4, 5, 4]);
    expect(matchFaces('abc', 3, 4, 1000)).toEqual([314, 532, 614, 30]);
    const reference = (seed: string, index: number, count: number, sides: number): number[] => {
      const bytes: number[] = [];
      for (let block = 0; bytes.length < 4 * count + 64; block++) {
        const msg = Buffer.alloc(12);
        msg.writeUInt32BE(Math.floor(index / 2 ** 32), 0);
        msg.writeUInt32BE(index >>> 0, 4);
        msg.writeUInt32BE(block, 8);
        const mac = createHmac('sha256', Buffer.from(seed, 'utf8'))
          .update(Buffer.concat([Buffer.from('arbitre-dice/1'), msg]))
          .digest();
        bytes.push(...mac);
      }
      const width = sides <= 256 ? 1 : sides <= 65_536 ? 2 : 3;
      const limit = 256 ** width - (256 ** width % sides);
      const faces: number[] = [];
      for (let at = 0; faces.length < count; at += width) {
        const value = bytes.slice(at, at + width).reduce((v, b) => v * 256 + b, 0);
        if (value < limit) faces.push((value % sides) + 1);
      }
      return faces;
    };
    for (const [seed, index, count, sides] of [
      ['abc', 0, 10, 6],
      ['é-unicode-🎲', 5, 99, 3],
      ['x'.repeat(100), 2 ** 40 + 3, 40, 8],
      ['wide', 9, 30, 1000],
      ['wider', 1, 20, 70_000],
    ] as const) {
      expect(matchFaces(seed, index, count, sides)).toEqual(reference(seed, index, count, sides));
    }
  });

  it('keeps faces in range for every die size the notation allows (and larger ones)', () => {
    const dice = new MatchDice('range');
    for (const [notation, sides, count] of [
      ['1d3', 3, 1],
      ['4d6', 6, 4],
      ['1d8', 8, 1],
      ['scatter', 8, 1],
      ['99d6', 6, 99],
    ] as const) {
      for (let i = 0; i < 100; i++) {
        const faces = dice.roll(req(notation));
        expect(faces).toHaveLength(count);
        for (const f of faces) expect(Number.isInteger(f) && f >= 1 && f <= sides).toBe(true);
      }
    }
    for (const sides of [1, 2, 255, 256, 257, 1000, 65_536, 1_000_003]) {
      for (const f of matchFaces('big', sides, 50, sides)) {
        expect(Number.isInteger(f) && f >= 1 && f <= sides).toBe(true);
      }
    }
  });

  it('is uniform: chi-square over 60,000 faces each of d3, d6 and d8', () => {
    // Degrees of freedom 2, 5, 7: p = 1e-6 lies near 27.6, 35.9 and 40.5; a fixed seed makes it exact.
    const bound: Record<number, number> = { 3: 27, 6: 35, 8: 40 };
    for (const sides of [3, 6, 8]) {
      const dice = new MatchDice(`chi-${sides}`);
      const counts = new Array<number>(sides).fill(0);
      for (let i = 0; i < 6000; i++) for (const f of dice.roll(req(`10d${sides}`))) counts[f - 1]!++;
      const expected = 60_000 / sides;
      const chi = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
      expect(chi).toBeLessThan(bound[sides]!);
    }
  });

  it('resumes the same stream from its state (a JSON number)', () => {
    const a = new MatchDice('resume');
    for (let i = 0; i < 17; i++) a.roll(req('2d6'));
    const state = JSON.parse(JSON.stringify(a.state())) as number;
    expect(state).toBe(17);
    const b = MatchDice.fromState(state, 'resume');
    expect(Array.from({ length: 20 }, () => b.roll(req('3d6')))).toEqual(
      Array.from({ length: 20 }, () => a.roll(req('3d6'))),
    );
    expect(() => MatchDice.fromState(-1, 'resume')).toThrow(/roll index/);
    expect(() => MatchDice.fromState(1.5, 'resume')).toThrow(/roll index/);
  });

  it('draws roll n from the seed and n alone: a roll does not depend on the dice asked before', () => {
    const a = new MatchDice('index');
    a.roll(req('1d3'));
    const b = new MatchDice('index');
    b.roll(req('99d8'));
    expect(a.roll(req('4d6'))).toEqual(b.roll(req('4d6')));
    expect(matchFaces('index', 1, 4, 6)).toEqual(MatchDice.fromState(1, 'index').roll(req('4d6')));
  });

  it('describes itself with its generator, seed and commitment', () => {
    expect(new MatchDice('x').describe()).toEqual({
      source: 'seeded',
      generator: 'hmac-sha256/1',
      seedCommitment: seedCommitment('x'),
      seed: 'x',
    });
  });
});

describe('recordDice', () => {
  it('answers the generator a record names, legacy xoroshiro128+ when it names none', () => {
    const legacy = recordDice({ source: 'seeded', seed: 's' });
    expect(legacy).toBeInstanceOf(SeededDice);
    expect(legacy?.roll(req('4d6'))).toEqual(new SeededDice('s').roll(req('4d6')));
    expect(recordDice({ source: 'seeded', generator: LEGACY_DICE_GENERATOR, seed: 's' })).toBeInstanceOf(
      SeededDice,
    );
    const match = recordDice({ source: 'seeded', generator: MATCH_DICE_GENERATOR, seed: 's' });
    expect(match?.roll(req('4d6'))).toEqual(new MatchDice('s').roll(req('4d6')));
    expect(recordDice({ source: 'seeded', generator: MATCH_DICE_GENERATOR })).toBeNull();
    expect(recordDice({ source: 'manual' })).toBeNull();
  });

  it('refuses an unknown generator by name', () => {
    expect(() => seededDice('chacha20/9', 's')).toThrow(/Unknown dice generator "chacha20\/9"/);
    const parsed = parseRecord({
      format: 'arbitre-record/1',
      game: 'race',
      rulesVersion: '1',
      seats: [],
      dice: { source: 'seeded', generator: 'chacha20/9', seed: 's' },
      inputs: [],
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.en).toMatch(/dice\.generator: unknown dice generator/);
  });
});

describe('verify with match dice', () => {
  const played = (seed: string): MatchRecord =>
    runMatch(
      raceRules,
      { players: 2, sealedStart: true },
      {
        agents: [0, 1].map((i) => new RandomAgent(`${seed}/${i}`)),
        dice: new MatchDice(seed),
      },
    ).record;

  it('re-derives every face of a match-dice record from the revealed seed', () => {
    for (const seed of ['v1', 'v2', 'v3']) {
      const record = played(seed);
      expect(record.dice.generator).toBe('hmac-sha256/1');
      const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
      if (!parsed.ok) throw new Error(parsed.error.en);
      const v = verify(raceRules, parsed.value);
      if (!v.ok) throw new Error(v.error.error.en);
      expect(v.value.steps.chance).toBeGreaterThan(0);
    }
  });

  it('refuses a forged face with its index', () => {
    const record = copy(played('forged'));
    const i = record.inputs.findIndex((x) => 'faces' in x);
    const input = record.inputs[i] as { faces: number[] };
    input.faces = [(input.faces[0]! % 6) + 1];
    expect(verify(raceRules, record)).toMatchObject({
      ok: false,
      error: { index: i, error: { code: 'record.dice' } },
    });
  });

  it('refuses match-dice faces claimed as legacy xoroshiro128+ (the generator is part of the proof)', () => {
    const record = copy(played('relabelled'));
    delete record.dice.generator;
    const r = verify(raceRules, record);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.error.code).toBe('record.dice');
  });
});
