/**
 * Rules at hand (issue 9) in Chromium: a rule ID in a Piss' Squig table's log opens the rule's whole text in the
 * page's language (the rules document's text, no Markdown), whose link opens the rules page in a new tab on that
 * rule (the URL's :target, in the viewport); the same in English; PIL-RAID-2 on the Pillards rules page holds
 * its table; both "how to play this table" pages; OSOI's rules page on OS-SHOOT-13 (wide screen). At 1280×800 and
 * 375×812, with 44 px touch targets on the phone; screenshots.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Block, RulesDoc, Span } from '../../web/src/rules/doc.ts';
import { browserSuite, noHorizontalScroll, shot, SHOTS } from './harness.ts';

const suite = browserSuite();

const doc = (game: string, lang: string) =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'web', 'src', 'rules', `${game}.${lang}.json`),
      'utf8',
    ),
  ) as RulesDoc;

/** A rule's text as the document holds it, without any white space (the page adds its own). */
function squeezed(blocks: Block[]): string {
  const spans = (s: Span[]): string => s.map((x) => ('c' in x ? spans(x.c) : x.v)).join('');
  const text = blocks
    .map((b) => {
      if (b.t === 'p') return spans(b.c);
      if (b.t === 'list') return b.items.map((it) => squeezed(it.c)).join('');
      if (b.t === 'table') return [b.head, ...b.rows].map((r) => r.map(spans).join('')).join('');
      if (b.t === 'code') return b.v;
      if (b.t === 'quote') return squeezed(b.c);
      return '';
    })
    .join('');
  return text.replace(/\s+/g, '');
}

