/**
 * `arbitre arena`: round-robin tournaments between bot levels, seats rotated, one game a task in a worker pool
 * (arena-worker.mjs), with win rates, Wilson intervals, decision times and Elo ratings (docs/bots.md, "Arena").
 * Results depend on the seed only (and on the budgets when they count iterations), never on the number of workers:
 * each game's seeds come from the tournament's seed and the game's index, and games are tallied in index order.
 */
import { availableParallelism } from 'node:os';
import cliProgress from 'cli-progress';
import { Piscina } from 'piscina';
import { botLevels, SEARCH_MS } from '../bots/index.ts';
import type { Budget } from '../bots/search/mcts.ts';
import { countOf } from '../engine/i18n.ts';
import { describeError } from '../engine/refusal.ts';
import type { AnyRules, Outcome } from '../engine/types.ts';
import {
  budgetOf,
  isSearchLevel,
  parseBotSpec,
  type ArenaGameResult,
  type ArenaTask,
  type BotSpec,
} from './arena-game.ts';
import { fitElo, quantile, wilson, type PairResult } from './arena-stats.ts';
import { CliError, messageOf, type Output } from './io.ts';

/** What to play. */
export interface ArenaOptions {
  /** At least two distinct bots: levels, or `level@N` / `level@Tms` for a search budget of their own. */
  bots: string[];
  /** Games per pairing. */
  games: number;
  seed: string;
  /** Seats; default: `options.players`, else 2 within the game's range. */
  players?: number;
  /** Extra setup options, merged under `{ players }`. */
  options?: Record<string, unknown>;
  /** Search budget a decision, in iterations (reproducible) and/or milliseconds. */
  iterations?: number;
  ms?: number;
  /** Worker threads (default: the machine's cores). */
  workers?: number;
}

/** One bot's record in a pairing, or over the whole tournament. */
export interface ArenaRecord {
  bot: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** wins / games, with its Wilson 95 % interval. */
  winRate: number;
  ci95: [number, number];
  /** (wins + draws / 2) / games: what Elo is fitted to. */
  score: number;
  /** Mean over games of its seats' mean placing (1 = first). */
  averageRank: number;
  /** Mean over games of the fraction of the game's points its seats took. */
  scoreShare: number;
  /** Games it sat in each seat (a game counts once for each of its seats). */
  seats: number[];
}

/** Two bots' games: `sides[0]` is `bots[0]`'s record, `sides[1]` `bots[1]`'s. */
export interface ArenaPairing {
  bots: [string, string];
  games: number;
  sides: [ArenaRecord, ArenaRecord];
  /**
   * More than two seats: each bot's record in the games it sat alone against the other's field (half the
   * pairing's games each; the field's record in those games is the mirror). Issue 12's multi-player figure:
   * one search bot against three greedy ones.
   */
  alone?: [ArenaRecord, ArenaRecord];
}

/** A bot over the whole tournament, with its rating and decision times. */
export interface ArenaStanding extends ArenaRecord {
  elo: number;
  decisions: number;
  msMean: number;
  msP99: number;
}

/** The `--json` output. */
export interface ArenaSummary {
  game: string;
  players: number;
  seed: string;
  bots: string[];
  /** Games per pairing, and in all (pairings × games). */
  gamesPerPairing: number;
  totalGames: number;
  /** The tournament's search budget (absent: each level's default time); search-strong gets four times it. */
  budget: Budget | null;
  workers: number;
  pairings: ArenaPairing[];
  /** One per bot, in `bots` order. */
  standings: ArenaStanding[];
  /** How the ratings were fitted: the anchor bot is 0, each pairing counts `virtualDraws` more draws. */
  elo: { anchor: string; virtualDraws: number };
  averageDecisions: number;
  seconds: number;
  gamesPerSecond: number;
}

/** Pairings of a round robin: every pair of distinct bots, in the order of `--bots`. */
export function roundRobin(count: number): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) out.push([a, b]);
  return out;
}

