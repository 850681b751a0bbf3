/**
 * Spark Ball's speed on one core (`npm run bench -- --spark-ball`, also part of the full bench): random
 * playouts straight on the rules object as a search would run them, and the clone and hash of a mid-match
 * state. Rolls are drawn by a seeded dice source rather than picked among `chanceOutcomes`: the continuous
 * scatter direction has 360,000 faces, and a search samples it the same way.
 */
import { SeededRng } from '../src/engine/rng.ts';
import { SeededDice } from '../src/engine/sources.ts';
import { sparkBall, type SBState } from '../src/games/spark-ball/index.ts';
import { roster, rosterPlayer, testOptions } from '../src/games/spark-ball/testing.ts';

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

/** Default options with two 8-player rosters, 16 turns, the continuous direction die. */
function options(): Record<string, unknown> {
  return testOptions(
    {},
    roster('h', {}, [rosterPlayer('h8', 'attacker')]),
    roster('a', {}, [rosterPlayer('a8', 'defender')]),
  );
}

interface Playouts {
  games: number;
  decisions: number;
  chance: number;
  ms: number;
}

/** Random legal decisions (concession only when nothing else is legal), seeded dice. */
function step(s: SBState, rng: SeededRng, dice: SeededDice): 'decision' | 'chance' | 'over' {
  const p = sparkBall.pending(s);
  if (p.kind === 'over') return 'over';
  if (p.kind === 'chance') {
    sparkBall.applyChance(s, dice.roll(p.request));
    return 'chance';
  }
  if (p.kind !== 'decision') throw new Error('Spark Ball has no simultaneous orders');
  const legal = sparkBall.legal(s, p.player);
  // Concession is the last input of every list (legal.ts): drawing among the others needs no filtered copy.
  const last = legal.length - 1;
  const n = last > 0 && legal[last]!.type === 'concede' ? last : legal.length;
  sparkBall.apply(s, p.player, legal[rng.int(0, n - 1)]!);
  return 'decision';
}

function playouts(games: number, seed: string): Playouts {
  const rng = new SeededRng(seed);
  const dice = new SeededDice(seed);
  const o = options();
  let decisions = 0;
  let chance = 0;
  // Every playout starts from a clone of one set-up state, as a search's would (setup parses the options).
  const setup = sparkBall.setup(o);
  if (!setup.ok) throw new Error(setup.error.en);
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const s = sparkBall.clone(setup.value);
    for (;;) {
      const kind = step(s, rng, dice);
      if (kind === 'over') break;
      if (kind === 'chance') chance++;
      else decisions++;
    }
  }
  return { games, decisions, chance, ms: performance.now() - t0 };
}

/** A state some 400 steps into a match (turn 2 or so, players spread over the pitch). */
function midMatch(): SBState {
  const setup = sparkBall.setup(options());
  if (!setup.ok) throw new Error(setup.error.en);
  const rng = new SeededRng('mid');
  const dice = new SeededDice('mid');
  for (let i = 0; i < 400; i++) if (step(setup.value, rng, dice) === 'over') break;
  return setup.value;
}

/** Mean time of `fn` in nanoseconds over `n` calls. */
function nanos(n: number, fn: () => unknown): number {
  let sink: unknown;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) sink = fn();
  const ns = ((performance.now() - t0) * 1e6) / n;
  if (sink === undefined) throw new Error('unreachable');
  return ns;
}

/** The lines `npm run bench` prints for Spark Ball. */
export function sparkBallLines(): string[] {
  // A search plays millions of steps: V8's steady state is what it gets. Twenty warm-up matches (25,000 steps)
  // left the JIT still optimising (the same code measured 166,000 steps/s after them, 213,000–223,000 after
  // 200, in the same minute); OSOI's bench showed the same climb.
  playouts(200, 'warm-up');
  const p = playouts(200, 'bench');
  const steps = p.decisions + p.chance;
  const s = midMatch();
  nanos(200_000, () => sparkBall.clone(s));
  return [
    'Spark Ball random playouts (7–8 players a side, 16 turns, continuous direction die), one core:',
    `  games            ${fmt(p.games)} in ${fmt(p.ms)} ms → ${((p.games / p.ms) * 1000).toFixed(1)} games/s`,
    `  steps/s          ${fmt((steps / p.ms) * 1000)} (${fmt(steps)} steps, ${fmt(steps / p.games)} a match)`,
    `  decisions/s      ${fmt((p.decisions / p.ms) * 1000)} (${fmt(p.decisions)} decisions)`,
    `  chance steps/s   ${fmt((p.chance / p.ms) * 1000)} (${fmt(p.chance)} chance steps)`,
    'Spark Ball state (mid-match, 16 players):',
    `  clone            ${nanos(2_000_000, () => sparkBall.clone(s)).toFixed(0)} ns`,
    `  hash             ${nanos(200_000, () => sparkBall.hash(s)).toFixed(0)} ns`,
  ];
}
