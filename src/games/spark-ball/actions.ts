/**
 * The decisions of a Spark Ball match (section 5.4), as JSON. Players are named by their roster id; points are
 * in inches, pitch coordinates (SB 1.3), any real numbers: `validate` quantises them to the 0.001-in grid.
 */

/** A point in inches. */
export interface Point {
  x: number;
  y: number;
}

/** One player's deployment position (C-1). */
export interface Placement extends Point {
  player: string;
}

export type SBAction =
  /** D-01: the starting Attackers, Defenders and Keeper (SB-TEAM-3). */
  | { type: 'lineup'; players: string[] }
  /** D-02: any roster player as captain (SB-TEAM-9). */
  | { type: 'captain'; player: string }
  /** D-03: the deployment roll-off winner deploys first (true) or second (SB-SETUP-3). */
  | { type: 'deployOrder'; first: boolean }
  /** D-05: the opposing player whose equipment is disabled for the match (SB-EVENT-3, SB-EVENT-9). */
  | { type: 'disableEquipment'; player: string }
  /** D-04: one legal position per on-pitch player (SB-SETUP-4, C-1). */
  | { type: 'deploy'; positions: Placement[] }
  /** D-10: activate a player able to act (SB-PHASE-1). */
  | { type: 'activate'; player: string }
  /** D-10: pass the phase (SB-PHASE-1, SB-R-13). */
  | { type: 'pass' }
  /** D-11: stand up, compulsory first step of a prone player (SB-STATE-4). */
  | { type: 'standUp' }
  /** D-11 + D-12: a Move along waypoints from the current centre (SB-MOVE-2, C-2). */
  | { type: 'move'; path: Point[] }
  /** D-11 + D-13: a Leap to a point (SB-MOVE-4, C-3). */
  | { type: 'leap'; to: Point }
  /** D-11: try to pick up the loose ball (SB-MOVE-5). */
  | { type: 'pickUp' }
  /** D-26 / D-27: spend a team reroll (SB-REROLL-1) or the player's reroll (SB-REROLL-3) on the roll just made, or not. */
  | { type: 'reroll' }
  | { type: 'noReroll' }
  /** D-20 in RW-REBOUND: a player of the reacting coach tries to catch the deviating ball (SB-REACT-10). */
  | { type: 'catchRebound'; player: string; leap: boolean }
  /**
   * D-20 in RW-TACKLE: a player of the reacting coach tackles the mover (SB-REACT-6), with a leap or not, at the
   * interruption point `at`: inches along the declared step from its start (C-5).
   */
  | { type: 'tackle'; player: string; leap: boolean; at: number }
  /** D-20: no reaction. */
  | { type: 'decline' }
  /** D-35: the characteristic a serious injury 3 (MV or AG) or 4 (F or R) takes (SB-INJ-4). */
  | { type: 'loseCharacteristic'; stat: 'mv' | 'ag' | 'f' | 'r' }
  /** D-11: end the activation. */
  | { type: 'end' }
  /** D-36: concede (SB-END-3). */
  | { type: 'concede' };
