/**
 * Rounds and activations (OS-ROUND-1..6, OS-ACT-1..10, section 4.4): the start of a round, who activates next,
 * the allocation of pool dice, the choice of the next action, the end of an activation and of a round.
 */
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import { ABILITIES, SPECIAL_CAP, type Characteristic, type SpecialKind } from './catalogue.ts';
import { unitLOS } from './geometry.ts';
import { isDeclared } from './declared.ts';
import { endBattle, eliminated } from './end.ts';
import {
  available,
  G_ACTIVE,
  G_DONE,
  G_FIRST,
  G_ROLE,
  G_MELEE,
  G_MOVE,
  G_ROUND,
  G_SHOOT,
  G_SPECIAL,
  G_SPECIAL_KIND,
  G_UNIT,
  onTable,
  slotBase,
  SLOT_STRIDE,
  U_ACTIVATED,
  U_LOS_HI,
  U_LOS_LO,
  U_ORDER,
  U_S,
  uget,
  unitsOf,
  uset,
  type OSState,
} from './state.ts';
import type { ActionKind } from './scenarios.ts';
import { rangedWeapon, shootResolvable } from './shooting.ts';
import { meleeResolvable, meleeWeaponDice } from './melee.ts';
import { kitDice, specialResolvable, specialTargets } from './special.ts';
import { objectTargets } from './object-shots.ts';

/** The four action types in allocation order, with their bit in G_DONE and their allocation word. */
export const ACTION_KINDS: readonly { kind: ActionKind; bit: number; word: number }[] = [
  { kind: 'move', bit: 1, word: G_MOVE },
  { kind: 'shoot', bit: 2, word: G_SHOOT },
  { kind: 'melee', bit: 4, word: G_MELEE },
  { kind: 'special', bit: 8, word: G_SPECIAL },
];

/** The special actions a unit may allocate to, as indices: ability actions (OS-ABIL-6), then the scenario's. */
export function specialKinds(s: OSState, u: number): string[] {
  const info = s.info[u]!;
  const out: string[] = [];
  for (const a of info.abilities) {
    const kind = ABILITIES[a]?.special;
    if (kind) out.push(kind);
  }
  const role = roleOf(s, info.side);
  for (const action of s.scenario.actions) if (role >= 0 && action.roles.includes(role)) out.push(action.id);
  return out;
}

/** The scenario role of a side (0 = the first role), −1 in scenarios without roles. */
/** The seat holding `role` (G_ROLE is role 0's seat). */
function roleSeat(s: OSState, role: number): number {
  return role === 0 ? s.w[G_ROLE]! : 1 - s.w[G_ROLE]!;
}

export function roleOf(s: OSState, side: number): number {
  const holder = s.w[G_ROLE]!;
  return holder < 0 ? -1 : holder === side ? 0 : 1;
}

/** Every special action's name in both languages (ability actions, then the scenario's). */
export const SPECIAL_NAMES: Record<SpecialKind, { fr: string; en: string }> = {
  HEAL: { fr: 'Soigner', en: 'Heal' },
  ORDER: { fr: 'Donner un ordre', en: 'Give an order' },
  REGENERATE: { fr: 'Régénérer', en: 'Regenerate' },
};

/** The characteristic capping a special action (OS-ACT-3): the action's own, Spécial by default. */
export function specialCap(s: OSState, kind: string): Characteristic {
  if (kind in SPECIAL_CAP) return SPECIAL_CAP[kind as SpecialKind];
  return s.scenario.actions.find((a) => a.id === kind)?.cap ?? 'special';
}

/** OS-ROUND-2: a new round: S := 0, not activated, order dice discarded; the first player starts. */
export function startRound(s: OSState, events: GameEvent[]): void {
  s.w[G_ROUND] = s.w[G_ROUND]! + 1;
  for (let u = 0; u < s.info.length; u++) {
    uset(s, u, U_S, 0);
    uset(s, u, U_ACTIVATED, 0);
    uset(s, u, U_ORDER, 0);
  }
  const round = s.w[G_ROUND]!;
  let first = s.w[G_FIRST]!;
  if (s.o.firstPlayerPolicy === 'alternate' && round % 2 === 0) first = 1 - first;
  // OS-SCEN-2: a scenario's role is first player every round, whatever the policy.
  const fixed = s.scenario.firstEveryRound !== null && s.w[G_ROLE]! >= 0;
  if (fixed) first = roleSeat(s, s.scenario.firstEveryRound!);
  events.push({ type: 'roundStart', rule: fixed ? 'OS-SCEN-2' : 'OS-ROUND-2', round, first });
  if (s.o.firstPlayerPolicy === 'rolloff' && round >= 2 && !fixed) {
    s.stack.push({ id: 'DS-ROLLOFF', roller: 0, round: true });
    return;
  }
  s.w[G_ACTIVE] = first;
  selectUnit(s, events);
}

