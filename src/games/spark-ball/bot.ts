/**
 * The greedy Spark Ball bot (level 'greedy'): one-ply choices from the seat's view and legal inputs only.
 *
 * Each side attacks the other's goal line (Home, seat 0, towards y = 21; Away towards y = 0). The bot
 * - scores when it can (any `shoot` offered, the one aimed nearest the goal's centre), passes forward to a
 *   team-mate clearly nearer the goal, charges the opposing carrier;
 * - picks the loose ball up, sends its nearest player to the ball, runs the carrier at the goal away from
 *   opponents' tackle reach, escorts the carrier, marks the opposing carrier, keeps its keeper between the
 *   ball and its goal;
 * - reacts: catches rebounds, intercepts, tackles a carrier or anyone near its goal, always rerolls its own
 *   failed rolls, and answers the other answers (defences, leaps, kick-off choices) by plain preferences.
 * Decisions are matched by their `type` string, so the actions other sessions add (charge, shoot, passBall,
 * intercept…, defend, parryCatch…) are used as soon as `legal` offers them; any unknown decision gets the
 * first legal input that is not a concession. Ties are broken by the bot's seeded generator.
 */
import type { Seat } from '../../engine/record.ts';
import { SeededRng } from '../../engine/rng.ts';
import type { Agent } from '../../engine/runner.ts';
import type { SBPlayerView, SBView } from './view.ts';

/** A legal input as the bot reads it: its type and whatever fields it has. */
type Input = { type: string } & Record<string, unknown>;
interface Pt {
  x: number;
  y: number;
}

const PITCH_W = 13;
const PITCH_H = 21;
/** A tackle reaches 2 in from the tackler's base (SB-REACT-3); a little more counts as danger. */
const DANGER = 2.5;
/** A move that gains less than this (inches of the aim) is not worth the tackle windows it opens. */
const MIN_GAIN = 0.2;

const dist = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);
const isPoint = (v: unknown): v is Pt =>
  typeof v === 'object' && v !== null && typeof (v as Pt).x === 'number' && typeof (v as Pt).y === 'number';

/** The centre of the goal line `side` attacks. */
export function attackedGoal(side: number): Pt {
  return { x: PITCH_W / 2, y: side === 0 ? PITCH_H : 0 };
}

/** The greedy Spark Ball bot. */
export class SparkBallGreedyAgent implements Agent {
  readonly usesView = true;
  readonly seat: Seat;
  private readonly rng: SeededRng;

  constructor(seed: string, name = 'Greedy') {
    this.rng = new SeededRng(seed);
    this.seat = { name, kind: 'bot:greedy' };
  }

  choose(view: unknown, legal: unknown[], side: number): unknown {
    if (legal.length === 0) throw new Error(`SparkBallGreedyAgent: no legal input for seat ${side}.`);
    const all = legal as Input[];
    const inputs = all.filter((a) => a.type !== 'concede');
    if (inputs.length === 0) return all[0];
    if (inputs.length === 1) return inputs[0];
    const v = view as SBView;
    const ctx = new Context(v, side);
    const types = new Set(inputs.map((a) => a.type));
    const of = (t: string) => inputs.filter((a) => a.type === t);

    // Reactions (D-20) and their answers.
    if (types.has('decline')) return this.react(ctx, inputs);
    if (types.has('reroll')) return of('reroll')[0];
    if (types.has('activate') || types.has('pass')) return this.activation(ctx, inputs);
    if (types.has('end') || types.has('standUp')) return this.step(ctx, inputs);
    if (types.has('captain')) return this.best(of('captain'), (a) => ctx.strength(ctx.own(a.player)));
    if (types.has('deployOrder')) return of('deployOrder').find((a) => a.first === false) ?? inputs[0];
    if (types.has('deploy')) return this.pick(of('deploy'));
    if (types.has('disableEquipment')) return this.pick(of('disableEquipment'));
    if (types.has('loseCharacteristic')) {
      const order = ['ag', 'r', 'f', 'mv'];
      return this.best(of('loseCharacteristic'), (a) => order.indexOf(String(a.stat)));
    }
    if (types.has('defend')) {
      const order = ['parry', 'dodge', 'repel'];
      return this.best(of('defend'), (a) => -order.indexOf(String(a.defence)));
    }
    if (types.has('parryCatch')) return of('parryCatch').find((a) => a.attempt === true) ?? inputs[0];
    if (types.has('receiverLeap')) return of('receiverLeap').find((a) => a.leap === true) ?? inputs[0];
    if (types.has('koReturn')) return of('koReturn').find((a) => a.attempt === true) ?? inputs[0];
    if (types.has('playFirst')) return of('playFirst').find((a) => a.first === true) ?? inputs[0];
    if (types.has('giveBall')) {
      return this.best(of('giveBall'), (a) => -ctx.toGoal(ctx.own(a.player)));
    }
    // lineup, stepAside, pathOrder, substitute and whatever comes next: the first offered.
    return inputs[0];
  }