/**
 * The bot of each seat in game `j` of pairing (a, b): one bot alone against the other in every other seat, the
 * lone bot alternating a, b, a, b, and its seat moving on every two games (⌊j/2⌋ mod P). Two consecutive games
 * 2m, 2m+1 give each bot every seat once, so an even number of games balances the seats; with two seats this is
 * plain alternation.
 */
export function seating(a: number, b: number, j: number, players: number): number[] {
  const lone = j % 2 === 0 ? a : b;
  const field = lone === a ? b : a;
  const seat = Math.floor(j / 2) % players;
  return Array.from({ length: players }, (_, k) => (k === seat ? lone : field));
}

function unknownBot(name: string, rules: AnyRules): CliError {
  const known = botLevels(rules.id).join(', ');
  return new CliError(
    `Bot inconnu « ${name} » pour ${rules.id} (disponibles : ${known} ; budget de recherche : search@500, search@200ms) / ` +
      `Unknown bot "${name}" for ${rules.id} (available: ${known}; search budget: search@500, search@200ms)`,
  );
}

/** The bots of `--bots`, checked against the game. */
function botSpecs(names: string[], rules: AnyRules): BotSpec[] {
  const specs = names.map((name) => {
    const spec = parseBotSpec(name);
    if (spec === undefined || !botLevels(rules.id).includes(spec.level as never))
      throw unknownBot(name, rules);
    if (spec.budget !== undefined && !isSearchLevel(spec.level)) {
      throw new CliError(
        `« ${name} » : seuls search et search-strong prennent un budget / ` +
          `"${name}": only search and search-strong take a budget`,
      );
    }
    return spec;
  });
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new CliError(`--bots : « ${name} » deux fois / --bots: "${name}" twice`);
    seen.add(name);
  }
  if (names.length < 2) {
    throw new CliError(
      '--bots : au moins deux bots différents (a,b) / --bots: at least two different bots (a,b)',
    );
  }
  return specs;
}

/** Running sums of one bot's games, in a pairing or overall. */
class Tally {
  games = 0;
  wins = 0;
  draws = 0;
  losses = 0;
  rank = 0;
  share = 0;
  readonly seats: number[];
  constructor(
    readonly bot: string,
    players: number,
  ) {
    this.seats = new Array<number>(players).fill(0);
  }

  add(other: Tally): void {
    this.games += other.games;
    this.wins += other.wins;
    this.draws += other.draws;
    this.losses += other.losses;
    this.rank += other.rank;
    this.share += other.share;
    other.seats.forEach((n, k) => (this.seats[k]! += n));
  }

  record(): ArenaRecord {
    const n = this.games;
    return {
      bot: this.bot,
      games: n,
      wins: this.wins,
      draws: this.draws,
      losses: this.losses,
      winRate: n > 0 ? this.wins / n : 0,
      ci95: wilson(this.wins, n),
      score: n > 0 ? (this.wins + this.draws / 2) / n : 0,
      averageRank: n > 0 ? this.rank / n : 0,
      scoreShare: n > 0 ? this.share / n : 0,
      seats: this.seats.slice(),
    };
  }
}

/** What one game gives each side of its pairing: a side won when one of its seats is among the winners. */
function tallyGame(seats: number[], o: Outcome, mine: number, other: number, t: Tally, u: Tally): void {
  const players = seats.length;
  const won = (bot: number): boolean => o.winners.some((w) => seats[w] === bot);
  const a = won(mine);
  const b = won(other);
  const total = o.scores.reduce((x, y) => x + Math.max(0, y), 0);
  for (const [bot, tally] of [
    [mine, t],
    [other, u],
  ] as const) {
    const own = seats.flatMap((s, k) => (s === bot ? [k] : []));
    tally.games++;
    own.forEach((k) => tally.seats[k]!++);
    tally.rank += own.reduce((x, k) => x + (o.ranks[k] ?? players), 0) / own.length;
    tally.share +=
      total > 0 ? own.reduce((x, k) => x + Math.max(0, o.scores[k] ?? 0), 0) / total : own.length / players;
  }
  if (a === b) {
    t.draws++;
    u.draws++;
  } else if (a) {
    t.wins++;
    u.losses++;
  } else {
    t.losses++;
    u.wins++;
  }
}

