/**
 * Seeded random numbers (xoroshiro128+ from pure-rand) and the commitment that makes online dice checkable.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { sha256 } from './sha256.ts';

/** The published commitment to a seed: 'sha256:' + the hex SHA-256 of its UTF-8 text. */
export function seedCommitment(seed: string): string {
  return 'sha256:' + sha256(seed);
}

/** A deterministic generator: the same seed string gives the same numbers, on every platform. */
export class SeededRng {
  private gen: RandomGenerator;

  /** Seeds the generator from any string; the whole 128-bit state comes from SHA-256 of the seed. */
  constructor(seed: string) {
    this.gen = xoroshiro128plusFromState(stateFromSeed(seed));
  }

  /** Restores a generator from a `state()` snapshot; throws on a malformed state. */
  static fromState(state: readonly number[]): SeededRng {
    if (
      state.length !== 4 ||
      !state.every((x) => Number.isInteger(x) && x >= -0x80000000 && x <= 0x7fffffff)
    ) {
      throw new Error(`Invalid SeededRng state ${JSON.stringify(state)}: expected four 32-bit integers.`);
    }
    const rng = new SeededRng('');
    rng.gen = xoroshiro128plusFromState(state);
    return rng;
  }

  /** A uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }

  /** A serialisable snapshot: four 32-bit integers, restored by `SeededRng.fromState`. */
  state(): number[] {
    return Array.from(this.gen.getState());
  }
}

/** The four 32-bit words of xoroshiro128+ state derived from a seed string (never all zero). */
function stateFromSeed(seed: string): number[] {
  const hex = sha256(seed);
  const words = [0, 1, 2, 3].map((i) => parseInt(hex.slice(i * 8, i * 8 + 8), 16) | 0);
  // An all-zero state would only ever produce zeros; SHA-256 makes it practically impossible, but be sure.
  if (words.every((w) => w === 0)) return xoroshiro128plus(0).getState().slice();
  return words;
}
