/**
 * The lobby: create a match (game, players, options, seats, dice), the open matches to join, the matches in
 * progress to watch, and recently finished ones to watch or replay.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, localLink, matchLink } from '../api.ts';
import { defaultOptions, gameNames, optionSchemas, rules } from '../games.ts';
import type { Created, GameInfo, MatchSummary, Refusal } from '../protocol.ts';
import { seatName } from '../i18n.ts';
import { Header, RefusalBanner } from './common.tsx';
import { RulesLinks } from './RulesPage.tsx';
import { RULES_GAMES } from '../rules/load.ts';
import { PS_OWN_OPTIONS, PSModeFields, psOptionsToSend, psPlayerLimits } from './PSLobby.tsx';
import { SBQuickFields } from './SparkBallTable.tsx';
import { SCENARIOS } from '../../../src/games/osoi/scenarios.ts';
import { parseArmiesField, savedPicksBody, type OsoiSavedPicks } from '../osoiTable.ts';
import { armiesApi, mapsApi, type SavedArmyInfo, type SavedMapInfo } from '../osoiSaved.ts';
import { useAccount } from '../account-api.ts';
import {
  botChoice,
  defaultLevel,
  isBotLevel,
  isSearchLevel,
  offeredLevels,
  type BotLevel,
} from '../botLevels.ts';

/** Who plays a seat: a person now, a person later (open), or a bot of a level the game offers. */
export type SeatChoice = 'human' | 'open' | BotLevel;
type Dice = 'seeded' | 'referee' | 'players';

// zod 4 internals: `def.innerType` under a default, prefault or nullable, `shape` of an object, `options` of an
// enum, literal `values` in a union.
type Z = {
  def?: {
    type?: string;
    innerType?: Z;
    options?: Z[];
    values?: unknown[];
    entries?: Record<string, string>;
    shape?: Record<string, Z>;
  };
};

/** The schema of the option at `path` (nested keys of an object option), its wrappers removed. */
function schemaAt(game: string, path: readonly string[]): Z | undefined {
  const unwrap = (z: Z | undefined): Z | undefined => {
    while (z?.def?.innerType && ['default', 'prefault', 'nullable', 'optional'].includes(z.def.type ?? ''))
      z = z.def.innerType;
    return z;
  };
  let shape = (optionSchemas[game] as unknown as { shape?: Record<string, Z> } | undefined)?.shape;
  let z: Z | undefined;
  for (const key of path) {
    z = unwrap(shape?.[key]);
    shape = z?.def?.type === 'object' ? z.def.shape : undefined;
  }
  return z;
}

/** The fixed choices of an option, read from the game's zod schema (enums and literal unions). */
function choicesOf(game: string, path: readonly string[]): string[] | null {
  const z = schemaAt(game, path);
  if (!z?.def) return null;
  if (z.def.type === 'enum' && z.def.entries) return Object.values(z.def.entries);
  if (z.def.type === 'union' && z.def.options?.every((o) => o.def?.type === 'literal'))
    return z.def.options.flatMap((o) => (o.def?.values ?? []).map(String));
  return null;
}

/** A plain object of options (Spark Ball's `deploy`, `lineup`…), edited key by key. */
const isGroup = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function localGames(): GameInfo[] {
  return Object.values(rules).map((r) => ({
    id: r.id,
    name: gameNames[r.id] ?? r.id,
    players: r.players,
    options: defaultOptions(r.id),
  }));
}

