/**
 * A league's page (`/leagues/:id`): its owner and coaches, its standings (with each goblin's coach), and for
 * a signed-in coach: recruiting goblins, starting a league match (your goblins played by you or a bot,
 * other coaches' goblins on seats reserved to their coach), the seats reserved to you to claim or decline,
 * and for the owner inviting coaches. Anyone may read it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInLink, useAccount, type Account } from '../account-api.ts';
import { api, localLink, matchLink } from '../api.ts';
import {
  credits,
  gold,
  leagueApi,
  teamApi,
  type TeamSeatChoice,
  teamLink,
  type LeagueDetail,
  type LeagueSeat,
  type TeamStanding,
  type TeamSummary,
} from '../league-api.ts';
import type { Roster } from '../../../src/games/spark-ball/teams/types.ts';
import type { Created, Refusal } from '../protocol.ts';
import { Header, RefusalBanner, useLang } from './common.tsx';
import { CreatedPanel, type SeatChoice } from './Lobby.tsx';
import { leagueLink, refusalOf } from './Leagues.tsx';
import { TeamBuilder } from './TeamBuilder.tsx';
import { botChoice, defaultLevel, offeredLevels, type BotLevel } from '../botLevels.ts';

const MODES = ['ffa', 'doubles', 'four'] as const;
type Mode = (typeof MODES)[number];

function Standings({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const levels = new Map(league.goblins.map((g) => [g.id, g.level]));
  const busy = new Set(league.goblins.filter((g) => g.busy).map((g) => g.id));
  const coaches = new Map(league.goblins.map((g) => [g.id, g.coach?.name]));
  return (
    <section className="panel">
      <h2>{t('league.standings')}</h2>
      {league.standings.length === 0 ? (
        <p className="small-print">{t('league.newGoblin')}</p>
      ) : (
        <div className="table-scroll">
          <table className="standings" data-testid="standings">
            <thead>
              <tr>
                <th className="num">#</th>
                <th>{t('league.goblinCoach')}</th>
                <th className="num">
                  <span className="wide-only">{t('league.played')}</span>
                  <abbr className="narrow-only" title={t('league.played')}>
                    {t('league.playedShort')}
                  </abbr>
                </th>
                <th className="num">
                  <span className="wide-only">{t('league.wins')}</span>
                  <abbr className="narrow-only" title={t('league.wins')}>
                    {t('league.winsShort')}
                  </abbr>
                </th>
                <th className="num">
                  <span className="wide-only">{t('league.points')}</span>
                  <abbr className="narrow-only" title={t('league.points')}>
                    {t('league.pointsShort')}
                  </abbr>
                </th>
                <th className="num">{t('league.xp')}</th>
                <th className="wide-only">{t('league.level')}</th>
                <th className="num">{t('league.gold')}</th>
              </tr>
            </thead>
            <tbody>
              {league.standings.map((s) => {
                const level = levels.get(s.goblin);
                return (
                  <tr
                    key={s.goblin}
                    data-goblin={s.name}
                    className={s.status !== 'active' ? 'gone' : undefined}
                  >
                    <td className="num">{s.rank}</td>
                    <td>
                      <a href={leagueLink(league.id, s.goblin)}>{s.name}</a>
                      {s.status !== 'active' && (
                        <span className="small-print"> ({t(`league.statuses.${s.status}`)})</span>
                      )}
                      {busy.has(s.goblin) && <span className="small-print"> · {t('league.busy')}</span>}
                      {coaches.get(s.goblin) && (
                        <span className="small-print coach-line" data-testid="coach">
                          {coaches.get(s.goblin)}
                        </span>
                      )}
                    </td>

                    <td className="num">{s.played}</td>
                    <td className="num">{s.wins}</td>
                    <td className="num">{s.points}</td>
                    <td className="num" data-testid="xp">
                      {s.xp}
                    </td>
                    <td className="wide-only">{level ? level[lang] : s.level}</td>
                    <td className="num nowrap" data-testid="gold">
                      {gold(s.gold)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="small-print">{t('league.standingsRule')}</p>
    </section>
  );
}

function AddGoblin({ league, onAdded }: { league: string; onAdded: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const add = async () => {
    setRefusal(null);
    try {
      await leagueApi.addGoblin(league, name);
      setName('');
      onAdded();
    } catch (e) {
      setRefusal(refusalOf(e));
    }
  };
  return (
    <form
      className="panel"
      data-testid="goblin-form"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <h2>{t('league.addGoblin')}</h2>
      <label>
        {t('league.goblinName')}{' '}
        <input
          value={name}
          maxLength={40}
          required
          data-testid="goblin-name"
          onChange={(e) => setName(e.target.value)}
        />
      </label>{' '}
      <button type="submit" data-testid="goblin-add">
        {t('league.add')}
      </button>
      <p className="small-print">{t('league.newGoblin')}</p>
      <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
    </form>
  );
}

/** The owner and the coaches, and for the owner a form to invite a coach by account name. */
function Coaches({
  league,
  owner,
  onInvited,
}: {
  league: LeagueDetail;
  owner: boolean;
  onInvited: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const invite = async () => {
    setRefusal(null);
    setDone(null);
    try {
      const a = await leagueApi.invite(league.id, name);
      setName('');
      setDone(t('league.invited', { name: a.name }));
      onInvited();
    } catch (e) {
      setRefusal(refusalOf(e));
    }
  };
  return (
    <section className="panel" data-testid="coaches">
      {league.owner ? (
        <p data-testid="owner">{t('league.owner', { name: league.owner.name })}</p>
      ) : (
        <p data-testid="read-only">{t('league.readOnly')}</p>
      )}
      {league.members.length > 0 && (
        <p>{t('league.coaches', { names: league.members.map((m) => m.name).join(', ') })}</p>
      )}
      {owner && (
        <form
          data-testid="invite-form"
          onSubmit={(e) => {
            e.preventDefault();
            void invite();
          }}
        >
          <h2>{t('league.invite')}</h2>
          <p className="small-print">
            {t(league.game === 'spark-ball' ? 'sbLeague.inviteHelp' : 'league.inviteHelp')}
          </p>
          <label>
            {t('league.inviteName')}{' '}
            <input
              value={name}
              maxLength={40}
              required
              data-testid="invite-name"
              onChange={(e) => setName(e.target.value)}
            />
          </label>{' '}
          <button type="submit" data-testid="invite">
            {t('league.inviteSubmit')}
          </button>
          {done && <p className="small-print">{done}</p>}
          <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
        </form>
      )}
    </section>
  );
}

/** The seats reserved to the signed-in coach in this league's matches: claim (and play) or decline. */
function Claims({ league, me, onChange }: { league: LeagueDetail; me: Account; onChange: () => void }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const names = new Map(league.goblins.map((g) => [g.id, g.name]));
  const mine = league.matches.flatMap((m) =>
    m.waiting.filter((w) => w.coach?.id === me.id).map((w) => ({ match: m.id, ...w })),
  );
  if (mine.length === 0) return null;
  const act = async (match: string, seat: number, claim: boolean) => {
    setRefusal(null);
    try {
      if (claim) {
        const r = await leagueApi.claim(league.id, match, seat);
        location.href = localLink(r.link);
      } else {
        await leagueApi.decline(league.id, match, seat);
        onChange();
      }
    } catch (e) {
      setRefusal(refusalOf(e));
    }
  };
  return (
    <section className="panel" data-testid="claims">
      <h2>{t('league.toClaim')}</h2>
      <ul className="claims">
        {mine.map((w) => (
          <li key={`${w.match}/${w.seat}`}>
            {t('league.toClaimLine', {
              id: w.match,
              seat: w.seat,
              goblins: w.goblins.map((g) => names.get(g) ?? g).join(' & '),
            })}
            <div className="buttons">
              <button type="button" data-testid="claim" onClick={() => void act(w.match, w.seat, true)}>
                {t('league.claim')}
              </button>
              <button
                type="button"
                className="small"
                data-testid="decline"
                onClick={() => void act(w.match, w.seat, false)}
              >
                {t('league.decline')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
    </section>
  );
}

function StartMatch({
  league,
  me,
  onStarted,
}: {
  league: LeagueDetail;
  me: Account;
  onStarted: (c: Created) => void;
}) {
  const { t, i18n } = useTranslation();
  const [levels, setLevels] = useState<BotLevel[]>(['random']);
  const [picks, setPicks] = useState<Record<string, SeatChoice>>({});
  const [maxRounds, setMaxRounds] = useState(40);
  const [mode, setMode] = useState<Mode>('ffa');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.games().then(
      (games) => {
        setLevels(offeredLevels(games.find((g) => g.id === 'piss-squig')?.bots));
      },
      () => undefined,
    );
  }, []);
  // Your goblins first, then the other coaches' (whose seats are reserved to them), so pairs form per coach.
  const isMine = (g: { coach: { id: string } | null }) => g.coach?.id === me.id;
  const free = league.goblins
    .filter((g) => g.status === 'active' && g.busy === null)
    .sort(
      (a, b) =>
        Number(isMine(b)) - Number(isMine(a)) || (a.coach?.name ?? '').localeCompare(b.coach?.name ?? ''),
    );
  const coachName = new Map(free.map((g) => [g.id, g.coach?.name ?? '?']));
  const mineIds = new Set(free.filter(isMine).map((g) => g.id));
  const picked = free.filter((g) => picks[g.id] !== undefined);
  // Doubles and four-player: ticked goblins pair up in list order, two per seat; a seat is played as its
  // first goblin says.
  const per = mode === 'ffa' ? 1 : 2;
  const seatOf = new Map(picked.map((g, i) => [g.id, Math.floor(i / per)]));
  const leads = new Set(picked.filter((_, i) => i % per === 0).map((g) => g.id));
  const toggle = (id: string, on: boolean) => {
    const next = { ...picks };
    const mineYet = picked.some((g) => mineIds.has(g.id));
    if (on && !mineIds.has(id)) next[id] = 'open';
    else if (on) next[id] = mineYet ? defaultLevel(levels) : 'human';
    else delete next[id];
    setPicks(next);
  };
  const start = async () => {
    setRefusal(null);
    if (picked.length < 2) {
      setRefusal({ code: 'league.seats', message: t('league.needTwo'), en: t('league.needTwo') });
      return;
    }
    setBusy(true);
    const seats: LeagueSeat[] = [];
    for (let i = 0; i < picked.length; i += per) {
      const goblins = picked.slice(i, i + per).map((g) => g.id);
      const k = picks[goblins[0]!]!;
      seats.push(k === 'human' || k === 'open' ? { goblins, kind: k } : { goblins, kind: 'bot', level: k });
    }
    try {
      onStarted(await leagueApi.start(league.id, { seats, options: { maxRounds, mode } }));
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="panel"
      data-testid="start-form"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <h2>{t('league.start')}</h2>
      <p className="small-print">{t('league.startHelp')}</p>
      {free.some((g) => !mineIds.has(g.id)) && <p className="small-print">{t('league.reservedHelp')}</p>}
      <ul className="picks">
        {free.map((g) => (
          <li key={g.id} data-goblin={g.name} data-mine={mineIds.has(g.id) ? 'yes' : 'no'}>
            <label className="inline">
              <input
                type="checkbox"
                checked={picks[g.id] !== undefined}
                onChange={(e) => toggle(g.id, e.target.checked)}
              />{' '}
              {g.name}
              {!mineIds.has(g.id) && (
                <span className="small-print"> ({t('league.coachOf', { name: coachName.get(g.id) })})</span>
              )}
            </label>
            {seatOf.has(g.id) && (
              <span className="small-print">{t('lobby.seat', { n: seatOf.get(g.id) })}</span>
            )}
            {leads.has(g.id) && !mineIds.has(g.id) && (
              <span className="small-print" data-testid="reserved">
                {t('league.reservedTo', { name: coachName.get(g.id) })}
              </span>
            )}
            {leads.has(g.id) && mineIds.has(g.id) && (
              <select
                value={picks[g.id]}
                aria-label={t('league.seatKind')}
                onChange={(e) => setPicks({ ...picks, [g.id]: e.target.value as SeatChoice })}
              >
                <option value="human">{t('lobby.human')}</option>
                <option value="open">{t('lobby.openSeat')}</option>
                {levels.map((l) => (
                  <option key={l} value={l}>
                    {botChoice(l, t, i18n.language)}
                  </option>
                ))}
              </select>
            )}
          </li>
        ))}
      </ul>
      <label>
        {t('league.mode')}{' '}
        <select value={mode} data-testid="mode" onChange={(e) => setMode(e.target.value as Mode)}>
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t(`league.modes.${m}`)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('league.maxRounds')}{' '}
        <input
          type="number"
          className="count"
          min={5}
          max={200}
          value={maxRounds}
          data-testid="max-rounds"
          onChange={(e) => setMaxRounds(Number(e.target.value) || 40)}
        />
      </label>
      <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
      <div className="buttons">
        <button type="submit" disabled={busy} data-testid="start">
          {t('league.startSubmit')}
        </button>
      </div>
    </form>
  );
}

function Matches({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation();
  if (league.matches.length === 0) return null;
  return (
    <section className="panel" data-testid="league-matches">
      <h2>{t('league.matches')}</h2>
      <ul className="matches">
        {league.matches.map((m) => (
          <li key={m.id}>
            <code>{m.id}</code> {t(`league.matchStatus.${m.status}`)}
            {m.declined && ` · ${t('league.declined')}`}
            {m.status === 'finished' &&
              !m.declined &&
              ` · ${m.applied ? t('league.applied') : t('league.reportPending')}`}
            {m.waiting.map((w) => (
              <span key={w.seat} className="small-print">
                {' · '}
                {t('league.waitingFor', { name: w.coach?.name ?? '?', seat: w.seat })}
              </span>
            ))}{' '}
            <span className="small-print">{m.goblins.map((g) => `${g.seat}: ${g.name}`).join(' · ')}</span>
            <div className="buttons">
              <a href={matchLink(m.id)}>{t('league.watch')}</a>
              {m.status === 'finished' && (
                <a href={`/replay/${encodeURIComponent(m.id)}`}>{t('league.replay')}</a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function League({ id }: { id: string }) {
  const { t } = useTranslation();
  const [league, setLeague] = useState<LeagueDetail | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [started, setStarted] = useState<Created | null>(null);
  const account = useAccount();
  const load = useCallback(() => {
    leagueApi.get(id).then(
      (l) => (setLeague(l), setRefusal(null)),
      (e: unknown) => setRefusal(refusalOf(e)),
    );
  }, [id]);
  useEffect(load, [load]);
  const member = !!account && !!league?.members.some((m) => m.id === account.id);
  // A league whose pieces are teams (Spark Ball): standings, team builder and match start of its own.
  const teams = league?.game === 'spark-ball';
  const onStarted = (c: Created) => {
    const humans = c.seats.filter((s) => s.token);
    // One person at the table: straight to their seat; else the links to hand out.
    if (humans.length === 1) {
      const s = humans[0]!;
      location.href = s.link ? localLink(s.link) : matchLink(c.id, s.token);
      return;
    }
    if (humans.length === 0) {
      location.href = localLink(c.spectate);
      return;
    }
    setStarted(c);
    load();
  };
  return (
    <div className="page">
      <Header>
        <a href="/leagues" className="tagline">
          {t('league.back')}
        </a>
      </Header>
      <RefusalBanner refusal={refusal} />
      {league && (
        <main className="lobby">
          <div>
            <h1 className="league-name" data-testid="league-title">
              {league.name}
            </h1>
            {account && member && <Claims league={league} me={account} onChange={load} />}
            <Coaches league={league} owner={!!account && league.owner?.id === account.id} onInvited={load} />
            {teams ? <TeamStandings league={league} /> : <Standings league={league} />}
            {member && !teams && <AddGoblin league={league.id} onAdded={load} />}
            {member && teams && <NewTeam league={league.id} onAdded={load} />}
            {account === null && league.owner && (
              <p className="panel">
                <a href={signInLink()}>{t('account.toRecruit')}</a>
              </p>
            )}
          </div>
          <div>
            {account === null && league.owner && (
              <p className="panel" data-testid="signin-needed">
                <a href={signInLink()}>{t('account.toPlay')}</a>
              </p>
            )}
            {account && !member && league.owner && (
              <p className="panel" data-testid="not-member">
                {t('league.notMember', { owner: league.owner.name })}
              </p>
            )}
            {started && <CreatedPanel c={started} title={t('league.started', { id: started.id })} names />}
            {account && member && !teams && <StartMatch league={league} me={account} onStarted={onStarted} />}
            {account && member && teams && (
              <StartTeamMatch league={league} me={account} onStarted={onStarted} />
            )}
            <div className="buttons">
              <button type="button" className="small" onClick={load}>
                {t('league.refresh')}
              </button>
            </div>
            <Matches league={league} />
          </div>
        </main>
      )}
      {!league && !refusal && <p>{t('league.loading')}</p>}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Spark Ball leagues: teams built with the team builder, their standings, and a match between two teams.

/** A Spark Ball league's teams as the detail lists them (its `goblins`, docs/protocol.md "Pieces"). */
const teamsOf = (league: LeagueDetail): TeamSummary[] => league.goblins as unknown as TeamSummary[];

function TeamStandings({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const byId = new Map(teamsOf(league).map((x) => [x.id, x]));
  const standings = league.standings as unknown as TeamStanding[];
  return (
    <section className="panel">
      <h2>{t('league.standings')}</h2>
      {standings.length === 0 ? (
        <p className="small-print">{t('sbLeague.noTeam')}</p>
      ) : (
        <div className="table-scroll">
          <table className="standings" data-testid="team-standings">
            <thead>
              <tr>
                <th className="num">#</th>
                <th>{t('sbLeague.teamCoach')}</th>
                <th className="num">{t('league.playedShort')}</th>
                <th className="num">{t('sbLeague.wonShort')}</th>
                <th className="num wide-only">{t('sbLeague.drawnShort')}</th>
                <th className="num wide-only">{t('sbLeague.lostShort')}</th>
                <th className="num wide-only">{t('sbLeague.goals')}</th>
                <th className="num">{t('sbLeague.pointsShort')}</th>
              </tr>
            </thead>
            <tbody>
              {standings.map((s) => {
                const team = byId.get(s.team);
                return (
                  <tr key={s.team} data-team={s.name} className={s.status !== 'active' ? 'gone' : undefined}>
                    <td className="num">{s.rank}</td>
                    <td>
                      <a href={teamLink(league.id, s.team)}>{s.name}</a>
                      {s.status !== 'active' && (
                        <span className="small-print"> ({t(`league.statuses.${s.status}`)})</span>
                      )}
                      {team?.busy && <span className="small-print"> · {t('league.busy')}</span>}
                      {team && (
                        <span className="small-print coach-line" data-testid="coach">
                          {team.coach?.name ?? '—'} · {team.template[lang]}
                        </span>
                      )}
                      {team && (
                        <span className="small-print team-line">
                          {t('sbLeague.teamLine', {
                            players: team.playerCount,
                            rerolls: team.rerolls,
                            treasury: credits(team.treasury),
                          })}
                          {team.injured > 0 ? ` · ${t('sbLeague.injured', { count: team.injured })}` : ''}
                        </span>
                      )}
                    </td>
                    <td className="num">{s.played}</td>
                    <td className="num">{s.won}</td>
                    <td className="num wide-only">{s.drawn}</td>
                    <td className="num wide-only">{s.lost}</td>
                    <td className="num nowrap wide-only">
                      {s.goalsFor}–{s.goalsAgainst}
                    </td>
                    <td className="num">
                      <strong>{s.points}</strong>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="small-print">{t('sbLeague.standingsRule')}</p>
    </section>
  );
}

/** The team builder of a Spark Ball league: the team is saved in the league, then its sheet opens. */
function NewTeam({ league, onAdded }: { league: string; onAdded: () => void }) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const save = async (name: string, roster: Roster) => {
    setRefusal(null);
    try {
      const made = await teamApi.create(league, { ...roster, name });
      onAdded();
      location.href = teamLink(league, made.id);
    } catch (e) {
      setRefusal(refusalOf(e));
    }
  };
  return (
    <TeamBuilder
      onSave={(name, roster) => void save(name, roster)}
      refusal={refusal}
      onCloseRefusal={() => setRefusal(null)}
    />
  );
}

/** Who plays one of your teams: you, a bot of a level (the server's bot worker), or you later (open). */
type TeamSeat = SeatChoice;

/** A league match between two active teams: Home (seat 0) and Away (seat 1); another coach's team waits for them. */
function StartTeamMatch({
  league,
  me,
  onStarted,
}: {
  league: LeagueDetail;
  me: Account;
  onStarted: (c: Created) => void;
}) {
  const { t, i18n } = useTranslation();
  const free = teamsOf(league).filter((x) => x.status === 'active' && x.busy === null);
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [kinds, setKinds] = useState<[TeamSeat, TeamSeat]>(['human', 'human']);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [levels, setLevels] = useState<BotLevel[]>(['random']);
  useEffect(() => {
    api.games().then(
      (games) => {
        setLevels(offeredLevels(games.find((g) => g.id === 'spark-ball')?.bots));
      },
      () => undefined,
    );
  }, []);
  const mine = (id: string) => free.find((x) => x.id === id)?.coach?.id === me.id;
  const start = async () => {
    setRefusal(null);
    if (home === '' || away === '' || home === away) {
      setRefusal({ code: 'league.seats', message: t('sbLeague.needTwo'), en: t('sbLeague.needTwo') });
      return;
    }
    setBusy(true);
    try {
      const seats = [home, away].map((id, i): TeamSeatChoice => {
        const k = mine(id) ? kinds[i]! : 'open';
        return k === 'human' || k === 'open'
          ? { pieces: [id], kind: k }
          : { pieces: [id], kind: 'bot', level: k };
      });
      onStarted(await teamApi.start(league.id, seats));
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setBusy(false);
    }
  };
  const side = (i: 0 | 1, value: string, set: (v: string) => void) => (
    <label key={i}>
      {t(i === 0 ? 'sbLeague.home' : 'sbLeague.away')}{' '}
      <select
        value={value}
        data-testid={i === 0 ? 'home-team' : 'away-team'}
        onChange={(e) => set(e.target.value)}
      >
        <option value="">—</option>
        {free.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
            {x.coach && x.coach.id !== me.id ? ` (${t('league.coachOf', { name: x.coach.name })})` : ''}
          </option>
        ))}
      </select>{' '}
      {value !== '' && mine(value) ? (
        <select
          value={kinds[i]}
          aria-label={t('league.seatKind')}
          onChange={(e) => {
            const next: [TeamSeat, TeamSeat] = [...kinds];
            next[i] = e.target.value as TeamSeat;
            setKinds(next);
          }}
        >
          <option value="human">{t('lobby.human')}</option>
          <option value="open">{t('lobby.openSeat')}</option>
          {levels.map((l) => (
            <option key={l} value={l}>
              {botChoice(l, t, i18n.language)}
            </option>
          ))}
        </select>
      ) : value !== '' ? (
        <span className="small-print">
          {t('league.reservedTo', { name: free.find((x) => x.id === value)?.coach?.name ?? '?' })}
        </span>
      ) : null}
    </label>
  );
  return (
    <form
      className="panel"
      data-testid="team-start-form"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <h2>{t('league.start')}</h2>
      <p className="small-print">{t('sbLeague.startHelp')}</p>
      <p className="small-print">{t('sbHire.botHelp')}</p>
      <div className="team-sides">
        {side(0, home, setHome)}
        {side(1, away, setAway)}
      </div>
      <RefusalBanner refusal={refusal} onClose={() => setRefusal(null)} />
      <div className="buttons">
        <button type="submit" disabled={busy} data-testid="team-start">
          {t('league.startSubmit')}
        </button>
      </div>
    </form>
  );
}
