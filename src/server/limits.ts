/**
 * Per-connection limits: a token bucket for the message rate.
 */

/** A token bucket: `rate` tokens a second, at most `burst` saved up. */
export class RateLimit {
  private tokens: number;
  private last: number;
  private readonly rate: number;
  private readonly burst: number;

  /** A full bucket. */
  constructor(rate = 20, burst = 40, now = Date.now()) {
    this.rate = rate;
    this.burst = burst;
    this.tokens = burst;
    this.last = now;
  }

  /** Takes one token; false when the bucket is empty. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
