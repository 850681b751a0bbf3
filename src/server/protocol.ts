/**
 * The wire protocol of docs/protocol.md: zod schemas and types of every HTTP body and WebSocket message.
 * Everything a client sends is untrusted JSON and goes through one of these schemas.
 */
import { z } from 'zod';
import type { GameEvent, Pending, RollPreview, RuleError } from '../engine/types.ts';
import type { WhatIfPolicy } from '../engine/what-if.ts';
import type { WhatIfAnswer } from './what-if.ts';

/** A message may be at most this many bytes (64 KiB). */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** A WebSocket message may nest arrays and objects this deep at most (the protocol's need about 6). */
export const MAX_MESSAGE_DEPTH = 32;

/**
 * The deepest nesting of `[` and `{` in JSON text (outside strings), stopping as soon as it passes `max`:
 * one linear pass over the bytes, so a body of nested brackets never reaches JSON.parse's recursion.
 */
export function nestingDepth(bytes: Uint8Array, max: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > max) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** A count of applied inputs (`inputs` in the protocol). */
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** A match id (server-generated, URL-safe). */
export const matchId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** A seat or referee token. */
const token = z.string().min(1).max(200);
/** A display name. */
const name = z.string().trim().min(1).max(40);

/** Dice modes: rolled by the server from a committed seed, typed by the referee, or by each roller. */
export const diceMode = z.enum(['seeded', 'referee', 'players']);
/** The dice mode of a match. */
export type DiceMode = z.infer<typeof diceMode>;

/** Bot levels the server accepts (a game may offer fewer; see `botLevels`). */
export const botLevel = z.enum(['random', 'greedy', 'search', 'search-strong']);

/** One seat asked for at creation: a person (claimed now or later) or a bot. */
export const seatRequest = z.strictObject({
  kind: z.enum(['human', 'bot', 'open']),
  level: botLevel.optional(),
  name: name.optional(),
});

/** Body of `POST /api/matches`. */
export const createMatchBody = z.strictObject({
  game: z.string().min(1).max(40),
  options: z.unknown().optional(),
  seats: z.array(seatRequest).min(1).max(16),
  dice: diceMode.optional(),
  casual: z.boolean().optional(),
});
/** A match creation request. */
export type CreateMatchBody = z.infer<typeof createMatchBody>;

/** Body of `POST /api/matches/:id/join`. */
export const joinBody = z.strictObject({ seat: z.number().int().min(0).max(15), name });

/** The most seats a match has (`createMatchBody`): seat numbers run from 0 to 15. */
export const MAX_SEAT = 15;

/**
 * A seat number in a path (`/api/matches/:id/seats/:seat/bot`): canonical decimal digits only (no sign,
 * space, leading zero, exponent or hex, which `Number()` would take), 0 to `MAX_SEAT`.
 */
export const seatParam = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,5})$/, 'a seat number is written 0, 1, 2… (decimal digits, no leading zero)')
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_SEAT));

/** Body of `POST /api/matches/:id/seats/:seat/bot`: hand a seat over to a bot. */
export const replaceBody = z.strictObject({ token, level: botLevel.optional() });

/** Query of `GET /api/matches`. */
export const lobbyQuery = z.strictObject({
  status: z.enum(['open', 'active', 'finished', 'expired']).optional(),
});

/** Body of `POST /api/accounts` and `POST /api/session`: a name and a password (checked by the server). */
export const credentialsBody = z.strictObject({
  name: z.string().trim().min(1).max(40),
  password: z.string().min(1).max(200),
});

/** A league or goblin id (server-generated, URL-safe). */
export const leagueId = matchId;

/** Body of `POST /api/leagues`: its name, and its game (a game with leagues; default Piss' Squig). */
export const leagueBody = z.strictObject({
  name: z.string().trim().min(1).max(80),
  game: z.string().min(1).max(64).optional(),
});

/** Body of `POST /api/leagues/:id/goblins`: a new goblin (PS-CAMP-10). */
export const goblinBody = z.strictObject({ name });

