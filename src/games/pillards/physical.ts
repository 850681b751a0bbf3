/**
 * Physical-dice input (PIL-DICE-2): at a real table the referee may type, instead of every face, the number of
 * successes of a to-hit or save group, or the total of a ROLL-QTY. This pure module turns such an entry into
 * representative faces for the pending request (the same faces as `chanceOutcomesOf`), or refuses it.
 */
import { checkFaces, parseDice } from '../../engine/dice.ts';
import { err, ok, type ChanceRequest, type Result, type RuleError } from '../../engine/types.ts';

/** What a referee may type for one roll. */
export type PhysicalEntry = { faces: number[] } | { successes: number } | { total: number };

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The kind of a Pillards roll request: a to-hit pool, a save pool, cattle quantity, or a single die. */
function kindOf(request: ChanceRequest): 'hit' | 'save' | 'quantity' | 'single' {
  if (request.label === 'pil.roll.hit') return 'hit';
  if (request.label === 'pil.roll.save') return 'save';
  if (request.label === 'pil.roll.quantity') return 'quantity';
  return 'single';
}

/**
 * The faces of an entry for `request` (PIL-DICE-2):
 * - `{ faces }`: each die's face, checked against the request's dice;
 * - `{ successes }` for ROLL-VOLLEY-HIT, ROLL-MELEE-HIT, ROLL-PART-HIT (0…dice: hits) and ROLL-SAVE (0…dice:
 *   saved figures; when each figure rolls several saves, `excessHits = reallocate`, the count is per figure:
 *   0…figures that pass all their saves);
 * - `{ total }` for ROLL-QTY (n…6n for nd6).
 * Anything else, or out of range, is refused.
 */
export function facesFromEntry(request: ChanceRequest, entry: PhysicalEntry): Result<number[]> {
  const e = entry as unknown as Record<string, unknown>;
  const keys = typeof e === 'object' && e !== null && !Array.isArray(e) ? Object.keys(e) : [];
  if (keys.length !== 1 || !['faces', 'successes', 'total'].includes(keys[0]!)) {
    return err(
      'physical.entry',
      'PIL-DICE-2',
      'Saisie attendue : { faces: [...] }, { successes: n } (touches, sauvegardes) ou { total: n } (quantité de bétail).',
      'Expected entry: { faces: [...] }, { successes: n } (hits, saves) or { total: n } (cattle quantity).',
    );
  }
  if ('faces' in e) return checkFaces(request.dice, e.faces, request.rule);
  const parsed = parseDice(request.dice);
  if (!parsed.ok) return parsed;
  const n = parsed.value.count;
  const kind = kindOf(request);
  if ('successes' in e) {
    if (kind === 'hit') {
      const k = e.successes;
      if (!isInt(k) || k < 0 || k > n)
        return outOfRange(request, `successes ${JSON.stringify(k)}`, `0…${n}`, 'touches', 'hits');
      const t = request.target!;
      return ok(Array.from({ length: n }, (_, i) => (i < k ? t : 1)));
    }
    if (kind === 'save') {
      const figures = Number(request.params?.figures ?? n);
      const dice = Number(request.params?.hitsPerFigure ?? 1);
      const k = e.successes;
      if (!isInt(k) || k < 0 || k > figures) {
        return outOfRange(
          request,
          `successes ${JSON.stringify(k)}`,
          `0…${figures}`,
          dice > 1 ? 'figurines sauvées (par figurine)' : 'sauvegardes réussies',
          dice > 1 ? 'figures saved (per figure)' : 'successful saves',
        );
      }
      // Dead figures first, each failing its first save; survivors pass every save (as chanceOutcomesOf).
      const dead = figures - k;
      const faces: number[] = [];
      for (let f = 0; f < figures; f++)
        for (let d = 0; d < dice; d++) faces.push(f < dead && d === 0 ? 1 : 6);
      return ok(faces);
    }
    return err(
      'physical.successes',
      'PIL-DICE-2',
      `Un nombre de réussites ne vaut que pour les jets pour toucher et de sauvegarde ; pour ${request.rule} (${request.dice}), saisissez les faces.`,
      `A number of successes is only for to-hit and save rolls; for ${request.rule} (${request.dice}), enter the faces.`,
    );
  }
  if (kind !== 'quantity') {
    return err(
      'physical.total',
      'PIL-DICE-2',
      `Un total ne vaut que pour la quantité de bétail (ROLL-QTY) ; pour ${request.rule} (${request.dice}), saisissez les faces.`,
      `A total is only for the cattle quantity (ROLL-QTY); for ${request.rule} (${request.dice}), enter the faces.`,
    );
  }
  const total = e.total;
  if (!isInt(total) || total < n || total > 6 * n)
    return outOfRange(request, `total ${JSON.stringify(total)}`, `${n}…${6 * n}`, 'total', 'total');
  // Every die at least 1, the rest spread from the first die, up to 6 each.
  let left = total - n;
  const faces: number[] = [];
  for (let i = 0; i < n; i++) {
    const extra = Math.min(5, left);
    faces.push(1 + extra);
    left -= extra;
  }
  return ok(faces);
}

function outOfRange(
  request: ChanceRequest,
  what: string,
  range: string,
  fr: string,
  en: string,
): { ok: false; error: RuleError } {
  return err(
    'physical.range',
    'PIL-DICE-2',
    `Saisie hors limites (${what}) pour ${request.rule} (${request.dice}) : ${fr} de ${range}.`,
    `Entry out of range (${what}) for ${request.rule} (${request.dice}): ${en} from ${range}.`,
  );
}