/** A screenshot of what the viewport shows (a rules page is too long for a full-page one). */
async function viewShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Creates a match through the API: seat 0 human, seat 1 a random bot. */
async function createMatch(): Promise<string> {
  const res = await fetch(`${suite.app.url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'piss-squig',
      options: { players: 2, maxRounds: 5 },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
    }),
  });
  expect(res.status).toBeLessThan(300);
  const m = (await res.json()) as { seats: { link?: string }[] };
  const link = m.seats[0]!.link!;
  return link.startsWith('http') ? link : `${suite.app.url}${link}`;
}

/** One input of seat 0 (pass, else the first square offered), then the log has rule links. */
async function playOnce(page: Page): Promise<void> {
  await page.getByTestId('your-turn').waitFor({ timeout: 10_000 });
  const n = await page.locator('[data-testid=log] li').count();
  const pass = page.locator('[data-testid=actions] button[data-action=pass]');
  if ((await pass.count()) > 0) await pass.first().click();
  else await page.locator('[data-testid^=sq-]').first().click({ force: true });
  await page.waitForFunction(`document.querySelectorAll('[data-testid=log] li').length > ${n}`);
}

/** Links and buttons the player taps in `scope` lower than 44 px, by their text (sentences' rule links aside). */
function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(`[...document.querySelectorAll(${JSON.stringify(scope)})]
    .filter((el) => !el.classList.contains('rule-ref') && !el.classList.contains('rule-id'))
    .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
    .filter((el) => el.getBoundingClientRect().height < 44)
    .map((el) => (el.textContent || el.tagName).trim().slice(0, 40) + ' ' + Math.round(el.getBoundingClientRect().height))`);
}

/** The element of a rule on a rules page: the URL's :target, and in the viewport. */
async function expectTarget(page: Page, id: string): Promise<void> {
  const el = page.locator(`[id="${id}"]`);
  await el.waitFor();
  await page.waitForFunction(`document.getElementById(${JSON.stringify(id)})?.matches(':target') === true`);
  const box = await page.evaluate(`(() => {
    const r = document.getElementById(${JSON.stringify(id)}).getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, h: innerHeight };
  })()`);
  const { top, h } = box as { top: number; bottom: number; h: number };
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(h - 40);
}

/** Opens a rule link of the log, checks the pop-up against the rules document, follows it to the rules page. */
async function ruleFromLog(
  context: BrowserContext,
  page: Page,
  lang: 'fr' | 'en',
  width: number,
): Promise<void> {
  if (width < 600 && !(await page.locator('.log-panel.open').count()))
    await page.getByTestId('log-toggle').click();
  const link = page.locator('[data-testid=log] .rule-id').first();
  const id = ((await link.textContent()) ?? '').trim();
  expect(id).toMatch(/^PS-/);
  await link.click();
  const body = page.getByTestId('rule-text');
  await page.waitForFunction(
    `document.querySelector('[data-testid=rule-text]')?.textContent.includes(${JSON.stringify(id)}) === true`,
  );
  expect(await body.getAttribute('lang')).toBe(lang);
  const shown = (await body.textContent()) ?? '';
  expect(shown).toContain(id);
  expect(shown).not.toMatch(/\*\*|`/);
  const entry = doc('piss-squig', lang).rules[id.replace(/[a-z]$/, '')]!;
  expect(shown.replace(/\s+/g, '')).toBe(squeezed(entry.blocks));
  // In the page's language: the other language's text differs.
  const other = doc('piss-squig', lang === 'fr' ? 'en' : 'fr').rules[id.replace(/[a-z]$/, '')]!;
  expect(shown.replace(/\s+/g, '')).not.toBe(squeezed(other.blocks));
  const context_ = page.getByTestId('rule-context');
  expect(await context_.textContent()).toBe(
    lang === 'fr' ? 'Lire la règle dans son contexte' : 'Read it in the rules',
  );
  await shot(page, `rules-popup-${lang}-${width}`);
  if (width < 600) expect(await smallTargets(page, '.modal a, .modal button')).toEqual([]);

  // The link opens the rules page in a new tab, on the rule; the table stays where it was.
  const [rules] = await Promise.all([context.waitForEvent('page'), context_.click()]);
  await rules.waitForLoadState();
  expect(rules.url()).toMatch(new RegExp(`/rules/piss-squig#${id.replace(/[a-z]$/, '')}$`));
  await expectTarget(rules, id.replace(/[a-z]$/, ''));
  expect(await rules.evaluate('document.documentElement.lang')).toBe(lang);
  expect(await rules.locator('.rules-page h1').first().textContent()).toBe(doc('piss-squig', lang).title);
  expect(await noHorizontalScroll(rules)).toBe(true);
  await viewShot(rules, `rules-page-${lang}-${width}`);
  if (width < 600) {
    await rules.locator('.rules-toc summary').click();
    expect(await smallTargets(rules, '.top a, .top button, .rules-toc summary, .rules-toc a')).toEqual([]);
  }
  await rules.close();
  await page.locator('.modal button').click();
  expect(await page.locator('.modal').count()).toBe(0);
}

