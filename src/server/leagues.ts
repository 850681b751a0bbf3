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
import { AccountStore, type AccountRef } from './store/accounts.ts';
import { signedOut } from './accounts.ts';

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
  /** Its coach (the member who recruited it); null in a league created before accounts. */
  coach: AccountRef | null;
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
  /** A coach declined a seat reserved to them: the match does not count. */
  declined: boolean;
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

/** What a league mutation asks of the signed-in account: to be the league's owner, or one of its coaches. */
type Need = { owner: true; fr: string; en: string } | { owner: false; fr: string; en: string };

/** A league match's open seat, reserved to the coach of its goblins. */
export interface WaitingSeat {
  seat: number;
  coach: AccountRef | null;
  goblins: string[];
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

/** The leagues of one server, over the match manager and the store. */
export class Leagues {
  readonly store: LeagueStore;
  private readonly accounts: AccountStore;
  /** League match starts, claims and declines, one at a time (the "already in a match" check and the start must not interleave). */
  private starting: Promise<unknown> = Promise.resolve();

  constructor(
    store: Store,
    private readonly manager: MatchManager,
    private readonly rules: AnyRules,
    private readonly report: CareerReporter,
    private readonly log: Log,
  ) {
    this.store = new LeagueStore(store.db);
    this.accounts = new AccountStore(store.db);
    manager.onFinished((row, state) => this.finished(row, state));
  }

  /** Creates a league owned by `account` (its first coach); refused when signed out. */
  async create(name: string, account: AccountRef | undefined): Promise<Answer<unknown>> {
    if (account === undefined) return no(signedOut('créer une ligue', 'create a league'), 401);
    const row: LeagueRow = { id: newId(), name: name.trim(), createdAt: now(), ownerId: account.id };
    await this.store.insertLeague(row);
    this.log.info({ league: row.id, owner: account.id }, 'league created');
    return ok(this.shown(row, new Map([[account.id, account.name]])));
  }

  /** Every league, newest first, with its owner. */
  async list(): Promise<unknown[]> {
    const rows = await this.store.listLeagues();
    const names = await this.accounts.names([...new Set(rows.flatMap((r) => r.ownerId ?? []))]);
    return rows.map((r) => this.shown(r, names));
  }

  /** A league row as sent: `ownerId` becomes `owner: { id, name } | null` (null: read-only league). */
  private shown<T extends LeagueRow>(
    r: T,
    names: Map<string, string>,
  ): Omit<T, 'ownerId'> & { owner: AccountRef | null } {
    const { ownerId, ...rest } = r;
    return { ...rest, owner: ownerId === null ? null : { id: ownerId, name: names.get(ownerId) ?? '?' } };
  }

  /**
   * Checks that `account` may change `league`: signed in (401), the league made with an owner (409
   * `league.readonly` for leagues from before accounts), and its owner or one of its coaches (403).
   */
  private async may(
    leagueId: string,
    account: AccountRef | undefined,
    need: Need,
  ): Promise<{ ok: true; value: LeagueRow } | { ok: false; error: LeagueRefusal }> {
    if (account === undefined) return no(signedOut(need.fr, need.en), 401);
    const league = await this.store.getLeague(leagueId);
    if (league === undefined) return unknownLeague(leagueId);
    if (league.ownerId === null) {
      return no(
        refusal(
          'league.readonly',
          `La ligue « ${league.name} » date d'avant les comptes : elle n'a pas de propriétaire et reste en lecture seule.`,
          `League "${league.name}" predates accounts: it has no owner and stays read-only.`,
        ),
        409,
      );
    }
    if (need.owner && league.ownerId !== account.id) {
      return no(
        refusal(
          'league.owner',
          `Seul le propriétaire de la ligue « ${league.name} » peut ${need.fr}.`,
          `Only the owner of league "${league.name}" may ${need.en}.`,
        ),
        403,
      );
    }
    if (!need.owner && !(await this.store.members(leagueId)).some((m) => m.id === account.id)) {
      return no(
        refusal(
          'league.member',
          `Vous n'êtes pas coach de la ligue « ${league.name} » : son propriétaire doit vous inviter pour ${need.fr}.`,
          `You are not a coach of league "${league.name}": its owner must invite you to ${need.en}.`,
        ),
        403,
      );
    }
    return ok(league);
  }