/** Unactivated units of `side` on the table. */
export function toActivate(s: OSState, side: number): number[] {
  return unitsOf(s, side).filter((u) => onTable(s, u) && uget(s, u, U_ACTIVATED) === 0);
}

/**
 * OS-ROUND-3: the active player picks a unit if he has one left; otherwise the other player does; when no
 * unit is left, the round ends (OS-ROUND-6).
 */
export function selectUnit(s: OSState, events: GameEvent[]): void {
  const active = s.w[G_ACTIVE]!;
  for (const p of [active, 1 - active]) {
    if (toActivate(s, p).length > 0) {
      s.w[G_ACTIVE] = p;
      s.stack.push({ id: 'DP-06', player: p });
      return;
    }
  }
  endRound(s, events);
}

/** OS-ROUND-6 / OS-END-2: the round ends; the battle ends after the round limit. */
function endRound(s: OSState, events: GameEvent[]): void {
  const round = s.w[G_ROUND]!;
  events.push({ type: 'roundEnd', rule: 'OS-ROUND-6', round });
  if (round >= s.o.roundLimit) {
    endBattle(s, 'roundLimit', events);
    return;
  }
  startRound(s, events);
}

/** DP-06 (validated): the unit is being activated; its allocation is next (OS-ACT-2). */
export function activate(s: OSState, player: number, u: number, events: GameEvent[]): void {
  s.stack.pop();
  s.w[G_UNIT] = u;
  events.push({ type: 'activated', rule: 'OS-ROUND-3', player, unit: s.info[u]!.id });
  s.stack.push({ id: 'DP-07', player });
  // OS-R-04's variant: no allocation up front; each action's dice are declared when it is chosen (ARB-OS-86).
  if (s.o.allocationMode === 'incremental')
    allocate(s, player, { move: 0, shoot: 0, melee: 0, special: 0 }, events, false);
}

/** OS-R-04 (`allocationMode = "incremental"`): the dice an action input declares as it is chosen at DP-08. */
export interface Declaration {
  kind: ActionKind;
  dice: number;
  specialKind?: string;
}

/**
 * OS-R-04's variant: why the dice an action input declares are refused, or the declaration: a type not chosen
 * yet in this activation (once per type), 1 die or more, within its cap and the available dice (the same checks
 * as an upfront allocation of that type alone), and the special kind for Special.
 */
export function declarationProblem(
  s: OSState,
  kind: ActionKind,
  a: Record<string, unknown>,
): Result<Declaration> {
  const u = s.w[G_UNIT]!;
  const info = s.info[u]!;
  const bit = ACTION_KINDS.find((k) => k.kind === kind)!.bit;
  if ((s.w[G_DONE]! & bit) !== 0) {
    return err(
      'declare.done',
      'OS-R-08',
      `${info.name} (${info.id}) a déjà fait son action ${KIND_NAMES[kind].fr} dans cette activation.`,
      `${info.name} (${info.id}) has already done its ${KIND_NAMES[kind].en} action in this activation.`,
    );
  }
  const dice = a.dice;
  if (typeof dice !== 'number' || !Number.isInteger(dice) || dice < 1) {
    return err(
      'declare.dice',
      'OS-R-04',
      `Allocation au fil de l'eau : précisez les dés de l'action, dice: 1 à ${available(s, u)} (dés disponibles), dans la limite de la caractéristique.`,
      `Incremental allocation: give the action's dice, dice: 1 to ${available(s, u)} (available dice), within the characteristic.`,
    );
  }
  const specialKind = typeof a.specialKind === 'string' ? a.specialKind : undefined;
  const alloc: Allocation = { move: 0, shoot: 0, melee: 0, special: 0, [kind]: dice };
  if (kind === 'special' && specialKind !== undefined) alloc.specialKind = specialKind;
  const problem = allocationProblem(s, alloc);
  if (!problem.ok) return problem;
  return ok({ kind, dice, ...(kind === 'special' ? { specialKind } : {}) });
}

