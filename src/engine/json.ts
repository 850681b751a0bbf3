/**
 * JSON helpers for trust boundaries and checks: deep equality of JSON values, JSON-safety, and copies of plain
 * data as JSON keeps it (the views that carry a state for the search bots).
 */

/** A deep copy of plain data as JSON would keep it: undefined fields are dropped, arrays and objects copied. */
export function plainCopy<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) return x.map((v: unknown) => plainCopy(v)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) if (v !== undefined) out[k] = plainCopy(v);
  return out as T;
}

/** Deep equality of two JSON-like values (object key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Where `value` stops being plain JSON (a path like `$.players[2].hp` and what was found there),
 * or null when `JSON.parse(JSON.stringify(value))` gives back an equal value.
 */
export function findNonJson(value: unknown, path = '$'): string | null {
  // The common answer is "plain JSON": check that first without building any path string.
  return isPlainJson(value) ? null : locateNonJson(value, path);
}

/** True when `value` is plain JSON all the way down. */
function isPlainJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!(i in value) || !isPlainJson(value[i])) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      for (const k in value) if (!isPlainJson((value as Record<string, unknown>)[k])) return false;
      return true;
    }
    default:
      return false;
  }
}

function locateNonJson(value: unknown, path: string): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `${path} is ${String(value)}`;
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) return `${path}[${i}] is a hole`;
          const found = locateNonJson(value[i], `${path}[${i}]`);
          if (found !== null) return found;
        }
        return null;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) {
        return `${path} is a ${(value as object).constructor?.name ?? 'non-plain object'}`;
      }
      for (const [k, v] of Object.entries(value)) {
        const found = locateNonJson(v, `${path}.${k}`);
        if (found !== null) return found;
      }
      return null;
    }
    default:
      return `${path} is ${typeof value}`;
  }
}
