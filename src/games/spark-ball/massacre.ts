/**
 * Massacre (SB-MASSACRE-1..5, SB-R-38, D-17): the active player's regular action against a prone opponent
 * (stunned included) within 2 in. SB-MOVE-3 rounds the movement first; the aggressor moves straight into base
 * contact (no MV, nothing triggered; an obstructed line makes it illegal; `massacre.contactMove` = false
 * skips the move). ROLL-MASS-ATK: A = 1D6 + F (+1 Tête brûlée, −1 per Unbalanced cause); ROLL-MASS-DEF:
 * V = 1D3 + R by the victim's coach. If A − V > the victim's AR he makes an injury roll. Once the injury is
 * resolved, the aggressor is Ejected (Out) if his final D6 equals the final D3 or either die of the victim's
 * final injury roll (`massacre.ejectionDice` = `d3Only`: the D3 only). No reaction window opens.
 */
import { err, ok, type GameEvent, type Result } from '../../engine/types.ts';
import type { SBAction } from './actions.ts';
import { roundMovement } from './activation.ts';
import {
  closedZoneProblem,
  contactPosition,
  difficultyUnbalanced,
  edgeGap,
  inContactReach,
  teteBrulee,
} from './charge.ts';
import { measureWords } from './pitch.ts';
import { dropIfHolder, putOut } from './knockdown.ts';
import { offerRerolls } from './rerolls.ts';
import {
  get,
  indexOf,
  onPitch,
  OutReason,
  P_PRONE,
  P_X,
  P_Y,
  PER_INCH,
  set,
  sideRange,
  type MassacreRoll,
  type SBState,
} from './state.ts';
import { difficultyEvent } from './tests.ts';

/** The reach of a massacre (SB-MASSACRE-1). */
export const MASSACRE_REACH = 2 * PER_INCH;

/** Why the active player may not massacre player v now, or null when he may (SB-MASSACRE-1, SB-ACT-2). */
export function massacreProblem(
  s: SBState,
  v: number,
): { code: string; rule: string; fr: string; en: string } | null {
  const a = s.act.actor;
  if (s.act.regular) {
    return {
      code: 'massacre.regularDone',
      rule: 'SB-ACT-2',
      fr: 'une seule action régulière par activation',
      en: 'one regular action per activation',
    };
  }
  if (v < 0 || !onPitch(s, v) || get(s, v, P_PRONE) !== 1) {
    return {
      code: 'massacre.target',
      rule: 'SB-MASSACRE-1',
      fr: 'la victime doit être un adversaire au sol sur le terrain',
      en: 'the victim must be a prone opponent on the pitch',
    };
  }
  const name = s.info[v]!.name;
  if (!inContactReach(s, a, v, MASSACRE_REACH)) {
    const gap = edgeGap(s, a, v);
    return {
      code: 'massacre.reach',
      rule: 'SB-MASSACRE-1',
      fr: `${name} est à ${gap.replace('.', ',')} ps (${measureWords(s).fr}) ; on ne massacre qu’à 2 ps au plus`,
      en: `${name} is ${gap} in away (${measureWords(s).en}); a massacre reaches 2 in at most`,
    };
  }
  if (s.o.massacre.contactMove && contactPosition(s, a, v) === null) {
    const closed = closedZoneProblem(s, a, v, 'massacre.closedZone');
    if (closed !== null) return closed;
    return {
      code: 'massacre.blocked',
      rule: 'SB-R-38',
      fr: `la ligne droite vers ${name} est barrée par un autre socle, ou le gardien sortirait de sa zone`,
      en: `another base blocks the straight line to ${name}, or the keeper would leave his zone`,
    };
  }
  return null;
}

/** D-17: the prone opponents the active player may massacre now. */
export function massacreTargets(s: SBState): number[] {
  const a = s.act.actor;
  if (s.act.regular || get(s, a, P_PRONE) === 1) return [];
  const list: number[] = [];
  const [from, to] = sideRange(s, 1 - s.info[a]!.side);
  for (let v = from; v < to; v++) {
    // Only prone opponents in reach can be massacred: skip the others before the refusal is worded.
    if (!onPitch(s, v) || get(s, v, P_PRONE) !== 1 || !inContactReach(s, a, v, MASSACRE_REACH)) continue;
    if (massacreProblem(s, v) === null) list.push(v);
  }
  return list;
}

/** D-11 Massacre (validated): rounding, the contact move, then ROLL-MASS-ATK (SB-MASSACRE-5: no window). */
export function declareMassacre(s: SBState, v: number, events: GameEvent[]): void {
  const a = s.act.actor;
  roundMovement(s, events);
  s.act.regular = true;
  s.act.steps++;
  s.act.lastMove = false;
  const fromX = get(s, a, P_X);
  const fromY = get(s, a, P_Y);
  if (s.o.massacre.contactMove) {
    const at = contactPosition(s, a, v)!;
    set(s, a, P_X, at.x);
    set(s, a, P_Y, at.y);
    if (s.holder === a) {
      s.ballX = at.x;
      s.ballY = at.y;
    }
  }
  s.mass = { aggressor: a, victim: v, d6: 0, atk: 0, d3: 0, inj0: 0, inj1: 0 };
  events.push({
    type: 'massacre',
    rule: 'SB-MASSACRE-1',
    player: s.info[a]!.id,
    target: s.info[v]!.id,
    from: [fromX / PER_INCH, fromY / PER_INCH],
    to: [get(s, a, P_X) / PER_INCH, get(s, a, P_Y) / PER_INCH],
  });
  s.stack.push({ id: 'ROLL-MASS-ATK', coach: s.info[a]!.side, reroll: false });
}

