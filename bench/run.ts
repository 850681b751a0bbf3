/**
 * `npm run bench`: the engine's speed on one core. Prints figures to copy into docs/benchmarks.md.
 * Not a test: nothing here asserts a timing.
 */
import os from 'node:os';
import { botBench } from './bots.ts';
import { geometryLines } from './geometry.ts';
import { labLines } from './lab.ts';
import { previewsLines } from './previews.ts';
import { serverBench } from './server.ts';
import { sparkBallLines } from './spark-ball.ts';
import { osoiLines } from './osoi.ts';
import { searchLines } from './search.ts';
import { sbPreviewsLines } from './sb-previews.ts';
import { RandomAgent } from '../src/bots/random.ts';
import { SeededRng } from '../src/engine/rng.ts';
import { runMatch } from '../src/engine/runner.ts';
import { MatchDice } from '../src/engine/match-dice.ts';
import { SeededDice, type DiceSource } from '../src/engine/sources.ts';
import type { AnyRules } from '../src/engine/types.ts';
import type { PilAction, PilState } from '../src/games/pillards/index.ts';
import { pillards } from '../src/games/pillards/index.ts';
import { pissSquig } from '../src/games/piss-squig/index.ts';

interface Playouts {
  games: number;
  decisions: number;
  chance: number;
  ms: number;
}

/**
 * Random playouts straight on the rules object, as a search would run them: `legal` + `apply` for
 * decisions, a uniformly drawn outcome of `chanceOutcomes` + `applyChance` for rolls.
 */
function playouts(rules: AnyRules, options: (i: number) => unknown, games: number, seed: string): Playouts {
  const rng = new SeededRng(seed);
  let decisions = 0;
  let chance = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const setup = rules.setup(options(g));
    if (!setup.ok) throw new Error(setup.error.en);
    const s = setup.value;
    for (;;) {
      const p = rules.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        const outcomes = rules.chanceOutcomes(s)!;
        rules.applyChance(s, outcomes[rng.int(0, outcomes.length - 1)]!.faces);
        chance++;
      } else if (p.kind === 'decision') {
        const legal = rules.legal(s, p.player);
        let a = legal[rng.int(0, legal.length - 1)];
        if (rules.resigns?.(a) && legal.length > 1) a = legal[0];
        rules.apply(s, p.player, a);
        decisions++;
      } else throw new Error('simultaneous orders are not benchmarked yet');
    }
  }
  return { games, decisions, chance, ms: performance.now() - t0 };
}

/** Full matches through the runner: random bots, seeded dice, validation and the record. */
function runnerMatches(
  rules: AnyRules,
  options: (i: number) => unknown,
  players: (i: number) => number,
  games: number,
) {
  let steps = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const n = players(g);
    const agents = Array.from(
      { length: n },
      (_, i) => new RandomAgent(`bench:${g}:${i}`, `Bot ${i}`, rules.resigns),
    );
    const r = runMatch(rules, options(g), { agents, dice: new SeededDice(`bench:${g}`) });
    steps += r.steps.decisions + r.steps.chance;
  }
  return { games, steps, ms: performance.now() - t0 };
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

/** A mid-game 8-player state to clone and hash. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function midGame(rules: AnyRules): any {
  const s = rules.setup({ players: 8 });
  if (!s.ok) throw new Error(s.error.en);
  const rng = new SeededRng('mid');
  for (let i = 0; i < 300; i++) {
    const p = rules.pending(s.value);
    if (p.kind === 'chance') {
      const o = rules.chanceOutcomes(s.value)!;
      rules.applyChance(s.value, o[rng.int(0, o.length - 1)]!.faces);
    } else if (p.kind === 'decision') {
      const legal = rules.legal(s.value, p.player).filter((a) => !rules.resigns?.(a));
      rules.apply(s.value, p.player, legal[rng.int(0, legal.length - 1)]);
    } else break;
  }
  return s.value;
}

interface Campaigns {
  games: number;
  raids: number;
  steps: number;
  ms: number;
}

/**
 * Random Pillards campaigns straight on the rules object: sealed order sheets drawn from `legal` for every
 * seat and applied together, other decisions from `legal`, dice from a seeded source (fair dice, so combats
 * last as long as at a table). Counts complete raid resolutions (`raidEnded` events).
 */
