/**
 * The greedy Spark Ball bot (level 'greedy'): one-ply choices from the seat's view and legal inputs only (never
 * the state), with the odds of each roll worked out from the characteristics the view shows (section 1.5:
 * `1D6 + C ≥ D`, a natural 1 fails, a natural 6 succeeds).
 *
 * Each side attacks the other's goal line (Home, seat 0, towards y = 21; Away towards y = 0). The bot
 * - scores: an Attacker holding the ball shoots at the goal-line point (offered by `legal`) with the best
 *   estimated odds (aim AG test and power F test against the distance, then everyone standing on the path or
 *   able to intercept it) once those odds are good or cannot get better; before that he runs at the spot that
 *   gives the best odds, keeping out of the reach of opponents who could still tackle him;
 * - passes to a better-placed Attacker when the carrier cannot shoot (a Defender or Keeper carrier, or poor odds);
 * - picks the loose ball up and sends the player who reaches it soonest; Defenders charge the opposing carrier;
 *   players charge the opponents who threaten their carrier; the keeper stays home between ball and goal; the
 *   others stand between the ball and their goal when defending, or run ahead for a pass or a rebound;
 * - reacts: tackles the opposing carrier (or anyone running at its goal), intercepts shots at its goal and
 *   passes, catches rebounds, picks the defence with the best odds, rerolls the failures that matter.
 * Decisions are matched by their `type` string; any unknown decision gets the first legal input that is not a
 * concession. Ties are broken by the bot's seeded generator.
 */
import type { Seat } from '../../engine/record.ts';
import { SeededRng } from '../../engine/rng.ts';
import type { Agent } from '../../engine/runner.ts';
import type { SBPlayerView, SBView } from './view.ts';

/** What the heuristics read of a view: everything the table shows (not the state's JSON, `internal`). */
export type TableView = Omit<SBView, 'internal'>;

/** A legal input as the bot reads it: its type and whatever fields it has. */
type Input = { type: string } & Record<string, unknown>;
interface Pt {
  x: number;
  y: number;
}

const PITCH_W = 13;
const PITCH_H = 21;
/** The goal mouth (SB-GEN-11): 3 ≤ x ≤ 10 on each short side. */
const MOUTH = { min: 3, max: 10 };
/** Match event 4, Nuit obscure: +1 in to pass and shot distances (SB-EVENT-4). */
const NIGHT = 4;
/** Match event 10, Clarté aveuglante: −1 to receive and intercept a pass. */
const GLARE = 10;
const EPS = 0.001;

/** An attacker shoots at once from this estimated chance of a goal. */
const SHOOT_AT_ONCE = 0.75;
/** Below this, an attacker who cannot improve his spot keeps the ball rather than shoot. */
const SHOOT_AT_ALL = 0.12;
/** What losing the ball costs a carrier, on the scale of his moves' worth (10 = a sure goal). */
const LOSS = 0.5;
const SR = 0.5;

const dist = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);
const isPoint = (v: unknown): v is Pt =>
  typeof v === 'object' && v !== null && typeof (v as Pt).x === 'number' && typeof (v as Pt).y === 'number';

