/**
 * The greedy Piss' Squig bot (level 'greedy'): one turn of look-ahead with the game's evaluation, from the
 * seat's view and legal inputs only. Piss' Squig hides nothing, so the bot rebuilds the state from the view
 * (rebuild.ts) and plays on copies with the rules object itself: every legal input is applied, the rolls that
 * follow are averaged over their exact outcomes (`chanceOutcomes`), and every later decision of the same turn
 * (the steps of a Move, pushes, follow-up, a furious Squig's second step, rerolls, any side's reaction) goes
 * to the input its decider values most, until the turn passes or the match ends; there each side's position
 * is scored by `sideValues`. Nothing is special-cased by decision kind: a new sub-decision, reaction or
 * optional use is weighed like the others. A node budget bounds the look-ahead (a Move's paths meet in a
 * memo); ties are broken by the bot's seeded generator, and post-match choices by `careerRank`.
 */
import type { Seat } from '../../engine/record.ts';
import { SeededRng } from '../../engine/rng.ts';
import type { Agent } from '../../engine/runner.ts';
import type { PSAction } from './actions.ts';
import { distance, OFF, POST_SQUARE } from './board.ts';
import { pissSquig } from './index.ts';
import { inPlay } from './pit.ts';
import { PISS_TARGET, pissModifiers } from './piss.ts';
import { stateFromView } from './rebuild.ts';
import { Skill } from './skills.ts';
import { GNAK_TARGET } from './squig.ts';
import { hashState, Phase, Status, type Goblin, type PSState } from './state.ts';
import type { PSView } from './view.ts';

/**
 * The terms of the evaluation, in validated points (a validated point or a Gnak marker is worth 1), with why.
 */
export const TERMS = {
  /** Validated points and Gnak markers are the score (PS-END-1). */
  score: 1,
  /**
   * A carried Point on its post, before the climb odds: the climb is the last step. Lost per square between a
   * carrier and his post (every step home is a dodge or a turn for the Squig): a steep slope, because the
   * look-ahead sees a few steps only and a carrier must run home rather than hinder rivals (self-play: 1 and
   * 0.05 beat 0.75 and 0.025 by 22 wins to 13 in 60 games).
   */
  carried: 1,
  perSquareHome: 0.05,
  /** A goblin in play: his future pisses and Gnaks, lost when he is emasculated. */
  alive: 0.6,
  /** A rival's Gnak marker when a goblin is emasculated (counted on top of what he loses). */
  gnakToRival: 0.5,
  /**
   * Weight of the chance to take a Point next turn (× its worth) for a standing goblin in piss range. Tuned
   * in self-play (first version of the evaluation): 0.9 beat 0.5 by 30 wins to 11 (60 games), and 1.3 by 31
   * to 12.
   */
  pissChance: 0.9,
  /** Per square beyond piss range (3), for a goblin without a Point: the Squig is where Points are. */
  perSquareToRange: 0.01,
  /** Prone: 3 MP to stand, no tackle zone, bitten without a GNAK roll. */
  prone: 0.06,
  /** Stunned: all that and a lost turn. */
  stunned: 0.15,
  /** Per Piss marker on a goblin without a Point: −1 on his next climb (a carrier's climb odds count it). */
  pissMarker: 0.05,
  /**
   * The Squig's threat to a goblin by rival turns before his side plays again: the first rival surely
   * tries, the later ones (busy with their own aims) a quarter as often. With no rival turn in between (his
   * side plays next) the threat is only the action spent getting away.
   */
  firstRival: 1,
  laterRival: 0.25,
  ownTurnNext: 0.25,
  /** Multi-player: how much the best rival counts against the average rival (the leader is who beats us). */
  leader: 0.5,
  /** A won match, shared between the winners. */
  win: 3,
} as const;

/**
 * Chance that one hostile Squig activation ends in a goblin's square, by distance to the Squig (index 0
 * unused): the designated square is reached on 3–4, and a furious Squig takes a second step (PS-FURY-2).
 */
const REACH = {
  calm: [0, 1 / 3, 0, 0],
  furious: [0, 5 / 9, 1 / 3, 0],
} as const;

