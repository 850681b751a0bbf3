/**
 * Leagues: pieces (Piss' Squig: goblins) whose careers carry over from one match to the next, of one game
 * each. What depends on the game goes through its adapter (`league-game.ts`, listed in `league-games.ts`);
 * ownership, coaches and reserved seats are the same for every game. A league match is an ordinary match
 * (same store, same table) of the league's game whose options the adapter builds from the chosen pieces;
 * when it ends, what it did to them (`LeagueGame.results`) is applied in one idempotent transaction — at
 * once by the end-of-match hook, or later (start-up, or when the league is read) if the server stopped in
 * between.
 */
import { randomBytes } from 'node:crypto';
import type { Result } from '../engine/types.ts';
import type { CareerReport } from '../games/piss-squig/career.ts';
import type { Created, Log, MatchManager } from './matches.ts';
import { refusal, type LeagueMatchBody, type Refusal } from './protocol.ts';
import { LeagueStore, type GoblinRow, type GoblinStatus, type LeagueRow } from './store/leagues.ts';
import type { MatchRow, Store } from './store/index.ts';
import { AccountStore, type AccountRef } from './store/accounts.ts';
import { signedOut } from './accounts.ts';
import type { LeagueRefusal } from './league-game.ts';
import { DEFAULT_LEAGUE_GAME, type StoredLeagueGame } from './league-games.ts';

// Piss' Squig's league types and views, where they were before the adapter (tests and callers import them).
export type { CareerReporter, Standing } from './piss-squig-league.ts';
export { levelInfo, resultsOf, skillInfo, standingsOf } from './piss-squig-league.ts';
export type { LeagueRefusal } from './league-game.ts';

/** One goblin's post-match report: the rules' own type (`careerReport`, career.ts). */
export type { CareerReport };

/** A goblin as listed in its league. */
export interface GoblinSummary {
  id: string;
  name: string;
  /** The game's part (`LeagueGame.summary`: XP, level, gold and skills of a goblin). */
  [game: string]: unknown;
  status: GoblinStatus;
  /** The league match it is in and whose report is not applied yet, or null. */
  busy: string | null;
  /** Its coach (the member who recruited it); null in a league created before accounts. */
  coach: AccountRef | null;
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
  /** The game's part (`LeagueGame.line`: XP and gold gained, care, injury and skills of a goblin). */
  [game: string]: unknown;
  statusAfter: GoblinStatus | null;
}

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const no = (error: Refusal, status: number): { ok: false; error: Refusal & { status: number } } => ({
  ok: false,
  error: { ...error, status },
});

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

/** The leagues of one server, over the match manager and the store. */
export class Leagues {
  readonly store: LeagueStore;
  private readonly accounts: AccountStore;
  /** League match starts, claims and declines, one at a time (the "already in a match" check and the start must not interleave). */
  private starting: Promise<unknown> = Promise.resolve();

  /** `games`: the league adapters of the games this server plays (`leagueGames`), by game id. */
  constructor(
    store: Store,
    private readonly manager: MatchManager,
    private readonly games: Map<string, StoredLeagueGame>,
    private readonly log: Log,
  ) {
    this.store = new LeagueStore(store.db);
    this.accounts = new AccountStore(store.db);
    manager.onFinished((row, state) => this.finished(row, state));
  }

  /** The games leagues may be created for, with their names. */
  gameList(): { id: string; name: { fr: string; en: string } }[] {
    return [...this.games.values()].map((g) => ({ id: g.game, name: g.name }));
  }

  /**
   * Creates a league of `game` (default: `DEFAULT_LEAGUE_GAME`) owned by `account` (its first
   * coach); refused when signed out, or for a game without leagues here.
   */
  async create(
    name: string,
    game: string | undefined,
    account: AccountRef | undefined,
  ): Promise<Answer<unknown>> {
    if (account === undefined) return no(signedOut('créer une ligue', 'create a league'), 401);
    const adapter = this.games.get(game ?? DEFAULT_LEAGUE_GAME);
    if (adapter === undefined) return this.noLeagues(game ?? DEFAULT_LEAGUE_GAME, 400);
    const row: LeagueRow = {
      id: newId(),
      name: name.trim(),
      game: adapter.game,
      createdAt: now(),
      ownerId: account.id,
    };
    await this.store.insertLeague(row);
    this.log.info({ league: row.id, game: row.game, owner: account.id }, 'league created');
    return ok(this.shown(row, new Map([[account.id, account.name]])));
  }

