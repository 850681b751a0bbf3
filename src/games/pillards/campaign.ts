/**
 * The campaign turn (PIL-TURN-1..5): negotiation, orders, reveal, initiative, the raids in order, the turn's
 * end, and the final score after turn 6.
 */
import type { GameEvent, Outcome } from '../../engine/types.ts';
import { none, REINFORCEMENTS, TYPES } from './forces.ts';
import { startRaid } from './raid.ts';
import { POSTS, remember, type Lord, type PilState, type Sheet } from './state.ts';

/** The campaign lasts exactly 6 turns (PIL-TURN-1). */
export const TURNS = 6;
/** Messages a player may send in one negotiation phase (ARB-PIL-01). */
export const MESSAGE_CAP = 50;

/** Books a VP change in a lord's ledger (PIL-VP-1). */
export function book(s: PilState, p: number, vp: number, reason: string, events: GameEvent[]): void {
  const l = s.lords[p]!;
  const raid = s.raid ? s.raid.no : null;
  const entry = { turn: s.turn, raid, reason, vp };
  l.ledger.push(entry);
  remember(s, [p, entry]);
  l.vp += vp;
  events.push({ type: 'vp', rule: 'PIL-VP-1', player: p, vp, reason, total: l.vp, raid });
}

/** Seats that negotiate: the human ones (PIL-NEGO-4: computer players stay silent). */
export function negotiators(s: PilState): number[] {
  return s.o.humans.filter((p) => !s.ready[p]);
}

/** Start of a turn (PIL-TURN-2): negotiation, skipped when it lasts 0 s or no person plays (PIL-NEGO-1, PIL-R-18). */
export function startTurn(s: PilState, events: GameEvent[]): void {
  s.phase = 'negotiation';
  s.ready.fill(false);
  s.sent.fill(0);
  events.push({ type: 'turnStarted', rule: 'PIL-TURN-2', turn: s.turn });
  if (s.o.negotiationSeconds === 0 || s.o.humans.length === 0) {
    events.push({ type: 'negotiationSkipped', rule: 'PIL-NEGO-1', turn: s.turn });
    enterOrders(s, events);
  } else {
    events.push({
      type: 'negotiationStarted',
      rule: 'PIL-NEGO-1',
      turn: s.turn,
      seconds: s.o.negotiationSeconds,
    });
  }
}

/** The negotiation is over: orders are due from every player (PIL-ORDER-1). */
export function enterOrders(s: PilState, events: GameEvent[]): void {
  s.phase = 'orders';
  events.push({ type: 'ordersOpen', rule: 'PIL-ORDER-1', turn: s.turn });
}

/** A negotiation input: a message, "ready", or the end of the phase (clock or referee). */
export type NegotiationAction =
  { type: 'message'; to: 'all' | number[]; text: string } | { type: 'ready' } | { type: 'endNegotiation' };

/** Applies negotiation inputs (PIL-NEGO-2/3): messages have no game effect; the phase ends when all are ready. */
export function applyNegotiation(
  s: PilState,
  inputs: Map<number, NegotiationAction>,
  events: GameEvent[],
): void {
  let end = false;
  for (const [p, a] of inputs) {
    if (a.type === 'message') {
      const to = a.to === 'all' ? null : a.to.slice().sort((x, y) => x - y);
      const msg = { id: s.messages.length, turn: s.turn, from: p, to, text: a.text };
      s.messages.push(msg);
      remember(s, msg);
      s.sent[p]!++;
      const ev: GameEvent = { type: 'message', rule: 'PIL-NEGO-2', ...msg };
      if (to) ev.visibleTo = [p, ...to.filter((q) => q !== p)].sort((x, y) => x - y);
      events.push(ev);
    } else if (a.type === 'ready') {
      s.ready[p] = true;
      events.push({ type: 'ready', rule: 'PIL-NEGO-2', player: p });
    } else end = true;
  }
  if (end || negotiators(s).length === 0) {
    events.push({ type: 'negotiationEnded', rule: 'PIL-NEGO-2', turn: s.turn, byClock: end });
    enterOrders(s, events);
  }
}

/**
 * The reveal (PIL-ORDER-9, PIL-TURN-3): every sheet takes effect at once; reinforcement calls create their
 * men-at-arms and cost 5 VP (PIL-REINF-2/3); then the initiative (PIL-INIT-1).
 */
