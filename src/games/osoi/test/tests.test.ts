import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../engine/sources.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { osoi } from '../index.ts';
import { U_ORDER, uget, unitIndex, uset, type OSState } from '../state.ts';
import {
  applyPoolFaces,
  decideOrderDice,
  diceOf,
  margin,
  opposed,
  poolOutcomes,
  startRoll,
  successes,
  type PoolRoll,
} from '../tests.ts';
import { act, activateWith, battle, roll, withArmies } from '../testing.ts';

const duel = withArmies([{ catalogue: 'SOLDIER' }], [{ catalogue: 'SOLDIER' }]);

/** A1 shoots B1 (14 m, rifle band 0, no cover) with `n` pool dice; B1 evades with 0 dice: A1's roll is next. */
function shotAt(n: number): OSState {
  const s = battle(duel, { A1: [[55, 5]], B1: [[55, 19]] });
  activateWith(s, 'A1', { shoot: n });
  act(s, 0, { type: 'shoot', target: 'B1' });
  act(s, 1, { type: 'defend', dice: 0, returnFire: false });
  return s;
}

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - i + 1)) / i;
  return c;
}

/** Pearson's χ² of observed counts against expected probabilities. */
function chiSquare(observed: readonly number[], p: readonly number[]): number {
  const n = observed.reduce((a, b) => a + b, 0);
  let x = 0;
  observed.forEach((o, i) => {
    const e = n * p[i]!;
    x += ((o - e) * (o - e)) / e;
  });
  return x;
}

// χ² quantiles at 1 − 1e-5 (a seeded run: the bound only guards against a wrong distribution).
const CHI2_1E5: Record<number, number> = { 3: 25.9, 4: 28.5, 5: 30.9 };

describe('OSOI tests: successes, margins, opposed tests', () => {
  it('OS-GEN-3 OS-TEST-2 OS-R-10 a d6 succeeds on 4, 5 or 6', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => successes([f]))).toEqual([0, 0, 0, 1, 1, 1]);
    expect(successes([6, 3, 4, 1, 5])).toBe(3);
  });

  it('OS-TEST-3 OS-TEST-4 OS-R-11 OS-R-16 margin = max(0, successes − difficulty), no upper bound on difficulty', () => {
    expect([margin(3, 0), margin(3, 1), margin(3, 3), margin(2, 4), margin(9, 7)]).toEqual([3, 2, 0, 0, 2]);
  });

  it('OS-TEST-6 OS-R-13 the strictly greater margin deals the difference; equal margins deal nothing', () => {
    expect(opposed(3, 1)).toEqual([0, 2]);
    expect(opposed(0, 2)).toEqual([1, 2]);
    expect(opposed(2, 2)).toEqual([-1, 0]);
  });

  it('OS-TEST-1 OS-EQ-1 OS-TEST-5 a shot rolls pool + rifle dice; 2 of 4 dice at 4+ against 0 is margin 2, a success', () => {
    const s = shotAt(3);
    const p = osoi.pending(s);
    expect(p).toMatchObject({ kind: 'chance', request: { dice: '4d6', target: 4, roller: 0 } });
    const events = roll(s, [4, 3, 6, 1]);
    expect(events.find((e) => e.type === 'roll')).toMatchObject({
      faces: [4, 3, 6, 1],
      successes: 2,
      difficulty: 0,
      margin: 2,
      success: true,
    });
  });

  it('OS-TEST-5 OS-R-12 margin 0 is a failure: 2 successes against difficulty 2', () => {
    const s = battle(duel, {});
    const r: PoolRoll = {
      step: 'DS-MOVE',
      rule: 'OS-MOVE-4',
      unit: 0,
      roller: 0,
      pool: 3,
      extra: 0,
      difficulty: 2,
    };
    s.stack.push({ id: 'DS', roll: r });
    const seen: number[][] = [];
    const events: GameEvent[] = [];
    applyPoolFaces(s, [4, 5, 1], events, (_s, _r, succ, m) => seen.push([succ, m]));
    expect(events[0]).toMatchObject({ successes: 2, difficulty: 2, margin: 0, success: false });
    expect(seen).toEqual([[2, 0]]);
  });

  it('OS-TEST-7 OS-EQ-4 OS-R-15 a side with no pool die rolls nothing (not even equipment dice): margin 0', () => {
    const s = shotAt(1);
    roll(s, [1, 2]);
    // B1 defended with 0 dice: no roll, margin 0 (the rifle die is not rolled on its own).
    expect(osoi.pending(s).kind).toBe('decision');
    const r: PoolRoll = {
      step: 'DS-MOVE',
      rule: 'OS-MOVE-4',
      unit: 0,
      roller: 0,
      pool: 0,
      extra: 2,
      difficulty: 0,
    };
    expect(diceOf(r)).toBe(0);
    expect(diceOf({ ...r, pool: 1 })).toBe(3);
    const events: GameEvent[] = [];
    const seen: number[][] = [];
    startRoll(s, r, events, (_s, _r, succ, m) => seen.push([succ, m]));
    expect(events).toEqual([{ type: 'noDice', rule: 'OS-TEST-7', step: 'DS-MOVE', unit: 'A1' }]);
    expect(seen).toEqual([[0, 0]]);
  });

  it("OS-TEST-7 a defender putting 0 dice in has margin 0 and takes the attacker's whole margin", () => {
    const s = shotAt(2);
    const events = roll(s, [5, 6, 2]);
    expect(events.find((e) => e.type === 'noDice')).toMatchObject({ step: 'DS-SHOOT-DEF', unit: 'B1' });
    expect(events.find((e) => e.type === 'wound')).toMatchObject({ unit: 'B1', damage: 2, health: 3 });
  });

  it('OS-ABIL-2 DP-14 held order dice join a roll only with a pool die, all or none, decided before the roll', () => {
    const s = battle(duel, {});
    const a1 = unitIndex(s, 'A1');
    uset(s, a1, U_ORDER, 2);
    const r: PoolRoll = {
      step: 'DS-MOVE',
      rule: 'OS-MOVE-4',
      unit: a1,
      roller: 0,
      pool: 1,
      extra: 0,
      difficulty: 1,
    };
    const events: GameEvent[] = [];
    startRoll(s, r, events, () => {});
    expect(s.stack.at(-1)).toEqual({ id: 'DP-14', player: 0, roll: r });
    decideOrderDice(s, true, events, () => {});
    expect(uget(s, a1, U_ORDER)).toBe(0);
    expect(s.stack.at(-1)).toEqual({ id: 'DS', roll: { ...r, extra: 2 } });
    expect(events).toEqual([{ type: 'orderDice', rule: 'OS-ABIL-2', unit: 'A1', used: true, dice: 2 }]);
    // No pool die: no DP-14, the order dice stay held.
    s.stack.pop();
    uset(s, a1, U_ORDER, 1);
    startRoll(s, { ...r, pool: 0 }, [], () => {});
    expect(s.stack.at(-1)?.id).not.toBe('DP-14');
    expect(uget(s, a1, U_ORDER)).toBe(1);
  });
});