  /** The refusal of a game without leagues on this server, naming those with leagues. */
  private noLeagues(game: string, status: number): { ok: false; error: LeagueRefusal } {
    const names = [...this.games.values()];
    const fr = names.map((g) => `${g.name.fr} (« ${g.game} »)`).join(', ');
    const en = names.map((g) => `${g.name.en} ("${g.game}")`).join(', ');
    return no(
      refusal(
        'league.game',
        `Le jeu « ${game} » n'a pas de ligues ici. Jeux à ligues : ${fr}.`,
        `Game "${game}" has no leagues here. Games with leagues: ${en}.`,
      ),
      status,
    );
  }

  /** The adapter of a league's game, or the refusal when this server does not play it. */
  private adapterOf(league: LeagueRow): Result<StoredLeagueGame, LeagueRefusal> {
    const adapter = this.games.get(league.game);
    return adapter === undefined ? this.noLeagues(league.game, 409) : ok(adapter);
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
    const adapter = this.adapterOf(league);
    if (!adapter.ok) return adapter;
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
      goblins: goblins.map((g) => this.summary(adapter.value, g, busy.get(g.id) ?? null, coaches)),
      standings: adapter.value.standings(goblins, entries),
      matches: [...matches.values()].reverse().map((m) => ({ ...m, goblins: seatsOf.get(m.id)! })),
    });
  }

  private coachOf(g: GoblinRow | undefined, names: Map<string, string>): AccountRef | null {
    const id = g?.coachId ?? null;
    return id === null ? null : { id, name: names.get(id) ?? '?' };
  }

  private summary(
    adapter: StoredLeagueGame,
    g: GoblinRow,
    busy: string | null,
    names: Map<string, string>,
  ): GoblinSummary {
    return {
      id: g.id,
      name: g.name,
      ...adapter.summary(g),
      status: g.status,
      busy,
      coach: this.coachOf(g, names),
    };
  }

  /**
   * Adds a new piece, made by the league's game from the request `body` (Piss' Squig, PS-CAMP-10: a goblin
   * with 0 XP, 0 gold, no skill or trait); names are unique in a league.
   */
  async addGoblin(
    leagueId: string,
    name: string,
    account: AccountRef | undefined,
    body: unknown = {},
  ): Promise<Answer<GoblinSummary>> {
    const noun = await this.nounOf(leagueId);
    const may = await this.may(leagueId, account, {
      owner: false,
      fr: noun === null ? 'recruter des gobelins' : `créer une ${noun.fr}`,
      en: noun === null ? 'recruit goblins' : `create a ${noun.en}`,
    });
    if (!may.ok) return may;
    const league = may.value;
    const adapter = this.adapterOf(league);
    if (!adapter.ok) return adapter;
    const coach = account!;
    const clean = name.trim();
    const taken = async () =>
      (await this.store.goblins(leagueId)).find((g) => nameKey(g.name) === nameKey(clean));
    const nameTaken = (other: GoblinRow): Answer<GoblinSummary> =>
      this.nameTaken(league, adapter.value, other);
    const before = await taken();
    if (before !== undefined) return nameTaken(before);
    const made = adapter.value.create(
      { id: newId(), leagueId, name: clean, status: 'active', createdAt: now(), coachId: coach.id },
      body,
    );
    if (!made.ok) return made;
    const g = made.value;
    try {
      await this.store.insertGoblin(g, nameKey(clean));
    } catch (e) {
      // The same name added at the same moment: the unique index refused the second one.
      const other = await taken();
      if (other !== undefined) return nameTaken(other);
      throw e;
    }
    return ok(this.summary(adapter.value, g, null, new Map([[coach.id, coach.name]])));
  }

  /** The name a league's pieces have in messages when it is not a goblin (a Spark Ball team), or null. */
  private async nounOf(leagueId: string): Promise<{ fr: string; en: string } | null> {
    const league = await this.store.getLeague(leagueId);
    return (league === undefined ? undefined : this.games.get(league.game)?.pieceName) ?? null;
  }

  /** The refusal of a piece name already taken in a league. */
  private nameTaken(
    league: LeagueRow,
    adapter: StoredLeagueGame,
    other: GoblinRow,
  ): { ok: false; error: LeagueRefusal } {
    const noun = adapter.pieceName;
    const fr = noun === undefined ? 'un gobelin nommé' : `une ${noun.fr} nommée`;
    const en = noun === undefined ? 'a goblin named' : `a ${noun.en} named`;
    return no(
      refusal(
        'goblin.name',
        `La ligue « ${league.name} » a déjà ${fr} « ${other.name} » : choisissez un autre nom.`,
        `League "${league.name}" already has ${en} "${other.name}": choose another name.`,
      ),
      409,
    );
  }

  /**
   * The piece `pieceId` of a league that `account` may change: signed in, a coach of the league, and the
   * piece's own coach (nobody else changes or deletes it), not in a league match whose report is pending.
   */
  private async ownPiece(
    leagueId: string,
    pieceId: string,
    account: AccountRef | undefined,
    fr: string,
    en: string,
  ): Promise<Answer<{ league: LeagueRow; adapter: StoredLeagueGame; piece: GoblinRow }>> {
    const may = await this.may(leagueId, account, { owner: false, fr, en });
    if (!may.ok) return may;
    const league = may.value;
    const adapter = this.adapterOf(league);
    if (!adapter.ok) return adapter;
    const piece = await this.store.goblin(pieceId);
    const noun = adapter.value.pieceName ?? { fr: 'gobelin', en: 'goblin' };
    if (piece === undefined || piece.leagueId !== leagueId) {
      return no(
        refusal(
          'goblin.unknown',
          `Aucun(e) ${noun.fr} « ${pieceId} » dans la ligue « ${league.name} ».`,
          `No ${noun.en} "${pieceId}" in league "${league.name}".`,
        ),
        404,
      );
    }
    if (piece.coachId !== account!.id) {
      const names = await this.accounts.names(piece.coachId === null ? [] : [piece.coachId]);
      const who = names.get(piece.coachId ?? '') ?? '?';
      return no(
        refusal(
          'piece.coach',
          `${piece.name} est à ${who} : seul son coach peut ${fr}.`,
          `${piece.name} belongs to ${who}: only its coach may ${en}.`,
        ),
        403,
      );
    }
    await this.recover(leagueId);
    const busy = (await this.store.busy([piece.id])).get(piece.id);
    if (busy !== undefined) {
      return no(
        refusal(
          'goblin.busy',
          `${piece.name} joue la partie ${busy}, pas encore finie : attendez qu'elle se termine.`,
          `${piece.name} is playing match ${busy}, not finished yet: wait for it to end.`,
        ),
        409,
      );
    }
    if ((await this.store.matchCount(piece.id)) > 0) {
      return no(
        refusal(
          'piece.played',
          `${piece.name} a déjà joué en ligue : son histoire est gardée, elle ne se modifie ni ne se supprime plus.`,
          `${piece.name} has already played in the league: its history is kept, it can no longer be changed or deleted.`,
        ),
        409,
      );
    }
    return ok({ league, adapter: adapter.value, piece });
  }

  /**
   * Its coach changes a piece before its first league match (a Spark Ball team rebuilt, checked again like
   * a new one); refused for a game whose pieces do not change (a goblin).
   */
  async editPiece(
    leagueId: string,
    pieceId: string,
    name: string,
    body: unknown,
    account: AccountRef | undefined,
  ): Promise<Answer<GoblinSummary>> {
    const own = await this.ownPiece(leagueId, pieceId, account, 'modifier cette pièce', 'change this piece');
    if (!own.ok) return own;
    const { league, adapter, piece } = own.value;
    if (adapter.edit === undefined) {
      return no(
        refusal(
          'piece.fixed',
          `Les pièces de ${adapter.name.fr} ne se modifient pas.`,
          `${adapter.name.en} pieces cannot be changed.`,
        ),
        409,
      );
    }
    const clean = name.trim();
    const other = (await this.store.goblins(leagueId)).find(
      (g) => g.id !== piece.id && nameKey(g.name) === nameKey(clean),
    );
    if (other !== undefined) return this.nameTaken(league, adapter, other);
    const made = adapter.edit(piece, clean, body);
    if (!made.ok) return made;
    try {
      await this.store.updatePiece(piece.id, clean, nameKey(clean), made.value.doc);
    } catch (e) {
      const again = (await this.store.goblins(leagueId)).find(
        (g) => g.id !== piece.id && nameKey(g.name) === nameKey(clean),
      );
      if (again !== undefined) return this.nameTaken(league, adapter, again);
      throw e;
    }
    this.log.info({ league: leagueId, piece: piece.id, by: account!.id }, 'league piece changed');
    return ok(this.summary(adapter, made.value, null, new Map([[account!.id, account!.name]])));
  }

  /**
   * Its coach changes an active piece between its league matches (`LeagueGame.between`: a Spark Ball team
   * hires or fires a player, ARB-SB-80), played or not; refused while it is in a league match whose report is
   * not applied. Runs after every match start (one at a time), and reads and writes the piece's document in
   * one transaction. Answers the piece's sheet and what was done.
   */
  changeBetween(
    leagueId: string,
    pieceId: string,
    action: string,
    body: unknown,
    account: AccountRef | undefined,
  ): Promise<Answer<unknown>> {
    return this.serially(async () => {
      const fr = action === 'fire' ? 'renvoyer un joueur' : 'recruter un joueur';
      const en = action === 'fire' ? 'fire a player' : 'hire a player';
      const may = await this.may(leagueId, account, { owner: false, fr, en });
      if (!may.ok) return may;
      const league = may.value;
      const adapter = this.adapterOf(league);
      if (!adapter.ok) return adapter;
      const change = adapter.value.between?.[action];
      if (change === undefined) {
        return no(
          refusal(
            'piece.fixed',
            `Les pièces de ${adapter.value.name.fr} ne changent qu'en jouant : pas de « ${action} » entre les parties.`,
            `${adapter.value.name.en} pieces change only by playing: no "${action}" between matches.`,
          ),
          409,
        );
      }
      const noun = adapter.value.pieceName ?? { fr: 'gobelin', en: 'goblin' };
      const piece = await this.store.goblin(pieceId);
      if (piece === undefined || piece.leagueId !== leagueId) {
        return no(
          refusal(
            'goblin.unknown',
            `Aucun(e) ${noun.fr} « ${pieceId} » dans la ligue « ${league.name} ».`,
            `No ${noun.en} "${pieceId}" in league "${league.name}".`,
          ),
          404,
        );
      }
      if (piece.coachId !== account!.id) {
        const names = await this.accounts.names(piece.coachId === null ? [] : [piece.coachId]);
        const who = names.get(piece.coachId ?? '') ?? '?';
        return no(
          refusal(
            'piece.coach',
            `${piece.name} est à ${who} : seul son coach peut ${fr}.`,
            `${piece.name} belongs to ${who}: only its coach may ${en}.`,
          ),
          403,
        );
      }
      if (piece.status !== 'active') {
        return no(
          refusal(
            'goblin.unavailable',
            `${piece.name} ne joue plus (${piece.status}) : seules les ${noun.fr}s en activité changent entre les parties.`,
            `${piece.name} no longer plays (${piece.status}): only active ${noun.en}s change between matches.`,
            'ARB-SB-80',
          ),
          409,
        );
      }
      // A finished match's changes first: the hire is made on the roster the match left.
      await this.recover(leagueId);
      let done: Record<string, unknown> = {};
      const made = await this.store.changeDoc(pieceId, (doc) => {
        const r = change(doc, body);
        if (r.ok) done = r.value.done;
        return r;
      });
      if (made === undefined) {
        // A piece stored without its document (none of a game with changes between matches should be).
        return no(
          refusal(
            'piece.fixed',
            `${piece.name} n'a pas de feuille d'équipe enregistrée : elle ne change pas entre les parties.`,
            `${piece.name} has no stored team sheet: it does not change between matches.`,
          ),
          409,
        );
      }
      if ('busy' in made) {
        return no(
          refusal(
            'goblin.busy',
            `${piece.name} joue la partie ${made.busy}, pas encore finie : on ne peut ${fr} qu'entre les parties.`,
            `${piece.name} is playing match ${made.busy}, not finished yet: you may ${en} only between matches.`,
            'ARB-SB-80',
          ),
          409,
        );
      }
      if (!made.ok) return made;
      this.log.info(
        { league: leagueId, piece: pieceId, action, by: account!.id },
        'league piece changed between matches',
      );
      const sheet = await this.sheet(leagueId, pieceId);
      return sheet.ok ? ok({ ...(sheet.value as Record<string, unknown>), done }) : sheet;
    });
  }

  /** Its coach deletes a piece that never played a league match. */
  async deletePiece(
    leagueId: string,
    pieceId: string,
    account: AccountRef | undefined,
  ): Promise<Answer<{ deleted: string }>> {
    const own = await this.ownPiece(leagueId, pieceId, account, 'supprimer cette pièce', 'delete this piece');
    if (!own.ok) return own;
    if (!(await this.store.deletePiece(pieceId))) {
      return no(
        refusal(
          'piece.played',
          `${own.value.piece.name} est entré(e) dans une partie de ligue : il ne se supprime plus.`,
          `${own.value.piece.name} was entered in a league match: it can no longer be deleted.`,
        ),
        409,
      );
    }
    this.log.info({ league: leagueId, piece: pieceId, by: account!.id }, 'league piece deleted');
    return ok({ deleted: pieceId });
  }

  /** A goblin's sheet: career, level, skills and traits, injuries and its matches. */
  async sheet(leagueId: string, goblinId: string): Promise<Answer<unknown>> {
    const league = await this.store.getLeague(leagueId);
    if (league === undefined) return unknownLeague(leagueId);
    const adapter = this.adapterOf(league);
    if (!adapter.ok) return adapter;
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
      ...adapter.value.line(e),
      statusAfter: e.statusAfter,
    }));
    return ok({
      ...this.summary(adapter.value, g, busy, names),
      league: { id: league.id, name: league.name },
      createdAt: g.createdAt,
      ...adapter.value.sheet(g),
      history: history.reverse(),
    });
  }

  /**
   * Starts a league match of the league's game: 2–8 seats, each with its league piece(s) (Piss' Squig: one
   * goblin per seat in free-for-all, two in the doubles and four-player modes, seat-major) and who plays it
   * (a person or a bot). The server builds the options through the game's adapter (Piss' Squig:
   * `campaign` = the league id, `goblins` = each goblin's name, skills and career).
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
    const game = this.adapterOf(league);
    if (!game.ok) return game;
    const adapter = game.value;
    const me = account!.id;
    const extra = body.options ?? {};
    const reserved = adapter.reservedOptions.filter((k) => k in extra);
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
    const per = adapter.piecesPerSeat(extra);
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
      if (g.status !== 'active' && adapter.pieceName !== undefined) {
        const noun = adapter.pieceName;
        return no(
          refusal(
            'goblin.unavailable',
            `${g.name} ne joue plus (${g.status}) : seules les ${noun.fr}s en activité jouent.`,
            `${g.name} no longer plays (${g.status}): only active ${noun.en}s play.`,
          ),
          409,
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
    const options = adapter.matchOptions(leagueId, extra, body.seats.length, goblins);
    const created = await this.manager.create({
      game: adapter.game,
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
    if (!this.games.has(row.game)) return;
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
    const of = await this.store.leagueOfMatch(matchId);
    const league = of === undefined ? undefined : await this.store.getLeague(of.leagueId);
    const adapter = league === undefined ? undefined : this.games.get(league.game);
    // A league's matches are of its game: only its adapter reads them.
    const match = adapter === undefined ? undefined : await this.store.matchGame(matchId);
    if (adapter === undefined || match !== adapter.game) return false;
    const p = adapter.rules.pending(state);
    if (p.kind !== 'over') return false;
    const results = adapter.results(state, p.outcome);
    if (results === null) {
      this.log.warn({ match: matchId }, 'league match without a career report');
      return false;
    }
    const applied = await this.store.applyMatch(matchId, results, now());
    if (applied) this.log.info({ match: matchId, goblins: results.length }, 'league report applied');
    return applied;
  }
}
