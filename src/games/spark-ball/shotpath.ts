/**
 * The shot's travel (SB-SHOT-4..13, SB-REACT-11, SB-R-18..23): the ball leaves the shooter's centre along the
 * line to T. Every standing player other than the shooter whose base the path touches reacts in the order of
 * the first point where the ball touches his base (ties: the smaller centre-to-line distance, then the active
 * coach's order, D-28). Each chooses Dodge, Parry or Repel (D-22) and tests against
 * `D_p = R_F − floor((t + ε)/2)` (ROLL-PATH-REACT): a failure knocks him down without push and the ball
 * deviates from the impact point (ROLL-BALL-HIT-DEV, `shot.afterHit`); a Dodge lets it go on; a Parry stops it
 * and he may try to catch it (D-23, ROLL-PARRY-CATCH, ROLL-PARRY-CATCH-DEV, `shot.parryCatchFail`); a Repel
 * deviates it (ROLL-REPEL-DEV). A ball reaching T untouched after a successful power test goes 1D6 further
 * (ROLL-SHOT-CONT). Walls bounce it (SB-BALL-5); goal mouths are open while the resolution lasts (SB-BALL-7).
 */
import type { GameEvent } from '../../engine/types.ts';
import { roundHalfEven, trace, traceToWalls } from '../../geometry/index.ts';
import { finishDeviation, finishLeg, legRule } from './ball.ts';
import { knockDown } from './knockdown.ts';
import { resume } from './resume.ts';
import { DEFENCES, lineLength, pointAlong, shotModifier, type Defence } from './shoot.ts';
import {
  Ball,
  EPS,
  get,
  onPitch,
  P_PRONE,
  P_X,
  P_Y,
  PER_INCH,
  PITCH,
  type SBState,
  type ShotRoll,
} from './state.ts';
import { resolveTest } from './tests.ts';

const out = trace();

/** Ties in the path order are decided to this many quanta (float noise of the square roots). */
const TIE = 1e-6;

/**
 * SB-R-21: the travel modifier for t quanta from the shooter's base edge, complete 2-in stretches
 * (`floorExact`), or the travel rounded up first (`ceilThenHalve`).
 */
export function travelPenalty(s: SBState, t: number): number {
  const travel = Math.max(0, t);
  if (s.o.shot.travelRounding === 'ceilThenHalve')
    return Math.floor(Math.ceil((travel - EPS) / PER_INCH) / 2);
  return Math.floor((travel + EPS) / (2 * PER_INCH));
}

/** Where the ball first touches p's base along the line (quanta from S), or null if it never does. */
export function firstContact(s: SBState, p: number): { at: number; off: number; last: number } | null {
  const h = s.shot;
  const len = lineLength(s);
  const ux = (h.tx - h.sx) / len;
  const uy = (h.ty - h.sy) / len;
  const dx = get(s, p, P_X) - h.sx;
  const dy = get(s, p, P_Y) - h.sy;
  const a = dx * ux + dy * uy;
  const off = Math.abs(dx * uy - dy * ux);
  const r = s.info[p]!.radius;
  if (off > r + EPS) return null;
  const w = Math.sqrt(Math.max(0, r * r - off * off));
  // The chord with the tolerance: tangency within ε counts (SB 1.4).
  const we = Math.sqrt(Math.max(0, (r + EPS) * (r + EPS) - off * off));
  return { at: a - w, off, last: a + we };
}

/** The end of the current part of the travel: `end`, or the boundary first met (quanta from S) and its walls. */
function partEnd(s: SBState): { end: number; walls: number; x: number; y: number } {
  const h = s.shot;
  const len = lineLength(s);
  traceToWalls(h.sx, h.sy, (h.tx - h.sx) / len, (h.ty - h.sy) / len, h.end, PITCH, EPS, out);
  if (out.walls !== 0)
    return { end: out.travel, walls: out.walls, x: roundHalfEven(out.x), y: roundHalfEven(out.y) };
  const q = pointAlong(s, h.end);
  return { end: h.end, walls: 0, x: q.x, y: q.y };
}

/** The standing players the ball reaches on the current part, in path order (SB-SHOT-5, SB-R-18). */
function buildQueue(s: SBState): number[] {
  const h = s.shot;
  const { end } = partEnd(s);
  const list: { p: number; at: number; off: number }[] = [];
  for (let p = 0; p < s.info.length; p++) {
    if (p === h.shooter || !onPitch(s, p) || get(s, p, P_PRONE) === 1 || h.dodged.includes(p)) continue;
    const c = firstContact(s, p);
    if (c === null || c.last < h.pos - EPS || c.at > end + EPS) continue;
    list.push({ p, at: Math.max(c.at, h.pos), off: c.off });
  }
  list.sort((a, b) =>
    Math.abs(a.at - b.at) > TIE ? a.at - b.at : Math.abs(a.off - b.off) > TIE ? a.off - b.off : a.p - b.p,
  );
  return list.map((e) => e.p);
}

