/**
 * The Piss action (PS-PISS-1..7), Gros vicieux's piss on a goblin (PS-SK-12), the Pisse rapide sub-sequence
 * (PS-SK-8), and the D8 scatter of a miss (PS-SCATTER-1/2).
 */
import type { GameEvent } from '../../engine/types.ts';
import { BB_TEMPLATE_DIR, distance, OFF, step } from './board.ts';
import { targetRoll } from './events.ts';
import { isDown, makeSlippery, occupant, opposingTZCount } from './pit.ts';
import { continueQuick } from './reactions.ts';
import { offerReroll } from './rerolls.ts';
import { Skill } from './skills.ts';
import { Phase, Status, type PSState } from './state.ts';
import { endTurn } from './turn.ts';

/** The success target of every piss (PS-PISS-2). */
export const PISS_TARGET = 4;
/** Range modifiers by distance to the Squig (PS-PISS-1): éclair +1, courte 0, longue −1. Index = distance. */
export const RANGE_MODIFIER = [NaN, 1, 0, -1] as const;
/** Range names by distance, for logs. */
export const RANGE_NAME = ['', 'eclair', 'courte', 'longue'] as const;

/** True when goblin `gi` may take a Piss action now: standing, no Point, Squig within 3 (PS-PISS-1, PS-PISS-6). */
export function canPiss(s: PSState, gi: number): boolean {
  const g = s.goblins[gi]!;
  return g.status === Status.Standing && !g.point && distance(g.sq, s.squig) <= 3;
}

/**
 * Goblins that goblin `gi` may piss on with Gros vicieux (PS-SK-12, PS-R-21): standing or down opponents at
 * distance 3 or less, when he stands and carries no Point; none under the `flavour` variant.
 */
export function viciousTargets(s: PSState, gi: number): number[] {
  const g = s.goblins[gi]!;
  const out: number[] = [];
  if (s.o.grosVicieux !== 'mechanical' || !(g.skills & Skill.grosVicieux)) return out;
  if (g.status !== Status.Standing || g.point) return out;
  s.goblins.forEach((t, ti) => {
    const onBoard = t.sq !== OFF && (t.status === Status.Standing || isDown(t));
    if (t.side !== g.side && onBoard && distance(g.sq, t.sq) <= 3) out.push(ti);
  });
  return out;
}

/** True when goblin `gi` pisses as a Pisse rapide (PS-SK-8): he is not the acting goblin. */
function isQuick(s: PSState, gi: number): boolean {
  return gi !== s.actor;
}

/**
 * The square goblin `gi`'s piss aims at, centre of its scatter: the Gros vicieux target (PS-SK-12), the square the
 * Squig is entering for a Pisse rapide (PS-SK-8), else the Squig.
 */
export function pissCentre(s: PSState, gi: number): number {
  if (isQuick(s, gi)) return s.squigTo;
  return s.pissTarget >= 0 ? s.goblins[s.pissTarget]!.sq : s.squig;
}

/** Total modifier of a piss: range − 1 per standing opposing goblin adjacent to the pisser (PS-PISS-2). */
export function pissModifier(s: PSState, gi: number): number {
  return pissModifiers(s, gi).modifier;
}

/** The distance of the piss: to its centre; a Pisse rapide is always a Pisse éclair (PS-SK-8). */
function pissDistance(s: PSState, gi: number): number {
  return isQuick(s, gi) ? 1 : distance(s.goblins[gi]!.sq, pissCentre(s, gi));
}

/** The range category a piss counts as: one closer with Rocco's Tool (PS-SK-14: longue → courte → éclair). */
export function countedDistance(s: PSState, gi: number): number {
  const g = s.goblins[gi]!;
  const d = pissDistance(s, gi);
  return g.skills & Skill.roccosTool && d > 1 ? d - 1 : d; // PS-SK-14 Rocco's Tool
}

/**
 * The modifier of goblin `gi`'s piss and the skill rules that changed it (PS-PISS-2): range − 1 per standing
 * opposing goblin adjacent (none with Nerfs d'acier, PS-SK-13), the range one category closer with Rocco's
 * Tool (PS-SK-14), + skills: Décalottage +1 (PS-SK-10).
 */
