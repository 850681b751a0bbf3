/**
 * The WebSocket client of a table (docs/protocol.md): `hello` with the seat token, `welcome`, then `update`,
 * `ordered` and `refused`. It keeps the last `eventSeq` seen and resumes with `since` after a disconnection,
 * dropping any event it already has; an input is sent at most once per `inputs` count (a refusal frees it).
 */
import type { GameEvent } from '../../src/engine/types.ts';
import type {
  ClientMessage,
  Expired,
  PendingWithOdds,
  PreviewAnswer,
  Refusal,
  Role,
  RollPreview,
  SeatInfo,
  SeqEvent,
  ServerMessage,
  WhatIf,
  WhatIfPolicy,
} from './protocol.ts';

/** "What if…?" (protocol `whatIf`): the deciding seat's inputs as the server listed them, and the last tree. */
export interface WhatIfState {
  /** The deciding seat and its legal inputs (asked without input), at the count `inputs`. */
  legal: { inputs: number; seat: number; legal: unknown[] } | null;
  /** The last tree asked for (kept when the position moves on: `inputs` says which position it is of). */
  answer: {
    inputs: number;
    policy: WhatIfPolicy;
    seat: number | null;
    input: unknown;
    result: WhatIf;
    hidden?: true;
  } | null;
  /** Why the last request was refused, or null. */
  refused: Refusal | null;
  /** Requests sent and not answered yet. */
  waiting: number;
}

export const initialWhatIf: WhatIfState = { legal: null, answer: null, refused: null, waiting: 0 };

/** What a table shows: the latest state the server sent, and every event in order. */
export interface TableState {
  connected: boolean;
  welcomed: boolean;
  seat: number | null;
  role: Role;
  inputs: number;
  events: SeqEvent[];
  view: unknown;
  legal: unknown[];
  /** Beside `legal`, same length: the rolls each input starts at once with their exact odds, or null. */
  previews: (RollPreview[] | null)[];
  pending: PendingWithOdds | null;
  ordered: number[];
  /** When the current phase ends by itself (Pillards clocks), epoch ms, or null. */
  deadline: number | null;
  /** Set once the server expired the match (no more inputs). */
  expired: Expired | null;
  refused: Refusal | null;
  /** The answer to this seat's last `preview` request at the current `inputs` count, or null. */
  preview: PreviewAnswer | null;
  /** Who sits where (name and kind, `bot:<level>` for a bot), or null from a server that does not say. */
  seats: SeatInfo[] | null;
  /** "What if…?" answers. */
  whatIf: WhatIfState;
}

export const initialTableState: TableState = {
  connected: false,
  welcomed: false,
  seat: null,
  role: 'spectator',
  inputs: 0,
  events: [],
  view: null,
  legal: [],
  previews: [],
  pending: null,
  ordered: [],
  deadline: null,
  expired: null,
  refused: null,
  preview: null,
  seats: null,
  whatIf: initialWhatIf,
};

