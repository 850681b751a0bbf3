/**
 * The bot levels and the search levels' time per decision: plain data with no imports, so the web app states
 * the same times the server budgets (the registry, index.ts, builds the bots).
 */

/** Bot levels, weakest first. */
export const LEVELS = ['random', 'greedy', 'search', 'search-strong'] as const;
export type BotLevel = (typeof LEVELS)[number];

/** The levels that search per decision. */
export type SearchLevel = 'search' | 'search-strong';

/** The search levels' time per decision (ms): what the lobby states, and the server's budget. */
export const SEARCH_MS: Record<SearchLevel, number> = { search: 250, 'search-strong': 1000 };

/** Whether a level searches (its decisions take `SEARCH_MS`; the others answer in milliseconds). */
export function isSearchLevel(level: string): level is SearchLevel {
  return level === 'search' || level === 'search-strong';
}
