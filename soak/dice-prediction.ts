/**
 * Part 4b, dice prediction: bot matches played on the server with seeded dice; their finished records give
 * the faces an attacker reads. `observedRolls` extracts them (die size and faces, in order) by replaying the
 * record. With an attack (the GF(2) attack on xoroshiro128+ of `src/engine/testing/gf2-attack.ts`), the
 * part runs it on the first three quarters of each record's rolls and counts how many faces of the
 * rest it predicts: with match dice that cannot be predicted, about 1/sides of them.
 */
import type { MatchRecord } from '../src/engine/record.ts';
import { attackXoroshiro } from '../src/engine/testing/gf2-attack.ts';
import { games } from '../src/games/registry.ts';
import { testServer, testStore } from '../src/server/testing.ts';
import {
  Counts,
  Failures,
  progress,
  request,
  result,
  sleep,
  type PartOptions,
  type PartResult,
} from './common.ts';

/** A roll as an attacker reads it off a record: the die size and the faces, in order. */
export interface SeenRoll {
  sides: number;
  faces: readonly number[];
}

/** The attack's interface (that of `attackXoroshiro` in src/engine/testing/gf2-attack.ts). */
export type Attack = (rolls: readonly SeenRoll[]) => {
  solved: boolean;
  rank: number;
  contradictions: number;
  predict(sides: number, count: number): number[];
};

/** The attack to run: the GF(2) attack that breaks xoroshiro128+. */
const ATTACK: Attack | null = attackXoroshiro;

/**
 * The rolls of a record, in order, as far as they have a plain `NdS` notation (a roll of another kind,
 * such as a scatter template, ends the list: the attack needs every die of the stream). `complete` says
 * whether every roll of the record was taken.
 */
export function observedRolls(record: MatchRecord): { rolls: SeenRoll[]; complete: boolean } {
  const rules = games[record.game];
  if (rules === undefined) return { rolls: [], complete: false };
  const setup = rules.setup(record.options);
  if (!setup.ok) return { rolls: [], complete: false };
  const s = setup.value;
  const rolls: SeenRoll[] = [];
  let complete = true;
  for (const input of record.inputs) {
    const p = rules.pending(s);
    if (p.kind === 'chance' && 'faces' in input) {
      const m = /^(\d+)d(\d+)$/.exec(p.request.dice);
      if (m === null || Number(m[1]) !== input.faces.length) complete = false;
      else if (complete) rolls.push({ sides: Number(m[2]), faces: input.faces.slice() });
      const r = rules.applyChance(s, input.faces);
      if (!r.ok) return { rolls, complete: false };
    } else if (p.kind === 'decision' && 'player' in input) {
      const v = rules.validate(s, p.player, input.action);
      if (!v.ok) return { rolls, complete: false };
      rules.apply(s, p.player, v.value);
    } else if (p.kind === 'simultaneous' && 'orders' in input) {
      const orders = new Map<number, unknown>();
      for (const pl of p.players) {
        const v = rules.validate(s, pl, input.orders[String(pl)]);
        if (!v.ok) return { rolls, complete: false };
        orders.set(pl, v.value);
      }
      rules.applyOrders(s, orders);
    } else return { rolls, complete: false };
  }
  return { rolls, complete };
}

/** Dice prediction options: the store engine. */
export interface DiceOptions extends PartOptions {
  engine?: 'sqlite' | 'postgres';
  /** The attack (default: `ATTACK`; null measures the faces an attacker reads, without predicting). */
  attack?: Attack | null;
}

/** Part 4b: dice prediction. `size` is the number of bot matches (Pillards, six random bots). */
export async function dicePart(opts: DiceOptions): Promise<PartResult> {
  const t0 = performance.now();
  const counts = new Counts();
  const failures = new Failures();
  const notes: string[] = [];
  const attack = opts.attack === undefined ? ATTACK : opts.attack;
  const { store, dispose } = await testStore(opts.engine ?? 'sqlite');
  const server = await testServer(store, { rate: 1_000_000, burst: 1_000_000 });
  const tick = progress(opts, 'dice');
  const deadline = performance.now() + opts.timeMs;
  let done = 0;
  try {
    const ids: string[] = [];
    for (let i = 0; i < opts.size; i++) {
      const r = await request(server.base, 'POST', '/api/matches', {
        body: JSON.stringify({
          game: 'pillards',
          // Six players: more rolls per record (the attack needs about 128 even-sided faces).
          seats: Array.from({ length: 6 }, () => ({ kind: 'bot' })),
        }),
        headers: { 'content-type': 'application/json' },
      });
      if (r.status !== 201) throw new Error(`create: ${r.status} ${r.text.slice(0, 300)}`);
      ids.push(JSON.parse(r.text).id);
    }
    for (const id of ids) {
      let record: MatchRecord | null = null;
      while (performance.now() < deadline) {
        const r = await request(server.base, 'GET', `/api/matches/${id}/record`);
        const rec = JSON.parse(r.text) as MatchRecord;
        if (rec.final !== undefined) {
          record = rec;
          break;
        }
        await sleep(100);
      }
      if (record === null) {
        notes.push(`time cap reached with ${ids.length - done} bot matches unfinished`);
        break;
      }
      const { rolls, complete } = observedRolls(record);
      counts.add('rolls read off records', rolls.length);
      counts.add(
        'faces read off records',
        rolls.reduce((n, r) => n + r.faces.length, 0),
      );
      counts.add(complete ? 'records with every roll plain NdS' : 'records with another kind of roll');
      if (attack !== null && rolls.length >= 4) {
        // The attack reads the first three quarters of the rolls and predicts the rest.
        const half = Math.floor((rolls.length * 3) / 4);
        const found = attack(rolls.slice(0, half));
        counts.add(found.solved ? 'attack solved' : 'attack not solved');
        counts.add('attack contradictions', found.contradictions);
        counts.add('attack rank (sum over records)', found.rank);
        for (const roll of rolls.slice(half)) {
          const guess = found.predict(roll.sides, roll.faces.length);
          roll.faces.forEach((f, k) => {
            counts.add('faces predicted');
            if (guess[k] === f) counts.add('faces predicted right');
            counts.add('faces expected right by chance (x1000)', Math.round(1000 / roll.sides));
          });
        }
      }
      done++;
      tick(done);
    }
    const predicted = counts.get('faces predicted');
    if (attack === null) {
      notes.push(
        'no attack in this worktree (src/engine/testing/gf2-attack.ts): prediction skipped, faces counted',
      );
    } else if (predicted > 0) {
      const right = counts.get('faces predicted right');
      const chance = counts.get('faces expected right by chance (x1000)') / 1000;
      // Far more right guesses than chance gives (five standard deviations) means the dice can be predicted.
      const sd = Math.sqrt(chance * (1 - chance / predicted));
      if (right > chance + 5 * sd + 5)
        failures.add(
          `dice predicted: ${right} of ${predicted} faces right, ${chance.toFixed(0)} expected by chance`,
        );
    }
    const out = result('dice', opts, done, t0, counts, failures, notes);
    if (attack === null) out.skipped = true;
    return out;
  } finally {
    await server.app.close();
    await dispose();
  }
}
