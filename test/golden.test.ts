import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecordText, replay, verify } from '../src/engine/record.ts';
import { games } from '../src/games/registry.ts';

const dir = new URL('./golden/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('golden records', () => {
  it('there are golden records for Piss’ Squig', () => {
    expect(files.filter((f) => f.startsWith('piss-squig')).length).toBeGreaterThanOrEqual(3);
  });

  for (const file of files) {
    it(`${file} replays to its final hash, outcome and seed`, () => {
      const parsed = parseRecordText(readFileSync(new URL(file, dir), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.error.en);
      const record = parsed.value;
      const rules = games[record.game]!;
      const verified = verify(rules, record);
      if (!verified.ok) throw new Error(`input ${verified.error.index}: ${verified.error.error.en}`);
      const replayed = replay(rules, record);
      if (!replayed.ok) throw new Error(replayed.error.error.en);
      expect(rules.hash(replayed.value.state)).toBe(record.final!.hash);
      expect(rules.pending(replayed.value.state)).toEqual({ kind: 'over', outcome: record.final!.outcome });
    });
  }
});
