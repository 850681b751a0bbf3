/**
 * The Piss' Squig table: the 13×13 pit in SVG (numbered posts, goblins with their figure number, state,
 * skills and traits, Point and Piss markers, slippery squares, the Squig), the scores, and every legal input
 * offered on the board (squares, goblins) or as a button naming its rule (psOffers.ts).
 */
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_SQUARE, SIZE, xOf, yOf } from '../../../src/games/piss-squig/board.ts';
import type { PSView } from '../../../src/games/piss-squig/view.ts';
import type { RollPreview } from '../../../src/engine/types.ts';
import {
  goblinName,
  goblinTag,
  isTrait,
  offersOf,
  partnerOf,
  percent,
  previewLong,
  previewShort,
  skillName,
  successChance,
  blockChances,
  dieNeeded,
  worstRoll,
  type AnyPSAction,
  type PSViewPlus,
  type SquareKind,
} from '../psOffers.ts';
import { nextPlanInput, pathsOf, type Path, type StopReason } from '../psPaths.ts';
import { JUMP_TARGET } from '../../../src/games/piss-squig/movement.ts';
import { RuleLink, SEAT_COLOURS, useLang } from './common.tsx';
import { coordinate } from '../../../src/games/piss-squig/i18n.ts';
import { placed, slideTargets, type PSPositions } from '../psPlayback.ts';
import { useSlides } from './slides.ts';

const CELL = 40;
const PAD = 22;
const W = SIZE * CELL + 2 * PAD;
/** The band of coordinates above and left of the fence (negative SVG coordinates: the pit's own stay put). */
const LAB = 20;
/** The drawing's side, coordinates included. */
const VIEW = W + LAB;
/** The zoomed pit on phones: squares of 46 CSS px, above the 44 px touch target. */
const ZOOM_CELL = 46;

/** A path being sent step by step: the goblin, its squares, the index of the next square to send. */
interface Plan {
  goblin: number;
  path: { x: number; y: number; jump: boolean }[];
  next: number;
}

export const KIND_FILL: Record<SquareKind, string> = {
  step: 'rgba(46,158,79,0.55)',
  gfi: 'rgba(241,196,15,0.7)',
  jump: 'rgba(41,128,185,0.6)',
  enter: 'rgba(46,158,79,0.55)',
  push: 'rgba(230,126,34,0.6)',
  sidestep: 'rgba(142,68,173,0.55)',
  squig: 'rgba(217,65,43,0.5)',
};

function cx(x: number) {
  return PAD + x * CELL + CELL / 2;
}

/** The goblin's tooltip: name, seat, state, markers, skills and traits, partner in the reserve. */
export function goblinLabel(view: PSView, id: number, t: TFunction, lang: 'fr' | 'en'): string {
  const g = view.goblins[id]!;
  const parts = [
    `${goblinName(view, id, lang)} (${t('ps.side', { n: g.side })})`,
    t(`ps.status.${g.status}`),
  ];
  if (g.point) parts.push(t('ps.point'));
  if (g.pissMarkers) parts.push(t('ps.piss', { n: g.pissMarkers }));
  const skills = g.skills.filter((s) => !isTrait(s)).map((s) => skillName(s, lang));
  const traits = g.skills.filter(isTrait).map((s) => skillName(s, lang));
  const colon = lang === 'fr' ? ' : ' : ': ';
  if (skills.length) parts.push(`${t('ps.skills')}${colon}${skills.join(', ')}`);
  if (traits.length) parts.push(`${t('ps.traits')}${colon}${traits.join(', ')}`);
  const p = partnerOf(view, id);
  if (p !== null && view.goblins[p]!.reserve) parts.push(t('ps.reserveOf', { g: goblinName(view, p, lang) }));
  return parts.join(' — ');
}

