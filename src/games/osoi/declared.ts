/**
 * Declared geometry (OS-GEN-7, `cfg.geometryMode = "declared"`): at a real table the players type the facts an
 * action needs instead of the engine measuring them. This module validates those facts and gives them in the
 * state's units; the action modules use them in place of their computations and log both (the declared facts,
 * and the computed ones when the figures have coordinates).
 * Inputs: Shoot (`declared: { distance, los, coverTarget, coverShooter }`), Melee (`declared: { engaged }`),
 * Move (`declared: { distance, difficulty }`), Special (`declared: { distance, los }` for HEAL/ORDER,
 * `{ engaged }` for a scenario action) and deployment "on the table" (`declared: true`, no positions).
 * A figure without coordinates keeps the sentinel `UNPLACED` in F_X and F_Y (ARB-OS-88); nothing measures it.
 */
import { err, ok, type Result } from '../../engine/types.ts';
import { F_X, fget, figuresOf, MM, type OSState } from './state.ts';

/** ARB-OS-88: the coordinate a figure without a position keeps (far outside any table; never measured). */
export const UNPLACED = -1_000_000_000;

/** Whether every figure of unit u on the table has coordinates (true for a unit with no figure left). */
export function placed(s: OSState, u: number): boolean {
  return figuresOf(s, u).every((f) => fget(s, f, F_X) !== UNPLACED);
}

/** The facts of a move at a real table (OS-MOVE-1/4): the distance moved (mm) and the difficulty (0: automatic). */
export interface DeclaredMove {
  distance: number;
  difficulty: number;
}

/** The facts of a special action at a real table: the distance (mm) and LOS (OS-SPECIAL-3/5), engaged (OS-SPECIAL-7). */
export interface DeclaredSpecial {
  distance?: number;
  los?: boolean;
  engaged?: boolean;
}

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

/**
 * OS-GEN-7 Move: the distance in metres (0 to 2 m per Move die, + ε) and the difficulty of the test (an integer
 * 0 to 6; absent or 0: an automatic move). `dice` is the unit's Move dice.
 */
export function declaredMoveProblem(raw: unknown, dice: number): Result<DeclaredMove> {
  const most = dice * 2;
  const example = 'declared: { distance: 4, difficulty: 1 }';
  if (
    !isRecord(raw) ||
    typeof raw.distance !== 'number' ||
    !Number.isFinite(raw.distance) ||
    raw.distance < 0
  ) {
    return err(
      'declared.move',
      'OS-GEN-7',
      `Géométrie déclarée : un déplacement donne la distance parcourue en mètres (0 à ${most}) et la difficulté du test s'il y en a un (entier 0 à 6, 0 ou absente : automatique), par ex. ${example}.`,
      `Declared geometry: a move gives the distance moved in metres (0 to ${most}) and the test's difficulty if there is one (whole number 0 to 6, 0 or absent: automatic), e.g. ${example}.`,
    );
  }
  const difficulty = raw.difficulty ?? 0;
  if (typeof difficulty !== 'number' || !Number.isInteger(difficulty) || difficulty < 0 || difficulty > 6) {
    return err(
      'declared.move.difficulty',
      'OS-TERR-6',
      `Géométrie déclarée : la difficulté du déplacement est un entier de 0 (automatique) à 6 ; reçu ${JSON.stringify(difficulty)}.`,
      `Declared geometry: the move's difficulty is a whole number from 0 (automatic) to 6; got ${JSON.stringify(difficulty)}.`,
    );
  }
  const distance = Math.round(raw.distance * MM);
  if (distance > most * MM + EPS_MM) {
    return err(
      'declared.move.distance',
      'OS-MOVE-1',
      `Avec ${dice} dé(s) de Déplacement, l'unité se déplace d'au plus ${most} m ; déclaré ${raw.distance} m.`,
      `With ${dice} Move dice the unit moves at most ${most} m; declared ${raw.distance} m.`,
    );
  }
  return ok({ distance, difficulty });
}

/** ε on the millimetre grid (OS-GEN-8): a declared length this close to a limit is at the limit. */
const EPS_MM = 0.001;

/**
 * OS-GEN-7 Special: HEAL and ORDER give the unit distance in metres (ORDER also the LOS); a scenario action
 * gives `engaged`. REGENERATE (on itself) needs nothing. `self`: HEAL on the medic's own unit needs no distance.
 */
export function declaredSpecialProblem(raw: unknown, kind: string, self: boolean): Result<DeclaredSpecial> {
  if (kind === 'REGENERATE' || (kind === 'HEAL' && self && raw === undefined)) return ok({});
  if (kind === 'HEAL' || kind === 'ORDER') {
    const order = kind === 'ORDER';
    const example = order ? 'declared: { distance: 8, los: true }' : 'declared: { distance: 0.5 }';
    if (
      !isRecord(raw) ||
      typeof raw.distance !== 'number' ||
      !Number.isFinite(raw.distance) ||
      raw.distance < 0 ||
      raw.distance > 1000 ||
      (order && typeof raw.los !== 'boolean')
    ) {
      return err(
        'declared.special',
        'OS-GEN-7',
        `Géométrie déclarée : ${kind} donne la distance à la cible en mètres (0 à 1000)${order ? ' et la ligne de vue (true/false)' : ''}, par ex. ${example}.`,
        `Declared geometry: ${kind} gives the distance to the target in metres (0 to 1000)${order ? ' and the line of sight (true/false)' : ''}, e.g. ${example}.`,
      );
    }
    return ok({ distance: Math.round(raw.distance * MM), ...(order ? { los: raw.los as boolean } : {}) });
  }
  if (!isRecord(raw) || typeof raw.engaged !== 'boolean') {
    return err(
      'declared.special',
      'OS-GEN-7',
      `Géométrie déclarée : ${kind} dit si l'unité est engagée avec l'objet, declared: { engaged: true }.`,
      `Declared geometry: ${kind} says whether the unit is engaged with the object, declared: { engaged: true }.`,
    );
  }
  return ok({ engaged: raw.engaged });
}

/** Declared special facts in metres, for events. */
export function specialFacts(d: DeclaredSpecial): Record<string, number | boolean> {
  return {
    ...(d.distance !== undefined ? { distance: d.distance / MM } : {}),
    ...(d.los !== undefined ? { los: d.los } : {}),
    ...(d.engaged !== undefined ? { engaged: d.engaged } : {}),
  };
}
