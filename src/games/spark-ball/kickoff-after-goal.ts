/**
 * The kick-off after a goal (SB-KICK-1..7, SB-R-14, SB-R-39, SB-R-40, SB-R-45): returns and substitutions, the
 * conceding coach first (D-30 and ROLL-KO-RETURN, then D-31), the forfeit of a team that cannot field a player
 * (SB-END-3, ARB-SB-35), the reset (SB-KICK-3), redeployment, the scoring team first (D-32, validated as D-04),
 * the ball to one of the conceding coach's players (D-33) or the centre-spot scatter (`kickoff.afterGoal` =
 * `centreScatter`), or a point of his own half where he places it before it deviates (`concedingPlacesAndScatters`,
 * ARB-SB-70), and the conceding coach's choice of who plays first (D-34). Under `kickoff.redeploy` = false
 * the players keep their positions and only those who came on are placed (ARB-SB-71). No match event is rolled
 * (SB-KICK-7). A team reroll spent on ROLL-KO-RETURN is the next turn's (SB-REROLL-7, ARB-SB-38).
 */
import { quantise } from '../../geometry/index.ts';
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import type { Point, SBAction } from './actions.ts';
import { startKickoff } from './ball.ts';
import { inches } from './pitch.ts';
import { pushNextPlacement } from './deployment.ts';
import { fillSlot } from './slots.ts';
import { resume } from './resume.ts';
import { offerRerolls } from './rerolls.ts';
import {
  Ball,
  CENTRE,
  EPS,
  get,
  indexOf,
  KICK_ENTERING,
  onPitch,
  OutReason,
  P_DISABLED,
  P_DONE,
  P_KICK,
  P_OUT,
  P_PRONE,
  P_REPLACED,
  P_STUN,
  P_UNBAL,
  P_WHERE,
  P_X,
  P_Y,
  PER_INCH,
  PITCH,
  set,
  sideRange,
  Stage,
  stunned,
  TRAITS,
  Where,
  type Frame,
  type SBState,
} from './state.ts';
import { resolveTest, testEvent } from './tests.ts';
import { finish, startTurn } from './turn.ts';
import { rollBonus, playerEffects } from './teams/effects.ts';
import type { Position } from './teams/types.ts';

/** The steps of the kick-off, in order (`SBState.kick`). */
export const KickStep = {
  ConcedingReturns: 0,
  ScoringReturns: 1,
  DeployScoring: 2,
  DeployConceding: 3,
  Ball: 4,
  FirstCoach: 5,
} as const;

/**
 * `P_KICK` bits: the return was offered, the vacancy was offered, the return failed, the player was swapped in
 * or out (`subs.freeAtKickoff`) at this kick-off (8 is deployment.ts's `PLACED`).
 */
const RETURN_OFFERED = 1;
const VACANCY_OFFERED = 2;
const RETURN_FAILED = 4;
const SWAPPED = 16;

/** The difficulty of the KO return (SB-INJ-3). */
export const KO_RETURN_DIFFICULTY = 7;

/** The slots of a line-up (SB-TEAM-3). */
const SLOTS: Record<Position, number> = { attacker: 3, defender: 3, keeper: 1 };

/** Vacant slots of `pos` in `side`: its slots minus its players on the pitch (SB-KICK-2, ARB-SB-37). */
export function vacancies(s: SBState, side: number, pos: Position): number {
  const [from, to] = sideRange(s, side);
  let n = 0;
  for (let p = from; p < to; p++) if (onPitch(s, p) && s.info[p]!.position === pos) n++;
  return SLOTS[pos] - n;
}

/**
 * The available reserves of `pos` in `side` (SB-R-40: unavailable players are Out, not in reserve), of any
 * position under `lineup.anyPositionFillsSlot`; a player swapped out at this kick-off does not come back in it.
 */
export function reserves(s: SBState, side: number, pos: Position): number[] {
  const [from, to] = sideRange(s, side);
  const any = s.o.lineup.anyPositionFillsSlot;
  const list: number[] = [];
  for (let p = from; p < to; p++) {
    if (get(s, p, P_WHERE) !== Where.Reserve || (get(s, p, P_KICK) & SWAPPED) !== 0) continue;
    if (any || s.info[p]!.position === pos) list.push(p);
  }
  return list;
}

