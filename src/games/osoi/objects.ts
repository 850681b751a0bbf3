/**
 * Scenario objects (OS-SURP-4, OS-R-34): health in the state's object words, damage, destruction and the
 * scenario's effect (SC-3: the attacker scores 50 VP when the crate is destroyed, the defender 50 VP if it is
 * intact at the end). Objects never act or defend; they are placed and impassable as data (scenarios.ts).
 */
import type { GameEvent } from '../../engine/types.ts';
import { G_ROLE, G_SVP0, G_SVP1, type OSState } from './state.ts';

/** The index of object `id` in the scenario's list, or −1. */
export function objectIndex(s: OSState, id: string): number {
  return s.scenario.objects.findIndex((o) => o.id === id);
}

/** Object i's health (0: destroyed). */
export function objectHealth(s: OSState, i: number): number {
  return s.w[s.oBase + i]!;
}

/** Adds `vp` scenario victory points to the seat holding `role` (OS-END-5's objective points). */
function scoreRole(
  s: OSState,
  role: number,
  vp: number,
  rule: string,
  object: string,
  events: GameEvent[],
): void {
  const holder = s.w[G_ROLE]!;
  if (holder < 0) return;
  const seat = role === 0 ? holder : 1 - holder;
  const k = seat === 0 ? G_SVP0 : G_SVP1;
  s.w[k] = s.w[k]! + vp;
  events.push({ type: 'scenarioPoints', rule, player: seat, vp, object });
}

/** OS-SURP-4: k damage to object i; at health 0 it is destroyed. */
export function damageObject(s: OSState, i: number, k: number, events: GameEvent[]): void {
  const health = objectHealth(s, i);
  if (health <= 0 || k <= 0) return;
  const left = Math.max(0, health - k);
  const ob = s.scenario.objects[i]!;
  events.push({
    type: 'objectDamaged',
    rule: 'OS-SURP-4',
    object: ob.id,
    damage: health - left,
    health: left,
  });
  if (left > 0) s.w[s.oBase + i] = left;
  else destroyObject(s, i, events);
}

/**
 * OS-SURP-4: object i is destroyed (by damage or a scenario action) and the scenario's effect triggers. The
 * battle goes on (OS-END-3: no scenario ends early).
 */
export function destroyObject(s: OSState, i: number, events: GameEvent[]): void {
  const ob = s.scenario.objects[i]!;
  if (objectHealth(s, i) <= 0) return;
  s.w[s.oBase + i] = 0;
  events.push({ type: 'objectDestroyed', rule: 'OS-SURP-4', object: ob.id });
  if (ob.destroyedVP) scoreRole(s, ob.destroyedVP.role, ob.destroyedVP.vp, 'OS-SCEN-3', ob.id, events);
}

/** OS-SCEN-3 at the end of the battle: objects still intact score for their `intactVP` role. */
export function intactObjectPoints(s: OSState, events: GameEvent[]): void {
  s.scenario.objects.forEach((ob, i) => {
    if (ob.intactVP && objectHealth(s, i) > 0)
      scoreRole(s, ob.intactVP.role, ob.intactVP.vp, 'OS-SCEN-3', ob.id, events);
  });
}
