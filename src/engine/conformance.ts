/**
 * The conformance harness every game must pass (DESIGN.md, "Testing doctrine" 2): seeded random games,
 * with the contract checked at every step. A failure throws an Error naming the game, the step and the check.
 */
import { checkFaces } from './dice.ts';
import { findNonJson, jsonEqual } from './json.ts';
import { RECORD_FORMAT, verify, type MatchRecord, type RecordInput } from './record.ts';
import { describeError } from './refusal.ts';
import { SeededRng } from './rng.ts';
import { SeededDice } from './sources.ts';
import type { GameEvent, Pending, Result, Rules } from './types.ts';

/** What to play. */
export interface ConformanceOptions<S> {
  /** Number of games. */
  games: number;
  /** Game i uses dice seeded with `${seed}:${i}` and random choices seeded with `${seed}:${i}:choices`. */
  seed: string;
  /** The setup options of game i. */
  options(i: number): unknown;
  /** Called after each game. */
  onProgress?(done: number, games: number): void;
  /** Number of seats of a state (default: `options.players` when it is an integer, else `rules.players.max`). */
  seats?(s: S): number;
  /**
   * At most this many legal inputs of a seat validated at each step (a seeded sample; the one played is
   * validated anyway); default: all. For games in continuous space whose candidate lists run to hundreds of points,
   * so that a thousand games fit in `npm test`: over a run every candidate kind is still validated many times.
   */
  legalSample?: number;
}

/** What was played. */
export interface ConformanceStats {
  games: number;
  /** Total inputs applied. */
  steps: number;
  /** Decision steps, simultaneous rounds included. */
  decisions: number;
  chance: number;
  /** Longest game, in steps. */
  maxLength: number;
}

/** Inputs no game should accept; `validate` must refuse them without throwing. */
const GARBAGE: unknown[] = [null, {}, [], '\u0000garbage', { type: '\u0000garbage' }, 1e308];

const roundTrip = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

/**
 * `a` and `b` are equal once through JSON (`jsonEqual(roundTrip(a), roundTrip(b))`); `b` is plain JSON. When `a`
 * is plain JSON as well a round trip copies it unchanged, so the values are compared as they are.
 */
const sameJson = (a: unknown, b: unknown): boolean =>
  a === b || (findNonJson(a) === null ? jsonEqual(a, b) : jsonEqual(roundTrip(a), roundTrip(b)));

/** Plays `games` seeded random games and checks the rules contract at every step; returns what was played. */
export function runConformance<S, A>(
  rules: Rules<S, A, unknown>,
  opts: ConformanceOptions<S>,
): ConformanceStats {
  const stats: ConformanceStats = { games: 0, steps: 0, decisions: 0, chance: 0, maxLength: 0 };
  for (let g = 0; g < opts.games; g++) {
    const length = playOne(rules, opts, g, stats);
    stats.games++;
    stats.steps += length;
    if (length > stats.maxLength) stats.maxLength = length;
    opts.onProgress?.(g + 1, opts.games);
  }
  return stats;
}

