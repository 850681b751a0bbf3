/**
 * Wounds, removals and casualties (OS-POOL-5/6, OS-UNIT-11, OS-R-02, OS-R-20, OS-R-54): a wound lowers H (the
 * available dice first by default), a unit at H = 0 is removed at once with any excess lost, and a damaged
 * grunt group loses figures chosen by its owner, exposed figures first (DP-15).
 */
import { isDeclared, placed } from './declared.ts';
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import { figureGap } from './geometry.ts';
import { ACTION_KINDS } from './round.ts';
import type { ActionKind } from './scenarios.ts';
import {
  F_ALIVE,
  G_DONE,
  G_UNIT,
  fget,
  figuresOf,
  fset,
  U_H,
  U_REMOVED,
  U_S,
  uget,
  uset,
  type OSState,
} from './state.ts';

/** A figure's id: its unit's id and its number in the unit, from 1 ('A4.2'). */
export function figureId(s: OSState, f: number): string {
  const info = s.info[s.figureUnit[f]!]!;
  return `${info.id}.${f - info.firstFigure + 1}`;
}

/** The figure index of an id, or −1. */
export function figureIndex(s: OSState, id: string): number {
  const dot = id.lastIndexOf('.');
  if (dot < 0) return -1;
  const info = s.info.find((u) => u.id === id.slice(0, dot));
  const k = Number(id.slice(dot + 1));
  if (!info || !Number.isInteger(k) || k < 1 || k > info.figures) return -1;
  return info.firstFigure + k - 1;
}

/**
 * OS-POOL-5: unit u takes k points of damage. `exposed` are the figures that must go first (OS-R-20: with LOS
 * to the opposing unit for shooting, engaged with it for melee); `from` is the opposing unit (nearestFirst). A grunt group's owner picks its casualties
 * (DP-15) unless the choice is forced. Returns the damage actually taken (OS-R-54: the excess is lost).
 */
export function wound(
  s: OSState,
  u: number,
  k: number,
  exposed: readonly number[],
  rule: string,
  events: GameEvent[],
  from = -1,
): number {
  const h = uget(s, u, U_H);
  const lost = Math.min(k, h);
  if (lost <= 0) return 0;
  const info = s.info[u]!;
  const availableBefore = Math.max(0, h - uget(s, u, U_S));
  // OS-R-02: available dice first (H drops, A follows); `spentFirst` takes spent dice back first.
  if (s.o.woundOrder === 'spentFirst') uset(s, u, U_S, Math.max(0, uget(s, u, U_S) - lost));
  uset(s, u, U_H, h - lost);
  events.push({ type: 'wound', rule, unit: info.id, damage: k, lost, health: h - lost });
  if (h - lost === 0) {
    removeUnit(s, u, events);
    return lost;
  }
  // OS-R-05's variant: beyond the available dice, each point strips a die from an unresolved action.
  if (s.o.woundsStripCommittedDice && u === s.w[G_UNIT]! && lost > availableBefore)
    stripCommitted(s, u, lost - availableBefore, events);
  if (info.kind === 'grunts') {
    const alive = figuresOf(s, u);
    // OS-GEN-7 (ARB-OS-98): without coordinates on either side nothing is measured: every figure is exposed,
    // and nearestFirst takes them in figure order.
    if (isDeclared(s) && (!placed(s, u) || (from >= 0 && !placed(s, from)))) {
      exposed = alive;
      if (s.o.casualtyRule === 'nearestFirst') {
        removeFigures(s, u, alive.slice(0, lost), 'OS-R-20', events);
        return lost;
      }
    }
    if (s.o.casualtyRule === 'nearestFirst' && from >= 0) {
      removeFigures(s, u, nearestFigures(s, alive, from, lost), 'OS-R-20', events);
      return lost;
    }
    const must = s.o.casualtyRule === 'ownerFree' ? alive : exposed.filter((f) => alive.includes(f));
    const forced = forcedCasualties(alive, must, lost);
    if (forced) removeFigures(s, u, forced, 'OS-POOL-5', events);
    else s.stack.push({ id: 'DP-15', player: info.side, unit: u, count: lost, exposed: must.slice(), rule });
  }
  return lost;
}

/**
 * OS-R-20 (`cfg.casualtyRule = "nearestFirst"`): the `count` figures nearest to unit `from` (edge distance to
 * its nearest figure), equal distances in figure order (ARB-OS-84); nobody chooses.
 */
