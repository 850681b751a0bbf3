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

  it('names seats "Joueur 1…N" / "Player 1…N" (1-based), never "siège 0" or "seat 0"', () => {
    for (const e of events) {
      for (const lang of ['fr', 'en'] as const) {
        const line = describeEvent(e, lang);
        expect(line, JSON.stringify(e)).not.toMatch(/siège|\bseat\b|Joueur 0|Player 0/i);
        for (const m of line.matchAll(/\b(?:Joueur|Player) (\d+)/g)) {
          expect(Number(m[1]), line).toBeGreaterThanOrEqual(1);
          expect(Number(m[1]), line).toBeLessThanOrEqual(5);
        }
      }
    }
    const ready = events.find((e) => e.type === 'ready' && e.player === 0)!;
    expect(describeEvent(ready, 'fr')).toBe('Joueur 1 est prêt. [PIL-NEGO-2]');
    expect(describeEvent(ready, 'en')).toBe('Player 1 is ready. [PIL-NEGO-2]');
  });

  it('uses the seat names it is given, for every seat the line names', () => {
    const seats = ['Aline', 'Bot 2', 'Corentin', 'Dédé', 'Bot 5'];
    const fields = ['player', 'from', 'attacker', 'thief', 'owner'];
    for (const e of events) {
      for (const lang of ['fr', 'en'] as const) {
        const line = describeEvent(e, lang, { seats });
        expect(line, JSON.stringify(e)).not.toMatch(/\b(?:Joueur|Player) \d/);
        const template = catalogue[lang][e.type === 'roll' ? `roll.${e.rule}` : e.type]!;
        for (const f of fields)
          if (typeof e[f] === 'number' && template.includes(`{{${f}}}`))
            expect(line, JSON.stringify(e)).toContain(seats[e[f] as number]);
      }
    }
    const msg = events.find((e) => e.type === 'message' && Array.isArray(e.to) && e.to.length > 0);
    if (msg)
      expect(describeEvent(msg, 'fr', { seats })).toContain(`Message de ${seats[msg.from as number]} à`);
  });

  it('every event names the rule that produced it', () => {
    for (const e of events) expect(e.rule, JSON.stringify(e)).toMatch(/^PIL-[A-Z]+-\d+$/);
  });
});
