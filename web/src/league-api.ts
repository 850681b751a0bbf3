/**
 * HTTP calls and answers of the leagues (docs/protocol.md, "Leagues").
 */
import { call } from './api.ts';
import type { HireOrder } from '../../src/games/spark-ball/teams/hire.ts';
import type { Roster } from '../../src/games/spark-ball/teams/types.ts';
import type { Created } from './protocol.ts';
import type { BotLevel } from './botLevels.ts';

/** A name in both languages. */
export interface Named {
  fr: string;
  en: string;
}

export type GoblinStatus = 'active' | 'retired' | 'dead';

/** An account as the leagues show it: an owner or a coach. */
export interface AccountRef {
  id: string;
  name: string;
}

export interface LeagueListItem {
  id: string;
  name: string;
  /** The game of its matches (a game with leagues, `GET /api/leagues/games`). */
  game: string;
  createdAt: string;
  /** null: a league from before accounts, read-only. */
  owner: AccountRef | null;
  goblins: number;
  matches: number;
}

export interface SkillInfo extends Named {
  id: string;
  kind: 'skill' | 'trait';
}

export interface Level extends Named {
  n: number;
  next: number | null;
}

export interface GoblinSummary {
  id: string;
  name: string;
  xp: number;
  level: Level;
  gold: number;
  skills: SkillInfo[];
  status: GoblinStatus;
  busy: string | null;
  coach: AccountRef | null;
}

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

export interface LeagueDetail {
  id: string;
  name: string;
  game: string;
  createdAt: string;
  owner: AccountRef | null;
  members: AccountRef[];
  goblins: GoblinSummary[];
  standings: Standing[];
  matches: {
    id: string;
    createdAt: string;
    status: 'open' | 'active' | 'finished' | 'expired';
    applied: boolean;
    declined: boolean;
    /** Open seats reserved to their goblins' coach. */
    waiting: { seat: number; coach: AccountRef | null; goblins: string[] }[];
    goblins: { seat: number; goblin: string; name: string }[];
  }[];
}

export interface Injury extends Named {
  roll: number;
  result: string;
}

export interface HistoryLine {
  match: string;
  createdAt: string;
  matchStatus: 'open' | 'active' | 'finished' | 'expired';
  applied: boolean;
  declined: boolean;
  seat: number;
  placing: number | null;
  score: number | null;
  won: boolean | null;
  points: number | null;
  xpGained: number | null;
  goldGained: number | null;
  careCost: number | null;
  injury: Injury | null;
  skillsGained: SkillInfo[];
  statusAfter: GoblinStatus | null;
}

export interface GoblinSheet extends GoblinSummary {
  league: { id: string; name: string };
  createdAt: string;
  injuries: (Injury & { match: string })[];
  history: HistoryLine[];
}

export interface LeagueSeat {
  goblins: string[];
  kind: 'human' | 'bot' | 'open';
  /** A bot seat's level, one the server lists for the game (`GET /api/games`, `bots`). */
  level?: BotLevel;
}

/** A game leagues may be created for. */
export interface LeagueGame {
  id: string;
  name: Named;
}

const enc = encodeURIComponent;

export const leagueApi = {
  list: () => call<LeagueListItem[]>('GET', '/api/leagues'),
  games: () => call<LeagueGame[]>('GET', '/api/leagues/games'),
  create: (name: string, game?: string) =>
    call<LeagueListItem>('POST', '/api/leagues', game === undefined ? { name } : { name, game }),
  invite: (id: string, name: string) => call<AccountRef>('POST', `/api/leagues/${enc(id)}/members`, { name }),
  claim: (id: string, match: string, seat: number) =>
    call<{ token: string; link: string }>(
      'POST',
      `/api/leagues/${enc(id)}/matches/${enc(match)}/seats/${seat}/claim`,
    ),
  decline: (id: string, match: string, seat: number) =>
    call<{ match: string; declined: true }>(
      'POST',
      `/api/leagues/${enc(id)}/matches/${enc(match)}/seats/${seat}/decline`,
    ),
  get: (id: string) => call<LeagueDetail>('GET', `/api/leagues/${enc(id)}`),
  addGoblin: (id: string, name: string) =>
    call<GoblinSummary>('POST', `/api/leagues/${enc(id)}/goblins`, { name }),
  sheet: (id: string, goblin: string) =>
    call<GoblinSheet>('GET', `/api/leagues/${enc(id)}/goblins/${enc(goblin)}`),
  start: (id: string, body: { seats: LeagueSeat[]; options?: Record<string, unknown> }) =>
    call<Created & { league: string }>('POST', `/api/leagues/${enc(id)}/matches`, body),
};

