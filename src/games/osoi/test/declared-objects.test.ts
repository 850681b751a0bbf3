import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { UNPLACED } from '../declared.ts';
import { osoi } from '../index.ts';
import { objectHealth } from '../objects.ts';
import { F_X, F_Y, figuresOf, fset, unitIndex, type OSState } from '../state.ts';
import { act, activateWith, refusal, roll, scenarioBattle, withArmies } from '../testing.ts';

// SC-3's crate at (30, 20), radius 0.5 m, health 3, cover 0, attackable by the attacker (role 0, seat 0 here).
// Declared geometry (OS-GEN-7): A1 (Soldier, Tir 3, Contact 2, rifle 24 m) has no coordinates at all.

const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);

/** SC-3 under declared geometry, A1 on the table without positions (ARB-OS-88), far from the crate anyway. */
function sabotage(): OSState {
  const s = scenarioBattle('SC-3', withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
    A1: [[5, 5]],
    B1: [[5, 35]],
  });
  s.o = { ...s.o, geometryMode: 'declared' };
  for (const f of figuresOf(s, unitIndex(s, 'A1'))) {
    fset(s, f, F_X, UNPLACED);
    fset(s, f, F_Y, UNPLACED);
  }
  return s;
}

describe('OSOI declared geometry: scenario objects as targets (ARB-OS-100)', () => {
  it('ARB-OS-100 a unit without coordinates shoots the crate with declared facts: band and cover from them', () => {
    const s = sabotage();
    activateWith(s, 'A1', { shoot: 2 });
    // legal names the crate with facts (at the weapon's range in the open; at the next band's limit in cover 1).
    const legal = osoi.legal(s, 0).filter((a) => a.type === 'shoot' && a.target === 'CRATE');
    expect(legal).toEqual([
      {
        type: 'shoot',
        target: 'CRATE',
        declared: { distance: 24, los: true, coverTarget: 0, coverShooter: 0 },
      },
      {
        type: 'shoot',
        target: 'CRATE',
        declared: { distance: 48, los: true, coverTarget: 1, coverShooter: 0 },
      },
    ]);
    expect(refusal(s, 0, { type: 'shoot', target: 'CRATE' })).toMatchObject({
      code: 'declared.shoot',
      rule: 'OS-GEN-7',
    });
    expect(
      refusal(s, 0, {
        type: 'shoot',
        target: 'CRATE',
        declared: { distance: 10, los: false, coverTarget: 0, coverShooter: 0 },
      }),
    ).toMatchObject({ code: 'shoot.los', rule: 'OS-TERR-3' });
    const declared = { distance: 30, los: true, coverTarget: 1, coverShooter: 0 };
    const events = act(s, 0, { type: 'shoot', target: 'CRATE', declared });
    // 30 m with a 24 m rifle: band 1; cover max(crate 0, declared 1) = 1: difficulty 2, unopposed.
    expect(ev(events, 'shot')).toMatchObject({
      rule: 'OS-SURP-4',
      object: 'CRATE',
      distance: 30,
      band: 1,
      cover: 1,
      difficulty: 2,
      declared,
    });
    // 2 pool dice + the rifle's: 3 successes against 2, margin 1, one damage.
    const result = roll(s, [6, 5, 4]);
    expect(ev(result, 'shotResult')).toMatchObject({ object: 'CRATE', attackerMargin: 1, damage: 1 });
    expect(objectHealth(s, 0)).toBe(2);
  });

  it('ARB-OS-100 the crate is fought when the players declare the unit engaged with it; engaged: false is refused', () => {
    const s = sabotage();
    activateWith(s, 'A1', { melee: 2 });
    expect(osoi.legal(s, 0)).toContainEqual({ type: 'melee', object: 'CRATE', declared: { engaged: true } });
    expect(refusal(s, 0, { type: 'melee', object: 'CRATE' })).toMatchObject({
      code: 'declared.melee',
      rule: 'OS-GEN-7',
    });
    const r = refusal(s, 0, { type: 'melee', object: 'CRATE', declared: { engaged: false } });
    expect(r).toMatchObject({ code: 'melee.engaged', rule: 'OS-MELEE-1' });
    expect(r.en).toContain('is not declared engaged with A1');
    const events = act(s, 0, { type: 'melee', object: 'CRATE', declared: { engaged: true } });
    expect(ev(events, 'melee')).toMatchObject({
      object: 'CRATE',
      difficulty: 0,
      unopposed: true,
      declared: { engaged: true },
    });
    // Unopposed, 2 pool dice (no melee weapon): 2 successes, margin 2.
    const result = roll(s, [6, 4]);
    expect(ev(result, 'meleeResult')).toMatchObject({ attackerMargin: 2, damage: 2 });
    expect(objectHealth(s, 0)).toBe(1);
  });

  it('ARB-OS-100 the defender may not name the crate, declared or not', () => {
    const s = sabotage();
    activateWith(s, 'A1', {});
    activateWith(s, 'B1', { melee: 1, shoot: 1 });
    expect(
      osoi
        .legal(s, 1)
        .some((a) => (a.type === 'melee' || a.type === 'shoot') && JSON.stringify(a).includes('CRATE')),
    ).toBe(false);
    expect(refusal(s, 1, { type: 'melee', object: 'CRATE', declared: { engaged: true } }).code).toBe(
      'melee.object',
    );
  });
});
