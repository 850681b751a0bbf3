/**
 * Spark Ball's dice (SB-GEN-2, sections 1.5 and 1.6): the D3, the scatter die and its direction, the distance
 * dice of a deviation with the match events' extra die (SB-EVENT-11), and roll-offs (SB-GEN-9).
 *
 * A scatter roll is asked for in two parts, because the engine's dice are uniform dice of one size: first the
 * D6s (the scatter face, then the distance dice), then the direction die: '1d8' or '1d12' for the discrete
 * `scatter.directions` variants (θ = (face − 1)·45° or ·30°), '1d360000' for the continuous default (θ = face − 1
 * millidegrees, docs/geometry.md). Both parts make one roll event.
 */
import { discreteAngle } from '../../geometry/index.ts';
import type { SBOptions } from './options.ts';

/** A D3 read from a D6: 1–2 → 1, 3–4 → 2, 5–6 → 3 (SB-GEN-2). */
export function d3(d6: number): number {
  return (d6 + 1) >> 1;
}

/** The scatter face is HIT (faces 1–2 by default, face 1 with `scatter.hitFaces` = 1; SB-R-01). */
export function isHit(face: number, o: SBOptions): boolean {
  return face <= o.scatter.hitFaces;
}

/** The notation of the direction die (SB-R-01, `scatter.directions`). */
export function directionDice(o: SBOptions): string {
  return o.scatter.directions === 'continuous' ? '1d360000' : o.scatter.directions === '8' ? '1d8' : '1d12';
}

/** The direction die's face as an angle in millidegrees, clockwise from +y (SB 1.3). */
export function directionOf(face: number, o: SBOptions): number {
  if (o.scatter.directions === 'continuous') return face - 1;
  return discreteAngle(face - 1, o.scatter.directions === '8' ? 8 : 12);
}

/** The match event adds a distance die to every deviation: 5 Vent magnétique, 9 Gravité importante (SB-EVENT-11). */
export function extraDistanceDie(event: number): boolean {
  return event === 5 || event === 9;
}

/**
 * The distance dice kept after the event's extra die (SB-EVENT-11): under Vent magnétique (5) the lowest die is
 * discarded, under Gravité importante (9) the highest; otherwise all are kept. Returns the index discarded or -1.
 */
export function discarded(dice: readonly number[], event: number): number {
  if (!extraDistanceDie(event) || dice.length < 2) return -1;
  let at = 0;
  for (let i = 1; i < dice.length; i++) {
    if (event === 5 ? dice[i]! < dice[at]! : dice[i]! > dice[at]!) at = i;
  }
  return at;
}

/** The deviation distance in inches: the sum of the kept dice, or their highest on a kick-off HIT (SB-SETUP-6). */
export function deviationInches(dice: readonly number[], event: number, highest: boolean): number {
  const skip = discarded(dice, event);
  let sum = 0;
  let max = 0;
  for (let i = 0; i < dice.length; i++) {
    if (i === skip) continue;
    sum += dice[i]!;
    if (dice[i]! > max) max = dice[i]!;
  }
  return highest ? max : sum;
}

/** A roll-off's result (SB-GEN-9): the winner's seat, or -1 for a tie (rolled again). */
export function rollOffWinner(home: number, away: number): number {
  return home > away ? 0 : away > home ? 1 : -1;
}
