/**
 * The Pillards table: every fief, the negotiation, the order sheet (checked in the browser with the rules'
 * own `validateSheet` before it is sent), the reveal, the raid in progress step by step, and the VP table.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleError } from '../../../src/engine/types.ts';
import type { PilAction } from '../../../src/games/pillards/decisions.ts';
import { catalogue as pilCatalogue } from '../../../src/games/pillards/i18n.ts';
import { TYPES, type Force } from '../../../src/games/pillards/forces.ts';
import { mayReinforce, raidTargets, validateSheet } from '../../../src/games/pillards/sheet.ts';
import {
  createState,
  POSTS,
  RAID_TYPES,
  type PilState,
  type Post,
  type RaidType,
  type Sheet,
} from '../../../src/games/pillards/state.ts';
import type { FiefView, PilView } from '../../../src/games/pillards/view.ts';
import { RuleLink, SEAT_COLOURS, useLang } from './common.tsx';

const zero = (): Force => ({ archers: 0, menAtArms: 0, cavalry: 0 });

/** A state with what the view tells, enough for the rules' sheet validation. */
export function stateForSheet(view: PilView): PilState {
  const s = createState(view.options);
  s.turn = view.turn;
  s.phase = 'orders';
  view.fiefs.forEach((f, i) => {
    const l = s.lords[i]!;
    l.posts = { pen: zero(), village: zero(), orchard: zero(), reserve: { ...f.figures } };
    l.raid = zero();
    l.reinforced = f.reinforced;
  });
  return s;
}

function Swatch({ seat }: { seat: number }) {
  return <span className="swatch" style={{ background: SEAT_COLOURS[seat % SEAT_COLOURS.length] }} />;
}

function ForceText({ f }: { f: Force }) {
  const { t } = useTranslation();
  return (
    <span className="force">
      {TYPES.map((k) => (
        <span key={k}>
          {t(`pil.${k}`)} {f[k]}
        </span>
      ))}
    </span>
  );
}

function Fief({ f, current, name }: { f: FiefView; current: boolean; name: string | undefined }) {
  const { t } = useTranslation();
  const v = f.village;
  const who = [
    v.idiot && t('pil.idiot'),
    v.blacksmith && t('pil.blacksmith'),
    v.chief && t('pil.chief'),
    v.priest && t('pil.priest'),
    v.cousins > 0 && t('pil.cousins', { n: v.cousins }),
  ].filter(Boolean);
  return (
    <article className={`fief${current ? ' me' : ''}`} data-testid={`fief-${f.seat}`}>
      <h3>
        <Swatch seat={f.seat} /> {t('pil.fief', { n: f.seat })}
        {name && <span className="seat-name">{name}</span>}{' '}
        <span className="vp">
          {f.vp} {t('pil.vp')}
        </span>
      </h3>
      <dl>
        <dt>{t('pil.figures')}</dt>
        <dd>
          <ForceText f={f.figures} />
        </dd>
        <dt>{t('pil.pen')}</dt>
        <dd>
          {f.cattle === null ? t('pil.unlimited') : f.cattle} {t('pil.cattle')}
        </dd>
        <dt>{t('pil.pig')}</dt>
        <dd>{t('pil.pigs', { n: f.pigs })}</dd>
        <dt>{t('pil.village')}</dt>
        <dd>{t('pil.humiliated', { who: who.length ? who.join(', ') : t('pil.nobody') })}</dd>
        <dt>{t('pil.orchard')}</dt>
        <dd>{f.trees === null ? t('pil.unlimited') : t('pil.trees', { n: f.trees })}</dd>
      </dl>
      <p className="small-print">
        {t('pil.booty', { cattle: f.booty.cattle, pigs: f.booty.pigs })}
        {f.reinforced && ` · ${t('pil.reinforced')}`}
        {f.ready && ` · ${t('pil.ready')}`}
      </p>
    </article>
  );
}

