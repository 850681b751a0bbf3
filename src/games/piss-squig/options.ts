/**
 * Match options: the configuration keys of the reference (section 3.9), validated at setup.
 */
import { z } from 'zod';
import { parseWith } from '../../engine/options.ts';
import { err, ok, type Result } from '../../engine/types.ts';

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
  if (o.campaign !== 'off') {
    return err(
      'options.campaign',
      'PS-CAMP-1',
      "Les carrières (campagne) ne sont pas encore disponibles ; utilisez campaign: 'off'.",
      "Careers (campaign) are not available yet; use campaign: 'off'.",
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
  return ok(o);
}

/** Post of seat i among n (PS-SETUP-3): ⌊8i/n⌋ + 1, unless the host listed them. */
export function postOfSeat(o: PSOptions, i: number): number {
  return Array.isArray(o.posts) ? o.posts[i]! : Math.floor((8 * i) / o.players) + 1;
}
