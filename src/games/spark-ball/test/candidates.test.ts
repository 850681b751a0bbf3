import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../engine/rng.ts';
import { SeededDice } from '../../../engine/sources.ts';
import { sparkBall } from '../index.ts';
import { allowance, polarCandidates, rayCandidates, straightStepLegal } from '../movement.ts';
import { PER_INCH, type SBState } from '../state.ts';
import { roster, rosterPlayer, testOptions } from '../testing.ts';

/** D-11 states met in seeded random matches (crowded pitches, keepers, big bases). */
function d11States(count: number): SBState[] {
  const options = testOptions(
    {},
    roster('h', {}, [rosterPlayer('h8', 'attacker', { baseRadius: 0.75 })]),
    roster('a', {}, [rosterPlayer('a8', 'defender', { baseRadius: 1 })]),
  );
  const rng = new SeededRng('candidates');
  const dice = new SeededDice('candidates');
  const found: SBState[] = [];
  while (found.length < count) {
    const setup = sparkBall.setup(options);
    if (!setup.ok) throw new Error(setup.error.en);
    const s = setup.value;
    for (let i = 0; i < 3000 && found.length < count; i++) {
      const p = sparkBall.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        sparkBall.applyChance(s, dice.roll(p.request));
        continue;
      }
      if (p.kind !== 'decision') throw new Error('no orders in Spark Ball');
      if (p.label === 'D-11' && rng.int(1, 4) === 1) found.push(sparkBall.clone(s));
      const legal = sparkBall.legal(s, p.player).filter((a) => a.type !== 'concede');
      sparkBall.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!);
    }
  }
  return found;
}

describe('The polar grid of moves (C-2, C-3)', () => {
  it('rayCandidates keeps exactly the legal points of each ray up to its first refused point', () => {
    let compared = 0;
    let truncated = 0;
    for (const s of d11States(300)) {
      const p = s.act.actor;
      const budget = allowance(s, p) - s.act.used;
      const step = PER_INCH / 2;
      const fast = rayCandidates(s, p, budget, step);
      const all = polarCandidates(s, p, budget, step);
      const legal = all.filter((q) =>
        straightStepLegal(s, p, Math.round(q.x * PER_INCH), Math.round(q.y * PER_INCH), budget),
      );
      // Every candidate is legal by the exact check; the reference keeps at most a few more (a ray going
      // on past a refused point, which only a tangency within ε allows).
      const key = (q: { x: number; y: number }) => `${q.x},${q.y}`;
      const legalKeys = new Set(legal.map(key));
      for (const q of fast) expect(legalKeys.has(key(q))).toBe(true);
      truncated += legal.length - fast.length;
      compared += legal.length;
    }
    expect(compared).toBeGreaterThan(10_000);
    expect(truncated).toBeLessThanOrEqual(compared / 1000);
  });
});
