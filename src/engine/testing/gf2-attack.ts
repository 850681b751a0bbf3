/**
 * The attack that makes xoroshiro128+ unfit for matches people play (tests only): the parity of an
 * even-sided face is the generator's low output bit, a linear function of its 128-bit state over GF(2).
 * From a few hundred faces read off a record, Gaussian elimination gives the state, and the real generator
 * run from it predicts every later face. Against `MatchDice` the same equations are contradictory noise.
 *
 * The model follows pure-rand 8 exactly: `xoroshiro128plus.next()` returns the low 32 bits of s0 + s1
 * (state words [s01, s00, s11, s10], high and low halves of s0 and s1), and `uniformInt(rng, 1, n)` for
 * n <= 2^32 draws `deltaV = next() + 2^31` and answers `deltaV % n + 1`, so for an even n the parity of
 * `face - 1` is bit 0 of the output, bit0(s00) ^ bit0(s10) (no carry into bit 0). Every die uses one
 * output; uniformInt redraws an output only when deltaV falls in the top 2^32 mod n values (4 in 2^32 for
 * a d6, 1 for a d3, never for a d8), about 1e-9 per die, which the model ignores.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** A roll as an attacker reads it off a record: the die size and the faces, in order. */
export interface SeenRoll {
  sides: number;
  faces: readonly number[];
}

/** What the attack found, and a predictor of the faces that follow the observed ones. */
export interface Gf2Attack {
  /** Parity equations collected (one per even-sided face). */
  equations: number;
  /** Rank of the system (128 = the state is determined). */
  rank: number;
  /** Equations that contradicted the earlier ones (dropped); 0 for a real xoroshiro128+ stream. */
  contradictions: number;
  /** True when the system has exactly one solution and no contradiction. */
  solved: boolean;
  /** How many observed faces the recovered state reproduces exactly (all of them when the attack works). */
  reproduced: number;
  /** How many faces were observed. */
  observed: number;
  /** The recovered generator state at the first observed face (pure-rand `getState()` order). */
  state: number[];
  /** The predicted faces of the next roll of `count` dice with `sides` faces (from the recovered state). */
  predict(sides: number, count: number): number[];
}

/** One bit of the state or output: the set of initial state bits it XORs, as a 128-bit mask. */
type Bit = bigint;
/** A 32-bit word of symbolic bits, bit 0 first. */
type Word = Bit[];

const VARS = 128;
const VAR_MASK = (1n << BigInt(VARS)) - 1n;
const RHS = 1n << BigInt(VARS);

const shl = (w: Word, k: number): Word => w.map((_, i) => (i >= k ? w[i - k]! : 0n));
const shr = (w: Word, k: number): Word => w.map((_, i) => (i + k < 32 ? w[i + k]! : 0n));
const xor = (...ws: Word[]): Word => ws[0]!.map((_, i) => ws.reduce((acc, w) => acc ^ w[i]!, 0n));

/** xoroshiro128+ over GF(2): the state words as masks of the unknown initial bits. */
class SymbolicXoroshiro {
  // Unknowns: word j of the initial state (getState order [s01, s00, s11, s10]), bit i, is variable 32j+i.
  private s01: Word = Array.from({ length: 32 }, (_, i) => 1n << BigInt(i));
  private s00: Word = Array.from({ length: 32 }, (_, i) => 1n << BigInt(32 + i));
  private s11: Word = Array.from({ length: 32 }, (_, i) => 1n << BigInt(64 + i));
  private s10: Word = Array.from({ length: 32 }, (_, i) => 1n << BigInt(96 + i));

  /** Bit 0 of the next output (s00 + s10 | 0), then the state update of pure-rand's `next()`. */
  nextLowBit(): Bit {
    const out = this.s00[0]! ^ this.s10[0]!;
    const a0 = xor(this.s10, this.s00);
    const a1 = xor(this.s11, this.s01);
    const s00 = this.s00;
    const s01 = this.s01;
    this.s00 = xor(shl(s00, 24), shr(s01, 8), a0, shl(a0, 16));
    // `a1 << 16 | a0 >>> 16`: the two parts have no bit in common, so | is ^.
    this.s01 = xor(shl(s01, 24), shr(s00, 8), a1, shl(a1, 16), shr(a0, 16));
    this.s10 = xor(shl(a1, 5), shr(a0, 27));
    this.s11 = xor(shl(a0, 5), shr(a1, 27));
    return out;
  }
}

const leading = (x: bigint): number => x.toString(2).length - 1;

/** Runs the attack on the observed rolls (in order, from any point of the stream). */
export function attackXoroshiro(rolls: readonly SeenRoll[]): Gf2Attack {
  const model = new SymbolicXoroshiro();
  // Echelon form: the row whose leading variable is the key.
  const pivots = new Map<number, bigint>();
  let equations = 0;
  let contradictions = 0;
  for (const roll of rolls) {
    for (const f of roll.faces) {
      const bit = model.nextLowBit();
      // An odd-sided face's parity is not linear in the state: skip it, but its output was drawn.
      if (roll.sides % 2 !== 0) continue;
      equations++;
      let row = bit | (BigInt((f - 1) & 1) << BigInt(VARS));
      while ((row & VAR_MASK) !== 0n) {
        const lead = leading(row & VAR_MASK);
        const p = pivots.get(lead);
        if (p === undefined) {
          pivots.set(lead, row);
          break;
        }
        row ^= p;
      }
      if ((row & VAR_MASK) === 0n && row !== 0n) contradictions++;
    }
  }
  // Back substitution from the lowest leading variable up; free variables are 0.
  let solution = 0n;
  for (const lead of [...pivots.keys()].sort((a, b) => a - b)) {
    const row = pivots.get(lead)!;
    const others = row & VAR_MASK & ~(1n << BigInt(lead)) & solution;
    let value = (row & RHS) !== 0n ? 1 : 0;
    for (let x = others; x !== 0n; x &= x - 1n) value ^= 1;
    if (value === 1) solution |= 1n << BigInt(lead);
  }
  const state = [0, 1, 2, 3].map((j) => Number((solution >> BigInt(32 * j)) & 0xffffffffn) | 0);
  const gen: RandomGenerator = xoroshiro128plusFromState(state);
  let reproduced = 0;
  let observed = 0;
  for (const roll of rolls) {
    for (const f of roll.faces) {
      observed++;
      if (uniformInt(gen, 1, roll.sides) === f) reproduced++;
    }
  }
  return {
    equations,
    rank: pivots.size,
    contradictions,
    solved: pivots.size === VARS && contradictions === 0,
    reproduced,
    observed,
    state,
    predict(sides, count) {
      return Array.from({ length: count }, () => uniformInt(gen, 1, sides));
    },
  };
}
