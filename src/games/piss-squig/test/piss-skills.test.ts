import { describe, expect, it } from 'vitest';
import { sq } from '../board.ts';
import { pissSquig } from '../index.ts';
import { isSlippery } from '../pit.ts';
import { Table, type GoblinSpec, type PositionSpec } from '../testing.ts';

/** Side 0 (far away) sends the Squig from (6,6) north to (6,5); goblin 1 as given. */
const quick = (g1: GoblinSpec, more: Partial<PositionSpec> = {}) => {
  const t = Table.of({ goblins: [{ at: [1, 10] }, g1], squig: [6, 6], ...more });
  t.act(0, { type: 'squig', x: 6, y: 5 });
  t.roll(3);
  return t;
};

describe('PS-SK-8 Pisse rapide', () => {
  it('PS-SK-8 PS-R-36 the Squig’s step enters his TZ from outside: his side may piss (Pisse éclair +1) before the Squig lands', () => {
    const t = quick({ at: [6, 3], skills: ['pisseRapide'] }); // was 3 squares from the Squig, now 2: no
    expect(t.s.side).toBe(1);
    const u = quick({ at: [6, 4], skills: ['pisseRapide'] }); // was 2 squares away, now adjacent
    expect(u.pending()).toEqual({ kind: 'decision', player: 1 });
    expect(u.legal(1)).toEqual([{ type: 'quickPiss' }, { type: 'decline' }]);
    expect(pissSquig.view(u.s, null).reacting).toBe(1);
    expect(u.squig()).toEqual([6, 6]);
    u.act(1, { type: 'quickPiss' });
    expect(u.ofType('quickPiss')).toEqual([
      { type: 'quickPiss', rule: 'PS-SK-8', goblin: 1, range: 'eclair' },
    ]);
    expect(u.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-PISS-2',
        dice: '1d6',
        roller: 1,
        target: 4,
        modifier: 1,
        label: 'ps.roll.piss',
        params: { goblin: 1, skills: 'PS-SK-8' },
        reroll: false,
      },
    });
    u.roll(3);
    expect(u.ofType('pointTaken')).toEqual([{ type: 'pointTaken', rule: 'PS-PISS-4', goblin: 1, hits: 1 }]);
    expect(u.s.goblins[1]!.point).toBe(true);
    expect(u.squig()).toEqual([6, 5]);
    expect(u.s.side).toBe(1);
  });

  it('PS-SK-8 PS-GNAK-1 the Squig entering his square: the quick piss misses, the scatter is centred on the Squig’s new square, then GNAK', () => {
    const t = quick({ at: [6, 5], skills: ['pisseRapide'] });
    t.act(1, { type: 'quickPiss' });
    t.roll(2); // 2 + 1 = 3: a miss
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-SCATTER-1', roller: 1 } });
    t.roll(4); // east of (6,5): (7,5) becomes slippery
    expect(t.ofType('slippery')).toEqual([{ type: 'slippery', rule: 'PS-SLIP-1', at: sq(7, 5) }]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-GNAK-1', roller: 1 } });
  });

  it('ARB-PS-12 PS-SK-8 PS-SCATTER-2 a quick piss scattering onto the square the Squig has just left makes it slippery', () => {
    const t = quick({ at: [6, 5], skills: ['pisseRapide'] });
    t.act(1, { type: 'quickPiss' });
    t.roll(2);
    t.roll(6); // south of the Squig's new square (6,5): (6,6), the square it has just left
    expect(t.rolls().at(-1)).toMatchObject({
      rule: 'PS-SCATTER-1',
      faces: [6],
      result: 'slippery',
      square: sq(6, 6),
    });
    expect(t.ofType('scatterOnSquig')).toEqual([]);
    expect(t.ofType('slippery')).toEqual([{ type: 'slippery', rule: 'PS-SLIP-1', at: sq(6, 6) }]);
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-GNAK-1', roller: 1 } });
    t.roll(6); // GNAK passed: goblin 1 sidesteps, the Squig takes (6,5) and leaves (6,6) slippery
    t.act(1, { type: 'sidestep', x: 7, y: 4 });
    expect(t.squig()).toEqual([6, 5]);
    expect(isSlippery(t.s, sq(6, 6))).toBe(true);
  });

  it('PS-SK-8 PS-SQUIG-3 the view shows the square the Squig is entering while the quick piss and the GNAK roll are pending', () => {
    const squigOf = (t: Table) => {
      const v = pissSquig.view(t.s, null).squig;
      return { at: [v.x, v.y], entering: v.entering };
    };
    const t = quick({ at: [6, 5], skills: ['pisseRapide'] });
    // D-QUICK: the Squig is on its way from (6,6) to (6,5)
    expect(pissSquig.view(t.s, null).phase).toBe('quick');
    expect(squigOf(t)).toEqual({ at: [6, 6], entering: { x: 6, y: 5 } });
    t.act(1, { type: 'quickPiss' });
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-PISS-2' } });
    expect(squigOf(t).entering).toEqual({ x: 6, y: 5 });
    t.roll(2); // a miss: the scatter, centred on the new square, is pending
    expect(squigOf(t).entering).toEqual({ x: 6, y: 5 });
    t.roll(4);
    // ROLL-GNAK of the goblin in the square entered, then D-SIDESTEP
    expect(t.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-GNAK-1' } });
    expect(squigOf(t).entering).toEqual({ x: 6, y: 5 });
    t.roll(6);
    expect(pissSquig.view(t.s, null).phase).toBe('sidestep');
    expect(squigOf(t).entering).toEqual({ x: 6, y: 5 });
    t.act(1, { type: 'sidestep', x: 5, y: 4 });
    // landed: nothing in transit any more, also in the next turns
    expect(squigOf(t)).toEqual({ at: [6, 5], entering: null });
    // no window, no bite: the Squig lands at once and `entering` stays null
    const u = quick({ at: [6, 3], skills: ['pisseRapide'] });
    expect(squigOf(u)).toEqual({ at: [6, 5], entering: null });
    // a plain piss action of the next side is no quick piss
    const w = Table.of({ goblins: [{ at: [6, 8] }, { at: [1, 1] }], squig: [6, 6] });
    w.act(0, { type: 'piss' });
    expect(squigOf(w).entering).toBeNull();
  });

  it('PS-R-36 PS-SK-8 not for a step within his TZ, nor with a Point, nor for a down goblin', () => {
    expect(quick({ at: [6, 4], skills: ['pisseRapide'] }, { squig: [5, 5] }).s.side).toBe(1);
    expect(quick({ at: [6, 4], skills: ['pisseRapide'], point: true }).s.side).toBe(1);
    expect(quick({ at: [6, 4], skills: ['pisseRapide'], status: 'prone' }).s.side).toBe(1);
  });

  it('ARB-PS-16 PS-SK-8 the activating side’s own goblin does not quick-piss at his own Squig', () => {
    const own = Table.of({
      goblins: [{ at: [6, 4], skills: ['pisseRapide'] }, { at: [12, 12] }],
      squig: [6, 6],
    });
    own.act(0, { type: 'squig', x: 6, y: 5 });
    own.roll(3);
    expect(own.ofType('quickPiss')).toEqual([]);
    expect(own.s.side).toBe(1);
  });

  it('PS-SK-8 declined: the Squig lands; once per activation: a furious Squig’s second step offers it no more', () => {
    const t = quick({ at: [6, 4], skills: ['pisseRapide'] });
    t.act(1, { type: 'decline' });
    expect(t.ofType('reactionDeclined')).toEqual([{ type: 'reactionDeclined', rule: 'PS-SK-8', goblin: 1 }]);
    expect(t.squig()).toEqual([6, 5]);
    const f = quick({ at: [7, 3], skills: ['pisseRapide'] }, { hits: 10 });
    // step 1 to (6,5): (7,3) is two squares away, no window; step 2 to (6,4) enters his TZ
    expect(f.s.phase).toBe(17);
    f.act(0, { type: 'squig', x: 6, y: 4 });
    f.roll(3);
    f.act(1, { type: 'quickPiss' });
    f.roll(1);
    expect(f.ofType('selfPiss')).toHaveLength(1);
    expect(f.s.side).toBe(1);
    const g = quick({ at: [7, 4], skills: ['pisseRapide'] }, { hits: 10 });
    g.act(1, { type: 'quickPiss' });
    g.roll(1); // step 1 enters his TZ: he pisses on himself
    g.act(0, { type: 'squig', x: 7, y: 4 });
    g.roll(3); // step 2 enters his square: no second quick piss, straight to GNAK
    expect(g.pending()).toMatchObject({ kind: 'chance', request: { rule: 'PS-GNAK-1' } });
  });
});

