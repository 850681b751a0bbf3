/**
 * Areas of the pitch in quanta (SB 1.3): goal zones (SB-R-07), deployment areas (SB-R-52), legal base
 * positions (SB 1.4). Every test takes the tolerance ε (one quantum).
 */
import { compareDist, compareSegmentDist, discInRect, type Zone } from '../../geometry/index.ts';
import { EPS, HOME, PER_INCH, PITCH, type SBState } from './state.ts';

/**
 * A side's goal zone as a rectangle: `goalZone.width` wide, centred on x = 6.5, `goalZone.depth` deep from
 * its goal line; for `goalZone.shape` = semicircle (SB-R-07), the box around the half-disc (see `goalZoneDisc`).
 */
export function goalZone(
  s: SBState,
  side: number,
): { minX: number; maxX: number; minY: number; maxY: number } {
  const depth = s.o.goalZone.depth * PER_INCH;
  const half = s.o.goalZone.shape === 'semicircle' ? depth : (s.o.goalZone.width * PER_INCH) / 2;
  const minX = Math.round(6500 - half);
  const maxX = Math.round(6500 + half);
  return side === HOME
    ? { minX, maxX, minY: 0, maxY: depth }
    : { minX, maxX, minY: PITCH.maxY - depth, maxY: PITCH.maxY };
}

/**
 * The semicircular goal zone (SB-R-07 `goalZone.shape` = semicircle): the disc of radius `depth` centred on the
 * mouth's midpoint (6.5, 0) or (6.5, 21), the pitch cutting it in half; null for the rectangle. `width` does
 * not apply to it (ARB-SB-61).
 */
export function goalZoneDisc(s: SBState, side: number): Zone | null {
  if (s.o.goalZone.shape !== 'semicircle') return null;
  return { x: 6500, y: side === HOME ? 0 : PITCH.maxY, r: s.o.goalZone.depth * PER_INCH };
}

/** The centre (x, y) is in `side`'s goal zone (closed rectangle or half-disc, within ε). */
export function inGoalZone(s: SBState, side: number, x: number, y: number): boolean {
  if (s.o.goalZone.shape === 'semicircle') {
    // The pitch holds every centre, so the disc's half beyond the goal line never matters.
    return compareDist(x, y, 6500, side === HOME ? 0 : PITCH.maxY, s.o.goalZone.depth * PER_INCH + EPS) <= 0;
  }
  const z = goalZone(s, side);
  return x >= z.minX - EPS && x <= z.maxX + EPS && y >= z.minY - EPS && y <= z.maxY + EPS;
}

/** The keeper p's own semicircular zone, the disc his placements must stay in (SB-REACT-5); else null. */
export function keeperDisc(s: SBState, p: number): Zone | null {
  const info = s.info[p]!;
  return info.position === 'keeper' ? goalZoneDisc(s, info.side) : null;
}

/**
 * `goalZone.excludeOthers` (SB-R-07, ARB-SB-62): whether `side`'s goal zone is closed to player p (every zone but
 * a keeper's own).
 */
function closedTo(s: SBState, p: number, side: number): boolean {
  const info = s.info[p]!;
  return !(info.position === 'keeper' && info.side === side);
}

/** The centre (x, y) is inside `side`'s goal zone by more than ε: its boundary is not inside (ARB-SB-62). */
function deepInZone(s: SBState, side: number, x: number, y: number): boolean {
  if (s.o.goalZone.shape === 'semicircle') {
    return compareDist(x, y, 6500, side === HOME ? 0 : PITCH.maxY, s.o.goalZone.depth * PER_INCH - EPS) < 0;
  }
  const z = goalZone(s, side);
  return x > z.minX + EPS && x < z.maxX - EPS && y > z.minY + EPS && y < z.maxY - EPS;
}

/**
 * Under `goalZone.excludeOthers`: the side whose goal zone the centre (x, y) of player p would be inside
 * (closed to him), or −1 (always −1 without the variant).
 */
export function closedZoneAt(s: SBState, p: number, x: number, y: number): number {
  if (!s.o.goalZone.excludeOthers) return -1;
  for (let side = 0; side < 2; side++) if (closedTo(s, p, side) && deepInZone(s, side, x, y)) return side;
  return -1;
}

/**
 * Under `goalZone.excludeOthers`: the side whose closed goal zone p's step A→B enters, or −1. A step that
 * starts inside a zone (a push put him there, ARB-SB-63) only has to end outside it.
 */
export function closedZoneOnStep(
  s: SBState,
  p: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  if (!s.o.goalZone.excludeOthers) return -1;
  for (let side = 0; side < 2; side++) {
    if (!closedTo(s, p, side)) continue;
    if (deepInZone(s, side, bx, by)) return side;
    if (deepInZone(s, side, ax, ay)) continue;
    if (s.o.goalZone.shape === 'semicircle') {
      const d = s.o.goalZone.depth * PER_INCH - EPS;
      if (compareSegmentDist(6500, side === HOME ? 0 : PITCH.maxY, ax, ay, bx, by, d) < 0) return side;
    } else if (segmentCrossesBox(goalZone(s, side), ax, ay, bx, by)) return side;
  }
  return -1;
}

