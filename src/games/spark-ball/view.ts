/**
 * What a coach or a spectator sees. Nothing in Spark Ball is secret (no hidden orders, hands or
 * deployments: each team deploys in view of the other, SB-SETUP-4), so every viewer gets the whole match, as
 * plain JSON in inches.
 */
import { copyOutcome } from '../../engine/options.ts';
import { DEFENCES } from './charge.ts';
import { unplaced } from './deployment.ts';
import { internalOf, type SBInternal } from './rebuild.ts';
import type { Outcome } from '../../engine/types.ts';
import {
  OutReason,
  P_DISABLED,
  P_DONE,
  P_OUT,
  P_PRONE,
  P_STUN,
  P_UNBAL,
  P_WHERE,
  P_X,
  P_Y,
  PER_INCH,
  Stage,
  TRAITS,
  get,
  type SBState,
} from './state.ts';

const WHERE = ['reserve', 'pitch', 'out'] as const;
const OUT = Object.keys(OutReason) as (keyof typeof OutReason)[];
const STAGES = Object.keys(Stage) as (keyof typeof Stage)[];

/** One player as shown. */
export interface SBPlayerView {
  id: string;
  side: number;
  name: string;
  number: number;
  position: string;
  stats: { mv: number; f: number; r: number; ag: number; ar: number };
  abilities: string[];
  equipment: string | null;
  /** Disabled for the match by an event (SB-EQUIP-2). */
  equipmentDisabled: boolean;
  radius: number;
  where: (typeof WHERE)[number];
  out: string | null;
  x: number;
  y: number;
  prone: boolean;
  done: boolean;
  stunnedThroughTurn: number;
  unbalanced: number;
  captain: boolean;
  /** His roster position, when he fills another position's slot (`lineup.anyPositionFillsSlot`, ARB-SB-66). */
  rosterPosition?: string;
}

/** The match as shown to everyone. */
export interface SBView {
  stage: string;
  /** The stop pending (D-xx, ROLL-xx), or null when the match is over. */
  stop: string | null;
  turn: number;
  firstCoach: number;
  active: number;
  emptyPhases: number;
  score: number[];
  rerolls: number[];
  rerollUsed: boolean[];
  reactionUsed: boolean[];
  traits: (string | null)[];
  event: number;
  ball: { state: 'none' | 'held' | 'loose'; x: number; y: number; holder: string | null };
  players: SBPlayerView[];
  activation: {
    player: string;
    used: number;
    leapt: boolean;
    stoodUp: boolean;
    steps: number;
    /** The regular action was declared (SB-ACT-2). */
    regular: boolean;
  } | null;
  /** The Move or Leap step waiting on RW-TACKLE: its start and waypoints in inches (SB-REACT-6), else null. */
  declaredStep: { leap: boolean; path: number[][] } | null;
  /** The tackler while a tackle is resolved, and the difficulty his coach set (SB-REACT-6), else null. */
  tackle: { tackler: string; difficulty: number } | null;
  /** The pass in progress (SB-PASS): thrower, receiver, and the interceptor once named, else null. */
  pass: { thrower: string; receiver: string; interceptor: string | null } | null;
  outcome: Outcome | null;
  /** The charge being resolved: charger, defender (the target or an interceptor), D once rolled, the defence. */
  charge: {
    charger: string;
    target: string;
    defender: string;
    difficulty: number;
    /** The charge roll was made: D is known (false while a defence is chosen first, ARB-SB-79). */
    rolled: boolean;
    defence: string | null;
  } | null;
  /** The push being resolved (SB-MOVE-7): the pushed player and his planned path in inches (D-25 shows it). */
  push: { player: string; from: number[]; to: number[] } | null;
  /**
   * The shot being resolved (SB-SHOT-1..13): the shooter's centre when he shot, the final target T in inches,
   * R_F once the power test is made (else null), the player the ball has reached and his D_p, else null.
   */
  shot: {
    shooter: string;
    from: number[];
    target: number[];
    rf: number | null;
    reactor: string | null;
    difficulty: number | null;
  } | null;
  /** The game's id, as every game's view carries it for the table. */
  game: 'spark-ball';
  /**
   * The goal zones (options `goalZone`, SB-R-07), for the board: size in inches, shape (a semicircle's radius
   * is `depth`), and whether they are closed to the other players.
   */
  goalZone: { width: number; depth: number; shape: 'rect' | 'semicircle'; excludeOthers: boolean };
  /** How distances are measured (SB-R-03 `measure.mode`): from base edges, or from centres. */
  measure: 'edge' | 'centre';
  /** Table mode (SB-R-63, `input.tableMode`): the dice pad offers measured distances and typed scatters. */
  tableMode: boolean;
  /**
   * `deploy.alternate` (ARB-SB-65): while a deployment is placed one player at a time, the players (both teams)
   * not placed yet, whose positions mean nothing yet; else [].
   */
  unplaced: string[];
  /**
   * The whole match as plain JSON (rebuild.ts): nothing is hidden from anyone, and the search bots rebuild the
   * state from it (they see only views). The fields above are what the table shows.
   */
  internal: SBInternal;
}

/** The view of `viewer` (all viewers see the same). */
export function viewOf(s: SBState, viewer: number | null): SBView {
  return { ...publicView(s, viewer), internal: internalOf(s) };
}

