/**
 * Declared geometry (OS-GEN-7, `cfg.geometryMode = "declared"`): at a real table the players type the facts an
 * action needs instead of the engine measuring them. This module validates those facts and gives them in the
 * state's units; the action modules use them in place of their computations and log both (the declared facts,
 * and the computed ones when the figures have coordinates).
 * Built so far: Shoot (`declared: { distance, los, coverTarget, coverShooter }`) and Melee
 * (`declared: { engaged }`). Move and deployment without coordinates are not built, so setup still refuses the
 * mode (options.ts); docs/osoi.md "Declared geometry" has the rest of the design.
 */
import { err, ok, type Result } from '../../engine/types.ts';
import { MM, type OSState } from './state.ts';

/** The facts of a shot at a real table (OS-TERR-2/3/4): metres in the input, millimetres here. */
export interface DeclaredShot {
  /** Unit distance over the pairs with LOS (OS-TERR-2), mm. */
  distance: number;
  los: boolean;
  /** c(V against U): the target's cover against the shooter, and the shooter's against the target (return fire). */
  coverTarget: number;
  coverShooter: number;
}

/** The facts of a melee attack at a real table: the units are engaged (OS-MELEE-1). */
export interface DeclaredMelee {
  engaged: boolean;
}

/** Whether this battle takes its geometry from the players (OS-GEN-7). */
export const isDeclared = (s: OSState): boolean => s.o.geometryMode === 'declared';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCover = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 4;

/** OS-GEN-7: why the declared facts of a shot are refused, or the facts (distance in mm, on the grid). */
export function declaredShotProblem(raw: unknown): Result<DeclaredShot> {
  const example = 'declared: { distance: 14.5, los: true, coverTarget: 1, coverShooter: 0 }';
  if (
    !isRecord(raw) ||
    typeof raw.distance !== 'number' ||
    !Number.isFinite(raw.distance) ||
    raw.distance < 0 ||
    raw.distance > 1000 ||
    typeof raw.los !== 'boolean' ||
    !isCover(raw.coverTarget) ||
    !isCover(raw.coverShooter)
  ) {
    return err(
      'declared.shoot',
      'OS-GEN-7',
      `Géométrie déclarée : un tir donne la distance en mètres (0 à 1000), la ligne de vue (true/false) et le couvert de la cible et du tireur (entiers 0 à 4), par ex. ${example}.`,
      `Declared geometry: a shot gives the distance in metres (0 to 1000), the line of sight (true/false) and the cover of the target and of the shooter (whole numbers 0 to 4), e.g. ${example}.`,
    );
  }
  return ok({
    distance: Math.round(raw.distance * MM),
    los: raw.los,
    coverTarget: raw.coverTarget,
    coverShooter: raw.coverShooter,
  });
}

/** OS-GEN-7: why the declared facts of a melee attack are refused, or the facts. */
export function declaredMeleeProblem(raw: unknown): Result<DeclaredMelee> {
  if (!isRecord(raw) || typeof raw.engaged !== 'boolean') {
    return err(
      'declared.melee',
      'OS-GEN-7',
      'Géométrie déclarée : une attaque au contact dit si les unités sont engagées, declared: { engaged: true }.',
      'Declared geometry: a melee attack says whether the units are engaged, declared: { engaged: true }.',
    );
  }
  return ok({ engaged: raw.engaged });
}

/** The declared facts in metres, for events. */
export function shotFacts(d: DeclaredShot): Record<string, number | boolean> {
  return { distance: d.distance / MM, los: d.los, coverTarget: d.coverTarget, coverShooter: d.coverShooter };
}
