/**
 * The story of a Pillards turn on the table (issue 9): every seat's revealed sheet side by side, the
 * initiative, then each raid as a card whose steps appear as they are played, the current one highlighted,
 * dice drawn as faces with their hits (or saves) marked. Built from the events by `turnStory` (pilTurn.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogNames } from '../../../src/engine/i18n.ts';
import type { RollEvent } from '../../../src/engine/types.ts';
import { TYPES, type Force } from '../../../src/games/pillards/forces.ts';
import { catalogue as pilCatalogue } from '../../../src/games/pillards/i18n.ts';
import { POSTS, type Sheet } from '../../../src/games/pillards/state.ts';
import { logLine } from '../games.ts';
import { seatName } from '../i18n.ts';
import type { StoryRaid, StoryStep, TurnStory } from '../pilTurn.ts';
import { RuleLink, SEAT_COLOURS, useLang } from './common.tsx';

type T = (k: string, o?: Record<string, unknown>) => string;

const colour = (seat: number) => SEAT_COLOURS[seat % SEAT_COLOURS.length];

function Seat({ seat }: { seat: number }) {
  return (
    <span className="pt-seat">
      <span className="swatch" style={{ background: colour(seat) }} />
      {seatName(seat)}
    </span>
  );
}

/** A force in words, only the types present ("—" when empty): "2 archers, 1 cavalier". */
function forceWords(f: Force, t: T): string {
  const parts = TYPES.filter((k) => f[k] > 0).map((k) => t(`pilTurn.fig.${k}`, { count: f[k] }));
  return parts.join(', ') || '—';
}

function SheetCard({ seat, sheet, reinforced }: { seat: number; sheet: Sheet | null; reinforced: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="pt-sheet" style={{ borderTopColor: colour(seat) }} data-testid={`pil-sheet-${seat}`}>
      <h4>
        <Seat seat={seat} />
      </h4>
      {sheet === null ? (
        <p className="small-print">{t('pilTurn.hidden')}</p>
      ) : (
        <dl>
          <dt>{t('pil.raid')}</dt>
          <dd data-testid={`pil-sheet-raid-${seat}`}>
            {sheet.raid ? (
              <>
                → <Seat seat={sheet.raid.target} /> ({t(`pil.raidTypes.${sheet.raid.type}`)}){t('play.colon')}
                {forceWords(sheet.raid.force, t)}
              </>
            ) : (
              t('pil.noRaid')
            )}
          </dd>
          {POSTS.map((post) => (
            <div key={post} className="pt-post">
              <dt>{t(`pil.post.${post}`)}</dt>
              <dd>{forceWords(sheet.posts[post], t)}</dd>
            </div>
          ))}
          {sheet.pledges.length > 0 && (
            <>
              <dt>{t('pilTurn.pledges')}</dt>
              <dd>{sheet.pledges.map((q) => seatName(q)).join(', ')}</dd>
            </>
          )}
        </dl>
      )}
      {reinforced && <p className="pt-badge">{t('pilTurn.reinforced')}</p>}
    </article>
  );
}