function pillardsCampaigns(games: number, players: (i: number) => number, seed: string): Campaigns {
  const rng = new SeededRng(seed);
  const dice = new SeededDice(seed);
  let raids = 0;
  let steps = 0;
  const count = (events: { type: string }[]) => {
    for (const e of events) if (e.type === 'raidEnded') raids++;
  };
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const setup = pillards.setup({ players: players(g) });
    if (!setup.ok) throw new Error(setup.error.en);
    const s = setup.value;
    for (;;) {
      const p = pillards.pending(s);
      if (p.kind === 'over') break;
      steps++;
      if (p.kind === 'chance') {
        const r = pillards.applyChance(s, dice.roll(p.request));
        if (!r.ok) throw new Error(r.error.en);
        count(r.value);
      } else if (p.kind === 'decision') {
        const legal = pillards.legal(s, p.player);
        count(pillards.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!));
      } else {
        const orders = new Map<number, PilAction>();
        for (const q of p.players) {
          const legal = pillards.legal(s, q);
          orders.set(q, legal[rng.int(0, legal.length - 1)]!);
        }
        count(pillards.applyOrders(s, orders));
      }
    }
  }
  return { games, raids, steps, ms: performance.now() - t0 };
}

/** Pillards campaigns through the match runner: random bots, seeded dice, views skipped, validation, record. */
function pillardsRunner(games: number, players: (i: number) => number): Campaigns {
  let raids = 0;
  let steps = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const n = players(g);
    const agents = Array.from({ length: n }, (_, i) => new RandomAgent(`bench:${g}:${i}`, `Bot ${i}`));
    const r = runMatch(
      pillards,
      { players: n },
      {
        agents,
        dice: new SeededDice(`bench:${g}`),
        onEvent: (e) => {
          if (e.type === 'raidEnded') raids++;
        },
      },
    );
    steps += r.steps.decisions + r.steps.chance;
  }
  return { games, raids, steps, ms: performance.now() - t0 };
}

