/**
 * The Spark Ball table's decisions panel (web/src/sbDecisions.ts): which inputs it shows beside the board, the
 * tackle options grouped by tackler with their interruption points, the window named from the inputs, and a
 * readable label, in French and English, for every input — including types no code of the table knows yet.
 */
import { describe, expect, it } from 'vitest';
import { Table } from '../src/games/spark-ball/testing.ts';
import { sparkBall } from '../src/games/spark-ball/index.ts';
import type { SBView } from '../src/games/spark-ball/view.ts';
import { actionLabel, sortInputs, tackleGroups, windowOf, type AnyInput } from '../web/src/sbDecisions.ts';

const I18N = '../web/src/i18n.ts';
const i18n = ((await import(I18N)) as { default: { t: (k: string, o?: object) => string } }).default;
const tIn = (lng: string) => (k: string, o?: Record<string, unknown>) => i18n.t(k, { ...o, lng });

describe('Spark Ball decisions panel', () => {
  it('keeps board inputs for the board, groups tackles, and names the window', () => {
    const legal: AnyInput[] = [
      { type: 'decline' },
      { type: 'tackle', player: 'a5', leap: false, at: 1.5 },
      { type: 'tackle', player: 'a5', leap: false, at: 0.5 },
      { type: 'tackle', player: 'a5', leap: true, at: 2 },
      { type: 'move', path: [{ x: 1, y: 1 }] },
      { type: 'concede' },
    ];
    expect(tackleGroups(legal)).toEqual([
      { player: 'a5', leap: false, at: [0.5, 1.5] },
      { player: 'a5', leap: true, at: [2] },
    ]);
    const sorted = sortInputs(legal);
    expect(sorted.reacting).toBe(true);
    expect(sorted.others).toEqual([{ type: 'decline' }]);
    expect(sorted.concede).toEqual({ type: 'concede' });
    expect(windowOf(legal)).toBe('RW-TACKLE');
    expect(windowOf([{ type: 'decline' }, { type: 'interceptPass', player: 'a2', leap: false }])).toBe(
      'RW-PASS',
    );
    expect(windowOf([{ type: 'activate', player: 'h1' }])).toBeNull();
  });

  it('labels known and unknown inputs in French and English, players by number and name', () => {
    const t = Table.atTurn1(0);
    const view = sparkBall.view(t.s, 0) as SBView;
    const fr = (a: AnyInput) => actionLabel(a, view, 0, tIn('fr'), 'fr');
    const en = (a: AnyInput) => actionLabel(a, view, 0, tIn('en'), 'en');
    expect(fr({ type: 'catchRebound', player: 'h5', leap: true })).toBe(
      'Rattraper le ballon — joueur #5 h5 · en bondissant : oui',
    );
    expect(en({ type: 'catchRebound', player: 'h5', leap: true })).toBe(
      'Catch the ball — player #5 h5 · leaping: yes',
    );
    expect(fr({ type: 'loseCharacteristic', stat: 'ag' })).toBe('Perdre — Agilité (AG)');
    expect(en({ type: 'shoot', to: { x: 6.5, y: 20.5 } })).toBe('Shoot — to (6.5 ; 20.5)');
    expect(fr({ type: 'charge', target: 'a6' })).toBe('Charger — cible #6 a6');
    expect(en({ type: 'defend', defence: 'parry' })).toBe('Defence — Parry');
    expect(fr({ type: 'stepAside', angle: 22.5 })).toBe('S’écarter — 22,5°');
    // A type nobody taught the table: its name, then its fields as they are.
    expect(en({ type: 'newThing', player: 'h2', level: 3 })).toBe('newThing — player #2 h2 · level 3');
  });
});
