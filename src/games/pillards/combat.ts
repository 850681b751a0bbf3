/**
 * Combat (PIL-COMBAT-1..13): rounds with the attacker's retreat decision, the archers' round-1 volley, the
 * melee, hit allocation by the receiving side, saves, simultaneous casualties, the parting attacks of a
 * retreat, and the end checks.
 */
import type { GameEvent } from '../../engine/types.ts';
import { STATS, type FigureType } from './forces.ts';
import { endRaid } from './raid.ts';
import type { Group, PilState, Raid, Side } from './state.ts';

/** Living figures of a side. */
export function sideSize(r: Raid, side: Side): number {
  let n = 0;
  for (const g of r.sides[side]) n += g.count;
  return n;
}

/** The player who rolls, allocates and saves for a side (PIL-COMBAT-1): the attacker, or the target. */
export function controller(r: Raid, side: Side): number {
  return side === 0 ? r.attacker : r.target;
}

/** Combat starts: an empty defending side loses at once, with no round and no dice (PIL-COMBAT-2). */
export function startCombat(s: PilState, events: GameEvent[]): void {
  const r = s.raid!;
  if (sideSize(r, 1) === 0) {
    events.push({ type: 'noDefenders', rule: 'PIL-COMBAT-2', no: r.no });
    victory(s, events);
    return;
  }
  r.round = 1;
  startRound(s, events);
}

function startRound(s: PilState, events: GameEvent[]): void {
  const r = s.raid!;
  r.step = null;
  events.push({ type: 'roundStarted', rule: 'PIL-COMBAT-3', no: r.no, round: r.round });
  s.phase = 'retreat';
}

/** D-RETREAT (PIL-COMBAT-3/11/12): retreat under the parting attacks, or fight (volley in round 1, then melee). */
export function decideRetreat(s: PilState, retreat: boolean, events: GameEvent[]): void {
  const r = s.raid!;
  events.push({
    type: retreat ? 'retreat' : 'fight',
    rule: retreat ? 'PIL-COMBAT-11' : 'PIL-COMBAT-3',
    no: r.no,
    round: r.round,
  });
  if (retreat) startStep(s, 'parting', events);
  else if (r.round === 1 && r.sides.some((gs) => gs.some((g) => g.type === 'archers' && g.count > 0))) {
    startStep(s, 'volley', events);
  } else startStep(s, 'melee', events);
}

/** Who rolls to hit in a step: archers (volley), everyone (melee), defending archers and cavalry (parting). */
function rolls(step: Raid['step'], side: Side, type: FigureType): boolean {
  if (step === 'volley') return STATS[type].volley;
  if (step === 'parting') return side === 1 && STATS[type].parting;
  return true;
}

/** The rule of a step's hit rolls. */
export function hitRule(step: Raid['step']): string {
  return step === 'volley' ? 'PIL-COMBAT-5' : step === 'parting' ? 'PIL-COMBAT-11' : 'PIL-COMBAT-6';
}

function startStep(s: PilState, step: 'volley' | 'melee' | 'parting', events: GameEvent[]): void {
  const r = s.raid!;
  r.step = step;
  r.hits = [0, 0];
  r.base = [0, 0];
  r.hitQueue = [];
  for (const side of [0, 1] as const) {
    r.sides[side].forEach((g, i) => {
      g.alloc = 0;
      g.dead = 0;
      if (g.count > 0 && rolls(step, side, g.type)) r.hitQueue.push([side, i]);
    });
  }
  events.push({ type: 'stepStarted', rule: hitRule(step), no: r.no, round: r.round, step });
  s.phase = 'hit';
  if (r.hitQueue.length === 0) allocate(s, events);
}

/** The group whose hit roll is pending. */
export function pendingHitGroup(r: Raid): { side: Side; group: Group } {
  const [side, i] = r.hitQueue[0]!;
  return { side, group: r.sides[side][i]! };
}

/** ROLL-VOLLEY-HIT / ROLL-MELEE-HIT / ROLL-PART-HIT (PIL-COMBAT-4): one die per figure; `successes` = hits. */
export function applyHits(s: PilState, faces: number[], events: GameEvent[]): void {
  const r = s.raid!;
  const { side, group } = pendingHitGroup(r);
  const target = STATS[group.type].hit;
  let hits = 0;
  let sum = 0;
  for (const f of faces) {
    sum += f;
    if (f >= target) hits++;
  }
  r.hits[side === 0 ? 1 : 0] += hits;
  events.push({
    type: 'roll',
    rule: hitRule(r.step),
    player: controller(r, side),
    dice: `${faces.length}d6`,
    faces,
    target,
    modifier: 0,
    total: sum,
    successes: hits,
    reroll: false,
    side,
    owner: group.owner,
    origin: group.origin,
    figureType: group.type,
  });
  r.hitQueue.shift();
  if (r.hitQueue.length === 0) allocate(s, events);
}

/**
 * PIL-COMBAT-7 (PIL-R-30/31): hits against a side are spread one per figure, excess lost (variant
 * `reallocate`: every figure takes one before any takes a second). The receiving side chooses only when the
 * choice matters: some but not all figures take an extra hit, and it has more than one group.
 */
function allocate(s: PilState, events: GameEvent[]): void {
  const r = s.raid!;
  r.allocPending = [false, false];
  for (const side of [0, 1] as const) {
    const n = sideSize(r, side);
    const h = r.hits[side];
    if (n === 0 || h === 0) continue;
    let extra: number;
    if (s.o.excessHits === 'discard') {
      const a = Math.min(h, n);
      r.base[side] = a === n ? 1 : 0;
      extra = a === n ? 0 : a;
    } else {
      r.base[side] = Math.floor(h / n);
      extra = h % n;
    }
    const groups = r.sides[side].filter((g) => g.count > 0);
    if (extra === 0) continue;
    if (groups.length === 1) groups[0]!.alloc = extra;
    else r.allocPending[side] = true;
  }
  if (r.allocPending[0] || r.allocPending[1]) s.phase = 'alloc';
  else buildSaves(s, events);
}

