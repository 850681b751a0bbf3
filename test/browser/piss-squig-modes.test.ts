/**
 * Piss' Squig doubles and four-player in Chromium: created from the lobby's mode choice (with a skill and a
 * trait given to seat 0's goblins), played a few turns by clicking; figure tags, the reserve, skills and
 * traits in the sides panel and tooltips, buttons grouped by goblin in four-player `perPlayer`; screenshots
 * at 1280×800 and 375×812 without horizontal scroll.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, noHorizontalScroll, shot, createMatch } from './harness.ts';

const suite = browserSuite();

/** Creates a Piss' Squig match from the lobby in `mode` and opens seat 0's table. */
async function create(page: Page, mode: 'doubles' | 'four', setup: (p: Page) => Promise<void>) {
  await page.goto(suite.app.url);
  await page.getByTestId('create-form').waitFor();
  await page.getByTestId('game').selectOption('piss-squig');
  await page.getByTestId(`ps-mode-${mode}`).check();
  await setup(page);
  await page.getByTestId('create').click();
  await page.getByTestId('created').waitFor();
  await page.getByTestId('play-0').click();
  await page.waitForURL(/\/(match|m)\/.+token=/);
  await page.locator('svg.pit').waitFor();
  await page.getByTestId('ps-sides').waitFor();
}

/**
 * Clicks `target` unless it went away meanwhile (the turn passed, the panel re-rendered): a click that cannot
 * land within 2 s is no click, and the caller looks again.
 */
async function tryClick(target: ReturnType<Page['locator']>, force = false): Promise<boolean> {
  try {
    await target.click({ timeout: 2000, force });
    return true;
  } catch {
    return false;
  }
}

/** One click: an action button, else a highlighted square, else a clickable goblin, else ending buttons. */
async function playOne(page: Page): Promise<boolean> {
  for (const wanted of ['care', 'advance', 'piss', 'move', 'climb', 'reroll', 'follow']) {
    const b = page.locator(`[data-testid=actions] button[data-action=${wanted}]`);
    if ((await b.count()) > 0) {
      return tryClick(b.first());
    }
  }
  const square = page.locator('[data-testid^=sq-]');
  const n = await square.count();
  if (n > 0) {
    return tryClick(square.nth(Math.floor(Math.random() * n)), true);
  }
  const target = page.locator('g.goblin.clickable');
  if ((await target.count()) > 0) {
    return tryClick(target.first(), true);
  }
  for (const wanted of ['end', 'stop', 'noReroll', 'stay', 'decline', 'pass']) {
    const b = page.locator(`[data-testid=actions] button[data-action=${wanted}]`);
    if ((await b.count()) > 0) {
      return tryClick(b.first());
    }
  }
  return false;
}

/** Clicks and waits for the server's answer (the log grows). */
async function click(page: Page, target: ReturnType<Page['locator']>) {
  const inputs = await page.locator('[data-testid=log] li').count();
  await target.click({ force: true });
  await page.waitForFunction(
    `document.querySelectorAll('[data-testid=log] li').length > ${inputs}`,
    undefined,
    {
      timeout: 5000,
    },
  );
}

