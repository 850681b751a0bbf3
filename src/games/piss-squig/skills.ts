/**
 * Skills and traits of a goblin (PS-SK-1..15, §6.4), kept as a bitmask on the goblin so that cloning stays cheap.
 */

/** Every skill and trait of the reference, by option name: bit = index. */
export const SKILL_NAMES = [
  'lucidite',
  'poursuite',
  'prostateDilatee',
  'pro',
  'saut',
  'tacle',
  'taclePlongeant',
  'pisseRapide',
  'squigador',
  'decalottage',
  'bond',
  'grosVicieux',
  'nerfsDacier',
  'roccosTool',
] as const;
export type SkillName = (typeof SKILL_NAMES)[number];

/** French and English names, for messages and views. */
export const SKILL_LABELS: Record<SkillName, { fr: string; en: string }> = {
  lucidite: { fr: 'Lucidité', en: 'Clear-headed' },
  poursuite: { fr: 'Poursuite', en: 'Shadowing' },
  prostateDilatee: { fr: 'Prostate dilatée', en: 'Dilated prostate' },
  pro: { fr: 'Pro', en: 'Pro' },
  saut: { fr: 'Saut', en: 'Leap' },
  tacle: { fr: 'Tacle', en: 'Tackle' },
  taclePlongeant: { fr: 'Tacle plongeant', en: 'Diving tackle' },
  pisseRapide: { fr: 'Pisse rapide', en: 'Quick piss' },
  squigador: { fr: 'Squigador', en: 'Squigador' },
  decalottage: { fr: 'Décalottage', en: 'Unhooding' },
  bond: { fr: 'Bond', en: 'Spring' },
  grosVicieux: { fr: 'Gros vicieux', en: 'Nasty piece of work' },
  nerfsDacier: { fr: "Nerfs d'acier", en: 'Nerves of steel' },
  roccosTool: { fr: "Rocco's Tool", en: "Rocco's Tool" },
};

/** The bit of a skill. */
export const Skill = Object.fromEntries(SKILL_NAMES.map((n, i) => [n, 1 << i])) as Record<SkillName, number>;

/** Skills and traits a match may give (all of them now); any other name is refused at setup. */
export const IMPLEMENTED_SKILLS: readonly SkillName[] = [
  'squigador',
  'decalottage',
  'nerfsDacier',
  'roccosTool',
  'bond',
  'tacle',
  'prostateDilatee',
  'lucidite',
  'poursuite',
  'pro',
  'saut',
  'taclePlongeant',
  'pisseRapide',
  'grosVicieux',
];

/** The bitmask of a list of skill names (already validated). */
export function skillMask(names: readonly string[]): number {
  let m = 0;
  for (const n of names) m |= 1 << SKILL_NAMES.indexOf(n as SkillName);
  return m;
}

/** The names of a bitmask, in reference order. */
export function skillList(mask: number): SkillName[] {
  return SKILL_NAMES.filter((_, i) => (mask & (1 << i)) !== 0);
}
