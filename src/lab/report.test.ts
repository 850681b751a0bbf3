/**
 * The lab's HTML report (issue 13): its plots (one figure per plot, drawn wide and narrow by Observable Plot), its
 * escaping, its two languages, its determinism; and the page in headless Chromium at 1280×800 and 375×812 (plots
 * drawn, no console error, no sideways scroll, text not shrunk on a phone). Screenshots in test/browser/screenshots.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { games } from '../games/registry.ts';
import { renderReport } from './report.ts';
import { inlineRunner, planLab, resultOf, runLab } from './run.ts';
import { Accumulator } from './summary.ts';
import type { LabResult, LabSpec } from './types.ts';

const SHOTS = join(import.meta.dirname, '../../test/browser/screenshots');

async function batch(spec: LabSpec): Promise<LabResult> {
  const runner = inlineRunner(games);
  try {
    return await runLab(planLab(games[spec.game]!, spec), runner);
  } finally {
    await runner.close();
  }
}

/** The plots of a page: each figure's id and how many plot SVGs it holds (legend swatches are not plots). */
function plotsOf(html: string): Record<string, number> {
  const out: Record<string, number> = {};
  // Each piece runs from a figure to the next one (the tables between them hold no SVG).
  for (const piece of html.split('<figure class="plot" data-plot="').slice(1)) {
    out[piece.slice(0, piece.indexOf('"'))] = [...piece.matchAll(/<svg[^>]*class="plot-d6a7b5"/g)].length;
  }
  return out;
}

const spec: LabSpec = {
  game: 'piss-squig',
  grid: [{ key: 'armourTarget', values: [7, 8] }],
  bots: ['random'],
  games: 20,
  seed: 'report',
};

