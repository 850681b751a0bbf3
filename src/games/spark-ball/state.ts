/**
 * The match state: players as discs on the integer grid of `src/geometry` (thousandths of an inch), the ball,
 * the score, the turn and phase counters, team rerolls, captains, and the stack of pending stops (decisions
 * D-xx and rolls ROLL-xx of the reference's section 5). Per-player match data sits in one Int32Array so that
 * `clone` is a handful of copies; roster data that never changes during a match is shared between clones.
 */
import { quantise, SPARK_BALL_GRID } from '../../geometry/index.ts';
import type { Outcome } from '../../engine/types.ts';
import type { SBOptions } from './options.ts';
import type { Ability, CaptainTrait, Defence, EquipmentId, Position } from './teams/types.ts';

/** Quanta per inch (SB-GEN-1: ε = 0.001 in is one quantum). */
export const PER_INCH = SPARK_BALL_GRID.perUnit;
/** ε in quanta (SB 1.4). */
export const EPS = SPARK_BALL_GRID.epsilon;
/** The pitch, 13 × 21 in (SB-GEN-11), in quanta. */
export const PITCH = { minX: 0, minY: 0, maxX: 13 * PER_INCH, maxY: 21 * PER_INCH } as const;
/** The centre spot (6.5, 10.5) (SB 1.3). */
export const CENTRE = { x: 6500, y: 10500 } as const;

export const HOME = 0;
export const AWAY = 1;

/** A roster player as the match sees him; fixed for the whole match and shared between clones. */
export interface PlayerInfo {
  side: number;
  id: string;
  name: string;
  number: number;
  position: Position;
  /** MV in quanta. */
  mv: number;
  f: number;
  r: number;
  ag: number;
  ar: number;
  abilities: readonly Ability[];
  equipment: EquipmentId | null;
  /** Base radius in quanta (SB-R-03). */
  radius: number;
  special: boolean;
}

/** Fields of one player in `SBState.pl` (STRIDE integers per player). */
export const P_X = 0;
export const P_Y = 1;
/** Where: `Where.*`. */
export const P_WHERE = 2;
/** Why he is Out: `OutReason.*` (0 while not Out). */
export const P_OUT = 3;
/** 1 = Prone, 0 = Standing (SB-STATE-4). */
export const P_PRONE = 4;
/** 1 = Done, 0 = Ready (SB-STATE-1/2). */
export const P_DONE = 5;
/** stunnedThroughTurn: stunned while turn ≤ this value, 0 = not stunned (SB-STATE-5). */
export const P_STUN = 6;
/** Unbalanced causes this phase (SB-STATE-3). */
export const P_UNBAL = 7;
/** 1 = his equipment is disabled for the match (SB-EVENT-3, SB-EVENT-9, SB-EQUIP-2). */
export const P_DISABLED = 8;
/** The serious-injury face (SB-INJ-4), 0 = none, kept for the post-match. */
export const P_SERIOUS = 9;
/** The characteristic a serious injury took (1 MV, 2 AG, 3 F, 4 R; knockdown.ts `LOSS_STATS`), 0 = none. */
export const P_LOSS = 10;
/**
 * Player rerolls used (SB-REROLL-3, player-rerolls.ts): bit 0 = one used this phase (cleared at PhaseEnd);
 * the other bits = once-per-turn sources used this turn (`limit: 'turn'`, cleared at TurnStart).
 */
export const P_PREROLL = 11;
export const STRIDE = 12;

/** Where a roster player is (SB-STATE-6). */
export const Where = { Reserve: 0, Pitch: 1, Out: 2 } as const;
/** Why a player is Out (SB-STATE-6). */
export const OutReason = { None: 0, KO: 1, Light: 2, Serious: 3, Dead: 4, Ejected: 5 } as const;

