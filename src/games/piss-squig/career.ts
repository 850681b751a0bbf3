/**
 * Careers (Zone Erogène Mortelle, reference §2.14 and §5.2–5.5): the tables as data, levels, and the report
 * of a match's post-match sequence. Pure: the sequence itself is played by postmatch.ts.
 */
import { skillList, skillMask, type SkillName } from './skills.ts';
import type { PSState } from './state.ts';

/** XP per award (table 5.2, PS-CAMP-1). */
export const XP_AWARDS = {
  /** «Preum's !»: goblin of a winning side. */
  preums: 5,
  /** «Plus jamais !»: emasculated after at least one successful piss this match, once (PS-R-28). */
  plusJamais: 2,
  /** «Juste fais-le !»: per validated point. */
  justeFaisLe: 1,
  /** «Je t'aurai !»: per Gnak marker won by his own Squig activation (PS-R-28). */
  jeTaurai: 1,
} as const;
export type AwardName = keyof typeof XP_AWARDS;

/** The levels (table 5.3, PS-CAMP-3): a level is reached at `minXp`; `advances` in total at that level. */
export const LEVELS = [
  { minXp: 0, advances: 0, fr: 'Touche-pipi', en: 'Wee Fumbler' },
  { minXp: 6, advances: 1, fr: 'Tripoteur expérimenté', en: 'Seasoned Fondler' },
  { minXp: 16, advances: 2, fr: 'Vétéran de la prostate', en: 'Prostate Veteran' },
  { minXp: 31, advances: 3, fr: 'Star du X', en: 'X-rated Star' },
  { minXp: 51, advances: 4, fr: 'Légende Urologique', en: 'Urological Legend' },
] as const;

/** The level index (0 = Touche-pipi … 4 = Légende Urologique) of a total XP (PS-CAMP-3). */
export function levelOf(xp: number): number {
  let l = 0;
  while (l + 1 < LEVELS.length && xp >= LEVELS[l + 1]!.minXp) l++;
  return l;
}

export type InjuryResult = 'dead' | 'zigounette' | 'coucougnettes' | 'sutures' | 'benign';

/** The injury table (table 5.4, PS-CAMP-6), by 1D6 face 1..6; `care` in PO (0 = no care needed). */
export const INJURIES: readonly { result: InjuryResult; care: number; fr: string; en: string }[] = [
  { result: 'dead', care: 0, fr: 'Mort', en: 'Dead' },
  { result: 'zigounette', care: 30_000, fr: 'Zigounette coupée', en: 'Willy cut off' },
  { result: 'coucougnettes', care: 20_000, fr: 'Coucougnettes arrachées', en: 'Nuts torn off' },
  { result: 'sutures', care: 10_000, fr: 'Points de suture', en: 'Stitches' },
  { result: 'sutures', care: 10_000, fr: 'Points de suture', en: 'Stitches' },
  { result: 'benign', care: 0, fr: 'Blessure bénigne', en: 'Minor wound' },
];

/** The row of the injury table for a face 1..6. */
export function injuryOf(face: number): { result: InjuryResult; care: number } {
  return INJURIES[face - 1]!;
}

/** Gold per match (PS-CAMP-5, §5.5), in PO. */
export const GOLD = { participation: 10_000, win: 20_000 } as const;

/** Where a career stands after the match. */
export const CareerStatus = { Active: 0, Retired: 1, Dead: 2 } as const;
export const CAREER_STATUS_NAMES = ['active', 'retired', 'dead'] as const;
export type CareerStatusName = (typeof CAREER_STATUS_NAMES)[number];

/** A goblin's post-match progress, kept in the state while the sequence runs (PS-CAMP-9). */
export interface CareerProgress {
  xpGained: number;
  goldGained: number;
  careCost: number;
  /** ROLL-INJ face, 0 = none yet or none due. */
  injury: number;
  status: number;
  /** XP of each award, in the order of `AWARD_NAMES`. */
  awards: number[];
}

/** Award names in the order of `CareerProgress.awards`. */
export const AWARD_NAMES: readonly AwardName[] = ['preums', 'plusJamais', 'justeFaisLe', 'jeTaurai'];

/** A career as the options give it (league id, XP and gold before the match). */
export interface CareerInput {
  id: string;
  xp: number;
  gold: number;
}

/** One goblin's line of the post-match report. */
export interface CareerReport {
  id: string;
  name: string;
  side: number;
  xpBefore: number;
  xpGained: number;
  xp: number;
  levelBefore: number;
  level: number;
  goldBefore: number;
  goldGained: number;
  careCost: number;
  gold: number;
  injury: null | { roll: number; result: InjuryResult };
  skillsGained: SkillName[];
  skills: SkillName[];
  status: CareerStatusName;
  awards: Record<AwardName, number>;
}

/** A fresh progress line (nothing credited yet). */
export function newProgress(): CareerProgress {
  return {
    xpGained: 0,
    goldGained: 0,
    careCost: 0,
    injury: 0,
    status: CareerStatus.Active,
    awards: [0, 0, 0, 0],
  };
}

/** The career of goblin j from the options (campaign on: always present, checked by options.ts). */
export function careerInput(s: PSState, j: number): CareerInput {
  return s.o.goblins?.[j]?.career ?? { id: `goblin-${j}`, xp: 0, gold: 0 };
}

/**
 * The post-match report, one line per goblin (null when the campaign is off). Before the match is decided
 * it shows nothing gained; while the sequence runs it shows what is settled so far; complete once it is over.
 */
export function careerReport(s: PSState): CareerReport[] | null {
  if (s.o.campaign === 'off') return null;
  return s.goblins.map((g, j) => {
    const input = careerInput(s, j);
    const p = s.career[j]!;
    const xp = input.xp + p.xpGained;
    const dead = p.status === CareerStatus.Dead;
    const before = skillMask(s.o.goblins?.[j]?.skills ?? []);
    const awards = {} as Record<AwardName, number>;
    AWARD_NAMES.forEach((a, i) => (awards[a] = p.awards[i]!));
    return {
      id: input.id,
      name: s.o.goblins?.[j]?.name ?? input.id,
      side: g.side,
      xpBefore: input.xp,
      xpGained: p.xpGained,
      xp,
      levelBefore: levelOf(input.xp),
      level: levelOf(xp),
      goldBefore: input.gold,
      goldGained: p.goldGained,
      careCost: p.careCost,
      gold: dead ? 0 : input.gold + p.goldGained - p.careCost,
      injury: p.injury === 0 ? null : { roll: p.injury, result: injuryOf(p.injury).result },
      skillsGained: skillList(g.skills & ~before),
      skills: skillList(g.skills),
      status: CAREER_STATUS_NAMES[p.status]!,
      awards,
    };
  });
}
