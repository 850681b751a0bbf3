/**
 * The `arbitre` command. `run` parses the arguments and returns the exit code: 0 success, 2 bad input
 * (arguments, options, records), 1 an unexpected failure. Errors are one line, never a stack trace.
 */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { Lang, LogNames } from '../engine/i18n.ts';
import type { OddsScenario } from '../engine/odds.ts';
import type { AnyRules, GameEvent } from '../engine/types.ts';
import { arena, formatArena, type ArenaOptions } from './arena.ts';
import { formatLab, labCommand, type LabFlags } from './lab.ts';
import { listScenarios, oddsCommand } from './odds.ts';
import { CliError, messageOf, type Output } from './io.ts';
import { replayCommand, verifyCommand } from './records.ts';
import { formatSummary, simulate, type SimulateOptions } from './simulate.ts';

/** What `run` may be given instead of the real registry and process streams (tests). */
export interface RunDeps {
  games?: Record<string, AnyRules>;
  /** Log lines per game (default: the registry's); a game without one is replayed as JSON lines. */
  logLines?: Record<string, (e: GameEvent, lang: Lang, names?: LogNames) => string>;
  oddsScenarios?: Record<string, Record<string, OddsScenario>>;
  stdout?: Output;
  stderr?: Output;
}

function positiveInt(value: string): number {
  const n = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
    throw new InvalidArgumentError('entier positif attendu / expected a positive integer.');
  }
  return n;
}

function count(value: string): number {
  const n = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(n)) {
    throw new InvalidArgumentError('entier positif ou nul attendu / expected a non-negative integer.');
  }
  return n;
}

function portNumber(value: string): number {
  const n = Number(value);
  if (!/^[0-9]+$/.test(value) || n > 65535) {
    throw new InvalidArgumentError('port de 0 à 65535 attendu / expected a port from 0 to 65535.');
  }
  return n;
}

