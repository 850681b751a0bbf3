/**
 * The Spark Ball table's board: the 13 × 21 in pitch in SVG at true proportions (goal mouths, goal zones,
 * halfway line, centre spot, deployment areas while deploying), the players as bases of their radius with
 * number, position, captain's band and state, the ball, and the inputs the rules offer today: deployment
 * (D-04), activate or pass (D-10), and the steps of an activation (D-11) with a Move planned by dragging or
 * clicking waypoints inside the remaining allowance. Any point may be sent: the server validates and refuses
 * in words, and the table shows the refusal.
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Placement, Point, SBAction } from '../../../src/games/spark-ball/actions.ts';
import type { SBPlayerView, SBView } from '../../../src/games/spark-ball/view.ts';
import {
  addWaypoint,
  EMPTY_PLAN,
  dragTo,
  formatInches,
  MARGIN,
  pathLength,
  PITCH_H,
  PITCH_W,
  planPoints,
  pointerToPitch,
  semicircleZonePath,
  svgLength,
  toSvg,
  VIEW_H,
  VIEW_W,
  type MovePlan,
} from '../sbGeometry.ts';
import { leapOf, reactors, tackleHalos } from '../sbReach.ts';
import {
  segmentDistance,
  aimEnd,
  aimInput,
  aimKinds,
  aimPreview,
  aimTargets,
  interceptorsOf,
  playersOnPath,
  shotPoints,
  type Aim,
  type AimKind,
} from '../sbAim.ts';
import type { PreviewAnswer, RollPreview } from '../protocol.ts';
import { playerName } from '../sbDecisions.ts';
import { RuleLink, SEAT_COLOURS, useLang } from './common.tsx';
import { SBOdds } from './SBOdds.tsx';

/** The most waypoints of a Move step (C-2). */
const MAX_WAYPOINTS = 8;
/** Goal mouths span x 3..10 on both goal lines (SB 1.3). */
const MOUTH = { from: 3, to: 10 };
/** Deployment areas (SB-R-52): Home centres at y ≤ 9.5, Away at y ≥ 11.5. */
const DEPLOY_LIMIT = [9.5, 11.5];

export interface SparkBallBoardProps {
  view: SBView;
  legal: SBAction[];
  /** The viewer's seat (0 Home, 1 Away), null for a spectator (who sees Home's view). */
  seat: number | null;
  onAct: (a: SBAction) => void;
  /** The goal zone's size and shape (options `goalZone`, SB-R-07); the defaults otherwise. */
  goalZone?: { width: number; depth: number; shape?: 'rect' | 'semicircle' };
  /** A Move already planned (to restore a plan; the tests draw one). */
  initialPath?: Point[];
  /** Beside `legal`: the exact odds of each input's rolls (protocol `previews`). */
  previews?: (RollPreview[] | null)[];
  /** The server's answer to the last `preview` request (a shot at a free point). */
  preview?: PreviewAnswer | null;
  /** Asks the server for one input's odds (protocol `preview`). */
  onPreview?: (input: unknown) => void;
}

/** The rule of each aimed action, for its button. */
const AIM_RULE: Record<AimKind, string> = {
  shoot: 'SB-SHOT-1',
  passBall: 'SB-PASS-1',
  charge: 'SB-CHARGE-1',
  massacre: 'SB-MASSACRE-1',
};

/** The remaining Move allowance of the activated player (SB-MOVE-1, SB-STATE-4), in inches. */
export function remainingAllowance(view: SBView): number {
  const a = view.activation;
  if (!a) return 0;
  const p = view.players.find((q) => q.id === a.player);
  if (!p) return 0;
  return Math.max(0, Math.max(0, p.stats.mv - (a.stoodUp ? 2 : 0)) - a.used);
}

/**
 * A starter is on the pitch from his line-up (D-01) but has no position until his side deploys (D-04): until
 * then he sits at the origin, where no whole base fits, so a base is drawn only once it lies on the pitch.
 */
function placedOnPitch(p: SBPlayerView): boolean {
  const e = 0.001;
  return (
    p.where === 'pitch' &&
    p.x >= p.radius - e &&
    p.y >= p.radius - e &&
    p.x <= PITCH_W - p.radius + e &&
    p.y <= PITCH_H - p.radius + e
  );
}

function positionMark(position: string, lang: 'fr' | 'en'): string {
  if (position === 'keeper') return lang === 'fr' ? 'G' : 'K';
  return position === 'defender' ? 'D' : 'A';
}

function stunned(p: SBPlayerView, view: SBView): boolean {
  return p.stunnedThroughTurn > 0 && view.turn <= p.stunnedThroughTurn;
}

