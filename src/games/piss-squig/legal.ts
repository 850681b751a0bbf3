/**
 * Who must decide now, and the legal list of each decision (section 4.1 of the reference).
 */
import { OFF, xOf, yOf, step } from './board.ts';
import type { PSAction } from './actions.ts';
import { blockTargets } from './block.ts';
import { canClimb, gfiLeft, jumpSquares } from './movement.ts';
import { canPiss, viciousTargets } from './piss.ts';
import { advanceChoices } from './postmatch.ts';
import { esquiveAvailable, proAvailable, prostateAvailable, rolledBy } from './rerolls.ts';
import { isFree } from './pit.ts';
import { pushOptions } from './push.ts';
import { designations, sidestepOptions } from './squig.ts';
import { Phase, Status, type PSState } from './state.ts';
import { entrySquares, freeGoblins } from './turn.ts';
import { perPlayer } from './modes.ts';

/** The side that must decide now, or -1 when a roll is pending or the match is over. */
export function decider(s: PSState): number {
  switch (s.phase) {
    case Phase.Entry:
    case Phase.Action:
    case Phase.Step:
    case Phase.DodgeReroll:
    case Phase.Follow:
    case Phase.Squig2:
      return s.side;
    case Phase.PissReroll:
    case Phase.ProReroll:
      return s.goblins[rolledBy(s, s.rerollOf)]!.side;
    case Phase.Dive:
    case Phase.Shadow:
    case Phase.Quick:
      return s.goblins[s.react[0]!]!.side;
    case Phase.Push:
      return s.pushChooser;
    case Phase.Sidestep:
      return s.goblins[s.bitten]!.side;
    case Phase.Care:
    case Phase.AdvanceChoice:
      return s.goblins[s.careerQueue[0]!]!.side;
    default:
      return -1;
  }
}

function squareAction<T extends 'squig' | 'step' | 'jump' | 'push' | 'enter' | 'sidestep'>(
  type: T,
  square: number,
) {
  return { type, x: xOf(square), y: yOf(square) };
}

/** The legal decisions of `player` now (empty when it is not his to decide). */
export function legalActions(s: PSState, player: number): PSAction[] {
  if (decider(s) !== player) return [];
  const out: PSAction[] = [];
  switch (s.phase) {
    case Phase.Entry: {
      for (const q of entrySquares(s, s.goblins[s.actor]!.post)) out.push(squareAction('enter', q));
      break;
    }
    case Phase.Action: {
      // PS-TURN-1/2: a restricted turn only allows the Squig, Pass or Concede.
      // PS-R-25 perPlayer: each goblin that upkeep spared may act, and the action names it
      if (!s.restricted) {
        if (perPlayer(s)) {
          for (const gi of freeGoblins(s, s.side)) {
            const g = s.goblins[gi]!;
            if (g.status === Status.Standing || g.status === Status.Prone)
              out.push({ type: 'move', goblin: gi });
            if (canPiss(s, gi)) out.push({ type: 'piss', goblin: gi });
            for (const t of viciousTargets(s, gi)) out.push({ type: 'piss', goblin: gi, target: t });
            for (const t of blockTargets(s, gi)) out.push({ type: 'block', goblin: gi, target: t });
          }
        } else {
          // the hot path of every simulation: literals, no spread
          const gi = s.actor;
          const g = s.goblins[gi]!;
          if (g.status === Status.Standing || g.status === Status.Prone) out.push({ type: 'move' });
          if (canPiss(s, gi)) out.push({ type: 'piss' });
          for (const t of viciousTargets(s, gi)) out.push({ type: 'piss', target: t });
          for (const t of blockTargets(s, gi)) out.push({ type: 'block', target: t });
        }
      }
      for (const q of designations(s)) out.push(squareAction('squig', q));
      out.push({ type: 'pass' }, { type: 'concede' });
      break;
    }
    case Phase.Step: {
      const from = s.goblins[s.actor]!.sq;
      // With no MP left, a Lucidité step (PS-SK-1) is marked `gfi: true`.
      const gfi = s.mp < 1 && gfiLeft(s, s.actor) > 0;
      if (s.mp >= 1 || gfi) {
        for (let k = 1; k <= 8; k++) {
          const n = step(from, k);
          if (isFree(s, n))
            out.push(gfi ? { ...squareAction('step', n), gfi: true } : squareAction('step', n));
        }
      }
      for (const q of jumpSquares(s, s.actor)) out.push(squareAction('jump', q));
      if (canClimb(s, s.actor)) out.push({ type: 'climb' });
      out.push({ type: 'end' });
      break;
    }
    case Phase.DodgeReroll:
    case Phase.PissReroll:
    case Phase.ProReroll: {
      const other =
        s.phase === Phase.DodgeReroll
          ? esquiveAvailable(s)
          : s.phase === Phase.PissReroll && prostateAvailable(s);
      if (other) out.push({ type: 'reroll' });
      if (proAvailable(s, rolledBy(s, s.rerollOf))) out.push({ type: 'pro' });
      out.push({ type: 'noReroll' });
      break;
    }
    case Phase.Dive:
      out.push({ type: 'dive' }, { type: 'decline' });
      break;
    case Phase.Shadow:
      out.push({ type: 'shadow' }, { type: 'decline' });
      break;
    case Phase.Quick:
      out.push({ type: 'quickPiss' }, { type: 'decline' });
      break;
    case Phase.Push:
      for (const q of pushOptions(s)) out.push(squareAction('push', q));
      break;
    case Phase.Follow:
      out.push({ type: 'follow' }, { type: 'stay' });
      break;
    case Phase.Sidestep:
      for (const q of sidestepOptions(s)) out.push(squareAction('sidestep', q));
      break;
    case Phase.Squig2:
      for (const q of designations(s)) out.push(squareAction('squig', q));
      out.push({ type: 'stop' });
      break;
    case Phase.Care:
      out.push({ type: 'care' }, { type: 'retire' });
      break;
    case Phase.AdvanceChoice:
      for (const skill of advanceChoices(s, s.careerQueue[0]!, s.advanceDouble))
        out.push({ type: 'advance', skill });
      break;
  }
  return out;
}

/** True when two actions are the same decision. */
export function sameAction(
  a: PSAction,
  b: { type: string; x?: unknown; y?: unknown; target?: unknown; skill?: unknown; goblin?: unknown },
): boolean {
  if (a.type !== b.type) return false;
  if ('goblin' in a && a.goblin !== b.goblin) return false;
  if ('skill' in a) return a.skill === b.skill;
  if ('x' in a) return a.x === b.x && a.y === b.y;
  if (a.type === 'piss') return a.target === b.target; // the Squig (no target) or a goblin (PS-SK-12)
  if ('target' in a) return a.target === b.target;
  return true;
}

/** The square of a coordinate action, or OFF. */
export function squareOf(a: { x?: unknown; y?: unknown }): number {
  const { x, y } = a;
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isInteger(x) || !Number.isInteger(y))
    return OFF;
  if (x < 0 || y < 0 || x > 12 || y > 12) return OFF;
  return y * 13 + x;
}
