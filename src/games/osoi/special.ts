/**
 * The Special action (OS-SPECIAL-1..7, OS-ABIL-2/6, OS-POOL-7, OS-R-35/36/37/53, section 4.4 Special): at DP-08
 * `{type: 'special', target}` for the allocated special kind — HEAL (Medic), ORDER (Officer), REGENERATE
 * (Regeneration) or a scenario action — then DP-14 and DS-SPECIAL with the allocated dice (+ medkit for HEAL),
 * then the effect. Healing a grunt group gives back figures that its owner places (DP-17).
 */
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import { dist, pointInPolygon, quantise } from '../../geometry/index.ts';
import type { Point } from './actions.ts';
import { ITEMS } from './catalogue.ts';
import { figureId } from './damage.ts';
import type { Frame } from './frames.ts';
import { baseOnTable, basesOverlap, impassableAt, segmentClear, unitDistance, unitLOS } from './geometry.ts';
import { conditionsOf } from './movement.ts';
import { declaredSpecialProblem, isDeclared, placed, specialFacts, UNPLACED } from './declared.ts';
import { destroyObject } from './objects.ts';
import { allocatedSpecials, markSpecialDone, specialKinds, type SpecialSlot } from './round.ts';
import { resolveRoll } from './resolvers.ts';
import type { ScenarioAction } from './scenarios.ts';
import {
  EPS,
  F_ALIVE,
  F_X,
  F_Y,
  fget,
  figuresOf,
  fset,
  G_SPECIAL_KIND,
  G_UNIT,
  MM,
  onTable,
  U_H,
  U_ORDER,
  uget,
  unitIndex,
  unitsOf,
  uset,
  type OSState,
} from './state.ts';
import { startRoll, type PoolRoll } from './tests.ts';

/** OS-SPECIAL-3: the medic's reach (edge distance), mm. */
const HEAL_REACH = 1 * MM;
/** OS-SPECIAL-5: the officer's reach (unit distance, with LOS), mm. */
const ORDER_REACH = 12 * MM;
/** OS-ABIL-2: a unit holds at most 2 order dice. */
const MAX_ORDER_DICE = 2;
/** OS-SPECIAL-4: a restored figure within 2 m of a figure already there, farther than 1 m from any enemy. */
const RESTORE_REACH = 2 * MM;
const RESTORE_ENEMY_GAP = 1 * MM;
/** OS-SPECIAL-6: REGENERATE's fixed difficulty. */
const REGENERATE_DIFFICULTY = 1;

/** The special kind allocated to the unit being activated (round.ts specialKinds / G_SPECIAL_KIND). */
export function allocatedKind(s: OSState): string | null {
  const k = s.w[G_SPECIAL_KIND]!;
  const u = s.w[G_UNIT]!;
  return k < 0 || u < 0 ? null : (specialKinds(s, u)[k] ?? null);
}

function scenarioAction(s: OSState, kind: string): ScenarioAction | undefined {
  return s.scenario.actions.find((a) => a.id === kind);
}

/** The index of a scenario object by id, or −1. */
export function objectIndex(s: OSState, id: string): number {
  return s.scenario.objects.findIndex((o) => o.id === id);
}

/** An object is destroyed at health 0 (OS-SURP-4). */
export function objectStanding(s: OSState, i: number): boolean {
  return s.w[s.oBase + i]! > 0;
}

/**
 * OS-SPECIAL-7 / OS-MELEE-1 (ARB-OS-42): unit u is engaged with a standing object when one of its figures is at
 * edge distance ≤ the engagement distance from the object's disc and the segment joining the centres crosses
 * no blocksLOS interior.
 */
export function engagedWithObject(s: OSState, u: number, i: number): boolean {
  if (!objectStanding(s, i)) return false;
  const ob = s.scenario.objects[i]!;
  const ox = Math.round(ob.x * MM);
  const oy = Math.round(ob.y * MM);
  const or = Math.round(ob.radius * MM);
  const r = s.info[u]!.radius;
  for (const f of figuresOf(s, u)) {
    const x = fget(s, f, F_X);
    const y = fget(s, f, F_Y);
    if (dist(x, y, ox, oy) - r - or <= s.o.engagementDistance * MM + EPS && segmentClear(s, x, y, ox, oy))
      return true;
  }
  return false;
}

