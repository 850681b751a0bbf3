/**
 * The legal decisions of a player as finite candidate sets (section 4.1, 4.3): every unit to activate, every
 * allocation vector within the caps, deployment placements sampled in the zone, every choice of casualties.
 * `validate` accepts any other legal input as well (any point of the zone, for instance). Every list ends with
 * concede (DP-18).
 */
import type { OSAction } from './actions.ts';
import { figureId, stripChoices } from './damage.ts';
import { undeployed } from './setup.ts';
import { roleChoiceProblem } from './scenario-setup.ts';
import { deployments } from './deploy-candidates.ts';
import { objectTargets } from './object-shots.ts';
import {
  allocationProblem,
  declarationProblem,
  declareDice,
  openKinds,
  roleOf,
  specialKinds,
  allocatedSpecials,
  toActivate,
  unresolved,
} from './round.ts';
import { defenceChoices, rangedWeapon, shootTargets } from './shooting.ts';
import { moveCandidates } from './move-candidates.ts';
import { stopCandidates } from './movement.ts';
import { meleeDefenceChoices, meleeTargets, objectMeleeTargets } from './melee.ts';
import { allocatedKind, restoreCandidates, specialTargets } from './special.ts';
import {
  available,
  cloneState,
  figuresOf,
  G_MOVE,
  G_UNIT,
  MM,
  onTable,
  unitIndex,
  unitsOf,
  type OSState,
  type UnitInfo,
} from './state.ts';
import { isDeclared, placed } from './declared.ts';
import { validateAction } from './validate.ts';
import { unitCover } from './cover.ts';
import { unitDistance } from './geometry.ts';

export function legalActions(s: OSState, player: number): OSAction[] {
  const f = s.stack.at(-1);
  if (!f || !('player' in f) || f.player !== player || s.outcome) return [];
  const list: OSAction[] = [];
  switch (f.id) {
    case 'DP-04':
      if (!s.scenario.roles)
        list.push({ type: 'chooseZone', zone: 'south' }, { type: 'chooseZone', zone: 'north' });
      for (const role of s.scenario.roles ? ([0, 1] as const) : [])
        if (roleChoiceProblem(s, player, role).ok) list.push({ type: 'chooseRole', role });
      break;
    case 'DP-05':
      for (const u of undeployed(s, player)) {
        // OS-GEN-7 (ARB-OS-88): on the table without positions.
        if (isDeclared(s)) list.push({ type: 'deploy', unit: s.info[u]!.id, positions: [], declared: true });
        list.push(...deployments(s, player, u));
      }
      break;
    case 'DP-06':
      for (const u of toActivate(s, player)) list.push({ type: 'activate', unit: s.info[u]!.id });
      break;
    case 'DP-07':
      list.push(...allocations(s));
      break;
    case 'DP-08': {
      // The candidates' own list is the answer (no copy of some fifty inputs).
      const next = s.o.allocationMode === 'incremental' ? declaredActions(s, player) : nextActions(s);
      next.push({ type: 'concede' });
      return next;
    }
    case 'DP-13':
      for (const dice of meleeDefenceChoices(s)) list.push({ type: 'defendMelee', dice });
      break;
    case 'DP-17':
      for (const positions of restoreCandidates(s)) list.push({ type: 'restore', positions });
      break;
    case 'DP-11':
      for (const d of defenceChoices(s)) list.push({ type: 'defend', ...d });
      break;
    case 'DP-09':
      list.push(...stopCandidates(s));
      break;
    case 'STRIP_DICE':
      for (const from of stripChoices(s)) list.push({ type: 'stripDice', from });
      break;
    case 'DP-14':
      list.push({ type: 'orderDice', use: true }, { type: 'orderDice', use: false });
      break;
    case 'DP-15':
      for (const c of casualtyChoices(figuresOf(s, f.unit), f.exposed, f.count)) {
        list.push({ type: 'casualties', figures: c.map((g) => figureId(s, g)) });
      }
      break;
  }
  list.push({ type: 'concede' });
  return list;
}

/**
 * DP-07's vectors depend only on the unit (its profile, equipment and specials), its available dice and its
 * side's scenario role (scenario actions): computed once per (unit, A, role), kept with the unit's info (shared
 * between clones, never in the state), frozen so that no caller can change them.
 */
const allocationCache = new WeakMap<UnitInfo, Map<number, readonly OSAction[]>>();

