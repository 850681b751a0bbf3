/**
 * The legal decisions of a coach, as finite candidate sets for bots (section 5.5): the first available
 * players for a line-up, formation templates for deployment (C-1), a polar grid for moves and leaps (C-2,
 * C-3). `validate` accepts any other legal input as well. Every list ends with concede (D-36).
 */
import type { Placement, Point, SBAction } from './actions.ts';
import { allowance, leapLength, rayPoints, rayX, rayY } from './movement.ts';
import { goalZone } from './pitch.ts';
import {
  get,
  onPitch,
  P_PRONE,
  P_SERIOUS,
  P_WHERE,
  PER_INCH,
  sideRange,
  Stage,
  Where,
  type SBState,
} from './state.ts';
import { lossChoices } from './knockdown.ts';
import { tackleOptions } from './tackle.ts';
import { chargeTargets, defenceChoices, interceptors } from './charge.ts';
import { massacreTargets } from './massacre.ts';
import { stepAsideOptions } from './push.ts';
import { pickUpProblem } from './pickup.ts';
import { reboundCandidates } from './rebound.ts';
import { interceptCandidates } from './intercept.ts';
import { passTargets } from './pass.ts';
import { equipped } from './prematch.ts';
import { canActivate } from './turn.ts';
import { mustReturn, returnCandidates } from './keeper.ts';
import { SLOTS, top, validateAction } from './validate.ts';
import { deployees, kickoffCandidates } from './kickoff-after-goal.ts';
import {
  DEFENCES,
  interceptCandidates as shotInterceptCandidates,
  shootProblem,
  shotCandidates,
} from './shoot.ts';
import { tiedPlayers } from './shotpath.ts';
import { isPlaced, unplaced } from './deployment.ts';
import type { Position } from './teams/types.ts';

/** Formation templates for Home (C-1): Keeper, then Defenders, then Attackers; Away is mirrored in y. */
const FORMATIONS: { keeper: Point; defenders: Point[]; attackers: Point[] }[] = [
  {
    keeper: { x: 6.5, y: 1.5 },
    defenders: [3.5, 6.5, 9.5].map((x) => ({ x, y: 4 })),
    attackers: [3.5, 6.5, 9.5].map((x) => ({ x, y: 8.5 })),
  },
  {
    keeper: { x: 6.5, y: 1 },
    defenders: [2, 6.5, 11].map((x) => ({ x, y: 5 })),
    attackers: [4, 6.5, 9].map((x) => ({ x, y: 9.5 })),
  },
  {
    keeper: { x: 6.5, y: 2 },
    defenders: [4.5, 6.5, 8.5].map((x) => ({ x, y: 3.5 })),
    attackers: [1.5, 6.5, 11.5].map((x) => ({ x, y: 7 })),
  },
];

