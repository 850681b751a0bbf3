import { describe, expect, it } from 'vitest';
import { checkFaces, parseDice, uniformOutcomes } from './dice.ts';

describe('dice notation', () => {
  it('parses 1d6, 2d6, 1d8, 1d3, pools and the scatter die', () => {
    expect(parseDice('1d6')).toEqual({
      ok: true,
      value: { notation: '1d6', count: 1, sides: 6, scatter: false },
    });
    expect(parseDice('2d6')).toMatchObject({ ok: true, value: { count: 2, sides: 6 } });
    expect(parseDice('1d8')).toMatchObject({ ok: true, value: { count: 1, sides: 8 } });
    expect(parseDice('1d3')).toMatchObject({ ok: true, value: { count: 1, sides: 3 } });
    expect(parseDice('12d6')).toMatchObject({ ok: true, value: { count: 12, sides: 6 } });
    expect(parseDice('1d12')).toMatchObject({ ok: true, value: { count: 1, sides: 12 } });
    expect(parseDice('1d360000')).toMatchObject({ ok: true, value: { count: 1, sides: 360000 } });
    expect(parseDice('scatter')).toMatchObject({ ok: true, value: { count: 1, sides: 8, scatter: true } });
  });

  it('refuses unknown notations with a message in both languages', () => {
    for (const bad of ['d6', '1d7', '0d6', '1d6+1', '', 'D6']) {
      const r = parseDice(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('dice.notation');
        expect(r.error.message).toContain('attendu');
        expect(r.error.en).toContain('expected');
      }
    }
  });

  it('checks faces against the request: a 7 on a d6, two faces for one die, a string are refused', () => {
    expect(checkFaces('1d6', [6])).toEqual({ ok: true, value: [6] });
    expect(checkFaces('2d6', [1, 6])).toEqual({ ok: true, value: [1, 6] });
    expect(checkFaces('scatter', [8])).toEqual({ ok: true, value: [8] });
    const cases: [string, unknown, string][] = [
      ['1d6', [7], 'dice.face'],
      ['1d6', [0], 'dice.face'],
      ['1d6', [2.5], 'dice.face'],
      ['1d6', ['4'], 'dice.face'],
      ['1d6', [3, 4], 'dice.count'],
      ['2d6', [3], 'dice.count'],
      ['1d6', '4', 'dice.notArray'],
      ['1d6', null, 'dice.notArray'],
      ['1d3', [4], 'dice.face'],
      ['1d8', [9], 'dice.face'],
    ];
    for (const [dice, faces, code] of cases) {
      const r = checkFaces(dice, faces, 'PS-DODGE-1');
      expect(r.ok, `${dice} ${JSON.stringify(faces)}`).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.rule).toBe('PS-DODGE-1');
        expect(r.error.en).toContain(dice);
      }
    }
  });

  it('enumerates every ordered outcome with its probability', () => {
    const two = uniformOutcomes('2d6');
    expect(two).toHaveLength(36);
    expect(two.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
    expect(two.filter((o) => o.faces[0]! + o.faces[1]! >= 8)).toHaveLength(15);
    expect(uniformOutcomes('scatter').map((o) => o.faces[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