function Count({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  return (
    <input
      type="number"
      min={0}
      max={99}
      value={value}
      aria-label={label}
      onChange={(e) => onChange(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
      className="count"
    />
  );
}

/** The order sheet as a form; problems are listed before anything is sent. */
export function SheetForm({
  view,
  seat,
  onSend,
  sent,
  onWithdraw,
}: {
  view: PilView;
  seat: number;
  onSend: (s: Sheet) => void;
  sent: boolean;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const state = useMemo(() => stateForSheet(view), [view]);
  const owned = view.fiefs[seat]!.figures;
  const targets = raidTargets(state, seat);
  const canReinforce = mayReinforce(state, seat);
  const [raidOn, setRaidOn] = useState(false);
  const [target, setTarget] = useState(targets[0] ?? 0);
  const [type, setType] = useState<RaidType>('cattle');
  const [raidForce, setRaidForce] = useState<Force>(zero());
  const [posts, setPosts] = useState<Record<Post, Force>>({
    pen: zero(),
    village: zero(),
    orchard: zero(),
    reserve: { ...owned },
  });
  const [pledges, setPledges] = useState<number[]>([]);
  const [reinf, setReinf] = useState(false);
  const [reinfPosts, setReinfPosts] = useState<Record<Post | 'raid', number>>({
    pen: 0,
    village: 0,
    orchard: 0,
    reserve: 5,
    raid: 0,
  });

  const sheet: Sheet = {
    raid: raidOn ? { target, type, force: raidForce } : null,
    posts,
    pledges,
    reinforcements: reinf ? reinfPosts : null,
  };
  const check = validateSheet(state, seat, sheet);
  const problems: RuleError[] = check.ok ? [] : (check.error.details ?? [check.error]);
  const left = zero();
  for (const k of TYPES) {
    left[k] = owned[k] - (raidOn ? raidForce[k] : 0) - POSTS.reduce((n, p) => n + posts[p][k], 0);
  }
  const text = (e: RuleError) => (lang === 'en' ? e.en : e.message);
  const setPost = (p: Post, k: keyof Force, n: number) =>
    setPosts({ ...posts, [p]: { ...posts[p], [k]: n } });

  return (
    <form
      className="panel sheet"
      data-testid="sheet"
      onSubmit={(e) => {
        e.preventDefault();
        if (check.ok) onSend(check.value);
      }}
    >
      <h2>
        {t('pil.sheet')} <RuleLink id="PIL-ORDER-1" />
      </h2>
      <fieldset disabled={sent}>
        <legend>
          {t('pil.raid')} <RuleLink id="PIL-ORDER-2" />
        </legend>
        <label className="inline">
          <input
            type="checkbox"
            checked={raidOn}
            onChange={(e) => setRaidOn(e.target.checked)}
            data-testid="raid-on"
          />{' '}
          {raidOn ? t('pil.raid') : t('pil.noRaid')}
        </label>
        {raidOn && (
          <div className="raid-fields">
            <label>
              {t('pil.target')}{' '}
              <select
                value={target}
                onChange={(e) => setTarget(Number(e.target.value))}
                data-testid="raid-target"
              >
                {targets.map((p) => (
                  <option key={p} value={p}>
                    {t('table.seatN', { n: p })}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('pil.raidType')}{' '}
              <select
                value={type}
                onChange={(e) => setType(e.target.value as RaidType)}
                data-testid="raid-type"
              >
                {RAID_TYPES.map((r) => (
                  <option key={r} value={r}>
                    {t(`pil.raidTypes.${r}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
      </fieldset>
      <fieldset disabled={sent}>
        <legend>
          {t('pil.posts')} <RuleLink id="PIL-ORDER-4" />
        </legend>
        <table className="sheet-grid">
          <thead>
            <tr>
              <th />
              {TYPES.map((k) => (
                <th key={k}>{t(`pil.${k}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {raidOn && (
              <tr>
                <th>{t('pil.post.raid')}</th>
                {TYPES.map((k) => (
                  <td key={k}>
                    <Count
                      value={raidForce[k]}
                      label={`${t('pil.post.raid')} ${t(`pil.${k}`)}`}
                      onChange={(n) => setRaidForce({ ...raidForce, [k]: n })}
                    />
                  </td>
                ))}
              </tr>
            )}
            {POSTS.map((p) => (
              <tr key={p}>
                <th>{t(`pil.post.${p}`)}</th>
                {TYPES.map((k) => (
                  <td key={k}>
                    <Count
                      value={posts[p][k]}
                      label={`${t(`pil.post.${p}`)} ${t(`pil.${k}`)}`}
                      onChange={(n) => setPost(p, k, n)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="small-print">
          {t('pil.remaining', { text: TYPES.map((k) => `${t(`pil.${k}`)} ${left[k]}`).join(', ') })}
        </p>
      </fieldset>
      {view.fiefs.length > 2 && (
        <fieldset disabled={sent}>
          <legend>
            {t('pil.pledges')} <RuleLink id="PIL-ORDER-5" />
          </legend>
          {view.fiefs
            .filter((f) => f.seat !== seat)
            .map((f) => (
              <label key={f.seat} className="inline">
                <input
                  type="checkbox"
                  checked={pledges.includes(f.seat)}
                  onChange={(e) =>
                    setPledges(
                      e.target.checked
                        ? [...pledges, f.seat].sort((a, b) => a - b)
                        : pledges.filter((q) => q !== f.seat),
                    )
                  }
                />{' '}
                {t('table.seatN', { n: f.seat })}
              </label>
            ))}
        </fieldset>
      )}
      {canReinforce && (
        <fieldset disabled={sent}>
          <legend>
            <label className="inline">
              <input type="checkbox" checked={reinf} onChange={(e) => setReinf(e.target.checked)} />{' '}
              {t('pil.reinforcements')}
            </label>{' '}
            <RuleLink id="PIL-ORDER-6" />
          </legend>
          {reinf && (
            <div className="reinf">
              {(['pen', 'village', 'orchard', 'reserve', 'raid'] as const).map((p) => (
                <label key={p}>
                  {t(`pil.post.${p}`)}{' '}
                  <Count
                    value={reinfPosts[p]}
                    label={t(`pil.post.${p}`)}
                    onChange={(n) => setReinfPosts({ ...reinfPosts, [p]: n })}
                  />
                </label>
              ))}
            </div>
          )}
        </fieldset>
      )}
      {problems.length > 0 ? (
        <div className="problems" data-testid="sheet-problems">
          <strong>{t('pil.sheetProblems')}</strong>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>
                {text(p)} {p.rule && <RuleLink id={p.rule} />}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="ok">{t('pil.sheetOk')}</p>
      )}
      {sent ? (
        <>
          <p className="ok">{t('pil.sent')}</p>
          <button type="button" onClick={onWithdraw}>
            {t('pil.withdraw')}
          </button>
        </>
      ) : (
        <button type="submit" disabled={!check.ok} data-testid="send-sheet">
          {t('pil.sendSheet')}
        </button>
      )}
    </form>
  );
}

function Negotiation({
  view,
  seat,
  legal,
  onAct,
}: {
  view: PilView;
  seat: number | null;
  legal: PilAction[];
  onAct?: (a: PilAction) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [to, setTo] = useState<'all' | number>('all');
  const canTalk = onAct && legal.some((a) => 'type' in a && a.type === 'message');
  const canReady = onAct && legal.some((a) => 'type' in a && a.type === 'ready');
  const msgs = view.messages.filter((m) => m.turn === view.turn);
  return (
    <section className="panel">
      <h2>
        {t('pil.messages')} <RuleLink id="PIL-NEGO-2" />
      </h2>
      {msgs.length === 0 ? (
        <p className="small-print">{t('pil.noMessages')}</p>
      ) : (
        <ul className="messages">
          {msgs.map((m) => (
            <li key={m.id}>
              <Swatch seat={m.from} /> <strong>{t('pil.from', { n: m.from })}</strong>
              {m.to && ` → ${m.to.join(', ')}`} : {m.text}
            </li>
          ))}
        </ul>
      )}
      {canTalk && seat !== null && (
        <form
          className="message-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            onAct({ type: 'message', to: to === 'all' ? 'all' : [to], text: text.trim() });
            setText('');
          }}
        >
          <label>
            {t('pil.to')}{' '}
            <select
              value={String(to)}
              onChange={(e) => setTo(e.target.value === 'all' ? 'all' : Number(e.target.value))}
            >
              <option value="all">{t('pil.all')}</option>
              {view.fiefs
                .filter((f) => f.seat !== seat)
                .map((f) => (
                  <option key={f.seat} value={f.seat}>
                    {t('table.seatN', { n: f.seat })}
                  </option>
                ))}
            </select>
          </label>
          <input value={text} maxLength={1000} onChange={(e) => setText(e.target.value)} />
          <button type="submit">{t('pil.send')}</button>
        </form>
      )}
      {canReady && (
        <button type="button" onClick={() => onAct({ type: 'ready' })} data-testid="ready">
          {t('pil.readyBtn')}
        </button>
      )}
    </section>
  );
}

function describeChoice(a: PilAction, t: (k: string, o?: Record<string, unknown>) => string): string {
  if ('figures' in a && a.type === 'commit')
    return a.figures
      .map((f) => `${f.count} × ${t(`pil.${f.figureType}`)} (${t('table.seatN', { n: f.owner })})`)
      .join(', ');
  if ('hits' in a && a.type === 'allocate')
    return a.hits
      .map(
        (h) =>
          `${h.count} × ${t(`pil.${h.figureType}`)} (${t('table.seatN', { n: h.owner })}, ${t(`pil.post.${h.origin}`)})`,
      )
      .join(', ');
  return JSON.stringify(a);
}

/** Chooses how many figures of each group: the reserve's commitment (D-RESERVE) or the hits (D-ALLOC). */
function CountsForm({
  kind,
  groups,
  onAct,
}: {
  kind: 'commit' | 'allocate';
  groups: { owner: number; figureType: string; origin?: string; count: number }[];
  onAct: (a: PilAction) => void;
}) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<number[]>(groups.map(() => 0));
  return (
    <form
      className="counts-form"
      data-testid={`${kind}-form`}
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = groups.map((g, i) => ({ ...g, count: counts[i] ?? 0 })).filter((g) => g.count > 0);
        if (kind === 'commit')
          onAct({
            type: 'commit',
            figures: chosen.map((g) => ({ owner: g.owner, figureType: g.figureType, count: g.count })),
          } as PilAction);
        else
          onAct({
            type: 'allocate',
            hits: chosen.map((g) => ({
              owner: g.owner,
              origin: g.origin,
              figureType: g.figureType,
              count: g.count,
            })),
          } as PilAction);
      }}
    >
      {groups.map((g, i) => (
        <label key={i}>
          <Swatch seat={g.owner} /> {g.count} × {t(`pil.${g.figureType}`)}
          {g.origin && ` (${t(`pil.post.${g.origin}`)})`}{' '}
          <Count
            value={counts[i] ?? 0}
            label={`${t(`pil.${g.figureType}`)} ${g.owner}`}
            onChange={(n) => setCounts(counts.map((c, j) => (j === i ? Math.min(n, g.count) : c)))}
          />
        </label>
      ))}
      <button type="submit">{kind === 'commit' ? t('pil.commit') : t('pil.allocate')}</button>
    </form>
  );
}

function RaidPanel({
  view,
  legal,
  seat,
  onAct,
}: {
  view: PilView;
  legal: PilAction[];
  seat: number | null;
  onAct?: (a: PilAction) => void;
}) {
  const { t } = useTranslation();
  const r = view.raid;
  if (!r) return null;
  const choices = legal.filter((a) => 'type' in a && (a.type === 'commit' || a.type === 'allocate'));
  const canRetreat = legal.some((a) => 'type' in a && a.type === 'retreat');
  return (
    <section className="panel raid" data-testid="raid">
      <h2>
        {t('pil.raidInProgress', {
          no: r.no,
          attacker: r.attacker,
          target: r.target,
          type: t(`pil.raidTypes.${r.type}`),
        })}
      </h2>
      <p>
        <ForceText f={r.designated} />
      </p>
      {r.result >= 0 && (
        <p>
          {t('pil.resistance', { result: r.result })} <RuleLink id="PIL-RAID-2" />
          {r.k > 0 && ` · ${t('pil.mustFight', { k: r.k })}`}
        </p>
      )}
      {r.step && <p>{t('pil.round', { round: r.round, step: t(`pil.step.${r.step}`) })}</p>}
      {r.sides.some((s) => s.length > 0) && (
        <div className="sides">
          {r.sides.map((groups, side) => (
            <div key={side}>
              <strong>{side === 0 ? t('pil.raiders') : t('pil.defenders')}</strong>
              <ul>
                {groups.map((g, i) => (
                  <li key={i}>
                    <Swatch seat={g.owner} /> {g.count} × {t(`pil.${g.figureType}`)} (
                    {t(`pil.post.${g.origin}`)})
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {r.step && <p>{t('pil.hitsScored', { a: r.hits[0], b: r.hits[1] })}</p>}
      {onAct && canRetreat && (
        <div className="buttons">
          <button type="button" onClick={() => onAct({ type: 'fight' })} data-action="fight">
            {t('pil.fight')}
          </button>
          <button type="button" onClick={() => onAct({ type: 'retreat' })} data-action="retreat">
            {t('pil.retreat')}
          </button>
        </div>
      )}
      {onAct && r.pool && legal.some((a) => 'type' in a && a.type === 'commit') && (
        <CountsForm
          kind="commit"
          groups={r.pool.map((g) => ({ owner: g.owner, figureType: g.type, count: g.count }))}
          onAct={onAct}
        />
      )}
      {onAct && seat !== null && legal.some((a) => 'type' in a && a.type === 'allocate') && (
        <CountsForm
          kind="allocate"
          groups={(r.attacker === seat ? r.sides[0] : r.sides[1])!.filter((g) => g.count > 0)}
          onAct={onAct}
        />
      )}
      {onAct && choices.length > 0 && (
        <div className="choices">
          <p>{t('pil.choose')}</p>
          {choices.map((a, i) => (
            <button
              key={i}
              type="button"
              onClick={() => onAct(a)}
              data-action={'type' in a ? a.type : 'choice'}
            >
              {'type' in a && a.type === 'commit' ? t('pil.commit') : t('pil.allocate')} :{' '}
              {describeChoice(a, t)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function Sheets({ view }: { view: PilView }) {
  const { t } = useTranslation();
  if (view.sheets.every((s) => s === null)) return null;
  return (
    <section className="panel" data-testid="reveal">
      <h2>
        {t('pil.reveal')} <RuleLink id="PIL-ORDER-7" />
      </h2>
      <div className="table-scroll">
        <table className="reveal">
          <tbody>
            {view.sheets.map((s, p) => (
              <tr key={p}>
                <th>
                  <Swatch seat={p} /> {p}
                </th>
                <td>
                  {s === null ? (
                    t('pil.hidden')
                  ) : (
                    <>
                      {s.raid ? (
                        <>
                          {t('pil.raid')} → {s.raid.target} ({t(`pil.raidTypes.${s.raid.type}`)}) :{' '}
                          <ForceText f={s.raid.force} />
                        </>
                      ) : (
                        t('pil.noRaid')
                      )}
                      {POSTS.map((post) => (
                        <div key={post}>
                          {t(`pil.post.${post}`)} : <ForceText f={s.posts[post]} />
                        </div>
                      ))}
                      {s.pledges.length > 0 && (
                        <div>
                          {t('pil.pledges')} : {s.pledges.join(', ')}
                        </div>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function VpTable({ view }: { view: PilView }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="panel" data-testid="vp-table">
      <h2>
        {t('pil.vpTable')} <RuleLink id="PIL-VP-1" />
      </h2>
      <table className="scores">
        <thead>
          <tr>
            <th />
            <th>{t('pil.vp')}</th>
            {view.outcome && <th>{t('pil.rank')}</th>}
            <th>{t('pil.ledger')}</th>
          </tr>
        </thead>
        <tbody>
          {view.fiefs.map((f) => (
            <tr key={f.seat}>
              <td>
                <Swatch seat={f.seat} /> {f.seat}
              </td>
              <td className="num">{f.vp}</td>
              {view.outcome && <td className="num">{view.outcome.ranks[f.seat]}</td>}
              <td className="small-print">
                {f.ledger
                  .map(
                    (e) =>
                      `${e.vp > 0 ? '+' : ''}${e.vp} (${pilCatalogue[lang][`reason.${e.reason}`] ?? e.reason})`,
                  )
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.log.length > 0 && (
        <>
          <h3>{t('pil.raidLog')}</h3>
          <ul className="raid-log">
            {view.log.map((r) => (
              <li key={r.no}>
                {t('pil.turn', { turn: r.turn })} · {r.attacker} → {r.target} (
                {t(`pil.raidTypes.${r.raidType}`)}) : {t(`pil.end.${r.end}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The whole Pillards table for one seat (or a spectator). */
export function PillardsTable({
  view,
  legal,
  seat,
  onAct,
  sent,
  onWithdraw,
  names,
}: {
  view: PilView;
  legal: PilAction[];
  seat: number | null;
  onAct?: (a: PilAction) => void;
  sent: boolean;
  onWithdraw?: () => void;
  names?: string[];
}) {
  const { t } = useTranslation();
  // Once sent, the server offers nothing more (legal is empty) but the form stays, to withdraw the orders.
  const ordering = view.phase === 'orders' && seat !== null && onAct && (legal.length > 0 || sent);
  return (
    <div className="pillards">
      <p className="phase-line">
        {t('pil.turn', { turn: view.turn })} · {t(`pil.phase.${view.phase}`)}
      </p>
      <div className="fiefs">
        {view.fiefs.map((f) => (
          <Fief key={f.seat} f={f} current={f.seat === seat} name={names?.[f.seat]} />
        ))}
      </div>
      {ordering && (
        <SheetForm
          key={`sheet-${view.turn}`}
          view={view}
          seat={seat}
          sent={sent}
          onSend={(s) => onAct(s)}
          onWithdraw={() => onWithdraw?.()}
        />
      )}
      {view.phase === 'negotiation' && (
        <Negotiation view={view} seat={seat} legal={legal} {...(onAct ? { onAct } : {})} />
      )}
      <RaidPanel view={view} legal={legal} seat={seat} {...(onAct ? { onAct } : {})} />
      <Sheets view={view} />
      <VpTable view={view} />
    </div>
  );
}
