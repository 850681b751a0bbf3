/**
 * The leagues' part of the store: leagues, their goblins, league matches and each goblin's line in each
 * match, in the same database (and the same kysely schema) as the matches.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** A goblin's status in its league. */
export type GoblinStatus = 'active' | 'retired' | 'dead';

/** An injury as kept on the goblin. */
export interface InjuryRecord {
  match: string;
  roll: number;
  result: string;
}

/** A league row. */
export interface LeagueRow {
  id: string;
  name: string;
  /** The game of its matches (a game with a league adapter, `league-games.ts`). */
  game: string;
  createdAt: string;
  /** Its creator's account; null for a league created before accounts (read-only). */
  ownerId: string | null;
}

/** A coach of a league. */
export interface MemberRow {
  id: string;
  name: string;
}

/** A goblin row, decoded. */
export interface GoblinRow {
  id: string;
  leagueId: string;
  name: string;
  xp: number;
  gold: number;
  skills: string[];
  injuries: InjuryRecord[];
  status: GoblinStatus;
  createdAt: string;
  /** Its coach's account (who recruited it); null before accounts. */
  coachId: string | null;
  /** A piece that is one document (a Spark Ball team: its roster); absent for a goblin. */
  doc?: unknown;
}

/** One goblin's line in one league match, with the match's status; results are null until applied. */
export interface EntryRow {
  matchId: string;
  goblinId: string;
  seat: number;
  goblinIndex: number;
  /** The match's status ('open', 'active', 'finished'). */
  matchStatus: string;
  createdAt: string;
  appliedAt: string | null;
  /** When a coach declined a seat reserved to them (the match does not count), or null. */
  declinedAt: string | null;
  /** The match's seats still open (reserved to their goblins' coach). */
  openSeats: number[];
  placing: number | null;
  score: number | null;
  won: boolean | null;
  points: number | null;
  xpGained: number | null;
  goldGained: number | null;
  careCost: number | null;
  injury: { roll: number; result: string } | null;
  skillsGained: string[] | null;
  statusAfter: GoblinStatus | null;
  /** A document piece's line once applied (what the match did to a Spark Ball team); absent otherwise. */
  line?: unknown;
}

/**
 * What a finished match does to a piece that is one document (a Spark Ball team), found by its seat: its
 * line's results, and `update`, called inside the applying transaction on the piece's stored document, which
 * answers its new document, status and history line (so a match is applied to the document read then, once).
 */
export interface DocResult {
  seat: number;
  placing: number;
  score: number;
  won: boolean;
  points: number;
  update(doc: unknown): { doc: unknown; status: GoblinStatus; line: unknown };
}

/** What a finished match does to one piece: a goblin's career, or a document piece's update. */
export type PieceResult = EntryResult | DocResult;

/** What a finished match does to one goblin: its line's results and its new career values. */
export interface EntryResult {
  goblinId: string;
  placing: number;
  score: number;
  won: boolean;
  points: number;
  xpGained: number;
  goldGained: number;
  careCost: number;
  injury: { roll: number; result: string } | null;
  skillsGained: string[];
  xp: number;
  gold: number;
  skills: string[];
  status: GoblinStatus;
}

const json = <T>(text: string | null, empty: T): T => (text === null ? empty : (JSON.parse(text) as T));

function goblinOf(r: Database['league_goblins']): GoblinRow {
  return {
    id: r.id,
    leagueId: r.league_id,
    name: r.name,
    xp: Number(r.xp),
    gold: Number(r.gold),
    skills: json<string[]>(r.skills, []),
    injuries: json<InjuryRecord[]>(r.injuries, []),
    status: r.status as GoblinStatus,
    createdAt: r.created_at,
    coachId: r.coach_id,
    ...(r.doc === null || r.doc === undefined ? {} : { doc: JSON.parse(r.doc) as unknown }),
  };
}

const num = (v: number | null): number | null => (v === null ? null : Number(v));