/** The socket's URL on the page's own host. */
export function wsUrl(): string {
  const loc = (globalThis as { location?: { protocol: string; host: string } }).location;
  if (!loc) return 'ws://localhost:8080/ws';
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

/** Minimal socket interface (the browser's WebSocket), so tests can substitute one. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export class MatchClient {
  private socket: SocketLike | null = null;
  private state: TableState = { ...initialTableState };
  private lastSeq = -1;
  /** `inputs` counts for which this client has already sent an input (one send per count). */
  private sentAt = new Set<string>();
  private closed = false;
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  /** The input of the last `preview` request while its answer is awaited (a refusal then answers it). */
  private previewAsked: { inputs: number; input: unknown } | null = null;

  constructor(
    private match: string,
    private token: string | undefined,
    private listener: (s: TableState) => void,
    private makeSocket: (url: string) => SocketLike = (url) => new WebSocket(url) as unknown as SocketLike,
    private url: string = wsUrl(),
  ) {}

  /** Opens the connection (and reopens it after any disconnection until `close`). */
  connect(): void {
    this.closed = false;
    const socket = this.makeSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.retry = 0;
      const hello: ClientMessage = { t: 'hello', match: this.match };
      if (this.token) hello.token = this.token;
      if (this.lastSeq >= 0) hello.since = this.lastSeq;
      this.send(hello);
      this.set({ connected: true });
    };
    socket.onmessage = (ev) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(ev.data)) as ServerMessage;
      } catch {
        return;
      }
      this.receive(msg);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.set({ connected: false });
      if (!this.closed) {
        const delay = Math.min(5000, 250 * 2 ** this.retry++);
        this.timer = setTimeout(() => this.connect(), delay);
      }
    };
    socket.onerror = () => {
      // onclose follows
    };
    if (this.ping === null) this.ping = setInterval(() => this.send({ t: 'ping' }), 25_000);
  }

  /** Closes for good. */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.ping) clearInterval(this.ping);
    this.ping = null;
    this.socket?.close();
    this.socket = null;
  }

  /** Handles one server message (public for tests). */
  receive(msg: ServerMessage): void {
    switch (msg.t) {
      case 'welcome':
        this.set({
          welcomed: true,
          seat: msg.seat,
          role: msg.role,
          ...this.merge(msg),
        });
        break;
      case 'update':
        this.set(this.merge(msg));
        break;
      case 'ordered':
        this.set({ ordered: msg.seats.slice() });
        break;
      case 'refused': {
        const { t: _t, ...refusal } = msg;
        // The input was not applied: it may be sent again once corrected.
        this.sentAt.clear();
        if (this.state.whatIf.waiting > 0) {
          // a refused "What if…?" request: the panel says why, the table goes on
          this.set({
            whatIf: { ...this.state.whatIf, refused: refusal, waiting: this.state.whatIf.waiting - 1 },
          });
          break;
        }
        const asked = this.previewAsked;
        this.previewAsked = null;
        // a refused preview request: its answer is the refusal (the table stops waiting)
        if (asked && asked.inputs === this.state.inputs)
          this.set({ refused: refusal, preview: { ...asked, previews: null, refused: refusal } });
        else this.set({ refused: refusal });
        break;
      }
      case 'preview': {
        const { t: _t, ...answer } = msg;
        this.previewAsked = null;
        // an answer about an older state is of no use
        if (answer.inputs === this.state.inputs) this.set({ preview: answer });
        break;
      }
      case 'whatIf': {
        const w = this.state.whatIf;
        const waiting = Math.max(0, w.waiting - 1);
        if (msg.legal !== undefined) {
          const legal =
            msg.inputs === this.state.inputs
              ? { inputs: msg.inputs, seat: msg.seat, legal: msg.legal }
              : w.legal;
          this.set({ whatIf: { ...w, legal, waiting } });
        } else {
          const { t: _t, legal: _l, ...answer } = msg;
          this.set({ whatIf: { ...w, answer, refused: null, waiting } });
        }
        break;
      }
      case 'pong':
        break;
    }
  }

  private merge(msg: {
    inputs: number;
    events: SeqEvent[];
    view: unknown;
    legal: unknown[];
    previews?: (RollPreview[] | null)[];
    pending: PendingWithOdds;
    ordered?: number[];
    deadline?: number | null;
    expired?: Expired;
    seats?: SeatInfo[];
  }): Partial<TableState> {
    const fresh = msg.events.filter((e) => e.eventSeq > this.lastSeq);
    for (const e of fresh) this.lastSeq = Math.max(this.lastSeq, e.eventSeq);
    if (msg.inputs !== this.state.inputs) this.sentAt.clear();
    const out: Partial<TableState> = {
      inputs: msg.inputs,
      events: fresh.length ? [...this.state.events, ...fresh] : this.state.events,
      view: msg.view,
      legal: msg.legal,
      previews: msg.previews ?? msg.legal.map(() => null),
      pending: msg.pending,
      refused: null,
    };
    if (msg.inputs !== this.state.inputs) {
      out.preview = null;
      // the deciding seat's list is of the old position; the last tree stays, marked by its count
      out.whatIf = { ...this.state.whatIf, legal: null, refused: null };
    }
    if (msg.ordered) out.ordered = msg.ordered.slice();
    else if (msg.inputs !== this.state.inputs) out.ordered = [];
    out.deadline = msg.deadline ?? null;
    out.expired = msg.expired ?? null;
    if (msg.seats) out.seats = msg.seats;
    return out;
  }

  private set(patch: Partial<TableState>): void {
    this.state = { ...this.state, ...patch };
    this.listener(this.state);
  }

  private send(msg: ClientMessage): boolean {
    const s = this.socket;
    if (!s || s.readyState !== 1) return false;
    s.send(JSON.stringify(msg));
    return true;
  }

  /** Sends once per `inputs` count and kind; false when already sent or not connected. */
  private once(kind: string, msg: ClientMessage): boolean {
    const key = `${kind}@${this.state.inputs}`;
    if (this.sentAt.has(key)) return false;
    if (!this.send(msg)) return false;
    this.sentAt.add(key);
    return true;
  }

  /** A decision, or this seat's sealed orders. */
  act(input: unknown): boolean {
    // a refusal from now on is the decision's
    this.previewAsked = null;
    if (this.state.whatIf.waiting > 0) this.set({ whatIf: { ...this.state.whatIf, waiting: 0 } });
    return this.once('act', { t: 'act', inputs: this.state.inputs, input });
  }

  /** Takes back this seat's sealed orders. */
  withdraw(): boolean {
    const ok = this.once('withdraw', { t: 'withdraw', inputs: this.state.inputs });
    if (ok) this.sentAt.delete(`act@${this.state.inputs}`);
    return ok;
  }

  /** The faces of the pending roll (referee or players dice), with a distance measured at the table. */
  dice(faces: number[], measured?: number): boolean {
    return this.once('dice', {
      t: 'dice',
      inputs: this.state.inputs,
      faces,
      ...(measured === undefined ? {} : { measured }),
    });
  }

  /** Casual matches: back to this seat's previous decision. */
  undo(): boolean {
    return this.once('undo', { t: 'undo', inputs: this.state.inputs });
  }

  /**
   * Asks the server for the exact odds of one input (protocol `preview`); the answer lands in `preview`.
   * Not limited to once per count (the player may aim at several points), but the server rate-limits it.
   */
  preview(input: unknown): boolean {
    const sent = this.send({ t: 'preview', inputs: this.state.inputs, input });
    if (sent) this.previewAsked = { inputs: this.state.inputs, input };
    return sent;
  }

  /**
   * "What if…?" (protocol `whatIf`): the outcome tree of `input` of the deciding seat, offers answered by
   * `policy`; without `input`, the deciding seat's legal inputs (or, while a roll is pending, its tree). The
   * answer lands in `whatIf`; the server rate-limits these requests.
   */
  whatIf(input: unknown, policy: WhatIfPolicy): boolean {
    const msg: ClientMessage = { t: 'whatIf', inputs: this.state.inputs, policy };
    if (input !== undefined) msg.input = input;
    if (!this.send(msg)) return false;
    this.set({ whatIf: { ...this.state.whatIf, refused: null, waiting: this.state.whatIf.waiting + 1 } });
    return true;
  }

  /** Clears the refusal shown. */
  dismiss(): void {
    this.set({ refused: null });
  }

  /** True when an input was sent for the current `inputs` count. */
  hasActed(): boolean {
    return this.sentAt.has(`act@${this.state.inputs}`);
  }
}

export type { GameEvent };
