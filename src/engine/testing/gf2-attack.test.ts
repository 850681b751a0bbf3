import { describe, expect, it } from 'vitest';
import { parseDice } from '../dice.ts';
import { MatchDice } from '../match-dice.ts';
import { SeededDice, type DiceSource } from '../sources.ts';
import type { ChanceRequest } from '../types.ts';
import { attackXoroshiro, type SeenRoll } from './gf2-attack.ts';

const req = (dice: string): ChanceRequest => ({ rule: 'TEST-1', dice, roller: 0, label: 'test' });

// A realistic mix of a Piss' Squig match: mostly d6 and 2d6, a scatter D8 now and then, some D3.
const MIX = ['1d6', '2d6', '1d6', 'scatter', '1d6', '1d3', '2d6', '1d6', '1d8', '1d6', '2d6', '1d3'];

/** Rolls the mix from `dice` until at least `faces` faces are seen. */
function observe(dice: DiceSource, faces: number, from = 0): SeenRoll[] {
  const seen: SeenRoll[] = [];
  let n = 0;
  for (let i = from; n < faces; i++) {
    const notation = MIX[i % MIX.length]!;
    const rolled = dice.roll(req(notation));
    seen.push({ sides: sidesOf(notation), faces: rolled });
    n += rolled.length;
  }
  return seen;
}

function sidesOf(notation: string): number {
  const p = parseDice(notation);
  if (!p.ok) throw new Error(notation);
  return p.value.sides;
}

/** Predicts the next `faces` faces of the mix and counts those the dice really roll. */
function predictions(
  dice: DiceSource,
  attack: ReturnType<typeof attackXoroshiro>,
  faces: number,
  mix: readonly string[],
): { right: number; total: number } {
  let right = 0;
  let total = 0;
  for (let i = 0; total < faces; i++) {
    const notation = mix[i % mix.length]!;
    const p = parseDice(notation);
    if (!p.ok) throw new Error(notation);
    const guess = attack.predict(p.value.sides, p.value.count);
    const real = dice.roll(req(notation));
    for (let d = 0; d < real.length; d++) if (guess[d] === real[d]) right++;
    total += real.length;
  }
  return { right, total };
}

describe('gf2 attack on xoroshiro128+', () => {
  it('control: recovers SeededDice state from ~200 mixed faces and predicts the next 100 faces exactly', () => {
    for (const seed of ['control-1', 'control-2', 'a much longer seed string, like a match id']) {
      const dice = new SeededDice(seed);
      const seen = observe(dice, 200);
      const attack = attackXoroshiro(seen);
      expect(attack.solved).toBe(true);
      expect(attack.contradictions).toBe(0);
      expect(attack.reproduced).toBe(attack.observed);
      const { right, total } = predictions(dice, attack, 100, MIX);
      expect(total).toBeGreaterThanOrEqual(100);
      expect(right).toBe(total);
    }
  });

  it('control: works from the middle of a stream too (the state at the first observed face)', () => {
    const dice = new SeededDice('mid-stream');
    observe(dice, 1000); // faces the attacker never saw
    const attack = attackXoroshiro(observe(dice, 200));
    expect(attack.solved).toBe(true);
    expect(predictions(dice, attack, 100, ['1d6']).right).toBe(100);
  });

  it('MatchDice resists: the parity system is contradictory and predictions are chance-level', () => {
    for (const seed of ['match-1', 'match-2', 'match-3']) {
      const dice = new MatchDice(seed);
      const attack = attackXoroshiro(observe(dice, 300));
      // ~230 parity equations in 128 unknowns: random parities contradict each other.
      expect(attack.solved).toBe(false);
      expect(attack.contradictions).toBeGreaterThan(0);
      expect(attack.reproduced).toBeLessThan(attack.observed);
      // Chance is 1/6 for a d6: 50 right of 300 on average.
      const { right, total } = predictions(dice, attack, 300, ['1d6']);
      expect(total).toBe(300);
      expect(right).toBeLessThanOrEqual(0.35 * total);
    }
  });
});
