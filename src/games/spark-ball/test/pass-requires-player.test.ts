import { describe, expect, it } from 'vitest';
import { get, P_DONE, P_STUN, set } from '../state.ts';
import { Table, testOptions } from '../testing.ts';

const spending = () => testOptions({ turn: { passRequiresPlayer: true } });

describe('turn.passRequiresPlayer = true (SB-R-13, ARB-SB-72)', () => {
  it('SB-R-13 the legal passes name each player able to act; a bare pass is no longer offered', () => {
    const t = Table.atTurn1(0, spending());
    set(t.s, t.index('h3'), P_DONE, 1);
    set(t.s, t.index('h4'), P_STUN, 1);
    const passes = t.legal(0).filter((a) => a.type === 'pass');
    expect(passes).toEqual(['h1', 'h2', 'h5', 'h6', 'h7'].map((player) => ({ type: 'pass', player })));
    expect(t.legal(0)).not.toContainEqual({ type: 'pass' });
  });

  it('SB-R-13 a pass names a Ready player, who becomes Done; the phase is empty and play goes to the opponent', () => {
    const t = Table.atTurn1(0, spending());
    t.act(0, { type: 'pass', player: 'h6' });
    expect(t.ofType('passedWithPlayer')).toEqual([
      { type: 'passedWithPlayer', rule: 'SB-R-13', side: 0, player: 'h6' },
    ]);
    expect(get(t.s, t.index('h6'), P_DONE)).toBe(1);
    expect(t.ofType('phaseEnded').at(-1)).toMatchObject({ side: 0, empty: true, emptyPhases: 1 });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
    t.act(1, { type: 'pass', player: 'a2' });
    // h6 cannot act nor be spent again this turn.
    expect(t.refuse(0, { type: 'activate', player: 'h6' }).code).toBe('activate.unable');
    expect(t.legal(0)).not.toContainEqual({ type: 'pass', player: 'h6' });
  });

  it('SB-R-11 spending passes count towards the empty-phase limit, and the spent players are Ready next turn', () => {
    const t = Table.atTurn1(0, spending());
    t.act(0, { type: 'pass', player: 'h5' });
    t.act(1, { type: 'pass', player: 'a5' });
    t.act(0, { type: 'pass', player: 'h6' });
    t.act(1, { type: 'pass', player: 'a6' });
    expect(t.ofType('turnEnded')).toEqual([{ type: 'turnEnded', rule: 'SB-PHASE-5', turn: 1 }]);
    expect(t.s.turn).toBe(2);
    for (const id of ['h5', 'h6', 'a5', 'a6']) expect(get(t.s, t.index(id), P_DONE)).toBe(0);
  });

  it('SB-R-12 a side whose players are all spent by passes is skipped: the other plays consecutive phases', () => {
    const t = Table.atTurn1(0, testOptions({ turn: { passRequiresPlayer: true, emptyPhaseLimit: 20 } }));
    for (const id of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) set(t.s, t.index(id), P_DONE, 1);
    t.act(0, { type: 'pass', player: 'h7' });
    t.act(1, { type: 'pass', player: 'a7' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-10' });
  });

  it('ARB-SB-72 a pass without a player, or naming one who cannot act, is refused with the players allowed', () => {
    const t = Table.atTurn1(0, spending());
    set(t.s, t.index('h3'), P_DONE, 1);
    set(t.s, t.index('h4'), P_STUN, 1);
    expect(t.refuse(0, { type: 'pass' })).toMatchObject({
      code: 'pass.player',
      rule: 'ARB-SB-72',
      en: 'With turn.passRequiresPlayer, a pass must name a Ready player, who becomes Done (possible: h1, h2, h5, h6, h7).',
      message:
        'Avec turn.passRequiresPlayer, une passe doit nommer un joueur Opérationnel, qui devient Occupé (possibles : h1, h2, h5, h6, h7).',
    });
    expect(t.refuse(0, { type: 'pass', player: 'h3' })).toMatchObject({
      code: 'pass.player',
      en: 'With turn.passRequiresPlayer, "h3" cannot be spent: name a player of your team on the pitch, Ready and not stunned (possible: h1, h2, h5, h6, h7).',
    });
    expect(t.refuse(0, { type: 'pass', player: 'h4' }).code).toBe('pass.player');
    expect(t.refuse(0, { type: 'pass', player: 'a5' }).code).toBe('pass.player');
    expect(t.refuse(0, { type: 'pass', player: 7 }).code).toBe('pass.player');
  });

  it('SB-R-13 by default a pass names nobody: a named player is refused and nobody is spent', () => {
    const t = Table.atTurn1(0);
    expect(t.refuse(0, { type: 'pass', player: 'h5' })).toMatchObject({
      code: 'pass.player',
      rule: 'SB-R-13',
      en: 'Passing the phase spends no player (turn.passRequiresPlayer = false): send { type: \'pass\' } without "player" (got "h5").',
    });
    t.act(0, { type: 'pass' });
    expect(t.ofType('passed')).toEqual([{ type: 'passed', rule: 'SB-R-13', side: 0 }]);
    for (let p = 0; p < 7; p++) expect(get(t.s, p, P_DONE)).toBe(0);
  });
});
