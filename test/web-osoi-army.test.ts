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
import {
  addPiece,
  deletePiece,
  mapSummary,
  movePiece,
  pieceAt,
  rectFrom,
  resizeTable,
  retypePiece,
  startingMap,
  terrainLabel,
} from '../web/src/osoiMap.ts';

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

describe('OSOI battlefield editor helpers', () => {
  it('OS-SCEN-4 starts from a copy of MAP-1 or an empty table; a map drawn there starts a battle', () => {
    const m1 = startingMap('map1');
    expect(m1.name).toBe('MAP-1');
    expect(m1.features).toHaveLength(6);
    m1.features.pop();
    expect(startingMap('map1').features).toHaveLength(6);
    const empty = startingMap('empty', 48, 32);
    expect(empty).toEqual({ name: 'Nouvelle carte', width: 48, depth: 32, features: [] });
    const drawn = addPiece(empty, 'ruins', rectFrom([20, 10], [10, 4])!);
    expect(drawn.features[0]!.polygon).toEqual([
      [10, 4],
      [20, 4],
      [20, 10],
      [10, 10],
    ]);
    expect(osoi.setup({ map: drawn }).ok).toBe(true);
  });

  it('a drag too thin places nothing; pieces are found under a point, retyped and deleted', () => {
    expect(rectFrom([1, 1], [1.1, 9])).toBeNull();
    const m = addPiece(
      addPiece(startingMap('empty'), 'grove', rectFrom([0, 0], [10, 10])!),
      'building',
      rectFrom([5, 5], [8, 8])!,
    );
    expect(pieceAt(m, [6, 6])).toBe(1);
    expect(pieceAt(m, [2, 2])).toBe(0);
    expect(pieceAt(m, [20, 20])).toBe(-1);
    expect(retypePiece(m, 0, 'swamp').features[0]!.type).toBe('swamp');
    expect(deletePiece(m, 0).features.map((f) => f.type)).toEqual(['building']);
  });

  it('ARB-OS-93 a moved piece stays on the table; a smaller table lists the piece left off it', () => {
    const m = addPiece(startingMap('empty'), 'grove', rectFrom([50, 30], [58, 38])!);
    const moved = movePiece(m, 0, 10, -40);
    expect(moved.features[0]!.polygon).toEqual([
      [52, 0],
      [60, 0],
      [60, 8],
      [52, 8],
    ]);
    const small = resizeTable(m, 40, 1);
    expect([small.width, small.depth]).toEqual([40, 5]);
    const s = mapSummary(small);
    expect(s.valid).toBe(false);
    expect(s.problems.map((p) => [p.code, p.rule])).toEqual([['map.outside', 'ARB-OS-93']]);
    expect(s.problems[0]!.fr).toContain('Pièce 1 (Bosquet) : le sommet 1 (50 ; 30) sort de la table');
    expect(mapSummary(m)).toEqual({ problems: [], valid: true });
  });

  it('OS-TERR-9 the palette names each type with its properties, in both languages', () => {
    expect(terrainLabel('building', 'fr')).toBe('Bâtiment (couvert 0, bloque la vue : oui, infranchissable)');
    expect(terrainLabel('ford', 'en')).toBe('Ford (cover 0, difficult, difficulty 1)');
    const named = mapSummary({ ...startingMap('empty'), name: '' });
    expect(named.problems.map((p) => [p.code, p.fr])).toEqual([
      ['map.schema', 'name : nom de 1 à 80 caractères'],
    ]);
  });
});

describe('OSOI saved items and editor strings', () => {
  it('every string of the saved lists and the editor exists in French and in English', async () => {
    // Through a variable path, as web-plurals.test.ts does: the root tsconfig has no DOM types for i18n.ts.
    const I18N = '../web/src/i18n.ts';
    const i18n = ((await import(I18N)) as { default: { t: (k: string, o?: object) => string } }).default;
    const keys = [
      'os.saved.armies',
      'os.saved.saveChanges',
      'os.saved.loadB',
      'os.map.title',
      'os.map.tools.polygon',
      'os.map.help.rect',
      'os.map.valid',
    ];
    for (const lng of ['fr', 'en']) {
      for (const k of keys) expect(i18n.t(k, { lng }), `${lng} ${k}`).not.toBe(k);
    }
    expect(i18n.t('os.map.pieces', { lng: 'fr', n: 2 })).toBe('2 pièces');
    expect(i18n.t('os.map.pieces', { lng: 'en', n: 1 })).toBe('1 piece');
    expect(i18n.t('os.map.title', { lng: 'en' })).toBe('OSOI battlefield');
  });
});
