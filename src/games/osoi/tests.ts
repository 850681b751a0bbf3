/**
 * Tests (OS-TEST-1..8, OS-GEN-3, OS-ABIL-2, section 4.2): a pool roll is one dice step (DS-*) of d6 — the pool
 * dice put into it, plus equipment dice and order dice when at least one pool die is in it (OS-EQ-4) — whose
 * successes are the dice showing 4 or more; the margin is max(0, successes − difficulty). Before a roll with
 * a pool die by a unit holding order dice, its owner decides whether to add them all (DP-14). A step with no
 * dice is skipped and counts 0 successes. Each module resolves its own steps (RESOLVERS in index.ts).
 */
import type { ChanceOutcome, ChanceRequest, GameEvent } from '../../engine/types.ts';
import type { Frame } from './frames.ts';
import { U_ORDER, uget, uset, type OSState } from './state.ts';

/** OS-GEN-3: a die succeeds on 4, 5 or 6. */
export const SUCCESS_FACE = 4;

/** The dice steps of section 4.2 that are pool rolls. */
export type PoolStep =
  'DS-MOVE' | 'DS-SHOOT-ATT' | 'DS-SHOOT-DEF' | 'DS-MELEE-ATT' | 'DS-MELEE-DEF' | 'DS-SPECIAL';

/** A pool roll waiting for its faces (or, at DP-14, for the order-dice decision). */
export interface PoolRoll {
  step: PoolStep;
  /** The rule the roll resolves, for its event. */
  rule: string;
  /** The rolling unit and the seat that rolls it. */
  unit: number;
  roller: number;
  /** Pool dice (counted toward S by the caller) and the dice added on top (equipment, order dice). */
  pool: number;
  extra: number;
  difficulty: number;
}

/** OS-TEST-2: dice showing 4 or more. */
export function successes(faces: readonly number[]): number {
  let n = 0;
  for (const f of faces) if (f >= SUCCESS_FACE) n++;
  return n;
}

/** OS-TEST-4: max(0, successes − difficulty). */
export function margin(succ: number, difficulty: number): number {
  return Math.max(0, succ - difficulty);
}

/**
 * OS-TEST-6: the side with the strictly greater margin wins and deals the difference; equal margins deal
 * nothing. Returns [winner: 0 attacker, 1 defender, −1 none, damage].
 */
export function opposed(attacker: number, defender: number): [number, number] {
  if (attacker > defender) return [0, attacker - defender];
  if (defender > attacker) return [1, defender - attacker];
  return [-1, 0];
}

/** The dice of a roll: pool + extra, the extra only when a pool die is in it (OS-EQ-4, OS-R-15). */
export function diceOf(r: PoolRoll): number {
  return r.pool > 0 ? r.pool + r.extra : 0;
}

/**
 * Starts a pool roll: DP-14 first when the unit holds order dice and a pool die is in the roll; a roll with no
 * dice resolves at once with 0 successes (section 4.2).
 */
export function startRoll(s: OSState, r: PoolRoll, events: GameEvent[], resolve: Resolve): void {
  if (r.pool > 0 && uget(s, r.unit, U_ORDER) > 0) {
    s.stack.push({ id: 'DP-14', player: r.roller, roll: r });
    return;
  }
  pushRoll(s, r, events, resolve);
}

/** DP-14 (OS-ABIL-2): all held order dice join the roll, or none; the unit's held count drops to 0 if used. */
export function decideOrderDice(s: OSState, use: boolean, events: GameEvent[], resolve: Resolve): void {
  const f = s.stack.pop();
  if (f?.id !== 'DP-14') throw new Error('no order dice decision pending');
  const held = uget(s, f.roll.unit, U_ORDER);
  let r = f.roll;
  if (use) {
    uset(s, r.unit, U_ORDER, 0);
    r = { ...r, extra: r.extra + held };
  }
  events.push({
    type: 'orderDice',
    rule: 'OS-ABIL-2',
    unit: s.info[r.unit]!.id,
    used: use,
    dice: use ? held : 0,
  });
  pushRoll(s, r, events, resolve);
}

function pushRoll(s: OSState, r: PoolRoll, events: GameEvent[], resolve: Resolve): void {
  if (diceOf(r) === 0) {
    events.push({ type: 'noDice', rule: 'OS-TEST-7', step: r.step, unit: s.info[r.unit]!.id });
    resolve(s, r, 0, 0, events);
    return;
  }
  s.stack.push({ id: 'DS', roll: r });
}

/** The dice request of a pool roll. */
export function poolRequest(s: OSState, r: PoolRoll): ChanceRequest {
  return {
    rule: r.rule,
    dice: `${diceOf(r)}d6`,
    roller: r.roller,
    target: SUCCESS_FACE,
    label: `os.roll.${r.step}`,
    params: { unit: s.info[r.unit]!.name, pool: r.pool, extra: r.extra, difficulty: r.difficulty },
  };
}

/** Resolves a pool roll's successes and margin (each module's continuation). */
export type Resolve = (
  s: OSState,
  r: PoolRoll,
  successes: number,
  margin: number,
  events: GameEvent[],
) => void;

/** The faces of the pending pool roll: one `roll` event (DESIGN.md's shape), then the step's resolution. */
export function applyPoolFaces(
  s: OSState,
  faces: readonly number[],
  events: GameEvent[],
  resolve: Resolve,
): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'DS' }>;
  const r = f.roll;
  const succ = successes(faces);
  const m = margin(succ, r.difficulty);
  let total = 0;
  for (const x of faces) total += x;
  events.push({
    type: 'roll',
    rule: r.rule,
    step: r.step,
    player: r.roller,
    unit: s.info[r.unit]!.id,
    dice: `${faces.length}d6`,
    faces: faces.slice(),
    target: SUCCESS_FACE,
    total,
    successes: succ,
    difficulty: r.difficulty,
    margin: m,
    success: m >= 1,
    reroll: false,
  });
  resolve(s, r, succ, m, events);
}

const binomials: number[][] = [[1]];
function choose(n: number, k: number): number {
  while (binomials.length <= n) {
    const prev = binomials[binomials.length - 1]!;
    const row = [1];
    for (let i = 1; i < prev.length; i++) row.push(prev[i - 1]! + prev[i]!);
    row.push(1);
    binomials.push(row);
  }
  return binomials[n]![k]!;
}

/**
 * The outcomes of n pool dice, one per number of successes (only the count matters to the rules): k fours
 * and n − k ones, with probability C(n, k) / 2ⁿ (OS-R-10: each die succeeds with probability 1/2).
 */
export function poolOutcomes(n: number): ChanceOutcome[] {
  const out: ChanceOutcome[] = [];
  for (let k = 0; k <= n; k++) {
    const faces: number[] = [];
    for (let i = 0; i < n; i++) faces.push(i < k ? SUCCESS_FACE : 1);
    out.push({ faces, p: choose(n, k) / 2 ** n });
  }
  return out;
}