/** Goblin 0 (Gros vicieux) at (2,2); goblin 1 as given; the Squig as given (default far, at (9,9)). */
const vicious = (g1: GoblinSpec, more: Partial<PositionSpec> = {}) =>
  Table.of({ goblins: [{ at: [2, 2], skills: ['grosVicieux'] }, g1], squig: [9, 9], ...more });

describe('PS-SK-12 Gros vicieux', () => {
  it('PS-SK-12 PS-R-21 a piss on an opponent at distance 2: same roll (courte, 0); a hit gives him a Piss marker, no Point, no hit counted', () => {
    const t = vicious({ at: [4, 2] });
    expect(t.legal(0)).toContainEqual({ type: 'piss', target: 1 });
    expect(t.legal(0)).not.toContainEqual({ type: 'piss' });
    t.act(0, { type: 'piss', target: 1 });
    expect(t.ofType('viciousPiss')).toEqual([
      { type: 'viciousPiss', rule: 'PS-SK-12', goblin: 0, target: 1, range: 'courte', distance: 2 },
    ]);
    expect(t.pending()).toEqual({
      kind: 'chance',
      request: {
        rule: 'PS-PISS-2',
        dice: '1d6',
        roller: 0,
        target: 4,
        modifier: 0,
        label: 'ps.roll.piss',
        params: { goblin: 0, target: 1, skills: 'PS-SK-12' },
        reroll: false,
      },
    });
    t.roll(4);
    expect(t.ofType('pissedOn')).toEqual([
      { type: 'pissedOn', rule: 'PS-SK-12', goblin: 0, target: 1, pissMarkers: 1 },
    ]);
    expect(t.s.goblins[1]!.pissMarkers).toBe(1);
    expect(t.s.goblins[0]!.point).toBe(false);
    expect(t.s.hits).toBe(0);
    expect(t.s.side).toBe(1);
  });

  it('PS-SK-12 a miss scatters around the target; onto the Squig’s square it has no effect; a natural 1 is a self-piss', () => {
    const t = vicious({ at: [4, 2] });
    t.act(0, { type: 'piss', target: 1 });
    t.roll(2);
    t.roll(4); // east of (4,2)
    expect(t.ofType('slippery')).toEqual([{ type: 'slippery', rule: 'PS-SLIP-1', at: sq(5, 2) }]);
    const u = vicious({ at: [4, 2] }, { squig: [5, 2] });
    u.act(0, { type: 'piss', target: 1 });
    u.roll(3);
    u.roll(4);
    expect(u.ofType('scatterOnSquig')).toEqual([{ type: 'scatterOnSquig', rule: 'PS-SK-12', at: sq(5, 2) }]);
    const w = vicious({ at: [4, 2] });
    w.act(0, { type: 'piss', target: 1 });
    w.roll(1);
    expect(w.ofType('selfPiss')).toEqual([
      { type: 'selfPiss', rule: 'PS-PISS-3', goblin: 0, pissMarkers: 1 },
    ]);
  });

  it('PS-SK-12 a down target may be pissed on; the range counts to him (longue −1 at distance 3)', () => {
    const t = vicious({ at: [5, 5], status: 'prone' });
    t.act(0, { type: 'piss', target: 1 });
    expect(t.pending()).toMatchObject({ request: { modifier: -1 } });
  });

  it('PS-R-21 PS-SK-12 refusals: distance 4, a Point carried, the flavour variant, no trait', () => {
    expect(vicious({ at: [6, 2] }).refuse(0, { type: 'piss', target: 1 })).toMatchObject({
      code: 'piss.targetRange',
      rule: 'PS-SK-12',
    });
    expect(vicious({ at: [4, 2] }).refuse(0, { type: 'piss', target: 0 })).toMatchObject({
      code: 'piss.target',
    });
    const carrying = Table.of({
      goblins: [{ at: [2, 2], skills: ['grosVicieux'], point: true }, { at: [4, 2] }],
      squig: [9, 9],
    });
    expect(carrying.refuse(0, { type: 'piss', target: 1 })).toMatchObject({
      code: 'piss.carrying',
      rule: 'PS-PISS-6',
    });
    const flavour = vicious({ at: [4, 2] }, { options: { grosVicieux: 'flavour' } });
    expect(flavour.legal(0).some((a) => a.type === 'piss')).toBe(false);
    expect(flavour.refuse(0, { type: 'piss', target: 1 })).toMatchObject({
      code: 'piss.goblin',
      rule: 'PS-R-21',
    });
    const plain = Table.of({ goblins: [{ at: [2, 2] }, { at: [4, 2] }], squig: [9, 9] });
    expect(plain.refuse(0, { type: 'piss', target: 1 })).toMatchObject({
      code: 'piss.goblin',
      rule: 'PS-PISS-6',
    });
  });
});
