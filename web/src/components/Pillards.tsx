/**
 * The Pillards table: every fief, the negotiation, the order sheet (checked in the browser with the rules'
 * own `validateSheet` before it is sent), the reveal, the raid in progress step by step, and the VP table.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RollPreview, RuleError } from '../../../src/engine/types.ts';
import type { PilAction } from '../../../src/games/pillards/decisions.ts';
import { catalogue as pilCatalogue } from '../../../src/games/pillards/i18n.ts';
import { REINFORCEMENTS, TYPES, type Force } from '../../../src/games/pillards/forces.ts';
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
import { seatName } from '../i18n.ts';
import { turnStory } from '../pilTurn.ts';
import type { SeqEvent } from '../protocol.ts';
import { RuleLink, SEAT_COLOURS, useLang } from './common.tsx';
import { PilTurn } from './PilTurn.tsx';

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
  return (
    <span
      className="swatch"
      title={seatName(seat)}
      style={{ background: SEAT_COLOURS[seat % SEAT_COLOURS.length] }}
    />
  );
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

/** Where a figure can stand on the sheet: one of the four posts or the raid (PIL-ORDER-2, PIL-ORDER-4). */
type Place = Post | 'raid';
const PLACES: readonly Place[] = ['raid', 'pen', 'village', 'orchard', 'reserve'];
type Placement = Record<Place, Force>;

/** Where this seat's last sent sheet is remembered between turns (by match page and seat). */
const memoryKey = (seat: number) => `arbitre.pil.sheet:${globalThis.location?.pathname ?? ''}:${seat}`;

/** Remembers `sheet` as the seat's orders of `turn`, for the next turn's sheet to start from. */
export function rememberSheet(seat: number, turn: number, sheet: Sheet): void {
  try {
    localStorage.setItem(memoryKey(seat), JSON.stringify({ turn, sheet }));
  } catch {
    // Private browsing or a full store: the next sheet simply starts with everyone in the reserve.
  }
}

/** The seat's remembered sheet: last turn's, or this turn's when the orders were withdrawn (the form remounts). */
function recalledSheet(seat: number, turn: number): { sheet: Sheet; same: boolean } | null {
  try {
    const raw = localStorage.getItem(memoryKey(seat));
    if (!raw) return null;
    const m = JSON.parse(raw) as { turn: number; sheet: Sheet };
    return m.turn <= turn ? { sheet: m.sheet, same: m.turn === turn } : null;
  } catch {
    return null;
  }
}

/**
 * The last turn's orders fitted to the figures owned now: each place keeps what it had as far as the figures
 * go (raid first, then the posts), and whatever is left or newly arrived stands in the reserve.
 */
export function carryOver(
  prev: Sheet | null,
  owned: Force,
  targets: number[],
): { where: Placement; target: number | null; type: RaidType; note: 'fresh' | 'carried' | 'adjusted' } {
  const where: Placement = { raid: zero(), pen: zero(), village: zero(), orchard: zero(), reserve: zero() };
  if (!prev)
    return { where: { ...where, reserve: { ...owned } }, target: null, type: 'cattle', note: 'fresh' };
  const raid = prev.raid && targets.includes(prev.raid.target) ? prev.raid : null;
  let adjusted = prev.raid !== null && raid === null;
  for (const k of TYPES) {
    let left = owned[k];
    for (const p of PLACES) {
      if (p === 'reserve') continue;
      const want = p === 'raid' ? (raid?.force[k] ?? 0) : (prev.posts[p]?.[k] ?? 0);
      const take = Math.min(want, left);
      if (take !== want) adjusted = true;
      where[p][k] = take;
      left -= take;
    }
    where.reserve[k] = left;
    if (left !== (prev.posts.reserve?.[k] ?? 0)) adjusted = true;
  }
  return {
    where,
    target: raid?.target ?? null,
    type: raid?.type ?? 'cattle',
    note: adjusted ? 'adjusted' : 'carried',
  };
}

type T = (k: string, o?: Record<string, unknown>) => string;

