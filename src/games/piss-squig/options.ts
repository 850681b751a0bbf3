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
     * Per goblin: his skills and traits (PS-SK-1..15) by name (skills.ts), absent = none; with the campaign
     * on, his name and career (league id, XP and gold before the match, PS-CAMP-1..10).
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
  if (o.mode !== 'ffa') {
    return err(
      'options.mode',
      'PS-DUO-1',
      `Le mode « ${o.mode} » n'est pas encore disponible ; seul « ffa » (chacun pour soi, 2 à 8 gobelins) l'est.`,
      `Mode "${o.mode}" is not available yet; only "ffa" (free-for-all, 2 to 8 goblins) is.`,
    );
  }
  if (typeof o.firstPlayer === 'number' && o.firstPlayer >= o.players) {
    return err(
      'options.firstPlayer',
      'PS-SETUP-5',
      `firstPlayer ${o.firstPlayer} n'existe pas : les sièges vont de 0 à ${o.players - 1}.`,
      `firstPlayer ${o.firstPlayer} does not exist: seats go from 0 to ${o.players - 1}.`,
    );
  }
  if (Array.isArray(o.posts)) {
    if (o.posts.length !== o.players || new Set(o.posts).size !== o.posts.length) {
      return err(
        'options.posts',
        'PS-SETUP-3',
        `posts doit donner ${o.players} poteaux distincts (1 à 8), un par siège ; reçu ${JSON.stringify(o.posts)}.`,
        `posts must list ${o.players} distinct posts (1 to 8), one per seat; got ${JSON.stringify(o.posts)}.`,
      );
    }
  }
  if (o.goblins !== undefined) {
    const bad = checkGoblins(o.goblins, o.players);
    if (bad) return bad;
  }
  // careers
  const badCareer = checkCareers(o);
  if (badCareer) return badCareer;
  return ok(o);
}

/** Checks `goblins`: one entry per seat, known and available skill names, no duplicates (PS-CAMP-4). */
function checkGoblins(goblins: { skills: string[] }[], players: number): Result<PSOptions> | null {
  if (goblins.length !== players) {
    return err(
      'options.goblins',
      'PS-SETUP-1',
      `goblins doit avoir une entrée par siège (${players}) ; reçu ${goblins.length}.`,
      `goblins must have one entry per seat (${players}); got ${goblins.length}.`,
    );
  }
  const fr = IMPLEMENTED_SKILLS.map((n) => `${n} (${SKILL_LABELS[n].fr})`).join(', ') || 'aucune';
  const en = IMPLEMENTED_SKILLS.map((n) => `${n} (${SKILL_LABELS[n].en})`).join(', ') || 'none';
  for (let i = 0; i < goblins.length; i++) {
    const names = goblins[i]!.skills;
    for (const n of names) {
      if (!(SKILL_NAMES as readonly string[]).includes(n)) {
        return err(
          `options.goblins.${i}.skills`,
          'PS-SETUP-1',
          `Compétence ou trait inconnu « ${n} » (siège ${i}). Permis : ${fr}.`,
          `Unknown skill or trait "${n}" (seat ${i}). Allowed: ${en}.`,
        );
      }
      if (!IMPLEMENTED_SKILLS.includes(n as SkillName)) {
        const name = SKILL_LABELS[n as SkillName];
        return err(
          `options.goblins.${i}.skills`,
          'PS-SETUP-1',
          `${name.fr} n'est pas encore disponible (siège ${i}). Permis : ${fr}.`,
          `${name.en} is not available yet (seat ${i}). Allowed: ${en}.`,
        );
      }
    }
    if (new Set(names).size !== names.length) {
      return err(
        `options.goblins.${i}.skills`,
        'PS-CAMP-4',
        `Le gobelin du siège ${i} ne peut pas avoir deux fois la même compétence ou le même trait : ${JSON.stringify(names)}.`,
        `The goblin of seat ${i} cannot have the same skill or trait twice: ${JSON.stringify(names)}.`,
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

/** Post of seat i among n (PS-SETUP-3): ⌊8i/n⌋ + 1, unless the host listed them. */
export function postOfSeat(o: PSOptions, i: number): number {
  return Array.isArray(o.posts) ? o.posts[i]! : Math.floor((8 * i) / o.players) + 1;
}
