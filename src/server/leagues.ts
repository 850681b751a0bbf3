/**
 * Piss' Squig leagues (campaign, §6 of the rules): leagues of goblins whose careers (XP, level, skills and
 * traits, gold, injuries, status) carry over from one match to the next. A league match is an ordinary
 * match (same store, same table) whose options say `campaign: <league id>` and give each goblin's career;
 * when it ends, its post-match report (`careerReport`) is applied to the goblins in one idempotent
 * transaction — at once by the end-of-match hook, or later (start-up, or when the league is read) if the
 * server stopped in between.
 */
import { randomBytes } from 'node:crypto';
import type { AnyRules, Outcome, Result } from '../engine/types.ts';
import { INJURIES, LEVELS, levelOf } from '../games/piss-squig/career.ts';
import { SKILL_LABELS, SKILL_NAMES, type SkillName } from '../games/piss-squig/skills.ts';
import type { Created, Log, MatchManager } from './matches.ts';
import { refusal, type LeagueMatchBody, type Refusal } from './protocol.ts';
import {
  LeagueStore,
  type EntryResult,
  type EntryRow,
  type GoblinRow,
  type GoblinStatus,
  type LeagueRow,
} from './store/leagues.ts';
import type { CareerReport } from '../games/piss-squig/career.ts';
import type { MatchRow, Store } from './store/index.ts';

/** The game leagues are played in. */
export const LEAGUE_GAME = 'piss-squig';

/** One goblin's post-match report: the rules' own type (`careerReport`, career.ts). */
export type { CareerReport };

/** The rules' post-match report of a final state, or null when the match is no career match. */
export type CareerReporter = (state: unknown) => CareerReport[] | null;

/** Traits (§6.4.2); every other entry of SKILL_NAMES is a skill (§6.4.1). */
const TRAITS: readonly SkillName[] = ['bond', 'grosVicieux', 'nerfsDacier', 'roccosTool'];

