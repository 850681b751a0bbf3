/**
 * Leagues in Chromium: create a league from the lobby, recruit two goblins, start a career match (a person
 * against a bot) from the league page, play it through the table to the end — post-match decisions
 * included — and see the post-match report, then the goblin's sheet and the standings updated.
 * Screenshots at 1280×800 and 375×812.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { POST_SQUARE, xOf, yOf } from '../../src/games/piss-squig/board.ts';
import { launch, noHorizontalScroll, shot, startApp } from './harness.ts';

let browser: Browser;
let app: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  app = await startApp();
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The pit's geometry in the SVG (PissSquig.tsx): square x is at PAD + x·CELL. */
const PAD = 22;
const CELL = 40;
/** Seat 0's post square in a two-goblin match (post 1, PS-SETUP-3). */
const MY_POST = [xOf(POST_SQUARE[1]!), yOf(POST_SQUARE[1]!)] as const;

/** Where seat 0's goblin and the Squig are, and whether the goblin carries a Point (read from the SVG). */
const WHERE = `(() => {
  const sq = (v) => Math.round((Number(v) - ${PAD + CELL / 2}) / ${CELL});
  const g = document.querySelector('[data-testid=goblin-0]');
  const body = g && (g.querySelector('circle[r="13"]') || g.querySelector('ellipse'));
  const s = document.querySelector('[data-testid=squig] rect');
  return {
    me: body ? [sq(body.getAttribute('cx')), sq(body.getAttribute('cy'))] : null,
    point: !!(g && g.querySelector('circle[r="6"]')),
    squig: s ? [sq(Number(s.getAttribute('x')) + 16), sq(Number(s.getAttribute('y')) + 16)] : null,
  };
})()`;

const dist = (a: readonly number[], b: readonly number[]): number =>
  Math.max(Math.abs(a[0]! - b[0]!), Math.abs(a[1]! - b[1]!));

async function click(page: Page, action: string): Promise<boolean> {
  const b = page.locator(`[data-testid=actions] button[data-action=${action}]`);
  if ((await b.count()) === 0) return false;
  await b.first().click();
  return true;
}

/**
 * One click of a goblin that wants XP: post-match decisions first; climb out with a Point; piss on the
 * Squig; walk towards the Squig (or, with a Point, towards its post); otherwise as the Piss' Squig test.
 */
async function playOne(page: Page): Promise<boolean> {
  for (const wanted of ['care', 'advance', 'climb', 'piss', 'move', 'reroll', 'follow']) {
    if (await click(page, wanted)) return true;
  }
  const steps = page.locator('[data-testid^=sq-][data-kind=step]');
  const n = await steps.count();
  if (n > 0) {
    const w = (await page.evaluate(WHERE)) as {
      me: number[] | null;
      point: boolean;
      squig: number[] | null;
    };
    const target = w.point ? MY_POST : w.squig;
    if (w.me && target) {
      let best = -1;
      let bestD = dist(w.me, target);
      for (let i = 0; i < n; i++) {
        const [, x, y] = (await steps.nth(i).getAttribute('data-testid'))!.split('-').map(Number);
        const d = dist([x!, y!], target);
        if (d < bestD) [best, bestD] = [i, d];
      }
      if (best >= 0) {
        await steps.nth(best).click({ force: true });
        return true;
      }
      if (await click(page, 'end')) return true;
    }
  }
  const square = page.locator('[data-testid^=sq-]');
  const m = await square.count();
  if (m > 0) {
    await square.nth(Math.floor(Math.random() * m)).click({ force: true });
    return true;
  }
  const target = page.locator('g.goblin.clickable');
  if ((await target.count()) > 0) {
    await target.first().click({ force: true });
    return true;
  }
  for (const wanted of ['end', 'stop', 'noReroll', 'stay', 'pass', 'retire']) {
    if (await click(page, wanted)) return true;
  }
  return false;
}

