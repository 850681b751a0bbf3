/**
 * What the match waits for: a side's decision, a roll (with rule, dice, target and modifier), or the end.
 */
import type { ChanceRequest, Pending } from '../../engine/types.ts';
import { decider } from './legal.ts';
import {
  CLIMB_TARGET,
  climbModifier,
  DODGE_TARGET,
  GFI_TARGET,
  JUMP_TARGET,
  SLIP_TARGET,
  tacklerOf,
} from './movement.ts';
import { PISS_TARGET, pissModifiers } from './piss.ts';
import { PRO_TARGET, rolledBy, ROLL_RULE } from './rerolls.ts';
import { GNAK_TARGET, gnakModifier } from './squig.ts';
import { Phase, type PSState } from './state.ts';

/** Request params, with the skill rules that modify the roll (e.g. `skills: 'PS-SK-9'`) when there are any. */
function withSkills(
  params: Record<string, string | number>,
  skills: string[],
): Record<string, string | number> {
  if (skills.length > 0) params.skills = skills.join(' ');
  return params;
}

/** The roll pending in state `s`, or null. */
export function chanceRequest(s: PSState): ChanceRequest | null {
  const reroll = s.reroll;
  switch (s.phase) {
    case Phase.RollOff:
      return {
        rule: 'PS-SETUP-5',
        dice: '2d6',
        roller: s.rollers[s.rollIdx]!,
        label: 'ps.roll.first',
        params: { side: s.rollers[s.rollIdx]! },
      };
    case Phase.Slip:
      return {
        rule: 'PS-SLIP-2',
        dice: '1d6',
        roller: s.side,
        target: SLIP_TARGET,
        modifier: 0,
        label: 'ps.roll.slip',
        params: { goblin: s.actor },
        reroll,
      };
    case Phase.Dodge:
      return {
        rule: 'PS-DODGE-1',
        dice: '1d6',
        roller: s.side,
        target: DODGE_TARGET,
        modifier: s.dodgeMod,
        label: 'ps.roll.dodge',
        // PS-DODGE-5: the request says when Tacle forbids Esquive for this dodge; PS-SK-7 after a dive
        params: withSkills({ goblin: s.actor }, [
          ...(tacklerOf(s, s.from, s.goblins[s.actor]!.side) >= 0 ? ['PS-DODGE-5', 'PS-SK-6'] : []),
          ...(s.dodgeMod !== 0 ? ['PS-SK-7'] : []),
        ]),
        reroll,
      };
    case Phase.ShadowSlip:
      return {
        rule: 'PS-SLIP-2',
        dice: '1d6',
        roller: s.goblins[s.shadower]!.side,
        target: SLIP_TARGET,
        modifier: 0,
        label: 'ps.roll.slip',
        params: { goblin: s.shadower, skills: 'PS-SK-2' },
        reroll,
      };
    case Phase.Gfi:
      return {
        rule: 'PS-SK-1',
        dice: '1d6',
        roller: s.side,
        target: GFI_TARGET,
        modifier: 0,
        label: 'ps.roll.gfi',
        params: { goblin: s.actor },
        reroll,
      };
    case Phase.Jump:
      return {
        rule: 'PS-SK-5',
        dice: '1d6',
        roller: s.side,
        target: JUMP_TARGET,
        modifier: 0,
        label: 'ps.roll.jump',
        params: { goblin: s.actor },
        reroll,
      };
    case Phase.Pro: {
      const gi = rolledBy(s, s.rerollOf);
      return {
        rule: 'PS-SK-4',
        dice: '1d6',
        roller: s.goblins[gi]!.side,
        target: PRO_TARGET,
        modifier: 0,
        label: 'ps.roll.pro',
        params: { goblin: gi, roll: ROLL_RULE[s.rerollOf]! },
      };
    }
    case Phase.Climb:
      return {
        rule: 'PS-CLIMB-2',
        dice: '1d6',
        roller: s.side,
        target: CLIMB_TARGET,
        modifier: climbModifier(s, s.actor),
        label: 'ps.roll.climb',
        params: { goblin: s.actor },
        reroll,
      };
    case Phase.Armour:
      return {
        rule: 'PS-DOWN-1',
        dice: '2d6',
        roller: s.armourQueue[1]!,
        target: s.o.armourTarget,
        modifier: 0,
        label: 'ps.roll.armour',
        params: { goblin: s.armourQueue[0]! },
      };
    case Phase.Piss: {
      const { modifier, skills } = pissModifiers(s, s.pisser);
      return {
        rule: 'PS-PISS-2',
        dice: '1d6',
        roller: s.goblins[s.pisser]!.side,
        target: PISS_TARGET,
        modifier,
        label: 'ps.roll.piss',
        params: withSkills(
          {
            goblin: s.pisser,
            ...(s.pissTarget >= 0 && s.pisser === s.actor ? { target: s.pissTarget } : {}),
          },
          skills,
        ),
        reroll,
      };
    }
    case Phase.Scatter:
      return {
        rule: 'PS-SCATTER-1',
        dice: 'scatter',
        roller: s.goblins[s.pisser]!.side,
        label: 'ps.roll.scatter',
        params: {},
      };
    case Phase.Block:
      return {
        rule: 'PS-BLOCK-1',
        dice: '1d6',
        roller: s.side,
        label: 'ps.roll.block',
        params: { goblin: s.actor, target: s.target },
        reroll,
      };
    case Phase.Squig:
      return {
        rule: 'PS-SQUIG-3',
        dice: '1d6',
        roller: s.side,
        label: 'ps.roll.squig',
        params: { x: s.designated % 13, y: (s.designated / 13) | 0 },
      };
    case Phase.Gnak: {
      const { modifier, skills } = gnakModifier(s, s.bitten);
      return {
        rule: 'PS-GNAK-1',
        dice: '1d6',
        roller: s.goblins[s.bitten]!.side,
        target: GNAK_TARGET,
        modifier,
        label: 'ps.roll.gnak',
        params: withSkills({ goblin: s.bitten }, skills),
        reroll,
      };
    }
    // careers: the owner rolls (section 4.2)
    case Phase.Injury: {
      const j = s.careerQueue[0]!;
      return {
        rule: 'PS-CAMP-6',
        dice: '1d6',
        roller: s.goblins[j]!.side,
        label: 'ps.roll.injury',
        params: { goblin: j },
      };
    }
    case Phase.Advance: {
      const j = s.careerQueue[0]!;
      return {
        rule: 'PS-CAMP-4',
        dice: '2d6',
        roller: s.goblins[j]!.side,
        label: 'ps.roll.advance',
        params: { goblin: j },
      };
    }
    default:
      return null;
  }
}

/** The pending step of the contract. */
export function pendingOf(s: PSState): Pending {
  if (s.phase === Phase.Over) return { kind: 'over', outcome: s.outcome! };
  const request = chanceRequest(s);
  if (request) return { kind: 'chance', request };
  return { kind: 'decision', player: decider(s) };
}