/** The grunt group may get figures back from a heal (OS-SPECIAL-4; not at all with healRestoresGrunts = false). */
function healable(s: OSState, v: number): boolean {
  return s.info[v]!.kind !== 'grunts' || s.o.healRestoresGrunts;
}

/**
 * The legal targets of unit u's special action `kind`, as ids: HEAL a friendly unit (itself included) with a
 * figure within 1 m edge distance (OS-SPECIAL-3); ORDER another friendly unit within 12 m with LOS
 * (OS-SPECIAL-5); REGENERATE itself (OS-SPECIAL-6); a scenario action its object while engaged with it
 * (OS-SPECIAL-7).
 */
export function specialTargets(s: OSState, u: number, kind: string): string[] {
  const side = s.info[u]!.side;
  const friends = unitsOf(s, side).filter((v) => onTable(s, v));
  // OS-GEN-7 (ARB-OS-96): with declared geometry the candidates are every unit the action could name; the
  // declared distance, LOS or engagement is checked by specialProblem.
  if (isDeclared(s)) {
    if (kind === 'HEAL') return friends.filter((v) => healable(s, v)).map((v) => s.info[v]!.id);
    if (kind === 'ORDER') return friends.filter((v) => v !== u).map((v) => s.info[v]!.id);
    if (kind === 'REGENERATE') return [s.info[u]!.id];
    const action = scenarioAction(s, kind);
    const i = action ? objectIndex(s, action.engagedWith) : -1;
    return i >= 0 && objectStanding(s, i) ? [action!.engagedWith] : [];
  }
  switch (kind) {
    case 'HEAL':
      return friends
        .filter((v) => healable(s, v) && (v === u || unitDistance(s, u, v, false) <= HEAL_REACH + EPS))
        .map((v) => s.info[v]!.id);
    case 'ORDER':
      return friends
        .filter((v) => v !== u && unitLOS(s, u, v) && unitDistance(s, u, v, true) <= ORDER_REACH + EPS)
        .map((v) => s.info[v]!.id);
    case 'REGENERATE':
      return [s.info[u]!.id];
  }
  const action = scenarioAction(s, kind);
  if (!action) return [];
  const i = objectIndex(s, action.engagedWith);
  return i >= 0 && engagedWithObject(s, u, i) ? [action.engagedWith] : [];
}

/** OS-ACT-8: an unresolved allocated special action (OS-R-08: any of them) has a target now. */
export function specialResolvable(s: OSState): boolean {
  const u = s.w[G_UNIT]!;
  return allocatedSpecials(s).some((x) => !x.done && specialTargets(s, u, x.kind).length > 0);
}

/** The target a `special` input means when it names none: the only one (REGENERATE, a scenario object). */
function defaultTarget(s: OSState, u: number, kind: string): string | undefined {
  if (kind === 'REGENERATE') return s.info[u]!.id;
  return scenarioAction(s, kind)?.engagedWith;
}

/**
 * DP-08 `special`: which allocated special action (OS-R-08: `kind`, needed only when several are unresolved),
 * the target's id and, with declared geometry, the declared facts in metres; or why it is refused.
 */
export function specialProblem(
  s: OSState,
  target: unknown,
  which?: unknown,
  declaredInput?: unknown,
): Result<{ kind: string; target: string; declared?: Record<string, number | boolean> }> {
  const u = s.w[G_UNIT]!;
  const name = `${s.info[u]!.name} (${s.info[u]!.id})`;
  const open = allocatedSpecials(s).filter((x) => !x.done);
  if (open.length === 0) {
    return err(
      'special.action',
      'OS-ACT-6',
      `${name} n'a pas d'action spéciale allouée à résoudre.`,
      `${name} has no allocated special action left to resolve.`,
    );
  }
  const kinds = open.map((x) => x.kind).join(', ');
  const chosen = which === undefined && open.length === 1 ? open[0] : open.find((x) => x.kind === which);
  if (!chosen) {
    return err(
      'special.kind',
      'OS-R-08',
      which === undefined
        ? `${name} a plusieurs actions spéciales à résoudre : précisez kind, parmi ${kinds}.`
        : `${JSON.stringify(which)} n'est pas une action spéciale de ${name} à résoudre ; à résoudre : ${kinds}.`,
      which === undefined
        ? `${name} has several special actions to resolve: give kind, one of ${kinds}.`
        : `${JSON.stringify(which)} is not a special action of ${name} left to resolve; left: ${kinds}.`,
    );
  }
  const kind = chosen.kind;
  const id = target === undefined ? defaultTarget(s, u, kind) : target;
  const targets = specialTargets(s, u, kind);
  if (typeof id !== 'string' || !targets.includes(id)) {
    const what = describeTargets(kind);
    return err(
      'special.target',
      RULE_OF[kind] ?? 'OS-SPECIAL-7',
      `${JSON.stringify(target ?? null)} n'est pas une cible de ${kind} pour ${name} (${what.fr}) ; cibles possibles : ${targets.join(', ') || 'aucune'}.`,
      `${JSON.stringify(target ?? null)} is not a target of ${kind} for ${name} (${what.en}); possible targets: ${targets.join(', ') || 'none'}.`,
    );
  }
  if (!isDeclared(s)) return ok({ kind, target: id });
  return declaredSpecialTarget(s, u, kind, id, declaredInput, name);
}

