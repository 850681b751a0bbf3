/**
 * "Et si… ? / What if…?" (issue 13) in Chromium: a spectator of a Piss' Squig match opens the panel, picks the
 * deciding player's Saut (PS-SK-5, 4+, with Pro) and sees the outcome tree with exact probabilities; the player
 * sees the same from its own table, in English; at 1280×800 and 375×812.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, createMatch, noHorizontalScroll, shot } from './harness.ts';

const suite = browserSuite();

/** The panel's input list: picks the option whose text contains `text`. */
async function pick(page: Page, text: string): Promise<void> {
  const select = page.getByTestId('whatif-input');
  await select.waitFor();
  const labels = await select.locator('option').allTextContents();
  const i = labels.findIndex((l) => l.includes(text));
  expect(i, `${text} in ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
  await select.selectOption(String(i));
}

describe('the What if panel', () => {
  it('a spectator picks a Saut and sees its tree: 1/2 at once, Pro taken on a failure, 5/8 in all', async () => {
    const created = await createMatch(suite.app.url, {
      game: 'piss-squig',
      options: { players: 2, firstPlayer: 0, goblins: [{ skills: ['saut', 'pro'] }, {}] },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const player = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    player.on('pageerror', (e) => errors.push(e.message));
    await player.goto(`${suite.app.url}${created.seatPath(0)}`);
    await player.locator('[data-testid=actions] button[data-action=move]').click();
    await player.getByTestId('odds-2-2').waitFor();

    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.app.url}/m/${created.id}`);
    await page.getByTestId('whatif-open').click();
    // the spectator gets the deciding seat's inputs from the server
    await pick(page, 'Saut (2, 2)');
    await page.getByTestId('whatif-policy-always').check();
    await page.getByTestId('whatif-compute').click();
    const tree = page.getByTestId('whatif-tree');
    await tree.waitFor();
    // the Saut (PS-SK-5, 4+): 1/2; on a failure Pro is taken (PS-SK-4, 4+), then the Saut again
    const first = tree.locator('[data-testid=wi-roll]').first();
    expect(await first.getAttribute('data-rule')).toBe('PS-SK-5');
    expect(await first.locator(':scope > .wi-roll-head').textContent()).toContain('4+');
    const branches = await first
      .locator(
        ':scope > ul > li > [data-testid=wi-branch], :scope > ul > li > details > summary > [data-testid=wi-branch]',
      )
      .allTextContents();
    expect(branches.some((b) => b.includes('Réussite') && b.includes('50\u00a0%') && b.includes('1/2'))).toBe(
      true,
    );
    expect(branches.some((b) => b.includes('Échec') && b.includes('1/2'))).toBe(true);
    expect(await tree.getByTestId('wi-offer').first().textContent()).toContain('prise');
    expect(await tree.locator('[data-rule=PS-SK-4]').count()).toBeGreaterThan(0);
    // where it ends: still standing (seat 0 decides again) 5/8, down 3/8
    const ends = await page.getByTestId('whatif-ends').locator('li').allTextContents();
    expect(ends.join(' | ')).toContain('5/8');
    expect(ends.join(' | ')).toContain('3/8');
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'what-if-spectator-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.getByTestId('whatif').scrollIntoViewIfNeeded();
    await shot(page, 'what-if-spectator-375');

    // the player, in English, on its own decision (its inputs that roll are marked)
    await player.getByRole('button', { name: 'English' }).click();
    await player.getByTestId('whatif-open').click();
    await pick(player, 'Leap (2, 2)');
    await player.getByTestId('whatif-policy-never').check();
    await player.getByTestId('whatif-compute').click();
    await player.getByTestId('whatif-tree').waitFor();
    const playerEnds = await player.getByTestId('whatif-ends').locator('li').allTextContents();
    // never: no Pro, 1/2 and 1/2
    expect(playerEnds.join(' | ')).toContain('1/2');
    expect(await player.getByTestId('whatif-tree').getByTestId('wi-offer').first().textContent()).toContain(
      'declined',
    );
    await player.setViewportSize({ width: 375, height: 812 });
    await player.waitForTimeout(100);
    expect(await noHorizontalScroll(player)).toBe(true);
    await player.getByTestId('whatif').scrollIntoViewIfNeeded();
    await shot(player, 'what-if-player-375-en');
    expect(errors).toEqual([]);
    await page.close();
    await player.close();
  });
});