  /** Invites a coach (by account name) into a league: its owner only. */
  async invite(leagueId: string, name: string, account: AccountRef | undefined): Promise<Answer<AccountRef>> {
    const may = await this.may(leagueId, account, {
      owner: true,
      fr: 'inviter des coachs',
      en: 'invite coaches',
    });
    if (!may.ok) return may;
    const found = await this.accounts.byName(name.trim().toLocaleLowerCase('fr'));
    if (found === undefined) {
      return no(
        refusal(
          'account.unknown',
          `Aucun compte nommé « ${name.trim()} ».`,
          `No account named "${name.trim()}".`,
        ),
        404,
      );
    }
    const already = (): Answer<AccountRef> =>
      no(
        refusal(
          'league.already',
          `${found.name} est déjà coach de la ligue « ${may.value.name} ».`,
          `${found.name} is already a coach of league "${may.value.name}".`,
        ),
        409,
      );
    if ((await this.store.members(leagueId)).some((m) => m.id === found.id)) return already();
    try {
      await this.store.insertMember(leagueId, found.id, now());
    } catch (e) {
      if ((await this.store.members(leagueId)).some((m) => m.id === found.id)) return already();
      throw e;
    }
    this.log.info({ league: leagueId, coach: found.id }, 'coach invited');
    return ok({ id: found.id, name: found.name });
  }

  /** A league with its goblins, standings and matches (pending reports applied first). */
  async detail(id: string): Promise<Answer<unknown>> {
    const league = await this.store.getLeague(id);
    if (league === undefined) return unknownLeague(id);
    await this.recover(id);
    const goblins = await this.store.goblins(id);
    const entries = await this.store.entries({ league: id });
    const busy = await this.store.busy(goblins.map((g) => g.id));
    const members = await this.store.members(id);
    const coaches = new Map(members.map((m) => [m.id, m.name]));
    const byId = new Map(goblins.map((g) => [g.id, g]));
    const matches = new Map<
      string,
      {
        id: string;
        createdAt: string;
        status: string;
        applied: boolean;
        declined: boolean;
        waiting: WaitingSeat[];
      }
    >();
    const seatsOf = new Map<string, { seat: number; goblin: string; name: string }[]>();
    for (const e of entries) {
      let m = matches.get(e.matchId);
      if (m === undefined) {
        m = {
          id: e.matchId,
          createdAt: e.createdAt,
          status: e.matchStatus,
          applied: e.appliedAt !== null,
          declined: e.declinedAt !== null,
          waiting: [],
        };
        matches.set(e.matchId, m);
        seatsOf.set(e.matchId, []);
      }
      const g = byId.get(e.goblinId);
      seatsOf.get(e.matchId)!.push({ seat: e.seat, goblin: e.goblinId, name: g?.name ?? '?' });
      // Open seats wait for their goblins' coach (not in a declined or finished match).
      if (m.declined || e.matchStatus !== 'open' || !e.openSeats.includes(e.seat)) continue;
      let w = m.waiting.find((x) => x.seat === e.seat);
      if (w === undefined) {
        w = { seat: e.seat, coach: this.coachOf(g, coaches), goblins: [] };
        m.waiting.push(w);
      }
      w.goblins.push(e.goblinId);
    }
    return ok({
      ...this.shown(league, coaches),
      members,
      goblins: goblins.map((g) => this.summary(g, busy.get(g.id) ?? null, coaches)),
      standings: standingsOf(goblins, entries),
      matches: [...matches.values()].reverse().map((m) => ({ ...m, goblins: seatsOf.get(m.id)! })),
    });
  }

  private coachOf(g: GoblinRow | undefined, names: Map<string, string>): AccountRef | null {
    const id = g?.coachId ?? null;
    return id === null ? null : { id, name: names.get(id) ?? '?' };
  }

  private summary(g: GoblinRow, busy: string | null, names: Map<string, string>): GoblinSummary {
    return {
      id: g.id,
      name: g.name,
      xp: g.xp,
      level: levelInfo(g.xp),
      gold: g.gold,
      skills: g.skills.map(skillInfo),
      status: g.status,
      busy,
      coach: this.coachOf(g, names),
    };
  }