/** OS-GEN-7 (ARB-OS-96): the declared reach of HEAL (1 m) and ORDER (12 m with LOS), the engagement of a scenario action. */
function declaredSpecialTarget(
  s: OSState,
  u: number,
  kind: string,
  id: string,
  raw: unknown,
  name: string,
): Result<{ kind: string; target: string; declared?: Record<string, number | boolean> }> {
  const facts = declaredSpecialProblem(raw, kind, id === s.info[u]!.id);
  if (!facts.ok) return facts;
  const d = facts.value;
  const declared = specialFacts(d);
  const result = ok(Object.keys(declared).length > 0 ? { kind, target: id, declared } : { kind, target: id });
  if (kind === 'HEAL' && d.distance !== undefined && id !== s.info[u]!.id && d.distance > HEAL_REACH + EPS) {
    return err(
      'special.reach',
      'OS-SPECIAL-3',
      `${name} soigne à 1 m au plus (bord à bord) ; ${id} est déclarée à ${d.distance / MM} m.`,
      `${name} heals within 1 m (edge to edge); ${id} is declared ${d.distance / MM} m away.`,
    );
  }
  if (kind === 'ORDER' && (!d.los || (d.distance ?? 0) > ORDER_REACH + EPS)) {
    return err(
      'special.reach',
      'OS-SPECIAL-5',
      `${name} donne un ordre à une unité amie à 12 m au plus et en ligne de vue ; ${id} est déclarée à ${(d.distance ?? 0) / MM} m, ligne de vue ${d.los ? 'oui' : 'non'}.`,
      `${name} orders a friendly unit within 12 m and in line of sight; ${id} is declared ${(d.distance ?? 0) / MM} m away, line of sight ${d.los ? 'yes' : 'no'}.`,
    );
  }
  if (d.engaged === false) {
    return err(
      'special.engaged',
      'OS-SPECIAL-7',
      `${name} doit être engagée avec ${id} pour ${kind}.`,
      `${name} must be engaged with ${id} for ${kind}.`,
    );
  }
  return result;
}

const RULE_OF: Record<string, string> = {
  HEAL: 'OS-SPECIAL-3',
  ORDER: 'OS-SPECIAL-5',
  REGENERATE: 'OS-SPECIAL-6',
};

function describeTargets(kind: string): { fr: string; en: string } {
  switch (kind) {
    case 'HEAL':
      return {
        fr: 'une unité amie, lui-même compris, à 1 m au plus bord à bord',
        en: 'a friendly unit, itself included, within 1 m edge to edge',
      };
    case 'ORDER':
      return {
        fr: 'une autre unité amie à 12 m au plus, en ligne de vue',
        en: 'another friendly unit within 12 m, in line of sight',
      };
    case 'REGENERATE':
      return { fr: 'lui-même seulement', en: 'itself only' };
    default:
      return { fr: "l'objet du scénario, au contact", en: 'the scenario object, while engaged with it' };
  }
}

/** OS-TERR-6: the conditions that apply to special rolls of unit u (tagged ones when a figure stands inside). */
function specialConditions(s: OSState, u: number): number {
  let d = 0;
  for (const c of conditionsOf(s)) {
    if (!c.testKinds.includes('special')) continue;
    if (!c.featureTags || c.featureTags.length === 0) d += c.difficulty;
    else if (inside(s, u, c.featureTags)) d += c.difficulty;
  }
  return d;
}

function inside(s: OSState, u: number, tags: readonly string[]): boolean {
  for (const feature of s.map.features) {
    if (!feature.tags.some((t) => tags.includes(t))) continue;
    for (const f of figuresOf(s, u))
      if (pointInPolygon(fget(s, f, F_X), fget(s, f, F_Y), feature.poly, EPS)) return true;
  }
  return false;
}

