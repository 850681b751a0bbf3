/**
 * Piss' Squig's league adapter (campaign, §6 of the rules): its pieces are goblins whose careers (XP, level,
 * skills and traits, gold, injuries, status) carry over from one match to the next. A league match's
 * options say `campaign: <league id>` and give each goblin's name, skills and career; its final state's
 * post-match report (`careerReport`) says what the match did to each goblin.
 */
import type { AnyRules, Outcome } from '../engine/types.ts';
import { INJURIES, LEVELS, levelOf, type CareerReport } from '../games/piss-squig/career.ts';
import { SKILL_LABELS, SKILL_NAMES, type SkillName } from '../games/piss-squig/skills.ts';
import type { LeagueGame, LeaguePiece, Named } from './league-game.ts';
import type { EntryResult, EntryRow, GoblinRow, GoblinStatus } from './store/leagues.ts';

/** The rules' post-match report of a final state, or null when the match is no career match. */
export type CareerReporter = (state: unknown) => CareerReport[] | null;

/** Traits (§6.4.2); every other entry of SKILL_NAMES is a skill (§6.4.1). */
const TRAITS: readonly SkillName[] = ['bond', 'grosVicieux', 'nerfsDacier', 'roccosTool'];

/** Injury results (table 5.4) by name, with their names in both languages. */
const INJURY_NAMES: Record<string, Named> = Object.fromEntries(
  INJURIES.map((i) => [i.result, { fr: i.fr, en: i.en }]),
);

/** The level (0–4, table 5.3) of a total XP, its names, and the XP of the next level (null at the top). */
export function levelInfo(xp: number): { n: number; fr: string; en: string; next: number | null } {
  const n = levelOf(xp);
  const l = LEVELS[n]!;
  return { n, fr: l.fr, en: l.en, next: LEVELS[n + 1]?.minXp ?? null };
}

/** A skill or trait with its kind and names. */
export function skillInfo(id: string): { id: string; kind: 'skill' | 'trait'; fr: string; en: string } {
  const known = (SKILL_NAMES as readonly string[]).includes(id);
  const label = known ? SKILL_LABELS[id as SkillName] : { fr: id, en: id };
  return { id, kind: TRAITS.includes(id as SkillName) ? 'trait' : 'skill', ...label };
}

/** Names of an injury result, or the result itself when the table does not know it (kept as given). */
function injuryNames(i: { result: string }): Named {
  return INJURY_NAMES[i.result] ?? { fr: i.result, en: i.result };
}

/** A line of the standings. */
export interface Standing {
  rank: number;
  goblin: string;
  name: string;
  status: GoblinStatus;
  played: number;
  wins: number;
  points: number;
  xp: number;
  level: number;
  gold: number;
}

/**
 * Standings order (docs/protocol.md): most wins, then most validated points, then most XP, then fewest
 * matches played, then name. Equal wins, points, XP and matches share a rank.
 */
export function standingsOf(goblins: GoblinRow[], entries: EntryRow[]): Standing[] {
  const lines = goblins.map((g) => {
    const mine = entries.filter((e) => e.goblinId === g.id && e.appliedAt !== null);
    return {
      rank: 0,
      goblin: g.id,
      name: g.name,
      status: g.status,
      played: mine.length,
      wins: mine.filter((e) => e.won === true).length,
      points: mine.reduce((a, e) => a + (e.points ?? 0), 0),
      xp: g.xp,
      level: levelOf(g.xp),
      gold: g.gold,
    };
  });
  const key = (s: Standing): number[] => [-s.wins, -s.points, -s.xp, s.played];
  const cmp = (a: Standing, b: Standing): number => {
    const x = key(a);
    const y = key(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  };
  lines.sort((a, b) => cmp(a, b) || a.name.localeCompare(b.name, 'fr'));
  lines.forEach((s, i) => (s.rank = i > 0 && cmp(lines[i - 1]!, s) === 0 ? lines[i - 1]!.rank : i + 1));
  return lines;
}

/** Each goblin's line from the report, the outcome (placing, score, win) and the view (validated points). */
export function resultsOf(report: CareerReport[], outcome: Outcome, view: unknown): EntryResult[] {
  const goblins = (view as { goblins?: { validated?: number }[] } | null)?.goblins ?? [];
  return report.map((r, i) => ({
    goblinId: r.id,
    placing: outcome.ranks[r.side] ?? 0,
    score: outcome.scores[r.side] ?? 0,
    won: outcome.winners.includes(r.side),
    points: goblins[i]?.validated ?? 0,
    xpGained: r.xpGained,
    goldGained: r.goldGained,
    careCost: r.careCost,
    injury: r.injury === null ? null : { roll: r.injury.roll, result: r.injury.result },
    skillsGained: r.skillsGained.slice(),
    xp: r.xp,
    gold: r.gold,
    skills: r.skills.slice(),
    status: r.status,
  }));
}

/** The Piss' Squig adapter of the game `game` over its rules and its post-match report. */
export function pissSquigLeague(
  game: string,
  rules: AnyRules,
  report: CareerReporter,
): LeagueGame<GoblinRow, EntryResult, EntryRow> {
  return {
    game,
    rules,
    name: { fr: 'Piss’ Squig', en: 'Piss’ Squig' },
    reservedOptions: ['players', 'campaign', 'goblins'],
    // PS-CAMP-10: a new goblin has 0 XP, 0 gold and no skill or trait.
    create: (base: LeaguePiece) => ({
      ok: true,
      value: { ...base, xp: 0, gold: 0, skills: [], injuries: [], status: 'active' },
    }),
    // One goblin per seat in free-for-all, two in the doubles and four-player modes.
    piecesPerSeat: (options) => (options.mode === 'doubles' || options.mode === 'four' ? 2 : 1),
    matchOptions: (league, extra, seats, goblins) => ({
      ...extra,
      players: seats,
      campaign: league,
      goblins: goblins.map((g) => ({
        skills: g.skills,
        name: g.name,
        career: { id: g.id, xp: g.xp, gold: g.gold },
      })),
    }),
    results(state, outcome) {
      const r = report(state);
      return r === null ? null : resultsOf(r, outcome, rules.view(state, null));
    },
    summary: (g) => ({ xp: g.xp, level: levelInfo(g.xp), gold: g.gold, skills: g.skills.map(skillInfo) }),
    sheet: (g) => ({ injuries: g.injuries.map((i) => ({ ...i, ...injuryNames(i) })) }),
    line: (e) => ({
      xpGained: e.xpGained,
      goldGained: e.goldGained,
      careCost: e.careCost,
      injury: e.injury === null ? null : { ...e.injury, ...injuryNames(e.injury) },
      skillsGained: (e.skillsGained ?? []).map(skillInfo),
    }),
    standings: standingsOf,
  };
}
