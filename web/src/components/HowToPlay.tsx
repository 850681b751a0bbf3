/**
 * `/rules/<game>/table`: how to play the online table of a game — what to click, what the colours and badges
 * mean — hand-written in web/src/i18n.ts (`howto`) from what the tables show.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gameNames } from '../games.ts';
import { en, fr } from '../i18n.ts';
import type { RulesGame } from '../rules/load.ts';
import { Header, SEAT_COLOURS, useLang } from './common.tsx';
import { KIND_FILL } from './PissSquig.tsx';

export function HowToPlay({ game }: { game: RulesGame }) {
  const { t } = useTranslation();
  const lang = useLang();
  const strings = (lang === 'en' ? en : fr).howto;
  const sections = [...(game === 'piss-squig' ? strings.ps : strings.pil), ...strings.common];
  useEffect(() => {
    document.title = `${t('howto.title')} — ${gameNames[game] ?? game}`;
  }, [game, t]);
  return (
    <div className="page rules-view">
      <Header>
        <span className="game-name">{gameNames[game] ?? game}</span>{' '}
        <a href={`/rules/${game}`} data-testid="rules-link">
          {t('howto.fullRules')}
        </a>
      </Header>
      <main className="rules-page howto" lang={lang} data-testid="howto">
        <h1>{t('howto.title')}</h1>
        <p>{t('howto.intro')}</p>
        {sections.map((s, i) => (
          <section key={s.h} className="rules-section">
            <h2>{s.h}</h2>
            <ul>
              {s.items.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
            {/* The Piss' Squig colours, drawn as the pit draws them, after the section that names them. */}
            {game === 'piss-squig' && i === 2 && <ColourKey />}
          </section>
        ))}
        <p className="rules-more">
          <a href={`/rules/${game}`}>{t('howto.fullRules')}</a>
        </p>
      </main>
    </div>
  );
}

/** The pit's colours: the seats', then the highlighted squares', the slippery square and a post. */
function ColourKey() {
  const { t } = useTranslation();
  const kinds = ['step', 'gfi', 'jump', 'push', 'sidestep', 'squig'] as const;
  return (
    <ul className="howto-key" data-testid="colour-key">
      {SEAT_COLOURS.slice(0, 4).map((c, n) => (
        <li key={c}>
          <span className="key-chip round" style={{ background: c }} /> {t('play.playerN', { n: n + 1 })}
        </li>
      ))}
      {kinds.map((k) => (
        <li key={k}>
          <span
            className="key-chip"
            style={{ backgroundImage: `linear-gradient(${KIND_FILL[k]}, ${KIND_FILL[k]})` }}
          />{' '}
          {t(`ps.act.${k}`)}
        </li>
      ))}
      <li>
        <span className="key-chip slip" /> {t('ps.slippery')}
      </li>
      <li>
        <span className="key-chip post" /> {t('ps.post')}
      </li>
    </ul>
  );
}
