/**
 * The server's bot pool keeps searches apart from quick bots: a random bot is answered while a search-strong
 * bot still thinks, and a search that runs past its limit fails (its worker stopped) without holding its lane.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_MS } from '../bots/index.ts';
import { pissSquig } from '../games/piss-squig/index.ts';
import { position } from '../games/piss-squig/position.ts';
import type { BotTask } from './bot-task.ts';
import { BotPool } from './bots.ts';

/** A Piss' Squig decision with many inputs (two goblins mid-pit), so a search uses its whole time. */
function task(level: string): BotTask {
  const s = position({ goblins: [{ at: [6, 4] }, { at: [6, 8] }], squig: [2, 2] });
  return {
    game: 'piss-squig',
    level,
    seed: 'm:0:1',
    player: 0,
    view: pissSquig.view(s, 0),
    legal: pissSquig.legal(s, 0),
  };
}

describe('bot pool lanes', () => {
  let pool: BotPool | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('the position offers several inputs (so searches think their whole time)', () => {
    expect(task('search').legal.length).toBeGreaterThan(3);
  });

  it('answers a random bot while a search-strong bot still thinks, with one thread a lane', async () => {
    pool = new BotPool({ threads: 1 });
    const legal = task('random').legal;
    // The quick lane's worker is up: its answer now takes milliseconds, the search a second and more.
    expect(legal).toContainEqual(await pool.choose(task('random')));
    const order: string[] = [];
    const slow = pool.choose(task('search-strong')).then((a) => (order.push('search-strong'), a));
    const quick = pool.choose(task('random')).then((a) => (order.push('random'), a));
    const [s, q] = await Promise.all([slow, quick]);
    expect(order).toEqual(['random', 'search-strong']);
    expect(legal).toContainEqual(s);
    expect(legal).toContainEqual(q);
  }, 60_000);

  it('fails a search past its limit, stopping its worker, and the lane goes on with the next search', async () => {
    // search-strong (1 s) may run 300 ms; search (250 ms) a minute.
    pool = new BotPool({ threads: 1, searchLimitMs: (ms) => (ms > SEARCH_MS.search ? 300 : 60_000) });
    const legal = task('search').legal;
    expect(legal).toContainEqual(await pool.choose(task('search')));
    const overrun = pool.choose(task('search-strong'));
    const next = pool.choose(task('search'));
    await expect(overrun).rejects.toThrow(/abort/i);
    expect(legal).toContainEqual(await next);
  }, 60_000);

  it('fails searches still waiting for a thread when the pool closes, instead of leaving them pending', async () => {
    pool = new BotPool({ threads: 1 });
    const running = pool.choose(task('search'));
    const waiting = pool.choose(task('search'));
    const closing = pool.close();
    pool = null;
    await expect(waiting).rejects.toThrow('bot pool closed');
    await expect(running).rejects.toThrow();
    await closing;
  }, 60_000);
});
