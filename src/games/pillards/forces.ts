/**
 * Figures: the three types, their combat values (introduction, «Jet pour toucher», «Jet de sauvegarde»),
 * and forces counted per type (figures of a type are interchangeable, PIL-R-13).
 */

/** The figure types, in the order used everywhere. */
export const TYPES = ['archers', 'menAtArms', 'cavalry'] as const;
export type FigureType = (typeof TYPES)[number];

/** A number of figures of each type. */
export type Force = Record<FigureType, number>;

/** Combat values per type (section 1.4): to hit, to save, volley (PIL-COMBAT-5), parting attack (PIL-COMBAT-11). */
export const STATS: Record<FigureType, { hit: number; save: number; volley: boolean; parting: boolean }> = {
  archers: { hit: 5, save: 6, volley: true, parting: true },
  menAtArms: { hit: 5, save: 5, volley: false, parting: false },
  cavalry: { hit: 4, save: 4, volley: false, parting: true },
};

/** Starting forces (PIL-SETUP-3): 8 men-at-arms, 4 archers, 3 cavalry. */
export const STARTING_FORCE: Force = { archers: 4, menAtArms: 8, cavalry: 3 };

/** Men-at-arms brought by a reinforcement call (PIL-REINF-1). */
export const REINFORCEMENTS = 5;

/** An empty force. */
export function none(): Force {
  return { archers: 0, menAtArms: 0, cavalry: 0 };
}

/** A copy of a force. */
export function copy(f: Force): Force {
  return { archers: f.archers, menAtArms: f.menAtArms, cavalry: f.cavalry };
}

/** Number of figures in a force. */
export function size(f: Force): number {
  return f.archers + f.menAtArms + f.cavalry;
}

/** a + b, as a new force. */
export function plus(a: Force, b: Force): Force {
  return {
    archers: a.archers + b.archers,
    menAtArms: a.menAtArms + b.menAtArms,
    cavalry: a.cavalry + b.cavalry,
  };
}

/** "2 archers, 3 men-at-arms" style summary for messages. */
export function describeForce(f: Force): string {
  return `${f.archers}A/${f.menAtArms}H/${f.cavalry}C`;
}