/** OS-R-04's variant (validated): the declared dice are spent and allocated to that action, which resolves next. */
export function declareDice(s: OSState, player: number, d: Declaration, events: GameEvent[]): void {
  const u = s.w[G_UNIT]!;
  uset(s, u, U_S, uget(s, u, U_S) + d.dice);
  s.w[ACTION_KINDS.find((k) => k.kind === d.kind)!.word] = d.dice;
  if (d.kind === 'special') s.w[G_SPECIAL_KIND] = specialKinds(s, u).indexOf(d.specialKind!);
  events.push({
    type: 'allocated',
    rule: 'OS-R-04',
    player,
    unit: s.info[u]!.id,
    move: s.w[G_MOVE]!,
    shoot: s.w[G_SHOOT]!,
    melee: s.w[G_MELEE]!,
    special: s.w[G_SPECIAL]!,
    ...(d.kind === 'special' ? { specialKind: d.specialKind } : {}),
  });
}

/** OS-R-04's variant: the action types still open to a declaration (not done, not declared yet). */
export function openKinds(s: OSState): ActionKind[] {
  if (s.o.allocationMode !== 'incremental' || available(s, s.w[G_UNIT]!) === 0) return [];
  return ACTION_KINDS.filter(({ bit, word }) => (s.w[G_DONE]! & bit) === 0 && s.w[word] === 0).map(
    (k) => k.kind,
  );
}

export interface Allocation {
  move: number;
  shoot: number;
  melee: number;
  special: number;
  specialKind?: string;
  /** OS-R-08's variant: several special actions, each with its kind and dice (instead of special/specialKind). */
  specials?: SpecialAllocation[];
}

export interface SpecialAllocation {
  kind: string;
  dice: number;
}

/** The special actions of an allocation, in either form (an empty list when none). */
export function specialList(a: Allocation): { kind: string | undefined; dice: number }[] {
  if (a.specials !== undefined) return a.specials;
  return a.special > 0 ? [{ kind: a.specialKind, dice: a.special }] : [];
}

/**
 * OS-R-08's variant: special slot j's dice word, kind word and bit in G_DONE. Slot 0 is the default single
 * special action (G_SPECIAL, G_SPECIAL_KIND, bit 8); slots 1 .. k − 1 follow at state.ts slotBase.
 */
function slotWords(s: OSState, j: number): [dice: number, kind: number, bit: number] {
  if (j === 0) return [G_SPECIAL, G_SPECIAL_KIND, 8];
  const d = slotBase(s) + (j - 1) * SLOT_STRIDE;
  return [d, d + 1, 16 << (j - 1)];
}

/** One special action allocated in the current activation (OS-R-08). */
export interface SpecialSlot {
  slot: number;
  kind: string;
  dice: number;
  done: boolean;
}

/** The special actions allocated to the unit being activated, in allocation order. */
export function allocatedSpecials(s: OSState): SpecialSlot[] {
  const u = s.w[G_UNIT]!;
  if (u < 0) return [];
  const out: SpecialSlot[] = [];
  let kinds: string[] | null = null;
  for (let j = 0; j < s.o.specialActionsPerActivation; j++) {
    const [d, k, bit] = slotWords(s, j);
    if (s.w[d]! <= 0) continue;
    kinds ??= specialKinds(s, u);
    out.push({ slot: j, kind: kinds[s.w[k]!]!, dice: s.w[d]!, done: (s.w[G_DONE]! & bit) !== 0 });
  }
  return out;
}

/** Marks special slot j resolved (or forfeited). */
export function markSpecialDone(s: OSState, j: number): void {
  s.w[G_DONE] = s.w[G_DONE]! | slotWords(s, j)[2];
}

/** Whether an allocated special action is still unresolved (no array built: this runs at every step). */
function specialOpen(s: OSState): boolean {
  const done = s.w[G_DONE]!;
  if (s.w[G_SPECIAL]! > 0 && (done & 8) === 0) return true;
  const base = slotBase(s);
  for (let j = 1; j < s.o.specialActionsPerActivation; j++)
    if (s.w[base + (j - 1) * SLOT_STRIDE]! > 0 && (done & (16 << (j - 1))) === 0) return true;
  return false;
}

