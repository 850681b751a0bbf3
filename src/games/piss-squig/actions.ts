/**
 * Inputs of Piss' Squig: the turn's action (D-ACTION) and every sub-decision, as plain JSON objects.
 * Squares are given as board coordinates `x, y` (0..12, (0,0) north-west).
 *
 * The goblin's actions (move, piss, block) act with the goblin whose turn it is and name no goblin, except in
 * four-player mode with `fourPlayerTurns: 'perPlayer'` (PS-R-25), where the player chooses which of his two
 * goblins acts: the action then names it by its index, `goblin` (seat i's figures are goblins 2i and 2i+1):
 * `{ "type": "move", "goblin": 3 }`, `{ "type": "piss", "goblin": 2 }`, `{ "type": "block", "goblin": 3,
 * "target": 5 }`. There it is required; elsewhere it is refused.
 */
import type { SkillName } from './skills.ts';

/** Every decision a side can send. */
export type PSAction =
  | { type: 'move'; goblin?: number } // D-ACTION: Move (a prone goblin stands up first)
  | { type: 'piss'; goblin?: number } // D-ACTION: Piss on the Squig
  | { type: 'block'; target: number; goblin?: number } // D-ACTION: Block the goblin with index `target`
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
