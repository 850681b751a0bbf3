/**
 * The search bots' speed (`npm run bench -- --search`, also part of the full bench): MCTS iterations per second
 * for each game with search support, two seats, from positions reached by seeded random play, one core.
 */
import { searchSupport } from '../src/bots/index.ts';
import { Mcts } from '../src/bots/search/mcts.ts';
import { SeededRng } from '../src/engine/rng.ts';
import type { AnySearchSupport } from '../src/engine/search.ts';
import { SeededDice } from '../src/engine/sources.ts';

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

/** Decision (or sealed-order) states with two or more inputs, after 10, 40, 80, … random steps of seeded two-seat matches. */
function positions(game: AnySearchSupport, count: number): { s: unknown; player: number }[] {
  const rules = game.rules;
  const out: { s: unknown; player: number }[] = [];
  for (let m = 0; out.length < count && m < 50; m++) {
    let setup = rules.setup({ players: 2 });
    if (!setup.ok) setup = rules.setup({});
    if (!setup.ok) throw new Error(`${rules.id}: ${setup.error.en}`);
    const s = setup.value;
    const rng = new SeededRng(`positions-${m}`);
    const dice = new SeededDice(`positions-${m}`);
    for (let step = 0; step < 2000 && out.length < count; step++) {
      const p = rules.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        rules.applyChance(s, dice.roll(p.request));
        continue;
      }
      const players = p.kind === 'decision' ? [p.player] : p.players;
      const legal = players.map((player) =>
        rules.legal(s, player).filter((a: unknown) => !rules.resigns?.(a)),
      );
      // Decisions and sealed orders (Pillards' sheets: the first seat's) alike.
      if (step >= 10 + 30 * (out.length % 4) && legal[0]!.length >= 2) {
        out.push({ s: rules.clone(s), player: players[0]! });
      }
      if (p.kind === 'decision') rules.apply(s, p.player, legal[0]![rng.int(0, legal[0]!.length - 1)]);
      else {
        const orders = new Map<number, unknown>();
        players.forEach((player, k) => orders.set(player, legal[k]![rng.int(0, legal[k]!.length - 1)]));
        rules.applyOrders(s, orders);
      }
    }
  }
  return out;
}

/** The lines `npm run bench` prints for the search bots. */
export function searchLines(): string[] {
  const lines = ['MCTS iterations per second (search bots, two seats, one core, 8 positions per game):'];
  for (const [id, game] of Object.entries(searchSupport)) {
    const list = positions(game, 8);
    // 20,000 iterations a position, or 3 s where a game searches slower (Pillards plays whole turns out).
    const run = (iterations: number, ms: number) => {
      let total = 0;
      const t0 = performance.now();
      for (const [i, { s, player }] of list.entries()) {
        const view = game.rules.view(s, player);
        const legal = game.rules.legal(s, player);
        total += new Mcts(game, { budget: { iterations, ms } }, `bench-${i}`).search(
          view,
          player,
          legal,
        ).iterations;
      }
      return { total, ms: performance.now() - t0 };
    };
    run(2000, 300);
    const r = run(20_000, 3000);
    lines.push(
      `  ${id.padEnd(16)} ${fmt((r.total / r.ms) * 1000)} iterations/s (${fmt(r.total)} iterations in ${fmt(r.ms)} ms)`,
    );
  }
  return lines;
}
