/** A battlefield's sanity (map-check.ts): simple polygons of positive area on the table (OS-TERR-1, ARB-OS-93). */
import { describe, expect, it } from 'vitest';
import { MAP_1, rect, type MapSpec } from '../map.ts';
import { isSimple, mapProblems } from '../map-check.ts';

const on = (features: MapSpec['features']): MapSpec => ({ name: 'T', width: 10, depth: 8, features });

describe('map check', () => {
  it('OS-TERR-1 MAP-1 and a convex or concave simple polygon have no problem', () => {
    expect(mapProblems(MAP_1)).toEqual([]);
    const ell: [number, number][] = [
      [1, 1],
      [5, 1],
      [5, 2],
      [2, 2],
      [2, 5],
      [1, 5],
    ];
    expect(mapProblems(on([{ type: 'ruins', polygon: ell }]))).toEqual([]);
  });

  it('OS-TERR-1 a bow tie, a repeated vertex and a fold back are not simple; a flat polygon has no area', () => {
    expect(
      isSimple([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
      ]),
    ).toBe(false);
    expect(
      isSimple([
        [0, 0],
        [0, 0],
        [2, 0],
        [0, 2],
      ]),
    ).toBe(false);
    expect(
      isSimple([
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 2],
      ]),
    ).toBe(false);
    // Two points 0.4 mm apart round to the same millimetre: the polygon degenerates on the battle's grid.
    const p = mapProblems(
      on([
        {
          type: 'grove',
          polygon: [
            [1, 1],
            [1.0004, 1],
            [3, 3],
          ],
        },
      ]),
    );
    expect(p.map((x) => x.code)).toEqual(['map.notSimple']);
    expect(p[0]!.en).toBe(
      'Piece 1 (Grove): its edges cross or two consecutive vertices are the same point; a piece is a simple polygon (edges that do not cross).',
    );
  });

  it('ARB-OS-93 every vertex lies on the table, its edge included; each problem names the piece', () => {
    expect(mapProblems(on([{ type: 'swamp', polygon: rect(0, 10, 0, 8) }]))).toEqual([]);
    const p = mapProblems(
      on([
        { type: 'swamp', polygon: rect(0, 10.001, 0, 8) },
        { type: 'building', name: 'Ferme', polygon: rect(-1, 2, 1, 2) },
      ]),
    );
    expect(p.map((x) => [x.code, x.rule])).toEqual([
      ['map.outside', 'ARB-OS-93'],
      ['map.outside', 'ARB-OS-93'],
    ]);
    expect(p[1]!.message).toBe(
      'Pièce 2 (Ferme) : le sommet 1 (-1 ; 1) sort de la table ; les sommets vont de 0 à 10 m en x et de 0 à 8 m en y.',
    );
  });
});
