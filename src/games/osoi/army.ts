/**
 * Army building (OS-ARMY-1..8): point costs from the formulas of the reference, and an army validator that
 * lists every problem (OS-ARMY-7), in French and English. An army list names catalogue units (OS-CAT-1) or
 * custom units; `resolveArmy` turns a valid list into the unit definitions a battle starts from.
 */
import type { RuleError } from '../../engine/types.ts';
import {
  ABILITIES,
  CATALOGUE,
  CHARACTERISTICS,
  ITEMS,
  type Characteristic,
  type Profile,
  type Slot,
} from './catalogue.ts';

/** A unit as an army list gives it: a catalogue entry (with a size for grunts), or a custom profile. */
export interface ArmyUnit {
  /** Optional display name; the catalogue's name otherwise. */
  name?: string;
  catalogue?: string;
  /** Figures of a grunt group (1–5). */
  size?: number;
  custom?: {
    kind: 'character' | 'grunts';
    profile: Profile;
    equipment: string[];
    abilities: string[];
  };
}

export interface ArmyList {
  name: string;
  units: ArmyUnit[];
}

/** The army rules in force (Appendix A keys). */
export interface ArmyRules {
  budget: number;
  maxFiguresPerSide: number;
  maxGruntGroupSize: number;
  gruntMaxCharacteristic: number;
  catalogueOnly: boolean;
  physiqueHealth: boolean;
  equipmentEnabled: readonly string[];
}

/** A unit ready for battle. */
export interface UnitDef {
  name: string;
  catalogue: string | null;
  kind: 'character' | 'grunts';
  profile: Profile;
  equipment: string[];
  abilities: string[];
  /** Starting health (OS-UNIT-4): figures of a group. */
  h0: number;
  figures: number;
  cost: number;
}

/** OS-ARMY-1: Tir, Contact and Agilité cost v(v+1)/2; Physique and Spécial cost v − 1. */
export function characteristicCost(c: Characteristic, v: number): number {
  return c === 'physique' || c === 'special' ? v - 1 : (v * (v + 1)) / 2;
}

/** OS-ARMY-3: a ranged weapon 2 × dice + ⌈R / 12⌉, a melee weapon 2 × dice, armour 3, a kit 1. */
export function itemCost(id: string): number {
  const item = ITEMS[id]!;
  if (item.slot === 'ranged') return 2 * item.dice + Math.ceil(item.range! / 12);
  if (item.slot === 'melee') return 2 * item.dice;
  return item.slot === 'armour' ? 3 : 1;
}

/** OS-UNIT-4, OS-ABIL-5, OS-R-17: a character has 5 (3 + Physique with `physiqueHealth`), +1 with Tough. */
export function startingHealth(
  kind: 'character' | 'grunts',
  profile: Profile,
  abilities: readonly string[],
  figures: number,
  physiqueHealth: boolean,
): number {
  if (kind === 'grunts') return figures;
  return (physiqueHealth ? 3 + profile.physique : 5) + (abilities.includes('AB_TOUGH') ? 1 : 0);
}

/** OS-ARMY-5 / OS-ARMY-6: characteristics + equipment + abilities + 2 per health die (per figure for grunts). */
export function unitCost(
  profile: Profile,
  equipment: readonly string[],
  abilities: readonly string[],
  h0: number,
): number {
  let cost = 2 * h0;
  for (const c of CHARACTERISTICS) cost += characteristicCost(c, profile[c]);
  for (const e of equipment) cost += itemCost(e);
  for (const a of abilities) cost += ABILITIES[a]!.cost;
  return cost;
}

const problem = (code: string, rule: string, fr: string, en: string): RuleError => ({
  code,
  rule,
  message: fr,
  en,
});

const CHAR_NAMES: Record<Characteristic, { fr: string; en: string }> = {
  tir: { fr: 'Combat/tir', en: 'Shooting' },
  contact: { fr: 'Combat/contact', en: 'Melee' },
  physique: { fr: 'Physique', en: 'Physique' },
  agilite: { fr: 'Agilité', en: 'Agility' },
  special: { fr: 'Spécial', en: 'Special' },
};

const SLOT_NAMES: Record<Slot, { fr: string; en: string }> = {
  ranged: { fr: 'arme à distance', en: 'ranged weapon' },
  melee: { fr: 'arme de contact', en: 'melee weapon' },
  armour: { fr: 'armure', en: 'armour' },
  kit: { fr: 'trousse', en: 'kit' },
};

