/**
 * Spark Ball leagues over real HTTP (SQLite, and PostgreSQL when DATABASE_URL is set): a league match whose
 * other team is played by the server's bot worker, its post-match applied once like a human match; and a
 * team's coach hiring and firing players between matches with the treasury (ARB-SB-80), with the refusals
 * hostile clients get.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRoster } from '../games/spark-ball/teams/build.ts';
import type { Roster } from '../games/spark-ball/teams/types.ts';
import { teamResults } from './spark-ball-league.ts';
import type { Store } from './store/index.ts';
import { ENGINES, http, testServer, testStore } from './testing.ts';
import { Coach } from './testing-accounts.ts';

/** A T1 roster body of 3 Attackers (Kael the Shadow first when `kael`), 3 Defenders and a Keeper, no reroll. */
function sevenOf(kael = false, rerolls = 0): Roster {
  const players = [
    ...(kael ? [{ special: 'kael' }] : [{ position: 'attacker' as const }]),
    { position: 'attacker' as const },
    { position: 'attacker' as const },
    { position: 'defender' as const },
    { position: 'defender' as const },
    { position: 'defender' as const },
    { position: 'keeper' as const },
  ];
  const r = buildRoster({ template: 'T1', players, rerolls });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe.each(ENGINES)('Spark Ball league bots and hiring over HTTP (%s)', (engine) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof testServer>>;
  let owner: Coach;
  let rival: Coach;
  let league: string;
  const get = (path: string) => http(server.base, 'GET', path);
  const pieces = () => `/api/leagues/${league}/pieces`;
  const newTeam = async (who: Coach, name: string, body: object): Promise<string> => {
    const r = await who.req(server.base, 'POST', pieces(), { ...body, name });
    expect(r.status).toBe(201);
    return r.json.id as string;
  };

  /** Waits until `match` is finished (bots play it). */
  async function finished(match: string): Promise<void> {
    for (let i = 0; i < 1200; i++) {
      if ((await get(`/api/matches/${match}`)).json.status === 'finished') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`match ${match} did not finish`);
  }

  beforeAll(async () => {
    ({ store, dispose } = await testStore(engine));
    server = await testServer(store);
    owner = await Coach.signUp(server.base, 'Patronne');
    rival = await Coach.signUp(server.base, 'Concurrent');
    // One league for the whole suite (league creation is rate-limited).
    const l = await owner.req(server.base, 'POST', '/api/leagues', {
      name: 'Ligue du mercato',
      game: 'spark-ball',
    });
    expect(l.status).toBe(201);
    league = l.json.id;
    expect(
      (await owner.req(server.base, 'POST', `/api/leagues/${league}/members`, { name: 'Concurrent' })).status,
    ).toBe(201);
  });
  afterAll(async () => {
    await server.app.close();
    await dispose();
  });

  it('ARB-SB-80 its coach hires a player with the treasury, then fires one without refund', async () => {
    const id = await newTeam(owner, 'Recruteurs', sevenOf());
    const path = `${pieces()}/${id}`;
    expect((await get(path)).json).toMatchObject({ treasury: 455, playerCount: 7 });
    const hired = await owner.req(server.base, 'POST', `${path}/hire`, {
      position: 'defender',
      name: 'Mur',
      number: 12,
      equipment: 'EQ-2',
    });
    expect(hired.status).toBe(200);
    // Garde 85 + Plastron renforcé 30.
    expect(hired.json.done).toMatchObject({
      hired: { id: 'p8', name: 'Mur', number: 12, position: { id: 'defender' }, equipment: { id: 'EQ-2' } },
      cost: 115,
      treasury: 340,
    });
    expect(hired.json).toMatchObject({ name: 'Recruteurs', treasury: 340, playerCount: 8 });
    const sheet = (await get(path)).json;
    expect(sheet.roster.treasury).toBe(340);
    expect(sheet.roster.players.map((p: { id: string }) => p.id)).toEqual([
      'p1',
      'p2',
      'p3',
      'p4',
      'p5',
      'p6',
      'p7',
      'p8',
    ]);
    // The first Defender goes; nothing comes back to the treasury.
    const fired = await owner.req(server.base, 'POST', `${path}/fire`, { player: 'p4' });
    expect(fired.status).toBe(200);
    expect(fired.json.done).toMatchObject({ fired: { id: 'p4' }, cost: 0, treasury: 340 });
    expect((await get(path)).json).toMatchObject({ treasury: 340, playerCount: 7 });
    // Now every player is needed (SB-TEAM-1, SB-TEAM-2).
    const short = await owner.req(server.base, 'POST', `${path}/fire`, { player: 'p5' });
    expect(short.status).toBe(400);
    expect(short.json.details.map((d: { code: string }) => d.code)).toEqual([
      'roster.size',
      'roster.min.defender',
    ]);
    const nobody = await owner.req(server.base, 'POST', `${path}/fire`, { player: 'p4' });
    expect(nobody.status).toBe(404);
    expect(nobody.json.code).toBe('fire.unknown');
  });

  it('ARB-SB-80 refuses hostile clients: another coach, a stranger, nobody signed in, a malformed body', async () => {
    const id = await newTeam(owner, 'Gardés', sevenOf());
    const path = `${pieces()}/${id}`;
    const body = { position: 'attacker' };
    const byRival = await rival.req(server.base, 'POST', `${path}/hire`, body);
    expect(byRival.status).toBe(403);
    expect(byRival.json.code).toBe('piece.coach');
    expect(byRival.json.message).toContain('seul son coach peut recruter un joueur');
    expect(byRival.json.en).toContain('only its coach may hire a player');
    expect((await rival.req(server.base, 'POST', `${path}/fire`, { player: 'p1' })).status).toBe(403);
    const stranger = await Coach.signUp(server.base, `Inconnu ${engine}`);
    expect((await stranger.req(server.base, 'POST', `${path}/hire`, body)).json.code).toBe('league.member');
    const anonymous = await http(server.base, 'POST', `${path}/hire`, body);
    expect(anonymous.status).toBe(401);
    for (const bad of [
      { position: 'goalie' },
      { position: 'attacker', stats: { mv: 9, f: 6, r: 6, ag: 6, ar: 4 } },
      { position: 'attacker', number: 0 },
      { position: 'attacker', equipment: 'EQ-99' },
      'attacker',
      null,
    ]) {
      const r = await owner.req(server.base, 'POST', `${path}/hire`, bad);
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('invalid');
    }
    expect((await owner.req(server.base, 'POST', `${path}/fire`, { player: 7 })).json.code).toBe('invalid');
    expect((await owner.req(server.base, 'POST', `${path}/hire`, {})).json.code).toBe('hire.order');
    // Nothing changed.
    expect((await get(path)).json).toMatchObject({ treasury: 455, playerCount: 7 });
  });

  it('ARB-SB-80 refuses a hire over the treasury, a 21st player and a second special character', async () => {
    const poor = await newTeam(owner, 'Fauchés', { template: 'T1' });
    const over = await owner.req(server.base, 'POST', `${pieces()}/${poor}/hire`, { position: 'attacker' });
    expect(over.status).toBe(400);
    expect(over.json.details.map((d: { code: string }) => d.code)).toEqual(['hire.budget']);
    expect(over.json.message).toContain('la trésorerie n’a que 60\u00a0cr');
    expect(over.json.en).toContain('the treasury holds only 60 cr (10 cr short)');
    const withKael = await newTeam(owner, 'Ombres', sevenOf(true));
    const second = await owner.req(server.base, 'POST', `${pieces()}/${withKael}/hire`, {
      special: 'aveline',
    });
    expect(second.status).toBe(400);
    expect(second.json.details.map((d: { code: string }) => d.code)).toEqual(['roster.specials']);
    // A team grown to 20 players over its matches (written in the store as the league would have).
    const big = await newTeam(owner, 'Foule', sevenOf());
    const doc = (await get(`${pieces()}/${big}`)).json.roster as Roster;
    const more = Array.from({ length: 13 }, (_, i) => ({
      ...doc.players[i % 3]!,
      id: `p${8 + i}`,
      number: 20 + i,
      name: `Renfort ${i}`,
    }));
    // 3 + 6 = 9 Attackers (the maximum), then Defenders and a Keeper: 20 in all.
    const players = [
      ...doc.players,
      ...more.slice(0, 6),
      ...more.slice(6, 12).map((p) => ({ ...doc.players[3]!, id: p.id, number: p.number, name: p.name })),
      { ...doc.players[6]!, id: 'p20', number: 40, name: 'Portier bis' },
    ];
    expect(players).toHaveLength(20);
    await server.leagues!.store.updatePiece(big, 'Foule', 'foule', { ...doc, players, treasury: 5000 });
    const full = await owner.req(server.base, 'POST', `${pieces()}/${big}/hire`, { position: 'keeper' });
    expect(full.status).toBe(400);
    expect(full.json.details.map((d: { code: string }) => d.code)).toEqual(['roster.size']);
    expect(full.json.en).toContain('The team has 21 players: it needs 7 to 20.');
    expect((await get(`${pieces()}/${big}`)).json).toMatchObject({ playerCount: 20, treasury: 5000 });
  });

  it('ARB-SB-80 two hires sent at once: the treasury pays only one (one transaction each)', async () => {
    // 455 − 6 rerolls × 60 = 95 cr: one Assaillant (70 cr), not two.
    const id = await newTeam(owner, 'Pressés', sevenOf(false, 6));
    const path = `${pieces()}/${id}`;
    expect((await get(path)).json).toMatchObject({ treasury: 95 });
    const both = await Promise.all(
      ['Premier', 'Second'].map((name) =>
        owner.req(server.base, 'POST', `${path}/hire`, { position: 'attacker', name }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.json.details[0].code).toBe('hire.budget');
    expect((await get(path)).json).toMatchObject({ treasury: 25, playerCount: 8 });
  });

  it('ARB-SB-80 ARB-SB-45 a dead team neither hires nor fires', async () => {
    const doomed = await newTeam(owner, 'Condamnés', sevenOf());
    const other = await newTeam(owner, 'Survivants', { template: 'T3' });
    const match = await owner.req(server.base, 'POST', `/api/leagues/${league}/matches`, {
      seats: [
        { pieces: [doomed], kind: 'human' },
        { pieces: [other], kind: 'human' },
      ],
    });
    expect(match.status).toBe(201);
    // One death leaves 6 players: the team is dead (hand-made changes through the adapter's path).
    const results = teamResults([{ side: 0, players: [{ player: 'p1', dead: true, career: {} }] }], {
      scores: [0, 1],
      ranks: [2, 1],
      winners: [1],
    });
    expect(await server.leagues!.store.applyMatch(match.json.id, results, new Date().toISOString())).toBe(
      true,
    );
    expect((await get(`${pieces()}/${doomed}`)).json).toMatchObject({ status: 'dead', treasury: 455 });
    const hire = await owner.req(server.base, 'POST', `${pieces()}/${doomed}/hire`, { position: 'attacker' });
    expect(hire.status).toBe(409);
    expect(hire.json).toMatchObject({ code: 'goblin.unavailable', rule: 'ARB-SB-80' });
    expect(hire.json.en).toContain('only active teams change between matches');
    expect((await get(`${pieces()}/${doomed}`)).json).toMatchObject({ playerCount: 6, treasury: 455 });
  });

  it('a league match against a bot: played by the bot worker, its post-match applied once; no hire while it runs', async () => {
    const mine = await newTeam(owner, 'Humains', { template: 'T1' });
    const bot = await newTeam(owner, 'Automates', { template: 'T3' });
    // Another coach's team cannot be handed to a bot.
    const theirs = await newTeam(rival, 'Étrangers', { template: 'T2' });
    const refused = await owner.req(server.base, 'POST', `/api/leagues/${league}/matches`, {
      seats: [
        { pieces: [mine], kind: 'human' },
        { pieces: [theirs], kind: 'bot', level: 'greedy' },
      ],
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('goblin.coach');
    const started = await owner.req(server.base, 'POST', `/api/leagues/${league}/matches`, {
      seats: [
        { pieces: [mine], kind: 'human' },
        { pieces: [bot], kind: 'bot', level: 'greedy' },
      ],
      options: { match: { maxTurns: 2 } },
    });
    expect(started.status).toBe(201);
    const match = started.json.id as string;
    const row = (await get(`/api/matches/${match}`)).json;
    expect(row.seats[1]).toMatchObject({ kind: 'bot:greedy', name: 'Automates' });
    // During the match neither team hires nor fires.
    for (const [team, action, body] of [
      [mine, 'hire', { position: 'attacker' }],
      [bot, 'fire', { player: 'p1' }],
    ] as const) {
      const busy = await owner.req(server.base, 'POST', `${pieces()}/${team}/${action}`, body);
      expect(busy.status).toBe(409);
      expect(busy.json.code).toBe('goblin.busy');
      expect(busy.json.en).toContain(match);
    }
    // The human seat is handed to a random bot with its token: the server's bot worker plays both sides.
    const token = started.json.seats[0].token as string;
    const handed = await owner.req(server.base, 'POST', `/api/matches/${match}/seats/0/bot`, { token });
    expect(handed.status).toBe(200);
    await finished(match);
    const record = (await get(`/api/matches/${match}/record`)).json;
    const outcome = record.final.outcome as { scores: number[]; winners: number[] };
    const sheets = await Promise.all([mine, bot].map(async (t) => (await get(`${pieces()}/${t}`)).json));
    sheets.forEach((s, seat) => {
      expect(s.busy).toBeNull();
      expect(s.history).toHaveLength(1);
      expect(s.history[0]).toMatchObject({
        match,
        applied: true,
        seat,
        score: outcome.scores[seat],
        won: outcome.winners.includes(seat),
      });
      expect(s.history[0].team).not.toBeNull();
    });
    // Applied once: applying the finished state again changes nothing.
    const m = await server.manager.current(match);
    expect(await server.leagues!.apply(match, m!.state)).toBe(false);
    const again = await Promise.all([mine, bot].map(async (t) => (await get(`${pieces()}/${t}`)).json));
    expect(again.map((s) => s.roster)).toEqual(sheets.map((s) => s.roster));
    expect(again.map((s) => s.history)).toEqual(sheets.map((s) => s.history));
    // Between matches again: a team that played is no longer busy (an unknown player is the only refusal).
    const after = await owner.req(server.base, 'POST', `${pieces()}/${bot}/fire`, { player: 'p99' });
    expect(after.status).toBe(404);
    expect(after.json.code).toBe('fire.unknown');
  });
});
