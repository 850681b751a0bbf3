/**
 * Record verification off the main thread: a piscina pool of a few workers (verify-task.ts), at most
 * `threads` verifications at once plus a small queue, each stopped after a time limit.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { refusal } from './protocol.ts';
import type { VerifyAnswer, VerifyTask } from './verify-task.ts';

/** How many verifications run at once, how many wait, and how long one may take. */
export interface VerifierLimits {
  threads: number;
  queue: number;
  timeoutMs: number;
}

/** One thread per core but one (the main thread's), at least one; a queue of 4; 10 seconds each. */
export const DEFAULT_VERIFIER_LIMITS: VerifierLimits = {
  threads: Math.max(1, availableParallelism() - 1),
  queue: 4,
  timeoutMs: 10_000,
};

/** Verifies records in worker threads. */
export class Verifier {
  private readonly pool: Piscina<VerifyTask, VerifyAnswer>;
  private readonly limits: VerifierLimits;
  /** Verifications running or waiting. */
  private inFlight = 0;

  /** A pool with these limits; no worker starts before the first verification. */
  constructor(limits: VerifierLimits = DEFAULT_VERIFIER_LIMITS) {
    this.limits = limits;
    this.pool = new Piscina({
      filename: new URL('./verify-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: limits.threads,
      idleTimeout: 30_000,
    });
  }

  /**
   * The answer for a request body: the worker's, or a refusal when too many verifications are under way
   * (503 `verify.busy`) or this one ran out of time (422 `verify.timeout`: its worker is terminated). The
   * time limit counts from the request's arrival, waiting in the queue included: a client hears within it.
   */
  async verify(body: Buffer): Promise<VerifyAnswer> {
    const { threads, queue, timeoutMs } = this.limits;
    if (this.inFlight >= threads + queue) {
      return {
        status: 503,
        body: refusal(
          'verify.busy',
          `Le serveur vérifie déjà ${this.inFlight} enregistrements : réessayez dans quelques secondes.`,
          `The server is already verifying ${this.inFlight} records: retry in a few seconds.`,
        ),
      };
    }
    this.inFlight++;
    try {
      // The bytes move to the worker (no copy) when the body owns its whole buffer.
      const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
      const bytes = whole ? new Uint8Array(body.buffer) : new Uint8Array(body);
      return await this.pool.run(
        { bytes },
        { signal: AbortSignal.timeout(timeoutMs), transferList: [bytes.buffer as ArrayBuffer] },
      );
    } catch (e) {
      if (
        (e as { name?: string }).name === 'AbortError' ||
        (e as { name?: string }).name === 'TimeoutError'
      ) {
        const s = Math.round(timeoutMs / 100) / 10;
        return {
          status: 422,
          body: refusal(
            'verify.timeout',
            `Vérification arrêtée après ${s} s : l'enregistrement est trop long à rejouer ici (rejouez-le avec « arbitre verify »).`,
            `Verification stopped after ${s} s: the record takes too long to replay here (replay it with "arbitre verify").`,
          ),
        };
      }
      throw e;
    } finally {
      this.inFlight--;
    }
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
