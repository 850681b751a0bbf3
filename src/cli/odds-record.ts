/**
 * `arbitre odds <game> --record FILE [--at N] [--action JSON] [--seat K] [--policy always|never|greedy]
 * [--rolls R] [--json]`: the exact probability of each outcome of an input in a recorded position (the record
 * replayed to its input N), every roll that follows expanded up to the next decision (engine/what-if.ts,
 * docs/odds.md). Printed as an indented tree, then its leaves and where the paths stop, with exact fractions
 * and percentages; or as one JSON object.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describeError } from '../engine/refusal.ts';
import { RECORD_FORMAT, isWithheld, recordSchema, replay, type MatchRecord } from '../engine/record.ts';
import type { AnyRules } from '../engine/types.ts';
import {
  WHAT_IF_POLICIES,
  legalExamples,
  whatIf,
  type WhatIf,
  type WhatIfNode,
  type WhatIfPolicy,
  type WhatIfStep,
  type WhatIfStop,
} from '../engine/what-if.ts';
import { CliError, messageOf, type Output } from './io.ts';
import { failureLine, loadRecord } from './records.ts';

/** The format tag of a position file: a match's options and the inputs that lead to the position. */
export const POSITION_FORMAT = 'arbitre-position/1';

/** A position file: what a record holds minus seats, dice and ending (docs/odds.md). */
const positionSchema = z.strictObject({
  format: z.literal(POSITION_FORMAT),
  game: z.string().min(1),
  options: z.unknown().optional(),
  inputs: recordSchema.shape.inputs,
});

/**
 * A record, or a position file (`arbitre-position/1`: the game, its options and the inputs that lead to the
 * position) read as a record with no seats and unknown dice; every failure is a CliError.
 */
function loadPosition(
  path: string,
  games: Record<string, AnyRules>,
  stderr: Output,
): { record: MatchRecord; rules: AnyRules } {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    // loadRecord says what is wrong with the file (missing, unreadable, not JSON).
    return loadRecord(path, games, stderr);
  }
  if ((json as { format?: unknown } | null)?.format !== POSITION_FORMAT)
    return loadRecord(path, games, stderr);
  const parsed = positionSchema.safeParse(json);
  if (!parsed.success) {
    const why = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ');
    throw new CliError(`${path} : fichier de position invalide / invalid position file: ${why}`);
  }
  const p = parsed.data;
  const rules = Object.hasOwn(games, p.game) ? games[p.game] : undefined;
  if (rules === undefined) {
    const known = Object.keys(games).join(', ');
    throw new CliError(
      `Jeu inconnu « ${p.game} » (jeux connus : ${known}) / Unknown game "${p.game}" (known games: ${known})`,
    );
  }
  const record: MatchRecord = {
    format: RECORD_FORMAT,
    game: p.game,
    rulesVersion: rules.version,
    options: p.options,
    seats: [],
    dice: { source: 'position' },
    inputs: p.inputs,
  };
  return { record, rules };
}

/** The flags of `arbitre odds` that belong to a record's position. */
export interface OddsRecordFlags {
  record: string;
  at?: string;
  action?: string;
  seat?: string;
  policy?: string;
  rolls?: string;
  json?: boolean;
}

function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new CliError(
      `${flag} ${value} invalide : un entier de ${min} à ${max} est attendu / ` +
        `${flag} ${value} is invalid: expected an integer from ${min} to ${max}`,
    );
  }
  return n;
}

function policyOf(value: string | undefined): WhatIfPolicy {
  if (value === undefined) return 'always';
  const found = WHAT_IF_POLICIES.find((p) => p === value);
  if (found !== undefined) return found;
  const allowed = WHAT_IF_POLICIES.join(', ');
  throw new CliError(
    `Politique inconnue « ${value} » (permises : ${allowed}) / Unknown policy "${value}" (allowed: ${allowed})`,
  );
}

const RECORD_FLAGS = ['at', 'action', 'seat', 'policy', 'rolls'] as const;

/**
 * True when `arbitre odds` is asked about a recorded position (`--record`); a CliError when its flags are mixed
 * with a scenario, or given without `--record`.
 */