/** Aggregates the games of a tournament (in index order) into its summary (without timings of the run). */
export function summarize(
  rules: AnyRules,
  o: { bots: string[]; games: number; seed: string; players: number; budget: Budget | null; workers: number },
  results: readonly ArenaGameResult[],
  seconds: number,
): ArenaSummary {
  const pairs = roundRobin(o.bots.length);
  const overall = o.bots.map((b) => new Tally(b, o.players));
  const times: number[][] = o.bots.map(() => []);
  let decisions = 0;
  const pairings: ArenaPairing[] = pairs.map(([a, b], p) => {
    const t = new Tally(o.bots[a]!, o.players);
    const u = new Tally(o.bots[b]!, o.players);
    // The games each bot sat alone in (a in even games, b in odd ones), and the field's side of them.
    const lone = [new Tally(o.bots[a]!, o.players), new Tally(o.bots[b]!, o.players)] as const;
    const field = [new Tally(o.bots[a]!, o.players), new Tally(o.bots[b]!, o.players)] as const;
    for (let j = 0; j < o.games; j++) {
      const r = results[p * o.games + j]!;
      const seats = seating(a, b, j, o.players);
      tallyGame(seats, r.outcome, a, b, t, u);
      if (j % 2 === 0) tallyGame(seats, r.outcome, a, b, lone[0], field[1]);
      else tallyGame(seats, r.outcome, a, b, field[0], lone[1]);
      seats.forEach((bot, k) => {
        for (const t of r.times[k]!) times[bot]!.push(t);
      });
      decisions += r.decisions;
    }
    overall[a]!.add(t);
    overall[b]!.add(u);
    const pairing: ArenaPairing = {
      bots: [o.bots[a]!, o.bots[b]!],
      games: o.games,
      sides: [t.record(), u.record()],
    };
    if (o.players > 2) pairing.alone = [lone[0].record(), lone[1].record()];
    return pairing;
  });
  const pairResults: PairResult[] = pairings.map((p, k) => ({
    i: pairs[k]![0],
    j: pairs[k]![1],
    games: p.games,
    points: p.sides[0].wins + p.sides[0].draws / 2,
  }));
  const virtualDraws = 1;
  const elo = fitElo(o.bots.length, pairResults, { anchor: 0, virtualDraws });
  const standings = overall.map((t, i) => {
    const sorted = Float64Array.from(times[i]!).sort();
    const sum = sorted.reduce((x, y) => x + y, 0);
    return {
      ...t.record(),
      elo: elo[i]!,
      decisions: sorted.length,
      msMean: sorted.length > 0 ? sum / sorted.length : 0,
      msP99: quantile(sorted, 0.99),
    };
  });
  const totalGames = pairs.length * o.games;
  return {
    game: rules.id,
    players: o.players,
    seed: o.seed,
    bots: o.bots,
    gamesPerPairing: o.games,
    totalGames,
    budget: o.budget,
    workers: o.workers,
    pairings,
    standings,
    elo: { anchor: o.bots[0]!, virtualDraws },
    averageDecisions: totalGames > 0 ? decisions / totalGames : 0,
    seconds,
    gamesPerSecond: seconds > 0 ? totalGames / seconds : 0,
  };
}

