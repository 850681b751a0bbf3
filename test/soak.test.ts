/**
 * The reliability suite at a small size (`npm run soak` runs it at full size; docs/reliability.md): fuzz,
 * tokens, kill -9 during live matches (SQLite, and PostgreSQL when DATABASE_URL is set), hidden information
 * and dice prediction. Each part reports its failed checks; the test shows them all when there are any.
 */
import { describe, expect, it } from 'vitest';
import type { PartResult } from '../soak/common.ts';
import { crashPart } from '../soak/crash.ts';
import { dicePart } from '../soak/dice-prediction.ts';
import { fuzzPart } from '../soak/fuzz.ts';
import { hiddenPart } from '../soak/hidden.ts';
import { FULL, table } from '../soak/run.ts';
import { tokenPart } from '../soak/tokens.ts';

const log = (): void => {};
const MINUTE = 60_000;

/** A part passed: no failed check (listed in full when there are some). */
function passed(r: PartResult): void {
  expect(r.failures, `${r.part} failed (${r.notes.join('; ')}); counts ${JSON.stringify(r.counts)}`).toEqual(
    [],
  );
  expect(r.counts.failures).toBe(0);
}

describe('soak (short)', () => {
  it('fuzz: 2,000 fuzzed WebSocket frames and HTTP requests get clear answers, no 5xx, no crash', async () => {
    const r = await fuzzPart({ size: 2000, timeMs: MINUTE, log });
    expect(r.done).toBe(2000);
    expect(r.counts['health checks']).toBeGreaterThan(0);
    passed(r);
  });

  it('tokens: 500 attempts with wrong, missing, truncated, other seats\u2019 and matches\u2019 tokens are all refused', async () => {
    const r = await tokenPart({ size: 500, timeMs: MINUTE, log });
    expect(r.done).toBeGreaterThanOrEqual(500);
    expect(r.counts['right actor applied']).toBeGreaterThan(0);
    passed(r);
  });

  it('crash: kill -9 during 5 live matches over SQLite loses no acknowledged input; the records verify', async () => {
    const r = await crashPart({ engine: 'sqlite', size: 5, timeMs: 2 * MINUTE, log });
    expect(r.counts.kills).toBe(1);
    expect(r.counts['acknowledged hashes checked']).toBeGreaterThan(0);
    expect(r.counts['finished records verified']).toBe(5);
    passed(r);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'crash: kill -9 during 5 live matches over PostgreSQL loses no acknowledged input; the records verify',
    async () => {
      const r = await crashPart({ engine: 'postgres', size: 5, timeMs: 2 * MINUTE, log });
      expect(r.counts.kills).toBe(1);
      expect(r.counts['finished records verified']).toBe(5);
      passed(r);
    },
  );

  it('hidden information: no frame to a seat or a spectator shows a private message or secret it may not see', async () => {
    const r = await hiddenPart({ size: 1, timeMs: MINUTE, log });
    expect(r.done).toBe(1);
    expect(r.counts['private messages sent']).toBeGreaterThan(0);
    expect(r.counts['secrets checked']).toBeGreaterThan(0);
    passed(r);
  });

  it('dice prediction: the GF(2) attack on the faces of a served record predicts no better than chance', async () => {
    const r = await dicePart({ size: 1, timeMs: MINUTE, log });
    expect(r.counts['faces read off records']).toBeGreaterThan(0);
    expect(r.counts['faces predicted']).toBeGreaterThan(0);
    passed(r);
  });

  it('npm run soak: full sizes as documented, and a table of the figures', () => {
    expect(FULL.fuzz.size).toBe(100_000);
    expect(FULL.tokens.size).toBe(10_000);
    expect(FULL['crash-sqlite'].size).toBe(50);
    const text = table({
      date: '2026-01-01T00:00:00Z',
      machine: { cpu: 'x' },
      parts: [
        {
          part: 'fuzz',
          size: 1,
          done: 1,
          ms: 5,
          counts: { failures: 0, 'ws:refused:json': 1 },
          failures: [],
          notes: [],
        },
      ],
    });
    expect(text).toContain('ws:refused:json');
    expect(text).toMatch(/fuzz\s+1\s+1\s+0\.0\s+0\s+ok/);
  });
});
