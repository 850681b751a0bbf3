/**
 * `/rules/<game>`: a game's rules reference in the page's language, from its rules document (loaded on demand),
 * with a table of contents; each rule carries its ID as element id, so `/rules/pillards#PIL-RAID-2` scrolls to
 * the rule and highlights it. `/rules/<game>/table` is the short guide to the online table (HowToPlay.tsx).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameNames } from '../games.ts';
import type { Section } from '../rules/doc.ts';
import { TABLE_GUIDE_GAMES, useRulesDoc, type RulesGame } from '../rules/load.ts';
import { Header, useLang } from './common.tsx';
import { Blocks } from './RulesText.tsx';

/** The links to a game's rules page and table guide (lobby, table header); they open in a new tab. */
export function RulesLinks({ game }: { game: string }) {
  const { t } = useTranslation();
  return (
    <span className="rules-links">
      <a href={`/rules/${game}`} target="_blank" rel="noopener" data-testid="rules-link">
        {t('rules.rulesLink')}
      </a>
      {TABLE_GUIDE_GAMES.includes(game) && (
        <>
          {' '}
          <a
            href={`/rules/${game}/table`}
            target="_blank"
            rel="noopener"
            data-testid="howto-link"
            title={t('rules.howtoLink')}
          >
            {t('rules.howtoShort')}
          </a>
        </>
      )}
    </span>
  );
}

/** Scrolls to the rule or section the URL names once it is rendered, and makes it the `:target`. */
function useHashTarget(ready: boolean) {
  useEffect(() => {
    if (!ready || !location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const el = document.getElementById(id);
    if (!el) return;
    // The browser read the fragment before the document was rendered: navigating to it again (same URL,
    // no history entry) makes the element the :target and scrolls to it.
    location.replace(location.hash);
    el.scrollIntoView({ block: 'start' });
  }, [ready]);
}

function Toc({ sections }: { sections: Section[] }) {
  const { t } = useTranslation();
  // Open on wide screens; on a phone it would push the rules a screen down.
  const [open] = useState(
    () => typeof matchMedia !== 'function' || !matchMedia('(max-width: 600px)').matches,
  );
  const top = sections.filter((s) => s.level === 2);
  return (
    <details className="rules-toc panel" open={open}>
      <summary>{t('rules.toc')}</summary>
      <ol>
        {top.map((s) => {
          const k = sections.indexOf(s);
          const next = sections.findIndex((x, j) => j > k && x.level <= 2);
          const subs = sections.slice(k + 1, next < 0 ? undefined : next).filter((x) => x.level === 3);
          return (
            <li key={s.anchor}>
              <a href={`#${s.anchor}`}>{s.number ? `${s.number}. ${s.title}` : s.title}</a>
              {subs.length > 0 && (
                <ol>
                  {subs.map((x) => (
                    <li key={x.anchor}>
                      <a href={`#${x.anchor}`}>{x.number ? `${x.number} ${x.title}` : x.title}</a>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

export function RulesPage({ game }: { game: RulesGame }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { doc, failed } = useRulesDoc(game, lang);
  useHashTarget(doc !== null);
  useEffect(() => {
    document.title = `${t('rules.title')} — ${gameNames[game] ?? game}`;
  }, [game, t]);
  return (
    <div className="page rules-view">
      <Header>
        <span className="game-name">{gameNames[game] ?? game}</span>{' '}
        {TABLE_GUIDE_GAMES.includes(game) && (
          <a href={`/rules/${game}/table`} data-testid="howto-link">
            {t('rules.howtoLink')}
          </a>
        )}
      </Header>
      <main className="rules-page" lang={lang}>
        {!doc && <p>{failed ? t('rules.failed') : t('rules.loading')}</p>}
        {doc && (
          <>
            {doc.sections.map((s, i) => {
              const H = s.level <= 1 ? 'h1' : s.level === 2 ? 'h2' : 'h3';
              return (
                <section key={s.anchor} className={`rules-section level-${s.level}`}>
                  {s.title && (
                    <H id={s.anchor}>
                      {s.number && <span className="rules-num">{s.number} </span>}
                      {s.title}
                    </H>
                  )}
                  {/* Under the title: what this page is, and the contents. */}
                  {i === 0 && (
                    <>
                      <p className="small-print">{t('rules.about')}</p>
                      <Toc sections={doc.sections} />
                    </>
                  )}
                  <Blocks blocks={s.blocks} to={{ page: '', anchors: true }} />
                </section>
              );
            })}
          </>
        )}
      </main>
    </div>
  );
}
