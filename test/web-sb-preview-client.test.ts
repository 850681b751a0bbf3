/**
 * The web client's `preview` request (web/src/ws.ts, docs/protocol.md): sent with the current input count, as
 * often as the player aims; its answer kept for that count only; a refusal answers a pending request (so the
 * table stops waiting) and an update clears it.
 */
import { describe, expect, it } from 'vitest';
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
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(msg: unknown): void {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const snapshot = (inputs: number) => ({
  inputs,
  events: [],
  view: {},
  legal: [{ type: 'shoot', to: { x: 3, y: 21 } }],
  previews: [null],
  pending: { kind: 'decision', player: 0 },
});
const rolls = [{ rule: 'SB-SHOT-2', dice: '1d6', roller: 0, target: 5, success: '1/3' }];

function client(): { c: MatchClient; s: FakeSocket; state: () => TableState } {
  let state: TableState | null = null;
  const s = new FakeSocket();
  const c = new MatchClient(
    'm',
    'tok',
    (x) => (state = x),
    () => s,
    'ws://test/ws',
  );
  c.connect();
  s.open();
  s.receive({ t: 'welcome', match: 'm', seat: 0, role: 'player', ...snapshot(12) });
  return { c, s, state: () => state! };
}

describe('the web client’s preview requests', () => {
  it('sends each request with the current count, keeps the answer for that count, drops it on an update', () => {
    const { c, s, state } = client();
    const input = { type: 'shoot', to: { x: 4.2, y: 15.3 } };
    expect(c.preview(input)).toBe(true);
    expect(c.preview({ type: 'shoot', to: { x: 5, y: 15 } })).toBe(true);
    expect(s.sent.filter((m) => m.t === 'preview')).toEqual([
      { t: 'preview', inputs: 12, input },
      { t: 'preview', inputs: 12, input: { type: 'shoot', to: { x: 5, y: 15 } } },
    ]);
    s.receive({ t: 'preview', inputs: 12, input, previews: rolls });
    expect(state().preview).toEqual({ inputs: 12, input, previews: rolls });
    // an answer about another count is not kept
    s.receive({ t: 'preview', inputs: 11, input, previews: [] });
    expect(state().preview?.inputs).toBe(12);
    s.receive({ t: 'update', ...snapshot(13) });
    expect(state().preview).toBeNull();
  });

  it('a refusal answers the pending request: the table stops waiting and says why; after an act it is the act’s', () => {
    const { c, s, state } = client();
    const input = { type: 'shoot', to: { x: 6.5, y: 8.6 } };
    c.preview(input);
    const why = { code: 'shoot.point', message: 'Point dans le socle', en: 'Point inside the base' };
    s.receive({ t: 'refused', ...why });
    expect(state().preview).toEqual({ inputs: 12, input, previews: null, refused: why });
    expect(state().refused).toEqual(why);
    c.act({ type: 'end' });
    s.receive({ t: 'refused', code: 'turn', message: 'x', en: 'x' });
    expect(state().preview?.refused).toEqual(why);
  });
});
