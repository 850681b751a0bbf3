/**
 * A live table: connects with the WebSocket client, shows the game's board, whose turn it is, the roll about
 * to be made, refusals and the log; sends clicks as inputs.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PilAction } from '../../../src/games/pillards/decisions.ts';
import type { PilView } from '../../../src/games/pillards/view.ts';
import type { PSAction } from '../../../src/games/piss-squig/actions.ts';
import type { PSView } from '../../../src/games/piss-squig/view.ts';
import type { SBView } from '../../../src/games/spark-ball/view.ts';
import { gameNames, tableLogNames } from '../games.ts';
import { api, ApiError, downloadRecord } from '../api.ts';
import type { GameInfo, MatchSummary, PendingWithOdds, Refusal, SeatInfo } from '../protocol.ts';
import { initialTableState, MatchClient, type TableState } from '../ws.ts';
import { setSeatNames, seatName } from '../i18n.ts';
import { TablePad, tablePadFor } from './TablePad.tsx';
import { ConfirmDialog, DicePad, GameLog, Header, PendingRoll, RefusalBanner } from './common.tsx';
import { DiceTray, EventBanner, PlaybackBar } from './Playback.tsx';
import { usePlayback } from '../usePlayback.ts';
import { extendTrail, placed, positionsAt, type TrailPoint } from '../psPlayback.ts';
import { isRulesGame } from '../rules/load.ts';
import { RulesLinks } from './RulesPage.tsx';
import { PillardsTable } from './Pillards.tsx';
import { PissSquigBoard, PissSquigSides } from './PissSquig.tsx';
import { PostMatch } from './PostMatch.tsx';
import { SparkBallSides } from './SparkBall.tsx';
import { SparkBallTable } from './SparkBallTable.tsx';
import { OsoiTable } from './OsoiTable.tsx';
import { WhatIfPanel } from './WhatIf.tsx';
import { isOsoiView } from '../osoiTable.ts';
import { postMatchDecider } from '../psOffers.ts';
import {
  botChoice,
  defaultLevel,
  levelName,
  offeredLevels,
  seatKindName,
  type BotLevel,
} from '../botLevels.ts';

/** Who plays each seat: a person, an open seat, or a bot and its level (with a search's time per decision). */
export function SeatList({ seats, me }: { seats: readonly SeatInfo[]; me: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="seat-list" data-testid="seat-list" aria-label={t('table.seats')}>
      {seats.map((s) => (
        <li
          key={s.seat}
          data-testid={`seat-kind-${s.seat}`}
          data-kind={s.kind}
          className={s.seat === me ? 'mine' : undefined}
        >
          <strong>{seatName(s.seat, i18n.language)}</strong> ·{' '}
          {/* A bot's default name ("Bot 2") says it is a bot: its level is enough. */}
          {s.kind.startsWith('bot:') && s.name === `Bot ${s.seat + 1}`
            ? levelName(s.kind.slice(4), t, i18n.language)
            : seatKindName(s.kind, t, i18n.language)}
        </li>
      ))}
    </ul>
  );
}

