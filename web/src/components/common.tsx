/**
 * Pieces every table shares: the language switch, the game log with rule texts, the pending roll with its
 * odds, the dice-entry pad, the confirmation dialog and the refusal banner.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogNames } from '../../../src/engine/i18n.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { parseDice } from '../../../src/engine/dice.ts';
import { logLine, rollPrompt } from '../games.ts';
import { setLang, type Lang } from '../i18n.ts';
import type { PendingWithOdds, Refusal, SeqEvent } from '../protocol.ts';
import { AccountBadge } from './Account.tsx';
import { RuleBody } from './RuleBody.tsx';

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

/** A rule ID that opens the rule's whole text (RuleBody.tsx). */
export function RuleLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
            <RuleBody id={id} />
            <button type="button" onClick={() => setOpen(false)}>
              {t('table.close')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}

/**
 * The game log, oldest first, kept scrolled to the newest line. On phones it is a drawer, closed until the
 * player opens it (CSS hides the list below 600 px unless open); on wider screens it is always shown.
 */
export function GameLog({
  game,
  events,
  names,
}: {
  game: string;
  events: (SeqEvent | GameEvent)[];
  /** The table's seat (and goblin) names for the log lines; default "Joueur 1…N". */
  names?: LogNames;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const box = useRef<HTMLOListElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [events.length, lang, open]);
  // The markers' column grows with the count's digits, so that 100 and 1000 keep every digit.
  const digits = String(events.length).length;
  return (
    <section className={`panel log-panel${open ? ' open' : ''}`}>
      <h2 className="wide-only">{t('table.log')}</h2>
      <button
        type="button"
        className="drawer-toggle narrow-only"
        aria-expanded={open}
        aria-controls="game-log"
        data-testid="log-toggle"
        onClick={() => setOpen(!open)}
      >
        {t('play.logToggle', { count: events.length })} {open ? '▴' : '▾'}
      </button>
      <ol
        className="log"
        id="game-log"
        ref={box}
        data-testid="log"
        style={{ '--digits': digits } as React.CSSProperties}
      >
        {events.map((x, i) => {
          const e = 'eventSeq' in x && 'event' in x ? (x as SeqEvent).event : (x as GameEvent);
          const { text, rule } = logLine(game, e, lang, names);
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

/** A probability in per cent: "17 %" in French, "17%" in English. */
function pct(p: number, lang: Lang): string {
  return `${(100 * p).toFixed(p > 0 && p < 0.01 ? 1 : 0)}${lang === 'fr' ? ' %' : '%'}`;
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
export function PendingRoll({
  game,
  pending,
  names,
}: {
  game: string;
  pending: PendingWithOdds | null;
  names?: LogNames;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!pending || pending.kind !== 'chance') return null;
  const r = pending.request;
  const chance = successChance(pending);
  const odds = pending.odds;
  return (
    <div className="pending-roll" data-testid="pending-roll">
      <strong>{t('table.roll')}</strong>
      {t('play.colon')}
      {rollPrompt(game, r, lang, names)} <RuleLink id={r.rule} />
      <div className="roll-facts">
        <span>{r.dice}</span>
        {r.target !== undefined && <span>{t('table.target', { target: r.target })}</span>}
        {r.modifier !== undefined && r.modifier !== 0 && (
          <span>{t('table.modifier', { modifier: r.modifier > 0 ? `+${r.modifier}` : r.modifier })}</span>
        )}
        <span>{t('table.roller', { n: r.roller })}</span>
        {chance !== null && (
          <span className="odds">
            {t('table.odds')}
            {t('play.colon')}
            {pct(chance, lang)}
          </span>
        )}
        {chance === null && Array.isArray(odds) && totals(odds).length <= 12 && (
          <span className="odds">
            {t('table.odds')}
            {t('play.colon')}
            {totals(odds)
              .map(([k, p]) => `${k} → ${pct(p, lang)}`)
              .join(', ')}
          </span>
        )}
        {chance === null && odds && !Array.isArray(odds) && (
          <span className="odds">
            {t('table.odds')}
            {t('play.colon')}
            {Object.entries(odds)
              .map(([k, p]) => `${k} ${pct(p, lang)}`)
              .join(', ')}
          </span>
        )}
      </div>
    </div>
  );
}

/** The faces typed in the pad, or why they do not fit `notation` (in the page's language). */
export function readFaces(
  text: string,
  notation: string,
  t: (k: string, o?: Record<string, unknown>) => string,
  lang: Lang,
): { ok: true; faces: number[] } | { ok: false; message: string } {
  const spec = parseDice(notation);
  if (!spec.ok) return { ok: false, message: lang === 'en' ? spec.error.en : spec.error.message };
  const { count, sides, scatter } = spec.value;
  let tokens = text.split(/[\s,;+/-]+/).filter(Boolean);
  // Every face is one digit (dice of 3, 6 or 8 sides): "35" for 2d6 is 3 and 5.
  if (count > 1 && tokens.length === 1 && /^[0-9]+$/.test(tokens[0]!) && tokens[0]!.length === count) {
    tokens = [...tokens[0]!];
  }
  if (tokens.length === 0) return { ok: false, message: t('play.dice.empty', { count, sides }) };
  for (const [i, tok] of tokens.entries()) {
    const f = /^[0-9]+$/.test(tok) ? Number(tok) : NaN;
    if (!(f >= 1 && f <= sides)) {
      return {
        ok: false,
        message: scatter
          ? t('play.dice.scatter', { face: tok })
          : t('play.dice.face', { die: i + 1, notation, face: tok, sides }),
      };
    }
  }
  if (tokens.length !== count) {
    return { ok: false, message: t('play.dice.count', { notation, count, given: tokens.length }) };
  }
  return { ok: true, faces: tokens.map(Number) };
}

/**
 * Dice entry for the referee (or the player concerned). The faces are checked here, one digit per die within
 * its sides, and nothing is sent until they fit.
 */
export function DicePad({
  pending,
  onSend,
}: {
  pending: PendingWithOdds | null;
  onSend: (f: number[]) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!pending || pending.kind !== 'chance') return null;
  const notation = pending.request.dice;
  return (
    <form
      className="dice-pad"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const read = readFaces(text, notation, t, lang);
        if (!read.ok) {
          setProblem(read.message);
          return;
        }
        setProblem(null);
        onSend(read.faces);
        setText('');
      }}
    >
      <label>
        {t('table.dicePad')} ({notation}) — {t('table.faces')}
        <input
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? 'dice-problem' : undefined}
          data-testid="faces"
        />
      </label>
      {problem !== null && (
        <p className="refused" id="dice-problem" role="alert" data-testid="dice-problem">
          {problem}
        </p>
      )}
      <button type="submit">{t('table.sendDice')}</button>
    </form>
  );
}

/**
 * A question the player must answer before something that cannot be taken back: an in-page modal `<dialog>`
 * (focus inside, Escape or "cancel" keeps things as they are), never `window.confirm`.
 */
export function ConfirmDialog({
  title,
  body,
  yes,
  no,
  onYes,
  onNo,
  children,
}: {
  title: string;
  body: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
  /** A choice to make before saying yes (the level of the bot a seat is handed to). */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
      data-testid="confirm"
      onCancel={(e) => {
        e.preventDefault();
        onNo();
      }}
    >
      <h3 id="confirm-title">{title}</h3>
      <p id="confirm-body">{body}</p>
      {children}
      <div className="buttons">
        <button type="button" autoFocus onClick={onNo} data-testid="confirm-no">
          {no}
        </button>
        <button type="button" className="danger" onClick={onYes} data-testid="confirm-yes">
          {yes}
        </button>
      </div>
    </dialog>
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
      <strong>{t('table.refused')}</strong>
      {t('play.colon')}
      {text(refusal)} {refusal.rule && <RuleLink id={refusal.rule} />}
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
