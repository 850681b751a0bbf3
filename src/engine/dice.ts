/**
 * Dice notation, parsed once, and the check that supplied faces fit a request.
 */
import { err, ok, type ChanceOutcome, type ChanceRequest, type Result } from './types.ts';

/** A parsed dice notation: `count` dice of `sides` faces. 'scatter' is one D8 read as a direction. */
export interface DiceSpec {
  notation: string;
  count: number;
  sides: number;
  scatter: boolean;
}

const cache = new Map<string, Result<DiceSpec>>();

/**
 * Parses '1d6', '2d6', '1d8', '1d3', 'Nd6' pools, 'scatter' (one D8, 8 directions), and the two direction dice
 * of Spark Ball's scatter (SB-R-01): '1d12' (12 directions) and '1d360000' (a continuous direction drawn as an
 * integer millidegree, face − 1). Cached.
 */
export function parseDice(notation: string): Result<DiceSpec> {
  let r = cache.get(notation);
  if (r === undefined) {
    r = parseUncached(notation);
    cache.set(notation, r);
  }
  return r;
}

function parseUncached(notation: string): Result<DiceSpec> {
  if (notation === 'scatter') return ok({ notation, count: 1, sides: 8, scatter: true });
  const m = /^([1-9][0-9]?)d(3|6|8|12|360000)$/.exec(notation);
  if (!m) {
    return err(
      'dice.notation',
      undefined,
      `Notation de dés inconnue « ${notation} » : attendu NdS avec S = 3, 6, 8, 12 ou 360000 (1d6, 2d6, 1d8, 1d3, 4d6…) ou « scatter ».`,
      `Unknown dice notation "${notation}": expected NdS with S = 3, 6, 8, 12 or 360000 (1d6, 2d6, 1d8, 1d3, 4d6...) or "scatter".`,
    );
  }
  return ok({ notation, count: Number(m[1]), sides: Number(m[2]), scatter: false });
}

/** Checks that `faces` (any JSON) is exactly one integer face per die, each within 1..sides. */
export function checkFaces(notation: string, faces: unknown, rule?: string): Result<number[]> {
  const parsed = parseDice(notation);
  if (!parsed.ok) return parsed;
  const { count, sides } = parsed.value;
  const what = `${notation} : ${count} face${count > 1 ? 's' : ''} entre 1 et ${sides}`;
  const whatEn = `${notation}: ${count} face${count > 1 ? 's' : ''} from 1 to ${sides}`;
  if (!Array.isArray(faces)) {
    return err(
      'dice.notArray',
      rule,
      `Les dés doivent être une liste de faces (${what}).`,
      `Dice must be a list of faces (${whatEn}).`,
    );
  }
  if (faces.length !== count) {
    return err(
      'dice.count',
      rule,
      `${faces.length} face(s) fournie(s) pour ${notation} ; attendu ${what}.`,
      `${faces.length} face(s) given for ${notation}; expected ${whatEn}.`,
    );
  }
  for (const f of faces) {
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > sides) {
      return err(
        'dice.face',
        rule,
        `Face invalide ${JSON.stringify(f)} pour ${notation} ; attendu ${what}.`,
        `Invalid face ${JSON.stringify(f)} for ${notation}; expected ${whatEn}.`,
      );
    }
  }
  return ok(faces as number[]);
}

const outcomeCache = new Map<string, ChanceOutcome[]>();

/** Every ordered combination of faces for `notation`, each with its probability (uniform dice). */
export function uniformOutcomes(notation: string): ChanceOutcome[] {
  let list = outcomeCache.get(notation);
  if (list) return list;
  const parsed = parseDice(notation);
  if (!parsed.ok) throw new Error(parsed.error.en);
  const { count, sides } = parsed.value;
  const total = sides ** count;
  list = [];
  for (let i = 0; i < total; i++) {
    const faces: number[] = [];
    let k = i;
    for (let d = 0; d < count; d++) {
      faces.push((k % sides) + 1);
      k = Math.floor(k / sides);
    }
    list.push({ faces, p: 1 / total });
  }
  outcomeCache.set(notation, list);
  return list;
}

/**
 * The faces given for the pending roll (`request`, null when none is pending), checked against its dice: the
 * first step of every game's `applyChance`.
 */
export function facesForRequest(request: ChanceRequest | null | undefined, faces: unknown): Result<number[]> {
  if (!request) {
    return err(
      'chance.none',
      undefined,
      "Aucun jet de dés n'est attendu maintenant.",
      'No dice roll is expected now.',
    );
  }
  return checkFaces(request.dice, faces, request.rule);
}
