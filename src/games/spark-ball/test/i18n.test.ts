import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../engine/rng.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { catalogue, describe as describeEvent } from '../i18n.ts';
import { sparkBall } from '../index.ts';
import { roster, testOptions } from '../testing.ts';

/** Seeded random matches (discrete scatter directions), every event kept. */
function randomEvents(games: number): GameEvent[] {
  const out: GameEvent[] = [];
  const rng = new SeededRng('sb-i18n');
  for (let g = 0; g < games; g++) {
    const r = sparkBall.setup(
      testOptions(
        {
          scatter: { directions: '8' },
          match: { maxTurns: 2, suddenDeathTurns: 1 },
          turn: { emptyPhaseLimit: 3 },
        },
        roster('h', { alignment: 'chaos' }),
        roster('a', { alignment: 'order' }),
      ),
    );
    if (!r.ok) throw new Error(r.error.en);
    const s = r.value;
    for (;;) {
      const p = sparkBall.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        const o = sparkBall.chanceOutcomes(s)!;
        const res = sparkBall.applyChance(s, o[rng.int(0, o.length - 1)]!.faces);
        if (res.ok) out.push(...res.value);
      } else if (p.kind === 'decision') {
        const legal = sparkBall.legal(s, p.player).filter((a) => a.type !== 'concede');
        out.push(...sparkBall.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!));
      }
    }
  }
  return out;
}

describe('Spark Ball log lines', () => {
  const events = randomEvents(6);

  it('every event and roll met in play has a line in French and in English, with no placeholder left', () => {
    const kinds = new Set<string>();
    for (const e of events) {
      const key = e.type === 'roll' ? `roll.${e.rule}` : e.type;
      kinds.add(key);
      for (const lang of ['fr', 'en'] as const) {
        expect(catalogue[lang][key], `${lang} ${key}`).toBeDefined();
        const line = describeEvent(e, lang);
        expect(line, line).not.toMatch(/\{\{|undefined|NaN/);
        expect(line.endsWith(`[${e.rule}]`)).toBe(true);
      }
    }
    for (const k of [
      'turnStarted',
      'moved',
      'roll.SB-SETUP-6',
      'roll.SB-CAPT-1',
      'deployed',
      'activationEnded',
      'stepDeclared',
      'tackle',
      'roll.SB-REACT-6',
      'knockedDown',
      'roll.SB-INJ-1',
      'charge',
      'roll.SB-CHARGE-4',
      'roll.SB-CHARGE-5',
      'defence',
      'pushed',
      'massacre',
      'roll.SB-MASSACRE-2',
      'massacreResult',
    ]) {
      expect(kinds.has(k), k).toBe(true);
    }
  });

  it('the two catalogues have the same keys', () => {
    expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(catalogue.fr).sort());
  });

  it('names players as the table labels them when it gives their names, else by roster id', () => {
    const names = { players: { 'h-p5': '#5 Maraudeur 5', 'a-p2': '#2 Garde 2' } };
    const charge: GameEvent = {
      type: 'charge',
      rule: 'SB-CHARGE-2',
      player: 'h-p5',
      target: 'a-p2',
      to: [4, 9],
    };
    expect(describeEvent(charge, 'fr', names)).toBe(
      '#5 Maraudeur 5 charge #2 Garde 2 : contact en (4 ; 9). [SB-CHARGE-2]',
    );
    expect(describeEvent(charge, 'en')).toBe('h-p5 charges a-p2: contact at (4, 9). [SB-CHARGE-2]');
  });

  it('writes a kick-off roll and a move in each language, with French decimals', () => {
    const roll: GameEvent = {
      type: 'roll',
      rule: 'SB-SETUP-6',
      roll: 'ROLL-KICKOFF',
      player: 0,
      dice: 'scatter+2d6',
      faces: [2, 3, 5],
      result: 'hit',
      direction: 37_500,
      distance: 5,
    };
    expect(describeEvent(roll, 'fr')).toBe(
      'Engagement : dé de déviation 2 (HIT), direction 37,5°, dés 3 5 → 5 ps. [SB-SETUP-6]',
    );
    expect(describeEvent(roll, 'en')).toBe(
      'Kick-off: scatter die 2 (HIT), direction 37.5°, dice 3 5 → 5 in. [SB-SETUP-6]',
    );
    const moved: GameEvent = {
      type: 'moved',
      rule: 'SB-MOVE-2',
      player: 'h2',
      path: [[8, 5.2]],
      length: 4.921,
      used: 4.921,
    };
    expect(describeEvent(moved, 'fr')).toBe(
      'h2 se déplace jusqu’en (8 ; 5,2) (4,921 ps ; 4,921 ps utilisés). [SB-MOVE-2]',
    );
    expect(describeEvent(moved, 'en')).toBe('h2 moves to (8, 5.2) (4.921 in; 4.921 in used). [SB-MOVE-2]');
  });
});
