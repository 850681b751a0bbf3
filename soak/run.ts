/**
 * `npm run soak`: the reliability suite at full size, bounded in time and count, on loopback only.
 * Prints its figures as a table (progress lines on stderr), or as one JSON object with `--json`.
 *
 *   npm run soak                          every part at full size (about 85 minutes at most)
 *   npm run soak -- --scale 0.1           every part at a tenth of its size (and time cap)
 *   npm run soak -- --only fuzz,tokens    some parts (fuzz, tokens, crash-sqlite, crash-postgres, hidden, dice,
 *                                         osoi, osoi-bot, conformance)
 *   npm run soak -- --json                the figures as JSON on stdout
 *
 * The exit code is 1 when any check failed. crash-postgres runs when DATABASE_URL is set (a fresh database
 * is created on that server and dropped at the end).
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { PartOptions, PartResult } from './common.ts';
import { conformancePart } from './conformance.ts';
import { crashPart } from './crash.ts';
import { dicePart } from './dice-prediction.ts';
import { fuzzPart } from './fuzz.ts';
import { hiddenPart } from './hidden.ts';
import { osoiPart } from './osoi.ts';
import { osoiBotPart } from './osoi-bot.ts';
import { tokenPart } from './tokens.ts';

/** The parts, in the order they run. */
export const PARTS = [
  'fuzz',
  'tokens',
  'crash-sqlite',
  'crash-postgres',
  'hidden',
  'dice',
  'osoi',
  'osoi-bot',
  'conformance',
] as const;
export type PartName = (typeof PARTS)[number];

/** A part's size and time cap (ms). */
export interface Budget {
  size: number;
  timeMs: number;
}

/** Full size: what `npm run soak` runs (time caps add up to 44 minutes, and 40 for the conformance runs). */
export const FULL: Record<PartName, Budget> = {
  fuzz: { size: 100_000, timeMs: 5 * 60_000 },
  tokens: { size: 10_000, timeMs: 3 * 60_000 },
  'crash-sqlite': { size: 50, timeMs: 4 * 60_000 },
  'crash-postgres': { size: 50, timeMs: 4 * 60_000 },
  hidden: { size: 20, timeMs: 2 * 60_000 },
  dice: { size: 10, timeMs: 60_000 },
  // OSOI: battles per scenario (`npm test` plays issue 11's 1,000 on each of SC-1, SC-2, SC-3; this, five times as many).
  osoi: { size: 5000, timeMs: 30 * 60_000 },
  'osoi-bot': { size: 200, timeMs: 10 * 60_000 },
  // Piss' Squig games of the first file; the other files scale with it (soak/conformance.ts).
  conformance: { size: 10_000, timeMs: 40 * 60_000 },
};

/** The machine a run was made on. */
export function machine(): Record<string, string | number> {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Runs one part with its budget. */
export async function runPart(name: PartName, budget: Budget, log: (l: string) => void): Promise<PartResult> {
  const opts: PartOptions = { size: budget.size, timeMs: budget.timeMs, log };
  switch (name) {
    case 'fuzz':
      return fuzzPart(opts);
    case 'tokens':
      return tokenPart(opts);
    case 'crash-sqlite':
      return crashPart({ ...opts, engine: 'sqlite' });
    case 'crash-postgres':
      if (!process.env.DATABASE_URL) {
        return {
          part: 'crash/postgres',
          size: budget.size,
          done: 0,
          ms: 0,
          counts: {},
          failures: [],
          notes: ['DATABASE_URL not set'],
          skipped: true,
        };
      }
      return crashPart({ ...opts, engine: 'postgres' });
    case 'hidden':
      return hiddenPart(opts);
    case 'dice':
      return dicePart(opts);
    case 'osoi':
      return osoiPart(opts);
    case 'osoi-bot':
      return osoiBotPart(opts);
    case 'conformance':
      return conformancePart(opts);
  }
}

/** The figures of a run as a text table: one block per part, its counters indented. */
export function table(report: {
  date: string;
  machine: Record<string, unknown>;
  parts: PartResult[];
}): string {
  const lines = [
    `Arbitre soak — ${report.date}`,
    `Machine: ${Object.entries(report.machine)
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ')}`,
    '',
    `${'part'.padEnd(16)}${'size'.padStart(9)}${'done'.padStart(9)}${'seconds'.padStart(9)}${'failures'.padStart(10)}  status`,
  ];
  for (const p of report.parts) {
    const failed = p.counts.failures ?? p.failures.length;
    const status = p.skipped ? 'skipped' : failed > 0 ? 'FAILED' : 'ok';
    lines.push(
      `${p.part.padEnd(16)}${String(p.size).padStart(9)}${String(p.done).padStart(9)}${(p.ms / 1000).toFixed(1).padStart(9)}${String(failed).padStart(10)}  ${status}`,
    );
  }
  for (const p of report.parts) {
    lines.push('', `${p.part}:`);
    for (const [k, v] of Object.entries(p.counts).sort(([a], [b]) => a.localeCompare(b)))
      lines.push(`  ${k.padEnd(60)} ${v}`);
    for (const n of p.notes) lines.push(`  note: ${n}`);
    for (const f of p.failures.slice(0, 10)) lines.push(`  FAIL: ${f}`);
    if (p.failures.length > 10)
      lines.push(`  … and ${(p.counts.failures ?? p.failures.length) - 10} more failures`);
  }
  return lines.join('\n');
}

/** `npm run soak -- [--json] [--scale X] [--only a,b]`: answers the exit code. */
export async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const at = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const scale = Number(at('--scale') ?? '1');
  if (!(scale > 0)) throw new Error('--scale takes a positive number');
  const only = at('--only')?.split(',');
  for (const o of only ?? [])
    if (!(PARTS as readonly string[]).includes(o)) throw new Error(`unknown part ${o}`);
  const log = (l: string): void => void process.stderr.write(`${l}\n`);
  const parts: PartResult[] = [];
  const t0 = performance.now();
  for (const name of PARTS) {
    if (only !== undefined && !only.includes(name)) continue;
    const full = FULL[name];
    const budget = {
      size: Math.max(1, Math.round(full.size * scale)),
      timeMs: Math.round(full.timeMs * Math.min(1, Math.max(scale, 0.25))),
    };
    log(`— ${name}: size ${budget.size}, time cap ${Math.round(budget.timeMs / 1000)} s`);
    try {
      parts.push(await runPart(name, budget, log));
    } catch (e) {
      parts.push({
        part: name,
        size: budget.size,
        done: 0,
        ms: 0,
        counts: { failures: 1 },
        failures: [`the part did not run: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`],
        notes: [],
      });
    }
  }
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    scale,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    parts,
  };
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${table(report)}\n`);
  return parts.some((p) => (p.counts.failures ?? 0) > 0) ? 1 : 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
  // Bot worker pools and sockets closed; nothing should keep the process alive, but do not wait on it.
  setTimeout(() => process.exit(), 1000).unref();
}