function jsonObject(value: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (e) {
    throw new InvalidArgumentError(`JSON invalide / invalid JSON (${messageOf(e)}).`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidArgumentError('un objet JSON est attendu / expected a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

function language(value: string): Lang {
  if (value !== 'fr' && value !== 'en') throw new InvalidArgumentError('fr ou/or en.');
  return value;
}

function botList(value: string): string[] {
  const list = value.split(',').map((b) => b.trim());
  if (list.some((b) => b === '')) throw new InvalidArgumentError('liste vide / empty list item.');
  return list;
}

function gameOf(games: Record<string, AnyRules>, id: string): AnyRules {
  const rules = Object.hasOwn(games, id) ? games[id] : undefined;
  if (rules !== undefined) return rules;
  const known = Object.keys(games).join(', ') || '—';
  throw new CliError(
    `Jeu inconnu « ${id} » (jeux connus : ${known}) / Unknown game "${id}" (known games: ${known})`,
  );
}

type SimulateFlags = SimulateOptions & { json?: boolean };
type ArenaFlags = ArenaOptions & { json?: boolean };

/** Runs the `arbitre` command line `argv` (without node and script) and returns the exit code. */
export async function run(argv: string[], deps: RunDeps = {}): Promise<number> {
  const stdout = deps.stdout ?? process.stdout;
  const stderr = deps.stderr ?? process.stderr;
  const loadGames = async (): Promise<Record<string, AnyRules>> =>
    deps.games ?? (await import('../games/registry.ts')).games;
  const loadLogLines = async () =>
    deps.logLines ?? (deps.games ? {} : (await import('../games/registry.ts')).logLines);
  const loadScenarios = async () =>
    deps.oddsScenarios ?? (deps.games ? {} : (await import('../games/registry.ts')).oddsScenarios);
  let code = 0;

  const program = new Command('arbitre')
    .description('Arbitre : arbitre numérique de jeux de figurines / digital referee for miniature games')
    .exitOverride()
    .configureOutput({ writeOut: (s) => stdout.write(s), writeErr: (s) => stderr.write(s) })
    .showSuggestionAfterError();

  program
    .command('simulate')
    .description('parties simulées entre bots / batch self-play between bots')
    .argument('<game>', 'jeu / game id')
    .option('--games <n>', 'nombre de parties / number of games', positiveInt, 10)
    .option('--seed <s>', 'germe (la partie i utilise "<s>:<i>") / seed (game i uses "<s>:<i>")', 'arbitre')
    .option('--players <n>', 'nombre de sièges / number of seats', positiveInt)
    .option(
      '--bots <a,b,..>',
      'bot par siège (random ; greedy si le jeu en a un) / bot per seat (random; greedy where the game has one)',
      botList,
    )
    .option('--options <json>', 'options de la partie (JSON) / match options (JSON)', jsonObject)
    .option('--log <file.jsonl>', 'chaque événement, une ligne JSON / every event, one JSON line')
    .option('--records <dir>', 'un enregistrement par partie / one record per game, <dir>/<i>.json')
    .option('--json', 'résumé en JSON / summary as one JSON object')
    .action(async (id: string, flags: SimulateFlags) => {
      const rules = gameOf(await loadGames(), id);
      const summary = simulate(rules, flags, stderr);
      stdout.write(flags.json === true ? JSON.stringify(summary) + '\n' : formatSummary(summary));
    });

  program
    .command('arena')
    .description('tournoi entre bots, sièges alternés / round-robin tournament between bots, seats rotated')
    .argument('<game>', 'jeu / game id')
    .requiredOption(
      '--bots <a,b,..>',
      'niveaux (search@N : N itérations, search@Tms : T ms) / levels (search@N: N iterations, search@Tms: T ms)',
      botList,
    )
    .option('--games <n>', 'parties par paire / games per pairing', positiveInt, 10)
    .option('--seed <s>', 'germe (la partie i utilise "<s>:<i>") / seed (game i uses "<s>:<i>")', 'arbitre')
    .option('--players <n>', 'nombre de sièges / number of seats', positiveInt)
    .option('--options <json>', 'options de la partie (JSON) / match options (JSON)', jsonObject)
    .option(
      '--iterations <n>',
      'itérations par décision des bots search (reproductible) / search iterations a decision (reproducible)',
      positiveInt,
    )
    .option('--ms <t>', 'ms par décision des bots search / search time a decision (ms)', positiveInt)
    .option('--workers <k>', 'fils de calcul (défaut : cœurs) / worker threads (default: cores)', positiveInt)
    .option('--json', 'résultats en JSON / results as one JSON object')
    .action(async (id: string, flags: ArenaFlags) => {
      const rules = gameOf(await loadGames(), id);
      const summary = await arena(rules, flags, stderr);
      stdout.write(flags.json === true ? JSON.stringify(summary) + '\n' : formatArena(summary));
    });

  program
    .command('lab')
    .description(
      'lot de parties sur une grille de variantes / batch of games over a grid of variants (docs/lab.md)',
    )
    .argument('<game>', 'jeu / game id')
    .option(
      '--grid <option=v1,v2>',
      'une option et ses valeurs, répétable / an option and its values, repeatable',
      (v: string, all: string[]) => [...all, v],
      [] as string[],
    )
    .option('--bots <a,b,..>', 'bots, tournant sur les sièges / bots, rotated over the seats', botList)
    .option('--games <n>', 'parties par configuration / games per configuration', positiveInt, 100)
    .option('--seed <s>', 'germe / seed', 'arbitre')
    .option('--players <n>', 'nombre de sièges / number of seats', positiveInt)
    .option('--options <json>', 'options de base (JSON) / base options (JSON)', jsonObject)
    .option(
      '--workers <k>',
      'fils de calcul (défaut : cœurs ; 0 : aucun) / worker threads (default: cores; 0: none)',
      count,
    )
    .option(
      '--season <matches>',
      'saisons de carrière de N matchs (piss-squig) / career seasons of N matches (piss-squig)',
      positiveInt,
    )
    .option('--out <dir>', 'lab.json et CSV / lab.json and CSV files')
    .option(
      '--queue <redis://..>',
      'file Redis pour des « arbitre worker » (docs/deploy.md) / Redis queue for "arbitre worker"s (docs/deploy.md)',
    )
    .option('--queue-name <name>', 'nom de la file (défaut arbitre-lab) / queue name (default arbitre-lab)')
    .option('--report <file.html>', 'rapport HTML autonome / self-contained HTML report')
    .option('--lang <fr|en>', 'langue du rapport (défaut fr) / language of the report (default fr)')
    .option('--json', 'résultat en JSON / result as one JSON object')
    .action(async (id: string, flags: LabFlags) => {
      const all = await loadGames();
      const rules = gameOf(all, id);
      // Ctrl-C cancels the batch: the pool's tasks stop, a queue's waiting jobs are withdrawn.
      const stop = new AbortController();
      const cancel = (): void => stop.abort();
      process.once('SIGINT', cancel);
      try {
        const result = await labCommand(rules, all, flags, stderr, undefined, stop.signal);
        stdout.write(flags.json === true ? JSON.stringify(result) + '\n' : formatLab(result));
      } finally {
        process.removeListener('SIGINT', cancel);
      }
    });

  program
    .command('worker')
    .description(
      'prend les lots de « arbitre lab --queue » dans une file Redis / takes "arbitre lab --queue" batches from a Redis queue',
    )
    .requiredOption('--queue <redis://..>', 'URL Redis / Redis URL')
    .option('--queue-name <name>', 'nom de la file (défaut arbitre-lab) / queue name (default arbitre-lab)')
    .option('--concurrency <k>', 'morceaux joués à la fois / chunks played at once', positiveInt, 1)
    .action(async (flags: { queue: string; queueName?: string; concurrency: number }) => {
      const { startLabWorker } = await import('../lab/queue.ts');
      const { LabError } = await import('../lab/grid.ts');
      let worker: { close(): Promise<void> };
      try {
        worker = startLabWorker(flags.queue, await loadGames(), {
          concurrency: flags.concurrency,
          ...(flags.queueName === undefined ? {} : { queueName: flags.queueName }),
          log: (line) => void stderr.write(line + '\n'),
        });
      } catch (e) {
        if (e instanceof LabError) throw new CliError(e.message);
        throw e;
      }
      stderr.write(
        `arbitre worker : file ${flags.queueName ?? 'arbitre-lab'} sur ${flags.queue} / queue ${flags.queueName ?? 'arbitre-lab'} at ${flags.queue}\n`,
      );
      // Runs until SIGINT or SIGTERM; closing lets the chunks under way finish.
      await new Promise<void>((resolve) => {
        const stop = (): void => void worker.close().then(resolve, resolve);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  program
    .command('replay')
    .description('rejoue un enregistrement / replays a record')
    .argument('<record.json>', 'enregistrement / record file')
    .option('--json', 'vue finale, empreinte et résultat / final view, hash and outcome')
    .option('--jsonl', 'chaque événement en JSON / every event as one JSON line')
    .option('--lang <fr|en>', 'langue du journal / log language', language, 'fr')
    .action(async (path: string, flags: { json?: boolean; jsonl?: boolean; lang: Lang }) => {
      const format = flags.json === true ? 'json' : flags.jsonl === true ? 'jsonl' : 'log';
      code = replayCommand(path, format, flags.lang, await loadGames(), await loadLogLines(), stdout, stderr);
    });

  program
    .command('odds')
    .description("probabilités exactes d'une action / exact odds of an action's results")
    .argument('<game>', 'jeu / game id')
    .argument('[scenario]', 'scénario (sans : la liste) / scenario (none: the list)')
    .option('--set <name=value...>', 'paramètres du scénario / scenario parameters', [])
    .option(
      '--record <file>',
      'position d’un enregistrement (docs/odds.md) / a recorded position (docs/odds.md)',
    )
    .option('--at <n>', 'avant l’entrée n (défaut : la fin) / before input n (default: the end)')
    .option('--action <json>', 'entrée à jouer (JSON) / input to play (JSON)')
    .option('--seat <k>', 'siège qui la joue (défaut : qui décide) / seat playing it (default: who decides)')
    .option('--policy <p>', 'offres : always, never, greedy (défaut always) / offers: always, never, greedy')
    .option('--rolls <r>', 'horizon : jets développés par chemin / horizon: rolls expanded per path')
    .option('--json', 'résultat en JSON / result as JSON')
    .action(async (id: string, scenario: string | undefined, flags: { set: string[]; json?: boolean }) => {
      const games = await loadGames();
      gameOf(games, id);
      const { oddsRecordCommand, recordOnly } = await import('./odds-record.ts');
      if (recordOnly(scenario, flags)) {
        code = await oddsRecordCommand(id, flags, games, stdout, stderr);
        return;
      }
      const scenarios = (await loadScenarios())[id] ?? {};
      if (scenario === undefined) listScenarios(id, scenarios, stdout);
      else oddsCommand(id, scenario, scenarios, flags.set, flags.json === true, stdout);
    });

  program
    .command('verify')
    .description(
      'vérifie un enregistrement et dit ce qui est prouvé (0 : prouvé ou dés saisis ; 3 : non prouvé ou partiel ; 2 : échec) / verifies a record and says what is proven (0: proven or typed dice; 3: unproven or partial; 2: failure)',
    )
    .argument('<record.json>', 'enregistrement / record file')
    .option('--lang <fr|en>', 'langue du verdict / language of the verdict', language, 'fr')
    .action(async (path: string, flags: { lang: Lang }) => {
      code = verifyCommand(path, flags.lang, await loadGames(), stdout, stderr);
    });

  program
    .command('serve')
    .description('lance le serveur et la table en ligne / starts the server and the online table')
    .option('--port <n>', 'port HTTP (défaut : PORT ou 8080) / HTTP port (default: PORT or 8080)', portNumber)
    .option(
      '--db <path|url>',
      'fichier SQLite ou URL postgres:// (défaut : DATABASE_URL ou ./data/arbitre.sqlite) / SQLite file or postgres:// URL',
    )
    .action(async (flags: { port?: number; db?: string }) => {
      const { startServer } = await import('../server/server.ts');
      const server = await startServer({ port: flags.port, db: flags.db });
      stdout.write(`Arbitre : ${server.url}\n`);
      await new Promise<void>((resolve) => {
        const stop = (): void => {
          void server.app.close().then(resolve, resolve);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  program
    .command('demo')
    .description('courte démonstration / short demonstration (Piss’ Squig, 4 players, 3 games)')
    .action(async () => {
      const rules = gameOf(await loadGames(), 'piss-squig');
      const summary = simulate(rules, { games: 3, seed: 'demo', players: 4 }, stderr);
      stdout.write(formatSummary(summary));
      stdout.write(
        'Le serveur (arbitre serve) et la table en ligne arrivent bientôt / ' +
          'The server (arbitre serve) and the online table arrive later.\n',
      );
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) {
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.version' ? 0 : 2;
    }
    if (e instanceof CliError) {
      stderr.write(e.message + '\n');
      return e.exitCode;
    }
    stderr.write(`arbitre: ${messageOf(e)}\n`);
    return 1;
  }
}