/**
 * `subs.freeAtKickoff` (SB-R-40, ARB-SB-67): the swaps `side` may still make, healthy player out and reserve
 * in, each player swapped at most once per kick-off; the reserve takes the player's slot.
 */
export function swaps(s: SBState, side: number): [out: number, reserve: number][] {
  const [from, to] = sideRange(s, side);
  const list: [number, number][] = [];
  for (let p = from; p < to; p++) {
    if (!onPitch(s, p) || (get(s, p, P_KICK) & SWAPPED) !== 0) continue;
    for (const q of reserves(s, side, s.info[p]!.position)) list.push([p, q]);
  }
  return list;
}

/** How many players `side` has on the pitch. */
function fielded(s: SBState, side: number): number {
  const [from, to] = sideRange(s, side);
  let n = 0;
  for (let p = from; p < to; p++) if (onPitch(s, p)) n++;
  return n;
}

/**
 * Goal → KickoffAfterGoal (section 5.1): the ball is out of play, the kick-off rerolls start afresh for the
 * next turn (SB-REROLL-7), and the conceding coach resolves his returns first (SB-KICK-2).
 */
export function startKickoffAfterGoal(s: SBState, conceding: number, events: GameEvent[]): void {
  s.stage = Stage.KickoffAfterGoal;
  s.conceding = conceding;
  s.kick = KickStep.ConcedingReturns;
  s.active = -1;
  s.ball = Ball.None;
  s.holder = -1;
  s.rerollUsed[0] = false;
  s.rerollUsed[1] = false;
  for (let p = 0; p < s.info.length; p++) set(s, p, P_KICK, 0);
  events.push({ type: 'kickoffAfterGoal', rule: 'SB-KICK-1', side: conceding, turn: s.turn + 1 });
  nextKickoffStop(s, events);
}

/** The next KO player of `side` who may try to return: Out KO, not yet offered, a slot of his position vacant. */
function nextReturn(s: SBState, side: number): number {
  const [from, to] = sideRange(s, side);
  for (let p = from; p < to; p++) {
    if (get(s, p, P_WHERE) !== Where.Out || get(s, p, P_OUT) !== OutReason.KO) continue;
    if ((get(s, p, P_KICK) & RETURN_OFFERED) !== 0) continue;
    if (vacancies(s, side, s.info[p]!.position) > 0) return p;
  }
  return -1;
}

/**
 * The next Out player of `side` whose slot is vacant and may be filled by an available reserve of his position
 * (SB-KICK-2, SB-R-40). With `injury.koReturn` = `eitherOr` a KO player who tried and failed keeps his slot
 * empty until the next kick-off (SB-R-39).
 */
function nextVacancy(s: SBState, side: number): number {
  const [from, to] = sideRange(s, side);
  for (let p = from; p < to; p++) {
    if (get(s, p, P_WHERE) !== Where.Out || get(s, p, P_OUT) === OutReason.Unavailable) continue;
    const flags = get(s, p, P_KICK);
    if (get(s, p, P_REPLACED) === 1 || (flags & VACANCY_OFFERED) !== 0) continue;
    if (s.o.injury.koReturn === 'eitherOr' && (flags & RETURN_FAILED) !== 0) continue;
    const pos = s.info[p]!.position;
    if (vacancies(s, side, pos) > 0 && reserves(s, side, pos).length > 0) return p;
  }
  return -1;
}

