import { describe, expect, it } from 'vitest';
import { catalogue, describe as describeEvent, squareWords } from './i18n.ts';
import { CENTRE, POST_SQUARE, sq } from './board.ts';
import { pissSquig } from './index.ts';
import type { GameEvent } from '../../engine/types.ts';
import { IMPLEMENTED_SKILLS } from './skills.ts';

/** Plays seeded random games (a small LCG: tests may not use Math.random either) and keeps every event. */
function randomEvents(games: number): GameEvent[] {
  let seed = 7;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >>> 16) % n; // the high bits: the low bits of this LCG alternate
  };
  const out: GameEvent[] = [];
  for (let g = 0; g < games; g++) {
    // free-for-all, doubles and four-player (both turn orders) in turn; every other round of four games gives
    // every goblin every skill, so that skill events are met too
    const modes = [
      { players: 2 + (g % 7) },
      { mode: 'doubles', players: 2 + (g % 3) },
      { mode: 'four', players: 4 },
      { mode: 'four', players: 4, fourPlayerTurns: 'perPlayer' },
    ];
    const mode = modes[g % 4]!;
    const goblins = 'mode' in mode ? 2 * mode.players : mode.players;
    const skills =
      (g >> 2) % 2 === 1
        ? { goblins: Array.from({ length: goblins }, () => ({ skills: [...IMPLEMENTED_SKILLS] })) }
        : {};
    const r = pissSquig.setup({ ...mode, furyThreshold: 3, ...skills });
    if (!r.ok) throw new Error(r.error.en);
    const s = r.value;
    for (;;) {
      const p = pissSquig.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        const o = pissSquig.chanceOutcomes(s)!;
        const res = pissSquig.applyChance(s, o[rnd(o.length)]!.faces);
        if (res.ok) out.push(...res.value);
      } else if (p.kind === 'decision') {
        const legal = pissSquig.legal(s, p.player);
        out.push(...pissSquig.apply(s, p.player, legal[rnd(legal.length)]!));
      }
    }
  }
  return out;
}

describe('Piss’ Squig strings', () => {
  const events = randomEvents(150);

  it('French and English have the same keys', () => {
    expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(catalogue.fr).sort());
  });

  it('every event type and every roll rule met in play has a line in both languages, with no placeholder left', () => {
    const seen = new Set(events.map((e) => (e.type === 'roll' ? `roll.${e.rule}` : e.type)));
    expect(seen.size).toBeGreaterThan(30);
    for (const key of seen) {
      expect(catalogue.fr[key], key).toBeTypeOf('string');
      expect(catalogue.en[key], key).toBeTypeOf('string');
    }
    for (const e of events) {
      for (const lang of ['fr', 'en'] as const) {
        const line = describeEvent(e, lang);
        expect(line, JSON.stringify(e)).not.toMatch(/\{\{/);
        if (e.rule) expect(line.endsWith(`[${e.rule}]`)).toBe(true);
      }
    }
  });

  it('names seats "Joueur 1…N" / "Player 1…N" (1-based), never "siège 0" or "seat 0"', () => {
    for (const e of events) {
      for (const lang of ['fr', 'en'] as const) {
        const line = describeEvent(e, lang);
        expect(line, JSON.stringify(e)).not.toMatch(/siège|\bseats?\b|Joueur 0|Player 0/i);
        for (const m of line.matchAll(/\b(?:Joueur|Player) (\d+)/g)) {
          expect(Number(m[1]), line).toBeGreaterThanOrEqual(1);
          expect(Number(m[1]), line).toBeLessThanOrEqual(8);
        }
      }
    }
    const first = events.find((e) => e.type === 'roll' && e.rule === 'PS-SETUP-5' && e.side === 0)!;
    expect(describeEvent(first, 'fr')).toMatch(/^Jet de départ, Joueur 1 : 2D6/);
    expect(describeEvent(first, 'en')).toMatch(/^Player 1 roll-off: 2D6/);
  });

  it('uses the seat and goblin names it is given', () => {
    const seats = ['Aline', 'Bot 2', 'Corentin', 'Dédé', 'Bot 5', 'Fanny', 'Gégé', 'Bot 8'];
    const goblins = Array.from({ length: 16 }, (_, i) => `Gob${i}`);
    for (const e of events) {
      for (const lang of ['fr', 'en'] as const) {
        const line = describeEvent(e, lang, { seats, goblins });
        expect(line, JSON.stringify(e)).not.toMatch(/\b(?:Joueur|Player) \d/);
        const template = catalogue[lang][e.type === 'roll' ? `roll.${e.rule}` : e.type]!;
        if (typeof e.side === 'number' && template.includes('{{side}}'))
          expect(line, JSON.stringify(e)).toContain(seats[e.side]);
        for (const f of ['goblin', 'partner', 'tackler'])
          if (typeof e[f] === 'number' && template.includes(`{{${f}}}`))
            expect(line, JSON.stringify(e)).toContain(goblins[e[f] as number]);
      }
    }
    const block = events.find((e) => e.type === 'blockDeclared')!;
    expect(describeEvent(block, 'fr', { goblins })).toBe(
      `Le gobelin Gob${block.goblin as number} bloque le gobelin Gob${block.target as number}. [${block.rule}]`,
    );
  });

  it('names squares as the board shows them: posts by their number, the centre, else 1-based (column,row)', () => {
    expect(squareWords(POST_SQUARE[3]!, 'fr').at).toBe('au poteau 3');
    expect(squareWords(POST_SQUARE[3]!, 'en').from).toBe('from post 3');
    expect(squareWords(CENTRE, 'fr').to).toBe('au centre');
    expect(squareWords(sq(5, 4), 'fr').from).toBe('de la case (6,5)');
    expect(squareWords(sq(5, 4), 'en').at).toBe('on square (6,5)');
    for (const e of events)
      for (const lang of ['fr', 'en'] as const) {
        const line = describeEvent(e, lang);
        expect(line, JSON.stringify(e)).not.toMatch(/\((?:0,\d+|\d+,0)\)|\b(?:à|de|en) le |\ben la /);
        expect(line, JSON.stringify(e)).not.toMatch(/\(7,7\)/);
      }
  });

  it('every event names the rule that produced it', () => {
    for (const e of events) expect(e.rule, JSON.stringify(e)).toMatch(/^PS-[A-Z]+-\d+$/);
  });
});
