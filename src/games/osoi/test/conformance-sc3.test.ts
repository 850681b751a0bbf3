import { describe } from 'vitest';
import { battles, GAMES } from './conformance-run.ts';

/** OS-SCEN-3: the crate to destroy, attacked and defended by roles, scenario actions with progress. */
describe('OSOI conformance, SC-3', () => {
  battles('SC-3', GAMES, 'osoi-SC-3');
});
