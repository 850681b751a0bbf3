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
import { slotWords } from './slots.ts';

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
  /**
   * The `− r` of the reference's distances (SB 1.4): the base radius under `measure.mode` = edge, 0 under
   * centre (SB-R-03). Reaches and distance-based difficulties read it; contact, overlap, clearance and "on a
   * trajectory" stay physical and read `radius` (ARB-SB-60).
   */
  measureRadius: number;
  special: boolean;
  /** A sprain from the team's last match (SB-POST-2): MV and AG above are already lowered by 1 (ARB-SB-36). */
  sprain?: boolean;
  /** His roster position when he fills another position's slot (`lineup.anyPositionFillsSlot`, slots.ts). */
  rosterPosition?: Position;
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
/** Kick-off after a goal (SB-KICK-2), reset at each: `KICK_*` bits (return offered, vacancy offered, return failed). */
export const P_KICK = 11;
/**
 * `P_KICK` bit of a player who came on at this kick-off (a KO return or a substitute) and has no position yet;
 * under `kickoff.redeploy` = false only such players are placed (D-32, ARB-SB-71). Cleared once he is placed.
 */
export const KICK_ENTERING = 8;
/** 1 = this Out player's slot was filled by a reserve at a kick-off (SB-KICK-2). */
export const P_REPLACED = 12;
/** Pre-match ROLL-COMA (SB-POST-4): 0 = none, 1 = failed (misses the match), 2 = succeeded (recovered). */
export const P_COMA = 13;
/**
 * Player rerolls used (SB-REROLL-3, player-rerolls.ts): bit 0 = one used this phase (cleared at PhaseEnd);
 * the other bits = once-per-turn sources used this turn (`limit: 'turn'`, cleared at TurnStart).
 */
export const P_PREROLL = 14;
export const STRIDE = 15;

/** Where a roster player is (SB-STATE-6). */
export const Where = { Reserve: 0, Pitch: 1, Out: 2 } as const;
/** Why a player is Out (SB-STATE-6). */
export const OutReason = {
  None: 0,
  KO: 1,
  Light: 2,
  Serious: 3,
  Dead: 4,
  Ejected: 5,
  Unavailable: 6,
} as const;

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
  /** SB-KICK-1..7: returns, substitutions, redeployment, the ball and the first coach (D-30..D-34). */
  KickoffAfterGoal: 9,
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
export type ScatterRoll =
  | 'ROLL-KICKOFF'
  | 'ROLL-WALL'
  | 'ROLL-PICKUP-DEV'
  | 'ROLL-DROP'
  | 'ROLL-PASS-DEV'
  | 'ROLL-RECEIVE-DEV'
  | ShotScatterRoll;

/** The deviations of a shot (SB-SHOT-2/7/9/10): the aimed point's, and the ball's from an impact point. */
export type ShotScatterRoll =
  'ROLL-SHOT-DEV' | 'ROLL-BALL-HIT-DEV' | 'ROLL-REPEL-DEV' | 'ROLL-PARRY-CATCH-DEV';

/** The shot's tests and its continuation (SB-SHOT-2/3/6/9/11). */
export type ShotRoll =
  'ROLL-SHOT-AG' | 'ROLL-SHOT-F' | 'ROLL-PATH-REACT' | 'ROLL-PARRY-CATCH' | 'ROLL-SHOT-CONT';

/** The rolls a team reroll may replace so far (SB-REROLL-1/2). */
export type RerollableRoll =
  | ScatterRoll
  | TackleRoll
  | 'ROLL-PICKUP'
  | 'ROLL-REBOUND'
  | 'ROLL-INJURY'
  | 'ROLL-SERIOUS'
  | PassRoll
  | 'ROLL-KO-RETURN'
  | ChargeRoll
  | MassacreRoll
  | ShotRoll;

/** The tests of a pass (SB-PASS-3, SB-PASS-6, SB-REACT-7). */
export type PassRoll = 'ROLL-PASS-AG' | 'ROLL-RECEIVE' | 'ROLL-INTERCEPT-PASS';

/** The rolls of a charge (SB-CHARGE-4, SB-CHARGE-5, SB-CHARGE-7). */
export type ChargeRoll = 'ROLL-CHARGE' | 'ROLL-DEFENCE' | 'ROLL-CHARGER-AG';

/** The two rolls of a massacre (SB-MASSACRE-2). */
export type MassacreRoll = 'ROLL-MASS-ATK' | 'ROLL-MASS-DEF';

