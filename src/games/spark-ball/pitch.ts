/**
 * Areas of the pitch in quanta (SB 1.3): goal zones (SB-R-07), deployment areas (SB-R-52), legal base
 * positions (SB 1.4). Every test takes the tolerance ε (one quantum).
 */
import { discInRect } from '../../geometry/index.ts';
import { EPS, HOME, PER_INCH, PITCH, type SBState } from './state.ts';

/** A side's goal zone: `goalZone.width` wide, centred on x = 6.5, `goalZone.depth` deep from its goal line. */
export function goalZone(
  s: SBState,
  side: number,
): { minX: number; maxX: number; minY: number; maxY: number } {
  const half = (s.o.goalZone.width * PER_INCH) / 2;
  const depth = s.o.goalZone.depth * PER_INCH;
  const minX = Math.round(6500 - half);
  const maxX = Math.round(6500 + half);
  return side === HOME
    ? { minX, maxX, minY: 0, maxY: depth }
    : { minX, maxX, minY: PITCH.maxY - depth, maxY: PITCH.maxY };
}

/** The centre (x, y) is in `side`'s goal zone (closed rectangle, within ε). */
export function inGoalZone(s: SBState, side: number, x: number, y: number): boolean {
  const z = goalZone(s, side);
  return x >= z.minX - EPS && x <= z.maxX + EPS && y >= z.minY - EPS && y <= z.maxY + EPS;
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