/** Injury results (table 5.4) by name, with their names in both languages. */
const INJURY_NAMES: Record<string, { fr: string; en: string }> = Object.fromEntries(
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

/** A goblin as listed in its league. */
export interface GoblinSummary {
  id: string;
  name: string;
  xp: number;
  level: ReturnType<typeof levelInfo>;
  gold: number;
  skills: ReturnType<typeof skillInfo>[];
  status: GoblinStatus;
  /** The league match it is in and whose report is not applied yet, or null. */
  busy: string | null;
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

/** One match of a goblin's history. */
export interface HistoryLine {
  match: string;
  createdAt: string;
  /** 'open', 'active' or 'finished'. */
  matchStatus: string;
  applied: boolean;
  seat: number;
  placing: number | null;
  score: number | null;
  won: boolean | null;
  points: number | null;
  xpGained: number | null;
  goldGained: number | null;
  careCost: number | null;
  injury: { roll: number; result: string; fr: string; en: string } | null;
  skillsGained: ReturnType<typeof skillInfo>[];
  statusAfter: GoblinStatus | null;
}

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const no = (error: Refusal, status: number): { ok: false; error: Refusal & { status: number } } => ({
  ok: false,
  error: { ...error, status },
});

/** A refusal with its HTTP status. */
export type LeagueRefusal = Refusal & { status: number };
type Answer<T> = Result<T, LeagueRefusal>;

const newId = (): string => randomBytes(9).toString('base64url');
const now = (): string => new Date().toISOString();
/** Names compare without case or surrounding spaces ("Snik" and " snik" are the same goblin; unique index). */
const nameKey = (s: string): string => s.trim().toLocaleLowerCase('fr');

const unknownLeague = (id: string): { ok: false; error: LeagueRefusal } =>
  no(refusal('league.unknown', `Aucune ligue « ${id} ».`, `No league "${id}".`), 404);

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

/** The leagues of one server, over the match manager and the store. */
export class Leagues {
  readonly store: LeagueStore;
  /** League match starts, one at a time (the "already in a match" check and the start must not interleave). */
  private starting: Promise<unknown> = Promise.resolve();

  constructor(
    store: Store,
    private readonly manager: MatchManager,
    private readonly rules: AnyRules,
    private readonly report: CareerReporter,
    private readonly log: Log,
  ) {
    this.store = new LeagueStore(store.db);
    manager.onFinished((row, state) => this.finished(row, state));
  }

  async create(name: string): Promise<LeagueRow> {
    const row: LeagueRow = { id: newId(), name: name.trim(), createdAt: now() };
    await this.store.insertLeague(row);
    this.log.info({ league: row.id }, 'league created');
    return row;
  }

  list(): ReturnType<LeagueStore['listLeagues']> {
    return this.store.listLeagues();
  }

  /** A league with its goblins, standings and matches (pending reports applied first). */
  async detail(id: string): Promise<Answer<unknown>> {
    const league = await this.store.getLeague(id);
    if (league === undefined) return unknownLeague(id);
    await this.recover(id);
    const goblins = await this.store.goblins(id);
    const entries = await this.store.entries({ league: id });
    const busy = await this.store.busy(goblins.map((g) => g.id));
    const names = new Map(goblins.map((g) => [g.id, g.name]));
    const matches = new Map<string, { id: string; createdAt: string; status: string; applied: boolean }>();
    const seatsOf = new Map<string, { seat: number; goblin: string; name: string }[]>();
    for (const e of entries) {
      if (!matches.has(e.matchId)) {
        matches.set(e.matchId, {
          id: e.matchId,
          createdAt: e.createdAt,
          status: e.matchStatus,
          applied: e.appliedAt !== null,
        });
        seatsOf.set(e.matchId, []);
      }
      seatsOf.get(e.matchId)!.push({ seat: e.seat, goblin: e.goblinId, name: names.get(e.goblinId) ?? '?' });
    }
    return ok({
      ...league,
      goblins: goblins.map((g) => this.summary(g, busy.get(g.id) ?? null)),
      standings: standingsOf(goblins, entries),
      matches: [...matches.values()].reverse().map((m) => ({ ...m, goblins: seatsOf.get(m.id)! })),
    });
  }

  private summary(g: GoblinRow, busy: string | null): GoblinSummary {
    return {
      id: g.id,
      name: g.name,
      xp: g.xp,
      level: levelInfo(g.xp),
      gold: g.gold,
      skills: g.skills.map(skillInfo),
      status: g.status,
      busy,
    };
  }

  /** Adds a new goblin (PS-CAMP-10: 0 XP, 0 gold, no skill or trait); names are unique in a league. */
  async addGoblin(leagueId: string, name: string): Promise<Answer<GoblinSummary>> {
    const league = await this.store.getLeague(leagueId);
    if (league === undefined) return unknownLeague(leagueId);
    const clean = name.trim();
    const taken = async () =>
      (await this.store.goblins(leagueId)).find((g) => nameKey(g.name) === nameKey(clean));
    const nameTaken = (other: GoblinRow): Answer<GoblinSummary> =>
      no(
        refusal(
          'goblin.name',
          `La ligue « ${league.name} » a déjà un gobelin nommé « ${other.name} » : choisissez un autre nom.`,
          `League "${league.name}" already has a goblin named "${other.name}": choose another name.`,
        ),
        409,
      );
    const before = await taken();
    if (before !== undefined) return nameTaken(before);
    const g: GoblinRow = {
      id: newId(),
      leagueId,
      name: clean,
      xp: 0,
      gold: 0,
      skills: [],
      injuries: [],
      status: 'active',
      createdAt: now(),
    };
    try {
      await this.store.insertGoblin(g, nameKey(clean));
    } catch (e) {
      // The same name added at the same moment: the unique index refused the second one.
      const other = await taken();
      if (other !== undefined) return nameTaken(other);
      throw e;
    }
    return ok(this.summary(g, null));
  }

  /** A goblin's sheet: career, level, skills and traits, injuries and its matches. */
  async sheet(leagueId: string, goblinId: string): Promise<Answer<unknown>> {
    const league = await this.store.getLeague(leagueId);
    if (league === undefined) return unknownLeague(leagueId);
    await this.recover(leagueId);
    const g = await this.store.goblin(goblinId);
    if (g === undefined || g.leagueId !== leagueId) {
      return no(
        refusal(
          'goblin.unknown',
          `Aucun gobelin « ${goblinId} » dans la ligue « ${league.name} ».`,
          `No goblin "${goblinId}" in league "${league.name}".`,
        ),
        404,
      );
    }
    const busy = (await this.store.busy([g.id])).get(g.id) ?? null;
    const history: HistoryLine[] = (await this.store.entries({ goblin: g.id })).map((e) => ({
      match: e.matchId,
      createdAt: e.createdAt,
      matchStatus: e.matchStatus,
      applied: e.appliedAt !== null,
      seat: e.seat,
      placing: e.placing,
      score: e.score,
      won: e.won,
      points: e.points,
      xpGained: e.xpGained,
      goldGained: e.goldGained,
      careCost: e.careCost,
      injury:
        e.injury === null ? null : { ...e.injury, ...(INJURY_NAMES[e.injury.result] ?? labels(e.injury)) },
      skillsGained: (e.skillsGained ?? []).map(skillInfo),
      statusAfter: e.statusAfter,
    }));
    return ok({
      ...this.summary(g, busy),
      league: { id: league.id, name: league.name },
      createdAt: g.createdAt,
      injuries: g.injuries.map((i) => ({ ...i, ...(INJURY_NAMES[i.result] ?? labels(i)) })),
      history: history.reverse(),
    });
  }

  /**
   * Starts a league match: 2–8 seats, each with its league goblin(s) (one per seat in free-for-all, two
   * in the doubles and four-player modes, seat-major) and who plays it (a person or a bot). The server
   * builds the options: `campaign` = the league id, `goblins` = each goblin's name, skills and career.
   */
  startMatch(leagueId: string, body: LeagueMatchBody): Promise<Answer<Created & { league: string }>> {
    const run = this.starting.then(() => this.start(leagueId, body));
    this.starting = run.catch(() => undefined);
    return run;
  }

  private async start(
    leagueId: string,
    body: LeagueMatchBody,
  ): Promise<Answer<Created & { league: string }>> {
    const league = await this.store.getLeague(leagueId);
    if (league === undefined) return unknownLeague(leagueId);
    const extra = body.options ?? {};
    const reserved = ['players', 'campaign', 'goblins'].filter((k) => k in extra);
    if (reserved.length > 0) {
      return no(
        refusal(
          'league.options',
          `Les options ${reserved.join(', ')} d'une partie de ligue sont fixées par le serveur (sièges, ligue et gobelins).`,
          `Options ${reserved.join(', ')} of a league match are set by the server (seats, league and goblins).`,
        ),
        400,
      );
    }
    const mode = extra.mode ?? 'ffa';
    const per = mode === 'doubles' || mode === 'four' ? 2 : 1;
    const bad = body.seats.findIndex((s) => s.goblins.length !== per);
    if (bad >= 0) {
      return no(
        refusal(
          'league.seats',
          `Siège ${bad} : en mode « ${String(mode)} », chaque siège joue ${per} gobelin${per > 1 ? 's' : ''} de la ligue ; reçu ${body.seats[bad]!.goblins.length}.`,
          `Seat ${bad}: in "${String(mode)}" mode each seat plays ${per} league goblin${per > 1 ? 's' : ''}; got ${body.seats[bad]!.goblins.length}.`,
        ),
        400,
      );
    }
    const ids = body.seats.flatMap((s) => s.goblins);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice !== undefined) {
      return no(
        refusal(
          'goblin.twice',
          `Le gobelin « ${twice} » ne peut pas jouer deux fois dans la même partie.`,
          `Goblin "${twice}" cannot play twice in the same match.`,
        ),
        400,
      );
    }
    if (ids.length > 8) {
      return no(
        refusal(
          'league.seats',
          `${ids.length} gobelins : une partie en prend au plus 8.`,
          `${ids.length} goblins: a match takes at most 8.`,
        ),
        400,
      );
    }
    await this.recover(leagueId);
    const goblins: GoblinRow[] = [];
    for (const id of ids) {
      const g = await this.store.goblin(id);
      if (g === undefined || g.leagueId !== leagueId) {
        return no(
          refusal(
            'goblin.unknown',
            `Aucun gobelin « ${id} » dans la ligue « ${league.name} ».`,
            `No goblin "${id}" in league "${league.name}".`,
          ),
          404,
        );
      }
      if (g.status !== 'active') {
        const fr = g.status === 'dead' ? 'est mort' : 'a pris sa retraite (soins impayés)';
        const en = g.status === 'dead' ? 'is dead' : 'has retired (care not paid)';
        return no(
          refusal(
            'goblin.unavailable',
            `${g.name} ${fr} : seuls les gobelins en activité jouent.`,
            `${g.name} ${en}: only active goblins play.`,
            g.status === 'dead' ? 'PS-CAMP-8' : 'PS-CAMP-7',
          ),
          409,
        );
      }
      goblins.push(g);
    }
    const busy = await this.store.busy(ids);
    const inMatch = goblins.find((g) => busy.has(g.id));
    if (inMatch !== undefined) {
      const match = busy.get(inMatch.id)!;
      return no(
        refusal(
          'goblin.busy',
          `${inMatch.name} joue déjà la partie ${match}, pas encore finie : il attend qu'elle se termine.`,
          `${inMatch.name} is already playing match ${match}, not finished yet: they wait for it to end.`,
        ),
        409,
      );
    }
    const options = {
      ...extra,
      players: body.seats.length,
      campaign: leagueId,
      goblins: goblins.map((g) => ({
        skills: g.skills,
        name: g.name,
        career: { id: g.id, xp: g.xp, gold: g.gold },
      })),
    };
    const created = await this.manager.create({
      game: LEAGUE_GAME,
      options,
      seats: body.seats.map((s) => ({
        kind: s.kind,
        ...(s.level === undefined ? {} : { level: s.level }),
        name: s.name ?? s.goblins.map((id) => goblins[ids.indexOf(id)]!.name).join(' & '),
      })),
      ...(body.dice === undefined ? {} : { dice: body.dice }),
      ...(body.casual === undefined ? {} : { casual: body.casual }),
    });
    if (!created.ok) return no(created.error, 400);
    const id = created.value.id;
    const lines = body.seats.flatMap((s, seat) =>
      s.goblins.map((goblinId) => ({ goblinId, seat, goblinIndex: ids.indexOf(goblinId) })),
    );
    await this.store.insertLeagueMatch(id, leagueId, lines, now());
    this.log.info({ league: leagueId, match: id, goblins: ids }, 'league match started');
    // A match of bots may already be over: apply it now rather than on the next read.
    await this.recover(leagueId);
    return ok({ ...created.value, league: leagueId });
  }

  /** End-of-match hook: a league match's report goes to its goblins at once. */
  private async finished(row: MatchRow, state: unknown): Promise<void> {
    if (row.game !== LEAGUE_GAME) return;
    const of = await this.store.leagueOfMatch(row.id);
    if (of === undefined || of.appliedAt !== null) return;
    await this.apply(row.id, state);
  }

  /**
   * Applies the report of every finished league match not applied yet (all leagues, or one): after a
   * restart, or if the end-of-match hook failed. Answers how many were applied.
   */
  async recover(leagueId?: string): Promise<number> {
    let n = 0;
    for (const id of await this.store.finishedUnapplied(leagueId)) {
      try {
        const m = await this.manager.current(id);
        if (m !== undefined && (await this.apply(id, m.state))) n++;
      } catch (e) {
        this.log.error({ match: id, err: e }, 'league report not applied');
      }
    }
    return n;
  }

  /** Applies a finished league match's report (one transaction; a second call changes nothing). */
  async apply(matchId: string, state: unknown): Promise<boolean> {
    const p = this.rules.pending(state);
    if (p.kind !== 'over') return false;
    const report = this.report(state);
    if (report === null) {
      this.log.warn({ match: matchId }, 'league match without a career report');
      return false;
    }
    const results = resultsOf(report, p.outcome, this.rules.view(state, null));
    const applied = await this.store.applyMatch(matchId, results, now());
    if (applied) this.log.info({ match: matchId, goblins: results.length }, 'league report applied');
    return applied;
  }
}

/** Names of an injury result the table does not know (kept as given). */
function labels(i: { result: string }): { fr: string; en: string } {
  return { fr: i.result, en: i.result };
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
