/**
 * Browser-test harness: the built web app, a server speaking docs/protocol.md, and Debian's Chromium driven
 * by playwright-core. Chromium missing is a failure, never a skip.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureWebBuilt } from '../../src/server/web.ts';
import { startStubServer } from './stub-server.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = join(import.meta.dirname, 'screenshots');

/** Launches headless Chromium; throws with the fix when it is not installed. */
export async function launch(): Promise<Browser> {
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

const SERVER = join(import.meta.dirname, '..', '..', 'src', 'server', 'server.ts');
/** True when the real server is there (the stand-in has no referee dice, undo or bot replacement). */
export const REAL_SERVER = existsSync(SERVER) && process.env.ARBITRE_STUB !== '1';

/**
 * The web app built and served on a free loopback port: by the real server (`src/server/server.ts`, over a
 * fresh SQLite file) when it is there, else by the protocol stand-in (`ARBITRE_STUB=1` forces the stand-in).
 */
export async function startApp(): Promise<{ url: string; close: () => Promise<void>; real: boolean }> {
  const dist = await ensureWebBuilt();
  if (dist === null) throw new Error('The web app did not build (see the log above).');
  if (REAL_SERVER) {
    process.env.LOG_LEVEL ??= 'warn';
    const dir = mkdtempSync(join(tmpdir(), 'arbitre-browser-'));
    const mod = (await import(pathToFileURL(SERVER).href)) as {
      startServer(o: { port: number; host: string; db: string }): Promise<{
        url: string;
        app: { close(): Promise<unknown> };
      }>;
    };
    const server = await mod.startServer({ port: 0, host: '127.0.0.1', db: join(dir, 'arbitre.sqlite') });
    return {
      url: server.url.replace(/\/$/, ''),
      real: true,
      close: async () => {
        await server.app.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  return { ...(await startStubServer(dist)), real: false };
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
