/**
 * The rules contract shared by every game (see DESIGN.md, "The rules contract").
 * A game is one object implementing `Rules`; every driver (runner, server, CLI, bots, tests) uses it.
 */

/** A value, or the reason there is none. */
export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };

/** A text in both languages of the product; French first. */
export interface Bilingual {
  fr: string;
  en: string;
}

/** Why an input was refused: what was wrong and what is allowed, in French (`message`) and English (`en`). */
export interface RuleError {
  rule?: string;
  code: string;
  message: string;
  en: string;
  /** Every problem found, when an input (such as an order sheet) is checked as a whole. */
  details?: RuleError[];
}

/** Builds a successful Result. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** Builds a failed Result from a code, the rule ID concerned and the text in French and English. */
export function err(
  code: string,
  rule: string | undefined,
  fr: string,
  en: string,
): { ok: false; error: RuleError } {
  const error: RuleError = { code, message: fr, en };
  if (rule !== undefined) error.rule = rule;
  return { ok: false, error };
}

/** Something that happened, for the log; `rule` names the rule that produced it. */
export interface GameEvent {
  type: string;
  rule?: string;
  /** Seats allowed to see this event; absent = everyone. */
  visibleTo?: number[];
  [key: string]: unknown;
}

/** The single event shape of every roll, whatever the game. */
export interface RollEvent extends GameEvent {
  type: 'roll';
  rule: string;
  player: number;
  dice: string;
  faces: number[];
  target?: number;
  modifier?: number;
  /** The sum of the faces plus the modifier, always. */
  total?: number;
  success?: boolean;
  /** A pool roll's count of successes (dice, or figures, that made it), beside `total`. */
  successes?: number;
  result?: string;
  reroll: boolean;
}

/** A prompt for dice: what is rolled, why, by whom, and what it must reach. */
export interface ChanceRequest {
  /** Rule ID, e.g. 'PS-DODGE-1'. */
  rule: string;
  /** Dice notation: '1d6', '2d6', '1d8', '1d3', 'scatter', or a pool such as '4d6'. */
  dice: string;
  /** The seat that rolls at a real table (referee mode prompt). */
  roller: number;
  /** Number to reach, when there is one. */
  target?: number;
  /** Total modifier applied to the roll. */
  modifier?: number;
  /** i18n key of the prompt, with its parameters. */
  label: string;
  params?: Record<string, string | number>;
  /** True when this roll replaces an earlier one. */
  reroll?: boolean;
  /**
   * A distance-based difficulty a referee may measure at a real table (Spark Ball table mode, SB-R-63): its
   * rule and the distance the engine computed, in the game's unit; the measured value goes with the faces.
   */
  measure?: { rule: string; computed: number };
}

/** Final scores and placings. `ranks[i]` is 1 for the winner(s). */
export interface Outcome {
  scores: number[];
  ranks: number[];
  winners: number[];
}

/** What the match waits for. */
export type Pending =
  | { kind: 'decision'; player: number; label?: string }
  | { kind: 'simultaneous'; players: number[] }
  | { kind: 'chance'; request: ChanceRequest }
  | { kind: 'over'; outcome: Outcome };

/** One possible set of faces for the pending roll, with its probability. */
export interface ChanceOutcome {
  faces: number[];
  p: number;
}

/** One roll an input starts at once, with its exact odds (fractions written 'n/d', '1' or '0'). */
export interface RollPreview {
  /** The roll's rule ID, as in its ChanceRequest and its roll event. */
  rule: string;
  /** Dice notation, e.g. '1d6'. */
  dice: string;
  /** The seat that rolls. */
  roller: number;
  /** Number to reach, when there is one. */
  target?: number;
  /** Total modifier applied to the roll. */
  modifier?: number;
  /** Probability that the roll succeeds (rolls with a target). */
  success?: string;
  /** Probability that it succeeds once the best reroll available after a failure is used, when there is one. */
  withReroll?: string;
  /**
   * Set when another seat may react at once to the input (a yes-or-no reaction out of turn, such as a
   * Tacle plongeant): the roll and its figures hold if that seat answers `input`. Each answer's rolls follow
   * one another in the list.
   */
  when?: { seat: number; input: unknown };
  /** Probability of each named result (table rolls, and target rolls that name their result). */
  results?: Record<string, string>;
  /** Pool rolls: probability of each number of successes (dice reaching the target), keyed by that number. */
  successes?: Record<string, string>;
  /**
   * The probability that this roll succeeds and the rolls before it in the list did too (`success` holds once
   * they did): a shot's power with its aim.
   */
  joint?: string;
  /** `results` once the rerolls are used as the game's policy for the preview says (a chain's outcome). */
  resultsWithReroll?: Record<string, string>;
}

/** A game's rules: pure and deterministic. */
export interface Rules<S, A, V = unknown> {
  id: string;
  version: string;
  players: { min: number; max: number };
  /** Validates options (any JSON) and builds the starting state. */
  setup(options: unknown): Result<S>;
  pending(s: S): Pending;
  /** Finite list of legal inputs for `player` now (a representative set for continuous inputs). */
  legal(s: S, player: number): A[];
  /** The trust boundary: any JSON in, a legal action or a precise refusal out. */
  validate(s: S, player: number, a: unknown): Result<A>;
  /** Mutates `s`; `a` must come from `validate` or `legal`. */
  apply(s: S, player: number, a: A): GameEvent[];
  /** Sealed simultaneous orders, revealed together. */
  applyOrders(s: S, orders: Map<number, A>): GameEvent[];
  /**
   * Applies the faces of the pending roll; refuses faces that do not fit the request. `measured`: a distance
   * typed at a real table for a request that carries `measure` (Spark Ball SB-R-63); other games ignore it.
   */
  applyChance(s: S, faces: number[], measured?: number): Result<GameEvent[]>;
  /** Every outcome of the pending roll with its probability (null when no roll is pending). */
  chanceOutcomes(s: S): ChanceOutcome[] | null;
  /** What `viewer` may see (null = spectator). JSON-safe. */
  view(s: S, viewer: number | null): V;
  /** Hand-written deep copy. */
  clone(s: S): S;
  /** Equal states, equal hashes. */
  hash(s: S): string;
  /** An upper bound on the number of steps (inputs) of a match started with this state. */
  stepBound(s: S): number;
  /** True for inputs that give the match up (concede); random bots avoid them when anything else is legal. */
  resigns?(a: A): boolean;
  /** Strings that must never appear in `view(s, viewer)` (hidden information); used by conformance. */
  secrets?(s: S, viewer: number | null): string[];
  /**
   * Who may see `player`'s input `a` (a decision, or that player's part of a round of sealed orders) in a
   * match record, given the state before it is applied: null = everyone, else the seats that may (the
   * referee always may; a spectator never sees a restricted input). Dice faces are public. Absent: every
   * input of the game is public. Records served by role (docs/protocol.md) withhold inputs by it.
   */
  inputAudience?(s: S, player: number, a: A): number[] | null;
  /**
   * Risk before commitment: for each input of `legal` (the list `legal(s, player)` just returned, same order),
   * the rolls it starts at once, before anyone's next decision, with their exact odds, or null when it starts
   * none. Absent: no input is previewed (the server sends nulls). See previews.ts (`previewInputs`).
   */
  previews?(s: S, player: number, legal: A[]): (RollPreview[] | null)[];
}

/** Any game's rules, for drivers that do not know the game. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = Rules<any, any, any>;