/** OS-R-08: why the `specials` form is refused (both forms, too many, a kind twice, dice not 1 or more), or null. */
function specialsProblem(s: OSState, a: Allocation): Result<null> {
  const list = a.specials!;
  const k = s.o.specialActionsPerActivation;
  if (a.special !== 0 || a.specialKind !== undefined) {
    return err(
      'allocate.specials',
      'OS-R-08',
      'Donnez soit special et specialKind (une action spéciale), soit specials (une liste { kind, dice }), pas les deux.',
      'Give either special and specialKind (one special action) or specials (a list of { kind, dice }), not both.',
    );
  }
  if (list.length > k) {
    return err(
      'allocate.specials',
      'OS-R-08',
      `${list.length} actions spéciales allouées : au plus ${k} par activation (specialActionsPerActivation = ${k}).`,
      `${list.length} special actions allocated: at most ${k} per activation (specialActionsPerActivation = ${k}).`,
    );
  }
  for (const [i, x] of list.entries()) {
    if (!Number.isInteger(x.dice) || x.dice < 1) {
      return err(
        'allocate.value',
        'OS-ACT-5',
        `specials[${i}] (${x.kind}) : ${x.dice} dé(s) ; une action spéciale allouée a au moins 1 dé (omettez-la sinon).`,
        `specials[${i}] (${x.kind}): ${x.dice} dice; an allocated special action has 1 die or more (leave it out otherwise).`,
      );
    }
    if (list.findIndex((y) => y.kind === x.kind) !== i) {
      return err(
        'allocate.specials',
        'OS-R-08',
        `${x.kind} est allouée deux fois : les actions spéciales d'une activation sont différentes (une seule allocation par action, avec tous ses dés).`,
        `${x.kind} is allocated twice: the special actions of one activation are different (one allocation per action, with all its dice).`,
      );
    }
  }
  return ok(null);
}

/** OS-ACT-3 / OS-ACT-4: why this allocation of the unit being activated is refused, or null. */
export function allocationProblem(s: OSState, a: Allocation): Result<null> {
  const u = s.w[G_UNIT]!;
  const info = s.info[u]!;
  const values = [a.move, a.shoot, a.melee, a.special];
  if (!values.every((v) => Number.isInteger(v) && v >= 0)) {
    return err(
      'allocate.value',
      'OS-ACT-2',
      'Chaque allocation est un entier positif ou nul.',
      'Each allocation is a whole number, 0 or more.',
    );
  }
  const caps: [number, Characteristic, ActionKind, number][] = [
    [a.move, 'agilite', 'move', 0],
    [a.shoot, 'tir', 'shoot', rangedWeapon(s, u)?.dice ?? 0],
    [a.melee, 'contact', 'melee', meleeWeaponDice(s, u)],
  ];
  if (a.specials !== undefined) {
    const problem = specialsProblem(s, a);
    if (!problem.ok) return problem;
  }
  const specials = specialList(a);
  for (const { kind, dice } of specials) {
    const kinds = specialKinds(s, u);
    if (kind === undefined || !kinds.includes(kind)) {
      return err(
        'allocate.specialKind',
        'OS-ACT-4',
        `${info.name} (${info.id}) n'a pas l'action spéciale ${kind ?? '(non précisée)'} ; les siennes : ${kinds.join(', ') || 'aucune'}.`,
        `${info.name} (${info.id}) does not have the special action ${kind ?? '(not given)'}; its own: ${kinds.join(', ') || 'none'}.`,
      );
    }
    // ARB-OS-23: each special action has its own cap (its own characteristic), not a shared one.
    caps.push([dice, specialCap(s, kind), 'special', kitDice(s, u, kind)]);
  }
  for (const [n, c, kind, equipment] of caps) {
    const cap = poolCap(s, info.profile[c], equipment);
    if (n > cap) {
      const less = cap < info.profile[c];
      return err(
        'allocate.cap',
        less ? 'OS-R-15' : 'OS-ACT-3',
        `${n} dé(s) en ${KIND_NAMES[kind].fr} : au plus ${cap} (${CHAR_FR[c]} de ${info.name}${less ? ` ${info.profile[c]}, moins ${equipment} dé(s) d'équipement (equipmentCountsTowardCap)` : ''}).`,
        `${n} dice on ${KIND_NAMES[kind].en}: at most ${cap} (${info.name}'s ${CHAR_EN[c]}${less ? ` ${info.profile[c]}, less ${equipment} equipment dice (equipmentCountsTowardCap)` : ''}).`,
      );
    }
  }
  if (a.shoot > 0 && !info.equipment.some((e) => RANGED.has(e))) {
    return err(
      'allocate.unarmed',
      'OS-R-30',
      `${info.name} (${info.id}) n'a pas d'arme à distance : pas de tir.`,
      `${info.name} (${info.id}) has no ranged weapon: no shooting.`,
    );
  }
  const total = a.move + a.shoot + a.melee + specials.reduce((n, x) => n + x.dice, 0);
  const avail = available(s, u);
  if (total > avail) {
    return err(
      'allocate.total',
      'OS-ACT-4',
      `${total} dés alloués ; ${info.name} (${info.id}) n'en a que ${avail} de disponibles.`,
      `${total} dice allocated; ${info.name} (${info.id}) has only ${avail} available.`,
    );
  }
  return ok(null);
}