export function reveal(s: PilState, sheets: Map<number, Sheet>, events: GameEvent[]): void {
  for (let p = 0; p < s.n; p++) {
    const sh = sheets.get(p)!;
    s.sheets[p] = sh;
    const l = s.lords[p]!;
    l.posts = { pen: none(), village: none(), orchard: none(), reserve: none() };
    for (const post of POSTS) for (const t of TYPES) l.posts[post][t] = sh.posts[post][t];
    l.raid = sh.raid ? { ...sh.raid.force } : none();
  }
  if (s.o.revealMode === 'open') {
    events.push({ type: 'ordersRevealed', rule: 'PIL-ORDER-9', turn: s.turn, sheets: s.sheets.slice() });
  } else {
    events.push({ type: 'ordersLocked', rule: 'PIL-R-16', turn: s.turn });
  }
  for (let p = 0; p < s.n; p++) {
    const rf = s.sheets[p]!.reinforcements;
    if (!rf) continue;
    const l = s.lords[p]!;
    l.reinforced = true;
    if (s.o.reinforcementArrival === 'nextTurn') l.arriving = REINFORCEMENTS;
    else {
      for (const post of POSTS) l.posts[post].menAtArms += rf[post];
      l.raid.menAtArms += rf.raid;
    }
    events.push({
      type: 'reinforcementsCalled',
      rule: 'PIL-REINF-3',
      player: p,
      arrival: s.o.reinforcementArrival,
    });
    book(s, p, -5, 'reinforcements', events);
  }
  startInitiative(s, events);
}

function raiders(s: PilState): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.n; p++) if (s.sheets[p]?.raid) out.push(p);
  return out;
}

/** PIL-INIT-1: with two raids or more, the raiders (variant: everyone) roll 1d6; one raid needs no roll. */
function startInitiative(s: PilState, events: GameEvent[]): void {
  const r = raiders(s);
  s.queue = [];
  s.raidIdx = 0;
  if (r.length === 0) {
    events.push({ type: 'noRaid', rule: 'PIL-INIT-1', turn: s.turn });
    endTurn(s, events);
    return;
  }
  if (r.length === 1) {
    s.queue = r;
    events.push({ type: 'raidOrder', rule: 'PIL-INIT-1', queue: s.queue.slice() });
    startRaid(s, events);
    return;
  }
  s.rollers = s.o.initiativeRollers === 'all' ? Array.from({ length: s.n }, (_, p) => p) : r;
  s.rollIdx = 0;
  s.rollFaces = [];
  s.rollRound = 0;
  s.phase = 'initiative';
}

/** ROLL-INIT (PIL-INIT-2/3): the single lowest starts; tied lowest roll again; raids go clockwise from him. */
export function applyInitiative(s: PilState, face: number, events: GameEvent[]): void {
  const p = s.rollers[s.rollIdx]!;
  events.push({
    type: 'roll',
    rule: 'PIL-INIT-1',
    player: p,
    dice: '1d6',
    faces: [face],
    total: face,
    result: String(face),
    reroll: s.rollRound > 0,
  });
  s.rollFaces.push(face);
  s.rollIdx++;
  if (s.rollIdx < s.rollers.length) return;
  const low = Math.min(...s.rollFaces);
  const tied = s.rollers.filter((_, i) => s.rollFaces[i] === low);
  if (tied.length > 1) {
    events.push({ type: 'initiativeTie', rule: 'PIL-INIT-2', players: tied, face: low });
    s.rollers = tied;
    s.rollIdx = 0;
    s.rollFaces = [];
    s.rollRound++;
    return;
  }
  const start = tied[0]!;
  const r = raiders(s);
  s.queue = [];
  for (let i = 0; i < s.n; i++) {
    const q = (start + i) % s.n;
    if (r.includes(q)) s.queue.push(q);
  }
  s.rollers = [];
  s.rollFaces = [];
  events.push({ type: 'raidOrder', rule: 'PIL-INIT-3', start, queue: s.queue.slice() });
  startRaid(s, events);
}

/** End of turn (PIL-TURN-4): raiders come home, posts and pledges expire; after turn 6, the score. */
export function endTurn(s: PilState, events: GameEvent[]): void {
  for (const l of s.lords) gatherHome(l);
  s.sheets.fill(null);
  s.queue = [];
  s.raidIdx = 0;
  s.raid = null;
  events.push({ type: 'turnEnded', rule: 'PIL-TURN-4', turn: s.turn });
  if (s.turn >= TURNS) {
    finish(s, events);
    return;
  }
  s.turn++;
  startTurn(s, events);
}

/** Every living figure back at home, unassigned (kept in `reserve` between turns); arrivals join. */
function gatherHome(l: Lord): void {
  const home = { ...l.raid };
  for (const post of ['pen', 'village', 'orchard', 'reserve'] as const) {
    for (const t of TYPES) home[t] += l.posts[post][t];
  }
  home.menAtArms += l.arriving;
  l.arriving = 0;
  l.posts = { pen: none(), village: none(), orchard: none(), reserve: home };
  l.raid = none();
  l.fought = none();
}

/** Final placings (PIL-VP-3, PIL-R-42): highest VP total wins; ties share the victory. */
export function outcomeOf(s: PilState): Outcome {
  const scores = s.lords.map((l) => l.vp);
  const ranks = scores.map((v) => 1 + scores.filter((w) => w > v).length);
  const winners = scores.map((_, p) => p).filter((p) => ranks[p] === 1);
  return { scores, ranks, winners };
}

function finish(s: PilState, events: GameEvent[]): void {
  s.phase = 'over';
  s.outcome = outcomeOf(s);
  events.push({ type: 'campaignOver', rule: 'PIL-VP-3', ...s.outcome });
}
