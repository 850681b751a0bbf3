/**
 * Referee mode in Chromium: the referee's page shows every roll before it is made (prompt, target, odds) and
 * a dice pad; faces that do not fit are refused with a reason before they are sent, fitting faces are applied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, noHorizontalScroll, shot, startApp } from './harness.ts';

let browser: Browser;
let app: { url: string; close: () => Promise<void> };

describe('referee dice in the browser', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launch();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('prompts the referee for each roll and refuses faces that do not fit', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(app.url);
    await page.getByTestId('create-form').waitFor();
    await page.getByTestId('game').selectOption('piss-squig');
    await page.getByTestId('seat-1').selectOption('random');
    await page.getByTestId('dice').selectOption('referee');
    await page.getByTestId('create').click();
    await page.getByTestId('referee').click();
    await page.getByTestId('pending-roll').waitFor();
    expect(await page.getByTestId('role').textContent()).toBe('Vous êtes l’arbitre');
    expect(await page.getByTestId('pending-roll').textContent()).toContain('PS-SETUP-5');
    expect(await page.getByTestId('pending-roll').textContent()).toContain('2d6');

    // A 2D6 roll-off needs two faces from 1 to 6: the pad says so before sending anything.
    await page.getByTestId('faces').fill('9');
    await page.getByTestId('faces').press('Enter');
    await page.getByTestId('dice-problem').waitFor();
    expect(await page.getByTestId('dice-problem').textContent()).toContain('de 1 à 6');
    await shot(page, 'referee-refused-1280');
    const before = await page.locator('[data-testid=log] li').count();
    await page.getByTestId('faces').fill('6 5');
    await page.getByTestId('faces').press('Enter');
    await page.waitForFunction(`document.querySelectorAll('[data-testid=log] li').length > ${before}`);
    expect(await page.locator('[data-testid=log] li').last().textContent()).toContain('6+5');
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'referee-375');
    await page.close();
  });
});