  /** D-20: catch, intercept, or tackle when it matters; else decline. */
  private react(ctx: Context, inputs: Input[]): Input {
    const catches = inputs.filter((a) => a.type === 'catchRebound');
    if (catches.length > 0)
      return this.best(catches, (a) => ctx.strength(ctx.own(a.player)) - (a.leap ? 1 : 0));
    const intercepts = inputs.filter((a) => a.type.startsWith('intercept'));
    if (intercepts.length > 0) {
      return this.best(intercepts, (a) => ctx.strength(ctx.own(a.player)) - (a.leap === true ? 1 : 0));
    }
    const tackles = inputs.filter((a) => a.type === 'tackle');
    const mover = ctx.mover();
    if (tackles.length > 0 && mover !== null) {
      const carrier = ctx.v.ball.holder !== null && ctx.isHolder(mover);
      const nearGoal = ctx.fromOwnGoal(mover) < 8;
      if (carrier || nearGoal) {
        // The strongest tackler, as early along the step as offered.
        return this.best(tackles, (a) => ctx.strength(ctx.own(a.player)) * 10 - Number(a.at ?? 0));
      }
    }
    return inputs.find((a) => a.type === 'decline')!;
  }

  /** D-10: the player whose activation matters most; pass when none is worth it. */
  private activation(ctx: Context, inputs: Input[]): Input {
    const acts = inputs.filter((a) => a.type === 'activate');
    if (acts.length === 0) return inputs.find((a) => a.type === 'pass') ?? inputs[0]!;
    return this.best(acts, (a) => ctx.urgency(ctx.own(a.player)));
  }

  /** D-11: one step of the activation. */
  private step(ctx: Context, inputs: Input[]): Input {
    const of = (t: string) => inputs.filter((a) => a.type === t);
    const standUp = of('standUp');
    if (standUp.length > 0) return standUp[0]!;
    const goal = attackedGoal(ctx.side);
    const shots = of('shoot');
    if (shots.length > 0) {
      return this.best(shots, (a) => (isPoint(a.to) ? -dist(a.to, goal) : 0));
    }
    if (of('pickUp').length > 0) return of('pickUp')[0]!;
    const me = ctx.actor();
    if (me === null) return inputs[0]!;
    const passes = of('passBall').filter((a) => {
      const mate = ctx.own(a.target);
      return mate !== null && ctx.toGoal(mate) < ctx.toGoal(me) - 4 && ctx.threat(mate) === 0;
    });
    if (passes.length > 0 && ctx.threat(me) > 0)
      return this.best(passes, (a) => -ctx.toGoal(ctx.own(a.target)));
    const charges = of('charge').filter((a) => ctx.isHolder(ctx.theirs(a.target)));
    if (charges.length > 0) return charges[0]!;

    // Moves and leaps: the destination nearest the aim, a carrier keeping out of tackle reach.
    const aim = ctx.aim(me);
    const value = (q: Pt) => -dist(q, aim.at) - (aim.carrier ? 0.75 * ctx.threatAt(q, me) : 0);
    const here = value(me);
    let best: Input | null = null;
    let bestValue = here + MIN_GAIN;
    for (const a of inputs) {
      let q: Pt | null = null;
      if (a.type === 'move' && Array.isArray(a.path))
        q = (a.path as Pt[])[(a.path as Pt[]).length - 1] ?? null;
      else if (a.type === 'leap' && isPoint(a.to)) q = a.to;
      if (q === null) continue;
      // Once close enough to the aim, stay; a leap costs the rest of the allowance's freedom.
      const v2 = value(q) - (a.type === 'leap' ? 0.5 : 0) + this.rng.int(0, 99) / 10000;
      if (v2 > bestValue) {
        best = a;
        bestValue = v2;
      }
    }
    if (best !== null && dist(me, aim.at) > aim.close) return best;
    return of('end')[0] ?? inputs[0]!;
  }

  /** The input with the highest score; ties to the seeded generator. */
  private best(inputs: Input[], score: (a: Input) => number): Input {
    let top: Input[] = [];
    let topScore = -Infinity;
    for (const a of inputs) {
      const s = score(a);
      if (s > topScore) {
        top = [a];
        topScore = s;
      } else if (s === topScore) top.push(a);
    }
    return this.pick(top);
  }

  private pick(inputs: Input[]): Input {
    return inputs[this.rng.int(0, inputs.length - 1)]!;
  }
}

