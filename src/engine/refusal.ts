/**
 * Refusals that a driver cannot recover from, carried as exceptions with their RuleError.
 */
import type { RuleError } from './types.ts';

/** One line for a RuleError: `[rule] French / English`. */
export function describeError(error: RuleError): string {
  const rule = error.rule === undefined ? '' : `[${error.rule}] `;
  return `${rule}${error.message} / ${error.en}`;
}

/** Thrown when the rules refuse an input that a driver was given (a bot, a dice source, match options). */
export class RefusalError extends Error {
  /** The rules' refusal. */
  readonly error: RuleError;
  /** The input's index in the match record; -1 for the match options. */
  readonly index: number;

  /** Wraps a refusal of the input at `index` (-1 = options). */
  constructor(error: RuleError, index: number) {
    super(`${index < 0 ? 'Setup' : `Input ${index}`}: ${describeError(error)}`);
    this.name = 'RefusalError';
    this.error = error;
    this.index = index;
  }
}
