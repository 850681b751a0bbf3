/**
 * The search bots' loose-ball evaluation (search-eval.ts): the side that reaches the loose ball first, in
 * phases, gets it; holding the ball is worth more than being first to it.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../../bots/random.ts';
import { SeededDice } from '../../../engine/sources.ts';
import type { SBAction } from '../actions.ts';
import { type TableView } from '../bot.ts';
import { sparkBall } from '../index.ts';
import { looseTimes } from '../search-eval.ts';
import { orderPrior, PRIOR_GREEDY } from '../search.ts';
import { publicView, type SBPlayerView } from '../view.ts';

/** The first phase start of a seeded random match with the ball loose, as the table shows it. */
function loosePhaseStart(): TableView {
  const setup = sparkBall.setup({});
  if (!setup.ok) throw new Error(setup.error.en);
  const s = setup.value;
  const dice = new SeededDice('loose');
  const agents = [0, 1].map(
    (i) => new RandomAgent(`loose-${i}`, 'Random', (a) => (a as SBAction).type === 'concede'),
  );
  for (;;) {
    const p = sparkBall.pending(s);
    if (p.kind === 'over') throw new Error('no loose ball');
    if (p.kind === 'chance') {
      const r = sparkBall.applyChance(s, dice.roll(p.request));
      if (!r.ok) throw new Error(r.error.en);
      continue;
    }
    if (p.kind !== 'decision') throw new Error('no orders in Spark Ball');
    const legal = sparkBall.legal(s, p.player);
    const v = publicView(s, p.player);
    if (v.ball.state === 'loose' && v.activation === null && legal.some((a) => a.type === 'activate'))
      return v;
    const r = sparkBall.validate(s, p.player, agents[p.player]!.choose(v, legal, p.player));
    if (!r.ok) throw new Error(r.error.en);
    sparkBall.apply(s, p.player, r.value);
  }
}

/** The view with every player off the pitch but one of each side, at the given points. */
function duel(v: TableView, home: { x: number; y: number }, away: { x: number; y: number }): TableView {
  const players: SBPlayerView[] = [];
  for (const side of [0, 1]) {
    const p = v.players.find((q) => q.side === side && q.where === 'pitch')!;
    const at = side === 0 ? home : away;
    players.push({
      ...p,
      ...at,
      prone: false,
      done: false,
      stunnedThroughTurn: 0,
      stats: { ...p.stats, mv: 5 },
    });
  }
  return { ...v, players, ball: { state: 'loose', x: 6.5, y: 10.5, holder: null } };
}

const mr = (p: SBPlayerView) => p.radius;

describe('Spark Ball search evaluation', () => {
  it('gives the loose ball to the side that reaches it first, in phases', () => {
    const v = loosePhaseStart();
    const next = v.active as 0 | 1;
    const other = (1 - next) as 0 | 1;
    const near = { x: 6.5, y: 8 };
    // Far: 9.5 in from the ball, beyond MV 5, a leap and the pick-up's inch.

    const far = { x: 6.5, y: 20 };
    const mirror = { x: 6.5, y: 13 };
    const at = (side: number, a: typeof near, b: typeof near) =>
      (side === 0 ? [a, b] : [b, a]) as [typeof near, typeof near];
    // Both can reach it: the side to activate first gets it sooner.
    const both = looseTimes(duel(v, ...at(next, near, mirror)), mr);
    expect(both[next]).toBeLessThan(both[other]);
    // Only the other side can reach it in its activation: it is first, though it plays second.
    const only = looseTimes(duel(v, ...at(next, far, mirror)), mr);
    expect(only[other]).toBeLessThan(only[next]);
    // A player who has acted this turn cannot go to it before the next turn.
    const w = duel(v, ...at(next, near, mirror));
    w.players = w.players.map((p) => (p.side === next ? { ...p, done: true } : p));
    const done = looseTimes(w, mr);
    expect(done[other]).toBeLessThan(done[next]);
  });

  it('puts half the prior on the greedy choice, the rest decreasing in the order of the inputs', () => {
    const actions = Array.from({ length: 30 }, (): SBAction => ({ type: 'end' }));
    const p = orderPrior(null as never, 0, actions)!;
    expect(p[0]).toBe(PRIOR_GREEDY);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    for (let i = 2; i < p.length; i++) expect(p[i]!).toBeLessThan(p[i - 1]!);
    expect(orderPrior(null as never, 0, actions.slice(0, 1))).toBeNull();
  });
});
