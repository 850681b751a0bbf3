/**
 * Match records (`arbitre-record/1`): their shape, parsing untrusted JSON, replay and verification.
 * A match is its record: the options plus the ordered inputs replay to the same state hash.
 */
import { z } from 'zod';
import { jsonEqual } from './json.ts';
import { seedCommitment } from './rng.ts';
import { SeededDice, type DiceInfo } from './sources.ts';
import {
  err,
  ok,
  type ChanceRequest,
  type GameEvent,
  type Outcome,
  type Pending,
  type Result,
  type RuleError,
  type Rules,
} from './types.ts';

/** The record format tag. */
export const RECORD_FORMAT = 'arbitre-record/1';

/** Who sat at a seat: a name and a kind ('human', 'bot:random', ...). */
export interface Seat {
  name: string;
  kind: string;
}

/** A decision by one player. */
export interface DecisionInput {
  player: number;
  action: unknown;
}

/** The faces supplied for a chance step. */
export interface FacesInput {
  faces: number[];
}

/** Sealed simultaneous orders, keyed by seat number ("0", "1", ...). */
export interface OrdersInput {
  orders: Record<string, unknown>;
}

/** One input of a match, in order. */
export type RecordInput = DecisionInput | FacesInput | OrdersInput;

/** How the match ended (or stopped): the final state hash and the outcome (null if not over). */
export interface RecordFinal {
  hash: string;
  outcome: Outcome | null;
  /** Set when the server expired the match (abandoned: a seat left open, or nobody played), with when. */
  expired?: { reason: 'open' | 'idle'; at: string };
}

/** A complete match: what is stored, sent, replayed, verified and exported. */
export interface MatchRecord {
  format: typeof RECORD_FORMAT;
  game: string;
  rulesVersion: string;
  options: unknown;
  seats: Seat[];
  dice: DiceInfo;
  inputs: RecordInput[];
  /** Absent while the match is still being played. */
  final?: RecordFinal;
}

/** Counts of applied steps; a simultaneous round counts as one decision step. */
export interface StepCounts {
  decisions: number;
  chance: number;
}

/** Where a replay stopped: the input's index (-1 = the options or the record itself) and why. */
export interface ReplayFailure {
  index: number;
  error: RuleError;
}

/** The state reached by a replay, with every event and the step counts. */
export interface Replayed<S> {
  state: S;
  events: GameEvent[];
  steps: StepCounts;
}

/** A verified record: the replayed state, its hash and outcome. */
export interface Verified<S> extends Replayed<S> {
  hash: string;
  outcome: Outcome | null;
}

const seat = z.strictObject({ name: z.string(), kind: z.string() });
const outcomeSchema = z.strictObject({
  scores: z.array(z.number()),
  ranks: z.array(z.number().int()),
  winners: z.array(z.number().int()),
});
const input = z.union([
  z.strictObject({ player: z.number().int().min(0), action: z.unknown() }),
  z.strictObject({ faces: z.array(z.number()) }),
  z.strictObject({ orders: z.record(z.string().regex(/^(0|[1-9][0-9]*)$/), z.unknown()) }),
]);

/** The zod schema of a record: a record read from disk or the network is untrusted JSON. */
export const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  game: z.string().min(1),
  rulesVersion: z.string(),
  // Absent when the match was set up with undefined options (JSON drops the key).
  options: z.unknown().optional(),
  seats: z.array(seat),
  dice: z.strictObject({
    source: z.string(),
    seedCommitment: z.string().optional(),
    seed: z.string().optional(),
  }),
  inputs: z.array(input),
  final: z
    .strictObject({
      hash: z.string(),
      outcome: outcomeSchema.nullable(),
      expired: z.strictObject({ reason: z.enum(['open', 'idle']), at: z.string() }).optional(),
    })
    .optional(),
});

// The schema and the hand-written type must describe the same records.
const _sameShape: (r: z.infer<typeof recordSchema>) => MatchRecord = (r) => ({ ...r, options: r.options });

