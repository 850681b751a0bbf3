/**
 * The random bot: picks uniformly among the legal inputs, from its own seeded generator.
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

  /** One of `legal`, uniformly (resignations aside); throws when there is nothing legal to choose from. */
  choose(_view: unknown, legal: unknown[], player: number): unknown {
    if (legal.length === 0) throw new Error(`RandomAgent: no legal input for player ${player}.`);
    const resigns = this.resigns;
    if (resigns !== undefined && legal.some((a) => resigns(a as A))) {
      const kept = legal.filter((a) => !resigns(a as A));
      if (kept.length > 0) legal = kept;
    }
    return legal[legal.length === 1 ? 0 : this.rng.int(0, legal.length - 1)];
  }
}
