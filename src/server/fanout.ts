/**
 * Cross-instance fan-out over Redis pub/sub (`REDIS_URL`): several server instances over one PostgreSQL
 * store share their matches. Each instance announces every change it stores for a match (a journal line,
 * held sealed orders, seats) on one channel; the others that have the match live read the store again and
 * update their own connections (`MatchManager.catchUp`). The store stays the only authority: a message
 * only says "look again", so a lost, late or repeated message can never apply anything twice.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Log, MatchManager, Peers } from './matches.ts';

/** The channel every instance publishes on and listens to. */
export const CHANNEL = 'arbitre:matches';

/** What goes over the channel. */
interface Announce {
  /** The publishing instance (its own messages are ignored). */
  from: string;
  match: string;
  /** The match's journal length after the change (for logs). */
  seq: number;
}

/** One instance's link to the others. */
export class Fanout implements Peers {
  /** This instance's random id. */
  readonly instance = randomBytes(8).toString('hex');
  private closed = false;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly channel: string,
    private readonly log: Log,
  ) {}

  /**
   * Connects to Redis at `url` (two connections: a subscriber cannot publish), subscribes, and shares
   * `manager`'s matches. Fails if Redis cannot be reached.
   */
  static async open(url: string, manager: MatchManager, log: Log, channel = CHANNEL): Promise<Fanout> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    try {
      await pub.connect();
      await sub.connect();
      await sub.subscribe(channel);
    } catch (e) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(`Redis (${redact(url)}) unreachable: ${e instanceof Error ? e.message : String(e)}`);
    }
    const f = new Fanout(pub, sub, channel, log);
    sub.on('message', (ch: string, text: string) => {
      if (ch !== channel) return;
      let msg: Announce;
      try {
        msg = JSON.parse(text) as Announce;
      } catch {
        log.warn({ text: text.slice(0, 200) }, 'unreadable fan-out message');
        return;
      }
      if (msg.from === f.instance || typeof msg.match !== 'string') return;
      manager.catchUp(msg.match).catch((e: unknown) => {
        log.error({ match: msg.match, seq: msg.seq, err: e }, 'catching up with another instance failed');
      });
    });
    // Messages published while we were cut off are lost: read every live match again on reconnection.
    let first = true;
    sub.on('ready', () => {
      if (first) {
        first = false;
        return;
      }
      log.warn({}, 'Redis reconnected: catching up every live match');
      void manager.catchUpAll();
    });
    sub.on('error', (e: unknown) => log.warn({ err: e }, 'Redis subscriber error'));
    pub.on('error', (e: unknown) => log.warn({ err: e }, 'Redis publisher error'));
    manager.setPeers(f);
    return f;
  }

  changed(match: string, seq: number): void {
    if (this.closed) return;
    const msg: Announce = { from: this.instance, match, seq };
    this.pub.publish(this.channel, JSON.stringify(msg)).catch((e: unknown) => {
      // The other instances catch up at their next input on that match (they read the store first).
      this.log.warn({ match, seq, err: e }, 'fan-out message not published');
    });
  }

  /** Unsubscribes and closes both connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}

/** A Redis URL without its password, for messages. */
function redact(url: string): string {
  return url.replace(/\/\/([^@/]*)@/, '//***@');
}
