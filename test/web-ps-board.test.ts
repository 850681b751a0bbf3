/**
 * The Piss' Squig board (web/src/components/PissSquig.tsx) rendered to markup in Node: the coordinates along
 * its edges read as the log names squares, and during a Pisse rapide the Squig is drawn on the square it is
 * entering, with a trace of the one it left.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LogNames } from '../src/engine/i18n.ts';
import type { GameEvent } from '../src/engine/types.ts';
import { sq } from '../src/games/piss-squig/board.ts';
import { pissSquig } from '../src/games/piss-squig/index.ts';
import { Table } from '../src/games/piss-squig/testing.ts';
import type { PSView } from '../src/games/piss-squig/view.ts';

// Loaded by path, like the other web tests, so that the Node typecheck does not take in browser-only modules.
const BOARD = '../web/src/components/PissSquig.tsx';
const GAMES = '../web/src/games.ts';
const I18N = '../web/src/i18n.ts';
const { PissSquigBoard } = (await import(BOARD)) as {
  PissSquigBoard: (p: { view: PSView; legal: unknown[]; onAct?: (a: unknown) => void }) => null;
};
const { logLine } = (await import(GAMES)) as {
  logLine: (g: string, e: GameEvent, l: 'fr' | 'en', n?: LogNames) => { text: string };
};
const { default: i18n } = (await import(I18N)) as {
  default: { changeLanguage: (l: string) => Promise<unknown> };
};

const CELL = 40;
const PAD = 22;
const centre = (i: number) => PAD + i * CELL + CELL / 2;

function render(view: PSView, legal: unknown[]): string {
  return renderToStaticMarkup(createElement(PissSquigBoard, { view, legal, onAct: () => {} }));
}

/** The text of the board's label with this test id. */
function label(html: string, id: string): string {
  const m = new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html);
  if (!m) throw new Error(`no label ${id}`);
  return m[1]!;
}

describe('the Piss’ Squig board', () => {
  it('labels columns and rows in the log’s notation: the log’s «(x,y)» is the column’s label, then the row’s', async () => {
    const t = Table.of({ goblins: [{ at: [3, 4] }, { at: [10, 10] }], squig: [6, 6] });
    const html = render(pissSquig.view(t.s, 0), t.legal(0));
    for (const lang of ['fr', 'en'] as const) {
      await i18n.changeLanguage(lang);
      for (const [x, y] of [
        [3, 4],
        [0, 1],
        [12, 11],
        [6, 5],
      ] as const) {
        const moved: GameEvent = {
          type: 'moved',
          rule: 'PS-MOVE-1',
          goblin: 0,
          from: sq(x, y),
          to: sq(x, y),
          mp: 5,
        };
        const text = logLine('piss-squig', moved, lang).text;
        expect(text).toContain(`(${label(html, `col-${x}`)},${label(html, `row-${y}`)})`);
      }
    }
    // 1-based: the top-left square is (1,1), the Squig's start (7,7); 13 labels each way
    expect([label(html, 'col-0'), label(html, 'row-0'), label(html, 'col-6'), label(html, 'row-12')]).toEqual(
      ['1', '1', '7', '13'],
    );
    expect(html.match(/data-testid="col-/g)).toHaveLength(13);
    expect(html.match(/data-testid="row-/g)).toHaveLength(13);
    // the labels never take a tap
    expect(html).toMatch(/<g class="coords" pointer-events="none"/);
  });

  it('during a Pisse rapide the Squig is drawn on the square it enters, a dashed trace on the one it left', () => {
    // Side 0 sends the Squig from (6,6) north to (6,5); goblin 1 at (6,4) (Pisse rapide) may piss first.
    const t = Table.of({
      goblins: [{ at: [1, 10] }, { at: [6, 4], skills: ['pisseRapide'] }],
      squig: [6, 6],
    });
    const calm = render(pissSquig.view(t.s, 0), t.legal(0));
    expect(calm).toMatch(/data-testid="squig" data-x="6" data-y="6"/);
    expect(calm).not.toContain('squig-trace');
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    const v = pissSquig.view(t.s, 1);
    expect(v.phase).toBe('quick');
    const html = render(v, t.legal(1));
    expect(html).toMatch(/data-testid="squig" data-x="6" data-y="5" data-entering="true"/);
    // the Squig's body on (6,5), the trace on (6,6)
    expect(html).toContain(`x="${centre(6) - 16}" y="${centre(5) - 16}"`);
    expect(html).toMatch(
      new RegExp(`data-testid="squig-trace"[^>]*><rect x="${centre(6) - 16}" y="${centre(6) - 16}"`),
    );
    t.act(1, { type: 'decline' });
    const landed = render(pissSquig.view(t.s, 1), t.legal(1));
    expect(landed).toMatch(/data-testid="squig" data-x="6" data-y="5"/);
    expect(landed).not.toContain('squig-trace');
  });
});
