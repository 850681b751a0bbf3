/**
 * Game options at the trust boundary: a zod schema with defaults, and a refusal that lists every problem.
 */
import type { z } from 'zod';
import { err, ok, type Outcome, type Result } from './types.ts';

/** Parses options (any JSON; missing = all defaults) with `schema`, or refuses them citing `rule`. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown, rule: string): Result<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data);
  const issues = parsed.error.issues
    .map((i) => `${i.path.join('.') || '(options)'}: ${i.message}`)
    .join('; ');
  return err('options.invalid', rule, `Options invalides : ${issues}`, `Invalid options: ${issues}`);
}

/** A copy of an outcome that shares nothing with the state (for views). */
export function copyOutcome(o: Outcome | null): Outcome | null {
  return o ? { scores: o.scores.slice(), ranks: o.ranks.slice(), winners: o.winners.slice() } : null;
}
