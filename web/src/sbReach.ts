/**
 * The tackle halos drawn while a player moves (SB-REACT-2, SB-REACT-3, SB-REACT-5, SB-REACT-6): around each
 * opponent who may still tackle this phase, the area where the mover's centre comes within his reach. Reach is
 * measured edge to edge, so the halo's radius is the tackler's radius + 2 in (+1 Réflexes, +1 the captain's
 * Instinct) + the mover's radius; a leap adds L (an outer ring). Drawn from the view alone, as a guide: the
 * server decides who is offered the reaction.
 */
import type { SBPlayerView, SBView } from '../../src/games/spark-ball/view.ts';

/** Base tackle reach, edge to edge (SB-REACT-3). */
export const TACKLE_REACH = 2;

export interface Halo {
  player: string;
  x: number;
  y: number;
  /** Radius for the mover's centre without a leap, and with one. */
  r: number;
  leapR: number;
}

/** Goal zone: `width` wide centred on x = 6.5, `depth` deep from the side's goal line (SB-R-07). */
export function inOwnGoalZone(
  p: SBPlayerView,
  zone: { width: number; depth: number; shape?: 'rect' | 'semicircle' },
): boolean {
  const e = 0.001;
  if (zone.shape === 'semicircle') {
    // The half-disc of radius `depth` on the mouth's midpoint (SB-R-07 variant).
    const dy = p.side === 0 ? p.y : 21 - p.y;
    return Math.hypot(p.x - 6.5, dy) <= zone.depth + e;
  }
  const inX = Math.abs(p.x - 6.5) <= zone.width / 2 + e;
  const inY = p.side === 0 ? p.y <= zone.depth + e : p.y >= 21 - zone.depth - e;
  return inX && inY;
}

/** L (SB-MOVE-4): 2 in, 1 with Massif, +1 with a working EQ-3. */
export function leapOf(p: SBPlayerView): number {
  const base = p.abilities.includes('massif') ? 1 : 2;
  return base + (p.equipment === 'EQ-3' && !p.equipmentDisabled ? 1 : 0);
}

/**
 * The players of `side` who may make a regular reaction now (SB-REACT-2, -3, -5): standing, not Done nor
 * stunned, a keeper only in his own goal zone; with their reach edge to edge (2 in, +1 Réflexes, +1 the
 * captain's Instinct) and L. None once the side's reaction of the phase is used.
 */
export function reactors(
  view: SBView,
  side: number,
  zone: { width: number; depth: number; shape?: 'rect' | 'semicircle' },
): { p: SBPlayerView; reach: number; leap: number }[] {
  if (view.reactionUsed[side]) return [];
  const instinct = view.traits[side] === 'instinct';
  const out: { p: SBPlayerView; reach: number; leap: number }[] = [];
  for (const p of view.players) {
    if (p.side !== side || p.where !== 'pitch' || p.done || p.prone) continue;
    if (p.stunnedThroughTurn > 0 && view.turn <= p.stunnedThroughTurn) continue;
    if (p.position === 'keeper' && !inOwnGoalZone(p, zone)) continue;
    let reach = TACKLE_REACH;
    if (p.abilities.includes('reflexes')) reach += 1;
    if (p.captain && instinct) reach += 1;
    out.push({ p, reach, leap: leapOf(p) });
  }
  return out;
}

/** The halos of the opponents of the activated player who may tackle him now (none outside an activation). */
export function tackleHalos(
  view: SBView,
  zone: { width: number; depth: number; shape?: 'rect' | 'semicircle' },
): Halo[] {
  const a = view.activation;
  if (!a || view.active < 0) return [];
  const mover = view.players.find((p) => p.id === a.player);
  if (!mover) return [];
  const reacting = 1 - view.active;
  // One regular reaction per phase (SB-REACT-2).
  if (view.reactionUsed[reacting]) return [];
  const instinct = view.traits[reacting] === 'instinct';
  const halos: Halo[] = [];
  for (const p of view.players) {
    if (p.side !== reacting || p.where !== 'pitch' || p.done || p.prone) continue;
    if (p.stunnedThroughTurn > 0 && view.turn <= p.stunnedThroughTurn) continue;
    if (p.position === 'keeper' && !inOwnGoalZone(p, zone)) continue;
    let reach = TACKLE_REACH;
    if (p.abilities.includes('reflexes')) reach += 1;
    if (p.captain && instinct) reach += 1;
    // SB-R-03 `measure.mode` = centre: the reach is measured from the centres (no base radii).
    const r = view.measure === 'centre' ? reach : p.radius + reach + mover.radius;
    halos.push({ player: p.id, x: p.x, y: p.y, r, leapR: r + leapOf(p) });
  }
  return halos;
}
