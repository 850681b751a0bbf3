/**
 * Spark Ball's league adapter (`league-game.ts`): its piece is a coach's team, its `Roster` (teams/types.ts)
 * stored as one document, built by the team builder (`validateRoster`) or from a template's quick-play
 * roster. A league match seats one team per coach (Home = seat 0, Away = seat 1) and gives the two rosters as
 * the match's `teams` option; when it ends, the changes the match wrote for each team (deaths, permanent
 * losses, injuries carried to the next match: SB-POST) are applied to the stored rosters in the store's one
 * idempotent transaction (`DocResult`).
 */
import { z } from 'zod';
import type { AnyRules, Outcome, Result, RuleError } from '../engine/types.ts';
import { ABILITIES } from '../games/spark-ball/teams/abilities.ts';
import { quickPlay, rosterCost, validateRoster } from '../games/spark-ball/teams/build.ts';
import { applyTeamChanges } from '../games/spark-ball/teams/career.ts';
import { firePlayer, hirePlayer } from '../games/spark-ball/teams/hire.ts';
import { postMatchChanges } from '../games/spark-ball/postmatch.ts';
import { Stage, type SBState } from '../games/spark-ball/state.ts';
import { EQUIPMENT } from '../games/spark-ball/teams/equipment.ts';
import { LIMITS } from '../games/spark-ball/teams/rules.ts';
import { SPECIAL_CHARACTERS } from '../games/spark-ball/teams/specials.ts';
import { TEMPLATES } from '../games/spark-ball/teams/templates.ts';
import type {
  Characteristics,
  PlayerCareer,
  Position,
  Roster,
  RosterPlayer,
  TeamChanges,
} from '../games/spark-ball/teams/types.ts';
import type { BetweenMatches, LeagueGame, LeaguePiece, LeagueRefusal, Named } from './league-game.ts';
import { zodRefusal } from './protocol.ts';
import type { DocResult, EntryRow, GoblinRow, GoblinStatus, PieceResult } from './store/leagues.ts';

/** A team as the league stores it: the common piece columns, and its roster as the document. */
export type TeamRow = GoblinRow & { doc: Roster };

const ABILITY_IDS = Object.keys(ABILITIES) as [string, ...string[]];
const ITEM_IDS = Object.keys(EQUIPMENT) as [string, ...string[]];
const stat = z.number().int().min(0).max(10);

/**
 * A roster as a coach sends it, checked for its shape before the team builder's own checks. Careers are the
 * league's (never the client's); player ids are given by the server.
 */
const rosterBody = z.strictObject({
  name: z.string().optional(),
  template: z.string().min(1).max(40),
  alignment: z.enum(['chaos', 'order', 'neutral']),
  players: z
    .array(
      z.strictObject({
        id: z.string().max(100).optional(),
        name: z.string().trim().min(1).max(40),
        number: z.number().int().min(0).max(999),
        position: z.enum(['attacker', 'defender', 'keeper']),
        profile: z.string().max(100),
        stats: z.strictObject({ mv: stat, f: stat, r: stat, ag: stat, ar: stat }),
        abilities: z.array(z.enum(ABILITY_IDS)).max(ABILITY_IDS.length),
        equipment: z.enum(ITEM_IDS).nullable(),
        baseRadius: z.number().min(0.1).max(3).optional(),
        special: z.boolean(),
      }),
    )
    .max(40),
  teamRerolls: z.number().int().min(0).max(20),
  treasury: z.number().int().min(0).max(1_000_000),
});

/** A hire between matches (ARB-SB-80): a line of the team's template or a special character, and his item. */
const hireBody = z.strictObject({
  position: z.enum(['attacker', 'defender', 'keeper']).optional(),
  special: z.string().min(1).max(40).optional(),
  name: z.string().trim().min(1).max(40).optional(),
  number: z.number().int().min(1).max(99).optional(),
  equipment: z.enum(ITEM_IDS).nullable().optional(),
});

