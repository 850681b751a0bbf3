/**
 * OSOI at a real table in Chromium: two armies built in the army builder (/osoi/army), a battle started from
 * the lobby against the greedy bot with the builder's JSON, the deployment, an allocation made with the
 * steppers, a move drawn on the battlefield (a waypoint clicked inside the reach rings, then dragged) and sent,
 * then a target clicked whose line of sight, cover, band, difficulties and exact odds are shown before the shot
 * is sent; the log's OSOI lines; screenshots at 1280×800 and 375×812.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, noHorizontalScroll, shot } from './harness.ts';

const suite = browserSuite();

/** Clicks the battlefield at an SVG point (10 units per metre, as the board's viewBox). */
async function clickBoard(page: Page, sx: number, sy: number): Promise<void> {
  const board = page.getByTestId('os-board');
  await board.scrollIntoViewIfNeeded();
  const box = (await board.boundingBox())!;
  const vb = ((await board.getAttribute('viewBox')) ?? '0 0 600 400').split(' ').map(Number);
  await board.click({ position: { x: (sx / vb[2]!) * box.width, y: (sy / vb[3]!) * box.height } });
}

/** The page's point of an SVG point of the battlefield. */
async function boardPoint(page: Page, sx: number, sy: number): Promise<{ x: number; y: number }> {
  const board = page.getByTestId('os-board');
  const box = (await board.boundingBox())!;
  const vb = ((await board.getAttribute('viewBox')) ?? '0 0 600 400').split(' ').map(Number);
  return { x: box.x + (sx / vb[2]!) * box.width, y: box.y + (sy / vb[3]!) * box.height };
}

/** Answers what comes before my first activation: the zone, my deployment (auto-place), waiting for the bot. */
async function untilMyActivation(page: Page): Promise<void> {
  let defended = false;
  for (let i = 0; i < 200; i++) {
    if ((await page.getByTestId('os-activate').count()) > 0) return;
    // The zone, auto-place, a defence against the bot's shot (its odds shown), order dice, a stop.
    if (!defended && (await page.getByTestId('os-defend').count()) > 0) {
      defended = true;
      expect(await page.getByTestId('os-defend').textContent()).toMatch(/tire sur A\d avec \d+ dé/);
      await shot(page, 'os-defend-1280');
    }
    // A defence spends no dice, so that the unit activated next still has its pool.
    const minus = page.locator('[data-testid=os-defend-dice] button[aria-label="−"]');
    while ((await minus.count()) > 0 && (await minus.first().isEnabled())) await minus.first().click();
    for (const c of [
      page.locator('[data-testid=os-zone] button'),
      page.getByTestId('os-auto-place'),
      page.getByTestId('os-defend-evade'),
      page.getByTestId('os-defend-return'),
      page.getByTestId('os-defend-melee-send'),
      page.locator('[data-testid=os-order-dice] button'),
      page.getByTestId('os-stop-0'),
    ]) {
      if ((await c.count()) === 0) continue;
      await c
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
      break;
    }
    await page.waitForTimeout(100);
  }
  await shot(page, 'os-no-activation');
  throw new Error(`no activation offered: ${await page.getByTestId('os-status').textContent()}`);
}

/** Builds two small armies (soldier and sniper each) in the army builder and returns the armies option. */
async function buildArmies(page: Page, url: string): Promise<string> {
  await page.goto(`${url}/osoi/army`);
  await page.getByTestId('os-army').waitFor();
  for (const side of [0, 1]) {
    // The default list: soldier, sniper, medic, rifles, thugs; keep the first two.
    for (const i of [4, 3, 2]) await page.locator(`[data-testid=os-army-${side}-unit-${i}] button`).click();
    await expect.poll(() => page.locator(`[data-testid^=os-army-${side}-unit-]`).count()).toBe(2);
  }
  const option = await page.getByTestId('os-army-option').inputValue();
  expect(JSON.parse(option)).toHaveLength(2);
  return option;
}

