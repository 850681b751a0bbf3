import { describe, expect, it } from 'vitest';
import { Table } from '../testing.ts';

const sq = (x: number, y: number) => y * 13 + x;

// Side 0 (far away) sends the Squig from (6,6) north onto goblin 1 at (6,5); goblin 2 elsewhere.
const bite = (goblin1: { point?: boolean; status?: 'standing' | 'prone' | 'stunned' } = {}) => {
  const t = Table.of({
    goblins: [{ at: [2, 2] }, { at: [6, 5], ...goblin1 }, { at: [10, 10] }],
    squig: [6, 6],
  });
  t.act(0, { type: 'squig', x: 6, y: 5 });
  t.roll(3);
  return t;
};

describe('GNAK!', () => {
  it('PS-GNAK-1 the Squig entering a standing goblin’s square: his side rolls 1D6, 4+', () => {
    const t = bite();
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-GNAK-1',
        dice: '1d6',
        roller: 1,
        target: 4,
        modifier: 0,
        label: 'ps.roll.gnak',
        params: { goblin: 1 },
        reroll: false,
      },
    });
    expect(t.squig()).toEqual([6, 6]);
  });

  it('PS-GNAK-2 PS-R-40 success: his side picks any empty neighbour but the Squig’s former square; the Squig takes his square', () => {
    const t = bite();
    t.roll(4);
    expect(t.rolls()[1]).toMatchObject({ rule: 'PS-GNAK-1', player: 1, faces: [4], total: 4, success: true });
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(t.legal(0)).toEqual([]);
    expect(t.legal(1)).toEqual([
      { type: 'sidestep', x: 5, y: 4 },
      { type: 'sidestep', x: 6, y: 4 },
      { type: 'sidestep', x: 7, y: 4 },
      { type: 'sidestep', x: 7, y: 5 },
      { type: 'sidestep', x: 7, y: 6 },
      // not (6,6): the Squig's former square
      { type: 'sidestep', x: 5, y: 6 },
      { type: 'sidestep', x: 5, y: 5 },
    ]);
    expect(t.refuse(1, { type: 'sidestep', x: 6, y: 6 })).toMatchObject({
      code: 'sidestep.square',
      rule: 'PS-GNAK-2',
    });
    t.act(1, { type: 'sidestep', x: 7, y: 6 });
    expect(t.at(1)).toEqual([7, 6]);
    expect(t.status(1)).toBe('standing');
    expect(t.squig()).toEqual([6, 5]);
    expect(t.ofType('sidestepped')).toEqual([
      { type: 'sidestepped', rule: 'PS-GNAK-2', goblin: 1, from: sq(6, 5), to: sq(7, 6) },
    ]);
    // no dodge for the sidestep, no Gnak; the activation is over
    expect(t.rolls().map((r) => r.rule)).toEqual(['PS-SQUIG-3', 'PS-GNAK-1']);
    expect(t.s.gnak).toEqual([0, 0, 0]);
    expect(t.s.side).toBe(1);
  });

  it('PS-GNAK-2 PS-R-40 all neighbours taken: he moves into an occupied one whose occupant is chain-pushed, his side choosing', () => {
    // goblin 1 on (0,1) bitten by the Squig coming from (1,1); (0,0), (1,0), (1,2), (0,2) are taken
    const t = Table.of({
      goblins: [{ at: [0, 0] }, { at: [0, 1] }, { at: [1, 0] }, { at: [1, 2] }, { at: [0, 2] }],
      squig: [1, 1],
    });
    t.act(0, { type: 'squig', x: 0, y: 1 });
    t.roll(4);
    t.roll(6);
    // (0,0) would be pushed north into the fence: not offered; (1,1) is the Squig's former square
    expect(t.legal(1)).toEqual([
      { type: 'sidestep', x: 1, y: 0 },
      { type: 'sidestep', x: 1, y: 2 },
      { type: 'sidestep', x: 0, y: 2 },
    ]);
    expect(t.refuse(1, { type: 'sidestep', x: 0, y: 0 })).toMatchObject({ code: 'sidestep.square' });
    t.act(1, { type: 'sidestep', x: 1, y: 2 });
    // goblin 3 on (1,2) is pushed south-east: three empty candidates, chosen by goblin 1's side
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(t.legal(3)).toEqual([]);
    expect(t.legal(1)).toEqual([
      { type: 'push', x: 2, y: 3 },
      { type: 'push', x: 2, y: 2 },
      { type: 'push', x: 1, y: 3 },
    ]);
    t.act(1, { type: 'push', x: 2, y: 2 });
    expect(t.at(3)).toEqual([2, 2]);
    expect(t.at(1)).toEqual([1, 2]);
    expect(t.squig()).toEqual([0, 1]);
    expect(t.ofType('pushed')).toEqual([
      { type: 'pushed', rule: 'PS-PUSH-2', goblin: 3, from: sq(1, 2), to: sq(2, 2) },
    ]);
    expect(t.status(3)).toBe('standing');
    expect(t.s.side).toBe(1);
    expect(t.rolls()).toHaveLength(2);
  });

  it('PS-GNAK-3 PS-GNAK-5 failure: emasculated with his Point; the Squig takes the square; a Gnak marker to the activating side', () => {
    const t = bite({ point: true });
    t.roll(3);
    expect(t.status(1)).toBe('emasculated');
    expect(t.at(1)).toBeNull();
    expect(t.s.goblins[1]!.point).toBe(false);
    expect(t.squig()).toEqual([6, 5]);
    expect(t.ofType('emasculated')).toEqual([{ type: 'emasculated', rule: 'PS-GNAK-3', goblin: 1, side: 1 }]);
    expect(t.ofType('gnak')).toEqual([{ type: 'gnak', rule: 'PS-GNAK-5', side: 0, markers: 1 }]);
    expect(t.s.gnak).toEqual([1, 0, 0]);
    expect(t.s.goblins[0]!.gnaks).toBe(1);
    // play goes on: side 1 is now a ghost
    expect(t.s.side).toBe(1);
    expect(t.s.actor).toBe(-1);
    expect(t.s.restricted).toBe(true);
  });

  it.each(['prone', 'stunned'] as const)(
    'PS-GNAK-4 PS-GNAK-5 a %s goblin in the square entered is emasculated without a roll',
    (status) => {
      const t = bite({ status, point: true });
      expect(t.rolls().map((r) => r.rule)).toEqual(['PS-SQUIG-3']);
      expect(t.ofType('emasculated')).toEqual([
        { type: 'emasculated', rule: 'PS-GNAK-4', goblin: 1, side: 1 },
      ]);
      expect(t.status(1)).toBe('emasculated');
      expect(t.s.goblins[1]!.point).toBe(false);
      expect(t.squig()).toEqual([6, 5]);
      expect(t.s.gnak).toEqual([1, 0, 0]);
      expect(t.s.side).toBe(1);
    },
  );

  it('PS-GNAK-5 PS-R-39 no Gnak marker for biting one’s own goblin', () => {
    const t = Table.of({ goblins: [{ at: [6, 5] }, { at: [2, 2] }, { at: [10, 10] }], squig: [6, 6] });
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(4);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-GNAK-1', roller: 0 } });
    t.roll(1);
    expect(t.status(0)).toBe('emasculated');
    expect(t.ofType('gnak')).toEqual([]);
    expect(t.s.gnak).toEqual([0, 0, 0]);
    expect(t.s.goblins[0]!.gnaks).toBe(0);
    expect(t.s.side).toBe(1);
  });

  it('PS-GNAK-5 PS-R-39 variant gnakOwnGoblin: true: biting one’s own goblin wins a Gnak marker', () => {
    const t = Table.of({
      goblins: [{ at: [6, 5], status: 'prone' }, { at: [2, 2] }, { at: [10, 10] }],
      squig: [6, 6],
      options: { gnakOwnGoblin: true },
    });
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(3);
    expect(t.status(0)).toBe('emasculated');
    expect(t.ofType('gnak')).toEqual([{ type: 'gnak', rule: 'PS-GNAK-5', side: 0, markers: 1 }]);
    expect(t.s.gnak).toEqual([1, 0, 0]);
  });

  it('PS-GNAK-5 PS-END-2 a ghost moving the Squig wins the Gnak markers of its bites', () => {
    const t = Table.of({
      goblins: [{ at: null, status: 'emasculated' }, { at: [6, 5] }, { at: [10, 10] }],
      squig: [6, 6],
      gnak: [2, 0, 0],
    });
    expect(t.s.actor).toBe(-1);
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(4);
    t.roll(2);
    expect(t.status(1)).toBe('emasculated');
    expect(t.s.gnak).toEqual([3, 0, 0]);
    expect(t.s.side).toBe(1);
  });
});

