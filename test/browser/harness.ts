/**
 * Browser-test harness: the built web app served by the real server, and Debian's Chromium driven
 * by playwright-core. Chromium missing is a failure, never a skip.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer } from '../../src/server/server.ts';
import { ensureWebBuilt } from '../../src/server/web.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = join(import.meta.dirname, 'screenshots');

/**
 * The event player's speed for pages that did not choose one: `instant` shows every update at once, as the
 * tests written before the event player expect; `chosen` leaves the app's default (normal).
 */
export type TestPlayback = 'instant' | 'chosen';

const INSTANT = `try {
  if (localStorage.getItem('arbitre.playbackSpeed') === null) localStorage.setItem('arbitre.playbackSpeed', 'instant');
} catch {}`;

/** Pages and contexts of `browser` start with the event player at `instant` (unless a speed is stored). */
function playInstantly(browser: Browser): Browser {
  const newPage = browser.newPage.bind(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await page.addInitScript(INSTANT);
    return page;
  };
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(INSTANT);
    return context;
  };
  return browser;
}

/** Launches headless Chromium; throws with the fix when it is not installed. */
export async function launch(playback: TestPlayback = 'instant'): Promise<Browser> {
  const browser = await launchChromium();
  return playback === 'instant' ? playInstantly(browser) : browser;
}

async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: the browser tests need it (apt-get install -y chromium, or set CHROMIUM_PATH).`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The web app built and served by the real server (`src/server/server.ts`) over a fresh SQLite file. */
export async function startApp(): Promise<{ url: string; close: () => Promise<void> }> {
  const dist = await ensureWebBuilt();
  if (dist === null) throw new Error('The web app did not build (see the log above).');
  process.env.LOG_LEVEL ??= 'warn';
  const dir = mkdtempSync(join(tmpdir(), 'arbitre-browser-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', db: join(dir, 'arbitre.sqlite') });
  return {
    url: server.url.replace(/\/$/, ''),
    close: async () => {
      await server.app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page screenshot under test/browser/screenshots (git-ignored). */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** True when the page does not scroll sideways. */
export function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
}

/** The web app and Chromium for a test file: started before its tests, closed after them. */
export interface BrowserSuite {
  browser: Browser;
  app: { url: string; close: () => Promise<void> };
}

/** Starts the app and Chromium in `beforeAll` and closes them in `afterAll`; read the fields inside tests. */
export function browserSuite(playback: TestPlayback = 'instant'): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.app = await startApp();
    suite.browser = await launch(playback);
  }, 120_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
  });
  return suite;
}

/**
 * Opens the lobby, creates a match of `game` whose seats 1… are the given bots (`players` seats in all), and
 * opens seat 0's table. Returns the page errors seen from then on (a test expects none).
 */
export async function tableFromLobby(
  page: Page,
  url: string,
  game: string,
  bots: string[],
): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.getByTestId('create-form').waitFor();
  await page.getByTestId('game').selectOption(game);
  if (bots.length !== 1) await page.getByTestId('players').fill(String(bots.length + 1));
  for (const [i, bot] of bots.entries()) await page.getByTestId(`seat-${i + 1}`).selectOption(bot);
  await page.getByTestId('create').click();
  await page.getByTestId('play-0').click();
  await page.waitForURL(/\/(match|m)\/.+token=/);
  return errors;
}

/** A match created over the API (`POST /api/matches`), and the path of a seat's table. */
export interface CreatedMatch {
  id: string;
  seats: { seat: number; token?: string; link?: string }[];
  /** `/m/<id>#token=…` for seat `n`. */
  seatPath(n: number): string;
}

/** Creates a match through the server's API, as the lobby does; fails the test on a refusal. */
export async function createMatch(url: string, body: unknown): Promise<CreatedMatch> {
  const res = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`POST /api/matches answered ${res.status}: ${await res.text()}`);
  const created = (await res.json()) as Omit<CreatedMatch, 'seatPath'>;
  return {
    ...created,
    seatPath(n) {
      const s = created.seats.find((x) => x.seat === n)!;
      return s.link ?? `/m/${created.id}#token=${s.token}`;
    },
  };
}
