import { describe, expect, it } from 'vitest';
import { SeededRng, seedCommitment } from './rng.ts';

describe('SeededRng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = new SeededRng('match-1');
    const b = new SeededRng('match-1');
    const c = new SeededRng('match-2');
    const xs = Array.from({ length: 50 }, () => a.int(1, 6));
    expect(Array.from({ length: 50 }, () => b.int(1, 6))).toEqual(xs);
    expect(Array.from({ length: 50 }, () => c.int(1, 6))).not.toEqual(xs);
  });

  it('stays within bounds and reaches every value', () => {
    const rng = new SeededRng('bounds');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = rng.int(-2, 3);
      expect(x).toBeGreaterThanOrEqual(-2);
      expect(x).toBeLessThanOrEqual(3);
      seen.add(x);
    }
    expect([...seen].sort()).toEqual([-1, -2, 0, 1, 2, 3].sort());
  });

  it('resumes from a JSON round trip of its state', () => {
    const rng = new SeededRng('resume');
    for (let i = 0; i < 7; i++) rng.int(1, 8);
    const saved = JSON.parse(JSON.stringify(rng.state())) as number[];
    const copy = SeededRng.fromState(saved);
    expect(Array.from({ length: 20 }, () => copy.int(1, 1000))).toEqual(
      Array.from({ length: 20 }, () => rng.int(1, 1000)),
    );
  });

  it('refuses a malformed state', () => {
    expect(() => SeededRng.fromState([1, 2, 3])).toThrow(/four 32-bit integers/);
    expect(() => SeededRng.fromState([1, 2, 3, 2 ** 40])).toThrow(/four 32-bit integers/);
  });
});

describe('seedCommitment', () => {
  it('is sha256: plus the hex digest of the seed', () => {
    expect(seedCommitment('abc')).toBe(
      'sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
