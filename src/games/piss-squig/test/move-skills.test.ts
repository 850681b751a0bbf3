import { describe, expect, it } from 'vitest';
import { Skill } from '../skills.ts';
import { Table } from '../testing.ts';

/** Goblin 0 (Lucidité) walks six squares east from (2,2) along row 2: no MP left at (8,2). */
const lucid = () => {
  const t = Table.of({ goblins: [{ at: [2, 2], skills: ['lucidite'] }, { at: [10, 10] }], squig: [6, 6] });
  t.act(0, { type: 'move' });
  for (let x = 3; x <= 8; x++) t.act(0, { type: 'step', x, y: 2 });
  return t;
};

describe('PS-SK-1 Lucidité', () => {
  it('PS-SK-1 PS-R-20 with no MP left, two more steps, each marked gfi and followed by ROLL-GFI 2+ after placing', () => {
    const t = lucid();
    expect(t.s.mp).toBe(0);
    expect(t.legal(0)).toContainEqual({ type: 'step', x: 9, y: 2, gfi: true });
    expect(
      t
        .legal(0)
        .filter((a) => a.type === 'step')
        .every((a) => 'gfi' in a),
    ).toBe(true);
    // a client may leave the mark out
    t.act(0, { type: 'step', x: 9, y: 2 });
    expect(t.at(0)).toEqual([9, 2]);
    expect(t.ofType('moved').at(-1)).toEqual({
      type: 'moved',
      rule: 'PS-SK-1',
      goblin: 0,
      from: 2 * 13 + 8,
      to: 2 * 13 + 9,
      mp: 0,
      gfi: 1,
    });
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-SK-1',
        dice: '1d6',
        roller: 0,
        target: 2,
        modifier: 0,
        label: 'ps.roll.gfi',
        params: { goblin: 0 },
        reroll: false,
      },
    });
    t.roll(2);
    expect(t.rolls().at(-1)).toMatchObject({ rule: 'PS-SK-1', faces: [2], total: 2, success: true });
    t.act(0, { type: 'step', x: 10, y: 2, gfi: true });
    t.roll(6);
    // both extra steps used: the Move ends by itself
    expect(t.ofType('moveEnded')).toEqual([{ type: 'moveEnded', rule: 'PS-MOVE-1', goblin: 0, mp: 0 }]);
    expect(t.s.side).toBe(1);
  });

  it('PS-SK-1 a failed ROLL-GFI: knocked down in that square, armour, the action and the turn end', () => {
    const t = lucid();
    t.act(0, { type: 'step', x: 9, y: 3, gfi: true });
    t.roll(1);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-SK-1', goblin: 0, at: 3 * 13 + 9 },
    ]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', roller: 1 } });
    t.roll(2, 3);
    expect(t.status(0)).toBe('prone');
    expect(t.at(0)).toEqual([9, 3]);
    expect(t.s.side).toBe(1);
  });

  it('PS-SK-1 PS-MOVE-5 a Lucidité step out of a TZ rolls ROLL-GFI first, then the dodge', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2], skills: ['lucidite'] }, { at: [9, 3] }],
      squig: [6, 6],
    });
    t.act(0, { type: 'move' });
    for (let x = 3; x <= 8; x++) t.act(0, { type: 'step', x, y: 2 });
    // no dodge so far; (8,2) is in goblin 1's TZ: leaving it dodges
    t.act(0, { type: 'step', x: 8, y: 1, gfi: true });
    t.roll(5);
    t.roll(3);
    expect(t.rolls().map((r) => [r.rule, r.faces[0], r.success])).toEqual([
      ['PS-SK-1', 5, true],
      ['PS-DODGE-1', 3, true],
    ]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
  });

  it('PS-R-20 PS-MOVE-4 without Lucidité the Move ends with the MP; a forced step at 0 MP is refused', () => {
    const t = Table.of({ goblins: [{ at: [2, 2] }, { at: [10, 10] }], squig: [6, 6] });
    t.act(0, { type: 'move' });
    for (let x = 3; x <= 8; x++) t.act(0, { type: 'step', x, y: 2 });
    expect(t.ofType('moveEnded')).toHaveLength(1);
    const u = lucid();
    u.act(0, { type: 'step', x: 9, y: 2 });
    u.roll(3);
    u.s.gfi = 2; // as if both were used while a climb kept the Move open
    expect(u.refuse(0, { type: 'step', x: 10, y: 2 })).toMatchObject({ code: 'move.noGfi', rule: 'PS-SK-1' });
  });
});

