import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseDice } from '../engine/dice.ts';
import { matchFaces } from '../engine/match-dice.ts';
import { verify, type MatchRecord } from '../engine/record.ts';
import { seedCommitment } from '../engine/rng.ts';
import { SeededDice } from '../engine/sources.ts';
import { attackXoroshiro, type SeenRoll } from '../engine/testing/gf2-attack.ts';
import type { ChanceRequest } from '../engine/types.ts';
import { pissSquig } from '../games/piss-squig/index.ts';
import { games } from '../games/registry.ts';
import { hashToken } from './matches.ts';
import { Client, http, suiteServer, type Msg } from './testing.ts';
import { Store } from './store/index.ts';
import { migrationProvider } from './store/migrations.ts';

// A long two-player match: doubles (two goblins a side), 200 rounds, a greedy bot that blocks and pisses.
const OPTIONS = { mode: 'doubles', maxRounds: 200 };
const SEATS = [
  { kind: 'human', name: 'Attaquant' },
  { kind: 'bot', level: 'greedy' },
];

const kindOf = (a: unknown): string => (a as { type: string }).type;
const CONTACT = ['block', 'piss', 'squig', 'push', 'follow', 'pro', 'reroll', 'dive', 'quickPiss', 'shadow'];

/** A random legal input, never a concession; nine times in ten one that makes contact (and dice) if any. */
function randomInput(legal: unknown[]): unknown {
  const kept = legal.filter((a) => kindOf(a) !== 'concede');
  const contact = kept.filter((a) => CONTACT.includes(kindOf(a)));
  const from = contact.length > 0 && Math.random() < 0.9 ? contact : kept.length > 0 ? kept : legal;
  const kinds = [...new Set(from.map(kindOf))];
  const kind = kinds[Math.floor(Math.random() * kinds.length)];
  const ofKind = from.filter((a) => kindOf(a) === kind);
  return ofKind[Math.floor(Math.random() * ofKind.length)];
}

/** The rolls of a record as anyone can read them: replay it to learn each roll's dice, take its faces. */
function rollsOf(record: MatchRecord): SeenRoll[] {
  const setup = pissSquig.setup(record.options);
  if (!setup.ok) throw new Error(setup.error.en);
  const s = setup.value;
  const rolls: SeenRoll[] = [];
  for (const input of record.inputs) {
    const p = pissSquig.pending(s);
    if ('faces' in input) {
      if (p.kind !== 'chance') throw new Error('faces while no roll is pending');
      const spec = parseDice(p.request.dice);
      if (!spec.ok) throw new Error(spec.error.en);
      rolls.push({ sides: spec.value.sides, faces: input.faces });
      const r = pissSquig.applyChance(s, input.faces);
      if (!r.ok) throw new Error(r.error.en);
    } else if ('player' in input) {
      const v = pissSquig.validate(s, input.player, input.action);
      if (!v.ok) throw new Error(v.error.en);
      pissSquig.apply(s, input.player, v.value);
    } else {
      throw new Error("Piss' Squig has no sealed orders");
    }
  }
  return rolls;
}

const facesIn = (rolls: SeenRoll[]): number => rolls.reduce((n, r) => n + r.faces.length, 0);

/** The attack's guesses for `later` rolls (in order): how many faces it got right, out of how many. */
function score(
  attack: ReturnType<typeof attackXoroshiro>,
  later: SeenRoll[],
): { right: number; total: number; chance: number } {
  let right = 0;
  let total = 0;
  let chance = 0;
  for (const roll of later) {
    const guess = attack.predict(roll.sides, roll.faces.length);
    roll.faces.forEach((f, i) => {
      if (guess[i] === f) right++;
      total++;
      chance += 1 / roll.sides;
    });
  }
  return { right, total, chance };
}

