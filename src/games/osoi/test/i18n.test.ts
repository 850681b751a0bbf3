import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../engine/rng.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { catalogue, describe as describeEvent } from '../i18n.ts';
import { osoi } from '../index.ts';

/** Seeded random battles, every event kept. */
function randomEvents(games: number): GameEvent[] {
  const out: GameEvent[] = [];
  const rng = new SeededRng('os-i18n');
  for (let g = 0; g < games; g++) {
    const r = osoi.setup({});
    if (!r.ok) throw new Error(r.error.en);
    const s = r.value;
    for (;;) {
      const p = osoi.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        const o = osoi.chanceOutcomes(s)!;
        const res = osoi.applyChance(s, o[rng.int(0, o.length - 1)]!.faces);
        if (res.ok) out.push(...res.value);
      } else if (p.kind === 'decision') {
        const legal = osoi.legal(s, p.player).filter((a) => a.type !== 'concede');
        out.push(...osoi.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!));
      }
    }
  }
  return out;
}

/** Events random play meets rarely, in the shapes the rules emit. */
const rare: GameEvent[] = [
  { type: 'rollOffTie', rule: 'OS-R-40', face: 3 },
  { type: 'roll', rule: 'OS-R-39', player: 1, dice: '1d6', faces: [5], total: 5, reroll: false },
  { type: 'roundFirstPlayer', rule: 'OS-R-39', player: 1 },
  { type: 'orderDice', rule: 'OS-ABIL-2', unit: 'A1', used: true, dice: 2 },
  { type: 'orderDice', rule: 'OS-ABIL-2', unit: 'A1', used: false, dice: 0 },
  { type: 'activationLost', rule: 'OS-POOL-6', unit: 'B2' },
  { type: 'surprised', rule: 'OS-SURP-2', unit: 'B2' },
  { type: 'conceded', rule: 'OS-END-4', player: 0 },
  {
    type: 'moveTest',
    rule: 'OS-MOVE-4',
    unit: 'B4',
    difficulty: 1,
    features: ['Marécage'],
    conditions: ['Nuit'],
  },
  {
    type: 'moved',
    rule: 'OS-MOVE-4',
    rules: ['OS-MOVE-4'],
    unit: 'B4',
    tested: true,
    allowance: 2,
    paths: {
      'B4.1': [
        [1, 2],
        [2.5, 2],
      ],
    },
  },
  {
    type: 'shotResult',
    rule: 'OS-SHOOT-7',
    unit: 'A3',
    target: 'B5',
    attackerMargin: 0,
    defenderMargin: 2,
    winner: 1,
    returnFire: true,
    damage: 2,
  },
  { type: 'battleEnd', rule: 'OS-END-6', reason: 'roundLimit', vp: [10, 10], winners: [0, 1] },
  { type: 'battleEnd', rule: 'OS-END-4', reason: 'concession', vp: [0, 5], winners: [1] },
];

describe('OSOI log lines', () => {
  const events = [...randomEvents(3), ...rare];

  it('every event met in play has a line in French and in English, with no placeholder left', () => {
    const kinds = new Set<string>();
    for (const e of events) {
      const key = e.type === 'roll' ? (typeof e.step === 'string' ? 'poolRoll' : `roll.${e.rule}`) : e.type;
      kinds.add(key);
      for (const lang of ['fr', 'en'] as const) {
        expect(catalogue[lang][key], `${lang} ${key}`).toBeDefined();
        const line = describeEvent(e, lang);
        expect(line, line).not.toMatch(/\{\{|undefined|NaN|\[object/);
        expect(line.endsWith(`[${e.rule}]`)).toBe(true);
      }
    }
    for (const k of [
      'unitDeployed',
      'activated',
      'allocated',
      'shot',
      'defence',
      'poolRoll',
      'shotResult',
      'battleEnd',
    ])
      expect(kinds.has(k), k).toBe(true);
  });

  it('both languages have the same keys', () => {
    expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(catalogue.fr).sort());
  });

  it('lines read naturally, with seat names and French decimal commas', () => {
    const names = { seats: ['Alice', 'Bob'] };
    expect(describeEvent(rare[9]!, 'fr', names)).toBe(
      'B4 se déplace après un test : B4.1 → (2,5 ; 2). [OS-MOVE-4]',
    );
    expect(describeEvent(rare[9]!, 'en', names)).toBe('B4 moves after a test: B4.1 → (2.5, 2). [OS-MOVE-4]');
    expect(describeEvent(rare[10]!, 'en')).toBe(
      'A3’s shot at B5: margins 0 against 2, A3 takes 2 in return. [OS-SHOOT-7]',
    );
    expect(describeEvent(rare[12]!, 'fr', names)).toBe(
      'Fin de la bataille (abandon), 0 PV à 5 : victoire de Bob. [OS-END-4]',
    );
    expect(describeEvent(rare[11]!, 'en', names)).toBe(
      'End of the battle (round limit), 10 VP to 10: draw. [OS-END-6]',
    );
    expect(describeEvent(rare[3]!, 'fr')).toBe('A1 ajoute ses 2 dés d’ordre au jet. [OS-ABIL-2]');
  });
});