/** The reaction windows of D-20 (section 5.3). */
export type Window =
  'RW-REBOUND' | 'RW-TACKLE' | 'RW-PASS-THROW' | 'RW-PASS-RECEIVE' | 'RW-CHARGE' | 'RW-SHOT';

/** Each window's code in the hash. */
const WINDOW_CODE: Record<Window, number> = {
  'RW-REBOUND': 0,
  'RW-TACKLE': 1,
  'RW-SHOT': 2,
  'RW-PASS-THROW': 3,
  'RW-PASS-RECEIVE': 4,
  'RW-CHARGE': 5,
};

/** What a RESUME frame does once the stops above it are done (resume.ts); its index is its hash code. */
const RESUME_THEN = ['endActivation', 'shotOver', 'shotTravel', 'shotRests', 'massacreEjection'] as const;
export type ResumeThen = (typeof RESUME_THEN)[number];

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
  | { id: 'D-20'; coach: number; window: Window }
  /** A tackle roll (SB-REACT-6): the difficulty by the tackler's coach, the test by the mover's. */
  | { id: TackleRoll; coach: number; reroll: boolean }
  /** ROLL-REBOUND (SB-REACT-10), for `SBState.leg.catcher`. */
  | { id: 'ROLL-REBOUND'; coach: number; reroll: boolean }
  /** A continuation: what happens once the stops above it are done (a forced end of activation, SB-ACT-3). */
  | { id: 'RESUME'; then: ResumeThen }
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
  | { id: 'D-11'; coach: number }
  /** A pass test (SB-PASS-3/6, SB-REACT-7): the thrower's, the receiver's or the interceptor's coach rolls. */
  | { id: PassRoll; coach: number; reroll: boolean }
  /** D-24: the receiver's coach decides whether he leaps to a short deviation (SB-PASS-5). */
  | { id: 'D-24'; coach: number }
  /** D-30: the coach of a KO player may try his return (SB-INJ-3); ROLL-KO-RETURN is that R test. */
  | { id: 'D-30'; coach: number; player: number }
  | { id: 'ROLL-KO-RETURN'; coach: number; player: number; reroll: boolean }
  /**
   * D-31: a same-position reserve for the slot `player` (an Out player) left vacant, or none (SB-KICK-2); with
   * `player` -1, a free swap of a healthy player (`subs.freeAtKickoff`, ARB-SB-67).
   */
  | { id: 'D-31'; coach: number; player: number }
  /** D-32 redeployment (SB-KICK-4), D-33 the ball (SB-KICK-5), D-34 the first coach (SB-KICK-6). */
  | { id: 'D-32' | 'D-33' | 'D-34'; coach: number }
  /** ROLL-COMA (SB-POST-4): before the line-ups, for a roster player in a coma. */
  | { id: 'ROLL-COMA'; coach: number; player: number }
  /** A charge or massacre roll (charge.ts, massacre.ts), by `coach`. */
  | { id: ChargeRoll | MassacreRoll; coach: number; reroll: boolean }
  /** D-21: the defender's coach chooses Dodge, Parry or Repel against the charge roll (SB-CHARGE-5). */
  | { id: 'D-21'; coach: number }
  /** D-25: the coach of `player`, a blocker in a push's way, picks his step-aside direction (SB-MOVE-7, C-6). */
  | { id: 'D-25'; coach: number; player: number }
  /** A shot's roll (shoot.ts), rolled by `coach`. */
  | { id: ShotRoll; coach: number; reroll: boolean }
  /** D-22: the defence of the player the shot reaches (`SBState.shot.reactor`); D-23: his catch after a Parry. */
  | { id: 'D-22' | 'D-23'; coach: number }
  /** D-28: the active coach orders the tied players `shot.queue[from, from + count)` (SB-R-18). */
  | { id: 'D-28'; coach: number; from: number; count: number };

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
  /** The regular action of this activation (Charge, Shoot, Pass or Massacre) was taken (SB-ACT-2). */
  regular: boolean;
}

/**
 * The pass in progress (SB-PASS, SB-REACT-7), `thrower` -1 when none: the throw's result, the margin of the test
 * that opened the intercept window in progress, the interceptor, and a short deviation's landing (D-24).
 */
