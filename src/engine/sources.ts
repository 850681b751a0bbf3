/**
 * Dice sources: where the faces of a requested roll come from (a seeded generator, a script, a person).
 */
import { checkFaces, parseDice, type DiceSpec } from './dice.ts';
import { describeError } from './refusal.ts';
import { SeededRng, seedCommitment } from './rng.ts';
import type { ChanceRequest } from './types.ts';

/** How a record's dice were produced; `seed` is revealed only once the match is over. */
export interface DiceInfo {
  source: string;
  /** The seeded generator ('hmac-sha256/1' for match dice); absent = legacy 'xoroshiro128+'. */
  generator?: string;
  seedCommitment?: string;
  seed?: string;
}

/** Supplies one face per die for a chance request ('scatter' is one D8). */
export interface DiceSource {
  /** The faces for `request`, one per die, as a fresh array (the record keeps it). */
  roll(request: ChanceRequest): number[];
  /** What the record says about this source. */
  describe?(): DiceInfo;
}

function specOf(request: ChanceRequest): DiceSpec {
  const parsed = parseDice(request.dice);
  if (!parsed.ok) throw new Error(`${request.rule}: ${describeError(parsed.error)}`);
  return parsed.value;
}

/** Fair dice from a seeded generator: the same seed and requests give the same faces. */
export class SeededDice implements DiceSource {
  private rng: SeededRng;
  private seed: string | undefined;

  /** Dice seeded from a string (its commitment is `seedCommitment(seed)`). */
  constructor(seed: string) {
    this.seed = seed;
    this.rng = new SeededRng(seed);
  }

  /** Restores dice from `state()`; pass the seed again if the record should reveal it. */
  static fromState(state: readonly number[], seed?: string): SeededDice {
    const dice = new SeededDice(seed ?? '');
    dice.rng = SeededRng.fromState(state);
    dice.seed = seed;
    return dice;
  }

  /** One uniform face per die. */
  roll(request: ChanceRequest): number[] {
    const { count, sides } = specOf(request);
    const faces = new Array<number>(count);
    for (let i = 0; i < count; i++) faces[i] = this.rng.int(1, sides);
    return faces;
  }

  /** Serialisable generator state. */
  state(): number[] {
    return this.rng.state();
  }

  /** Seeded source, with the seed and its commitment when known. */
  describe(): DiceInfo {
    if (this.seed === undefined) return { source: 'seeded' };
    return { source: 'seeded', seedCommitment: seedCommitment(this.seed), seed: this.seed };
  }
}

/** Faces given in advance, consumed in order (tests, golden records). Faces are not checked here. */
export class ScriptedDice implements DiceSource {
  private readonly script: readonly (readonly number[])[];
  private next = 0;

  /** A queue of face arrays, one per roll. */
  constructor(script: readonly (readonly number[])[]) {
    this.script = script;
  }

  /** The next scripted faces; throws when the script has run dry. */
  roll(request: ChanceRequest): number[] {
    const faces = this.script[this.next];
    if (faces === undefined) {
      throw new Error(
        `ScriptedDice ran dry after ${this.script.length} roll(s): no faces left for ${request.rule} (${request.dice}).`,
      );
    }
    this.next++;
    return faces.slice();
  }

  /** How many scripted rolls are left. */
  remaining(): number {
    return this.script.length - this.next;
  }

  /** Scripted source. */
  describe(): DiceInfo {
    return { source: 'scripted' };
  }
}

/** Faces typed by a person at a real table (referee mode); a malformed answer throws with the reason. */
export class ManualDice implements DiceSource {
  private readonly ask: (request: ChanceRequest) => number[];

  /** `ask` shows the request (rule, dice, target, modifier) and returns the faces that were rolled. */
  constructor(ask: (request: ChanceRequest) => number[]) {
    this.ask = ask;
  }

  /** The faces the person entered, checked against the request's dice. */
  roll(request: ChanceRequest): number[] {
    const checked = checkFaces(request.dice, this.ask(request), request.rule);
    if (!checked.ok) throw new Error(describeError(checked.error));
    return checked.value.slice();
  }

  /** Manual source. */
  describe(): DiceInfo {
    return { source: 'manual' };
  }
}