/** Whose turn it is, or the result, in words. */
export function Status({
  pending,
  seat,
  ordered,
  deadline = null,
  expired = null,
  mine = false,
}: {
  pending: PendingWithOdds | null;
  seat: number | null;
  ordered: number[];
  deadline?: number | null;
  expired?: { reason: 'open' | 'idle'; at: string } | null;
  /** The table waits for this page: the status is the your-turn banner. */
  mine?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const left = useSecondsLeft(deadline);
  const names = (seats: number[]) => seats.map((n) => seatName(n, i18n.language)).join(', ');
  if (!pending) return null;
  if (expired) {
    return (
      <p className="status over" data-testid="status">
        {t(`table.expired.${expired.reason}`, { at: new Date(expired.at).toLocaleString() })}
      </p>
    );
  }
  let text: string;
  switch (pending.kind) {
    case 'decision':
      text = pending.player === seat ? t('table.yourTurn') : t('table.waitingFor', { n: pending.player });
      break;
    case 'simultaneous': {
      const waiting = pending.players.filter((p) => !ordered.includes(p));
      text =
        seat !== null && waiting.includes(seat)
          ? t('table.yourTurn')
          : t('table.waitingOrders', { seats: names(waiting) });
      if (ordered.length) text += ` · ${t('table.ordered', { seats: names(ordered) })}`;
      break;
    }
    case 'chance':
      text = t('table.roll');
      break;
    case 'over':
      text = `${t('table.over')} — ${t('table.winners', { seats: names(pending.outcome.winners), count: pending.outcome.winners.length })} · ${t('table.scores')}${t('play.colon')}${pending.outcome.scores.join(' / ')}`;
      break;
  }
  if (mine && pending.kind !== 'over') {
    return (
      <p className="status your-turn" role="status" data-testid="status">
        <span data-testid="your-turn">
          {pending.kind === 'chance' ? t('play.yourDice') : t('play.yourTurnBanner')}
        </span>
        {pending.kind === 'simultaneous' && ordered.length > 0 && (
          <span className="your-turn-more">{t('table.ordered', { seats: names(ordered) })}</span>
        )}
        {left !== null && <span className="your-turn-more">{t('table.deadline', { s: left })}</span>}
      </p>
    );
  }
  if (left !== null) text += ` · ${t('table.deadline', { s: left })}`;
  return (
    <p className={`status${pending.kind === 'over' ? ' over' : ''}`} data-testid="status">
      {text}
    </p>
  );
}

/** Whether the table waits for this page: the seat's decision or orders, or dice it must type in. */
export function isMyTurn(st: TableState, diceHere: boolean): boolean {
  const p = st.pending;
  if (!p || st.expired) return false;
  if (p.kind === 'decision') return st.role === 'player' && p.player === st.seat;
  if (p.kind === 'simultaneous')
    return (
      st.role === 'player' && st.seat !== null && p.players.includes(st.seat) && !st.ordered.includes(st.seat)
    );
  return p.kind === 'chance' && diceHere;
}

/** A boolean remembered in localStorage (off unless stored as '1'). */
function useStoredFlag(key: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  });
  const set = (v: boolean) => {
    setOn(v);
    try {
      localStorage.setItem(key, v ? '1' : '0');
    } catch {
      // not remembered
    }
  };
  return [on, set];
}

let audio: AudioContext | null = null;

/** A short beep made with WebAudio (no sound file); silent where WebAudio is missing or blocked. */
function beep(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
    const now = audio.currentTime;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.12, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.25);
    osc.connect(gain).connect(audio.destination);
    osc.start(now);
    osc.stop(now + 0.25);
  } catch {
    // no sound
  }
}

const canNotify = typeof window !== 'undefined' && 'Notification' in window;

/**
 * When the table starts waiting for this page: the page's title says so, and, if the player turned them on,
 * a beep and (tab hidden) a browser notification. The title comes back when the turn passes.
 */
function useYourTurn(mine: boolean, game: string, sound: boolean, notify: boolean): void {
  const { t } = useTranslation();
  const was = useRef(false);
  useEffect(() => {
    const base = game ? `${game} — ${t('app.title')}` : t('app.title');
    document.title = mine ? `${t('play.yourTurnBanner')} — ${t('app.title')}` : base;
    if (mine && !was.current) {
      if (sound) beep();
      if (notify && canNotify && document.hidden && Notification.permission === 'granted') {
        try {
          const n = new Notification(`${t('play.yourTurnBanner')} — ${t('app.title')}`, {
            body: t('play.notifyBody', { game: game || t('app.title') }),
            tag: 'arbitre-your-turn',
          });
          n.onclick = () => window.focus();
        } catch {
          // notifications unavailable here (some mobile browsers need a service worker)
        }
      }
    }
    was.current = mine;
  }, [mine, game, sound, notify, t]);
  useEffect(() => () => void (document.title = 'Arbitre'), []);
}

/** Seconds left before `deadline` (epoch ms), ticking every second; null without a deadline. */
function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Hot seat: of the tables of one screen's seats, the one the match waits for (a decision or orders of its seat,
 * dice it rolls), else the first.
 */
export function hotSeatIndex(states: readonly TableState[]): number {
  const i = states.findIndex((x) => x.welcomed && x.seat !== null && isMyTurn(x, false));
  if (i >= 0) return i;
  const p = states[0]?.pending;
  if (p?.kind === 'chance') {
    const roller = states.findIndex((x) => x.seat === p.request.roller);
    if (roller >= 0) return roller;
  }
  return 0;
}

