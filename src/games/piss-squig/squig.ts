/**
 * Moving the Squig (PS-SQUIG-1..4): designation, deviation, GNAK! with the sidestep, Gnak markers and fury.
 */
import type { GameEvent } from '../../engine/types.ts';
import { directionTo, isEdge, left, OFF, right, step } from './board.ts';
import { tableRoll, targetRoll } from './events.ts';
import { isFree, occupant, place } from './pit.ts';
import { canBePushed, continuePush, executeChain } from './push.ts';
import { quickPissers } from './reactions.ts';
import { offerReroll } from './rerolls.ts';
import { Skill } from './skills.ts';
import { Phase, PushFor, Status, type PSState } from './state.ts';
import { checkEnd, endTurn } from './turn.ts';

/** The GNAK roll's target (PS-GNAK-1). */
export const GNAK_TARGET = 4;
/** ROLL-SQUIG reading (PS-SQUIG-3): faces 1–2 left, 3–4 designated, 5–6 right. Index = face. */
export const SQUIG_DEVIATION = ['', 'left', 'left', 'designated', 'designated', 'right', 'right'] as const;

/**
 * Squares the Squig may be sent towards (PS-SQUIG-1/2, PS-R-10): its 8 neighbours; on an edge square, only
 * non-edge ones. Variant `functional`: any direction whose three outcomes are on the board.
 */
export function designations(s: PSState): number[] {
  const out: number[] = [];
  const from = s.squig;
  const onEdge = isEdge(from);
  for (let k = 1; k <= 8; k++) {
    const n = step(from, k);
    if (n === OFF) continue;
    if (s.o.squigEdgeRule === 'edge') {
      if (onEdge && isEdge(n)) continue;
    } else if (step(from, left(k)) === OFF || step(from, right(k)) === OFF) continue;
    out.push(n);
  }
  return out;
}

/** Starts a Squig activation; a furious Squig (PS-FURY-1, from the activation after the threshold) gets two steps. */
export function beginSquig(s: PSState, designated: number, events: GameEvent[]): void {
  s.squigStep = 1;
  s.squigFurious = s.hits >= s.o.furyThreshold;
  events.push({ type: 'squigActivated', rule: 'PS-SQUIG-1', side: s.side, furious: s.squigFurious });
  designate(s, designated, events);
}

function designate(s: PSState, designated: number, events: GameEvent[]): void {
  s.designated = designated;
  events.push({ type: 'squigDesignated', rule: 'PS-SQUIG-1', at: designated, step: s.squigStep });
  s.phase = Phase.Squig;
  s.reroll = false;
}

/** The square the Squig reaches for a ROLL-SQUIG face (PS-SQUIG-3, PS-R-41). */
export function deviation(s: PSState, face: number): number {
  const k = directionTo(s.squig, s.designated);
  const d = face <= 2 ? left(k) : face <= 4 ? k : right(k);
  return step(s.squig, d);
}

/**
 * ROLL-SQUIG (PS-SQUIG-3): the Squig moves one square; first the Pisse rapide windows (PS-SK-8, D-QUICK), then a
 * goblin there is bitten (PS-GNAK-1/4).
 */
export function applySquigRoll(s: PSState, faces: number[], events: GameEvent[]): void {
  const to = deviation(s, faces[0]!);
  s.squigTo = to;
  events.push(tableRoll('PS-SQUIG-3', s.side, '1d6', faces, SQUIG_DEVIATION[faces[0]!]!, { to }));
  s.react = quickPissers(s);
  if (s.react.length > 0) s.phase = Phase.Quick;
  else squigArrives(s, events);
}

/** The Squig enters `squigTo`: an empty square, a standing goblin (ROLL-GNAK) or a down one (emasculated). */
export function squigArrives(s: PSState, events: GameEvent[]): void {
  const o = occupant(s, s.squigTo);
  if (o < 0) {
    moveSquig(s, events);
    afterSquigStep(s, events);
  } else if (s.goblins[o]!.status === Status.Standing) {
    s.bitten = o;
    s.phase = Phase.Gnak;
  } else {
    emasculate(s, o, 'PS-GNAK-4', events);
    moveSquig(s, events);
    if (!checkEnd(s, events)) afterSquigStep(s, events);
  }
}

function moveSquig(s: PSState, events: GameEvent[]): void {
  events.push({ type: 'squigMoved', rule: 'PS-SQUIG-3', from: s.squig, to: s.squigTo });
  s.squig = s.squigTo;
}

/**
 * The GNAK roll's modifier and the skill rules behind it (PS-GNAK-1): Squigador +1 (PS-SK-9), Rocco's Tool −1
 * (PS-SK-14).
 */
export function gnakModifier(s: PSState, gi: number): { modifier: number; skills: string[] } {
  const k = s.goblins[gi]!.skills;
  let modifier = 0;
  const skills: string[] = [];
  if (k & Skill.squigador) {
    modifier += 1; // PS-SK-9 Squigador: +1 to his GNAK rolls
    skills.push('PS-SK-9');
  }
  if (k & Skill.roccosTool) {
    modifier -= 1; // PS-SK-14 Rocco's Tool: −1 to his GNAK rolls
    skills.push('PS-SK-14');
  }
  return { modifier, skills };
}