/** The dice of a roll, grouped by figure for saves with several dice each. */
function Dice({ step }: { step: StoryStep }) {
  const { t } = useTranslation();
  const dice = step.dice ?? [];
  const groups: (typeof dice)[] = [];
  for (let i = 0; i < dice.length; i += step.perFigure) groups.push(dice.slice(i, i + step.perFigure));
  return (
    <span className="pt-dice" data-faces={dice.map((d) => d.face).join(' ')}>
      {groups.map((g, i) => (
        <span key={i} className="pt-die-group">
          {g.map((d, j) => (
            <span
              key={j}
              className={`die pt-die${d.mark ? ` ${d.mark}` : ''}`}
              data-testid="pil-die"
              title={d.mark ? t(`pilTurn.mark.${d.mark}`) : undefined}
            >
              {d.face}
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}

/** What a roll is, said before its dice, and what it gave, said after them. */
function rollWords(e: RollEvent, t: T, lang: 'fr' | 'en'): { label: string; outcome: string } {
  const who = seatName(e.player);
  const fig = typeof e.figureType === 'string' ? t(`pil.${e.figureType}`) : '';
  const origin = typeof e.origin === 'string' && e.origin !== 'raid' ? t(`pil.post.${e.origin}`) : null;
  const whose = origin ? `${who}, ${origin}` : who;
  const mod =
    typeof e.modifier === 'number' && e.modifier !== 0
      ? ` ${e.modifier > 0 ? '+' : '−'} ${Math.abs(e.modifier)}`
      : '';
  const label = t(`pilTurn.roll.${e.rule}`, { who, fig, whose });
  switch (e.rule) {
    case 'PIL-INIT-1':
      return { label, outcome: e.reroll ? t('pilTurn.reroll') : '' };
    case 'PIL-RAID-1':
      return {
        label,
        outcome: t('pilTurn.sum', {
          mod,
          total: e.total,
          result: pilCatalogue[lang][`res.${e.result}`] ?? e.result,
        }),
      };
    case 'PIL-COMBAT-5':
    case 'PIL-COMBAT-6':
    case 'PIL-COMBAT-11':
      return { label, outcome: t('pilTurn.hits', { count: e.successes ?? 0, target: e.target }) };
    case 'PIL-COMBAT-8': {
      const per = typeof e.hitsPerFigure === 'number' && e.hitsPerFigure > 1 ? e.hitsPerFigure : 1;
      const killed = typeof e.killed === 'number' ? e.killed : 0;
      const said = t('pilTurn.killed', { count: killed, target: e.target });
      return { label, outcome: per > 1 ? `${said} · ${t('pilTurn.perFigure', { count: per })}` : said };
    }
    case 'PIL-LOOT-1':
      return { label, outcome: t('pilTurn.row', { mod, total: e.total, row: e.row }) };
    default:
      return { label, outcome: t('pilTurn.total', { total: e.total }) };
  }
}

function Step({ step, names }: { step: StoryStep; names: LogNames }) {
  const { t } = useTranslation();
  const lang = useLang();
  const e = step.event;
  const head = e.type === 'roundStarted' || e.type === 'stepStarted';
  const cls = ['pt-step', head && 'pt-head', step.current && 'current', `pt-${e.type}`]
    .filter(Boolean)
    .join(' ');
  if (e.type === 'roll' && step.dice) {
    const { label, outcome } = rollWords(e as RollEvent, t, lang);
    return (
      <li
        className={cls}
        data-step={e.type}
        data-rule={e.rule}
        aria-current={step.current ? 'step' : undefined}
      >
        <span className="pt-label">{label}</span> <Dice step={step} />{' '}
        {outcome && <span className="pt-outcome">{outcome}</span>}
      </li>
    );
  }
  const { text, rule } = logLine('pillards', e, lang, names);
  return (
    <li
      className={cls}
      data-step={e.type}
      data-rule={rule ?? undefined}
      aria-current={step.current ? 'step' : undefined}
    >
      {text}
      {e.type === 'raidEnded' && rule && (
        <>
          {' '}
          <RuleLink id={rule} />
        </>
      )}
    </li>
  );
}

function RaidCard({ raid, names }: { raid: StoryRaid; names: LogNames }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <article
      className={`pt-raid${raid.current ? ' current' : ''}`}
      style={{ borderLeftColor: colour(raid.attacker) }}
      data-testid="pil-raid"
      data-raid={raid.no}
    >
      <h4>
        <span className="pt-raid-no">{t('pilTurn.raid', { no: raid.no })}</span> <Seat seat={raid.attacker} />{' '}
        → <Seat seat={raid.target} /> <span className="pt-type">({t(`pil.raidTypes.${raid.raidType}`)})</span>
      </h4>
      <p className="pt-force">
        {t('pilTurn.force', { force: forceWords(raid.force, t) })}
        {' · '}
        <strong className={raid.end ? `pt-end pt-end-${raid.end}` : 'pt-end'}>
          {raid.end ? (pilCatalogue[lang][`end.${raid.end}`] ?? raid.end) : t('pilTurn.playing')}
        </strong>
      </p>
      <ol className="pt-steps">
        {raid.steps
          .filter((s) => s.event.type !== 'raidStarted')
          .map((s) => (
            <Step key={s.seq} step={s} names={names} />
          ))}
      </ol>
    </article>
  );
}

/** The turn's story; folded on demand once the turn is over (it opens again for the next turn). */
export function PilTurn({ story }: { story: TurnStory }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [folded, setFolded] = useState<number | null>(null);
  const names: LogNames = { seats: story.sheets.map((_, i) => seatName(i, lang)) };
  const playing = story.current !== null;
  const closed = folded === story.turn && !playing;
  const reinforced = new Set(
    story.revealSteps
      .filter((s) => s.event.type === 'reinforcementsCalled')
      .map((s) => Number(s.event.player)),
  );
  return (
    <section className={`panel pil-turn${closed ? ' folded' : ''}`} data-testid="pil-turn">
      <div className="pt-top">
        <h2>{t('pilTurn.title', { turn: story.turn })}</h2>
        {!playing && (
          <button
            type="button"
            className="small pt-toggle"
            aria-expanded={!closed}
            data-testid="pil-turn-toggle"
            onClick={() => setFolded(closed ? null : story.turn)}
          >
            {closed ? t('pilTurn.show') : t('pilTurn.hide')}
          </button>
        )}
      </div>
      {!closed && (
        <>
          <div
            className={`pt-reveal${story.current === 'reveal' ? ' current' : ''}`}
            data-testid="pil-reveal"
          >
            <h3>
              {t('pilTurn.reveal')} <RuleLink id="PIL-ORDER-9" />
            </h3>
            {!story.open && <p className="small-print">{t('pilTurn.secret')}</p>}
            <div className="pt-sheets">
              {story.sheets.map((sh, p) => (
                <SheetCard key={p} seat={p} sheet={sh} reinforced={reinforced.has(p)} />
              ))}
            </div>
          </div>
          {story.initiative.length > 0 && (
            <div
              className={`pt-init${story.current === 'initiative' ? ' current' : ''}`}
              data-testid="pil-initiative"
            >
              <h3>
                {t('pilTurn.initiative')} <RuleLink id="PIL-INIT-1" />
              </h3>
              <ol className="pt-steps">
                {story.initiative.map((s) => (
                  <Step key={s.seq} step={s} names={names} />
                ))}
              </ol>
            </div>
          )}
          {story.raids.length > 0 && (
            <div className="pt-raids" aria-live="polite">
              {story.raids.map((r) => (
                <RaidCard key={r.no} raid={r} names={names} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
