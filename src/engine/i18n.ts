/**
 * Minimal message formatting shared by the CLI and the web app: i18next-style `{{name}}` placeholders.
 */
import type { GameEvent } from './types.ts';

/** The languages of the product; French is the default. */
export type Lang = 'fr' | 'en';

/** One game's strings: event keys, roll keys (`roll.<rule>`) and prompt labels, per language. */
export type Catalogue = Record<Lang, Record<string, string>>;

/**
 * Whether `n` things take the singular: French says «0 touche» and «1 touche», English "1 hit" but "0 hits".
 */
export function singular(n: number, lang: Lang): boolean {
  return lang === 'fr' ? Math.abs(n) < 2 : n === 1;
}

/**
 * Replaces `{{name}}` by `params[name]` (left as is when missing), and `{{name|one|other}}` by the word that
 * agrees with the number `params[name]` («{{k}} {{k|figurine|figurines}}»).
 */
export function format(template: string, params: Record<string, unknown>, lang: Lang = 'fr'): string {
  return template.replace(
    /\{\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}\}/g,
    (m, k: string, one?: string, other?: string) => {
      if (!(k in params)) return m;
      if (one === undefined) return String(params[k]);
      const n = Number(params[k]);
      return Number.isFinite(n) && singular(n, lang) ? one : other!;
    },
  );
}

/** "3 archers", «1 archer»: a count and a `one|other` word pair of a catalogue. */
export function countOf(n: number, forms: string, lang: Lang): string {
  const [one, other = one] = forms.split('|');
  return `${n} ${singular(n, lang) ? one : other}`;
}

/**
 * One log line for an event: the roll's rule key for a roll, else the event type's key; the rule ID is
 * appended in brackets so that every line points at the rules reference.
 */
export function describeEvent(
  cat: Catalogue,
  lang: Lang,
  e: GameEvent,
  extra?: Record<string, unknown>,
): string {
  const strings = cat[lang];
  const key = e.type === 'roll' ? `roll.${e.rule}` : e.type;
  const template = strings[key] ?? strings[e.type] ?? e.type;
  const line = format(template, { ...e, ...extra }, lang);
  return e.rule ? `${line} [${e.rule}]` : line;
}

/**
 * Names the log may use, given by the caller (the web table passes its seats' names); the rules never know
 * names. Without them seats are "Joueur 1…N" / "Player 1…N" (1-based) and goblins keep the game's default.
 */
export interface LogNames {
  /** Seat names by 0-based seat number (the match summary's); a missing or empty entry falls back. */
  seats?: readonly (string | undefined)[];
  /** Goblin names by goblin id (Piss' Squig: the board's names, e.g. "Gobelin 2" or a league name). */
  goblins?: readonly (string | undefined)[];
  /** Player names by roster id (Spark Ball: as the board labels them, e.g. "#1 Maraudeur 1"). */
  players?: Readonly<Record<string, string>>;
}

/** Seat `n` (0-based) in a log line: its given name, else "Joueur n+1" / "Player n+1". */
export function seatLabel(n: unknown, lang: Lang, names?: LogNames): string {
  if (typeof n !== 'number') return String(n);
  const name = names?.seats?.[n];
  if (name && name !== `Joueur ${n + 1}`) return name;
  return `${lang === 'fr' ? 'Joueur' : 'Player'} ${n + 1}`;
}

/** A list of seats in a log line, joined by commas. */
export function seatList(list: unknown, lang: Lang, names?: LogNames, sep = ', '): string | undefined {
  return Array.isArray(list) ? list.map((n) => seatLabel(n, lang, names)).join(sep) : undefined;
}
