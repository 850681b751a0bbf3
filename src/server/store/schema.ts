/**
 * The database schema, as kysely sees it: one shape for SQLite and PostgreSQL (JSON kept as text,
 * booleans as 0/1, times as ISO strings, so both engines store exactly the same values).
 */
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

/** The kysely database type. */
export interface Database {
  matches: MatchesTable;
  inputs: InputsTable;
  sealed: SealedTable;
}
