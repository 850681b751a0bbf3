/**
 * The post-match report of a career (league) match, from the view's `careers` once the match is decided: each goblin's XP, level,
 * gold, care, injury, advances and fate, as the post-match sequence fills it in.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api.ts';
import { gold } from '../league-api.ts';
import { INJURIES, type CareerReport as CareerReportLine } from '../../../src/games/piss-squig/career.ts';
import { SKILL_LABELS, type SkillName } from '../../../src/games/piss-squig/skills.ts';
import type { PSView } from '../../../src/games/piss-squig/view.ts';
import { SEAT_COLOURS, useLang } from './common.tsx';
import { leagueLink } from './Leagues.tsx';

const INJURY = Object.fromEntries(INJURIES.map((i) => [i.result, i]));

/** Phases of the post-match sequence (and its end), when the report is worth showing. */
const AFTER = new Set(['injury', 'care', 'advance', 'advanceChoice', 'over']);

/** The careers of a view, or null when the match is no career match. */
export function careersOf(view: PSView): CareerReportLine[] | null {
  if (!view.careers || view.careers.length === 0) return null;
  return view.outcome !== null || AFTER.has(view.phase) ? view.careers : null;
}

export function CareerReport({ match, view }: { match: string; view: PSView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const careers = careersOf(view);
  const over = careers !== null && view.pending.kind === 'over';
  // The league is the match's `campaign` option, read from its record once the match is over.
  const [league, setLeague] = useState<string | null>(null);
  useEffect(() => {
    if (!over) return;
    api.record(match).then(
      (r) => {
        const c = (r.options as { campaign?: unknown } | null)?.campaign;
        if (typeof c === 'string' && c !== 'off') setLeague(c);
      },
      () => undefined,
    );
  }, [match, over]);
  if (careers === null) return null;
  const skill = (s: string) => SKILL_LABELS[s as SkillName]?.[lang] ?? s;
  return (
    <section className="panel career-report" data-testid="career-report">
      <h2>{t('league.report')}</h2>
      <p className="small-print">{t('league.reportHelp')}</p>
      <ul className="career-lines">
        {careers.map((c) => (
          <li key={c.id} data-goblin={c.name}>
            <strong>
              <span className="swatch" style={{ background: SEAT_COLOURS[c.side % SEAT_COLOURS.length] }} />
              {league ? <a href={leagueLink(league, c.id)}>{c.name}</a> : c.name}
            </strong>
            {c.status !== 'active' && <span> ({t(`league.statuses.${c.status}`)})</span>}
            <br />
            <span data-testid="report-xp" data-xp={c.xp}>
              {c.xp} XP (+{c.xpGained})
            </span>{' '}
            ·{' '}
            <span className="nowrap" data-testid="report-gold" data-gold={c.gold}>
              {gold(c.gold)}
            </span>{' '}
            <span className="small-print">
              (+{gold(c.goldGained)}
              {c.careCost ? ` −${gold(c.careCost)}` : ''})
            </span>
            {c.injury && (
              <>
                {' '}
                ·{' '}
                {t('league.injuryLine', {
                  name: INJURY[c.injury.result]?.[lang] ?? c.injury.result,
                  roll: c.injury.roll,
                })}
              </>
            )}
            {c.skillsGained.length > 0 && <> · {c.skillsGained.map(skill).join(', ')}</>}
          </li>
        ))}
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
