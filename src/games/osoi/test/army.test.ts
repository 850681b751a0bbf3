import { describe, expect, it } from 'vitest';
import {
  characteristicCost,
  checkArmy,
  itemCost,
  startingHealth,
  unitCost,
  type ArmyRules,
} from '../army.ts';
import { ABILITIES, CATALOGUE, ITEMS } from '../catalogue.ts';
import { osoi } from '../index.ts';
import { DEFAULT_ARMY } from '../options.ts';
import { withArmies } from '../testing.ts';

const rules: ArmyRules = {
  budget: 150,
  maxFiguresPerSide: 20,
  maxGruntGroupSize: 5,
  gruntMaxCharacteristic: 3,
  catalogueOnly: false,
  physiqueHealth: false,
  equipmentEnabled: Object.keys(ITEMS),
};

const cost = (catalogue: string, size?: number) => {
  const r = checkArmy(
    { name: 'x', units: [{ catalogue, ...(size ? { size } : {}) }] },
    { ...rules, budget: 10_000 },
  );
  expect(r.problems).toEqual([]);
  return r.units[0]!.cost;
};

describe('OSOI army costs', () => {
  it('OS-ARMY-1 OS-R-45 characteristic costs: v(v+1)/2 for Tir, Contact, Agilité; v − 1 for Physique, Spécial', () => {
    expect([1, 2, 3, 4, 5].map((v) => characteristicCost('tir', v))).toEqual([1, 3, 6, 10, 15]);
    expect([1, 2, 3, 4, 5].map((v) => characteristicCost('agilite', v))).toEqual([1, 3, 6, 10, 15]);
    expect([1, 2, 3, 4, 5].map((v) => characteristicCost('contact', v))).toEqual([1, 3, 6, 10, 15]);
    expect([1, 2, 3, 4, 5].map((v) => characteristicCost('physique', v))).toEqual([0, 1, 2, 3, 4]);
    expect([1, 2, 3, 4, 5].map((v) => characteristicCost('special', v))).toEqual([0, 1, 2, 3, 4]);
  });

  it('OS-ARMY-3 OS-CAT-2 OS-EQ-2 item costs: ranged 2 × dice + ⌈R/12⌉, melee 2 × dice, armour 3, medkit 1', () => {
    const costs = Object.fromEntries(Object.keys(ITEMS).map((id) => [id, itemCost(id)]));
    expect(costs).toEqual({
      PISTOL: 3,
      RIFLE: 4,
      SNIPER_RIFLE: 6,
      SMG: 5,
      MG: 6,
      BLADE: 2,
      HEAVY: 4,
      CLAWS: 2,
      ARMOUR: 3,
      MEDKIT: 1,
    });
    expect(
      Object.fromEntries(
        Object.values(ITEMS)
          .filter((i) => i.range)
          .map((i) => [i.id, i.range]),
      ),
    ).toEqual({
      PISTOL: 8,
      RIFLE: 24,
      SNIPER_RIFLE: 48,
      SMG: 8,
      MG: 24,
    });
  });

  it('OS-ARMY-4 OS-CAT-3 ability costs: Medic 6, Officer 6, Regeneration 6, Stealthy 4, Marksman 4, Tough 2', () => {
    expect(Object.fromEntries(Object.values(ABILITIES).map((a) => [a.id, a.cost]))).toEqual({
      AB_MEDIC: 6,
      AB_OFFICER: 6,
      AB_REGENERATION: 6,
      AB_STEALTHY: 4,
      AB_MARKSMAN: 4,
      AB_TOUGH: 2,
    });
  });

  it('OS-CAT-1 OS-R-46 OS-ARMY-5 every catalogue character costs what the table says', () => {
    const table = { SOLDIER: 27, SNIPER: 36, BRUTE: 35, MEDIC: 32, OFFICER: 39, WEREWOLF: 47, SCOUT: 40 };
    const computed = Object.fromEntries(Object.keys(table).map((id) => [id, cost(id)]));
    expect(computed).toEqual(table);
    expect(Object.keys(CATALOGUE)).toEqual([...Object.keys(table), 'GRUNT_RIFLES', 'GRUNT_THUGS']);
  });

  it('OS-ARMY-6 OS-ARMY-2 grunt groups cost the profile and items once plus 2 per figure (14 + 2n, 10 + 2n)', () => {
    for (let n = 1; n <= 5; n++) {
      expect(cost('GRUNT_RIFLES', n)).toBe(14 + 2 * n);
      expect(cost('GRUNT_THUGS', n)).toBe(10 + 2 * n);
    }
    // Five grunts cost a character with the same profile and items.
    const g = CATALOGUE.GRUNT_RIFLES!;
    expect(unitCost(g.profile, g.equipment, [], 5)).toBe(24);
  });

  it('OS-UNIT-4 OS-R-17 starting health: 5, 6 with Tough, 3 + Physique with physiqueHealth; n for grunts', () => {
    const p = CATALOGUE.BRUTE!.profile;
    expect(startingHealth('character', p, [], 1, false)).toBe(5);
    expect(startingHealth('character', p, ['AB_TOUGH'], 1, false)).toBe(6);
    expect(startingHealth('character', p, [], 1, true)).toBe(7);
    expect(startingHealth('grunts', p, [], 4, false)).toBe(4);
  });

  it('OS-SETUP-1 the default army costs 139 points (within the 150 budget)', () => {
    const r = checkArmy(DEFAULT_ARMY, rules);
    expect(r.problems).toEqual([]);
    expect(r.units.reduce((n, u) => n + u.cost, 0)).toBe(139);
    expect(r.units.reduce((n, u) => n + u.figures, 0)).toBe(13);
  });
});

