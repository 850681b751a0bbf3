/**
 * The Piss' Squig board's coordinates in Chromium (issue 9): columns and rows labelled along the top and left
 * edges in the log's notation, readable at 1280×800 and 375×812 (the zoomed pit also labels each square), never
 * taking a tap; after a move the log's square is the one the labels give. Screenshots in French and English.
 */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pissSquig } from '../../src/games/piss-squig/index.ts';
import { Table } from '../../src/games/piss-squig/testing.ts';
import type { PSView } from '../../src/games/piss-squig/view.ts';
import { browserSuite, noHorizontalScroll, shot, createMatch } from './harness.ts';

// Loaded by path so that the Node typecheck does not take in browser-only modules.
const BOARD = '../../web/src/components/PissSquig.tsx';
const I18N = '../../web/src/i18n.ts';

const suite = browserSuite();

const PAD = 22;
const CELL = 40;

/** The label's height on screen, and whether the element under its centre belongs to the labels. */
async function labelBox(
  page: Page,
  id: string,
): Promise<{ height: number; takesTap: boolean; visible: boolean }> {
  const box = (await page.getByTestId(id).boundingBox())!;
  const takesTap = await page.evaluate<boolean>(
    `document.elementFromPoint(${box.x + box.width / 2}, ${box.y + box.height / 2})?.closest('.coords') != null`,
  );
  const wrap = (await page.getByTestId('pit-wrap').boundingBox())!;
  const visible = box.x >= wrap.x - 1 && box.x + box.width <= wrap.x + wrap.width + 1;
  return { height: box.height, takesTap, visible };
}

describe('coordinates on the Piss’ Squig board', () => {
  it('labels the edges as the log names squares, readable on a desktop and a phone, without taking taps', async () => {
    const created = await createMatch(suite.app.url, {
      game: 'piss-squig',
      options: { players: 2, firstPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
    });
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.app.url}${created.seatPath(0)}`);
    await page.locator('[data-testid=actions] button[data-action=move]').click();
    for (let i = 0; i < 13; i++) {
      expect(await page.getByTestId(`col-${i}`).textContent()).toBe(String(i + 1));
      expect(await page.getByTestId(`row-${i}`).textContent()).toBe(String(i + 1));
    }
    for (const id of ['col-0', 'col-12', 'row-6']) {
      const b = await labelBox(page, id);
      expect(b.height, id).toBeGreaterThanOrEqual(11);
      expect(b.takesTap, id).toBe(false);
    }

    // Move by destination, then read the log: its arrival square is the column's and the row's labels.
    const far = page.locator('[data-testid^=reach-][data-steps="4"]').first();
    await far.waitFor();
    await far.hover();
    await page.getByTestId('path').waitFor();
    await shot(page, 'piss-squig-board-fr-1280');
    await far.click();
    await page.getByTestId('path-note').waitFor();
    const c = page.locator('[data-testid=goblin-0] circle').last();
    const gx = (Number(await c.getAttribute('cx')) - PAD - CELL / 2) / CELL;
    const gy = (Number(await c.getAttribute('cy')) - PAD - CELL / 2) / CELL;
    const square = `(${await page.getByTestId(`col-${gx}`).textContent()},${await page.getByTestId(`row-${gy}`).textContent()})`;
    const moves = await page
      .locator('[data-testid=log] li')
      .filter({ hasText: /gobelin 1 va / })
      .allTextContents();
    expect(moves.at(-1)).toContain(`à la case ${square}`);

    await page.getByTestId('lang').click();
    await page.waitForFunction(`document.documentElement.lang === 'en'`);
    const movesEn = await page
      .locator('[data-testid=log] li')
      .filter({ hasText: /Goblin 1 steps / })
      .allTextContents();
    expect(movesEn.at(-1)).toContain(`to square ${square}`);
    await shot(page, 'piss-squig-board-en-1280');

    // The phone: the whole pit keeps its labels; the zoomed pit scrolls, so each square carries its own.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    for (const id of ['col-0', 'col-12', 'row-12']) {
      const b = await labelBox(page, id);
      expect(b.height, id).toBeGreaterThanOrEqual(7);
      expect(b.visible, id).toBe(true);
      expect(b.takesTap, id).toBe(false);
    }
    await shot(page, 'piss-squig-board-en-375');
    await page.getByTestId('lang').click();
    await page.waitForFunction(`document.documentElement.lang === 'fr'`);
    await shot(page, 'piss-squig-board-fr-375');
    await page.getByTestId('zoom-toggle').click();
    await page.waitForTimeout(100);
    expect(await page.locator('.coord-sq').count()).toBe(169);
    expect(await page.locator('.coord-sq').first().textContent()).toBe('1,1');
    const sqLabel = (await page
      .locator('.coord-sq')
      .nth(13 * 6 + 6)
      .boundingBox())!;
    expect(sqLabel.height).toBeGreaterThanOrEqual(8);
    await shot(page, 'piss-squig-board-fr-375-zoomed');
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('draws the Squig on the square it enters while a Pisse rapide is pending, a dashed trace on the old one', async () => {
    const { PissSquigBoard } = (await import(BOARD)) as {
      PissSquigBoard: (p: { view: PSView; legal: unknown[]; onAct?: (a: unknown) => void }) => null;
    };
    const { default: i18n } = (await import(I18N)) as {
      default: { changeLanguage: (l: string) => Promise<unknown> };
    };
    // Side 0 sends the Squig from (6,6) north; the die says (6,5); goblin 2 at (6,4) has Pisse rapide.
    const t = Table.of({
      goblins: [{ at: [1, 10] }, { at: [6, 4], skills: ['pisseRapide'] }],
      squig: [6, 6],
    });
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    const css = readFileSync(new URL('../../web/src/style.css', import.meta.url), 'utf8');
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (const lang of ['fr', 'en'] as const) {
      await i18n.changeLanguage(lang);
      const html = renderToStaticMarkup(
        createElement(PissSquigBoard, { view: pissSquig.view(t.s, 1), legal: t.legal(1), onAct: () => {} }),
      );
      await page.setContent(`<!doctype html><style>${css}</style><main style="width:700px">${html}</main>`);
      const body = (await page.getByTestId('squig').locator('rect').boundingBox())!;
      const trace = (await page.getByTestId('squig-trace').locator('rect').boundingBox())!;
      // the Squig's centre one square north of its trace's (a square: the pit's width over its 13 squares, fence and labels)
      const pit = (await page.locator('svg.pit').boundingBox())!;
      const cellPx = (pit.width * CELL) / (13 * CELL + 2 * PAD + 20);
      const mid = (b: { x: number; y: number; width: number; height: number }) => [
        b.x + b.width / 2,
        b.y + b.height / 2,
      ];
      const [bx, by] = mid(body);
      const [tx, ty] = mid(trace);
      expect(Math.abs(tx! - bx!)).toBeLessThan(1);
      expect(Math.abs(ty! - by! - cellPx)).toBeLessThan(1);
      await shot(page, `piss-squig-board-quick-${lang}-1280`);
    }
    await page.close();
  });
});