/** Distance from p to the segment ab. */
function segDist(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** How far along the segment ab (from a) the point of it nearest p lies. */
function along(p: Pt, a: Pt, b: Pt): number {
  const l = dist(a, b);
  if (l === 0) return 0;
  return Math.max(0, Math.min(l, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / l));
}

/** Chance that a test `1D6 + c ≥ d` succeeds (a natural 1 fails, a natural 6 succeeds; SB-GEN-4). */
export function testOdds(c: number, d: number): number {
  let n = 0;
  for (let f = 1; f <= 6; f++) if (f === 6 || (f !== 1 && f + c >= d)) n++;
  return n / 6;
}

/** Chance that a test with `c` beats a difficulty rolled as `k + 1D6` (a tackle's D1 or D2, a charge's D). */
export function testVsRoll(c: number, k: number): number {
  let p = 0;
  for (let f = 1; f <= 6; f++) p += testOdds(c, k + f) / 6;
  return p;
}

/** The centre of the goal line `side` attacks. */
export function attackedGoal(side: number): Pt {
  return { x: PITCH_W / 2, y: side === 0 ? PITCH_H : 0 };
}

/** The greedy Spark Ball bot. */
export class SparkBallGreedyAgent implements Agent {
  readonly usesView = true;
  readonly seat: Seat;
  private readonly rng: SeededRng;

  /** `seed`: a seed string, or a generator of the caller's (the search bots' order and playouts). */
  constructor(seed: string | SeededRng, name = 'Greedy') {
    this.rng = typeof seed === 'string' ? new SeededRng(seed) : seed;
    this.seat = { name, kind: 'bot:greedy' };
  }

  choose(view: unknown, legal: unknown[], side: number): unknown {
    if (legal.length === 0) throw new Error(`SparkBallGreedyAgent: no legal input for seat ${side}.`);
    const all = legal as Input[];
    const inputs = all.filter((a) => a.type !== 'concede');
    if (inputs.length === 0) return all[0];
    if (inputs.length === 1) return inputs[0];
    const v = view as TableView;
    const ctx = new Context(v, side);
    const types = new Set(inputs.map((a) => a.type));
    const of = (t: string) => inputs.filter((a) => a.type === t);

    if (types.has('decline')) return this.react(ctx, inputs);
    if (types.has('reroll')) return this.reroll(ctx, inputs);
    if (types.has('activate') || types.has('pass')) return this.activation(ctx, inputs);
    if (types.has('end') || types.has('standUp') || types.has('move')) return this.step(ctx, inputs);
    if (types.has('defend')) return this.defend(ctx, of('defend'));
    if (types.has('captain')) return this.best(of('captain'), (a) => ctx.strength(ctx.own(a.player)));
    if (types.has('deployOrder')) return of('deployOrder').find((a) => a.first === false) ?? inputs[0];
    if (types.has('deploy')) return this.best(of('deploy'), (a) => deploymentValue(a, side));
    // deploy.alternate: the most advanced placement first (the formation templates are the candidates).
    if (types.has('deployOne'))
      return this.best(of('deployOne'), (a) => deploymentValue({ type: 'deploy', positions: [a] }, side));
    if (types.has('disableEquipment')) return this.pick(of('disableEquipment'));
    if (types.has('loseCharacteristic')) {
      const order = ['ar', 'r', 'mv', 'f', 'ag'];
      return this.best(of('loseCharacteristic'), (a) => order.indexOf(String(a.stat)));
    }
    if (types.has('parryCatch')) return of('parryCatch').find((a) => a.attempt === true) ?? inputs[0];
    if (types.has('receiverLeap')) return of('receiverLeap').find((a) => a.leap === true) ?? inputs[0];
    if (types.has('koReturn')) return of('koReturn').find((a) => a.attempt === true) ?? inputs[0];
    if (types.has('substitute')) {
      return this.best(of('substitute'), (a) => (a.reserve === null ? -1 : ctx.strength(ctx.own(a.reserve))));
    }
    if (types.has('endSwaps')) {
      // subs.freeAtKickoff: a swap only for a clearly stronger reserve.
      const gain = (a: Input) => ctx.strength(ctx.own(a.reserve)) - ctx.strength(ctx.own(a.out));
      const best = this.best(of('swap').concat(of('endSwaps')), (a) => (a.type === 'swap' ? gain(a) - 1 : 0));
      return best;
    }
    if (types.has('playFirst')) return of('playFirst').find((a) => a.first === true) ?? inputs[0];
    if (types.has('giveBall')) {
      return this.best(of('giveBall'), (a) => {
        const p = ctx.own(a.player);
        return (p?.position === 'attacker' ? 100 : 0) - ctx.toGoal(p) + ctx.risk(p) * -10;
      });
    }
    if (types.has('placeBall')) return this.best(of('placeBall'), (a) => placementValue(ctx, a.at as Pt));
    if (types.has('stepAside')) return this.stepAside(ctx, of('stepAside'));
    // lineup, pathOrder and whatever comes next: the first offered.
    return inputs[0];
  }

  /** D-20: catch, intercept, or tackle when it matters; else decline. */
  private react(ctx: Context, inputs: Input[]): Input {
    const decline = inputs.find((a) => a.type === 'decline')!;
    // A leap costs −1 on the roll (SB-REACT-4): prefer the best test without one.
    const reactionScore = (stat: (p: SBPlayerView) => number) => (a: Input) => {
      const p = ctx.own(a.player);
      return p === null ? -Infinity : stat(p) - p.unbalanced - (a.leap === true ? 1 : 0);
    };
    const catches = inputs.filter((a) => a.type === 'catchRebound');
    if (catches.length > 0)
      return this.best(
        catches,
        reactionScore((p) => p.stats.ag),
      );
    const shots = inputs.filter((a) => a.type === 'interceptShot');
    if (shots.length > 0 && ctx.v.shot !== null) {
      // Only a shot at our goal (or landing near it) is worth a player in its way: the one most likely to stop
      // it, his path difficulty D_p = R_F − one per complete 2 in already travelled (SB-SHOT-6).
      const shot = ctx.v.shot;
      const from = { x: shot.from[0]!, y: shot.from[1]! };
      const to = { x: shot.target[0]!, y: shot.target[1]! };
      if (Math.abs(to.y - attackedGoal(1 - ctx.side).y) >= 6) return decline;
      const shooter = ctx.theirs(shot.shooter);
      const rf = shot.rf ?? 8;
      return this.best(shots, (a) => {
        const p = ctx.own(a.player);
        if (p === null) return -Infinity;
        const travelled = Math.max(0, along(p, from, to) - p.radius - (shooter ? ctx.mr(shooter) : 0.5));
        const dp = rf - Math.floor((travelled + EPS) / 2);
        const k = (isKeeper(p) ? 1 : 0) - p.unbalanced - (a.leap === true ? 1 : 0);
        const feint = shooter?.abilities.includes('passeFeintee') ? 1 : 0;
        return Math.max(testOdds(p.stats.r + k - feint, dp), testOdds(p.stats.f + k - feint, dp));
      });
    }
    const passes = inputs.filter((a) => a.type === 'interceptPass');
    if (passes.length > 0)
      return this.best(
        passes,
        reactionScore((p) => p.stats.ag),
      );
    const guards = inputs.filter((a) => a.type === 'interceptPlayer');
    if (guards.length > 0) {
      // Take the charge for our carrier (parry or repel only).
      const target = ctx.v.charge === null ? null : ctx.own(ctx.v.charge.target);
      if (target !== null && ctx.isHolder(target)) {
        return this.best(
          guards,
          reactionScore((p) => Math.max(p.stats.r, p.stats.f)),
        );
      }
      return decline;
    }
    const tackles = inputs.filter((a) => a.type === 'tackle');
    const mover = ctx.mover();
    if (tackles.length > 0 && mover !== null) {
      const carrier = ctx.isHolder(mover);
      const looseNear = ctx.v.ball.state === 'loose' && dist(mover, ctx.v.ball) < 4;
      // Only the carrier, or a mover about to reach the loose ball, is worth our reaction and a prone tackler.
      if (carrier || looseNear) {
        // The tackler whose difficulties are hardest, without a leap, as early along the step as offered.
        return this.best(tackles, (a) => {
          const p = ctx.own(a.player);
          if (p === null) return -Infinity;
          const fail =
            (1 -
              testVsRoll(mover.stats.ag - mover.unbalanced, p.stats.ag - p.unbalanced - (a.leap ? 1 : 0))) *
            (1 - testVsRoll(mover.stats.f - mover.unbalanced, p.stats.f - p.unbalanced - (a.leap ? 1 : 0)));
          // Keepers stay home unless the carrier is at the goal.
          const keeper = isKeeper(p) && ctx.fromOwnGoal(mover) >= 7 ? 0.5 : 0;
          return fail - keeper - Number(a.at ?? 0) / 1000;
        });
      }
    }
    return decline;
  }

  /** D-26 / D-27: reroll our failures that matter (the view shows what is being resolved). */
  private reroll(ctx: Context, inputs: Input[]): Input {
    const yes = inputs.find((a) => a.type === 'reroll') ?? inputs[0]!;
    const no = inputs.find((a) => a.type === 'noReroll') ?? inputs[0]!;
    const v = ctx.v;
    if (v.tackle !== null) {
      // Our tackler's difficulty roll: reroll a low one; our mover's failed test: reroll.
      const tackler = ctx.own(v.tackle.tackler);
      if (tackler !== null)
        return v.tackle.difficulty - Math.max(tackler.stats.ag, tackler.stats.f) <= 3 ? yes : no;
      return yes;
    }
    if (v.charge !== null) {
      const charger = ctx.own(v.charge.charger);
      if (charger !== null && !v.charge.rolled) {
        return v.charge.difficulty - charger.stats.f <= 3 ? yes : no;
      }
      return yes;
    }
    if (v.shot !== null || v.pass !== null) return yes;
    // Our own activation: a failed pick-up matters (the activation ends); a blind deviation does not.
    const actor = ctx.actor();
    if (actor !== null) {
      if (v.ball.state === 'loose' && dist(actor, v.ball) <= ctx.mr(actor) + 1.2) return yes;
      return no;
    }
    // The other coach's activation: a failed reaction of ours (rebound, intercept).
    return v.active !== ctx.side ? yes : no;
  }

  /** D-21 / D-22: the defence with the best odds, weighed by what each success brings. */
  private defend(ctx: Context, inputs: Input[]): Input {
    const v = ctx.v;
    if (v.charge !== null) {
      const me = ctx.own(v.charge.defender);
      const charger = ctx.theirs(v.charge.charger);
      if (me === null) return inputs[0]!;
      const d = v.charge.difficulty;
      const un = me.unbalanced;
      // Before the charge roll (ARB-SB-79) D is still 1D6 + the charger's F, less his Unbalanced causes.
      const k = charger ? charger.stats.f - charger.unbalanced : 3;
      const odds = (c: number) => (v.charge!.rolled ? testOdds(c, d) : testVsRoll(c, k));
      const value: Record<string, number> = {
        // A dodge may make the charger fall (AG test against 6, SB-CHARGE-7).
        dodge:
          odds(me.stats.ag - un) *
          (1 + (charger ? 1 - testOdds(charger.stats.ag - charger.unbalanced, 6) : 0) * 0.3),
        parry: odds(me.stats.r - un),
        repel: odds(me.stats.f - un) * 1.15,
      };
      return this.best(inputs, (a) => value[String(a.defence)] ?? -1);
    }
    if (v.shot !== null && v.shot.reactor !== null) {
      const me = ctx.own(v.shot.reactor);
      const shooter = ctx.own(v.shot.shooter);
      const d = v.shot.difficulty ?? 6;
      if (me === null) return inputs[0]!;
      const un = me.unbalanced;
      const k = isKeeper(me) ? 1 : 0;
      if (shooter !== null) {
        // Our own shot: let the ball go by.
        return inputs.find((a) => a.defence === 'dodge') ?? inputs[0]!;
      }
      // Their shot: stop it (parry may catch it) or send it away; dodging lets it through.
      const target = v.shot.target;
      const atOurGoal = Math.abs(target[1]! - attackedGoal(1 - ctx.side).y) < 3;
      const value: Record<string, number> = {
        dodge: atOurGoal ? testOdds(me.stats.ag - un, d) * 0.2 : testOdds(me.stats.ag - un, d) * 0.9,
        parry: testOdds(me.stats.r - un + k, d) * 1.1,
        repel: testOdds(me.stats.f - un + k, d),
      };
      return this.best(inputs, (a) => value[String(a.defence)] ?? -1);
    }
    return inputs[0]!;
  }

  /** D-25: step aside towards our own goal when defending, else towards theirs. */
  private stepAside(ctx: Context, inputs: Input[]): Input {
    const theirs = ctx.holderSide() !== null && ctx.holderSide() !== ctx.side;
    const dir = (ctx.side === 0) === theirs ? -1 : 1;
    // u(θ) = (sin θ, cos θ): the y component is cos θ.
    return this.best(inputs, (a) => dir * Math.cos((Number(a.angle) * Math.PI) / 180));
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
    const end = of('end')[0] ?? inputs[0]!;
    const me = ctx.actor();
    if (me === null) return inputs[0]!;
    if (of('pickUp').length > 0) return of('pickUp')[0]!;
    const moves = this.destinations(inputs);
    if (ctx.isHolder(me)) return this.carry(ctx, me, inputs, moves, end);

    // Defenders charge the opposing carrier; anyone charges an opponent who threatens our carrier.
    const charges = of('charge');
    const carrierCharge = charges.find((a) => ctx.isHolder(ctx.theirs(a.target)));
    if (carrierCharge) return carrierCharge;
    const ours = ctx.holder();
    if (ours !== null && ours.side === ctx.side && charges.length > 0 && !isKeeper(me)) {
      const threats = charges.filter((a) => {
        const o = ctx.theirs(a.target);
        return o !== null && ctx.canTackle(o) && dist(o, ours) - ctx.mr(o) - ctx.mr(ours) <= ctx.reach(o) + 2;
      });
      if (threats.length > 0) return this.best(threats, (a) => -dist(ctx.theirs(a.target)!, ours));
    }
    // Moves and leaps: the destination nearest the aim, keeping clear of tackles when it matters.
    const aim = ctx.aim(me);
    const careful = ctx.v.ball.state === 'loose' ? 0.6 : 0.25;
    const value = (q: Pt, leap: boolean) =>
      -dist(q, aim.at) - careful * 4 * ctx.pathRisk(me, me, q) - (leap ? 0.6 : 0);
    const here = -dist(me, aim.at);
    if (dist(me, aim.at) <= aim.close) return end;
    let best: Input | null = null;
    let bestValue = here + 0.2;
    for (const [a, q] of moves) {
      const v2 = value(q, a.type === 'leap') + this.rng.int(0, 99) / 100000;
      if (v2 > bestValue) {
        best = a;
        bestValue = v2;
      }
    }
    return best ?? end;
  }

  /** The carrier's step: shoot, pass, or run at the spot with the best odds. */
  private carry(ctx: Context, me: SBPlayerView, inputs: Input[], moves: [Input, Pt][], end: Input): Input {
    const regular = ctx.v.activation?.regular === true;
    const attacker = me.position === 'attacker';
    if (!attacker) {
      const fed = this.feed(ctx, me, inputs, moves, regular);
      if (fed !== null) return fed;
    }
    const shots = inputs.filter((a) => a.type === 'shoot' && isPoint(a.to) && ctx.inMouth(a.to as Pt));
    let shot: Input | null = null;
    let shotOdds = 0;
    if (attacker && shots.length > 0) {
      for (const a of shots) {
        const o = ctx.shotOdds(me, me, a.to as Pt);
        if (o > shotOdds) {
          shot = a;
          shotOdds = o;
        }
      }
    }
    if (shot !== null && shotOdds >= SHOOT_AT_ONCE) return shot;
    if (shot !== null && shotOdds >= SHOOT_AT_ALL && moves.length === 0) return shot;

    // The best destination: the odds of a shot from there (an attacker who can still shoot), else the advance,
    // less the chance of being tackled down on the way.
    const canShootLater = attacker && !regular;
    const worth = (q: Pt) =>
      (canShootLater ? ctx.bestShotFrom(me, q) * 10 : 0) +
      (PITCH_H - ctx.toGoalFrom(q)) * (canShootLater ? 0.15 : 0.3);
    // Losing the ball costs what holding it was worth, and a little more.
    const expected = (q: Pt, risk: number) => (1 - risk) * worth(q) - risk * LOSS;
    const hereValue = expected(me, ctx.standRisk(me));
    let bestMove: Input | null = null;
    let bestValue = hereValue + 0.05;
    for (const [a, q] of moves) {
      const risk = Math.min(1, ctx.pathRisk(me, me, q) + ctx.standRisk({ ...me, x: q.x, y: q.y }));
      const v2 = expected(q, risk) - (a.type === 'leap' ? 0.3 : 0) + this.rng.int(0, 99) / 100000;
      if (v2 > bestValue) {
        bestMove = a;
        bestValue = v2;
      }
    }
    // Shoot now unless a move promises better odds (a shot is worth 10 per goal on this scale).
    if (shot !== null && shotOdds >= SHOOT_AT_ALL && shotOdds * 10 >= bestValue - 0.3) return shot;
    if (bestMove !== null) return bestMove;
    if (shot !== null && shotOdds >= SHOOT_AT_ALL) return shot;

    // No better spot: pass to a team-mate with better prospects.
    const passes = inputs.filter((a) => a.type === 'passBall');
    if (passes.length > 0) {
      const mine = attacker && !regular ? shotOdds : 0;
      let bestPass: Input | null = null;
      let bestGain = 0.08;
      for (const a of passes) {
        const mate = ctx.own(a.target);
        if (mate === null) continue;
        const pOk = ctx.passOdds(me, mate);
        const theirs = mate.position === 'attacker' ? Math.max(0.05, ctx.bestShotFrom(mate, mate)) : 0;
        const advance = (ctx.toGoal(me) - ctx.toGoal(mate)) / 100;
        const gain = pOk * (theirs + advance + (1 - ctx.standRisk(mate)) * 0.05) - (1 - pOk) * 0.15 - mine;
        if (gain > bestGain) {
          bestPass = a;
          bestGain = gain;
        }
      }
      if (bestPass !== null) return bestPass;
    }
    return end;
  }

  /**
   * A Defender or Keeper carrier cannot score (SB-BALL-7): he takes the ball to an Attacker who has not acted yet
   * and passes it once the pass is safe enough; null when no Attacker can receive.
   */
  private feed(
    ctx: Context,
    me: SBPlayerView,
    inputs: Input[],
    moves: [Input, Pt][],
    regular: boolean,
  ): Input | null {
    // A prone Attacker cannot receive now (SB-PASS-1) but stands up at his next activation: walk to him.
    const mates = ctx.v.players.filter(
      (p) => p.side === ctx.side && p.position === 'attacker' && p.where === 'pitch',
    );
    if (mates.length === 0) return null;
    const prospect = (m: SBPlayerView) =>
      (m.done || m.prone ? 0.35 : 1) * (1 + 0.04 * (PITCH_H - ctx.toGoal(m))) * (1 - ctx.standRisk(m));
    const passes = regular ? [] : inputs.filter((a) => a.type === 'passBall');
    let bestPass: Input | null = null;
    let bestPassValue = 0;
    let bestOdds = 0;
    for (const a of passes) {
      const m = ctx.own(a.target);
      if (m === null || m.position !== 'attacker') continue;
      const odds = ctx.passOdds(me, m);
      const value = odds * prospect(m);
      if (value > bestPassValue) {
        bestPass = a;
        bestPassValue = value;
        bestOdds = odds;
      }
    }
    if (bestPass !== null && bestOdds >= 0.7) return bestPass;
    // Walk towards the receiver with the best prospects, as far as the pass gets safer and he stays standing.
    let target = mates[0]!;
    let top = -Infinity;
    for (const m of mates) {
      const v = prospect(m) / (1 + Math.max(0, dist(m, me) - 3) / 6);
      if (v > top) {
        top = v;
        target = m;
      }
    }
    const here = ctx.passOdds(me, target) - 0.6 * ctx.standRisk(me);
    let bestMove: Input | null = null;
    let bestValue = here + 0.03;
    for (const [a, q] of moves) {
      const at = { ...me, x: q.x, y: q.y };
      const risk = Math.min(1, ctx.pathRisk(me, me, q) + ctx.standRisk(at));
      const v = (1 - risk) * ctx.passOdds(at, target) - 0.6 * risk - (a.type === 'leap' ? 0.1 : 0);
      if (v > bestValue) {
        bestMove = a;
        bestValue = v;
      }
    }
    if (bestMove !== null) return bestMove;
    if (bestPass !== null && bestOdds >= 0.15) return bestPass;
    return inputs.find((a) => a.type === 'end') ?? null;
  }

  /** Move and leap inputs with their destinations. */
  private destinations(inputs: Input[]): [Input, Pt][] {
    const out: [Input, Pt][] = [];
    for (const a of inputs) {
      if (a.type === 'move' && Array.isArray(a.path)) {
        const q = (a.path as Pt[])[(a.path as Pt[]).length - 1];
        if (q) out.push([a, q]);
      } else if (a.type === 'leap' && isPoint(a.to)) out.push([a, a.to]);
    }
    return out;
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
    return top.length === 0 ? inputs[0]! : this.pick(top);
  }

  private pick(inputs: Input[]): Input {
    return inputs[this.rng.int(0, inputs.length - 1)]!;
  }
}

function isKeeper(p: SBPlayerView): boolean {
  return p.position === 'keeper';
}

/** A deployment's value: Attackers forward (nearer the kick-off), Defenders in the middle. */
function deploymentValue(a: Input, side: number): number {
  const positions = (a.positions as { y: number }[] | undefined) ?? [];
  let v = 0;
  for (const q of positions) v += side === 0 ? q.y : PITCH_H - q.y;
  return v;
}

/**
 * A kick-off placement's value (ARB-SB-70): the ball scatters about 7 in in any direction, so the bot places it
 * where its standing players outnumber the opponents within 8 in, the nearer the better.
 */
function placementValue(ctx: Context, q: Pt): number {
  let v = 0;
  for (const p of ctx.v.players) {
    if (p.where !== 'pitch' || p.prone) continue;
    const d = dist(p, q);
    if (d < 8) v += (p.side === ctx.side ? 1 : -1) * (8 - d);
  }
  return v;
}

/** What a goal is worth in `sideValues` (the other terms are on this scale). */
export const GOAL_VALUE = 1;

/**
 * Each side's position, on the scale of goals, for the search bots' evaluation (search.ts): goals scored, the
 * ball (held: more the nearer the goal and the better an Attacker's shot from where he stands, less his
 * exposure; loose: to the side whose nearest standing player is closer), and the players standing on the pitch
 * (prone ones count half). The greedy bot's own odds (`Context`) are read as they are.
 */
export function sideValues(v: TableView): [number, number] {
  const out: [number, number] = [v.score[0]! * GOAL_VALUE, v.score[1]! * GOAL_VALUE];
  const ctx = [new Context(v, 0), new Context(v, 1)];
  const nearest = [Infinity, Infinity];
  for (const p of v.players) {
    if (p.where !== 'pitch') continue;
    out[p.side as 0 | 1] += p.prone ? VALUE.prone : VALUE.standing;
    if (!p.prone && v.ball.state === 'loose') {
      const d = dist(p, v.ball) - ctx[p.side]!.mr(p);
      if (d < nearest[p.side]!) nearest[p.side] = d;
    }
  }
  if (v.ball.state === 'loose') {
    // The side that gets there first: a share of what holding the ball is worth.
    const lead = Math.max(-1, Math.min(1, (nearest[1]! - nearest[0]!) / VALUE.looseSpan));
    out[0] += VALUE.loose * lead;
    out[1] -= VALUE.loose * lead;
  }
  for (const side of [0, 1] as const) {
    const c = ctx[side]!;
    const h = c.holder();
    if (h === null || h.side !== side) continue;
    let held = VALUE.held + VALUE.advance * Math.max(0, 1 - c.toGoal(h) / PITCH_H);
    if (h.position === 'attacker') held += VALUE.shot * c.bestShotFrom(h, h);
    out[side] += held * (1 - c.standRisk(h));
  }
  return out;
}

/** The weights of `sideValues`, in goals. */
const VALUE = {
  standing: 0.05,
  prone: 0.025,
  held: 0.15,
  advance: 0.25,
  shot: 0.5,
  loose: 0.12,
  /** Inches of lead (nearest player to a loose ball) for the whole `loose` value. */
  looseSpan: 4,
};

/** What the bot reads from the view for one side. */
class Context {
  constructor(
    readonly v: TableView,
    readonly side: number,
  ) {}

  /** The radius a distance subtracts: the base's, or none under `measure.mode` = centre (SB-R-03). */
  mr(p: SBPlayerView): number {
    return this.v.measure === 'centre' ? 0 : p.radius;
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
    const h = this.v.players.find(
      (p) => p.id === b.holder && p.where === 'pitch' && p.x === b.x && p.y === b.y,
    );
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
    return p === null ? 0 : p.stats.ag + p.stats.f + p.stats.r / 2 + p.stats.mv / 4;
  }

  night(): number {
    return this.v.event === NIGHT ? 1 : 0;
  }

  inMouth(q: Pt): boolean {
    return q.y === attackedGoal(this.side).y && q.x >= MOUTH.min && q.x <= MOUTH.max;
  }

  /** Inches from p to the goal line his side attacks. */
  toGoal(p: SBPlayerView | null): number {
    return p === null ? Infinity : this.toGoalFrom(p);
  }

  toGoalFrom(q: Pt): number {
    const g = attackedGoal(this.side);
    // Distance to the nearest point of the mouth.
    const x = Math.max(MOUTH.min, Math.min(MOUTH.max, q.x));
    return Math.hypot(q.x - x, q.y - g.y);
  }

  fromOwnGoal(p: Pt): number {
    return dist(p, attackedGoal(1 - this.side));
  }

  /** Whether opponent o could still make a regular reaction this phase (SB-REACT-2). */
  canTackle(o: SBPlayerView): boolean {
    return o.where === 'pitch' && !o.prone && !o.done && o.stunnedThroughTurn < this.v.turn;
  }

  /** A reaction's reach for o: 2 in, +1 Réflexes, +1 Instinct, + his leap (SB-REACT-3). */
  reach(o: SBPlayerView): number {
    let r = 2;
    if (o.abilities.includes('reflexes')) r += 1;
    if (this.v.traits[o.side] === 'instinct' && o.captain) r += 1;
    let leap = o.abilities.includes('massif') ? 1 : 2;
    if (o.equipment === 'EQ-3' && !o.equipmentDisabled) leap += 1;
    return r + leap;
  }

  /** The opponents who may still react in this phase. */
  private reactors(): SBPlayerView[] {
    const other = 1 - this.side;
    if (this.v.reactionUsed[other]) return [];
    return this.v.players.filter((o) => o.side === other && this.canTackle(o));
  }

  /** Chance that `me` (a mover) ends up down when tackled by o (SB-REACT-6: AG test, then F test). */
  private tackleDown(me: SBPlayerView, o: SBPlayerView, leap: boolean): number {
    const k = leap ? 1 : 0;
    const un = me.unbalanced;
    return (
      (1 - testVsRoll(me.stats.ag - un, o.stats.ag - o.unbalanced - k)) *
      (1 - testVsRoll(me.stats.f - un, o.stats.f - o.unbalanced - k))
    );
  }

  /** The chance of being tackled down while moving from a to b (one reaction per phase: the worst tackler). */
  pathRisk(me: SBPlayerView, a: Pt, b: Pt): number {
    let worst = 0;
    for (const o of this.reactors()) {
      const gap = segDist(o, a, b) - this.mr(o) - this.mr(me);
      const reach = this.reach(o);
      if (gap > reach + EPS) continue;
      const leap = gap > reach - (o.abilities.includes('massif') ? 1 : 2) + EPS;
      worst = Math.max(worst, this.tackleDown(me, o, leap));
    }
    return worst;
  }

  /** How exposed a carrier standing at p is to the opponents' next activation (charges, tackles later). */
  standRisk(p: SBPlayerView): number {
    let n = 0;
    for (const o of this.v.players) {
      if (o.side === this.side || o.where !== 'pitch' || o.prone) continue;
      const gap = dist(o, p) - this.mr(o) - this.mr(p);
      if (gap <= o.stats.mv + 2 && o.position === 'defender') n += 0.08;
      else if (gap <= 2.5) n += 0.04;
    }
    return Math.min(0.5, n) * SR;
  }

  /** Estimated chance that a shot from `from` at goal-line point t scores (SB-SHOT-2..11). */
  shotOdds(me: SBPlayerView, from: Pt, t: Pt): number {
    if (me.position !== 'attacker' || !this.inMouth(t)) return 0;
    const d = dist(from, t) - this.mr(me);
    const dd = Math.max(1, Math.ceil(d - EPS)) + this.night();
    const un = me.unbalanced;
    const aim = testOdds(me.stats.ag - un, dd);
    const power = testOdds(me.stats.f - un, dd);
    // A missed aim still deviates by 1D6 around the target: sometimes into the mouth.
    const reaches = aim * power + (1 - aim) * power * 0.25;
    // R_F for the path difficulty: about the middle of the successful totals.
    const rf = Math.max(dd, me.stats.f - un + 4);
    let through = 1;
    let interceptor = 0;
    for (const p of this.v.players) {
      if (p.id === me.id && p.side === me.side) continue;
      if (p.where !== 'pitch' || p.prone) continue;
      const gap = segDist(p, from, t) - p.radius;
      const travelled = Math.max(0, dist(from, p) - p.radius - this.mr(me));
      const dp = rf - Math.floor((travelled + EPS) / 2);
      const k = isKeeper(p) ? 1 : 0;
      if (gap <= EPS) {
        // On the path: a team-mate dodges; an opponent stops it with his best defence.
        if (p.side === this.side) through *= testOdds(p.stats.ag - p.unbalanced, dp);
        else
          through *=
            1 -
            Math.max(testOdds(p.stats.r - p.unbalanced + k, dp), testOdds(p.stats.f - p.unbalanced + k, dp));
      } else if (p.side !== this.side && !this.v.reactionUsed[p.side] && this.canTackle(p)) {
        // An opponent who may intercept the shot (SB-REACT-8), placed on the path.
        const reach = this.reach(p) - 0.5;
        // `gap` is from his base edge; under measure.mode = centre his reach runs from his centre (SB-R-03).
        const fromReach = gap + p.radius - this.mr(p);
        if (fromReach <= reach + p.radius && (!isKeeper(p) || Math.abs(p.y - t.y) < 4)) {
          const leap = fromReach > 2 + p.radius ? 1 : 0;
          const stop = Math.max(
            testOdds(p.stats.r - p.unbalanced - leap + k, dp),
            testOdds(p.stats.f - p.unbalanced - leap + k, dp),
          );
          interceptor = Math.max(interceptor, stop);
        }
      }
    }
    return reaches * through * (1 - interceptor);
  }

  /** The best odds of a shot from q at the goal mouth (a few points along it). */
  bestShotFrom(me: SBPlayerView, q: Pt): number {
    const line = attackedGoal(this.side).y;
    let best = 0;
    for (let x = MOUTH.min; x <= MOUTH.max; x += 0.5)
      best = Math.max(best, this.shotOdds(me, q, { x, y: line }));
    return best;
  }

  /** Estimated chance that a pass from me to mate is caught (SB-PASS-3..8), interceptions included. */
  passOdds(me: SBPlayerView, mate: SBPlayerView): number {
    const d = Math.max(1, Math.ceil(dist(me, mate) - this.mr(me) - this.mr(mate) - EPS)) + this.night();
    const glare = this.v.event === GLARE ? 1 : 0;
    let p = 0;
    for (let f = 1; f <= 6; f++) {
      const ok = f === 6 || (f !== 1 && f + me.stats.ag - me.unbalanced >= d);
      if (!ok) continue;
      const ms = Math.max(0, f + me.stats.ag - me.unbalanced - d);
      p += testOdds(mate.stats.ag - mate.unbalanced - glare, 6 - ms) / 6;
    }
    let near = 0;
    for (const o of this.reactors()) {
      const gap = Math.min(
        dist(o, me) - this.mr(o) - this.mr(me),
        dist(o, mate) - this.mr(o) - this.mr(mate),
      );
      if (gap <= this.reach(o)) near = Math.max(near, 1 / 6 + 0.1);
    }
    return p * (1 - near);
  }

  /** How exposed p is to a tackle if he moves now (for ranking carriers' activations). */
  risk(p: SBPlayerView | null): number {
    return p === null ? 1 : this.standRisk(p);
  }

  /** How much activating p matters now. */
  urgency(p: SBPlayerView | null): number {
    if (p === null) return -Infinity;
    const b = this.v.ball;
    const holder = this.holder();
    if (this.isHolder(p)) {
      // A carrier who cannot score passes first, before the Attackers act; an Attacker goes first when he can
      // score or is in danger, else after the players who clear his way.
      if (p.position !== 'attacker') return 99;
      if (this.bestShotFrom(p, p) >= 0.3) return 100;
      return this.standRisk(p) > 0.1 ? 90 : 60;
    }
    if (p.prone) return 5 + (b.state === 'loose' ? 10 - dist(p, b) : 0);
    if (b.state === 'loose') {
      const d = dist(p, b) - this.mr(p);
      if (d <= p.stats.mv + 1) return 95 - d - (isKeeper(p) ? 20 : 0) + (p.position === 'attacker' ? 3 : 0);
      return 40 - d;
    }
    if (holder !== null && holder.side !== this.side) {
      const d = dist(p, holder) - this.mr(p) - this.mr(holder);
      if (p.position === 'defender' && d <= p.stats.mv + 2) return 97 - d;
      if (isKeeper(p)) return 20;
      return 45 - d;
    }
    if (holder !== null) {
      // Attackers wait for a pass from a carrier who cannot score.
      if (holder.position !== 'attacker' && p.position === 'attacker') return 3;
      // Clear the way: players next to an opponent who threatens our carrier.
      let threat = Infinity;
      for (const o of this.reactors()) {
        if (dist(o, holder) - this.mr(o) - this.mr(holder) > this.reach(o) + 3) continue;
        threat = Math.min(threat, dist(o, p) - this.mr(o) - this.mr(p));
      }
      if (!isKeeper(p) && threat <= p.stats.mv + 2) return 80 - threat;
      if (isKeeper(p)) return 10;
      return 30 - this.toGoal(p) / 2;
    }
    return 20 - this.toGoal(p) / 2;
  }

  /** Where p should go, and within what distance he is close enough. */
  aim(p: SBPlayerView): { at: Pt; close: number } {
    const b = this.v.ball;
    const goal = attackedGoal(this.side);
    const ownGoal = attackedGoal(1 - this.side);
    const holder = this.holder();
    if (isKeeper(p)) {
      // Between the ball and the goal, a little off the line.
      const depth = 1.2;
      const t = Math.min(1, depth / Math.max(1, dist(b, ownGoal)));
      return {
        at: { x: ownGoal.x + (b.x - ownGoal.x) * t, y: ownGoal.y + (b.y - ownGoal.y) * t },
        close: 0.4,
      };
    }
    if (b.state === 'loose') return { at: { x: b.x, y: b.y }, close: p.radius + 0.5 };
    if (holder !== null && holder.side !== this.side) {
      // Defenders go for the carrier; the others stand between him and our goal.
      const d = Math.max(0.001, dist(holder, ownGoal));
      const gap = p.position === 'defender' ? holder.radius + p.radius + 0.5 : Math.min(d / 2, 3);
      const k = gap / d;
      return {
        at: { x: holder.x + (ownGoal.x - holder.x) * k, y: holder.y + (ownGoal.y - holder.y) * k },
        close: 0.3,
      };
    }
    if (holder !== null) {
      // Our carrier: the opponents who threaten him are charged (step); the others get ahead for a pass.
      for (const o of this.reactors()) {
        if (dist(o, holder) - this.mr(o) - this.mr(holder) <= this.reach(o) + 3 && p.position !== 'keeper') {
          if (dist(o, p) - o.radius - p.radius <= p.stats.mv + 2) {
            const d = Math.max(0.001, dist(o, p));
            const k = (o.radius + p.radius + 0.3) / d;
            return { at: { x: o.x + (p.x - o.x) * k, y: o.y + (p.y - o.y) * k }, close: 0.2 };
          }
        }
      }
      const dir = this.side === 0 ? 1 : -1;
      if (p.position === 'attacker') {
        const lane = p.x < holder.x ? 4 : 9;
        return { at: { x: lane, y: goal.y - dir * 4 }, close: 0.8 };
      }
      return { at: { x: holder.x + (p.x < holder.x ? -2.5 : 2.5), y: holder.y - dir * 1 }, close: 1 };
    }
    return { at: goal, close: 6 };
  }
}
