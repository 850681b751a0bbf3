/**
 * What the CLI writes to, and the error that ends a command with a message and an exit code.
 */

/** A text sink: process.stdout/stderr, or a buffer in tests. */
export interface Output {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

/** A command failure to report as one line (French / English), with its exit code (2 = bad input). */
export class CliError extends Error {
  /** Exit code to return. */
  readonly exitCode: number;

  /** `message` is printed as is, on one line. */
  constructor(message: string, exitCode = 2) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** The message of anything thrown, without its stack. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