export function recordOnly(scenario: string | undefined, flags: object): flags is OddsRecordFlags {
  const f = flags as Partial<OddsRecordFlags>;
  if (f.record !== undefined) {
    if (scenario !== undefined) {
      throw new CliError(
        `Un scénario (« ${scenario} ») ou --record, pas les deux / A scenario ("${scenario}") or --record, not both`,
      );
    }
    return true;
  }
  const stray = RECORD_FLAGS.filter((k) => f[k] !== undefined).map((k) => `--${k}`);
  if (stray.length > 0) {
    throw new CliError(
      `${stray.join(', ')} : seulement avec --record FICHIER / ${stray.join(', ')}: only with --record FILE`,
    );
  }
  return false;
}

/** Replays the record to input N, expands the input, prints the tree (or JSON); every mistake is a CliError. */
export async function oddsRecordCommand(
  game: string,
  flags: OddsRecordFlags,
  games: Record<string, AnyRules>,
  stdout: Output,
  stderr: Output,
): Promise<number> {
  const policy = policyOf(flags.policy);
  const { record, rules } = loadPosition(flags.record, games, stderr);
  if (record.game !== game) {
    throw new CliError(
      `${flags.record} est une partie de « ${record.game} », pas de « ${game} » : arbitre odds ${record.game} --record ... / ` +
        `${flags.record} is a "${record.game}" match, not "${game}": arbitre odds ${record.game} --record ...`,
    );
  }
  const total = record.inputs.length;
  const at = flags.at === undefined ? total : wholeNumber('--at', flags.at, 0, total);
  const withheld = record.inputs.slice(0, at).findIndex(isWithheld);
  if (withheld >= 0) {
    throw new CliError(
      `L'entrée ${withheld} est cachée dans cet enregistrement : --at ${withheld} au plus / ` +
        `Input ${withheld} is withheld from this record: --at ${withheld} at most`,
    );
  }
  const { final: _final, ...kept } = record;
  const replayed = replay(rules, { ...kept, inputs: record.inputs.slice(0, at) });
  if (!replayed.ok) throw new CliError(failureLine(replayed.error, at));
  const state = replayed.value.state;
  const seat = flags.seat === undefined ? undefined : wholeNumber('--seat', flags.seat, 0, 63);
  const maxRolls = flags.rolls === undefined ? undefined : wholeNumber('--rolls', flags.rolls, 1, 1000);

  let action: unknown;
  if (flags.action !== undefined) {
    try {
      action = JSON.parse(flags.action);
    } catch (e) {
      const p = rules.pending(state);
      const examples = p.kind === 'decision' ? legalExamples(rules.legal(state, p.player)) : '—';
      throw new CliError(
        `--action n'est pas du JSON (${messageOf(e)}) ; entrées permises, par exemple : ${examples} / ` +
          `--action is not JSON (${messageOf(e)}); allowed inputs, for example: ${examples}`,
      );
    }
  }

  let choose: ((s: unknown, player: number, legal: unknown[]) => unknown) | undefined;
  if (policy === 'greedy') {
    const { botFactory } = await import('../bots/index.ts');
    const factory = botFactory(game, 'greedy');
    if (factory === undefined) {
      throw new CliError(
        `${game} n'a pas de bot greedy : --policy always ou never / ${game} has no greedy bot: --policy always or never`,
      );
    }
    const agent = factory('odds', 'greedy', rules);
    choose = (s, player, legal) => agent.choose(rules.view(s, player), legal, player);
  }
  const options: Parameters<typeof whatIf>[4] = { policy };
  if (choose !== undefined) options.choose = choose;
  if (maxRolls !== undefined) options.maxRolls = maxRolls;
  const r = whatIf(rules, state, seat, action, options);
  if (!r.ok) throw new CliError(`Position ${at} : ${describeError(r.error)}`.replace(/\n/g, ' '));
  if (flags.json === true) {
    stdout.write(JSON.stringify({ record: flags.record, at, inputs: total, ...r.value }) + '\n');
  } else {
    stdout.write(formatWhatIf(r.value, flags.record, at, total));
  }
  return 0;
}

const percent = (p: string): string => {
  const [n, d] = p.split('/').map(Number);
  const v = d === undefined ? n! : n! / d;
  return `${(v * 100).toFixed(2)} %`;
};

const odds = (p: string): string => `${p} (${percent(p)})`;

/** A roll outcome's label in French and English. */
export function outcomeText(label: string): string {
  if (label === 'success') return 'réussite / success';
  if (label === 'failure') return 'échec / failure';
  const [kind, value] = label.split(/:(.*)/s);
  if (kind === 'successes') return `${value} succès / ${value} successes`;
  if (kind === 'total') return `total ${value}`;
  if (kind === 'faces') return `dés / dice ${value}`;
  return label;
}

