/**
 * The lab's grid: `--grid 'armourTarget=7,8' --grid 'players=2,4'` becomes every combination of the values, each
 * checked by the game's own setup, and the baseline the variants are compared with.
 */
import { describeError } from '../engine/refusal.ts';
import type { AnyRules } from '../engine/types.ts';
import type { Configuration, GridAxis } from './types.ts';

/** A lab request the game cannot run, with what is allowed (French / English). */
export class LabError extends Error {
  constructor(
    readonly fr: string,
    readonly en: string,
  ) {
    super(`${fr} / ${en}`);
    this.name = 'LabError';
  }
}

/** Most configurations a batch may have (a grid is a product: it grows fast). */
export const MAX_CONFIGURATIONS = 64;

/** A value as written: JSON when it parses (7, true, "x", [1,2]), else the text itself (ffa). */
function valueOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Splits `a,b,[1,2],c` on the commas outside brackets and quotes. */
function splitValues(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' && text[i - 1] !== '\\') quoted = !quoted;
    else if (!quoted && (c === '[' || c === '{')) depth++;
    else if (!quoted && (c === ']' || c === '}')) depth--;
    else if (!quoted && depth === 0 && c === ',') {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((v) => v.trim());
}

/** Reads `key=v1,v2,..` (values JSON where they parse); the same key twice is refused. */
export function parseGrid(items: readonly string[]): GridAxis[] {
  const axes: GridAxis[] = [];
  for (const item of items) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.+)$/s.exec(item.trim());
    if (!m) {
      throw new LabError(
        `grille « ${item} » illisible : attendu option=valeur1,valeur2 (par exemple armourTarget=7,8)`,
        `cannot read grid "${item}": expected option=value1,value2 (for example armourTarget=7,8)`,
      );
    }
    const key = m[1]!;
    if (axes.some((a) => a.key === key)) {
      throw new LabError(
        `l'option ${key} apparaît deux fois dans la grille : donnez toutes ses valeurs en une fois`,
        `option ${key} appears twice in the grid: give all its values at once`,
      );
    }
    const texts = splitValues(m[2]!);
    if (texts.some((t) => t === '')) {
      throw new LabError(`grille ${key} : valeur vide`, `grid ${key}: empty value`);
    }
    const values = texts.map(valueOf);
    const seen = new Set(values.map((v) => JSON.stringify(v)));
    if (seen.size !== values.length) {
      throw new LabError(`grille ${key} : valeur répétée`, `grid ${key}: a value is repeated`);
    }
    axes.push({ key, values });
  }
  return axes;
}

/** `key=value` as a label shows it (strings bare). */
function show(key: string, v: unknown): string {
  return `${key}=${typeof v === 'string' ? v : JSON.stringify(v)}`;
}

/** The seats a configuration plays with: `players` from its options, else 2 within the game's range. */
function playersOf(rules: AnyRules, options: Record<string, unknown>): number {
  const p = options.players;
  if (typeof p === 'number') return p;
  return Math.min(rules.players.max, Math.max(2, rules.players.min));
}

/**
 * Every combination of the axes (the first axis varies slowest), over `base` options and `players`; each is
 * set up once, so a value the game refuses is reported with the game's own reason.
 */
export function configurations(
  rules: AnyRules,
  axes: readonly GridAxis[],
  base: Record<string, unknown> = {},
  players?: number,
): Configuration[] {
  const total = axes.reduce((n, a) => n * a.values.length, 1);
  if (total > MAX_CONFIGURATIONS) {
    throw new LabError(
      `la grille donne ${total} configurations ; ${MAX_CONFIGURATIONS} au plus`,
      `the grid makes ${total} configurations; at most ${MAX_CONFIGURATIONS}`,
    );
  }
  const out: Configuration[] = [];
  for (let index = 0; index < total; index++) {
    const params: Record<string, unknown> = {};
    let rest = index;
    for (let a = axes.length - 1; a >= 0; a--) {
      const axis = axes[a]!;
      params[axis.key] = axis.values[rest % axis.values.length];
      rest = Math.floor(rest / axis.values.length);
    }
    const ordered: Record<string, unknown> = {};
    for (const axis of axes) ordered[axis.key] = params[axis.key];
    const merged: Record<string, unknown> = {
      ...base,
      ...(players === undefined ? {} : { players }),
      ...ordered,
    };
    const seats = playersOf(rules, merged);
    const options = { ...merged, players: seats };
    const label =
      axes.length === 0 ? 'défaut/default' : axes.map((a) => show(a.key, ordered[a.key])).join(' ');
    const check = rules.setup(options);
    if (!check.ok) {
      const why = describeError(check.error);
      throw new LabError(
        `${rules.id} refuse la configuration ${label} : ${why}`,
        `${rules.id} refuses ${label}: ${why}`,
      );
    }
    out.push({ index, label, params: ordered, options, players: seats });
  }
  return out;
}

/** A starting state's whole content: its hash need not cover the options (they may only act later). */
function fingerprint(rules: AnyRules, s: unknown): string {
  try {
    return JSON.stringify(s);
  } catch {
    return rules.hash(s);
  }
}

/**
 * The configuration the others are compared with: the one whose every axis takes the game's default value, found
 * by setting the game up with and without the option (the same starting state: the value is the default);
 * an axis without its default among its values takes its first value.
 */
export function baselineOf(
  rules: AnyRules,
  axes: readonly GridAxis[],
  configs: readonly Configuration[],
): number {
  if (configs.length <= 1) return 0;
  const wanted: Record<string, string> = {};
  for (const axis of axes) {
    let chosen = axis.values[0];
    if (axis.key !== 'players') {
      // Compared in the first configuration's other values: the default does not depend on them here.
      const first = configs[0]!.options;
      const without = { ...first };
      delete without[axis.key];
      const plain = rules.setup(without);
      if (plain.ok) {
        const h = fingerprint(rules, plain.value);
        const hit = axis.values.find((v) => {
          const s = rules.setup({ ...first, [axis.key]: v });
          return s.ok && fingerprint(rules, s.value) === h;
        });
        if (hit !== undefined) chosen = hit;
      }
    }
    wanted[axis.key] = JSON.stringify(chosen);
  }
  const i = configs.findIndex((c) => axes.every((a) => JSON.stringify(c.params[a.key]) === wanted[a.key]));
  return i < 0 ? 0 : i;
}