/** A 6-player Pillards state in the middle of turn 3's raids (a combat under way when possible). */
function pillardsMidCampaign(): PilState {
  const setup = pillards.setup({ players: 6 });
  if (!setup.ok) throw new Error(setup.error.en);
  const s = setup.value;
  const rng = new SeededRng('mid');
  const dice = new SeededDice('mid');
  for (let i = 0; i < 100_000; i++) {
    const p = pillards.pending(s);
    if (p.kind === 'over') throw new Error('the campaign ended before turn 3');
    if (s.turn === 3 && s.raid !== null && s.raid.round > 0) break;
    if (p.kind === 'chance') pillards.applyChance(s, dice.roll(p.request));
    else if (p.kind === 'decision') {
      const legal = pillards.legal(s, p.player);
      pillards.apply(s, p.player, legal[rng.int(0, legal.length - 1)]!);
    } else {
      const orders = new Map<number, PilAction>();
      for (const q of p.players) {
        const legal = pillards.legal(s, q);
        orders.set(q, legal[rng.int(0, legal.length - 1)]!);
      }
      pillards.applyOrders(s, orders);
    }
  }
  return s;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

const DICE_MIX = ['1d6', '2d6', '1d6', 'scatter', '1d3', '2d6'].map((dice) => ({
  rule: 'BENCH',
  dice,
  roller: 0,
  label: 'bench',
}));

/** Rolls per second of a dice source on a mix of 1d6, 2d6, scatter and 1d3 requests. */
function rollsPerSecond(dice: DiceSource, rolls: number): number {
  const t0 = performance.now();
  for (let i = 0; i < rolls; i++) dice.roll(DICE_MIX[i % DICE_MIX.length]!);
  return (rolls / (performance.now() - t0)) * 1000;
}

/** Dice sources: the fast generator (simulations, search) beside the match dice (HMAC-SHA256). */
function diceLines(): string[] {
  rollsPerSecond(new SeededDice('warm-up'), 200_000);
  rollsPerSecond(new MatchDice('warm-up'), 20_000);
  return [
    'Dice sources (1d6, 2d6, scatter, 1d3 mix), one core:',
    `  SeededDice       ${fmt(rollsPerSecond(new SeededDice('bench'), 2_000_000))} rolls/s (xoroshiro128+: simulations, bots, search)`,
    `  MatchDice        ${fmt(rollsPerSecond(new MatchDice('bench'), 200_000))} rolls/s (HMAC-SHA256: matches people play)`,
  ];
}

function main(): void {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Arbitre bench — ${new Date().toISOString().slice(0, 10)} — ${cpu}, ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.log('');
  const psOptions = (i: number) => ({ players: 2 + (i % 7) });

  playouts(pissSquig, psOptions, 500, 'warm-up');
  const p = playouts(pissSquig, psOptions, 5000, 'bench');
  const steps = p.decisions + p.chance;
  console.log("Piss' Squig random playouts (2 to 8 players, 40 rounds), one core:");
  console.log(
    `  games            ${fmt(p.games)} in ${fmt(p.ms)} ms → ${fmt((p.games / p.ms) * 1000)} games/s`,
  );
  console.log(`  steps/s          ${fmt((steps / p.ms) * 1000)} (${fmt(steps)} steps)`);
  console.log(`  decisions/s      ${fmt((p.decisions / p.ms) * 1000)} (${fmt(p.decisions)} decisions)`);
  console.log(`  chance steps/s   ${fmt((p.chance / p.ms) * 1000)} (${fmt(p.chance)} chance steps)`);

  const r = runnerMatches(pissSquig, psOptions, (i) => 2 + (i % 7), 1000);
  console.log("Piss' Squig through the match runner (random bots, seeded dice, validate, record):");
  console.log(`  games/s          ${fmt((r.games / r.ms) * 1000)}; steps/s ${fmt((r.steps / r.ms) * 1000)}`);

  const s = midGame(pissSquig);
  nanos(200_000, () => pissSquig.clone(s));
  console.log("Piss' Squig state (8 goblins, mid-game):");
  console.log(`  clone            ${nanos(2_000_000, () => pissSquig.clone(s)).toFixed(0)} ns`);
  console.log(`  hash             ${nanos(200_000, () => pissSquig.hash(s)).toFixed(0)} ns`);
  for (const line of previewsLines()) console.log(line);
  for (const line of botBench()) console.log(line);
  for (const line of diceLines()) console.log(line);
  for (const line of geometryLines()) console.log(line);

  console.log('');
  const pilPlayers = (i: number) => 2 + (i % 5);
  pillardsCampaigns(200, pilPlayers, 'warm-up');
  const c = pillardsCampaigns(3000, pilPlayers, 'bench');
  console.log('Pillards random campaigns (2 to 6 players, default options, fair seeded dice), one core:');
  console.log(
    `  campaigns        ${fmt(c.games)} in ${fmt(c.ms)} ms → ${fmt((c.games / c.ms) * 1000)} campaigns/s`,
  );
  console.log(
    `  raids/s          ${fmt((c.raids / c.ms) * 1000)} complete raid resolutions (${fmt(c.raids)} raids)`,
  );
  console.log(`  steps/s          ${fmt((c.steps / c.ms) * 1000)} (${fmt(c.steps)} steps)`);
  const cr = pillardsRunner(1000, pilPlayers);
  console.log('Pillards through the match runner (random bots, seeded dice, validate, record):');
  console.log(
    `  campaigns/s      ${fmt((cr.games / cr.ms) * 1000)}; raids/s ${fmt((cr.raids / cr.ms) * 1000)}; steps/s ${fmt((cr.steps / cr.ms) * 1000)}`,
  );
  const m = pillardsMidCampaign();
  nanos(100_000, () => pillards.clone(m));
  console.log('Pillards state (6 lords, turn 3, combat under way):');
  console.log(`  clone            ${nanos(1_000_000, () => pillards.clone(m)).toFixed(0)} ns`);
  console.log(`  hash             ${nanos(100_000, () => pillards.hash(m)).toFixed(0)} ns`);

  console.log('');
  for (const line of sparkBallLines()) console.log(line);
  for (const line of sbPreviewsLines()) console.log(line);

  console.log('');
  for (const line of osoiLines()) console.log(line);

  console.log('');
  for (const line of searchLines()) console.log(line);
}

// `npm run bench -- --dice` / `-- --geometry` / `-- --spark-ball` / `-- --osoi` / `-- --search` / `-- --lab`: the dice
// sources, the geometry primitives, Spark Ball, OSOI, the search bots or the lab's batches alone.
const alone = ['--dice', '--geometry', '--spark-ball', '--osoi', '--search', '--lab'].some((flag) =>
  process.argv.includes(flag),
);
if (process.argv.includes('--dice')) for (const line of diceLines()) console.log(line);
if (process.argv.includes('--geometry')) for (const line of geometryLines()) console.log(line);
if (process.argv.includes('--spark-ball'))
  for (const line of [...sparkBallLines(), ...sbPreviewsLines()]) console.log(line);
if (process.argv.includes('--osoi')) for (const line of osoiLines()) console.log(line);
if (process.argv.includes('--search')) for (const line of searchLines()) console.log(line);
if (process.argv.includes('--lab')) for (const line of await labLines()) console.log(line);
if (!alone) main();
if (!process.argv.includes('--no-server') && !alone) {
  console.log('');
  for (const line of await serverBench()) console.log(line);
}
if (!alone) {
  console.log('');
  for (const line of await labLines()) console.log(line);
}
