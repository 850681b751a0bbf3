/** The OSOI army builder's helpers (web/src/osoiArmy.ts): catalogue costs, budget left, problems in words. */
import { describe, expect, it } from 'vitest';
import { osoi } from '../src/games/osoi/index.ts';
import {
  addUnit,
  armiesOption,
  armyRulesOf,
  catalogueCost,
  catalogueEntries,
  removeUnit,
  resizeUnit,
  startingList,
  summarise,
} from '../web/src/osoiArmy.ts';

describe('OSOI army builder helpers', () => {
  const rules = armyRulesOf();

  it('OS-ARMY-5 prices the catalogue: the soldier, the sniper, a rifle group by size', () => {
    expect(rules.budget).toBe(150);
    const entries = catalogueEntries(rules);
    expect(entries.map((e) => e.id)).toEqual([
      'SOLDIER',
      'SNIPER',
      'BRUTE',
      'MEDIC',
      'OFFICER',
      'WEREWOLF',
      'SCOUT',
      'GRUNT_RIFLES',
      'GRUNT_THUGS',
    ]);
    // Soldier: Tir 3 (6) + Contact 2 (3) + Physique 2 (1) + Agilité 2 (3) + Spécial 1 (0) + rifle + 5 health × 2.
    const soldier = entries[0]!;
    expect(soldier.cost).toBe(catalogueCost('SOLDIER', 1, rules));
    expect(entries.find((e) => e.id === 'GRUNT_RIFLES')!.size).toBe(5);
    expect(catalogueCost('GRUNT_RIFLES', 5, rules) - catalogueCost('GRUNT_RIFLES', 4, rules)).toBe(2);
  });

  it('OS-ARMY-7 the default army fits the budget: 139 points, 13 figures, 11 left', () => {
    const s = summarise(startingList('Escouade'), rules);
    expect(s).toMatchObject({ total: 139, left: 11, figures: 13, valid: true, problems: [] });
  });

  it('OS-ARMY-7 an army over budget says so in French and English', () => {
    let list = startingList('Trop');
    list = addUnit(list, 'WEREWOLF', 1);
    list = addUnit(list, 'BRUTE', 1);
    const s = summarise(list, rules);
    expect(s.valid).toBe(false);
    expect(s.left).toBeLessThan(0);
    const budget = s.problems.find((p) => p.fr.includes('budget'))!;
    expect(budget.fr).toBe(`L'armée coûte ${s.total} points ; le budget est de 150.`);
    expect(budget.en).toBe(`The army costs ${s.total} points; the budget is 150.`);
  });

  it('OS-ARMY-7 an empty army is a problem; sizes stay within 1 and the largest group', () => {
    const empty = removeUnit(
      removeUnit({ name: 'X', units: [{ catalogue: 'SOLDIER' }, { catalogue: 'SNIPER' }] }, 0),
      0,
    );
    expect(summarise(empty, rules).problems.map((p) => p.code)).toEqual(['army.empty']);
    const list = addUnit({ name: 'X', units: [] }, 'GRUNT_THUGS', 3);
    expect(list.units).toEqual([{ catalogue: 'GRUNT_THUGS', size: 3 }]);
    expect(resizeUnit(list, 0, 9, rules).units[0]!.size).toBe(5);
    expect(resizeUnit(list, 0, 0, rules).units[0]!.size).toBe(1);
    expect(addUnit(list, 'NOPE', 1)).toBe(list);
  });

  it('produces an armies option a battle starts from', () => {
    const a = addUnit({ name: 'A', units: [] }, 'SCOUT', 1);
    const b = addUnit({ name: 'B', units: [] }, 'GRUNT_RIFLES', 4);
    const r = osoi.setup({ armies: armiesOption(a, b) });
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(osoi.view(r.value, 0).units.map((u) => [u.id, u.figures.length])).toEqual([
        ['A1', 1],
        ['B1', 4],
      ]);
  });
});
