import { describe, expect, it } from 'vitest';
import { sq } from '../board.ts';
import { Table } from '../testing.ts';

// Goblin 0 at (3,3) next to the standing goblin 1 at (4,4); the Squig far away.
const tackled = () =>
  Table.of({
    goblins: [{ at: [3, 3] }, { at: [4, 4] }],
    squig: [9, 9],
  });

describe('dodge', () => {
  it('PS-DODGE-1 a step out of an opposing TZ rolls 1D6 3+ after the goblin is placed', () => {
    const t = tackled();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 2, y: 2 });
    expect(t.at(0)).toEqual([2, 2]);
    const p = t.pending();
    expect(p).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DODGE-1', dice: '1d6', target: 3, modifier: 0 },
    });
    t.roll(3);
    expect(t.rolls()).toEqual([
      {
        type: 'roll',
        rule: 'PS-DODGE-1',
        player: 0,
        dice: '1d6',
        faces: [3],
        target: 3,
        modifier: 0,
        total: 3,
        success: true,
        reroll: false,
        goblin: 0,
      },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.s.mp).toBe(5);
  });

  it('PS-DODGE-2 PS-DODGE-3 a failed dodge rerolled with Esquive and failed again: down in the destination, armour, turn over', () => {
    const t = tackled();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 2, y: 2 });
    t.roll(2);
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'noReroll' }]);
    t.act(0, { type: 'reroll' });
    t.roll(1);
    expect(t.rolls().map((r) => [r.faces[0], r.reroll])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DOWN-1', dice: '2d6', roller: 1 },
    });
    t.roll(4, 4);
    expect(t.status(0)).toBe('stunned');
    expect(t.at(0)).toEqual([2, 2]);
    expect(t.s.side).toBe(1);
  });

  it('PS-DODGE-1 PS-R-33 a step from a TZ square into another TZ square still dodges, again on every such step', () => {
    // Goblin 1 standing at (4,4); goblin 0 walks (3,3) → (3,4) → (3,5), all in its TZ, then out to (3,6).
    const t = tackled();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 3, y: 4 });
    t.roll(3);
    t.act(0, { type: 'step', x: 3, y: 5 });
    t.roll(4);
    t.act(0, { type: 'step', x: 3, y: 6 });
    t.roll(6);
    t.act(0, { type: 'step', x: 3, y: 7 });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.rolls().map((r) => [r.rule, r.faces, r.total, r.success])).toEqual([
      ['PS-DODGE-1', [3], 3, true],
      ['PS-DODGE-1', [4], 4, true],
      ['PS-DODGE-1', [6], 6, true],
    ]);
    expect(t.at(0)).toEqual([3, 7]);
    expect(t.s.mp).toBe(2);
  });

  it('PS-DODGE-1 PS-R-33 one roll per step whatever the number of TZs, and none to enter a TZ', () => {
    // Goblin 0 at (5,5) in the TZ of goblins 1 (4,4) and 2 (6,4) and of the Squig (5,6).
    const t = Table.of({
      goblins: [{ at: [5, 5] }, { at: [4, 4] }, { at: [6, 4] }],
      squig: [5, 6],
    });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 5, y: 4 });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DODGE-1', dice: '1d6', roller: 0, target: 3, modifier: 0, reroll: false },
    });
    t.roll(3);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.rolls()).toHaveLength(1);
    // A goblin outside every TZ steps into one without a roll.
    const u = Table.of({ goblins: [{ at: [2, 2] }, { at: [4, 4] }], squig: [9, 9] });
    u.act(0, { type: 'move' });
    u.act(0, { type: 'step', x: 3, y: 3 });
    expect(u.rolls()).toEqual([]);
    expect(u.pending()).toEqual({ kind: 'decision', player: 0 });
  });

  it("PS-DODGE-1 a dodge out of a square in the Squig's TZ only (no goblin near)", () => {
    const t = Table.of({ goblins: [{ at: [5, 5] }, { at: [10, 10] }], squig: [6, 6] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 4, y: 4 });
    expect(t.at(0)).toEqual([4, 4]);
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DODGE-1', dice: '1d6', roller: 0, target: 3, modifier: 0 },
    });
    t.roll(2);
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'noReroll' }]);
  });

  it('PS-DODGE-2 a dodge of 3 succeeds and the move goes on; a 2 fails: declined Esquive, down in the destination, turn over', () => {
    const t = tackled();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 2, y: 3 });
    t.roll(3);
    t.act(0, { type: 'step', x: 3, y: 3 });
    expect(t.s.mp).toBe(4);
    t.act(0, { type: 'step', x: 3, y: 4 });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    t.act(0, { type: 'noReroll' });
    expect(t.at(0)).toEqual([3, 4]);
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-DOWN-1',
        dice: '2d6',
        roller: 1,
        target: 8,
        modifier: 0,
        label: 'ps.roll.armour',
        params: { goblin: 0 },
      },
    });
    t.roll(3, 4);
    expect(t.rolls()).toEqual([
      {
        type: 'roll',
        rule: 'PS-DODGE-1',
        player: 0,
        dice: '1d6',
        faces: [3],
        target: 3,
        modifier: 0,
        total: 3,
        success: true,
        reroll: false,
        goblin: 0,
      },
      {
        type: 'roll',
        rule: 'PS-DODGE-1',
        player: 0,
        dice: '1d6',
        faces: [2],
        target: 3,
        modifier: 0,
        total: 2,
        success: false,
        reroll: false,
        goblin: 0,
      },
      {
        type: 'roll',
        rule: 'PS-DOWN-1',
        player: 1,
        dice: '2d6',
        faces: [3, 4],
        total: 7,
        result: 'prone',
        reroll: false,
        target: 8,
        success: false,
        goblin: 0,
      },
    ]);
    expect(t.ofType('rerollDeclined')).toEqual([{ type: 'rerollDeclined', rule: 'PS-SK-15', goblin: 0 }]);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-DODGE-2', goblin: 0, at: sq(3, 4) },
    ]);
    expect(t.status(0)).toBe('prone');
    expect(t.at(0)).toEqual([3, 4]);
    expect(t.s.side).toBe(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-DODGE-3 PS-R-34 Esquive once per Move action: a rerolled dodge that succeeds, then a later failure has no reroll', () => {
    const t = tackled();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 3, y: 4 });
    t.roll(1);
    t.act(0, { type: 'reroll' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DODGE-1', reroll: true } });
    t.roll(5);
    expect(t.ofType('rerollUsed')).toEqual([
      { type: 'rerollUsed', rule: 'PS-DODGE-3', goblin: 0, skill: 'esquive' },
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    t.act(0, { type: 'step', x: 3, y: 5 });
    t.roll(2);
    // No D-REROLL this time: straight to the armour roll.
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', roller: 1 } });
    expect(t.rolls().map((r) => [r.faces[0], r.success, r.reroll])).toEqual([
      [1, false, false],
      [5, true, true],
      [2, false, false],
    ]);
    t.roll(1, 1);
    expect(t.status(0)).toBe('prone');
    expect(t.at(0)).toEqual([3, 5]);
  });

  it('PS-DODGE-3 PS-R-34 Esquive comes back with the next Move action', () => {
    const t = tackled();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 3, y: 4 });
    t.roll(2);
    t.act(0, { type: 'reroll' });
    t.roll(3);
    t.act(0, { type: 'end' });
    t.act(1, { type: 'pass' });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 3, y: 5 });
    t.roll(1);
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'noReroll' }]);
  });

  it('PS-DODGE-4 PS-DOWN-5 no dodge for standing up next to an opponent; the first step away then dodges', () => {
    const t = Table.of({ goblins: [{ at: [3, 3], status: 'prone' }, { at: [4, 4] }], squig: [9, 9] });
    t.act(0, { type: 'move' });
    expect(t.status(0)).toBe('standing');
    expect(t.s.mp).toBe(3);
    expect(t.rolls()).toEqual([]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    t.act(0, { type: 'step', x: 2, y: 2 });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DODGE-1', target: 3 } });
  });

  it('PS-DODGE-4 no dodge for a push or a follow-up out of a TZ', () => {
    // Goblin 0 (3,3) blocks goblin 1 (4,3); both squares lie in the TZ of the standing goblin 2 at (3,2):
    // neither the pushed goblin nor the follower rolls a dodge.
    const t = Table.of({
      goblins: [{ at: [3, 3] }, { at: [4, 3] }, { at: [3, 2] }],
      squig: [9, 9],
    });
    t.act(0, { type: 'block', target: 1 });
    t.roll(3);
    expect(t.legal(0)).toEqual([
      { type: 'push', x: 5, y: 3 },
      { type: 'push', x: 5, y: 2 },
      { type: 'push', x: 5, y: 4 },
    ]);
    t.act(0, { type: 'push', x: 5, y: 3 });
    t.act(0, { type: 'follow' });
    expect(t.at(0)).toEqual([4, 3]);
    expect(t.at(1)).toEqual([5, 3]);
    expect(t.rolls().map((r) => r.rule)).toEqual(['PS-BLOCK-1']);
    expect(t.s.side).toBe(1);
  });
});
