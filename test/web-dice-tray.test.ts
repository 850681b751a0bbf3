/**
 * The dice tray (web/src/components/Playback.tsx `DiceTray`) rendered in Node: an OSOI pool roll says its
 * successes, per-die target, difficulty and margin, never the faces' sum (a Pillards pool too); single dice keep their totals.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/engine/types.ts';

// Loaded by path, like the other web tests, so that the Node typecheck does not take in browser-only modules.
const PLAYBACK = '../web/src/components/Playback.tsx';
const I18N = '../web/src/i18n.ts';
type TrayProps = { game: string; events: GameEvent[]; playing: GameEvent | null };
const { DiceTray } = (await import(PLAYBACK)) as { DiceTray: (p: TrayProps) => null };
const { default: i18n } = (await import(I18N)) as {
  default: { changeLanguage: (l: string) => Promise<unknown> };
};

const tray = (game: string, e: GameEvent) =>
  renderToStaticMarkup(createElement(DiceTray, { game, events: [e], playing: null }));
const verdict = (html: string) => /data-testid="dice-verdict">([^<]*)</.exec(html)?.[1];

// An OSOI shot (applyPoolFaces's event): 3 dice, 2 fours and more, difficulty 1.
const pool: GameEvent = {
  type: 'roll',
  rule: 'OS-TEST-1',
  step: 'DS-SHOOT-ATT',
  player: 0,
  unit: 'A1',
  dice: '3d6',
  faces: [6, 2, 4],
  target: 4,
  total: 12,
  successes: 2,
  difficulty: 1,
  margin: 1,
  success: true,
  reroll: false,
};

describe('the dice tray', () => {
  it('shows an OSOI pool roll by its successes, difficulty and margin, never the sum', async () => {
    await i18n.changeLanguage('fr');
    let html = tray('osoi', pool);
    expect(verdict(html)).toBe('2 réussites · marge 1 · Réussi');
    expect(html).toContain('chaque dé réussit sur 4+');
    expect(html).toContain('difficulté 1');
    expect(html).toContain('data-successes="2"');
    expect(html).not.toContain('total');
    expect(html).not.toContain('12');
    // The dice that succeed stand out.
    expect(html.match(/class="die hit"/g)).toHaveLength(2);
    expect(html.match(/class="die miss"/g)).toHaveLength(1);
    await i18n.changeLanguage('en');
    html = tray('osoi', { ...pool, faces: [1, 3, 4], successes: 1, margin: 0, success: false });
    expect(verdict(html)).toBe('1 success · margin 0 · Failure');
    expect(html).toContain('each die succeeds on 4+');
    expect(html).toContain('difficulty 1');
    expect(html).not.toContain('total');
    await i18n.changeLanguage('fr');
  });

  it('keeps the totals of single dice; a Pillards pool says its successes, never its sum', async () => {
    await i18n.changeLanguage('en');
    // OSOI's roll-off is no pool: its face is its total.
    const rollOff: GameEvent = {
      type: 'roll',
      rule: 'OS-R-39',
      player: 1,
      dice: '1d6',
      faces: [5],
      total: 5,
    };
    expect(verdict(tray('osoi', rollOff))).toBe('total 5');
    const squig: GameEvent = {
      type: 'roll',
      rule: 'PS-SK-5',
      player: 0,
      dice: '1d6',
      faces: [4],
      target: 4,
      total: 4,
      success: true,
    };
    const html = tray('piss-squig', squig);
    expect(verdict(html)).toBe('Success · total 4');
    expect(html).toContain('target 4+');
    expect(html).not.toContain('class="die hit"');
    const hits: GameEvent = {
      type: 'roll',
      rule: 'PIL-COMBAT-5',
      player: 0,
      dice: '2d6',
      faces: [5, 2],
      target: 4,
      modifier: 0,
      total: 7,
      successes: 1,
    };
    expect(verdict(tray('pillards', hits))).toBe('1 success');
    await i18n.changeLanguage('fr');
  });
});
