/**
 * The Piss action (PS-PISS-1..7) and the D8 scatter of a miss (PS-SCATTER-1/2).
 */
import type { GameEvent } from '../../engine/types.ts';
import { BB_TEMPLATE_DIR, distance, OFF, step } from './board.ts';
import { targetRoll } from './events.ts';
import { makeSlippery, occupant, opposingTZCount } from './pit.ts';
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

/** Total modifier of a piss: range − 1 per standing opposing goblin adjacent to the pisser (PS-PISS-2). */
export function pissModifier(s: PSState, gi: number): number {
  return pissModifiers(s, gi).modifier;
}

/** The range category a piss counts as: one closer with Rocco's Tool (PS-SK-14: longue → courte → éclair). */
export function countedDistance(s: PSState, gi: number): number {
  const g = s.goblins[gi]!;
  const d = distance(g.sq, s.squig);
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
  if (countedDistance(s, gi) !== distance(g.sq, s.squig)) skills.push('PS-SK-14');
  const tz = opposingTZCount(s, g.sq, g.side);
  if (!(g.skills & Skill.nerfsDacier)) modifier -= tz;
  else if (tz > 0) skills.push('PS-SK-13'); // PS-SK-13 Nerfs d'acier: no TZ modifier on his piss rolls
  if (g.skills & Skill.decalottage) {
    modifier += 1; // PS-SK-10 Décalottage: +1 to his piss rolls
    skills.push('PS-SK-10');
  }
  return { modifier, skills };
}

/** Starts the Piss action: ROLL-PISS is requested. */
export function beginPiss(s: PSState, events: GameEvent[]): void {
  const g = s.goblins[s.actor]!;
  const d = distance(g.sq, s.squig);
  const counted = countedDistance(s, s.actor);
  events.push({
    type: 'pissDeclared',
    rule: 'PS-PISS-1',
    goblin: s.actor,
    range: RANGE_NAME[d],
    distance: d,
    ...(counted !== d ? { countsAs: RANGE_NAME[counted], skills: ['PS-SK-14'] } : {}),
  });
  s.phase = Phase.Piss;
  s.reroll = false;
}

/**
 * ROLL-PISS (PS-PISS-2..5, PS-R-08): natural 1 or total ≤ 1 → self-piss (a Piss marker, no scatter);
 * total 4+ → a Point and one more hit on the Squig; otherwise a miss that scatters.
 */
export function applyPiss(s: PSState, faces: number[], events: GameEvent[]): void {
  const gi = s.actor;
  const g = s.goblins[gi]!;
  const face = faces[0]!;
  const { modifier: mod, skills } = pissModifiers(s, gi);
  const total = face + mod;
  const selfPiss = face === 1 || total <= 1;
  const success = !selfPiss && total >= PISS_TARGET;
  const result = selfPiss ? 'selfPiss' : success ? 'hit' : 'miss';
  events.push(
    targetRoll('PS-PISS-2', s.side, '1d6', faces, PISS_TARGET, mod, success, s.reroll, {
      goblin: gi,
      result,
      ...(skills.length > 0 ? { skills } : {}),
    }),
  );
  const wasReroll = s.reroll;
  s.reroll = false;
  if (!success && !wasReroll && g.skills & Skill.prostateDilatee) {
    // PS-SK-3 Prostate dilatée: a failed piss may be rerolled before its consequences (D-REROLL)
    s.blockResult = face;
    s.phase = Phase.PissReroll;
    return;
  }
  pissConsequences(s, selfPiss, success, events);
}

/**
 * D-REROLL for Prostate dilatée (PS-SK-3, PS-R-22, PS-SK-15): the same piss roll again, flagged as a reroll, whose
 * result is final; or the failed result stands. Once per turn: a goblin pisses once per turn and a reroll is final.
 */
export function decidePissReroll(s: PSState, reroll: boolean, events: GameEvent[]): void {
  if (reroll) {
    events.push({ type: 'pissRerollUsed', rule: 'PS-SK-3', goblin: s.actor });
    s.reroll = true;
    s.phase = Phase.Piss;
    return;
  }
  events.push({ type: 'rerollDeclined', rule: 'PS-SK-15', goblin: s.actor });
  const face = s.blockResult;
  s.blockResult = 0;
  pissConsequences(s, face === 1 || face + pissModifier(s, s.actor) <= 1, false, events);
}

/** The consequences of a final piss result (PS-PISS-3..5). */
function pissConsequences(s: PSState, selfPiss: boolean, success: boolean, events: GameEvent[]): void {
  const gi = s.actor;
  const g = s.goblins[gi]!;
  if (selfPiss) {
    g.pissMarkers++;
    events.push({ type: 'selfPiss', rule: 'PS-PISS-3', goblin: gi, pissMarkers: g.pissMarkers });
    endTurn(s, events);
  } else if (success) {
    g.point = true;
    g.pisses++;
    s.hits++;
    events.push({ type: 'pointTaken', rule: 'PS-PISS-4', goblin: gi, hits: s.hits });
    if (s.hits === s.o.furyThreshold) events.push({ type: 'squigFurious', rule: 'PS-FURY-1', hits: s.hits });
    endTurn(s, events);
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
 * ROLL-SCATTER (PS-SCATTER-1/2, PS-R-44): the square next to the Squig towards post k gets a Piss marker on
 * its goblin (any state), or a Slippery marker if empty (one at most); off the board, nothing.
 */
export function applyScatter(s: PSState, faces: number[], events: GameEvent[]): void {
  const k = scatterDirection(s, faces[0]!);
  const square = step(s.squig, k);
  const hit = square === OFF ? -1 : occupant(s, square);
  const result = square === OFF ? 'fence' : hit >= 0 ? 'goblin' : 'slippery';
  events.push({
    type: 'roll',
    rule: 'PS-SCATTER-1',
    player: s.side,
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
  endTurn(s, events);
}
