/**
 * The table as a game (issue 9) in Chromium: conceding asks first (cancel keeps the match, confirm ends it),
 * the your-turn banner and title, the referee's dice pad refusing a letter in French before anything is
 * sent, 44 px touch targets and the log drawer at 375×812, and Pillards' pending decision above the fiefs on
 * a phone. Screenshots at 1280×800 and 375×812.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, noHorizontalScroll, shot } from './harness.ts';

const suite = browserSuite();

interface Created {
  id: string;
  seats: { seat: number; link?: string }[];
  referee?: { link: string };
}

/** Creates a match through the API (seat 0 human, seat 1 a bot). */
async function create(body: Record<string, unknown>): Promise<Created> {
  const res = await fetch(`${suite.app.url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as Created;
}

const link = (path: string) => (path.startsWith('http') ? path : `${suite.app.url}${path}`);

/** Until seat 0 may concede (D-ACTION): enters its goblin on the first square offered. */
async function untilConcede(page: Page): Promise<void> {
  const concede = page.locator('[data-testid=actions] button[data-action=concede]');
  for (let i = 0; i < 40 && (await concede.count()) === 0; i++) {
    const square = page.locator('[data-testid^=sq-]');
    if ((await page.getByTestId('your-turn').count()) > 0 && (await square.count()) > 0) {
      const n = await page.locator('[data-testid=log] li').count();
      await square.first().click({ force: true });
      await page
        .waitForFunction(`document.querySelectorAll('[data-testid=log] li').length > ${n}`, undefined, {
          timeout: 3000,
        })
        .catch(() => undefined);
    } else {
      await page.waitForTimeout(100);
    }
  }
  await concede.waitFor({ timeout: 5000 });
}

/** Buttons and fields shown on the page (rule IDs aside) lower than 44 px, by their text. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(`[...document.querySelectorAll('.page button:not(.rule-id), .page input:not([type=checkbox]), .page select, dialog[open] button')]
    .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
    .filter((el) => el.getBoundingClientRect().height < 44)
    .map((el) => (el.textContent || el.getAttribute('aria-label') || el.tagName).trim() + ' ' + Math.round(el.getBoundingClientRect().height))`);
}

describe('the table as a game', () => {
  it('asks before conceding, says whose turn it is, and fits a phone', async () => {
    const m = await create({
      game: 'piss-squig',
      options: { players: 2, maxRounds: 5 },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
    });
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const frames: string[] = [];
    page.on('websocket', (ws) => ws.on('framesent', (f) => frames.push(String(f.payload))));
    await page.goto(link(m.seats[0]!.link!));
    await page.locator('svg.pit').waitFor();
    expect(await page.getByTestId('role').textContent()).toBe('Vous êtes Joueur 1');

    // Your turn: a banner and the page's title.
    await page.getByTestId('your-turn').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('your-turn').textContent()).toBe('À vous !');
    expect(await page.title()).toBe('À vous ! — Arbitre');
    expect(await page.getByTestId('final-note').textContent()).toContain('définitive');
    // The beep: off by default, one click turns it on, and the page remembers it.
    expect(await page.getByTestId('sound').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('sound').click();
    expect(await page.getByTestId('sound').textContent()).toBe('Son quand c’est à vous : oui');
    expect(await page.evaluate(`localStorage.getItem('arbitre.sound')`)).toBe('1');
    await untilConcede(page);
    await shot(page, 'table-your-turn-1280');

    // Concede, then change one's mind: nothing is sent, the match goes on.
    frames.length = 0;
    const logBefore = await page.locator('[data-testid=log] li').count();
    await page.locator('[data-testid=actions] button[data-action=concede]').click();
    const dialog = page.getByTestId('confirm');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('définitif');
    // The focus is inside, on "No" (keyboard: Enter keeps playing, Escape too).
    expect(await page.evaluate(`document.activeElement?.dataset.testid`)).toBe('confirm-no');
    await shot(page, 'table-concede-confirm-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-testid=actions] button[data-action=concede]').click();
    await page.getByTestId('confirm-no').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(frames.filter((f) => f.includes('concede'))).toEqual([]);
    expect(await page.locator('[data-testid=log] li').count()).toBe(logBefore);
    expect(await page.getByTestId('status').textContent()).not.toMatch(/^Partie terminée/);

    // Phone: every button to tap is 44 px tall, the log is a closed drawer, nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await page.getByTestId('log').isVisible()).toBe(false);
    expect(await smallTargets(page)).toEqual([]);
    // The buttons of the decision come before the pit.
    const actionsY = (await page.getByTestId('actions').boundingBox())!.y;
    const pitY = (await page.locator('svg.pit').boundingBox())!.y;
    expect(actionsY).toBeLessThan(pitY);
    await shot(page, 'table-your-turn-375');
    await page.getByTestId('log-toggle').click();
    expect(await page.getByTestId('log').isVisible()).toBe(true);
    expect(await page.getByTestId('log-toggle').textContent()).toMatch(/^Journal \(\d+ lignes?\)/);
    await page.locator('[data-testid=actions] button[data-action=concede]').click();
    expect(await smallTargets(page)).toEqual([]);
    await shot(page, 'table-concede-confirm-375');

    // The log's numbers keep every digit: the markers' column fits "1000." once there are 1000 lines.
    const fits = await page.evaluate(`(() => {
      const log = document.querySelector('[data-testid=log]');
      log.style.setProperty('--digits', '4');
      const probe = document.createElement('span');
      probe.textContent = '1000. ';
      probe.style.font = getComputedStyle(log).font;
      probe.style.fontVariantNumeric = 'tabular-nums';
      document.body.appendChild(probe);
      const ok = probe.getBoundingClientRect().width <= parseFloat(getComputedStyle(log).paddingLeft);
      probe.remove();
      log.style.setProperty('--digits', String(String(log.children.length).length));
      return ok;
    })()`);
    expect(fits).toBe(true);

    // Confirm: the match is over.
    await page.getByTestId('confirm-yes').click();
    await page.waitForFunction(
      `/^Partie terminée/.test(document.querySelector('[data-testid=status]')?.textContent ?? '')`,
    );
    expect(frames.filter((f) => f.includes('concede')).length).toBe(1);
    expect(await page.getByTestId('your-turn').count()).toBe(0);
    expect(await page.title()).not.toContain('À vous');

    // The replay names the seats as the table did.
    await page.getByRole('link', { name: 'Revoir la partie' }).click();
    await page.getByTestId('replay-viewer').waitFor();
    expect(await page.getByTestId('replay-viewer').locator('option').allTextContents()).toEqual([
      expect.any(String),
      'Joueur 1',
      'Bot 2',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('checks the referee’s dice in the pad before sending them', async () => {
    const m = await create({
      game: 'piss-squig',
      options: { players: 2, maxRounds: 5 },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
      dice: 'referee',
    });
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 812 } });
    const frames: string[] = [];
    page.on('websocket', (ws) => ws.on('framesent', (f) => frames.push(String(f.payload))));
    await page.goto(link(m.referee!.link));
    await page.getByTestId('faces').waitFor();
    expect(await page.getByTestId('your-turn').textContent()).toBe('À vous : saisissez les dés');
    await page.getByTestId('faces').fill('a 3');
    await page.getByTestId('faces').press('Enter');
    const problem = page.getByTestId('dice-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toBe(
      'Dé 1 (2d6) : « a » n’est pas une face ; tapez un chiffre de 1 à 6.',
    );
    await page.getByTestId('faces').fill('4');
    await page.getByTestId('faces').press('Enter');
    expect(await problem.textContent()).toBe('2d6 : tapez 2 faces, une par dé ; vous en avez tapé 1.');
    await page.waitForTimeout(200);
    expect(frames.filter((f) => f.includes('"dice"'))).toEqual([]);
    expect(await page.getByTestId('refused').count()).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    await shot(page, 'table-dice-pad-375');

    // English, then faces that fit ("65": one digit per die).
    await page.getByTestId('lang').click();
    await page.getByTestId('faces').fill('x');
    await page.getByTestId('faces').press('Enter');
    expect(await problem.textContent()).toBe('Die 1 (2d6): "x" is not a face; type a digit from 1 to 6.');
    expect(await page.getByTestId('your-turn').textContent()).toBe('Your turn: type in the dice');
    await shot(page, 'table-dice-pad-375-en');
    const before = await page.locator('[data-testid=log] li').count();
    await page.getByTestId('faces').fill('65');
    await page.getByTestId('faces').press('Enter');
    await page.waitForFunction(`document.querySelectorAll('[data-testid=log] li').length > ${before}`);
    expect(frames.filter((f) => f.includes('"dice"')).length).toBe(1);
    await page.close();
  });

  it('shows Pillards’ pending decision above the fiefs on a phone', async () => {
    const m = await create({
      game: 'pillards',
      options: { players: 3, humans: [0] },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'greedy' }, { kind: 'bot', level: 'greedy' }],
    });
    const page = await suite.browser.newPage({
      viewport: { width: 375, height: 812 },
      permissions: ['notifications'],
    });
    await page.goto(link(m.seats[0]!.link!));
    await page.getByTestId('ready').waitFor();
    // Notifications: off by default; turning them on asks the browser (granted here) and is remembered.
    expect(await page.getByTestId('notify').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('notify').click();
    await page.waitForFunction(
      `document.querySelector('[data-testid=notify]').getAttribute('aria-pressed') === 'true'`,
    );
    expect(await page.evaluate(`localStorage.getItem('arbitre.notify')`)).toBe('1');
    const y = async (sel: string) => (await page.locator(sel).first().boundingBox())!.y;
    expect(await y('[data-testid=ready]')).toBeLessThan(await y('[data-testid=fief-0]'));
    expect(await page.getByTestId('fief-0').locator('h3').textContent()).toContain('Fief de Joueur 1');
    expect(await smallTargets(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'table-pillards-negotiation-375');
    await page.getByTestId('ready').click();
    await page.getByTestId('sheet').waitFor();
    expect(await y('[data-testid=sheet]')).toBeLessThan(await y('[data-testid=fief-0]'));
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'table-pillards-sheet-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'table-pillards-sheet-1280');

    // The lobby names the seats as the table does.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(suite.app.url);
    await page.getByTestId('create-form').waitFor();
    expect(await page.getByTestId('create-form').textContent()).toContain('Joueur 1');
    expect(await page.getByTestId('create-form').textContent()).not.toContain('Siège 0');
    await shot(page, 'table-lobby-375');
    await page.close();
  });
});