describe('match dice over the real protocol (sqlite)', () => {
  const suite = suiteServer();

  const record = async (id: string): Promise<MatchRecord> =>
    (await http(suite.server.base, 'GET', `/api/matches/${id}/record`)).json as MatchRecord;

  /**
   * Plays seat 0 with random legal inputs until the served record holds `faces` faces (checked every few
   * inputs) or the match is over; answers the record at that point and the last update.
   */
  async function playUntil(
    c: Client,
    id: string,
    start: Msg,
    faces: number,
  ): Promise<{ rec: MatchRecord; last: Msg }> {
    let m: Msg = start;
    let acts = 0;
    for (;;) {
      if (m.t === 'refused') throw new Error(`refused: ${m.code} ${m.en}`);
      if (m.pending.kind === 'over') return { rec: await record(id), last: m };
      if (m.legal.length > 0) {
        if (++acts % 8 === 0) {
          const rec = await record(id);
          if (facesIn(rollsOf(rec)) >= faces) return { rec, last: m };
        }
        const at = m.inputs as number;
        c.send({ t: 'act', inputs: at, input: randomInput(m.legal as unknown[]) });
        m = await c.next(
          (x) => x.t === 'refused' || (x.t === 'update' && (x.inputs > at || x.pending.kind === 'over')),
        );
      } else {
        m = await c.next((x) => x.t === 'refused' || x.t === 'update');
      }
    }
  }

  /** Concedes for seat 0 (ending a two-sided match) and answers the final record. */
  async function concede(c: Client, id: string, m: Msg): Promise<MatchRecord> {
    let cur = m;
    while (cur.pending.kind !== 'over') {
      const give = (cur.legal as unknown[]).find((a) => kindOf(a) === 'concede');
      if (give !== undefined) c.send({ t: 'act', inputs: cur.inputs, input: give });
      else if (cur.legal.length > 0) c.send({ t: 'act', inputs: cur.inputs, input: randomInput(cur.legal) });
      cur = await c.next((x) => x.t === 'refused' || (x.t === 'update' && x.inputs > cur.inputs));
      if (cur.t === 'refused') throw new Error(`refused: ${cur.code} ${cur.en}`);
    }
    return record(id);
  }

  it('new matches roll HMAC-SHA256 dice: the GF(2) attack on 200+ faces of a running match predicts no better than chance', async () => {
    const created = await http(suite.server.base, 'POST', '/api/matches', {
      game: 'piss-squig',
      options: OPTIONS,
      seats: SEATS,
    });
    expect(created.status).toBe(201);
    const { id } = created.json;
    const c = await Client.open(suite.server.ws);
    suite.clients.push(c);
    const welcome = await c.hello(id, created.json.seats[0].token);

    const seen = await playUntil(c, id, welcome, 200);
    // Mid-match: the seed is still hidden, only committed.
    expect(seen.rec.final).toBeUndefined();
    expect(seen.rec.dice).toEqual({
      source: 'seeded',
      generator: 'hmac-sha256/1',
      seedCommitment: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    const observed = rollsOf(seen.rec);
    expect(facesIn(observed)).toBeGreaterThanOrEqual(200);
    const attack = attackXoroshiro(observed);
    expect(attack.solved).toBe(false);

    const more = await playUntil(c, id, seen.last, facesIn(observed) + 120);
    const later = rollsOf(more.rec).slice(observed.length);
    const { right, total, chance } = score(attack, later);
    expect(total).toBeGreaterThanOrEqual(50);
    expect(right).toBeLessThan(total);
    // At most chance level: five standard deviations above what blind guessing gets.
    expect(right).toBeLessThanOrEqual(chance + 5 * Math.sqrt(chance) + 1);

    // Once over, the revealed seed re-derives every face, roll n from HMAC(seed, n).
    const final = more.last.pending.kind === 'over' ? more.rec : await concede(c, id, more.last);
    expect(final.dice.generator).toBe('hmac-sha256/1');
    expect(verify(games['piss-squig']!, final).ok).toBe(true);
    const seed = final.dice.seed!;
    rollsOf(final).forEach((roll, n) => {
      expect(matchFaces(seed, n, roll.faces.length, roll.sides)).toEqual(roll.faces);
    });
  });

  it('a match stored before match dice stays on xoroshiro128+ to its end and verifies (where the attack works)', async () => {
    // A legacy row, as migration 0004 leaves one: no generator column before, 'xoroshiro128+' after.
    const token = randomBytes(24).toString('base64url');
    const seed = randomBytes(32).toString('hex');
    const at = new Date().toISOString();
    const id = 'legacy-' + randomBytes(6).toString('hex');
    await suite.store.insertMatch({
      id,
      game: 'piss-squig',
      rulesVersion: pissSquig.version,
      options: { ...OPTIONS, players: 2 },
      seats: [
        { name: 'Attaquant', kind: 'human', tokenHash: hashToken(token) },
        { name: 'Bot', kind: 'bot', level: 'greedy', tokenHash: null },
      ],
      diceMode: 'seeded',
      diceGenerator: 'xoroshiro128+',
      casual: true,
      seed,
      seedCommitment: seedCommitment(seed),
      refereeTokenHash: null,
      status: 'active',
      createdAt: at,
      updatedAt: at,
      finalHash: null,
      outcome: null,
    });
    const c = await Client.open(suite.server.ws);
    suite.clients.push(c);
    const welcome = await c.hello(id, token);
    const seen = await playUntil(c, id, welcome, 200);
    expect(seen.rec.dice.generator).toBe('xoroshiro128+');
    const observed = rollsOf(seen.rec);
    const attack = attackXoroshiro(observed);
    // The control: the same attack, on the same kind of match, breaks the fast generator.
    expect(attack.solved).toBe(true);
    const more = await playUntil(c, id, seen.last, facesIn(observed) + 40);
    const { right, total } = score(attack, rollsOf(more.rec).slice(observed.length));
    expect(total).toBeGreaterThan(0);
    expect(right).toBe(total);

    const final = more.last.pending.kind === 'over' ? more.rec : await concede(c, id, more.last);
    expect(final.dice).toMatchObject({ generator: 'xoroshiro128+', seed });
    expect(verify(games['piss-squig']!, final).ok).toBe(true);
    const dice = new SeededDice(seed);
    for (const roll of rollsOf(final)) {
      const request: ChanceRequest = {
        rule: 'T',
        dice: `${roll.faces.length}d${roll.sides}`,
        roller: 0,
        label: '',
      };
      expect(dice.roll(request)).toEqual(roll.faces);
    }
  });
});

describe('migration 0004_dice_generator', () => {
  it('gives matches stored before it the legacy generator, and new rows keep theirs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbitre-dicegen-'));
    const file = join(dir, 'old.sqlite');
    try {
      // A store as it was before match dice: migrated up to 0002, one match in it.
      const old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
      const migrated = await new Migrator({ db: old, provider: migrationProvider }).migrateTo('0002_leagues');
      expect(migrated.error).toBeUndefined();
      const at = new Date().toISOString();
      await sql`INSERT INTO matches (id, game, rules_version, options, seats, dice_mode, casual, seed,
        seed_commitment, referee_token_hash, status, created_at, updated_at, final_hash, outcome)
        VALUES ('old', 'piss-squig', '1', '{}', '[]', 'seeded', 0, 's', 'c', NULL, 'active', ${at}, ${at},
        NULL, NULL)`.execute(old);
      await old.destroy();
      const store = await Store.open({ db: file });
      try {
        expect((await store.getMatch('old'))?.diceGenerator).toBe('xoroshiro128+');
        await store.insertMatch({
          ...(await store.getMatch('old'))!,
          id: 'new',
          diceGenerator: 'hmac-sha256/1',
        });
        expect((await store.getMatch('new'))?.diceGenerator).toBe('hmac-sha256/1');
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
