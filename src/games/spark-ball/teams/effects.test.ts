import { describe, expect, it } from 'vitest';
import { ABILITIES } from './abilities.ts';
import {
  boundToGoalZone,
  countOf,
  leapDistance,
  matchStats,
  playerEffects,
  playerRerolls,
  reachBonus,
  rollBonus,
  rollModifiers,
} from './effects.ts';
import type { Ability, AbilityDef, CaptainTrait, EquipmentId } from './types.ts';

const fx = (
  abilities: Ability[],
  equipment: EquipmentId | null = null,
  trait: CaptainTrait | null = null,
  more = {},
) => playerEffects({ abilities, equipment, trait, ...more });

describe('abilities, traits and items as data (section 4, 2.18)', () => {
  it('SB-SKILL-9 / SB-R-55 the eight abilities are data: rolls, reach, leap and player rerolls', () => {
    expect(Object.keys(ABILITIES)).toHaveLength(8);
    // Charge roll: Charge féroce +1, Tête brûlée +1 (captain), Brute may reroll any result.
    const cogneur = fx(['brute', 'chargeFeroce'], null, 'teteBrulee');
    expect(rollBonus(cogneur, 'ROLL-CHARGE')).toBe(2);
    expect(rollModifiers(cogneur, 'ROLL-CHARGE').map((x) => x.source)).toEqual([
      'chargeFeroce',
      'teteBrulee',
    ]);
    expect(playerRerolls(cogneur, 'ROLL-MASS-ATK', { failed: false }).map((x) => x.source)).toEqual([
      'brute',
    ]);
    // Catapulte: the power test, not the aim.
    expect([
      rollBonus(fx(['catapulte']), 'ROLL-SHOT-F'),
      rollBonus(fx(['catapulte']), 'ROLL-SHOT-AG'),
    ]).toEqual([1, 0]);
    // Gardien: +1 to Parry and Repel against the ball only, a reroll of a failed catch after a Parry.
    const keeper = fx(['gardien']);
    expect(
      (['dodge', 'parry', 'repel'] as const).map((defence) =>
        rollBonus(keeper, 'ROLL-PATH-REACT', { defence }),
      ),
    ).toEqual([0, 1, 1]);
    expect(rollBonus(keeper, 'ROLL-DEFENCE', { defence: 'parry' })).toBe(0);
    expect(playerRerolls(keeper, 'ROLL-PARRY-CATCH', { failed: true })).toHaveLength(1);
    expect(playerRerolls(keeper, 'ROLL-PARRY-CATCH', { failed: false })).toHaveLength(0);
    expect(boundToGoalZone(keeper)).toBe(true);
    // Leap: 2 in, Massif 1, Réacteurs dorsaux +1 (3, or 2 with Massif).
    expect(
      [fx([]), fx(['massif']), fx([], 'EQ-3'), fx(['massif'], 'EQ-3')].map((e) => leapDistance(e)),
    ).toEqual([2, 1, 3, 2]);
    // Passe feintée: −1 to the interceptor's roll, nothing to the thrower's own rolls.
    const lame = fx(['passeFeintee', 'souplesse']);
    expect(rollBonus(lame, 'ROLL-INTERCEPT-PASS', { as: 'interceptor' })).toBe(-1);
    expect(rollBonus(lame, 'ROLL-PATH-REACT', { as: 'interceptor', defence: 'parry' })).toBe(-1);
    expect(rollBonus(lame, 'ROLL-INTERCEPT-PASS')).toBe(0);
    // Souplesse: a failed Dodge, once per turn.
    expect(
      playerRerolls(lame, 'ROLL-DEFENCE', { defence: 'dodge', failed: true }).map((x) => x.effect),
    ).toEqual([
      {
        kind: 'reroll',
        rolls: ['ROLL-DEFENCE', 'ROLL-PATH-REACT'],
        defences: ['dodge'],
        failedOnly: true,
        limit: 'turn',
      },
    ]);
    expect(playerRerolls(lame, 'ROLL-DEFENCE', { defence: 'parry', failed: true })).toEqual([]);
    // Réflexes and Instinct stack on every regular reaction, Catch rebound included.
    expect(reachBonus(fx(['reflexes'], null, 'instinct'), 'catchRebound')).toBe(2);
    // A new ability is a new entry, with no engine change.
    const tables = {
      abilities: {
        ...ABILITIES,
        sprinteur: {
          id: 'sprinteur',
          rule: 'X',
          names: { fr: 'Sprinteur', en: 'Sprinter' },
          effects: [{ kind: 'leap', value: 2 }],
        },
      } as unknown as Record<string, AbilityDef>,
    };
    expect(
      leapDistance(playerEffects({ abilities: ['sprinteur' as Ability], equipment: null, tables })),
    ).toBe(4);
  });

  it('SB-CAPT-2 / ARB-SB-06 the trait works only while the captain is on the pitch (Increvable’s KO return excepted)', () => {
    expect(matchStats({ mv: 5, f: 3, r: 4, ag: 2, ar: 2 }, fx([], 'EQ-2', 'increvable')).ar).toBe(4);
    const out = fx([], null, 'increvable', { onPitch: false });
    expect(matchStats({ mv: 5, f: 3, r: 4, ag: 2, ar: 2 }, out).ar).toBe(2);
    expect(rollBonus(out, 'ROLL-KO-RETURN')).toBe(1);
    expect(countOf(fx([], null, 'meneur'), 'teamRerolls')).toBe(1);
    expect(countOf(fx([], null, 'meneur', { onPitch: false }), 'teamRerolls')).toBe(0);
    expect(countOf(fx([], null, 'sangFroid'), 'ignoreUnbalanced')).toBe(1);
    expect(rollBonus(fx([], null, 'visionDuJeu'), 'ROLL-PASS-AG')).toBe(1);
    expect(rollBonus(fx([], null, 'visionDuJeu'), 'ROLL-SHOT-F')).toBe(0);
  });

  it('SB-EQUIP-2 an item named by an event gives nothing; the others work as listed in 4.5', () => {
    expect(rollBonus(fx([], 'EQ-5'), 'ROLL-DEFENCE', { defence: 'parry' })).toBe(1);
    expect(rollBonus(fx([], 'EQ-5'), 'ROLL-PATH-REACT', { defence: 'parry' })).toBe(1);
    expect(
      rollBonus(fx([], 'EQ-5', null, { equipmentDisabled: true }), 'ROLL-DEFENCE', { defence: 'parry' }),
    ).toBe(0);
    expect(rollBonus(fx([], 'EQ-6', null, { onPitch: false }), 'ROLL-KO-RETURN')).toBe(1);
    expect(playerRerolls(fx([], 'EQ-1'), 'ROLL-REBOUND', { failed: true }).map((x) => x.source)).toEqual([
      'EQ-1',
    ]);
    expect(playerRerolls(fx([], 'EQ-4'), 'ROLL-TACKLE-F', { failed: true }).map((x) => x.source)).toEqual([
      'EQ-4',
    ]);
    expect(playerRerolls(fx([], 'EQ-4'), 'ROLL-TACKLE-F-DIFF', { failed: true })).toEqual([]);
  });
});
