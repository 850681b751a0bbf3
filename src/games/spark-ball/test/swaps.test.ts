import { describe, expect, it } from 'vitest';
import { scoreGoal } from '../goal.ts';
import { get, OutReason, P_OUT, P_WHERE, set, Where } from '../state.ts';
import { roster, rosterPlayer, Table, testOptions } from '../testing.ts';

const FREE = { subs: { freeAtKickoff: true } };
/** Away's roster with reserves a8 (Attacker) and a9 (Defender). */
const away = () => roster('a', {}, [rosterPlayer('a8', 'attacker'), rosterPlayer('a9', 'defender')]);
/** Home's roster with reserve h8 (Attacker). */
const home = () => roster('h', {}, [rosterPlayer('h8', 'attacker')]);

/** Turn 1, then `scoring` scores; `prepare` sets the scene first. */
function afterGoal(scoring: number, more: Record<string, unknown> = {}, prepare?: (t: Table) => void): Table {
  const t = Table.atTurn1(0, testOptions({ ...FREE, ...more }, home(), away()));
  prepare?.(t);
  scoreGoal(t.s, scoring, false, t.index(scoring === 0 ? 'h5' : 'a5'), t.events);
  return t;
}

const where = (t: Table, id: string) => get(t.s, t.index(id), P_WHERE);

describe('subs.freeAtKickoff (SB-R-40, ARB-SB-67)', () => {
  it('SB-R-40 / ARB-SB-67 healthy players may be swapped for same-position reserves, the conceding coach first', () => {
    const t = afterGoal(0);
    // Away conceded: he swaps first (D-31), from every on-pitch player to each reserve of his position.
    expect(t.pending()).toEqual({ kind: 'decision', player: 1, label: 'D-31' });
    expect(t.legal(1)).toEqual([
      { type: 'swap', out: 'a2', reserve: 'a9' },
      { type: 'swap', out: 'a3', reserve: 'a9' },
      { type: 'swap', out: 'a4', reserve: 'a9' },
      { type: 'swap', out: 'a5', reserve: 'a8' },
      { type: 'swap', out: 'a6', reserve: 'a8' },
      { type: 'swap', out: 'a7', reserve: 'a8' },
      { type: 'endSwaps' },
      { type: 'concede' },
    ]);
    t.act(1, { type: 'swap', out: 'a6', reserve: 'a8' });
    expect(t.ofType('swapped')).toEqual([
      { type: 'swapped', rule: 'SB-R-40', side: 1, out: 'a6', reserve: 'a8', slot: 'attacker' },
    ]);
    expect([where(t, 'a6'), where(t, 'a8')]).toEqual([Where.Reserve, Where.Pitch]);
    // a6 and a8 are done for this kick-off: neither goes back nor off again.
    expect(t.legal(1)).toEqual([
      { type: 'swap', out: 'a2', reserve: 'a9' },
      { type: 'swap', out: 'a3', reserve: 'a9' },
      { type: 'swap', out: 'a4', reserve: 'a9' },
      { type: 'endSwaps' },
      { type: 'concede' },
    ]);
    t.act(1, { type: 'endSwaps' });
    expect(t.ofType('swapsDone')).toEqual([{ type: 'swapsDone', rule: 'SB-R-40', side: 1 }]);
    // Then the scoring coach, then the redeployment (SB-KICK-4).
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-31' });
    expect(t.legal(0).slice(0, 3)).toEqual([
      { type: 'swap', out: 'h5', reserve: 'h8' },
      { type: 'swap', out: 'h6', reserve: 'h8' },
      { type: 'swap', out: 'h7', reserve: 'h8' },
    ]);
    t.act(0, { type: 'endSwaps' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-32' });
  });

  it('ARB-SB-67 refusals: a reserve of another position, a player swapped at this kick-off, a stranger', () => {
    const t = afterGoal(0);
    expect(t.refuse(1, { type: 'swap', out: 'a5', reserve: 'a9' })).toMatchObject({
      code: 'swap.reserve',
      rule: 'SB-R-40',
      en: '"a9" cannot come on for a5: name an available Attacker reserve not swapped yet at this kick-off (a8).',
      message:
        '"a9" ne peut pas entrer à la place de a5 : il faut un remplaçant disponible du même poste, attaquant, pas encore échangé à cet engagement (a8).',
    });
    t.act(1, { type: 'swap', out: 'a5', reserve: 'a8' });
    expect(t.refuse(1, { type: 'swap', out: 'a8', reserve: 'a5' })).toMatchObject({
      code: 'swap.out',
      en: '"a8" cannot go off: name a player of your team on the pitch not swapped yet at this kick-off (a2, a3, a4).',
    });
    expect(t.refuse(1, { type: 'swap', out: 'h2', reserve: 'a9' }).code).toBe('swap.out');
    expect(t.refuse(1, { type: 'substitute', out: 'a2', reserve: 'a9' }).code).toBe('decision.wrongKind');
  });

  it('ARB-SB-67 vacancies come first: the Out player’s slot is offered (D-31), then the free swaps', () => {
    const t = afterGoal(0, {}, (t) => {
      set(t.s, t.index('a3'), P_WHERE, Where.Out);
      set(t.s, t.index('a3'), P_OUT, OutReason.Serious);
    });
    expect(t.legal(1)).toEqual([
      { type: 'substitute', out: 'a3', reserve: 'a9' },
      { type: 'substitute', out: 'a3', reserve: null },
      { type: 'concede' },
    ]);
    t.act(1, { type: 'substitute', out: 'a3', reserve: 'a9' });
    // a9 came on by substitution and may still be swapped; no Defender reserve is left.
    expect(t.legal(1)).toEqual([
      { type: 'swap', out: 'a5', reserve: 'a8' },
      { type: 'swap', out: 'a6', reserve: 'a8' },
      { type: 'swap', out: 'a7', reserve: 'a8' },
      { type: 'endSwaps' },
      { type: 'concede' },
    ]);
  });

  it('ARB-SB-67 with lineup.anyPositionFillsSlot any reserve may come on, in the slot of the player going off', () => {
    const t = afterGoal(0, { lineup: { anyPositionFillsSlot: true } });
    expect(t.legal(1).filter((a) => a.type === 'swap')).toHaveLength(14);
    t.act(1, { type: 'swap', out: 'a1', reserve: 'a8' });
    expect(t.ofType('swapped')).toEqual([
      { type: 'swapped', rule: 'SB-R-40', side: 1, out: 'a1', reserve: 'a8', slot: 'keeper' },
    ]);
    expect(t.s.info[t.index('a8')]).toMatchObject({ position: 'keeper', rosterPosition: 'attacker' });
    expect(t.s.info[t.index('a1')]).toMatchObject({ position: 'keeper' });
    expect(t.s.info[t.index('a1')]!.rosterPosition).toBeUndefined();
  });

  it('SB-R-40 without the variant healthy players are never swapped: the redeployment follows the returns', () => {
    const t = Table.atTurn1(0, testOptions({}, home(), away()));
    scoreGoal(t.s, 0, false, t.index('h5'), t.events);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0, label: 'D-32' });
  });
});
