/**
 * Captain traits (4.3, SB-CAPT-1, SB-R-46): the D6 table as data (config `captain.traits`). The match rules
 * roll ROLL-TRAIT (never rerolled, SB-REROLL-6) and look the face up here; the effects apply only while the
 * captain is on the pitch (SB-CAPT-2), except where an effect says `whileOut`.
 */
import { ALL_REGULAR_REACTIONS } from './abilities.ts';
import type { CaptainTrait, TraitDef } from './types.ts';

/** The table by D6 face 1..6, in face order. */
export const CAPTAIN_TRAITS: readonly TraitDef[] = [
  {
    id: 'meneur',
    face: 1,
    names: { fr: 'Meneur', en: 'Leader' },
    // Usable only while the captain is on the pitch; the one-per-turn limit still applies.
    effects: [{ kind: 'teamRerolls', value: 1 }],
  },
  {
    id: 'sangFroid',
    face: 2,
    names: { fr: 'Sang-froid', en: 'Cool head' },
    effects: [{ kind: 'ignoreUnbalanced', value: 1 }],
  },
  {
    id: 'teteBrulee',
    face: 3,
    names: { fr: 'Tête brûlée', en: 'Hothead' },
    // Stacks with Charge féroce (SB-CHARGE-4).
    effects: [{ kind: 'modifier', rolls: ['ROLL-CHARGE', 'ROLL-MASS-ATK'], value: 1 }],
  },
  {
    id: 'visionDuJeu',
    face: 4,
    names: { fr: 'Vision du jeu', en: 'Playmaker' },
    // The throw and the aim, not the power test.
    effects: [{ kind: 'modifier', rolls: ['ROLL-PASS-AG', 'ROLL-SHOT-AG'], value: 1 }],
  },
  {
    id: 'increvable',
    face: 5,
    names: { fr: 'Increvable', en: 'Iron hide' },
    effects: [
      { kind: 'stat', stat: 'ar', value: 1 },
      // The KO return is rolled while the captain is Out: this half of the trait would otherwise never apply.
      { kind: 'modifier', rolls: ['ROLL-KO-RETURN'], value: 1, whileOut: true },
    ],
  },
  {
    id: 'instinct',
    face: 6,
    names: { fr: 'Instinct', en: 'Instinct' },
    // Stacks with Réflexes.
    effects: [{ kind: 'reach', value: 1, reactions: ALL_REGULAR_REACTIONS }],
  },
];

/** The trait a ROLL-TRAIT face gives (SB-CAPT-1); throws on a face the table does not have. */
export function traitForFace(face: number, table: readonly TraitDef[] = CAPTAIN_TRAITS): TraitDef {
  const t = table.find((x) => x.face === face);
  if (!t) throw new Error(`No captain trait for D6 face ${face}`);
  return t;
}

/** A trait's entry by id. */
export function traitDef(id: CaptainTrait, table: readonly TraitDef[] = CAPTAIN_TRAITS): TraitDef {
  const t = table.find((x) => x.id === id);
  if (!t) throw new Error(`Unknown captain trait ${id}`);
  return t;
}
