/**
 * What a player sees: everything (OS-GEN-4, OS-R-51: all information is open), in metres. JSON-safe.
 */
import { placed, UNPLACED } from './declared.ts';
import type { Outcome } from '../../engine/types.ts';
import { copyOutcome } from '../../engine/options.ts';
import { figureId, figureIndex } from './damage.ts';
import { figureGap, figureLOS, unitDistance, unitLOS } from './geometry.ts';
import { victoryPoints } from './end.ts';
import { allocatedSpecials, unresolved, specialKinds } from './round.ts';
import { shotView, type ShotView } from './shooting.ts';
import { meleeView, type MeleeView } from './melee.ts';
import { internalOf, type OSInternal } from './rebuild.ts';
import {
  available,
  F_ALIVE,
  F_X,
  F_Y,
  fget,
  G_ACTIVE,
  G_FIRST,
  G_MELEE,
  G_MOVE,
  G_ROLE,
  G_ROUND,
  G_SHOOT,
  G_SOUTH,
  G_SPECIAL,
  G_SPECIAL_KIND,
  G_UNIT,
  MM,
  U_ACTIVATED,
  U_DEPLOYED,
  U_H,
  U_LOS_HI,
  U_LOS_LO,
  U_ORDER,
  U_REMOVED,
  U_S,
  uget,
  unitIndex,
  onTable,
  type OSState,
} from './state.ts';

export interface OSUnitView {
  id: string;
  side: number;
  name: string;
  kind: 'character' | 'grunts';
  catalogue: string | null;
  profile: Record<string, number>;
  equipment: string[];
  abilities: string[];
  cost: number;
  h0: number;
  h: number;
  s: number;
  a: number;
  activated: boolean;
  orderDice: number;
  deployed: boolean;
  removed: boolean;
  radius: number;
  /** OS-GEN-7 (ARB-OS-88): false when the unit's figures have no coordinates (declared geometry): x, y are 0. */
  placed: boolean;
  figures: { id: string; x: number; y: number; alive: boolean; placed: boolean }[];
}

export interface OSView {
  viewer: number | null;
  scenario: string;
  map: {
    name: string;
    width: number;
    depth: number;
    features: {
      id: string;
      type: string;
      name: string;
      polygon: [number, number][];
      cover: number;
      difficult: boolean;
      moveDifficulty: number;
      blocksLOS: boolean;
      impassable: boolean;
      tags: string[];
    }[];
  };
  round: number;
  roundLimit: number;
  active: number;
  first: number;
  /** The seat deploying in the south strip, −1 before DP-04. */
  south: number;
  role: number;
  deploymentDepth: number;
  units: OSUnitView[];
  activation: {
    unit: string;
    move: number;
    shoot: number;
    melee: number;
    special: number;
    specialKind: string | null;
    /** OS-R-08: every allocated special action (special/specialKind are the first one). */
    specials: { kind: string; dice: number; resolved: boolean }[];
    unresolved: string[];
  } | null;
  objects: { id: string; fr: string; en: string; x: number; y: number; radius: number; health: number }[];
  vp: [number, number];
  pending: { frame: string; player: number | null };
  outcome: Outcome | null;
  /** The shot in progress: both sides' difficulties, shown to the defender before DP-11 (OS-SHOOT-5). */
  shot: ShotView | null;
  /** The melee in progress: both difficulties, shown to the defender before DP-13 (OS-MELEE-3). */
  melee: MeleeView | null;
  /** DP-17: the healed group, how many figures it may place back and the figures they must be near (OS-SPECIAL-4). */
  restore: { unit: string; count: number; near: string[] } | null;
  /** OS-SPECIAL-7: each scenario action's progress. */
  progress: { id: string; progress: number; required: number }[];
  /** The options the table's previews need, the same for every seat; `seen`: OS-ABIL-3's snapshot of the active unit. */
  rules: Pick<OSState['o'], (typeof RULE_KEYS)[number]> & { seen: string[] };
  /**
   * The state as plain JSON (nothing is hidden: OS-GEN-4), for the search bots, which rebuild it (rebuild.ts):
   * the options (the same object for every view of a battle) and the words and frames that change.
   */
  internal: OSInternal;
}

const RULE_KEYS = [
  'shootIntoMeleeDifficulty',
  'coverAppliesToSurprised',
  'figuresBlockLOS',
  'equipmentCountsTowardCap',
  'engagementDistance',
  'maxRangeMultiple',
  'conditions',
  'allocationMode',
  'woundsStripCommittedDice',
  'geometryMode',
  'healDifficulty',
] as const;

const m = (q: number) => q / MM;

