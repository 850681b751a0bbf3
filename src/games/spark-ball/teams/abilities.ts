/**
 * The special abilities of the reference (SB-SKILL-1..8) as data: which rolls, reach or leap each one changes
 * and which player rerolls it grants (SB-SKILL-9, SB-R-55). Adding an ability is adding an entry here and a
 * name to `Ability` in types.ts; the match rules read only the effects.
 */
import type { Ability, AbilityDef, RegularReaction } from './types.ts';

/** Every regular reaction: Réflexes and Instinct extend them all, Catch rebound included (SB-REACT-3). */
export const ALL_REGULAR_REACTIONS: RegularReaction[] = [
  'tackle',
  'interceptPass',
  'interceptShot',
  'interceptPlayer',
  'catchRebound',
];

export const ABILITIES: Record<Ability, AbilityDef> = {
  brute: {
    id: 'brute',
    rule: 'SB-SKILL-1',
    names: { fr: 'Brute', en: 'Brute' },
    // The charge and massacre rolls set a difficulty and cannot fail, so any result may be rerolled.
    effects: [{ kind: 'reroll', rolls: ['ROLL-CHARGE', 'ROLL-MASS-ATK'], failedOnly: false, limit: null }],
  },
  catapulte: {
    id: 'catapulte',
    rule: 'SB-SKILL-2',
    names: { fr: 'Catapulte', en: 'Catapult' },
    effects: [{ kind: 'modifier', rolls: ['ROLL-SHOT-F'], value: 1 }],
  },
  chargeFeroce: {
    id: 'chargeFeroce',
    rule: 'SB-SKILL-3',
    names: { fr: 'Charge féroce', en: 'Ferocious charge' },
    effects: [{ kind: 'modifier', rolls: ['ROLL-CHARGE'], value: 1 }],
  },
  gardien: {
    id: 'gardien',
    rule: 'SB-SKILL-4',
    names: { fr: 'Gardien', en: 'Guardian' },
    effects: [
      { kind: 'goalZone' },
      // Against the ball only (a shot on the path or an intercepted shot), not against charges.
      { kind: 'modifier', rolls: ['ROLL-PATH-REACT'], defences: ['parry', 'repel'], value: 1 },
      { kind: 'reroll', rolls: ['ROLL-PARRY-CATCH'], failedOnly: true, limit: null },
    ],
  },
  massif: {
    id: 'massif',
    rule: 'SB-SKILL-5',
    names: { fr: 'Massif', en: 'Bulky' },
    effects: [{ kind: 'leapBase', value: 1 }],
  },
  passeFeintee: {
    id: 'passeFeintee',
    rule: 'SB-SKILL-6',
    names: { fr: 'Passe feintée', en: 'Dummy pass' },
    // Only players who intercept (SB-REACT-7/8), never players who are simply on the path.
    effects: [
      { kind: 'modifier', rolls: ['ROLL-INTERCEPT-PASS', 'ROLL-PATH-REACT'], value: -1, on: 'interceptor' },
    ],
  },
  reflexes: {
    id: 'reflexes',
    rule: 'SB-SKILL-7',
    names: { fr: 'Réflexes', en: 'Reflexes' },
    effects: [{ kind: 'reach', value: 1, reactions: ALL_REGULAR_REACTIONS }],
  },
  souplesse: {
    id: 'souplesse',
    rule: 'SB-SKILL-8',
    names: { fr: 'Souplesse', en: 'Suppleness' },
    effects: [
      {
        kind: 'reroll',
        rolls: ['ROLL-DEFENCE', 'ROLL-PATH-REACT'],
        defences: ['dodge'],
        failedOnly: true,
        limit: 'turn',
      },
    ],
  },
};
