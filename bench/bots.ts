/**
 * The greedy Piss' Squig bot's speed (part of `npm run bench`): seeded matches of the greedy bot against
 * random ones, its seat rotating; only the greedy bot's `choose` is timed (view rebuilt, look-ahead, pick).
 */
import { RandomAgent } from '../src/bots/random.ts';
import { runMatch } from '../src/engine/runner.ts';
import { SeededDice } from '../src/engine/sources.ts';
import { PissSquigGreedyAgent } from '../src/games/piss-squig/bot.ts';
import { pissSquig } from '../src/games/piss-squig/index.ts';

interface BotFigures {
  players: number;
  games: number;
  decisions: number;
  ms: number;
  nodes: number;
  /** Decision times in ms, sorted. */
  times: number[];
  wins: number;
}

/** `games` matches of `players` seats (one greedy, the others random), default options (40 rounds). */
function greedyMatches(players: number, games: number): BotFigures {
  const f: BotFigures = { players, games, decisions: 0, ms: 0, nodes: 0, times: [], wins: 0 };
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const greedy = new PissSquigGreedyAgent(`bench:${g}`);
    const timed = {
      seat: greedy.seat,
      choose(view: unknown, legal: unknown[], player: number): unknown {
        const t0 = performance.now();
        const a = greedy.choose(view, legal, player);
        const dt = performance.now() - t0;
        f.times.push(dt);
        f.ms += dt;
        f.decisions++;
        f.nodes += legal.length > 1 ? greedy.lastNodes : 0;
        return a;
      },
    };
    const agents = Array.from({ length: players }, (_, i) =>
      i === seat ? timed : new RandomAgent(`bench:${g}:${i}`, `Bot ${i}`, pissSquig.resigns),
    );
    const r = runMatch(pissSquig, { players }, { agents, dice: new SeededDice(`bench:${g}`) });
    const w = r.outcome?.winners ?? [];
    if (w.length === 1 && w[0] === seat) f.wins++;
  }
  f.times.sort((a, b) => a - b);
  return f;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
const q = (times: number[], p: number) => (times[Math.floor(p * (times.length - 1))] ?? 0).toFixed(2);

/** The lines to print. */
export function botBench(): string[] {
  greedyMatches(2, 4); // warm-up
  const lines = ["Piss' Squig greedy bot against random bots (default options, 40 rounds), one core:"];
  for (const [players, games] of [
    [2, 40],
    [4, 20],
  ] as const) {
    const f = greedyMatches(players, games);
    lines.push(
      `  ${players} players, ${games} games: ${fmt((f.decisions / f.ms) * 1000)} decisions/s ` +
        `(${fmt(f.decisions)} decisions, ${fmt(f.nodes / f.decisions)} nodes each on average); ` +
        `ms per decision p50 ${q(f.times, 0.5)}, p90 ${q(f.times, 0.9)}, p99 ${q(f.times, 0.99)}, ` +
        `max ${q(f.times, 1)}; outright wins ${f.wins}/${games}`,
    );
  }
  return lines;
}
