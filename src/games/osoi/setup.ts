/**
 * Before the first round (OS-SETUP-3..5, OS-R-40, OS-R-41): the roll-off for first player, the winner's choice
 * of zone (SC-1), and alternate deployment one unit at a time.
 */
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import { quantise } from '../../geometry/index.ts';
import type { Point } from './actions.ts';
import { baseOnTable, basesOverlap, coherencyComponents, impassableAt } from './geometry.ts';
import {
  F_ALIVE,
  F_X,
  F_Y,
  fget,
  fset,
  G_FIRST,
  G_ROLLOFF0,
  G_SOUTH,
  MM,
  U_DEPLOYED,
  uget,
  unitsOf,
  uset,
  type OSState,
} from './state.ts';
import { startRound } from './round.ts';
import { isDeclared, UNPLACED } from './declared.ts';
import { nextScenarioDeployment, scenarioBands, scenarioPlacementProblem } from './scenario-setup.ts';

const SIDE = ['A', 'B'];

/** OS-SETUP-3: seat `roller`'s roll-off die; a tie repeats the step (OS-R-40). */
export function applyRollOff(s: OSState, roller: number, face: number, events: GameEvent[]): void {
  s.stack.pop();
  events.push({
    type: 'roll',
    rule: 'OS-SETUP-3',
    player: roller,
    dice: '1d6',
    faces: [face],
    total: face,
    reroll: false,
  });
  if (roller === 0) {
    s.w[G_ROLLOFF0] = face;
    s.stack.push({ id: 'DS-ROLLOFF', roller: 1, round: false });
    return;
  }
  const first = s.w[G_ROLLOFF0]!;
  s.w[G_ROLLOFF0] = 0;
  if (first === face) {
    events.push({ type: 'rollOffTie', rule: 'OS-R-40', face });
    s.stack.push({ id: 'DS-ROLLOFF', roller: 0, round: false });
    return;
  }
  const winner = first > face ? 0 : 1;
  s.w[G_FIRST] = winner;
  events.push({ type: 'firstPlayer', rule: 'OS-SETUP-3', player: winner });
  s.stack.push({ id: 'DP-04', player: winner });
}

/** OS-SETUP-4: the first player's zone; the other player takes the other one. Deployment follows. */
export function chooseZone(s: OSState, player: number, zone: 'south' | 'north', events: GameEvent[]): void {
  s.stack.pop();
  s.w[G_SOUTH] = zone === 'south' ? player : 1 - player;
  events.push({ type: 'zoneChosen', rule: 'OS-SETUP-4', player, zone });
  nextDeployment(s, deploymentStarter(s), events);
}

/** OS-R-41: who deploys first (the second player by default). */
function deploymentStarter(s: OSState): number {
  const first = s.w[G_FIRST]!;
  return s.o.deploymentOrder === 'alternateFirstFirst' ? first : 1 - first;
}

/** Units of `side` not deployed yet. */
export function undeployed(s: OSState, side: number): number[] {
  return unitsOf(s, side).filter((u) => uget(s, u, U_DEPLOYED) === 0);
}

/**
 * OS-SETUP-5: `player` deploys next if he has a unit left, else the other player; when both are done, the
 * first round starts. `allThenAll` lets one side deploy everything before the other.
 */
function nextDeployment(s: OSState, player: number, events: GameEvent[]): void {
  for (const p of [player, 1 - player]) {
    if (undeployed(s, p).length > 0) {
      s.stack.push({ id: 'DP-05', player: p });
      return;
    }
  }
  events.push({ type: 'deployed', rule: 'OS-SETUP-5' });
  startRound(s, events);
}

/**
 * The deployment zone of `side` as [minY, maxY] in millimetres (OS-SETUP-4: strips `deploymentDepth` deep);
 * with a scenario's deployment (SC-2, SC-3), its first band.
 */
export function zoneOf(s: OSState, side: number): [number, number] {
  const bands = scenarioBands(s, side);
  if (bands) return bands[0]!;
  const depth = Math.round(s.o.deploymentDepth * MM);
  return s.w[G_SOUTH] === side ? [0, depth] : [s.map.depth - depth, s.map.depth];
}

/** A position as the player gave it, for the messages (built only when a refusal is reported). */
export const pointText = (p: Point): string => `(${p.x}, ${p.y})`;

