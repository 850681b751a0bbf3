import { describe, expect, it } from 'vitest';
import { coverOfGroup, figureCover, unitCover, visibleCovers } from '../cover.ts';
import { figureLOS, unitDistance, unitLOS } from '../geometry.ts';
import { battle, withArmies } from '../testing.ts';
import { F_ALIVE, F_Y, fset, unitIndex, type OSState } from '../state.ts';

// All on MAP-1: grove x 12–20 × y 14–22 (cover 1), low wall x 22–32 × y 16.8–17.2 (cover 2), building
// x 44–50 × y 24–30 (blocks LOS). Bases of 0.5 m.
const soldiers = withArmies(
  [{ catalogue: 'SOLDIER' }, { catalogue: 'MEDIC' }],
  [{ catalogue: 'SOLDIER' }, { catalogue: 'GRUNT_RIFLES', size: 4 }],
);

/** The first figure of a unit. */
const fig = (s: OSState, id: string, k = 0) => s.info[unitIndex(s, id)]!.firstFigure + k;

describe('OSOI cover of a figure (OS-TERR-4)', () => {
  it('ARB-OS-20 a line of fire grazing the grove’s corner gives its cover to a figure just behind (OS-TERR-4)', () => {
    // From (8, 18) to (13, 13) the line passes exactly through the corner (12, 14) and nowhere else in the
    // grove; the target's centre is 1 m below the grove, its edge 0.5 m from it.
    const s = battle(soldiers, { A1: [[8, 18]], B1: [[13, 13]] });
    expect(figureLOS(s, fig(s, 'A1'), fig(s, 'B1'))).toBe(true);
    expect(figureCover(s, fig(s, 'A1'), fig(s, 'B1'))).toBe(1);
    // 0.1 m to the west, the line passes 57 mm below the corner: no cover.
    const t = battle(soldiers, { A1: [[8, 18]], B1: [[12.9, 13]] });
    expect(figureCover(t, fig(t, 'A1'), fig(t, 'B1'))).toBe(0);
  });

  it('OS-TERR-4 through the low wall: cover 2 up to exactly 1 m behind it, none beyond', () => {
    // Shooter north of the wall at (24, 25), targets south of it on x = 27; the wall's south face is y = 16.8.
    const at = (y: number) => {
      const s = battle(soldiers, { A1: [[24, 25]], B1: [[27, y]] });
      return figureCover(s, fig(s, 'A1'), fig(s, 'B1'));
    };
    expect(at(16)).toBe(2); // edge 0.3 m behind
    expect(at(15.3)).toBe(2); // edge exactly 1 m behind
    expect(at(15.299)).toBe(0); // edge 1.001 m behind
  });

  it('OS-TERR-4 a wall protects only the figure behind it: not one in front, not from a shooter on the same side', () => {
    // Shooter south at (27, 10), target at (27, 16) between it and the wall: the line never reaches the wall.
    let s = battle(soldiers, { A1: [[27, 10]], B1: [[27, 16]] });
    expect(figureCover(s, fig(s, 'A1'), fig(s, 'B1'))).toBe(0);
    // The shooter right behind the wall fires over it at a target 7.8 m beyond: the target is not behind it.
    s = battle(soldiers, { A1: [[27, 16]], B1: [[27, 25]] });
    expect(figureCover(s, fig(s, 'A1'), fig(s, 'B1'))).toBe(0);
  });

  it('OS-TERR-4 inside the grove a figure has its cover from any shooter; a shooter inside does not give it to a target outside', () => {
    let s = battle(soldiers, { A1: [[15, 18]], B1: [[19, 18]] });
    expect(figureCover(s, fig(s, 'A1'), fig(s, 'B1'))).toBe(1);
    // Target at (20.8, 18), 0.3 m outside the grove's east edge, shot from inside the grove.
    s = battle(soldiers, { A1: [[15, 18]], B1: [[20.8, 18]] });
    expect(figureCover(s, fig(s, 'A1'), fig(s, 'B1'))).toBe(0);
    // The same target shot from the west, outside the grove: it is behind it.
    s = battle(soldiers, { A1: [[8, 18]], B1: [[20.8, 18]] });
    expect(figureCover(s, fig(s, 'A1'), fig(s, 'B1'))).toBe(1);
  });

  it('OS-R-27 covers never add up: the highest one counts (grove 1 and the low wall 2 → 2)', () => {
    // A map whose grove overlaps the wall: the target is inside the grove and right behind the wall.
    const s = battle(
      {
        ...soldiers,
        map: {
          name: 'overlap',
          width: 60,
          depth: 40,
          features: [
            {
              type: 'grove',
              polygon: [
                [20, 10],
                [30, 10],
                [30, 17],
                [20, 17],
              ],
            },
            {
              type: 'lowWall',
              polygon: [
                [22, 16.8],
                [32, 16.8],
                [32, 17.2],
                [22, 17.2],
              ],
            },
          ],
        },
      },
      { A1: [[25, 25]], B1: [[25, 16]] },
    );
    expect(figureCover(s, fig(s, 'A1'), fig(s, 'B1'))).toBe(2);
  });
});

