/**
 * `arbitre simulate`: batches of seeded self-play, with an optional event log and records, and a summary.
 */
import { countOf } from '../engine/i18n.ts';
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import cliProgress from 'cli-progress';
import { botFactory, botLevels, LEVELS } from '../bots/index.ts';
import { RefusalError, describeError } from '../engine/refusal.ts';
import { runMatch, type Agent } from '../engine/runner.ts';
import { SeededDice } from '../engine/sources.ts';
import type { AnyRules } from '../engine/types.ts';
import { CliError, messageOf, type Output } from './io.ts';

/** The bots `--bots` accepts (each game offers some of them: `botLevels`). */
export const BOTS = LEVELS;

/** What to simulate. */
export interface SimulateOptions {
  games: number;
  seed: string;
  /** Seats; default: `options.players`, else 2 within the game's range. */
  players?: number;
  /** One bot name for every seat, or one per seat. */
  bots?: string[];
  /** Extra setup options, merged under `{ players }`. */
  options?: Record<string, unknown>;
  /** JSONL file for every event of every game. */
  log?: string;
  /** Directory for one record per game, `<i>.json`. */
  records?: string;
}

/** The figures of a batch (the `--json` output). */
export interface SimulateSummary {
  game: string;
  games: number;
  players: number;
  seed: string;
  bots: string[];
  /** Games won by each seat (a shared win counts for each winner). */
  wins: number[];
  /** Games with more than one winner. */
  sharedWins: number;
  averageScores: number[];
  /** Average inputs per game, and their split. */
  averageSteps: number;
  averageDecisions: number;
  averageChance: number;
  longestGame: number;
  totalSteps: number;
  seconds: number;
  stepsPerSecond: number;
}

function checkBot(name: string, rules: AnyRules): void {
  if (botFactory(rules.id, name) !== undefined) return;
  const known = botLevels(rules.id).join(', ');
  throw new CliError(
    `Bot inconnu « ${name} » pour ${rules.id} (disponibles : ${known}) / ` +
      `Unknown bot "${name}" for ${rules.id} (available: ${known})`,
  );
}

function botFor(name: string, seed: string, seat: number, rules: AnyRules): Agent {
  checkBot(name, rules);
  const label = `${name.charAt(0).toUpperCase()}${name.slice(1)} ${seat + 1}`;
  return botFactory(rules.id, name)!(seed, label, rules);
}

function openLog(path: string): number {
  try {
    mkdirSync(dirname(path), { recursive: true });
    return openSync(path, 'w');
  } catch (e) {
    throw new CliError(`Impossible d'écrire le journal / Cannot write the log ${path}: ${messageOf(e)}`);
  }
}

/**
 * Plays `games` seeded games: game i rolls dice seeded with `${seed}:${i}`, and the bot of seat k is seeded
 * with `${seed}:${i}:bot${k}` (distinct streams, so bots cannot foresee the dice).
 */
