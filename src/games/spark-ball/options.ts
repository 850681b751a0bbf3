/**
 * Match options: every configuration key of the reference's section 7 with its default (the ruling written in
 * the reference), and the two rosters (Home = seat 0, Away = seat 1), validated at setup.
 */
import { z } from 'zod';
import { parseWith } from '../../engine/options.ts';
import { err, ok, type Result } from '../../engine/types.ts';
import { withQuickTeams } from './defaults.ts';
import type { Roster } from './teams/types.ts';

const ABILITIES = [
  'brute',
  'catapulte',
  'chargeFeroce',
  'gardien',
  'massif',
  'passeFeintee',
  'reflexes',
  'souplesse',
] as const;
const EQUIPMENT = ['EQ-1', 'EQ-2', 'EQ-3', 'EQ-4', 'EQ-5', 'EQ-6'] as const;

/** A roster player as the match receives it (teams/types.ts `RosterPlayer`). */
const rosterPlayerSchema = z
  .object({
    id: z.string().min(1).max(100),
    name: z.string().min(1).max(80),
    number: z.number().int().min(0).max(999),
    position: z.enum(['attacker', 'defender', 'keeper']),
    profile: z.string().max(100),
    stats: z
      .object({
        mv: z.number().min(0).max(21),
        f: z.number().int().min(0).max(10),
        r: z.number().int().min(0).max(10),
        ag: z.number().int().min(0).max(10),
        ar: z.number().int().min(0).max(10),
      })
      .strict(),
    abilities: z.array(z.enum(ABILITIES)).max(ABILITIES.length),
    equipment: z.enum(EQUIPMENT).nullable(),
    // A base wider than the pitch's short side cannot be placed; 0.1 in is the smallest sensible base.
    baseRadius: z.number().min(0.1).max(3),
    special: z.boolean(),
    /** Injuries carried from earlier matches (SB-POST-2..4, teams/types.ts `PlayerCareer`). */
    career: z
      .object({
        sprainNextMatch: z.boolean().optional(),
        missNextMatch: z.boolean().optional(),
        comaAttempts: z.number().int().min(0).max(1000).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** A whole roster (teams/types.ts `Roster`): SB-TEAM-1 (7–20 players). */
const rosterSchema = z
  .object({
    name: z.string().min(1).max(80),
    template: z.string().max(40),
    alignment: z.enum(['chaos', 'order', 'neutral']),
    players: z.array(rosterPlayerSchema).min(7).max(20),
    teamRerolls: z.number().int().min(0).max(20),
    treasury: z.number().int().min(0),
  })
  .strict();

/** The zod schema of Spark Ball options; every key of section 7 has the reference's default. */
export const optionsSchema = z
  .object({
    players: z.literal(2).default(2),
    /** Home (seat 0) and Away (seat 1). */
    teams: z.tuple([rosterSchema, rosterSchema]),
    measure: z
      .object({
        mode: z.enum(['edge', 'centre']).default('edge'),
        baseRadius: z.number().min(0.1).max(3).default(0.5),
        epsilon: z.literal(0.001).default(0.001),
      })
      .strict()
      .prefault({}),
    scatter: z
      .object({
        directions: z.enum(['continuous', '8', '12']).default('continuous'),
        hitFaces: z.union([z.literal(2), z.literal(1)]).default(2),
      })
      .strict()
      .prefault({}),
    reactions: z
      .object({ leapExtendsReach: z.boolean().default(true) })
      .strict()
      .prefault({}),
    charge: z
      .object({
        restriction: z.enum(['carrierDefendersOnly', 'defendersOnly']).default('carrierDefendersOnly'),
        pathing: z.enum(['straight', 'shortestAround']).default('straight'),
        contactMoveTriggersTackle: z.boolean().default(false),
        defenceChoice: z.enum(['afterRoll', 'beforeRoll']).default('afterRoll'),
      })
      .strict()
      .prefault({}),
    skills: z
      .object({ chargeFeroceIgnoresParry: z.boolean().default(false) })
      .strict()
      .prefault({}),
    goalZone: z
      .object({
        width: z.number().min(1).max(13).default(7),
        depth: z.number().min(1).max(10).default(3),
        shape: z.enum(['rect', 'semicircle']).default('rect'),
        excludeOthers: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    unbalanced: z
      .object({ affectsDifficultyRolls: z.boolean().default(true) })
      .strict()
      .prefault({}),
    turn: z
      .object({
        emptyPhaseLimit: z.number().int().min(1).max(20).default(4),
        firstPlayer: z.enum(['alternate', 'rollEachTurn']).default('alternate'),
        passRequiresPlayer: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    kickoff: z
      .object({
        afterGoal: z
          .enum(['possessionToConceding', 'centreScatter', 'concedingPlacesAndScatters'])
          .default('possessionToConceding'),
        redeploy: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
    deploy: z
      .object({ strictPositions: z.boolean().default(false), alternate: z.boolean().default(false) })
      .strict()
      .prefault({}),
    lineup: z
      .object({ anyPositionFillsSlot: z.boolean().default(false) })
      .strict()
      .prefault({}),
    push: z
      .object({ blockerMode: z.enum(['stepAside', 'stopAtBlocker']).default('stepAside') })
      .strict()
      .prefault({}),
    leap: z
      .object({ overProne: z.boolean().default(false) })
      .strict()
      .prefault({}),
    pickup: z
      .object({ requiresMovement: z.boolean().default(false) })
      .strict()
      .prefault({}),
    tackle: z
      .object({ pointChoice: z.enum(['reactorChooses', 'earliest']).default('reactorChooses') })
      .strict()
      .prefault({}),
    massacre: z
      .object({
        ejectionDice: z.enum(['d3AndInjury', 'd3Only']).default('d3AndInjury'),
        suspension: z.union([z.literal(0), z.literal(1)]).default(0),
        contactMove: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
    goal: z
      .object({
        source: z.enum(['attackerShotOnly', 'anyBall', 'attackerShotOrOwnGoal']).default('attackerShotOnly'),
      })
      .strict()
      .prefault({}),
    shot: z
      .object({
        afterHit: z.enum(['deviate', 'stop', 'continue']).default('deviate'),
        parryCatchFail: z.enum(['deviate', 'restAtImpact']).default('deviate'),
        travelRounding: z.enum(['floorExact', 'ceilThenHalve']).default('floorExact'),
      })
      .strict()
      .prefault({}),
    ball: z
      .object({
        restOnBase: z.enum(['entryPoint', 'catchAttempt']).default('entryPoint'),
        dropOnKnockdown: z.enum(['deviate1D6', 'atFeet']).default('deviate1D6'),
      })
      .strict()
      .prefault({}),
    wall: z
      .object({
        bounceMode: z.enum(['reverse', 'mirror']).default('reverse'),
        maxBounces: z.number().int().min(1).max(20).default(3),
      })
      .strict()
      .prefault({}),
    injury: z
      .object({
        stunSurvivesKickoff: z.boolean().default(false),
        koReturn: z.enum(['tryThenSubstitute', 'eitherOr']).default('tryThenSubstitute'),
      })
      .strict()
      .prefault({}),
    subs: z
      .object({ freeAtKickoff: z.boolean().default(false) })
      .strict()
      .prefault({}),
    reroll: z
      .object({
        teamScope: z.enum(['perTurn', 'perPhase']).default('perTurn'),
        teamTargets: z.enum(['ownAndNeutral', 'any']).default('ownAndNeutral'),
      })
      .strict()
      .prefault({}),
    activation: z
      .object({ endOnFailedPassOrShot: z.boolean().default(false) })
      .strict()
      .prefault({}),
    match: z
      .object({
        goalsToWin: z.number().int().min(1).max(20).default(3),
        maxTurns: z.number().int().min(1).max(100).nullable().default(16),
        suddenDeathTurns: z.number().int().min(0).max(20).default(4),
        allowDraw: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
    input: z
      .object({ tableMode: z.boolean().default(false) })
      .strict()
      .prefault({}),
  })
  .strict();

/** Validated options. */
export type SBOptions = z.infer<typeof optionsSchema>;

/**
 * Variants each played, but not yet together (their rules meet at one step no ruling covers yet): a match asking
 * for both is refused at setup rather than played wrongly.
 */
const NOT_TOGETHER: [what: string, both: (o: SBOptions) => boolean, why: { fr: string; en: string }][] = [
  [
    'deploy.alternate = true with kickoff.redeploy = false',
    (o) => o.deploy.alternate && !o.kickoff.redeploy,
    {
      fr: 'le placement joueur par joueur redéploierait aussi les joueurs qui gardent leur position',
      en: 'the one-at-a-time placement would also redeploy the players who keep their positions',
    },
  ],
  [
    'charge.pathing = shortestAround with goalZone.excludeOthers = true',
    (o) => o.charge.pathing === 'shortestAround' && o.goalZone.excludeOthers,
    {
      fr: 'le chemin autour des socles ne contourne pas encore les zones de but fermées',
      en: 'the path around the bases does not go round closed goal zones yet',
    },
  ],
];

/** Parses options (any JSON) into complete options, or says precisely what is wrong. */
export function parseOptions(input: unknown): Result<SBOptions> {
  // No rosters: the quick-play rosters of `quick`'s templates (defaults.ts).
  const resolved = withQuickTeams(input);
  if (!resolved.ok) return resolved;
  const parsed = parseWith(optionsSchema, resolved.value, 'SB-SETUP-1');
  if (!parsed.ok) return parsed;
  const o = parsed.value;
  for (const [what, both, why] of NOT_TOGETHER) {
    if (both(o)) {
      return err(
        'options.combination',
        'SB-SETUP-1',
        `Les variantes ${what.replace(' with ', ' et ')} ne se jouent pas encore ensemble : ${why.fr}. Chacune se joue seule.`,
        `The variants ${what} are not played together yet: ${why.en}. Each plays alone.`,
      );
    }
  }
  for (let side = 0; side < 2; side++) {
    const bad = checkRoster(o.teams[side]!, side);
    if (bad) return bad;
  }
  return ok(o);
}

const SIDE = [
  { fr: "l'équipe Domicile", en: 'the Home team' },
  { fr: "l'équipe Extérieur", en: 'the Away team' },
];

/** SB-TEAM-1/2: unique player ids and numbers, at least 3 Attackers, 3 Defenders and 1 Keeper. */
function checkRoster(r: Roster, side: number): Result<SBOptions> | null {
  const who = SIDE[side]!;
  const ids = new Set<string>();
  for (const p of r.players) {
    if (ids.has(p.id)) {
      return err(
        `options.teams.${side}.players`,
        'SB-TEAM-1',
        `L'identifiant de joueur « ${p.id} » apparaît deux fois dans ${who.fr}.`,
        `The player id "${p.id}" appears twice in ${who.en}.`,
      );
    }
    ids.add(p.id);
  }
  const need: [Roster['players'][number]['position'], number, string, string][] = [
    ['attacker', 3, 'attaquants', 'Attackers'],
    ['defender', 3, 'défenseurs', 'Defenders'],
    ['keeper', 1, 'gardien', 'Keeper'],
  ];
  for (const [pos, n, fr, en] of need) {
    const have = r.players.filter((p) => p.position === pos).length;
    if (have < n) {
      return err(
        `options.teams.${side}.players`,
        'SB-TEAM-2',
        `${who.fr.charAt(0).toUpperCase()}${who.fr.slice(1)} a ${have} ${fr} ; il en faut au moins ${n}.`,
        `${who.en.charAt(0).toUpperCase()}${who.en.slice(1)} has ${have} ${en}; at least ${n} needed.`,
      );
    }
  }
  return null;
}
