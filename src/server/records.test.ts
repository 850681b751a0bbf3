import { describe, expect, it } from 'vitest';
import { isWithheld, verify, type MatchRecord } from '../engine/record.ts';
import { games } from '../games/registry.ts';
import { Client, pick, suiteServer, type Msg } from './testing.ts';

const suite = suiteServer();

/** The last welcome or update a client received. */
const latest = (c: Client): Msg => c.msgs.filter((m) => m.t === 'welcome' || m.t === 'update').at(-1);

async function until(pred: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!pred()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** A record fetched over HTTP with `token` in the Authorization header (none: the spectator's). */
async function fetchRecord(id: string, token?: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${suite.server.base}/api/matches/${id}/record`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: res.status, text: await res.text() };
}

/** A private message: who sent it to whom, with a text found nowhere else. */
interface Secret {
  from: number;
  to: number[];
  text: string;
}

/** Who reads a record: a seat, the referee or a spectator. */
type Reader = number | 'referee' | 'spectator';

/** May `reader` see seat `k`'s part `input` of a round, or its decision (the rules reference, PIL-INFO-3)? */
function mayRead(reader: Reader, k: number, input: Msg, referee: boolean): boolean {
  if (reader === 'referee') return true;
  if (input !== null && typeof input === 'object' && 'raid' in input) return !referee || reader === k;
  if (input?.type === 'message' && input.to !== 'all') return reader === k || input.to.includes(reader);
  return true;
}

/** The index of the first input of a complete record that `reader` may not see (or -1). */
function firstHidden(full: MatchRecord, reader: Reader, referee: boolean): number {
  return full.inputs.findIndex((i) => {
    if ('orders' in i)
      return Object.entries(i.orders).some(([k, v]) => !mayRead(reader, Number(k), v, referee));
    if ('action' in i) return !mayRead(reader, i.player, i.action, referee);
    return false;
  });
}

/**
 * Checks one reader's record: no private message it may not read, no other seat's sheet in referee mode,
 * withheld inputs marked; at the end, its own messages and sheets are there.
 */
function checkRecord(
  text: string,
  reader: Reader,
  referee: boolean,
  secrets: Secret[],
  over: boolean,
  seats: number,
): MatchRecord {
  const record = JSON.parse(text) as MatchRecord;
  for (const s of secrets) {
    const allowed =
      reader === 'referee' || reader === s.from || (typeof reader === 'number' && s.to.includes(reader));
    if (!allowed) expect(text.includes(s.text), `${s.text} in ${reader}'s record`).toBe(false);
    else if (over) expect(text.includes(s.text), `${s.text} missing from ${reader}'s record`).toBe(true);
  }
  let ownSheets = 0;
  for (const input of record.inputs) {
    if (!('orders' in input)) continue;
    for (const [k, v] of Object.entries(input.orders)) {
      expect(mayRead(reader, Number(k), v, referee), `seat ${k}'s input in ${reader}'s record`).toBe(true);
      if (Number(k) === reader && v !== null && typeof v === 'object' && 'raid' in v) ownSheets++;
    }
    // Every seat of the round is there, or listed as withheld.
    const listed = [...Object.keys(input.orders).map(Number), ...(input.withheld ?? [])];
    expect(new Set(listed).size).toBe(listed.length);
  }
  if (over && typeof reader === 'number') expect(ownSheets).toBe(6); // one sheet a turn
  const withheld = record.inputs.filter(isWithheld).length;
  if (withheld === 0) expect(record.partial).toBeUndefined();
  else
    expect(record.partial).toMatchObject({ viewer: reader === 'spectator' ? 'spectator' : reader, withheld });
  expect(record.seats).toHaveLength(seats);
  return record;
}

/** Random faces for a roll ('3d6', '1d6' ...). */
function faces(dice: string): number[] {
  const m = /^(\d+)d(\d+)$/.exec(dice);
  const [n, sides] = m === null ? [1, 8] : [Number(m[1]), Number(m[2])];
  return Array.from({ length: n }, () => 1 + Math.floor(Math.random() * sides));
}

describe.each(['open', 'referee'] as const)('records by role, Pillards in %s reveal mode', (revealMode) => {
  it('serves each reader only what it may see, before and after the end', async () => {
    const referee = revealMode === 'referee';
    const created = await fetch(`${suite.server.base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'pillards',
        options: { revealMode },
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'greedy' }],
        dice: referee ? 'referee' : 'seeded',
      }),
    }).then((r) => r.json() as Promise<Msg>);
    const id = created.id as string;
    const tokens = (created.seats as { token?: string }[]).map((s) => s.token);
    const refToken = created.referee?.token as string | undefined;
    expect(refToken !== undefined).toBe(referee);
    const seats: Client[] = [];
    for (const t of tokens.slice(0, 2)) {
      const c = await Client.open(suite.server.ws);
      suite.clients.push(c);
      await c.hello(id, t);
      seats.push(c);
    }
    const spectator = await Client.open(suite.server.ws);
    suite.clients.push(spectator);
    await spectator.hello(id);
    let ref: Client | null = null;
    if (refToken !== undefined) {
      ref = await Client.open(suite.server.ws);
      suite.clients.push(ref);
      await ref.hello(id, refToken);
    }

    const secrets: Secret[] = [];
    const readers: [Reader, string | undefined][] = [
      ['spectator', undefined],
      [0, tokens[0]],
      [1, tokens[1]],
      ...(refToken === undefined ? [] : [['referee', refToken] as [Reader, string]]),
    ];
    const checkAll = async (over: boolean): Promise<Map<Reader, MatchRecord>> => {
      const out = new Map<Reader, MatchRecord>();
      for (const [reader, token] of readers) {
        const r = await fetchRecord(id, token);
        expect(r.status).toBe(200);
        out.set(reader, checkRecord(r.text, reader, referee, secrets, over, 3));
      }
      return out;
    };

    // Seat 0 writes privately to the bot (seat 2), seat 1 to seat 0, once a turn; then both are ready.
    const wrote = new Set<string>();
    const choose = (seat: number, m: Msg): unknown => {
      const v = m.view;
      if (v.phase === 'negotiation' && !wrote.has(`${seat}:${v.turn}`)) {
        wrote.add(`${seat}:${v.turn}`);
        const to = seat === 0 ? [2] : [0];
        const text = `SECRET-${revealMode}-${seat}to${to.join('+')}-T${v.turn}-${Math.random().toString(36).slice(2)}`;
        secrets.push({ from: seat, to, text });
        return { type: 'message', to, text };
      }
      if (v.phase === 'negotiation') return { type: 'ready' };
      return pick(m.legal as unknown[]);
    };
    let checkedMidway = false;
    for (let step = 0; step < 20_000; step++) {
      const s = latest(spectator);
      if (s.pending.kind === 'over') break;
      const inputs = s.inputs as number;
      if (!checkedMidway && s.view.turn === 3) {
        await checkAll(false);
        checkedMidway = true;
      }
      if (s.pending.kind === 'chance') {
        await until(() => latest(ref!).inputs === inputs, 'referee view');
        ref!.send({ t: 'dice', inputs, faces: faces(s.pending.request.dice as string) });
      } else {
        const who: number[] = s.pending.kind === 'decision' ? [s.pending.player] : s.pending.players;
        for (const seat of who.filter((x) => x < 2)) {
          const c = seats[seat]!;
          await until(() => latest(c).inputs === inputs && latest(c).legal.length > 0, 'seat view');
          c.send({ t: 'act', inputs, input: choose(seat, latest(c)) });
        }
      }
      await until(() => latest(spectator).inputs > inputs || noRefusal(seats), 'progress');
    }
    expect(latest(spectator).pending.kind).toBe('over');
    expect(checkedMidway).toBe(true);
    expect(secrets.length).toBeGreaterThanOrEqual(12);

    const records = await checkAll(true);
    const rules = games.pillards!;
    if (refToken !== undefined) {
      // The referee's record is complete: typed dice, replayed to the final hash.
      const full = records.get('referee')!;
      expect(full.partial).toBeUndefined();
      expect(verify(rules, full)).toMatchObject({ ok: true, value: { verdict: 'typed' } });
      for (const reader of [0, 1, 'spectator'] as Reader[]) {
        const r = verify(rules, records.get(reader)!);
        const at = firstHidden(full, reader, referee);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(r).toMatchObject({
          ok: true,
          value: { verdict: 'partial', checked: { withheldAt: at, inputs: at } },
        });
        expect(records.get(reader)!.partial?.first).toBe(at);
      }
    } else {
      // Open mode, seeded dice: seat 0 reads every message (its own, and those sent to it); seat 1 and a
      // spectator miss seat 0's private messages to the bot.
      expect(verify(rules, records.get(0)!)).toMatchObject({ ok: true, value: { verdict: 'proven' } });
      for (const reader of [1, 'spectator'] as Reader[]) {
        expect(verify(rules, records.get(reader)!)).toMatchObject({
          ok: true,
          value: { verdict: 'partial' },
        });
      }
    }
    // The state hash digests the secrets too (a fast hash a reader could search): whoever has inputs
    // withheld never gets it, neither in a record, nor over the WebSocket, nor in the match's summary.
    for (const reader of [1, 'spectator'] as Reader[]) {
      expect(records.get(reader)!.final?.hash).toBe('withheld');
    }
    expect(latest(spectator).hash).toBe('withheld');
    expect(latest(seats[1]!).hash).toBe('withheld');
    const summary = (await fetch(`${suite.server.base}/api/matches/${id}`).then((r) => r.json())) as Msg;
    expect(summary.hash).toBe('withheld');
    if (ref !== null) {
      expect(latest(ref).hash).toBe(records.get('referee')!.final?.hash);
      expect(latest(ref).hash).not.toBe('withheld');
    }
    // An unknown token is refused, and the token never needs to be in the URL.
    const bad = await fetchRecord(id, 'not-a-token');
    expect(bad.status).toBe(403);
    expect(JSON.parse(bad.text)).toMatchObject({ code: 'token' });
    expect(JSON.parse(bad.text).en).toMatch(/Unknown token/);
  }, 30_000);
});

/** Fails fast when a seat's input was refused (instead of waiting for progress that never comes). */
function noRefusal(seats: Client[]): boolean {
  for (const c of seats) {
    const r = c.msgs.find((m) => m.t === 'refused');
    if (r !== undefined) throw new Error(`refused: ${r.code} ${r.en}`);
  }
  return false;
}