function Base({
  p,
  at,
  view,
  lang,
  active,
  clickable,
  selected,
  target = false,
  onPointerDown,
  onClick,
  title,
}: {
  p: SBPlayerView;
  at: Point;
  view: SBView;
  lang: 'fr' | 'en';
  active: boolean;
  clickable: boolean;
  selected: boolean;
  /** A target the aimed action may take (highlighted). */
  target?: boolean;
  onPointerDown?: ((e: ReactPointerEvent<SVGGElement>) => void) | undefined;
  onClick?: (() => void) | undefined;
  title: string;
}) {
  const r = svgLength(p.radius);
  const colour = SEAT_COLOURS[p.side]!;
  const isStunned = stunned(p, view);
  const classes = ['sb-base'];
  if (p.done) classes.push('done');
  if (p.prone) classes.push('prone');
  if (active) classes.push('active');
  if (clickable) classes.push('clickable');
  if (selected) classes.push('selected');
  if (target) classes.push('target');
  return (
    <g
      className={classes.join(' ')}
      data-testid={`base-${p.id}`}
      data-x={at.x}
      data-y={at.y}
      data-state={p.prone ? 'prone' : p.done ? 'done' : 'ready'}
      transform={`translate(${at.x} ${at.y})`}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <title>{title}</title>
      {/* A prone player is a hollow disc (SB-STATE-4). */}
      <circle
        r={r}
        fill={p.prone ? '#fffdf6' : colour}
        stroke={colour}
        strokeWidth={p.prone ? 4 : 2}
        opacity={p.done ? 0.5 : 1}
      />
      {p.captain && <circle className="sb-captain" r={r - 3} fill="none" stroke="#f5c400" strokeWidth={3} />}
      <text className="sb-number" y={-2} textAnchor="middle" fill={p.prone ? colour : '#fff'}>
        {p.number}
      </text>
      <text className="sb-position" y={11} textAnchor="middle" fill={p.prone ? colour : '#fff'}>
        {positionMark(p.position, lang)}
      </text>
      {isStunned && (
        <text className="sb-stunned" data-testid={`stunned-${p.id}`} x={-r} y={-r + 4} textAnchor="middle">
          ✶
        </text>
      )}
      {p.unbalanced > 0 && (
        <g data-testid={`unbalanced-${p.id}`} transform={`translate(${r - 2} ${-r + 2})`}>
          <circle r={8} fill="#8e44ad" />
          <text className="sb-badge" y={4} textAnchor="middle" fill="#fff">
            {p.unbalanced}
          </text>
        </g>
      )}
    </g>
  );
}