/** Checks untrusted JSON (already parsed) as a record, saying where it is wrong. */
export function parseRecord(json: unknown): Result<MatchRecord> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return err(
      'record.format',
      undefined,
      `Ce n'est pas un enregistrement de partie : un objet JSON est attendu, reçu ${Array.isArray(json) ? 'une liste' : JSON.stringify(json)}.`,
      `Not a match record: a JSON object is expected, got ${Array.isArray(json) ? 'an array' : JSON.stringify(json)}.`,
    );
  }
  const format = (json as { format?: unknown }).format;
  if (format !== RECORD_FORMAT) {
    return err(
      'record.format',
      undefined,
      `Ce n'est pas un enregistrement de partie : format ${JSON.stringify(format)}, attendu « ${RECORD_FORMAT} ».`,
      `Not a match record: format ${JSON.stringify(format)}, expected "${RECORD_FORMAT}".`,
    );
  }
  const parsed = recordSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.length ? i.path.join('.') : '(record)'}: ${i.message}`)
      .join('; ');
    const more = parsed.error.issues.length > 3 ? ` (+${parsed.error.issues.length - 3})` : '';
    return err(
      'record.invalid',
      undefined,
      `Enregistrement invalide ou incomplet — ${issues}${more}`,
      `Invalid or incomplete record — ${issues}${more}`,
    );
  }
  return ok(_sameShape(parsed.data));
}

/** Parses the text of a record file; a truncated or corrupted file gets a clear refusal. */
export function parseRecordText(text: string): Result<MatchRecord> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return err(
      'record.json',
      undefined,
      `Enregistrement illisible (JSON invalide, fichier tronqué ou corrompu ?) : ${why}`,
      `Unreadable record (invalid JSON: truncated or corrupted file?): ${why}`,
    );
  }
  return parseRecord(json);
}

function fail(
  index: number,
  code: string,
  fr: string,
  en: string,
  rule?: string,
): { ok: false; error: ReplayFailure } {
  const e = err(code, rule, fr, en).error;
  return { ok: false, error: { index, error: e } };
}

function expected(p: Pending): [string, string] {
  switch (p.kind) {
    case 'decision':
      return [`une décision du joueur ${p.player}`, `a decision by player ${p.player}`];
    case 'simultaneous':
      return [
        `les ordres des joueurs ${p.players.join(', ')}`,
        `orders from players ${p.players.join(', ')}`,
      ];
    case 'chance':
      return [
        `les dés de ${p.request.rule} (${p.request.dice})`,
        `dice for ${p.request.rule} (${p.request.dice})`,
      ];
    case 'over':
      return ['rien : la partie est finie', 'nothing: the match is over'];
  }
}

function given(i: RecordInput): [string, string] {
  if ('faces' in i) return [`des dés ${JSON.stringify(i.faces)}`, `dice ${JSON.stringify(i.faces)}`];
  if ('orders' in i) return ['des ordres simultanés', 'simultaneous orders'];
  return [`une décision du joueur ${i.player}`, `a decision by player ${i.player}`];
}

/** A check run on every chance input before it is applied; a RuleError stops the replay there. */
type FacesCheck = (request: ChanceRequest, faces: number[], index: number) => RuleError | null;

function replayChecked<S, A>(
  rules: Rules<S, A, unknown>,
  record: MatchRecord,
  check: FacesCheck | null,
): Result<Replayed<S>, ReplayFailure> {
  if (record.game !== rules.id) {
    return fail(
      -1,
      'record.game',
      `Cet enregistrement est une partie de « ${record.game} », pas de « ${rules.id} ».`,
      `This record is a "${record.game}" match, not "${rules.id}".`,
    );
  }
  const setup = rules.setup(record.options);
  if (!setup.ok) return { ok: false, error: { index: -1, error: setup.error } };
  const s = setup.value;
  const events: GameEvent[] = [];
  const steps: StepCounts = { decisions: 0, chance: 0 };
  const inputs = record.inputs;
  for (let index = 0; index < inputs.length; index++) {
    const input = inputs[index]!;
    const p = rules.pending(s);
    const mismatch = (): { ok: false; error: ReplayFailure } => {
      const [efr, een] = expected(p);
      const [gfr, gen] = given(input);
      const code = p.kind === 'over' ? 'record.trailing' : 'record.inputKind';
      return fail(
        index,
        code,
        `Entrée ${index} : attendu ${efr}, reçu ${gfr}.`,
        `Input ${index}: expected ${een}, got ${gen}.`,
      );
    };
    if (p.kind === 'decision') {
      if (!('player' in input) || input.player !== p.player) return mismatch();
      const v = rules.validate(s, p.player, input.action);
      if (!v.ok) return { ok: false, error: { index, error: v.error } };
      const ev = rules.apply(s, p.player, v.value);
      for (const e of ev) events.push(e);
      steps.decisions++;
    } else if (p.kind === 'chance') {
      if (!('faces' in input)) return mismatch();
      if (check !== null) {
        const refused = check(p.request, input.faces, index);
        if (refused !== null) return { ok: false, error: { index, error: refused } };
      }
      const r = rules.applyChance(s, input.faces);
      if (!r.ok) return { ok: false, error: { index, error: r.error } };
      for (const e of r.value) events.push(e);
      steps.chance++;
    } else if (p.kind === 'simultaneous') {
      if (!('orders' in input)) return mismatch();
      const keys = Object.keys(input.orders)
        .map(Number)
        .sort((a, b) => a - b);
      const want = p.players.slice().sort((a, b) => a - b);
      if (!jsonEqual(keys, want)) {
        return fail(
          index,
          'record.orders',
          `Entrée ${index} : ordres des joueurs ${keys.join(', ') || 'aucun'}, attendus de ${want.join(', ')}.`,
          `Input ${index}: orders from players ${keys.join(', ') || 'none'}, expected from ${want.join(', ')}.`,
        );
      }
      const orders = new Map<number, A>();
      for (const player of p.players) {
        const v = rules.validate(s, player, input.orders[String(player)]);
        if (!v.ok) return { ok: false, error: { index, error: v.error } };
        orders.set(player, v.value);
      }
      const ev = rules.applyOrders(s, orders);
      for (const e of ev) events.push(e);
      steps.decisions++;
    } else {
      return mismatch();
    }
  }
  return ok({ state: s, events, steps });
}

/** Replays a record's inputs from its options; the first input that fails stops it, with its index. */
export function replay<S, A>(
  rules: Rules<S, A, unknown>,
  record: MatchRecord,
): Result<Replayed<S>, ReplayFailure> {
  return replayChecked(rules, record, null);
}

/**
 * Replays a record and checks it: the final hash and outcome, the seed against its commitment, and, for
 * seeded dice with a revealed seed, that every face input is what the seed rolls.
 */
export function verify<S, A>(
  rules: Rules<S, A, unknown>,
  record: MatchRecord,
): Result<Verified<S>, ReplayFailure> {
  const { seed, seedCommitment: commitment, source } = record.dice;
  if (seed !== undefined && commitment !== undefined && seedCommitment(seed) !== commitment) {
    return fail(
      -1,
      'record.seedCommitment',
      `Le germe révélé ne correspond pas à l'engagement ${commitment}.`,
      `The revealed seed does not match the commitment ${commitment}.`,
    );
  }
  let check: FacesCheck | null = null;
  if (source === 'seeded' && seed !== undefined) {
    const dice = new SeededDice(seed);
    check = (request, faces, index) => {
      const rolled = dice.roll(request);
      if (jsonEqual(rolled, faces)) return null;
      return err(
        'record.dice',
        request.rule,
        `Entrée ${index} : les dés ${JSON.stringify(faces)} ne sont pas ceux que le germe donne (${JSON.stringify(rolled)}).`,
        `Input ${index}: dice ${JSON.stringify(faces)} are not what the seed rolls (${JSON.stringify(rolled)}).`,
      ).error;
    };
  }
  const replayed = replayChecked(rules, record, check);
  if (!replayed.ok) return replayed;
  const end = record.inputs.length;
  if (record.final === undefined) {
    return fail(
      end,
      'record.final',
      "L'enregistrement n'a pas de fin (partie en cours) : rien à vérifier.",
      'The record has no final section (match in progress): nothing to verify.',
    );
  }
  const { state } = replayed.value;
  const hash = rules.hash(state);
  if (hash !== record.final.hash) {
    return fail(
      end,
      'record.hash',
      `L'état rejoué (${hash}) ne correspond pas à l'empreinte finale enregistrée (${record.final.hash}).`,
      `The replayed state (${hash}) does not match the recorded final hash (${record.final.hash}).`,
    );
  }
  const p = rules.pending(state);
  const outcome = p.kind === 'over' ? p.outcome : null;
  if (!jsonEqual(outcome, record.final.outcome)) {
    return fail(
      end,
      'record.outcome',
      `Le résultat rejoué ${JSON.stringify(outcome)} diffère du résultat enregistré ${JSON.stringify(record.final.outcome)}.`,
      `The replayed outcome ${JSON.stringify(outcome)} differs from the recorded outcome ${JSON.stringify(record.final.outcome)}.`,
    );
  }
  return ok({ ...replayed.value, hash, outcome });
}
