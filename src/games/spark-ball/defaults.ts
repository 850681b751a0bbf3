/**
 * Quick play: a match created with no rosters plays the quick-play rosters (4.2) of two templates, so that the
 * server, the CLI, the lobby and the bots can start a match from `{}`. `quick: { home, away }` names the
 * templates (default T1 against T2), with player ids prefixed by side (`h-`, `a-`); it is resolved into `teams` before the options are validated, so a record
 * holding `{}` or `{ quick: … }` replays to the same match.
 */
import { err, ok, type Result } from '../../engine/types.ts';
import { quickPlay } from './teams/build.ts';

/** The templates of a match with neither `teams` nor `quick`. */
export const DEFAULT_QUICK = { home: 'T1', away: 'T2' } as const;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `input` with `quick` replaced by the two quick-play rosters in `teams`; unchanged when it gives `teams`
 * (both keys at once are refused) or is not an object (the schema refuses it).
 */
export function withQuickTeams(input: unknown): Result<unknown> {
  const o = input === undefined || input === null ? {} : input;
  if (!isObject(o)) return ok(o);
  if (o.teams !== undefined) {
    if (o.quick === undefined) return ok(o);
    return err(
      'options.quick',
      'SB-SETUP-1',
      'Les options donnent à la fois teams et quick ; donnez les effectifs ou les modèles, pas les deux.',
      'The options give both teams and quick; give the rosters or the templates, not both.',
    );
  }
  const quick = o.quick ?? DEFAULT_QUICK;
  if (!isObject(quick) || Object.keys(quick).some((k) => k !== 'home' && k !== 'away')) {
    return err(
      'options.quick',
      'SB-SETUP-1',
      'quick doit être { home, away } avec deux identifiants de modèle (T1 à T4).',
      'quick must be { home, away } with two template ids (T1 to T4).',
    );
  }
  const teams = [];
  for (const key of ['home', 'away'] as const) {
    const id = quick[key] ?? DEFAULT_QUICK[key];
    if (typeof id !== 'string') {
      return err(
        'options.quick',
        'SB-SETUP-1',
        `quick.${key} doit être un identifiant de modèle (T1 à T4), pas ${JSON.stringify(id)}.`,
        `quick.${key} must be a template id (T1 to T4), not ${JSON.stringify(id)}.`,
      );
    }
    const roster = quickPlay(id);
    if (!roster.ok) return roster;
    // Side-prefixed ids (h-p1, a-p1): both sides' quick rosters number their players alike, and a view or a
    // log naming a player by id alone must not be ambiguous.
    const prefix = key === 'home' ? 'h-' : 'a-';
    teams.push({ ...roster.value, players: roster.value.players.map((p) => ({ ...p, id: prefix + p.id })) });
  }
  const rest = { ...o };
  delete rest.quick;
  return ok({ ...rest, teams });
}
