import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../engine/odds.ts';
import { SeededRng } from '../../../engine/rng.ts';
import { SeededDice } from '../../../engine/sources.ts';
import { pillards, type PilAction, type PilState } from '../index.ts';

/** The binomial law of successes of `n` dice hitting on `target`+ (PIL-DICE-3), as exact fractions. */
function binomialLaw(n: number, target: number): Map<number, string> {
  const p = Fraction.of(7 - target, 6);
  const q = Fraction.one.sub(p);
  const out = new Map<number, string>();
  for (let k = 0; k <= n; k++) {
    let c = 1;
    for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
    let f = Fraction.of(c);
    for (let i = 0; i < k; i++) f = f.mul(p);
    for (let i = 0; i < n - k; i++) f = f.mul(q);
    out.set(k, f.toString());
  }
  return out;
}

/** Random campaigns (seeded), calling `each` at every decision taken alone (not sealed orders). */
function decisions(games: number, each: (s: PilState, player: number, legal: PilAction[]) => void): void {
  const rng = new SeededRng('previews');
  const dice = new SeededDice('previews');
  for (let g = 0; g < games; g++) {
    const setup = pillards.setup({ players: 3, ...(g % 2 === 1 ? { revealMode: 'referee' } : {}) });
    if (!setup.ok) throw new Error(setup.error.en);
    const s = setup.value;
    for (;;) {
      const p = pillards.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') pillards.applyChance(s, dice.roll(p.request));
      else if (p.kind === 'decision') {
        const legal = pillards.legal(s, p.player);
        each(s, p.player, legal);
        pillards.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!);
      } else {
        const orders = new Map<number, PilAction>();
        for (const q of p.players) {
          const legal = pillards.legal(s, q);
          expect(pillards.previews!(s, q, legal).every((x) => x === null)).toBe(true);
          orders.set(q, legal[rng.int(0, legal.length - 1)]!);
        }
        pillards.applyOrders(s, orders);
      }
    }
  }
}

describe('Pillards previews (issue 9)', () => {
  it('PIL-COMBAT-5 Fight previews the first hit pool: the binomial law of its hits; nothing secret shows', () => {
    let fights = 0;
    decisions(6, (s, player, legal) => {
      const previews = pillards.previews!(s, player, legal);
      expect(previews).toHaveLength(legal.length);
      const text = JSON.stringify(previews);
      for (const secret of pillards.secrets?.(s, player) ?? []) expect(text.includes(secret)).toBe(false);
      legal.forEach((a, i) => {
        if (!('type' in a) || a.type !== 'fight') return;
        const [roll] = previews[i]!;
        const n = Number(roll!.dice.split('d')[0]);
        const law = binomialLaw(n, roll!.target!);
        const t = pillards.clone(s);
        pillards.apply(t, player, a);
        const pending = pillards.pending(t);
        expect(pending.kind === 'chance' && pending.request.rule).toBe(roll!.rule);
        // k dice reaching the target: k successes (hits) have the binomial probability
        const named: Record<string, string> = {};
        for (const [k, f] of law) {
          const faces = Array.from({ length: n }, (_, d) => (d < k ? 6 : 1));
          const r = pillards.applyChance(pillards.clone(t), faces);
          if (!r.ok) throw new Error(r.error.en);
          const e = r.value.find((x) => x.type === 'roll' && x.rule === roll!.rule)!;
          named[String(e.successes)] = f;
        }
        expect(roll!.successes).toEqual(named);
        fights++;
      });
    });
    expect(fights).toBeGreaterThan(3);
  });
});
