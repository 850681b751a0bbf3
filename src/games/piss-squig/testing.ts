/**
 * Test fixtures: build a small position by hand and drive it with scripted decisions and dice.
 * Used by the rule tests; never by the product.
 */
import type { GameEvent, Pending, RollEvent, RuleError } from '../../engine/types.ts';
import type { PSAction } from './actions.ts';
import { OFF, sq, xOf, yOf } from './board.ts';
import { pissSquig } from './index.ts';
import { parseOptions, type PSOptions } from './options.ts';
import { createState, Phase, Status, type PSState } from './state.ts';
import { startTurn } from './turn.ts';
import { makeSlippery } from './pit.ts';

const STATUS = {
  standing: Status.Standing,
  prone: Status.Prone,
  stunned: Status.Stunned,
  outside: Status.Outside,
  emasculated: Status.Emasculated,
  conceded: Status.Conceded,
} as const;

/** One goblin of a hand-built position; `at: null` = off the board. */
export interface GoblinSpec {
  at: [number, number] | null;
  status?: keyof typeof STATUS;
  point?: boolean;
  pissMarkers?: number;
  post?: number;
}

/** A hand-built position: goblin i belongs to seat i; the turn of `side` starts (upkeep included). */
export interface PositionSpec {
  options?: Partial<PSOptions>;
  goblins: GoblinSpec[];
  squig?: [number, number];
  slippery?: [number, number][];
  hits?: number;
  side?: number;
  first?: number;
  round?: number;
  gnak?: number[];
}

/** Builds the state of a position at the start of `side`'s turn (upkeep applied, roll-off skipped). */
export function position(spec: PositionSpec): PSState {
  const parsed = parseOptions({ players: spec.goblins.length, ...spec.options });
  if (!parsed.ok) throw new Error(parsed.error.en);
  const s = createState(parsed.value);
  spec.goblins.forEach((g, i) => {
    const gob = s.goblins[i]!;
    if (g.post !== undefined) gob.post = g.post;
    gob.status = STATUS[g.status ?? (g.at ? 'standing' : 'outside')];
    gob.point = g.point ?? false;
    gob.pissMarkers = g.pissMarkers ?? 0;
    gob.sq = g.at ? sq(g.at[0], g.at[1]) : OFF;
  });
  if (spec.squig) s.squig = sq(spec.squig[0], spec.squig[1]);
  for (const [x, y] of spec.slippery ?? []) makeSlippery(s, sq(x, y));
  s.hits = spec.hits ?? 0;
  if (spec.gnak) s.gnak = spec.gnak.slice();
  s.first = spec.first ?? 0;
  s.side = spec.side ?? 0;
  s.round = spec.round ?? 1;
  s.phase = Phase.Action;
  startTurn(s, []);
  return s;
}

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
