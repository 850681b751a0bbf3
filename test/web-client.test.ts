/**
 * The web app's WebSocket client (web/src/ws.ts) against a scripted socket: hello with the token, events kept
 * in order without repeats, resume with `since` after a disconnection, one input per `inputs` count.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchClient, type SocketLike, type TableState } from '../web/src/ws.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(msg: unknown): void {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const ev = (eventSeq: number) => ({ eventSeq, event: { type: 'e', n: eventSeq } });
const snapshot = (inputs: number, events: ReturnType<typeof ev>[]) => ({
  inputs,
  events,
  view: { inputs },
  legal: [{ type: 'pass' }],
  pending: { kind: 'decision', player: 0 },
  ordered: [],
});

afterEach(() => {
  vi.useRealTimers();
});

describe('web WebSocket client', () => {
  it('says hello with its token, keeps events once and in order, resumes with since', () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    let state: TableState | null = null;
    const c = new MatchClient(
      'abc',
      'tok',
      (s) => (state = s),
      () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      'ws://test/ws',
    );
    c.connect();
    sockets[0]!.open();
    expect(sockets[0]!.sent[0]).toEqual({ t: 'hello', match: 'abc', token: 'tok' });
    sockets[0]!.receive({
      t: 'welcome',
      match: 'abc',
      seat: 0,
      role: 'player',
      ...snapshot(2, [ev(0), ev(1)]),
    });
    expect(state!.seat).toBe(0);
    expect(state!.events.map((e) => e.eventSeq)).toEqual([0, 1]);
    sockets[0]!.receive({ t: 'update', ...snapshot(3, [ev(1), ev(2)]) });
    expect(state!.events.map((e) => e.eventSeq)).toEqual([0, 1, 2]);

    // Disconnected: a new socket says hello with the last event seen.
    sockets[0]!.close();
    expect(state!.connected).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent[0]).toEqual({ t: 'hello', match: 'abc', token: 'tok', since: 2 });
    sockets[1]!.receive({
      t: 'welcome',
      match: 'abc',
      seat: 0,
      role: 'player',
      ...snapshot(3, [ev(2), ev(3)]),
    });
    expect(state!.events.map((e) => e.eventSeq)).toEqual([0, 1, 2, 3]);
    c.close();
  });

  it('sends an input once per inputs count; a refusal or a new count frees it', () => {
    const socket = new FakeSocket();
    const c = new MatchClient(
      'abc',
      undefined,
      () => undefined,
      () => socket,
      'ws://test/ws',
    );
    c.connect();
    socket.open();
    socket.receive({ t: 'welcome', match: 'abc', seat: null, role: 'spectator', ...snapshot(5, []) });
    expect(c.act({ type: 'pass' })).toBe(true);
    expect(c.act({ type: 'pass' })).toBe(false);
    expect(socket.sent.filter((m) => m.t === 'act')).toEqual([
      { t: 'act', inputs: 5, input: { type: 'pass' } },
    ]);
    socket.receive({ t: 'refused', code: 'illegal', message: 'non', en: 'no' });
    expect(c.act({ type: 'move' })).toBe(true);
    socket.receive({ t: 'update', ...snapshot(6, [ev(0)]) });
    expect(c.act({ type: 'pass' })).toBe(true);
    expect(socket.sent.filter((m) => m.t === 'act').map((m) => m.inputs)).toEqual([5, 5, 6]);
    expect(c.dice([3])).toBe(true);
    expect(c.dice([3])).toBe(false);
    c.close();
  });

  it('keeps the Pillards clock deadline of the latest welcome or update, and null without one', () => {
    let state: TableState | null = null;
    const sockets: FakeSocket[] = [];
    const c = new MatchClient(
      'abc',
      undefined,
      (s) => (state = s),
      () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      'ws://test/ws',
    );
    c.connect();
    sockets[0]!.open();
    sockets[0]!.receive({
      t: 'welcome',
      match: 'abc',
      seat: null,
      role: 'spectator',
      ...snapshot(0, []),
      deadline: 1234,
    });
    expect(state!.deadline).toBe(1234);
    sockets[0]!.receive({ t: 'update', ...snapshot(1, []), deadline: null });
    expect(state!.deadline).toBeNull();
  });
});
