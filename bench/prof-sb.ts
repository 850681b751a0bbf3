import { SeededRng } from '../src/engine/rng.ts';
import { SeededDice } from '../src/engine/sources.ts';
import { sparkBall, type SBState } from '../src/games/spark-ball/index.ts';
import { roster, rosterPlayer, testOptions } from '../src/games/spark-ball/testing.ts';
const o = testOptions(
  {},
  roster('h', {}, [rosterPlayer('h8', 'attacker')]),
  roster('a', {}, [rosterPlayer('a8', 'defender')]),
);
const rng = new SeededRng('bench');
const dice = new SeededDice('bench');
let steps = 0;
const counts: Record<string, number> = {};
const t0 = performance.now();
const c0 = process.cpuUsage();
const N = Number(process.argv[2] ?? 200);
const st0 = sparkBall.setup(o);
if (!st0.ok) throw new Error('x');
for (let g = 0; g < N; g++) {
  const s: SBState = sparkBall.clone(st0.value);
  for (;;) {
    const p = sparkBall.pending(s);
    if (p.kind === 'over') break;
    steps++;
    if (p.kind === 'chance') {
      sparkBall.applyChance(s, dice.roll(p.request));
      continue;
    }
    if (p.kind !== 'decision') throw new Error('sim');
    const legal = sparkBall.legal(s, p.player);
    const n =
      legal.length > 1 && legal[legal.length - 1]!.type === 'concede' ? legal.length - 1 : legal.length;
    const a = legal[rng.int(0, n - 1)]!;
    counts[a.type] = (counts[a.type] ?? 0) + 1;
    sparkBall.apply(s, p.player, a);
  }
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(c0);
const cms = (cpu.user + cpu.system) / 1000;
console.log(
  N,
  'games',
  steps,
  'steps',
  Math.round((steps / ms) * 1000),
  'steps/s wall',
  Math.round((steps / cms) * 1000),
  'steps/s cpu',
);
if (process.argv[3]) console.log(counts);
