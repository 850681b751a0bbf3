/**
 * The OSOI army builder's pure helpers (OsoiArmyBuilder.tsx): the catalogue with each unit's cost (OS-ARMY-5/6,
 * OS-CAT-1), the list being built, the budget left and its problems from `checkArmy` (OS-ARMY-7) in both
 * languages, and the lobby's `armies` option. The rules library prices and checks; this only arranges.
 */
import {
  checkArmy,
  startingHealth,
  unitCost,
  type ArmyList,
  type ArmyRules,
  type ArmyUnit,
} from '../../src/games/osoi/army.ts';
import { CATALOGUE } from '../../src/games/osoi/catalogue.ts';
import { DEFAULT_ARMY, optionsSchema } from '../../src/games/osoi/options.ts';

/** The army rules of a battle's options (the defaults of Appendix A for the keys left out). */
export function armyRulesOf(options: Record<string, unknown> = {}): ArmyRules {
  const o = optionsSchema.parse({ ...options, armies: undefined, map: undefined });
  return {
    budget: o.budget,
    maxFiguresPerSide: o.maxFiguresPerSide,
    maxGruntGroupSize: o.maxGruntGroupSize,
    gruntMaxCharacteristic: o.gruntMaxCharacteristic,
    catalogueOnly: o.catalogueOnly,
    physiqueHealth: o.physiqueHealth,
    equipmentEnabled: o.equipmentEnabled,
  };
}

export interface CatalogueEntry {
  id: string;
  fr: string;
  en: string;
  kind: 'character' | 'grunts';
  profile: Record<string, number>;
  equipment: string[];
  abilities: string[];
  /** The cost of one character, or of a group of `size` figures. */
  cost: number;
  size: number;
}

/** The cost of a catalogue unit (a grunt group of `size` figures). */
export function catalogueCost(id: string, size: number, rules: ArmyRules): number {
  const c = CATALOGUE[id]!;
  const figures = c.kind === 'grunts' ? size : 1;
  const h0 = startingHealth(c.kind, c.profile, c.abilities, figures, rules.physiqueHealth);
  return unitCost(c.profile, c.equipment, c.abilities, h0);
}

/** The catalogue, grunt groups at their largest size, in catalogue order. */
export function catalogueEntries(rules: ArmyRules): CatalogueEntry[] {
  return Object.values(CATALOGUE).map((c) => {
    const size = c.kind === 'grunts' ? rules.maxGruntGroupSize : 1;
    return {
      id: c.id,
      fr: c.fr,
      en: c.en,
      kind: c.kind,
      profile: { ...c.profile },
      equipment: c.equipment.slice(),
      abilities: c.abilities.slice(),
      cost: catalogueCost(c.id, size, rules),
      size,
    };
  });
}

/** A list with one more catalogue unit (grunts at the group size given). */
export function addUnit(list: ArmyList, id: string, size: number): ArmyList {
  const c = CATALOGUE[id];
  if (!c) return list;
  const unit: ArmyUnit = c.kind === 'grunts' ? { catalogue: id, size } : { catalogue: id };
  return { ...list, units: [...list.units, unit] };
}

export function removeUnit(list: ArmyList, i: number): ArmyList {
  return { ...list, units: list.units.filter((_, k) => k !== i) };
}

/** A grunt group's new size, kept within 1 and the largest group. */
export function resizeUnit(list: ArmyList, i: number, size: number, rules: ArmyRules): ArmyList {
  const s = Math.max(1, Math.min(rules.maxGruntGroupSize, Math.round(size)));
  return { ...list, units: list.units.map((u, k) => (k === i ? { ...u, size: s } : u)) };
}

export interface ArmySummary {
  /** The cost of each unit of the list (0 for one the checker refused outright). */
  costs: number[];
  total: number;
  left: number;
  figures: number;
  problems: { code: string; rule: string | undefined; fr: string; en: string }[];
  valid: boolean;
}

/** What the page shows under the list: costs, the budget left and every problem in words (OS-ARMY-7). */
export function summarise(list: ArmyList, rules: ArmyRules): ArmySummary {
  const checked = checkArmy(list, rules);
  const costs = list.units.map((u) => {
    const c = u.catalogue !== undefined ? CATALOGUE[u.catalogue] : undefined;
    return c ? catalogueCost(c.id, u.size ?? rules.maxGruntGroupSize, rules) : 0;
  });
  const total = costs.reduce((n, c) => n + c, 0);
  const figures = list.units.reduce((n, u) => {
    const c = u.catalogue !== undefined ? CATALOGUE[u.catalogue] : undefined;
    return n + (c?.kind === 'grunts' ? (u.size ?? rules.maxGruntGroupSize) : 1);
  }, 0);
  const problems = checked.problems.map((p) => ({
    code: p.code,
    rule: p.rule,
    fr: p.message,
    en: p.en ?? p.message,
  }));
  return { costs, total, left: rules.budget - total, figures, problems, valid: problems.length === 0 };
}

/** The lobby's `armies` option: side A's list then side B's. */
export function armiesOption(a: ArmyList, b: ArmyList): [ArmyList, ArmyList] {
  return [a, b];
}

/** The list a new builder starts from: the default army (OS options' DEFAULT_ARMY). */
export function startingList(name: string): ArmyList {
  return { name, units: DEFAULT_ARMY.units.map((u) => ({ ...u })) };
}
