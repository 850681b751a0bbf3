/**
 * The search core on toy games whose right answers are known exactly, and on Piss' Squig through the bot's
 * public face (`SearchAgent.choose(view, legal, seat)`).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../engine/rng.ts';
import type { SearchSupport } from '../../engine/search.ts';
import { SeededDice } from '../../engine/sources.ts';
import { err, ok, type Outcome, type Pending, type Rules } from '../../engine/types.ts';
import { runMatch } from '../../engine/runner.ts';
import { pissSquig } from '../../games/piss-squig/index.ts';
import { pissSquigSearch } from '../../games/piss-squig/search.ts';
import { RandomAgent } from '../random.ts';
import { SearchAgent } from './agent.ts';
import { Mcts, outcomeShares } from './mcts.ts';

/**
 * A one-decision dice game: seat 0 picks a bet, one d6 is rolled, seat 0 wins on `wins[bet]` faces. Or, with
 * `sealed`, both seats pick a letter at once and seat 0 wins when it picked 'x' or seat 1 picked 'b'.
 */
interface Toy {
  sealed: boolean;
  bet: string | null;
  face: number;
  orders: string[] | null;
  outcome: Outcome | null;
}
type ToyAction = string;
const WINS: Record<string, number[]> = { high: [5, 6], six: [6], low: [1, 2, 3] };

const finished = (winner: number): Outcome => ({
  scores: winner === 0 ? [1, 0] : [0, 1],
  ranks: winner === 0 ? [1, 2] : [2, 1],
  winners: [winner],
});

const toy: Rules<Toy, ToyAction, Toy> = {
  id: 'toy',
  version: '1',
  players: { min: 2, max: 2 },
  setup: (o) => ok({ sealed: o === 'sealed', bet: null, face: 0, orders: null, outcome: null }),
  pending(s): Pending {
    if (s.outcome) return { kind: 'over', outcome: s.outcome };
    if (s.sealed) return { kind: 'simultaneous', players: [0, 1] };
    if (s.bet === null) return { kind: 'decision', player: 0 };
    return { kind: 'chance', request: { rule: 'TOY', dice: '1d6', roller: 0, label: 'toy' } };
  },
  legal: (s, player) => (s.sealed ? (player === 0 ? ['x', 'y', 'z'] : ['a', 'b']) : Object.keys(WINS)),
  validate: (s, player, a) =>
    toy.legal(s, player).includes(a as string) ? ok(a as string) : err('toy', undefined, 'non', 'no'),
  apply(s, _player, a) {
    s.bet = a;
    return [];
  },
  applyOrders(s, orders) {
    const x = orders.get(0)!;
    const y = orders.get(1)!;
    s.orders = [x, y];
    s.outcome = finished(x === 'x' || y === 'b' ? 0 : 1);
    return [];
  },
  applyChance(s, faces) {
    s.face = faces[0]!;
    s.outcome = finished(WINS[s.bet!]!.includes(s.face) ? 0 : 1);
    return ok([]);
  },
  chanceOutcomes: (s) =>
    s.bet === null || s.outcome ? null : [1, 2, 3, 4, 5, 6].map((f) => ({ faces: [f], p: 1 / 6 })),
  view: (s) => structuredClone(s),
  clone: (s) => structuredClone(s),
  hash: (s) => JSON.stringify(s),
  stepBound: () => 3,
};

const toySearch: SearchSupport<Toy, ToyAction, Toy> = {
  rules: toy,
  hidden: false,
  determinize: (v) => structuredClone(v),
  evaluate: () => [0.5, 0.5],
  seats: () => 2,
  rolloutDecisions: 0,
};

/**
 * A corridor: seat 0 takes `safe` (a draw at once) or walks three steps, each of four doors of which one is right
 * (`a`); three right doors win, a wrong one loses. The evaluation sees how far a walk got.
 */
interface Corridor {
  at: number;
  safe: boolean;
  lost: boolean;
}
const corridorOver = (s: Corridor): Outcome | null =>
  s.safe
    ? { scores: [0, 0], ranks: [1, 1], winners: [0, 1] }
    : s.lost
      ? finished(1)
      : s.at === 3
        ? finished(0)
        : null;
const corridor: Rules<Corridor, string, Corridor> = {
  ...(toy as unknown as Rules<Corridor, string, Corridor>),
  id: 'corridor',
  setup: () => ok({ at: 0, safe: false, lost: false }),
  pending(s): Pending {
    const o = corridorOver(s);
    return o ? { kind: 'over', outcome: o } : { kind: 'decision', player: 0 };
  },
  legal: (s) => (s.at === 0 ? ['safe', 'a', 'b', 'c', 'd'] : ['a', 'b', 'c', 'd']),
  apply(s, _player, a) {
    if (a === 'safe') s.safe = true;
    else if (a === 'a') s.at++;
    else s.lost = true;
    return [];
  },
  chanceOutcomes: () => null,
  stepBound: () => 4,
};
const corridorSearch: SearchSupport<Corridor, string, Corridor> = {
  rules: corridor,
  hidden: false,
  determinize: (v) => structuredClone(v),
  // Further along the right doors looks better: 0.6, 0.7 at one and two right doors.
  evaluate: (s) => [0.5 + 0.1 * s.at, 0.5 - 0.1 * s.at],
  seats: () => 2,
  rolloutDecisions: 0,
};

