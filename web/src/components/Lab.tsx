/**
 * The Lab page (`/lab`, `/lab?batch=<id>`): a signed-in account runs a batch of bot games over variants of a
 * game's options on the server (docs/protocol.md, "Lab batches"), follows it with a progress bar, an ETA and
 * plots that fill in as its games come back (polled every second), cancels it, downloads its files, and reopens
 * or reuses its past batches. Signed-out visitors get the explanation and the sign-in link.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInLink, useAccount } from '../account-api.ts';
import { api } from '../api.ts';
import { labApi, LIVE, type LabBatch, type LabBatchFull } from '../lab-api.ts';
import type { GameInfo, Refusal } from '../protocol.ts';
import '../lab.css';
import { Header, RefusalBanner, useLang } from './common.tsx';
import { LabPlots } from './LabPlots.tsx';
import { refusalOf } from './Leagues.tsx';

/** An option of the grid as typed: its name and its values `v1,v2`. */
interface Axis {
  key: string;
  values: string;
}

/** The games of the lab, in the lobby's order, each with a variant worth trying. */
const EXAMPLES: Record<string, Axis[]> = {
  'piss-squig': [{ key: 'armourTarget', values: '7,8' }],
  pillards: [{ key: 'startingCattle', values: '15,20' }],
  'spark-ball': [{ key: 'goalZone', values: '{"width":5},{"width":7}' }],
  osoi: [{ key: 'roundLimit', values: '4,6' }],
};
const GAMES = Object.keys(EXAMPLES);
const BOTS = ['random', 'greedy'] as const;

/** What the server allows (`GET /api/lab/limits`). */
interface Limits {
  gamesPerConfig: number;
  gamesPerBatch: number;
  configurations: number;
}
const DEFAULT_LIMITS: Limits = { gamesPerConfig: 2000, gamesPerBatch: 20000, configurations: 64 };

/** How many values `a,b,[1,2],{"x":1}` holds: commas outside brackets and quotes (as the server splits them). */
function countValues(text: string): number {
  if (text.trim() === '') return 0;
  let n = 1;
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' && text[i - 1] !== '\\') quoted = !quoted;
    else if (!quoted && (c === '[' || c === '{')) depth++;
    else if (!quoted && (c === ']' || c === '}')) depth--;
    else if (!quoted && depth === 0 && c === ',') n++;
  }
  return n;
}

/** A value as typed back into the form: strings bare, the rest as JSON. */
const typed = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** A number with the language's thousands separator. */
const num = (n: number, lang: string): string => n.toLocaleString(lang === 'en' ? 'en-GB' : 'fr-FR');

/** Seconds as `42 s`, `3 min 20 s`, `1 h 05 min`. */
function duration(s: number): string {
  const t = Math.max(0, Math.round(s));
  if (t < 60) return `${t} s`;
  if (t < 3600) return `${Math.floor(t / 60)} min ${String(t % 60).padStart(2, '0')} s`;
  return `${Math.floor(t / 3600)} h ${String(Math.floor((t % 3600) / 60)).padStart(2, '0')} min`;
}

/** The variants of a batch in a line: `armourTarget=7,8 · players=2,4`. */
function gridText(b: LabBatch): string {
  return b.spec.grid.map((a) => `${a.key}=${a.values.map(typed).join(',')}`).join(' · ');
}

function selectedFromUrl(): string | null {
  return new URLSearchParams(location.search).get('batch');
}

