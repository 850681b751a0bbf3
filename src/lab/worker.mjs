// Entry of a lab worker thread: workers do not inherit the main thread's tsx hooks, so register them here.
import { register } from 'tsx/esm/api';

register();
const { playChunk } = await import('./play.ts');
const { games } = await import('../games/registry.ts');

/** Plays one chunk of a lab batch (play.ts) with the registry's rules. */
export default function play(chunk) {
  const rules = games[chunk.game];
  if (rules === undefined) throw new Error(`unknown game ${chunk.game}`);
  return playChunk(rules, chunk);
}