export function pissModifiers(s: PSState, gi: number): { modifier: number; skills: string[] } {
  const g = s.goblins[gi]!;
  const skills: string[] = [];
  let modifier = RANGE_MODIFIER[countedDistance(s, gi)]!;
  if (isQuick(s, gi)) skills.push('PS-SK-8');
  else if (s.pissTarget >= 0) skills.push('PS-SK-12');
  if (countedDistance(s, gi) !== pissDistance(s, gi)) skills.push('PS-SK-14');
  const tz = opposingTZCount(s, g.sq, g.side);
  if (!(g.skills & Skill.nerfsDacier)) modifier -= tz;
  else if (tz > 0) skills.push('PS-SK-13'); // PS-SK-13 Nerfs d'acier: no TZ modifier on his piss rolls
  if (g.skills & Skill.decalottage) {
    modifier += 1; // PS-SK-10 Décalottage: +1 to his piss rolls
    skills.push('PS-SK-10');
  }
  return { modifier, skills };
}

/** Starts the Piss action on the Squig (`target` -1) or, with Gros vicieux, on a goblin: ROLL-PISS is requested. */
export function beginPiss(s: PSState, target: number, events: GameEvent[]): void {
  s.pisser = s.actor;
  s.pissTarget = target;
  const d = pissDistance(s, s.actor);
  const counted = countedDistance(s, s.actor);
  const rocco = counted !== d ? { countsAs: RANGE_NAME[counted], skills: ['PS-SK-14'] } : {};
  if (target >= 0) {
    events.push({
      type: 'viciousPiss',
      rule: 'PS-SK-12',
      goblin: s.actor,
      target,
      range: RANGE_NAME[d],
      distance: d,
      ...rocco,
    });
  } else {
    events.push({
      type: 'pissDeclared',
      rule: 'PS-PISS-1',
      goblin: s.actor,
      range: RANGE_NAME[d],
      distance: d,
      ...rocco,
    });
  }
  s.phase = Phase.Piss;
  s.reroll = false;
}

/**
 * ROLL-PISS (PS-PISS-2..5, PS-R-08): natural 1 or total ≤ 1 → self-piss (a Piss marker, no scatter);
 * total 4+ → a Point and one more hit on the Squig; otherwise a miss that scatters.
 */
export function applyPiss(s: PSState, faces: number[], events: GameEvent[]): void {
  const gi = s.pisser;
  const face = faces[0]!;
  const { modifier: mod, skills } = pissModifiers(s, gi);
  const total = face + mod;
  const selfPiss = face === 1 || total <= 1;
  const success = !selfPiss && total >= PISS_TARGET;
  const result = selfPiss ? 'selfPiss' : success ? 'hit' : 'miss';
  events.push(
    targetRoll('PS-PISS-2', s.goblins[gi]!.side, '1d6', faces, PISS_TARGET, mod, success, s.reroll, {
      goblin: gi,
      ...(s.pissTarget >= 0 && !isQuick(s, gi) ? { target: s.pissTarget } : {}),
      result,
      ...(skills.length > 0 ? { skills } : {}),
    }),
  );
  const wasReroll = s.reroll;
  s.reroll = false;
  // PS-SK-3 Prostate dilatée, PS-SK-4 Pro: a failed piss may be rerolled before its consequences (D-REROLL)
  if (!success && !wasReroll && offerReroll(s, Phase.Piss, face)) return;
  pissConsequences(s, selfPiss, success, events);
}

/** A failed piss die `face` whose reroll was declined or refused by ROLL-PRO: self-piss or miss. */
export function pissStands(s: PSState, face: number, events: GameEvent[]): void {
  pissConsequences(s, face === 1 || face + pissModifier(s, s.pisser) <= 1, false, events);
}

/** After the piss: the turn ends, or the Squig's step goes on after a Pisse rapide. */
function afterPiss(s: PSState, events: GameEvent[]): void {
  if (isQuick(s, s.pisser)) continueQuick(s, events);
  else endTurn(s, events);
}

