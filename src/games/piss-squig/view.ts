/**
 * The public view of a match. Piss' Squig hides nothing, so every seat and spectators see the same thing.
 */
import { OFF, SQUARES, xOf, yOf } from './board.ts';
import { copyOutcome } from '../../engine/options.ts';
import { pendingOf } from './pending.ts';
import { internalOf } from './rebuild.ts';
import { hasConceded, isSlippery } from './pit.ts';
import { Phase, Status, type PSState } from './state.ts';
import { figureOf, perGoblin } from './modes.ts';
import { score } from './turn.ts';
import { Skill, skillList, type SkillName } from './skills.ts';
import type { Outcome, Pending } from '../../engine/types.ts';
import { careerReport, type CareerReport } from './career.ts';

/** Goblin states by name, indexed by `Status` (`reserve`: a doubles partner not in the arena, PS-DUO-1). */
export const STATUS_NAMES = {
  0: 'standing',
  1: 'prone',
  2: 'stunned',
  3: 'outside',
  4: 'emasculated',
  5: 'conceded',
  10: 'reserve',
} as const satisfies Record<Status, string>;
/** Phase names, for views and logs. */
export const PHASE_NAMES = [
  'rollOff',
  'entry',
  'action',
  'step',
  'slip',
  'dodge',
  'dodgeReroll',
  'climb',
  'armour',
  'piss',
  'scatter',
  'block',
  'push',
  'follow',
  'squig',
  'gnak',
  'sidestep',
  'squig2',
  'over',
  'pissReroll',
  'gfi',
  'jump',
  'pro',
  'proReroll',
  'dive',
  'shadow',
  'shadowSlip',
  'quick',
] as const;

/** Names of the post-match phases of a career match (40–49, PS-CAMP-9). */
const CAREER_PHASE_NAMES: Record<number, PhaseName> = {
  40: 'injury',
  41: 'care',
  42: 'advance',
  43: 'advanceChoice',
};
export type PhaseName =
  | (typeof PHASE_NAMES)[number]
  // careers
  | 'injury'
  | 'care'
  | 'advance'
  | 'advanceChoice';

/** The name of a phase, for views and messages. */
export function phaseName(p: Phase): PhaseName {
  return CAREER_PHASE_NAMES[p] ?? (PHASE_NAMES as readonly PhaseName[])[p]!;
}

/** A square as coordinates, or null off the board. */
export type Square = { x: number; y: number } | null;
function at(q: number): Square {
  return q === OFF ? null : { x: xOf(q), y: yOf(q) };
}

/** What a seat or a spectator sees. */
export interface PSView {
  game: 'piss-squig';
  /** ffa, doubles (teams: a side is a team) or four (four players of two goblins; `fourPlayerTurns`). */
  mode: 'ffa' | 'doubles' | 'four';
  fourPlayerTurns?: 'perGoblin' | 'perPlayer';
  /** Four-player `perGoblin`: the figure (1 or 2) of `side` whose turn it is, a ghost turn's included. */
  turnFigure?: number;
  viewer: number | null;
  round: number;
  maxRounds: number;
  first: number;
  side: number;
  phase: PhaseName;
  restricted: boolean;
  actor: number;
  mp: number;
  /**
   * `x`, `y`: the Squig's square in the rules. `entering`: the square a Squig step is entering, from ROLL-SQUIG
   * until it lands there (PS-SQUIG-3): the Pisse rapide windows and piss (D-QUICK, PS-SK-8), ROLL-GNAK and
   * D-SIDESTEP (PS-GNAK-1/2); null otherwise. The board draws the Squig there, with a trace of `x`, `y`.
   */
  squig: {
    x: number;
    y: number;
    furious: boolean;
    hits: number;
    furyThreshold: number;
    entering: { x: number; y: number } | null;
  };
  /**
   * Goblins by index; in doubles and four-player numbered seat-major (side i's figure 1 is goblin 2i, its
   * figure 2 goblin 2i+1). `side` is the seat (a team in doubles) the goblin plays for.
   */
  goblins: {
    id: number;
    side: number;
    /** Figure 1 or 2 of its side (always 1 in free-for-all). */
    figure: number;
    /** A doubles partner waiting in the reserve (status `reserve`). */
    reserve: boolean;
    post: number;
    square: Square;
    status: (typeof STATUS_NAMES)[Status];
    point: boolean;
    pissMarkers: number;
    validated: number;
    /** Skills and traits by name (skills.ts), in reference order. */
    skills: SkillName[];
    /** Career match: the goblin's name and league career id (null otherwise). */
    name: string | null;
    careerId: string | null;
  }[];
  slippery: { x: number; y: number }[];
  scores: number[];
  gnak: number[];
  conceded: number[];
  blockTarget: number | null;
  /** The goblin offered a reaction now (D-DIVE, D-SHADOW, D-QUICK), or null. */
  reacting: number | null;
  /** Lucidité steps taken in the Move in progress (PS-SK-1). */
  gfi: number;
  /** The acting goblin has used Saut this turn (PS-SK-5: once per turn): paths may plan no more jump. */
  jumped: boolean;
  /** The goblin of the post-match step in progress (ROLL-INJ, D-CARE, ROLL-ADV, D-ADVANCE), or null. */
  postMatchGoblin: number | null;
  pending: Pending;
  outcome: Outcome | null;
  /** Career match: the post-match report so far (career.ts); null when the campaign is off. */
  careers: CareerReport[] | null;
  /**
   * The whole state as plain JSON (Piss' Squig hides nothing): what bots rebuild a state from
   * (`stateFromView`, rebuild.ts). Internal numbering (squares, phases, bitmasks): boards read the fields above.
   */
  internal: PSState;
}

