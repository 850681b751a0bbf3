/**
 * The Spark Ball table: the board (SparkBall.tsx: deployment, activation, Move by dragging or waypoints, Leap,
 * PickUp, End) and the decisions panel for everything else the view may be waiting on — the reacting coach's
 * window (decline, tackle at a chosen point, catch the rebound, intercept…), line-up, captain, deployment
 * order, disabled equipment, rerolls, the characteristic a serious injury takes, and any input of a type the
 * table does not know yet, by a label built from its fields (sbDecisions.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SBAction } from '../../../src/games/spark-ball/actions.ts';
import { DEFAULT_QUICK } from '../../../src/games/spark-ball/defaults.ts';
import { TEMPLATES } from '../../../src/games/spark-ball/teams/templates.ts';
import type { SBView } from '../../../src/games/spark-ball/view.ts';
import { formatInches } from '../sbGeometry.ts';
import {
  actionLabel,
  asAction,
  playerName,
  sortInputs,
  windowOf,
  type AnyInput,
  type TackleGroup,
} from '../sbDecisions.ts';
import type { PreviewAnswer, RollPreview } from '../protocol.ts';
import { RuleLink, useLang } from './common.tsx';
import { SparkBallBoard } from './SparkBall.tsx';
import { PANEL_CONTROLS } from './SBDecisionControls.tsx';
import { SBOdds } from './SBOdds.tsx';

/** Inputs of one type beyond this many are offered in a list rather than as buttons. */
const MAX_BUTTONS = 4;

export function SparkBallTable({
  view,
  legal,
  seat,
  onAct,
  previews = [],
  preview = null,
  onPreview,
}: {
  view: SBView;
  legal: unknown[];
  seat: number | null;
  onAct: (a: SBAction) => void;
  /** Beside `legal`: each input's rolls with their exact odds (protocol `previews`). */
  previews?: (RollPreview[] | null)[];
  /** The answer to the last `preview` request. */
  preview?: PreviewAnswer | null;
  onPreview?: (input: unknown) => void;
}) {
  // The board keeps a planned Move; a new activation (or decision) starts with a clean plan.
  const key = `${view.activation?.player ?? ''}:${view.activation?.steps ?? 0}:${view.stop ?? ''}`;
  return (
    <div className="sb-table" data-testid="sb-table">
      {/* What is asked beyond the board comes first, where it is seen without scrolling. */}
      <SparkBallDecisions view={view} legal={legal} previews={previews} seat={seat} onAct={onAct} />
      <SparkBallBoard
        previews={previews}
        preview={preview}
        {...(onPreview ? { onPreview } : {})}
        key={key}
        view={view}
        legal={legal as SBAction[]}
        seat={seat}
        onAct={onAct}
        goalZone={view.goalZone}
      />
      <ConcedeRow legal={legal} onAct={onAct} />
    </div>
  );
}

