import { describe } from 'vitest';
import { battles, GAMES } from './conformance-run.ts';

/** OS-SCEN-2: roles, deployment by roles (12 m from the enemy), the ambusher first every round. */
describe('OSOI conformance, SC-2', () => {
  battles('SC-2', GAMES, 'osoi-SC-2');
});