/**
 * OS-R-15: the pool dice a roll may take under characteristic `value` when `equipment` dice join it: the
 * characteristic by default; with `cfg.equipmentCountsTowardCap`, the characteristic less the equipment dice,
 * never below 1 (the variant's text).
 */
export function poolCap(s: OSState, value: number, equipment: number): number {
  return s.o.equipmentCountsTowardCap && equipment > 0 ? Math.max(1, value - equipment) : value;
}

const RANGED = new Set(['PISTOL', 'RIFLE', 'SNIPER_RIFLE', 'SMG', 'MG']);
export const KIND_NAMES: Record<ActionKind, { fr: string; en: string }> = {
  move: { fr: 'Déplacement', en: 'Move' },
  shoot: { fr: 'Combat/tir', en: 'Shoot' },
  melee: { fr: 'Combat/contact', en: 'Melee' },
  special: { fr: 'Spécial', en: 'Special' },
};
const CHAR_FR: Record<Characteristic, string> = {
  tir: 'Combat/tir',
  contact: 'Combat/contact',
  physique: 'Physique',
  agilite: 'Agilité',
  special: 'Spécial',
};
const CHAR_EN: Record<Characteristic, string> = {
  tir: 'Shooting',
  contact: 'Melee',
  physique: 'Physique',
  agilite: 'Agility',
  special: 'Special',
};

/**
 * DP-07 (validated): the dice are spent at once (OS-ACT-5), the unit is activated, and the Stealthy snapshot
 * of the enemy units that see it is recorded (OS-ABIL-3). The first action is chosen next.
 */
export function allocate(
  s: OSState,
  player: number,
  a: Allocation,
  events: GameEvent[],
  announce = true,
): void {
  s.stack.pop();
  const u = s.w[G_UNIT]!;
  const specials = specialList(a);
  const special = specials.reduce((n, x) => n + x.dice, 0);
  const total = a.move + a.shoot + a.melee + special;
  uset(s, u, U_S, uget(s, u, U_S) + total);
  uset(s, u, U_ACTIVATED, 1);
  s.w[G_MOVE] = a.move;
  s.w[G_SHOOT] = a.shoot;
  s.w[G_MELEE] = a.melee;
  for (let j = 0; j < s.o.specialActionsPerActivation; j++) {
    const [d, k] = slotWords(s, j);
    const x = specials[j];
    s.w[d] = x ? x.dice : 0;
    s.w[k] = x ? specialKinds(s, u).indexOf(x.kind!) : -1;
  }
  s.w[G_DONE] = 0;
  let lo = 0;
  let hi = 0;
  for (const v of unitsOf(s, 1 - s.info[u]!.side)) {
    if (!onTable(s, v) || !unitLOS(s, v, u)) continue;
    if (v < 32) lo |= 1 << v;
    else hi |= 1 << (v - 32);
  }
  uset(s, u, U_LOS_LO, lo);
  uset(s, u, U_LOS_HI, hi);
  if (announce)
    events.push({
      type: 'allocated',
      rule: 'OS-ACT-2',
      player,
      unit: s.info[u]!.id,
      move: a.move,
      shoot: a.shoot,
      melee: a.melee,
      special,
      ...(a.specials !== undefined ? { specials } : a.special > 0 ? { specialKind: a.specialKind } : {}),
    });
  s.stack.push({ id: 'DP-08', player });
}

/**
 * Whether unit u, the one being activated, and the enemy unit v on the table see each other (OS-TERR-3). While
 * nothing has happened since its allocation — DP-08 on top and no action resolved or declared, so every figure
 * where it was — the Stealthy snapshot taken then (OS-ABIL-3, `allocate`) holds the answer, LOS being symmetric;
 * measured otherwise. Most shots are chosen at that point: the same lines are not traced twice.
 */
