/**
 * Part 4a, hidden information: Pillards matches in referee reveal mode, three people and a bot, whose
 * negotiations carry private messages with unique marker strings. Every WebSocket frame each role receives
 * (each seat, a spectator) is checked: it never contains a marker of a private message it is not party to,
 * nor any string the rules' `secrets(state, viewer)` hook names for the state that frame shows.
 *
 * Records by role: `checkRecordsByRole` fetches `GET /api/matches/:id/record` with `Authorization: Bearer
 * <token>` for each role and looks for the same markers and the final state's secrets. Until records are
 * served by role, `recordsByRole: 'observe'` only counts what each role's record shows (notes, no failure);
 * `'enforce'` makes every forbidden string a failure.
 */
import type { MatchRecord } from '../src/engine/record.ts';
import { games } from '../src/games/registry.ts';
import { Client, testServer, testStore, type Msg } from '../src/server/testing.ts';
import {
  Counts,
  Failures,
  hashesAlong,
  progress,
  request,
  result,
  sleep,
  type PartOptions,
  type PartResult,
} from './common.ts';

/** Hidden-information options: the store engine, and what to do with records by role. */
export interface HiddenOptions extends PartOptions {
  engine?: 'sqlite' | 'postgres';
  /**
   * 'off'; 'observe' (count, never fail); 'enforce' (every forbidden string fails); 'auto' (default):
   * 'enforce' when the server serves records by role — it refuses an unknown Bearer token with 403 — else
   * 'observe'.
   */
  recordsByRole?: 'off' | 'observe' | 'enforce' | 'auto';
  /** Private messages each person sends per negotiation at most (default 2). */
  messagesPerNegotiation?: number;
}

/** A private message sent: its marker, sender and recipients. */
export interface Marker {
  text: string;
  from: number;
  to: number[];
}

const HUMANS = 3;
const SEATS = 4; // three people and a bot (bots never negotiate)

const latest = (c: Client): Msg | undefined =>
  c.msgs.findLast((m: Msg) => m.t === 'welcome' || m.t === 'update');

async function until(pred: () => boolean, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!pred()) {
    if (Date.now() > deadline) return false;
    await sleep(2);
  }
  return true;
}

/** May `viewer` (a seat, or null for a spectator) see the marker? Only its sender and recipients may. */
export const maySee = (m: Marker, viewer: number | null): boolean =>
  viewer !== null && (m.from === viewer || m.to.includes(viewer));

/**
 * Records by role: each role's record (Bearer token; none for the spectator) must not contain a marker it may
 * not see nor a secret of the final state for it. Answers the forbidden strings found, by role.
 */
export async function checkRecordsByRole(
  base: string,
  id: string,
  roles: { viewer: number | null; token?: string }[],
  markers: Marker[],
  secretsFor: (viewer: number | null) => string[],
): Promise<{ role: string; status: number; forbidden: string[] }[]> {
  const out: { role: string; status: number; forbidden: string[] }[] = [];
  for (const r of roles) {
    const res = await request(base, 'GET', `/api/matches/${id}/record`, {
      headers: r.token === undefined ? {} : { authorization: `Bearer ${r.token}` },
    });
    const forbidden = [
      ...markers.filter((m) => !maySee(m, r.viewer) && res.text.includes(m.text)).map((m) => m.text),
      ...secretsFor(r.viewer).filter((s) => s !== '' && res.text.includes(s)),
    ];
    out.push({ role: r.viewer === null ? 'spectator' : `seat ${r.viewer}`, status: res.status, forbidden });
  }
  return out;
}

/** A frame's text without the connection's own `legal` list (a seat's candidate sheets are not secrets). */
function shown(frame: string): { inputs: number | null; text: string } {
  const m = JSON.parse(frame) as Msg;
  if (m.t !== 'welcome' && m.t !== 'update') return { inputs: null, text: frame };
  const { legal: _own, ...rest } = m;
  return { inputs: m.inputs as number, text: JSON.stringify(rest) };
}