export interface PassFlight {
  thrower: number;
  receiver: number;
  /** The throw failed (the reception difficulty is then 6, SB-R-35). */
  throwFailed: boolean;
  /** The throw test's MS (0 after a failure): the reception difficulty is 6 − MS (SB-PASS-6). */
  throwMs: number;
  /** MS (≥ 0) of the window's test on a success, −MF on a failure: the interception difficulty is 6 + margin. */
  margin: number;
  /** 'RW-PASS-THROW' = 0 or 'RW-PASS-RECEIVE' = 1. */
  window: number;
  /** The test that opened the window succeeded (a margin of 0 may be either). */
  windowOk: boolean;
  interceptor: number;
  /** A deviation of 1–2 in the receiver may leap to (D-24): its direction (millidegrees), length and end. */
  devDir: number;
  devLen: number;
  landX: number;
  landY: number;
}

/**
 * The charge being resolved (charge.ts): charger, the charged player, the defender (the target or an
 * interceptor, SB-REACT-9), the charge direction (target centre − charger centre at contact, quanta), the
 * charge roll's total D, and the defence chosen (0 none, 1 Dodge, 2 Parry, 3 Repel). charger = -1 when none.
 */
export interface ChargeState {
  charger: number;
  target: number;
  defender: number;
  dx: number;
  dy: number;
  diff: number;
  defence: number;
  /** The charge roll was made (D known; with `charge.defenceChoice = beforeRoll` the defence comes first). */
  rolled: boolean;
  /**
   * An approach open to RW-TACKLE (`charge.contactMoveTriggersTackle`): the quanta already travelled before the
   * declared approach in `SBState.step`; -1 once the charger is in contact (or when there is none).
   */
  approach: number;
}

/** No charge in progress. */
export function noCharge(): ChargeState {
  return {
    charger: -1,
    target: -1,
    defender: -1,
    dx: 0,
    dy: 0,
    diff: 0,
    defence: 0,
    rolled: false,
    approach: -1,
  };
}

/**
 * A push being resolved (push.ts, SB-MOVE-7): the pushed player (-1 when none), his start A and planned end B
 * (quanta), and whether his knock-down calls for an injury roll once the push is done (SB-INJ-2).
 */
export interface PushState {
  player: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
  injury: boolean;
}

/**
 * The massacre being resolved (massacre.ts): aggressor (-1 when none), victim, the aggressor's D6 and total,
 * the victim's D3, and the two dice of the victim's injury roll from this massacre (0 when none).
 */
export interface MassacreState {
  aggressor: number;
  victim: number;
  d6: number;
  atk: number;
  d3: number;
  inj0: number;
  inj1: number;
}

/**
 * The shot being resolved (shoot.ts, SB-SHOT-1..13): `shooter` -1 when none. Points in quanta; distances along
 * the line from the shooter's centre S through the final target T in quanta.
 */
export interface Shot {
  shooter: number;
  /** The targeted player while T is still his centre, else -1. */
  target: number;
  sx: number;
  sy: number;
  tx: number;
  ty: number;
  /** R_F, the power test's total (SB-SHOT-3). */
  rf: number;
  /** The power test succeeded. */
  powerOk: boolean;
  /** Where the travel ends along the line: T, the stop point, or T + the continuation. */
  end: number;
  /** How far along the line the ball has come. */
  pos: number;
  /** The ball is travelling (after RW-SHOT): the resolution of SB-SHOT-13 has begun. */
  travel: boolean;
  /** ROLL-SHOT-CONT was rolled. */
  cont: boolean;
  /** The player reacting now (or whose base the ball deviates from), else -1. */
  reactor: number;
  /** 1 Dodge, 2 Parry, 3 Repel, 0 none yet. */
  defence: number;
  /** D_p for the reactor (SB-SHOT-6). */
  dp: number;
  /** The impact point on the reactor's base. */
  ix: number;
  iy: number;
  /** The Intercept shot player, else -1 (SB-REACT-8). */
  interceptor: number;
  /** The players still to react on this part of the path, in order (SB-SHOT-5, SB-R-18). */
  queue: number[];
  /** The players who dodged (the ball does not touch them again on the continuation). */
  dodged: number[];
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
  /** The player from whose base this leg starts, who may not catch it (SB-BALL-10), else -1. */
  origin: number;
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
  /** The pass in progress (pass.ts). */
  pass: PassFlight;
  /** The player from whose base the next deviation starts; he may not Catch rebound on it (SB-BALL-10), else -1. */
  devFrom: number;
  outcome: Outcome | null;
  /** The coach who conceded the last goal while its kick-off is played (SB-KICK), else -1. */
  conceding: number;
  /** The kick-off step (kickoff-after-goal.ts `KickStep`), -1 outside a kick-off after a goal. */
  kick: number;
  charge: ChargeState;
  push: PushState;
  mass: MassacreState;
  shot: Shot;
  /**
   * Table mode (SB-R-63): the distance typed with the faces of a distance roll, in quanta, else -1; it lives
   * while that roll is in progress (its reroll decisions and reroll, ARB-SB-56) and is -1 between rolls.
   */
  measured: number;
}

