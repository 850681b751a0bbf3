/**
 * `arbitre lab <game> --grid 'armourTarget=7,8' --bots greedy,random --games N --seed S`: a batch over every
 * configuration of a grid, in a pool of workers (or a Redis queue), with JSON and CSV results (docs/lab.md).
 */
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import cliProgress from 'cli-progress';
import { countOf } from '../engine/i18n.ts';
import { csvLine, effectsCsv, matchHeader, matchLine, rulesCsv, seasonCsv, summaryCsv } from '../lab/csv.ts';
import { LabError, parseGrid } from '../lab/grid.ts';
import { inlineRunner, planLab, poolRunner, runLab, type LabRunner } from '../lab/run.ts';
import type { LabResult, MatchRow } from '../lab/types.ts';
import type { AnyRules } from '../engine/types.ts';
import { CliError, messageOf, type Output } from './io.ts';

/** The flags of `arbitre lab`. */
export interface LabFlags {
  grid: string[];
  bots?: string[];
  games: number;
  seed: string;
  players?: number;
  options?: Record<string, unknown>;
  /** Worker threads (default: the machine's cores); 0 plays in the command's own thread. */
  workers?: number;
  out?: string;
  json?: boolean;
  /** Career seasons of this many matches (Piss' Squig). */
  season?: number;
  /** A Redis URL: the batch's chunks go on a BullMQ queue for `arbitre worker`s (docs/deploy.md). */
  queue?: string;
  queueName?: string;
  /** A self-contained HTML report of the batch (src/lab/report.ts). */
  report?: string;
  /** The report's language (default French). */
  lang?: 'fr' | 'en';
}

function labError(e: unknown): never {
  if (e instanceof LabError) throw new CliError(e.message);
  throw e;
}

function writeOut(dir: string, name: string, text: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), text);
  } catch (e) {
    throw new CliError(`Impossible d'écrire / Cannot write ${join(dir, name)}: ${messageOf(e)}`);
  }
}

/** Refuses, before a batch that may take minutes, a report file that could not be written after it. */
function checkWritable(file: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    accessSync(dirname(file), constants.W_OK);
  } catch (e) {
    throw new CliError(`Impossible d'écrire / Cannot write ${file}: ${messageOf(e)}`);
  }
}

/** The rows of a batch as `matches.csv`, in configuration and index order. */
export function matchesCsv(result: LabResult, rows: readonly MatchRow[]): string {
  const players = Math.max(...result.configurations.map((c) => c.config.players));
  const labels = result.configurations.map((c) => c.config.label);
  const sorted = rows.slice().sort((a, b) => a.config - b.config || a.index - b.index);
  return matchHeader(players) + sorted.map((r) => matchLine(r, labels[r.config]!, players)).join('');
}

