import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { SeededRng } from '../../../engine/rng.ts';
import { ok, type Rules } from '../../../engine/types.ts';
import { scoreGoal } from '../goal.ts';
import { sparkBall, type SBAction, type SBView } from '../index.ts';
import { OutReason, P_OUT, P_WHERE, set, Stage, Where, type SBState } from '../state.ts';
import { options } from './conformance-options.ts';

const AFTER_GOAL = ['possessionToConceding', 'centreScatter', 'concedingPlacesAndScatters'] as const;

/** Conformance game i's options with `turn.passRequiresPlayer` and the kick-off variants spread over the games. */
function variantOptions(i: number): Record<string, unknown> {
  const o = options(i);
  return {
    ...o,
    turn: { ...(o.turn as Record<string, unknown>), passRequiresPlayer: i % 4 !== 3 },
    kickoff: { afterGoal: AFTER_GOAL[i % 3 === 0 ? 2 : i % 3 === 1 ? 0 : 1], redeploy: i % 2 === 1 },
  };
}

/**
 * Spark Ball whose setup plays a random pre-match to turn 1, puts a few players Out and scores a goal, so that
 * every game goes through a kick-off after a goal under these variants (returns and substitutes to place when
 * positions are kept, the conceding coach's ball placement and its scatter).
 */
const fromAGoal: Rules<SBState, SBAction, SBView> = {
  ...sparkBall,
  setup(opts) {
    const r = sparkBall.setup(opts);
    if (!r.ok) return r;
    const s = r.value;
    const rng = new SeededRng(`sb-kick-variants:${s.o.match.maxTurns}:${s.o.turn.emptyPhaseLimit}`);
    while (s.stage !== Stage.Turn) {
      const p = sparkBall.pending(s);
      if (p.kind === 'chance') {
        const o = sparkBall.chanceOutcomes(s)!;
        const res = sparkBall.applyChance(s, o[rng.int(0, o.length - 1)]!.faces);
        if (!res.ok) throw new Error(res.error.en);
      } else if (p.kind === 'decision') {
        const legal = sparkBall.legal(s, p.player).filter((a) => a.type !== 'concede');
        sparkBall.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!);
      } else throw new Error('the match ended before turn 1');
    }
    // Two KO players and an injured one: returns, and the reserves (r8, r9 in some games) as substitutes.
    for (const [id, reason] of [
      ['h6', OutReason.KO],
      ['a5', OutReason.KO],
      ['a3', OutReason.Light],
    ] as const) {
      const p = s.info.findIndex((q) => q.id === id);
      set(s, p, P_WHERE, Where.Out);
      set(s, p, P_OUT, reason);
    }
    const scoring = s.o.turn.emptyPhaseLimit % 2;
    const scorer = s.info.findIndex((q) => q.id === (scoring === 0 ? 'h5' : 'a6'));
    scoreGoal(s, scoring, false, scorer, []);
    return ok(s);
  },
};

describe('conformance with the kick-off and pass variants (SB-R-13, SB-R-14)', () => {
  it('SB-R-13 seeded random matches with spending passes and the kick-off variants stay within the contract', () => {
    const stats = runConformance(sparkBall, {
      games: 30,
      seed: 'sb-kick-variants',
      options: variantOptions,
      legalSample: 12,
    });
    expect(stats.games).toBe(30);
  });

  it('SB-R-14 seeded random matches from a goal under the kick-off variants stay within the contract', () => {
    const stats = runConformance(fromAGoal, {
      games: 24,
      seed: 'sb-kick-variants-goal',
      options: variantOptions,
      legalSample: 12,
    });
    expect(stats.games).toBe(24);
  });
});
