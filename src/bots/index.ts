/**
 * The bots of every game, by game id and level. Drivers (CLI, server) find bots here; this registry is the
 * only place where `src/bots` reaches into a game's folder (a game's own evaluation lives with its rules).
 */
import type { Agent } from '../engine/runner.ts';
import type { AnyRules } from '../engine/types.ts';
import { PillardsGreedyAgent } from '../games/pillards/bot.ts';
import { PissSquigGreedyAgent } from '../games/piss-squig/bot.ts';
import { SparkBallGreedyAgent } from '../games/spark-ball/bot.ts';
import { OsoiGreedyAgent } from '../games/osoi/bot.ts';
import { RandomAgent } from './random.ts';
import type { AnySearchSupport } from '../engine/search.ts';
import { pissSquigSearch } from '../games/piss-squig/search.ts';
import { pillardsSearch } from '../games/pillards/search.ts';
import { osoiSearch } from '../games/osoi/search.ts';
import { sparkBallSearch } from '../games/spark-ball/search.ts';
import { SearchAgent } from './search/agent.ts';
import type { SearchOptions } from './search/mcts.ts';
import { LEVELS, SEARCH_MS, isSearchLevel, type BotLevel, type SearchLevel } from './levels.ts';

/** Builds a bot for one seat: `seed` makes it reproducible, `name` is shown in the record. */
export type BotFactory = (seed: string, name: string, rules: AnyRules) => Agent;

export { LEVELS, SEARCH_MS, isSearchLevel, type BotLevel, type SearchLevel } from './levels.ts';

/** Milliseconds of a search level's time per decision kept out of its search budget, so the decision fits it. */
export const SEARCH_MARGIN_MS = 40;

/** What each game gives the search bots (src/engine/search.ts), by game id. */
export const searchSupport: Record<string, AnySearchSupport> = {
  'piss-squig': pissSquigSearch,
  pillards: pillardsSearch,
  'spark-ball': sparkBallSearch,
  osoi: osoiSearch,
};

/**
 * A search bot for a game with a budget of its own (arena, tests, benchmarks); undefined when the game has no
 * search support yet.
 */
export function searchBot(
  gameId: string,
  seed: string,
  options: SearchOptions,
  name = 'Search',
): SearchAgent | undefined {
  const game = searchSupport[gameId];
  return game === undefined ? undefined : new SearchAgent(game, seed, options, name);
}

const search =
  (level: SearchLevel): BotFactory =>
  (seed, name, rules) =>
    new SearchAgent(
      searchSupport[rules.id]!,
      seed,
      // A few ms kept for what follows the search (the last iteration's end, the answer's way out).
      { budget: { ms: SEARCH_MS[level] - SEARCH_MARGIN_MS } },
      name,
      `bot:${level}`,
    );

const random: BotFactory = (seed, name, rules) =>
  new RandomAgent(
    seed,
    name,
    rules.resigns === undefined ? undefined : (a: unknown) => rules.resigns?.(a) === true,
  );

/** Game-specific levels, by game id ('random' works for every game). */
const byGame: Record<string, Partial<Record<BotLevel, BotFactory>>> = {
  pillards: { greedy: (seed, name) => new PillardsGreedyAgent(seed, name) },
  'piss-squig': { greedy: (seed, name) => new PissSquigGreedyAgent(seed, name) },
  'spark-ball': { greedy: (seed, name) => new SparkBallGreedyAgent(seed, name) },
  osoi: { greedy: (seed, name) => new OsoiGreedyAgent(seed, name) },
};

/** The levels a game offers. */
export function botLevels(gameId: string): BotLevel[] {
  return LEVELS.filter((l) => botFactory(gameId, l) !== undefined);
}

/** The factory of a level for a game, or undefined when the game has no such bot. */
export function botFactory(gameId: string, level: string): BotFactory | undefined {
  if (level === 'random') return random;
  if (isSearchLevel(level)) return searchSupport[gameId] === undefined ? undefined : search(level);
  return byGame[gameId]?.[level as BotLevel];
}
