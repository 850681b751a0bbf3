/**
 * Leagues over real HTTP on loopback (SQLite, and PostgreSQL when DATABASE_URL is set): leagues, goblins,
 * standings, league matches and the post-match report applied once, also after a restart.
 *
 * These tests give the server a stand-in `careerReport` (scripted XP, gold, injuries and fates), so they
 * check the league plumbing whatever the dice; `career.ts` has its own rule tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRules } from '../engine/types.ts';
import { games } from '../games/registry.ts';
import { pissSquig } from '../games/piss-squig/index.ts';
import type { CareerReport, CareerReporter } from './leagues.ts';
import { buildServer, type Server } from './server.ts';
import type { Store } from './store/index.ts';
import { careerReport, type InjuryResult } from '../games/piss-squig/career.ts';
import { ENGINES, http, testServer, testStore } from './testing.ts';
import { Coach } from './testing-accounts.ts';

/** What the stand-in report does to each goblin of the next match, by goblin index. */
interface Script {
  ids: string[];
  fate?: Record<number, { injury: number; result: InjuryResult; status: CareerReport['status'] }>;
  throws?: boolean;
}

/** Piss' Squig whose setup ignores the career options (the stand-in report reads them from `script`). */
function leagueRules(): AnyRules {
  const strip = (o: unknown): unknown => {
    if (typeof o !== 'object' || o === null) return o;
    const { campaign: _c, goblins, ...rest } = o as Record<string, unknown>;
    void _c;
    return {
      ...rest,
      goblins: (goblins as { skills: string[] }[] | undefined)?.map((g) => ({ skills: g.skills })),
    };
  };
  return { ...pissSquig, setup: (o: unknown) => pissSquig.setup(strip(o)) } as AnyRules;
}

/** A stand-in report: 5 XP and 20 000 gold more to winners, 1 XP per validated point, 10 000 gold each. */
function reporter(script: { current: Script }): CareerReporter {
  return (state) => {
    const s = script.current;
    if (s.throws) throw new Error('report failed (test)');
    const p = pissSquig.pending(state as never);
    if (p.kind !== 'over') return null;
    const view = pissSquig.view(state as never, null);
    return s.ids.map((id, i) => {
      const side = view.goblins[i]!.side;
      const won = p.outcome.winners.includes(side);
      const xpGained = (won ? 5 : 0) + view.goblins[i]!.validated + 6;
      const goldGained = 10_000 + (won ? 20_000 : 0);
      const fate = s.fate?.[i];
      const dead = fate?.status === 'dead';
      return {
        id,
        name: `g${i}`,
        side,
        xpBefore: 0,
        xpGained,
        xp: xpGained,
        levelBefore: 0,
        level: 1,
        goldBefore: 0,
        goldGained,
        careCost: 0,
        gold: dead ? 0 : goldGained,
        injury: fate ? { roll: fate.injury, result: fate.result } : null,
        skillsGained: dead ? [] : ['squigador'],
        skills: dead ? [] : ['squigador'],
        status: fate?.status ?? 'active',
        awards: { preums: 0, plusJamais: 0, justeFaisLe: 0, jeTaurai: 0 },
      };
    });
  };
}