/** What the bot reads from the view for one side. */
class Context {
  constructor(
    readonly v: SBView,
    readonly side: number,
  ) {}

  private onPitch(p: SBPlayerView) {
    return p.where === 'pitch';
  }

  own(id: unknown): SBPlayerView | null {
    return this.v.players.find((p) => p.side === this.side && p.id === id) ?? null;
  }

  theirs(id: unknown): SBPlayerView | null {
    return this.v.players.find((p) => p.side !== this.side && p.id === id) ?? null;
  }

  isHolder(p: SBPlayerView | null): boolean {
    return p !== null && this.v.ball.holder === p.id && this.holderSide() === p.side;
  }

  /** The side holding the ball: the player with its id standing where the ball is. */
  holderSide(): number | null {
    const b = this.v.ball;
    if (b.holder === null) return null;
    const h = this.v.players.find((p) => p.id === b.holder && this.onPitch(p) && p.x === b.x && p.y === b.y);
    return h?.side ?? null;
  }

  holder(): SBPlayerView | null {
    const side = this.holderSide();
    return side === null
      ? null
      : (this.v.players.find((p) => p.side === side && p.id === this.v.ball.holder) ?? null);
  }

  actor(): SBPlayerView | null {
    const a = this.v.activation;
    return a === null ? null : this.own(a.player);
  }

  /** The player moving in a tackle window: the active coach's activated player. */
  mover(): SBPlayerView | null {
    const a = this.v.activation;
    if (a === null) return null;
    return this.v.players.find((p) => p.side !== this.side && p.id === a.player) ?? null;
  }

  strength(p: SBPlayerView | null): number {
    return p === null ? 0 : p.stats.ag + p.stats.f + p.stats.r / 2;
  }

  /** Inches from p to the goal line his side attacks. */
  toGoal(p: SBPlayerView | null): number {
    return p === null ? Infinity : dist(p, attackedGoal(this.side));
  }

  fromOwnGoal(p: Pt): number {
    return dist(p, attackedGoal(1 - this.side));
  }

  /** Standing opponents whose tackle reaches q (edge to edge within DANGER), for a base like `me`'s. */
  threatAt(q: Pt, me: SBPlayerView): number {
    let n = 0;
    for (const o of this.v.players) {
      if (o.side === this.side || !this.onPitch(o) || o.prone) continue;
      if (dist(q, o) - o.radius - me.radius <= DANGER) n++;
    }
    return n;
  }

  threat(p: SBPlayerView): number {
    return this.threatAt(p, p);
  }

  /** How much activating p matters now: the carrier first, then the nearest to a loose ball, then the rest. */
  urgency(p: SBPlayerView | null): number {
    if (p === null) return -Infinity;
    const b = this.v.ball;
    if (this.isHolder(p)) return 100;
    if (p.prone) return 1;
    if (b.state === 'loose') return 50 - dist(p, b);
    const holder = this.holder();
    if (holder !== null && holder.side !== this.side) return 40 - dist(p, holder);
    return 20 - this.toGoal(p) / 2;
  }

  /** Where p should go, and within what distance he is close enough. */
  aim(p: SBPlayerView): { at: Pt; close: number; carrier: boolean } {
    const b = this.v.ball;
    const goal = attackedGoal(this.side);
    const ownGoal = attackedGoal(1 - this.side);
    if (this.isHolder(p)) return { at: goal, close: 0, carrier: true };
    if (p.position === 'keeper') {
      // Between the ball and the goal, a little off the line.
      const depth = 1.5;
      const t = Math.min(1, depth / Math.max(1, dist(b, ownGoal)));
      return {
        at: { x: ownGoal.x + (b.x - ownGoal.x) * t, y: ownGoal.y + (b.y - ownGoal.y) * t },
        close: 0.5,
        carrier: false,
      };
    }
    if (b.state === 'loose') return { at: { x: b.x, y: b.y }, close: p.radius + 0.5, carrier: false };
    const holder = this.holder();
    if (holder !== null && holder.side !== this.side) {
      // Mark the carrier from the side of our goal.
      const d = Math.max(0.001, dist(holder, ownGoal));
      const k = (holder.radius + p.radius + 0.5) / d;
      return {
        at: { x: holder.x + (ownGoal.x - holder.x) * k, y: holder.y + (ownGoal.y - holder.y) * k },
        close: 0.3,
        carrier: false,
      };
    }
    if (holder !== null) {
      // Escort: ahead of the carrier towards the goal, off his line.
      const dir = this.side === 0 ? 1 : -1;
      const off = p.x < holder.x ? -1.5 : 1.5;
      return { at: { x: holder.x + off, y: holder.y + dir * 2 }, close: 0.5, carrier: false };
    }
    return { at: goal, close: 4, carrier: false };
  }
}