/** Pushes the kick-off's next stop, or moves on; called whenever the stack is empty in KickoffAfterGoal. */
export function nextKickoffStop(s: SBState, events: GameEvent[]): void {
  const conceding = s.conceding;
  const scoring = 1 - conceding;
  for (;;) {
    switch (s.kick) {
      case KickStep.ConcedingReturns:
      case KickStep.ScoringReturns: {
        const side = s.kick === KickStep.ConcedingReturns ? conceding : scoring;
        const ko = nextReturn(s, side);
        if (ko >= 0) {
          set(s, ko, P_KICK, get(s, ko, P_KICK) | RETURN_OFFERED);
          s.stack.push({ id: 'D-30', coach: side, player: ko });
          return;
        }
        const out = nextVacancy(s, side);
        if (out >= 0) {
          set(s, out, P_KICK, get(s, out, P_KICK) | VACANCY_OFFERED);
          s.stack.push({ id: 'D-31', coach: side, player: out });
          return;
        }
        if (fielded(s, side) === 0) {
          // SB-END-3 / SB-R-45, checked as soon as this team's returns are done (ARB-SB-35).
          events.push({ type: 'forfeit', rule: 'SB-END-3', side });
          finish(s, 1 - side, 'SB-END-3', events);
          return;
        }
        if (s.o.subs.freeAtKickoff && swaps(s, side).length > 0) {
          // ARB-SB-67: once the vacancies are settled, the coach swaps healthy players until he stops (D-31).
          s.stack.push({ id: 'D-31', coach: side, player: -1 });
          return;
        }
        s.kick++;
        break;
      }
      case KickStep.DeployScoring:
        resetPlayers(s, events);
        // D-32 is validated as D-04 (C-1): the team placing second meets the first team's new positions.
        s.deployFirst = scoring;
        if (s.o.deploy.alternate) {
          // SB-KICK-4 "with the same rules as SB-SETUP-4": one player at a time, the scoring coach first.
          s.kick = KickStep.Ball;
          pushNextPlacement(s);
          return;
        }
        s.kick = KickStep.DeployConceding;
        if (!s.o.kickoff.redeploy) events.push({ type: 'positionsKept', rule: 'ARB-SB-71' });
        // ARB-SB-71: with positions kept, a team is asked only to place the players who came on.
        if (deployees(s, scoring).length === 0) break;
        s.stack.push({ id: 'D-32', coach: scoring });
        return;
      case KickStep.DeployConceding:
        s.kick = KickStep.Ball;
        if (deployees(s, conceding).length === 0) break;
        s.stack.push({ id: 'D-32', coach: conceding });
        return;
      case KickStep.Ball:
        s.kick = KickStep.FirstCoach;
        if (s.o.kickoff.afterGoal === 'centreScatter') {
          // SB-R-14 (b): the ball deviates from the centre spot as at the opening kick-off (ROLL-KICKOFF).
          startKickoff(s, events);
          return;
        }
        if (s.o.kickoff.afterGoal === 'concedingPlacesAndScatters') {
          // SB-R-14 (c), ARB-SB-70: D-33 asks for a point of his half; nobody needs to stand to take the ball.
          s.stack.push({ id: 'D-33', coach: conceding });
          return;
        }
        if (holders(s, conceding).length === 0) {
          // ARB-SB-35: nobody standing to take the ball (only with injury.stunSurvivesKickoff): centre spot.
          s.ball = Ball.Loose;
          s.ballX = CENTRE.x;
          s.ballY = CENTRE.y;
          events.push({
            type: 'ballPlaced',
            rule: 'ARB-SB-35',
            x: CENTRE.x / PER_INCH,
            y: CENTRE.y / PER_INCH,
          });
          break;
        }
        s.stack.push({ id: 'D-33', coach: conceding });
        return;
      default:
        s.stack.push({ id: 'D-34', coach: conceding });
        return;
    }
  }
}

/**
 * SB-KICK-3: every player on the pitch stands, Ready, not stunned, Unbalanced cleared. With
 * `injury.stunSurvivesKickoff` a stunned player stays prone with his timer (SB-R-39 variant).
 */
function resetPlayers(s: SBState, events: GameEvent[]): void {
  for (let p = 0; p < s.info.length; p++) {
    if (!onPitch(s, p)) continue;
    set(s, p, P_DONE, 0);
    set(s, p, P_UNBAL, 0);
    if (s.o.injury.stunSurvivesKickoff && stunned(s, p) && get(s, p, P_STUN) > s.turn) continue;
    set(s, p, P_PRONE, 0);
    set(s, p, P_STUN, 0);
  }
  events.push({ type: 'playersReset', rule: 'SB-KICK-3' });
}

/**
 * The players of `side` a deployment (D-04, D-32) places: every player on the pitch, or, at a kick-off under
 * `kickoff.redeploy` = false, only those who came on and have no position yet (ARB-SB-71).
 */