/**
 * OS-ARMY-7: every problem of an army list (an empty list when it is valid), and its units resolved. Each
 * problem names the unit (by its place in the list and name) and says what is allowed.
 */
export function checkArmy(list: ArmyList, rules: ArmyRules): { units: UnitDef[]; problems: RuleError[] } {
  const problems: RuleError[] = [];
  const units: UnitDef[] = [];
  if (list.units.length === 0) {
    problems.push(
      problem(
        'army.empty',
        'OS-ARMY-7',
        "L'armée n'a aucune unité ; il en faut au moins une.",
        'The army has no unit; at least one is needed.',
      ),
    );
  }
  list.units.forEach((u, i) => {
    const where = (name: string) => ({ fr: `Unité ${i + 1} (${name})`, en: `Unit ${i + 1} (${name})` });
    let def: Omit<UnitDef, 'h0' | 'cost' | 'figures'> & { figures: number };
    if (u.catalogue !== undefined) {
      const c = CATALOGUE[u.catalogue];
      if (!c) {
        problems.push(
          problem(
            'army.catalogue',
            'OS-ARMY-8',
            `Unité ${i + 1} : « ${u.catalogue} » n'est pas au catalogue ; au catalogue : ${Object.keys(CATALOGUE).join(', ')}.`,
            `Unit ${i + 1}: "${u.catalogue}" is not in the catalogue; the catalogue has ${Object.keys(CATALOGUE).join(', ')}.`,
          ),
        );
        return;
      }
      const figures = c.kind === 'grunts' ? (u.size ?? rules.maxGruntGroupSize) : 1;
      if (c.kind === 'character' && u.size !== undefined && u.size !== 1) {
        const w = where(u.name ?? c.fr);
        problems.push(
          problem(
            'army.size',
            'OS-UNIT-1',
            `${w.fr} : un personnage est une seule figurine (taille ${u.size} demandée).`,
            `${w.en}: a character is one figure (size ${u.size} asked).`,
          ),
        );
      }
      def = {
        name: u.name ?? c.fr,
        catalogue: c.id,
        kind: c.kind,
        profile: { ...c.profile },
        equipment: [...c.equipment],
        abilities: [...c.abilities],
        figures,
      };
    } else if (u.custom !== undefined) {
      if (rules.catalogueOnly) {
        const w = where(u.name ?? 'sur mesure');
        problems.push(
          problem(
            'army.catalogueOnly',
            'OS-ARMY-8',
            `${w.fr} : seules les unités du catalogue sont permises dans cette partie.`,
            `${w.en}: only catalogue units are allowed in this battle.`,
          ),
        );
      }
      const figures = u.custom.kind === 'grunts' ? (u.size ?? rules.maxGruntGroupSize) : 1;
      def = {
        name: u.name ?? (u.custom.kind === 'grunts' ? 'Grunts' : 'Personnage'),
        catalogue: null,
        kind: u.custom.kind,
        profile: { ...u.custom.profile },
        equipment: [...u.custom.equipment],
        abilities: [...u.custom.abilities],
        figures,
      };
    } else {
      problems.push(
        problem(
          'army.unit',
          'OS-ARMY-8',
          `Unité ${i + 1} : il faut une entrée du catalogue ou un profil sur mesure.`,
          `Unit ${i + 1}: a catalogue entry or a custom profile is needed.`,
        ),
      );
      return;
    }
    const w = where(def.name);
    const grunts = def.kind === 'grunts';
    const maxChar = grunts ? rules.gruntMaxCharacteristic : 5;
    for (const c of CHARACTERISTICS) {
      const v = def.profile[c];
      if (!Number.isInteger(v) || v < 1 || v > maxChar) {
        problems.push(
          problem(
            'army.characteristic',
            grunts ? 'OS-UNIT-5' : 'OS-UNIT-2',
            `${w.fr} : ${CHAR_NAMES[c].fr} ${v} ; permis de 1 à ${maxChar}${grunts ? ' pour des grunts' : ''}.`,
            `${w.en}: ${CHAR_NAMES[c].en} ${v}; allowed 1 to ${maxChar}${grunts ? ' for grunts' : ''}.`,
          ),
        );
      }
    }
    if (
      grunts &&
      (!Number.isInteger(def.figures) || def.figures < 1 || def.figures > rules.maxGruntGroupSize)
    ) {
      problems.push(
        problem(
          'army.size',
          'OS-UNIT-1',
          `${w.fr} : ${def.figures} figurines ; un groupe en compte de 1 à ${rules.maxGruntGroupSize}.`,
          `${w.en}: ${def.figures} figures; a group has 1 to ${rules.maxGruntGroupSize}.`,
        ),
      );
    }
    const slots = new Map<Slot, string>();
    for (const e of def.equipment) {
      const item = ITEMS[e];
      if (!item) {
        problems.push(
          problem(
            'army.item',
            'OS-CAT-2',
            `${w.fr} : l'équipement « ${e} » n'existe pas ; équipements : ${Object.keys(ITEMS).join(', ')}.`,
            `${w.en}: there is no item "${e}"; items: ${Object.keys(ITEMS).join(', ')}.`,
          ),
        );
        continue;
      }
      if (!rules.equipmentEnabled.includes(e)) {
        problems.push(
          problem(
            'army.itemDisabled',
            'OS-R-47',
            `${w.fr} : l'équipement ${item.fr} est désactivé dans cette partie.`,
            `${w.en}: the item ${item.en} is switched off in this battle.`,
          ),
        );
      }
      const taken = slots.get(item.slot);
      if (taken !== undefined) {
        problems.push(
          problem(
            'army.slot',
            'OS-EQ-3',
            `${w.fr} : une seule ${SLOT_NAMES[item.slot].fr} (${ITEMS[taken]!.fr} et ${item.fr}).`,
            `${w.en}: one ${SLOT_NAMES[item.slot].en} only (${ITEMS[taken]!.en} and ${item.en}).`,
          ),
        );
      }
      slots.set(item.slot, e);
      if (grunts && item.slot === 'kit') {
        problems.push(
          problem(
            'army.gruntKit',
            'OS-EQ-3',
            `${w.fr} : des grunts ne prennent pas de trousse (${item.fr}).`,
            `${w.en}: grunts take no kit (${item.en}).`,
          ),
        );
      }
    }
    for (const a of def.abilities) {
      const ab = ABILITIES[a];
      if (!ab) {
        problems.push(
          problem(
            'army.ability',
            'OS-CAT-3',
            `${w.fr} : la capacité « ${a} » n'existe pas ; capacités : ${Object.keys(ABILITIES).join(', ')}.`,
            `${w.en}: there is no ability "${a}"; abilities: ${Object.keys(ABILITIES).join(', ')}.`,
          ),
        );
      } else if (grunts) {
        problems.push(
          problem(
            'army.gruntAbility',
            'OS-UNIT-6',
            `${w.fr} : des grunts n'ont pas de capacité (${ab.fr}).`,
            `${w.en}: grunts have no ability (${ab.en}).`,
          ),
        );
      }
    }
    const known = def.equipment.every((e) => ITEMS[e]) && def.abilities.every((a) => ABILITIES[a]);
    const h0 = startingHealth(def.kind, def.profile, def.abilities, def.figures, rules.physiqueHealth);
    const cost = known ? unitCost(def.profile, def.equipment, def.abilities, h0) : 0;
    units.push({ ...def, h0, cost });
  });
  const figures = units.reduce((n, u) => n + u.figures, 0);
  if (figures > rules.maxFiguresPerSide) {
    problems.push(
      problem(
        'army.figures',
        'OS-UNIT-10',
        `L'armée compte ${figures} figurines ; ${rules.maxFiguresPerSide} au plus.`,
        `The army has ${figures} figures; ${rules.maxFiguresPerSide} at most.`,
      ),
    );
  }
  const total = units.reduce((n, u) => n + u.cost, 0);
  if (total > rules.budget) {
    problems.push(
      problem(
        'army.budget',
        'OS-ARMY-7',
        `L'armée coûte ${total} points ; le budget est de ${rules.budget}.`,
        `The army costs ${total} points; the budget is ${rules.budget}.`,
      ),
    );
  }
  return { units, problems };
}

/** The total cost of resolved units. */
export function armyCost(units: readonly UnitDef[]): number {
  return units.reduce((n, u) => n + u.cost, 0);
}