describe('OSOI cover of a unit (OS-TERR-5)', () => {
  it('OS-TERR-5 the value at position ⌈n/2⌉ of the sorted covers', () => {
    expect(coverOfGroup([2])).toBe(2);
    expect(coverOfGroup([2, 0, 2])).toBe(2);
    expect(coverOfGroup([0, 2, 2, 0])).toBe(2);
    expect(coverOfGroup([2, 0, 0, 0])).toBe(0);
    expect(coverOfGroup([0, 1, 2, 0])).toBe(1);
    expect(coverOfGroup([1, 2, 1, 0, 0])).toBe(1);
    expect(coverOfGroup([])).toBe(0);
  });

  it('OS-TERR-5 a group half behind the low wall has the wall’s cover; a quarter behind it, none', () => {
    // Shooter at (26, 25); grunts at (25, 16) and (26.5, 16) right behind the wall, (28, 14) and (29.5, 14)
    // 2.3 m behind it (the line to them crosses the wall, but they are too far from it).
    let s = battle(soldiers, {
      A1: [[26, 25]],
      B2: [
        [25, 16],
        [26.5, 16],
        [28, 14],
        [29.5, 14],
      ],
    });
    const [a1, b2] = [unitIndex(s, 'A1'), unitIndex(s, 'B2')];
    expect(visibleCovers(s, a1, b2).map((c) => c.cover)).toEqual([2, 2, 0, 0]);
    expect(unitCover(s, a1, b2)).toBe(2);
    s = battle(soldiers, {
      A1: [[26, 25]],
      B2: [
        [25, 16],
        [27.5, 14],
        [29, 14],
        [30.5, 14],
      ],
    });
    expect(unitCover(s, a1, b2)).toBe(0);
  });

  it('OS-TERR-5 a figure counts the lowest cover among the shooting figures that see it', () => {
    // B1 at (25, 16) behind the wall against the grunt at (26, 25); the grunt at (21, 15) sees it in the open.
    const one = battle(soldiers, {
      B1: [[25, 16]],
      B2: [
        [26, 25],
        [40, 35],
        [41.5, 35],
        [43, 35],
      ],
    });
    const [b1, b2] = [unitIndex(one, 'B1'), unitIndex(one, 'B2')];
    expect(unitCover(one, b2, b1)).toBe(2);
    const two = battle(soldiers, {
      B1: [[25, 16]],
      B2: [
        [26, 25],
        [21, 15],
        [41.5, 35],
        [43, 35],
      ],
    });
    expect(unitCover(two, b2, b1)).toBe(0);
  });

  it('OS-TERR-5 / OS-TERR-2 only the visible figures count, for the cover and for the distance', () => {
    // A medic at (42.5, 27) west of the building. Grunt 1 at (51, 27) is hidden by it (7.5 m edge to edge);
    // grunt 2 at (42.5, 36.5) is seen, 8.5 m away; 3 and 4 farther north-west, seen, in the open.
    const s = battle(soldiers, {
      A2: [[42.5, 27]],
      B2: [
        [51, 27],
        [42.5, 36.5],
        [40, 38],
        [38.5, 38],
      ],
    });
    const [a2, b2] = [unitIndex(s, 'A2'), unitIndex(s, 'B2')];
    expect(figureLOS(s, fig(s, 'A2'), fig(s, 'B2', 0))).toBe(false);
    expect(unitLOS(s, a2, b2)).toBe(true);
    expect(visibleCovers(s, a2, b2).map((c) => c.figure - fig(s, 'B2'))).toEqual([1, 2, 3]);
    expect(unitDistance(s, a2, b2, false)).toBe(7500);
    expect(unitDistance(s, a2, b2, true)).toBe(8500);
  });
});

describe('OSOI line of sight between units (geometry.ts)', () => {
  it('OS-TERR-3 a unit pair asked again after a figure moves gets the answer for the new positions, both ways', () => {
    // The building (x 44–50, y 24–30) stands between (40, 27) and (55, 27); to (55, 40) the line passes north of it.
    const s = battle(soldiers, { A1: [[40, 27]], B1: [[55, 40]] });
    const [a1, b1] = [unitIndex(s, 'A1'), unitIndex(s, 'B1')];
    expect(unitLOS(s, a1, b1)).toBe(true);
    const b = fig(s, 'B1');
    fset(s, b, F_Y, 27_000);
    expect(unitLOS(s, a1, b1)).toBe(false);
    expect(unitLOS(s, b1, a1)).toBe(false);
    fset(s, b, F_Y, 40_000);
    expect(unitLOS(s, b1, a1)).toBe(true);
    // A removed figure no longer sees: the living figures are part of the question.
    fset(s, b, F_ALIVE, 0);
    expect(unitLOS(s, a1, b1)).toBe(false);
  });
});
