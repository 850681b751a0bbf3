/**
 * Rules references in Markdown → rules documents (web/src/rules/doc.ts): a small parser for the Markdown the
 * references use (ATX headings, paragraphs, nested `-`/`*`/`1.` lists, pipe tables, fenced code, block quotes,
 * rules; inline bold, italics, code and backslash escapes), then rule anchors, links between rules and the
 * index from each rule ID to its whole text. Deterministic: same files in, same JSON out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Block, Item, RuleEntry, RulesDoc, Section, Span } from '../web/src/rules/doc.ts';

export type { RulesDoc } from '../web/src/rules/doc.ts';

/** A rule or ruling ID: PS-DODGE-1, PS-R-12, PIL-RAID-2, SB-SHOT-6, OS-TERR-4, ARB-PS-01, ARB-PIL-03, ARB-SB-12, ARB-OS-20. */
const ID = /(?<![A-Za-z0-9-])(?:ARB-)?(?:PS|PIL|SB|OS)(?:-[A-Z0-9]+)+/g;
const LEADING_ID = /^((?:ARB-)?(?:PS|PIL|SB|OS)(?:-[A-Z0-9]+)+)(?=$|[\s.,:—])/;

type Node = Block | { t: 'h'; level: number; text: string };

const LIST = /^( *)([-*+]|\d+\.)( +|$)/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^ *(```|~~~)/;
const HR = /^ *([-*_])( *\1){2,} *$/;
const TABLE_SEP = /^ *\|? *:?-+:? *(\| *:?-+:? *)*\|? *$/;

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function isTableStart(lines: string[], i: number): boolean {
  return /^ *\|/.test(lines[i]!) && i + 1 < lines.length && TABLE_SEP.test(lines[i + 1]!);
}

/** Does this line start a block other than a paragraph? */
function startsBlock(lines: string[], i: number): boolean {
  const l = lines[i]!;
  return (
    LIST.test(l) || HEADING.test(l) || FENCE.test(l) || HR.test(l) || /^ *>/.test(l) || isTableStart(lines, i)
  );
}

function splitRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  const cells: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && s[i + 1] === '|') {
      cur += '|';
      i++;
    } else if (s[i] === '|') {
      cells.push(cur.trim());
      cur = '';
    } else cur += s[i];
  }
  cells.push(cur.trim());
  return cells;
}

/** Block structure of some lines (already out of their container's indentation). */
function parseBlocks(lines: string[]): Node[] {
  const out: Node[] = [];
  let i = 0;
  while (i < lines.length) {
    const l = lines[i]!;
    if (l.trim() === '') {
      i++;
      continue;
    }
    const h = HEADING.exec(l);
    if (h && indentOf(l) < 4) {
      out.push({ t: 'h', level: h[1]!.length, text: h[2]! });
      i++;
      continue;
    }
    const fence = FENCE.exec(l);
    if (fence) {
      const ind = indentOf(l);
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!)) {
        body.push(lines[i]!.slice(Math.min(ind, indentOf(lines[i]!))));
        i++;
      }
      i++;
      out.push({ t: 'code', v: body.join('\n') });
      continue;
    }
    if (HR.test(l)) {
      out.push({ t: 'hr' });
      i++;
      continue;
    }
    if (/^ *>/.test(l)) {
      const body: string[] = [];
      while (i < lines.length && /^ *>/.test(lines[i]!)) body.push(lines[i++]!.replace(/^ *> ?/, ''));
      out.push({ t: 'quote', c: parseBlocks(body) as Block[] });
      continue;
    }
    if (isTableStart(lines, i)) {
      const head = splitRow(l).map(inline);
      i += 2;
      const rows: Span[][][] = [];
      while (i < lines.length && /^ *\|/.test(lines[i]!)) rows.push(splitRow(lines[i++]!).map(inline));
      out.push({ t: 'table', head, rows });
      continue;
    }
    if (LIST.test(l)) {
      i = parseList(lines, i, out);
      continue;
    }
    const para = [l.trim()];
    i++;
    while (i < lines.length && lines[i]!.trim() !== '' && !startsBlock(lines, i))
      para.push(lines[i++]!.trim());
    out.push({ t: 'p', c: inline(para.join(' ')) });
  }
  return out;
}

/** One list from line i; returns the next line. Items hold blocks: continuation lines, nested lists, tables. */
function parseList(lines: string[], i: number, out: Node[]): number {
  const first = LIST.exec(lines[i]!)!;
  const indent = first[1]!.length;
  const ordered = /\d/.test(first[2]!);
  const items: Item[] = [];
  while (i < lines.length) {
    const m = LIST.exec(lines[i]!);
    if (!m || m[1]!.length !== indent || /\d/.test(m[2]!) !== ordered) break;
    const content = m[0].length;
    const body = [lines[i]!.slice(content)];
    i++;
    let blank = false;
    while (i < lines.length) {
      const l = lines[i]!;
      if (l.trim() === '') {
        let j = i;
        while (j < lines.length && lines[j]!.trim() === '') j++;
        if (j < lines.length && indentOf(lines[j]!) >= content) {
          for (; i < j; i++) body.push('');
          blank = true;
          continue;
        }
        break;
      }
      if (indentOf(l) >= content) body.push(l.slice(content));
      else if (!blank && !startsBlock(lines, i)) body.push(l.trim());
      else break;
      blank = false;
      i++;
    }
    items.push({ c: parseBlocks(body) as Block[] });
    // Blank lines between two items of the same list.
    let j = i;
    while (j < lines.length && lines[j]!.trim() === '') j++;
    const next = j < lines.length ? LIST.exec(lines[j]!) : null;
    if (next && next[1]!.length === indent && /\d/.test(next[2]!) === ordered) i = j;
    else break;
  }
  const start = ordered ? Number(first[2]!.slice(0, -1)) : undefined;
  out.push(
    start !== undefined && start !== 1 ? { t: 'list', ordered, start, items } : { t: 'list', ordered, items },
  );
  return i;
}

const PUNCT = /[!-/:-@[-`{-~]/;

/** Inline spans of a paragraph or cell: `**bold**`, `*italic*` or `_italic_`, `` `code` ``, `\` escapes. */
export function inline(s: string): Span[] {
  const out: Span[] = [];
  let buf = '';
  const flush = () => {
    if (buf) out.push({ t: 'text', v: buf });
    buf = '';
  };
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '\\' && i + 1 < s.length && PUNCT.test(s[i + 1]!)) {
      buf += s[i + 1];
      i += 2;
      continue;
    }
    if (c === '`') {
      let k = 1;
      while (s[i + k] === '`') k++;
      const fence = '`'.repeat(k);
      const end = s.indexOf(fence, i + k);
      if (end > 0) {
        flush();
        const v = s.slice(i + k, end);
        out.push({ t: 'code', v: /^ .* $/.test(v) && v.trim() ? v.slice(1, -1) : v });
        i = end + k;
        continue;
      }
      buf += fence;
      i += k;
      continue;
    }
    if (s.startsWith('**', i) && s[i + 2] && !/\s/.test(s[i + 2]!)) {
      const end = findCloser(s, '**', i + 2);
      if (end > 0) {
        flush();
        out.push({ t: 'strong', c: inline(s.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((c === '*' || c === '_') && s[i + 1] && !/[\s*]/.test(s[i + 1]!)) {
      // `_` only between words' edges (snake_case stays text).
      if (c === '*' || !/[A-Za-z0-9]/.test(s[i - 1] ?? ' ')) {
        const end = findCloser(s, c, i + 1);
        if (end > 0 && (c === '*' || !/[A-Za-z0-9]/.test(s[end + 1] ?? ' '))) {
          flush();
          out.push({ t: 'em', c: inline(s.slice(i + 1, end)) });
          i = end + 1;
          continue;
        }
      }
    }
    buf += c;
    i++;
  }
  flush();
  return out;
}

/** The closing delimiter after `from`, not preceded by a space, skipping code spans and escapes. */
function findCloser(s: string, delim: string, from: number): number {
  for (let j = from; j < s.length; j++) {
    if (s[j] === '\\') {
      j++;
      continue;
    }
    if (s[j] === '`') {
      const end = s.indexOf('`', j + 1);
      if (end > 0) j = end;
      continue;
    }
    if (delim === '**' && s.startsWith('**', j) && j > from && !/\s/.test(s[j - 1]!)) return j;
    if (delim !== '**' && s[j] === delim) {
      if (s[j + 1] === delim) {
        // A `**` inside an italic: jump over the bold.
        const end = findCloser(s, '**', j + 2);
        if (end > 0) {
          j = end + 1;
          continue;
        }
      }
      if (j > from && !/\s/.test(s[j - 1]!)) return j;
    }
  }
  return -1;
}

function plain(spans: Span[]): string {
  return spans.map((x) => ('c' in x ? plain(x.c) : x.v)).join('');
}

/** The rule ID a block of spans starts with in bold (`**PS-DODGE-1**`, `**PIL-R-25 — Title.**`). */
function leadingId(spans: Span[]): string | undefined {
  const first = spans[0];
  if (first?.t !== 'strong') return undefined;
  return LEADING_ID.exec(plain(first.c))?.[1];
}

/** Marks rule items and paragraphs with their ID. */
function markAnchors(blocks: Block[]): void {
  for (const b of blocks) {
    if (b.t === 'p') {
      const id = leadingId(b.c);
      if (id) b.id = id;
    } else if (b.t === 'list') {
      for (const item of b.items) {
        const p = item.c[0];
        const id = p?.t === 'p' ? leadingId(p.c) : undefined;
        if (id) item.id = id;
        markAnchors(item.c);
        if (id && p?.t === 'p') delete p.id;
      }
    } else if (b.t === 'quote') markAnchors(b.c);
  }
}

/** Rule IDs in text become links to their anchor (only IDs that exist; never a block's own ID). */
function linkSpans(spans: Span[], ids: Set<string>, own: string | undefined): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    if (s.t === 'strong' || s.t === 'em') out.push({ t: s.t, c: linkSpans(s.c, ids, own) });
    else if (s.t !== 'text') out.push(s);
    else {
      let last = 0;
      for (const m of s.v.matchAll(ID)) {
        const id = m[0];
        if (!ids.has(id) || id === own) continue;
        if (m.index > last) out.push({ t: 'text', v: s.v.slice(last, m.index) });
        out.push({ t: 'ref', id, v: id });
        last = m.index + id.length;
      }
      if (last < s.v.length) out.push({ t: 'text', v: s.v.slice(last) });
    }
  }
  // Neighbouring text spans merge (a skipped ID leaves two).
  return out.reduce<Span[]>((acc, x) => {
    const prev = acc[acc.length - 1];
    if (prev?.t === 'text' && x.t === 'text') acc[acc.length - 1] = { t: 'text', v: prev.v + x.v };
    else acc.push(x);
    return acc;
  }, []);
}

function linkBlocks(blocks: Block[], ids: Set<string>, own?: string): void {
  for (const b of blocks) {
    if (b.t === 'p') b.c = linkSpans(b.c, ids, b.id ?? own);
    else if (b.t === 'table') {
      b.head = b.head.map((c) => linkSpans(c, ids, own));
      b.rows = b.rows.map((r) => r.map((c) => linkSpans(c, ids, own)));
    } else if (b.t === 'list') for (const it of b.items) linkBlocks(it.c, ids, it.id ?? own);
    else if (b.t === 'quote') linkBlocks(b.c, ids, own);
  }
}

function collectIds(blocks: Block[], into: string[]): void {
  for (const b of blocks) {
    if (b.t === 'p' && b.id) into.push(b.id);
    else if (b.t === 'list')
      for (const it of b.items) {
        if (it.id) into.push(it.id);
        collectIds(it.c, into);
      }
    else if (b.t === 'quote') collectIds(b.c, into);
  }
}

/** The index: each ID's whole text; a table (or code) right after a rule paragraph or a list's last rule is its. */
function indexRules(blocks: Block[], section: string, rules: Record<string, RuleEntry>): void {
  const add = (id: string, entry: Block[]) => {
    if (!(id in rules)) rules[id] = { section, blocks: entry };
  };
  blocks.forEach((b, k) => {
    const following: Block[] = [];
    for (let j = k + 1; j < blocks.length && (blocks[j]!.t === 'table' || blocks[j]!.t === 'code'); j++)
      following.push(blocks[j]!);
    if (b.t === 'p' && b.id) add(b.id, [b, ...following]);
    else if (b.t === 'list')
      b.items.forEach((it, n) => {
        if (it.id) {
          const one: Block = b.ordered
            ? { t: 'list', ordered: true, start: (b.start ?? 1) + n, items: [it] }
            : { t: 'list', ordered: false, items: [it] };
          add(it.id, n === b.items.length - 1 ? [one, ...following] : [one]);
        }
        indexRules(it.c, section, rules);
      });
    else if (b.t === 'quote') indexRules(b.c, section, rules);
  });
}

function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Markdown → sections (one per heading; what precedes the first heading goes to an untitled level-1 one). */
export function parseSections(markdown: string): Section[] {
  const nodes = parseBlocks(markdown.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'));
  const sections: Section[] = [];
  for (const n of nodes) {
    if (n.t === 'h') {
      const text = plain(inline(n.text)).trim();
      const num = /^(\d+(?:\.\d+)*)\.?\s+(.*)$/.exec(text);
      const title = num ? num[2]! : text;
      sections.push({
        level: n.level,
        ...(num ? { number: num[1]! } : {}),
        title,
        anchor: num ? `s-${num[1]!.replace(/\./g, '-')}` : `s-${slug(title)}`,
        blocks: [],
      });
    } else {
      if (sections.length === 0) sections.push({ level: 1, title: '', anchor: 's-intro', blocks: [] });
      sections[sections.length - 1]!.blocks.push(n);
    }
  }
  for (const s of sections) markAnchors(s.blocks);
  return sections;
}

const GAMES = [
  { game: 'piss-squig', prefix: 'PS' },
  { game: 'pillards', prefix: 'PIL' },
  { game: 'spark-ball', prefix: 'SB' },
  { game: 'osoi', prefix: 'OS' },
] as const;

const ARBITRE_TITLE = { fr: 'Décisions d’Arbitre', en: 'Arbitre’s rulings' } as const;

/** Blocks without the list items that state another game's rulings (`**ARB-OS-01**` in a shared section). */
function withoutOthers(blocks: Block[], prefix: string): Block[] {
  const other = (it: Item) => {
    const p = it.c[0];
    const first = p?.t === 'p' ? p.c[0] : undefined;
    if (first?.t !== 'strong') return false;
    const m = /^ARB-([A-Z]+)-/.exec(plain(first.c));
    return m !== null && m[1] !== prefix;
  };
  return blocks.map((b) => (b.t === 'list' ? { ...b, items: b.items.filter((it) => !other(it)) } : b));
}

/** One game's document: its reference plus the project's own rulings for that game (docs/rulings.md). */
export function buildDoc(
  game: string,
  prefix: string,
  lang: 'fr' | 'en',
  reference: string,
  rulings: string,
  anchorsFrom?: RulesDoc,
): RulesDoc {
  const sections = parseSections(reference);
  // The rulings file: an introduction, then `##` sections, told apart by their rules' ID prefix. A game whose
  // rulings fill one section gets it as is; one whose rulings span several (Spark Ball) gets one subsection
  // each, without the other games' rulings a shared section holds (ARB-OS-… beside ARB-SB-…).
  const arb = parseSections(rulings);
  const intro = arb[0]?.level === 1 ? arb[0].blocks : [];
  const mine = (s: Section) => {
    const ids: string[] = [];
    collectIds(s.blocks, ids);
    return ids.some((id) => id.startsWith(`ARB-${prefix}-`));
  };
  const own = arb.filter((s) => s.level === 2 && mine(s));
  if (own.length === 1) {
    sections.push({
      level: 2,
      title: ARBITRE_TITLE[lang],
      anchor: 's-arbitre',
      blocks: [...intro, ...own[0]!.blocks],
    });
  } else if (own.length > 1) {
    sections.push({ level: 2, title: ARBITRE_TITLE[lang], anchor: 's-arbitre', blocks: intro });
    // Numbered anchors: the same in both languages, so the language switch keeps the page where it was.
    own.forEach((s, n) =>
      sections.push({
        level: 3,
        title: s.title,
        anchor: `s-arbitre-${n + 1}`,
        blocks: withoutOthers(s.blocks, prefix),
      }),
    );
  }
  // A heading without a number gets its anchor from its title, which differs between languages: take the other
  // language's, when both documents have the same outline, so the language switch keeps the page where it was.
  const other = anchorsFrom?.sections;
  if (other?.length === sections.length && other.every((o, n) => o.level === sections[n]!.level))
    sections.forEach((s, n) => {
      if (!s.number) s.anchor = other[n]!.anchor;
    });
  const all: string[] = [];
  for (const s of sections) collectIds(s.blocks, all);
  const ids = new Set(all);
  for (const s of sections) linkBlocks(s.blocks, ids);
  const rules: Record<string, RuleEntry> = {};
  for (const s of sections) indexRules(s.blocks, s.anchor, rules);
  const title = sections.find((s) => s.level === 1 && s.title)?.title ?? game;
  return { game, lang, title, sections, rules };
}

export interface Sources {
  /** The English references (`<game>.md`). */
  en: string;
  /** The French translations (`<game>.md`, and `arbitre-rulings.md`). */
  fr: string;
  /** The project's rulings in English (docs/rulings.md). */
  rulingsEn: string;
}

/** Every document, by file name (`piss-squig.fr.json`…), in a fixed order. */
export function generateDocs(src: Sources): Record<string, RulesDoc> {
  const out: Record<string, RulesDoc> = {};
  const rulingsFr = join(src.fr, 'arbitre-rulings.md');
  for (const { game, prefix } of GAMES) {
    const read = (file: string) => readFileSync(file, 'utf8');
    const en = buildDoc(game, prefix, 'en', read(join(src.en, `${game}.md`)), read(src.rulingsEn));
    // The French document takes the English anchors of its unnumbered headings.
    out[`${game}.fr.json`] = buildDoc(
      game,
      prefix,
      'fr',
      read(join(src.fr, `${game}.md`)),
      read(rulingsFr),
      en,
    );
    out[`${game}.en.json`] = en;
  }
  return out;
}

/** The text written to a document's file. */
export function serialize(doc: RulesDoc): string {
  return `${JSON.stringify(doc)}\n`;
}

/** Default sources, relative to the repository root. */
export function defaultSources(root: string, enDir?: string): Sources {
  return {
    en: enDir ?? join(root, '..', 'shared', 'rules'),
    fr: join(root, 'rules', 'fr'),
    rulingsEn: join(root, 'docs', 'rulings.md'),
  };
}