/** The fixed difficulty of a special kind (OS-SPECIAL-3/5/6/7). */
function baseDifficulty(s: OSState, kind: string): number {
  if (kind === 'HEAL') return s.o.healDifficulty;
  if (kind === 'ORDER') return 0;
  if (kind === 'REGENERATE') return REGENERATE_DIFFICULTY;
  return scenarioAction(s, kind)?.difficulty ?? 0;
}

/** OS-SPECIAL-3: the medkit's die joins HEAL only. */
export function kitDice(s: OSState, u: number, kind: string): number {
  if (kind !== 'HEAL') return 0;
  let n = 0;
  for (const id of s.info[u]!.equipment) if (id === 'MEDKIT') n += ITEMS[id]!.dice;
  return n;
}

/**
 * DP-08 `special` (validated): the action is resolved from now on (OS-ACT-6); the target waits in a SPECIAL
 * frame under DP-14 and DS-SPECIAL (OS-SPECIAL-2).
 */
export function declareSpecial(
  s: OSState,
  player: number,
  target: string,
  events: GameEvent[],
  which?: string,
  declared?: Record<string, number | boolean>,
): void {
  const u = s.w[G_UNIT]!;
  const open = allocatedSpecials(s).filter((x) => !x.done);
  const slot: SpecialSlot = open.find((x) => x.kind === which) ?? open[0]!;
  const kind = slot.kind;
  markSpecialDone(s, slot.slot);
  const difficulty = baseDifficulty(s, kind) + specialConditions(s, u);
  const extra = kitDice(s, u, kind);
  events.push({
    type: 'special',
    rule: RULE_OF[kind] ?? 'OS-SPECIAL-7',
    player,
    unit: s.info[u]!.id,
    kind,
    target,
    difficulty,
    kit: extra,
    ...(declared ? { declared } : {}),
  });
  s.stack.push({ id: 'SPECIAL', unit: u, kind, target });
  const roll: PoolRoll = {
    step: 'DS-SPECIAL',
    rule: 'OS-SPECIAL-2',
    unit: u,
    roller: player,
    pool: slot.dice,
    extra,
    difficulty,
  };
  startRoll(s, roll, events, resolveRoll);
}

/** DS-SPECIAL resolved: the effect of the margin (OS-SPECIAL-2: nothing below 1). */
export function resolveSpecial(
  s: OSState,
  _r: PoolRoll,
  _successes: number,
  margin: number,
  events: GameEvent[],
): void {
  const f = s.stack.pop();
  if (f?.id !== 'SPECIAL') throw new Error('OSOI: no special action pending');
  const { unit: u, kind, target } = f;
  if (kind === 'HEAL' || kind === 'REGENERATE') {
    heal(s, u, unitIndex(s, target), margin, RULE_OF[kind]!, events);
    return;
  }
  if (kind === 'ORDER') {
    const v = unitIndex(s, target);
    const held = uget(s, v, U_ORDER);
    const now = margin >= 1 ? Math.min(MAX_ORDER_DICE, held + margin) : held;
    uset(s, v, U_ORDER, now);
    events.push({
      type: 'ordered',
      rule: 'OS-SPECIAL-5',
      unit: s.info[u]!.id,
      target,
      margin,
      orderDice: now,
    });
    return;
  }
  const a = s.scenario.actions.findIndex((x) => x.id === kind);
  const action = s.scenario.actions[a]!;
  const progress = s.w[s.pBase + a]! + margin;
  s.w[s.pBase + a] = progress;
  events.push({
    type: 'progress',
    rule: 'OS-SPECIAL-7',
    unit: s.info[u]!.id,
    action: kind,
    margin,
    progress,
    required: action.progressRequired,
  });
  const i = objectIndex(s, action.destroys);
  if (progress >= action.progressRequired && i >= 0 && objectStanding(s, i)) destroyObject(s, i, events);
}

/**
 * OS-POOL-7 / OS-R-53: H := min(H0, H + margin), S unchanged. A grunt group gets back up to that many figures,
 * placed by its owner (DP-17, OS-SPECIAL-4).
 */
