import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, http, pick, testServer, testStore, type Msg } from './testing.ts';
import type { Store } from './store/index.ts';

let store: Store;
let dispose: () => Promise<void>;
let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  ({ store, dispose } = await testStore('sqlite'));
  server = await testServer(store);
});
afterAll(async () => {
  await server.app.close();
  await dispose();
});

/** The last welcome or update a client received. */
const latest = (c: Client): Msg => c.msgs.filter((m) => m.t === 'welcome' || m.t === 'update').at(-1);

async function until(pred: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!pred()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

it("leak test: in a Pillards campaign no frame to another seat or a spectator contains a player's orders before the reveal", async () => {
  const n = 3;
  const created = await http(server.base, 'POST', '/api/matches', {
    game: 'pillards',
    seats: Array.from({ length: n }, () => ({ kind: 'human' })),
  });
  const { id } = created.json;
  const seats: Client[] = [];
  for (let i = 0; i < n; i++) {
    const c = await Client.open(server.ws);
    await c.hello(id, created.json.seats[i].token);
    seats.push(c);
  }
  const spectator = await Client.open(server.ws);
  await spectator.hello(id);
  const everyone = [...seats, spectator];
  let checkedRounds = 0;

  for (let step = 0; step < 5000; step++) {
    const s = latest(spectator);
    if (s.pending.kind === 'over') break;
    const inputs = s.inputs as number;
    if (s.pending.kind === 'decision') {
      const seat = s.pending.player as number;
      await until(() => latest(seats[seat]!).inputs === inputs, 'decision view');
      seats[seat]!.send({ t: 'act', inputs, input: pick(latest(seats[seat]!).legal) });
    } else {
      expect(s.pending.kind).toBe('simultaneous');
      const orders = s.view.phase === 'orders';
      const players = (s.pending.players as number[]).slice();
      // Rotate who submits last, so every seat's orders wait on the server some turns.
      for (let r = 0; r < (s.view.turn as number) % players.length; r++) players.push(players.shift()!);
      const secrets: { seat: number; texts: string[]; from: number[] }[] = [];
      for (const [k, seat] of players.entries()) {
        const c = seats[seat]!;
        await until(() => latest(c).inputs === inputs, 'orders view');
        // Raid orders name their target: distinctive text to look for.
        const input = pick(latest(c).legal, (x: { raid?: unknown }) => orders && !x.raid) as {
          raid?: unknown;
          posts?: unknown;
        };
        const before = c.msgs.length;
        c.send({ t: 'act', inputs, input });
        if (k === players.length - 1) break;
        // Wait until everybody has heard that this seat ordered.
        await until(() => c.msgs.length > before, 'own answer');
        for (const o of everyone) {
          await until(
            () => o.msgs.some((m) => m.t === 'ordered' && m.seats.includes(seat)),
            'ordered notice',
          );
        }
        if (orders) {
          const texts = [JSON.stringify(input), JSON.stringify(input.posts)];
          if (input.raid) texts.push(JSON.stringify(input.raid));
          secrets.push({ seat, texts, from: everyone.map((o) => o.frames.length) });
        }
      }
      // Everything received so far came before the reveal: no other seat and no spectator saw the orders.
      for (const { seat, texts, from } of secrets) {
        everyone.forEach((o, i) => {
          if (i === seat) return;
          for (const f of o.frames.slice(from[i]!)) {
            expect(f.includes('"ordersRevealed"')).toBe(false);
            // A seat's own candidate sheets (`legal`) may coincide with another's orders: they are not secret.
            const { legal: _own, ...rest } = JSON.parse(f) as Msg;
            const text = JSON.stringify(rest);
            for (const t of texts) expect(text.includes(t), `seat ${seat}'s orders seen by ${i}`).toBe(false);
          }
        });
        checkedRounds++;
      }
    }
    await until(() => latest(spectator).inputs > inputs, 'progress');
  }
  expect(latest(spectator).pending.kind).toBe('over');
  expect(checkedRounds).toBeGreaterThanOrEqual(6);
  // After the reveal the sheets are public: the check above would have seen them if they leaked early.
  expect(spectator.frames.some((f) => f.includes('"ordersRevealed"'))).toBe(true);
  for (const c of everyone) c.close();
});
