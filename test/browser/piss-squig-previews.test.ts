/**
 * Risk before commitment (issue 9) in Chromium: a highlighted square whose step starts a roll shows its
 * target and exact chance (here a Saut, PS-SK-5, 4+: 50 %, 63 % with Pro), at 1280×800 and 375×812.
 */
import { describe, expect, it } from 'vitest';
import { browserSuite, noHorizontalScroll, shot, createMatch } from './harness.ts';

const suite = browserSuite();

describe('previews on the Piss’ Squig table', () => {
  it('a Saut square shows 4+, its chance and the chance with Pro; the tooltip gives the exact fractions', async () => {
    const created = await createMatch(suite.app.url, {
      game: 'piss-squig',
      options: { players: 2, firstPlayer: 0, goblins: [{ skills: ['saut', 'pro'] }, {}] },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
    });
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.app.url}${created.seatPath(0)}`);
    await page.locator('[data-testid=actions] button[data-action=move]').click();
    const odds = page.getByTestId('odds-2-2');
    await odds.waitFor();
    // 1/2, and 1/2 + 1/2 × 1/2 (ROLL-PRO 4+) × 1/2 = 5/8 with Pro
    expect(await odds.textContent()).toBe('4+50\u202f%\u21bb63\u202f%');
    expect(await page.getByTestId('sq-2-2').getAttribute('data-kind')).toBe('jump');
    const title = await page.locator('[data-testid=sq-2-2] title').textContent();
    expect(title).toContain('PS-SK-5');
    expect(title).toContain('1/2');
    expect(title).toContain('5/8');
    // an ordinary step out of no tackle zone starts no roll: no figure on it
    expect(await page.getByTestId('odds-1-1').count()).toBe(0);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'piss-squig-previews-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'piss-squig-previews-375');
    expect(errors).toEqual([]);
    await page.close();
  });
});
