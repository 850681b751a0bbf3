/**
 * The state of a battle. Everything that changes lives in one Int32Array (`w`) with named offsets — globals,
 * then one record per unit, per figure, per scenario object and per scenario action — plus a stack of
 * decision and dice frames (immutable objects: a frame is replaced, never edited). `clone` is two copies;
 * what never changes during a battle (options, map, unit definitions) is shared between clones.
 * Positions are integer millimetres (OSOI_GRID, docs/geometry.md), ε = 0.001 mm (OS-GEN-8).
 */
import type { Outcome } from '../../engine/types.ts';
import type { UnitDef } from './army.ts';
import type { Frame } from './frames.ts';
import type { Battlefield } from './map.ts';
import type { OSOptions } from './options.ts';
import type { ScenarioDef } from './scenarios.ts';

/** Millimetres per metre: positions and lengths in the state are integers on this grid. */
export const MM = 1000;
/** OS-GEN-8: ε = 1e-6 m, in millimetres. */
export const EPS = 0.001;

/** A unit as the battle sees it: its definition, side, figures and base radius (mm). Shared between clones. */
export interface UnitInfo extends UnitDef {
  /** Stable id, e.g. 'A3' (side letter and place in the army list). */
  id: string;
  side: number;
  /** Index of its first figure; its figures are `firstFigure .. firstFigure + figures − 1`. */
  firstFigure: number;
  radius: number;
}

// Globals.
export const G_ROUND = 0;
/** Seat whose turn it is to activate (OS-ROUND-3). */
export const G_ACTIVE = 1;
/** First player (the roll-off winner, OS-SETUP-3), −1 before. */
export const G_FIRST = 2;
/** Seat whose zone is the south strip (y small), −1 before DP-04. */
export const G_SOUTH = 3;
/** The unit being activated, −1 between activations. */
export const G_UNIT = 4;
/** Its allocation (OS-ACT-2): dice per action type, and the special action's index in SPECIALS (−1 none). */
export const G_MOVE = 5;
export const G_SHOOT = 6;
export const G_MELEE = 7;
export const G_SPECIAL = 8;
export const G_SPECIAL_KIND = 9;
/** Bit mask of the allocated actions already resolved or forfeited (1 move, 2 shoot, 4 melee, 8 special). */
export const G_DONE = 10;
/** Roll-off faces (DS-ROLLOFF): seat 0's die, 0 while not rolled. */
export const G_ROLLOFF0 = 11;
/** Scenario victory points of each side (OS-END-5). */
export const G_SVP0 = 12;
export const G_SVP1 = 13;
/** The result: 0 playing, 1 over. */
export const G_OVER = 14;
/** Seat that has the scenario's first role (SC-2 ambusher, SC-3 attacker), −1 without roles. */
export const G_ROLE = 15;
/** Steps played, for the step bound. */
export const G_STEPS = 16;
export const G_COUNT = 17;

// Per unit.
/** Current health H (OS-POOL-1). */
export const U_H = 0;
/** Pool dice spent this round S (OS-POOL-2). */
export const U_S = 1;
export const U_ACTIVATED = 2;
/** Held order dice (OS-ABIL-2), 0–2. */
export const U_ORDER = 3;
/** 1 once deployed (OS-SETUP-5). */
export const U_DEPLOYED = 4;
/** 1 once removed from play (OS-POOL-6, OS-UNIT-11). */
export const U_REMOVED = 5;
/** Stealthy's snapshot (OS-ABIL-3): bit mask of enemy units that had LOS at the start of the activation (low, high word). */
export const U_LOS_LO = 6;
export const U_LOS_HI = 7;
export const U_STRIDE = 8;

// Per figure.
export const F_X = 0;
export const F_Y = 1;
/** 1 while on the table. */
export const F_ALIVE = 2;
export const F_STRIDE = 3;

/** Per scenario object: its health (OS-SURP-4). Per scenario action: its progress (OS-SPECIAL-7). */

/**
 * OS-R-08's variant (`specialActionsPerActivation` k > 1): special slots 1 .. k − 1 of the activation, two words
 * each (dice, kind index or −1), at the very end of `w` after the progress words. Slot 0 is G_SPECIAL /
 * G_SPECIAL_KIND. With k = 1 there are no extra words, so default states (and their hashes) are unchanged.
 */
export const SLOT_STRIDE = 2;
export function slotBase(s: OSState): number {
  return s.w.length - (s.o.specialActionsPerActivation - 1) * SLOT_STRIDE;
}

export interface OSState {
  /** Validated options (never mutated; shared between clones). */
  o: OSOptions;
  map: Battlefield;
  scenario: ScenarioDef;
  /** Every unit, side 0's first (shared between clones). */
  info: UnitInfo[];
  /** Figure → unit (shared). */
  figureUnit: Int32Array;
  /** Offsets of the unit, figure, object and progress records in `w`. */
  uBase: number;
  fBase: number;
  oBase: number;
  pBase: number;
  /**
   * Every changing number of the battle, all small integers (mm, dice, flags): a plain array of them, which V8
   * keeps packed on its heap, so a clone copies it in a fraction of a typed array's cost (whose backing store,
   * beyond 64 bytes, is allocated outside the heap).
   */
  w: number[];
  stack: Frame[];
  outcome: Outcome | null;
}

