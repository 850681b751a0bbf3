/**
 * The OSOI table: the battlefield to scale (terrain by type and effect, deployment strips, units as bases),
 * each unit's pool as dice, the round, who activates, the VP and the pending decision, with controls for the
 * decisions it knows (zone, deployment by a click or auto-place, activation by a click, allocation steppers,
 * end, casualties by clicks, order dice) and a generic list of every other legal input (move, shoot, defend,
 * stop… as the action modules land), so that the table never blocks. The helpers are in osoiTable.ts.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../src/games/osoi/actions.ts';
import type { OSUnitView, OSView } from '../../../src/games/osoi/view.ts';
import {
  ACTION_KINDS,
  activatable,
  allocationCaps,
  autoPlacement,
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
} from '../osoiTable.ts';
import { SEAT_COLOURS } from './common.tsx';

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

  const clickBoard = (p: Point) => {
    if (placing) {
      const u = view.units.find((x) => x.id === placing)!;
      onAct({ type: 'deploy', unit: placing, positions: rowAt(u, p) });
      return;
    }
    const u = unitAt(view, p);
    if (u && canActivate.includes(u.id)) onAct({ type: 'activate', unit: u.id });
  };
  const clickFigure = (u: OSUnitView, figure: string) => {
    if (casualtyFrame) setChosen((c) => toggleCasualty(c, figure, casualtyCount));
    else if (canActivate.includes(u.id)) onAct({ type: 'activate', unit: u.id });
  };

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
        {deciding && <GenericInputs legal={legal} onAct={onAct} />}
        {deciding && has(legal, 'end') && (
          <div className="os-row">
            <button type="button" data-testid="os-end" onClick={() => onAct({ type: 'end' })}>
              {t('os.endActivation')}
            </button>
          </div>
        )}
        {view.shot && <ShotLine view={view} />}
      </div>
      <Battlefield
        view={view}
        placing={placing}
        activatable={canActivate}
        chosen={chosen}
        onClick={clickBoard}
        onFigure={clickFigure}
      />
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
        {t(`os.frame.${view.pending.frame}`, { defaultValue: view.pending.frame })}
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
        <div key={k} className="os-stepper" data-testid={`os-alloc-${k}`}>
          <span className="os-stepper-name">{t(`os.action.${k}`)}</span>
          <button
            type="button"
            className="small"
            aria-label="−"
            disabled={alloc[k] === 0}
            onClick={() => setAlloc({ ...alloc, [k]: alloc[k] - 1 })}
          >
            −
          </button>
          <span className="os-stepper-value">{alloc[k]}</span>
          <button
            type="button"
            className="small"
            aria-label="+"
            disabled={alloc[k] >= caps[k]}
            onClick={() => setAlloc({ ...alloc, [k]: alloc[k] + 1 })}
          >
            +
          </button>
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
        </div>
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

/** The battlefield in SVG, 10 units per metre. */
function Battlefield({
  view,
  placing,
  activatable: canActivate,
  chosen,
  onClick,
  onFigure,
}: {
  view: OSView;
  placing: string | null;
  activatable: string[];
  chosen: string[];
  onClick: (p: Point) => void;
  onFigure: (u: OSUnitView, figure: string) => void;
}) {
  const { t } = useTranslation();
  const w = view.map.width * PX;
  const h = view.map.depth * PX;
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
      onClick={(e) => {
        const svg = e.currentTarget;
        const r = svg.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return;
        onClick(fromSvg(view, ((e.clientX - r.left) / r.width) * w, ((e.clientY - r.top) / r.height) * h));
      }}
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
            <text className="os-feature-label" x={c.x} y={c.y}>
              {f.name || f.type}
              {f.cover > 0 ? ` · ${t('os.cover', { n: f.cover })}` : ''}
            </text>
          </g>
        );
      })}
      {view.objects.map((o) => {
        const c = toSvg(view, o);
        return (
          <g key={o.id} className="os-object" data-testid={`os-object-${o.id}`}>
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
          const alive = u.figures.filter((f) => f.alive);
          const first = alive[0];
          const active = view.activation?.unit === u.id;
          return (
            <g
              key={u.id}
              className={`os-unit${canActivate.includes(u.id) ? ' os-can-activate' : ''}${active ? ' os-active' : ''}`}
              data-testid={`os-unit-${u.id}`}
            >
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
                    onClick={(e) => {
                      e.stopPropagation();
                      onFigure(u, f.id);
                    }}
                  >
                    <title>{`${f.id} ${u.name}`}</title>
                  </circle>
                );
              })}
              {first && (
                <text
                  className="os-unit-label"
                  x={toSvg(view, first).x}
                  y={toSvg(view, first).y - u.radius * PX - 2}
                >
                  {u.id} {u.name}
                </text>
              )}
            </g>
          );
        })}
    </svg>
  );
}

/** Each side's units: name, kind, profile, pool as dice (H0, H, S, A), order dice, state. */
function OsoiUnits({ view, seat }: { view: OSView; seat: number | null }) {
  const { t } = useTranslation();
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
                    {u.equipment.length > 0 && ` · ${u.equipment.join(', ')}`}
                    {u.abilities.length > 0 && ` · ${u.abilities.join(', ')}`}
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