function playOne<S, A>(
  rules: Rules<S, A, unknown>,
  opts: ConformanceOptions<S>,
  g: number,
  stats: ConformanceStats,
): number {
  let step = -1;
  const fail = (what: string): never => {
    const where = step < 0 ? 'setup' : `step ${step}`;
    throw new Error(`conformance ${rules.id}: game ${g}, ${where}: ${what}`);
  };
  const options = opts.options(g);
  const setup = rules.setup(options);
  if (!setup.ok) return fail(`setup refused the options: ${describeError(setup.error)}`);
  const s = setup.value;
  const declared = (options as { players?: unknown } | null)?.players;
  const seats =
    opts.seats?.(s) ??
    (typeof declared === 'number' && Number.isInteger(declared) ? declared : rules.players.max);
  const diceSeed = `${opts.seed}:${g}`;
  const dice = new SeededDice(diceSeed);
  const rng = new SeededRng(`${diceSeed}:choices`);
  const bound = rules.stepBound(s);
  const inputs: RecordInput[] = [];
  // Random play, except that nobody concedes while anything else is legal (games would be too short).
  const pick = (list: A[]): A => {
    const kept = rules.resigns === undefined ? list : list.filter((a) => rules.resigns?.(a) !== true);
    const from = kept.length > 0 ? kept : list;
    return from[rng.int(0, from.length - 1)]!;
  };

  const refused = (r: unknown, what: string): void => {
    if (typeof r !== 'object' || r === null || (r as Result<unknown>).ok !== false) {
      fail(`${what} was accepted`);
    }
    const e = (r as { error: unknown }).error as Record<string, unknown> | undefined;
    if (
      typeof e?.code !== 'string' ||
      typeof e.message !== 'string' ||
      typeof e.en !== 'string' ||
      !e.message ||
      !e.en
    ) {
      fail(`${what}: the refusal is not a RuleError with code, message (fr) and en: ${JSON.stringify(e)}`);
    }
  };
  const tryValidate = (state: S, player: number, a: unknown, what: string): Result<A> => {
    try {
      return rules.validate(state, player, a);
    } catch (e) {
      return fail(`validate threw on ${what}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const sameApply = (a: GameEvent[], b: GameEvent[], what: string): void => {
    const bad = findNonJson(b);
    if (bad !== null) fail(`${what}: an event is not JSON-safe (${bad})`);
    if (!jsonEqual(a, b)) fail(`${what}: the same input on equal states gave different events`);
  };

  // The hash of `s` as the step begins: the previous step's last check computed it (s has not changed since).
  let h = rules.hash(s);
  for (step = 0; ; step++) {
    const c = rules.clone(s);
    if (rules.hash(c) !== h) fail(`clone changes the hash (${h} → ${rules.hash(c)})`);
    const p = rules.pending(s);
    checkViews(rules, s, seats, fail);
    const named = namedPlayers(p);
    // What validate answered for each legal input it was given this step (the state has not changed since).
    const validated = new Map<A, Result<A>>();
    const legalOf = checkLegal(
      rules,
      s,
      p,
      seats,
      named,
      fail,
      refused,
      tryValidate,
      opts.legalSample,
      rng,
      validated,
    );
    const outcomes = rules.chanceOutcomes(s);
    if ((outcomes === null) !== (p.kind !== 'chance')) {
      fail(`chanceOutcomes is ${outcomes === null ? 'null' : 'a list'} while the pending step is ${p.kind}`);
    }
    if (p.kind === 'over') break;
    if (step >= bound) fail(`the game did not end within its step bound (${bound})`);

    if (p.kind === 'decision') {
      const action = pick(legalOf.get(p.player)!);
      const v = validated.get(action) ?? tryValidate(s, p.player, action, 'a legal action');
      const vc = tryValidate(c, p.player, roundTrip(action), 'a legal action after a JSON round trip');
      if (!v.ok || !vc.ok)
        return fail(`a legal action was refused after a JSON round trip: ${JSON.stringify(action)}`);
      const ec = rules.apply(c, p.player, vc.value);
      if (rules.hash(s) !== h)
        fail(`applying ${JSON.stringify(action)} to a clone changed the original (shared state)`);
      const es = rules.apply(s, p.player, v.value);
      sameApply(ec, es, `apply ${JSON.stringify(action)}`);
      inputs.push({ player: p.player, action: v.value });
      stats.decisions++;
    } else if (p.kind === 'simultaneous') {
      const orders = new Map<number, A>();
      const copies = new Map<number, A>();
      const recorded: Record<string, unknown> = {};
      for (const player of p.players) {
        const action = pick(legalOf.get(player)!);
        const v = validated.get(action) ?? tryValidate(s, player, action, 'a legal order');
        const vc = tryValidate(c, player, roundTrip(action), 'a legal order after a JSON round trip');
        if (!v.ok || !vc.ok)
          return fail(`a legal order was refused after a JSON round trip: ${JSON.stringify(action)}`);
        orders.set(player, v.value);
        copies.set(player, vc.value);
        recorded[String(player)] = v.value;
      }
      const ec = rules.applyOrders(c, copies);
      if (rules.hash(s) !== h) fail('applying orders to a clone changed the original (shared state)');
      const es = rules.applyOrders(s, orders);
      sameApply(ec, es, 'applyOrders');
      inputs.push({ orders: recorded });
      stats.decisions++;
    } else {
      checkOutcomes(rules, s, p.request.dice, outcomes!, fail, refused);
      const faces = dice.roll(p.request);
      const rc = rules.applyChance(c, faces.slice());
      if (rules.hash(s) !== h)
        fail(`applying faces ${JSON.stringify(faces)} to a clone changed the original (shared state)`);
      const rs = rules.applyChance(s, faces);
      if (!rs.ok || !rc.ok)
        return fail(`seeded faces ${JSON.stringify(faces)} for ${p.request.dice} were refused`);
      sameApply(rc.value, rs.value, `applyChance ${JSON.stringify(faces)}`);
      inputs.push({ faces });
      stats.chance++;
    }
    h = rules.hash(s);
    if (rules.hash(c) !== h) fail('the same input on equal states gave different hashes');
  }

  const length = inputs.length;
  const end = rules.pending(s);
  const record: MatchRecord = {
    format: RECORD_FORMAT,
    game: rules.id,
    rulesVersion: rules.version,
    options,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'bot:random' })),
    dice: dice.describe(),
    inputs,
    final: { hash: rules.hash(s), outcome: end.kind === 'over' ? end.outcome : null },
  };
  const bad = findNonJson(record);
  if (bad !== null) fail(`the record is not JSON-safe (${bad})`);
  const checked = verify(rules, roundTrip(record) as MatchRecord);
  if (!checked.ok) {
    fail(`the record does not replay: input ${checked.error.index}: ${describeError(checked.error.error)}`);
  }
  return length;
}

function namedPlayers(p: Pending): number[] {
  if (p.kind === 'decision') return [p.player];
  if (p.kind === 'simultaneous') return p.players;
  return [];
}

function checkViews<S>(
  rules: Rules<S, unknown, unknown>,
  s: S,
  seats: number,
  fail: (w: string) => never,
): void {
  for (
    let viewer: number | null = null;
    viewer === null || viewer < seats;
    viewer = viewer === null ? 0 : viewer + 1
  ) {
    const who = viewer === null ? 'the spectator' : `seat ${viewer}`;
    const v = rules.view(s, viewer);
    const bad = findNonJson(v);
    if (bad !== null) fail(`the view of ${who} is not JSON-safe (${bad})`);
    const secrets = rules.secrets?.(s, viewer);
    if (secrets !== undefined && secrets.length > 0) {
      const text = JSON.stringify(v);
      for (const secret of secrets) {
        if (secret !== '' && text.includes(secret))
          fail(`the view of ${who} shows a secret: ${JSON.stringify(secret)}`);
      }
    }
  }
}

/** All of `list`, or `size` of its items drawn without replacement (in list order) when it is longer. */
function sampled<A>(list: A[], size: number | undefined, rng: SeededRng): A[] {
  if (size === undefined || list.length <= size) return list;
  const picked = new Set<number>();
  while (picked.size < size) picked.add(rng.int(0, list.length - 1));
  return list.filter((_, i) => picked.has(i));
}

function checkLegal<S, A>(
  rules: Rules<S, A, unknown>,
  s: S,
  p: Pending,
  seats: number,
  named: number[],
  fail: (w: string) => never,
  refused: (r: unknown, what: string) => void,
  tryValidate: (state: S, player: number, a: unknown, what: string) => Result<A>,
  legalSample: number | undefined,
  rng: SeededRng,
  validated: Map<A, Result<A>>,
): Map<number, A[]> {
  const legalOf = new Map<number, A[]>();
  for (const player of named) {
    if (!Number.isInteger(player) || player < 0 || player >= seats) {
      fail(`pending names seat ${player}, outside 0..${seats - 1}`);
    }
  }
  for (let q = 0; q < seats; q++) {
    const legal = rules.legal(s, q);
    const isNamed = named.includes(q);
    if (isNamed && legal.length === 0)
      fail(`legal(s, ${q}) is empty, but pending (${p.kind}) names seat ${q}`);
    if (!isNamed && legal.length > 0) {
      fail(`legal(s, ${q}) has ${legal.length} input(s), but pending (${p.kind}) does not name seat ${q}`);
    }
    if (isNamed) legalOf.set(q, legal);
  }
  for (const [player, legal] of legalOf) {
    for (const a of sampled(legal, legalSample, rng)) {
      const bad = findNonJson(a);
      if (bad !== null) fail(`legal input ${JSON.stringify(a)} of seat ${player} is not JSON-safe (${bad})`);
      const v = tryValidate(s, player, a, `legal input ${JSON.stringify(a)}`);
      validated.set(a, v);
      if (!v.ok)
        fail(`legal input ${JSON.stringify(a)} of seat ${player} is refused: ${describeError(v.error)}`);
      else if (!sameJson(v.value, a)) {
        fail(`validate changed legal input ${JSON.stringify(a)} into ${JSON.stringify(v.value)}`);
      }
    }
    for (const junk of GARBAGE) {
      const what = `garbage input ${JSON.stringify(junk)} for seat ${player}`;
      const v = tryValidate(s, player, junk, what);
      // Garbage may only pass when it is a sparse spelling of a legal input (an empty order sheet for a
      // lord with no figure left is one): then what it validates to must be one of the legal inputs.
      if (v.ok && legal.some((a) => jsonEqual(roundTrip(a), roundTrip(v.value)))) continue;
      refused(v, what);
    }
  }
  // A seat that is not asked must be refused, even with an input that is legal for a seat that is.
  const sample = legalOf.values().next().value?.[0];
  for (let q = 0; q < seats; q++) {
    if (named.includes(q)) continue;
    const a = sample ?? GARBAGE[0];
    const what = `input ${JSON.stringify(a)} from seat ${q}, which is not asked to act (${p.kind})`;
    refused(tryValidate(s, q, a, what), what);
  }
  return legalOf;
}

function checkOutcomes<S>(
  rules: Rules<S, unknown, unknown>,
  s: S,
  notation: string,
  outcomes: { faces: number[]; p: number }[],
  fail: (w: string) => never,
  refused: (r: unknown, what: string) => void,
): void {
  let total = 0;
  for (const o of outcomes) {
    if (!(o.p >= 0 && o.p <= 1)) fail(`chance outcome ${JSON.stringify(o.faces)} has probability ${o.p}`);
    total += o.p;
    const fits = checkFaces(notation, o.faces);
    if (!fits.ok)
      fail(`chance outcome ${JSON.stringify(o.faces)} does not fit ${notation}: ${fits.error.en}`);
    const r = rules.applyChance(rules.clone(s), o.faces.slice());
    if (!r.ok) fail(`chance outcome ${JSON.stringify(o.faces)} is refused: ${describeError(r.error)}`);
  }
  if (Math.abs(total - 1) > 1e-9) fail(`chance outcome probabilities sum to ${total}, not 1`);
  const what = `faces [] for ${notation}`;
  let r: unknown;
  try {
    r = rules.applyChance(rules.clone(s), []);
  } catch (e) {
    fail(`applyChance threw on ${what}: ${e instanceof Error ? e.message : String(e)}`);
  }
  refused(r, what);
}