export function deployees(s: SBState, side: number): number[] {
  const keep = s.stage === Stage.KickoffAfterGoal && !s.o.kickoff.redeploy;
  const [from, to] = sideRange(s, side);
  const list: number[] = [];
  for (let p = from; p < to; p++) {
    if (onPitch(s, p) && (!keep || (get(s, p, P_KICK) & KICK_ENTERING) !== 0)) list.push(p);
  }
  return list;
}

/** Whether player p's base stands on the pitch now: on it, and not a newcomer still waiting for a place. */
export function placedOnPitch(s: SBState, p: number): boolean {
  return onPitch(s, p) && (get(s, p, P_KICK) & KICK_ENTERING) === 0;
}

/** The players of `side` who may take the ball (SB-KICK-5, SB-STATE-7: on the pitch and standing). */
export function holders(s: SBState, side: number): number[] {
  const [from, to] = sideRange(s, side);
  const list: number[] = [];
  for (let p = from; p < to; p++) if (onPitch(s, p) && get(s, p, P_PRONE) === 0) list.push(p);
  return list;
}

/** ROLL-KO-RETURN's modifier: R, Increvable +1 (his captain's trait) and EQ-6 +1, as effects data (5.6). */
export function koReturnModifier(s: SBState, p: number): number {
  const info = s.info[p]!;
  const captain = s.captain[info.side] === p && s.trait[info.side]! >= 0;
  const effects = playerEffects({
    abilities: info.abilities,
    equipment: info.equipment,
    equipmentDisabled: get(s, p, P_DISABLED) === 1,
    trait: captain ? TRAITS[s.trait[info.side]!]! : null,
    onPitch: false,
  });
  return info.r + rollBonus(effects, 'ROLL-KO-RETURN');
}

/** D-30: the coach tries the return (ROLL-KO-RETURN) or not. */
export function decideKoReturn(s: SBState, attempt: boolean, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'D-30' }>;
  if (attempt) {
    s.stack.push({ id: 'ROLL-KO-RETURN', coach: f.coach, player: f.player, reroll: false });
    return;
  }
  events.push({ type: 'koReturnDeclined', rule: 'SB-INJ-3', side: f.coach, player: s.info[f.player]!.id });
  resume(s, events);
}

/** ROLL-KO-RETURN (SB-INJ-3): R test against 7, natural 1/6; a failure may be rerolled (SB-REROLL-7). */
export function applyKoReturnRoll(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'ROLL-KO-RETURN' }>;
  const modifier = koReturnModifier(s, f.player);
  events.push(
    testEvent('SB-INJ-3', 'ROLL-KO-RETURN', f.coach, face, modifier, KO_RETURN_DIFFICULTY, {
      by: s.info[f.player]!.id,
      reroll: f.reroll,
    }),
  );
  const failed = !resolveTest(face, modifier, KO_RETURN_DIFFICULTY).success;
  const p = f.player;
  if (failed && offerRerolls(s, f.coach, f.reroll, 'ROLL-KO-RETURN', [face], 0, 0, p, p, true)) return;
  resolveKoReturn(s, f.player, face, events);
}

/** The return's result: back on the pitch (deployed with his team), or still Out. */
export function resolveKoReturn(s: SBState, p: number, face: number, events: GameEvent[]): void {
  if (resolveTest(face, koReturnModifier(s, p), KO_RETURN_DIFFICULTY).success) {
    set(s, p, P_WHERE, Where.Pitch);
    set(s, p, P_OUT, OutReason.None);
    set(s, p, P_REPLACED, 0);
    set(s, p, P_KICK, get(s, p, P_KICK) | KICK_ENTERING);
    events.push({ type: 'koReturned', rule: 'SB-INJ-3', player: s.info[p]!.id });
  } else {
    set(s, p, P_KICK, get(s, p, P_KICK) | RETURN_FAILED);
    events.push({ type: 'koStaysOut', rule: 'SB-INJ-3', player: s.info[p]!.id });
  }
  resume(s, events);
}

/**
 * D-31: a reserve takes the vacant slot, or it stays empty (SB-KICK-2, SB-R-40); under
 * `lineup.anyPositionFillsSlot` he counts as the slot's position (ARB-SB-66).
 */