/** A firing between matches (ARB-SB-80): the player's id on the roster. */
const fireBody = z.strictObject({ player: z.string().min(1).max(100) });

/** The quick-play roster of a template (4.2): `{ template: 'T1' }`. */
const quickBody = z.strictObject({ name: z.string().optional(), template: z.string().min(1).max(40) });

const bad = (error: RuleError): { ok: false; error: LeagueRefusal } => ({
  ok: false,
  error: { ...error, status: 400 },
});

/**
 * The roster a creation (or edit) request makes for a team named `name`: the quick-play roster of a template,
 * or a full roster checked by `validateRoster` (every problem listed at once, budget included).
 */
export function rosterFromBody(name: string, body: unknown): Result<Roster, LeagueRefusal> {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!('players' in b)) {
    const q = quickBody.safeParse(b);
    if (!q.success) return bad(zodRefusal('invalid', q.error));
    const made = quickPlay(q.data.template);
    if (!made.ok) return bad(made.error);
    return { ok: true, value: { ...made.value, name } };
  }
  const r = rosterBody.safeParse(b);
  if (!r.success) return bad(zodRefusal('invalid', r.error));
  const roster: Roster = {
    name,
    template: r.data.template,
    alignment: r.data.alignment,
    players: r.data.players.map((p, i): RosterPlayer => ({
      id: `p${i + 1}`,
      name: p.name,
      number: p.number,
      position: p.position,
      profile: p.profile,
      stats: p.stats,
      abilities: p.abilities as RosterPlayer['abilities'],
      equipment: p.equipment as RosterPlayer['equipment'],
      baseRadius: p.baseRadius ?? 0.5,
      special: p.special,
    })),
    teamRerolls: r.data.teamRerolls,
    treasury: r.data.treasury,
  };
  const checked = validateRoster(roster);
  return checked.ok ? checked : bad(checked.error);
}

/** One player named in a team's history line. */
interface LinePlayer {
  id: string;
  name: string;
  number: number;
}

/** What one match did to a team (its history line; names as they were before the match). */
export interface TeamLine {
  dead: LinePlayer[];
  losses: (LinePlayer & { losses: Partial<Characteristics> })[];
  careers: (LinePlayer & { career: PlayerCareer })[];
}

/**
 * ARB-SB-45: a league team left with fewer players than a roster's minimum (SB-TEAM-1: 7) cannot field a
 * legal team any more: it is 'dead' (it stays on the sheets, and plays no more league matches).
 */
export function teamStatus(roster: Roster): GoblinStatus {
  return roster.players.length < LIMITS.players.min ? 'dead' : 'active';
}

/** A team's stored roster after one match's changes, its status and its history line. */
export function teamAfter(
  roster: Roster,
  changes: TeamChanges,
): { doc: Roster; status: GoblinStatus; line: TeamLine } {
  const byId = new Map(roster.players.map((p) => [p.id, p]));
  const named = (id: string): LinePlayer => {
    const p = byId.get(id);
    return { id, name: p?.name ?? id, number: p?.number ?? 0 };
  };
  const known = changes.players.filter((c) => byId.has(c.player));
  const line: TeamLine = {
    dead: known.filter((c) => c.dead === true).map((c) => named(c.player)),
    losses: known
      .filter((c) => c.dead !== true && c.losses !== undefined && Object.keys(c.losses).length > 0)
      .map((c) => ({ ...named(c.player), losses: c.losses! })),
    careers: known
      .filter((c) => c.dead !== true && Object.keys(c.career).length > 0)
      .map((c) => ({ ...named(c.player), career: c.career })),
  };
  const doc = applyTeamChanges(roster, changes);
  return { doc, status: teamStatus(doc), line };
}

/**
 * What a finished match does to its two teams, from the changes the match wrote for each side (Home = seat 0,
 * Away = seat 1) and its outcome: the path `results` takes, and the one the league tests feed by hand.
 */
