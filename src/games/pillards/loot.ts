/**
 * Loot (PIL-LOOT-1..6): the loot roll and the three tables (cattle, humiliation, orchard), applied at once.
 */
import type { GameEvent } from '../../engine/types.ts';
import { book } from './campaign.ts';
import { size } from './forces.ts';
import { endRaid } from './raid.ts';
import type { PilState, Village } from './state.ts';

/** ROLL-QTY dice by cattle row (PIL-LOOT-2): rows 2–3 1d6, row 4 2d6, rows 5–6 3d6. Index = row. */
export const CATTLE_DICE = [0, 0, 1, 1, 2, 3, 3] as const;

/** Humiliation rows (PIL-LOOT-4). Index = row. */
export const VICTIMS = ['', 'nobody', 'idiot', 'blacksmith', 'chief', 'priest', 'cousin'] as const;
/** Trees burned by orchard row (PIL-LOOT-5). Index = row. */
export const TREES_BURNED = [0, 0, 0, 0, 1, 1, 2] as const;

/** The loot modifier (PIL-LOOT-1, PIL-R-36): −1 for 4 raiders or fewer, +1 for 11 or more. */
export function lootModifier(s: PilState): number {
  const r = s.raid!;
  const n = s.o.lootForceSize === 'initial' ? r.initial : size(s.lords[r.attacker]!.raid);
  return n <= 4 ? -1 : n >= 11 ? 1 : 0;
}

/**
 * ROLL-LOOT (PIL-LOOT-1): 1d6 + modifier clamped to 1…6 gives the row of the raid type's table (the event's
 * `total` is the unclamped sum, `row` and `result` the row).
 */
export function applyLoot(s: PilState, face: number, events: GameEvent[]): void {
  const r = s.raid!;
  const mod = lootModifier(s);
  const row = Math.min(6, Math.max(1, face + mod));
  r.lootRow = row;
  events.push({
    type: 'roll',
    rule: 'PIL-LOOT-1',
    player: r.attacker,
    dice: '1d6',
    faces: [face],
    modifier: mod,
    total: face + mod,
    result: `${r.type}:${row}`,
    row,
    reroll: false,
  });
  const target = s.lords[r.target]!;
  if (r.type === 'cattle') {
    if (row === 1) events.push({ type: 'nothingStolen', rule: 'PIL-LOOT-2', no: r.no });
    else if (target.cattle === 0) {
      events.push({ type: 'penEmpty', rule: 'PIL-R-03', no: r.no, target: r.target });
      if (row === 6) stealPig(s, events);
      endRaid(s, 'loot', events);
      return;
    } else {
      s.phase = 'quantity';
      return;
    }
  } else if (r.type === 'humiliate') humiliate(s, row, events);
  else burn(s, row, events);
  endRaid(s, 'loot', events);
}

/** ROLL-QTY (PIL-LOOT-2/3, PIL-R-03): the sum is stolen, up to what the pen holds; row 6 adds the pig. */
export function applyQuantity(s: PilState, faces: number[], events: GameEvent[]): void {
  const r = s.raid!;
  let sum = 0;
  for (const f of faces) sum += f;
  events.push({
    type: 'roll',
    rule: 'PIL-LOOT-2',
    player: r.attacker,
    dice: `${faces.length}d6`,
    faces,
    total: sum,
    reroll: false,
  });
  const target = s.lords[r.target]!;
  const thief = s.lords[r.attacker]!;
  const stolen = target.cattle === null ? sum : Math.min(sum, target.cattle);
  if (target.cattle !== null) target.cattle -= stolen;
  thief.booty.cattle += stolen;
  if (s.o.stolenAnimalsJoinPen && thief.cattle !== null) thief.cattle += stolen;
  events.push({
    type: 'cattleStolen',
    rule: 'PIL-LOOT-2',
    no: r.no,
    thief: r.attacker,
    target: r.target,
    cattle: stolen,
  });
  if (stolen > 0) book(s, r.attacker, stolen, 'cattleStolen', events);
  if (r.lootRow === 6) stealPig(s, events);
  endRaid(s, 'loot', events);
}

/** Row 6: the target's prize pig, if he still has one (PIL-R-08/09): +5 VP to the thief. */
function stealPig(s: PilState, events: GameEvent[]): void {
  const r = s.raid!;
  const target = s.lords[r.target]!;
  if (target.pigs === 0) {
    events.push({ type: 'noPig', rule: 'PIL-R-08', no: r.no, target: r.target });
    return;
  }
  target.pigs--;
  const thief = s.lords[r.attacker]!;
  thief.booty.pigs++;
  if (s.o.stolenAnimalsJoinPen) thief.pigs++;
  events.push({ type: 'pigStolen', rule: 'PIL-LOOT-2', no: r.no, thief: r.attacker, target: r.target });
  book(s, r.attacker, 5, 'pigStolen', events);
}

const NAMED: Record<string, keyof Village> = {
  idiot: 'idiot',
  blacksmith: 'blacksmith',
  chief: 'chief',
  priest: 'priest',
};
const PEASANTS = new Set(['idiot', 'blacksmith']);

/**
 * Humiliation (PIL-LOOT-4, PIL-R-06/07): the named villagers once each, a new cousin on row 6 (up to
 * `cousins`); with `everyResultCounts` every row 2–6 is a new peasant (2–3) or notable (4–6).
 */
function humiliate(s: PilState, row: number, events: GameEvent[]): void {
  const r = s.raid!;
  const v = s.lords[r.target]!.village;
  const victim = VICTIMS[row]!;
  let cls: 'peasant' | 'notable' | null = null;
  if (victim === 'nobody') cls = null;
  else if (s.o.villageModel === 'everyResultCounts') cls = row <= 3 ? 'peasant' : 'notable';
  else if (victim === 'cousin') {
    if (s.o.cousins === 'unlimited' || v.cousins < s.o.cousins) {
      v.cousins++;
      cls = 'notable';
    }
  } else {
    const key = NAMED[victim]!;
    if (!v[key]) {
      (v as unknown as Record<string, boolean>)[key] = true;
      cls = PEASANTS.has(victim) ? 'peasant' : 'notable';
    }
  }
  if (cls === null) {
    events.push({
      type: 'noHumiliation',
      rule: row === 1 ? 'PIL-LOOT-4' : 'PIL-R-07',
      no: r.no,
      target: r.target,
      victim,
    });
    return;
  }
  if (cls === 'peasant') v.peasants++;
  else v.notables++;
  events.push({ type: 'humiliated', rule: 'PIL-LOOT-4', no: r.no, target: r.target, victim, class: cls });
  book(
    s,
    r.target,
    cls === 'peasant' ? -2 : -3,
    cls === 'peasant' ? 'peasantHumiliated' : 'notableHumiliated',
    events,
  );
}

/** Burning (PIL-LOOT-5, PIL-R-05): 1 tree on rows 4–5, 2 on row 6, no more than are left; −5 VP each to the target. */
function burn(s: PilState, row: number, events: GameEvent[]): void {
  const r = s.raid!;
  const target = s.lords[r.target]!;
  const want = TREES_BURNED[row]!;
  const burned = target.trees === null ? want : Math.min(want, target.trees);
  if (target.trees !== null) target.trees -= burned;
  events.push({ type: 'treesBurned', rule: 'PIL-LOOT-5', no: r.no, target: r.target, trees: burned });
  for (let i = 0; i < burned; i++) book(s, r.target, -5, 'treeBurned', events);
}