export function viewOf(s: OSState, viewer: number | null): OSView {
  const top = s.stack.at(-1);
  const u = s.w[G_UNIT]!;
  return {
    viewer,
    scenario: s.scenario.id,
    map: {
      name: s.map.name,
      width: m(s.map.width),
      depth: m(s.map.depth),
      features: s.map.features.map((f) => {
        const polygon: [number, number][] = [];
        for (let i = 0; i < f.poly.length; i += 2) polygon.push([m(f.poly[i]!), m(f.poly[i + 1]!)]);
        return {
          id: f.id,
          type: f.type,
          name: f.name,
          polygon,
          cover: f.cover,
          difficult: f.difficult,
          moveDifficulty: f.moveDifficulty,
          blocksLOS: f.blocksLOS,
          impassable: f.impassable,
          tags: f.tags.slice(),
        };
      }),
    },
    round: s.w[G_ROUND]!,
    roundLimit: s.o.roundLimit,
    active: s.w[G_ACTIVE]!,
    first: s.w[G_FIRST]!,
    south: s.w[G_SOUTH]!,
    role: s.w[G_ROLE]!,
    deploymentDepth: s.o.deploymentDepth,
    units: s.info.map((info, i) => {
      const figures = [];
      for (let f = info.firstFigure; f < info.firstFigure + info.figures; f++) {
        const where = fget(s, f, F_X) !== UNPLACED;
        figures.push({
          id: figureId(s, f),
          x: where ? m(fget(s, f, F_X)) : 0,
          y: where ? m(fget(s, f, F_Y)) : 0,
          alive: fget(s, f, F_ALIVE) === 1,
          placed: where,
        });
      }
      return {
        id: info.id,
        side: info.side,
        name: info.name,
        kind: info.kind,
        catalogue: info.catalogue,
        profile: { ...info.profile },
        equipment: info.equipment.slice(),
        abilities: info.abilities.slice(),
        cost: info.cost,
        h0: info.h0,
        h: uget(s, i, U_H),
        s: uget(s, i, U_S),
        a: available(s, i),
        activated: uget(s, i, U_ACTIVATED) === 1,
        orderDice: uget(s, i, U_ORDER),
        deployed: uget(s, i, U_DEPLOYED) === 1,
        removed: uget(s, i, U_REMOVED) === 1,
        radius: m(info.radius),
        placed: placed(s, i),
        figures,
      };
    }),
    activation:
      u < 0
        ? null
        : {
            unit: s.info[u]!.id,
            move: s.w[G_MOVE]!,
            shoot: s.w[G_SHOOT]!,
            melee: s.w[G_MELEE]!,
            special: s.w[G_SPECIAL]!,
            specialKind: s.w[G_SPECIAL_KIND]! >= 0 ? specialKinds(s, u)[s.w[G_SPECIAL_KIND]!]! : null,
            unresolved: unresolved(s),
            // OS-R-08: every allocated special action, with whether it is resolved (one with the default).
            specials: allocatedSpecials(s).map((x) => ({ kind: x.kind, dice: x.dice, resolved: x.done })),
          },
    objects: s.scenario.objects.map((o, i) => ({
      id: o.id,
      fr: o.fr,
      en: o.en,
      x: o.x,
      y: o.y,
      radius: o.radius,
      health: s.w[s.oBase + i]!,
    })),
    vp: [victoryPoints(s, 0), victoryPoints(s, 1)],
    pending: { frame: top?.id ?? 'over', player: top && 'player' in top ? top.player : null },
    outcome: copyOutcome(s.outcome),
    shot: shotView(s),
    melee: meleeView(s),
    restore:
      top?.id === 'DP-17'
        ? { unit: s.info[top.unit]!.id, count: top.count, near: top.anchors.map((f) => figureId(s, f)) }
        : null,
    progress: s.scenario.actions.map((a, i) => ({
      id: a.id,
      progress: s.w[s.pBase + i]!,
      required: a.progressRequired,
    })),
    rules: {
      ...(Object.fromEntries(RULE_KEYS.map((k) => [k, structuredClone(s.o[k])])) as Pick<
        OSState['o'],
        (typeof RULE_KEYS)[number]
      >),
      seen:
        u < 0
          ? []
          : s.info
              .filter((_, v) => uget(s, u, v < 32 ? U_LOS_LO : U_LOS_HI) & (1 << (v % 32)))
              .map((i) => i.id),
    },
    internal: internalOf(s),
  };
}

/** What a measure says: the edge distance in metres (OS-TERR-2) and whether there is a line of sight (OS-TERR-3). */
export interface Measure {
  distance: number;
  los: boolean;
}

/**
 * OS-GEN-5 / OS-R-51: anyone may measure any distance at any time (it reads the state, never changes it, and
 * does not depend on whose decision is pending): between two figures ('A4.2') or two units on the table ('B1',
 * the smallest edge distance over their figures, LOS when some pair sees each other). Null for an unknown id
 * or a figure or unit not on the table.
 */
export function measure(s: OSState, from: string, to: string): Measure | null {
  const u = unitIndex(s, from);
  const v = unitIndex(s, to);
  if (u >= 0 && v >= 0) {
    if (!onTable(s, u) || !onTable(s, v) || !placed(s, u) || !placed(s, v)) return null;
    return { distance: m(unitDistance(s, u, v, false)), los: unitLOS(s, u, v) };
  }
  const f = figureIndex(s, from);
  const g = figureIndex(s, to);
  if (f < 0 || g < 0 || fget(s, f, F_ALIVE) !== 1 || fget(s, g, F_ALIVE) !== 1) return null;
  if (fget(s, f, F_X) === UNPLACED || fget(s, g, F_X) === UNPLACED) return null;
  return { distance: m(Math.max(0, figureGap(s, f, g))), los: figureLOS(s, f, g) };
}