async function bothSizes(page: Page, name: string): Promise<void> {
  expect(await noHorizontalScroll(page)).toBe(true);
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(100);
  expect(await noHorizontalScroll(page)).toBe(true);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('Leagues in the browser', () => {
  let page: Page;
  let leagueUrl = '';
  const errors: string[] = [];

  it('creates a league from the lobby and recruits two goblins', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(app.url);
    await page.getByTestId('leagues-link').click();
    await page.waitForURL(/\/leagues$/);
    await page.getByTestId('league-name').fill('Ligue des Marais');
    await page.getByTestId('league-create').click();
    await page.waitForURL(/\/leagues\/[^/]+$/);
    leagueUrl = page.url();
    expect(await page.getByTestId('league-title').textContent()).toBe('Ligue des Marais');
    for (const name of ['Snotlik', 'Grizzbeul']) {
      await page.getByTestId('goblin-name').fill(name);
      await page.getByTestId('goblin-add').click();
      await page.locator(`[data-testid=standings] tr[data-goblin=${name}]`).waitFor();
    }
    // Names are unique in a league: the refusal is shown, in French.
    await page.getByTestId('goblin-name').fill('snotlik');
    await page.getByTestId('goblin-add').click();
    await page.getByTestId('refused').waitFor();
    expect(await page.getByTestId('refused').textContent()).toContain('déjà un gobelin nommé « Snotlik »');
    const row = page.locator('[data-testid=standings] tr[data-goblin=Snotlik]');
    expect(await row.getByTestId('xp').textContent()).toBe('0');
    await bothSizes(page, 'league');
  });

  /** Starts a league match Snotlik (this page) against `rival` (a bot) and plays it to its end. */
  async function careerMatch(rival: string): Promise<{ xp: number; decisions: number }> {
    await page.goto(leagueUrl);
    const form = page.getByTestId('start-form');
    await form.locator('li[data-goblin=Snotlik] input[type=checkbox]').check();
    await form.locator(`li[data-goblin=${rival}] input[type=checkbox]`).check();
    expect(await form.locator('li[data-goblin=Snotlik] select').inputValue()).toBe('human');
    // The strongest bot is the default opponent; this test plays against the random one.
    expect(await form.locator(`li[data-goblin=${rival}] select`).inputValue()).toBe('greedy');
    await form.locator(`li[data-goblin=${rival}] select`).selectOption('random');
    await page.getByTestId('max-rounds').fill('5');
    await page.getByTestId('start').click();
    await page.waitForURL(/\/(match|m)\/.+token=/);
    await page.locator('svg.pit').waitFor();
    expect(await page.getByTestId('role').textContent()).toContain('siège 0');

    let decisions = 0;
    for (let clicks = 0; clicks < 500; clicks++) {
      const status = (await page.getByTestId('status').textContent()) ?? '';
      if (status.startsWith('Partie terminée')) break;
      const lines = await page.locator('[data-testid=log] li').count();
      const postMatch = await page
        .locator(
          '[data-testid=actions] button[data-action=care], [data-testid=actions] button[data-action=advance]',
        )
        .count();
      if (!(await playOne(page))) {
        await page.waitForTimeout(50);
        continue;
      }
      if (postMatch > 0) decisions++;
      await page
        .waitForFunction(
          `document.querySelectorAll('[data-testid=log] li').length > ${lines} ||
           document.querySelector('[data-testid=refused]') !== null`,
          undefined,
          { timeout: 5000 },
        )
        .catch(() => undefined);
    }
    expect(await page.getByTestId('status').textContent()).toMatch(/^Partie terminée/);
    // The post-match report, from the view.
    const report = page.getByTestId('career-report');
    await report.waitFor();
    const xp = Number(
      await report.locator('li[data-goblin=Snotlik] [data-testid=report-xp]').getAttribute('data-xp'),
    );
    return { xp, decisions };
  }

  it('plays career matches against a bot through the table; each report updates the goblin’s sheet', async () => {
    // Post-match decisions (care, advances) come with injuries and new levels: play until Snotlik made one
    // at the table (five matches at most), recruiting a new rival if the last one is dead or retired.
    let played = 0;
    let decisions = 0;
    let xp = 0;
    let rival = 'Grizzbeul';
    let status = 'active';
    while (played < 5 && decisions === 0 && status === 'active') {
      const r = await careerMatch(rival);
      played++;
      decisions += r.decisions;
      xp = r.xp;
      const api = (await (await fetch(`${app.url}/api${new URL(leagueUrl).pathname}`)).json()) as {
        goblins: { name: string; xp: number; status: string }[];
      };
      const snot = api.goblins.find((g) => g.name === 'Snotlik')!;
      expect(snot.xp).toBe(xp);
      status = snot.status;
      if (api.goblins.find((g) => g.name === rival)!.status !== 'active') {
        rival = `Rival${played}`;
        await fetch(`${app.url}/api${new URL(leagueUrl).pathname}/goblins`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: rival }),
        });
      }
    }
    // A goblin who died or retired at once makes no decision; anyone else made one within five matches.
    if (status === 'active') expect(decisions).toBeGreaterThan(0);
    await bothSizes(page, 'career-report');

    // The league, from the report: Snotlik's standings and sheet show what his matches gave him.
    await page.getByTestId('to-league').click();
    await page.waitForURL(leagueUrl);
    const row = page.locator('[data-testid=standings] tr[data-goblin=Snotlik]');
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe(String(played));
    expect(await row.getByTestId('xp').textContent()).toBe(String(xp));
    await row.getByRole('link', { name: 'Snotlik' }).click();
    await page.getByTestId('sheet').waitFor();
    expect(await page.getByTestId('sheet-xp').getAttribute('data-xp')).toBe(String(xp));
    const api = (await (await fetch(`${app.url}/api${new URL(page.url()).pathname}`)).json()) as {
      gold: number;
      status: string;
      history: { applied: boolean; xpGained: number; careCost: number }[];
    };
    expect(api.history).toHaveLength(played);
    expect(api.history.every((h) => h.applied)).toBe(true);
    expect(await page.getByTestId('sheet-gold').getAttribute('data-gold')).toBe(String(api.gold));
    // Dead goblins lose their gold (PS-CAMP-8); anyone else earned 10 000 PO at least for taking part.
    if (api.status !== 'dead') expect(api.gold).toBeGreaterThanOrEqual(10_000 - api.history[0]!.careCost);
    expect(await page.locator('[data-testid=history] li[data-applied=true]').count()).toBe(played);
    console.log(
      `league browser test: ${played} career match(es), ${decisions} post-match decision(s) at the table`,
    );
    await bothSizes(page, 'goblin-sheet');

    // English, one click away.
    await page.getByTestId('lang').click();
    await page.waitForFunction(`document.documentElement.lang === 'en'`);
    expect(await page.getByTestId('sheet-name').textContent()).toBe('Snotlik’s sheet');
    await page.getByTestId('lang').click();
  });

  it('starts a doubles league match of bots: ticked goblins pair up, two per seat', async () => {
    await page.goto(leagueUrl);
    const names = ['Boz', 'Kruk', 'Nib', 'Zag'];
    for (const name of names) {
      await page.getByTestId('goblin-name').fill(name);
      await page.getByTestId('goblin-add').click();
      await page.locator(`[data-testid=start-form] li[data-goblin=${name}]`).waitFor();
    }
    const form = page.getByTestId('start-form');
    await page.getByTestId('mode').selectOption('doubles');
    for (const name of names) await form.locator(`li[data-goblin=${name}] input[type=checkbox]`).check();
    // One seat-kind choice per pair: Boz's and Nib's.
    expect(await form.locator('.picks select').count()).toBe(2);
    await form.locator('li[data-goblin=Boz] select').selectOption('random');
    await bothSizes(page, 'league-doubles');
    await page.getByTestId('start').click();
    await page.waitForURL(/\/m\/[^/#]+$/);
    await page.locator('svg.pit').waitFor();
    const id = /\/m\/([^/#]+)$/.exec(page.url())![1]!;
    const record = (await (await fetch(`${app.url}/api/matches/${id}/record`)).json()) as {
      options: { mode: string; players: number; goblins: { name: string }[] };
      seats: { name: string }[];
    };
    expect(record.options).toMatchObject({ mode: 'doubles', players: 2 });
    expect(record.options.goblins.map((g) => g.name)).toEqual(names);
    expect(record.seats.map((x) => x.name)).toEqual(['Boz & Kruk', 'Nib & Zag']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
