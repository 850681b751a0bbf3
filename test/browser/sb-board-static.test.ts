/**
 * The Spark Ball board in Chromium without the server (the game is not registered yet): the markup rendered in
 * Node from a real turn-1 activation with a planned Move, with the app's style sheet, at 1280×800 and 375×812
 * in French and English. The pitch keeps its 13 × 21 proportions and fits the phone's width, and every button
 * is at least 44 px. Static markup: the inputs themselves are covered by test/web-sb-*.test.ts.
 */
import { readFileSync } from 'node:fs';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Point, SBAction } from '../../src/games/spark-ball/actions.ts';
import { sparkBall } from '../../src/games/spark-ball/index.ts';
import { Table } from '../../src/games/spark-ball/testing.ts';
import type { SBView } from '../../src/games/spark-ball/view.ts';
import { VIEW_H, VIEW_W } from '../../web/src/sbGeometry.ts';
import { launch, noHorizontalScroll, shot } from './harness.ts';

const BOARD = '../../web/src/components/SparkBall.tsx';
const I18N = '../../web/src/i18n.ts';
const { SparkBallBoard, SparkBallSides } = (await import(BOARD)) as {
  SparkBallBoard: (p: {
    view: SBView;
    legal: SBAction[];
    seat: number | null;
    onAct: (a: SBAction) => void;
    initialPath?: Point[];
  }) => null;
  SparkBallSides: (p: { view: SBView; seat: number | null }) => null;
};
const { default: i18n } = (await import(I18N)) as {
  default: { changeLanguage: (l: string) => Promise<unknown> };
};
const CSS = readFileSync(new URL('../../web/src/style.css', import.meta.url), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The page: board and side panel, as a table lays them out (side by side when there is room). */
function page(): string {
  const t = Table.atTurn1(0);
  t.act(0, { type: 'activate', player: 'h5' });
  const view = sparkBall.view(t.s, 0);
  const body = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(SparkBallBoard, {
        view,
        legal: t.legal(0),
        seat: 0,
        onAct: () => {},
        initialPath: [
          { x: 3.5, y: 10.5 },
          { x: 5, y: 11 },
        ],
      }),
      createElement(SparkBallSides, { view, seat: 0 }),
    ),
  );
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${CSS}</style></head><body><main style="display:flex;flex-wrap:wrap;gap:12px;padding:8px">${body}</main></body></html>`;
}

describe('the Spark Ball board in Chromium (static)', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    for (const lang of ['fr', 'en'] as const) {
      it(`${lang} at ${width}×${height}: true proportions, fits the width, 44 px buttons`, async () => {
        await i18n.changeLanguage(lang);
        const p = await browser.newPage({ viewport: { width, height } });
        await p.setContent(page());
        const svg = (await p.getByTestId('sb-pitch').boundingBox())!;
        expect(svg.width / svg.height).toBeCloseTo(VIEW_W / VIEW_H, 2);
        const grass = (await p.getByTestId('sb-grass').boundingBox())!;
        expect(grass.width / grass.height).toBeCloseTo(13 / 21, 2);
        expect(await noHorizontalScroll(p)).toBe(true);
        if (width === 375) expect(svg.width).toBeGreaterThan(330);
        const buttons = await p.locator('.sb-controls button').all();
        expect(buttons.length).toBeGreaterThanOrEqual(3);
        for (const b of buttons) {
          const box = (await b.boundingBox())!;
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        }
        await shot(p, `sb-board-${lang}-${width}`);
        await p.close();
      });
    }
  }
});