/** How many figures of each group a side must choose for its extra hits in this step. */
export function extraHits(s: PilState, side: Side): number {
  const r = s.raid!;
  const n = sideSize(r, side);
  const h = r.hits[side];
  if (s.o.excessHits === 'discard') return Math.min(h, n) === n ? 0 : h;
  return h % n;
}

/** D-ALLOC applied for one side: `counts[i]` figures of group i take the extra hits. */
export function applyAllocation(s: PilState, side: Side, counts: number[], events: GameEvent[]): void {
  const r = s.raid!;
  r.sides[side].forEach((g, i) => (g.alloc = counts[i] ?? 0));
  r.allocPending[side] = false;
  events.push({
    type: 'hitsAllocated',
    rule: 'PIL-COMBAT-7',
    no: r.no,
    side,
    player: controller(r, side),
    hits: r.sides[side]
      .map((g) => ({ owner: g.owner, origin: g.origin, figureType: g.type, count: g.alloc }))
      .filter((x) => x.count > 0),
  });
  if (!r.allocPending[0] && !r.allocPending[1]) buildSaves(s, events);
}

/** ROLL-SAVE batches (PIL-COMBAT-8): per group, figures with the same number of hits roll together. */
function buildSaves(s: PilState, events: GameEvent[]): void {
  const r = s.raid!;
  r.saveQueue = [];
  for (const side of [0, 1] as const) {
    const base = r.base[side];
    r.sides[side].forEach((g, i) => {
      if (g.alloc > 0) r.saveQueue.push({ side, g: i, figures: g.alloc, dice: base + 1 });
      if (base > 0 && g.count - g.alloc > 0)
        r.saveQueue.push({ side, g: i, figures: g.count - g.alloc, dice: base });
    });
  }
  s.phase = 'save';
  if (r.saveQueue.length === 0) endStep(s, events);
}

/**
 * ROLL-SAVE: each figure survives if all its save dice reach the type's target; faces come figure by figure.
 * The event's `successes` counts the figures saved, `killed` the others.
 */
export function applySaves(s: PilState, faces: number[], events: GameEvent[]): void {
  const r = s.raid!;
  const batch = r.saveQueue.shift()!;
  const group = r.sides[batch.side][batch.g]!;
  const target = STATS[group.type].save;
  let dead = 0;
  let sum = 0;
  for (const f of faces) sum += f;
  for (let f = 0; f < batch.figures; f++) {
    for (let d = 0; d < batch.dice; d++) {
      if (faces[f * batch.dice + d]! < target) {
        dead++;
        break;
      }
    }
  }
  group.dead += dead;
  events.push({
    type: 'roll',
    rule: 'PIL-COMBAT-8',
    player: controller(r, batch.side),
    dice: `${faces.length}d6`,
    faces,
    target,
    modifier: 0,
    total: sum,
    successes: batch.figures - dead,
    killed: dead,
    reroll: false,
    side: batch.side,
    owner: group.owner,
    origin: group.origin,
    figureType: group.type,
    hitsPerFigure: batch.dice,
  });
  if (r.saveQueue.length === 0) endStep(s, events);
}

/** Casualties of the step leave both sides together and their owners for good (PIL-COMBAT-9/13). */
function removeCasualties(s: PilState, events: GameEvent[]): void {
  const r = s.raid!;
  for (const side of [0, 1] as const) {
    for (const g of r.sides[side]) {
      if (g.dead === 0) continue;
      const l = s.lords[g.owner]!;
      if (g.origin === 'raid') l.raid[g.type] -= g.dead;
      else {
        l.posts[g.origin][g.type] -= g.dead;
        if (g.origin === 'reserve' && s.o.reserveReuse === 'exhausted') l.fought[g.type] -= g.dead;
      }
      g.count -= g.dead;
      events.push({
        type: 'casualties',
        rule: 'PIL-COMBAT-13',
        no: r.no,
        side,
        owner: g.owner,
        origin: g.origin,
        figureType: g.type,
        dead: g.dead,
      });
      g.dead = 0;
    }
    for (const g of r.sides[side]) g.alloc = 0;
  }
}

/** The end check after every step (PIL-COMBAT-10, PIL-R-35). */
function endStep(s: PilState, events: GameEvent[]): void {
  const r = s.raid!;
  removeCasualties(s, events);
  if (r.step === 'parting') {
    endRaid(s, 'retreated', events);
    return;
  }
  if (sideSize(r, 0) === 0) {
    endRaid(s, 'destroyed', events);
    return;
  }
  if (sideSize(r, 1) === 0) {
    victory(s, events);
    return;
  }
  if (r.step === 'volley') startStep(s, 'melee', events);
  else {
    r.round++;
    startRound(s, events);
  }
}

/** The raiders win (PIL-RAID-8): loot, except after a resistance of 6 (PIL-R-23, variant `lootOnResistance6`). */
function victory(s: PilState, events: GameEvent[]): void {
  const r = s.raid!;
  events.push({ type: 'victory', rule: 'PIL-COMBAT-10', no: r.no });
  if (r.result === 6 && !s.o.lootOnResistance6) endRaid(s, 'victory', events);
  else s.phase = 'loot';
}
