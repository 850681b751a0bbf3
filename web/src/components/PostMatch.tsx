/**
 * The post-match panel of a Piss' Squig career match (PS-CAMP-1..9): each goblin's report as the sequence
 * settles it — XP by award, level before → after, gold (+ gained − care), injury, skills gained, career status.
 */
import { useTranslation } from 'react-i18next';
import { AWARD_NAMES, INJURIES, LEVELS } from '../../../src/games/piss-squig/career.ts';
import type { PSView } from '../../../src/games/piss-squig/view.ts';
import { goblinName, isTrait, po, skillName } from '../psOffers.ts';
import { RuleLink, useLang } from './common.tsx';

export function PostMatch({ view, deciding = null }: { view: PSView; deciding?: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!view.careers || view.outcome === null) return null;
  return (
    <section className="panel post-match" data-testid="post-match">
      <h3>
        {t('ps.pm.title')} <RuleLink id="PS-CAMP-9" />
      </h3>
      <table>
        <thead>
          <tr>
            <th>{t('ps.pm.goblin')}</th>
            <th>{t('ps.pm.xp')}</th>
            <th>{t('ps.pm.level')}</th>
            <th>{t('ps.pm.gold')}</th>
            <th>{t('ps.pm.injury')}</th>
            <th>{t('ps.pm.skills')}</th>
            <th>{t('ps.pm.status')}</th>
          </tr>
        </thead>
        <tbody>
          {view.careers.map((c, j) => {
            const awards = AWARD_NAMES.filter((a) => c.awards[a] > 0);
            const injury = c.injury ? INJURIES[c.injury.roll - 1]! : null;
            return (
              <tr key={c.id} className={deciding === j ? 'deciding' : undefined} data-testid={`pm-${j}`}>
                <td>
                  {goblinName(view, j, lang)}
                  {deciding === j && <span className="awards">{t('ps.pm.deciding')}</span>}
                </td>
                <td className="num">
                  {c.xpBefore} + {c.xpGained} = {c.xp}
                  {awards.length > 0 && (
                    <span className="awards">
                      {awards.map((a) => `${t(`ps.pm.awards.${a}`)} ${c.awards[a]}`).join(' · ')}
                    </span>
                  )}
                </td>
                <td>
                  {c.level === c.levelBefore
                    ? LEVELS[c.level]![lang]
                    : `${LEVELS[c.levelBefore]![lang]} → ${LEVELS[c.level]![lang]}`}
                </td>
                <td className="num">
                  {po(c.gold, lang)}
                  <span className="awards">
                    {po(c.goldBefore, lang)} + {po(c.goldGained, lang)}
                    {c.careCost > 0 && ` − ${t('ps.pm.care', { cost: po(c.careCost, lang) })}`}
                  </span>
                </td>
                <td>
                  {injury ? `${injury[lang]} (${c.injury!.roll})` : t('ps.pm.none')}
                  {injury && injury.care > 0 && (
                    <span className="awards">{t('ps.pm.care', { cost: po(injury.care, lang) })}</span>
                  )}
                </td>
                <td>
                  {c.skillsGained.length
                    ? c.skillsGained
                        .map((s) => `${skillName(s, lang)}${isTrait(s) ? ` (${t('ps.trait')})` : ''}`)
                        .join(', ')
                    : t('ps.pm.none')}
                </td>
                <td data-status={c.status}>{t(`ps.pm.statuses.${c.status}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