/** The view without the state's JSON (`internal`): what the table shows, and what the bots' heuristics read. */
export function publicView(s: SBState, _viewer: number | null): Omit<SBView, 'internal'> {
  const players: SBPlayerView[] = s.info.map((info, p) => ({
    id: info.id,
    side: info.side,
    name: info.name,
    number: info.number,
    position: info.position,
    stats: { mv: info.mv / PER_INCH, f: info.f, r: info.r, ag: info.ag, ar: info.ar },
    abilities: info.abilities.slice(),
    equipment: info.equipment,
    equipmentDisabled: get(s, p, P_DISABLED) === 1,
    radius: info.radius / PER_INCH,
    where: WHERE[get(s, p, P_WHERE)]!,
    out: get(s, p, P_OUT) === 0 ? null : OUT[get(s, p, P_OUT)]!,
    x: get(s, p, P_X) / PER_INCH,
    y: get(s, p, P_Y) / PER_INCH,
    prone: get(s, p, P_PRONE) === 1,
    done: get(s, p, P_DONE) === 1,
    stunnedThroughTurn: get(s, p, P_STUN),
    unbalanced: get(s, p, P_UNBAL),
    captain: s.captain[info.side] === p,
    ...(info.rosterPosition === undefined ? {} : { rosterPosition: info.rosterPosition }),
  }));
  const a = s.act;
  return {
    stage: STAGES[s.stage]!,
    stop: s.stack[s.stack.length - 1]?.id ?? null,
    turn: s.turn,
    firstCoach: s.firstCoach,
    active: s.active,
    emptyPhases: s.emptyPhases,
    score: s.score.slice(),
    rerolls: s.rerolls.slice(),
    rerollUsed: s.rerollUsed.slice(),
    reactionUsed: s.reactionUsed.slice(),
    traits: s.trait.map((t) => (t < 0 ? null : TRAITS[t]!)),
    event: s.event,
    ball: {
      state: s.ball === 0 ? 'none' : s.ball === 1 ? 'held' : 'loose',
      x: s.ballX / PER_INCH,
      y: s.ballY / PER_INCH,
      holder: s.holder >= 0 ? s.info[s.holder]!.id : null,
    },
    players,
    activation:
      a.actor >= 0
        ? {
            player: s.info[a.actor]!.id,
            used: a.used / PER_INCH,
            leapt: a.leapt,
            stoodUp: a.stoodUp,
            steps: a.steps,
            regular: a.regular,
          }
        : null,
    declaredStep:
      s.step.length > 0
        ? {
            leap: s.stepLeap,
            path: Array.from({ length: s.step.length / 2 }, (_, i) => [
              s.step[2 * i]! / PER_INCH,
              s.step[2 * i + 1]! / PER_INCH,
            ]),
          }
        : null,
    tackle: s.tackler >= 0 ? { tackler: s.info[s.tackler]!.id, difficulty: s.tackleDiff } : null,
    pass:
      s.pass.thrower >= 0
        ? {
            thrower: s.info[s.pass.thrower]!.id,
            receiver: s.info[s.pass.receiver]!.id,
            interceptor: s.pass.interceptor >= 0 ? s.info[s.pass.interceptor]!.id : null,
          }
        : null,
    outcome: copyOutcome(s.outcome),
    charge:
      s.charge.charger >= 0
        ? {
            charger: s.info[s.charge.charger]!.id,
            target: s.info[s.charge.target]!.id,
            defender: s.info[s.charge.defender]!.id,
            difficulty: s.charge.diff,
            rolled: s.charge.rolled,
            defence: s.charge.defence === 0 ? null : DEFENCES[s.charge.defence - 1]!,
          }
        : null,
    push:
      s.push.player >= 0
        ? {
            player: s.info[s.push.player]!.id,
            from: [s.push.ax / PER_INCH, s.push.ay / PER_INCH],
            to: [s.push.bx / PER_INCH, s.push.by / PER_INCH],
          }
        : null,
    shot:
      s.shot.shooter >= 0
        ? {
            shooter: s.info[s.shot.shooter]!.id,
            from: [s.shot.sx / PER_INCH, s.shot.sy / PER_INCH],
            target: [s.shot.tx / PER_INCH, s.shot.ty / PER_INCH],
            rf: s.shot.end > 0 ? s.shot.rf : null,
            reactor: s.shot.reactor >= 0 ? s.info[s.shot.reactor]!.id : null,
            difficulty: s.shot.reactor >= 0 ? s.shot.dp : null,
          }
        : null,
    game: 'spark-ball',
    goalZone: {
      width: s.o.goalZone.width,
      depth: s.o.goalZone.depth,
      shape: s.o.goalZone.shape,
      excludeOthers: s.o.goalZone.excludeOthers,
    },
    measure: s.o.measure.mode,
    tableMode: s.o.input.tableMode,
    unplaced: alternateDeployment(s) ? [...unplaced(s, 0), ...unplaced(s, 1)].map((p) => s.info[p]!.id) : [],
  };
}

/** A deployment placed one player at a time is in progress (its placements are D-04 or D-32 stops). */
function alternateDeployment(s: SBState): boolean {
  const f = s.stack[s.stack.length - 1];
  return s.o.deploy.alternate && (f?.id === 'D-04' || f?.id === 'D-32');
}
