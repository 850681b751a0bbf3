/**
 * The post-match report of a career (league) match, from the view's `careers`: each goblin's XP, level,
 * gold, care, injury, advances and fate, as the post-match sequence fills it in.
 */
import { useTranslation } from 'react-i18next';
import { gold } from '../league-api.ts';
import { SKILL_LABELS, type SkillName } from '../../../src/games/piss-squig/skills.ts';
import { SEAT_COLOURS, useLang } from './common.tsx';

/** One goblin's report, as the view carries it (`careerReport` of the rules). */
export interface CareerLine {
  id: string;
  name: string;
  side: number;
  xpBefore: number;
  xpGained: number;
  xp: number;
  levelBefore: number;
  level: number;
  goldBefore: number;
  goldGained: number;
  careCost: number;
  gold: number;
  injury: null | { roll: number; result: string };
  skillsGained: string[];
  skills: string[];
  status: 'active' | 'retired' | 'dead';
}

const INJURY: Record<string, { fr: string; en: string }> = {
  dead: { fr: 'Mort', en: 'Dead' },
  zigounette: { fr: 'Zigounette coupée', en: 'Willy cut off' },
  coucougnettes: { fr: 'Coucougnettes arrachées', en: 'Nuts torn off' },
  sutures: { fr: 'Points de suture', en: 'Stitches' },
  benign: { fr: 'Blessure bénigne', en: 'Minor wound' },
};

/** The careers of a view, or null when the match is no career match. */
export function careersOf(view: unknown): CareerLine[] | null {
  const c = (view as { careers?: unknown } | null)?.careers;
  return Array.isArray(c) && c.length > 0 ? (c as CareerLine[]) : null;
}

export function CareerReport({ view }: { view: unknown }) {
  const { t } = useTranslation();
  const lang = useLang();
  const careers = careersOf(view);
  if (careers === null) return null;
  const skill = (s: string) => SKILL_LABELS[s as SkillName]?.[lang] ?? s;
  return (
    <section className="panel career-report" data-testid="career-report">
      <h2>{t('league.report')}</h2>
      <p className="small-print">{t('league.reportHelp')}</p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th>{t('league.goblin')}</th>
              <th className="num">{t('league.xp')}</th>
              <th className="num">{t('league.gold')}</th>
              <th>{t('league.injury')}</th>
              <th>{t('league.skillsGained')}</th>
            </tr>
          </thead>
          <tbody>
            {careers.map((c) => (
              <tr key={c.id} data-goblin={c.name}>
                <td>
                  <span
                    className="swatch"
                    style={{ background: SEAT_COLOURS[c.side % SEAT_COLOURS.length] }}
                  />
                  {c.name}
                  {c.status !== 'active' && (
                    <span className="small-print"> ({t(`league.statuses.${c.status}`)})</span>
                  )}
                </td>
                <td className="num" data-testid="report-xp">
                  {c.xp} (+{c.xpGained})
                </td>
                <td className="num nowrap" data-testid="report-gold">
                  {gold(c.gold)}
                  <span className="small-print">
                    {' '}
                    (+{gold(c.goldGained)}
                    {c.careCost ? ` −${gold(c.careCost)}` : ''})
                  </span>
                </td>
                <td>
                  {c.injury
                    ? t('league.injuryLine', {
                        name: INJURY[c.injury.result]?.[lang] ?? c.injury.result,
                        roll: c.injury.roll,
                      })
                    : '—'}
                </td>
                <td>{c.skillsGained.map(skill).join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