/** Skills chosen first when an advance is offered (D-ADVANCE): scoring and surviving the Squig first. */
export const ADVANCE_PREFERENCE: readonly string[] = [
  'decalottage', // +1 to every piss: more Points
  'squigador', // +1 to GNAK: survives the Squig
  'pro',
  'lucidite',
  'saut',
  'nerfsDacier',
  'roccosTool',
  'prostateDilatee',
  'bond',
  'pisseRapide',
  'tacle',
  'taclePlongeant',
  'poursuite',
  'grosVicieux',
];

/**
 * Nodes (applied inputs and rolls) one decision may search: a few milliseconds at most (docs/benchmarks.md).
 * More hardly helps: in the first version, 2,000 nodes against 300 won 17 games to 14 (40 games, 9 shared).
 */
export const NODE_BUDGET = 2000;

/** Chance of a natural-1-aware 1D6 roll succeeding at `target` with `modifier` (1 always fails). */
function oddsOf(target: number, modifier: number): number {
  let n = 0;
  for (let f = 2; f <= 6; f++) if (f + modifier >= target) n++;
  return n / 6;
}

/** What a carried Point is worth where the goblin stands: climb odds, the way home, the rounds left. */
function carriedWorth(s: PSState, g: Goblin): number {
  const post = POST_SQUARE[g.post]!;
  const d = g.sq === OFF ? 0 : distance(g.sq, post);
  const turnsHome = Math.ceil(d / 6);
  // PS-R-18: a Point still carried at the end scores nothing.
  if (turnsHome > s.o.maxRounds - s.round + 1) return 0;
  const climb = Math.max(0, 5 - g.pissMarkers) / 6; // PS-CLIMB-2: 2+, natural 1 fails, −1 per marker
  return TERMS.carried * climb * Math.max(0.2, 1 - (TERMS.perSquareHome * d) / TERMS.carried);
}

/** Expected value of one goblin for its side (besides the score). */
function goblinValue(s: PSState, gi: number, rivalTurns: number): number {
  const g = s.goblins[gi]!;
  if (!inPlay(g)) return 0;
  let v = TERMS.alive;
  const carried = g.point ? carriedWorth(s, g) : 0;
  v += carried;
  if (g.sq === OFF) return v; // outside: safe, re-enters next turn
  if (g.status === Status.Prone) v -= TERMS.prone;
  if (g.status === Status.Stunned) v -= TERMS.stunned;
  const down = g.status === Status.Prone || g.status === Status.Stunned;
  const d = distance(g.sq, s.squig);
  const furious = s.hits >= s.o.furyThreshold;
  if (!g.point) {
    v -= TERMS.pissMarker * g.pissMarkers;
    // A rival playing first may move the Squig away: a square further (two when furious), each −1 to the
    // piss (PS-PISS-1). Without this, two greedy bots pull the Squig to and fro and never piss.
    const away = rivalTurns === 0 ? 0 : furious ? 2 : 1;
    if (d + away <= 3 && g.status === Status.Standing) {
      const { modifier } = pissModifiers(s, gi);
      v += TERMS.pissChance * oddsOf(PISS_TARGET, modifier - away) * carriedWorth(s, { ...g, point: true });
    } else if (d + away > 3) v -= TERMS.perSquareToRange * (d + away - 3);
  }
  // The Squig: a rival may steer it into his square before his next turn (PS-GNAK-1..4).
  const reach = (furious ? REACH.furious : REACH.calm)[d] ?? 0;
  if (reach > 0) {
    let gnakMod = 0;
    if (g.skills & Skill.squigador) gnakMod += 1;
    if (g.skills & Skill.roccosTool) gnakMod -= 1;
    const bitten = down ? 1 : 1 - oddsOf(GNAK_TARGET, gnakMod);
    const threat =
      rivalTurns === 0
        ? TERMS.ownTurnNext
        : TERMS.firstRival + TERMS.laterRival * Math.max(0, rivalTurns - 1);
    const p = Math.min(0.9, reach * threat) * bitten;
    v -= p * (TERMS.alive + carried + TERMS.gnakToRival);
  }
  return v;
}

