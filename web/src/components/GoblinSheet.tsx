/**
 * A goblin's sheet (`/leagues/:id/goblins/:goblin`): status, XP and level, gold, skills and traits,
 * injuries, and every league match it played with what the match gave it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchLink } from '../api.ts';
import { gold, leagueApi, type GoblinSheet as Sheet, type SkillInfo } from '../league-api.ts';
import type { Refusal } from '../protocol.ts';
import { Header, RefusalBanner, useLang } from './common.tsx';
import { leagueLink, refusalOf } from './Leagues.tsx';

function SkillList({ skills, empty }: { skills: SkillInfo[]; empty: string }) {
  const lang = useLang();
  if (skills.length === 0) return <p className="small-print">{empty}</p>;
  return (
    <ul className="skills">
      {skills.map((s) => (
        <li key={s.id}>{s[lang]}</li>
      ))}
    </ul>
  );
}

export function GoblinSheet({ league, goblin }: { league: string; goblin: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    leagueApi.sheet(league, goblin).then(setSheet, (e: unknown) => setRefusal(refusalOf(e)));
  }, [league, goblin]);
  const date = (iso: string) => new Date(iso).toLocaleDateString(lang === 'en' ? 'en-GB' : 'fr-FR');
  return (
    <div className="page">
      <Header>
        <a href={leagueLink(league)} className="tagline">
          {sheet ? t('league.backLeague', { name: sheet.league.name }) : t('league.back')}
        </a>
      </Header>
      <RefusalBanner refusal={refusal} />
      {sheet && (
        <main className="lobby goblin-sheet" data-testid="sheet">
          <div>
            <section className="panel">
              <h1 className="league-name" data-testid="sheet-name">
                {t('league.sheet', { name: sheet.name })}
              </h1>
              <dl className="facts">
                <dt>{t('league.status')}</dt>
                <dd data-testid="sheet-status">
                  {t(`league.statuses.${sheet.status}`)}
                  {sheet.busy && (
                    <>
                      {' '}
                      · <a href={matchLink(sheet.busy)}>{t('league.busy')}</a>
                    </>
                  )}
                </dd>
                <dt>{t('league.coach')}</dt>
                <dd data-testid="sheet-coach">{sheet.coach?.name ?? '—'}</dd>
                <dt>{t('league.xp')}</dt>
                <dd data-testid="sheet-xp" data-xp={sheet.xp}>
                  {t('league.xpLine', { xp: sheet.xp, level: sheet.level[lang] })} (
                  {sheet.level.next === null
                    ? t('league.topLevel')
                    : t('league.nextLevel', { next: sheet.level.next })}
                  )
                </dd>
                <dt>{t('league.gold')}</dt>
                <dd data-testid="sheet-gold" data-gold={sheet.gold}>
                  {gold(sheet.gold)}
                </dd>
              </dl>
            </section>
            <section className="panel">
              <h2>{t('league.skills')}</h2>
              <SkillList
                skills={sheet.skills.filter((s) => s.kind === 'skill')}
                empty={t('league.noSkill')}
              />
              <h2>{t('league.traits')}</h2>
              <SkillList
                skills={sheet.skills.filter((s) => s.kind === 'trait')}
                empty={t('league.noSkill')}
              />
              <h2>{t('league.injuries')}</h2>
              {sheet.injuries.length === 0 ? (
                <p className="small-print">{t('league.noInjury')}</p>
              ) : (
                <ul className="skills">
                  {sheet.injuries.map((i, k) => (
                    <li key={k}>
                      {t('league.injuryLine', { name: i[lang], roll: i.roll })} —{' '}
                      <a href={matchLink(i.match)}>
                        <code>{i.match}</code>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <div>
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
                            {t('league.placingLine', { placing: h.placing, score: h.score })}
                            {h.won ? ` ★ ${t('league.won')}` : ''}
                          </strong>
                          <br />+{h.xpGained} XP · +{gold(h.goldGained ?? 0)}
                          {h.careCost ? ` · ${t('league.care')} −${gold(h.careCost)}` : ''}
                          {h.injury && (
                            <> · {t('league.injuryLine', { name: h.injury[lang], roll: h.injury.roll })}</>
                          )}
                          {h.skillsGained.length > 0 && (
                            <> · {h.skillsGained.map((x) => x[lang]).join(', ')}</>
                          )}
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
          </div>
        </main>
      )}
      {!sheet && !refusal && <p>{t('league.loading')}</p>}
    </div>
  );
}
