/**
 * Pieces every table shares: the language switch, the game log with rule texts, the pending roll with its
 * odds, the dice-entry pad and the refusal banner.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '../../../src/engine/types.ts';
import { logLine, rollPrompt, ruleText } from '../games.ts';
import { setLang, type Lang } from '../i18n.ts';
import type { PendingWithOdds, Refusal, SeqEvent } from '../protocol.ts';
import { AccountBadge } from './Account.tsx';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'fr';
}

export function LangSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <button
      type="button"
      className="lang"
      data-testid="lang"
      onClick={() => setLang(lang === 'fr' ? 'en' : 'fr')}
      lang={lang === 'fr' ? 'en' : 'fr'}
    >
      {t('app.switchLang')}
    </button>
  );
}

export function Header({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="top">
      <a href="/" className="brand">
        {t('app.title')}
      </a>
      <div className="top-mid">{children}</div>
      <AccountBadge />
      <LangSwitch />
    </header>
  );
}

/** A rule ID that opens the rule's text. */
export function RuleLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = ruleText(id);
  return (
    <>
      <button type="button" className="rule-id" onClick={() => setOpen(true)} title={t('table.rule', { id })}>
        {id}
      </button>
      {open && (
        <div
          className="modal"
          role="dialog"
          aria-label={t('table.rule', { id })}
          onClick={() => setOpen(false)}
        >
          <div className="modal-body" onClick={(e) => e.stopPropagation()}>
            <h3>{t('table.rule', { id })}</h3>
            <p className="rule-text">{text ?? t('table.ruleUnknown')}</p>
            <button type="button" onClick={() => setOpen(false)}>
              {t('table.close')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}

/** The game log, oldest first, kept scrolled to the newest line. */
export function GameLog({ game, events }: { game: string; events: (SeqEvent | GameEvent)[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [events.length, lang]);
  return (
    <section className="panel log-panel">
      <h2>{t('table.log')}</h2>
      <ol className="log" ref={box} data-testid="log">
        {events.map((x, i) => {
          const e = 'eventSeq' in x && 'event' in x ? (x as SeqEvent).event : (x as GameEvent);
          const { text, rule } = logLine(game, e, lang);
          return (
            <li key={i} className={e.type === 'roll' ? 'roll' : undefined}>
              <span>{text}</span> {rule && <RuleLink id={rule} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function pct(p: number): string {
  return `${(100 * p).toFixed(p > 0 && p < 0.01 ? 1 : 0)} %`;
}

/** Outcomes grouped by the total of their faces, lowest first. */
function totals(odds: { faces: number[]; p: number }[]): [number, number][] {
  const m = new Map<number, number>();
  for (const o of odds) {
    const k = o.faces.reduce((a, b) => a + b, 0);
    m.set(k, (m.get(k) ?? 0) + o.p);
  }
  return [...m.entries()].sort((a, b) => a[0] - b[0]);
}

/** The success chance of a target roll from its outcomes, when the outcomes are given. */
function successChance(pending: PendingWithOdds): number | null {
  if (pending.kind !== 'chance' || !Array.isArray(pending.odds)) return null;
  const r = pending.request;
  if (r.target === undefined) return null;
  let p = 0;
  for (const o of pending.odds) {
    const total = o.faces.reduce((a, b) => a + b, 0) + (r.modifier ?? 0);
    if (total >= r.target) p += o.p;
  }
  return p;
}

/** The roll about to be made: prompt, target, modifier, roller and odds. */
export function PendingRoll({ game, pending }: { game: string; pending: PendingWithOdds | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!pending || pending.kind !== 'chance') return null;
  const r = pending.request;
  const chance = successChance(pending);
  const odds = pending.odds;
  return (
    <div className="pending-roll" data-testid="pending-roll">
      <strong>{t('table.roll')}</strong> : {rollPrompt(game, r, lang)} <RuleLink id={r.rule} />
      <div className="roll-facts">
        <span>{r.dice}</span>
        {r.target !== undefined && <span>{t('table.target', { target: r.target })}</span>}
        {r.modifier !== undefined && r.modifier !== 0 && (
          <span>{t('table.modifier', { modifier: r.modifier > 0 ? `+${r.modifier}` : r.modifier })}</span>
        )}
        <span>{t('table.roller', { n: r.roller })}</span>
        {chance !== null && (
          <span className="odds">
            {t('table.odds')} : {pct(chance)}
          </span>
        )}
        {chance === null && Array.isArray(odds) && totals(odds).length <= 12 && (
          <span className="odds">
            {t('table.odds')} :{' '}
            {totals(odds)
              .map(([k, p]) => `${k} → ${pct(p)}`)
              .join(', ')}
          </span>
        )}
        {chance === null && odds && !Array.isArray(odds) && (
          <span className="odds">
            {t('table.odds')} :{' '}
            {Object.entries(odds)
              .map(([k, p]) => `${k} ${pct(p)}`)
              .join(', ')}
          </span>
        )}
      </div>
    </div>
  );
}

/** Dice entry for the referee (or the player concerned). */
export function DicePad({
  pending,
  onSend,
}: {
  pending: PendingWithOdds | null;
  onSend: (f: number[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  if (!pending || pending.kind !== 'chance') return null;
  return (
    <form
      className="dice-pad"
      onSubmit={(e) => {
        e.preventDefault();
        const faces = text
          .split(/[\s,+]+/)
          .filter(Boolean)
          .map(Number);
        onSend(faces);
        setText('');
      }}
    >
      <label>
        {t('table.dicePad')} ({pending.request.dice}) — {t('table.faces')}
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="numeric"
          data-testid="faces"
        />
      </label>
      <button type="submit">{t('table.sendDice')}</button>
    </form>
  );
}

/** A refusal in the chosen language, with its rule and every detail. */
export function RefusalBanner({ refusal, onClose }: { refusal: Refusal | null; onClose?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!refusal) return null;
  const text = (r: Refusal) => (lang === 'en' ? r.en : r.message);
  return (
    <div className="refused" role="alert" data-testid="refused">
      <strong>{t('table.refused')}</strong> : {text(refusal)} {refusal.rule && <RuleLink id={refusal.rule} />}
      {refusal.details && refusal.details.length > 0 && (
        <ul>
          {refusal.details.map((d, i) => (
            <li key={i}>
              {text(d)} {d.rule && <RuleLink id={d.rule} />}
            </li>
          ))}
        </ul>
      )}
      {onClose && (
        <button type="button" className="small" onClick={onClose}>
          {t('table.close')}
        </button>
      )}
    </div>
  );
}

/** Seat colours, shared by both games. */
export const SEAT_COLOURS = [
  '#d9412b',
  '#2f6fd6',
  '#2e9e4f',
  '#c99a06',
  '#8e44ad',
  '#16a2a8',
  '#e67e22',
  '#6d4c41',
];

/** The latest roll among the events: its dice faces, and the line that explains it. */
export function LastRoll({ game, events }: { game: string; events: (SeqEvent | GameEvent)[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  for (let i = events.length - 1; i >= 0; i--) {
    const x = events[i]!;
    const e = 'eventSeq' in x && 'event' in x ? (x as SeqEvent).event : (x as GameEvent);
    if (e.type !== 'roll' || !Array.isArray(e.faces)) continue;
    const { text, rule } = logLine(game, e, lang);
    return (
      <div className="last-roll" data-testid="last-roll">
        <strong>{t('table.lastRoll')}</strong>
        {(e.faces as number[]).map((f, j) => (
          <span key={j} className="die">
            {f}
          </span>
        ))}
        <span className={e.success === true ? 'success' : e.success === false ? 'failure' : undefined}>
          {text}
        </span>
        {rule && <RuleLink id={rule} />}
      </div>
    );
  }
  return null;
}