/** Each side's expected worth: score, carried Points, position, dangers; and a share of the win once over. */
export function sideValues(s: PSState): number[] {
  const values: number[] = [];
  // The side that plays next: this one at the start of its turn (D-ACTION, D-ENTRY), else the one after it.
  const first = s.phase === Phase.Action || s.phase === Phase.Entry;
  const next = first || s.side < 0 ? Math.max(0, s.side) : (s.side + 1) % s.sides;
  const rivalTurns: number[] = []; // rival turns before each side plays, in turn order from `next`
  for (let k = 0, n = 0; k < s.sides; k++) {
    const side = (next + k) % s.sides;
    rivalTurns[side] = n;
    if (!(s.conceded & (1 << side))) n++;
  }
  for (let side = 0; side < s.sides; side++) {
    let v = TERMS.score * (s.gnak[side] ?? 0);
    for (let gi = 0; gi < s.goblins.length; gi++) {
      const g = s.goblins[gi]!;
      if (g.side !== side) continue;
      v += TERMS.score * g.validated + goblinValue(s, gi, rivalTurns[side]!);
    }
    values.push(v);
  }
  if (s.outcome) {
    const w = s.outcome.winners;
    for (const side of w) values[side]! += TERMS.win / w.length;
  }
  return values;
}

/** What `values` (sideValues) are worth to `side`: its own against its rivals' (the best one and the average). */
function standing(values: number[], side: number, conceded: number): number {
  let best = -Infinity;
  let sum = 0;
  let n = 0;
  for (let o = 0; o < values.length; o++) {
    if (o === side || conceded & (1 << o)) continue;
    best = Math.max(best, values[o]!);
    sum += values[o]!;
    n++;
  }
  const mine = values[side] ?? 0;
  return n === 0 ? mine : mine - (TERMS.leader * best + (1 - TERMS.leader) * (sum / n));
}

/** The position seen by side `me`. */
export function evaluate(s: PSState, me: number): number {
  return standing(sideValues(s), me, s.conceded);
}

/**
 * The search key of a state: its hash, without the last step's origin and destination while the next step
 * is chosen (they no longer matter then), so that paths to the same square meet.
 */
function keyOf(s: PSState): string {
  if (s.phase !== Phase.Step) return hashState(s);
  const { from, to } = s;
  s.from = OFF;
  s.to = OFF;
  const h = hashState(s);
  s.from = from;
  s.to = to;
  return h;
}

/**
 * Decisions looked ahead, the bot's own included: a Move is weighed over its next steps only, and each step
 * is chosen again with the same horizon (a whole Move with its dodges can take tens of thousands of nodes).
 */
export const HORIZON = 4;

/** A hair less for each decision still to take: of equal plans the shortest wins (no wandering steps). */
const DECISION_COST = 1e-7;

const resigns = (a: PSAction): boolean => pissSquig.resigns?.(a) === true;

/**
 * Expected side values (sideValues) of states until the turn in progress is over: rolls are averaged over
 * their exact outcomes, and each decision of the turn (the acting side's steps and sub-decisions, and any
 * side's reaction inside the turn) goes to the input its decider values most. A node budget bounds it.
 */
class Lookahead {
  nodes = 0;
  limit = NODE_BUDGET;
  /** Times the budget cut the look-ahead short; only values found without a cut are remembered. */
  cuts = 0;
  private readonly memo = new Map<string, number[]>();
  private readonly side: number;
  private readonly round: number;
  private readonly actor: number;
  private readonly conceded: number;

  constructor(root: PSState) {
    this.side = root.side;
    this.round = root.round;
    this.actor = root.actor;
    this.conceded = root.conceded;
  }

  /** What `values` are worth to `side`. */
  worth(values: number[], side: number): number {
    return standing(values, side, this.conceded);
  }

