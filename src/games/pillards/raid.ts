/**
 * One raid (PIL-RAID-1..10): the resistance roll, the local guard, the pool of reserves and the figures the
 * target commits from it, then combat or loot.
 */
import type { GameEvent } from '../../engine/types.ts';
import { endTurn } from './campaign.ts';
import { startCombat } from './combat.ts';
import { copy, size, TYPES, type FigureType } from './forces.ts';
import { GUARD_POST, remember, type Group, type PilState, type Raid, type RaidSummary } from './state.ts';

/** Resistance table rows (PIL-RAID-2). Index = modified result 0..6. */
export const RESISTANCE = [
  'slippedThrough',
  'emptyHanded',
  'guard',
  'guard',
  'guard30',
  'guard60',
  'guardAll',
] as const;

/** Starts the next raid of the queue, or ends the turn when none is left. */
export function startRaid(s: PilState, events: GameEvent[]): void {
  if (s.raidIdx >= s.queue.length) {
    s.raid = null;
    endTurn(s, events);
    return;
  }
  const attacker = s.queue[s.raidIdx]!;
  const order = s.sheets[attacker]!.raid!;
  const force = s.lords[attacker]!.raid;
  s.raidCount++;
  const raid: Raid = {
    no: s.raidCount,
    attacker,
    target: order.target,
    type: order.type,
    initial: size(force),
    designated: copy(force),
    allCavalry: force.cavalry > 0 && force.archers === 0 && force.menAtArms === 0,
    result: -1,
    k: 0,
    sides: [[], []],
    round: 0,
    step: null,
    hitQueue: [],
    hits: [0, 0],
    base: [0, 0],
    allocPending: [false, false],
    saveQueue: [],
    lootRow: 0,
  };
  s.raid = raid;
  s.phase = 'resistance';
  events.push({
    type: 'raidStarted',
    rule: 'PIL-RAID-1',
    no: raid.no,
    attacker,
    target: raid.target,
    raidType: raid.type,
    force: copy(force),
  });
}

/** The resistance modifier (PIL-RAID-1, PIL-R-22): −1 for 4 figures or fewer, −1 more if all cavalry. */
export function resistanceModifier(r: Raid): number {
  return (r.initial <= 4 ? -1 : 0) + (r.allCavalry ? -1 : 0);
}

/** Pool figures that must fight for a result and a pool of N (PIL-RAID-5, PIL-R-26), in integer arithmetic. */
export function poolShare(result: number, n: number, rounding: 'halfUp' | 'floor' | 'ceil'): number {
  if (result <= 3) return 0;
  if (result >= 6) return n;
  const pct = result === 4 ? 3 : 6;
  if (rounding === 'halfUp') return Math.floor((pct * n + 5) / 10);
  if (rounding === 'floor') return Math.floor((pct * n) / 10);
  return Math.ceil((pct * n) / 10);
}

/** One group of pool figures: an owner's reserve figures of one type, still available to this raid. */
export interface PoolGroup {
  owner: number;
  type: FigureType;
  count: number;
}

/**
 * The pool of a raid (PIL-RAID-4, PIL-R-27/28): the target's reserve plus the reserves pledged to him, minus
 * the attacker's figures, minus (variant `exhausted`) those that already fought this turn.
 */
export function pool(s: PilState, r: Raid): PoolGroup[] {
  const owners = [r.target];
  for (let q = 0; q < s.n; q++) {
    if (q !== r.target && q !== r.attacker && s.sheets[q]?.pledges.includes(r.target)) owners.push(q);
  }
  const out: PoolGroup[] = [];
  for (const owner of owners) {
    const l = s.lords[owner]!;
    for (const type of TYPES) {
      const count = l.posts.reserve[type] - (s.o.reserveReuse === 'exhausted' ? l.fought[type] : 0);
      if (count > 0) out.push({ owner, type, count });
    }
  }
  return out;
}