function TackleRow({
  g,
  view,
  seat,
  onAct,
  oddsAt,
}: {
  g: TackleGroup;
  view: SBView;
  seat: number | null;
  onAct: (a: SBAction) => void;
  /** The server's preview of this tackle at an interruption point (its difficulty, tests and outcome). */
  oddsAt: (at: number) => RollPreview[] | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [at, setAt] = useState(g.at[0]!);
  const odds = oddsAt(at);
  return (
    <div className="sb-row" data-testid={`sb-tackle-${g.player}${g.leap ? '-leap' : ''}`}>
      <button
        type="button"
        className="primary"
        onClick={() => onAct(asAction({ type: 'tackle', player: g.player, leap: g.leap, at }))}
      >
        {t(g.leap ? 'sbt.tackleLeap' : 'sbt.tackle', {
          player: playerName(view, g.player, seat ?? undefined),
        })}
      </button>
      {g.at.length > 1 && (
        <label>
          {t('sbt.interruption')}{' '}
          <select value={String(at)} onChange={(e) => setAt(Number(e.target.value))}>
            {g.at.map((d) => (
              <option key={d} value={d}>
                {formatInches(d, lang)}
              </option>
            ))}
          </select>
        </label>
      )}
      {odds && <SBOdds rolls={odds} known seat={seat} testid="sb-tackle-odds" />}
    </div>
  );
}

/** One type's inputs: buttons, or a list and a button when there are many. */
function ChoiceRow({
  type,
  inputs,
  label,
  onAct,
}: {
  type: string;
  inputs: AnyInput[];
  label: (a: AnyInput) => string;
  onAct: (a: SBAction) => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (inputs.length <= MAX_BUTTONS) {
    return (
      <div className="sb-row sb-choices" data-testid={`sb-choice-${type}`}>
        {inputs.map((a, i) => (
          <button key={i} type="button" onClick={() => onAct(asAction(a))}>
            {label(a)}
          </button>
        ))}
      </div>
    );
  }
  const chosen = inputs[Math.min(index, inputs.length - 1)]!;
  return (
    <div className="sb-row sb-choices" data-testid={`sb-choice-${type}`}>
      <select value={String(index)} onChange={(e) => setIndex(Number(e.target.value))}>
        {inputs.map((a, i) => (
          <option key={i} value={i}>
            {label(a)}
          </option>
        ))}
      </select>
      <button type="button" className="primary" onClick={() => onAct(asAction(chosen))}>
        {t('sbt.send')}
      </button>
    </div>
  );
}

/** Concede (D-36), asked twice by the table; offered whenever the seat has anything else to decide. */
function ConcedeRow({ legal, onAct }: { legal: unknown[]; onAct: (a: SBAction) => void }) {
  const { t } = useTranslation();
  const concede = sortInputs(legal).concede;
  if (!concede || legal.length < 2) return null;
  return (
    <div className="sb-row sb-concede">
      <button
        type="button"
        className="small"
        data-testid="sb-concede"
        onClick={() => onAct(asAction(concede))}
      >
        {t('sbt.concede')}
      </button>
    </div>
  );
}

/** The decisions panel: what the board does not offer by pointing. */
export function SparkBallDecisions({
  view,
  legal,
  previews = [],
  seat,
  onAct,
}: {
  view: SBView;
  legal: unknown[];
  previews?: (RollPreview[] | null)[];
  seat: number | null;
  onAct: (a: SBAction) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const sorted = sortInputs(legal);
  const window = windowOf(legal);
  const label = (a: AnyInput) => actionLabel(a, view, seat, t, lang);
  const byType = new Map<string, AnyInput[]>();
  for (const a of sorted.others) {
    if (a.type === 'decline') continue;
    byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
  }
  const mover = view.activation ? playerName(view, view.activation.player, view.active) : null;
  if (sorted.tackles.length === 0 && byType.size === 0 && !sorted.reacting && view.stop !== 'D-20')
    return null;
  return (
    <section className="panel sb-decisions" data-testid="sb-decisions">
      {view.stop === 'D-20' && (
        <div className="sb-window" data-testid="sb-window">
          <strong>{t('sbt.windowTitle')}</strong>{' '}
          {window && <RuleLink id={window.startsWith('RW') ? window : 'SB-REACT-1'} />}
          <p className="small-print">
            {window === 'RW-TACKLE' && mover
              ? t('sbt.tackleWindow', { player: mover })
              : window === 'RW-REBOUND'
                ? t('sbt.reboundWindow')
                : window === 'RW-CHARGE' && view.charge
                  ? t('sbt.chargeWindow', {
                      charger: playerName(view, view.charge.charger, view.active),
                      target: playerName(view, view.charge.target, seat ?? undefined),
                    })
                  : window === 'RW-SHOT' && view.shot
                    ? t('sbt.shotWindow', { player: playerName(view, view.shot.shooter, view.active) })
                    : window === 'RW-PASS' && view.pass
                      ? t('sbt.passWindow', {
                          thrower: playerName(view, view.pass.thrower, view.active),
                          receiver: playerName(view, view.pass.receiver, view.active),
                        })
                      : sorted.reacting
                        ? t('sbt.reactWindow')
                        : t('sbt.otherReacts')}
          </p>
        </div>
      )}
      {sorted.tackles.map((g) => (
        <TackleRow
          key={`${g.player}-${g.leap}`}
          g={g}
          view={view}
          seat={seat}
          onAct={onAct}
          oddsAt={(at) => {
            const i = legal.findIndex((a) => {
              const x = a as { type?: string; player?: string; leap?: boolean; at?: number };
              return x.type === 'tackle' && x.player === g.player && x.leap === g.leap && x.at === at;
            });
            return i >= 0 ? (previews[i] ?? null) : null;
          }}
        />
      ))}
      {[...byType].map(([type, inputs]) => {
        const Control = PANEL_CONTROLS[type];
        // each input's odds, by its place in `legal`
        const odds = inputs.map((a) => previews[legal.indexOf(a)] ?? null);
        return (
          <div key={type}>
            {type !== 'catchRebound' &&
              !type.startsWith('intercept') &&
              // the ball placement's control says what it asks (ARB-SB-70)
              type !== 'placeBall' &&
              // reroll and noReroll answer the same question: asked once
              !(type === 'noReroll' && byType.has('reroll')) && (
                <p className="sb-ask">{t(`sbt.ask.${type}`, { defaultValue: t('sbt.ask.other') })}</p>
              )}
            {Control ? (
              <Control
                type={type}
                inputs={inputs}
                odds={odds}
                view={view}
                seat={seat}
                label={label}
                onAct={onAct}
              />
            ) : (
              <ChoiceRow type={type} inputs={inputs} label={label} onAct={onAct} />
            )}
          </div>
        );
      })}
      {sorted.reacting && (
        <div className="sb-row">
          <button type="button" data-testid="sb-decline" onClick={() => onAct({ type: 'decline' })}>
            {t('sbt.decline')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The lobby's quick play: the template of each side (options `quick`, src/games/spark-ball/defaults.ts). */
export function SBQuickFields({
  options,
  onOptions,
}: {
  options: Record<string, unknown>;
  onOptions: (o: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const quick = { ...DEFAULT_QUICK, ...(options.quick as Record<string, string> | undefined) };
  return (
    <fieldset data-testid="sb-quick">
      <legend>{t('sbt.quick')}</legend>
      {(['home', 'away'] as const).map((side) => (
        <label key={side} className="seat-choice">
          {t(side === 'home' ? 'sbt.quickHome' : 'sbt.quickAway')}{' '}
          <select
            value={quick[side]}
            data-testid={`sb-quick-${side}`}
            onChange={(e) => onOptions({ ...options, quick: { ...quick, [side]: e.target.value } })}
          >
            {Object.values(TEMPLATES).map((tpl) => (
              <option key={tpl.id} value={tpl.id}>
                {tpl.id} — {tpl.names[lang]}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