export function activeUnitSees(s: OSState, u: number, v: number): boolean {
  if (u === s.w[G_UNIT] && s.w[G_DONE] === 0 && s.stack.at(-1)?.id === 'DP-08')
    return (uget(s, u, v < 32 ? U_LOS_LO : U_LOS_HI) & (1 << (v % 32))) !== 0;
  return unitLOS(s, u, v);
}

/** The allocated action types not resolved yet. */
export function unresolved(s: OSState): ActionKind[] {
  const out: ActionKind[] = [];
  for (const { kind, bit, word } of ACTION_KINDS) {
    if (kind === 'special') {
      if (specialOpen(s)) out.push(kind);
    } else if (s.w[word]! > 0 && (s.w[G_DONE]! & bit) === 0) out.push(kind);
  }
  return out;
}

/** Marks an allocated action resolved (or forfeited). */
export function markDone(s: OSState, kind: ActionKind): void {
  s.w[G_DONE] = s.w[G_DONE]! | ACTION_KINDS.find((k) => k.kind === kind)!.bit;
}

/**
 * OS-ACT-8: whether an unresolved action has a legal target or path now. Each action module answers for its
 * own type.
 */
export function resolvable(s: OSState, kind: ActionKind): boolean {
  // OS-GEN-7: with declared geometry the players say who is in sight or engaged: any enemy on the table.
  if (isDeclared(s) && (kind === 'shoot' || kind === 'melee')) {
    const u = s.w[G_UNIT]!;
    const enemy = unitsOf(s, 1 - s.info[u]!.side).some((v) => onTable(s, v));
    if (kind === 'shoot') return (enemy && rangedWeapon(s, u) !== null) || objectTargets(s, u).length > 0;
    return enemy || meleeResolvable(s);
  }
  switch (kind) {
    case 'shoot':
      return shootResolvable(s) || objectTargets(s, s.w[G_UNIT]!).length > 0;
    case 'move':
      // OS-MOVE-2: staying put is always a legal path.
      return true;
    case 'melee':
      // OS-MELEE-1: an engaged enemy now (a Move resolved later may still create one, OS-R-25).
      return meleeResolvable(s);
    case 'special':
      return specialResolvable(s);
    default:
      return false;
  }
}

/** OS-R-04's variant: an open type would have a target if dice were declared for it now. */
function openResolvable(s: OSState, kind: ActionKind): boolean {
  const u = s.w[G_UNIT]!;
  if (kind !== 'special') return resolvable(s, kind);
  return specialKinds(s, u).some((k) => specialTargets(s, u, k).length > 0);
}

/** DP-08 `end`, or the engine when nothing is resolvable (OS-ACT-8): unresolved actions are forfeited. */
export function endActivation(s: OSState, player: number, voluntary: boolean, events: GameEvent[]): void {
  if (s.stack.at(-1)?.id === 'DP-08') s.stack.pop();
  const u = s.w[G_UNIT]!;
  const forfeited = unresolved(s);
  events.push({
    type: 'activationEnd',
    rule: voluntary ? 'OS-ACT-8' : 'OS-R-09',
    player,
    unit: s.info[u]!.id,
    forfeited,
  });
  s.w[G_UNIT] = -1;
  for (const w of [G_MOVE, G_SHOOT, G_MELEE]) s.w[w] = 0;
  for (let j = 0; j < s.o.specialActionsPerActivation; j++) {
    const [d, k] = slotWords(s, j);
    s.w[d] = 0;
    s.w[k] = -1;
  }
  s.w[G_DONE] = 0;
  // OS-ROUND-3: the other player becomes active if he has a unit to activate.
  s.w[G_ACTIVE] = 1 - s.info[u]!.side;
  selectUnit(s, events);
}

/**
 * After every step (section 4.4 CheckEnd): the battle ends on an elimination; an activation whose unit was
 * removed, or with nothing left to resolve, ends.
 */
export function settle(s: OSState, events: GameEvent[]): void {
  if (s.outcome) return;
  const loser = eliminated(s);
  if (loser !== null) {
    endBattle(s, 'elimination', events);
    return;
  }
  const top = s.stack.at(-1);
  if (top?.id !== 'DP-08') return;
  const u = s.w[G_UNIT]!;
  if (!onTable(s, u)) {
    events.push({ type: 'activationLost', rule: 'OS-POOL-6', unit: s.info[u]!.id });
    endActivation(s, top.player, false, events);
    return;
  }
  if (!unresolved(s).some((k) => resolvable(s, k)) && !openKinds(s).some((k) => openResolvable(s, k)))
    endActivation(s, top.player, false, events);
}
