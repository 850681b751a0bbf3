/**
 * The post-match sequence of a career match (PS-CAMP-9, PS-R-27): winners → XP → gold → injury rolls and
 * care → advance rolls. XP and gold are automatic; every roll is a chance request and every choice a
 * decision of the goblin's side, so a referee at a real table can enter the dice.
 */
import type { GameEvent } from '../../engine/types.ts';
import {
  AWARD_NAMES,
  careerInput,
  CareerStatus,
  GOLD,
  injuryOf,
  levelOf,
  LEVELS,
  XP_AWARDS,
} from './career.ts';
import { tableRoll } from './events.ts';
import { hasConceded } from './pit.ts';
import { IMPLEMENTED_SKILLS, Skill, SKILL_NAMES, type SkillName } from './skills.ts';
import { Phase, Status, type PSState } from './state.ts';

/** The 10 skills of §6.4.1 (PS-CAMP-4); the other four names are traits (§6.4.2). */
export const SKILLS: readonly SkillName[] = SKILL_NAMES.slice(0, 10);
export const TRAITS: readonly SkillName[] = SKILL_NAMES.slice(10);

/**
 * Sides that won for the careers (§5.2 «avoir le plus de points … et non pas être le dernier à sortir»,
 * ARB-PS-30): the winners of the outcome, provided they scored; a side that scored nothing has not won.
 */
export function careerWinners(s: PSState): number[] {
  const o = s.outcome!;
  return o.winners.filter((side) => o.scores[side]! > 0 && !hasConceded(s, side));
}

/** Starts the sequence once the outcome is fixed (campaign on). */
export function beginPostMatch(s: PSState, events: GameEvent[]): void {
  const winners = careerWinners(s);
  events.push({ type: 'postMatch', rule: 'PS-CAMP-9', winners });
  creditXp(s, winners, events);
  creditGold(s, winners, events);
  s.careerQueue = [];
  s.goblins.forEach((g, j) => {
    if (g.status === Status.Emasculated) s.careerQueue.push(j);
  });
  nextInjury(s, events);
}

/**
 * XP (PS-CAMP-1/2, PS-R-28, table 5.2): Preum's 5 for a winning side, Plus jamais 2 once if emasculated after
 * a successful piss, 1 per validated point, 1 per Gnak won by his own activations; nothing at all if he was
 * emasculated before any successful piss or if his side conceded. Each level gained gives an advance.
 */
function creditXp(s: PSState, winners: number[], events: GameEvent[]): void {
  s.goblins.forEach((g, j) => {
    const p = s.career[j]!;
    if (hasConceded(s, g.side) || (g.status === Status.Emasculated && g.pisses === 0)) {
      const reason = hasConceded(s, g.side) ? 'conceded' : 'emasculatedBeforePissing';
      events.push({ type: 'xpVoided', rule: 'PS-CAMP-2', goblin: j, reason });
      return;
    }
    const awards = [
      winners.includes(g.side) ? XP_AWARDS.preums : 0,
      g.status === Status.Emasculated && g.pisses > 0 ? XP_AWARDS.plusJamais : 0,
      g.validated * XP_AWARDS.justeFaisLe,
      g.gnaks * XP_AWARDS.jeTaurai,
    ];
    const xpBefore = careerInput(s, j).xp;
    AWARD_NAMES.forEach((award, i) => {
      const xp = awards[i]!;
      if (xp === 0) return;
      p.awards[i] = xp;
      p.xpGained += xp;
      events.push({ type: 'xpAward', rule: 'PS-CAMP-1', goblin: j, award, xp, total: xpBefore + p.xpGained });
    });
    const before = levelOf(xpBefore);
    const after = levelOf(xpBefore + p.xpGained);
    if (after > before) {
      events.push({
        type: 'levelUp',
        rule: 'PS-CAMP-3',
        goblin: j,
        level: after,
        levelName: LEVELS[after]!.fr,
        advances: after - before,
      });
    }
  });
}

/**
 * Gold (PS-CAMP-5, PS-R-27): 10 000 PO for taking part, 20 000 more for a winning side. A goblin whose side
 * conceded takes part too, and is paid unless the option `concedeGold` is off (ARB-PS-31).
 */
function creditGold(s: PSState, winners: number[], events: GameEvent[]): void {
  s.goblins.forEach((g, j) => {
    if (hasConceded(s, g.side) && !s.o.concedeGold) {
      events.push({ type: 'goldForfeited', rule: 'PS-CAMP-5', goblin: j });
      return;
    }
    const win = winners.includes(g.side) ? GOLD.win : 0;
    const p = s.career[j]!;
    p.goldGained = GOLD.participation + win;
    const gold = careerInput(s, j).gold + p.goldGained;
    events.push({
      type: 'goldCredited',
      rule: 'PS-CAMP-5',
      goblin: j,
      participation: GOLD.participation,
      win,
      gold,
    });
  });
}

/** Gold a goblin holds now, match gold included, care not yet paid. */
function purse(s: PSState, j: number): number {
  const p = s.career[j]!;
  return careerInput(s, j).gold + p.goldGained - p.careCost;
}

