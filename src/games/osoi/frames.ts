/**
 * What the battle waits for: a stack of frames, the top one pending. Decision frames are named after the
 * reference's decision points (DP-xx, section 4.1) and dice frames after its dice steps (DS-xx, section 4.2).
 * Frames are immutable: a step pops or replaces them.
 */
import type { Exchange, Shot } from './shooting.ts';
import type { MovePath } from './movement.ts';
import type { PoolRoll } from './tests.ts';
import type { Melee, MeleeExchange } from './melee.ts';

export type Frame =
  /** DS-ROLLOFF / DS-ROUND-ROLLOFF: `roller`'s 1d6 (seat 0 first, then seat 1; OS-SETUP-3, OS-R-39). */
  | { id: 'DS-ROLLOFF'; roller: number; round: boolean }
  /** DP-04: the roll-off winner picks a deployment zone (SC-1) or a role (SC-2, SC-3). */
  | { id: 'DP-04'; player: number }
  /** DP-05: `player` deploys his next unit (OS-SETUP-5). */
  | { id: 'DP-05'; player: number }
  /** DP-06: the active player picks an unactivated unit (OS-ROUND-3/4). */
  | { id: 'DP-06'; player: number }
  /** DP-07: the allocation of the unit being activated (OS-ACT-2..4). */
  | { id: 'DP-07'; player: number }
  /** DP-08: the next allocated action, or the end of the activation (OS-ACT-6..8). */
  | { id: 'DP-08'; player: number }
  /** DP-15: the owner of a damaged grunt group removes `count` figures, `exposed` first (OS-POOL-5, OS-R-20). */
  | { id: 'DP-15'; player: number; unit: number; count: number; exposed: number[]; rule: string }
  /** DP-14: the owner of a unit holding order dice adds them all to this roll, or none (OS-ABIL-2). */
  | { id: 'DP-14'; player: number; roll: PoolRoll }
  /** A pool roll waiting for its faces (DS-MOVE, DS-SHOOT-ATT, … section 4.2). */
  | { id: 'DS'; roll: PoolRoll }
  /** DP-11: the defending player's dice and choice to return fire or evade, both difficulties shown (OS-SHOOT-5). */
  | { id: 'DP-11'; player: number; shot: Shot }
  /** A shooting exchange under its rolls (never on top when a decision or roll is pending; shooting.ts). */
  | { id: 'SHOT'; exchange: Exchange }
  /** A tested move's declared paths (mm), kept below its DP-14 and DS-MOVE (OS-MOVE-4, section 4.4 Move). */
  | {
      id: 'MOVE';
      unit: number;
      owner: number;
      paths: MovePath[];
      /** OS-GEN-7: a declared move's distance (mm). */ declared?: number;
    }
  /** DP-09: after DS-MOVE, each figure's stop (mm along its path, the last legal point); the owner may stop earlier. */
  | { id: 'DP-09'; player: number; unit: number; paths: MovePath[]; stops: number[]; allowance: number }
  /** DP-13: the defending player's dice against a melee attack, both difficulties shown (OS-MELEE-3). */
  | { id: 'DP-13'; player: number; melee: Melee }
  /** A melee exchange under its rolls (never on top when a decision or roll is pending; melee.ts). */
  | { id: 'MELEE'; exchange: MeleeExchange }
  /** A special action's target (unit or object id), kept below its DP-14 and DS-SPECIAL (special.ts). */
  | { id: 'SPECIAL'; unit: number; kind: string; target: string }
  /** DP-17: the owner of a healed grunt group places up to `count` restored figures near `anchors` (OS-SPECIAL-4). */
  | { id: 'DP-17'; player: number; unit: number; count: number; anchors: number[] }
  /** A shot at scenario object `object` under its DS-SHOOT-ATT (object-shots.ts, OS-SURP-4). */
  | { id: 'OBJECT_SHOT'; object: number }
  /** A melee attack on scenario object `object` under its DS-MELEE-ATT (melee.ts, OS-SURP-4). */
  | { id: 'OBJECT_MELEE'; object: number }
  /** OS-R-05's variant: the acting unit's owner strips `count` dice from its unresolved actions (damage.ts). */
  | { id: 'STRIP_DICE'; player: number; unit: number; count: number };

export type FrameId = Frame['id'];

/** The seat a decision frame waits for, or null for a dice frame. */
export function decider(f: Frame): number | null {
  return 'player' in f ? f.player : null;
}