/**
 * ROLL-RES (PIL-RAID-1/2): 1d6 + modifiers, below 0 counts 0. 0: loot; 1: home empty-handed; 2–6: combat
 * against the local guard and 0 / 30 / 60 / 100 % of the pool. The event's `total` is the sum (possibly below 0),
 * `result` the row read.
 */
export function applyResistance(s: PilState, face: number, events: GameEvent[]): void {
  const r = s.raid!;
  const mod = resistanceModifier(r);
  r.result = Math.max(0, face + mod);
  events.push({
    type: 'roll',
    rule: 'PIL-RAID-1',
    player: r.attacker,
    dice: '1d6',
    faces: [face],
    modifier: mod,
    total: face + mod,
    result: RESISTANCE[r.result],
    reroll: false,
  });
  if (r.result === 0) {
    s.phase = 'loot';
    return;
  }
  if (r.result === 1) {
    endRaid(s, 'emptyHanded', events);
    return;
  }
  const groups = pool(s, r);
  const n = groups.reduce((a, g) => a + g.count, 0);
  r.k = poolShare(r.result, n, s.o.reserveRounding);
  const called: GameEvent = {
    type: 'poolCalled',
    rule: 'PIL-RAID-5',
    no: r.no,
    pool: n,
    k: r.k,
    result: r.result,
  };
  if (s.o.revealMode === 'referee') called.visibleTo = [r.target]; // PIL-INFO-3: pool sizes stay hidden
  events.push(called);
  if (r.k > 0 && r.k < n && groups.length > 1) {
    s.phase = 'reserve';
    return;
  }
  // No choice to make: none, all, or k figures of the only group (PIL-RAID-6).
  const figures = groups.map((g) => ({
    owner: g.owner,
    figureType: g.type,
    count: r.k === n ? g.count : Math.min(g.count, r.k),
  }));
  commit(s, figures, events);
}

/** A choice of pool figures: how many of each owner's type. */
export interface Commitment {
  owner: number;
  figureType: FigureType;
  count: number;
}

/** D-RESERVE applied: the committed pool figures join the local guard, and combat starts (PIL-RAID-6). */
export function commit(s: PilState, figures: Commitment[], events: GameEvent[]): void {
  const r = s.raid!;
  const target = s.lords[r.target]!;
  const defenders: Group[] = [];
  const post = GUARD_POST[r.type];
  for (const type of TYPES) {
    if (target.posts[post][type] > 0)
      defenders.push({
        owner: r.target,
        origin: post,
        type,
        count: target.posts[post][type],
        alloc: 0,
        dead: 0,
      });
  }
  for (const c of figures) {
    if (c.count <= 0) continue;
    defenders.push({
      owner: c.owner,
      origin: 'reserve',
      type: c.figureType,
      count: c.count,
      alloc: 0,
      dead: 0,
    });
    if (s.o.reserveReuse === 'exhausted') s.lords[c.owner]!.fought[c.figureType] += c.count;
  }
  const raiders = s.lords[r.attacker]!.raid;
  const attackers: Group[] = [];
  for (const type of TYPES) {
    if (raiders[type] > 0)
      attackers.push({ owner: r.attacker, origin: 'raid', type, count: raiders[type], alloc: 0, dead: 0 });
  }
  r.sides = [attackers, defenders];
  events.push({
    type: 'defenders',
    rule: 'PIL-RAID-3',
    no: r.no,
    figures: defenders.map((g) => ({ owner: g.owner, origin: g.origin, figureType: g.type, count: g.count })),
  });
  startCombat(s, events);
}

/** The end of a raid (PIL-RAID-8): logged publicly, then the next raid of the queue. */
export function endRaid(s: PilState, end: RaidSummary['end'], events: GameEvent[]): void {
  const r = s.raid!;
  const summary: RaidSummary = {
    no: r.no,
    turn: s.turn,
    attacker: r.attacker,
    target: r.target,
    raidType: r.type,
    force: copy(r.designated),
    result: r.result,
    end,
  };
  s.log.push(summary);
  remember(s, summary);
  events.push({ type: 'raidEnded', rule: 'PIL-RAID-8', ...summary });
  s.raidIdx++;
  startRaid(s, events);
}
