/**
 * Replay: the finished match's record, replayed in the browser with the rules, step by step, as any seat or
 * as a spectator.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '../../../src/engine/record.ts';
import type { AnyRules, GameEvent, RuleError } from '../../../src/engine/types.ts';
import type { PilView } from '../../../src/games/pillards/view.ts';
import type { PSView } from '../../../src/games/piss-squig/view.ts';
import type { SBView } from '../../../src/games/spark-ball/view.ts';
import { isWithheld, parseRecordText } from '../../../src/engine/record.ts';
import { api, ApiError } from '../api.ts';
import type { PendingWithOdds, Refusal } from '../protocol.ts';
import { gameNames, rules as allRules, tableLogNames } from '../games.ts';
import { setSeatNames } from '../i18n.ts';
import { GameLog, Header, PendingRoll, RefusalBanner, useLang } from './common.tsx';
import { DiceTray, EventBanner, PlaybackBar } from './Playback.tsx';
import { usePlayback } from '../usePlayback.ts';
import { SPEED_FACTOR } from '../eventPlayer.ts';
import { placed, positionsAt } from '../psPlayback.ts';
import { PillardsTable } from './Pillards.tsx';
import { PissSquigBoard, PissSquigSides } from './PissSquig.tsx';
import { PostMatch } from './PostMatch.tsx';
import { SparkBallBoard, SparkBallSides } from './SparkBall.tsx';
import { Status } from './Table.tsx';

interface Frame {
  view: unknown;
  pending: PendingWithOdds;
  events: GameEvent[];
}

/** Every step of a record as seen by `viewer`: the view after each input and the events it may see. */
export function replayFrames(
  rules: AnyRules,
  record: MatchRecord,
  viewer: number | null,
): { frames: Frame[]; error: { index: number; error: RuleError } | null } {
  const setup = rules.setup(record.options);
  if (!setup.ok) return { frames: [], error: { index: -1, error: setup.error } };
  const s = setup.value;
  const frames: Frame[] = [];
  const visible = (e: GameEvent) => !e.visibleTo || (viewer !== null && e.visibleTo.includes(viewer));
  // The pending step, with the exact odds of a roll (as the server sends them).
  const pending = (): PendingWithOdds => {
    const p = rules.pending(s);
    if (p.kind !== 'chance') return p;
    const odds = rules.chanceOutcomes(s);
    return odds && odds.length <= 1296 ? { ...p, odds } : p;
  };
  frames.push({ view: rules.view(s, viewer), pending: pending(), events: [] });
  for (let index = 0; index < record.inputs.length; index++) {
    const input = record.inputs[index]!;
    // A record served to one reader stops being replayable at its first withheld input.
    if (isWithheld(input)) break;
    const p = rules.pending(s);
    let events: GameEvent[] = [];
    const fail = (error: RuleError) => ({ frames, error: { index, error } });
    if ('faces' in input) {
      const r = rules.applyChance(s, input.faces);
      if (!r.ok) return fail(r.error);
      events = r.value;
    } else if ('orders' in input) {
      if (p.kind !== 'simultaneous')
        return fail({ code: 'record.inputKind', message: 'ordres', en: 'orders' });
      const orders = new Map<number, unknown>();
      for (const pl of p.players) {
        const v = rules.validate(s, pl, input.orders[String(pl)]);
        if (!v.ok) return fail(v.error);
        orders.set(pl, v.value);
      }
      events = rules.applyOrders(s, orders);
    } else if ('action' in input) {
      const v = rules.validate(s, input.player, input.action);
      if (!v.ok) return fail(v.error);
      events = rules.apply(s, input.player, v.value);
    }
    frames.push({ view: rules.view(s, viewer), pending: pending(), events: events.filter(visible) });
  }
  return { frames, error: null };
}

