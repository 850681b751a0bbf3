// Entry of an arena worker thread: workers do not inherit the main thread's tsx hooks, so register them here.
import { register } from 'tsx/esm/api';

register();
const { playArenaGame } = await import('./arena-game.ts');
const { games } = await import('../games/registry.ts');

/** Plays one game of the tournament (arena-game.ts) with the registry's rules. */
export default function play(task) {
  const rules = games[task.game];
  if (rules === undefined) throw new Error(`unknown game ${task.game}`);
  return playArenaGame(rules, task);
}
