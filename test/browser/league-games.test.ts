/**
 * Leagues of a game in Chromium: the leagues list shows each league's game, and the creation form chooses
 * the game among those with leagues only (Piss' Squig today, not Pillards). French and English, at
 * 1280×800 and 375×812.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, noHorizontalScroll, shot } from './harness.ts';

const suite = browserSuite();

/** A signed-in page in `lang` (its account made over the API: the context keeps the session cookie). */
async function signedIn(lang: 'fr' | 'en', name: string): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(`try { localStorage.setItem('arbitre.lang', '${lang}'); } catch {}`);
  const page = await context.newPage();
  const r = await page.request.post(`${suite.app.url}/api/accounts`, {
    data: { name, password: 'ligue-de-squigs' },
  });
  expect(r.status()).toBe(201);
  return page;
}

describe('Leagues of a game in the browser', () => {
  for (const [lang, game, who] of [
    ['fr', 'Jeu', 'Gobeline'],
    ['en', 'Game', 'Goblinette'],
  ] as const) {
    it(`creates a Piss' Squig league from the game select and lists its game (${lang})`, async () => {
      const page = await signedIn(lang, who);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${suite.app.url}/leagues`);
      const select = page.getByTestId('league-game');
      await select.locator('option').first().waitFor({ state: 'attached' });
      // Only the games with a league adapter: Piss' Squig first (Spark Ball too once registered), not Pillards.
      const options = await select.locator('option').allTextContents();
      expect(options[0]).toBe('Piss’ Squig');
      expect(options.filter((o) => o !== 'Spark Ball')).toEqual(['Piss’ Squig']);
      expect(await select.inputValue()).toBe('piss-squig');
      expect(await page.locator('label', { has: select }).textContent()).toContain(game);
      await page.getByTestId('league-name').fill(`Ligue de ${who}`);
      await page.getByTestId('league-create').click();
      await page.waitForURL(/\/leagues\/[^/]+$/);
      await page.goto(`${suite.app.url}/leagues`);
      const item = page.locator('[data-testid=leagues] li', { hasText: `Ligue de ${who}` });
      await item.waitFor();
      expect(await item.getByTestId('league-game-name').textContent()).toBe('Piss’ Squig');
      expect(await noHorizontalScroll(page)).toBe(true);
      await shot(page, `league-games-${lang}-1280`);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.waitForTimeout(100);
      expect(await noHorizontalScroll(page)).toBe(true);
      // The select is tapped on a phone: at least 44 px high.
      expect((await select.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await shot(page, `league-games-${lang}-375`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
