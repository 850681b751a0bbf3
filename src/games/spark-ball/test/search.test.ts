/**
 * The search bot's support for Spark Ball (search.ts): the state rebuilt from a view, legal inputs only, the
 * same decision for the same seed and budget, and a short series against the random bot.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../../bots/random.ts';
import { SearchAgent } from '../../../bots/search/agent.ts';
import type { Agent } from '../../../engine/runner.ts';
import { SeededRng } from '../../../engine/rng.ts';
import { SeededDice } from '../../../engine/sources.ts';
import type { Outcome } from '../../../engine/types.ts';
import type { SBAction } from '../actions.ts';
import { SparkBallGreedyAgent } from '../bot.ts';
import { sparkBall } from '../index.ts';
import { stateFromView } from '../rebuild.ts';
import { orderInputs, refineInput, sparkBallSearch } from '../search.ts';
import type { SBState } from '../state.ts';
import type { SBView } from '../view.ts';

/** Short matches (two turns, no sudden death) keep the tests fast. */
const SHORT = { match: { maxTurns: 2, suddenDeathTurns: 0 } };
const concedes = (a: unknown) => (a as SBAction).type === 'concede';

/**
 * Plays a match like the runner (every input validated), showing `look` the true state, the view as the wire
 * carries it (JSON), the legal inputs and the seat at each decision before the agent answers.
 */
function play(
  options: unknown,
  agents: Agent[],
  seed: string,
  look: (s: SBState, view: SBView, legal: SBAction[], seat: number) => void = () => {},
): Outcome {
  const setup = sparkBall.setup(options);
  if (!setup.ok) throw new Error(setup.error.en);
  const s = setup.value;
  const dice = new SeededDice(seed);
  for (;;) {
    const p = sparkBall.pending(s);
    if (p.kind === 'over') return p.outcome;
    if (p.kind === 'chance') {
      const r = sparkBall.applyChance(s, dice.roll(p.request));
      if (!r.ok) throw new Error(r.error.en);
      continue;
    }
    if (p.kind !== 'decision') throw new Error('Spark Ball has no simultaneous orders');
    const view = JSON.parse(JSON.stringify(sparkBall.view(s, p.player))) as SBView;
    const legal = sparkBall.legal(s, p.player);
    look(s, view, legal, p.player);
    const v = sparkBall.validate(s, p.player, agents[p.player]!.choose(view, legal, p.player));
    if (!v.ok) throw new Error(`seat ${p.player}: ${v.error.en}`);
    sparkBall.apply(s, p.player, v.value);
  }
}

/** The kinds of decision the search bot meets in the legal-inputs test. */
const KINDS = [
  'activate',
  'captain',
  'charge',
  'concede',
  'decline',
  'defend',
  'deploy',
  'deployOrder',
  'end',
  'leap',
  'lineup',
  'massacre',
  'move',
  'noReroll',
  'pass',
  'passBall',
  'pickUp',
  'reroll',
  'shoot',
  'standUp',
  'tackle',
];
/** Decisions checked by the same-seed test. */
const SAME = 8;
/**
 * The series against random: first goal wins, 8 turns at most; the budget; the pinned results (W, D, L from the
 * search bot's seat, which alternates).
 */
const SERIES = {
  options: { match: { goalsToWin: 1, maxTurns: 8, suddenDeathTurns: 0 } },
  games: 6,
  iterations: 30,
  expected: 'WWWWWW',
};

/** The search bot with an iteration budget (the core opens the root's inputs in `orderInputs`' order too). */
const search = (seed: string, iterations: number) =>
  new SearchAgent(sparkBallSearch, seed, { budget: { iterations } });
const random = (seed: string) => new RandomAgent(seed, 'Random', concedes);

describe('Spark Ball search support', () => {
  it('rebuilds the true state from every view of seeded random matches (hash, legal inputs, every field)', () => {
    let positions = 0;
    for (let i = 0; i < 4; i++) {
      // Random matches, and greedy ones (passes, shots, charges, kick-offs after goals).
      const agents =
        i % 2 === 0
          ? [random(`rebuild-${i}-0`), random(`rebuild-${i}-1`)]
          : [new SparkBallGreedyAgent(`rebuild-${i}-0`), new SparkBallGreedyAgent(`rebuild-${i}-1`)];
      play(
        { match: { maxTurns: 4, suddenDeathTurns: 0 } },
        agents,
        `rebuild-${i}`,
        (s, view, legal, seat) => {
          const r = stateFromView(view);
          expect(sparkBall.hash(r)).toBe(sparkBall.hash(s));
          expect(sparkBall.legal(r, seat)).toEqual(legal);
          expect({ ...r, pl: Array.from(r.pl) }).toEqual({ ...s, pl: Array.from(s.pl) });
          positions++;
        },
      );
    }
    expect(positions).toBe(587);
  });

  it('orders every legal input once and refines continuous inputs into legal ones', () => {
    let checked = 0;
    let refined = 0;
    const rng = new SeededRng('refine');
    play(SHORT, [random('order-0'), random('order-1')], 'order', (s, _view, legal, seat) => {
      const order = orderInputs(s, seat, legal);
      expect(order.map((a) => JSON.stringify(a)).sort()).toEqual(legal.map((a) => JSON.stringify(a)).sort());
      checked++;
      for (const a of legal.slice(0, 40)) {
        for (const b of refineInput(s, seat, a, rng)) {
          if (sparkBall.validate(s, seat, b).ok) refined++;
        }
      }
    });
    expect([checked, refined]).toEqual([69, 6807]);
  });

  it('plays only legal inputs, of every kind of decision it meets, against the random bot', () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const agents = [search(`legal-${i}`, 30), random(`legal-r${i}`)];
      if (i === 1) agents.reverse();
      // `play` validates every input: an illegal one throws.
      play(SHORT, agents, `legal-${i}`, (_s, _view, legal, seat) => {
        if (seat === i) for (const a of legal) kinds.add(a.type);
      });
    }
    expect([...kinds].sort()).toEqual(KINDS);
  });

  it('makes the same decision for the same seed and iteration budget', () => {
    const seen: string[] = [];
    let n = 0;
    play(SHORT, [random('same-0'), random('same-1')], 'same', (_s, view, legal, seat) => {
      if (n++ % 5 !== 0 || legal.length < 3) return;
      const a = search('same', 60);
      const b = search('same', 60);
      const x = JSON.stringify(a.choose(view, legal, seat));
      expect(JSON.stringify(b.choose(view, legal, seat))).toBe(x);
      expect(a.last?.iterations).toBe(60);
      seen.push(x);
    });
    expect(seen.length).toBe(SAME);
  });

  it('beats the random bot in a short series, seats alternated', () => {
    const results: string[] = [];
    for (let i = 0; i < SERIES.games; i++) {
      const me = i % 2;
      const agents = [search(`series-${i}`, SERIES.iterations), random(`series-r${i}`)];
      if (me === 1) agents.reverse();
      const o = play(SERIES.options, agents, `series-${i}`);
      results.push(o.winners.length === 1 ? (o.winners[0] === me ? 'W' : 'L') : 'D');
    }
    expect(results.join('')).toBe(SERIES.expected);
    // Against random the search never loses and wins most of these short matches (before the greedy prior and
    // the loose-ball evaluation of search-eval.ts, two of the six stayed 0–0: it was slow to pick the loose ball
    // up after the kick-off). Full matches: docs/bots.md.
    expect(results.filter((r) => r === 'W').length).toBeGreaterThanOrEqual(5);
    expect(results.filter((r) => r === 'L').length).toBe(0);
  });
});