function nearestFigures(s: OSState, alive: readonly number[], from: number, count: number): number[] {
  const others = figuresOf(s, from);
  const d = (f: number) => Math.min(...others.map((g) => figureGap(s, f, g)));
  return alive
    .map((f) => [f, others.length > 0 ? d(f) : 0] as const)
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, count)
    .map(([f]) => f);
}

/** The casualties when the owner has no choice (all of the exposed, or all of the others, are needed), or null. */
function forcedCasualties(
  alive: readonly number[],
  exposed: readonly number[],
  count: number,
): number[] | null {
  if (exposed.length === count) return exposed.slice();
  if (exposed.length > count) return null;
  const others = alive.filter((f) => !exposed.includes(f));
  return others.length === count - exposed.length ? [...exposed, ...others] : null;
}

/** The acting unit's unresolved actions with their dice (OS-R-05), in allocation order. */
export function committedDice(s: OSState): { kind: ActionKind; word: number; dice: number }[] {
  const out: { kind: ActionKind; word: number; dice: number }[] = [];
  for (const { kind, word, bit } of ACTION_KINDS)
    if (s.w[word]! > 0 && (s.w[G_DONE]! & bit) === 0) out.push({ kind, word, dice: s.w[word]! });
  return out;
}

/**
 * OS-R-05 (`cfg.woundsStripCommittedDice`): the acting unit u loses `count` dice from its unresolved actions.
 * When the owner has no choice (one action, or every die goes) they go at once; otherwise its owner chooses
 * (frame STRIP_DICE, input `{ type: 'stripDice', from: { shoot: 1, … } }`, ARB-OS-85).
 */
function stripCommitted(s: OSState, u: number, count: number, events: GameEvent[]): void {
  const actions = committedDice(s);
  const total = actions.reduce((n, a) => n + a.dice, 0);
  if (total === 0) return;
  if (actions.length === 1 || total <= count) {
    const from: Partial<Record<ActionKind, number>> = {};
    let left = count;
    for (const a of actions) {
      const n = Math.min(a.dice, left);
      if (n > 0) from[a.kind] = n;
      left -= n;
    }
    applyStrip(s, u, from, events);
    return;
  }
  s.stack.push({ id: 'STRIP_DICE', player: s.info[u]!.side, unit: u, count });
}

/** Removes the dice from the acting unit's unresolved actions (OS-R-05); an action left with none is gone. */
function applyStrip(
  s: OSState,
  u: number,
  from: Partial<Record<ActionKind, number>>,
  events: GameEvent[],
): void {
  for (const a of committedDice(s)) s.w[a.word] = a.dice - (from[a.kind] ?? 0);
  events.push({ type: 'diceStripped', rule: 'OS-R-05', unit: s.info[u]!.id, from: { ...from } });
}

/** STRIP_DICE: why this choice of dice to strip is refused, or the choice. */
export function stripProblem(s: OSState, from: unknown): Result<Partial<Record<ActionKind, number>>> {
  const f = s.stack.at(-1);
  if (f?.id !== 'STRIP_DICE')
    return err('stripDice.none', 'OS-R-05', 'Aucun dé à retirer maintenant.', 'No dice to strip now.');
  const actions = committedDice(s);
  const list = actions.map((a) => `${a.kind} ${a.dice}`).join(', ');
  const bad = () =>
    err(
      'stripDice.from',
      'OS-R-05',
      `Retirez exactement ${f.count} dé(s) des actions non résolues, au plus leurs dés : ${list} (ex. { from: { ${actions[0]!.kind}: 1 } }).`,
      `Strip exactly ${f.count} dice from the unresolved actions, at most their dice: ${list} (e.g. { from: { ${actions[0]!.kind}: 1 } }).`,
    );
  if (typeof from !== 'object' || from === null || Array.isArray(from)) return bad();
  const out: Partial<Record<ActionKind, number>> = {};
  let total = 0;
  for (const [k, n] of Object.entries(from as Record<string, unknown>)) {
    const a = actions.find((x) => x.kind === k);
    if (!a || typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > a.dice) return bad();
    if (n > 0) out[a.kind] = n;
    total += n;
  }
  return total === f.count ? ok(out) : bad();
}

