/**
 * Match options: the configuration keys of the reference (section 3.9), validated at setup.
 */
import { z } from 'zod';
import { parseWith } from '../../engine/options.ts';
import { err, ok, type Result } from '../../engine/types.ts';
import { IMPLEMENTED_SKILLS, SKILL_LABELS, SKILL_NAMES, type SkillName } from './skills.ts';

const postList = z.array(z.number().int().min(1).max(8));

/** The zod schema of Piss' Squig options; every key has the reference's default. */
export const optionsSchema = z
  .object({
    players: z.number().int().min(2).max(8).default(2),
    mode: z.enum(['ffa', 'doubles', 'four']).default('ffa'),
    armourTarget: z.union([z.literal(8), z.literal(7)]).default(8),
    scatterNumbering: z.enum(['posts', 'bbTemplate']).default('posts'),
    squigEdgeRule: z.enum(['edge', 'functional']).default('edge'),
    furyThreshold: z.number().int().min(1).max(50).default(10),
    fenceSlam: z.boolean().default(false),
    lastSurvivor: z.enum(['ghosts', 'endWhenOneSideLeft']).default('ghosts'),
    tieBreak: z.enum(['shared', 'validatedPoints']).default('shared'),
    maxRounds: z.number().int().min(5).max(200).default(40),
    doubleGives: z.enum(['traitOnly', 'traitOrSkill']).default('traitOnly'),
    grosVicieux: z.enum(['mechanical', 'flavour']).default('mechanical'),
    fourPlayerTurns: z.enum(['perGoblin', 'perPlayer']).default('perGoblin'),
    gnakOwnGoblin: z.boolean().default(false),
    firstPlayer: z.union([z.literal('rolloff'), z.number().int().min(0).max(7)]).default('rolloff'),
    posts: z.union([z.literal('spread'), postList]).default('spread'),
    campaign: z.union([z.literal('off'), z.string()]).default('off'),
    /**
     * A career goblin whose side concedes is still paid the 10 000 PO participation gold (PS-CAMP-5, table 5.5;
     * PS-END-5 does not withhold it); false withholds it (ARB-PS-31).
     */
    concedeGold: z.boolean().default(true),
    /**
     * Per goblin figure: his skills and traits (PS-SK-1..15) by name (skills.ts), absent = none; with the
     * campaign on, his name and career (league id, XP and gold before the match, PS-CAMP-1..10). Free-for-all:
     * one entry per seat. Doubles and four-player: two entries per seat, seat-major (seat i's figure 1 at
     * index 2i, figure 2 at 2i+1), which is also the order of the goblin indices of the match.
     */
    goblins: z
      .array(
        z
          .object({
            skills: z.array(z.string()).default([]),
            name: z.string().min(1).max(60).optional(),
            career: z
              .object({
                id: z.string().min(1).max(100),
                xp: z.number().int().min(0).max(1_000_000),
                gold: z.number().int().min(0).max(1_000_000_000),
              })
              .strict()
              .optional(),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

/** Validated options. */
export type PSOptions = z.infer<typeof optionsSchema>;

/** Parses options (any JSON) into complete options, or says precisely what is wrong. */
export function parseOptions(input: unknown): Result<PSOptions> {
  const parsed = parseWith(optionsSchema, input, 'PS-SETUP-1');
  if (!parsed.ok) return parsed;
  const o = parsed.value;
  const modeError = checkMode(o);
  if (modeError) return modeError;
  if (typeof o.firstPlayer === 'number' && o.firstPlayer >= o.players) {
    return err(
      'options.firstPlayer',
      'PS-SETUP-5',
      `firstPlayer ${o.firstPlayer} n'existe pas : les sièges vont de 0 à ${o.players - 1}.`,
      `firstPlayer ${o.firstPlayer} does not exist: seats go from 0 to ${o.players - 1}.`,
    );
  }
  if (Array.isArray(o.posts)) {
    const n = postCount(o);
    if (o.posts.length !== n || new Set(o.posts).size !== o.posts.length) {
      const why = POSTS_WHY[o.mode];
      return err(
        'options.posts',
        'PS-SETUP-3',
        `posts doit donner ${n} poteaux distincts (1 à 8), ${why.fr} ; reçu ${JSON.stringify(o.posts)}.`,
        `posts must list ${n} distinct posts (1 to 8), ${why.en}; got ${JSON.stringify(o.posts)}.`,
      );
    }
  }
  if (o.goblins !== undefined) {
    const bad = checkGoblins(o.goblins, o);
    if (bad) return bad;
  }
  // careers
  const badCareer = checkCareers(o);
  if (badCareer) return badCareer;
  return ok(o);
}

/** Checks `goblins`: one entry per goblin figure, known and available skill names, no duplicates (PS-CAMP-4). */
function checkGoblins(goblins: { skills: string[] }[], o: PSOptions): Result<PSOptions> | null {
  const n = goblinCount(o);
  if (goblins.length !== n) {
    const why =
      o.mode === 'ffa'
        ? { fr: `une par siège, ${o.players} sièges`, en: `one per seat, ${o.players} seats` }
        : {
            fr: `deux par siège en mode ${o.mode} (${o.players} sièges × 2 figurines, figurine 1 puis 2 de chaque siège)`,
            en: `two per seat in ${o.mode} mode (${o.players} seats × 2 figures, figure 1 then 2 of each seat)`,
          };
    return err(
      'options.goblins',
      'PS-SETUP-1',
      `goblins doit avoir ${n} entrées (${why.fr}) ; reçu ${goblins.length}.`,
      `goblins must have ${n} entries (${why.en}); got ${goblins.length}.`,
    );
  }
  const fr = IMPLEMENTED_SKILLS.map((n) => `${n} (${SKILL_LABELS[n].fr})`).join(', ') || 'aucune';
  const en = IMPLEMENTED_SKILLS.map((n) => `${n} (${SKILL_LABELS[n].en})`).join(', ') || 'none';
  for (let i = 0; i < goblins.length; i++) {
    const names = goblins[i]!.skills;
    const where = entryName(o, i);
    for (const n of names) {
      if (!(SKILL_NAMES as readonly string[]).includes(n)) {
        return err(
          `options.goblins.${i}.skills`,
          'PS-SETUP-1',
          `Compétence ou trait inconnu « ${n} » (${where.fr}). Permis : ${fr}.`,
          `Unknown skill or trait "${n}" (${where.en}). Allowed: ${en}.`,
        );
      }
      if (!IMPLEMENTED_SKILLS.includes(n as SkillName)) {
        const name = SKILL_LABELS[n as SkillName];
        return err(
          `options.goblins.${i}.skills`,
          'PS-SETUP-1',
          `${name.fr} n'est pas encore disponible (${where.fr}). Permis : ${fr}.`,
          `${name.en} is not available yet (${where.en}). Allowed: ${en}.`,
        );
      }
    }
    if (new Set(names).size !== names.length) {
      return err(
        `options.goblins.${i}.skills`,
        'PS-CAMP-4',
        `Le gobelin ${where.of.fr} ne peut pas avoir deux fois la même compétence ou le même trait : ${JSON.stringify(names)}.`,
        `The goblin ${where.of.en} cannot have the same skill or trait twice: ${JSON.stringify(names)}.`,
      );
    }
  }
  return null;
}

/**
 * Careers (§2.14): with the campaign on, every goblin has a career (league id, XP, gold), ids distinct; off,
 * careers are refused so that a match never carries data it ignores.
 */
function checkCareers(o: PSOptions): Result<PSOptions> | null {
  const goblins = o.goblins ?? [];
  if (o.campaign === 'off') {
    const j = goblins.findIndex((g) => g.career !== undefined);
    if (j < 0) return null;
    return err(
      `options.goblins.${j}.career`,
      'PS-CAMP-1',
      `Le gobelin ${j} a une carrière mais campaign vaut 'off' : donnez l'identifiant de la ligue dans campaign, ou retirez career.`,
      `Goblin ${j} has a career but campaign is 'off': give the league id in campaign, or remove career.`,
    );
  }
  if (o.campaign.length === 0) {
    return err(
      'options.campaign',
      'PS-CAMP-1',
      "campaign doit être 'off' ou l'identifiant (non vide) de la ligue.",
      "campaign must be 'off' or the (non-empty) league id.",
    );
  }
  if (o.goblins === undefined) {
    return err(
      'options.goblins',
      'PS-CAMP-1',
      `En campagne (« ${o.campaign} »), goblins doit donner chaque gobelin avec sa carrière : { skills, name?, career: { id, xp, gold } }.`,
      `In a campaign ("${o.campaign}"), goblins must give each goblin with his career: { skills, name?, career: { id, xp, gold } }.`,
    );
  }
  const seen = new Map<string, number>();
  for (let j = 0; j < goblins.length; j++) {
    const c = goblins[j]!.career;
    if (c === undefined) {
      return err(
        `options.goblins.${j}.career`,
        'PS-CAMP-1',
        `En campagne, le gobelin ${j} doit avoir career: { id, xp, gold } (nouveau gobelin : xp 0, gold 0, aucune compétence).`,
        `In a campaign, goblin ${j} must have career: { id, xp, gold } (a new goblin: xp 0, gold 0, no skill).`,
      );
    }
    const other = seen.get(c.id);
    if (other !== undefined) {
      return err(
        `options.goblins.${j}.career`,
        'PS-CAMP-1',
        `Les gobelins ${other} et ${j} ont la même carrière « ${c.id} » : un gobelin ne joue qu'une fois par partie.`,
        `Goblins ${other} and ${j} have the same career "${c.id}": a goblin plays once in a match.`,
      );
    }
    seen.set(c.id, j);
  }
  return null;
}

/** How messages name entry i of `goblins`: its seat in free-for-all, else its index, seat and figure. */
function entryName(o: PSOptions, i: number) {
  if (o.mode === 'ffa')
    return { fr: `siège ${i}`, en: `seat ${i}`, of: { fr: `du siège ${i}`, en: `of seat ${i}` } };
  const f = (i & 1) + 1;
  const side = i >> 1;
  return {
    fr: `gobelin ${i}, siège ${side} figurine ${f}`,
    en: `goblin ${i}, seat ${side} figure ${f}`,
    of: { fr: `${i} (siège ${side}, figurine ${f})`, en: `${i} (seat ${side}, figure ${f})` },
  };
}

/** Post of seat i among n (PS-SETUP-3): ⌊8i/n⌋ + 1, unless the host listed them. */
export function postOfSeat(o: PSOptions, i: number): number {
  return Array.isArray(o.posts) ? o.posts[i]! : Math.floor((8 * i) / o.players) + 1;
}

// modes

/** Four-player posts (PS-FOUR-1, PS-R-30): per seat, figure 1's post then figure 2's, opposite each other. */
export const FOUR_POSTS: readonly (readonly [number, number])[] = [
  [1, 5],
  [3, 7],
  [2, 6],
  [4, 8],
];

/** Goblin figures of a match: one per seat in free-for-all, two per seat in doubles and four-player. */
export function goblinCount(o: PSOptions): number {
  return o.mode === 'ffa' ? o.players : 2 * o.players;
}

/** The seat (side) of goblin `gi`: goblins are numbered seat-major, figure 1 then figure 2 (PS-DUO-1, PS-FOUR-1). */
export function sideOfGoblin(o: PSOptions, gi: number): number {
  return o.mode === 'ffa' ? gi : gi >> 1;
}

/** Posts the `posts` option lists: one per seat, except four-player (one per goblin, in goblin order). */
function postCount(o: PSOptions): number {
  return o.mode === 'four' ? 8 : o.players;
}

const POSTS_WHY = {
  ffa: { fr: 'un par siège', en: 'one per seat' },
  doubles: {
    fr: 'un par équipe (les deux partenaires partagent leur poteau)',
    en: 'one per team (partners share their post)',
  },
  four: {
    fr: 'un par gobelin, figurine 1 puis 2 de chaque siège',
    en: 'one per goblin, figure 1 then 2 of each seat',
  },
} as const;

/** Post of goblin `gi` (PS-SETUP-2/3, PS-DUO-1, PS-FOUR-1): doubles partners share their team's post. */
export function postOfGoblin(o: PSOptions, gi: number): number {
  if (o.mode === 'four') return Array.isArray(o.posts) ? o.posts[gi]! : FOUR_POSTS[gi >> 1]![gi & 1]!;
  return postOfSeat(o, sideOfGoblin(o, gi));
}

/** The player counts each mode allows (PS-R-24: 2–4 teams; PS-FOUR-1: exactly 4 players). */
function checkMode(o: PSOptions): Result<PSOptions> | null {
  if (o.mode === 'doubles' && o.players > 4) {
    return err(
      'options.players',
      'PS-R-24',
      `En double, players compte les équipes : 2 à 4 équipes de deux gobelins (8 figurines au plus) ; reçu ${o.players}.`,
      `In doubles, players counts the teams: 2 to 4 teams of two goblins (8 figures at most); got ${o.players}.`,
    );
  }
  if (o.mode === 'four' && o.players !== 4) {
    return err(
      'options.players',
      'PS-FOUR-1',
      `Le mode à quatre se joue à exactement 4 joueurs de deux gobelins chacun ; reçu players = ${o.players}.`,
      `Four-player mode takes exactly 4 players of two goblins each; got players = ${o.players}.`,
    );
  }
  return null;
}
