/**
 * Part 2, tokens: actions sent with wrong, missing, truncated, altered, other seats' and other matches'
 * tokens — over WebSocket (hello with the token, then act, dice, undo and withdraw) and over HTTP (hand the
 * seat to a bot). None may be accepted: a match's record never gains an input from them, and every input
 * the record holds was sent by the seat (or referee) whose token it is.
 */
import { randomBytes } from 'node:crypto';
import type { MatchRecord } from '../src/engine/record.ts';
import { Client, testServer, testStore, type Msg } from '../src/server/testing.ts';
import {
  Counts,
  Failures,
  isRefusal,
  progress,
  request,
  result,
  sleep,
  type PartOptions,
  type PartResult,
} from './common.ts';

/** Token part options: the store engine besides size and time. */
export interface TokenOptions extends PartOptions {
  engine?: 'sqlite' | 'postgres';
}

interface Target {
  id: string;
  game: string;
  /** Seat tokens by seat, and the referee's when dice are typed in. */
  tokens: string[];
  referee?: string;
  /** Casual: a seat may undo its own last decision. */
  casual: boolean;
  /** The right connections: one per seat (and the referee). */
  seats: Client[];
  ref?: Client;
  /** Record index → who sent it (seat number, or 'referee'), for every input the right actors got applied. */
  sent: Map<number, number | 'referee'>;
}

const latest = (c: Client): Msg | undefined =>
  c.msgs.findLast((m: Msg) => m.t === 'welcome' || m.t === 'update');

async function until(pred: () => boolean, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!pred()) {
    if (Date.now() > deadline) return false;
    await sleep(2);
  }
  return true;
}

/** The first message after index `from` that satisfies `pred` (waiting up to 10 s), or undefined. */
async function answerAfter(c: Client, from: number, pred: (m: Msg) => boolean): Promise<Msg | undefined> {
  let found: Msg | undefined;
  await until(() => (found = c.msgs.slice(from).find(pred)) !== undefined, 10_000);
  return found;
}

const swapCase = (t: string): string =>
  [...t].map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join('');

/** The kinds of bad token tried, in turn. */
const VARIANTS = [
  'wrong',
  'missing',
  'truncated',
  'extended',
  'case',
  'otherSeat',
  'otherMatch',
  'otherReferee',
] as const;
type Variant = (typeof VARIANTS)[number];

