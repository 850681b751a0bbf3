/**
 * The Spark Ball board (web/src/components/SparkBall.tsx) rendered to markup in Node from real matches: the pitch
 * at 13 × 21 proportions, the 14 bases where the rules put them (turned half a turn for Away), the ball, and an
 * activated player's remaining allowance with the planned Move's length.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Point, SBAction } from '../src/games/spark-ball/actions.ts';
import { sparkBall } from '../src/games/spark-ball/index.ts';
import { Table } from '../src/games/spark-ball/testing.ts';
import type { SBView } from '../src/games/spark-ball/view.ts';
import { MARGIN, SCALE, toSvg, VIEW_H, VIEW_W } from '../web/src/sbGeometry.ts';

// Loaded by path, like the other web tests, so that the Node typecheck does not take in browser-only modules.
const BOARD = '../web/src/components/SparkBall.tsx';
const I18N = '../web/src/i18n.ts';
type Props = {
  view: SBView;
  legal: SBAction[];
  seat: number | null;
  onAct: (a: SBAction) => void;
  initialPath?: Point[];
};
const { SparkBallBoard, SparkBallSides } = (await import(BOARD)) as {
  SparkBallBoard: (p: Props) => null;
  SparkBallSides: (p: { view: SBView; seat: number | null }) => null;
};
const { default: i18n } = (await import(I18N)) as {
  default: { changeLanguage: (l: string) => Promise<unknown> };
};

function render(t: Table, seat: number, initialPath?: Point[]): string {
  const props: Props = { view: sparkBall.view(t.s, seat), legal: t.legal(seat), seat, onAct: () => {} };
  if (initialPath) props.initialPath = initialPath;
  return renderToStaticMarkup(createElement(SparkBallBoard, props));
}

/** The SVG coordinates of a base drawn on the board. */
function baseAt(html: string, id: string): Point {
  const m = new RegExp(`data-testid="base-${id}" data-x="([-\\d.]+)" data-y="([-\\d.]+)"`).exec(html);
  if (!m) throw new Error(`no base ${id}`);
  return { x: Number(m[1]), y: Number(m[2]) };
}