/** Where a path stops, in French and English. */
export function stopText(s: Omit<WhatIfStop, 'p'>): string {
  switch (s.reason) {
    case 'decision': {
      const label = s.label === undefined ? '' : ` (${s.label})`;
      return `décision du joueur ${s.player}${label} / player ${s.player} decides${label}`;
    }
    case 'orders': {
      const who = s.players?.join(', ') ?? '';
      return `ordres scellés des joueurs ${who} / sealed orders from players ${who}`;
    }
    case 'over': {
      const who = s.winners?.join(', ') || '—';
      return `fin de la partie, vainqueur(s) ${who} / match over, winner(s) ${who}`;
    }
    case 'horizon':
      return `horizon : ${s.rule} non développé / horizon: ${s.rule} not expanded`;
  }
}

function stepText(step: WhatIfStep): string {
  if (step.kind === 'roll')
    return `${step.rule}${step.reroll ? ' (relance/reroll)' : ''} ${outcomeText(step.label)}`;
  return `j${step.player}/p${step.player} ${JSON.stringify(step.input)}`;
}

function nodeLines(n: WhatIfNode, indent: string, out: string[]): void {
  if (n.kind === 'stop') {
    out.push(`${indent}→ ${stopText(n)}  ${odds(n.p)}`);
    return;
  }
  if (n.kind === 'offer') {
    const what = n.offer === 'reroll' ? 'offre de relance / reroll offer' : 'réaction / reaction';
    const taken = n.taken ? 'prise / taken' : 'refusée / declined';
    out.push(
      `${indent}${what}, joueur ${n.player} / player ${n.player}: ${JSON.stringify(n.input)} (${taken})  ${odds(n.p)}`,
    );
    for (const m of n.next) nodeLines(m, indent + '  ', out);
    return;
  }
  const target = n.target === undefined ? '' : `, cible/target ${n.target}`;
  const mod =
    n.modifier === undefined || n.modifier === 0 ? '' : `, mod ${n.modifier > 0 ? '+' : ''}${n.modifier}`;
  const reroll = n.reroll ? ', relance/reroll' : '';
  out.push(
    `${indent}${n.rule} ${n.dice}${target}${mod}${reroll}, jet du joueur ${n.roller} / player ${n.roller} rolls  ${odds(n.p)}`,
  );
  for (const b of n.branches) {
    out.push(`${indent}  ${outcomeText(b.label)}  ${odds(b.p)}`);
    for (const m of b.next) nodeLines(m, indent + '    ', out);
  }
}

/** The human report: what was played, the tree, its leaves, and where the paths stop. */
export function formatWhatIf(w: WhatIf, path: string, at: number, total: number): string {
  const out: string[] = [];
  out.push(
    `${w.game} — ${path}, position avant l'entrée ${at} sur ${total} / position before input ${at} of ${total}`,
  );
  const policy = {
    always: 'offres prises / offers taken',
    never: 'offres refusées / offers declined',
    greedy: 'offres au choix du bot greedy / offers as the greedy bot chooses',
  }[w.policy];
  if (w.seat === null) out.push(`Le jet en attente / The pending roll — ${w.policy} (${policy})`);
  else
    out.push(
      `Joueur ${w.seat} joue / Player ${w.seat} plays ${JSON.stringify(w.input)} — ${w.policy} (${policy})`,
    );
  out.push('Arbre (probabilités depuis l’entrée) / Tree (probabilities from the input):');
  for (const n of w.tree) nodeLines(n, '  ', out);
  out.push('Issues / Outcomes:');
  const width = Math.max(...w.leaves.map((l) => l.p.length));
  for (const l of w.leaves) {
    const steps = l.path.map(stepText).join(' › ');
    out.push(
      `  ${l.p.padStart(width)}  ${percent(l.p).padStart(8)}  ${steps}${steps ? ' → ' : '→ '}${stopText(l.stop)}`,
    );
  }
  out.push('Fins / Ends:');
  for (const e of w.ends)
    out.push(`  ${e.p.padStart(width)}  ${percent(e.p).padStart(8)}  ${stopText(e.stop)}`);
  return out.join('\n') + '\n';
}