function Goblin({
  g,
  tag,
  acting,
  target,
  pissTarget,
  reacting,
  blocked,
  onClick,
  label,
  odds,
}: {
  g: PSView['goblins'][number];
  tag: string;
  acting: boolean;
  target: boolean;
  pissTarget: boolean;
  reacting: boolean;
  blocked: boolean;
  onClick?: (() => void) | undefined;
  label: string;
  /** The odds badge of a block or piss target: short text and its tooltip. */
  odds?: { text: string; title: string } | undefined;
}) {
  if (!g.square) return null;
  const x = cx(g.square.x);
  const y = cx(g.square.y);
  const colour = SEAT_COLOURS[g.side % SEAT_COLOURS.length]!;
  const down = g.status === 'prone' || g.status === 'stunned';
  return (
    <g
      className={`goblin${onClick ? ' clickable' : ''}`}
      data-testid={`goblin-${g.id}`}
      data-status={g.status}
      data-tag={tag}
      data-skills={g.skills.join(' ')}
      data-reacting={reacting ? 'true' : undefined}
      onClick={onClick}
      role={onClick ? 'button' : undefined}
      aria-label={label}
    >
      <title>{label}</title>
      {acting && <circle cx={x} cy={y} r={18} fill="none" stroke="#f1c40f" strokeWidth={4} />}
      {target && <circle cx={x} cy={y} r={19} fill="rgba(217,65,43,0.25)" stroke="#d9412b" strokeWidth={3} />}
      {reacting && (
        <circle cx={x} cy={y} r={19} fill="none" stroke="#fff" strokeWidth={4} strokeDasharray="3 2" />
      )}
      {pissTarget && (
        <circle
          cx={x}
          cy={y}
          r={19}
          fill="rgba(63,169,245,0.25)"
          stroke="#3fa9f5"
          strokeWidth={3}
          strokeDasharray="6 3"
        />
      )}
      {blocked && (
        <circle cx={x} cy={y} r={19} fill="none" stroke="#d9412b" strokeWidth={3} strokeDasharray="5 3" />
      )}
      {down ? (
        <>
          <ellipse
            cx={x}
            cy={y}
            rx={16}
            ry={9}
            fill={g.status === 'stunned' ? '#333' : colour}
            stroke={colour}
            strokeWidth={3}
            strokeDasharray={g.status === 'prone' ? '4 2' : undefined}
          />
          <text x={x + 14} y={y + 17} textAnchor="middle" className="marker-text down-side">
            {tag}
          </text>
          {g.status === 'stunned' ? (
            <path
              d={`M${x - 5} ${y - 5}L${x + 5} ${y + 5}M${x + 5} ${y - 5}L${x - 5} ${y + 5}`}
              stroke="#fff"
              strokeWidth={2.5}
            />
          ) : (
            <path
              d={`M${x - 6} ${y - 2}Q${x} ${y + 6} ${x + 6} ${y - 2}`}
              fill="none"
              stroke="#fff"
              strokeWidth={2.5}
            />
          )}
        </>
      ) : (
        <>
          <circle cx={x} cy={y} r={13} fill={colour} stroke="#fff" strokeWidth={2} />
          <text
            x={x}
            y={y + (tag.length > 1 ? 4 : 5)}
            textAnchor="middle"
            className={tag.length > 1 ? 'gob-text small' : 'gob-text'}
            fill="#fff"
          >
            {tag}
          </text>
        </>
      )}
      {g.point && (
        <circle cx={x + 12} cy={y - 12} r={6} fill="#f1c40f" stroke="#7a5c00" strokeWidth={1.5}>
          <title>Point</title>
        </circle>
      )}
      {g.skills.length > 0 && (
        <circle
          cx={x + 12}
          cy={y + 12}
          r={4}
          fill="#fff"
          stroke="#2b2118"
          strokeWidth={1.5}
          className="skill-dot"
        />
      )}
      {g.pissMarkers > 0 && (
        <g>
          <circle cx={x - 12} cy={y - 12} r={7} fill="#3fa9f5" stroke="#0b4f80" strokeWidth={1} />
          <text x={x - 12} y={y - 8.5} textAnchor="middle" className="marker-text">
            {g.pissMarkers}
          </text>
        </g>
      )}
      {odds && (
        <g className="odds-badge" data-testid={`odds-goblin-${g.id}`}>
          <title>{odds.title}</title>
          <rect x={x - 19} y={y + 9} width={38} height={12} rx={3} fill="rgba(20,14,8,0.85)" />
          <text x={x} y={y + 18.5} textAnchor="middle" className="odds-text">
            {odds.text}
          </text>
        </g>
      )}
    </g>
  );
}

