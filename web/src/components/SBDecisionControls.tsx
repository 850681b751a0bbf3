/**
 * The Spark Ball decisions panel's own controls for the decisions of the regular actions and the kick-off
 * after a goal: the defence against a charge or a shot's ball (D-21, D-22) with the odds of each, the catch
 * after a parry (D-23), the receiver's leap (D-24), stepping aside (D-25: the 16 directions as a compass, or
 * any angle), the order of players tied on a shot path (D-28), the KO return (D-30), substitutions (D-31),
 * the ball at the kick-off (D-33: the player who holds it, or the point where it is placed), who plays first
 * (D-34), and the interceptions of a reaction window (RW-SHOT, RW-PASS, RW-CHARGE) with their odds. Every other type keeps the generic row (SparkBallTable.tsx).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SBAction } from '../../../src/games/spark-ball/actions.ts';
import type { SBView } from '../../../src/games/spark-ball/view.ts';
import type { RollPreview } from '../../../src/engine/types.ts';
import { dieNeeded, fractionValue, percent } from '../psOffers.ts';
import { asAction, defencePrompt, playerName, type AnyInput } from '../sbDecisions.ts';
import { RuleLink, useLang } from './common.tsx';

export interface ControlProps {
  type: string;
  inputs: AnyInput[];
  /** Each input's rolls with their exact odds (same order), or null. */
  odds: (RollPreview[] | null)[];
  view: SBView;
  seat: number | null;
  label: (a: AnyInput) => string;
  onAct: (a: SBAction) => void;
}

type T = (k: string, o?: Record<string, unknown>) => string;

/**
 * «4+ · 50 %» of an input's own test: its first roll with a target (what follows a success, a push or an
 * injury, is listed in full by the tooltip), «(75 % avec relance)» when a reroll may follow; a tackle's chance of
 * bringing the mover down; null without one.
 */
function useOdds(): (rolls: RollPreview[] | null | undefined) => string | null {
  const { t } = useTranslation();
  const lang = useLang();
  return (rolls) => {
    // A tackle: the chance of bringing the mover down, with the rerolls counted (ARB-SB-85) when any may follow.
    const end = rolls?.find((x) => x.results?.down !== undefined);
    if (end) {
      const down = end.resultsWithReroll?.down ?? end.results!.down!;
      return t('sbPreview.downShort', { p: percent(fractionValue(down), lang) });
    }
    const r = rolls?.find((x) => x.success !== undefined);
    if (!r) return null;
    const p = fractionValue(r.success!);
    const base = `${dieNeeded(r) ?? ''} · ${percent(p, lang)}`;
    if (r.withReroll === undefined || fractionValue(r.withReroll) <= p) return base;
    return t('ps.odds.withReroll', { base, p: percent(fractionValue(r.withReroll), lang) });
  };
}

/** The rule each decision answers. */
const RULE: Record<string, string> = {
  parryCatch: 'SB-SHOT-9',
  receiverLeap: 'SB-PASS-5',
  stepAside: 'SB-MOVE-7',
  pathOrder: 'SB-R-18',
  koReturn: 'SB-INJ-3',
  substitute: 'SB-KICK-2',
  giveBall: 'SB-KICK-5',
  playFirst: 'SB-KICK-6',
  interceptShot: 'SB-REACT-8',
  interceptPass: 'SB-REACT-7',
  interceptPlayer: 'SB-REACT-9',
  catchRebound: 'SB-REACT-10',
};

/** A label of its own for the inputs whose generic one reads badly. */
function ownLabel(a: AnyInput, view: SBView, seat: number | null, t: T): string | null {
  const name = (id: unknown) => playerName(view, id, seat ?? undefined);
  switch (a.type) {
    case 'parryCatch':
      return t(a.attempt ? 'sbd.parryCatch' : 'sbd.parryRest');
    case 'receiverLeap':
      return t(a.leap ? 'sbd.receiverLeap' : 'sbd.receiverStay');
    case 'koReturn':
      return t(a.attempt ? 'sbd.koTry' : 'sbd.koNo', { player: name(a.player) });
    case 'substitute':
      return a.reserve === null
        ? t('sbd.subNone', { out: name(a.out) })
        : t('sbd.sub', { out: name(a.out), reserve: name(a.reserve) });
    case 'giveBall':
      return t('sbd.giveBall', { player: name(a.player) });
    case 'playFirst':
      return t(a.first ? 'sbd.playFirst' : 'sbd.playSecond');
    case 'interceptShot':
    case 'interceptPass':
    case 'catchRebound':
      return t(a.leap ? `sbd.${a.type}Leap` : `sbd.${a.type}`, { player: name(a.player) });
    case 'interceptPlayer':
      return t('sbd.interceptPlayer', { player: name(a.player) });
    default:
      return null;
  }
}

