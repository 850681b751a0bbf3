/**
 * The body of a rule's pop-up: the rule's whole text (tables included) in the page's language, from its
 * game's rules document, and a link to the rule in its context on the rules page, in a new tab.
 */
import { useTranslation } from 'react-i18next';
import { ruleAnchor, ruleEntry, ruleGame, useRulesDoc } from '../rules/load.ts';

import { Blocks } from './RulesText.tsx';

export function RuleBody({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  // As useLang() (common.tsx, which imports this file).
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const game = ruleGame(id);
  const { doc, failed } = useRulesDoc(game, lang);
  const entry = doc ? ruleEntry(doc, id) : null;
  return (
    <>
      <div className="rule-text" data-testid="rule-text" lang={lang}>
        {!game || failed || (doc && !entry) ? (
          <p>{t('table.ruleUnknown')}</p>
        ) : entry ? (
          <Blocks blocks={entry.blocks} to={{ page: `/rules/${game}`, anchors: false }} />
        ) : (
          <p>{t('rules.loading')}</p>
        )}
      </div>
      {game && (
        <p className="rule-context">
          <a
            href={`/rules/${game}#${ruleAnchor(id)}`}
            target="_blank"
            rel="noopener"
            data-testid="rule-context"
          >
            {t('rules.inContext')}
          </a>
        </p>
      )}
    </>
  );
}