describe('OSOI army validation', () => {
  it('OS-ARMY-7 OS-R-19 OS-R-43 the validator lists every problem, not just the first', () => {
    const r = checkArmy(
      {
        name: 'x',
        units: [
          {
            custom: {
              kind: 'grunts',
              profile: { tir: 4, contact: 2, physique: 2, agilite: 2, special: 1 },
              equipment: ['RIFLE', 'PISTOL', 'MEDKIT'],
              abilities: ['AB_TOUGH'],
            },
            size: 6,
          },
          { catalogue: 'DRAGON' },
          { catalogue: 'SOLDIER', size: 2 },
          { catalogue: 'WEREWOLF' },
          { catalogue: 'WEREWOLF' },
          { catalogue: 'WEREWOLF' },
          { catalogue: 'GRUNT_RIFLES', size: 5 },
          { catalogue: 'GRUNT_RIFLES', size: 5 },
          { catalogue: 'GRUNT_RIFLES', size: 5 },
        ],
      },
      rules,
    );
    expect(r.problems.map((p) => [p.code, p.rule])).toEqual([
      ['army.characteristic', 'OS-UNIT-5'],
      ['army.size', 'OS-UNIT-1'],
      ['army.slot', 'OS-EQ-3'],
      ['army.gruntKit', 'OS-EQ-3'],
      ['army.gruntAbility', 'OS-UNIT-6'],
      ['army.catalogue', 'OS-ARMY-8'],
      ['army.size', 'OS-UNIT-1'],
      ['army.figures', 'OS-UNIT-10'],
      ['army.budget', 'OS-ARMY-7'],
    ]);
    expect(r.problems[0]!.en).toBe('Unit 1 (Grunts): Shooting 4; allowed 1 to 3 for grunts.');
    expect(r.problems.at(-2)!.en).toBe('The army has 25 figures; 20 at most.');
  });

  it('OS-ARMY-7 at setup, both armies are checked and every problem is reported with its army', () => {
    const r = osoi.setup(withArmies([], [{ catalogue: 'SOLDIER' }, { catalogue: 'NOPE' }]));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('options.army');
    expect(r.error.details?.map((d) => d.en)).toEqual([
      'Army A: The army has no unit; at least one is needed.',
      `Army B: Unit 2: "NOPE" is not in the catalogue; the catalogue has ${Object.keys(CATALOGUE).join(', ')}.`,
    ]);
  });

  it('OS-ARMY-8 OS-R-47 catalogueOnly refuses custom units; a switched-off item is refused', () => {
    const custom = {
      custom: {
        kind: 'character' as const,
        profile: { tir: 1, contact: 1, physique: 1, agilite: 1, special: 1 },
        equipment: ['SMG'],
        abilities: [],
      },
    };
    const r = checkArmy(
      { name: 'x', units: [custom] },
      { ...rules, catalogueOnly: true, equipmentEnabled: ['RIFLE'] },
    );
    expect(r.problems.map((p) => p.code)).toEqual(['army.catalogueOnly', 'army.itemDisabled']);
    // Custom: 1+1+0+1+0 + 10 + SMG 5 = 18.
    expect(checkArmy({ name: 'x', units: [custom] }, rules)).toMatchObject({
      problems: [],
      units: [{ cost: 18 }],
    });
  });

  it('OS-UNIT-2 OS-UNIT-6 a character has characteristics 1–5 and may take abilities', () => {
    const r = checkArmy(
      {
        name: 'x',
        units: [
          {
            custom: {
              kind: 'character',
              profile: { tir: 5, contact: 0, physique: 1, agilite: 1, special: 6 },
              equipment: [],
              abilities: ['AB_MARKSMAN', 'AB_FLYING'],
            },
          },
        ],
      },
      { ...rules, budget: 1000 },
    );
    expect(r.problems.map((p) => p.en)).toEqual([
      'Unit 1 (Personnage): Melee 0; allowed 1 to 5.',
      'Unit 1 (Personnage): Special 6; allowed 1 to 5.',
      `Unit 1 (Personnage): there is no ability "AB_FLYING"; abilities: ${Object.keys(ABILITIES).join(', ')}.`,
    ]);
  });
});
