/**
 * The search bot as an `Agent`: one tree search per decision (mcts.ts) from the seat's view and legal inputs.
 * Reproducible for a seed and an iteration budget: the n-th decision of an agent searches with `${seed}/${n}`.
 */
import type { Seat } from '../../engine/record.ts';
import type { Agent } from '../../engine/runner.ts';
import type { AnySearchSupport } from '../../engine/search.ts';
import { Mcts, type SearchOptions, type SearchResult } from './mcts.ts';

export class SearchAgent implements Agent {
  readonly seat: Seat;
  /** The last decision's search (benchmarks, tests, the arena's decision times). */
  last: SearchResult<unknown> | null = null;
  private decisions = 0;

  constructor(
    private readonly game: AnySearchSupport,
    private readonly seed: string,
    private readonly options: SearchOptions,
    name = 'Search',
    kind = 'bot:search',
  ) {
    this.seat = { name, kind };
  }

  choose(view: unknown, legal: unknown[], player: number): unknown {
    if (legal.length === 0) throw new Error(`SearchAgent: no legal input for player ${player}.`);
    const search = new Mcts(this.game, this.options, `${this.seed}/${this.decisions++}`);
    this.last = search.search(view, player, legal);
    return this.last.action;
  }
}
