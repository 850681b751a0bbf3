/**
 * Battle options: the scenario (DP-01), the two army lists (DP-02), the map (DP-03, MAP-1 by default) and every
 * configuration key of the reference's Appendix A with its default. A battle created with no armies plays the
 * default armies (`DEFAULT_ARMY`), so the server, the CLI, the lobby and the bots can start one from `{}`.
 */
import { z } from 'zod';
import { parseWith } from '../../engine/options.ts';
import { err, ok, type Result } from '../../engine/types.ts';
import { ITEMS } from './catalogue.ts';
import { MAP_1, TERRAIN_TYPES, type MapSpec } from './map.ts';
import type { ArmyList } from './army.ts';
import { SCENARIOS } from './scenarios.ts';

const CHAR = z.number().int().min(1).max(5);

const armyUnitSchema = z
  .object({
    name: z.string().min(1).max(60).optional(),
    catalogue: z.string().max(40).optional(),
    size: z.number().int().min(1).max(20).optional(),
    custom: z
      .object({
        kind: z.enum(['character', 'grunts']),
        profile: z
          .object({ tir: CHAR, contact: CHAR, physique: CHAR, agilite: CHAR, special: CHAR })
          .strict(),
        equipment: z.array(z.string().max(40)).max(4),
        abilities: z.array(z.string().max(40)).max(6),
      })
      .strict()
      .optional(),
  })
  .strict();

export const armySchema = z
  .object({ name: z.string().min(1).max(80), units: z.array(armyUnitSchema).max(40) })
  .strict();

const point = z.tuple([z.number().finite().min(-1000).max(1000), z.number().finite().min(-1000).max(1000)]);

export const mapSchema = z
  .object({
    name: z.string().min(1).max(80),
    width: z.number().min(5).max(500),
    depth: z.number().min(5).max(500),
    features: z
      .array(
        z
          .object({
            type: z.enum(TERRAIN_TYPES),
            name: z.string().max(60).optional(),
            polygon: z.array(point).min(3).max(64),
            cover: z.number().int().min(0).max(4).optional(),
            difficult: z.boolean().optional(),
            moveDifficulty: z.number().int().min(0).max(10).optional(),
            blocksLOS: z.boolean().optional(),
            impassable: z.boolean().optional(),
            tags: z.array(z.string().max(30)).max(8).optional(),
          })
          .strict(),
      )
      .max(100),
  })
  .strict();

/** The default army of both sides when none is given: 139 points, 13 figures. */
export const DEFAULT_ARMY: ArmyList = {
  name: 'Escouade',
  units: [
    { catalogue: 'SOLDIER' },
    { catalogue: 'SNIPER' },
    { catalogue: 'MEDIC' },
    { catalogue: 'GRUNT_RIFLES', size: 5 },
    { catalogue: 'GRUNT_THUGS', size: 5 },
  ],
};

/**
 * ARB-OS-51: the default army of both sides in a scenario with a smaller role budget (SC-2's ambusher, 120):
 * the default army without its medic, 107 points, so that either side may take either role.
 */
export const DEFAULT_LIGHT_ARMY: ArmyList = {
  name: 'Escouade légère',
  units: DEFAULT_ARMY.units.filter((u) => u.catalogue !== 'MEDIC'),
};

