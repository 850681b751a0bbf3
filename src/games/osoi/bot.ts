/**
 * The greedy OSOI bot: one-ply choices among the legal inputs, scored from the seat's view only (never the
 * state), so it never plays an illegal input. Every score is in victory points (OS-END-5) expected from the
 * choice, with opposed tests computed exactly as numbers (bot-odds.ts) and the battlefield estimated from the
 * view (bot-geometry.ts).
 *
 * - Deployment: the candidate placement with the most figures in cover, facing the enemy's deployed units.
 * - Activation: the unit with the best opportunity now (a shot, a melee it can reach, a heal, the objective).
 * - Allocation (DP-07): every legal vector scored as the sum of what its Shoot dice (best target after the
 *   move), Melee dice (an enemy engaged or reachable this activation; a bare-handed unit only when it wins on
 *   average), special dice (HEAL a wounded friend in reach, ORDER an unactivated friend, REGENERATE when hurt,
 *   the scenario action at the objective) and Move dice (closing in) are worth, plus the dice kept for the
 *   defence against the most dangerous unactivated enemy that can shoot or charge the unit.
 * - Actions (DP-08): melee, shots and specials at the target giving the most VP per the exchange (focus fire:
 *   wounded units near a threshold first, return fire counted against), moves scored by the action they enable
 *   (contact, a better range band, line of sight) and the cover they end in against the enemies that can shoot;
 *   a shot waits for the move when moving first improves it. Ends the activation when nothing is worth doing.
 * - Defence (DP-11, DP-13): every legal choice (dice, return fire or evade) by the exchange's expected VP,
 *   dice costing what they would be worth in the unit's own activation when it has not acted yet.
 * - Order dice are always used; casualties follow the legal list (exposed figures first); never concedes.
 */
import type { Seat } from '../../engine/record.ts';
import { SeededRng } from '../../engine/rng.ts';
import type { Agent } from '../../engine/runner.ts';
import type { OSAction, Point } from './actions.ts';
import { damageValue, exchange, healValue, margins } from './bot-odds.ts';
import { band, coverAgainst, gapOf, inside, live, onTable, pointsOf, sees } from './bot-geometry.ts';
import { ITEMS } from './catalogue.ts';
import type { OSUnitView, OSView } from './view.ts';

/** Metres per Move die (OS-MOVE-2). */
const METRES_PER_DIE = 2;
/** OS-MELEE-1: engagement distance (the default). */
const ENGAGE = 1;
/** OS-SPECIAL-3 / OS-SPECIAL-5: HEAL reach (edge distance), ORDER reach (unit distance). */
const HEAL_REACH = 1;
const ORDER_REACH = 12;
/** What an order die is worth (VP): roughly a die added to a shot. */
export const ORDER_DIE_VP = 1.5;
/** The share of the most dangerous threat's attack that dice kept back are expected to meet (it may shoot another). */
const KEPT_SHARE = 0.1;
/** What a metre closer to the goal is worth (VP): to the enemy, to the objective. */
const CLOSE_IN = 0.4;
const CLOSE_OBJECTIVE = 0.8;
/** What a pool die spent in defence costs a unit that has not been activated yet (VP), and one that has. */
export const DIE_COST_FRESH = 1.5;
export const DIE_COST_SPENT = 0.15;

const item = (id: string) => ITEMS[id];
const dice = (u: OSUnitView, slot: string) =>
  u.equipment.reduce((n, id) => n + (item(id)?.slot === slot ? item(id)!.dice : 0), 0);

/** The longest range of a unit's ranged weapons, 0 when it has none. */
export function rangeOf(u: OSUnitView): number {
  let r = 0;
  for (const id of u.equipment) r = Math.max(r, item(id)?.range ?? 0);
  return r;
}
const rangedDice = (u: OSUnitView) => (rangeOf(u) > 0 ? dice(u, 'ranged') : 0);
const meleeDice = (u: OSUnitView) => dice(u, 'melee');
const armourDice = (u: OSUnitView) => dice(u, 'armour');
const kitDice = (u: OSUnitView) => dice(u, 'kit');
const cap = (u: OSUnitView, c: string) => u.profile[c] ?? 0;

