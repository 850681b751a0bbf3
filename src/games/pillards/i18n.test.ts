import { describe, expect, it } from 'vitest';
import { runMatch } from '../../engine/runner.ts';
import { SeededDice } from '../../engine/sources.ts';
import type { GameEvent } from '../../engine/types.ts';
import { RandomAgent } from '../../bots/random.ts';
import { catalogue, describe as describeEvent } from './i18n.ts';
import { pillards } from './index.ts';

/** Every event of seeded random campaigns, with human seats (negotiation) and variants. */
function randomEvents(games: number): GameEvent[] {
  const out: GameEvent[] = [];
  for (let g = 0; g < games; g++) {
    const players = 2 + (g % 4);
    const agents = Array.from({ length: players }, (_, i) => new RandomAgent(`i18n:${g}:${i}`));
    const options = {
      players,
      humans: g % 2 === 0 ? [0] : [],
      excessHits: g % 3 === 0 ? 'reallocate' : 'discard',
    };
    runMatch(pillards, options, {
      agents,
      dice: new SeededDice(`i18n:${g}`),
      onEvent: (e) => void out.push(e),
    });
  }
  return out;
}

describe('Pillards strings', () => {
  const events = randomEvents(60);

  it('French and English have the same keys', () => {
    expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(catalogue.fr).sort());
  });

  it('every event type and roll rule met in play has a line in both languages, with no placeholder left', () => {
    const seen = new Set(events.map((e) => (e.type === 'roll' ? `roll.${e.rule}` : e.type)));
    expect(seen.size).toBeGreaterThan(25);
    for (const key of seen) {
      expect(catalogue.fr[key], key).toBeTypeOf('string');
      expect(catalogue.en[key], key).toBeTypeOf('string');
    }
    for (const e of events) {
      for (const lang of ['fr', 'en'] as const) {
        const line = describeEvent(e, lang);
        expect(line, JSON.stringify(e)).not.toMatch(/\{\{|undefined/);
        expect(line.endsWith(`[${e.rule}]`)).toBe(true);
      }
    }
  });

  it('every event names the rule that produced it', () => {
    for (const e of events) expect(e.rule, JSON.stringify(e)).toMatch(/^PIL-[A-Z]+-\d+$/);
  });
});