/** A sheet problem from the rules' `validateSheet`, said in words with the figures' names (never a key). */
export function problemText(
  e: RuleError,
  t: T,
  ctx: { reinforced: number; window: string; turn: number },
): string {
  switch (e.code) {
    case 'sheet.totals': {
      const m = /^(\w+) : (\d+) affecté\(s\) pour (\d+)/.exec(e.message);
      if (m) return t('council.problem.totals', { fig: t(`pil.${m[1]}`), total: m[2], have: m[3] });
      break;
    }
    case 'raid.empty':
      return t('council.problem.raidEmpty');
    case 'raid.target':
    case 'raid.self':
    case 'raid.adjacent':
      return t('council.problem.raidTarget');
    case 'raid.type':
      return t('council.problem.raidType');
    case 'reinforce.twice':
      return t('council.problem.reinforceTwice');
    case 'reinforce.window':
      return t('council.problem.reinforceWindow', {
        turns: ctx.window === 'turn4' ? '4' : '4–6',
        turn: ctx.turn,
      });
    case 'reinforce.nextTurn':
      return t('council.problem.reinforceNextTurn');
    case 'reinforce.raid':
      return t('council.problem.reinforceRaid');
    case 'reinforce.noRaid':
      return t('council.problem.reinforceNoRaid');
    case 'reinforce.five':
      return t('council.problem.reinforceFive', { need: REINFORCEMENTS, total: ctx.reinforced });
    case 'pledge.shape':
    case 'pledge.player':
    case 'pledge.self':
      return t('council.problem.pledge');
  }
  return t('council.problem.other', { rule: e.rule ?? e.code });
}

/** − / + buttons around a count; each press moves one figure. */
function Stepper({
  value,
  onMinus,
  onPlus,
  canMinus,
  canPlus,
  minusLabel,
  plusLabel,
  testid,
}: {
  value: number;
  onMinus: () => void;
  onPlus: () => void;
  canMinus: boolean;
  canPlus: boolean;
  minusLabel: string;
  plusLabel: string;
  testid: string;
}) {
  return (
    <span className="stepper">
      <button
        type="button"
        className="step"
        onClick={onMinus}
        disabled={!canMinus}
        aria-label={minusLabel}
        data-testid={`${testid}-minus`}
      >
        −
      </button>
      <output className="step-count" data-testid={testid}>
        {value}
      </output>
      <button
        type="button"
        className="step"
        onClick={onPlus}
        disabled={!canPlus}
        aria-label={plusLabel}
        data-testid={`${testid}-plus`}
      >
        +
      </button>
    </span>
  );
}