/** Top-level states of section 5.1 (the stack holds the stops inside them). */
export const Stage = {
  PreMatch: 0,
  CaptainTraits: 1,
  DeployRollOff: 2,
  Deploy: 3,
  MatchEvent: 4,
  OpeningKickoff: 5,
  FirstTurnRollOff: 6,
  Turn: 7,
  Over: 8,
} as const;
export type StageId = (typeof Stage)[keyof typeof Stage];

/** The ball (SB-BALL-1): not yet on the pitch before the opening kick-off, held, or loose at a point. */
export const Ball = { None: 0, Held: 1, Loose: 2 } as const;

/** Captain traits by ROLL-TRAIT face 1..6 (section 4.3). */
export const TRAITS: readonly CaptainTrait[] = [
  'meneur',
  'sangFroid',
  'teteBrulee',
  'visionDuJeu',
  'increvable',
  'instinct',
];

/** The ball movements that roll a scatter direction (SB-BALL-4); more join as the sub-machines arrive. */
export type ScatterRoll = 'ROLL-KICKOFF' | 'ROLL-WALL' | 'ROLL-PICKUP-DEV' | 'ROLL-DROP';

/** The rolls a team reroll may replace so far (SB-REROLL-1/2). */
export type RerollableRoll =
  ScatterRoll | TackleRoll | 'ROLL-PICKUP' | 'ROLL-REBOUND' | 'ROLL-INJURY' | 'ROLL-SERIOUS';

/** The four rolls of a tackle (SB-REACT-6). */
export type TackleRoll = 'ROLL-TACKLE-AG-DIFF' | 'ROLL-TACKLE-AG' | 'ROLL-TACKLE-F-DIFF' | 'ROLL-TACKLE-F';

/**
 * One pending stop. Only primitive fields, except the faces a two-part scatter roll keeps between its
 * distance dice and its direction (copied by `cloneFrame`).
 */
export type Frame =
  | { id: 'D-01'; coach: number }
  | { id: 'D-02'; coach: number }
  | { id: 'ROLL-TRAIT'; coach: number }
  /** A roll-off (SB-GEN-9): Home rolls, then Away (`home` keeps Home's face). */
  | { id: 'ROLL-ROLLOFF'; coach: number; purpose: 'deploy' | 'firstTurn'; home: number }
  | { id: 'D-03'; coach: number }
  | { id: 'D-04'; coach: number }
  | { id: 'ROLL-EVENT' }
  /** A Chaos (event 3) or Order (event 11) coach names an opposing player's equipment (SB-EVENT-3/9). */
  | { id: 'D-05'; coach: number }
  /** The D6s of a deviation (the scatter face first), then `SCATTER-DIR` for its direction. */
  | { id: ScatterRoll; bounces: number; walls: number; reroll: boolean }
  | { id: 'SCATTER-DIR'; roll: ScatterRoll; faces: number[]; bounces: number; walls: number; reroll: boolean }
  /** ROLL-PICKUP (SB-MOVE-5), rolled by the active coach. */
  | { id: 'ROLL-PICKUP'; coach: number; reroll: boolean }
  /**
   * D-26: the coach may spend a team reroll on the roll just made (`faces`: all its dice, a scatter roll's
   * direction face last); `bounces` and `walls` carry a wall bounce's context.
   */
  | {
      id: 'D-26';
      coach: number;
      roll: RerollableRoll;
      faces: number[];
      bounces: number;
      walls: number;
      /** The injured player of ROLL-INJURY / ROLL-SERIOUS, else -1. */
      player: number;
    }
  /** D-20 in RW-REBOUND (SB-REACT-10): the reacting coach declines or names a catcher (and a leap). */
  | { id: 'D-20'; coach: number; window: 'RW-REBOUND' | 'RW-TACKLE' }
  /** A tackle roll (SB-REACT-6): the difficulty by the tackler's coach, the test by the mover's. */
  | { id: TackleRoll; coach: number; reroll: boolean }
  /** ROLL-REBOUND (SB-REACT-10), for `SBState.leg.catcher`. */
  | { id: 'ROLL-REBOUND'; coach: number; reroll: boolean }
  /** A continuation: what happens once the stops above it are done (a forced end of activation, SB-ACT-3). */
  | { id: 'RESUME'; then: 'endActivation' }
  /** ROLL-INJURY (SB-INJ-1) and ROLL-SERIOUS (SB-INJ-4), rolled by the injured player's coach. */
  | { id: 'ROLL-INJURY' | 'ROLL-SERIOUS'; coach: number; player: number; reroll: boolean }
  /**
   * D-27: the coach of `rolled` may spend that player's reroll (SB-REROLL-3), effect `effect` of his
   * `effectsOf` list, on the roll just made; the other fields are D-26's, handed on to it if he declines.
   */
  | {
      id: 'D-27';
      coach: number;
      roll: RerollableRoll;
      faces: number[];
      bounces: number;
      walls: number;
      player: number;
      rolled: number;
      effect: number;
      /** The defence of a ROLL-DEFENCE / ROLL-PATH-REACT (Souplesse: Dodge only), else null. */
      defence: Defence | null;
    }
  /** D-35: the coach of a player with a serious injury 3 or 4 names the characteristic lost. */
  | { id: 'D-35'; coach: number; player: number }
  | { id: 'D-10'; coach: number }
  | { id: 'D-11'; coach: number };

