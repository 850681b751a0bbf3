/**
 * The cost of Spark Ball's `previews` (`sbPreviews`), which the server runs for the seat on move on every
 * snapshot (`node --import tsx bench/sb-previews.ts`; also part of `npm run bench -- --spark-ball`): a carrier
 * with every shot candidate C-4 gives, among opponents who may intercept each shot, with team rerolls; a tackle
 * window with 12 tackles and both teams' rerolls (the worst cases found); and every decision of random playouts
 * of quick play (T1 against T2).
 * Not a test: nothing here asserts a timing.
 */
import { SeededRng } from '../src/engine/rng.ts';
import { SeededDice } from '../src/engine/sources.ts';
import { sparkBall, type SBState } from '../src/games/spark-ball/index.ts';
import { Ball, get, P_X, P_Y, PER_INCH, set } from '../src/games/spark-ball/state.ts';
import { Table } from '../src/games/spark-ball/testing.ts';

/** Home's h6 holds the ball at (6.5, 14), activated, every other player within 6 in of him. */
export function crowdedCarrier(): SBState {
  const t = Table.atTurn1(0);
  const put = (id: string, x: number, y: number) => {
    const p = t.index(id);
    set(t.s, p, P_X, Math.round(x * PER_INCH));
    set(t.s, p, P_Y, Math.round(y * PER_INCH));
  };
  put('h6', 6.5, 14);
  put('h5', 3.5, 15);
  put('h7', 9.5, 15);
  put('h2', 2, 13);
  put('h3', 11, 13);
  put('h4', 6.5, 11.5);
  put('a2', 4, 17);
  put('a3', 9, 17);
  put('a4', 6.5, 18);
  put('a5', 3, 11);
  put('a6', 10, 11);
  put('a7', 5, 9.5);
  const h = t.index('h6');
  t.s.ball = Ball.Held;
  t.s.holder = h;
  t.s.ballX = get(t.s, h, P_X);
  t.s.ballY = get(t.s, h, P_Y);
  t.act(0, { type: 'activate', player: 'h6' });
  return t.s;
}

/**
 * Home's h6 declares a 5 in step through six opponents, each of whom may tackle him with or without a leap
 * (12 tackle inputs), both teams with their 2 team rerolls: the heaviest reaction window found.
 */
export function crowdedTackle(): SBState {
  const t = Table.atTurn1(0);
  t.declineTackles = false;
  const put = (id: string, x: number, y: number) => {
    const p = t.index(id);
    set(t.s, p, P_X, Math.round(x * PER_INCH));
    set(t.s, p, P_Y, Math.round(y * PER_INCH));
  };
  put('a2', 4.5, 11);
  put('a3', 8.5, 11);
  put('a4', 4.5, 13);
  put('a5', 8.5, 13);
  put('a6', 6.5, 15.5);
  put('a7', 3.5, 9.5);
  t.act(0, { type: 'activate', player: 'h6' });
  t.act(0, { type: 'move', path: [{ x: 6.5, y: 13.5 }] });
  return t.s;
}

/**
 * Milliseconds per `previews` call on `s` for the seat on move, after a warm-up: the best of `batches` batches
 * of 5 calls (the machine is shared: the best batch is the one least disturbed).
 */
export function previewMs(s: SBState, batches = 30): { ms: number; inputs: number; shots: number } {
  const p = sparkBall.pending(s);
  if (p.kind !== 'decision') throw new Error('a decision must be pending');
  const legal = sparkBall.legal(s, p.player);
  for (let i = 0; i < 10; i++) sparkBall.previews!(s, p.player, legal);
  let best = Infinity;
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (let i = 0; i < 5; i++) sparkBall.previews!(s, p.player, legal);
    best = Math.min(best, (performance.now() - t0) / 5);
  }
  return {
    ms: best,
    inputs: legal.length,
    shots: legal.filter((a) => a.type === 'shoot').length,
  };
}

/** `previews` on every decision of random quick-play matches: mean, 99th percentile and maximum (ms). */
export function playoutPreviews(games: number, seed: string) {
  const rng = new SeededRng(seed);
  const dice = new SeededDice(seed);
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const setup = sparkBall.setup({ match: { maxTurns: 6 } });
    if (!setup.ok) throw new Error(setup.error.en);
    const s = setup.value;
    for (;;) {
      const p = sparkBall.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        sparkBall.applyChance(s, dice.roll(p.request));
        continue;
      }
      if (p.kind !== 'decision') throw new Error('Spark Ball has no simultaneous orders');
      const legal = sparkBall.legal(s, p.player);
      const t0 = performance.now();
      sparkBall.previews!(s, p.player, legal);
      times.push(performance.now() - t0);
      const playable = legal.length > 1 ? legal.filter((a) => a.type !== 'concede') : legal;
      sparkBall.apply(s, p.player, playable[rng.int(0, playable.length - 1)]!);
    }
  }
  const total = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  return {
    decisions: times.length,
    mean: total / times.length,
    p99: times[Math.floor(times.length * 0.99)]!,
    max: times[times.length - 1]!,
  };
}

/** Lines for `npm run bench`. */
export function sbPreviewsLines(): string[] {
  const w = previewMs(crowdedCarrier());
  const k = previewMs(crowdedTackle());
  playoutPreviews(2, 'warm-up');
  const r = playoutPreviews(20, 'bench');
  return [
    'Spark Ball previews (run for the seat on move on every snapshot), one core:',
    `  crowded carrier  ${w.ms.toFixed(2)} ms (${w.inputs} inputs, ${w.shots} shots, team rerolls left)`,
    `  crowded tackle   ${k.ms.toFixed(2)} ms (${k.inputs - 2} tackles, both teams' rerolls left)`,
    `  per decision     ${r.mean.toFixed(3)} ms mean, ${r.p99.toFixed(2)} ms at the 99th percentile, ${r.max.toFixed(1)} ms at most (${r.decisions} decisions of 20 random quick-play matches)`,
  ];
}

if (process.argv[1]?.endsWith('sb-previews.ts')) for (const line of sbPreviewsLines()) console.log(line);
