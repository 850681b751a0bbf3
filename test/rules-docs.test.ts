/**
 * The rules documents (web/src/rules/<game>.<lang>.json, made by scripts/extract-rules.ts): up to date with the
 * references, French and English alike in rule IDs and table shapes, no Markdown left in the text, links that
 * land on a rule, PIL-RAID-2 with its table, and an entry for every rule ID the engine and the tables cite; OSOI's
 * French reference holds every rule ID of the English one, and both rulings files the same ARB-OS rulings.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildDoc,
  defaultSources,
  generateDocs,
  inline,
  parseSections,
  serialize,
} from '../scripts/rules-docs.ts';
import type { Block, RulesDoc, Span } from '../web/src/rules/doc.ts';

const root = join(import.meta.dirname, '..');
const dir = join(root, 'web', 'src', 'rules');
const games = ['piss-squig', 'pillards', 'spark-ball', 'osoi'] as const;
const load = (game: string, lang: string) =>
  JSON.parse(readFileSync(join(dir, `${game}.${lang}.json`), 'utf8')) as RulesDoc;

function spans(blocks: Block[], into: Span[] = []): Span[] {
  const add = (s: Span[]) => {
    for (const x of s) {
      into.push(x);
      if (x.t === 'strong' || x.t === 'em') add(x.c);
    }
  };
  for (const b of blocks) {
    if (b.t === 'p') add(b.c);
    else if (b.t === 'table') for (const row of [b.head, ...b.rows]) for (const cell of row) add(cell);
    else if (b.t === 'list') for (const it of b.items) spans(it.c, into);
    else if (b.t === 'quote') spans(b.c, into);
  }
  return into;
}

function tables(blocks: Block[], into: string[] = []): string[] {
  for (const b of blocks) {
    if (b.t === 'table') into.push(`${b.head.length}×${b.rows.length}`);
    else if (b.t === 'list') for (const it of b.items) tables(it.c, into);
    else if (b.t === 'quote') tables(b.c, into);
  }
  return into;
}

/** Every rule ID quoted in the engine's, the server's and the web app's sources (`'PS-…'`, `"PIL-…"`, `'SB-…'`, `'OS-…'`), suffix letter dropped. */
function citedIds(): Set<string> {
  const ids = new Set<string>();
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) {
        if (f !== 'test') walk(p);
      } else if (/\.tsx?$/.test(f) && !f.endsWith('.test.ts')) {
        for (const m of readFileSync(p, 'utf8').matchAll(
          /['"]((?:ARB-)?(?:PS|PIL|SB|OS)(?:-[A-Z0-9]+)+)[a-z]?['"]/g,
        ))
          ids.add(m[1]!);
      }
    }
  };
  for (const d of [
    'src/games/piss-squig',
    'src/games/pillards',
    'src/games/spark-ball',
    'src/games/osoi',
    'src/server',
    'web/src/components',
  ])
    walk(join(root, d));
  return ids;
}

