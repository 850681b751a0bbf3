/**
 * Greedy against random in Spark Ball: `node --import tsx scripts/sb-greedy.ts [matches] [maxTurns]` (default
 * 200 matches on the default options: quick play T1 vs T2, 16 turns, sudden death), seats alternated. Prints
 * the greedy bot's wins (a draw is not a win), draws and losses, goals, where the ball ended (held by greedy,
 * by random), its mean advance (inches) towards the goal greedy attacks, the greedy bot's mean time per
 * decision (ms) and the run's time. Last measured (2026-12-01, 2-core AMD EPYC VM, Node 20): 199 wins, 1 draw, 0
 * losses in 200 matches (99.5 %), 3.7 s, 0.04 ms per decision (docs/spark-ball.md, « The greedy bot »).
 */
import { RandomAgent } from '../src/bots/random.ts';
import { runMatch } from '../src/engine/runner.ts';
import { SeededDice } from '../src/engine/sources.ts';
import { attackedGoal, SparkBallGreedyAgent } from '../src/games/spark-ball/bot.ts';
import { sparkBall, type SBState } from '../src/games/spark-ball/index.ts';

export interface Duel {
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  heldByGreedy: number;
  heldByRandom: number;
  /** Mean advance of the ball (inches, from the centre line) towards the goal greedy attacks. */
  advance: number;
  /** The greedy bot's decisions and their mean time (ms). */
  decisions: number;
  msPerDecision: number;
}

/** The greedy agent with a clock on its decisions (the clock is the script's, never the rules'). */
class TimedGreedy extends SparkBallGreedyAgent {
  calls = 0;
  ms = 0;
  override choose(view: unknown, legal: unknown[], side: number): unknown {
    const t = performance.now();
    const a = super.choose(view, legal, side);
    this.ms += performance.now() - t;
    this.calls++;
    return a;
  }
}

/** Plays `matches` matches (of `maxTurns` turns without sudden death, else on the defaults), greedy in seat i % 2. */
export function duel(matches: number, maxTurns: number | null = null, seed = 'sb-duel'): Duel {
  const d: Duel = {
    matches,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    heldByGreedy: 0,
    heldByRandom: 0,
    advance: 0,
    decisions: 0,
    msPerDecision: 0,
  };
  let ms = 0;
  for (let i = 0; i < matches; i++) {
    const g = i % 2;
    const greedy = new TimedGreedy(`${seed}-g${i}`);
    const agents = [0, 1].map((seat) =>
      seat === g
        ? greedy
        : new RandomAgent(
            `${seed}-r${i}`,
            'Random',
            (a: unknown) => (a as { type: string }).type === 'concede',
          ),
    );
    const r = runMatch(sparkBall, maxTurns === null ? {} : { match: { maxTurns, suddenDeathTurns: 0 } }, {
      agents,
      dice: new SeededDice(`${seed}-${i}`),
    });
    const s: SBState = r.state;
    const winners = r.outcome?.winners ?? [];
    if (winners.length === 1 && winners[0] === g) d.wins++;
    else if (winners.length === 1) d.losses++;
    else d.draws++;
    d.goalsFor += s.score[g]!;
    d.goalsAgainst += s.score[1 - g]!;
    if (s.holder >= 0) {
      if (s.info[s.holder]!.side === g) d.heldByGreedy++;
      else d.heldByRandom++;
    }
    const goal = attackedGoal(g);
    d.advance += (goal.y === 0 ? 10500 - s.ballY : s.ballY - 10500) / 1000 / matches;
    d.decisions += greedy.calls;
    ms += greedy.ms;
  }
  d.msPerDecision = d.decisions === 0 ? 0 : ms / d.decisions;
  return d;
}

if (process.argv[1]?.endsWith('sb-greedy.ts')) {
  const matches = Number(process.argv[2] ?? 200);
  const turns = process.argv[3] === undefined ? null : Number(process.argv[3]);
  const t0 = Date.now();
  const d = duel(matches, turns);
  console.log(JSON.stringify({ ...d, winRate: d.wins / d.matches, seconds: (Date.now() - t0) / 1000 }));
}