export function substitute(s: SBState, reserve: string | null, events: GameEvent[]): void {
  const f = s.stack.pop() as Extract<Frame, { id: 'D-31' }>;
  const out = s.info[f.player]!.id;
  if (reserve === null) {
    events.push({ type: 'vacancyLeft', rule: 'SB-KICK-2', side: f.coach, out });
  } else {
    const p = indexOf(s, f.coach, reserve);
    set(s, p, P_WHERE, Where.Pitch);
    set(s, p, P_KICK, get(s, p, P_KICK) | KICK_ENTERING);
    set(s, f.player, P_REPLACED, 1);
    const slot = s.info[f.player]!.position;
    const moved = s.info[p]!.position !== slot;
    fillSlot(s, p, slot);
    events.push({
      type: 'substituted',
      rule: moved ? 'SB-R-53' : 'SB-KICK-2',
      side: f.coach,
      out,
      reserve,
      ...(moved ? { slot } : {}),
    });
  }
  resume(s, events);
}

/**
 * D-31 under `subs.freeAtKickoff` (ARB-SB-67): the healthy player `out` goes to the reserve and `reserve`
 * takes his slot; both stay where they are for the rest of this kick-off.
 */
export function swap(s: SBState, coach: number, out: string, reserve: string, events: GameEvent[]): void {
  s.stack.pop();
  const p = indexOf(s, coach, out);
  const q = indexOf(s, coach, reserve);
  const slot = s.info[p]!.position;
  set(s, p, P_WHERE, Where.Reserve);
  set(s, q, P_WHERE, Where.Pitch);
  set(s, p, P_KICK, get(s, p, P_KICK) | SWAPPED);
  set(s, q, P_KICK, get(s, q, P_KICK) | SWAPPED);
  fillSlot(s, p, s.info[p]!.rosterPosition ?? slot);
  fillSlot(s, q, slot);
  events.push({ type: 'swapped', rule: 'SB-R-40', side: coach, out, reserve, slot });
  resume(s, events);
}

/** D-31 under `subs.freeAtKickoff`: the coach makes no more swaps at this kick-off. */
export function endSwaps(s: SBState, coach: number, events: GameEvent[]): void {
  s.stack.pop();
  s.kick++;
  events.push({ type: 'swapsDone', rule: 'SB-R-40', side: coach });
  resume(s, events);
}

/** D-33: the named player of the conceding team holds the ball (SB-KICK-5). */
export function giveBall(s: SBState, player: string, events: GameEvent[]): void {
  s.stack.pop();
  const p = indexOf(s, s.conceding, player);
  s.ball = Ball.Held;
  s.holder = p;
  s.ballX = get(s, p, P_X);
  s.ballY = get(s, p, P_Y);
  events.push({ type: 'ballGiven', rule: 'SB-KICK-5', side: s.conceding, player });
  resume(s, events);
}

/**
 * D-33 under `kickoff.afterGoal` = `concedingPlacesAndScatters` (SB-R-14 (c), ARB-SB-70): the ball is placed
 * loose at the point and deviates as at the opening kick-off (ROLL-KICKOFF: scatter + 2D6, no reaction, no
 * reroll, a goal mouth as a wall); D-34 follows once it rests.
 */
export function placeBall(s: SBState, at: Point, events: GameEvent[]): void {
  s.stack.pop();
  s.ball = Ball.Loose;
  s.holder = -1;
  s.ballX = quantise(at.x, PER_INCH);
  s.ballY = quantise(at.y, PER_INCH);
  events.push({
    type: 'ballPlacedByCoach',
    rule: 'SB-R-14',
    side: s.conceding,
    x: s.ballX / PER_INCH,
    y: s.ballY / PER_INCH,
  });
  s.stack.push({ id: 'ROLL-KICKOFF', bounces: 0, walls: 0, reroll: false });
}

/** The halfway line (y = 10.5 in): each half is closed on it (ARB-SB-70). */
const HALFWAY = CENTRE.y;

/**
 * Why the ball may not be placed at (x, y) quanta by `side` (ARB-SB-70), or null: on the pitch, in his own half
 * (the halfway line included), and not strictly inside a base (SB-BALL-8 is for a ball coming to rest).
 */
