/**
 * Leagues of one game each (`league-game.ts`, `league-games.ts`): the `game` of a league over HTTP, the
 * refusal of a game without leagues, migration 0006 on an existing database (SQLite file, PostgreSQL), a league's matches read only
 * when they are of its game, and the registry as the only place naming the games with leagues.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../games/registry.ts';
import { sparkBall } from '../games/spark-ball/index.ts';
import { DEFAULT_LEAGUE_GAME, leagueGames } from './league-games.ts';
import { Store } from './store/index.ts';
import { LeagueStore } from './store/leagues.ts';
import { migrationProvider } from './store/migrations.ts';
import { ENGINES, http, testServer, testStore } from './testing.ts';
import { Coach } from './testing-accounts.ts';

describe.each(ENGINES)('leagues of a game over HTTP (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  let owner: Coach;
  const post = (path: string, body: unknown) => owner.req(server.base, 'POST', path, body);
  const get = (path: string) => http(server.base, 'GET', path);

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store);
    owner = await Coach.signUp(server.base, 'Arbitresse');
  });
  afterAll(async () => {
    await server.app.close();
    await dispose();
  });

  it('lists the games with leagues: Piss’ Squig first, Spark Ball when registered, not Pillards', async () => {
    const r = await get('/api/leagues/games');
    expect(r.status).toBe(200);
    expect(r.json).toEqual([
      { id: 'piss-squig', name: { fr: 'Piss’ Squig', en: 'Piss’ Squig' } },
      ...('spark-ball' in games ? [{ id: 'spark-ball', name: { fr: 'Spark Ball', en: 'Spark Ball' } }] : []),
    ]);
  });

  it('creates a league of the game asked, Piss’ Squig by default, and shows its game', async () => {
    const named = await post('/api/leagues', { name: 'Ligue nommée', game: 'piss-squig' });
    expect(named.status).toBe(201);
    expect(named.json).toMatchObject({ name: 'Ligue nommée', game: 'piss-squig' });
    const plain = await post('/api/leagues', { name: 'Ligue par défaut' });
    expect(plain.status).toBe(201);
    expect(plain.json.game).toBe(DEFAULT_LEAGUE_GAME);
    const list = await get('/api/leagues');
    for (const id of [named.json.id, plain.json.id]) {
      expect(list.json.find((l: { id: string }) => l.id === id).game).toBe('piss-squig');
    }
    expect((await get(`/api/leagues/${named.json.id}`)).json.game).toBe('piss-squig');
  });

  it('refuses a league of an unknown game or of a game without leagues, naming the allowed ones', async () => {
    const withLeagues = [...leagueGames(games).values()];
    const fr = withLeagues.map((g) => `${g.name.fr} (« ${g.game} »)`).join(', ');
    const en = withLeagues.map((g) => `${g.name.en} ("${g.game}")`).join(', ');
    expect(fr.startsWith('Piss’ Squig (« piss-squig »)')).toBe(true);
    for (const game of ['nope', 'pillards']) {
      const r = await post('/api/leagues', { name: 'Ligue impossible', game });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({
        code: 'league.game',
        message: `Le jeu « ${game} » n'a pas de ligues ici. Jeux à ligues : ${fr}.`,
        en: `Game "${game}" has no leagues here. Games with leagues: ${en}.`,
      });
    }
    // A hostile client: an object's built-in key, or no string at all (league creation is rate-limited).
    const proto = await post('/api/leagues', { name: 'Ligue impossible', game: '__proto__' });
    expect(proto.status).toBe(400);
    expect(proto.json.code).toBe('league.game');
    expect((await post('/api/leagues', { name: 'Ligue impossible', game: 7 })).status).toBe(400);
    const list = await get('/api/leagues');
    expect(list.json.some((l: { name: string }) => l.name === 'Ligue impossible')).toBe(false);
    // Refused before the game is even looked at when signed out.
    const out = await http(server.base, 'POST', '/api/leagues', { name: 'X', game: 'nope' });
    expect(out.status).toBe(401);
  });

  it('reads a league match only when it is of the league’s game', async () => {
    const l = await post('/api/leagues', { name: 'Ligue des bots' });
    const ids: string[] = [];
    for (const name of ['Verrue', 'Pustule'])
      ids.push((await post(`/api/leagues/${l.json.id}/goblins`, { name })).json.id);
    const started = await post(`/api/leagues/${l.json.id}/matches`, {
      seats: ids.map((g) => ({ goblins: [g], kind: 'bot', level: 'random' })),
      options: { maxRounds: 5 },
    });
    expect(started.json).toMatchObject({ league: l.json.id });
    let final: { state: unknown } | undefined;
    for (let i = 0; i < 600 && final === undefined; i++) {
      const m = await server.manager.current(started.json.id);
      if (m?.row.status === 'finished') final = m;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(final).toBeDefined();
    // A Pillards match recorded as a match of this Piss' Squig league: its state is never read as a report,
    // even one the Piss' Squig rules would take (the finished state above).
    const other = await http(server.base, 'POST', '/api/matches', {
      game: 'pillards',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(other.status).toBe(201);
    const leagues = server.leagues!;
    const lines = ids.map((goblinId, seat) => ({ goblinId, seat, goblinIndex: seat }));
    await leagues.store.insertLeagueMatch(other.json.id, l.json.id, lines, new Date().toISOString());
    expect(await leagues.apply(other.json.id, final!.state)).toBe(false);
    expect((await leagues.store.leagueOfMatch(other.json.id))?.appliedAt).toBeNull();
  });
});

/**
 * A database as it was before leagues had a game (migrated up to 0005), with one league and its goblin:
 * a SQLite file, or a fresh PostgreSQL schema. Answers how to open it as a store, and how to clean up.
 */
