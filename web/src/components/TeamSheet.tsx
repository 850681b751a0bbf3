/**
 * A Spark Ball team's sheet (`/leagues/:id/teams/:team`): its template, alignment, rerolls and treasury, every
 * player with his characteristics, abilities, item and what he carries into the next match (sprain, missed
 * match, coma), and every league match it played with what the match did to it (deaths, permanent losses,
 * injuries). Its coach may delete a team that never played.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../account-api.ts';
import { matchLink } from '../api.ts';
import { credits, teamApi, type TeamPlayer, type TeamSheet as Sheet } from '../league-api.ts';
import type { Refusal } from '../protocol.ts';
import { Header, RefusalBanner, useLang } from './common.tsx';
import { leagueLink, refusalOf } from './Leagues.tsx';

const STATS = ['mv', 'f', 'r', 'ag', 'ar'] as const;

/** What a player carries into his team's next match, in words ('' for a fit player). */
function careerText(c: TeamPlayer['career'], t: (k: string, o?: Record<string, unknown>) => string): string {
  if (c === null) return '';
  const out: string[] = [];
  if (c.sprainNextMatch) out.push(t('sbLeague.sprain'));
  if (c.comaAttempts !== undefined) out.push(t('sbLeague.coma', { count: c.comaAttempts }));
  else if (c.missNextMatch) out.push(t('sbLeague.missNext'));
  return out.join(' · ');
}

export function TeamSheet({ league, team }: { league: string; team: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const account = useAccount();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    teamApi.sheet(league, team).then(setSheet, (e: unknown) => setRefusal(refusalOf(e)));
  }, [league, team]);
  const date = (iso: string) => new Date(iso).toLocaleDateString(lang === 'en' ? 'en-GB' : 'fr-FR');
  const remove = async () => {
    setRefusal(null);
    try {
      await teamApi.remove(league, team);
      location.href = leagueLink(league);
    } catch (e) {
      setRefusal(refusalOf(e));
    }
  };
  const mine = !!account && sheet?.coach?.id === account.id;
  return (
    <div className="page">
      <Header>
        <a href={leagueLink(league)} className="tagline">
          {sheet ? t('league.backLeague', { name: sheet.league.name }) : t('league.back')}
        </a>
      </Header>
      <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
      {sheet && (
        <main className="team-sheet" data-testid="team-sheet">
          <section className="panel">
            <h1 className="league-name" data-testid="team-sheet-name">
              {sheet.name}
            </h1>
            <dl className="facts">
              <dt>{t('league.status')}</dt>
              <dd data-testid="team-status">
                {t(`league.statuses.${sheet.status}`)}
                {sheet.busy && (
                  <>
                    {' '}
                    · <a href={matchLink(sheet.busy)}>{t('league.busy')}</a>
                  </>
                )}
              </dd>
              <dt>{t('league.coach')}</dt>
              <dd>{sheet.coach?.name ?? '—'}</dd>
              <dt>{t('sbLeague.template')}</dt>
              <dd data-testid="team-template-name">
                {sheet.template.id} · {sheet.template[lang]} ({t(`sbLeague.alignments.${sheet.alignment}`)})
              </dd>
              <dt>{t('sbLeague.rerolls')}</dt>
              <dd>{sheet.rerolls}</dd>
              <dt>{t('sbLeague.treasury')}</dt>
              <dd data-testid="team-treasury">{credits(sheet.treasury)}</dd>
              <dt>{t('sbLeague.value')}</dt>
              <dd>{credits(sheet.value)}</dd>
            </dl>
            {mine && sheet.history.length === 0 && !sheet.busy && (
              <div className="buttons">
                <button
                  type="button"
                  className="small"
                  data-testid="team-delete"
                  onClick={() => void remove()}
                >
                  {t('sbLeague.delete')}
                </button>
              </div>
            )}
          </section>
          <section className="panel">
            <h2>{t('sbLeague.players', { count: sheet.players.length })}</h2>
            <div className="table-scroll">
              <table className="standings team-players" data-testid="team-players">
                <thead>
                  <tr>
                    <th className="num">{t('sbLeague.number')}</th>
                    <th>{t('sbLeague.player')}</th>
                    {STATS.map((s) => (
                      <th key={s} className="num">
                        {t(`sbLeague.stats.${s}`)}
                      </th>
                    ))}
                    <th className="wide-only">{t('sbLeague.abilities')}</th>
                    <th className="wide-only">{t('sbLeague.item')}</th>
                    <th className="wide-only">{t('sbLeague.career')}</th>
                  </tr>
                </thead>
                <tbody>
                  {sheet.players.map((p) => {
                    const abilities = p.abilities.map((a) => a[lang]).join(', ');
                    const career = careerText(p.career, t);
                    // On a phone the abilities, item and career go under the name (their columns are hidden).
                    const narrow = [abilities, p.equipment?.[lang] ?? '', career].filter((x) => x !== '');
                    return (
                      <tr key={p.id} data-player={p.id} className={p.career ? 'injured' : undefined}>
                        <td className="num">{p.number}</td>
                        <td>
                          {p.name}
                          <span className="small-print coach-line">
                            {p.position[lang]}
                            {p.special ? ` · ${p.profile[lang]}` : ''}
                          </span>
                          {narrow.length > 0 && (
                            <span className="small-print coach-line narrow-only">{narrow.join(' · ')}</span>
                          )}
                        </td>
                        {STATS.map((s) => (
                          <td key={s} className="num">
                            {p.stats[s]}
                          </td>
                        ))}
                        <td className="wide-only">{abilities || '—'}</td>
                        <td className="wide-only">{p.equipment ? p.equipment[lang] : '—'}</td>
                        <td className="wide-only" data-testid="career">
                          {career || '—'}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
          <section className="panel">
            <h2>{t('league.history')}</h2>
            {sheet.history.length === 0 ? (
              <p className="small-print">{t('league.noHistory')}</p>
            ) : (
              <ol className="history" data-testid="history">
                {sheet.history.map((h) => (
                  <li key={h.match} data-match={h.match} data-applied={h.applied}>
                    <a href={matchLink(h.match)}>{date(h.createdAt)}</a>{' '}
                    {h.applied ? (
                      <>
                        <strong>
                          {t('sbLeague.scoreLine', { count: h.score ?? 0 })}
                          {h.won ? ` ★ ${t('league.won')}` : ''}
                        </strong>
                        {h.team?.dead.map((d) => (
                          <span key={`d${d.id}`}> · {t('sbLeague.died', { name: d.name })}</span>
                        ))}
                        {h.team?.losses.map((l) => (
                          <span key={`l${l.id}`}>
                            {' · '}
                            {t('sbLeague.lost', {
                              name: l.name,
                              stats: Object.entries(l.losses)
                                .map(([k, v]) => `${v} ${t(`sbLeague.stats.${k}`)}`)
                                .join(', '),
                            })}
                          </span>
                        ))}
                        {h.team?.careers.map((c) => (
                          <span key={`c${c.id}`}>
                            {' · '}
                            {t('sbLeague.careerLine', { name: c.name, what: careerText(c.career, t) })}
                          </span>
                        ))}
                        {h.statusAfter && h.statusAfter !== 'active' && (
                          <> · {t(`league.statuses.${h.statusAfter}`)}</>
                        )}
                      </>
                    ) : (
                      <span className="small-print">
                        {h.declined ? t('league.declined') : t('league.waiting')}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </main>
      )}
      {!sheet && !refusal && <p>{t('league.loading')}</p>}
    </div>
  );
}