describe('OSOI at the table', () => {
  it('builds armies, starts a battle from the lobby against the bot, allocates, moves by clicks and shoots after reading the odds', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const armies = await buildArmies(page, suite.app.url);
    await shot(page, 'os-army-1280');

    await page.goto(suite.app.url);
    await page.getByTestId('create-form').waitFor();
    await page.getByTestId('game').selectOption('osoi');
    await page.getByTestId('os-lobby').waitFor();
    // The scenarios by name, the link to the builder, the bot seat.
    const scenarios = await page.locator('[data-testid=os-scenario] option').allTextContents();
    expect(scenarios).toEqual(['SC-1 — Escarmouche', 'SC-2 — Embuscade', 'SC-3 — Sabotage']);
    expect(await page.getByTestId('os-army-link').getAttribute('href')).toBe('/osoi/army');
    expect(await page.getByTestId('seat-1').inputValue()).toBe('greedy');
    await page.getByTestId('os-armies').fill(armies);
    await expect.poll(() => page.getByTestId('os-armies-error').count()).toBe(0);
    await shot(page, 'os-lobby-1280');
    await page.getByTestId('create').click();
    await page.getByTestId('play-0').click();
    await page.waitForURL(/\/(match|m)\/.+token=/);
    await page.getByTestId('os-board').waitFor();

    await untilMyActivation(page);
    // The armies are the builder's: two units a side, named, with equipment in words.
    expect(await page.locator('[data-testid^=os-unit-row-]').count()).toBe(4);
    expect(await page.getByTestId('os-side-0').textContent()).toContain('Fusil de précision');
    await shot(page, 'os-activate-1280');

    // Activate the unit with the most dice left (the bot may have shot first) and give it one Move die and one
    // Shoot die with the steppers.
    const availableOf = async (id: string) =>
      Number(/· A (\d+)/.exec((await page.getByTestId(`os-unit-row-${id}`).textContent()) ?? '')?.[1] ?? 0);
    const me = (await availableOf('A2')) > (await availableOf('A1')) ? 'A2' : 'A1';
    expect(await availableOf(me)).toBeGreaterThanOrEqual(2);
    await page.locator('[data-testid=os-activate] button', { hasText: me }).click();
    await page.getByTestId('os-alloc').waitFor();
    await page.locator('[data-testid=os-alloc-move] button[aria-label="+"]').click();
    await page.locator('[data-testid=os-alloc-shoot] button[aria-label="+"]').click();
    await expect.poll(() => page.getByTestId('os-alloc-send').isEnabled()).toBe(true);
    await page.getByTestId('os-alloc-send').click();

    // The move: rings of 2 m around the figure; one waypoint 1 m sideways towards the middle of the battlefield
    // (the other unit was deployed in the same column: a move along it could end on its base).
    await page.getByTestId('os-move').waitFor();
    const ring = page.getByTestId(`os-reach-${me}.1`);
    expect(Number(await ring.getAttribute('r'))).toBe(20);
    const cx = Number(await ring.getAttribute('cx'));
    const cy = Number(await ring.getAttribute('cy'));
    const towards = cx > 300 ? -10 : 10;
    // Any point may be sent: 5 m away is beyond the 2 m allowance, and the server's refusal is shown.
    await clickBoard(page, cx + 5 * towards, cy);
    await expect.poll(() => page.getByTestId('os-move-length').textContent()).toContain('1 point(s)');
    await page.getByTestId('os-move-send').click();
    await page.getByTestId('refused').waitFor();
    expect(await page.getByTestId('refused').textContent()).toContain('OS-MOVE-2');
    await page.getByTestId('refused').getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('button', { name: 'Effacer' }).click();
    // A waypoint half a metre away, then dragged (a real press, moves and release) to 1 m: the path, its
    // length and the circle of what is left follow the pointer, and the drag adds no point.
    await clickBoard(page, cx + towards / 2, cy);
    await expect.poll(() => page.getByTestId('os-move-length').textContent()).toContain('1 point(s)');
    expect(await page.getByTestId('os-move-length').textContent()).toMatch(/Trajet 0\.[3-6]\d* m \/ 2 m/);
    const stop = await page.getByTestId('os-waypoint-0').boundingBox();
    const to = await boardPoint(page, cx + towards, cy);
    await page.mouse.move(stop!.x + stop!.width / 2, stop!.y + stop!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    // Still held: the allowance is updated as the stop moves.
    await expect
      .poll(() => page.getByTestId('os-move-length').textContent())
      .toMatch(/Trajet (0\.9\d|1|1\.0\d) m/);
    expect(Number(await page.getByTestId('os-reach-left').getAttribute('r'))).toBeCloseTo(10, -0.5);
    await page.mouse.up();
    expect(await page.getByTestId('os-move-length').textContent()).toContain('1 point(s)');
    expect(
      Math.abs(Number(await page.getByTestId('os-waypoint-0').getAttribute('cx')) - (cx + towards)),
    ).toBeLessThan(1.5);
    // A click lands within a pixel of the point: about 1 m of the 2 m allowance.
    expect(await page.getByTestId('os-move-length').textContent()).toMatch(
      /Trajet (0\.9\d|1|1\.0\d) m \/ 2 m/,
    );
    expect(await page.getByTestId(`os-path-${me}.1`).count()).toBe(1);
    await shot(page, 'os-move-1280');
    await page.getByTestId('os-move-send').click();
    // The figure moved by 1 m (10 SVG units) and the move is in the log.
    await expect
      .poll(
        async () =>
          Math.abs(Number(await page.getByTestId(`os-figure-${me}.1`).getAttribute('cx')) - (cx + towards)),
        { timeout: 10_000 },
      )
      .toBeLessThan(1.5);
    await expect
      .poll(() => page.getByTestId('log').textContent(), { timeout: 10_000 })
      .toContain('OS-MOVE-3');

    // The shot: the legal targets are marked; a click on one shows the preview and the odds before sending.
    await page.getByTestId('os-shoot').waitFor();
    const target = page.locator('g.os-unit.os-target circle').first();
    const tx = Number(await target.getAttribute('cx'));
    const ty = Number(await target.getAttribute('cy'));
    await clickBoard(page, tx, ty);
    await page.getByTestId('os-shot-preview').waitFor();
    expect(await page.getByTestId('os-preview-los').textContent()).toContain('ligne de vue');
    expect(await page.getByTestId('os-preview-los').textContent()).toMatch(/tranche de portée \d/);
    expect(await page.getByTestId('os-preview-cover').textContent()).toMatch(
      /couvert de la cible \d · couvert du tireur \d/,
    );
    expect(await page.getByTestId('os-preview-difficulty').textContent()).toMatch(/difficulté du tir \d/);
    const odds = await page.getByTestId('os-odds-return').textContent();
    expect(odds).toMatch(/l’attaquant inflige 1 \d+\s%/);
    expect(odds).toMatch(/\(\d+\/\d+\)/);
    expect(await page.getByTestId('os-fire').count()).toBe(1);
    await shot(page, 'os-shot-odds-1280');
    await page.locator('[data-testid=os-shoot-send]').click();
    // The shot is declared with its difficulty, and the opposed rolls follow (the bot defends).
    await expect
      .poll(() => page.getByTestId('log').textContent(), { timeout: 10_000 })
      .toContain('OS-SHOOT-3');
    await expect
      .poll(() => page.getByTestId('log').textContent(), { timeout: 10_000 })
      .toMatch(/OS-TEST-6|OS-SHOOT-7/);
    await shot(page, 'os-after-shot-1280');

    // The same table on a phone: no sideways scroll.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('os-board').waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'os-table-375');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('the lobby and the builder fit a phone', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(suite.app.url);
    await page.getByTestId('create-form').waitFor();
    await page.getByTestId('game').selectOption('osoi');
    await page.getByTestId('os-lobby').waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'os-lobby-375');
    await page.close();
  }, 30_000);
});
