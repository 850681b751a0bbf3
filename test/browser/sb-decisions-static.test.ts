/**
 * The Spark Ball decisions panel's own controls in Chromium (static markup rendered in Node from a real
 * turn-1 view, with the app's style sheet): the defence with each test's odds (D-21), the catch after a
 * parry (D-23), the receiver's leap (D-24), the 16-direction compass and the angle of a step aside (D-25),
 * the order of tied players (D-28), the KO return, substitution, ball and first play of a kick-off after a
 * goal (D-30, D-31, D-33, D-34), in French and English at 1280×800 and 375×812.
 */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RollPreview } from '../../src/engine/types.ts';
import type { SBAction } from '../../src/games/spark-ball/actions.ts';
import { sparkBall } from '../../src/games/spark-ball/index.ts';
import { Table } from '../../src/games/spark-ball/testing.ts';
import type { SBView } from '../../src/games/spark-ball/view.ts';
import { launch, noHorizontalScroll, shot } from './harness.ts';

const PANEL = '../../web/src/components/SparkBallTable.tsx';
const I18N = '../../web/src/i18n.ts';
const { SparkBallDecisions } = (await import(PANEL)) as {
  SparkBallDecisions: (p: {
    view: SBView;
    legal: unknown[];
    previews?: (RollPreview[] | null)[];
    seat: number | null;
    onAct: (a: SBAction) => void;
  }) => null;
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

const test = (target: number, success: string, withReroll?: string): RollPreview[] => [
  {
    rule: 'SB-CHARGE-5',
    dice: '1d6',
    roller: 0,
    target,
    modifier: 3,
    success,
    ...(withReroll ? { withReroll } : {}),
  },
];

/** Every new decision at once (the panel groups them by type), with odds where a roll follows. */
const LEGAL: [unknown, RollPreview[] | null][] = [
  [{ type: 'defend', defence: 'dodge' }, test(7, '2/3', '8/9')],
  [{ type: 'defend', defence: 'parry' }, test(7, '1/2')],
  [{ type: 'defend', defence: 'repel' }, test(7, '1/3')],
  [{ type: 'parryCatch', attempt: true }, test(6, '1/2')],
  [{ type: 'parryCatch', attempt: false }, null],
  [{ type: 'receiverLeap', leap: true }, null],
  [{ type: 'receiverLeap', leap: false }, null],
  [{ type: 'stepAside', angle: 90 }, null],
  [{ type: 'stepAside', angle: 112.5 }, null],
  [{ type: 'stepAside', angle: 270 }, null],
  [{ type: 'pathOrder', players: ['h2', 'h3'] }, null],
  [{ type: 'pathOrder', players: ['h3', 'h2'] }, null],
  [{ type: 'koReturn', player: 'h4', attempt: true }, test(4, '1/2')],
  [{ type: 'koReturn', player: 'h4', attempt: false }, null],
  [{ type: 'substitute', out: 'h6', reserve: 'h8' }, null],
  [{ type: 'substitute', out: 'h6', reserve: null }, null],
  [{ type: 'giveBall', player: 'h1' }, null],
  [{ type: 'giveBall', player: 'h2' }, null],
  [{ type: 'playFirst', first: true }, null],
  [{ type: 'playFirst', first: false }, null],
];

function page(): string {
  const t = Table.atTurn1(0);
  const view = sparkBall.view(t.s, 0);
  const body = renderToStaticMarkup(
    createElement(SparkBallDecisions, {
      view,
      legal: LEGAL.map(([a]) => a),
      previews: LEGAL.map(([, p]) => p),
      seat: 0,
      onAct: () => {},
    }),
  );
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${CSS}</style></head><body><main style="padding:8px">${body}</main></body></html>`;
}

describe('the Spark Ball decisions panel’s controls in Chromium (static)', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    for (const lang of ['fr', 'en'] as const) {
      it(`${lang} at ${width}×${height}: each decision has its control, the odds beside the choices`, async () => {
        await i18n.changeLanguage(lang);
        const p = await browser.newPage({ viewport: { width, height } });
        await p.setContent(page());
        const text = async (id: string) => (await p.getByTestId(id).textContent()) ?? '';
        // D-21: three defences, each with its die and exact chance
        expect(await p.getByTestId('sb-defend-dodge').getAttribute('data-odds')).toBe('2/3');
        expect(await text('sb-defend-dodge')).toMatch(
          lang === 'fr' ? /Esquive.*3\+ · 67\s%.*89\s%/ : /Dodge.*3\+ · 67%.*89%/,
        );
        expect(await text('sb-defend-repel')).toMatch(/3\s?%|33\s?%/);
        // D-25: the 16 directions drawn, the 3 legal ones lit, and any angle
        expect(await p.locator('[data-testid=sb-step-aside] .sb-compass-dir').count()).toBe(16);
        expect(await p.locator('[data-testid=sb-step-aside] .sb-compass-dir.legal').count()).toBe(3);
        expect(await p.getByTestId('sb-step-112.5').count()).toBe(1);
        expect(await p.getByTestId('sb-step-angle').inputValue()).toBe('90');
        // D-28: the tied players in order, with ↑ ↓
        expect(await p.locator('[data-testid=sb-path-order] li').count()).toBe(2);
        // D-23, D-24, D-30, D-31, D-33, D-34: their own words
        const words =
          lang === 'fr'
            ? {
                parryCatch: 'Tenter de capter le ballon',
                receiverLeap: 'Bondir vers le ballon',
                koReturn: 'Tenter le retour de',
                substitute: 'Pas de remplaçant pour',
                giveBall: 'Le ballon à',
                playFirst: 'Jouer en premier',
              }
            : {
                parryCatch: 'Try to catch the ball',
                receiverLeap: 'Leap to the ball',
                koReturn: 'return',
                substitute: 'No substitute for',
                giveBall: 'The ball to',
                playFirst: 'Play first',
              };
        for (const [type, w] of Object.entries(words)) expect(await text(`sb-choice-${type}`)).toContain(w);
        expect(await text('sb-choice-koReturn')).toMatch(/50\s?%/);
        expect(await p.locator('.sb-ask').count()).toBeGreaterThanOrEqual(9);
        expect(await p.locator('.sb-ask').allTextContents()).not.toContain(
          lang === 'fr' ? 'Autre décision :' : 'Other decision:',
        );
        expect(await noHorizontalScroll(p)).toBe(true);
        await shot(p, `sb-decisions-${lang}-${width}`);
        await p.close();
      });
    }
  }
});
