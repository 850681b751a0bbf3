/**
 * The default catalogue (OS-CAT-1..3, rulings OS-R-46 and OS-R-47): unit profiles, equipment and abilities as
 * data. Costs are not written here: army.ts computes them from the formulas of OS-ARMY, and a test checks they
 * match the reference's table.
 */

/** The five characteristics (OS-UNIT-2), in the reference's order. */
export const CHARACTERISTICS = ['tir', 'contact', 'physique', 'agilite', 'special'] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];
export type Profile = Record<Characteristic, number>;

export type Slot = 'ranged' | 'melee' | 'armour' | 'kit';

/** An item (OS-CAT-2): its slot, the dice it adds (OS-EQ-1) and, for a ranged weapon, its range in metres. */
export interface Item {
  id: string;
  fr: string;
  en: string;
  slot: Slot;
  dice: number;
  range?: number;
}

export const ITEMS: Record<string, Item> = {
  PISTOL: { id: 'PISTOL', fr: 'Pistolet', en: 'Pistol', slot: 'ranged', dice: 1, range: 8 },
  RIFLE: { id: 'RIFLE', fr: 'Fusil', en: 'Rifle', slot: 'ranged', dice: 1, range: 24 },
  SNIPER_RIFLE: {
    id: 'SNIPER_RIFLE',
    fr: 'Fusil de précision',
    en: 'Sniper rifle',
    slot: 'ranged',
    dice: 1,
    range: 48,
  },
  SMG: { id: 'SMG', fr: 'Pistolet-mitrailleur', en: 'Submachine gun', slot: 'ranged', dice: 2, range: 8 },
  MG: { id: 'MG', fr: 'Mitrailleuse', en: 'Machine gun', slot: 'ranged', dice: 2, range: 24 },
  BLADE: { id: 'BLADE', fr: 'Lame', en: 'Blade', slot: 'melee', dice: 1 },
  HEAVY: { id: 'HEAVY', fr: 'Arme lourde', en: 'Heavy weapon', slot: 'melee', dice: 2 },
  CLAWS: { id: 'CLAWS', fr: 'Griffes et crocs', en: 'Claws and fangs', slot: 'melee', dice: 1 },
  ARMOUR: { id: 'ARMOUR', fr: 'Armure', en: 'Armour', slot: 'armour', dice: 1 },
  MEDKIT: { id: 'MEDKIT', fr: 'Trousse de soins', en: 'Medkit', slot: 'kit', dice: 1 },
};

/** The special actions of abilities (OS-SPECIAL-3/5/6) and the passive abilities (OS-ABIL-3/4/5). */
export type SpecialKind = 'HEAL' | 'ORDER' | 'REGENERATE';

export interface Ability {
  id: string;
  fr: string;
  en: string;
  /** The special action it gives (OS-ABIL-6), if any. */
  special?: SpecialKind;
  /** Its cost in points (OS-ARMY-4). */
  cost: number;
}

export const ABILITIES: Record<string, Ability> = {
  AB_MEDIC: { id: 'AB_MEDIC', fr: 'Médecin', en: 'Medic', special: 'HEAL', cost: 6 },
  AB_OFFICER: { id: 'AB_OFFICER', fr: 'Officier', en: 'Officer', special: 'ORDER', cost: 6 },
  AB_REGENERATION: {
    id: 'AB_REGENERATION',
    fr: 'Régénération',
    en: 'Regeneration',
    special: 'REGENERATE',
    cost: 6,
  },
  AB_STEALTHY: { id: 'AB_STEALTHY', fr: 'Furtif', en: 'Stealthy', cost: 4 },
  AB_MARKSMAN: { id: 'AB_MARKSMAN', fr: "Tireur d'élite", en: 'Marksman', cost: 4 },
  AB_TOUGH: { id: 'AB_TOUGH', fr: 'Coriace', en: 'Tough', cost: 2 },
};

/** The characteristic that caps each ability special action (OS-SPECIAL-3/5/6). */
export const SPECIAL_CAP: Record<SpecialKind, Characteristic> = {
  HEAL: 'special',
  ORDER: 'special',
  REGENERATE: 'physique',
};

/** A catalogue unit (OS-CAT-1). Grunt groups take their size (1–5) in the army list. */
export interface CatalogueUnit {
  id: string;
  fr: string;
  en: string;
  kind: 'character' | 'grunts';
  profile: Profile;
  equipment: string[];
  abilities: string[];
}

const p = (tir: number, contact: number, physique: number, agilite: number, special: number): Profile => ({
  tir,
  contact,
  physique,
  agilite,
  special,
});

export const CATALOGUE: Record<string, CatalogueUnit> = {
  SOLDIER: {
    id: 'SOLDIER',
    fr: 'Soldat',
    en: 'Soldier',
    kind: 'character',
    profile: p(3, 2, 2, 2, 1),
    equipment: ['RIFLE'],
    abilities: [],
  },
  SNIPER: {
    id: 'SNIPER',
    fr: "Tireur d'élite",
    en: 'Sniper',
    kind: 'character',
    profile: p(4, 1, 2, 2, 2),
    equipment: ['SNIPER_RIFLE'],
    abilities: ['AB_MARKSMAN'],
  },
  BRUTE: {
    id: 'BRUTE',
    fr: 'Brute',
    en: 'Brute',
    kind: 'character',
    profile: p(1, 4, 4, 2, 1),
    equipment: ['HEAVY'],
    abilities: ['AB_TOUGH'],
  },
  MEDIC: {
    id: 'MEDIC',
    fr: 'Médecin',
    en: 'Medic',
    kind: 'character',
    profile: p(2, 2, 2, 2, 3),
    equipment: ['PISTOL', 'MEDKIT'],
    abilities: ['AB_MEDIC'],
  },
  OFFICER: {
    id: 'OFFICER',
    fr: 'Officier',
    en: 'Officer',
    kind: 'character',
    profile: p(3, 3, 2, 2, 3),
    equipment: ['PISTOL', 'BLADE'],
    abilities: ['AB_OFFICER'],
  },
  WEREWOLF: {
    id: 'WEREWOLF',
    fr: 'Loup-garou',
    en: 'Werewolf',
    kind: 'character',
    profile: p(1, 5, 4, 4, 1),
    equipment: ['CLAWS'],
    abilities: ['AB_REGENERATION'],
  },
  SCOUT: {
    id: 'SCOUT',
    fr: 'Éclaireur',
    en: 'Scout',
    kind: 'character',
    profile: p(2, 3, 2, 4, 2),
    equipment: ['PISTOL', 'BLADE'],
    abilities: ['AB_STEALTHY'],
  },
  GRUNT_RIFLES: {
    id: 'GRUNT_RIFLES',
    fr: 'Grunts fusiliers',
    en: 'Rifle grunts',
    kind: 'grunts',
    profile: p(2, 2, 2, 2, 1),
    equipment: ['RIFLE'],
    abilities: [],
  },
  GRUNT_THUGS: {
    id: 'GRUNT_THUGS',
    fr: 'Grunts cogneurs',
    en: 'Thug grunts',
    kind: 'grunts',
    profile: p(1, 2, 2, 2, 1),
    equipment: ['BLADE'],
    abilities: [],
  },
};