/**
 * The consequences of a final piss result (PS-PISS-3..5): on the Squig a hit gives a Point; on a goblin
 * (Gros vicieux, PS-SK-12) a Piss marker for him, no Point and no hit.
 */
function pissConsequences(s: PSState, selfPiss: boolean, success: boolean, events: GameEvent[]): void {
  const gi = s.pisser;
  const g = s.goblins[gi]!;
  if (selfPiss) {
    g.pissMarkers++;
    events.push({ type: 'selfPiss', rule: 'PS-PISS-3', goblin: gi, pissMarkers: g.pissMarkers });
    afterPiss(s, events);
  } else if (success && s.pissTarget >= 0 && !isQuick(s, gi)) {
    const t = s.goblins[s.pissTarget]!;
    t.pissMarkers++;
    events.push({
      type: 'pissedOn',
      rule: 'PS-SK-12',
      goblin: gi,
      target: s.pissTarget,
      pissMarkers: t.pissMarkers,
    });
    afterPiss(s, events);
  } else if (success) {
    g.point = true;
    g.pisses++;
    s.hits++;
    events.push({ type: 'pointTaken', rule: 'PS-PISS-4', goblin: gi, hits: s.hits });
    if (s.hits === s.o.furyThreshold) events.push({ type: 'squigFurious', rule: 'PS-FURY-1', hits: s.hits });
    afterPiss(s, events);
  } else {
    events.push({ type: 'missed', rule: 'PS-PISS-5', goblin: gi });
    s.phase = Phase.Scatter;
  }
}

/** The direction k read from a D8 face: posts numbering (PS-R-06) or the Blood Bowl template variant. */
export function scatterDirection(s: PSState, face: number): number {
  return s.o.scatterNumbering === 'posts' ? face : BB_TEMPLATE_DIR[face]!;
}

/**
 * ROLL-SCATTER (PS-SCATTER-1/2, PS-R-44): the square next to the piss's centre (the Squig; PS-SK-8, PS-SK-12:
 * see `pissCentre`) towards post k gets a Piss marker on its goblin (any state), or a Slippery marker if empty
 * (one at most); off the board, nothing; on the Squig's square (its new one for a Pisse rapide), nothing
 * (PS-SK-12, ARB-PS-12).
 */
export function applyScatter(s: PSState, faces: number[], events: GameEvent[]): void {
  const k = scatterDirection(s, faces[0]!);
  const square = step(pissCentre(s, s.pisser), k);
  // ARB-PS-12: a Pisse rapide comes after the Squig's move (ROLL-SQUIG → the Squig moves → D-QUICK), so the
  // Squig's square is the new one and the square it has just left is an ordinary square (Slippery if hit).
  const squigAt = isQuick(s, s.pisser) ? s.squigTo : s.squig;
  const hit = square === OFF ? -1 : occupant(s, square);
  const result = square === OFF ? 'fence' : square === squigAt ? 'squig' : hit >= 0 ? 'goblin' : 'slippery';
  events.push({
    type: 'roll',
    rule: 'PS-SCATTER-1',
    player: s.goblins[s.pisser]!.side,
    dice: 'scatter',
    faces,
    total: faces[0]!,
    result,
    direction: k,
    square,
    reroll: false,
  });
  if (square === OFF) {
    events.push({ type: 'scatterLost', rule: 'PS-SCATTER-2', direction: k });
  } else if (square === squigAt) {
    events.push({ type: 'scatterOnSquig', rule: isQuick(s, s.pisser) ? 'PS-SK-8' : 'PS-SK-12', at: square });
  } else if (hit >= 0) {
    const g = s.goblins[hit]!;
    g.pissMarkers++;
    events.push({
      type: 'pissMarker',
      rule: 'PS-SCATTER-2',
      goblin: hit,
      at: square,
      pissMarkers: g.pissMarkers,
    });
  } else {
    makeSlippery(s, square);
    events.push({ type: 'slippery', rule: 'PS-SLIP-1', at: square });
  }
  afterPiss(s, events);
}