/** ROLL-GNAK (PS-GNAK-1..3): 4+ jumps aside (D-SIDESTEP); failure: emasculated, the Squig takes the square. */
export function applyGnak(s: PSState, faces: number[], events: GameEvent[]): void {
  const gi = s.bitten;
  const g = s.goblins[gi]!;
  const { modifier, skills } = gnakModifier(s, gi);
  const success = faces[0]! + modifier >= GNAK_TARGET;
  events.push(
    targetRoll('PS-GNAK-1', g.side, '1d6', faces, GNAK_TARGET, modifier, success, s.reroll, {
      goblin: gi,
      ...(skills.length > 0 ? { skills } : {}),
    }),
  );
  const wasReroll = s.reroll;
  s.reroll = false;
  if (!success) {
    if (wasReroll || !offerReroll(s, Phase.Gnak, faces[0]!)) gnakFailed(s, events);
    return;
  }
  const options = sidestepOptions(s);
  if (options.length === 0) {
    // PS-R-40's last resort; exhaustive searches found no such position with 8 goblins or fewer.
    events.push({ type: 'squigHeld', rule: 'PS-GNAK-2', goblin: gi });
    afterSquigStep(s, events);
  } else if (options.length === 1) chooseSidestep(s, options[0]!, events);
  else s.phase = Phase.Sidestep;
}

/** A failed GNAK roll: emasculated, the Squig takes the square (PS-GNAK-3). */
export function gnakFailed(s: PSState, events: GameEvent[]): void {
  emasculate(s, s.bitten, 'PS-GNAK-3', events);
  moveSquig(s, events);
  if (!checkEnd(s, events)) afterSquigStep(s, events);
}

/**
 * Squares a goblin who made his GNAK roll may jump to (PS-GNAK-2, PS-R-40): empty neighbours (never the
 * Squig's square); if none, occupied neighbours whose occupant can be chain-pushed.
 */
export function sidestepOptions(s: PSState): number[] {
  const d = s.goblins[s.bitten]!.sq;
  const out: number[] = [];
  for (let k = 1; k <= 8; k++) {
    const n = step(d, k);
    if (isFree(s, n)) out.push(n);
  }
  if (out.length > 0) return out;
  s.pushFor = PushFor.Sidestep;
  s.chain.length = 0;
  s.chain.push(d);
  for (let k = 1; k <= 8; k++) {
    const n = step(d, k);
    if (n !== OFF && n !== s.squig && occupant(s, n) >= 0 && canBePushed(s, n, k)) out.push(n);
  }
  s.chain.length = 0;
  return out;
}

/** D-SIDESTEP: the evader's side picks the square; an occupied one chain-pushes its occupant (PS-PUSH-3). */
export function chooseSidestep(s: PSState, square: number, events: GameEvent[]): void {
  const d = s.goblins[s.bitten]!.sq;
  s.pushFor = PushFor.Sidestep;
  s.pushChooser = s.goblins[s.bitten]!.side;
  s.chain.length = 0;
  s.chain.push(d);
  if (occupant(s, square) < 0) executeChain(s, square, events);
  else {
    s.pushDir = directionTo(d, square);
    s.chain.push(square);
    events.push({ type: 'chainPush', rule: 'PS-PUSH-2', goblin: occupant(s, square), at: square });
    continuePush(s, events);
  }
}

/** After the sidestep chain: the Squig takes the evader's square. */
export function afterSidestep(s: PSState, events: GameEvent[]): void {
  s.bitten = -1;
  moveSquig(s, events);
  afterSquigStep(s, events);
}

/** A furious Squig may take a second step (PS-FURY-2, D-SQUIG2); otherwise the turn ends. */
function afterSquigStep(s: PSState, events: GameEvent[]): void {
  s.bitten = -1;
  if (s.squigFurious && s.squigStep === 1) s.phase = Phase.Squig2;
  else endTurn(s, events);
}

/** D-SQUIG2: designate the second step, or stop (PS-FURY-2). */
export function decideSecondStep(s: PSState, designated: number, events: GameEvent[]): void {
  if (designated === OFF) {
    events.push({ type: 'squigStopped', rule: 'PS-FURY-2' });
    endTurn(s, events);
  } else {
    s.squigStep = 2;
    designate(s, designated, events);
  }
}

/**
 * Emasculation (PS-GNAK-3/4): the goblin leaves the game with the Point he carried (PS-R-43); the activating
 * side wins a Gnak marker if he was an opponent (PS-GNAK-5, PS-R-39; variant `gnakOwnGoblin`).
 */
export function emasculate(s: PSState, gi: number, rule: string, events: GameEvent[]): void {
  const g = s.goblins[gi]!;
  place(s, gi, OFF);
  g.status = Status.Emasculated;
  g.point = false;
  events.push({ type: 'emasculated', rule, goblin: gi, side: g.side });
  if (g.side !== s.side || s.o.gnakOwnGoblin) {
    s.gnak[s.side]!++;
    if (s.actor >= 0) s.goblins[s.actor]!.gnaks++;
    events.push({ type: 'gnak', rule: 'PS-GNAK-5', side: s.side, markers: s.gnak[s.side] });
  }
}
