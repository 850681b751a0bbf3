/**
 * The shape of a rules document (`web/src/rules/<game>.<lang>.json`), made by scripts/extract-rules.ts from a
 * rules reference in Markdown: sections of blocks of inline spans, and an index from each rule or ruling ID to
 * its whole text. Pure data, so the page and the pop-up render it without any Markdown.
 */

/** Inline text: plain, bold, italic, code, or a rule ID that links to its anchor. */
export type Span =
  | { t: 'text'; v: string }
  | { t: 'strong'; c: Span[] }
  | { t: 'em'; c: Span[] }
  | { t: 'code'; v: string }
  | { t: 'ref'; id: string; v: string };

/** A list item; `id` when it is a rule (its text starts with the rule's ID in bold). */
export interface Item {
  id?: string;
  c: Block[];
}

export type Block =
  | { t: 'p'; id?: string; c: Span[] }
  | { t: 'list'; ordered: boolean; start?: number; items: Item[] }
  | { t: 'table'; head: Span[][]; rows: Span[][][] }
  | { t: 'code'; v: string }
  | { t: 'quote'; c: Block[] }
  | { t: 'hr' };

export interface Section {
  /** 1 for the document's title, 2 for `##`, 3 for `###`… */
  level: number;
  /** "2.6" for "2.6 Raid resolution", or none. */
  number?: string;
  title: string;
  /** The element id of the heading: `s-2-6`, or a slug of the title. */
  anchor: string;
  blocks: Block[];
}

export interface RuleEntry {
  /** Anchor of the section holding the rule. */
  section: string;
  /** The whole rule: its item or paragraph (nested lists and tables included) and a table that follows it. */
  blocks: Block[];
}

export interface RulesDoc {
  game: string;
  lang: 'fr' | 'en';
  title: string;
  sections: Section[];
  rules: Record<string, RuleEntry>;
}
