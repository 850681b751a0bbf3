/**
 * The work of `POST /api/records/verify`, run in a worker thread (see verifier.ts): the raw bytes of the
 * body in, an HTTP status and answer out. Everything that costs time on an untrusted body — the nesting
 * scan, JSON.parse, the schema, the replay — happens here, never on the server's main thread.
 */
import { describeVerdict, parseRecord, verify } from '../engine/record.ts';
// A worker cannot be handed rules objects: it verifies with the registry's games (the server's own).
import { games } from '../games/registry.ts';
import { nestingDepth, refusal, type Refusal } from './protocol.ts';

export { nestingDepth };

/** The deepest nesting of arrays and objects accepted (a record needs about 10). */
export const MAX_DEPTH = 64;

/**
 * The most inputs a record may have (a 16 MiB body holds at most about 1.3 million of the smallest input;
 * real campaigns have thousands).
 */
export const MAX_INPUTS = 1_000_000;

/** One verification: the body's bytes. */
export interface VerifyTask {
  bytes: Uint8Array;
}

/** The HTTP answer of a verification. */
export interface VerifyAnswer {
  status: number;
  body: unknown;
}

const refused = (status: number, r: Refusal): VerifyAnswer => ({ status, body: r });

/** Verifies a record given as the raw bytes of a request body. */
export default function verifyBytes(task: VerifyTask): VerifyAnswer {
  const bytes = task.bytes instanceof Uint8Array ? task.bytes : new Uint8Array(task.bytes);
  if (nestingDepth(bytes, MAX_DEPTH) > MAX_DEPTH) {
    return refused(
      400,
      refusal(
        'verify.depth',
        `Enregistrement refusé : des listes ou objets imbriqués sur plus de ${MAX_DEPTH} niveaux (un enregistrement en a une dizaine).`,
        `Record refused: arrays or objects nested more than ${MAX_DEPTH} levels deep (a record has about ten).`,
      ),
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return refused(
      400,
      refusal(
        'json',
        `Enregistrement illisible (JSON invalide) : ${why}`,
        `Unreadable record (invalid JSON): ${why}`,
      ),
    );
  }
  const inputs =
    typeof json === 'object' && json !== null ? (json as { inputs?: unknown }).inputs : undefined;
  if (Array.isArray(inputs) && inputs.length > MAX_INPUTS) {
    return refused(
      400,
      refusal(
        'verify.inputs',
        `Enregistrement refusé : ${inputs.length} entrées, au plus ${MAX_INPUTS} sont vérifiées.`,
        `Record refused: ${inputs.length} inputs, at most ${MAX_INPUTS} are verified.`,
      ),
    );
  }
  const parsed = parseRecord(json);
  if (!parsed.ok) return failed(-1, parsed.error, 400);
  const record = parsed.value;
  // Never a plain lookup: "constructor" or "__proto__" must not reach Object.prototype.
  if (!Object.hasOwn(games, record.game)) {
    return failed(
      -1,
      refusal(
        'record.game',
        `Jeu inconnu « ${record.game} » (jeux : ${Object.keys(games).join(', ')}).`,
        `Unknown game "${record.game}" (games: ${Object.keys(games).join(', ')}).`,
      ),
    );
  }
  const v = verify(games[record.game]!, record);
  if (!v.ok) return failed(v.error.index, v.error.error);
  const { verdict, checked, hash, outcome } = v.value;
  const said = describeVerdict(verdict, checked);
  return {
    status: 200,
    body: {
      ok: verdict === 'proven' || verdict === 'typed',
      verdict,
      checked,
      ...(hash === null ? {} : { hash, outcome }),
      message: said.fr,
      en: said.en,
    },
  };
}

/** A record that does not replay or verify: where (-1: the record itself or its options) and why. */
function failed(index: number, error: Refusal, status = 200): VerifyAnswer {
  const at =
    index < 0
      ? { fr: "l'enregistrement", en: 'the record' }
      : { fr: `l'entrée ${index}`, en: `input ${index}` };
  return {
    status,
    body: {
      ok: false,
      verdict: 'failed',
      index,
      error,
      message: `Échec de la vérification à ${at.fr} : ${error.message}`,
      en: `Verification failed at ${at.en}: ${error.en}`,
    },
  };
}