/** Runs the batch and writes its files; returns the result. `runner` replaces the worker pool (tests, queue). */
export async function labCommand(
  rules: AnyRules,
  games: Record<string, AnyRules>,
  flags: LabFlags,
  stderr: Output,
  runner?: LabRunner,
  signal?: AbortSignal,
): Promise<LabResult> {
  const workers = flags.workers;
  if (flags.lang !== undefined && flags.lang !== 'fr' && flags.lang !== 'en')
    throw new CliError(`--lang ${String(flags.lang)} : fr ou en / fr or en`);
  if (flags.report !== undefined) checkWritable(flags.report);
  let plan;
  try {
    const spec = {
      game: rules.id,
      grid: parseGrid(flags.grid),
      bots: flags.bots ?? ['random'],
      games: flags.games,
      seed: flags.seed,
      ...(flags.players === undefined ? {} : { players: flags.players }),
      ...(flags.options === undefined ? {} : { options: flags.options }),
      ...(flags.season === undefined ? {} : { season: flags.season }),
    };
    // Chunks are cut for the threads expected: with --queue, --workers counts those of every machine (default 8).
    plan = planLab(rules, spec, runner?.workers ?? workers ?? (flags.queue === undefined ? 2 : 8));
  } catch (e) {
    labError(e);
  }
  let run: LabRunner;
  try {
    if (runner !== undefined) run = runner;
    else if (flags.queue !== undefined) {
      // BullMQ only when a queue is asked for: the other commands start without it.
      const { queueRunner } = await import('../lab/queue.ts');
      run = queueRunner(flags.queue, flags.queueName === undefined ? {} : { queueName: flags.queueName });
    } else run = workers === 0 ? inlineRunner(games) : poolRunner(workers);
  } catch (e) {
    labError(e);
  }
  const bar =
    stderr.isTTY === true
      ? new cliProgress.SingleBar(
          {
            stream: stderr as NodeJS.WritableStream,
            format: `${rules.id} {bar} {value}/{total} parties/games | {eta_formatted}`,
            hideCursor: true,
            etaBuffer: 50,
          },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  const rows: MatchRow[] = [];
  let result: LabResult;
  try {
    bar?.start(plan.configs.length * plan.spec.games, 0);
    result = await runLab(plan, run, {
      progress: (done) => bar?.update(done),
      ...(flags.out === undefined ? {} : { rows: (r: MatchRow[]) => void rows.push(...r) }),
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (e) {
    if (e instanceof LabError) throw new CliError(e.message);
    throw new CliError(`lab : ${messageOf(e)}`, 1);
  } finally {
    bar?.stop();
    if (runner === undefined) await run.close();
  }
  if (flags.out !== undefined) {
    writeOut(flags.out, 'lab.json', JSON.stringify(result, null, 1) + '\n');
    writeOut(flags.out, 'matches.csv', matchesCsv(result, rows));
    writeOut(flags.out, 'summary.csv', summaryCsv(result));
    writeOut(flags.out, 'effects.csv', effectsCsv(result));
    writeOut(flags.out, 'rules.csv', rulesCsv(result.configurations));
    if (result.spec.season !== undefined) writeOut(flags.out, 'season.csv', seasonCsv(result.configurations));
  }
  if (flags.report !== undefined) {
    // Observable Plot and linkedom only when a report is asked for.
    const { renderReport } = await import('../lab/report.ts');
    const html = renderReport(result, { lang: flags.lang ?? 'fr' });
    writeOut(dirname(flags.report), basename(flags.report), html);
  }
  return result;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

/** The result as readable lines (French / English). */
export function formatLab(r: LabResult): string {
  const lines: string[] = [
    `${r.game} : ${countOf(r.configurations.length, 'configuration|configurations', 'fr')} × ` +
      `${countOf(r.spec.games, 'partie|parties', 'fr')}, bots ${r.spec.bots.join(', ')}, germe « ${r.spec.seed} » / ` +
      `${countOf(r.configurations.length, 'configuration|configurations', 'en')} × ${countOf(r.spec.games, 'game|games', 'en')}`,
  ];
  for (const c of r.configurations) {
    const base = c.config.index === r.baseline ? ' (référence/baseline)' : '';
    lines.push('', `[${c.config.index}] ${c.config.label}${base}`);
    for (const s of c.seats)
      lines.push(
        `  siège/seat ${s.seat}: ${s.count}/${s.of} victoires/wins ${pct(s.rate)} [${pct(s.ci95[0])} – ${pct(s.ci95[1])}], score ${s.meanScore.toFixed(2)}`,
      );
    if (c.bots.length > 1)
      for (const b of c.bots)
        lines.push(
          `  ${b.bot}: ${pct(b.rate)} [${pct(b.ci95[0])} – ${pct(b.ci95[1])}] des sièges/of seats, rang/rank ${b.meanRank.toFixed(2)}`,
        );
    lines.push(
      `  longueur/length: ${c.length.mean.toFixed(1)} ± ${c.length.sd.toFixed(1)} (médiane/median ${c.length.median}, p90 ${c.length.p90}); partagées/shared ${c.shared}`,
    );
    const top = c.rules
      .slice()
      .sort((a, b) => b.perGame - a.perGame)
      .slice(0, 5)
      .map((x) => `${x.rule} ${x.perGame.toFixed(1)}`);
    if (top.length > 0) lines.push(`  règles/rules (par partie/per game): ${top.join(', ')}`);
    if (c.season) {
      lines.push(
        '  saison/season: match  XP  niveau/level  PO/gold  compétences/skills  morts/deaths  recrues/recruits',
      );
      for (const p of c.season)
        lines.push(
          `    ${String(p.match).padStart(2)}  ${p.xp.toFixed(1).padStart(5)}  ${p.level.toFixed(2).padStart(5)}  ` +
            `${Math.round(p.gold).toString().padStart(7)}  ${p.skills.toFixed(2).padStart(5)}  ${p.deaths.toFixed(2).padStart(5)}  ${p.recruits.toFixed(2).padStart(5)}`,
        );
    }
    for (const e of c.effects ?? [])
      if (e.significant)
        lines.push(
          `  * ${e.measure}: ${e.baseline.toFixed(3)} → ${e.variant.toFixed(3)} (p = ${e.p.toPrecision(2)}, ${e.test})`,
        );
  }
  lines.push(
    '',
    `${r.totalGames} parties/games en/in ${r.seconds.toFixed(1)} s (${Math.round(r.gamesPerSecond)}/s, ${r.workers} workers)`,
  );
  return lines.join('\n') + '\n';
}

export { csvLine };
