/**
 * Inputs of Piss' Squig: the turn's action (D-ACTION) and every sub-decision, as plain JSON objects.
 * Squares are given as board coordinates `x, y` (0..12, (0,0) north-west).
 */
import type { SkillName } from './skills.ts';

/** Every decision a side can send. */
export type PSAction =
  | { type: 'move' } // D-ACTION: Move (a prone goblin stands up first)
  | { type: 'piss' } // D-ACTION: Piss on the Squig
  | { type: 'block'; target: number } // D-ACTION: Block the goblin with this index
  | { type: 'squig'; x: number; y: number } // D-ACTION / D-SQUIG / D-SQUIG2: designate this neighbour of the Squig
  | { type: 'pass' } // D-ACTION: do nothing
  | { type: 'concede' } // D-ACTION: leave the match (PS-END-5)
  | { type: 'step'; x: number; y: number } // D-STEP: one square
  | { type: 'climb' } // D-STEP: climb out from his own post with a Point
  | { type: 'end' } // D-STEP: end the move
  | { type: 'reroll' } // D-REROLL: use Esquive
  | { type: 'noReroll' } // D-REROLL: keep the failure
  | { type: 'push'; x: number; y: number } // D-PUSH
  | { type: 'follow' } // D-FOLLOW
  | { type: 'stay' } // D-FOLLOW
  | { type: 'enter'; x: number; y: number } // D-ENTRY
  | { type: 'sidestep'; x: number; y: number } // D-SIDESTEP
  | { type: 'stop' } // D-SQUIG2: the furious Squig stops after one step
  // careers (post-match, PS-CAMP-4/7)
  | { type: 'care' } // D-CARE: pay the care now
  | { type: 'retire' } // D-CARE: do not pay; the career is over
  | { type: 'advance'; skill: SkillName }; // D-ADVANCE: learn this skill or trait

/** Action types, for messages. */
export const ACTION_TYPES = [
  'move',
  'piss',
  'block',
  'squig',
  'pass',
  'concede',
  'step',
  'climb',
  'end',
  'reroll',
  'noReroll',
  'push',
  'follow',
  'stay',
  'enter',
  'sidestep',
  'stop',
  'care',
  'retire',
  'advance',
] as const;
