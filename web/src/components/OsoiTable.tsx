/**
 * The OSOI table: the battlefield to scale (terrain by type and effect, deployment strips, units as bases),
 * each unit's pool as dice, the round, who activates, the VP, objects and scenario progress and the pending
 * decision, with controls for the decisions: zone, deployment by a click or auto-place, activation by a click,
 * allocation steppers, moves drawn on the battlefield (reach rings, waypoints, the difficult-terrain test),
 * stops, targets by a click with line of sight, cover, range band, difficulties and the exact odds before the
 * shot or blow is sent, the defender's dice with the odds of each choice, casualties by clicks, order dice;
 * a generic list offers any other legal input (special actions…). The helpers are in osoiTable.ts.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../src/games/osoi/actions.ts';
import type { OSUnitView, OSView } from '../../../src/games/osoi/view.ts';
import {
  ACTION_KINDS,
  activatable,
  allocationCaps,
  autoPlacement,
  catalogueName,
  labelOffsets,
  legalTargets,
  meleeOdds,
  METRES_PER_DIE,
  movePaths,
  movePreview,
  oddsTotals,
  previewMelee,
  previewShot,
  shotOdds,
  snapToContact,
  stopChoices,
  type MeleePreview,
  type OddsLine,
  type ShotPreview,
  deployableUnits,
  deploymentStrips,
  fromSvg,
  genericInputs,
  inputLabel,
  matchAllocation,
  matchCasualties,
  polygonCentre,
  poolDice,
  PX,
  rowAt,
  specialKindsOf,
  terrainClasses,
  toggleCasualty,
  toSvg,
  unitAt,
  type Allocation,
  declarableDice,
  declaredSpecialKinds,
  stopMarkers,
  previewSpecial,
  specialTargetsOf,
  stripLabel,
  type SpecialPreview,
} from '../osoiTable.ts';
import { SEAT_COLOURS, useLang } from './common.tsx';
import { Stepper } from './OsoiStepper.tsx';
import { OsoiDeployTray } from './OsoiDeployTray.tsx';
import { percent } from '../psOffers.ts';
import { ITEMS } from '../../../src/games/osoi/catalogue.ts';

type Tool = 'move' | 'shoot' | 'melee' | 'special';

type Act = (a: unknown) => void;

const has = (legal: readonly unknown[], type: string) =>
  legal.some((a) => (a as { type?: unknown }).type === type);

export function OsoiTable({
  view,
  legal,
  seat,
  onAct,
}: {
  view: OSView;
  legal: unknown[];
  seat: number | null;
  onAct: Act;
}) {
  const { t } = useTranslation();
  const frame = view.pending.frame;
  const deciding = view.pending.player !== null && view.pending.player === seat;
  // The unit being deployed (DP-05) and the casualties chosen (DP-15): kept per decision.
  const deployable = frame === 'DP-05' && deciding ? deployableUnits(legal) : [];
  const [deployUnit, setDeployUnit] = useState<string | null>(null);
  const placing = deployable.includes(deployUnit ?? '') ? deployUnit : (deployable[0] ?? null);
  const [chosen, setChosen] = useState<string[]>([]);
  const casualtyFrame = frame === 'DP-15' && deciding && has(legal, 'casualties');
  const casualtyCount = casualtyFrame
    ? (legal.find((a) => (a as { type?: unknown }).type === 'casualties') as { figures: string[] }).figures
        .length
    : 0;
  const canActivate = frame === 'DP-06' && deciding ? activatable(legal) : [];
  // DP-08: the actions with a control of their own, and the one the battlefield's clicks serve.
  const act = view.activation;
  const actor = act ? (view.units.find((u) => u.id === act.unit) ?? null) : null;
  const dp08 = frame === 'DP-08' && deciding && actor !== null;
  const tools: Tool[] = dp08
    ? (['move', 'shoot', 'melee', 'special'] as const).filter((k) =>
        k === 'move'
          ? has(legal, 'move')
          : k === 'special'
            ? specialTargetsOf(legal).length > 0
            : legalTargets(legal, k).length > 0,
      )
    : [];
  // Drawn waypoints and the chosen target belong to one decision: a new frame or action starts afresh.
  const key = `${view.round}|${act?.unit}|${frame}|${act?.unresolved.join(',')}`;
  const [draw, setDraw] = useState<{
    key: string;
    tool: Tool | null;
    pts: Point[];
    target: string | null;
    dice: number | null;
    kind: string | null;
  }>({ key: '', tool: null, pts: [], target: null, dice: null, kind: null });
  const d = draw.key === key ? draw : { key, tool: null, pts: [], target: null, dice: null, kind: null };
  const tool = d.tool && tools.includes(d.tool) ? d.tool : (tools[0] ?? null);
  const setD = (x: Partial<typeof d>) => setDraw({ ...d, ...x });
  const [hover, setHover] = useState<Point | null>(null);
  const waypoints = d.pts;
  // OS-R-04's variant (incremental allocation): the dice the chosen action declares, and a special kind.
  const diceRange = tool ? declarableDice(legal, tool) : null;
  const dice = diceRange ? Math.max(diceRange.min, Math.min(d.dice ?? diceRange.max, diceRange.max)) : null;
  const kinds = tool === 'special' ? declaredSpecialKinds(legal) : [];
  const specialKind =
    tool !== 'special' ? null : kinds.length > 0 ? (kinds.includes(d.kind ?? '') ? d.kind : kinds[0]!) : null;
  const declared = (a: Record<string, unknown>) =>
    dice === null ? a : { ...a, dice, ...(specialKind ? { specialKind } : {}) };
  const targets =
    tool === 'shoot' || tool === 'melee'
      ? legalTargets(legal, tool)
      : tool === 'special'
        ? specialTargetsOf(legal, specialKind)
        : [];
  // A special action with a single target (REGENERATE, a scenario action) has it chosen already.
  const target =
    d.target && targets.includes(d.target)
      ? d.target
      : tool === 'special' && targets.length === 1
        ? targets[0]!
        : null;
  // DP-17: the restored figures' places, clicked near the group (the server validates them).
  const restoring = frame === 'DP-17' && deciding && view.restore !== null;
  const [restored, setRestored] = useState<{ key: string; pts: Point[] }>({ key: '', pts: [] });
  const restorePts = restored.key === key ? restored.pts : [];
  // DP-09: the path last sent, so that the stops are drawn along it.
  const [sentMove, setSentMove] = useState<{
    from: Record<string, Point>;
    paths: Record<string, Point[]>;
  } | null>(null);
  const send: Act = (a) => {
    const m = a as { type?: unknown; paths?: Record<string, Point[]> };
    if (m.type === 'move' && m.paths) {
      const from: Record<string, Point> = {};
      for (const u of view.units)
        for (const f of u.figures) if (m.paths[f.id]) from[f.id] = { x: f.x, y: f.y };
      setSentMove({ from, paths: m.paths });
    }
    onAct(a);
  };
  const stops = frame === 'DP-09' && deciding && sentMove ? stopMarkers(sentMove, legal) : [];

  const clickBoard = (p: Point, figure: string | null) => {
    if (placing) {
      const u = view.units.find((x) => x.id === placing)!;
      onAct({ type: 'deploy', unit: placing, positions: rowAt(u, p) });
      return;
    }
    const u = figure
      ? (view.units.find((x) => x.figures.some((f) => f.id === figure)) ?? null)
      : unitAt(view, p);
    if (casualtyFrame && figure) {
      setChosen((c) => toggleCasualty(c, figure, casualtyCount));
      return;
    }
    if (u && canActivate.includes(u.id)) {
      onAct({ type: 'activate', unit: u.id });
      return;
    }
    if (restoring) {
      if (restorePts.length < view.restore!.count) setRestored({ key, pts: [...restorePts, p] });
      return;
    }
    if (tool === 'move' && actor) {
      setD({ tool, pts: [...waypoints, snapToContact(view, actor, p)] });
      return;
    }
    // A unit or a scenario object (a special action's, a shot's or a blow's, ARB-OS-81) under the click.
    const o = view.objects.find((x) => (x.x - p.x) ** 2 + (x.y - p.y) ** 2 <= (x.radius + 0.5) ** 2);
    const id = u && targets.includes(u.id) ? u.id : o?.id;
    if (id && targets.includes(id)) setD({ tool, target: id });
  };
  // A unit the battlefield does not draw (to deploy, or without positions) is chosen in the tray.
  const trayUnit = (id: string) => {
    if (deployable.includes(id)) setDeployUnit(id);
    else if (canActivate.includes(id)) onAct({ type: 'activate', unit: id });
    else if (targets.includes(id)) setD({ tool, target: id });
  };
  const declaredDeploy = placing
    ? (legal as { type?: unknown; unit?: unknown; declared?: unknown }[]).find(
        (a) => a.type === 'deploy' && a.unit === placing && a.declared === true,
      )
    : undefined;

  return (
    <div className="os-table" data-testid="os-table">
      <OsoiStatus view={view} seat={seat} />
      <div className="os-decisions panel" data-testid="os-decisions">
        {frame === 'DP-04' && deciding && (
          <div className="os-row" data-testid="os-zone">
            <span>{t('os.chooseZone')}</span>
            <button type="button" onClick={() => onAct({ type: 'chooseZone', zone: 'south' })}>
              {t('os.zone.south')}
            </button>
            <button type="button" onClick={() => onAct({ type: 'chooseZone', zone: 'north' })}>
              {t('os.zone.north')}
            </button>
          </div>
        )}
        {placing && (
          <div className="os-row" data-testid="os-deploy">
            <label>
              {t('os.deployUnit')}{' '}
              <select
                value={placing}
                onChange={(e) => setDeployUnit(e.target.value)}
                data-testid="os-deploy-unit"
              >
                {deployable.map((id) => (
                  <option key={id} value={id}>
                    {id} {view.units.find((u) => u.id === id)?.name}
                  </option>
                ))}
              </select>
            </label>
            <span className="small-print">{t('os.deployHint')}</span>
            <button
              type="button"
              data-testid="os-auto-place"
              onClick={() => {
                const a = autoPlacement(legal, placing);
                if (a) onAct(a);
              }}
            >
              {t('os.autoPlace')}
            </button>
            {declaredDeploy && (
              <button type="button" data-testid="os-deploy-declared" onClick={() => onAct(declaredDeploy)}>
                {t('ost.tray.deployDeclared')}
              </button>
            )}
          </div>
        )}
        {canActivate.length > 0 && (
          <div className="os-row" data-testid="os-activate">
            <span>{t('os.activateHint')}</span>
            {canActivate.map((id) => (
              <button key={id} type="button" onClick={() => onAct({ type: 'activate', unit: id })}>
                {id} {view.units.find((u) => u.id === id)?.name}
              </button>
            ))}
          </div>
        )}
        {frame === 'DP-07' && deciding && view.activation && (
          <AllocationControl
            key={view.activation.unit}
            view={view}
            unit={view.units.find((u) => u.id === view.activation!.unit)!}
            legal={legal}
            onAct={onAct}
          />
        )}
        {frame === 'DP-14' && deciding && (
          <div className="os-row" data-testid="os-order-dice">
            <span>{t('os.orderDice')}</span>
            <button type="button" onClick={() => onAct({ type: 'orderDice', use: true })}>
              {t('os.yes')}
            </button>
            <button type="button" onClick={() => onAct({ type: 'orderDice', use: false })}>
              {t('os.no')}
            </button>
          </div>
        )}
        {casualtyFrame && (
          <div className="os-row" data-testid="os-casualties">
            <span>{t('os.casualties', { n: casualtyCount })}</span>
            <span className="os-chosen">{chosen.join(', ')}</span>
            <button
              type="button"
              className="primary"
              disabled={matchCasualties(legal, chosen) === null}
              onClick={() => {
                const a = matchCasualties(legal, chosen);
                if (a) {
                  setChosen([]);
                  onAct(a);
                }
              }}
            >
              {t('os.removeFigures')}
            </button>
          </div>
        )}
        {dp08 && tools.length > 1 && (
          <div className="os-row os-tools" data-testid="os-tools">
            {tools.map((k) => (
              <button
                key={k}
                type="button"
                className={k === tool ? 'primary' : ''}
                aria-pressed={k === tool}
                data-testid={`os-tool-${k}`}
                onClick={() => setD({ tool: k })}
              >
                {t(`os.input.${k}`)}
              </button>
            ))}
          </div>
        )}
        {dp08 && diceRange && dice !== null && (
          <div className="os-row os-declare" data-testid="os-declare">
            <Stepper
              label={t('ost.declare.dice')}
              value={dice}
              min={diceRange.min}
              max={diceRange.max}
              onChange={(n) => setD({ dice: n })}
              testid="os-declare-dice"
            />
            {kinds.length > 1 && (
              <select
                value={specialKind ?? ''}
                onChange={(e) => setD({ kind: e.target.value, target: null })}
                data-testid="os-declare-kind"
              >
                {kinds.map((x) => (
                  <option key={x} value={x}>
                    {x}
                  </option>
                ))}
              </select>
            )}
            <span className="small-print">{t('ost.declare.hint')}</span>
          </div>
        )}
        {dp08 && tool === 'move' && actor && (
          <MoveControl
            view={view}
            unit={actor}
            waypoints={waypoints}
            hover={hover}
            onWaypoints={(pts) => setD({ tool, pts })}
            dice={dice}
            onAct={(a) => send(declared(a as Record<string, unknown>))}
          />
        )}
        {dp08 && (tool === 'shoot' || tool === 'melee') && actor && (
          <TargetControl
            view={view}
            kind={tool}
            unit={actor}
            targets={targets}
            target={target}
            onTarget={(x) => setD({ tool, target: x })}
            dice={dice}
            onAct={(a) => onAct(declared(a as Record<string, unknown>))}
          />
        )}
        {dp08 && tool === 'special' && actor && (
          <SpecialControl
            view={view}
            unit={actor}
            kind={specialKind ?? view.activation?.specialKind ?? null}
            pool={dice ?? view.activation?.special ?? 0}
            targets={targets}
            target={target}
            onTarget={(x) => setD({ tool, target: x })}
            onAct={(a) => onAct(declared(a as Record<string, unknown>))}
          />
        )}
        {restoring && (
          <RestoreControl
            view={view}
            points={restorePts}
            onPoints={(pts) => setRestored({ key, pts })}
            onAct={onAct}
          />
        )}
        {frame === 'STRIP_DICE' && deciding && <StripControl legal={legal} onAct={onAct} />}
        {frame === 'DP-09' && deciding && (
          <StopControl legal={legal} onAct={onAct} drawn={stops.length > 0} />
        )}
        {frame === 'DP-11' && deciding && view.shot && (
          <DefendControl view={view} legal={legal} onAct={onAct} />
        )}
        {frame === 'DP-13' && deciding && view.melee && (
          <MeleeDefendControl view={view} legal={legal} onAct={onAct} />
        )}
        {deciding && <GenericInputs legal={legal} onAct={onAct} />}
        {deciding && has(legal, 'end') && (
          <div className="os-row">
            <button type="button" data-testid="os-end" onClick={() => onAct({ type: 'end' })}>
              {t('os.endActivation')}
            </button>
          </div>
        )}
        {view.shot && <ShotLine view={view} />}
        {view.melee && <MeleeLine view={view} />}
      </div>
      <Battlefield
        view={view}
        placing={placing}
        activatable={canActivate}
        chosen={chosen}
        targets={targets}
        target={target}
        mover={tool === 'move' ? actor : null}
        waypoints={waypoints}
        onWaypoints={(pts) => setD({ tool, pts })}
        moveDice={tool === 'move' ? dice : null}
        restorePts={restoring ? restorePts : []}
        restoreNear={restoring ? view.restore!.near : []}
        stops={stops}
        stopPaths={
          stops.length > 0 && sentMove
            ? Object.fromEntries(
                Object.entries(sentMove.paths).map(([f, pts]) => [f, [sentMove.from[f]!, ...pts]]),
              )
            : {}
        }
        onStop={onAct}
        objectTargets={targets.filter((x) => view.objects.some((o) => o.id === x))}
        hover={hover}
        onHover={setHover}
        onClick={clickBoard}
      />
      <OsoiDeployTray
        view={view}
        seat={seat}
        onUnit={trayUnit}
        actionable={[...deployable, ...canActivate, ...targets]}
      />
      <OsoiScenario view={view} />
      <OsoiUnits view={view} seat={seat} />
      {deciding && has(legal, 'concede') && legal.length > 1 && (
        <div className="os-row os-concede">
          <button
            type="button"
            className="small"
            data-testid="os-concede"
            onClick={() => onAct({ type: 'concede' })}
          >
            {t('os.concede')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The round, who activates, the VP and what is pending. */