  /** The expected side values of `s`, reached after `depth` decisions of this look-ahead. */
  value(s: PSState, depth: number): number[] {
    const p = pissSquig.pending(s);
    // Once the match is decided, the post-match steps (careers) change nothing the evaluation scores.
    if ((p.kind !== 'chance' && p.kind !== 'decision') || s.outcome) return sideValues(s);
    if (s.side !== this.side || s.round !== this.round || s.actor !== this.actor) return sideValues(s);
    if (p.kind === 'decision' && depth >= HORIZON) return sideValues(s);
    if (this.nodes >= this.limit) {
      this.cuts++;
      return sideValues(s);
    }
    const key = `${keyOf(s)}/${depth}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const cuts = this.cuts;
    let v: number[] | undefined;
    if (p.kind === 'chance') {
      v = new Array<number>(s.sides).fill(0);
      for (const o of pissSquig.chanceOutcomes(s) ?? []) {
        const c = pissSquig.clone(s);
        const r = pissSquig.applyChance(c, o.faces);
        if (!r.ok) throw new Error(`PissSquigGreedyAgent: ${r.error.en}`);
        this.nodes++;
        const w = this.value(c, depth);
        for (let i = 0; i < v.length; i++) v[i]! += o.p * (w[i] ?? 0);
      }
    } else {
      let best = -Infinity;
      for (const a of pissSquig.legal(s, p.player)) {
        if (resigns(a)) continue;
        const w = this.after(s, p.player, a, depth + 1);
        const x = this.worth(w, p.player);
        if (x > best) {
          best = x;
          v = w;
        }
      }
      if (v) {
        v = v.slice();
        v[p.player]! -= DECISION_COST;
      }
    }
    v ??= sideValues(s);
    if (this.cuts === cuts) this.memo.set(key, v);
    return v;
  }

  /** The expected side values after `player` plays `a` in `s`, the `depth`-th decision of the look-ahead. */
  after(s: PSState, player: number, a: PSAction, depth: number): number[] {
    const c = pissSquig.clone(s);
    pissSquig.apply(c, player, a);
    this.nodes++;
    return this.value(c, depth);
  }
}

/**
 * The rank of a post-match input, which the evaluation (of the match, not of careers) cannot tell apart from
 * the others: D-CARE pays the care (0; retiring, 1, ends the career); D-ADVANCE takes the skill first in
 * ADVANCE_PREFERENCE. Any other input: Infinity.
 */
export function careerRank(a: unknown): number {
  if (typeof a !== 'object' || a === null) return Infinity;
  const { type, skill } = a as { type?: unknown; skill?: unknown };
  if (type === 'care') return 0;
  if (type === 'retire') return 1;
  const i = typeof skill === 'string' ? ADVANCE_PREFERENCE.indexOf(skill) : -1;
  return i >= 0 ? i : Infinity;
}

/** The greedy bot: deterministic given its seed, which only breaks ties. */
export class PissSquigGreedyAgent implements Agent {
  readonly seat: Seat;
  /** Nodes searched by the last decision, and the value of each input it weighed (benchmarks, tuning). */
  lastNodes = 0;
  lastValues: number[] = [];
  private readonly rng: SeededRng;

  /** `budget`: nodes one decision may search (benchmarks and tests try others). */
  constructor(
    seed: string,
    name = 'Greedy',
    private readonly budget = NODE_BUDGET,
  ) {
    this.rng = new SeededRng(seed);
    this.seat = { name, kind: 'bot:greedy' };
  }

  choose(view: unknown, legal: unknown[], player: number): unknown {
    if (legal.length === 0) throw new Error(`PissSquigGreedyAgent: no legal input for player ${player}.`);
    let acts = legal as PSAction[];
    const kept = acts.filter((a) => !resigns(a));
    if (kept.length > 0) acts = kept;
    if (acts.length === 1) return acts[0];
    const s = stateFromView(view as PSView);
    const search = new Lookahead(s);
    // A first look at every input with a small share of the budget, then the rest of the budget for those
    // the first look cut short (usually the Move, whose paths are many): the exact values found are remembered.
    const values: number[] = [];
    const cut: number[] = [];
    const look = (i: number, share: number) => {
      const cuts = search.cuts;
      search.limit = search.nodes + share;
      values[i] = search.worth(search.after(s, player, acts[i]!, 1), player);
      if (search.cuts !== cuts) cut.push(i);
    };
    for (let i = 0; i < acts.length; i++) look(i, Math.floor(this.budget / (4 * acts.length)));
    const again = cut.splice(0);
    for (let k = 0; k < again.length; k++)
      look(again[k]!, Math.floor((this.budget - search.nodes) / (again.length - k)));
    this.lastNodes = search.nodes;
    this.lastValues = values;
    const top = Math.max(...values);
    const ties = acts.filter((_, i) => values[i]! >= top - 1e-9);
    const ranks = ties.map(careerRank);
    const first = Math.min(...ranks);
    const best = first === Infinity ? ties : ties.filter((_, i) => ranks[i] === first);
    return best.length === 1 ? best[0] : best[this.rng.int(0, best.length - 1)];
  }
}
