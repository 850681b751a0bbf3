import { describe, expect, it } from 'vitest';
import { botLevels } from '../bots/index.ts';
import { pissSquig } from '../games/piss-squig/index.ts';
import { position } from '../games/piss-squig/position.ts';
import choose, { type BotTask } from './bot-task.ts';
import { BotPool } from './bots.ts';

/** A Piss' Squig decision for a greedy seat: a carrier two squares from his post (0,0). */
function carrierTask(): BotTask {
  const s = position({ goblins: [{ at: [2, 2], point: true }, { at: [10, 10] }], squig: [6, 6] });
  return {
    game: 'piss-squig',
    level: 'greedy',
    seed: 'm:0:1',
    player: 0,
    view: pissSquig.view(s, 0),
    legal: pissSquig.legal(s, 0),
  };
}

describe('bot worker task', () => {
  it("offers the greedy level for Piss' Squig; a worker of the pool plays it from the view it is sent", async () => {
    expect(botLevels('piss-squig')).toContain('greedy');
    const task = carrierTask();
    expect(choose(structuredClone(task))).toEqual({ type: 'move' });
    const pool = new BotPool({ threads: 1 });
    try {
      expect(await pool.choose(task)).toEqual({ type: 'move' });
    } finally {
      await pool.close();
    }
  }, 60_000);
});
