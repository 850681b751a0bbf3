/**
 * Plurals in words (issue 9, "English plurals and French typography correct"): French takes the singular for 0
 * and 1, English for 1 only, both in the games' log lines (`{{n|one|other}}` in src/engine/i18n.ts) and in the
 * interface (the `count` and `verb` formatters of web/src/i18n.ts). No "(s)" is left on screen.
 */
import { describe, expect, it } from 'vitest';
import { countOf, format, singular } from '../src/engine/i18n.ts';
import { describe as pilDescribe } from '../src/games/pillards/i18n.ts';

const I18N = '../web/src/i18n.ts';
const i18n = ((await import(I18N)) as { default: { t: (k: string, o?: object) => string } }).default;

describe('plurals', () => {
  it('French singular for 0 and 1, English for 1 only', () => {
    expect([0, 1, 2].map((n) => singular(n, 'fr'))).toEqual([true, true, false]);
    expect([0, 1, 2].map((n) => singular(n, 'en'))).toEqual([false, true, false]);
    expect(format('{{k}} {{k|touche|touches}}', { k: 0 }, 'fr')).toBe('0 touche');
    expect(format('{{k}} {{k|hit|hits}}', { k: 0 }, 'en')).toBe('0 hits');
    expect(countOf(3, 'homme d’armes|hommes d’armes', 'fr')).toBe('3 hommes d’armes');
  });

  it('Pillards log lines agree with their numbers', () => {
    const save = {
      type: 'roll',
      rule: 'PIL-COMBAT-8',
      player: 0,
      dice: '2d6',
      faces: [1, 6],
      target: 5,
      figureType: 'archers',
      killed: 1,
    };
    expect(pilDescribe(save, 'fr')).toContain('→ 1 tué.');
    const hits = {
      type: 'roll',
      rule: 'PIL-COMBAT-5',
      player: 1,
      dice: '3d6',
      faces: [2, 5, 6],
      target: 5,
      successes: 2,
    };
    expect(pilDescribe(hits, 'fr')).toContain('→ 2 touches.');
    expect(pilDescribe({ ...hits, successes: 1 }, 'en')).toContain('→ 1 hit.');
    const dead = { type: 'casualties', dead: 1, figureType: 'menAtArms', owner: 0, origin: 'reserve' };
    expect(pilDescribe(dead, 'fr')).toBe('1 homme d’armes de Joueur 1 (réserve) tué.');
    expect(pilDescribe({ ...dead, dead: 2, figureType: 'cavalry' }, 'en')).toBe(
      '2 cavalrymen of Player 1 (reserve) killed.',
    );
    const defenders = { type: 'defenders', no: 1, figures: [{ owner: 1, figureType: 'archers', count: 1 }] };
    expect(pilDescribe(defenders, 'fr')).toContain('1 archer (Joueur 2)');
    for (const e of [save, hits, dead, defenders])
      for (const l of ['fr', 'en'] as const) expect(pilDescribe(e, l)).not.toContain('(s)');
  });

  it('the interface counts in words in both languages', async () => {
    const { changeLanguage } = i18n as unknown as { changeLanguage: (l: string) => Promise<unknown> };
    const setLang = (l: string) => void changeLanguage.call(i18n, l);
    setLang('fr');
    expect(i18n.t('ps.piss', { n: 1 })).toBe('1 marqueur Pisse');
    expect(i18n.t('pil.mustFight', { k: 3 })).toBe('3 figurines de la réserve doivent combattre');
    expect(i18n.t('pil.mustFight', { k: 1 })).toBe('1 figurine de la réserve doit combattre');
    setLang('en');
    expect(i18n.t('ps.piss', { n: 0 })).toBe('0 Piss markers');
    expect(i18n.t('ps.validated', { n: 1 })).toBe('1 point validated');
    setLang('fr');
  });
});
