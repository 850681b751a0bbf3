/**
 * The Piss' Squig table: the 13×13 pit in SVG (numbered posts, goblins and their state, Point and Piss
 * markers, slippery squares, the Squig), the scores, and every legal input offered on the board or as a button.
 */
import { useTranslation } from 'react-i18next';
import type { PSAction } from '../../../src/games/piss-squig/actions.ts';
import { POST_SQUARE, SIZE, xOf, yOf } from '../../../src/games/piss-squig/board.ts';
import type { PSView } from '../../../src/games/piss-squig/view.ts';
import { SKILL_LABELS } from '../../../src/games/piss-squig/skills.ts';
import { SEAT_COLOURS, useLang } from './common.tsx';

const CELL = 40;
const PAD = 22;
const W = SIZE * CELL + 2 * PAD;

type SquareKind = 'step' | 'push' | 'enter' | 'sidestep' | 'squig';
const SQUARE_KINDS: SquareKind[] = ['step', 'push', 'enter', 'sidestep', 'squig'];
const KIND_FILL: Record<SquareKind, string> = {
  step: 'rgba(46,158,79,0.55)',
  enter: 'rgba(46,158,79,0.55)',
  push: 'rgba(230,126,34,0.6)',
  sidestep: 'rgba(142,68,173,0.55)',
  squig: 'rgba(217,65,43,0.5)',
};

function cx(x: number) {
  return PAD + x * CELL + CELL / 2;
}