/** Buttons (or a list beyond 4), each with its odds. */
function OddsChoice({ type, inputs, odds, view, seat, label, onAct }: ControlProps) {
  const { t } = useTranslation();
  const short = useOdds();
  const [index, setIndex] = useState(0);
  const text = (a: AnyInput, i: number) => {
    const base = ownLabel(a, view, seat, t as unknown as T) ?? label(a);
    const o = short(odds[i]);
    return o ? `${base} — ${o}` : base;
  };
  const rule = RULE[type];
  if (inputs.length <= 4) {
    return (
      <div className="sb-row sb-choices" data-testid={`sb-choice-${type}`}>
        {rule && <RuleLink id={rule} />}
        {inputs.map((a, i) => (
          <button
            key={i}
            type="button"
            data-testid={`sb-${type}-${i}`}
            data-odds={odds[i]?.map((r) => r.success ?? '').join(' ') ?? ''}
            onClick={() => onAct(asAction(a))}
          >
            {text(a, i)}
          </button>
        ))}
      </div>
    );
  }
  const chosen = Math.min(index, inputs.length - 1);
  return (
    <div className="sb-row sb-choices" data-testid={`sb-choice-${type}`}>
      {rule && <RuleLink id={rule} />}
      <select value={String(chosen)} onChange={(e) => setIndex(Number(e.target.value))}>
        {inputs.map((a, i) => (
          <option key={i} value={i}>
            {text(a, i)}
          </option>
        ))}
      </select>
      <button type="button" className="primary" onClick={() => onAct(asAction(inputs[chosen]!))}>
        {t('sbt.send')}
      </button>
    </div>
  );
}

