import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../engine/conformance.ts';
import { SeededRng } from '../../../engine/rng.ts';
import { ok, type Rules } from '../../../engine/types.ts';
import { scoreGoal } from '../goal.ts';
import { sparkBall, type SBAction, type SBView } from '../index.ts';
import { get, OutReason, P_OUT, P_WHERE, set, Stage, Where, type SBState } from '../state.ts';
import { roster, rosterPlayer, Table, testOptions } from '../testing.ts';
import { options } from './conformance-options.ts';
import { catalogue, describe as describeEvent } from '../i18n.ts';
import type { GameEvent } from '../../../engine/types.ts';

/** The three variants of SB-R-52, SB-R-53 and SB-R-40 on, over the conformance options of game i. */
function withVariants(i: number): Record<string, unknown> {
  const o = options(i);
  return {
    ...o,
    deploy: { ...(o.deploy as object), alternate: true },
    lineup: { anyPositionFillsSlot: true },
    subs: { freeAtKickoff: true },
  };
}

/**
 * Spark Ball whose setup plays a random pre-match (alternate placements, line-ups with any player in any slot)
 * to turn 1, puts players Out and scores a goal, so that every match also plays a kick-off after a goal with
 * free swaps, substitutions of any position and an alternate redeployment.
 */
const fromAGoal: Rules<SBState, SBAction, SBView> = {
  ...sparkBall,
  setup(o) {
    const r = sparkBall.setup(o);
    if (!r.ok) return r;
    const s = r.value;
    const rng = new SeededRng(`sb-variants-setup:${JSON.stringify(s.o.match)}`);
    while (s.stage !== Stage.Turn) {
      const p = sparkBall.pending(s);
      if (p.kind === 'chance') {
        const outcomes = sparkBall.chanceOutcomes(s)!;
        const res = sparkBall.applyChance(s, outcomes[rng.int(0, outcomes.length - 1)]!.faces);
        if (!res.ok) throw new Error(res.error.en);
      } else if (p.kind === 'decision') {
        const legal = sparkBall.legal(s, p.player).filter((a) => a.type !== 'concede');
        sparkBall.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!);
      } else throw new Error('the match ended before turn 1');
    }
    const t = new Table(s);
    for (const [id, reason] of [
      ['h6', OutReason.KO],
      ['a2', OutReason.KO],
      ['a7', OutReason.Serious],
    ] as const) {
      const p = t.index(id);
      if (get(s, p, P_WHERE) !== Where.Pitch) continue;
      set(s, p, P_WHERE, Where.Out);
      set(s, p, P_OUT, reason);
    }
    const scoring = s.o.match.suddenDeathTurns % 2;
    scoreGoal(s, scoring, false, -1, []);
    return ok(s);
  },
};

describe('Spark Ball conformance with deploy.alternate, lineup.anyPositionFillsSlot and subs.freeAtKickoff', () => {
  it('SB-R-52 / SB-R-53 / SB-R-40 50 seeded random matches with the three variants stay within the contract', () => {
    const stats = runConformance(sparkBall, {
      games: 50,
      seed: 'spark-ball-variants',
      options: withVariants,
      legalSample: 12,
    });
    expect(stats.games).toBe(50);
    expect(stats.decisions).toBeGreaterThan(50 * 20);
  });

  it('SB-R-40 seeded random matches from a goal: swaps, substitutions and alternate redeployment', () => {
    const stats = runConformance(fromAGoal, {
      games: 12,
      seed: 'spark-ball-variants-kick',
      options: (i) =>
        testOptions(
          {
            scatter: { directions: i % 2 === 0 ? '8' : '12' },
            match: { maxTurns: 3, suddenDeathTurns: i % 3 },
            turn: { emptyPhaseLimit: 2 },
            deploy: { alternate: true, strictPositions: i % 4 === 1 },
            lineup: { anyPositionFillsSlot: i % 3 !== 2 },
            subs: { freeAtKickoff: true },
            kickoff: { afterGoal: i % 3 === 1 ? 'centreScatter' : 'possessionToConceding' },
            injury: { koReturn: i % 2 === 0 ? 'tryThenSubstitute' : 'eitherOr' },
          },
          roster('h', {}, [rosterPlayer('h8', 'attacker'), rosterPlayer('h9', 'defender')]),
          roster('a', {}, [rosterPlayer('a8', 'keeper'), rosterPlayer('a9', 'defender')]),
        ),
      legalSample: 12,
    });
    expect(stats.games).toBe(12);
  });

  it('SB-R-40 random play from a goal meets every new decision, and each new event has a log line', () => {
    const seen = new Set<string>();
    const events: GameEvent[] = [];
    for (let g = 0; g < 6; g++) {
      const r = fromAGoal.setup(
        testOptions(
          {
            scatter: { directions: '8' },
            match: { maxTurns: 2 },
            deploy: { alternate: true },
            lineup: { anyPositionFillsSlot: g % 2 === 0 },
            subs: { freeAtKickoff: true },
          },
          roster('h', {}, [rosterPlayer('h8', 'attacker'), rosterPlayer('h9', 'defender')]),
          roster('a', {}, [rosterPlayer('a8', 'keeper'), rosterPlayer('a9', 'defender')]),
        ),
      );
      if (!r.ok) throw new Error(r.error.en);
      const s = r.value;
      const rng = new SeededRng(`variants-${g}`);
      for (let step = 0; step < 100_000; step++) {
        const p = sparkBall.pending(s);
        if (p.kind === 'over') break;
        if (p.kind === 'chance') {
          const o = sparkBall.chanceOutcomes(s)!;
          const res = sparkBall.applyChance(s, o[rng.int(0, o.length - 1)]!.faces);
          if (!res.ok) throw new Error(res.error.en);
          events.push(...res.value);
          continue;
        }
        if (p.kind !== 'decision') throw new Error('unexpected pending');
        const legal = sparkBall.legal(s, p.player).filter((a) => a.type !== 'concede');
        const a = legal[rng.int(0, legal.length - 1)]!;
        seen.add(`${p.label}:${a.type}`);
        events.push(...sparkBall.apply(s, p.player, a));
      }
      expect(s.stage).toBe(Stage.Over);
    }
    for (const a of ['D-31:swap', 'D-31:endSwaps', 'D-31:substitute', 'D-32:deployOne']) {
      expect(seen.has(a), a).toBe(true);
    }
    const types = new Set(events.map((e) => e.type));
    for (const type of ['swapped', 'swapsDone', 'deployed', 'substituted'])
      expect(types.has(type), type).toBe(true);
    for (const e of events) {
      const key = e.type === 'roll' ? `roll.${e.rule}` : e.type;
      for (const lang of ['fr', 'en'] as const) {
        expect(catalogue[lang][key], `${lang} ${key}`).toBeDefined();
        expect(describeEvent(e, lang)).not.toMatch(/\{\{|undefined|NaN/);
      }
    }
  });
});