/** No shot in progress. */
export function noShot(): Shot {
  return {
    shooter: -1,
    target: -1,
    sx: 0,
    sy: 0,
    tx: 0,
    ty: 0,
    rf: 0,
    powerOk: false,
    end: 0,
    pos: 0,
    travel: false,
    cont: false,
    reactor: -1,
    defence: 0,
    dp: 0,
    ix: 0,
    iy: 0,
    interceptor: -1,
    queue: [],
    dodged: [],
  };
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
        measureRadius: o.measure.mode === 'centre' ? 0 : quantise(p.baseRadius, PER_INCH),
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
    act: {
      actor: -1,
      used: 0,
      lastMove: false,
      leapt: false,
      stoodUp: false,
      pickedUp: false,
      steps: 0,
      regular: false,
    },
    leg: { ax: 0, ay: 0, bx: 0, by: 0, walls: 0, bounces: 0, rule: 0, catcher: -1, origin: -1 },
    dropper: -1,
    step: [],
    stepLeap: false,
    tackler: -1,
    tackleDiff: 0,
    tackleLeap: false,
    pass: noPass(),
    devFrom: -1,
    outcome: null,
    conceding: -1,
    kick: -1,
    charge: noCharge(),
    push: { player: -1, ax: 0, ay: 0, bx: 0, by: 0, injury: false },
    mass: { aggressor: -1, victim: -1, d6: 0, atk: 0, d3: 0, inj0: 0, inj1: 0 },
    shot: noShot(),
    measured: -1,
  };
}

