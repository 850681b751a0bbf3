/**
 * Minimal message formatting shared by the CLI and the web app: i18next-style `{{name}}` placeholders.
 */
import type { GameEvent } from './types.ts';

/** The languages of the product; French is the default. */
export type Lang = 'fr' | 'en';

/** One game's strings: event keys, roll keys (`roll.<rule>`) and prompt labels, per language. */
export type Catalogue = Record<Lang, Record<string, string>>;

/** Replaces `{{name}}` by `params[name]` (left as is when missing). */
export function format(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
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
  const line = format(template, { ...e, ...extra });
  return e.rule ? `${line} [${e.rule}]` : line;
}
