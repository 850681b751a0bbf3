/**
 * The games that have leagues, each with its adapter (`league-game.ts`): the only place naming them. A
 * league is created for one of these games (Piss' Squig when the request names none) and all its matches
 * are of that game. A game missing from the server's rules registry has no leagues on that server.
 */
import type { AnyRules } from '../engine/types.ts';
import { careerReport } from '../games/piss-squig/career.ts';
import type { PSState } from '../games/piss-squig/state.ts';
import type { LeagueGame } from './league-game.ts';
import { pissSquigLeague, type CareerReporter } from './piss-squig-league.ts';
import { sparkBallLeague } from './spark-ball-league.ts';
import type { EntryRow, GoblinRow, PieceResult } from './store/leagues.ts';

/**
 * An adapter whose pieces the store keeps (the `league_goblins` and `league_entries` tables): career pieces
 * (goblins, whose results are `EntryResult`s) or pieces that are one document (a Spark Ball team in `doc`,
 * whose results are `DocResult`s applied to that document in the store's transaction).
 */
export type StoredLeagueGame = LeagueGame<GoblinRow, PieceResult, EntryRow>;

/** The game of a league created without naming one (and of every league from before `game`). */
export const DEFAULT_LEAGUE_GAME = 'piss-squig';

/** Adapter options: Piss' Squig's post-match report can be replaced (tests script careers with it). */
export interface LeagueGameOptions {
  careerReport?: CareerReporter;
}

/** The Piss' Squig rules' post-match report. */
const psCareerReport: CareerReporter = (state) => careerReport(state as PSState);

/** How each game with leagues builds its adapter from its rules (the default game first: listed first). */
const ADAPTERS: Record<string, (rules: AnyRules, o: LeagueGameOptions) => StoredLeagueGame> = {
  'piss-squig': (rules, o) => pissSquigLeague('piss-squig', rules, o.careerReport ?? psCareerReport),
  'spark-ball': (rules) => sparkBallLeague('spark-ball', rules),
};

/** The league adapters of the games this server has, by game id, in the registry's order. */
export function leagueGames(
  games: Record<string, AnyRules>,
  options: LeagueGameOptions = {},
): Map<string, StoredLeagueGame> {
  const out = new Map<string, StoredLeagueGame>();
  for (const [id, make] of Object.entries(ADAPTERS)) {
    const rules = games[id];
    if (rules !== undefined) out.set(id, make(rules, options));
  }
  return out;
}