/** `coach`'s legal decisions now (empty when he has none). */
export function legalActions(s: SBState, coach: number): SBAction[] {
  const f = top(s);
  // Only decision stops (D-xx) have legal inputs; rolls have faces.
  if (f === null || !f.id.startsWith('D-') || !('coach' in f) || f.coach !== coach) return [];
  const list: SBAction[] = [];
  switch (f.id) {
    case 'D-01': {
      list.push({ type: 'lineup', players: defaultLineup(s, coach) });
      const mixed = s.o.lineup.anyPositionFillsSlot ? mixedLineup(s, coach) : null;
      if (mixed) list.push(mixed);
      break;
    }
    case 'D-02': {
      const [from, to] = sideRange(s, coach);
      for (let p = from; p < to; p++) list.push({ type: 'captain', player: s.info[p]!.id });
      break;
    }
    case 'D-03':
      list.push({ type: 'deployOrder', first: true }, { type: 'deployOrder', first: false });
      break;
    case 'D-04':
    case 'D-32':
      list.push(...(s.o.deploy.alternate ? placements(s, coach) : deployments(s, coach)));
      break;
    case 'D-05':
      for (const p of equipped(s, 1 - coach)) list.push({ type: 'disableEquipment', player: s.info[p]!.id });
      break;
    case 'D-10': {
      const [from, to] = sideRange(s, coach);
      for (let p = from; p < to; p++)
        if (canActivate(s, coach, p)) list.push({ type: 'activate', player: s.info[p]!.id });
      if (!s.o.turn.passRequiresPlayer) list.push({ type: 'pass' });
      // SB-R-13 variant (ARB-SB-72): a pass names one of the players able to act, who becomes Done.
      else
        for (let p = from; p < to; p++)
          if (canActivate(s, coach, p)) list.push({ type: 'pass', player: s.info[p]!.id });
      break;
    }
    case 'D-11':
      steps(s, list);
      // SB-ACT-5: a keeper on his way back to his zone takes no other step, a pass included (validate refuses it).
      if (get(s, s.act.actor, P_PRONE) === 1 || !mustReturn(s, s.act.actor))
        for (const q of passTargets(s)) list.push({ type: 'passBall', target: s.info[q]!.id });
      break;
    case 'D-20':
      list.push({ type: 'decline' });
      if (f.window === 'RW-TACKLE') {
        for (const o of tackleOptions(s, coach)) {
          list.push({ type: 'tackle', player: s.info[o.player]!.id, leap: o.leap, at: o.at / PER_INCH });
        }
        break;
      }
      if (f.window === 'RW-PASS-THROW' || f.window === 'RW-PASS-RECEIVE') {
        for (const [p, reach] of interceptCandidates(s, coach)) {
          list.push({ type: 'interceptPass', player: s.info[p]!.id, leap: reach === 2 });
        }
        break;
      }
      if (f.window === 'RW-CHARGE') {
        for (const p of interceptors(s, coach)) list.push({ type: 'interceptPlayer', player: s.info[p]!.id });
        break;
      }
      if (f.window === 'RW-SHOT') {
        for (const [p, reach] of shotInterceptCandidates(s, coach)) {
          list.push({ type: 'interceptShot', player: s.info[p]!.id, leap: reach === 2 });
        }
        break;
      }
      for (const [p, reach] of reboundCandidates(s, coach)) {
        list.push({ type: 'catchRebound', player: s.info[p]!.id, leap: reach === 2 });
      }
      break;
    case 'D-26':
    case 'D-27':
      list.push({ type: 'reroll' }, { type: 'noReroll' });
      break;
    case 'D-24':
      list.push({ type: 'receiverLeap', leap: true }, { type: 'receiverLeap', leap: false });
      break;
    case 'D-35':
      for (const stat of lossChoices(s, f.player, get(s, f.player, P_SERIOUS))) {
        list.push({ type: 'loseCharacteristic', stat });
      }
      break;
    case 'D-30':
    case 'D-31':
    case 'D-33':
    case 'D-34':
      list.push(...kickoffCandidates(s, f));
      break;
    case 'D-21':
      for (const defence of defenceChoices(s)) list.push({ type: 'defend', defence });
      break;
    case 'D-25':
      for (const angle of stepAsideOptions(s, f.player))
        list.push({ type: 'stepAside', angle: angle / 1000 });
      break;
    case 'D-22':
      for (const defence of DEFENCES) list.push({ type: 'defend', defence });
      break;
    case 'D-23':
      list.push({ type: 'parryCatch', attempt: true }, { type: 'parryCatch', attempt: false });
      break;
    case 'D-28': {
      const tied = tiedPlayers(s, f.from, f.count).map((p) => s.info[p]!.id);
      list.push({ type: 'pathOrder', players: tied }, { type: 'pathOrder', players: tied.slice().reverse() });
      break;
    }
  }
  list.push({ type: 'concede' });
  return list;
}

/** The first available players of each position, in roster order (SB-TEAM-3). */
function defaultLineup(s: SBState, coach: number): string[] {
  const [from, to] = sideRange(s, coach);
  const ids: string[] = [];
  for (const pos of ['keeper', 'defender', 'attacker'] as const) {
    let n = 0;
    for (let p = from; p < to && n < SLOTS[pos]; p++) {
      if (s.info[p]!.position === pos && get(s, p, P_WHERE) === Where.Reserve) {
        ids.push(s.info[p]!.id);
        n++;
      }
    }
  }
  return ids;
}

/**
 * `lineup.anyPositionFillsSlot` (ARB-SB-66): the first available non-keeper in the Keeper slot, then the
 * Defender and Attacker slots filled in roster order whatever the positions; null if no such player.
 */