describe('OSOI pool rolls against exact binomial distributions', () => {
  it('OS-R-10 poolOutcomes(n) gives one outcome per count of successes, C(n, k)/2ⁿ, summing to 1', () => {
    for (let n = 0; n <= 12; n++) {
      const out = poolOutcomes(n);
      expect(out).toHaveLength(n + 1);
      out.forEach((o, k) => {
        expect(o.faces).toHaveLength(n);
        expect(successes(o.faces)).toBe(k);
        expect(o.p).toBe(choose(n, k) / 2 ** n);
      });
      expect(out.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
    }
    // The engine's chance outcomes at a pool roll are those.
    const s = shotAt(3);
    expect(osoi.chanceOutcomes(s)).toEqual(poolOutcomes(4));
  });

  it('OS-GEN-6 OS-TEST-2 4,000 seeded 4-dice shots: successes follow Binomial(4, 1/2) (χ²), faces are uniform', () => {
    const base = shotAt(3);
    const dice = new SeededDice('osoi-pool-stats');
    const counts = [0, 0, 0, 0, 0];
    const faces = [0, 0, 0, 0, 0, 0];
    const margins = [0, 0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) {
      const s = osoi.clone(base);
      const p = osoi.pending(s);
      if (p.kind !== 'chance') throw new Error('no roll');
      const r = osoi.applyChance(s, dice.roll(p.request));
      if (!r.ok) throw new Error(r.error.en);
      const e = r.value.find((x) => x.type === 'roll') as unknown as {
        faces: number[];
        successes: number;
        margin: number;
      };
      counts[e.successes]!++;
      margins[e.margin]!++;
      for (const f of e.faces) faces[f - 1]!++;
    }
    const binomial = [0, 1, 2, 3, 4].map((k) => choose(4, k) / 16);
    expect(chiSquare(counts, binomial)).toBeLessThan(CHI2_1E5[4]!);
    expect(
      chiSquare(
        faces,
        [1, 1, 1, 1, 1, 1].map((x) => x / 6),
      ),
    ).toBeLessThan(CHI2_1E5[5]!);
    // Difficulty 0: the margin is the count of successes.
    expect(margins).toEqual(counts);
    // The base state is untouched by the clones' rolls.
    expect(osoi.pending(base)).toMatchObject({ kind: 'chance' });
  });

  it('OS-TEST-4 against difficulty 2 (scripted counts): margins follow max(0, Binomial(4, 1/2) − 2)', () => {
    const expected = [11 / 16, 4 / 16, 1 / 16];
    const dist = [0, 0, 0];
    for (const o of poolOutcomes(4)) dist[margin(successes(o.faces), 2)]! += o.p;
    expect(dist).toEqual(expected);
  });
});
