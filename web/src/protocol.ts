/**
 * The messages of docs/protocol.md as the browser sees them (the server checks them with zod).
 */
import type { GameEvent, Pending, RollPreview } from '../../src/engine/types.ts';

import type { WhatIf, WhatIfPolicy } from '../../src/engine/what-if.ts';

export type { RollPreview } from '../../src/engine/types.ts';
export type {
  WhatIf,
  WhatIfNode,
  WhatIfPolicy,
  WhatIfRoll,
  WhatIfOffer,
  WhatIfStop,
  WhatIfLeaf,
} from '../../src/engine/what-if.ts';

/** A refusal: a code, the rule ID when there is one, French and English text, and every problem found. */
export interface Refusal {
  code: string;
  rule?: string;
  message: string;
  en: string;
  details?: Refusal[];
}

/** One event with its number in the match. */
export interface SeqEvent {
  eventSeq: number;
  event: GameEvent;
}

/** A pending step; a roll may carry its exact odds. */
export type PendingWithOdds = Pending & { odds?: { faces: number[]; p: number }[] | Record<string, number> };

export type Role = 'player' | 'referee' | 'spectator';

export type ClientMessage =
  | { t: 'hello'; match: string; token?: string; since?: number }
  | { t: 'act'; inputs: number; input: unknown }
  | { t: 'withdraw'; inputs: number }
  | { t: 'dice'; inputs: number; faces: number[]; measured?: number }
  | { t: 'undo'; inputs: number }
  | { t: 'ping' }
  /** The exact odds of ONE input this seat may send now (validated like `act`, applied to nothing). */
  | { t: 'preview'; inputs: number; input: unknown }
  /** "What if…?": the outcome tree of one input of the deciding seat (without `input`: its legal inputs). */
  | { t: 'whatIf'; inputs: number; input?: unknown; policy: WhatIfPolicy };

/** The answer to a `whatIf` request: the deciding seat's legal inputs, or one input's outcome tree. */
export type WhatIfAnswer = { inputs: number; policy: WhatIfPolicy } & (
  | { seat: number; legal: unknown[]; input?: undefined; result?: undefined }
  | { seat: number | null; input: unknown; result: WhatIf; hidden?: true; legal?: undefined }
);

/** The answer to a `preview` request: the input as validated and the rolls it starts at once, or null. */
export interface PreviewAnswer {
  inputs: number;
  input: unknown;
  previews: RollPreview[] | null;
  /** Set by the client when the server refused the request (the input is not legal now): why. */
  refused?: Refusal;
}

export type ServerMessage =
  | {
      t: 'welcome';
      match: string;
      seat: number | null;
      role: Role;
      inputs: number;
      events: SeqEvent[];
      view: unknown;
      legal: unknown[];
      /** Beside `legal`: the rolls each input starts at once, with exact odds, or null (older servers: absent). */
      previews?: (RollPreview[] | null)[];
      pending: PendingWithOdds;
      ordered?: number[];
      /** Pillards clocks: when the phase ends by itself (epoch ms), or null. */
      deadline?: number | null;
      /** Present once the server expired the match (abandoned): it takes no more inputs. */
      expired?: Expired;
      /** Who sits where; a bot's kind names its level (`bot:search`). Older servers: absent. */
      seats?: SeatInfo[];
    }
  | {
      t: 'update';
      inputs: number;
      events: SeqEvent[];
      view: unknown;
      legal: unknown[];
      /** Beside `legal`: the rolls each input starts at once, with exact odds, or null (older servers: absent). */
      previews?: (RollPreview[] | null)[];
      pending: PendingWithOdds;
      ordered?: number[];
      /** Pillards clocks: when the phase ends by itself (epoch ms), or null. */
      deadline?: number | null;
      /** Present once the server expired the match (abandoned): it takes no more inputs. */
      expired?: Expired;
      /** Who sits where; a bot's kind names its level (`bot:search`). Older servers: absent. */
      seats?: SeatInfo[];
    }
  | { t: 'ordered'; seats: number[] }
  | ({ t: 'refused' } & Refusal)
  | ({ t: 'preview' } & PreviewAnswer)
  | ({ t: 'whatIf' } & WhatIfAnswer)
  | { t: 'pong' };

/** Why and when the server expired an abandoned match (a seat left open, or nobody played). */
export interface Expired {
  reason: 'open' | 'idle';
  at: string;
}

/** One seat as a table shows it: its name, and `human`, `open` or `bot:<level>`. */
export interface SeatInfo {
  seat: number;
  name: string;
  kind: string;
}

/** Lobby summary of a match (`GET /api/matches`). */
export interface MatchSummary {
  id: string;
  game: string;
  status: 'open' | 'active' | 'finished' | 'expired';
  dice?: 'seeded' | 'referee' | 'players';
  casual?: boolean;
  inputs?: number;
  seats: { seat: number; name: string; kind: string; claimed: boolean }[];
  createdAt: string | number;
}

/** A game the server offers (`GET /api/games`). */
export interface GameInfo {
  id: string;
  name: string;
  players: { min: number; max: number };
  /** Bot levels the game offers. */
  bots?: string[];
  options: Record<string, unknown>;
}

/** `POST /api/matches` answer. */
export interface Created {
  id: string;
  seats: { seat: number; name: string; kind: string; token?: string; link?: string }[];
  referee?: { token: string; link: string };
  spectate: string;
}