/** Part 4a: hidden information. `size` is the number of Pillards matches played. */
export async function hiddenPart(opts: HiddenOptions): Promise<PartResult> {
  const t0 = performance.now();
  const counts = new Counts();
  const failures = new Failures();
  const notes: string[] = [];
  let mode = opts.recordsByRole ?? 'auto';
  const perNegotiation = opts.messagesPerNegotiation ?? 2;
  const rules = games.pillards!;
  const { store, dispose } = await testStore(opts.engine ?? 'sqlite');
  const server = await testServer(store, { rate: 1_000_000, burst: 1_000_000 });
  const opened: Client[] = [];
  const tick = progress(opts, 'hidden');
  const deadline = performance.now() + opts.timeMs;
  let done = 0;
  try {
    for (let g = 0; g < opts.size; g++) {
      if (performance.now() > deadline) {
        notes.push(`time cap reached after ${done} of ${opts.size} matches`);
        break;
      }
      const r = await request(server.base, 'POST', '/api/matches', {
        body: JSON.stringify({
          game: 'pillards',
          // A negotiation clock far longer than the match, so that negotiations happen and no clock fires.
          options: { revealMode: 'referee', negotiationSeconds: 3600 },
          seats: [...Array.from({ length: HUMANS }, () => ({ kind: 'human' })), { kind: 'bot' }],
          // A referee types the dice, and may read the whole record (records by role give it every input).
          dice: 'referee',
        }),
        headers: { 'content-type': 'application/json' },
      });
      if (r.status !== 201) throw new Error(`create: ${r.status} ${r.text.slice(0, 300)}`);
      const created = JSON.parse(r.text);
      const id = created.id as string;
      const tokens = (created.seats as Msg[]).slice(0, HUMANS).map((s) => s.token as string);
      const seats: Client[] = [];
      for (const token of tokens) {
        const c = await Client.open(server.ws);
        opened.push(c);
        await c.hello(id, token);
        seats.push(c);
      }
      const refereeToken = created.referee.token as string;
      const referee = await Client.open(server.ws);
      opened.push(referee);
      await referee.hello(id, refereeToken);
      const spectator = await Client.open(server.ws);
      opened.push(spectator);
      await spectator.hello(id);
      if (mode === 'auto') {
        const probe = await request(server.base, 'GET', `/api/matches/${id}/record`, {
          headers: { authorization: 'Bearer not-a-token-of-this-match' },
        });
        mode = probe.status === 403 ? 'enforce' : 'observe';
        notes.push(`records by role: ${mode} (an unknown Bearer token answered ${probe.status})`);
      }
      const viewers: { viewer: number | null; c: Client; token?: string }[] = [
        ...seats.map((c, i) => ({ viewer: i, c, token: tokens[i]! })),
        { viewer: null, c: spectator },
      ];

      // Play it: private messages in every negotiation, random legal sheets and decisions otherwise.
      const markers: Marker[] = [];
      const sentThisTurn = new Map<string, number>();
      let stuck = false;
      for (let step = 0; step < 20_000; step++) {
        const s = latest(spectator)!;
        if (s.pending.kind === 'over') break;
        const inputs = s.inputs as number;
        if (s.pending.kind === 'chance') {
          // The referee types the faces: one of the roll's outcomes, or random faces of its dice.
          if (!(await until(() => latest(referee)?.inputs === inputs))) continue;
          const p = latest(referee)!.pending;
          const odds = p.odds as { faces: number[] }[] | undefined;
          const nds = /^(\d+)d(\d+)$/.exec(p.request.dice as string);
          const faces =
            odds !== undefined && odds.length > 0
              ? odds[Math.floor(Math.random() * odds.length)]!.faces
              : nds !== null
                ? Array.from({ length: Number(nds[1]) }, () => 1 + Math.floor(Math.random() * Number(nds[2])))
                : null;
          if (faces === null) {
            failures.add(`match ${id}: a roll of ${p.request.dice} without odds`);
            stuck = true;
            break;
          }
          referee.send({ t: 'dice', inputs, faces });
          counts.add('dice typed by the referee');
        }
        const players: number[] = (
          s.pending.kind === 'decision' ? [s.pending.player] : (s.pending.players ?? [])
        ).filter((p: number) => p < HUMANS);
        for (const p of players) {
          const c = seats[p]!;
          if (!(await until(() => latest(c)?.inputs === inputs))) continue;
          const mine = latest(c)!;
          if (mine.legal.length === 0) continue; // sealed orders already in
          const legal = mine.legal as Msg[];
          let input: Msg = legal[Math.floor(Math.random() * legal.length)];
          if (s.view.phase === 'negotiation') {
            const key = `${s.view.turn}:${p}`;
            const n = sentThisTurn.get(key) ?? 0;
            if (n < perNegotiation && legal.some((a) => a.type === 'message')) {
              const others = Array.from({ length: SEATS }, (_, i) => i).filter((i) => i !== p);
              const to = others.filter(() => Math.random() < 0.4);
              if (to.length === 0) to.push(others[Math.floor(Math.random() * others.length)]!);
              const text = `SECRET-${g}-${p}-${to.join('.')}-${Math.random().toString(36).slice(2, 10)}`;
              markers.push({ text, from: p, to });
              input = { type: 'message', to, text };
              sentThisTurn.set(key, n + 1);
            } else input = legal.find((a) => a.type === 'ready') ?? input;
          }
          c.send({ t: 'act', inputs, input });
        }
        // The bot, or the last order of a round: wait for the match to move on.
        if (
          !(await until(
            () =>
              (latest(spectator)!.inputs as number) > inputs || latest(spectator)!.pending.kind === 'over',
          ))
        ) {
          const refused = seats.flatMap((c) => c.msgs.filter((m: Msg) => m.t === 'refused')).at(-1);
          failures.add(
            `match ${id}: stuck at ${inputs} inputs${refused ? ` (${refused.code} ${refused.en})` : ''}`,
          );
          stuck = true;
          break;
        }
      }
      if (!stuck && latest(spectator)!.pending.kind !== 'over')
        failures.add(`match ${id}: not over after 20,000 steps`);
      // Every role has been sent everything by now (the last update reached everyone).
      await until(
        () => [...seats, referee].every((c) => latest(c)?.inputs === latest(spectator)!.inputs),
        10_000,
      );
      counts.add('private messages sent', markers.length);

      // The secrets of every state the match went through, for every viewer.
      const rec = await request(server.base, 'GET', `/api/matches/${id}/record`, {
        headers: { authorization: `Bearer ${refereeToken}` },
      });
      const record = JSON.parse(rec.text) as MatchRecord;
      const secretsAt: Map<number | null, string[]>[] = [];
      const along = hashesAlong(rules, record, (_k, state) => {
        const byViewer = new Map<number | null, string[]>();
        for (const v of viewers) byViewer.set(v.viewer, rules.secrets?.(state, v.viewer) ?? []);
        secretsAt.push(byViewer);
      });
      if (along.error !== undefined) failures.add(`match ${id}: record does not replay (${along.error})`);

      // Every frame each role received.
      for (const v of viewers) {
        const who = v.viewer === null ? 'spectator' : `seat ${v.viewer}`;
        const forbidden = markers.filter((m) => !maySee(m, v.viewer));
        const allowed = markers.filter((m) => maySee(m, v.viewer));
        let seenAllowed = 0;
        for (const frame of v.c.frames) {
          counts.add('frames checked');
          const { inputs, text } = shown(frame);
          for (const m of forbidden) {
            if (frame.includes(m.text)) failures.add(`${who} of ${id} saw private message ${m.text}`);
          }
          seenAllowed += allowed.filter((m) => frame.includes(m.text)).length;
          if (inputs === null) continue;
          const secrets = secretsAt[inputs]?.get(v.viewer);
          if (secrets === undefined) {
            failures.add(`${who} of ${id}: a frame at ${inputs} inputs, beyond the record`);
            continue;
          }
          counts.add('secrets checked', secrets.length);
          for (const sec of secrets) {
            if (sec !== '' && text.includes(sec))
              failures.add(`${who} of ${id} saw a secret at ${inputs}: ${sec.slice(0, 120)}`);
          }
        }
        // The check is not vacuous: what a role may see does reach it.
        if (allowed.length > 0 && seenAllowed === 0)
          failures.add(`${who} of ${id} never saw its own messages`);
        if (seenAllowed > 0) counts.add('roles that saw their own private messages');
      }
      const revealed = spectator.frames.some((f) => f.includes('"ordersRevealed"'));
      counts.add(
        revealed
          ? 'matches whose reveal the spectator saw'
          : 'matches whose reveal the spectator did not see (referee mode)',
      );

      // Records by role (another engineer's work): observe today, enforce once it lands.
      if (mode !== 'off') {
        const last = secretsAt.at(-1);
        const byRole = await checkRecordsByRole(
          server.base,
          id,
          viewers.map((v) => ({ viewer: v.viewer, ...(v.token === undefined ? {} : { token: v.token }) })),
          markers,
          (viewer) => last?.get(viewer) ?? [],
        );
        for (const b of byRole) {
          counts.add(`record for ${b.role}: forbidden strings`, b.forbidden.length);
          if (mode === 'enforce') {
            if (b.status !== 200) failures.add(`record for ${b.role} of ${id}: ${b.status}`);
            for (const f of b.forbidden)
              failures.add(`record for ${b.role} of ${id} shows ${f.slice(0, 120)}`);
          }
        }
      }
      for (const v of viewers) v.c.close();
      referee.close();
      done++;
      tick(done);
    }
    if (
      mode === 'observe' &&
      Object.keys(counts.map).some((k) => k.startsWith('record for') && counts.get(k) > 0)
    )
      notes.push(
        'records by role observed, not enforced: the served record still shows other roles\u2019 secrets',
      );
    return result('hidden', opts, done, t0, counts, failures, notes);
  } finally {
    for (const c of opened) c.close();
    await server.app.close();
    await dispose();
  }
}