export function Table({
  id,
  token,
  hotseat = [],
}: {
  id: string;
  token: string | undefined;
  /** Hot seat: the tokens of the other seats played on this screen. */
  hotseat?: string[];
}) {
  const { t, i18n } = useTranslation();
  const [states, setStates] = useState<TableState[]>([initialTableState]);
  const clients = useRef<MatchClient[]>([]);
  const seatIndex = hotSeatIndex(states);
  const st = states[seatIndex] ?? initialTableState;
  const client = { current: clients.current[seatIndex] ?? null };
  const hotseatKey = hotseat.join(',');
  // The token of the seat shown (hot seat: the seat the match waits for).
  const seatToken = [token, ...hotseat][seatIndex];
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  const [botRefusal, setBotRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    api.match(id).then(setSummary, () => setSummary(null));
  }, [id]);
  useEffect(() => {
    const tokens = [token, ...(hotseatKey ? hotseatKey.split(',') : [])];
    const cs = tokens.map(
      (tk, i) =>
        new MatchClient(id, tk, (x) =>
          setStates((prev) => {
            const next = prev.slice();
            next[i] = x;
            return next;
          }),
        ),
    );
    clients.current = cs;
    for (const c of cs) c.connect();
    return () => {
      for (const c of cs) c.close();
    };
  }, [id, token, hotseatKey]);

  const [confirm, setConfirm] = useState<null | { kind: 'concede'; action: unknown } | { kind: 'toBot' }>(
    null,
  );
  // The levels the game offers, asked of the server when a player first thinks of handing their seat over.
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [toBotLevel, setToBotLevel] = useState<BotLevel | null>(null);
  useEffect(() => {
    if (confirm?.kind !== 'toBot' || games !== null) return;
    api.games().then(setGames, () => setGames([]));
  }, [confirm, games]);
  const [sound, setSound] = useStoredFlag('arbitre.sound');
  const [notify, setNotify] = useStoredFlag('arbitre.notify');
  const [notifyDenied, setNotifyDenied] = useState(false);

  const view = st.view as (PSView | PilView | SBView | null) & { game?: string };
  const game = view?.game ?? (isOsoiView(view) ? 'osoi' : '');
  const me = st.seat;
  // Who sits where: the server's latest word (welcome and updates), else the summary fetched on opening.
  const seats = st.seats ?? summary?.seats ?? null;
  const names = seats?.map((x) => x.name);
  // The labels name seats through `{{n, seat}}` (i18n.ts): this table's names, as long as it is open.
  setSeatNames(names);
  useEffect(() => () => setSeatNames(undefined), []);
  // The log, the last roll and the roll prompt name seats (and goblins) as the table does.
  const logNames = tableLogNames(names, view);
  // Conceding ends the match for this seat: it is asked twice, whatever the game.
  const act = (a: unknown) => {
    pb.skip();
    if (typeof a === 'object' && a !== null && (a as { type?: unknown }).type === 'concede') {
      setConfirm({ kind: 'concede', action: a });
      return;
    }
    client.current?.act(a);
  };
  const role =
    st.role === 'player' && me !== null
      ? t('table.you', { n: me })
      : st.role === 'referee'
        ? t('table.refereeRole')
        : t('table.spectator');
  // Dice are typed in by the referee, or by the roller when each player types their own (protocol `dice`).
  const showPad =
    st.pending?.kind === 'chance' &&
    (st.role === 'referee' ||
      (summary?.dice === 'players' && me !== null && st.pending.request.roller === me));
  // Spark Ball in table mode: measured distances and typed scatters (SB-R-63, C-7).
  const tablePad =
    showPad && st.pending?.kind === 'chance' && (view as SBView | null)?.tableMode === true
      ? tablePadFor(st.pending.request)
        ? st.pending.request
        : null
      : null;
  const canUndo = summary?.casual === true && st.role === 'player' && st.pending?.kind !== 'over';
  const mine = isMyTurn(st, showPad === true);
  useYourTurn(mine, gameNames[game] ?? '', sound, notify);
  // The event player: events play one after another; the controls always use the latest legal inputs and view.
  const pb = usePlayback(st.events, { ready: st.welcomed, urgent: mine, connected: st.connected });
  const played = pb.caughtUp ? st.events : st.events.slice(0, pb.reached);
  // Piss' Squig pieces while events play: the views received, each after its number of events.
  const trail = useRef<TrailPoint[]>([]);
  if (view?.game === 'piss-squig')
    trail.current = extendTrail(trail.current, view as PSView, st.events.length);
  const positions =
    view?.game === 'piss-squig' && !pb.caughtUp ? positionsAt(trail.current, st.events, pb.reached) : null;
  const playing = st.role === 'player' && me !== null && st.pending !== null && st.pending.kind !== 'over';
  // Before the server answers, only the random bot is sure to exist.
  const levels = offeredLevels(games?.find((g) => g.id === game)?.bots);
  return (
    <div className="page">
      <Header>
        <span className="game-name">{gameNames[game] ?? ''}</span>{' '}
        {isRulesGame(game) && <RulesLinks game={game} />}{' '}
        <span className="conn">{st.connected ? t('table.connected') : t('table.connecting')}</span>
      </Header>
      <main className="table-layout">
        <div className="status-col">
          <section className="panel">
            <p className="role" data-testid="role">
              {role}
            </p>
            {seats && <SeatList seats={seats} me={me} />}
            <Status
              pending={st.pending}
              seat={me}
              ordered={st.ordered}
              deadline={st.deadline}
              expired={st.expired}
              mine={mine}
            />
            <DiceTray game={game} events={played} playing={pb.current} names={logNames} />
            <PendingRoll game={game} pending={st.pending} names={logNames} />
            <PlaybackBar pb={pb} total={st.events.length} />
            {showPad &&
              (tablePad !== null ? (
                <TablePad
                  key={st.inputs}
                  request={tablePad}
                  onSend={(f, measured) => {
                    pb.skip();
                    client.current?.dice(f, measured);
                  }}
                />
              ) : (
                <DicePad
                  pending={st.pending}
                  onSend={(f) => {
                    pb.skip();
                    client.current?.dice(f);
                  }}
                />
              ))}
            <RefusalBanner refusal={st.refused} onClose={() => client.current?.dismiss()} />
            {playing && summary && (
              <p className="small-print final-note" data-testid="final-note">
                {summary.casual === true ? t('play.casualUndo') : t('play.final')}
              </p>
            )}
            <RefusalBanner refusal={botRefusal} onClose={() => setBotRefusal(null)} />
            {canUndo && (
              <div className="buttons">
                <button
                  type="button"
                  className="small"
                  onClick={() => client.current?.undo()}
                  data-testid="undo"
                >
                  {t('table.undo')}
                </button>
              </div>
            )}
            {st.pending?.kind === 'over' && (
              <p>
                <a href={`/replay/${encodeURIComponent(id)}`}>{t('table.replay')}</a> ·{' '}
                <button
                  type="button"
                  className="link"
                  data-testid="download-record"
                  onClick={() =>
                    void downloadRecord(id, seatToken).catch((e: unknown) =>
                      setBotRefusal(e instanceof ApiError ? e.refusal : null),
                    )
                  }
                >
                  {t('table.record')}
                </button>
              </p>
            )}
          </section>
          {st.pending !== null && st.pending.kind !== 'over' && !st.expired && (
            <WhatIfPanel
              game={game}
              view={st.view}
              seat={me}
              pending={st.pending}
              inputs={st.inputs}
              legal={st.legal}
              previews={st.previews}
              state={st.whatIf}
              onAsk={(input, policy) => client.current?.whatIf(input, policy)}
            />
          )}
        </div>
        <div className="board-col" onClickCapture={() => pb.skip()}>
          <EventBanner game={game} events={played} history={pb.history} names={logNames} />
          {view?.game === 'piss-squig' && (
            <>
              <PissSquigBoard
                view={view as PSView}
                legal={st.legal as PSAction[]}
                previews={st.previews}
                onAct={act}
                positions={positions}
                slide={pb.speed !== 'instant'}
              />
              <PostMatch match={id} view={view as PSView} deciding={postMatchDecider(view as PSView)} />
            </>
          )}
          {view?.game === 'pillards' && (
            <PillardsTable
              view={view as PilView}
              legal={st.legal as PilAction[]}
              seat={me}
              onAct={act}
              previews={st.previews}
              events={st.events}
              sent={me !== null && st.ordered.includes(me)}
              onWithdraw={() => client.current?.withdraw()}
              playback={{ shown: pb.shown, current: pb.current }}
            />
          )}
          {/* OSOI's view has no `game` field: its shape says it (osoiTable.ts). */}
          {isOsoiView(view) && <OsoiTable view={view} legal={st.legal} seat={me} onAct={act} />}
          {view?.game === 'spark-ball' && (
            <SparkBallTable
              view={view as SBView}
              legal={st.legal}
              previews={st.previews}
              preview={st.preview}
              onPreview={(input) => client.current?.preview(input)}
              seat={me}
              onAct={act}
            />
          )}
        </div>
        <aside className="side-col">
          {(st.role === 'player' || st.role === 'referee') && (
            <section className="panel table-settings" data-testid="table-settings">
              <div className="buttons table-controls">
                {playing && seatToken && (
                  <button
                    type="button"
                    className="small"
                    data-testid="to-bot"
                    onClick={() => setConfirm({ kind: 'toBot' })}
                  >
                    {t('table.toBot')}
                  </button>
                )}
                {(st.role === 'player' || st.role === 'referee') && (
                  <button
                    type="button"
                    className="small"
                    aria-pressed={sound}
                    data-testid="sound"
                    onClick={() => {
                      setSound(!sound);
                      if (!sound) beep();
                    }}
                  >
                    {sound ? t('play.soundOn') : t('play.soundOff')}
                  </button>
                )}
                {(st.role === 'player' || st.role === 'referee') && canNotify && (
                  <button
                    type="button"
                    className="small"
                    aria-pressed={notify}
                    data-testid="notify"
                    onClick={() => {
                      if (notify) return setNotify(false);
                      // Permission is asked only here, when the player turns notifications on.
                      void Notification.requestPermission().then((p) => {
                        setNotifyDenied(p !== 'granted');
                        setNotify(p === 'granted');
                      });
                    }}
                  >
                    {notify ? t('play.notifyOn') : t('play.notifyOff')}
                  </button>
                )}
              </div>
              {notifyDenied && <p className="small-print">{t('play.notifyDenied')}</p>}
            </section>
          )}
          {view?.game === 'piss-squig' && <PissSquigSides view={placed(view as PSView, positions)} />}
          {view?.game === 'spark-ball' && <SparkBallSides view={view as SBView} seat={me} />}
          <GameLog game={game} events={played} names={logNames} />
        </aside>
      </main>
      {confirm?.kind === 'concede' && (
        <ConfirmDialog
          title={t('play.concedeTitle')}
          body={t('play.concedeBody')}
          yes={t('play.concedeYes')}
          no={t('play.concedeNo')}
          onNo={() => setConfirm(null)}
          onYes={() => {
            client.current?.act(confirm.action);
            setConfirm(null);
          }}
        />
      )}
      {confirm?.kind === 'toBot' && me !== null && seatToken && (
        <ConfirmDialog
          title={t('play.toBotTitle')}
          body={t('table.toBotConfirm')}
          yes={t('play.toBotYes')}
          no={t('play.cancel')}
          onNo={() => setConfirm(null)}
          onYes={() => {
            setConfirm(null);
            api.toBot(id, me, seatToken, toBotLevel ?? defaultLevel(levels)).then(
              () => undefined,
              (e: unknown) => setBotRefusal(e instanceof ApiError ? e.refusal : null),
            );
          }}
        >
          <label>
            {t('table.toBotLevel')}{' '}
            <select
              value={toBotLevel ?? defaultLevel(levels)}
              data-testid="to-bot-level"
              onChange={(e) => setToBotLevel(e.target.value as BotLevel)}
            >
              {levels.map((l) => (
                <option key={l} value={l}>
                  {botChoice(l, t, i18n.language)}
                </option>
              ))}
            </select>
          </label>
        </ConfirmDialog>
      )}
    </div>
  );
}
