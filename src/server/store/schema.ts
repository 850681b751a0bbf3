/**
 * The database schema, as kysely sees it: one shape for SQLite and PostgreSQL (JSON kept as text,
 * booleans as 0/1, times as ISO strings, so both engines store exactly the same values).
 */
import type { Generated } from 'kysely';

/** A match: its game, options, seats, dice and how it ended. */
export interface MatchesTable {
  id: string;
  game: string;
  rules_version: string;
  /** JSON of the options as given at creation. */
  options: string;
  /** JSON array of `StoredSeat`. */
  seats: string;
  dice_mode: string;
  /** The generator the server rolls with: 'hmac-sha256/1', or 'xoroshiro128+' for legacy matches. */
  dice_generator: string;
  casual: number;
  seed: string;
  seed_commitment: string;
  /** SHA-256 of the referee token, when dice are typed in. */
  referee_token_hash: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  final_hash: string | null;
  /** JSON of the outcome once the match is over. */
  outcome: string | null;
}

/** The journal of a match: every input (and undo) in order, appended before it is applied. */
export interface InputsTable {
  match_id: string;
  seq: number;
  /** JSON of a `JournalEntry`. */
  input: string;
  created_at: string;
}

/** Sealed orders held until every order of the round is in. */
export interface SealedTable {
  match_id: string;
  seat: number;
  input: string;
  created_at: string;
}

/** A league of one game (Piss' Squig: goblins with careers), playing matches stored with the others. */
export interface LeaguesTable {
  id: string;
  name: string;
  /** The game of its matches (column default 'piss-squig', as every league made before migration 0006). */
  game: Generated<string>;
  created_at: string;
  /** The account that created it; null for leagues created before accounts (read-only). */
  owner_id: string | null;
}

/** A goblin of a league and its career so far (PS-CAMP-10: 0 XP, 0 gold, no skill at creation). */
export interface LeagueGoblinsTable {
  id: string;
  league_id: string;
  name: string;
  /** The name as names compare (lower case, trimmed): unique in a league. */
  name_key: string;
  xp: number;
  gold: number;
  /** JSON array of skill and trait names (skills.ts). */
  skills: string;
  /** JSON array of `{ match, roll, result }`, oldest first. */
  injuries: string;
  /** 'active', 'retired' or 'dead'. */
  status: string;
  created_at: string;
  /** The account of its coach (the member who recruited it); null before accounts. */
  coach_id: string | null;
  /** A piece that is one JSON document (a Spark Ball team's roster, migration 0007); null for a goblin. */
  doc: string | null;
}

/** A league match; `applied_at` is set, in the same transaction, when its post-match report is applied. */
export interface LeagueMatchesTable {
  match_id: string;
  league_id: string;
  created_at: string;
  applied_at: string | null;
  /** Set when a coach declined a seat reserved to them: the match does not count, its goblins are free. */
  declined_at: string | null;
}

/** One goblin in one league match: its seat, then (once applied) what the match did to its career. */
export interface LeagueEntriesTable {
  match_id: string;
  goblin_id: string;
  seat: number;
  /** The goblin's index in the match (its entry in the `goblins` option). */
  goblin_index: number;
  placing: number | null;
  score: number | null;
  won: number | null;
  /** Points this goblin validated. */
  points: number | null;
  xp_gained: number | null;
  gold_gained: number | null;
  care_cost: number | null;
  /** JSON `{ roll, result }` or null. */
  injury: string | null;
  /** JSON array of skill names gained. */
  skills_gained: string | null;
  /** The goblin's status after the match. */
  status_after: string | null;
  /** A document piece's line (JSON: what the match did to a Spark Ball team, migration 0007); else null. */
  line: string | null;
}

/** An account: a unique name (compared without case) and its scrypt password hash. */
export interface AccountsTable {
  id: string;
  name: string;
  /** The name as names compare (lower case, trimmed): unique. */
  name_key: string;
  /** `scrypt$N$r$p$salt$hash` (salt and hash base64url); never the password. */
  password: string;
  created_at: string;
}

/** A signed-in session: the SHA-256 of its random token, its account and when it expires. */
export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

/** A coach of a league (its owner included): who may recruit goblins and seat them. */
export interface LeagueMembersTable {
  league_id: string;
  account_id: string;
  created_at: string;
}

/**
 * An OSOI army list or battlefield saved by its owner's account (migration 0008): the list or map as JSON,
 * its name for lists, and a revision counted up at each change (concurrent edits, `osoi-store.ts`).
 */
export interface OsoiSavedTable {
  id: string;
  owner_id: string;
  name: string;
  body: string;
  revision: number;
  created_at: string;
  updated_at: string;
}

/**
 * A lab batch of an account (migration 0009, `store/lab.ts`): its request (`LabSpec` as JSON), status, progress,
 * result (`LabResult` as JSON, partial while it runs) and rows (`matches.csv`).
 */
export interface LabBatchesTable {
  id: string;
  owner_id: string;
  game: string;
  spec: string;
  /** 'queued', 'running', 'done', 'cancelled', 'interrupted' or 'failed'. */
  status: string;
  games_done: number;
  games_total: number;
  /** Seconds of play. */
  seconds: number;
  result: string | null;
  matches_csv: string | null;
  /** JSON `{ code, message, en }` of a failure. */
  error: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** The kysely database type. */
export interface Database {
  matches: MatchesTable;
  inputs: InputsTable;
  sealed: SealedTable;
  leagues: LeaguesTable;
  league_goblins: LeagueGoblinsTable;
  league_matches: LeagueMatchesTable;
  league_entries: LeagueEntriesTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  league_members: LeagueMembersTable;
  osoi_armies: OsoiSavedTable;
  osoi_maps: OsoiSavedTable;
  lab_batches: LabBatchesTable;
}
