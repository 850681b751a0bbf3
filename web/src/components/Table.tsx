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
import { gameNames } from '../games.ts';
import { api, ApiError, downloadRecord } from '../api.ts';
import type { MatchSummary, PendingWithOdds, Refusal } from '../protocol.ts';
import { initialTableState, MatchClient, type TableState } from '../ws.ts';
import { DicePad, GameLog, Header, LastRoll, PendingRoll, RefusalBanner } from './common.tsx';
import { PillardsTable } from './Pillards.tsx';
import { PissSquigBoard, PissSquigSides } from './PissSquig.tsx';
import { PostMatch } from './PostMatch.tsx';
import { postMatchDecider } from '../psOffers.ts';

/** Whose turn it is, or the result, in words. */
export function Status({
  pending,
  seat,
  ordered,
  deadline = null,
  expired = null,
}: {
  pending: PendingWithOdds | null;
  seat: number | null;
  ordered: number[];
  deadline?: number | null;
  expired?: { reason: 'open' | 'idle'; at: string } | null;
}) {
  const { t } = useTranslation();
  const left = useSecondsLeft(deadline);
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
          : t('table.waitingOrders', { seats: waiting.join(', ') });
      if (ordered.length) text += ` · ${t('table.ordered', { seats: ordered.join(', ') })}`;
      break;
    }
    case 'chance':
      text = t('table.roll');
      break;
    case 'over':
      text = `${t('table.over')} — ${t('table.winners', { seats: pending.outcome.winners.join(', ') })} · ${t('table.scores')} : ${pending.outcome.scores.join(' / ')}`;
      break;
  }
  if (left !== null) text += ` · ${t('table.deadline', { s: left })}`;
  return (
    <p className={`status${pending.kind === 'over' ? ' over' : ''}`} data-testid="status">
      {text}
    </p>
  );
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

export function Table({ id, token }: { id: string; token: string | undefined }) {
  const { t } = useTranslation();
  const [st, setSt] = useState<TableState>(initialTableState);
  const client = useRef<MatchClient | null>(null);
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  const [botRefusal, setBotRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    api.match(id).then(setSummary, () => setSummary(null));
  }, [id]);
  useEffect(() => {
    const c = new MatchClient(id, token, setSt);
    client.current = c;
    c.connect();
    return () => c.close();
  }, [id, token]);

  const view = st.view as (PSView | PilView | null) & { game?: string };
  const game = view?.game ?? '';
  const me = st.seat;
  const names = summary?.seats.map((x) => x.name);
  const act = (a: unknown) => client.current?.act(a);
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
  const canUndo = summary?.casual === true && st.role === 'player' && st.pending?.kind !== 'over';
  return (
    <div className="page">
      <Header>
        <span className="game-name">{gameNames[game] ?? ''}</span>{' '}
        <span className="conn">{st.connected ? t('table.connected') : t('table.connecting')}</span>
      </Header>
      <main className="table-layout">
        <div className="status-col">
          <section className="panel">
            <p className="role" data-testid="role">
              {role}
            </p>
            <Status
              pending={st.pending}
              seat={me}
              ordered={st.ordered}
              deadline={st.deadline}
              expired={st.expired}
            />
            <LastRoll game={game} events={st.events} />
            <PendingRoll game={game} pending={st.pending} />
            {showPad && <DicePad pending={st.pending} onSend={(f) => client.current?.dice(f)} />}
            <RefusalBanner refusal={st.refused} onClose={() => client.current?.dismiss()} />
            {st.role === 'player' && me !== null && token && st.pending && st.pending.kind !== 'over' && (
              <button
                type="button"
                className="small"
                data-testid="to-bot"
                onClick={() => {
                  if (!window.confirm(t('table.toBotConfirm'))) return;
                  api.toBot(id, me, token).then(
                    () => undefined,
                    (e: unknown) => setBotRefusal(e instanceof ApiError ? e.refusal : null),
                  );
                }}
              >
                {t('table.toBot')}
              </button>
            )}
            <RefusalBanner refusal={botRefusal} onClose={() => setBotRefusal(null)} />
            {canUndo && (
              <button
                type="button"
                className="small"
                onClick={() => client.current?.undo()}
                data-testid="undo"
              >
                {t('table.undo')}
              </button>
            )}
            {st.pending?.kind === 'over' && (
              <p>
                <a href={`/replay/${encodeURIComponent(id)}`}>{t('table.replay')}</a> ·{' '}
                <button
                  type="button"
                  className="link"
                  data-testid="download-record"
                  onClick={() =>
                    void downloadRecord(id, token).catch((e: unknown) =>
                      setBotRefusal(e instanceof ApiError ? e.refusal : null),
                    )
                  }
                >
                  {t('table.record')}
                </button>
              </p>
            )}
          </section>
        </div>
        <div className="board-col">
          {view?.game === 'piss-squig' && (
            <>
              <PissSquigBoard
                view={view as PSView}
                legal={st.legal as PSAction[]}
                previews={st.previews}
                onAct={act}
              />
              <PostMatch match={id} view={view as PSView} deciding={postMatchDecider(view as PSView)} />
            </>
          )}
          {view?.game === 'pillards' && (
            <PillardsTable
              names={names}
              view={view as PilView}
              legal={st.legal as PilAction[]}
              seat={me}
              onAct={act}
              sent={me !== null && st.ordered.includes(me)}
              onWithdraw={() => client.current?.withdraw()}
            />
          )}
        </div>
        <aside className="side-col">
          {view?.game === 'piss-squig' && <PissSquigSides view={view as PSView} names={names} />}
          <GameLog game={game} events={st.events} />
        </aside>
      </main>
    </div>
  );
}
