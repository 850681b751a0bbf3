/**
 * Match records (`arbitre-record/1`): their shape, parsing untrusted JSON, replay and verification.
 * A match is its record: the options plus the ordered inputs replay to the same state hash.
 */
import { z } from 'zod';
import { countOf } from './i18n.ts';
import { jsonEqual } from './json.ts';
import { seedCommitment } from './rng.ts';
import { DICE_GENERATORS, seededDice } from './match-dice.ts';
import type { DiceInfo } from './sources.ts';
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

/** The faces supplied for a chance step, with a distance measured at a real table when the request asked. */
export interface FacesInput {
  faces: number[];
  measured?: number;
}

/**
 * Sealed simultaneous orders, keyed by seat number ("0", "1", ...). In a record served to one reader,
 * `withheld` lists the seats whose orders that reader may not see (their keys are then absent).
 */
export interface OrdersInput {
  orders: Record<string, unknown>;
  withheld?: number[];
}

/** One input of a match, in order (what a match's journal holds: nothing withheld). */
export type RecordInput = DecisionInput | FacesInput | OrdersInput;

/** A decision its reader may not see, in a record served to one reader: only who made it. */
export interface WithheldInput {
  withheld: { player: number };
}

/** One input of a record as served: complete, or withheld from its reader. */
export type ServedInput = RecordInput | WithheldInput;

/**
 * Set on a record served to a reader who may not see every input (docs/protocol.md, "Records by role"):
 * who it was served to, the index of the first input withheld (in part or whole) and how many are.
 */
export interface PartialInfo {
  viewer: 'spectator' | number;
  first: number;
  withheld: number;
}

/** True when `input` (or part of it) is withheld from the record's reader. */
export function isWithheld(input: ServedInput): boolean {
  return 'withheld' in input && input.withheld !== undefined;
}

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
  inputs: ServedInput[];
  /** Absent while the match is still being played. */
  final?: RecordFinal;
  /** Present when inputs are withheld from this record's reader. */
  partial?: PartialInfo;
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

/**
 * The state reached by a replay, with every event and the step counts. A partial record's replay stops at
 * its first withheld input (`withheldAt`): the state is the one before it.
 */
export interface Replayed<S> {
  state: S;
  events: GameEvent[];
  steps: StepCounts;
  withheldAt?: number;
}

/**
 * What `verify` proved:
 * - `proven`: seeded dice, the revealed seed matches its commitment and every face was re-derived from it;
 * - `typed`: the record replays to its hash, with faces typed at a real table (referee or players);
 * - `unproven`: the record replays to its hash, but its dice could not be checked (a seeded record without
 *   its seed or commitment, a source that cannot be checked);
 * - `partial`: inputs are withheld from this record's reader: replayed (and dice checked as above) up to the
 *   first withheld input, nothing proven after it.
 */
export type Verdict = 'proven' | 'typed' | 'unproven' | 'partial';

/** How far a verification went. */
export interface Checked {
  /** Inputs replayed (all of them, or those before the first withheld input). */
  inputs: number;
  /** Dice inputs among them. */
  dice: number;
  /** Dice inputs whose faces were re-derived from the revealed seed. */
  faces: number;
  /** How the faces were checked: re-derived from the seed, typed by people, or not at all. */
  source: 'seed' | 'typed' | 'unchecked';
  /** Partial records: the first withheld input, and how many are withheld. */
  withheldAt?: number;
  withheld?: number;
}

/** A verified record: the replayed state, its hash and outcome (null for a partial record), what was proven. */
export interface Verified<S> extends Replayed<S> {
  hash: string | null;
  outcome: Outcome | null;
  verdict: Verdict;
  checked: Checked;
}

