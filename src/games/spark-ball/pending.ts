/**
 * What the match waits for: the top of the stop stack as a decision of one coach, a roll (with its roll ID,
 * dice and roller), or the end.
 */
import type { ChanceRequest, Pending } from '../../engine/types.ts';
import { scatterD6, scatterRule } from './ball.ts';
import { PICKUP_DIFFICULTY, pickUpModifier } from './pickup.ts';
import { REBOUND_DIFFICULTY, reboundModifier } from './rebound.ts';
import { directionDice } from './dice.ts';
import { tackleModifier } from './tackle.ts';
import { passTest } from './pass.ts';
import { CHARGER_AG_DIFFICULTY, chargeRollModifier } from './charge.ts';
import { massacreModifier } from './massacre.ts';
import { shotRequest } from './shoot.ts';
import { Stage, type SBState } from './state.ts';
import { comaTarget, careerOf } from './availability.ts';
import { KO_RETURN_DIFFICULTY, koReturnModifier } from './kickoff-after-goal.ts';
import { measureOf } from './table.ts';

const TACKLE_LABEL = {
  'ROLL-TACKLE-AG-DIFF': 'tackleAgDiff',
  'ROLL-TACKLE-AG': 'tackleAg',
  'ROLL-TACKLE-F-DIFF': 'tackleFDiff',
  'ROLL-TACKLE-F': 'tackleF',
} as const;

const PASS_LABEL = {
  'ROLL-PASS-AG': 'passAg',
  'ROLL-RECEIVE': 'receive',
  'ROLL-INTERCEPT-PASS': 'interceptPass',
} as const;

/** The roll pending in `s`, or null; in table mode a distance-based difficulty says it may be measured. */
export function chanceRequest(s: SBState): ChanceRequest | null {
  const r = rollRequest(s);
  const measure = r === null ? undefined : measureOf(s);
  return measure === undefined ? r : { ...r!, measure };
}

