/**
 * Scenario setup (OS-SCEN-2/3, OS-SETUP-6, OS-R-41's « Scenarios may override »): the roll-off winner's role
 * (DP-04 for SC-2 and SC-3), per-role budgets (SC-2), deployment by roles in the scenario's bands with its
 * distance to the enemy, and placement clear of the scenario's objects (OS-SURP-4, impassable).
 */
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import type { OSOptions } from './options.ts';
import { startRound } from './round.ts';
import type { Band, ScenarioDef } from './scenarios.ts';
import { pointText, undeployed } from './setup.ts';
import type { Point } from './actions.ts';
import { F_ALIVE, F_X, F_Y, fget, G_ROLE, G_SOUTH, MM, type OSState } from './state.ts';

/** ARB-OS-50: a role's budget, the scenario's (given for 150 points) scaled to `cfg.budget`, rounded down. */
export function roleBudget(o: OSOptions, scenario: ScenarioDef, role: number): number {
  const budgets = scenario.roleBudgets;
  if (!budgets) return o.budget;
  return Math.floor((o.budget * budgets[role]!) / Math.max(...budgets));
}

const roleName = (scenario: ScenarioDef, role: number) => scenario.roles?.[role] ?? { fr: '?', en: '?' };

/**
 * ARB-OS-50, at setup: the armies are checked against the larger role budget (OS-ARMY-7); at least one of them
 * must also fit the smaller one, or no choice of role could make both armies legal.
 */
export function roleBudgetsProblem(
  o: OSOptions,
  scenario: ScenarioDef,
  costs: [number, number],
): Result<null> {
  if (!scenario.roleBudgets) return ok(null);
  const fits = [0, 1].filter((role) => costs.every((c) => c <= roleBudget(o, scenario, role)));
  if (fits.length === 2) return ok(null);
  const small = scenario.roleBudgets[0]! <= scenario.roleBudgets[1]! ? 0 : 1;
  const limit = roleBudget(o, scenario, small);
  if (costs.some((c) => c <= limit)) return ok(null);
  const name = roleName(scenario, small);
  return err(
    'options.roleBudget',
    'OS-SCEN-2',
    `${scenario.fr} : une armée doit tenir dans le budget du rôle ${name.fr} (${limit} points) ; les armées coûtent ${costs[0]} et ${costs[1]} points.`,
    `${scenario.en}: one army must fit the ${name.en} budget (${limit} points); the armies cost ${costs[0]} and ${costs[1]} points.`,
  );
}

/** The cost of `side`'s army. */
function armyCostOf(s: OSState, side: number): number {
  return s.info.reduce((n, u) => n + (u.side === side ? u.cost : 0), 0);
}

/** The seat holding `role` (G_ROLE holds role 0's seat). */
export function seatOfRole(s: OSState, role: number): number {
  const holder = s.w[G_ROLE]!;
  return role === 0 ? holder : 1 - holder;
}

/** DP-04 (SC-2, SC-3): why `player` may not take `role` — not a role, or an army over its role's budget (ARB-OS-50). */
export function roleChoiceProblem(s: OSState, player: number, role: unknown): Result<0 | 1> {
  const roles = s.scenario.roles!;
  if (role !== 0 && role !== 1) {
    return err(
      'role',
      'OS-SCEN-2',
      `Le rôle est 0 (${roles[0].fr}) ou 1 (${roles[1].fr}).`,
      `The role is 0 (${roles[0].en}) or 1 (${roles[1].en}).`,
    );
  }
  for (const side of [player, 1 - player]) {
    const r = side === player ? role : 1 - role;
    const cost = armyCostOf(s, side);
    const budget = roleBudget(s.o, s.scenario, r);
    if (cost > budget) {
      const who = side === player ? ['votre armée', 'your army'] : ["l'armée adverse", "the enemy's army"];
      return err(
        'role.budget',
        'OS-SCEN-2',
        `Rôle ${role} refusé : ${who[0]} coûte ${cost} points, plus que le budget de ${budget} du rôle ${roles[r]!.fr} ; l'autre rôle est possible.`,
        `Role ${role} refused: ${who[1]} costs ${cost} points, more than the ${roles[r]!.en}'s budget of ${budget}; take the other role.`,
      );
    }
  }
  return ok(role);
}

/** DP-04 (validated): `player` takes `role`; deployment by roles follows (SC-3: the attacker in the south). */
export function chooseRole(s: OSState, player: number, role: 0 | 1, events: GameEvent[]): void {
  s.stack.pop();
  s.w[G_ROLE] = role === 0 ? player : 1 - player;
  const steps = s.scenario.deployment ?? [];
  // G_SOUTH keeps its meaning for views: the seat of a role deploying in the south strip, if any.
  const south = steps.find((d) => d.bands.length === 1 && d.bands[0] === 'south');
  if (south) s.w[G_SOUTH] = seatOfRole(s, south.role);
  const roles = s.scenario.roles!;
  events.push({
    type: 'roleChosen',
    rule: 'DP-04',
    player,
    role,
    name: roles[role].en,
    roleHolder: s.w[G_ROLE],
  });
  nextScenarioDeployment(s, events);
}

