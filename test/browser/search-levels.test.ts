/**
 * Bot levels in Chromium: the lobby offers Piss' Squig's search levels with their time per decision (French,
 * then English), a match is created with a search bot seat, the table says which level plays each seat, and
 * handing one's seat to a bot offers the same levels; screenshots at 1280×800 and 375×812.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, noHorizontalScroll, shot } from './harness.ts';

const suite = browserSuite();

/** The options of a select: value and text. */
async function choices(page: Page, testId: string): Promise<[string, string][]> {
  const options = page.getByTestId(testId).locator('option');
  const values = await options.evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
  const texts = await options.allTextContents();
  return values.map((v, i) => [v, texts[i] ?? '']);
}

describe('bot levels in the browser', () => {
  it('offers the search levels with their times, creates a search seat, and the table names each seat’s level', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(suite.app.url);
    await page.getByTestId('create-form').waitFor();
    await page.getByTestId('game').selectOption('piss-squig');
    expect(await choices(page, 'seat-1')).toEqual([
      ['human', 'Humain (moi, ou lien à donner)'],
      ['open', 'Libre (à rejoindre depuis le salon)'],
      ['random', 'Bot : Aléatoire'],
      ['greedy', 'Bot : Glouton'],
      ['search', 'Bot : Recherche (0,25 s par décision)'],
      ['search-strong', 'Bot : Recherche forte (1 s par décision)'],
    ]);
    await page.getByTestId('lang').click();
    expect((await choices(page, 'seat-1')).slice(2).map(([, text]) => text)).toEqual([
      'Bot: Random',
      'Bot: Greedy',
      'Bot: Search (0.25 s a decision)',
      'Bot: Strong search (1 s a decision)',
    ]);
    await page.getByTestId('lang').click();
    await page.getByTestId('seat-1').selectOption('search');
    await shot(page, 'levels-lobby-1280');
    await page.getByTestId('create').click();
    await page.getByTestId('play-0').click();
    await page.waitForURL(/\/(match|m)\/.+token=/);
    const table = page.url();

    // The seat list: who plays each seat, and at which level.
    await page.locator('svg.pit').waitFor();
    await expect.poll(() => page.getByTestId('seat-kind-1').getAttribute('data-kind')).toBe('bot:search');
    expect(await page.getByTestId('seat-kind-0').textContent()).toBe('Joueur 1 · Humain');
    expect(await page.getByTestId('seat-kind-1').textContent()).toBe(
      'Bot 2 · Recherche (0,25 s par décision)',
    );
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'levels-table-1280');

    // On a phone, the same list in English.
    const phone = await suite.browser.newPage({ viewport: { width: 375, height: 812 } });
    phone.on('pageerror', (e) => errors.push(e.message));
    await phone.goto(table);
    await phone.getByTestId('lang').click();
    await expect
      .poll(() => phone.getByTestId('seat-kind-1').textContent())
      .toBe('Bot 2 · Search (0.25 s a decision)');
    expect(await noHorizontalScroll(phone)).toBe(true);
    await shot(phone, 'levels-table-375');
    await phone.close();

    // Handing one's seat to a bot offers the same levels; the seat list then says which plays it.
    await page.getByTestId('to-bot').click();
    await expect.poll(() => choices(page, 'to-bot-level').then((c) => c.length)).toBe(4);
    expect((await choices(page, 'to-bot-level')).map(([v]) => v)).toEqual([
      'random',
      'greedy',
      'search',
      'search-strong',
    ]);
    expect(await page.getByTestId('to-bot-level').inputValue()).toBe('greedy');
    await page.getByTestId('to-bot-level').selectOption('search-strong');
    await shot(page, 'levels-to-bot-1280');
    await page.getByTestId('confirm-yes').click();
    await expect
      .poll(() => page.getByTestId('seat-kind-0').textContent())
      .toBe('Joueur 1 · Bot : Recherche forte (1 s par décision)');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