function OptionInput({
  game,
  path,
  value,
  onChange,
}: {
  game: string;
  /** The option's key, then the nested keys of an object option. */
  path: readonly string[];
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const testId = `option-${path.join('.')}`;
  if (isGroup(value))
    return (
      <fieldset className="option-group" data-testid={testId}>
        {Object.entries(value).map(([k, v]) => (
          <label key={k}>
            <code>{k}</code>{' '}
            <OptionInput
              game={game}
              path={[...path, k]}
              value={v}
              onChange={(w) => onChange({ ...value, [k]: w })}
            />
          </label>
        ))}
      </fieldset>
    );
  const choices = choicesOf(game, path);
  if (typeof value === 'boolean')
    return (
      <input
        type="checkbox"
        checked={value}
        data-testid={testId}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  if (choices && (typeof value === 'string' || typeof value === 'number'))
    return (
      <select
        value={String(value)}
        data-testid={testId}
        onChange={(e) => {
          const v = e.target.value;
          onChange(typeof value === 'number' && /^\d+$/.test(v) ? Number(v) : v);
        }}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    );
  if (typeof value === 'number')
    return (
      <input
        type="number"
        value={value}
        data-testid={testId}
        onChange={(e) => onChange(Number(e.target.value))}
        className="count"
      />
    );
  return (
    <input
      value={typeof value === 'string' ? value : JSON.stringify(value)}
      data-testid={testId}
      onChange={(e) => {
        try {
          onChange(JSON.parse(e.target.value));
        } catch {
          onChange(e.target.value);
        }
      }}
    />
  );
}

/** OSOI options with fields of their own (the rest stay in the option list; the map is the default one). */
const OS_OWN_OPTIONS = [
  'scenario',
  'armies',
  'map',
  'budget',
  'roundLimit',
  'equipmentEnabled',
  'conditions',
];

/** A signed-in creator's saved lists (one per side) and battlefields, as selects. */
function OsoiSavedFields({
  picks,
  onPicks,
}: {
  picks: OsoiSavedPicks;
  onPicks: (p: OsoiSavedPicks) => void;
}) {
  const { t } = useTranslation();
  const account = useAccount();
  const [armies, setArmies] = useState<SavedArmyInfo[]>([]);
  const [maps, setMaps] = useState<SavedMapInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!account) return;
    let live = true;
    Promise.all([armiesApi.list(), mapsApi.list()]).then(
      ([a, m]) => {
        if (!live) return;
        setArmies(a);
        setMaps(m);
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [account]);
  if (!account) return null;
  if (error !== null)
    return (
      <p className="error" data-testid="os-saved-error">
        {t('ost.lobby.savedLoadError', { message: error })}
      </p>
    );
  return (
    <div className="os-lobby-saved" data-testid="os-saved">
      {([0, 1] as const).map((side) => (
        <label key={side}>
          {t('ost.lobby.savedArmy', { side: side === 0 ? 'A' : 'B' })}{' '}
          <select
            value={picks.armyIds[side] ?? ''}
            data-testid={`os-saved-army-${side}`}
            onChange={(e) => {
              const ids: [string | null, string | null] = [...picks.armyIds];
              ids[side] = e.target.value === '' ? null : e.target.value;
              onPicks({ ...picks, armyIds: ids });
            }}
          >
            <option value="">{t('ost.lobby.savedNone')}</option>
            {armies.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} · {a.cost}/{a.budget}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label>
        {t('ost.lobby.savedMap')}{' '}
        <select
          value={picks.mapId ?? ''}
          data-testid="os-saved-map"
          onChange={(e) => onPicks({ ...picks, mapId: e.target.value === '' ? null : e.target.value })}
        >
          <option value="">{t('ost.lobby.savedMapDefault')}</option>
          {maps.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} · {m.width} × {m.depth} m
            </option>
          ))}
        </select>{' '}
        <a href={localLink('/osoi/maps')} target="_blank" rel="noreferrer" data-testid="os-map-link">
          {t('ost.lobby.savedEditor')}
        </a>
      </label>
    </div>
  );
}

/** OSOI: the scenario by name, the budget and rounds, and the armies as the army builder's JSON. */
function OsoiFields({
  options,
  onOptions,
  picks,
  onPicks,
}: {
  options: Record<string, unknown>;
  onOptions: (o: Record<string, unknown>) => void;
  picks: OsoiSavedPicks;
  onPicks: (p: OsoiSavedPicks) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const [text, setText] = useState('');
  const parsed = parseArmiesField(text);
  const set = (k: string, v: unknown) => {
    const o = { ...options };
    if (v === undefined) delete o[k];
    else o[k] = v;
    onOptions(o);
  };
  return (
    <fieldset className="os-lobby" data-testid="os-lobby">
      <legend>{t('ost.lobby.title')}</legend>
      <label>
        {t('ost.lobby.scenario')}{' '}
        <select
          value={String(options.scenario ?? 'SC-1')}
          data-testid="os-scenario"
          onChange={(e) => set('scenario', e.target.value)}
        >
          {Object.values(SCENARIOS).map((sc) => (
            <option key={sc.id} value={sc.id}>
              {sc.id} — {sc[lang]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('ost.lobby.budget')}{' '}
        <input
          type="number"
          className="count"
          min={1}
          max={10000}
          value={Number(options.budget ?? 150)}
          data-testid="os-budget"
          onChange={(e) =>
            set('budget', Math.max(1, Math.min(10000, Math.round(Number(e.target.value)) || 150)))
          }
        />
      </label>
      <label>
        {t('ost.lobby.rounds')}{' '}
        <input
          type="number"
          className="count"
          min={1}
          max={50}
          value={Number(options.roundLimit ?? 6)}
          data-testid="os-rounds"
          onChange={(e) =>
            set('roundLimit', Math.max(1, Math.min(50, Math.round(Number(e.target.value)) || 6)))
          }
        />
      </label>
      <label className="os-lobby-armies">
        {t('ost.lobby.armies')}{' '}
        <a href={localLink('/osoi/army')} target="_blank" rel="noreferrer" data-testid="os-army-link">
          {t('ost.lobby.builder')}
        </a>
        <textarea
          rows={3}
          value={text}
          placeholder={t('ost.lobby.armiesHint')}
          data-testid="os-armies"
          onChange={(e) => {
            setText(e.target.value);
            const p = parseArmiesField(e.target.value);
            // Unreadable JSON is sent as it is: the server's refusal says what is wrong, never a silent default.
            set('armies', p.ok ? (p.value ?? undefined) : e.target.value);
          }}
        />
      </label>
      {!parsed.ok && (
        <p className="error" data-testid="os-armies-error">
          {parsed[lang]}
        </p>
      )}
      <OsoiSavedFields picks={picks} onPicks={onPicks} />
    </fieldset>
  );
}

function CreateForm({
  games,
  onCreated,
}: {
  games: GameInfo[];
  onCreated: (c: Created, game: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [gameId, setGameId] = useState(games[0]?.id ?? 'piss-squig');
  const game = games.find((g) => g.id === gameId) ?? games[0];
  const [players, setPlayers] = useState(2);
  const [seats, setSeats] = useState<SeatChoice[]>(['human', 'random']);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [osPicks, setOsPicks] = useState<OsoiSavedPicks>({ armyIds: [null, null], mapId: null });
  const [dice, setDice] = useState<Dice>('seeded');
  const [casual, setCasual] = useState(false);
  const [showOptions, setShowOptions] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  if (!game) return null;
  const isPS = game.id === 'piss-squig';
  const isSB = game.id === 'spark-ball';
  const isOS = game.id === 'osoi';
  // Spark Ball's rosters come from the quick-play choice (or a league), not from a text field.
  const hidden = new Set([
    'players',
    'humans',
    'maxPlayers',
    ...(isPS ? PS_OWN_OPTIONS : []),
    ...(isSB ? ['teams'] : []),
    ...(isOS ? OS_OWN_OPTIONS : []),
  ]);
  // Piss' Squig: the mode decides the seat counts (doubles 2–4 teams, four-player exactly 4).
  const limits = isPS ? psPlayerLimits(options.mode) : game.players;
  const optionKeys = Object.keys(game.options).filter((k) => !hidden.has(k));
  const levels = offeredLevels(game.bots);
  const setCount = (n: number) => {
    setPlayers(n);
    setSeats(Array.from({ length: n }, (_, i) => seats[i] ?? (i === 0 ? 'human' : defaultLevel(levels))));
  };
  const submit = async () => {
    setBusy(true);
    setRefusal(null);
    const opts: Record<string, unknown> = isPS ? psOptionsToSend(options, players) : { ...options };
    if ('players' in game.options) opts.players = players;
    if ('humans' in game.options)
      opts.humans = seats.flatMap((s, i) => (s === 'human' || s === 'open' ? [i] : []));
    if ('maxPlayers' in game.options && players > Number(game.options.maxPlayers)) opts.maxPlayers = players;
    try {
      const created = await api.create({
        game: game.id,
        options: opts,
        seats: seats.map((s) => (s === 'human' || s === 'open' ? { kind: s } : { kind: 'bot', level: s })),
        dice,
        casual,
        ...(isOS ? savedPicksBody(osPicks) : {}),
      });
      onCreated(created, game.id);
    } catch (e) {
      setRefusal(e instanceof ApiError ? e.refusal : { code: 'error', message: String(e), en: String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="panel create"
      data-testid="create-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>{t('lobby.create')}</h2>
      <label>
        {t('lobby.game')}{' '}
        <select
          value={game.id}
          data-testid="game"
          onChange={(e) => {
            setGameId(e.target.value);
            setOptions({});
            const g = games.find((x) => x.id === e.target.value);
            // A bot seat takes the new game's default level (greedy where it has one), or keeps a search
            // level the new game offers too.
            const offered = offeredLevels(g?.bots);
            const keep = (s: BotLevel) => isSearchLevel(s) && offered.includes(s);
            setSeats(seats.map((s) => (isBotLevel(s) && !keep(s) ? defaultLevel(offered) : s)));
            if (g && players > g.players.max) setCount(g.players.max);
          }}
        >
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {gameNames[g.id] ?? g.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('lobby.players')}{' '}
        <input
          type="number"
          min={limits.min}
          max={limits.max}
          value={players}
          data-testid="players"
          className="count"
          onChange={(e) => setCount(Math.min(limits.max, Math.max(limits.min, Number(e.target.value) || 2)))}
        />
      </label>
      {isPS && (
        <PSModeFields options={options} players={players} onOptions={setOptions} onPlayers={setCount} />
      )}
      {isSB && <SBQuickFields options={options} onOptions={setOptions} />}
      {isOS && <OsoiFields options={options} onOptions={setOptions} picks={osPicks} onPicks={setOsPicks} />}
      <fieldset>
        <legend>{t('lobby.seats')}</legend>
        {seats.map((s, i) => (
          <label key={i} className="seat-choice">
            {t('lobby.seat', { n: i })}{' '}
            <select
              value={s}
              data-testid={`seat-${i}`}
              onChange={(e) => setSeats(seats.map((x, j) => (j === i ? (e.target.value as SeatChoice) : x)))}
            >
              <option value="human">{t('lobby.human')}</option>
              <option value="open">{t('lobby.openSeat')}</option>
              {levels.map((l) => (
                <option key={l} value={l}>
                  {botChoice(l, t, i18n.language)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <label>
        {t('lobby.dice')}{' '}
        <select value={dice} onChange={(e) => setDice(e.target.value as Dice)} data-testid="dice">
          <option value="seeded">{t('lobby.diceSeeded')}</option>
          <option value="referee">{t('lobby.diceReferee')}</option>
          <option value="players">{t('lobby.dicePlayers')}</option>
        </select>
      </label>
      {isSB && (
        <label className="inline">
          <input
            type="checkbox"
            checked={(options.input as { tableMode?: unknown } | undefined)?.tableMode === true}
            onChange={(e) =>
              setOptions({
                ...options,
                input: { ...(options.input as object | undefined), tableMode: e.target.checked },
              })
            }
            data-testid="sb-table-mode"
          />{' '}
          {t('sbPad.tableMode')}
        </label>
      )}
      <label className="inline">
        <input type="checkbox" checked={casual} onChange={(e) => setCasual(e.target.checked)} />{' '}
        {t('lobby.casual')}
      </label>
      <details open={showOptions} onToggle={(e) => setShowOptions((e.target as HTMLDetailsElement).open)}>
        <summary>{t('lobby.options')}</summary>
        <div className="options">
          {optionKeys.map((k) => {
            const value = k in options ? options[k] : game.options[k];
            const input = (
              <OptionInput
                game={game.id}
                path={[k]}
                value={value}
                onChange={(v) => setOptions({ ...options, [k]: v })}
              />
            );
            // An object option is a group of labelled inputs, on a row of its own.
            return isGroup(value) ? (
              <div key={k} className="option-row">
                <code>{k}</code> {input}
              </div>
            ) : (
              <label key={k}>
                <code>{k}</code> {input}
              </label>
            );
          })}
        </div>
      </details>
      <RefusalBanner refusal={refusal} />
      <button type="submit" disabled={busy} data-testid="create">
        {t('lobby.submit')}
      </button>
    </form>
  );
}

/** Hot seat: one page playing every seat with a token in turn (`#token=A&token=B`, main.tsx). */
export function hotSeatLink(c: Created): string {
  const tokens = c.seats.flatMap((s) => (s.token ? [`token=${encodeURIComponent(s.token)}`] : []));
  return `/m/${encodeURIComponent(c.id)}#${tokens.join('&')}`;
}

/** The links of a new match, one per seat with a token (and the referee's); the league page shows it too. */
export function CreatedPanel({ c, title, names }: { c: Created; title?: string; names?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="panel created" data-testid="created">
      <h2>{title ?? t('lobby.created', { id: c.id })}</h2>
      <p className="small-print">{t('lobby.links')}</p>
      <ul className="links">
        {c.seats
          .filter((s) => s.token)
          .map((s) => {
            const href = s.link ? localLink(s.link) : matchLink(c.id, s.token);
            return (
              <li key={s.seat}>
                <a href={href} data-testid={`play-${s.seat}`}>
                  {t('lobby.play', { n: s.seat })}
                  {names && ` — ${s.name}`}
                </a>{' '}
                <code className="link">{location.origin + href}</code>
              </li>
            );
          })}
        {c.seats.filter((s) => s.token).length > 1 && (
          <li>
            <a href={hotSeatLink(c)} data-testid="hotseat">
              {t('sbt.hotSeat')}
            </a>
          </li>
        )}
        {c.referee && (
          <li>
            <a href={localLink(c.referee.link)} data-testid="referee">
              {t('lobby.refereeLink')}
            </a>{' '}
            <code className="link">{location.origin + localLink(c.referee.link)}</code>
          </li>
        )}
        <li>
          <a href={c.spectate ? localLink(c.spectate) : matchLink(c.id)}>{t('lobby.spectate')}</a>
        </li>
      </ul>
    </section>
  );
}

function MatchList({
  status,
  matches,
}: {
  status: 'open' | 'active' | 'finished' | 'expired';
  matches: MatchSummary[];
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const join = async (id: string, seat: number) => {
    try {
      const r = await api.join(id, seat, name.trim() || `Joueur ${seat + 1}`);
      location.href = r.link ? localLink(r.link) : matchLink(id, r.token);
    } catch (e) {
      if (e instanceof ApiError) setRefusal(e.refusal);
    }
  };
  return (
    <section className="panel" data-testid={`list-${status}`}>
      <h2>{t(`lobby.${status}`)}</h2>
      {status === 'open' && matches.length > 0 && (
        <label>
          {t('lobby.yourName')}{' '}
          <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
        </label>
      )}
      <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
      {matches.length === 0 ? (
        <p className="small-print">{t('lobby.none')}</p>
      ) : (
        <ul className="matches">
          {matches.map((m) => (
            <li key={m.id}>
              <strong>{gameNames[m.game] ?? m.game}</strong> <code>{m.id}</code>{' '}
              <span className="small-print">
                {m.seats
                  .map(
                    (s) =>
                      `${s.name && s.name !== `Joueur ${s.seat + 1}` ? s.name : seatName(s.seat)}${s.kind === 'human' ? ` (${s.claimed ? t('lobby.claimed') : t('lobby.free')})` : ''}`,
                  )
                  .join(' · ')}
              </span>
              <div className="buttons">
                {status === 'open' &&
                  m.seats
                    .filter((s) => !s.claimed && !s.kind.startsWith('bot'))
                    .map((s) => (
                      <button key={s.seat} type="button" onClick={() => void join(m.id, s.seat)}>
                        {t('lobby.join', { n: s.seat })}
                      </button>
                    ))}
                <a href={matchLink(m.id)}>{t('lobby.watch')}</a>
                {(status === 'finished' || status === 'expired') && (
                  <>
                    <a href={`/replay/${encodeURIComponent(m.id)}`}>{t('lobby.replay')}</a>
                    <a href={`/api/matches/${encodeURIComponent(m.id)}/record`} download={`${m.id}.json`}>
                      {t('lobby.record')}
                    </a>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Lobby() {
  const { t } = useTranslation();
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [lists, setLists] = useState<Record<'open' | 'active' | 'finished' | 'expired', MatchSummary[]>>({
    open: [],
    active: [],
    finished: [],
    expired: [],
  });
  const [created, setCreated] = useState<Created | null>(null);
  const [down, setDown] = useState(false);
  const refresh = useCallback(async () => {
    try {
      const [open, active, finished, expired] = await Promise.all([
        api.matches('open'),
        api.matches('active'),
        api.matches('finished'),
        api.matches('expired'),
      ]);
      setLists({ open, active, finished: finished.slice(0, 20), expired: expired.slice(0, 10) });
      setDown(false);
    } catch {
      setDown(true);
    }
  }, []);
  useEffect(() => {
    api.games().then(
      (g) =>
        setGames(
          g
            .filter((x) => x.id in rules)
            .map((x) => (Object.keys(x.options).length ? x : { ...x, options: defaultOptions(x.id) })),
        ),
      () => setGames(localGames()),
    );
    void refresh();
  }, [refresh]);
  return (
    <div className="page">
      <Header>
        <span className="tagline">{t('app.tagline')}</span>
      </Header>
      <main className="lobby">
        <div>
          {games ? (
            <CreateForm games={games} onCreated={(c) => (setCreated(c), void refresh())} />
          ) : (
            <p>{t('lobby.loading')}</p>
          )}
          {created && <CreatedPanel c={created} />}
        </div>
        <div>
          {down && <p className="refused">{t('lobby.serverDown')}</p>}
          <div className="buttons">
            <button type="button" onClick={() => void refresh()} className="small">
              {t('lobby.refresh')}
            </button>
            <a href="/replay">{t('lobby.uploadRecord')}</a>
            <a href="/leagues" data-testid="leagues-link">
              {t('league.leaguesLink')}
            </a>
            <a href="/lab" data-testid="lab-link">
              {t('lab.link')}
            </a>
          </div>
          <section className="panel rules-panel" data-testid="rules-panel">
            <h2>{t('rules.lobbyTitle')}</h2>
            <ul>
              {RULES_GAMES.map((g) => (
                <li key={g}>
                  <strong>{gameNames[g]}</strong> <RulesLinks game={g} />
                </li>
              ))}
            </ul>
          </section>
          <MatchList status="open" matches={lists.open} />
          <MatchList status="active" matches={lists.active} />
          <MatchList status="finished" matches={lists.finished} />
          {lists.expired.length > 0 && <MatchList status="expired" matches={lists.expired} />}
        </div>
      </main>
    </div>
  );
}