export type FrameId = Frame['id'];

/** The activation in progress (SB-ACT). */
export interface Activation {
  /** The activated player, or -1. */
  actor: number;
  /** Movement used so far in quanta (SB-MOVE-2), rounded up to whole inches by SB-MOVE-3. */
  used: number;
  /** The last step was a Move (SB-MOVE-3 rounds when another kind of step follows). */
  lastMove: boolean;
  leapt: boolean;
  /** The player stood up in this activation (SB-MOVE-1: −2 MV). */
  stoodUp: boolean;
  /** The pick-up attempt of this activation was made (SB-MOVE-5). */
  pickedUp: boolean;
  /** At least one step was taken (SB-PHASE-5). */
  steps: number;
}

/**
 * The straight leg of a ball movement being resolved (SB-BALL-3): from A to B (a wall contact when `walls` ≠
 * 0), its bounce count, its rule (index in ball.ts), and the player trying to catch it (-1 if none).
 */
export interface Leg {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  walls: number;
  bounces: number;
  rule: number;
  catcher: number;
}

/** The whole match. */
export interface SBState {
  /** Validated options (never mutated; shared between clones). */
  o: SBOptions;
  /** Both rosters' players, Home first (never mutated; shared between clones). */
  info: readonly PlayerInfo[];
  /** First Away player index. */
  awayFrom: number;
  /** STRIDE integers per player (P_* fields). */
  pl: Int32Array;
  stage: StageId;
  stack: Frame[];
  ball: number;
  ballX: number;
  ballY: number;
  /** The holder's index while the ball is held, else -1. */
  holder: number;
  score: [number, number];
  /** Turn number, 0 before turn 1 (SB-TURN-1). */
  turn: number;
  /** The coach who plays first in this turn (SB-TURN-2). */
  firstCoach: number;
  /** The coach whose phase it is, -1 outside phases. */
  active: number;
  /** Consecutive empty phases (SB-PHASE-5). */
  emptyPhases: number;
  /** Whether each coach has used his regular reaction in the current phase (SB-PHASE-2). */
  reactionUsed: [boolean, boolean];
  /** Team rerolls left (SB-REROLL-1). */
  rerolls: [number, number];
  /** A team reroll was used this turn (SB-REROLL-1, SB-REROLL-7). */
  rerollUsed: [boolean, boolean];
  /** Captain's player index, -1 until named (SB-TEAM-9). */
  captain: [number, number];
  /** Captain trait index in TRAITS, -1 until rolled (SB-CAPT-1). */
  trait: [number, number];
  /** The match event's 2D6 total, 0 until rolled (SB-EVENT-1). */
  event: number;
  /** The coach who deploys first (SB-SETUP-3), -1 until chosen. */
  deployFirst: number;
  /** The turn at which sudden death started (SB-END-2), 0 = none. */
  suddenDeathFrom: number;
  act: Activation;
  leg: Leg;
  /** The player whose knock-down dropped the ball (ROLL-DROP starts at his centre, SB-BALL-9), else -1. */
  dropper: number;
  /** The Move or Leap step declared while RW-TACKLE is open: its start and waypoints (flat, quanta), else []. */
  step: number[];
  stepLeap: boolean;
  /** The tackler while a tackle is resolved, else -1; the difficulty his coach's last roll set (SB-REACT-6). */
  tackler: number;
  tackleDiff: number;
  /** The tackler leapt (his −1 stays on his difficulty rolls even without `unbalanced.affectsDifficultyRolls`). */
  tackleLeap: boolean;
  outcome: Outcome | null;
  /**
   * Table mode (SB-R-63): the distance typed with the faces of the roll being applied, in quanta, else -1; set
   * and cleared inside one `applyChance`, so -1 between steps.
   */
  measured: number;
}