/** Goblin 0 (Saut) at (4,4) next to goblin 1 at (5,4); the Squig at (6,6). */
const leaper = (extra: Partial<Parameters<typeof Table.of>[0]> = {}) =>
  Table.of({
    goblins: [{ at: [4, 4], skills: ['saut'] }, { at: [5, 4] }],
    squig: [6, 6],
    ...extra,
  });

describe('PS-SK-5 Saut', () => {
  it('PS-SK-5 PS-R-23 a jump over a goblin, 2 MP, no dodge out of his TZ, ROLL-JUMP 4+ with no modifier', () => {
    const t = leaper();
    t.act(0, { type: 'move' });
    expect(t.legal(0).filter((a) => a.type === 'jump')).toEqual([
      { type: 'jump', x: 2, y: 2 },
      { type: 'jump', x: 4, y: 2 },
      { type: 'jump', x: 6, y: 2 },
      { type: 'jump', x: 6, y: 4 },
      { type: 'jump', x: 4, y: 6 },
      { type: 'jump', x: 2, y: 6 },
      { type: 'jump', x: 2, y: 4 },
    ]); // (6,6) is the Squig's square
    t.act(0, { type: 'jump', x: 6, y: 4 });
    expect(t.at(0)).toEqual([6, 4]);
    expect(t.s.mp).toBe(4);
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-SK-5',
        dice: '1d6',
        roller: 0,
        target: 4,
        modifier: 0,
        label: 'ps.roll.jump',
        params: { goblin: 0 },
        reroll: false,
      },
    });
    t.roll(4);
    expect(t.events.filter((e) => e.rule === 'PS-SK-5').map((e) => e.type)).toEqual([
      'jumpDeclared',
      'jumped',
      'roll',
    ]);
    expect(t.rolls()).toHaveLength(1); // no dodge
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    // once per turn
    expect(t.legal(0).some((a) => a.type === 'jump')).toBe(false);
    expect(t.refuse(0, { type: 'jump', x: 8, y: 4 })).toMatchObject({ code: 'jump.used', rule: 'PS-SK-5' });
  });

  it('PS-R-23 PS-R-42 PS-SK-5 a failed jump: knocked down on the landing square, armour, the turn ends', () => {
    const t = leaper();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'jump', x: 6, y: 4 });
    t.roll(3);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-SK-5', goblin: 0, at: 4 * 13 + 6 },
    ]);
    t.roll(1, 1);
    expect(t.status(0)).toBe('prone');
    expect(t.s.side).toBe(1);
  });

  it('PS-SK-5 refusals: over the fence, onto an occupied square, not two squares in line, without 2 MP', () => {
    const edge = Table.of({ goblins: [{ at: [1, 6], skills: ['saut'] }, { at: [3, 6] }], squig: [6, 6] });
    edge.act(0, { type: 'move' });
    expect(edge.refuse(0, { type: 'jump', x: -1, y: 6 })).toMatchObject({
      code: 'jump.offBoard',
      rule: 'PS-SK-5',
    });
    expect(edge.refuse(0, { type: 'jump', x: 3, y: 6 })).toMatchObject({
      code: 'jump.occupied',
      rule: 'PS-SK-5',
    });
    expect(edge.refuse(0, { type: 'jump', x: 2, y: 4 })).toMatchObject({
      code: 'jump.notInLine',
      rule: 'PS-SK-5',
    });
    // 1 MP left: Lucidité steps cannot pay for a jump
    const t = Table.of({
      goblins: [{ at: [2, 2], skills: ['saut', 'lucidite'] }, { at: [10, 10] }],
      squig: [6, 6],
    });
    t.act(0, { type: 'move' });
    for (let x = 3; x <= 7; x++) t.act(0, { type: 'step', x, y: 2 });
    expect(t.s.mp).toBe(1);
    expect(t.legal(0).some((a) => a.type === 'jump')).toBe(false);
    expect(t.refuse(0, { type: 'jump', x: 9, y: 2 })).toMatchObject({ code: 'jump.noMP', rule: 'PS-SK-5' });
    const plain = Table.of({ goblins: [{ at: [2, 2] }, { at: [10, 10] }], squig: [6, 6] });
    plain.act(0, { type: 'move' });
    expect(plain.refuse(0, { type: 'jump', x: 4, y: 2 })).toMatchObject({ code: 'jump.noSkill' });
  });

  it('PS-SK-5 PS-CLIMB-1 landing on his own post with a Point: the climb follows at once', () => {
    const t = Table.of({
      goblins: [{ at: [2, 2], point: true, skills: ['saut'] }, { at: [10, 10] }],
      squig: [6, 6],
    });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'jump', x: 0, y: 0 });
    t.roll(5);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-CLIMB-2' } });
    t.roll(2);
    expect(t.status(0)).toBe('outside');
    expect(t.s.goblins[0]!.validated).toBe(1);
  });

  it('PS-SK-5 PS-SLIP-2 leaving a Slippery square by a jump tests the slippery ground first', () => {
    const t = leaper({ slippery: [[4, 4]] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'jump', x: 6, y: 4 });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SLIP-2' } });
    t.roll(1);
    expect(t.at(0)).toEqual([4, 4]);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-SLIP-2', goblin: 0, at: 4 * 13 + 4 },
    ]);
  });
});