/**
 * The order sheet as the war council: a card per post and one for the raid, figures moved between them one
 * at a time from a chosen source (totals always match); it starts from the last turn's orders; problems are
 * said in words before anything is sent.
 */
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
  const state = useMemo(() => stateForSheet(view), [view]);
  const owned = view.fiefs[seat]!.figures;
  const targets = raidTargets(state, seat);
  const canReinforce = mayReinforce(state, seat);
  const [start] = useState(() => {
    const mine = view.sheets[seat];
    const recalled = mine ? { sheet: mine, same: false } : recalledSheet(seat, view.turn);
    const c = carryOver(recalled?.sheet ?? null, owned, targets);
    return recalled?.same ? { ...c, note: 'resumed' as const } : c;
  });
  const [where, setWhere] = useState<Placement>(start.where);
  const [target, setTarget] = useState<number | null>(start.target);
  const [type, setType] = useState<RaidType>(start.type);
  const [source, setSource] = useState<Place>('reserve');
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
    raid: target !== null ? { target, type, force: where.raid } : null,
    posts: { pen: where.pen, village: where.village, orchard: where.orchard, reserve: where.reserve },
    pledges,
    reinforcements: reinf ? reinfPosts : null,
  };
  const check = validateSheet(state, seat, sheet);
  const problems: RuleError[] = check.ok ? [] : (check.error.details ?? [check.error]);
  const ctx = {
    reinforced: Object.values(reinfPosts).reduce((a, b) => a + b, 0),
    window: view.options.reinforcementWindow,
    turn: view.turn,
  };
  const move = (from: Place, to: Place, k: keyof Force) => {
    if (where[from][k] <= 0) return;
    setWhere({
      ...where,
      [from]: { ...where[from], [k]: where[from][k] - 1 },
      [to]: { ...where[to], [k]: where[to][k] + 1 },
    });
  };
  const chooseTarget = (v: string) => {
    if (v === 'none') {
      // No raid: its figures go home to the reserve.
      const reserve = { ...where.reserve };
      for (const k of TYPES) reserve[k] += where.raid[k];
      setWhere({ ...where, raid: zero(), reserve });
      if (source === 'raid') setSource('reserve');
      setTarget(null);
    } else setTarget(Number(v));
  };
  const places = PLACES.filter((p) => p !== 'raid' || target !== null);
  const placeName = (p: Place) => t(`pil.post.${p}`);

  return (
    <form
      className="panel sheet council"
      data-testid="sheet"
      onSubmit={(e) => {
        e.preventDefault();
        if (check.ok) {
          rememberSheet(seat, view.turn, check.value);
          onSend(check.value);
        }
      }}
    >
      <h2>
        {t('pil.sheet')} <RuleLink id="PIL-ORDER-1" />
      </h2>
      <p className="small-print" data-testid="sheet-origin">
        {t(`council.${start.note}`)}
      </p>
      <fieldset disabled={sent} className="raid-choice">
        <legend>
          {t('pil.raid')} <RuleLink id="PIL-ORDER-2" />
        </legend>
        <div className="raid-fields">
          <label>
            {t('council.raidTarget')}{' '}
            <select
              value={target === null ? 'none' : String(target)}
              onChange={(e) => chooseTarget(e.target.value)}
              data-testid="raid-target"
            >
              <option value="none">{t('council.noRaid')}</option>
              {targets.map((p) => (
                <option key={p} value={p}>
                  {t('pil.fief', { n: p })}
                </option>
              ))}
            </select>
          </label>
          {target !== null && (
            <label>
              {t('council.raidType')}{' '}
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
          )}
        </div>
      </fieldset>
      <fieldset disabled={sent}>
        <legend>
          {t('pil.posts')} <RuleLink id="PIL-ORDER-4" />
        </legend>
        <div className="take-from" role="group" aria-label={t('council.takeFrom')}>
          <span>{t('council.takeFrom')}</span>
          {places.map((p) => (
            <button
              key={p}
              type="button"
              className={`source-chip${source === p ? ' on' : ''}`}
              aria-pressed={source === p}
              onClick={() => setSource(p)}
              data-testid={`source-${p}`}
            >
              {placeName(p)}
            </button>
          ))}
        </div>
        <div className="cards">
          {places.map((p) => (
            <section
              key={p}
              className={`card${p === source ? ' source' : ''}${p === 'raid' ? ' raid-card' : ''}`}
              data-testid={`card-${p}`}
            >
              <h3>
                {placeName(p)}
                {p === 'raid' && target !== null && (
                  <span className="small-print"> → {t('pil.fief', { n: target })}</span>
                )}
                <span className="small-print card-total">
                  {t('council.total', { n: TYPES.reduce((n, k) => n + where[p][k], 0) })}
                </span>
              </h3>
              <ul>
                {TYPES.map((k) => (
                  <li key={k}>
                    <span className="fig-name">{t(`pil.${k}`)}</span>
                    {p === source ? (
                      <output className="step-count" data-testid={`count-${p}-${k}`}>
                        {where[p][k]}
                      </output>
                    ) : (
                      <Stepper
                        value={where[p][k]}
                        testid={`count-${p}-${k}`}
                        canMinus={where[p][k] > 0}
                        canPlus={where[source][k] > 0}
                        onMinus={() => move(p, source, k)}
                        onPlus={() => move(source, p, k)}
                        minusLabel={t('council.remove', {
                          fig: t(`council.fig1.${k}`),
                          place: t(`council.place.${p}`),
                          source: t(`council.place.${source}`),
                        })}
                        plusLabel={t('council.add', {
                          fig: t(`council.fig1.${k}`),
                          place: t(`council.place.${p}`),
                        })}
                      />
                    )}
                  </li>
                ))}
              </ul>
              {p === source && <p className="small-print source-tag">{t('council.source')}</p>}
            </section>
          ))}
        </div>
        {target === null && <p className="small-print">{t('council.raidHint')}</p>}
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
                  <Stepper
                    value={reinfPosts[p]}
                    testid={`reinf-${p}`}
                    canMinus={reinfPosts[p] > 0}
                    canPlus={reinfPosts[p] < REINFORCEMENTS}
                    onMinus={() => setReinfPosts({ ...reinfPosts, [p]: reinfPosts[p] - 1 })}
                    onPlus={() => setReinfPosts({ ...reinfPosts, [p]: reinfPosts[p] + 1 })}
                    minusLabel={`− ${t(`pil.post.${p}`)}`}
                    plusLabel={`+ ${t(`pil.post.${p}`)}`}
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
                {problemText(p, t, ctx)} {p.rule && <RuleLink id={p.rule} />}
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
              {m.to && ` → ${m.to.map((q) => seatName(q)).join(', ')}`} : {m.text}
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

/** An exact fraction of the protocol ("n/d", "0", "1") as a number. */
function fraction(x: string | undefined): number {
  if (!x) return 0;
  const [n, d] = x.split('/');
  return Number(n) / (d === undefined ? 1 : Number(d));
}

/** A chance in per cent: «67 %» in French, «67%» in English; never 0 or 100 unless exact. */
function percent(p: number, lang: 'fr' | 'en'): string {
  let v = Math.round(100 * p);
  if (v === 0 && p > 0) v = 1;
  if (v === 100 && p < 1) v = 99;
  return `${v}${lang === 'fr' ? ' %' : '%'}`;
}

/** The law of the number of dice of a pool roll that fail (figures killed by saves), from its `successes`. */
function failures(r: RollPreview): number[] {
  const n = Number(r.dice.split('d')[0]);
  const law = Array.from({ length: n + 1 }, () => 0);
  for (const [k, p] of Object.entries(r.successes ?? {})) law[n - Number(k)] = fraction(p);
  return law;
}

/**
 * The chance of the most useful outcomes of a raid decision, in words, from the server's previews (the rolls
 * the input starts at once), for the seat `seat` deciding: a hit pool it rolls (Fight: PIL-COMBAT-5/6), at
 * least 1 (and 2) hits; a hit pool rolled against it (the other side's volley or melee first, the pursuit
 * of a retreat: PIL-COMBAT-11), no hit taken (and at most 1); each row of the resistance roll; an allocation
 * of hits, none killed (and at most 1) over its saving rolls.
 */
export function previewWords(
  rolls: RollPreview[] | null | undefined,
  t: (k: string, o?: Record<string, unknown>) => string,
  lang: 'fr' | 'en',
  seat: number | null,
): string[] {
  if (!rolls || rolls.length === 0) return [];
  const out: string[] = [];
  const saves = rolls.filter((r) => r.rule === 'PIL-COMBAT-8' && r.successes);
  if (saves.length > 0) {
    // killed over all the saving rolls: the rolls are independent pools
    let law = [1];
    for (const r of saves) {
      const f = failures(r);
      const next = Array.from({ length: law.length + f.length - 1 }, () => 0);
      law.forEach((a, i) => f.forEach((b, j) => (next[i + j]! += a * b)));
      law = next;
    }
    out.push(t('names.noneKilled', { p: percent(law[0]!, lang) }));
    if (law.length > 2) out.push(t('names.atMostKilled', { count: 1, p: percent(law[0]! + law[1]!, lang) }));
    return out;
  }
  const r = rolls[0]!;
  const hitPool = ['PIL-COMBAT-5', 'PIL-COMBAT-6', 'PIL-COMBAT-11'].includes(r.rule) && r.successes;
  if (hitPool && r.roller === seat) {
    const n = Number(r.dice.split('d')[0]);
    for (const need of n >= 2 ? [1, 2] : [1]) {
      const p = Object.entries(r.successes!)
        .filter(([k]) => Number(k) >= need)
        .reduce((a, [, x]) => a + fraction(x), 0);
      out.push(t('names.atLeastHits', { count: need, p: percent(p, lang) }));
    }
  } else if (hitPool) {
    const p0 = fraction(r.successes!['0']);
    out.push(t('names.noHitTaken', { p: percent(p0, lang) }));
    if (Number(r.dice.split('d')[0]) >= 2)
      out.push(t('names.atMostHitsTaken', { count: 1, p: percent(p0 + fraction(r.successes!['1']), lang) }));
  } else if (r.results) {
    for (const [k, p] of Object.entries(r.results))
      out.push(
        t('names.resistance', { result: pilCatalogue[lang][`res.${k}`] ?? k, p: percent(fraction(p), lang) }),
      );
  }
  return out;
}

/** The previews of a raid decision shown under its button. */
function PreviewLine({
  rolls,
  seat,
  testid,
}: {
  rolls: RollPreview[] | null | undefined;
  seat: number | null;
  testid: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const words = previewWords(rolls, t, lang, seat);
  if (words.length === 0) return null;
  return (
    <span className="odds-tag pil-preview" data-testid={testid} title={t('names.previewTitle')}>
      {words.join(' · ')}
    </span>
  );
}

/**
 * Chooses how many figures of each group, one stepper per group: the reserve's commitment (D-RESERVE) or the
 * hits (D-ALLOC); sent once exactly `k` are placed.
 */
function CountsForm({
  kind,
  groups,
  k,
  onAct,
  previewOf,
}: {
  kind: 'commit' | 'allocate';
  groups: { owner: number; figureType: string; origin?: string; count: number }[];
  k: number;
  onAct: (a: PilAction) => void;
  /** The previews of the choice as it stands (allocations: the saves it starts), when the server sent them. */
  previewOf?: (
    chosen: { owner: number; figureType: string; origin?: string; count: number }[],
  ) => RollPreview[] | null;
}) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<number[]>(groups.map(() => 0));
  const placed = counts.reduce((a, b) => a + b, 0);
  const chosenNow = groups.map((g, i) => ({ ...g, count: counts[i] ?? 0 })).filter((g) => g.count > 0);
  const set = (i: number, n: number) => setCounts(counts.map((c, j) => (j === i ? n : c)));
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
      <p data-testid={`${kind}-left`}>
        {t(kind === 'commit' ? 'council.reserveLeft' : 'council.hitsLeft', { placed, k })}
      </p>
      {groups.map((g, i) => {
        const name = `${t(`pil.${g.figureType}`)}${g.origin ? ` (${t(`pil.post.${g.origin}`)})` : ''}`;
        const n = counts[i] ?? 0;
        return (
          <div key={i} className="count-row">
            <span>
              <Swatch seat={g.owner} /> {g.count} × {name}
            </span>
            <Stepper
              value={n}
              testid={`${kind}-${i}`}
              canMinus={n > 0}
              canPlus={n < g.count && placed < k}
              onMinus={() => set(i, n - 1)}
              onPlus={() => set(i, n + 1)}
              minusLabel={`− ${name} (${seatName(g.owner)})`}
              plusLabel={`+ ${name} (${seatName(g.owner)})`}
            />
          </div>
        );
      })}
      <button type="submit" disabled={placed !== k} data-action={kind}>
        {kind === 'commit' ? t('pil.commit') : t('pil.allocate')}
      </button>
      {placed === k && previewOf && (
        <PreviewLine rolls={previewOf(chosenNow)} seat={null} testid={`${kind}-preview`} />
      )}
    </form>
  );
}