/** Phases of a Pisse rapide's piss (PS-SK-8): the roll, its rerolls and its scatter. */
const QUICK_PISS_PHASES: readonly Phase[] = [
  Phase.Piss,
  Phase.PissReroll,
  Phase.Scatter,
  Phase.Pro,
  Phase.ProReroll,
];

/**
 * The square a Squig step is entering, or OFF: after ROLL-SQUIG (`squigTo`) and before the Squig lands there, that
 * is during the D-QUICK windows and a quick piss (the pisser is not the actor, piss.ts), and while a goblin in
 * that square is bitten (ROLL-GNAK, its rerolls, D-SIDESTEP and its push chain: `bitten`).
 */
export function squigEntering(s: PSState): number {
  if (s.squigTo === OFF || s.squigTo === s.squig || s.phase === Phase.Over) return OFF;
  const quick =
    s.phase === Phase.Quick || (s.pisser >= 0 && s.pisser !== s.actor && QUICK_PISS_PHASES.includes(s.phase));
  return quick || s.bitten >= 0 ? s.squigTo : OFF;
}

/** The view of `viewer` (null = spectator). */
export function viewOf(s: PSState, viewer: number | null): PSView {
  const slippery: { x: number; y: number }[] = [];
  for (let q = 0; q < SQUARES; q++) if (isSlippery(s, q)) slippery.push({ x: xOf(q), y: yOf(q) });
  const scores: number[] = [];
  const conceded: number[] = [];
  for (let side = 0; side < s.sides; side++) {
    scores.push(score(s, side));
    if (hasConceded(s, side)) conceded.push(side);
  }
  return {
    game: 'piss-squig',
    mode: s.o.mode,
    ...(s.o.mode === 'four' ? { fourPlayerTurns: s.o.fourPlayerTurns } : {}),
    ...(perGoblin(s) ? { turnFigure: s.figure + 1 } : {}),
    viewer,
    round: s.round,
    maxRounds: s.o.maxRounds,
    first: s.first,
    side: s.side,
    phase: phaseName(s.phase),
    restricted: s.restricted,
    actor: s.actor,
    mp: s.mp,
    squig: {
      x: xOf(s.squig),
      y: yOf(s.squig),
      furious: s.hits >= s.o.furyThreshold,
      hits: s.hits,
      furyThreshold: s.o.furyThreshold,
      entering: at(squigEntering(s)),
    },
    goblins: s.goblins.map((g, id) => ({
      id,
      side: g.side,
      figure: figureOf(s, id),
      reserve: g.status === Status.Reserve,
      post: g.post,
      square: at(g.sq),
      status: STATUS_NAMES[g.status],
      point: g.point,
      pissMarkers: g.pissMarkers,
      validated: g.validated,
      skills: skillList(g.skills),
      name: s.o.goblins?.[id]?.name ?? null,
      careerId: s.o.goblins?.[id]?.career?.id ?? null,
    })),
    slippery,
    scores,
    gnak: s.gnak.slice(),
    conceded,
    blockTarget: s.phase >= Phase.Block && s.phase <= Phase.Follow ? s.target : null,
    reacting:
      s.phase === Phase.Dive || s.phase === Phase.Shadow || s.phase === Phase.Quick ? s.react[0]! : null,
    gfi: s.gfi,
    jumped: s.actor >= 0 && (s.used[s.actor]! & Skill.saut) !== 0,
    postMatchGoblin:
      s.phase >= Phase.Injury && s.phase <= Phase.AdvanceChoice && s.careerQueue.length > 0
        ? s.careerQueue[0]!
        : null,
    pending: pendingOf(s),
    outcome: copyOutcome(s.outcome),
    careers: careerReport(s),
    internal: internalOf(s),
  };
}
