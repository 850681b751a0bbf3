/**
 * What the campaign waits for: sealed orders, a decision, or a roll (with its rule, dice, target and
 * modifier), and the exact outcomes of each roll.
 */
import { uniformOutcomes } from '../../engine/dice.ts';
import type { ChanceOutcome, ChanceRequest, Pending } from '../../engine/types.ts';
import { controller, hitRule, pendingHitGroup } from './combat.ts';
import { awaited } from './decisions.ts';
import { STATS } from './forces.ts';
import { CATTLE_DICE, lootModifier } from './loot.ts';
import { resistanceModifier } from './raid.ts';
import type { PilState } from './state.ts';

/** The roll pending in state `s`, or null (PIL-DICE-1: every roll is a named step). */
export function chanceRequest(s: PilState): ChanceRequest | null {
  const r = s.raid;
  switch (s.phase) {
    case 'initiative':
      return {
        rule: 'PIL-INIT-1',
        dice: '1d6',
        roller: s.rollers[s.rollIdx]!,
        label: 'pil.roll.initiative',
        params: { turn: s.turn },
        reroll: s.rollRound > 0,
      };
    case 'resistance':
      return {
        rule: 'PIL-RAID-1',
        dice: '1d6',
        roller: r!.attacker,
        modifier: resistanceModifier(r!),
        label: 'pil.roll.resistance',
        params: { raid: r!.no },
      };
    case 'hit': {
      const { side, group } = pendingHitGroup(r!);
      return {
        rule: hitRule(r!.step),
        dice: `${group.count}d6`,
        roller: controller(r!, side),
        target: STATS[group.type].hit,
        modifier: 0,
        label: 'pil.roll.hit',
        params: {
          raid: r!.no,
          round: r!.round,
          step: r!.step!,
          side,
          owner: group.owner,
          origin: group.origin,
          figureType: group.type,
        },
      };
    }
    case 'save': {
      const b = r!.saveQueue[0]!;
      const group = r!.sides[b.side][b.g]!;
      return {
        rule: 'PIL-COMBAT-8',
        dice: `${b.figures * b.dice}d6`,
        roller: controller(r!, b.side),
        target: STATS[group.type].save,
        modifier: 0,
        label: 'pil.roll.save',
        params: {
          raid: r!.no,
          round: r!.round,
          side: b.side,
          owner: group.owner,
          origin: group.origin,
          figureType: group.type,
          figures: b.figures,
          hitsPerFigure: b.dice,
        },
      };
    }
    case 'loot':
      return {
        rule: 'PIL-LOOT-1',
        dice: '1d6',
        roller: r!.attacker,
        modifier: lootModifier(s),
        label: 'pil.roll.loot',
        params: { raid: r!.no, raidType: r!.type },
      };
    case 'quantity':
      return {
        rule: 'PIL-LOOT-2',
        dice: `${CATTLE_DICE[r!.lootRow]}d6`,
        roller: r!.attacker,
        label: 'pil.roll.quantity',
        params: { raid: r!.no },
      };
    default:
      return null;
  }
}

/** The pending step of the contract. */
export function pendingOf(s: PilState): Pending {
  if (s.phase === 'over') return { kind: 'over', outcome: s.outcome! };
  const request = chanceRequest(s);
  if (request) return { kind: 'chance', request };
  const { players, sealed } = awaited(s);
  return sealed ? { kind: 'simultaneous', players } : { kind: 'decision', player: players[0]! };
}

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/**
 * Exact outcomes of the pending roll. Only the number of successes of a pool matters (dice of a group are
 * interchangeable, PIL-DICE-3), so each outcome is one representative set of faces per number of hits or
 * deaths, with its binomial probability; other rolls list every face.
 */
export function chanceOutcomesOf(s: PilState): ChanceOutcome[] | null {
  const request = chanceRequest(s);
  if (!request) return null;
  if (s.phase === 'hit') {
    const n = Number(request.dice.split('d')[0]);
    const t = request.target!;
    const p = (7 - t) / 6;
    const out: ChanceOutcome[] = [];
    for (let k = 0; k <= n; k++) {
      const faces = Array.from({ length: n }, (_, i) => (i < k ? t : 1));
      out.push({ faces, p: binomial(n, k) * p ** k * (1 - p) ** (n - k) });
    }
    return out;
  }
  if (s.phase === 'save') {
    const b = s.raid!.saveQueue[0]!;
    const q = ((7 - request.target!) / 6) ** b.dice; // a figure survives all its saves
    const out: ChanceOutcome[] = [];
    for (let m = 0; m <= b.figures; m++) {
      const faces: number[] = [];
      for (let f = 0; f < b.figures; f++)
        for (let d = 0; d < b.dice; d++) faces.push(f < m && d === 0 ? 1 : 6);
      out.push({ faces, p: binomial(b.figures, m) * (1 - q) ** m * q ** (b.figures - m) });
    }
    return out;
  }
  return uniformOutcomes(request.dice);
}