async function play(page: Page, clicks: number) {
  for (let i = 0; i < clicks; i++) {
    const status = (await page.getByTestId('status').textContent()) ?? '';
    if (status.startsWith('Partie terminée')) return;
    const inputs = await page.locator('[data-testid=log] li').count();
    if (!(await playOne(page))) {
      await page.waitForTimeout(50);
      continue;
    }
    await page
      .waitForFunction(
        `document.querySelectorAll('[data-testid=log] li').length > ${inputs} ||
         document.querySelector('[data-testid=refused]') !== null`,
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
  }
}

describe('Piss’ Squig doubles and four-player in the browser', () => {
  it('doubles from the lobby: figure tags, the reserve, skills and traits; a few turns played', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await create(page, 'doubles', async (p) => {
      await p.getByTestId('seat-1').selectOption('random');
      await p.locator('[data-testid=ps-mode] details summary').click();
      await p.locator('[data-testid=ps-skills-0] input[value=tacle]').check();
      await p.locator('[data-testid=ps-skills-0] input[value=bond]').check();
      await p.locator('[data-testid=ps-skills-0] input[value=lucidite]').check();
      expect(await noHorizontalScroll(p)).toBe(true);
      await shot(p, 'lobby-ps-doubles-1280');
    });
    // Figure 1 of each team in the pit, figure 2 in the reserve.
    expect(await page.getByTestId('goblin-0').getAttribute('data-tag')).toBe('1·1');
    expect(await page.getByTestId('goblin-0').getAttribute('data-skills')).toBe('lucidite tacle bond');
    expect(await page.locator('[data-testid=goblin-0] title').textContent()).toContain('Traits : Bond');
    expect(await page.locator('[data-testid=goblin-0] title').textContent()).toContain(
      'en réserve : Gobelin 1·2',
    );
    expect(await page.getByTestId('goblin-1').count()).toBe(0);
    expect(await page.getByTestId('gob-state-1').textContent()).toContain('Gobelin 1·2 en réserve');
    expect(await page.locator('[data-testid=gob-state-0] [data-skill]').allTextContents()).toEqual([
      'Lucidité',
      'Tacle',
      'BondT',
    ]);
    expect(await page.locator('[data-testid=gob-state-0] .chip.trait').count()).toBe(1);
    expect(await page.getByTestId('ps-sides').textContent()).toContain('en double');

    // Lucidité: once the 6 MP are spent, the extra steps are yellow squares and the hint says a 2+ roll follows.
    await page.locator('[data-testid=actions] button[data-action=move]').waitFor({ timeout: 15_000 });
    await click(page, page.locator('[data-testid=actions] button[data-action=move]'));
    for (let i = 0; i < 6; i++) await click(page, page.locator('[data-kind=step]').first());
    expect(await page.locator('[data-kind=gfi]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('actions').textContent()).toContain('un jet de 2+ suit');
    await shot(page, 'piss-squig-lucidite-1280');
    await play(page, 25);
    expect(await page.locator('[data-testid=log] li').count()).toBeGreaterThan(5);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'piss-squig-doubles-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'piss-squig-doubles-375');
    // English: the reserve in English.
    await page.getByTestId('lang').click();
    await page.waitForFunction(`document.documentElement.lang === 'en'`);
    expect(await page.getByTestId('ps-sides').textContent()).toContain('in reserve');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('four-player perPlayer: the player sees which figure acts (buttons grouped by goblin)', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 812 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await create(page, 'four', async (p) => {
      expect(await p.getByTestId('players').inputValue()).toBe('4');
      await p.getByTestId('ps-turns').selectOption('perPlayer');
      for (const s of [1, 2, 3]) await p.getByTestId(`seat-${s}`).selectOption('random');
      expect(await noHorizontalScroll(p)).toBe(true);
      await shot(p, 'lobby-ps-four-375');
    });
    expect(await page.getByTestId('goblin-1').getAttribute('data-tag')).toBe('1·2');
    expect(await page.getByTestId('goblin-7').getAttribute('data-tag')).toBe('4·2');
    expect(await page.getByTestId('ps-sides').textContent()).toContain('à quatre');
    // Seat 0's (Joueur 1's) D-ACTION: one group of buttons per goblin, headed by its name.
    await page.locator('[data-testid=actions] .by-goblin').first().waitFor({ timeout: 15_000 });
    const heads = await page.locator('[data-testid=actions] .by-goblin .group-head').allTextContents();
    expect(heads).toEqual(['Gobelin 1·1 :', 'Gobelin 1·2 :']);
    expect(
      await page
        .locator('[data-testid=actions] .by-goblin[data-goblin="1"] button[data-action=move]')
        .count(),
    ).toBe(1);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'piss-squig-four-375');
    await page.locator('[data-testid=actions] .by-goblin[data-goblin="1"] button[data-action=move]').click();
    await play(page, 10);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'piss-squig-four-1280');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a career match: the post-match panel reports each goblin (XP, level, gold, injury, status)', async () => {
    const created = await createMatch(suite.app.url, {
      game: 'piss-squig',
      options: {
        players: 2,
        maxRounds: 5,
        campaign: 'ligue-test',
        goblins: [
          { name: 'Zob', skills: ['tacle'], career: { id: 'zob', xp: 5, gold: 40000 } },
          { name: 'Bite', career: { id: 'bite', xp: 0, gold: 0 } },
        ],
      },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
      dice: 'seeded',
    });
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.app.url}${created.seatPath(0)}`);
    await page.locator('svg.pit').waitFor();
    expect(await page.getByTestId('gob-state-0').textContent()).toContain('Zob (1)');
    await play(page, 400);
    await page.getByTestId('career-report').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('status').textContent()).toMatch(/^Partie terminée/);
    const zob = page.getByTestId('pm-0');
    const text = (await zob.textContent()) ?? '';
    expect(text).toMatch(/^Zob \(1\) · (continue|retraite|mort)/);
    expect(text).toMatch(/XP 5 \+ \d+ = \d+/);
    expect(text).toMatch(/Niveau (Touche-pipi|Tripoteur expérimenté|Vétéran de la prostate)/);
    expect(text).toMatch(/40\s000 PO/);
    expect(Number(await zob.getByTestId('report-xp').getAttribute('data-xp'))).toBeGreaterThanOrEqual(5);
    expect(await page.locator('[data-testid=career-report] li[data-goblin=Bite]').textContent()).toContain(
      'Bite (2)',
    );
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'piss-squig-career-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'piss-squig-career-375');
    expect(errors).toEqual([]);
    await page.close();
  });
});
