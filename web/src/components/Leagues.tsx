/**
 * The leagues page (`/leagues`): every league with its game and owner, and a form to create one of a game
 * with leagues (signed in: the creator owns the league).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInLink, useAccount } from '../account-api.ts';
import { ApiError } from '../api.ts';
import { leagueApi, type LeagueGame, type LeagueListItem } from '../league-api.ts';
import type { Refusal } from '../protocol.ts';
import { Header, RefusalBanner, useLang } from './common.tsx';

/** A refusal from anything thrown by an API call. */
export function refusalOf(e: unknown): Refusal {
  return e instanceof ApiError ? e.refusal : { code: 'error', message: String(e), en: String(e) };
}

/** The link of a league page, or of a goblin's sheet in it. */
export function leagueLink(league: string, goblin?: string): string {
  const base = `/leagues/${encodeURIComponent(league)}`;
  return goblin === undefined ? base : `${base}/goblins/${encodeURIComponent(goblin)}`;
}

export function Leagues() {
  const { t } = useTranslation();
  const [leagues, setLeagues] = useState<LeagueListItem[] | null>(null);
  const [name, setName] = useState('');
  // The games with leagues on this server (the first is the default) and the one chosen.
  const [games, setGames] = useState<LeagueGame[]>([]);
  const [game, setGame] = useState<string | undefined>(undefined);
  const lang = useLang();
  const gameName = (id: string): string => games.find((g) => g.id === id)?.name[lang] ?? id;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const account = useAccount();
  useEffect(() => {
    leagueApi.list().then(setLeagues, (e: unknown) => setRefusal(refusalOf(e)));
    leagueApi.games().then(setGames, (e: unknown) => setRefusal(refusalOf(e)));
  }, []);
  const create = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const l = await leagueApi.create(name, game ?? games[0]?.id);
      location.href = leagueLink(l.id);
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <Header>
        <span className="tagline">{t('league.leagues')}</span>
      </Header>
      <main className="lobby">
        <div>
          <form
            className="panel"
            data-testid="league-form"
            onSubmit={(e) => {
              e.preventDefault();
              void create();
            }}
          >
            <h2>{t('league.create')}</h2>
            <p className="small-print">{t('league.intro')}</p>
            {account === null && (
              <p data-testid="signin-needed">
                <a href={signInLink()}>{t('account.toCreateLeague')}</a>
              </p>
            )}
            <fieldset className="plain" disabled={!account}>
              <label>
                {t('league.name')}{' '}
                <input
                  value={name}
                  maxLength={80}
                  required
                  data-testid="league-name"
                  onChange={(e) => setName(e.target.value)}
                />
              </label>
              <label>
                {t('leagueGames.game')}{' '}
                <select
                  value={game ?? games[0]?.id ?? ''}
                  data-testid="league-game"
                  onChange={(e) => setGame(e.target.value)}
                >
                  {games.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name[lang]}
                    </option>
                  ))}
                </select>
              </label>
              <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
              <div className="buttons">
                <button type="submit" disabled={busy} data-testid="league-create">
                  {t('league.submit')}
                </button>
              </div>
            </fieldset>
          </form>
        </div>
        <div>
          <section className="panel" data-testid="leagues">
            <h2>{t('league.leagues')}</h2>
            {leagues === null ? (
              <p>{t('league.loading')}</p>
            ) : leagues.length === 0 ? (
              <p className="small-print">{t('league.none')}</p>
            ) : (
              <ul className="matches">
                {leagues.map((l) => (
                  <li key={l.id}>
                    <a href={leagueLink(l.id)}>
                      <strong>{l.name}</strong>
                    </a>{' '}
                    <span className="small-print">
                      <span data-testid="league-game-name">{gameName(l.game)}</span>
                      {' · '}
                      {l.game === 'spark-ball'
                        ? t('sbLeague.counts', { teams: l.goblins, matches: l.matches })
                        : t('league.counts', { goblins: l.goblins, matches: l.matches })}
                      {' · '}
                      {l.owner ? t('league.owner', { name: l.owner.name }) : t('league.readOnlyShort')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </main>
    </div>
  );
}
