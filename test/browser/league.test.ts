/**
 * Leagues in Chromium: sign up (a league needs an account), create a league from the lobby, recruit two
 * goblins, start a career match (a person against a bot) from the league page, play it through the table to
 * the end — post-match decisions included — and see the post-match report, then the goblin's sheet and the
 * standings updated; then a second coach, invited by the owner, claims the seat the owner reserved to them.
 * Screenshots at 1280×800 and 375×812.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { POST_SQUARE, xOf, yOf } from '../../src/games/piss-squig/board.ts';
import { browserSuite, noHorizontalScroll, shot } from './harness.ts';

const suite = browserSuite();

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

/** The name the table gives seat `seat` of the match at `url` (its summary's, as the table shows it). */
async function seatName(url: string, seat: number): Promise<string> {
  const id = /\/(?:m|match)\/([^/?#]+)/.exec(url)![1]!;
  const summary = (await (await fetch(`${suite.app.url}/api/matches/${id}`)).json()) as {
    seats: { name: string }[];
  };
  return summary.seats[seat]!.name;
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

  it('signs up, then creates a league from the lobby and recruits two goblins', async () => {
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(suite.app.url);
    await page.getByTestId('leagues-link').click();
    await page.waitForURL(/\/leagues$/);
    // Signed out: creating a league asks to sign in first.
    await page.getByTestId('signin-needed').waitFor();
    expect(await page.getByTestId('signin-needed').textContent()).toBe(
      'Connectez-vous pour créer une ligue.',
    );
    expect(await page.getByTestId('league-create').isDisabled()).toBe(true);
    await page.getByTestId('signin-needed').locator('a').click();
    await page.waitForURL(/\/signin\?next=%2Fleagues$/);
    await page.getByTestId('signin-form').waitFor();
    await page.getByTestId('account-name-input').fill('Patronne');
    await page.getByTestId('account-password').fill('pas encore de compte');
    await page.getByTestId('account-submit').click();
    await page.getByTestId('refused').waitFor();
    expect(await page.getByTestId('refused').textContent()).toContain('Nom ou mot de passe incorrect.');
    await bothSizes(page, 'signin');
    await page.getByTestId('account-other').click();
    await page.waitForURL(/\/signup\?next=%2Fleagues$/);
    await page.getByTestId('account-name-input').fill('Patronne');
    await page.getByTestId('account-password').fill('marais-et-squigs');
    await page.getByTestId('account-submit').click();
    await page.waitForURL(/\/leagues$/);
    await page.getByTestId('account-name').waitFor();
    expect(await page.getByTestId('account-name').textContent()).toBe('Connecté : Patronne');
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
    expect(await row.getByTestId('coach').textContent()).toBe('Patronne');
    expect(await page.getByTestId('owner').textContent()).toBe('Propriétaire : Patronne');
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
    expect(await page.getByTestId('role').textContent()).toBe(`Vous êtes ${await seatName(page.url(), 0)}`);

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
      const api = (await (await fetch(`${suite.app.url}/api${new URL(leagueUrl).pathname}`)).json()) as {
        goblins: { name: string; xp: number; status: string }[];
      };
      const snot = api.goblins.find((g) => g.name === 'Snotlik')!;
      expect(snot.xp).toBe(xp);
      status = snot.status;
      if (api.goblins.find((g) => g.name === rival)!.status !== 'active') {
        rival = `Rival${played}`;
        // The page's own request context: it carries the owner's session cookie.
        const r = await page.request.post(`${suite.app.url}/api${new URL(leagueUrl).pathname}/goblins`, {
          data: { name: rival },
        });
        expect(r.status()).toBe(201);
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
    const api = (await (await fetch(`${suite.app.url}/api${new URL(page.url()).pathname}`)).json()) as {
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
    const record = (await (await fetch(`${suite.app.url}/api/matches/${id}/record`)).json()) as {
      options: { mode: string; players: number; goblins: { name: string }[] };
      seats: { name: string }[];
    };
    expect(record.options).toMatchObject({ mode: 'doubles', players: 2 });
    expect(record.options.goblins.map((g) => g.name)).toEqual(names);
    expect(record.seats.map((x) => x.name)).toEqual(['Boz & Kruk', 'Nib & Zag']);
    expect(errors).toEqual([]);
  });

  it('a second coach, invited by the owner, recruits and claims the seat the owner reserved to them', async () => {
    const other = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const coach = await other.newPage();
    coach.on('pageerror', (e) => errors.push(e.message));
    await coach.goto(`${suite.app.url}/signup`);
    await coach.getByTestId('account-name-input').fill('Verrugueux');
    await coach.getByTestId('account-password').fill('verrues-et-pustules');
    await coach.getByTestId('account-submit').click();
    await coach.waitForURL(/\/leagues$/);
    await coach.goto(leagueUrl);
    await coach.getByTestId('not-member').waitFor();
    expect(await coach.getByTestId('not-member').textContent()).toContain(
      'demandez à Patronne de vous inviter',
    );
    expect(await coach.getByTestId('goblin-form').count()).toBe(0);
    expect(await coach.getByTestId('start-form').count()).toBe(0);

    // The owner invites them by account name.
    await page.goto(leagueUrl);
    await page.getByTestId('invite-name').fill('verrugueux');
    await page.getByTestId('invite').click();
    await page.getByText('Verrugueux est maintenant coach de la ligue.').waitFor();

    // The new coach recruits their own goblin.
    await coach.reload();
    await coach.getByTestId('goblin-name').fill('Verrue');
    await coach.getByTestId('goblin-add').click();
    const verrue = coach.locator('[data-testid=standings] tr[data-goblin=Verrue]');
    await verrue.waitFor();
    expect(await verrue.getByTestId('coach').textContent()).toBe('Verrugueux');

    // The owner starts a match of their new goblin (a bot) against Verrue, whose seat is reserved.
    await page.getByTestId('goblin-name').fill('Gnaf');
    await page.getByTestId('goblin-add').click();
    const form = page.getByTestId('start-form');
    await form.locator('li[data-goblin=Verrue]').waitFor();
    await form.locator('li[data-goblin=Gnaf] input[type=checkbox]').check();
    await form.locator('li[data-goblin=Verrue] input[type=checkbox]').check();
    expect(await form.locator('li[data-goblin=Verrue] select').count()).toBe(0);
    expect(await form.locator('li[data-goblin=Verrue] [data-testid=reserved]').textContent()).toBe(
      'siège réservé à Verrugueux',
    );
    await form.locator('li[data-goblin=Gnaf] select').selectOption('random');
    await page.getByTestId('max-rounds').fill('5');
    await bothSizes(page, 'league-reserved');
    await page.getByTestId('start').click();
    await page.waitForURL(/\/m\/[^/#]+$/);
    const match = /\/m\/([^/#]+)$/.exec(page.url())![1]!;
    await page.goto(leagueUrl);
    await page.getByTestId('league-matches').getByText('attend Verrugueux (siège 1)').waitFor();
    expect(await page.getByTestId('claims').count()).toBe(0);

    // Only Verrugueux sees the seat to claim; claiming opens the table on that seat.
    await coach.reload();
    const claims = coach.getByTestId('claims');
    await claims.waitFor();
    expect(await claims.textContent()).toContain(`Partie ${match} · siège 1 : Verrue`);
    await bothSizes(coach, 'league-claims');
    await claims.getByTestId('claim').click();
    await coach.waitForURL(new RegExp(`/m/${match}#token=`));
    await coach.locator('svg.pit').waitFor();
    expect(await coach.getByTestId('role').textContent()).toBe(`Vous êtes ${await seatName(coach.url(), 1)}`);

    // Signing out from the header.
    await coach.goto(leagueUrl);
    await coach.getByTestId('signout').click();
    await coach.getByTestId('signin-link').waitFor();
    await coach.getByTestId('signin-needed').waitFor();
    expect(errors).toEqual([]);
    await other.close();
    await page.close();
  });
});
