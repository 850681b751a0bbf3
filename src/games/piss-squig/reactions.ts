/**
 * Reaction windows of the non-acting sides (reference §4.3): Tacle plongeant (D-DIVE, PS-SK-7), Poursuite
 * (D-SHADOW, PS-SK-2) and Pisse rapide (D-QUICK, PS-SK-8). `s.react` lists the goblins still to be offered the
 * window's reaction, in turn order from the acting side; the side of `s.react[0]` decides.
 */
import type { GameEvent } from '../../engine/types.ts';
import { distance, OFF } from './board.ts';
import { targetRoll } from './events.ts';
import { knockDown, resolveFalls } from './falls.ts';
import { continueMove, DIVE_MODIFIER, DODGE_TARGET, dodgeResult, SLIP_TARGET } from './movement.ts';
import { isFree, isSlippery, place } from './pit.ts';
import { offerReroll } from './rerolls.ts';
import { Skill } from './skills.ts';
import { squigArrives } from './squig.ts';
import { Phase, Status, type Goblin, type PSState } from './state.ts';

/**
 * Goblins of the sides after `side`, in turn order (PS-SETUP-6), that pass `eligible`: friends never react to
 * each other (PS-TURN-6), and the acting side does not react to itself.
 */
export function reactionOrder(
  s: PSState,
  side: number,
  skill: number,
  eligible: (g: Goblin, gi: number) => boolean,
): number[] {
  // Most matches give nobody the skill: answer without the closure calls (this runs after every step).
  let anyone = false;
  for (const g of s.goblins) if ((g.skills & skill) !== 0) anyone = true;
  if (!anyone) return [];
  const out: number[] = [];
  for (let i = 1; i < s.sides; i++) {
    const other = (side + i) % s.sides;
    for (let gi = 0; gi < s.goblins.length; gi++) {
      const g = s.goblins[gi]!;
      if (g.side === other && eligible(g, gi)) out.push(gi);
    }
  }
  return out;
}

/** A standing goblin with skill `skill` not used this turn. */
function ready(s: PSState, g: Goblin, gi: number, skill: number): boolean {
  return g.status === Status.Standing && (g.skills & skill) !== 0 && (s.used[gi]! & skill) === 0;
}

// --- Tacle plongeant (PS-SK-7, PS-R-35) ---

/** Standing opponents with Tacle plongeant, unused this turn, whose TZ holds the dodge's origin square. */
export function diversOf(s: PSState): number[] {
  return reactionOrder(
    s,
    s.goblins[s.actor]!.side,
    Skill.taclePlongeant,
    (g, gi) => ready(s, g, gi, Skill.taclePlongeant) && distance(g.sq, s.from) === 1,
  );
}

/**
 * D-DIVE: the diver is laid prone in his own square, no armour roll, and the dodge takes −2, rerolls included;
 * at most one dive per dodge. Declined by everyone: the dodge die is read as it is.
 */
export function decideDive(s: PSState, dive: boolean, events: GameEvent[]): void {
  const gi = s.react.shift()!;
  const face = s.failedFace;
  if (dive) {
    s.react.length = 0;
    s.used[gi]! |= Skill.taclePlongeant;
    s.goblins[gi]!.status = Status.Prone;
    s.dodgeMod = DIVE_MODIFIER;
    const total = face + DIVE_MODIFIER;
    events.push({
      type: 'dived',
      rule: 'PS-SK-7',
      goblin: gi,
      mover: s.actor,
      at: s.goblins[gi]!.sq,
      modifier: DIVE_MODIFIER,
      total,
      success: total >= DODGE_TARGET,
    });
  } else events.push({ type: 'reactionDeclined', rule: 'PS-SK-7', goblin: gi });
  if (s.react.length > 0) return;
  s.failedFace = 0;
  dodgeResult(s, face, false, events);
}

// --- Poursuite (PS-SK-2, PS-R-26) ---

/** Standing opponents with Poursuite, unused this turn, next to the square `v` the mover left, if it is empty. */
function shadowersOf(s: PSState, v: number): number[] {
  if (!isFree(s, v)) return [];
  return reactionOrder(
    s,
    s.goblins[s.actor]!.side,
    Skill.poursuite,
    (g, gi) => ready(s, g, gi, Skill.poursuite) && distance(g.sq, v) === 1,
  );
}

/**
 * After a step (or jump) is resolved, whatever its result, and any armour roll: the Poursuite window for the
 * square it vacated (D-SHADOW); with no shadower, or none left, the Move goes on (or the turn ends).
 */