function heal(s: OSState, u: number, v: number, margin: number, rule: string, events: GameEvent[]): void {
  const info = s.info[v]!;
  const h = uget(s, v, U_H);
  const gain = Math.min(margin, info.h0 - h);
  if (info.kind === 'grunts' && gain > 0) {
    events.push({ type: 'healed', rule, unit: s.info[u]!.id, target: info.id, margin, healed: 0, health: h });
    // OS-GEN-7 (ARB-OS-97): a group without coordinates gets its figures back without positions (no DP-17):
    // the owner stands them at the table by OS-SPECIAL-4's constraints.
    if (isDeclared(s) && !placed(s, v)) {
      const back: [number, number][] = Array.from({ length: gain }, () => [UNPLACED, UNPLACED]);
      s.stack.push({ id: 'DP-17', player: info.side, unit: v, count: gain, anchors: [] });
      restore(s, back, events);
      return;
    }
    s.stack.push({ id: 'DP-17', player: info.side, unit: v, count: gain, anchors: figuresOf(s, v) });
    return;
  }
  uset(s, v, U_H, h + Math.max(0, gain));
  events.push({
    type: 'healed',
    rule,
    unit: s.info[u]!.id,
    target: info.id,
    margin,
    healed: Math.max(0, gain),
    health: h + Math.max(0, gain),
  });
}

/** OS-SPECIAL-4: why a restored figure of unit v may not stand at (x, y) mm, given those placed before, or null. */
function placementProblem(
  s: OSState,
  f: Extract<Frame, { id: 'DP-17' }>,
  x: number,
  y: number,
  placed: readonly [number, number][],
): { fr: string; en: string } | null {
  const r = s.info[f.unit]!.radius;
  if (!baseOnTable(s, x, y, r)) return { fr: 'hors de la table', en: 'off the table' };
  const wall = impassableAt(s, x, y, r);
  if (wall) return { fr: `sur ${wall} (infranchissable)`, en: `on ${wall} (impassable)` };
  for (let g = 0; g < s.figureUnit.length; g++) {
    if (fget(s, g, F_ALIVE) !== 1) continue;
    const rg = s.info[s.figureUnit[g]!]!.radius;
    if (basesOverlap(x, y, r, fget(s, g, F_X), fget(s, g, F_Y), rg))
      return { fr: `chevauche ${figureId(s, g)}`, en: `overlaps ${figureId(s, g)}` };
  }
  for (const [px, py] of placed)
    if (basesOverlap(x, y, r, px, py, r))
      return { fr: 'chevauche une figurine replacée', en: 'overlaps a restored figure' };
  for (let i = 0; i < s.scenario.objects.length; i++) {
    const ob = s.scenario.objects[i]!;
    const [ox, oy, or] = [ob.x, ob.y, ob.radius].map((v) => Math.round(v * MM)) as [number, number, number];
    if (objectStanding(s, i) && basesOverlap(x, y, r, ox, oy, or))
      return { fr: `chevauche l'objet ${ob.id}`, en: `overlaps the object ${ob.id}` };
  }
  const near = f.anchors.some(
    (g) =>
      dist(x, y, fget(s, g, F_X), fget(s, g, F_Y)) - r - s.info[s.figureUnit[g]!]!.radius <=
      RESTORE_REACH + EPS,
  );
  if (!near)
    return {
      fr: 'à plus de 2 m (bord à bord) des figurines du groupe déjà en jeu',
      en: 'more than 2 m (edge to edge) from the figures of the group already in play',
    };
  const side = s.info[f.unit]!.side;
  for (let g = 0; g < s.figureUnit.length; g++) {
    if (fget(s, g, F_ALIVE) !== 1 || s.info[s.figureUnit[g]!]!.side === side) continue;
    const rg = s.info[s.figureUnit[g]!]!.radius;
    if (dist(x, y, fget(s, g, F_X), fget(s, g, F_Y)) - r - rg <= RESTORE_ENEMY_GAP + EPS)
      return {
        fr: `à 1 m ou moins de ${figureId(s, g)} (ennemie)`,
        en: `within 1 m of ${figureId(s, g)} (enemy)`,
      };
  }
  return null;
}

