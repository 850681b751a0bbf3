/**
 * OSOI saved armies and the battlefield editor in Chromium: a new account builds an army (its problems shown
 * live, and again by the server when saved invalid), saves it; draws a battlefield with a rectangle (drag) and
 * a polygon (clicked vertices), saves it; after a reload finds both again. French, at 1280×800 and 375×812.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../../src/server/server.ts';
import { Store } from '../../src/server/store/index.ts';
import { ensureWebBuilt } from '../../src/server/web.ts';
import { launch, noHorizontalScroll, shot } from './harness.ts';

let browser: Browser;
let server: Server;
let url: string;
let dir: string;

beforeAll(async () => {
  const dist = await ensureWebBuilt();
  if (dist === null) throw new Error('The web app did not build (see the log above).');
  dir = mkdtempSync(join(tmpdir(), 'arbitre-osoi-editor-'));
  const store = await Store.open({ db: join(dir, 'arbitre.sqlite') });
  server = await buildServer({ store, logger: false, webRoot: dist });
  server.app.addHook('onClose', () => store.close());
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The screen point of map point (x, y) metres on the editor's board (scrolled into view first). */
async function screenOf(page: Page, x: number, y: number): Promise<[number, number]> {
  await page.getByTestId('os-map-svg').scrollIntoViewIfNeeded();
  return page.evaluate(`(() => {
    const svg = document.querySelector('[data-testid="os-map-svg"]');
    const p = new DOMPoint(${x}, ${y}).matrixTransform(svg.getScreenCTM());
    return [p.x, p.y];
  })()`);
}

async function clickAt(page: Page, x: number, y: number): Promise<void> {
  const [sx, sy] = await screenOf(page, x, y);
  await page.mouse.click(sx, sy);
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, account: 'Cartographe' },
  { name: 'mobile', width: 375, height: 812, account: 'Arpenteuse' },
];

