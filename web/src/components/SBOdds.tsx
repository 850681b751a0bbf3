/**
 * The exact odds of the rolls an input starts (the server's `previews`, docs/protocol.md), one line per roll:
 * its rule ID, who rolls, the die needed, the chance as a percentage and as the exact fraction, with the
 * reroll the roller still has, and each named result. Nothing here is worked out: it is read.
 */
import { useTranslation } from 'react-i18next';
import type { RollPreview } from '../../../src/engine/types.ts';
import { dieNeeded, fractionValue, percent } from '../psOffers.ts';
import { RuleLink, useLang } from './common.tsx';

/** «4+ · 50 % (3/6)», and «75 % with a reroll» when one may follow; the results of a table roll. */
export function rollOddsText(
  r: RollPreview,
  lang: 'fr' | 'en',
  t: (k: string, o?: Record<string, unknown>) => string,
): string {
  const parts: string[] = [r.dice.toUpperCase()];
  const needed = dieNeeded(r);
  if (needed !== null) parts.push(t('sbo.needs', { needed, target: r.target }));
  // A shot's power: its chance holds once the aim succeeded, beside the chance of both (`joint`).
  if (r.success !== undefined) {
    const success = t('sbo.success', { p: percent(fractionValue(r.success), lang), exact: r.success });
    parts.push(r.joint !== undefined ? t('sbPreview.ifPrevious', { success }) : success);
  }
  if (r.withReroll !== undefined)
    parts.push(t('sbo.withReroll', { p: percent(fractionValue(r.withReroll), lang), exact: r.withReroll }));
  if (r.joint !== undefined)
    parts.push(t('sbPreview.joint', { p: percent(fractionValue(r.joint), lang), exact: r.joint }));
  if (r.results) parts.push(resultsText(r.results, lang, t));
  if (r.resultsWithReroll)
    parts.push(t('sbPreview.withRerolls', { list: resultsText(r.resultsWithReroll, lang, t) }));
  return parts.join(' · ');
}

/** «au sol 20 % (16/81), …»: each named result, in words when the table knows its name. */
function resultsText(
  results: Record<string, string>,
  lang: 'fr' | 'en',
  t: (k: string, o?: Record<string, unknown>) => string,
): string {
  return Object.entries(results)
    .map(([k, v]) => `${t(`sbPreview.result.${k}`, { defaultValue: k })} ${percent(fractionValue(v), lang)}`)
    .join(', ');
}

/** The ends of a tackle (SB-REACT-6), its outcome line's results. */
const TACKLE_ENDS = ['clear', 'unbalanced', 'down'];

export function SBOdds({
  rolls,
  known,
  seat,
  testid = 'sb-odds',
}: {
  rolls: RollPreview[] | null;
  /** False while the server's answer is awaited. */
  known: boolean;
  seat: number | null;
  testid?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!known) {
    return (
      <p className="sb-odds small-print" data-testid={`${testid}-pending`}>
        {t('sbo.asking')}
      </p>
    );
  }
  if (!rolls || rolls.length === 0) {
    return (
      <p className="sb-odds small-print" data-testid={`${testid}-none`}>
        {t('sbo.none')}
      </p>
    );
  }
  return (
    <ol className="sb-odds" data-testid={testid} title={rolls.length > 1 ? t('sbo.chain') : undefined}>
      {rolls.map((r, i) => (
        <li
          key={i}
          data-testid={`${testid}-roll`}
          data-rule={r.rule}
          data-success={r.success ?? ''}
          data-with-reroll={r.withReroll ?? ''}
          data-joint={r.joint ?? ''}
        >
          <RuleLink id={r.rule} />{' '}
          {r.when && (
            <em>
              {t('sbo.when', {
                answer: t(`sbt.action.${(r.when.input as { type?: string } | null)?.type ?? ''}`, {
                  defaultValue: (r.when.input as { type?: string } | null)?.type ?? '',
                }),
              })}{' '}
            </em>
          )}
          {r.resultsWithReroll || (r.results && TACKLE_ENDS.every((k) => k in r.results!)) ? (
            <span
              className="sb-outcome"
              title={r.resultsWithReroll ? t('sbPreview.tacklePolicy') : undefined}
            >
              {t('sbPreview.outcome')}
            </span>
          ) : (
            <span className="sb-roller">{t(r.roller === seat ? 'sbo.you' : 'sbo.opponent')}</span>
          )}{' '}
          <span className="sb-odds-text">{rollOddsText(r, lang, t)}</span>
        </li>
      ))}
    </ol>
  );
}
