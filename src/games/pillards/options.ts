/**
 * Campaign options: the configuration keys of the reference (section 3.9), validated at setup.
 */
import { z } from 'zod';
import { parseWith } from '../../engine/options.ts';
import { err, ok, type Result } from '../../engine/types.ts';

const countOrUnlimited = z.union([z.number().int().min(0).max(10_000), z.literal('unlimited')]);

/** The zod schema of Pillards options; every key has the reference's default. */
export const optionsSchema = z
  .object({
    players: z.number().int().min(2).max(8).default(2),
    maxPlayers: z.number().int().min(2).max(8).default(6),
    /** Seats played by people: negotiation waits for them (PIL-NEGO-2); computer seats never negotiate. */
    humans: z.array(z.number().int().min(0).max(7)).default([]),
    startingCattle: countOrUnlimited.default(20),
    startingTrees: countOrUnlimited.default(6),
    villageModel: z.enum(['namedRoster', 'everyResultCounts']).default('namedRoster'),
    cousins: countOrUnlimited.default('unlimited'),
    stolenAnimalsJoinPen: z.boolean().default(false),
    raidTargets: z.enum(['any', 'adjacent']).default('any'),
    revealMode: z.enum(['open', 'referee']).default('open'),
    orderSeconds: z.union([z.literal('none'), z.number().int().min(1).max(86_400)]).default('none'),
    negotiationSeconds: z.number().int().min(0).max(86_400).default(300),
    initiativeRollers: z.enum(['raiders', 'all']).default('raiders'),
    lootOnResistance6: z.boolean().default(false),
    reserveRounding: z.enum(['halfUp', 'floor', 'ceil']).default('halfUp'),
    reserveReuse: z.enum(['available', 'exhausted']).default('available'),
    excessHits: z.enum(['discard', 'reallocate']).default('discard'),
    lootForceSize: z.enum(['survivors', 'initial']).default('survivors'),
    reinforcementWindow: z.enum(['turn4', 'turn4to6']).default('turn4'),
    reinforcementArrival: z
      .enum(['sameTurnDefensiveOnly', 'sameTurnAnyPost', 'nextTurn'])
      .default('sameTurnDefensiveOnly'),
    diceMode: z.enum(['engine', 'physical']).default('engine'),
  })
  .strict();

/** Validated options. */
export type PilOptions = z.infer<typeof optionsSchema>;

/** Parses options (any JSON) into complete options, or says precisely what is wrong (PIL-SETUP-1, PIL-SETUP-6). */
export function parseOptions(input: unknown): Result<PilOptions> {
  const parsed = parseWith(optionsSchema, input, 'PIL-SETUP-6');
  if (!parsed.ok) return parsed;
  const o = parsed.value;
  if (o.players > o.maxPlayers) {
    return err(
      'options.players',
      'PIL-SETUP-1',
      `${o.players} joueurs pour maxPlayers = ${o.maxPlayers} : il faut de 2 à ${o.maxPlayers} joueurs (maxPlayers va jusqu'à 8).`,
      `${o.players} players with maxPlayers = ${o.maxPlayers}: 2 to ${o.maxPlayers} players are allowed (maxPlayers goes up to 8).`,
    );
  }
  const badHuman = o.humans.find((h) => h >= o.players);
  if (badHuman !== undefined || new Set(o.humans).size !== o.humans.length) {
    return err(
      'options.humans',
      'PIL-NEGO-2',
      `humans doit lister des sièges distincts de 0 à ${o.players - 1} ; reçu ${JSON.stringify(o.humans)}.`,
      `humans must list distinct seats from 0 to ${o.players - 1}; got ${JSON.stringify(o.humans)}.`,
    );
  }
  return ok(o);
}
