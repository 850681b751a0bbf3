import { describe, expect, it } from 'vitest';
import { pillards } from '../index.ts';
import { Campaign } from '../testing.ts';

describe('negotiation', () => {
  it('PIL-NEGO-1 PIL-R-18 each turn begins with a negotiation of negotiationSeconds (300 s by default)', () => {
    const c = Campaign.start({ players: 3, humans: [0, 2] });
    expect(c.s).toMatchObject({ turn: 1, phase: 'negotiation' });
    const setup = pillards.setup({ players: 3, humans: [0, 2] });
    expect(setup.ok).toBe(true);
    expect(c.pending()).toEqual({ kind: 'simultaneous', players: [0, 2] });
    c.sealed({ 0: { type: 'ready' }, 2: { type: 'ready' } });
    c.orders();
    expect(c.ofType('negotiationStarted')).toEqual([
      { type: 'negotiationStarted', rule: 'PIL-NEGO-1', turn: 2, seconds: 300 },
    ]);
    expect(c.s).toMatchObject({ turn: 2, phase: 'negotiation', ready: [false, false, false] });
    const short = Campaign.start({ humans: [1], negotiationSeconds: 45 });
    short.act(1, { type: 'endNegotiation' });
    short.orders();
    expect(short.ofType('negotiationStarted')).toEqual([
      { type: 'negotiationStarted', rule: 'PIL-NEGO-1', turn: 2, seconds: 45 },
    ]);
  });

  it('PIL-NEGO-1 PIL-R-18 negotiationSeconds = 0, or no human seat, skips the negotiation', () => {
    for (const options of [{ humans: [0, 1], negotiationSeconds: 0 }, { humans: [] }, {}]) {
      const c = Campaign.start(options);
      expect(c.s.phase).toBe('orders');
      expect(c.pending()).toEqual({ kind: 'simultaneous', players: [0, 1] });
      c.orders();
      expect(c.ofType('negotiationSkipped')).toEqual([
        { type: 'negotiationSkipped', rule: 'PIL-NEGO-1', turn: 2 },
      ]);
      expect(c.ofType('negotiationStarted')).toEqual([]);
      expect(c.s.phase).toBe('orders');
      expect(c.refuse(0, { type: 'message', to: 'all', text: 'hé' })).toMatchObject({
        code: 'sheet.invalid',
        rule: 'PIL-ORDER-7',
      });
    }
  });

  it('PIL-NEGO-2 public and private messages: private ones only reach their participants', () => {
    const c = Campaign.start({ players: 4, humans: [0, 1, 2, 3] });
    const pub = c.act(0, { type: 'message', to: 'all', text: 'Paix pour tous' });
    expect(pub).toEqual([
      { type: 'message', rule: 'PIL-NEGO-2', id: 0, turn: 1, from: 0, to: null, text: 'Paix pour tous' },
    ]);
    const priv = c.act(2, { type: 'message', to: [3, 0], text: 'On pille 1 ?' });
    expect(priv).toEqual([
      {
        type: 'message',
        rule: 'PIL-NEGO-2',
        id: 1,
        turn: 1,
        from: 2,
        to: [0, 3],
        text: 'On pille 1 ?',
        visibleTo: [0, 2, 3],
      },
    ]);
    const texts = (v: number | null) => pillards.view(c.s, v).messages.map((m) => m.text);
    expect(texts(0)).toEqual(['Paix pour tous', 'On pille 1 ?']);
    expect(texts(1)).toEqual(['Paix pour tous']);
    expect(texts(2)).toEqual(['Paix pour tous', 'On pille 1 ?']);
    expect(texts(3)).toEqual(['Paix pour tous', 'On pille 1 ?']);
    expect(texts(null)).toEqual(['Paix pour tous']);
    expect(pillards.secrets!(c.s, 1)).toEqual([JSON.stringify(c.s.messages[1])]);
    expect(pillards.secrets!(c.s, 0)).toEqual([]);
    // Messages of several players given together (sealed inputs).
    c.sealed({
      1: { type: 'message', to: [2], text: 'Non' },
      3: { type: 'message', to: 'all', text: 'Oui' },
    });
    expect(texts(1)).toEqual(['Paix pour tous', 'Non', 'Oui']);
    expect(texts(0)).toEqual(['Paix pour tous', 'On pille 1 ?', 'Oui']);
  });

  it('PIL-NEGO-2 malformed messages are refused', () => {
    const c = Campaign.start({ players: 3, humans: [0, 1] });
    const bad = (a: unknown) => c.refuse(0, a);
    expect(bad({ type: 'message', to: [0], text: 'moi' })).toMatchObject({
      code: 'negotiation.to',
      rule: 'PIL-NEGO-2',
    });
    expect(bad({ type: 'message', to: [3], text: 'x' })).toMatchObject({ code: 'negotiation.to' });
    expect(bad({ type: 'message', to: [1, 1], text: 'x' })).toMatchObject({ code: 'negotiation.to' });
    expect(bad({ type: 'message', to: [], text: 'x' })).toMatchObject({ code: 'negotiation.to' });
    expect(bad({ type: 'message', to: 'all', text: '' })).toMatchObject({
      code: 'negotiation.text',
      rule: 'PIL-NEGO-2',
    });
    expect(bad({ type: 'message', to: 'all', text: 'x'.repeat(1001) })).toMatchObject({
      code: 'negotiation.text',
    });
    expect(bad({ type: 'shout' })).toMatchObject({ code: 'negotiation.action', rule: 'PIL-NEGO-2' });
    expect(bad({ type: 'ready', now: true })).toMatchObject({ code: 'action.extraField' });
    expect(c.act(0, { type: 'message', to: 'all', text: 'x'.repeat(1000) })).toHaveLength(1);
  });

  it('PIL-NEGO-2 the phase ends when every human is ready, or by endNegotiation; then no more messages', () => {
    const c = Campaign.start({ players: 3, humans: [0, 1] });
    expect(c.act(1, { type: 'ready' })).toEqual([{ type: 'ready', rule: 'PIL-NEGO-2', player: 1 }]);
    expect(pillards.view(c.s, 0).fiefs.map((f) => f.ready)).toEqual([false, true, false]);
    expect(c.pending()).toEqual({ kind: 'simultaneous', players: [0] });
    expect(c.refuse(1, { type: 'message', to: 'all', text: 'encore' })).toMatchObject({
      code: 'turn.notYours',
    });
    c.act(0, { type: 'message', to: 'all', text: 'Dernier mot' });
    expect(c.act(0, { type: 'ready' })).toEqual([
      { type: 'ready', rule: 'PIL-NEGO-2', player: 0 },
      { type: 'negotiationEnded', rule: 'PIL-NEGO-2', turn: 1, byClock: false },
      { type: 'ordersOpen', rule: 'PIL-ORDER-1', turn: 1 },
    ]);
    expect(c.refuse(0, { type: 'message', to: 'all', text: 'trop tard' })).toMatchObject({
      code: 'sheet.invalid',
    });
    c.orders();
    // The clock (or the referee) ends the next negotiation although nobody is ready.
    expect(c.s.ready).toEqual([false, false, false]);
    expect(c.sealed({ 0: { type: 'endNegotiation' } })).toEqual([
      { type: 'negotiationEnded', rule: 'PIL-NEGO-2', turn: 2, byClock: true },
      { type: 'ordersOpen', rule: 'PIL-ORDER-1', turn: 2 },
    ]);
    expect(c.s.phase).toBe('orders');
    // Messages of earlier turns stay in the log with their turn.
    expect(c.s.messages.map((m) => [m.turn, m.text])).toEqual([[1, 'Dernier mot']]);
  });

  it('ARB-PIL-01 at most 50 messages per player and negotiation; then only ready; the count restarts next turn', () => {
    const c = Campaign.start({ humans: [0, 1] });
    for (let i = 0; i < 50; i++) c.act(0, { type: 'message', to: i % 2 ? 'all' : [1], text: `m${i}` });
    expect(c.s.sent).toEqual([50, 0]);
    expect(c.refuse(0, { type: 'message', to: 'all', text: 'm50' })).toMatchObject({
      code: 'negotiation.cap',
      rule: 'PIL-NEGO-2',
    });
    expect(c.legal(0)).toEqual([{ type: 'ready' }]);
    expect(c.legal(1)).toEqual([{ type: 'ready' }, { type: 'message', to: 'all', text: 'Salut de 1' }]);
    c.act(1, { type: 'message', to: [0], text: 'toujours là' });
    c.sealed({ 0: { type: 'ready' }, 1: { type: 'ready' } });
    c.orders();
    expect(c.s.sent).toEqual([0, 0]);
    expect(c.act(0, { type: 'message', to: 'all', text: 'tour 2' })[0]).toMatchObject({ id: 51, turn: 2 });
  });

  it('PIL-NEGO-3 nothing said in negotiation has a game effect', () => {
    const talk = Campaign.start({ players: 3, humans: [0, 1, 2] });
    const silent = Campaign.start({ players: 3, humans: [0, 1, 2] });
    talk.act(0, { type: 'message', to: 'all', text: 'Je promets ma réserve à 1 et je ne pillerai pas 2' });
    talk.act(1, { type: 'message', to: [0], text: 'Marché conclu' });
    for (const c of [talk, silent]) {
      c.sealed({ 0: { type: 'ready' }, 1: { type: 'ready' }, 2: { type: 'ready' } });
      c.orders({ 0: { raid: { target: 2, type: 'cattle', force: { cavalry: 1 } } } });
    }
    // Only the message log, the per-turn counts and the history digest that folds messages in differ.
    const { messages: _m, sent: _s, history: _h, ...a } = talk.s;
    const { messages: _n, sent: _t, history: _i, ...b } = silent.s;
    expect(a).toEqual(b);
    // Only the written sheet makes a pledge.
    expect(talk.s.sheets[0]!.pledges).toEqual([]);
    expect(talk.s.raid).toMatchObject({ attacker: 0, target: 2 });
  });

  it('PIL-NEGO-4 computer seats neither negotiate nor are waited for', () => {
    const c = Campaign.start({ players: 3, humans: [1] });
    expect(c.pending()).toEqual({ kind: 'simultaneous', players: [1] });
    expect(c.legal(0)).toEqual([]);
    expect(c.legal(2)).toEqual([]);
    expect(c.refuse(0, { type: 'message', to: 'all', text: 'bip' })).toMatchObject({
      code: 'turn.notYours',
      rule: 'PIL-INFO-2',
    });
    expect(c.refuse(2, { type: 'ready' })).toMatchObject({ code: 'turn.notYours' });
    c.act(1, { type: 'message', to: [0, 2], text: 'Les robots, alliance ?' });
    c.act(1, { type: 'ready' });
    expect(c.ofType('negotiationEnded')).toEqual([
      { type: 'negotiationEnded', rule: 'PIL-NEGO-2', turn: 1, byClock: false },
    ]);
    expect(c.pending()).toEqual({ kind: 'simultaneous', players: [0, 1, 2] });
  });
});
