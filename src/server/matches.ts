/**
 * The match manager: creates matches, seats players, applies inputs (journalled in the store before they
 * are applied and broadcast), holds sealed orders, rolls or prompts dice, lets bots play their seats,
 * loads matches from their journals when they are asked for (resuming those bots or clocks drive after
 * start-up), expires abandoned matches and evicts idle ones from memory.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseDice } from '../engine/dice.ts';
import { RECORD_FORMAT, type MatchRecord, type RecordInput } from '../engine/record.ts';
import { seedCommitment } from '../engine/rng.ts';
import { LEGACY_DICE_GENERATOR, MATCH_DICE_GENERATOR, MatchDice } from '../engine/match-dice.ts';
import { SeededDice } from '../engine/sources.ts';
import type { AnyRules, GameEvent, Pending, Result, RollPreview, RuleError } from '../engine/types.ts';
import { botLevels } from '../bots/index.ts';
import type { BotTask } from './bot-task.ts';
import type { WhatIfPolicy } from '../engine/what-if.ts';
import { answerWhatIf, WhatIfShare, type WhatIfAnswer } from './what-if.ts';
import { CLOCK_GAMES, clockInputs, clockOf } from './clock.ts';
import {
  WITHHELD_HASH,
  audience,
  hidesFrom,
  restrict,
  servedInputs,
  type Reader,
  type Withholding,
} from './records.ts';
import {
  refusal,
  type CreateMatchBody,
  type DiceMode,
  type MatchSummary,
  type NumberedEvent,
  type Refusal,
  type Role,
  type ServerMsg,
  type Snapshot,
  type WirePending,
} from './protocol.ts';
import type { JournalEntry, MatchPatch, MatchRow, MatchStatus, Store, StoredSeat } from './store/index.ts';

/** Picks a bot's input (the worker pool, or a stand-in in tests). */
export interface BotRunner {
  choose(task: BotTask): Promise<unknown>;
}

/** Minimal logger (pino's shape). */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Other server instances sharing the store (`fanout.ts`, over Redis): told of every change this instance
 * stores for a match (a journal line, held sealed orders, seats).
 */
export interface Peers {
  changed(match: string, seq: number): void;
}

/** A subscribed connection: who it is, and how to reach it. */
export interface Listener {
  seat: number | null;
  role: Role;
  /** The last eventSeq sent to this connection. */
  lastSent: number;
  send(msg: ServerMsg): void;
}

/** The answer to a match creation: ids, tokens and links to share. */
export interface Created {
  id: string;
  seats: { seat: number; name: string; kind: string; token?: string; link?: string }[];
  referee?: { token: string; link: string };
  spectate: string;
}

/** The durations of the match manager (ms); tests use small values. */
export interface MatchTimes {
  /** A seat disconnected this long may be handed to a bot by another player (60 s). */
  graceMs: number;
  /** A match with a seat still open this long after its creation expires (24 h). */
  openMs: number;
  /** A match with no input nor seat change for this long expires (7 days). */
  idleMs: number;
  /** How often expiry and eviction are checked (1 min). */
  sweepMs: number;
  /** A live match that nobody follows and nothing runs for is dropped from memory after this long (10 min). */
  evictMs: number;
  /** Matches with bots or clocks resumed after start-up, most recently updated first (100). */
  resumeMax: number;
  /** How many of them are loaded at a time (10). */
  resumeBatch: number;
}

/** The defaults of `MatchTimes` (docs/protocol.md). */
export const DEFAULT_TIMES: MatchTimes = {
  graceMs: 60_000,
  openMs: 24 * 3600_000,
  idleMs: 7 * 24 * 3600_000,
  sweepMs: 60_000,
  evictMs: 10 * 60_000,
  resumeMax: 100,
  resumeBatch: 10,
};

/** Why and when a match expired (its last journal line, and its record's `final.expired`). */
export interface Expiry {
  reason: 'open' | 'idle';
  at: string;
}

/** A match being played, in memory. */
interface Live {
  row: MatchRow;
  rules: AnyRules;
  state: unknown;
  inputs: RecordInput[];
  /**
   * Per input, what of it is restricted to some seats (records by role, `records.ts`): computed by the
   * game's `inputAudience` when the input is committed or replayed from the journal (the state before it is
   * at hand there and nowhere else), kept beside `inputs`, so serving a record never replays the match.
   */
  withholding: Withholding[];
  /** Journal lines written (the next line's seq); grows with every input and undo. */
  journal: number;
  events: NumberedEvent[];
  /** Validated sealed orders held until the round is complete. */
  sealed: Map<number, unknown>;
  dice: ServerDice;
  queue: Promise<unknown>;
  listeners: Set<Listener>;
  /** True when inputs were applied since the last broadcast. */
  dirty: boolean;
  /** Per bot seat, the journal length at which it was last asked (one request per step). */
  botAsked: Map<number, number>;
  /** The running clock of the current phase (Pillards), with its deadline (epoch ms). */
  clock: { key: string; deadline: number; timer: ReturnType<typeof setTimeout> } | null;
  /** Per seat, when it was last connected, claimed or loaded (epoch ms): the grace before a bot may take it. */
  seen: number[];
  /** When the match last did or was asked anything (epoch ms): idle live matches are evicted. */
  touched: number;
  /** Tasks queued on the match (`serial`); a match with work in flight is never evicted. */
  tasks: number;
  /** Set once the match expired (no more inputs). */
  expired: Expiry | null;
}

/**
 * The server's dice stream: MatchDice (HMAC-SHA256, unpredictable) for every new match; a match stored
 * before match dice stays on xoroshiro128+ (`SeededDice`) to its end, so its record still verifies.
 */
type ServerDice = MatchDice | SeededDice;

/** The dice of a match at its first roll, from the generator its row names. */
function matchDice(row: MatchRow): ServerDice {
  if (row.diceGenerator === MATCH_DICE_GENERATOR) return new MatchDice(row.seed);
  if (row.diceGenerator === LEGACY_DICE_GENERATOR) return new SeededDice(row.seed);
  throw new Error(`match ${row.id}: unknown dice generator ${row.diceGenerator}`);
}

/** A copy of the dice at the same point of their stream. */
function copyDice(dice: ServerDice, seed: string): ServerDice {
  return dice instanceof MatchDice
    ? MatchDice.fromState(dice.state(), seed)
    : SeededDice.fromState(dice.state(), seed);
}

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const no = (error: Refusal): { ok: false; error: Refusal } => ({ ok: false, error });

/** SHA-256 (hex) of a token: only hashes are stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const newToken = (): string => randomBytes(24).toString('base64url');

/** The link that opens a match in the web app (the token stays in the fragment, out of server logs). */
export function matchLink(id: string, token?: string): string {
  return token === undefined ? `/m/${id}` : `/m/${id}#token=${token}`;
}

/** The largest odds table sent with a pending roll (every face of 4d6); bigger pools go without. */
const MAX_ODDS = 1296;

/** Options completed from the seats: the number of players, and for Pillards the seats people play. */
function completeOptions(game: string, options: unknown, seats: CreateMatchBody['seats']): unknown {
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    return options;
  }
  const o: Record<string, unknown> = { ...(options as Record<string, unknown> | undefined) };
  if (o.players === undefined) o.players = seats.length;
  // Pillards' negotiation waits only for the seats people play (PIL-NEGO-2).
  if (game === 'pillards' && o.humans === undefined) {
    o.humans = seats.flatMap((s, i) => (s.kind === 'bot' ? [] : [i]));
  }
  return o;
}

/** The kind of a seat in records and summaries: 'human', 'open' or 'bot:<level>'. */
function seatKind(s: StoredSeat): string {
  return s.kind === 'bot' ? `bot:${s.level ?? 'random'}` : s.kind;
}