/** No pass in progress. */
export function noPass(): PassFlight {
  return {
    thrower: -1,
    receiver: -1,
    throwFailed: false,
    throwMs: 0,
    margin: 0,
    window: 0,
    windowOk: false,
    interceptor: -1,
    devDir: 0,
    devLen: 0,
    landX: 0,
    landY: 0,
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
    pass: { ...s.pass },
    devFrom: s.devFrom,
    outcome: s.outcome
      ? {
          scores: s.outcome.scores.slice(),
          ranks: s.outcome.ranks.slice(),
          winners: s.outcome.winners.slice(),
        }
      : null,
    conceding: s.conceding,
    kick: s.kick,
    charge: { ...s.charge },
    push: { ...s.push },
    mass: { ...s.mass },
    shot: { ...s.shot, queue: s.shot.queue.slice(), dodged: s.shot.dodged.slice() },
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
  // Pass (pass.ts, intercept.ts): codes from 130 so that frames added in parallel elsewhere do not collide.
  'ROLL-PASS-AG': 130,
  'ROLL-RECEIVE': 131,
  'ROLL-INTERCEPT-PASS': 132,
  'ROLL-PASS-DEV': 133,
  'ROLL-RECEIVE-DEV': 134,
  'D-24': 135,
  'D-30': 28,
  'ROLL-KO-RETURN': 29,
  'D-31': 30,
  'D-32': 31,
  'D-33': 32,
  'D-34': 33,
  'ROLL-COMA': 34,
  // Charge and massacre (charge.ts, push.ts, massacre.ts).
  'ROLL-CHARGE': 140,
  'ROLL-DEFENCE': 141,
  'ROLL-CHARGER-AG': 142,
  'ROLL-MASS-ATK': 143,
  'ROLL-MASS-DEF': 144,
  'D-21': 145,
  'D-25': 146,
  // Shot (shoot.ts, shotpath.ts).
  'ROLL-SHOT-AG': 150,
  'ROLL-SHOT-F': 151,
  'ROLL-PATH-REACT': 152,
  'ROLL-PARRY-CATCH': 153,
  'ROLL-SHOT-CONT': 154,
  'ROLL-SHOT-DEV': 155,
  'ROLL-BALL-HIT-DEV': 156,
  'ROLL-REPEL-DEV': 157,
  'ROLL-PARRY-CATCH-DEV': 158,
  'D-22': 159,
  'D-23': 160,
  'D-28': 161,
  // Player rerolls (player-rerolls.ts).
  'D-27': 170,
};

const SHOT_ROLL_CODES = new Set<FrameId>([
  'ROLL-SHOT-AG',
  'ROLL-SHOT-F',
  'ROLL-PATH-REACT',
  'ROLL-PARRY-CATCH',
  'ROLL-SHOT-CONT',
]);

/** The shot's fields as hash words. */
function shotWords(h: Shot): number[] {
  return [
    h.shooter,
    h.target,
    h.sx,
    h.sy,
    h.tx,
    h.ty,
    h.rf,
    +h.powerOk,
    h.end,
    h.pos,
    +h.travel,
    +h.cont,
    h.reactor,
    h.defence,
    h.dp,
    h.ix,
    h.iy,
    h.interceptor,
    -5,
    ...h.queue,
    -6,
    ...h.dodged,
    -7,
  ];
}

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
    +a.regular,
    s.leg.origin,
    s.devFrom,
    s.pass.thrower,
    s.pass.receiver,
    +s.pass.throwFailed,
    s.pass.throwMs,
    s.pass.margin,
    s.pass.window,
    +s.pass.windowOk,
    s.pass.interceptor,
    s.pass.devDir,
    s.pass.devLen,
    s.pass.landX,
    s.pass.landY,
    s.conceding,
    s.kick,
    s.charge.charger,
    s.charge.target,
    s.charge.defender,
    s.charge.dx,
    s.charge.dy,
    s.charge.diff,
    s.charge.defence,
    +s.charge.rolled,
    s.charge.approach,
    s.push.player,
    s.push.ax,
    s.push.ay,
    s.push.bx,
    s.push.by,
    +s.push.injury,
    s.mass.aggressor,
    s.mass.victim,
    s.mass.d6,
    s.mass.atk,
    s.mass.d3,
    s.mass.inj0,
    s.mass.inj1,
    s.measured,
    -4,
    ...s.step,
    -1,
    +a.regular,
    ...shotWords(s.shot),
    ...slotWords(s),
  ];
  for (const f of s.stack) {
    w.push(FRAME_CODE[f.id]);
    if ('coach' in f) w.push(f.coach);
    if (f.id === 'ROLL-ROLLOFF') w.push(f.purpose === 'deploy' ? 0 : 1, f.home);
    if (f.id === 'ROLL-INJURY' || f.id === 'ROLL-SERIOUS' || f.id === 'D-35') w.push(f.player);
    if (f.id === 'ROLL-INJURY' || f.id === 'ROLL-SERIOUS') w.push(+f.reroll);
    if ('bounces' in f && f.id !== 'SCATTER-DIR' && f.id !== 'D-26' && f.id !== 'D-27')
      w.push(f.bounces, f.walls, +f.reroll);
    if (f.id === 'SCATTER-DIR') w.push(FRAME_CODE[f.roll], f.bounces, f.walls, +f.reroll, -2, ...f.faces, -3);
    if (f.id === 'ROLL-PICKUP' || f.id === 'ROLL-REBOUND') w.push(+f.reroll);
    if (f.id.startsWith('ROLL-TACKLE') && 'reroll' in f) w.push(+f.reroll);
    if (f.id === 'D-20') w.push(WINDOW_CODE[f.window]);
    if (f.id === 'ROLL-PASS-DEV' || f.id === 'ROLL-RECEIVE-DEV') w.push(f.bounces, f.walls, +f.reroll);
    if (f.id === 'ROLL-PASS-AG' || f.id === 'ROLL-RECEIVE' || f.id === 'ROLL-INTERCEPT-PASS')
      w.push(+f.reroll);
    if (f.id === 'RESUME') w.push(RESUME_THEN.indexOf(f.then));
    if (f.id === 'D-28') w.push(f.from, f.count);
    if (SHOT_ROLL_CODES.has(f.id) && 'reroll' in f) w.push(+f.reroll);
    if (f.id === 'D-26') w.push(FRAME_CODE[f.roll], f.bounces, f.walls, f.player, -2, ...f.faces, -3);
    if (f.id === 'D-30' || f.id === 'D-31' || f.id === 'ROLL-COMA') w.push(f.player);
    if (f.id === 'ROLL-KO-RETURN') w.push(f.player, +f.reroll);
    if (f.id === 'D-25') w.push(f.player);
    if (
      f.id === 'ROLL-CHARGE' ||
      f.id === 'ROLL-DEFENCE' ||
      f.id === 'ROLL-CHARGER-AG' ||
      f.id === 'ROLL-MASS-ATK' ||
      f.id === 'ROLL-MASS-DEF'
    )
      w.push(+f.reroll);
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