/** The deployment step `side` plays in (its role's), or null without scenario deployment. */
function stepOf(s: OSState, side: number) {
  const steps = s.scenario.deployment;
  if (!steps || s.w[G_ROLE]! < 0) return null;
  return steps.find((d) => seatOfRole(s, d.role) === side) ?? null;
}

/** OS-SCEN-2/3: the first step with units left deploys next (one unit at a time); then round 1 starts. */
export function nextScenarioDeployment(s: OSState, events: GameEvent[]): void {
  for (const step of s.scenario.deployment!) {
    const seat = seatOfRole(s, step.role);
    if (undeployed(s, seat).length > 0) {
      s.stack.push({ id: 'DP-05', player: seat });
      return;
    }
  }
  events.push({ type: 'deployed', rule: 'OS-SETUP-5' });
  startRound(s, events);
}

/** A band in millimetres. */
function bandMM(s: OSState, b: Band): [number, number] {
  const depth = Math.round(s.o.deploymentDepth * MM);
  if (b === 'south') return [0, depth];
  if (b === 'north') return [s.map.depth - depth, s.map.depth];
  return [Math.round(b[0] * MM), Math.round(b[1] * MM)];
}

/** The bands where `side` deploys its centres (mm), or null when OS-SETUP-4's zone applies. */
export function scenarioBands(s: OSState, side: number): [number, number][] | null {
  const step = stepOf(s, side);
  return step ? step.bands.map((b) => bandMM(s, b)) : null;
}

/** OS-SCEN-2: the least edge distance (m) side's figures must keep from enemy figures as they deploy now, or 0. */
export function enemyGap(s: OSState, side: number): number {
  return stepOf(s, side)?.enemyGap ?? 0;
}

/**
 * OS-SURP-4 (impassable) and OS-SCEN-2's distance: why figure k of unit u may not be placed at (x, y) mm —
 * its base overlaps an object, or lies closer than the step's `enemyGap` to an enemy figure — or null.
 */
export function scenarioPlacementProblem(
  s: OSState,
  u: number,
  k: number,
  x: number,
  y: number,
  position: Point,
): Result<null> {
  const info = s.info[u]!;
  const r = info.radius;
  for (const ob of s.scenario.objects) {
    const reach = r + Math.round(ob.radius * MM);
    const dx = x - Math.round(ob.x * MM);
    const dy = y - Math.round(ob.y * MM);
    if (dx * dx + dy * dy < reach * reach) {
      const at = pointText(position);
      return err(
        'deploy.object',
        'OS-SURP-4',
        `La figurine ${k + 1} de ${info.id} en ${at} chevauche l'objet ${ob.fr} (${ob.id}, rayon ${ob.radius} m en (${ob.x}, ${ob.y})), infranchissable.`,
        `Figure ${k + 1} of ${info.id} at ${at} overlaps the object ${ob.en} (${ob.id}, radius ${ob.radius} m at (${ob.x}, ${ob.y})), which is impassable.`,
      );
    }
  }
  const gap = enemyGap(s, info.side);
  if (gap <= 0) return ok(null);
  for (let g = 0; g < s.figureUnit.length; g++) {
    if (fget(s, g, F_ALIVE) !== 1) continue;
    const other = s.info[s.figureUnit[g]!]!;
    if (other.side === info.side) continue;
    // Edge distance ≥ gap ⇔ centre distance² ≥ (gap + r + r')², exact on the millimetre grid.
    const reach = Math.round(gap * MM) + r + other.radius;
    const dx = x - fget(s, g, F_X);
    const dy = y - fget(s, g, F_Y);
    if (dx * dx + dy * dy < reach * reach) {
      const d = (Math.sqrt(dx * dx + dy * dy) - r - other.radius) / MM;
      const at = pointText(position);
      return err(
        'deploy.enemyGap',
        'OS-SCEN-2',
        `La figurine ${k + 1} de ${info.id} en ${at} est à ${d.toFixed(2)} m bord à bord d'une figurine de ${other.name} (${other.id}) ; il faut au moins ${gap} m.`,
        `Figure ${k + 1} of ${info.id} at ${at} is ${d.toFixed(2)} m edge to edge from a figure of ${other.name} (${other.id}); at least ${gap} m is required.`,
      );
    }
  }
  return ok(null);
}