/** The first group of players tied in path order at or after index `from` of the queue, as [from, count]. */
function tieAfter(s: SBState, from: number): [number, number] | null {
  const q = s.shot.queue;
  const key = (p: number) => {
    const c = firstContact(s, p)!;
    return [Math.max(c.at, s.shot.pos), c.off] as const;
  };
  for (let i = from; i + 1 < q.length; i++) {
    const [a, oa] = key(q[i]!);
    let j = i + 1;
    while (j < q.length) {
      const [b, ob] = key(q[j]!);
      if (Math.abs(a - b) > TIE || Math.abs(oa - ob) > TIE) break;
      j++;
    }
    if (j - i > 1) return [i, j - i];
  }
  return null;
}

/**
 * The travel begins after RW-SHOT (SB-REACT-12): the ball leaves the shooter's hands at his centre; the
 * resolution of SB-SHOT-13 lasts until the RESUME frame below it runs (the ball at rest or held).
 */
export function startTravel(s: SBState, events: GameEvent[]): void {
  const h = s.shot;
  h.travel = true;
  h.pos = 0;
  s.ball = Ball.Loose;
  s.holder = -1;
  s.ballX = h.sx;
  s.ballY = h.sy;
  s.stack.push({ id: 'RESUME', then: 'shotOver' });
  startPart(s, events);
}

/** A part of the travel (to T or the stop point, or the continuation): its queue, D-28 on ties, the first reactor. */
function startPart(s: SBState, events: GameEvent[]): void {
  s.shot.queue = buildQueue(s);
  const tie = tieAfter(s, 0);
  if (tie !== null) {
    s.stack.push({ id: 'D-28', coach: s.active, from: tie[0], count: tie[1] });
    return;
  }
  nextReactor(s, events);
}

/** D-28 (SB-R-18): the active coach's order of the tied players; the next tie, or the travel goes on. */
export function orderPath(s: SBState, ids: readonly string[], events: GameEvent[]): void {
  const f = s.stack.pop() as { id: 'D-28'; coach: number; from: number; count: number };
  const q = s.shot.queue;
  const order = ids.map((id) => q.slice(f.from, f.from + f.count).find((p) => s.info[p]!.id === id)!);
  q.splice(f.from, f.count, ...order);
  events.push({ type: 'pathOrdered', rule: 'SB-R-18', side: f.coach, players: ids.slice() });
  const tie = tieAfter(s, f.from + f.count);
  if (tie !== null) {
    s.stack.push({ id: 'D-28', coach: f.coach, from: tie[0], count: tie[1] });
    return;
  }
  nextReactor(s, events);
}

/** The tied players D-28 must order now. */
export function tiedPlayers(s: SBState, from: number, count: number): number[] {
  return s.shot.queue.slice(from, from + count);
}

/**
 * The ball reaches the next player on the path (SB-SHOT-5/6): it is at the impact point, D_p is worked out and
 * his coach chooses the defence (D-22). With nobody left, the part ends (`partDone`).
 */
function nextReactor(s: SBState, events: GameEvent[]): void {
  const h = s.shot;
  while (h.queue.length > 0) {
    const p = h.queue.shift()!;
    if (!onPitch(s, p) || get(s, p, P_PRONE) === 1) continue;
    const c = firstContact(s, p)!;
    const at = Math.max(c.at, h.pos);
    const impact = pointAlong(s, at);
    h.pos = roundHalfEven(at);
    h.reactor = p;
    h.defence = 0;
    h.ix = impact.x;
    h.iy = impact.y;
    const travel = at - s.info[h.shooter]!.measureRadius;
    h.dp = h.rf - travelPenalty(s, travel);
    s.ballX = impact.x;
    s.ballY = impact.y;
    events.push({
      type: 'shotReaches',
      rule: 'SB-SHOT-5',
      player: s.info[p]!.id,
      at: [impact.x / PER_INCH, impact.y / PER_INCH],
      travel: roundHalfEven(Math.max(0, travel)) / PER_INCH,
      difficulty: h.dp,
    });
    s.stack.push({ id: 'D-22', coach: s.info[p]!.side });
    return;
  }
  partDone(s, events);
}

/**
 * The ball has passed everybody on this part: at a wall or goal line it stops there (SB-SHOT-12, walls bounce
 * through ball.ts, SB-BALL-7); at T after a successful power test and no touch it continues (SB-SHOT-11,
 * → SB-R-23); otherwise it rests at the stop point (SB-R-22) or the continuation's end.
 */
function partDone(s: SBState, events: GameEvent[]): void {
  const h = s.shot;
  const e = partEnd(s);
  if (e.walls === 0 && h.powerOk && !h.cont) {
    events.push({
      type: 'ballMoved',
      rule: 'SB-SHOT-5',
      from: [s.ballX / PER_INCH, s.ballY / PER_INCH],
      to: [e.x / PER_INCH, e.y / PER_INCH],
    });
    s.ballX = e.x;
    s.ballY = e.y;
    h.pos = h.end;
    s.stack.push({ id: 'ROLL-SHOT-CONT', coach: s.active, reroll: false });
    return;
  }
  const leg = s.leg;
  leg.ax = s.ballX;
  leg.ay = s.ballY;
  leg.bx = e.x;
  leg.by = e.y;
  leg.walls = e.walls;
  leg.bounces = 0;
  leg.rule = legRule('SB-SHOT-5');
  leg.catcher = -1;
  h.pos = roundHalfEven(e.end);
  finishLeg(s, events);
}

