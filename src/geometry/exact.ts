/**
 * Exact signs for the decisions that compare squared distances of integer coordinates (contact, reach,
 * clearance). A float filter answers when it can; otherwise the sign is recomputed with BigInt (rare: only
 * when the two products agree to about 15 digits). Non-integer inputs get the float answer, which is still
 * deterministic (IEEE 754 × and − are correctly rounded).
 */

/** The sign of a·b − c·d: exact when all four are safe integers. */
export function signProductDiff(a: number, b: number, c: number, d: number): number {
  const p = a * b;
  const q = c * d;
  const diff = p - q;
  // Each product is off by at most 2^-53 of itself, the subtraction by 2^-53 of the result: 2^-51 covers both.
  const err = (Math.abs(p) + Math.abs(q)) * 4.5e-16;
  if (diff > err) return 1;
  if (diff < -err) return -1;
  if (
    !Number.isSafeInteger(a) ||
    !Number.isSafeInteger(b) ||
    !Number.isSafeInteger(c) ||
    !Number.isSafeInteger(d)
  ) {
    return diff > 0 ? 1 : diff < 0 ? -1 : 0;
  }
  const e = BigInt(a) * BigInt(b) - BigInt(c) * BigInt(d);
  return e > 0n ? 1 : e < 0n ? -1 : 0;
}

/** The sign of x − y², for an integer x below 2^53 (a squared distance) and a safe integer y. */
export function signMinusSquare(x: number, y: number): number {
  return signProductDiff(x, 1, y, y);
}