describe('OSOI saved armies and battlefield editor', () => {
  it.each(VIEWPORTS)(
    'OS-ARMY-7 OS-TERR-1 saves an army and a drawn battlefield, and finds both after a reload ($name)',
    async ({ name, width, height, account }) => {
      const context = await browser.newContext({ viewport: { width, height } });
      await context.addInitScript(`try { localStorage.setItem('arbitre.lang', 'fr'); } catch {}`);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      // Sign up, back to the army builder.
      await page.goto(`${url}/signup?next=${encodeURIComponent('/osoi/army')}`);
      await page.getByTestId('account-name-input').fill(account);
      await page.getByTestId('account-password').fill('cartes-et-listes-42');
      await page.getByTestId('account-submit').click();
      await page.waitForURL(`${url}/osoi/army`);
      await expect.poll(() => page.getByTestId('os-saved-armies').textContent()).toContain('Aucune liste');

      // An army over budget: the problem is shown live, and the server refuses it with every problem.
      const side = page.getByTestId('os-army-0');
      await side.locator('input').first().fill('Les Loups');
      await page.getByTestId('os-army-0-pick').selectOption('WEREWOLF');
      await page.getByTestId('os-army-0-add').click();
      await expect.poll(() => page.getByTestId('os-army-0-problems').textContent()).toContain('budget');
      await page.getByTestId('os-army-0-save').click();
      await expect.poll(() => page.getByTestId('refused').textContent()).toContain('Liste refusé');
      expect(await page.getByTestId('refused').locator('li').count()).toBe(1);
      if (name === 'desktop') await shot(page, 'osoi-army-refused-desktop');
      // Without the werewolf it is valid and saved.
      await page.getByTestId('os-army-0-unit-5').getByRole('button').click();
      await expect.poll(() => page.getByTestId('os-army-0-problems').count()).toBe(0);
      await page.getByTestId('os-army-0-save').click();
      await expect.poll(() => page.getByTestId('os-saved-notice').textContent()).toContain('Les Loups');
      await expect.poll(() => page.getByTestId('os-saved-armies-item').count()).toBe(1);
      expect(await page.getByTestId('os-saved-armies').textContent()).toContain('139 / 150 pts');
      expect(await noHorizontalScroll(page)).toBe(true);
      await shot(page, `osoi-army-saved-${name}`);

      // The battlefield editor: an empty table, a grove rectangle dragged, a swamp polygon clicked.
      await page.goto(`${url}/osoi/maps`);
      await page.getByTestId('os-map-from-empty').click();
      expect(await page.locator('[data-testid^="os-map-piece-"]').count()).toBe(0);
      await page.getByTestId('os-map-name').fill('Le Gué');
      await page.getByTestId('os-map-tool-rect').click();
      await page.getByTestId('os-map-type').selectOption('grove');
      const [ax, ay] = await screenOf(page, 6, 6);
      const [bx, by] = await screenOf(page, 18, 14);
      await page.mouse.move(ax, ay);
      await page.mouse.down();
      await page.mouse.move((ax + bx) / 2, (ay + by) / 2);
      await page.mouse.move(bx, by);
      await page.mouse.up();
      await expect.poll(() => page.locator('[data-testid^="os-map-piece-"]').count()).toBe(1);
      await page.getByTestId('os-map-tool-polygon').click();
      await page.getByTestId('os-map-type').selectOption('swamp');
      await clickAt(page, 32, 10);
      await clickAt(page, 44, 12);
      await clickAt(page, 38, 24);
      expect(await page.getByTestId('os-map-finish').textContent()).toContain('3 sommets');
      await clickAt(page, 32, 10);
      await expect.poll(() => page.locator('[data-testid^="os-map-piece-"]').count()).toBe(2);
      expect(await page.getByTestId('os-map-piece-0').getAttribute('data-type')).toBe('grove');
      expect(await page.getByTestId('os-map-piece-1').getAttribute('data-type')).toBe('swamp');
      await expect.poll(() => page.getByTestId('os-map-valid').count()).toBe(1);
      // A piece dragged off the table's width is refused by the problems list: make the table too narrow.
      await page.getByTestId('os-map-width').fill('30');
      await expect
        .poll(() => page.getByTestId('os-map-problems').textContent())
        .toContain('sort de la table');
      expect(await page.getByTestId('os-map-save').isDisabled()).toBe(true);
      await page.getByTestId('os-map-width').fill('60');
      await expect.poll(() => page.getByTestId('os-map-valid').count()).toBe(1);
      await page.getByTestId('os-map-save').click();
      await expect.poll(() => page.getByTestId('os-saved-notice').textContent()).toContain('Le Gué');
      expect(await noHorizontalScroll(page)).toBe(true);
      await shot(page, `osoi-map-drawn-${name}`);

      // After a reload: MAP-1 again on the board, and the saved map opens with both pieces.
      await page.reload();
      await expect.poll(() => page.getByTestId('os-saved-maps-item').count()).toBe(1);
      expect(await page.locator('[data-testid^="os-map-piece-"]').count()).toBe(6);
      await page.getByTestId('os-saved-maps-item').getByRole('button', { name: 'Ouvrir' }).click();
      await expect.poll(() => page.locator('[data-testid^="os-map-piece-"]').count()).toBe(2);
      expect(await page.getByTestId('os-map-name').inputValue()).toBe('Le Gué');
      expect(await page.getByTestId('os-map-piece-1').getAttribute('points')).toBe('32,10 44,12 38,24');
      // Select the swamp and delete it from the board.
      await page.getByTestId('os-map-tool-select').click();
      await clickAt(page, 38, 15);
      await expect.poll(() => page.getByTestId('os-map-selected').textContent()).toContain('Pièce 2');
      await page.getByTestId('os-map-delete').click();
      expect(await page.locator('[data-testid^="os-map-piece-"]').count()).toBe(1);

      // The lobby offers the signed-in creator's saved list and battlefield for a new battle.
      await page.goto(url);
      await page.getByTestId('game').selectOption('osoi');
      await page.getByTestId('os-saved').waitFor();
      const armyPick = page.getByTestId('os-saved-army-0');
      await expect
        .poll(() => armyPick.locator('option').allTextContents())
        .toContainEqual(expect.stringContaining('Les Loups'));
      expect(await page.getByTestId('os-saved-map').locator('option').allTextContents()).toContainEqual(
        expect.stringContaining('Le Gué'),
      );
      expect(await noHorizontalScroll(page)).toBe(true);
      await shot(page, `osoi-lobby-saved-${name}`);

      await page.goto(`${url}/osoi/army`);
      await expect.poll(() => page.getByTestId('os-saved-armies-item').count()).toBe(1);
      await page.getByTestId('os-saved-armies-item').getByRole('button', { name: 'Charger en B' }).click();
      await expect
        .poll(() => page.getByTestId('os-army-1').locator('input').first().inputValue())
        .toBe('Les Loups');
      await shot(page, `osoi-army-reloaded-${name}`);
      // Renamed in place, then deleted.
      const item = page.getByTestId('os-saved-armies-item');
      await item.locator('input').fill('Les Chiens');
      await item.getByRole('button', { name: 'Renommer' }).click();
      await expect.poll(() => page.getByTestId('os-saved-notice').textContent()).toContain('Les Chiens');
      expect(await page.getByTestId('os-army-1').locator('input').first().inputValue()).toBe('Les Chiens');
      await item.getByRole('button', { name: 'Supprimer' }).click();
      await expect.poll(() => page.getByTestId('os-saved-armies-item').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
