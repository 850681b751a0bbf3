/**
 * Match dice: the faces of a match people play, drawn from HMAC-SHA256 keyed by the committed seed.
 *
 * Why not the fast generator: xoroshiro128+ is linear over GF(2), so a few hundred faces read off a
 * match's record give away its state and every later roll (see `testing/gf2-attack.ts`). HMAC-SHA256 is a
 * pseudo-random function: without the seed, past faces say nothing about the next ones. Each roll reads its
 * own byte stream, HMAC(seed, tag ‖ roll index ‖ block counter), and each face is rejection-sampled so that
 * every face of every die size is exactly equally likely (no modulo bias). Pure JS (@noble/hashes), no clock,
 * no Math.random: the same seed and roll index give the same faces everywhere, browser included.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { parseDice } from './dice.ts';
import { describeError } from './refusal.ts';
import { seedCommitment } from './rng.ts';
import { SeededDice, type DiceInfo, type DiceSource } from './sources.ts';
import type { ChanceRequest } from './types.ts';

/** The generator of matches stored before match dice existed (pure-rand's xoroshiro128+, `SeededDice`). */
export const LEGACY_DICE_GENERATOR = 'xoroshiro128+';

/** The generator of match dice (`MatchDice`), as records name it. */
export const MATCH_DICE_GENERATOR = 'hmac-sha256/1';

/** Every generator a record may name; a record without `generator` is legacy xoroshiro128+. */
export const DICE_GENERATORS = [LEGACY_DICE_GENERATOR, MATCH_DICE_GENERATOR] as const;

/** The domain tag that starts every HMAC message (a new construction gets a new tag). */
const TAG = new TextEncoder().encode('arbitre-dice/1');

/** Die sizes beyond 2^48 would leave exact integer arithmetic. */
const MAX_SIDES = 2 ** 48;

/** The HMAC message of one block: tag ‖ roll index (8 bytes, big-endian) ‖ block counter (4 bytes). */
function message(index: number, block: number): Uint8Array {
  const msg = new Uint8Array(TAG.length + 12);
  msg.set(TAG, 0);
  const view = new DataView(msg.buffer);
  view.setUint32(TAG.length, Math.floor(index / 2 ** 32));
  view.setUint32(TAG.length + 4, index >>> 0);
  view.setUint32(TAG.length + 8, block);
  return msg;
}

/** The byte stream of one roll: HMAC blocks 0, 1, 2... read in order. */
class RollBytes {
  private block = 0;
  private bytes: Uint8Array = new Uint8Array(0);
  private at = 0;

  constructor(
    private readonly keyed: ReturnType<typeof hmac.create>,
    private readonly index: number,
  ) {}

  /** The next byte of the stream. */
  next(): number {
    if (this.at === this.bytes.length) {
      this.bytes = this.keyed.clone().update(message(this.index, this.block)).digest();
      this.block++;
      this.at = 0;
    }
    return this.bytes[this.at++]!;
  }
}

/** One face in 1..sides, exactly uniform: reject the top values that would bias `value % sides`. */
function face(bytes: RollBytes, sides: number): number {
  let width = 1;
  while (256 ** width < sides) width++;
  const range = 256 ** width;
  const limit = range - (range % sides);
  for (;;) {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + bytes.next();
    if (value < limit) return (value % sides) + 1;
  }
}

/** The faces of roll number `index` (from 0) of `count` dice with `sides` faces, for a seed. */
export function matchFaces(seed: string, index: number, count: number, sides: number): number[] {
  return facesOf(keyFor(seed), index, count, sides);
}

function keyFor(seed: string): ReturnType<typeof hmac.create> {
  return hmac.create(sha256, new TextEncoder().encode(seed));
}

function facesOf(
  keyed: ReturnType<typeof hmac.create>,
  index: number,
  count: number,
  sides: number,
): number[] {
  if (!Number.isSafeInteger(index) || index < 0) throw new Error(`Invalid roll index ${index}.`);
  if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES) {
    throw new Error(`Invalid die size ${sides}: expected an integer from 1 to 2^48.`);
  }
  const bytes = new RollBytes(keyed, index);
  const faces = new Array<number>(count);
  for (let i = 0; i < count; i++) faces[i] = face(bytes, sides);
  return faces;
}

/** Unpredictable fair dice for matches people play: roll n is HMAC-SHA256(seed, roll n), rejection-sampled. */
export class MatchDice implements DiceSource {
  private readonly seed: string;
  private readonly keyed: ReturnType<typeof hmac.create>;
  private index = 0;

  /** Dice keyed by a seed (its commitment is `seedCommitment(seed)`), from roll 0. */
  constructor(seed: string) {
    this.seed = seed;
    this.keyed = keyFor(seed);
  }

  /** Resumes the dice of `seed` at roll `state` (a `state()` value); throws on a malformed state. */
  static fromState(state: number, seed: string): MatchDice {
    if (!Number.isSafeInteger(state) || state < 0) {
      throw new Error(
        `Invalid MatchDice state ${JSON.stringify(state)}: expected a roll index (integer ≥ 0).`,
      );
    }
    const dice = new MatchDice(seed);
    dice.index = state;
    return dice;
  }

  /** The faces of the next roll, one per die. */
  roll(request: ChanceRequest): number[] {
    const parsed = parseDice(request.dice);
    if (!parsed.ok) throw new Error(`${request.rule}: ${describeError(parsed.error)}`);
    const faces = facesOf(this.keyed, this.index, parsed.value.count, parsed.value.sides);
    this.index++;
    return faces;
  }

  /** Serialisable state: the index of the next roll. */
  state(): number {
    return this.index;
  }

  /** Seeded source with its generator, seed and commitment. */
  describe(): DiceInfo {
    return {
      source: 'seeded',
      generator: MATCH_DICE_GENERATOR,
      seedCommitment: seedCommitment(this.seed),
      seed: this.seed,
    };
  }
}

/** A fresh source of the named generator for a seed (absent = legacy xoroshiro128+); throws on an unknown name. */
export function seededDice(generator: string | undefined, seed: string): DiceSource {
  const name = generator ?? LEGACY_DICE_GENERATOR;
  if (name === LEGACY_DICE_GENERATOR) return new SeededDice(seed);
  if (name === MATCH_DICE_GENERATOR) return new MatchDice(seed);
  throw new Error(
    `Unknown dice generator ${JSON.stringify(name)}: this version knows ${DICE_GENERATORS.join(', ')}.`,
  );
}

/** The generator a record's dice were drawn from, at roll 0; null unless seeded with the seed revealed. */
export function recordDice(info: DiceInfo): DiceSource | null {
  if (info.source !== 'seeded' || info.seed === undefined) return null;
  return seededDice(info.generator, info.seed);
}