export function teamResults(changes: TeamChanges[], outcome: Outcome): DocResult[] {
  return [0, 1].map((seat) => {
    const mine = changes.find((c) => c.side === seat) ?? { side: seat, players: [] };
    return {
      seat,
      placing: outcome.ranks[seat] ?? 0,
      score: outcome.scores[seat] ?? 0,
      won: outcome.winners.includes(seat),
      points: outcome.scores[seat] ?? 0,
      update: (doc: unknown) => teamAfter(doc as Roster, mine),
    };
  });
}

/**
 * The post-match changes a final state holds, or null when it holds none (nothing is applied then).
 */
export function teamChangesOf(state: unknown): TeamChanges[] | null {
  const s = state as SBState | null;
  // Only a match that is over has run its post-match sequence (SB-POST, postmatch.ts).
  if (s === null || typeof s !== 'object' || s.stage !== Stage.Over) return null;
  return postMatchChanges(s);
}

/** A line of a Spark Ball league's standings. */
export interface TeamStanding {
  rank: number;
  team: string;
  /** The same id as `team` (the pages read every game's standings by `goblin`). */
  goblin: string;
  name: string;
  status: GoblinStatus;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  /** 3 for a win, 1 for a draw. */
  points: number;
}

/**
 * Standings (docs/protocol.md): most points (3 a win, 1 a draw), then goal difference, then goals scored,
 * then fewest matches played, then name; equal lines share a rank. Only applied matches count.
 */