/**
 * Body of `POST /api/leagues/:id/pieces` and `PUT /api/leagues/:id/pieces/:piece`: the piece's name, and
 * what its game's adapter reads (a Spark Ball team: a full roster, or `{ template }` for the quick-play one).
 */
export const pieceBody = z.looseObject({ name });

/** Body of `POST /api/leagues/:id/members`: invite a coach by account name. */
export const memberBody = z.strictObject({ name: z.string().trim().min(1).max(40) });

/** Body of `POST /api/leagues/:id/matches`: who plays which league goblin(s), seat by seat. */
export const leagueMatchBody = z.strictObject({
  seats: z
    .array(
      z
        .strictObject({
          /** The seat's goblin (free-for-all), or its two goblins (doubles and four-player modes). */
          goblins: z.array(leagueId).min(1).max(2).optional(),
          /** The same, by its game-neutral name (a Spark Ball seat's team): give one of the two. */
          pieces: z.array(leagueId).min(1).max(2).optional(),
          kind: z.enum(['human', 'bot', 'open']),
          level: botLevel.optional(),
          name: name.optional(),
        })
        .refine((s) => (s.goblins === undefined) !== (s.pieces === undefined), {
          message: 'give the seat’s pieces (or goblins), once',
        })
        .transform(({ pieces, goblins, ...rest }) => ({ ...rest, goblins: (goblins ?? pieces)! })),
    )
    .min(2)
    .max(8),
  /** Other Piss' Squig options (maxRounds, mode…); players, campaign and goblins are the server's. */
  options: z.record(z.string(), z.unknown()).optional(),
  dice: diceMode.optional(),
  casual: z.boolean().optional(),
});
/** A league match request. */
export type LeagueMatchBody = z.infer<typeof leagueMatchBody>;

/** Client → server: subscribe to a match, as a seat or referee (token) or a spectator. */
export const helloMsg = z.strictObject({
  t: z.literal('hello'),
  match: matchId,
  token: token.optional(),
  since: z.number().int().min(-1).optional(),
});
/** Client → server: a decision, or this seat's sealed orders. */
export const actMsg = z.strictObject({ t: z.literal('act'), inputs: count, input: z.unknown() });
/** Client → server: take back this seat's sealed orders. */
export const withdrawMsg = z.strictObject({ t: z.literal('withdraw'), inputs: count });
/** Client → server: the faces of the pending roll (referee or players dice). */
export const diceMsg = z.strictObject({
  t: z.literal('dice'),
  inputs: count,
  faces: z.array(z.number()).max(200),
  /** A distance measured at a real table (inches), only for a roll whose request carries `measure`. */
  measured: z.number().optional(),
});
/** Client → server: undo this seat's last decision (casual matches). */
export const undoMsg = z.strictObject({ t: z.literal('undo'), inputs: count });
/** Client → server: keep-alive. */
export const pingMsg = z.strictObject({ t: z.literal('ping') });
/**
 * Client → server: the exact odds of ONE input this seat may send now (a continuous one that is not among the
 * discretised `legal`, such as a shot at any point of the pitch). Validated like `act`, applied to nothing.
 */
export const previewMsg = z.strictObject({ t: z.literal('preview'), inputs: count, input: z.unknown() });

/**
 * Client → server: "What if…?" — the exact outcome tree of one input of the seat whose decision is pending
 * (any connection may ask, save in a game that hides information), offers on the way answered by `policy`;
 * without `input`, that seat's legal inputs. Applied to nothing.
 */
export const whatIfMsg = z.strictObject({
  t: z.literal('whatIf'),
  inputs: count,
  input: z.unknown().optional(),
  policy: z.enum(['always', 'never', 'greedy']),
});

/** Every client → server message. */
export const clientMsg = z.discriminatedUnion('t', [
  helloMsg,
  actMsg,
  withdrawMsg,
  diceMsg,
  undoMsg,
  pingMsg,
  previewMsg,
  whatIfMsg,
]);
/** A client → server message. */
export type ClientMsg = z.infer<typeof clientMsg>;