export function openShadow(s: PSState, events: GameEvent[]): void {
  if (s.vacated !== OFF) {
    s.react = shadowersOf(s, s.vacated);
    if (s.react.length > 0) {
      s.phase = Phase.Shadow;
      return;
    }
    s.vacated = OFF;
  }
  continueMove(s, events);
}

/**
 * D-SHADOW: the first to accept takes the vacated square (no MP, no dodge, no climb), after a slippery test if
 * he leaves a Slippery square; a decline passes the window to the next shadower.
 */
export function decideShadow(s: PSState, take: boolean, events: GameEvent[]): void {
  const gi = s.react.shift()!;
  if (!take) {
    events.push({ type: 'reactionDeclined', rule: 'PS-SK-2', goblin: gi });
    if (s.react.length === 0) {
      s.vacated = OFF;
      continueMove(s, events);
    }
    return;
  }
  s.react.length = 0;
  s.used[gi]! |= Skill.poursuite;
  s.shadower = gi;
  events.push({ type: 'shadowDeclared', rule: 'PS-SK-2', goblin: gi, to: s.vacated });
  if (isSlippery(s, s.goblins[gi]!.sq)) {
    s.phase = Phase.ShadowSlip;
    s.reroll = false;
  } else shadowMove(s, events);
}

function shadowMove(s: PSState, events: GameEvent[]): void {
  const gi = s.shadower;
  const from = s.goblins[gi]!.sq;
  place(s, gi, s.vacated);
  events.push({ type: 'shadowed', rule: 'PS-SK-2', goblin: gi, from, to: s.vacated });
  s.vacated = OFF;
  continueMove(s, events);
}

/** ROLL-SLIP for the shadower (PS-SLIP-2): 2+; failure: he falls in his square and the Poursuite is cancelled. */
export function applyShadowSlip(s: PSState, faces: number[], events: GameEvent[]): void {
  const face = faces[0]!;
  const gi = s.shadower;
  const success = face >= SLIP_TARGET;
  events.push(
    targetRoll('PS-SLIP-2', s.goblins[gi]!.side, '1d6', faces, SLIP_TARGET, 0, success, s.reroll, {
      goblin: gi,
    }),
  );
  const wasReroll = s.reroll;
  s.reroll = false;
  if (success) shadowMove(s, events);
  else if (wasReroll || !offerReroll(s, Phase.ShadowSlip, face)) shadowSlipFailed(s, events);
}

/** The shadower falls on his slippery square (armour by the mover's side); the mover's action goes on. */
export function shadowSlipFailed(s: PSState, events: GameEvent[]): void {
  s.vacated = OFF;
  knockDown(s, s.shadower, 'PS-SLIP-2', s.side, events);
  resolveFalls(s, events);
}

// --- Pisse rapide (PS-SK-8, PS-R-36) ---

/**
 * Goblins who may piss at the Squig's step: standing, no Point, Pisse rapide unused this activation, the step
 * ending in his square or entering his TZ from outside it.
 */
export function quickPissers(s: PSState): number[] {
  return reactionOrder(s, s.side, Skill.pisseRapide, (g, gi) => {
    if (!ready(s, g, gi, Skill.pisseRapide) || g.point) return false;
    const d = distance(g.sq, s.squigTo);
    return d === 0 || (d === 1 && distance(g.sq, s.squig) > 1);
  });
}

/** D-QUICK: a Pisse éclair before any GNAK roll (the piss sub-sequence), or decline; then the next in turn. */
export function decideQuick(s: PSState, piss: boolean, events: GameEvent[]): void {
  const gi = s.react.shift()!;
  if (!piss) {
    events.push({ type: 'reactionDeclined', rule: 'PS-SK-8', goblin: gi });
    continueQuick(s, events);
    return;
  }
  s.used[gi]! |= Skill.pisseRapide;
  s.pisser = gi;
  s.pissTarget = -1;
  events.push({ type: 'quickPiss', rule: 'PS-SK-8', goblin: gi, range: 'eclair' });
  s.phase = Phase.Piss;
  s.reroll = false;
}

/** After a quick piss or a decline: the next eligible goblin, else the Squig arrives in its square. */
export function continueQuick(s: PSState, events: GameEvent[]): void {
  s.pisser = -1;
  s.react = s.react.filter((gi) => {
    const g = s.goblins[gi]!;
    return g.status === Status.Standing && !g.point;
  });
  if (s.react.length > 0) s.phase = Phase.Quick;
  else squigArrives(s, events);
}