export const optionsSchema = z
  .object({
    players: z.literal(2).default(2),
    scenario: z.enum(['SC-1', 'SC-2', 'SC-3']).default('SC-1'),
    armies: z.tuple([armySchema, armySchema]).default([DEFAULT_ARMY, DEFAULT_ARMY]),
    map: mapSchema.default(MAP_1 as z.input<typeof mapSchema>),
    budget: z.number().int().min(1).max(10_000).default(150),
    deploymentDepth: z.number().min(1).max(100).default(8),
    mmPerMetre: z.number().positive().max(1000).default(18),
    geometryMode: z.enum(['computed', 'declared']).default('computed'),
    baseRadius: z.number().min(0.05).max(5).default(0.5),
    engagementDistance: z.number().min(0).max(20).default(1),
    coherencyDistance: z.number().min(0).max(50).default(2),
    maxFiguresPerSide: z.number().int().min(1).max(100).default(20),
    maxGruntGroupSize: z.number().int().min(1).max(20).default(5),
    gruntMaxCharacteristic: z.number().int().min(1).max(5).default(3),
    catalogueOnly: z.boolean().default(false),
    roundLimit: z.number().int().min(1).max(50).default(6),
    firstPlayerPolicy: z.enum(['fixed', 'alternate', 'rolloff']).default('fixed'),
    deploymentOrder: z
      .enum(['alternateSecondFirst', 'alternateFirstFirst', 'allThenAll'])
      .default('alternateSecondFirst'),
    allocationMode: z.enum(['upfront', 'incremental']).default('upfront'),
    woundOrder: z.enum(['availableFirst', 'spentFirst']).default('availableFirst'),
    woundsStripCommittedDice: z.boolean().default(false),
    specialActionsPerActivation: z.number().int().min(1).max(4).default(1),
    equipmentCountsTowardCap: z.boolean().default(false),
    unarmedMeleeDamage: z.boolean().default(true),
    physiqueHealth: z.boolean().default(false),
    casualtyRule: z.enum(['exposedFirst', 'ownerFree', 'nearestFirst']).default('exposedFirst'),
    allowLeavingTable: z.boolean().default(false),
    figuresBlockLOS: z.boolean().default(false),
    maxRangeMultiple: z.number().int().min(1).max(100).nullable().default(null),
    defenderMayEvade: z.boolean().default(true),
    shootIntoMeleeDifficulty: z.number().int().min(0).max(10).default(0),
    coverAppliesToSurprised: z.boolean().default(false),
    healDifficulty: z.number().int().min(0).max(10).default(1),
    healRestoresGrunts: z.boolean().default(true),
    equipmentEnabled: z
      .array(z.enum(Object.keys(ITEMS) as [string, ...string[]]))
      .default(Object.keys(ITEMS)),
    /**
     * OS-TERR-6 conditions agreed for this battle on top of the scenario's (e.g. OS-MOVE-10's « pluie
     * torrentielle »): not a key of Appendix A (ARB-OS-13); none by default.
     */
    conditions: z
      .array(
        z
          .object({
            name: z.string().min(1).max(60),
            testKinds: z
              .array(z.enum(['move', 'shoot', 'melee', 'special']))
              .min(1)
              .max(4),
            featureTags: z.array(z.string().max(30)).min(1).max(8).optional(),
            difficulty: z.number().int().min(0).max(10),
          })
          .strict(),
      )
      .max(20)
      .default([]),
  })
  .strict();

export type OSOptions = z.infer<typeof optionsSchema> & { map: MapSpec };

/** Parses options (any JSON) into complete options, or says precisely what is wrong. */
export function parseOptions(input: unknown): Result<OSOptions> {
  const scenario = (input as { scenario?: unknown } | null)?.scenario;
  const light =
    typeof input === 'object' &&
    input !== null &&
    !('armies' in input) &&
    typeof scenario === 'string' &&
    Object.hasOwn(SCENARIOS, scenario) &&
    SCENARIOS[scenario as keyof typeof SCENARIOS].roleBudgets !== null;
  const parsed = parseWith(
    optionsSchema,
    light ? { ...input, armies: [DEFAULT_LIGHT_ARMY, DEFAULT_LIGHT_ARMY] } : input,
    'OS-SETUP-1',
  );
  if (!parsed.ok) return parsed;
  const o = parsed.value as OSOptions;
  // OS-R-08's variant is played with upfront allocation and without stripped dice (ARB-OS-25): both of those
  // name one Special action per activation.
  if (o.specialActionsPerActivation > 1) {
    for (const [path, supported] of [
      ['allocationMode', 'upfront'],
      ['woundsStripCommittedDice', false],
    ] as const) {
      if (o[path] !== supported) {
        return err(
          'options.combination',
          'OS-R-08',
          `specialActionsPerActivation = ${o.specialActionsPerActivation} se joue avec ${path} = ${JSON.stringify(supported)}, pas ${JSON.stringify(o[path])}.`,
          `specialActionsPerActivation = ${o.specialActionsPerActivation} is played with ${path} = ${JSON.stringify(supported)}, not ${JSON.stringify(o[path])}.`,
        );
      }
    }
  }
  return ok(o);
}
