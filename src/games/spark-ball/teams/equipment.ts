/**
 * Equipment (4.5, SB-EQUIP-1, SB-R-49) as data (config `equipment`): cost and effects. Item rerolls are player
 * rerolls (SB-REROLL-3), so the one-per-phase limit applies on top of each item's own once-per-turn limit. An
 * item disabled by Malédiction du Warp or Colère divine gives nothing for the match (SB-EQUIP-2).
 */
import type { EquipmentId, EquipmentItem } from './types.ts';

export const EQUIPMENT: Record<EquipmentId, EquipmentItem> = {
  'EQ-1': {
    id: 'EQ-1',
    names: { fr: 'Gants magnétiques', en: 'Mag-gloves' },
    cost: 30,
    weapon: false,
    // A failed AG test to pick up, receive a pass, catch a rebound or catch after a Parry.
    effects: [
      {
        kind: 'reroll',
        rolls: ['ROLL-PICKUP', 'ROLL-RECEIVE', 'ROLL-REBOUND', 'ROLL-PARRY-CATCH'],
        failedOnly: true,
        limit: 'turn',
      },
    ],
  },
  'EQ-2': {
    id: 'EQ-2',
    names: { fr: 'Plastron renforcé', en: 'Reinforced plastron' },
    cost: 30,
    weapon: false,
    effects: [{ kind: 'stat', stat: 'ar', value: 1 }],
  },
  'EQ-3': {
    id: 'EQ-3',
    names: { fr: 'Réacteurs dorsaux', en: 'Jump pack' },
    cost: 25,
    weapon: false,
    // 3 in, or 2 in with Massif (SB-MOVE-4).
    effects: [{ kind: 'leap', value: 1 }],
  },
  'EQ-4': {
    id: 'EQ-4',
    names: { fr: 'Crampons magnétiques', en: 'Mag-cleats' },
    cost: 25,
    weapon: false,
    // The mover's AG and F tests against a tackle, not the tackler's difficulty rolls.
    effects: [
      { kind: 'reroll', rolls: ['ROLL-TACKLE-AG', 'ROLL-TACKLE-F'], failedOnly: true, limit: 'turn' },
    ],
  },
  'EQ-5': {
    id: 'EQ-5',
    names: { fr: 'Bouclier cinétique', en: 'Kinetic buckler' },
    cost: 30,
    weapon: false,
    // Against charges (ROLL-DEFENCE) and against the ball (ROLL-PATH-REACT).
    effects: [
      { kind: 'modifier', rolls: ['ROLL-DEFENCE', 'ROLL-PATH-REACT'], defences: ['parry'], value: 1 },
    ],
  },
  'EQ-6': {
    id: 'EQ-6',
    names: { fr: 'Injecteur de stimulants', en: 'Stim injector' },
    cost: 20,
    weapon: false,
    // The KO return is rolled while the player is Out.
    effects: [{ kind: 'modifier', rolls: ['ROLL-KO-RETURN'], value: 1, whileOut: true }],
  },
};
