/**
 * Shooting at scenario objects (OS-SURP-4, OS-SHOOT-4, OS-R-34), through shooting.ts's extension points: an
 * object the unit's side may attack, in LOS of one of its figures and within its maximum range, joins the Shoot
 * targets as `{ type: 'shoot', target: 'CRATE' }`. The shot is always unopposed: one DS-SHOOT-ATT roll at
 * band + max(0, max(object's cover, terrain cover) − Marksman) + conditions; the margin is the damage.
 * With declared geometry (ARB-OS-100) any intact object the role may attack is named with the shot's declared
 * facts: LOS yes, the distance within the maximum range, `coverTarget` as the terrain cover.
 */
import { comparePointPolygonDist, pointInPolygon, segmentTouchesPolygon } from '../../geometry/index.ts';
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import { segmentClear } from './geometry.ts';
import { declaredShotProblem, isDeclared, shotFacts, type DeclaredShot } from './declared.ts';
import { damageObject, objectHealth, objectIndex } from './objects.ts';
import { resolveRoll } from './resolvers.ts';
import { markDone, roleOf } from './round.ts';
import { rangeBand, rangedWeapon, shootingConditions, withinMaxRange } from './shooting.ts';
import { EPS, F_X, F_Y, fget, figuresOf, G_SHOOT, G_UNIT, MM, type OSState } from './state.ts';
import { startRoll, type PoolRoll } from './tests.ts';

/** Object i's centre and radius in millimetres. */
function disc(s: OSState, i: number): [number, number, number] {
  const ob = s.scenario.objects[i]!;
  return [Math.round(ob.x * MM), Math.round(ob.y * MM), Math.round(ob.radius * MM)];
}

/** Figures of u that see object i's centre (OS-TERR-3), with their edge distance to it (mm). */
function seeing(s: OSState, u: number, i: number): { f: number; d: number }[] {
  const [ox, oy, or] = disc(s, i);
  const r = s.info[u]!.radius;
  const out: { f: number; d: number }[] = [];
  for (const f of figuresOf(s, u)) {
    const x = fget(s, f, F_X);
    const y = fget(s, f, F_Y);
    if (!segmentClear(s, x, y, ox, oy)) continue;
    out.push({ f, d: Math.max(0, Math.hypot(x - ox, y - oy) - r - or) });
  }
  return out;
}

/** OS-TERR-4 for an object: the terrain cover of object i against figure f (same test as cover.ts's figureCover). */
function terrainCover(s: OSState, f: number, i: number): number {
  const [ox, oy, or] = disc(s, i);
  const sx = fget(s, f, F_X);
  const sy = fget(s, f, F_Y);
  let best = 0;
  for (const feature of s.map.features) {
    if (feature.cover <= best) continue;
    const poly = feature.poly;
    if (
      pointInPolygon(ox, oy, poly, EPS) ||
      (segmentTouchesPolygon(sx, sy, ox, oy, poly, EPS) &&
        !pointInPolygon(sx, sy, poly, EPS) &&
        comparePointPolygonDist(ox, oy, poly, or + MM + EPS) <= 0)
    ) {
      best = feature.cover;
    }
  }
  return best;
}

/** The objects unit u may shoot at: intact, attackable by its role, seen, within the maximum range. */
export function objectTargets(s: OSState, u: number): number[] {
  const weapon = u >= 0 ? rangedWeapon(s, u) : null;
  if (!weapon) return [];
  const role = roleOf(s, s.info[u]!.side);
  const out: number[] = [];
  const declared = isDeclared(s);
  s.scenario.objects.forEach((ob, i) => {
    if (objectHealth(s, i) <= 0 || !ob.attackableBy.includes(role)) return;
    // ARB-OS-100: at a real table the players declare sight and distance.
    if (declared) return void out.push(i);
    const seen = seeing(s, u, i);
    if (seen.length === 0) return;
    const d = Math.min(...seen.map((x) => x.d));
    const k = s.o.maxRangeMultiple;
    if (k === null || d <= k * weapon.range! * MM + EPS) out.push(i);
  });
  return out;
}