export function teamStandings(teams: GoblinRow[], entries: EntryRow[]): TeamStanding[] {
  const applied = entries.filter((e) => e.appliedAt !== null && e.declinedAt === null);
  const lines = teams.map((t): TeamStanding => {
    const mine = applied.filter((e) => e.goblinId === t.id);
    const s: TeamStanding = {
      rank: 0,
      team: t.id,
      goblin: t.id,
      name: t.name,
      status: t.status,
      played: mine.length,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      points: 0,
    };
    for (const e of mine) {
      const other = applied.find((o) => o.matchId === e.matchId && o.seat !== e.seat);
      const otherWon = other?.won === true;
      if (e.won === true) s.won++;
      else if (otherWon) s.lost++;
      else s.drawn++;
      s.goalsFor += e.score ?? 0;
      s.goalsAgainst += other?.score ?? 0;
    }
    s.points = 3 * s.won + s.drawn;
    return s;
  });
  const key = (s: TeamStanding): number[] => [
    -s.points,
    -(s.goalsFor - s.goalsAgainst),
    -s.goalsFor,
    s.played,
  ];
  const cmp = (a: TeamStanding, b: TeamStanding): number => {
    const x = key(a);
    const y = key(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  };
  lines.sort((a, b) => cmp(a, b) || a.name.localeCompare(b.name, 'fr'));
  lines.forEach((s, i) => (s.rank = i > 0 && cmp(lines[i - 1]!, s) === 0 ? lines[i - 1]!.rank : i + 1));
  return lines;
}

const POSITION_NAMES: Record<Position, Named> = {
  attacker: { fr: 'Attaquant', en: 'Attacker' },
  defender: { fr: 'Défenseur', en: 'Defender' },
  keeper: { fr: 'Gardien', en: 'Keeper' },
};

/** A roster player as his sheet shows him: stats, abilities and item with their names, his career. */
function playerSheet(p: RosterPlayer): Record<string, unknown> {
  const special = SPECIAL_CHARACTERS[p.profile];
  const [template, position] = p.profile.split('.');
  const line = TEMPLATES[template ?? '']?.lines[position as Position];
  return {
    id: p.id,
    name: p.name,
    number: p.number,
    position: { id: p.position, ...POSITION_NAMES[p.position] },
    profile: { id: p.profile, ...(special?.names ?? line?.names ?? { fr: p.profile, en: p.profile }) },
    special: p.special,
    stats: p.stats,
    abilities: p.abilities.map((a) => ({ id: a, ...(ABILITIES[a]?.names ?? { fr: a, en: a }) })),
    equipment:
      p.equipment === null
        ? null
        : { id: p.equipment, ...(EQUIPMENT[p.equipment]?.names ?? { fr: '?', en: '?' }) },
    career: p.career ?? null,
  };
}

/** The roster of a stored team (a row from before its document would have none: an empty one). */
const rosterOf = (t: GoblinRow): Roster =>
  (t.doc as Roster | undefined) ?? {
    name: t.name,
    template: '?',
    alignment: 'neutral',
    players: [],
    teamRerolls: 0,
    treasury: 0,
  };

/**
 * ARB-SB-80: a team's coach hires a player (paid from the treasury) or fires one (no refund) between league
 * matches; the roster keeps to SB-TEAM-1/2/8/10 (`hirePlayer`, `firePlayer`).
 */
const BETWEEN: Record<string, BetweenMatches> = {
  hire(doc, body) {
    const b = hireBody.safeParse(body);
    if (!b.success) return bad(zodRefusal('invalid', b.error));
    const r = hirePlayer(doc as Roster, b.data as Parameters<typeof hirePlayer>[1]);
    if (!r.ok) return bad(r.error);
    const { roster, player, cost } = r.value;
    return {
      ok: true,
      value: { doc: roster, done: { hired: playerSheet(player), cost, treasury: roster.treasury } },
    };
  },
  fire(doc, body) {
    const b = fireBody.safeParse(body);
    if (!b.success) return bad(zodRefusal('invalid', b.error));
    const r = firePlayer(doc as Roster, b.data.player);
    if (!r.ok)
      return { ok: false, error: { ...r.error, status: r.error.code === 'fire.unknown' ? 404 : 400 } };
    const { roster, player } = r.value;
    return {
      ok: true,
      value: { doc: roster, done: { fired: playerSheet(player), cost: 0, treasury: roster.treasury } },
    };
  },
};

/** The Spark Ball adapter of the game `game` over its rules. */
export function sparkBallLeague(game: string, rules: AnyRules): LeagueGame<GoblinRow, PieceResult, EntryRow> {
  return {
    game,
    rules,
    name: { fr: 'Spark Ball', en: 'Spark Ball' },
    reservedOptions: ['players', 'teams'],
    pieceName: { fr: 'équipe', en: 'team' },
    create(base: LeaguePiece, body: unknown) {
      const roster = rosterFromBody(base.name, body);
      if (!roster.ok) return roster;
      return {
        ok: true,
        value: { ...base, xp: 0, gold: 0, skills: [], injuries: [], status: 'active', doc: roster.value },
      };
    },
    edit(piece, name, body) {
      const roster = rosterFromBody(name, body);
      return roster.ok ? { ok: true, value: { ...piece, name, doc: roster.value } } : roster;
    },
    between: BETWEEN,
    piecesPerSeat: () => 1,
    matchOptions: (_league, extra, seats, teams) => ({
      ...extra,
      players: seats,
      teams: teams.map((t) => rosterOf(t)),
    }),
    results(state, outcome) {
      const changes = teamChangesOf(state);
      return changes === null ? null : teamResults(changes, outcome);
    },
    summary(t) {
      const r = rosterOf(t);
      const template = TEMPLATES[r.template];
      return {
        template: { id: r.template, ...(template?.names ?? { fr: r.template, en: r.template }) },
        alignment: r.alignment,
        playerCount: r.players.length,
        rerolls: r.teamRerolls,
        treasury: r.treasury,
        value: rosterCost(r).total,
        injured: r.players.filter((p) => p.career !== undefined).length,
      };
    },
    sheet: (t) => ({ roster: rosterOf(t), players: rosterOf(t).players.map(playerSheet) }),
    line: (e) => ({ team: (e.line as TeamLine | undefined) ?? null }),
    standings: teamStandings,
  };
}
