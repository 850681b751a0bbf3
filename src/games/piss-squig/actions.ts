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
  // D-ACTION: Piss on the Squig, or with Gros vicieux on the goblin with index `target` (PS-SK-12)
  | { type: 'piss'; target?: number; goblin?: number }
  | { type: 'block'; target: number; goblin?: number } // D-ACTION: Block the goblin with index `target`
  | { type: 'squig'; x: number; y: number } // D-ACTION / D-SQUIG / D-SQUIG2: designate this neighbour of the Squig
  | { type: 'pass' } // D-ACTION: do nothing
  | { type: 'concede' } // D-ACTION: leave the match (PS-END-5)
  // D-STEP: one square. With no MP left, a Lucidité step (PS-SK-1, ROLL-GFI follows): the legal list marks it
  // `gfi: true`; a client may send it with or without the mark.
  | { type: 'step'; x: number; y: number; gfi?: true }
  | { type: 'jump'; x: number; y: number } // D-STEP: Saut (PS-SK-5) onto this landing square, two squares away
  | { type: 'climb' } // D-STEP: climb out from his own post with a Point
  | { type: 'end' } // D-STEP: end the move
  | { type: 'reroll' } // D-REROLL: use Esquive (a dodge) or Prostate dilatée (a piss)
  | { type: 'pro' } // D-REROLL: use Pro (PS-SK-4): ROLL-PRO, 4+ rerolls
  | { type: 'noReroll' } // D-REROLL: keep the result
  | { type: 'dive' } // D-DIVE: Tacle plongeant (PS-SK-7) by the goblin offered (the view's `reacting`)
  | { type: 'shadow' } // D-SHADOW: Poursuite (PS-SK-2) into the square just vacated
  | { type: 'quickPiss' } // D-QUICK: Pisse rapide (PS-SK-8) at the Squig's step
  | { type: 'decline' } // D-DIVE, D-SHADOW, D-QUICK: let the reaction pass
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
  'jump',
  'climb',
  'end',
  'reroll',
  'pro',
  'noReroll',
  'dive',
  'shadow',
  'quickPiss',
  'decline',
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