function mixedLineup(s: SBState, coach: number): SBAction | null {
  const [from, to] = sideRange(s, coach);
  const free: number[] = [];
  for (let p = from; p < to; p++) if (get(s, p, P_WHERE) === Where.Reserve) free.push(p);
  const keeper = free.find((p) => s.info[p]!.position !== 'keeper');
  if (keeper === undefined) return null;
  const players = [s.info[keeper]!.id];
  const slots: Position[] = ['keeper'];
  for (const p of free) {
    if (p === keeper || players.length === 7) continue;
    players.push(s.info[p]!.id);
    slots.push(players.length <= 4 ? 'defender' : 'attacker');
  }
  const a: SBAction = { type: 'lineup', players, slots };
  return validateAction(s, coach, a).ok ? a : null;
}

/** The formation templates that validate, or else a greedy placement on a 0.5-in grid (C-1). */
function deployments(s: SBState, coach: number): SBAction[] {
  if (s.stage === Stage.KickoffAfterGoal && !s.o.kickoff.redeploy) return entrantPlacements(s, coach);
  const [from, to] = sideRange(s, coach);
  const mirror = (q: Point): Point => (coach === 0 ? q : { x: q.x, y: 21 - q.y });
  const zone = goalZone(s, coach);
  const depth = (zone.maxY - zone.minY) / PER_INCH;
  const out: SBAction[] = [];
  for (const form of FORMATIONS) {
    const slots = {
      keeper: [{ x: 6.5, y: Math.min(form.keeper.y, depth / 2) }],
      defender: form.defenders,
      attacker: form.attackers,
    };
    const used = { keeper: 0, defender: 0, attacker: 0 };
    const positions: Placement[] = [];
    for (let p = from; p < to; p++) {
      if (!onPitch(s, p)) continue;
      const pos = s.info[p]!.position;
      const q = slots[pos][used[pos]++];
      if (q) positions.push({ player: s.info[p]!.id, ...mirror(q) });
    }
    const a: SBAction = { type: 'deploy', positions };
    if (validateAction(s, coach, a).ok) out.push(a);
  }
  if (out.length === 0) {
    const greedy = greedyDeployment(s, coach);
    if (greedy) out.push(greedy);
  }
  return out;
}

/**
 * ARB-SB-71: the players who came on at a kick-off with positions kept, each at the first free point of his
 * position in formation k's template (k = 0..2, then the others), else of the 0.5-in grid (`greedyDeployment`).
 */
function entrantPlacements(s: SBState, coach: number): SBAction[] {
  const mirror = (q: Point): Point => (coach === 0 ? q : { x: q.x, y: 21 - q.y });
  const depth = (goalZone(s, coach).maxY - goalZone(s, coach).minY) / PER_INCH;
  const out: SBAction[] = [];
  const seen = new Set<string>();
  for (let k = 0; k < FORMATIONS.length; k++) {
    const positions: Placement[] = [];
    let complete = true;
    for (const p of deployees(s, coach)) {
      const pos = s.info[p]!.position;
      const points: Point[] = [];
      for (let j = 0; j < FORMATIONS.length; j++) {
        const form = FORMATIONS[(k + j) % FORMATIONS.length]!;
        if (pos === 'keeper') points.push({ x: 6.5, y: Math.min(form.keeper.y, depth / 2) });
        else points.push(...(pos === 'defender' ? form.defenders : form.attackers));
      }
      const q = points
        .map((pt) => ({ player: s.info[p]!.id, ...mirror(pt) }))
        .find((c) => {
          const r = validateAction(s, coach, { type: 'deploy', positions: [...positions, c] });
          return r.ok || r.error.code === 'deploy.missing';
        });
      if (!q) {
        complete = false;
        break;
      }
      positions.push(q);
    }
    const key = JSON.stringify(positions);
    if (complete && !seen.has(key)) {
      seen.add(key);
      out.push({ type: 'deploy', positions });
    }
  }
  if (out.length === 0) {
    const greedy = greedyDeployment(s, coach);
    if (greedy) out.push(greedy);
  }
  return out;
}

/**
 * `deploy.alternate` (ARB-SB-65): each unplaced player of `coach` at his formation templates' points that
 * validate, or else the first unplaced player at the first legal point of a 0.5-in grid.
 */
