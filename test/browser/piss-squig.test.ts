/**
 * The web app in Chromium: create a Piss' Squig match against a bot through the lobby, play it by clicking
 * until it ends, see the log grow, switch to English, replay it; screenshots at 1280×800 and 375×812.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, noHorizontalScroll, shot } from './harness.ts';

const suite = browserSuite();

async function logLength(page: Page): Promise<number> {
  return page.locator('[data-testid=log] li').count();
}

/** One click on whatever the board offers: an action first (piss, move…), then a square, then a goblin target. */
async function playOne(page: Page): Promise<boolean> {
  for (const wanted of ['piss', 'move', 'climb', 'reroll', 'follow']) {
    const b = page.locator(`[data-testid=actions] button[data-action=${wanted}]`);
    if ((await b.count()) > 0) {
      await b.first().click();
      return true;
    }
  }
  const square = page.locator('[data-testid^=sq-]');
  const n = await square.count();
  if (n > 0) {
    await square.nth(Math.floor(Math.random() * n)).click({ force: true });
    return true;
  }
  const target = page.locator('g.goblin.clickable');
  if ((await target.count()) > 0) {
    await target.first().click({ force: true });
    return true;
  }
  for (const wanted of ['end', 'stop', 'noReroll', 'stay', 'pass']) {
    const b = page.locator(`[data-testid=actions] button[data-action=${wanted}]`);
    if ((await b.count()) > 0) {
      await b.first().click();
      return true;
    }
  }
  return false;
}

describe('Piss’ Squig in the browser', () => {
  it('creates a match in the lobby, plays it by clicking to the end, in French then English', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(suite.app.url);
    await page.getByTestId('create-form').waitFor();
    expect(await page.locator('h2').first().textContent()).toBe('Créer une partie');
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'lobby-1280');

    // Piss' Squig, seat 0 human, seat 1 random bot, 5 rounds.
    await page.getByTestId('game').selectOption('piss-squig');
    await page.getByTestId('seat-1').selectOption('random');
    await page.locator('details:has(> div.options) > summary').click();
    await page.locator('label:has(code:text-is("maxRounds")) input').fill('5');
    await page.getByTestId('create').click();
    await page.getByTestId('created').waitFor();
    await page.getByTestId('play-0').click();
    await page.waitForURL(/\/(match|m)\/.+token=/);
    await page.getByTestId('status').waitFor();
    await page.locator('svg.pit').waitFor();
    expect(await page.getByTestId('role').textContent()).toBe('Vous êtes Joueur 1');

    const before = await logLength(page);
    let clicks = 0;
    for (; clicks < 400; clicks++) {
      const status = (await page.getByTestId('status').textContent()) ?? '';
      if (status.startsWith('Partie terminée')) break;
      const inputs = await logLength(page);
      if (!(await playOne(page))) {
        await page.waitForTimeout(50);
        continue;
      }
      // Wait for the server's answer (the log grows, or the match is over).
      await page
        .waitForFunction(
          `document.querySelectorAll('[data-testid=log] li').length > ${inputs} ||
           document.querySelector('[data-testid=refused]') !== null`,
          undefined,
          { timeout: 5000 },
        )
        .catch(() => undefined);
      if (clicks === 12) {
        expect(await noHorizontalScroll(page)).toBe(true);
        await shot(page, 'piss-squig-1280');
      }
    }
    expect(await page.getByTestId('status').textContent()).toMatch(/^Partie terminée/);
    expect(await logLength(page)).toBeGreaterThan(before + 5);
    expect(clicks).toBeGreaterThan(3);

    // Rule text from a log line.
    await page.locator('[data-testid=log] .rule-id').first().click();
    await page.locator('.modal').waitFor();
    expect(((await page.locator('.rule-text').textContent()) ?? '').length).toBeGreaterThan(20);
    await page.locator('.modal button').click();

    // English, one click away.
    const frLine = await page.locator('[data-testid=log] li').first().textContent();
    await page.getByTestId('lang').click();
    await page.waitForFunction(`document.documentElement.lang === 'en'`);
    expect(await page.getByTestId('status').textContent()).toMatch(/^Match over/);
    expect(await page.locator('[data-testid=log] li').first().textContent()).not.toBe(frLine);
    await shot(page, 'piss-squig-over-1280-en');

    // Phone size: no horizontal scroll.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'piss-squig-375');

    // Replay, step by step.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Replay the match' }).click();
    await page.getByTestId('replay-step').waitFor();
    await page.getByTestId('replay-next').click();
    await page.getByTestId('replay-next').click();
    expect(await page.getByTestId('replay-step').textContent()).toMatch(/^Step 2 \//);
    await page.getByTestId('replay-viewer').selectOption('0');
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'replay-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'replay-375');

    // The record, downloaded then uploaded: replayed in the browser and verified by the server.
    const id = /\/replay\/([^/?#]+)/.exec(page.url())![1]!;
    const record = await (await fetch(`${suite.app.url}/api/matches/${id}/record`)).text();
    const file = join(mkdtempSync(join(tmpdir(), 'arbitre-record-')), 'record.json');
    writeFileSync(file, record);
    await page.goto(`${suite.app.url}/replay`);
    await page.getByTestId('record-file').setInputFiles(file);
    await page.getByTestId('verdict').waitFor();
    expect(await page.getByTestId('verdict').textContent()).toContain('Record verified');
    await page.getByTestId('replay-next').click();
    expect(await page.getByTestId('replay-step').textContent()).toMatch(/^Step 1 \//);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'replay-upload-375');

    await page.goto(suite.app.url);
    await page.getByTestId('create-form').waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'lobby-375-en');
    expect(errors).toEqual([]);
    await page.close();
  });
});
