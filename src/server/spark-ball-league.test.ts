/**
 * Spark Ball leagues over real HTTP (SQLite, and PostgreSQL when DATABASE_URL is set): teams built by the team
 * builder or from a template, their sheets, who may change or delete them, a league match between two teams,
 * and a match's post-match changes applied once to the stored rosters (hand-made `TeamChanges` fed through
 * the adapter's own path, `teamResults`; a played match's own changes are read by `teamChangesOf`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../games/registry.ts';
import { sparkBall } from '../games/spark-ball/index.ts';
import { postMatchChanges } from '../games/spark-ball/postmatch.ts';
import { SeededRng } from '../engine/rng.ts';
import { SeededDice } from '../engine/sources.ts';
import { quickPlay } from '../games/spark-ball/teams/build.ts';
import type { Roster } from '../games/spark-ball/teams/types.ts';
import { teamChangesOf, teamResults, teamStandings } from './spark-ball-league.ts';
import type { Store } from './store/index.ts';
import { ENGINES, http, testServer, testStore } from './testing.ts';
import { Coach } from './testing-accounts.ts';

const T1 = (): Roster => {
  const r = quickPlay('T1');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe.each(ENGINES)('Spark Ball leagues over HTTP (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  let owner: Coach;
  let rival: Coach;
  let league: string;
  const get = (path: string) => http(server.base, 'GET', path);

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store, undefined, { games: { ...games, 'spark-ball': sparkBall } });
    owner = await Coach.signUp(server.base, 'Entraîneuse');
    rival = await Coach.signUp(server.base, 'Rival');
    // One league for the whole suite (league creation is rate-limited).
    const l = await owner.req(server.base, 'POST', '/api/leagues', {
      name: 'Coupe des Étincelles',
      game: 'spark-ball',
    });
    expect(l.status).toBe(201);
    league = l.json.id;
    expect(
      (await owner.req(server.base, 'POST', `/api/leagues/${league}/members`, { name: 'Rival' })).status,
    ).toBe(201);
  });
  afterAll(async () => {
    await server.app.close();
    await dispose();
  });

  it('lists Spark Ball among the games with leagues', async () => {
    const r = await get('/api/leagues/games');
    expect(r.json).toContainEqual({ id: 'spark-ball', name: { fr: 'Spark Ball', en: 'Spark Ball' } });
  });

  it('creates a team from a template’s quick-play roster and shows its summary and sheet', async () => {
    const r = await owner.req(server.base, 'POST', `/api/leagues/${league}/pieces`, {
      name: 'Les Fulgurants',
      template: 'T1',
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      name: 'Les Fulgurants',
      status: 'active',
      template: { id: 'T1' },
      alignment: T1().alignment,
      playerCount: 9,
      rerolls: T1().teamRerolls,
      treasury: 60,
      injured: 0,
      coach: { name: 'Entraîneuse' },
    });
    const sheet = await get(`/api/leagues/${league}/pieces/${r.json.id}`);
    expect(sheet.status).toBe(200);
    expect(sheet.json.roster).toEqual({ ...T1(), name: 'Les Fulgurants' });
    expect(sheet.json.players[0]).toMatchObject({
      id: 'p1',
      number: 1,
      position: { id: 'attacker', fr: 'Attaquant', en: 'Attacker' },
      stats: T1().players[0]!.stats,
      equipment: { id: 'EQ-1' },
      career: null,
    });
    expect(sheet.json.history).toEqual([]);
    // The goblin route is an alias of the pieces route.
    expect((await get(`/api/leagues/${league}/goblins/${r.json.id}`)).json).toEqual(sheet.json);
    const detail = await get(`/api/leagues/${league}`);
    expect(detail.json.goblins.map((t: { name: string }) => t.name)).toContain('Les Fulgurants');
    expect(detail.json.standings.find((s: { name: string }) => s.name === 'Les Fulgurants')).toMatchObject({
      played: 0,
      points: 0,
    });
  });

  it('SB-TEAM-11 refuses a malformed roster with every problem listed, and a roster over budget', async () => {
    const broken = T1();
    broken.players = broken.players.filter((p) => p.position !== 'keeper');
    broken.teamRerolls = 99 % 10;
    const r = await owner.req(server.base, 'POST', `/api/leagues/${league}/pieces`, {
      ...broken,
      name: 'Cassés',
    });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('roster.invalid');
    const codes = (r.json.details as { code: string }[]).map((d) => d.code);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    expect(r.json.message).toMatch(/^Équipe refusée \(\d+ problèmes\)/);
    expect(r.json.en).toMatch(/^Team refused \(\d+ problems\)/);
    const rich = T1();
    rich.players.push(...rich.players.slice(0, 4).map((p, i) => ({ ...p, id: `x${i}`, number: 40 + i })));
    rich.treasury = 0;
    const over = await owner.req(server.base, 'POST', `/api/leagues/${league}/pieces`, {
      ...rich,
      name: 'Riches',
    });
    expect(over.status).toBe(400);
    expect((over.json.details as { code: string }[]).map((d) => d.code)).toContain('roster.budget');
    // A shape that is no roster at all, a career sent by the client, an unknown template.
    for (const body of [
      { name: 'Rien', template: 'T1', players: 'tous' },
      { ...T1(), name: 'Blessés', players: T1().players.map((p) => ({ ...p, career: { comaAttempts: 0 } })) },
    ]) {
      const bad = await owner.req(server.base, 'POST', `/api/leagues/${league}/pieces`, body);
      expect(bad.status).toBe(400);
      expect(bad.json.code).toBe('invalid');
    }
    const unknown = await owner.req(server.base, 'POST', `/api/leagues/${league}/pieces`, {
      name: 'X',
      template: 'T9',
    });
    expect(unknown.status).toBe(400);
    const names = (await get(`/api/leagues/${league}`)).json.goblins.map((t: { name: string }) => t.name);
    expect(names).not.toContain('Cassés');
    expect(names).not.toContain('Riches');
  });

  it('only a team’s coach changes or deletes it, and only before its first match (hostile clients)', async () => {
    const mine = await owner.req(server.base, 'POST', `/api/leagues/${league}/pieces`, {
      name: 'Éphémères',
      template: 'T2',
    });
    expect(mine.status).toBe(201);
    const path = `/api/leagues/${league}/pieces/${mine.json.id}`;
    // Another coach of the league, a stranger, and nobody signed in.
    const putByRival = await rival.req(server.base, 'PUT', path, { name: 'Volés', template: 'T3' });
    expect(putByRival.status).toBe(403);
    expect(putByRival.json.code).toBe('piece.coach');
    const delByRival = await rival.req(server.base, 'DELETE', path);
    expect(delByRival.status).toBe(403);
    const stranger = await Coach.signUp(server.base, 'Inconnu');
    expect((await stranger.req(server.base, 'DELETE', path)).json.code).toBe('league.member');
    expect((await http(server.base, 'DELETE', path)).status).toBe(401);
    expect((await get(path)).json).toMatchObject({ name: 'Éphémères', template: { id: 'T2' } });
    // Its coach rebuilds it (checked again: a bad roster is refused with its problems), then deletes it.
    const broken = { ...T1(), teamRerolls: 50, name: 'Éphémères' };
    const refused = await owner.req(server.base, 'PUT', path, broken);
    expect(refused.status).toBe(400);
    const changed = await owner.req(server.base, 'PUT', path, { name: 'Renouveau', template: 'T3' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ name: 'Renouveau', template: { id: 'T3' } });
    expect((await get(path)).json.roster.name).toBe('Renouveau');
    expect((await owner.req(server.base, 'DELETE', path)).json).toEqual({ deleted: mine.json.id });
    expect((await get(path)).status).toBe(404);
  });

  it('SB-POST-5 SB-POST-6 a league match between two teams; its changes applied once to the rosters', async () => {
    const home = await owner.req(server.base, 'POST', `/api/leagues/${league}/pieces`, {
      name: 'Foudres',
      template: 'T1',
    });
    const away = await rival.req(server.base, 'POST', `/api/leagues/${league}/pieces`, {
      name: 'Orages',
      template: 'T4',
    });
    expect([home.status, away.status]).toEqual([201, 201]);
    // The owner may not seat the rival's team: its seat stays open, reserved to the rival.
    const seated = await owner.req(server.base, 'POST', `/api/leagues/${league}/matches`, {
      seats: [
        { pieces: [home.json.id], kind: 'human' },
        { pieces: [away.json.id], kind: 'human' },
      ],
    });
    expect(seated.status).toBe(403);
    const started = await owner.req(server.base, 'POST', `/api/leagues/${league}/matches`, {
      seats: [
        { pieces: [home.json.id], kind: 'human' },
        { pieces: [away.json.id], kind: 'open' },
      ],
      options: { teams: [] },
    });
    expect(started.status).toBe(400);
    expect(started.json.code).toBe('league.options');
    const match = await owner.req(server.base, 'POST', `/api/leagues/${league}/matches`, {
      seats: [
        { pieces: [home.json.id], kind: 'human' },
        { pieces: [away.json.id], kind: 'open' },
      ],
    });
    expect(match.status).toBe(201);
    const m = await server.manager.current(match.json.id);
    const teams = (m!.row as unknown as { options: { teams: Roster[] } }).options.teams;
    expect(teams.map((t) => t.name)).toEqual(['Foudres', 'Orages']);
    expect(teams[1]!.players).toHaveLength(10);
    // Busy: no change while its match is on.
    const busy = await rival.req(server.base, 'PUT', `/api/leagues/${league}/pieces/${away.json.id}`, {
      name: 'Orages',
      template: 'T1',
    });
    expect(busy.status).toBe(409);
    // A match still being played has run no post-match sequence: nothing to apply yet.
    expect(teamChangesOf(m!.state)).toBeNull();
    // Hand-made changes through the adapter's path: Home won 2–1; p2 of Home died, p1 lost 1 MV and 1 AG and
    // is sprained; Away's p3 is in a coma.
    const results = teamResults(
      [
        {
          side: 0,
          players: [
            { player: 'p2', dead: true, career: {} },
            { player: 'p1', losses: { mv: -1, ag: -1 }, career: { sprainNextMatch: true } },
          ],
        },
        { side: 1, players: [{ player: 'p3', career: { missNextMatch: true, comaAttempts: 0 } }] },
      ],
      { scores: [2, 1], ranks: [1, 2], winners: [0] },
    );
    const leagues = server.leagues!;
    const at = new Date().toISOString();
    expect(await leagues.store.applyMatch(match.json.id, results, at)).toBe(true);
    // Applied once: a second time changes nothing.
    expect(await leagues.store.applyMatch(match.json.id, results, at)).toBe(false);
    const h = (await get(`/api/leagues/${league}/pieces/${home.json.id}`)).json;
    const t1 = T1();
    expect(h.roster.players.map((p: { id: string }) => p.id)).toEqual(
      t1.players.map((p) => p.id).filter((id) => id !== 'p2'),
    );
    expect(h.roster.players[0].stats).toEqual({ ...t1.players[0]!.stats, mv: 5, ag: 2 });
    expect(h.roster.players[0].career).toEqual({ sprainNextMatch: true });
    expect(h).toMatchObject({ playerCount: 8, injured: 1, status: 'active' });
    expect(h.history).toHaveLength(1);
    expect(h.history[0]).toMatchObject({
      match: match.json.id,
      applied: true,
      won: true,
      score: 2,
      statusAfter: 'active',
      team: {
        dead: [{ id: 'p2', name: t1.players[1]!.name }],
        losses: [{ id: 'p1', losses: { mv: -1, ag: -1 } }],
        careers: [{ id: 'p1', career: { sprainNextMatch: true } }],
      },
    });
    const a = (await get(`/api/leagues/${league}/pieces/${away.json.id}`)).json;
    expect(a.roster.players).toHaveLength(10);
    expect(a.roster.players[2].career).toEqual({ missNextMatch: true, comaAttempts: 0 });
    const standings = (await get(`/api/leagues/${league}`)).json.standings as { name: string }[];
    expect(standings.find((s) => s.name === 'Foudres')).toMatchObject({
      rank: 1,
      played: 1,
      won: 1,
      lost: 0,
      goalsFor: 2,
      goalsAgainst: 1,
      points: 3,
    });
    expect(standings.find((s) => s.name === 'Orages')).toMatchObject({ played: 1, lost: 1, points: 0 });
    // A team that has played keeps its history: it is neither rebuilt nor deleted.
    const played = await owner.req(server.base, 'DELETE', `/api/leagues/${league}/pieces/${home.json.id}`);
    expect(played.status).toBe(409);
    expect(played.json.code).toBe('piece.played');
  });

  it('serves goblins on the same piece routes: made, never changed, deleted by their coach only', async () => {
    const l = await owner.req(server.base, 'POST', '/api/leagues', { name: 'Marais neutres' });
    expect(l.status).toBe(201);
    const g = await owner.req(server.base, 'POST', `/api/leagues/${l.json.id}/pieces`, { name: 'Verrue' });
    expect(g.status).toBe(201);
    expect(g.json).toMatchObject({ name: 'Verrue', xp: 0, gold: 0, status: 'active' });
    const path = `/api/leagues/${l.json.id}/pieces/${g.json.id}`;
    expect((await get(path)).json).toEqual(
      (await get(`/api/leagues/${l.json.id}/goblins/${g.json.id}`)).json,
    );
    const fixed = await owner.req(server.base, 'PUT', path, { name: 'Pustule' });
    expect(fixed.status).toBe(409);
    expect(fixed.json.code).toBe('piece.fixed');
    // The rival is no coach of this league: refused before anything else.
    expect((await rival.req(server.base, 'DELETE', path)).json.code).toBe('league.member');
    expect((await owner.req(server.base, 'DELETE', path)).status).toBe(200);
    expect((await owner.req(server.base, 'DELETE', path)).status).toBe(404);
  });

  it('refuses a seat naming both its pieces and its goblins, or neither', async () => {
    const teams = (await get(`/api/leagues/${league}`)).json.goblins as { id: string; status: string }[];
    const ids = teams.filter((x) => x.status === 'active').map((x) => x.id);
    for (const seat of [{ pieces: [ids[0]], goblins: [ids[0]] }, {}]) {
      const r = await owner.req(server.base, 'POST', `/api/leagues/${league}/matches`, {
        seats: [
          { ...seat, kind: 'human' },
          { pieces: [ids[1]], kind: 'human' },
        ],
      });
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('invalid');
    }
  });

  it('ARB-SB-45 a team left with fewer than 7 players is dead and plays no more', async () => {
    const doomed = await owner.req(server.base, 'POST', `/api/leagues/${league}/pieces`, {
      name: 'Maudits',
      template: 'T2',
    });
    const other = await owner.req(server.base, 'POST', `/api/leagues/${league}/pieces`, {
      name: 'Témoins',
      template: 'T3',
    });
    const seats = [
      { pieces: [doomed.json.id], kind: 'human' },
      { pieces: [other.json.id], kind: 'human' },
    ];
    const match = await owner.req(server.base, 'POST', `/api/leagues/${league}/matches`, { seats });
    expect(match.status).toBe(201);
    const dead = ['p1', 'p2', 'p3'].map((player) => ({ player, dead: true, career: {} }));
    const results = teamResults([{ side: 0, players: dead }], { scores: [1, 1], ranks: [1, 1], winners: [] });
    expect(await server.leagues!.store.applyMatch(match.json.id, results, new Date().toISOString())).toBe(
      true,
    );
    const sheet = (await get(`/api/leagues/${league}/pieces/${doomed.json.id}`)).json;
    expect(sheet).toMatchObject({ status: 'dead', playerCount: 6 });
    expect(sheet.history[0]).toMatchObject({ statusAfter: 'dead' });
    const standings = (await get(`/api/leagues/${league}`)).json.standings as { name: string }[];
    expect(standings.find((s) => s.name === 'Témoins')).toMatchObject({ drawn: 1, points: 1 });
    const again = await owner.req(server.base, 'POST', `/api/leagues/${league}/matches`, { seats });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('goblin.unavailable');
  });
});

describe('Spark Ball league results of a played match', () => {
  it('SB-POST-1 a finished match hands its post-match changes to the league, one result per team', () => {
    const rng = new SeededRng('league-result');
    const dice = new SeededDice('league-result');
    const setup = sparkBall.setup({ teams: [T1(), T1()], match: { maxTurns: 3 } });
    if (!setup.ok) throw new Error(setup.error.en);
    const s = setup.value;
    for (;;) {
      const p = sparkBall.pending(s);
      if (p.kind === 'over') break;
      // Still being played: no changes.
      expect(teamChangesOf(s)).toBeNull();
      if (p.kind === 'chance') sparkBall.applyChance(s, dice.roll(p.request));
      else if (p.kind === 'decision') {
        const legal = sparkBall.legal(s, p.player).filter((a) => a.type !== 'concede');
        sparkBall.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!);
      }
    }
    const changes = teamChangesOf(s);
    expect(changes).toEqual(postMatchChanges(s));
    expect(changes!.map((c) => c.side)).toEqual([0, 1]);
    const outcome = sparkBall.pending(s);
    if (outcome.kind !== 'over') throw new Error('the match is over');
    expect(teamResults(changes!, outcome.outcome)).toHaveLength(2);
  });
});

describe('Spark Ball standings', () => {
  it('rank by points, then goal difference, then goals scored; equal lines share a rank', () => {
    const team = (id: string) => ({
      id,
      leagueId: 'l',
      name: id,
      xp: 0,
      gold: 0,
      skills: [],
      injuries: [],
      status: 'active' as const,
      createdAt: '',
      coachId: null,
    });
    const e = (matchId: string, goblinId: string, seat: number, score: number, won: boolean) => ({
      matchId,
      goblinId,
      seat,
      goblinIndex: 0,
      matchStatus: 'finished',
      createdAt: '',
      appliedAt: 'x',
      declinedAt: null,
      openSeats: [],
      placing: won ? 1 : 2,
      score,
      won,
      points: score,
      xpGained: null,
      goldGained: null,
      careCost: null,
      injury: null,
      skillsGained: null,
      statusAfter: 'active' as const,
    });
    const s = teamStandings(
      [team('A'), team('B'), team('C')],
      [
        e('m1', 'A', 0, 3, true),
        e('m1', 'B', 1, 0, false),
        e('m2', 'C', 0, 3, true),
        e('m2', 'B', 1, 0, false),
      ],
    );
    expect(s.map((x) => [x.name, x.rank, x.points, x.goalsFor - x.goalsAgainst])).toEqual([
      ['A', 1, 3, 3],
      ['C', 1, 3, 3],
      ['B', 3, 0, -6],
    ]);
  });
});