function OsoiStatus({ view, seat }: { view: OSView; seat: number | null }) {
  const { t } = useTranslation();
  const who = view.pending.player;
  return (
    <div className="os-status panel" data-testid="os-status">
      <span data-testid="os-round">{t('os.round', { round: view.round, limit: view.roundLimit })}</span>
      {' · '}
      <span data-testid="os-active">{t('os.active', { n: view.active })}</span>
      {' · '}
      <span data-testid="os-vp">{t('os.vp', { a: view.vp[0], b: view.vp[1] })}</span>
      {' · '}
      <span data-testid="os-pending">
        {t(`os.frame.${view.pending.frame}`, {
          defaultValue: t(`ost.frame.${view.pending.frame}`, { defaultValue: view.pending.frame }),
        })}
        {who !== null && ` — ${who === seat ? t('os.you') : t('os.seat', { n: who })}`}
      </span>
      {view.activation && (
        <span className="os-activation" data-testid="os-activation">
          {' · '}
          {t('os.activation', { unit: view.activation.unit })}{' '}
          {ACTION_KINDS.map((k) => `${t(`os.action.${k}`)} ${view.activation![k]}`).join(', ')}
          {view.activation.specialKind && ` (${view.activation.specialKind})`}
          {view.activation.unresolved.length > 0 &&
            ` — ${t('os.unresolved')} ${view.activation.unresolved.map((k) => t(`os.action.${k}`, { defaultValue: k })).join(', ')}`}
        </span>
      )}
    </div>
  );
}