/**
 * Damage to an enemy also blunts its attacks (a point of health is a pool die, OS-POOL-5): its worth grows with
 * the dice the enemy attacks with, Tir or Contact plus its weapon's.
 */
const danger = (t: OSUnitView) =>
  1 + 0.1 * Math.max(cap(t, 'tir') + rangedDice(t), cap(t, 'contact') + meleeDice(t));

/** Inside a feature giving cover. */
function inCover(view: OSView, points: Point[]): number {
  let n = 0;
  for (const p of points)
    if (view.map.features.some((f) => f.cover > 0 && !f.impassable && inside(p, f.polygon))) n++;
  return n;
}

/** What a choice at DP-08 would be, figured once per decision. */
interface Context {
  v: OSView;
  me: number;
  unit: (id: string) => OSUnitView | undefined;
  enemies: OSUnitView[];
  friends: OSUnitView[];
  /** Values already worked out in this decision, by key. */
  memo: Map<string, number>;
}

function memo(c: Context, key: string, f: () => number): number {
  let v = c.memo.get(key);
  if (v === undefined) c.memo.set(key, (v = f()));
  return v;
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
    if (options.length === 1) return options[0];
    return this.best(options, this.scorer(v, options, player));
  }

  /**
   * The score of each of `options` (concessions left out) at this view, as `choose` ranks them (without its
   * random tie-break): the search bots open the inputs in this order (search.ts).
   */
  scores(v: OSView, options: OSAction[], player: number): number[] {
    return options.map(this.scorer(v, options, player));
  }

  /** How `choose` scores the inputs of this decision. */
  private scorer(v: OSView, options: OSAction[], player: number): (a: OSAction) => number {
    // OS-GEN-7 (ARB-OS-99): with figures without coordinates the view cannot be measured: simple choices.
    if (
      v.units.some((u) => u.deployed && !u.removed && u.placed === false) ||
      options.some((a) => a.type === 'deploy' && a.declared)
    )
      return simpleScore;
    const byId = new Map(v.units.map((u) => [u.id, u]));
    const c: Context = {
      v,
      me: player,
      unit: (id) => byId.get(id),
      enemies: v.units.filter((u) => u.side !== player && onTable(u)),
      friends: v.units.filter((u) => u.side === player && onTable(u)),
      memo: new Map(),
    };
    if (v.pending.frame === 'DP-08') return this.actionScorer(c, options);
    return (a) => this.score(c, a);
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

  private score(c: Context, a: OSAction): number {
    const { v, me } = c;
    switch (a.type) {
      case 'deploy':
        return this.deployment(c, a);
      case 'activate':
        return this.opportunity(c, c.unit(a.unit)!);
      case 'allocate':
        return this.allocation(c, a);
      case 'defend':
        return this.defence(c, a.dice, a.returnFire);
      case 'defendMelee':
        return this.meleeDefence(c, a.dice);
      case 'stop':
        return Object.keys(a.at).length === 0 ? 1 : 0;
      case 'orderDice':
        return a.use ? 1 : 0;
      case 'chooseZone':
        return a.zone === 'south' ? 1 : 0;
      case 'chooseRole':
        // SC-3: the attacker has the objective to play for; SC-2: the ambushed side has the larger budget.
        return v.scenario === 'SC-3' ? (a.role === 0 ? 1 : 0) : a.role === 1 ? 1 : 0;
      case 'restore': {
        // Restored figures as far from the enemy's figures as the candidates allow.
        const foes = c.enemies.flatMap((e) => pointsOf(e));
        return a.positions.length * 100 + Math.min(50, gapOf(a.positions, 0, foes, 0));
      }
      default:
        void me;
        return 0;
    }
  }

  // ---------------------------------------------------------------- exchanges

  /** My role in a scenario with roles (0 ambusher / attacker), −1 without. */
  private roleOf(c: Context): number {
    if (c.v.role < 0) return -1;
    return c.v.role === c.me ? 0 : 1;
  }

  /** The cover target t has against shooter s now (estimate, 0 when unseen as a conservative value). */
  private cover(c: Context, s: OSUnitView, sAt: Point[], t: OSUnitView, tAt: Point[]): number {
    void s;
    return Math.max(0, coverAgainst(c.v.map.features, sAt, tAt, t.radius));
  }

  /**
   * OS-SHOOT-3..7: the VP a shot of `n` Shoot dice by u (at `uAt`) at enemy t is worth: the damage dealt less
   * the return fire taken, the defender spending all it may.
   */
  private shotValue(c: Context, u: OSUnitView, n: number, uAt: Point[], t: OSUnitView): number {
    const r = rangeOf(u);
    if (r === 0 || n === 0) return 0;
    const tAt = pointsOf(t);
    const d = gapOf(uAt, u.radius, tAt, t.radius);
    const difficulty =
      band(d, r) + Math.max(0, this.cover(c, u, uAt, t, tAt) - (u.abilities.includes('AB_MARKSMAN') ? 1 : 0));
    const surprised = this.surprises(c, 'shoot');
    const defDice = surprised ? 0 : Math.min(t.a, cap(t, 'tir'));
    const tr = rangeOf(t);
    const back = tr > 0;
    const defN = defDice > 0 ? defDice + armourDice(t) + (back ? rangedDice(t) : 0) : 0;
    const defD = back ? band(d, tr) + this.cover(c, t, tAt, u, uAt) : 0;
    const e = exchange(n + rangedDice(u), difficulty, defN, defD, back);
    // The dice an unactivated target spends defending are lost to its own activation.
    const drained = t.activated ? 0 : defDice * DIE_COST_FRESH;
    return (
      damageValue(e.dealt, t.h, t.h0, t.cost) * danger(t) - damageValue(e.taken, u.h, u.h0, u.cost) + drained
    );
  }

  /** OS-MELEE-2..4: the VP a melee of `n` Contact dice by u on enemy t is worth (the winner always deals). */
  private meleeValue(c: Context, u: OSUnitView, n: number, t: OSUnitView): number {
    if (n === 0) return 0;
    const surprised = this.surprises(c, 'melee') || u.abilities.includes('AB_STEALTHY');
    const defDice = surprised ? 0 : Math.min(t.a, cap(t, 'contact'));
    const defN = defDice > 0 ? defDice + meleeDice(t) + armourDice(t) : 0;
    const e = exchange(n + meleeDice(u), 0, defN, 0, true);
    const drained = t.activated ? 0 : defDice * DIE_COST_FRESH;
    const value =
      damageValue(e.dealt, t.h, t.h0, t.cost) * danger(t) - damageValue(e.taken, u.h, u.h0, u.cost) + drained;
    // Bare hands: only a fight won on average.
    return meleeDice(u) === 0 && value <= 0 ? value - 1 : value;
  }

  /** A scenario surprise window of my role this round (SC-2's ambusher, round 1, shots only). */
  private surprises(c: Context, kind: 'shoot' | 'melee'): boolean {
    return c.v.scenario === 'SC-2' && kind === 'shoot' && c.v.round === 1 && this.roleOf(c) === 0;
  }

  /** The best shot of u from `uAt` at an enemy it sees, with n dice. */
  private bestShot(c: Context, u: OSUnitView, n: number, uAt: Point[]): number {
    let best = 0;
    for (const t of c.enemies)
      if (sees(c.v.map.features, uAt, pointsOf(t))) best = Math.max(best, this.shotValue(c, u, n, uAt, t));
    return best;
  }

  /** The standing object my role may attack (SC-3's crate), if any. */
  private objective(c: Context) {
    const role = this.roleOf(c);
    if (c.v.scenario !== 'SC-3' || role !== 0) return undefined;
    return c.v.objects.find((o) => o.health > 0);
  }

  /** VP per structure point of the objective (SC-3: 50 for its 3 points, the defender's 50 kept away too). */
  private objectVP(o: { health: number }): number {
    return o.health > 0 ? 100 / Math.max(1, o.health) / 2 : 0;
  }

  /** Unopposed damage to the objective (OS-SHOOT-11, OS-MELEE-3): expected margin, up to its health. */
  private objectDamage(n: number, d: number, o: { health: number }): number {
    return margins(n, d).reduce((t, p, m) => t + p * Math.min(m, o.health), 0) * this.objectVP(o);
  }

  /** The value of unit u's special `kind` with n dice on the best target it can reach from `uAt`. */
  private specialValue(
    c: Context,
    u: OSUnitView,
    kind: string,
    n: number,
    uAt: Point[],
    target?: string,
  ): number {
    if (n === 0) return 0;
    const heal = (f: OSUnitView, dice: number) =>
      margins(dice, 1).reduce((t, p, m) => t + p * healValue(m, f.h, f.h0, f.cost), 0);
    switch (kind) {
      case 'HEAL': {
        let best = 0;
        for (const f of c.friends) {
          if (target !== undefined && f.id !== target) continue;
          if (f.h >= f.h0) continue;
          if (f.id !== u.id && gapOf(uAt, u.radius, pointsOf(f), f.radius) > HEAL_REACH + 1e-6) continue;
          best = Math.max(best, heal(f, n + kitDice(u)));
        }
        return best;
      }
      case 'REGENERATE':
        return u.h < u.h0 ? heal(u, n) : 0;
      case 'ORDER': {
        let best = 0;
        for (const f of c.friends) {
          if (f.id === u.id || f.activated || (target !== undefined && f.id !== target)) continue;
          if (gapOf(uAt, u.radius, pointsOf(f), f.radius) > ORDER_REACH) continue;
          const room = 2 - f.orderDice;
          const gain = margins(n, 0).reduce((t, p, m) => t + p * Math.min(room, m), 0);
          best = Math.max(best, gain * ORDER_DIE_VP * (f.a > 0 ? 1 : 0.2));
        }
        return best;
      }
    }
    // A scenario action (SC-3's PLANT_CHARGE) at the objective it needs to be engaged with.
    const o = this.objective(c);
    const progress = c.v.progress.find((p) => p.id === kind);
    if (!o || !progress) return 0;
    if (target === undefined && gapOf(uAt, u.radius, [o], o.radius) > ENGAGE + 1e-6) return 0;
    const left = Math.max(1, progress.required - progress.progress);
    const gain = margins(n, 0).reduce((t, p, m) => t + p * Math.min(left, m), 0);
    return (gain / left) * 50 * (left === 1 ? 2 : 1);
  }

  // ---------------------------------------------------------------- threats

  /**
   * The VP the dice kept by u (k of them, at `uAt`) save against the most dangerous unactivated enemy that
   * can shoot it or reach contact with it this round.
   */
  private keptValue(c: Context, u: OSUnitView, k: number, uAt: Point[]): number {
    let best = 0;
    for (const e of c.enemies) {
      if (e.activated || e.a === 0) continue;
      const eAt = pointsOf(e);
      const d = gapOf(uAt, u.radius, eAt, e.radius);
      const er = rangeOf(e);
      if (er > 0 && d <= 3 * er && sees(c.v.map.features, eAt, uAt)) {
        const attN = Math.min(e.a, cap(e, 'tir')) + rangedDice(e);
        const attD = band(d, er) + this.cover(c, e, eAt, u, uAt);
        const ur = rangeOf(u);
        const n = Math.min(k, cap(u, 'tir'));
        const defN = n > 0 ? n + armourDice(u) + (ur > 0 ? rangedDice(u) : 0) : 0;
        const defD = ur > 0 ? band(d, ur) : 0;
        const with_ = exchange(attN, attD, defN, defD, ur > 0);
        const without = exchange(attN, attD, 0, 0, false);
        const saved =
          damageValue(without.dealt, u.h, u.h0, u.cost) -
          damageValue(with_.dealt, u.h, u.h0, u.cost) +
          damageValue(with_.taken, e.h, e.h0, e.cost);
        best = Math.max(best, saved);
      }
      if (d <= METRES_PER_DIE * cap(e, 'agilite') + ENGAGE && cap(e, 'contact') > 0) {
        const attN = Math.min(e.a, cap(e, 'contact')) + meleeDice(e);
        const n = Math.min(k, cap(u, 'contact'));
        const defN = n > 0 ? n + meleeDice(u) + armourDice(u) : 0;
        const with_ = exchange(attN, 0, defN, 0, true);
        const without = exchange(attN, 0, 0, 0, true);
        const saved =
          damageValue(without.dealt, u.h, u.h0, u.cost) -
          damageValue(with_.dealt, u.h, u.h0, u.cost) +
          damageValue(with_.taken, e.h, e.h0, e.cost);
        best = Math.max(best, saved);
      }
    }
    return best;
  }

  /**
   * What standing at `uAt` is worth against the enemy shooters that have not acted: cover, or being out of their
   * sight, weighted by their dice (a rough share of a die's damage per point of cover).
   */
  private shelter(c: Context, u: OSUnitView, uAt: Point[]): number {
    let v = 0;
    const hpValue = u.cost / Math.max(1, u.h0);
    for (const e of c.enemies) {
      const er = rangeOf(e);
      if (er === 0) continue;
      const eAt = pointsOf(e);
      const cov = coverAgainst(c.v.map.features, eAt, uAt, u.radius);
      const w = (e.activated ? 0.3 : 1) * Math.min(e.a, cap(e, 'tir')) * 0.1 * hpValue;
      v += w * (cov < 0 ? 1.5 : cov);
    }
    return v;
  }

  // ---------------------------------------------------------------- decisions

  /** DP-05: cover, facing the enemy, shooters a little back. */
  private deployment(c: Context, a: Extract<OSAction, { type: 'deploy' }>): number {
    const v = c.v;
    const u = c.unit(a.unit)!;
    const foes = v.units.filter((e) => e.side !== c.me && e.deployed && !e.removed);
    const cx = a.positions.reduce((t, p) => t + p.x, 0) / a.positions.length;
    const fx =
      foes.length === 0
        ? v.map.width / 2
        : foes.reduce(
            (t, e) => t + pointsOf(e).reduce((s, f) => s + f.x, 0) / Math.max(1, live(e).length),
            0,
          ) / foes.length;
    const o = this.objective(c);
    const toObjective = o ? Math.min(...a.positions.map((p) => Math.hypot(p.x - o.x, p.y - o.y))) / 5 : 0;
    return (
      (inCover(v, a.positions) / a.positions.length) * 3 -
      Math.abs(cx - fx) / 10 -
      toObjective +
      (rangeOf(u) > 0 ? 0.1 : 0)
    );
  }

  /** DP-06: what the unit could do now with its dice (best shot, reachable melee, special), threat first. */
  private opportunity(c: Context, u: OSUnitView): number {
    const at = pointsOf(u);
    const reach = METRES_PER_DIE * cap(u, 'agilite');
    let best = this.bestShot(c, u, Math.min(u.a, cap(u, 'tir')), at);
    for (const t of c.enemies) {
      const d = gapOf(at, u.radius, pointsOf(t), t.radius);
      if (d <= reach + ENGAGE)
        best = Math.max(best, this.meleeValue(c, u, Math.min(u.a, cap(u, 'contact')), t) * 0.9);
    }
    const o = this.objective(c);
    if (o && gapOf(at, u.radius, [o], o.radius) <= reach + ENGAGE) best = Math.max(best, this.objectVP(o));
    for (const f of c.friends) {
      if (f.h < f.h0 && u.abilities.some((ab) => ab === 'AB_MEDIC' || ab === 'AB_REGENERATION'))
        best = Math.max(best, (f.cost / f.h0) * 0.5);
    }
    return best + u.a * 0.05 + (u.orderDice > 0 ? 0.5 : 0);
  }

  /** DP-07: the allocation's worth: its actions' best use, and the dice kept back. */
  private allocation(c: Context, a: Extract<OSAction, { type: 'allocate' }>): number {
    const u = c.unit(c.v.activation!.unit)!;
    const at = pointsOf(u);
    const reach = METRES_PER_DIE * a.move;
    const r = rangeOf(u);
    let value = 0;
    let closing = 0;
    if (a.shoot > 0) {
      let best = 0;
      for (const t of c.enemies) {
        const tAt = pointsOf(t);
        const d = gapOf(at, u.radius, tAt, t.radius);
        const seen = memo(c, `sees ${t.id}`, () => (sees(c.v.map.features, at, tAt) ? 1 : 0)) === 1;
        if (!seen && reach === 0) continue;
        // Moving first closes in to the first band when it can.
        const after = d <= r ? d : Math.max(d - reach, r);
        const step = d - after;
        const moved = step > 0 ? this.shifted(at, tAt, step) : at;
        const key = `shot ${t.id} ${a.shoot} ${step}`;
        best = Math.max(best, memo(c, key, () => this.shotValue(c, u, a.shoot, moved, t)) * (seen ? 1 : 0.5));
        if (step > 0) closing = Math.max(closing, 0.01);
      }
      value += best;
    }
    if (a.melee > 0) {
      let best = -0.5 * a.melee;
      for (const t of c.enemies) {
        const d = gapOf(at, u.radius, pointsOf(t), t.radius);
        if (d <= reach + ENGAGE) best = Math.max(best, this.meleeValue(c, u, a.melee, t));
      }
      const o = this.objective(c);
      if (o && gapOf(at, u.radius, [o], o.radius) <= reach + ENGAGE)
        best = Math.max(best, this.objectDamage(a.melee + meleeDice(u), 0, o));
      value += best;
    }
    if (a.special > 0 && a.specialKind) {
      // The special target may need the move: HEAL and the objective within the move's reach.
      const kind = a.specialKind;
      const best = memo(c, `special ${kind} ${a.special} ${a.move}`, () =>
        this.specialAt(c, u, kind, a.special, reach, at),
      );
      value += best > 0 ? best : -0.5 * a.special;
    }
    // Move dice: closing in (the objective, contact, the first band) and reaching cover.
    if (a.move > 0) value += memo(c, `move ${a.move}`, () => this.moveWorth(c, u, reach, at)) + closing;
    const kept = u.a - a.move - a.shoot - a.melee - a.special;
    value += KEPT_SHARE * memo(c, `kept ${kept}`, () => this.keptValue(c, u, kept, at)) + 0.01 * kept;
    return value;
  }

  /**
   * What `reach` metres of movement are worth beyond this activation's actions: closing in on the goal (the
   * objective, contact for a unit without a ranged weapon, 0.8 × range for a shooter) and reaching cover.
   */
  private moveWorth(c: Context, u: OSUnitView, reach: number, at: Point[]): number {
    const o = this.objective(c);
    const r = rangeOf(u);
    const goal = o
      ? gapOf(at, u.radius, [o], o.radius) - ENGAGE
      : Math.min(...c.enemies.map((t) => gapOf(at, u.radius, pointsOf(t), t.radius))) -
        (r > 0 ? 0.8 * r : ENGAGE);
    let value = Number.isFinite(goal)
      ? Math.max(0, Math.min(reach, goal)) * (o ? CLOSE_OBJECTIVE : CLOSE_IN)
      : 0;
    const here = this.shelter(c, u, at);
    let best = 0;
    for (const f of c.v.map.features) {
      if (f.cover <= 0 || f.impassable) continue;
      const cx = f.polygon.reduce((t, p) => t + p[0], 0) / f.polygon.length;
      const cy = f.polygon.reduce((t, p) => t + p[1], 0) / f.polygon.length;
      const d = gapOf(at, 0, [{ x: cx, y: cy }], 0);
      if (d > reach + 4) continue;
      best = Math.max(
        best,
        this.shelter(c, u, this.shifted(at, [{ x: cx, y: cy }], Math.min(reach, d))) - here,
      );
    }
    value += best;
    return value;
  }

  /** The special with n dice from `at`, or after a move of `reach` metres toward its anchor. */
  private specialAt(c: Context, u: OSUnitView, kind: string, n: number, reach: number, at: Point[]): number {
    let best = this.specialValue(c, u, kind, n, at);
    const target = reach > 0 ? this.specialAnchor(c, u, kind) : undefined;
    if (target) {
      const d = gapOf(at, u.radius, target.points, target.radius);
      if (d > ENGAGE && d <= reach + ENGAGE)
        best = Math.max(best, this.specialValue(c, u, kind, n, this.shifted(at, target.points, d - 0.5)));
    }
    return best;
  }

  /** Where the special action of u needs it to be: a wounded friend (HEAL), the objective (scenario action). */
  private specialAnchor(
    c: Context,
    u: OSUnitView,
    kind: string,
  ): { points: Point[]; radius: number } | undefined {
    if (kind === 'HEAL') {
      let best: OSUnitView | undefined;
      for (const f of c.friends)
        if (f.id !== u.id && f.h < f.h0 && (!best || f.cost / f.h0 > best.cost / best.h0)) best = f;
      return best ? { points: pointsOf(best), radius: best.radius } : undefined;
    }
    const o = this.objective(c);
    return o && kind !== 'ORDER' && kind !== 'REGENERATE' ? { points: [o], radius: o.radius } : undefined;
  }

  /** The figures `at` shifted `step` metres toward the nearest of `to` (an estimate of a move). */
  private shifted(at: Point[], to: Point[], step: number): Point[] {
    let best: [Point, Point] | undefined;
    let bd = Infinity;
    for (const p of at)
      for (const q of to) {
        const d = Math.hypot(p.x - q.x, p.y - q.y);
        if (d < bd) [bd, best] = [d, [p, q]];
      }
    if (!best || bd === 0) return at;
    const dx = ((best[1].x - best[0].x) / bd) * step;
    const dy = ((best[1].y - best[0].y) / bd) * step;
    return at.map((p) => ({ x: p.x + dx, y: p.y + dy }));
  }

  /**
   * DP-08: every option scored together, so a shot can wait for a move that improves it and a move can aim at
   * the melee, the special or the shot still to come.
   */
  private actionScorer(c: Context, options: OSAction[]): (a: OSAction) => number {
    const act = c.v.activation!;
    const u = c.unit(act.unit)!;
    const at = pointsOf(u);
    const todo = new Set(act.unresolved);
    const moves = options.filter((a): a is Extract<OSAction, { type: 'move' }> => a.type === 'move');
    const shotNow = (target: string): number => {
      const t = c.unit(target);
      if (t) return this.shotValue(c, u, act.shoot, at, t);
      const o = c.v.objects.find((x) => x.id === target);
      if (!o || this.objective(c)?.id !== o.id) return -1;
      const d = gapOf(at, u.radius, [o], o.radius);
      return this.objectDamage(act.shoot + rangedDice(u), band(d, rangeOf(u)), o);
    };
    // A move's worth: where it leaves the unit (cover, nearer its goal) and what it enables afterwards (the
    // pending melee, special or shot), each part kept apart so a shot can be weighed against moving first.
    const o = this.objective(c);
    const r = rangeOf(u);
    const parts = (a: Extract<OSAction, { type: 'move' }>): { place: number; shot: number } => {
      const moved = new Map<string, Point>();
      if (a.translate)
        for (const f of u.figures) moved.set(f.id, { x: f.x + a.translate.x, y: f.y + a.translate.y });
      else for (const [f, path] of Object.entries(a.paths)) if (path.length > 0) moved.set(f, path.at(-1)!);
      const p = pointsOf(u, moved);
      let place = this.shelter(c, u, p);
      if (todo.has('melee')) {
        let best = 0;
        for (const t of c.enemies)
          if (gapOf(p, u.radius, pointsOf(t), t.radius) <= ENGAGE)
            best = Math.max(best, this.meleeValue(c, u, act.melee, t));
        if (o && gapOf(p, u.radius, [o], o.radius) <= ENGAGE)
          best = Math.max(best, this.objectDamage(act.melee + meleeDice(u), 0, o));
        place += best;
      }
      if (todo.has('special') && act.specialKind)
        place += this.specialValue(c, u, act.specialKind, act.special, p);
      // Nearer the goal for the next round: the objective, contact for brawlers, the first band for shooters.
      const goal = o
        ? gapOf(p, u.radius, [o], o.radius)
        : Math.min(
            ...c.enemies.map((t) =>
              Math.max(0, gapOf(p, u.radius, pointsOf(t), t.radius) - (r > 0 ? 0.8 * r : 0)),
            ),
          );
      if (Number.isFinite(goal)) place -= goal * (o ? CLOSE_OBJECTIVE : CLOSE_IN);
      return { place, shot: todo.has('shoot') ? this.bestShot(c, u, act.shoot, p) : 0 };
    };
    const scored = new Map<OSAction, { place: number; shot: number }>();
    for (const m of moves) scored.set(m, parts(m));
    const stay = moves.find((m) => m.paths && Object.keys(m.paths).length === 0);
    const base = stay ? scored.get(stay)!.place : 0;
    const bestPlace = moves.length > 0 ? Math.max(...moves.map((m) => scored.get(m)!.place)) : base;
    return (a: OSAction): number => {
      switch (a.type) {
        case 'move': {
          const { place, shot } = scored.get(a)!;
          return 100 + place - base + shot + (a === stay ? 0.001 : 0);
        }
        case 'shoot':
          // Shooting now keeps the best move for afterwards.
          return 100 + shotNow(a.target) + Math.max(0, bestPlace - base) + 0.002;
        case 'melee': {
          // A scenario object (ARB-OS-81) takes the whole margin unopposed: worth striking, after a useful special.
          if ('object' in a) return 150 + Math.max(1, act.melee);
          const t = c.unit(a.target);
          const value = t ? this.meleeValue(c, u, act.melee, t) : 0;
          return value > 0 ? 200 + value : 99 + value;
        }
        case 'special': {
          const value = this.specialValue(c, u, act.specialKind ?? '', act.special, at, a.target ?? u.id);
          return value > 0 ? 180 + value : 99 + value;
        }
        case 'end':
          return 100;
        default:
          return 0;
      }
    };
  }

  /** DP-11: the defender's dice and return fire, by the exchange's expected VP less the dice's worth. */
  private defence(c: Context, n: number, returnFire: boolean): number {
    const shot = c.v.shot!;
    const me = c.unit(shot.target)!;
    const att = c.unit(shot.attacker)!;
    const defN = n > 0 ? n + armourDice(me) + (returnFire ? rangedDice(me) : 0) : 0;
    const defD = returnFire ? shot.returnDifficulty : shot.evadeDifficulty;
    const e = exchange(shot.attackDice, shot.difficulty, defN, defD, returnFire);
    const cost = n * (me.activated ? DIE_COST_SPENT : DIE_COST_FRESH);
    return damageValue(e.taken, att.h, att.h0, att.cost) - damageValue(e.dealt, me.h, me.h0, me.cost) - cost;
  }

  /** DP-13: the defender's dice against a melee attack, likewise (the winner always deals). */
  private meleeDefence(c: Context, n: number): number {
    const m = c.v.melee!;
    const me = c.unit(m.target)!;
    const att = c.unit(m.attacker)!;
    const defN = n > 0 ? n + m.defenderExtra : 0;
    const e = exchange(m.attackDice, m.difficulty, defN, m.defenderDifficulty, true);
    const cost = n * (me.activated ? DIE_COST_SPENT : DIE_COST_FRESH);
    return damageValue(e.taken, att.h, att.h0, att.cost) - damageValue(e.dealt, me.h, me.h0, me.cost) - cost;
  }
}

/**
 * ARB-OS-99: the greedy bot's choice when figures have no coordinates (declared geometry): strike, shoot, then
 * the special, then the longest automatic move; defend with every die and return fire; deploy on the table.
 */
function simpleScore(a: OSAction): number {
  switch (a.type) {
    case 'melee':
      return 50;
    case 'shoot':
      // The nearest declared distance in the open first.
      return 40 - (a.declared ? Number(a.declared.distance) / 100 + Number(a.declared.coverTarget) : 0);
    case 'special':
      return 30;
    case 'move':
      return 10 + (a.declared && a.declared.difficulty === 0 ? a.declared.distance : 0);
    case 'deploy':
      return a.declared ? 1 : 0;
    case 'defend':
    case 'defendMelee':
      return a.dice + ('returnFire' in a && a.returnFire ? 0.5 : 0);
    case 'orderDice':
      return a.use ? 1 : 0;
    case 'allocate':
      return a.shoot * 3 + a.melee * 3 + a.special + a.move;
    default:
      return 0;
  }
}