/** The segment A→B meets the open box shrunk by ε (Liang–Barsky; its end points are outside it). */
function segmentCrossesBox(
  z: { minX: number; maxX: number; minY: number; maxY: number },
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 4; k++) {
    const pp = k === 0 ? -dx : k === 1 ? dx : k === 2 ? -dy : dy;
    const qq =
      k === 0
        ? ax - (z.minX + EPS)
        : k === 1
          ? z.maxX - EPS - ax
          : k === 2
            ? ay - (z.minY + EPS)
            : z.maxY - EPS - ay;
    if (pp === 0) {
      if (qq <= 0) return false;
      continue;
    }
    const t = qq / pp;
    if (pp < 0) lo = Math.max(lo, t);
    else hi = Math.min(hi, t);
  }
  return lo < hi;
}

/**
 * Under `goalZone.excludeOthers`, the goal zones closed to p for the nearest-legal-point rule (SB 5.5): a
 * semicircle goes into `obstacles` as a disc (x, y, radius), a rectangle into the returned `avoid` list.
 */
export function closedZonesFor(s: SBState, p: number, obstacles: number[]): number[] | null {
  if (!s.o.goalZone.excludeOthers) return null;
  const avoid: number[] = [];
  for (let side = 0; side < 2; side++) {
    if (!closedTo(s, p, side)) continue;
    const disc = goalZoneDisc(s, side);
    if (disc !== null) obstacles.push(disc.x, disc.y, disc.r);
    else {
      const z = goalZone(s, side);
      avoid.push(z.minX, z.minY, z.maxX, z.maxY);
    }
  }
  return avoid.length > 0 ? avoid : null;
}

/** The name of `side`'s goal zone, for refusals. */
export function zoneName(side: number): { fr: string; en: string } {
  return side === HOME
    ? { fr: 'la zone de but Domicile', en: 'the Home goal zone' }
    : { fr: 'la zone de but Extérieur', en: 'the Away goal zone' };
}

/**
 * How far the centre (x, y) is inside `side`'s goal zone, in quanta (to its nearest boundary point on the
 * pitch), for refusals.
 */
export function depthInZone(s: SBState, side: number, x: number, y: number): number {
  if (s.o.goalZone.shape === 'semicircle') {
    const dx = x - 6500;
    const dy = y - (side === HOME ? 0 : PITCH.maxY);
    return Math.round(s.o.goalZone.depth * PER_INCH - Math.sqrt(dx * dx + dy * dy));
  }
  const z = goalZone(s, side);
  const inner = side === HOME ? z.maxY - y : y - z.minY;
  return Math.min(x - z.minX, z.maxX - x, inner);
}

/** `side`'s goal zone in words (SB-R-07): its rectangle, or the half-disc's centre and radius. */
export function zoneExtent(s: SBState, side: number): { fr: string; en: string } {
  const z = goalZone(s, side);
  const y = side === HOME ? 0 : 21;
  if (s.o.goalZone.shape === 'semicircle') {
    const r = inches(z.maxY - z.minY);
    return {
      fr: `centre à ${r.replace('.', ',')} ps au plus de (6,5 ; ${y})`,
      en: `centre within ${r} in of (6.5, ${y})`,
    };
  }
  const [x0, x1, y0, y1] = [z.minX, z.maxX, z.minY, z.maxY].map(inches);
  return {
    fr: `${x0} ≤ x ≤ ${x1}, ${y0} ≤ y ≤ ${y1}`.replaceAll('.', ','),
    en: `${x0} ≤ x ≤ ${x1}, ${y0} ≤ y ≤ ${y1}`,
  };
}

/** How distances are measured (SB-R-03 `measure.mode`), for refusals. */
export function measureWords(s: SBState): { fr: string; en: string } {
  return s.o.measure.mode === 'centre'
    ? { fr: 'de centre à centre', en: 'centre to centre' }
    : { fr: 'bord à bord', en: 'edge to edge' };
}

/** The whole base is on the pitch (SB 1.4): `r ≤ x ≤ 13 − r`, `r ≤ y ≤ 21 − r`, within ε. */
export function baseOnPitch(x: number, y: number, r: number): boolean {
  return discInRect(x, y, r, PITCH.minX, PITCH.minY, PITCH.maxX, PITCH.maxY, EPS);
}

/** Deployment area (SB-R-52): Home centres at y ≤ 9.5, Away at y ≥ 11.5. */
export function inDeploymentArea(side: number, y: number): boolean {
  return side === HOME ? y <= 9500 + EPS : y >= 11500 - EPS;
}

/** `deploy.strictPositions` (SB-R-52): Defenders within 7 in of their own goal line; Attackers beyond it. */
export function inStrictArea(side: number, position: string, y: number): boolean {
  const fromOwnLine = side === HOME ? y : PITCH.maxY - y;
  if (position === 'defender') return fromOwnLine <= 7000 + EPS;
  if (position === 'attacker') return fromOwnLine >= 7000 - EPS;
  return true;
}

/** Inches with up to 3 decimals, for messages. */
export function inches(q: number): string {
  return String(Math.round(q) / PER_INCH);
}