/** Gold as the rulebook writes it: "30 000 PO". */
export function gold(n: number): string {
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')} PO`;
}

// ---------------------------------------------------------------------------------------------------------------
// Spark Ball teams (docs/protocol.md, "Spark Ball leagues" and "Pieces"): the game-neutral piece routes.

/** A Spark Ball team as a league lists it. */
export interface TeamSummary {
  id: string;
  name: string;
  template: Named & { id: string };
  alignment: 'chaos' | 'order' | 'neutral';
  playerCount: number;
  rerolls: number;
  treasury: number;
  value: number;
  injured: number;
  status: GoblinStatus;
  busy: string | null;
  coach: AccountRef | null;
}

/** A line of a Spark Ball league's standings. */
export interface TeamStanding {
  rank: number;
  team: string;
  name: string;
  status: GoblinStatus;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/** A team player on its sheet. */
export interface TeamPlayer {
  id: string;
  name: string;
  number: number;
  position: Named & { id: string };
  profile: Named & { id: string };
  special: boolean;
  stats: { mv: number; f: number; r: number; ag: number; ar: number };
  abilities: (Named & { id: string })[];
  equipment: (Named & { id: string }) | null;
  career: { sprainNextMatch?: boolean; missNextMatch?: boolean; comaAttempts?: number } | null;
}

interface LinePlayer {
  id: string;
  name: string;
  number: number;
}

/** What one league match did to a team. */
export interface TeamHistoryLine extends Omit<HistoryLine, 'injury' | 'skillsGained'> {
  team: {
    dead: LinePlayer[];
    losses: (LinePlayer & { losses: Partial<TeamPlayer['stats']> })[];
    careers: (LinePlayer & { career: NonNullable<TeamPlayer['career']> })[];
  } | null;
}

export interface TeamSheet extends TeamSummary {
  league: { id: string; name: string };
  /** The stored roster (the rules' own `Roster`: hires are checked on it before they are sent). */
  roster: Roster;
  createdAt: string;
  players: TeamPlayer[];
  history: TeamHistoryLine[];
}

export const teamApi = {
  create: (league: string, body: Record<string, unknown> & { name: string }) =>
    call<TeamSummary>('POST', `/api/leagues/${enc(league)}/pieces`, body),
  sheet: (league: string, team: string) =>
    call<TeamSheet>('GET', `/api/leagues/${enc(league)}/pieces/${enc(team)}`),
  remove: (league: string, team: string) =>
    call<{ deleted: string }>('DELETE', `/api/leagues/${enc(league)}/pieces/${enc(team)}`),
  start: (league: string, seats: TeamSeatChoice[], options?: Record<string, unknown>) =>
    call<Created & { league: string }>(
      'POST',
      `/api/leagues/${enc(league)}/matches`,
      options === undefined ? { seats } : { seats, options },
    ),
  /** ARB-SB-80: hires a player between matches, paid from the treasury; answers the new sheet. */
  hire: (league: string, team: string, order: HireOrder) =>
    call<TeamSheet & { done: TeamDone }>(
      'POST',
      `/api/leagues/${enc(league)}/pieces/${enc(team)}/hire`,
      order,
    ),
  /** ARB-SB-80: fires a player between matches (no refund); answers the new sheet. */
  fire: (league: string, team: string, player: string) =>
    call<TeamSheet & { done: TeamDone }>('POST', `/api/leagues/${enc(league)}/pieces/${enc(team)}/fire`, {
      player,
    }),
};

/** Who plays a league match's team: its coach, a bot of a level, or its coach later (an open seat). */
export type TeamSeatChoice =
  { pieces: string[]; kind: 'human' | 'open' } | { pieces: string[]; kind: 'bot'; level: BotLevel };

/** What a hire or a firing did. */
export interface TeamDone {
  hired?: TeamPlayer;
  fired?: TeamPlayer;
  cost: number;
  treasury: number;
}

/** Credits as the team builder writes them: "1 000 cr". */
export function credits(n: number): string {
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')} cr`;
}

/** The link of a Spark Ball team's sheet. */
export function teamLink(league: string, team: string): string {
  return `/leagues/${enc(league)}/teams/${enc(team)}`;
}