/** DP-07: every allocation vector within the caps and A (at most 6⁴ = 1296, section 4.1), specials by kind. */
function allocations(s: OSState): readonly OSAction[] {
  const u = s.w[G_UNIT]!;
  const info = s.info[u]!;
  const key = available(s, u) * 4 + roleOf(s, info.side) + 1;
  let byKey = allocationCache.get(info);
  if (!byKey) allocationCache.set(info, (byKey = new Map()));
  let list = byKey.get(key);
  if (!list) {
    list = allocationsOf(s, u).map((a) => Object.freeze(a));
    byKey.set(key, list);
  }
  return list;
}

function allocationsOf(s: OSState, u: number): OSAction[] {
  const info = s.info[u]!;
  const a = available(s, u);
  const out: OSAction[] = [];
  const kinds: (string | undefined)[] = [undefined, ...specialKinds(s, u)];
  for (let move = 0; move <= Math.min(a, info.profile.agilite); move++) {
    for (let shoot = 0; shoot <= Math.min(a - move, info.profile.tir); shoot++) {
      for (let melee = 0; melee <= Math.min(a - move - shoot, info.profile.contact); melee++) {
        for (const specialKind of kinds) {
          const maxSpecial = specialKind === undefined ? 0 : a - move - shoot - melee;
          for (let special = specialKind === undefined ? 0 : 1; special <= maxSpecial; special++) {
            const alloc = { move, shoot, melee, special, ...(specialKind ? { specialKind } : {}) };
            if (allocationProblem(s, alloc).ok) out.push({ type: 'allocate', ...alloc });
          }
        }
      }
    }
  }
  if (s.o.specialActionsPerActivation > 1) out.push(...multiSpecials(s, u, kinds.slice(1) as string[]));
  return out;
}

/**
 * OS-R-08's variant: the allocations with 2 .. k different special actions (kinds in list order), every dice
 * split within each cap and A, with no die on Move, Shoot or Melee and with each of them alone (a
 * representative subset: the full product would multiply the single-special list).
 */
function multiSpecials(s: OSState, u: number, kinds: string[]): OSAction[] {
  const out: OSAction[] = [];
  const k = s.o.specialActionsPerActivation;
  const a = available(s, u);
  const bases = [
    { move: 0, shoot: 0, melee: 0 },
    { move: 1, shoot: 0, melee: 0 },
    { move: 0, shoot: 1, melee: 0 },
    { move: 0, shoot: 0, melee: 1 },
  ];
  const pick = (from: number, chosen: { kind: string; dice: number }[], left: number) => {
    if (chosen.length >= 2) {
      for (const base of bases) {
        const alloc = { ...base, special: 0, specials: chosen.map((x) => ({ ...x })) };
        if (allocationProblem(s, alloc).ok) out.push({ type: 'allocate', ...alloc });
      }
    }
    if (chosen.length === k) return;
    for (let i = from; i < kinds.length; i++) {
      for (let dice = 1; dice <= left; dice++) {
        chosen.push({ kind: kinds[i]!, dice });
        pick(i + 1, chosen, left - dice);
        chosen.pop();
      }
    }
  };
  pick(0, [], a);
  return out;
}

