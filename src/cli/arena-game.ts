/**
 * One game of an arena tournament, as a worker of the pool plays it (arena-worker.mjs): the bots are built in the
 * worker from their names and seeds, and every decision is timed around the bot's `choose`.
 */
import { botFactory, SEARCH_MS, searchBot } from '../bots/index.ts';
import type { Budget } from '../bots/search/mcts.ts';
import { runMatch, type Agent } from '../engine/runner.ts';
import { SeededDice } from '../engine/sources.ts';
import type { AnyRules, Outcome } from '../engine/types.ts';

/** A bot of the arena: a level, with a search budget of its own when written `level@N` or `level@Tms`. */
export interface BotSpec {
  /** As written on the command line (`search@500`): the bot's name in the tables. */
  name: string;
  level: string;
  budget?: Budget;
}

const SEARCH_LEVELS = new Set<string>(['search', 'search-strong']);

/** True for the levels that search (and so take a budget). */
export function isSearchLevel(level: string): boolean {
  return SEARCH_LEVELS.has(level);
}

/**
 * Reads `level`, `level@N` (N iterations a decision) or `level@Tms` (T milliseconds); undefined when the budget
 * is malformed. Whether the level exists for a game is checked elsewhere (`botFactory`).
 */
export function parseBotSpec(name: string): BotSpec | undefined {
  const at = name.indexOf('@');
  if (at < 0) return { name, level: name };
  const level = name.slice(0, at);
  const m = /^([1-9][0-9]*)(ms)?$/.exec(name.slice(at + 1));
  if (m === null || level === '') return undefined;
  const n = Number(m[1]);
  if (!Number.isSafeInteger(n)) return undefined;
  return { name, level, budget: m[2] === 'ms' ? { ms: n } : { iterations: n } };
}

/**
 * The budget a search level plays with: its own (`level@..`), else the tournament's (`--iterations`, `--ms`)
 * scaled like the levels' default times (search-strong searches four times as long as search), else none (the
 * level's default time).
 */
export function budgetOf(spec: BotSpec, tournament: Budget | undefined): Budget | undefined {
  if (spec.budget !== undefined) return spec.budget;
  if (tournament === undefined || !isSearchLevel(spec.level)) return undefined;
  const scale = SEARCH_MS[spec.level as 'search' | 'search-strong'] / SEARCH_MS.search;
  const out: Budget = {};
  if (tournament.iterations !== undefined) out.iterations = Math.round(tournament.iterations * scale);
  if (tournament.ms !== undefined) out.ms = tournament.ms * scale;
  return out.iterations === undefined && out.ms === undefined ? undefined : out;
}

/** One game to play. */
export interface ArenaTask {
  game: string;
  /** Setup options (with `players`). */
  options: Record<string, unknown>;
  /** The bot of each seat. */
  seats: BotSpec[];
  /** The tournament's search budget, if any. */
  budget?: Budget;
  /** Dice `${seed}`, seat k's bot `${seed}:bot${k}` (as `arbitre simulate`). */
  seed: string;
}

/** What a game gave: its outcome, its length, and each seat's decision times (ms). */
export interface ArenaGameResult {
  outcome: Outcome;
  decisions: number;
  chance: number;
  times: number[][];
}

/** Wraps a bot to time its decisions (wall time around `choose`, the view and legal list already made). */
class Timed implements Agent {
  readonly times: number[] = [];
  readonly seat: Agent['seat'];
  readonly usesView: boolean | undefined;

  constructor(private readonly inner: Agent) {
    this.seat = inner.seat;
    this.usesView = inner.usesView;
  }

  choose(view: unknown, legal: unknown[], player: number): unknown {
    const start = performance.now();
    const input = this.inner.choose(view, legal, player);
    this.times.push(performance.now() - start);
    return input;
  }
}

/** The bot of one seat; throws when the game offers no such level. */
export function arenaAgent(
  rules: AnyRules,
  spec: BotSpec,
  seed: string,
  label: string,
  tournament?: Budget,
): Agent {
  const budget = budgetOf(spec, tournament);
  if (budget !== undefined && isSearchLevel(spec.level)) {
    const bot = searchBot(rules.id, seed, { budget }, label);
    if (bot !== undefined) return bot;
  } else if (spec.budget === undefined) {
    const factory = botFactory(rules.id, spec.level);
    if (factory !== undefined) return factory(seed, label, rules);
  }
  throw new Error(`no bot ${spec.name} for ${rules.id}`);
}

/** Plays one game of the tournament with `rules` (the worker passes the registry's). */
export function playArenaGame(rules: AnyRules, task: ArenaTask): ArenaGameResult {
  const agents = task.seats.map(
    (spec, k) =>
      new Timed(arenaAgent(rules, spec, `${task.seed}:bot${k}`, `${spec.name} ${k + 1}`, task.budget)),
  );
  const result = runMatch(rules, task.options, { agents, dice: new SeededDice(task.seed) });
  if (result.outcome === null) throw new Error(`${rules.id}: the game did not end`);
  return {
    outcome: result.outcome,
    decisions: result.steps.decisions,
    chance: result.steps.chance,
    times: agents.map((a) => a.times),
  };
}