/** D-22 (SB-SHOT-6): the defence of the player the ball reaches; ROLL-PATH-REACT follows. */
export function defend(s: SBState, defence: Defence, events: GameEvent[]): void {
  const f = s.stack.pop() as { id: 'D-22'; coach: number };
  const h = s.shot;
  h.defence = DEFENCES.indexOf(defence) + 1;
  events.push({ type: 'defenceChosen', rule: 'SB-SHOT-6', player: s.info[h.reactor]!.id, defence });
  s.stack.push({ id: 'ROLL-PATH-REACT', coach: f.coach, reroll: false });
}

/** D-23 (SB-SHOT-9, → SB-R-20): try to catch the parried ball, or let it rest at the impact point. */
export function parryCatch(s: SBState, attempt: boolean, events: GameEvent[]): void {
  const f = s.stack.pop() as { id: 'D-23'; coach: number };
  if (attempt) {
    s.stack.push({ id: 'ROLL-PARRY-CATCH', coach: f.coach, reroll: false });
    return;
  }
  events.push({ type: 'parryCatchDeclined', rule: 'SB-R-20', player: s.info[s.shot.reactor]!.id });
  finishDeviation(s, events);
}

/** The results of ROLL-PATH-REACT, ROLL-PARRY-CATCH and ROLL-SHOT-CONT. */
export function resolvePathRoll(s: SBState, roll: ShotRoll, face: number, events: GameEvent[]): void {
  const h = s.shot;
  if (roll === 'ROLL-SHOT-CONT') {
    // SB-SHOT-11: a plain D6 along the same line; the travel keeps its count (→ SB-R-23).
    h.cont = true;
    h.end += face * PER_INCH;
    events.push({ type: 'shotContinues', rule: 'SB-SHOT-11', distance: face });
    startPart(s, events);
    return;
  }
  const p = h.reactor;
  const name = s.info[p]!.id;
  const t = resolveTest(face, shotModifier(s, roll), h.dp);
  if (roll === 'ROLL-PARRY-CATCH') {
    if (t.success) {
      s.ball = Ball.Held;
      s.holder = p;
      s.ballX = get(s, p, P_X);
      s.ballY = get(s, p, P_Y);
      events.push({ type: 'parryCaught', rule: 'SB-SHOT-9', player: name });
      resume(s, events);
      return;
    }
    events.push({ type: 'parryCatchMissed', rule: 'SB-R-20', player: name });
    if (s.o.shot.parryCatchFail === 'restAtImpact') finishDeviation(s, events);
    else s.stack.push({ id: 'ROLL-PARRY-CATCH-DEV', bounces: 0, walls: 0, reroll: false });
    return;
  }
  const defence = DEFENCES[h.defence - 1]!;
  // Whatever happens, the ball touched someone: no continuation (SB-SHOT-11).
  if (!t.success) {
    h.cont = true;
    const injury = t.mf > s.info[p]!.ar || face === 1;
    events.push({ type: 'shotHits', rule: 'SB-SHOT-7', player: name, defence });
    if (s.o.shot.afterHit === 'deviate') {
      s.stack.push({ id: 'ROLL-BALL-HIT-DEV', bounces: 0, walls: 0, reroll: false });
    } else if (s.o.shot.afterHit === 'continue') {
      s.stack.push({ id: 'RESUME', then: 'shotTravel' });
    } else {
      s.stack.push({ id: 'RESUME', then: 'shotRests' });
    }
    knockDown(s, p, injury, 'SB-SHOT-7', events);
    return;
  }
  if (defence === 'dodge') {
    h.dodged.push(p);
    h.reactor = -1;
    events.push({ type: 'shotDodged', rule: 'SB-SHOT-8', player: name });
    nextReactor(s, events);
    return;
  }
  h.cont = true;
  if (defence === 'parry') {
    events.push({ type: 'shotParried', rule: 'SB-SHOT-9', player: name });
    s.stack.push({ id: 'D-23', coach: s.info[p]!.side });
    return;
  }
  events.push({ type: 'shotRepelled', rule: 'SB-SHOT-10', player: name });
  s.stack.push({ id: 'ROLL-REPEL-DEV', bounces: 0, walls: 0, reroll: false });
}

/** The continuations a knock-down on the path leaves (`shot.afterHit` = continue / stop, SB-R-19). */
export function resumeShot(s: SBState, then: 'shotTravel' | 'shotRests', events: GameEvent[]): void {
  if (then === 'shotTravel') {
    s.shot.reactor = -1;
    nextReactor(s, events);
    return;
  }
  finishDeviation(s, events);
}
