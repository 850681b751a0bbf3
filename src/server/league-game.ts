/**
 * What a game with careers or teams gives the leagues (docs/protocol.md, "Leagues"; docs/web.md): a league
 * is of one game, and everything that league code needs to know about that game goes through its
 * `LeagueGame` adapter — which pieces persist from match to match (Piss' Squig: goblins; Spark Ball: a team,
 * one document per coach with its players inside), how a new one is checked, how a match's options are
 * built from the chosen pieces, what a finished match does to them, and how they are shown.
 *
 * Ownership, coaches, reserved seats, claims and declines, and applying the end-of-match updates in one
 * idempotent transaction stay in `leagues.ts` and `store/leagues.ts`, the same for every game. The games
 * that have an adapter are listed in `league-games.ts`, the only place naming them.
 */
import type { AnyRules, Outcome, Result } from '../engine/types.ts';
import type { Refusal } from './protocol.ts';

/** A name in both languages. */
export interface Named {
  fr: string;
  en: string;
}

/** A persistent piece of a league: what every game's piece has, whatever it carries besides. */
export interface LeaguePiece {
  id: string;
  leagueId: string;
  name: string;
  /** 'active' pieces play; the others (dead, retired…) stay on the sheets. */
  status: string;
  createdAt: string;
  /** Its coach's account (who made it); null before accounts. */
  coachId: string | null;
}

/** The refusal of a league request, with its HTTP status. */
export type LeagueRefusal = Refusal & { status: number };

/**
 * A game's league adapter. `P` is its persistent piece as stored, `R` what a finished match does to one
 * piece (written in one transaction with the match marked applied), `L` a piece's stored line in one
 * league match (its history). A Spark Ball adapter will have `P` = a coach's team (its `Roster` of
 * src/games/spark-ball/teams/types.ts as one JSON document, checked by `validateRoster`) and `R` = the
 * team after its post-match sequence (each roll a chance step and each choice a decision of the match
 * record, so the final state already holds it).
 */
export interface LeagueGame<P extends LeaguePiece, R, L> {
  /** The game's id in the rules registry: a league's matches are all of this game. */
  readonly game: string;
  /** That game's rules (the leagues ask them whether a match is over, and how). */
  readonly rules: AnyRules;
  /** The game's name, shown on the leagues list and creation form. */
  readonly name: Named;
  /** Match options the server sets from the league and its pieces (a client sending one is refused). */
  readonly reservedOptions: readonly string[];

  /**
   * A new piece from its common part (id, league, checked unique name, coach) and its creation request:
   * Piss' Squig: 0 XP, 0 gold, no skill (PS-CAMP-10); Spark Ball: the roster checked by `validateRoster`.
   */
  create(base: LeaguePiece, body: unknown): Result<P, LeagueRefusal>;

  /** How many pieces each seat plays under a match's options (Piss' Squig doubles: 2; Spark Ball: 1 team). */
  piecesPerSeat(options: Record<string, unknown>): number;

  /** A league match's options from the client's other options and the chosen pieces (seat-major). */
  matchOptions(
    league: string,
    extra: Record<string, unknown>,
    seats: number,
    pieces: P[],
  ): Record<string, unknown>;

  /**
   * What a finished match does to each of its pieces, read from its final state and outcome, or null when
   * the state carries no league report (nothing is applied). It must only read the state: after a
   * restart it is called again on the replayed state, and the store applies its answer once.
   */
  results(state: unknown, outcome: Outcome): R[] | null;

  /** A piece's game part as listed on the league page (level, skills, gold… for a goblin). */
  summary(piece: P): Record<string, unknown>;

  /** The game part of a piece's sheet beyond its summary (a goblin's injuries). */
  sheet(piece: P): Record<string, unknown>;

  /** The game part of one line of a piece's history (XP and gold gained, injury and skills…). */
  line(line: L): Record<string, unknown>;

  /** The league's standings from its pieces and their lines in applied matches. */
  standings(pieces: P[], lines: L[]): unknown[];

  /** What a piece is called in messages (default: a goblin), e.g. `{ fr: 'équipe', en: 'team' }`. */
  readonly pieceName?: Named;

  /**
   * A piece changed by its coach before its first league match (a Spark Ball team rebuilt): the new piece
   * from the stored one, its checked unique name and the request; absent when pieces cannot be changed.
   */
  edit?(piece: P, name: string, body: unknown): Result<P, LeagueRefusal>;

  /**
   * What a piece's coach may change between its league matches, by name (a Spark Ball team hires or fires a
   * player, ARB-SB-80): each makes the piece's new document from the stored one and the request (checked
   * here, any JSON in) and says what it did; absent when the game's pieces change only by playing.
   */
  readonly between?: Readonly<Record<string, BetweenMatches>>;
}

/** One change between matches: the piece's new document and what was done (shown to the coach), or why not. */
export type BetweenMatches = (
  doc: unknown,
  body: unknown,
) => Result<{ doc: unknown; done: Record<string, unknown> }, LeagueRefusal>;