/** A massacre roll's modifier: the aggressor's F (+1 Tête brûlée) or the victim's R, −1 per Unbalanced cause. */
export function massacreModifier(s: SBState, roll: MassacreRoll): number {
  if (roll === 'ROLL-MASS-ATK') {
    const a = s.mass.aggressor;
    return s.info[a]!.f + (teteBrulee(s, a) ? 1 : 0) - difficultyUnbalanced(s, a);
  }
  const v = s.mass.victim;
  return s.info[v]!.r - difficultyUnbalanced(s, v);
}

/**
 * ROLL-MASS-ATK (1D6) or ROLL-MASS-DEF (1D3): each roller's team reroll is offered unless his die already
 * shows its best face (ARB-SB-16; the D3 is read as 1–3).
 */
export function applyMassacreRoll(s: SBState, face: number, events: GameEvent[]): void {
  const f = s.stack.pop() as { id: MassacreRoll; coach: number; reroll: boolean };
  const atk = f.id === 'ROLL-MASS-ATK';
  const modifier = massacreModifier(s, f.id);
  events.push(
    difficultyEvent('SB-MASSACRE-2', f.id, f.coach, atk ? '1d6' : '1d3', [face], modifier, {
      by: s.info[atk ? s.mass.aggressor : s.mass.victim]!.id,
      reroll: f.reroll,
    }),
  );
  // SB-SKILL-1: the aggressor's Brute reroll is offered before the team reroll (D-27).
  const rolled = atk ? s.mass.aggressor : s.mass.victim;
  if (face < (atk ? 6 : 3) && offerRerolls(s, f.coach, f.reroll, f.id, [face], 0, 0, -1, rolled, false))
    return;
  resolveMassacreRoll(s, f.id, face, events);
}

/** A massacre roll's result: the victim's roll, then the injury check (SB-MASSACRE-3) and ejection. */
export function resolveMassacreRoll(s: SBState, roll: MassacreRoll, face: number, events: GameEvent[]): void {
  const total = face + massacreModifier(s, roll);
  if (roll === 'ROLL-MASS-ATK') {
    s.mass.d6 = face;
    s.mass.atk = total;
    s.stack.push({ id: 'ROLL-MASS-DEF', coach: s.info[s.mass.victim]!.side, reroll: false });
    return;
  }
  s.mass.d3 = face;
  const v = s.mass.victim;
  const net = s.mass.atk - total;
  const injury = net > s.info[v]!.ar;
  events.push({
    type: 'massacreResult',
    rule: 'SB-MASSACRE-3',
    player: s.info[v]!.id,
    attack: s.mass.atk,
    resistance: total,
    net,
    armour: s.info[v]!.ar,
    injury,
  });
  if (!injury) {
    ejectionCheck(s, events);
    return;
  }
  // SB-INJ-2 step 6: the ejection check waits for the whole injury (serious injury and D-35 included).
  s.stack.push({ id: 'RESUME', then: 'massacreEjection' });
  s.stack.push({ id: 'ROLL-INJURY', coach: s.info[v]!.side, player: v, reroll: false });
}

/**
 * SB-MASSACRE-4 (SB-R-38): the aggressor is Ejected if his final D6 equals the final D3, or either die of the
 * victim's final injury roll; an Ejected holder drops the ball and his activation ends (SB-ACT-3). Otherwise
 * he may go on with free actions (SB-ACT-4).
 */
export function ejectionCheck(s: SBState, events: GameEvent[]): void {
  const { aggressor: a, d6, d3, inj0, inj1 } = s.mass;
  s.mass = { aggressor: -1, victim: -1, d6: 0, atk: 0, d3: 0, inj0: 0, inj1: 0 };
  const injuryDice = s.o.massacre.ejectionDice === 'd3AndInjury' && inj0 > 0 ? [inj0, inj1] : [];
  const matches = d6 === d3 || injuryDice.includes(d6);
  events.push({
    type: matches ? 'ejected' : 'notEjected',
    rule: 'SB-MASSACRE-4',
    player: s.info[a]!.id,
    die: d6,
    d3,
    injuryDice,
  });
  if (!matches) return;
  putOut(s, a, OutReason.Ejected, events);
  s.stack.push({ id: 'RESUME', then: 'endActivation' });
  dropIfHolder(s, a, events);
}

/** D-11 Massacre: the victim by roster id, with the reason it is refused. */
export function checkMassacre(s: SBState, act: Record<string, unknown>): Result<SBAction> {
  const v = indexOf(s, 1 - s.info[s.act.actor]!.side, act.target);
  const why = massacreProblem(s, v);
  if (why) {
    const named = typeof act.target === 'string';
    const who = named ? JSON.stringify(act.target) : '(cible manquante)';
    const whoEn = named ? JSON.stringify(act.target) : '(missing target)';
    return err(
      why.code,
      why.rule,
      `Massacre de ${who} impossible : ${why.fr}.`,
      `No massacre of ${whoEn}: ${why.en}.`,
    );
  }
  return ok({ type: 'massacre', target: s.info[v]!.id });
}
