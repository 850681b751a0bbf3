import { describe, expect, it } from 'vitest';
import { parseOptions } from '../options.ts';
import { d3, deviationInches, directionDice, directionOf, isHit, rollOffWinner } from '../dice.ts';
import { difficultyEvent, resolveTest, testEvent } from '../tests.ts';
import { testOptions } from '../testing.ts';

const opts = (more: Record<string, unknown> = {}) => {
  const o = parseOptions(testOptions(more));
  if (!o.ok) throw new Error(o.error.en);
  return o.value;
};

describe('tests and margins (SB-GEN, section 1.5)', () => {
  it('SB-GEN-3 a test succeeds when 1D6 + characteristic + modifiers reaches the difficulty', () => {
    expect(resolveTest(3, 3, 6)).toEqual({ die: 3, total: 6, success: true, ms: 0, mf: 0 });
    expect(resolveTest(2, 3, 6)).toEqual({ die: 2, total: 5, success: false, ms: 0, mf: 1 });
  });

  it('SB-GEN-4 a natural 6 succeeds even when the total is below the difficulty, and has MS 0', () => {
    expect(resolveTest(6, 0, 9)).toEqual({ die: 6, total: 6, success: true, ms: 0, mf: 0 });
  });

  it('SB-GEN-4 a natural 1 fails even when the total reaches the difficulty, and has MF 0', () => {
    expect(resolveTest(1, 6, 5)).toEqual({ die: 1, total: 7, success: false, ms: 0, mf: 0 });
  });

  it('SB-GEN-5 margins: MS = total − D on a success, MF = D − total on a failure, never negative', () => {
    expect(resolveTest(5, 4, 6)).toMatchObject({ success: true, ms: 3, mf: 0 });
    expect(resolveTest(2, -1, 6)).toMatchObject({ success: false, ms: 0, mf: 5 });
    expect(resolveTest(1, 0, 0)).toMatchObject({ success: false, ms: 0, mf: 0 });
  });

  it('SB-GEN-7 modifiers add up: AG 3 with two Unbalanced causes rolls with modifier +1', () => {
    const e = testEvent('SB-MOVE-5', 'ROLL-PICKUP', 0, 4, 3 - 1 - 1, 6);
    expect(e).toMatchObject({
      type: 'roll',
      dice: '1d6',
      faces: [4],
      modifier: 1,
      total: 5,
      target: 6,
      success: false,
      mf: 1,
    });
  });

  it('SB-GEN-8 a difficulty-setting roll has a total and no success, whatever the natural face', () => {
    const e = difficultyEvent('SB-GEN-8', 'ROLL-CHARGE', 0, '1d6', [1], 3);
    expect(e).toMatchObject({ total: 4, result: 'difficulty', modifier: 3 });
    expect(e).not.toHaveProperty('success');
    expect(e).not.toHaveProperty('target');
  });

  it('SB-GEN-2 a D3 reads a D6 as 1–2 → 1, 3–4 → 2, 5–6 → 3', () => {
    expect([1, 2, 3, 4, 5, 6].map(d3)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('SB-GEN-9 a roll-off goes to the higher roll; a tie is rolled again', () => {
    expect(rollOffWinner(5, 2)).toBe(0);
    expect(rollOffWinner(2, 5)).toBe(1);
    expect(rollOffWinner(4, 4)).toBe(-1);
  });
});

describe('the scatter die (section 1.6)', () => {
  it('SB-R-01 faces 1–2 are HIT and 3–6 ARROW; with scatter.hitFaces = 1 only face 1', () => {
    const o = opts();
    expect([1, 2, 3, 4, 5, 6].map((f) => isHit(f, o))).toEqual([true, true, false, false, false, false]);
    const one = opts({ scatter: { hitFaces: 1 } });
    expect([1, 2].map((f) => isHit(f, one))).toEqual([true, false]);
  });

  it('SB-R-01 / ARB-SB-10 the direction is continuous by default (a millidegree), or one of 8 or 12 directions', () => {
    const o = opts();
    expect(directionDice(o)).toBe('1d360000');
    expect(directionOf(1, o)).toBe(0);
    expect(directionOf(37_501, o)).toBe(37_500);
    const eight = opts({ scatter: { directions: '8' } });
    expect(directionDice(eight)).toBe('1d8');
    expect(directionOf(3, eight)).toBe(90_000);
    const twelve = opts({ scatter: { directions: '12' } });
    expect(directionDice(twelve)).toBe('1d12');
    expect(directionOf(12, twelve)).toBe(330_000);
  });

  it('SB-EVENT-11 Vent magnétique discards the lowest distance die, Gravité importante the highest', () => {
    expect(deviationInches([2, 5, 3], 5, false)).toBe(8);
    expect(deviationInches([2, 5, 3], 9, false)).toBe(5);
    expect(deviationInches([2, 5], 7, false)).toBe(7);
  });

  it('SB-EVENT-11 on a kick-off HIT the highest remaining die is taken', () => {
    expect(deviationInches([2, 5, 3], 9, true)).toBe(3);
    expect(deviationInches([2, 5], 7, true)).toBe(5);
  });
});
