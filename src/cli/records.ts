/**
 * `arbitre replay` and `arbitre verify`: load a record file, find its game, replay or verify it.
 */
import { readFileSync } from 'node:fs';
import { describeError } from '../engine/refusal.ts';
import {
  describeVerdict,
  parseRecordText,
  replay,
  verify,
  type MatchRecord,
  type ReplayFailure,
} from '../engine/record.ts';
import type { Lang, LogNames } from '../engine/i18n.ts';
import { goblinTagOf } from '../games/piss-squig/i18n.ts';
import type { AnyRules, GameEvent } from '../engine/types.ts';
import { CliError, messageOf, type Output } from './io.ts';

/** Reads and checks a record file and finds its game; every failure is a CliError (exit 2). */
export function loadRecord(
  path: string,
  games: Record<string, AnyRules>,
  stderr: Output,
): { record: MatchRecord; rules: AnyRules } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT') throw new CliError(`Fichier introuvable : ${path} / File not found: ${path}`);
    throw new CliError(`Lecture impossible / Cannot read ${path}: ${messageOf(e)}`);
  }
  const parsed = parseRecordText(text);
  if (!parsed.ok) throw new CliError(`${path}: ${describeError(parsed.error)}`);
  const record = parsed.value;
  const rules = Object.hasOwn(games, record.game) ? games[record.game] : undefined;
  if (rules === undefined) {
    const known = Object.keys(games).join(', ') || '—';
    throw new CliError(
      `Jeu inconnu « ${record.game} » (jeux connus : ${known}) / Unknown game "${record.game}" (known games: ${known})`,
    );
  }
  if (record.rulesVersion !== rules.version) {
    stderr.write(
      `Attention : enregistré avec la version ${record.rulesVersion} des règles, version actuelle ${rules.version}` +
        ` / Warning: recorded with rules version ${record.rulesVersion}, current version ${rules.version}\n`,
    );
  }
  return { record, rules };
}

/** One line saying where and why a replay failed. */
export function failureLine(failure: ReplayFailure, inputs: number): string {
  const { index, error } = failure;
  const where =
    index < 0
      ? 'Enregistrement ou options refusés / Record or options refused'
      : index >= inputs
        ? `Échec à la fin (après l'entrée ${inputs - 1}) / Failed at the end (after input ${inputs - 1})`
        : `Échec à l'entrée ${index} / Failed at input ${index}`;
  return `${where}: ${describeError(error)}`;
}

/**
 * Replays a record file and prints its log: one readable line per event in `lang` with its rule ID ('log',
 * JSON lines when the game has no log lines), every event as JSON ('jsonl'), or the final view, hash and
 * outcome ('json').
 */
export function replayCommand(
  path: string,
  format: 'log' | 'jsonl' | 'json',
  lang: Lang,
  games: Record<string, AnyRules>,
  logLines: Record<string, (e: GameEvent, lang: Lang, names?: LogNames) => string>,
  stdout: Output,
  stderr: Output,
): number {
  const { record, rules } = loadRecord(path, games, stderr);
  const r = replay(rules, record);
  if (!r.ok) throw new CliError(failureLine(r.error, record.inputs.length));
  const { state, events, steps } = r.value;
  if (format === 'json') {
    const p = rules.pending(state);
    const summary = {
      game: record.game,
      hash: rules.hash(state),
      outcome: p.kind === 'over' ? p.outcome : null,
      steps,
      view: rules.view(state, null) as unknown,
    };
    stdout.write(JSON.stringify(summary) + '\n');
  } else {
    const line = format === 'log' ? logLines[record.game] : undefined;
    const names = recordLogNames(record.options, record.seats, record.game);
    let out = '';
    for (const e of events) out += (line ? line(e, lang, names) : JSON.stringify(e)) + '\n';
    stdout.write(out);
  }
  return 0;
}

/**
 * The names a replayed log may use: the seats' names from the record when they tell the seats apart (else
 * "Joueur 1…N"), and in Piss' Squig each goblin as the web board tags him (1-based, `goblinTagOf`), a goblin
 * named in the options (a league goblin) as «Verrue (2)».
 */
export function recordLogNames(
  options: unknown,
  seats: readonly { name?: string }[],
  game?: string,
): LogNames {
  const seatNames = seats.map((x) => x.name);
  const distinct =
    seatNames.length > 0 && seatNames.every((n) => n) && new Set(seatNames).size === seatNames.length;
  const o = options as { mode?: string; goblins?: ({ name?: string } | null)[] } | null;
  const mode = o?.mode ?? 'ffa';
  // Goblins are numbered seat-major: one per seat in free-for-all, 2i and 2i+1 for seat i otherwise.
  const count = Math.max(o?.goblins?.length ?? 0, mode === 'ffa' ? seats.length : 2 * seats.length);
  const goblins =
    game === 'piss-squig'
      ? Array.from({ length: count }, (_, i) => {
          const tag = mode === 'ffa' ? goblinTagOf(mode, i, 1) : goblinTagOf(mode, i >> 1, (i & 1) + 1);
          const name = o?.goblins?.[i]?.name;
          return name ? `${name} (${tag})` : tag;
        })
      : undefined;
  return {
    ...(distinct ? { seats: seatNames } : {}),
    ...(goblins && goblins.length > 0 ? { goblins } : {}),
  };
}

/**
 * Verifies a record file and says what was proven: a first line `<verdict> <hash>` (the hash is `-` for a
 * partial record), then the verdict in `lang`. Exit 0 for `proven` and `typed`, 3 for `unproven` and
 * `partial` (it replays, but its dice or part of its inputs could not be checked), 2 for a failure.
 */
export function verifyCommand(
  path: string,
  lang: Lang,
  games: Record<string, AnyRules>,
  stdout: Output,
  stderr: Output,
): number {
  const { record, rules } = loadRecord(path, games, stderr);
  const r = verify(rules, record);
  if (!r.ok) throw new CliError(failureLine(r.error, record.inputs.length));
  const { verdict, checked, hash } = r.value;
  const said = describeVerdict(verdict, checked);
  stdout.write(`${verdict} ${hash ?? '-'}\n${lang === 'en' ? said.en : said.fr}\n`);
  return verdict === 'proven' || verdict === 'typed' ? 0 : 3;
}