export function unitBase(s: OSState, u: number): number {
  return s.uBase + u * U_STRIDE;
}

export function figBase(s: OSState, f: number): number {
  return s.fBase + f * F_STRIDE;
}

export const uget = (s: OSState, u: number, k: number): number => s.w[s.uBase + u * U_STRIDE + k]!;
export const uset = (s: OSState, u: number, k: number, v: number): void => {
  s.w[s.uBase + u * U_STRIDE + k] = v;
};
export const fget = (s: OSState, f: number, k: number): number => s.w[s.fBase + f * F_STRIDE + k]!;
export const fset = (s: OSState, f: number, k: number, v: number): void => {
  s.w[s.fBase + f * F_STRIDE + k] = v;
};

/** A = max(0, H − S) (OS-POOL-2). */
export function available(s: OSState, u: number): number {
  return Math.max(0, uget(s, u, U_H) - uget(s, u, U_S));
}

/** On the table: deployed and not removed. */
export function onTable(s: OSState, u: number): boolean {
  return uget(s, u, U_DEPLOYED) === 1 && uget(s, u, U_REMOVED) === 0;
}

/** The figures of unit u still on the table. */
export function figuresOf(s: OSState, u: number): number[] {
  const info = s.info[u]!;
  const out: number[] = [];
  for (let f = info.firstFigure; f < info.firstFigure + info.figures; f++)
    if (fget(s, f, F_ALIVE) === 1) out.push(f);
  return out;
}

/** Units of a side, as indices. */
export function unitsOf(s: OSState, side: number): number[] {
  const out: number[] = [];
  for (let u = 0; u < s.info.length; u++) if (s.info[u]!.side === side) out.push(u);
  return out;
}

/** The unit index of an id, or −1. */
export function unitIndex(s: OSState, id: string): number {
  for (let u = 0; u < s.info.length; u++) if (s.info[u]!.id === id) return u;
  return -1;
}

export function createState(
  o: OSOptions,
  map: Battlefield,
  scenario: ScenarioDef,
  armies: [UnitDef[], UnitDef[]],
): OSState {
  const info: UnitInfo[] = [];
  let figures = 0;
  armies.forEach((units, side) => {
    units.forEach((d, i) => {
      info.push({
        ...d,
        id: `${side === 0 ? 'A' : 'B'}${i + 1}`,
        side,
        firstFigure: figures,
        radius: Math.round(o.baseRadius * MM),
      });
      figures += d.figures;
    });
  });
  const figureUnit = new Int32Array(figures);
  info.forEach((u, i) => figureUnit.fill(i, u.firstFigure, u.firstFigure + u.figures));
  const uBase = G_COUNT;
  const fBase = uBase + info.length * U_STRIDE;
  const oBase = fBase + figures * F_STRIDE;
  const pBase = oBase + scenario.objects.length;
  const slots = (o.specialActionsPerActivation - 1) * SLOT_STRIDE;
  const w: number[] = new Array<number>(pBase + scenario.actions.length + slots).fill(0);
  for (let i = w.length - slots + 1; i < w.length; i += SLOT_STRIDE) w[i] = -1;
  w[G_FIRST] = -1;
  w[G_SOUTH] = -1;
  w[G_UNIT] = -1;
  w[G_SPECIAL_KIND] = -1;
  w[G_ROLE] = -1;
  info.forEach((u, i) => {
    w[uBase + i * U_STRIDE + U_H] = u.h0;
  });
  scenario.objects.forEach((ob, i) => {
    w[oBase + i] = ob.health;
  });
  return { o, map, scenario, info, figureUnit, uBase, fBase, oBase, pBase, w, stack: [], outcome: null };
}

/** Hand-written copy: the word array and the stack (frames are immutable); the rest is shared. */
export function cloneState(s: OSState): OSState {
  // Every field written out (not a spread): one object shape for every state, and no property enumeration.
  return {
    o: s.o,
    map: s.map,
    scenario: s.scenario,
    info: s.info,
    figureUnit: s.figureUnit,
    uBase: s.uBase,
    fBase: s.fBase,
    oBase: s.oBase,
    pBase: s.pBase,
    w: s.w.slice(),
    stack: s.stack.slice(),
    outcome: s.outcome,
  };
}

function fnv(words: ArrayLike<number>, h: number): number {
  for (let i = 0; i < words.length; i++) {
    const v = words[i]!;
    h = Math.imul(h ^ (v & 0xffff), 16777619);
    h = Math.imul(h ^ (v >>> 16), 16777619);
  }
  return h >>> 0;
}

/** Equal states, equal hashes: the words, the frames and the outcome. */
export function hashState(s: OSState): string {
  let h = fnv(s.w, 2166136261);
  const text = JSON.stringify(s.stack) + (s.outcome ? JSON.stringify(s.outcome) : '');
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}