/** How many figures or hits every legal choice of `kind` places (all the rules' candidates agree). */
function neededOf(legal: PilAction[], kind: 'commit' | 'allocate'): number {
  for (const a of legal) {
    if ('type' in a && a.type === 'commit' && kind === 'commit')
      return a.figures.reduce((n, f) => n + f.count, 0);
    if ('type' in a && a.type === 'allocate' && kind === 'allocate')
      return a.hits.reduce((n, h) => n + h.count, 0);
  }
  return 0;
}

/** A canonical key of hits allocated, whatever the order of its entries. */
function hitsKey(hits: { owner: number; figureType: string; origin?: string; count: number }[]): string {
  return hits
    .map((h) => `${h.owner}:${h.origin ?? ''}:${h.figureType}:${h.count}`)
    .sort()
    .join('|');
}

function RaidPanel({
  view,
  legal,
  seat,
  onAct,
  previews,
}: {
  view: PilView;
  legal: PilAction[];
  seat: number | null;
  onAct?: (a: PilAction) => void;
  previews?: (RollPreview[] | null)[] | undefined;
}) {
  const { t } = useTranslation();
  const r = view.raid;
  if (!r) return null;
  const canRetreat = legal.some((a) => 'type' in a && a.type === 'retreat');
  const previewOfType = (type: string) => previews?.[legal.findIndex((a) => 'type' in a && a.type === type)];
  const previewOfAllocation = (
    chosen: { owner: number; figureType: string; origin?: string; count: number }[],
  ) => {
    const key = hitsKey(chosen);
    const i = legal.findIndex((a) => 'type' in a && a.type === 'allocate' && hitsKey(a.hits) === key);
    return i >= 0 ? (previews?.[i] ?? null) : null;
  };
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
          <span className="pil-choice">
            <button type="button" onClick={() => onAct({ type: 'fight' })} data-action="fight">
              {t('pil.fight')}
            </button>
            <PreviewLine rolls={previewOfType('fight')} seat={seat} testid="preview-fight" />
          </span>
          <span className="pil-choice">
            <button type="button" onClick={() => onAct({ type: 'retreat' })} data-action="retreat">
              {t('pil.retreat')}
            </button>
            <PreviewLine rolls={previewOfType('retreat')} seat={seat} testid="preview-retreat" />
          </span>
        </div>
      )}
      {onAct && r.pool && legal.some((a) => 'type' in a && a.type === 'commit') && (
        <CountsForm
          key={`commit-${r.no}-${r.round}`}
          kind="commit"
          groups={r.pool.map((g) => ({ owner: g.owner, figureType: g.type, count: g.count }))}
          k={neededOf(legal, 'commit')}
          onAct={onAct}
        />
      )}
      {onAct && seat !== null && legal.some((a) => 'type' in a && a.type === 'allocate') && (
        <CountsForm
          key={`allocate-${r.no}-${r.round}-${r.hits.join('-')}`}
          kind="allocate"
          groups={(r.attacker === seat ? r.sides[0] : r.sides[1])!.filter((g) => g.count > 0)}
          k={neededOf(legal, 'allocate')}
          onAct={onAct}
          previewOf={previewOfAllocation}
        />
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
                  <Swatch seat={p} /> {seatName(p)}
                </th>
                <td>
                  {s === null ? (
                    t('pil.hidden')
                  ) : (
                    <>
                      {s.raid ? (
                        <>
                          {t('pil.raid')} → {seatName(s.raid.target)} ({t(`pil.raidTypes.${s.raid.type}`)}) :{' '}
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
                          {t('pil.pledges')} : {s.pledges.map((q) => seatName(q)).join(', ')}
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
                <Swatch seat={f.seat} /> {seatName(f.seat)}
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
                {t('pil.turn', { turn: r.turn })} · {seatName(r.attacker)} → {seatName(r.target)} (
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
  previews,
  events,
  playback,
}: {
  view: PilView;
  legal: PilAction[];
  seat: number | null;
  onAct?: (a: PilAction) => void;
  sent: boolean;
  onWithdraw?: () => void;
  names?: string[];
  /** The server's previews, one per legal input (protocol `previews`): drawn on the raid's decisions. */
  previews?: (RollPreview[] | null)[] | undefined;
  /** Every event received: without `playback`, the turn's story shows them all at once. */
  events?: SeqEvent[];
  /** The event player's pace (issue 9): the events already played and the one being played (null: caught up). */
  playback?: { shown: SeqEvent[]; current: SeqEvent | null };
}) {
  const { t } = useTranslation();
  const own = seat !== null ? view.sheets[seat] : null;
  const shown = playback?.shown ?? events;
  const current = playback?.current ?? null;
  const story = useMemo(
    () =>
      shown ? turnStory(shown, current, view.fiefs.length, { turn: view.turn, sheets: view.sheets }) : null,
    [shown, current, view.fiefs.length, view.turn, view.sheets],
  );
  useEffect(() => {
    // The revealed own sheet is the surest memory of last turn's orders.
    if (seat !== null && own && onAct) rememberSheet(seat, view.turn, own);
  }, [seat, own, view.turn, onAct]);
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
      <RaidPanel view={view} legal={legal} seat={seat} previews={previews} {...(onAct ? { onAct } : {})} />
      {story ? <PilTurn story={story} /> : <Sheets view={view} />}
      <VpTable view={view} />
    </div>
  );
}
