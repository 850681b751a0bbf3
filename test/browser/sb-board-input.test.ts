/**
 * The Spark Ball board's input in Chromium without the server (the game is not registered yet): the board is
 * bundled with Vite around a real turn-1 activation, its `onAct` records what it would send. Dragging the base
 * with the mouse and tapping the pitch plan a Move snapped to 0.1 in, drawn with its length; «Se déplacer»
 * sends the path. Home's inputs are also drawn in Away's orientation (the pitch turned half a turn), to check
 * that the pointer maps to the same pitch points whichever way the board is turned.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Point } from '../../src/games/spark-ball/actions.ts';
import { sparkBall } from '../../src/games/spark-ball/index.ts';
import { Table } from '../../src/games/spark-ball/testing.ts';
import { toSvg, VIEW_W } from '../../web/src/sbGeometry.ts';
import { launch, shot } from './harness.ts';

const WEB = join(import.meta.dirname, '..', '..', 'web');
const ENTRY = 'virtual:sb-board-entry';

/** The board mounted on `#root` with `window.__SB` as its props; each input pushed to `window.__acts`. */
const ENTRY_CODE = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import ${JSON.stringify(join(WEB, 'src', 'i18n.ts'))};
import { SparkBallBoard } from ${JSON.stringify(join(WEB, 'src', 'components', 'SparkBall.tsx'))};
window.__acts = [];
createRoot(document.getElementById('root')).render(
  createElement(SparkBallBoard, { ...window.__SB, onAct: (a) => window.__acts.push(a) }),
);
`;

async function bundle(): Promise<string> {
  const { build } = await import('vite');
  const out = await build({
    configFile: false,
    root: WEB,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // As web/vite.config.ts in production.
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    plugins: [
      {
        name: 'sb-board-entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) => (id === ENTRY ? ENTRY_CODE : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  });
  const outputs = Array.isArray(out) ? out : [out];
  for (const o of outputs) {
    if (!('output' in o)) continue;
    for (const chunk of o.output) if (chunk.type === 'chunk' && chunk.isEntry) return chunk.code;
  }
  throw new Error('no entry chunk');
}

let browser: Browser;
let code: string;
const CSS = readFileSync(join(WEB, 'src', 'style.css'), 'utf8');

beforeAll(async () => {
  code = await bundle();
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** Turn 1, h5 (3.5, 8.5) activated by Home. */
function activated(): Table {
  const t = Table.atTurn1(0);
  t.act(0, { type: 'activate', player: 'h5' });
  return t;
}

/** Home deploys first (D-04). */
function deploying(): Table {
  const t = Table.setup();
  t.act(0, { type: 'lineup', players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'] });
  t.act(0, { type: 'captain', player: 'h1' });
  t.act(1, { type: 'lineup', players: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] });
  t.act(1, { type: 'captain', player: 'a1' });
  t.roll(2);
  t.roll(2);
  t.roll(5);
  t.roll(2);
  t.act(0, { type: 'deployOrder', first: true });
  return t;
}

/** A page with the board of `t` seen from `seat`, with Home's inputs. */
async function open(seat: number, width: number, height: number, t = activated()): Promise<Page> {
  const props = { view: sparkBall.view(t.s, seat), legal: t.legal(0), seat };
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const script = (s: string) => `<script>${s.replace(/<\/script/gi, '<\\/script')}</script>`;
  await page.setContent(
    `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${CSS}</style></head><body><div id="root" style="padding:8px"></div>${script(`window.__SB = ${JSON.stringify(props)};`)}${script(code)}</body></html>`,
  );
  await page
    .getByTestId('sb-pitch')
    .waitFor({ timeout: 5000 })
    .catch(() => {
      throw new Error(`the board did not mount: ${errors.join('; ')}`);
    });
  return page;
}

/** The screen point of pitch point `p` as `seat` sees it. */
async function screen(page: Page, p: Point, seat: number): Promise<Point> {
  const box = (await page.getByTestId('sb-pitch').boundingBox())!;
  const q = toSvg(p, seat);
  const k = box.width / VIEW_W;
  return { x: box.x + q.x * k, y: box.y + q.y * k };
}

describe('the Spark Ball board’s input in Chromium (no server)', () => {
  for (const [seat, width, height] of [
    [0, 1280, 800],
    [0, 375, 812],
    [1, 1280, 800],
  ] as const) {
    it(`seat ${seat} at ${width}×${height}: drag then tap plans a Move snapped to 0.1 in, and sends it`, async () => {
      const page = await open(seat, width, height);
      const from = await screen(page, { x: 3.5, y: 8.5 }, seat);
      const to = await screen(page, { x: 4.2, y: 10.3 }, seat);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
      await page.mouse.move(to.x, to.y, { steps: 4 });
      // while dragging: the ghost base and the path are drawn
      await page.getByTestId('ghost').waitFor();
      await page.mouse.up();
      const tap = await screen(page, { x: 2.6, y: 11.1 }, seat);
      await page.mouse.click(tap.x, tap.y);
      // √3.73 ≈ 1.93 in then √3.2 ≈ 1.79 in: 3.72 in of 6
      const length = await page.getByTestId('path-length').textContent();
      expect(length).toBe('Trajet\u00a0: 3,7 po (reste 6 po)');
      await shot(page, `sb-board-input-fr-${width}${seat === 1 ? '-away' : ''}`);
      await page.getByTestId('sb-move').click();
      const acts = await page.evaluate('window.__acts');
      expect(acts).toEqual([
        {
          type: 'move',
          path: [
            { x: 4.2, y: 10.3 },
            { x: 2.6, y: 11.1 },
          ],
        },
      ]);
      await page.close();
    });
  }

  it('deployment at 375×812: the formation first, a drag and a tap-then-tap move bases, «Valider» sends all', async () => {
    const t = deploying();
    const offer = t.legal(0).find((a) => a.type === 'deploy')!;
    expect(offer.type).toBe('deploy');
    const formation = offer.type === 'deploy' ? offer.positions : [];
    const page = await open(0, 375, 812, t);
    // drag h5 from its formation spot (3.5, 8.5)
    const from = await screen(page, { x: 3.5, y: 8.5 }, 0);
    const to = await screen(page, { x: 2.2, y: 7.3 }, 0);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    // tap h6 (6.5, 8.5), then its new spot
    const h6 = await screen(page, { x: 6.5, y: 8.5 }, 0);
    await page.mouse.click(h6.x, h6.y);
    await page.getByTestId('base-h6').and(page.locator('.selected')).waitFor();
    const spot = await screen(page, { x: 8, y: 6 }, 0);
    await page.mouse.click(spot.x, spot.y);
    await shot(page, 'sb-board-deploy-fr-375');
    await page.getByTestId('sb-deploy').click();
    const moved: Record<string, Point> = { h5: { x: 2.2, y: 7.3 }, h6: { x: 8, y: 6 } };
    expect(await page.evaluate('window.__acts')).toEqual([
      { type: 'deploy', positions: formation.map((q) => ({ player: q.player, ...(moved[q.player] ?? q) })) },
    ]);
    await page.close();
  });
});