/** DP-15: every set of `count` figures that takes the exposed ones first (OS-R-20). */
function casualtyChoices(alive: readonly number[], exposed: readonly number[], count: number): number[][] {
  const out: number[][] = [];
  const need = Math.min(count, exposed.length);
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === count) {
      if (chosen.filter((g) => exposed.includes(g)).length >= need) out.push(chosen.slice());
      return;
    }
    for (let i = from; i < alive.length; i++) {
      chosen.push(alive[i]!);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/** DP-08: the next allocated action's candidates, or the end of the activation. */
function nextActions(s: OSState): OSAction[] {
  const open = unresolved(s);
  // The Move candidates are the list's start (no copy of a hundred inputs).
  const declared = isDeclared(s);
  const list: OSAction[] = !open.includes('move') ? [] : declared ? declaredMoves(s) : moveCandidates(s);
  list.push({ type: 'end' });
  // OS-GEN-7: with declared geometry any enemy on the table may be named (the players give the facts).
  const enemies = declared ? unitsOf(s, 1 - s.info[s.w[G_UNIT]!]!.side).filter((v) => onTable(s, v)) : [];
  if (open.includes('shoot'))
    for (const v of declared ? (rangedWeapon(s, s.w[G_UNIT]!) ? enemies : []) : shootTargets(s, s.w[G_UNIT]!))
      list.push({ type: 'shoot', target: s.info[v]!.id });
  if (open.includes('melee'))
    for (const v of declared ? enemies : meleeTargets(s, s.w[G_UNIT]!))
      list.push({ type: 'melee', target: s.info[v]!.id });
  if (open.includes('melee'))
    for (const i of objectMeleeTargets(s, s.w[G_UNIT]!))
      list.push({ type: 'melee', object: s.scenario.objects[i]!.id });
  if (open.includes('special')) {
    // OS-R-08's variant: each unresolved special action's targets, named by kind when several may be allocated.
    const many = s.o.specialActionsPerActivation > 1;
    for (const x of allocatedSpecials(s))
      if (!x.done)
        for (const target of specialTargets(s, s.w[G_UNIT]!, x.kind))
          list.push({ type: 'special', target, ...(many ? { kind: x.kind } : {}) });
  }
  if (open.includes('shoot'))
    for (const i of objectTargets(s, s.w[G_UNIT]!))
      list.push({ type: 'shoot', target: s.scenario.objects[i]!.id });
  return declared ? list.flatMap((a) => withFacts(s, a)) : list;
}

/** OS-GEN-7: declared moves of 0, half and the whole allowance, automatic and at difficulty 1 (a sample). */
function declaredMoves(s: OSState): OSAction[] {
  const most = s.w[G_MOVE]! * 2;
  const out: OSAction[] = [];
  for (const distance of [...new Set([0, most / 2, most])])
    for (const difficulty of [0, 1])
      out.push({ type: 'move', paths: {}, declared: { distance, difficulty } });
  return out;
}

/** OS-GEN-7: a candidate with declared geometry carries the facts the coordinates give (a representative set). */
function withFacts(s: OSState, a: OSAction): OSAction[] {
  const u = s.w[G_UNIT]!;
  if (a.type === 'shoot' && unitIndex(s, a.target) >= 0) {
    const v = unitIndex(s, a.target);
    if (!placed(s, u) || !placed(s, v) || !Number.isFinite(unitDistance(s, u, v, true))) {
      // Without coordinates: at the weapon's range and at the next band's limit, in the open and in cover 1.
      const range = rangedWeapon(s, u)!.range!;
      return [
        { ...a, declared: { distance: range, los: true, coverTarget: 0, coverShooter: 0 } },
        { ...a, declared: { distance: 2 * range, los: true, coverTarget: 1, coverShooter: 1 } },
      ].filter((c) => validateAction(s, s.info[u]!.side, c).ok);
    }
    const declared = {
      distance: Math.round(unitDistance(s, u, v, true)) / MM,
      los: true,
      coverTarget: unitCover(s, u, v),
      coverShooter: unitCover(s, v, u),
    };
    return [{ ...a, declared }];
  }
  if (a.type === 'shoot') {
    // ARB-OS-100: an object, at the weapon's range in the open and at the next band's limit in cover 1.
    const range = rangedWeapon(s, u)!.range!;
    return [
      { ...a, declared: { distance: range, los: true, coverTarget: 0, coverShooter: 0 } },
      { ...a, declared: { distance: 2 * range, los: true, coverTarget: 1, coverShooter: 0 } },
    ].filter((c) => validateAction(s, s.info[u]!.side, c).ok);
  }
  if (a.type === 'melee') return [{ ...a, declared: { engaged: true } }];
  if (a.type === 'special' && a.target !== undefined) {
    const kind = a.kind ?? allocatedKind(s)!;
    if (kind === 'HEAL' && a.target !== s.info[u]!.id) return [{ ...a, declared: { distance: 0.5 } }];
    if (kind === 'ORDER') return [{ ...a, declared: { distance: 6, los: true } }];
    if (kind !== 'HEAL' && kind !== 'REGENERATE') return [{ ...a, declared: { engaged: true } }];
  }
  return [a];
}

/**
 * DP-08 under OS-R-04's variant (`allocationMode = "incremental"`): the end, the allocated actions' candidates,
 * and for each type still open every number of dice (Move: 1 and the most, a representative pair) with that
 * type's candidates, each carrying its `dice` (and `specialKind`).
 */
function declaredActions(s: OSState, player: number): OSAction[] {
  const list = nextActions(s);
  const u = s.w[G_UNIT]!;
  for (const kind of openKinds(s)) {
    const kinds = kind === 'special' ? specialKinds(s, u) : [undefined];
    for (const specialKind of kinds) {
      const counts: number[] = [];
      for (let n = 1; n <= available(s, u); n++) {
        const raw = { dice: n, ...(specialKind ? { specialKind } : {}) };
        if (declarationProblem(s, kind, raw).ok) counts.push(n);
      }
      const tried = kind === 'move' && counts.length > 2 ? [counts[0]!, counts.at(-1)!] : counts;
      for (const n of tried) {
        const t = cloneState(s);
        declareDice(t, player, { kind, dice: n, ...(specialKind ? { specialKind } : {}) }, []);
        for (const a of nextActions(t))
          if (a.type === kind)
            list.push({ ...a, dice: n, ...(specialKind ? { specialKind } : {}) } as OSAction);
      }
    }
  }
  return list;
}
