/**
 * The post-match report of a Piss' Squig career match (PS-CAMP-1..9), from the view's `careers` once the
 * match is decided, as the post-match sequence fills it in: per goblin, XP by award, level before → after,
 * gold (+ gained − care), injury and care due, skills and traits gained, what became of him; the goblin
 * deciding now is highlighted. In a league match, names link to the goblins' sheets and to the league.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AWARD_NAMES, INJURIES, LEVELS, type CareerReport } from '../../../src/games/piss-squig/career.ts';
import type { PSView } from '../../../src/games/piss-squig/view.ts';
import { api } from '../api.ts';
import { goblinTag, isTrait, po, skillName } from '../psOffers.ts';
import { RuleLink, SEAT_COLOURS, useLang } from './common.tsx';
import { leagueLink } from './Leagues.tsx';

/** Phases of the post-match sequence, when the report is worth showing even before the outcome is read. */
const AFTER = new Set(['injury', 'care', 'advance', 'advanceChoice', 'over']);

/** The careers of a view, or null when the match is no career match or is not decided yet. */
export function careersOf(view: PSView): CareerReport[] | null {
  if (!view.careers || view.careers.length === 0) return null;
  return view.outcome !== null || AFTER.has(view.phase) ? view.careers : null;
}

export function PostMatch({
  view,
  match,
  deciding = null,
}: {
  view: PSView;
  /** The match id, to find its league (the `campaign` option, read from the record once it is over). */
  match?: string;
  deciding?: number | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const careers = careersOf(view);
  const colon = lang === 'fr' ? ' : ' : ': ';
  const over = careers !== null && view.pending.kind === 'over';
  const [league, setLeague] = useState<string | null>(null);
  useEffect(() => {
    if (!over || match === undefined) return;
    api.record(match).then(
      (r) => {
        const c = (r.options as { campaign?: unknown } | null)?.campaign;
        if (typeof c === 'string' && c !== 'off') setLeague(c);
      },
      () => undefined,
    );
  }, [match, over]);
  if (careers === null) return null;
  return (
    <section className="panel post-match career-report" data-testid="career-report">
      <h2>
        {t('ps.pm.title')} <RuleLink id="PS-CAMP-9" />
      </h2>
      <p className="small-print">{t('league.reportHelp')}</p>
      <ul className="career-lines">
        {careers.map((c, j) => {
          const awards = AWARD_NAMES.filter((a) => c.awards[a] > 0);
          const injury = c.injury ? INJURIES[c.injury.roll - 1]! : null;
          const tag = goblinTag(view, j);
          return (
            <li
              key={c.id}
              data-goblin={c.name}
              data-testid={`pm-${j}`}
              className={deciding === j ? 'deciding' : undefined}
            >
              <strong>
                <span className="swatch" style={{ background: SEAT_COLOURS[c.side % SEAT_COLOURS.length] }} />
                {league ? <a href={leagueLink(league, c.id)}>{c.name}</a> : c.name} ({tag})
              </strong>{' '}
              · <span data-status={c.status}>{t(`ps.pm.statuses.${c.status}`)}</span>
              {deciding === j && <em> · {t('ps.pm.deciding')}</em>}
              <br />
              <span data-testid="report-xp" data-xp={c.xp}>
                {t('ps.pm.xp')} {c.xpBefore} + {c.xpGained} = {c.xp}
              </span>
              {awards.length > 0 && (
                <span className="small-print">
                  {' '}
                  ({awards.map((a) => `${t(`ps.pm.awards.${a}`)} ${c.awards[a]}`).join(' · ')})
                </span>
              )}{' '}
              · {t('ps.pm.level')}{' '}
              {c.level === c.levelBefore
                ? LEVELS[c.level]![lang]
                : `${LEVELS[c.levelBefore]![lang]} → ${LEVELS[c.level]![lang]}`}
              <br />
              {t('ps.pm.gold')}{' '}
              <span className="nowrap" data-testid="report-gold" data-gold={c.gold}>
                {po(c.gold, lang)}
              </span>{' '}
              <span className="small-print">
                ({po(c.goldBefore, lang)} + {po(c.goldGained, lang)}
                {c.careCost > 0 && ` − ${t('ps.pm.care', { cost: po(c.careCost, lang) })}`})
              </span>
              {injury && (
                <>
                  {' '}
                  · {t('ps.pm.injury')}
                  {colon}
                  {injury[lang]} ({c.injury!.roll})
                  {injury.care > 0 && `, ${t('ps.pm.care', { cost: po(injury.care, lang) })}`}
                </>
              )}
              {c.skillsGained.length > 0 && (
                <>
                  {' '}
                  · {t('ps.pm.skills')}
                  {colon}
                  {c.skillsGained
                    .map((s) => `${skillName(s, lang)}${isTrait(s) ? ` (${t('ps.trait')})` : ''}`)
                    .join(', ')}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {league && (
        <p>
          <a href={leagueLink(league)} data-testid="to-league">
            {t('league.toLeague')}
          </a>
        </p>
      )}
    </section>
  );
}
