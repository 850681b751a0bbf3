import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../engine/rng.ts';
import { SeededDice } from '../../../engine/sources.ts';
import type { GameEvent, RollEvent } from '../../../engine/types.ts';
import { sparkBall } from '../index.ts';
import { knockDown } from '../knockdown.ts';
import type { SBState } from '../state.ts';
import { roster, rosterPlayer, Table, testOptions } from '../testing.ts';

/**
 * Spark Ball's dice against exact probabilities: the engine's outcomes over many seeded rolls must agree
 * with the reference's tables, computed here independently by enumerating the faces.
 */

/** |hits − np| ≤ z·sqrt(np(1−p)); z = 4.5 makes a false alarm rarer than 1 in 100,000 (runs are seeded). */
function expectBinomial(hits: number, n: number, p: number, what: string, z = 4.5): void {
  const sd = Math.sqrt(n * p * (1 - p));
  expect(
    Math.abs(hits - n * p),
    `${what}: ${hits}/${n} vs p=${p.toFixed(4)} (±${(z * sd).toFixed(1)})`,
  ).toBeLessThanOrEqual(z * sd);
}

/** Every roll event of `games` seeded random matches (a few turns each, 8 directions or continuous). */
function simulatedRolls(games: number): RollEvent[] {
  const rolls: RollEvent[] = [];
  const rng = new SeededRng('sb-stats');
  const dice = new SeededDice('sb-stats');
  for (let g = 0; g < games; g++) {
    const options = testOptions(
      { match: { maxTurns: 4 }, scatter: { directions: g % 2 === 0 ? 'continuous' : '8' } },
      roster('h', {}, [rosterPlayer('h8', 'attacker')]),
      roster('a', {}, [rosterPlayer('a8', 'defender')]),
    );
    const setup = sparkBall.setup(options);
    if (!setup.ok) throw new Error(setup.error.en);
    const s = setup.value;
    const keep = (events: GameEvent[]) => {
      for (const e of events) if (e.type === 'roll') rolls.push(e as RollEvent);
    };
    for (;;) {
      const p = sparkBall.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        const r = sparkBall.applyChance(s, dice.roll(p.request));
        if (!r.ok) throw new Error(r.error.en);
        keep(r.value);
      } else if (p.kind === 'decision') {
        const legal = sparkBall.legal(s, p.player).filter((a) => a.type !== 'concede');
        keep(sparkBall.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!));
      } else throw new Error('Spark Ball has no simultaneous orders');
    }
  }
  return rolls;
}

/** A 1D6 test against `target` with `modifier` (SB-GEN-4, SB-GEN-5): a natural 6 passes, a natural 1 fails. */
function testOdds(need: number): number {
  let ways = 1; // the natural 6
  for (let f = 2; f <= 5; f++) if (f >= need) ways++;
  return ways / 6;
}

/** `n` rolls of the pending roll of clones of `s`, with seeded dice: the events of each. */
function rollClones(s: SBState, n: number, seed: string): GameEvent[][] {
  const dice = new SeededDice(seed);
  const out: GameEvent[][] = [];
  for (let i = 0; i < n; i++) {
    const c = sparkBall.clone(s);
    const events: GameEvent[] = [];
    // A roll may come in parts (distance dice, then the direction): roll until the first roll event.
    while (!events.some((e) => e.type === 'roll')) {
      const p = sparkBall.pending(c);
      if (p.kind !== 'chance') throw new Error(`expected a roll, got ${p.kind}`);
      const r = sparkBall.applyChance(c, dice.roll(p.request));
      if (!r.ok) throw new Error(r.error.en);
      events.push(...r.value);
    }
    out.push(events);
  }
  return out;
}

const rollOf = (events: GameEvent[]) =>
  events.find((e) => e.type === 'roll') as RollEvent & Record<string, unknown>;