  /** Adds a new goblin (PS-CAMP-10: 0 XP, 0 gold, no skill or trait); names are unique in a league. */
  async addGoblin(
    leagueId: string,
    name: string,
    account: AccountRef | undefined,
  ): Promise<Answer<GoblinSummary>> {
    const may = await this.may(leagueId, account, {
      owner: false,
      fr: 'recruter des gobelins',
      en: 'recruit goblins',
    });
    if (!may.ok) return may;
    const league = may.value;
    const coach = account!;
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
      coachId: coach.id,
    };
    try {
      await this.store.insertGoblin(g, nameKey(clean));
    } catch (e) {
      // The same name added at the same moment: the unique index refused the second one.
      const other = await taken();
      if (other !== undefined) return nameTaken(other);
      throw e;
    }
    return ok(this.summary(g, null, new Map([[coach.id, coach.name]])));
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
    const names = await this.accounts.names(g.coachId === null ? [] : [g.coachId]);
    const history: HistoryLine[] = (await this.store.entries({ goblin: g.id })).map((e) => ({
      match: e.matchId,
      createdAt: e.createdAt,
      matchStatus: e.matchStatus,
      applied: e.appliedAt !== null,
      declined: e.declinedAt !== null,
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
      ...this.summary(g, busy, names),
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
  startMatch(
    leagueId: string,
    body: LeagueMatchBody,
    account: AccountRef | undefined,
  ): Promise<Answer<Created & { league: string }>> {
    return this.serially(() => this.start(leagueId, body, account));
  }

  /** Runs `f` after every start, claim and decline before it. */
  private serially<T>(f: () => Promise<T>): Promise<T> {
    const run = this.starting.then(f);
    this.starting = run.catch(() => undefined);
    return run;
  }

  private async start(
    leagueId: string,
    body: LeagueMatchBody,
    account: AccountRef | undefined,
  ): Promise<Answer<Created & { league: string }>> {
    const may = await this.may(leagueId, account, {
      owner: false,
      fr: 'lancer une partie de ligue',
      en: 'start a league match',
    });
    if (!may.ok) return may;
    const league = may.value;
    const me = account!.id;
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
    // Ownership: a seat's goblins have one coach; only that coach seats them (a person or a bot). A seat
    // of another coach's goblins stays open, reserved to that coach, who claims or declines it.
    const coachOfSeat: string[] = [];
    for (const [seat, s] of body.seats.entries()) {
      const mine = s.goblins.map((id) => goblins[ids.indexOf(id)]!);
      const coaches = [...new Set(mine.map((g) => g.coachId))];
      if (coaches.length > 1) {
        return no(
          refusal(
            'league.coaches',
            `Siège ${seat} : ${mine.map((g) => g.name).join(' et ')} n'ont pas le même coach ; un siège joue les gobelins d'un seul coach.`,
            `Seat ${seat}: ${mine.map((g) => g.name).join(' and ')} have different coaches; a seat plays one coach's goblins.`,
          ),
          400,
        );
      }
      const coach = coaches[0] ?? null;
      if (coach !== me && s.kind !== 'open') {
        const names = await this.accounts.names(coach === null ? [] : [coach]);
        const who = names.get(coach ?? '') ?? '?';
        return no(
          refusal(
            'goblin.coach',
            `${mine[0]!.name} est un gobelin de ${who} : vous ne pouvez pas l'asseoir (ni joueur ni bot). Laissez son siège ouvert : il sera réservé à ${who}.`,
            `${mine[0]!.name} is ${who}'s goblin: you cannot seat it (neither player nor bot). Leave its seat open: it will be reserved to ${who}.`,
          ),
          403,
        );
      }
      coachOfSeat.push(coach ?? '');
    }
    if (coachOfSeat.some((c) => c !== me) && (body.dice ?? 'seeded') !== 'seeded') {
      return no(
        refusal(
          'league.dice',
          `Une partie avec les gobelins d'autres coachs se joue avec les dés du serveur (« seeded ») : aucun joueur ne tape les dés des autres.`,
          `A match with other coaches' goblins uses the server's dice ("seeded"): no player types the others' dice.`,
        ),
        400,
      );
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
    this.log.info({ league: leagueId, match: id, goblins: ids, by: me }, 'league match started');
    // A match of bots may already be over: apply it now rather than on the next read.
    await this.recover(leagueId);
    return ok({ ...created.value, league: leagueId });
  }

  /**
   * The coach of a reserved seat takes it: answers the seat's token and link, given to that coach only.
   * Refused when signed out, to anyone else, once the seat is taken, or when the match was declined.
   */
  claim(
    leagueId: string,
    matchId: string,
    seat: number,
    account: AccountRef | undefined,
  ): Promise<Answer<{ token: string; link: string }>> {
    return this.serially(async () => {
      const r = await this.reserved(leagueId, matchId, seat, account, 'prendre ce siège', 'claim this seat');
      if (!r.ok) return r;
      const joined = await this.manager.join(matchId, seat, r.value.name);
      if (!joined.ok) return no(joined.error, 409);
      this.log.info({ league: leagueId, match: matchId, seat, coach: account!.id }, 'league seat claimed');
      return ok(joined.value);
    });
  }

  /**
   * The coach of a reserved seat declines it: the match is abandoned — it will never count, and its goblins
   * are free at once for other matches.
   */
  decline(
    leagueId: string,
    matchId: string,
    seat: number,
    account: AccountRef | undefined,
  ): Promise<Answer<{ match: string; declined: true }>> {
    return this.serially(async () => {
      const r = await this.reserved(
        leagueId,
        matchId,
        seat,
        account,
        'refuser ce siège',
        'decline this seat',
      );
      if (!r.ok) return r;
      await this.store.declineMatch(matchId, now());
      this.log.info({ league: leagueId, match: matchId, seat, coach: account!.id }, 'league seat declined');
      return ok({ match: matchId, declined: true as const });
    });
  }

  /** Checks that `seat` of league match `matchId` is open and reserved to `account`; answers its name. */
  private async reserved(
    leagueId: string,
    matchId: string,
    seat: number,
    account: AccountRef | undefined,
    fr: string,
    en: string,
  ): Promise<Answer<{ name: string }>> {
    const may = await this.may(leagueId, account, { owner: false, fr, en });
    if (!may.ok) return may;
    const of = await this.store.leagueOfMatch(matchId);
    const goblins = of?.leagueId === leagueId ? await this.store.seatGoblins(matchId, seat) : [];
    const m = goblins.length === 0 ? undefined : await this.manager.current(matchId);
    const s = m?.row.seats[seat];
    if (of === undefined || s === undefined) {
      return no(
        refusal(
          'seat.unknown',
          `Aucun siège ${seat} dans une partie « ${matchId} » de la ligue « ${may.value.name} ».`,
          `No seat ${seat} in a match "${matchId}" of league "${may.value.name}".`,
        ),
        404,
      );
    }
    if (goblins.some((g) => g.coachId !== account!.id)) {
      return no(
        refusal(
          'seat.coach',
          `Le siège ${seat} est réservé au coach de ${goblins.map((g) => g.name).join(' et ')}, pas à vous.`,
          `Seat ${seat} is reserved to the coach of ${goblins.map((g) => g.name).join(' and ')}, not to you.`,
        ),
        403,
      );
    }
    if (of.declinedAt !== null) {
      return no(
        refusal(
          'league.declined',
          `La partie ${matchId} a été refusée : elle est abandonnée et ne compte pas.`,
          `Match ${matchId} was declined: it is abandoned and does not count.`,
        ),
        409,
      );
    }
    // An open seat of a match that is no longer open (finished, or expired by the server) is not for taking.
    if (s.kind !== 'open' || m!.row.status !== 'open') {
      return no(
        refusal('seat.taken', `Le siège ${seat} n'est plus libre.`, `Seat ${seat} is no longer open.`),
        409,
      );
    }
    return ok({ name: s.name });
  }

  /** The SHA-256 of the token of `seat` of match `matchId`, or null (no such seat, or no token). */
  async seatOf(matchId: string, seat: number): Promise<string | null> {
    const m = await this.manager.current(matchId);
    return m?.row.seats[seat]?.tokenHash ?? null;
  }

  /** True when `matchId` is a league match (its open seats are reserved; see `reserved`). */
  async isLeagueMatch(matchId: string): Promise<boolean> {
    return (await this.store.leagueOfMatch(matchId)) !== undefined;
  }

  /** End-of-match hook: a league match's report goes to its goblins at once. */
  private async finished(row: MatchRow, state: unknown): Promise<void> {
    if (row.game !== LEAGUE_GAME) return;
    const of = await this.store.leagueOfMatch(row.id);
    if (of === undefined || of.appliedAt !== null || of.declinedAt !== null) return;
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
