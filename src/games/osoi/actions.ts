/**
 * The inputs of OSOI (section 4.1). Points are metres in inputs and views; the state keeps millimetres.
 * Units are named by id ('A1' … for the side of seat 0, 'B1' … for seat 1), figures by `unit.k` ('A4.2').
 */
export interface Point {
  x: number;
  y: number;
}

/** OS-R-04's variant (`allocationMode = "incremental"`): the dice an action declares as it is chosen. */
export interface Declared {
  dice?: number;
  specialKind?: string;
}

export type OSAction =
  /** DP-18: concede (OS-END-4). */
  | { type: 'concede' }
  /** DP-04 (SC-1): the roll-off winner's deployment zone (OS-SETUP-4). */
  | { type: 'chooseZone'; zone: 'south' | 'north' }
  /** DP-05: one unit and the centre of each of its figures (OS-SETUP-5). */
  | {
      type: 'deploy';
      unit: string;
      positions: Point[];
      /** OS-GEN-7: on the table, no positions. */ declared?: true;
    }
  /** DP-06: the unit to activate. */
  | { type: 'activate'; unit: string }
  /** DP-07: the allocation (OS-ACT-2): dice per action, and the special action when `special` > 0. */
  | {
      type: 'allocate';
      move: number;
      shoot: number;
      melee: number;
      special: number;
      specialKind?: string;
      /** OS-R-08's variant (`specialActionsPerActivation` > 1): several special actions, instead of special. */
      specials?: { kind: string; dice: number }[];
    }
  /** DP-08: end the activation, forfeiting the unresolved actions (OS-ACT-8). */
  | { type: 'end' }
  /** DP-14: add all held order dice to the coming roll, or none (OS-ABIL-2). */
  | { type: 'orderDice'; use: boolean }
  /** DP-15: the figures removed from a damaged grunt group. */
  | { type: 'casualties'; figures: string[] }
  /** DP-08 (DP-10): resolve the Shoot action at this enemy unit (OS-SHOOT-1). */
  | ({ type: 'shoot'; target: string; declared?: Record<string, number | boolean> } & Declared)
  /** DP-11: the defender's pool dice, and whether it returns fire or evades (OS-SHOOT-5). */
  | { type: 'defend'; dice: number; returnFire: boolean }
  /** DP-08 Move (OS-MOVE-2, section 4.3): waypoints in metres after each moving figure's centre; others stay. */
  | ({
      type: 'move';
      paths: Record<string, Point[]>;
      translate?: undefined;
      /** OS-GEN-7: metres moved and the test's difficulty (0: automatic). */
      declared?: { distance: number; difficulty: number };
    } & Declared)
  /**
   * DP-08 Move, 4.3's `translate` form: every figure of the unit in a straight line by this vector (metres). Kept
   * as given (the candidates of `legal` use it: one small object instead of a path per figure).
   */
  | ({ type: 'move'; translate: Point; paths?: undefined; declared?: undefined } & Declared)
  /** DP-09: earlier stops after a tested move, in metres along each figure's path (OS-MOVE-4); {} for none. */
  | { type: 'stop'; at: Record<string, number> }
  /** DP-08 (DP-12): resolve the Melee action against this engaged enemy unit (OS-MELEE-1). */
  | ({ type: 'melee'; target: string; declared?: { engaged: boolean } } & Declared)
  /** DP-08 (DP-12): resolve the Melee action against this engaged scenario object, unopposed (OS-SURP-4). */
  | ({ type: 'melee'; object: string; declared?: { engaged: boolean } } & Declared)
  /** DP-13: the defender's pool dice against a melee attack (OS-MELEE-3). */
  | { type: 'defendMelee'; dice: number }
  /**
   * DP-08 (DP-16): resolve the allocated special action on this unit or object (OS-SPECIAL-1..7); `kind` says
   * which one when several are allocated (OS-R-08's variant); `declared` carries the typed facts (OS-GEN-7).
   */
  | ({
      type: 'special';
      target?: string;
      kind?: string;
      declared?: Record<string, number | boolean>;
    } & Declared)
  /** DP-17: the centres (metres) of the healed group's restored figures, at most the healed count (OS-SPECIAL-4). */
  | { type: 'restore'; positions: Point[] }
  /** OS-R-05's variant (`woundsStripCommittedDice`): dice stripped from each unresolved action, `count` in all. */
  | { type: 'stripDice'; from: Partial<Record<'move' | 'shoot' | 'melee' | 'special', number>> }
  /** DP-04 (SC-2, SC-3): the roll-off winner's role, 0 (ambusher / attacker) or 1 (ambushed / defender). */
  | { type: 'chooseRole'; role: 0 | 1 };

export type ActionType = OSAction['type'];