function placements(s: SBState, coach: number): SBAction[] {
  const [from, to] = sideRange(s, coach);
  const mirror = (q: Point): Point => (coach === 0 ? q : { x: q.x, y: 21 - q.y });
  const zone = goalZone(s, coach);
  const depth = (zone.maxY - zone.minY) / PER_INCH;
  const out: SBAction[] = [];
  const seen = new Set<string>();
  const rank = { keeper: 0, defender: 0, attacker: 0 };
  for (let p = from; p < to; p++) {
    if (!onPitch(s, p)) continue;
    const pos = s.info[p]!.position;
    const k = rank[pos]++;
    if (isPlaced(s, p)) continue;
    for (const form of FORMATIONS) {
      const q = pos === 'keeper' ? { x: 6.5, y: Math.min(form.keeper.y, depth / 2) } : form[`${pos}s`][k];
      if (!q) continue;
      const a: SBAction = { type: 'deployOne', player: s.info[p]!.id, ...mirror(q) };
      const key = `${a.player},${a.x},${a.y}`;
      if (!seen.has(key) && validateAction(s, coach, a).ok) {
        seen.add(key);
        out.push(a);
      }
    }
  }
  if (out.length > 0) return out;
  const id = s.info[unplaced(s, coach)[0]!]!.id;
  for (let j = 1; j <= 41; j++) {
    for (let i = 1; i <= 25; i++) {
      const a: SBAction = { type: 'deployOne', player: id, x: i / 2, y: coach === 0 ? j / 2 : 21 - j / 2 };
      if (validateAction(s, coach, a).ok) return [a];
    }
  }
  return [];
}

/** Each player in turn at the first legal point of a 0.5-in grid, scanning from his own goal line. */
function greedyDeployment(s: SBState, coach: number): SBAction | null {
  const positions: Placement[] = [];
  for (const p of deployees(s, coach)) {
    let found = false;
    for (let j = 1; j <= 41 && !found; j++) {
      for (let i = 1; i <= 25 && !found; i++) {
        const q = { player: s.info[p]!.id, x: i / 2, y: coach === 0 ? j / 2 : 21 - j / 2 };
        const trial: SBAction = { type: 'deploy', positions: [...positions, q] };
        const r = validateAction(s, coach, trial);
        // Only the missing players may be refused: a placement is kept once nothing else is wrong with it.
        if (r.ok || (!r.ok && r.error.code === 'deploy.missing')) {
          positions.push(q);
          found = true;
        }
      }
    }
    if (!found) return null;
  }
  return { type: 'deploy', positions };
}

/** D-11 candidates, appended to `list`: StandUp alone when prone; else end, moves and leaps on the polar grid. */
function steps(s: SBState, list: SBAction[]): void {
  const p = s.act.actor;
  if (get(s, p, P_PRONE) === 1) {
    list.push({ type: 'standUp' });
    return;
  }
  // SB-ACT-5: a keeper outside his zone first returns along the shortest path.
  if (mustReturn(s, p)) {
    for (const a of returnCandidates(s, p)) list.push(a);
    return;
  }
  list.push({ type: 'end' });
  if (pickUpProblem(s) === null) list.push({ type: 'pickUp' });
  const budget = allowance(s, p) - s.act.used;
  const moves = rayPoints(s, p, budget, PER_INCH / 2);
  for (let i = 0; i < moves; i++)
    list.push({ type: 'move', path: [{ x: rayX[i]! / PER_INCH, y: rayY[i]! / PER_INCH }] });
  if (!s.act.leapt) {
    const l = leapLength(s, p);
    const leaps = rayPoints(s, p, l, l / 2);
    for (let i = 0; i < leaps; i++)
      list.push({ type: 'leap', to: { x: rayX[i]! / PER_INCH, y: rayY[i]! / PER_INCH } });
  }
  for (const t of chargeTargets(s)) list.push({ type: 'charge', target: s.info[t]!.id });
  for (const v of massacreTargets(s)) list.push({ type: 'massacre', target: s.info[v]!.id });
  if (shootProblem(s) === null) for (const a of shotCandidates(s)) list.push(a);
}