/** DP-07: a stepper per action capped by its characteristic and A; the special action with its kind. */
function AllocationControl({
  view,
  unit,
  legal,
  onAct,
}: {
  view: OSView;
  unit: OSUnitView;
  legal: unknown[];
  onAct: Act;
}) {
  const { t } = useTranslation();
  const kinds = specialKindsOf(legal);
  const [alloc, setAlloc] = useState<Allocation>({ move: 0, shoot: 0, melee: 0, special: 0 });
  const [kind, setKind] = useState<string>(kinds[0] ?? '');
  const full = { ...alloc, ...(alloc.special > 0 ? { specialKind: kind } : {}) };
  const caps = allocationCaps(unit, alloc, kinds.length > 0);
  const input = matchAllocation(legal, full);
  const used = ACTION_KINDS.reduce((n, k) => n + alloc[k], 0);
  return (
    <div className="os-alloc" data-testid="os-alloc">
      <p>
        {t('os.allocate', { unit: `${unit.id} ${unit.name}`, used, a: unit.a })}
        {view.activation && ` (${view.activation.unit})`}
      </p>
      {ACTION_KINDS.filter((k) => k !== 'special' || kinds.length > 0).map((k) => (
        <Stepper
          key={k}
          label={t(`os.action.${k}`)}
          value={alloc[k]}
          min={0}
          max={caps[k]}
          onChange={(n) => setAlloc({ ...alloc, [k]: n })}
          testid={`os-alloc-${k}`}
        >
          <span className="small-print">{t('os.cap', { n: caps[k] })}</span>
          {k === 'special' && kinds.length > 1 && (
            <select value={kind} onChange={(e) => setKind(e.target.value)}>
              {kinds.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          )}
          {k === 'special' && kinds.length === 1 && <span>{kinds[0]}</span>}
        </Stepper>
      ))}
      <button
        type="button"
        className="primary"
        data-testid="os-alloc-send"
        disabled={input === null}
        onClick={() => input && onAct(input)}
      >
        {input ? t('os.allocateSend') : t('os.allocateIllegal')}
      </button>
    </div>
  );
}

/** Every legal input the table has no control for, by a label built from its fields. */
function GenericInputs({ legal, onAct }: { legal: unknown[]; onAct: Act }) {
  const { t } = useTranslation();
  const inputs = genericInputs(legal);
  const [index, setIndex] = useState(0);
  if (inputs.length === 0) return null;
  const names = {
    types: Object.fromEntries(
      ['move', 'shoot', 'defend', 'stop', 'melee', 'special'].map((k) => [k, t(`os.input.${k}`)]),
    ),
    fields: Object.fromEntries(
      ['target', 'dice', 'returnFire', 'paths', 'at', 'unit'].map((k) => [k, t(`os.field.${k}`)]),
    ),
  };
  const chosen = inputs[Math.min(index, inputs.length - 1)]!;
  return (
    <div className="os-row os-generic" data-testid="os-generic">
      <span>{t('os.otherInputs', { n: inputs.length })}</span>
      <select value={String(index)} onChange={(e) => setIndex(Number(e.target.value))}>
        {inputs.map((a, i) => (
          <option key={i} value={i}>
            {inputLabel(a, names)}
          </option>
        ))}
      </select>
      <button type="button" className="primary" data-testid="os-generic-send" onClick={() => onAct(chosen)}>
        {t('os.send')}
      </button>
    </div>
  );
}

/** The shot in progress: both difficulties, shown to the defender before DP-11 (OS-SHOOT-5). */
function ShotLine({ view }: { view: OSView }) {
  const { t } = useTranslation();
  const s = view.shot!;
  return (
    <p className="os-shot" data-testid="os-shot">
      {t('os.shot', {
        attacker: s.attacker,
        target: s.target,
        d: Math.round(s.distance * 100) / 100,
        difficulty: s.difficulty,
        ret: s.returnDifficulty,
        evade: s.evadeDifficulty,
        max: s.maxDice,
      })}
    </p>
  );
}

/**
 * The battlefield in SVG, 10 units per metre: terrain, strips, objects, units (labels offset so that close units'
 * names do not overlap), and while a move is drawn the reach rings (2 m per Move die around each figure), the
 * path and the figures' end positions; while a target is chosen, the legal targets and the line of fire.
 */
function Battlefield({
  view,
  placing,
  activatable: canActivate,
  chosen,
  targets,
  target,
  mover,
  waypoints,
  onWaypoints,
  moveDice,
  restorePts,
  restoreNear,
  stops,
  stopPaths,
  onStop,
  objectTargets,
  hover,
  onHover,
  onClick,
}: {
  view: OSView;
  placing: string | null;
  activatable: string[];
  chosen: string[];
  targets: string[];
  target: string | null;
  mover: OSUnitView | null;
  waypoints: Point[];
  /** The waypoints after a drag of one of them. */
  onWaypoints: (pts: Point[]) => void;
  /** Incremental allocation: the dice the move declares (null: its allocated dice). */
  moveDice: number | null;
  restorePts: Point[];
  restoreNear: string[];
  stops: ReturnType<typeof stopMarkers>;
  stopPaths: Record<string, Point[]>;
  onStop: Act;
  objectTargets: string[];
  hover: Point | null;
  onHover: (p: Point | null) => void;
  onClick: (p: Point, figure: string | null) => void;
}) {
  const { t } = useTranslation();
  const w = view.map.width * PX;
  const h = view.map.depth * PX;
  const offsets = labelOffsets(view);
  const at = (e: { clientX: number; clientY: number; currentTarget: SVGSVGElement }): Point | null => {
    const r = e.currentTarget.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return null;
    return fromSvg(view, ((e.clientX - r.left) / r.width) * w, ((e.clientY - r.top) / r.height) * h);
  };
  const allowance = (moveDice ?? view.activation?.move ?? 0) * METRES_PER_DIE;
  // A waypoint dragged to a new place (its index), and whether the click that ends the drag is to be ignored:
  // it is no new waypoint.
  const [dragging, setDragging] = useState<number | null>(null);
  const swallowClick = useRef(false);
  const dragTo = (e: { clientX: number; clientY: number; currentTarget: SVGSVGElement }) => {
    const p = dragging !== null && mover ? at(e) : null;
    if (p) onWaypoints(waypoints.map((q, j) => (j === dragging ? snapToContact(view, mover!, p) : q)));
  };
  const drawn = mover ? [...waypoints, ...(hover ? [snapToContact(view, mover, hover)] : [])] : [];
  const paths = mover ? movePaths(mover, drawn) : {};
  // The test the drawn (or hovered) path will ask, written by its end (OS-MOVE-3).
  const test = mover && drawn.length > 0 ? movePreview(view, paths) : null;
  const end = drawn.length > 0 ? toSvg(view, drawn[drawn.length - 1]!) : null;
  const attacker = view.units.find((u) => u.id === view.activation?.unit);
  const aim = target ? view.units.find((u) => u.id === target) : null;
  const pts = (poly: [number, number][]) =>
    poly
      .map(([x, y]) => toSvg(view, { x, y }))
      .map((p) => `${p.x},${p.y}`)
      .join(' ');
  return (
    <svg
      className={`os-board${placing ? ' os-placing' : ''}`}
      data-testid="os-board"
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={view.map.name}
      onPointerDown={() => {
        swallowClick.current = false;
      }}
      onPointerMove={dragging !== null ? dragTo : undefined}
      onPointerUp={dragging !== null ? () => setDragging(null) : undefined}
      onPointerCancel={dragging !== null ? () => setDragging(null) : undefined}
      onClick={(e) => {
        if (swallowClick.current) {
          swallowClick.current = false;
          return;
        }
        const p = at(e);
        const fig = (e.target as Element).closest?.('[data-figure]')?.getAttribute('data-figure') ?? null;
        if (p) onClick(p, fig);
      }}
      onMouseMove={mover ? (e) => dragging === null && onHover(at(e)) : undefined}
      onMouseLeave={mover ? () => onHover(null) : undefined}
    >
      <defs>
        <pattern
          id="os-hatch"
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <line x1="0" y1="0" x2="0" y2="8" className="os-hatch-line" />
        </pattern>
      </defs>
      <rect className="os-ground" x={0} y={0} width={w} height={h} />
      {deploymentStrips(view).map((z) => {
        const top = toSvg(view, { x: 0, y: z.y1 });
        return (
          <rect
            key={z.zone}
            className="os-strip"
            data-testid={`os-strip-${z.zone}`}
            x={0}
            y={top.y}
            width={w}
            height={(z.y1 - z.y0) * PX}
            fill={z.seat >= 0 ? SEAT_COLOURS[z.seat] : undefined}
          />
        );
      })}
      {view.map.features.map((f) => {
        const c = toSvg(view, polygonCentre(f.polygon));
        // A hedge or a wall is a thin strip: its label goes above it, not across the line.
        const ys = f.polygon.map(([x, y]) => toSvg(view, { x, y }).y);
        const top = Math.min(...ys);
        const thin = Math.max(...ys) - top < 24;
        return (
          <g key={f.id} data-testid={`os-feature-${f.id}`}>
            <polygon className={terrainClasses(f)} points={pts(f.polygon)}>
              <title>
                {[
                  `${f.name || f.type} — ${t('os.cover', { n: f.cover })}`,
                  f.difficult ? t('os.difficult', { n: f.moveDifficulty }) : '',
                  f.impassable ? t('os.impassable') : '',
                  f.blocksLOS ? t('os.blocksLOS') : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </title>
            </polygon>
            {f.difficult && !f.impassable && (
              <polygon className="os-hatch" points={pts(f.polygon)} fill="url(#os-hatch)" />
            )}
            {/* The name, and the cover on a line of its own (a narrow feature or a phone keeps it inside). */}
            <text
              className="os-feature-label"
              x={c.x}
              y={thin ? top - 4 : c.y}
              dy={thin ? (f.cover > 0 ? '-1.1em' : 0) : f.cover > 0 ? '-0.2em' : '0.35em'}
            >
              {f.name || f.type}
              {f.cover > 0 && (
                <tspan className="os-feature-cover" x={c.x} dy="1.1em">
                  {t('os.cover', { n: f.cover })}
                </tspan>
              )}
            </text>
          </g>
        );
      })}
      {view.objects.map((o) => {
        const c = toSvg(view, o);
        return (
          <g
            key={o.id}
            className={`os-object${objectTargets.includes(o.id) ? ' os-target' : ''}${target === o.id ? ' os-aimed' : ''}`}
            data-testid={`os-object-${o.id}`}
          >
            <rect
              x={c.x - o.radius * PX}
              y={c.y - o.radius * PX}
              width={o.radius * 2 * PX}
              height={o.radius * 2 * PX}
            />
            <text x={c.x} y={c.y - o.radius * PX - 2}>
              {o.id}
            </text>
          </g>
        );
      })}
      {view.units
        .filter((u) => u.deployed && !u.removed)
        .map((u) => {
          // Under declared geometry a figure may have no position (ARB-OS-88): the tray lists it instead.
          const alive = u.figures.filter((f) => f.alive && f.placed);
          const first = alive[0];
          const active = view.activation?.unit === u.id;
          const cls = [
            'os-unit',
            canActivate.includes(u.id) ? 'os-can-activate' : '',
            active ? 'os-active' : '',
            targets.includes(u.id) ? 'os-target' : '',
            target === u.id ? 'os-aimed' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <g key={u.id} className={cls} data-testid={`os-unit-${u.id}`}>
              {alive.map((f) => {
                const c = toSvg(view, f);
                return (
                  <circle
                    key={f.id}
                    data-testid={`os-figure-${f.id}`}
                    className={`os-base${chosen.includes(f.id) ? ' os-chosen' : ''}`}
                    cx={c.x}
                    cy={c.y}
                    r={u.radius * PX}
                    fill={SEAT_COLOURS[u.side]}
                    data-figure={f.id}
                  >
                    <title>{`${f.id} ${u.name}`}</title>
                  </circle>
                );
              })}
              {first && (
                <text
                  className="os-unit-label"
                  x={toSvg(view, first).x}
                  y={toSvg(view, first).y - u.radius * PX - 2 + (offsets[u.id] ?? 0)}
                >
                  {u.id} {u.name}
                </text>
              )}
            </g>
          );
        })}
      {mover &&
        allowance > 0 &&
        mover.figures
          .filter((f) => f.alive && f.placed)
          .map((f) => {
            const c = toSvg(view, f);
            return (
              <circle
                key={`ring-${f.id}`}
                className="os-reach"
                data-testid={`os-reach-${f.id}`}
                cx={c.x}
                cy={c.y}
                r={allowance * PX}
              />
            );
          })}
      {Object.entries(paths).map(([id, pts]) => {
        const start = mover!.figures.find((f) => f.id === id)!;
        const line = [start, ...pts].map((p) => toSvg(view, p));
        const end = line[line.length - 1]!;
        return (
          <g key={`path-${id}`} className="os-path" data-testid={`os-path-${id}`}>
            <polyline points={line.map((p) => `${p.x},${p.y}`).join(' ')} />
            <circle className="os-ghost" cx={end.x} cy={end.y} r={mover!.radius * PX} />
          </g>
        );
      })}
      {mover && test && end && allowance > 0 && (
        <circle
          className="os-reach os-reach-left"
          data-testid="os-reach-left"
          cx={end.x}
          cy={end.y}
          r={Math.max(0, allowance - test.longest) * PX}
        />
      )}
      {mover &&
        waypoints.map((p, i) => {
          const c = toSvg(view, p);
          return (
            <circle
              key={`waypoint-${i}`}
              className={`os-waypoint${dragging === i ? ' os-dragging' : ''}`}
              data-testid={`os-waypoint-${i}`}
              cx={c.x}
              cy={c.y}
              r={6}
              onPointerDown={(e) => {
                // A drag moves this stop; the click it ends with adds none.
                e.stopPropagation();
                e.preventDefault();
                e.currentTarget.ownerSVGElement?.setPointerCapture?.(e.pointerId);
                swallowClick.current = true;
                setDragging(i);
                onHover(null);
              }}
            >
              <title>{t('ost.move.dragStop')}</title>
            </circle>
          );
        })}
      {test?.tested && end && (
        <text className="os-test-label" data-testid="os-test-label" x={end.x + 8} y={end.y - 8}>
          {t('ost.move.test', { n: test.difficulty, features: test.features.join(', ') })}
        </text>
      )}
      {attacker && aim && <LineOfFire view={view} from={attacker} to={aim} />}
      {restoreNear.map((id) => {
        const f = view.units.flatMap((u) => u.figures).find((x) => x.id === id);
        if (!f) return null;
        const c = toSvg(view, f);
        return (
          <circle key={`near-${id}`} className="os-reach os-restore-reach" cx={c.x} cy={c.y} r={2 * PX} />
        );
      })}
      {restorePts.map((p, i) => {
        const c = toSvg(view, p);
        const u = view.units.find((x) => x.id === view.restore?.unit);
        return (
          <circle
            key={`restore-${i}`}
            className="os-ghost"
            data-testid={`os-restore-${i}`}
            cx={c.x}
            cy={c.y}
            r={(u?.radius ?? 0.5) * PX}
          />
        );
      })}
      {Object.entries(stopPaths).map(([id, line]) => (
        <g key={`sent-${id}`} className="os-path os-sent-path">
          <polyline
            points={line
              .map((p) => toSvg(view, p))
              .map((p) => `${p.x},${p.y}`)
              .join(' ')}
          />
        </g>
      ))}
      {stops.map((s, i) => {
        const c = toSvg(view, s.at);
        return (
          <g
            key={`stop-${i}`}
            className="os-stop"
            data-testid={`os-stop-marker-${i}`}
            onClick={(e) => {
              e.stopPropagation();
              onStop(s.input);
            }}
          >
            <circle cx={c.x} cy={c.y} r={6} />
            <text x={c.x + 8} y={c.y + 4}>
              {Math.round(s.metres * 100) / 100} m
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The line of fire between the nearest figures of the attacker and its chosen target. */
function LineOfFire({ view, from, to }: { view: OSView; from: OSUnitView; to: OSUnitView }) {
  let best: [Point, Point] | null = null;
  let d = Infinity;
  for (const a of from.figures.filter((f) => f.alive && f.placed))
    for (const b of to.figures.filter((f) => f.alive && f.placed)) {
      const x = Math.hypot(a.x - b.x, a.y - b.y);
      if (x < d) {
        d = x;
        best = [a, b];
      }
    }
  if (!best) return null;
  const [a, b] = best.map((p) => toSvg(view, p)) as [Point, Point];
  return <line className="os-fire" data-testid="os-fire" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />;
}

/** Each side's units: name, kind, profile, pool as dice (H0, H, S, A), order dice, state. */
function OsoiUnits({ view, seat }: { view: OSView; seat: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="os-sides">
      {[0, 1].map((side) => (
        <section
          key={side}
          className="panel os-side"
          data-testid={`os-side-${side}`}
          style={{ borderColor: SEAT_COLOURS[side] }}
        >
          <h3>
            {side === seat ? t('os.you') : t('os.seat', { n: side })} —{' '}
            {t('os.vpShort', { n: view.vp[side] })}
          </h3>
          <ul>
            {view.units
              .filter((u) => u.side === side)
              .map((u) => (
                <li
                  key={u.id}
                  className={`os-unit-row${u.removed ? ' os-removed' : ''}${u.activated ? ' os-activated' : ''}`}
                  data-testid={`os-unit-row-${u.id}`}
                >
                  <strong>
                    {u.id} {u.name}
                  </strong>{' '}
                  <span className="small-print">
                    {t(`os.kind.${u.kind}`)} · {t('os.cost', { n: u.cost })} · T{u.profile.tir} C
                    {u.profile.contact} P{u.profile.physique} A{u.profile.agilite} S{u.profile.special}
                    {u.equipment.length > 0 &&
                      ` · ${u.equipment.map((id) => catalogueName(id, lang)).join(', ')}`}
                    {u.abilities.length > 0 &&
                      ` · ${u.abilities.map((id) => catalogueName(id, lang)).join(', ')}`}
                  </span>
                  <div className="os-pool" data-testid={`os-pool-${u.id}`} title={t('os.poolTitle')}>
                    {poolDice(u).map((d, i) => (
                      <span key={i} className={`os-die os-die-${d}`} />
                    ))}
                    <span className="small-print">
                      {' '}
                      {t('os.pool', { h0: u.h0, h: u.h, s: u.s, a: u.a })}
                      {u.orderDice > 0 && ` · ${t('os.orderHeld', { n: u.orderDice })}`}
                      {u.activated && ` · ${t('os.activated')}`}
                      {u.removed && ` · ${t('os.removed')}`}
                      {!u.deployed && !u.removed && ` · ${t('os.notDeployed')}`}
                    </span>
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Objects (their health) and the scenario actions' progress (OS-SPECIAL-7). */
function OsoiScenario({ view }: { view: OSView }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (view.objects.length === 0 && view.progress.length === 0) return null;
  return (
    <div className="panel os-scenario" data-testid="os-scenario">
      {view.objects.map((o) => (
        <span key={o.id} className="os-object-line">
          {t('ost.object', { name: o[lang], health: o.health })}
        </span>
      ))}
      {view.progress.map((p) => (
        <span key={p.id} className="os-progress-line">
          {t('ost.progress', { id: p.id, n: p.progress, of: p.required })}
        </span>
      ))}
    </div>
  );
}

/** An opposed test's odds: the attacker's and defender's totals, then each damage with its exact fraction. */
function OddsView({ lines, testid }: { lines: OddsLine[]; testid?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tot = oddsTotals(lines);
  return (
    <div className="os-odds" data-testid={testid}>
      <div className="os-odds-bar" aria-hidden="true">
        <span className="os-odds-att" style={{ width: `${tot.attacker * 100}%` }} />
        <span className="os-odds-none" style={{ width: `${tot.none * 100}%` }} />
        <span className="os-odds-def" style={{ width: `${tot.defender * 100}%` }} />
      </div>
      <ul>
        {lines.map((l) => (
          <li key={l.key} className={`os-odds-${l.who}`}>
            {l.who === 'none' ? t('ost.odds.none') : t(`ost.odds.${l.who}`, { n: l.damage })}{' '}
            <strong>{percent(l.value, lang)}</strong> <span className="small-print">({l.fraction})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * DP-08 Move: the drawn waypoints (a click each; a group is translated by the same vector), the path's length
 * against the allowance and the difficult-terrain test the path will ask; the exact path is sent, the server
 * validates it (section 4.3) and its refusal is shown.
 */
function MoveControl({
  view,
  unit,
  waypoints,
  hover,
  onWaypoints,
  dice,
  onAct,
}: {
  view: OSView;
  unit: OSUnitView;
  waypoints: Point[];
  hover: Point | null;
  onWaypoints: (pts: Point[]) => void;
  /** Incremental allocation: the dice this move declares (null: allocated already). */
  dice: number | null;
  onAct: Act;
}) {
  const { t } = useTranslation();
  const allowance = (dice ?? view.activation?.move ?? 0) * METRES_PER_DIE;
  const group = unit.figures.filter((f) => f.alive).length > 1;
  const shown = hover ? [...waypoints, snapToContact(view, unit, hover)] : waypoints;
  const pv = movePreview(view, movePaths(unit, shown));
  const paths = movePaths(unit, waypoints);
  const r = (v: number) => Math.round(v * 100) / 100;
  const declaredMode = view.rules?.geometryMode === 'declared';
  const [facts, setFacts] = useState<Record<string, number | boolean>>({});
  const computed = { distance: r(pv.longest), difficulty: pv.tested ? pv.difficulty : 0 };
  const declared = { ...computed, ...facts };
  return (
    <div className="os-move" data-testid="os-move">
      {declaredMode && (
        <>
          <p className="small-print">{t('ost.declared.moveHint')}</p>
          <DeclaredForm
            fields={[
              ['distance', 'number', 0, allowance],
              ['difficulty', 'number', 0, 2 * (dice ?? view.activation?.move ?? 0)],
            ]}
            values={declared}
            computed={waypoints.length > 0 ? computed : {}}
            onChange={setFacts}
          />
          <div className="os-row">
            {' '}
            <button
              type="button"
              className="primary"
              data-testid="os-move-declared-send"
              onClick={() => onAct({ type: 'move', declared })}
            >
              {t('ost.declared.moveSend', { m: declared.distance })}
            </button>
          </div>
        </>
      )}
      <p>
        {t(group ? 'ost.move.groupHint' : 'ost.move.hint', { unit: `${unit.id} ${unit.name}`, m: allowance })}
      </p>
      <p data-testid="os-move-length">
        {t('ost.move.length', { l: r(pv.longest), m: allowance, n: waypoints.length })}
        {' · '}
        <span data-testid="os-move-test" className={pv.tested ? 'os-warn' : ''}>
          {pv.tested
            ? t('ost.move.test', { n: pv.difficulty, features: pv.features.join(', ') })
            : t('ost.move.noTest')}
        </span>
      </p>
      <div className="os-row">
        <button
          type="button"
          className="small"
          disabled={waypoints.length === 0}
          onClick={() => onWaypoints(waypoints.slice(0, -1))}
        >
          {t('ost.move.undo')}
        </button>
        <button
          type="button"
          className="small"
          disabled={waypoints.length === 0}
          onClick={() => onWaypoints([])}
        >
          {t('ost.move.clear')}
        </button>
        <button
          type="button"
          className="primary"
          data-testid="os-move-send"
          disabled={waypoints.length === 0}
          onClick={() => onAct({ type: 'move', paths })}
        >
          {t('ost.move.send')}
        </button>
      </div>
    </div>
  );
}

/** DP-09: the stops the rules offer along the path (metres from each figure's start), or none. */
function StopControl({ legal, onAct, drawn }: { legal: unknown[]; onAct: Act; drawn: boolean }) {
  const { t } = useTranslation();
  const stops = stopChoices(legal);
  if (stops.length === 0) return null;
  const r = (v: number) => Math.round(v * 100) / 100;
  return (
    <div className="os-row os-stops" data-testid="os-stops">
      <span>{t('ost.stop.title')}</span>
      {drawn && <span className="small-print">{t('ost.stop.drawn')}</span>}
      {stops.map((a, i) => {
        const e = Object.entries(a.at);
        return (
          <button key={i} type="button" data-testid={`os-stop-${i}`} onClick={() => onAct(a)}>
            {e.length === 0
              ? t('ost.stop.none')
              : e.map(([f, m]) => t('ost.stop.at', { figure: f, m: r(m) })).join(', ')}
          </button>
        );
      })}
    </div>
  );
}

type Field = [name: string, kind: 'number', min: number, max: number] | [name: string, kind: 'bool'];

/**
 * OS-GEN-7 (ARB-OS-87): the facts declared at a real table (distance in metres, line of sight, covers 0–4,
 * engaged; a move's distance and difficulty), each with the value computed from the coordinates beside it.
 */
function DeclaredForm({
  fields,
  values,
  computed,
  onChange,
}: {
  fields: Field[];
  values: Record<string, number | boolean>;
  computed: Record<string, number | boolean>;
  onChange: (v: Record<string, number | boolean>) => void;
}) {
  const { t } = useTranslation();
  const shown = (v: number | boolean | undefined) =>
    v === undefined ? null : typeof v === 'boolean' ? (v ? t('os.yes') : t('os.no')) : String(v);
  return (
    <div className="os-declared" data-testid="os-declared">
      <span className="os-stepper-name">{t('ost.declared.title')}</span>
      {fields.map((f) => (
        <label key={f[0]} className="os-declared-field" data-testid={`os-declared-${f[0]}`}>
          {t(`ost.declared.${f[0]}`)}{' '}
          {f[1] === 'bool' ? (
            <input
              type="checkbox"
              checked={values[f[0]] === true}
              onChange={(e) => onChange({ ...values, [f[0]]: e.target.checked })}
            />
          ) : (
            <input
              type="number"
              min={f[2]}
              max={f[3]}
              step={f[0] === 'distance' ? 0.1 : 1}
              value={Number(values[f[0]] ?? 0)}
              onChange={(e) => onChange({ ...values, [f[0]]: Number(e.target.value) })}
            />
          )}
          {computed[f[0]] !== undefined && (
            <span className="small-print"> {t('ost.declared.computed', { v: shown(computed[f[0]]) })}</span>
          )}
        </label>
      ))}
    </div>
  );
}

/** A unit's or an object's name in the language. */
function targetName(view: OSView, id: string, lang: 'fr' | 'en'): string {
  const u = view.units.find((x) => x.id === id);
  if (u) return `${u.id} ${u.name}`;
  const o = view.objects.find((x) => x.id === id);
  return o ? `${o.id} ${o[lang]}` : id;
}

/**
 * DP-08 Special (HEAL, ORDER, REGENERATE, a scenario action): the legal targets (a click on the battlefield or
 * the object, or a button), the difficulty with its terms and the odds of success before it is sent.
 */
function SpecialControl({
  view,
  unit,
  kind,
  pool,
  targets,
  target,
  onTarget,
  onAct,
}: {
  view: OSView;
  unit: OSUnitView;
  kind: string | null;
  pool: number;
  targets: string[];
  target: string | null;
  onTarget: (x: string) => void;
  onAct: Act;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const p: SpecialPreview | null = kind ? previewSpecial(view, unit.id, kind, pool) : null;
  const action = view.progress.find((x) => x.id === kind);
  return (
    <div className="os-target-control" data-testid="os-special">
      <p>{t('ost.special.hint', { unit: targetName(view, unit.id, lang), kind: kindName(t, kind) })}</p>
      <div className="os-row">
        {targets.map((x) => (
          <button
            key={x}
            type="button"
            className={x === target ? 'primary' : ''}
            aria-pressed={x === target}
            data-testid={`os-special-target-${x}`}
            onClick={() => onTarget(x)}
          >
            {targetName(view, x, lang)}
          </button>
        ))}
      </div>
      {p && (
        <div className="os-preview" data-testid="os-special-preview">
          <p data-testid="os-special-difficulty">
            {t('ost.special.difficulty', {
              n: p.difficulty,
              terms: terms([
                [t('ost.term.base'), p.base],
                [t('ost.term.conditions'), p.conditions],
              ]),
              dice: p.pool,
              kit: p.kit,
            })}
            {action && ` · ${t('ost.special.progress', { n: action.progress, of: action.required })}`}
          </p>
          <p data-testid="os-special-success">
            <strong>{t('ost.special.success', { p: percent(p.success, lang) })}</strong>
          </p>
          <ul className="os-odds" data-testid="os-odds-special">
            {p.lines.map((l) => (
              <li key={l.key}>
                {l.who === 'attacker' ? t('ost.special.margin', { n: l.damage }) : t('ost.special.fail')}{' '}
                <strong>{percent(l.value, lang)}</strong> <span className="small-print">({l.fraction})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {target && (
        <button
          type="button"
          className="primary"
          data-testid="os-special-send"
          onClick={() => onAct({ type: 'special', target })}
        >
          {t('ost.special.send', { kind: kindName(t, kind), target: targetName(view, target, lang) })}
        </button>
      )}
    </div>
  );
}

function kindName(t: (k: string, o?: Record<string, unknown>) => string, kind: string | null): string {
  return kind ? t(`ost.kind.${kind}`, { defaultValue: kind }) : '—';
}

/** DP-17: clicks place the healed figures near their group (OS-SPECIAL-4); the server validates them. */
function RestoreControl({
  view,
  points,
  onPoints,
  onAct,
}: {
  view: OSView;
  points: Point[];
  onPoints: (pts: Point[]) => void;
  onAct: Act;
}) {
  const { t } = useTranslation();
  const r = view.restore!;
  const u = view.units.find((x) => x.id === r.unit);
  return (
    <div className="os-move" data-testid="os-restore">
      <p>{t('ost.restore.hint', { unit: `${r.unit} ${u?.name ?? ''}`, n: r.count })}</p>
      <p data-testid="os-restore-points">
        {t('ost.restore.placed', { n: points.length, of: r.count })}{' '}
        {points.map((p) => `(${p.x}, ${p.y})`).join(' ')}
      </p>
      <div className="os-row">
        <button
          type="button"
          className="small"
          disabled={points.length === 0}
          onClick={() => onPoints(points.slice(0, -1))}
        >
          {t('ost.move.undo')}
        </button>
        <button
          type="button"
          className="primary"
          data-testid="os-restore-send"
          disabled={points.length === 0}
          onClick={() => onAct({ type: 'restore', positions: points })}
        >
          {t('ost.restore.send', { n: points.length })}
        </button>
        <button
          type="button"
          data-testid="os-restore-none"
          onClick={() => onAct({ type: 'restore', positions: [] })}
        >
          {t('ost.restore.none')}
        </button>
      </div>
    </div>
  );
}

/** OS-R-05's variant (STRIP_DICE): which committed dice the wound strips, one button per legal choice. */
function StripControl({ legal, onAct }: { legal: unknown[]; onAct: Act }) {
  const { t } = useTranslation();
  const choices = (legal as { type?: unknown; from?: Record<string, number> }[]).filter(
    (a) => a.type === 'stripDice' && a.from,
  );
  if (choices.length === 0) return null;
  const names = Object.fromEntries(ACTION_KINDS.map((k) => [k, t(`os.action.${k}`)]));
  return (
    <div className="os-row os-stops" data-testid="os-strip">
      <span>{t('ost.strip.title')}</span>
      {choices.map((a, i) => (
        <button key={i} type="button" data-testid={`os-strip-${i}`} onClick={() => onAct(a)}>
          {stripLabel(a.from!, names)}
        </button>
      ))}
    </div>
  );
}

/** A term of a difficulty, e.g. « portée 1 + couvert 2 ». */
function terms(parts: [string, number][]): string {
  const shown = parts.filter(([, n]) => n !== 0);
  return shown.length ? shown.map(([k, n]) => `${k} ${n}`).join(' + ') : '0';
}

/**
 * DP-08 Shoot or Melee: the legal targets (a click on the battlefield or a button), and for the chosen one,
 * before it is sent: line of sight, distance and range band, each side's cover, both difficulties and the exact
 * odds of the opposed roll for the defender's main answers.
 */
function TargetControl({
  view,
  kind,
  unit,
  targets,
  target,
  onTarget,
  dice,
  onAct,
}: {
  view: OSView;
  kind: 'shoot' | 'melee';
  unit: OSUnitView;
  targets: string[];
  target: string | null;
  onTarget: (x: string) => void;
  dice: number | null;
  onAct: Act;
}) {
  const { t } = useTranslation();
  const pool = dice ?? (kind === 'shoot' ? view.activation?.shoot : view.activation?.melee) ?? 0;
  const lang = useLang();
  const name = (id: string) => targetName(view, id, lang);
  // OS-GEN-7 (ARB-OS-87): at a real table the players declare the facts; the computed ones are shown beside.
  // A scenario object takes them too (ARB-OS-100); nothing is computed for it, so the form starts in the open.
  const isObject = target !== null && view.objects.some((o) => o.id === target);
  const declaredMode = view.rules?.geometryMode === 'declared';
  const [facts, setFacts] = useState<Record<string, Record<string, number | boolean>>>({});
  let details: ReactNode = null;
  let computed: Record<string, number | boolean> = {};
  if (target && kind === 'shoot') {
    const p = previewShot(view, unit.id, target, pool);
    if (p) details = <ShotDetails p={p} />;
    if (p)
      computed = {
        distance: Number.isFinite(p.distance) ? Math.round(p.distance * 100) / 100 : 0,
        los: p.los,
        coverTarget: p.cover,
        coverShooter: p.returnCover,
      };
  } else if (target) {
    const p = previewMelee(view, unit.id, target, pool);
    if (p) details = <MeleeDetails p={p} />;
  }
  const startFacts =
    isObject && Object.keys(computed).length === 0
      ? { distance: 0, los: true, coverTarget: 0, coverShooter: 0 }
      : computed;
  return (
    <div className="os-target-control" data-testid={`os-${kind}`}>
      <p>{t(`ost.${kind}.hint`, { unit: name(unit.id) })}</p>
      <div className="os-row">
        {targets.map((x) => (
          <button
            key={x}
            type="button"
            className={x === target ? 'primary' : ''}
            aria-pressed={x === target}
            data-testid={`os-target-${x}`}
            onClick={() => onTarget(x)}
          >
            {name(x)}
          </button>
        ))}
      </div>
      {details}
      {target && declaredMode && (
        <DeclaredForm
          fields={
            kind === 'shoot'
              ? [
                  ['distance', 'number', 0, 1000],
                  ['los', 'bool'],
                  ['coverTarget', 'number', 0, 4],
                  ['coverShooter', 'number', 0, 4],
                ]
              : [['engaged', 'bool']]
          }
          values={{ ...(kind === 'melee' ? { engaged: true } : startFacts), ...facts[target] }}
          computed={computed}
          onChange={(v) => setFacts({ ...facts, [target]: v })}
        />
      )}
      {target && (
        <button
          type="button"
          className="primary"
          data-testid={`os-${kind}-send`}
          onClick={() =>
            onAct(
              declaredMode
                ? {
                    type: kind,
                    target,
                    declared: { ...(kind === 'melee' ? { engaged: true } : startFacts), ...facts[target] },
                  }
                : { type: kind, target },
            )
          }
        >
          {t(`ost.${kind}.send`, { target: name(target) })}
        </button>
      )}
    </div>
  );
}

function ShotDetails({ p }: { p: ShotPreview }) {
  const { t } = useTranslation();
  const lang = useLang();
  const r = (v: number) => Math.round(v * 100) / 100;
  const answers: { label: string; lines: OddsLine[]; id: string }[] = [];
  if (p.surprised)
    answers.push({ id: 'surprised', label: t('ost.shoot.surprised'), lines: shotOdds(p, 0, false) });
  else {
    if (p.canReturn)
      answers.push({
        id: 'return',
        label: t('ost.shoot.ifReturn', { n: p.maxReturnDice }),
        lines: shotOdds(p, p.maxReturnDice, true),
      });
    answers.push({
      id: 'evade',
      label: t('ost.shoot.ifEvade', { n: p.maxDice }),
      lines: shotOdds(p, p.maxDice, false),
    });
    if (p.maxDice > 0)
      answers.push({ id: 'none', label: t('ost.shoot.ifNone'), lines: shotOdds(p, 0, false) });
  }
  return (
    <div className="os-preview" data-testid="os-shot-preview">
      <p data-testid="os-preview-los">
        {p.los ? t('ost.shoot.los') : t('ost.shoot.noLos')} · {t('ost.shoot.distance', { d: r(p.distance) })}{' '}
        ·{' '}
        {t('ost.shoot.band', {
          band: p.band,
          weapon: p.weapon ? p.weapon[lang] : '—',
          range: p.weapon?.range ?? 0,
        })}
      </p>
      <p data-testid="os-preview-cover">
        {t('ost.shoot.cover', { target: p.cover, attacker: p.returnCover })}
      </p>
      <p data-testid="os-preview-difficulty">
        {t('ost.shoot.difficulty', {
          n: p.difficulty,
          terms: terms([
            [t('ost.term.band'), p.band],
            [t('ost.term.cover'), p.coverTerm],
            [t('ost.term.conditions'), p.conditions],
            [t('ost.term.intoMelee'), p.intoMelee],
          ]),
          dice: p.attackPool,
          weapon: p.attackWeapon,
        })}
        {' · '}
        {p.surprised
          ? t('ost.shoot.surprised')
          : t('ost.shoot.defence', {
              ret: p.canReturn ? p.returnDifficulty : '—',
              evade: p.evadeDifficulty,
              max: p.maxDice,
            })}
      </p>
      <div className="os-odds-set">
        {answers.map((a) => (
          <div key={a.id}>
            <p className="small-print">{a.label}</p>
            <OddsView lines={a.lines} testid={`os-odds-${a.id}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

function MeleeDetails({ p }: { p: MeleePreview }) {
  const { t } = useTranslation();
  return (
    <div className="os-preview" data-testid="os-melee-preview">
      <p data-testid="os-preview-difficulty">
        {t('ost.melee.difficulty', {
          n: p.difficulty,
          dice: p.attackPool,
          weapon: p.attackWeapon,
          def: p.defenderDifficulty,
          extra: p.defenderExtra,
          max: p.maxDice,
        })}
      </p>
      <div className="os-odds-set">
        {(p.surprised ? [0] : [p.maxDice, 0].filter((n, i, a) => a.indexOf(n) === i)).map((n) => (
          <div key={n}>
            <p className="small-print">
              {p.surprised ? t('ost.melee.surprised') : t('ost.defend.ifDice', { n })}
            </p>
            <OddsView lines={meleeOdds(p, n)} testid={`os-odds-melee-${n}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The shot preview of the shot in progress (view.shot), for the defender's odds. */
function shotPreviewOf(view: OSView): ShotPreview | null {
  const s = view.shot;
  if (!s) return null;
  const a = view.units.find((u) => u.id === s.attacker);
  const v = view.units.find((u) => u.id === s.target);
  if (!a || !v) return null;
  const weapon = a.equipment.map((id) => ITEMS[id]).find((i) => i?.slot === 'ranged') ?? null;
  const back = v.equipment.map((id) => ITEMS[id]).find((i) => i?.slot === 'ranged') ?? null;
  const armour = v.equipment.reduce((n, id) => n + (ITEMS[id]?.slot === 'armour' ? ITEMS[id]!.dice : 0), 0);
  const w = weapon?.dice ?? 0;
  return {
    attacker: s.attacker,
    target: s.target,
    los: true,
    distance: s.distance,
    weapon,
    band: s.band,
    cover: s.cover,
    coverTerm: s.coverTerm,
    conditions: s.conditions,
    difficulty: s.difficulty,
    attackDice: s.attackDice,
    attackPool: Math.max(0, s.attackDice - w),
    attackWeapon: Math.min(w, s.attackDice),
    surprised: s.surprised,
    intoMelee: s.intoMelee,
    maxDice: s.maxDice,
    maxReturnDice: s.maxReturnDice,
    canReturn: s.canReturn,
    returnWeapon: back,
    returnBand: 0,
    returnCover: 0,
    returnDifficulty: s.returnDifficulty,
    evadeDifficulty: s.evadeDifficulty,
    armour,
  };
}

/**
 * DP-11: the defender's dice (0 to the bound), returning fire or evading, with the attacker's dice and both
 * difficulties (OS-R-55) and the exact odds of each answer.
 */
function DefendControl({ view, legal, onAct }: { view: OSView; legal: unknown[]; onAct: Act }) {
  const { t } = useTranslation();
  const s = view.shot!;
  const p = shotPreviewOf(view);
  const [n, setN] = useState(s.maxDice);
  const dice = Math.min(n, s.maxDice);
  const legalFor = (ret: boolean) =>
    (legal as { type?: unknown; dice?: unknown; returnFire?: unknown }[]).find(
      (a) => a.type === 'defend' && a.dice === dice && a.returnFire === ret,
    );
  return (
    <div className="os-defend" data-testid="os-defend">
      <p>
        {t('ost.defend.shot', {
          attacker: s.attacker,
          target: s.target,
          dice: s.attackDice,
          difficulty: s.difficulty,
          ret: s.canReturn ? s.returnDifficulty : '—',
          evade: s.evadeDifficulty,
        })}
      </p>
      <DiceStepper n={dice} max={s.maxDice} onChange={setN} />
      <div className="os-row">
        {(['return', 'evade'] as const).map((k) => {
          const a = legalFor(k === 'return');
          return a ? (
            <button
              key={k}
              type="button"
              className="primary"
              data-testid={`os-defend-${k}`}
              onClick={() => onAct(a)}
            >
              {t(`ost.defend.${k}`, { n: dice })}
            </button>
          ) : null;
        })}
      </div>
      {p && (
        <div className="os-odds-set">
          {legalFor(true) && (
            <div>
              <p className="small-print">{t('ost.shoot.ifReturn', { n: dice })}</p>
              <OddsView lines={shotOdds(p, dice, true)} testid="os-defend-odds-return" />
            </div>
          )}
          {legalFor(false) && (
            <div>
              <p className="small-print">{t('ost.shoot.ifEvade', { n: dice })}</p>
              <OddsView lines={shotOdds(p, dice, false)} testid="os-defend-odds-evade" />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** DP-13: the defender's dice against a melee attack, with both difficulties and the odds of each n. */
function MeleeDefendControl({ view, legal, onAct }: { view: OSView; legal: unknown[]; onAct: Act }) {
  const { t } = useTranslation();
  const m = view.melee!;
  const [n, setN] = useState(m.maxDice);
  const dice = Math.min(n, m.maxDice);
  const a = view.units.find((u) => u.id === m.attacker);
  const w = a?.equipment.reduce((k, id) => k + (ITEMS[id]?.slot === 'melee' ? ITEMS[id]!.dice : 0), 0) ?? 0;
  const p: MeleePreview = {
    attacker: m.attacker,
    target: m.target,
    difficulty: m.difficulty,
    attackPool: Math.max(0, m.attackDice - w),
    attackWeapon: Math.min(w, m.attackDice),
    surprised: m.surprised,
    maxDice: m.maxDice,
    defenderDifficulty: m.defenderDifficulty,
    defenderExtra: m.defenderExtra,
  };
  const input = (legal as { type?: unknown; dice?: unknown }[]).find(
    (x) => x.type === 'defendMelee' && x.dice === dice,
  );
  return (
    <div className="os-defend" data-testid="os-defend-melee">
      <p>
        {t('ost.defend.melee', {
          attacker: m.attacker,
          target: m.target,
          dice: m.attackDice,
          difficulty: m.difficulty,
          def: m.defenderDifficulty,
          extra: m.defenderExtra,
        })}
      </p>
      <DiceStepper n={dice} max={m.maxDice} onChange={setN} />
      {input && (
        <button
          type="button"
          className="primary"
          data-testid="os-defend-melee-send"
          onClick={() => onAct(input)}
        >
          {t('ost.defend.meleeSend', { n: dice })}
        </button>
      )}
      <OddsView lines={meleeOdds(p, dice)} testid="os-defend-odds-melee" />
    </div>
  );
}

/** DP-11, DP-13: the defender's dice, 0 to the bound. */
function DiceStepper({ n, max, onChange }: { n: number; max: number; onChange: (n: number) => void }) {
  const { t } = useTranslation();
  return (
    <Stepper
      label={t('ost.defend.dice')}
      value={n}
      min={0}
      max={max}
      onChange={onChange}
      testid="os-defend-dice"
    >
      <span className="small-print">{t('os.cap', { n: max })}</span>
    </Stepper>
  );
}

/** The melee in progress: both difficulties (OS-MELEE-3). */
function MeleeLine({ view }: { view: OSView }) {
  const { t } = useTranslation();
  const m = view.melee!;
  return (
    <p className="os-shot" data-testid="os-melee-line">
      {t('ost.defend.melee', {
        attacker: m.attacker,
        target: m.target,
        dice: m.attackDice,
        difficulty: m.difficulty,
        def: m.defenderDifficulty,
        extra: m.defenderExtra,
      })}
    </p>
  );
}