/** The roll pending in `s` as the rules compute it, or null. */
function rollRequest(s: SBState): ChanceRequest | null {
  const f = s.stack[s.stack.length - 1];
  if (f === undefined) return null;
  // Neutral rolls are made by the active coach, or by Home outside phases (a referee's table prompt).
  const neutral = s.active >= 0 ? s.active : 0;
  switch (f.id) {
    case 'ROLL-TRAIT':
      return {
        rule: 'SB-CAPT-1',
        dice: '1d6',
        roller: f.coach,
        label: 'sb.roll.trait',
        params: { roll: f.id, side: f.coach },
      };
    case 'ROLL-ROLLOFF':
      return {
        rule: f.purpose === 'deploy' ? 'SB-SETUP-3' : 'SB-SETUP-7',
        dice: '1d6',
        roller: f.coach,
        label: 'sb.roll.rollOff',
        params: { roll: f.id, side: f.coach },
      };
    case 'ROLL-EVENT':
      return {
        rule: 'SB-EVENT-1',
        dice: '2d6',
        roller: neutral,
        label: 'sb.roll.event',
        params: { roll: f.id },
      };
    case 'ROLL-KICKOFF':
    case 'ROLL-WALL':
    case 'ROLL-PICKUP-DEV':
    case 'ROLL-DROP':
    case 'ROLL-PASS-DEV':
    case 'ROLL-RECEIVE-DEV':
    case 'ROLL-SHOT-DEV':
    case 'ROLL-BALL-HIT-DEV':
    case 'ROLL-REPEL-DEV':
    case 'ROLL-PARRY-CATCH-DEV':
      return {
        rule: scatterRule(f.id),
        dice: `${scatterD6(s, f.id)}d6`,
        roller: neutral,
        label: 'sb.roll.scatterDice',
        params: { roll: f.id },
        reroll: f.reroll,
      };
    case 'SCATTER-DIR':
      return {
        rule: scatterRule(f.roll),
        dice: directionDice(s.o),
        roller: neutral,
        label: 'sb.roll.direction',
        params: { roll: f.roll },
        reroll: f.reroll,
      };
    case 'ROLL-REBOUND':
      return {
        rule: 'SB-REACT-10',
        dice: '1d6',
        roller: f.coach,
        target: REBOUND_DIFFICULTY,
        modifier: reboundModifier(s, s.leg.catcher),
        label: 'sb.roll.rebound',
        params: { roll: f.id, player: s.info[s.leg.catcher]!.id },
        reroll: f.reroll,
      };
    case 'ROLL-INJURY':
    case 'ROLL-SERIOUS':
      return {
        rule: f.id === 'ROLL-INJURY' ? 'SB-INJ-1' : 'SB-INJ-4',
        dice: f.id === 'ROLL-INJURY' ? '2d6' : '1d6',
        roller: f.coach,
        label: f.id === 'ROLL-INJURY' ? 'sb.roll.injury' : 'sb.roll.serious',
        params: { roll: f.id, player: s.info[f.player]!.id },
        reroll: f.reroll,
      };
    case 'ROLL-TACKLE-AG-DIFF':
    case 'ROLL-TACKLE-AG':
    case 'ROLL-TACKLE-F-DIFF':
    case 'ROLL-TACKLE-F': {
      const diff = f.id.endsWith('-DIFF');
      return {
        rule: 'SB-REACT-6',
        dice: '1d6',
        roller: f.coach,
        ...(diff ? {} : { target: s.tackleDiff }),
        modifier: tackleModifier(s, f.id),
        label: `sb.roll.${TACKLE_LABEL[f.id]}`,
        params: { roll: f.id, player: s.info[diff ? s.tackler : s.act.actor]!.id },
        reroll: f.reroll,
      };
    }
    case 'ROLL-PICKUP':
      return {
        rule: 'SB-MOVE-5',
        dice: '1d6',
        roller: f.coach,
        target: PICKUP_DIFFICULTY,
        modifier: pickUpModifier(s, s.act.actor),
        label: 'sb.roll.pickUp',
        params: { roll: f.id, player: s.info[s.act.actor]!.id },
        reroll: f.reroll,
      };
    case 'ROLL-PASS-AG':
    case 'ROLL-RECEIVE':
    case 'ROLL-INTERCEPT-PASS': {
      const t = passTest(s, f.id);
      return {
        rule: t.rule,
        dice: '1d6',
        roller: f.coach,
        target: t.difficulty,
        modifier: t.modifier,
        label: `sb.roll.${PASS_LABEL[f.id]}`,
        params: { roll: f.id, player: s.info[t.player]!.id },
        reroll: f.reroll,
      };
    }
    case 'ROLL-KO-RETURN':
      return {
        rule: 'SB-INJ-3',
        dice: '1d6',
        roller: f.coach,
        target: KO_RETURN_DIFFICULTY,
        modifier: koReturnModifier(s, f.player),
        label: 'sb.roll.koReturn',
        params: { roll: f.id, player: s.info[f.player]!.id },
        reroll: f.reroll,
      };
    case 'ROLL-COMA':
      return {
        rule: 'SB-POST-4',
        dice: '1d6',
        roller: f.coach,
        target: comaTarget(careerOf(s, f.player).comaAttempts ?? 0),
        label: 'sb.roll.coma',
        params: { roll: f.id, player: s.info[f.player]!.id },
      };
    case 'ROLL-CHARGE':
    case 'ROLL-DEFENCE':
    case 'ROLL-CHARGER-AG': {
      const by = f.id === 'ROLL-DEFENCE' ? s.charge.defender : s.charge.charger;
      const target =
        f.id === 'ROLL-CHARGE'
          ? {}
          : { target: f.id === 'ROLL-DEFENCE' ? s.charge.diff : CHARGER_AG_DIFFICULTY };
      return {
        rule:
          f.id === 'ROLL-CHARGE' ? 'SB-CHARGE-4' : f.id === 'ROLL-DEFENCE' ? 'SB-CHARGE-5' : 'SB-CHARGE-7',
        dice: '1d6',
        roller: f.coach,
        ...target,
        modifier: chargeRollModifier(s, f.id),
        label: `sb.roll.${CHARGE_LABEL[f.id]}`,
        params: { roll: f.id, player: s.info[by]!.id },
        reroll: f.reroll,
      };
    }
    case 'ROLL-MASS-ATK':
    case 'ROLL-MASS-DEF': {
      const atk = f.id === 'ROLL-MASS-ATK';
      return {
        rule: 'SB-MASSACRE-2',
        dice: atk ? '1d6' : '1d3',
        roller: f.coach,
        modifier: massacreModifier(s, f.id),
        label: atk ? 'sb.roll.massAtk' : 'sb.roll.massDef',
        params: { roll: f.id, player: s.info[atk ? s.mass.aggressor : s.mass.victim]!.id },
        reroll: f.reroll,
      };
    }
    case 'ROLL-SHOT-AG':
    case 'ROLL-SHOT-F':
    case 'ROLL-PATH-REACT':
    case 'ROLL-PARRY-CATCH':
    case 'ROLL-SHOT-CONT':
      return shotRequest(s, f);
    default:
      return null;
  }
}

const CHARGE_LABEL = {
  'ROLL-CHARGE': 'charge',
  'ROLL-DEFENCE': 'defence',
  'ROLL-CHARGER-AG': 'chargerAg',
} as const;

/** The pending step. */
export function pendingOf(s: SBState): Pending {
  if (s.stage === Stage.Over && s.outcome) return { kind: 'over', outcome: s.outcome };
  const request = chanceRequest(s);
  if (request) return { kind: 'chance', request };
  const f = s.stack[s.stack.length - 1];
  if (f === undefined || !f.id.startsWith('D-') || !('coach' in f))
    throw new Error(`no pending stop (stage ${s.stage})`);
  return { kind: 'decision', player: f.coach, label: f.id };
}