/** `/replay/:id` replays a match of the server; `/replay` replays (and verifies) a record file. */
export function Replay({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [record, setRecord] = useState<MatchRecord | null>(null);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const [verdict, setVerdict] = useState<string | null>(null);
  const [viewer, setViewer] = useState<number | null>(null);
  const [step, setStep] = useState(0);
  // Seats are named as at the table (`{{n, seat}}` in the strings): the record's names.
  setSeatNames(record?.seats.map((s) => s.name));
  useEffect(() => () => setSeatNames(undefined), []);
  useEffect(() => {
    if (id === null) return;
    api.record(id).then(setRecord, (e: unknown) => setFailure(e instanceof ApiError ? e.refusal : null));
  }, [id]);
  const load = async (file: File) => {
    setFailure(null);
    setVerdict(null);
    setRecord(null);
    const parsed = parseRecordText(await file.text());
    if (!parsed.ok) return setFailure(parsed.error);
    if (!allRules[parsed.value.game])
      return setFailure({ code: 'record.game', message: parsed.value.game, en: parsed.value.game });
    setStep(0);
    setRecord(parsed.value);
    try {
      const v = await api.verify(parsed.value);
      // The server says what it proved (proven, typed, unproven, partial), in both languages.
      setVerdict(
        v.verdict === 'failed'
          ? t('replay.notVerified', {
              index: v.index,
              message: lang === 'en' ? v.error.en : v.error.message,
            })
          : `${v.ok ? `${t('replay.verified', { hash: v.hash })} ` : ''}${lang === 'en' ? v.en : v.message}`,
      );
    } catch (e) {
      if (e instanceof ApiError) setFailure(e.refusal);
    }
  };
  const rules = record ? allRules[record.game] : undefined;
  const replayed = useMemo(
    () => (record && rules ? replayFrames(rules, record, viewer) : null),
    [record, rules, viewer],
  );
  const frames = replayed?.frames ?? [];
  const last = Math.max(0, frames.length - 1);
  const at = Math.min(step, last);
  const frame = frames[at];
  // Every event of the record in order, and how many there are once each frame is reached.
  const { all, upTo } = useMemo(() => {
    const upTo: number[] = [];
    let n = 0;
    for (const f of frames) upTo.push((n += f.events.length));
    return { all: frames.flatMap((f) => f.events), upTo };
  }, [frames]);
  const events = useMemo(() => all.slice(0, upTo[at] ?? 0), [all, upTo, at]);
  // The event player plays each new frame's events; stepping back shows the frame at once.
  const pb = usePlayback(events, { ready: true, urgent: false });
  const played = pb.caughtUp ? events : events.slice(0, pb.reached);
  const [auto, setAuto] = useState(false);
  // Play: once a frame's events are played, the next frame after a short pause, at the chosen speed.
  useEffect(() => {
    if (!auto || pb.paused || !pb.caughtUp) return;
    if (at >= last) return setAuto(false);
    const timer = setTimeout(() => setStep(at + 1), Math.max(60, 600 * SPEED_FACTOR[pb.speed]));
    return () => clearTimeout(timer);
  }, [auto, pb.paused, pb.caughtUp, pb.speed, at, last]);
  /** A step chosen by hand: the automatic play stops, a paused animation goes on; only "next" animates. */
  const goTo = (n: number) => {
    setAuto(false);
    pb.play();
    // One frame on plays its events; a jump shows the frame at once.
    if (n !== at + 1 && upTo[n] !== upTo[at]) pb.atOnceNext();
    setStep(n);
  };
  const togglePlay = () => {
    if (auto) {
      setAuto(false);
      pb.pause();
      return;
    }
    pb.play();
    if (at >= last) setStep(0);
    setAuto(true);
  };
  const game = record?.game ?? '';
  const view = frame?.view as (PSView | PilView | SBView | undefined) & { game?: string };
  // Piss' Squig pieces while a frame's events play: from the previous frames' views and the events played.
  const positions =
    view?.game === 'piss-squig' && !pb.caughtUp
      ? positionsAt(
          frames.slice(0, at + 1).map((f, k) => ({ count: upTo[k]!, view: f.view as PSView })),
          events,
          pb.reached,
        )
      : null;
  const logNames = tableLogNames(
    record?.seats.map((x) => x.name),
    view,
  );
  return (
    <div className="page">
      <Header>
        <span className="game-name">{id === null ? t('replay.upload') : t('replay.title', { id })}</span>
      </Header>
      {id === null && (
        <section className="panel upload">
          <label>
            {t('replay.file')}{' '}
            <input
              type="file"
              accept=".json,application/json"
              data-testid="record-file"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void load(f);
              }}
            />
          </label>
          {verdict && (
            <p className="ok" data-testid="verdict">
              {verdict}
            </p>
          )}
        </section>
      )}
      <RefusalBanner refusal={failure} />
      {record && (
        <main className="table-layout">
          <div className="status-col">
            <section className="panel replay-controls">
              <p className="game-name">{gameNames[game]}</p>
              <label>
                {t('replay.as')}{' '}
                <select
                  value={viewer === null ? '' : String(viewer)}
                  onChange={(e) => setViewer(e.target.value === '' ? null : Number(e.target.value))}
                  data-testid="replay-viewer"
                >
                  <option value="">{t('replay.spectator')}</option>
                  {record.seats.map((_, i) => (
                    <option key={i} value={i}>
                      {t('table.seatN', { n: i })}
                    </option>
                  ))}
                </select>
              </label>
              <p data-testid="replay-step">{t('replay.step', { i: at, n: last })}</p>
              {record?.partial && (
                <p data-testid="replay-partial">
                  {t('replay.partial', { index: record.partial.first, n: record.partial.withheld })}
                </p>
              )}
              <input
                type="range"
                min={0}
                max={last}
                value={at}
                onChange={(e) => goTo(Number(e.target.value))}
                className="slider"
              />
              <div className="buttons">
                <button type="button" onClick={() => goTo(0)}>
                  {t('replay.first')}
                </button>
                <button type="button" onClick={() => goTo(Math.max(0, at - 1))} data-testid="replay-prev">
                  {t('replay.prev')}
                </button>
                <button type="button" onClick={() => goTo(Math.min(last, at + 1))} data-testid="replay-next">
                  {t('replay.next')}
                </button>
                <button type="button" onClick={() => goTo(last)}>
                  {t('replay.last')}
                </button>
              </div>
              {replayed?.error && (
                <p className="refused">
                  {t('replay.failed', {
                    index: replayed.error.index,
                    message: lang === 'en' ? replayed.error.error.en : replayed.error.error.message,
                  })}
                </p>
              )}
              {frame && <Status pending={frame.pending} seat={viewer} ordered={[]} />}
              <PlaybackBar pb={pb} total={events.length} onPlay={togglePlay} playing={auto} />
              <DiceTray game={game} events={played} playing={pb.current} names={logNames} />
              {frame && <PendingRoll game={game} pending={frame.pending} names={logNames} />}
            </section>
          </div>
          <div className="board-col">
            <EventBanner game={game} events={played} history={pb.history} names={logNames} />
            {view?.game === 'piss-squig' && (
              <PissSquigBoard
                view={view as PSView}
                legal={[]}
                slide={pb.speed !== 'instant'}
                positions={positions}
              />
            )}
            {view?.game === 'piss-squig' && <PostMatch view={view as PSView} />}
            {view?.game === 'pillards' && (
              <PillardsTable view={view as PilView} legal={[]} seat={viewer} sent={false} />
            )}
            {view?.game === 'spark-ball' && (
              <SparkBallBoard
                view={view as SBView}
                legal={[]}
                seat={viewer}
                onAct={() => undefined}
                goalZone={(view as SBView).goalZone}
              />
            )}
          </div>
          <aside className="side-col">
            {view?.game === 'piss-squig' && <PissSquigSides view={placed(view as PSView, positions)} />}
            {view?.game === 'spark-ball' && <SparkBallSides view={view as SBView} seat={viewer} />}
            <GameLog game={game} events={played} names={logNames} />
          </aside>
        </main>
      )}
    </div>
  );
}
