/**
 * Moves by destination (issue 9) in Chromium: hovering a square four steps away draws the path, one click sends
 * it as four `step` inputs, one per update; at 375×812 the zoomed pit's squares are at least 44 px, and a first
 * tap draws a path, a second one sends it.
 */
import { describe, expect, it } from 'vitest';
import { browserSuite, shot, createMatch } from './harness.ts';

const suite = browserSuite();

const PAD = 22;
const CELL = 40;

describe('moves by destination on the Piss’ Squig table', () => {
  it('hover draws the path, one click moves four squares with four inputs; the zoomed pit has 44 px squares', async () => {
    const created = await createMatch(suite.app.url, {
      game: 'piss-squig',
      options: { players: 2, firstPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
    });
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const acts: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framesent', (f) => {
        const text = typeof f.payload === 'string' ? f.payload : f.payload.toString();
        if (text.includes('"t":"act"')) acts.push(text);
      }),
    );
    await page.goto(`${suite.app.url}${created.seatPath(0)}`);
    await page.locator('[data-testid=actions] button[data-action=move]').click();
    const far = page.locator('[data-testid^=reach-][data-steps="4"]').first();
    await far.waitFor();
    const id = (await far.getAttribute('data-testid'))!;
    const [, tx, ty] = id.split('-').map(Number) as [unknown, number, number];
    const before = acts.length;
    await far.hover();
    const path = page.getByTestId('path');
    await path.waitFor();
    expect(await path.getAttribute('data-steps')).toBe('4');
    expect(await page.locator('[data-testid^=path-step-]').count()).toBe(4);
    expect(await page.getByTestId('path-summary').textContent()).toMatch(/4/);
    await shot(page, 'piss-squig-paths-1280');
    // Escape puts the path away; hovering again draws it
    await page.keyboard.press('Escape');
    await path.waitFor({ state: 'detached' });
    await page.mouse.move(5, 5);
    await far.hover();
    await path.waitFor();
    await far.click();
    await page.getByTestId('path-note').waitFor();
    expect(await page.getByTestId('path-note').textContent()).toMatch(/arriv/i);
    const step = acts.slice(before).filter((a) => a.includes('"type":"step"'));
    expect(step.length).toBe(4);
    const c = page.locator('[data-testid=goblin-0] circle').last();
    const gx = (Number(await c.getAttribute('cx')) - PAD - CELL / 2) / CELL;
    const gy = (Number(await c.getAttribute('cy')) - PAD - CELL / 2) / CELL;
    expect([gx, gy]).toEqual([tx, ty]);
    await shot(page, 'piss-squig-paths-arrived');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('zoom-toggle').click();
    await page.waitForTimeout(100);
    const box = await page.locator('rect.sq').first().boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    const wrap = await page.getByTestId('pit-wrap').boundingBox();
    expect(wrap!.width).toBeLessThanOrEqual(375);
    // a touch screen: the first tap draws the path and sends nothing, the second tap sends it (the 2 MP left)
    const near = page.locator('[data-testid^=reach-][data-steps="2"]').first();
    const sent = acts.length;
    await near.tap();
    await page.getByTestId('path-summary').waitFor();
    expect(acts.length).toBe(sent);
    await shot(page, 'piss-squig-paths-375-zoomed');
    await near.tap();
    await expect.poll(() => acts.slice(sent).filter((a) => a.includes('"type":"step"')).length).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
