import { describe, expect, it } from 'vitest';
import { pillards } from '../index.ts';
import { Campaign } from '../testing.ts';

/** A 3-player turn: 0 raids 1's pen with 3 cavalry; 1 guards the pen with 2 men-at-arms; 2 pledges to 1. */
function poolTurn(revealMode: 'open' | 'referee'): Campaign {
  const c = Campaign.start({ players: 3, revealMode, humans: [0, 1, 2] });
  c.sealed({ 0: { type: 'ready' }, 1: { type: 'ready' }, 2: { type: 'ready' } });
  c.orders({
    0: { raid: { target: 1, type: 'cattle', force: { cavalry: 3 } }, posts: { orchard: { archers: 1 } } },
    1: { posts: { pen: { menAtArms: 2 } } },
    2: { pledges: [1], posts: { village: { archers: 4 } } },
  });
  return c;
}

describe('information', () => {
  it('PIL-INFO-1 the public state is the same for every seat and spectator', () => {
    const c = Campaign.start({ players: 3 });
    c.orders({ 0: { raid: { target: 1, type: 'burn', force: { cavalry: 2 } } } });
    c.roll(2); // 2 − 2 = 0: slipped through
    c.roll(6); // 6 − 1 = 5: one tree
    const views = [0, 1, 2, null].map((v) => pillards.view(c.s, v));
    // `internal` (seats only) is each seat's own state for its search bot; everything shown is the same.
    for (const v of views) {
      const { viewer: _v, internal: _i, ...rest } = v;
      const { viewer: _w, internal: _j, ...first } = views[0]!;
      expect(rest).toEqual(first);
    }
    const v = views[3]!;
    expect(v).toMatchObject({
      game: 'pillards',
      viewer: null,
      turn: 2,
      phase: 'orders',
      revealMode: 'open',
      queue: [],
    });
    expect(v.options).toEqual(c.s.o);
    expect(v.fiefs[1]).toEqual({
      seat: 1,
      figures: { archers: 4, menAtArms: 8, cavalry: 3 },
      cattle: 20,
      pigs: 1,
      trees: 5,
      village: {
        idiot: false,
        blacksmith: false,
        chief: false,
        priest: false,
        cousins: 0,
        peasants: 0,
        notables: 0,
      },
      reinforced: false,
      booty: { cattle: 0, pigs: 0 },
      vp: -5,
      ledger: [{ turn: 1, raid: 1, reason: 'treeBurned', vp: -5 }],
      ready: false,
    });
    expect(v.log).toEqual([
      {
        no: 1,
        turn: 1,
        attacker: 0,
        target: 1,
        raidType: 'burn',
        force: { archers: 0, menAtArms: 0, cavalry: 2 },
        result: 0,
        end: 'loot',
      },
    ]);
    expect(v.pending).toEqual({ kind: 'simultaneous', players: [0, 1, 2] });
  });

  it('PIL-INFO-2 sheets are secret until the reveal; open mode then shows them all', () => {
    const c = Campaign.start({ players: 3 });
    // Drafts stay with the server: the state holds no sheet before the reveal.
    for (const v of [0, 1, 2, null]) expect(pillards.view(c.s, v).sheets).toEqual([null, null, null]);
    c.orders({ 0: { raid: { target: 1, type: 'cattle', force: { cavalry: 1 } } }, 2: { pledges: [1] } });
    for (const v of [0, 1, 2, null]) expect(pillards.view(c.s, v).sheets).toEqual(c.s.sheets);
    expect(pillards.secrets!(c.s, 1)).toEqual([]);
    expect(pillards.secrets!(c.s, null)).toEqual([]);
  });

  it('PIL-INFO-2 PIL-R-16 referee mode: no seat ever sees another player’s sheet, before or after the reveal', () => {
    const c = poolTurn('referee');
    for (const viewer of [0, 1, 2]) {
      const sheets = pillards.view(c.s, viewer).sheets;
      expect(sheets.map((sh, p) => (sh === null ? null : p))).toEqual(
        [0, 1, 2].map((p) => (p === viewer ? p : null)),
      );
      expect(sheets[viewer]).toEqual(c.s.sheets[viewer]);
      const secrets = pillards.secrets!(c.s, viewer);
      expect(secrets).toEqual(
        [0, 1, 2].filter((p) => p !== viewer).map((p) => JSON.stringify(c.s.sheets[p])),
      );
      const text = JSON.stringify(pillards.view(c.s, viewer));
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    expect(pillards.view(c.s, null).sheets).toEqual([null, null, null]);
    expect(pillards.secrets!(c.s, null)).toHaveLength(3);
    expect(JSON.stringify(pillards.view(c.s, null))).not.toContain('"posts"');
    expect(JSON.stringify(pillards.view(c.s, null))).not.toContain('pledges');
  });

  it('PIL-INFO-2 secrets: identical sheets are not secret from a player who wrote the same one; private messages are', () => {
    const c = Campaign.start({ players: 3, revealMode: 'referee', humans: [0, 1, 2] });
    c.act(0, { type: 'message', to: [1], text: 'psst' });
    expect(pillards.secrets!(c.s, 2)).toEqual([JSON.stringify(c.s.messages[0])]);
    expect(pillards.secrets!(c.s, 1)).toEqual([]);
    c.sealed({ 0: { type: 'ready' }, 1: { type: 'ready' }, 2: { type: 'ready' } });
    c.orders({ 0: { raid: { target: 1, type: 'burn', force: { cavalry: 1 } } } });
    // Sheets of 1 and 2 are both the default sheet: 1 knows 2's sheet because it is its own.
    expect(pillards.secrets!(c.s, 1)).toEqual([JSON.stringify(c.s.sheets[0])]);
    expect(pillards.secrets!(c.s, 0)).toEqual([JSON.stringify(c.s.sheets[1]), JSON.stringify(c.s.sheets[2])]);
  });

  it('PIL-INFO-3 PIL-R-16 referee mode: the pool size reaches only the target; the fight, rolls and commitments are public', () => {
    const c = poolTurn('referee');
    c.roll(6); // 6 − 2 = 4: guard and 30 % of the pool (13 + 11 = 24 → 7)
    const called = c.ofType('poolCalled');
    expect(called).toEqual([
      { type: 'poolCalled', rule: 'PIL-RAID-5', no: 1, pool: 24, k: 7, result: 4, visibleTo: [1] },
    ]);
    for (const viewer of [0, 2, null]) {
      const v = pillards.view(c.s, viewer);
      expect(v.raid).toMatchObject({ attacker: 0, target: 1, type: 'cattle', result: 4, k: -1, pool: null });
      expect(v.pending).toEqual({ kind: 'decision', player: 1 });
    }
    expect(pillards.view(c.s, 1).raid).toMatchObject({
      k: 7,
      pool: [
        { owner: 1, type: 'archers', count: 4 },
        { owner: 1, type: 'menAtArms', count: 6 },
        { owner: 1, type: 'cavalry', count: 3 },
        { owner: 2, type: 'menAtArms', count: 8 },
        { owner: 2, type: 'cavalry', count: 3 },
      ],
    });
    c.act(1, { type: 'commit', figures: [{ owner: 2, figureType: 'menAtArms', count: 7 }] });
    expect(c.ofType('reserveCommitted')).toEqual([
      {
        type: 'reserveCommitted',
        rule: 'PIL-RAID-6',
        player: 1,
        figures: [{ owner: 2, figureType: 'menAtArms', count: 7 }],
      },
    ]);
    expect(c.ofType('defenders')).toEqual([
      {
        type: 'defenders',
        rule: 'PIL-RAID-3',
        no: 1,
        figures: [
          { owner: 1, origin: 'pen', figureType: 'menAtArms', count: 2 },
          { owner: 2, origin: 'reserve', figureType: 'menAtArms', count: 7 },
        ],
      },
    ]);
    expect(pillards.view(c.s, 0).raid!.sides).toEqual([
      [{ owner: 0, origin: 'raid', figureType: 'cavalry', count: 3 }],
      [
        { owner: 1, origin: 'pen', figureType: 'menAtArms', count: 2 },
        { owner: 2, origin: 'reserve', figureType: 'menAtArms', count: 7 },
      ],
    ]);
    c.act(0, { type: 'retreat' });
    // No parting attack: only men-at-arms defend. Every event but the pool size is public.
    expect(c.events.filter((e) => e.visibleTo !== undefined).map((e) => e.type)).toEqual(['poolCalled']);
    expect(c.rolls().map((r) => [r.rule, r.faces])).toEqual([['PIL-RAID-1', [6]]]);
    expect(c.s.log.at(-1)).toMatchObject({ no: 1, end: 'retreated' });
  });

  it('PIL-INFO-3 open mode: the pool and its size are public', () => {
    const c = poolTurn('open');
    c.roll(6);
    expect(c.ofType('poolCalled')).toEqual([
      { type: 'poolCalled', rule: 'PIL-RAID-5', no: 1, pool: 24, k: 7, result: 4 },
    ]);
    for (const viewer of [0, 2, null]) {
      const v = pillards.view(c.s, viewer);
      expect(v.raid!.k).toBe(7);
      expect(v.raid!.pool!.reduce((a, g) => a + g.count, 0)).toBe(24);
    }
  });
});

describe('information in records (inputAudience)', () => {
  const audience = pillards.inputAudience!;

  it('PIL-INFO-2 a private message is seen in a record by its sender and recipients only; the public channel by all', () => {
    const c = Campaign.start({ players: 3, humans: [0, 1, 2] });
    expect(audience(c.s, 2, { type: 'message', to: [0], text: 'psst' })).toEqual([0, 2]);
    expect(audience(c.s, 0, { type: 'message', to: [2, 1], text: 'psst' })).toEqual([0, 1, 2]);
    expect(audience(c.s, 1, { type: 'message', to: 'all', text: 'hello' })).toBeNull();
    expect(audience(c.s, 1, { type: 'ready' })).toBeNull();
  });

  it('PIL-INFO-3 in referee mode a sheet is seen in a record by its own seat only; open sheets by all', () => {
    for (const mode of ['open', 'referee'] as const) {
      const c = Campaign.start({ players: 3, revealMode: mode });
      const sheet = c.sheet(1, { raid: { target: 0, type: 'cattle', force: { cavalry: 1 } } });
      expect(audience(c.s, 1, sheet)).toEqual(mode === 'referee' ? [1] : null);
    }
  });

  it('PIL-INFO-3 resolution decisions are public in a record, even in referee mode (D-RESERVE, D-RETREAT)', () => {
    const c = poolTurn('referee');
    expect(
      audience(c.s, 1, { type: 'commit', figures: [{ owner: 2, figureType: 'archers', count: 1 }] }),
    ).toBeNull();
    expect(audience(c.s, 0, { type: 'retreat' })).toBeNull();
  });
});
