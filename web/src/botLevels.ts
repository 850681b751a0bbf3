/**
 * Bot levels in words: the levels a game offers (the server's `bots` list for it), their names, and for the
 * search levels the time per decision the server gives them (`SEARCH_MS`, shared with the server).
 */
import type { TFunction } from 'i18next';
import { isSearchLevel, LEVELS, SEARCH_MS, type BotLevel } from '../../src/bots/levels.ts';

export { isSearchLevel, type BotLevel };

/** Whether `x` names a bot level. */
export function isBotLevel(x: string): x is BotLevel {
  return (LEVELS as readonly string[]).includes(x);
}

/** The levels the server lists for a game, weakest first (names this page does not know are left out). */
export function offeredLevels(bots: readonly string[] | undefined): BotLevel[] {
  const listed = bots ?? ['random'];
  return LEVELS.filter((l) => listed.includes(l));
}

/**
 * The level a new bot seat gets: greedy where the game has it, else random. The search levels think up to a
 * second a decision, so they are chosen on purpose, never by default.
 */
export function defaultLevel(levels: readonly BotLevel[]): BotLevel {
  return levels.includes('greedy') ? 'greedy' : 'random';
}

/** Seconds in the page's language: 0,25 (French), 0.25 (English). */
function seconds(ms: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en' : 'fr', { maximumFractionDigits: 2 }).format(ms / 1000);
}

/** A level's name, with its time per decision for a search level: « Recherche (0,25 s par décision) ». */
export function levelName(level: string, t: TFunction, lang: string): string {
  if (isSearchLevel(level)) return t(`lobby.levels.${level}`, { s: seconds(SEARCH_MS[level], lang) });
  return isBotLevel(level) ? t(`lobby.levels.${level}`) : level;
}

/** A bot seat's choice in a seat picker: « Bot : Recherche (0,25 s par décision) ». */
export function botChoice(level: string, t: TFunction, lang: string): string {
  return t('lobby.botLevel', { level: levelName(level, t, lang) });
}

/** A seat's kind as the server sends it (`human`, `open`, `bot:<level>`), in words. */
export function seatKindName(kind: string, t: TFunction, lang: string): string {
  if (kind.startsWith('bot:')) return botChoice(kind.slice(4), t, lang);
  if (kind === 'bot') return t('lobby.bot');
  return kind === 'human' || kind === 'open' ? t(`table.seatKind.${kind}`) : kind;
}