/** DP-17: the restored figures' centres (mm), or why they are refused. */
export function restoreProblem(s: OSState, positions: unknown): Result<[number, number][]> {
  const f = s.stack.at(-1) as Extract<Frame, { id: 'DP-17' }>;
  const info = s.info[f.unit]!;
  const isPoint = (q: unknown): q is Point =>
    typeof q === 'object' &&
    q !== null &&
    Number.isFinite((q as Point).x) &&
    Number.isFinite((q as Point).y) &&
    Math.abs((q as Point).x) < 1e6 &&
    Math.abs((q as Point).y) < 1e6;
  if (!Array.isArray(positions) || positions.length > f.count || !positions.every(isPoint)) {
    return err(
      'restore.positions',
      'OS-SPECIAL-4',
      `positions est une liste de 0 à ${f.count} points { x, y } en mètres, un par figurine de ${info.name} (${info.id}) remise en jeu.`,
      `positions is a list of 0 to ${f.count} points { x, y } in metres, one per figure of ${info.name} (${info.id}) put back.`,
    );
  }
  const placed: [number, number][] = [];
  for (const [k, q] of positions.entries()) {
    const x = quantise(q.x, MM);
    const y = quantise(q.y, MM);
    const why = placementProblem(s, f, x, y, placed);
    if (why) {
      return err(
        'restore.place',
        'OS-SPECIAL-4',
        `Figurine ${k + 1} en (${q.x}, ${q.y}) : ${why.fr}. Une figurine remise en jeu est entièrement sur la table, sans chevaucher de socle ni de terrain infranchissable, à 2 m au plus d'une figurine du groupe et à plus de 1 m de toute figurine ennemie ; une figurine qui ne peut pas être placée n'est pas remise (omettez-la).`,
        `Figure ${k + 1} at (${q.x}, ${q.y}): ${why.en}. A restored figure is wholly on the table, overlapping no base nor impassable terrain, within 2 m of a figure of the group and more than 1 m from every enemy figure; a figure that cannot be placed is not restored (leave it out).`,
      );
    }
    placed.push([x, y]);
  }
  return ok(placed);
}

/** DP-17 (validated): the first removed figures of the group come back at these centres; H follows (OS-POOL-1). */
export function restore(s: OSState, placed: readonly [number, number][], events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'DP-17' }>;
  const info = s.info[f.unit]!;
  const back: number[] = [];
  for (let g = info.firstFigure; g < info.firstFigure + info.figures && back.length < placed.length; g++) {
    if (fget(s, g, F_ALIVE) === 1) continue;
    const [x, y] = placed[back.length]!;
    fset(s, g, F_X, x);
    fset(s, g, F_Y, y);
    fset(s, g, F_ALIVE, 1);
    back.push(g);
  }
  uset(s, f.unit, U_H, figuresOf(s, f.unit).length);
  events.push({
    type: 'restored',
    rule: 'OS-SPECIAL-4',
    unit: info.id,
    figures: back.map((g) => figureId(s, g)),
    positions: placed.filter(([x]) => x !== UNPLACED).map(([x, y]) => ({ x: x / MM, y: y / MM })),
    ...(placed.some(([x]) => x === UNPLACED) ? { declared: true } : {}),
    notRestored: f.count - back.length,
    health: uget(s, f.unit, U_H),
  });
}

/**
 * DP-17 candidates (section 4.3's discretisation): none restored; then, greedily, the first legal point among
 * 8 directions around each anchor figure at 1.5 × the base diameter, for 1 .. count figures.
 */
export function restoreCandidates(s: OSState): Point[][] {
  const f = s.stack.at(-1) as Extract<Frame, { id: 'DP-17' }>;
  const r = s.info[f.unit]!.radius;
  const out: Point[][] = [[]];
  const placed: [number, number][] = [];
  const step = 3 * r;
  // Exact eighths of a turn on the grid: (±1, 0), (0, ±1) and (±1, ±1)/√2 rounded to the millimetre.
  const diag = Math.round(step / Math.SQRT2);
  const offsets: [number, number][] = [
    [step, 0],
    [diag, diag],
    [0, step],
    [-diag, diag],
    [-step, 0],
    [-diag, -diag],
    [0, -step],
    [diag, -diag],
  ];
  for (let k = 0; k < f.count; k++) {
    let found: [number, number] | null = null;
    for (const g of f.anchors) {
      for (const [dx, dy] of offsets) {
        const x = fget(s, g, F_X) + dx;
        const y = fget(s, g, F_Y) + dy;
        if (!placementProblem(s, f, x, y, placed)) {
          found = [x, y];
          break;
        }
      }
      if (found) break;
    }
    if (!found) break;
    placed.push(found);
    out.push(placed.map(([x, y]) => ({ x: x / MM, y: y / MM })));
  }
  return out;
}