/** The players of the roster `side` (their indices). */
export function sideRange(s: SBState, side: number): [from: number, to: number] {
  return side === HOME ? [0, s.awayFrom] : [s.awayFrom, s.info.length];
}

/** Builds the starting state from validated options (nobody on the pitch yet, PreMatch). */
export function createState(o: SBOptions): SBState {
  const info: PlayerInfo[] = [];
  for (let side = 0; side < 2; side++) {
    for (const p of o.teams[side]!.players) {
      info.push({
        side,
        id: p.id,
        name: p.name,
        number: p.number,
        position: p.position,
        mv: quantise(p.stats.mv, PER_INCH),
        f: p.stats.f,
        r: p.stats.r,
        ag: p.stats.ag,
        ar: p.stats.ar,
        abilities: p.abilities.slice(),
        equipment: p.equipment,
        radius: quantise(p.baseRadius, PER_INCH),
        special: p.special,
      });
    }
  }
  return {
    o,
    info,
    awayFrom: o.teams[0].players.length,
    pl: new Int32Array(info.length * STRIDE),
    stage: Stage.PreMatch,
    stack: [],
    ball: Ball.None,
    ballX: 0,
    ballY: 0,
    holder: -1,
    score: [0, 0],
    turn: 0,
    firstCoach: -1,
    active: -1,
    emptyPhases: 0,
    reactionUsed: [false, false],
    rerolls: [o.teams[0].teamRerolls, o.teams[1].teamRerolls],
    rerollUsed: [false, false],
    captain: [-1, -1],
    trait: [-1, -1],
    event: 0,
    deployFirst: -1,
    suddenDeathFrom: 0,
    act: { actor: -1, used: 0, lastMove: false, leapt: false, stoodUp: false, pickedUp: false, steps: 0 },
    leg: { ax: 0, ay: 0, bx: 0, by: 0, walls: 0, bounces: 0, rule: 0, catcher: -1 },
    dropper: -1,
    step: [],
    stepLeap: false,
    tackler: -1,
    tackleDiff: 0,
    tackleLeap: false,
    outcome: null,
    measured: -1,
  };
}

/** A frame's own copy. */
function cloneFrame(f: Frame): Frame {
  return f.id === 'SCATTER-DIR' || f.id === 'D-26' || f.id === 'D-27'
    ? { ...f, faces: f.faces.slice() }
    : { ...f };
}