describe('the lab report', () => {
  let result: LabResult;
  beforeAll(async () => {
    result = await batch(spec);
  });

  it('is one page with a figure per plot, each drawn wide and narrow, and the data tables', () => {
    const html = renderReport(result);
    expect(html.startsWith('<!doctype html>\n<html lang="fr">')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(plotsOf(html)).toEqual({ seats: 2, length: 2, score: 2, rules: 2 });
    expect([...html.matchAll(/<svg[^>]*class="plot-d6a7b5"/g)]).toHaveLength(8);
    // Marks drawn: intervals and dots, histogram bars, rule bars.
    expect(html).toMatch(/<circle /);
    expect([...html.matchAll(/<rect /g)].length).toBeGreaterThan(20);
    // The header and the tables.
    for (const text of [
      'Labo — Piss&#39; Squig 2 Le Retour',
      '<dd>report</dd>',
      'armourTarget = 7, 8',
      'Parties par configuration</dt><dd>20</dd>',
      'Référence</dt><dd>armourTarget=8</dd>',
      'Victoires par siège</caption>',
      'Victoires par bot</caption>',
      'Effets par rapport à la référence',
      'armourTarget=8 (réf.)',
    ])
      expect(html).toContain(text);
    // One bot: no bots plot, and the reason.
    expect(html).toContain('Un seul bot joue tous les sièges');
  });

  it('is self-contained and the same for the same result', () => {
    const html = renderReport(result);
    expect(renderReport(structuredClone(result))).toBe(html);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|href=|@import|url\(/i);
  });

  it('has a bots plot when two bots play, and marks the significant effects', async () => {
    const two = await batch({ ...spec, grid: [], bots: ['greedy', 'random'], games: 4 });
    expect(plotsOf(renderReport(two))).toEqual({ seats: 2, bots: 2, length: 2, score: 2, rules: 2 });
    // An effect made significant: its row is highlighted.
    const marked = structuredClone(result);
    const variant = marked.configurations.find((c) => c.effects !== undefined)!;
    variant.effects![0] = { ...variant.effects![0]!, p: 0.0001, significant: true };
    variant.effects![1] = { ...variant.effects![1]!, p: 0.5, significant: false };
    const html = renderReport(marked);
    expect([...html.matchAll(/<tr class="significant">/g)]).toHaveLength(
      marked.configurations.flatMap((c) => c.effects ?? []).filter((e) => e.significant).length,
    );
    expect(html).toContain('&#60; 0,001 ★');
  });

  it('escapes every text it inserts: a hostile configuration label, seed, bot, rule and title', () => {
    const hostile = structuredClone(result);
    const evil = '<script>alert("x")</script>';
    hostile.configurations[0]!.config.label = evil;
    hostile.spec.seed = `"><img src=x onerror=alert(1)>`;
    hostile.spec.grid[0]!.key = evil;
    hostile.configurations[1]!.bots[0]!.bot = evil;
    hostile.configurations[1]!.rules[0]!.rule = evil;
    const html = renderReport(hostile, { title: `${evil} & co` });
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('<title>&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; co</title>');
    // Inside the plots, linkedom escapes the text it serialises.
    expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
    expect(plotsOf(html)).toEqual({ seats: 2, length: 2, score: 2, rules: 2 });
  });

  it('speaks French by default and English on request', () => {
    const fr = renderReport(result);
    const en = renderReport(result, { lang: 'en' });
    expect(en.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    for (const [f, e] of [
      ['Qui gagne ?', 'Who wins?'],
      [
        'Victoires par siège, avec leur intervalle de confiance à 95 %',
        'Wins per seat, with their 95 % confidence interval',
      ],
      ['Longueur et score', 'Length and score'],
      ['Règles', 'Rules'],
      ['Siège 1', 'Seat 1'],
      ['Victoires (%)', 'Wins (%)'],
      ['Décisions et jets par partie', 'Decisions and rolls per game'],
      ['Effets par rapport à la référence', 'Effects against the baseline'],
    ] as const) {
      expect(fr).toContain(f);
      expect(en).toContain(e);
      expect(en).not.toContain(f);
    }
    // Decimal comma in French, point in English.
    const mean = result.configurations[0]!.length.mean;
    expect(fr).toContain(new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(mean));
    expect(en).toContain(new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(mean));
  });

  it('says so when no game was played (a batch cancelled at once), with no plot', () => {
    const plan = planLab(games['piss-squig']!, spec);
    const empty = resultOf(
      plan,
      plan.configs.map((c) => new Accumulator(c, spec.games, spec.bots)),
      1,
      0,
    );
    const html = renderReport(empty);
    expect(html).toContain('Aucune partie jouée');
    expect(plotsOf(html)).toEqual({});
  });

  it('draws a career season match after match', async () => {
    const season = await batch({
      game: 'piss-squig',
      grid: [],
      bots: ['random'],
      games: 2,
      seed: 's',
      season: 2,
    });
    const plots = plotsOf(renderReport(season));
    for (const m of ['xp', 'level', 'gold', 'skills', 'injuries', 'deaths'])
      expect(plots[`season-${m}`]).toBe(2);
  });
});

describe('the lab report in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let url: string;
  beforeAll(async () => {
    const result = await batch(spec);
    dir = mkdtempSync(join(tmpdir(), 'arbitre-report-'));
    const file = join(dir, 'report.html');
    writeFileSync(file, renderReport(result));
    url = pathToFileURL(file).href;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`shows its plots at ${width}×${height}, without console errors or sideways scroll`, async () => {
      const page = await browser.newPage({ viewport: { width, height } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(url);
      const seen = await page.evaluate(`(() => {
        const shown = [...document.querySelectorAll('figure.plot svg[class^="plot-"]')]
          .filter((s) => s.getBoundingClientRect().width > 0);
        return {
          svgs: document.querySelectorAll('svg').length,
          shown: shown.length,
          marks: shown.reduce((n, s) => n + s.querySelectorAll('circle, rect, line, path').length, 0),
          // How much the plots were shrunk to fit: 1 is their drawn size.
          scale: Math.min(...shown.map((s) => s.getBoundingClientRect().width / s.viewBox.baseVal.width)),
          right: Math.max(...shown.map((s) => s.getBoundingClientRect().right)),
          scrollWidth: document.scrollingElement.scrollWidth,
        };
      })()`);
      const s = seen as {
        svgs: number;
        shown: number;
        marks: number;
        scale: number;
        right: number;
        scrollWidth: number;
      };
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `lab-report-${width}.png`), fullPage: true });
      // Four plots shown (seats, length, score, rules), each at the size drawn for this screen.
      expect(s.shown).toBe(4);
      expect(s.svgs).toBeGreaterThanOrEqual(8);
      expect(s.marks).toBeGreaterThan(50);
      expect(s.scale).toBeGreaterThan(0.95);
      expect(s.right).toBeLessThanOrEqual(width);
      expect(s.scrollWidth).toBeLessThanOrEqual(width + 1);
      expect(errors).toEqual([]);
      expect(requests).toEqual([url]);
      await page.close();
    });
  }
});
