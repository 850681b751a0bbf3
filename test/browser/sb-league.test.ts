/**
 * A Spark Ball league in Chromium: the team builder lists a roster's problems live (the rules' own
 * `buildRoster`), one is fixed, the team is saved in the league and its sheet opens (players, stats, items);
 * the league page shows it in the standings. French and English, at 1280×800 and 375×812.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { sparkBall } from '../../src/games/spark-ball/index.ts';
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
  dir = mkdtempSync(join(tmpdir(), 'arbitre-sb-league-'));
  const store = await Store.open({ db: join(dir, 'arbitre.sqlite') });
  // The server with Spark Ball's rules (registered with the lobby by another branch).
  server = await buildServer({
    store,
    games: { ...games, 'spark-ball': sparkBall },
    logger: false,
    webRoot: dist,
  });
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

/** A signed-in page in `lang`, and a Spark Ball league it owns (made over the API). */
async function leagueOf(lang: 'fr' | 'en', who: string): Promise<{ page: Page; league: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(`try { localStorage.setItem('arbitre.lang', '${lang}'); } catch {}`);
  const page = await context.newPage();
  const r = await page.request.post(`${url}/api/accounts`, {
    data: { name: who, password: 'etincelles-42' },
  });
  expect(r.status()).toBe(201);
  const l = await page.request.post(`${url}/api/leagues`, {
    data: { name: `Coupe de ${who}`, game: 'spark-ball' },
  });
  expect(l.status()).toBe(201);
  return { page, league: ((await l.json()) as { id: string }).id };
}

describe('A Spark Ball league in the browser', () => {
  for (const [lang, who, problem, keeper] of [
    ['fr', 'Capitaine', /0 gardiens : il en faut au moins 1/, 'Portier'],
    ['en', 'Skipper', /0 Keepers/i, 'Keeper'],
  ] as const) {
    it(`builds a team, sees a problem listed then fixed, saves it and opens its sheet (${lang})`, async () => {
      const { page, league } = await leagueOf(lang, who);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${url}/leagues/${league}`);
      const builder = page.getByTestId('team-builder');
      await builder.waitFor();
      // The template's quick-play roster to start with: valid.
      await page.getByTestId('team-valid').waitFor();
      await page.getByTestId('team-name').fill(`Les Étincelles de ${who}`);
      // No keeper: the problem is listed at once, and the team cannot be saved.
      await page.getByTestId('count-keeper').fill('0');
      await page.getByTestId('team-problems').waitFor();
      const problems = await page.getByTestId('team-problem').allTextContents();
      expect(problems.some((p) => problem.test(p))).toBe(true);
      expect(await page.getByTestId('team-save').isDisabled()).toBe(true);
      // Three more rerolls than the budget allows: two problems now, both listed.
      await page.getByTestId('team-rerolls').fill('6');
      await expect.poll(() => page.getByTestId('team-problem').count()).toBeGreaterThanOrEqual(2);
      await shot(page, `sb-league-builder-problems-${lang}-1280`);
      // Fixed: a keeper back, the rerolls as before, and an item bought within the budget.
      await page.getByTestId('count-keeper').fill('1');
      await page.getByTestId('team-rerolls').fill('3');
      await page.getByTestId('item-keeper0').selectOption('EQ-6');
      await page.getByTestId('team-valid').waitFor();
      expect(await page.getByTestId('team-problems').count()).toBe(0);
      expect(await noHorizontalScroll(page)).toBe(true);
      await shot(page, `sb-league-builder-${lang}-1280`);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.waitForTimeout(100);
      expect(await noHorizontalScroll(page)).toBe(true);
      await shot(page, `sb-league-builder-${lang}-375`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByTestId('team-save').click();
      // Saved in the league: its sheet opens.
      await page.waitForURL(/\/leagues\/[^/]+\/teams\/[^/]+$/);
      await page.getByTestId('team-sheet').waitFor();
      expect(await page.getByTestId('team-sheet-name').textContent()).toBe(`Les Étincelles de ${who}`);
      const rows = page.locator('[data-testid=team-players] tbody tr');
      expect(await rows.count()).toBe(9);
      const keeperRow = page.locator('[data-testid=team-players] tbody tr[data-player=p9]');
      expect(await keeperRow.textContent()).toContain(keeper);
      expect(await noHorizontalScroll(page)).toBe(true);
      // On a wide screen the abilities have their column: the phone's line under the name stays hidden.
      const phoneLines = page.locator('[data-testid=team-players] .narrow-only');
      expect(await phoneLines.first().isVisible()).toBe(false);
      await shot(page, `sb-league-sheet-${lang}-1280`);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.waitForTimeout(100);
      expect(await phoneLines.first().isVisible()).toBe(true);
      await shot(page, `sb-league-sheet-${lang}-375`);
      // The leagues list counts its teams.
      await page.goto(`${url}/leagues`);
      const item = page.locator('[data-testid=leagues] li', { hasText: `Coupe de ${who}` });
      await item.waitFor();
      expect(await item.textContent()).toContain(lang === 'fr' ? '1 équipe' : '1 team');
      // The league page lists it in the standings, linking to its sheet.
      await page.goto(`${url}/leagues/${league}`);
      const line = page.locator(`[data-testid=team-standings] tr[data-team="Les Étincelles de ${who}"]`);
      await line.waitFor();
      expect(await line.locator('a').getAttribute('href')).toMatch(/\/teams\//);
      expect(await noHorizontalScroll(page)).toBe(true);
      await shot(page, `sb-league-page-${lang}-375`);
      expect(errors).toEqual([]);
      // A league match between two teams: a second team (made over the API), Home and Away chosen.
      const other = await page.request.post(`${url}/api/leagues/${league}/pieces`, {
        data: { name: 'Les Visiteurs', template: 'T2' },
      });
      expect(other.status()).toBe(201);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload();
      await page.getByTestId('team-start-form').waitFor();
      const home = page.getByTestId('home-team');
      await home.locator('option', { hasText: `Les Étincelles de ${who}` }).waitFor({ state: 'attached' });
      await home.selectOption({ label: `Les Étincelles de ${who}` });
      await page.getByTestId('away-team').selectOption({ label: 'Les Visiteurs' });
      await shot(page, `sb-league-page-${lang}-1280`);
      const started = page.waitForResponse((r) => r.url().endsWith(`/api/leagues/${league}/matches`));
      await page.getByTestId('team-start').click();
      const answer = await started;
      expect(answer.status()).toBe(201);
      const created = (await answer.json()) as { seats: { token?: string }[] };
      expect(created.seats.filter((x) => x.token !== undefined)).toHaveLength(2);
      await page.context().close();
    });
  }
});