describe('rules documents', () => {
  it.skipIf(!existsSync(defaultSources(root).en))('the committed JSON is a fresh generation', () => {
    const docs = generateDocs(defaultSources(root));
    expect(Object.keys(docs).sort()).toEqual(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    );
    for (const [file, doc] of Object.entries(docs))
      expect(readFileSync(join(dir, file), 'utf8'), file).toBe(serialize(doc));
  });

  for (const game of games) {
    const fr = load(game, 'fr');
    const en = load(game, 'en');
    it(`${game}: French and English have the same rule IDs and the same table shapes`, () => {
      expect(Object.keys(fr.rules).sort()).toEqual(Object.keys(en.rules).sort());
      for (const id of Object.keys(en.rules))
        expect(tables(fr.rules[id]!.blocks), id).toEqual(tables(en.rules[id]!.blocks));
      expect(fr.sections.map((s) => tables(s.blocks))).toEqual(en.sections.map((s) => tables(s.blocks)));
    });

    for (const doc of [fr, en]) {
      it(`${game}.${doc.lang}: no Markdown left, every link lands on a rule, every rule knows its section`, () => {
        const all = doc.sections.flatMap((s) => spans(s.blocks));
        for (const s of doc.sections) expect(s.title).not.toMatch(/\*\*|`|^#/);
        for (const s of all) {
          if (s.t === 'text') expect(s.v).not.toMatch(/\*\*|`|(^|\s)_\S|\\[*_`|]/);
          if (s.t === 'ref') expect(doc.rules, s.id).toHaveProperty([s.id]);
        }
        expect(all.some((s) => s.t === 'ref')).toBe(true);
        const anchors = new Set(doc.sections.map((s) => s.anchor));
        for (const [id, r] of Object.entries(doc.rules)) {
          expect(anchors.has(r.section), id).toBe(true);
          expect(JSON.stringify(r.blocks)).toContain(id);
        }
      });
    }
  }

  it('PIL-RAID-2 comes with its resistance table, in both languages', () => {
    for (const lang of ['fr', 'en']) {
      const rule = load('pillards', lang).rules['PIL-RAID-2']!;
      expect(tables(rule.blocks)).toEqual(['3×6']);
    }
  });

  it('every rule ID the engine and the tables cite has an entry in both languages', () => {
    const cited = citedIds();
    expect(cited.size).toBeGreaterThan(100);
    expect(cited).toContain('PIL-RAID-2');
    expect(cited).toContain('ARB-PS-33');
    expect(cited).toContain('SB-SETUP-4');
    expect(cited).toContain('OS-MELEE-1');
    for (const id of cited) {
      const game = /^(?:ARB-)?PS-/.test(id)
        ? 'piss-squig'
        : /^(?:ARB-)?PIL-/.test(id)
          ? 'pillards'
          : /^(?:ARB-)?OS-/.test(id)
            ? 'osoi'
            : 'spark-ball';
      for (const lang of ['fr', 'en']) expect(load(game, lang).rules, `${id} (${lang})`).toHaveProperty([id]);
    }
  });

  it('SB-SHOT-6, SB-R-01 and the rulings ARB-SB-01 and ARB-SB-19 have an entry in both languages; Spark Ball rulings keep their sections, without OSOI’s', () => {
    for (const lang of ['fr', 'en']) {
      const sb = load('spark-ball', lang);
      for (const id of ['SB-SHOT-6', 'SB-R-01', 'SB-GEN-1', 'ARB-SB-01', 'ARB-SB-19'])
        expect(sb.rules, `${id} (${lang})`).toHaveProperty([id]);
      expect(Object.keys(sb.rules).some((id) => id.startsWith('ARB-OS-'))).toBe(false);
      expect(JSON.stringify(sb.sections)).not.toContain('ARB-OS-01');
      const arb = sb.sections.findIndex((s) => s.anchor === 's-arbitre');
      expect(arb).toBeGreaterThan(0);
      expect(sb.sections.slice(arb + 1).every((s) => s.level === 3)).toBe(true);
      expect(sb.sections.length - arb - 1).toBeGreaterThanOrEqual(3);
      expect(sb.rules['ARB-SB-01']!.section).toMatch(/^s-arbitre-/);
    }
  });

  it('OSOI: every rule ID of the English reference, and every ARB-OS ruling of both rulings files, has an entry in both languages; the French anchors are the English ones', () => {
    const sources = defaultSources(root);
    const boldIds = (md: string, re: RegExp) => [...md.matchAll(re)].map((m) => m[1]!);
    const ruleIds = /\*\*(OS-[A-Z]+-[0-9A-Z]+)/g;
    const fr = load('osoi', 'fr');
    const en = load('osoi', 'en');
    // The French reference states the same rules in the same order as the committed English one.
    const frRef = readFileSync(join(root, 'rules', 'fr', 'osoi.md'), 'utf8');
    const enIds = Object.keys(en.rules).filter((id) => id.startsWith('OS-'));
    expect(enIds.length).toBeGreaterThan(190);
    expect(boldIds(frRef, ruleIds)).toEqual(enIds);
    if (existsSync(sources.en)) {
      const enRef = readFileSync(join(sources.en, 'osoi.md'), 'utf8');
      expect(boldIds(enRef, ruleIds)).toEqual(boldIds(frRef, ruleIds));
    }
    for (const id of ['OS-GEN-1', 'OS-R-01', 'OS-R-55', 'OS-TERR-9', 'OS-END-6', 'OS-SCEN-4'])
      for (const doc of [fr, en]) expect(doc.rules, `${id} (${doc.lang})`).toHaveProperty([id]);
    expect(tables(en.rules['OS-CAT-1']!.blocks)).toEqual(['12×9']);
    // The rulings: the same ARB-OS IDs in docs/rulings.md and rules/fr/arbitre-rulings.md.
    const arb = /^\s*- \*\*(ARB-OS-\d+)\*\*/gm;
    const arbEn = boldIds(readFileSync(sources.rulingsEn, 'utf8'), arb);
    const arbFr = boldIds(readFileSync(join(sources.fr, 'arbitre-rulings.md'), 'utf8'), arb);
    expect(arbEn.length).toBeGreaterThan(30);
    expect([...arbFr].sort()).toEqual([...arbEn].sort());
    for (const doc of [fr, en])
      expect(
        Object.keys(doc.rules)
          .filter((id) => id.startsWith('ARB-'))
          .sort(),
      ).toEqual([...arbEn].sort());
    expect(fr.rules['ARB-OS-12']!.section).toBe(en.rules['ARB-OS-12']!.section);
    expect(fr.sections.map((s) => s.anchor)).toEqual(en.sections.map((s) => s.anchor));
    expect(Object.keys(fr.rules).some((id) => /^(?:ARB-)?SB-/.test(id))).toBe(false);
  });

  it('the inline parser keeps stray asterisks and escaped pipes as text', () => {
    expect(inline('a **b *c* d** (PIL-REINF-*) `x \\| y` e\\|f')).toEqual([
      { t: 'text', v: 'a ' },
      {
        t: 'strong',
        c: [
          { t: 'text', v: 'b ' },
          { t: 'em', c: [{ t: 'text', v: 'c' }] },
          { t: 'text', v: ' d' },
        ],
      },
      { t: 'text', v: ' (PIL-REINF-*) ' },
      { t: 'code', v: 'x \\| y' },
      { t: 'text', v: ' e|f' },
    ]);
  });
});

describe('the Markdown parser', () => {
  it('reads nested items with continuation lines, tables inside items, and rule anchors', () => {
    const [intro, s] = parseSections(
      [
        '# T',
        '',
        'Intro _em_ and snake_case.',
        '',
        '## 2.6 Raids',
        '',
        '29. **PIL-RAID-1** — First line',
        '    continued (see PIL-RAID-2, PIL-NOPE-1).',
        '30. **PIL-RAID-2** — Table:',
        '',
        '    | Result | Outcome |',
        '    | :----- | ------: |',
        '    | 0      | a \\| b  |',
        '',
        '    R: PIL-RAID-1.',
        '    - nested `x`',
        '',
        '**PIL-R-25 — Title.** Text 1), *not a list*.',
      ].join('\n'),
    );
    expect(intro!.blocks).toEqual([
      {
        t: 'p',
        c: [
          { t: 'text', v: 'Intro ' },
          { t: 'em', c: [{ t: 'text', v: 'em' }] },
          { t: 'text', v: ' and snake_case.' },
        ],
      },
    ]);
    expect(s).toMatchObject({ level: 2, number: '2.6', title: 'Raids', anchor: 's-2-6' });
    const list = s!.blocks[0]!;
    expect(list).toMatchObject({ t: 'list', ordered: true, start: 29 });
    if (list.t !== 'list') throw new Error('not a list');
    expect(list.items.map((it) => it.id)).toEqual(['PIL-RAID-1', 'PIL-RAID-2']);
    expect(list.items[1]!.c.map((b) => b.t)).toEqual(['p', 'table', 'p', 'list']);
    expect(list.items[1]!.c[1]).toEqual({
      t: 'table',
      head: [[{ t: 'text', v: 'Result' }], [{ t: 'text', v: 'Outcome' }]],
      rows: [[[{ t: 'text', v: '0' }], [{ t: 'text', v: 'a | b' }]]],
    });
    expect(s!.blocks[1]).toMatchObject({ t: 'p', id: 'PIL-R-25' });
  });

  it('links the IDs a document holds, and only those, never a rule to itself', () => {
    const doc = buildDoc(
      'pillards',
      'PIL',
      'en',
      '# T\n\n## 1 A\n\n- **PIL-X-1** see PIL-X-2 and PIL-X-9, and PIL-X-1.\n- **PIL-X-2** back to PIL-X-1/3.\n',
      '# R\n\n## Pillards\n\n- **ARB-PIL-01** (completes PIL-X-2).\n',
    );
    expect(Object.keys(doc.rules)).toEqual(['PIL-X-1', 'PIL-X-2', 'ARB-PIL-01']);
    const refs = JSON.stringify(doc.rules).match(/"ref","id":"[A-Z0-9-]+"/g);
    expect(refs).toEqual(['"ref","id":"PIL-X-2"', '"ref","id":"PIL-X-1"', '"ref","id":"PIL-X-2"']);
    expect(doc.sections.at(-1)).toMatchObject({ title: 'Arbitre’s rulings', anchor: 's-arbitre' });
  });
});
