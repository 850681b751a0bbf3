/**
 * What the event player shows beside the board: the dice tray (the roll being played, or the latest one),
 * a short banner for the moments that matter (knock-downs, the Squig eating a goblin, Gnaks, points, raids,
 * casualties, victory), and the control bar (speed, skip to now, and play/pause in replays).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogNames } from '../../../src/engine/i18n.ts';
import { eventOf, latestBanner, SPEEDS, type AnyEvent, type Speed } from '../eventPlayer.ts';
import { logLine } from '../games.ts';
import type { Playback } from '../usePlayback.ts';
import { RuleLink, useLang } from './common.tsx';

/** The roll being played, or the latest roll played: its dice one by one, target, modifier and result. */
export function DiceTray({
  game,
  events,
  playing,
  names,
}: {
  game: string;
  /** The events played and playing (the log's). */
  events: readonly AnyEvent[];
  /** The event being played now, if any: its roll rolls in. */
  playing: AnyEvent | null;
  names?: LogNames;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  let i = events.length - 1;
  while (i >= 0) {
    const e = eventOf(events[i]!);
    if (e.type === 'roll' && Array.isArray(e.faces)) break;
    i--;
  }
  if (i < 0) return null;
  const e = eventOf(events[i]!);
  const faces = e.faces as number[];
  const { text, rule } = logLine(game, e, lang, names);
  const modifier = typeof e.modifier === 'number' && e.modifier !== 0 ? e.modifier : null;
  const pool = poolRoll(e);
  // A pool's faces add up to nothing the rules use: it says its successes, difficulty and margin instead.
  const total = !pool && typeof e.total === 'number' ? t('playback.total', { total: e.total }) : null;
  const successWord =
    e.success === true ? t('playback.success') : e.success === false ? t('playback.failure') : null;
  const verdict = pool
    ? [
        t('playback.successes', { count: pool.successes }),
        pool.margin !== null ? t('playback.margin', { margin: pool.margin }) : null,
        successWord,
      ]
        .filter(Boolean)
        .join(' · ')
    : (successWord ??
      (typeof e.successes === 'number' ? t('playback.successes', { count: e.successes }) : null));
  return (
    <div
      className={`dice-tray${events[i] === playing ? ' playing' : ''}`}
      data-testid="dice-tray"
      data-rule={e.rule}
      data-player={typeof e.player === 'number' ? e.player : undefined}
      data-dice={String(e.dice)}
      data-success={typeof e.success === 'boolean' ? String(e.success) : undefined}
      data-successes={pool ? pool.successes : undefined}
    >
      <div className="tray-head">
        <strong>{t('playback.tray')}</strong>
        <span className="tray-notation">{String(e.dice)}</span>
        {typeof e.target === 'number' && (
          <span>
            {pool ? t('playback.perDie', { target: e.target }) : t('table.target', { target: e.target })}
          </span>
        )}
        {pool && pool.difficulty !== null && (
          <span data-testid="dice-difficulty">
            {t('playback.difficulty', { difficulty: pool.difficulty })}
          </span>
        )}
        {modifier !== null && (
          <span>{t('table.modifier', { modifier: modifier > 0 ? `+${modifier}` : modifier })}</span>
        )}
      </div>
      {/* A new key per roll: the dice roll in again. */}
      <div className="tray-faces" key={i}>
        {faces.map((f, j) => (
          <span
            key={j}
            className={`die${pool && typeof e.target === 'number' ? (f >= e.target ? ' hit' : ' miss') : ''}`}
            data-face={f}
            style={{ animationDelay: `${j * 70}ms` }}
          >
            {f}
          </span>
        ))}
        {(verdict || total !== null) && (
          <span
            className={`tray-verdict${e.success === true ? ' success' : e.success === false ? ' failure' : ''}`}
            data-testid="dice-verdict"
          >
            {[verdict, total].filter(Boolean).join(' · ')}
          </span>
        )}
      </div>
      <p className="tray-line">
        <span>{text}</span> {rule && <RuleLink id={rule} />}
      </p>
    </div>
  );
}

/**
 * A pool roll: each die succeeds on its target and the roll counts its successes (OSOI's tests, which beat a
 * difficulty by a margin; Pillards' hits and saves). Its faces' sum means nothing, so the tray never shows it.
 * Rolls without `successes` keep their total (Squig, Spark Ball, roll-offs).
 */
function poolRoll(
  e: Record<string, unknown>,
): { successes: number; difficulty: number | null; margin: number | null } | null {
  if (typeof e.successes !== 'number') return null;
  return {
    successes: e.successes,
    difficulty: typeof e.difficulty === 'number' ? e.difficulty : null,
    margin: typeof e.margin === 'number' ? e.margin : null,
  };
}

/** How long a banner stays after its event started. */
const BANNER_MS = 2600;

/**
 * A short banner for the latest played event worth one; events shown at once (`history`) are never announced.
 * It is a polite live region: screen readers read it without interrupting.
 */
export function EventBanner({
  game,
  events,
  history,
  names,
}: {
  game: string;
  events: readonly AnyEvent[];
  history: number;
  names?: LogNames;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const latest = latestBanner(events, history);
  const [showing, setShowing] = useState(-1);
  useEffect(() => {
    if (latest < 0) return setShowing(-1);
    setShowing(latest);
    const timer = setTimeout(() => setShowing(-1), BANNER_MS);
    return () => clearTimeout(timer);
  }, [latest]);
  const x = showing >= 0 && showing === latest ? events[showing] : undefined;
  const e = x ? eventOf(x) : null;
  const title = e ? t(`playback.banner.${e.type}`) : '';
  // The log line may already open with the banner's word («Touché ! Le gobelin 2…»): said once.
  const full = e ? logLine(game, e, lang, names).text : '';
  const line = full.startsWith(title) ? full.slice(title.length).trimStart() : full;
  return (
    <div className="event-banner-slot" role="status" aria-live="polite">
      {e && (
        <div
          className={`event-banner banner-${e.type}`}
          data-testid="event-banner"
          data-type={e.type}
          key={showing}
        >
          <strong>{title}</strong> <span>{line}</span>
        </div>
      )}
    </div>
  );
}

/** Speed, skip to now, and (replays) play/pause. */
export function PlaybackBar({
  pb,
  total,
  onPlay,
  playing,
}: {
  pb: Pick<Playback<unknown>, 'speed' | 'setSpeed' | 'skip' | 'behind' | 'caughtUp' | 'reached'>;
  /** Events received (the playback's goal): tests compare it with the log's length. */
  total: number;
  /** Replays: play or pause the stepping through frames. */
  onPlay?: () => void;
  playing?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="playback-bar"
      data-testid="playback-bar"
      data-total={total}
      data-reached={pb.caughtUp ? total : pb.reached}
    >
      {onPlay && (
        <button type="button" data-testid="playback-play" aria-pressed={playing === true} onClick={onPlay}>
          {playing ? `⏸ ${t('playback.pause')}` : `▶ ${t('playback.play')}`}
        </button>
      )}
      <label>
        {t('playback.speed')}{' '}
        <select
          value={pb.speed}
          data-testid="playback-speed"
          onChange={(e) => pb.setSpeed(e.target.value as Speed)}
        >
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {t(`playback.speeds.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" data-testid="playback-skip" disabled={pb.caughtUp} onClick={() => pb.skip()}>
        {t('playback.skip')}
      </button>
      {pb.behind > 0 && (
        <span className="playback-behind" data-testid="playback-behind">
          {t('playback.behind', { count: pb.behind })}
        </span>
      )}
    </div>
  );
}
