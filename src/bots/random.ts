/**
 * The random bot: picks a kind of input uniformly, then one input of that kind, from its own seeded
 * generator. Choosing the kind first keeps it from spending most turns on whatever has the most variants
 * (in Piss' Squig, eight Squig designations against one Piss).
 */
import { SeededRng } from '../engine/rng.ts';
import type { Agent } from '../engine/runner.ts';
import type { Seat } from '../engine/record.ts';

/** An agent that plays a uniformly random legal input; reproducible from its seed. */
export class RandomAgent<A = unknown> implements Agent {
  /** The random bot never looks at the view. */
  readonly usesView = false;
  /** Recorded as a 'bot:random' seat. */
  readonly seat: Seat;
  private readonly rng: SeededRng;
  private readonly resigns: ((a: A) => boolean) | undefined;

  /**
   * A random bot seeded from `seed`; `name` is shown in the record. Pass the game's `rules.resigns` so the
   * bot never concedes while anything else is legal.
   */
  constructor(seed: string, name = 'Random', resigns?: (a: A) => boolean) {
    this.rng = new SeededRng(seed);
    this.seat = { name, kind: 'bot:random' };
    this.resigns = resigns;
  }

  /**
   * One of `legal`: a uniform kind (the inputs' `type` field), then a uniform input of that kind;
   * resignations aside. Throws when there is nothing legal to choose from.
   */
  choose(_view: unknown, legal: unknown[], player: number): unknown {
    if (legal.length === 0) throw new Error(`RandomAgent: no legal input for player ${player}.`);
    const resigns = this.resigns;
    if (resigns !== undefined && legal.some((a) => resigns(a as A))) {
      const kept = legal.filter((a) => !resigns(a as A));
      if (kept.length > 0) legal = kept;
    }
    if (legal.length === 1) return legal[0];
    // One pass for the kinds in order of first appearance and their sizes, then the chosen kind's n-th input:
    // the same two draws as filtering by kind, without building the lists (the lab plays 100,000s of games).
    const kinds: unknown[] = [];
    const sizes: number[] = [];
    for (const a of legal) {
      const k = kindOf(a);
      const at = kinds.indexOf(k);
      if (at < 0) {
        kinds.push(k);
        sizes.push(1);
      } else sizes[at]!++;
    }
    if (kinds.length === 1) return legal[this.rng.int(0, legal.length - 1)];
    const chosen = this.rng.int(0, kinds.length - 1);
    const kind = kinds[chosen];
    let n = this.rng.int(0, sizes[chosen]! - 1);
    for (const a of legal) if (kindOf(a) === kind && n-- === 0) return a;
    throw new Error('RandomAgent: unreachable');
  }
}

/** The kind of an input: its `type` field when it has one, else the input itself. */
function kindOf(a: unknown): unknown {
  return typeof a === 'object' && a !== null && 'type' in a ? (a as { type: unknown }).type : a;
}
