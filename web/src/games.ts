/**
 * The rules library in the browser: each game's rules (replays, sheet checks), log lines and roll prompts.
 */
import { format, seatLabel, type Lang, type LogNames } from '../../src/engine/i18n.ts';
import type { AnyRules, ChanceRequest, GameEvent } from '../../src/engine/types.ts';
import { catalogue as pilCatalogue, describe as describePil } from '../../src/games/pillards/i18n.ts';
import { pillards } from '../../src/games/pillards/index.ts';
import { optionsSchema as pilSchema } from '../../src/games/pillards/options.ts';
import { catalogue as psCatalogue, describe as describePs } from '../../src/games/piss-squig/i18n.ts';
import { pissSquig } from '../../src/games/piss-squig/index.ts';
import { optionsSchema as psSchema } from '../../src/games/piss-squig/options.ts';
import { catalogue as sbCatalogue, describe as describeSb } from '../../src/games/spark-ball/i18n.ts';
import { sparkBall } from '../../src/games/spark-ball/index.ts';
import {
  optionsSchema as sbSchema,
  parseOptions as parseSbOptions,
} from '../../src/games/spark-ball/options.ts';
import { catalogue as osCatalogue, describe as describeOs } from '../../src/games/osoi/i18n.ts';
import { osoi } from '../../src/games/osoi/index.ts';
import { optionsSchema as osSchema } from '../../src/games/osoi/options.ts';
import { goblinTag } from './psOffers.ts';
import type { PSView } from '../../src/games/piss-squig/view.ts';

export const rules: Record<string, AnyRules> = {
  [pissSquig.id]: pissSquig,
  [pillards.id]: pillards,
  [sparkBall.id]: sparkBall,
  [osoi.id]: osoi as unknown as AnyRules,
};

const describers: Record<string, (e: GameEvent, lang: Lang, names?: LogNames) => string> = {
  [pissSquig.id]: describePs,
  [pillards.id]: describePil,
  [sparkBall.id]: describeSb,
  [osoi.id]: describeOs,
};
const catalogues = {
  [pissSquig.id]: psCatalogue,
  [pillards.id]: pilCatalogue,
  [sparkBall.id]: sbCatalogue,
  [osoi.id]: osCatalogue,
};

/** Display names of the games. */
export const gameNames: Record<string, string> = {
  'piss-squig': 'Piss’ Squig 2 Le Retour',
  pillards: 'Les Pillards de l’Estrange',
  'spark-ball': 'Spark Ball',
  osoi: 'OSOI',
};

/**
 * One log line without its trailing `[RULE]`, and the rule ID apart. `names` are the table's seat names (and
 * Piss' Squig goblin names, as the board shows them); without them seats are "Joueur 1…N" / "Player 1…N".
 */
export function logLine(
  game: string,
  e: GameEvent,
  lang: Lang,
  names?: LogNames,
): { text: string; rule: string | null } {
  // The server's own event when a casual match takes a decision back.
  if (e.type === 'undone') {
    const who = typeof e.player === 'number' ? seatLabel(e.player, lang, names) : '?';
    return {
      text: lang === 'en' ? `${who} takes back their last decision.` : `${who} reprend sa dernière décision.`,
      rule: null,
    };
  }
  const d = describers[game];
  let text = d ? d(e, lang, names) : JSON.stringify(e);
  const rule = typeof e.rule === 'string' ? e.rule : null;
  if (rule && text.endsWith(` [${rule}]`)) text = text.slice(0, -rule.length - 3);
  return { text, rule };
}

/** The prompt of a roll request in the chosen language; a seat (`side`) and a goblin are named as in the log. */
export function rollPrompt(game: string, r: ChanceRequest, lang: Lang, names?: LogNames): string {
  const cat = catalogues[game]?.[lang];
  const template = cat?.[r.label];
  if (!template) return `${r.rule} ${r.dice}`;
  const params: Record<string, unknown> = { ...r.params };
  if (typeof params.side === 'number') params.side = seatLabel(params.side, lang, names);
  if (typeof params.goblin === 'number') params.goblin = names?.goblins?.[params.goblin] ?? params.goblin;
  return format(template, params);
}

/** Each game's options schema (zod), for the lobby's option form. */
export const optionSchemas: Record<
  string,
  typeof psSchema | typeof pilSchema | typeof sbSchema | typeof osSchema
> = {
  [pissSquig.id]: psSchema,
  [pillards.id]: pilSchema,
  [sparkBall.id]: sbSchema,
  [osoi.id]: osSchema,
};

/** Every option of a game with its default value. */
export function defaultOptions(game: string): Record<string, unknown> {
  // Spark Ball's rosters have no schema default: its parser fills in the quick-play teams (defaults.ts).
  if (game === sparkBall.id) {
    const o = parseSbOptions({});
    return o.ok ? (o.value as unknown as Record<string, unknown>) : {};
  }
  const schema = optionSchemas[game];
  return schema ? (schema.parse({}) as Record<string, unknown>) : {};
}

/**
 * The names a table's log uses: its seats' names (the match summary's) and, in Piss' Squig, each goblin as the
 * board tags him (1-based like the seats: «1·1», or «Verrue (1·1)» for a league goblin with a name), and in Spark
 * Ball each player as the board labels him, so that log and board agree.
 */
export function tableLogNames(seats: readonly (string | undefined)[] | undefined, view: unknown): LogNames {
  const sb = view as { game?: string; players?: { id: string; number: number; name: string }[] } | null;
  if (sb?.game === 'spark-ball' && Array.isArray(sb.players)) {
    // Spark Ball: each player as the board labels him, «#1 Maraudeur 1».
    return { seats, players: Object.fromEntries(sb.players.map((p) => [p.id, `#${p.number} ${p.name}`])) };
  }
  const v = view as (PSView & { game?: string }) | null;
  if (v?.game !== 'piss-squig' || !Array.isArray(v.goblins)) return { seats };
  return {
    seats,
    goblins: v.goblins.map((g, i) => (g.name ? `${g.name} (${goblinTag(v, i)})` : goblinTag(v, i))),
  };
}
