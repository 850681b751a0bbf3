/**
 * A direct-mapped cache of a pure function of five integers on one battlefield (line of sight and cover between
 * two points on the millimetre grid): playouts ask the same questions again and again while most figures stay
 * put. The answer depends only on the map's features and the arguments, so a hit is exactly what the function
 * would return; a slot holds the last key that hashed to it (no growth, no eviction order to keep). Kept outside
 * the state, per map, like the movement module's feature boxes.
 */
import type { Battlefield } from './map.ts';

const BITS = 14;
const SIZE = 1 << BITS;
/** No answer stored in the slot yet (the answers are small non-negative integers). */
const EMPTY = -1;

export class PointMemo {
  private readonly keys = new Int32Array(5 * SIZE);
  private readonly values = new Int32Array(SIZE).fill(EMPTY);

  /** The answer stored for (a, b, c, d, e), or −1. */
  get(a: number, b: number, c: number, d: number, e: number): number {
    const i = slot(a, b, c, d, e);
    const k = 5 * i;
    const keys = this.keys;
    return keys[k] === a && keys[k + 1] === b && keys[k + 2] === c && keys[k + 3] === d && keys[k + 4] === e
      ? this.values[i]!
      : EMPTY;
  }

  set(a: number, b: number, c: number, d: number, e: number, value: number): void {
    const i = slot(a, b, c, d, e);
    const k = 5 * i;
    const keys = this.keys;
    keys[k] = a;
    keys[k + 1] = b;
    keys[k + 2] = c;
    keys[k + 3] = d;
    keys[k + 4] = e;
    this.values[i] = value;
  }
}

function slot(a: number, b: number, c: number, d: number, e: number): number {
  let h = Math.imul(a, 0x9e3779b1);
  h = Math.imul(h ^ b ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ c ^ (h >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ d ^ (h >>> 16), 0x27d4eb2f);
  h = Math.imul(h ^ e ^ (h >>> 15), 0x165667b1);
  return (h ^ (h >>> 16)) & (SIZE - 1);
}

/** One memo per (map, question): created on first use, gone with the map. */
export function memoOf(memos: WeakMap<Battlefield, PointMemo>, map: Battlefield): PointMemo {
  let memo = memos.get(map);
  if (!memo) memos.set(map, (memo = new PointMemo()));
  return memo;
}

/** The memo of the last map asked for (a playout asks about one map): no WeakMap lookup per question. */
export class LastMemo {
  private readonly memos = new WeakMap<Battlefield, PointMemo>();
  private map: Battlefield | null = null;
  private memo: PointMemo | null = null;

  of(map: Battlefield): PointMemo {
    if (map !== this.map) {
      this.memo = memoOf(this.memos, map);
      this.map = map;
    }
    return this.memo!;
  }
}
