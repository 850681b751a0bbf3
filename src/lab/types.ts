/**
 * The lab's data (docs/lab.md): a batch is every configuration of a grid of options, each played `games` times by
 * the same bots with seats rotated; each game gives one row, each configuration one summary. Everything here is
 * JSON-safe: the CLI writes it, the server sends it, the report and the web page draw it.
 */

/** One axis of the grid: an option and the values it takes (`--grid 'armourTarget=7,8'`). */
export interface GridAxis {
  key: string;
  values: unknown[];
}

/** What to run. */
export interface LabSpec {
  game: string;
  grid: GridAxis[];
  /** Bots rotated over the seats: seat k of game i gets `bots[(k + i) % bots.length]`. */
  bots: string[];
  /** Games per configuration. */
  games: number;
  seed: string;
  /** Seats when `players` is not an axis (default: the options' `players`, else 2 within the game's range). */
  players?: number;
  /** Options every configuration starts from (the grid's values go over them). */
  options?: Record<string, unknown>;
  /**
   * Career seasons (Piss' Squig): each game of the batch is a season of this many career matches between random
   * bots, every match's report applied to the roster before the next (PS-CAMP-1..10).
   */
  season?: number;
}

/** One combination of the grid's values. */
export interface Configuration {
  index: number;
  /** `armourTarget=7 players=4`, or `défaut/default` for an empty grid. */
  label: string;
  /** The grid's value of each axis. */
  params: Record<string, unknown>;
  /** The setup options the games start from (with `players`). */
  options: Record<string, unknown>;
  players: number;
}

/** A slice of one configuration's games, the unit of work of a worker or a queue job. */
export interface LabChunk {
  game: string;
  config: number;
  options: Record<string, unknown>;
  players: number;
  bots: string[];
  seed: string;
  /** Game indices from (included) to (excluded). */
  from: number;
  to: number;
  /** Matches per career season (each index is then a season). */
  season?: number;
}

/** A career season after one of its matches: the roster's goblins who played it, and what befell them. */
export interface SeasonPoint {
  /** The match's number in the season, from 1. */
  match: number;
  /** Means over the goblins who played the match, after its report. */
  xp: number;
  level: number;
  gold: number;
  skills: number;
  /** Counts in the match: injury rolls, deaths, retirements, and recruits who played their first match. */
  injuries: number;
  deaths: number;
  retirements: number;
  recruits: number;
}

/** What one game gave. */
export interface MatchRow {
  config: number;
  /** The game's index within its configuration (its seeds: dice `<seed>:<i>`, seat k's bot `<seed>:<i>:bot<k>`). */
  index: number;
  /** The bot of each seat. */
  bots: string[];
  winners: number[];
  ranks: number[];
  scores: number[];
  /** Inputs of the match: decisions (orders count once) and rolls. */
  decisions: number;
  chance: number;
  /** How many events each rule ID produced in the match. */
  rules: Record<string, number>;
  /**
   * A career season (the row is then a whole season: `scores` are each place's match wins, `winners` the places
   * with the most, `rules` is empty): the roster after each match.
   */
  progress?: SeasonPoint[];
}

/** A proportion with its Wilson 95 % interval. */
export interface Rate {
  count: number;
  of: number;
  rate: number;
  ci95: [number, number];
}

/** A bar of a histogram: values from `from` to `to` (both included: integers), `count` of them. */
export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** Mean, spread and shape of a number per game. */
export interface Distribution {
  mean: number;
  sd: number;
  min: number;
  max: number;
  median: number;
  p90: number;
  histogram: Bin[];
}

/** A variant's difference from the baseline configuration, with the test's two-sided p-value. */
export interface Effect {
  /** What is compared: `seat 0 wins`, `greedy wins`, `length`. */
  measure: string;
  baseline: number;
  variant: number;
  difference: number;
  test: 'two-proportion z' | 'Welch t';
  statistic: number;
  p: number;
  /** p < 0.05. */
  significant: boolean;
}

/** Everything the lab says of one configuration. */
export interface ConfigSummary {
  config: Configuration;
  games: number;
  /** Games with more than one winner (a draw or a shared win). */
  shared: number;
  /** Each seat's wins (a shared win counts for every winner). */
  seats: (Rate & { seat: number; meanScore: number })[];
  /** Each bot's wins over the seats it sat in (seat-games), and its mean rank. */
  bots: (Rate & { bot: string; meanRank: number })[];
  /** Score per seat-game, all seats together. */
  score: Distribution;
  /** Inputs per game (decisions and rolls). */
  length: Distribution;
  /** Each rule that produced events: events in all, per game, and the share of games it fired in. */
  rules: { rule: string; events: number; perGame: number; games: number; share: number }[];
  /** Against the baseline (absent for the baseline itself). */
  effects?: Effect[];
  /** Career seasons: each match's figures, averaged over the seasons. */
  season?: SeasonPoint[];
}

/** A whole batch's result (`lab.json`). */
export interface LabResult {
  format: 'arbitre-lab/1';
  game: string;
  spec: LabSpec;
  /** The configuration the others are compared with: every axis at the game's default, else its first value. */
  baseline: number;
  configurations: ConfigSummary[];
  totalGames: number;
  workers: number;
  seconds: number;
  gamesPerSecond: number;
}
