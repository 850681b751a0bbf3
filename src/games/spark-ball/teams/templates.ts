/**
 * The default team templates T1–T4 (4.2, SB-R-47, SB-R-50) as data (config `teams.templates`): alignment,
 * team reroll price, one line per position (cost, MV/F/R/AG/AR, abilities) and the quick-play roster.
 * The Keeper lines list Gardien explicitly; the keeper slot gives it anyway (SB-TEAM-4).
 */
import type { TeamTemplate } from './types.ts';

export const TEMPLATES: Record<string, TeamTemplate> = {
  T1: {
    id: 'T1',
    names: { fr: 'Légion Impériale', en: 'Imperial Legion' },
    alignment: 'order',
    rerollCost: 60,
    lines: {
      attacker: {
        position: 'attacker',
        names: { fr: 'Assaillant', en: 'Assailant' },
        cost: 70,
        stats: { mv: 6, f: 3, r: 3, ag: 3, ar: 1 },
        abilities: [],
      },
      defender: {
        position: 'defender',
        names: { fr: 'Garde', en: 'Guard' },
        cost: 85,
        stats: { mv: 5, f: 3, r: 4, ag: 2, ar: 2 },
        abilities: ['chargeFeroce'],
      },
      keeper: {
        position: 'keeper',
        names: { fr: 'Portier', en: 'Gatekeeper' },
        cost: 80,
        stats: { mv: 5, f: 3, r: 4, ag: 3, ar: 2 },
        abilities: ['gardien'],
      },
    },
    quickPlay: {
      players: { attacker: 4, defender: 4, keeper: 1 },
      rerolls: 3,
      equipment: [
        { position: 'defender', item: 'EQ-2', count: 1 },
        { position: 'attacker', item: 'EQ-1', count: 1 },
      ],
      cost: 940,
    },
  },
  T2: {
    id: 'T2',
    names: { fr: 'Renégats du Chaos', en: 'Chaos Renegades' },
    alignment: 'chaos',
    rerollCost: 70,
    lines: {
      attacker: {
        position: 'attacker',
        names: { fr: 'Maraudeur', en: 'Marauder' },
        cost: 80,
        stats: { mv: 6, f: 3, r: 3, ag: 3, ar: 1 },
        abilities: ['brute'],
      },
      defender: {
        position: 'defender',
        names: { fr: 'Cogneur', en: 'Basher' },
        cost: 100,
        stats: { mv: 5, f: 4, r: 4, ag: 2, ar: 2 },
        abilities: ['brute', 'chargeFeroce'],
      },
      keeper: {
        position: 'keeper',
        names: { fr: 'Gardien de la Fosse', en: 'Pit Keeper' },
        cost: 85,
        stats: { mv: 4, f: 4, r: 4, ag: 2, ar: 3 },
        abilities: ['gardien', 'massif'],
      },
    },
    quickPlay: {
      players: { attacker: 4, defender: 4, keeper: 1 },
      rerolls: 2,
      equipment: [{ position: 'attacker', item: 'EQ-3', count: 1 }],
      cost: 970,
    },
  },
  T3: {
    id: 'T3',
    names: { fr: 'Corsaires Stellaires', en: 'Star Corsairs' },
    alignment: 'neutral',
    rerollCost: 60,
    lines: {
      attacker: {
        position: 'attacker',
        names: { fr: 'Lame', en: 'Blade' },
        cost: 85,
        stats: { mv: 7, f: 2, r: 2, ag: 4, ar: 0 },
        abilities: ['souplesse', 'passeFeintee'],
      },
      defender: {
        position: 'defender',
        names: { fr: 'Sentinelle', en: 'Sentinel' },
        cost: 85,
        stats: { mv: 6, f: 3, r: 3, ag: 4, ar: 1 },
        abilities: ['reflexes'],
      },
      keeper: {
        position: 'keeper',
        names: { fr: 'Veilleur', en: 'Watcher' },
        cost: 85,
        stats: { mv: 6, f: 2, r: 3, ag: 4, ar: 1 },
        abilities: ['gardien', 'reflexes'],
      },
    },
    quickPlay: {
      players: { attacker: 4, defender: 4, keeper: 1 },
      rerolls: 3,
      equipment: [{ position: 'attacker', item: 'EQ-1', count: 1 }],
      cost: 975,
    },
  },
  T4: {
    id: 'T4',
    names: { fr: 'Peaux-Vertes', en: 'Greenskins' },
    alignment: 'neutral',
    rerollCost: 70,
    lines: {
      attacker: {
        position: 'attacker',
        names: { fr: 'Fonceur', en: 'Rusher' },
        cost: 75,
        stats: { mv: 5, f: 4, r: 4, ag: 2, ar: 1 },
        abilities: ['catapulte'],
      },
      defender: {
        position: 'defender',
        names: { fr: 'Kogneur', en: 'Krusher' },
        cost: 80,
        stats: { mv: 5, f: 4, r: 4, ag: 1, ar: 2 },
        abilities: ['chargeFeroce'],
      },
      keeper: {
        position: 'keeper',
        names: { fr: 'Gros Bras', en: 'Big Arm' },
        cost: 75,
        stats: { mv: 4, f: 5, r: 4, ag: 1, ar: 2 },
        abilities: ['gardien', 'massif'],
      },
    },
    quickPlay: {
      players: { attacker: 4, defender: 5, keeper: 1 },
      rerolls: 2,
      equipment: [{ position: 'defender', item: 'EQ-2', count: 2 }],
      cost: 975,
    },
  },
};