export function simulate(rules: AnyRules, o: SimulateOptions, stderr: Output): SimulateSummary {
  const declared = o.options?.players;
  const players =
    o.players ??
    (typeof declared === 'number' ? declared : Math.min(rules.players.max, Math.max(2, rules.players.min)));
  const setupOptions = { ...o.options, players };
  const check = rules.setup(setupOptions);
  if (!check.ok) throw new CliError(`Options refusées / Options refused: ${describeError(check.error)}`);
  const bots = o.bots ?? ['random'];
  if (bots.length !== 1 && bots.length !== players) {
    throw new CliError(
      `--bots : ${bots.length} bots pour ${players} sièges (donnez-en 1 ou ${players}) / ` +
        `--bots: ${bots.length} bots for ${players} seats (give 1 or ${players})`,
    );
  }
  const seatBots = Array.from({ length: players }, (_, k) => bots[bots.length === 1 ? 0 : k]!);
  seatBots.forEach((b) => checkBot(b, rules));

  const log = o.log === undefined ? undefined : openLog(o.log);
  if (o.records !== undefined) {
    try {
      mkdirSync(o.records, { recursive: true });
    } catch (e) {
      throw new CliError(`Impossible de créer / Cannot create ${o.records}: ${messageOf(e)}`);
    }
  }
  const bar =
    stderr.isTTY === true
      ? new cliProgress.SingleBar(
          {
            stream: stderr as NodeJS.WritableStream,
            format: `${rules.id} {bar} {value}/{total} | {eta_formatted}`,
            hideCursor: true,
          },
          cliProgress.Presets.shades_classic,
        )
      : undefined;

  const wins = new Array<number>(players).fill(0);
  const scores = new Array<number>(players).fill(0);
  let sharedWins = 0;
  let decisions = 0;
  let chance = 0;
  let longest = 0;
  const started = performance.now();
  bar?.start(o.games, 0);
  try {
    for (let i = 0; i < o.games; i++) {
      const seed = `${o.seed}:${i}`;
      const agents = seatBots.map((b, k) => botFor(b, `${seed}:bot${k}`, k, rules));
      const lines: string[] = [];
      const onEvent =
        log === undefined
          ? undefined
          : (e: object) => {
              const line = { game: i, ...e };
              line.game = i;
              lines.push(JSON.stringify(line));
            };
      let result;
      try {
        result = runMatch(rules, setupOptions, { agents, dice: new SeededDice(seed), onEvent });
      } catch (e) {
        if (e instanceof RefusalError) throw new CliError(`Partie ${i} / Game ${i}: ${e.message}`, 1);
        throw new CliError(`Partie ${i} / Game ${i}: ${messageOf(e)}`, 1);
      }
      if (log !== undefined && lines.length > 0) writeSync(log, lines.join('\n') + '\n');
      if (o.records !== undefined) {
        writeFileSync(join(o.records, `${i}.json`), JSON.stringify(result.record) + '\n');
      }
      const outcome = result.outcome;
      if (outcome !== null) {
        for (const w of outcome.winners) wins[w] = (wins[w] ?? 0) + 1;
        if (outcome.winners.length > 1) sharedWins++;
        outcome.scores.forEach((s, k) => (scores[k] = (scores[k] ?? 0) + s));
      }
      const length = result.steps.decisions + result.steps.chance;
      decisions += result.steps.decisions;
      chance += result.steps.chance;
      if (length > longest) longest = length;
      bar?.increment();
    }
  } finally {
    bar?.stop();
    if (log !== undefined) closeSync(log);
  }
  const seconds = (performance.now() - started) / 1000;
  const n = Math.max(1, o.games);
  const total = decisions + chance;
  return {
    game: rules.id,
    games: o.games,
    players,
    seed: o.seed,
    bots: seatBots,
    wins,
    sharedWins,
    averageScores: scores.map((s) => s / n),
    averageSteps: total / n,
    averageDecisions: decisions / n,
    averageChance: chance / n,
    longestGame: longest,
    totalSteps: total,
    seconds,
    stepsPerSecond: seconds > 0 ? total / seconds : 0,
  };
}

const fmt = (x: number, digits = 1): string => x.toFixed(digits);

/** The summary as a few readable lines (French / English). */
export function formatSummary(s: SimulateSummary): string {
  const lines = [
    `${s.game} : ${countOf(s.games, 'partie|parties', 'fr')}, ${s.players} sièges, germe « ${s.seed} » / ` +
      `${countOf(s.games, 'game|games', 'en')}, ${s.players} seats, seed "${s.seed}"`,
    'siège/seat  bot      victoires/wins  score moyen/avg score',
  ];
  for (let k = 0; k < s.players; k++) {
    const pct = s.games > 0 ? ` (${fmt((100 * s.wins[k]!) / s.games)} %)` : '';
    lines.push(
      `${String(k).padEnd(11)} ${s.bots[k]!.padEnd(8)} ${(String(s.wins[k]) + pct).padEnd(15)} ${fmt(s.averageScores[k]!, 2)}`,
    );
  }
  if (s.sharedWins > 0) lines.push(`victoires partagées / shared wins: ${s.sharedWins}`);
  lines.push(
    `longueur moyenne / average length: ${fmt(s.averageSteps)} étapes/steps ` +
      `(${fmt(s.averageDecisions)} décisions/decisions, ${fmt(s.averageChance)} jets/chance), ` +
      `max ${s.longestGame}`,
  );
  lines.push(
    `vitesse / speed: ${Math.round(s.stepsPerSecond)} étapes/s (steps/s) en/in ${fmt(s.seconds, 2)} s`,
  );
  return lines.join('\n') + '\n';
}