/** DP-08 `shoot` at an object id: its index and, with declared geometry, the facts; or why it is refused. */
export function objectShotProblem(
  s: OSState,
  id: string,
  declaredInput?: unknown,
): Result<{ object: number; declared?: DeclaredShot }> {
  const u = s.w[G_UNIT]!;
  const i = objectIndex(s, id);
  const ob = s.scenario.objects[i]!;
  if (!objectTargets(s, u).includes(i)) {
    return err(
      'shoot.object',
      'OS-SURP-4',
      `${ob.fr} (${ob.id}) n'est pas une cible pour ${s.info[u]!.id} : il faut qu'il soit intact, que votre rôle puisse l'attaquer, qu'une figurine le voie et qu'il soit à portée.`,
      `${ob.en} (${ob.id}) is not a target for ${s.info[u]!.id}: it must be intact, attackable by your role, seen by a figure and within range.`,
    );
  }
  if (!isDeclared(s)) return ok({ object: i });
  // ARB-OS-100: the facts typed at the table, checked as a unit's (ARB-OS-87).
  const d = declaredShotProblem(declaredInput);
  if (!d.ok) return d;
  if (!d.value.los) {
    return err(
      'shoot.los',
      'OS-TERR-3',
      `Sans ligne de vue déclarée, ${s.info[u]!.id} ne peut pas tirer sur ${ob.fr} (${ob.id}) (los: true pour tirer).`,
      `With no declared line of sight, ${s.info[u]!.id} cannot shoot at ${ob.en} (${ob.id}) (los: true to shoot).`,
    );
  }
  const range = rangedWeapon(s, u)!.range!;
  if (!withinMaxRange(s, d.value.distance, range * MM)) {
    return err(
      'shoot.range',
      'OS-R-28',
      `${ob.fr} (${ob.id}) est déclaré à ${d.value.distance / MM} m, au-delà de la portée maximale (${s.o.maxRangeMultiple} × ${range} m).`,
      `${ob.en} (${ob.id}) is declared ${d.value.distance / MM} m away, beyond the maximum range (${s.o.maxRangeMultiple} × ${range} m).`,
    );
  }
  return ok({ object: i, declared: d.value });
}

/** DP-08 `shoot` at object i (validated): the action is resolved; one unopposed attack roll. */
export function declareObjectShot(
  s: OSState,
  player: number,
  i: number,
  events: GameEvent[],
  declaredInput?: unknown,
): void {
  const u = s.w[G_UNIT]!;
  markDone(s, 'shoot');
  const ob = s.scenario.objects[i]!;
  const weapon = rangedWeapon(s, u)!;
  const parsed = declaredInput === undefined ? null : declaredShotProblem(declaredInput);
  const declared = parsed?.ok ? parsed.value : undefined;
  const seen = declared ? [] : seeing(s, u, i);
  const distance = declared ? declared.distance : Math.min(...seen.map((x) => x.d));
  const band = rangeBand(distance, weapon.range! * MM);
  // OS-TERR-5 for one target: its least cover over the figures that see it; then the highest of it and its own.
  const terrain = declared ? declared.coverTarget : Math.min(...seen.map((x) => terrainCover(s, x.f, i)));
  const cover = Math.max(ob.cover, terrain);
  const marksman = s.info[u]!.abilities.includes('AB_MARKSMAN') ? 1 : 0;
  const coverTerm = Math.max(0, cover - marksman);
  const conditions = shootingConditions(s, u);
  const difficulty = band + coverTerm + conditions;
  events.push({
    type: 'shot',
    rule: 'OS-SURP-4',
    player,
    unit: s.info[u]!.id,
    object: ob.id,
    distance: distance / MM,
    band,
    cover,
    coverTerm,
    conditions,
    difficulty,
    surprised: false,
    ...(declared ? { declared: shotFacts(declared) } : {}),
  });
  s.stack.push({ id: 'OBJECT_SHOT', object: i });
  const roll: PoolRoll = {
    step: 'DS-SHOOT-ATT',
    rule: 'OS-SHOOT-4',
    unit: u,
    roller: s.info[u]!.side,
    pool: s.w[G_SHOOT]!,
    extra: weapon.dice,
    difficulty,
  };
  startRoll(s, roll, events, resolveRoll);
}

/** DS-SHOOT-ATT at an object (OS-SHOOT-4, OS-SURP-4): unopposed, the margin is the damage. */
export function resolveObjectShot(s: OSState, margin: number, events: GameEvent[]): void {
  const f = s.stack.pop();
  if (f?.id !== 'OBJECT_SHOT') throw new Error('no object shot pending');
  const ob = s.scenario.objects[f.object]!;
  const u = s.w[G_UNIT]!;
  events.push({
    type: 'shotResult',
    rule: 'OS-SURP-4',
    unit: s.info[u]!.id,
    object: ob.id,
    attackerMargin: margin,
    damage: Math.max(0, margin),
  });
  if (margin > 0) damageObject(s, f.object, margin, events);
}
