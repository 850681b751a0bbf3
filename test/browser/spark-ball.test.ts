/**
 * Spark Ball at a real table in Chromium: a match created in the lobby against the greedy bot, the pre-match
 * answered in the decisions panel (line-up, captain, deployment order), the proposed formation deployed, a
 * player activated and moved by dragging his base, the Move sent over WebSocket and seen on the board and in
 * the log; screenshots at 1280×800 and 375×812.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, createMatch, noHorizontalScroll, shot, tableFromLobby } from './harness.ts';

const suite = browserSuite();

/** Answers one thing the decisions panel or the board asks before the first phase; false when nothing is asked. */
async function answerOne(page: Page): Promise<boolean> {
  const captain = page.locator('[data-testid=sb-choice-captain] button.primary');
  if ((await captain.count()) > 0) {
    // The panel may change under the click (the other seat answered, the table moved on): then try again.
    await page
      .locator('[data-testid=sb-choice-captain] select')
      .selectOption({ index: 1 }, { timeout: 2000 })
      .then(() => captain.click({ timeout: 2000 }))
      .catch(() => undefined);
    return true;
  }
  for (const c of [
    page.locator('[data-testid=sb-choice-lineup] button'),
    page.locator('[data-testid=sb-choice-deployOrder] button'),
    page.locator('[data-testid=sb-choice-disableEquipment] button'),
    page.locator('[data-testid=sb-choice-reroll] button'),
    page.getByTestId('sb-formation'),
    page.getByTestId('sb-decline'),
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

/** Answers whatever is asked before the first phase, until a base may be activated. */
async function answerUntilActivation(page: Page): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const canActivate =
      (await page.locator('g.sb-base.clickable').count()) > 0 &&
      (await page.getByTestId('sb-pass').count()) > 0;
    if (canActivate) return;
    await page.waitForTimeout((await answerOne(page)) ? 150 : 100);
  }
  throw new Error('no activation offered');
}

describe('Spark Ball at the table', () => {
  it('creates a match against the greedy bot in the lobby, deploys, activates a player and moves him by dragging', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(suite.app.url);
    await page.getByTestId('create-form').waitFor();
    await page.getByTestId('game').selectOption('spark-ball');
    await page.getByTestId('sb-quick').waitFor();
    expect(await page.getByTestId('seat-1').inputValue()).toBe('greedy');
    await shot(page, 'sb-lobby-1280');
    const errors = await tableFromLobby(page, suite.app.url, 'spark-ball', ['greedy']);
    await page.getByTestId('sb-pitch').waitFor();
    await page.getByTestId('sb-decisions').waitFor();
    expect(await page.getByTestId('sb-choice-lineup').textContent()).toContain('Valider la composition');
    await shot(page, 'sb-table-lineup-1280');

    await answerUntilActivation(page);
    expect(await page.getByTestId('sb-turn').textContent()).toBe('1');
    await shot(page, 'sb-table-phase-1280');

    // Activate the first player offered, then drag his base a little back towards his own goal line, away from
    // the opponents (a tackle would stop him short) and from the loose ball the greedy bot guards.
    const base = page.locator('g.sb-base.clickable').first();
    const id = ((await base.getAttribute('data-testid')) ?? '').replace(/^base-/, '');
    await base.click({ force: true });
    await page.getByTestId('path-length').waitFor();
    const before = await page.getByTestId(`base-${id}`).boundingBox();
    const pitch = (await page.getByTestId('sb-pitch').boundingBox())!;
    const from = { x: before!.x + before!.width / 2, y: before!.y + before!.height / 2 };
    const to = {
      x: from.x + (from.x < pitch.x + pitch.width / 2 ? 30 : -30),
      y: from.y + (from.y < pitch.y + pitch.height / 2 ? -40 : 40),
    };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await page.getByTestId('move-path').waitFor();
    expect(await page.getByTestId('path-length').textContent()).toMatch(/Trajet\s*:\s*\d/);
    await shot(page, 'sb-table-drag-1280');
    const logBefore = await page.locator('[data-testid=log] li').count();
    await page.getByTestId('sb-move').click();
    // The Move went through the server: logged with its rule, the base drawn at its new place, allowance spent.
    // (The bot's own moves may already have put SB-MOVE-2 lines in the log: wait for the base itself.)
    await expect
      .poll(
        async () => {
          const after = await page.getByTestId(`base-${id}`).boundingBox();
          return after === null ? 0 : Math.hypot(after.x - before!.x, after.y - before!.y);
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(20);
    await page.locator('[data-testid=log] li:has-text("SB-MOVE-2")').first().waitFor();
    expect(await page.getByTestId('path-length').textContent()).toMatch(/reste 4,8/);
    expect(await page.locator('[data-testid=log] li').count()).toBeGreaterThan(logBefore);
    expect(await page.locator('[data-testid=log]').textContent()).toMatch(/SB-MOVE/);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'sb-table-moved-1280');

    // The same table on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(200);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'sb-table-375');
    expect(errors).toEqual([]);
  });

  it('shows the reacting coach his window: two human seats, Home steps into reach, Away sees tackle and decline', async () => {
    const m = await createMatch(suite.app.url, {
      game: 'spark-ball',
      seats: [
        { kind: 'human', name: 'Ana' },
        { kind: 'human', name: 'Bea' },
      ],
    });
    const ctx = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [home, away] = [await ctx.newPage(), await ctx.newPage()];
    const errors: string[] = [];
    for (const [page, seat] of [
      [home, 0],
      [away, 1],
    ] as const) {
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(suite.app.url + m.seatPath(seat));
      await page.getByTestId('sb-pitch').waitFor();
    }
    // The pre-match on both tables, until Home may activate (Away passes if it plays first).
    for (let i = 0; ; i++) {
      expect(i).toBeLessThan(300);
      if ((await home.getByTestId('sb-pass').count()) > 0) break;
      if ((await away.getByTestId('sb-pass').count()) > 0) {
        await away.getByTestId('sb-pass').click();
        continue;
      }
      if (!(await answerOne(home)) && !(await answerOne(away))) await home.waitForTimeout(100);
    }
    // h-p1 stands at (3.5, 8.5), his Defender h-p5 at (3.5, 4), a-p1 at (3.5, 12.5): 2 in forward puts him
    // 1 in from a-p1's base, inside a tackle's 2 in reach.
    const box = async (id: string) => (await home.getByTestId(`base-${id}`).boundingBox())!;
    const [att, def] = [await box('h-p1'), await box('h-p5')];
    const perInch = Math.abs(att.y - def.y) / 4.5;
    await home.getByTestId('base-h-p1').click({ force: true });
    await home.getByTestId('path-length').waitFor();
    const from = { x: att.x + att.width / 2, y: att.y + att.height / 2 };
    const dir = def.y > att.y ? -1 : 1;
    await home.mouse.move(from.x, from.y);
    await home.mouse.down();
    await home.mouse.move(from.x, from.y + dir * perInch, { steps: 3 });
    await home.mouse.move(from.x, from.y + dir * 2 * perInch, { steps: 3 });
    await home.mouse.up();
    await home.getByTestId('sb-move').click();

    await away.getByTestId('sb-window').waitFor();
    expect(await away.getByTestId('sb-window').textContent()).toContain('se déplace');
    expect(await away.getByTestId('sb-tackle-a-p1').textContent()).toContain('Tacler avec #1');
    expect(await away.getByTestId('sb-decline').isVisible()).toBe(true);
    expect(await away.getByTestId('declared-step').count()).toBe(1);
    expect(await home.getByTestId('sb-window').textContent()).toContain('L’adversaire peut réagir');
    await shot(away, 'sb-window-1280');
    // In English: the same window, every word translated.
    await away.getByTestId('lang').click();
    await away.waitForFunction(`document.documentElement.lang === 'en'`);
    expect(await away.getByTestId('sb-window').textContent()).toContain('is moving: you may tackle him');
    expect(await away.getByTestId('sb-tackle-a-p1').textContent()).toContain('Tackle with #1');
    expect(await away.getByTestId('sb-decline').textContent()).toBe('Do not react');
    await shot(away, 'sb-window-1280-en');
    await away.getByTestId('lang').click();
    await away.waitForFunction(`document.documentElement.lang === 'fr'`);
    await away.setViewportSize({ width: 375, height: 812 });
    expect(await noHorizontalScroll(away)).toBe(true);
    await shot(away, 'sb-window-375');
    await away.getByTestId('sb-decline').click();
    await home.locator('[data-testid=log] li:has-text("SB-MOVE-2")').first().waitFor();
    expect(await away.getByTestId('sb-window').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('hot seat: both seats human, one page answers both coaches’ pre-match and plays the first phase', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(suite.app.url);
    await page.getByTestId('create-form').waitFor();
    await page.getByTestId('game').selectOption('spark-ball');
    await page.getByTestId('seat-1').selectOption('human');
    await page.getByTestId('create').click();
    await page.getByTestId('hotseat').click();
    await page.getByTestId('sb-pitch').waitFor();
    const roles = new Set<string>();
    for (let i = 0; i < 300 && (await page.getByTestId('sb-pass').count()) === 0; i++) {
      roles.add((await page.getByTestId('role').textContent()) ?? '');
      if (!(await answerOne(page))) await page.waitForTimeout(100);
    }
    // Both coaches answered their line-up and captain here.
    expect([...roles].sort()).toEqual(['Vous êtes Joueur 1', 'Vous êtes Joueur 2']);
    const who = (await page.getByTestId('role').textContent()) ?? '';
    await page.getByTestId('sb-pass').click();
    // The page turns to the other coach, whose phase it is now.
    await page.waitForFunction(
      `document.querySelector('[data-testid=role]')?.textContent !== ${JSON.stringify(who)}`,
    );
    expect(await page.getByTestId('sb-pass').count()).toBe(1);
    await shot(page, 'sb-hotseat-1280');
    expect(errors).toEqual([]);
  });
});