export function SparkBallBoard({
  view,
  legal,
  seat,
  onAct,
  goalZone,
  initialPath,
  previews = [],
  preview = null,
  onPreview,
}: SparkBallBoardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const svgRef = useRef<SVGSVGElement>(null);
  const [plan, setPlan] = useState<MovePlan>({ path: initialPath ?? [], drag: null });
  const [leapMode, setLeapMode] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  // A drag that moved ends with a click on the base it carried: that click must not select it too.
  const dragMoved = useRef(false);
  // Deployment: the positions chosen so far, starting from the first formation offered (C-1).
  const deployOffer = legal.find((a): a is Extract<SBAction, { type: 'deploy' }> => a.type === 'deploy');
  const [placed, setPlaced] = useState<Record<string, Point> | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  // deploy.alternate (ARB-SB-65): one player at a time; the spot clicked for him before it is sent.
  const [ghost, setGhost] = useState<{ player: string; at: Point } | null>(null);
  // Aiming a shot, a pass, a charge or a massacre: the kind chosen, then its target.
  const [aimKind, setAimKind] = useState<AimKind | null>(null);
  const [aim, setAim] = useState<Aim | null>(null);
  // turn.passRequiresPlayer (SB-R-13): the player a pass spends, among those offered.
  const spendable = legal.flatMap((a) => (a.type === 'pass' && 'player' in a ? [a.player] : []));
  const [passWith, setPassWith] = useState<string | null>(null);

  const zone = goalZone ?? { width: 7, depth: 3 };
  const at = (p: Point) => toSvg(p, seat);
  const activation = view.activation;
  const actor = activation ? (view.players.find((p) => p.id === activation.player) ?? null) : null;
  const can = (type: SBAction['type']) => legal.some((a) => a.type === type);
  const activatable = new Set(legal.flatMap((a) => (a.type === 'activate' ? [a.player] : [])));
  // In a reaction window: the players who may intercept, take the charge, catch or tackle (ringed).
  const reacting = new Set(
    legal.flatMap((a) =>
      a.type === 'interceptShot' ||
      a.type === 'interceptPass' ||
      a.type === 'interceptPlayer' ||
      a.type === 'catchRebound' ||
      a.type === 'tackle'
        ? [a.player]
        : [],
    ),
  );
  const moving = actor !== null && can('move') && !actor.prone;
  const deploying = deployOffer !== undefined;
  const ownDeploy = deploying ? Object.fromEntries(deployOffer.positions.map((q) => [q.player, q])) : {};
  const deployPositions: Record<string, Point> = deploying ? { ...ownDeploy, ...(placed ?? {}) } : {};
  // deploy.alternate: the players nobody has placed yet stand nowhere; the coach places his own one by one.
  const placeOffers = legal.filter(
    (a): a is Extract<SBAction, { type: 'deployOne' }> => a.type === 'deployOne',
  );
  const placingOne = placeOffers.length > 0;
  const unplaced = new Set(view.unplaced ?? []);
  const toPlace = view.players.filter((p) => p.side === seat && unplaced.has(p.id));
  const placing = placingOne
    ? (toPlace.find((p) => p.id === selected)?.id ??
      toPlace.find((p) => placeOffers.some((a) => a.player === p.id))?.id ??
      null)
    : null;
  const suggested = placeOffers.find((a) => a.player === placing) ?? placeOffers[0];

  const pointer = (e: { clientX: number; clientY: number }): Point | null => {
    const svg = svgRef.current;
    if (!svg) return null;
    return pointerToPitch({ x: e.clientX, y: e.clientY }, svg.getBoundingClientRect(), seat);
  };

  const kinds = actor ? aimKinds(legal) : [];
  const targetsOf = (k: AimKind) => aimTargets(legal, k);
  /** Aims at `next` and, for a point no candidate holds, asks the server for its odds. */
  const aimAt = (next: Aim) => {
    setAim(next);
    setLeapMode(false);
    if (aimPreview(legal, previews, null, next).known) return;
    onPreview?.(aimInput(next));
  };
  /** The kind a click on a base aims with: the chosen one, else the first that targets him. */
  const kindFor = (id: string): AimKind | null => {
    if (aimKind) return targetsOf(aimKind).has(id) ? aimKind : null;
    for (const k of ['charge', 'massacre', 'passBall'] as const) if (targetsOf(k).has(id)) return k;
    return null;
  };

  const onPitchClick = (e: React.MouseEvent<SVGRectElement>) => {
    const q = pointer(e);
    if (!q) return;
    if (aimKind === 'shoot') {
      aimAt({
        kind: 'shoot',
        target: null,
        to: { x: Math.round(q.x * 1000) / 1000, y: Math.round(q.y * 1000) / 1000 },
      });
    } else if (aimKind) {
      // another kind aims at players only
    } else if (placingOne && placing) {
      setGhost({ player: placing, at: q });
    } else if (deploying && selected) {
      setPlaced({ ...(placed ?? {}), [selected]: q });
      setSelected(null);
    } else if (moving && leapMode) {
      onAct({ type: 'leap', to: q });
      setLeapMode(false);
    } else if (moving) {
      setPlan(addWaypoint(plan, q, MAX_WAYPOINTS));
    }
  };

  const onMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!dragging) return;
    const q = pointer(e);
    if (!q) return;
    dragMoved.current = true;
    if (placingOne) setGhost({ player: dragging, at: q });
    else if (deploying) setPlaced({ ...(placed ?? {}), [dragging]: q });
    else setPlan(dragTo(plan, q));
  };

  const onUp = () => {
    if (!dragging) return;
    if (!deploying && plan.drag) setPlan(addWaypoint(plan, plan.drag, MAX_WAYPOINTS));
    setDragging(null);
  };

  const startDrag = (id: string) => (e: ReactPointerEvent<SVGGElement>) => {
    e.stopPropagation();
    dragMoved.current = false;
    // Captured by the base itself: its moves bubble to the SVG's handler, and the click that ends the gesture
    // still lands on the base (a tap selects it; after a drag, dragMoved swallows it).
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDragging(id);
  };

  const positionOf = (p: SBPlayerView): Point | null => {
    if (deploying && p.side === seat && deployPositions[p.id]) return deployPositions[p.id]!;
    if (unplaced.has(p.id)) return placingOne && ghost?.player === p.id ? ghost.at : null;
    return placedOnPitch(p) ? { x: p.x, y: p.y } : null;
  };

  // The planned Move: from the actor's centre through the waypoints (and the dragged point).
  const points = planPoints(plan);
  const start = actor ? { x: actor.x, y: actor.y } : { x: 0, y: 0 };
  const planned = pathLength(start, points);
  const remaining = remainingAllowance(view);
  const last = points[points.length - 1] ?? start;
  const left = Math.max(0, remaining - planned);
  const over = planned > remaining + 0.001;

  const topBand = Math.min(zone.width, PITCH_W);
  const gzMinX = (PITCH_W - topBand) / 2;
  const rect = (x0: number, y0: number, x1: number, y1: number) => {
    const a = at({ x: x0, y: y0 });
    const b = at({ x: x1, y: y1 });
    return {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(b.x - a.x),
      height: Math.abs(b.y - a.y),
    };
  };
  const ball = view.ball;
  const holder = ball.holder ? view.players.find((p) => p.id === ball.holder) : undefined;
  const ballAt =
    ball.state === 'loose'
      ? at({ x: ball.x, y: ball.y })
      : holder && placedOnPitch(holder)
        ? at({ x: holder.x, y: holder.y })
        : null;

  const centre = at({ x: 6.5, y: 10.5 });
  const halfA = at({ x: 0, y: 10.5 });
  const halfB = at({ x: 13, y: 10.5 });

  return (
    <div className="sb-board">
      <svg
        ref={svgRef}
        className="sb-pitch"
        data-testid="sb-pitch"
        viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
        role="img"
        aria-label={t('sb.pitch')}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
      >
        {/* Halos stop at the walls: nobody moves outside the pitch. */}
        <clipPath id="sb-pitch-clip">
          <rect x={MARGIN} y={MARGIN} width={svgLength(PITCH_W)} height={svgLength(PITCH_H)} />
        </clipPath>
        <rect
          className="sb-grass"
          data-testid="sb-grass"
          x={MARGIN}
          y={MARGIN}
          width={svgLength(PITCH_W)}
          height={svgLength(PITCH_H)}
          onClick={onPitchClick}
        />
        <g pointerEvents="none">
          {(view.stage === 'Deploy' || deploying || placingOne) &&
            [0, 1].map((side) => (
              <rect
                key={side}
                className={`sb-deploy-area side-${side}`}
                data-testid={`deploy-area-${side}`}
                fill={SEAT_COLOURS[side]}
                {...(side === 0
                  ? rect(0, 0, PITCH_W, DEPLOY_LIMIT[0]!)
                  : rect(0, DEPLOY_LIMIT[1]!, PITCH_W, PITCH_H))}
              />
            ))}
          {[0, 1].map((side) =>
            zone.shape === 'semicircle' ? (
              <path
                key={side}
                className="sb-goal-zone"
                data-testid={`goal-zone-${side}`}
                clipPath="url(#sb-pitch-clip)"
                d={semicircleZonePath(side, zone.depth, seat)}
              />
            ) : (
              <rect
                key={side}
                className="sb-goal-zone"
                data-testid={`goal-zone-${side}`}
                {...(side === 0
                  ? rect(gzMinX, 0, gzMinX + topBand, zone.depth)
                  : rect(gzMinX, PITCH_H - zone.depth, gzMinX + topBand, PITCH_H))}
              />
            ),
          )}
          <line
            className="sb-line"
            data-testid="halfway"
            x1={halfA.x}
            y1={halfA.y}
            x2={halfB.x}
            y2={halfB.y}
          />
          <circle className="sb-spot" cx={centre.x} cy={centre.y} r={4} />
          {[0, PITCH_H].map((y) => {
            const a = at({ x: MOUTH.from, y });
            const b = at({ x: MOUTH.to, y });
            return (
              <line
                key={y}
                className="sb-mouth"
                data-testid={`mouth-${y === 0 ? 0 : 1}`}
                x1={a.x}
                y1={a.y}
                x2={b.x}
                y2={b.y}
              />
            );
          })}
        </g>
        {actor && !actor.prone && !aim && !view.charge && !view.shot && !view.pass && (
          <g className="sb-halos" pointerEvents="none" clipPath="url(#sb-pitch-clip)">
            {tackleHalos(view, zone).map((h) => (
              <g key={h.player} data-testid={`halo-${h.player}`}>
                <circle className="sb-halo-leap" cx={at(h).x} cy={at(h).y} r={svgLength(h.leapR)} />
                <circle className="sb-halo" cx={at(h).x} cy={at(h).y} r={svgLength(h.r)} />
              </g>
            ))}
          </g>
        )}
        {moving && actor && (
          <g className="sb-plan" pointerEvents="none">
            <circle
              className="sb-allowance"
              data-testid="allowance"
              cx={at(last).x}
              cy={at(last).y}
              r={svgLength(left)}
            />
            {leapMode && (
              <circle
                className="sb-leap"
                data-testid="leap-reach"
                cx={at(start).x}
                cy={at(start).y}
                r={svgLength(leapOf(actor))}
              />
            )}
            {points.length > 0 && (
              <polyline
                className={`sb-path${over ? ' over' : ''}`}
                data-testid="move-path"
                points={[start, ...points].map((q) => `${at(q).x},${at(q).y}`).join(' ')}
              />
            )}
            {points.length > 0 && (
              <circle
                className="sb-ghost"
                data-testid="ghost"
                cx={at(last).x}
                cy={at(last).y}
                r={svgLength(actor.radius)}
              />
            )}
          </g>
        )}
        {actor && aim && <AimOverlay view={view} aim={aim} actor={actor} zone={zone} at={at} />}
        {actor &&
          aimKind === 'shoot' &&
          shotPoints(legal).map((q, i) => (
            <circle
              key={i}
              className="sb-shot-point"
              data-testid={`shot-point-${i}`}
              cx={at(q).x}
              cy={at(q).y}
              r={5}
              onClick={() => aimAt({ kind: 'shoot', target: null, to: q })}
            />
          ))}
        <ResolvingOverlay view={view} at={at} />
        <StepAsideSpokes view={view} legal={legal} seat={seat} at={at} onAct={onAct} />
        {/* The step waiting on a reaction (RW-TACKLE), as declared: both coaches see where the mover goes. */}
        {view.declaredStep && view.declaredStep.path.length > 1 && (
          <polyline
            className="sb-path sb-declared"
            data-testid="declared-step"
            pointerEvents="none"
            points={view.declaredStep.path
              .map(([x, y]) => `${at({ x: x!, y: y! }).x},${at({ x: x!, y: y! }).y}`)
              .join(' ')}
          />
        )}
        {view.players.map((p) => {
          const q = positionOf(p);
          if (!q) return null;
          const mine = p.side === seat;
          const isActor = actor?.id === p.id;
          const canActivate = activatable.has(p.id);
          // Under kickoff.redeploy = false only the players who came on are placed (ARB-SB-71).
          const canPlace =
            (deploying && mine && ownDeploy[p.id] !== undefined) || (placingOne && ghost?.player === p.id);
          const aimKindHere = isActor ? null : kindFor(p.id);
          const shotTarget = aimKind === 'shoot' && targetsOf('shoot').has(p.id) && !isActor;
          const canAim = aimKindHere !== null || shotTarget;
          return (
            <Base
              key={p.id}
              p={p}
              at={at(q)}
              view={view}
              lang={lang}
              active={isActor}
              clickable={canActivate || canPlace || (isActor && moving) || canAim}
              selected={selected === p.id || (aim !== null && aim.target === p.id)}
              target={canAim || (mine && reacting.has(p.id))}
              title={playerTitle(p, view, t, lang)}
              onPointerDown={canPlace ? startDrag(p.id) : isActor && moving ? startDrag(p.id) : undefined}
              onClick={
                canAim
                  ? () => aimAt({ kind: shotTarget ? 'shoot' : aimKindHere!, target: p.id, to: null })
                  : canActivate
                    ? () => onAct({ type: 'activate', player: p.id })
                    : canPlace
                      ? () => {
                          if (dragMoved.current) dragMoved.current = false;
                          else setSelected(selected === p.id ? null : p.id);
                        }
                      : undefined
              }
            />
          );
        })}
        {ballAt && (
          <circle
            className={`sb-ball ${ball.state}`}
            data-testid="ball"
            data-state={ball.state}
            cx={ballAt.x}
            cy={ballAt.y}
            r={ball.state === 'held' ? 7 : 6}
            pointerEvents="none"
          />
        )}
      </svg>
      <div className="sb-controls">
        {deploying && deployOffer && (
          <div className="sb-row">
            <RuleLink id="SB-SETUP-4" />
            <span>{t(selected ? 'sb.placeHint' : 'sb.deployHint')}</span>
            <button
              type="button"
              data-testid="sb-formation"
              onClick={() => {
                setPlaced(null);
                onAct(deployOffer);
              }}
            >
              {t('sb.formation')}
            </button>
            {placed && (
              <button
                type="button"
                className="primary"
                data-testid="sb-deploy"
                onClick={() => {
                  const positions: Placement[] = deployOffer.positions.map((q) => ({
                    player: q.player,
                    ...(deployPositions[q.player] ?? q),
                  }));
                  setPlaced(null);
                  onAct({ type: 'deploy', positions });
                }}
              >
                {t('sb.deploy')}
              </button>
            )}
          </div>
        )}
        {placingOne && (
          <div className="sb-row sb-place-one" data-testid="sb-place-row">
            <RuleLink id="SB-R-52" />
            <span>{t(ghost?.player === placing ? 'sbDeploy.confirmHint' : 'sbDeploy.hint')}</span>
            <span className="sb-to-place">
              {toPlace.map((p) => (
                <button
                  type="button"
                  key={p.id}
                  className={p.id === placing ? 'selected' : undefined}
                  aria-pressed={p.id === placing}
                  data-testid={`sb-to-place-${p.id}`}
                  onClick={() => {
                    setSelected(p.id);
                    setGhost(null);
                  }}
                >
                  {positionMark(p.position, lang)} #{p.number} {p.name}
                </button>
              ))}
            </span>
            {ghost && ghost.player === placing && (
              <button
                type="button"
                className="primary"
                data-testid="sb-place-one"
                onClick={() => {
                  const round = (v: number) => Math.round(v * 1000) / 1000;
                  onAct({
                    type: 'deployOne',
                    player: ghost.player,
                    x: round(ghost.at.x),
                    y: round(ghost.at.y),
                  });
                  setGhost(null);
                  setSelected(null);
                }}
              >
                {t('sbDeploy.place')}
              </button>
            )}
            {suggested && (
              <button
                type="button"
                data-testid="sb-place-suggested"
                onClick={() => {
                  setGhost(null);
                  setSelected(null);
                  onAct(suggested);
                }}
              >
                {t('sbDeploy.suggested')}
              </button>
            )}
          </div>
        )}
        {can('pass') && (
          <div className="sb-row">
            <RuleLink id="SB-PHASE-1" />
            <span>{t('sb.activateHint')}</span>
            {spendable.length === 0 ? (
              <button type="button" data-testid="sb-pass" onClick={() => onAct({ type: 'pass' })}>
                {t('sb.pass')}
              </button>
            ) : (
              <>
                <label>
                  {t('sbVariants.passWith')}{' '}
                  <select
                    data-testid="sb-pass-player"
                    value={passWith !== null && spendable.includes(passWith) ? passWith : spendable[0]}
                    onChange={(e) => setPassWith(e.target.value)}
                  >
                    {spendable.map((id) => (
                      <option key={id} value={id}>
                        {playerName(view, id, seat ?? undefined)}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  data-testid="sb-pass"
                  title={t('sbVariants.passHint')}
                  onClick={() => {
                    const player =
                      passWith !== null && spendable.includes(passWith) ? passWith : spendable[0]!;
                    setPassWith(null);
                    onAct({ type: 'pass', player });
                  }}
                >
                  {t('sb.pass')}
                </button>
              </>
            )}
          </div>
        )}
        {actor && legal.length > 1 && (
          <div className="sb-row">
            {moving && (
              <span className={`sb-length${over ? ' over' : ''}`} data-testid="path-length">
                {t('sb.pathLength', {
                  length: formatInches(planned, lang),
                  left: formatInches(remaining, lang),
                })}
              </span>
            )}
            {can('standUp') && (
              <button type="button" className="primary" onClick={() => onAct({ type: 'standUp' })}>
                {t('sb.standUp')}
              </button>
            )}
            {moving && plan.path.length > 0 && (
              <button
                type="button"
                className="primary"
                data-testid="sb-move"
                onClick={() => {
                  onAct({ type: 'move', path: plan.path });
                  setPlan(EMPTY_PLAN);
                }}
              >
                {t('sb.move')}
              </button>
            )}
            {moving && plan.path.length > 0 && (
              <button type="button" onClick={() => setPlan(EMPTY_PLAN)}>
                {t('sb.clear')}
              </button>
            )}
            {moving && !activation?.leapt && (
              <button
                type="button"
                aria-pressed={leapMode}
                onClick={() => {
                  setLeapMode(!leapMode);
                  setAimKind(null);
                  setAim(null);
                }}
              >
                {t('sb.leap')}
              </button>
            )}
            {can('pickUp') && (
              <button type="button" onClick={() => onAct({ type: 'pickUp' })}>
                {t('sb.pickUp')}
              </button>
            )}
            {can('end') && (
              <button type="button" data-testid="sb-end" onClick={() => onAct({ type: 'end' })}>
                {t('sb.end')}
              </button>
            )}
          </div>
        )}
        {actor && kinds.length > 0 && (
          <div className="sb-row sb-aim-kinds" data-testid="sb-aim-kinds">
            {kinds.map((k) => (
              <button
                key={k}
                type="button"
                data-testid={`sb-aim-${k}`}
                aria-pressed={aimKind === k}
                onClick={() => {
                  setAimKind(aimKind === k ? null : k);
                  setAim(null);
                  setLeapMode(false);
                }}
              >
                {t(`sbt.action.${k}`)}
              </button>
            ))}
            {aimKind && (
              <span className="sb-hint">
                <RuleLink id={AIM_RULE[aimKind]} /> {t(`sba.hint.${aimKind}`)}
              </span>
            )}
          </div>
        )}
        {actor && aim && (
          <AimPanel
            view={view}
            aim={aim}
            actor={actor}
            zone={zone}
            seat={seat}
            found={aimPreview(legal, previews, preview, aim)}
            onConfirm={(input) => {
              setAim(null);
              setAimKind(null);
              onAct(input as SBAction);
            }}
            onCancel={() => setAim(null)}
          />
        )}
        {moving && !aimKind && <p className="sb-hint">{t(leapMode ? 'sb.leapHint' : 'sb.moveHint')}</p>}
      </div>
    </div>
  );
}

function playerTitle(
  p: SBPlayerView,
  view: SBView,
  t: (k: string, o?: Record<string, unknown>) => string,
  lang: 'fr' | 'en',
): string {
  const parts = [`#${p.number} ${p.name}`, t(`sb.positions.${p.position}`)];
  if (p.captain) parts.push(t('sb.captain'));
  const s = p.stats;
  parts.push(`MV ${formatInches(s.mv, lang)} F ${s.f} R ${s.r} AG ${s.ag} AR ${s.ar}`);
  parts.push(t(p.prone ? 'sb.state.prone' : p.done ? 'sb.state.done' : 'sb.state.ready'));
  if (stunned(p, view)) parts.push(t('sb.state.stunned', { turn: p.stunnedThroughTurn }));
  if (p.unbalanced > 0) parts.push(t('sb.state.unbalanced', { count: p.unbalanced }));
  return parts.join(' — ');
}

/** The side panel: score, turn, stage, active coach, empty phases, team rerolls left. */
export function SparkBallSides({ view, seat }: { view: SBView; seat: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="sb-sides" data-testid="sb-sides">
      <div className="sb-score" data-testid="sb-score">
        <span style={{ color: SEAT_COLOURS[0] }}>{t('sb.home')}</span> {view.score[0]} – {view.score[1]}{' '}
        <span style={{ color: SEAT_COLOURS[1] }}>{t('sb.away')}</span>
      </div>
      <dl>
        <dt>{t('sb.turn')}</dt>
        <dd data-testid="sb-turn">{view.turn}</dd>
        <dt>{t('sb.stage')}</dt>
        <dd>
          {t(`sb.stages.${view.stage}`)}
          {view.stop && (
            <>
              {' '}
              {/* A stop of the reference's section 5 (D-xx, ROLL-xx): not a rule of the rules page. */}
              <code className="sb-stop">{view.stop}</code>
            </>
          )}
        </dd>
        {view.active >= 0 && (
          <>
            <dt>{t('sb.active')}</dt>
            <dd>
              {t(view.active === 0 ? 'sb.home' : 'sb.away')}
              {view.active === seat ? ` (${t('sb.you')})` : ''}
            </dd>
          </>
        )}
        <dt>{t('sb.emptyPhases')}</dt>
        <dd data-testid="sb-empty">{view.emptyPhases}</dd>
        <dt>{t('sb.rerolls')}</dt>
        <dd data-testid="sb-rerolls">
          {view.rerolls[0]} / {view.rerolls[1]}
        </dd>
      </dl>
    </div>
  );
}

/** The aimed action on the board: the trajectory, who is on it (SB-SHOT-5), who may intercept and his reach. */
function AimOverlay({
  view,
  aim,
  actor,
  zone,
  at,
}: {
  view: SBView;
  aim: Aim;
  actor: SBPlayerView;
  zone: { width: number; depth: number };
  at: (p: Point) => Point;
}) {
  const end = aimEnd(view, aim, actor.side);
  if (!end) return null;
  const a = at({ x: actor.x, y: actor.y });
  const b = at(end);
  const onPath = aim.kind === 'shoot' ? playersOnPath(view, actor, end) : [];
  const inter = interceptorsOf(view, aim, actor, end, zone);
  const reach = new Map(reactors(view, 1 - actor.side, zone).map((r) => [r.p.id, r]));
  return (
    <g className={`sb-aim sb-aim-${aim.kind}`} pointerEvents="none" clipPath="url(#sb-pitch-clip)">
      <line className="sb-trajectory" data-testid="trajectory" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
      <circle className="sb-aim-end" cx={b.x} cy={b.y} r={5} />
      {onPath.map((p) => (
        <circle
          key={p.id}
          className="sb-on-path"
          data-testid={`on-path-${p.id}`}
          cx={at(p).x}
          cy={at(p).y}
          r={svgLength(p.radius) + 5}
        />
      ))}
      {inter.map((i) => {
        const r = reach.get(i.player);
        if (!r) return null;
        const c = at(r.p);
        return (
          <g key={i.player} data-testid={`interceptor-${i.player}`} data-leap={i.leap}>
            <circle
              className="sb-interceptor-reach"
              cx={c.x}
              cy={c.y}
              r={svgLength(r.p.radius + r.reach + (i.leap ? r.leap : 0))}
            />
            <circle className="sb-interceptor" cx={c.x} cy={c.y} r={svgLength(r.p.radius) + 5} />
          </g>
        );
      })}
    </g>
  );
}

/** What is being resolved, for both coaches: the shot's trajectory, the pass, the charge, the push. */
function ResolvingOverlay({ view, at }: { view: SBView; at: (p: Point) => Point }) {
  const byId = (id: string) => view.players.find((p) => p.id === id && p.where === 'pitch');
  const lines: { key: string; from: Point; to: Point; cls: string }[] = [];
  if (view.shot) {
    const [fx, fy] = view.shot.from;
    const [tx, ty] = view.shot.target;
    lines.push({ key: 'shot', from: { x: fx!, y: fy! }, to: { x: tx!, y: ty! }, cls: 'sb-trajectory shot' });
  }
  if (view.pass) {
    const a = byId(view.pass.thrower);
    const b = byId(view.pass.receiver);
    if (a && b) lines.push({ key: 'pass', from: a, to: b, cls: 'sb-trajectory pass' });
  }
  if (view.charge) {
    const a = byId(view.charge.charger);
    const b = byId(view.charge.defender);
    if (a && b) lines.push({ key: 'charge', from: a, to: b, cls: 'sb-trajectory charge' });
  }
  if (view.push) {
    const [fx, fy] = view.push.from;
    const [tx, ty] = view.push.to;
    lines.push({ key: 'push', from: { x: fx!, y: fy! }, to: { x: tx!, y: ty! }, cls: 'sb-trajectory push' });
  }
  if (lines.length === 0) return null;
  return (
    <g pointerEvents="none">
      {lines.map((l) => (
        <line
          key={l.key}
          className={l.cls}
          data-testid={`resolving-${l.key}`}
          x1={at(l.from).x}
          y1={at(l.from).y}
          x2={at(l.to).x}
          y2={at(l.to).y}
        />
      ))}
    </g>
  );
}

/** The aimed action's card: target, who reacts, who may intercept, the exact odds, Confirm and Cancel. */
function AimPanel({
  view,
  aim,
  actor,
  zone,
  seat,
  found,
  onConfirm,
  onCancel,
}: {
  view: SBView;
  aim: Aim;
  actor: SBPlayerView;
  zone: { width: number; depth: number };
  seat: number | null;
  found: {
    known: boolean;
    rolls: RollPreview[] | null;
    input: unknown;
    refused?: { message: string; en: string };
  };
  onConfirm: (input: unknown) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const end = aimEnd(view, aim, actor.side);
  const name = (p: SBPlayerView) => `#${p.number} ${p.name}`;
  const target = aim.target
    ? (view.players.find(
        (p) =>
          p.id === aim.target && (aim.kind === 'passBall' ? p.side === actor.side : p.side !== actor.side),
      ) ?? view.players.find((p) => p.id === aim.target))
    : undefined;
  const where = target
    ? name(target)
    : aim.to
      ? `(${formatInches(aim.to.x, lang)} ; ${formatInches(aim.to.y, lang)})`
      : '';
  const onPath = end && aim.kind === 'shoot' ? playersOnPath(view, actor, end) : [];
  const inter = end ? interceptorsOf(view, aim, actor, end, zone) : [];
  const byId = (id: string) => view.players.find((p) => p.id === id && p.side !== actor.side);
  return (
    <section className="sb-aim-panel" data-testid="sb-aim-panel" data-input={JSON.stringify(found.input)}>
      <p>
        <RuleLink id={AIM_RULE[aim.kind]} /> <strong>{t(`sba.title.${aim.kind}`, { target: where })}</strong>
        {end && (
          <span className="small-print">
            {' '}
            —{' '}
            {t('sba.distance', {
              // edge to edge, or edge to the point (SB-GEN-6)
              d: formatInches(
                Math.max(
                  0,
                  Math.hypot(end.x - actor.x, end.y - actor.y) - actor.radius - (target?.radius ?? 0),
                ),
                lang,
              ),
            })}
          </span>
        )}
      </p>
      {aim.kind === 'shoot' && (
        <p className="small-print" data-testid="sb-aim-path">
          <RuleLink id="SB-SHOT-5" />{' '}
          {onPath.length > 0 ? t('sba.onPath', { players: onPath.map(name).join(', ') }) : t('sba.pathClear')}
        </p>
      )}
      {aim.kind !== 'massacre' && (
        <p className="small-print" data-testid="sb-aim-interceptors">
          {inter.length > 0
            ? t('sba.interceptors', {
                players: inter
                  .map((i) => {
                    const p = byId(i.player);
                    return p ? `${name(p)}${i.leap ? ` (${t('sba.leap')})` : ''}` : i.player;
                  })
                  .join(', '),
              })
            : t('sba.noInterceptor')}
        </p>
      )}
      {found.refused ? (
        <p className="sb-odds refused" data-testid="sb-odds-refused">
          {lang === 'fr' ? found.refused.message : found.refused.en}
        </p>
      ) : found.known && !found.rolls && inter.length > 0 ? (
        // the opponent may react first (an interception): the rolls come after his answer
        <p className="sb-odds small-print" data-testid="sb-odds-after-reaction">
          {t('sbo.afterReaction')}
        </p>
      ) : (
        <SBOdds rolls={found.rolls} known={found.known} seat={seat} />
      )}
      <div className="sb-row">
        <button
          type="button"
          className="primary"
          data-testid="sb-aim-confirm"
          disabled={!found.known}
          onClick={() => onConfirm(found.input)}
        >
          {t('sba.confirm', { action: t(`sbt.action.${aim.kind}`) })}
        </button>
        <button type="button" data-testid="sb-aim-cancel" onClick={onCancel}>
          {t('sb.clear')}
        </button>
      </div>
    </section>
  );
}

/** The blocker a push runs into (D-25 asks his coach, `seat`): the first of his bases on the push's path. */
export function pushBlocker(view: SBView, seat: number | null): SBPlayerView | null {
  const push = view.push;
  if (!push) return null;
  const a = { x: push.from[0]!, y: push.from[1]! };
  const b = { x: push.to[0]!, y: push.to[1]! };
  const candidates = view.players.filter(
    (p) =>
      p.where === 'pitch' &&
      p.side === seat &&
      // the pushed player stands at the push's start
      !(p.id === push.player && Math.hypot(p.x - a.x, p.y - a.y) < 0.001) &&
      segmentDistance({ x: p.x, y: p.y }, a, b) < 2 * p.radius + 0.001,
  );
  candidates.sort((p, q) => Math.hypot(p.x - a.x, p.y - a.y) - Math.hypot(q.x - a.x, q.y - a.y));
  return candidates[0] ?? null;
}

/** D-25 on the board: the 16 directions around the blocker, the legal ones lit; a tap sends one (C-6). */
function StepAsideSpokes({
  view,
  legal,
  seat,
  at,
  onAct,
}: {
  view: SBView;
  legal: SBAction[];
  seat: number | null;
  at: (p: Point) => Point;
  onAct: (a: SBAction) => void;
}) {
  const angles = legal.flatMap((a) => (a.type === 'stepAside' ? [a.angle] : []));
  if (angles.length === 0) return null;
  const b = pushBlocker(view, seat);
  if (!b) return null;
  const c = at(b);
  return (
    <g className="sb-step-spokes" data-testid="sb-step-spokes">
      {Array.from({ length: 16 }, (_, k) => k * 22.5).map((deg) => {
        const ok = angles.some((x) => Math.abs(x - deg) < 0.001);
        // u(θ) = (sin θ, cos θ), clockwise from +y (SB 1.3); for drawing only
        const rad = (deg * Math.PI) / 180;
        const tip = at({ x: b.x + (b.radius + 1) * Math.sin(rad), y: b.y + (b.radius + 1) * Math.cos(rad) });
        return (
          <g
            key={deg}
            className={ok ? 'sb-compass-dir legal' : 'sb-compass-dir'}
            data-testid={ok ? `board-step-${deg}` : undefined}
            onClick={ok ? () => onAct({ type: 'stepAside', angle: deg }) : undefined}
            pointerEvents={ok ? undefined : 'none'}
          >
            <title>{`${deg}°`}</title>
            <line x1={c.x} y1={c.y} x2={tip.x} y2={tip.y} />
            <circle cx={tip.x} cy={tip.y} r={ok ? 9 : 3} />
          </g>
        );
      })}
    </g>
  );
}
