/**
 * Special characters (4.4, SB-TEAM-8, SB-R-48) as data (config `specialCharacters`): at most one per team,
 * bought like any player and then a normal player. Who may join is a list of alignments.
 */
import type { SpecialCharacter } from './types.ts';

export const SPECIAL_CHARACTERS: Record<string, SpecialCharacter> = {
  varkus: {
    id: 'varkus',
    names: { fr: 'Varkus le Broyeur', en: 'Varkus the Crusher' },
    position: 'defender',
    cost: 170,
    stats: { mv: 5, f: 5, r: 5, ag: 1, ar: 3 },
    abilities: ['brute', 'chargeFeroce', 'massif'],
    mayJoin: ['chaos', 'neutral'],
  },
  aveline: {
    id: 'aveline',
    names: { fr: 'Sœur Aveline', en: 'Sister Aveline' },
    position: 'attacker',
    cost: 160,
    stats: { mv: 6, f: 3, r: 3, ag: 5, ar: 1 },
    abilities: ['passeFeintee', 'souplesse'],
    mayJoin: ['order', 'neutral'],
  },
  kael: {
    id: 'kael',
    names: { fr: 'Kael l’Ombre', en: 'Kael the Shadow' },
    position: 'attacker',
    cost: 150,
    stats: { mv: 7, f: 3, r: 2, ag: 4, ar: 0 },
    abilities: ['reflexes', 'souplesse', 'catapulte'],
    mayJoin: ['chaos', 'order', 'neutral'],
  },
  rempart: {
    id: 'rempart',
    names: { fr: 'Le Rempart', en: 'The Rampart' },
    position: 'keeper',
    cost: 150,
    stats: { mv: 4, f: 4, r: 5, ag: 3, ar: 3 },
    abilities: ['gardien', 'massif', 'reflexes'],
    mayJoin: ['chaos', 'order', 'neutral'],
  },
};