/** A refusal as sent to a client: code, rule ID when there is one, French and English text. */
export type Refusal = RuleError;

/** An event with its number in the match. */
export interface NumberedEvent {
  eventSeq: number;
  event: GameEvent;
}

/** Who a connection is. */
export type Role = 'player' | 'referee' | 'spectator';

/** The pending step as sent to a client; a roll carries its exact odds when the game has them. */
export type WirePending = Pending & { odds?: { faces: number[]; p: number }[] };

/** What every update carries for one connection. */
export interface Snapshot {
  inputs: number;
  events: NumberedEvent[];
  view: unknown;
  legal: unknown[];
  /**
   * Beside `legal`, same length: for each legal input, the rolls it starts at once with their exact odds, or
   * null (the game's `previews` hook; all null when the game has none).
   */
  previews: (RollPreview[] | null)[];
  pending: WirePending;
  /** Seats whose sealed orders are in (never their content). */
  ordered: number[];
  /** The state hash after `inputs` inputs (equal states, equal hashes; the record replays to it). */
  hash: string;
  /** When the clock of the current phase runs out (epoch ms), or null when no clock runs (Pillards). */
  deadline: number | null;
  /** Present once the match expired (abandoned): why and when; it takes no more inputs. */
  expired?: { reason: 'open' | 'idle'; at: string };
  /** Who sits where: each seat's name and kind (`human`, `open`, or `bot:<level>`, the level that plays it). */
  seats: SeatInfo[];
}

/** One seat as a table shows it. */
export interface SeatInfo {
  seat: number;
  name: string;
  kind: string;
}

/** Server → client: after `hello`. */
export interface WelcomeMsg extends Snapshot {
  t: 'welcome';
  match: string;
  seat: number | null;
  role: Role;
}

/** Server → client: after every applied input (or undo). */
export interface UpdateMsg extends Snapshot {
  t: 'update';
}

/** Server → client: which seats have submitted sealed orders. */
export interface OrderedMsg {
  t: 'ordered';
  seats: number[];
}

/** Server → client: a refused input or message. */
export interface RefusedMsg extends Refusal {
  t: 'refused';
}

/**
 * Server → client: the answer to `preview`: the input as validated (quantised), and the rolls it would start
 * at once with their exact odds, or null when it starts none. `inputs` is the count it holds for.
 */
export interface PreviewAnswerMsg {
  t: 'preview';
  inputs: number;
  input: unknown;
  previews: RollPreview[] | null;
}

/**
 * Server → client: the answer to `whatIf` at the count `inputs`: the deciding `seat` and its `legal` inputs (asked
 * without input), or the `input` as validated and its outcome tree `result` (`hidden`: cut at the previews' rolls).
 */
export type WhatIfAnswerMsg = { t: 'whatIf'; inputs: number; policy: WhatIfPolicy } & WhatIfAnswer;

/** Every server → client message. */
export type ServerMsg =
  WelcomeMsg | UpdateMsg | OrderedMsg | RefusedMsg | PreviewAnswerMsg | WhatIfAnswerMsg | { t: 'pong' };

/** A seat in a match summary. */
export interface SeatSummary {
  seat: number;
  name: string;
  kind: string;
  claimed: boolean;
}

/** A match in the lobby. */
export interface MatchSummary {
  id: string;
  game: string;
  status: 'open' | 'active' | 'finished' | 'expired';
  dice: DiceMode;
  casual: boolean;
  inputs: number;
  seats: SeatSummary[];
  createdAt: string;
}

/** A refusal from a code and both texts. */
export function refusal(code: string, fr: string, en: string, rule?: string): Refusal {
  const r: Refusal = { code, message: fr, en };
  if (rule !== undefined) r.rule = rule;
  return r;
}

/** A zod failure as a refusal with code `code`, naming the first problems. */
export function zodRefusal(code: string, error: z.ZodError): Refusal {
  const issues = error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : '(message)'}: ${i.message}`)
    .join('; ');
  return refusal(code, `Message invalide — ${issues}`, `Invalid message — ${issues}`);
}
