/**
 * Spark Ball league in Chromium, between matches (ARB-SB-80): a team's coach hires a player on the team sheet
 * (budget left, cost and what stays, checked live by the rules' own `hirePlayer`), sees a hire the treasury
 * cannot pay refused in words, fires a player, then starts a league match against one of their teams played
 * by the greedy bot. French, at 1280×800 and 375×812.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRoster } from '../../src/games/spark-ball/teams/build.ts';
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
  dir = mkdtempSync(join(tmpdir(), 'arbitre-sb-hire-'));
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

/** A T1 team of 3 Attackers, 3 Defenders and a Keeper, no reroll: 545 cr spent, 455 kept. */
function seven() {
  const r = buildRoster({
    template: 'T1',
    players: [
      ...Array.from({ length: 3 }, () => ({ position: 'attacker' as const })),
      ...Array.from({ length: 3 }, () => ({ position: 'defender' as const })),
      { position: 'keeper' as const },
    ],
    rerolls: 0,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('Spark Ball league: hiring between matches, and a match against a bot', () => {
  it('ARB-SB-80 hires a player with the treasury, is refused one it cannot pay, fires one, starts a match against a bot', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(`try { localStorage.setItem('arbitre.lang', 'fr'); } catch {}`);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    expect(
      (
        await page.request.post(`${url}/api/accounts`, {
          data: { name: 'Mécène', password: 'etincelles-42' },
        })
      ).status(),
    ).toBe(201);
    const l = await page.request.post(`${url}/api/leagues`, {
      data: { name: 'Ligue du mercato', game: 'spark-ball' },
    });
    expect(l.status()).toBe(201);
    const league = ((await l.json()) as { id: string }).id;
    const team = async (body: object): Promise<string> => {
      const r = await page.request.post(`${url}/api/leagues/${league}/pieces`, { data: body });
      expect(r.status()).toBe(201);
      return ((await r.json()) as { id: string }).id;
    };
    const recruits = await team({ ...seven(), name: 'Les Recrues' });
    const poor = await team({ name: 'Les Fauchés', template: 'T1' });
    await team({ name: 'Les Automates', template: 'T3' });

    // The sheet of a team with 455 cr: a Guard (85 cr) with a reinforced plastron (30 cr).
    await page.goto(`${url}/leagues/${league}/teams/${recruits}`);
    await page.getByTestId('hire-panel').waitFor();
    expect(await page.getByTestId('hire-budget').textContent()).toContain('455');
    await page.getByTestId('hire-what').selectOption('defender');
    await page.getByTestId('hire-item').selectOption('EQ-2');
    await page.getByTestId('hire-name').fill('Le Mur');
    await expect.poll(() => page.getByTestId('hire-cost').textContent()).toMatch(/115\s*cr.*340\s*cr/);
    await shot(page, 'sb-league-hire-fr-1280');
    await page.getByTestId('hire').click();
    await page.getByTestId('hire-done').waitFor();
    expect(await page.getByTestId('hire-done').textContent()).toMatch(/Le Mur recruté pour 115\s*cr/);
    expect(await page.getByTestId('team-treasury').textContent()).toMatch(/340\s*cr/);
    const rows = page.locator('[data-testid=team-players] tbody tr');
    expect(await rows.count()).toBe(8);
    expect(await page.locator('tr[data-player=p8]').textContent()).toContain('Le Mur');
    // A Guard fired in two clicks (four Defenders now), nothing refunded.
    const fire = page.locator('tr[data-player=p4] [data-testid=fire]');
    await fire.click();
    await fire.click();
    await expect.poll(() => rows.count()).toBe(7);
    expect(await page.getByTestId('hire-done').textContent()).toMatch(/sans remboursement.*340\s*cr/);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'sb-league-hire-fr-375');

    // A quick-play team kept 60 cr: an Attacker (70 cr) is refused in words, and cannot be sent.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${url}/leagues/${league}/teams/${poor}`);
    await page.getByTestId('hire-panel').waitFor();
    await page.getByTestId('hire-what').selectOption('attacker');
    await page.getByTestId('hire-problems').waitFor();
    expect(await page.getByTestId('hire-problems').textContent()).toMatch(
      /coûte 70\s*cr : la trésorerie n’a que 60\s*cr \(il manque 10\s*cr\)/,
    );
    expect(await page.getByTestId('hire').isDisabled()).toBe(true);
    await shot(page, 'sb-league-hire-refused-fr-1280');

    // A league match: Les Recrues played by their coach, Les Automates by the greedy bot.
    await page.goto(`${url}/leagues/${league}`);
    await page.getByTestId('team-start-form').waitFor();
    const home = page.getByTestId('home-team');
    await home.locator('option', { hasText: 'Les Recrues' }).waitFor({ state: 'attached' });
    await home.selectOption({ label: 'Les Recrues' });
    await page.getByTestId('away-team').selectOption({ label: 'Les Automates' });
    const kind = page.getByRole('combobox', { name: 'Joué par' }).nth(1);
    await kind.locator('option[value=greedy]').waitFor({ state: 'attached' });
    await kind.selectOption('greedy');
    await shot(page, 'sb-league-bot-fr-1280');
    const started = page.waitForResponse((r) => r.url().endsWith(`/api/leagues/${league}/matches`));
    await page.getByTestId('team-start').click();
    const answer = await started;
    expect(answer.status()).toBe(201);
    // The match is the league's, its second seat the server's greedy bot.
    const detail = (await (await page.request.get(`${url}/api/leagues/${league}`)).json()) as {
      matches: { id: string }[];
    };
    expect(detail.matches).toHaveLength(1);
    const match = (await (await page.request.get(`${url}/api/matches/${detail.matches[0]!.id}`)).json()) as {
      seats: { kind: string; name: string }[];
    };
    expect(match.seats[0]).toMatchObject({ kind: 'human', name: 'Les Recrues' });
    expect(match.seats[1]).toMatchObject({ kind: 'bot:greedy', name: 'Les Automates' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(100);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot(page, 'sb-league-bot-fr-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