describe('search core', () => {
  it('chance nodes with few outcomes are enumerated in proportion: each bet is valued at its exact odds', () => {
    const s = toy.setup(null);
    if (!s.ok) throw new Error('setup');
    const result = new Mcts(toySearch, { budget: { iterations: 600 } }, 'toy').search(
      s.value,
      0,
      toy.legal(s.value, 0),
    );
    expect(result.action).toBe('low');
    const value = Object.fromEntries(result.stats.map((x) => [x.action, x]));
    // Every visit of a bet's roll goes to the outcome furthest behind its share: after n visits each face has
    // ⌊n/6⌋ or ⌈n/6⌉ of them, so the mean is the exact odds within 1/n.
    for (const [bet, faces] of Object.entries(WINS)) {
      const { visits, value: mean } = value[bet]!;
      expect(visits).toBeGreaterThan(5);
      expect(Math.abs(mean - faces.length / 6)).toBeLessThanOrEqual(1 / visits + 1e-12);
    }
    expect(result.iterations).toBe(600);
  });

  it("sealed orders at the root: the seat searches its own order against the others' decoupled choices", () => {
    const s = toy.setup('sealed');
    if (!s.ok) throw new Error('setup');
    // Seat 0 wins by 'x' whatever seat 1 does (listed last here); seat 1 loses by 'b' whatever seat 0 does.
    const zero = new Mcts(toySearch, { budget: { iterations: 400 } }, 'p0').search(s.value, 0, [
      'y',
      'z',
      'x',
    ]);
    expect(zero.action).toBe('x');
    const x = zero.stats.find((st) => st.action === 'x')!;
    expect(x.value).toBe(1);
    // Seat 1's 'a' beats whatever of y/z seat 0's own statistics still try; its 'b' never wins.
    const one = new Mcts(toySearch, { budget: { iterations: 400 } }, 'p1').search(s.value, 1, ['b', 'a']);
    expect(one.action).toBe('a');
    expect(one.stats.find((st) => st.action === 'b')!.value).toBe(0);
    expect(one.stats.find((st) => st.action === 'a')!.value).toBeGreaterThan(0);
  });

  it("implicit minimax follows a long run of one seat's decisions that plain means undervalue", () => {
    const s = corridor.setup(null);
    if (!s.ok) throw new Error('setup');
    const legal = corridor.legal(s.value, 0);
    const plain = new Mcts(corridorSearch, { budget: { iterations: 60 } }, 'c').search(s.value, 0, legal);
    const mixed = new Mcts(corridorSearch, { budget: { iterations: 60 }, minimax: 0.3 }, 'c').search(
      s.value,
      0,
      legal,
    );
    // Three wrong doors of four at each step drag the walk's mean under the draw's ½; its best line wins.
    expect(plain.action).toBe('safe');
    expect(mixed.action).toBe('a');
  });

  it('a prior steers the search: inputs it gives nothing are never tried while its favourite holds up', () => {
    const s = toy.setup(null);
    if (!s.ok) throw new Error('setup');
    const legal = toy.legal(s.value, 0);
    const steered = {
      ...toySearch,
      prior: (_s: Toy, _p: number, actions: readonly string[]) => actions.map((a) => (a === 'low' ? 1 : 0)),
    };
    const r = new Mcts(steered, { budget: { iterations: 300 } }, 'prior').search(s.value, 0, legal);
    const visits = Object.fromEntries(r.stats.map((x) => [x.action, x.visits]));
    expect(r.action).toBe('low');
    expect(visits).toEqual({ high: 0, six: 0, low: 300 });
  });

  it('a wrong prior is overruled once its favourite has been measured: the means win in the end', () => {
    const s = toy.setup(null);
    if (!s.ok) throw new Error('setup');
    const legal = toy.legal(s.value, 0);
    // Nearly all the prior on 'six' (wins 1 in 6); 'low' (1 in 2) gets 1 %.
    const wrong = {
      ...toySearch,
      prior: (_s: Toy, _p: number, actions: readonly string[]) => actions.map((a) => (a === 'six' ? 98 : 1)),
    };
    const short = new Mcts(wrong, { budget: { iterations: 60 } }, 'wrong').search(s.value, 0, legal);
    expect(short.action).toBe('six');
    const long = new Mcts(wrong, { budget: { iterations: 3000 } }, 'wrong').search(s.value, 0, legal);
    expect(long.action).toBe('low');
    const low = long.stats.find((x) => x.action === 'low')!;
    expect(Math.abs(low.value - 0.5)).toBeLessThanOrEqual(1 / low.visits + 1e-12);
  });

  it('shares of a finished match: win 1, draw ½, loss 0; more seats by the fraction ranked below', () => {
    expect(outcomeShares({ scores: [2, 1], ranks: [1, 2], winners: [0] }, 2)).toEqual([1, 0]);
    expect(outcomeShares({ scores: [1, 1], ranks: [1, 1], winners: [0, 1] }, 2)).toEqual([0.5, 0.5]);
    expect(outcomeShares({ scores: [3, 1, 1, 0], ranks: [1, 2, 2, 4], winners: [0] }, 4)).toEqual([
      1, 0.5, 0.5, 0,
    ]);
  });

  it('the same seed and iteration budget give the same decision; another seed may search differently', () => {
    const setup = pissSquig.setup({ players: 2 });
    if (!setup.ok) throw new Error('setup');
    const s = setup.value;
    const dice = new SeededDice('same');
    // Walk to the first decision with several inputs.
    for (;;) {
      const p = pissSquig.pending(s);
      if (p.kind === 'chance') pissSquig.applyChance(s, dice.roll(p.request));
      else if (p.kind === 'decision' && pissSquig.legal(s, p.player).length > 2) break;
      else if (p.kind === 'decision') pissSquig.apply(s, p.player, pissSquig.legal(s, p.player)[0]!);
      else throw new Error('unexpected');
    }
    const p = pissSquig.pending(s) as { player: number };
    const legal = pissSquig.legal(s, p.player);
    const view = pissSquig.view(s, p.player);
    const a = new SearchAgent(pissSquigSearch, 'seed-1', { budget: { iterations: 300 } });
    const b = new SearchAgent(pissSquigSearch, 'seed-1', { budget: { iterations: 300 } });
    expect(JSON.stringify(a.choose(view, legal, p.player))).toBe(
      JSON.stringify(b.choose(view, legal, p.player)),
    );
    expect(a.last!.stats.map((x) => x.visits)).toEqual(b.last!.stats.map((x) => x.visits));
    expect(a.last!.iterations).toBe(300);
  });

  it("Piss' Squig: the search bot's inputs are legal in hundreds of positions, 2 to 8 players, from views only", () => {
    let checked = 0;
    for (const players of [2, 4, 8]) {
      const setup = pissSquig.setup({ players });
      if (!setup.ok) throw new Error('setup');
      const s = setup.value;
      const dice = new SeededDice(`legal-${players}`);
      const rng = new SeededRng(`legal-${players}`);
      const bot = new SearchAgent(pissSquigSearch, `bot-${players}`, { budget: { iterations: 40 } });
      for (let step = 0; step < 500; step++) {
        const p = pissSquig.pending(s);
        if (p.kind === 'over') break;
        if (p.kind === 'chance') {
          pissSquig.applyChance(s, dice.roll(p.request));
          continue;
        }
        if (p.kind !== 'decision') throw new Error('no sealed orders in this game');
        const legal = pissSquig.legal(s, p.player);
        let a: unknown;
        if (step % 2 === 0) {
          a = bot.choose(pissSquig.view(s, p.player), legal, p.player);
          const checkedInput = pissSquig.validate(s, p.player, a);
          expect(checkedInput.ok).toBe(true);
          expect(pissSquig.resigns!(a as never)).toBe(legal.every((x) => pissSquig.resigns!(x)));
          checked++;
        } else {
          const kept = legal.filter((x) => !pissSquig.resigns!(x));
          a = kept.length > 0 ? kept[rng.int(0, kept.length - 1)] : legal[0];
        }
        pissSquig.apply(s, p.player, a as never);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it("Piss' Squig: search beats random in a short series (seats alternated), never losing", () => {
    let wins = 0;
    let losses = 0;
    for (let g = 0; g < 6; g++) {
      const me = g % 2;
      const search = new SearchAgent(pissSquigSearch, `s${g}`, { budget: { iterations: 300 } });
      const random = new RandomAgent(
        `r${g}`,
        'Random',
        (a: unknown) => pissSquig.resigns?.(a as never) === true,
      );
      const r = runMatch(
        pissSquig,
        { players: 2 },
        { agents: me === 0 ? [search, random] : [random, search], dice: new SeededDice(`series-${g}`) },
      );
      const winners = r.outcome!.winners;
      if (winners.length === 1 && winners[0] === me) wins++;
      if (!winners.includes(me)) losses++;
    }
    expect(losses).toBe(0);
    expect(wins).toBeGreaterThanOrEqual(5);
  });
});