export function placementProblem(
  s: SBState,
  side: number,
  x: number,
  y: number,
): { fr: string; en: string } | null {
  const at = `(${inches(x)}, ${inches(y)})`;
  const half = side === 0 ? 'y ≤ 10,5' : 'y ≥ 10,5';
  const halfEn = side === 0 ? 'y ≤ 10.5' : 'y ≥ 10.5';
  if (x < PITCH.minX || x > PITCH.maxX || y < PITCH.minY || y > PITCH.maxY) {
    return {
      fr: `${at} est hors du terrain : x entre 0 et 13, y dans sa moitié (${half})`,
      en: `${at} is off the pitch: x within 0–13, y in your half (${halfEn})`,
    };
  }
  if (side === 0 ? y > HALFWAY : y < HALFWAY) {
    return {
      fr: `${at} n'est pas dans sa moitié de terrain (${half})`,
      en: `${at} is not in your own half (${halfEn})`,
    };
  }
  for (let p = 0; p < s.info.length; p++) {
    if (!placedOnPitch(s, p)) continue;
    const dx = x - get(s, p, P_X);
    const dy = y - get(s, p, P_Y);
    const r = s.info[p]!.radius - EPS;
    if (dx * dx + dy * dy < r * r) {
      const info = s.info[p]!;
      return {
        fr: `${at} est sous le socle de ${info.name} (n° ${info.number}) : la balle se pose hors des socles (le bord compris)`,
        en: `${at} is under ${info.name} (#${info.number})'s base: the ball is placed clear of every base (its edge allowed)`,
      };
    }
  }
  return null;
}

/** D-34: the conceding coach picks who plays first; TurnStart(n + 1), alternation from there (SB-TURN-2). */
export function playFirst(s: SBState, first: boolean, events: GameEvent[]): void {
  s.stack.pop();
  const conceding = s.conceding;
  const firstCoach = first ? conceding : 1 - conceding;
  events.push({ type: 'firstChosen', rule: 'SB-KICK-6', side: conceding, first: firstCoach });
  s.stage = Stage.Turn;
  s.conceding = -1;
  s.kick = -1;
  startTurn(s, firstCoach, events, true);
}

const POSITION = {
  attacker: { fr: 'attaquant', en: 'Attacker' },
  defender: { fr: 'défenseur', en: 'Defender' },
  keeper: { fr: 'gardien', en: 'Keeper' },
} as const;

