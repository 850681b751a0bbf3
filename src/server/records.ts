/**
 * Records by role: a match record served to each reader with only what that reader may see (a seat its own
 * secrets, the referee everything, a spectator nothing secret), from what the game's `inputAudience` hook
 * says of each input. The server knows no game: the hook is the only per-game knowledge used here.
 */
import type { OrdersInput, PartialInfo, RecordInput, ServedInput } from '../engine/record.ts';
import type { AnyRules } from '../engine/types.ts';

/**
 * The restricted parts of one input: per seat whose input (or part of a sealed round) is not public, the
 * seats that may see it. `null` (nearly every input) = all public.
 */
export type Withholding = { seat: number; to: number[] }[] | null;

/** Who reads a record: the referee (everything), a seat, or a spectator (`seat` null). */
export interface Reader {
  role: 'referee' | 'player' | 'spectator';
  seat: number | null;
}

/**
 * What of `player`'s validated input `a` is restricted, asked of the game with the state before it is
 * applied. Called once per input when it is committed or replayed from the journal: a record request then
 * only walks the inputs, with no replay and no call into the game.
 */
export function audience(rules: AnyRules, before: unknown, player: number, a: unknown): number[] | null {
  return rules.inputAudience === undefined ? null : rules.inputAudience(before, player, a);
}

/** Adds `player`'s restriction (if any) to an input's withholding. */
export function restrict(w: Withholding, player: number, to: number[] | null): Withholding {
  if (to === null) return w;
  const part = { seat: player, to: to.slice() };
  return w === null ? [part] : [...w, part];
}

function mayRead(reader: Reader, to: number[]): boolean {
  return reader.role === 'referee' || (reader.seat !== null && to.includes(reader.seat));
}

/**
 * The inputs `reader` may see, with the withheld ones marked (a decision becomes `{ withheld: { player } }`,
 * a sealed round keeps the visible seats' orders and lists the others in `withheld`), and the `partial`
 * section when anything is withheld. Unrestricted inputs are shared, not copied.
 */
export function servedInputs(
  inputs: readonly RecordInput[],
  withholding: readonly Withholding[],
  reader: Reader,
): { inputs: ServedInput[]; partial?: PartialInfo } {
  if (reader.role === 'referee') return { inputs: inputs.slice() };
  const out: ServedInput[] = [];
  let first = -1;
  let withheld = 0;
  for (let i = 0; i < inputs.length; i++) {
    const input = inputs[i]!;
    const w = withholding[i] ?? null;
    const hidden = w === null ? [] : w.filter((part) => !mayRead(reader, part.to)).map((p) => p.seat);
    if (hidden.length === 0) {
      out.push(input);
      continue;
    }
    if (first < 0) first = i;
    withheld++;
    if ('orders' in input) {
      const orders: OrdersInput['orders'] = {};
      for (const [k, v] of Object.entries(input.orders)) if (!hidden.includes(Number(k))) orders[k] = v;
      out.push({ orders, withheld: hidden.sort((a, b) => a - b) });
    } else if ('player' in input) {
      out.push({ withheld: { player: input.player } });
    } else {
      out.push(input); // dice faces are public
    }
  }
  if (withheld === 0) return { inputs: out };
  return { inputs: out, partial: { viewer: reader.seat ?? 'spectator', first, withheld } };
}

/** What a reader gets instead of the state hash when inputs are withheld from it. */
export const WITHHELD_HASH = 'withheld';

/**
 * True when some input is withheld from `reader`. The state hash then stays hidden from that reader too: it
 * is a fast, non-cryptographic digest of the whole state (secret sheets included), so a reader who knows
 * everything else could search the few thousand possible sheets for the one that gives the hash.
 */
export function hidesFrom(withholding: readonly Withholding[], reader: Reader): boolean {
  if (reader.role === 'referee') return false;
  for (const w of withholding) {
    if (w !== null && w.some((part) => !mayRead(reader, part.to))) return true;
  }
  return false;
}
