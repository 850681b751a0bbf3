/**
 * The greedy OSOI bot: one-ply choices among the legal inputs, scored from the seat's view only (never the
 * state), so it never plays an illegal input and improves as the rules offer more actions.
 *
 * - Deployment: the candidate placement with the most figures in cover, facing the enemy's deployed units.
 * - Activation: the unit with a ranged weapon and an enemy within reach first, then the most dice.
 * - Allocation: every legal vector scored: Shoot dice are worth much with an enemy within three times the
 *   weapon's range, Move dice when the unit must close in, dice kept back are worth a defence when an enemy
 *   threatens the unit; actions the rules do not play yet are never offered (`PLAYABLE`), so never chosen.
 * - Actions: shoot first (the target whose loss is worth most points per health point), then move to the
 *   candidate nearest the best firing distance (in cover if possible) or, without a ranged weapon, nearest
 *   the enemy; then end the activation.
 * - Defence: return fire when allowed, all dice once the unit has been activated, half of them before.
 * - Order dice are always used; casualties follow the legal list (exposed figures first); never concedes.
 */
import type { Seat } from '../../engine/record.ts';
import { SeededRng } from '../../engine/rng.ts';
import type { Agent } from '../../engine/runner.ts';
import type { OSAction, Point } from './actions.ts';
import { ITEMS } from './catalogue.ts';
import type { OSUnitView, OSView } from './view.ts';

/** Dice kept back count for the defence up to this many, when threatened. */
const DEFENCE_DICE = 3;
/** A unit without a ranged weapon counts as threatened by an enemy within this distance (metres). */
const MELEE_THREAT = 12;

/** The longest range of a unit's ranged weapons, 0 when it has none. */
export function rangeOf(u: OSUnitView): number {
  let r = 0;
  for (const id of u.equipment) r = Math.max(r, ITEMS[id]?.range ?? 0);
  return r;
}

const live = (u: OSUnitView) => u.figures.filter((f) => f.alive);
const onTable = (u: OSUnitView) => u.deployed && !u.removed && live(u).length > 0;

/** The gap between two units' nearest bases (metres). */
function gap(a: OSUnitView, b: OSUnitView, moved?: Map<string, Point>): number {
  let best = Infinity;
  for (const f of live(a)) {
    const p = moved?.get(f.id) ?? f;
    for (const g of live(b)) best = Math.min(best, Math.hypot(p.x - g.x, p.y - g.y) - a.radius - b.radius);
  }
  return best;
}