/** Validates D-30..D-34 (D-32 is validated as D-04 by validate.ts). */
export function checkKickoffDecision(
  s: SBState,
  f: Frame,
  act: Record<string, unknown> & { type: string },
): Result<SBAction> | null {
  switch (f.id) {
    case 'D-30':
      if (act.type !== 'koReturn') return null;
      if (act.player !== s.info[f.player]!.id || typeof act.attempt !== 'boolean') {
        return err(
          'koReturn.player',
          'SB-INJ-3',
          `Retour de KO attendu pour ${s.info[f.player]!.id} : { type: 'koReturn', player: ${JSON.stringify(s.info[f.player]!.id)}, attempt: true|false } (reçu ${JSON.stringify(act.player)}).`,
          `A KO return is expected for ${s.info[f.player]!.id}: { type: 'koReturn', player: ${JSON.stringify(s.info[f.player]!.id)}, attempt: true|false } (got ${JSON.stringify(act.player)}).`,
        );
      }
      return ok({ type: 'koReturn', player: act.player, attempt: act.attempt });
    case 'D-31': {
      if (f.player < 0) return checkSwap(s, f.coach, act);
      if (act.type !== 'substitute') return null;
      const out = s.info[f.player]!;
      if (act.out !== out.id) {
        return err(
          'substitute.out',
          'SB-KICK-2',
          `La place à pourvoir est celle de ${out.id} (reçu ${JSON.stringify(act.out)}).`,
          `The vacant slot is ${out.id}'s (got ${JSON.stringify(act.out)}).`,
        );
      }
      if (act.reserve === null) return ok({ type: 'substitute', out: out.id, reserve: null });
      const p = indexOf(s, f.coach, act.reserve);
      if (p < 0 || !reserves(s, f.coach, out.position).includes(p)) {
        const allowed = reserves(s, f.coach, out.position).map((q) => s.info[q]!.id);
        const pos = POSITION[out.position];
        if (s.o.lineup.anyPositionFillsSlot) {
          return err(
            'substitute.reserve',
            'SB-R-53',
            `${JSON.stringify(act.reserve)} ne peut pas remplacer ${out.id} : il faut un remplaçant disponible, de n'importe quel poste (${allowed.join(', ')}), ou null.`,
            `${JSON.stringify(act.reserve)} cannot replace ${out.id}: name an available reserve of any position (${allowed.join(', ')}) or null.`,
          );
        }
        return err(
          'substitute.reserve',
          'SB-R-40',
          `${JSON.stringify(act.reserve)} ne peut pas remplacer ${out.id} : il faut un remplaçant disponible du même poste, ${pos.fr} (${allowed.join(', ')}), ou null.`,
          `${JSON.stringify(act.reserve)} cannot replace ${out.id}: name an available ${pos.en} reserve (${allowed.join(', ')}) or null.`,
        );
      }
      return ok({ type: 'substitute', out: out.id, reserve: act.reserve as string });
    }
    case 'D-33': {
      if (s.o.kickoff.afterGoal === 'concedingPlacesAndScatters') return checkPlacement(s, f.coach, act);
      if (act.type !== 'giveBall') return null;
      const p = indexOf(s, f.coach, act.player);
      if (p < 0 || !holders(s, f.coach).includes(p)) {
        return err(
          'giveBall.player',
          'SB-KICK-5',
          `${JSON.stringify(act.player)} ne peut pas recevoir la balle : il faut un joueur de son équipe sur le terrain et debout.`,
          `${JSON.stringify(act.player)} cannot take the ball: name a player of your team who is on the pitch and standing.`,
        );
      }
      return ok({ type: 'giveBall', player: act.player as string });
    }
    case 'D-34':
      if (act.type !== 'playFirst') return null;
      if (typeof act.first !== 'boolean') {
        return err(
          'playFirst.shape',
          'SB-KICK-6',
          `« first » doit valoir true (jouer en premier) ou false (reçu ${JSON.stringify(act.first)}).`,
          `"first" must be true (play first) or false (got ${JSON.stringify(act.first)}).`,
        );
      }
      return ok({ type: 'playFirst', first: act.first });
  }
  return null;
}

/** D-33 under `concedingPlacesAndScatters`: `{ type: 'placeBall', at: { x, y } }` in inches (ARB-SB-70). */
function checkPlacement(
  s: SBState,
  coach: number,
  act: Record<string, unknown> & { type: string },
): Result<SBAction> | null {
  if (act.type !== 'placeBall') return null;
  const at = act.at as Record<string, unknown> | null | undefined;
  const x = typeof at === 'object' && at !== null ? at.x : undefined;
  const y = typeof at === 'object' && at !== null ? at.y : undefined;
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
    return err(
      'placeBall.shape',
      'SB-R-14',
      `Placement de la balle attendu : { type: 'placeBall', at: { x, y } } en pouces (reçu ${JSON.stringify(act.at)}).`,
      `A ball placement is expected: { type: 'placeBall', at: { x, y } } in inches (got ${JSON.stringify(act.at)}).`,
    );
  }
  // Far off the pitch: refused before quantising (the grid holds ±2^52 quanta only).
  const far = Math.abs(x) > 1000 || Math.abs(y) > 1000;
  const why = far
    ? placementProblem(s, coach, -1, -1)
    : placementProblem(s, coach, quantise(x, PER_INCH), quantise(y, PER_INCH));
  if (why) {
    return err(
      'placeBall.point',
      'ARB-SB-70',
      `Balle mal placée : ${why.fr}.`,
      `The ball cannot go there: ${why.en}.`,
    );
  }
  return ok({ type: 'placeBall', at: { x, y } });
}

/**
 * D-33's candidates under `concedingPlacesAndScatters` (ARB-SB-70): a grid of the coach's half, x 1.5–11.5 by
 * 2.5 in (and the middle, 6.5), 2 to 10 in from his goal line by 2 in, then the centre spot; points under a base
 * are left out.
 */
