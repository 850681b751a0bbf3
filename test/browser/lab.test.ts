/**
 * The Lab page in Chromium (issue 13): a signed-out visitor gets the explanation and the sign-in link; a signed-in
 * user sees the server's refusal of a bad value, then runs a small batch (Piss' Squig, armourTarget 7,8, random
 * goblins, 20 games) and sees its plots drawn (SVG, no console error), downloads its CSV, finds it in the list of
 * past batches; a slow batch shows its plots before its end and is cancelled from the page; the first batch is
 * reopened on a phone. Screenshots at 1280×800 and 375×812.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { join } from 'node:path';
import { browserSuite, noHorizontalScroll, SHOTS, shot } from './harness.ts';

const suite = browserSuite();

/** Page errors and console errors of a page, from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** How many SVG elements a plot holds, and whether one of them has drawn marks. */
async function svgsIn(page: Page, testId: string): Promise<{ svgs: number; marks: number }> {
  return page.evaluate(`(() => {
    const el = document.querySelector('[data-testid=${testId}]');
    return {
      svgs: el.querySelectorAll('svg').length,
      marks: el.querySelectorAll('svg circle, svg rect, svg line, svg path').length,
    };
  })()`);
}

describe('the Lab page', () => {
  let context: BrowserContext;
  let batch = '';

  it('signed out: says what the lab is and links to sign in', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${suite.app.url}/`);
    await page.getByTestId('lab-link').click();
    await page.waitForURL(/\/lab$/);
    await page.getByTestId('lab-signed-out').waitFor();
    expect(await page.getByTestId('lab-signed-out').textContent()).toContain('Le labo demande un compte');
    expect(await page.getByTestId('lab-signin').getAttribute('href')).toBe('/signin?next=%2Flab');
    await shot(page, 'lab-signed-out-1280');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs a small batch and shows its plots (1280×800)', async () => {
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${suite.app.url}/signup?next=%2Flab`);
    await page.getByTestId('account-name-input').fill('Chercheuse');
    await page.getByTestId('account-password').fill('mot-de-passe-gobelin');
    await page.getByTestId('account-submit').click();
    await page.waitForURL(/\/lab$/);
    await page.getByTestId('lab-form').waitFor();
    // Piss' Squig and its example come first.
    expect(await page.getByTestId('lab-game').inputValue()).toBe('piss-squig');
    expect(await page.getByTestId('lab-key-0').inputValue()).toBe('armourTarget');
    expect(await page.getByTestId('lab-values-0').inputValue()).toBe('7,8');

    // A value the game refuses: the server's reason is shown.
    await page.getByTestId('lab-values-0').fill('7,99');
    await page.getByTestId('lab-run').click();
    const refused = page.getByTestId('lab-form').getByTestId('refused');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/piss-squig refuse la configuration armourTarget=99/);
    await shot(page, 'lab-refused-1280');
    // Chromium logs the refused request itself (400): expected here, and the only error.
    expect(errors).toEqual([expect.stringMatching(/status of 400/)]);
    errors.length = 0;

    await page.getByTestId('lab-values-0').fill('7,8');
    await page.getByTestId('lab-games').fill('20');
    await page.getByTestId('lab-seed').fill('navigateur');
    expect(await page.getByTestId('lab-total').textContent()).toBe('2 configurations × 20 = 40 parties');
    await page.getByTestId('lab-run').click();
    await page.waitForURL(/\/lab\?batch=/);
    batch = new URL(page.url()).searchParams.get('batch')!;
    await page.locator('[data-testid=lab-batch][data-status=done]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('lab-count').textContent()).toMatch(/^40 \/ 40 parties/);
    for (const plot of ['plot-seats', 'plot-length', 'plot-rules']) {
      await page.getByTestId(plot).locator('svg').first().waitFor();
      const { svgs, marks } = await svgsIn(page, plot);
      expect(svgs, plot).toBeGreaterThan(0);
      expect(marks, plot).toBeGreaterThan(4);
    }
    // The two configurations are on the seats' plot, the baseline (armour 8, the default) named.
    const seats = await page.getByTestId('plot-seats').textContent();
    expect(seats).toContain('armourTarget=7');
    expect(seats).toContain('armourTarget=8 (réf.)');
    // In the list of past batches, with its parameters.
    const listed = await page.getByTestId(`lab-batch-${batch}`).textContent();
    expect(listed).toContain('armourTarget=7,8');
    expect(listed).toContain('germe « navigateur »');
    // Its files download with the session.
    const csv = await page.request.get(`${suite.app.url}/api/lab/${batch}/matches.csv`);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(41);
    expect(await page.getByTestId('lab-matches-csv').getAttribute('href')).toBe(
      `/api/lab/${batch}/matches.csv`,
    );
    // The report opens in a new tab, from the server, with its plots and nothing blocked by its policy.
    const [report] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('lab-report').click(),
    ]);
    const reportErrors = errorsOf(report);
    await report.waitForLoadState('load');
    expect(new URL(report.url()).pathname).toBe(`/api/lab/${batch}/report.html`);
    expect(await report.locator('html').getAttribute('lang')).toBe('fr');
    expect(await report.locator('svg').count()).toBeGreaterThan(4);
    expect(await report.locator('body').textContent()).toContain('armourTarget=7');
    await shot(report, 'lab-report-from-page-1280');
    expect(reportErrors).toEqual([]);
    await report.close();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'lab-done-1280');
    await page.getByTestId('lab-plots').screenshot({ path: join(SHOTS, 'lab-plots-1280.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a slow batch draws its plots while it runs, and is cancelled keeping its games', async () => {
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${suite.app.url}/lab`);
    await page.getByTestId('lab-form').waitFor();
    await page.getByTestId('lab-axis-0').getByRole('button').click();
    await page.getByTestId('lab-bot-random').uncheck();
    await page.getByTestId('lab-bot-greedy').check();
    await page.getByTestId('lab-games').fill('100');
    expect(await page.getByTestId('lab-total').textContent()).toBe('1 configuration × 100 = 100 parties');
    await page.getByTestId('lab-run').click();
    await page.locator('[data-testid=lab-batch][data-status=running]').waitFor({ timeout: 30_000 });
    // The plots appear with the first games, before the end.
    await page.getByTestId('plot-seats').locator('svg').first().waitFor({ timeout: 30_000 });
    const count = await page.getByTestId('lab-count').textContent();
    expect(count).toMatch(/^\d+ \/ 100 parties · reste environ /);
    await shot(page, 'lab-running-1280');
    await page.getByTestId('lab-cancel').click();
    await page.locator('[data-testid=lab-batch][data-status=cancelled]').waitFor();
    const kept = Number(/^(\d+)/.exec((await page.getByTestId('lab-count').textContent())!)![1]);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(100);
    expect(await page.getByTestId('lab-status').textContent()).toBe('annulé');
    await page.getByTestId('plot-seats').locator('svg').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reopens the batch on a phone (375×812), plots within the screen', async () => {
    const phone = await suite.browser.newContext({
      viewport: { width: 375, height: 812 },
      storageState: await context.storageState(),
    });
    const page = await phone.newPage();
    const errors = errorsOf(page);
    await page.goto(`${suite.app.url}/lab?batch=${batch}`);
    await page.locator('[data-testid=lab-batch][data-status=done]').waitFor();
    for (const plot of ['plot-seats', 'plot-length', 'plot-rules']) {
      await page.getByTestId(plot).locator('svg').first().waitFor();
      const box = await page.getByTestId(plot).locator('svg').first().boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'lab-done-375');
    // The plots alone, at the phone's own scale.
    await page.getByTestId('lab-plots').screenshot({ path: join(SHOTS, 'lab-plots-375.png') });
    expect(errors).toEqual([]);
    await phone.close();
    await context.close();
  });
});