/** Plays the tournament in a pool of workers and returns its summary. */
export async function arena(rules: AnyRules, o: ArenaOptions, stderr: Output): Promise<ArenaSummary> {
  const declared = o.options?.players;
  const players =
    o.players ??
    (typeof declared === 'number' ? declared : Math.min(rules.players.max, Math.max(2, rules.players.min)));
  const setupOptions = { ...o.options, players };
  const check = rules.setup(setupOptions);
  if (!check.ok) throw new CliError(`Options refusées / Options refused: ${describeError(check.error)}`);
  const specs = botSpecs(o.bots, rules);
  const budget: Budget | null =
    o.iterations === undefined && o.ms === undefined
      ? null
      : {
          ...(o.iterations === undefined ? {} : { iterations: o.iterations }),
          ...(o.ms === undefined ? {} : { ms: o.ms }),
        };
  if (o.games % 2 === 1) {
    stderr.write(
      `Attention : avec un nombre impair de parties, les sièges ne sont pas équilibrés / ` +
        `Warning: with an odd number of games, seats are not balanced\n`,
    );
  }

  const pairs = roundRobin(specs.length);
  const tasks: ArenaTask[] = [];
  pairs.forEach(([a, b], p) => {
    for (let j = 0; j < o.games; j++) {
      const index = p * o.games + j;
      tasks.push({
        game: rules.id,
        options: setupOptions,
        seats: seating(a, b, j, players).map((bot) => specs[bot]!),
        ...(budget === null ? {} : { budget }),
        seed: `${o.seed}:${index}`,
      });
    }
  });

  const workers = Math.max(1, Math.min(o.workers ?? availableParallelism(), tasks.length));
  const pool = new Piscina<ArenaTask, ArenaGameResult>({
    filename: new URL('./arena-worker.mjs', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 1000,
  });
  const bar =
    stderr.isTTY === true
      ? new cliProgress.SingleBar(
          {
            stream: stderr as NodeJS.WritableStream,
            format: `${rules.id} {bar} {value}/{total} parties/games | {eta_formatted}`,
            hideCursor: true,
          },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  const results: ArenaGameResult[] = new Array<ArenaGameResult>(tasks.length);
  const started = performance.now();
  bar?.start(tasks.length, 0);
  try {
    // Not all at once: a few games queued per worker keeps memory flat for long tournaments.
    let next = 0;
    let failed = false;
    const lane = async (): Promise<void> => {
      while (next < tasks.length && !failed) {
        const i = next++;
        try {
          results[i] = await pool.run(tasks[i]!);
        } catch (e) {
          failed = true;
          throw new CliError(`Partie ${i} / Game ${i}: ${messageOf(e)}`, 1);
        }
        bar?.increment();
      }
    };
    await Promise.all(Array.from({ length: 2 * workers }, lane));
  } finally {
    bar?.stop();
    await pool.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  return summarize(
    rules,
    { bots: o.bots, games: o.games, seed: o.seed, players, budget, workers },
    results,
    seconds,
  );
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const interval = ([lo, hi]: [number, number]): string =>
  `[${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}]`;
const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

function table(rows: string[][], right: Set<number>): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) =>
    r
      .map((cell, c) => (right.has(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd(),
  );
}

/** The columns of a record's games and wins, in the bots' and the lone bots' tables. */
const RECORD_HEAD = [
  'parties/games',
  'vict./wins',
  'nuls/draws',
  'déf./losses',
  'taux/win rate',
  'IC/CI 95 %',
];

/** A record's cells under `RECORD_HEAD`. */
function recordCells(r: ArenaRecord): string[] {
  return [`${r.games}`, `${r.wins}`, `${r.draws}`, `${r.losses}`, pct(r.winRate), interval(r.ci95)];
}

/** The summary as readable tables (French / English). */
export function formatArena(s: ArenaSummary): string {
  const multi = s.players > 2;
  const budgets = s.bots.flatMap((name) => {
    const spec = parseBotSpec(name);
    if (spec === undefined || !isSearchLevel(spec.level)) return [];
    const b = budgetOf(spec, s.budget ?? undefined) ?? { ms: SEARCH_MS[spec.level as 'search'] };
    const parts = [
      b.iterations === undefined ? '' : `${b.iterations} itérations/iterations`,
      b.ms === undefined ? '' : `${b.ms} ms`,
    ];
    return [`${name} = ${parts.filter((x) => x !== '').join(' | ')}`];
  });
  const pairs = s.pairings.length;
  const lines = [
    `${s.game} : ${s.bots.length} bots, ${s.players} sièges, ${countOf(pairs, 'paire|paires', 'fr')} × ` +
      `${countOf(s.gamesPerPairing, 'partie|parties', 'fr')}, germe « ${s.seed} » / ` +
      `${s.bots.length} bots, ${s.players} seats, ${countOf(pairs, 'pairing|pairings', 'en')} × ` +
      `${countOf(s.gamesPerPairing, 'game|games', 'en')}, seed "${s.seed}"`,
  ];
  if (budgets.length > 0) {
    lines.push(`budget par décision / budget a decision: ${budgets.join('; ')}`);
  }
  lines.push('');
  const head = [
    'a – b',
    'vict./wins (a)',
    'nuls/draws',
    'déf./losses (a)',
    'taux/win rate (a)',
    'IC/CI 95 %',
  ];
  if (multi) head.push('rang/rank a – b', 'points (a)');
  const pairRows = [head];
  for (const p of s.pairings) {
    const [x, y] = p.sides;
    const row = [
      `${x.bot} – ${y.bot}`,
      `${x.wins}`,
      `${x.draws}`,
      `${x.losses}`,
      pct(x.winRate),
      interval(x.ci95),
    ];
    if (multi) row.push(`${x.averageRank.toFixed(2)} – ${y.averageRank.toFixed(2)}`, pct(x.scoreShare));
    pairRows.push(row);
  }
  lines.push(...table(pairRows, new Set([1, 2, 3, 4])), '');
  if (multi) {
    // One bot alone against a field of the other: the figure that says whether it beats several of them.
    const loneRows = [['seul / alone – champ / field', ...RECORD_HEAD, 'rang/rank']];
    for (const p of s.pairings)
      for (const [k, x] of (p.alone ?? []).entries())
        loneRows.push([
          `${x.bot} – ${p.bots[1 - k]!} ×${s.players - 1}`,
          ...recordCells(x),
          x.averageRank.toFixed(2),
        ]);
    lines.push(...table(loneRows, new Set([1, 2, 3, 4, 5, 7])), '');
  }

  const botHead = ['bot', 'Elo', ...RECORD_HEAD];
  if (multi) botHead.push('rang/rank', 'points');
  botHead.push('ms moy./mean', 'ms p99');
  const botRows = [botHead];
  const order = s.standings.slice().sort((a, b) => b.elo - a.elo);
  for (const b of order) {
    const row = [b.bot, b.elo.toFixed(0), ...recordCells(b)];
    if (multi) row.push(b.averageRank.toFixed(2), pct(b.scoreShare));
    row.push(ms(b.msMean), ms(b.msP99));
    botRows.push(row);
  }
  const right = new Set([
    1,
    2,
    3,
    4,
    5,
    6,
    multi ? 8 : -1,
    multi ? 9 : -1,
    botHead.length - 2,
    botHead.length - 1,
  ]);
  lines.push(...table(botRows, right));
  lines.push(
    `Elo : ${s.elo.anchor} = 0, une nulle fictive par paire / ${s.elo.anchor} = 0, one virtual draw per pairing`,
    `${countOf(s.totalGames, 'partie|parties', 'fr')} en ${s.seconds.toFixed(1)} s sur ` +
      `${countOf(s.workers, 'fil|fils', 'fr')} / ${countOf(s.totalGames, 'game|games', 'en')} in ` +
      `${s.seconds.toFixed(1)} s on ${countOf(s.workers, 'worker|workers', 'en')} ` +
      `(${s.gamesPerSecond.toFixed(2)} parties/s, games/s)`,
  );
  return lines.join('\n') + '\n';
}
