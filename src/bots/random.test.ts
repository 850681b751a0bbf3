import { describe, expect, it } from 'vitest';
import { RandomAgent } from './random.ts';

describe('RandomAgent', () => {
  it('picks every legal input, reproducibly from its seed', () => {
    const legal = ['a', 'b', 'c'];
    const a = new RandomAgent('x');
    const b = new RandomAgent('x');
    const picks = Array.from({ length: 300 }, () => a.choose(null, legal, 0));
    expect(Array.from({ length: 300 }, () => b.choose(null, legal, 0))).toEqual(picks);
    expect(new Set(picks)).toEqual(new Set(legal));
  });

  it('never resigns while anything else is legal', () => {
    const bot = new RandomAgent('r', 'Random', (a) => a === 'resign');
    for (let i = 0; i < 100; i++) expect(bot.choose(null, ['resign', 'a', 'b'], 0)).not.toBe('resign');
    expect(bot.choose(null, ['resign'], 0)).toBe('resign');
  });

  it('refuses to choose from nothing', () => {
    expect(() => new RandomAgent('x').choose(null, [], 3)).toThrow(/player 3/);
  });
});