function placementCandidates(s: SBState, coach: number): SBAction[] {
  const list: SBAction[] = [];
  const ys = [2, 4, 6, 8, 10, 10.5];
  for (const d of ys) {
    for (const x of d === 10.5 ? [6.5] : [1.5, 4, 6.5, 9, 11.5]) {
      const y = coach === 0 ? d : 21 - d;
      if (placementProblem(s, coach, x * PER_INCH, y * PER_INCH) === null) {
        list.push({ type: 'placeBall', at: { x, y } });
      }
    }
  }
  return list;
}

/** D-31 under `subs.freeAtKickoff` (ARB-SB-67): a swap of a healthy player for a reserve, or no more swaps. */
function checkSwap(
  s: SBState,
  coach: number,
  act: Record<string, unknown> & { type: string },
): Result<SBAction> | null {
  if (act.type === 'endSwaps') return ok({ type: 'endSwaps' });
  if (act.type !== 'swap') return null;
  const p = indexOf(s, coach, act.out);
  const pairs = swaps(s, coach);
  if (p < 0 || !pairs.some(([o]) => o === p)) {
    const outs = [...new Set(pairs.map(([o]) => s.info[o]!.id))];
    return err(
      'swap.out',
      'SB-R-40',
      `${JSON.stringify(act.out)} ne peut pas sortir : il faut un joueur de son équipe sur le terrain, pas encore échangé à cet engagement (${outs.join(', ')}).`,
      `${JSON.stringify(act.out)} cannot go off: name a player of your team on the pitch not swapped yet at this kick-off (${outs.join(', ')}).`,
    );
  }
  const q = indexOf(s, coach, act.reserve);
  if (q < 0 || !pairs.some(([o, r]) => o === p && r === q)) {
    const allowed = pairs.filter(([o]) => o === p).map(([, r]) => s.info[r]!.id);
    const pos = POSITION[s.info[p]!.position];
    const fr = s.o.lineup.anyPositionFillsSlot ? "de n'importe quel poste" : `du même poste, ${pos.fr}`;
    const en = s.o.lineup.anyPositionFillsSlot
      ? 'available reserve of any position'
      : `available ${pos.en} reserve`;
    return err(
      'swap.reserve',
      'SB-R-40',
      `${JSON.stringify(act.reserve)} ne peut pas entrer à la place de ${s.info[p]!.id} : il faut un remplaçant disponible ${fr}, pas encore échangé à cet engagement (${allowed.join(', ')}).`,
      `${JSON.stringify(act.reserve)} cannot come on for ${s.info[p]!.id}: name an ${en} not swapped yet at this kick-off (${allowed.join(', ')}).`,
    );
  }
  return ok({ type: 'swap', out: s.info[p]!.id, reserve: s.info[q]!.id });
}

/** The legal decisions of D-30, D-31, D-33 and D-34 (D-32 uses D-04's candidates). */
export function kickoffCandidates(s: SBState, f: Frame): SBAction[] {
  switch (f.id) {
    case 'D-30': {
      const player = s.info[f.player]!.id;
      return [
        { type: 'koReturn', player, attempt: true },
        { type: 'koReturn', player, attempt: false },
      ];
    }
    case 'D-31': {
      if (f.player < 0) {
        const list: SBAction[] = swaps(s, f.coach).map(([o, r]) => ({
          type: 'swap',
          out: s.info[o]!.id,
          reserve: s.info[r]!.id,
        }));
        list.push({ type: 'endSwaps' });
        return list;
      }
      const out = s.info[f.player]!;
      const list: SBAction[] = reserves(s, f.coach, out.position).map((p) => ({
        type: 'substitute',
        out: out.id,
        reserve: s.info[p]!.id,
      }));
      list.push({ type: 'substitute', out: out.id, reserve: null });
      return list;
    }
    case 'D-33':
      if (s.o.kickoff.afterGoal === 'concedingPlacesAndScatters') return placementCandidates(s, f.coach);
      return holders(s, f.coach).map((p) => ({ type: 'giveBall', player: s.info[p]!.id }));
    case 'D-34':
      return [
        { type: 'playFirst', first: true },
        { type: 'playFirst', first: false },
      ];
  }
  return [];
}
