import { describe } from 'vitest';
import { battles, GAMES } from './conformance-run.ts';

/** Seeded random battles on SC-1 checked step by step against the rules contract (conformance-run.ts). */
describe('OSOI conformance, SC-1', () => {
  battles('SC-1', GAMES, 'osoi');
});