/** D-21 / D-22: Dodge, Parry, Repel against D, each with its test's odds. */
function DefendControl({ inputs, odds, view, onAct }: ControlProps) {
  const { t } = useTranslation();
  const short = useOdds();
  const prompt = defencePrompt(view);
  return (
    <div data-testid="sb-defend">
      <p className="small-print" data-testid="sb-defend-prompt">
        <RuleLink id={prompt.rule} />{' '}
        {t(prompt.key, {
          d: prompt.d ?? '?',
          player: prompt.attacker ? playerName(view, prompt.attacker, 1 - view.active) : '',
        })}
      </p>
      <div className="sb-row sb-choices">
        {inputs.map((a, i) => {
          const o = short(odds[i]);
          return (
            <button
              key={String(a.defence)}
              type="button"
              className="sb-defence"
              data-testid={`sb-defend-${String(a.defence)}`}
              data-odds={odds[i]?.map((r) => r.success ?? '').join(' ') ?? ''}
              onClick={() => onAct(asAction(a))}
            >
              <strong>{t(`sbt.defence.${String(a.defence)}`)}</strong>{' '}
              <span className="small-print">({t(`sbd.stat.${String(a.defence)}`)})</span>
              {o && <span className="sb-odds-short"> — {o}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The 16 directions of C-6 (22.5° apart), degrees clockwise from +y. */
const DIRECTIONS = Array.from({ length: 16 }, (_, i) => i * 22.5);

/** D-25: the direction the blocker steps aside in: the compass of the 16 directions (legal ones lit), or any angle. */
function StepAsideControl({ inputs, seat, onAct }: ControlProps) {
  const { t } = useTranslation();
  const legalAngles = inputs.map((a) => Number(a.angle));
  const [angle, setAngle] = useState(String(legalAngles[0] ?? 0));
  const R = 44;
  // Home sees his goal line (y = 0) at the bottom: +y is up; Away sees the pitch turned half a turn.
  const flip = seat === 1 ? -1 : 1;
  const tip = (deg: number) => {
    const rad = (deg * Math.PI) / 180;
    return { x: 60 + flip * R * Math.sin(rad), y: 60 - flip * R * Math.cos(rad) };
  };
  return (
    <div className="sb-row sb-step-aside" data-testid="sb-step-aside">
      <RuleLink id="SB-MOVE-7" />
      <svg viewBox="0 0 120 120" width={120} height={120} role="img" aria-label={t('sbd.compass')}>
        <circle cx={60} cy={60} r={12} className="sb-compass-blocker" />
        {DIRECTIONS.map((deg) => {
          const ok = legalAngles.some((a) => Math.abs(a - deg) < 0.001);
          const p = tip(deg);
          return (
            <g
              key={deg}
              className={ok ? 'sb-compass-dir legal' : 'sb-compass-dir'}
              data-testid={ok ? `sb-step-${deg}` : undefined}
              onClick={ok ? () => onAct({ type: 'stepAside', angle: deg }) : undefined}
            >
              <title>{`${deg}°`}</title>
              <line x1={60} y1={60} x2={p.x} y2={p.y} />
              <circle cx={p.x} cy={p.y} r={ok ? 7 : 3} />
            </g>
          );
        })}
      </svg>
      <label>
        {t('sbd.angle')}{' '}
        <input
          type="number"
          min={0}
          max={360}
          step={0.5}
          value={angle}
          data-testid="sb-step-angle"
          onChange={(e) => setAngle(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="primary"
        onClick={() => onAct({ type: 'stepAside', angle: Number(angle) })}
      >
        {t('sbt.send')}
      </button>
    </div>
  );
}

/** D-28: the order of the tied players, set with ↑ ↓, then sent. */
function PathOrderControl({ inputs, view, seat, onAct }: ControlProps) {
  const { t } = useTranslation();
  const first = (inputs[0]?.players as string[] | undefined) ?? [];
  const [order, setOrder] = useState(first);
  const move = (i: number, d: number) => {
    const j = i + d;
    if (j < 0 || j >= order.length) return;
    const next = order.slice();
    [next[i], next[j]] = [next[j]!, next[i]!];
    setOrder(next);
  };
  return (
    <div className="sb-path-order" data-testid="sb-path-order">
      <RuleLink id="SB-R-18" /> <span className="small-print">{t('sbd.pathOrder')}</span>
      <ol>
        {order.map((id, i) => (
          <li key={id}>
            {playerName(view, id, seat ?? undefined)}{' '}
            <button type="button" className="small" aria-label="↑" onClick={() => move(i, -1)}>
              ↑
            </button>
            <button type="button" className="small" aria-label="↓" onClick={() => move(i, 1)}>
              ↓
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="primary"
        data-testid="sb-path-order-send"
        onClick={() => onAct({ type: 'pathOrder', players: order })}
      >
        {t('sbt.send')}
      </button>
    </div>
  );
}

/**
 * D-33 under `kickoff.afterGoal` = concedingPlacesAndScatters (SB-R-14, ARB-SB-70): any point of his half,
 * typed in inches or taken from the points offered; the ball then scatters as at the opening kick-off.
 */
function PlaceBallControl({ inputs, onAct }: ControlProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const points = inputs.map((a) => a.at as { x: number; y: number });
  const [x, setX] = useState(String(points[0]?.x ?? 6.5));
  const [y, setY] = useState(String(points[0]?.y ?? 10.5));
  const fmt = (n: number) => (lang === 'fr' ? String(n).replace('.', ',') : String(n));
  const num = (v: string) => Number(v.replace(',', '.'));
  return (
    <div className="sb-row sb-place-ball" data-testid="sb-place-ball">
      <RuleLink id="SB-R-14" /> <span className="small-print">{t('sbVariants.placeBall')}</span>
      <select
        data-testid="sb-place-ball-offer"
        value=""
        onChange={(e) => {
          const q = points[Number(e.target.value)];
          if (q) {
            setX(String(q.x));
            setY(String(q.y));
          }
        }}
      >
        <option value="">{t('sbVariants.placeOffered')}</option>
        {points.map((q, i) => (
          <option key={i} value={i}>
            ({fmt(q.x)} ; {fmt(q.y)})
          </option>
        ))}
      </select>
      <label>
        x <input type="number" step={0.1} min={0} max={13} value={x} onChange={(e) => setX(e.target.value)} />
      </label>
      <label>
        y <input type="number" step={0.1} min={0} max={21} value={y} onChange={(e) => setY(e.target.value)} />
      </label>
      <button
        type="button"
        className="primary"
        data-testid="sb-place-ball-send"
        onClick={() => onAct({ type: 'placeBall', at: { x: num(x), y: num(y) } })}
      >
        {t('sbt.send')}
      </button>
    </div>
  );
}

/** The panel's controls by input type. */
export const PANEL_CONTROLS: Record<string, (p: ControlProps) => React.ReactElement> = {
  defend: DefendControl,
  stepAside: StepAsideControl,
  pathOrder: PathOrderControl,
  placeBall: PlaceBallControl,
  parryCatch: OddsChoice,
  receiverLeap: OddsChoice,
  koReturn: OddsChoice,
  substitute: OddsChoice,
  giveBall: OddsChoice,
  playFirst: OddsChoice,
  interceptShot: OddsChoice,
  interceptPass: OddsChoice,
  interceptPlayer: OddsChoice,
  catchRebound: OddsChoice,
};
