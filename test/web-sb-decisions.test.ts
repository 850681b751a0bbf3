/**
 * The Spark Ball table's decisions panel (web/src/sbDecisions.ts): which inputs it shows beside the board, the
 * tackle options grouped by tackler with their interruption points, the window named from the inputs, and a
 * readable label, in French and English, for every input — including types no code of the table knows yet.
 */
import { describe, expect, it } from 'vitest';
import { P_X, P_Y, set } from '../src/games/spark-ball/state.ts';
import { roster, Table, testOptions } from '../src/games/spark-ball/testing.ts';
import { sparkBall } from '../src/games/spark-ball/index.ts';
import type { SBView } from '../src/games/spark-ball/view.ts';
import {
  actionLabel,
  defencePrompt,
  sortInputs,
  tackleGroups,
  windowOf,
  type AnyInput,
} from '../web/src/sbDecisions.ts';

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

  it('ARB-SB-79 the defence window says D is still to be rolled when the defence comes first, else gives D', () => {
    const charged = (defenceChoice: string): Table => {
      const t = Table.atTurn1(
        0,
        testOptions(
          { charge: { defenceChoice } },
          roster('h', { teamRerolls: 0 }),
          roster('a', { teamRerolls: 0 }),
        ),
      );
      const a6 = t.index('a6');
      set(t.s, a6, P_X, 6500);
      set(t.s, a6, P_Y, 10500);
      t.act(0, { type: 'activate', player: 'h6' });
      t.act(0, { type: 'charge', target: 'a6' });
      return t;
    };
    const t = charged('beforeRoll');
    const view = sparkBall.view(t.s, 1) as SBView;
    const p = defencePrompt(view);
    expect(p).toEqual({ rule: 'ARB-SB-79', key: 'sbCharge.defendBeforeRoll', d: null, attacker: 'h6' });
    expect(tIn('fr')(p.key, { player: '#6 h6', d: '?' })).toBe(
      '#6 h6 vous charge : choisissez votre défense avant son jet de charge (difficulté pas encore tirée ; les chances couvrent chaque face).',
    );
    expect(tIn('en')(p.key, { player: '#6 h6', d: '?' })).toBe(
      '#6 h6 charges you: choose your defence before his charge roll (difficulty not rolled yet; the odds cover every face).',
    );
    // The default order: the charge roll first (D = 4 + 3), then the prompt gives D.
    const u = charged('afterRoll');
    u.roll(4);
    const after = defencePrompt(sparkBall.view(u.s, 1) as SBView);
    expect(after).toEqual({ rule: 'SB-CHARGE-5', key: 'sbd.defendCharge', d: 7, attacker: 'h6' });
    expect(tIn('en')(after.key, { player: '#6 h6', d: after.d })).toBe('#6 h6 charges you: difficulty 7.');
  });
});