export function Lab() {
  const { t } = useTranslation();
  const lang = useLang();
  const account = useAccount();
  const [infos, setInfos] = useState<GameInfo[]>([]);
  const [limits, setLimits] = useState<Limits>(DEFAULT_LIMITS);
  const [game, setGame] = useState('piss-squig');
  const [axes, setAxes] = useState<Axis[]>(EXAMPLES['piss-squig']!);
  const [bots, setBots] = useState<string[]>(['random']);
  const [games, setGames] = useState(20);
  const [seed, setSeed] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [batches, setBatches] = useState<LabBatch[] | null>(null);
  const [selected, setSelected] = useState<string | null>(selectedFromUrl);
  const [current, setCurrent] = useState<LabBatchFull | null>(null);
  const [viewRefusal, setViewRefusal] = useState<Refusal | null>(null);
  const [poll, setPoll] = useState(0);
  const view = useRef<HTMLElement>(null);

  useEffect(() => {
    api.games().then(setInfos, () => setInfos([]));
    fetch('/api/lab/limits')
      .then((r) => (r.ok ? (r.json() as Promise<Limits>) : DEFAULT_LIMITS))
      .then(setLimits, () => undefined);
  }, []);

  const refreshList = useCallback(() => {
    labApi.list().then(setBatches, (e: unknown) => setViewRefusal(refusalOf(e)));
  }, []);
  useEffect(() => {
    if (account) refreshList();
  }, [account, refreshList]);

  // The batch shown, polled every second while it is queued or running.
  useEffect(() => {
    if (!account || selected === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const b = await labApi.get(selected);
        if (!live) return;
        setCurrent(b);
        setViewRefusal(null);
        setBatches((list) => list?.map((x) => (x.id === b.id ? { ...x, ...b } : x)) ?? list);
        if (LIVE.includes(b.status)) timer = setTimeout(() => void tick(), 1000);
      } catch (e) {
        if (live) setViewRefusal(refusalOf(e));
      }
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [account, selected, poll]);

  const show = (id: string) => {
    history.replaceState(null, '', `/lab?batch=${encodeURIComponent(id)}`);
    setCurrent((c) => (c?.id === id ? c : null));
    setSelected(id);
    setPoll((n) => n + 1);
    setTimeout(() => view.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
  };

  const chooseGame = (g: string) => {
    setGame(g);
    setAxes(EXAMPLES[g] ?? []);
  };

  const reuse = (b: LabBatch) => {
    setGame(b.spec.game);
    setAxes(b.spec.grid.map((a) => ({ key: a.key, values: a.values.map(typed).join(',') })));
    setBots(b.spec.bots.filter((x) => (BOTS as readonly string[]).includes(x)));
    setGames(b.spec.games);
    setSeed(b.spec.seed);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const run = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const b = await labApi.run({
        game,
        grid: axes
          .filter((a) => a.key.trim() !== '' || a.values.trim() !== '')
          .map((a) => `${a.key.trim()}=${a.values.trim()}`),
        bots,
        games,
        ...(seed.trim() === '' ? {} : { seed: seed.trim() }),
      });
      refreshList();
      show(b.id);
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (id: string) => {
    try {
      await labApi.cancel(id);
    } catch (e) {
      setViewRefusal(refusalOf(e));
    }
    setPoll((n) => n + 1);
    refreshList();
  };

  const remove = async (id: string) => {
    try {
      await labApi.remove(id);
      if (selected === id) {
        setSelected(null);
        setCurrent(null);
        history.replaceState(null, '', '/lab');
      }
    } catch (e) {
      setViewRefusal(refusalOf(e));
    }
    refreshList();
  };

  const info = infos.find((g) => g.id === game);
  const gameName = (id: string): string => infos.find((g) => g.id === id)?.name ?? id;
  const configs = axes.reduce(
    (n, a) => (a.key.trim() === '' ? n : n * Math.max(1, countValues(a.values))),
    1,
  );

  return (
    <div className="page">
      <Header>
        <span className="tagline">{t('lab.title')}</span>
      </Header>
      <main className="lab" data-testid="lab">
        <p className="lab-intro">{t('lab.intro')}</p>
        {account === undefined ? (
          <p>{t('lab.loading')}</p>
        ) : account === null ? (
          <section className="panel" data-testid="lab-signed-out">
            <p>{t('lab.signedOut')}</p>
            <p>
              <a href={signInLink()} data-testid="lab-signin">
                {t('lab.signIn')}
              </a>
            </p>
            <p className="small-print">
              {t('lab.limits', {
                perConfig: num(limits.gamesPerConfig, lang),
                perBatch: num(limits.gamesPerBatch, lang),
                configs: limits.configurations,
              })}
            </p>
          </section>
        ) : (
          <div className="lab-grid">
            <form
              className="panel lab-form"
              data-testid="lab-form"
              onSubmit={(e) => {
                e.preventDefault();
                void run();
              }}
            >
              <h2>{t('lab.form')}</h2>
              <label>
                {t('lab.game')}{' '}
                <select value={game} data-testid="lab-game" onChange={(e) => chooseGame(e.target.value)}>
                  {GAMES.map((g) => (
                    <option key={g} value={g}>
                      {gameName(g)}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset>
                <legend>{t('lab.variants')}</legend>
                <p className="small-print">{t('lab.variantsHelp')}</p>
                {axes.length === 0 && <p className="small-print">{t('lab.noVariant')}</p>}
                <datalist id="lab-option-keys">
                  {Object.keys(info?.options ?? {}).map((k) => (
                    <option key={k} value={k} />
                  ))}
                </datalist>
                {axes.map((a, i) => {
                  const def = info?.options[a.key.trim()];
                  const set = (patch: Partial<Axis>) =>
                    setAxes(axes.map((x, j) => (j === i ? { ...x, ...patch } : x)));
                  return (
                    <div className="lab-axis" key={i} data-testid={`lab-axis-${i}`}>
                      <label>
                        {t('lab.option')}
                        <input
                          value={a.key}
                          list="lab-option-keys"
                          data-testid={`lab-key-${i}`}
                          onChange={(e) => set({ key: e.target.value })}
                        />
                      </label>
                      <label>
                        {t('lab.values')}
                        <input
                          value={a.values}
                          data-testid={`lab-values-${i}`}
                          placeholder="7,8"
                          onChange={(e) => set({ values: e.target.value })}
                        />
                      </label>
                      <button
                        type="button"
                        className="small"
                        onClick={() => setAxes(axes.filter((_, j) => j !== i))}
                      >
                        {t('lab.removeVariant')}
                      </button>
                      {def !== undefined && (
                        <span className="small-print lab-default">
                          {t('lab.defaultIs', { value: typed(def).slice(0, 60) })}
                        </span>
                      )}
                    </div>
                  );
                })}
                <div className="buttons">
                  <button
                    type="button"
                    className="small"
                    onClick={() => setAxes([...axes, { key: '', values: '' }])}
                  >
                    {t('lab.addVariant')}
                  </button>
                  <button
                    type="button"
                    className="small"
                    data-testid="lab-example"
                    onClick={() => setAxes(EXAMPLES[game] ?? [])}
                  >
                    {t('lab.example')}
                  </button>
                </div>
              </fieldset>
              <fieldset>
                <legend>{t('lab.bots')}</legend>
                {BOTS.map((b) => (
                  <label className="inline" key={b}>
                    <input
                      type="checkbox"
                      checked={bots.includes(b)}
                      data-testid={`lab-bot-${b}`}
                      onChange={(e) => setBots(e.target.checked ? [...bots, b] : bots.filter((x) => x !== b))}
                    />{' '}
                    {t(`lab.botNames.${b}`)}
                  </label>
                ))}
                <p className="small-print">{t('lab.searchNote')}</p>
              </fieldset>
              <div className="lab-numbers">
                <label>
                  {t('lab.games')}
                  <input
                    type="number"
                    min={1}
                    max={limits.gamesPerConfig}
                    value={games}
                    data-testid="lab-games"
                    onChange={(e) => setGames(Math.max(0, Math.floor(Number(e.target.value))))}
                  />
                </label>
                <label>
                  {t('lab.seed')}
                  <input
                    value={seed}
                    maxLength={64}
                    data-testid="lab-seed"
                    onChange={(e) => setSeed(e.target.value)}
                  />
                </label>
              </div>
              <p className="small-print">{t('lab.seedHelp')}</p>
              <p data-testid="lab-total">
                {t('lab.total', { configs, games: num(games, lang), total: num(configs * games, lang) })}
              </p>
              <p className="small-print">
                {t('lab.limits', {
                  perConfig: num(limits.gamesPerConfig, lang),
                  perBatch: num(limits.gamesPerBatch, lang),
                  configs: limits.configurations,
                })}
              </p>
              <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
              <div className="buttons">
                <button type="submit" disabled={busy || bots.length === 0} data-testid="lab-run">
                  {busy ? t('lab.sending') : t('lab.run')}
                </button>
              </div>
            </form>

            <section className="panel lab-view" ref={view} data-testid="lab-view" hidden={selected === null}>
              <RefusalBanner refusal={viewRefusal} onClose={() => setViewRefusal(null)} />
              {current !== null && (
                <BatchView
                  b={current}
                  gameName={gameName(current.game)}
                  onCancel={() => void cancel(current.id)}
                />
              )}
            </section>

            <section className="panel lab-past" data-testid="lab-past">
              <h2>{t('lab.past')}</h2>
              {batches === null ? (
                <p>{t('lab.loading')}</p>
              ) : batches.length === 0 ? (
                <p className="small-print">{t('lab.none')}</p>
              ) : (
                <ul className="lab-list">
                  {batches.map((b) => (
                    <li
                      key={b.id}
                      data-testid={`lab-batch-${b.id}`}
                      className={b.id === selected ? 'shown' : undefined}
                    >
                      <div>
                        <strong>{gameName(b.game)}</strong> {gridText(b) || t('lab.noVariant')}
                      </div>
                      <div className="small-print">
                        {t('lab.spec', {
                          bots: b.spec.bots.join(', '),
                          games: num(b.spec.games, lang),
                          seed: b.spec.seed,
                        })}
                      </div>
                      <div className="small-print">
                        <span className={`lab-status ${b.status}`}>{t(`lab.status.${b.status}`)}</span>{' '}
                        {t('lab.progress', { done: num(b.done, lang), total: num(b.total, lang) })} ·{' '}
                        {new Date(b.createdAt).toLocaleString(lang === 'en' ? 'en-GB' : 'fr-FR')}
                      </div>
                      <div className="buttons">
                        {b.id === selected ? (
                          <span className="small-print">{t('lab.shown')}</span>
                        ) : (
                          <button type="button" className="small" onClick={() => show(b.id)}>
                            {t('lab.open')}
                          </button>
                        )}
                        <button type="button" className="small" onClick={() => reuse(b)}>
                          {t('lab.reuse')}
                        </button>
                        {!LIVE.includes(b.status) && (
                          <button type="button" className="small danger" onClick={() => void remove(b.id)}>
                            {t('lab.delete')}
                          </button>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </main>
    </div>
  );
}

/** One batch: its parameters, status, progress and ETA, cancel, downloads and plots. */
function BatchView({ b, gameName, onCancel }: { b: LabBatchFull; gameName: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const live = LIVE.includes(b.status);
  const left = b.done > 0 && b.status === 'running' ? (b.seconds * (b.total - b.done)) / b.done : null;
  return (
    <div data-testid="lab-batch" data-status={b.status}>
      <h2>
        {gameName} — {gridText(b) || t('lab.noVariant')}{' '}
        <span className={`lab-status ${b.status}`} data-testid="lab-status">
          {t(`lab.status.${b.status}`)}
        </span>
      </h2>
      <p className="small-print">
        {t('lab.spec', { bots: b.spec.bots.join(', '), games: num(b.spec.games, lang), seed: b.spec.seed })}
      </p>
      {b.status === 'queued' && b.queuePosition != null && <p>{t('lab.queuedAt', { n: b.queuePosition })}</p>}
      <div className="lab-progress">
        <progress value={b.done} max={b.total} data-testid="lab-progress" />
        <span data-testid="lab-count">
          {t('lab.progress', { done: num(b.done, lang), total: num(b.total, lang) })}
          {left !== null && ` · ${t('lab.eta', { t: duration(left) })}`}
          {!live && b.done > 0 && ` · ${t('lab.took', { t: duration(b.seconds) })}`}
        </span>
        {live && (
          <button type="button" className="small danger" data-testid="lab-cancel" onClick={onCancel}>
            {t('lab.cancel')}
          </button>
        )}
      </div>
      {b.error && <RefusalBanner refusal={b.error} />}
      {b.done > 0 && (
        <p className="buttons lab-files">
          {t('lab.downloads')}
          <a href={labApi.file(b.id, 'matches.csv')} download data-testid="lab-matches-csv">
            {t('lab.matchesCsv')}
          </a>
          <a href={labApi.file(b.id, 'summary.csv')} download data-testid="lab-summary-csv">
            {t('lab.summaryCsv')}
          </a>
          <a
            href={labApi.file(b.id, `report.html?lang=${lang === 'en' ? 'en' : 'fr'}`)}
            target="_blank"
            rel="noopener"
            data-testid="lab-report"
          >
            {t('lab.report')}
          </a>
        </p>
      )}
      {b.result !== null && <LabPlots result={b.result} />}
    </div>
  );
}