/** STRIP_DICE candidates: every way to take `count` dice from the unresolved actions. */
export function stripChoices(s: OSState): Partial<Record<ActionKind, number>>[] {
  const f = s.stack.at(-1);
  if (f?.id !== 'STRIP_DICE') return [];
  const actions = committedDice(s);
  const out: Partial<Record<ActionKind, number>>[] = [];
  const pick = (i: number, left: number, chosen: Partial<Record<ActionKind, number>>) => {
    if (i === actions.length) {
      if (left === 0) out.push({ ...chosen });
      return;
    }
    const a = actions[i]!;
    for (let n = 0; n <= Math.min(a.dice, left); n++) {
      const next = { ...chosen };
      if (n > 0) next[a.kind] = n;
      pick(i + 1, left - n, next);
    }
  };
  pick(0, f.count, {});
  return out;
}

/** STRIP_DICE (validated): the owner's dice are stripped. */
export function chooseStrip(
  s: OSState,
  from: Partial<Record<ActionKind, number>>,
  events: GameEvent[],
): void {
  const f = s.stack.pop();
  if (f?.id !== 'STRIP_DICE') throw new Error('no dice to strip pending');
  applyStrip(s, f.unit, from, events);
}

/** OS-POOL-6: the unit leaves play with all its figures. */
export function removeUnit(s: OSState, u: number, events: GameEvent[]): void {
  for (const f of figuresOf(s, u)) fset(s, f, F_ALIVE, 0);
  uset(s, u, U_H, 0);
  uset(s, u, U_REMOVED, 1);
  events.push({ type: 'unitRemoved', rule: 'OS-POOL-6', unit: s.info[u]!.id });
}

function removeFigures(
  s: OSState,
  u: number,
  figures: readonly number[],
  rule: string,
  events: GameEvent[],
): void {
  for (const f of figures) fset(s, f, F_ALIVE, 0);
  events.push({ type: 'casualties', rule, unit: s.info[u]!.id, figures: figures.map((f) => figureId(s, f)) });
}

/** DP-15: why this choice of casualties is refused, or the figures. */
export function casualtiesProblem(s: OSState, ids: unknown): Result<number[]> {
  const f = s.stack.at(-1);
  if (f?.id !== 'DP-15')
    return err(
      'casualties.none',
      'OS-POOL-5',
      'Aucune perte à choisir maintenant.',
      'No casualties to choose now.',
    );
  const info = s.info[f.unit]!;
  if (!Array.isArray(ids) || ids.length !== f.count || !ids.every((x) => typeof x === 'string')) {
    return err(
      'casualties.count',
      'OS-POOL-5',
      `Retirez exactement ${f.count} figurine(s) de ${info.name} (${info.id}).`,
      `Remove exactly ${f.count} figure(s) of ${info.name} (${info.id}).`,
    );
  }
  const chosen: number[] = [];
  for (const id of ids as string[]) {
    const g = figureIndex(s, id);
    if (g < 0 || s.figureUnit[g] !== f.unit || fget(s, g, F_ALIVE) !== 1 || chosen.includes(g)) {
      return err(
        'casualties.figure',
        'OS-POOL-5',
        `« ${id} » n'est pas une figurine restante de ${info.id} (ou est nommée deux fois) ; restantes : ${figuresOf(
          s,
          f.unit,
        )
          .map((x) => figureId(s, x))
          .join(', ')}.`,
        `"${id}" is not a remaining figure of ${info.id} (or is named twice); remaining: ${figuresOf(
          s,
          f.unit,
        )
          .map((x) => figureId(s, x))
          .join(', ')}.`,
      );
    }
    chosen.push(g);
  }
  const needed = Math.min(f.count, f.exposed.length);
  const taken = chosen.filter((g) => f.exposed.includes(g)).length;
  if (taken < needed) {
    return err(
      'casualties.exposed',
      'OS-R-20',
      `Les figurines exposées partent d'abord : ${needed} parmi ${f.exposed.map((x) => figureId(s, x)).join(', ')}.`,
      `Exposed figures go first: ${needed} among ${f.exposed.map((x) => figureId(s, x)).join(', ')}.`,
    );
  }
  return ok(chosen);
}

/** DP-15 (validated): the chosen figures are removed. */
export function chooseCasualties(s: OSState, figures: readonly number[], events: GameEvent[]): void {
  const f = s.stack.pop();
  if (f?.id !== 'DP-15') throw new Error('no casualties pending');
  removeFigures(s, f.unit, figures, 'OS-R-20', events);
}
