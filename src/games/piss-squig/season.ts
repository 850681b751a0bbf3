/**
 * A season of career matches between random bots (tests and simulations): each match's career report is
 * applied to the roster before the next (PS-CAMP-1..10). Pure and seeded: the same setup plays the same
 * season, and every match comes with its record.
 */
import { runMatch, type Agent } from '../../engine/runner.ts';
import type { MatchRecord } from '../../engine/record.ts';
import { SeededRng } from '../../engine/rng.ts';
import { SeededDice } from '../../engine/sources.ts';
import type { Outcome } from '../../engine/types.ts';
import { careerReport, type CareerReport, type CareerStatusName } from './career.ts';
import { pissSquig } from './index.ts';
import type { SkillName } from './skills.ts';

/** A goblin of the league's roster, as a league keeps it between matches. */
export interface RosterGoblin {
  id: string;
  name: string;
  xp: number;
  gold: number;
  skills: SkillName[];
  status: CareerStatusName;
  /** Career matches played. */
  matches: number;
}

/** What to play. */
export interface SeasonSetup {
  /** The league id, given as the `campaign` option. */
  league: string;
  /** Dice of match m are seeded with `${seed}:${m}`, the bots' choices with `${seed}:${m}:choices`. */
  seed: string;
  /** Places in the pit (free-for-all goblins per match), 2..8. */
  players: number;
  /** Number of matches (10). */
  matches?: number;
  /** The starting roster (default: recruits only). Active goblins take the places in order. */
  roster?: RosterGoblin[];
  /** Other match options (maxRounds, doubleGives...). */
  options?: Record<string, unknown>;
  /** Odds that a bot concedes when it may (default 1/500 per decision), so that the coward clause is played. */
  concedeOdds?: number;
}

/** One played match. */
export interface SeasonMatch {
  /** Roster ids of the goblins, by goblin index. */
  goblins: string[];
  record: MatchRecord;
  outcome: Outcome;
  reports: CareerReport[];
}

/** What was played: the roster at the end (the dead and the retired included) and every match. */
export interface Season {
  roster: RosterGoblin[];
  matches: SeasonMatch[];
}

/** A new goblin (PS-CAMP-10): 0 XP, 0 PO, no skill or trait. */
export function recruit(id: string, name: string): RosterGoblin {
  return { id, name, xp: 0, gold: 0, skills: [], status: 'active', matches: 0 };
}

/** A random bot: a uniform kind of input (its `type`), then a uniform input of that kind; rarely concedes. */
function randomAgent(rng: SeededRng, concedeOdds: number): Agent {
  return {
    usesView: false,
    seat: { name: 'Random', kind: 'bot:random' },
    choose(_view, legal) {
      const all = legal as { type: string }[];
      const concede = all.find((a) => a.type === 'concede');
      if (concede && rng.int(0, 1_000_000 - 1) < concedeOdds * 1_000_000) return concede;
      const kept = all.filter((a) => a.type !== 'concede');
      const from = kept.length > 0 ? kept : all;
      const kinds = [...new Set(from.map((a) => a.type))];
      const kind = kinds[rng.int(0, kinds.length - 1)];
      const ofKind = from.filter((a) => a.type === kind);
      return ofKind[rng.int(0, ofKind.length - 1)];
    },
  };
}

/** The match options for these goblins (campaign on, each with his career). */
export function careerOptions(
  league: string,
  goblins: readonly RosterGoblin[],
  options: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ...options,
    players: goblins.length,
    campaign: league,
    goblins: goblins.map((g) => ({
      skills: g.skills.slice(),
      name: g.name,
      career: { id: g.id, xp: g.xp, gold: g.gold },
    })),
  };
}

/** Applies a match's career report to the roster (PS-CAMP-1..10): XP, gold, skills and status. */
export function applyReport(roster: RosterGoblin[], reports: readonly CareerReport[]): void {
  for (const r of reports) {
    const g = roster.find((x) => x.id === r.id);
    if (!g) throw new Error(`applyReport: ${r.id} is not on the roster`);
    g.xp = r.xp;
    g.gold = r.gold;
    g.skills = r.skills.slice();
    g.status = r.status;
    g.matches++;
  }
}

/**
 * Plays a season: before each match, every place whose goblin is dead or retired gets a recruit (PS-CAMP-10);
 * after it, the report is applied to the roster.
 */
export function playSeason(setup: SeasonSetup): Season {
  const roster = (setup.roster ?? []).map((g) => ({ ...g, skills: g.skills.slice() }));
  const concedeOdds = setup.concedeOdds ?? 1 / 500;
  let recruits = 0;
  const places: string[] = roster
    .filter((g) => g.status === 'active')
    .slice(0, setup.players)
    .map((g) => g.id);
  const matches: SeasonMatch[] = [];
  for (let m = 0; m < (setup.matches ?? 10); m++) {
    for (let p = 0; p < setup.players; p++) {
      const id = places[p];
      if (id !== undefined && roster.find((g) => g.id === id)?.status === 'active') continue;
      recruits++;
      const g = recruit(`${setup.league}-r${recruits}`, `Recrue ${recruits}`);
      roster.push(g);
      places[p] = g.id;
    }
    const goblins = places.map((id) => roster.find((g) => g.id === id)!);
    const options = careerOptions(setup.league, goblins, setup.options);
    const rng = new SeededRng(`${setup.seed}:${m}:choices`);
    const agents = goblins.map(() => randomAgent(rng, concedeOdds));
    const result = runMatch(pissSquig, options, { agents, dice: new SeededDice(`${setup.seed}:${m}`) });
    const reports = careerReport(result.state)!;
    applyReport(roster, reports);
    matches.push({ goblins: places.slice(), record: result.record, outcome: result.outcome!, reports });
  }
  return { roster, matches };
}