async function oldStore(
  engine: 'sqlite' | 'postgres',
  at: string,
): Promise<{ open: () => Promise<Store>; cleanUp: () => void }> {
  let db: Kysely<unknown>;
  let config: { db: string; schema?: string };
  let cleanUp = (): void => undefined;
  let migrationTableSchema: string | undefined;
  if (engine === 'postgres') {
    const schema = `arbitre_test_${randomBytes(6).toString('hex')}`;
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL!,
      options: `-c search_path=${schema}`,
    });
    db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(db);
    config = { db: process.env.DATABASE_URL!, schema };
    migrationTableSchema = schema;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'arbitre-leaguegame-'));
    const file = join(dir, 'old.sqlite');
    db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
    config = { db: file };
    cleanUp = () => rmSync(dir, { recursive: true, force: true });
  }
  const migrated = await new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  }).migrateTo('0005_matches_updated');
  expect(migrated.error).toBeUndefined();
  await sql`INSERT INTO leagues (id, name, created_at, owner_id) VALUES ('old', 'Vieille ligue', ${at}, NULL)`.execute(
    db,
  );
  await sql`INSERT INTO league_goblins (id, league_id, name, name_key, xp, gold, skills, injuries, status,
    created_at, coach_id) VALUES ('snik', 'old', 'Snik', 'snik', 12, 30000, '["squigador"]', '[]',
    'active', ${at}, NULL)`.execute(db);
  await db.destroy();
  return { open: () => Store.open(config), cleanUp };
}

describe.each(ENGINES)('migration 0006_league_game (%s)', (engine) => {
  it('gives the leagues of an existing database the game piss-squig', async () => {
    const at = new Date().toISOString();
    const old = await oldStore(engine, at);
    try {
      const store = await old.open();
      try {
        const leagues = new LeagueStore(store.db);
        expect(await leagues.getLeague('old')).toEqual({
          id: 'old',
          name: 'Vieille ligue',
          game: 'piss-squig',
          createdAt: at,
          ownerId: null,
        });
        expect(await leagues.listLeagues()).toMatchObject([{ id: 'old', game: 'piss-squig', goblins: 1 }]);
        expect((await leagues.goblin('snik'))?.xp).toBe(12);
      } finally {
        await store.dropSchema();
        await store.close();
      }
    } finally {
      old.cleanUp();
    }
  });
});

describe('the registry of games with leagues', () => {
  it('builds an adapter for each game with leagues the server has, and none without its rules', () => {
    expect([...leagueGames(games).keys()]).toEqual([
      'piss-squig',
      ...('spark-ball' in games ? ['spark-ball'] : []),
    ]);
    expect([...leagueGames({ ...games, 'spark-ball': sparkBall }).keys()]).toEqual([
      'piss-squig',
      'spark-ball',
    ]);
    expect(leagueGames({ 'spark-ball': sparkBall }).get('spark-ball')?.name).toEqual({
      fr: 'Spark Ball',
      en: 'Spark Ball',
    });
    expect(leagueGames(games).get('piss-squig')?.game).toBe('piss-squig');
    expect(leagueGames({ pillards: games.pillards! }).size).toBe(0);
  });

  it('is the only place naming them: the league code names no game', () => {
    const files = ['leagues.ts', 'leagues-http.ts', 'league-game.ts', 'store/leagues.ts'];
    for (const f of files) {
      const text = readFileSync(new URL(`./${f}`, import.meta.url), 'utf8');
      for (const id of Object.keys(games)) {
        expect(text, `${f} names ${id}`).not.toMatch(new RegExp(`['"\`]${id}['"\`]`));
      }
    }
  });
});