function attr(html: string, testid: string, name: string): number {
  const tag = new RegExp(`<[a-z]+ [^>]*data-testid="${testid}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`no ${testid}`);
  const m = new RegExp(` ${name}="([-\\d.]+)"`).exec(tag[0]);
  if (!m) throw new Error(`no ${name} on ${testid}`);
  return Number(m[1]);
}

const IDS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'];

describe('the Spark Ball board', () => {
  it('draws the pitch at 13 × 21 and the 14 deployed bases where the rules put them, turned for Away', async () => {
    await i18n.changeLanguage('en');
    const t = Table.deployed();
    const home = render(t, 0);
    expect(home).toContain(`viewBox="0 0 ${VIEW_W} ${VIEW_H}"`);
    expect(attr(home, 'sb-grass', 'width') / attr(home, 'sb-grass', 'height')).toBeCloseTo(13 / 21, 12);
    expect(attr(home, 'sb-grass', 'width')).toBe(13 * SCALE);
    expect(home.match(/data-testid="base-/g)).toHaveLength(14);
    const away = render(t, 1);
    for (const id of IDS) {
      const [x, y] = t.at(id);
      expect(baseAt(home, id)).toEqual({ x: MARGIN + x * SCALE, y: MARGIN + (21 - y) * SCALE });
      expect(baseAt(away, id)).toEqual({ x: MARGIN + (13 - x) * SCALE, y: MARGIN + y * SCALE });
    }
    // Home's keeper (6.5, 1.5) near the bottom for Home, near the top for Away; radius 0.5 in
    expect(baseAt(home, 'h1')).toEqual({ x: MARGIN + 260, y: MARGIN + 780 });
    expect(baseAt(away, 'h1')).toEqual({ x: MARGIN + 260, y: MARGIN + 60 });
    expect(home).toMatch(/data-testid="base-h1"[^>]*><title>[^<]*<\/title><circle r="20"/);
    // goal mouths x 3..10 on both goal lines; Home's at the bottom for Home
    expect(attr(home, 'mouth-0', 'x1')).toBe(MARGIN + 3 * SCALE);
    expect(attr(home, 'mouth-0', 'x2')).toBe(MARGIN + 10 * SCALE);
    expect(attr(home, 'mouth-0', 'y1')).toBe(MARGIN + 21 * SCALE);
    expect(attr(away, 'mouth-0', 'y1')).toBe(MARGIN);
    expect(attr(home, 'halfway', 'y1')).toBe(VIEW_H / 2);
    // captains wear the band; no ball before the kick-off
    expect(home.match(/class="sb-captain"/g)).toHaveLength(2);
    expect(home).not.toContain('data-testid="ball"');
  });

  it('shades the deployment areas and offers the formation while a coach deploys', () => {
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
    const html = render(t, 0);
    expect(html).toContain('data-testid="deploy-area-0"');
    expect(html).toContain('data-testid="sb-formation"');
    // Home's bases drawn at the offered formation before he sends it; Away's not yet on the pitch
    const offer = t.legal(0).find((a) => a.type === 'deploy')!;
    expect(offer.type === 'deploy' && offer.positions).toHaveLength(7);
    expect(html.match(/data-testid="base-h/g)).toHaveLength(7);
    expect(html).not.toContain('data-testid="base-a');
    if (offer.type === 'deploy') {
      for (const q of offer.positions) expect(baseAt(html, q.player)).toEqual(toSvg(q, 0));
    }
  });

  it('shows the loose ball, then an activated player’s allowance and his planned path’s length', async () => {
    const t = Table.atTurn1(0);
    const before = render(t, 0);
    // the kick-off left the ball loose at (8.5, 10.5)
    expect(before).toMatch(/data-testid="ball" data-state="loose"/);
    expect(attr(before, 'ball', 'cx')).toBe(MARGIN + 8.5 * SCALE);
    expect(attr(before, 'ball', 'cy')).toBe(MARGIN + 10.5 * SCALE);
    expect(before).toContain('data-testid="sb-pass"');
    expect(before).not.toContain('data-testid="allowance"');

    t.act(0, { type: 'activate', player: 'h5' });
    const active = render(t, 0);
    // MV 6: the allowance circle of 6 in around h5 (3.5, 8.5)
    expect(attr(active, 'allowance', 'r')).toBe(6 * SCALE);
    expect(attr(active, 'allowance', 'cx')).toBe(MARGIN + 3.5 * SCALE);
    expect(attr(active, 'allowance', 'cy')).toBe(MARGIN + (21 - 8.5) * SCALE);
    expect(active).toContain('data-testid="sb-end"');

    // a planned path of 2 in then 1.5 in: 3.5 in drawn, 2.5 in left around its end
    const path = [
      { x: 3.5, y: 10.5 },
      { x: 5, y: 10.5 },
    ];
    await i18n.changeLanguage('en');
    const en = render(t, 0, path);
    expect(en).toMatch(/data-testid="path-length">Path: 3.5 in \(6 in left\)</);
    expect(attr(en, 'allowance', 'r')).toBe(2.5 * SCALE);
    expect(attr(en, 'allowance', 'cx')).toBe(MARGIN + 5 * SCALE);
    expect(en).toContain('data-testid="sb-move"');
    await i18n.changeLanguage('fr');
    const fr = render(t, 0, path);
    expect(fr).toMatch(/data-testid="path-length">Trajet\u00a0: 3,5 po \(reste 6 po\)</);

    // once moved, the view's used movement shrinks the allowance
    t.act(0, { type: 'move', path });
    const moved = render(t, 0);
    expect(attr(moved, 'allowance', 'r')).toBeCloseTo(2.5 * SCALE, 9);
    expect(baseAt(moved, 'h5')).toEqual(toSvg({ x: 5, y: 10.5 }, 0));
  });

  it('draws the tackle halos of the opponents who may still react: 2 in edge to edge, a leap ring beyond', () => {
    const t = Table.atTurn1(0);
    expect(render(t, 0)).not.toContain('data-testid="halo-');
    t.act(0, { type: 'activate', player: 'h5' });
    const html = render(t, 0);
    expect(html.match(/data-testid="halo-a/g)).toHaveLength(7);
    expect(html).not.toContain('data-testid="halo-h');
    // radius 0.5 + 2 + 0.5 around a5 (3.5, 12.5); with a leap of 2 in, 5 in
    const a5 = toSvg({ x: 3.5, y: 12.5 }, 0);
    expect(html).toContain(
      `data-testid="halo-a5"><circle class="sb-halo-leap" cx="${a5.x}" cy="${a5.y}" r="${5 * SCALE}"></circle><circle class="sb-halo" cx="${a5.x}" cy="${a5.y}" r="${3 * SCALE}">`,
    );
    // Done, prone or stunned players, a keeper out of his zone, and every one once the reaction is used: none
    const view = structuredClone(sparkBall.view(t.s, 0));
    const set = (id: string, patch: Partial<SBView['players'][number]>) =>
      Object.assign(
        view.players.find((p) => p.id === id)!,
        patch,
      );
    set('a2', { done: true });
    set('a3', { prone: true });
    set('a4', { stunnedThroughTurn: 1 });
    set('a1', { y: 17.5 });
    set('a6', { abilities: ['reflexes'] });
    const shown = (v: SBView) =>
      renderToStaticMarkup(createElement(SparkBallBoard, { view: v, legal: [], seat: 1, onAct: () => {} }));
    const some = shown(view);
    expect(some.match(/data-testid="halo-a\d"/g)).toEqual([
      'data-testid="halo-a5"',
      'data-testid="halo-a6"',
      'data-testid="halo-a7"',
    ]);
    expect(some).toMatch(new RegExp(`data-testid="halo-a6">.*?class="sb-halo" [^>]*r="${4 * SCALE}"`));
    view.reactionUsed = [false, true];
    expect(shown(view)).not.toContain('data-testid="halo-');
  });

  it('marks each state: prone hollow, done dimmed, stunned, the Unbalanced count; a held ball on its holder', async () => {
    await i18n.changeLanguage('fr');
    const view = structuredClone(sparkBall.view(Table.atTurn1(0).s, 0));
    const set = (id: string, patch: Partial<SBView['players'][number]>) =>
      Object.assign(
        view.players.find((p) => p.id === id)!,
        patch,
      );
    set('h5', { prone: true });
    set('h6', { done: true });
    set('h7', { unbalanced: 2 });
    set('h2', { stunnedThroughTurn: 2 });
    view.ball = { state: 'held', x: 0, y: 0, holder: 'h3' };
    const html = renderToStaticMarkup(
      createElement(SparkBallBoard, { view, legal: [], seat: 0, onAct: () => {} }),
    );
    expect(html).toMatch(
      /data-testid="base-h5"[^>]*data-state="prone"[^>]*><title>[^<]*Au sol<\/title><circle r="20" fill="#fffdf6"/,
    );
    expect(html).toMatch(
      /data-testid="base-h6"[^>]*data-state="done"[^>]*><title>[^<]*Fini<\/title><circle [^>]*opacity="0.5"/,
    );
    expect(html).toMatch(/data-testid="unbalanced-h7"[^>]*>.*?>2<\/text>/);
    expect(html).toContain('data-testid="stunned-h2"');
    expect(html).not.toContain('data-testid="stunned-h3"');
    // Attaquant, Défenseur, Gardien
    expect(html).toMatch(/data-testid="base-h1".*?class="sb-position"[^>]*>G</);
    const h3 = baseAt(html, 'h3');
    expect(html).toMatch(/data-testid="ball" data-state="held"/);
    expect([attr(html, 'ball', 'cx'), attr(html, 'ball', 'cy')]).toEqual([h3.x, h3.y]);
  });

  it('the side panel gives the score, turn, empty phases and team rerolls', async () => {
    await i18n.changeLanguage('en');
    const t = Table.atTurn1(0);
    t.act(0, { type: 'pass' });
    const html = renderToStaticMarkup(
      createElement(SparkBallSides, { view: sparkBall.view(t.s, 0), seat: 0 }),
    );
    expect(html).toMatch(/data-testid="sb-score">.*0 – 0/);
    expect(html).toContain('data-testid="sb-turn">1<');
    expect(html).toContain('data-testid="sb-empty">1<');
    expect(html).toContain('data-testid="sb-rerolls">2 / 2<');
    expect(html).toContain('Phase of');
  });

  it('SB-R-07 draws a semicircular goal zone as a half-disc on the mouth, a rectangular one as a rectangle', () => {
    const t = Table.atTurn1(0);
    const view = sparkBall.view(t.s, 0);
    const board = (goalZone: { width: number; depth: number; shape?: 'rect' | 'semicircle' }) =>
      renderToStaticMarkup(
        createElement(SparkBallBoard as (p: Props & { goalZone: typeof goalZone }) => null, {
          view,
          legal: [],
          seat: 0,
          onAct: () => {},
          goalZone,
        }),
      );
    const half = board({ width: 7, depth: 3, shape: 'semicircle' });
    expect(half).toContain(
      '<path class="sb-goal-zone" data-testid="goal-zone-0" clip-path="url(#sb-pitch-clip)" d="M 156 856 A 120 120 0 0 1 396 856 Z"></path>',
    );
    expect(half).toContain(
      '<path class="sb-goal-zone" data-testid="goal-zone-1" clip-path="url(#sb-pitch-clip)" d="M 156 16 A 120 120 0 0 0 396 16 Z"></path>',
    );
    expect(board({ width: 7, depth: 3 })).toMatch(/<rect class="sb-goal-zone" data-testid="goal-zone-0"/);
    // Deeper than half the pitch's width, the half-disc would spill past the side lines: the pitch clips it.
    expect(board({ width: 7, depth: 8, shape: 'semicircle' })).toContain(
      'data-testid="goal-zone-0" clip-path="url(#sb-pitch-clip)"',
    );
  });
});