/** The next injury roll, or the advance rolls once every emasculated goblin has rolled (PS-CAMP-9). */
function nextInjury(s: PSState, events: GameEvent[]): void {
  if (s.careerQueue.length > 0) {
    s.phase = Phase.Injury;
    return;
  }
  // One ROLL-ADV per level gained, active goblins only (PS-CAMP-3/9), goblin after goblin.
  s.goblins.forEach((_, j) => {
    const p = s.career[j]!;
    if (p.status !== CareerStatus.Active) return;
    const xp = careerInput(s, j).xp;
    const gained = levelOf(xp + p.xpGained) - levelOf(xp);
    for (let k = 0; k < gained; k++) s.careerQueue.push(j);
  });
  nextAdvance(s, events);
}

/** ROLL-INJ (PS-CAMP-6, table 5.4) for the first goblin of the queue. */
export function applyInjury(s: PSState, faces: number[], events: GameEvent[]): void {
  const j = s.careerQueue[0]!;
  const face = faces[0]!;
  const p = s.career[j]!;
  const { result, care } = injuryOf(face);
  p.injury = face;
  events.push(tableRoll('PS-CAMP-6', s.goblins[j]!.side, '1d6', faces, result, { goblin: j, care }));
  if (result === 'dead') {
    // PS-CAMP-8: all his gold goes on the funeral; he is removed from the roster.
    events.push({ type: 'died', rule: 'PS-CAMP-8', goblin: j, goldLost: purse(s, j) });
    p.status = CareerStatus.Dead;
  } else if (care > 0) {
    const gold = purse(s, j);
    if (gold >= care) {
      s.phase = Phase.Care; // D-CARE (ARB-PS-32)
      return;
    }
    // PS-CAMP-7: he cannot pay, his career is over.
    events.push({ type: 'careerOver', rule: 'PS-CAMP-7', goblin: j, reason: 'unaffordable', care, gold });
    p.status = CareerStatus.Retired;
  }
  s.careerQueue.shift();
  nextInjury(s, events);
}

/** The care cost due by the goblin waiting for D-CARE. */
export function careDue(s: PSState): number {
  return injuryOf(s.career[s.careerQueue[0]!]!.injury).care;
}

/** D-CARE (PS-CAMP-7, PS-R-27, ARB-PS-32): pay the care now, or retire (care is compulsory to go on). */
export function decideCare(s: PSState, pay: boolean, events: GameEvent[]): void {
  const care = careDue(s);
  const j = s.careerQueue.shift()!;
  const p = s.career[j]!;
  if (pay) {
    p.careCost = care;
    events.push({ type: 'carePaid', rule: 'PS-CAMP-7', goblin: j, care, gold: purse(s, j) });
  } else {
    p.status = CareerStatus.Retired;
    events.push({
      type: 'careerOver',
      rule: 'PS-CAMP-7',
      goblin: j,
      reason: 'declined',
      care,
      gold: purse(s, j),
    });
  }
  nextInjury(s, events);
}

/** The next advance roll, or the end of the sequence. */
function nextAdvance(s: PSState, events: GameEvent[]): void {
  if (s.careerQueue.length > 0) {
    s.phase = Phase.Advance;
    return;
  }
  s.phase = Phase.Over;
  events.push({ type: 'postMatchOver', rule: 'PS-CAMP-9' });
}

/**
 * What an advance may give goblin j (PS-CAMP-4, PS-R-19): not a double → a skill; a double → a trait, or
 * with `doubleGives = traitOrSkill` a trait or a skill; never one he has; only those a match can play
 * today (ARB-PS-33).
 */
export function advanceChoices(s: PSState, j: number, double: boolean): SkillName[] {
  const owned = s.goblins[j]!.skills;
  const pool = !double ? SKILLS : s.o.doubleGives === 'traitOrSkill' ? [...TRAITS, ...SKILLS] : TRAITS;
  return pool.filter((n) => IMPLEMENTED_SKILLS.includes(n) && (owned & Skill[n]) === 0);
}

/** ROLL-ADV (PS-CAMP-4): 2D6, a double or not; then D-ADVANCE, or the advance is lost if nothing is left. */
export function applyAdvance(s: PSState, faces: number[], events: GameEvent[]): void {
  const j = s.careerQueue[0]!;
  const double = faces[0] === faces[1];
  s.advanceDouble = double;
  events.push(
    tableRoll('PS-CAMP-4', s.goblins[j]!.side, '2d6', faces, double ? 'double' : 'notDouble', { goblin: j }),
  );
  if (advanceChoices(s, j, double).length === 0) {
    events.push({ type: 'advanceLost', rule: 'PS-CAMP-4', goblin: j, double });
    s.careerQueue.shift();
    s.advanceDouble = false;
    nextAdvance(s, events);
    return;
  }
  s.phase = Phase.AdvanceChoice;
}

/** D-ADVANCE (PS-CAMP-4): the goblin learns the chosen skill or trait (already validated). */
export function decideAdvance(s: PSState, skill: SkillName, events: GameEvent[]): void {
  const j = s.careerQueue.shift()!;
  s.goblins[j]!.skills |= Skill[skill];
  events.push({
    type: 'advanceTaken',
    rule: 'PS-CAMP-4',
    goblin: j,
    skill,
    kind: TRAITS.includes(skill) ? 'trait' : 'skill',
  });
  s.advanceDouble = false;
  nextAdvance(s, events);
}
