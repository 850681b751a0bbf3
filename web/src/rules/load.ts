/**
 * The rules documents in the browser, loaded on demand (one chunk per game and language, so a table's bundle
 * does not carry them): the game a rule ID belongs to, the document, and a rule's entry.
 */
import { useEffect, useState } from 'react';
import type { RuleEntry, RulesDoc } from './doc.ts';

export type { RuleEntry, RulesDoc } from './doc.ts';

export const RULES_GAMES = ['piss-squig', 'pillards', 'spark-ball', 'osoi'] as const;
export type RulesGame = (typeof RULES_GAMES)[number];

/** The games with a guide to their online table (`/rules/<game>/table`, HowToPlay.tsx); OSOI has none yet. */
export const TABLE_GUIDE_GAMES: readonly string[] = ['piss-squig', 'pillards', 'spark-ball'];

type Loader = () => Promise<{ default: unknown }>;
const loaders: Record<RulesGame, Record<'fr' | 'en', Loader>> = {
  'piss-squig': { fr: () => import('./piss-squig.fr.json'), en: () => import('./piss-squig.en.json') },
  pillards: { fr: () => import('./pillards.fr.json'), en: () => import('./pillards.en.json') },
  'spark-ball': { fr: () => import('./spark-ball.fr.json'), en: () => import('./spark-ball.en.json') },
  osoi: { fr: () => import('./osoi.fr.json'), en: () => import('./osoi.en.json') },
};

const cache = new Map<string, Promise<RulesDoc>>();

/** The game whose reference (or whose part of docs/rulings.md) holds a rule ID. */
export function ruleGame(id: string): RulesGame | null {
  if (/^(?:ARB-)?PS-/.test(id)) return 'piss-squig';
  if (/^(?:ARB-)?PIL-/.test(id)) return 'pillards';
  if (/^(?:ARB-)?SB-/.test(id)) return 'spark-ball';
  if (/^(?:ARB-)?OS-/.test(id)) return 'osoi';
  return null;
}

export function isRulesGame(game: string): game is RulesGame {
  return (RULES_GAMES as readonly string[]).includes(game);
}

export function loadRules(game: RulesGame, lang: 'fr' | 'en'): Promise<RulesDoc> {
  const key = `${game}.${lang}`;
  let p = cache.get(key);
  if (!p) {
    p = loaders[game][lang]().then((m) => m.default as RulesDoc);
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

/** The document once loaded (null before), reloaded when the game or the language changes. */
export function useRulesDoc(
  game: RulesGame | null,
  lang: 'fr' | 'en',
): { doc: RulesDoc | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; doc: RulesDoc | null; failed: boolean }>({
    key: '',
    doc: null,
    failed: false,
  });
  const key = game ? `${game}.${lang}` : '';
  useEffect(() => {
    if (!game) return;
    let live = true;
    loadRules(game, lang).then(
      (doc) => live && setState({ key: `${game}.${lang}`, doc, failed: false }),
      () => live && setState({ key: `${game}.${lang}`, doc: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [game, lang]);
  return state.key === key ? { doc: state.doc, failed: state.failed } : { doc: null, failed: false };
}

/** A rule's entry; IDs in events may carry a suffix letter (`PS-DODGE-1a`). */
export function ruleEntry(doc: RulesDoc, id: string): RuleEntry | null {
  return doc.rules[id] ?? doc.rules[id.replace(/[a-z]$/, '')] ?? null;
}

/** The rule's anchor on its rules page: the ID without a suffix letter, when the document knows it. */
export function ruleAnchor(id: string): string {
  return id.replace(/(?<=\d)[a-z]$/, '');
}