/** Part 2: tokens. `size` is the number of refused attempts to make (WebSocket actions and HTTP requests). */
export async function tokenPart(opts: TokenOptions): Promise<PartResult> {
  const t0 = performance.now();
  const counts = new Counts();
  const failures = new Failures();
  const notes: string[] = [];
  const { store, dispose } = await testStore(opts.engine ?? 'sqlite');
  const server = await testServer(store, { rate: 1_000_000, burst: 1_000_000 });
  const opened: Client[] = [];
  try {
    const post = async (path: string, body: unknown): Promise<{ status: number; json: Msg }> => {
      const r = await request(server.base, 'POST', path, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      return { status: r.status, json: r.text === '' ? null : JSON.parse(r.text) };
    };
    const record = async (id: string): Promise<MatchRecord> => {
      const r = await request(server.base, 'GET', `/api/matches/${id}/record`);
      if (r.status !== 200) throw new Error(`record ${id}: ${r.status} ${r.text.slice(0, 200)}`);
      return JSON.parse(r.text) as MatchRecord;
    };
    // Matches of people only (no bot moves behind the attacks): plain, casual (undo), referee dice, Pillards.
    const ps = { game: 'piss-squig', options: { maxRounds: 5 } };
    const bodies = [
      { ...ps, seats: [{ kind: 'human' }, { kind: 'human' }] },
      { ...ps, seats: [{ kind: 'human' }, { kind: 'human' }], casual: true },
      { ...ps, seats: [{ kind: 'human' }, { kind: 'human' }], dice: 'referee' },
      {
        game: 'pillards',
        options: { negotiationSeconds: 0, revealMode: 'referee' },
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
      },
    ];
    /** The matches attacked now (a finished one is replaced by a new one), and every match attacked. */
    const targets: Target[] = [];
    const all: Target[] = [];
    const start = async (body: (typeof bodies)[number]): Promise<Target> => {
      const created = await post('/api/matches', body);
      if (created.status !== 201)
        throw new Error(`create: ${created.status} ${JSON.stringify(created.json)}`);
      const t: Target = {
        id: created.json.id,
        game: body.game,
        casual: 'casual' in body && body.casual === true,
        tokens: created.json.seats.map((s: Msg) => s.token),
        ...(created.json.referee ? { referee: created.json.referee.token } : {}),
        seats: [],
        sent: new Map(),
      };
      for (const token of t.tokens) {
        const c = await Client.open(server.ws);
        opened.push(c);
        await c.hello(t.id, token);
        t.seats.push(c);
      }
      if (t.referee !== undefined) {
        const c = await Client.open(server.ws);
        opened.push(c);
        await c.hello(t.id, t.referee);
        t.ref = c;
      }
      all.push(t);
      return t;
    };
    for (const body of bodies) targets.push(await start(body));
    const everyone = (t: Target): Client[] => [...t.seats, ...(t.ref ? [t.ref] : [])];
    /** The latest state of a match as its first seat sees it. */
    const now = (t: Target): Msg => latest(t.seats[0]!)!;

    /** The right actors move the match on by one input (or one round). */
    const advance = async (t: Target): Promise<void> => {
      const m = now(t);
      if (m.pending.kind === 'over') return;
      const before = m.inputs as number;
      const at = (await record(t.id)).inputs.length;
      if (at !== before) failures.add(`${t.id}: record has ${at} inputs, the last update ${before}`);
      if (m.pending.kind === 'chance') {
        const faces = m.pending.odds?.[0]?.faces;
        if (t.ref === undefined || faces === undefined) return;
        t.ref.send({ t: 'dice', inputs: before, faces });
        t.sent.set(before, 'referee');
      } else {
        const players: number[] = m.pending.kind === 'decision' ? [m.pending.player] : m.pending.players;
        for (const p of players) {
          const c = t.seats[p]!;
          if (!(await until(() => latest(c)?.inputs === before))) return;
          const legal = (latest(c)!.legal as Msg[]).filter((a) => a?.type !== 'concede');
          if (legal.length === 0) continue;
          c.send({ t: 'act', inputs: before, input: legal[Math.floor(Math.random() * legal.length)] });
        }
        if (m.pending.kind === 'decision') t.sent.set(before, m.pending.player);
        else t.sent.set(before, -1); // a round of sealed orders from every awaited seat
      }
      const moved = await until(() => everyone(t).every((c) => (latest(c)?.inputs ?? 0) > before), 20_000);
      if (!moved) {
        const refused = everyone(t)
          .flatMap((c) => c.msgs.filter((x: Msg) => x.t === 'refused'))
          .at(-1);
        failures.add(
          `${t.id}: the right actor was not applied at ${before}${refused ? ` (${refused.code} ${refused.en})` : ''}`,
        );
        t.sent.delete(before);
      } else {
        counts.add('right actor applied');
        counts.add(`right actor applied: ${t.game}${t.referee ? ' referee' : ''} ${m.pending.kind}`);
      }
    };

    const tokenFor = (t: Target, v: Variant, seat: number): string | undefined => {
      const own = t.tokens[seat]!;
      const others = targets.filter((x) => x !== t);
      const other = others[Math.floor(Math.random() * others.length)]!;
      switch (v) {
        case 'wrong':
          return randomBytes(24).toString('base64url');
        case 'missing':
          return undefined;
        case 'truncated':
          return own.slice(0, 1 + Math.floor(Math.random() * (own.length - 1)));
        case 'extended':
          return own + 'A';
        case 'case': {
          const s = swapCase(own);
          return s === own ? own.slice(1) : s;
        }
        case 'otherSeat':
          return t.tokens[(seat + 1 + Math.floor(Math.random() * (t.tokens.length - 1))) % t.tokens.length];
        case 'otherMatch':
          return other.tokens[Math.floor(Math.random() * other.tokens.length)];
        case 'otherReferee':
          return (
            (targets.find((x) => x !== t && x.referee !== undefined) ?? t).referee ??
            randomBytes(24).toString('base64url')
          );
      }
    };

    const tick = progress(opts, 'tokens');
    const deadline = performance.now() + opts.timeMs;
    let done = 0;
    let spare: Client | null = null;
    for (let round = 0; done < opts.size; round++) {
      if (performance.now() > deadline) {
        notes.push(`time cap reached after ${done} of ${opts.size} attempts`);
        break;
      }
      const k = round % targets.length;
      if (now(targets[k]!).pending.kind === 'over') {
        // Attacks on a finished match are refused 'over' before any token matters: start a new one.
        counts.add(`matches finished and replaced: ${targets[k]!.game}`);
        for (const c of everyone(targets[k]!)) c.close();
        targets[k] = await start(bodies[k]!);
      }
      const t = targets[k]!;
      // Every few rounds the right actors move each match on.
      if (Math.floor(round / targets.length) % 3 === 2) await advance(t);
      const m = now(t);
      if (m.pending.kind === 'over') {
        counts.add(`match over (attacks go on): ${t.game}${t.referee ? ' referee' : ''}`);
      }
      // The seat the attack pretends to be: the one awaited now, else any.
      const awaited: number[] =
        m.pending.kind === 'decision'
          ? [m.pending.player]
          : m.pending.kind === 'simultaneous'
            ? m.pending.players
            : [];
      const seat = awaited.length > 0 ? awaited[Math.floor(Math.random() * awaited.length)]! : 0;
      let variant = VARIANTS[round % VARIANTS.length]!;
      // Another seat's token is a real identity: use it only where that seat has nothing to decide.
      const notAwaited = t.tokens.map((_, i) => i).filter((i) => i !== seat && !awaited.includes(i));
      let token = tokenFor(t, variant, seat);
      if (variant === 'otherSeat') {
        if (notAwaited.length === 0) variant = 'wrong';
        token =
          notAwaited.length === 0
            ? tokenFor(t, 'wrong', seat)
            : t.tokens[notAwaited[Math.floor(Math.random() * notAwaited.length)]!];
      }
      const before = (await record(t.id)).inputs.length;

      // Over WebSocket: hello with the token, then each action with what the awaited seat could send.
      // (A connection refused at hello may have been closed since: a hello deadline, server hardening.)
      const c: Client =
        spare !== null && spare.socket.readyState === spare.socket.OPEN
          ? spare
          : await Client.open(server.ws);
      spare = null;
      opened.push(c);
      const helloFrom = c.msgs.length;
      c.send({ t: 'hello', match: t.id, ...(token === undefined ? {} : { token }) });
      const hello = await answerAfter(c, helloFrom, (x) => x.t === 'welcome' || x.t === 'refused');
      if (hello === undefined) {
        failures.add(`${variant} hello: no answer`);
        c.close();
        continue;
      }
      const welcomed = hello.t === 'welcome';
      counts.add(`hello ${variant}: ${welcomed ? `welcome as ${hello.role}` : `refused ${hello.code}`}`);
      const shouldWelcome = variant === 'missing' || variant === 'otherSeat';
      if (welcomed !== shouldWelcome)
        failures.add(
          `${variant} token: hello ${welcomed ? `welcomed as ${hello.role} ${hello.seat}` : hello.code}`,
        );
      if (welcomed && variant === 'otherSeat' && awaited.includes(hello.seat))
        failures.add(`otherSeat token welcomed as the awaited seat ${hello.seat}`);
      const ownLegal = latest(t.seats[seat]!)?.legal as Msg[] | undefined;
      const input =
        ownLegal && ownLegal.length > 0
          ? ownLegal[Math.floor(Math.random() * ownLegal.length)]
          : { type: 'endTurn' };
      const faces = m.pending.kind === 'chance' ? (m.pending.odds?.[0]?.faces ?? [1]) : [1, 1];
      const actions: Msg[] = [
        { t: 'act', inputs: m.inputs, input },
        { t: 'dice', inputs: m.inputs, faces },
        // Another seat's token is that seat: in a casual match it may undo its own last decision.
        ...(variant === 'otherSeat' && t.casual ? [] : [{ t: 'undo', inputs: m.inputs }]),
        { t: 'withdraw', inputs: m.inputs },
      ];
      for (const a of actions) {
        const from = c.msgs.length;
        c.send(a);
        const answer = await answerAfter(
          c,
          from,
          (x) => x.t === 'refused' || x.t === 'update' || x.t === 'ordered',
        );
        done++;
        if (answer === undefined) {
          failures.add(`${variant} ${a.t}: no answer`);
          continue;
        }
        if (answer.t !== 'refused') {
          failures.add(`${variant} token: ${a.t} answered ${answer.t} (${JSON.stringify(a).slice(0, 200)})`);
          counts.add(`ws ${a.t}: ACCEPTED`);
        } else {
          if (!isRefusal(answer)) failures.add(`unclear refusal ${JSON.stringify(answer).slice(0, 200)}`);
          counts.add(`ws refused ${answer.code}`);
        }
      }
      if (welcomed) c.close();
      else spare = c; // refused at hello: the connection may say hello again

      // Over HTTP: hand the awaited seat to a bot with the token.
      const bot = await post(`/api/matches/${t.id}/seats/${seat}/bot`, {
        ...(token === undefined ? { token: '' } : { token }),
        level: 'random',
      });
      done++;
      counts.add(`http bot ${bot.status} ${bot.json?.code ?? ''}`.trim());
      if (bot.status < 400 || bot.status >= 500 || !isRefusal(bot.json))
        failures.add(
          `${variant} token: seat ${seat} to a bot answered ${bot.status} ${JSON.stringify(bot.json).slice(0, 200)}`,
        );

      // Nothing was added to the journal by any of it.
      const after = await record(t.id);
      if (after.inputs.length !== before)
        failures.add(`${variant} token: ${t.id} went from ${before} to ${after.inputs.length} inputs`);
      if (after.seats.some((s) => s.kind.startsWith('bot'))) failures.add(`${t.id}: a seat became a bot`);
      counts.add('journal checks');
      tick(done);
    }
    spare?.close();

    // Every input of every record was sent by its rightful actor (or rolled by the server).
    for (const t of all) {
      const r = await record(t.id);
      r.inputs.forEach((input, k) => {
        const who = t.sent.get(k);
        if ('player' in input) {
          if (who !== input.player)
            failures.add(`${t.id} input ${k}: seat ${input.player}, sent by ${String(who)}`);
        } else if ('orders' in input) {
          if (who !== -1) failures.add(`${t.id} input ${k}: orders not sent by the seats`);
        } else if (t.referee !== undefined && who !== 'referee') {
          failures.add(`${t.id} input ${k}: faces not typed by the referee`);
        }
      });
      counts.add('inputs in the records', r.inputs.length);
    }
    return result('tokens', opts, done, t0, counts, failures, notes);
  } finally {
    for (const c of opened) c.close();
    await server.app.close();
    await dispose();
  }
}
