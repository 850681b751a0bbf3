/**
 * The Spark Ball table under the kick-off and pass variants (SB-R-13, SB-R-14): the pass-phase row names the
 * player a pass spends (turn.passRequiresPlayer), and the decisions panel's ball placement at a kick-off
 * (kickoff.afterGoal = concedingPlacesAndScatters), rendered to markup in Node.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SBAction } from '../src/games/spark-ball/actions.ts';
import { scoreGoal } from '../src/games/spark-ball/goal.ts';
import { sparkBall } from '../src/games/spark-ball/index.ts';
import { formation, Table, testOptions } from '../src/games/spark-ball/testing.ts';
import type { SBView } from '../src/games/spark-ball/view.ts';

// Loaded by path, like the other web tests, so that the Node typecheck does not take in browser-only modules.
const BOARD = '../web/src/components/SparkBall.tsx';
const CONTROLS = '../web/src/components/SBDecisionControls.tsx';
const I18N = '../web/src/i18n.ts';
type Props = { view: SBView; legal: SBAction[]; seat: number | null; onAct: (a: SBAction) => void };
const { SparkBallBoard } = (await import(BOARD)) as { SparkBallBoard: (p: Props) => null };
const { PANEL_CONTROLS } = (await import(CONTROLS)) as {
  PANEL_CONTROLS: Record<string, (p: Record<string, unknown>) => null>;
};
const { default: i18n } = (await import(I18N)) as {
  default: { changeLanguage: (l: string) => Promise<unknown> };
};

const board = (t: Table, seat: number) =>
  renderToStaticMarkup(
    createElement(SparkBallBoard, {
      view: sparkBall.view(t.s, seat),
      legal: t.legal(seat),
      seat,
      onAct: () => {},
    }),
  );

describe('the Spark Ball table under the kick-off and pass variants', () => {
  it('SB-R-13 with turn.passRequiresPlayer the pass row lets the coach pick the Ready player it spends', async () => {
    await i18n.changeLanguage('en');
    const t = Table.atTurn1(0, testOptions({ turn: { passRequiresPlayer: true } }));
    t.act(0, { type: 'pass', player: 'h2' });
    t.act(1, { type: 'pass', player: 'a2' });
    const html = board(t, 0);
    expect(html).toContain('data-testid="sb-pass-player"');
    expect(html).toContain('Pass, spending');
    const options = [...html.matchAll(/<option value="(h\d)"/g)].map((m) => m[1]);
    // h2 was spent by the first pass: he is not offered again this turn.
    expect(options).toEqual(['h1', 'h3', 'h4', 'h5', 'h6', 'h7']);
    expect(html).toContain('data-testid="sb-pass"');
  });

  it('SB-R-13 by default the pass row is a single button with no player to pick', async () => {
    await i18n.changeLanguage('fr');
    const html = board(Table.atTurn1(0), 0);
    expect(html).toContain('data-testid="sb-pass"');
    expect(html).not.toContain('sb-pass-player');
  });

  it('SB-R-14 the ball placement control offers the legal points and a point typed in inches', async () => {
    await i18n.changeLanguage('fr');
    const t = Table.atTurn1(0, testOptions({ kickoff: { afterGoal: 'concedingPlacesAndScatters' } }));
    scoreGoal(t.s, 0, false, t.index('h5'), t.events);
    t.act(0, { type: 'deploy', positions: formation(0) });
    t.act(1, { type: 'deploy', positions: formation(1) });
    const inputs = t.legal(1).filter((a) => a.type === 'placeBall');
    const html = renderToStaticMarkup(
      createElement(PANEL_CONTROLS.placeBall!, {
        type: 'placeBall',
        inputs,
        odds: inputs.map(() => null),
        view: sparkBall.view(t.s, 1),
        seat: 1,
        label: () => '',
        onAct: () => {},
      }),
    );
    expect(html).toContain('data-testid="sb-place-ball"');
    expect(html).toContain('posez le ballon dans votre moitié de terrain');
    expect(html).toContain('(1,5 ; 19)');
    expect(html).toContain('(6,5 ; 10,5)');
    expect(html).toContain('data-testid="sb-place-ball-send"');
  });
});
