/**
 * The public view of a match. Piss' Squig hides nothing, so every seat and spectators see the same thing.
 */
import { OFF, SQUARES, xOf, yOf } from './board.ts';
import { copyOutcome } from '../../engine/options.ts';
import { pendingOf } from './pending.ts';
import { internalOf } from './rebuild.ts';
import { hasConceded, isSlippery } from './pit.ts';
import { Phase, type PSState } from './state.ts';
import { score } from './turn.ts';
import { skillList, type SkillName } from './skills.ts';
import type { Outcome, Pending } from '../../engine/types.ts';

/** Goblin states by name. */
export const STATUS_NAMES = ['standing', 'prone', 'stunned', 'outside', 'emasculated', 'conceded'] as const;
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
] as const;

/** A square as coordinates, or null off the board. */
export type Square = { x: number; y: number } | null;
function at(q: number): Square {
  return q === OFF ? null : { x: xOf(q), y: yOf(q) };
}

/** What a seat or a spectator sees. */
export interface PSView {
  game: 'piss-squig';
  viewer: number | null;
  round: number;
  maxRounds: number;
  first: number;
  side: number;
  phase: (typeof PHASE_NAMES)[number];
  restricted: boolean;
  actor: number;
  mp: number;
  squig: { x: number; y: number; furious: boolean; hits: number; furyThreshold: number };
  goblins: {
    id: number;
    side: number;
    post: number;
    square: Square;
    status: (typeof STATUS_NAMES)[number];
    point: boolean;
    pissMarkers: number;
    validated: number;
    /** Skills and traits by name (skills.ts), in reference order. */
    skills: SkillName[];
  }[];
  slippery: { x: number; y: number }[];
  scores: number[];
  gnak: number[];
  conceded: number[];
  blockTarget: number | null;
  pending: Pending;
  outcome: Outcome | null;
  /**
   * The whole state as plain JSON (Piss' Squig hides nothing): what bots rebuild a state from
   * (`stateFromView`, rebuild.ts). Internal numbering (squares, phases, bitmasks): boards read the fields above.
   */
  internal: PSState;
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
    viewer,
    round: s.round,
    maxRounds: s.o.maxRounds,
    first: s.first,
    side: s.side,
    phase: PHASE_NAMES[s.phase]!,
    restricted: s.restricted,
    actor: s.actor,
    mp: s.mp,
    squig: {
      x: xOf(s.squig),
      y: yOf(s.squig),
      furious: s.hits >= s.o.furyThreshold,
      hits: s.hits,
      furyThreshold: s.o.furyThreshold,
    },
    goblins: s.goblins.map((g, id) => ({
      id,
      side: g.side,
      post: g.post,
      square: at(g.sq),
      status: STATUS_NAMES[g.status]!,
      point: g.point,
      pissMarkers: g.pissMarkers,
      validated: g.validated,
      skills: skillList(g.skills),
    })),
    slippery,
    scores,
    gnak: s.gnak.slice(),
    conceded,
    blockTarget: s.phase >= Phase.Block && s.phase <= Phase.Follow ? s.target : null,
    pending: pendingOf(s),
    outcome: copyOutcome(s.outcome),
    internal: internalOf(s),
  };
}