/** Leagues, goblins and league matches over the store's kysely handle. */
export class LeagueStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts a league and makes its owner its first coach, in one transaction. */
  async insertLeague(l: LeagueRow): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('leagues')
        .values({ id: l.id, name: l.name, game: l.game, created_at: l.createdAt, owner_id: l.ownerId })
        .execute();
      if (l.ownerId !== null) {
        await tx
          .insertInto('league_members')
          .values({ league_id: l.id, account_id: l.ownerId, created_at: l.createdAt })
          .execute();
      }
    });
  }

  /** Adds a coach to a league (fails if already a member: primary key). */
  async insertMember(leagueId: string, accountId: string, at: string): Promise<void> {
    await this.db
      .insertInto('league_members')
      .values({ league_id: leagueId, account_id: accountId, created_at: at })
      .execute();
  }

  /** A league's coaches, in the order they joined. */
  async members(leagueId: string): Promise<MemberRow[]> {
    return this.db
      .selectFrom('league_members as lm')
      .innerJoin('accounts as a', 'a.id', 'lm.account_id')
      .select(['a.id', 'a.name'])
      .where('lm.league_id', '=', leagueId)
      .orderBy('lm.created_at')
      .orderBy('a.name')
      .execute();
  }

  /** Marks a league match declined (once; not after its report is applied). Answers whether it did. */
  async declineMatch(matchId: string, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('league_matches')
      .set({ declined_at: at })
      .where('match_id', '=', matchId)
      .where('declined_at', 'is', null)
      .where('applied_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Every league, newest first, with its numbers of goblins and matches. */
  async listLeagues(): Promise<(LeagueRow & { goblins: number; matches: number })[]> {
    const rows = await this.db.selectFrom('leagues').selectAll().orderBy('created_at', 'desc').execute();
    const goblins = await this.db
      .selectFrom('league_goblins')
      .select(['league_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('league_id')
      .execute();
    const matches = await this.db
      .selectFrom('league_matches')
      .select(['league_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('league_id')
      .execute();
    const g = new Map(goblins.map((r) => [r.league_id, Number(r.n)]));
    const m = new Map(matches.map((r) => [r.league_id, Number(r.n)]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      game: r.game,
      createdAt: r.created_at,
      ownerId: r.owner_id,
      goblins: g.get(r.id) ?? 0,
      matches: m.get(r.id) ?? 0,
    }));
  }

  async getLeague(id: string): Promise<LeagueRow | undefined> {
    const r = await this.db.selectFrom('leagues').selectAll().where('id', '=', id).executeTakeFirst();
    return r === undefined
      ? undefined
      : { id: r.id, name: r.name, game: r.game, createdAt: r.created_at, ownerId: r.owner_id };
  }

  /** Inserts a goblin; fails if `nameKey` (its name without case) is already in the league. */
  async insertGoblin(g: GoblinRow, nameKey: string): Promise<void> {
    await this.db
      .insertInto('league_goblins')
      .values({
        id: g.id,
        league_id: g.leagueId,
        name: g.name,
        name_key: nameKey,
        xp: g.xp,
        gold: g.gold,
        skills: JSON.stringify(g.skills),
        injuries: JSON.stringify(g.injuries),
        status: g.status,
        created_at: g.createdAt,
        coach_id: g.coachId,
        doc: g.doc === undefined ? null : JSON.stringify(g.doc),
      })
      .execute();
  }

  /** Replaces a document piece's name and document (a team edited before its first match). */
  async updatePiece(id: string, name: string, nameKey: string, doc: unknown): Promise<void> {
    await this.db
      .updateTable('league_goblins')
      .set({ name, name_key: nameKey, doc: JSON.stringify(doc) })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Changes a document piece between matches (ARB-SB-80: a hire or a firing) in ONE transaction: reads its
   * stored document, refuses when the piece is in a league match whose report is not applied (answers
   * `{ busy: matchId }`), else writes what `change` makes of the document. `change` answers the new document,
   * or a refusal, which is passed on and writes nothing.
   */
  async changeDoc<T extends { doc: unknown }, E>(
    id: string,
    change: (doc: unknown) => { ok: true; value: T } | { ok: false; error: E },
  ): Promise<{ ok: true; value: T } | { ok: false; error: E } | { busy: string } | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('league_goblins')
        .select(['doc', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row === undefined || row.doc === null) return undefined;
      const busy = await tx
        .selectFrom('league_entries as e')
        .innerJoin('league_matches as lm', 'lm.match_id', 'e.match_id')
        .innerJoin('matches as m', 'm.id', 'e.match_id')
        .select('e.match_id')
        .where('e.goblin_id', '=', id)
        .where('lm.applied_at', 'is', null)
        .where('lm.declined_at', 'is', null)
        .where('m.status', '!=', 'expired')
        .executeTakeFirst();
      if (busy !== undefined) return { busy: busy.match_id };
      const made = change(JSON.parse(row.doc) as unknown);
      if (!made.ok) return made;
      await tx
        .updateTable('league_goblins')
        .set({ doc: JSON.stringify(made.value.doc) })
        .where('id', '=', id)
        .execute();
      return made;
    });
  }

  /** How many league matches a piece was entered in (declined ones included). */
  async matchCount(id: string): Promise<number> {
    const r = await this.db
      .selectFrom('league_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('goblin_id', '=', id)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** Deletes a piece that was never entered in a league match (its entries would refer to it). */
  async deletePiece(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const used = await tx
        .selectFrom('league_entries')
        .select('match_id')
        .where('goblin_id', '=', id)
        .executeTakeFirst();
      if (used !== undefined) return false;
      const r = await tx.deleteFrom('league_goblins').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    });
  }

  /** A league's goblins, oldest first. */
  async goblins(leagueId: string): Promise<GoblinRow[]> {
    const rows = await this.db
      .selectFrom('league_goblins')
      .selectAll()
      .where('league_id', '=', leagueId)
      .orderBy('created_at')
      .orderBy('name')
      .execute();
    return rows.map(goblinOf);
  }

  async goblin(id: string): Promise<GoblinRow | undefined> {
    const r = await this.db.selectFrom('league_goblins').selectAll().where('id', '=', id).executeTakeFirst();
    return r === undefined ? undefined : goblinOf(r);
  }

  /** The goblins a league match seats at `seat` (empty when it seats none there). */
  async seatGoblins(matchId: string, seat: number): Promise<GoblinRow[]> {
    const rows = await this.db
      .selectFrom('league_entries as e')
      .innerJoin('league_goblins as g', 'g.id', 'e.goblin_id')
      .selectAll('g')
      .where('e.match_id', '=', matchId)
      .where('e.seat', '=', seat)
      .orderBy('e.goblin_index')
      .execute();
    return rows.map(goblinOf);
  }

  /** Lines of league matches, oldest first: of one goblin, or of every goblin of a league. */
  async entries(by: { goblin: string } | { league: string }): Promise<EntryRow[]> {
    let q = this.db
      .selectFrom('league_entries as e')
      .innerJoin('league_matches as lm', 'lm.match_id', 'e.match_id')
      .innerJoin('matches as m', 'm.id', 'e.match_id')
      .selectAll('e')
      .select([
        'm.status as match_status',
        'm.seats as match_seats',
        'lm.created_at as created_at',
        'lm.applied_at as applied_at',
        'lm.declined_at as declined_at',
      ]);
    q = 'goblin' in by ? q.where('e.goblin_id', '=', by.goblin) : q.where('lm.league_id', '=', by.league);
    const rows = await q.orderBy('lm.created_at').orderBy('e.seat').orderBy('e.goblin_index').execute();
    return rows.map((r) => ({
      matchId: r.match_id,
      goblinId: r.goblin_id,
      seat: Number(r.seat),
      goblinIndex: Number(r.goblin_index),
      matchStatus: r.match_status,
      createdAt: r.created_at,
      appliedAt: r.applied_at,
      declinedAt: r.declined_at,
      openSeats: json<{ kind: string }[]>(r.match_seats, []).flatMap((s, i) =>
        s.kind === 'open' ? [i] : [],
      ),
      placing: num(r.placing),
      score: num(r.score),
      won: r.won === null ? null : Number(r.won) === 1,
      points: num(r.points),
      xpGained: num(r.xp_gained),
      goldGained: num(r.gold_gained),
      careCost: num(r.care_cost),
      injury: json<{ roll: number; result: string } | null>(r.injury, null),
      skillsGained: json<string[] | null>(r.skills_gained, null),
      statusAfter: r.status_after as GoblinStatus | null,
      ...(r.line === null || r.line === undefined ? {} : { line: JSON.parse(r.line) as unknown }),
    }));
  }

  /**
   * For each of `goblinIds` in a league match whose report is not applied yet (and that was neither
   * declined nor expired): that match's id.
   */
  async busy(goblinIds: string[]): Promise<Map<string, string>> {
    if (goblinIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('league_entries as e')
      .innerJoin('league_matches as lm', 'lm.match_id', 'e.match_id')
      .innerJoin('matches as m', 'm.id', 'e.match_id')
      .select(['e.goblin_id', 'e.match_id'])
      .where('e.goblin_id', 'in', goblinIds)
      .where('lm.applied_at', 'is', null)
      .where('lm.declined_at', 'is', null)
      // A match the server gave up on (status 'expired', an abandoned match) holds no goblin either.
      .where('m.status', '!=', 'expired')
      .execute();
    return new Map(rows.map((r) => [r.goblin_id, r.match_id]));
  }

  /** Records a league match and its goblins' seats, in one transaction. */
  async insertLeagueMatch(
    matchId: string,
    leagueId: string,
    lines: { goblinId: string; seat: number; goblinIndex: number }[],
    at: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('league_matches')
        .values({
          match_id: matchId,
          league_id: leagueId,
          created_at: at,
          applied_at: null,
          declined_at: null,
        })
        .execute();
      for (const l of lines) {
        await tx
          .insertInto('league_entries')
          .values({
            match_id: matchId,
            goblin_id: l.goblinId,
            seat: l.seat,
            goblin_index: l.goblinIndex,
            line: null,
          })
          .execute();
      }
    });
  }

  /** The league of a league match, or undefined for any other match. */
  async leagueOfMatch(
    matchId: string,
  ): Promise<{ leagueId: string; appliedAt: string | null; declinedAt: string | null } | undefined> {
    const r = await this.db
      .selectFrom('league_matches')
      .select(['league_id', 'applied_at', 'declined_at'])
      .where('match_id', '=', matchId)
      .executeTakeFirst();
    return r === undefined
      ? undefined
      : { leagueId: r.league_id, appliedAt: r.applied_at, declinedAt: r.declined_at };
  }

  /** The game of a stored match, or undefined. */
  async matchGame(matchId: string): Promise<string | undefined> {
    const r = await this.db.selectFrom('matches').select('game').where('id', '=', matchId).executeTakeFirst();
    return r?.game;
  }

  /** League matches that are finished but whose report is not applied (all leagues, or one). */
  async finishedUnapplied(leagueId?: string): Promise<string[]> {
    let q = this.db
      .selectFrom('league_matches as lm')
      .innerJoin('matches as m', 'm.id', 'lm.match_id')
      .select('lm.match_id')
      .where('lm.applied_at', 'is', null)
      .where('lm.declined_at', 'is', null)
      .where('m.status', '=', 'finished');
    if (leagueId !== undefined) q = q.where('lm.league_id', '=', leagueId);
    const rows = await q.orderBy('lm.created_at').execute();
    return rows.map((r) => r.match_id);
  }

  /**
   * Applies a finished match to its goblins in ONE transaction: marks the match applied, fills each goblin's
   * line, sets its new XP, gold, skills and status and appends its injury. Answers false (and changes
   * nothing) when the match was already applied, so applying twice is harmless.
   */
  async applyMatch(matchId: string, results: PieceResult[], at: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const marked = await tx
        .updateTable('league_matches')
        .set({ applied_at: at })
        .where('match_id', '=', matchId)
        .where('applied_at', 'is', null)
        .where('declined_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return false;
      for (const r of results) {
        if ('update' in r) {
          await this.applyDoc(tx, matchId, r);
          continue;
        }
        await tx
          .updateTable('league_entries')
          .set({
            placing: r.placing,
            score: r.score,
            won: r.won ? 1 : 0,
            points: r.points,
            xp_gained: r.xpGained,
            gold_gained: r.goldGained,
            care_cost: r.careCost,
            injury: r.injury === null ? null : JSON.stringify(r.injury),
            skills_gained: JSON.stringify(r.skillsGained),
            status_after: r.status,
          })
          .where('match_id', '=', matchId)
          .where('goblin_id', '=', r.goblinId)
          .execute();
        const g = await tx
          .selectFrom('league_goblins')
          .select('injuries')
          .where('id', '=', r.goblinId)
          .executeTakeFirst();
        if (g === undefined) continue;
        const injuries = json<InjuryRecord[]>(g.injuries, []);
        if (r.injury !== null) injuries.push({ match: matchId, ...r.injury });
        await tx
          .updateTable('league_goblins')
          .set({
            xp: r.xp,
            gold: r.gold,
            skills: JSON.stringify(r.skills),
            status: r.status,
            injuries: JSON.stringify(injuries),
          })
          .where('id', '=', r.goblinId)
          .execute();
      }
      return true;
    });
  }

  /** A document piece's part of `applyMatch`, inside its transaction: the piece at the result's seat. */
  private async applyDoc(tx: Transaction<Database>, matchId: string, r: DocResult): Promise<void> {
    const row = await tx
      .selectFrom('league_entries as e')
      .innerJoin('league_goblins as g', 'g.id', 'e.goblin_id')
      .select(['g.id', 'g.doc'])
      .where('e.match_id', '=', matchId)
      .where('e.seat', '=', r.seat)
      .executeTakeFirst();
    if (row === undefined || row.doc === null) return;
    const next = r.update(JSON.parse(row.doc) as unknown);
    await tx
      .updateTable('league_entries')
      .set({
        placing: r.placing,
        score: r.score,
        won: r.won ? 1 : 0,
        points: r.points,
        status_after: next.status,
        line: JSON.stringify(next.line),
      })
      .where('match_id', '=', matchId)
      .where('goblin_id', '=', row.id)
      .execute();
    await tx
      .updateTable('league_goblins')
      .set({ doc: JSON.stringify(next.doc), status: next.status })
      .where('id', '=', row.id)
      .execute();
  }
}
