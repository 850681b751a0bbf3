/**
 * A Spark Ball team's sheet (`/leagues/:id/teams/:team`): its template, alignment, rerolls and treasury, every
 * player with his characteristics, abilities, item and what he carries into the next match (sprain, missed
 * match, coma), and every league match it played with what the match did to it (deaths, permanent losses,
 * injuries). Its coach may delete a team that never played, and between matches hire players with the treasury
 * and fire them (ARB-SB-80): the hire is checked live by the rules' own `hirePlayer`, then by the server.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT } from '../../../src/games/spark-ball/teams/equipment.ts';
import { hirePlayer, type HireOrder } from '../../../src/games/spark-ball/teams/hire.ts';
import { POSITIONS } from '../../../src/games/spark-ball/teams/rules.ts';
import { SPECIAL_CHARACTERS } from '../../../src/games/spark-ball/teams/specials.ts';
import { TEMPLATES } from '../../../src/games/spark-ball/teams/templates.ts';
import type { EquipmentId, Position } from '../../../src/games/spark-ball/teams/types.ts';
import { useAccount } from '../account-api.ts';
import { matchLink } from '../api.ts';
import { credits, teamApi, type TeamDone, type TeamPlayer, type TeamSheet as Sheet } from '../league-api.ts';
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

/**
 * Hiring between matches (ARB-SB-80): a line of the team's template or a special character who may join it,
 * with an item, at its team-building price from the treasury; the budget left, and why a hire is refused.
 */
function HirePanel({
  league,
  sheet,
  onChanged,
}: {
  league: string;
  sheet: Sheet;
  onChanged: (s: Sheet, done: TeamDone) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const template = TEMPLATES[sheet.roster.template];
  const [what, setWhat] = useState('attacker');
  const [item, setItem] = useState('');
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  if (template === undefined) return null;
  const specials = Object.values(SPECIAL_CHARACTERS).filter((sc) => sc.mayJoin.includes(sheet.alignment));
  const order: HireOrder = {
    ...((POSITIONS as readonly string[]).includes(what) ? { position: what as Position } : { special: what }),
    ...(name.trim() === '' ? {} : { name: name.trim() }),
    ...(item === '' ? {} : { equipment: item as EquipmentId }),
  };
  // The rules' own check, as the server will make it.
  const preview = hirePlayer(sheet.roster, order);
  const hire = async () => {
    setRefusal(null);
    setBusy(true);
    try {
      const r = await teamApi.hire(league, sheet.id, order);
      setName('');
      onChanged(r, r.done);
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setBusy(false);
    }
  };
  const text = (r: { message: string; en?: string }) => (lang === 'en' ? (r.en ?? r.message) : r.message);
  const problems = preview.ok ? [] : (preview.error.details ?? [preview.error]);
  return (
    <section className="panel hire-panel" data-testid="hire-panel">
      <h2>{t('sbHire.title')}</h2>
      <p className="small-print">{t('sbHire.help')}</p>
      <p data-testid="hire-budget">
        {t('sbHire.budget', { treasury: credits(sheet.treasury), players: sheet.players.length })}
      </p>
      <div className="hire-fields">
        <label>
          {t('sbHire.what')}{' '}
          <select value={what} data-testid="hire-what" onChange={(e) => setWhat(e.target.value)}>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {template.lines[p].names[lang]} · {credits(template.lines[p].cost)}
              </option>
            ))}
            {specials.map((sc) => (
              <option key={sc.id} value={sc.id}>
                ★ {sc.names[lang]} · {credits(sc.cost)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('sbLeague.item')}{' '}
          <select value={item} data-testid="hire-item" onChange={(e) => setItem(e.target.value)}>
            <option value="">{t('sbLeague.none')}</option>
            {Object.values(EQUIPMENT)
              .filter((x) => !x.weapon)
              .map((x) => (
                <option key={x.id} value={x.id}>
                  {x.names[lang]} · {credits(x.cost)}
                </option>
              ))}
          </select>
        </label>
        <label>
          {t('sbHire.name')}{' '}
          <input
            value={name}
            maxLength={40}
            data-testid="hire-name"
            placeholder={t('sbHire.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
      </div>
      {preview.ok ? (
        <p data-testid="hire-cost">
          {t('sbHire.cost', {
            cost: credits(preview.value.cost),
            left: credits(preview.value.roster.treasury),
          })}
        </p>
      ) : (
        <ul className="problems" data-testid="hire-problems">
          {problems.map((p, i) => (
            <li key={i}>{text(p)}</li>
          ))}
        </ul>
      )}
      <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
      <div className="buttons">
        <button type="button" data-testid="hire" disabled={busy || !preview.ok} onClick={() => void hire()}>
          {t('sbHire.hire')}
        </button>
      </div>
    </section>
  );
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
  const [done, setDone] = useState<TeamDone | null>(null);
  const [firing, setFiring] = useState<string | null>(null);
  const mine = !!account && sheet?.coach?.id === account.id;
  // Between matches (ARB-SB-80): an active team of yours, not in a match.
  const changes = mine && sheet.status === 'active' && !sheet.busy;
  const changed = (s: Sheet, d: TeamDone) => {
    setSheet(s);
    setDone(d);
    setFiring(null);
  };
  const fire = async (player: string) => {
    setRefusal(null);
    try {
      const r = await teamApi.fire(league, team, player);
      changed(r, r.done);
    } catch (e) {
      setRefusal(refusalOf(e));
    }
  };
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
          {done && (
            <p className="panel small-print" role="status" data-testid="hire-done">
              {done.hired
                ? t('sbHire.hired', {
                    name: done.hired.name,
                    cost: credits(done.cost),
                    left: credits(done.treasury),
                  })
                : t('sbHire.fired', { name: done.fired?.name ?? '?', left: credits(done.treasury) })}
            </p>
          )}
          {changes && <HirePanel league={league} sheet={sheet} onChanged={changed} />}
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
                          {changes && (
                            <span className="coach-line">
                              <button
                                type="button"
                                className="small"
                                data-testid="fire"
                                title={t('sbHire.fireTitle', { name: p.name })}
                                onClick={() => (firing === p.id ? void fire(p.id) : setFiring(p.id))}
                              >
                                {firing === p.id ? t('sbHire.fireConfirm') : t('sbHire.fire')}
                              </button>
                            </span>
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