describe('rules at hand', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`rule pop-ups, rules pages and table guides at ${width}×${height}`, async () => {
      const context = await suite.browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      await page.goto(await createMatch());
      await page.locator('svg.pit').waitFor();
      // The table header links to the rules and the guide, in new tabs.
      expect(await page.locator('.top [data-testid=rules-link]').getAttribute('href')).toBe(
        '/rules/piss-squig',
      );
      expect(await page.locator('.top [data-testid=howto-link]').getAttribute('target')).toBe('_blank');
      await playOnce(page);
      await ruleFromLog(context, page, 'fr', width);

      await page.getByTestId('lang').click();
      await page.waitForFunction(`document.documentElement.lang === 'en'`);
      await ruleFromLog(context, page, 'en', width);
      expect(page.url()).toMatch(/\/(match|m)\//);

      // PIL-RAID-2 comes with its table on the Pillards rules page (English, as chosen above).
      const pil = await context.newPage();
      await pil.goto(`${suite.app.url}/rules/pillards#PIL-RAID-2`);
      await expectTarget(pil, 'PIL-RAID-2');
      expect(await pil.locator('[id="PIL-RAID-2"] table').count()).toBe(1);
      expect(await pil.locator('[id="PIL-RAID-2"] table tbody tr').count()).toBe(6);
      // A rule link inside the page goes to that rule in the page.
      await pil.locator('[id="PIL-RAID-2"] a.rule-ref[href="#PIL-LOOT-1"]').click();
      await expectTarget(pil, 'PIL-LOOT-1');
      expect(await noHorizontalScroll(pil)).toBe(true);
      await viewShot(pil, `rules-pillards-en-${width}`);
      // The language switch keeps the page on its rule.
      await pil.getByTestId('lang').click();
      await pil.waitForFunction(`document.documentElement.lang === 'fr'`);
      await pil.locator('.rules-page h1', { hasText: doc('pillards', 'fr').title }).waitFor();
      await expectTarget(pil, 'PIL-LOOT-1');
      await viewShot(pil, `rules-pillards-fr-${width}`);
      await pil.getByTestId('lang').click();
      await pil.waitForFunction(`document.documentElement.lang === 'en'`);

      // The top of a rules page: title, what it is, the contents (open on a wide screen, folded on a phone).
      await pil.goto(`${suite.app.url}/rules/piss-squig`);
      await pil.locator('.rules-toc').waitFor();
      expect(await pil.locator('.rules-toc').evaluate((d) => (d as unknown as { open: boolean }).open)).toBe(
        width > 600,
      );
      expect(await pil.locator('.rules-toc > ol > li').count()).toBe(6);
      await viewShot(pil, `rules-top-en-${width}`);

      // The guides, in both languages.
      for (const [game, lang] of [
        ['piss-squig', 'en'],
        ['pillards', 'en'],
        ['pillards', 'fr'],
        ['piss-squig', 'fr'],
      ] as const) {
        if (lang === 'fr' && (await pil.evaluate('document.documentElement.lang')) !== 'fr') {
          await pil.getByTestId('lang').click();
          await pil.waitForFunction(`document.documentElement.lang === 'fr'`);
        }
        await pil.goto(`${suite.app.url}/rules/${game}/table`);
        await pil.getByTestId('howto').waitFor();
        expect(await pil.locator('.howto h1').textContent()).toBe(
          lang === 'fr' ? 'Comment jouer à cette table' : 'How to play this table',
        );
        expect(await pil.locator('.howto h2').count()).toBeGreaterThanOrEqual(5);
        expect(await pil.locator('.top [data-testid=rules-link]').getAttribute('href')).toBe(
          `/rules/${game}`,
        );
        // Piss' Squig's guide draws the pit's colours: four seats, six highlights, slippery, post.
        expect(await pil.locator('[data-testid=colour-key] li').count()).toBe(game === 'piss-squig' ? 12 : 0);
        expect(await noHorizontalScroll(pil)).toBe(true);
        if (width < 600) expect(await smallTargets(pil, '.top a, .top button, .rules-more a')).toEqual([]);
        await shot(pil, `howto-${game}-${lang}-${width}`);
      }

      // OSOI's rules page (French, as chosen above), on the grove example with its links; no table guide yet.
      if (width > 600) {
        const os = doc('osoi', 'fr');
        await pil.goto(`${suite.app.url}/rules/osoi#OS-SHOOT-13`);
        await pil.locator('.rules-page h1', { hasText: os.title }).waitFor();
        await expectTarget(pil, 'OS-SHOOT-13');
        const text = (await pil.locator('[id="OS-SHOOT-13"]').textContent()) ?? '';
        expect(text.replace(/\s+/g, '')).toBe(squeezed(os.rules['OS-SHOOT-13']!.blocks));
        expect(text).toContain('Le personnage gagne de 2');
        expect(await pil.locator('[id="OS-SHOOT-13"] a.rule-ref[href="#OS-MELEE-1"]').count()).toBe(1);
        expect(await pil.locator('.top [data-testid=howto-link]').count()).toBe(0);
        expect(await noHorizontalScroll(pil)).toBe(true);
        await viewShot(pil, `rules-osoi-fr-${width}`);
      }

      // The lobby links to every game's rules, and to the guides of the games that have one.
      await pil.goto(suite.app.url);
      await pil.getByTestId('rules-panel').waitFor();
      expect(
        await Promise.all(
          (await pil.locator('[data-testid=rules-panel] a').all()).map((a) => a.getAttribute('href')),
        ),
      ).toEqual([
        '/rules/piss-squig',
        '/rules/piss-squig/table',
        '/rules/pillards',
        '/rules/pillards/table',
        '/rules/spark-ball',
        '/rules/spark-ball/table',
        '/rules/osoi',
      ]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`Spark Ball's rules page on SB-SHOT-6 and its table guide, French then English, at ${width}×${height}`, async () => {
      const context = await suite.browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const lang of ['fr', 'en'] as const) {
        await page.goto(`${suite.app.url}/rules/spark-ball#SB-SHOT-6`);
        if (lang === 'en') {
          await page.getByTestId('lang').click();
          await page.waitForFunction(`document.documentElement.lang === 'en'`);
        }
        const sb = doc('spark-ball', lang);
        await page.locator('.rules-page h1', { hasText: sb.title }).waitFor();
        await expectTarget(page, 'SB-SHOT-6');
        // The rule's whole text as the document holds it, in the page's language, with its links.
        const text = (await page.locator('[id="SB-SHOT-6"]').textContent()) ?? '';
        expect(text.replace(/\s+/g, '')).toBe(squeezed(sb.rules['SB-SHOT-6']!.blocks));
        expect(text).toContain(lang === 'fr' ? 'Difficulté sur la trajectoire' : 'Path difficulty');
        expect(await page.locator('[id="SB-SHOT-6"] a.rule-ref[href="#SB-R-21"]').count()).toBe(1);
        expect(await noHorizontalScroll(page)).toBe(true);
        await viewShot(page, `rules-spark-ball-${lang}-${width}`);
        // Following a link inside the rule lands on the ruling.
        await page.locator('[id="SB-SHOT-6"] a.rule-ref[href="#SB-R-21"]').click();
        await expectTarget(page, 'SB-R-21');
        // The project's rulings close the page, one subsection per rulings section.
        expect(await page.locator('.rules-toc > ol > li').count()).toBe(8);
        await page.goto(`${suite.app.url}/rules/spark-ball#ARB-SB-19`);
        await expectTarget(page, 'ARB-SB-19');
        expect(await page.locator('#s-arbitre').textContent()).toBe(
          lang === 'fr' ? 'Décisions d’Arbitre' : 'Arbitre’s rulings',
        );
        await viewShot(page, `rules-spark-ball-arbitre-${lang}-${width}`);
        if (width < 600) {
          await page.locator('.rules-toc summary').click();
          expect(await smallTargets(page, '.top a, .top button, .rules-toc summary, .rules-toc a')).toEqual(
            [],
          );
        }

        await page.goto(`${suite.app.url}/rules/spark-ball/table`);
        await page.getByTestId('howto').waitFor();
        expect(await page.locator('.howto h1').textContent()).toBe(
          lang === 'fr' ? 'Comment jouer à cette table' : 'How to play this table',
        );
        expect(await page.locator('.howto h2').count()).toBe(6);
        expect(await page.locator('.howto').textContent()).toContain(lang === 'fr' ? 'Bondir' : 'Leap');
        expect(await page.locator('.top [data-testid=rules-link]').getAttribute('href')).toBe(
          '/rules/spark-ball',
        );
        expect(await noHorizontalScroll(page)).toBe(true);
        if (width < 600) expect(await smallTargets(page, '.top a, .top button, .rules-more a')).toEqual([]);
        await shot(page, `howto-spark-ball-${lang}-${width}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
