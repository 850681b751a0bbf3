import { describe, expect, it } from 'vitest';
import { botFactory, botLevels } from '../../../bots/index.ts';
import { RandomAgent } from '../../../bots/random.ts';
import { runMatch } from '../../../engine/runner.ts';
import { SeededDice } from '../../../engine/sources.ts';
import { duel } from '../../../../scripts/sb-greedy.ts';
import { SparkBallGreedyAgent } from '../bot.ts';
import { sparkBall } from '../index.ts';
import { viewOf } from '../view.ts';
import { Table } from '../testing.ts';

describe('Spark Ball bots', () => {
  it('offers random and greedy; random plays whole short matches with every legal list and decision', () => {
    expect(botLevels('spark-ball')).toEqual(['random', 'greedy']);
    expect(botFactory('spark-ball', 'greedy')?.('s', 'G', sparkBall).seat).toEqual({
      name: 'G',
      kind: 'bot:greedy',
    });
    for (let i = 0; i < 3; i++) {
      const r = runMatch(
        sparkBall,
        { match: { maxTurns: 2, suddenDeathTurns: 0 } },
        {
          agents: [0, 1].map((k) => botFactory('spark-ball', 'random')!(`r${i}${k}`, 'R', sparkBall)),
          dice: new SeededDice(`random-${i}`),
        },
      );
      expect(r.outcome).not.toBeNull();
    }
  });

  it('greedy picks up the ball next to him, and reacts: rerolls his failed roll, tackles the carrier', () => {
    const bot = new SparkBallGreedyAgent('t');
    const t = Table.atTurn1(0);
    t.act(0, { type: 'activate', player: 'h7' });
    t.act(0, { type: 'move', path: [{ x: 9.5, y: 9.5 }] });
    expect(bot.choose(viewOf(t.s, 0), t.legal(0), 0)).toEqual({ type: 'pickUp' });
    t.act(0, { type: 'pickUp' });
    t.roll(1);
    expect(t.pending()).toMatchObject({ kind: 'decision', label: 'D-26' });
    expect(bot.choose(viewOf(t.s, 0), t.legal(0), 0)).toEqual({ type: 'reroll' });
    t.act(0, { type: 'reroll' });
    t.roll(6);
    expect(t.s.holder).toBe(t.index('h7'));
    // The carrier's next move runs at the Away goal (y = 21) and keeps out of tackle reach.
    const move = bot.choose(viewOf(t.s, 0), t.legal(0), 0) as {
      type: string;
      path: { x: number; y: number }[];
    };
    expect(move.type).toBe('move');
    expect(move.path[0]!.y).toBeGreaterThan(9.5);
  });

  it('greedy answers decisions it does not know with a legal input other than concede', () => {
    const bot = new SparkBallGreedyAgent('t');
    const legal = [{ type: 'somethingNew', n: 1 }, { type: 'somethingNew', n: 2 }, { type: 'concede' }];
    expect(bot.choose(viewOf(Table.atTurn1(0).s, 0), legal, 0)).toEqual({ type: 'somethingNew', n: 1 });
    expect(new RandomAgent('x').choose(null, [{ type: 'concede' }], 0)).toEqual({ type: 'concede' });
  });

  it('greedy against random, seats alternated (8 short matches): never beaten, ends with the ball', () => {
    const d = duel(8, 3, 'unit');
    expect(d.losses).toBe(0);
    expect(d.heldByGreedy).toBeGreaterThanOrEqual(6);
    expect(d.advance).toBeGreaterThan(2);
  });
});
