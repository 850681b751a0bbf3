/**
 * The lab's tables as CSV (RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled):
 * one row per match, one per configuration, one per effect, one per rule and configuration.
 */
import type { ConfigSummary, LabResult, MatchRow } from './types.ts';

function field(v: unknown): string {
  const s =
    v === undefined || v === null
      ? ''
      : typeof v === 'string'
        ? v
        : typeof v === 'number'
          ? String(v)
          : JSON.stringify(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line (with its line break). */
export function csvLine(values: readonly unknown[]): string {
  return values.map(field).join(',') + '\r\n';
}

/** The header of `matches.csv` for configurations of at most `players` seats. */
export function matchHeader(players: number): string {
  const seat = (what: string) => Array.from({ length: players }, (_, k) => `${what}_${k}`);
  return csvLine([
    'config',
    'label',
    'game',
    ...seat('bot'),
    ...seat('score'),
    ...seat('rank'),
    'winners',
    'decisions',
    'chance',
  ]);
}

/** A match's line of `matches.csv`; `label` is its configuration's. */
export function matchLine(row: MatchRow, label: string, players: number): string {
  const seat = (a: readonly unknown[]) => Array.from({ length: players }, (_, k) => a[k]);
  return csvLine([
    row.config,
    label,
    row.index,
    ...seat(row.bots),
    ...seat(row.scores),
    ...seat(row.ranks),
    row.winners.join(' '),
    row.decisions,
    row.chance,
  ]);
}

const pct = (x: number): number => Math.round(x * 1e6) / 1e6;

/** `summary.csv`: a line per configuration (seats and bots flattened, the grid's values as columns). */
export function summaryCsv(r: LabResult): string {
  const keys = r.spec.grid.map((a) => a.key);
  const players = Math.max(...r.configurations.map((c) => c.config.players));
  const bots = [...new Set(r.configurations.flatMap((c) => c.bots.map((b) => b.bot)))];
  const head = [
    'config',
    'label',
    ...keys,
    'baseline',
    'games',
    'shared',
    ...Array.from({ length: players }, (_, k) => [
      `seat_${k}_wins`,
      `seat_${k}_rate`,
      `seat_${k}_ci_low`,
      `seat_${k}_ci_high`,
      `seat_${k}_mean_score`,
    ]).flat(),
    ...bots.flatMap((b) => [
      `${b}_wins`,
      `${b}_seat_games`,
      `${b}_rate`,
      `${b}_ci_low`,
      `${b}_ci_high`,
      `${b}_mean_rank`,
    ]),
    'length_mean',
    'length_sd',
    'length_median',
    'length_p90',
    'score_mean',
  ];
  let out = csvLine(head);
  for (const c of r.configurations) {
    const seats = Array.from({ length: players }, (_, k): unknown[] => {
      const s = c.seats[k];
      return s
        ? [s.count, pct(s.rate), pct(s.ci95[0]), pct(s.ci95[1]), pct(s.meanScore)]
        : ['', '', '', '', ''];
    }).flat();
    const botCols = bots.flatMap((b): unknown[] => {
      const s = c.bots.find((x) => x.bot === b);
      return s
        ? [s.count, s.of, pct(s.rate), pct(s.ci95[0]), pct(s.ci95[1]), pct(s.meanRank)]
        : ['', '', '', '', '', ''];
    });
    out += csvLine([
      c.config.index,
      c.config.label,
      ...keys.map((k) => c.config.params[k]),
      c.config.index === r.baseline ? 1 : 0,
      c.games,
      c.shared,
      ...seats,
      ...botCols,
      pct(c.length.mean),
      pct(c.length.sd),
      c.length.median,
      c.length.p90,
      pct(c.score.mean),
    ]);
  }
  return out;
}

/** `effects.csv`: a line per variant and measure, against the baseline. */
export function effectsCsv(r: LabResult): string {
  let out = csvLine([
    'config',
    'label',
    'measure',
    'baseline',
    'variant',
    'difference',
    'test',
    'statistic',
    'p',
    'significant',
  ]);
  for (const c of r.configurations)
    for (const e of c.effects ?? [])
      out += csvLine([
        c.config.index,
        c.config.label,
        e.measure,
        pct(e.baseline),
        pct(e.variant),
        pct(e.difference),
        e.test,
        pct(e.statistic),
        e.p,
        e.significant ? 1 : 0,
      ]);
  return out;
}

/** `rules.csv`: a line per configuration and rule ID that produced events. */
export function rulesCsv(configs: readonly ConfigSummary[]): string {
  let out = csvLine(['config', 'label', 'rule', 'events', 'per_game', 'games', 'share']);
  for (const c of configs)
    for (const r of c.rules)
      out += csvLine([
        c.config.index,
        c.config.label,
        r.rule,
        r.events,
        pct(r.perGame),
        r.games,
        pct(r.share),
      ]);
  return out;
}

/** `season.csv`: career seasons, a line per configuration and match number (means over the seasons). */
export function seasonCsv(configs: readonly ConfigSummary[]): string {
  let out = csvLine([
    'config',
    'label',
    'match',
    'xp',
    'level',
    'gold',
    'skills',
    'injuries',
    'deaths',
    'retirements',
    'recruits',
  ]);
  for (const c of configs)
    for (const p of c.season ?? [])
      out += csvLine([
        c.config.index,
        c.config.label,
        p.match,
        pct(p.xp),
        pct(p.level),
        pct(p.gold),
        pct(p.skills),
        pct(p.injuries),
        pct(p.deaths),
        pct(p.retirements),
        pct(p.recruits),
      ]);
  return out;
}