function Goblin({
  g,
  acting,
  target,
  blocked,
  onClick,
  label,
}: {
  g: PSView['goblins'][number];
  acting: boolean;
  target: boolean;
  blocked: boolean;
  onClick?: () => void;
  label: string;
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
      onClick={onClick}
      role={onClick ? 'button' : undefined}
      aria-label={label}
    >
      <title>{label}</title>
      {acting && <circle cx={x} cy={y} r={18} fill="none" stroke="#f1c40f" strokeWidth={4} />}
      {target && <circle cx={x} cy={y} r={19} fill="rgba(217,65,43,0.25)" stroke="#d9412b" strokeWidth={3} />}
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
            {g.side}
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
          <text x={x} y={y + 5} textAnchor="middle" className="gob-text" fill="#fff">
            {g.side}
          </text>
        </>
      )}
      {g.point && (
        <circle cx={x + 12} cy={y - 12} r={6} fill="#f1c40f" stroke="#7a5c00" strokeWidth={1.5}>
          <title>Point</title>
        </circle>
      )}
      {g.pissMarkers > 0 && (
        <g>
          <circle cx={x - 12} cy={y - 12} r={7} fill="#3fa9f5" stroke="#0b4f80" strokeWidth={1} />
          <text x={x - 12} y={y - 8.5} textAnchor="middle" className="marker-text">
            {g.pissMarkers}
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
  onAct,
}: {
  view: PSView;
  legal: PSAction[];
  onAct?: (a: PSAction) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const squares = new Map<string, { kind: SquareKind; action: PSAction }>();
  const targets = new Map<number, PSAction>();
  for (const a of legal) {
    if ((SQUARE_KINDS as string[]).includes(a.type) && 'x' in a) {
      const k = `${a.x},${a.y}`;
      if (!squares.has(k)) squares.set(k, { kind: a.type as SquareKind, action: a });
    } else if (a.type === 'block') targets.set(a.target, a);
  }
  const buttons = legal.filter((a) => !('x' in a) && a.type !== 'block');
  const kindsShown = new Set([...squares.values()].map((s) => s.kind));
  const slippery = new Set(view.slippery.map((s) => `${s.x},${s.y}`));
  const deciding = view.pending.kind === 'decision';
  const acting = view.goblins[view.actor];

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
  const sq = view.squig;
  return (
    <div className="ps-board">
      <svg viewBox={`0 0 ${W} ${W}`} className="pit" role="img" aria-label="Piss' Squig">
        <rect x={0} y={0} width={W} height={W} className="fence" />
        {cells}
        {posts}
        {[...squares.entries()].map(([k, { kind, action }]) => {
          const [x, y] = k.split(',').map(Number) as [number, number];
          return (
            <rect
              key={`h${k}`}
              x={PAD + x * CELL + 1}
              y={PAD + y * CELL + 1}
              width={CELL - 2}
              height={CELL - 2}
              fill={KIND_FILL[kind]}
              className="target-sq clickable"
              data-testid={`sq-${x}-${y}`}
              data-kind={kind}
              onClick={() => onAct?.(action)}
            >
              <title>{t(`ps.act.${kind}`)}</title>
            </rect>
          );
        })}
        <g className={`squig${sq.furious ? ' furious' : ''}`} data-testid="squig">
          <title>{`${t('ps.squig')} — ${sq.furious ? t('ps.furious') : t('ps.calm')}`}</title>
          <rect
            x={cx(sq.x) - 16}
            y={cx(sq.y) - 16}
            width={32}
            height={32}
            rx={10}
            fill={sq.furious ? '#b3001b' : '#e4572e'}
            stroke={sq.furious ? '#ffdd00' : '#5b1a0c'}
            strokeWidth={sq.furious ? 4 : 2}
            pointerEvents="none"
          />
          <text x={cx(sq.x)} y={cx(sq.y) + 6} textAnchor="middle" className="squig-text" pointerEvents="none">
            {sq.furious ? 'S!' : 'S'}
          </text>
        </g>
        {view.goblins.map((g) => {
          const act = targets.get(g.id);
          const label = `${t('ps.goblin', { n: g.id })} (${t('ps.side', { n: g.side })}) — ${t(`ps.status.${g.status}`)}${g.point ? `, ${t('ps.point')}` : ''}${g.pissMarkers ? `, ${t('ps.piss', { n: g.pissMarkers })}` : ''}`;
          return (
            <Goblin
              key={g.id}
              g={g}
              acting={deciding && acting?.id === g.id && view.phase !== 'rollOff'}
              target={act !== undefined}
              blocked={view.blockTarget === g.id}
              label={label}
              {...(act ? { onClick: () => onAct?.(act) } : {})}
            />
          );
        })}
      </svg>
      {onAct && (buttons.length > 0 || kindsShown.size > 0 || targets.size > 0) && (
        <div className="ps-actions" data-testid="actions">
          {[...kindsShown].map((k) => (
            <p key={k} className="hint">
              {t(`ps.hint.${k}`)}
            </p>
          ))}
          {targets.size > 0 && <p className="hint">{t('ps.hint.block')}</p>}
          <div className="buttons">
            {buttons.map((a, i) => (
              <button
                key={i}
                type="button"
                data-action={a.type}
                className={a.type === 'concede' ? 'danger' : undefined}
                onClick={() => onAct(a)}
              >
                {a.type === 'advance'
                  ? t('ps.act.advance', { skill: SKILL_LABELS[a.skill][lang] })
                  : t(`ps.act.${a.type}`)}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/** Scores, goblins' states and the Squig's mood. */
export function PissSquigSides({ view, names }: { view: PSView; names?: string[] | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="panel ps-sides">
      <p>
        {t('ps.round', { round: view.round, max: view.maxRounds })} ·{' '}
        {t('ps.phase', { phase: t(`ps.phases.${view.phase}`) })}
        {view.phase === 'step' && ` · ${t('ps.mp', { mp: view.mp })}`}
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
                    <span key={g.id} className="gob-state">
                      {t(`ps.status.${g.status}`)}
                      {g.point && ` · ${t('ps.point')}`}
                      {g.pissMarkers > 0 && ` · ${t('ps.piss', { n: g.pissMarkers })}`}
                      {g.validated > 0 && ` · ${t('ps.validated', { n: g.validated })}`}
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
        {t('ps.status.prone')} · <span className="lg lg-stunned" /> {t('ps.status.stunned')}
      </p>
    </section>
  );
}