function inside(p: Point, poly: [number, number][]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

/** How many of the points stand in a feature giving cover. */
function inCover(view: OSView, points: Point[]): number {
  let n = 0;
  for (const p of points)
    if (view.map.features.some((f) => f.cover > 0 && !f.impassable && inside(p, f.polygon))) n++;
  return n;
}

export class OsoiGreedyAgent implements Agent {
  readonly usesView = true;
  readonly seat: Seat;
  private readonly rng: SeededRng;

  constructor(seed: string, name = 'Greedy') {
    this.rng = new SeededRng(seed);
    this.seat = { name, kind: 'bot:greedy' };
  }

  choose(view: unknown, legal: unknown[], player: number): unknown {
    const v = view as OSView;
    const all = legal as OSAction[];
    const options = all.filter((a) => a.type !== 'concede');
    if (options.length === 0) {
      if (all.length === 0) throw new Error(`OsoiGreedyAgent: no legal input for player ${player}.`);
      return all[0];
    }
    return this.best(options, (a) => this.score(v, player, a));
  }

  /** The highest-scored input; ties broken by the bot's own generator. */
  private best(options: OSAction[], score: (a: OSAction) => number): OSAction {
    let top = -Infinity;
    let picks: OSAction[] = [];
    for (const a of options) {
      const x = score(a);
      if (x > top + 1e-9) [top, picks] = [x, [a]];
      else if (Math.abs(x - top) <= 1e-9) picks.push(a);
    }
    return picks.length === 1 ? picks[0]! : picks[this.rng.int(0, picks.length - 1)]!;
  }

  private score(v: OSView, me: number, a: OSAction): number {
    const enemies = v.units.filter((u) => u.side !== me && onTable(u));
    const unit = (id: string) => v.units.find((u) => u.id === id)!;
    const nearest = (u: OSUnitView, moved?: Map<string, Point>) =>
      enemies.reduce((d, e) => Math.min(d, gap(u, e, moved)), Infinity);
    switch (a.type) {
      case 'deploy': {
        const u = unit(a.unit);
        const foes = v.units.filter((e) => e.side !== me && e.deployed && !e.removed);
        const cx = a.positions.reduce((t, p) => t + p.x, 0) / a.positions.length;
        const fx =
          foes.length === 0
            ? v.map.width / 2
            : foes.reduce(
                (t, e) => t + live(e).reduce((s, f) => s + f.x, 0) / Math.max(1, live(e).length),
                0,
              ) / foes.length;
        return (
          (inCover(v, a.positions) / a.positions.length) * 3 -
          Math.abs(cx - fx) / 10 +
          (rangeOf(u) > 0 ? 0.1 : 0)
        );
      }
      case 'activate': {
        const u = unit(a.unit);
        const r = rangeOf(u);
        const reach = r > 0 && nearest(u) <= 3 * r ? 10 : 0;
        return reach + u.a + (u.orderDice > 0 ? 0.5 : 0);
      }
      case 'allocate':
        return this.allocation(v, me, a, nearest);
      case 'shoot': {
        const t = unit(a.target);
        return 100 + t.cost / Math.max(1, t.h) - (t.removed ? 1000 : 0);
      }
      case 'move': {
        const u = unit(v.activation!.unit);
        const moved = new Map<string, Point>();
        for (const [f, path] of Object.entries(a.paths ?? {}))
          if (path.length > 0) moved.set(f, path.at(-1)!);
        const d = nearest(u, moved);
        const r = rangeOf(u);
        const points = live(u).map((f) => moved.get(f.id) ?? f);
        // Firing distance for a shooter (0.8 R: the first band, a little margin), contact for the others.
        const want = r > 0 ? 0.8 * r : 0;
        const dist = Number.isFinite(d) ? Math.abs(d - want) : 0;
        return 50 - dist + (r > 0 ? inCover(v, points) / points.length : 0) + (moved.size === 0 ? 0.05 : 0);
      }
      case 'end':
        return 1;
      case 'defend': {
        const u = unit(v.shot?.target ?? '');
        const max = v.shot?.maxDice ?? 0;
        const want = u?.activated ? max : Math.ceil(max / 2);
        return (a.returnFire ? 10 : 0) - Math.abs(a.dice - want);
      }
      case 'stop':
        return Object.keys(a.at).length === 0 ? 1 : 0;
      case 'orderDice':
        return a.use ? 1 : 0;
      case 'chooseZone':
        return a.zone === 'south' ? 1 : 0;
      case 'casualties':
        return 0;
      default:
        return 0;
    }
  }

  /** DP-07: what the dice of an allocation are worth to the active unit, and those kept for the defence. */
  private allocation(
    v: OSView,
    me: number,
    a: Extract<OSAction, { type: 'allocate' }>,
    nearest: (u: OSUnitView) => number,
  ): number {
    const u = v.units.find((x) => x.id === v.activation?.unit) ?? v.units.find((x) => x.side === me)!;
    const r = rangeOf(u);
    const d = nearest(u);
    let value = 0;
    if (r > 0 && d <= 3 * r) value += 2 * Math.min(a.shoot, 4) + 0.5 * Math.max(0, a.shoot - 4);
    else value -= a.shoot;
    const close = r > 0 ? d > 0.8 * r : d > 0;
    value += close ? 1.2 * Math.min(a.move, 2) + 0.3 * Math.max(0, a.move - 2) : 0.1 * a.move;
    value -= 0.5 * (a.melee + a.special);
    const kept = u.a - a.move - a.shoot - a.melee - a.special;
    const threatened = v.units.some(
      (e) =>
        e.side !== me &&
        onTable(e) &&
        !e.activated &&
        gap(u, e) <= (rangeOf(e) > 0 ? 3 * rangeOf(e) : MELEE_THREAT),
    );
    value += threatened ? Math.min(kept, DEFENCE_DICE) + 0.1 * Math.max(0, kept - DEFENCE_DICE) : 0.1 * kept;
    return value;
  }
}
