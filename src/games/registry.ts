/**
 * The games Arbitre knows, by id. Drivers (CLI, server, bots) look games up here.
 */
import type { AnyRules } from '../engine/types.ts';
import { pissSquig } from './piss-squig/index.ts';

/** Every game's rules object, by its id. */
export const games: Record<string, AnyRules> = {
  [pissSquig.id]: pissSquig,
};