/** The matches of one server. */
export class MatchManager {
  private readonly live = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live | undefined>>();
  private readonly store: Store;
  private readonly games: Record<string, AnyRules>;
  private readonly bots: BotRunner;
  private readonly log: Log;
  private closed = false;
  private readonly finishHooks: ((row: MatchRow, state: unknown) => Promise<void>)[] = [];
  /** Other instances sharing the store (null: this instance alone owns its matches). */
  private peers: Peers | null = null;
  private readonly times: MatchTimes;
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private sweeping = false;
  /** The time every match's what-if requests may take, per second (what-if.ts). */
  private readonly whatIfShare = new WhatIfShare();

  /** A manager over `store`, with `games` by id, a bot runner, and durations (default `DEFAULT_TIMES`). */
  constructor(
    store: Store,
    games: Record<string, AnyRules>,
    bots: BotRunner,
    log: Log,
    times: Partial<MatchTimes> = {},
  ) {
    this.store = store;
    this.games = games;
    this.bots = bots;
    this.log = log;
    this.times = { ...DEFAULT_TIMES, ...times };
  }

  /**
   * Loads, in small batches, the unfinished matches that go on by themselves (bots, clocks; at most
   * `resumeMax`, most recently updated first) so they resume after start-up; other matches load when asked
   * for. Answers how many were loaded. Called in the background once the server listens.
   */
  async resume(): Promise<number> {
    const ids = await this.store.resumable(this.times.resumeMax, CLOCK_GAMES);
    let loaded = 0;
    for (let i = 0; i < ids.length && !this.closed; i += this.times.resumeBatch) {
      const batch = ids.slice(i, i + this.times.resumeBatch);
      const done = await Promise.allSettled(batch.map((id) => this.get(id)));
      for (const [j, r] of done.entries()) {
        if (r.status === 'fulfilled') loaded++;
        else this.log.error({ match: batch[j], err: r.reason as unknown }, 'match could not be rebuilt');
      }
      // Let requests in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return loaded;
  }

  /** Starts the periodic sweep (expiry, then eviction of idle matches): an unref'd timer, stopped by `close`. */
  startSweeping(): void {
    if (this.sweeper !== null || this.closed) return;
    this.sweeper = setInterval(() => void this.sweep(), this.times.sweepMs);
    this.sweeper.unref();
  }

  /** How many matches are in memory (tests, metrics). */
  get liveCount(): number {
    return this.live.size;
  }

  /** True when match `id` is in memory (tests). */
  isLive(id: string): boolean {
    return this.live.has(id);
  }

  /**
   * Expires the abandoned matches the store names (a seat open `openMs` after creation, or no change for
   * `idleMs`), then drops from memory the live matches nobody follows and nothing runs for (`evictMs`).
   */
  async sweep(): Promise<void> {
    if (this.sweeping || this.closed) return;
    this.sweeping = true;
    try {
      const now = Date.now();
      const openBefore = new Date(now - this.times.openMs).toISOString();
      const idleBefore = new Date(now - this.times.idleMs).toISOString();
      for (const { id, reason } of await this.store.expirable(openBefore, idleBefore, 100)) {
        if (this.closed) break;
        // SQLite answers without yielding: let requests in between matches.
        await new Promise((resolve) => setImmediate(resolve));
        try {
          await this.expire(id, reason, openBefore, idleBefore);
        } catch (e) {
          this.log.error({ match: id, err: e }, 'match could not be expired');
        }
      }
      this.evictIdle(now - this.times.evictMs);
    } catch (e) {
      this.log.error({ err: e }, 'sweep failed');
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * Calls `hook` when a match ends, after its last input is stored and before clients hear of it (leagues
   * apply the post-match report there). A failing hook is logged; the match stays finished.
   */
  onFinished(hook: (row: MatchRow, state: unknown) => Promise<void>): void {
    this.finishHooks.push(hook);
  }

  /**
   * Shares this instance's matches with other instances over the same store: every stored change is
   * announced to `peers`, and the store is read again before deciding anything (see `catchUp`).
   */
  setPeers(peers: Peers): void {
    this.peers = peers;
  }

  /**
   * Another instance changed match `id` in the store: if it is live here, its new journal lines are
   * applied in order, its row and held sealed orders are read again, and its connections are updated.
   * Bots and clocks are not asked here: the instance that stored the line goes on with the match.
   */
  async catchUp(id: string): Promise<void> {
    const m = this.live.get(id);
    if (m === undefined) return;
    await this.serial(m, () => this.sync(m));
  }

  /** `catchUp` for every live match (after the connection to the other instances was lost). */
  async catchUpAll(): Promise<void> {
    await Promise.allSettled([...this.live.keys()].map((id) => this.catchUp(id)));
  }

  /** A match's row and current state (replayed from the store if needed), or undefined. */
  async current(id: string): Promise<{ row: MatchRow; state: unknown } | undefined> {
    const m = await this.get(id);
    if (m === undefined) return undefined;
    const out = { row: m.row, state: m.rules.clone(m.state) };
    this.evict(m);
    return out;
  }

  /** Stops scheduling bots and waits for work in progress. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper !== null) clearInterval(this.sweeper);
    for (const m of this.live.values()) this.stopClock(m);
    await Promise.allSettled([...this.live.values()].map((m) => m.queue));
  }

  /** Creates a match: options checked by the game's setup, tokens drawn, seed committed. */
  async create(body: CreateMatchBody): Promise<Result<Created, Refusal>> {
    const rules = this.rulesOf(body.game);
    if (rules === undefined) {
      const known = Object.keys(this.games).join(', ');
      return no(
        refusal(
          'game.unknown',
          `Jeu inconnu « ${body.game} » (jeux : ${known}).`,
          `Unknown game "${body.game}" (games: ${known}).`,
        ),
      );
    }
    const n = body.seats.length;
    if (n < rules.players.min || n > rules.players.max) {
      return no(
        refusal(
          'seats.count',
          `${n} sièges : ${rules.id} se joue de ${rules.players.min} à ${rules.players.max}.`,
          `${n} seats: ${rules.id} is played by ${rules.players.min} to ${rules.players.max}.`,
        ),
      );
    }
    const levels: string[] = botLevels(rules.id);
    for (const [i, s] of body.seats.entries()) {
      if (s.kind === 'bot' && s.level !== undefined && !levels.includes(s.level)) {
        return no(
          refusal(
            'seats.level',
            `Siège ${i} : ${rules.id} n'a pas de bot « ${s.level} » (niveaux : ${levels.join(', ')}).`,
            `Seat ${i}: ${rules.id} has no "${s.level}" bot (levels: ${levels.join(', ')}).`,
          ),
        );
      }
    }
    const options = completeOptions(rules.id, body.options, body.seats);
    if (
      typeof options === 'object' &&
      options !== null &&
      'players' in options &&
      (options as { players: unknown }).players !== n
    ) {
      return no(
        refusal(
          'seats.count',
          `Les options demandent ${String((options as { players: unknown }).players)} joueurs pour ${n} sièges.`,
          `The options ask for ${String((options as { players: unknown }).players)} players for ${n} seats.`,
        ),
      );
    }
    const setup = rules.setup(options);
    if (!setup.ok) return no(setup.error);

    const id = randomBytes(9).toString('base64url');
    const dice: DiceMode = body.dice ?? 'seeded';
    const out: Created = { id, seats: [], spectate: matchLink(id) };
    const seats: StoredSeat[] = body.seats.map((s, seat) => {
      const name = s.name ?? (s.kind === 'bot' ? `Bot ${seat + 1}` : `Joueur ${seat + 1}`);
      if (s.kind === 'human') {
        const token = newToken();
        out.seats.push({ seat, name, kind: 'human', token, link: matchLink(id, token) });
        return { name, kind: 'human', tokenHash: hashToken(token) };
      }
      if (s.kind === 'bot') {
        const level = s.level ?? 'random';
        out.seats.push({ seat, name, kind: `bot:${level}` });
        return { name, kind: 'bot', level, tokenHash: null };
      }
      out.seats.push({ seat, name, kind: 'open' });
      return { name, kind: 'open', tokenHash: null };
    });
    let refereeTokenHash: string | null = null;
    if (dice !== 'seeded') {
      const token = newToken();
      refereeTokenHash = hashToken(token);
      out.referee = { token, link: matchLink(id, token) };
    }
    const seed = randomBytes(32).toString('hex');
    const at = new Date().toISOString();
    const row: MatchRow = {
      id,
      game: rules.id,
      rulesVersion: rules.version,
      options,
      seats,
      diceMode: dice,
      diceGenerator: MATCH_DICE_GENERATOR,
      casual: body.casual === true,
      seed,
      seedCommitment: seedCommitment(seed),
      refereeTokenHash,
      status: seats.some((s) => s.kind === 'open') ? 'open' : 'active',
      createdAt: at,
      updatedAt: at,
      finalHash: null,
      outcome: null,
    };
    await this.store.insertMatch(row);
    const m = this.fresh(row, rules, setup.value);
    this.live.set(id, m);
    this.log.info({ match: id, game: rules.id, seats: seats.map(seatKind), dice }, 'match created');
    await this.serial(m, () => this.advance(m));
    return ok(out);
  }

  /** Claims an unclaimed seat with a name; answers its token. */
  async join(
    id: string,
    seat: number,
    name: string,
  ): Promise<Result<{ token: string; link: string }, Refusal>> {
    const m = await this.get(id);
    if (m === undefined) return no(notFound(id));
    return this.serial(m, async () => {
      await this.sync(m);
      if (m.expired !== null) return no(expiredRefusal(m.expired));
      const s = m.row.seats[seat];
      if (s === undefined || s.kind !== 'open') {
        return no(refusal('seat.taken', `Le siège ${seat} n'est pas libre.`, `Seat ${seat} is not open.`));
      }
      const token = newToken();
      const seats = m.row.seats.slice();
      seats[seat] = { name, kind: 'human', tokenHash: hashToken(token) };
      const status: MatchStatus =
        m.row.status === 'finished' ? 'finished' : seats.some((x) => x.kind === 'open') ? 'open' : 'active';
      await this.store.updateSeats(id, seats, status);
      m.row = { ...m.row, seats, status };
      m.seen[seat] = Date.now();
      this.announce(m);
      this.log.info({ match: id, seat }, 'seat claimed');
      this.broadcast(m);
      return ok({ token, link: matchLink(id, token) });
    });
  }

  /**
   * Hands a seat over to a bot: allowed with the seat's own token or the referee's at once; with another
   * seat's token when the seat is still open, or once nobody has been connected on it for the grace period
   * (`graceMs`, counted from its last connection, else from its claim or the match's loading).
   */
  async replaceWithBot(
    id: string,
    seat: number,
    token: string,
    level = 'random',
  ): Promise<Result<{ seat: number; kind: string }, Refusal>> {
    const m = await this.get(id);
    if (m === undefined) return no(notFound(id));
    return this.serial(m, async () => {
      await this.sync(m);
      if (m.expired !== null) return no(expiredRefusal(m.expired));
      const s = m.row.seats[seat];
      if (s === undefined || s.kind === 'bot') {
        return no(
          refusal(
            'seat.bot',
            `Le siège ${seat} n'a pas de joueur à remplacer.`,
            `Seat ${seat} has no player to replace.`,
          ),
        );
      }
      if (!botLevels(m.rules.id).includes(level as never)) {
        return no(
          refusal('seats.level', `Pas de bot « ${level} » pour ce jeu.`, `No "${level}" bot for this game.`),
        );
      }
      const who = this.identify(m, token);
      const connected = [...m.listeners].some((l) => l.seat === seat);
      const allowed = who !== null && (who.role === 'referee' || who.seat === seat || who.role === 'player');
      if (allowed && who.role === 'player' && who.seat !== seat && s.kind !== 'open') {
        if (connected) {
          return no(
            refusal(
              'seat.connected',
              `Le joueur du siège ${seat} est connecté : lui seul ou l'arbitre peut confier son siège à un bot.`,
              `Seat ${seat}'s player is connected: only they or the referee may hand the seat to a bot.`,
            ),
          );
        }
        const left = (m.seen[seat] ?? 0) + this.times.graceMs - Date.now();
        if (left > 0) {
          const secs = Math.ceil(left / 1000);
          return no(
            refusal(
              'seat.grace',
              `Le joueur du siège ${seat} vient de se déconnecter : son siège pourra être confié à un bot dans ${secs} s s'il ne revient pas (tout de suite avec le jeton de l'arbitre).`,
              `Seat ${seat}'s player disconnected only recently: the seat may be handed to a bot in ${secs} s if they do not come back (at once with the referee's token).`,
            ),
          );
        }
      }
      if (!allowed) {
        return no(
          refusal(
            'token',
            `Ce jeton ne permet pas de confier le siège ${seat} à un bot (seulement le joueur du siège, l'arbitre, ou un autre joueur si le siège est libre ou déconnecté depuis un moment).`,
            `This token may not hand seat ${seat} to a bot (only that seat's player, the referee, or another player when the seat is open or has been disconnected for a while).`,
          ),
        );
      }
      const seats = m.row.seats.slice();
      seats[seat] = { name: s.name, kind: 'bot', level, tokenHash: null };
      const status: MatchStatus =
        m.row.status === 'finished' ? 'finished' : seats.some((x) => x.kind === 'open') ? 'open' : 'active';
      await this.store.updateSeats(id, seats, status);
      m.row = { ...m.row, seats, status };
      this.announce(m);
      this.log.info({ match: id, seat, level }, 'seat handed to a bot');
      this.broadcast(m);
      await this.advance(m);
      return ok({ seat, kind: `bot:${level}` });
    });
  }

  /** Matches for the lobby, newest first. */
  async list(status?: MatchStatus): Promise<MatchSummary[]> {
    const rows = await this.store.listMatches(status);
    return rows.map((r) => this.summaryOf(this.live.get(r.id)?.row ?? r));
  }

  /** One match's summary with its current input count and state hash, or undefined. */
  async summary(id: string): Promise<(MatchSummary & { hash: string }) | undefined> {
    const m = await this.get(id);
    if (m === undefined) return undefined;
    const spectator: Reader = { role: 'spectator', seat: null };
    const hash = hidesFrom(m.withholding, spectator) ? WITHHELD_HASH : m.rules.hash(m.state);
    const summary = { ...this.summaryOf(m.row, m.inputs.length), hash };
    this.evict(m);
    return summary;
  }

  /**
   * The match's record as `token` may see it (docs/protocol.md, "Records by role"): the referee's token gets
   * every input, a seat's token that seat's secrets and the public inputs, no token the spectator's record;
   * an unknown token is refused. The seed is revealed only once the match is over.
   */
  async record(id: string, token?: string): Promise<Result<MatchRecord, Refusal> | undefined> {
    const m = await this.get(id);
    if (m === undefined) return undefined;
    // A seat claimed, or an input stored, on another instance.
    if (this.peers !== null) await this.serial(m, () => this.sync(m));
    let reader: Reader = { role: 'spectator', seat: null };
    if (token !== undefined) {
      const who = this.identify(m, token);
      if (who === null) {
        this.evict(m);
        return no(
          refusal(
            'token',
            "Jeton inconnu pour cette partie : ni un siège ni l'arbitre. Sans jeton, on reçoit l'enregistrement du spectateur.",
            "Unknown token for this match: neither a seat nor the referee. Without a token you get the spectator's record.",
          ),
        );
      }
      reader = who;
    }
    const over = m.row.status === 'finished' || m.expired !== null;
    const served = servedInputs(m.inputs, m.withholding, reader);
    const record: MatchRecord = {
      format: RECORD_FORMAT,
      game: m.row.game,
      rulesVersion: m.row.rulesVersion,
      options: m.row.options,
      seats: m.row.seats.map((s) => ({ name: s.name, kind: seatKind(s) })),
      dice:
        m.row.diceMode === 'seeded'
          ? {
              source: 'seeded',
              generator: m.row.diceGenerator,
              seedCommitment: m.row.seedCommitment,
              ...(over ? { seed: m.row.seed } : {}),
            }
          : { source: 'manual' },
      inputs: served.inputs,
    };
    if (over) {
      const p = m.rules.pending(m.state);
      // A partial record cannot be replayed to its hash anyway; the hash would only help guess the secrets.
      const hash = served.partial === undefined ? m.rules.hash(m.state) : WITHHELD_HASH;
      record.final = { hash, outcome: p.kind === 'over' ? p.outcome : null };
      if (m.expired !== null) record.final.expired = m.expired;
    }
    if (served.partial !== undefined) record.partial = served.partial;
    this.evict(m);
    return ok(record);
  }

  /**
   * Subscribes a connection with a seat or referee token, or as a spectator; sends the welcome with the
   * events after `since`. Answers the unsubscribe function.
   */
  async subscribe(
    id: string,
    token: string | undefined,
    since: number | undefined,
    send: (msg: ServerMsg) => void,
  ): Promise<Result<{ listener: Listener; unsubscribe: () => void }, Refusal>> {
    const m = await this.get(id);
    if (m === undefined) return no(notFound(id));
    // A seat claimed on another instance: its token is in the store's row.
    if (this.peers !== null) await this.serial(m, () => this.sync(m));
    let who: { role: Role; seat: number | null } = { role: 'spectator', seat: null };
    if (token !== undefined) {
      const found = this.identify(m, token);
      if (found === null) {
        return no(
          refusal(
            'token',
            "Jeton inconnu pour cette partie : ni un siège ni l'arbitre. Sans jeton, on regarde en spectateur.",
            'Unknown token for this match: neither a seat nor the referee. Without a token you watch as a spectator.',
          ),
        );
      }
      who = found;
    }
    return this.serial(m, () => {
      const listener: Listener = { seat: who.seat, role: who.role, lastSent: since ?? -1, send };
      const snap = this.snapshot(m, listener);
      send({ t: 'welcome', match: id, seat: who.seat, role: who.role, ...snap });
      m.listeners.add(listener);
      const unsubscribe = (): void => {
        m.listeners.delete(listener);
        if (listener.seat !== null) m.seen[listener.seat] = Date.now();
        m.touched = Date.now();
        this.evict(m);
      };
      return Promise.resolve(ok({ listener, unsubscribe }));
    });
  }

  /** A decision, or this seat's sealed orders (`inputs` = the count the client acted on). */
  act(l: Listener, id: string, inputs: number, input: unknown): Promise<Result<null, Refusal>> {
    return this.withMatch(id, inputs, async (m) => {
      if (l.seat === null) return no(notPlayer());
      const p = m.rules.pending(m.state);
      if (p.kind === 'simultaneous') {
        if (!p.players.includes(l.seat)) return no(notYourTurn(l.seat));
        const v = m.rules.validate(m.state, l.seat, input);
        if (!v.ok) return no(v.error);
        await this.store.putSealed(id, l.seat, v.value);
        m.sealed.set(l.seat, v.value);
        this.announce(m);
        if (!(await this.afterSealed(m, p.players, l.seat, v.value)))
          return no(stale(inputs, m.inputs.length));
        return ok(null);
      }
      if (p.kind !== 'decision' || p.player !== l.seat) return no(notYourTurn(l.seat));
      const v = m.rules.validate(m.state, l.seat, input);
      if (!v.ok) return no(v.error);
      const r = await this.commit(m, { player: l.seat, action: v.value });
      if (!r.ok) return r;
      await this.advance(m);
      return ok(null);
    });
  }

  /**
   * The exact odds of one input `l`'s seat may send now, validated like `act` but applied to nothing: the
   * input as validated and the rolls it starts at once (the game's `previews` hook), or a refusal.
   */
  preview(
    l: Listener,
    id: string,
    inputs: number,
    input: unknown,
  ): Promise<Result<{ input: unknown; previews: RollPreview[] | null }, Refusal>> {
    let answer: { input: unknown; previews: RollPreview[] | null } | null = null;
    return this.withMatch(id, inputs, (m) => {
      if (l.seat === null) return Promise.resolve(no(notPlayer()));
      const p = m.rules.pending(m.state);
      if (p.kind !== 'decision' || p.player !== l.seat) return Promise.resolve(no(notYourTurn(l.seat)));
      const v = m.rules.validate(m.state, l.seat, input);
      if (!v.ok) return Promise.resolve(no(v.error));
      const previews = m.rules.previews?.(m.state, l.seat, [v.value])[0] ?? null;
      answer = { input: v.value, previews };
      return Promise.resolve(ok(null));
    }).then((r) => (r.ok ? ok(answer!) : r));
  }

  /**
   * "What if…?" (issue 13): the exact outcome tree of one input of the seat whose decision is pending, asked by
   * any connection (what-if.ts says who may ask in a game that hides information), applied to nothing; without
   * `input`, the deciding seat's legal inputs.
   */
  whatIf(
    l: Listener,
    id: string,
    inputs: number,
    input: unknown,
    policy: WhatIfPolicy,
  ): Promise<Result<WhatIfAnswer, Refusal>> {
    let answer: WhatIfAnswer | null = null;
    return this.withMatch(id, inputs, (m) => {
      const r = answerWhatIf(m.rules, m.state, l, input, policy, this.whatIfShare);
      if (!r.ok) return Promise.resolve(r);
      answer = r.value;
      return Promise.resolve(ok(null));
    }).then((r) => (r.ok ? ok(answer!) : r));
  }

  /** Takes back this seat's sealed orders while the round is still open. */
  withdraw(l: Listener, id: string, inputs: number): Promise<Result<null, Refusal>> {
    return this.withMatch(id, inputs, async (m) => {
      if (l.seat === null) return no(notPlayer());
      if (!m.sealed.has(l.seat)) {
        return no(
          refusal(
            'withdraw.none',
            'Aucun ordre scellé de ce siège à retirer.',
            'No sealed orders from this seat to withdraw.',
          ),
        );
      }
      await this.store.deleteSealed(id, l.seat);
      m.sealed.delete(l.seat);
      this.announce(m);
      this.sendOrdered(m);
      this.broadcast(m);
      return ok(null);
    });
  }

  /** The faces of the pending roll, typed by the referee (or, in `players` mode, by the roller). */
  dice(
    l: Listener,
    id: string,
    inputs: number,
    faces: number[],
    measured?: number,
  ): Promise<Result<null, Refusal>> {
    return this.withMatch(id, inputs, async (m) => {
      const p = m.rules.pending(m.state);
      if (p.kind !== 'chance') {
        return no(
          refusal('dice.none', "Aucun jet de dés n'est attendu maintenant.", 'No dice roll is expected now.'),
        );
      }
      const mode = m.row.diceMode;
      const allowed =
        mode !== 'seeded' && (l.role === 'referee' || (mode === 'players' && l.seat === p.request.roller));
      if (!allowed) {
        return no(
          refusal(
            'dice.forbidden',
            mode === 'seeded'
              ? 'Les dés de cette partie sont lancés par le serveur.'
              : `Ce jet (${p.request.rule}) est saisi par ${mode === 'referee' ? "l'arbitre" : `le siège ${p.request.roller}`}.`,
            mode === 'seeded'
              ? "This match's dice are rolled by the server."
              : `This roll (${p.request.rule}) is entered by ${mode === 'referee' ? 'the referee' : `seat ${p.request.roller}`}.`,
            p.request.rule,
          ),
        );
      }
      if (measured !== undefined && p.request.measure === undefined) {
        // Only a roll whose difficulty is a distance takes one (Spark Ball's table mode, SB-R-63).
        return no(
          refusal(
            'dice.measured',
            `Le jet ${p.request.rule} ne prend pas de distance mesurée : envoyez seulement ses faces (une distance ne va qu'avec un jet dont la demande porte « measure »).`,
            `The roll ${p.request.rule} takes no measured distance: send its faces only (a distance goes only with a roll whose request carries "measure").`,
            p.request.rule,
          ),
        );
      }
      const r = await this.commit(m, measured === undefined ? { faces } : { faces, measured });
      if (!r.ok) return r;
      await this.advance(m);
      return ok(null);
    });
  }

  /** Casual matches: takes back this seat's last decision when nothing else came after it. */
  undo(l: Listener, id: string, inputs: number): Promise<Result<null, Refusal>> {
    return this.withMatch(id, inputs, async (m) => {
      if (l.seat === null) return no(notPlayer());
      if (!m.row.casual) {
        return no(
          refusal(
            'undo.casual',
            "L'annulation n'existe que dans les parties amicales.",
            'Undo exists only in casual matches.',
          ),
        );
      }
      const last = m.inputs[m.inputs.length - 1];
      if (last === undefined || !('player' in last) || last.player !== l.seat || m.sealed.size > 0) {
        return no(
          refusal(
            'undo.blocked',
            "Impossible d'annuler : un jet, une révélation ou l'action d'un autre joueur a suivi votre dernière décision.",
            "Cannot undo: a roll, a reveal or another player's input came after your last decision.",
          ),
        );
      }
      if (!(await this.appendLine(m, { undo: l.seat }))) return no(stale(inputs, m.inputs.length));
      m.journal++;
      this.announce(m);
      this.undoLast(m, l.seat);
      this.broadcast(m);
      await this.advance(m);
      return ok(null);
    });
  }

  // ---- internals ----

  /** The rules of game `id`; only the games' own keys (never `__proto__`, `toString`…). */
  private rulesOf(id: string): AnyRules | undefined {
    return Object.hasOwn(this.games, id) ? this.games[id] : undefined;
  }

  /** Forgets a finished or expired match nobody follows (it is replayed from the store if asked for again). */
  private evict(m: Live): void {
    const over = m.row.status === 'finished' || m.expired !== null;
    if (over && m.listeners.size === 0 && this.live.get(m.row.id) === m) {
      this.live.delete(m.row.id);
    }
  }

  /**
   * Forgets the live matches untouched since `before` (epoch ms) that nobody follows and nothing runs for:
   * no queued task, no clock, no bot thinking. They load again from the store when asked for.
   */
  private evictIdle(before: number): void {
    for (const [id, m] of this.live) {
      if (m.listeners.size > 0 || m.tasks > 0 || m.touched >= before || m.clock !== null) continue;
      if (this.botsToPlay(m)) continue;
      this.live.delete(id);
    }
  }

  /** True when the match waits on a bot seat (its input may still come back from the pool). */
  private botsToPlay(m: Live): boolean {
    if (m.expired !== null) return false;
    const p = m.rules.pending(m.state);
    const isBot = (seat: number): boolean => m.row.seats[seat]?.kind === 'bot';
    if (p.kind === 'decision') return isBot(p.player);
    if (p.kind === 'simultaneous') return p.players.some((x) => isBot(x) && !m.sealed.has(x));
    return false;
  }

  /**
   * Expires match `id` for `reason` if the store still says it is due: a journal line `{ expired }`, the
   * status `expired`, held sealed orders dropped; connections get an update (with `expired`).
   */
  private async expire(
    id: string,
    reason: Expiry['reason'],
    openBefore: string,
    idleBefore: string,
  ): Promise<void> {
    const m = await this.get(id);
    if (m === undefined) return;
    await this.serial(m, async () => {
      await this.sync(m);
      const row = await this.store.getMatch(id);
      if (row === undefined || m.expired !== null) return;
      const due =
        reason === 'open'
          ? row.status === 'open' && row.createdAt < openBefore
          : (row.status === 'open' || row.status === 'active') && row.updatedAt < idleBefore;
      if (!due) return;
      const expired: Expiry = { reason, at: new Date().toISOString() };
      if (!(await this.appendLine(m, { expired }, { status: 'expired' }, true))) return;
      m.journal++;
      this.announce(m);
      this.markExpired(m, expired);
      this.log.info({ match: id, reason }, 'match expired');
    });
    this.evict(m);
  }

  /** The match takes no more inputs: its status, no held orders, no bots asked. */
  private markExpired(m: Live, expired: Expiry): void {
    m.expired = expired;
    m.row = { ...m.row, status: 'expired' };
    m.sealed.clear();
    m.dirty = true;
  }

  private fresh(row: MatchRow, rules: AnyRules, state: unknown): Live {
    return {
      row,
      rules,
      state,
      inputs: [],
      withholding: [],
      journal: 0,
      events: [],
      sealed: new Map(),
      dice: matchDice(row),
      queue: Promise.resolve(),
      listeners: new Set(),
      botAsked: new Map(),
      dirty: false,
      clock: null,
      seen: row.seats.map(() => Date.now()),
      touched: Date.now(),
      tasks: 0,
      expired: null,
    };
  }

  /** The live match, loading (replaying) it from the store if needed. */
  private async get(id: string): Promise<Live | undefined> {
    const cached = this.live.get(id);
    if (cached !== undefined) {
      cached.touched = Date.now();
      return cached;
    }
    // One replay per match, however many connections ask for it at once.
    let loading = this.loading.get(id);
    if (loading === undefined) {
      loading = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async load(id: string): Promise<Live | undefined> {
    const row = await this.store.getMatch(id);
    if (row === undefined) return undefined;
    const again = this.live.get(id);
    if (again !== undefined) return again;
    const rules = this.rulesOf(row.game);
    if (rules === undefined) throw new Error(`match ${id}: unknown game ${row.game}`);
    const setup = rules.setup(row.options);
    if (!setup.ok) throw new Error(`match ${id}: options refused at replay`);
    const m = this.fresh(row, rules, setup.value);
    for (const entry of await this.store.journal(id)) this.replay(m, entry);
    m.sealed = await this.storedSealed(m);
    this.live.set(id, m);
    if (row.status !== 'finished' && m.expired === null) {
      // Another instance's line stored while we replayed was announced before the match was live here.
      void this.serial(m, async () => {
        await this.sync(m);
        await this.advance(m);
      });
    }
    return m;
  }

  /** Applies a stored journal line (at start-up, or another instance's line). */
  private replay(m: Live, entry: JournalEntry): void {
    if ('undo' in entry) {
      this.undoLast(m, entry.undo);
    } else if ('expired' in entry) {
      this.markExpired(m, entry.expired);
    } else {
      const r = this.step(m, entry);
      if (!r.ok) {
        throw new Error(`match ${m.row.id}: journal line ${m.journal} refused at replay: ${r.error.en}`);
      }
      m.state = r.value.state;
      this.push(m, entry, r.value.events, r.value.withheld);
      if (r.value.dice !== null) m.dice = r.value.dice;
    }
    m.journal++;
  }

  /** The held sealed orders in the store that still fit the match's state. */
  private async storedSealed(m: Live): Promise<Map<number, unknown>> {
    const out = new Map<number, unknown>();
    for (const [seat, input] of await this.store.sealed(m.row.id)) {
      const v = m.rules.validate(m.state, seat, input);
      if (v.ok) out.set(seat, v.value);
    }
    return out;
  }

  /**
   * With other instances (`peers`): reads the match again from the store (its row, the journal lines
   * after ours, the held sealed orders) and applies what changed, so nothing is decided on an old state.
   * Runs inside the match's `serial`; a no-op for an instance alone.
   */
  private async sync(m: Live): Promise<void> {
    if (this.peers === null) return;
    const id = m.row.id;
    const row = await this.store.getMatch(id);
    if (row !== undefined) {
      const seats = JSON.stringify(row.seats) !== JSON.stringify(m.row.seats);
      if (seats || row.status !== m.row.status) {
        m.row = {
          ...m.row,
          seats: row.seats,
          status: row.status,
          finalHash: row.finalHash,
          outcome: row.outcome,
        };
        m.dirty = true;
      }
    }
    const lines = await this.store.journalFrom(id, m.journal);
    for (const entry of lines) this.replay(m, entry);
    if (lines.length > 0) m.dirty = true;
    const sealed = await this.storedSealed(m);
    const keys = (x: Map<number, unknown>): string => JSON.stringify([...x.keys()].sort((a, b) => a - b));
    const ordersChanged = keys(sealed) !== keys(m.sealed);
    m.sealed = sealed;
    if (ordersChanged && lines.length === 0) this.sendOrdered(m);
    if (ordersChanged) m.dirty = true;
  }

  /** Tells the other instances that match `m` changed in the store. */
  private announce(m: Live): void {
    this.peers?.changed(m.row.id, m.journal);
  }

  /**
   * Appends the match's next journal line. Answers false, having caught up from the store, when another
   * instance stored that line first (the store's unique (match_id, seq)): nothing of ours was applied.
   */
  private async appendLine(
    m: Live,
    entry: JournalEntry,
    patch: MatchPatch = {},
    clearSealed = false,
  ): Promise<boolean> {
    try {
      await this.store.append(m.row.id, m.journal, entry, patch, clearSealed);
      return true;
    } catch (e) {
      if (this.peers === null || !(await this.store.hasLine(m.row.id, m.journal))) throw e;
      this.log.info({ match: m.row.id, seq: m.journal }, 'journal line stored by another instance first');
      await this.sync(m);
      return false;
    }
  }

  /**
   * Starts the clock of the match's current phase, or stops a clock whose phase is over (or the match, or
   * the server); clocks run only while the match is `active` (every seat claimed). Answers true when the
   * clock changed. A match rebuilt at start-up gets a full clock again.
   */
  private armClock(m: Live): boolean {
    const want = this.closed || m.row.status !== 'active' ? null : clockOf(m.rules.id, m.state);
    if (m.clock !== null && want !== null && m.clock.key === want.key) return false;
    if (m.clock === null && want === null) return false;
    this.stopClock(m);
    if (want === null) return true;
    const ms = want.seconds * 1000;
    const timer = setTimeout(() => void this.serial(m, () => this.clockRanOut(m, want.key)), ms);
    timer.unref();
    m.clock = { key: want.key, deadline: Date.now() + ms, timer };
    return true;
  }

  private stopClock(m: Live): void {
    if (m.clock === null) return;
    clearTimeout(m.clock.timer);
    m.clock = null;
  }

  /**
   * The clock of phase `key` ran out: if the match is still in that phase, the server submits the clock's
   * inputs (ARB-PIL-02) as one journalled round of sealed inputs, then the match goes on.
   */
  private async clockRanOut(m: Live, key: string): Promise<void> {
    if (m.clock?.key !== key) return;
    m.clock = null;
    await this.sync(m);
    const spec = clockOf(m.rules.id, m.state);
    if (this.closed || m.row.status !== 'active' || spec === null || spec.key !== key) return;
    const p = m.rules.pending(m.state);
    if (p.kind !== 'simultaneous') return;
    try {
      const r = await this.commit(m, { orders: clockInputs(spec, m.state, p.players, m.sealed) });
      // Another instance's clock (or last order) closed the round first.
      if (!r.ok && r.error.code === 'stale') return;
      if (!r.ok) {
        this.log.error({ match: m.row.id, clock: key, error: r.error }, 'clock inputs refused');
        return;
      }
      this.log.info({ match: m.row.id, clock: key }, 'clock ran out');
      await this.advance(m);
    } catch (e) {
      this.log.error({ match: m.row.id, clock: key, err: e }, 'clock inputs failed');
    }
  }

  /** Runs `fn` after the match's earlier work; failures are logged and refused, never thrown at a client. */
  private serial<T>(m: Live, fn: () => Promise<T>): Promise<T> {
    // One update per task: a decision and the rolls the server makes after it reach clients together.
    m.tasks++;
    const task = (): Promise<T> =>
      fn().finally(() => {
        m.tasks--;
        m.touched = Date.now();
        // A new or stopped clock changes the deadline clients are told.
        if (this.armClock(m)) m.dirty = true;
        if (m.dirty) this.broadcast(m);
      });
    const run = m.queue.then(task, task);
    m.queue = run.catch(() => undefined);
    return run;
  }

  private async withMatch(
    id: string,
    inputs: number,
    fn: (m: Live) => Promise<Result<null, Refusal>>,
  ): Promise<Result<null, Refusal>> {
    const m = this.live.get(id) ?? (await this.get(id));
    if (m === undefined) return no(notFound(id));
    return this.serial(m, async () => {
      try {
        await this.sync(m);
      } catch (e) {
        this.log.error({ match: id, err: e }, 'catching up from the store failed');
        return no(internal());
      }
      if (m.expired !== null) return no(expiredRefusal(m.expired));
      if (inputs !== m.inputs.length) return no(stale(inputs, m.inputs.length));
      if (m.row.status === 'finished') {
        return no(refusal('over', 'La partie est finie.', 'The match is over.'));
      }
      try {
        return await fn(m);
      } catch (e) {
        this.log.error({ match: id, err: e }, 'input failed');
        return no(internal());
      }
    });
  }

  /** Who a token is in this match. */
  private identify(m: Live, token: string): { role: Role; seat: number | null } | null {
    const h = hashToken(token);
    if (m.row.refereeTokenHash !== null && sameHash(h, m.row.refereeTokenHash))
      return { role: 'referee', seat: null };
    const seat = m.row.seats.findIndex((s) => s.tokenHash !== null && sameHash(h, s.tokenHash));
    return seat < 0 ? null : { role: 'player', seat };
  }

  /**
   * Checks `entry` against the pending step on a copy of the state. The live state changes only after the
   * entry is in the journal (see `commit`).
   */
  private step(
    m: Live,
    entry: RecordInput,
  ): Result<
    { state: unknown; events: GameEvent[]; dice: ServerDice | null; withheld: Withholding },
    RuleError
  > {
    const { rules } = m;
    const p = rules.pending(m.state);
    const s = rules.clone(m.state);
    if ('faces' in entry) {
      if (p.kind !== 'chance') return no(refusal('dice.none', 'Aucun jet attendu.', 'No roll expected.'));
      let dice: ServerDice | null = null;
      if (m.row.diceMode === 'seeded' || this.serverRolls(m, p)) {
        // Keep the seeded stream in step with the journal (faces rolled by the server).
        dice = copyDice(m.dice, m.row.seed);
        dice.roll(p.request);
      }
      const r =
        entry.measured === undefined
          ? rules.applyChance(s, entry.faces)
          : rules.applyChance(s, entry.faces, entry.measured);
      if (!r.ok) return r;
      return ok({ state: s, events: r.value, dice, withheld: null });
    }
    if ('orders' in entry) {
      if (p.kind !== 'simultaneous')
        return no(refusal('orders.none', 'Aucun ordre attendu.', 'No orders expected.'));
      const orders = new Map<number, unknown>();
      let withheld: Withholding = null;
      for (const player of p.players) {
        const v = rules.validate(s, player, entry.orders[String(player)]);
        if (!v.ok) return v;
        orders.set(player, v.value);
        withheld = restrict(withheld, player, audience(rules, s, player, v.value));
      }
      return ok({ state: s, events: rules.applyOrders(s, orders), dice: null, withheld });
    }
    if (p.kind !== 'decision' || p.player !== entry.player) return no(notYourTurn(entry.player));
    const v = rules.validate(s, entry.player, entry.action);
    if (!v.ok) return v;
    const withheld = restrict(null, entry.player, audience(rules, s, entry.player, v.value));
    return ok({ state: s, events: rules.apply(s, entry.player, v.value), dice: null, withheld });
  }

  /** True when the server rolls the pending roll itself (seeded dice, or a bot's roll in `players` mode). */
  private serverRolls(m: Live, p: Pending): boolean {
    if (p.kind !== 'chance') return false;
    if (m.row.diceMode === 'seeded') return true;
    return m.row.diceMode === 'players' && m.row.seats[p.request.roller]?.kind === 'bot';
  }

  /** Journals `entry`, then applies it and broadcasts: nothing is applied that is not stored first. */
  private async commit(m: Live, entry: RecordInput): Promise<Result<null, Refusal>> {
    const r = this.step(m, entry);
    if (!r.ok) return r;
    const p = m.rules.pending(r.value.state);
    const patch: MatchPatch = {};
    if (p.kind === 'over') {
      patch.status = 'finished';
      patch.finalHash = m.rules.hash(r.value.state);
      patch.outcome = p.outcome;
    } else if (m.row.status === 'open' && !m.row.seats.some((s) => s.kind === 'open')) {
      patch.status = 'active';
    }
    const before = m.inputs.length;
    if (!(await this.appendLine(m, entry, patch, 'orders' in entry)))
      return no(stale(before, m.inputs.length));
    m.journal++;
    this.announce(m);
    m.state = r.value.state;
    if (r.value.dice !== null) m.dice = r.value.dice;
    if ('orders' in entry) m.sealed.clear();
    if (patch.status !== undefined) m.row = { ...m.row, status: patch.status };
    if (patch.outcome !== undefined)
      m.row = { ...m.row, outcome: patch.outcome, finalHash: patch.finalHash ?? null };
    this.push(m, entry, r.value.events, r.value.withheld);
    if (patch.status === 'finished') {
      this.log.info({ match: m.row.id, outcome: p.kind === 'over' ? p.outcome : null }, 'match over');
      for (const hook of this.finishHooks) {
        try {
          await hook(m.row, m.state);
        } catch (e) {
          this.log.error({ match: m.row.id, err: e }, 'end-of-match hook failed');
        }
      }
    }
    m.dirty = true;
    return ok(null);
  }

  private push(m: Live, entry: RecordInput, events: GameEvent[], withheld: Withholding): void {
    m.inputs.push(entry);
    m.withholding.push(withheld);
    for (const event of events) m.events.push({ eventSeq: m.events.length, event });
  }

  /** Drops the last input (a decision by `seat`) and replays the rest; emits an `undone` event. */
  private undoLast(m: Live, seat: number): void {
    m.inputs.pop();
    m.withholding.pop();
    const s = m.rules.setup(m.row.options);
    if (!s.ok) throw new Error('options refused at undo');
    let state = s.value;
    for (const input of m.inputs) {
      const copy: Live = { ...m, state };
      const r = this.step(copy, input);
      if (!r.ok) throw new Error(`replay refused at undo: ${r.error.en}`);
      state = r.value.state;
    }
    m.state = state;
    m.events.push({
      eventSeq: m.events.length,
      event: { type: 'undone', player: seat, inputs: m.inputs.length },
    });
  }

  /** Handles the steps nobody types: seeded rolls and bots; a complete round of sealed orders. */
  private async advance(m: Live): Promise<void> {
    for (let guard = 0; guard < 100_000 && !this.closed && m.expired === null; guard++) {
      const p = m.rules.pending(m.state);
      if (p.kind === 'over') return;
      if (p.kind === 'chance') {
        if (!this.serverRolls(m, p)) return;
        const faces = copyDice(m.dice, m.row.seed).roll(p.request);
        const r = await this.commit(m, { faces });
        // Another instance stored a line first: it goes on with the match.
        if (!r.ok && r.error.code === 'stale') return;
        if (!r.ok) throw new Error(`seeded roll refused: ${r.error.en}`);
        continue;
      }
      if (p.kind === 'simultaneous' && p.players.every((x) => m.sealed.has(x))) {
        if (!(await this.revealOrders(m, p.players))) return;
        continue;
      }
      this.askBots(m, p);
      return;
    }
  }

  /** Asks the worker pool for the inputs of bot seats the match waits for (once per step). */
  private askBots(m: Live, p: Pending): void {
    if (this.closed) return;
    const bots =
      p.kind === 'decision'
        ? [p.player]
        : p.kind === 'simultaneous'
          ? p.players.filter((x) => !m.sealed.has(x))
          : [];
    const at = m.journal;
    const mine = bots.filter((seat) => m.row.seats[seat]?.kind === 'bot' && m.botAsked.get(seat) !== at);
    for (const seat of mine) {
      m.botAsked.set(seat, at);
      const level = m.row.seats[seat]?.level ?? 'random';
      const task: BotTask = {
        game: m.rules.id,
        level,
        seed: `${m.row.seed}:${seat}:${at}`,
        player: seat,
        view: m.rules.view(m.state, seat),
        legal: m.rules.legal(m.state, seat),
      };
      // A failing bot level falls back to the random bot, so a match never waits on a broken bot.
      const fallback = (e: unknown): Promise<unknown> => {
        if (this.closed) throw e; // the pool is shutting down with the server: nothing went wrong
        this.log.error({ match: m.row.id, seat, level, err: e }, 'bot failed');
        if (level === 'random') throw e;
        return this.bots.choose({ ...task, level: 'random' });
      };
      this.bots
        .choose(task)
        .catch(fallback)
        .then(
          (input) => void this.serial(m, () => this.botInput(m, seat, at, input)),
          (e: unknown) => {
            if (!this.closed) this.log.error({ match: m.row.id, seat, err: e }, 'random bot failed too');
          },
        );
    }
  }

  private async botInput(m: Live, seat: number, at: number, input: unknown, retry = true): Promise<void> {
    if (this.closed) return;
    await this.sync(m);
    if (m.journal !== at || m.row.seats[seat]?.kind !== 'bot' || m.expired !== null) return;
    try {
      const p = m.rules.pending(m.state);
      if (p.kind === 'simultaneous' && p.players.includes(seat)) {
        const v = m.rules.validate(m.state, seat, input);
        if (!v.ok) throw new Error(`bot input refused: ${v.error.en}`);
        await this.store.putSealed(m.row.id, seat, v.value);
        m.sealed.set(seat, v.value);
        this.announce(m);
        await this.afterSealed(m, p.players, seat, v.value);
      } else if (p.kind === 'decision' && p.player === seat) {
        const r = await this.commit(m, { player: seat, action: input });
        // Another instance stored a line first: this bot's input is dropped (the match went on there).
        if (!r.ok && r.error.code === 'stale') return;
        if (!r.ok) throw new Error(`bot input refused: ${r.error.en}`);
        await this.advance(m);
      }
    } catch (e) {
      this.log.error({ match: m.row.id, seat, err: e }, 'bot input failed');
      // A refused bot input must not stall the match: play the first legal input instead (once).
      const first = retry ? m.rules.legal(m.state, seat)[0] : undefined;
      if (first !== undefined && m.journal === at) await this.botInput(m, seat, at, first, false);
    }
  }

  /** After a seat's sealed orders are in: tell everyone who has ordered, reveal when the round is complete. */
  private async afterSealed(m: Live, players: number[], seat: number, order: unknown): Promise<boolean> {
    // With other instances, orders held there count too: the sealed table is read again (after our own
    // order was stored, so of two last orders stored at once, at least one instance sees both).
    const at = m.journal;
    const inputs = m.inputs.length;
    await this.sync(m);
    if (m.journal === at) {
      this.sendOrdered(m);
      if (!players.every((x) => m.sealed.has(x))) {
        this.broadcast(m);
        return true;
      }
      if (await this.revealOrders(m, players)) {
        await this.advance(m);
        return true;
      }
    }
    // Another instance closed the round first (its clock, or the last order read with ours): did it count
    // our order?
    const line = m.inputs[inputs];
    const counted =
      line !== undefined &&
      'orders' in line &&
      JSON.stringify(line.orders[String(seat)]) === JSON.stringify(order);
    if (!counted) {
      // Our order was stored after that round was cleared: it belongs to no round.
      await this.store.deleteSealed(m.row.id, seat);
      m.sealed.delete(seat);
      m.dirty = true;
      this.announce(m);
    }
    return counted;
  }

  /** Commits a complete round of sealed orders; false when another instance stored a line first. */
  private async revealOrders(m: Live, players: number[]): Promise<boolean> {
    const orders: Record<string, unknown> = {};
    for (const x of players) orders[String(x)] = m.sealed.get(x);
    const r = await this.commit(m, { orders });
    if (!r.ok && r.error.code === 'stale') return false;
    if (!r.ok) {
      // A held order no longer fits (cannot happen with validated orders): drop the round, ask again.
      this.log.error({ match: m.row.id, error: r.error }, 'sealed round refused');
      m.sealed.clear();
    }
    return true;
  }

  private sendOrdered(m: Live): void {
    const seats = [...m.sealed.keys()].sort((a, b) => a - b);
    for (const l of m.listeners) l.send({ t: 'ordered', seats });
  }

  /** What one connection sees now, with the events after its last one. */
  private snapshot(m: Live, l: Listener): Snapshot {
    const { rules, state } = m;
    const events: NumberedEvent[] = [];
    for (let i = Math.max(0, l.lastSent + 1); i < m.events.length; i++) {
      const e = m.events[i]!;
      const to = e.event.visibleTo;
      if (to === undefined || (l.seat !== null && to.includes(l.seat))) events.push(e);
    }
    l.lastSent = m.events.length - 1;
    const p = rules.pending(state);
    let legal: unknown[] = [];
    let previews: (RollPreview[] | null)[] = [];
    if (l.seat !== null) {
      if (
        (p.kind === 'decision' && p.player === l.seat) ||
        (p.kind === 'simultaneous' && p.players.includes(l.seat) && !m.sealed.has(l.seat))
      ) {
        legal = rules.legal(state, l.seat);
        // risk before commitment (issue 9): the rolls each input starts at once, with their exact odds
        previews = rules.previews?.(state, l.seat, legal) ?? legal.map(() => null);
      }
    }
    const pending: WirePending = { ...p };
    // Rolls with too many outcomes (a pool of 5d6 and more, Spark Ball's 360,000-face direction die) are not
    // even enumerated: the table sends no odds for them.
    const spec = p.kind === 'chance' ? parseDice(p.request.dice) : null;
    if (spec?.ok && spec.value.sides ** spec.value.count <= MAX_ODDS) {
      const odds = rules.chanceOutcomes(state);
      if (odds !== null && odds.length <= MAX_ODDS) pending.odds = odds;
    }
    const view = rules.view(state, l.seat);
    return {
      inputs: m.inputs.length,
      events,
      view,
      legal,
      previews,
      pending,
      ordered: [...m.sealed.keys()].sort((a, b) => a - b),
      hash: hidesFrom(m.withholding, l) ? WITHHELD_HASH : rules.hash(state),
      deadline: m.clock?.deadline ?? null,
      ...(m.expired === null ? {} : { expired: m.expired }),
      seats: m.row.seats.map((s, seat) => ({ seat, name: s.name, kind: seatKind(s) })),
    };
  }

  /** Sends every connection its own update. */
  private broadcast(m: Live): void {
    m.dirty = false;
    for (const l of m.listeners) {
      try {
        l.send({ t: 'update', ...this.snapshot(m, l) });
      } catch (e) {
        this.log.warn({ match: m.row.id, err: e }, 'update not sent');
      }
    }
  }

  private summaryOf(row: MatchRow, inputs?: number): MatchSummary {
    return {
      id: row.id,
      game: row.game,
      status: row.status,
      dice: row.diceMode as DiceMode,
      casual: row.casual,
      inputs: inputs ?? this.live.get(row.id)?.inputs.length ?? 0,
      seats: row.seats.map((s, seat) => ({
        seat,
        name: s.name,
        kind: seatKind(s),
        claimed: s.kind !== 'open',
      })),
      createdAt: row.createdAt,
    };
  }
}

function notFound(id: string): Refusal {
  return refusal('match.unknown', `Aucune partie « ${id} ».`, `No match "${id}".`);
}

function stale(inputs: number, actual: number): Refusal {
  return refusal(
    'stale',
    `Vous avez agi sur l'état après ${inputs} entrées, mais la partie en compte ${actual} : rien n'a été appliqué ; rejouez depuis l'état actuel.`,
    `You acted on the state after ${inputs} inputs but the match has ${actual}: nothing was applied; act again from the current state.`,
  );
}

function notPlayer(): Refusal {
  return refusal(
    'role',
    "Seul un joueur assis peut jouer : connectez-vous avec le jeton d'un siège.",
    "Only a seated player may play: connect with a seat's token.",
  );
}

function notYourTurn(seat: number): Refusal {
  return refusal(
    'turn',
    `Ce n'est pas au siège ${seat} de jouer maintenant.`,
    `It is not seat ${seat}'s turn to act now.`,
  );
}

function expiredRefusal(e: Expiry): Refusal {
  const why =
    e.reason === 'open'
      ? { fr: 'un siège est resté libre trop longtemps', en: 'a seat stayed open too long' }
      : { fr: "personne n'a joué depuis trop longtemps", en: 'nobody played for too long' };
  return refusal(
    'match.expired',
    `La partie a expiré le ${e.at} (${why.fr}) : elle ne reçoit plus d'entrées.`,
    `The match expired at ${e.at} (${why.en}): it takes no more inputs.`,
  );
}

function internal(): Refusal {
  return refusal(
    'internal',
    'Erreur interne du serveur ; rien n’a été appliqué.',
    'Internal server error; nothing was applied.',
  );
}
