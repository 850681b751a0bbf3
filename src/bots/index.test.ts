import { describe, expect, it } from 'vitest';
import { run } from '../cli/main.ts';
import type { SimulateSummary } from '../cli/simulate.ts';
import { pillards } from '../games/pillards/index.ts';
import { pissSquig } from '../games/piss-squig/index.ts';
import { botFactory, botLevels } from './index.ts';

class Sink {
  text = '';
  isTTY = false;
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const games = { [pillards.id]: pillards, [pissSquig.id]: pissSquig };
  const code = await run(argv, { games, stdout, stderr });
  return { code, out: stdout.text, err: stderr.text };
}

describe('bot registry', () => {
  it("offers 'random' and 'greedy' for every game, nothing for an unknown one", () => {
    expect(botLevels('pillards')).toEqual(['random', 'greedy', 'search', 'search-strong']);
    expect(botLevels('piss-squig')).toEqual(['random', 'greedy', 'search', 'search-strong']);
    expect(botLevels('osoi')).toEqual(['random', 'greedy', 'search', 'search-strong']);
    expect(botLevels('spark-ball')).toEqual(['random', 'greedy', 'search', 'search-strong']);
    expect(botFactory('osoi', 'greedy')).toBeDefined();
    expect(botFactory('no-such-game', 'greedy')).toBeUndefined();
    for (const [id, rules] of [
      ['pillards', pillards],
      ['piss-squig', pissSquig],
    ] as const) {
      expect(botFactory(id, 'greedy')?.('s', 'G', rules).seat).toEqual({ name: 'G', kind: 'bot:greedy' });
    }
    expect(botFactory('anything', 'random')?.('s', 'R', pissSquig).seat).toEqual({
      name: 'R',
      kind: 'bot:random',
    });
  });

  it('arbitre simulate --bots greedy,random plays Pillards and Piss’ Squig; an unknown level is refused', async () => {
    const a = await cli(
      'simulate',
      'pillards',
      '--games',
      '6',
      '--players',
      '2',
      '--bots',
      'greedy,random',
      '--json',
    );
    expect(a.code).toBe(0);
    const s = JSON.parse(a.out) as SimulateSummary;
    expect(s.bots).toEqual(['greedy', 'random']);
    expect(s.wins[0]! + s.wins[1]!).toBeGreaterThanOrEqual(6);
    const c = await cli(
      'simulate',
      'piss-squig',
      '--games',
      '6',
      '--options',
      '{"maxRounds":8}',
      '--bots',
      'greedy,random',
      '--json',
    );
    expect(c.code).toBe(0);
    const ps = JSON.parse(c.out) as SimulateSummary;
    expect(ps.bots).toEqual(['greedy', 'random']);
    expect(ps.wins[0]).toBeGreaterThanOrEqual(5);
    expect(ps.averageScores[0]).toBeGreaterThan(ps.averageScores[1]!);
    const b = await cli('simulate', 'piss-squig', '--bots', 'mcts');
    expect(b.code).not.toBe(0);
    expect(b.err).toMatch(
      /Unknown bot "mcts" for piss-squig \(available: random, greedy, search, search-strong\)/,
    );
  });
});
