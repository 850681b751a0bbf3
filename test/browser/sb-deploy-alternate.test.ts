/**
 * Spark Ball's alternate deployment (`deploy.alternate`, SB-R-52, ARB-SB-65) at a real table in Chromium: the
 * variant (and the two others of the same session) set in the lobby's nested options editor, a match against
 * the greedy bot, the line-up with any player in any slot offered, then the coach's players placed one at a time
 * between the bot's: a player chosen on the bench, his spot clicked on the pitch, sent, and drawn there; the
 * rest at the suggested spots. Screenshots at 1280×800.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, shot } from './harness.ts';

const suite = browserSuite();

/** The client point of pitch point (x, y) in inches, as Home (seat 0) sees the pitch (sbGeometry.ts). */
async function pitchPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId('sb-pitch').boundingBox())!;
  const [viewW, viewH, margin, scale] = [13 * 40 + 32, 21 * 40 + 32, 16, 40];
  return {
    x: box.x + ((margin + x * scale) * box.width) / viewW,
    y: box.y + ((margin + (21 - y) * scale) * box.height) / viewH,
  };
}

/** Answers one pre-match question of the decisions panel (not a placement); false when nothing is asked. */
async function answerOne(page: Page): Promise<boolean> {
  const captain = page.locator('[data-testid=sb-choice-captain] button.primary');
  if ((await captain.count()) > 0) {
    await captain.click({ timeout: 2000 }).catch(() => undefined);
    return true;
  }
  for (const c of [
    page.locator('[data-testid=sb-choice-lineup] button'),
    page.locator('[data-testid=sb-choice-deployOrder] button'),
  ]) {
    if ((await c.count()) > 0) {
      await c
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
      return true;
    }
  }
  return false;
}

describe('Spark Ball: alternate deployment at the table', () => {
  it('sets the variants in the lobby, then places a player by clicking his spot, the rest one by one', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(suite.app.url);
    await page.getByTestId('create-form').waitFor();
    await page.getByTestId('game').selectOption('spark-ball');
    await page.getByTestId('sb-quick').waitFor();
    await page.locator('details:has(> div.options) > summary').click();
    // Nested options are edited key by key (Lobby.tsx), with their enums as lists.
    for (const id of ['deploy.alternate', 'lineup.anyPositionFillsSlot', 'subs.freeAtKickoff']) {
      const box = page.getByTestId(`option-${id}`);
      expect(await box.isChecked()).toBe(false);
      await box.check();
    }
    expect(await page.getByTestId('option-kickoff.afterGoal').inputValue()).toBe('possessionToConceding');
    await page.getByTestId('option-deploy').scrollIntoViewIfNeeded();
    await shot(page, 'sb-lobby-nested-options-1280');
    expect(await page.getByTestId('seat-1').inputValue()).toBe('greedy');
    await page.getByTestId('create').click();
    await page.getByTestId('play-0').click();
    await page.waitForURL(/\/(match|m)\/.+token=/);
    await page.getByTestId('sb-pitch').waitFor();

    // lineup.anyPositionFillsSlot: the panel offers the roster line-up and one with a non-keeper in goal.
    await page.getByTestId('sb-choice-lineup').waitFor();
    expect(await page.locator('[data-testid=sb-choice-lineup] button').count()).toBe(2);
    expect(await page.getByTestId('sb-choice-lineup').textContent()).toMatch(/postes gardien, défenseur/);

    // The pre-match, until Home is asked to place a player.
    const row = page.getByTestId('sb-place-row');
    for (let i = 0; i < 200 && (await row.count()) === 0; i++) {
      await page.waitForTimeout((await answerOne(page)) ? 150 : 100);
    }
    await row.waitFor();
    await shot(page, 'sb-deploy-one-bench-1280');

    // An Attacker from the bench, his spot clicked in Home's area, then sent.
    const attacker = page.locator('[data-testid^=sb-to-place-]', { hasText: /^A #/ }).first();
    const id = ((await attacker.getAttribute('data-testid')) ?? '').replace(/^sb-to-place-/, '');
    await attacker.click();
    expect(await attacker.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId(`base-${id}`).count()).toBe(0);
    const spot = await pitchPoint(page, 2.5, 6.5);
    await page.mouse.click(spot.x, spot.y);
    await page.getByTestId('sb-place-one').waitFor();
    await page.getByTestId(`base-${id}`).waitFor();
    await shot(page, 'sb-deploy-one-ghost-1280');
    await page.getByTestId('sb-place-one').click();
    // Placed by the server: the log says so, and his base stays at the clicked spot once the bot has answered.
    await page.locator('[data-testid=log] li:has-text("SB-SETUP-4")').first().waitFor();
    await expect
      .poll(async () => page.locator(`[data-testid=sb-to-place-${id}]`).count(), { timeout: 15_000 })
      .toBe(0);
    // (The click on the button may have scrolled the page: the spot is measured again.)
    const base = (await page.getByTestId(`base-${id}`).boundingBox())!;
    const centre = { x: base.x + base.width / 2, y: base.y + base.height / 2 };
    const again = await pitchPoint(page, 2.5, 6.5);
    expect(Math.hypot(centre.x - again.x, centre.y - again.y)).toBeLessThan(4);

    // The others at the suggested spots, one at a time, as Home's turn to place comes back.
    for (let i = 0; i < 300; i++) {
      const suggested = page.getByTestId('sb-place-suggested');
      if ((await suggested.count()) > 0) {
        await suggested.click({ timeout: 2000 }).catch(() => undefined);
        await page.waitForTimeout(150);
        continue;
      }
      if ((await page.locator('g.sb-base').count()) >= 14 && (await row.count()) === 0) break;
      await page.waitForTimeout(100);
    }
    expect(await page.locator('g.sb-base').count()).toBe(14);
    // Every placement is its own log line (SB-SETUP-4), both teams'.
    await expect
      .poll(async () => page.locator('[data-testid=log] li:has-text("SB-SETUP-4")').count(), {
        timeout: 15_000,
      })
      .toBe(14);
    await shot(page, 'sb-deploy-one-done-1280');
    expect(errors).toEqual([]);
  });
});