/** Goblin 0 at (4,4) steps away from goblin 1 (Tacle plongeant) at (5,4); goblin 2 elsewhere or as given. */
const diving = (g2: Parameters<typeof Table.of>[0]['goblins'][number] = { at: [10, 10] }) => {
  const t = Table.of({
    goblins: [{ at: [4, 4] }, { at: [5, 4], skills: ['taclePlongeant'] }, g2],
    squig: [9, 9],
  });
  t.act(0, { type: 'move' });
  t.act(0, { type: 'step', x: 3, y: 3 });
  return t;
};

describe('PS-SK-7 Tacle plongeant', () => {
  it('PS-SK-7 PS-R-35 after the dodge die (4), the diver’s side may dive: prone in his square, no armour, −2: the 4 fails', () => {
    const t = diving();
    t.roll(4);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(t.legal(1)).toEqual([{ type: 'dive' }, { type: 'decline' }]);
    expect(t.s.phase).toBe(24);
    t.act(1, { type: 'dive' });
    expect(t.ofType('dived')).toEqual([
      {
        type: 'dived',
        rule: 'PS-SK-7',
        goblin: 1,
        mover: 0,
        at: 4 * 13 + 5,
        modifier: -2,
        total: 2,
        success: false,
      },
    ]);
    expect(t.status(1)).toBe('prone');
    expect(t.at(1)).toEqual([5, 4]);
    // Esquive is offered; the reroll also takes −2
    expect(t.legal(0)).toEqual([{ type: 'reroll' }, { type: 'noReroll' }]);
    t.act(0, { type: 'reroll' });
    expect(t.pending()).toMatchObject({
      kind: 'chance',
      request: { rule: 'PS-DODGE-1', modifier: -2, params: { goblin: 0, skills: 'PS-SK-7' }, reroll: true },
    });
    t.roll(5);
    expect(t.rolls().at(-1)).toMatchObject({
      faces: [5],
      modifier: -2,
      total: 3,
      success: true,
      reroll: true,
    });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.ofType('knockedDown')).toEqual([]); // the diver lies down with no armour roll
  });

  it('PS-SK-7 declined: the dodge die is read as it is (a 3 succeeds)', () => {
    const t = diving();
    t.roll(3);
    t.act(1, { type: 'decline' });
    expect(t.ofType('reactionDeclined')).toEqual([{ type: 'reactionDeclined', rule: 'PS-SK-7', goblin: 1 }]);
    expect(t.status(1)).toBe('standing');
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
  });

  it('ARB-PS-10 PS-SK-7 a die of 5 or 6 succeeds even at −2: no D-DIVE is offered', () => {
    const t = diving();
    t.roll(5);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.s.phase).toBe(3);
  });

  it('PS-SK-7 at most one dive per dodge, offered in turn order from the mover: side 1 dives, side 2 is not asked', () => {
    const t = diving({ at: [3, 5], skills: ['taclePlongeant'] });
    t.roll(2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    t.act(1, { type: 'dive' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.status(2)).toBe('standing');
    const u = diving({ at: [3, 5], skills: ['taclePlongeant'] });
    u.roll(2);
    u.act(1, { type: 'decline' });
    expect(u.pending()).toEqual({ kind: 'decision', player: 2 });
    u.act(2, { type: 'dive' });
    expect(u.status(2)).toBe('prone');
    expect(u.ofType('dived')[0]).toMatchObject({ goblin: 2, total: 0 });
  });

  it('PS-R-35 PS-SK-7 not against a jump: no dodge, no dive', () => {
    const t = Table.of({
      goblins: [
        { at: [4, 4], skills: ['saut'] },
        { at: [5, 4], skills: ['taclePlongeant'] },
      ],
      squig: [9, 9],
    });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'jump', x: 2, y: 4 });
    t.roll(4);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.status(1)).toBe('standing');
  });
});