describe.each(ENGINES)('leagues over HTTP (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Server & { base: string };
  const script: { current: Script } = { current: { ids: [] } };

  async function start(): Promise<Server & { base: string }> {
    const s = await buildServer({
      store,
      games: { ...games, 'piss-squig': leagueRules() },
      careerReport: reporter(script),
      logger: false,
      webRoot: null,
    });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    return { ...s, base: `http://127.0.0.1:${port}` };
  }

  let owner: Coach;
  const get = (path: string) => http(server.base, 'GET', path);
  /** Changes are made by the signed-in owner of every league of these tests. */
  const post = (path: string, body: unknown) => owner.req(server.base, 'POST', path, body);

  /** Waits until `match` is finished (bots play it). */
  async function finished(match: string): Promise<void> {
    for (let i = 0; i < 600; i++) {
      if ((await get(`/api/matches/${match}`)).json.status === 'finished') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`match ${match} did not finish`);
  }

  async function league(name: string, goblins: string[]): Promise<{ id: string; goblins: string[] }> {
    const l = await post('/api/leagues', { name });
    expect(l.status).toBe(201);
    const ids: string[] = [];
    for (const g of goblins) {
      const r = await post(`/api/leagues/${l.json.id}/goblins`, { name: g });
      expect(r.status).toBe(201);
      ids.push(r.json.id);
    }
    return { id: l.json.id, goblins: ids };
  }

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await start();
    owner = await Coach.signUp(server.base, 'Patronne');
  });
  afterAll(async () => {
    await server.app.close();
    await dispose();
  });

  it('creates and lists leagues; refuses an empty name and unknown leagues', async () => {
    const created = await post('/api/leagues', { name: '  Ligue des Marais ' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Ligue des Marais' });
    expect(created.json.id).toMatch(/^[A-Za-z0-9_-]+$/);
    const list = await get('/api/leagues');
    expect(list.json.find((l: { id: string }) => l.id === created.json.id)).toMatchObject({
      name: 'Ligue des Marais',
      goblins: 0,
      matches: 0,
    });
    const empty = await post('/api/leagues', { name: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.json.code).toBe('invalid');
    expect(typeof empty.json.en).toBe('string');
    const missing = await get('/api/leagues/nope');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 'league.unknown', en: 'No league "nope".' });
    expect(missing.json.status).toBeUndefined();
  });

  it('PS-CAMP-10 adds goblins with 0 XP, 0 gold and no skill; names are unique in a league', async () => {
    const l = await league('Ligue du Gnak', []);
    const g = await post(`/api/leagues/${l.id}/goblins`, { name: 'Snotlik' });
    expect(g.status).toBe(201);
    expect(g.json).toMatchObject({
      name: 'Snotlik',
      xp: 0,
      gold: 0,
      skills: [],
      status: 'active',
      busy: null,
    });
    expect(g.json.level).toEqual({ n: 0, fr: 'Touche-pipi', en: 'Wee Fumbler', next: 6 });
    const again = await post(`/api/leagues/${l.id}/goblins`, { name: ' snotlik ' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('goblin.name');
    expect(again.json.message).toContain('Snotlik');
    const racing = await Promise.all([
      post(`/api/leagues/${l.id}/goblins`, { name: 'Gob' }),
      post(`/api/leagues/${l.id}/goblins`, { name: 'GOB' }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(racing.find((r) => r.status === 409)!.json.code).toBe('goblin.name');
    const noName = await post(`/api/leagues/${l.id}/goblins`, {});
    expect(noName.status).toBe(400);
    expect(noName.json.code).toBe('invalid');
    const other = await league('Autre ligue', ['Snotlik']);
    expect(other.goblins).toHaveLength(1);
    const sheet = await get(`/api/leagues/${l.id}/goblins/${g.json.id}`);
    expect(sheet.status).toBe(200);
    expect(sheet.json).toMatchObject({ name: 'Snotlik', history: [], injuries: [], league: { id: l.id } });
    const foreign = await get(`/api/leagues/${l.id}/goblins/${other.goblins[0]}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('goblin.unknown');
    const detail = await get(`/api/leagues/${l.id}`);
    expect(detail.json.goblins.map((x: { name: string }) => x.name)).toEqual(['Snotlik', expect.any(String)]);
    expect(detail.json.standings).toMatchObject([
      { rank: 1, played: 0, wins: 0 },
      { rank: 1, played: 0, wins: 0 },
    ]);
  });

  it('refuses bad league matches with precise codes', async () => {
    const l = await league('Ligue des refus', ['A', 'B', 'C']);
    const [a, b] = l.goblins as [string, string];
    const seat = (g: string[]) => ({ goblins: g, kind: 'bot' });
    const one = await post(`/api/leagues/${l.id}/matches`, { seats: [seat([a])] });
    expect(one.status).toBe(400);
    expect(one.json.code).toBe('invalid');
    const twice = await post(`/api/leagues/${l.id}/matches`, { seats: [seat([a]), seat([a])] });
    expect(twice.status).toBe(400);
    expect(twice.json.code).toBe('goblin.twice');
    const unknown = await post(`/api/leagues/${l.id}/matches`, { seats: [seat([a]), seat(['nobody'])] });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('goblin.unknown');
    const reserved = await post(`/api/leagues/${l.id}/matches`, {
      seats: [seat([a]), seat([b])],
      options: { campaign: 'x', players: 2 },
    });
    expect(reserved.status).toBe(400);
    expect(reserved.json.code).toBe('league.options');
    const pairs = await post(`/api/leagues/${l.id}/matches`, { seats: [seat([a, b]), seat(['C'])] });
    expect(pairs.status).toBe(400);
    expect(pairs.json.code).toBe('league.seats');
    const badOption = await post(`/api/leagues/${l.id}/matches`, {
      seats: [seat([a]), seat([b])],
      options: { maxRounds: 1 },
    });
    expect(badOption.status).toBe(400);
    expect(badOption.json.rule).toBe('PS-SETUP-1');
    const noLeague = await post(`/api/leagues/nope/matches`, { seats: [seat([a]), seat([b])] });
    expect(noLeague.status).toBe(404);
  });

  it('plays a league match: busy goblins refused meanwhile, then the report applied to sheets and standings', async () => {
    const l = await league('Ligue jouée', ['Snotlik', 'Grizz', 'Morvax']);
    const [snot, grizz, morvax] = l.goblins as [string, string, string];
    script.current = { ids: [snot, grizz], fate: { 1: { injury: 1, result: 'dead', status: 'dead' } } };
    const created = await post(`/api/leagues/${l.id}/matches`, {
      seats: [
        { goblins: [snot], kind: 'human' },
        { goblins: [grizz], kind: 'bot' },
      ],
      options: { maxRounds: 5 },
    });
    expect(created.status).toBe(201);
    expect(created.json.league).toBe(l.id);
    expect(created.json.seats.map((s: { name: string }) => s.name)).toEqual(['Snotlik', 'Grizz']);
    const match = created.json.id as string;
    const options = (await http(server.base, 'GET', `/api/matches/${match}/record`)).json.options;
    expect(options).toMatchObject({ players: 2, campaign: l.id, maxRounds: 5 });
    expect(options.goblins).toEqual([
      { skills: [], name: 'Snotlik', career: { id: snot, xp: 0, gold: 0 } },
      { skills: [], name: 'Grizz', career: { id: grizz, xp: 0, gold: 0 } },
    ]);
    const busy = await post(`/api/leagues/${l.id}/matches`, {
      seats: [
        { goblins: [morvax], kind: 'bot' },
        { goblins: [snot], kind: 'bot' },
      ],
    });
    expect(busy.status).toBe(409);
    expect(busy.json.code).toBe('goblin.busy');
    expect(busy.json.en).toContain(match);
    expect((await get(`/api/leagues/${l.id}/goblins/${snot}`)).json).toMatchObject({
      busy: match,
      history: [{ match, applied: false, xpGained: null }],
    });

    // The human seat is handed to a bot: the match plays out and its report is applied as it ends.
    const token = created.json.seats[0].token as string;
    expect((await post(`/api/matches/${match}/seats/0/bot`, { token })).status).toBe(200);
    await finished(match);
    const sheet = (await get(`/api/leagues/${l.id}/goblins/${snot}`)).json;
    const outcome = (await http(server.base, 'GET', `/api/matches/${match}/record`)).json.final.outcome;
    const won = outcome.winners.includes(0);
    expect(sheet).toMatchObject({ status: 'active', busy: null, gold: won ? 30_000 : 10_000 });
    expect(sheet.xp).toBeGreaterThanOrEqual(6);
    expect(sheet.level.n).toBeGreaterThanOrEqual(1);
    expect(sheet.skills).toEqual([{ id: 'squigador', kind: 'skill', fr: 'Squigador', en: 'Squigador' }]);
    expect(sheet.history).toHaveLength(1);
    expect(sheet.history[0]).toMatchObject({
      match,
      applied: true,
      matchStatus: 'finished',
      seat: 0,
      won,
      placing: outcome.ranks[0],
      score: outcome.scores[0],
      xpGained: sheet.xp,
      goldGained: sheet.gold,
      injury: null,
      statusAfter: 'active',
    });
    const dead = (await get(`/api/leagues/${l.id}/goblins/${grizz}`)).json;
    expect(dead).toMatchObject({ status: 'dead', gold: 0 });
    expect(dead.injuries).toEqual([{ match, roll: 1, result: 'dead', fr: 'Mort', en: 'Dead' }]);
    expect(dead.history[0].injury).toMatchObject({ roll: 1, result: 'dead', fr: 'Mort' });

    // Standings: wins, then validated points, then XP; the idle goblin last.
    const detail = (await get(`/api/leagues/${l.id}`)).json;
    expect(detail.standings.map((s: { played: number }) => s.played)).toEqual([1, 1, 0]);
    expect(detail.standings[2].name).toBe('Morvax');
    const wins = detail.standings.map((s: { wins: number }) => s.wins);
    expect(wins).toEqual([...wins].sort((x: number, y: number) => y - x));
    expect(detail.matches).toMatchObject([{ id: match, status: 'finished', applied: true }]);

    // PS-CAMP-8: a dead goblin plays no more; Snotlik is free again.
    const refused = await post(`/api/leagues/${l.id}/matches`, {
      seats: [
        { goblins: [grizz], kind: 'bot' },
        { goblins: [snot], kind: 'bot' },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'goblin.unavailable', rule: 'PS-CAMP-8' });
    expect(refused.json.message).toContain('Grizz est mort');

    // Applying the same match again changes nothing.
    const before = await store.db.selectFrom('league_goblins').selectAll().orderBy('id').execute();
    const m = await server.manager.current(match);
    expect(await server.leagues!.apply(match, m!.state)).toBe(false);
    expect(await server.leagues!.recover()).toBe(0);
    expect(await store.db.selectFrom('league_goblins').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('applies a report once even when two applications race', async () => {
    const l = await league('Ligue des courses', ['Vif', 'Lent']);
    const at = new Date().toISOString();
    await store.insertMatch({
      id: 'race-match',
      game: 'piss-squig',
      rulesVersion: '1',
      options: {},
      seats: [],
      diceMode: 'seeded',
      diceGenerator: 'hmac-sha256/1',
      casual: false,
      seed: 's',
      seedCommitment: 'c',
      refereeTokenHash: null,
      status: 'finished',
      createdAt: at,
      updatedAt: at,
      finalHash: null,
      outcome: null,
    });
    const lines = l.goblins.map((goblinId, i) => ({ goblinId, seat: i, goblinIndex: i }));
    await server.leagues!.store.insertLeagueMatch('race-match', l.id, lines, at);
    const result = (goblinId: string) => ({
      goblinId,
      placing: 1,
      score: 2,
      won: true,
      points: 2,
      xpGained: 7,
      goldGained: 30_000,
      careCost: 10_000,
      injury: { roll: 4, result: 'sutures' },
      skillsGained: [],
      xp: 7,
      gold: 20_000,
      skills: [],
      status: 'active' as const,
    });
    const results = l.goblins.map(result);
    const both = await Promise.all([
      server.leagues!.store.applyMatch('race-match', results, at),
      server.leagues!.store.applyMatch('race-match', results, at),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    const sheet = (await get(`/api/leagues/${l.id}/goblins/${l.goblins[0]}`)).json;
    expect(sheet).toMatchObject({ xp: 7, gold: 20_000, level: { n: 1, fr: 'Tripoteur expérimenté' } });
    expect(sheet.injuries).toEqual([
      { match: 'race-match', roll: 4, result: 'sutures', fr: 'Points de suture', en: 'Stitches' },
    ]);
    expect(sheet.history).toMatchObject([{ careCost: 10_000, won: true, points: 2 }]);
  });

  it('applies a finished match whose report failed, at the next start-up, exactly once', async () => {
    const l = await league('Ligue du redémarrage', ['Un', 'Deux']);
    script.current = { ids: l.goblins, throws: true };
    const created = await post(`/api/leagues/${l.id}/matches`, {
      seats: l.goblins.map((g) => ({ goblins: [g], kind: 'bot' })),
      options: { maxRounds: 5 },
    });
    expect(created.status).toBe(201);
    const match = created.json.id as string;
    await finished(match);
    // The report could not be made: the goblins are untouched and still wait for it.
    const stuck = await store.db
      .selectFrom('league_matches')
      .select('applied_at')
      .where('match_id', '=', match)
      .executeTakeFirstOrThrow();
    expect(stuck.applied_at).toBeNull();
    await server.app.close();

    script.current = { ids: l.goblins };
    server = await start();
    const sheet = (await get(`/api/leagues/${l.id}/goblins/${l.goblins[0]}`)).json;
    expect(sheet.history).toMatchObject([{ match, applied: true }]);
    expect(sheet.gold).toBeGreaterThanOrEqual(10_000);
    expect(await server.leagues!.recover()).toBe(0);
    const lines = await store.db
      .selectFrom('league_entries')
      .selectAll()
      .where('match_id', '=', match)
      .execute();
    expect(lines.every((x) => x.xp_gained !== null)).toBe(true);
  });
});

describe.each(ENGINES)("league matches with the rules' own post-match sequence (%s)", (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  let coach: Coach;

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store);
    coach = await Coach.signUp(server.base, 'Coach des bots');
  });
  afterAll(async () => {
    await server.app.close();
    await dispose();
  });

  it('three bot goblins play two league matches; each report is applied to their careers', async () => {
    const post = (path: string, body: unknown) => coach.req(server.base, 'POST', path, body);
    const l = (await post('/api/leagues', { name: 'Ligue des bots' })).json;
    const ids: string[] = [];
    for (const name of ['Zog', 'Mog', 'Grot'])
      ids.push((await post(`/api/leagues/${l.id}/goblins`, { name })).json.id);
    const expected = new Map<string, { xp: number; gold: number; status: string; skills: string[] }>();
    for (const round of [0, 1]) {
      const playing = ids.filter((id) => (expected.get(id)?.status ?? 'active') === 'active');
      if (playing.length < 2) break;
      const created = await post(`/api/leagues/${l.id}/matches`, {
        seats: playing.map((g) => ({ goblins: [g], kind: 'bot' })),
        options: { maxRounds: 5 },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const match = created.json.id as string;
      for (let i = 0; i < 1200; i++) {
        if ((await http(server.base, 'GET', `/api/matches/${match}`)).json.status === 'finished') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const final = await server.manager.current(match);
      expect(final!.row.status).toBe('finished');
      const report = careerReport(final!.state as never)!;
      expect(report.map((r) => r.id)).toEqual(playing);
      for (const r of report) {
        expect(r.xpBefore).toBe(expected.get(r.id)?.xp ?? 0);
        expected.set(r.id, { xp: r.xp, gold: r.gold, status: r.status, skills: r.skills });
      }
      for (const r of report) {
        const sheet = (await http(server.base, 'GET', `/api/leagues/${l.id}/goblins/${r.id}`)).json;
        expect(sheet).toMatchObject({ xp: r.xp, gold: r.gold, status: r.status, busy: null });
        expect(sheet.skills.map((s: { id: string }) => s.id)).toEqual(r.skills);
        expect(sheet.history).toHaveLength(round + 1);
        expect(sheet.history[0]).toMatchObject({
          match,
          applied: true,
          xpGained: r.xpGained,
          goldGained: r.goldGained,
          careCost: r.careCost,
          injury: r.injury === null ? null : { roll: r.injury.roll, result: r.injury.result },
          statusAfter: r.status,
        });
      }
    }
    const detail = (await http(server.base, 'GET', `/api/leagues/${l.id}`)).json;
    expect(detail.matches.every((m: { applied: boolean }) => m.applied)).toBe(true);
    expect(
      detail.standings.reduce((a: number, s: { played: number }) => a + s.played, 0),
    ).toBeGreaterThanOrEqual(ids.length);
  }, 120_000);

  it('doubles: two goblins per seat, seat-major; every goblin gets its own line and career', async () => {
    const post = (path: string, body: unknown) => coach.req(server.base, 'POST', path, body);
    const l = (await post('/api/leagues', { name: 'Ligue des paires' })).json;
    const ids: string[] = [];
    for (const name of ['A1', 'A2', 'B1', 'B2'])
      ids.push((await post(`/api/leagues/${l.id}/goblins`, { name })).json.id);
    const single = await post(`/api/leagues/${l.id}/matches`, {
      seats: [
        { goblins: [ids[0]], kind: 'bot' },
        { goblins: [ids[2]], kind: 'bot' },
      ],
      options: { mode: 'doubles' },
    });
    expect(single.status).toBe(400);
    expect(single.json.code).toBe('league.seats');
    const created = await post(`/api/leagues/${l.id}/matches`, {
      seats: [
        { goblins: [ids[0], ids[1]], kind: 'bot' },
        { goblins: [ids[2], ids[3]], kind: 'bot' },
      ],
      options: { mode: 'doubles', maxRounds: 5 },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.seats.map((x: { name: string }) => x.name)).toEqual(['A1 & A2', 'B1 & B2']);
    const match = created.json.id as string;
    for (let i = 0; i < 1200; i++) {
      if ((await http(server.base, 'GET', `/api/matches/${match}`)).json.status === 'finished') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const final = await server.manager.current(match);
    const report = careerReport(final!.state as never)!;
    expect(report.map((r) => [r.id, r.side])).toEqual([
      [ids[0], 0],
      [ids[1], 0],
      [ids[2], 1],
      [ids[3], 1],
    ]);
    for (const [i, r] of report.entries()) {
      const sheet = (await http(server.base, 'GET', `/api/leagues/${l.id}/goblins/${r.id}`)).json;
      expect(sheet).toMatchObject({ xp: r.xp, gold: r.gold, status: r.status });
      expect(sheet.history).toMatchObject([{ match, seat: i >> 1, applied: true, goldGained: r.goldGained }]);
    }
  }, 120_000);
});

describe.each(ENGINES)('league ownership (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  /** The league's owner, an invited coach, a signed-in stranger and a signed-out visitor. */
  let owner: Coach;
  let coach: Coach;
  let stranger: Coach;
  const anonymous = new Coach('Anonyme');
  let league: string;
  const goblins: Record<string, string> = {};

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store);
    owner = await Coach.signUp(server.base, 'Proprio');
    coach = await Coach.signUp(server.base, 'Invitée');
    stranger = await Coach.signUp(server.base, 'Étranger');
    const l = await owner.req(server.base, 'POST', '/api/leagues', { name: 'Ligue gardée' });
    expect(l.status).toBe(201);
    expect(l.json.owner).toEqual({ id: expect.any(String), name: 'Proprio' });
    league = l.json.id;
    const invited = await owner.req(server.base, 'POST', `/api/leagues/${league}/members`, {
      name: 'invitée',
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toEqual({ id: expect.any(String), name: 'Invitée' });
    for (const [who, names] of [
      [owner, ['O1', 'O2', 'O3']],
      [coach, ['C1', 'C2']],
    ] as const) {
      for (const name of names) {
        const g = await who.req(server.base, 'POST', `/api/leagues/${league}/goblins`, { name });
        expect(g.status).toBe(201);
        expect(g.json.coach.name).toBe(who.name);
        goblins[name] = g.json.id;
      }
    }
  });
  afterAll(async () => {
    await server.app.close();
    await dispose();
  });

  const req = (who: Coach, method: string, path: string, body?: unknown) =>
    who.req(server.base, method, path, body);
  const seat = (g: string, kind: string) => ({ goblins: [goblins[g]!], kind });

  it('shows the owner, the coaches and each goblin’s coach to anyone (reading stays public)', async () => {
    const detail = await req(anonymous, 'GET', `/api/leagues/${league}`);
    expect(detail.status).toBe(200);
    expect(detail.json.owner.name).toBe('Proprio');
    expect(detail.json.members.map((m: { name: string }) => m.name)).toEqual(['Proprio', 'Invitée']);
    const coachOf = Object.fromEntries(
      detail.json.goblins.map((g: { name: string; coach: { name: string } }) => [g.name, g.coach.name]),
    );
    expect(coachOf).toEqual({ O1: 'Proprio', O2: 'Proprio', O3: 'Proprio', C1: 'Invitée', C2: 'Invitée' });
    const list = await req(anonymous, 'GET', '/api/leagues');
    expect(list.json.find((l: { id: string }) => l.id === league).owner.name).toBe('Proprio');
    const sheet = await req(anonymous, 'GET', `/api/leagues/${league}/goblins/${goblins.C1}`);
    expect(sheet.json.coach.name).toBe('Invitée');
  });

  it('refuses league creation, invitations and recruiting to whoever may not', async () => {
    const create = await req(anonymous, 'POST', '/api/leagues', { name: 'Ligue fantôme' });
    expect(create.status).toBe(401);
    expect(create.json).toMatchObject({ code: 'session.none', en: 'Sign in to create a league.' });
    expect(create.json.message).toBe('Connectez-vous pour créer une ligue.');

    const invite = (who: Coach) => req(who, 'POST', `/api/leagues/${league}/members`, { name: 'Étranger' });
    expect((await invite(anonymous)).status).toBe(401);
    for (const who of [stranger, coach]) {
      const r = await invite(who);
      expect(r.status).toBe(403);
      expect(r.json.code).toBe('league.owner');
    }
    const unknown = await req(owner, 'POST', `/api/leagues/${league}/members`, { name: 'Personne' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('account.unknown');
    const twice = await req(owner, 'POST', `/api/leagues/${league}/members`, { name: 'INVITÉE' });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('league.already');

    const recruit = (who: Coach) => req(who, 'POST', `/api/leagues/${league}/goblins`, { name: 'Intrus' });
    const out = await recruit(anonymous);
    expect(out.status).toBe(401);
    expect(out.json.message).toBe('Connectez-vous pour recruter des gobelins.');
    const s = await recruit(stranger);
    expect(s.status).toBe(403);
    expect(s.json.code).toBe('league.member');
    // Another coach recruits only for themself: the new goblin is theirs, never the owner's.
    const mine = await recruit(coach);
    expect(mine.status).toBe(201);
    expect(mine.json.coach.name).toBe('Invitée');
    const names = (await req(anonymous, 'GET', `/api/leagues/${league}`)).json.goblins.map(
      (g: { name: string }) => g.name,
    );
    expect(names).not.toContain(undefined);
    expect(names.filter((n: string) => n === 'Intrus')).toHaveLength(1);
  });

  it("refuses to seat someone else's goblin as a player or a bot, to strangers and signed-out requests", async () => {
    const start = (who: Coach, seats: unknown[], extra: object = {}) =>
      req(who, 'POST', `/api/leagues/${league}/matches`, { seats, ...extra });
    const signedOut = await start(anonymous, [seat('O1', 'bot'), seat('O2', 'bot')]);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.code).toBe('session.none');
    const s = await start(stranger, [seat('O1', 'bot'), seat('O2', 'bot')]);
    expect(s.status).toBe(403);
    expect(s.json.code).toBe('league.member');
    for (const kind of ['human', 'bot']) {
      const r = await start(coach, [seat('C1', 'human'), seat('O1', kind)]);
      expect(r.status, kind).toBe(403);
      expect(r.json.code).toBe('goblin.coach');
      expect(r.json.message).toContain('O1 est un gobelin de Proprio');
      const o = await start(owner, [seat('O1', 'human'), seat('C1', kind)]);
      expect(o.status, kind).toBe(403);
      expect(o.json.code).toBe('goblin.coach');
    }
    const mixed = await req(owner, 'POST', `/api/leagues/${league}/matches`, {
      seats: [
        { goblins: [goblins.O1, goblins.C1], kind: 'open' },
        { goblins: [goblins.O2, goblins.O3], kind: 'bot' },
      ],
      options: { mode: 'doubles' },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json.code).toBe('league.coaches');
    const dice = await start(owner, [seat('O1', 'human'), seat('C1', 'open')], { dice: 'referee' });
    expect(dice.status).toBe(400);
    expect(dice.json.code).toBe('league.dice');
    // Nothing was started: every goblin is free.
    const detail = (await req(anonymous, 'GET', `/api/leagues/${league}`)).json;
    expect(detail.matches).toEqual([]);
    expect(detail.goblins.every((g: { busy: unknown }) => g.busy === null)).toBe(true);
  });

  it("reserves another coach's seat to that coach: only they claim it; nobody else gets its token", async () => {
    const created = await req(owner, 'POST', `/api/leagues/${league}/matches`, {
      seats: [seat('O1', 'human'), seat('C1', 'open')],
      options: { maxRounds: 5 },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const match = created.json.id as string;
    expect(created.json.seats[0].token).toEqual(expect.any(String));
    expect(created.json.seats[1]).toEqual({ seat: 1, name: 'C1', kind: 'open' });
    const waiting = (await req(anonymous, 'GET', `/api/leagues/${league}`)).json.matches[0];
    expect(waiting).toMatchObject({ id: match, status: 'open', declined: false });
    expect(waiting.waiting).toEqual([
      { seat: 1, coach: { id: expect.any(String), name: 'Invitée' }, goblins: [goblins.C1] },
    ]);

    const claim = (who: Coach, s = 1) =>
      req(who, 'POST', `/api/leagues/${league}/matches/${match}/seats/${s}/claim`);
    expect((await claim(anonymous)).status).toBe(401);
    const s = await claim(stranger);
    expect(s.status).toBe(403);
    expect(s.json.code).toBe('league.member');
    const o = await claim(owner);
    expect(o.status).toBe(403);
    expect(o.json.code).toBe('seat.coach');
    // The lobby's join and the bot handover cannot take the seat either.
    const join = await http(server.base, 'POST', `/api/matches/${match}/join`, { seat: 1, name: 'Voleur' });
    expect(join.status).toBe(403);
    expect(join.json.code).toBe('league.reserved');
    const bot = await http(server.base, 'POST', `/api/matches/${match}/seats/1/bot`, {
      token: created.json.seats[0].token,
    });
    expect(bot.status).toBe(403);
    expect(bot.json.code).toBe('league.seat');
    expect((await server.manager.current(match))!.row.seats[1]!.kind).toBe('open');

    const mine = await claim(coach);
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({ token: expect.any(String), link: `/m/${match}#token=${mine.json.token}` });
    const row = (await server.manager.current(match))!.row;
    expect(row.status).toBe('active');
    expect(row.seats[1]).toMatchObject({ kind: 'human', name: 'C1' });
    const again = await claim(coach);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('seat.taken');
    const decline = await req(coach, 'POST', `/api/leagues/${league}/matches/${match}/seats/1/decline`);
    expect(decline.status).toBe(409);
    expect(decline.json.code).toBe('seat.taken');
    // The owner may not claim or decline their own seat through the league: it is already theirs.
    expect((await claim(owner, 0)).status).toBe(409);
    // The claimed seat's player may hand it to a bot with its own token; the other player may not.
    const handover = await http(server.base, 'POST', `/api/matches/${match}/seats/1/bot`, {
      token: created.json.seats[0].token,
    });
    expect(handover.status).toBe(403);
    const own = await http(server.base, 'POST', `/api/matches/${match}/seats/1/bot`, {
      token: mine.json.token,
    });
    expect(own.status).toBe(200);
  });

  it('a declined seat abandons the match: it never counts and its goblins are free at once', async () => {
    const created = await req(owner, 'POST', `/api/leagues/${league}/matches`, {
      seats: [seat('O2', 'bot'), seat('C2', 'open')],
    });
    expect(created.status).toBe(201);
    const match = created.json.id as string;
    const busy = (await req(anonymous, 'GET', `/api/leagues/${league}/goblins/${goblins.O2}`)).json.busy;
    expect(busy).toBe(match);
    const decline = (who: Coach) =>
      req(who, 'POST', `/api/leagues/${league}/matches/${match}/seats/1/decline`);
    expect((await decline(anonymous)).status).toBe(401);
    expect((await decline(stranger)).json.code).toBe('league.member');
    const o = await decline(owner);
    expect(o.status).toBe(403);
    expect(o.json.code).toBe('seat.coach');
    const done = await decline(coach);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ match, declined: true });
    const detail = (await req(anonymous, 'GET', `/api/leagues/${league}`)).json;
    expect(detail.matches.find((m: { id: string }) => m.id === match)).toMatchObject({
      declined: true,
      applied: false,
      waiting: [],
    });
    for (const g of ['O2', 'C2']) {
      const sheet = (await req(anonymous, 'GET', `/api/leagues/${league}/goblins/${goblins[g]}`)).json;
      expect(sheet.busy).toBeNull();
      expect(sheet.history[0]).toMatchObject({ match, declined: true, applied: false });
    }
    const late = await req(coach, 'POST', `/api/leagues/${league}/matches/${match}/seats/1/claim`);
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('league.declined');
    const again = await decline(coach);
    expect(again.json.code).toBe('league.declined');
    // The freed goblins play again.
    const next = await req(owner, 'POST', `/api/leagues/${league}/matches`, {
      seats: [seat('O2', 'bot'), seat('C2', 'open')],
    });
    expect(next.status).toBe(201);
    const unknownSeat = await req(coach, 'POST', `/api/leagues/${league}/matches/nope/seats/1/claim`);
    expect(unknownSeat.status).toBe(404);
    expect(unknownSeat.json.code).toBe('seat.unknown');
  });

  it('a league match the server expired (abandoned) frees its goblins and never counts', async () => {
    // Intrus: the goblin the invited coach recruited above.
    const intrus = (await req(anonymous, 'GET', `/api/leagues/${league}`)).json.goblins.find(
      (g: { name: string }) => g.name === 'Intrus',
    ).id as string;
    const created = await req(owner, 'POST', `/api/leagues/${league}/matches`, {
      seats: [seat('O3', 'bot'), { goblins: [intrus], kind: 'open' }],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const match = created.json.id as string;
    expect((await req(anonymous, 'GET', `/api/leagues/${league}/goblins/${goblins.O3}`)).json.busy).toBe(
      match,
    );
    // What the match manager does to an abandoned match (another part of the server): its status.
    await store.db.updateTable('matches').set({ status: 'expired' }).where('id', '=', match).execute();
    expect(
      (await req(anonymous, 'GET', `/api/leagues/${league}/goblins/${goblins.O3}`)).json.busy,
    ).toBeNull();
    const detail = (await req(anonymous, 'GET', `/api/leagues/${league}`)).json;
    expect(detail.matches.find((m: { id: string }) => m.id === match)).toMatchObject({
      applied: false,
      waiting: [],
    });
  });

  it('a league from before accounts (no owner) is read-only', async () => {
    const at = new Date().toISOString();
    await store.db
      .insertInto('leagues')
      .values({ id: 'ancienne', name: 'Ancienne', created_at: at, owner_id: null })
      .execute();
    const detail = await req(anonymous, 'GET', '/api/leagues/ancienne');
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ owner: null, members: [] });
    for (const who of [owner, coach]) {
      const r = await req(who, 'POST', '/api/leagues/ancienne/goblins', { name: 'Vieux' });
      expect(r.status).toBe(409);
      expect(r.json.code).toBe('league.readonly');
      const m = await req(who, 'POST', '/api/leagues/ancienne/members', { name: 'Étranger' });
      expect(m.json.code).toBe('league.readonly');
    }
  });
});