/** OS-SETUP-5: why this deployment of `unit` is refused, or null. */
export function deployProblem(
  s: OSState,
  player: number,
  u: number,
  positions: readonly Point[],
): Result<null> {
  const info = s.info[u]!;
  if (info.side !== player || uget(s, u, U_DEPLOYED) === 1) {
    const left = undeployed(s, player).map((v) => s.info[v]!.id);
    return err(
      'deploy.unit',
      'OS-SETUP-5',
      `L'unité ${info.id} n'est pas une de vos unités à déployer ; à déployer : ${left.join(', ')}.`,
      `Unit ${info.id} is not one of your units left to deploy; left to deploy: ${left.join(', ')}.`,
    );
  }
  // OS-GEN-7 (ARB-OS-88): placed "on the table" without positions; zones and overlaps are the players' business.
  if (positions.length === 0 && isDeclared(s)) return ok(null);
  if (positions.length !== info.figures) {
    return err(
      'deploy.count',
      'OS-SETUP-5',
      `${info.name} (${info.id}) a ${info.figures} figurine(s) ; ${positions.length} position(s) données.`,
      `${info.name} (${info.id}) has ${info.figures} figure(s); ${positions.length} position(s) given.`,
    );
  }
  const bands = scenarioBands(s, player) ?? [zoneOf(s, player)];
  const r = info.radius;
  const placed: number[] = [];
  for (let k = 0; k < positions.length; k++) {
    const x = quantise(positions[k]!.x, MM);
    const y = quantise(positions[k]!.y, MM);
    let inZone = false;
    for (const [minY, maxY] of bands) if (y >= minY && y <= maxY) inZone = true;
    if (!inZone) {
      const at = pointText(positions[k]!);
      const fr = bands.map(([a, b]) => `y de ${a / MM} à ${b / MM} m`).join(' ou ');
      const en = bands.map(([a, b]) => `y from ${a / MM} to ${b / MM} m`).join(' or ');
      return err(
        'deploy.zone',
        'OS-SETUP-5',
        `La figurine ${k + 1} de ${info.id} en ${at} est hors de votre zone (${fr}).`,
        `Figure ${k + 1} of ${info.id} at ${at} is outside your zone (${en}).`,
      );
    }
    if (!baseOnTable(s, x, y, r)) {
      const at = pointText(positions[k]!);
      return err(
        'deploy.table',
        'OS-SETUP-5',
        `La figurine ${k + 1} de ${info.id} en ${at} dépasse du bord de la table (${s.map.width / MM} × ${s.map.depth / MM} m, socle de ${r / MM} m).`,
        `Figure ${k + 1} of ${info.id} at ${at} hangs over the table's edge (${s.map.width / MM} × ${s.map.depth / MM} m, base ${r / MM} m).`,
      );
    }
    const terrain = impassableAt(s, x, y, r);
    if (terrain !== null) {
      const at = pointText(positions[k]!);
      return err(
        'deploy.terrain',
        'OS-SETUP-5',
        `La figurine ${k + 1} de ${info.id} en ${at} empiète sur ${terrain}, infranchissable.`,
        `Figure ${k + 1} of ${info.id} at ${at} overlaps ${terrain}, which is impassable.`,
      );
    }
    for (let j = 0; j < placed.length; j += 2) {
      if (basesOverlap(x, y, r, placed[j]!, placed[j + 1]!, r)) {
        return err(
          'deploy.overlap',
          'OS-SETUP-5',
          `Les figurines ${j / 2 + 1} et ${k + 1} de ${info.id} se chevauchent.`,
          `Figures ${j / 2 + 1} and ${k + 1} of ${info.id} overlap.`,
        );
      }
    }
    for (let g = 0; g < s.figureUnit.length; g++) {
      if (fget(s, g, F_ALIVE) !== 1) continue;
      const other = s.info[s.figureUnit[g]!]!;
      // Broad phase: centres r + r' apart on one axis cannot overlap (exact).
      const reach = r + other.radius;
      const dx = fget(s, g, F_X) - x;
      const dy = fget(s, g, F_Y) - y;
      if (dx >= reach || dx <= -reach || dy >= reach || dy <= -reach) continue;
      if (basesOverlap(x, y, r, fget(s, g, F_X), fget(s, g, F_Y), other.radius)) {
        const at = pointText(positions[k]!);
        return err(
          'deploy.overlap',
          'OS-SETUP-5',
          `La figurine ${k + 1} de ${info.id} en ${at} chevauche une figurine de ${other.name} (${other.id}).`,
          `Figure ${k + 1} of ${info.id} at ${at} overlaps a figure of ${other.name} (${other.id}).`,
        );
      }
    }
    const scenario = scenarioPlacementProblem(s, u, k, x, y, positions[k]!);
    if (!scenario.ok) return scenario;
    placed.push(x, y);
  }
  if (info.kind === 'grunts' && coherencyComponents(placed, r, s.o.coherencyDistance) > 1) {
    return err(
      'deploy.coherency',
      'OS-UNIT-9',
      `Le groupe ${info.id} n'est pas cohérent : chaque figurine doit être reliée aux autres par une chaîne d'écarts d'au plus ${s.o.coherencyDistance} m bord à bord.`,
      `Group ${info.id} is not coherent: every figure must be linked to the others by a chain of gaps of at most ${s.o.coherencyDistance} m edge to edge.`,
    );
  }
  return ok(null);
}

/** DP-05 (validated): the unit's figures are placed; the other player deploys next (OS-R-41). */
export function deploy(
  s: OSState,
  player: number,
  u: number,
  positions: readonly Point[],
  events: GameEvent[],
): void {
  s.stack.pop();
  const info = s.info[u]!;
  const declared = positions.length === 0;
  for (let k = 0; k < info.figures; k++) {
    const f = info.firstFigure + k;
    // ARB-OS-88: a figure put on the table without a position keeps the sentinel UNPLACED.
    fset(s, f, F_X, declared ? UNPLACED : quantise(positions[k]!.x, MM));
    fset(s, f, F_Y, declared ? UNPLACED : quantise(positions[k]!.y, MM));
    fset(s, f, F_ALIVE, 1);
  }
  uset(s, u, U_DEPLOYED, 1);
  events.push({
    type: 'unitDeployed',
    rule: declared ? 'OS-GEN-7' : 'OS-SETUP-5',
    player,
    unit: info.id,
    // Where the figures stand: on the millimetre grid, as the state keeps them (OS-GEN-2).
    positions: positions.map((q) => [quantise(q.x, MM) / MM, quantise(q.y, MM) / MM]),
    ...(declared ? { declared: true } : {}),
  });
  if (s.scenario.deployment) {
    nextScenarioDeployment(s, events);
    return;
  }
  const next = s.o.deploymentOrder === 'allThenAll' ? player : 1 - player;
  nextDeployment(s, next, events);
}

export { SIDE };
