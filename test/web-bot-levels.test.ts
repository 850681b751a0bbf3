/**
 * Bot levels in words (web/src/botLevels.ts): the levels a game offers in the registry's order, the default
 * level of a new bot seat, and each level's name with the search levels' time per decision, in French and
 * English, from the same `SEARCH_MS` the server budgets.
 */
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { SEARCH_MS } from '../src/bots/levels.ts';
import { botChoice, defaultLevel, levelName, offeredLevels, seatKindName } from '../web/src/botLevels.ts';

const I18N = '../web/src/i18n.ts';
const i18n = ((await import(I18N)) as { default: { getFixedT: (lng: string) => TFunction } }).default;
const fr = i18n.getFixedT('fr');
const en = i18n.getFixedT('en');

describe('bot levels in words', () => {
  it('offers the levels the server lists, weakest first, leaving out names it does not know', () => {
    expect(offeredLevels(['search-strong', 'random', 'mcts', 'search', 'greedy'])).toEqual([
      'random',
      'greedy',
      'search',
      'search-strong',
    ]);
    expect(offeredLevels(undefined)).toEqual(['random']);
  });

  it('gives a new bot seat the greedy level where the game has it, never a search level', () => {
    expect(defaultLevel(['random', 'greedy', 'search', 'search-strong'])).toBe('greedy');
    expect(defaultLevel(['random', 'search'])).toBe('random');
  });

  it('names each level, with the search levels’ time per decision in each language’s numbers', () => {
    expect(SEARCH_MS).toEqual({ search: 250, 'search-strong': 1000 });
    expect(['random', 'greedy', 'search', 'search-strong'].map((l) => levelName(l, fr, 'fr'))).toEqual([
      'Aléatoire',
      'Glouton',
      'Recherche (0,25 s par décision)',
      'Recherche forte (1 s par décision)',
    ]);
    expect(['random', 'greedy', 'search', 'search-strong'].map((l) => levelName(l, en, 'en'))).toEqual([
      'Random',
      'Greedy',
      'Search (0.25 s a decision)',
      'Strong search (1 s a decision)',
    ]);
    expect(botChoice('search', fr, 'fr')).toBe('Bot : Recherche (0,25 s par décision)');
  });

  it('says a seat’s kind as the server sends it', () => {
    expect(seatKindName('human', fr, 'fr')).toBe('Humain');
    expect(seatKindName('open', en, 'en')).toBe('Open');
    expect(seatKindName('bot:search-strong', en, 'en')).toBe('Bot: Strong search (1 s a decision)');
    expect(seatKindName('bot:greedy', fr, 'fr')).toBe('Bot : Glouton');
  });
});