describe('Spark Ball statistics', () => {
  const rolls = simulatedRolls(120);

  it('SB-GEN-4 SB-GEN-5 tests at each difficulty succeed as 1D6 + modifier ≥ target with natural 1 and 6', () => {
    const tests = rolls.filter((r) => r.target !== undefined && r.dice === '1d6');
    expect(tests.length).toBeGreaterThan(3000);
    // Natural 1 always fails, natural 6 always succeeds, whatever the difficulty.
    for (const r of tests) {
      if (r.faces[0] === 1) expect(r.success, `${r.rule} natural 1`).toBe(false);
      if (r.faces[0] === 6) expect(r.success, `${r.rule} natural 6`).toBe(true);
    }
    // Grouped by the face needed (target − modifier): 2 or less, 3, 4, 5, 6, 7 or more.
    const groups = new Map<number, RollEvent[]>();
    for (const r of tests) {
      const need = Math.min(Math.max(r.target! - (r.modifier ?? 0), 2), 7);
      groups.set(need, [...(groups.get(need) ?? []), r]);
    }
    let checked = 0;
    for (const [need, group] of groups) {
      if (group.length < 300) continue;
      checked++;
      expectBinomial(group.filter((r) => r.success).length, group.length, testOdds(need), `need ${need}`);
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('SB-R-01 the scatter die shows HIT on faces 1–2 (1/3), and its direction is uniform', () => {
    // Kick-offs from one deployed position, with the continuous direction die and the 8-direction variant.
    for (const directions of ['continuous', '8'] as const) {
      const t = Table.deployed(testOptions({ scatter: { directions } }));
      t.roll(3, 4); // ROLL-EVENT 7
      const n = 4800;
      const scatter = rollClones(t.s, n, `scatter-${directions}`).map(rollOf);
      expectBinomial(scatter.filter((r) => r.result === 'hit').length, n, 1 / 3, `${directions}: HIT`);
      const buckets = new Array<number>(directions === '8' ? 8 : 12).fill(0);
      for (const r of scatter) {
        // Twelve 30° sectors of the continuous die (millidegrees), the faces of the 8-direction die.
        if (directions === '8') buckets[(r.directionFace as number) - 1]!++;
        else buckets[Math.floor((r.direction as number) / 30_000)]!++;
      }
      buckets.forEach((k, i) => expectBinomial(k, n, 1 / buckets.length, `${directions}: direction ${i}`));
    }
  });

  it('SB-SETUP-6 SB-EVENT-11 the kick-off deviates 2D6 (the higher die on a HIT), and 3 dice minus one under events 5 and 9', () => {
    // The exact distribution, enumerated: scatter face s (HIT on 1–2), distance dice; events 5/9 add a die.
    const exact = (event: number): number[] => {
      const pmf = new Array<number>(13).fill(0);
      const n = event === 5 || event === 9 ? 3 : 2;
      const total = 6 * 6 ** n;
      for (let s = 1; s <= 6; s++) {
        for (let k = 0; k < 6 ** n; k++) {
          let dice = Array.from({ length: n }, (_, i) => (Math.floor(k / 6 ** i) % 6) + 1);
          if (n === 3) {
            const sorted = [...dice].sort((a, b) => a - b);
            dice = event === 5 ? sorted.slice(1) : sorted.slice(0, 2);
          }
          const d = s <= 2 ? Math.max(...dice) : dice[0]! + dice[1]!;
          pmf[d]! += 1 / total;
        }
      }
      return pmf;
    };
    for (const event of [7, 5, 9]) {
      const t = Table.deployed();
      t.roll(event === 5 ? 2 : 3, event === 5 ? 3 : event === 9 ? 6 : 4); // ROLL-EVENT
      const n = 6000;
      const distances = rollClones(t.s, n, `kickoff-${event}`).map((events) => {
        const roll = rollOf(events);
        expect(roll.rule).toBe('SB-SETUP-6');
        return roll.distance as number;
      });
      const pmf = exact(event);
      for (let d = 1; d <= 12; d++) {
        if (pmf[d]! === 0) expect(distances.filter((x) => x === d)).toEqual([]);
        else expectBinomial(distances.filter((x) => x === d).length, n, pmf[d]!, `event ${event}, ${d} in`);
      }
    }
  });

  it('SB-INJ-1 SB-INJ-4 the injury table and the serious-injury table fall with their exact odds', () => {
    const t = Table.atTurn1(
      0,
      testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 })),
    );
    t.act(0, { type: 'activate', player: 'h5' });
    knockDown(t.s, t.index('a5'), true, 'SB-REACT-6', t.events);
    const n = 7200;
    const results = rollClones(t.s, n, 'injury').map((events) => rollOf(events).result);
    // 2D6: 2–7 stunned 21/36, 8–9 KO 9/36, 10–11 light 5/36, 12 serious 1/36.
    for (const [result, p] of [
      ['stunned', 21 / 36],
      ['ko', 9 / 36],
      ['light', 5 / 36],
      ['serious', 1 / 36],
    ] as const) {
      expectBinomial(results.filter((r) => r === result).length, n, p, result);
    }
    // The serious-injury D6: each of the six results 1/6.
    const serious = Table.atTurn1(
      0,
      testOptions({}, roster('h', { teamRerolls: 0 }), roster('a', { teamRerolls: 0 })),
    );
    serious.act(0, { type: 'activate', player: 'h5' });
    knockDown(serious.s, serious.index('a5'), true, 'SB-REACT-6', serious.events);
    serious.roll(6, 6);
    const faces = rollClones(serious.s, 3000, 'serious').map((events) => rollOf(events).faces[0]!);
    for (let f = 1; f <= 6; f++)
      expectBinomial(faces.filter((x) => x === f).length, 3000, 1 / 6, `serious ${f}`);
  });
});