/** Hand-written deep copy; `o` and `info` are immutable and shared. */
export function cloneState(s: SBState): SBState {
  const stack = new Array<Frame>(s.stack.length);
  for (let i = 0; i < s.stack.length; i++) stack[i] = cloneFrame(s.stack[i]!);
  return {
    o: s.o,
    info: s.info,
    awayFrom: s.awayFrom,
    pl: s.pl.slice(),
    stage: s.stage,
    stack,
    ball: s.ball,
    ballX: s.ballX,
    ballY: s.ballY,
    holder: s.holder,
    score: [s.score[0], s.score[1]],
    turn: s.turn,
    firstCoach: s.firstCoach,
    active: s.active,
    emptyPhases: s.emptyPhases,
    reactionUsed: [s.reactionUsed[0], s.reactionUsed[1]],
    rerolls: [s.rerolls[0], s.rerolls[1]],
    rerollUsed: [s.rerollUsed[0], s.rerollUsed[1]],
    captain: [s.captain[0], s.captain[1]],
    trait: [s.trait[0], s.trait[1]],
    event: s.event,
    deployFirst: s.deployFirst,
    suddenDeathFrom: s.suddenDeathFrom,
    act: { ...s.act },
    leg: { ...s.leg },
    dropper: s.dropper,
    step: s.step.slice(),
    stepLeap: s.stepLeap,
    tackler: s.tackler,
    tackleDiff: s.tackleDiff,
    tackleLeap: s.tackleLeap,
    outcome: s.outcome
      ? {
          scores: s.outcome.scores.slice(),
          ranks: s.outcome.ranks.slice(),
          winners: s.outcome.winners.slice(),
        }
      : null,
    measured: s.measured,
  };
}

const FRAME_CODE: Record<FrameId, number> = {
  'D-01': 1,
  'D-02': 2,
  'ROLL-TRAIT': 3,
  'ROLL-ROLLOFF': 4,
  'D-03': 5,
  'D-04': 6,
  'ROLL-EVENT': 7,
  'D-05': 13,
  'ROLL-KICKOFF': 8,
  'ROLL-WALL': 9,
  'SCATTER-DIR': 10,
  'D-10': 11,
  'D-11': 12,
  'ROLL-PICKUP-DEV': 14,
  'ROLL-PICKUP': 15,
  'D-26': 16,
  RESUME: 17,
  'D-20': 18,
  'ROLL-REBOUND': 19,
  'ROLL-DROP': 20,
  'ROLL-INJURY': 21,
  'ROLL-SERIOUS': 22,
  'D-35': 23,
  'ROLL-TACKLE-AG-DIFF': 24,
  'ROLL-TACKLE-AG': 25,
  'ROLL-TACKLE-F-DIFF': 26,
  'ROLL-TACKLE-F': 27,
  'D-27': 28,
};

/** FNV-1a over 32-bit words, as hex. */
function fnv(words: ArrayLike<number>, h: number): number {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]! | 0;
    h = Math.imul(h ^ (w & 0xffff), 16777619);
    h = Math.imul(h ^ (w >>> 16), 16777619);
  }
  return h >>> 0;
}