/** The pit and what can be done on it now. */
export function PissSquigBoard({
  view,
  legal,
  previews,
  onAct,
  positions,
  slide = true,
}: {
  view: PSView;
  legal: AnyPSAction[];
  /** Beside `legal`: the rolls each input starts at once, with exact odds (the server's `previews`). */
  previews?: readonly (RollPreview[] | null)[] | undefined;
  onAct?: (a: AnyPSAction) => void;
  /** While events play (psPlayback.ts): where the played events put the pieces; absent, the view's squares. */
  positions?: PSPositions | null | undefined;
  /** False (speed "instant"): pieces jump to their squares instead of sliding. */
  slide?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const offers = offersOf(view as PSViewPlus, legal, lang, previews);
  // Moves by destination (psPaths.ts): hover or tap a reachable square to draw its path, click again to go.
  const paths = useMemo(
    () =>
      onAct && legal.some((a) => a.type === 'step' || a.type === 'jump')
        ? pathsOf(view)
        : new Map<string, Path>(),
    [view, legal, onAct],
  );
  const [target, setTarget] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [note, setNote] = useState<StopReason | null>(null);
  const [zoom, setZoom] = useState(false);
  const sentFor = useRef<readonly AnyPSAction[] | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  // The pieces where the event player has them (the view itself once caught up), sliding square by square.
  const pieces = placed(view, positions);
  useSlides(wrap, slideTargets(pieces), CELL, slide);
  const shown = plan === null && target !== null ? (paths.get(target) ?? null) : null;
  /** A step's chance: the server's exact odds for the first step (Tacle plongeant, Esquive…), base odds after. */
  const stepChance = (i: number, st: { x: number; y: number; p: number }): number => {
    if (i > 0) return st.p;
    const first = offers.squares.find((o) => o.x === st.x && o.y === st.y)?.preview;
    const c = first && first.every((r) => r.roller === seat) ? successChance(first) : null;
    return c ? c.p : st.p;
  };
  const stop = (why: StopReason) => {
    setPlan(null);
    setTarget(null);
    setNote(why);
  };
  const commit = (k: string) => {
    const p = paths.get(k);
    const first = p?.steps[0];
    const type = first?.jump ? 'jump' : 'step';
    const a = first && legal.find((l) => l.type === type && l.x === first.x && l.y === first.y);
    if (!p || !a || !onAct) return;
    sentFor.current = legal;
    setTarget(null);
    setNote(null);
    if (p.steps.length > 1)
      setPlan({ goblin: view.actor, path: p.steps.map(({ x, y, jump }) => ({ x, y, jump })), next: 1 });
    onAct(a);
  };
  // Each update: the plan's next step while it is still the goblin's D-STEP with that square legal, else stop.
  useEffect(() => {
    if (!plan || !onAct || sentFor.current === legal) return;
    const r = nextPlanInput(view, legal, plan.goblin, plan.path[plan.next]);
    if ('wait' in r) return;
    if ('stop' in r) {
      stop(r.stop);
      return;
    }
    sentFor.current = legal;
    const next = plan.next + 1;
    setPlan(next >= plan.path.length ? null : { ...plan, next });
    if (next >= plan.path.length) setNote('arrived');
    onAct(r.input);
  }, [view, legal]);
  useEffect(() => {
    if (plan === null && target === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (plan) stop('cancelled');
        else setTarget(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [plan, target]);
  // The zoomed pit scrolls to the goblin who acts.
  const focus = view.goblins[view.actor]?.square;
  useEffect(() => {
    const el = wrap.current;
    if (!zoom || !el || !focus) return;
    const scale = ZOOM_CELL / CELL;
    el.scrollLeft = (LAB + cx(focus.x)) * scale - el.clientWidth / 2;
    el.scrollTop = (LAB + cx(focus.y)) * scale - el.clientHeight / 2;
  }, [zoom, focus?.x, focus?.y]);
  /** Hover (a mouse) draws the path; a click on the drawn square, or a second tap, sends it. */
  const onSquare = (k: string) => {
    const p = paths.get(k);
    if (!p || p.steps.length < 2 || plan) return false;
    setNote(null);
    if (target === k) commit(k);
    else setTarget(k);
    return true;
  };
  const hover = (k: string) => (e: React.PointerEvent) => {
    if (e.pointerType === 'mouse' && !plan && paths.has(k)) setTarget(k);
  };
  const tacle = view.goblins[view.actor]?.skills.includes('tacle') === true;
  /** The seat deciding now: a roll another seat makes reads as its results, not as a success. */
  const seat = view.pending.kind === 'decision' ? view.pending.player : null;
  const mine = (rolls: readonly RollPreview[]) => rolls.every((r) => r.roller === seat);
  const compact = (p: number) => percent(p, lang).replace('\u00a0', '\u202f');
  const anyOdds = offers.squares.some((s) => s.preview) || offers.targetPreviews.size > 0;
  /** The badge of a block or piss target: the piss's chance, or the target's chance to go down. */
  const targetOdds = (id: number): { text: string; title: string } | undefined => {
    const rolls = offers.targetPreviews.get(id);
    if (!rolls) return undefined;
    if (!mine(rolls)) return undefined;
    const c = successChance(rolls);
    const b = c === null && rolls.length === 1 ? blockChances(rolls[0]!, tacle) : null;
    const text = c !== null ? compact(c.p) : b !== null ? `\u2b07${compact(b.down)}` : null;
    if (text === null) return undefined;
    return { text, title: `${previewShort(rolls, lang, t, tacle) ?? ''} — ${previewLong(rolls, lang, t)}` };
  };
  const slippery = new Set(view.slippery.map((s) => `${s.x},${s.y}`));
  const deciding = view.pending.kind === 'decision';
  const acting = view.goblins[view.actor];
  const anything =
    offers.groups.length > 0 ||
    offers.squares.length > 0 ||
    offers.blockTargets.size > 0 ||
    offers.hints.length > 0;

  const cells = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const k = `${x},${y}`;
      cells.push(
        <rect
          key={k}
          x={PAD + x * CELL}
          y={PAD + y * CELL}
          width={CELL}
          height={CELL}
          className={slippery.has(k) ? 'sq slippery' : (x + y) % 2 ? 'sq dark' : 'sq light'}
        />,
      );
    }
  }
  const posts = POST_SQUARE.slice(1).map((q, i) => {
    const x = xOf(q);
    const y = yOf(q);
    const lx = x === 0 ? PAD / 2 : x === SIZE - 1 ? W - PAD / 2 : cx(x);
    const ly = y === 0 ? PAD / 2 + 5 : y === SIZE - 1 ? W - PAD / 2 + 5 : cx(y) + 5;
    return (
      <g key={`post${i + 1}`} className="post">
        <rect
          x={PAD + x * CELL + 2}
          y={PAD + y * CELL + 2}
          width={CELL - 4}
          height={CELL - 4}
          className="post-sq"
        />
        <text x={lx} y={ly} textAnchor="middle" className="post-num">
          {i + 1}
        </text>
      </g>
    );
  });
  /**
   * Coordinates in the log's notation (`coordinate`, «(7,7)»): columns above the fence, rows left of it; the
   * zoomed pit scrolls its edges away, so it also writes each square's «x,y» in its corner. None takes a tap.
   */
  const coords = (
    <g className="coords" pointerEvents="none" aria-hidden="true">
      <rect x={-LAB} y={-LAB} width={VIEW} height={LAB} className="coord-band" />
      <rect x={-LAB} y={0} width={LAB} height={W} className="coord-band" />
      {Array.from({ length: SIZE }, (_, i) => (
        <g key={i}>
          <text x={cx(i)} y={-5} textAnchor="middle" className="coord" data-testid={`col-${i}`}>
            {coordinate(i)}
          </text>
          <text x={-LAB / 2} y={cx(i) + 5} textAnchor="middle" className="coord" data-testid={`row-${i}`}>
            {coordinate(i)}
          </text>
        </g>
      ))}
      {zoom &&
        Array.from({ length: SIZE * SIZE }, (_, q) => {
          const x = q % SIZE;
          const y = Math.floor(q / SIZE);
          return (
            <text key={q} x={PAD + x * CELL + 2} y={PAD + y * CELL + CELL - 3} className="coord-sq">
              {`${coordinate(x)},${coordinate(y)}`}
            </text>
          );
        })}
    </g>
  );
  // the Squig where the played events put it (the event player), else the view's
  const sq = pieces.squig;
  /** A Squig step under way (D-QUICK, GNAK): the Squig drawn on the square it enters, a trace on the one it left. */
  const squigAt = sq.entering ?? sq;
  const reactingPhase = offers.reacting !== null;
  return (
    <div className="ps-board">
      <div className={zoom ? 'pit-wrap zoomed' : 'pit-wrap'} ref={wrap} data-testid="pit-wrap">
        <svg
          viewBox={`${-LAB} ${-LAB} ${VIEW} ${VIEW}`}
          className="pit"
          role="img"
          aria-label="Piss' Squig"
          style={zoom ? { width: (VIEW * ZOOM_CELL) / CELL, maxWidth: 'none' } : undefined}
        >
          <rect x={0} y={0} width={W} height={W} className="fence" />
          {cells}
          {posts}
          {coords}
          {offers.squares.map(({ x, y, kind, action, preview }) => {
            const c = preview && mine(preview) ? successChance(preview) : null;
            const last = preview ? worstRoll(preview) : undefined;
            const title = preview
              ? `${t(`ps.act.${kind}`)} — ${previewLong(preview, lang, t)}`
              : t(`ps.act.${kind}`);
            return (
              <g key={`h${x},${y}`}>
                <rect
                  x={PAD + x * CELL + 1}
                  y={PAD + y * CELL + 1}
                  width={CELL - 2}
                  height={CELL - 2}
                  fill={KIND_FILL[kind]}
                  className="target-sq clickable"
                  data-testid={`sq-${x}-${y}`}
                  data-kind={kind}
                  data-odds={c ? compact(c.p) : undefined}
                  onClick={() => {
                    setTarget(null);
                    onAct?.(action);
                  }}
                >
                  <title>{title}</title>
                </rect>
                {c && last && (
                  <text
                    x={cx(x)}
                    y={PAD + y * CELL + (c.rerolled > c.p ? 10 : 14)}
                    textAnchor="middle"
                    className="sq-odds"
                    data-testid={`odds-${x}-${y}`}
                    pointerEvents="none"
                  >
                    <tspan x={cx(x)} className="sq-target">
                      {dieNeeded(last) ?? '\u00a0'}
                    </tspan>
                    <tspan x={cx(x)} dy={c.rerolled > c.p ? 12 : 14} className="sq-p">
                      {compact(c.p)}
                    </tspan>
                    {c.rerolled > c.p && (
                      <tspan x={cx(x)} dy={11} className="sq-reroll">{`\u21bb${compact(c.rerolled)}`}</tspan>
                    )}
                  </text>
                )}
              </g>
            );
          })}
          {[...paths].map(([k, p]) => {
            if (p.steps.length < 2) return null;
            const { x, y } = p.steps[p.steps.length - 1]!;
            return (
              <rect
                key={`r${k}`}
                x={PAD + x * CELL + 1}
                y={PAD + y * CELL + 1}
                width={CELL - 2}
                height={CELL - 2}
                className={`reach-sq clickable${target === k ? ' chosen' : ''}`}
                data-testid={`reach-${x}-${y}`}
                data-steps={p.steps.length}
                onPointerEnter={hover(k)}
                onClick={() => onSquare(k)}
              >
                <title>{t('paths.reach', { n: p.steps.length })}</title>
              </rect>
            );
          })}
          {shown && acting?.square && (
            <g className="path" data-testid="path" data-steps={shown.steps.length} pointerEvents="none">
              <polyline
                points={[acting.square, ...shown.steps].map((q) => `${cx(q.x)},${cx(q.y)}`).join(' ')}
                className="path-line"
              />
              {shown.steps.map((st, i) => {
                const p = stepChance(i, st);
                const risky = p < 1;
                const marks = [
                  st.jump ? `${t('board.jump')}${JUMP_TARGET}+` : '',
                  st.dodge ? t('paths.dodge') : '',
                  st.slip ? t('paths.slip') : '',
                  st.gfi ? t('paths.gfi') : '',
                ]
                  .filter(Boolean)
                  .join('');
                return (
                  <g
                    key={i}
                    data-testid={`path-step-${i}`}
                    data-odds={risky ? compact(p) : undefined}
                    data-jump={st.jump ? 'true' : undefined}
                  >
                    <circle
                      cx={cx(st.x)}
                      cy={cx(st.y)}
                      r={risky ? 15 : 6}
                      className={risky ? 'path-dot risky' : 'path-dot'}
                    />
                    {risky && (
                      <text x={cx(st.x)} y={cx(st.y) - 2} textAnchor="middle" className="path-text">
                        <tspan x={cx(st.x)}>{marks}</tspan>
                        <tspan x={cx(st.x)} dy={10}>
                          {compact(p)}
                        </tspan>
                      </text>
                    )}
                  </g>
                );
              })}
            </g>
          )}
          {sq.entering && (
            <g className="squig-trace" data-testid="squig-trace" pointerEvents="none">
              <rect x={cx(sq.x) - 16} y={cx(sq.y) - 16} width={32} height={32} rx={10} />
              <line x1={cx(sq.x)} y1={cx(sq.y)} x2={cx(sq.entering.x)} y2={cx(sq.entering.y)} />
            </g>
          )}
          <g
            className={`squig${sq.furious ? ' furious' : ''}`}
            data-testid="squig"
            data-x={squigAt.x}
            data-y={squigAt.y}
            data-entering={sq.entering ? 'true' : undefined}
          >
            <title>
              {`${t('ps.squig')} — ${sq.furious ? t('ps.furious') : t('ps.calm')}${sq.entering ? ` — ${t('board.entering')}` : ''}`}
            </title>
            <rect
              x={cx(squigAt.x) - 16}
              y={cx(squigAt.y) - 16}
              width={32}
              height={32}
              rx={10}
              fill={sq.furious ? '#b3001b' : '#e4572e'}
              stroke={sq.furious ? '#ffdd00' : '#5b1a0c'}
              strokeWidth={sq.furious ? 4 : 2}
              pointerEvents="none"
            />
            <text
              x={cx(squigAt.x)}
              y={cx(squigAt.y) + 6}
              textAnchor="middle"
              className="squig-text"
              pointerEvents="none"
            >
              {sq.furious ? 'S!' : 'S'}
            </text>
          </g>
          {pieces.goblins.map((g) => {
            const act = offers.blockTargets.get(g.id) ?? offers.pissTargets.get(g.id);
            return (
              <Goblin
                key={g.id}
                g={g}
                tag={goblinTag(view, g.id)}
                acting={deciding && !reactingPhase && acting?.id === g.id && view.phase !== 'rollOff'}
                target={offers.blockTargets.has(g.id)}
                pissTarget={offers.pissTargets.has(g.id)}
                reacting={offers.reacting === g.id}
                blocked={view.blockTarget === g.id}
                label={goblinLabel(view, g.id, t, lang)}
                onClick={act ? () => onAct?.(act) : undefined}
                odds={act ? targetOdds(g.id) : undefined}
              />
            );
          })}
        </svg>
      </div>
      <div className="paths-bar">
        <button
          type="button"
          className="zoom-toggle"
          data-testid="zoom-toggle"
          aria-pressed={zoom}
          onClick={() => setZoom(!zoom)}
        >
          {zoom ? t('paths.unzoom') : t('paths.zoom')}
        </button>
        {shown && (
          <span className="path-summary" data-testid="path-summary">
            {t('paths.summary', {
              n: shown.steps.length,
              dodges: shown.dodges,
              slips: shown.slips,
              p: compact(shown.steps.reduce((acc, st, i) => acc * stepChance(i, st), 1)),
            })}{' '}
            {shown.jumps > 0 && `${t('board.withJump')} `}
            <button type="button" data-testid="path-go" onClick={() => target && commit(target)}>
              {t('paths.go')}
            </button>
          </span>
        )}
        {plan && (
          <span className="path-summary" data-testid="path-running">
            {t('paths.running', { i: plan.next, n: plan.path.length })}{' '}
            <button type="button" data-testid="path-cancel" onClick={() => stop('cancelled')}>
              {t('paths.cancel')}
            </button>
          </span>
        )}
        {note && !plan && !shown && (
          <span className="path-note" data-testid="path-note" role="status">
            {t(`paths.stop.${note}`)}
          </span>
        )}
      </div>
      {onAct && anything && (
        <div className="ps-actions" data-testid="actions">
          {offers.reacting !== null && (
            <p className="reacting" data-testid="reacting">
              {t('ps.reacting', { g: goblinName(view, offers.reacting, lang) })}
            </p>
          )}
          {offers.hints.map((h) => (
            <p key={h.key} className="hint">
              {t(h.key)} {h.rule && <RuleLink id={h.rule} />}
            </p>
          ))}
          {anyOdds && <p className="hint">{t('ps.hint.odds')}</p>}
          {offers.groups.map((grp) => (
            <div
              key={grp.goblin ?? 'all'}
              className={grp.goblin === null ? 'buttons' : 'buttons by-goblin'}
              data-goblin={grp.goblin ?? undefined}
            >
              {grp.goblin !== null && (
                <strong className="group-head">{`${goblinName(view, grp.goblin, lang)}${lang === 'fr' ? ' :' : ':'}`}</strong>
              )}
              {grp.offers.map((o, i) => (
                <button
                  key={i}
                  type="button"
                  data-action={o.action.type}
                  {...(o.goblin !== undefined ? { 'data-goblin': o.goblin } : {})}
                  className={o.danger ? 'danger' : undefined}
                  onClick={() => onAct(o.action)}
                >
                  {t(o.key, o.params)}
                  {o.rule && <span className="rule-tag"> · {o.rule}</span>}
                  {o.preview && previewShort(o.preview, lang, t, tacle, seat) !== null && (
                    <span className="odds-tag" title={previewLong(o.preview, lang, t)}>
                      {' '}
                      · {previewShort(o.preview, lang, t, tacle, seat)}
                    </span>
                  )}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** A goblin's skills and traits as labels (traits marked apart). */
export function SkillChips({ skills }: { skills: PSView['goblins'][number]['skills'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (skills.length === 0) return null;
  return (
    <span className="skill-chips">
      {skills.map((s) => (
        <span
          key={s}
          className={isTrait(s) ? 'chip trait' : 'chip skill'}
          title={isTrait(s) ? t('ps.trait') : t('ps.skill')}
          data-skill={s}
        >
          {skillName(s, lang)}
          {isTrait(s) && <sup>T</sup>}
        </span>
      ))}
    </span>
  );
}

/** Scores, goblins' states, skills and traits, and the Squig's mood. */
export function PissSquigSides({ view, names }: { view: PSView; names?: string[] | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const twoEach = view.mode !== 'ffa';
  return (
    <section className="panel ps-sides" data-testid="ps-sides">
      <p>
        {t('ps.round', { round: view.round, max: view.maxRounds })} ·{' '}
        {t('ps.phase', { phase: t(`ps.phases.${view.phase}`) })}
        {view.phase === 'step' && ` · ${t('ps.mp', { mp: view.mp })}`}
        {twoEach && ` · ${t(`ps.mode.${view.mode}`)}`}
        {view.turnFigure !== undefined && ` · ${t('ps.turnFigure', { n: view.turnFigure })}`}
      </p>
      <p>
        <strong>{t('ps.squig')}</strong> : {view.squig.furious ? t('ps.furious') : t('ps.calm')} (
        {t('ps.hits', { hits: view.squig.hits, threshold: view.squig.furyThreshold })})
      </p>
      <table className="scores">
        <thead>
          <tr>
            <th />
            <th>{t('table.scores')}</th>
            <th>{t('ps.state')}</th>
          </tr>
        </thead>
        <tbody>
          {view.scores.map((score, side) => {
            const gs = view.goblins.filter((g) => g.side === side);
            return (
              <tr key={side} className={view.side === side ? 'current' : undefined}>
                <td>
                  <span className="swatch" style={{ background: SEAT_COLOURS[side % SEAT_COLOURS.length] }} />
                  {t('ps.side', { n: side })}
                  {names?.[side] && <span className="seat-name">{names[side]}</span>}
                </td>
                <td className="num">{score}</td>
                <td>
                  {gs.map((g) => (
                    <span
                      key={g.id}
                      className={`gob-state${g.reserve ? ' in-reserve' : ''}`}
                      data-testid={`gob-state-${g.id}`}
                    >
                      {(twoEach || g.name) && (
                        <strong className="gob-tag">{goblinName(view, g.id, lang)} </strong>
                      )}
                      {t(`ps.status.${g.status}`)}
                      {g.point && ` · ${t('ps.point')}`}
                      {g.pissMarkers > 0 && ` · ${t('ps.piss', { n: g.pissMarkers })}`}
                      {g.validated > 0 && ` · ${t('ps.validated', { n: g.validated })}`}{' '}
                      <SkillChips skills={g.skills} />
                    </span>
                  ))}
                  {view.gnak[side]! > 0 && ` · ${t('ps.gnak', { n: view.gnak[side] })}`}
                  {view.conceded.includes(side) && ` · ${t('ps.conceded')}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="legend">
        <span className="lg lg-slip" /> {t('ps.slippery')} · <span className="lg lg-post" /> {t('ps.post')} ·{' '}
        <span className="lg lg-point" /> Point · <span className="lg lg-piss" /> {t('ps.pissMarker')} ·{' '}
        <span className="lg lg-standing" /> {t('ps.status.standing')} · <span className="lg lg-prone" />{' '}
        {t('ps.status.prone')} · <span className="lg lg-stunned" /> {t('ps.status.stunned')} ·{' '}
        <span className="chip skill">{t('ps.skill')}</span>{' '}
        <span className="chip trait">{t('ps.trait')}</span>
      </p>
    </section>
  );
}