describe('fury', () => {
  it('PS-FURY-1 the piss that makes the 10th hit does not make that activation furious; the next activation is', () => {
    const t = Table.of({ goblins: [{ at: [6, 4] }, { at: [11, 11] }], squig: [6, 6], hits: 9 });
    t.act(0, { type: 'piss' });
    t.roll(4);
    expect(t.s.hits).toBe(10);
    expect(t.ofType('squigFurious')).toEqual([{ type: 'squigFurious', rule: 'PS-FURY-1', hits: 10 }]);
    expect(t.s.side).toBe(1);
    t.act(1, { type: 'squig', x: 6, y: 7 });
    t.roll(3);
    expect(t.squig()).toEqual([6, 7]);
    // D-SQUIG2: a second step or stop
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(t.ofType('squigActivated')).toEqual([
      { type: 'squigActivated', rule: 'PS-SQUIG-1', side: 1, furious: true },
    ]);
    expect(t.legal(1)).toEqual([
      { type: 'squig', x: 5, y: 6 },
      { type: 'squig', x: 6, y: 6 },
      { type: 'squig', x: 7, y: 6 },
      { type: 'squig', x: 7, y: 7 },
      { type: 'squig', x: 7, y: 8 },
      { type: 'squig', x: 6, y: 8 },
      { type: 'squig', x: 5, y: 8 },
      { type: 'squig', x: 5, y: 7 },
      { type: 'stop' },
    ]);
  });

  it('PS-FURY-1 PS-R-11 below the threshold one step only; variant furyThreshold', () => {
    const t = Table.of({
      goblins: [{ at: [1, 1] }, { at: [11, 11] }],
      squig: [6, 6],
      hits: 10,
      options: { furyThreshold: 11 },
    });
    t.act(0, { type: 'squig', x: 6, y: 7 });
    t.roll(3);
    expect(t.s.side).toBe(1);
    expect(t.ofType('squigActivated')).toEqual([
      { type: 'squigActivated', rule: 'PS-SQUIG-1', side: 0, furious: false },
    ]);
    const u = Table.of({
      goblins: [{ at: [1, 1] }, { at: [11, 11] }],
      squig: [6, 6],
      hits: 3,
      options: { furyThreshold: 3 },
    });
    u.act(0, { type: 'squig', x: 6, y: 7 });
    u.roll(3);
    expect(u.s.side).toBe(0);
    expect(u.legal(0)).toContainEqual({ type: 'stop' });
  });

  it('PS-FURY-2 PS-R-11 stopping after the first step ends the turn', () => {
    const t = Table.of({ goblins: [{ at: [1, 1] }, { at: [11, 11] }], squig: [6, 6], hits: 10 });
    t.act(0, { type: 'squig', x: 6, y: 5 });
    t.roll(5);
    expect(t.squig()).toEqual([7, 5]);
    t.act(0, { type: 'stop' });
    expect(t.ofType('squigStopped')).toEqual([{ type: 'squigStopped', rule: 'PS-FURY-2' }]);
    expect(t.squig()).toEqual([7, 5]);
    expect(t.s.side).toBe(1);
    expect(t.rolls()).toHaveLength(1);
  });

  it('PS-FURY-2 PS-GNAK-5 the second step is a full step (edge rule, roll, bite): two bites, two Gnak markers', () => {
    // Squig on (6,2): step 1 north onto prone goblin 1 at (6,1); step 2 from (6,1), not an edge square,
    // designating the edge square (6,0) and deviating left onto goblin 2 at (5,0), who fails his GNAK roll.
    const t = Table.of({
      goblins: [{ at: [10, 10] }, { at: [6, 1], status: 'prone' }, { at: [5, 0] }, { at: [11, 11] }],
      squig: [6, 2],
      hits: 12,
    });
    t.act(0, { type: 'squig', x: 6, y: 1 });
    t.roll(4);
    expect(t.status(1)).toBe('emasculated');
    expect(t.squig()).toEqual([6, 1]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    t.act(0, { type: 'squig', x: 6, y: 0 });
    expect(t.ofType('squigDesignated').map((e) => e.step)).toEqual([1, 2]);
    t.roll(1); // left of N is NW: (5,0)
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-GNAK-1', roller: 2 } });
    t.roll(3);
    expect(t.status(2)).toBe('emasculated');
    expect(t.squig()).toEqual([5, 0]);
    expect(t.s.gnak).toEqual([2, 0, 0, 0]);
    expect(t.s.goblins[0]!.gnaks).toBe(2);
    // after the second step the turn ends
    expect(t.s.side).toBe(1);
    expect(t.s.squigStep).toBe(2);
  });

  it('PS-FURY-2 PS-SQUIG-2 a second step from an edge square obeys the edge rule', () => {
    const t = Table.of({ goblins: [{ at: [10, 10] }, { at: [11, 11] }], squig: [6, 1], hits: 10 });
    t.act(0, { type: 'squig', x: 6, y: 0 });
    t.roll(3);
    expect(t.squig()).toEqual([6, 0]);
    expect(t.legal(0)).toEqual([
      { type: 'squig', x: 7, y: 1 },
      { type: 'squig', x: 6, y: 1 },
      { type: 'squig', x: 5, y: 1 },
      { type: 'stop' },
    ]);
    expect(t.refuse(0, { type: 'squig', x: 5, y: 0 })).toMatchObject({ code: 'squig.edge' });
    t.act(0, { type: 'squig', x: 5, y: 1 });
    t.roll(6);
    expect(t.squig()).toEqual([5, 0]);
    expect(t.s.side).toBe(1);
  });
});