const seat = z.strictObject({ name: z.string(), kind: z.string() });
const outcomeSchema = z.strictObject({
  scores: z.array(z.number()),
  ranks: z.array(z.number().int()),
  winners: z.array(z.number().int()),
});
const seatNo = z.number().int().min(0);
const input = z.union([
  z.strictObject({ player: seatNo, action: z.unknown() }),
  z.strictObject({ faces: z.array(z.number()), measured: z.number().optional() }),
  z.strictObject({
    orders: z.record(z.string().regex(/^(0|[1-9][0-9]*)$/), z.unknown()),
    withheld: z.array(seatNo).optional(),
  }),
  z.strictObject({ withheld: z.strictObject({ player: seatNo }) }),
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
    // Absent in records made before match dice: xoroshiro128+. An unknown name is refused here.
    generator: z
      .enum(DICE_GENERATORS, {
        error: `unknown dice generator (this version knows ${DICE_GENERATORS.join(', ')})`,
      })
      .optional(),
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
  partial: z
    .strictObject({
      viewer: z.union([z.literal('spectator'), seatNo]),
      first: z.number().int().min(0),
      withheld: z.number().int().min(0),
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

function given(i: ServedInput): [string, string] {
  if ('faces' in i) return [`des dés ${JSON.stringify(i.faces)}`, `dice ${JSON.stringify(i.faces)}`];
  if ('orders' in i) return ['des ordres simultanés', 'simultaneous orders'];
  if ('withheld' in i)
    return [
      `une décision cachée du joueur ${i.withheld.player}`,
      `a withheld decision by player ${i.withheld.player}`,
    ];
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
    // Nothing after a withheld input can be replayed by this record's reader.
    if (isWithheld(input)) return ok({ state: s, events, steps, withheldAt: index });
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
      if (!('player' in input) || !('action' in input) || input.player !== p.player) return mismatch();
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
      const r =
        input.measured === undefined
          ? rules.applyChance(s, input.faces)
          : rules.applyChance(s, input.faces, input.measured);
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

/** Dice sources whose faces people typed at a real table (referee or players dice modes). */
const TYPED_SOURCES = new Set(['manual', 'referee', 'players']);

/**
 * Replays a record and checks it: the final hash and outcome, the seed against its commitment, and, for
 * seeded dice with a revealed seed, that every face input is what the seed rolls. The verdict says what
 * was proven (see `Verdict`): a record that replays to its hash with dice nobody can check is `unproven`,
 * never more; a record with withheld inputs is `partial`, checked up to the first of them.
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
  let faces = 0;
  if (source === 'seeded' && seed !== undefined) {
    const dice = seededDice(record.dice.generator, seed);
    check = (request, given, index) => {
      const rolled = dice.roll(request);
      if (jsonEqual(rolled, given)) {
        faces++;
        return null;
      }
      return err(
        'record.dice',
        request.rule,
        `Entrée ${index} : les dés ${JSON.stringify(given)} ne sont pas ceux que le germe donne (${JSON.stringify(rolled)}).`,
        `Input ${index}: dice ${JSON.stringify(given)} are not what the seed rolls (${JSON.stringify(rolled)}).`,
      ).error;
    };
  }
  const replayed = replayChecked(rules, record, check);
  if (!replayed.ok) return replayed;
  // Re-derived faces prove the dice only when the seed was committed before the match.
  const proven = check !== null && commitment !== undefined;
  const checked: Checked = {
    inputs: replayed.value.withheldAt ?? record.inputs.length,
    dice: replayed.value.steps.chance,
    faces,
    source: proven ? 'seed' : TYPED_SOURCES.has(source) ? 'typed' : 'unchecked',
  };
  const { state, withheldAt } = replayed.value;
  if (withheldAt !== undefined) {
    checked.withheldAt = withheldAt;
    checked.withheld = record.inputs.filter(isWithheld).length;
    return ok({ ...replayed.value, hash: null, outcome: null, verdict: 'partial', checked });
  }
  const end = record.inputs.length;
  if (record.final === undefined) {
    return fail(
      end,
      'record.final',
      "L'enregistrement n'a pas de fin (partie en cours) : rien à vérifier.",
      'The record has no final section (match in progress): nothing to verify.',
    );
  }
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
  const verdict: Verdict =
    checked.source === 'seed' ? 'proven' : checked.source === 'typed' ? 'typed' : 'unproven';
  return ok({ ...replayed.value, hash, outcome, verdict, checked });
}

/** A verdict and how far it went, said in French and in English (CLI, HTTP). */
export function describeVerdict(verdict: Verdict, checked: Checked): { fr: string; en: string } {
  const n = `${checked.inputs} entrée${checked.inputs > 1 ? 's' : ''}`;
  const ne = `${checked.inputs} input${checked.inputs === 1 ? '' : 's'}`;
  switch (verdict) {
    case 'proven':
      return {
        fr: `Prouvé : ${n} rejouées jusqu'à l'empreinte finale ; le germe révélé correspond à son engagement et redonne les ${checked.faces} jets de dés.`,
        en: `Proven: ${ne} replayed to the final hash; the revealed seed matches its commitment and re-derives all ${checked.faces} dice rolls.`,
      };
    case 'typed':
      return {
        fr: `Dés saisis : ${n} rejouées jusqu'à l'empreinte finale, avec ${checked.dice} jets saisis par l'arbitre ou les joueurs (non vérifiables).`,
        en: `Typed dice: ${ne} replayed to the final hash, with ${checked.dice} rolls typed by the referee or the players (not checkable).`,
      };
    case 'unproven':
      return {
        fr: `Non prouvé : ${n} rejouées jusqu'à l'empreinte finale, mais les ${checked.dice} jets de dés n'ont pas pu être vérifiés (germe absent, engagement absent, ou source de dés invérifiable).`,
        en: `Unproven: ${ne} replayed to the final hash, but the ${checked.dice} dice rolls could not be checked (seed missing, commitment missing, or an uncheckable dice source).`,
      };
    case 'partial': {
      const dice =
        checked.source === 'seed'
          ? {
              fr: `${checked.faces} jets redonnés par le germe`,
              en: `${checked.faces} rolls re-derived from the seed`,
            }
          : checked.source === 'typed'
            ? { fr: `${checked.dice} jets saisis`, en: `${checked.dice} typed rolls` }
            : { fr: `${checked.dice} jets non vérifiés`, en: `${checked.dice} unchecked rolls` };
      return {
        fr: `Partiel : ${countOf(checked.withheld ?? 0, 'entrée cachée|entrées cachées', 'fr')} à ce lecteur, la première à l'indice ${checked.withheldAt ?? 0} ; ${n} rejouées avant elle (${dice.fr}), rien de prouvé après.`,
        en: `Partial: ${countOf(checked.withheld ?? 0, 'input|inputs', 'en')} withheld from this reader, the first at index ${checked.withheldAt ?? 0}; ${ne} replayed before it (${dice.en}), nothing proven after it.`,
      };
    }
  }
}