/** Equal states, equal hashes (the rosters and options are fixed by the setup, so they are not hashed). */
export function hashState(s: SBState): string {
  const a = s.act;
  const w: number[] = [
    s.stage,
    s.ball,
    s.ballX,
    s.ballY,
    s.holder,
    s.score[0],
    s.score[1],
    s.turn,
    s.firstCoach,
    s.active,
    s.emptyPhases,
    +s.reactionUsed[0],
    +s.reactionUsed[1],
    s.rerolls[0],
    s.rerolls[1],
    +s.rerollUsed[0],
    +s.rerollUsed[1],
    s.captain[0],
    s.captain[1],
    s.trait[0],
    s.trait[1],
    s.event,
    s.deployFirst,
    s.suddenDeathFrom,
    a.actor,
    a.used,
    +a.lastMove,
    +a.leapt,
    +a.stoodUp,
    +a.pickedUp,
    a.steps,
    s.outcome ? 1 + s.outcome.winners.length : 0,
    s.leg.ax,
    s.leg.ay,
    s.leg.bx,
    s.leg.by,
    s.leg.walls,
    s.leg.bounces,
    s.leg.rule,
    s.leg.catcher,
    s.dropper,
    +s.stepLeap,
    s.tackler,
    s.tackleDiff,
    +s.tackleLeap,
    s.measured,
    -4,
    ...s.step,
    -1,
  ];
  for (const f of s.stack) {
    w.push(FRAME_CODE[f.id]);
    if ('coach' in f) w.push(f.coach);
    if (f.id === 'ROLL-ROLLOFF') w.push(f.purpose === 'deploy' ? 0 : 1, f.home);
    if (f.id === 'ROLL-INJURY' || f.id === 'ROLL-SERIOUS' || f.id === 'D-35') w.push(f.player);
    if (f.id === 'ROLL-INJURY' || f.id === 'ROLL-SERIOUS') w.push(+f.reroll);
    if (
      f.id === 'ROLL-KICKOFF' ||
      f.id === 'ROLL-WALL' ||
      f.id === 'ROLL-PICKUP-DEV' ||
      f.id === 'ROLL-DROP'
    ) {
      w.push(f.bounces, f.walls, +f.reroll);
    }
    if (f.id === 'SCATTER-DIR') w.push(FRAME_CODE[f.roll], f.bounces, f.walls, +f.reroll, -2, ...f.faces, -3);
    if (f.id === 'ROLL-PICKUP' || f.id === 'ROLL-REBOUND') w.push(+f.reroll);
    if (f.id.startsWith('ROLL-TACKLE') && 'reroll' in f) w.push(+f.reroll);
    if (f.id === 'D-20') w.push(f.window === 'RW-TACKLE' ? 1 : 0);
    if (f.id === 'D-26') w.push(FRAME_CODE[f.roll], f.bounces, f.walls, f.player, -2, ...f.faces, -3);
    if (f.id === 'D-27') {
      const d = f.defence === null ? -1 : ['dodge', 'parry', 'repel'].indexOf(f.defence);
      w.push(FRAME_CODE[f.roll], f.bounces, f.walls, f.player, f.rolled, f.effect, d, -2, ...f.faces, -3);
    }
  }
  const h = fnv(s.pl, fnv(w, 2166136261));
  return h.toString(16).padStart(8, '0');
}

/** Player p's field. */
export function get(s: SBState, p: number, field: number): number {
  return s.pl[p * STRIDE + field]!;
}

/** Sets player p's field. */
export function set(s: SBState, p: number, field: number, v: number): void {
  s.pl[p * STRIDE + field] = v;
}

/** On the pitch (SB-STATE-6). */
export function onPitch(s: SBState, p: number): boolean {
  return s.pl[p * STRIDE + P_WHERE] === Where.Pitch;
}

/** Stunned in the current turn (SB-STATE-5). */
export function stunned(s: SBState, p: number): boolean {
  return s.pl[p * STRIDE + P_STUN]! >= s.turn && s.pl[p * STRIDE + P_STUN]! > 0;
}

/** Able to act: on the pitch, Ready and not stunned (SB-ACT-1); a prone Ready player is able to act. */
export function ableToAct(s: SBState, p: number): boolean {
  return onPitch(s, p) && get(s, p, P_DONE) === 0 && !stunned(s, p);
}

/** Whether `side` has a player able to act. */
export function sideCanAct(s: SBState, side: number): boolean {
  const [from, to] = sideRange(s, side);
  for (let p = from; p < to; p++) if (ableToAct(s, p)) return true;
  return false;
}

/** Player p carries `item` and it works (SB-EQUIP-1/2). */
export function hasEquipment(s: SBState, p: number, item: EquipmentId): boolean {
  return s.info[p]!.equipment === item && s.pl[p * STRIDE + P_DISABLED] === 0;
}

/** The player index of roster id `id` in `side`, or -1. */
export function indexOf(s: SBState, side: number, id: unknown): number {
  if (typeof id !== 'string') return -1;
  const [from, to] = sideRange(s, side);
  for (let p = from; p < to; p++) if (s.info[p]!.id === id) return p;
  return -1;
}
