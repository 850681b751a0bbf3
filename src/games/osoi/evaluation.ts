/**
 * What a battle is worth to each side, in victory points (OS-END-5), for the search bots' leaves (search.ts).
 * It reads the state, with the greedy bot's prices (bot.ts, bot-odds.ts): the points already scored, each
 * unit's health at 3/4 of its cost per point (a point of health is also a pool die, OS-POOL-5), the pool dice
 * still to spend this round (more in units not yet activated; dice allocated to actions are worth what the
 * actions do), held order dice, each unit's distance to where it can act on the enemy, and the scenario
 * objects and actions on their way to their points.
 */
import { DIE_COST_FRESH, DIE_COST_SPENT, ORDER_DIE_VP } from './bot.ts';
import { LINEAR } from './bot-odds.ts';
import { ITEMS } from './catalogue.ts';
import { placed } from './declared.ts';
import { victoryPoints } from './end.ts';
import {
  available,
  F_ALIVE,
  F_X,
  F_Y,
  fget,
  G_ROLE,
  MM,
  onTable,
  U_ACTIVATED,
  U_H,
  U_ORDER,
  uget,
  type OSState,
  type UnitInfo,
} from './state.ts';

/** What a metre nearer the goal is worth (the greedy bot's CLOSE_IN): in range for shooters, contact for others. */
const CLOSE_IN = 0.4;
/** OS-MELEE-1: the engagement distance (the default), metres. */
const ENGAGE = 1;

/** The longest range of a unit's ranged weapons in millimetres, 0 without one. */
const ranges = new WeakMap<UnitInfo, number>();
function rangeOf(info: UnitInfo): number {
  let r = ranges.get(info);
  if (r === undefined) {
    r = 0;
    for (const id of info.equipment) r = Math.max(r, ITEMS[id]?.range ?? 0);
    ranges.set(info, (r *= MM));
  }
  return r;
}

/** The smallest edge gap (mm) between the live figures of units u and v. */
function gap(s: OSState, u: number, v: number): number {
  const a = s.info[u]!;
  const b = s.info[v]!;
  let best = Infinity;
  for (let f = a.firstFigure; f < a.firstFigure + a.figures; f++) {
    if (fget(s, f, F_ALIVE) !== 1) continue;
    const x = fget(s, f, F_X);
    const y = fget(s, f, F_Y);
    for (let g = b.firstFigure; g < b.firstFigure + b.figures; g++) {
      if (fget(s, g, F_ALIVE) !== 1) continue;
      const d = Math.hypot(fget(s, g, F_X) - x, fget(s, g, F_Y) - y);
      if (d < best) best = d;
    }
  }
  return Math.max(0, best - a.radius - b.radius);
}

/**
 * How far (metres) unit u is from where it can act on the enemy: 0.8 of its range for a shooter, contact for
 * the others (the greedy bot's goal), 0 when it has no placed enemy.
 */
function goalDistance(s: OSState, u: number): number {
  const info = s.info[u]!;
  const reach = rangeOf(info) > 0 ? 0.8 * rangeOf(info) : ENGAGE * MM;
  let best = Infinity;
  for (let v = 0; v < s.info.length; v++)
    if (s.info[v]!.side !== info.side && onTable(s, v) && placed(s, v)) best = Math.min(best, gap(s, u, v));
  return Number.isFinite(best) ? Math.max(0, best - reach) / MM : 0;
}

/** What a share of a scenario action's progress is worth, of the points it leads to (a rough guess). */
const PROGRESS_VP = 20;

/** The seat holding a scenario role (0: ambusher / attacker), −1 without roles. */
function sideOfRole(s: OSState, role: number): number {
  const first = s.w[G_ROLE]!;
  if (first < 0) return -1;
  return role === 0 ? first : 1 - first;
}

/** Each side's worth (victory points and what is on its way to them); the difference is what matters. */
export function sideValues(s: OSState): [number, number] {
  const v = [victoryPoints(s, 0), victoryPoints(s, 1)];
  for (let u = 0; u < s.info.length; u++) {
    if (!onTable(s, u)) continue;
    const info = s.info[u]!;
    const side = info.side;
    v[side]! += (LINEAR * uget(s, u, U_H) * info.cost) / Math.max(1, info.h0);
    const fresh = uget(s, u, U_ACTIVATED) === 0;
    v[side]! += available(s, u) * (fresh ? DIE_COST_FRESH : DIE_COST_SPENT);
    if (placed(s, u)) v[side]! -= CLOSE_IN * goalDistance(s, u);
    v[side]! += uget(s, u, U_ORDER) * ORDER_DIE_VP;
  }
  s.scenario.objects.forEach((ob, i) => {
    const h = s.w[s.oBase + i]!;
    if (h <= 0 || ob.health <= 0) return;
    const left = h / ob.health;
    if (ob.destroyedVP) {
      const side = sideOfRole(s, ob.destroyedVP.role);
      if (side >= 0) v[side]! += 0.5 * (1 - left) * ob.destroyedVP.vp;
    }
    if (ob.intactVP) {
      const side = sideOfRole(s, ob.intactVP.role);
      if (side >= 0) v[side]! += left * ob.intactVP.vp;
    }
  });
  s.scenario.actions.forEach((a, i) => {
    if (a.roles.length === 0) return;
    const side = sideOfRole(s, a.roles[0]!);
    if (side >= 0) v[side]! += (PROGRESS_VP * s.w[s.pBase + i]!) / Math.max(1, a.progressRequired);
  });
  return [v[0]!, v[1]!];
}
