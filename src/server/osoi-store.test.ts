/**
 * OSOI army lists and battlefields saved per account, over real HTTP (SQLite, and PostgreSQL when DATABASE_URL
 * is set): the owner saves, lists, reads, renames and deletes; hostile clients (another account, a stranger,
 * anonymous, malformed and oversized bodies, too many items, concurrent edits) are refused; a match created
 * with `armyIds` / `mapId` holds the lists and the map themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rect, type MapSpec } from '../games/osoi/map.ts';
import { DEFAULT_ARMY } from '../games/osoi/options.ts';
import { MAX_SAVED_PER_ACCOUNT } from './osoi-store.ts';
import type { Store } from './store/index.ts';
import { ENGINES, http, testServer, testStore } from './testing.ts';
import { Coach } from './testing-accounts.ts';

const ARMY = { name: 'Escouade du nord', units: DEFAULT_ARMY.units };
const MAP: MapSpec = {
  name: 'Carrefour',
  width: 48,
  depth: 32,
  features: [
    { type: 'ruins', polygon: rect(10, 16, 8, 12) },
    {
      type: 'swamp',
      polygon: [
        [20, 20],
        [28, 18],
        [30, 26],
        [22, 28],
      ],
    },
  ],
};

describe.each(ENGINES)('OSOI saved armies and maps over HTTP (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  let owner: Coach;
  let other: Coach;
  let hoarder: Coach;
  const anonymous = new Coach('personne');

  /** A raw request with a coach's cookie (a body that is not JSON, or too big). */
  async function raw(who: Coach, method: string, path: string, body: string) {
    const res = await fetch(server.base + path, {
      method,
      headers: { 'content-type': 'application/json', cookie: who.cookie },
      body,
    });
    const text = await res.text();
    return { status: res.status, json: text === '' ? null : JSON.parse(text) };
  }

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store);
    owner = await Coach.signUp(server.base, 'Stratège');
    other = await Coach.signUp(server.base, 'Voisin');
    hoarder = await Coach.signUp(server.base, 'Collectionneur');
  });
  afterAll(async () => {
    await server.app.close();
    await dispose();
  });

  it('OS-ARMY-7 the owner saves a valid list, lists it, reads it, renames it and deletes it', async () => {
    const saved = await owner.req(server.base, 'POST', '/api/osoi/armies', { list: ARMY });
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);
    // The default army: 139 points, 13 figures, 5 units, against the default budget of 150.
    expect(saved.json).toMatchObject({
      name: 'Escouade du nord',
      revision: 1,
      budget: 150,
      cost: 139,
      figures: 13,
      units: 5,
      list: ARMY,
    });
    const id = saved.json.id as string;
    const listed = await owner.req(server.base, 'GET', '/api/osoi/armies');
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([
      expect.objectContaining({ id, name: 'Escouade du nord', cost: 139, revision: 1 }),
    ]);
    expect(listed.json[0].list).toBeUndefined();
    const read = await owner.req(server.base, 'GET', `/api/osoi/armies/${id}`);
    expect(read.json.list).toEqual(ARMY);
    const renamed = await owner.req(server.base, 'PUT', `/api/osoi/armies/${id}`, {
      list: { ...ARMY, name: 'Escouade du sud' },
      revision: 1,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ id, name: 'Escouade du sud', revision: 2 });
    // A bigger budget is kept with the list.
    const bigger = await owner.req(server.base, 'PUT', `/api/osoi/armies/${id}`, {
      list: { ...ARMY, name: 'Escouade du sud' },
      budget: 300,
    });
    expect(bigger.json).toMatchObject({ budget: 300, revision: 3 });
    expect((await owner.req(server.base, 'DELETE', `/api/osoi/armies/${id}`)).status).toBe(204);
    expect((await owner.req(server.base, 'GET', `/api/osoi/armies/${id}`)).status).toBe(404);
    expect((await owner.req(server.base, 'GET', '/api/osoi/armies')).json).toEqual([]);
  });

  it('OS-ARMY-7 an invalid list is refused with every problem listed, in French and English', async () => {
    const r = await owner.req(server.base, 'POST', '/api/osoi/armies', {
      list: {
        name: 'Trop',
        units: [
          { catalogue: 'WEREWOLF' },
          { catalogue: 'WEREWOLF' },
          { catalogue: 'NOPE' },
          { catalogue: 'GRUNT_RIFLES', size: 9 },
          { catalogue: 'SOLDIER' },
        ],
      },
    });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('army.invalid');
    expect(r.json.rule).toBe('OS-ARMY-7');
    expect(r.json.details.map((d: { code: string }) => d.code)).toEqual([
      'army.catalogue',
      'army.size',
      'army.budget',
    ]);
    expect(r.json.message).toContain('3 problèmes');
    expect(r.json.en).toContain('3 problems');
    expect(r.json.en).toContain('The army costs 153 points; the budget is 150.');
    expect(r.json.en).toContain('Unit 4 (Grunts fusiliers): 9 figures; a group has 1 to 5.');
    expect((await owner.req(server.base, 'GET', '/api/osoi/armies')).json).toEqual([]);
  });

  it('OS-TERR-1 the owner saves a map and edits it; a map with problems gets them all', async () => {
    const saved = await owner.req(server.base, 'POST', '/api/osoi/maps', { map: MAP });
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);
    expect(saved.json).toMatchObject({ name: 'Carrefour', width: 48, depth: 32, features: 2, map: MAP });
    const id = saved.json.id as string;
    const moved: MapSpec = { ...MAP, features: [MAP.features[1]!] };
    const put = await owner.req(server.base, 'PUT', `/api/osoi/maps/${id}`, { map: moved, revision: 1 });
    expect(put.json).toMatchObject({ features: 1, revision: 2, map: moved });
    const bad = await owner.req(server.base, 'PUT', `/api/osoi/maps/${id}`, {
      map: {
        ...MAP,
        features: [
          { type: 'grove', polygon: rect(40, 50, 10, 12) },
          // A bow tie: its edges cross.
          {
            type: 'hedge',
            polygon: [
              [1, 1],
              [3, 3],
              [3, 1],
              [1, 3],
            ],
          },
          // Three vertices in a line (an edge folds back onto another).
          {
            type: 'lowWall',
            polygon: [
              [5, 5],
              [6, 5],
              [7, 5],
            ],
          },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('map.invalid');
    expect(bad.json.details.map((d: { code: string }) => d.code)).toEqual([
      'map.outside',
      'map.notSimple',
      'map.notSimple',
    ]);
    expect(bad.json.details[0].en).toBe(
      'Piece 1 (Grove): vertex 2 (50, 10) is off the table; vertices go from 0 to 48 m in x and 0 to 32 m in y.',
    );
    expect(bad.json.details[0].rule).toBe('ARB-OS-93');
    // Unchanged by the refused edit.
    expect((await owner.req(server.base, 'GET', `/api/osoi/maps/${id}`)).json.map).toEqual(moved);
    expect((await owner.req(server.base, 'DELETE', `/api/osoi/maps/${id}`)).status).toBe(204);
  });

  it('another account and anonymous can neither read, edit nor delete an item, nor see it listed', async () => {
    const army = (await owner.req(server.base, 'POST', '/api/osoi/armies', { list: ARMY })).json.id as string;
    const map = (await owner.req(server.base, 'POST', '/api/osoi/maps', { map: MAP })).json.id as string;
    for (const [path, body] of [
      [`/api/osoi/armies/${army}`, { list: { ...ARMY, name: 'Volée' } }],
      [`/api/osoi/maps/${map}`, { map: { ...MAP, name: 'Volée' } }],
    ] as const) {
      const read = await other.req(server.base, 'GET', path);
      expect(read.status).toBe(404);
      expect(read.json.en).toContain('not found among yours');
      expect((await other.req(server.base, 'PUT', path, body)).status).toBe(404);
      expect((await other.req(server.base, 'DELETE', path)).status).toBe(404);
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const r = await anonymous.req(server.base, method, path, method === 'PUT' ? body : undefined);
        expect(r.status).toBe(401);
        expect(r.json.code).toBe('session.none');
      }
      expect((await owner.req(server.base, 'GET', path)).json.name).not.toBe('Volée');
    }
    expect((await other.req(server.base, 'GET', '/api/osoi/armies')).json).toEqual([]);
    expect((await other.req(server.base, 'GET', '/api/osoi/maps')).json).toEqual([]);
    expect((await anonymous.req(server.base, 'GET', '/api/osoi/maps')).status).toBe(401);
    expect((await anonymous.req(server.base, 'POST', '/api/osoi/armies', { list: ARMY })).status).toBe(401);
    // A stranger with a forged cookie is anonymous.
    const forger = new Coach('faussaire');
    forger.cookie = 'arbitre_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await forger.req(server.base, 'GET', `/api/osoi/armies/${army}`)).status).toBe(401);
    await owner.req(server.base, 'DELETE', `/api/osoi/armies/${army}`);
    await owner.req(server.base, 'DELETE', `/api/osoi/maps/${map}`);
  });

  it('malformed bodies and ids are refused with a reason, and nothing is stored', async () => {
    const cases: [string, string, number, string][] = [
      ['POST', '{"list":', 400, 'json'],
      ['POST', '[]', 400, 'invalid'],
      ['POST', JSON.stringify({ list: ARMY, extra: 1 }), 400, 'invalid'],
      ['POST', JSON.stringify({ list: { name: '', units: [] } }), 400, 'invalid'],
      ['POST', JSON.stringify({ list: { name: 'x', units: 'beaucoup' } }), 400, 'invalid'],
      ['POST', JSON.stringify({ list: ARMY, budget: -5 }), 400, 'invalid'],
      ['POST', JSON.stringify({ list: ARMY, budget: 1.5 }), 400, 'invalid'],
    ];
    for (const [method, body, status, code] of cases) {
      const r = await raw(owner, method, '/api/osoi/armies', body);
      expect(r.status, body).toBe(status);
      expect(r.json.code, body).toBe(code);
      expect(r.json.en).toBeTruthy();
    }
    const mapCases = [
      { map: { ...MAP, width: 'large' } },
      { map: { ...MAP, features: [{ type: 'lava', polygon: rect(1, 2, 1, 2) }] } },
      { map: { ...MAP, features: [{ type: 'grove', polygon: [[1, 1]] }] } },
      { map: { ...MAP, features: [{ type: 'grove', polygon: rect(1, 2, 1, 2), cover: 9 }] } },
      { map: MAP, revision: 0 },
    ];
    for (const body of mapCases) {
      const r = await owner.req(server.base, 'POST', '/api/osoi/maps', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.code).toBe('invalid');
    }
    expect((await owner.req(server.base, 'GET', '/api/osoi/armies/..%2F..')).status).toBe(400);
    expect((await owner.req(server.base, 'GET', `/api/osoi/maps/${'x'.repeat(65)}`)).status).toBe(400);
    expect((await owner.req(server.base, 'GET', '/api/osoi/armies')).json).toEqual([]);
    expect((await owner.req(server.base, 'GET', '/api/osoi/maps')).json).toEqual([]);
  });

  it('an oversized map is refused: over 100 features by the schema, over 64 KiB by size', async () => {
    const many = {
      ...MAP,
      features: Array.from({ length: 101 }, () => ({ type: 'grove', polygon: rect(1, 2, 1, 2) })),
    };
    const r = await owner.req(server.base, 'POST', '/api/osoi/maps', { map: many });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('invalid');
    const huge = JSON.stringify({ map: { ...MAP, name: 'x'.repeat(70 * 1024) } });
    const big = await raw(owner, 'POST', '/api/osoi/maps', huge);
    expect(big.status).toBe(413);
    expect(big.json.code).toBe('size');
    expect((await owner.req(server.base, 'GET', '/api/osoi/maps')).json).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_PER_ACCOUNT} lists per account, even when saves race`, async () => {
    for (let i = 0; i < MAX_SAVED_PER_ACCOUNT - 3; i++) {
      const r = await hoarder.req(server.base, 'POST', '/api/osoi/armies', {
        list: { ...ARMY, name: `L${i}` },
      });
      expect(r.status).toBe(201);
    }
    // Six saves at once for the last three places.
    const race = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        hoarder.req(server.base, 'POST', '/api/osoi/armies', { list: { ...ARMY, name: `R${i}` } }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(race.find((r) => r.status === 409)!.json.code).toBe('saved.full');
    expect((await hoarder.req(server.base, 'GET', '/api/osoi/armies')).json).toHaveLength(
      MAX_SAVED_PER_ACCOUNT,
    );
    // Maps count apart, and another account is not concerned.
    expect((await hoarder.req(server.base, 'POST', '/api/osoi/maps', { map: MAP })).status).toBe(201);
    expect((await other.req(server.base, 'POST', '/api/osoi/armies', { list: ARMY })).status).toBe(201);
  });

  it('concurrent edits from the same revision: one wins, the other is told to reload', async () => {
    const id = (await owner.req(server.base, 'POST', '/api/osoi/maps', { map: MAP })).json.id as string;
    const [a, b] = await Promise.all(
      ['Nord', 'Sud'].map((name) =>
        owner.req(server.base, 'PUT', `/api/osoi/maps/${id}`, { map: { ...MAP, name }, revision: 1 }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const winner = a!.status === 200 ? a! : b!;
    const loser = a!.status === 200 ? b! : a!;
    expect(winner.json.revision).toBe(2);
    expect(loser.json.code).toBe('saved.stale');
    expect(loser.json.en).toContain('revision 2, yours 1');
    expect((await owner.req(server.base, 'GET', `/api/osoi/maps/${id}`)).json.name).toBe(winner.json.name);
    // Without a revision, the last write wins.
    const last = await owner.req(server.base, 'PUT', `/api/osoi/maps/${id}`, {
      map: { ...MAP, name: 'Est' },
    });
    expect(last.json).toMatchObject({ name: 'Est', revision: 3 });
    await owner.req(server.base, 'DELETE', `/api/osoi/maps/${id}`);
  });

  it('OS-SETUP-1 a match created with armyIds and mapId holds the creator’s lists and map themselves', async () => {
    const small = {
      name: 'Trio',
      units: [{ catalogue: 'SOLDIER' }, { catalogue: 'SNIPER' }, { catalogue: 'MEDIC' }],
    };
    const a = (await owner.req(server.base, 'POST', '/api/osoi/armies', { list: small })).json.id as string;
    const m = (await owner.req(server.base, 'POST', '/api/osoi/maps', { map: MAP })).json.id as string;
    const foreign = (await other.req(server.base, 'POST', '/api/osoi/armies', { list: small })).json
      .id as string;
    const seats = [{ kind: 'human', name: 'Stratège' }, { kind: 'human' }];
    const created = await owner.req(server.base, 'POST', '/api/matches', {
      game: 'osoi',
      options: { roundLimit: 3 },
      seats,
      armyIds: [a, null],
      mapId: m,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const row = await store.getMatch(created.json.id);
    const options = row!.options as Record<string, unknown>;
    expect(options).toEqual({ players: 2, roundLimit: 3, armies: [small, DEFAULT_ARMY], map: MAP });
    expect(JSON.stringify(options)).not.toContain(a);
    // Both sides from the creator's lists.
    const both = await owner.req(server.base, 'POST', '/api/matches', {
      game: 'osoi',
      seats,
      armyIds: [a, a],
    });
    expect(both.status).toBe(201);
    expect(((await store.getMatch(both.json.id))!.options as { armies: unknown }).armies).toEqual([
      small,
      small,
    ]);
    // Another account's list, anonymous, another game, a malformed id: refused.
    const stolen = await owner.req(server.base, 'POST', '/api/matches', {
      game: 'osoi',
      seats,
      armyIds: [foreign, null],
    });
    expect(stolen.status).toBe(404);
    expect(stolen.json.code).toBe('army.unknown');
    const theirMap = await other.req(server.base, 'POST', '/api/matches', { game: 'osoi', seats, mapId: m });
    expect(theirMap.status).toBe(404);
    expect(theirMap.json.code).toBe('map.unknown');
    const anon = await http(server.base, 'POST', '/api/matches', { game: 'osoi', seats, mapId: m });
    expect(anon.status).toBe(401);
    const wrongGame = await owner.req(server.base, 'POST', '/api/matches', {
      game: 'spark-ball',
      seats,
      mapId: m,
    });
    expect(wrongGame.status).toBe(400);
    expect(wrongGame.json.code).toBe('saved.game');
    const malformed = await owner.req(server.base, 'POST', '/api/matches', {
      game: 'osoi',
      seats,
      armyIds: [a],
    });
    expect(malformed.status).toBe(400);
    // A list over the match's own budget is refused by the battle's setup.
    const tight = await owner.req(server.base, 'POST', '/api/matches', {
      game: 'osoi',
      options: { budget: 50 },
      seats,
      armyIds: [a, null],
    });
    expect(tight.status).toBe(400);
    // MAP-1 is still the default without mapId.
    const plain = await owner.req(server.base, 'POST', '/api/matches', { game: 'osoi', seats });
    expect(plain.status).toBe(201);
    expect((await store.getMatch(plain.json.id))!.options ?? {}).not.toHaveProperty('map');
  });
});
