/**
 * Test fixtures: a hand-built position (see position.ts) driven by scripted decisions and dice.
 * Used by the rule tests; never by the product.
 */
import type { GameEvent, Pending, RollEvent, RuleError } from '../../engine/types.ts';
import type { PSAction } from './actions.ts';
import { OFF, xOf, yOf } from './board.ts';
import { pissSquig } from './index.ts';
import { position, STATUS, type PositionSpec } from './position.ts';
import type { PSState } from './state.ts';

export { position, type PositionSpec, type GoblinSpec } from './position.ts';

/** A position driven step by step; every input is checked like a real one and every event is kept. */
export class Table {
  readonly events: GameEvent[] = [];
  constructor(readonly s: PSState) {}

  /** Starts from a hand-built position. */
  static of(spec: PositionSpec): Table {
    return new Table(position(spec));
  }

  /** What the match waits for. */
  pending(): Pending {
    return pissSquig.pending(this.s);
  }

  /** The legal decisions of `player`. */
  legal(player: number): PSAction[] {
    return pissSquig.legal(this.s, player);
  }

  /** Validates and applies a decision; throws with the refusal's text if it is refused. Returns its events. */
  act(player: number, action: unknown): GameEvent[] {
    const v = pissSquig.validate(this.s, player, action);
    if (!v.ok) throw new Error(`${v.error.code}: ${v.error.en}`);
    const evs = pissSquig.apply(this.s, player, v.value);
    this.events.push(...evs);
    return evs;
  }

  /** Supplies the faces of the pending roll; throws if they are refused. Returns the events. */
  roll(...faces: number[]): GameEvent[] {
    const r = pissSquig.applyChance(this.s, faces);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.en}`);
    this.events.push(...r.value);
    return r.value;
  }

  /** The refusal of a decision that must be refused; throws if it is accepted. */
  refuse(player: number, action: unknown): RuleError {
    const v = pissSquig.validate(this.s, player, action);
    if (v.ok) throw new Error(`expected a refusal for ${JSON.stringify(action)}`);
    return v.error;
  }

  /** The roll events so far. */
  rolls(): RollEvent[] {
    return this.events.filter((e): e is RollEvent => e.type === 'roll');
  }

  /** Events of one type so far. */
  ofType(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }

  /** Goblin i's square as [x, y], or null. */
  at(i: number): [number, number] | null {
    const q = this.s.goblins[i]!.sq;
    return q === OFF ? null : [xOf(q), yOf(q)];
  }

  /** Goblin i's state by name. */
  status(i: number): keyof typeof STATUS {
    return (Object.keys(STATUS) as (keyof typeof STATUS)[]).find(
      (k) => STATUS[k] === this.s.goblins[i]!.status,
    )!;
  }

  /** The Squig's square as [x, y]. */
  squig(): [number, number] {
    return [xOf(this.s.squig), yOf(this.s.squig)];
  }
}
