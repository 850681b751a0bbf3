import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/types.ts';
import { sparkBall } from '../index.ts';
import { Stage } from '../state.ts';
import { Table, testOptions } from '../testing.ts';
import { checkTurnLimit, REFEREE_LIMIT } from '../turn.ts';

/** Turn 1 of a match with `match` options; the turn counter then set to `turn` with the score `score`. */
function at(match: Record<string, unknown>, turn: number, score: [number, number]): Table {
  const t = Table.atTurn1(0, testOptions({ match }));
  t.s.turn = turn;
  t.s.score = score;
  return t;
}

describe('match limits now that goals are scored (SB-END-2, SB-R-44, ARB-SB-55)', () => {
  it('SB-R-44 maxTurns: null and allowDraw: false are accepted now that a match can end on goals', () => {
    for (const match of [{ maxTurns: null }, { allowDraw: false }, { maxTurns: null, allowDraw: false }]) {
      const r = sparkBall.setup(testOptions({ match }));
      expect(r.ok).toBe(true);
      if (r.ok) expect(Number.isFinite(sparkBall.stepBound(r.value))).toBe(true);
    }
  });

  it('ARB-SB-55 maxTurns: null plays no turn limit up to the referee’s 100 turns, then SB-END-2 as usual', () => {
    const events: GameEvent[] = [];
    const t = at({ maxTurns: null, suddenDeathTurns: 2 }, 99, [1, 1]);
    expect(checkTurnLimit(t.s, events)).toBe(false);
    expect(events).toEqual([]);
    t.s.turn = REFEREE_LIMIT;
    expect(checkTurnLimit(t.s, events)).toBe(false);
    expect(events).toEqual([{ type: 'suddenDeath', rule: 'SB-END-2', turns: 2 }]);
    t.s.turn = 102;
    expect(checkTurnLimit(t.s, events)).toBe(true);
    expect(events.at(-2)).toEqual({ type: 'matchOver', rule: 'ARB-SB-55', winner: -1, score: [1, 1] });
    const u = at({ maxTurns: null }, 100, [2, 1]);
    expect(checkTurnLimit(u.s, [])).toBe(true);
    expect(u.s.outcome?.winners).toEqual([0]);
  });

  it('ARB-SB-55 allowDraw: false: sudden death goes on (100 turns at most), a goal in it wins', () => {
    const t = at({ maxTurns: 2, allowDraw: false, suddenDeathTurns: 1 }, 2, [0, 0]);
    const events: GameEvent[] = [];
    expect(checkTurnLimit(t.s, events)).toBe(false);
    expect(events).toEqual([{ type: 'suddenDeath', rule: 'SB-END-2', turns: REFEREE_LIMIT }]);
    t.s.turn = 3; // past suddenDeathTurns (1): no draw
    expect(checkTurnLimit(t.s, events)).toBe(false);
    t.s.turn = 2 + REFEREE_LIMIT - 1;
    expect(checkTurnLimit(t.s, events)).toBe(false);
    t.s.score = [0, 1];
    expect(checkTurnLimit(t.s, events)).toBe(true);
    expect(t.s.outcome?.winners).toEqual([1]);
    const u = at({ maxTurns: 2, allowDraw: false }, 2 + REFEREE_LIMIT, [1, 1]);
    expect(checkTurnLimit(u.s, [])).toBe(true);
    expect(u.s.stage).toBe(Stage.Over);
    expect(u.s.outcome?.winners).toEqual([0, 1]);
  });

  it('ARB-SB-55 stepBound counts the referee’s limit: finite, and larger for the unbounded variants', () => {
    const bound = (match: Record<string, unknown>) => {
      const r = sparkBall.setup(testOptions({ match }));
      if (!r.ok) throw new Error(r.error.en);
      return sparkBall.stepBound(r.value);
    };
    expect(bound({ maxTurns: null })).toBe(bound({ maxTurns: 100 }));
    expect(bound({ allowDraw: false })).toBeGreaterThan(bound({}));
    expect(bound({ maxTurns: null, allowDraw: false })).toBe(260 + 200 * 4600 + 2 * 3 * 240);
  });
});
