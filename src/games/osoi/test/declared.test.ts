import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { osoi } from '../index.ts';
import type { OSState } from '../state.ts';
import { act, activateWith, battle, refusal, withArmies } from '../testing.ts';

// Declared geometry (OS-GEN-7): Shoot and Melee take the facts the players type. Setup still refuses the mode
// (Move and deployment are not built), so these battles switch it on after setup. SOLDIER: Tir 3, rifle 24 m.

const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);
const declaredBattle = (): OSState => {
  // A1 and B1 23 m apart edge to edge, in the open: the coordinates say band 0, no cover.
  const s = battle(withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]), {
    A1: [[6, 6]],
    B1: [[6, 30]],
  });
  s.o = { ...s.o, geometryMode: 'declared' };
  return s;
};

describe('OSOI declared geometry (OS-GEN-7)', () => {
  it('OS-GEN-7 a declared shot uses the typed distance and covers, and logs them with the computed ones', () => {
    expect(osoi.setup({ geometryMode: 'declared' }).ok).toBe(false);
    const s = declaredBattle();
    activateWith(s, 'A1', { shoot: 2 });
    const declared = { distance: 30, los: true, coverTarget: 2, coverShooter: 1 };
    const events = act(s, 0, { type: 'shoot', target: 'B1', declared });
    // 30 m with a rifle: band 1; + the declared cover 2. Return fire: band 1 + the shooter's cover 1.
    expect(ev(events, 'shot')).toMatchObject({
      distance: 30,
      band: 1,
      cover: 2,
      coverTerm: 2,
      difficulty: 3,
      returnDifficulty: 2,
      declared,
      computed: { distance: 23, los: true, coverTarget: 0, coverShooter: 0 },
    });
    expect(osoi.view(s, 1).shot).toMatchObject({ distance: 30, difficulty: 3, returnDifficulty: 2 });
  });

  it('OS-GEN-7 declared shot facts are checked: missing or out-of-range facts and no declared LOS are refused', () => {
    const s = declaredBattle();
    activateWith(s, 'A1', { shoot: 1 });
    // legal offers the facts the coordinates give, and they validate.
    const candidate = {
      type: 'shoot',
      target: 'B1',
      declared: { distance: 23, los: true, coverTarget: 0, coverShooter: 0 },
    };
    expect(osoi.legal(s, 0)).toContainEqual(candidate);
    expect(osoi.validate(s, 0, candidate).ok).toBe(true);
    const missing = refusal(s, 0, { type: 'shoot', target: 'B1' });
    expect(missing).toMatchObject({ code: 'declared.shoot', rule: 'OS-GEN-7' });
    expect(missing.en).toContain(
      'e.g. declared: { distance: 14.5, los: true, coverTarget: 1, coverShooter: 0 }',
    );
    expect(
      refusal(s, 0, {
        type: 'shoot',
        target: 'B1',
        declared: { distance: 10, los: true, coverTarget: 5, coverShooter: 0 },
      }).code,
    ).toBe('declared.shoot');
    expect(
      refusal(s, 0, {
        type: 'shoot',
        target: 'B1',
        declared: { distance: 10, los: false, coverTarget: 0, coverShooter: 0 },
      }),
    ).toMatchObject({ code: 'shoot.los', rule: 'OS-TERR-3' });
    expect(
      refusal(s, 0, {
        type: 'shoot',
        target: 'A1',
        declared: { distance: 10, los: true, coverTarget: 0, coverShooter: 0 },
      }).code,
    ).toBe('shoot.friendly');
  });

  it('OS-GEN-7 a declared melee takes the players’ word for the engagement and logs the computed one', () => {
    const s = declaredBattle();
    activateWith(s, 'A1', { melee: 1 });
    expect(refusal(s, 0, { type: 'melee', target: 'B1' }).code).toBe('declared.melee');
    expect(refusal(s, 0, { type: 'melee', target: 'B1', declared: { engaged: false } }).code).toBe(
      'melee.engaged',
    );
    const events = act(s, 0, { type: 'melee', target: 'B1', declared: { engaged: true } });
    expect(ev(events, 'melee')).toMatchObject({
      unit: 'A1',
      target: 'B1',
      declared: { engaged: true },
      computed: { engaged: false },
    });
    expect(osoi.pending(s)).toMatchObject({ kind: 'decision', player: 1, label: 'DP-13' });
  });
});
