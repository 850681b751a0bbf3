/**
 * OSOI's speed on one core (`npm run bench -- --osoi`, also part of the full bench): random playouts straight
 * on the rules object as a search would run them, and the clone and hash of a mid-battle state. Rolls are
 * drawn by a seeded dice source.
 */
import { SeededRng } from '../src/engine/rng.ts';
import { SeededDice } from '../src/engine/sources.ts';
import { osoi, type OSState } from '../src/games/osoi/index.ts';

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

interface Playouts {
  games: number;
  decisions: number;
  chance: number;
  ms: number;
  /** The process's CPU time over the same span: on a shared machine it moves less with the others' load. */
  cpuMs: number;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Random legal decisions (concession only when nothing else is legal), seeded dice. */
function step(s: OSState, rng: SeededRng, dice: SeededDice): 'decision' | 'chance' | 'over' {
  const p = osoi.pending(s);
  if (p.kind === 'over') return 'over';
  if (p.kind === 'chance') {
    osoi.applyChance(s, dice.roll(p.request));
    return 'chance';
  }
  if (p.kind !== 'decision') throw new Error('OSOI has no simultaneous orders');
  const legal = osoi.legal(s, p.player);
  // Concession is the last input of every list (legal.ts): drawing among the others needs no filtered copy.
  const last = legal.length - 1;
  const n = last > 0 && legal[last]!.type === 'concede' ? last : legal.length;
  osoi.apply(s, p.player, legal[rng.int(0, n - 1)]!);
  return 'decision';
}

/**
 * Every playout starts from a clone of one set-up state, as a search's would: the warm-up and the measure share
 * it (its map and units). A fresh set-up for the measure made V8 drop much of the code it had optimised for the
 * first one (wrong-map deoptimisations), and the first 300 battles after it ran 2–3 times slower.
 */
let root: ReturnType<typeof osoi.setup> | null = null;

function playouts(games: number, seed: string): Playouts {
  const rng = new SeededRng(seed);
  const dice = new SeededDice(seed);
  let decisions = 0;
  let chance = 0;
  root ??= osoi.setup({});
  if (!root.ok) throw new Error(root.error.en);
  const t0 = performance.now();
  const c0 = cpuMs();
  for (let g = 0; g < games; g++) {
    const s = osoi.clone(root.value);
    for (;;) {
      const kind = step(s, rng, dice);
      if (kind === 'over') break;
      if (kind === 'chance') chance++;
      else decisions++;
    }
  }
  return { games, decisions, chance, ms: performance.now() - t0, cpuMs: cpuMs() - c0 };
}

/** A state some 100 steps into a battle (round 2 or so, every unit deployed). */
function midBattle(): OSState {
  const setup = osoi.setup({});
  if (!setup.ok) throw new Error(setup.error.en);
  const rng = new SeededRng('mid');
  const dice = new SeededDice('mid');
  for (let i = 0; i < 100; i++) if (step(setup.value, rng, dice) === 'over') break;
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

/** The lines `npm run bench` prints for OSOI. */
export function osoiLines(): string[] {
  // A search plays millions of steps: the JIT's steady state is what it gets. Three warm-up battles left V8
  // still optimising (the same code climbed from about 6,000 to 40,000 steps per CPU-second within 80 battles);
  // after 150 the first measured battles were still a third slower than the next ones, after 300 they were not.
  playouts(300, 'warm-up');
  const p = playouts(1000, 'bench');
  const steps = p.decisions + p.chance;
  const s = midBattle();
  nanos(200_000, () => osoi.clone(s));
  return [
    'OSOI random playouts (default armies, MAP-1, SC-1, 6 rounds; every action played), one core:',
    `  battles          ${fmt(p.games)} in ${fmt(p.ms)} ms → ${((p.games / p.ms) * 1000).toFixed(1)} battles/s`,
    `  steps/s          ${fmt((steps / p.ms) * 1000)} (${fmt(steps)} steps, ${fmt(steps / p.games)} a battle)`,
    `  steps/CPU-s      ${fmt((steps / p.cpuMs) * 1000)} (the process's CPU time, ${fmt(p.cpuMs)} ms: less sensitive to load)`,
    `  decisions/s      ${fmt((p.decisions / p.ms) * 1000)} (${fmt(p.decisions)} decisions)`,
    `  chance steps/s   ${fmt((p.chance / p.ms) * 1000)} (${fmt(p.chance)} chance steps)`,
    `OSOI state (round ${osoi.view(s, null).round}, ${s.info.length} units):`,
    `  clone            ${nanos(2_000_000, () => osoi.clone(s)).toFixed(0)} ns`,
    `  hash             ${nanos(200_000, () => osoi.hash(s)).toFixed(0)} ns`,
  ];
}