/** Goblin 0 at (4,4) steps to (3,3), leaving (4,4) next to goblin 1 (Poursuite) at (5,5). */
const shadowed = (
  extra: Partial<Parameters<typeof Table.of>[0]> = {},
  g2?: { at: [number, number]; skills?: ['poursuite'] },
) =>
  Table.of({
    goblins: [{ at: [4, 4] }, { at: [5, 5], skills: ['poursuite'] }, ...(g2 ? [g2] : [])],
    squig: [9, 1],
    ...extra,
  });

describe('PS-SK-2 Poursuite', () => {
  it('PS-R-26 PS-SK-2 after the step is resolved, the shadower’s side may take the vacated square: no MP, no dodge', () => {
    const t = shadowed();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 3, y: 3 });
    t.roll(3); // the dodge out of goblin 1's TZ
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(t.legal(1)).toEqual([{ type: 'shadow' }, { type: 'decline' }]);
    expect(t.s.phase).toBe(25);
    t.act(1, { type: 'shadow' });
    expect(t.events.filter((e) => e.rule === 'PS-SK-2')).toEqual([
      { type: 'shadowDeclared', rule: 'PS-SK-2', goblin: 1, to: 4 * 13 + 4 },
      { type: 'shadowed', rule: 'PS-SK-2', goblin: 1, from: 5 * 13 + 5, to: 4 * 13 + 4 },
    ]);
    expect(t.at(1)).toEqual([4, 4]);
    expect(t.rolls()).toHaveLength(1);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.s.mp).toBe(5);
    // once per opposing turn: the next step out of his TZ offers nothing
    t.act(0, { type: 'step', x: 2, y: 2 });
    t.roll(6);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.s.used[1]! & Skill.poursuite).toBe(Skill.poursuite);
  });

  it('PS-SK-2 whatever the step’s result: after a failed dodge and its armour roll, the window opens, then the turn ends', () => {
    const t = shadowed();
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 3, y: 3 });
    t.roll(1);
    t.act(0, { type: 'noReroll' });
    t.roll(2, 2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    t.act(1, { type: 'shadow' });
    expect(t.at(1)).toEqual([4, 4]);
    expect(t.s.side).toBe(1);
  });

  it('PS-SK-2 PS-SLIP-2 a shadower on a Slippery square tests it; a failure knocks him down and the mover goes on', () => {
    const t = shadowed({ slippery: [[5, 5]] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 3, y: 3 });
    t.roll(4);
    t.act(1, { type: 'shadow' });
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-SLIP-2',
        dice: '1d6',
        roller: 1,
        target: 2,
        modifier: 0,
        label: 'ps.roll.slip',
        params: { goblin: 1, skills: 'PS-SK-2' },
        reroll: false,
      },
    });
    t.roll(1);
    expect(t.ofType('knockedDown')).toEqual([
      { type: 'knockedDown', rule: 'PS-SLIP-2', goblin: 1, at: 5 * 13 + 5 },
    ]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-DOWN-1', roller: 0 } });
    t.roll(3, 3);
    expect(t.at(1)).toEqual([5, 5]);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.s.phase).toBe(3);
    expect(t.s.mp).toBe(5);
  });

  it('PS-SK-2 several shadowers are offered in turn order from the mover; a decline passes it on', () => {
    const t = shadowed({}, { at: [3, 4], skills: ['poursuite'] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 4, y: 3 });
    t.roll(3);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
    t.act(1, { type: 'decline' });
    expect(t.pending()).toEqual({ kind: 'decision', player: 2 });
    t.act(2, { type: 'shadow' });
    expect(t.at(2)).toEqual([4, 4]);
  });

  it('ARB-PS-14 PS-SK-2 a shadower failing his slippery test closes the window: the next shadower is not asked', () => {
    const t = shadowed({ slippery: [[5, 5]] }, { at: [3, 4], skills: ['poursuite'] });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'step', x: 4, y: 3 });
    t.roll(3);
    t.act(1, { type: 'shadow' });
    t.roll(1);
    t.roll(2, 2);
    expect(t.pending()).toEqual({ kind: 'decision', player: 0 });
    expect(t.s.phase).toBe(3);
    expect(t.at(2)).toEqual([3, 4]);
    expect(t.s.goblins.some((g) => g.sq === 4 * 13 + 4)).toBe(false);
  });

  it('ARB-PS-13 PS-SK-2 a jump vacates a square too: the window opens after ROLL-JUMP', () => {
    const t = Table.of({
      goblins: [
        { at: [4, 4], skills: ['saut'] },
        { at: [5, 5], skills: ['poursuite'] },
      ],
      squig: [9, 1],
    });
    t.act(0, { type: 'move' });
    t.act(0, { type: 'jump', x: 2, y: 4 });
    t.roll(4);
    expect(t.pending()).toEqual({ kind: 'decision', player: 1 });
  });

  it('PS-SK-2 the Squig cannot be shadowed, and a push opens no window', () => {
    const t = Table.of({ goblins: [{ at: [1, 1] }, { at: [6, 4], skills: ['poursuite'] }], squig: [6, 5] });
    t.act(0, { type: 'squig', x: 6, y: 6 });
    t.roll(3);
    expect(t.s.side).toBe(1);
    const b = Table.of({
      goblins: [{ at: [4, 4] }, { at: [5, 4] }, { at: [5, 5], skills: ['poursuite'] }],
      squig: [9, 9],
    });
    b.act(0, { type: 'block', target: 1 });
    b.roll(3);
    expect(b.pending()).toEqual({ kind: 'decision', player: 0 }); // D-PUSH or D-FOLLOW, not D-SHADOW
    expect(b.s.phase === 12 || b.s.phase === 13).toBe(true);
  });
});
