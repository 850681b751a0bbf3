/**
 * The words of the "Et si… ? / What if…?" panel (web/src/whatIf.ts): exact fractions divided, percentages,
 * the rolls' outcome labels, every game's inputs and where a path stops, in French and English.
 */
import { describe, expect, it } from 'vitest';
import type { WhatIfNode, WhatIfStop } from '../src/engine/what-if.ts';

type T = (k: string, o?: object) => string;
// Imported by a computed path: the root type check leaves the web app's DOM code to the web's own (tsc -p web).
const WHAT_IF = '../web/src/whatIf.ts';
const { branchText, countNodes, divide, inputText, pct, stopText } = (await import(WHAT_IF)) as {
  divide(p: string, of: string): { exact: string; value: number };
  pct(p: number, lang: string): string;
  branchText(game: string, label: string, t: T): string;
  inputText(game: string, view: unknown, seat: number | null, input: unknown, t: T, lang: string): string;
  stopText(stop: WhatIfStop, t: T, hidden: boolean, lang?: string): string;
  countNodes(nodes: WhatIfNode[]): number;
};
const I18N = '../web/src/i18n.ts';
const i18n = ((await import(I18N)) as { default: { t: (k: string, o?: object) => string } }).default;
const fr = (k: string, o?: object) => i18n.t(k, { ...o, lng: 'fr' });
const en = (k: string, o?: object) => i18n.t(k, { ...o, lng: 'en' });

describe('what-if words', () => {
  it('divides exact fractions and writes percentages', () => {
    expect(divide('2/9', '1/3')).toEqual({ exact: '2/3', value: 2 / 3 });
    expect(divide('1', '1')).toEqual({ exact: '1', value: 1 });
    expect(divide('1/4', '1/2').exact).toBe('1/2');
    expect(pct(5 / 8, 'fr')).toBe('63\u00a0%');
    expect(pct(5 / 8, 'en')).toBe('63%');
    expect(pct(1 / 1296, 'en')).toBe('0.1%');
    expect(pct(0.0417, 'fr')).toBe('4,2\u00a0%');
    expect(pct(0.999, 'en')).toBe('99%');
    expect(pct(1, 'en')).toBe('100%');
  });

  it('names the outcomes of a roll', () => {
    expect(branchText('pillards', 'successes:2', fr)).toBe('2 réussites');
    expect(branchText('pillards', 'successes:1', en)).toBe('1 success');
    expect(branchText('osoi', 'success', en)).toBe('Success');
    expect(branchText('osoi', 'failure', fr)).toBe('Échec');
    expect(branchText('piss-squig', 'stunned', fr)).toBe('sur le ventre (sonné)');
    expect(branchText('spark-ball', 'down', en)).toBe('down');
    expect(branchText('spark-ball', 'total:7', fr)).toBe('Total 7');
    expect(branchText('pillards', 'faces:1,3', en)).toBe('Faces 1, 3');
    expect(branchText('pillards', 'burn:4', en)).toBe('burn:4');
  });

  it('names every game’s inputs', () => {
    expect(inputText('piss-squig', null, 0, { type: 'jump', x: 2, y: 2 }, fr, 'fr')).toBe('Saut (2, 2)');
    expect(inputText('piss-squig', null, 0, { type: 'jump', x: 2, y: 2 }, en, 'en')).toBe('Leap (2, 2)');
    expect(inputText('piss-squig', null, 0, { type: 'move' }, fr, 'fr')).toBe('Se déplacer');
    expect(inputText('pillards', null, 0, { type: 'fight' }, en, 'en')).toBe('Fight');
    expect(inputText('osoi', null, 0, { type: 'shoot', target: 'B2' }, fr, 'fr')).toContain('B2');
    const sb = inputText('spark-ball', { players: [] }, 0, { type: 'endActivation' }, en, 'en');
    expect(sb.length).toBeGreaterThan(0);
    expect(inputText('osoi', null, null, undefined, en, 'en')).toBe('The pending roll');
    // a long input is cut
    const long = { type: 'sheet', posts: 'x'.repeat(300) };
    expect(inputText('pillards', null, 0, long, en, 'en').length).toBeLessThanOrEqual(140);
  });

  it('says where a path stops', () => {
    const p = '1/2';
    expect(stopText({ kind: 'stop', reason: 'decision', player: 1, p }, en, false)).toBe(
      '→ Player 2 decides',
    );
    expect(stopText({ kind: 'stop', reason: 'decision', player: 0, p }, fr, false)).toBe(
      '→ décision de Joueur 1',
    );
    expect(stopText({ kind: 'stop', reason: 'orders', players: [0, 1], p }, en, false)).toContain(
      'sealed orders',
    );
    expect(stopText({ kind: 'stop', reason: 'over', winners: [0, 1], p }, fr, false, 'fr')).toBe(
      '→ fin de partie — vainqueurs : Joueur 1, Joueur 2',
    );
    expect(stopText({ kind: 'stop', reason: 'over', winners: [1], p }, en, false, 'en')).toBe(
      '→ match over — winner: Player 2',
    );
    expect(stopText({ kind: 'stop', reason: 'horizon', rule: 'SB-SETUP-6', p }, en, false)).toContain(
      'SB-SETUP-6',
    );
    expect(stopText({ kind: 'stop', reason: 'horizon', p }, fr, true)).toBe('→ suite cachée');
    expect(
      countNodes([
        {
          kind: 'roll',
          rule: 'R',
          dice: '1d6',
          roller: 0,
          reroll: false,
          p: '1',
          branches: [{ label: 'success', p: '1', next: [{ kind: 'stop', reason: 'over', p: '1' }] }],
        },
      ]),
    ).toBe(3);
  });
});
