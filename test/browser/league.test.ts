/**
 * Leagues in Chromium: create a league from the lobby, recruit two goblins, start a career match (a person
 * against a bot) from the league page, play it through the table to the end — post-match decisions
 * included — and see the post-match report, then the goblin's sheet and the standings updated.
 * Screenshots at 1280×800 and 375×812.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, noHorizontalScroll, shot, startApp } from './harness.ts';

let browser: Browser;
let app: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  app = await startApp();
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** One click on what the table offers: post-match decisions first, then as the Piss' Squig test plays. */
async function playOne(page: Page): Promise<boolean> {
  for (const wanted of ['care', 'advance', 'piss', 'move', 'climb', 'reroll', 'follow']) {
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
  for (const wanted of ['end', 'stop', 'noReroll', 'stay', 'pass', 'retire']) {
    const b = page.locator(`[data-testid=actions] button[data-action=${wanted}]`);
    if ((await b.count()) > 0) {
      await b.first().click();
      return true;
    }
  }
  return false;
}

async function bothSizes(page: Page, name: string): Promise<void> {
  expect(await noHorizontalScroll(page)).toBe(true);
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(100);
  expect(await noHorizontalScroll(page)).toBe(true);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('Leagues in the browser', () => {
  let page: Page;
  let leagueUrl = '';
  const errors: string[] = [];

  it('creates a league from the lobby and recruits two goblins', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url);
    await page.getByTestId('leagues-link').click();
    await page.waitForURL(/\/leagues$/);
    await page.getByTestId('league-name').fill('Ligue des Marais');
    await page.getByTestId('league-create').click();
    await page.waitForURL(/\/leagues\/[^/]+$/);
    leagueUrl = page.url();
    expect(await page.getByTestId('league-title').textContent()).toBe('Ligue des Marais');
    for (const name of ['Snotlik', 'Grizzbeul']) {
      await page.getByTestId('goblin-name').fill(name);
      await page.getByTestId('goblin-add').click();
      await page.locator(`[data-testid=standings] tr[data-goblin=${name}]`).waitFor();
    }
    // Names are unique in a league: the refusal is shown, in French.
    await page.getByTestId('goblin-name').fill('snotlik');
    await page.getByTestId('goblin-add').click();
    await page.getByTestId('refused').waitFor();
    expect(await page.getByTestId('refused').textContent()).toContain('déjà un gobelin nommé « Snotlik »');
    const row = page.locator('[data-testid=standings] tr[data-goblin=Snotlik]');
    expect(await row.getByTestId('xp').textContent()).toBe('0');
    await bothSizes(page, 'league');
  });

  it('plays a career match against a bot through the table; the report updates the goblin’s sheet', async () => {
    await page.goto(leagueUrl);
    const form = page.getByTestId('start-form');
    await form.locator('tr[data-goblin=Snotlik] input[type=checkbox]').check();
    await form.locator('tr[data-goblin=Grizzbeul] input[type=checkbox]').check();
    expect(await form.locator('tr[data-goblin=Snotlik] select').inputValue()).toBe('human');
    expect(await form.locator('tr[data-goblin=Grizzbeul] select').inputValue()).toBe('random');
    await page.getByTestId('max-rounds').fill('5');
    await page.getByTestId('start').click();
    await page.waitForURL(/\/(match|m)\/.+token=/);
    await page.locator('svg.pit').waitFor();
    expect(await page.getByTestId('role').textContent()).toContain('siège 0');

    let clicks = 0;
    for (; clicks < 500; clicks++) {
      const status = (await page.getByTestId('status').textContent()) ?? '';
      if (status.startsWith('Partie terminée')) break;
      const lines = await page.locator('[data-testid=log] li').count();
      if (!(await playOne(page))) {
        await page.waitForTimeout(50);
        continue;
      }
      await page
        .waitForFunction(
          `document.querySelectorAll('[data-testid=log] li').length > ${lines} ||
           document.querySelector('[data-testid=refused]') !== null`,
          undefined,
          { timeout: 5000 },
        )
        .catch(() => undefined);
    }
    expect(await page.getByTestId('status').textContent()).toMatch(/^Partie terminée/);

    // The post-match report, from the view.
    const report = page.getByTestId('career-report');
    await report.waitFor();
    const reportXp = (await report.locator('tr[data-goblin=Snotlik] [data-testid=report-xp]').textContent())!;
    const xp = Number(/^(\d+)/.exec(reportXp)![1]);
    await bothSizes(page, 'career-report');

    // The league: Snotlik has played once; his sheet shows the match and what it gave him.
    await page.goto(leagueUrl);
    const row = page.locator('[data-testid=standings] tr[data-goblin=Snotlik]');
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe('1');
    expect(await row.getByTestId('xp').textContent()).toBe(String(xp));
    await row.getByRole('link', { name: 'Snotlik' }).click();
    await page.getByTestId('sheet').waitFor();
    expect(await page.getByTestId('sheet-xp').getAttribute('data-xp')).toBe(String(xp));
    const api = (await (await fetch(`${app.url}/api${new URL(page.url()).pathname}`)).json()) as {
      gold: number;
      status: string;
      history: { applied: boolean; xpGained: number; careCost: number }[];
    };
    expect(api.history).toHaveLength(1);
    expect(api.history[0]).toMatchObject({ applied: true, xpGained: xp });
    expect(await page.getByTestId('sheet-gold').getAttribute('data-gold')).toBe(String(api.gold));
    // Dead goblins lose their gold (PS-CAMP-8); anyone else earned 10 000 PO at least for taking part.
    if (api.status !== 'dead') expect(api.gold).toBeGreaterThanOrEqual(10_000 - api.history[0]!.careCost);
    expect(await page.locator('[data-testid=history] tr[data-applied=true]').count()).toBe(1);
    await bothSizes(page, 'goblin-sheet');

    // English, one click away.
    await page.getByTestId('lang').click();
    await page.waitForFunction(`document.documentElement.lang === 'en'`);
    expect(await page.getByTestId('sheet-name').textContent()).toBe('Snotlik’s sheet');
    await page.getByTestId('lang').click();
    expect(errors).toEqual([]);
    await page.close();
  });
});
