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
  | {
      type: 'lineup';
      players: string[];
      /** The slot each player fills, in order (his own position unless `lineup.anyPositionFillsSlot`). */
      slots?: ('attacker' | 'defender' | 'keeper')[];
    }
  /** D-02: any roster player as captain (SB-TEAM-9). */
  | { type: 'captain'; player: string }
  /** D-03: the deployment roll-off winner deploys first (true) or second (SB-SETUP-3). */
  | { type: 'deployOrder'; first: boolean }
  /** D-05: the opposing player whose equipment is disabled for the match (SB-EVENT-3, SB-EVENT-9). */
  | { type: 'disableEquipment'; player: string }
  /** D-04: one legal position per on-pitch player (SB-SETUP-4, C-1). */
  | { type: 'deploy'; positions: Placement[] }
  /** D-04 / D-32 under `deploy.alternate`: one player of the line-up not placed yet (SB-R-52, C-1). */
  | ({ type: 'deployOne' } & Placement)
  /** D-10: activate a player able to act (SB-PHASE-1). */
  | { type: 'activate'; player: string }
  /** D-10: pass the phase (SB-PHASE-1, SB-R-13). */
  | { type: 'pass' }
  /** D-10 under `turn.passRequiresPlayer`: pass the phase, spending `player`, who becomes Done (SB-R-13, ARB-SB-72). */
  | { type: 'pass'; player: string }
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
  | { type: 'concede' }
  /** D-11 + D-16: pass the ball to a standing team-mate (SB-PASS-1). */
  | { type: 'passBall'; target: string }
  /** D-20 in RW-PASS-THROW / RW-PASS-RECEIVE: a player of the reacting coach intercepts the pass (SB-REACT-7). */
  | { type: 'interceptPass'; player: string; leap: boolean }
  /** D-24: the receiver leaps to a failed throw deviating 1–2 in, or not (SB-PASS-5). */
  | { type: 'receiverLeap'; leap: boolean }
  /** D-30: the coach of a KO player tries his return (ROLL-KO-RETURN) at a kick-off after a goal (SB-INJ-3), or not. */
  | { type: 'koReturn'; player: string; attempt: boolean }
  /** D-31: an available reserve of the same position takes the vacant slot of the Out player `out`, or none. */
  | { type: 'substitute'; out: string; reserve: string | null }
  /** D-31 under `subs.freeAtKickoff`: a healthy player goes to the reserve and a reserve takes his slot. */
  | { type: 'swap'; out: string; reserve: string }
  /** D-31 under `subs.freeAtKickoff`: no more swaps at this kick-off. */
  | { type: 'endSwaps' }
  /** D-33: the conceding coach's player who holds the ball at the kick-off (SB-KICK-5). */
  | { type: 'giveBall'; player: string }
  /** D-33 under `kickoff.afterGoal` = concedingPlacesAndScatters: the point of his half where the ball is placed before it deviates (SB-R-14, ARB-SB-70). */
  | { type: 'placeBall'; at: Point }
  /** D-34: the conceding coach plays first (true) in the next turn, or second (SB-KICK-6). */
  | { type: 'playFirst'; first: boolean }
  /** D-11 + D-14: charge a standing opponent within 2 in (SB-CHARGE-1). */
  | { type: 'charge'; target: string }
  /** D-11 + D-17: massacre a prone opponent within 2 in (SB-MASSACRE-1). */
  | { type: 'massacre'; target: string }
  /** D-20 in RW-CHARGE: a team-mate of the charged player takes the charge (SB-REACT-9). */
  | { type: 'interceptPlayer'; player: string }
  /** D-21 / D-22: the defence against a charge (SB-CHARGE-5) or against the ball on a shot's path (SB-SHOT-6). */
  | { type: 'defend'; defence: 'dodge' | 'parry' | 'repel' }
  /** D-25: the direction a blocker steps aside in, degrees clockwise from +y (SB-MOVE-7, C-6). */
  | { type: 'stepAside'; angle: number }
  /** D-11 + D-15: shoot at a player (his centre) or at a point of the closed pitch (SB-SHOT-1, C-4). */
  | { type: 'shoot'; target: string }
  | { type: 'shoot'; to: Point }
  /** D-20 in RW-SHOT: a player of the reacting coach intercepts the shot, with a leap or not (SB-REACT-8). */
  | { type: 'interceptShot'; player: string; leap: boolean }
  /** D-23: after a successful Parry, try to catch the ball or let it rest (SB-SHOT-9). */
  | { type: 'parryCatch'; attempt: boolean }
  /** D-28: the order of players tied on a shot path (SB-R-18), all of the tied players. */
  | { type: 'pathOrder'; players: string[] };
